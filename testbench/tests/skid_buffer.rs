//! The register slice against its cycle model, under random stalls and back-pressure, with the stream
//! contract checked on both sides and every word checked end to end.

use std::collections::VecDeque;
use systole_testbench::harness::{check, run_seeded, soak, Mismatch, Rng, StreamMonitor};
use systole_testbench::models::skid_buffer::{SkidBufferModel, SkidIn};
use systole_testbench::verilated::{SkidBufferD32, SkidBufferD32In};

fn run(seed: u64, trace: Option<&std::path::Path>, cycles: u64, p_valid: f64, p_ready: f64) -> Result<u64, Mismatch> {
    let mut dut = SkidBufferD32::new();
    if let Some(p) = trace {
        dut.trace(p);
    }
    let mut model = SkidBufferModel::default();
    let mut rng = Rng::new(seed);
    let mut mon = StreamMonitor::new("m");
    let mut sent: VecDeque<u64> = VecDeque::new();
    // upstream driver obeying the contract: data is held until accepted
    let (mut s_valid, mut s_data) = (false, 0u64);
    let mut reset = true;
    for cyc in 0..cycles {
        if cyc == 2 {
            reset = false;
        }
        if !s_valid && !reset && rng.chance(p_valid) {
            s_valid = true;
            s_data = rng.next_u64() & 0xffff_ffff;
        }
        let m_ready = rng.chance(p_ready);
        let i = SkidBufferD32In { reset: reset as u64, s_valid: s_valid as u64, s_data, m_ready: m_ready as u64 };
        let o = dut.step(&i);
        let e = model.step(SkidIn { reset, s_valid, s_data, m_ready });
        check(cyc, "s_ready", e.s_ready as u64, o.s_ready)?;
        check(cyc, "m_valid", e.m_valid as u64, o.m_valid)?;
        if e.m_valid {
            check(cyc, "m_data", e.m_data, o.m_data)?;
        }
        if let Some(d) = mon.observe(cyc, o.m_valid == 1, m_ready, o.m_data)? {
            check(cyc, "m_data (end to end)", sent.pop_front(), Some(d))?;
        }
        if s_valid && o.s_ready == 1 && !reset {
            sent.push_back(s_data);
            s_valid = false;
        }
    }
    dut.trace_close();
    Ok(mon.transfers)
}

#[test]
fn skid_buffer_random_stalls_and_backpressure() {
    let cycles = 100_000 * soak();
    for (p_valid, p_ready) in [(0.5, 0.5), (1.0, 1.0), (1.0, 0.1), (0.1, 1.0), (0.9, 0.7)] {
        let n = run_seeded("skid_buffer", |seed, trace| run(seed, trace, cycles / 5, p_valid, p_ready));
        assert!(n > 0);
        if p_valid == 1.0 && p_ready == 1.0 {
            // full throughput: one transfer per cycle after the two reset cycles and the pipeline fill
            assert!(n >= cycles / 5 - 4, "{n} transfers in {} cycles", cycles / 5);
        }
    }
}
