//! The compiler, part 2: programs. From the image's [`Layout`] this module emits the Systole program of a
//! decode step (one token at position `pos`) or of a prefill chunk (tokens at positions `p0..p0 + T`, the
//! matrix products as matrix-matrix work: every weight tile is loaded once and streams the `T` activation
//! vectors, `matmul m = T`). A decode step is the chunk of one token; both come from [`generate`].
//!
//! ```text
//!  DMA queue     prologue (tables, gains, ROPE rows, embedding rows) | W blk 0 | W blk 1 | KV store | KV load h0 | W blk 2 ...
//!  MATRIX queue                      sync(s_act) | matmul tiles of blk 0 | blk 1 | ...        (wait s_full, signal s_mm)
//!  VECTOR queue  embed rmsnorm quant | requant blk 0 | requant blk 1 | rope kv_pack | score softmax pv ... (wait s_mm)
//!                                  weight slots: s_free (N tokens at start) -> DMA -> s_full -> MATRIX -> s_mm -> VECTOR -> s_free
//! ```
//!
//! **Schedule.** Decoupled access/execute with `N` weight slots in SRAM ([`ProgramConfig::weight_slots`],
//! 2 = double buffering). Every matrix of the program is cut into output blocks of C outputs, and a slot
//! holds `B` consecutive blocks of one matrix ([`ProgramConfig::blocks_per_slot`]); the slot loads of all
//! matrices form one stream. Load `j` goes to slot `j mod N`: the DMA loads its tiles and scale rows
//! (waits `s_free`, signals `s_full`), the MATRIX queue multiplies its tiles into the slot's per-group
//! INT32 sums (the first `matmul` waits `s_full`, the last signals `s_mm`), the VECTOR queue requantizes
//! (the first `vec.requant` waits `s_mm`, the last signals `s_free`). Load `j + N` is emitted right after
//! the requant of load `j`, so the DMA runs up to `N` slots ahead of the arithmetic, across matrices and
//! layers, while the vector unit does the norms and the attention.
//!
//! **Deadlock freedom.** Every semaphore token is produced by an instruction that comes earlier in program
//! order than the instruction that consumes it. With in-order queues this rules out deadlock for any FIFO
//! depth (the executor, [`super::exec`], runs the programs with the RTL dispatcher's depth of 4 and with
//! random schedules).
//!
//! **Semaphores**: see [`sem`]. **SRAM**: every buffer is listed in [`SramPlan`] (word address, size).
//!
//! **Alignment limits of ISA 1.0.** `matmul` reads the activations of a tile at a word address, so every
//! input block (tile) must start on a word of the INT8 activation vector: `first % WORD_BYTES == 0` for every
//! tile, i.e. R a multiple of `WORD_BYTES` (with groups of 32). `vec.requant` writes an output block at a
//! word: `4 * C % WORD_BYTES == 0`; attention heads: `4 * head_size % WORD_BYTES == 0`. A configuration that
//! breaks one of these is refused with [`CompileError::Fit`] naming the rule (8x8 tiles on 32-byte words
//! break the first: see `docs/compiler.md`).

use super::layout::{Layout, MatrixLayout, Region, RegionKind};
use super::CompileError;
use serde::Serialize;
use systole_isa::regs::Caps;
use systole_isa::{Deps, Dma, DmaDir, DmaTarget, Instr, Matmul, Matvec, Queue, VecOp, INSTR_BYTES};

/// The semaphores of the generated programs.
pub mod sem {
    /// Free weight slots: `N` tokens at the start (`nop signal`), DMA waits, the last requant of a block signals.
    pub const FREE: u8 = 1;
    /// A slot's tiles and scales are in SRAM: the block's scale DMA signals, its first `matmul` waits.
    pub const FULL: u8 = 2;
    /// A block's group sums are written: its last `matmul` signals, its first `vec.requant` waits.
    pub const MM: u8 = 3;
    /// The INT8 activations and scales of a matrix input are ready: the last `vec.quant` signals, a
    /// `sync.matrix` before the first `matmul` of the input waits.
    pub const ACT: u8 = 4;
    /// The prologue DMAs (tables, gains, ROPE rows, embedding rows) are done: the first vector op waits.
    pub const PRO: u8 = 5;
    /// The new K and V records are packed: the last `vec.kv_pack` of a layer signals, the first `dma.kv_store` waits.
    pub const PACK: u8 = 6;
    /// The KV stores of a layer are in DRAM: the last store signals, the layer's first `dma.kv_load` waits.
    pub const KVST: u8 = 7;
    /// One KV head's K and V records are in SRAM: its last load signals, its first `vec.score` waits.
    pub const KVFULL: u8 = 8;
    /// A KV buffer set is free again: the last `vec.pv` of a KV head signals, the loads two heads later wait.
    pub const KVFREE: u8 = 9;
    /// The logits and the argmax are written: `vec.argmax` signals, the result stores wait.
    pub const OUT: u8 = 10;
}

/// Program-level device parameters (beyond the image's [`super::DeviceConfig`]).
#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
pub struct ProgramConfig {
    /// SRAM capacity in bytes (`CAPS1` x `WORD_BYTES`).
    pub sram_bytes: usize,
    /// Weight slots in SRAM (2 = double buffering).
    pub weight_slots: usize,
    /// Output blocks (of C outputs) per weight slot: one tile DMA, one scale DMA and one `vec.requant` per
    /// token cover them.
    pub blocks_per_slot: usize,
    /// Entries per queue FIFO of the dispatcher.
    pub queue_depth: usize,
    /// Longest vector operand (`CAPS2[15:0]`) and largest head (`CAPS2[31:16]`).
    pub max_vec_len: u32,
    pub max_head_size: u32,
    /// Longest DMA row in bytes (`CAPS3`).
    pub max_row_bytes: u32,
    /// Instructions the program region of the DRAM holds.
    pub program_capacity: usize,
    /// ISA 1.1: the device has the `matvec` unit (`CAPS1` bit 24), and the programs use one `matvec` per
    /// matrix and token (weights streamed from the image's matvec streams) instead of the ISA 1.0 weight
    /// DMAs, `matmul`s and `vec.requant`s. `false` gives the ISA 1.0 programs.
    pub matvec: bool,
    /// ISA 1.1 programs: one `matvec` computes q, k and v, and one h1 and h3, from the layout's fused
    /// streams ([`super::layout::FusedStream`]) where the layout has them and the outputs of each part
    /// fill whole SRAM words. `false` gives one `matvec` per matrix.
    pub fuse: bool,
    /// ISA 1.2: the device keeps the vector unit's EXP2 / SIG tables between instructions (`CAPS1` bit 25),
    /// and every `vec.softmax` / `vec.silu_mul` sets `keep`: all but the first of each in a program skip
    /// the table load (the tables sit in their own SRAM region, written only by the prologue's DMAs, so the
    /// programs keep the ISA's promise, `docs/isa.md` §4 "Table keep"). `false` gives `keep = 0`
    /// everywhere (the ISA 1.1 behaviour, and a device without the capability).
    pub table_keep: bool,
    /// Resident constants: the eps constants, the EXP2 and SIG tables and every RMSNorm's gains stay in
    /// the bottom of the SRAM between programs ([`resident_plan`]). The [`setup`] program loads them once
    /// (the host driver runs it after loading the model and again after any failed program); prefill and
    /// decode programs then leave their loads out of the prologue, which keeps only the ROPE rows and the
    /// embedding rows (`docs/compiler.md`, "Resident constants"). `false` gives self-contained programs
    /// that load everything themselves (and `setup` is then an empty program).
    pub resident_consts: bool,
}

