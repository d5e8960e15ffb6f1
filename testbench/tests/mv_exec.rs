//! The matrix-vector executor (`hdl/src/matrix/mv_exec.rs`, `mv_exec_w64`, instruction `matvec`) against its
//! transaction model (`testbench/src/models/mv_exec.rs`): every cycle, each AXI AR request and each SRAM
//! request the unit offers is compared with the head of the predicted stream (address and ARLEN; address,
//! write enable and data), `done` must come exactly the cycle after the last write is accepted, a check
//! error exactly at its fixed latency with nothing read or written, and after every instruction the whole
//! SRAM is compared with the golden result. Stream monitors check that AR and the SRAM request hold valid
//! and data until the transfer.
//!
//! Around the unit: a Rust AXI4 read slave over a DRAM byte array (burst latency, random AR stalls and R
//! gaps, or full rate; an injected SLVERR beat for BUS_ERROR) and an SRAM model (random `req_ready` stalls,
//! responses in order after a variable latency >= 2). Instructions: random `k` (1..=1023, multiples of 8 and
//! not), `n` (1..=600), `gt` (1..=15), weights over the whole INT8 range with runs of -128/127, weight scales
//! over the full fields with garbage in the ignored bits, garbage in every padding weight and scale,
//! activations with -128/127, activation scales with `a_m` up to 2^16 - 1 and `e` up to 17 (sometimes up to
//! 255), and OUT_OF_WINDOW cases (each SRAM operand and the DRAM stream).
//! `mv_exec_timing` measures the cycles of stories260K-sized `matvec`s at full DRAM rate.

use std::collections::VecDeque;
use std::path::Path;
use systole_host::compiler::exec::{ExecConfig, KvRegs, Machine, RunStats};
use systole_isa::regs::Caps;
use systole_testbench::harness::{check, run_seeded, soak, violation, Mismatch, Rng, StreamMonitor};
use systole_testbench::models::mv_exec::{check as mv_check, transaction, MvFields, SramReq};
use systole_testbench::verilated::{MvExecW64, MvExecW64In, MvExecW64Out};

/// The functional executor with the unit's SRAM size and DRAM window (the reference semantics).
fn machine(sw: u32, dram_size: u32) -> Machine {
    let caps = Caps {
        rows: 8,
        cols: 8,
        word_bytes: 8,
        banks: 1,
        semaphores: 16,
        sram_words: sw,
        max_vec_len: 4096,
        max_head_size: 128,
        max_row_bytes: 4096,
        matvec: true,
        table_keep: true,
    };
    Machine::new(ExecConfig { caps, queue_depth: 4 }, vec![0u8; dram_size as usize], KvRegs::default())
}

/// Traffic shape.
#[derive(Clone, Copy, Debug)]
struct Profile {
    /// Probability of `axi_ar_ready` per cycle.
    p_ar_ready: f64,
    /// Burst latency: from AR acceptance to its first beat, `lat + 0..=lat_extra` cycles.
    lat: u64,
    lat_extra: u64,
    /// Probability that the slave holds back a beat in a cycle.
    p_r_gap: f64,
    /// Probability of `sram_req_ready`; SRAM response latency `2 + 0..=sram_extra`.
    p_sram_ready: f64,
    sram_extra: u64,
    /// Largest gap between instructions.
    max_gap: u64,
    /// Probability of an OUT_OF_WINDOW instruction and of an injected bus error.
    p_oow: f64,
    p_buserr: f64,
    /// Instructions of the run.
    instrs: u64,
}

struct Sram {
    mem: Vec<u64>,
    rsp: VecDeque<(u64, u64)>,
    last: u64,
}

/// The AXI4 read slave: bursts in AR order, each available `lat` cycles after acceptance.
struct Slave {
    bursts: VecDeque<(u32, u8, u64)>,
    beat: u32,
    /// A beat is being offered (held until taken): (data, last, resp).
    held: Option<(u64, bool, u8)>,
    /// Beats delivered for the current instruction, and the index of the beat that answers SLVERR.
    delivered: u64,
    err_beat: Option<u64>,
}

