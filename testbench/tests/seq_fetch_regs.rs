//! The sequencer's fetch unit (`seq_fetch_d64`, `seq_fetch_d128`) and register block (`seq_regs`).
//!
//! **Fetch.** The Verilated unit runs in lockstep with its cycle model (`models::seq::fetch`, every output
//! compared every cycle) against an AXI4 memory slave (`models::dma::axi_mem`: random AR ready, random R
//! gaps and latency, several bursts accepted, SLVERR pages; it fails the test on any burst outside the DRAM
//! window, crossing 4 KiB, or breaking the valid/ready contract) serving a program image in a `Vec<u8>`, and
//! a dispatcher stand-in with random `instr_ready`. Scoreboard: every delivered instruction equals the
//! program word at its `instr_pc`, in order, and all `PROG_LEN` are delivered (`prog_done`); start errors
//! (zero length, misalignment, outside the window, `DRAM_BASE_HI`, bus-address overflow) give their code with
//! no bus access; a SLVERR page gives `BUS_ERROR` at the first instruction in it after delivering every
//! earlier one; an abort at a random cycle drains every outstanding burst (the slave ends quiet). The
//! instruction stream is checked with `StreamMonitor`.
//!
//! **Register block.** Lockstep with `models::seq::regs` (every output, every cycle) under an AXI4-Lite
//! master BFM with random valid delays and random `b_ready`/`r_ready`, driving directed and random accesses
//! against a mock dispatcher and fetch unit. The BFM checks the register semantics against
//! `systole_isa::regs` independently of the model: reset values of every register, RW write/read-back with
//! random strobes, RO registers ignore writes, WO registers and unlisted offsets read 0, W1C, the doorbell's
//! `start` pulse and `DOORBELL_IGNORED`, the interrupt line, SEM reads, and the counters' snapshot rule.
//!
//! Seeds are printed on failure (`SYSTOLE_SEED` replays), `SYSTOLE_SOAK` lengthens the runs.

use std::collections::VecDeque;
use systole_isa::field as f;
use systole_isa::instr::{funct, opcode};
use systole_isa::regs::{self as r, Access, COUNTERS, REGS};
use systole_isa::{from_words, to_bytes, to_words, ErrorCode};
use systole_testbench::harness::{check, run_seeded, soak, violation, Mismatch, Rng, StreamMonitor};
use systole_testbench::models::dma::axi_mem::{AxiMasterOut, AxiMem, AxiMemCfg};
use systole_testbench::models::dma::Beat;
use systole_testbench::models::seq::fetch::{start_check, FetchIn, FetchModel, FetchOut};
use systole_testbench::models::seq::regs::{RegsIn, RegsModel, RegsOut};
use systole_testbench::verilated::*;

// =====================================================================================================
// Fetch
// =====================================================================================================

/// Both widths behind one interface.
trait FetchDut {
    fn cycle(&mut self, i: &FetchIn) -> FetchOut;
    fn trace_to(&mut self, p: &std::path::Path);
}

macro_rules! fetch_dut {
    ($t:ty, $tin:ident, $rdata:expr) => {
        impl FetchDut for $t {
            fn cycle(&mut self, i: &FetchIn) -> FetchOut {
                let conv: fn(u128) -> _ = $rdata;
                let o = self.step(&$tin {
                    reset: i.reset as u64,
                    start: i.start as u64,
                    abort_req: i.abort as u64,
                    soft_reset: i.soft_reset as u64,
                    cfg_prog_addr: i.prog_addr as u64,
                    cfg_prog_len: i.prog_len as u64,
                    cfg_dram_base: i.dram_base as u64,
                    cfg_dram_base_hi: i.dram_base_hi as u64,
                    cfg_dram_size: i.dram_size as u64,
                    axi_ar_ready: i.ar_ready as u64,
                    axi_r_valid: i.r_valid as u64,
                    axi_r_data: conv(i.r_data),
                    axi_r_last: i.r_last as u64,
                    axi_r_resp: i.r_resp as u64,
                    instr_ready: i.instr_ready as u64,
                });
                FetchOut {
                    ar_valid: o.axi_ar_valid != 0,
                    ar_addr: o.axi_ar_addr as u32,
                    ar_len: o.axi_ar_len as u8,
                    r_ready: o.axi_r_ready != 0,
                    instr_valid: o.instr_valid != 0,
                    instr_data: from_words(o.instr_data),
                    instr_pc: o.instr_pc as u32,
                    prog_done: o.prog_done != 0,
                    busy: o.busy != 0,
                    active: o.active != 0,
                    error: o.error != 0,
                    error_code: o.error_code as u8,
                    error_pc: o.error_pc as u32,
                    perf_bytes: o.perf_bytes as u8,
                }
            }
            fn trace_to(&mut self, p: &std::path::Path) {
                self.trace(p);
            }
        }
    };
}
fetch_dut!(SeqFetchD64, SeqFetchD64In, |x| x as u64);
fetch_dut!(SeqFetchD128, SeqFetchD128In, |x| to_words(x));

fn cmp_fetch(cyc: u64, e: &FetchOut, o: &FetchOut) -> Result<(), Mismatch> {
    check(cyc, "axi_ar_valid", e.ar_valid, o.ar_valid)?;
    check(cyc, "axi_ar_addr", e.ar_addr, o.ar_addr)?;
    check(cyc, "axi_ar_len", e.ar_len, o.ar_len)?;
    check(cyc, "axi_r_ready", e.r_ready, o.r_ready)?;
    check(cyc, "instr_valid", e.instr_valid, o.instr_valid)?;
    check(cyc, "instr_data", e.instr_data, o.instr_data)?;
    check(cyc, "instr_pc", e.instr_pc, o.instr_pc)?;
    check(cyc, "prog_done", e.prog_done, o.prog_done)?;
    check(cyc, "busy", e.busy, o.busy)?;
    check(cyc, "active", e.active, o.active)?;
    check(cyc, "error", e.error, o.error)?;
    check(cyc, "error_code", e.error_code, o.error_code)?;
    check(cyc, "error_pc", e.error_pc, o.error_pc)?;
    check(cyc, "perf_bytes", e.perf_bytes, o.perf_bytes)
}

/// A random instruction word: an encoded instruction (header fields through `systole_isa::field`) or raw
/// random bits (the fetch unit does not decode).
fn word(rng: &mut Rng) -> u128 {
    match rng.below(4) {
        0 => {
            let w = f::OPCODE.put(0, opcode::CTRL as u64);
            let w = f::FUNCT.put(w, [funct::ctrl::NOP, funct::ctrl::IRQ][rng.below(2) as usize] as u64);
            f::SIGNAL.put(f::WAIT.put(w, rng.below(16)), rng.below(16))
        }
        1 => {
            let w = f::OPCODE.put(0, opcode::DMA as u64);
            let w = f::DMA_ROWS.put(w, 1 + rng.below(4095));
            f::DMA_DRAM.put(w, rng.next_u64() & 0xffff_fff0)
        }
        2 => u128::MAX - rng.below(4) as u128,
        _ => ((rng.next_u64() as u128) << 64) | rng.next_u64() as u128,
    }
}

#[derive(Debug, Clone, Copy, PartialEq)]
enum FetchCase {
    Ok,
    StartError(u8),
    BusError(u32),
    Abort(u64),
}

#[derive(Debug, Default)]
struct FetchStats {
    programs: u64,
    delivered: u64,
    cases: [u64; 4],
    start_codes: [u64; 8],
    max_outstanding: usize,
    page_splits: u64,
    resp: [u64; 4],
    cycles: u64,
    busy_cycles: u64,
    valid_cycles: u64,
}

