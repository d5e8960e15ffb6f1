// The body of `seq_dispatch.rs`, included once per FIFO depth (`Dut`, `DutIn`, `DutOut`, `DEPTH`, `INFL`
// and the imports come from the including module).

fn hdr(op: u8, fu: u8, wait: usize, signal: usize) -> u128 {
    let w = f::OPCODE.put(0, op as u64);
    let w = f::FUNCT.put(w, fu as u64);
    let w = f::WAIT.put(w, wait as u64);
    f::SIGNAL.put(w, signal as u64)
}

/// A random legal instruction of queue `q` (1 DMA, 2 MATRIX, 3 VECTOR), with wait/signal.
fn work(rng: &mut Rng, q: usize, wait: usize, signal: usize) -> u128 {
    let w = match q {
        1 => {
            let mut w = hdr(opcode::DMA, rng.below(2) as u8, wait, signal);
            w = f::DMA_TAG.put(w, rng.below(256));
            w = f::DMA_ROWS.put(w, 1 + rng.below(4095));
            w = f::DMA_WORDS.put(w, 1 + rng.below(4095));
            w = f::DMA_SRAM.put(w, rng.below(1 << 20));
            f::DMA_DRAM.put(w, rng.next_u64() & 0xffff_fff0)
        }
        2 => {
            let mut w = hdr(opcode::MATMUL, funct::matmul::MATMUL, wait, signal);
            w = f::MM_K.put(w, 1 + rng.below(64));
            w = f::MM_N.put(w, 1 + rng.below(64));
            w = f::MM_M.put(w, 1 + rng.below(4095));
            f::MM_W.put(w, rng.below(1 << 20))
        }
        _ => {
            let mut w = hdr(opcode::VECTOR, funct::vector::RESADD, wait, signal);
            w = f::V_A.put(w, rng.below(1 << 20));
            w = f::V_D.put(w, rng.below(1 << 20));
            f::V_LEN.put(w, 1 + rng.below(65535))
        }
    };
    assert!(decode(w).is_ok(), "generator bug: {w:#x} is illegal");
    w
}

fn sync(q: usize, wait: usize, signal: usize) -> u128 {
    hdr(opcode::SYNC, q as u8, wait, signal)
}
fn nop(wait: usize, signal: usize) -> u128 {
    hdr(opcode::CTRL, funct::ctrl::NOP, wait, signal)
}
fn irq(code: u16, wait: usize, signal: usize) -> u128 {
    f::IRQ_CODE.put(hdr(opcode::CTRL, funct::ctrl::IRQ, wait, signal), code as u64)
}
fn end(wait: usize, signal: usize) -> u128 {
    hdr(opcode::CTRL, funct::ctrl::END, wait, signal)
}

fn queue_of(w: u128) -> usize {
    decode(w).map(|i| i.queue() as usize).unwrap_or(0)
}
fn wait_of(w: u128) -> usize {
    f::WAIT.get(w) as usize
}
fn signal_of(w: u128) -> usize {
    f::SIGNAL.get(w) as usize
}
fn is_sync(w: u128) -> bool {
    f::OPCODE.get(w) as u8 == opcode::SYNC
}

/// What a program is expected to do.
#[derive(Debug, Clone, PartialEq)]
enum Expect {
    /// `done`, after the `end` at this index.
    Done(usize),
    /// Error with this code and exactly this PC.
    Error(u8, u32),
    /// `DEADLOCK`, the dispatcher holding an instruction at or after this index.
    Deadlock(usize),
    /// `WATCHDOG` (the hung unit is the queue index).
    Watchdog(usize),
    /// `abort_req` is raised `n` cycles after `start`: `ABORTED` if the program was still running, else done.
    Abort(u64, usize),
    /// The mock unit of queue `q` fails its `n`-th instruction with `code`; PC known when it happens.
    UnitError(usize, usize, u8),
}

