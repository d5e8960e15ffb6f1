//! # vpu: the fixed-point vector unit
//!
//! The vector unit implements every VECTOR operation of the integer arithmetic contract
//! (`docs/numerics.md` §4) bit-exactly. It is built from small arithmetic blocks, one per file:
//!
//! - [`mul_s`]: exact signed `A x B` multiplier (Verilog multiply mapped onto DSPs by yosys);
//! - [`rshr_sat`]: the contract's rounding shift with saturation, `sat_O(rshr(x, n))`;
//! - [`sext`]: sign extension (the one place a signed value grows).
//!
//! Reduction units (sequential, `docs/vpu.md` "Reduction units"):
//!
//! - [`divider`]: sequential unsigned divider (QUANT, RMSNORM and SOFTMAX reciprocals);
//! - [`isqrt`]: sequential digit-by-digit square root (RMSNORM);
//! - [`bfp16`]: BFP16 of a vector (shared exponent, 16-bit mantissas), double-buffered in block RAM;
//! - [`quant`]: QUANT, INT8 with one dynamic scale per group (BFP16, division, multiplication).
//!
//! Each block keeps a Rust reference beside it: the testbench compares the Verilated block with
//! `systole_host::golden::fixed` on random and extreme inputs.

use crate::emit::{emit, TopModule};

pub mod bfp16;
pub mod divider;
pub mod isqrt;
pub mod mul_s;
pub mod quant;
pub mod rshr_sat;
pub mod sext;

pub use bfp16::Bfp16;
pub use divider::Divider;
pub use isqrt::Isqrt;
pub use mul_s::MulS;
pub use quant::Quant;
pub use rshr_sat::RshrSat;
pub use sext::Sext;

/// The vector unit's emitted top modules.
pub fn tops() -> Vec<TopModule> {
    vec![
        emit("mul_s_a33_b31", MulS::<33, 31, 64>::default()),
        emit("rshr_sat_o32", RshrSat::<32>::default()),
        emit("rshr_sat_o16", RshrSat::<16>::default()),
        emit("vpu_divider_n31_d16", Divider::<31, 16>::default()),
        emit("vpu_divider_n48_d25", Divider::<48, 25>::default()),
        emit("vpu_isqrt_r48", Isqrt::<24, 48, 26>::default()),
        emit("vpu_bfp16_l256", Bfp16::<8, 9>::default()),
        quant_top(),
    ]
}

/// QUANT emitted with Verilator's `isolate_assignments` on the signals [`quant::ISOLATE`] names.
fn quant_top() -> TopModule {
    let mut t = emit("vpu_quant_g32", Quant::default());
    t.verilog = quant::isolate_assignments(&t.verilog);
    t
}
