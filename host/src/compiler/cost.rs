//! The analytic cost model: predicted cycles of every instruction and of a whole program on a device
//! configuration, **calibrated against the RTL**: the formulas follow the mechanisms of the Verilated
//! accelerator top (`systole_top_w64`), and their constants were fitted to the per-instruction spans of
//! stories260K's prefill and decode programs measured in co-simulation (`docs/performance.md`, "The cost
//! model against the RTL", with the commands). `accel_stories260k_prefill_and_decode_bit_exact` checks
//! the model against the counters on every run.
//!
//! ```text
//!   instruction -> (cycles alone, SRAM reads and writes, tail)
//!                  cycles alone: its unit's occupancy when it has the SRAM node to itself; reads and
//!                  writes: its SRAM words, each a NoC request packet to the SRAM node (a read request
//!                  1 flit, a write 2); tail: cycles from the end of its occupancy to `done`
//!   program     -> cycle-by-cycle simulation of the dispatcher (one fetch per ceil(16 / WORD_BYTES)
//!                  cycles, FIFOs of queue_depth), three in-order queues with the semaphores, and the
//!                  SRAM node: it takes one flit per cycle, shared between the running instructions by
//!                  weighted max-min fairness on their demands (flits / (cycles alone + tail)), the weight
//!                  being flits per packet (the routers take turns per packet); an instruction granted
//!                  less than its demand progresses at grant / demand of a cycle per cycle
//! ```
//!
//! Every unit reaches SRAM through the single SRAM node of the 3x2 NoC (`docs/noc.md`: one flit per cycle
//! into the node, a read request 1 flit, a write 2, a round trip of 13 to 17 cycles), so the node's
//! bandwidth couples the DMA, the matrix unit and the vector unit.
//!
//! | instruction | cycles alone | reads / writes | mechanism |
//! | --- | --- | --- | --- |
//! | `dma` load | `20 (+ 20 kv) + 2 * beats` | `0 / beats` | every beat is an SRAM write, acknowledged |
//! | `dma` store | `20 (+ 20 kv) + beats` | `beats / 0` | every beat an SRAM read |
//! | `matmul` | `58 + k + nw + (m - 1) * (aw + 2 nw + 2 nw acc)` | `k + m (aw + nw acc) / m nw` | weight tile, per vector its activation words, outputs (and old outputs), each a NoC round trip (docs/matrix.md); tail 20 (write acks) |
//! | `matvec` (ISA 1.1) | `mv_base + mv_beat * ceil(S / WB) + mv_block * NB` | `aw + ceil(4 G / WB) / nw` | weight stream `S` bytes from DRAM at one beat per cycle, a write-back per output block; tail `mm_tail`; with the prefetch and the sequential read-ahead (`mv_prefetch`, `mv_seq`) the stream runs ahead of the instruction. Fitted to `mv_exec_w64` in the top |
//! | `vec.*` | per funct (docs/compiler.md) | operand words / result words | the engine's schedule (docs/vpu.md) plus the NoC round trips of its loads and stores; a table-keep hit (ISA 1.2, [`table_hits`]) of `vec.softmax` / `vec.silu_mul` without its table load ([`SM_TABLE_CYCLES`], [`SILU_TABLE_CYCLES`]) |
//! | `sync.*`, `nop`, `irq`, `end` | 1 | 0 / 0 | |
//!
//! (`beats = rows * words`; `nw = ceil(4 n / WB)`, `aw = ceil(k / WB)`, `rw = ceil((2 hs + 4) / WB)`.)

use super::layout::Layout;
use super::program::Program;
use super::CompileError;
use serde::Serialize;
use std::cmp::Reverse;
use std::collections::{BinaryHeap, VecDeque};
use systole_isa::{DmaDir, DmaTarget, Instr, Queue, VecOp};

/// Cycles of `vec.softmax`'s EXP2 table load that a table-keep hit (ISA 1.2) skips: part of the `346 + vec_ack + 3 len`
/// of a loading `vec.softmax`. The engine (`hdl/src/vpu/eng_softmax.rs`, state TABLE) writes one of the 257
/// entries per cycle from loader B: 263 cycles in `vpu_top_w64` alone (SRAM latency 2: 257 + 6,
/// `vpu_top_cycles_per_op`); in the accelerator top the 65 table words come through the NoC, and a hit's
/// span is 278 cycles shorter than a miss's (stories260K decode at position 4: 403 against 125 cycles at
/// `len = 5`, `SYSTOLE_COST_DUMP`; `docs/performance.md`).
pub const SM_TABLE_CYCLES: u64 = 278;
/// Cycles of `vec.silu_mul`'s SIG table load (513 entries, 129 words; `eng_ew.rs` state TABLE) that a hit
/// skips: part of the `717 + vec_ack + len` of a loading `vec.silu_mul`. 519 cycles in `vpu_top_w64` alone
/// (513 + 6); in the accelerator top 534 (stories260K: 909 against 375 cycles at `len = 172`).
pub const SILU_TABLE_CYCLES: u64 = 534;

