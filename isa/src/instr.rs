//! The instruction set: opcodes, functs, the format of every instruction ([`FORMS`]), the typed
//! [`Instr`], and [`Instr::encode`] / [`decode`].
//!
//! Every instruction is 128 bits (four little-endian 32-bit words, 16 bytes in device memory). Word 0
//! starts with the same 16-bit header everywhere: opcode `[0:4)`, wait semaphore `[4:8)`, signal semaphore
//! `[8:12)`, funct `[12:16)` ([`crate::field`]). The opcode selects the class, the class the execution
//! queue (DMA, MATRIX, VECTOR, or the control unit itself), the funct the operation. The rest of the word is
//! the operation's operand fields; every bit an operation does not use is reserved and must be 0.
//!
//! [`decode`] is total: every one of the 2^128 words gives `Ok` or an [`IllegalInstr`], never a panic, and
//! for every word that decodes, encoding the result gives the word back. The checks run in a fixed
//! priority order, which the RTL decoder reproduces (`docs/isa.md`, "Illegal instructions"):
//!
//! 1. opcode not defined → `ILLEGAL_OPCODE`;
//! 2. funct not defined for the opcode → `ILLEGAL_FUNCT`;
//! 3. a reserved bit is 1 → `RESERVED_BITS`;
//! 4. a count that must be non-zero is 0 → `ZERO_LENGTH`;
//! 5. a field outside its allowed values → `FIELD_RANGE`.

use crate::error::ErrorCode;
use crate::field::{self as f, Field};
use core::fmt;

/// Opcode values (`field::OPCODE`). 0 and 6..=15 are illegal, so an all-zero word (memory that was never
/// written) stops the device.
pub mod opcode {
    /// Control: `nop`, `end`, `irq` (executed by the control unit, in program order).
    pub const CTRL: u8 = 1;
    /// Dependency token only (no work), in the queue named by the funct.
    pub const SYNC: u8 = 2;
    /// 2-D DMA between device DRAM and SRAM (DMA queue).
    pub const DMA: u8 = 3;
    /// Weight tile x activation vectors on the matrix unit (MATRIX queue).
    pub const MATMUL: u8 = 4;
    /// One operation of the integer model on the vector unit (VECTOR queue).
    pub const VECTOR: u8 = 5;
}

/// Funct values per opcode (`field::FUNCT`).
pub mod funct {
    /// CTRL functs.
    pub mod ctrl {
        /// No operation (its wait and signal still act).
        pub const NOP: u8 = 0;
        /// End of program: waits until every queue is empty and idle, then stops with `STATUS.DONE`.
        pub const END: u8 = 1;
        /// Software interrupt: copies the code to `IRQ_CODE` and sets `INT_STATUS.SW`.
        pub const IRQ: u8 = 2;
    }
    /// SYNC functs: the queue the token instruction goes to (the values of [`Queue`](crate::Queue)).
    pub mod sync {
        /// Control unit: a full barrier (waits until every queue is empty and idle).
        pub const CTRL: u8 = 0;
        /// DMA queue.
        pub const DMA: u8 = 1;
        /// MATRIX queue.
        pub const MATRIX: u8 = 2;
        /// VECTOR queue.
        pub const VECTOR: u8 = 3;
    }
    /// DMA functs.
    pub mod dma {
        /// DRAM -> SRAM, DRAM address from the instruction.
        pub const LOAD: u8 = 0;
        /// SRAM -> DRAM, DRAM address from the instruction.
        pub const STORE: u8 = 1;
        /// DRAM -> SRAM, DRAM address through the KV block table.
        pub const KV_LOAD: u8 = 2;
        /// SRAM -> DRAM, DRAM address through the KV block table.
        pub const KV_STORE: u8 = 3;
    }
    /// MATMUL functs.
    pub mod matmul {
        /// Weight tile from SRAM x `m` activation vectors -> INT32 (ISA 1.0).
        pub const MATMUL: u8 = 0;
        /// Weight stream from DRAM x one INT8 activation vector -> Q16, requantization fused (ISA 1.1).
        pub const MATVEC: u8 = 1;
    }
    /// VECTOR functs: the operations of the integer model (`docs/numerics.md`, `host/src/golden/int.rs`).
    pub mod vector {
        /// i32 -> INT8 with one dynamic scale per group.
        pub const QUANT: u8 = 0;
        /// INT32 group sums -> Q16 (multiplier and shift per group, 64-bit sum over groups).
        pub const REQUANT: u8 = 1;
        /// RMS normalisation with folded i16 gains.
        pub const RMSNORM: u8 = 2;
        /// Rotary embedding of every head with one position's Q14 table row.
        pub const ROPE: u8 = 3;
        /// Attention scores of one query head over `len` = pos + 1 positions (causal).
        pub const SCORE: u8 = 4;
        /// Softmax of the scores (EXP2 table) to Q15 weights.
        pub const SOFTMAX: u8 = 5;
        /// Weighted sum of V (64-bit saturating accumulation).
        pub const PV: u8 = 6;
        /// SwiGLU: `silu(h1) * h3` (SIG table).
        pub const SILU_MUL: u8 = 7;
        /// Residual add, saturating.
        pub const RESADD: u8 = 8;
        /// Index (and value) of the largest element, the first on ties.
        pub const ARGMAX: u8 = 9;
        /// One INT8 embedding row to Q16 with its group scales.
        pub const EMBED: u8 = 10;
        /// BFP16 packing of k or v per head, the KV cache's record format.
        pub const KV_PACK: u8 = 11;
    }
}

/// Where an instruction executes.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, PartialOrd, Ord)]
#[repr(u8)]
pub enum Queue {
    /// The control unit (dispatcher) itself, in program order: `nop`, `end`, `irq`, `sync.ctrl`.
    Ctrl = 0,
    /// The DMA queue.
    Dma = 1,
    /// The matrix queue.
    Matrix = 2,
    /// The vector queue.
    Vector = 3,
}

impl Queue {
    /// All queues, by number.
    pub const ALL: [Queue; 4] = [Queue::Ctrl, Queue::Dma, Queue::Matrix, Queue::Vector];
    /// The queue with this number (the SYNC funct and the RTL decoder's `queue` output).
    pub fn from_u8(v: u8) -> Option<Queue> {
        Queue::ALL.get(v as usize).copied()
    }
    /// Lower-case name (`ctrl`, `dma`, `matrix`, `vector`).
    pub const fn name(self) -> &'static str {
        match self {
            Queue::Ctrl => "ctrl",
            Queue::Dma => "dma",
            Queue::Matrix => "matrix",
            Queue::Vector => "vector",
        }
    }
}

