//! The SRAM banks and arbiters against their cycle model, for every emitted parameter setting.
//!
//! Every cycle the RTL and the model get the same inputs and every output is compared (`req_ready`,
//! `rsp_valid`, `rsp_data`, `stall_count`, `conflict_count`). Independently of the model:
//!
//! - a **scoreboard** per requester computes each read's expected data from a shadow memory updated by the
//!   write transfers the RTL accepted, and expects the response exactly `LATENCY` cycles after the request
//!   transfer, in request order (no lost, extra or reordered responses);
//! - the **fairness bound** is measured: the cycles from raising `req_valid` to the transfer never exceed
//!   `M - 1`, and under all-requesters-on-one-bank traffic the worst wait reaches exactly `M - 1`;
//! - `StreamMonitor`s check the request streams (the test's drivers hold valid/data under stalls) and the
//!   response channels; the **counters** are checked against hand-computed values in directed tests.

use std::collections::VecDeque;
use systole_hdl::sram::{SramB2M2W64D256, SramB4M3W32D512};
use systole_testbench::harness::{check, run_seeded, soak, violation, Mismatch, Rng, StreamMonitor};
use systole_testbench::models::sram::dut::{self, SramDut};
use systole_testbench::models::sram::{SramConfig, SramIn, SramModel, SramOut, LATENCY};
use systole_testbench::verilated::{SramB4M3W32D512 as SramB4M3W32D512Rtl, SramB4M3W32D512In};

/// One request as a driver presents it.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
struct Req {
    addr: u64,
    we: bool,
    wdata: u64,
}

/// Per-phase traffic: `p_valid` is the chance an idle requester raises a request; `addr(r, rng)` picks the
/// address of requester r's next request (`None`: no new request); `p_we` the chance it is a write.
struct Traffic<'a> {
    p_valid: f64,
    p_we: f64,
    addr: &'a dyn Fn(usize, &mut Rng) -> Option<u64>,
}

/// The lockstep bench: DUT, model, drivers, scoreboards, monitors and statistics.
struct Bench {
    dut: Box<dyn SramDut>,
    cfg: SramConfig,
    model: SramModel,
    rng: Rng,
    cyc: u64,
    /// per requester: the request being presented and the cycle valid was raised
    pending: Vec<Option<(Req, u64)>>,
    /// per requester: expected responses (due cycle, data or None when never written)
    expect: Vec<VecDeque<(u64, Option<u64>)>>,
    shadow: Vec<Option<u64>>,
    req_mon: Vec<StreamMonitor<(u64, bool, u64)>>,
    rsp_mon: Vec<StreamMonitor<u64>>,
    /// worst wait (cycles from raising valid to the transfer) since the last `take_max_wait`
    max_wait: u64,
    transfers: u64,
    reads_checked: u64,
    last: SramOut,
}

impl Bench {
    fn new(dut: Box<dyn SramDut>, seed: u64, trace: Option<&std::path::Path>) -> Self {
        let mut dut = dut;
        let cfg = dut.config();
        if let Some(p) = trace {
            dut.trace(p);
        }
        let m = cfg.requesters;
        Bench {
            dut,
            cfg,
            model: SramModel::new(cfg),
            rng: Rng::new(seed),
            cyc: 0,
            pending: vec![None; m],
            expect: vec![VecDeque::new(); m],
            shadow: vec![None; cfg.words()],
            req_mon: (0..m).map(|r| StreamMonitor::new(&format!("req{r}"))).collect(),
            rsp_mon: (0..m).map(|r| StreamMonitor::new(&format!("rsp{r}"))).collect(),
            max_wait: 0,
            transfers: 0,
            reads_checked: 0,
            last: SramOut::default(),
        }
    }

    fn take_max_wait(&mut self) -> u64 {
        std::mem::take(&mut self.max_wait)
    }

