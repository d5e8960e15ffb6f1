//! Bit fields of the 128-bit instruction word, defined once.
//!
//! An instruction is a `u128`; word `i` of the four little-endian 32-bit words that make up the 16 bytes in
//! memory is bits `[32 i, 32 i + 32)`. Every field is a [`Field`]: bits `[lo, lo + width)`. The RTL decoder
//! (`systole_hdl::seq::decoder`) slices the instruction with exactly these constants, the encoder and
//! [`decode`](crate::decode) use them, and `docs/isa.md` tabulates them.
//!
//! ```text
//!  bit 127                                                                   bit 0
//!  +------------ word 3 ----+---- word 2 ----+---- word 1 ----+------ word 0 ------+
//!  |                  format-specific fields                  | ... |fn|sg|wt|op |
//!  +----------------------------------------------------------+---------------------+
//!                                                     funct [12:16) signal [8:12) wait [4:8) opcode [0:4)
//! ```

/// Bits `[lo, lo + width)` of the instruction word (`width` is 1..=64).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub struct Field {
    /// Name used in error messages and documentation (`class.field`).
    pub name: &'static str,
    /// Position of the least significant bit in the 128-bit word.
    pub lo: u32,
    /// Number of bits (1..=64).
    pub width: u32,
}

impl Field {
    /// A field of `width` bits starting at bit `lo`.
    pub const fn new(name: &'static str, lo: u32, width: u32) -> Field {
        Field { name, lo, width }
    }
    /// The most significant bit (inclusive).
    pub const fn hi(self) -> u32 {
        self.lo + self.width - 1
    }
    /// The largest value the field holds.
    pub const fn max(self) -> u64 {
        if self.width >= 64 {
            u64::MAX
        } else {
            (1u64 << self.width) - 1
        }
    }
    /// The field's bits in the instruction word.
    pub const fn mask(self) -> u128 {
        (self.max() as u128) << self.lo
    }
    /// The field's value in `word`.
    pub const fn get(self, word: u128) -> u64 {
        ((word >> self.lo) as u64) & self.max()
    }
    /// `word` with the field replaced by `value` (bits of `value` above the width are dropped; use
    /// [`Field::fits`] first).
    pub const fn put(self, word: u128, value: u64) -> u128 {
        (word & !self.mask()) | (((value & self.max()) as u128) << self.lo)
    }
    /// Whether `value` fits in the field.
    pub const fn fits(self, value: u64) -> bool {
        value <= self.max()
    }
}

// ---------------------------------------------------------------- header (every instruction)
/// Opcode: the instruction class (`crate::opcode`). Low bits of word 0, so the fetch unit can route a
/// beat by looking at four bits.
pub const OPCODE: Field = Field::new("opcode", 0, 4);
/// Wait semaphore: 0 = none, 1..=15 = semaphore `s1`..`s15`.
pub const WAIT: Field = Field::new("wait", 4, 4);
/// Signal semaphore: 0 = none, 1..=15 = semaphore `s1`..`s15`.
pub const SIGNAL: Field = Field::new("signal", 8, 4);
/// Function within the class (`crate::funct`).
pub const FUNCT: Field = Field::new("funct", 12, 4);
/// The four header fields, in bit order.
pub const HEADER: [Field; 4] = [OPCODE, WAIT, SIGNAL, FUNCT];

// ---------------------------------------------------------------- CTRL
/// `irq`: the software interrupt code copied to `IRQ_CODE`.
pub const IRQ_CODE: Field = Field::new("irq.code", 16, 16);

// ---------------------------------------------------------------- DMA (all four functs)
/// Completion tag, reported in `DMA_LAST_TAG` and `ERROR_INFO`.
pub const DMA_TAG: Field = Field::new("dma.tag", 16, 8);
/// Number of rows (1..=4095).
pub const DMA_ROWS: Field = Field::new("dma.rows", 24, 12);
/// Row length in SRAM words (1..=4095).
pub const DMA_WORDS: Field = Field::new("dma.words", 36, 12);
/// SRAM word address of the first row.
pub const DMA_SRAM: Field = Field::new("dma.sram", 48, 20);
/// DRAM row stride in SRAM words (the byte stride is `dstride * WORD_BYTES`).
pub const DMA_DSTRIDE: Field = Field::new("dma.dstride", 68, 16);
/// `load`/`store`: SRAM row stride in words.
pub const DMA_SSTRIDE: Field = Field::new("dma.sstride", 84, 12);
/// `load`/`store`: DRAM byte offset of the first row in the device DRAM window (word 3).
pub const DMA_DRAM: Field = Field::new("dma.dram", 96, 32);
/// `kv_load`/`kv_store`: offset of the first row inside the physical block, in SRAM words.
pub const KV_OFFSET: Field = Field::new("kv.offset", 84, 16);
/// `kv_load`/`kv_store`: logical block number within the (sequence, layer).
pub const KV_BLOCK: Field = Field::new("kv.block", 100, 12);
/// `kv_load`/`kv_store`: layer.
pub const KV_LAYER: Field = Field::new("kv.layer", 112, 8);
/// `kv_load`/`kv_store`: sequence (batch slot).
pub const KV_SEQ: Field = Field::new("kv.seq", 120, 8);

