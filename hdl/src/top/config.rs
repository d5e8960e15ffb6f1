//! # config
//!
//! The accelerator's one configuration struct. Every size of the top level — matrix array, SRAM word and
//! banks, external bus, NoC mesh, queue and FIFO depths, vector-unit limits — is a field of [`AccelConfig`],
//! and [`AccelConfig::check`] validates them together before anything is elaborated, with an error that
//! names the field, its value and the rule. The capability registers (`CAPS0..3`, `docs/registers.md`)
//! that the device reports, and that the compiler plans programs for, are derived from the same struct
//! ([`AccelConfig::caps`]), so the hardware and the programs cannot disagree.
//!
//! ```text
//!   AccelConfig --check()--> Ok / ConfigError("array_rows = 12: ...")
//!        |
//!        +--caps()--> CAPS0..3 (seq_regs) ---> compiler (ProgramConfig / Caps::check)
//!        +--const generics of the top (W, R, C, banks, depth) must equal the fields (asserted)
//! ```
//!
//! Named presets ([`AccelConfig::preset`], [`PRESETS`]): `default` (8x8 array, 64-bit words and bus, 128 KiB
//! SRAM, 3x2 mesh: the SRAM node and five unit ports), `wide` (16x16, 128-bit) and `ice40` (4x4, 32 KiB; the
//! reduced configuration for an iCE40 UP5K).

use crate::isa::regs::Caps;
use std::fmt;

/// A configuration rule that failed: which field, its value, and what is required.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct ConfigError {
    pub field: &'static str,
    pub value: u64,
    pub rule: String,
}

impl fmt::Display for ConfigError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "invalid accelerator configuration: {} = {}: {}", self.field, self.value, self.rule)
    }
}

impl std::error::Error for ConfigError {}

/// Every size of the accelerator top level.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct AccelConfig {
    /// Preset name (reports and file names).
    pub name: &'static str,
    /// Matrix array rows R (inputs per weight tile) and columns C (outputs per tile).
    pub array_rows: usize,
    pub array_cols: usize,
    /// SRAM word = DMA beat = AXI4 data width, in bits (64 or 128).
    pub word_bits: usize,
    /// SRAM banks (a power of two) and words per bank (a power of two).
    pub sram_banks: usize,
    pub sram_bank_words: usize,
    /// NoC mesh shape (columns x rows); every endpoint needs a node.
    pub mesh_x: usize,
    pub mesh_y: usize,
    /// Endpoints on the mesh: the SRAM target, the DMA, the matrix unit and the vector unit's ports.
    pub noc_endpoints: usize,
    /// Entries per dispatcher queue FIFO, and the instruction fetch FIFO.
    pub queue_depth: usize,
    pub fetch_depth: usize,
    /// DMA engine: the longest row in bytes (`CAPS3`), outstanding bursts.
    pub dma_max_row_bytes: usize,
    pub dma_outstanding: usize,
    /// Vector unit: the longest vector operand (elements) and the largest head size.
    pub max_vec_len: usize,
    pub max_head_size: usize,
    /// The matrix-vector executor (`matvec`, ISA 1.1) beside the systolic array (`CAPS1` bit 24).
    pub matvec: bool,
}

/// The names [`AccelConfig::preset`] knows.
pub const PRESETS: [&str; 3] = ["default", "wide", "ice40"];

impl Default for AccelConfig {
    fn default() -> Self {
        AccelConfig {
            name: "default",
            array_rows: 8,
            array_cols: 8,
            word_bits: 64,
            sram_banks: 4,
            sram_bank_words: 4096,
            mesh_x: 3,
            mesh_y: 2,
            noc_endpoints: 6,
            queue_depth: 8,
            fetch_depth: 8,
            dma_max_row_bytes: 16384,
            dma_outstanding: 4,
            max_vec_len: 512,
            max_head_size: 64,
            matvec: true,
        }
    }
}

