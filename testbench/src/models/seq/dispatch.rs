//! Cycle model of `hdl/src/seq/dispatch.rs` (`Dispatcher`, modules `seq_dispatch_f4` and `seq_dispatch_f8`:
//! the FIFO depth is a parameter of [`DispatchModel::new`]): the same state
//! (FSM, semaphores, per-queue FIFO, issue register and in-flight record, error registers, counters) and the
//! same per-cycle rules, written as plain Rust over queues of instructions. `step` returns the outputs for
//! the current inputs and state, then applies the clock edge.

use std::collections::VecDeque;
use systole_isa::instr::{funct, opcode};
use systole_isa::{decode, ErrorCode};

pub const ST_IDLE: u8 = 0;
pub const ST_RUN: u8 = 1;
pub const ST_DRAIN: u8 = 2;
pub const ST_DONE: u8 = 3;
pub const ST_ERROR: u8 = 4;
/// Number of performance counters (order of `hdl::seq::dispatch::perf`).
pub const NPERF: usize = 11;

/// Inputs of one cycle. Queue arrays are indexed DMA, MATRIX, VECTOR.
#[derive(Debug, Clone, Copy, Default)]
pub struct DispIn {
    pub reset: bool,
    pub start: bool,
    pub abort: bool,
    pub cfg_watchdog: u32,
    pub instr_valid: bool,
    pub instr_data: u128,
    pub instr_pc: u32,
    pub prog_done: bool,
    pub ready: [bool; 3],
    pub done: [bool; 3],
    pub fail: [bool; 3],
    pub fail_code: [u8; 3],
    pub sem_rd_idx: u8,
}

/// Outputs of one cycle (before the edge).
#[derive(Debug, Clone, Copy, Default, PartialEq, Eq)]
pub struct DispOut {
    pub instr_ready: bool,
    pub valid: [bool; 3],
    pub data: [u128; 3],
    pub running: bool,
    pub done: bool,
    pub error: bool,
    pub error_code: u8,
    pub error_pc: u32,
    pub error_queue: u8,
    pub error_sem: u8,
    pub error_tag: u8,
    pub error_opcode: u8,
    pub error_funct: u8,
    pub irq: bool,
    pub irq_code: u16,
    pub sem_rd_val: u8,
    pub perf: [u32; NPERF],
}

#[derive(Debug, Clone, Default)]
struct Queue {
    fifo: VecDeque<(u128, u32)>,
    iss: Option<u128>,
    recs: VecDeque<(u32, u32)>,
}

fn wait_of(w: u128) -> usize {
    ((w >> 4) & 0xf) as usize
}
fn signal_of(w: u128) -> usize {
    ((w >> 8) & 0xf) as usize
}
fn opcode_of(w: u128) -> u8 {
    (w & 0xf) as u8
}
fn funct_of(w: u128) -> u8 {
    ((w >> 12) & 0xf) as u8
}

/// The dispatcher with `depth`-entry FIFOs and `infl` in-flight records per queue.
#[derive(Debug, Clone)]
pub struct DispatchModel {
    depth: usize,
    infl: usize,
    st: u8,
    sem: [u8; 16],
    q: [Queue; 3],
    err_code: u8,
    err_pc: u32,
    err_queue: u8,
    err_sem: u8,
    err_tag: u8,
    err_op: u8,
    err_fn: u8,
    irq: bool,
    irq_code: u16,
    wd: u32,
    perf: [u32; NPERF],
    /// Coverage: cycles in which a queue head was refused a semaphore that was not 0, because
    /// higher-priority waiters took its tokens in the same cycle.
    pub contended: u64,
}

impl DispatchModel {
    pub fn new(depth: usize, infl: usize) -> Self {
        DispatchModel {
            depth,
            infl,
            st: ST_IDLE,
            sem: [0; 16],
            q: Default::default(),
            err_code: 0,
            err_pc: 0,
            err_queue: 0,
            err_sem: 0,
            err_tag: 0,
            err_op: 0,
            err_fn: 0,
            irq: false,
            irq_code: 0,
            wd: 0,
            perf: [0; NPERF],
            contended: 0,
        }
    }