/// Number of semaphore indices: 0 means "none", 1..=15 are the counting semaphores `s1`..`s15`.
pub const SEMAPHORES: u8 = 16;
/// Largest semaphore count; a `signal` above it stops the device with `SEM_OVERFLOW`.
pub const SEM_MAX: u8 = 255;
/// Largest MATMUL `k` and `n` the encoding allows (the matrix unit supports R, C <= 64).
pub const MAX_TILE_DIM: u64 = 64;
/// Largest SCORE `att_scale` (a positive i16, Q15).
pub const ATT_SCALE_MAX: u64 = 32767;
/// RMSNORM `shift` range (the gains' shift of `docs/numerics.md`).
pub const RMSNORM_SHIFT: (i64, i64) = (-32, 32);

/// How an operand is printed and parsed in the disassembly syntax.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Kind {
    /// SRAM word address: `0x` and 5 hex digits.
    Sram,
    /// DRAM byte offset: `0x` and 8 hex digits.
    Dram,
    /// Unsigned decimal.
    Dec,
    /// `0x` and 4 hex digits.
    Hex,
    /// Signed decimal; the field is two's complement.
    Signed,
    /// DRAM offset in 64-byte units ([`f::MV_DRAM_UNIT`]): printed as the BYTE offset (`0x` and 8 hex
    /// digits); the assembler takes the byte offset and rejects one that is not a multiple of 64.
    Dram64,
    /// A 1-bit flag (`keep`, ISA 1.2): printed as `key=1` only when set (like `wait` / `signal`); the
    /// assembler takes `key=0` or `key=1` and treats a missing key as 0.
    Flag,
}

/// The value check [`decode`] applies to an operand.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Check {
    /// Every value is legal.
    Any,
    /// 0 is `ZERO_LENGTH`.
    NonZero,
    /// 0 is `ZERO_LENGTH`, above the bound is `FIELD_RANGE`.
    NonZeroMax(u64),
    /// 0 is `ZERO_LENGTH`, odd is `FIELD_RANGE`.
    NonZeroEven,
    /// Above the bound is `FIELD_RANGE`.
    Max(u64),
    /// Two's complement value outside `[lo, hi]` is `FIELD_RANGE`.
    SignedRange(i64, i64),
}

/// One operand of a format: its key in the disassembly syntax, its field, how it prints, how it is checked.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Operand {
    /// Key in `key=value`.
    pub key: &'static str,
    /// Where it lives in the word.
    pub field: Field,
    /// How it prints.
    pub kind: Kind,
    /// How it is checked.
    pub check: Check,
}

const fn op(key: &'static str, field: Field, kind: Kind, check: Check) -> Operand {
    Operand { key, field, kind, check }
}

/// The format of one (opcode, funct) pair: everything [`decode`], the disassembler, the assembler and the
/// RTL decoder need to know about it.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Form {
    /// Opcode value.
    pub opcode: u8,
    /// Funct value.
    pub funct: u8,
    /// Disassembly mnemonic.
    pub mnemonic: &'static str,
    /// Execution queue.
    pub queue: Queue,
    /// Operands in disassembly order (the header's wait and signal come after them, for every form).
    pub operands: &'static [Operand],
}

impl Form {
    /// The bits this form uses: the header and its operands.
    pub const fn used_mask(&self) -> u128 {
        let mut m = f::OPCODE.mask() | f::WAIT.mask() | f::SIGNAL.mask() | f::FUNCT.mask();
        let mut i = 0;
        while i < self.operands.len() {
            m |= self.operands[i].field.mask();
            i += 1;
        }
        m
    }
    /// The reserved bits: every bit the form does not use (must be 0).
    pub const fn reserved_mask(&self) -> u128 {
        !self.used_mask()
    }
}

use Check::*;
use Kind::*;

const OPS_LINEAR: &[Operand] = &[
    op("dram", f::DMA_DRAM, Dram, Any),
    op("sram", f::DMA_SRAM, Sram, Any),
    op("rows", f::DMA_ROWS, Dec, NonZero),
    op("words", f::DMA_WORDS, Dec, NonZero),
    op("dstride", f::DMA_DSTRIDE, Dec, Any),
    op("sstride", f::DMA_SSTRIDE, Dec, Any),
    op("tag", f::DMA_TAG, Dec, Any),
];
const OPS_KV: &[Operand] = &[
    op("seq", f::KV_SEQ, Dec, Any),
    op("layer", f::KV_LAYER, Dec, Any),
    op("block", f::KV_BLOCK, Dec, Any),
    op("offset", f::KV_OFFSET, Dec, Any),
    op("sram", f::DMA_SRAM, Sram, Any),
    op("rows", f::DMA_ROWS, Dec, NonZero),
    op("words", f::DMA_WORDS, Dec, NonZero),
    op("dstride", f::DMA_DSTRIDE, Dec, Any),
    op("tag", f::DMA_TAG, Dec, Any),
];
const OPS_MATMUL: &[Operand] = &[
    op("w", f::MM_W, Sram, Any),
    op("act", f::MM_ACT, Sram, Any),
    op("out", f::MM_OUT, Sram, Any),
    op("k", f::MM_K, Dec, NonZeroMax(MAX_TILE_DIM)),
    op("n", f::MM_N, Dec, NonZeroMax(MAX_TILE_DIM)),
    op("m", f::MM_M, Dec, NonZero),
    op("astride", f::MM_ASTRIDE, Dec, Any),
    op("ostride", f::MM_OSTRIDE, Dec, Any),
    op("acc", f::MM_ACC, Dec, Any),
];

const OPS_MATVEC: &[Operand] = &[
    op("k", f::MV_K, Dec, NonZero),
    op("n", f::MV_N, Dec, NonZero),
    op("gt", f::MV_GT, Dec, NonZero),
    op("dram", f::MV_DRAM, Dram64, Any),
    op("act", f::MV_ACT, Sram, Any),
    op("ascale", f::MV_ASCALE, Sram, Any),
    op("out", f::MV_OUT, Sram, Any),
];

const fn a(key: &'static str) -> Operand {
    op(key, f::V_A, Sram, Any)
}
const fn b(key: &'static str) -> Operand {
    op(key, f::V_B, Sram, Any)
}
const fn c(key: &'static str) -> Operand {
    op(key, f::V_C, Sram, Any)
}
const fn d(key: &'static str) -> Operand {
    op(key, f::V_D, Sram, Any)
}
const fn len(key: &'static str) -> Operand {
    op(key, f::V_LEN, Dec, NonZero)
}
const fn imm(key: &'static str, check: Check) -> Operand {
    op(key, f::V_IMM, Dec, check)
}

