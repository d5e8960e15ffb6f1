//! The tile dot core (`mv_dot_r8c8`, `hdl/src/matrix/mv_dot.rs`) against its cycle model every cycle, and
//! every group's sums against the dot products computed here, under random stalls and back-pressure, with
//! the output stream's contract checked. Groups of 1 to 16 tiles (and some of 64), weights and activations
//! over the whole INT8 range with runs of extremes.

use std::collections::VecDeque;
use systole_testbench::harness::{check, run_seeded, soak, Mismatch, Rng, StreamMonitor};
use systole_testbench::models::mv_dot::{tile_dot, MvDotIn, MvDotModel};
use systole_testbench::verilated::{MvDotR8c8, MvDotR8c8In};

/// A random INT8 value: uniform, or an extreme (-128, -127, 127, 0, +-1).
fn int8(rng: &mut Rng, extreme: bool) -> i8 {
    if extreme || rng.chance(0.1) {
        [-128i8, -127, 127, 0, 1, -1][rng.below(6) as usize]
    } else {
        rng.next_u64() as i8
    }
}

fn pack_w(w: &[i8; 64]) -> [u32; 16] {
    std::array::from_fn(|k| u32::from_le_bytes([w[4 * k] as u8, w[4 * k + 1] as u8, w[4 * k + 2] as u8, w[4 * k + 3] as u8]))
}

fn pack_x(x: &[i8; 8]) -> u64 {
    u64::from_le_bytes(x.map(|v| v as u8))
}

/// Runs `cycles` cycles; returns (tiles accepted, groups emitted).
fn run(seed: u64, trace: Option<&std::path::Path>, cycles: u64, p_valid: f64, p_ready: f64) -> Result<(u64, u64), Mismatch> {
    let mut dut = MvDotR8c8::new();
    if let Some(p) = trace {
        dut.trace(p);
    }
    let mut model = MvDotModel::default();
    let mut rng = Rng::new(seed);
    let mut mon = StreamMonitor::new("out");
    let mut expected: VecDeque<[i32; 8]> = VecDeque::new();
    // the group being sent: tiles left, running sums (i64: the scoreboard does not wrap)
    let (mut left, mut run_sum) = (0u64, [0i64; 8]);
    let mut cur: Option<MvDotIn> = None;
    let (mut tiles, mut reset) = (0u64, true);
    for cyc in 0..cycles {
        if cyc == 2 {
            reset = false;
        }
        if cur.is_none() && !reset && rng.chance(p_valid) {
            if left == 0 {
                left = match rng.below(10) {
                    0 => 64,
                    1 => 1,
                    _ => 1 + rng.below(16),
                };
            }
            let ext = rng.chance(0.2);
            let w: [i8; 64] = std::array::from_fn(|_| int8(&mut rng, ext));
            let x: [i8; 8] = std::array::from_fn(|_| int8(&mut rng, ext));
            left -= 1;
            cur = Some(MvDotIn { reset: false, in_valid: true, in_w: w, in_x: x, in_last: left == 0, out_ready: false });
        }
        let out_ready = rng.chance(p_ready);
        let mut mi = cur.unwrap_or_default();
        mi.reset = reset;
        mi.out_ready = out_ready;
        let i = MvDotR8c8In { reset: reset as u64, in_valid: mi.in_valid as u64, in_w: pack_w(&mi.in_w), in_x: pack_x(&mi.in_x), in_last: mi.in_last as u64, out_ready: out_ready as u64 };
        let o = dut.step(&i);
        let e = model.step(&mi);
        check(cyc, "in_ready", e.in_ready as u64, o.in_ready)?;
        check(cyc, "out_valid", e.out_valid as u64, o.out_valid)?;
        let got: [i32; 8] = o.out_data.map(|v| v as i32);
        if e.out_valid {
            check(cyc, "out_data", e.out_data, got)?;
        }
        if let Some(d) = mon.observe(cyc, o.out_valid == 1, out_ready, got)? {
            check(cyc, "group sums (end to end)", expected.pop_front(), Some(d))?;
        }
        if let Some(t) = cur {
            if o.in_ready == 1 && !reset {
                let s = tile_dot(&t.in_w, &t.in_x);
                for k in 0..8 {
                    run_sum[k] += s[k] as i64;
                }
                if t.in_last {
                    expected.push_back(run_sum.map(|v| i32::try_from(v).expect("a group of at most 64 tiles fits i32")));
                    run_sum = [0; 8];
                }
                tiles += 1;
                cur = None;
            }
        }
    }
    dut.trace_close();
    Ok((tiles, mon.transfers))
}

#[test]
fn mv_dot_random_stalls_and_backpressure() {
    let cycles = 40_000 * soak();
    for (p_valid, p_ready) in [(0.7, 0.7), (1.0, 1.0), (1.0, 0.2), (0.2, 1.0), (0.95, 0.9)] {
        let (tiles, groups) = run_seeded("mv_dot", |seed, trace| run(seed, trace, cycles, p_valid, p_ready));
        eprintln!("mv_dot: p_valid {p_valid}, p_ready {p_ready}: {tiles} tiles, {groups} groups in {cycles} cycles");
        assert!(groups > 0);
        if p_valid == 1.0 && p_ready == 1.0 {
            // one tile per cycle after the reset: the core never stalls a stream that is always taken
            assert!(tiles >= cycles - 4, "{tiles} tiles in {cycles} cycles");
        }
    }
}