fn run_fetch(w: u32, seed: u64, trace: Option<&std::path::Path>, cycles: u64) -> Result<FetchStats, Mismatch> {
    let (fd, mb) = (8usize, 4u32);
    let mut dut: Box<dyn FetchDut> = if w == 64 { Box::new(SeqFetchD64::new()) } else { Box::new(SeqFetchD128::new()) };
    if let Some(p) = trace {
        dut.trace_to(p);
    }
    let mut model = FetchModel::new(w, fd, mb);
    let mut rng = Rng::new(seed);
    let mut st = FetchStats::default();
    let mut cyc = 0u64;
    for _ in 0..2 {
        let i = FetchIn { reset: true, ..Default::default() };
        let e = model.step(&i);
        let o = dut.cycle(&i);
        cmp_fetch(cyc, &e, &o)?;
        cyc += 1;
    }
    while cyc < cycles {
        st.programs += 1;
        // ---- the window and the program
        let size: u32 = [0x4000, 0x8000, 0x10000][rng.below(3) as usize];
        // the window lies below 4 GiB (a window across it is start-error class 6, made on purpose below)
        let mut base: u32 = (rng.below((1 << 20) - (size as u64 >> 12) + 1) as u32) << 12;
        let mut base_hi = 0u32;
        let n_max = if rng.chance(0.1) { 600 } else { 80 };
        let mut len = 1 + rng.below(n_max) as u32;
        let mut addr: u32 = if rng.chance(0.5) {
            // end near a 4 KiB boundary: burst splits
            let page = rng.below((size / 4096) as u64) as u32 * 4096;
            (page + 4096).saturating_sub(16 * (1 + rng.below(6) as u32)).min(size - 16)
        } else {
            (rng.below((size / 16) as u64) as u32) * 16
        };
        if addr as u64 + 16 * len as u64 > size as u64 {
            len = ((size - addr) / 16).max(1);
        }
        let kind = rng.below(100);
        let mut poison = vec![];
        let case = if kind < 12 {
            // a start error: pick one class
            match rng.below(7) {
                0 => len = 0,
                1 => addr |= 1 + rng.below(15) as u32,
                2 => base |= 16 * (1 + rng.below(255) as u32) + [0, 8][rng.below(2) as usize],
                3 => len = (size - addr) / 16 + 1 + rng.below(3) as u32,
                4 => base_hi = 1 + rng.below(0xffff) as u32,
                5 => len = 0x1000_0000 + rng.below(1 << 20) as u32,
                _ => base = 0xffff_f000 - (size - 4096),
            }
            let code = start_check(addr, len, base, base_hi, size);
            FetchCase::StartError(code.map(|c| c.code()).unwrap_or(0))
        } else if kind < 24 {
            // a SLVERR page inside the program
            let start = base as u64 + addr as u64;
            let first = start >> 12;
            let last = (start + 16 * len as u64 - 1) >> 12;
            let p = first + rng.below(last - first + 1);
            poison.push(p as u32);
            let k = (0..len).find(|&k| (start + 16 * k as u64) >> 12 == p).expect("every page of the program holds an instruction");
            FetchCase::BusError(k)
        } else if kind < 40 {
            FetchCase::Abort(1 + rng.below(60))
        } else {
            FetchCase::Ok
        };
        if let FetchCase::StartError(0) = case {
            // the chosen change happened to keep the program legal (for example the misaligned base
            // landed on a 16-byte multiple): run it as a normal program
        }
        let case = if let FetchCase::StartError(0) = case { FetchCase::Ok } else { case };
        let prog: Vec<u128> = (0..len.min(4096)).map(|_| word(&mut rng)).collect();
        let mut mem: Vec<u8> = (0..size).map(|_| rng.below(256) as u8).collect();
        if !matches!(case, FetchCase::StartError(_)) {
            for (k, &x) in prog.iter().enumerate() {
                let o = addr as usize + 16 * k;
                mem[o..o + 16].copy_from_slice(&to_bytes(x));
            }
        }
        let p_ar = [1.0, 0.7, 0.3][rng.below(3) as usize];
        let p_r = [1.0, 0.8, 0.4][rng.below(3) as usize];
        let mut axi = AxiMem::new(
            AxiMemCfg {
                base,
                size,
                beat: w / 8,
                max_reads: 1 + rng.below(4) as usize,
                max_writes: 1,
                r_latency: [0, 1, 2, 6, 15][rng.below(5) as usize],
                b_latency: 1,
                p_ar,
                p_aw: 1.0,
                p_w: 1.0,
                p_r,
                p_b: 1.0,
                poison_pages: poison,
            },
            mem,
        );
        let p_ready = [1.0, 0.9, 0.5, 0.2][rng.below(4) as usize];
        st.cases[match case {
            FetchCase::Ok => 0,
            FetchCase::StartError(_) => 1,
            FetchCase::BusError(_) => 2,
            FetchCase::Abort(_) => 3,
        }] += 1;
        // ---- run it
        let mut mon = StreamMonitor::<(u128, u32)>::new("instr");
        let mut next_pc = 0u32;
        let t0 = cyc;
        let mut started = false;
        let mut aborting = false;
        let mut last_ar: Option<u32> = None;
        // SLVERR beats become DECERR half of the time; on the 64-bit bus only one of an instruction's two
        // beats may carry the error (the instruction is still marked)
        let mut beat_in_burst = 0u32;
        let mut keep_first = true;
        loop {
            let so = axi.drive(cyc, &mut rng);
            let mo = model_peek(&model);
            // the register block's rule: abort once the program is complete or stopped (as the dispatcher
            // stopping does), or at the chosen cycle
            let abort_now = started
                && (aborting
                    || matches!(case, FetchCase::Abort(a) if cyc >= t0 + a)
                    || (mo.prog_done && rng.chance(0.5))
                    || (mo.error && mo.busy));
            let i = FetchIn {
                start: !started,
                abort: abort_now,
                soft_reset: false,
                prog_addr: addr,
                prog_len: len,
                dram_base: base,
                dram_base_hi: base_hi,
                dram_size: size,
                ar_ready: so.ar_ready,
                r_valid: so.r_valid,
                r_data: beat128(so.r_data),
                r_last: so.r_last,
                r_resp: if so.r_valid && so.r_resp != 0 {
                    let keep = if w == 128 {
                        true
                    } else if beat_in_burst % 2 == 0 {
                        keep_first = rng.chance(0.5);
                        keep_first
                    } else {
                        !keep_first || rng.chance(0.5)
                    };
                    if !keep {
                        0
                    } else if rng.chance(0.5) {
                        3
                    } else {
                        so.r_resp
                    }
                } else {
                    so.r_resp
                },
                instr_ready: rng.chance(p_ready),
                ..Default::default()
            };
            let e = model.step(&i);
            let o = dut.cycle(&i);
            cmp_fetch(cyc, &e, &o)?;
            if i.r_valid {
                beat_in_burst = if i.r_last { 0 } else { beat_in_burst + 1 };
                st.resp[i.r_resp as usize] += 1;
            }
            st.cycles += 1;
            st.busy_cycles += o.busy as u64;
            st.valid_cycles += o.instr_valid as u64;
            if abort_now && !aborting {
                aborting = true;
                mon = StreamMonitor::new("instr"); // an abort withdraws the offered instruction
            }
            if !aborting {
                if let Some((d, pc)) = mon.observe(cyc, o.instr_valid, i.instr_ready, (o.instr_data, o.instr_pc))? {
                    if pc != next_pc || pc >= len || prog[pc as usize] != d {
                        return Err(violation(
                            cyc,
                            "instr_data",
                            &format!("instruction {next_pc} of the program ({:#034x})", prog.get(next_pc as usize).copied().unwrap_or(0)),
                            format!("pc {pc} data {d:#034x}"),
                        ));
                    }
                    next_pc += 1;
                    st.delivered += 1;
                }
            }
            axi.observe(
                cyc,
                &AxiMasterOut {
                    ar_valid: o.ar_valid,
                    ar_addr: o.ar_addr,
                    ar_len: o.ar_len,
                    r_ready: o.r_ready,
                    ..Default::default()
                },
            )?;
            if o.ar_valid && so.ar_ready {
                if let Some(prev) = last_ar {
                    if prev >> 12 != o.ar_addr >> 12 {
                        st.page_splits += 1;
                    }
                }
                last_ar = Some(o.ar_addr);
            }
            st.max_outstanding = st.max_outstanding.max(model.outstanding() as usize);
            started = true;
            cyc += 1;
            if !o.busy && started && cyc > t0 + 1 && axi.quiet() {
                break;
            }
            if cyc > t0 + 200_000 {
                return Err(violation(cyc, "busy", "the program finishes", "still busy after 200,000 cycles"));
            }
        }
        // ---- the outcome
        let o = model_peek(&model);
        match case {
            FetchCase::Ok => {
                check(cyc, "delivered instructions", len, next_pc)?;
                check(cyc, "error", false, o.error)?;
            }
            FetchCase::StartError(code) => {
                check(cyc, "error_code (start error)", code, o.error_code)?;
                check(cyc, "error_pc (start error)", u32::MAX, o.error_pc)?;
                check(cyc, "AR bursts after a start error", 0, axi.ar_bursts)?;
                st.start_codes[code as usize] += 1;
            }
            FetchCase::BusError(k) => {
                check(cyc, "delivered before the SLVERR page", k, next_pc)?;
                check(cyc, "error_code (SLVERR)", ErrorCode::BusError.code(), o.error_code)?;
                check(cyc, "error_pc (SLVERR)", k, o.error_pc)?;
            }
            FetchCase::Abort(_) => {
                if next_pc > len {
                    return Err(violation(cyc, "instr_pc", "at most PROG_LEN delivered", next_pc));
                }
                check(cyc, "error after an abort", false, o.error)?;
            }
        }
        // now and then a reset between programs
        if rng.chance(0.05) {
            let i = FetchIn { reset: true, ..Default::default() };
            let e = model.step(&i);
            let o = dut.cycle(&i);
            cmp_fetch(cyc, &e, &o)?;
            cyc += 1;
        }
    }
    Ok(st)
}