/// Every legal (opcode, funct) pair with its format, in (opcode, funct) order.
pub const FORMS: &[Form] = &[
    Form { opcode: opcode::CTRL, funct: funct::ctrl::NOP, mnemonic: "nop", queue: Queue::Ctrl, operands: &[] },
    Form { opcode: opcode::CTRL, funct: funct::ctrl::END, mnemonic: "end", queue: Queue::Ctrl, operands: &[] },
    Form {
        opcode: opcode::CTRL,
        funct: funct::ctrl::IRQ,
        mnemonic: "irq",
        queue: Queue::Ctrl,
        operands: &[op("code", f::IRQ_CODE, Hex, Any)],
    },
    Form { opcode: opcode::SYNC, funct: funct::sync::CTRL, mnemonic: "sync.ctrl", queue: Queue::Ctrl, operands: &[] },
    Form { opcode: opcode::SYNC, funct: funct::sync::DMA, mnemonic: "sync.dma", queue: Queue::Dma, operands: &[] },
    Form {
        opcode: opcode::SYNC,
        funct: funct::sync::MATRIX,
        mnemonic: "sync.matrix",
        queue: Queue::Matrix,
        operands: &[],
    },
    Form {
        opcode: opcode::SYNC,
        funct: funct::sync::VECTOR,
        mnemonic: "sync.vector",
        queue: Queue::Vector,
        operands: &[],
    },
    Form { opcode: opcode::DMA, funct: funct::dma::LOAD, mnemonic: "dma.load", queue: Queue::Dma, operands: OPS_LINEAR },
    Form { opcode: opcode::DMA, funct: funct::dma::STORE, mnemonic: "dma.store", queue: Queue::Dma, operands: OPS_LINEAR },
    Form { opcode: opcode::DMA, funct: funct::dma::KV_LOAD, mnemonic: "dma.kv_load", queue: Queue::Dma, operands: OPS_KV },
    Form { opcode: opcode::DMA, funct: funct::dma::KV_STORE, mnemonic: "dma.kv_store", queue: Queue::Dma, operands: OPS_KV },
    Form {
        opcode: opcode::MATMUL,
        funct: funct::matmul::MATMUL,
        mnemonic: "matmul",
        queue: Queue::Matrix,
        operands: OPS_MATMUL,
    },
    Form {
        opcode: opcode::MATMUL,
        funct: funct::matmul::MATVEC,
        mnemonic: "matvec",
        queue: Queue::Matrix,
        operands: OPS_MATVEC,
    },
    Form {
        opcode: opcode::VECTOR,
        funct: funct::vector::QUANT,
        mnemonic: "vec.quant",
        queue: Queue::Vector,
        operands: &[a("src"), d("q"), b("scales"), len("len"), imm("group", NonZero)],
    },
    Form {
        opcode: opcode::VECTOR,
        funct: funct::vector::REQUANT,
        mnemonic: "vec.requant",
        queue: Queue::Vector,
        operands: &[a("acc"), b("wscales"), c("ascales"), d("dst"), len("len"), imm("groups", NonZero)],
    },
    Form {
        opcode: opcode::VECTOR,
        funct: funct::vector::RMSNORM,
        mnemonic: "vec.rmsnorm",
        queue: Queue::Vector,
        operands: &[
            a("src"),
            b("gains"),
            c("eps"),
            d("dst"),
            len("len"),
            op("shift", f::V_IMM, Signed, SignedRange(RMSNORM_SHIFT.0, RMSNORM_SHIFT.1)),
        ],
    },
    Form {
        opcode: opcode::VECTOR,
        funct: funct::vector::ROPE,
        mnemonic: "vec.rope",
        queue: Queue::Vector,
        operands: &[a("src"), b("table"), d("dst"), len("heads"), imm("head_size", NonZeroEven)],
    },
    Form {
        opcode: opcode::VECTOR,
        funct: funct::vector::SCORE,
        mnemonic: "vec.score",
        queue: Queue::Vector,
        operands: &[
            a("q"),
            b("k"),
            d("dst"),
            len("len"),
            imm("head_size", NonZero),
            op("scale", f::V_C, Dec, Max(ATT_SCALE_MAX)),
        ],
    },
    Form {
        opcode: opcode::VECTOR,
        funct: funct::vector::SOFTMAX,
        mnemonic: "vec.softmax",
        queue: Queue::Vector,
        operands: &[a("src"), b("exp"), d("dst"), len("len"), op("keep", f::V_KEEP, Flag, Any)],
    },
    Form {
        opcode: opcode::VECTOR,
        funct: funct::vector::PV,
        mnemonic: "vec.pv",
        queue: Queue::Vector,
        operands: &[a("p"), b("v"), d("dst"), len("len"), imm("head_size", NonZero)],
    },
    Form {
        opcode: opcode::VECTOR,
        funct: funct::vector::SILU_MUL,
        mnemonic: "vec.silu_mul",
        queue: Queue::Vector,
        operands: &[a("h1"), b("h3"), c("sig"), d("dst"), len("len"), op("keep", f::V_KEEP, Flag, Any)],
    },
    Form {
        opcode: opcode::VECTOR,
        funct: funct::vector::RESADD,
        mnemonic: "vec.resadd",
        queue: Queue::Vector,
        operands: &[a("x"), b("y"), d("dst"), len("len")],
    },
    Form {
        opcode: opcode::VECTOR,
        funct: funct::vector::ARGMAX,
        mnemonic: "vec.argmax",
        queue: Queue::Vector,
        operands: &[a("src"), d("dst"), len("len")],
    },
    Form {
        opcode: opcode::VECTOR,
        funct: funct::vector::EMBED,
        mnemonic: "vec.embed",
        queue: Queue::Vector,
        operands: &[a("row"), b("scales"), d("dst"), len("len"), imm("group", NonZero)],
    },
    Form {
        opcode: opcode::VECTOR,
        funct: funct::vector::KV_PACK,
        mnemonic: "vec.kv_pack",
        queue: Queue::Vector,
        operands: &[a("src"), d("dst"), len("heads"), imm("head_size", NonZero)],
    },
];

/// Number of legal (opcode, funct) pairs.
pub const NFORMS: usize = FORMS.len();

/// Whether `opcode` is defined.
pub fn opcode_known(opcode: u8) -> bool {
    FORMS.iter().any(|f| f.opcode == opcode)
}

/// The format of (opcode, funct), if it is legal.
pub fn form(opcode: u8, funct: u8) -> Option<&'static Form> {
    FORMS.iter().find(|f| f.opcode == opcode && f.funct == funct)
}

/// The format with this mnemonic.
pub fn form_by_mnemonic(mnemonic: &str) -> Option<&'static Form> {
    FORMS.iter().find(|f| f.mnemonic == mnemonic)
}

