//! The AXI read arbiter (`axi_rd_arb_w64_o8`) against its cycle model, every output compared every cycle,
//! with four random masters (random AR gaps, lengths 1..=16 beats, random `r_ready`) and the DMA tests'
//! AXI4 slave memory (variable latency, random stalls, several bursts in flight). Scoreboard: every master
//! receives exactly the beats of its own bursts, in its AR order, with the memory's data and RLAST on the
//! last beat; the arbiter never has more than 8 bursts outstanding and every master is served.

use std::collections::VecDeque;
use systole_testbench::harness::{check, run_seeded, soak, violation, Mismatch, Rng, StreamMonitor};
use systole_testbench::models::axi_rd_arb::{ArbIn, ArbOut, AxiRdArbModel, MasterIn, MasterOut, MASTERS};
use systole_testbench::models::dma::axi_mem::{AxiMasterOut, AxiMem, AxiMemCfg};
use systole_testbench::models::dma::Beat;
use systole_testbench::verilated::{AxiRdArbW64O8, AxiRdArbW64O8In};

const BASE: u32 = 0x2000_0000;
const SIZE: u32 = 0x8000;

fn dut_step(d: &mut AxiRdArbW64O8, i: &ArbIn) -> ArbOut {
    let x = AxiRdArbW64O8In {
        reset: i.reset as u64,
        m0_ar_valid: i.m[0].ar_valid as u64,
        m0_ar_addr: i.m[0].ar_addr as u64,
        m0_ar_len: i.m[0].ar_len as u64,
        m0_r_ready: i.m[0].r_ready as u64,
        m1_ar_valid: i.m[1].ar_valid as u64,
        m1_ar_addr: i.m[1].ar_addr as u64,
        m1_ar_len: i.m[1].ar_len as u64,
        m1_r_ready: i.m[1].r_ready as u64,
        m2_ar_valid: i.m[2].ar_valid as u64,
        m2_ar_addr: i.m[2].ar_addr as u64,
        m2_ar_len: i.m[2].ar_len as u64,
        m2_r_ready: i.m[2].r_ready as u64,
        m3_ar_valid: i.m[3].ar_valid as u64,
        m3_ar_addr: i.m[3].ar_addr as u64,
        m3_ar_len: i.m[3].ar_len as u64,
        m3_r_ready: i.m[3].r_ready as u64,
        axi_ar_ready: i.ar_ready as u64,
        axi_r_valid: i.r_valid as u64,
        axi_r_data: i.r_data.into(),
        axi_r_last: i.r_last as u64,
        axi_r_resp: i.r_resp as u64,
    };
    let o = d.step(&x);
    let mo = |v: u64, r: u64, data: u64, last: u64, resp: u64| MasterOut {
        ar_ready: r != 0,
        r_valid: v != 0,
        r_data: data.into(),
        r_last: last != 0,
        r_resp: resp as u8,
    };
    ArbOut {
        m: [
            mo(o.m0_r_valid, o.m0_ar_ready, o.m0_r_data, o.m0_r_last, o.m0_r_resp),
            mo(o.m1_r_valid, o.m1_ar_ready, o.m1_r_data, o.m1_r_last, o.m1_r_resp),
            mo(o.m2_r_valid, o.m2_ar_ready, o.m2_r_data, o.m2_r_last, o.m2_r_resp),
            mo(o.m3_r_valid, o.m3_ar_ready, o.m3_r_data, o.m3_r_last, o.m3_r_resp),
        ],
        ar_valid: o.axi_ar_valid != 0,
        ar_addr: o.axi_ar_addr as u32,
        ar_len: o.axi_ar_len as u8,
        r_ready: o.axi_r_ready != 0,
    }
}

