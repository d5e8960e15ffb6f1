//! The MMIO register map: 32-bit registers at byte offsets from the device's register base, and the
//! 64-bit performance counters. The full description, with the driver's start sequence and the exact
//! counting rules, is `docs/registers.md`; [`REGS`] and [`COUNTERS`] are the tables it is written from.
//!
//! ```text
//!  0x000 identification and capabilities (RO)      0x060 DRAM window, watchdog
//!  0x020 control, status, doorbell                  0x070 KV block table and pool
//!  0x030 program address/length, PC                 0x090 semaphores, last DMA tag (RO)
//!  0x040 interrupts                                 0x0C0 scratch
//!  0x050 error code / PC / info (RO)                0x0F0 PERF_CTRL; 0x100 counters (LO/HI pairs)
//! ```

use crate::instr::{Instr, VecOp};
use crate::ErrorCode;

/// How software may access a register.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Access {
    /// Read only; writes are ignored.
    Ro,
    /// Read and write.
    Rw,
    /// Write only (an action); reads return 0.
    Wo,
    /// Read; writing 1 to a bit clears it, writing 0 leaves it.
    W1c,
}

impl Access {
    /// As written in the documentation.
    pub const fn name(self) -> &'static str {
        match self {
            Access::Ro => "RO",
            Access::Rw => "RW",
            Access::Wo => "WO",
            Access::W1c => "W1C",
        }
    }
}

/// One 32-bit register.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Reg {
    /// Upper-case name.
    pub name: &'static str,
    /// Byte offset from the register base (a multiple of 4).
    pub offset: u32,
    /// Access.
    pub access: Access,
    /// Value after reset (for CAPS registers: depends on the build, 0 here).
    pub reset: u32,
    /// One-line meaning.
    pub doc: &'static str,
}

/// `ID`: the magic value, ASCII "SYST" (0x53 'S' in the top byte).
pub const ID_MAGIC: u32 = 0x5359_5354;
/// ISA major version: changes when an existing encoding changes meaning.
pub const ISA_MAJOR: u8 = 1;
/// ISA minor version: changes when encodings are added.
pub const ISA_MINOR: u8 = 2;
/// Reset value of `VERSION` for hardware revision 0.
pub const VERSION_RESET: u32 = (ISA_MAJOR as u32) << 8 | ISA_MINOR as u32;

