//! The DMA engine (`dma_d64`, `dma_d128`, `dma_d256`: every test runs on all three) against its cycle model,
//! every output compared every cycle, in an environment of an AXI4 slave memory (rule checks, random stalls
//! on every channel, several bursts in flight, SLVERR pages) and the SRAM arbiter contract (random
//! back-pressure, fixed-latency reads), with a scoreboard that checks each completion (tag, status) and the
//! final memory images against the mathematical meaning of every descriptor.

use std::collections::VecDeque;
use std::path::Path;
use systole_testbench::harness::{check, run_seeded, soak, Mismatch, Rng, StreamMonitor};
use systole_testbench::models::dma::axi_mem::{AxiMasterOut, AxiMem, AxiMemCfg};
use systole_testbench::models::dma::reference::{apply, expected_status, touches_pages, Windows};
use systole_testbench::models::dma::sram_mem::SramMem;
use systole_testbench::models::dma::stimulus::random_desc;
use systole_testbench::models::dma::{status, Desc, DmaIn, DmaModel, DmaOut, DmaParams};
use systole_testbench::verilated::{DmaD128, DmaD128In, DmaD256, DmaD256In, DmaD64, DmaD64In};

// ------------------------------------------------------------------------------------------------ DUT glue

trait Dut {
    fn step(&mut self, i: &DmaIn) -> DmaOut;
    fn trace(&mut self, p: &Path);
    fn trace_close(&mut self);
}

// Data ports are `u64` (W = 64) or `[u32; W / 32]` in the bindings; `Beat` converts to and from both.
macro_rules! dut {
    ($t:ident, $ti:ident) => {
        impl Dut for $t {
            fn step(&mut self, i: &DmaIn) -> DmaOut {
                let x = $ti {
                    reset: i.reset as u64,
                    desc_valid: i.desc_valid as u64,
                    desc_src: i.desc.src as u64,
                    desc_dst: i.desc.dst as u64,
                    desc_dir: i.desc.dir as u64,
                    desc_rows: i.desc.rows as u64,
                    desc_row_bytes: i.desc.row_bytes as u64,
                    desc_src_stride: i.desc.src_stride as u64,
                    desc_dst_stride: i.desc.dst_stride as u64,
                    desc_tag: i.desc.tag as u64,
                    done_ready: i.done_ready as u64,
                    cfg_ext_base: i.cfg_ext_base as u64,
                    cfg_ext_size: i.cfg_ext_size as u64,
                    cfg_sram_size: i.cfg_sram_size as u64,
                    axi_ar_ready: i.ar_ready as u64,
                    axi_r_valid: i.r_valid as u64,
                    axi_r_data: i.r_data.into(),
                    axi_r_last: i.r_last as u64,
                    axi_r_resp: i.r_resp as u64,
                    axi_aw_ready: i.aw_ready as u64,
                    axi_w_ready: i.w_ready as u64,
                    axi_b_valid: i.b_valid as u64,
                    axi_b_resp: i.b_resp as u64,
                    sram_req_ready: i.sram_req_ready as u64,
                    sram_rsp_valid: i.sram_rsp_valid as u64,
                    sram_rsp_data: i.sram_rsp_data.into(),
                };
                let o = <$t>::step(self, &x);
                DmaOut {
                    desc_ready: o.desc_ready != 0,
                    done_valid: o.done_valid != 0,
                    done_tag: o.done_tag as u8,
                    done_status: o.done_status as u8,
                    ar_valid: o.axi_ar_valid != 0,
                    ar_addr: o.axi_ar_addr as u32,
                    ar_len: o.axi_ar_len as u8,
                    r_ready: o.axi_r_ready != 0,
                    aw_valid: o.axi_aw_valid != 0,
                    aw_addr: o.axi_aw_addr as u32,
                    aw_len: o.axi_aw_len as u8,
                    w_valid: o.axi_w_valid != 0,
                    w_data: o.axi_w_data.into(),
                    w_last: o.axi_w_last != 0,
                    b_ready: o.axi_b_ready != 0,
                    sram_req_valid: o.sram_req_valid != 0,
                    sram_req_addr: o.sram_req_addr as u32,
                    sram_req_we: o.sram_req_we != 0,
                    sram_req_wdata: o.sram_req_wdata.into(),
                    rd_busy: o.rd_busy != 0,
                }
            }
            fn trace(&mut self, p: &Path) {
                <$t>::trace(self, p)
            }
            fn trace_close(&mut self) {
                <$t>::trace_close(self)
            }
        }
    };
}
dut!(DmaD64, DmaD64In);
dut!(DmaD128, DmaD128In);
dut!(DmaD256, DmaD256In);