impl Default for ProgramConfig {
    fn default() -> Self {
        ProgramConfig {
            sram_bytes: 128 << 10,
            weight_slots: 2,
            blocks_per_slot: 1,
            queue_depth: 8,
            max_vec_len: 65535,
            max_head_size: 256,
            max_row_bytes: 4096,
            program_capacity: 1 << 16,
            matvec: true,
            fuse: true,
            table_keep: true,
            resident_consts: true,
        }
    }
}

impl ProgramConfig {
    /// The capability registers of a device with this configuration and the image's R, C and word.
    pub fn caps(&self, l: &Layout) -> Caps {
        Caps {
            rows: l.device.rows as u32,
            cols: l.device.cols as u32,
            word_bytes: l.device.word_bytes as u32,
            banks: 4,
            semaphores: 16,
            sram_words: (self.sram_bytes / l.device.word_bytes) as u32,
            max_vec_len: self.max_vec_len,
            max_head_size: self.max_head_size,
            max_row_bytes: self.max_row_bytes,
            matvec: self.matvec,
            table_keep: self.table_keep,
        }
    }
}

/// DRAM regions after the image: the program, the logits and the argmax result.
#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
pub struct IoLayout {
    /// `vocab` i32 Q16 logits of the chunk's last token.
    pub logits: Region,
    /// `{u32 index, i32 value}` of the largest logit.
    pub argmax: Region,
    /// `program_capacity` instructions (`PROG_ADDR` = its offset).
    pub program: Region,
    /// The DRAM window the programs need (`DRAM_SIZE`).
    pub total_bytes: u64,
}

/// Places the I/O regions after the image (4 KiB aligned).
pub fn io_layout(l: &Layout, p: &ProgramConfig) -> IoLayout {
    let w = l.device.word_bytes as u64;
    let up = |x: u64, a: u64| x.div_ceil(a) * a;
    let lo = up(l.total_bytes, 4096);
    let logits = Region { name: "io.logits".into(), kind: RegionKind::Constants, offset: lo, bytes: up(4 * l.config.vocab_size as u64, w) };
    let argmax = Region { name: "io.argmax".into(), kind: RegionKind::Constants, offset: logits.end(), bytes: up(8, w) };
    let po = up(argmax.end(), 4096);
    let program = Region { name: "io.program".into(), kind: RegionKind::Constants, offset: po, bytes: (p.program_capacity * INSTR_BYTES) as u64 };
    IoLayout { total_bytes: program.end(), logits, argmax, program }
}

/// One SRAM buffer of a program.
#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
pub struct SramBuf {
    pub name: String,
    /// Word address and size in words.
    pub word: u64,
    pub words: u64,
}

/// Where a program keeps everything in SRAM.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Default)]
pub struct SramPlan {
    pub bufs: Vec<SramBuf>,
    /// Words used (the end of the last buffer).
    pub words: u64,
}

impl SramPlan {
    fn alloc(&mut self, name: impl Into<String>, words: u64) -> u64 {
        let w = self.words;
        self.bufs.push(SramBuf { name: name.into(), word: w, words: words.max(1) });
        self.words += words.max(1);
        w
    }
}

/// A generated program.
#[derive(Debug, Clone, PartialEq, Serialize)]
pub struct Program {
    /// `decode` (one token) or `prefill`.
    pub kind: &'static str,
    /// First position and the tokens, in order.
    pub p0: usize,
    pub tokens: Vec<u32>,
    #[serde(skip)]
    pub instrs: Vec<Instr>,
    /// Per instruction, the part of the model it belongs to ("prologue", "embedding", "layer 2 attention",
    /// "layer 2 ffn", "final"): the co-simulation scoreboard names it in a divergence report.
    #[serde(skip)]
    pub tags: Vec<String>,
    pub sram: SramPlan,
    pub io: IoLayout,
}

impl Program {
    /// The program as device bytes (16 per instruction, little endian).
    pub fn encode(&self) -> Result<Vec<u8>, CompileError> {
        let mut out = Vec::with_capacity(self.instrs.len() * INSTR_BYTES);
        for (pc, i) in self.instrs.iter().enumerate() {
            let w = i.encode().map_err(|e| CompileError::Fit(format!("instruction {pc} `{}` does not encode: {e}", i.mnemonic())))?;
            out.extend_from_slice(&systole_isa::to_bytes(w));
        }
        Ok(out)
    }

    /// The disassembly, one instruction per line with its index.
    pub fn disasm(&self) -> String {
        self.instrs.iter().enumerate().map(|(pc, i)| format!("{pc:05}  {i}\n")).collect()
    }

    /// Instructions per queue (control, DMA, MATRIX, VECTOR).
    pub fn per_queue(&self) -> [usize; 4] {
        let mut n = [0; 4];
        for i in &self.instrs {
            n[i.queue() as usize] += 1;
        }
        n
    }
}

/// A machine for the programs of this image: DRAM = the image, then zeros up to the I/O regions' end; the
/// KV registers from the layout; capabilities from `p`.
pub fn machine(l: &Layout, p: &ProgramConfig, image: &[u8]) -> Result<super::exec::Machine, CompileError> {
    let io = io_layout(l, p);
    if (image.len() as u64) < l.total_bytes {
        return Err(CompileError::Read(format!("image of {} bytes, the layout needs {}", image.len(), l.total_bytes)));
    }
    let mut dram = image.to_vec();
    dram.resize(io.total_bytes as usize, 0);
    let kv = &l.kv;
    let regs = super::exec::KvRegs {
        bt_base: kv.block_table.offset as u32,
        bt_seqs: kv.seqs as u32,
        bt_layers: kv.layers as u32,
        bt_blocks: kv.blocks_per_seq as u32,
        kv_base: kv.pool.offset as u32,
        kv_block_bytes: kv.block_bytes as u32,
        kv_num_blocks: kv.num_blocks as u32,
    };
    Ok(super::exec::Machine::new(super::exec::ExecConfig { caps: p.caps(l), queue_depth: p.queue_depth }, dram, regs))
}