/// A deadlock-free body: producer/consumer pairs on per-(producer queue, consumer queue) channels, so
/// tokens of one channel are produced and consumed in program order (see the module comment). Queues 0..4
/// (0 = control). Semaphores 1..=12 are channels, s15 is shared (below), s13 and s14 are left to the directed cases.
fn body(rng: &mut Rng, n: usize, prog: &mut Vec<u128>) {
    let chan = |p: usize, c: usize| -> usize { 1 + p * 3 + if c > p { c - 1 } else { c } }; // p != c: 12 channels
    let mut tokens = [[0u32; 4]; 4];
    // s15 is shared: the control unit pre-loads tokens, any queue may consume them (several waiters on one
    // semaphore in the same cycle exercise the grant priority)
    let mut shared = 0u32;
    for _ in 0..n {
        if rng.chance(0.12) && shared < 30 {
            // the pre-load may itself wait on a channel into the control unit, so that it lands while
            // consumers already wait on s15 (the dispatcher is blocked meanwhile: no consumer after it is
            // dispatched before its token exists, which keeps the program deadlock-free)
            shared += 1;
            let p = 1 + rng.below(3) as usize;
            let wait = if tokens[p][0] > 0 && rng.chance(0.7) {
                tokens[p][0] -= 1;
                chan(p, 0)
            } else {
                0
            };
            prog.push(nop(wait, 15));
            continue;
        }
        let q = rng.below(4) as usize;
        // wait on a channel into q that has tokens (sometimes)
        let mut wait = 0;
        if shared > 0 && rng.chance(0.4) {
            shared -= 1;
            wait = 15;
        } else if rng.chance(0.5) {
            let p = rng.below(4) as usize;
            if p != q && tokens[p][q] > 0 {
                tokens[p][q] -= 1;
                wait = chan(p, q);
            }
        }
        let mut signal = 0;
        if rng.chance(0.5) {
            let c = rng.below(4) as usize;
            if c != q && tokens[q][c] < 40 {
                tokens[q][c] += 1;
                signal = chan(q, c);
            }
        }
        let w = match q {
            0 => match rng.below(6) {
                0 => sync(0, wait, signal),
                1 => irq(rng.below(65536) as u16, wait, signal),
                _ => nop(wait, signal),
            },
            _ => {
                if rng.chance(0.15) {
                    sync(q, wait, signal)
                } else {
                    work(rng, q, wait, signal)
                }
            }
        };
        prog.push(w);
    }
}

/// A random program and its expectation. `hang` names a unit that never completes (watchdog case).
fn program(rng: &mut Rng) -> (Vec<u128>, Expect, Option<usize>, u32) {
    let mut p = Vec::new();
    let n = 1 + rng.below(60) as usize;
    let kind = rng.below(100);
    let mut hang = None;
    let mut wd = if rng.chance(0.5) { 0 } else { 400 };
    let e = if kind < 50 {
        body(rng, n, &mut p);
        p.push(end(0, rng.below(16) as usize * rng.below(2) as usize));
        Expect::Done(p.len() - 1)
    } else if kind < 58 {
        // illegal word after a legal prefix
        body(rng, n, &mut p);
        let bad = loop {
            let w = match rng.below(3) {
                0 => 0u128,
                1 => ((rng.next_u64() as u128) << 64) | rng.next_u64() as u128,
                _ => f::OPCODE.put(0, 6 + rng.below(10)),
            };
            if decode(w).is_err() {
                break w;
            }
        };
        p.push(bad);
        body(rng, 3, &mut p);
        p.push(end(0, 0));
        Expect::Error(decode(bad).unwrap_err().code.code(), (n) as u32)
    } else if kind < 66 {
        // deadlock: an instruction waits on a semaphore nobody signals
        body(rng, n, &mut p);
        let stuck = p.len();
        let q = rng.below(4) as usize;
        p.push(if q == 0 { nop(13, 0) } else if rng.chance(0.3) { sync(q, 13, 0) } else { work(rng, q, 13, 0) });
        let m = p.len();
        let k = rng.below(12) as usize;
        body(rng, k, &mut p);
        p.push(end(0, 0));
        if q == 0 {
            // the dispatcher itself holds the waiting nop: exact PC
            Expect::Error(ErrorCode::Deadlock.code(), stuck as u32)
        } else {
            let _ = m;
            Expect::Deadlock(stuck)
        }
    } else if kind < 72 {
        // overflow of s14: 255 tokens, then one more from the control unit or a queue
        body(rng, n.min(10), &mut p);
        for _ in 0..255 {
            p.push(nop(0, 14));
        }
        let q = rng.below(4) as usize;
        let at = p.len();
        p.push(if q == 0 { nop(0, 14) } else if rng.chance(0.3) { sync(q, 0, 14) } else { work(rng, q, 0, 14) });
        p.push(end(0, 0));
        Expect::Error(ErrorCode::SemOverflow.code(), at as u32)
    } else if kind < 78 {
        // program overrun: no end
        body(rng, n, &mut p);
        Expect::Error(ErrorCode::ProgramOverrun.code(), 0xffff_ffff)
    } else if kind < 83 {
        // a unit hangs: watchdog
        body(rng, n, &mut p);
        let q = 1 + rng.below(3) as usize;
        p.push(work(rng, q, 0, 0));
        p.push(end(0, 0));
        hang = Some(q - 1);
        wd = 150 + rng.below(100) as u32;
        Expect::Watchdog(q - 1)
    } else if kind < 86 + 3 {
        body(rng, n, &mut p);
        p.push(end(0, 0));
        Expect::Abort(2 + rng.below(150), p.len() - 1)
    } else if kind < 93 {
        // contention: the matrix queue produces s15 tokens (it never waits), the DMA and vector queues and the
        // control unit consume them; tokens are scarce, so several waiters compete for the last one
        let (mut made, mut used) = (0u32, 0u32);
        for _ in 0..n + 20 {
            if used < made && rng.chance(0.7) {
                used += 1;
                let q = [0usize, 1, 3][rng.below(3) as usize];
                p.push(if q == 0 { nop(15, 0) } else if rng.chance(0.2) { sync(q, 15, 0) } else { work(rng, q, 15, 0) });
            } else {
                made += 1;
                p.push(work(rng, 2, 0, 15));
            }
        }
        p.push(end(0, 0));
        Expect::Done(p.len() - 1)
    } else {
        // a unit reports a failure on one of its instructions
        body(rng, n, &mut p);
        let q = 1 + rng.below(3) as usize;
        p.push(work(rng, q, 0, 0));
        p.push(end(0, 0));
        let count = p.iter().filter(|&&w| queue_of(w) == q && !is_sync(w)).count();
        let which = rng.below(count as u64) as usize;
        Expect::UnitError(q - 1, which, [2u8, 3, 4, 5, 0x23, 0x27][rng.below(6) as usize])
    };
    (p, e, hang, wd)
}