/// Register byte offsets.
pub mod off {
    /// Magic [`ID_MAGIC`](super::ID_MAGIC).
    pub const ID: u32 = 0x000;
    /// `[7:0]` ISA minor, `[15:8]` ISA major, `[31:16]` hardware revision.
    pub const VERSION: u32 = 0x004;
    /// `[7:0]` array rows R, `[15:8]` array columns C, `[19:16]` log2(WORD_BYTES), `[23:20]` log2(SRAM banks),
    /// `[31:24]` semaphore indices (16).
    pub const CAPS0: u32 = 0x008;
    /// `[23:0]` SRAM capacity in words.
    pub const CAPS1: u32 = 0x00C;
    /// `[15:0]` longest vector operand (elements), `[31:16]` largest head size.
    pub const CAPS2: u32 = 0x010;
    /// Longest DMA row in bytes (the engine's `max_row_bytes`).
    pub const CAPS3: u32 = 0x014;
    /// Actions and options, see [`ctrl`](super::ctrl).
    pub const CTRL: u32 = 0x020;
    /// State, see [`status`](super::status).
    pub const STATUS: u32 = 0x024;
    /// Write [`DOORBELL_START`](super::DOORBELL_START) to start the program.
    pub const DOORBELL: u32 = 0x028;
    /// DRAM byte offset (in the window) of instruction 0; a multiple of 16.
    pub const PROG_ADDR: u32 = 0x030;
    /// Number of instructions (>= 1).
    pub const PROG_LEN: u32 = 0x034;
    /// Instructions dispatched since the start (the index of the next one).
    pub const PC: u32 = 0x038;
    /// Pending interrupts, see [`int`](super::int).
    pub const INT_STATUS: u32 = 0x040;
    /// Interrupt enables (same bits as `INT_STATUS`).
    pub const INT_MASK: u32 = 0x044;
    /// `[15:0]` code of the last `irq` instruction.
    pub const IRQ_CODE: u32 = 0x048;
    /// `[7:0]` the [`ErrorCode`](crate::ErrorCode) that stopped the device (0 = none).
    pub const ERROR_CODE: u32 = 0x050;
    /// Index of the instruction that caused the error (`0xFFFF_FFFF`: none, e.g. `WATCHDOG`, `ABORTED`).
    pub const ERROR_PC: u32 = 0x054;
    /// Detail, see [`error_info`](super::error_info).
    pub const ERROR_INFO: u32 = 0x058;
    /// Device DRAM window base, bits 31:0 (bus address of DRAM offset 0).
    pub const DRAM_BASE_LO: u32 = 0x060;
    /// Device DRAM window base, bits 63:32 (must be 0 on a 32-bit bus).
    pub const DRAM_BASE_HI: u32 = 0x064;
    /// Device DRAM window size in bytes (offsets `[0, DRAM_SIZE)` are legal).
    pub const DRAM_SIZE: u32 = 0x068;
    /// Watchdog: cycles without any instruction starting or completing before `WATCHDOG` (0 = off).
    pub const WATCHDOG: u32 = 0x06C;
    /// DRAM offset of the block table (u32 entries; a multiple of 4).
    pub const BT_BASE: u32 = 0x070;
    /// Block table: number of sequences.
    pub const BT_SEQS: u32 = 0x074;
    /// Block table: number of layers.
    pub const BT_LAYERS: u32 = 0x078;
    /// Block table: logical blocks per (sequence, layer).
    pub const BT_BLOCKS: u32 = 0x07C;
    /// DRAM offset of physical KV block 0 (a multiple of WORD_BYTES).
    pub const KV_BASE: u32 = 0x080;
    /// Bytes per physical KV block (a multiple of WORD_BYTES).
    pub const KV_BLOCK_BYTES: u32 = 0x084;
    /// Number of physical KV blocks.
    pub const KV_NUM_BLOCKS: u32 = 0x088;
    /// Semaphores s0..s3, 8 bits each (`[8i+7:8i]` = s(i); s0 is always 0).
    pub const SEM0: u32 = 0x090;
    /// Semaphores s4..s7.
    pub const SEM1: u32 = 0x094;
    /// Semaphores s8..s11.
    pub const SEM2: u32 = 0x098;
    /// Semaphores s12..s15.
    pub const SEM3: u32 = 0x09C;
    /// `[7:0]` tag of the last completed DMA, `[31:8]` DMAs completed since the start (wraps).
    pub const DMA_LAST_TAG: u32 = 0x0A0;
    /// Free for software.
    pub const SCRATCH0: u32 = 0x0C0;
    /// Free for software.
    pub const SCRATCH1: u32 = 0x0C4;
    /// Free for software.
    pub const SCRATCH2: u32 = 0x0C8;
    /// Free for software.
    pub const SCRATCH3: u32 = 0x0CC;
    /// Counter actions, see [`perf`](super::perf).
    pub const PERF_CTRL: u32 = 0x0F0;
    /// First counter (LO half); counter `i` is at `PERF_BASE + 8 i` (LO) and `+ 4` (HI).
    pub const PERF_BASE: u32 = 0x100;
}

/// The value to write to `DOORBELL` to start the program (other values are ignored).
pub const DOORBELL_START: u32 = 1;

/// `CTRL` bits.
pub mod ctrl {
    /// Write 1: return the sequencer, queues, semaphores, `STATUS`, `ERROR_*` and `PC` to their reset
    /// state (configuration registers, `INT_MASK`, scratch and counters are kept). Reads 0.
    pub const SOFT_RESET: u32 = 1 << 0;
    /// Write 1 while busy: stop with error `ABORTED` (in-flight DMA bursts complete first). Reads 0.
    pub const ABORT: u32 = 1 << 1;
    /// Read/write: 1 = the doorbell does not clear the performance counters.
    pub const PERF_KEEP: u32 = 1 << 8;
}

