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
//! - [`field`]: the bit position and width of every instruction field (the RTL decoder slices with these);
//! - [`instr`]: opcodes, functs, the format table [`FORMS`], the typed [`Instr`], [`Instr::encode`] and
//!   [`decode`];
//! - [`asm`]: the disassembly syntax ([`disasm`], `Display for Instr`) and the assembler ([`assemble`]);
//! - [`error`]: the device error codes ([`ErrorCode`]), shared with the DMA engine's status codes;
//! - [`matvec`]: the `matvec` weight stream (ISA 1.1): derived sizes and the byte format;
//! - [`regs`]: the MMIO register map and the performance counters.
//!
//! Specification: `docs/isa.md` and `docs/registers.md`.

#![warn(missing_docs)]

pub mod asm;
pub mod error;
pub mod field;
pub mod instr;
pub mod matvec;
pub mod regs;

pub use asm::{assemble, disasm, parse, AsmError};
pub use error::ErrorCode;
pub use field::Field;
pub use instr::{
    decode, form, from_bytes, from_words, to_bytes, to_words, Deps, Dma, DmaDir, DmaTarget, Form, IllegalInstr, Instr,
    Matmul, Matvec, Queue, VecOp, FORMS,
};

/// Fractional bits of the fixed-point activations (residual stream, matmul outputs) of the integer
/// arithmetic contract, see `docs/numerics.md`.
pub const ACT_FRAC_BITS: u32 = 16;

/// Bytes per instruction in device memory.
pub const INSTR_BYTES: usize = 16;