fn compare(cyc: u64, e: &ArbOut, a: &ArbOut) -> Result<(), Mismatch> {
    for k in 0..MASTERS {
        check(cyc, &format!("m{k}_ar_ready"), e.m[k].ar_ready, a.m[k].ar_ready)?;
        check(cyc, &format!("m{k}_r_valid"), e.m[k].r_valid, a.m[k].r_valid)?;
        check(cyc, &format!("m{k}_r_data"), e.m[k].r_data, a.m[k].r_data)?;
        check(cyc, &format!("m{k}_r_last"), e.m[k].r_last, a.m[k].r_last)?;
        check(cyc, &format!("m{k}_r_resp"), e.m[k].r_resp, a.m[k].r_resp)?;
    }
    check(cyc, "axi_ar_valid", e.ar_valid, a.ar_valid)?;
    check(cyc, "axi_ar_addr", e.ar_addr, a.ar_addr)?;
    check(cyc, "axi_ar_len", e.ar_len, a.ar_len)?;
    check(cyc, "axi_r_ready", e.r_ready, a.r_ready)
}

fn run(seed: u64, trace: Option<&std::path::Path>, cycles: u64) -> Result<[u64; MASTERS], Mismatch> {
    let mut rng = Rng::new(seed);
    let mut dut = AxiRdArbW64O8::new();
    if let Some(t) = trace {
        dut.trace(t);
    }
    let mut model = AxiRdArbModel::new(systole_hdl::axi_rd_arb::OUT_W64);
    let cfg = AxiMemCfg {
        base: BASE,
        size: SIZE,
        beat: 8,
        max_reads: 1 + rng.below(10) as usize,
        max_writes: 1,
        r_latency: 1 + rng.below(10),
        b_latency: 1,
        p_ar: 0.3 + 0.7 * rng.below(100) as f64 / 100.0,
        p_aw: 1.0,
        p_w: 1.0,
        p_r: 0.3 + 0.7 * rng.below(100) as f64 / 100.0,
        p_b: 1.0,
        poison_pages: vec![(BASE >> 12) + 2],
    };
    let mem: Vec<u8> = (0..SIZE).map(|_| rng.next_u64() as u8).collect();
    let mut axi = AxiMem::new(cfg, mem.clone());
    let p_req: [f64; MASTERS] = std::array::from_fn(|_| 0.05 + 0.9 * rng.below(100) as f64 / 100.0);
    let p_rdy: [f64; MASTERS] = std::array::from_fn(|_| 0.2 + 0.8 * rng.below(100) as f64 / 100.0);
    let mut req: [Option<(u32, u8)>; MASTERS] = [None; MASTERS];
    let mut expect: [VecDeque<(u32, u8, u8)>; MASTERS] = Default::default(); // (addr, len, beat)
    let mut mons: Vec<StreamMonitor<(u32, u8)>> = (0..MASTERS).map(|k| StreamMonitor::new(&format!("m{k}_ar"))).collect();
    let mut beats = [0u64; MASTERS];
    for cyc in 0..cycles {
        let reset = cyc < 2;
        for k in 0..MASTERS {
            if req[k].is_none() && !reset && rng.chance(p_req[k]) {
                let len = rng.below(16) as u8;
                let bytes = (len as u32 + 1) * 8;
                let page = rng.below((SIZE / 4096) as u64) as u32;
                let off = rng.below(((4096 - bytes) / 8 + 1) as u64) as u32 * 8;
                req[k] = Some((BASE + page * 4096 + off, len));
            }
        }
        let a = axi.drive(cyc, &mut rng);
        let mut i = ArbIn { reset, ar_ready: a.ar_ready, r_valid: a.r_valid, r_data: a.r_data, r_last: a.r_last, r_resp: a.r_resp, ..Default::default() };
        for k in 0..MASTERS {
            i.m[k] = MasterIn {
                ar_valid: req[k].is_some(),
                ar_addr: req[k].map_or(0, |r| r.0),
                ar_len: req[k].map_or(0, |r| r.1),
                r_ready: rng.chance(p_rdy[k]),
            };
        }
        let o = dut_step(&mut dut, &i);
        let e = model.step(&i);
        compare(cyc, &e, &o)?;
        if model.outstanding() > systole_hdl::axi_rd_arb::OUT_W64 {
            return Err(violation(cyc, "outstanding", "at most OUT bursts", model.outstanding()));
        }
        axi.observe(cyc, &AxiMasterOut { ar_valid: o.ar_valid, ar_addr: o.ar_addr, ar_len: o.ar_len, r_ready: o.r_ready, ..Default::default() })?;
        for k in 0..MASTERS {
            if reset {
                continue;
            }
            if let Some((addr, len)) = mons[k].observe(cyc, i.m[k].ar_valid, o.m[k].ar_ready, (i.m[k].ar_addr, i.m[k].ar_len))? {
                expect[k].push_back((addr, len, 0));
                req[k] = None;
            }
            if o.m[k].r_valid && i.m[k].r_ready {
                let Some(x) = expect[k].front_mut() else {
                    return Err(violation(cyc, &format!("m{k}_r_valid"), "only for a burst of this master", "a beat"));
                };
                let off = (x.0 - BASE) as usize + 8 * x.2 as usize;
                let want = Beat::from_bytes(&mem[off..off + 8]);
                check(cyc, &format!("m{k}_r_data (scoreboard, burst {:#x} beat {})", x.0, x.2), want, o.m[k].r_data)?;
                check(cyc, &format!("m{k}_r_last (scoreboard)"), x.2 == x.1, o.m[k].r_last)?;
                let err = (x.0 >> 12) == (BASE >> 12) + 2;
                check(cyc, &format!("m{k}_r_resp (scoreboard)"), if err { 2 } else { 0 }, o.m[k].r_resp)?;
                beats[k] += 1;
                if x.2 == x.1 {
                    expect[k].pop_front();
                } else {
                    x.2 += 1;
                }
            }
        }
    }
    dut.trace_close();
    for k in 0..MASTERS {
        if beats[k] == 0 {
            return Err(violation(cycles, &format!("m{k}"), "served at least once", 0));
        }
    }
    Ok(beats)
}

