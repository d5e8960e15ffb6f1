//! The MATRIX queue's executor (`hdl/src/matrix/exec.rs`, `mm_exec_w64_r8c8`) against its cycle model
//! (`testbench/src/models/mm_exec.rs`, every output compared every cycle) and against the functional
//! executor `systole_host::compiler::exec::Machine::execute` (the whole SRAM compared after every
//! instruction, the error code of every failed one).
//!
//! The SRAM is a Rust model behind the unit's port: random stalls on `sram_req_ready`, responses in order
//! after a random latency of at least 2 cycles. Instructions arrive with random gaps: random and extreme
//! operands (-128/127 everywhere), acc chains into one output, k and n from 1 to 8 (and beyond: UNSUPPORTED,
//! FIELD_RANGE, ZERO_LENGTH), m up to 64, overlapping strides (ostride 0, activations overlapping outputs),
//! ranges leaving the SRAM (OUT_OF_WINDOW), each error followed by valid instructions.
//! `*_timing` measures the cycles per matmul without stalls (the formula in docs/matrix.md).

use std::collections::VecDeque;
use std::path::Path;
use systole_host::compiler::exec::{ExecConfig, KvRegs, Machine, RunStats};
use systole_isa::regs::Caps;
use systole_isa::{Deps, ErrorCode, Instr, Matmul};
use systole_testbench::harness::{
    check, run_seeded, soak, violation, Mismatch, Rng, StreamMonitor,
};
use systole_testbench::models::mm_exec::{MmExecIn, MmExecModel, MmExecOut};
use systole_testbench::verilated::{MmExecW64R8c8, MmExecW64R8c8In};

const R: usize = 8;
const C: usize = 8;

#[derive(Clone, Copy, Debug)]
struct Fields {
    acc: bool,
    k: u32,
    n: u32,
    m: u32,
    w: u32,
    act: u32,
    out: u32,
    astr: u32,
    ostr: u32,
}

impl Fields {
    fn word(&self) -> u128 {
        let f = |v: u32, lo: u32, w: u32| ((v as u128) & ((1u128 << w) - 1)) << lo;
        4 | f(self.acc as u32, 16, 1)
            | f(self.k, 17, 7)
            | f(self.n, 24, 7)
            | f(self.m, 32, 12)
            | f(self.w, 44, 20)
            | f(self.act, 64, 20)
            | f(self.out, 84, 20)
            | f(self.astr, 104, 12)
            | f(self.ostr, 116, 12)
    }
    fn instr(&self) -> Instr {
        Instr::Matmul(Matmul {
            deps: Deps::default(),
            accumulate: self.acc,
            k: self.k as u8,
            n: self.n as u8,
            m: self.m as u16,
            w: self.w,
            act: self.act,
            out: self.out,
            act_stride: self.astr as u16,
            out_stride: self.ostr as u16,
        })
    }
}

fn machine(words: u32) -> Machine {
    let caps = Caps {
        rows: R as u32,
        cols: C as u32,
        word_bytes: 8,
        banks: 1,
        semaphores: 16,
        sram_words: words,
        max_vec_len: 4096,
        max_head_size: 128,
        max_row_bytes: 4096,
        matvec: false,
        table_keep: true,
    };
    Machine::new(
        ExecConfig {
            caps,
            queue_depth: 4,
        },
        vec![0; 16],
        KvRegs::default(),
    )
}

