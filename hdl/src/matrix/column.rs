//! # matrix::column
//!
//! One column of the weight-stationary systolic array: `R` processing elements stacked vertically. PE `r`
//! holds two INT8 weights (bank 0 and bank 1, the double buffer), multiplies the INT8 activation of row `r`
//! by the weight of the bank that the activation's `sel` bit names, and adds the product to the partial sum
//! coming from PE `r - 1` above (zero for PE 0). The sums move down one PE per advance; the bottom PE's sum is
//! `psum_out`.
//!
//! ```text
//!            a_in[r], sel_in[r]  (row r, already skewed by the array; registered between columns outside)
//!                 |
//!                 a * (sel ? w1[r] : w0[r]) --> prod_q[r]   w_data, w_we0[r], w_we1[r] -> w0[r], w1[r]
//!                                                  |
//!     psum[r-1] ------------------------------->(+)
//!                                                  |
//!             psum[r] (register, enabled by adv) -> PE r+1 ... -> psum[R-1] = psum_out
//! ```
//!
//! The product register `prod_q[r]` (enabled by `adv`, like the partial sums) splits the multiplier from the
//! adder: on an FPGA the multiplier is a DSP block in a fixed column, and the routing to it and back to the
//! carry chain is most of a cycle (the 8 x 8 array reached 92.7 MHz on the LFE5UM5G-85F without it,
//! `docs/fpga.md`). Every PE's product is one advance late, so PE `r` adds its product of advance `k - 1` to
//! PE `r - 1`'s sum of advance `k - 1`, which holds the same vector: the whole column is one advance later
//! and nothing else changes (the weights are still read at the same advance, so bank reuse is unchanged).
//!
//! Weights: the two banks of PE `r` share one 16-bit register (`wpair[r]` = `{w1, w0}`), so each bank is a
//! byte of a wider word and can be zero-extended by masking or shifting with exact widths. The activation of
//! row `r` is likewise taken as a 16-bit window of the packed bus and masked.
//!
//! Arithmetic: both INT8 operands are sign-extended to 16 bits and multiplied as
//! `Signed<16> * Signed<16> -> Signed<32>`, the only multiply rust-hdl 0.46 emits; yosys narrows the
//! sign-extended operands and maps each product onto one DSP multiplier (MULT18X18D on ECP5). Partial sums
//! are 32-bit two's complement; with `R <= 64` they cannot overflow (|sum| <= 64 * 2^14 < 2^21).

use rust_hdl::prelude::*;

/// A column of `R` INT8 MAC processing elements; `AW = 8 * R` is the width of the packed activation bus.
#[derive(LogicBlock)]
pub struct MatrixColumn<const R: usize, const AW: usize> {
    /// 1 bit, input: clock, all state changes on its rising edge.
    pub clock: Signal<In, Clock>,
    /// 1 bit, input: advance the partial-sum registers at this edge (the array's global stall is `!adv`).
    pub adv: Signal<In, Bit>,
    /// AW = 8R bits, input: the INT8 activation of row `r` at bits `[8r, 8r+8)` (two's complement).
    pub a_in: Signal<In, Bits<AW>>,
    /// R bits, input: bit `r` selects the weight bank row `r`'s activation is multiplied with.
    pub sel_in: Signal<In, Bits<R>>,
    /// 16 bits, input: the INT8 weight (two's complement) in bits 7..0, bits 15..8 zero; written into this
    /// column's PE of the row enabled below.
    pub w_data: Signal<In, Bits<16>>,
    /// R bits, input: bit `r` writes `w_data` into bank 0 of PE `r` at this edge (independent of `adv`).
    pub w_we0: Signal<In, Bits<R>>,
    /// R bits, input: bit `r` writes `w_data` into bank 1 of PE `r` at this edge (independent of `adv`).
    pub w_we1: Signal<In, Bits<R>>,
    /// 32 bits, output: the bottom PE's partial sum register (two's complement).
    pub psum_out: Signal<Out, Bits<32>>,
    wpair: Vec<DFF<Bits<16>>>,
    psum: Vec<DFF<Signed<32>>>,
    wz: Vec<Signal<Local, Bits<16>>>,
    wx: Vec<Signal<Local, Bits<16>>>,
    az: Vec<Signal<Local, Bits<16>>>,
    ax: Vec<Signal<Local, Bits<16>>>,
    prod: Vec<Signal<Local, Signed<32>>>,
    prod_q: Vec<DFF<Signed<32>>>,
    lo_mask: Constant<Bits<16>>,
    hi_mask: Constant<Bits<16>>,
}