/// Lower-case name of an opcode (`?` for an undefined one).
pub fn opcode_name(opcode: u8) -> &'static str {
    match opcode {
        opcode::CTRL => "ctrl",
        opcode::SYNC => "sync",
        opcode::DMA => "dma",
        opcode::MATMUL => "matmul",
        opcode::VECTOR => "vector",
        _ => "?",
    }
}

/// Sign-extends the `width`-bit value `v`.
pub const fn sign_extend(v: u64, width: u32) -> i64 {
    let sh = 64 - width;
    ((v << sh) as i64) >> sh
}

// ============================================================================================ errors

/// Why a word is not a legal instruction: the error code the device stops with, and where.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub struct IllegalInstr {
    /// One of [`ErrorCode::DECODE`].
    pub code: ErrorCode,
    /// The offending field's name (`reserved` for reserved bits).
    pub field: &'static str,
    /// The field's value, or for reserved bits the lowest reserved bit that is set.
    pub value: u64,
    /// What was expected (for reserved bits: the mnemonic whose format does not use the bit).
    pub reason: &'static str,
}

impl fmt::Display for IllegalInstr {
    fn fmt(&self, fm: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self.code {
            ErrorCode::ReservedBits => {
                write!(fm, "{}: bit {} is set but is reserved in {}", self.code.name(), self.value, self.reason)
            }
            _ => write!(fm, "{}: {} = {}: {}", self.code.name(), self.field, self.value, self.reason),
        }
    }
}

impl std::error::Error for IllegalInstr {}

fn illegal(code: ErrorCode, field: &'static str, value: u64, reason: &'static str) -> IllegalInstr {
    IllegalInstr { code, field, value, reason }
}

// ============================================================================================ typed

/// The dependency tokens every instruction carries: 0 = none, 1..=15 = semaphore `s1`..`s15`.
///
/// Before the instruction starts, its queue waits until semaphore `wait` is non-zero and decrements it;
/// when the instruction has completed (its results are visible to every unit), semaphore `signal` is
/// incremented.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Default)]
pub struct Deps {
    /// Semaphore waited on and decremented before the instruction starts (0 = none).
    pub wait: u8,
    /// Semaphore incremented when the instruction completes (0 = none).
    pub signal: u8,
}

impl Deps {
    /// No dependency.
    pub const NONE: Deps = Deps { wait: 0, signal: 0 };
    /// Waits on `wait` and signals `signal` (0 = none).
    pub const fn new(wait: u8, signal: u8) -> Deps {
        Deps { wait, signal }
    }
}

/// DMA direction.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum DmaDir {
    /// DRAM -> SRAM.
    Load,
    /// SRAM -> DRAM.
    Store,
}

/// How a DMA finds its DRAM address.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum DmaTarget {
    /// From the instruction: `dram` is a byte offset in the DRAM window (a multiple of the word size);
    /// SRAM rows start `sram_stride` words apart.
    Linear {
        /// DRAM byte offset of the first row (32 bits).
        dram: u32,
        /// SRAM row stride in words (12 bits).
        sram_stride: u16,
    },
    /// Through the block table: the physical block is `table[(seq * BT_LAYERS + layer) * BT_BLOCKS +
    /// block]`, the first row is at `KV_BASE + phys * KV_BLOCK_BYTES + offset * WORD_BYTES`. SRAM rows are
    /// contiguous (SRAM stride = `words`).
    Kv {
        /// Sequence (8 bits).
        seq: u8,
        /// Layer (8 bits).
        layer: u8,
        /// Logical block (12 bits).
        block: u16,
        /// Offset of the first row inside the block, in words (16 bits).
        offset: u16,
    },
}

/// A 2-D DMA: `rows` rows of `words` SRAM words each.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub struct Dma {
    /// Dependency tokens.
    pub deps: Deps,
    /// Direction.
    pub dir: DmaDir,
    /// DRAM address source.
    pub target: DmaTarget,
    /// SRAM word address of the first row (20 bits).
    pub sram: u32,
    /// Number of rows (1..=4095).
    pub rows: u16,
    /// Words per row (1..=4095).
    pub words: u16,
    /// DRAM row stride in words (16 bits; 0 repeats the same row).
    pub dram_stride: u16,
    /// Completion tag (8 bits).
    pub tag: u8,
}

/// Load a weight tile into the matrix unit and stream `m` activation vectors through it.
///
/// Vector `i` (INT8, `k` values) is read at `act + i * act_stride`; its result (INT32, `n` values) is
/// written, or added when `accumulate`, at `out + i * out_stride`. Tile row `r` (the `n` weights of input
/// `r`) is at `w + r * ceil(C / WORD_BYTES)`.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub struct Matmul {
    /// Dependency tokens.
    pub deps: Deps,
    /// Add the results to the INT32 outputs instead of overwriting them.
    pub accumulate: bool,
    /// Tile rows = inputs (1..=64).
    pub k: u8,
    /// Tile columns = outputs (1..=64).
    pub n: u8,
    /// Activation vectors (1..=4095).
    pub m: u16,
    /// SRAM word address of the weight tile (20 bits).
    pub w: u32,
    /// SRAM word address of the first activation vector (20 bits).
    pub act: u32,
    /// SRAM word address of the first output vector (20 bits).
    pub out: u32,
    /// Words between activation vectors (12 bits).
    pub act_stride: u16,
    /// Words between output vectors (12 bits).
    pub out_stride: u16,
}

/// `matvec` (ISA 1.1): one INT8 activation vector times a weight matrix streamed from device DRAM, with
/// the requantization fused: `n` Q16 outputs (`docs/isa.md` §4 "MATVEC", the stream format in
/// [`crate::matvec`]).
///
/// `k` inputs at SRAM word `act` (one byte each), `G = ceil(ceil(k/8)/gt)` activation scales (u32
/// `{a_m 15:0, e 23:16}`) at `ascale`, the weight stream of [`crate::matvec::Shape::stream_bytes`] bytes at
/// DRAM byte offset `dram * 64`, outputs (i32, the last word's bytes past `4n` written as 0) at `out`.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub struct Matvec {
    /// Dependency tokens.
    pub deps: Deps,
    /// Inputs, 1..=1023 (10 bits).
    pub k: u16,
    /// Outputs, 1..=4095 (12 bits).
    pub n: u16,
    /// 8-input tiles per quantization group, 1..=15 (4 bits): a group is `8 * gt` inputs.
    pub gt: u8,
    /// DRAM offset of the weight stream in 64-byte units (26 bits); see [`Matvec::dram_byte_offset`].
    pub dram: u32,
    /// SRAM word address of the INT8 activations (20 bits).
    pub act: u32,
    /// SRAM word address of the activation scales (20 bits).
    pub ascale: u32,
    /// SRAM word address of the Q16 outputs (20 bits).
    pub out: u32,
}