/// `STATUS` bits.
pub mod status {
    /// A program is running (from the doorbell to `end` or an error).
    pub const BUSY: u32 = 1 << 0;
    /// The last program ended with `end` (cleared by the doorbell).
    pub const DONE: u32 = 1 << 1;
    /// The last program stopped with an error, see `ERROR_CODE` (cleared by the doorbell).
    pub const ERROR: u32 = 1 << 2;
    /// A doorbell was written while busy and ignored (sticky until the next accepted doorbell).
    pub const DOORBELL_IGNORED: u32 = 1 << 3;
    /// The fetch unit has instructions left to read.
    pub const FETCH_ACTIVE: u32 = 1 << 8;
    /// The DMA queue holds or executes an instruction.
    pub const DMA_ACTIVE: u32 = 1 << 9;
    /// The matrix queue holds or executes an instruction.
    pub const MATRIX_ACTIVE: u32 = 1 << 10;
    /// The vector queue holds or executes an instruction.
    pub const VECTOR_ACTIVE: u32 = 1 << 11;
    /// Some queue's next instruction waits on a zero semaphore.
    pub const WAITING: u32 = 1 << 12;
}

/// `INT_STATUS` / `INT_MASK` bits. The interrupt line is high while `INT_STATUS & INT_MASK != 0`.
pub mod int {
    /// An `end` completed.
    pub const DONE: u32 = 1 << 0;
    /// The device stopped with an error.
    pub const ERROR: u32 = 1 << 1;
    /// An `irq` instruction executed (`IRQ_CODE` holds its code).
    pub const SW: u32 = 1 << 2;
    /// All defined bits.
    pub const ALL: u32 = DONE | ERROR | SW;
}

/// `ERROR_INFO` fields.
pub mod error_info {
    /// `[1:0]` queue of the failing instruction (`Queue` number).
    pub const QUEUE_SHIFT: u32 = 0;
    /// `[7:4]` semaphore (for `SEM_OVERFLOW`).
    pub const SEM_SHIFT: u32 = 4;
    /// `[15:8]` DMA tag (for DMA and KV errors).
    pub const TAG_SHIFT: u32 = 8;
    /// `[23:16]` the failing instruction's opcode (`[19:16]`) and funct (`[23:20]`).
    pub const OPFN_SHIFT: u32 = 16;
}

/// `PERF_CTRL` bits (write 1 to act; reads 0).
pub mod perf {
    /// Copy every counter into its readable shadow in the same cycle.
    pub const SNAPSHOT: u32 = 1 << 0;
    /// Clear every counter (the shadows keep their values).
    pub const CLEAR: u32 = 1 << 1;
}

