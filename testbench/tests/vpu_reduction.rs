//! The vector unit's reduction blocks (`hdl/src/vpu/{divider,isqrt,bfp16}.rs`): each Verilated block runs in
//! lockstep with its cycle model (every output port compared every cycle) under random input stalls and
//! output back-pressure, with the stream contract checked on every stream the block drives, and every
//! result is also scoreboarded against the contract's golden function (`systole_host::golden`): plain
//! integer division, `fixed::isqrt`, `fixed::to_bfp16`. The cycle model is therefore not the only oracle.

use std::collections::VecDeque;
use systole_host::golden::fixed;
use systole_testbench::harness::{check, run_seeded, soak, Mismatch, Rng, StreamMonitor};
use systole_testbench::models::vpu_red::divider::{DividerIn, DividerModel};
use systole_testbench::models::vpu_red::isqrt::{IsqrtIn, IsqrtModel};
use systole_testbench::verilated::{
    VpuDividerN31D16, VpuDividerN31D16In, VpuDividerN48D25, VpuDividerN48D25In, VpuIsqrtR48, VpuIsqrtR48In,
};

/// A random value below `2^bits` with a random bit length (so small and large magnitudes are both common).
fn mag(rng: &mut Rng, bits: u32) -> u64 {
    let b = rng.below(bits as u64 + 1) as u32;
    if b == 0 {
        0
    } else {
        (rng.next_u64() >> (64 - b)) | (1u64 << (b - 1))
    }
}

/// Values at the edges of a `bits`-bit range: 0..=3, powers of two and their neighbours, the maximum.
fn edges(bits: u32) -> Vec<u64> {
    let max = if bits == 64 { u64::MAX } else { (1u64 << bits) - 1 };
    let mut v = vec![0, 1, 2, 3, max, max - 1];
    for k in 1..bits {
        let p = 1u64 << k;
        v.extend([p - 1, p, p + 1]);
    }
    v.sort();
    v.dedup();
    v.retain(|&x| x <= max);
    v
}

// ---------------------------------------------------------------------------------------------------------
// divider

/// Operand pairs of the contract's divisions for an `n`-bit dividend and `d`-bit divisor, random otherwise.
fn div_operands(rng: &mut Rng, n: u32, d: u32) -> (u64, u64) {
    let nmask = (1u64 << n) - 1;
    let dmask = (1u64 << d) - 1;
    match rng.below(8) {
        0 if n == 31 => {
            // QUANT: R = floor((127 * 2^24 + floor(A'/2)) / A')
            // A' = max|m_j| is 1..=2^15: a mantissa of -2^15 gives A' = 2^15
            let a = 1 + rng.below(1 << 15);
            ((127u64 << 24) + a / 2, a)
        }
        0 => {
            // SOFTMAX: floor(2^47 / L), L in [2^15, 2^24]
            (1u64 << 47, (1 << 15) + rng.below((1 << 24) - (1 << 15) + 1))
        }
        1 if n == 48 => {
            // RMSNORM: floor(2^36 / s), s = isqrt(u) for u < 2^47
            (1u64 << 36, 1 + rng.below(fixed::isqrt((1 << 47) - 1)))
        }
        2 => (mag(rng, n) & nmask, [0, 1, 2, dmask, dmask - 1][rng.below(5) as usize]),
        _ => (mag(rng, n) & nmask, mag(rng, d) & dmask),
    }
}

/// The golden quotient, with the documented divide-by-zero result.
fn div_golden(num: u64, den: u64, n: u32) -> u64 {
    if den == 0 {
        (1u64 << n) - 1
    } else {
        num / den
    }
}

