//! The DMA engine through the real SRAM arbiter (`dma_sram_d64_b4_m2`) against the composed cycle model
//! (`models::dma_sram`), every top-level output compared every cycle. Environment: the AXI4 slave memory
//! of the DMA tests (`models::dma::axi_mem`: rule checks, random stalls, several bursts in flight, a
//! SLVERR page), random descriptors in both directions with malformed ones mixed in
//! (`models::dma::stimulus`), and competing traffic on SRAM requester 1 (`p1_*`):
//!
//! - the SRAM is preloaded with random words through `p1` (so no read ever returns unwritten data);
//! - during the descriptors, `p1` reads anywhere and writes only above the engine's window
//!   (`[cfg_sram_size, 16 KiB)`), either at random addresses or aimed at the bank the engine is using
//!   ("hammer", every request a bank conflict);
//! - at the end `p1` reads the whole SRAM back through the RTL, and the image is compared with the
//!   reference (preload + every accepted descriptor applied byte by byte + `p1`'s writes); the external
//!   memory image likewise.

use std::collections::VecDeque;
use std::path::Path;
use systole_testbench::harness::{check, run_seeded, soak, violation, Mismatch, Rng, StreamMonitor};
use systole_testbench::models::dma::axi_mem::{AxiMasterOut, AxiMem, AxiMemCfg};
use systole_testbench::models::dma::reference::{apply, expected_status, touches_pages, Windows};
use systole_testbench::models::dma::stimulus::random_desc;
use systole_testbench::models::dma::{status, Beat, Desc, DmaIn, DmaOut, DmaParams};
use systole_testbench::models::dma_sram::{DmaSramIn, DmaSramModel, DmaSramOut, P1Req, SRAM_BYTES};
use systole_testbench::models::sram::LATENCY;
use systole_testbench::verilated::{DmaSramD64B4M2, DmaSramD64B4M2In};

const WORDS: u32 = SRAM_BYTES / 8;

// ------------------------------------------------------------------------------------------------ DUT glue

fn dut_step(d: &mut DmaSramD64B4M2, i: &DmaSramIn) -> DmaSramOut {
    let x = DmaSramD64B4M2In {
        reset: i.dma.reset as u64,
        desc_valid: i.dma.desc_valid as u64,
        desc_src: i.dma.desc.src as u64,
        desc_dst: i.dma.desc.dst as u64,
        desc_dir: i.dma.desc.dir as u64,
        desc_rows: i.dma.desc.rows as u64,
        desc_row_bytes: i.dma.desc.row_bytes as u64,
        desc_src_stride: i.dma.desc.src_stride as u64,
        desc_dst_stride: i.dma.desc.dst_stride as u64,
        desc_tag: i.dma.desc.tag as u64,
        done_ready: i.dma.done_ready as u64,
        cfg_ext_base: i.dma.cfg_ext_base as u64,
        cfg_ext_size: i.dma.cfg_ext_size as u64,
        cfg_sram_size: i.dma.cfg_sram_size as u64,
        axi_ar_ready: i.dma.ar_ready as u64,
        axi_r_valid: i.dma.r_valid as u64,
        axi_r_data: i.dma.r_data.into(),
        axi_r_last: i.dma.r_last as u64,
        axi_r_resp: i.dma.r_resp as u64,
        axi_aw_ready: i.dma.aw_ready as u64,
        axi_w_ready: i.dma.w_ready as u64,
        axi_b_valid: i.dma.b_valid as u64,
        axi_b_resp: i.dma.b_resp as u64,
        p1_req_valid: i.p1.valid as u64,
        p1_req_addr: i.p1.addr as u64,
        p1_req_we: i.p1.we as u64,
        p1_req_wdata: i.p1.wdata,
    };
    let o = d.step(&x);
    DmaSramOut {
        dma: DmaOut {
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
            rd_busy: o.rd_busy != 0,
            ..Default::default()
        },
        p1_req_ready: o.p1_req_ready != 0,
        p1_rsp_valid: o.p1_rsp_valid != 0,
        p1_rsp_data: o.p1_rsp_data,
        stall_count: [o.sram_stall_count as u32, (o.sram_stall_count >> 32) as u32],
        conflict_count: o.sram_conflict_count as u32,
    }
}