/// Writes `prog` into the machine's program region and runs it (the doorbell).
pub fn run(m: &mut super::exec::Machine, prog: &Program, sched: super::exec::Schedule) -> Result<super::exec::RunStats, super::exec::ExecError> {
    let bytes = prog.encode().map_err(|e| super::exec::ExecError { code: systole_isa::ErrorCode::FieldRange, pc: None, queue: Queue::Ctrl, message: e.to_string() })?;
    let at = prog.io.program.offset as usize;
    if bytes.len() as u64 > prog.io.program.bytes || at + bytes.len() > m.dram.len() {
        return Err(super::exec::ExecError {
            code: systole_isa::ErrorCode::OutOfWindow,
            pc: None,
            queue: Queue::Ctrl,
            message: format!("a program of {} bytes does not fit the program region ({} bytes)", bytes.len(), prog.io.program.bytes),
        });
    }
    m.dram[at..at + bytes.len()].copy_from_slice(&bytes);
    m.run(prog.io.program.offset, prog.instrs.len(), sched)
}

/// The logits (Q16) and the argmax `(index, value)` the last run stored in DRAM.
pub fn results(m: &super::exec::Machine, l: &Layout, io: &IoLayout) -> (Vec<i32>, (u32, i32)) {
    let rd = |o: u64| {
        let o = o as usize;
        m.dram.get(o..o + 4).map_or(0, |b| i32::from_le_bytes([b[0], b[1], b[2], b[3]]))
    };
    let logits = (0..l.config.vocab_size).map(|i| rd(io.logits.offset + 4 * i as u64)).collect();
    (logits, (rd(io.argmax.offset) as u32, rd(io.argmax.offset + 4)))
}

/// The SRAM words of the resident constants, at the bottom of every program's SRAM plan in this order:
/// the eps constants, the EXP2 table, the SIG table, then the gains of every RMSNorm (attention and FFN
/// norm of each layer, then the final norm), `gain_words` words each.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize)]
pub struct ResidentAt {
    pub eps: u64,
    pub exp2: u64,
    pub sig: u64,
    pub gains: u64,
    pub gain_words: u64,
    /// The region's end (the first word the programs' own buffers use).
    pub end: u64,
}

/// A linear transfer of `words` words between DRAM byte `dram` and SRAM word `sram`, one word per row, as
/// `dma` instructions of at most 4095 rows (the first waits for `deps.wait`, the last signals).
fn dma_lin(dir: DmaDir, dram: u64, sram: u64, words: u64, deps: Deps, wb: u64) -> Vec<Instr> {
    let mut out = Vec::new();
    let mut done = 0;
    while done < words {
        let rows = (words - done).min(4095);
        let last = done + rows == words;
        out.push(Instr::Dma(Dma {
            deps: Deps::new(if done == 0 { deps.wait } else { 0 }, if last { deps.signal } else { 0 }),
            dir,
            target: DmaTarget::Linear { dram: (dram + done * wb) as u32, sram_stride: 1 },
            sram: (sram + done) as u32,
            rows: rows as u16,
            words: 1,
            dram_stride: 1,
            tag: 0,
        }));
        done += rows;
    }
    out
}

/// Every instruction of `prog` must encode and pass the device checks of `caps`.
fn check_program(prog: &Program, caps: &Caps) -> Result<(), CompileError> {
    for (pc, i) in prog.instrs.iter().enumerate() {
        i.encode().map_err(|e| CompileError::Fit(format!("instruction {pc} `{}` does not encode: {e}", i.mnemonic())))?;
        caps.check(i).map_err(|e| CompileError::Fit(format!("instruction {pc} `{i}` is beyond the device: {}", e.name())))?;
    }
    Ok(())
}

/// Allocates the resident constants in `s` (which must be empty: they sit at word 0).
fn resident_alloc(l: &Layout, s: &mut SramPlan) -> ResidentAt {
    debug_assert_eq!(s.words, 0, "the resident constants come first");
    let wb = l.device.word_bytes as u64;
    let tl = &l.tables;
    let eps = s.alloc("const.eps", tl.constants.bytes / wb);
    let exp2 = s.alloc("table.exp2", tl.exp2.bytes / wb);
    let sig = s.alloc("table.sig", tl.sigmoid.bytes / wb);
    let gain_words = (2 * l.config.dim as u64).div_ceil(wb);
    let gains = s.alloc("gains (all norms)", (2 * l.config.n_layers as u64 + 1) * gain_words);
    ResidentAt { eps, exp2, sig, gains, gain_words, end: s.words }
}

/// Where the resident constants are (the same in [`setup`], prefill and decode programs of a layout).
pub fn resident_plan(l: &Layout) -> ResidentAt {
    resident_alloc(l, &mut SramPlan::default())
}

/// The DRAM regions of the resident constants, with the SRAM word each is loaded to.
fn resident_loads(l: &Layout, at: &ResidentAt) -> Vec<(u64, u64, u64)> {
    let wb = l.device.word_bytes as u64;
    let tl = &l.tables;
    let mut v = vec![(tl.constants.offset, at.eps, tl.constants.bytes / wb), (tl.exp2.offset, at.exp2, tl.exp2.bytes / wb), (tl.sigmoid.offset, at.sig, tl.sigmoid.bytes / wb)];
    let norms: Vec<&Region> = l.layers.iter().flat_map(|ly| [&ly.norm_att.gains, &ly.norm_ffn.gains]).chain([&l.norm_final.gains]).collect();
    for (i, r) in norms.iter().enumerate() {
        v.push((r.offset, at.gains + i as u64 * at.gain_words, at.gain_words));
    }
    v
}

/// The setup program: it loads the resident constants ([`ProgramConfig::resident_consts`]) into the SRAM
/// and ends. The SRAM keeps them across programs (`CTRL.SOFT_RESET` included, `docs/registers.md`), so it
/// runs once after the model is loaded; prefill and decode programs compiled with `resident_consts` read
/// them and are wrong without it (the first `vec.softmax` fails with `UNSUPPORTED` on a zeroed EXP2
/// table). Without `resident_consts` it is just `end`.
pub fn setup(l: &Layout, p: &ProgramConfig) -> Result<Program, CompileError> {
    let wb = l.device.word_bytes as u64;
    let mut s = SramPlan::default();
    let at = resident_alloc(l, &mut s);
    let caps = p.caps(l);
    if s.words > caps.sram_words as u64 {
        return fit(format!("the resident constants need {} SRAM words, the SRAM holds {}", s.words, caps.sram_words));
    }
    let mut instrs: Vec<Instr> = resident_loads(l, &at)
        .into_iter()
        .filter(|_| p.resident_consts)
        .flat_map(|(dram, sram, words)| dma_lin(DmaDir::Load, dram, sram, words, Deps::NONE, wb))
        .collect();
    instrs.push(Instr::End { deps: Deps::NONE });
    let io = io_layout(l, p);
    let tags = vec!["setup: resident constants".to_string(); instrs.len()];
    let prog = Program { kind: "setup", p0: 0, tokens: Vec::new(), instrs, tags, sram: s, io };
    check_program(&prog, &caps)?;
    Ok(prog)
}