macro_rules! divider_run {
    ($fname:ident, $dut:ident, $din:ident, $n:expr, $d:expr) => {
        /// Random operands, stalls and back-pressure; returns (divisions, cycles).
        fn $fname(seed: u64, trace: Option<&std::path::Path>, cycles: u64, p_valid: f64, p_ready: f64,
                  ops: &[(u64, u64)]) -> Result<(u64, u64), Mismatch> {
            let mut dut = $dut::new();
            if let Some(p) = trace {
                dut.trace(p);
            }
            let mut model = DividerModel::new($n, $d);
            let mut rng = Rng::new(seed);
            let mut mon = StreamMonitor::new("out");
            let mut sent: VecDeque<(u64, u64, u64)> = VecDeque::new();
            let (mut v, mut num, mut den) = (false, 0u64, 0u64);
            let mut next_op = 0usize;
            let mut reset = true;
            let mut cyc = 0u64;
            while cyc < cycles || (!ops.is_empty() && (next_op < ops.len() || !sent.is_empty())) {
                if cyc == 2 {
                    reset = false;
                }
                // a mid-run reset now and then (abandons the division in flight)
                if ops.is_empty() && p_ready < 1.0 && cyc > 2 && rng.chance(0.0002) {
                    reset = true;
                    sent.clear();
                    v = false;
                } else if cyc > 2 {
                    reset = false;
                }
                if !v && !reset && rng.chance(p_valid) {
                    if ops.is_empty() {
                        (num, den) = div_operands(&mut rng, $n, $d);
                        v = true;
                    } else if next_op < ops.len() {
                        (num, den) = ops[next_op];
                        next_op += 1;
                        v = true;
                    }
                }
                let out_ready = rng.chance(p_ready);
                let o = dut.step(&$din { reset: reset as u64, in_valid: v as u64, in_num: num, in_den: den, out_ready: out_ready as u64 });
                let e = model.step(DividerIn { reset, in_valid: v, in_num: num, in_den: den, out_ready });
                check(cyc, "in_ready", e.in_ready as u64, o.in_ready)?;
                check(cyc, "out_valid", e.out_valid as u64, o.out_valid)?;
                if e.out_valid {
                    check(cyc, "out_quot", e.out_quot, o.out_quot)?;
                }
                if reset {
                    mon.reset();
                } else if let Some(q) = mon.observe(cyc, o.out_valid == 1, out_ready, o.out_quot)? {
                    let (a, b, t0) = sent.pop_front().ok_or_else(|| Mismatch { cycle: cyc, port: "out (scoreboard)".into(), expected: "no result".into(), actual: format!("{q}") })?;
                    check(cyc, &format!("out_quot (golden, {a} / {b})"), div_golden(a, b, $n), q)?;
                    // the result can leave no earlier than N + 1 cycles after its operands
                    if cyc - t0 < model.latency() {
                        return Err(Mismatch { cycle: cyc, port: "latency".into(), expected: format!(">= {}", model.latency()), actual: format!("{}", cyc - t0) });
                    }
                }
                if v && o.in_ready == 1 && !reset {
                    sent.push_back((num, den, cyc));
                    v = false;
                }
                cyc += 1;
            }
            dut.trace_close();
            if !ops.is_empty() && next_op < ops.len() {
                return Err(Mismatch { cycle: cyc, port: "ops".into(), expected: format!("{}", ops.len()), actual: format!("{next_op}") });
            }
            Ok((mon.transfers, cyc))
        }
    };
}

divider_run!(div31_run, VpuDividerN31D16, VpuDividerN31D16In, 31, 16);
divider_run!(div48_run, VpuDividerN48D25, VpuDividerN48D25In, 48, 25);

#[test]
fn divider_random_stalls_and_backpressure() {
    let cycles = 100_000 * soak();
    for (p_valid, p_ready) in [(1.0, 1.0), (0.5, 0.5), (1.0, 0.2), (0.1, 1.0)] {
        let (n31, c31) = run_seeded("vpu_divider_n31_d16", |s, t| div31_run(s, t, cycles / 4, p_valid, p_ready, &[]));
        let (n48, c48) = run_seeded("vpu_divider_n48_d25", |s, t| div48_run(s, t, cycles / 4, p_valid, p_ready, &[]));
        assert!(n31 > 0 && n48 > 0, "no divisions completed at p_valid {p_valid}, p_ready {p_ready}: {n31} (n31_d16), {n48} (n48_d25)");
        if p_valid == 1.0 && p_ready == 1.0 {
            // back to back: one division every N + 1 cycles (mid-run resets cost a few)
            assert!(n31 * 32 >= c31 - 64 && n31 * 32 <= c31, "{n31} divisions in {c31} cycles");
            assert!(n48 * 49 >= c48 - 98 && n48 * 49 <= c48, "{n48} divisions in {c48} cycles");
            eprintln!("divider: n31_d16 {n31} divisions in {c31} cycles; n48_d25 {n48} in {c48}");
        }
    }
}

