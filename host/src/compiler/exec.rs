//! The functional executor: runs Systole programs instruction by instruction with exactly the semantics of
//! `docs/isa.md`, over a DRAM byte image, an SRAM word array and the KV block table.
//!
//! It is the reference that the RTL top will be compared with, and the core of the simulated board: every
//! VECTOR operation and every MATMUL calls the arithmetic contract (`golden::fixed`, `golden::int`), so a
//! program that runs here produces the values of golden-int. It is *functional*: an instruction executes
//! atomically when it starts, and there is no notion of time (the cost model, [`super::cost`], adds time).
//!
//! ```text
//!   DRAM (Vec<u8>) --fetch 16 B/instr--> decode --dispatch (program order)--+--> control: nop end irq sync.ctrl
//!        ^   |                                                              +--> DMA FIFO    (depth D) --+
//!        |   +------ dma.load / kv_load ---------------------------------+  +--> MATRIX FIFO (depth D) --+-- start when
//!        +---------- dma.store / kv_store (block table at BT_BASE) ------+  +--> VECTOR FIFO (depth D) --+   wait sN > 0
//!                                                                        v                                  |
//!                                 SRAM (Vec<u8>, word-addressed) <--- matmul (int8 x int8 -> i32), vec.* <--+
//!                                 semaphores s1..s15 (u8): wait decrements at start, signal increments at end
//! ```
//!
//! **Queues.** The dispatcher decodes in program order and appends queue instructions to FIFOs of
//! [`ExecConfig::queue_depth`] entries (the dispatcher waits on a full FIFO, as `seq_dispatch_f8` does with
//! depth 8 in the accelerator top), so a program whose semaphore producers do not precede their consumers can deadlock here as on
//! the device. Control instructions execute in the dispatcher (`end` and `sync.ctrl` after the barrier).
//! Which runnable action goes next is chosen by the [`Schedule`]: a program without data races gives the
//! same memory with every schedule, and the tests run several random schedules to show it.
//!
//! **Errors** stop the run with the ISA's code ([`ErrorCode`]), the instruction index and a message:
//! decode errors (`ILLEGAL_*`, `RESERVED_BITS`, ...), device limits (`UNSUPPORTED`, `TOO_LONG`, by
//! [`Caps::check`]), DMA checks (`MISALIGNED`, `OUT_OF_WINDOW`, the `KV_*` codes) before any byte moves, SRAM
//! operands outside the SRAM (`OUT_OF_WINDOW`, checked before anything is written), `SEM_OVERFLOW`,
//! `DEADLOCK`, `PROGRAM_OVERRUN`, and the start checks (`ZERO_LENGTH` for `PROG_LEN = 0`, `MISALIGNED`
//! registers). Nothing panics on any program or memory content.

use crate::golden::fixed::{exp_neg, rshr, sat32, to_bfp16, ActScale, RowScale};
use crate::golden::int::{argmax, embed, pv_accumulate, pv_finish, quantize_groups, residual_add, rmsnorm, rope, score_one, swiglu};
use crate::golden::quant::{QMatrix, QNorm};
use std::collections::VecDeque;
use systole_isa::regs::Caps;
use systole_isa::{decode, DmaDir, DmaTarget, ErrorCode, Instr, Queue, VecOp, INSTR_BYTES};

/// The device parameters the executor needs: the capability registers and the dispatcher's FIFO depth.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct ExecConfig {
    /// `CAPS0..3`: R, C, `WORD_BYTES`, SRAM words, longest vector, largest head, longest DMA row.
    pub caps: Caps,
    /// Entries per queue FIFO (the accelerator top's dispatcher `seq_dispatch_f8` has 8).
    pub queue_depth: usize,
}

/// The KV registers (`BT_*`, `KV_*`, `docs/registers.md`), sampled at the doorbell.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default)]
pub struct KvRegs {
    pub bt_base: u32,
    pub bt_seqs: u32,
    pub bt_layers: u32,
    pub bt_blocks: u32,
    pub kv_base: u32,
    pub kv_block_bytes: u32,
    pub kv_num_blocks: u32,
}

/// Which runnable action the executor takes next.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Schedule {
    /// Start a queue head whenever one can start (DMA, then MATRIX, then VECTOR); dispatch otherwise.
    QueuesFirst,
    /// Dispatch whenever possible (fills the FIFOs); start queue heads otherwise.
    DispatchFirst,
    /// A pseudo-random choice among the runnable actions (xorshift seed).
    Random(u64),
}

/// Why a run stopped with an error: the ISA's code, the instruction index (`ERROR_PC`; `None` where the
/// device reports `0xFFFFFFFF`), the queue, and a message.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct ExecError {
    pub code: ErrorCode,
    pub pc: Option<usize>,
    pub queue: Queue,
    pub message: String,
}

