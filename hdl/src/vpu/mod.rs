//! # vpu: the fixed-point vector unit
//!
//! The vector unit implements every VECTOR operation of the integer arithmetic contract
//! (`docs/numerics.md` §4) bit-exactly. It is built from small arithmetic blocks, one per file:
//!
//! - [`mul_s`]: exact signed `A x B` multiplier (Verilog multiply mapped onto DSPs by yosys);
//! - [`rshr_sat`]: the contract's rounding shift with saturation, `sat_O(rshr(x, n))`;
//! - [`sext`]: sign extension (the one place a signed value grows).
//!
//! Each block keeps a Rust reference beside it: the testbench compares the Verilated block with
//! `systole_host::golden::fixed` on random and extreme inputs.

use crate::emit::{emit, TopModule};

pub mod mul_s;
pub mod rshr_sat;
pub mod sext;

pub use mul_s::MulS;
pub use rshr_sat::RshrSat;
pub use sext::Sext;

/// The vector unit's emitted top modules.
pub fn tops() -> Vec<TopModule> {
    vec![
        emit("mul_s_a33_b31", MulS::<33, 31, 64>::default()),
        emit("rshr_sat_o32", RshrSat::<32>::default()),
        emit("rshr_sat_o16", RshrSat::<16>::default()),
    ]
}