/// `mv_seq = 1` (the RTL since 2026-12-07): beats of read-ahead bursts in flight that a restart of the
/// walker drops before the new stream's first beat (the walker keeps up to 4 bursts of up to 32 beats in
/// flight, `MAX_OUTSTANDING` x `MAX_BURST` of `hdl/src/matrix/mv_exec.rs`).
pub const MV_SEQ_DROP: i64 = 128;
/// `mv_seq = 1`: beats of read-ahead in flight while no `matvec` runs (2 bursts of 32, `mv_exec.rs`); when a
/// DMA starts executing, the walker starts no further burst (`ar_yield`) but these still arrive.
pub const MV_IDLE_INFLIGHT: i64 = 64;

/// For each instruction of a program, whether it is a table-keep hit (ISA 1.2, `docs/isa.md` §4 "Table
/// keep"): a `vec.softmax` / `vec.silu_mul` with `keep` whose engine holds the table loaded from the same
/// address by an earlier `keep` instruction of the program (the vector queue runs in program order, so
/// program order decides). A load without `keep` invalidates the engine's record; nothing is resident at
/// the start. (An instruction that fails is not modelled: the model's programs do not fail.)
pub fn table_hits(prog: &[Instr]) -> Vec<bool> {
    let (mut exp2, mut sig): (Option<u32>, Option<u32>) = (None, None);
    let step = |rt: &mut Option<u32>, addr: u32, keep: bool| {
        let hit = keep && *rt == Some(addr);
        if !hit {
            *rt = keep.then_some(addr);
        }
        hit
    };
    prog.iter()
        .map(|i| match i {
            Instr::Vector { op: VecOp::Softmax { exp, keep, .. }, .. } => step(&mut exp2, *exp, *keep),
            Instr::Vector { op: VecOp::SiluMul { sig: t, keep, .. }, .. } => step(&mut sig, *t, *keep),
            _ => false,
        })
        .collect()
}

/// The parameters of the cost model (the constants fitted to the RTL, module documentation).
#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
pub struct CostParams {
    /// Array rows R and columns C.
    pub rows: u64,
    pub cols: u64,
    /// Bytes per DMA beat and SRAM word = DRAM port width / 8.
    pub word_bytes: u64,
    /// Fixed cycles per DMA descriptor (fetch of the descriptor, AXI address, the last acknowledge).
    pub dma_overhead: u64,
    /// Extra cycles of a KV DMA for its block-table read.
    pub kv_table_read: u64,
    /// Cycles per beat of a DMA load (an SRAM write: two flits) and of a DMA store (an SRAM read).
    pub dma_load_beat: u64,
    pub dma_store_beat: u64,
    /// Fixed cycles of a matrix instruction alone (weight-tile round trip, array fill, the last write).
    pub mm_base: u64,
    /// Cycles from the end of a matrix instruction's occupancy to its `done` (outstanding write acks).
    pub mm_tail: u64,
    /// ISA 1.1 `matvec`: fixed cycles (instruction start, the activation and scale loads, the AXI
    /// address, the dot core's and requantizer's pipeline). 55, fitted to `mv_exec_w64` in the top.
    pub mv_base: u64,
    /// `matvec`: cycles per beat (`WORD_BYTES` bytes) of the weight stream; 1 = the AXI read port's full
    /// rate (1 in the RTL: the walker keeps the port busy).
    pub mv_beat: u64,
    /// `matvec`: cycles per output block of 8 outputs not hidden behind the stream (the write-back of the
    /// block's 32 bytes of Q16 outputs). 0 as fitted to `mv_exec_w64` in the top.
    pub mv_block: u64,
    /// `matvec` weight prefetch: beats of the stream buffer (the unit streams the MATRIX queue head's
    /// weights while it waits for its activations; 0 = no prefetch: the device streams after the start).
    pub mv_prefetch: u64,
    /// What-if, not the RTL (0): 1 lets the prefetch start the next MATRIX head's stream while a `matvec`
    /// still executes, once that `matvec`'s own stream is in (a prefetch during execution).
    pub mv_pf_run: u64,
    /// 1 (the RTL since 2026-12-07; 0 models the head prefetch alone) models the sequential read-ahead
    /// (`docs/architecture.md`, order of work 4c):
    /// the unit's AR walker runs on past a stream's end into the DRAM that follows, bounded by the ring's
    /// `mv_prefetch` beats, and a `matvec` whose stream starts at the walker's front address (the end of the
    /// previous stream, as the layout places the decode streams) takes the beats already read; any other
    /// `matvec` at the MATRIX head while the unit is idle restarts the walker at its stream, after the
    /// bursts in flight (taken as [`MV_SEQ_DROP`] beats) are dropped. While no `matvec` runs, the walker
    /// pauses as long as a DMA executes (the RTL's `ar_yield`). Replaces the head prefetch.
    pub mv_seq: u64,
    /// `matvec` with prefetch: the wide consumer's cycles per 8x8 tile and extra cycles per group (its
    /// scale read); the unit takes buffered weights at up to a tile per cycle.
    pub mv_tile: u64,
    pub mv_group: u64,
    /// Extra cycles of a DMA that reads DRAM (a load, or any KV DMA: its block-table read) and starts
    /// while a `matvec` weight stream (a prefetch, the read-ahead or a running instruction's) is in flight:
    /// its AXI reads wait behind the stream's bursts at the shared read port (fitted to the top: 24 since
    /// the resident constants left only the KV DMAs in a decode step, 16 with the prologue's loads before;
    /// 256 for the head prefetch's 256-beat bursts before the read-ahead).
    pub dma_mv_wait: u64,
    /// `mv_seq = 1`: when an idle unit's walker yields the read port to the DMA (`mv$ar_yield`). 1 (the
    /// RTL since 2026-12-07, the executor's `rd_busy`): while the DMA has DRAM reads to issue or in flight,
    /// taken as a whole load and the block-table read of a KV store (its first `dma_overhead +
    /// kv_table_read` cycles); a linear store never. 0 (the RTL before): while any DMA instruction executes.
    pub dma_yield: u64,
    /// Flits per cycle the SRAM node takes (0 turns contention off).
    pub sram_flits_per_cycle: u64,
    /// Cycles at the end of a vector instruction between its engine returning to idle and its completion
    /// (the top's done gate waits for the store's writes to be acknowledged): added to every `vec.*`'s
    /// engine cycles, but the device's `VECTOR_BUSY` counter does not count them. 20 with the store 3 hops
    /// from the SRAM node (a 22-cycle acknowledge); 12 measured with it at 1 hop (2026-12-07, not kept:
    /// `docs/performance.md`), so `--cost-set vec_ack=12` is that placement's what-if for the vector unit.
    pub vec_ack: u64,
    /// `vec.score` / `vec.pv`: mantissas per cycle out of the record reassembly (`VpuRec`) into the SCORE
    /// and PV datapaths, and bytes per cycle of records into it (loader B's element). 1 and 4 in the RTL
    /// (a record of `head_size` mantissas in `r` words takes `max(ceil(head_size / attn_lanes),
    /// ceil(r * WORD_BYTES / attn_in_bytes))` cycles); other values are what-ifs for wider attention
    /// engines (`docs/performance.md`, "What-if").
    pub attn_lanes: u64,
    pub attn_in_bytes: u64,
    /// Dispatcher FIFO depth.
    pub queue_depth: usize,
}

