//! # rshr_sat
//!
//! The contract's rounding shift followed by saturation, `y = sat_O(rshr(x, n))` (`docs/numerics.md` §1),
//! as one combinational block, general in both directions. REQUANT (`rshr(acc * a_m * m, s - e)`), EMBED,
//! RMSNORM, SiLU and RoPE end in it; SCORE, SOFTMAX and PV use narrower shifters of their own, sized to the
//! shift ranges they actually see.
//!
//! ```text
//!            n > 0:  t = x + 2^(n-1)  (66 bits, exact)  -> t >>> n  --\
//!   x (64) -{ n = 0:  x                                              +--> sat to O bits --> y (O)
//!            n < 0:  x << -n          (128 bits, exact) -------------/
//!   n (8, two's complement)
//! ```
//!
//! `rshr` is defined on `i64` with the left shift saturated to the `i64` range; since `O <= 64`, saturating
//! the exact 128-bit left shift to `O` bits gives the same value. Shifts of 64 or more to the right give 0
//! for every 64-bit `x` (the rounding constant then exceeds `|x|`), and left shifts of 64 or more saturate
//! every non-zero `x`, so `n` is clamped to `-64..=64` without changing any result.

use super::sext::Sext;
use rust_hdl::prelude::*;

/// `y = sat_O(rshr(x, n))` for a 64-bit two's-complement `x` and an 8-bit two's-complement shift `n`.
#[derive(LogicBlock)]
pub struct RshrSat<const O: usize> {
    /// 64 bits, input: the value to shift, two's complement.
    pub x: Signal<In, Bits<64>>,
    /// 8 bits, input: the shift, two's complement (`n > 0` rounding right shift, `n < 0` left shift).
    pub n: Signal<In, Bits<8>>,
    /// O bits, output: `sat_O(rshr(x, n))`, two's complement (combinational).
    pub y: Signal<Out, Bits<O>>,
    /// `x` sign-extended to 128 bits.
    x_sext: Sext<64, 128>,
    /// 128 bits, local: `x + 2^(n-1)`, exact.
    t128: Signal<Local, Bits<128>>,
    /// 128 bits, local: the exact shifted value before saturation.
    r128: Signal<Local, Bits<128>>,
    /// 128 bits, local: `r128 >> (O - 1)`; all zeros or all ones when `r128` fits in `O` bits.
    top128: Signal<Local, Bits<128>>,
    /// 8 bits, local: the left shift amount `-n`, clamped to 64.
    lamt: Signal<Local, Bits<8>>,
    zero8: Constant<Bits<8>>,
    one8: Constant<Bits<8>>,
    c64: Constant<Bits<8>>,
    minus64: Constant<Bits<8>>,
    osh: Constant<Bits<8>>,
    zero128: Constant<Bits<128>>,
    one128: Constant<Bits<128>>,
    ones128: Constant<Bits<128>>,
    ones_top: Constant<Bits<128>>,
    sat_max: Constant<Bits<O>>,
    sat_min: Constant<Bits<O>>,
}

impl<const O: usize> Default for RshrSat<O> {
    fn default() -> Self {
        assert!((2..=64).contains(&O), "RshrSat: output width O = {O} must be in 2..=64");
        let sat_max: u64 = if O == 64 { i64::MAX as u64 } else { (1u64 << (O - 1)) - 1 };
        let osh = Bits::<8>::from((O - 1) as u64);
        Self {
            x: Default::default(),
            n: Default::default(),
            y: Default::default(),
            x_sext: Default::default(),
            t128: Default::default(),
            r128: Default::default(),
            top128: Default::default(),
            lamt: Default::default(),
            zero8: Constant::new(Bits::<8>::from(0u64)),
            one8: Constant::new(Bits::<8>::from(1u64)),
            c64: Constant::new(Bits::<8>::from(64u64)),
            minus64: Constant::new(Bits::<8>::from(192u64)),
            osh: Constant::new(osh),
            zero128: Constant::new(Bits::<128>::default()),
            one128: Constant::new(Bits::<128>::default().replace_bit(0, true)),
            ones128: Constant::new(!Bits::<128>::default()),
            ones_top: Constant::new((!Bits::<128>::default()) >> osh),
            sat_max: Constant::new(Bits::<O>::from(sat_max)),
            sat_min: Constant::new(Bits::<O>::from(sat_max) + 1),
        }
    }
}

impl<const O: usize> Logic for RshrSat<O> {
    #[hdl_gen]
    fn update(&mut self) {
        self.x_sext.x.next = self.x.val();
        // left shift amount -n, clamped to 64 for n < -64
        self.lamt.next = self.zero8.val() - self.n.val();
        if self.n.val().get_bit(7) & (self.n.val() < self.minus64.val()) {
            self.lamt.next = self.c64.val();
        }
        // right shift: t = x + 2^(n-1), exact in 128 bits, then an arithmetic shift by n
        self.t128.next = self.x_sext.y.val() + (self.one128.val() << (self.n.val() - self.one8.val()));
        if self.n.val().get_bit(7) {
            // n < 0: left shift, exact in 128 bits (|x| < 2^63, shift <= 64)
            self.r128.next = self.x_sext.y.val() << self.lamt.val();
        } else if self.n.val() == self.zero8.val() {
            self.r128.next = self.x_sext.y.val();
        } else if self.n.val().get_bit(6) {
            // n >= 64: the result is 0 for every 64-bit x
            self.r128.next = self.zero128.val();
        } else {
            self.r128.next = self.t128.val() >> self.n.val();
            if self.t128.val().get_bit(127) {
                self.r128.next = (self.t128.val() >> self.n.val()) | !(self.ones128.val() >> self.n.val());
            }
        }
        // saturate to O bits: r fits when every bit from O-1 up equals the sign
        self.top128.next = self.r128.val() >> self.osh.val();
        self.y.next = self.r128.val().get_bits::<O>(0);
        if (self.top128.val() != self.zero128.val()) & (self.top128.val() != self.ones_top.val()) {
            if self.r128.val().get_bit(127) {
                self.y.next = self.sat_min.val();
            } else {
                self.y.next = self.sat_max.val();
            }
        }
    }
}