fn int8(rng: &mut Rng, ext: bool) -> u8 {
    if ext || rng.chance(0.08) {
        [0x80u8, 0x7f, 0x81, 0, 1, 0xff][rng.below(6) as usize]
    } else {
        rng.next_u64() as u8
    }
}

fn pick_k(rng: &mut Rng) -> u32 {
    match rng.below(10) {
        0 => 1 + rng.below(1023) as u32,
        1 => 8 * (1 + rng.below(127) as u32),
        2 => [1, 7, 8, 9, 1023, 1016, 1017][rng.below(7) as usize],
        3 | 4 => 1 + rng.below(200) as u32,
        _ => 1 + rng.below(80) as u32,
    }
}

fn pick_n(rng: &mut Rng) -> u32 {
    match rng.below(10) {
        0 => 1 + rng.below(600) as u32,
        1 => 8 * (1 + rng.below(20) as u32),
        2 => [1, 7, 8, 9, 600, 599][rng.below(6) as usize],
        _ => 1 + rng.below(70) as u32,
    }
}

/// Fills the stream bytes at `dram[d..]`: garbage everywhere (padding weights and scales stay garbage),
/// then the valid weights and scales from the chosen distributions.
fn fill_stream(rng: &mut Rng, f: &MvFields, dram: &mut [u8]) {
    let d = f.d() as usize;
    let s = f.stream_bytes() as usize;
    for b in dram[d..d + s].iter_mut() {
        *b = rng.next_u64() as u8;
    }
    let ext = rng.chance(0.2);
    let realistic = rng.chance(0.7);
    for j in 0..f.n {
        for i in 0..f.k {
            let e = ext && rng.chance(0.7);
            dram[d + f.w_off(j, i) as usize] = int8(rng, e);
        }
        for g in 0..f.g() {
            let garbage = (rng.next_u64() as u32) & 0xff00_8000;
            let v = if realistic {
                let m = rng.below(1 << 15) as u32;
                let s = rng.below(64) as u32;
                garbage | m | s << 16
            } else {
                rng.next_u64() as u32
            };
            let o = d + f.s_off(j, g) as usize;
            dram[o..o + 4].copy_from_slice(&v.to_le_bytes());
        }
    }
}

/// Writes the activations and activation scales into the SRAM.
fn fill_operands(rng: &mut Rng, f: &MvFields, mem: &mut [u64]) {
    let ext = rng.chance(0.2);
    let setb = |mem: &mut [u64], a: u64, v: u8| {
        let w = &mut mem[(a / 8) as usize];
        *w = (*w & !(0xffu64 << (8 * (a % 8)))) | (v as u64) << (8 * (a % 8));
    };
    for i in 0..f.k {
        let v = if ext { [0x80u8, 0x7f][rng.below(2) as usize] } else { int8(rng, false) };
        setb(mem, f.act as u64 * 8 + i as u64, v);
    }
    for g in 0..f.g() {
        let a_m = match rng.below(6) {
            0 => 1 << 15,
            1 => rng.below(1 << 16) as u32,
            2 => 0,
            _ => rng.below(1 << 15) as u32,
        };
        let e = if rng.chance(0.1) { rng.below(256) as u32 } else { rng.below(18) as u32 };
        let v = a_m | e << 16 | (rng.next_u64() as u32 & 0xff00_0000);
        for (b, byte) in v.to_le_bytes().iter().enumerate() {
            setb(mem, f.ascale as u64 * 8 + 4 * g as u64 + b as u64, *byte);
        }
    }
}

#[derive(Debug, Default)]
struct Summary {
    instrs: u64,
    done: u64,
    oow: u64,
    bus_errors: u64,
    beats: u64,
    cycles: u64,
}