/// The cost of one instruction on its own (module documentation).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize)]
pub struct InstrCost {
    /// Cycles its unit is busy when it has the SRAM node to itself.
    pub cycles: u64,
    /// SRAM words it reads and writes: one NoC request packet each (a read request is 1 flit, a write 2).
    pub reads: u64,
    pub writes: u64,
    /// Cycles from the end of its occupancy to its `done` (the next instruction of the queue may start
    /// during them).
    pub tail: u64,
}

impl InstrCost {
    /// NoC flits it sends to the SRAM node.
    pub fn flits(&self) -> u64 {
        self.reads + 2 * self.writes
    }

    /// Its weight in the SRAM node's arbitration: the routers take turns per packet, so its share of the
    /// flits grows with its flits per packet (1 for reads only, 2 for writes only).
    pub fn weight(&self) -> f64 {
        let packets = self.reads + self.writes;
        if packets == 0 {
            1.0
        } else {
            self.flits() as f64 / packets as f64
        }
    }
}

impl CostParams {
    /// The fitted constants for a layout's device (R, C, word) and a FIFO depth.
    pub fn for_layout(l: &Layout, queue_depth: usize) -> CostParams {
        CostParams {
            rows: l.device.rows as u64,
            cols: l.device.cols as u64,
            word_bytes: l.device.word_bytes as u64,
            dma_overhead: 20,
            kv_table_read: 10,
            dma_load_beat: 2,
            dma_store_beat: 1,
            mm_base: 58,
            mm_tail: 20,
            mv_base: 55,
            mv_beat: 1,
            mv_block: 0,
            mv_prefetch: 4096,
            mv_pf_run: 0,
            mv_seq: 1,
            mv_tile: 1,
            mv_group: 1,
            dma_mv_wait: 24,
            dma_yield: 1,
            sram_flits_per_cycle: 1,
            vec_ack: 20,
            attn_lanes: 1,
            attn_in_bytes: 4,
            queue_depth,
        }
    }

    /// The parameters `set` accepts.
    pub const SETTABLE: [&'static str; 21] = [
        "dma_overhead",
        "dma_mv_wait",
        "dma_yield",
        "kv_table_read",
        "dma_load_beat",
        "dma_store_beat",
        "mm_base",
        "mm_tail",
        "mv_base",
        "mv_beat",
        "mv_block",
        "mv_prefetch",
        "mv_pf_run",
        "mv_seq",
        "mv_tile",
        "mv_group",
        "sram_flits_per_cycle",
        "vec_ack",
        "attn_lanes",
        "attn_in_bytes",
        "queue_depth",
    ];

