//! # matrix::mv_dot
//!
//! The matrix-vector dot core of the fast dataflow (`docs/architecture.md`, "Design of the fast
//! dataflow"): every cycle it takes a whole `R x C` INT8 weight tile and the `R` INT8 activations that
//! the tile's rows multiply, adds the tile's `C` column dot products to `C` group accumulators, and after
//! the last tile of a group emits the `C` INT32 group sums. This is the `R * C` = 64 MACs per cycle that
//! decode needs when the tiles come from an on-chip weight memory. REQUANT of the group sums (the lanes)
//! is a separate block, planned.
//!
//! ```text
//!  in_w (tile: row i = input i's C weights) --\            stage 2                       stage 3
//!  in_x (R activations)  --> w1_q, x1_q ----(R x C products, C adder trees)--> sum2_q --(+ acc_q)--> acc_q
//!  in_last ------------------> l1_q ---------------------------------------> l2_q    last: acc + sum2
//!                                                                                      --> SkidBuffer --> out
//! ```
//!
//! Semantics: for a group of tiles `t = 0..T` (the last one flagged `in_last`), output `o` is
//! `sum_t sum_i x_t[i] * w_t[i][o]` as two's-complement INT32 (it cannot overflow for `T <= 2^15`: each
//! tile adds less than 2^17). Weights and activations are any INT8 values, -128 included.
//!
//! Pipeline: two register stages and the output register slice: the sums of a group are `out_valid` 3
//! cycles after its last tile is accepted; one tile per cycle. The whole pipeline advances unless stage 2
//! holds a last tile that the slice cannot take: `in_ready = !(v2_q & l2_q) | skid.s_ready` (registers
//! only).
//!
//! Layout: `in_w` byte `i * C + o` is `W[o][i]`, the weight from input `i` to output `o` (a tile row is one
//! input's `C` weights, as in the image's tiles, `docs/compiler.md`); `in_x` byte `i` is input `i`;
//! `out_data` bits `[32 o, 32 o + 32)` are output `o`.

use super::concat::Concat;
use crate::emit::{emit, TopModule};
use crate::skid_buffer::SkidBuffer;
use rust_hdl::prelude::*;

/// `k` default values.
pub(crate) fn vecd<T: Default>(k: usize) -> Vec<T> {
    (0..k).map(|_| T::default()).collect()
}

/// Tile dot core: `R` inputs and `C` outputs per tile; `WB = 8 R C`, `XB = 8 R`, `OB = 32 C`.
#[derive(LogicBlock)]
pub struct MvDot<const R: usize, const C: usize, const WB: usize, const XB: usize, const OB: usize> {
    /// 1 bit, input: clock; all state changes on its rising edge.
    pub clock: Signal<In, Clock>,
    /// 1 bit, input: synchronous active-high reset (empties the pipeline, clears the accumulators).
    pub reset: Signal<In, Bit>,
    /// 1 bit, input: `in_w`, `in_x` and `in_last` hold a tile.
    pub in_valid: Signal<In, Bit>,
    /// 1 bit, output: the core accepts the tile this cycle (from registers only).
    pub in_ready: Signal<Out, Bit>,
    /// WB = 8 R C bits, input: the INT8 weights, byte `i * C + o` = `W[o][i]` (two's complement).
    pub in_w: Signal<In, Bits<WB>>,
    /// XB = 8 R bits, input: the INT8 activations, byte `i` = input `i` (two's complement).
    pub in_x: Signal<In, Bits<XB>>,
    /// 1 bit, input: the tile is the last one of its group (the group's sums are emitted after it).
    pub in_last: Signal<In, Bit>,
    /// 1 bit, output: `out_data` holds a group's sums.
    pub out_valid: Signal<Out, Bit>,
    /// 1 bit, input: the consumer takes the sums this cycle.
    pub out_ready: Signal<In, Bit>,
    /// OB = 32 C bits, output: the group sums, output `o` at bits `[32 o, 32 o + 32)` (INT32).
    pub out_data: Signal<Out, Bits<OB>>,
    // stage 1: the accepted tile
    v1_q: DFF<Bit>,
    l1_q: DFF<Bit>,
    w1_q: DFF<Bits<WB>>,
    x1_q: DFF<Bits<XB>>,
    // stage 2: the tile's column sums
    v2_q: DFF<Bit>,
    l2_q: DFF<Bit>,
    sum2_q: Vec<DFF<Bits<32>>>,
    // stage 3: the group accumulators
    acc_q: Vec<DFF<Bits<32>>>,
    skid: SkidBuffer<OB>,
    cat: Concat<32, OB>,
    adv: Signal<Local, Bit>,
    /// activation `i` and weight `(i, o)` (at index `i * C + o`) zero-extended, then sign-extended to 16
    /// bits, their products, and the products as 32-bit two's-complement words
    xz: Vec<Signal<Local, Bits<16>>>,
    xs: Vec<Signal<Local, Bits<16>>>,
    wz: Vec<Signal<Local, Bits<16>>>,
    ws: Vec<Signal<Local, Bits<16>>>,
    prod: Vec<Signal<Local, Signed<32>>>,
    pu: Vec<Signal<Local, Bits<32>>>,
    /// adder tree of column `o` (two's complement, wrapping): level 1 at `o * 4 + j`, level 2 at `o * 2 + j`
    t1: Vec<Signal<Local, Bits<32>>>,
    t2: Vec<Signal<Local, Bits<32>>>,
    total: Vec<Signal<Local, Bits<32>>>,
    lo_mask: Constant<Bits<16>>,
    hi_mask: Constant<Bits<16>>,
    zero: Constant<Bits<32>>,
}

