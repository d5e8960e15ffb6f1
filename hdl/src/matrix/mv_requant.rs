//! # matrix::mv_requant
//!
//! The `matvec` executor's requantization (`mv_requant_l2`): the time-shared form of eight
//! [`crate::vpu::VpuRequant`] lanes. It takes one group of an output block per transfer (the tile dot
//! core's 8 INT32 group sums, each with its weight scale `{m, s}` and the group's activation scale
//! `{a_m, e}`), and after the block's last group offers the block's 8 outputs
//!
//! ```text
//!   y[c] = sat32( sum_g rshr(acc_g[c] * a_m_g * m_g[c], s_g[c] - e_g) )        c = 0..8
//! ```
//!
//! with exactly `VpuRequant`'s arithmetic (`docs/numerics.md` §1 and §4 MATMUL, golden
//! `systole_host::golden::int::matvec` with `fixed::requant_wide`): the product kept exact in 48 and then
//! 64 bits, a rounding right shift (half up) or a left shift saturated to the i64 range, a wrapping 64-bit
//! group sum per output and a final `sat32`.
//!
//! **Why time-shared.** `L` term pipelines serve the 8 outputs in `P = 8 / L` phases, one phase per
//! cycle: a group takes `P` cycles. The dot core needs `gt + 1` cycles per group from its buffer (`gt`
//! tiles and the scales), so with `L = 2` (`P = 4`) requantization keeps up with every group of four or
//! more tiles (stories260K's groups of 32 inputs are 4 tiles), and with the 64-bit DRAM stream (8 beats
//! per tile) with every group. Eight lanes cost eight 64-bit rounding shifters and 8 x 2 wide multiplies;
//! two cost a quarter of that.
//!
//! ```text
//!  in_data (8 x 74: {s, m, e, a_m, acc} per output) --take--> h_q[0..8] (slots; shifted down by L per phase)
//!     slots 0..L-1 --> L term pipelines (vpu::requant::RequantTerm, VpuRequant's stages 1 to 3):
//!                       acc * a_m (MulS 32x17) -> p1_q -> * m (MulS 48x16) -> p2_q -> RshrSat<64> -> t3_q
//!                       s - e ---------------------> n1_q -------------------> n2_q        (term[l].t)
//!  tags v, l (group is the block's last), e (phase P-1) travel along: v1..v3, l1..l3, e1..e3
//!  stage 3 (a phase of L outputs):  total_l = sum_q[l] + term[l].t
//!     sum ring: sum_q[i] <- sum_q[i+L];  sum_q[8-L+l] <- last ? 0 : total_l
//!     last group: y ring: y_q[i] <- y_q[i+L];  y_q[8-L+l] <- sat32(total_l);  phase P-1: full_q <- 1
//!  y_q[0..8] --> out_data (out_valid = full_q)
//! ```
//!
//! The slots, the sums and the outputs all rotate by `L` per phase, so after the `P` phases of a group
//! every ring is back in output order: output `c` is always in slot `c` between groups, and no register
//! is ever selected by a phase counter (only constant wiring).
//!
//! **Contract** (`docs/architecture.md`, "Streams"): a transfer happens when valid and ready are both
//! high; valid and data are held until the transfer; valid never waits for ready. `in_ready` comes from
//! registers only: `!hv_q | (adv & ph_q == P - 1)` (the hold register is free, or frees with this
//! cycle's last phase). The pipeline advances (`adv`) unless stage 3 holds a phase of a last group and
//! the previous block's outputs are still offered and not taken: `adv = !(v3_q & l3_q) | !full_q |
//! out_ready`.
//!
//! **Timing**: a group accepted on edge `t` enters stage 1 in phases on edges `t + 1 .. t + P`; a block's
//! outputs are `out_valid` from cycle `t + P + 3` after its last group's edge `t`; one group per `P`
//! cycles without back-pressure.

use super::{mv_dot::vecd, Concat};
use crate::emit::{emit, TopModule};
use crate::vpu::requant::{waive_term, RequantTerm};
use rust_hdl::prelude::*;

