//! Latency against offered load, and saturation throughput, of the Verilated 4x4 mesh (in lockstep with its
//! cycle model, so every figure is also a passing test run) under uniform random, hotspot and transpose
//! traffic. Packets of 1..=5 flits (mean 3), sinks always ready, sources inject whenever they have a flit.
//!
//! `cargo run --release -p systole-testbench --example noc_latency [window_cycles] [seed]`
//!
//! Per point: 2,000 warm-up cycles, then `window_cycles` (default 10,000) measured; latency (generation to
//! tail ejection, source queueing included) over the packets generated in the window, which the run then
//! drains while no new packets are generated. Accepted throughput: flits ejected in the window per node per
//! cycle. "undelivered": window packets still in the network 20,000 cycles after the window (saturated).

use systole_testbench::models::noc::traffic::{run, Config, Pattern};
use systole_testbench::models::noc::MeshModel;
use systole_testbench::verilated::NocMesh4x4W32;

fn main() {
    let args: Vec<String> = std::env::args().collect();
    let window: u64 = args.get(1).and_then(|s| s.parse().ok()).unwrap_or(10_000);
    let seed: u64 = args.get(2).and_then(|s| s.parse().ok()).unwrap_or(1);
    let warmup = 2_000;
    let rates = [
        0.05, 0.10, 0.15, 0.20, 0.25, 0.30, 0.35, 0.40, 0.45, 0.50, 0.60, 0.80, 1.00,
    ];
    let patterns = [Pattern::Uniform, Pattern::Hotspot { fraction: 0.2 }, Pattern::Transpose];
    println!("pattern,offered,accepted,mean_latency,p99_latency,packets,undelivered");
    let t0 = std::time::Instant::now();
    let mut cycles = 0u64;
    let mut sat = vec![];
    for p in patterns {
        for &rate in &rates {
            let cfg = Config {
                pattern: p,
                rate,
                min_len: 1,
                max_len: 5,
                p_ready: 1.0,
                p_inject: 1.0,
                cycles: warmup + window,
                warmup,
                max_queue: None,
                drain_limit: 20_000,
                require_drain: false,
                watchdog: 2_000,
            };
            let mut dut = NocMesh4x4W32::default();
            let mut model = MeshModel::new(4, 4);
            let st = run(&mut dut, Some(&mut model), &cfg, seed, None)
                .unwrap_or_else(|m| panic!("{} at {rate}: {m}", p.name()));
            cycles += st.cycles;
            println!(
                "{},{:.2},{:.3},{:.1},{},{},{}",
                p.name(),
                rate,
                st.throughput(),
                st.mean_latency(),
                st.percentile(0.99),
                st.latencies.len(),
                st.window_undelivered
            );
            if rate == 1.0 {
                sat.push((p.name(), st.throughput()));
            }
        }
    }
    for (n, t) in sat {
        println!("# saturation throughput ({n}, offered 1.0 flit/node/cycle): {t:.3} flits/node/cycle");
    }
    println!(
        "# {cycles} cycles of the Verilated 4x4 mesh + model in {:.1} s",
        t0.elapsed().as_secs_f64()
    );
}