/// The instruction in flight and what it must do.
struct Flight {
    f: MvFields,
    accepted: u64,
    /// Expected AR and SRAM streams (None: a check error, nothing may be requested).
    ar: VecDeque<(u32, u8)>,
    sram: VecDeque<SramReq>,
    code: Option<u8>,
    macs: u64,
    rd_bytes: u64,
    golden: Vec<u64>,
    buserr: bool,
    done_at: Option<u64>,
    macs_seen: u64,
    bytes_seen: u64,
}

fn to_in(reset: bool, iv: bool, word: u128, cfg: (u32, u32, u32), sl: &Slave, ar_ready: bool, sram: (bool, bool, u64)) -> MvExecW64In {
    let (rv, rd, rl, rr) = match sl.held {
        Some((d, l, r)) => (1, d, l as u64, r as u64),
        None => (0, 0, 0, 0),
    };
    MvExecW64In {
        reset: reset as u64,
        instr_valid: iv as u64,
        instr_data: [word as u32, (word >> 32) as u32, (word >> 64) as u32, (word >> 96) as u32],
        cfg_sram_words: cfg.0 as u64,
        cfg_ext_base: cfg.1 as u64,
        cfg_ext_size: cfg.2 as u64,
        axi_ar_ready: ar_ready as u64,
        axi_r_valid: rv,
        axi_r_data: rd,
        axi_r_last: rl,
        axi_r_resp: rr,
        sram_req_ready: sram.0 as u64,
        sram_rsp_valid: sram.1 as u64,
        sram_rsp_data: sram.2,
    }
}

