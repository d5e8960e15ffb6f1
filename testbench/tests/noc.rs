//! The NoC meshes (2x2 and 4x4) against their cycle model: every output compared every cycle, under uniform
//! random, hotspot and transpose traffic with random injection stalls and random back-pressure at every
//! ejection port; a scoreboard checks every packet is delivered exactly once, intact and in order per
//! (source, destination) pair, and a watchdog fails the run if nothing moves while packets are pending.

use systole_testbench::harness::{check, run_seeded, soak, Mismatch};
use systole_testbench::models::noc::traffic::{self, Config, MeshDut, Pattern, Stats};
use systole_testbench::models::noc::{flit, MeshIn, MeshModel};
use systole_testbench::verilated::{NocMesh2x2W32, NocMesh4x4W32};

fn lockstep<D: MeshDut + Default>(name: &str, cfg: &Config) -> Stats {
    let st = run_seeded(name, |seed, trace| {
        let mut dut = D::default();
        let mut model = MeshModel::new(dut.rows(), dut.cols());
        traffic::run(&mut dut, Some(&mut model), cfg, seed, trace)
    });
    eprintln!(
        "{name}: {} cycles, {} packets / {} flits delivered, mean latency {:.1}, max {} flits in the mesh, flit_count {}",
        st.cycles,
        st.packets_delivered,
        st.flits_delivered,
        st.mean_latency(),
        st.max_occupancy,
        st.flit_count
    );
    assert_eq!(
        st.packets_delivered, st.packets_generated,
        "{name}: every packet delivered"
    );
    assert!(st.packets_delivered > 0, "{name}: traffic flowed");
    assert_eq!(
        st.flit_count, st.switched,
        "{name}: flit_count = sum over packets of flits x routers traversed"
    );
    st
}

const PATTERNS: [Pattern; 3] = [Pattern::Uniform, Pattern::Hotspot { fraction: 0.2 }, Pattern::Transpose];

#[test]
fn noc_2x2_random_traffic_with_backpressure() {
    let cycles = 20_000 * soak();
    for p in PATTERNS {
        lockstep::<NocMesh2x2W32>(&format!("noc_2x2_{}", p.name()), &Config::verify(p, 0.4, 0.6, cycles));
    }
    // saturating load against a slow, bursty sink
    lockstep::<NocMesh2x2W32>(
        "noc_2x2_heavy_backpressure",
        &Config::verify(Pattern::Uniform, 1.0, 0.15, cycles / 2),
    );
}

#[test]
fn noc_4x4_random_traffic_with_backpressure() {
    let cycles = 30_000 * soak();
    for p in PATTERNS {
        lockstep::<NocMesh4x4W32>(&format!("noc_4x4_{}", p.name()), &Config::verify(p, 0.3, 0.7, cycles));
    }
    lockstep::<NocMesh4x4W32>(
        "noc_4x4_heavy_backpressure",
        &Config::verify(Pattern::Uniform, 1.0, 0.2, cycles / 3),
    );
    // full-speed sinks and sources: the mesh saturates, queues stay capped
    let mut cfg = Config::verify(Pattern::Uniform, 1.0, 1.0, cycles / 3);
    cfg.p_inject = 1.0;
    lockstep::<NocMesh4x4W32>("noc_4x4_saturated", &cfg);
}