impl Matvec {
    /// The DRAM byte offset of the weight stream, `dram * 64`.
    pub const fn dram_byte_offset(&self) -> u64 {
        self.dram as u64 * f::MV_DRAM_UNIT
    }
    /// The derived sizes ([`crate::matvec::Shape`]).
    pub fn shape(&self) -> crate::matvec::Shape {
        crate::matvec::Shape::new(self.k as u32, self.n as u32, self.gt as u32)
    }
}

/// The vector operations. Addresses are SRAM word addresses (20 bits); every vector starts on a word
/// boundary and is packed (`docs/isa.md`, "Data layout in SRAM").
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum VecOp {
    /// `QUANT`: `len` i32 at `src` -> `len` INT8 at `q` and one scale `{a_m: u16, e: u8}` (a u32) per group
    /// of `group` at `scales`.
    Quant {
        /// SRAM word address of the source vector.
        src: u32,
        /// SRAM word address of the INT8 output (QUANT) or of the query head (SCORE).
        q: u32,
        /// SRAM word address of the scales (one u32 per group).
        scales: u32,
        /// Count (elements, or positions for SCORE/SOFTMAX/PV), 1..=65535.
        len: u16,
        /// Group size in elements, >= 1.
        group: u16,
    },
    /// `REQUANT`: INT32 group sums `acc[g][i]` (`groups` vectors of `len`) with weight scales
    /// `wscales[i][g]` and activation scales `ascales[g]` -> `len` Q16 at `dst`.
    Requant {
        /// SRAM word address of the INT32 group sums `[groups][len]`.
        acc: u32,
        /// SRAM word address of the weight scales `[len][groups]`.
        wscales: u32,
        /// SRAM word address of the activation scales `[groups]`.
        ascales: u32,
        /// SRAM word address of the destination.
        dst: u32,
        /// Count (elements, or positions for SCORE/SOFTMAX/PV), 1..=65535.
        len: u16,
        /// Number of groups, >= 1.
        groups: u16,
    },
    /// `RMSNORM`: `len` Q16 at `src`, i16 gains at `gains`, the u64 `eps_term` at `eps`, gain shift
    /// `shift` (-32..=32) -> `len` Q16 at `dst`.
    RmsNorm {
        /// SRAM word address of the source vector.
        src: u32,
        /// SRAM word address of the i16 gains.
        gains: u32,
        /// SRAM word address of the u64 `eps_term`.
        eps: u32,
        /// SRAM word address of the destination.
        dst: u32,
        /// Count (elements, or positions for SCORE/SOFTMAX/PV), 1..=65535.
        len: u16,
        /// Gain shift, -32..=32.
        shift: i8,
    },
    /// `ROPE`: `heads` x `head_size` Q16 at `src`, one position's `head_size / 2` (cos, sin) Q14 pairs at
    /// `table` -> `dst`. `head_size` is even.
    Rope {
        /// SRAM word address of the source vector.
        src: u32,
        /// SRAM word address of the position's ROPE table row.
        table: u32,
        /// SRAM word address of the destination.
        dst: u32,
        /// Number of heads, 1..=65535.
        heads: u16,
        /// Head size in elements, >= 1 (even for ROPE).
        head_size: u16,
    },
    /// `SCORE`: query head (`head_size` Q16) at `q`, `len` = pos + 1 BFP16 key records at `k` ->
    /// `len` i32 Q16 scores at `dst`, scaled by `att_scale` (Q15, 0..=32767).
    Score {
        /// SRAM word address of the INT8 output (QUANT) or of the query head (SCORE).
        q: u32,
        /// SRAM word address of the first BFP16 key record.
        k: u32,
        /// SRAM word address of the destination.
        dst: u32,
        /// Count (elements, or positions for SCORE/SOFTMAX/PV), 1..=65535.
        len: u16,
        /// Head size in elements, >= 1 (even for ROPE).
        head_size: u16,
        /// `att_scale` (Q15), 0..=32767.
        att_scale: u16,
    },
    /// `SOFTMAX`: `len` scores at `src`, EXP2 table (257 u16) at `exp` -> `len` u16 Q15 weights at `dst`.
    Softmax {
        /// SRAM word address of the source vector.
        src: u32,
        /// SRAM word address of the EXP2 table.
        exp: u32,
        /// SRAM word address of the destination.
        dst: u32,
        /// Count (elements, or positions for SCORE/SOFTMAX/PV), 1..=65535.
        len: u16,
        /// Table keep (ISA 1.2, [`f::V_KEEP`]): reuse the engine's resident table when it was loaded from
        /// the same address by a `keep` instruction of this program (`docs/isa.md` §4 "Table keep").
        keep: bool,
    },
    /// `PV`: `len` u16 weights at `p`, `len` BFP16 value records at `v` -> `head_size` Q16 at `dst`.
    Pv {
        /// SRAM word address of the u16 weights.
        p: u32,
        /// SRAM word address of the first BFP16 value record.
        v: u32,
        /// SRAM word address of the destination.
        dst: u32,
        /// Count (elements, or positions for SCORE/SOFTMAX/PV), 1..=65535.
        len: u16,
        /// Head size in elements, >= 1 (even for ROPE).
        head_size: u16,
    },
    /// `SILU_MUL` (SwiGLU): `len` Q16 `h1`, `h3`, SIG table (513 u16) at `sig` -> `len` Q16 at `dst`.
    SiluMul {
        /// SRAM word address of `h1`.
        h1: u32,
        /// SRAM word address of `h3`.
        h3: u32,
        /// SRAM word address of the SIG table.
        sig: u32,
        /// SRAM word address of the destination.
        dst: u32,
        /// Count (elements, or positions for SCORE/SOFTMAX/PV), 1..=65535.
        len: u16,
        /// Table keep (ISA 1.2, [`f::V_KEEP`]), as for [`VecOp::Softmax`].
        keep: bool,
    },
    /// `RESADD`: `dst = sat32(x + y)` over `len` i32 (`dst` may equal `x`).
    ResAdd {
        /// SRAM word address of `x`.
        x: u32,
        /// SRAM word address of `y`.
        y: u32,
        /// SRAM word address of the destination.
        dst: u32,
        /// Count (elements, or positions for SCORE/SOFTMAX/PV), 1..=65535.
        len: u16,
    },
    /// `ARGMAX`: `len` i32 at `src` -> `{index: u32, value: i32}` at `dst` (first index on ties).
    Argmax {
        /// SRAM word address of the source vector.
        src: u32,
        /// SRAM word address of the destination.
        dst: u32,
        /// Count (elements, or positions for SCORE/SOFTMAX/PV), 1..=65535.
        len: u16,
    },
    /// `EMBED`: `len` INT8 at `row`, its `{m: u16, s: u8}` scales per group of `group` at `scales` ->
    /// `len` Q16 at `dst`.
    Embed {
        /// SRAM word address of the INT8 embedding row.
        row: u32,
        /// SRAM word address of the scales (one u32 per group).
        scales: u32,
        /// SRAM word address of the destination.
        dst: u32,
        /// Count (elements, or positions for SCORE/SOFTMAX/PV), 1..=65535.
        len: u16,
        /// Group size in elements, >= 1.
        group: u16,
    },
    /// `KV_PACK`: `heads` x `head_size` Q16 at `src` -> one BFP16 record per head at `dst`.
    KvPack {
        /// SRAM word address of the source vector.
        src: u32,
        /// SRAM word address of the destination.
        dst: u32,
        /// Number of heads, 1..=65535.
        heads: u16,
        /// Head size in elements, >= 1 (even for ROPE).
        head_size: u16,
    },
}