/// Outputs of a block (the tile dot core's columns).
pub const OUTS: usize = 8;
/// Bits of one output's group word: `[31:0]` acc, `[47:32]` a_m, `[52:48]` e, `[67:53]` m, `[73:68]` s
/// (`VpuRequant`'s `in_data`).
pub const GW: usize = 74;

/// Time-shared requantization of 8 outputs with `L` term pipelines (`L` in 1, 2, 4, 8).
#[derive(LogicBlock)]
pub struct MvRequant<const L: usize> {
    /// 1 bit, input: clock; all state changes on its rising edge.
    pub clock: Signal<In, Clock>,
    /// 1 bit, input: synchronous active-high reset (empties the unit, clears the sums, drops the outputs).
    pub reset: Signal<In, Bit>,
    /// 1 bit, input: `in_data`/`in_last` hold a group.
    pub in_valid: Signal<In, Bit>,
    /// 1 bit, output: the unit takes the group this cycle (from registers only).
    pub in_ready: Signal<Out, Bit>,
    /// 592 bits, input: output `c`'s group word at bits `[74 c, 74 c + 74)`: `[31:0]` acc (i32 group sum),
    /// `[47:32]` a_m (u16 activation scale mantissa), `[52:48]` e (u5 activation exponent), `[67:53]` m (u15
    /// weight scale mantissa), `[73:68]` s (u6 weight scale shift).
    pub in_data: Signal<In, Bits<592>>,
    /// 1 bit, input: the group is the last one of the output block.
    pub in_last: Signal<In, Bit>,
    /// 1 bit, output: `out_data` holds a block's 8 outputs (held until taken).
    pub out_valid: Signal<Out, Bit>,
    /// 1 bit, input: the consumer takes the outputs this cycle.
    pub out_ready: Signal<In, Bit>,
    /// 256 bits, output: output `c` (i32, Q16) at bits `[32 c, 32 c + 32)`.
    pub out_data: Signal<Out, Bits<256>>,
    /// The `L` term pipelines (`VpuRequant`'s stages 1 to 3).
    term: Vec<RequantTerm>,
    ocat: Concat<32, 256>,
    /// 1 bit, local: the pipeline advances this cycle.
    adv: Signal<Local, Bit>,
    /// 1 bit, local: the group on `in_*` is taken at this edge.
    take: Signal<Local, Bit>,
    /// 1 bit, local: the hold register issues its last phase at this edge.
    hend: Signal<Local, Bit>,
    /// The held group's slots (slot `i` is output `ph_q * L + i` of it), valid, last flag, phases issued.
    h_q: Vec<DFF<Bits<74>>>,
    hv_q: DFF<Bit>,
    hl_q: DFF<Bit>,
    ph_q: DFF<Bits<3>>,
    v1_q: DFF<Bit>,
    l1_q: DFF<Bit>,
    e1_q: DFF<Bit>,
    v2_q: DFF<Bit>,
    l2_q: DFF<Bit>,
    e2_q: DFF<Bit>,
    v3_q: DFF<Bit>,
    l3_q: DFF<Bit>,
    e3_q: DFF<Bit>,
    /// The outputs' sums of their earlier groups (i64, wrapping), a ring rotated by `L` per phase.
    sum_q: Vec<DFF<Bits<64>>>,
    /// The block's outputs, a ring rotated by `L` per phase of a last group.
    y_q: Vec<DFF<Bits<32>>>,
    /// `y_q` holds a whole block not yet taken.
    full_q: DFF<Bit>,
    /// Per lane, local: `sum_q[l] + term[l].t`, its top 33 bits, and its `sat32`.
    total: Vec<Signal<Local, Bits<64>>>,
    hi33: Vec<Signal<Local, Bits<33>>>,
    sat: Vec<Signal<Local, Bits<32>>>,
    c_plast: Constant<Bits<3>>,
    c1_3: Constant<Bits<3>>,
    c0_3: Constant<Bits<3>>,
    zero64: Constant<Bits<64>>,
    ones33: Constant<Bits<33>>,
    zero33: Constant<Bits<33>>,
    sat_max: Constant<Bits<32>>,
    sat_min: Constant<Bits<32>>,
}