    /// RUN or DRAIN in the current cycle (a `start` now is ignored).
    pub fn busy(&self) -> bool {
        self.st == ST_RUN || self.st == ST_DRAIN
    }

    pub fn step(&mut self, i: &DispIn) -> DispOut {
        let is_run = self.st == ST_RUN;
        let busy = is_run || self.st == ST_DRAIN;
        let start_fire = i.start && !busy;
        let w = i.instr_data;
        let dec = decode(w);
        let (illegal_code, qid) = match &dec {
            Ok(ins) => (0u8, ins.queue() as usize),
            Err(e) => (e.code.code(), 0),
        };
        let (op, fu) = (opcode_of(w), funct_of(w));
        let (c_wait, c_sig) = (wait_of(w), signal_of(w));
        let in_legal = i.instr_valid && dec.is_ok();
        let in_ctrl = in_legal && qid == 0;
        let in_end = op == opcode::CTRL && fu == funct::ctrl::END;
        let in_irq = op == opcode::CTRL && fu == funct::ctrl::IRQ;
        let in_barrier = in_end || (op == opcode::SYNC && fu == funct::sync::CTRL);
        let tgt_full = qid >= 1 && self.q[qid - 1].fifo.len() == self.depth;
        let all_idle = self.q.iter().all(|q| q.fifo.is_empty() && q.recs.is_empty());
        let all_quiet = self.q.iter().all(|q| q.recs.is_empty());
        let c_sw = if c_wait != 0 { self.sem[c_wait] } else { 0 };

        let mut head = [None; 3];
        let mut head_sync = [false; 3];
        let mut q_wait = [0usize; 3];
        let mut q_sw = [0u8; 3];
        let mut q_req = [false; 3];
        for j in 0..3 {
            let q = &self.q[j];
            head[j] = q.fifo.front().copied();
            if let Some((hw, _)) = head[j] {
                head_sync[j] = opcode_of(hw) == opcode::SYNC;
                q_wait[j] = wait_of(hw);
                q_sw[j] = if q_wait[j] != 0 { self.sem[q_wait[j]] } else { 0 };
            }
            let can = match head[j] {
                None => false,
                Some(_) if head_sync[j] => q.recs.is_empty(),
                Some(_) => q.recs.len() < self.infl && (q.iss.is_none() || i.ready[j]),
            };
            q_req[j] = is_run && can;
        }
        // grants
        let c_req = is_run && in_ctrl && (!in_barrier || all_idle);
        let c_grant = c_req && (c_wait == 0 || c_sw > 0);
        let mut q_cnt = [0u8; 3];
        for j in 0..3 {
            if c_req && c_wait == q_wait[j] {
                q_cnt[j] += 1;
            }
            for h in 0..j {
                if q_req[h] && q_wait[h] == q_wait[j] {
                    q_cnt[j] += 1;
                }
            }
        }
        let mut q_grant = [false; 3];
        for j in 0..3 {
            q_grant[j] = q_req[j] && (q_wait[j] == 0 || q_sw[j] > q_cnt[j]);
            if q_req[j] && !q_grant[j] && q_sw[j] > 0 {
                self.contended += 1;
            }
        }
        let mut q_push = [false; 3];
        for j in 0..3 {
            q_push[j] = is_run && in_legal && qid == j + 1 && self.q[j].fifo.len() < self.depth;
        }
        let instr_ready = c_grant || q_push.iter().any(|&p| p);
        // completions and signals
        let mut q_pop = [false; 3];
        let mut q_failed = [false; 3];
        let mut q_sync_go = [false; 3];
        let mut q_sig_fire = [false; 3];
        let mut q_sig = [(0usize, 0u8, 0u8, 0u32); 3]; // (sem, opcode, funct, pc)
        for j in 0..3 {
            let rec = self.q[j].recs.front().copied();
            let rv = rec.is_some();
            q_pop[j] = rv && (i.done[j] || i.fail[j]);
            q_failed[j] = rv && i.fail[j];
            q_sync_go[j] = q_grant[j] && head_sync[j];
            q_sig_fire[j] = (rv && i.done[j] && !i.fail[j]) || q_sync_go[j];
            if q_sync_go[j] {
                let (hw, hpc) = head[j].unwrap();
                q_sig[j] = (signal_of(hw), opcode_of(hw), funct_of(hw), hpc);
            } else if let Some((h, pc)) = rec {
                let h = h as u128;
                q_sig[j] = (signal_of(h), opcode_of(h), funct_of(h), pc);
            }
        }
        // semaphores
        let mut s_dec = [0u8; 16];
        let mut s_inc = [0u8; 16];
        if c_grant && c_wait != 0 {
            s_dec[c_wait] += 1;
        }
        if c_grant && c_sig != 0 {
            s_inc[c_sig] += 1;
        }
        for j in 0..3 {
            if q_grant[j] && q_wait[j] != 0 {
                s_dec[q_wait[j]] += 1;
            }
            if q_sig_fire[j] && q_sig[j].0 != 0 {
                s_inc[q_sig[j].0] += 1;
            }
        }
        let mut s_ovf = [false; 16];
        for k in 0..16 {
            s_ovf[k] = is_run && s_inc[k] > s_dec[k] && (s_inc[k] - s_dec[k]) > 255 - self.sem[k];
        }
        let c_ovf = c_grant && c_sig != 0 && s_ovf[c_sig];
        let mut q_ovf = [false; 3];
        for j in 0..3 {
            q_ovf[j] = q_sig_fire[j] && q_sig[j].0 != 0 && s_ovf[q_sig[j].0];
        }
        // errors
        let any_fail = q_failed.iter().any(|&f| f);
        let any_ovf = c_ovf || q_ovf.iter().any(|&f| f);
        let illegal = i.instr_valid && dec.is_err();
        let overrun = i.prog_done && !i.instr_valid;
        let c_blocked = (in_barrier && !all_idle) || (c_wait != 0 && c_sw == 0);
        let q_blocked: Vec<bool> = (0..3).map(|j| head[j].is_none() || (q_wait[j] != 0 && q_sw[j] == 0)).collect();
        let deadlock = all_quiet
            && q_blocked.iter().all(|&b| b)
            && in_legal
            && ((in_ctrl && c_blocked) || (!in_ctrl && tgt_full));
        let progress = c_grant || q_grant.iter().any(|&g| g) || q_pop.iter().any(|&p| p);
        let wd_next = self.wd.wrapping_add(1);
        let wd_fire = busy && i.cfg_watchdog != 0 && !progress && wd_next >= i.cfg_watchdog;
        let err_any = is_run && (any_fail || any_ovf || illegal || overrun || deadlock || wd_fire || i.abort);

        // outputs (registered state and the combinational ready)
        let mut out = DispOut {
            instr_ready,
            running: busy,
            done: self.st == ST_DONE,
            error: self.st == ST_ERROR,
            error_code: self.err_code,
            error_pc: self.err_pc,
            error_queue: self.err_queue,
            error_sem: self.err_sem,
            error_tag: self.err_tag,
            error_opcode: self.err_op,
            error_funct: self.err_fn,
            irq: self.irq,
            irq_code: self.irq_code,
            sem_rd_val: if i.sem_rd_idx != 0 { self.sem[(i.sem_rd_idx & 15) as usize] } else { 0 },
            perf: self.perf,
            ..Default::default()
        };
        for j in 0..3 {
            out.valid[j] = self.q[j].iss.is_some();
            out.data[j] = self.q[j].iss.unwrap_or(0);
        }

        // ---------------- clock edge
        if busy {
            self.wd = if progress { 0 } else { wd_next };
        }
        if is_run {
            let mut set = |code: u8, pc: u32, q: u8, sem: u8, tag: u8, op: u8, fnc: u8| {
                (self.err_code, self.err_pc, self.err_queue, self.err_sem, self.err_tag, self.err_op, self.err_fn) =
                    (code, pc, q, sem, tag, op, fnc);
            };
            let fail_j = (0..3).find(|&j| q_failed[j]);
            let ovf_j = (0..3).find(|&j| q_ovf[j]);
            if let Some(j) = fail_j {
                let (h, pc) = *self.q[j].recs.front().unwrap();
                let tag = if j == 0 { ((h >> 16) & 0xff) as u8 } else { 0 };
                set(i.fail_code[j], pc, j as u8 + 1, 0, tag, (h & 0xf) as u8, ((h >> 12) & 0xf) as u8);
            } else if c_ovf {
                set(ErrorCode::SemOverflow.code(), i.instr_pc, 0, c_sig as u8, 0, op, fu);
            } else if let Some(j) = ovf_j {
                let (s, o, f, pc) = q_sig[j];
                set(ErrorCode::SemOverflow.code(), pc, j as u8 + 1, s as u8, 0, o, f);
            } else if illegal {
                set(illegal_code, i.instr_pc, qid as u8, 0, 0, op, fu);
            } else if overrun {
                self.err_code = ErrorCode::ProgramOverrun.code();
            } else if deadlock {
                set(ErrorCode::Deadlock.code(), i.instr_pc, qid as u8, c_wait as u8, 0, op, fu);
            } else if wd_fire {
                self.err_code = ErrorCode::Watchdog.code();
            } else if i.abort {
                self.err_code = ErrorCode::Aborted.code();
            }
        }
        self.irq = c_grant && in_irq;
        if c_grant && in_irq {
            self.irq_code = ((w >> 16) & 0xffff) as u16;
        }
        // semaphores
        for k in 0..16 {
            if is_run && !s_ovf[k] {
                self.sem[k] = self.sem[k].wrapping_add(s_inc[k]).wrapping_sub(s_dec[k]);
            }
            if i.reset || start_fire {
                self.sem[k] = 0;
            }
        }
        // queues
        let mut flush = i.reset || start_fire;
        let old_st = self.st;
        if old_st == ST_RUN {
            if err_any {
                self.st = ST_DRAIN;
            } else if c_grant && in_end {
                self.st = ST_DONE;
            }
        } else if old_st == ST_DRAIN && (all_quiet || wd_fire) {
            self.st = ST_ERROR;
            flush = true;
        }
        for j in 0..3 {
            let q = &mut self.q[j];
            if q_push[j] {
                q.fifo.push_back((w, i.instr_pc));
            }
            if q_grant[j] {
                let (hw, hpc) = q.fifo.pop_front().unwrap();
                if !head_sync[j] {
                    q.iss = Some(hw);
                    q.recs.push_back(((hw & 0xff_ffff) as u32, hpc));
                }
            } else if i.ready[j] {
                q.iss = None;
            }
            if q_pop[j] {
                q.recs.pop_front();
            }
            if flush {
                *q = Queue::default();
            }
        }
        // counters
        let pinc = [
            busy,
            c_grant,
            q_sig_fire[0],
            q_sig_fire[1],
            q_sig_fire[2],
            is_run && in_ctrl && !c_grant,
            q_req[0] && !q_grant[0],
            q_req[1] && !q_grant[1],
            q_req[2] && !q_grant[2],
            is_run && in_legal && !in_ctrl && tgt_full,
            is_run && !i.instr_valid && !i.prog_done,
        ];
        for k in 0..NPERF {
            if pinc[k] {
                self.perf[k] = self.perf[k].wrapping_add(1);
            }
            if i.reset || start_fire {
                self.perf[k] = 0;
            }
        }
        if start_fire {
            self.st = ST_RUN;
            (self.err_code, self.err_pc, self.err_queue, self.err_sem, self.err_tag, self.err_op, self.err_fn) =
                (0, 0xffff_ffff, 0, 0, 0, 0, 0);
            self.wd = 0;
        }
        if i.reset {
            self.st = ST_IDLE;
            (self.err_code, self.err_pc, self.err_queue, self.err_sem, self.err_tag, self.err_op, self.err_fn) =
                (0, 0xffff_ffff, 0, 0, 0, 0, 0);
            self.irq = false;
            self.irq_code = 0;
            self.wd = 0;
        }
        out
    }
}
