//! # systole-hdl
//!
//! Systole's hardware, described with [`rust_hdl`] 0.46 and emitted as Verilog. Each block lives in a
//! file named after it, opens with its purpose and port contract, and keeps a behavioural reference model
//! beside it (in `systole-testbench`) that the emitted Verilog is compared against every cycle.
//!
//! Blocks: [`skid_buffer`] (register slice), [`matrix`] (systolic INT8 matrix unit), [`sram`] (banks with
//! round-robin arbiters), [`dma`] (descriptor-driven AXI4 DMA engine), [`dma_sram`] (the DMA as a requester
//! of the SRAM arbiter), [`noc`] (5-port router and mesh generator), [`seq`] (the sequencer; so far its
//! instruction decoder), [`vpu`] (the fixed-point vector unit, in progress). [`emit`] lists the emitted top
//! modules. Still to come (issue 4): the rest of the sequencer and the top level.
//!
//! This crate never depends on `systole-host`: what both sides share (instruction encodings, register map,
//! numeric constants) lives in `systole-isa`.

pub use rust_hdl;
pub use systole_isa as isa;

pub mod axi_rd_arb;
pub mod dma;
pub mod dma_sram;
pub mod emit;
pub mod matrix;
pub mod noc;
pub mod seq;
pub mod skid_buffer;
pub mod top;
pub mod sram;
pub mod vpu;