impl AccelConfig {
    /// A named configuration, or an error listing the names.
    pub fn preset(name: &str) -> Result<AccelConfig, ConfigError> {
        let d = AccelConfig::default();
        match name {
            "default" => Ok(d),
            "wide" => Ok(AccelConfig { name: "wide", array_rows: 16, array_cols: 16, word_bits: 128, sram_bank_words: 2048, ..d }),
            "ice40" => Ok(AccelConfig { name: "ice40", array_rows: 4, array_cols: 4, word_bits: 64, sram_banks: 2, sram_bank_words: 2048, matvec: false, ..d }),
            _ => Err(ConfigError { field: "preset", value: 0, rule: format!("unknown configuration `{name}`; known: {}", PRESETS.join(", ")) }),
        }
    }

    /// Bytes per SRAM word.
    pub fn word_bytes(&self) -> usize {
        self.word_bits / 8
    }
    /// SRAM capacity in words and bytes.
    pub fn sram_words(&self) -> usize {
        self.sram_banks * self.sram_bank_words
    }
    pub fn sram_bytes(&self) -> usize {
        self.sram_words() * self.word_bytes()
    }
    /// INT8 multiply-accumulates per cycle of the array.
    pub fn macs_per_cycle(&self) -> usize {
        self.array_rows * self.array_cols
    }

    /// Checks every field and every rule between fields; the first failure names the field and value.
    pub fn check(&self) -> Result<(), ConfigError> {
        let err = |field: &'static str, value: usize, rule: String| Err(ConfigError { field, value: value as u64, rule });
        let pow2 = |x: usize| x != 0 && x.is_power_of_two();
        if !(self.word_bits == 64 || self.word_bits == 128) {
            return err("word_bits", self.word_bits, "the SRAM word, DMA beat and AXI4 data width must be 64 or 128 bits".into());
        }
        for (f, v) in [("array_rows", self.array_rows), ("array_cols", self.array_cols)] {
            if !(2..=16).contains(&v) || !pow2(v) {
                return err(f, v, "the systolic array's dimensions must be powers of two from 2 to 16 (rust-hdl multiplies at most 16x16 bits; 16x16 needs 256 DSPs)".into());
            }
        }
        let wb = self.word_bytes();
        if !pow2(self.sram_banks) || self.sram_banks > 16 {
            return err("sram_banks", self.sram_banks, "the bank count must be a power of two from 1 to 16 (the low address bits select the bank)".into());
        }
        if !pow2(self.sram_bank_words) || !(256..=65536).contains(&self.sram_bank_words) {
            // (16 banks x 65536 words = 2^20: the ISA's 20-bit SRAM word address always reaches every word)
            return err("sram_bank_words", self.sram_bank_words, "words per bank must be a power of two from 256 to 65536".into());
        }
        if self.mesh_x == 0 || self.mesh_y == 0 || self.mesh_x > 4 || self.mesh_y > 4 {
            return err("mesh_x", self.mesh_x * 10 + self.mesh_y, "the mesh is 1x1 to 4x4 nodes (the router's coordinates are 2 bits)".into());
        }
        if self.noc_endpoints > self.mesh_x * self.mesh_y {
            return err("noc_endpoints", self.noc_endpoints, format!("{} endpoints do not fit a {}x{} mesh (one endpoint per node)", self.noc_endpoints, self.mesh_x, self.mesh_y));
        }
        if self.noc_endpoints < 4 {
            return err("noc_endpoints", self.noc_endpoints, "the SRAM, the DMA, the matrix unit and the vector unit need 4 endpoints at least".into());
        }
        if !pow2(self.queue_depth) || self.queue_depth > 8 {
            return err("queue_depth", self.queue_depth, "queue FIFOs hold a power of two from 1 to 8 instructions (the dispatcher's 4-bit FIFO pointers allow at most 15 entries)".into());
        }
        if !pow2(self.fetch_depth) || !(2..=256).contains(&self.fetch_depth) {
            return err("fetch_depth", self.fetch_depth, "the fetch FIFO holds a power of two from 2 to 256 instructions".into());
        }
        if !self.dma_max_row_bytes.is_multiple_of(wb) || self.dma_max_row_bytes < wb || self.dma_max_row_bytes > 4095 * wb {
            return err("dma_max_row_bytes", self.dma_max_row_bytes, format!("a DMA row is 1 to 4095 words of {wb} bytes"));
        }
        if self.array_cols > self.dma_max_row_bytes {
            return err("dma_max_row_bytes", self.dma_max_row_bytes, format!("shorter than a tile row of C = {} bytes", self.array_cols));
        }
        if !(1..=16).contains(&self.dma_outstanding) {
            return err("dma_outstanding", self.dma_outstanding, "1 to 16 outstanding bursts".into());
        }
        if !(1..=65535).contains(&self.max_vec_len) {
            return err("max_vec_len", self.max_vec_len, "the longest vector is 1 to 65535 elements (vec.len is 16 bits)".into());
        }
        if self.max_head_size == 0 || !self.max_head_size.is_multiple_of(2) || self.max_head_size > self.max_vec_len {
            return err("max_head_size", self.max_head_size, format!("the largest head is even, at least 2 and at most max_vec_len = {}", self.max_vec_len));
        }
        Ok(())
    }