fn beat128(b: Beat) -> u128 {
    b.0[0] as u128 | (b.0[1] as u128) << 64
}

/// The model's outputs for the current state with idle inputs (no side effect).
fn model_peek(m: &FetchModel) -> FetchOut {
    m.clone().step(&FetchIn::default())
}

fn fetch_test(w: u32) {
    let cycles = 300_000 * soak();
    let st = run_seeded(&format!("seq_fetch_d{w}"), |seed, trace| run_fetch(w, seed, trace, cycles));
    eprintln!("seq_fetch_d{w}: {st:?}");
    assert!(st.cases.iter().all(|&c| c > 0), "every case ran: {:?}", st.cases);
    for c in [ErrorCode::ZeroLength, ErrorCode::Misaligned, ErrorCode::OutOfWindow] {
        assert!(st.start_codes[c.code() as usize] > 0, "start error {c} seen: {:?}", st.start_codes);
    }
    assert!(st.max_outstanding >= 2, "several bursts in flight: {}", st.max_outstanding);
    assert!(st.page_splits > 0, "4 KiB splits exercised");
    assert!(st.resp[2] > 0 && st.resp[3] > 0, "SLVERR and DECERR beats: {:?}", st.resp);
}

#[test]
fn seq_fetch_d64_random_programs() {
    fetch_test(64);
}

#[test]
fn seq_fetch_d128_random_programs() {
    fetch_test(128);
}

/// Steady state: with a full-rate slave and an always-ready dispatcher, a long program is delivered at
/// one instruction per cycle (128-bit bus) or one per two cycles (64-bit bus: two beats per instruction).
#[test]
fn seq_fetch_throughput() {
    for w in [64u32, 128] {
        let mut dut: Box<dyn FetchDut> = if w == 64 { Box::new(SeqFetchD64::new()) } else { Box::new(SeqFetchD128::new()) };
        let mut model = FetchModel::new(w, 8, 4);
        let mut rng = Rng::new(1);
        let len = 1024u32;
        let size = 0x10000u32;
        let mut mem = vec![0u8; size as usize];
        for k in 0..len as usize {
            mem[16 * k..16 * k + 16].copy_from_slice(&to_bytes(k as u128 * 0x1_0000_0001));
        }
        let mut axi = AxiMem::new(AxiMemCfg { max_reads: 4, ..AxiMemCfg::full_rate(0x8000_0000, size, w / 8) }, mem);
        let rst = FetchIn { reset: true, ..Default::default() };
        model.step(&rst);
        dut.cycle(&rst);
        let (mut first, mut last, mut n) = (0u64, 0u64, 0u32);
        for cyc in 0..20_000u64 {
            let so = axi.drive(cyc, &mut rng);
            let i = FetchIn {
                start: cyc == 0,
                prog_addr: 0,
                prog_len: len,
                dram_base: 0x8000_0000,
                dram_size: size,
                ar_ready: so.ar_ready,
                r_valid: so.r_valid,
                r_data: beat128(so.r_data),
                r_last: so.r_last,
                r_resp: so.r_resp,
                instr_ready: true,
                ..Default::default()
            };
            let e = model.step(&i);
            let o = dut.cycle(&i);
            cmp_fetch(cyc, &e, &o).unwrap();
            axi.observe(cyc, &AxiMasterOut { ar_valid: o.ar_valid, ar_addr: o.ar_addr, ar_len: o.ar_len, r_ready: true, ..Default::default() })
                .unwrap();
            if o.instr_valid {
                assert_eq!(o.instr_data, o.instr_pc as u128 * 0x1_0000_0001);
                if n == 0 {
                    first = cyc;
                }
                last = cyc;
                n += 1;
            }
            if o.prog_done {
                break;
            }
        }
        assert_eq!(n, len);
        let per = (last - first + 1) as f64 / (len - 1) as f64;
        eprintln!("seq_fetch_d{w}: {len} instructions, first after {first} cycles, {per:.3} cycles per instruction");
        let want = 128.0 / w as f64;
        assert!(per <= want * 1.02, "d{w}: {per:.3} cycles per instruction, want {want}");
    }
}

// =====================================================================================================
// Register block
// =====================================================================================================

const CAPS: r::Caps = systole_testbench::hdl::seq::regs::REF_CAPS;

fn regs_in(i: &RegsIn) -> SeqRegsIn {
    SeqRegsIn {
        reset: i.reset as u64,
        s_aw_valid: i.aw_valid as u64,
        s_aw_addr: i.aw_addr as u64,
        s_w_valid: i.w_valid as u64,
        s_w_data: i.w_data as u64,
        s_w_strb: i.w_strb as u64,
        s_b_ready: i.b_ready as u64,
        s_ar_valid: i.ar_valid as u64,
        s_ar_addr: i.ar_addr as u64,
        s_r_ready: i.r_ready as u64,
        disp_running: i.disp_running as u64,
        disp_done: i.disp_done as u64,
        disp_error: i.disp_error as u64,
        disp_error_code: i.disp_error_code as u64,
        disp_error_pc: i.disp_error_pc as u64,
        disp_error_queue: i.disp_error_queue as u64,
        disp_error_sem: i.disp_error_sem as u64,
        disp_error_tag: i.disp_error_tag as u64,
        disp_error_opcode: i.disp_error_opcode as u64,
        disp_error_funct: i.disp_error_funct as u64,
        disp_irq: i.disp_irq as u64,
        disp_irq_code: i.disp_irq_code as u64,
        sem_rd_val: i.sem_rd_val as u64,
        disp_perf_lsb: i.disp_perf_lsb as u64,
        fetch_busy: i.fetch_busy as u64,
        fetch_active: i.fetch_active as u64,
        fetch_error: i.fetch_error as u64,
        fetch_error_code: i.fetch_error_code as u64,
        fetch_error_pc: i.fetch_error_pc as u64,
        fetch_pc: i.fetch_pc as u64,
        st_dma_active: i.st_dma_active as u64,
        st_matrix_active: i.st_matrix_active as u64,
        st_vector_active: i.st_vector_active as u64,
        st_waiting: i.st_waiting as u64,
        dma_last_tag: i.dma_last_tag as u64,
        ev_matrix_busy: i.ev_matrix_busy as u64,
        ev_vector_busy: i.ev_vector_busy as u64,
        ev_dma_busy: i.ev_dma_busy as u64,
        ev_macs: i.ev_macs as u64,
        ev_dma_rd_bytes: i.ev_dma_rd_bytes as u64,
        ev_dma_wr_bytes: i.ev_dma_wr_bytes as u64,
        ev_fetch_bytes: i.ev_fetch_bytes as u64,
        ev_bt_bytes: i.ev_bt_bytes as u64,
        ev_stall_sram: i.ev_stall_sram as u64,
        ev_sram_conflicts: i.ev_sram_conflicts as u64,
        ev_noc_flits: i.ev_noc_flits as u64,
        ev_mv_rd_bytes: i.ev_mv_rd_bytes as u64,
    }
}

