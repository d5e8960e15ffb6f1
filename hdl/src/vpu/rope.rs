//! # rope
//!
//! ROPE (`docs/numerics.md` §4, golden `systole_host::golden::int::rope`): one adjacent pair `(v0, v1)` of a
//! head, rotated by its Q14 table entry `(c, s)`, which the sequencer supplies in the stream:
//!
//! ```text
//!   v0' = sat32(rshr(v0 * c - v1 * s, 14));   v1' = sat32(rshr(v0 * s + v1 * c, 14))
//!
//!              stage 1 (4 x MulS 32x16)           combinational                       output
//!  v0, c --> [v0*c] --\                                                        +-----------------+
//!  v1, s --> [v1*s] ---(-)--sext64--> RshrSat<32>(n = 14) --> v0' --\          |                 |
//!  v0, s --> [v0*s] --\                                              Cat -->   | SkidBuffer<64>  |--> out
//!  v1, c --> [v1*c] ---(+)--sext64--> RshrSat<32>(n = 14) --> v1' --/          +-----------------+
//! ```
//!
//! Each 48-bit product is exact, and the 49-bit sums are formed in 64 bits, so they are exact as well.
//! Pipeline: one register stage (the four products) and the output register slice: a pair accepted on
//! edge `t` is `out_valid` from cycle `t + 2`; one pair per cycle. `in_ready = !v1_q | skid.s_ready`
//! (registers only).

use super::{cat::Cat, mul_s::MulS, rshr_sat::RshrSat, sext::Sext};
use crate::skid_buffer::SkidBuffer;
use rust_hdl::prelude::*;

/// Rotation of one RoPE pair by a Q14 (cos, sin) entry, one pair per cycle.
#[derive(LogicBlock)]
pub struct VpuRope {
    /// 1 bit, input: clock; all state changes on its rising edge.
    pub clock: Signal<In, Clock>,
    /// 1 bit, input: synchronous active-high reset (empties the unit).
    pub reset: Signal<In, Bit>,
    /// 1 bit, input: `in_data` holds a pair.
    pub in_valid: Signal<In, Bit>,
    /// 1 bit, output: the unit accepts the pair this cycle (from registers only).
    pub in_ready: Signal<Out, Bit>,
    /// 96 bits, input: `[31:0]` = v0 (i32), `[63:32]` = v1 (i32), `[79:64]` = c (i16, Q14 cosine),
    /// `[95:80]` = s (i16, Q14 sine).
    pub in_data: Signal<In, Bits<96>>,
    /// 1 bit, output: `out_data` holds a rotated pair.
    pub out_valid: Signal<Out, Bit>,
    /// 1 bit, input: the consumer accepts the pair this cycle.
    pub out_ready: Signal<In, Bit>,
    /// 64 bits, output: `[31:0]` = v0' (i32), `[63:32]` = v1' (i32).
    pub out_data: Signal<Out, Bits<64>>,
    m_v0c: MulS<32, 16, 48>,
    m_v1s: MulS<32, 16, 48>,
    m_v0s: MulS<32, 16, 48>,
    m_v1c: MulS<32, 16, 48>,
    v1_q: DFF<Bit>,
    v0c_q: DFF<Bits<48>>,
    v1s_q: DFF<Bits<48>>,
    v0s_q: DFF<Bits<48>>,
    v1c_q: DFF<Bits<48>>,
    /// 1 bit, local: the stage advances this cycle.
    adv: Signal<Local, Bit>,
    x_v0c: Sext<48, 64>,
    x_v1s: Sext<48, 64>,
    x_v0s: Sext<48, 64>,
    x_v1c: Sext<48, 64>,
    rs0: RshrSat<32>,
    rs1: RshrSat<32>,
    pack: Cat<32, 32, 64>,
    skid: SkidBuffer<64>,
    n14: Constant<Bits<8>>,
}

impl Default for VpuRope {
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
            m_v0c: Default::default(),
            m_v1s: Default::default(),
            m_v0s: Default::default(),
            m_v1c: Default::default(),
            v1_q: Default::default(),
            v0c_q: Default::default(),
            v1s_q: Default::default(),
            v0s_q: Default::default(),
            v1c_q: Default::default(),
            adv: Default::default(),
            x_v0c: Default::default(),
            x_v1s: Default::default(),
            x_v0s: Default::default(),
            x_v1c: Default::default(),
            rs0: Default::default(),
            rs1: Default::default(),
            pack: Default::default(),
            skid: Default::default(),
            n14: Constant::new(Bits::<8>::from(14u64)),
        }
    }
}

impl Logic for VpuRope {
    #[hdl_gen]
    fn update(&mut self) {
        dff_setup!(self, clock, v1_q, v0c_q, v1s_q, v0s_q, v1c_q);
        self.skid.clock.next = self.clock.val();
        self.skid.reset.next = self.reset.val();
        self.m_v0c.a.next = self.in_data.val().get_bits::<32>(0);
        self.m_v0c.b.next = self.in_data.val().get_bits::<16>(64);
        self.m_v1s.a.next = self.in_data.val().get_bits::<32>(32);
        self.m_v1s.b.next = self.in_data.val().get_bits::<16>(80);
        self.m_v0s.a.next = self.in_data.val().get_bits::<32>(0);
        self.m_v0s.b.next = self.in_data.val().get_bits::<16>(80);
        self.m_v1c.a.next = self.in_data.val().get_bits::<32>(32);
        self.m_v1c.b.next = self.in_data.val().get_bits::<16>(64);
        // stage 1: the four products
        self.adv.next = !self.v1_q.q.val() | self.skid.s_ready.val();
        self.in_ready.next = self.adv.val();
        if self.adv.val() {
            self.v1_q.d.next = self.in_valid.val();
            self.v0c_q.d.next = self.m_v0c.p.val();
            self.v1s_q.d.next = self.m_v1s.p.val();
            self.v0s_q.d.next = self.m_v0s.p.val();
            self.v1c_q.d.next = self.m_v1c.p.val();
        }
        // sums in 64 bits, rounding shift by 14, saturation
        self.x_v0c.x.next = self.v0c_q.q.val();
        self.x_v1s.x.next = self.v1s_q.q.val();
        self.x_v0s.x.next = self.v0s_q.q.val();
        self.x_v1c.x.next = self.v1c_q.q.val();
        self.rs0.x.next = self.x_v0c.y.val() - self.x_v1s.y.val();
        self.rs0.n.next = self.n14.val();
        self.rs1.x.next = self.x_v0s.y.val() + self.x_v1c.y.val();
        self.rs1.n.next = self.n14.val();
        self.pack.hi.next = self.rs1.y.val();
        self.pack.lo.next = self.rs0.y.val();
        self.skid.s_valid.next = self.v1_q.q.val();
        self.skid.s_data.next = self.pack.y.val();
        self.out_valid.next = self.skid.m_valid.val();
        self.out_data.next = self.skid.m_data.val();
        self.skid.m_ready.next = self.out_ready.val();
        if self.reset.val() {
            self.v1_q.d.next = false;
        }
    }
}
