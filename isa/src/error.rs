//! Device error codes: the value of the `ERROR_CODE` register, the RTL decoder's `error` output and the
//! code of every [`IllegalInstr`](crate::IllegalInstr).
//!
//! Codes 0..=5 are the DMA engine's descriptor status codes (`systole_hdl::dma::status`, same numbers and
//! meanings), so the sequencer copies a failed descriptor's `done_status` into `ERROR_CODE` unchanged.
//! `0x10..=0x1F` are decode errors (an illegal instruction, found before it is dispatched), `0x20..` are
//! execution errors (found while or after the instruction is dispatched). Any error stops the device:
//! `STATUS.ERROR`, `INT_STATUS.ERROR`, and `ERROR_PC`/`ERROR_INFO` name the cause (`docs/registers.md`).

use core::fmt;

/// One device error code (8 bits).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, PartialOrd, Ord)]
#[repr(u8)]
pub enum ErrorCode {
    /// No error (the DMA status `OK`).
    None = 0x00,
    /// A count that must be at least 1 is 0 (decode: DMA rows/words, MATMUL k/n/m, VECTOR len, group or
    /// head size; start: `PROG_LEN = 0`; DMA status `ZERO_LENGTH`).
    ZeroLength = 0x01,
    /// A DMA row is longer than the engine's `max_row_bytes` (`CAPS3`; DMA status `TOO_LONG`).
    TooLong = 0x02,
    /// A DRAM byte address (instruction field or `PROG_ADDR`, `KV_BASE`, `KV_BLOCK_BYTES`, `BT_BASE`) is not
    /// a multiple of its required alignment (DMA status `MISALIGNED`).
    Misaligned = 0x03,
    /// A DRAM range leaves the window `[0, DRAM_SIZE)`, or an SRAM range leaves the SRAM (DMA status
    /// `OUT_OF_WINDOW`).
    OutOfWindow = 0x04,
    /// An AXI read or write response was not OKAY (data, instruction fetch or block-table read; DMA status
    /// `BUS_ERROR`).
    BusError = 0x05,
    /// Decode: the opcode is not one of CTRL, SYNC, DMA, MATMUL, VECTOR (0 and 6..=15; an all-zero word is
    /// illegal).
    IllegalOpcode = 0x10,
    /// Decode: the funct is not defined for the opcode.
    IllegalFunct = 0x11,
    /// Decode: a bit that the instruction's format does not use is 1.
    ReservedBits = 0x12,
    /// Decode: a field is outside its allowed values (MATMUL k or n above 64, odd ROPE head size, SCORE
    /// scale above 32767, RMSNORM shift outside -32..=32).
    FieldRange = 0x13,
    /// Execution: a `signal` would raise a semaphore above 255.
    SemOverflow = 0x20,
    /// Execution: every queue that holds an instruction waits on a zero semaphore, nothing is in flight
    /// that could signal one, and the fetch unit cannot dispatch anything else.
    Deadlock = 0x21,
    /// Execution: no instruction started or completed for `WATCHDOG` cycles.
    Watchdog = 0x22,
    /// Execution: a KV DMA's sequence, layer or logical block is outside the block table
    /// (`BT_SEQS`, `BT_LAYERS`, `BT_BLOCKS`).
    KvIndex = 0x23,
    /// Execution: the block-table entry is `0xFFFF_FFFF` (no physical block mapped).
    KvUnmapped = 0x24,
    /// Execution: the physical block number is not below `KV_NUM_BLOCKS`.
    KvBlock = 0x25,
    /// Execution: the KV DMA's rows reach past the end of the physical block (`KV_BLOCK_BYTES`).
    KvOverrun = 0x26,
    /// Execution: a legal instruction exceeds this device's capabilities (`CAPS0..3`: MATMUL k > R or
    /// n > C, a vector longer than the vector unit supports, a head size above its maximum).
    Unsupported = 0x27,
    /// Execution: the fetch unit reached `PROG_LEN` instructions without an `end`.
    ProgramOverrun = 0x28,
    /// Execution: software wrote `CTRL.ABORT`.
    Aborted = 0x29,
}

impl ErrorCode {
    /// Every code, in numeric order.
    pub const ALL: [ErrorCode; 20] = [
        ErrorCode::None,
        ErrorCode::ZeroLength,
        ErrorCode::TooLong,
        ErrorCode::Misaligned,
        ErrorCode::OutOfWindow,
        ErrorCode::BusError,
        ErrorCode::IllegalOpcode,
        ErrorCode::IllegalFunct,
        ErrorCode::ReservedBits,
        ErrorCode::FieldRange,
        ErrorCode::SemOverflow,
        ErrorCode::Deadlock,
        ErrorCode::Watchdog,
        ErrorCode::KvIndex,
        ErrorCode::KvUnmapped,
        ErrorCode::KvBlock,
        ErrorCode::KvOverrun,
        ErrorCode::Unsupported,
        ErrorCode::ProgramOverrun,
        ErrorCode::Aborted,
    ];

    /// The codes an instruction decode can produce (in the order the checks are applied, after `None`).
    pub const DECODE: [ErrorCode; 5] = [
        ErrorCode::IllegalOpcode,
        ErrorCode::IllegalFunct,
        ErrorCode::ReservedBits,
        ErrorCode::ZeroLength,
        ErrorCode::FieldRange,
    ];

    /// The numeric code.
    pub const fn code(self) -> u8 {
        self as u8
    }

    /// The code with this number, if any.
    pub fn from_code(code: u8) -> Option<ErrorCode> {
        ErrorCode::ALL.iter().copied().find(|c| c.code() == code)
    }

    /// The error for a DMA engine completion status (`systole_hdl::dma::status`, 0..=5).
    pub fn from_dma_status(status: u64) -> Option<ErrorCode> {
        if status <= 5 {
            ErrorCode::from_code(status as u8)
        } else {
            Option::None
        }
    }

    /// Upper-case name, as in the documentation (`ZERO_LENGTH`).
    pub const fn name(self) -> &'static str {
        match self {
            ErrorCode::None => "OK",
            ErrorCode::ZeroLength => "ZERO_LENGTH",
            ErrorCode::TooLong => "TOO_LONG",
            ErrorCode::Misaligned => "MISALIGNED",
            ErrorCode::OutOfWindow => "OUT_OF_WINDOW",
            ErrorCode::BusError => "BUS_ERROR",
            ErrorCode::IllegalOpcode => "ILLEGAL_OPCODE",
            ErrorCode::IllegalFunct => "ILLEGAL_FUNCT",
            ErrorCode::ReservedBits => "RESERVED_BITS",
            ErrorCode::FieldRange => "FIELD_RANGE",
            ErrorCode::SemOverflow => "SEM_OVERFLOW",
            ErrorCode::Deadlock => "DEADLOCK",
            ErrorCode::Watchdog => "WATCHDOG",
            ErrorCode::KvIndex => "KV_INDEX",
            ErrorCode::KvUnmapped => "KV_UNMAPPED",
            ErrorCode::KvBlock => "KV_BLOCK",
            ErrorCode::KvOverrun => "KV_OVERRUN",
            ErrorCode::Unsupported => "UNSUPPORTED",
            ErrorCode::ProgramOverrun => "PROGRAM_OVERRUN",
            ErrorCode::Aborted => "ABORTED",
        }
    }

    /// True for the codes [`decode`](crate::decode) produces.
    pub fn is_decode(self) -> bool {
        ErrorCode::DECODE.contains(&self)
    }
}

impl fmt::Display for ErrorCode {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{} (0x{:02x})", self.name(), self.code())
    }
}