/// Every register, by offset.
pub const REGS: &[Reg] = &[
    Reg { name: "ID", offset: off::ID, access: Access::Ro, reset: ID_MAGIC, doc: "magic 0x53595354 (\"SYST\")" },
    Reg { name: "VERSION", offset: off::VERSION, access: Access::Ro, reset: VERSION_RESET, doc: "[7:0] ISA minor, [15:8] ISA major, [31:16] hardware revision" },
    Reg { name: "CAPS0", offset: off::CAPS0, access: Access::Ro, reset: 0, doc: "[7:0] R, [15:8] C, [19:16] log2 WORD_BYTES, [23:20] log2 banks, [31:24] semaphores" },
    Reg { name: "CAPS1", offset: off::CAPS1, access: Access::Ro, reset: 0, doc: "[23:0] SRAM words, [24] matvec unit (ISA 1.1), [25] table keep (ISA 1.2)" },
    Reg { name: "CAPS2", offset: off::CAPS2, access: Access::Ro, reset: 0, doc: "[15:0] max vector length, [31:16] max head size" },
    Reg { name: "CAPS3", offset: off::CAPS3, access: Access::Ro, reset: 0, doc: "max DMA row bytes" },
    Reg { name: "CTRL", offset: off::CTRL, access: Access::Rw, reset: 0, doc: "[0] SOFT_RESET (W1), [1] ABORT (W1), [8] PERF_KEEP" },
    Reg { name: "STATUS", offset: off::STATUS, access: Access::Ro, reset: 0, doc: "[0] BUSY [1] DONE [2] ERROR [3] DOORBELL_IGNORED [8..12] activity" },
    Reg { name: "DOORBELL", offset: off::DOORBELL, access: Access::Wo, reset: 0, doc: "write 1: start" },
    Reg { name: "PROG_ADDR", offset: off::PROG_ADDR, access: Access::Rw, reset: 0, doc: "DRAM offset of instruction 0 (multiple of 16)" },
    Reg { name: "PROG_LEN", offset: off::PROG_LEN, access: Access::Rw, reset: 0, doc: "instruction count" },
    Reg { name: "PC", offset: off::PC, access: Access::Ro, reset: 0, doc: "instructions dispatched" },
    Reg { name: "INT_STATUS", offset: off::INT_STATUS, access: Access::W1c, reset: 0, doc: "[0] DONE [1] ERROR [2] SW" },
    Reg { name: "INT_MASK", offset: off::INT_MASK, access: Access::Rw, reset: 0, doc: "interrupt enables" },
    Reg { name: "IRQ_CODE", offset: off::IRQ_CODE, access: Access::Ro, reset: 0, doc: "[15:0] last irq code" },
    Reg { name: "ERROR_CODE", offset: off::ERROR_CODE, access: Access::Ro, reset: 0, doc: "[7:0] error code" },
    Reg { name: "ERROR_PC", offset: off::ERROR_PC, access: Access::Ro, reset: 0xFFFF_FFFF, doc: "index of the failing instruction" },
    Reg { name: "ERROR_INFO", offset: off::ERROR_INFO, access: Access::Ro, reset: 0, doc: "[1:0] queue [7:4] sem [15:8] tag [23:16] opcode/funct" },
    Reg { name: "DRAM_BASE_LO", offset: off::DRAM_BASE_LO, access: Access::Rw, reset: 0, doc: "DRAM window base [31:0]" },
    Reg { name: "DRAM_BASE_HI", offset: off::DRAM_BASE_HI, access: Access::Rw, reset: 0, doc: "DRAM window base [63:32]" },
    Reg { name: "DRAM_SIZE", offset: off::DRAM_SIZE, access: Access::Rw, reset: 0, doc: "DRAM window size (bytes)" },
    Reg { name: "WATCHDOG", offset: off::WATCHDOG, access: Access::Rw, reset: 0, doc: "cycles without progress (0 = off)" },
    Reg { name: "BT_BASE", offset: off::BT_BASE, access: Access::Rw, reset: 0, doc: "block table DRAM offset" },
    Reg { name: "BT_SEQS", offset: off::BT_SEQS, access: Access::Rw, reset: 0, doc: "block table sequences" },
    Reg { name: "BT_LAYERS", offset: off::BT_LAYERS, access: Access::Rw, reset: 0, doc: "block table layers" },
    Reg { name: "BT_BLOCKS", offset: off::BT_BLOCKS, access: Access::Rw, reset: 0, doc: "logical blocks per (sequence, layer)" },
    Reg { name: "KV_BASE", offset: off::KV_BASE, access: Access::Rw, reset: 0, doc: "DRAM offset of physical block 0" },
    Reg { name: "KV_BLOCK_BYTES", offset: off::KV_BLOCK_BYTES, access: Access::Rw, reset: 0, doc: "bytes per physical block" },
    Reg { name: "KV_NUM_BLOCKS", offset: off::KV_NUM_BLOCKS, access: Access::Rw, reset: 0, doc: "physical blocks" },
    Reg { name: "SEM0", offset: off::SEM0, access: Access::Ro, reset: 0, doc: "s0..s3" },
    Reg { name: "SEM1", offset: off::SEM1, access: Access::Ro, reset: 0, doc: "s4..s7" },
    Reg { name: "SEM2", offset: off::SEM2, access: Access::Ro, reset: 0, doc: "s8..s11" },
    Reg { name: "SEM3", offset: off::SEM3, access: Access::Ro, reset: 0, doc: "s12..s15" },
    Reg { name: "DMA_LAST_TAG", offset: off::DMA_LAST_TAG, access: Access::Ro, reset: 0, doc: "[7:0] last tag, [31:8] DMAs completed" },
    Reg { name: "SCRATCH0", offset: off::SCRATCH0, access: Access::Rw, reset: 0, doc: "software" },
    Reg { name: "SCRATCH1", offset: off::SCRATCH1, access: Access::Rw, reset: 0, doc: "software" },
    Reg { name: "SCRATCH2", offset: off::SCRATCH2, access: Access::Rw, reset: 0, doc: "software" },
    Reg { name: "SCRATCH3", offset: off::SCRATCH3, access: Access::Rw, reset: 0, doc: "software" },
    Reg { name: "PERF_CTRL", offset: off::PERF_CTRL, access: Access::Wo, reset: 0, doc: "[0] SNAPSHOT, [1] CLEAR" },
];

