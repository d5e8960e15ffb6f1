//! # resadd
//!
//! RESADD, the residual addition of the integer contract (`docs/numerics.md` §4, golden
//! `systole_host::golden::int::residual_add`): per element, `z = sat32(x + y)`.
//!
//! ```text
//!                 +--------------------------------------------+
//!  in_data[31:0]  |  x --sext33--\                             |
//!  in_data[63:32] |  y --sext33--(+)--> sat32 --> SkidBuffer<32>|--> out_data
//!  in_valid ----->|----------------------------> s_valid  m_valid|--> out_valid
//!  in_ready <-----|<---------------------------- s_ready  m_ready|<-- out_ready
//!                 +--------------------------------------------+
//! ```
//!
//! The add and saturation are combinational in front of the output register slice, so the latency is one
//! cycle (input transfer on edge `t`, `out_valid` from cycle `t + 1`) and the throughput one element per
//! cycle. `in_ready` is the slice's registered `s_ready`; `out_valid`/`out_data` come from its output
//! register (no combinational path from any input to any output).

use super::sext::Sext;
use crate::skid_buffer::SkidBuffer;
use rust_hdl::prelude::*;

/// Saturating 32-bit residual add, one element per cycle.
#[derive(LogicBlock)]
pub struct VpuResadd {
    /// 1 bit, input: clock; all state changes on its rising edge.
    pub clock: Signal<In, Clock>,
    /// 1 bit, input: synchronous active-high reset (empties the unit).
    pub reset: Signal<In, Bit>,
    /// 1 bit, input: `in_data` holds an element.
    pub in_valid: Signal<In, Bit>,
    /// 1 bit, output: the unit accepts the element this cycle (registered).
    pub in_ready: Signal<Out, Bit>,
    /// 64 bits, input: `[31:0]` = x (i32, Q16 residual), `[63:32]` = y (i32, Q16 update).
    pub in_data: Signal<In, Bits<64>>,
    /// 1 bit, output: `out_data` holds a result.
    pub out_valid: Signal<Out, Bit>,
    /// 1 bit, input: the consumer accepts the result this cycle.
    pub out_ready: Signal<In, Bit>,
    /// 32 bits, output: `sat32(x + y)`, i32.
    pub out_data: Signal<Out, Bits<32>>,
    x_sext: Sext<32, 33>,
    y_sext: Sext<32, 33>,
    /// 33 bits, local: the exact sum.
    sum: Signal<Local, Bits<33>>,
    skid: SkidBuffer<32>,
    sat_max: Constant<Bits<32>>,
    sat_min: Constant<Bits<32>>,
}

impl Default for VpuResadd {
    fn default() -> Self {
        Self {
            clock: Default::default(),
            reset: Default::default(),
            in_valid: Default::default(),
            in_ready: Default::default(),
            in_data: Default::default(),
            out_valid: Default::default(),
            out_ready: Default::default(),
            out_data: Default::default(),
            x_sext: Default::default(),
            y_sext: Default::default(),
            sum: Default::default(),
            skid: Default::default(),
            sat_max: Constant::new(Bits::<32>::from(0x7fff_ffffu64)),
            sat_min: Constant::new(Bits::<32>::from(0x8000_0000u64)),
        }
    }
}

impl Logic for VpuResadd {
    #[hdl_gen]
    fn update(&mut self) {
        self.skid.clock.next = self.clock.val();
        self.skid.reset.next = self.reset.val();
        self.x_sext.x.next = self.in_data.val().get_bits::<32>(0);
        self.y_sext.x.next = self.in_data.val().get_bits::<32>(32);
        self.sum.next = self.x_sext.y.val() + self.y_sext.y.val();
        // the sum fits in 32 bits when its two top bits agree
        self.skid.s_data.next = self.sum.val().get_bits::<32>(0);
        if self.sum.val().get_bit(32) ^ self.sum.val().get_bit(31) {
            if self.sum.val().get_bit(32) {
                self.skid.s_data.next = self.sat_min.val();
            } else {
                self.skid.s_data.next = self.sat_max.val();
            }
        }
        self.skid.s_valid.next = self.in_valid.val();
        self.in_ready.next = self.skid.s_ready.val();
        self.out_valid.next = self.skid.m_valid.val();
        self.out_data.next = self.skid.m_data.val();
        self.skid.m_ready.next = self.out_ready.val();
    }
}