/// [`machine`], then the [`setup`] program run on it: a device ready for the prefill and decode programs
/// of `p` (as the host driver leaves it after loading the model).
pub fn loaded_machine(l: &Layout, p: &ProgramConfig, image: &[u8]) -> Result<super::exec::Machine, CompileError> {
    let mut m = machine(l, p, image)?;
    let st = setup(l, p)?;
    run(&mut m, &st, super::exec::Schedule::QueuesFirst).map_err(|e| CompileError::Fit(format!("the setup program failed: {e}")))?;
    Ok(m)
}

/// The decode step of `token` at position `pos`.
pub fn decode(l: &Layout, p: &ProgramConfig, token: u32, pos: usize) -> Result<Program, CompileError> {
    generate(l, p, &[token], pos)
}

/// The prefill chunk of `tokens` at positions `p0..p0 + tokens.len()`.
pub fn prefill(l: &Layout, p: &ProgramConfig, tokens: &[u32], p0: usize) -> Result<Program, CompileError> {
    generate(l, p, tokens, p0)
}

fn fit<T>(m: String) -> Result<T, CompileError> {
    Err(CompileError::Fit(m))
}

fn d(wait: u8, signal: u8) -> Deps {
    Deps::new(wait, signal)
}

/// Where a `matvec`'s operands are, per token `t`: `xq + t * xq_stride` (INT8 inputs),
/// `asc + t * as_stride` (activation scales), `out + t * out_stride` (Q16 outputs), in words.
#[derive(Debug, Clone, Copy)]
struct MvAt {
    xq: u64,
    xq_stride: u64,
    asc: u64,
    as_stride: u64,
    out: u64,
    out_stride: u64,
}

/// Which matrix of the layout (for the block stream).
#[derive(Debug, Clone, Copy)]
enum Mat {
    Layer(usize, usize),
    Classifier,
}

struct Gen<'a> {
    l: &'a Layout,
    wb: u64,
    out: Vec<Instr>,
    /// Weight blocks of the whole program, in consumption order.
    /// (matrix, first block, end block): the output blocks one weight slot holds.
    stream: Vec<(Mat, usize, usize)>,
    next_block: usize,
    loaded: usize,
    slots: usize,
    slot_w: Vec<u64>,
    slot_s: Vec<u64>,
    slot_acc: Vec<u64>,
    kv_heads_done: usize,
    /// ISA 1.1 programs: one `matvec` per matrix and token.
    mv: bool,
    /// The last `matvec` emitted whose outputs no vector instruction has waited for yet: the next vector
    /// instruction makes it signal `MM` and waits on `MM` (so every `matvec` before it has completed).
    last_mv: Option<usize>,
    /// ISA 1.1 programs: the semaphore the next `matvec` waits on itself (`ACT`, set by the QUANT of its
    /// input) instead of a `sync.matrix` before it, so that the waiting `matvec` is the MATRIX queue's
    /// head and the unit can prefetch its weight stream (`docs/isa.md` §4).
    mv_wait: u8,
    /// The part of the model being generated; `push` records it per instruction.
    ctx: String,
    tags: Vec<String>,
}