    /// Sets one fitted constant by name (`systole compile --cost-set NAME=VALUE`, for what-if studies).
    pub fn set(&mut self, name: &str, value: u64) -> Result<(), String> {
        if name == "queue_depth" {
            if !(1..=1024).contains(&value) {
                return Err(format!("queue_depth {value} must be 1..=1024"));
            }
            self.queue_depth = value as usize;
            return Ok(());
        }
        let f = match name {
            "dma_overhead" => &mut self.dma_overhead,
            "dma_mv_wait" => &mut self.dma_mv_wait,
            "dma_yield" => &mut self.dma_yield,
            "kv_table_read" => &mut self.kv_table_read,
            "dma_load_beat" => &mut self.dma_load_beat,
            "dma_store_beat" => &mut self.dma_store_beat,
            "mm_base" => &mut self.mm_base,
            "mm_tail" => &mut self.mm_tail,
            "mv_base" => &mut self.mv_base,
            "mv_beat" => &mut self.mv_beat,
            "mv_block" => &mut self.mv_block,
            "mv_prefetch" => &mut self.mv_prefetch,
            "mv_pf_run" => &mut self.mv_pf_run,
            "mv_seq" => &mut self.mv_seq,
            "mv_tile" => &mut self.mv_tile,
            "mv_group" => &mut self.mv_group,
            "sram_flits_per_cycle" => &mut self.sram_flits_per_cycle,
            "vec_ack" => &mut self.vec_ack,
            "attn_lanes" | "attn_in_bytes" if value == 0 => return Err(format!("{name} must be at least 1")),
            "attn_lanes" => &mut self.attn_lanes,
            "attn_in_bytes" => &mut self.attn_in_bytes,
            _ => return Err(format!("unknown cost parameter {name:?} (one of {})", Self::SETTABLE.join(", "))),
        };
        *f = value;
        Ok(())
    }

    /// Cycles of a `matvec` alone from its start, when `prefetched` beats of its stream are already in the
    /// unit's buffer: the rest of the stream at `mv_beat` per beat, or with a prefetch buffer the wide
    /// consumer's tiles and groups if that is slower.
    pub fn matvec_cycles(&self, m: &systole_isa::Matvec, prefetched: u64) -> u64 {
        let sh = m.shape();
        let stream = self.mv_beat * self.mv_beats(m).saturating_sub(prefetched);
        let consume = if self.mv_prefetch == 0 {
            0
        } else {
            sh.nb() as u64 * sh.g() as u64 * (sh.gt as u64 * self.mv_tile + self.mv_group)
        };
        self.mv_base + stream.max(consume) + self.mv_block * sh.nb() as u64
    }

    /// Cycles of one BFP16 record of `hs` mantissas in `r` words through `vec.score` / `vec.pv`.
    fn rec_cycles(&self, hs: u64, r: u64) -> u64 {
        hs.div_ceil(self.attn_lanes.max(1)).max((r * self.word_bytes.max(1)).div_ceil(self.attn_in_bytes.max(1)))
    }

    /// Beats of a `matvec`'s weight stream (tiles and scales) on the device-memory port.
    pub fn mv_beats(&self, m: &systole_isa::Matvec) -> u64 {
        m.shape().stream_bytes().div_ceil(self.word_bytes.max(1))
    }

    /// Cycles alone, SRAM reads and writes, and tail of one instruction (a `vec.softmax` / `vec.silu_mul`
    /// that loads its table; [`CostParams::cost_kept`] for a table-keep hit).
    pub fn cost(&self, i: &Instr) -> InstrCost {
        self.cost_kept(i, false)
    }