    /// One clock cycle: new requests per `t`, step both, compare everything, update scoreboards.
    fn cycle(&mut self, reset: bool, t: &Traffic) -> Result<(), Mismatch> {
        let (m, cyc) = (self.cfg.requesters, self.cyc);
        let mut i = SramIn::idle(m);
        i.reset = reset;
        if reset {
            // sources drive valid low during reset (docs/handshake.md rule 4)
            self.pending.iter_mut().for_each(|p| *p = None);
            self.req_mon = (0..m).map(|r| StreamMonitor::new(&format!("req{r}"))).collect();
        }
        for r in 0..m {
            if self.pending[r].is_none() && !reset && self.rng.chance(t.p_valid) {
                if let Some(a) = (t.addr)(r, &mut self.rng) {
                    let addr = a & (self.cfg.words() as u64 - 1);
                    let we = self.rng.chance(t.p_we);
                    let wdata = self.rng.next_u64() & self.cfg.data_mask();
                    self.pending[r] = Some((Req { addr, we, wdata }, cyc));
                }
            }
            if let Some((q, _)) = self.pending[r] {
                i.req_valid[r] = true;
                i.req_addr[r] = q.addr;
                i.req_we[r] = q.we;
                i.req_wdata[r] = q.wdata;
            }
        }
        let o = self.dut.step(&i);
        let (e, known) = self.model.step(&i);
        for r in 0..m {
            check(cyc, &format!("req_ready[{r}]"), e.req_ready[r], o.req_ready[r])?;
            check(cyc, &format!("rsp_valid[{r}]"), e.rsp_valid[r], o.rsp_valid[r])?;
            if known[r] {
                check(
                    cyc,
                    &format!("rsp_data[{r}]"),
                    format!("{:#x}", e.rsp_data[r]),
                    format!("{:#x}", o.rsp_data[r]),
                )?;
            }
            check(cyc, &format!("stall_count[{r}]"), e.stall_count[r], o.stall_count[r])?;
        }
        check(cyc, "conflict_count", e.conflict_count, o.conflict_count)?;
        for r in 0..m {
            // responses: in order, exactly LATENCY cycles after the request, with the shadow memory's data
            if let Some(d) = self.rsp_mon[r].observe(cyc, o.rsp_valid[r], true, o.rsp_data[r])? {
                match self.expect[r].pop_front() {
                    None => return Err(violation(cyc, &format!("rsp_valid[{r}]"), "no read outstanding", true)),
                    Some((due, want)) => {
                        check(cyc, &format!("rsp{r} arrival cycle (scoreboard)"), due, cyc)?;
                        if let Some(w) = want {
                            check(
                                cyc,
                                &format!("rsp_data[{r}] (scoreboard)"),
                                format!("{w:#x}"),
                                format!("{d:#x}"),
                            )?;
                            self.reads_checked += 1;
                        }
                    }
                }
            } else if !o.rsp_valid[r] {
                check(cyc, &format!("rsp_data[{r}] when not valid"), 0, o.rsp_data[r])?;
            }
            if let Some(front) = self.expect[r].front() {
                if front.0 < cyc {
                    return Err(violation(
                        cyc,
                        &format!("rsp_valid[{r}]"),
                        "a response is overdue (lost)",
                        false,
                    ));
                }
            }
            let data = (i.req_addr[r], i.req_we[r], i.req_wdata[r]);
            if self.req_mon[r]
                .observe(cyc, i.req_valid[r], o.req_ready[r], data)?
                .is_some()
                && !reset
            {
                let (q, raised) = self.pending[r].take().unwrap();
                let wait = cyc - raised;
                if wait > m as u64 - 1 {
                    return Err(violation(
                        cyc,
                        &format!("req_ready[{r}]"),
                        &format!("granted within M-1 = {} cycles of valid", m - 1),
                        wait,
                    ));
                }
                self.max_wait = self.max_wait.max(wait);
                self.transfers += 1;
                if q.we {
                    self.shadow[q.addr as usize] = Some(q.wdata);
                } else {
                    self.expect[r].push_back((cyc + LATENCY as u64, self.shadow[q.addr as usize]));
                }
            }
        }
        if reset {
            // responses still in flight at a reset edge are discarded
            self.expect.iter_mut().for_each(|q| q.clear());
        }
        self.last = o;
        self.cyc += 1;
        Ok(())
    }