/// One 64-bit performance counter.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Counter {
    /// Upper-case name (`PERF_<name>_LO` / `_HI` in the docs).
    pub name: &'static str,
    /// Index: LO at `PERF_BASE + 8 * index`, HI at `+ 4`.
    pub index: u32,
    /// Exact counting rule.
    pub rule: &'static str,
}

impl Counter {
    /// Byte offset of the low half.
    pub const fn lo(self) -> u32 {
        off::PERF_BASE + 8 * self.index
    }
    /// Byte offset of the high half.
    pub const fn hi(self) -> u32 {
        self.lo() + 4
    }
}

/// Every performance counter, by index. Counting happens while `STATUS.BUSY` is 1 (plus the cycles an
/// abort waits for in-flight bursts), one increment per rule per cycle unless the rule says otherwise.
pub const COUNTERS: &[Counter] = &[
    Counter { name: "CYCLES", index: 0, rule: "cycles with STATUS.BUSY" },
    Counter { name: "INSTRET", index: 1, rule: "instructions completed (every queue and the control unit)" },
    Counter { name: "MATRIX_BUSY", index: 2, rule: "cycles in which a MATMUL is executing (from its start to its completion)" },
    Counter { name: "VECTOR_BUSY", index: 3, rule: "cycles in which a vector operation is executing" },
    Counter { name: "DMA_BUSY", index: 4, rule: "cycles in which a DMA is executing (block-table read included)" },
    Counter { name: "MACS", index: 5, rule: "useful multiply-accumulates: k * n per activation vector accepted by the matrix unit" },
    Counter { name: "DMA_RD_BYTES", index: 6, rule: "bytes of DMA load data read from DRAM (accepted R beats x WORD_BYTES)" },
    Counter { name: "DMA_WR_BYTES", index: 7, rule: "bytes of DMA store data written to DRAM (accepted W beats x WORD_BYTES)" },
    Counter { name: "FETCH_BYTES", index: 8, rule: "bytes read from DRAM for instructions and block-table entries" },
    Counter { name: "STALL_WAIT_DMA", index: 9, rule: "cycles the DMA queue's next instruction waits on a zero semaphore" },
    Counter { name: "STALL_WAIT_MATRIX", index: 10, rule: "cycles the matrix queue's next instruction waits on a zero semaphore" },
    Counter { name: "STALL_WAIT_VECTOR", index: 11, rule: "cycles the vector queue's next instruction waits on a zero semaphore" },
    Counter { name: "STALL_WAIT_CTRL", index: 12, rule: "cycles the control unit waits on a zero semaphore or a barrier (end, sync.ctrl)" },
    Counter { name: "STALL_QUEUE_FULL", index: 13, rule: "cycles the dispatcher holds an instruction because its queue is full" },
    Counter { name: "STALL_FETCH", index: 14, rule: "cycles the dispatcher has no instruction while the fetch unit is active" },
    Counter { name: "STALL_SRAM", index: 15, rule: "sum over requesters of cycles with a request waiting for its SRAM bank" },
    Counter { name: "SRAM_CONFLICTS", index: 16, rule: "sum over cycles of the banks wanted by two or more requesters" },
    Counter { name: "NOC_FLITS", index: 17, rule: "flits switched by all NoC routers (one per router per flit)" },
    Counter { name: "MV_RD_BYTES", index: 18, rule: "bytes of matvec weight streams read from DRAM (accepted R beats x WORD_BYTES)" },
];