/// Every top-level output, RTL against model (the engine's internal SRAM request is not a port).
fn compare(cyc: u64, e: &DmaSramOut, a: &DmaSramOut) -> Result<(), Mismatch> {
    macro_rules! f {
        ($($n:ident),*) => { $( check(cyc, stringify!($n), e.dma.$n, a.dma.$n)?; )* };
    }
    f!(desc_ready, done_valid, done_tag, done_status, ar_valid, ar_addr, ar_len, r_ready, aw_valid, aw_addr, aw_len);
    f!(w_valid, w_data, w_last, b_ready, rd_busy);
    check(cyc, "p1_req_ready", e.p1_req_ready, a.p1_req_ready)?;
    check(cyc, "p1_rsp_valid", e.p1_rsp_valid, a.p1_rsp_valid)?;
    check(cyc, "p1_rsp_data", e.p1_rsp_data, a.p1_rsp_data)?;
    check(cyc, "sram_stall_count[0] (engine)", e.stall_count[0], a.stall_count[0])?;
    check(cyc, "sram_stall_count[1] (p1)", e.stall_count[1], a.stall_count[1])?;
    check(cyc, "sram_conflict_count", e.conflict_count, a.conflict_count)?;
    Ok(())
}

// ------------------------------------------------------------------------------------------------ environment

/// Competing traffic on requester 1 while descriptors run.
#[derive(Debug, Clone, Copy, PartialEq)]
enum Comp {
    /// No traffic.
    Off,
    /// A new request with probability `p` per cycle when none is pending: reads anywhere in the SRAM,
    /// writes (half of the requests, when the region above the engine's window is not empty) there.
    Random { p: f64 },
    /// Like `Random`, but every request goes to the bank of the engine's current request (reads and
    /// writes in the region above the engine's window, or reads anywhere when it is empty), issued only
    /// when the engine was the last requester granted on that bank, so that the round robin gives p1
    /// every conflict it causes: the worst case for the engine.
    Hammer { p: f64 },
}

#[derive(Debug, Clone)]
struct Env {
    /// The reference's view: `sram_size` is the clamped window.
    win: Windows,
    /// What drives `cfg_sram_size` (may exceed the SRAM: the block clamps it).
    cfg_sram_size: u32,
    axi: AxiMemCfg,
    comp: Comp,
    p_desc: f64,
    p_done: f64,
    max_cycles: u64,
}