fn new_dut(p: &DmaParams) -> Box<dyn Dut> {
    match p.width {
        64 => Box::new(DmaD64::new()),
        128 => Box::new(DmaD128::new()),
        256 => Box::new(DmaD256::new()),
        w => panic!("no emitted DMA with width {w}"),
    }
}

/// Every emitted setting; each test runs on all of them.
fn settings() -> [DmaParams; 3] {
    [DmaParams::d64(), DmaParams::d128(), DmaParams::d256()]
}

/// Every output, RTL against model, first difference reported.
fn compare(cyc: u64, e: &DmaOut, a: &DmaOut) -> Result<(), Mismatch> {
    macro_rules! f {
        ($($n:ident),*) => { $( check(cyc, stringify!($n), e.$n, a.$n)?; )* };
    }
    f!(desc_ready, done_valid, done_tag, done_status, ar_valid, ar_addr, ar_len, r_ready, aw_valid, aw_addr, aw_len);
    f!(w_valid, w_data, w_last, b_ready, sram_req_valid, sram_req_addr, sram_req_we, sram_req_wdata, rd_busy);
    debug_assert_eq!(e, a);
    Ok(())
}

// ------------------------------------------------------------------------------------------------ environment

#[derive(Debug, Clone)]
struct Env {
    win: Windows,
    axi: AxiMemCfg,
    sram_p_ready: f64,
    p_desc: f64,
    p_done: f64,
    max_cycles: u64,
}

impl Env {
    fn stalls(p: &DmaParams, win: Windows, seed: u64, heavy: bool) -> Env {
        let mut r = Rng::new(seed ^ 0x5eed);
        let mut pr = |lo: f64| lo + (1.0 - lo) * (r.below(1000) as f64 / 1000.0);
        let lo = if heavy { 0.15 } else { 0.6 };
        let axi = AxiMemCfg {
            base: win.ext_base,
            size: win.ext_size,
            beat: p.beat(),
            max_reads: 1 + (seed % 6) as usize,
            max_writes: 1 + ((seed >> 3) % 6) as usize,
            r_latency: 1 + (seed >> 6) % 8,
            b_latency: 1 + (seed >> 9) % 8,
            p_ar: pr(lo),
            p_aw: pr(lo),
            p_w: pr(lo),
            p_r: pr(lo),
            p_b: pr(lo),
            poison_pages: vec![(win.ext_base >> 12) + 3],
        };
        Env { win, axi, sram_p_ready: pr(lo), p_desc: pr(0.05), p_done: pr(lo), max_cycles: 2_000_000 }
    }
    fn full_rate(p: &DmaParams, win: Windows) -> Env {
        Env {
            win,
            axi: AxiMemCfg::full_rate(win.ext_base, win.ext_size, p.beat()),
            sram_p_ready: 1.0,
            p_desc: 1.0,
            p_done: 1.0,
            max_cycles: 2_000_000,
        }
    }
}

#[derive(Debug, Default, Clone)]
struct Stats {
    cycles: u64,
    first_accept: Option<u64>,
    last_done: u64,
    statuses: Vec<u64>,
    bytes_ok: u64,
    ar_bursts: u64,
    aw_bursts: u64,
    max_reads: usize,
    max_writes: usize,
}

fn fill(rng: &mut Rng, n: usize) -> Vec<u8> {
    (0..n).map(|_| rng.next_u64() as u8).collect()
}