/// Fixed limits of the vector unit's operation units (`docs/isa.md` §4 "Limits of the vector unit"); an
/// instruction beyond them is `UNSUPPORTED`. They are the same on every configuration built so far, so
/// they are constants here rather than `CAPS` fields.
pub mod vpu_limits {
    /// `vec.quant`: largest `group` (the QUANT unit's 32-element banks).
    pub const QUANT_MAX_GROUP: u32 = 32;
    /// `vec.requant`: most `groups` (the engine's activation-scale buffer).
    pub const REQUANT_MAX_GROUPS: u32 = 64;
    /// `vec.requant`: most accumulators `groups * len` (the engine's accumulator buffer).
    pub const REQUANT_MAX_ACC: u32 = 2048;
    /// `vec.rmsnorm`: longest vector (the RMSNORM unit's buffer).
    pub const RMSNORM_MAX_LEN: u32 = 256;
    /// `vec.rmsnorm`: `eps_term` must be below this (the unit's 32-bit `eps_term`; checked when the
    /// instruction reads it, after the operand ranges).
    pub const RMSNORM_EPS_LIMIT: u64 = 1 << 32;
    /// `vec.softmax`: the EXP2 table's entry 0 must be at least this (the unit's sum `L >= 2^15` keeps
    /// `2^47 / L` in 33 bits; the contract's table has `EXP2[0] = 32768`); checked when the table is read,
    /// after the operand ranges.
    pub const SOFTMAX_EXP2_0_MIN: u16 = 32768;
}

/// Device capabilities, as read from `CAPS0..3`.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Caps {
    /// Matrix array rows R (inputs per tile).
    pub rows: u32,
    /// Matrix array columns C (outputs per tile).
    pub cols: u32,
    /// Bytes per SRAM word (= DMA beat), a power of two.
    pub word_bytes: u32,
    /// SRAM banks, a power of two.
    pub banks: u32,
    /// Semaphore indices (16).
    pub semaphores: u32,
    /// SRAM capacity in words.
    pub sram_words: u32,
    /// Longest vector operand in elements.
    pub max_vec_len: u32,
    /// Largest head size.
    pub max_head_size: u32,
    /// Longest DMA row in bytes.
    pub max_row_bytes: u32,
    /// The device has the `matvec` unit (ISA 1.1; `CAPS1` bit 24). Without it a `matvec` is `UNSUPPORTED`.
    pub matvec: bool,
    /// The vector unit keeps its EXP2 / SIG tables between instructions (ISA 1.2; `CAPS1` bit 25): the
    /// `keep` flag of `vec.softmax` / `vec.silu_mul`. Without it an instruction with `keep = 1` is
    /// `UNSUPPORTED` (an ISA 1.1 decoder reports `RESERVED_BITS` for the bit).
    pub table_keep: bool,
}

/// `CAPS1` bit of [`Caps::matvec`].
pub const CAPS1_MATVEC_BIT: u32 = 24;
/// `CAPS1` bit of [`Caps::table_keep`].
pub const CAPS1_TABLE_KEEP_BIT: u32 = 25;

impl Caps {
    /// The four register values `[CAPS0, CAPS1, CAPS2, CAPS3]`.
    pub fn to_regs(&self) -> [u32; 4] {
        let lg = |x: u32| x.max(1).trailing_zeros() & 0xF;
        [
            (self.rows & 0xFF) | (self.cols & 0xFF) << 8 | lg(self.word_bytes) << 16 | lg(self.banks) << 20 | (self.semaphores & 0xFF) << 24,
            self.sram_words & 0xFF_FFFF
                | (self.matvec as u32) << CAPS1_MATVEC_BIT
                | (self.table_keep as u32) << CAPS1_TABLE_KEEP_BIT,
            (self.max_vec_len & 0xFFFF) | (self.max_head_size & 0xFFFF) << 16,
            self.max_row_bytes,
        ]
    }

