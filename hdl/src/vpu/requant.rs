//! # requant
//!
//! REQUANT, the matrix unit's epilogue (`docs/numerics.md` §1 and §4 MATMUL, golden
//! `systole_host::golden::int::matvec` with `fixed::requant_wide`): the per-group INT32 accumulators of one
//! output element, each with the activation scale `{a_m, e}` and the weight scale `{m, s}` of its group,
//! give
//!
//! ```text
//!   y = sat32( sum_g rshr(acc_g * a_m_g * m_g, s_g - e_g) )
//! ```
//!
//! `a_m` is 16 bits wide: the golden QUANT gives `a_m = 2^15` when a negative element's mantissa rounds to
//! `-2^15` (e.g. `-2^31 + 1` with `e = 16`), one more than the 15 bits `docs/numerics.md` §3 lists, and
//! every 16-bit value is supported. `|acc * a_m| < 2^47`, so the first product is kept in 48 bits (its
//! 49th bit is a sign copy).
//!
//! Each term is the golden `requant_wide`: the product is exact (`|acc * a_m * m| < 2^62`), a right shift
//! rounds half up, a left shift (`s < e`) saturates to the i64 range. The terms are summed in a 64-bit
//! accumulator that wraps like the golden model's `i64` sum does in a release build; inside the contract's
//! ranges (`|acc| < 2^24`, so every term is below 2^54) the sum never comes near the i64 range and the wrap
//! cannot occur.
//!
//! ```text
//!            stage 1                 stage 2                  stage 3             accumulate + output
//!  acc  --\
//!  a_m ---(MulS 32x17)--> p1_q --\
//!  m  --------------------> m1_q -(MulS 48x16)--> p2_q --\
//!  s - e -----------------> n1_q -----------------> n2_q -(RshrSat<64>)--> t3_q --(+ sum_q)--> total
//!  in_last ---------------> l1_q -----------------> l2_q --------------> l3_q     not last: sum_q <- total
//!                                                                                last: sat32(total)
//!                                                                                  --> SkidBuffer<32> --> out
//! ```
//!
//! Pipeline: three register stages and the output register slice: the result of an element is
//! `out_valid` 4 cycles after its last group is accepted (edge `t` -> cycle `t + 4`); one group per cycle.
//! Stages 1 to 3 are the block [`RequantTerm`], which the `matvec` executor's time-shared requantization
//! (`hdl/src/matrix/mv_requant.rs`) uses too, one per term pipeline.
//!
//! The whole pipeline advances unless stage 3 holds a last group that the slice cannot take:
//! `in_ready = !(v3_q & l3_q) | skid.s_ready` (registers only).

use super::{mul_s::MulS, rshr_sat::RshrSat, zext::Zext};
use crate::emit::{emit, TopModule};
use crate::skid_buffer::SkidBuffer;
use rust_hdl::prelude::*;

/// Stages 1 to 3 of REQUANT: the term `rshr(acc * a_m * m, s - e)` of one group, saturated to the i64
/// range, three register stages after the group word, all loading together while `adv` is high. The
/// valid and last flags stay with the user (`VpuRequant`, and the time-shared `MvRequant` of the
/// `matvec` executor, which has one per term pipeline).
#[derive(LogicBlock)]
pub struct RequantTerm {
    /// 1 bit, input: clock.
    pub clock: Signal<In, Clock>,
    /// 1 bit, input: the stages load this cycle (the user's pipeline advances).
    pub adv: Signal<In, Bit>,
    /// 74 bits, input: the group word, `VpuRequant`'s `in_data` layout (`[31:0]` acc, `[47:32]` a_m,
    /// `[52:48]` e, `[67:53]` m, `[73:68]` s).
    pub in_data: Signal<In, Bits<74>>,
    /// 64 bits, output: the term (i64) of the group word taken three advances earlier (`t3_q`).
    pub t: Signal<Out, Bits<64>>,
    am_zext: Zext<16, 17>,
    m_zext: Zext<15, 16>,
    e_zext: Zext<5, 8>,
    s_zext: Zext<6, 8>,
    mul1: MulS<32, 17, 49>,
    mul2: MulS<48, 16, 64>,
    rs: RshrSat<64>,
    /// `acc * a_m`, exact.
    p1_q: DFF<Bits<48>>,
    /// `m`, zero-extended.
    m1_q: DFF<Bits<16>>,
    /// `s - e`, two's complement.
    n1_q: DFF<Bits<8>>,
    /// `acc * a_m * m`, exact.
    p2_q: DFF<Bits<64>>,
    n2_q: DFF<Bits<8>>,
    /// The group's term `rshr(acc * a_m * m, s - e)` (i64).
    t3_q: DFF<Bits<64>>,
}