impl std::fmt::Display for ExecError {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        match self.pc {
            Some(pc) => write!(f, "{} at instruction {pc} ({} queue): {}", self.code.name(), self.queue.name(), self.message),
            None => write!(f, "{}: {}", self.code.name(), self.message),
        }
    }
}

impl std::error::Error for ExecError {}

/// What a successful run did.
#[derive(Debug, Clone, Default, PartialEq, Eq)]
pub struct RunStats {
    /// Instructions executed per queue (control, DMA, MATRIX, VECTOR).
    pub executed: [u64; 4],
    /// Bytes moved DRAM -> SRAM and SRAM -> DRAM (`dram_read` includes the weight streams that `matvec`
    /// reads from DRAM).
    pub dram_read: u64,
    pub dram_written: u64,
    /// INT8 multiply-accumulates issued to the matrix unit (`k * n * m` per `matmul`, `k * n` per `matvec`).
    pub macs: u64,
    /// `irq` codes in order.
    pub irqs: Vec<u16>,
}

type OpResult = Result<(), (ErrorCode, String)>;
/// BFP16 records read from SRAM: mantissas and exponent.
type Records = Vec<(Vec<i16>, u32)>;

/// Device memory and registers; [`Machine::run`] executes one program (a doorbell).
#[derive(Debug, Clone)]
pub struct Machine {
    pub cfg: ExecConfig,
    /// The DRAM window (`DRAM_SIZE` = its length).
    pub dram: Vec<u8>,
    /// The SRAM, `sram_words * WORD_BYTES` bytes.
    pub sram: Vec<u8>,
    pub kv: KvRegs,
    /// When `Some`, every write to SRAM and DRAM is appended here (see [`Write`]); `None` costs nothing.
    pub log: Option<Vec<Write>>,
    /// The instruction index that [`Machine::run`] is executing, recorded with each logged write.
    log_pc: usize,
    /// The vector unit's resident tables (ISA 1.2 table keep, `docs/isa.md` §4 "Table keep").
    pub resident: Resident,
}

/// The resident record of one table engine: the SRAM word address its table RAM was loaded from by a
/// `keep` instruction, and the table as it was read then.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct ResidentTable {
    pub addr: u32,
    pub table: Vec<u16>,
}

/// The resident records of the vector unit's two table engines (`vpu_top`'s `e_softmax` and `e_ew`
/// `rt_addr_q` / `rt_valid_q`); `None` = invalid. [`Machine::run`] (the doorbell) invalidates both.
#[derive(Debug, Clone, Default, PartialEq, Eq)]
pub struct Resident {
    /// `vec.softmax`'s EXP2 table.
    pub exp2: Option<ResidentTable>,
    /// `vec.silu_mul`'s SIG table.
    pub sig: Option<ResidentTable>,
}

impl Resident {
    /// Whether an instruction with `keep` and table address `addr` hits `slot` (skips the table load).
    pub fn hit(slot: &Option<ResidentTable>, keep: bool, addr: u32) -> bool {
        keep && slot.as_ref().is_some_and(|r| r.addr == addr)
    }
    /// Whether `op` (a `vec.softmax` / `vec.silu_mul` that passes its checks) would skip its table load.
    pub fn op_hits(&self, op: &VecOp) -> bool {
        match *op {
            VecOp::Softmax { exp, keep, .. } => Self::hit(&self.exp2, keep, exp),
            VecOp::SiluMul { sig, keep, .. } => Self::hit(&self.sig, keep, sig),
            _ => false,
        }
    }
}

/// Which memory a logged write went to.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Mem {
    Sram,
    Dram,
}

/// One write of the executor: `data` at byte offset `byte` of `mem`, by instruction `pc` (the index in the
/// program when run through [`Machine::run`], 0 for a bare [`Machine::execute`]). The co-simulation
/// scoreboard (`testbench/src/scoreboard.rs`) takes its expected values from these.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Write {
    pub pc: usize,
    pub mem: Mem,
    pub byte: u64,
    pub data: Vec<u8>,
}

fn oow(m: String) -> (ErrorCode, String) {
    (ErrorCode::OutOfWindow, m)
}

impl Machine {
    /// A machine with the given DRAM contents and a zeroed SRAM.
    pub fn new(cfg: ExecConfig, dram: Vec<u8>, kv: KvRegs) -> Machine {
        let sram = vec![0u8; cfg.caps.sram_words as usize * cfg.caps.word_bytes as usize];
        Machine { cfg, dram, sram, kv, log: None, log_pc: 0, resident: Resident::default() }
    }

    /// Sets the instruction index recorded with logged writes (for callers of [`Machine::execute`]).
    pub fn set_log_pc(&mut self, pc: usize) {
        self.log_pc = pc;
    }

    fn wb(&self) -> usize {
        self.cfg.caps.word_bytes as usize
    }

    // ------------------------------------------------------------------------------------ SRAM access