#[test]
fn divider_edge_values_exhaustive() {
    // every pair of edge values, and every QUANT divisor A' = 1..=2^15
    let mut ops31: Vec<(u64, u64)> = Vec::new();
    for &a in &edges(31) {
        for &b in &edges(16) {
            ops31.push((a, b));
        }
    }
    for a in 1..=(1u64 << 15) {
        ops31.push(((127u64 << 24) + a / 2, a));
    }
    run_seeded("vpu_divider_n31_d16_edges", |s, t| div31_run(s, t, 0, 1.0, 1.0, &ops31));
    let mut ops48: Vec<(u64, u64)> = Vec::new();
    for &a in &edges(48) {
        for &b in &edges(25) {
            ops48.push((a, b));
        }
    }
    // RMSNORM divisors at the edges of isqrt's range, SOFTMAX sums at theirs
    for &s in &edges(24) {
        ops48.push((1u64 << 36, s));
    }
    for l in (1u64 << 15)..(1 << 15) + 4096 {
        ops48.push((1u64 << 47, l));
    }
    for &l in &edges(25) {
        ops48.push((1u64 << 47, l));
    }
    run_seeded("vpu_divider_n48_d25_edges", |s, t| div48_run(s, t, 0, 0.9, 0.9, &ops48));
}

// ---------------------------------------------------------------------------------------------------------
// isqrt

fn isqrt_operand(rng: &mut Rng) -> u64 {
    match rng.below(6) {
        0 => {
            // around a perfect square
            let r = mag(rng, 24);
            (r * r).wrapping_add(rng.below(3)).wrapping_sub(1) & ((1 << 48) - 1)
        }
        1 => [0, 1, 2, 3, (1 << 48) - 1, (1 << 47) - 1, 1 << 47][rng.below(7) as usize],
        _ => mag(rng, 48),
    }
}

fn isqrt_run(seed: u64, trace: Option<&std::path::Path>, cycles: u64, p_valid: f64, p_ready: f64, ops: &[u64]) -> Result<(u64, u64), Mismatch> {
    let mut dut = VpuIsqrtR48::new();
    if let Some(p) = trace {
        dut.trace(p);
    }
    let mut model = IsqrtModel::new(24);
    let mut rng = Rng::new(seed);
    let mut mon = StreamMonitor::new("out");
    let mut sent: VecDeque<(u64, u64)> = VecDeque::new();
    let (mut v, mut rad) = (false, 0u64);
    let mut next_op = 0usize;
    let mut reset = true;
    let mut cyc = 0u64;
    while cyc < cycles || (!ops.is_empty() && (next_op < ops.len() || !sent.is_empty())) {
        if ops.is_empty() && p_ready < 1.0 && cyc > 2 && rng.chance(0.0002) {
            reset = true;
            sent.clear();
            v = false;
        } else if cyc >= 2 {
            reset = false;
        }
        if !v && !reset && rng.chance(p_valid) {
            if ops.is_empty() {
                rad = isqrt_operand(&mut rng);
                v = true;
            } else if next_op < ops.len() {
                rad = ops[next_op];
                next_op += 1;
                v = true;
            }
        }
        let out_ready = rng.chance(p_ready);
        let o = dut.step(&VpuIsqrtR48In { reset: reset as u64, in_valid: v as u64, in_rad: rad, out_ready: out_ready as u64 });
        let e = model.step(IsqrtIn { reset, in_valid: v, in_rad: rad, out_ready });
        check(cyc, "in_ready", e.in_ready as u64, o.in_ready)?;
        check(cyc, "out_valid", e.out_valid as u64, o.out_valid)?;
        if e.out_valid {
            check(cyc, "out_root", e.out_root, o.out_root)?;
        }
        if reset {
            mon.reset();
        } else if let Some(root) = mon.observe(cyc, o.out_valid == 1, out_ready, o.out_root)? {
            let (u, t0) = sent.pop_front().ok_or_else(|| Mismatch { cycle: cyc, port: "out (scoreboard)".into(), expected: "no result".into(), actual: format!("{root}") })?;
            check(cyc, &format!("out_root (golden isqrt({u}))"), fixed::isqrt(u), root)?;
            if cyc - t0 < model.latency() {
                return Err(Mismatch { cycle: cyc, port: "latency".into(), expected: format!(">= {}", model.latency()), actual: format!("{}", cyc - t0) });
            }
        }
        if v && o.in_ready == 1 && !reset {
            sent.push_back((rad, cyc));
            v = false;
        }
        cyc += 1;
    }
    dut.trace_close();
    if !ops.is_empty() && next_op < ops.len() {
        return Err(Mismatch { cycle: cyc, port: "ops".into(), expected: format!("{}", ops.len()), actual: format!("{next_op}") });
    }
    Ok((mon.transfers, cyc))
}