impl<const L: usize> Default for MvRequant<L> {
    fn default() -> Self {
        assert!(
            matches!(L, 1 | 2 | 4 | 8),
            "MvRequant: lanes L = {L} must divide the block's {OUTS} outputs (1, 2, 4 or 8)"
        );
        let p = (OUTS / L) as u64;
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
            term: vecd(L),
            ocat: Default::default(),
            adv: Default::default(),
            take: Default::default(),
            hend: Default::default(),
            h_q: vecd(OUTS),
            hv_q: Default::default(),
            hl_q: Default::default(),
            ph_q: Default::default(),
            v1_q: Default::default(),
            l1_q: Default::default(),
            e1_q: Default::default(),
            v2_q: Default::default(),
            l2_q: Default::default(),
            e2_q: Default::default(),
            v3_q: Default::default(),
            l3_q: Default::default(),
            e3_q: Default::default(),
            sum_q: vecd(OUTS),
            y_q: vecd(OUTS),
            full_q: Default::default(),
            total: vecd(L),
            hi33: vecd(L),
            sat: vecd(L),
            c_plast: Constant::new(Bits::<3>::from(p - 1)),
            c1_3: Constant::new(Bits::<3>::from(1u64)),
            c0_3: Constant::new(Bits::<3>::from(0u64)),
            zero64: Constant::new(Bits::<64>::from(0u64)),
            ones33: Constant::new(Bits::<33>::from((1u64 << 33) - 1)),
            zero33: Constant::new(Bits::<33>::from(0u64)),
            sat_max: Constant::new(Bits::<32>::from(0x7fff_ffffu64)),
            sat_min: Constant::new(Bits::<32>::from(0x8000_0000u64)),
        }
    }
}

