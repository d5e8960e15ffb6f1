//! # systole-hdl
//!
//! Systole's hardware, described with [`rust_hdl`] 0.46 and emitted as Verilog. Each block lives in a
//! file named after it, opens with its purpose and port contract, and keeps a behavioural reference model
//! beside it (in `systole-testbench`) that the emitted Verilog is compared against every cycle.
//!
//! Planned blocks (issue 3 onwards): the systolic INT8 matrix unit, SRAM banks with arbiters, the DMA
//! engine, the NoC router, the fixed-point vector unit and the sequencer.
//!
//! This crate never depends on `systole-host`: what both sides share (instruction encodings, register map,
//! numeric constants) lives in `systole-isa`.

pub use rust_hdl;
pub use systole_isa as isa;

pub mod dma;
pub mod dma_sram;
pub mod emit;
pub mod matrix;
pub mod noc;
pub mod skid_buffer;
pub mod sram;