#[test]
fn isqrt_random_stalls_and_backpressure() {
    let cycles = 100_000 * soak();
    for (p_valid, p_ready) in [(1.0, 1.0), (0.5, 0.5), (1.0, 0.2), (0.1, 1.0)] {
        let (n, c) = run_seeded("vpu_isqrt_r48", |s, t| isqrt_run(s, t, cycles / 4, p_valid, p_ready, &[]));
        assert!(n > 0);
        if p_valid == 1.0 && p_ready == 1.0 {
            assert!(n * 25 >= c - 50 && n * 25 <= c, "{n} roots in {c} cycles");
            eprintln!("isqrt: {n} roots in {c} cycles");
        }
    }
}

#[test]
fn isqrt_edge_values_exhaustive() {
    // every radicand below 2^16, every edge value, and r^2 - 1, r^2, r^2 + 1 around squares at the edges
    let mut ops: Vec<u64> = (0..1u64 << 16).collect();
    ops.extend(edges(48));
    for &r in &edges(24) {
        let s = r * r;
        ops.extend([s.saturating_sub(1), s, s + 1].into_iter().filter(|&x| x < 1 << 48));
    }
    run_seeded("vpu_isqrt_r48_edges", |s, t| isqrt_run(s, t, 0, 1.0, 1.0, &ops));
}

// ---------------------------------------------------------------------------------------------------------
// bfp16

use systole_testbench::models::vpu_red::bfp16::{Bfp16In, Bfp16Model};
use systole_testbench::verilated::{VpuBfp16L256, VpuBfp16L256In};

/// Largest vector the emitted `vpu_bfp16_l256` buffers.
const BFP_L: usize = 256;

/// A random i32 of random bit length (at most `bits`) and sign.
fn val(rng: &mut Rng, bits: u32) -> i32 {
    let m = mag(rng, bits.min(31)) as i64;
    if rng.chance(0.5) { (-m) as i32 } else { m as i32 }
}

/// One test vector of `n` elements, of one of the extreme kinds or random magnitude.
fn bfp_vector(rng: &mut Rng, n: usize) -> Vec<i32> {
    let bits = rng.below(33) as u32;
    let mut v: Vec<i32> = (0..n).map(|_| val(rng, bits)).collect();
    match rng.below(10) {
        0 => v.fill(0),
        1 => v.iter_mut().for_each(|x| *x = [i32::MIN, i32::MAX, 0, -1, 1][rng.below(5) as usize]),
        2 => {
            // one large element among small ones
            v.iter_mut().for_each(|x| *x = val(rng, 4));
            let j = rng.below(n as u64) as usize;
            v[j] = val(rng, 31);
        }
        3 => {
            // exact powers of two (positive and negative)
            v.iter_mut().for_each(|x| {
                let k = rng.below(31) as u32;
                *x = if rng.chance(0.5) { 1 << k } else { -(1 << k) };
            });
        }
        4 => {
            // a maximum that rounds up to 2^15 (saturates to 32767), and the rounding ties below it
            let e = 1 + rng.below(16) as u32;
            let top = (1i64 << (15 + e)) - (1 << (e - 1));
            let j = rng.below(n as u64) as usize;
            v.iter_mut().for_each(|x| *x = ((rng.below(1 << 15) as i64) << e) as i32 - (1 << (e - 1)) * rng.below(2) as i32);
            v[j] = top as i32;
            if e >= 2 && rng.chance(0.5) {
                // the most negative value of this exponent: m_j = -2^15, so QUANT's A' = 2^15
                v[j] = -(((1i64 << (15 + e)) - 1) as i32);
            }
        }
        5 => v.iter_mut().for_each(|x| *x = val(rng, 15)), // e = 0
        _ => {}
    }
    v
}