/// One instruction.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum Instr {
    /// `nop`.
    Nop {
        /// Dependency tokens.
        deps: Deps,
    },
    /// `end`: end of program.
    End {
        /// Dependency tokens.
        deps: Deps,
    },
    /// `irq`: software interrupt with a 16-bit code.
    Irq {
        /// Dependency tokens.
        deps: Deps,
        /// Interrupt code copied to `IRQ_CODE`.
        code: u16,
    },
    /// `sync.<queue>`: wait and signal only; `sync.ctrl` is a full barrier.
    Sync {
        /// Dependency tokens.
        deps: Deps,
        /// Queue the token instruction goes to (`Ctrl` = barrier).
        queue: Queue,
    },
    /// `dma.*`.
    Dma(Dma),
    /// `matmul`.
    Matmul(Matmul),
    /// `matvec` (ISA 1.1).
    Matvec(Matvec),
    /// `vec.*`.
    Vector {
        /// Dependency tokens.
        deps: Deps,
        /// The operation.
        op: VecOp,
    },
}

/// Slot values of a vector operation, in the order imm, a, b, c, d, len.
type Slots = [u64; 6];
const SLOT_FIELDS: [Field; 6] = [f::V_IMM, f::V_A, f::V_B, f::V_C, f::V_D, f::V_LEN];

fn vec_slots(op: &VecOp) -> (u8, Slots) {
    use funct::vector as v;
    let w = |x: u32| x as u64;
    let n = |x: u16| x as u64;
    match *op {
        VecOp::Quant { src, q, scales, len, group } => (v::QUANT, [n(group), w(src), w(scales), 0, w(q), n(len)]),
        VecOp::Requant { acc, wscales, ascales, dst, len, groups } => {
            (v::REQUANT, [n(groups), w(acc), w(wscales), w(ascales), w(dst), n(len)])
        }
        VecOp::RmsNorm { src, gains, eps, dst, len, shift } => {
            (v::RMSNORM, [(shift as i16 as u16) as u64, w(src), w(gains), w(eps), w(dst), n(len)])
        }
        VecOp::Rope { src, table, dst, heads, head_size } => (v::ROPE, [n(head_size), w(src), w(table), 0, w(dst), n(heads)]),
        VecOp::Score { q, k, dst, len, head_size, att_scale } => {
            (v::SCORE, [n(head_size), w(q), w(k), n(att_scale), w(dst), n(len)])
        }
        VecOp::Softmax { src, exp, dst, len, keep } => (v::SOFTMAX, [keep as u64, w(src), w(exp), 0, w(dst), n(len)]),
        VecOp::Pv { p, v: vv, dst, len, head_size } => (v::PV, [n(head_size), w(p), w(vv), 0, w(dst), n(len)]),
        VecOp::SiluMul { h1, h3, sig, dst, len, keep } => {
            (v::SILU_MUL, [keep as u64, w(h1), w(h3), w(sig), w(dst), n(len)])
        }
        VecOp::ResAdd { x, y, dst, len } => (v::RESADD, [0, w(x), w(y), 0, w(dst), n(len)]),
        VecOp::Argmax { src, dst, len } => (v::ARGMAX, [0, w(src), 0, 0, w(dst), n(len)]),
        VecOp::Embed { row, scales, dst, len, group } => (v::EMBED, [n(group), w(row), w(scales), 0, w(dst), n(len)]),
        VecOp::KvPack { src, dst, heads, head_size } => (v::KV_PACK, [n(head_size), w(src), 0, 0, w(dst), n(heads)]),
    }
}

/// Builds the operation from slot values that [`decode`] has checked (so the narrowing casts are exact).
fn vec_from_slots(fu: u8, s: Slots) -> Option<VecOp> {
    use funct::vector as v;
    let [im, a, b, c, d, l] = s;
    let (im16, a, b, c, d, l) = (im as u16, a as u32, b as u32, c as u32, d as u32, l as u16);
    Some(match fu {
        v::QUANT => VecOp::Quant { src: a, q: d, scales: b, len: l, group: im16 },
        v::REQUANT => VecOp::Requant { acc: a, wscales: b, ascales: c, dst: d, len: l, groups: im16 },
        v::RMSNORM => VecOp::RmsNorm { src: a, gains: b, eps: c, dst: d, len: l, shift: im16 as i16 as i8 },
        v::ROPE => VecOp::Rope { src: a, table: b, dst: d, heads: l, head_size: im16 },
        v::SCORE => VecOp::Score { q: a, k: b, dst: d, len: l, head_size: im16, att_scale: c as u16 },
        v::SOFTMAX => VecOp::Softmax { src: a, exp: b, dst: d, len: l, keep: im & 1 == 1 },
        v::PV => VecOp::Pv { p: a, v: b, dst: d, len: l, head_size: im16 },
        v::SILU_MUL => VecOp::SiluMul { h1: a, h3: b, sig: c, dst: d, len: l, keep: im & 1 == 1 },
        v::RESADD => VecOp::ResAdd { x: a, y: b, dst: d, len: l },
        v::ARGMAX => VecOp::Argmax { src: a, dst: d, len: l },
        v::EMBED => VecOp::Embed { row: a, scales: b, dst: d, len: l, group: im16 },
        v::KV_PACK => VecOp::KvPack { src: a, dst: d, heads: l, head_size: im16 },
        _ => return None,
    })
}

/// Packs fields into a word, remembering the first value that does not fit.
struct Packer {
    word: u128,
    overflow: Option<IllegalInstr>,
}

impl Packer {
    fn new() -> Packer {
        Packer { word: 0, overflow: None }
    }
    fn put(&mut self, field: Field, value: u64) {
        if !field.fits(value) && self.overflow.is_none() {
            self.overflow = Some(illegal(ErrorCode::FieldRange, field.name, value, "does not fit in the field"));
        }
        self.word = field.put(self.word, value);
    }
    fn header(&mut self, opcode: u8, funct: u8, deps: Deps) {
        self.put(f::OPCODE, opcode as u64);
        self.put(f::FUNCT, funct as u64);
        self.put(f::WAIT, deps.wait as u64);
        self.put(f::SIGNAL, deps.signal as u64);
    }
}