fn dut_step(d: &mut MmExecW64R8c8, i: &MmExecIn) -> MmExecOut {
    let x = MmExecW64R8c8In {
        reset: i.reset as u64,
        instr_valid: i.instr_valid as u64,
        instr_data: [
            i.instr_data as u32,
            (i.instr_data >> 32) as u32,
            (i.instr_data >> 64) as u32,
            (i.instr_data >> 96) as u32,
        ],
        cfg_sram_words: i.cfg_sram_words as u64,
        sram_req_ready: i.sram_req_ready as u64,
        sram_rsp_valid: i.sram_rsp_valid as u64,
        sram_rsp_data: i.sram_rsp_data,
    };
    let o = d.step(&x);
    MmExecOut {
        instr_ready: o.instr_ready == 1,
        done: o.done == 1,
        error: o.error == 1,
        error_code: o.error_code as u8,
        sram_req_valid: o.sram_req_valid == 1,
        sram_req_addr: o.sram_req_addr as u32,
        sram_req_we: o.sram_req_we == 1,
        sram_req_wdata: o.sram_req_wdata,
        ev_busy: o.ev_busy == 1,
        ev_macs: o.ev_macs as u16,
    }
}

fn compare(cyc: u64, e: &MmExecOut, o: &MmExecOut) -> Result<(), Mismatch> {
    check(cyc, "instr_ready", e.instr_ready, o.instr_ready)?;
    check(cyc, "done", e.done, o.done)?;
    check(cyc, "error", e.error, o.error)?;
    if e.error {
        check(cyc, "error_code", e.error_code, o.error_code)?;
    }
    check(cyc, "sram_req_valid", e.sram_req_valid, o.sram_req_valid)?;
    if e.sram_req_valid {
        check(cyc, "sram_req_addr", e.sram_req_addr, o.sram_req_addr)?;
        check(cyc, "sram_req_we", e.sram_req_we, o.sram_req_we)?;
        check(cyc, "sram_req_wdata", e.sram_req_wdata, o.sram_req_wdata)?;
    }
    check(cyc, "ev_busy", e.ev_busy, o.ev_busy)?;
    check(cyc, "ev_macs", e.ev_macs, o.ev_macs)?;
    Ok(())
}

/// Traffic shape.
#[derive(Clone, Copy, Debug)]
struct Profile {
    /// Probability of `sram_req_ready` per cycle.
    p_ready: f64,
    /// Response latency: 2 + 0..=lat_extra cycles.
    lat_extra: u64,
    /// Largest gap between instructions (cycles).
    max_gap: u64,
    /// SRAM contents: bytes -128/127 only.
    extreme: bool,
    /// Probability of an instruction that must fail.
    p_error: f64,
}

/// One random instruction inside (or, for errors, partly outside) an SRAM of `s` words.
fn gen(rng: &mut Rng, s: u32, pr: &Profile, last: &Option<Fields>) -> Fields {
    let k = 1 + rng.below(R as u64) as u32;
    let n = 1 + rng.below(C as u64) as u32;
    let m = match rng.below(5) {
        0 => 1,
        1 => 64,
        2 => 1 + rng.below(4) as u32,
        _ => 1 + rng.below(64) as u32,
    };
    let astr = match rng.below(6) {
        0 => 0,
        1 => 1 + rng.below(40) as u32,
        _ => 1 + rng.below(3) as u32,
    };
    let ostr = match rng.below(6) {
        0 => 0,
        1 => 1 + rng.below(2) as u32,
        2 => 5 + rng.below(40) as u32,
        _ => 4,
    };
    let nw = n.div_ceil(2);
    // keep both spans inside a quarter of the SRAM
    let astr = if (m - 1) * astr + 1 > s / 4 { 1 } else { astr };
    let ostr = if (m - 1) * ostr + nw > s / 4 {
        nw
    } else {
        ostr
    };
    let aspan = (m - 1) * astr + 1;
    let ospan = (m - 1) * ostr + nw;
    let region = 256.min(s / 4);
    // small regions near each other: outputs often overlap activations or weights
    let base = rng.below((s - aspan.max(ospan) - region).max(1) as u64) as u32;
    let mut x = Fields {
        acc: rng.chance(0.5),
        k,
        n,
        m,
        w: base + rng.below(region as u64) as u32,
        act: base + rng.below(region as u64) as u32,
        out: base + rng.below(region as u64) as u32,
        astr,
        ostr,
    };
    if x.w + k > s {
        x.w = s - k;
    }
    if x.act + aspan > s {
        x.act = s - aspan;
    }
    if x.out + ospan > s {
        x.out = s - ospan;
    }
    // acc chain: the same outputs again, accumulated
    if let Some(l) = last {
        if rng.chance(0.25)
            && l.k >= 1
            && l.k <= R as u32
            && l.n >= 1
            && l.n <= C as u32
            && l.m >= 1
        {
            x = Fields {
                acc: true,
                w: x.w,
                act: x.act,
                ..*l
            };
        }
    }
    if rng.chance(pr.p_error) {
        match rng.below(8) {
            0 => x.k = 9 + rng.below(56) as u32,
            1 => x.n = 9 + rng.below(56) as u32,
            2 => x.k = 65 + rng.below(63) as u32,
            3 => x.m = 0,
            4 => x.w = s - x.k + 1 + rng.below(3) as u32,
            5 => x.act = s - aspan + 1 + rng.below(3) as u32,
            6 => x.out = s - ospan + 1 + rng.below(2) as u32,
            _ => x.out = (1 << 20) - 1 - rng.below(4) as u32,
        }
    }
    x.w &= 0xfffff;
    x.act &= 0xfffff;
    x.out &= 0xfffff;
    x
}