    /// Runs until every request presented so far has transferred and every response has arrived.
    fn drain(&mut self) -> Result<(), Mismatch> {
        let idle = Traffic {
            p_valid: 0.0,
            p_we: 0.0,
            addr: &|_, _| None,
        };
        for _ in 0..(self.cfg.requesters as u64 + LATENCY as u64 + 2) {
            self.cycle(false, &idle)?;
        }
        for r in 0..self.cfg.requesters {
            check(
                self.cyc,
                &format!("requester {r} idle after drain"),
                true,
                self.pending[r].is_none() && self.expect[r].is_empty(),
            )?;
        }
        Ok(())
    }
}

fn random_run(
    dut: Box<dyn SramDut>,
    seed: u64,
    trace: Option<&std::path::Path>,
    cycles: u64,
) -> Result<String, Mismatch> {
    let mut b = Bench::new(dut, seed, trace);
    let cfg = b.cfg;
    let (m, nb, words) = (cfg.requesters as u64, cfg.banks as u64, cfg.words() as u64);
    let idle = Traffic {
        p_valid: 0.0,
        p_we: 0.0,
        addr: &|_, _| None,
    };
    for _ in 0..3 {
        b.cycle(true, &idle)?;
    }
    // preload: requester r writes words r, r+M, ... so every read below has known data
    let next = std::cell::Cell::new(vec![0u64; cfg.requesters]);
    let seq = |r: usize, _: &mut Rng| {
        let mut n = next.take();
        let a = n[r] * m + r as u64;
        n[r] += 1;
        next.set(n);
        Some(a)
    };
    let preload = Traffic {
        p_valid: 1.0,
        p_we: 1.0,
        addr: &seq,
    };
    while b.shadow.iter().any(|w| w.is_none()) {
        b.cycle(false, &preload)?;
    }
    b.drain()?;
    let mut report = String::new();
    let hot_bank = |_: usize, rng: &mut Rng| Some(rng.below(words / nb) * nb); // all on bank 0
    let hot_one = |_: usize, rng: &mut Rng| Some(rng.below(words / nb) * nb + (rng.below(2) * (nb - 1))); // banks 0, B-1
    let window = |_: usize, rng: &mut Rng| Some(40 + rng.below(8)); // 8 words: read-after-write everywhere
    let uniform = |_: usize, rng: &mut Rng| Some(rng.below(words));
    let own_bank = |r: usize, rng: &mut Rng| Some(rng.below(words / nb) * nb + (r as u64 % nb));
    let phases: Vec<(&str, Traffic)> = vec![
        (
            "uniform p=0.5",
            Traffic {
                p_valid: 0.5,
                p_we: 0.5,
                addr: &uniform,
            },
        ),
        (
            "uniform p=1",
            Traffic {
                p_valid: 1.0,
                p_we: 0.3,
                addr: &uniform,
            },
        ),
        (
            "hot bank p=1",
            Traffic {
                p_valid: 1.0,
                p_we: 0.5,
                addr: &hot_bank,
            },
        ),
        (
            "hot bank p=0.6",
            Traffic {
                p_valid: 0.6,
                p_we: 0.5,
                addr: &hot_bank,
            },
        ),
        (
            "two banks p=0.9",
            Traffic {
                p_valid: 0.9,
                p_we: 0.5,
                addr: &hot_one,
            },
        ),
        (
            "window p=0.8",
            Traffic {
                p_valid: 0.8,
                p_we: 0.5,
                addr: &window,
            },
        ),
        (
            "own bank p=1",
            Traffic {
                p_valid: 1.0,
                p_we: 0.5,
                addr: &own_bank,
            },
        ),
        (
            "uniform p=0.2",
            Traffic {
                p_valid: 0.2,
                p_we: 0.7,
                addr: &uniform,
            },
        ),
    ];
    let per = cycles.saturating_sub(b.cyc) / (phases.len() as u64 + 1);
    for (k, (name, t)) in phases.iter().enumerate() {
        b.drain()?;
        b.take_max_wait();
        let x0 = b.transfers;
        for _ in 0..per {
            b.cycle(false, t)?;
        }
        let worst = b.take_max_wait();
        report += &format!(
            "  {name}: {} transfers in {per} cycles, worst wait {worst}\n",
            b.transfers - x0
        );
        if name.starts_with("hot bank p=1") {
            // all requesters always want bank 0: one transfer per cycle and the bound is reached exactly
            check(b.cyc, "worst wait under all-on-one-bank (= M-1)", m - 1, worst)?;
            check(
                b.cyc,
                "transfers on the hot bank (one per cycle)",
                true,
                b.transfers - x0 >= per - m,
            )?;
        }
        if name.starts_with("own bank") && nb >= m {
            check(
                b.cyc,
                "transfers with disjoint banks (M per cycle)",
                true,
                b.transfers - x0 >= m * (per - 2),
            )?;
            check(b.cyc, "worst wait with disjoint banks", 0, worst)?;
        }
        if k == 3 {
            // a reset in the middle of traffic: counters clear, in-flight responses are dropped
            b.cycle(true, t)?;
            b.cycle(true, t)?;
        }
    }
    while b.cyc < cycles {
        b.cycle(false, &phases[0].1)?;
    }
    b.drain()?;
    check(
        b.cyc,
        "reads checked by the scoreboard",
        true,
        b.reads_checked > cycles / 10,
    )?;
    b.dut.trace_close();
    Ok(format!(
        "B={} M={} W={}: {} cycles, {} transfers, {} reads checked\n{report}",
        cfg.banks, cfg.requesters, cfg.width, b.cyc, b.transfers, b.reads_checked
    ))
}