    /// The byte range of `bytes` bytes at SRAM word `word`, or `OUT_OF_WINDOW`.
    fn srange(&self, word: u64, bytes: usize, what: &str) -> Result<std::ops::Range<usize>, (ErrorCode, String)> {
        let start = word.checked_mul(self.wb() as u64).and_then(|s| usize::try_from(s).ok());
        match start.and_then(|s| s.checked_add(bytes).map(|e| (s, e))) {
            Some((s, e)) if e <= self.sram.len() => Ok(s..e),
            _ => Err(oow(format!(
                "{what}: {bytes} bytes at SRAM word {word:#x} leave the SRAM ({} words)",
                self.cfg.caps.sram_words
            ))),
        }
    }
    fn rd(&self, word: u64, bytes: usize, what: &str) -> Result<&[u8], (ErrorCode, String)> {
        let r = self.srange(word, bytes, what)?;
        Ok(&self.sram[r])
    }
    fn rd_i32(&self, word: u64, n: usize, what: &str) -> Result<Vec<i32>, (ErrorCode, String)> {
        Ok(self.rd(word, 4 * n, what)?.chunks(4).map(|c| i32::from_le_bytes([c[0], c[1], c[2], c[3]])).collect())
    }
    fn rd_u32(&self, word: u64, n: usize, what: &str) -> Result<Vec<u32>, (ErrorCode, String)> {
        Ok(self.rd_i32(word, n, what)?.into_iter().map(|v| v as u32).collect())
    }
    fn rd_u16(&self, word: u64, n: usize, what: &str) -> Result<Vec<u16>, (ErrorCode, String)> {
        Ok(self.rd(word, 2 * n, what)?.chunks(2).map(|c| u16::from_le_bytes([c[0], c[1]])).collect())
    }
    fn rd_i8(&self, word: u64, n: usize, what: &str) -> Result<Vec<i8>, (ErrorCode, String)> {
        Ok(self.rd(word, n, what)?.iter().map(|&b| b as i8).collect())
    }
    fn wr(&mut self, word: u64, b: &[u8], what: &str) -> OpResult {
        let r = self.srange(word, b.len(), what)?;
        if let Some(log) = self.log.as_mut() {
            log.push(Write { pc: self.log_pc, mem: Mem::Sram, byte: r.start as u64, data: b.to_vec() });
        }
        self.sram[r].copy_from_slice(b);
        Ok(())
    }
    fn wr_i32(&mut self, word: u64, v: &[i32], what: &str) -> OpResult {
        let b: Vec<u8> = v.iter().flat_map(|x| x.to_le_bytes()).collect();
        self.wr(word, &b, what)
    }
    /// Words of `bytes` bytes.
    fn words(&self, bytes: usize) -> u64 {
        bytes.div_ceil(self.wb()) as u64
    }
    /// Reads `len` BFP16 records of `hs` mantissas at `word` (`docs/isa.md`, data layout).
    fn rd_records(&self, word: u64, len: usize, hs: usize, what: &str) -> Result<Records, (ErrorCode, String)> {
        let rw = self.words(2 * hs + 4);
        self.srange(word, (len as u64 * rw) as usize * self.wb(), what)?;
        (0..len)
            .map(|t| {
                let b = self.rd(word + t as u64 * rw, 2 * hs + 4, what)?;
                let m = b[..2 * hs].chunks(2).map(|c| i16::from_le_bytes([c[0], c[1]])).collect();
                let e = u32::from_le_bytes([b[2 * hs], b[2 * hs + 1], b[2 * hs + 2], b[2 * hs + 3]]);
                Ok((m, e))
            })
            .collect()
    }

    // ------------------------------------------------------------------------------------ the program