impl<const R: usize, const AW: usize> Default for MatrixColumn<R, AW> {
    fn default() -> Self {
        assert!((2..=64).contains(&R), "MatrixColumn: R = {R} rows must be in 2..=64");
        assert!(AW == 8 * R, "MatrixColumn: activation bus width AW = {AW} must be 8 * R = {}", 8 * R);
        Self {
            clock: Default::default(),
            adv: Default::default(),
            a_in: Default::default(),
            sel_in: Default::default(),
            w_data: Default::default(),
            w_we0: Default::default(),
            w_we1: Default::default(),
            psum_out: Default::default(),
            wpair: (0..R).map(|_| Default::default()).collect(),
            psum: (0..R).map(|_| Default::default()).collect(),
            wz: (0..R).map(|_| Default::default()).collect(),
            wx: (0..R).map(|_| Default::default()).collect(),
            az: (0..R).map(|_| Default::default()).collect(),
            ax: (0..R).map(|_| Default::default()).collect(),
            prod: (0..R).map(|_| Default::default()).collect(),
            prod_q: (0..R).map(|_| Default::default()).collect(),
            lo_mask: Constant::new(0x00ffu64.into()),
            hi_mask: Constant::new(0xff00u64.into()),
        }
    }
}

impl<const R: usize, const AW: usize> Logic for MatrixColumn<R, AW> {
    #[hdl_gen]
    fn update(&mut self) {
        // activation of row r, zero-extended: a 16-bit window of the packed bus whose low byte is row r
        for r in 0..(R - 1) {
            self.az[r].next = self.a_in.val().get_bits::<16>(r * 8) & self.lo_mask.val();
        }
        for r in (R - 1)..R {
            self.az[r].next = self.a_in.val().get_bits::<16>(r * 8 - 8) >> 8;
        }
        for r in 0..R {
            self.wpair[r].clock.next = self.clock.val();
            self.psum[r].clock.next = self.clock.val();
            self.prod_q[r].clock.next = self.clock.val();
            self.prod_q[r].d.next = self.prod_q[r].q.val();
            self.wpair[r].d.next = self.wpair[r].q.val();
            self.psum[r].d.next = self.psum[r].q.val();
            if self.w_we0.val().get_bit(r) {
                self.wpair[r].d.next = (self.wpair[r].q.val() & self.hi_mask.val()) | self.w_data.val();
            }
            if self.w_we1.val().get_bit(r) {
                self.wpair[r].d.next = (self.wpair[r].q.val() & self.lo_mask.val()) | (self.w_data.val() << 8);
            }
            // weight of the bank this row's activation belongs to, zero-extended
            self.wz[r].next = self.wpair[r].q.val() & self.lo_mask.val();
            if self.sel_in.val().get_bit(r) {
                self.wz[r].next = self.wpair[r].q.val() >> 8;
            }
            // sign extension of both INT8 operands to 16 bits
            self.wx[r].next = self.wz[r].val();
            if self.wz[r].val().get_bit(7) {
                self.wx[r].next = self.wz[r].val() | self.hi_mask.val();
            }
            self.ax[r].next = self.az[r].val();
            if self.az[r].val().get_bit(7) {
                self.ax[r].next = self.az[r].val() | self.hi_mask.val();
            }
            self.prod[r].next = signed_cast(self.ax[r].val()) * signed_cast(self.wx[r].val());
        }
        if self.adv.val() {
            for r in 0..R {
                self.prod_q[r].d.next = self.prod[r].val();
            }
            self.psum[0].d.next = self.prod_q[0].q.val();
            for r in 1..R {
                self.psum[r].d.next = self.psum[r - 1].q.val() + self.prod_q[r].q.val();
            }
        }
        for r in (R - 1)..R {
            self.psum_out.next = unsigned_cast(self.psum[r].q.val());
        }
    }
}
