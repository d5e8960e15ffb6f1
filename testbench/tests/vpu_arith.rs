//! The vector unit's arithmetic blocks against the contract's primitives (`systole_host::golden::fixed`):
//! `RshrSat` against `sat(rshr(x, n), O)` and `MulS` against the exact product, on random operands of every
//! magnitude plus the extremes (`i64::MIN`/`MAX`, shifts of -128..=127, ties at the rounding point).

use systole_host::golden::fixed::{rshr, sat};
use systole_testbench::harness::{check, run_seeded, soak, Mismatch, Rng};
use systole_testbench::verilated::{MulSA33B31, MulSA33B31In, RshrSatO16, RshrSatO16In, RshrSatO32, RshrSatO32In};

/// A random 64-bit value of random magnitude (uniform bit length), random sign; extremes now and then.
fn operand(rng: &mut Rng) -> i64 {
    match rng.below(16) {
        0 => [i64::MIN, i64::MAX, 0, -1, 1, i64::MIN + 1][rng.below(6) as usize],
        1 => {
            // a tie at a rounding point: k * 2^n + 2^(n-1)
            let n = 1 + rng.below(40) as u32;
            ((rng.next_u64() as i64) >> (n + 8)).wrapping_shl(n).wrapping_add(1 << (n - 1))
        }
        _ => {
            let bits = rng.below(64) as u32;
            let v = if bits == 0 { 0 } else { (rng.next_u64() >> (64 - bits)) as i64 };
            if rng.chance(0.5) {
                v.wrapping_neg()
            } else {
                v
            }
        }
    }
}

fn shift(rng: &mut Rng) -> i32 {
    if rng.chance(0.1) {
        rng.below(256) as i32 - 128
    } else {
        rng.below(130) as i32 - 65
    }
}

fn rshr_sat_run(seed: u64, trace: Option<&std::path::Path>, n_vec: u64) -> Result<(), Mismatch> {
    let mut d32 = RshrSatO32::new();
    let mut d16 = RshrSatO16::new();
    if let Some(p) = trace {
        d32.trace(p);
    }
    let mut rng = Rng::new(seed);
    for cyc in 0..n_vec {
        let (x, n) = (operand(&mut rng), shift(&mut rng));
        let o32 = d32.step(&RshrSatO32In { x: x as u64, n: (n as u8) as u64 });
        let o16 = d16.step(&RshrSatO16In { x: x as u64, n: (n as u8) as u64 });
        let r = rshr(x, n);
        check(cyc, &format!("y (O=32, x={x}, n={n})"), sat(r, 32) as u32 as u64, o32.y)?;
        check(cyc, &format!("y (O=16, x={x}, n={n})"), sat(r, 16) as u16 as u64, o16.y)?;
    }
    d32.trace_close();
    Ok(())
}

#[test]
fn rshr_sat_matches_contract() {
    let n = 200_000 * soak();
    run_seeded("rshr_sat", |seed, trace| rshr_sat_run(seed, trace, n));
}

#[test]
fn rshr_sat_exhaustive_shifts_at_extremes() {
    let mut d32 = RshrSatO32::new();
    let mut cyc = 0;
    for x in [i64::MIN, i64::MIN + 1, -(1 << 40) - 1, -3, -2, -1, 0, 1, 2, 3, 1 << 31, (1 << 40) + 1, i64::MAX] {
        for n in -128..=127i32 {
            let o = d32.step(&RshrSatO32In { x: x as u64, n: (n as u8) as u64 });
            check(cyc, &format!("y (x={x}, n={n})"), sat(rshr(x, n), 32) as u32 as u64, o.y).unwrap();
            cyc += 1;
        }
    }
}

fn mul_run(seed: u64, trace: Option<&std::path::Path>, n_vec: u64) -> Result<(), Mismatch> {
    let mut dut = MulSA33B31::new();
    if let Some(p) = trace {
        dut.trace(p);
    }
    let mut rng = Rng::new(seed);
    for cyc in 0..n_vec {
        let a = operand(&mut rng) >> 31; // 33-bit signed range
        let b = operand(&mut rng) >> 33; // 31-bit signed range
        let (a, b) = if cyc < 4 { ([-(1i64 << 32), (1 << 32) - 1, -(1 << 32), 0][cyc as usize], -(1i64 << 30)) } else { (a, b) };
        let o = dut.step(&MulSA33B31In { a: (a as u64) & ((1 << 33) - 1), b: (b as u64) & ((1 << 31) - 1) });
        check(cyc, &format!("p ({a} * {b})"), (a as i128 * b as i128) as u64, o.p)?;
    }
    dut.trace_close();
    Ok(())
}

#[test]
fn mul_s_exact_product() {
    let n = 100_000 * soak();
    run_seeded("mul_s", |seed, trace| mul_run(seed, trace, n));
}