impl<const R: usize, const C: usize, const WB: usize, const XB: usize, const OB: usize> Default for MvDot<R, C, WB, XB, OB> {
    fn default() -> Self {
        assert!(R == 8, "MvDot: R = {R} inputs per tile; the adder tree is written for R = 8");
        // rust-hdl evaluates signal-array indices with the loop variables only, so the index arithmetic
        // below is written with the literal 8 for R and C
        assert!(C == 8, "MvDot: C = {C} outputs per tile; the index arithmetic is written for C = 8");
        assert!(WB == 8 * R * C, "MvDot: weight bus WB = {WB} must be 8 * R * C = {}", 8 * R * C);
        assert!(XB == 8 * R, "MvDot: activation bus XB = {XB} must be 8 * R = {}", 8 * R);
        assert!(OB == 32 * C, "MvDot: output bus OB = {OB} must be 32 * C = {}", 32 * C);
        Self {
            clock: Default::default(),
            reset: Default::default(),
            in_valid: Default::default(),
            in_ready: Default::default(),
            in_w: Default::default(),
            in_x: Default::default(),
            in_last: Default::default(),
            out_valid: Default::default(),
            out_ready: Default::default(),
            out_data: Default::default(),
            v1_q: Default::default(),
            l1_q: Default::default(),
            w1_q: Default::default(),
            x1_q: Default::default(),
            v2_q: Default::default(),
            l2_q: Default::default(),
            sum2_q: vecd(C),
            acc_q: vecd(C),
            skid: Default::default(),
            cat: Default::default(),
            adv: Default::default(),
            xz: vecd(R),
            xs: vecd(R),
            wz: vecd(R * C),
            ws: vecd(R * C),
            prod: vecd(R * C),
            pu: vecd(R * C),
            t1: vecd(C * 4),
            t2: vecd(C * 2),
            total: vecd(C),
            lo_mask: Constant::new(0x00ffu64.into()),
            hi_mask: Constant::new(0xff00u64.into()),
            zero: Constant::new(0u64.into()),
        }
    }
}