/// Runs `descs` through RTL and model in lockstep; returns statistics, or the first mismatch / violation.
fn run(p: &DmaParams, env: &Env, descs: &[Desc], seed: u64, trace: Option<&Path>) -> Result<Stats, Mismatch> {
    let mut rng = Rng::new(seed);
    let mut dut = new_dut(p);
    if let Some(t) = trace {
        dut.trace(t);
    }
    let mut model = DmaModel::new(*p);
    let w = env.win;
    let mut axi = AxiMem::new(env.axi.clone(), fill(&mut rng, w.ext_size as usize));
    let mut sram = SramMem::new(fill(&mut rng, w.sram_size as usize), p.beat(), p.latency as u64, env.sram_p_ready);
    let mut ref_ext = axi.mem.clone();
    let mut ref_sram = sram.mem.clone();
    let mut done_mon = StreamMonitor::new("done");
    let mut to_send: VecDeque<Desc> = descs.iter().copied().collect();
    let mut pending: VecDeque<Desc> = VecDeque::new();
    let mut cur: Option<Desc> = None;
    let mut st = Stats::default();
    let (mut exp_ext_r, mut exp_ext_w, mut exp_sram_r, mut exp_sram_w) = (0u64, 0u64, 0u64, 0u64);
    let mut quiet_for = 0;
    for cyc in 0..env.max_cycles {
        let reset = cyc < 2;
        if cur.is_none() && !reset && rng.chance(env.p_desc) {
            cur = to_send.pop_front();
        }
        let done_ready = rng.chance(env.p_done);
        let a = axi.drive(cyc, &mut rng);
        let s = sram.drive(cyc, &mut rng);
        let i = DmaIn {
            reset,
            desc_valid: cur.is_some(),
            desc: cur.unwrap_or_default(),
            done_ready,
            cfg_ext_base: w.ext_base,
            cfg_ext_size: w.ext_size,
            cfg_sram_size: w.sram_size,
            ar_ready: a.ar_ready,
            r_valid: a.r_valid,
            r_data: a.r_data,
            r_last: a.r_last,
            r_resp: a.r_resp,
            aw_ready: a.aw_ready,
            w_ready: a.w_ready,
            b_valid: a.b_valid,
            b_resp: a.b_resp,
            sram_req_ready: s.req_ready,
            sram_rsp_valid: s.rsp_valid,
            sram_rsp_data: s.rsp_data,
        };
        let o = dut.step(&i);
        let e = model.step(&i);
        compare(cyc, &e, &o)?;
        // environment reacts to the RTL's outputs
        axi.observe(
            cyc,
            &AxiMasterOut {
                ar_valid: o.ar_valid,
                ar_addr: o.ar_addr,
                ar_len: o.ar_len,
                r_ready: o.r_ready,
                aw_valid: o.aw_valid,
                aw_addr: o.aw_addr,
                aw_len: o.aw_len,
                w_valid: o.w_valid,
                w_data: o.w_data,
                w_last: o.w_last,
                b_ready: o.b_ready,
            },
        )?;
        sram.observe(cyc, o.sram_req_valid, o.sram_req_addr, o.sram_req_we, o.sram_req_wdata)?;
        if let Some(d) = cur {
            if o.desc_ready && !reset {
                pending.push_back(d);
                st.first_accept.get_or_insert(cyc);
                cur = None;
            }
        }
        if let Some((tag, stat)) = done_mon.observe(cyc, o.done_valid, done_ready, (o.done_tag, o.done_status))? {
            let d = pending.pop_front().ok_or_else(|| Mismatch {
                cycle: cyc,
                port: "done".into(),
                expected: "no completion (nothing pending)".into(),
                actual: format!("tag {tag} status {stat}"),
            })?;
            let mut exp = expected_status(&d, &w, p.beat(), p.max_row_bytes);
            if exp == status::OK && touches_pages(&d, &env.axi.poison_pages) {
                exp = status::BUS_ERROR;
            }
            check(cyc, "done_tag (scoreboard)", d.tag, tag)?;
            check(cyc, &format!("done_status (scoreboard, descriptor {d:x?})"), exp, stat as u64)?;
            st.statuses.push(exp);
            st.last_done = cyc;
            if exp == status::OK || exp == status::BUS_ERROR {
                apply(&d, &w, &mut ref_ext, &mut ref_sram);
                let words = d.rows as u64 * (d.row_bytes / p.beat()) as u64;
                st.bytes_ok += words * p.beat() as u64;
                if d.dir {
                    exp_sram_r += words;
                    exp_ext_w += words;
                } else {
                    exp_ext_r += words;
                    exp_sram_w += words;
                }
            }
        }
        if to_send.is_empty() && cur.is_none() && pending.is_empty() && model.idle() && axi.quiet() && sram.quiet() {
            quiet_for += 1;
            if quiet_for == 4 {
                st.cycles = cyc + 1;
                break;
            }
        } else {
            quiet_for = 0;
        }
    }
    dut.trace_close();
    if st.cycles == 0 {
        return Err(Mismatch {
            cycle: env.max_cycles,
            port: "completion".into(),
            expected: format!("all {} descriptors completed", descs.len()),
            actual: format!("{} still queued, {} pending", to_send.len(), pending.len()),
        });
    }
    let end = st.cycles;
    check(end, "AXI read beats (scoreboard)", exp_ext_r, axi.r_beats)?;
    check(end, "AXI write beats (scoreboard)", exp_ext_w, axi.w_beats)?;
    check(end, "SRAM reads (scoreboard)", exp_sram_r, sram.reads)?;
    check(end, "SRAM writes (scoreboard)", exp_sram_w, sram.writes)?;
    if let Some(k) = (0..ref_ext.len()).find(|&k| ref_ext[k] != axi.mem[k]) {
        return Err(Mismatch {
            cycle: end,
            port: format!("external memory byte {:#x} (scoreboard)", w.ext_base as u64 + k as u64),
            expected: format!("{:#04x}", ref_ext[k]),
            actual: format!("{:#04x}", axi.mem[k]),
        });
    }
    if let Some(k) = (0..ref_sram.len()).find(|&k| ref_sram[k] != sram.mem[k]) {
        return Err(Mismatch {
            cycle: end,
            port: format!("SRAM byte {k:#x} (scoreboard)"),
            expected: format!("{:#04x}", ref_sram[k]),
            actual: format!("{:#04x}", sram.mem[k]),
        });
    }
    st.ar_bursts = axi.ar_bursts;
    st.aw_bursts = axi.aw_bursts;
    st.max_reads = axi.max_reads_seen;
    st.max_writes = axi.max_writes_seen;
    Ok(st)
}