impl Default for RequantTerm {
    fn default() -> Self {
        Self {
            clock: Default::default(),
            adv: Default::default(),
            in_data: Default::default(),
            t: Default::default(),
            am_zext: Default::default(),
            m_zext: Default::default(),
            e_zext: Default::default(),
            s_zext: Default::default(),
            mul1: Default::default(),
            mul2: Default::default(),
            rs: Default::default(),
            p1_q: Default::default(),
            m1_q: Default::default(),
            n1_q: Default::default(),
            p2_q: Default::default(),
            n2_q: Default::default(),
            t3_q: Default::default(),
        }
    }
}

impl Logic for RequantTerm {
    #[hdl_gen]
    fn update(&mut self) {
        dff_setup!(self, clock, p1_q, m1_q, n1_q, p2_q, n2_q, t3_q);
        self.am_zext.x.next = self.in_data.val().get_bits::<16>(32);
        self.e_zext.x.next = self.in_data.val().get_bits::<5>(48);
        self.m_zext.x.next = self.in_data.val().get_bits::<15>(53);
        self.s_zext.x.next = self.in_data.val().get_bits::<6>(68);
        self.mul1.a.next = self.in_data.val().get_bits::<32>(0);
        self.mul1.b.next = self.am_zext.y.val();
        self.mul2.a.next = self.p1_q.q.val();
        self.mul2.b.next = self.m1_q.q.val();
        self.rs.x.next = self.p2_q.q.val();
        self.rs.n.next = self.n2_q.q.val();
        self.t.next = self.t3_q.q.val();
        if self.adv.val() {
            self.p1_q.d.next = self.mul1.p.val().get_bits::<48>(0);
            self.m1_q.d.next = self.m_zext.y.val();
            self.n1_q.d.next = self.s_zext.y.val() - self.e_zext.y.val();
            self.p2_q.d.next = self.mul2.p.val();
            self.n2_q.d.next = self.n1_q.q.val();
            self.t3_q.d.next = self.rs.y.val();
        }
    }
}

/// The reason of the one Verilator waiver every `RequantTerm` carries (`UNUSEDSIGNAL` on `mul1$p[48]`).
pub const TERM_WAIVER: &str =
    "acc * a_m is kept as mul1$p[47:0]: |acc| <= 2^31 and a_m < 2^16 give |acc * a_m| < 2^47, so bit 48 is a sign copy";

/// Waives `RequantTerm`'s sign-copy bit in its emitted module `module` (an instance inside `m`).
pub fn waive_term(m: &mut TopModule, module: &str) {
    crate::emit::waive_in(m, module, &["wire  [48:0] mul1$p;"], "UNUSEDSIGNAL", TERM_WAIVER);
}

/// Requantization and 64-bit group sum of one output element, one group per cycle.
#[derive(LogicBlock)]
pub struct VpuRequant {
    /// 1 bit, input: clock; all state changes on its rising edge.
    pub clock: Signal<In, Clock>,
    /// 1 bit, input: synchronous active-high reset (empties the unit and clears the sum).
    pub reset: Signal<In, Bit>,
    /// 1 bit, input: `in_data`/`in_last` hold a group.
    pub in_valid: Signal<In, Bit>,
    /// 1 bit, output: the unit accepts the group this cycle (from registers only).
    pub in_ready: Signal<Out, Bit>,
    /// 74 bits, input: `[31:0]` = acc (i32 group accumulator), `[47:32]` = a_m (u16 activation scale
    /// mantissa, 0..=2^15 from QUANT), `[52:48]` = e (u5 activation exponent), `[67:53]` = m (u15 weight
    /// scale mantissa), `[73:68]` = s (u6 weight scale shift).
    pub in_data: Signal<In, Bits<74>>,
    /// 1 bit, input: the group is the last one of the output element.
    pub in_last: Signal<In, Bit>,
    /// 1 bit, output: `out_data` holds an output element.
    pub out_valid: Signal<Out, Bit>,
    /// 1 bit, input: the consumer accepts the element this cycle.
    pub out_ready: Signal<In, Bit>,
    /// 32 bits, output: `y`, i32 Q16.
    pub out_data: Signal<Out, Bits<32>>,
    /// Stages 1 to 3: the group's term.
    term: RequantTerm,
    /// 1 bit, local: the pipeline advances this cycle.
    adv: Signal<Local, Bit>,
    v1_q: DFF<Bit>,
    l1_q: DFF<Bit>,
    v2_q: DFF<Bit>,
    l2_q: DFF<Bit>,
    v3_q: DFF<Bit>,
    l3_q: DFF<Bit>,
    /// Sum of the element's earlier terms (i64, wrapping).
    sum_q: DFF<Bits<64>>,
    /// 64 bits, local: `sum_q + t3_q`.
    total: Signal<Local, Bits<64>>,
    /// 33 bits, local: `total[63:31]`; all zeros or all ones when `total` fits in 32 bits.
    top: Signal<Local, Bits<33>>,
    skid: SkidBuffer<32>,
    zero64: Constant<Bits<64>>,
    ones33: Constant<Bits<33>>,
    zero33: Constant<Bits<33>>,
    sat_max: Constant<Bits<32>>,
    sat_min: Constant<Bits<32>>,
}