/// Returns (mantissas out, cycles).
/// `fixed_len`: every vector has that length (steady-state throughput), else random lengths.
fn bfp16_run(seed: u64, trace: Option<&std::path::Path>, cycles: u64, p_valid: f64, p_ready: f64, long: bool, fixed_len: Option<usize>) -> Result<(u64, u64), Mismatch> {
    let mut dut = VpuBfp16L256::new();
    if let Some(p) = trace {
        dut.trace(p);
    }
    let mut model = Bfp16Model::new(8);
    let mut rng = Rng::new(seed);
    let mut mon = StreamMonitor::new("out");
    // stimulus: the elements (value, last) still to send, and the golden results expected in order
    let mut to_send: VecDeque<(i32, bool)> = VecDeque::new();
    let mut expect: VecDeque<(u16, u8, bool, usize)> = VecDeque::new();
    let mut n_vec = 0usize;
    let (mut v, mut data, mut last) = (false, 0u32, false);
    for cyc in 0..cycles {
        let reset = cyc < 2;
        if to_send.is_empty() {
            let n = match rng.below(8) {
                _ if fixed_len.is_some() => fixed_len.unwrap(),
                0 => 1,
                1 => BFP_L,
                2 if long => BFP_L + 1 + rng.below(BFP_L as u64) as usize, // split by the unit at 2^LB
                3 => 32,
                _ => 1 + rng.below(BFP_L as u64) as usize,
            };
            let x = bfp_vector(&mut rng, n);
            for (j, &xj) in x.iter().enumerate() {
                to_send.push_back((xj, j == n - 1));
            }
            // golden: the unit ends a vector at 2^LB elements
            for chunk in x.chunks(BFP_L) {
                let mut m = vec![0i16; chunk.len()];
                let e = fixed::to_bfp16(chunk, &mut m);
                for (j, &mj) in m.iter().enumerate() {
                    expect.push_back((mj as u16, e, j == chunk.len() - 1, n_vec));
                }
                n_vec += 1;
            }
        }
        if !v && !reset && rng.chance(p_valid) {
            let (x, l) = to_send.pop_front().unwrap();
            (v, data, last) = (true, x as u32, l);
        }
        let out_ready = rng.chance(p_ready);
        let o = dut.step(&VpuBfp16L256In { reset: reset as u64, in_valid: v as u64, in_data: data as u64, in_last: last as u64, out_ready: out_ready as u64 });
        let e = model.step(Bfp16In { reset, in_valid: v, in_data: data, in_last: last, out_ready });
        check(cyc, "in_ready", e.in_ready as u64, o.in_ready)?;
        check(cyc, "out_valid", e.out_valid as u64, o.out_valid)?;
        if e.out_valid {
            check(cyc, "out_data", e.out_data as u64, o.out_data)?;
            check(cyc, "out_e", e.out_e as u64, o.out_e)?;
            check(cyc, "out_last", e.out_last as u64, o.out_last)?;
        }
        if let Some((m, ee, l)) = mon.observe(cyc, o.out_valid == 1, out_ready, (o.out_data, o.out_e, o.out_last))? {
            let want = expect.pop_front().map(|(m, e, l, k)| (m as u64, e as u64, l as u64, k));
            let k = want.map_or(0, |w| w.3);
            check(cyc, &format!("(out_data, out_e, out_last) (golden to_bfp16, vector {k})"), want.map(|w| (w.0, w.1, w.2)), Some((m, ee, l)))?;
        }
        if v && o.in_ready == 1 && !reset {
            v = false;
        }
    }
    dut.trace_close();
    Ok((mon.transfers, cycles))
}