fn cmp_regs(cyc: u64, e: &RegsOut, o: &SeqRegsOut) -> Result<(), Mismatch> {
    check(cyc, "s_aw_ready", e.aw_ready as u64, o.s_aw_ready)?;
    check(cyc, "s_w_ready", e.w_ready as u64, o.s_w_ready)?;
    check(cyc, "s_b_valid", e.b_valid as u64, o.s_b_valid)?;
    check(cyc, "s_b_resp", e.b_resp as u64, o.s_b_resp)?;
    check(cyc, "s_ar_ready", e.ar_ready as u64, o.s_ar_ready)?;
    check(cyc, "s_r_valid", e.r_valid as u64, o.s_r_valid)?;
    check(cyc, "s_r_data", e.r_data as u64, o.s_r_data)?;
    check(cyc, "s_r_resp", e.r_resp as u64, o.s_r_resp)?;
    check(cyc, "start", e.start as u64, o.start)?;
    check(cyc, "abort_req", e.abort_req as u64, o.abort_req)?;
    check(cyc, "fetch_abort", e.fetch_abort as u64, o.fetch_abort)?;
    check(cyc, "soft_reset", e.soft_reset as u64, o.soft_reset)?;
    check(cyc, "irq", e.irq as u64, o.irq)?;
    check(cyc, "sem_rd_idx", e.sem_rd_idx as u64, o.sem_rd_idx)?;
    let cfg = [
        o.cfg_prog_addr,
        o.cfg_prog_len,
        o.cfg_dram_base,
        o.cfg_dram_base_hi,
        o.cfg_dram_size,
        o.cfg_watchdog,
        o.cfg_bt_base,
        o.cfg_bt_seqs,
        o.cfg_bt_layers,
        o.cfg_bt_blocks,
        o.cfg_kv_base,
        o.cfg_kv_block_bytes,
        o.cfg_kv_num_blocks,
    ];
    for k in 0..13 {
        check(cyc, &format!("cfg[{k}]"), e.cfg[k] as u64, cfg[k])?;
    }
    Ok(())
}

/// One host access.
#[derive(Debug, Clone, Copy)]
enum Op {
    Write(u32, u32, u8),
    /// Read, and the value expected by the architectural check (`None`: not checked).
    Read(u32, Option<u32>),
    /// Let the device run for n cycles.
    Idle(u64),
}

/// AXI4-Lite master BFM: one access at a time, random delays before raising each valid (valid and payload
/// held until ready), random `b_ready` / `r_ready`.
#[derive(Debug, Default)]
struct Bfm {
    cur: Option<Op>,
    aw_wait: u64,
    w_wait: u64,
    ar_wait: u64,
    aw_done: bool,
    w_done: bool,
    ar_done: bool,
    idle: u64,
}

/// A mock sequencer behind the register block: the dispatcher runs for a while after `start` and ends with
/// `done` or an error, honours `abort_req`, pulses `irq`, toggles its counters' LSBs; the fetch unit is busy
/// for a few cycles and sometimes reports a start error.
#[derive(Debug, Default)]
struct Mock {
    running: bool,
    left: u64,
    done: bool,
    error: bool,
    code: u8,
    pc: u32,
    irq_code: u16,
    lsb: u16,
    fetch_busy: u64,
    fetch_err: bool,
    fetch_pc: u32,
    will_fetch_err: bool,
}