#[test]
fn sram_random_lockstep_all_settings() {
    let cycles = 100_000 * soak();
    for k in 0..dut::all().len() {
        let t0 = std::time::Instant::now();
        let c = dut::all()[k].config();
        let name = format!("sram_random_b{}m{}w{}", c.banks, c.requesters, c.width);
        let rep = run_seeded(&name, |seed, trace| {
            random_run(dut::all().remove(k), seed, trace, cycles)
        });
        eprintln!("{rep}  ({:.2} s)", t0.elapsed().as_secs_f64());
    }
}

/// Directed traffic on `b` after two reset cycles (counters and arbiters cleared, memory kept): each
/// requester r presents `k` requests at addresses `addr(r, n)` (n-th request) back to back, valid held
/// high, all writes or all reads; then drains. Returns the number of transfers.
fn directed(b: &mut Bench, k: u64, addr: &dyn Fn(usize, u64) -> u64, write: bool) -> Result<u64, Mismatch> {
    let m = b.cfg.requesters;
    let quiet = Traffic {
        p_valid: 0.0,
        p_we: 0.0,
        addr: &|_, _| None,
    };
    b.cycle(true, &quiet)?;
    b.cycle(true, &quiet)?;
    let x0 = b.transfers;
    let count = std::cell::Cell::new(vec![0u64; m]);
    let gen = |r: usize, _: &mut Rng| {
        let mut c = count.take();
        let a = (c[r] < k).then(|| addr(r, c[r]));
        c[r] += 1;
        count.set(c);
        a
    };
    let t = Traffic {
        p_valid: 1.0,
        p_we: if write { 1.0 } else { 0.0 },
        addr: &gen,
    };
    for _ in 0..(k * m as u64 + 4) {
        b.cycle(false, &t)?;
    }
    b.drain()?;
    Ok(b.transfers - x0)
}