#[test]
fn bfp16_random_vectors_stalls_and_backpressure() {
    let cycles = 100_000 * soak();
    let runs = [
        (1.0, 1.0, false, Some(64)),
        (1.0, 1.0, false, Some(BFP_L)),
        (1.0, 1.0, true, None),
        (0.5, 0.5, true, None),
        (1.0, 0.3, true, None),
        (0.3, 1.0, false, None),
        (0.9, 0.9, true, None),
    ];
    for (p_valid, p_ready, long, fixed_len) in runs {
        let (n, c) = run_seeded("vpu_bfp16_l256", |s, t| bfp16_run(s, t, cycles / 7, p_valid, p_ready, long, fixed_len));
        assert!(n > 0);
        if p_valid == 1.0 && p_ready == 1.0 {
            eprintln!("bfp16: vector length {fixed_len:?}: {n} mantissas in {c} cycles");
            if fixed_len.is_some() {
                // equal lengths: pass 1 of one vector overlaps pass 2 of the previous, one element per cycle
                assert!(n as f64 >= 0.97 * c as f64, "{n} mantissas in {c} cycles");
            }
        }
    }
}
// ---------------------------------------------------------------------------------------------------------
// quant

use systole_host::golden::int;
use systole_testbench::models::vpu_red::quant::{QuantIn, QuantModel};
use systole_testbench::verilated::{VpuQuantG32, VpuQuantG32In};

/// Returns (elements out, cycles).
/// `fixed_len`: every vector has that length (steady-state throughput), else random lengths.
fn quant_run(seed: u64, trace: Option<&std::path::Path>, cycles: u64, p_valid: f64, p_ready: f64, group: usize, fixed_len: Option<usize>) -> Result<(u64, u64), Mismatch> {
    let mut dut = VpuQuantG32::new();
    if let Some(p) = trace {
        dut.trace(p);
    }
    let mut model = QuantModel::default();
    let mut rng = Rng::new(seed);
    let mut mon = StreamMonitor::new("out");
    let mut to_send: VecDeque<(i32, bool)> = VecDeque::new();
    // expected (q, a_m, e, group last, vector last, vector number)
    let mut expect: VecDeque<(u64, u64, u64, u64, u64, usize)> = VecDeque::new();
    let mut n_vec = 0usize;
    let (mut v, mut data, mut last) = (false, 0u32, false);
    for cyc in 0..cycles {
        let reset = cyc < 2;
        if to_send.is_empty() {
            let n = match rng.below(6) {
                _ if fixed_len.is_some() => fixed_len.unwrap(),
                0 => 1 + rng.below(3) as usize,
                1 => group * (1 + rng.below(4) as usize), // full last group
                2 => group * rng.below(4) as usize + 1 + rng.below(group as u64) as usize, // partial last group
                _ => 1 + rng.below(200) as usize,
            };
            let x = bfp_vector(&mut rng, n);
            for (j, &xj) in x.iter().enumerate() {
                to_send.push_back((xj, j == n - 1));
            }
            let mut q = vec![0i8; n];
            let mut scales = Vec::new();
            int::quantize_groups(&x, group, &mut q, &mut scales);
            for (j, &qj) in q.iter().enumerate() {
                let g = j / group;
                let glast = j % group == group - 1 || j == n - 1;
                expect.push_back((qj as u8 as u64, scales[g].a_m as u64, scales[g].e as u64, glast as u64, (j == n - 1) as u64, n_vec));
            }
            n_vec += 1;
        }
        if !v && !reset && rng.chance(p_valid) {
            let (x, l) = to_send.pop_front().unwrap();
            (v, data, last) = (true, x as u32, l);
        }
        let out_ready = rng.chance(p_ready);
        let i = VpuQuantG32In { reset: reset as u64, cfg_group: group as u64 & 63, in_valid: v as u64, in_data: data as u64, in_last: last as u64, out_ready: out_ready as u64 };
        let o = dut.step(&i);
        let e = model.step(QuantIn { reset, cfg_group: group as u32 & 63, in_valid: v, in_data: data, in_last: last, out_ready });
        check(cyc, "in_ready", e.in_ready as u64, o.in_ready)?;
        check(cyc, "out_valid", e.out_valid as u64, o.out_valid)?;
        if e.out_valid {
            check(cyc, "out_data", e.out_data as u64, o.out_data)?;
            check(cyc, "out_am", e.out_am as u64, o.out_am)?;
            check(cyc, "out_e", e.out_e as u64, o.out_e)?;
            check(cyc, "out_glast", e.out_glast as u64, o.out_glast)?;
            check(cyc, "out_last", e.out_last as u64, o.out_last)?;
        }
        let got = (o.out_data, o.out_am, o.out_e, o.out_glast, o.out_last);
        if let Some(g) = mon.observe(cyc, o.out_valid == 1, out_ready, got)? {
            let want = expect.pop_front();
            let k = want.map_or(0, |w| w.5);
            check(cyc, &format!("(q, a_m, e, glast, last) (golden quantize_groups G={group}, vector {k})"), want.map(|w| (w.0, w.1, w.2, w.3, w.4)), Some(g))?;
        }
        if v && o.in_ready == 1 && !reset {
            v = false;
        }
    }
    dut.trace_close();
    Ok((mon.transfers, cycles))
}