fn run(seed: u64, trace: Option<&Path>, pr: Profile) -> Result<Summary, Mismatch> {
    let mut rng = Rng::new(seed);
    let sw: u32 = 4096 + rng.below(4096) as u32;
    let dram_size: u32 = (1 << 20) + 64 * rng.below(4096) as u32;
    let base: u32 = 0x4000_0000 + 4096 * rng.below(1024) as u32;
    let mut golden = machine(sw, dram_size);
    let mut sram = Sram { mem: (0..sw).map(|_| rng.next_u64()).collect(), rsp: VecDeque::new(), last: 0 };
    let mut sl = Slave { bursts: VecDeque::new(), beat: 0, held: None, delivered: 0, err_beat: None };
    let mut dut = MvExecW64::new();
    if let Some(p) = trace {
        dut.trace(p);
    }
    let mut mon_ar = StreamMonitor::<(u32, u8)>::new("axi_ar");
    let mut mon_sram = StreamMonitor::<(u32, bool, u64)>::new("sram_req");
    let mut sum = Summary::default();
    let mut next: Option<(MvFields, bool)> = None;
    let mut flight: Option<Flight> = None;
    let mut gap = 0u64;
    let mut issued = 0u64;
    let mut idle = 0u64;
    let mut cyc = 0u64;
    let res = (|| {
        loop {
            // ---- the next instruction: operands in place before it is offered
            if next.is_none() && flight.is_none() && issued < pr.instrs {
                if gap > 0 {
                    gap -= 1;
                } else {
                    let (k, n, gt) = (pick_k(&mut rng), pick_n(&mut rng), 1 + rng.below(15) as u32);
                    let mut f = MvFields { k, n, gt, dram: 0, act: 0, ascale: 0, out: 0 };
                    let s = f.stream_bytes() as u32;
                    f.dram = rng.below(((dram_size - s) / 64) as u64 + 1) as u32;
                    f.act = rng.below((sw - f.act_words()) as u64 + 1) as u32;
                    f.ascale = rng.below((sw - f.ascale_words()) as u64 + 1) as u32;
                    f.out = rng.below((sw - f.out_words()) as u64 + 1) as u32;
                    fill_stream(&mut rng, &f, &mut golden.dram);
                    fill_operands(&mut rng, &f, &mut sram.mem);
                    if rng.chance(pr.p_oow) {
                        match rng.below(6) {
                            0 => f.act = sw - f.act_words() + 1 + rng.below(3) as u32,
                            1 => f.ascale = sw - f.ascale_words() + 1 + rng.below(3) as u32,
                            2 => f.out = sw - f.out_words() + 1 + rng.below(3) as u32,
                            3 => f.out = (1 << 20) - 1 - rng.below(4) as u32,
                            4 => f.dram = (dram_size - s) / 64 + 1 + rng.below(3) as u32,
                            _ => f.dram = (1 << 26) - 1 - rng.below(8) as u32,
                        }
                    }
                    next = Some((f, rng.chance(pr.p_buserr)));
                    issued += 1;
                    gap = rng.below(pr.max_gap + 1);
                }
            }
            if issued == pr.instrs && next.is_none() && flight.is_none() {
                break;
            }
            // ---- the environment's inputs this cycle
            let reset = cyc < 2;
            if sl.held.is_none() {
                if let Some(&(addr, len, t)) = sl.bursts.front() {
                    if t <= cyc && !rng.chance(pr.p_r_gap) {
                        let a = addr.wrapping_sub(base) as usize + 8 * sl.beat as usize;
                        let d = u64::from_le_bytes(golden.dram[a..a + 8].try_into().unwrap());
                        let resp = if sl.err_beat == Some(sl.delivered) { 2 } else { 0 };
                        sl.held = Some((d, sl.beat == len as u32, resp));
                    }
                }
            }
            let (rv, rd) = match sram.rsp.front() {
                Some(&(t, d)) if t <= cyc => {
                    sram.rsp.pop_front();
                    (true, d)
                }
                _ => (false, rng.next_u64()),
            };
            let ar_ready = rng.chance(pr.p_ar_ready);
            let sram_ready = rng.chance(pr.p_sram_ready);
            let iv = next.is_some() && !reset;
            let word = next.map_or(rng.next_u64() as u128 | (rng.next_u64() as u128) << 64, |(f, _)| f.word());
            let inp = to_in(reset, iv, word, (sw, base, dram_size), &sl, ar_ready, (sram_ready, rv, rd));
            let o: MvExecW64Out = dut.step(&inp);
            // ---- AR: checked against the predicted bursts every cycle it is offered
            let ar = (o.axi_ar_addr as u32, o.axi_ar_len as u8);
            if o.axi_ar_valid == 1 {
                let fl = flight.as_ref().ok_or_else(|| violation(cyc, "axi_ar_valid", "no request without an instruction", ar))?;
                let exp = fl.ar.front().copied();
                if fl.buserr && exp.is_none() {
                    return Err(violation(cyc, "axi_ar", "no burst beyond the stream", ar));
                }
                check(cyc, "axi_ar (addr, len)", exp, Some(ar))?;
            }
            if mon_ar.observe(cyc, o.axi_ar_valid == 1, ar_ready, ar)?.is_some() {
                let fl = flight.as_mut().unwrap();
                fl.ar.pop_front();
                sl.bursts.push_back((ar.0, ar.1, cyc + pr.lat + rng.below(pr.lat_extra + 1)));
            }
            // ---- R
            if let Some((_, last, _)) = sl.held {
                if o.axi_r_ready == 1 {
                    sl.held = None;
                    sl.delivered += 1;
                    sum.beats += 1;
                    if last {
                        sl.bursts.pop_front();
                        sl.beat = 0;
                    } else {
                        sl.beat += 1;
                    }
                }
            }
            // ---- SRAM requests: checked against the predicted stream every cycle they are offered
            let rqd = (o.sram_req_addr as u32, o.sram_req_we == 1, o.sram_req_wdata);
            if o.sram_req_valid == 1 {
                let fl = flight.as_ref().ok_or_else(|| violation(cyc, "sram_req_valid", "no request without an instruction", rqd))?;
                let exp = fl.sram.front().map(|r| (r.addr, r.we, if r.we { r.wdata } else { 0 }));
                check(cyc, "sram_req (addr, we, wdata)", exp, Some(rqd))?;
            }
            if mon_sram.observe(cyc, o.sram_req_valid == 1, sram_ready, rqd)?.is_some() {
                let fl = flight.as_mut().unwrap();
                fl.sram.pop_front();
                let a = rqd.0 as usize;
                if rqd.1 {
                    sram.mem[a] = rqd.2;
                    if fl.sram.is_empty() && !fl.buserr {
                        fl.done_at = Some(cyc + 1);
                    }
                } else {
                    let t = (cyc + 2 + rng.below(pr.sram_extra + 1)).max(sram.last + 1);
                    sram.last = t;
                    sram.rsp.push_back((t, sram.mem[a]));
                }
            }
            // ---- events, busy
            if let Some(fl) = flight.as_mut() {
                fl.macs_seen += o.ev_macs;
                fl.bytes_seen += o.ev_rd_bytes;
                let busy = cyc > fl.accepted && o.done == 0 && o.error == 0;
                check(cyc, "ev_busy", busy as u64, o.ev_busy)?;
            } else {
                check(cyc, "ev_busy", 0, o.ev_busy)?;
                check(cyc, "ev_macs", 0, o.ev_macs)?;
            }
            // ---- completion
            if o.done == 1 && o.error == 1 {
                return Err(violation(cyc, "done", "done and error never together", true));
            }
            if let Some(fl) = flight.as_ref() {
                if o.done == 0 && fl.done_at == Some(cyc) {
                    return Err(violation(cyc, "done", "done the cycle after the last write is accepted", false));
                }
                if let Some(c) = fl.code {
                    // a check error: exactly G + 4 cycles after acceptance
                    let at = fl.accepted + fl.f.g() as u64 + 4;
                    check(cyc, &format!("error pulse of {:?}", fl.f), cyc == at, o.error == 1)?;
                    if o.error == 1 {
                        check(cyc, "error_code", c as u64, o.error_code)?;
                    }
                }
            }
            if o.done == 1 || o.error == 1 {
                let fl = flight.take().ok_or_else(|| violation(cyc, "done", "an instruction in flight", true))?;
                sum.instrs += 1;
                if fl.buserr && fl.code.is_none() && sl.err_beat.is_some_and(|b| b < sl.delivered) {
                    check(cyc, &format!("completion of {:?} (bus error)", fl.f), (1, 0x05), (o.error, o.error_code))?;
                    if !sl.bursts.is_empty() || sl.held.is_some() {
                        return Err(violation(cyc, "error", "every outstanding burst drained first", sl.bursts.len()));
                    }
                    sum.bus_errors += 1;
                } else if fl.code.is_some() {
                    sum.oow += 1;
                } else {
                    check(cyc, &format!("completion of {:?}", fl.f), (1u64, Some(cyc)), (o.done, fl.done_at))?;
                    check(cyc, "MACS (sum of ev_macs)", fl.macs, fl.macs_seen)?;
                    check(cyc, "MV_RD_BYTES (sum of ev_rd_bytes)", fl.rd_bytes, fl.bytes_seen)?;
                    if !fl.ar.is_empty() || !sl.bursts.is_empty() {
                        return Err(violation(cyc, "axi_ar", "every burst issued and answered", fl.ar.len()));
                    }
                    for (i, (g, w)) in fl.golden.iter().zip(&sram.mem).enumerate() {
                        if g != w {
                            return Err(Mismatch {
                                cycle: cyc,
                                port: format!("SRAM word {i} after {:?}", fl.f),
                                expected: format!("{g:#018x}"),
                                actual: format!("{w:#018x}"),
                            });
                        }
                    }
                    sum.done += 1;
                }
                sl.err_beat = None;
            }
            // ---- acceptance: predict the instruction's transaction
            if iv && o.instr_ready == 1 {
                let (f, be) = next.take().unwrap();
                let code = mv_check(&f, sw, dram_size);
                // the reference: Machine::execute on the same SRAM and DRAM (error code, SRAM image, counters)
                for (i, w) in sram.mem.iter().enumerate() {
                    golden.sram[8 * i..8 * i + 8].copy_from_slice(&w.to_le_bytes());
                }
                let mut st = RunStats::default();
                let r = golden.execute(&f.instr(), &mut st);
                check(cyc, &format!("Machine's verdict on {f:?}"), code, r.as_ref().err().map(|e| e.0 as u8))?;
                let gimg: Vec<u64> = golden.sram.chunks(8).map(|c| u64::from_le_bytes(c.try_into().unwrap())).collect();
                let (ar, sq, macs, rd) = match code {
                    Some(_) => (VecDeque::new(), VecDeque::new(), 0, 0),
                    None => {
                        let d = f.d() as usize;
                        let t = transaction(&f, base, &sram.mem, &golden.dram[d..d + f.stream_bytes() as usize]);
                        check(cyc, "Machine's MACS", t.macs, st.macs)?;
                        check(cyc, "Machine's DRAM bytes read", t.rd_bytes, st.dram_read)?;
                        (t.ar, t.sram, t.macs, t.rd_bytes)
                    }
                };
                let golden = gimg;
                let buserr = be && code.is_none();
                sl.delivered = 0;
                if buserr {
                    sl.err_beat = Some(rng.below(f.stream_bytes() / 8));
                }
                flight = Some(Flight {
                    f,
                    accepted: cyc,
                    ar,
                    sram: sq,
                    code,
                    macs,
                    rd_bytes: rd,
                    golden,
                    buserr,
                    done_at: None,
                    macs_seen: 0,
                    bytes_seen: 0,
                });
            }
            idle = if o.sram_req_valid == 1 || o.axi_r_ready == 1 || o.done == 1 || o.error == 1 || flight.is_none() { 0 } else { idle + 1 };
            if idle > 5000 {
                return Err(violation(cyc, "progress", "no activity for 5000 cycles", flight.as_ref().map(|f| f.f)));
            }
            cyc += 1;
        }
        Ok(())
    })();
    if trace.is_some() {
        dut.trace_close();
    }
    res?;
    sum.cycles = cyc;
    Ok(sum)
}