fn run_regs(seed: u64, trace: Option<&std::path::Path>, cycles: u64) -> Result<[u64; 8], Mismatch> {
    let mut dut = SeqRegs::new();
    if let Some(p) = trace {
        dut.trace(p);
    }
    let mut model = RegsModel::new(CAPS);
    let mut rng = Rng::new(seed);
    let mut cyc = 0u64;
    let mut seen = [0u64; 8]; // starts, ignored doorbells, done, errors, fetch errors, aborts, soft resets, irq
    let mut ops: VecDeque<Op> = VecDeque::new();
    // ---- directed: reset values of every register and counter
    for x in REGS {
        let want = match x.name {
            "CAPS0" | "CAPS1" | "CAPS2" | "CAPS3" => CAPS.to_regs()[(x.offset - r::off::CAPS0) as usize / 4],
            _ if x.access == Access::Wo => 0,
            _ => x.reset,
        };
        ops.push_back(Op::Read(x.offset, Some(want)));
    }
    for c in COUNTERS {
        ops.push_back(Op::Read(c.lo(), Some(0)));
        ops.push_back(Op::Read(c.hi(), Some(0)));
    }
    let mut bfm = Bfm::default();
    let mut mock = Mock { pc: u32::MAX, ..Default::default() };
    // the host's own copy of the storage registers, for read-back checks
    let mut shadow: std::collections::HashMap<u32, u32> =
        REGS.iter().filter(|x| x.access == Access::Rw).map(|x| (x.offset, x.reset)).collect();
    shadow.insert(r::off::CTRL, 0);
    let mut b_mon = StreamMonitor::<u64>::new("s_b");
    let mut r_mon = StreamMonitor::<u64>::new("s_r");
    let mut starts_expected = 0u64;
    let mut starts = 0u64;
    for _ in 0..2 {
        let i = RegsIn { reset: true, ..Default::default() };
        let e = model.step(&i);
        let o = dut.step(&regs_in(&i));
        cmp_regs(cyc, &e, &o)?;
        cyc += 1;
    }
    while cyc < cycles || bfm.cur.is_some() || !ops.is_empty() {
        if ops.is_empty() && bfm.cur.is_none() {
            gen_ops(&mut rng, &mut ops, &model, &mock);
        }
        if bfm.cur.is_none() {
            let op = ops.pop_front().unwrap();
            bfm = Bfm {
                cur: Some(op),
                aw_wait: rng.below(4),
                w_wait: rng.below(4),
                ar_wait: rng.below(4),
                idle: if let Op::Idle(n) = op { n } else { 0 },
                ..Default::default()
            };
        }
        let op = bfm.cur.unwrap();
        // ---- inputs
        let mut i = RegsIn {
            b_ready: rng.chance(0.6),
            r_ready: rng.chance(0.6),
            disp_running: mock.running,
            disp_done: mock.done,
            disp_error: mock.error,
            disp_error_code: mock.code,
            disp_error_pc: mock.pc,
            disp_error_queue: rng.below(4) as u8 * mock.error as u8,
            disp_error_sem: 5 * mock.error as u8,
            disp_error_tag: 0xa5 * mock.error as u8,
            disp_error_opcode: 3 * mock.error as u8,
            disp_error_funct: 15 * mock.error as u8,
            disp_irq: mock.running && rng.chance(0.01),
            disp_irq_code: mock.irq_code,
            disp_perf_lsb: mock.lsb,
            fetch_busy: mock.fetch_busy > 0,
            fetch_active: mock.running && mock.fetch_busy > 2,
            fetch_error: mock.fetch_err,
            fetch_error_code: ErrorCode::BusError.code(),
            fetch_error_pc: mock.fetch_pc,
            fetch_pc: mock.fetch_pc,
            st_dma_active: mock.running && rng.chance(0.3),
            st_matrix_active: mock.running && rng.chance(0.3),
            st_vector_active: mock.running && rng.chance(0.3),
            st_waiting: mock.running && rng.chance(0.3),
            dma_last_tag: if seen[0] > 0 { rng.next_u64() as u32 } else { 0 },
            ev_matrix_busy: rng.chance(0.5),
            ev_vector_busy: rng.chance(0.5),
            ev_dma_busy: rng.chance(0.5),
            ev_macs: if rng.chance(0.1) { 0xffff } else { rng.below(4097) as u16 },
            ev_dma_rd_bytes: rng.below(256) as u8,
            ev_dma_wr_bytes: rng.below(256) as u8,
            ev_fetch_bytes: [0, 8, 16][rng.below(3) as usize],
            ev_bt_bytes: [0, 4, 255][rng.below(3) as usize],
            ev_stall_sram: rng.below(4) as u8,
            ev_sram_conflicts: rng.below(3) as u8,
            ev_noc_flits: rng.below(9) as u8,
            ev_mv_rd_bytes: [0, 8, 255][rng.below(3) as usize],
            ..Default::default()
        };
        // sem_rd_val: combinational function of the index the block drives this cycle
        let idx = prev_idx(&model);
        i.sem_rd_val = sem_val(idx, seen[0] > 0);
        match op {
            Op::Write(a, d, s) => {
                if !bfm.aw_done {
                    if bfm.aw_wait == 0 {
                        i.aw_valid = true;
                        i.aw_addr = a;
                    } else {
                        bfm.aw_wait -= 1;
                    }
                }
                if !bfm.w_done {
                    if bfm.w_wait == 0 {
                        i.w_valid = true;
                        i.w_data = d;
                        i.w_strb = s;
                    } else {
                        bfm.w_wait -= 1;
                    }
                }
            }
            Op::Read(a, _) => {
                if !bfm.ar_done {
                    if bfm.ar_wait == 0 {
                        i.ar_valid = true;
                        i.ar_addr = a;
                    } else {
                        bfm.ar_wait -= 1;
                    }
                }
            }
            Op::Idle(_) => {}
        }
        let busy_before = model.busy(i.fetch_busy);
        let e = model.step(&i);
        let o = dut.step(&regs_in(&i));
        cmp_regs(cyc, &e, &o)?;
        b_mon.observe(cyc, o.s_b_valid != 0, i.b_ready, o.s_b_resp)?;
        r_mon.observe(cyc, o.s_r_valid != 0, i.r_ready, o.s_r_data)?;
        // ---- BFM progress
        match op {
            Op::Write(a, d, s) => {
                if i.aw_valid && o.s_aw_ready != 0 {
                    bfm.aw_done = true;
                }
                if i.w_valid && o.s_w_ready != 0 {
                    bfm.w_done = true;
                    // the host's expectations
                    let mask = (0..4).filter(|k| s >> k & 1 == 1).fold(0u32, |m, k| m | 0xff << (8 * k));
                    let a = a & 0xffc;
                    if let Some(v) = shadow.get_mut(&a) {
                        if a == r::off::CTRL {
                            if s & 2 != 0 {
                                *v = d & r::ctrl::PERF_KEEP;
                            }
                        } else if a == r::off::INT_MASK {
                            *v = ((*v & !mask) | (d & mask)) & r::int::ALL;
                        } else {
                            *v = (*v & !mask) | (d & mask);
                        }
                    }
                    if a == r::off::DOORBELL && d & mask == r::DOORBELL_START {
                        if busy_before {
                            seen[1] += 1;
                        } else {
                            starts_expected += 1;
                        }
                    }
                    if a == r::off::CTRL && d & mask & r::ctrl::SOFT_RESET != 0 {
                        seen[6] += 1;
                    }
                }
                if bfm.aw_done && bfm.w_done && i.b_ready && o.s_b_valid != 0 {
                    bfm.cur = None;
                }
            }
            Op::Read(a, want) => {
                if i.ar_valid && o.s_ar_ready != 0 {
                    bfm.ar_done = true;
                }
                if bfm.ar_done && i.r_ready && o.s_r_valid != 0 {
                    let got = o.s_r_data as u32;
                    let a = a & 0xffc;
                    let arch = want.or_else(|| {
                        if let Some(v) = shadow.get(&a) {
                            Some(*v)
                        } else if (r::off::SEM0..=r::off::SEM3).contains(&a) {
                            let k = (a - r::off::SEM0) / 4 * 4;
                            Some((0..4).fold(0u32, |v, j| v | (sem_val(k + j, seen[0] > 0) as u32) << (8 * j)))
                        } else if REGS.iter().all(|x| x.offset != a)
                            && COUNTERS.iter().all(|c| c.lo() != a && c.hi() != a)
                        {
                            Some(0)
                        } else {
                            None
                        }
                    });
                    if let Some(w) = arch {
                        if w != got {
                            return Err(violation(cyc, &format!("read {a:#05x}"), &format!("{w:#010x} (isa::regs)"), format!("{got:#010x}")));
                        }
                    }
                    bfm.cur = None;
                }
            }
            Op::Idle(_) => {
                bfm.idle = bfm.idle.saturating_sub(1);
                if bfm.idle == 0 {
                    bfm.cur = None;
                }
            }
        }
        // ---- the mock sequencer reacts to the block's outputs (next cycle's inputs)
        if i.disp_irq {
            seen[7] += 1;
        }
        if o.start != 0 {
            let want = shadow[&r::off::PROG_LEN];
            if o.cfg_prog_len as u32 != want {
                return Err(violation(cyc, "cfg_prog_len", &format!("PROG_LEN as written ({want})"), o.cfg_prog_len));
            }
            starts += 1;
            seen[0] += 1;
            mock.running = true;
            mock.done = false;
            mock.error = false;
            mock.code = 0;
            mock.pc = u32::MAX;
            mock.lsb = 0;
            mock.left = 1 + rng.below(200);
            mock.fetch_busy = 1 + rng.below(20);
            mock.fetch_err = false;
            mock.fetch_pc = 0;
            mock.will_fetch_err = rng.chance(0.2);
            mock.irq_code = rng.below(65536) as u16;
        } else if o.soft_reset != 0 {
            mock = Mock { fetch_busy: mock.fetch_busy.min(3), pc: u32::MAX, ..Default::default() };
        } else {
            if mock.running {
                mock.lsb ^= rng.below(1024) as u16;
                mock.fetch_pc += rng.chance(0.3) as u32;
                if o.abort_req != 0 {
                    mock.running = false;
                    mock.error = true;
                    mock.code = ErrorCode::Aborted.code();
                    seen[5] += 1;
                } else if mock.left == 0 {
                    mock.running = false;
                    if rng.chance(0.7) {
                        mock.done = true;
                        seen[2] += 1;
                    } else {
                        mock.error = true;
                        mock.code = ErrorCode::Deadlock.code();
                        mock.pc = rng.below(1000) as u32;
                        seen[3] += 1;
                    }
                } else {
                    mock.left -= 1;
                }
                if mock.will_fetch_err && mock.left % 50 == 7 && !mock.fetch_err {
                    mock.fetch_err = true;
                    seen[4] += 1;
                }
            }
            if o.fetch_abort != 0 || !mock.running {
                mock.fetch_busy = mock.fetch_busy.saturating_sub(1);
            }
        }
        cyc += 1;
        if cyc > cycles + 100_000 {
            return Err(violation(cyc, "bfm", "the access sequence ends", "still running"));
        }
    }
    check(cyc, "start pulses for accepted doorbells", starts_expected, starts)?;
    Ok(seen)
}

fn prev_idx(m: &RegsModel) -> u32 {
    m.clone().step(&RegsIn::default()).sem_rd_idx as u32
}
/// The mock dispatcher's semaphore `idx` (0 before the first program, s0 always 0).
fn sem_val(idx: u32, live: bool) -> u8 {
    if idx == 0 || !live {
        0
    } else {
        (idx * 17 + 3) as u8
    }
}