impl Default for VpuRequant {
    fn default() -> Self {
        Self {
            clock: Default::default(),
            reset: Default::default(),
            in_valid: Default::default(),
            in_ready: Default::default(),
            in_data: Default::default(),
            in_last: Default::default(),
            out_valid: Default::default(),
            out_ready: Default::default(),
            out_data: Default::default(),
            term: Default::default(),
            adv: Default::default(),
            v1_q: Default::default(),
            l1_q: Default::default(),
            v2_q: Default::default(),
            l2_q: Default::default(),
            v3_q: Default::default(),
            l3_q: Default::default(),
            sum_q: Default::default(),
            total: Default::default(),
            top: Default::default(),
            skid: Default::default(),
            zero64: Constant::new(Bits::<64>::from(0u64)),
            ones33: Constant::new(Bits::<33>::from((1u64 << 33) - 1)),
            zero33: Constant::new(Bits::<33>::from(0u64)),
            sat_max: Constant::new(Bits::<32>::from(0x7fff_ffffu64)),
            sat_min: Constant::new(Bits::<32>::from(0x8000_0000u64)),
        }
    }
}

impl Logic for VpuRequant {
    #[hdl_gen]
    fn update(&mut self) {
        dff_setup!(self, clock, v1_q, l1_q, v2_q, l2_q, v3_q, l3_q, sum_q);
        self.skid.clock.next = self.clock.val();
        self.skid.reset.next = self.reset.val();
        self.term.clock.next = self.clock.val();
        self.term.in_data.next = self.in_data.val();
        // accumulate; the element's result leaves with its last group
        self.total.next = self.sum_q.q.val() + self.term.t.val();
        self.top.next = self.total.val().get_bits::<33>(31);
        self.skid.s_data.next = self.total.val().get_bits::<32>(0);
        if (self.top.val() != self.zero33.val()) & (self.top.val() != self.ones33.val()) {
            if self.total.val().get_bit(63) {
                self.skid.s_data.next = self.sat_min.val();
            } else {
                self.skid.s_data.next = self.sat_max.val();
            }
        }
        self.skid.s_valid.next = self.v3_q.q.val() & self.l3_q.q.val();
        self.adv.next = !(self.v3_q.q.val() & self.l3_q.q.val()) | self.skid.s_ready.val();
        self.in_ready.next = self.adv.val();
        self.term.adv.next = self.adv.val();
        if self.adv.val() {
            self.v1_q.d.next = self.in_valid.val();
            self.l1_q.d.next = self.in_last.val();
            self.v2_q.d.next = self.v1_q.q.val();
            self.l2_q.d.next = self.l1_q.q.val();
            self.v3_q.d.next = self.v2_q.q.val();
            self.l3_q.d.next = self.l2_q.q.val();
            if self.v3_q.q.val() {
                if self.l3_q.q.val() {
                    self.sum_q.d.next = self.zero64.val();
                } else {
                    self.sum_q.d.next = self.total.val();
                }
            }
        }
        self.out_valid.next = self.skid.m_valid.val();
        self.out_data.next = self.skid.m_data.val();
        self.skid.m_ready.next = self.out_ready.val();
        if self.reset.val() {
            self.v1_q.d.next = false;
            self.v2_q.d.next = false;
            self.v3_q.d.next = false;
            self.sum_q.d.next = self.zero64.val();
        }
    }
}

/// The emitted `vpu_requant`. One Verilator warning is waived at its declaration line (in the term
/// stages' module), with its reason in the text: `UNUSEDSIGNAL` on `mul1$p[48]`, a sign copy (`|acc *
/// a_m| < 2^47`).
pub fn emit_waived() -> TopModule {
    let mut m = emit("vpu_requant", VpuRequant::default());
    waive_term(&mut m, "vpu_requant$term");
    m
}