/// One packet at a time through an idle 4x4 mesh: latency from injection to tail ejection is
/// 2 + 2 * hops + (length - 1) cycles (see docs/noc.md), for every source, destination and length 1..=4.
fn zero_load(seed: u64, trace: Option<&std::path::Path>) -> Result<u64, Mismatch> {
    let mut dut = NocMesh4x4W32::default();
    if let Some(p) = trace {
        dut.trace(p);
    }
    let mut model = MeshModel::new(4, 4);
    let n = 16;
    let mut i = MeshIn {
        reset: true,
        inj_valid: vec![false; n],
        inj_flit: vec![0; n],
        ej_ready: vec![true; n],
    };
    let mut cycle = 0u64;
    let mut step = |i: &MeshIn, cycle: &mut u64| -> Result<systole_testbench::models::noc::MeshOut, Mismatch> {
        let o = dut.step_mesh(i);
        let e = model.step(i);
        check(*cycle, "outputs", &e, &o)?;
        *cycle += 1;
        Ok(o)
    };
    for _ in 0..2 {
        step(&i, &mut cycle)?;
    }
    i.reset = false;
    let mut checked = 0;
    let mut rng = systole_testbench::harness::Rng::new(seed);
    for src in 0..n {
        for dst in 0..n {
            let len = 1 + rng.below(4) as usize;
            let head = flit(
                true,
                len == 1,
                (dst % 4) as u64 | ((dst / 4) as u64) << 4 | (src as u64) << 8,
            );
            let flits: Vec<u64> = (0..len)
                .map(|k| {
                    if k == 0 {
                        head
                    } else {
                        flit(false, k + 1 == len, rng.next_u64() & 0xffff_ffff)
                    }
                })
                .collect();
            let start = cycle;
            let mut sent = 0;
            let mut got = vec![];
            while got.len() < len {
                i.inj_valid[src] = sent < len;
                i.inj_flit[src] = if sent < len { flits[sent] } else { 0 };
                let o = step(&i, &mut cycle)?;
                if i.inj_valid[src] && o.inj_ready[src] {
                    sent += 1;
                }
                for k in 0..n {
                    if o.ej_valid[k] {
                        check(cycle - 1, "ejecting node", dst, k)?;
                        got.push(o.ej_flit[k]);
                    }
                }
                if cycle - start > 100 {
                    return Err(systole_testbench::harness::violation(
                        cycle,
                        "zero-load",
                        "delivery within 100 cycles",
                        got.len(),
                    ));
                }
            }
            let hops = (src % 4).abs_diff(dst % 4) + (src / 4).abs_diff(dst / 4);
            check(
                cycle - 1,
                &format!("latency {src}->{dst}, {len} flits"),
                (2 + 2 * hops + len - 1) as u64,
                cycle - 1 - start,
            )?;
            check(cycle - 1, "packet", &flits, &got)?;
            i.inj_valid[src] = false;
            checked += 1;
        }
    }
    Ok(checked)
}

#[test]
fn noc_4x4_zero_load_latency_every_pair() {
    let n = run_seeded("noc_4x4_zero_load", zero_load);
    assert_eq!(n, 256);
}

/// The model as the device, with a fault injected at its ejection side (the checks themselves must fail).
struct Faulty {
    mesh: MeshModel,
    cycle: u64,
    /// Hide node 0's ejected flit (the mesh still sees it accepted) at this cycle: a lost flit.
    lose_at: Option<u64>,
    /// From this cycle on, node 0's ejection port is stuck (never valid, never drained): the network must stall.
    stall_from: Option<u64>,
}

impl MeshDut for Faulty {
    fn rows(&self) -> usize {
        self.mesh.rows
    }
    fn cols(&self) -> usize {
        self.mesh.cols
    }
    fn step_mesh(&mut self, i: &MeshIn) -> systole_testbench::models::noc::MeshOut {
        let mut i = i.clone();
        if self.stall_from.is_some_and(|c| self.cycle >= c) {
            i.ej_ready[0] = false;
        }
        let mut o = self.mesh.step(&i);
        if self.stall_from.is_some_and(|c| self.cycle >= c) {
            o.ej_valid[0] = false;
        }
        if self.lose_at.is_some_and(|c| self.cycle >= c) && o.ej_valid[0] && i.ej_ready[0] {
            o.ej_valid[0] = false;
            self.lose_at = None;
        }
        self.cycle += 1;
        o
    }
}

#[test]
fn noc_scoreboard_and_watchdog_catch_faults() {
    let cfg = Config::verify(Pattern::Uniform, 0.4, 0.8, 3_000);
    let mut lost = Faulty {
        mesh: MeshModel::new(2, 2),
        cycle: 0,
        lose_at: Some(500),
        stall_from: None,
    };
    let e = traffic::run(&mut lost, None, &cfg, 7, None).expect_err("a lost flit must be detected");
    eprintln!("lost flit: {e}");
    let mut stalled = Faulty {
        mesh: MeshModel::new(2, 2),
        cycle: 0,
        lose_at: None,
        stall_from: Some(500),
    };
    let e = traffic::run(&mut stalled, None, &cfg, 7, None).expect_err("a stalled sink must trip the watchdog");
    assert_eq!(e.port, "watchdog", "{e}");
    eprintln!("stall: {e}");
}