// ------------------------------------------------------------------------------------------------ stimulus

/// Windows of the random test: 64 KiB external and 32 KiB SRAM up to 16-byte beats, scaled with the beat
/// above (the longest random descriptor, 4 rows of 320 beats with gapped strides, must fit).
fn windows(p: &DmaParams, seed: u64) -> Windows {
    let scale = (p.beat() / 16).max(1);
    Windows {
        ext_base: 0x8000_0000 + ((seed % 16) as u32) * 0x10_0000,
        ext_size: 64 * 1024 * scale,
        sram_size: 32 * 1024 * scale,
    }
}

// ------------------------------------------------------------------------------------------------ tests

/// Random descriptors (about 20% malformed), random stalls on every channel and on the SRAM port, random
/// completion back-pressure, a SLVERR page; every setting, lockstep and scoreboard.
#[test]
fn dma_random_mixed_with_stalls() {
    for p in settings() {
        let target = 400_000 * soak();
        let name = format!("dma_random_mixed_d{}", p.width);
        let mut total = 0u64;
        let mut round = 0u64;
        let mut hist = [0u64; 6];
        let (mut max_reads, mut max_writes) = (0, 0);
        while total < target {
            let st = run_seeded(&name, |seed, trace| {
                let seed = seed.wrapping_add(round.wrapping_mul(0x9e37_79b9));
                let mut rng = Rng::new(seed);
                let w = windows(&p, seed);
                let env = Env::stalls(&p, w, seed, round % 2 == 0);
                let n = 40;
                let descs: Vec<Desc> = (0..n).map(|k| random_desc(&mut rng, &p, &w, 0.2, k as u8)).collect();
                run(&p, &env, &descs, seed, trace)
            });
            for &s in &st.statuses {
                hist[s as usize] += 1;
            }
            max_reads = max_reads.max(st.max_reads);
            max_writes = max_writes.max(st.max_writes);
            total += st.cycles;
            round += 1;
        }
        let h: Vec<String> = hist.iter().enumerate().map(|(k, n)| format!("{}={n}", status::NAMES[k])).collect();
        eprintln!("{name}: {total} cycles in {round} runs; completions {}; bursts in flight at the slave: reads {max_reads}, writes {max_writes}", h.join(" "));
        assert!(hist.iter().all(|&n| n > 0), "{name}: some status never seen: {h:?}");
        assert!(max_reads >= 2 && max_writes >= 2, "{name}: never more than one burst in flight");
    }
}