    /// Capabilities from the register values `[CAPS0, CAPS1, CAPS2, CAPS3]`.
    pub fn from_regs(r: [u32; 4]) -> Caps {
        Caps {
            rows: r[0] & 0xFF,
            cols: (r[0] >> 8) & 0xFF,
            word_bytes: 1 << ((r[0] >> 16) & 0xF),
            banks: 1 << ((r[0] >> 20) & 0xF),
            semaphores: r[0] >> 24,
            sram_words: r[1] & 0xFF_FFFF,
            max_vec_len: r[2] & 0xFFFF,
            max_head_size: r[2] >> 16,
            max_row_bytes: r[3],
            matvec: r[1] >> CAPS1_MATVEC_BIT & 1 == 1,
            table_keep: r[1] >> CAPS1_TABLE_KEEP_BIT & 1 == 1,
        }
    }

    /// The device-dependent checks a legal instruction must also pass on this device (the ones the
    /// encoding cannot express): `UNSUPPORTED` for a tile or vector beyond the hardware, `TOO_LONG` for a
    /// DMA row beyond the engine, `UNSUPPORTED` for a `matvec` on a device without the matvec unit and for a
    /// `keep` flag on a device without table keep. SRAM and DRAM ranges are checked at execution
    /// (`OUT_OF_WINDOW`).
    pub fn check(&self, i: &Instr) -> Result<(), ErrorCode> {
        match i {
            // every legal matvec (k <= 1023, G <= 128) fits every matvec unit
            Instr::Matvec(_) if !self.matvec => Err(ErrorCode::Unsupported),
            Instr::Vector { op: VecOp::Softmax { keep: true, .. } | VecOp::SiluMul { keep: true, .. }, .. }
                if !self.table_keep =>
            {
                Err(ErrorCode::Unsupported)
            }
            Instr::Matmul(m) if m.k as u32 > self.rows || m.n as u32 > self.cols => Err(ErrorCode::Unsupported),
            Instr::Dma(d) if d.words as u64 * self.word_bytes as u64 > self.max_row_bytes as u64 => Err(ErrorCode::TooLong),
            Instr::Vector { op, .. } => {
                let (len, hs) = vec_len_and_head(op);
                let unit_limit = match *op {
                    VecOp::Quant { group, .. } => group as u32 > vpu_limits::QUANT_MAX_GROUP,
                    VecOp::Requant { len, groups, .. } => {
                        groups as u32 > vpu_limits::REQUANT_MAX_GROUPS
                            || groups as u32 * len as u32 > vpu_limits::REQUANT_MAX_ACC
                    }
                    VecOp::RmsNorm { len, .. } => len as u32 > vpu_limits::RMSNORM_MAX_LEN,
                    _ => false,
                };
                if len > self.max_vec_len || hs > self.max_head_size || unit_limit {
                    Err(ErrorCode::Unsupported)
                } else {
                    Ok(())
                }
            }
            _ => Ok(()),
        }
    }
}

/// (elements of the longest operand vector, head size or 0) of a vector operation.
fn vec_len_and_head(op: &VecOp) -> (u32, u32) {
    match *op {
        VecOp::Quant { len, .. }
        | VecOp::Requant { len, .. }
        | VecOp::RmsNorm { len, .. }
        | VecOp::Softmax { len, .. }
        | VecOp::SiluMul { len, .. }
        | VecOp::ResAdd { len, .. }
        | VecOp::Argmax { len, .. }
        | VecOp::Embed { len, .. } => (len as u32, 0),
        VecOp::Rope { heads, head_size, .. } | VecOp::KvPack { heads, head_size, .. } => {
            (heads as u32 * head_size as u32, head_size as u32)
        }
        VecOp::Score { len, head_size, .. } | VecOp::Pv { len, head_size, .. } => (len as u32, head_size as u32),
    }
}