    /// Rings the doorbell: runs the `prog_len` instructions at DRAM offset `prog_addr` until `end` or an
    /// error. Semaphores start at 0; SRAM and DRAM keep their contents between runs; the vector unit's
    /// resident tables are invalidated (ISA 1.2 table keep: nothing is kept across programs).
    pub fn run(&mut self, prog_addr: u64, prog_len: usize, sched: Schedule) -> Result<RunStats, ExecError> {
        self.resident = Resident::default();
        let start_err = |code, message: String| ExecError { code, pc: None, queue: Queue::Ctrl, message };
        if prog_len == 0 {
            return Err(start_err(ErrorCode::ZeroLength, "PROG_LEN is 0".into()));
        }
        let wb = self.wb() as u32;
        if !prog_addr.is_multiple_of(INSTR_BYTES as u64) {
            return Err(start_err(ErrorCode::Misaligned, format!("PROG_ADDR {prog_addr:#x} is not a multiple of 16")));
        }
        if !self.kv.bt_base.is_multiple_of(4) || !self.kv.kv_base.is_multiple_of(wb) || !self.kv.kv_block_bytes.is_multiple_of(wb) {
            return Err(start_err(ErrorCode::Misaligned, format!("KV registers misaligned: {:?}", self.kv)));
        }
        let mut st = RunState {
            pc: 0,
            queues: [VecDeque::new(), VecDeque::new(), VecDeque::new()],
            sems: [0u8; 16],
            rng: match sched {
                Schedule::Random(s) => s | 1,
                _ => 1,
            },
        };
        let mut stats = RunStats::default();
        let mut held: Option<Instr> = None;
        loop {
            // The instruction the dispatcher holds (fetched and decoded when reached).
            if held.is_none() {
                if st.pc == prog_len {
                    return Err(start_err(ErrorCode::ProgramOverrun, format!("{prog_len} instructions dispatched without an end")));
                }
                let at = prog_addr + (st.pc * INSTR_BYTES) as u64;
                let err = |code, message| ExecError { code, pc: Some(st.pc), queue: Queue::Ctrl, message };
                let Some(b) = at.checked_add(16).filter(|&e| e <= self.dram.len() as u64).map(|_| &self.dram[at as usize..at as usize + 16]) else {
                    return Err(err(ErrorCode::OutOfWindow, format!("instruction fetch at {at:#x} leaves the DRAM window")));
                };
                let word = systole_isa::from_bytes(b.try_into().unwrap_or([0; 16]));
                held = Some(decode(word).map_err(|e| err(e.code, e.to_string()))?);
            }
            let Some(ins) = held else { continue };
            // Runnable actions: 0 = dispatch, 1..=3 = start the head of that queue.
            let mut can = [false; 4];
            let qi = ins.queue() as usize;
            can[0] = if qi == 0 {
                let barrier = matches!(ins, Instr::End { .. } | Instr::Sync { .. });
                (!barrier || st.queues.iter().all(|q| q.is_empty())) && st.sem_ok(ins.deps().wait)
            } else {
                st.queues[qi - 1].len() < self.cfg.queue_depth.max(1)
            };
            for (c, q) in can[1..].iter_mut().zip(&st.queues) {
                *c = q.front().is_some_and(|(_, i)| st.sem_ok(i.deps().wait));
            }
            let n = can.iter().filter(|&&c| c).count();
            if n == 0 {
                let w = ins.deps().wait;
                return Err(ExecError {
                    code: ErrorCode::Deadlock,
                    pc: Some(st.pc),
                    queue: ins.queue(),
                    message: format!("nothing can make progress: `{ins}` is held and every queue head waits on a zero semaphore (s{w} = 0)"),
                });
            }
            let pick = match sched {
                Schedule::QueuesFirst => (1..4).find(|&q| can[q]).unwrap_or(0),
                Schedule::DispatchFirst => {
                    if can[0] {
                        0
                    } else {
                        (1..4).find(|&q| can[q]).unwrap_or(0)
                    }
                }
                Schedule::Random(_) => {
                    let k = (st.next_rand() % n as u64) as usize;
                    (0..4).filter(|&a| can[a]).nth(k).unwrap_or(0)
                }
            };
            if pick == 0 {
                let pc = st.pc;
                held = None;
                st.pc += 1;
                if qi == 0 {
                    st.take(ins.deps().wait);
                    match ins {
                        Instr::Irq { code, .. } => stats.irqs.push(code),
                        Instr::End { .. } => {
                            stats.executed[0] += 1;
                            return Ok(stats);
                        }
                        _ => {}
                    }
                    stats.executed[0] += 1;
                    st.give(ins.deps().signal, pc, Queue::Ctrl)?;
                } else {
                    st.queues[qi - 1].push_back((pc, ins));
                }
            } else {
                let Some((pc, i)) = st.queues[pick - 1].pop_front() else { continue };
                st.take(i.deps().wait);
                self.log_pc = pc;
                self.execute(&i, &mut stats).map_err(|(code, message)| ExecError { code, pc: Some(pc), queue: i.queue(), message })?;
                stats.executed[pick] += 1;
                st.give(i.deps().signal, pc, i.queue())?;
            }
        }
    }

    /// Executes one queue instruction (DMA, MATMUL, VECTOR, `sync.<q>`). An instruction built directly
    /// (not decoded from a word) is first checked as `decode` would (zero counts, field ranges).
    pub fn execute(&mut self, i: &Instr, stats: &mut RunStats) -> OpResult {
        i.encode().map_err(|e| (e.code, e.to_string()))?;
        self.cfg.caps.check(i).map_err(|c| (c, format!("`{i}` is beyond this device ({:?})", self.cfg.caps)))?;
        match i {
            Instr::Dma(d) => self.dma(d, stats),
            Instr::Matmul(m) => {
                let (k, n, wb) = (m.k as usize, m.n as usize, self.wb());
                let row_words = (self.cfg.caps.cols as usize).div_ceil(wb) as u64;
                let mut w = Vec::with_capacity(k);
                for r in 0..k {
                    w.push(self.rd_i8(m.w as u64 + r as u64 * row_words, n, "matmul weight tile")?);
                }
                // Check every output range before writing any.
                for v in 0..m.m as u64 {
                    self.srange(m.act as u64 + v * m.act_stride as u64, k, "matmul activations")?;
                    self.srange(m.out as u64 + v * m.out_stride as u64, 4 * n, "matmul outputs")?;
                }
                for v in 0..m.m as u64 {
                    let a = self.rd_i8(m.act as u64 + v * m.act_stride as u64, k, "matmul activations")?;
                    let out = m.out as u64 + v * m.out_stride as u64;
                    let mut y = if m.accumulate { self.rd_i32(out, n, "matmul outputs")? } else { vec![0; n] };
                    for (c, yc) in y.iter_mut().enumerate() {
                        let s: i32 = (0..k).fold(0i32, |s, r| s.wrapping_add(a[r] as i32 * w[r][c] as i32));
                        *yc = yc.wrapping_add(s);
                    }
                    self.wr_i32(out, &y, "matmul outputs")?;
                }
                stats.macs += (k * n * m.m as usize) as u64;
                Ok(())
            }
            Instr::Matvec(mv) => self.matvec(mv, stats),
            Instr::Vector { op, .. } => self.vector(op),
            _ => Ok(()),
        }
    }