fn profile_test(name: &str, pr: Profile) {
    let pr = Profile { instrs: pr.instrs * soak(), ..pr };
    let s = run_seeded(name, |seed, trace| run(seed, trace, pr));
    eprintln!("{name}: {s:?}");
    assert_eq!(s.instrs, pr.instrs);
    assert!(s.done > 0);
}

#[test]
fn mv_exec_random() {
    profile_test(
        "mv_exec_random",
        Profile {
            p_ar_ready: 0.6,
            lat: 2,
            lat_extra: 30,
            p_r_gap: 0.3,
            p_sram_ready: 0.7,
            sram_extra: 6,
            max_gap: 10,
            p_oow: 0.15,
            p_buserr: 0.08,
            instrs: 60,
        },
    );
}

#[test]
fn mv_exec_full_rate() {
    profile_test(
        "mv_exec_full_rate",
        Profile {
            p_ar_ready: 1.0,
            lat: 20,
            lat_extra: 0,
            p_r_gap: 0.0,
            p_sram_ready: 1.0,
            sram_extra: 0,
            max_gap: 0,
            p_oow: 0.05,
            p_buserr: 0.0,
            instrs: 40,
        },
    );
}

#[test]
fn mv_exec_stalls() {
    profile_test(
        "mv_exec_stalls",
        Profile {
            p_ar_ready: 0.2,
            lat: 5,
            lat_extra: 60,
            p_r_gap: 0.7,
            p_sram_ready: 0.2,
            sram_extra: 20,
            max_gap: 30,
            p_oow: 0.1,
            p_buserr: 0.15,
            instrs: 30,
        },
    );
}