#[test]
fn sram_directed_counters_and_fairness() {
    for k_dut in 0..dut::all().len() {
        let mut b = Bench::new(dut::all().remove(k_dut), 1, None);
        let cfg = b.cfg;
        let (m, nb, words) = (cfg.requesters as u64, cfg.banks as u64, cfg.words() as u64);
        let k = 50u64;
        let tag = format!("B={nb} M={m} W={}", cfg.width);
        // 1. everyone on bank 0, K writes each, then K reads of the same words: RR order 0, 1, ..., M-1, 0,
        //    ..., so requester i is granted at cycles i, i+M, ..., i+M(K-1) after valid rises and stalls
        //    i + (M-1)(K-1) cycles; the bank sees two or more requesters in the first M*K - 1 cycles.
        let hot = |r: usize, n: u64| ((n * m + r as u64) * nb) % words;
        for write in [true, false] {
            let reads0 = b.reads_checked;
            let n = directed(&mut b, k, &hot, write).unwrap_or_else(|e| panic!("{tag} hot bank: {e}"));
            assert_eq!(n, m * k, "{tag}: transfers, all on bank 0");
            for i in 0..m {
                assert_eq!(
                    b.last.stall_count[i as usize] as u64,
                    i + (m - 1) * (k - 1),
                    "{tag}: stall_count[{i}], all on bank 0"
                );
            }
            assert_eq!(
                b.last.conflict_count as u64,
                m * k - 1,
                "{tag}: conflict_count, all on bank 0"
            );
            if !write {
                assert_eq!(
                    b.reads_checked - reads0,
                    m * k,
                    "{tag}: every read returned the word written"
                );
            }
        }
        // 2. requester r only on bank r mod B: no contention when M <= B
        let n = directed(&mut b, k, &|r, n| (n * nb + r as u64 % nb) % words, true).unwrap();
        assert_eq!(n, m * k);
        if m <= nb {
            assert_eq!(
                b.last.stall_count,
                vec![0; m as usize],
                "{tag}: disjoint banks never stall"
            );
            assert_eq!(b.last.conflict_count, 0, "{tag}: disjoint banks never conflict");
        }
        // 3. requesters 0 and 1 share bank 1, any others use banks of their own (B4M3: requester 2 on bank 3):
        //    0 stalls K-1 cycles, 1 stalls K, the shared bank conflicts in 2K-1 cycles
        let n = directed(
            &mut b,
            k,
            &|r, n| (n * nb + if r < 2 { 1 } else { (r as u64 + 1) % nb }) % words,
            true,
        )
        .unwrap();
        assert_eq!(n, m * k);
        assert_eq!(
            b.last.stall_count[0] as u64,
            k - 1,
            "{tag}: stall_count[0], two on one bank"
        );
        assert_eq!(
            b.last.stall_count[1] as u64, k,
            "{tag}: stall_count[1], two on one bank"
        );
        assert_eq!(
            b.last.conflict_count as u64,
            2 * k - 1,
            "{tag}: conflict_count, two on one bank"
        );
        if m > 2 {
            assert_eq!(b.last.stall_count[2], 0, "{tag}: stall_count[2], own bank");
        }
    }
}

#[test]
fn sram_directed_latency_and_read_after_write() {
    for mut d in dut::all() {
        let cfg = d.config();
        let m = cfg.requesters;
        let mut model = SramModel::new(cfg);
        let mut step = |i: &SramIn| {
            let o = d.step(i);
            let (e, _) = model.step(i);
            assert_eq!(e, o, "B={} M={}: model and RTL disagree", cfg.banks, cfg.requesters);
            o
        };
        let mut i = SramIn::idle(m);
        i.reset = true;
        step(&i);
        i.reset = false;
        // requester M-1 writes 0x5a5a.. to the last word, then requester 0 reads it back
        let a = cfg.words() as u64 - 1;
        let v = 0x5a5a_5a5a_5a5a_5a5a & cfg.data_mask();
        i.req_valid[m - 1] = true;
        i.req_addr[m - 1] = a;
        i.req_we[m - 1] = true;
        i.req_wdata[m - 1] = v;
        assert!(step(&i).req_ready[m - 1], "an uncontended write is accepted at once");
        let mut i = SramIn::idle(m);
        i.req_valid[0] = true;
        i.req_addr[0] = a;
        assert!(step(&i).req_ready[0], "an uncontended read is accepted at once");
        let idle = SramIn::idle(m);
        for lat in 1..=4 {
            let o = step(&idle);
            assert_eq!(
                o.rsp_valid[0],
                lat == LATENCY,
                "rsp_valid[0] {lat} cycles after the read"
            );
            assert_eq!(
                o.rsp_data[0],
                if lat == LATENCY { v } else { 0 },
                "rsp_data[0] {lat} cycles after the read"
            );
            assert!(
                o.rsp_valid.iter().skip(1).all(|&x| !x),
                "no response for other requesters"
            );
        }
    }
}

