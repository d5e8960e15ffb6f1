//! # embed
//!
//! EMBED (`docs/numerics.md` §4, golden `systole_host::golden::int::embed`): one INT8 embedding weight with
//! its group scale `{m, s}` to Q16, `x = sat32(rshr(q * 127 * m, s - 16))`.
//!
//! ```text
//!  in_data --> q*127 = (q << 7) - q --\                      stage 1           +-------------+
//!              m (u16, zext 17) ------(MulS 16x17)--> p_q (33) --sext64-->|RshrSat<32>|--> SkidBuffer<32> --> out
//!              s --> n = min(s, 80) - 16 --------------> n_q (8) ---------->|  n      |
//! ```
//!
//! `|q * 127 * m| < 2^31`, so the 33-bit product is exact. The shift `s - 16` ranges over -16..=239; shifts
//! of 64 and more give 0 for every 64-bit value (`RshrSat`'s clamp), so `s` is clamped to 80 first, which
//! keeps `n` in the 8-bit range without changing any result.
//!
//! Pipeline: one register stage (the product) and the output register slice: an element accepted on edge
//! `t` is `out_valid` from cycle `t + 2`; one element per cycle. The stage advances when it is empty or the
//! slice accepts (`in_ready = !v1_q | skid.s_ready`, from registers only).

use super::{cat::Cat, mul_s::MulS, rshr_sat::RshrSat, sext::Sext, zext::Zext};
use crate::skid_buffer::SkidBuffer;
use rust_hdl::prelude::*;

/// INT8 embedding weight to Q16, one element per cycle.
#[derive(LogicBlock)]
pub struct VpuEmbed {
    /// 1 bit, input: clock; all state changes on its rising edge.
    pub clock: Signal<In, Clock>,
    /// 1 bit, input: synchronous active-high reset (empties the unit).
    pub reset: Signal<In, Bit>,
    /// 1 bit, input: `in_data` holds an element.
    pub in_valid: Signal<In, Bit>,
    /// 1 bit, output: the unit accepts the element this cycle (from registers only).
    pub in_ready: Signal<Out, Bit>,
    /// 32 bits, input: `[7:0]` = q (i8 weight), `[23:8]` = m (u16 scale mantissa), `[31:24]` = s (u8 scale
    /// shift) of the weight's group.
    pub in_data: Signal<In, Bits<32>>,
    /// 1 bit, output: `out_data` holds a result.
    pub out_valid: Signal<Out, Bit>,
    /// 1 bit, input: the consumer accepts the result this cycle.
    pub out_ready: Signal<In, Bit>,
    /// 32 bits, output: `sat32(rshr(q * 127 * m, s - 16))`, i32 Q16.
    pub out_data: Signal<Out, Bits<32>>,
    q_sext16: Sext<8, 16>,
    q_sext9: Sext<8, 9>,
    /// `q << 7` as `{sext9(q), 7'b0}`.
    q_x128: Cat<9, 7, 16>,
    m_zext: Zext<16, 17>,
    mul: MulS<16, 17, 33>,
    /// 8 bits, local: `s` clamped to 80.
    s_cl: Signal<Local, Bits<8>>,
    v1_q: DFF<Bit>,
    /// `q * 127 * m`, exact.
    p_q: DFF<Bits<33>>,
    /// `min(s, 80) - 16`, two's complement.
    n_q: DFF<Bits<8>>,
    /// 1 bit, local: the stage advances this cycle.
    adv: Signal<Local, Bit>,
    p_sext: Sext<33, 64>,
    rs: RshrSat<32>,
    skid: SkidBuffer<32>,
    zero7: Constant<Bits<7>>,
    c16: Constant<Bits<8>>,
    c80: Constant<Bits<8>>,
}

impl Default for VpuEmbed {
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
            q_sext16: Default::default(),
            q_sext9: Default::default(),
            q_x128: Default::default(),
            m_zext: Default::default(),
            mul: Default::default(),
            s_cl: Default::default(),
            v1_q: Default::default(),
            p_q: Default::default(),
            n_q: Default::default(),
            adv: Default::default(),
            p_sext: Default::default(),
            rs: Default::default(),
            skid: Default::default(),
            zero7: Constant::new(Bits::<7>::from(0u64)),
            c16: Constant::new(Bits::<8>::from(16u64)),
            c80: Constant::new(Bits::<8>::from(80u64)),
        }
    }
}

impl Logic for VpuEmbed {
    #[hdl_gen]
    fn update(&mut self) {
        dff_setup!(self, clock, v1_q, p_q, n_q);
        self.skid.clock.next = self.clock.val();
        self.skid.reset.next = self.reset.val();
        // q * 127 = (q << 7) - q, exact in 16 bits
        self.q_sext16.x.next = self.in_data.val().get_bits::<8>(0);
        self.q_sext9.x.next = self.in_data.val().get_bits::<8>(0);
        self.q_x128.hi.next = self.q_sext9.y.val();
        self.q_x128.lo.next = self.zero7.val();
        self.m_zext.x.next = self.in_data.val().get_bits::<16>(8);
        self.mul.a.next = self.q_x128.y.val() - self.q_sext16.y.val();
        self.mul.b.next = self.m_zext.y.val();
        self.s_cl.next = self.in_data.val().get_bits::<8>(24);
        if self.in_data.val().get_bits::<8>(24) > self.c80.val() {
            self.s_cl.next = self.c80.val();
        }
        // stage 1
        self.adv.next = !self.v1_q.q.val() | self.skid.s_ready.val();
        self.in_ready.next = self.adv.val();
        if self.adv.val() {
            self.v1_q.d.next = self.in_valid.val();
            self.p_q.d.next = self.mul.p.val();
            self.n_q.d.next = self.s_cl.val() - self.c16.val();
        }
        // rounding shift and saturation into the output slice
        self.p_sext.x.next = self.p_q.q.val();
        self.rs.x.next = self.p_sext.y.val();
        self.rs.n.next = self.n_q.q.val();
        self.skid.s_valid.next = self.v1_q.q.val();
        self.skid.s_data.next = self.rs.y.val();
        self.out_valid.next = self.skid.m_valid.val();
        self.out_data.next = self.skid.m_data.val();
        self.skid.m_ready.next = self.out_ready.val();
        if self.reset.val() {
            self.v1_q.d.next = false;
        }
    }
}
