//! The analytic cost model: predicted cycles of every instruction and of a whole program on a device
//! configuration. These are **predictions of the model**, not RTL measurements: the per-instruction
//! formulas come from the block measurements of `docs/dma.md`, `docs/matrix.md` and `docs/vpu.md`, and
//! from stated assumptions for what is not built yet (the vector unit's top, SCORE/SOFTMAX/PV, fetch).
//!
//! ```text
//!   instruction -> (occupancy, latency)       occupancy: cycles its unit is busy (the next instruction of
//!                                             the queue can start after it); latency: extra cycles until
//!                                             its results are visible (signal time = start + occ + lat)
//!   program     -> event simulation of the dispatcher (one fetch per ceil(16 / WORD_BYTES) cycles, FIFOs
//!                  of queue_depth) and three in-order queues, with the semaphores: the critical path
//! ```
//!
//! | instruction | occupancy | latency | source |
//! | --- | --- | --- | --- |
//! | `dma.*` | `dma_overhead + rows * words` (one beat per cycle) | 0 | dma.md: ~10 cycles per descriptor, 92-98% on 4 KiB |
//! | `dma.kv_*` | the same `+ kv_table_read` | 0 | block-table read (assumed) |
//! | `matmul` | `max(k, m)` (one tile row and one vector per cycle, next tile loads during the stream) | `R + C` | matrix.md: 7.89 cycles per one-vector 8x8 tile |
//! | `vec.quant` | `max(len, 34 * groups) + 36` | | vpu.md QUANT: one division per group |
//! | `vec.rmsnorm` | `3 * len + 63` | | vpu.md RMSNORM |
//! | `vec.requant` | `len * groups + 4` | | vpu.md REQUANT: one group per cycle |
//! | `vec.rope` | `heads * head_size / 2 + 2` | | one pair per cycle |
//! | `vec.embed`, `resadd`, `silu_mul`, `argmax` | `len + 2`, `+ 1`, `+ 5`, `+ 1` | | elementwise units |
//! | `vec.kv_pack` | `heads * head_size + head_size + 3` | | BFP16 unit |
//! | `vec.score` | `head_size + 3 + len * ceil(head_size / lanes) + 8` | | assumed (not built): `lanes` MACs per cycle |
//! | `vec.softmax` | `3 * len + 49 + 4` | | assumed: max pass, exp/sum pass, division (48 cycles), normalize pass |
//! | `vec.pv` | `len * ceil(head_size / lanes) + 8` | | assumed |
//! | every `vec.*` | `+ vec_issue` | | operand fetch and setup (assumed; the vector unit's top is not built) |
//! | `sync.*`, `nop`, `irq`, `end` | 1 | | |

use super::layout::Layout;
use super::program::Program;
use super::CompileError;
use serde::Serialize;
use std::cmp::Reverse;
use std::collections::{BinaryHeap, VecDeque};
use systole_isa::{DmaTarget, Instr, Queue, VecOp};

/// The parameters of the cost model.
#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
pub struct CostParams {
    /// Array rows R and columns C.
    pub rows: u64,
    pub cols: u64,
    /// Bytes per DMA beat = DRAM port width / 8.
    pub word_bytes: u64,
    /// Fixed cycles per DMA descriptor.
    pub dma_overhead: u64,
    /// Extra cycles of a KV DMA for its block-table read.
    pub kv_table_read: u64,
    /// Cycles per vector instruction for operand fetch and setup.
    pub vec_issue: u64,
    /// Multiply-accumulates per cycle of SCORE and PV.
    pub vpu_lanes: u64,
    /// Dispatcher FIFO depth.
    pub queue_depth: usize,
}

impl CostParams {
    /// The model's defaults for a layout's device (R, C, word) and a FIFO depth.
    pub fn for_layout(l: &Layout, queue_depth: usize) -> CostParams {
        CostParams {
            rows: l.device.rows as u64,
            cols: l.device.cols as u64,
            word_bytes: l.device.word_bytes as u64,
            dma_overhead: 10,
            kv_table_read: 6,
            vec_issue: 4,
            vpu_lanes: 8,
            queue_depth,
        }
    }