/// Random accesses: storage writes with random strobes and read-back, RO/WO/unlisted writes and reads,
/// doorbells (sometimes while busy), W1C, INT_MASK, CTRL (PERF_KEEP, ABORT, SOFT_RESET), PERF_CTRL, SEM
/// reads, counter reads (a LO/HI pair twice: equal without a snapshot in between).
fn gen_ops(rng: &mut Rng, ops: &mut VecDeque<Op>, _m: &RegsModel, _mock: &Mock) {
    let strb = |rng: &mut Rng| if rng.chance(0.6) { 0xf } else { rng.below(16) as u8 };
    let rw: Vec<u32> = REGS.iter().filter(|x| x.access == Access::Rw).map(|x| x.offset).collect();
    match rng.below(14) {
        0 | 1 => {
            let a = rw[rng.below(rw.len() as u64) as usize];
            let d = match rng.below(3) {
                0 => 0,
                1 => u32::MAX,
                _ => rng.next_u64() as u32,
            };
            let d = if a == r::off::CTRL { d & r::ctrl::PERF_KEEP } else { d };
            ops.push_back(Op::Write(a, d, strb(rng)));
            ops.push_back(Op::Read(a, None));
        }
        2 => {
            // RO register: the write is ignored (STATUS and the dispatcher's registers vary: read only
            // the constant ones back)
            let ro: Vec<&r::Reg> = REGS.iter().filter(|x| x.access == Access::Ro).collect();
            let x = ro[rng.below(ro.len() as u64) as usize];
            ops.push_back(Op::Write(x.offset, rng.next_u64() as u32, 0xf));
            let want = match x.name {
                "ID" => Some(r::ID_MAGIC),
                "VERSION" => Some(r::VERSION_RESET),
                "CAPS0" | "CAPS1" | "CAPS2" | "CAPS3" => Some(CAPS.to_regs()[(x.offset - r::off::CAPS0) as usize / 4]),
                _ => None,
            };
            ops.push_back(Op::Read(x.offset, want));
        }
        3 => {
            // WO registers read 0; unlisted offsets read 0 and ignore writes
            let a = if rng.chance(0.5) {
                [r::off::DOORBELL, r::off::PERF_CTRL][rng.below(2) as usize]
            } else {
                loop {
                    let a = (rng.below(1024) as u32) * 4;
                    if REGS.iter().all(|x| x.offset != a) && COUNTERS.iter().all(|c| c.lo() != a && c.hi() != a) {
                        ops.push_back(Op::Write(a, rng.next_u64() as u32, 0xf));
                        break a;
                    }
                }
            };
            ops.push_back(Op::Read(a, Some(0)));
        }
        4 | 5 => {
            // configure and ring the doorbell (sometimes with other values or partial strobes)
            ops.push_back(Op::Write(r::off::PROG_LEN, 1 + rng.below(100) as u32, 0xf));
            ops.push_back(Op::Write(r::off::INT_MASK, rng.below(8) as u32, 0xf));
            let (d, s) = if rng.chance(0.85) { (r::DOORBELL_START, 0xf) } else { ([0, 2, 0x101][rng.below(3) as usize], strb(rng)) };
            ops.push_back(Op::Write(r::off::DOORBELL, d, s));
            if rng.chance(0.3) {
                ops.push_back(Op::Write(r::off::DOORBELL, r::DOORBELL_START, 0xf));
            }
            ops.push_back(Op::Read(r::off::STATUS, None));
            ops.push_back(Op::Idle(rng.below(150)));
            ops.push_back(Op::Read(r::off::STATUS, None));
        }
        6 => {
            ops.push_back(Op::Read(r::off::INT_STATUS, None));
            ops.push_back(Op::Write(r::off::INT_STATUS, rng.below(8) as u32, strb(rng)));
            ops.push_back(Op::Read(r::off::INT_STATUS, None));
        }
        7 => {
            let d = [r::ctrl::ABORT, r::ctrl::SOFT_RESET, r::ctrl::PERF_KEEP, 0][rng.below(4) as usize];
            ops.push_back(Op::Write(r::off::CTRL, d, strb(rng)));
            ops.push_back(Op::Read(r::off::STATUS, None));
        }
        8 => {
            let d = [r::perf::SNAPSHOT, r::perf::CLEAR, r::perf::SNAPSHOT | r::perf::CLEAR][rng.below(3) as usize];
            ops.push_back(Op::Write(r::off::PERF_CTRL, d, 0xf));
        }
        9 => {
            ops.push_back(Op::Read(r::off::SEM0 + 4 * rng.below(4) as u32, None));
        }
        10 | 11 => {
            let c = COUNTERS[rng.below(COUNTERS.len() as u64) as usize];
            ops.push_back(Op::Read(c.lo(), None));
            ops.push_back(Op::Read(c.hi(), None));
        }
        _ => {
            for n in ["ERROR_CODE", "ERROR_PC", "ERROR_INFO", "PC", "IRQ_CODE", "DMA_LAST_TAG"] {
                let o = REGS.iter().find(|x| x.name == n).unwrap().offset;
                ops.push_back(Op::Read(o, None));
            }
        }
    }
}

#[test]
fn seq_regs_axi_lite() {
    let cycles = 200_000 * soak();
    let seen = run_seeded("seq_regs", |seed, trace| run_regs(seed, trace, cycles));
    eprintln!("seq_regs: starts, ignored doorbells, done, errors, fetch errors, aborts, soft resets, irq = {seen:?}");
    assert!(seen.iter().all(|&n| n > 0), "every event occurred: {seen:?}");
}

// =====================================================================================================
// The sequencer core: seq_regs + seq_fetch_d128 + seq_dispatch_f4, wired as the top level will wire them
// =====================================================================================================

use systole_testbench::models::seq::dispatch::{DispIn, DispOut, DispatchModel};

fn u128_of(w: &[u32; 4]) -> u128 {
    from_words(*w)
}

fn disp_rtl_in(i: &DispIn) -> SeqDispatchF4In {
    SeqDispatchF4In {
        reset: i.reset as u64,
        start: i.start as u64,
        abort_req: i.abort as u64,
        cfg_watchdog: i.cfg_watchdog as u64,
        instr_valid: i.instr_valid as u64,
        instr_data: to_words(i.instr_data),
        instr_pc: i.instr_pc as u64,
        prog_done: i.prog_done as u64,
        dma_ready: i.ready[0] as u64,
        matrix_ready: i.ready[1] as u64,
        vector_ready: i.ready[2] as u64,
        dma_done: i.done[0] as u64,
        matrix_done: i.done[1] as u64,
        vector_done: i.done[2] as u64,
        dma_error: i.fail[0] as u64,
        matrix_error: i.fail[1] as u64,
        vector_error: i.fail[2] as u64,
        dma_error_code: i.fail_code[0] as u64,
        matrix_error_code: i.fail_code[1] as u64,
        vector_error_code: i.fail_code[2] as u64,
        sem_rd_idx: i.sem_rd_idx as u64,
    }
}

fn cmp_disp(cyc: u64, e: &DispOut, o: &SeqDispatchF4Out) -> Result<(), Mismatch> {
    check(cyc, "disp.instr_ready", e.instr_ready as u64, o.instr_ready)?;
    let valid = [o.dma_valid, o.matrix_valid, o.vector_valid];
    let data = [u128_of(&o.dma_data), u128_of(&o.matrix_data), u128_of(&o.vector_data)];
    for j in 0..3 {
        check(cyc, &format!("disp.valid[{j}]"), e.valid[j] as u64, valid[j])?;
        if e.valid[j] {
            check(cyc, &format!("disp.data[{j}]"), e.data[j], data[j])?;
        }
    }
    check(cyc, "disp.running", e.running as u64, o.running)?;
    check(cyc, "disp.done", e.done as u64, o.done)?;
    check(cyc, "disp.error", e.error as u64, o.error)?;
    check(cyc, "disp.error_code", e.error_code as u64, o.error_code)?;
    check(cyc, "disp.error_pc", e.error_pc as u64, o.error_pc)?;
    check(cyc, "disp.irq", e.irq as u64, o.irq)?;
    check(cyc, "disp.sem_rd_val", e.sem_rd_val as u64, o.sem_rd_val)
}

