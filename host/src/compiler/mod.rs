//! The compiler, part 1: the device memory image.
//!
//! The compiler lowers a prepared integer model ([`QuantModel`]) into what the device reads from its DRAM
//! window: INT8 weights laid out as the weight-stationary array's tiles, their `{m, s}` scales laid out for
//! `vec.requant`, norm gains, the constant tables (EXP2, SIG, ROPE, `eps_term`, `att_scale`), the paged
//! KV-cache pool and its block table. Programs (decode and prefill instruction streams) and the cost model
//! come next; they address everything through the [`Layout`] this module produces.
//!
//! - [`DeviceConfig`] (this file): the device parameters the layout depends on, from the `CAPS` registers
//!   ([`systole_isa::regs::Caps`]) or the planned default (R = C = 8, 32-byte words, KV blocks of 16
//!   positions), checked before anything is laid out.
//! - [`layout`]: where every tensor goes (offsets, sizes, shapes, formats) -- the map a program generator
//!   reads.
//! - [`image`]: the bytes, and readers that decode every tensor back from the bytes using only the layout.
//!
//! - [`program`]: the decode and prefill programs (instruction streams, SRAM plan, semaphores, the DRAM
//!   I/O regions); [`exec`]: the functional executor that runs them with `docs/isa.md`'s semantics;
//!   [`cost`]: the analytic cost model (predicted cycles).
//!
//! `docs/compiler.md` describes the image with a region table for stories260K, then the programs, the
//! executor and the cost model.

pub mod image;
pub mod layout;
pub mod exec;
pub mod program;
pub mod cost;

pub use image::{build, read_block_table, read_embedding, read_matrix, read_model, read_norm, read_tables};
pub use layout::{Breakdown, EmbedLayout, KTile, KvLayout, LayerLayout, Layout, MatrixLayout, NormLayout, Region, RegionKind, TablesLayout};

use serde::Serialize;
use systole_isa::regs::Caps;

/// Why an image cannot be built or read.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
pub enum CompileError {
    /// The device configuration is impossible (zero sizes, a word size the DMA does not have, ...).
    #[error("invalid device configuration: {0}")]
    Device(String),
    /// The model does not fit this device or the ISA's fields (image beyond the DRAM window, too many
    /// layers or sequences for the block table fields, ...).
    #[error("the model does not fit the device: {0}")]
    Fit(String),
    /// An image that does not match its layout (too short, a field out of range).
    #[error("image does not match its layout: {0}")]
    Read(String),
}

/// Largest tile dimension an instruction can name (`matmul.k`, `matmul.n`: 7-bit fields, 1..=64).
pub const MAX_TILE_DIM: usize = 64;
/// DMA bursts never cross this boundary (`docs/dma.md`); the layout keeps tiles and rows inside it.
pub const BURST_BOUNDARY: u64 = 4096;

/// The device parameters the image layout depends on.
#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
pub struct DeviceConfig {
    /// Matrix array rows R: inputs per weight tile.
    pub rows: usize,
    /// Matrix array columns C: outputs per weight tile (bytes per tile row).
    pub cols: usize,
    /// Bytes per SRAM word = DMA beat (8, 16 or 32).
    pub word_bytes: usize,
    /// Token positions per physical KV block.
    pub block_size: usize,
    /// Physical blocks in the KV pool; `None`: enough for `max_seqs` full sequences in every layer.
    pub kv_blocks: Option<usize>,
    /// Sequences (batch slots) of the block table (`BT_SEQS`).
    pub max_seqs: usize,
    /// Size of the device DRAM window in bytes (at most 4 GiB: DRAM offsets are 32-bit).
    pub dram_bytes: u64,
    /// Longest DMA row in bytes (`CAPS3`), if known: a tile row and a KV record must fit one row.
    pub max_row_bytes: Option<u64>,
}

impl Default for DeviceConfig {
    /// The planned default configuration: an 8x8 array, 32-byte words (256-bit port), KV blocks of 16
    /// positions, one sequence, a pool for full sequences, a 4 GiB window.
    fn default() -> Self {
        DeviceConfig {
            rows: 8,
            cols: 8,
            word_bytes: 32,
            block_size: 16,
            kv_blocks: None,
            max_seqs: 1,
            dram_bytes: 1 << 32,
            max_row_bytes: None,
        }
    }
}

impl DeviceConfig {
    /// The configuration of a device from its capability registers; the KV parameters (not hardware
    /// properties) take the defaults.
    pub fn from_caps(caps: &Caps) -> DeviceConfig {
        DeviceConfig {
            rows: caps.rows as usize,
            cols: caps.cols as usize,
            word_bytes: caps.word_bytes as usize,
            max_row_bytes: Some(caps.max_row_bytes as u64),
            ..DeviceConfig::default()
        }
    }

    /// Checks the combinations no image can satisfy. Model-dependent limits are checked by the layout.
    pub fn validate(&self) -> Result<(), CompileError> {
        let err = |m: String| Err(CompileError::Device(m));
        if self.rows == 0 || self.cols == 0 {
            return err(format!("array of {} x {}: rows and columns must be at least 1", self.rows, self.cols));
        }
        if self.rows > MAX_TILE_DIM || self.cols > MAX_TILE_DIM {
            return err(format!(
                "array of {} x {}: a tile dimension above {MAX_TILE_DIM} cannot be named by matmul.k / matmul.n",
                self.rows, self.cols
            ));
        }
        if ![8, 16, 32].contains(&self.word_bytes) {
            return err(format!("word of {} bytes: the DMA beat is 8, 16 or 32 bytes", self.word_bytes));
        }
        if self.block_size == 0 {
            return err("KV block size of 0 positions".into());
        }
        if self.max_seqs == 0 {
            return err("max_seqs is 0".into());
        }
        if self.max_seqs > 256 {
            return err(format!("max_seqs {} exceeds the 8-bit kv.seq field (256 sequences)", self.max_seqs));
        }
        if self.kv_blocks == Some(0) {
            return err("a KV pool of 0 blocks".into());
        }
        if self.dram_bytes == 0 || self.dram_bytes > 1 << 32 {
            return err(format!("DRAM window of {} bytes: must be 1 byte to 4 GiB (32-bit offsets)", self.dram_bytes));
        }
        if self.dram_bytes % self.word_bytes as u64 != 0 {
            return err(format!("DRAM window of {} bytes is not a whole number of {}-byte words", self.dram_bytes, self.word_bytes));
        }
        let row = self.tile_row_words() as u64 * self.word_bytes as u64;
        if let Some(m) = self.max_row_bytes {
            if m < row {
                return err(format!("longest DMA row of {m} bytes is shorter than one tile row ({row} bytes)"));
            }
        }
        Ok(())
    }

    /// SRAM words per weight tile row: `ceil(C / WORD_BYTES)` (`docs/isa.md`, MATMUL).
    pub fn tile_row_words(&self) -> usize {
        self.cols.div_ceil(self.word_bytes)
    }
}

#[cfg(test)]
mod tests;
#[cfg(test)]
mod program_tests;
#[cfg(test)]
mod matvec_tests;