    /// The capability registers of a device with this configuration.
    pub fn caps(&self) -> Caps {
        Caps {
            rows: self.array_rows as u32,
            cols: self.array_cols as u32,
            word_bytes: self.word_bytes() as u32,
            banks: self.sram_banks as u32,
            semaphores: 16,
            sram_words: self.sram_words() as u32,
            max_vec_len: self.max_vec_len as u32,
            max_head_size: self.max_head_size as u32,
            max_row_bytes: self.dma_max_row_bytes as u32,
            matvec: self.matvec,
            // every vector unit keeps its EXP2 / SIG tables (ISA 1.2; vpu_top's rt_addr_q / rt_valid_q)
            table_keep: true,
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn presets_are_valid_and_caps_follow_them() {
        for name in PRESETS {
            let c = AccelConfig::preset(name).unwrap();
            assert_eq!(c.name, name);
            c.check().unwrap_or_else(|e| panic!("{name}: {e}"));
            let caps = c.caps();
            assert_eq!(caps.rows as usize, c.array_rows);
            assert_eq!(caps.word_bytes as usize * 8, c.word_bits);
            assert_eq!(caps.sram_words as usize, c.sram_words());
        }
        assert_eq!(AccelConfig::default().sram_bytes(), 128 << 10);
        let e = AccelConfig::preset("huge").unwrap_err();
        assert!(e.to_string().contains("unknown configuration `huge`") && e.to_string().contains("default, wide, ice40"), "{e}");
    }

    #[test]
    fn every_rule_names_its_field_and_value() {
        let d = AccelConfig::default();
        let cases: Vec<(AccelConfig, &str, &str)> = vec![
            (AccelConfig { word_bits: 96, ..d.clone() }, "word_bits = 96", "64 or 128"),
            (AccelConfig { array_rows: 12, ..d.clone() }, "array_rows = 12", "powers of two"),
            (AccelConfig { array_cols: 32, ..d.clone() }, "array_cols = 32", "16"),
            (AccelConfig { sram_banks: 3, ..d.clone() }, "sram_banks = 3", "power of two"),
            (AccelConfig { sram_bank_words: 100, ..d.clone() }, "sram_bank_words = 100", "256 to 65536"),
            (AccelConfig { mesh_x: 5, ..d.clone() }, "mesh_x", "4x4"),
            (AccelConfig { noc_endpoints: 7, ..d.clone() }, "noc_endpoints = 7", "3x2 mesh"),
            (AccelConfig { noc_endpoints: 3, ..d.clone() }, "noc_endpoints = 3", "4 endpoints"),
            (AccelConfig { queue_depth: 3, ..d.clone() }, "queue_depth = 3", "power of two"),
            (AccelConfig { queue_depth: 16, ..d.clone() }, "queue_depth = 16", "1 to 8"),
            (AccelConfig { fetch_depth: 1, ..d.clone() }, "fetch_depth = 1", "2 to 256"),
            (AccelConfig { dma_max_row_bytes: 100, ..d.clone() }, "dma_max_row_bytes = 100", "8 bytes"),
            (AccelConfig { dma_outstanding: 0, ..d.clone() }, "dma_outstanding = 0", "1 to 16"),
            (AccelConfig { max_vec_len: 70000, ..d.clone() }, "max_vec_len = 70000", "65535"),
            (AccelConfig { max_head_size: 7, ..d.clone() }, "max_head_size = 7", "even"),
        ];
        for (c, field, rule) in cases {
            let e = c.check().expect_err(field).to_string();
            assert!(e.contains(field) && e.contains(rule), "expected `{field}` and `{rule}` in: {e}");
        }
    }
}