    /// [`CostParams::cost`], where `hit` (a table-keep hit, [`table_hits`]) takes the table load out of a
    /// `vec.softmax` ([`SM_TABLE_CYCLES`] and the table's words) or `vec.silu_mul` ([`SILU_TABLE_CYCLES`]).
    pub fn cost_kept(&self, i: &Instr, hit: bool) -> InstrCost {
        let wb = self.word_bytes.max(1);
        let w = |bytes: u64| bytes.div_ceil(wb);
        // 1 when `bytes` ends inside a word: the store's read-modify-write of the last word
        let partial = |bytes: u64| u64::from(bytes % wb != 0);
        let c = |cycles: u64, reads: u64, writes: u64| InstrCost { cycles: cycles.max(1), reads, writes, tail: 0 };
        match i {
            Instr::Dma(d) => {
                let beats = d.rows as u64 * d.words as u64;
                let kv = if matches!(d.target, DmaTarget::Kv { .. }) { self.kv_table_read } else { 0 };
                match d.dir {
                    DmaDir::Load => c(self.dma_overhead + kv + self.dma_load_beat * beats, 0, beats),
                    DmaDir::Store => c(self.dma_overhead + kv + self.dma_store_beat * beats, beats, 0),
                }
            }
            Instr::Matmul(m) => {
                let (k, n, mv) = (m.k as u64, m.n as u64, m.m as u64);
                let (nw, aw) = (w(4 * n), w(k));
                let acc = u64::from(m.accumulate);
                InstrCost {
                    cycles: self.mm_base + k + nw + (mv.max(1) - 1) * (aw + 2 * nw + 2 * nw * acc),
                    reads: k + mv * (aw + nw * acc),
                    writes: mv * nw,
                    tail: self.mm_tail,
                }
            }
            Instr::Matvec(m) => {
                // the weight stream at one beat per cycle (it never touches the SRAM), the activations and
                // their scales read once, the outputs written once
                let sh = m.shape();
                InstrCost {
                    cycles: self.matvec_cycles(m, 0),
                    reads: sh.act_words(wb as u32) + sh.ascale_words(wb as u32),
                    writes: sh.out_words(wb as u32),
                    tail: self.mm_tail,
                }
            }
            Instr::Vector { op, .. } => {
                let rec = |hs: u16| w(2 * hs as u64 + 4);
                // the engine's cycles (below), then the wait for the store's last write acknowledge
                let mut vc = match *op {
                    VecOp::Quant { len, group, .. } => {
                        let (l, g) = (len as u64, (len as u64).div_ceil(group.max(1) as u64));
                        c(98 + 13 * l / 12, w(4 * l), w(l) + w(4 * g))
                    }
                    VecOp::Requant { len, groups, .. } => {
                        let (l, g) = (len as u64, groups as u64);
                        c(20 + g * (29 + l) + 3 * l / 4, g * w(4 * l) + w(4 * g) + l * w(4 * g), w(4 * l))
                    }
                    VecOp::RmsNorm { len, .. } => {
                        let l = len as u64;
                        c(120 + 3 * l, 2 * w(4 * l) + w(2 * l) + 1, w(4 * l))
                    }
                    VecOp::Rope { heads, head_size, .. } => {
                        let e = heads as u64 * head_size as u64;
                        c(10 + 4 * e, w(4 * e), w(4 * e))
                    }
                    // a record takes max(head_size, its 32-bit pairs) cycles through VpuRec (a pair in, a
                    // mantissa out per cycle); loader B's 8 credits keep the pairs coming across the NoC
                    VecOp::Score { len, head_size, .. } => {
                        let (l, r, hs) = (len as u64, rec(head_size), head_size as u64);
                        c(42 + l * self.rec_cycles(hs, r) + 2 * partial(4 * l), w(4 * hs) + l * r, w(4 * l))
                    }
                    VecOp::Pv { len, head_size, .. } => {
                        let (l, r, hs) = (len as u64, rec(head_size), head_size as u64);
                        c(38 + l * self.rec_cycles(hs, r) + 19 * partial(4 * hs), w(2 * l) + l * r, w(4 * hs))
                    }
                    VecOp::Softmax { len, .. } => {
                        let l = len as u64;
                        let (tc, tw) = if hit { (0, 0) } else { (SM_TABLE_CYCLES, w(2 * 257)) };
                        c(346 - SM_TABLE_CYCLES + tc + 3 * l, tw + w(4 * l), w(2 * l))
                    }
                    VecOp::SiluMul { len, .. } => {
                        let l = len as u64;
                        let (tc, tw) = if hit { (0, 0) } else { (SILU_TABLE_CYCLES, w(2 * 513)) };
                        c(717 - SILU_TABLE_CYCLES + tc + l, tw + 2 * w(4 * l), w(4 * l))
                    }
                    VecOp::ResAdd { len, .. } => {
                        let l = len as u64;
                        c(75 + l, 2 * w(4 * l), w(4 * l))
                    }
                    VecOp::Argmax { len, .. } => c(27 + len as u64, w(4 * len as u64), 1),
                    VecOp::Embed { len, group, .. } => {
                        let (l, g) = (len as u64, (len as u64).div_ceil(group.max(1) as u64));
                        c(52 + l, w(l) + w(4 * g), w(4 * l))
                    }
                    VecOp::KvPack { heads, head_size, .. } => {
                        let e = heads as u64 * head_size as u64;
                        c(45 + 6 * e / 5, w(4 * e), heads as u64 * rec(head_size))
                    }
                };
                vc.cycles += self.vec_ack;
                vc
            }
            _ => c(1, 0, 0),
        }
    }
}

/// The predicted schedule of a program.
#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
pub struct CostReport {
    /// Cycles from the doorbell to `end`.
    pub cycles: u64,
    /// Busy cycles of the DMA, MATRIX and VECTOR units (cycles with an instruction running, contention
    /// included).
    pub busy: [u64; 3],
    /// Instructions per queue (control, DMA, MATRIX, VECTOR).
    pub instrs: [u64; 4],
    /// Bytes the DMA moves from and to DRAM (and the `matvec` weight streams), and the program's own bytes
    /// (fetch).
    pub dram_read: u64,
    pub dram_written: u64,
    pub program_bytes: u64,
    /// INT8 MACs issued to the array.
    pub macs: u64,
    /// Start and completion cycle of every instruction.
    #[serde(skip)]
    pub timeline: Vec<(u64, u64)>,
}

fn qidx(q: Queue) -> usize {
    q as usize
}

/// An instruction running on its unit in [`simulate`].
struct Running {
    idx: usize,
    start: u64,
    cost: InstrCost,
    /// Cycles of work done (of `cost.cycles`), in cycles alone.
    work: f64,
    /// Flits per cycle it asks of the SRAM node, and its arbitration weight.
    demand: f64,
    weight: f64,
}