impl<'a> Gen<'a> {
    fn mat(&self, m: Mat) -> &'a MatrixLayout {
        match m {
            Mat::Layer(l, i) => self.l.layers[l].matrices()[i].1,
            Mat::Classifier => &self.l.classifier,
        }
    }
    fn words(&self, bytes: usize) -> u64 {
        (bytes as u64).div_ceil(self.wb)
    }
    fn mat_name(m: Mat) -> String {
        match m {
            Mat::Layer(l, i) => format!("layer {l} {}", ["wq", "wk", "wv", "wo", "w1", "w3", "w2"][i]),
            Mat::Classifier => "classifier".into(),
        }
    }
    fn push(&mut self, i: Instr) {
        self.out.push(i);
        self.tags.push(self.ctx.clone());
    }
    /// The MATRIX queue waits for the QUANT that signalled `ACT`: ISA 1.0 with a `sync.matrix`, ISA 1.1
    /// on the next `matvec` itself.
    fn wait_act(&mut self) {
        if self.mv {
            debug_assert_eq!(self.mv_wait, 0, "an ACT wait no matvec took");
            self.mv_wait = sem::ACT;
        } else {
            self.push(Instr::Sync { deps: d(sem::ACT, 0), queue: Queue::Matrix });
        }
    }
    fn vec(&mut self, deps: Deps, op: VecOp) {
        let mut deps = deps;
        if let Some(i) = self.last_mv.take() {
            if let Some(Instr::Matvec(m)) = self.out.get_mut(i) {
                m.deps.signal = sem::MM;
            }
            if deps.wait == 0 {
                deps.wait = sem::MM;
            } else {
                self.push(Instr::Sync { deps: d(sem::MM, 0), queue: Queue::Vector });
            }
        }
        self.push(Instr::Vector { deps, op });
    }
    /// `dma.load`/`dma.store` of `words` contiguous words as rows of one word (any length, any CAPS3).
    fn dma_lin(&mut self, dir: DmaDir, dram: u64, sram: u64, words: u64, deps: Deps) {
        for i in dma_lin(dir, dram, sram, words, deps, self.wb) {
            self.push(i);
        }
    }
    /// Emits the loads of weight chunks up to (excluding) `upto`.
    fn loads_upto(&mut self, upto: usize) {
        while self.loaded < upto.min(self.stream.len()) {
            let j = self.loaded;
            let (m, n0, n1) = self.stream[j];
            let ml = self.mat(m);
            let s = j % self.slots;
            let rw = ml.row_words as u64;
            let ctx = std::mem::replace(&mut self.ctx, format!("{} weight chunk {j}", Self::mat_name(m)));
            // the chunk's tiles are contiguous in DRAM (output block-major); rows <= 4095 by construction
            let rows = ((n1 - n0) * ml.k_tiles.len() * ml.tile_rows) as u64;
            self.push(Instr::Dma(Dma {
                deps: d(sem::FREE, 0),
                dir: DmaDir::Load,
                target: DmaTarget::Linear { dram: ml.tile_offset(n0, 0) as u32, sram_stride: rw as u16 },
                sram: self.slot_w[s] as u32,
                rows: rows as u16,
                words: rw as u16,
                dram_stride: rw as u16,
                tag: (j % 256) as u8,
            }));
            let sw = ml.scale_row_words as u64;
            let outs: usize = (n0..n1).map(|n| ml.block_outputs(n)).sum();
            self.push(Instr::Dma(Dma {
                deps: d(0, sem::FULL),
                dir: DmaDir::Load,
                target: DmaTarget::Linear { dram: ml.scale_offset(n0 * ml.tile_cols) as u32, sram_stride: sw as u16 },
                sram: self.slot_s[s] as u32,
                rows: outs as u16,
                words: sw as u16,
                dram_stride: sw as u16,
                tag: (j % 256) as u8,
            }));
            self.ctx = ctx;
            self.loaded += 1;
        }
    }

    /// ISA 1.1: one `matvec` per token of the stream at DRAM byte `dram` with shape `sh`, the weights
    /// streamed from DRAM each time (prefill re-streams them).
    fn matvec_stream(&mut self, name: &str, sh: systole_isa::matvec::Shape, dram: u64, tt: usize, at: MvAt) {
        let ctx = std::mem::take(&mut self.ctx);
        self.ctx = format!("{ctx}: {name}");
        for t in 0..tt as u64 {
            let wait = if t == 0 { std::mem::take(&mut self.mv_wait) } else { 0 };
            self.push(Instr::Matvec(Matvec {
                deps: Deps::new(wait, 0),
                k: sh.k as u16,
                n: sh.n as u16,
                gt: sh.gt as u8,
                dram: (dram / systole_isa::field::MV_DRAM_UNIT) as u32,
                act: (at.xq + t * at.xq_stride) as u32,
                ascale: (at.asc + t * at.as_stride) as u32,
                out: (at.out + t * at.out_stride) as u32,
            }));
            self.last_mv = Some(self.out.len() - 1);
        }
        self.ctx = ctx;
    }

    /// `y_t = M x_t` for `t < tt`: INT8 inputs at `xq + t * xq_stride` (words), activation scales at
    /// `asc + t * as_stride`, Q16 outputs at `out + t * out_stride`. The caller has synchronised the
    /// activations ([`Gen::wait_act`]).
    #[allow(clippy::too_many_arguments)]
    fn matvec(&mut self, m: Mat, tt: usize, xq: u64, xq_stride: u64, asc: u64, as_stride: u64, out: u64, out_stride: u64) {
        let ml = self.mat(m);
        let wb = self.wb;
        if self.mv {
            let dram = ml.stream.as_ref().map_or(0, |r| r.offset);
            let at = MvAt { xq, xq_stride, asc, as_stride, out, out_stride };
            self.matvec_stream(&Self::mat_name(m), ml.mv_shape(), dram, tt, at);
            return;
        }
        let kt_n = ml.k_tiles.len();
        let ctx = std::mem::take(&mut self.ctx);
        self.ctx = format!("{ctx}: {}", Self::mat_name(m));
        while self.next_block < self.stream.len() {
            let j = self.next_block;
            let (sm, n0, n1) = self.stream[j];
            let same = match (sm, m) {
                (Mat::Layer(a, b), Mat::Layer(c, d)) => a == c && b == d,
                (Mat::Classifier, Mat::Classifier) => true,
                _ => false,
            };
            if !same {
                break;
            }
            self.next_block += 1;
            let s = j % self.slots;
            // the chunk's outputs: group g's sums of all its blocks form one row of `cw` words
            let co: usize = (n0..n1).map(|n| ml.block_outputs(n)).sum();
            let cw = self.words(4 * co);
            for n in n0..n1 {
                let bo = ml.block_outputs(n);
                let b = (n - n0) as u64;
                for (k, kt) in ml.k_tiles.iter().enumerate() {
                    let first = n == n0 && k == 0;
                    let last = n + 1 == n1 && k + 1 == kt_n;
                    self.push(Instr::Matmul(Matmul {
                        deps: d(if first { sem::FULL } else { 0 }, if last { sem::MM } else { 0 }),
                        accumulate: !kt.group_start,
                        k: kt.len as u8,
                        n: bo as u8,
                        m: tt as u16,
                        w: (self.slot_w[s] + ((b as usize * kt_n + k) * ml.tile_rows * ml.row_words) as u64) as u32,
                        act: (xq + kt.first as u64 / wb) as u32,
                        out: (self.slot_acc[s] + kt.group as u64 * cw + b * (4 * ml.tile_cols) as u64 / wb) as u32,
                        act_stride: xq_stride as u16,
                        out_stride: (ml.groups as u64 * cw) as u16,
                    }));
                }
            }
            for t in 0..tt {
                let t64 = t as u64;
                self.vec(
                    d(if t == 0 { sem::MM } else { 0 }, if t + 1 == tt { sem::FREE } else { 0 }),
                    VecOp::Requant {
                        acc: (self.slot_acc[s] + t64 * ml.groups as u64 * cw) as u32,
                        wscales: self.slot_s[s] as u32,
                        ascales: (asc + t64 * as_stride) as u32,
                        dst: (out + t64 * out_stride + (4 * n0 * ml.tile_cols) as u64 / wb) as u32,
                        len: co as u16,
                        groups: ml.groups as u16,
                    },
                );
            }
            self.loads_upto(j + 1 + self.slots);
        }
        self.ctx = ctx;
    }
}

/// The program of the chunk `tokens` at positions `p0..`: decode for one token, prefill for several.
/// Its KV cache is sequence slot 0 of the block table.
pub fn generate(l: &Layout, p: &ProgramConfig, tokens: &[u32], p0: usize) -> Result<Program, CompileError> {
    generate_seq(l, p, 0, tokens, p0)
}