    /// `matvec` (ISA 1.1, `docs/isa.md` §4 "MATVEC"): the `n x k` weight stream at DRAM byte `dram * 64`
    /// times the INT8 activations at `act`, requantized per group with the activation scales at `ascale`
    /// and the weight scales inside the stream, `n` Q16 outputs at `out` (the last word's bytes past `4n`
    /// written as zero). `UNSUPPORTED` without the unit was checked by [`Caps::check`]; here every SRAM
    /// range and the stream's DRAM range are checked (`OUT_OF_WINDOW`) before anything is read or written.
    fn matvec(&mut self, mv: &systole_isa::Matvec, stats: &mut RunStats) -> OpResult {
        let wb = self.wb() as u32;
        let sh = mv.shape();
        let (k, n, groups) = (sh.k as usize, sh.n as usize, sh.g() as usize);
        let out_bytes = sh.out_words(wb) as usize * wb as usize;
        self.srange(mv.act as u64, k, "matvec act")?;
        self.srange(mv.ascale as u64, 4 * groups, "matvec ascale")?;
        self.srange(mv.out as u64, out_bytes, "matvec out")?;
        let (d, len) = (mv.dram_byte_offset(), sh.stream_bytes());
        if d + len > self.dram.len() as u64 {
            return Err(oow(format!(
                "matvec weight stream [{d:#x}, {:#x}) leaves the DRAM window of {:#x} bytes",
                d + len,
                self.dram.len()
            )));
        }
        let x = self.rd_i8(mv.act as u64, k, "matvec act")?;
        let a = self.rd_u32(mv.ascale as u64, groups, "matvec ascale")?;
        let st = &self.dram[d as usize..(d + len) as usize];
        let group = sh.group() as usize;
        let mut y = vec![0u8; out_bytes];
        for j in 0..n {
            let mut s = 0i64;
            for (g, &ag) in a.iter().enumerate() {
                // the group's exact i32 sum (|acc| <= 120 * 128 * 128 < 2^31)
                let acc: i32 = (g * group..((g + 1) * group).min(k))
                    .map(|i| x[i] as i32 * st[sh.weight_offset(j as u32, i as u32) as usize] as i8 as i32)
                    .sum();
                let o = sh.scale_offset(j as u32, g as u32) as usize;
                let ws = u32::from_le_bytes([st[o], st[o + 1], st[o + 2], st[o + 3]]);
                // vec.requant's arithmetic: m bits 14:0, shift max(s - e, -31), wrapping i64 sum
                let (m, sh_amt) = ((ws & 0x7fff) as i64, (ws >> 16 & 0xff) as i32 - (ag >> 16 & 0xff) as i32);
                let p = acc as i64 * (ag & 0xffff) as i64 * m;
                s = s.wrapping_add(rshr(p, sh_amt.max(-31)));
            }
            y[4 * j..4 * j + 4].copy_from_slice(&sat32(s).to_le_bytes());
        }
        self.wr(mv.out as u64, &y, "matvec out")?;
        stats.dram_read += len;
        stats.macs += (k * n) as u64;
        Ok(())
    }