/// Raw Verilator speed (no model, no checks): random traffic on every setting; prints cycles per second.
#[test]
fn sram_verilator_speed() {
    let n = 200_000u64;
    for mut d in dut::all() {
        let cfg = d.config();
        let mut rng = Rng::new(7);
        let mut ins = Vec::with_capacity(1024);
        for _ in 0..1024 {
            let mut i = SramIn::idle(cfg.requesters);
            for r in 0..cfg.requesters {
                i.req_valid[r] = rng.chance(0.8);
                i.req_addr[r] = rng.below(cfg.words() as u64);
                i.req_we[r] = rng.chance(0.5);
                i.req_wdata[r] = rng.next_u64() & cfg.data_mask();
            }
            ins.push(i);
        }
        let t0 = std::time::Instant::now();
        let mut acc = 0u64;
        for c in 0..n {
            let o = d.step(&ins[(c % 1024) as usize]);
            acc = acc.wrapping_add(o.rsp_data[0]);
        }
        let s = t0.elapsed().as_secs_f64();
        eprintln!(
            "B={} M={} W={}: {n} cycles in {s:.3} s = {:.0} cycles/s (incl. lane packing) [{acc:x}]",
            cfg.banks,
            cfg.requesters,
            cfg.width,
            n as f64 / s
        );
    }
    // the bare binding, inputs prepared in its own packed form
    let mut d = SramB4M3W32D512Rtl::new();
    let mut rng = Rng::new(7);
    let ins: Vec<SramB4M3W32D512In> = (0..1024)
        .map(|_| SramB4M3W32D512In {
            reset: 0,
            req_valid: rng.below(8),
            req_addr: rng.next_u64() & ((1 << 33) - 1),
            req_we: rng.below(8),
            req_wdata: [rng.next_u64() as u32, rng.next_u64() as u32, rng.next_u64() as u32],
        })
        .collect();
    let t0 = std::time::Instant::now();
    let mut acc = 0u64;
    for c in 0..n {
        acc = acc.wrapping_add(d.step(&ins[(c % 1024) as usize]).rsp_valid);
    }
    let s = t0.elapsed().as_secs_f64();
    eprintln!(
        "B=4 M=3 W=32 bare binding: {n} cycles in {s:.3} s = {:.0} cycles/s [{acc}]",
        n as f64 / s
    );
}

#[test]
#[should_panic(expected = "bank count B = 3 must be a power of two")]
fn sram_rejects_non_power_of_two_banks() {
    let _ = systole_hdl::sram::SramBanks::<3, 2, 8, 4, 2, 6, 12, 16, 64>::default();
}

#[test]
#[should_panic(expected = "requester count M = 1 must be in 2..=32")]
fn sram_rejects_single_requester() {
    let _ = systole_hdl::sram::SramBanks::<2, 1, 8, 4, 1, 5, 5, 8, 32>::default();
}

#[test]
#[should_panic(expected = "address bits AB = 12 must be BB + DB = 2 + 9")]
fn sram_rejects_inconsistent_address_width() {
    let _ = systole_hdl::sram::SramBanks::<4, 3, 32, 9, 2, 12, 36, 96, 96>::default();
}

#[test]
fn sram_emitted_settings_elaborate() {
    let _ = SramB4M3W32D512::default();
    let _ = SramB2M2W64D256::default();
}