/// [`generate`] for the sequence in block-table slot `seq` (`dma.kv_load` / `dma.kv_store` name it; the
/// host driver keeps one slot per sequence in flight, `host/src/driver/kv.rs`).
pub fn generate_seq(l: &Layout, p: &ProgramConfig, seq: usize, tokens: &[u32], p0: usize) -> Result<Program, CompileError> {
    let c = &l.config;
    if seq >= l.kv.seqs {
        return fit(format!("sequence slot {seq} is outside the block table's {} sequences", l.kv.seqs));
    }
    let tt = tokens.len();
    let wb = l.device.word_bytes as u64;
    let (dim, hid, nkv, hs) = (c.dim, c.hidden_dim, c.n_kv_heads, c.head_size());
    let kvd = c.kv_dim();
    // ---- checks
    if tt == 0 {
        return fit("a chunk of 0 tokens".into());
    }
    if tt > 4095 {
        return fit(format!("a chunk of {tt} tokens exceeds matmul.m (4095)"));
    }
    if let Some(&t) = tokens.iter().find(|&&t| t as usize >= c.vocab_size) {
        return fit(format!("token {t} is outside the vocabulary ({})", c.vocab_size));
    }
    let last = p0 + tt - 1;
    if last >= c.seq_len || last >= l.tables.rope_positions {
        return fit(format!("positions {p0}..={last} exceed the model's sequence length {}", c.seq_len));
    }
    if p.weight_slots == 0 {
        return fit("0 weight slots".into());
    }
    if p.blocks_per_slot == 0 {
        return fit("0 output blocks per weight slot".into());
    }
    for (name, m) in l.matrices().into_iter().filter(|_| p.matvec) {
        if m.stream.is_none() {
            return fit(format!(
                "{name}: {} inputs x {} outputs with groups of {} cannot be one ISA 1.1 matvec (k <= 1023, n <= 4095, \
                 groups a multiple of 8 of at most 120 inputs); compile without matvec",
                m.inputs, m.outputs, m.group
            ));
        }
    }
    for (name, m) in l.matrices().into_iter().filter(|_| !p.matvec) {
        if let Some(kt) = m.k_tiles.iter().find(|kt| !(kt.first as u64).is_multiple_of(wb)) {
            return fit(format!(
                "{name}: the tile of inputs {}..{} starts at byte {} of the INT8 activations, not on a {wb}-byte word; \
                 ISA 1.0's matmul reads activations at word addresses, so R must be a multiple of WORD_BYTES \
                 (R = {}, WORD_BYTES = {wb})",
                kt.first,
                kt.first + kt.len,
                kt.first,
                l.device.rows
            ));
        }
        if !(4 * m.tile_cols as u64).is_multiple_of(wb) {
            return fit(format!("{name}: an output block of C = {} i32 is not a whole number of {wb}-byte words (4 * C % WORD_BYTES != 0)", m.tile_cols));
        }
        if m.k_tiles.len() * m.tile_rows > 4095 {
            return fit(format!("{name}: an output block of {} tile rows exceeds the 12-bit dma.rows field", m.k_tiles.len() * m.tile_rows));
        }
        let ostride = m.groups as u64 * (4 * m.tile_cols as u64).div_ceil(wb);
        if ostride > 4095 || ostride * tt as u64 > 1 << 20 {
            return fit(format!("{name}: group sums of {ostride} words per token exceed the 12-bit matmul.ostride field or the SRAM address space"));
        }
    }
    if !(4 * hs as u64).is_multiple_of(wb) {
        return fit(format!("a head of {hs} i32 is not a whole number of {wb}-byte words"));
    }
    let caps = p.caps(l);
    if (dim.max(hid).max(c.vocab_size)) as u32 > caps.max_vec_len || hs as u32 > caps.max_head_size {
        return fit(format!("vectors of up to {} elements or heads of {hs} exceed the vector unit (CAPS2: {} / {})", dim.max(hid).max(c.vocab_size), caps.max_vec_len, caps.max_head_size));
    }
    if (wb as u32) > caps.max_row_bytes || (l.device.tile_row_words() as u64 * wb) as u32 > caps.max_row_bytes {
        return fit(format!("CAPS3 = {} bytes is shorter than a tile row", caps.max_row_bytes));
    }

    // ---- SRAM plan
    let words = |b: usize| (b as u64).div_ceil(wb);
    let mut s = SramPlan::default();
    let t64 = tt as u64;
    let npos = (last + 1) as u64;
    let kvl = &l.kv;
    let rw = kvl.record_words as u64;
    let tl = &l.tables;
    let res = resident_alloc(l, &mut s);
    let (eps, exp2, sig, gains, gw) = (res.eps, res.exp2, res.sig, res.gains, res.gain_words);
    debug_assert_eq!(gw, words(2 * dim));
    let rrw = tl.rope_row_bytes / wb;
    let rope_b = s.alloc("table.rope_rows", t64 * rrw);
    let erw = l.embedding.row_bytes / wb;
    let esw = l.embedding.scale_row_words as u64;
    let emb = s.alloc("embedding rows", t64 * erw);
    let embs = s.alloc("embedding scales", t64 * esw);
    let (dw, kw, hw) = (words(4 * dim), words(4 * kvd), words(4 * hid));
    let x = s.alloc("x (residual)", t64 * dw);
    let xb = s.alloc("xb (norm out)", t64 * dw);
    // q, k and v of a token side by side (one fused matvec writes them), per token `qkvw` words
    let qkvw = dw + 2 * kw;
    let q = s.alloc("q, k, v", t64 * qkvw);
    let (k, v) = (q + dw, q + dw + kw);
    let qr = s.alloc("q roped", t64 * dw);
    let kr = s.alloc("k roped", t64 * kw);
    let att = s.alloc("attention out", t64 * dw);
    let o = s.alloc("matvec out (wo, w2)", t64 * dw);
    // h1 and h3 of a token side by side (one fused matvec writes them), per token `2 hw` words
    let h1 = s.alloc("h1, h3", t64 * 2 * hw);
    let h3 = h1 + hw;
    let hb = s.alloc("hb", t64 * hw);
    let xqw = words(dim.max(hid));
    let xq = s.alloc("xq (INT8)", t64 * xqw);
    let max_groups = l.matrices().iter().map(|(_, m)| m.groups).max().unwrap_or(1);
    let asw = words(4 * max_groups);
    let asc = s.alloc("activation scales", t64 * asw);
    let recs = 2 * nkv as u64 * rw;
    let kvrec = s.alloc("new K, V records", t64 * recs);
    let kbuf = [s.alloc("K records, set 0", npos * rw), s.alloc("K records, set 1", npos * rw)];
    let vbuf = [s.alloc("V records, set 0", npos * rw), s.alloc("V records, set 1", npos * rw)];
    let scores = s.alloc("scores", words(4 * (last + 1)));
    let probs = s.alloc("softmax weights", words(2 * (last + 1)));
    let logits = s.alloc("logits", words(4 * c.vocab_size));
    let amax = s.alloc("argmax", words(8));
    let mats: Vec<&MatrixLayout> = l.matrices().into_iter().map(|(_, m)| m).collect();
    // output blocks per weight slot: `blocks_per_slot`, fewer when the tile rows would pass dma.rows
    let per_slot = |m: &MatrixLayout| p.blocks_per_slot.min(4095 / (m.k_tiles.len() * m.tile_rows)).clamp(1, m.n_tiles);
    let tile_w = mats.iter().map(|m| (per_slot(m) * m.k_tiles.len() * m.tile_rows * m.row_words) as u64).max().unwrap_or(1);
    let sc_w = mats.iter().map(|m| (per_slot(m) * m.tile_cols * m.scale_row_words) as u64).max().unwrap_or(1);
    let acc_w = mats.iter().map(|m| m.groups as u64 * (4 * (per_slot(m) * m.tile_cols) as u64).div_ceil(wb)).max().unwrap_or(1) * t64;
    if let Some((name, m)) = l.matrices().into_iter().find(|(_, m)| !p.matvec && m.groups as u64 * (4 * (per_slot(m) * m.tile_cols) as u64).div_ceil(wb) > 4095) {
        return fit(format!("{name}: the group sums of {} output blocks exceed the 12-bit matmul.ostride field", per_slot(m)));
    }
    let mut slot_w = Vec::new();
    let mut slot_s = Vec::new();
    let mut slot_acc = Vec::new();
    // ISA 1.1 programs need no weight slots: the weights never pass through the SRAM
    for i in 0..if p.matvec { 0 } else { p.weight_slots } {
        slot_w.push(s.alloc(format!("weight slot {i}: tiles"), tile_w));
        slot_s.push(s.alloc(format!("weight slot {i}: scale rows"), sc_w));
        slot_acc.push(s.alloc(format!("weight slot {i}: group sums"), acc_w));
    }
    if s.words > caps.sram_words as u64 || s.words > 1 << 20 {
        return fit(format!(
            "the program needs {} SRAM words ({} bytes) for {tt} token(s) at positions up to {last}, the SRAM holds {} words ({} bytes)",
            s.words,
            s.words * wb,
            caps.sram_words,
            p.sram_bytes
        ));
    }

    // ---- the block stream
    let mut stream = Vec::new();
    let mut chunks = |mat: Mat, m: &MatrixLayout| {
        let b = per_slot(m);
        for n0 in (0..m.n_tiles).step_by(b) {
            stream.push((mat, n0, (n0 + b).min(m.n_tiles)));
        }
    };
    for li in (0..c.n_layers).filter(|_| !p.matvec) {
        for mi in 0..7 {
            chunks(Mat::Layer(li, mi), l.layers[li].matrices()[mi].1);
        }
    }
    if !p.matvec {
        chunks(Mat::Classifier, &l.classifier);
    }
    let mut g = Gen {
        l,
        wb,
        out: Vec::new(),
        stream,
        next_block: 0,
        loaded: 0,
        slots: p.weight_slots,
        slot_w,
        slot_s,
        slot_acc,
        kv_heads_done: 0,
        mv: p.matvec,
        last_mv: None,
        mv_wait: 0,
        ctx: "prologue".into(),
        tags: Vec::new(),
    };

    // ---- prologue
    for _ in 0..if p.matvec { 0 } else { p.weight_slots.min(255) } {
        g.push(Instr::Nop { deps: d(0, sem::FREE) });
    }
    // the constants, unless they are resident (loaded by the setup program)
    for (dram, sram, words) in resident_loads(l, &res).into_iter().filter(|_| !p.resident_consts) {
        g.dma_lin(DmaDir::Load, dram, sram, words, Deps::NONE);
    }
    g.dma_lin(DmaDir::Load, tl.rope_row_offset(p0), rope_b, t64 * rrw, Deps::NONE);
    for (t, &tok) in tokens.iter().enumerate() {
        let last_dma = t + 1 == tt;
        g.dma_lin(DmaDir::Load, l.embedding.row_offset(tok as usize), emb + t as u64 * erw, erw, Deps::NONE);
        g.dma_lin(DmaDir::Load, l.embedding.scale_offset(tok as usize), embs + t as u64 * esw, esw, d(0, if last_dma { sem::PRO } else { 0 }));
    }
    g.loads_upto(p.weight_slots);

    let att_scale = tl.att_scale.max(0) as u16;
    let per = |base: u64, stride: u64, t: usize| (base + t as u64 * stride) as u32;
    // QUANT of `len` elements of every token of `src`, then the matrix queue waits for it.
    let quant = |g: &mut Gen, src: u64, stride: u64, len: usize, group: usize| {
        for t in 0..tt {
            g.vec(
                d(0, if t + 1 == tt { sem::ACT } else { 0 }),
                VecOp::Quant { src: per(src, stride, t), q: per(xq, xqw, t), scales: per(asc, asw, t), len: len as u16, group: group as u16 },
            );
        }
        g.wait_act();
    };
    let rms = |g: &mut Gen, src: u64, dst: u64, gi: usize, shift: i32, t: usize| {
        g.vec(
            Deps::NONE,
            VecOp::RmsNorm { src: per(src, dw, t), gains: (gains + gi as u64 * gw) as u32, eps: eps as u32, dst: per(dst, dw, t), len: dim as u16, shift: shift as i8 },
        );
    };

    // ---- embedding
    g.ctx = "embedding".into();
    for t in 0..tt {
        g.vec(
            d(if t == 0 { sem::PRO } else { 0 }, 0),
            VecOp::Embed { row: per(emb, erw, t), scales: per(embs, esw, t), dst: per(x, dw, t), len: dim as u16, group: l.embedding.group as u16 },
        );
    }
    let hs_w = (4 * hs) as u64 / wb;
    // a fused matvec writes its parts back to back: each part but the last must fill whole words
    let fuse = |f: &super::layout::FusedStream| {
        p.matvec && p.fuse && f.parts[..f.parts.len() - 1].iter().all(|&n| (4 * n as u64).is_multiple_of(wb))
    };
    for li in 0..c.n_layers {
        let ly = &l.layers[li];
        // attention block
        g.ctx = format!("layer {li} attention");
        for t in 0..tt {
            rms(&mut g, x, xb, 2 * li, ly.norm_att.shift, t);
        }
        quant(&mut g, xb, dw, dim, ly.wq.group);
        match ly.qkv.as_ref().filter(|f| fuse(f)) {
            Some(f) => {
                let at = MvAt { xq, xq_stride: xqw, asc, as_stride: asw, out: q, out_stride: qkvw };
                g.matvec_stream(&format!("layer {li} wqkv (fused)"), f.mv_shape(), f.stream.offset, tt, at);
            }
            None => {
                g.matvec(Mat::Layer(li, 0), tt, xq, xqw, asc, asw, q, qkvw);
                g.matvec(Mat::Layer(li, 1), tt, xq, xqw, asc, asw, k, qkvw);
                g.matvec(Mat::Layer(li, 2), tt, xq, xqw, asc, asw, v, qkvw);
            }
        }
        for t in 0..tt {
            let tab = per(rope_b, rrw, t);
            g.vec(Deps::NONE, VecOp::Rope { src: per(q, qkvw, t), table: tab, dst: per(qr, dw, t), heads: c.n_heads as u16, head_size: hs as u16 });
            g.vec(Deps::NONE, VecOp::Rope { src: per(k, qkvw, t), table: tab, dst: per(kr, kw, t), heads: nkv as u16, head_size: hs as u16 });
        }
        for t in 0..tt {
            g.vec(Deps::NONE, VecOp::KvPack { src: per(kr, kw, t), dst: per(kvrec, recs, t), heads: nkv as u16, head_size: hs as u16 });
            g.vec(
                d(0, if t + 1 == tt { sem::PACK } else { 0 }),
                VecOp::KvPack { src: per(v, qkvw, t), dst: (kvrec + t as u64 * recs + nkv as u64 * rw) as u32, heads: nkv as u16, head_size: hs as u16 },
            );
        }
        for t in 0..tt {
            let pos = p0 + t;
            let (blk, pib) = (pos / kvl.block_size, pos % kvl.block_size);
            for (half, off) in [(0u64, kvl.k_record_word(pib, 0)), (1, kvl.v_record_word(pib, 0))] {
                let first = t == 0 && half == 0;
                let lastst = t + 1 == tt && half == 1;
                g.push(Instr::Dma(Dma {
                    deps: d(if first { sem::PACK } else { 0 }, if lastst { sem::KVST } else { 0 }),
                    dir: DmaDir::Store,
                    target: DmaTarget::Kv { seq: seq as u8, layer: li as u8, block: blk as u16, offset: off as u16 },
                    sram: (kvrec + t as u64 * recs + half * nkv as u64 * rw) as u32,
                    rows: nkv as u16,
                    words: rw as u16,
                    dram_stride: (2 * rw) as u16,
                    tag: 0,
                }));
            }
        }
        // attention: per KV head, load its K and V records of positions 0..=last, then its query heads
        let kv_loads = |g: &mut Gen, h: usize| {
            let cidx = g.kv_heads_done + h;
            let set = cidx % 2;
            if cidx >= 2 {
                g.push(Instr::Sync { deps: d(sem::KVFREE, 0), queue: Queue::Dma });
            }
            let nblocks = last / kvl.block_size + 1;
            for (half, buf) in [(0, kbuf[set]), (1, vbuf[set])] {
                for b in 0..nblocks {
                    let rows = (last + 1 - b * kvl.block_size).min(kvl.block_size);
                    let first = h == 0 && half == 0 && b == 0;
                    let lastl = half == 1 && b + 1 == nblocks;
                    let off = if half == 0 { kvl.k_record_word(0, h) } else { kvl.v_record_word(0, h) };
                    g.push(Instr::Dma(Dma {
                        deps: d(if first { sem::KVST } else { 0 }, if lastl { sem::KVFULL } else { 0 }),
                        dir: DmaDir::Load,
                        target: DmaTarget::Kv { seq: seq as u8, layer: li as u8, block: b as u16, offset: off as u16 },
                        sram: (buf + (b * kvl.block_size) as u64 * rw) as u32,
                        rows: rows as u16,
                        words: rw as u16,
                        dram_stride: kvl.position_stride_words() as u16,
                        tag: 0,
                    }));
                }
            }
        };
        kv_loads(&mut g, 0);
        for h in 0..nkv {
            if h + 1 < nkv {
                kv_loads(&mut g, h + 1);
            }
            let set = (g.kv_heads_done + h) % 2;
            let qheads: Vec<usize> = (h * c.kv_mul()..(h + 1) * c.kv_mul()).collect();
            for t in 0..tt {
                for (qi, &qh) in qheads.iter().enumerate() {
                    let len = (p0 + t + 1) as u16;
                    let first = t == 0 && qi == 0;
                    let lastop = t + 1 == tt && qi + 1 == qheads.len();
                    g.vec(
                        d(if first { sem::KVFULL } else { 0 }, 0),
                        VecOp::Score { q: (per(qr, dw, t) as u64 + qh as u64 * hs_w) as u32, k: kbuf[set] as u32, dst: scores as u32, len, head_size: hs as u16, att_scale },
                    );
                    g.vec(Deps::NONE, VecOp::Softmax { src: scores as u32, exp: exp2 as u32, dst: probs as u32, len, keep: p.table_keep });
                    g.vec(
                        d(0, if lastop { sem::KVFREE } else { 0 }),
                        VecOp::Pv { p: probs as u32, v: vbuf[set] as u32, dst: (per(att, dw, t) as u64 + qh as u64 * hs_w) as u32, len, head_size: hs as u16 },
                    );
                }
            }
        }
        g.kv_heads_done += nkv;
        quant(&mut g, att, dw, dim, ly.wo.group);
        g.matvec(Mat::Layer(li, 3), tt, xq, xqw, asc, asw, o, dw);
        for t in 0..tt {
            g.vec(Deps::NONE, VecOp::ResAdd { x: per(x, dw, t), y: per(o, dw, t), dst: per(x, dw, t), len: dim as u16 });
        }
        // FFN block
        g.ctx = format!("layer {li} ffn");
        for t in 0..tt {
            rms(&mut g, x, xb, 2 * li + 1, ly.norm_ffn.shift, t);
        }
        quant(&mut g, xb, dw, dim, ly.w1.group);
        match ly.w13.as_ref().filter(|f| fuse(f)) {
            Some(f) => {
                let at = MvAt { xq, xq_stride: xqw, asc, as_stride: asw, out: h1, out_stride: 2 * hw };
                g.matvec_stream(&format!("layer {li} w13 (fused)"), f.mv_shape(), f.stream.offset, tt, at);
            }
            None => {
                g.matvec(Mat::Layer(li, 4), tt, xq, xqw, asc, asw, h1, 2 * hw);
                g.matvec(Mat::Layer(li, 5), tt, xq, xqw, asc, asw, h3, 2 * hw);
            }
        }
        for t in 0..tt {
            g.vec(Deps::NONE, VecOp::SiluMul { h1: per(h1, 2 * hw, t), h3: per(h3, 2 * hw, t), sig: sig as u32, dst: per(hb, hw, t), len: hid as u16, keep: p.table_keep });
        }
        quant(&mut g, hb, hw, hid, ly.w2.group);
        g.matvec(Mat::Layer(li, 6), tt, xq, xqw, asc, asw, o, dw);
        for t in 0..tt {
            g.vec(Deps::NONE, VecOp::ResAdd { x: per(x, dw, t), y: per(o, dw, t), dst: per(x, dw, t), len: dim as u16 });
        }
    }
    // final norm and classifier, last token only
    g.ctx = "final norm and classifier".into();
    let tl_ = tt - 1;
    rms(&mut g, x, xb, 2 * c.n_layers, l.norm_final.shift, tl_);
    g.vec(
        d(0, sem::ACT),
        VecOp::Quant { src: per(xb, dw, tl_), q: xq as u32, scales: asc as u32, len: dim as u16, group: l.classifier.group as u16 },
    );
    g.wait_act();
    g.matvec(Mat::Classifier, 1, xq, xqw, asc, asw, logits, 0);
    g.vec(d(0, sem::OUT), VecOp::Argmax { src: logits as u32, dst: amax as u32, len: c.vocab_size as u16 });
    let io = io_layout(l, p);
    g.dma_lin(DmaDir::Store, io.logits.offset, logits, io.logits.bytes / wb, d(sem::OUT, 0));
    g.dma_lin(DmaDir::Store, io.argmax.offset, amax, io.argmax.bytes / wb, Deps::NONE);
    g.push(Instr::End { deps: Deps::NONE });
    debug_assert_eq!(g.next_block, g.stream.len());
    debug_assert!(g.last_mv.is_none(), "every matvec's outputs are waited for");
    debug_assert_eq!(g.mv_wait, 0, "every ACT wait is taken by a matvec");

    if g.out.len() > p.program_capacity {
        return fit(format!("the program has {} instructions, the program region holds {}", g.out.len(), p.program_capacity));
    }
    if io.total_bytes > l.device.dram_bytes {
        return fit(format!("image, I/O and program regions need {} bytes, the DRAM window holds {}", io.total_bytes, l.device.dram_bytes));
    }
    let prog = Program { kind: if tt == 1 { "decode" } else { "prefill" }, p0, tokens: tokens.to_vec(), instrs: g.out, tags: g.tags, sram: s, io };
    check_program(&prog, &caps)?;
    Ok(prog)
}
