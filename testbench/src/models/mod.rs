//! Behavioural cycle models of the RTL blocks: each has the same ports as its block and a `step` with the
//! same meaning as the Verilated wrapper's (outputs for the current inputs and state, then the clock edge).

pub mod dma;
pub mod dma_sram;
pub mod matrix;
pub mod noc;
pub mod seq;
pub mod skid_buffer;
pub mod sram;
pub mod vpu;
pub mod vpu_red;
pub mod vpu_attn;
pub mod vpu_io;
pub mod axi_rd_arb;
pub mod dma_exec;
pub mod mm_exec;
pub mod mv_dot;
pub mod vpu_top;
pub mod mv_exec;
pub mod mv_requant;