#[test]
fn quant_random_vectors_stalls_and_backpressure() {
    let cycles = 120_000 * soak();
    let runs = [
        (1.0, 1.0, 32, Some(256)),
        (1.0, 1.0, 32, None),
        (0.5, 0.5, 32, None),
        (1.0, 0.3, 7, None),
        (0.3, 1.0, 1, None),
        (0.9, 0.9, 16, None),
        (1.0, 1.0, 5, None),
    ];
    for (p_valid, p_ready, group, fixed_len) in runs {
        let (n, c) = run_seeded("vpu_quant_g32", |s, t| quant_run(s, t, cycles / 7, p_valid, p_ready, group, fixed_len));
        assert!(n > 0);
        if p_valid == 1.0 && p_ready == 1.0 {
            eprintln!("quant: G={group}, vector length {fixed_len:?}: {n} elements in {c} cycles");
            if fixed_len.is_some() {
                // full groups of 32: one division (33 cycles) per group overlaps the passes
                assert!(n as f64 >= 0.95 * c as f64, "{n} elements in {c} cycles");
            }
        }
    }
}

// ---------------------------------------------------------------------------------------------------------
// RMSNORM

use systole_host::golden::quant::QNorm;
use systole_testbench::models::vpu_red::rmsnorm::{RmsnormIn, RmsnormModel};
use systole_testbench::verilated::{VpuRmsnorm, VpuRmsnormIn};

/// A vector for RMSNORM: the BFP16 value kinds, near-zero norms and stories260K-like dim 64.
fn rms_vector(rng: &mut Rng, n: usize) -> Vec<i32> {
    match rng.below(8) {
        0 => (0..n).map(|_| rng.below(3) as i32 - 1).collect(),
        1 => {
            let mut v = vec![0; n];
            v[rng.below(n as u64) as usize] = [i32::MIN, i32::MAX, 1 << 30, -7][rng.below(4) as usize];
            v
        }
        _ => bfp_vector(rng, n),
    }
}

/// A random gain vector: direct random `g`/`shift`, or `QNorm::new` on random f32 gains.
fn rms_norm(rng: &mut Rng, n: usize) -> QNorm {
    if rng.chance(0.5) {
        let g = (0..n).map(|_| if rng.chance(0.1) { [i16::MIN, i16::MAX, 0, -1][rng.below(4) as usize] } else { rng.next_u64() as i16 }).collect();
        QNorm { g, shift: rng.below(65) as i32 - 32 }
    } else {
        let scale = [1e-3f32, 0.1, 1.0, 10.0, 1e3][rng.below(5) as usize];
        let gains: Vec<f32> = (0..n).map(|_| (rng.below(2001) as f32 / 1000.0 - 1.0) * scale).collect();
        QNorm::new(&gains)
    }
}