/// A mock unit: takes an instruction when `ready` (random), completes it after a random latency, in order,
/// with up to `max` in flight.
struct Unit {
    out: VecDeque<(u64, u128)>,
    max: usize,
    p_ready: f64,
    lat: u64,
    hang: bool,
    /// index (in this queue's issue order) of the instruction to fail, with its code
    fail_at: Option<(usize, u8)>,
    taken: usize,
    completed: usize,
}

fn to_u128(w: &[u32; 4]) -> u128 {
    w.iter().rev().fold(0u128, |a, &x| (a << 32) | x as u128)
}

fn model_in(i: &DutIn) -> DispIn {
    DispIn {
        reset: i.reset != 0,
        start: i.start != 0,
        abort: i.abort_req != 0,
        cfg_watchdog: i.cfg_watchdog as u32,
        instr_valid: i.instr_valid != 0,
        instr_data: to_u128(&i.instr_data),
        instr_pc: i.instr_pc as u32,
        prog_done: i.prog_done != 0,
        ready: [i.dma_ready != 0, i.matrix_ready != 0, i.vector_ready != 0],
        done: [i.dma_done != 0, i.matrix_done != 0, i.vector_done != 0],
        fail: [i.dma_error != 0, i.matrix_error != 0, i.vector_error != 0],
        fail_code: [i.dma_error_code as u8, i.matrix_error_code as u8, i.vector_error_code as u8],
        sem_rd_idx: i.sem_rd_idx as u8,
    }
}