/// The register block's inputs from the dispatcher and fetch outputs (the top level's wiring).
fn core_regs_in(d: &DispOut, f: &FetchOut, host: &RegsIn) -> RegsIn {
    let lsb = (1..=10).fold(0u16, |v, k| v | ((d.perf[k] & 1) as u16) << (k - 1));
    RegsIn {
        disp_running: d.running,
        disp_done: d.done,
        disp_error: d.error,
        disp_error_code: d.error_code,
        disp_error_pc: d.error_pc,
        disp_error_queue: d.error_queue,
        disp_error_sem: d.error_sem,
        disp_error_tag: d.error_tag,
        disp_error_opcode: d.error_opcode,
        disp_error_funct: d.error_funct,
        disp_irq: d.irq,
        disp_irq_code: d.irq_code,
        sem_rd_val: d.sem_rd_val,
        disp_perf_lsb: lsb,
        fetch_busy: f.busy,
        fetch_active: f.active,
        fetch_error: f.error,
        fetch_error_code: f.error_code,
        fetch_error_pc: f.error_pc,
        fetch_pc: f.instr_pc,
        ev_fetch_bytes: f.perf_bytes,
        ..*host
    }
}

#[derive(Debug, Clone, Copy, PartialEq)]
enum CoreCase {
    Done(u32),
    BusError(u32),
    StartError(u8),
    Abort,
}

