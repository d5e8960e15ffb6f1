//! The `matvec` executor's time-shared requantization (`mv_requant_l{1,2,8}`, `hdl/src/matrix/mv_requant.rs`)
//! against its cycle model (`models::mv_requant`) every cycle, and every output of every block against
//! the golden `requant_wide` sum and `sat32` computed here, under random stalls and back-pressure, with the
//! output stream's contract checked. The lane count is swept (1, 2 and 8 term pipelines: 8, 4 and 1 phases
//! per group).
//!
//! Stimulus: blocks of 1 to 8 groups (some of 40), group sums over the whole i32 range with the extremes,
//! activation scales with `a_m` up to 2^16 - 1 and `e` up to 31, weight scales with `s` from 0 to 63 (left
//! shifts that saturate, right shifts past the value), so every path of the term and the final
//! saturation is taken.

use std::collections::VecDeque;
use std::path::Path;
use systole_host::golden::fixed::{requant_wide, sat32, ActScale, RowScale};
use systole_testbench::harness::{check, run_seeded, soak, Mismatch, Rng, StreamMonitor};
use systole_testbench::models::mv_requant::{MvRequantIn, MvRequantModel};
use systole_testbench::models::vpu::requant::pack;
use systole_testbench::verilated::*;

/// A Verilated `mv_requant_l<L>` through its common port set.
trait Dut {
    fn step(&mut self, i: &MvRequantIn) -> (bool, bool, [i32; 8]);
    fn trace(&mut self, p: &Path);
    fn close(&mut self);
}

/// The 8 group words packed at bits `[74 c, 74 c + 74)` of a 592-bit port.
fn pack_port(d: &[u128; 8]) -> [u32; 19] {
    let mut w = [0u32; 19];
    for (c, &v) in d.iter().enumerate() {
        for b in 0..74 {
            if (v >> b) & 1 == 1 {
                let k = 74 * c + b;
                w[k / 32] |= 1 << (k % 32);
            }
        }
    }
    w
}

macro_rules! dut_impl {
    ($t:ident, $tin:ident) => {
        impl Dut for $t {
            fn step(&mut self, i: &MvRequantIn) -> (bool, bool, [i32; 8]) {
                let o = $t::step(
                    self,
                    &$tin {
                        reset: i.reset as u64,
                        in_valid: i.in_valid as u64,
                        in_data: pack_port(&i.in_data),
                        in_last: i.in_last as u64,
                        out_ready: i.out_ready as u64,
                    },
                );
                (o.in_ready == 1, o.out_valid == 1, o.out_data.map(|v| v as i32))
            }
            fn trace(&mut self, p: &Path) {
                $t::trace(self, p)
            }
            fn close(&mut self) {
                self.trace_close()
            }
        }
    };
}

dut_impl!(MvRequantL1, MvRequantL1In);
dut_impl!(MvRequantL2, MvRequantL2In);
dut_impl!(MvRequantL8, MvRequantL8In);

fn i32_operand(rng: &mut Rng) -> i32 {
    match rng.below(8) {
        0 => [i32::MIN, i32::MAX, 0, -1, 1, i32::MIN + 1][rng.below(6) as usize],
        1 => rng.next_u64() as i32,
        _ => rng.below(1 << 20) as i32 - (1 << 19),
    }
}


/// One group: the packed words and the golden terms of its 8 outputs.
fn group(rng: &mut Rng) -> ([u128; 8], [i64; 8]) {
    let a = ActScale {
        a_m: if rng.chance(0.1) { [0, 32767, 32768, 65535][rng.below(4) as usize] } else { rng.below(1 << 15) as u16 },
        e: if rng.chance(0.7) { rng.below(18) as u8 } else { rng.below(32) as u8 },
    };
    let mut d = [0u128; 8];
    let mut t = [0i64; 8];
    for c in 0..8 {
        let acc = i32_operand(rng);
        let w = RowScale {
            m: if rng.chance(0.1) { [0, 32767][rng.below(2) as usize] } else { (1 << 14) + rng.below(1 << 14) as u16 },
            s: if rng.chance(0.7) { 20 + rng.below(30) as u8 } else { rng.below(64) as u8 },
        };
        d[c] = pack(acc, a, w);
        t[c] = requant_wide(acc, a, w);
    }
    (d, t)
}