impl<const R: usize, const C: usize, const WB: usize, const XB: usize, const OB: usize> Logic for MvDot<R, C, WB, XB, OB> {
    #[hdl_gen]
    fn update(&mut self) {
        dff_setup!(self, clock, v1_q, l1_q, w1_q, x1_q, v2_q, l2_q);
        self.skid.clock.next = self.clock.val();
        self.skid.reset.next = self.reset.val();
        for o in 0..C {
            self.sum2_q[o].clock.next = self.clock.val();
            self.acc_q[o].clock.next = self.clock.val();
            self.sum2_q[o].d.next = self.sum2_q[o].q.val();
            self.acc_q[o].d.next = self.acc_q[o].q.val();
        }
        // the pipeline moves unless stage 2 holds a group's last tile that the slice cannot take
        self.adv.next = !(self.v2_q.q.val() & self.l2_q.q.val()) | self.skid.s_ready.val();
        self.in_ready.next = self.adv.val();
        // stage 2's inputs: the products of the tile in stage 1, sign-extended to 16 bits
        for i in 0..(R - 1) {
            self.xz[i].next = self.x1_q.q.val().get_bits::<16>(i * 8) & self.lo_mask.val();
        }
        for i in (R - 1)..R {
            self.xz[i].next = self.x1_q.q.val().get_bits::<16>(i * 8 - 8) >> 8;
        }
        for i in 0..R {
            self.xs[i].next = self.xz[i].val();
            if self.xz[i].val().get_bit(7) {
                self.xs[i].next = self.xz[i].val() | self.hi_mask.val();
            }
        }
        for k in 0..(R * C - 1) {
            self.wz[k].next = self.w1_q.q.val().get_bits::<16>(k * 8) & self.lo_mask.val();
        }
        for k in (R * C - 1)..(R * C) {
            self.wz[k].next = self.w1_q.q.val().get_bits::<16>(k * 8 - 8) >> 8;
        }
        for k in 0..(R * C) {
            self.ws[k].next = self.wz[k].val();
            if self.wz[k].val().get_bit(7) {
                self.ws[k].next = self.wz[k].val() | self.hi_mask.val();
            }
            self.prod[k].next = signed_cast(self.xs[k / 8].val()) * signed_cast(self.ws[k].val());
            self.pu[k].next = unsigned_cast(self.prod[k].val());
        }
        // a balanced tree per column: 8 products -> 4 -> 2 -> 1
        for o in 0..C {
            for j in 0..4 {
                self.t1[o * 4 + j].next = self.pu[16 * j + o].val() + self.pu[16 * j + 8 + o].val();
            }
            for j in 0..2 {
                self.t2[o * 2 + j].next = self.t1[o * 4 + 2 * j].val() + self.t1[o * 4 + 2 * j + 1].val();
            }
            // stage 3's value: the group's running sum with this tile's column sum
            self.total[o].next = self.acc_q[o].q.val() + self.sum2_q[o].q.val();
            self.cat.inp[o].next = self.total[o].val();
        }
        self.skid.s_data.next = self.cat.out.val();
        self.skid.s_valid.next = self.v2_q.q.val() & self.l2_q.q.val();
        if self.adv.val() {
            self.v1_q.d.next = self.in_valid.val();
            self.l1_q.d.next = self.in_last.val();
            self.w1_q.d.next = self.in_w.val();
            self.x1_q.d.next = self.in_x.val();
            self.v2_q.d.next = self.v1_q.q.val();
            self.l2_q.d.next = self.l1_q.q.val();
            for o in 0..C {
                self.sum2_q[o].d.next = self.t2[o * 2].val() + self.t2[o * 2 + 1].val();
                if self.v2_q.q.val() {
                    self.acc_q[o].d.next = self.total[o].val();
                    if self.l2_q.q.val() {
                        self.acc_q[o].d.next = self.zero.val();
                    }
                }
            }
        }
        self.out_valid.next = self.skid.m_valid.val();
        self.out_data.next = self.skid.m_data.val();
        self.skid.m_ready.next = self.out_ready.val();
        if self.reset.val() {
            self.v1_q.d.next = false;
            self.v2_q.d.next = false;
            for o in 0..C {
                self.acc_q[o].d.next = self.zero.val();
            }
        }
    }
}

/// The emitted variant: 8 x 8 tiles (64 MACs per cycle).
pub type MvDot8x8 = MvDot<8, 8, 512, 64, 256>;

/// `mv_dot_r8c8`.
pub fn top() -> TopModule {
    emit("mv_dot_r8c8", MvDot8x8::default())
}