/// Simulates the dispatcher, the three queues and the shared SRAM node over `prog` with `p`'s costs,
/// one cycle at a time (module documentation).
pub fn simulate(prog: &[Instr], p: &CostParams) -> Result<CostReport, CompileError> {
    let n = prog.len();
    let hits = table_hits(prog);
    let fetch = (16u64).div_ceil(p.word_bytes.max(1));
    let mut t: u64 = 0;
    let mut pc = 0usize;
    let mut disp_next = 0u64;
    let mut fifo: [VecDeque<usize>; 3] = Default::default();
    let mut run: [Option<Running>; 3] = [None, None, None];
    let mut qdone = [0u64; 3];
    let mut sems = [0u32; 16];
    let mut pending: BinaryHeap<Reverse<(u64, u8)>> = BinaryHeap::new();
    let mut busy = [0f64; 3];
    // the `matvec` prefetch: (instruction, cycle since which it is the MATRIX head with the unit idle)
    let mut pf: Option<(usize, u64)> = None;
    // what-if `mv_pf_run = 2`: the prefetch of the MATRIX queue's second entry once the head's is complete:
    // (instruction, since, the ring's room left beside the head's stream)
    let mut pf2: Option<(usize, u64, u64)> = None;
    // the cycle until which the running `matvec`'s stream is in flight
    let mut mv_stream_end = 0u64;
    // what-if `mv_seq = 1`: the read-ahead walker: the DRAM byte address of the ring's front (the next
    // stream expected) and the beats read from there on (negative while dropped bursts drain)
    let mut ra: Option<(u64, i64)> = None;
    // the walker's beats still in flight when a DMA makes it yield
    let mut ra_inflight = MV_IDLE_INFLIGHT;
    let ring = p.mv_prefetch as i64;
    let mut rep = CostReport { cycles: 0, busy: [0; 3], instrs: [0; 4], dram_read: 0, dram_written: 0, program_bytes: 16 * n as u64, macs: 0, timeline: vec![(0, 0); n] };
    loop {
        while let Some(&Reverse((when, s))) = pending.peek() {
            if when > t {
                break;
            }
            pending.pop();
            sems[s as usize] += 1;
        }
        let ok = |sems: &[u32; 16], w: u8| w == 0 || sems[w as usize & 15] > 0;
        let mut progress = false;
        // a unit takes the head of its FIFO when it is free and the head's semaphore is available
        for q in 0..3 {
            if run[q].is_some() {
                continue;
            }
            let Some(&i) = fifo[q].front() else { continue };
            let ins = &prog[i];
            let w = ins.deps().wait;
            if !ok(&sems, w) {
                continue;
            }
            fifo[q].pop_front();
            if w != 0 {
                sems[w as usize & 15] -= 1;
            }
            let mut cost = p.cost_kept(ins, hits[i]);
            if let Instr::Matvec(m) = ins {
                let pre = match pf {
                    Some((j, since)) if j == i && p.mv_prefetch > 0 => (t - since).min(p.mv_prefetch).min(p.mv_beats(m)),
                    _ => 0,
                };
                if pre > 0 {
                    cost.cycles = p.matvec_cycles(m, pre).max(1);
                }
                mv_stream_end = t + p.mv_base + p.mv_beat * (p.mv_beats(m) - pre);
                if p.mv_seq > 0 {
                    let (d, beats) = (m.dram as u64 * 64, p.mv_beats(m));
                    let (pre, late) = match ra {
                        Some((front, f)) if front == d => ((f.max(0) as u64).min(beats), (-f).max(0) as u64),
                        other => {
                            let late = if other.is_some() { MV_SEQ_DROP } else { 0 };
                            ra = Some((d, -late));
                            (0, late as u64)
                        }
                    };
                    cost.cycles = p.matvec_cycles(m, pre).max(1) + late;
                    mv_stream_end = t + late + p.mv_base + p.mv_beat * (beats - pre);
                }
            }
            if let Instr::Dma(d) = ins {
                let reads = matches!(d.dir, DmaDir::Load) || matches!(d.target, DmaTarget::Kv { .. });
                let prefetching = match pf {
                    Some((j, since)) => match &prog[j] {
                        Instr::Matvec(m) => p.mv_prefetch > 0 && t - since < p.mv_beats(m).min(p.mv_prefetch),
                        _ => false,
                    },
                    None => false,
                };
                let prefetching = if p.mv_seq > 0 { ra.is_some_and(|(_, f)| f < ring) } else { prefetching };
                if reads && (t < mv_stream_end || prefetching) {
                    cost.cycles += p.dma_mv_wait;
                }
            }
            let demand = if p.sram_flits_per_cycle == 0 { 0.0 } else { cost.flits() as f64 / (cost.cycles + cost.tail) as f64 };
            run[q] = Some(Running { idx: i, start: t, cost, work: 0.0, demand, weight: cost.weight() });
            rep.instrs[q + 1] += 1;
            match ins {
                Instr::Dma(d) => {
                    let b = d.rows as u64 * d.words as u64 * p.word_bytes;
                    if matches!(d.dir, DmaDir::Load) {
                        rep.dram_read += b;
                    } else {
                        rep.dram_written += b;
                    }
                }
                Instr::Matmul(m) => rep.macs += m.k as u64 * m.n as u64 * m.m as u64,
                Instr::Matvec(m) => {
                    rep.macs += m.k as u64 * m.n as u64;
                    rep.dram_read += m.shape().stream_bytes();
                }
                _ => {}
            }
            progress = true;
        }
        // the matvec unit prefetches the stream of the MATRIX head while it has no instruction
        let mv_free = run[1].is_none()
            || (p.mv_pf_run > 0 && run[1].as_ref().is_some_and(|r| matches!(prog[r.idx], Instr::Matvec(_))) && t >= mv_stream_end);
        pf = match (mv_free, fifo[1].front()) {
            (true, Some(&i)) if matches!(prog[i], Instr::Matvec(_)) => {
                // a second stream that becomes the head keeps the beats it has: as many as the time since it
                // started, at most the room the head's stream left in the ring
                let second = pf2.filter(|&(j, _, _)| j == i).map(|(j, since, room)| (j, t - (t - since).min(room)));
                Some(pf.filter(|&(j, _)| j == i).or(second).unwrap_or((i, t)))
            }
            _ => None,
        };
        if p.mv_seq > 0 {
            // the read-ahead replaces the head prefetch: an idle unit whose head streams from elsewhere
            // restarts the walker there
            pf = None;
            if run[1].is_none() {
                if let Some(&i) = fifo[1].front() {
                    if let Instr::Matvec(m) = &prog[i] {
                        let d = m.dram as u64 * 64;
                        if ra.map(|(front, _)| front) != Some(d) {
                            ra = Some((d, if ra.is_some() { -MV_SEQ_DROP } else { 0 }));
                        }
                    }
                }
            }
            // one beat per cycle while the ring has room (the running `matvec` frees its beats as they come);
            // an idle unit starts no burst while a DMA executes (`ar_yield`; the bursts in flight, up to
            // MV_IDLE_INFLIGHT beats, still arrive), a running `matvec` ignores it
            let mv_running = matches!(run[1].as_ref().map(|r| &prog[r.idx]), Some(Instr::Matvec(_)));
            // the DMA holds the walker back: while it executes (dma_yield = 0) or only while it reads
            let dma_reads = match run[0].as_ref() {
                None => false,
                Some(_) if p.dma_yield == 0 => true,
                Some(r) => match &prog[r.idx] {
                    Instr::Dma(d) => match (d.dir, &d.target) {
                        (DmaDir::Load, _) => true,
                        (DmaDir::Store, DmaTarget::Kv { .. }) => t < r.start + p.dma_overhead + p.kv_table_read,
                        (DmaDir::Store, _) => false,
                    },
                    _ => true,
                },
            };
            let yields = dma_reads && !mv_running && ra_inflight <= 0;
            ra_inflight = if dma_reads && !mv_running { ra_inflight - 1 } else { MV_IDLE_INFLIGHT };
            if let Some((front, f)) = ra.as_mut() {
                let consumed = match run[1].as_ref().map(|r| &prog[r.idx]) {
                    Some(Instr::Matvec(m)) if m.dram as u64 * 64 == *front => (*f).clamp(0, p.mv_beats(m) as i64),
                    _ => 0,
                };
                if *f - consumed < ring && !yields {
                    *f += 1;
                    progress = true;
                }
            }
        }
        if p.mv_pf_run >= 2 {
            let head_in = match pf {
                Some((j, since)) => matches!(&prog[j], Instr::Matvec(m) if t - since >= p.mv_beats(m)),
                None => run[1].as_ref().is_some_and(|r| matches!(prog[r.idx], Instr::Matvec(_))) && t >= mv_stream_end,
            };
            let second = if pf.is_some() { fifo[1].get(1) } else { fifo[1].front() };
            // the head's beats still in the ring: all of a waiting head's (the running one's are consumed)
            let held = match pf {
                Some((j, _)) => match &prog[j] {
                    Instr::Matvec(m) => p.mv_beats(m).min(p.mv_prefetch),
                    _ => 0,
                },
                None => 0,
            };
            pf2 = match second {
                Some(&i) if head_in && matches!(prog[i], Instr::Matvec(_)) => {
                    Some(pf2.filter(|&(j, _, _)| j == i).unwrap_or((i, t, p.mv_prefetch.saturating_sub(held))))
                }
                _ => pf2.filter(|&(j, _, _)| fifo[1].contains(&j)),
            };
        }
        // the dispatcher: one instruction per fetch interval into its queue's FIFO; barriers wait for idle
        if pc < n && disp_next <= t {
            let ins = &prog[pc];
            let q = ins.queue();
            if q == Queue::Ctrl {
                let barrier = matches!(ins, Instr::End { .. } | Instr::Sync { .. });
                let idle = fifo.iter().all(|f| f.is_empty()) && run.iter().all(|r| r.is_none()) && qdone.iter().all(|&d| d <= t);
                if (!barrier || idle) && ok(&sems, ins.deps().wait) {
                    let w = ins.deps().wait;
                    if w != 0 {
                        sems[w as usize & 15] -= 1;
                    }
                    if ins.deps().signal != 0 {
                        pending.push(Reverse((t + 1, ins.deps().signal & 15)));
                    }
                    rep.timeline[pc] = (t, t + 1);
                    rep.instrs[0] += 1;
                    if matches!(ins, Instr::End { .. }) {
                        rep.cycles = t + 1;
                        for (q, b) in busy.iter().enumerate() {
                            rep.busy[q] = b.round() as u64;
                        }
                        return Ok(rep);
                    }
                    pc += 1;
                    disp_next = t + fetch;
                    progress = true;
                }
            } else if fifo[qidx(q) - 1].len() < p.queue_depth.max(1) {
                fifo[qidx(q) - 1].push_back(pc);
                pc += 1;
                disp_next = t + fetch;
                progress = true;
            }
        }
        // the SRAM node: weighted max-min fair shares of `sram_flits_per_cycle` over the running demands
        let mut order: Vec<usize> = (0..3).filter(|&q| run[q].is_some()).collect();
        let key = |r: &Running| r.demand / r.weight;
        order.sort_by(|&a, &b| key(run[a].as_ref().unwrap()).total_cmp(&key(run[b].as_ref().unwrap())));
        let mut cap = p.sram_flits_per_cycle as f64;
        let mut weights: f64 = order.iter().map(|&q| run[q].as_ref().unwrap().weight).sum();
        for q in order {
            let r = run[q].as_mut().unwrap();
            let rate = if r.demand <= 0.0 {
                1.0
            } else {
                let grant = r.demand.min(cap * r.weight / weights);
                cap -= grant;
                (grant / r.demand).min(1.0)
            };
            weights -= r.weight;
            r.work += rate;
            busy[q] += 1.0;
            progress = true;
            if r.work + 1e-9 >= r.cost.cycles as f64 {
                let r = run[q].take().unwrap();
                if let (true, Instr::Matvec(m), Some((front, f))) = (p.mv_seq > 0, &prog[r.idx], ra) {
                    // the next stream expected starts where this one ends
                    ra = Some((front + m.shape().stream_bytes(), f - p.mv_beats(m) as i64));
                }
                let done = (t + 1 + r.cost.tail).max(qdone[q]);
                qdone[q] = done;
                rep.timeline[r.idx] = (r.start, done);
                let s = prog[r.idx].deps().signal;
                if s != 0 {
                    pending.push(Reverse((done, s & 15)));
                }
            }
        }
        if progress {
            t += 1;
            continue;
        }
        // nothing can move: jump to the next event, or report the deadlock
        let mut next = u64::MAX;
        if let Some(&Reverse((when, _))) = pending.peek() {
            next = next.min(when);
        }
        for &d in &qdone {
            if d > t {
                next = next.min(d);
            }
        }
        if pc < n && disp_next > t {
            next = next.min(disp_next);
        }
        if next == u64::MAX {
            return Err(CompileError::Fit(if pc >= n {
                "the program ends without `end` (PROGRAM_OVERRUN)".into()
            } else {
                format!("the program deadlocks at instruction {pc} `{}`", prog[pc])
            }));
        }
        t = next;
    }
}