/// Runs `cycles` cycles of `dut` with `lanes` term pipelines; returns (groups taken, blocks out).
fn run(dut: &mut dyn Dut, lanes: usize, seed: u64, trace: Option<&Path>, cycles: u64, p_valid: f64, p_ready: f64) -> Result<(u64, u64), Mismatch> {
    if let Some(p) = trace {
        dut.trace(p);
    }
    let mut model = MvRequantModel::new(lanes);
    let mut rng = Rng::new(seed);
    let mut mon = StreamMonitor::new("out");
    let mut expected: VecDeque<[i32; 8]> = VecDeque::new();
    // the block being sent: groups left, the golden running sums (wrapping, as the golden matvec's i64)
    let (mut left, mut sums) = (0u64, [0i64; 8]);
    let mut cur: Option<([u128; 8], [i64; 8], bool)> = None;
    let mut groups = 0u64;
    for cyc in 0..cycles {
        let reset = cyc < 2;
        if cur.is_none() && !reset && rng.chance(p_valid) {
            if left == 0 {
                left = if rng.chance(0.1) { 40 } else { 1 + rng.below(8) };
            }
            left -= 1;
            let (d, t) = group(&mut rng);
            cur = Some((d, t, left == 0));
        }
        let out_ready = rng.chance(p_ready);
        let i = MvRequantIn {
            reset,
            in_valid: cur.is_some(),
            in_data: cur.map(|c| c.0).unwrap_or_default(),
            in_last: cur.is_some_and(|c| c.2),
            out_ready,
        };
        let (in_ready, out_valid, out_data) = dut.step(&i);
        let e = model.step(&i);
        check(cyc, "in_ready", e.in_ready, in_ready)?;
        check(cyc, "out_valid", e.out_valid, out_valid)?;
        if e.out_valid {
            check(cyc, "out_data", e.out_data, out_data)?;
        }
        if let Some(y) = mon.observe(cyc, out_valid, out_ready, out_data)? {
            check(cyc, "block outputs vs requant_wide + sat32", expected.pop_front(), Some(y))?;
        }
        if let Some((_, t, last)) = cur {
            if in_ready && !reset {
                for c in 0..8 {
                    sums[c] = sums[c].wrapping_add(t[c]);
                }
                if last {
                    expected.push_back(sums.map(sat32));
                    sums = [0; 8];
                }
                groups += 1;
                cur = None;
            }
        }
    }
    dut.close();
    Ok((groups, mon.transfers))
}

fn sweep(name: &str, lanes: usize, new: fn() -> Box<dyn Dut>) {
    let cycles = 30_000 * soak();
    for (p_valid, p_ready) in [(0.7, 0.7), (1.0, 1.0), (1.0, 0.2), (0.2, 1.0), (0.95, 0.9)] {
        let (groups, blocks) = run_seeded(name, |seed, trace| run(new().as_mut(), lanes, seed, trace, cycles, p_valid, p_ready));
        eprintln!("{name}: p_valid {p_valid}, p_ready {p_ready}: {groups} groups, {blocks} blocks in {cycles} cycles");
        assert!(blocks > 0);
        if p_valid == 1.0 && p_ready == 1.0 {
            // one group per 8 / L cycles: the unit never stalls a stream whose outputs are always taken
            let phases = (8 / lanes) as u64;
            assert!(groups >= (cycles - 4) / phases, "{name}: {groups} groups in {cycles} cycles, {phases} cycles per group");
        }
    }
}

#[test]
fn mv_requant_l2_random_stalls_and_backpressure() {
    sweep("mv_requant_l2", 2, || Box::new(MvRequantL2::new()));
}

#[test]
fn mv_requant_l1_random_stalls_and_backpressure() {
    sweep("mv_requant_l1", 1, || Box::new(MvRequantL1::new()));
}

#[test]
fn mv_requant_l8_random_stalls_and_backpressure() {
    sweep("mv_requant_l8", 8, || Box::new(MvRequantL8::new()));
}