fn run_core(seed: u64, trace: Option<&std::path::Path>, cycles: u64) -> Result<[u64; 4], Mismatch> {
    let mut rf = SeqRegs::new();
    let mut ff = SeqFetchD128::new();
    let mut dd = SeqDispatchF4::new();
    if let Some(p) = trace {
        rf.trace(&p.with_extension("regs.vcd"));
        ff.trace(&p.with_extension("fetch.vcd"));
        dd.trace(&p.with_extension("disp.vcd"));
    }
    let mut rm = RegsModel::new(CAPS);
    let mut fm = FetchModel::new(128, 8, 4);
    let mut dm = DispatchModel::new(4, 4);
    let mut rng = Rng::new(seed);
    let mut seen = [0u64; 4];
    let mut cyc = 0u64;
    let size = 0x10000u32;
    let base = 0x4000_0000u32;
    // reset everything
    for _ in 0..2 {
        rm.step(&RegsIn { reset: true, ..Default::default() });
        rf.step(&regs_in(&RegsIn { reset: true, ..Default::default() }));
        fm.step(&FetchIn { reset: true, ..Default::default() });
        FetchDut::cycle(&mut ff, &FetchIn { reset: true, ..Default::default() });
        dm.step(&DispIn { reset: true, ..Default::default() });
        dd.step(&disp_rtl_in(&DispIn { reset: true, ..Default::default() }));
        cyc += 1;
    }
    while cyc < cycles {
        // ---- a program: nop / irq / unit instructions without semaphores, then end
        let n = 1 + rng.below(40) as u32;
        let mut prog: Vec<u128> = Vec::new();
        for _ in 0..n - 1 {
            let w = match rng.below(5) {
                0 => f::OPCODE.put(0, opcode::CTRL as u64),
                1 => f::IRQ_CODE.put(f::FUNCT.put(f::OPCODE.put(0, opcode::CTRL as u64), funct::ctrl::IRQ as u64), rng.below(65536)),
                2 => {
                    let w = f::OPCODE.put(0, opcode::DMA as u64);
                    let w = f::DMA_ROWS.put(w, 1 + rng.below(100));
                    f::DMA_WORDS.put(w, 1 + rng.below(100))
                }
                3 => {
                    let w = f::FUNCT.put(f::OPCODE.put(0, opcode::MATMUL as u64), funct::matmul::MATMUL as u64);
                    let w = f::MM_K.put(w, 1 + rng.below(64));
                    let w = f::MM_N.put(w, 1 + rng.below(64));
                    f::MM_M.put(w, 1 + rng.below(100))
                }
                _ => {
                    let w = f::FUNCT.put(f::OPCODE.put(0, opcode::VECTOR as u64), funct::vector::RESADD as u64);
                    f::V_LEN.put(w, 1 + rng.below(1000))
                }
            };
            assert!(systole_isa::decode(w).is_ok(), "generator: {w:#x}");
            prog.push(w);
        }
        prog.push(f::FUNCT.put(f::OPCODE.put(0, opcode::CTRL as u64), funct::ctrl::END as u64));
        let extra = rng.below(12) as u32; // words after `end`, inside PROG_LEN (prefetched, never dispatched)
        for _ in 0..extra {
            prog.push(0);
        }
        let mut addr = (rng.below((size as u64 - 16 * prog.len() as u64) / 16) as u32) * 16;
        let mut len = prog.len() as u32;
        let mut poison = vec![];
        let kind = rng.below(10);
        let case = if kind < 5 {
            CoreCase::Done(n)
        } else if kind < 7 {
            let k = rng.below(n as u64) as u32;
            poison.push((base + addr + 16 * k) >> 12);
            let first = (0..len).find(|&j| (base + addr + 16 * j) >> 12 == poison[0]).unwrap();
            if first < n { CoreCase::BusError(first) } else { CoreCase::Done(n) }
        } else if kind < 8 {
            if rng.chance(0.5) {
                len = 0;
                CoreCase::StartError(ErrorCode::ZeroLength.code())
            } else {
                addr |= 8;
                CoreCase::StartError(ErrorCode::Misaligned.code())
            }
        } else {
            CoreCase::Abort
        };
        let mut mem: Vec<u8> = vec![0; size as usize];
        for (k, &x) in prog.iter().enumerate() {
            let o = (addr & !15) as usize + 16 * k;
            mem[o..o + 16].copy_from_slice(&to_bytes(x));
        }
        let mut axi = AxiMem::new(
            AxiMemCfg {
                max_reads: 4,
                r_latency: [1, 3, 10][rng.below(3) as usize],
                p_ar: 0.7,
                p_r: 0.8,
                poison_pages: poison,
                ..AxiMemCfg::full_rate(base, size, 16)
            },
            mem,
        );
        // ---- the host's accesses
        let abort_after = 3 + rng.below(30);
        let mut ops: VecDeque<Op> = VecDeque::from(vec![
            Op::Write(r::off::DRAM_BASE_LO, base, 0xf),
            Op::Write(r::off::DRAM_SIZE, size, 0xf),
            Op::Write(r::off::PROG_ADDR, addr, 0xf),
            Op::Write(r::off::PROG_LEN, len, 0xf),
            Op::Write(r::off::INT_STATUS, r::int::ALL, 0xf),
            Op::Write(r::off::INT_MASK, r::int::DONE | r::int::ERROR, 0xf),
            Op::Write(r::off::DOORBELL, r::DOORBELL_START, 0xf),
        ]);
        if case == CoreCase::Abort {
            ops.push_back(Op::Idle(abort_after));
            ops.push_back(Op::Write(r::off::CTRL, r::ctrl::ABORT, 0xf));
        }
        let mut results: Vec<(u32, u32)> = vec![];
        let mut waiting_irq = false;
        let mut bfm = Bfm::default();
        let mut units: [VecDeque<u64>; 3] = Default::default();
        let t0 = cyc;
        loop {
            if bfm.cur.is_none() {
                if let Some(op) = ops.pop_front() {
                    bfm = Bfm { cur: Some(op), idle: if let Op::Idle(k) = op { k } else { 0 }, ..Default::default() };
                } else if !waiting_irq {
                    waiting_irq = true;
                } 
            }
            // host inputs
            let mut host = RegsIn { b_ready: rng.chance(0.7), r_ready: rng.chance(0.7), ..Default::default() };
            match bfm.cur {
                Some(Op::Write(a, d, s)) => {
                    if !bfm.aw_done {
                        host.aw_valid = true;
                        host.aw_addr = a;
                    }
                    if !bfm.w_done {
                        host.w_valid = true;
                        host.w_data = d;
                        host.w_strb = s;
                    }
                }
                Some(Op::Read(a, _)) => {
                    if !bfm.ar_done {
                        host.ar_valid = true;
                        host.ar_addr = a;
                    }
                }
                _ => {}
            }
            // settle the wiring on the models (outputs for this cycle), then step everything
            let so = axi.drive(cyc, &mut rng);
            // the fetch unit's outputs depend on its state only, but for perf_bytes (on axi_r_valid)
            let fo = fm.clone().step(&FetchIn { r_valid: so.r_valid, ..Default::default() });
            let unit_ready = [rng.chance(0.7), rng.chance(0.7), rng.chance(0.7)];
            let mut unit_done = [false; 3];
            for j in 0..3 {
                if units[j].front().map(|&t| t <= cyc).unwrap_or(false) && rng.chance(0.8) {
                    unit_done[j] = true;
                }
            }
            let mut di = DispIn {
                instr_valid: fo.instr_valid,
                instr_data: fo.instr_data,
                instr_pc: fo.instr_pc,
                prog_done: fo.prog_done,
                ready: unit_ready,
                done: unit_done,
                ..Default::default()
            };
            let d0 = dm.clone().step(&di);
            let r0 = rm.clone().step(&core_regs_in(&d0, &fo, &host));
            di.start = r0.start;
            di.abort = r0.abort_req;
            di.reset = r0.soft_reset;
            di.sem_rd_idx = r0.sem_rd_idx;
            di.cfg_watchdog = r0.cfg[5];
            let ri = core_regs_in(&dm.clone().step(&di), &fo, &host);
            let fi = FetchIn {
                start: r0.start,
                abort: r0.fetch_abort,
                soft_reset: r0.soft_reset,
                prog_addr: r0.cfg[0],
                prog_len: r0.cfg[1],
                dram_base: r0.cfg[2],
                dram_base_hi: r0.cfg[3],
                dram_size: r0.cfg[4],
                ar_ready: so.ar_ready,
                r_valid: so.r_valid,
                r_data: beat128(so.r_data),
                r_last: so.r_last,
                r_resp: so.r_resp,
                instr_ready: dm.clone().step(&di).instr_ready,
                ..Default::default()
            };
            let de = dm.step(&di);
            let re = rm.step(&ri);
            let fe = fm.step(&fi);
            let dro = dd.step(&disp_rtl_in(&di));
            let rro = rf.step(&regs_in(&ri));
            let fro = FetchDut::cycle(&mut ff, &fi);
            cmp_disp(cyc, &de, &dro)?;
            cmp_regs(cyc, &re, &rro)?;
            cmp_fetch(cyc, &fe, &fro)?;
            axi.observe(cyc, &AxiMasterOut { ar_valid: fro.ar_valid, ar_addr: fro.ar_addr, ar_len: fro.ar_len, r_ready: true, ..Default::default() })?;
            // units take and complete instructions
            for j in 0..3 {
                if de.valid[j] && unit_ready[j] {
                    units[j].push_back(cyc + 1 + rng.below(8));
                }
                if unit_done[j] {
                    units[j].pop_front();
                }
            }
            // BFM progress
            match bfm.cur {
                Some(Op::Write(..)) => {
                    if host.aw_valid && rro.s_aw_ready != 0 {
                        bfm.aw_done = true;
                    }
                    if host.w_valid && rro.s_w_ready != 0 {
                        bfm.w_done = true;
                    }
                    if bfm.aw_done && bfm.w_done && host.b_ready && rro.s_b_valid != 0 {
                        bfm.cur = None;
                    }
                }
                Some(Op::Read(a, _)) => {
                    if host.ar_valid && rro.s_ar_ready != 0 {
                        bfm.ar_done = true;
                    }
                    if bfm.ar_done && host.r_ready && rro.s_r_valid != 0 {
                        results.push((a, rro.s_r_data as u32));
                        bfm.cur = None;
                    }
                }
                Some(Op::Idle(_)) => {
                    bfm.idle = bfm.idle.saturating_sub(1);
                    if bfm.idle == 0 {
                        bfm.cur = None;
                    }
                }
                None => {}
            }
            cyc += 1;
            if waiting_irq && bfm.cur.is_none() && ops.is_empty() {
                if rro.irq != 0 && results.is_empty() {
                    for o in [r::off::STATUS, r::off::ERROR_CODE, r::off::ERROR_PC, r::off::PC, r::off::INT_STATUS,
                        COUNTERS[1].lo(), COUNTERS[0].lo(), COUNTERS[8].lo()]
                    {
                        ops.push_back(Op::Read(o, None));
                    }
                    ops.push_back(Op::Write(r::off::INT_STATUS, r::int::ALL, 0xf));
                } else if !results.is_empty() && rro.irq == 0 && axi.quiet() {
                    break;
                }
            }
            if cyc > t0 + 50_000 {
                return Err(violation(cyc, "core", "the program ends with an interrupt", format!("{case:?} still running")));
            }
        }
        // ---- architectural checks from the host's reads
        let get = |a: u32| results.iter().find(|x| x.0 == a).map(|x| x.1).unwrap();
        let status = get(r::off::STATUS);
        let code = get(r::off::ERROR_CODE);
        let epc = get(r::off::ERROR_PC);
        let instret = get(COUNTERS[1].lo());
        let fetched = get(COUNTERS[8].lo());
        match case {
            CoreCase::Done(n) => {
                check(cyc, "STATUS after end", r::status::DONE, status & 0xf)?;
                check(cyc, "PC after end", n, get(r::off::PC))?;
                check(cyc, "INSTRET after end", n, instret)?;
                if fetched < 16 * n {
                    return Err(violation(cyc, "FETCH_BYTES", &format!(">= {} bytes", 16 * n), fetched));
                }
                seen[0] += 1;
            }
            CoreCase::BusError(k) => {
                check(cyc, "STATUS after a bus error", r::status::ERROR, status & 0xf)?;
                check(cyc, "ERROR_CODE", ErrorCode::BusError.code() as u32, code)?;
                check(cyc, "ERROR_PC", k, epc)?;
                check(cyc, "PC at the bus error", k, get(r::off::PC))?;
                // instructions queued but not started when the device stopped are dropped (DRAIN)
                if instret > k {
                    return Err(violation(cyc, "INSTRET", &format!("at most the {k} instructions before the bus error"), instret));
                }
                seen[1] += 1;
            }
            CoreCase::StartError(c) => {
                check(cyc, "STATUS after a start error", r::status::ERROR, status & 0xf)?;
                check(cyc, "ERROR_CODE", c as u32, code)?;
                check(cyc, "ERROR_PC", u32::MAX, epc)?;
                check(cyc, "INSTRET", 0, instret)?;
                seen[2] += 1;
            }
            CoreCase::Abort => {
                // aborted while running, or the program had already ended
                if status & 0xf == r::status::ERROR {
                    check(cyc, "ERROR_CODE", ErrorCode::Aborted.code() as u32, code)?;
                    seen[3] += 1;
                } else {
                    check(cyc, "STATUS (abort after end)", r::status::DONE, status & 0xf)?;
                }
            }
        }
    }
    Ok(seen)
}

#[test]
fn seq_core_fetch_dispatch_regs() {
    let cycles = 150_000 * soak();
    let seen = run_seeded("seq_core", |seed, trace| run_core(seed, trace, cycles));
    eprintln!("seq_core: done, bus errors, start errors, aborted = {seen:?}");
    assert!(seen.iter().all(|&n| n > 0), "every outcome occurred: {seen:?}");
}