impl Instr {
    /// The dependency tokens.
    pub fn deps(&self) -> Deps {
        match self {
            Instr::Nop { deps } | Instr::End { deps } | Instr::Irq { deps, .. } | Instr::Sync { deps, .. } => *deps,
            Instr::Vector { deps, .. } => *deps,
            Instr::Dma(d) => d.deps,
            Instr::Matmul(m) => m.deps,
            Instr::Matvec(m) => m.deps,
        }
    }

    /// (opcode, funct).
    pub fn opcode_funct(&self) -> (u8, u8) {
        match self {
            Instr::Nop { .. } => (opcode::CTRL, funct::ctrl::NOP),
            Instr::End { .. } => (opcode::CTRL, funct::ctrl::END),
            Instr::Irq { .. } => (opcode::CTRL, funct::ctrl::IRQ),
            Instr::Sync { queue, .. } => (opcode::SYNC, *queue as u8),
            Instr::Dma(d) => (
                opcode::DMA,
                match (d.dir, &d.target) {
                    (DmaDir::Load, DmaTarget::Linear { .. }) => funct::dma::LOAD,
                    (DmaDir::Store, DmaTarget::Linear { .. }) => funct::dma::STORE,
                    (DmaDir::Load, DmaTarget::Kv { .. }) => funct::dma::KV_LOAD,
                    (DmaDir::Store, DmaTarget::Kv { .. }) => funct::dma::KV_STORE,
                },
            ),
            Instr::Matmul(_) => (opcode::MATMUL, funct::matmul::MATMUL),
            Instr::Matvec(_) => (opcode::MATMUL, funct::matmul::MATVEC),
            Instr::Vector { op, .. } => (opcode::VECTOR, vec_slots(op).0),
        }
    }

    /// The instruction's format.
    pub fn form(&self) -> &'static Form {
        let (o, fu) = self.opcode_funct();
        // every variant maps to a listed (opcode, funct); the unit test `every_variant_has_a_form` checks it
        form(o, fu).unwrap_or(&FORMS[0])
    }

    /// The queue that executes the instruction.
    pub fn queue(&self) -> Queue {
        self.form().queue
    }

    /// The disassembly mnemonic.
    pub fn mnemonic(&self) -> &'static str {
        self.form().mnemonic
    }

    /// The 128-bit encoding. Fails (without panicking) when a field does not fit its width (`FIELD_RANGE`)
    /// or the instruction is not legal (the error [`decode`] would give); on success
    /// `decode(word) == Ok(*self)`.
    pub fn encode(&self) -> Result<u128, IllegalInstr> {
        let mut p = Packer::new();
        let (o, fu) = self.opcode_funct();
        p.header(o, fu, self.deps());
        match self {
            Instr::Nop { .. } | Instr::End { .. } | Instr::Sync { .. } => {}
            Instr::Irq { code, .. } => p.put(f::IRQ_CODE, *code as u64),
            Instr::Dma(d) => {
                p.put(f::DMA_TAG, d.tag as u64);
                p.put(f::DMA_ROWS, d.rows as u64);
                p.put(f::DMA_WORDS, d.words as u64);
                p.put(f::DMA_SRAM, d.sram as u64);
                p.put(f::DMA_DSTRIDE, d.dram_stride as u64);
                match d.target {
                    DmaTarget::Linear { dram, sram_stride } => {
                        p.put(f::DMA_SSTRIDE, sram_stride as u64);
                        p.put(f::DMA_DRAM, dram as u64);
                    }
                    DmaTarget::Kv { seq, layer, block, offset } => {
                        p.put(f::KV_SEQ, seq as u64);
                        p.put(f::KV_LAYER, layer as u64);
                        p.put(f::KV_BLOCK, block as u64);
                        p.put(f::KV_OFFSET, offset as u64);
                    }
                }
            }
            Instr::Matmul(m) => {
                p.put(f::MM_ACC, m.accumulate as u64);
                p.put(f::MM_K, m.k as u64);
                p.put(f::MM_N, m.n as u64);
                p.put(f::MM_M, m.m as u64);
                p.put(f::MM_W, m.w as u64);
                p.put(f::MM_ACT, m.act as u64);
                p.put(f::MM_OUT, m.out as u64);
                p.put(f::MM_ASTRIDE, m.act_stride as u64);
                p.put(f::MM_OSTRIDE, m.out_stride as u64);
            }
            Instr::Matvec(m) => {
                p.put(f::MV_GT, m.gt as u64);
                p.put(f::MV_K, m.k as u64);
                p.put(f::MV_N, m.n as u64);
                p.put(f::MV_DRAM, m.dram as u64);
                p.put(f::MV_ACT, m.act as u64);
                p.put(f::MV_ASCALE, m.ascale as u64);
                p.put(f::MV_OUT, m.out as u64);
            }
            Instr::Vector { op, .. } => {
                let (_, s) = vec_slots(op);
                for (fl, v) in SLOT_FIELDS.iter().zip(s) {
                    p.put(*fl, v);
                }
            }
        }
        if let Some(e) = p.overflow {
            return Err(e);
        }
        let back = decode(p.word)?;
        if back != *self {
            // unreachable for a consistent format table (tested); reported rather than panicking
            return Err(illegal(ErrorCode::FieldRange, self.mnemonic(), 0, "does not round-trip through the encoding"));
        }
        Ok(p.word)
    }

    /// The encoding as four little-endian 32-bit words (word 0 first).
    pub fn encode_words(&self) -> Result<[u32; 4], IllegalInstr> {
        self.encode().map(to_words)
    }
}

/// Applies a form's zero and range checks, in the documented order.
fn check_operands(form: &Form, word: u128) -> Result<(), IllegalInstr> {
    for o in form.operands {
        let v = o.field.get(word);
        if matches!(o.check, NonZero | NonZeroMax(_) | NonZeroEven) && v == 0 {
            return Err(illegal(ErrorCode::ZeroLength, o.field.name, v, "must be at least 1"));
        }
    }
    for o in form.operands {
        let v = o.field.get(word);
        let bad = match o.check {
            NonZeroMax(m) | Max(m) => v > m,
            NonZeroEven => v & 1 == 1,
            SignedRange(lo, hi) => {
                let s = sign_extend(v, o.field.width);
                s < lo || s > hi
            }
            Any | NonZero => false,
        };
        if bad {
            let reason = match o.check {
                NonZeroMax(_) => "must be in 1..=64",
                Max(_) => "must be at most 32767",
                NonZeroEven => "must be even",
                _ => "must be in -32..=32",
            };
            return Err(illegal(ErrorCode::FieldRange, o.field.name, v, reason));
        }
    }
    Ok(())
}