    fn dma(&mut self, d: &systole_isa::Dma, stats: &mut RunStats) -> OpResult {
        let wb = self.wb() as u64;
        let row = d.words as u64 * wb;
        if row > self.cfg.caps.max_row_bytes as u64 {
            return Err((ErrorCode::TooLong, format!("row of {row} bytes above CAPS3 = {}", self.cfg.caps.max_row_bytes)));
        }
        let (base, sstride) = match d.target {
            DmaTarget::Linear { dram, sram_stride } => (dram as u64, sram_stride as u64),
            DmaTarget::Kv { seq, layer, block, offset } => {
                let k = self.kv;
                if seq as u32 >= k.bt_seqs || layer as u32 >= k.bt_layers || block as u32 >= k.bt_blocks {
                    return Err((ErrorCode::KvIndex, format!("seq {seq} layer {layer} block {block} outside the block table {k:?}")));
                }
                let index = (seq as u64 * k.bt_layers as u64 + layer as u64) * k.bt_blocks as u64 + block as u64;
                let at = k.bt_base as u64 + 4 * index;
                if at + 4 > self.dram.len() as u64 {
                    return Err(oow(format!("block-table entry {index} at {at:#x} is outside the DRAM window")));
                }
                let a = at as usize;
                let phys = u32::from_le_bytes([self.dram[a], self.dram[a + 1], self.dram[a + 2], self.dram[a + 3]]);
                if phys == u32::MAX {
                    return Err((ErrorCode::KvUnmapped, format!("block-table entry {index} (seq {seq} layer {layer} block {block}) is unmapped")));
                }
                if phys >= k.kv_num_blocks {
                    return Err((ErrorCode::KvBlock, format!("physical block {phys} >= KV_NUM_BLOCKS {}", k.kv_num_blocks)));
                }
                let end = (offset as u64 + (d.rows as u64 - 1) * d.dram_stride as u64 + d.words as u64) * wb;
                if end > k.kv_block_bytes as u64 {
                    return Err((ErrorCode::KvOverrun, format!("rows reach byte {end} of a {}-byte block", k.kv_block_bytes)));
                }
                (k.kv_base as u64 + phys as u64 * k.kv_block_bytes as u64 + offset as u64 * wb, d.words as u64)
            }
        };
        if !base.is_multiple_of(wb) {
            return Err((ErrorCode::Misaligned, format!("DRAM offset {base:#x} is not a multiple of {wb}")));
        }
        let rows = d.rows as u64;
        let dend = base + (rows - 1) * d.dram_stride as u64 * wb + row;
        if dend > self.dram.len() as u64 {
            return Err(oow(format!("DRAM bytes up to {dend:#x} leave the window of {:#x} bytes", self.dram.len())));
        }
        self.srange(d.sram as u64 + (rows - 1) * sstride, row as usize, "DMA SRAM rows")?;
        for r in 0..rows {
            let dr = (base + r * d.dram_stride as u64 * wb) as usize;
            let sr = self.srange(d.sram as u64 + r * sstride, row as usize, "DMA SRAM rows")?;
            if let Some(log) = self.log.as_mut() {
                let (mem, byte, data) = match d.dir {
                    DmaDir::Load => (Mem::Sram, sr.start as u64, self.dram[dr..dr + row as usize].to_vec()),
                    DmaDir::Store => (Mem::Dram, dr as u64, self.sram[sr.clone()].to_vec()),
                };
                log.push(Write { pc: self.log_pc, mem, byte, data });
            }
            match d.dir {
                DmaDir::Load => self.sram[sr].copy_from_slice(&self.dram[dr..dr + row as usize]),
                DmaDir::Store => self.dram[dr..dr + row as usize].copy_from_slice(&self.sram[sr]),
            }
        }
        match d.dir {
            DmaDir::Load => stats.dram_read += rows * row,
            DmaDir::Store => stats.dram_written += rows * row,
        }
        Ok(())
    }

