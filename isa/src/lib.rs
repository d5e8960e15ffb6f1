//! # systole-isa
//!
//! The one place where everything the RTL (`systole-hdl`) and the host (`systole-host`) must agree on
//! is written down: instruction encodings and the MMIO register map. Both sides depend on this small crate
//! and on nothing of each other, so an encoding can never drift between the decoder, the compiler and the
//! disassembler.
//!
//! ```text
//!            systole (CLI)
//!           /      |      \
//!   testbench      |       \
//!     /     \      |        \
//!   hdl     host --+         \
//!     \      /                \
//!     systole-isa  <-----------+
//! ```
//!
//! The instruction set and the register map are filled in by the accelerator-core work (issue 4); until then
//! this crate only fixes the numeric contract constants that both sides already share.

/// Fractional bits of the fixed-point activations (residual stream, matmul outputs) of the integer
/// arithmetic contract, see `docs/numerics.md`.
pub const ACT_FRAC_BITS: u32 = 16;