/// Each error class, with the right tag and status, no traffic for it (scoreboard counts and memory
/// images), and the engine continuing with the next descriptor. Window-edge cases: a range ending
/// exactly at the end of a window is accepted, one beat further is not; a span that overflows 32 bits is
/// rejected.
#[test]
fn dma_malformed_descriptors_each_class() {
    for p in settings() {
        let name = format!("dma_malformed_d{}", p.width);
        let st = run_seeded(&name, |seed, trace| {
            let b = p.beat();
            let w = Windows { ext_base: 0x4000_0000, ext_size: 16 * 1024, sram_size: 8 * 1024 };
            let ok_rd = Desc { src: w.ext_base + 4096 - 2 * b, dst: 64 * b, dir: false, rows: 3, row_bytes: 8 * b, src_stride: 16 * b, dst_stride: 8 * b, tag: 0 };
            let ok_wr = Desc { src: 0, dst: w.ext_base + 8192 - b, dir: true, rows: 2, row_bytes: 4 * b, src_stride: 4 * b, dst_stride: 32 * b, tag: 0 };
            let mut list = vec![];
            let mut bad = |d: Desc| {
                list.push(d);
                list.push(ok_rd);
                list.push(ok_wr);
            };
            bad(Desc { rows: 0, ..ok_rd });
            bad(Desc { row_bytes: 0, ..ok_wr });
            bad(Desc { rows: 0, row_bytes: 0, ..ok_wr });
            bad(Desc { row_bytes: p.max_row_bytes + b, ..ok_rd });
            bad(Desc { row_bytes: 0xffff_ffff & !(b - 1), ..ok_wr });
            bad(Desc { src: ok_rd.src + 1, ..ok_rd });
            bad(Desc { dst: ok_wr.dst + b / 2, ..ok_wr });
            bad(Desc { row_bytes: ok_rd.row_bytes + 4, ..ok_rd });
            bad(Desc { src_stride: 3, ..ok_rd });
            bad(Desc { dst_stride: b + 1, ..ok_wr });
            // windows: external below base, external past end, SRAM past end, stride overflow
            bad(Desc { src: w.ext_base - b, rows: 1, ..ok_rd });
            bad(Desc { src: w.ext_base + w.ext_size - 8 * b + b, rows: 1, ..ok_rd });
            bad(Desc { dst: w.ext_base + w.ext_size, rows: 1, ..ok_wr });
            bad(Desc { dst: w.sram_size - 8 * b + b, rows: 1, ..ok_rd });
            bad(Desc { src: w.sram_size, rows: 1, ..ok_wr });
            bad(Desc { rows: 3, src_stride: 0x8000_0000, ..ok_rd });
            bad(Desc { rows: 0xffff, dst_stride: 0x0001_0000, ..ok_wr });
            bad(Desc { src: 0, dst: 0, dir: false, ..ok_rd });
            // exactly at the window ends: accepted
            list.push(Desc { src: w.ext_base + w.ext_size - 8 * b, dst: w.sram_size - 8 * b, rows: 1, ..ok_rd });
            list.push(Desc { src: w.sram_size - 4 * b, dst: w.ext_base + w.ext_size - 4 * b, rows: 1, ..ok_wr });
            list.push(Desc { src: w.ext_base, dst: 0, rows: 1, row_bytes: w.sram_size, ..ok_rd });
            for (k, d) in list.iter_mut().enumerate() {
                d.tag = k as u8;
            }
            let mut env = Env::stalls(&p, w, seed, false);
            env.axi.poison_pages.clear();
            run(&p, &env, &list, seed, trace)
        });
        let n_bad = st.statuses.iter().filter(|&&s| s != status::OK).count();
        let classes: std::collections::BTreeSet<u64> = st.statuses.iter().copied().collect();
        assert_eq!(n_bad, 18, "{name}: statuses {:?}", st.statuses);
        for c in [status::OK, status::ZERO_LENGTH, status::TOO_LONG, status::MISALIGNED, status::OUT_OF_WINDOW] {
            assert!(classes.contains(&c), "{name}: class {} never reported", status::NAMES[c as usize]);
        }
    }
}