    fn vector(&mut self, op: &VecOp) -> OpResult {
        match *op {
            VecOp::Quant { src, q, scales, len, group } => {
                let v = self.rd_i32(src as u64, len as usize, "quant src")?;
                let mut qv = vec![0i8; len as usize];
                let mut sc = Vec::new();
                quantize_groups(&v, group as usize, &mut qv, &mut sc);
                let sb: Vec<u8> = sc.iter().flat_map(|s| (s.a_m as u32 | (s.e as u32) << 16).to_le_bytes()).collect();
                self.srange(q as u64, qv.len(), "quant q")?;
                self.srange(scales as u64, sb.len(), "quant scales")?;
                self.wr(q as u64, &qv.iter().map(|&x| x as u8).collect::<Vec<_>>(), "quant q")?;
                self.wr(scales as u64, &sb, "quant scales")
            }
            VecOp::Requant { acc, wscales, ascales, dst, len, groups } => {
                let (len, groups) = (len as usize, groups as usize);
                let cw = self.words(4 * len);
                let sw = self.words(4 * groups);
                let a: Vec<ActScale> = self
                    .rd_u32(ascales as u64, groups, "requant ascales")?
                    .into_iter()
                    .map(|v| ActScale { a_m: v as u16, e: (v >> 16) as u8 })
                    .collect();
                let mut accs = Vec::with_capacity(groups);
                for g in 0..groups {
                    accs.push(self.rd_i32(acc as u64 + g as u64 * cw, len, "requant acc")?);
                }
                let mut y = vec![0i32; len];
                for (i, yi) in y.iter_mut().enumerate() {
                    let ws = self.rd_u32(wscales as u64 + i as u64 * sw, groups, "requant wscales")?;
                    let mut s = 0i64;
                    for g in 0..groups {
                        // the weight scale's m is bits 14:0 (bit 15 is ignored) and the shift `s - e` is at
                        // least -31 (docs/isa.md §4): the golden model's scales are all inside that range
                        let (m, sh) = ((ws[g] & 0x7fff) as i64, (ws[g] >> 16 & 0xff) as i32 - a[g].e as i32);
                        let p = accs[g][i] as i64 * a[g].a_m as i64 * m;
                        s = s.wrapping_add(crate::golden::fixed::rshr(p, sh.max(-31)));
                    }
                    *yi = sat32(s);
                }
                self.wr_i32(dst as u64, &y, "requant dst")
            }
            VecOp::RmsNorm { src, gains, eps, dst, len, shift } => {
                let x = self.rd_i32(src as u64, len as usize, "rmsnorm src")?;
                let g: Vec<i16> = self.rd_u16(gains as u64, len as usize, "rmsnorm gains")?.into_iter().map(|v| v as i16).collect();
                let e = self.rd(eps as u64, 8, "rmsnorm eps")?;
                let eps_term = u64::from_le_bytes(e.try_into().unwrap_or([0; 8]));
                self.srange(dst as u64, 4 * len as usize, "rmsnorm dst")?;
                if eps_term >= systole_isa::regs::vpu_limits::RMSNORM_EPS_LIMIT {
                    return Err((ErrorCode::Unsupported, format!("rmsnorm eps_term {eps_term} is not below 2^32 (the vector unit's limit)")));
                }
                let mut y = vec![0; len as usize];
                rmsnorm(&x, &QNorm { g, shift: shift as i32 }, eps_term, &mut y);
                self.wr_i32(dst as u64, &y, "rmsnorm dst")
            }
            VecOp::Rope { src, table, dst, heads, head_size } => {
                let n = heads as usize * head_size as usize;
                let v = self.rd_i32(src as u64, n, "rope src")?;
                let t: Vec<(i16, i16)> = self
                    .rd_u32(table as u64, head_size as usize / 2, "rope table")?
                    .into_iter()
                    .map(|w| (w as u16 as i16, (w >> 16) as u16 as i16))
                    .collect();
                let mut out = vec![0; n];
                rope(&v, &t, head_size as usize, &mut out);
                self.wr_i32(dst as u64, &out, "rope dst")
            }
            VecOp::Score { q, k, dst, len, head_size, att_scale } => {
                // SCORE (`int::score_one`) per position
                let hs = head_size as usize;
                let qv = self.rd_i32(q as u64, hs, "score q")?;
                let recs = self.rd_records(k as u64, len as usize, hs, "score k")?;
                let mut qm = vec![0i16; hs];
                let eq = to_bfp16(&qv, &mut qm) as u32;
                // att_scale <= ATT_SCALE_MAX = 32767 (decode checks every instruction the executor runs)
                let sc: Vec<i32> = recs.iter().map(|(km, ek)| score_one(&qm, eq, km, *ek, att_scale as i16)).collect();
                self.wr_i32(dst as u64, &sc, "score dst")
            }
            VecOp::Softmax { src, exp, dst, len, keep } => {
                let s = self.rd_i32(src as u64, len as usize, "softmax src")?;
                let fresh = self.rd_u16(exp as u64, crate::golden::fixed::EXP2_ENTRIES, "softmax exp table")?;
                self.srange(dst as u64, 2 * len as usize, "softmax dst")?;
                // table keep: a hit computes with the resident table (as loaded, even if the program broke
                // its promise and changed the SRAM words since); any load invalidates the record, and only
                // a complete keep load that passes the EXP2[0] check validates it
                let t = match &self.resident.exp2 {
                    Some(r) if Resident::hit(&self.resident.exp2, keep, exp) => r.table.clone(),
                    _ => {
                        self.resident.exp2 = None;
                        if fresh[0] < systole_isa::regs::vpu_limits::SOFTMAX_EXP2_0_MIN {
                            return Err((ErrorCode::Unsupported, format!("softmax EXP2[0] = {} is below 2^15 (the vector unit's limit)", fresh[0])));
                        }
                        if keep {
                            self.resident.exp2 = Some(ResidentTable { addr: exp, table: fresh.clone() });
                        }
                        fresh
                    }
                };
                let mx = s.iter().copied().max().unwrap_or(0) as i64;
                let e: Vec<i64> = s.iter().map(|&v| exp_neg(mx - v as i64, &t)).collect();
                let l: u64 = e.iter().map(|&v| v as u64).sum();
                // L >= 32768 with the contract's table; L = 0 (a table of zeros) gives the divider's
                // division-by-zero quotient, all ones, and p = 0.
                let r = (1u64 << 47).checked_div(l).map_or((1i64 << 48) - 1, |r| r as i64);
                let p: Vec<u8> = e.iter().flat_map(|&v| (rshr(v.saturating_mul(r), 32) as u16).to_le_bytes()).collect();
                self.wr(dst as u64, &p, "softmax dst")
            }
            VecOp::Pv { p, v, dst, len, head_size } => {
                let hs = head_size as usize;
                let pw = self.rd_u16(p as u64, len as usize, "pv p")?;
                let recs = self.rd_records(v as u64, len as usize, hs, "pv v")?;
                let mut acc = vec![0i64; hs];
                for (&pt, (vm, ev)) in pw.iter().zip(&recs) {
                    pv_accumulate(&mut acc, pt, vm, *ev);
                }
                let mut o = vec![0i32; hs];
                pv_finish(&acc, &mut o);
                self.wr_i32(dst as u64, &o, "pv dst")
            }
            VecOp::SiluMul { h1, h3, sig, dst, len, keep } => {
                let a = self.rd_i32(h1 as u64, len as usize, "silu_mul h1")?;
                let b = self.rd_i32(h3 as u64, len as usize, "silu_mul h3")?;
                let fresh = self.rd_u16(sig as u64, crate::golden::fixed::SIG_ENTRIES, "silu_mul sig table")?;
                // the destination's range is checked before the resident record changes (the engine's
                // checks precede its start), as softmax's
                self.srange(dst as u64, 4 * len as usize, "silu_mul dst")?;
                let t = match &self.resident.sig {
                    Some(r) if Resident::hit(&self.resident.sig, keep, sig) => r.table.clone(),
                    _ => {
                        self.resident.sig = if keep { Some(ResidentTable { addr: sig, table: fresh.clone() }) } else { None };
                        fresh
                    }
                };
                let mut o = vec![0; len as usize];
                swiglu(&a, &b, &t, &mut o);
                self.wr_i32(dst as u64, &o, "silu_mul dst")
            }
            VecOp::ResAdd { x, y, dst, len } => {
                let mut a = self.rd_i32(x as u64, len as usize, "resadd x")?;
                let b = self.rd_i32(y as u64, len as usize, "resadd y")?;
                residual_add(&mut a, &b);
                self.wr_i32(dst as u64, &a, "resadd dst")
            }
            VecOp::Argmax { src, dst, len } => {
                let v = self.rd_i32(src as u64, len as usize, "argmax src")?;
                let i = argmax(&v);
                self.wr_i32(dst as u64, &[i as i32, v[i]], "argmax dst")
            }
            VecOp::Embed { row, scales, dst, len, group } => {
                let (len, group) = (len as usize, group as usize);
                let q = self.rd_i8(row as u64, len, "embed row")?;
                let groups = len.div_ceil(group);
                let scale = self
                    .rd_u32(scales as u64, groups, "embed scales")?
                    .into_iter()
                    .map(|v| RowScale { m: v as u16, s: (v >> 16) as u8 })
                    .collect();
                let e = QMatrix { rows: 1, cols: len, group, q, scale };
                let mut x = vec![0; len];
                embed(&e, 0, &mut x);
                self.wr_i32(dst as u64, &x, "embed dst")
            }
            VecOp::KvPack { src, dst, heads, head_size } => {
                let hs = head_size as usize;
                let v = self.rd_i32(src as u64, heads as usize * hs, "kv_pack src")?;
                let rb = self.words(2 * hs + 4) as usize * self.wb();
                let mut out = vec![0u8; heads as usize * rb];
                for (h, rec) in out.chunks_mut(rb).enumerate() {
                    let mut m = vec![0i16; hs];
                    let e = to_bfp16(&v[h * hs..(h + 1) * hs], &mut m);
                    for (j, x) in m.iter().enumerate() {
                        rec[2 * j..2 * j + 2].copy_from_slice(&x.to_le_bytes());
                    }
                    rec[2 * hs..2 * hs + 4].copy_from_slice(&(e as u32).to_le_bytes());
                }
                self.wr(dst as u64, &out, "kv_pack dst")
            }
        }
    }
}

struct RunState {
    pc: usize,
    queues: [VecDeque<(usize, Instr)>; 3],
    sems: [u8; 16],
    rng: u64,
}

impl RunState {
    fn sem_ok(&self, w: u8) -> bool {
        w == 0 || self.sems[w as usize & 15] > 0
    }
    fn take(&mut self, w: u8) {
        if w != 0 {
            self.sems[w as usize & 15] -= 1;
        }
    }
    fn give(&mut self, s: u8, pc: usize, queue: Queue) -> Result<(), ExecError> {
        if s == 0 {
            return Ok(());
        }
        let v = &mut self.sems[s as usize & 15];
        if *v == u8::MAX {
            return Err(ExecError { code: ErrorCode::SemOverflow, pc: Some(pc), queue, message: format!("signal would raise s{s} above 255") });
        }
        *v += 1;
        Ok(())
    }
    fn next_rand(&mut self) -> u64 {
        self.rng ^= self.rng << 13;
        self.rng ^= self.rng >> 7;
        self.rng ^= self.rng << 17;
        self.rng
    }
}