#[derive(Debug)]
struct Summary {
    instrs: u64,
    errors: u64,
    cycles: u64,
    macs: u64,
    /// Successful instructions that ran in strict order (shared output words or overlapping spans).
    strict: u64,
}

fn run(seed: u64, trace: Option<&Path>, pr: Profile, n_instr: u64) -> Result<Summary, Mismatch> {
    let mut rng = Rng::new(seed);
    let s: u32 = 1024 + rng.below(1024) as u32;
    let mut mem: Vec<u64> = (0..s)
        .map(|_| {
            if pr.extreme {
                (0..8).fold(0u64, |w, b| {
                    w | (if rng.chance(0.5) { 0x80u64 } else { 0x7f }) << (8 * b)
                })
            } else {
                rng.next_u64()
            }
        })
        .collect();
    let mut golden = machine(s);
    for (i, w) in mem.iter().enumerate() {
        golden.sram[8 * i..8 * i + 8].copy_from_slice(&w.to_le_bytes());
    }
    let mut dut = MmExecW64R8c8::new();
    if let Some(p) = trace {
        dut.trace(p);
    }
    let mut model = MmExecModel::new(R, C);
    let mut mon = StreamMonitor::<(u32, bool, u64)>::new("sram_req");
    let mut rsp: VecDeque<(u64, u64)> = VecDeque::new();
    let mut last_rsp = 0u64;
    let mut pending: VecDeque<Fields> = VecDeque::new();
    let mut cur: Option<Fields> = None;
    let mut gap = 0u64;
    let mut last: Option<Fields> = None;
    let mut issued = 0u64;
    let mut sum = Summary {
        instrs: 0,
        errors: 0,
        cycles: 0,
        macs: 0,
        strict: 0,
    };
    let mut macs_run = 0u64;
    let mut idle = 0u64;
    let mut cyc = 0u64;
    let res = (|| {
        loop {
            if cur.is_none() && issued < n_instr {
                if gap == 0 {
                    let f = gen(&mut rng, s, &pr, &last);
                    last = Some(f);
                    cur = Some(f);
                    issued += 1;
                    gap = rng.below(pr.max_gap + 1);
                } else {
                    gap -= 1;
                }
            }
            if issued == n_instr && cur.is_none() && pending.is_empty() {
                break;
            }
            let (rv, rd) = match rsp.front() {
                Some(&(t, d)) if t <= cyc => {
                    rsp.pop_front();
                    (true, d)
                }
                _ => (false, rng.next_u64()),
            };
            let inp = MmExecIn {
                reset: cyc < 2,
                instr_valid: cur.is_some() && cyc >= 2,
                instr_data: cur.map_or(rng.next_u64() as u128, |f| f.word()),
                cfg_sram_words: s,
                sram_req_ready: rng.chance(pr.p_ready),
                sram_rsp_valid: rv,
                sram_rsp_data: rd,
            };
            let e = model.step(&inp);
            let o = dut_step(&mut dut, &inp);
            compare(cyc, &e, &o)?;
            if let Some(_x) = mon.observe(
                cyc,
                o.sram_req_valid,
                inp.sram_req_ready,
                (o.sram_req_addr, o.sram_req_we, o.sram_req_wdata),
            )? {
                let a = o.sram_req_addr;
                if a >= s {
                    return Err(violation(cyc, "sram_req_addr", "inside the SRAM", a));
                }
                if o.sram_req_we {
                    mem[a as usize] = o.sram_req_wdata;
                } else {
                    let t = (cyc + 2 + rng.below(pr.lat_extra + 1)).max(last_rsp + 1);
                    last_rsp = t;
                    rsp.push_back((t, mem[a as usize]));
                }
            }
            macs_run += o.ev_macs as u64;
            if inp.instr_valid && o.instr_ready {
                pending.push_back(cur.take().unwrap());
            }
            if o.done || o.error {
                let f = pending
                    .pop_front()
                    .ok_or_else(|| violation(cyc, "done", "an instruction outstanding", true))?;
                if o.done && o.error {
                    return Err(violation(
                        cyc,
                        "done",
                        "done and error never together",
                        true,
                    ));
                }
                let mut st = RunStats::default();
                let r = golden.execute(&f.instr(), &mut st);
                sum.instrs += 1;
                match r {
                    Ok(()) => {
                        check(
                            cyc,
                            &format!("completion of {f:?}"),
                            "done".to_string(),
                            if o.done {
                                "done".into()
                            } else {
                                format!("error {:#x}", o.error_code)
                            },
                        )?;
                        check(cyc, &format!("MACS of {f:?}"), st.macs, macs_run)?;
                        sum.macs += st.macs;
                        let nw = f.n.div_ceil(2);
                        let (ae, oe) = ((f.m - 1) * f.astr + f.act + 1, (f.m - 1) * f.ostr + f.out + nw);
                        if f.m > 1 && (f.ostr < nw || (f.act < oe && f.out < ae)) {
                            sum.strict += 1;
                        }
                    }
                    Err((code, msg)) => {
                        sum.errors += 1;
                        check(
                            cyc,
                            &format!("completion of {f:?} ({msg})"),
                            format!("error {:#x}", code as u8),
                            if o.done {
                                "done".into()
                            } else {
                                format!("error {:#x}", o.error_code)
                            },
                        )?;
                    }
                }
                macs_run = 0;
                for (i, w) in mem.iter().enumerate() {
                    let g = u64::from_le_bytes(golden.sram[8 * i..8 * i + 8].try_into().unwrap());
                    if g != *w {
                        return Err(Mismatch {
                            cycle: cyc,
                            port: format!("SRAM word {i} after {f:?}"),
                            expected: format!("{g:#018x}"),
                            actual: format!("{w:#018x}"),
                        });
                    }
                }
            }
            idle = if o.sram_req_valid || o.done || o.error {
                0
            } else {
                idle + 1
            };
            if idle > 2000 {
                return Err(violation(
                    cyc,
                    "progress",
                    "no activity for 2000 cycles",
                    &pending,
                ));
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

fn profile_test(name: &str, pr: Profile, n: u64) {
    let n = n * soak();
    let s = run_seeded(name, |seed, trace| run(seed, trace, pr, n));
    eprintln!("{name}: {s:?}");
    assert_eq!(s.instrs, n);
}

#[test]
fn mm_exec_random() {
    profile_test(
        "mm_exec_random",
        Profile {
            p_ready: 0.7,
            lat_extra: 6,
            max_gap: 8,
            extreme: false,
            p_error: 0.15,
        },
        300,
    );
}

#[test]
fn mm_exec_full_rate() {
    profile_test(
        "mm_exec_full_rate",
        Profile {
            p_ready: 1.0,
            lat_extra: 0,
            max_gap: 0,
            extreme: false,
            p_error: 0.05,
        },
        300,
    );
}

#[test]
fn mm_exec_stalls_extreme() {
    profile_test(
        "mm_exec_stalls_extreme",
        Profile {
            p_ready: 0.3,
            lat_extra: 12,
            max_gap: 20,
            extreme: true,
            p_error: 0.2,
        },
        200,
    );
}

/// Cycles from the instruction's acceptance to its `done` pulse, SRAM at full rate with latency 2.
fn timing_one(f: Fields) -> u64 {
    let s = 1u32 << 16;
    let mut mem = vec![0x0102_0304_0506_0708u64; s as usize];
    let mut dut = MmExecW64R8c8::new();
    let mut model = MmExecModel::new(R, C);
    let mut rsp: VecDeque<(u64, u64)> = VecDeque::new();
    let mut start = None;
    for cyc in 0..100_000u64 {
        let (rv, rd) = match rsp.front() {
            Some(&(t, d)) if t <= cyc => {
                rsp.pop_front();
                (true, d)
            }
            _ => (false, 0),
        };
        let inp = MmExecIn {
            reset: cyc < 2,
            instr_valid: cyc >= 2 && start.is_none(),
            instr_data: f.word(),
            cfg_sram_words: s,
            sram_req_ready: true,
            sram_rsp_valid: rv,
            sram_rsp_data: rd,
        };
        let e = model.step(&inp);
        let o = dut_step(&mut dut, &inp);
        compare(cyc, &e, &o).unwrap();
        if o.sram_req_valid {
            let a = o.sram_req_addr as usize;
            if o.sram_req_we {
                mem[a] = o.sram_req_wdata;
            } else {
                rsp.push_back((cyc + 2, mem[a]));
            }
        }
        if inp.instr_valid && o.instr_ready {
            start = Some(cyc);
        }
        if o.done {
            return cyc - start.unwrap();
        }
        assert!(!o.error, "timing run: unexpected error for {f:?}");
    }
    panic!("timing run did not finish: {f:?}");
}

#[test]
fn mm_exec_timing() {
    let base = Fields {
        acc: false,
        k: 8,
        n: 8,
        m: 1,
        w: 0,
        act: 0x1000,
        out: 0x8000,
        astr: 1,
        ostr: 4,
    };
    eprintln!("| k | n | acc | m | cycles | cycles per vector beyond the first |");
    eprintln!("|---|---|---|---|---|---|");
    for &(k, n, acc) in &[
        (8, 8, false),
        (8, 8, true),
        (8, 7, false),
        (8, 1, false),
        (1, 8, false),
        (4, 4, true),
    ] {
        let c1 = timing_one(Fields {
            k,
            n,
            acc,
            m: 1,
            ..base
        });
        for &m in &[1u32, 2, 16, 64] {
            let c = timing_one(Fields {
                k,
                n,
                acc,
                m,
                ..base
            });
            let per = if m > 1 {
                format!("{:.2}", (c - c1) as f64 / (m - 1) as f64)
            } else {
                "-".into()
            };
            eprintln!("| {k} | {n} | {} | {m} | {c} | {per} |", acc as u8);
        }
    }
    // strict order (outputs of consecutive vectors share words)
    for &m in &[1u32, 16] {
        let c = timing_one(Fields {
            k: 8,
            n: 8,
            acc: true,
            m,
            ostr: 0,
            ..base
        });
        eprintln!("strict (ostride 0, acc): m = {m}: {c} cycles");
    }
}