// ---------------------------------------------------------------- MATMUL
/// 1 = accumulate into the INT32 outputs, 0 = overwrite them.
pub const MM_ACC: Field = Field::new("matmul.acc", 16, 1);
/// Tile rows = inputs used (1..=64, and at most the array's R).
pub const MM_K: Field = Field::new("matmul.k", 17, 7);
/// Tile columns = outputs (1..=64, and at most the array's C).
pub const MM_N: Field = Field::new("matmul.n", 24, 7);
/// Bit 31 is reserved in MATMUL.
pub const MM_RESERVED: Field = Field::new("matmul.reserved", 31, 1);
/// Activation vectors streamed against the tile (1..=4095; prefill chunk).
pub const MM_M: Field = Field::new("matmul.m", 32, 12);
/// SRAM word address of the weight tile.
pub const MM_W: Field = Field::new("matmul.w", 44, 20);
/// SRAM word address of the first activation vector.
pub const MM_ACT: Field = Field::new("matmul.act", 64, 20);
/// SRAM word address of the first INT32 output vector.
pub const MM_OUT: Field = Field::new("matmul.out", 84, 20);
/// Words between consecutive activation vectors.
pub const MM_ASTRIDE: Field = Field::new("matmul.astride", 104, 12);
/// Words between consecutive output vectors.
pub const MM_OSTRIDE: Field = Field::new("matmul.ostride", 116, 12);

// ---------------------------------------------------------------- MATMUL funct 1: matvec (ISA 1.1)
/// `matvec`: tiles per group, 1..=15 (a quantization group is `8 * gt` inputs).
pub const MV_GT: Field = Field::new("mv.gt", 16, 4);
/// `matvec`: inputs `k`, 1..=1023.
pub const MV_K: Field = Field::new("mv.k", 20, 10);
/// `matvec`: outputs `n`, 1..=4095.
pub const MV_N: Field = Field::new("mv.n", 30, 12);
/// `matvec`: DRAM offset of the weight stream in 64-byte units (byte offset `dram * 64`).
pub const MV_DRAM: Field = Field::new("mv.dram", 42, 26);
/// `matvec`: SRAM word address of the `k` INT8 activations.
pub const MV_ACT: Field = Field::new("mv.act", 68, 20);
/// `matvec`: SRAM word address of the activation scales (one u32 `{a_m, e}` per group).
pub const MV_ASCALE: Field = Field::new("mv.ascale", 88, 20);
/// `matvec`: SRAM word address of the `n` Q16 outputs (i32 each).
pub const MV_OUT: Field = Field::new("mv.out", 108, 20);
/// Bytes per unit of [`MV_DRAM`]: the weight stream starts on a 64-byte boundary.
pub const MV_DRAM_UNIT: u64 = 64;

// ---------------------------------------------------------------- VECTOR (operand slots; meaning per funct)
/// 16-bit immediate (group size, head size, shift, ...).
pub const V_IMM: Field = Field::new("vec.imm", 16, 16);
/// `vec.softmax` / `vec.silu_mul` (ISA 1.2): bit 0 of the immediate, the table keep flag. 1: the engine may
/// use the table it already holds when it was loaded (by a `keep` instruction of the same program) from the
/// same SRAM address, instead of loading it again; 0: it always loads the table. The other 15 immediate
/// bits are reserved in these two forms.
pub const V_KEEP: Field = Field::new("vec.keep", 16, 1);
/// Operand slot A: SRAM word address (first source).
pub const V_A: Field = Field::new("vec.a", 32, 20);
/// Operand slot B: SRAM word address (second source or second destination).
pub const V_B: Field = Field::new("vec.b", 52, 20);
/// Operand slot C: SRAM word address of a third source, or a 20-bit immediate.
pub const V_C: Field = Field::new("vec.c", 72, 20);
/// Operand slot D: SRAM word address (destination).
pub const V_D: Field = Field::new("vec.d", 92, 20);
/// Count: elements, heads or positions, per funct (1..=65535).
pub const V_LEN: Field = Field::new("vec.len", 112, 16);

/// Width of every SRAM word address field (1 Mi words: 16 MiB with 128-bit words).
pub const SRAM_ADDR_BITS: u32 = 20;

/// Every field constant, for layout checks and documentation.
pub const ALL: &[Field] = &[
    OPCODE, WAIT, SIGNAL, FUNCT, IRQ_CODE, DMA_TAG, DMA_ROWS, DMA_WORDS, DMA_SRAM, DMA_DSTRIDE, DMA_SSTRIDE, DMA_DRAM,
    KV_OFFSET, KV_BLOCK, KV_LAYER, KV_SEQ, MM_ACC, MM_K, MM_N, MM_RESERVED, MM_M, MM_W, MM_ACT, MM_OUT, MM_ASTRIDE,
    MM_OSTRIDE, MV_GT, MV_K, MV_N, MV_DRAM, MV_ACT, MV_ASCALE, MV_OUT, V_IMM, V_KEEP, V_A, V_B, V_C, V_D, V_LEN,
];