impl Env {
    fn stalls(seed: u64, win: Windows, cfg_sram_size: u32, comp: Comp, heavy: bool) -> Env {
        let mut r = Rng::new(seed ^ 0x5eed);
        let mut pr = |lo: f64| lo + (1.0 - lo) * (r.below(1000) as f64 / 1000.0);
        let lo = if heavy { 0.15 } else { 0.6 };
        let axi = AxiMemCfg {
            base: win.ext_base,
            size: win.ext_size,
            beat: 8,
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
        Env { win, cfg_sram_size, axi, comp, p_desc: pr(0.05), p_done: pr(lo), max_cycles: 2_000_000 }
    }
    fn full_rate(win: Windows, comp: Comp) -> Env {
        Env {
            win,
            cfg_sram_size: win.sram_size,
            axi: AxiMemCfg::full_rate(win.ext_base, win.ext_size, 8),
            comp,
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
    p1_transfers: u64,
    p1_reads_scored: u64,
    /// Counters read from the RTL when the last completion transferred.
    dma_stalls: u32,
    conflicts: u32,
    max_reads: usize,
    max_writes: usize,
}

#[derive(Debug, Clone, Copy, PartialEq, Eq)]
enum Phase {
    Preload,
    Main,
    Drain,
    Readback,
    End,
}

fn word_of(mem: &[u8], w: u32) -> u64 {
    let o = w as usize * 8;
    u64::from_le_bytes(mem[o..o + 8].try_into().unwrap())
}

/// Runs `descs` through RTL and model in lockstep, with the competing traffic of `env.comp`; returns
/// statistics, or the first mismatch / violation / scoreboard error.
fn run(env: &Env, descs: &[Desc], seed: u64, trace: Option<&Path>) -> Result<Stats, Mismatch> {
    let mut rng = Rng::new(seed);
    let mut dut = DmaSramD64B4M2::new();
    if let Some(t) = trace {
        dut.trace(t);
    }
    let mut model = DmaSramModel::new();
    let p: DmaParams = model.params();
    let w = env.win;
    assert!(w.sram_size <= SRAM_BYTES && w.sram_size % 8 == 0);
    let mut axi = AxiMem::new(env.axi.clone(), (0..w.ext_size).map(|_| rng.next_u64() as u8).collect());
    let mut ref_ext = axi.mem.clone();
    // the reference SRAM image: preload, then descriptors and p1's writes
    let mut ref_sram: Vec<u8> = (0..SRAM_BYTES).map(|_| rng.next_u64() as u8).collect();
    let p1_lo = w.sram_size / 8; // p1 writes only words >= p1_lo during the main phase
    let mut done_mon = StreamMonitor::new("done");
    let mut eng_mon = StreamMonitor::new("engine sram_req (model)");
    let mut to_send: VecDeque<Desc> = descs.iter().copied().collect();
    let mut pending: VecDeque<Desc> = VecDeque::new();
    let mut cur: Option<Desc> = None;
    let mut p1: Option<P1Req> = None;
    // p1 reads in flight: (due cycle, word, expected data if scored)
    let mut p1_rsp: VecDeque<(u64, u32, Option<u64>)> = VecDeque::new();
    let mut readback: Vec<Option<u64>> = vec![None; WORDS as usize];
    let mut next_word = 0u32;
    let mut phase = Phase::Preload;
    let mut st = Stats::default();
    let (mut exp_ext_r, mut exp_ext_w, mut exp_sram_r, mut exp_sram_w) = (0u64, 0u64, 0u64, 0u64);
    let (mut eng_r, mut eng_w) = (0u64, 0u64);
    // the engine's bank next cycle (for Hammer): its last request, +1 if it was granted
    let mut eng_bank = 0u32;
    let mut quiet_for = 0;
    // per bank: the engine (not p1) was the last requester granted there (reset: requester 0 first)
    let mut last_grant_engine = [false; 4];
    for cyc in 0..env.max_cycles {
        let reset = cyc < 2;
        // ---- requester 1
        if !reset && p1.is_none() {
            match phase {
                Phase::Preload | Phase::Readback if next_word < WORDS => {
                    let we = phase == Phase::Preload;
                    let wdata = if we { word_of(&ref_sram, next_word) } else { 0 };
                    p1 = Some(P1Req { valid: true, addr: next_word, we, wdata });
                    next_word += 1;
                }
                Phase::Main => {
                    let (prob, hammer) = match env.comp {
                        Comp::Off => (0.0, false),
                        Comp::Random { p } => (p, false),
                        Comp::Hammer { p } => (p, true),
                    };
                    // the hammer only fires when the engine was the last one granted on the bank it is
                    // about to use: the round robin then gives the conflict to p1
                    if prob > 0.0 && !(hammer && !last_grant_engine[eng_bank as usize]) && rng.chance(prob) {
                        let own = WORDS - p1_lo;
                        let we = own > 0 && rng.chance(0.5);
                        let mut addr = if we || (hammer && own > 0) {
                            p1_lo + rng.below(own as u64) as u32
                        } else {
                            rng.below(WORDS as u64) as u32
                        };
                        if hammer {
                            addr = (addr & !3) | eng_bank;
                            if addr < p1_lo && own > 0 {
                                addr += 4;
                            }
                        }
                        p1 = Some(P1Req { valid: true, addr, we, wdata: rng.next_u64() });
                    }
                }
                _ => {}
            }
        }
        if cur.is_none() && !reset && phase == Phase::Main && rng.chance(env.p_desc) {
            cur = to_send.pop_front();
        }
        let done_ready = rng.chance(env.p_done);
        let a = axi.drive(cyc, &mut rng);
        let i = DmaSramIn {
            dma: DmaIn {
                reset,
                desc_valid: cur.is_some(),
                desc: cur.unwrap_or_default(),
                done_ready,
                cfg_ext_base: w.ext_base,
                cfg_ext_size: w.ext_size,
                cfg_sram_size: env.cfg_sram_size,
                ar_ready: a.ar_ready,
                r_valid: a.r_valid,
                r_data: a.r_data,
                r_last: a.r_last,
                r_resp: a.r_resp,
                aw_ready: a.aw_ready,
                w_ready: a.w_ready,
                b_valid: a.b_valid,
                b_resp: a.b_resp,
                ..Default::default()
            },
            p1: p1.unwrap_or_default(),
        };
        let o = dut_step(&mut dut, &i);
        let (e, aux) = model.step(&i);
        compare(cyc, &e, &o)?;
        if !aux.rsp_known[0] || !aux.rsp_known[1] {
            return Err(violation(cyc, "sram rsp", "no read of a never-written word (preload)", "unknown data"));
        }
        // ---- the engine's request stream to the arbiter (model side; the RTL matches it through every port)
        if let Some((addr, we, _)) = eng_mon.observe(
            cyc,
            e.dma.sram_req_valid,
            aux.dma_req_ready,
            (e.dma.sram_req_addr, e.dma.sram_req_we, if e.dma.sram_req_we { e.dma.sram_req_wdata } else { Beat::ZERO }),
        )? {
            if addr >= w.sram_size / 8 {
                return Err(violation(cyc, "engine sram_req_addr", "inside the engine's SRAM window", addr));
            }
            if we {
                eng_w += 1;
            } else {
                eng_r += 1;
            }
        }
        if e.dma.sram_req_valid {
            eng_bank = (e.dma.sram_req_addr + aux.dma_req_ready as u32) & 3;
        }
        // ---- requester 1: transfer, responses (exactly LATENCY cycles later, in order)
        if !reset {
            if e.dma.sram_req_valid && aux.dma_req_ready {
                last_grant_engine[(e.dma.sram_req_addr & 3) as usize] = true;
            }
            if let Some(r) = p1.filter(|_| o.p1_req_ready) {
                last_grant_engine[(r.addr & 3) as usize] = false;
            }
        }
        if let Some(r) = p1 {
            if o.p1_req_ready && !reset {
                st.p1_transfers += 1;
                if r.we {
                    if phase == Phase::Main && r.addr < p1_lo {
                        return Err(violation(cyc, "p1_req_addr (stimulus)", "p1 writes above the engine's window", r.addr));
                    }
                    ref_sram[r.addr as usize * 8..r.addr as usize * 8 + 8].copy_from_slice(&r.wdata.to_le_bytes());
                } else {
                    let exp = (r.addr >= p1_lo || phase == Phase::Readback).then(|| word_of(&ref_sram, r.addr));
                    // during readback the expectation is checked at the end (the reference is final then)
                    let exp = if phase == Phase::Readback { None } else { exp };
                    p1_rsp.push_back((cyc + LATENCY as u64, r.addr, exp));
                }
                p1 = None;
            }
        }
        if o.p1_rsp_valid {
            let (due, addr, exp) = p1_rsp.pop_front().ok_or_else(|| violation(cyc, "p1_rsp_valid", "a read in flight", true))?;
            check(cyc, &format!("p1 response cycle for word {addr:#x}"), due, cyc)?;
            if let Some(v) = exp {
                check(cyc, &format!("p1_rsp_data word {addr:#x} (scoreboard)"), v, o.p1_rsp_data)?;
                st.p1_reads_scored += 1;
            }
            if phase == Phase::Readback {
                readback[addr as usize] = Some(o.p1_rsp_data);
            }
        } else if let Some(&(due, addr, _)) = p1_rsp.front() {
            if due <= cyc {
                return Err(violation(cyc, "p1_rsp_valid", &format!("response for word {addr:#x} due at {due}"), false));
            }
        }
        // ---- the engine's environment
        axi.observe(
            cyc,
            &AxiMasterOut {
                ar_valid: o.dma.ar_valid,
                ar_addr: o.dma.ar_addr,
                ar_len: o.dma.ar_len,
                r_ready: o.dma.r_ready,
                aw_valid: o.dma.aw_valid,
                aw_addr: o.dma.aw_addr,
                aw_len: o.dma.aw_len,
                w_valid: o.dma.w_valid,
                w_data: o.dma.w_data,
                w_last: o.dma.w_last,
                b_ready: o.dma.b_ready,
            },
        )?;
        if let Some(d) = cur {
            if o.dma.desc_ready && !reset {
                pending.push_back(d);
                st.first_accept.get_or_insert(cyc);
                cur = None;
            }
        }
        if let Some((tag, stat)) = done_mon.observe(cyc, o.dma.done_valid, done_ready, (o.dma.done_tag, o.dma.done_status))? {
            let d = pending
                .pop_front()
                .ok_or_else(|| violation(cyc, "done", "no completion (nothing pending)", (tag, stat)))?;
            let mut exp = expected_status(&d, &w, p.beat(), p.max_row_bytes);
            if exp == status::OK && touches_pages(&d, &env.axi.poison_pages) {
                exp = status::BUS_ERROR;
            }
            check(cyc, "done_tag (scoreboard)", d.tag, tag)?;
            check(cyc, &format!("done_status (scoreboard, descriptor {d:x?})"), exp, stat as u64)?;
            st.statuses.push(exp);
            st.last_done = cyc;
            st.dma_stalls = o.stall_count[0];
            st.conflicts = o.conflict_count;
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
        // ---- phases
        let p1_idle = p1.is_none() && p1_rsp.is_empty();
        match phase {
            Phase::Preload if next_word == WORDS && p1_idle => phase = Phase::Main,
            Phase::Main
                if to_send.is_empty() && cur.is_none() && pending.is_empty() && model.dma.idle() && axi.quiet() =>
            {
                phase = Phase::Drain
            }
            Phase::Drain if p1_idle => {
                phase = Phase::Readback;
                next_word = 0;
            }
            Phase::Readback if next_word == WORDS && p1_idle => {
                quiet_for += 1;
                if quiet_for == 4 {
                    st.cycles = cyc + 1;
                    phase = Phase::End;
                }
            }
            _ => {}
        }
        if phase == Phase::End {
            break;
        }
    }
    dut.trace_close();
    if phase != Phase::End {
        return Err(Mismatch {
            cycle: env.max_cycles,
            port: "completion".into(),
            expected: format!("all {} descriptors completed and the SRAM read back", descs.len()),
            actual: format!("phase {phase:?}, {} still queued, {} pending", to_send.len(), pending.len()),
        });
    }
    let end = st.cycles;
    check(end, "AXI read beats (scoreboard)", exp_ext_r, axi.r_beats)?;
    check(end, "AXI write beats (scoreboard)", exp_ext_w, axi.w_beats)?;
    check(end, "engine SRAM reads (scoreboard)", exp_sram_r, eng_r)?;
    check(end, "engine SRAM writes (scoreboard)", exp_sram_w, eng_w)?;
    if let Some(k) = (0..ref_ext.len()).find(|&k| ref_ext[k] != axi.mem[k]) {
        return Err(Mismatch {
            cycle: end,
            port: format!("external memory byte {:#x} (scoreboard)", w.ext_base as u64 + k as u64),
            expected: format!("{:#04x}", ref_ext[k]),
            actual: format!("{:#04x}", axi.mem[k]),
        });
    }
    for a in 0..WORDS {
        check(end, &format!("SRAM word {a:#x} read back through p1 (scoreboard)"), Some(word_of(&ref_sram, a)), readback[a as usize])?;
    }
    st.max_reads = axi.max_reads_seen;
    st.max_writes = axi.max_writes_seen;
    Ok(st)
}

// ------------------------------------------------------------------------------------------------ tests

fn ext_window(seed: u64) -> (u32, u32) {
    (0x8000_0000 + ((seed % 16) as u32) * 0x10_0000, 64 * 1024)
}

/// Random descriptors (about 20% malformed) in both directions, random AXI stalls and completion
/// back-pressure, a SLVERR page, competing traffic on requester 1 (off / random / hammering the engine's
/// bank), the engine's window either 12 KiB (p1 writes the top 4 KiB) or `cfg_sram_size` above the SRAM
/// (clamped to 16 KiB; p1 only reads); lockstep on every output plus the full scoreboard.
#[test]
fn dma_sram_random_with_competing_traffic() {
    let target = 300_000 * soak();
    let name = "dma_sram_random";
    let mut total = 0u64;
    let mut round = 0u64;
    let mut hist = [0u64; 6];
    let (mut conflicts, mut stalls, mut p1_xfers, mut p1_scored) = (0u64, 0u64, 0u64, 0u64);
    while total < target {
        let st = run_seeded(name, |seed, trace| {
            let seed = seed.wrapping_add(round.wrapping_mul(0x9e37_79b9));
            let mut rng = Rng::new(seed);
            let (ext_base, ext_size) = ext_window(seed);
            let clamp = round % 4 == 3;
            let cfg_sram_size = if clamp { [SRAM_BYTES + 8, 32 * 1024, u32::MAX][rng.below(3) as usize] } else { 12 * 1024 };
            let w = Windows { ext_base, ext_size, sram_size: cfg_sram_size.min(SRAM_BYTES) };
            let comp = match round % 3 {
                0 => Comp::Random { p: 0.3 + 0.7 * rng.below(100) as f64 / 100.0 },
                1 => Comp::Hammer { p: 0.5 + 0.5 * rng.below(100) as f64 / 100.0 },
                _ => if round % 6 == 2 { Comp::Off } else { Comp::Random { p: 1.0 } },
            };
            let env = Env::stalls(seed, w, cfg_sram_size, comp, round % 2 == 0);
            let p = DmaParams::d64();
            let descs: Vec<Desc> = (0..40).map(|k| random_desc(&mut rng, &p, &w, 0.2, k as u8)).collect();
            run(&env, &descs, seed, trace)
        });
        for &s in &st.statuses {
            hist[s as usize] += 1;
        }
        conflicts += st.conflicts as u64;
        stalls += st.dma_stalls as u64;
        p1_xfers += st.p1_transfers;
        p1_scored += st.p1_reads_scored;
        total += st.cycles;
        round += 1;
    }
    let h: Vec<String> = hist.iter().enumerate().map(|(k, n)| format!("{}={n}", status::NAMES[k])).collect();
    eprintln!(
        "{name}: {total} cycles in {round} runs; completions {}; p1 transfers {p1_xfers} ({p1_scored} reads scored at once); bank conflicts {conflicts}, engine stall cycles {stalls}",
        h.join(" ")
    );
    assert!(hist.iter().all(|&n| n > 0), "{name}: some status never seen: {h:?}");
    assert!(conflicts > 1000 && stalls > 500, "{name}: too little contention ({conflicts} conflicts, {stalls} stalls)");
}

/// Directed: the clamp. With `cfg_sram_size` far above the SRAM, a descriptor reaching one beat past
/// 16 KiB is OUT_OF_WINDOW in both directions (no traffic), one ending exactly at 16 KiB is executed.
#[test]
fn dma_sram_window_clamped_to_sram() {
    let st = run_seeded("dma_sram_clamp", |seed, trace| {
        let (ext_base, ext_size) = ext_window(seed);
        let w = Windows { ext_base, ext_size, sram_size: SRAM_BYTES };
        let mut env = Env::stalls(seed, w, u32::MAX, Comp::Random { p: 0.5 }, false);
        env.axi.poison_pages.clear();
        let s = SRAM_BYTES;
        let list = vec![
            Desc { src: ext_base, dst: s - 64, dir: false, rows: 1, row_bytes: 72, src_stride: 0, dst_stride: 0, tag: 0 },
            Desc { src: s, dst: ext_base, dir: true, rows: 1, row_bytes: 8, src_stride: 0, dst_stride: 0, tag: 1 },
            Desc { src: ext_base, dst: 0, dir: false, rows: 2, row_bytes: 8192, src_stride: 8192, dst_stride: 8200, tag: 2 },
            Desc { src: ext_base + 64, dst: s - 64, dir: false, rows: 1, row_bytes: 64, src_stride: 0, dst_stride: 0, tag: 3 },
            Desc { src: s - 4096, dst: ext_base + 8192, dir: true, rows: 1, row_bytes: 4096, src_stride: 0, dst_stride: 0, tag: 4 },
            Desc { src: 0, dst: ext_base, dir: true, rows: 1, row_bytes: s, src_stride: 0, dst_stride: 0, tag: 5 },
        ];
        run(&env, &list, seed, trace)
    });
    let o = status::OUT_OF_WINDOW;
    assert_eq!(st.statuses, vec![o, o, o, status::OK, status::OK, status::OK]);
}

/// Throughput of 4 KiB transfers (one, and eight in a row), both directions, full-rate AXI slave, with
/// no competing traffic, with random competing requests every cycle, and with requests every cycle aimed
/// at the engine's bank. Efficiency = bytes / (cycles x 8), from the first descriptor transfer to the
/// last completion transfer.
#[test]
fn dma_sram_throughput_4k() {
    let (ext_base, ext_size) = (0x2000_0000u32, 64 * 1024);
    let w = Windows { ext_base, ext_size, sram_size: 12 * 1024 };
    for comp in [Comp::Off, Comp::Random { p: 1.0 }, Comp::Hammer { p: 1.0 }] {
        for dir in [false, true] {
            for n in [1usize, 8] {
                let descs: Vec<Desc> = (0..n)
                    .map(|k| {
                        let e = ext_base + 4096 * k as u32;
                        let s = 4096 * (k % 3) as u32;
                        let (src, dst) = if dir { (s, e) } else { (e, s) };
                        Desc { src, dst, dir, rows: 1, row_bytes: 4096, src_stride: 0, dst_stride: 0, tag: k as u8 }
                    })
                    .collect();
                let st = run_seeded("dma_sram_throughput", |seed, trace| run(&Env::full_rate(w, comp), &descs, seed, trace));
                let cycles = st.last_done - st.first_accept.unwrap() + 1;
                let eff = st.bytes_ok as f64 / (cycles as f64 * 8.0);
                let label = match comp {
                    Comp::Off => "no competing traffic".to_string(),
                    Comp::Random { p } => format!("p1 random, p={p}"),
                    Comp::Hammer { p } => format!("p1 on the engine's bank, p={p}"),
                };
                eprintln!(
                    "THROUGHPUT {} x{n} [{label}]: {} bytes in {cycles} cycles: {:.1}%; engine stalled {} cycles, {} bank conflicts",
                    if dir { "SRAM->ext" } else { "ext->SRAM" },
                    st.bytes_ok,
                    100.0 * eff,
                    st.dma_stalls,
                    st.conflicts
                );
                let floor = match comp {
                    Comp::Off => 0.90,
                    Comp::Random { .. } => 0.70,
                    Comp::Hammer { .. } => 0.45,
                };
                assert!(eff >= floor, "efficiency {eff:.3} below {floor} with {comp:?}");
            }
        }
    }
}