impl<const L: usize> Logic for MvRequant<L> {
    #[hdl_gen]
    fn update(&mut self) {
        dff_setup!(self, clock, hv_q, hl_q, ph_q, v1_q, l1_q, e1_q, v2_q, l2_q, e2_q, v3_q, l3_q, e3_q, full_q);
        for i in 0..8 {
            self.h_q[i].clock.next = self.clock.val();
            self.h_q[i].d.next = self.h_q[i].q.val();
            self.sum_q[i].clock.next = self.clock.val();
            self.sum_q[i].d.next = self.sum_q[i].q.val();
            self.y_q[i].clock.next = self.clock.val();
            self.y_q[i].d.next = self.y_q[i].q.val();
            self.ocat.inp[i].next = self.y_q[i].q.val();
        }
        for l in 0..L {
            // the term pipelines take slot l of the held group
            self.term[l].clock.next = self.clock.val();
            self.term[l].in_data.next = self.h_q[l].q.val();
            // stage 3: this phase's output l, its running sum in slot l of the sum ring
            self.total[l].next = self.sum_q[l].q.val() + self.term[l].t.val();
            self.hi33[l].next = self.total[l].val().get_bits::<33>(31);
            self.sat[l].next = self.total[l].val().get_bits::<32>(0);
            if (self.hi33[l].val() != self.zero33.val()) & (self.hi33[l].val() != self.ones33.val()) {
                if self.total[l].val().get_bit(63) {
                    self.sat[l].next = self.sat_min.val();
                } else {
                    self.sat[l].next = self.sat_max.val();
                }
            }
        }
        self.out_data.next = self.ocat.out.val();
        self.out_valid.next = self.full_q.q.val();
        // the pipeline stops only for a last group's phase whose outputs would overwrite an offered block
        self.adv.next = !(self.v3_q.q.val() & self.l3_q.q.val()) | !self.full_q.q.val() | self.out_ready.val();
        for l in 0..L {
            self.term[l].adv.next = self.adv.val();
        }
        self.hend.next = self.adv.val() & self.hv_q.q.val() & (self.ph_q.q.val() == self.c_plast.val());
        self.in_ready.next = !self.hv_q.q.val() | self.hend.val();
        self.take.next = self.in_valid.val() & (!self.hv_q.q.val() | self.hend.val());
        if self.full_q.q.val() & self.out_ready.val() {
            self.full_q.d.next = false;
        }
        if self.adv.val() {
            // the held group issues slots 0..L-1 and shifts the rest down
            self.v1_q.d.next = self.hv_q.q.val();
            self.l1_q.d.next = self.hl_q.q.val();
            self.e1_q.d.next = self.ph_q.q.val() == self.c_plast.val();
            if self.hv_q.q.val() {
                self.ph_q.d.next = self.ph_q.q.val() + self.c1_3.val();
                // (a loop of one iteration: rust-hdl evaluates an index from loop variables only, so `nl`
                // names the lane count L there)
                for nl in L..(L + 1) {
                    for i in 0..(8 - L) {
                        self.h_q[i].d.next = self.h_q[i + nl].q.val();
                    }
                }
                if self.hend.val() {
                    self.hv_q.d.next = false;
                    self.ph_q.d.next = self.c0_3.val();
                }
            }
            self.v2_q.d.next = self.v1_q.q.val();
            self.l2_q.d.next = self.l1_q.q.val();
            self.e2_q.d.next = self.e1_q.q.val();
            self.v3_q.d.next = self.v2_q.q.val();
            self.l3_q.d.next = self.l2_q.q.val();
            self.e3_q.d.next = self.e2_q.q.val();
            if self.v3_q.q.val() {
                // the sum ring turns by L; the phase's L new sums enter at the top
                for nl in L..(L + 1) {
                    for i in 0..(8 - L) {
                        self.sum_q[i].d.next = self.sum_q[i + nl].q.val();
                    }
                    for l in 0..L {
                        if self.l3_q.q.val() {
                            self.sum_q[8 - nl + l].d.next = self.zero64.val();
                        } else {
                            self.sum_q[8 - nl + l].d.next = self.total[l].val();
                        }
                    }
                }
                if self.l3_q.q.val() {
                    for nl in L..(L + 1) {
                        for i in 0..(8 - L) {
                            self.y_q[i].d.next = self.y_q[i + nl].q.val();
                        }
                        for l in 0..L {
                            self.y_q[8 - nl + l].d.next = self.sat[l].val();
                        }
                    }
                    if self.e3_q.q.val() {
                        self.full_q.d.next = true;
                    }
                }
            }
        }
        if self.take.val() {
            self.hv_q.d.next = true;
            self.hl_q.d.next = self.in_last.val();
            self.ph_q.d.next = self.c0_3.val();
            for i in 0..8 {
                self.h_q[i].d.next = self.in_data.val().get_bits::<74>(74 * i);
            }
        }
        if self.reset.val() {
            self.hv_q.d.next = false;
            self.ph_q.d.next = self.c0_3.val();
            self.v1_q.d.next = false;
            self.v2_q.d.next = false;
            self.v3_q.d.next = false;
            self.full_q.d.next = false;
            for i in 0..8 {
                self.sum_q[i].d.next = self.zero64.val();
            }
        }
    }
}

/// The setting of `mv_exec_w64`: two term pipelines.
pub type MvRequantL2 = MvRequant<2>;

/// The emitted `mv_requant_l<L>`. One Verilator warning per term pipeline is waived at its declaration
/// line, with its reason in the text: `UNUSEDSIGNAL` on `mul1$p[48]`, a sign copy (`|acc * a_m| < 2^47`).
pub fn top<const L: usize>() -> TopModule {
    let name = format!("mv_requant_l{L}");
    let mut m = emit(&name, MvRequant::<L>::default());
    for l in 0..L {
        waive_term(&mut m, &format!("{name}$term${l}"));
    }
    m
}