/// Decodes one 128-bit word. Total: never panics; `Err` carries the error code the device stops with.
pub fn decode(word: u128) -> Result<Instr, IllegalInstr> {
    let o = f::OPCODE.get(word) as u8;
    if !opcode_known(o) {
        return Err(illegal(
            ErrorCode::IllegalOpcode,
            f::OPCODE.name,
            o as u64,
            "not one of ctrl (1), sync (2), dma (3), matmul (4), vector (5)",
        ));
    }
    let fu = f::FUNCT.get(word) as u8;
    let Some(form) = form(o, fu) else {
        let reason = match o {
            opcode::CTRL => "ctrl has nop (0), end (1), irq (2)",
            opcode::SYNC => "sync has ctrl (0), dma (1), matrix (2), vector (3)",
            opcode::DMA => "dma has load (0), store (1), kv_load (2), kv_store (3)",
            opcode::MATMUL => "matmul has matmul (0), matvec (1)",
            _ => "vector has functs 0..=11",
        };
        return Err(illegal(ErrorCode::IllegalFunct, f::FUNCT.name, fu as u64, reason));
    };
    let resv = word & form.reserved_mask();
    if resv != 0 {
        return Err(illegal(ErrorCode::ReservedBits, "reserved", resv.trailing_zeros() as u64, form.mnemonic));
    }
    check_operands(form, word)?;
    let deps = Deps { wait: f::WAIT.get(word) as u8, signal: f::SIGNAL.get(word) as u8 };
    let g = |fl: Field| fl.get(word);
    Ok(match o {
        opcode::CTRL => match fu {
            funct::ctrl::NOP => Instr::Nop { deps },
            funct::ctrl::END => Instr::End { deps },
            _ => Instr::Irq { deps, code: g(f::IRQ_CODE) as u16 },
        },
        opcode::SYNC => Instr::Sync { deps, queue: form.queue },
        opcode::DMA => {
            let kv = fu == funct::dma::KV_LOAD || fu == funct::dma::KV_STORE;
            let dir = if fu == funct::dma::LOAD || fu == funct::dma::KV_LOAD { DmaDir::Load } else { DmaDir::Store };
            let target = if kv {
                DmaTarget::Kv {
                    seq: g(f::KV_SEQ) as u8,
                    layer: g(f::KV_LAYER) as u8,
                    block: g(f::KV_BLOCK) as u16,
                    offset: g(f::KV_OFFSET) as u16,
                }
            } else {
                DmaTarget::Linear { dram: g(f::DMA_DRAM) as u32, sram_stride: g(f::DMA_SSTRIDE) as u16 }
            };
            Instr::Dma(Dma {
                deps,
                dir,
                target,
                sram: g(f::DMA_SRAM) as u32,
                rows: g(f::DMA_ROWS) as u16,
                words: g(f::DMA_WORDS) as u16,
                dram_stride: g(f::DMA_DSTRIDE) as u16,
                tag: g(f::DMA_TAG) as u8,
            })
        }
        opcode::MATMUL if fu == funct::matmul::MATVEC => Instr::Matvec(Matvec {
            deps,
            k: g(f::MV_K) as u16,
            n: g(f::MV_N) as u16,
            gt: g(f::MV_GT) as u8,
            dram: g(f::MV_DRAM) as u32,
            act: g(f::MV_ACT) as u32,
            ascale: g(f::MV_ASCALE) as u32,
            out: g(f::MV_OUT) as u32,
        }),
        opcode::MATMUL => Instr::Matmul(Matmul {
            deps,
            accumulate: g(f::MM_ACC) == 1,
            k: g(f::MM_K) as u8,
            n: g(f::MM_N) as u8,
            m: g(f::MM_M) as u16,
            w: g(f::MM_W) as u32,
            act: g(f::MM_ACT) as u32,
            out: g(f::MM_OUT) as u32,
            act_stride: g(f::MM_ASTRIDE) as u16,
            out_stride: g(f::MM_OSTRIDE) as u16,
        }),
        _ => {
            let mut s = [0u64; 6];
            for (v, fl) in s.iter_mut().zip(SLOT_FIELDS) {
                *v = g(fl);
            }
            match vec_from_slots(fu, s) {
                Some(op) => Instr::Vector { deps, op },
                None => return Err(illegal(ErrorCode::IllegalFunct, f::FUNCT.name, fu as u64, "vector has functs 0..=11")),
            }
        }
    })
}

/// The four little-endian 32-bit words of an instruction, word 0 (bits 0..32) first.
pub const fn to_words(word: u128) -> [u32; 4] {
    [word as u32, (word >> 32) as u32, (word >> 64) as u32, (word >> 96) as u32]
}

/// The instruction word from its four 32-bit words (word 0 first).
pub const fn from_words(w: [u32; 4]) -> u128 {
    w[0] as u128 | (w[1] as u128) << 32 | (w[2] as u128) << 64 | (w[3] as u128) << 96
}

/// The 16 bytes of an instruction in device memory (little endian).
pub const fn to_bytes(word: u128) -> [u8; 16] {
    word.to_le_bytes()
}

/// The instruction word from its 16 bytes in device memory.
pub const fn from_bytes(b: [u8; 16]) -> u128 {
    u128::from_le_bytes(b)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn forms_are_unique_and_sorted() {
        for w in FORMS.windows(2) {
            assert!((w[0].opcode, w[0].funct) < (w[1].opcode, w[1].funct), "{} / {}", w[0].mnemonic, w[1].mnemonic);
        }
        for (i, a) in FORMS.iter().enumerate() {
            assert!(FORMS[i + 1..].iter().all(|b| b.mnemonic != a.mnemonic), "{}", a.mnemonic);
            assert!(a.funct as u64 <= f::FUNCT.max() && a.opcode as u64 <= f::OPCODE.max());
            // operand fields do not overlap each other or the header, and keys are unique
            let mut m = f::HEADER.iter().fold(0u128, |m, h| m | h.mask());
            for (j, o) in a.operands.iter().enumerate() {
                assert_eq!(m & o.field.mask(), 0, "{}: {} overlaps", a.mnemonic, o.key);
                m |= o.field.mask();
                assert!(a.operands[j + 1..].iter().all(|p| p.key != o.key), "{}: key {}", a.mnemonic, o.key);
            }
        }
    }

    #[test]
    fn fields_lie_inside_the_word() {
        for fl in f::ALL {
            assert!(fl.width >= 1 && fl.width <= 64 && fl.lo + fl.width <= 128, "{}", fl.name);
        }
    }
}