/// A program's predicted cost and the floors it is compared with.
#[derive(Debug, Clone, PartialEq, Serialize)]
pub struct ProgramCost {
    pub report: CostReport,
    /// Tokens of the program (1 for decode, 0 for setup).
    pub tokens: usize,
    pub cycles_per_token: f64,
    /// `docs/architecture.md`'s memory floor: INT8 weights and scales (payload) per token at one beat per cycle.
    pub memory_floor_cycles: u64,
    /// The bytes the program actually streams (tile and scale padding included) at one beat per cycle.
    pub streamed_floor_cycles: u64,
    /// Weight MACs / (R x C) per token.
    pub compute_floor_cycles: u64,
}

/// Predicts the cost of a generated program.
pub fn program_cost(l: &Layout, prog: &Program, queue_depth: usize) -> Result<ProgramCost, CompileError> {
    program_cost_with(l, prog, &CostParams::for_layout(l, queue_depth))
}

/// [`program_cost`] with explicit parameters (a what-if: `systole compile --cost-set`).
pub fn program_cost_with(l: &Layout, prog: &Program, p: &CostParams) -> Result<ProgramCost, CompileError> {
    let report = simulate(&prog.instrs, p)?;
    let b = l.breakdown();
    let w = p.word_bytes;
    let tokens = prog.tokens.len();
    let macs: u64 = l.matrices().iter().map(|(_, m)| (m.outputs * m.inputs) as u64).sum();
    Ok(ProgramCost {
        tokens,
        // the setup program has no tokens: its cycles
        cycles_per_token: report.cycles as f64 / tokens.max(1) as f64,
        memory_floor_cycles: (b.weights + b.scales).div_ceil(w),
        streamed_floor_cycles: (report.dram_read + report.dram_written).div_ceil(w),
        compute_floor_cycles: macs.div_ceil(p.rows * p.cols),
        report,
    })
}