#[test]
fn axi_rd_arb_random_four_masters() {
    let runs = 20 * soak();
    run_seeded("axi_rd_arb_random", |seed, trace| {
        let mut rng = Rng::new(seed);
        let mut tot = [0u64; MASTERS];
        for _ in 0..runs {
            let b = run(rng.next_u64(), trace, 20_000)?;
            for k in 0..MASTERS {
                tot[k] += b[k];
            }
        }
        eprintln!("axi_rd_arb_random: {runs} runs x 20000 cycles, beats per master {tot:?}");
        Ok(())
    });
}

#[test]
fn axi_rd_arb_full_rate_round_robin() {
    // all four masters always requesting 4-beat bursts, full-rate slave: one beat per cycle on R, and
    // the grants rotate (each master gets a quarter of the beats).
    let seed = 1;
    let mut dut = AxiRdArbW64O8::new();
    let mut model = AxiRdArbModel::new(systole_hdl::axi_rd_arb::OUT_W64);
    let mut axi = AxiMem::new(AxiMemCfg::full_rate(BASE, SIZE, 8), vec![0; SIZE as usize]);
    let mut rng = Rng::new(seed);
    let mut beats = [0u64; MASTERS];
    let mut r_cycles = 0;
    for cyc in 0..10_000u64 {
        let a = axi.drive(cyc, &mut rng);
        let mut i = ArbIn { reset: cyc < 2, ar_ready: a.ar_ready, r_valid: a.r_valid, r_data: a.r_data, r_last: a.r_last, r_resp: a.r_resp, ..Default::default() };
        for k in 0..MASTERS {
            i.m[k] = MasterIn { ar_valid: cyc >= 2, ar_addr: BASE + 0x1000 * k as u32, ar_len: 3, r_ready: true };
        }
        let o = dut_step(&mut dut, &i);
        let e = model.step(&i);
        compare(cyc, &e, &o).unwrap();
        axi.observe(cyc, &AxiMasterOut { ar_valid: o.ar_valid, ar_addr: o.ar_addr, ar_len: o.ar_len, r_ready: o.r_ready, ..Default::default() }).unwrap();
        if cyc >= 1000 && o.r_ready && a.r_valid {
            r_cycles += 1;
            for k in 0..MASTERS {
                beats[k] += o.m[k].r_valid as u64;
            }
        }
    }
    eprintln!("axi_rd_arb full rate: {r_cycles} R beats in 9000 cycles, per master {beats:?}");
    assert!(r_cycles >= 8900, "R channel below one beat per cycle: {r_cycles}");
    for k in 0..MASTERS {
        assert!(beats[k] * 4 >= r_cycles - 16, "master {k} got {} of {r_cycles} beats", beats[k]);
    }
}