    /// `(occupancy, latency)` of one instruction.
    pub fn instr(&self, i: &Instr) -> (u64, u64) {
        let lanes = |hs: u16| (hs as u64).div_ceil(self.vpu_lanes.max(1));
        match i {
            Instr::Dma(d) => {
                let kv = if matches!(d.target, DmaTarget::Kv { .. }) { self.kv_table_read } else { 0 };
                (self.dma_overhead + kv + d.rows as u64 * d.words as u64, 0)
            }
            Instr::Matmul(m) => ((m.k as u64).max(m.m as u64), self.rows + self.cols),
            Instr::Vector { op, .. } => {
                let c = match *op {
                    VecOp::Quant { len, group, .. } => {
                        let g = (len as u64).div_ceil(group.max(1) as u64);
                        (len as u64).max(34 * g) + 36
                    }
                    VecOp::RmsNorm { len, .. } => 3 * len as u64 + 63,
                    VecOp::Requant { len, groups, .. } => len as u64 * groups as u64 + 4,
                    VecOp::Rope { heads, head_size, .. } => heads as u64 * head_size as u64 / 2 + 2,
                    VecOp::Embed { len, .. } => len as u64 + 2,
                    VecOp::ResAdd { len, .. } | VecOp::Argmax { len, .. } => len as u64 + 1,
                    VecOp::SiluMul { len, .. } => len as u64 + 5,
                    VecOp::KvPack { heads, head_size, .. } => heads as u64 * head_size as u64 + head_size as u64 + 3,
                    VecOp::Score { len, head_size, .. } => head_size as u64 + 3 + len as u64 * lanes(head_size) + 8,
                    VecOp::Softmax { len, .. } => 3 * len as u64 + 53,
                    VecOp::Pv { len, head_size, .. } => len as u64 * lanes(head_size) + 8,
                };
                (c + self.vec_issue, 0)
            }
            _ => (1, 0),
        }
    }
}

/// The predicted schedule of a program.
#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
pub struct CostReport {
    /// Cycles from the doorbell to `end`.
    pub cycles: u64,
    /// Busy cycles (sum of occupancies) of the DMA, MATRIX and VECTOR units.
    pub busy: [u64; 3],
    /// Instructions per queue (control, DMA, MATRIX, VECTOR).
    pub instrs: [u64; 4],
    /// Bytes the DMA moves from and to DRAM, and the program's own bytes (fetch).
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

/// Simulates the dispatcher and the three queues over `prog` with `p`'s durations.
pub fn simulate(prog: &[Instr], p: &CostParams) -> Result<CostReport, CompileError> {
    let n = prog.len();
    let fetch = (16u64).div_ceil(p.word_bytes.max(1));
    let mut t: u64 = 0;
    let mut pc = 0usize;
    let mut disp_next = 0u64;
    let mut fifo: [VecDeque<usize>; 3] = Default::default();
    let mut qfree = [0u64; 3];
    let mut qdone = [0u64; 3];
    let mut sems = [0u32; 16];
    let mut pending: BinaryHeap<Reverse<(u64, u8)>> = BinaryHeap::new();
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
        for q in 0..3 {
            let Some(&i) = fifo[q].front() else { continue };
            let ins = &prog[i];
            if qfree[q] > t || !ok(&sems, ins.deps().wait) {
                continue;
            }
            fifo[q].pop_front();
            let w = ins.deps().wait;
            if w != 0 {
                sems[w as usize & 15] -= 1;
            }
            let (occ, lat) = p.instr(ins);
            let done = (t + occ + lat).max(qdone[q]);
            qdone[q] = done;
            qfree[q] = t + occ;
            rep.busy[q] += occ;
            rep.instrs[q + 1] += 1;
            rep.timeline[i] = (t, done);
            if ins.deps().signal != 0 {
                pending.push(Reverse((done, ins.deps().signal & 15)));
            }
            match ins {
                Instr::Dma(d) => {
                    let b = d.rows as u64 * d.words as u64 * p.word_bytes;
                    if matches!(d.dir, systole_isa::DmaDir::Load) {
                        rep.dram_read += b;
                    } else {
                        rep.dram_written += b;
                    }
                }
                Instr::Matmul(m) => rep.macs += m.k as u64 * m.n as u64 * m.m as u64,
                _ => {}
            }
            progress = true;
        }
        if pc < n && disp_next <= t {
            let ins = &prog[pc];
            let q = ins.queue();
            if q == Queue::Ctrl {
                let barrier = matches!(ins, Instr::End { .. } | Instr::Sync { .. });
                let idle = fifo.iter().all(|f| f.is_empty()) && qdone.iter().all(|&d| d <= t);
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
        if progress {
            t += 1;
            continue;
        }
        // jump to the next event
        let mut next = u64::MAX;
        if let Some(&Reverse((when, _))) = pending.peek() {
            next = next.min(when);
        }
        for q in 0..3 {
            if !fifo[q].is_empty() && qfree[q] > t {
                next = next.min(qfree[q]);
            }
            if qdone[q] > t {
                next = next.min(qdone[q]);
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
    /// Tokens of the program (1 for decode).
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
    let p = CostParams::for_layout(l, queue_depth);
    let report = simulate(&prog.instrs, &p)?;
    let b = l.breakdown();
    let w = p.word_bytes;
    let tokens = prog.tokens.len();
    let macs: u64 = l.matrices().iter().map(|(_, m)| (m.outputs * m.inputs) as u64).sum();
    Ok(ProgramCost {
        tokens,
        cycles_per_token: report.cycles as f64 / tokens as f64,
        memory_floor_cycles: (b.weights + b.scales).div_ceil(w),
        streamed_floor_cycles: (report.dram_read + report.dram_written).div_ceil(w),
        compute_floor_cycles: macs.div_ceil(p.rows * p.cols),
        report,
    })
}
