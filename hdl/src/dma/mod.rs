//! # dma
//!
//! The descriptor-driven DMA engine between external memory (an AXI4-style master port) and the on-chip
//! SRAM (one requester port of the SRAM arbiter). Full contract, timing sketch and measured figures:
//! `docs/dma.md`.
//!
//! ```text
//!  desc_* --> descriptor FIFO --> CHECK --error--> FINISH --> done register --> done_*
//!                                    | OK             ^
//!                                    v                | all bursts answered, all SRAM words issued
//!                                   RUN
//!   external-side walker: rows -> bursts (4 KiB / max_burst splits) --> axi_ar_* | axi_aw_* (+ length FIFO)
//!   SRAM-side walker:     rows -> word addresses                      --> sram_req_*
//!   data FIFO (8 words):  axi_r_* --> FIFO --> SRAM writes            (ext -> SRAM)
//!                         sram_rsp_* --> FIFO --> axi_w_* (WLAST)     (SRAM -> ext)
//! ```
//!
//! One descriptor executes at a time; the next one waits in the FIFO (its check starts as soon as the
//! previous one has handed its completion to the done register). Every output is driven from registers
//! only (no input reaches an output combinationally).

mod engine;
mod exec;

pub use engine::{Dma, DmaConfig};
pub use exec::DmaExec;

use crate::emit::{emit, TopModule};

/// Completion status codes on `done_status` (3 bits). They will move to the shared `isa` crate.
pub mod status {
    /// The descriptor was executed completely.
    pub const OK: u64 = 0;
    /// `rows == 0` or `row_bytes == 0`: rejected, nothing moved.
    pub const ZERO_LENGTH: u64 = 1;
    /// `row_bytes > max_row_bytes`: rejected, nothing moved.
    pub const TOO_LONG: u64 = 2;
    /// `src`, `dst`, `row_bytes`, `src_stride` or `dst_stride` is not a multiple of the beat size (data
    /// width in bytes): rejected, nothing moved.
    pub const MISALIGNED: u64 = 3;
    /// Some byte of the source or destination range lies outside its window (external window
    /// `[cfg_ext_base, cfg_ext_base + cfg_ext_size)`, SRAM window `[0, cfg_sram_size)`), or the range
    /// computation overflows 32 bits: rejected, nothing moved.
    pub const OUT_OF_WINDOW: u64 = 4;
    /// The descriptor was executed, but an AXI read or write response was not OKAY (`resp != 0`).
    pub const BUS_ERROR: u64 = 5;
    /// Names of the codes, indexed by value.
    pub const NAMES: [&str; 6] = ["OK", "ZERO_LENGTH", "TOO_LONG", "MISALIGNED", "OUT_OF_WINDOW", "BUS_ERROR"];
}

/// Configuration of the emitted `dma_d64` module.
pub const D64: DmaConfig = DmaConfig { max_burst: 256, max_outstanding: 4, max_row_bytes: 65536, latency: 2 };
/// Configuration of the emitted `dma_d128` module.
pub const D128: DmaConfig = DmaConfig { max_burst: 16, max_outstanding: 2, max_row_bytes: 65536, latency: 2 };
/// Configuration of the emitted `dma_d256` module (as `dma_d128`: 16-beat bursts are 512 bytes, 8 per
/// 4 KiB page).
pub const D256: DmaConfig = DmaConfig { max_burst: 16, max_outstanding: 2, max_row_bytes: 65536, latency: 2 };
/// Descriptor FIFO depth of `dma_d64`.
pub const D64_DEPTH: usize = 4;
/// Descriptor FIFO depth of `dma_d128`.
pub const D128_DEPTH: usize = 2;
/// Descriptor FIFO depth of `dma_d256`.
pub const D256_DEPTH: usize = 2;

/// Configuration of the engine inside the emitted `dma_exec_w64` (the DMA executor): as `dma_d64`, with
/// `max_row_bytes` = 16384 (`CAPS3` of that device; a row is at most 2048 words).
pub const EXEC_W64: DmaConfig = DmaConfig { max_burst: 256, max_outstanding: 4, max_row_bytes: 16384, latency: 2 };
/// Engine descriptor FIFO depth inside `dma_exec_w64`.
pub const EXEC_W64_DEPTH: usize = 4;

/// The emitted top-level modules of this block (one per tested parameter setting).
pub fn tops() -> Vec<TopModule> {
    vec![
        emit("dma_d64", Dma::<64, D64_DEPTH>::new(D64)),
        emit("dma_d128", Dma::<128, D128_DEPTH>::new(D128)),
        emit("dma_d256", Dma::<256, D256_DEPTH>::new(D256)),
        emit("dma_exec_w64", DmaExec::<64, EXEC_W64_DEPTH>::new(EXEC_W64)),
    ]
}
