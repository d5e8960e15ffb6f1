//! # mul_s
//!
//! A signed `A x B -> P` multiplier (`P = A + B <= 64`), combinational, for the vector unit's wide products
//! (`docs/numerics.md` §5: 32 x 16 for RoPE, 16 x 31 for QUANT, 20 x 15 x 15 for REQUANT, 32 x 32 for
//! SwiGLU, ...).
//!
//! rust-hdl 0.46 emits only 16 x 16 products, so this block uses rust-hdl's [`Wrapper`] mechanism: the
//! module body is one Verilog multiply of the two sign-extended operands, which yosys maps onto DSP
//! multipliers (several MULT18X18D on ECP5 for operands wider than 18 bits) and Verilator simulates
//! exactly. [`Logic::update`] carries the same function for rust-hdl's own simulator.
//!
//! ```text
//!   a (A bits, two's complement) --sext--> [P bits] --\
//!                                                     (*)--> p (P bits) = a * b, exact
//!   b (B bits, two's complement) --sext--> [P bits] --/
//! ```
//!
//! The product of an `A`-bit and a `B`-bit signed value always fits in `A + B` bits, so `p` is exact and never
//! wraps. Operands that are unsigned in the contract (a scale mantissa, a reciprocal) are passed with one
//! extra zero bit on top.

use rust_hdl::prelude::*;

/// Signed multiplier `p = a * b` with `A`-bit and `B`-bit two's-complement operands and a `P = A + B`-bit result.
#[derive(LogicBlock)]
pub struct MulS<const A: usize, const B: usize, const P: usize> {
    /// A bits, input: multiplicand, two's complement.
    pub a: Signal<In, Bits<A>>,
    /// B bits, input: multiplier, two's complement.
    pub b: Signal<In, Bits<B>>,
    /// P = A + B bits, output: the exact product `a * b`, two's complement (combinational).
    pub p: Signal<Out, Bits<P>>,
}

impl<const A: usize, const B: usize, const P: usize> Default for MulS<A, B, P> {
    fn default() -> Self {
        assert!(A >= 2 && B >= 2, "MulS: operand widths A = {A} and B = {B} must be at least 2");
        assert!(P == A + B, "MulS: product width P = {P} must be A + B = {}", A + B);
        assert!(P <= 64, "MulS: product width P = {P} exceeds 64 bits");
        Self { a: Default::default(), b: Default::default(), p: Default::default() }
    }
}

/// Sign-extends the low `w` bits of `v` to an `i64`.
fn sext(v: u64, w: usize) -> i64 {
    ((v << (64 - w)) as i64) >> (64 - w)
}

impl<const A: usize, const B: usize, const P: usize> Logic for MulS<A, B, P> {
    fn update(&mut self) {
        let a = sext(self.a.val().to_u64(), A) as i128;
        let b = sext(self.b.val().to_u64(), B) as i128;
        let mask: u128 = if P == 64 { u64::MAX as u128 } else { (1u128 << P) - 1 };
        self.p.next = Bits::<P>::from(((a * b) as u128 & mask) as u64);
    }

    fn connect(&mut self) {
        self.p.connect();
    }

    fn hdl(&self) -> Verilog {
        Verilog::Wrapper(Wrapper {
            code: format!(
                "// exact signed product: both operands sign-extended to the product width\n\
                 wire signed [{pm}:0] a_x = {{{{{bw}{{a[{am}]}}}}, a}};\n\
                 wire signed [{pm}:0] b_x = {{{{{aw}{{b[{bm}]}}}}, b}};\n\
                 assign p = a_x * b_x;\n",
                pm = P - 1,
                am = A - 1,
                bm = B - 1,
                aw = A,
                bw = B
            ),
            cores: String::new(),
        })
    }
}