fn compare(cyc: u64, e: &DispOut, o: &DutOut) -> Result<(), Mismatch> {
    check(cyc, "instr_ready", e.instr_ready as u64, o.instr_ready)?;
    let valid = [o.dma_valid, o.matrix_valid, o.vector_valid];
    let data = [to_u128(&o.dma_data), to_u128(&o.matrix_data), to_u128(&o.vector_data)];
    for j in 0..3 {
        check(cyc, &format!("valid[{j}]"), e.valid[j] as u64, valid[j])?;
        if e.valid[j] {
            check(cyc, &format!("data[{j}]"), e.data[j], data[j])?;
        }
    }
    check(cyc, "running", e.running as u64, o.running)?;
    check(cyc, "done", e.done as u64, o.done)?;
    check(cyc, "error", e.error as u64, o.error)?;
    check(cyc, "error_code", e.error_code as u64, o.error_code)?;
    check(cyc, "error_pc", e.error_pc as u64, o.error_pc)?;
    check(cyc, "error_queue", e.error_queue as u64, o.error_queue)?;
    check(cyc, "error_sem", e.error_sem as u64, o.error_sem)?;
    check(cyc, "error_tag", e.error_tag as u64, o.error_tag)?;
    check(cyc, "error_opcode", e.error_opcode as u64, o.error_opcode)?;
    check(cyc, "error_funct", e.error_funct as u64, o.error_funct)?;
    check(cyc, "irq", e.irq as u64, o.irq)?;
    check(cyc, "irq_code", e.irq_code as u64, o.irq_code)?;
    check(cyc, "sem_rd_val", e.sem_rd_val as u64, o.sem_rd_val)?;
    let perf = [
        o.perf_cycles,
        o.perf_ret_ctrl,
        o.perf_ret_dma,
        o.perf_ret_matrix,
        o.perf_ret_vector,
        o.perf_stall_ctrl,
        o.perf_stall_dma,
        o.perf_stall_matrix,
        o.perf_stall_vector,
        o.perf_stall_full,
        o.perf_stall_fetch,
    ];
    for k in 0..perf.len() {
        check(cyc, &format!("perf[{k}]"), e.perf[k] as u64, perf[k])?;
    }
    Ok(())
}

#[derive(Debug, Default)]
struct Stats {
    programs: u64,
    done: u64,
    errors: Vec<u64>,
    issued: [u64; 3],
    max_inflight: usize,
    contended: u64,
    cycles: u64,
    /// The largest value of the full-FIFO stall counter seen (the dispatcher waited on a FIFO of DEPTH).
    full_stalls: u64,
}

fn err(cyc: u64, what: &str, detail: String) -> Mismatch {
    violation(cyc, what, "architectural rule", detail)
}