/// Maximum-size descriptors: `row_bytes = max_row_bytes` in both directions over a 4 KiB-unaligned
/// external start (many 4 KiB splits), and `rows = 65535` one-beat rows.
#[test]
fn dma_maximum_size_descriptors() {
    for p in settings() {
        let name = format!("dma_max_size_d{}", p.width);
        let st = run_seeded(&name, |seed, trace| {
            let b = p.beat();
            let m = p.max_row_bytes;
            let w = Windows { ext_base: 0x1000_0000, ext_size: (2 * m + 8192).max(65536 * b), sram_size: m + 4096 };
            let list = vec![
                Desc { src: w.ext_base + 4096 - 3 * b, dst: 0, dir: false, rows: 1, row_bytes: m, src_stride: 0, dst_stride: 0, tag: 1 },
                Desc { src: 4 * b, dst: w.ext_base + m + 4096 + b, dir: true, rows: 1, row_bytes: m, src_stride: 0, dst_stride: 0, tag: 2 },
                Desc { src: w.ext_base, dst: 0, dir: false, rows: 65535, row_bytes: b, src_stride: b, dst_stride: 0, tag: 3 },
                Desc { src: 0, dst: w.ext_base, dir: true, rows: 65535, row_bytes: b, src_stride: 0, dst_stride: b, tag: 4 },
            ];
            let env = Env::full_rate(&p, w);
            run(&p, &env, &list, seed, trace)
        });
        assert_eq!(st.statuses, vec![status::OK; 4], "{name}");
    }
}

/// Throughput with an external memory that accepts one beat per cycle and no SRAM back-pressure:
/// bytes moved / (cycles x bytes per beat), from the first descriptor transfer to the last completion
/// transfer, for one 4 KiB transfer and for a sequence of eight, in both directions. Must be >= 90%.
#[test]
fn dma_throughput_4k() {
    for p in settings() {
        let b = p.beat();
        let w = Windows { ext_base: 0x2000_0000, ext_size: 64 * 1024, sram_size: 64 * 1024 };
        for dir in [false, true] {
            for n in [1usize, 8] {
                let name = format!("dma_throughput_d{}", p.width);
                let descs: Vec<Desc> = (0..n)
                    .map(|k| {
                        let e = w.ext_base + 4096 * k as u32;
                        let s = 4096 * k as u32;
                        let (src, dst) = if dir { (s, e) } else { (e, s) };
                        Desc { src, dst, dir, rows: 1, row_bytes: 4096, src_stride: 0, dst_stride: 0, tag: k as u8 }
                    })
                    .collect();
                let st = run_seeded(&name, |seed, trace| run(&p, &Env::full_rate(&p, w), &descs, seed, trace));
                let cycles = st.last_done - st.first_accept.unwrap() + 1;
                let eff = st.bytes_ok as f64 / (cycles as f64 * b as f64);
                eprintln!(
                    "THROUGHPUT d{} {} x{n}: {} bytes in {cycles} cycles, peak {} B/cycle: {:.1}%",
                    p.width,
                    if dir { "SRAM->ext" } else { "ext->SRAM" },
                    st.bytes_ok,
                    b,
                    100.0 * eff
                );
                assert!(eff >= 0.90, "{name}: efficiency {:.3} below 90%", eff);
                assert!(st.max_reads.max(st.max_writes) >= 2, "{name}: a single burst in flight");
            }
        }
    }
}