/// Cycles from acceptance to `done` of one `matvec` at full DRAM rate (AR always ready, latency 20, one beat
/// per cycle) and a full-rate SRAM (latency 2); and the stream's beats.
fn timing_one(k: u32, n: u32, gt: u32) -> (u64, u64) {
    let pr = Profile {
        p_ar_ready: 1.0,
        lat: 20,
        lat_extra: 0,
        p_r_gap: 0.0,
        p_sram_ready: 1.0,
        sram_extra: 0,
        max_gap: 0,
        p_oow: 0.0,
        p_buserr: 0.0,
        instrs: 1,
    };
    let f = MvFields { k, n, gt, dram: 0, act: 0x10, ascale: 0x200, out: 0x400 };
    let mut rng = Rng::new(1);
    let base = 0x4000_0000u32;
    let size = 1u32 << 20;
    let mut dram = vec![0u8; size as usize];
    fill_stream(&mut rng, &f, &mut dram);
    let mut mem: Vec<u64> = (0..4096).map(|_| rng.next_u64()).collect();
    fill_operands(&mut rng, &f, &mut mem);
    let t = transaction(&f, base, &mem, &dram[..f.stream_bytes() as usize]);
    let mut sl = Slave { bursts: VecDeque::new(), beat: 0, held: None, delivered: 0, err_beat: None };
    let mut rsp: VecDeque<(u64, u64)> = VecDeque::new();
    let mut dut = MvExecW64::new();
    let mut start = None;
    let mut writes = t.sram.iter().filter(|r| r.we).count();
    for cyc in 0..1_000_000u64 {
        if sl.held.is_none() {
            if let Some(&(addr, len, tt)) = sl.bursts.front() {
                if tt <= cyc {
                    let a = (addr - base) as usize + 8 * sl.beat as usize;
                    sl.held = Some((u64::from_le_bytes(dram[a..a + 8].try_into().unwrap()), sl.beat == len as u32, 0));
                }
            }
        }
        let (rv, rd) = match rsp.front() {
            Some(&(tt, d)) if tt <= cyc => {
                rsp.pop_front();
                (true, d)
            }
            _ => (false, 0),
        };
        let inp = to_in(cyc < 2, cyc >= 2 && start.is_none(), f.word(), (4096, base, size), &sl, true, (true, rv, rd));
        let o = dut.step(&inp);
        if o.axi_ar_valid == 1 {
            sl.bursts.push_back((o.axi_ar_addr as u32, o.axi_ar_len as u8, cyc + pr.lat));
        }
        if sl.held.is_some() && o.axi_r_ready == 1 {
            let (_, last, _) = sl.held.take().unwrap();
            if last {
                sl.bursts.pop_front();
                sl.beat = 0;
            } else {
                sl.beat += 1;
            }
        }
        if o.sram_req_valid == 1 {
            let a = o.sram_req_addr as usize;
            if o.sram_req_we == 1 {
                mem[a] = o.sram_req_wdata;
                writes -= 1;
            } else {
                rsp.push_back((cyc + 2, mem[a]));
            }
        }
        if inp.instr_valid == 1 && o.instr_ready == 1 {
            start = Some(cyc);
        }
        if o.done == 1 {
            assert_eq!(writes, 0);
            for r in t.sram.iter().filter(|r| r.we) {
                assert_eq!(mem[r.addr as usize], r.wdata, "timing run: output word {}", r.addr);
            }
            return (cyc - start.unwrap(), f.stream_bytes() / 8);
        }
        assert_eq!(o.error, 0, "timing run: unexpected error");
    }
    panic!("timing run did not finish");
}

#[test]
fn mv_exec_timing() {
    eprintln!("| k | n | gt | stream beats | cycles (accept to done) | beats / cycle |");
    eprintln!("|---|---|---|---|---|---|");
    for &(k, n, gt) in &[(64, 64, 4), (172, 64, 4), (64, 512, 4), (1023, 64, 1), (64, 8, 4), (8, 8, 1)] {
        let (c, b) = timing_one(k, n, gt);
        eprintln!("| {k} | {n} | {gt} | {b} | {c} | {:.3} |", b as f64 / c as f64);
        // the stream itself runs at one beat per cycle: the overhead is the prologue (G cycles of DIV, the
        // load of KB + ceil(G/2) words, the latency) and a fixed epilogue
        let f = MvFields { k, n, gt, dram: 0, act: 0, ascale: 0, out: 0 };
        let pro = (f.g() + f.act_words() + f.ascale_words()) as u64;
        assert!(c <= b + 64 + pro, "k={k} n={n} gt={gt}: {c} cycles for {b} beats");
    }
}