fn rmsnorm_run(seed: u64, trace: Option<&std::path::Path>, cycles: u64, p_valid: f64, p_ready: f64, fixed_len: Option<usize>) -> Result<(u64, u64, u64), Mismatch> {
    let mut dut = VpuRmsnorm::new();
    if let Some(p) = trace {
        dut.trace(p);
    }
    let mut model = RmsnormModel::default();
    let mut rng = Rng::new(seed);
    let mut mon = StreamMonitor::new("out");
    // (x, g, last, eps, shift) of the vector being sent; cfg changes only between vectors, when the unit is idle
    let mut to_send: VecDeque<(i32, i16, bool)> = VecDeque::new();
    let mut expect: VecDeque<(u64, u64, usize)> = VecDeque::new();
    let (mut eps, mut shift) = (0u32, 0i8);
    let mut n_vec = 0usize;
    let mut vectors = 0u64;
    let (mut v, mut data, mut gain, mut last) = (false, 0u32, 0u16, false);
    for cyc in 0..cycles {
        let reset = cyc < 2;
        if to_send.is_empty() && expect.is_empty() && !v {
            let n = match rng.below(4) {
                _ if fixed_len.is_some() => fixed_len.unwrap(),
                0 => 64,
                1 => 1 + rng.below(3) as usize,
                _ => 1 + rng.below(256) as usize,
            };
            let x = rms_vector(&mut rng, n);
            let norm = rms_norm(&mut rng, n);
            eps = match rng.below(4) {
                0 => 0,
                1 => (1e-5 * n as f64 * 2f64.powi(32)).round() as u32,
                2 => rng.next_u64() as u32,
                _ => rng.below(1 << 20) as u32,
            };
            shift = norm.shift as i8;
            for j in 0..n {
                to_send.push_back((x[j], norm.g[j], j == n - 1));
            }
            let mut y = vec![0i32; n];
            int::rmsnorm(&x, &norm, eps as u64, &mut y);
            for (j, &yj) in y.iter().enumerate() {
                expect.push_back((yj as u32 as u64, (j == n - 1) as u64, n_vec));
            }
            n_vec += 1;
        }
        if !v && !reset && !to_send.is_empty() && rng.chance(p_valid) {
            let (x, g, l) = to_send.pop_front().unwrap();
            (v, data, gain, last) = (true, x as u32, g as u16, l);
        }
        let out_ready = rng.chance(p_ready);
        let i = VpuRmsnormIn {
            reset: reset as u64,
            cfg_eps_term: eps as u64,
            cfg_shift: shift as u8 as u64,
            in_valid: v as u64,
            in_data: data as u64,
            in_gain: gain as u64,
            in_last: last as u64,
            out_ready: out_ready as u64,
        };
        let o = dut.step(&i);
        let e = model.step(RmsnormIn { reset, cfg_eps_term: eps, cfg_shift: shift, in_valid: v, in_data: data, in_gain: gain, in_last: last, out_ready });
        check(cyc, "in_ready", e.in_ready as u64, o.in_ready)?;
        check(cyc, "out_valid", e.out_valid as u64, o.out_valid)?;
        if e.out_valid {
            check(cyc, "out_data", e.out_data as u64, o.out_data)?;
            check(cyc, "out_last", e.out_last as u64, o.out_last)?;
        }
        if let Some(g) = mon.observe(cyc, o.out_valid == 1, out_ready, (o.out_data, o.out_last))? {
            let want = expect.pop_front();
            let k = want.map_or(0, |w| w.2);
            if g.1 == 1 {
                vectors += 1;
            }
            check(cyc, &format!("(y, last) (golden int::rmsnorm, vector {k})"), want.map(|w| (w.0, w.1)), Some(g))?;
        }
        if v && o.in_ready == 1 && !reset {
            v = false;
        }
    }
    dut.trace_close();
    Ok((mon.transfers, vectors, cycles))
}

#[test]
fn rmsnorm_random_vectors_stalls_and_backpressure() {
    let cycles = 120_000 * soak();
    let runs = [(1.0, 1.0, Some(256)), (1.0, 1.0, Some(64)), (1.0, 1.0, None), (0.5, 0.5, None), (1.0, 0.3, None), (0.3, 1.0, None)];
    for (p_valid, p_ready, fixed_len) in runs {
        let (n, nv, c) = run_seeded("vpu_rmsnorm", |s, t| rmsnorm_run(s, t, cycles / 6, p_valid, p_ready, fixed_len));
        assert!(n > 0 && nv > 0);
        eprintln!("rmsnorm: p_valid {p_valid} p_ready {p_ready} length {fixed_len:?}: {n} elements, {nv} vectors in {c} cycles");
    }
}