fn run(seed: u64, trace: Option<&std::path::Path>, cycles: u64) -> Result<Stats, Mismatch> {
    let mut dut = Dut::new();
    if let Some(p) = trace {
        dut.trace(p);
    }
    let mut model = DispatchModel::new(DEPTH, INFL);
    let mut rng = Rng::new(seed);
    let mut st = Stats { errors: vec![0; 64], ..Default::default() };
    let mut cyc = 0u64;
    // reset
    for _ in 0..2 {
        let i = DutIn { reset: 1, ..Default::default() };
        let o = dut.step(&i);
        let e = model.step(&model_in(&i));
        compare(cyc, &e, &o)?;
        cyc += 1;
    }
    while cyc < cycles {
        let (prog, expect, hang, wd) = program(&mut rng);
        st.programs += 1;
        // per-queue expected issue order (non-sync instructions), program indices
        let mut want: [VecDeque<usize>; 3] = Default::default();
        let stop = match expect {
            Expect::Done(e) | Expect::Abort(_, e) => e,
            _ => prog.len(),
        };
        for (k, &w) in prog.iter().enumerate().take(stop) {
            let q = queue_of(w);
            if q > 0 && decode(w).is_ok() && !is_sync(w) {
                want[q - 1].push_back(k);
            }
        }
        let p_ready = [0.2 + 0.8 * rng.below(5) as f64 / 4.0, 0.3 + 0.7 * rng.below(3) as f64 / 2.0, 0.5 + rng.below(2) as f64 / 2.0];
        let mut units: Vec<Unit> = (0..3)
            .map(|j| Unit {
                out: VecDeque::new(),
                max: if hang == Some(j) { 100 } else if j == 0 { 1 + rng.below(4) as usize } else { 1 + rng.below(2) as usize },
                p_ready: if hang == Some(j) { 1.0 } else { p_ready[j] },
                lat: [1, 3, 12, 30][rng.below(4) as usize],
                hang: hang == Some(j),
                fail_at: match expect {
                    Expect::UnitError(q, n, c) if q == j => Some((n, c)),
                    _ => None,
                },
                taken: 0,
                completed: 0,
            })
            .collect();
        let mut mons: Vec<StreamMonitor<u128>> = ["dma", "matrix", "vector"].iter().map(|n| StreamMonitor::new(n)).collect();
        // architectural state
        let mut waits = [0i64; 16];
        let mut signals = [0i64; 16];
        let mut fetch = 0usize; // next program index to offer
        let mut offered = false;
        let mut gap = 0u64;
        let mut pending_irq: Option<u16> = None;
        let mut issued_idx: [Vec<usize>; 3] = Default::default();
        let mut dispatched_sync: [VecDeque<usize>; 3] = Default::default();
        let mut started = false;
        let mut finished_at: Option<u64> = None;
        let mut unit_fail_pc: Option<u32> = None;
        let mut sem_reads = 0u8;
        let mut max_pc_offered = 0usize;
        let t0 = cyc;
        let mut aborted = false;
        loop {
            // ---- inputs
            // the doorbell: once per program, and now and then again while running (must be ignored; the
            // model says whether the dispatcher is busy in this cycle)
            let start = !started || (model.busy() && rng.chance(0.01));
            started = true;
            if !offered && fetch < prog.len() && finished_at.is_none() {
                if gap == 0 && rng.chance(0.7) {
                    offered = true;
                } else if gap > 0 {
                    gap -= 1;
                }
            }
            let abort_now = matches!(expect, Expect::Abort(a, _) if cyc == t0 + a);
            let mut i = DutIn {
                start: start as u64,
                abort_req: abort_now as u64,
                cfg_watchdog: wd as u64,
                instr_valid: offered as u64,
                instr_data: to_words(if offered { prog[fetch] } else { 0 }),
                instr_pc: if offered { fetch as u64 } else { 0 },
                prog_done: (fetch >= prog.len()) as u64,
                sem_rd_idx: if finished_at.is_some() { sem_reads as u64 } else { rng.below(16) },
                ..Default::default()
            };
            let mut done_now = [false; 3];
            let mut fail_now = [false; 3];
            for (j, u) in units.iter_mut().enumerate() {
                let ready = u.out.len() < u.max && rng.chance(u.p_ready);
                let (mut dn, mut fl, mut code) = (false, false, 0u8);
                if !u.hang {
                    if let Some(&(t, _)) = u.out.front() {
                        if t <= cyc && rng.chance(0.8) {
                            if u.fail_at.map(|(n, _)| n) == Some(u.completed) {
                                fl = true;
                                code = u.fail_at.unwrap().1;
                            } else {
                                dn = true;
                            }
                        }
                    }
                }
                done_now[j] = dn;
                fail_now[j] = fl;
                match j {
                    0 => (i.dma_ready, i.dma_done, i.dma_error, i.dma_error_code) = (ready as u64, dn as u64, fl as u64, code as u64),
                    1 => (i.matrix_ready, i.matrix_done, i.matrix_error, i.matrix_error_code) = (ready as u64, dn as u64, fl as u64, code as u64),
                    _ => (i.vector_ready, i.vector_done, i.vector_error, i.vector_error_code) = (ready as u64, dn as u64, fl as u64, code as u64),
                }
            }
            // ---- step both
            let o = dut.step(&i);
            let e = model.step(&model_in(&i));
            compare(cyc, &e, &o)?;
            st.full_stalls = st.full_stalls.max(o.perf_stall_full as u64);
            if abort_now {
                aborted = o.running == 1;
            }
            // ---- architectural checks
            if let Some(code) = pending_irq.take() {
                if o.irq != 1 || o.irq_code != code as u64 {
                    return Err(err(cyc, "irq", format!("expected a pulse with code {code:#x}, got irq={} code={:#x}", o.irq, o.irq_code)));
                }
            } else if o.irq != 0 {
                return Err(err(cyc, "irq", "pulse without an irq instruction".into()));
            }
            let signals_before = signals;
            let take_wait = |k: usize, waits: &mut [i64; 16], what: String| -> Result<(), Mismatch> {
                if k != 0 {
                    waits[k] += 1;
                    if waits[k] > signals_before[k] {
                        return Err(err(cyc, "semaphore", format!("{what} started on s{k} without a token: {} waits, {} signals", waits[k], signals_before[k])));
                    }
                }
                Ok(())
            };
            if offered && o.instr_ready == 1 {
                let w = prog[fetch];
                let q = queue_of(w);
                if decode(w).is_err() {
                    return Err(err(cyc, "instr_ready", format!("illegal word at {fetch} consumed")));
                }
                if q == 0 {
                    take_wait(wait_of(w), &mut waits, format!("ctrl instruction {fetch}"))?;
                    if signal_of(w) != 0 {
                        signals[signal_of(w)] += 1;
                    }
                    if f::OPCODE.get(w) as u8 == opcode::CTRL && f::FUNCT.get(w) as u8 == funct::ctrl::IRQ {
                        pending_irq = Some(f::IRQ_CODE.get(w) as u16);
                    }
                    let is_end = f::OPCODE.get(w) as u8 == opcode::CTRL && f::FUNCT.get(w) as u8 == funct::ctrl::END;
                    if is_end && matches!(expect, Expect::Done(_)) {
                        // barrier: every earlier queue instruction issued and completed
                        for j in 0..3 {
                            if !want[j].is_empty() || !units[j].out.is_empty() {
                                return Err(err(cyc, "end", format!("end executed with queue {j} not drained")));
                            }
                        }
                    }
                } else if is_sync(w) {
                    // upper bound: its signal may land any time from now on
                    if signal_of(w) != 0 {
                        signals[signal_of(w)] += 1;
                    }
                    dispatched_sync[q - 1].push_back(fetch);
                }
                max_pc_offered = max_pc_offered.max(fetch);
                fetch += 1;
                offered = false;
                gap = rng.below(3);
            } else if offered {
                max_pc_offered = max_pc_offered.max(fetch);
            }
            let valid = [o.dma_valid, o.matrix_valid, o.vector_valid];
            let data = [to_u128(&o.dma_data), to_u128(&o.matrix_data), to_u128(&o.vector_data)];
            let ready = [i.dma_ready, i.matrix_ready, i.vector_ready];
            for j in 0..3 {
                if let Some(d) = mons[j].observe(cyc, valid[j] == 1, ready[j] == 1, data[j])? {
                    let Some(k) = want[j].pop_front() else {
                        return Err(err(cyc, "issue", format!("queue {j} issued {d:#x} beyond its instructions")));
                    };
                    if prog[k] != d {
                        return Err(err(cyc, "issue order", format!("queue {j} issued {d:#x}, expected instruction {k} = {:#x}", prog[k])));
                    }
                    // every sync of this queue before k has executed by now: count its wait
                    while dispatched_sync[j].front().is_some_and(|&s| s < k) {
                        let s = dispatched_sync[j].pop_front().unwrap();
                        take_wait(wait_of(prog[s]), &mut waits, format!("sync {s}"))?;
                    }
                    take_wait(wait_of(d), &mut waits, format!("queue {j} instruction {k}"))?;
                    issued_idx[j].push(k);
                    let lat = units[j].lat;
                    units[j].out.push_back((cyc + lat + rng.below(lat + 1), d));
                    units[j].taken += 1;
                    st.issued[j] += 1;
                    st.max_inflight = st.max_inflight.max(units[j].out.len());
                }
                if done_now[j] || fail_now[j] {
                    let (_, w) = units[j].out.pop_front().unwrap();
                    if fail_now[j] {
                        unit_fail_pc = Some(issued_idx[j][units[j].completed] as u32);
                    } else if signal_of(w) != 0 {
                        signals[signal_of(w)] += 1;
                    }
                    units[j].completed += 1;
                }
            }
            cyc += 1;
            // ---- end of the program
            if finished_at.is_none() && cyc > t0 + 1 && (o.done == 1 || o.error == 1) {
                finished_at = Some(cyc);
                let expect_now = match expect {
                    Expect::Abort(_, e) if !aborted => Expect::Done(e),
                    Expect::Abort(..) => Expect::Error(ErrorCode::Aborted.code(), 0xffff_ffff),
                    ref x => x.clone(),
                };
                match &expect_now {
                    Expect::Done(end_at) => {
                        if o.done != 1 {
                            return Err(err(cyc, "outcome", format!("expected done, got error {:#x} at pc {}", o.error_code, o.error_pc)));
                        }
                        if fetch != end_at + 1 {
                            return Err(err(cyc, "done", format!("done with fetch at {fetch}, end at {end_at}")));
                        }
                        for j in 0..3 {
                            if !want[j].is_empty() || !units[j].out.is_empty() {
                                return Err(err(cyc, "done", format!("done with queue {j} not drained")));
                            }
                        }
                    }
                    _ => {
                        if o.error != 1 {
                            return Err(err(cyc, "outcome", format!("expected {expect:?}, got done")));
                        }
                        let (code, pc) = (o.error_code as u8, o.error_pc as u32);
                        let ok = match &expect_now {
                            Expect::Error(c, p) => *c == code && *p == pc,
                            Expect::Deadlock(at) => {
                                code == ErrorCode::Deadlock.code()
                                    && pc as usize >= *at
                                    && (pc as usize) < prog.len()
                                    && o.error_opcode == f::OPCODE.get(prog[pc as usize])
                            }
                            Expect::Watchdog(_) => code == ErrorCode::Watchdog.code() && pc == 0xffff_ffff,
                            Expect::UnitError(q, _, c) => {
                                code == *c && Some(pc) == unit_fail_pc && o.error_queue == *q as u64 + 1
                            }
                            Expect::Done(_) | Expect::Abort(..) => unreachable!(),
                        };
                        if !ok {
                            return Err(err(cyc, "outcome", format!("expected {expect:?}, got code {code:#x} pc {pc:#x} (unit fail pc {unit_fail_pc:?})")));
                        }
                        // every issued instruction completed before the error is reported, except a hung unit's
                        for (j, u) in units.iter().enumerate() {
                            if !u.hang && !u.out.is_empty() {
                                return Err(err(cyc, "error", format!("error reported with unit {j} still busy")));
                            }
                        }
                        if ErrorCode::from_code(code).is_some_and(|c| c.is_decode()) && fetch > pc as usize {
                            return Err(err(cyc, "error", format!("instruction {pc} was consumed")));
                        }
                    }
                }
                st.errors[(o.error_code as usize).min(63)] += (o.error == 1) as u64;
                st.done += o.done as u64;
            }
            if let Some(t) = finished_at {
                // read back every semaphore and compare with the program's net tokens (done only)
                let end_idx = match expect {
                    Expect::Done(e) | Expect::Abort(_, e) => Some(e),
                    _ => None,
                };
                if let (Some(end_at), 1) = (end_idx, o.done) {
                    if sem_reads > 0 {
                        let k = sem_reads as usize;
                        let net: i64 = prog[..=end_at].iter().map(|&w| (signal_of(w) == k) as i64 - (wait_of(w) == k) as i64).sum();
                        check(cyc, &format!("final s{k}"), net as u64, o.sem_rd_val)?;
                    }
                }
                sem_reads += 1;
                if cyc >= t + 16 {
                    break;
                }
            }
            if cyc - t0 > 200_000 {
                return Err(err(cyc, "timeout", format!("program {:?} did not finish", expect)));
            }
            let _ = max_pc_offered;
        }
        // occasionally a reset between programs
        if rng.chance(0.1) {
            let i = DutIn { reset: 1, ..Default::default() };
            let o = dut.step(&i);
            let e = model.step(&model_in(&i));
            compare(cyc, &e, &o)?;
            cyc += 1;
        }
    }
    st.cycles = cyc;
    st.contended = model.contended;
    dut.trace_close();
    Ok(st)
}

#[test]
fn seq_dispatch_random_programs_against_model_and_architecture() {
    let cycles = 400_000 * soak();
    let st = run_seeded(&format!("seq_dispatch_f{DEPTH}"), |seed, trace| run(seed, trace, cycles));
    eprintln!("seq_dispatch_f{DEPTH}: {st:?}");
    assert!(st.done > 20, "too few programs completed: {st:?}");
    for code in [ErrorCode::Aborted, ErrorCode::Deadlock, ErrorCode::SemOverflow, ErrorCode::Watchdog, ErrorCode::ProgramOverrun, ErrorCode::IllegalOpcode] {
        assert!(st.errors[code.code() as usize] > 0, "no {code} program in {st:?}");
    }
    assert!(st.contended > 0, "no two waiters ever competed for the last token of a semaphore: {st:?}");
    assert!(st.max_inflight >= 3, "the DMA mock never had several instructions in flight: {st:?}");
    assert!(st.full_stalls > 0, "the dispatcher never waited on a full FIFO of {DEPTH}: {st:?}");
}
