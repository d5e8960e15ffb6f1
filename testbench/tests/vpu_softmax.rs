//! The vector unit's SOFTMAX unit (`hdl/src/vpu/softmax.rs`, emitted as `vpu_softmax_l512`): the Verilated
//! unit runs in lockstep with its cycle model (`testbench/src/models/vpu_red/softmax.rs`, every output port
//! compared every cycle) under random input stalls and output back-pressure, with the stream contract
//! checked on its output (`StreamMonitor`), and every weight is scoreboarded against the golden
//! `int::softmax_q15` of the same scores and table, so the cycle model is not the only oracle.
//!
//! ```sh
//! SYSTOLE_TB_MODULES=vpu_softmax cargo test --release -p systole-testbench --test vpu_softmax
//! ```

use std::collections::VecDeque;
use systole_host::golden::fixed::{exp2_table, rshr, sat32, to_bfp16, EXP2_ENTRIES};
use systole_host::golden::int::softmax_q15;
use systole_testbench::harness::{check, run_seeded, soak, Mismatch, Rng, StreamMonitor};
use systole_testbench::models::vpu_red::softmax::{SoftmaxIn, SoftmaxModel};
use systole_testbench::verilated::{VpuSoftmaxL512, VpuSoftmaxL512In};

/// Capacity of the emitted `vpu_softmax_l512`.
const CAP: usize = 512;

/// A standard normal sample (Box-Muller).
fn gauss(rng: &mut Rng) -> f64 {
    let u1 = (rng.below(1 << 30) as f64 + 1.0) / (1u64 << 30) as f64;
    let u2 = rng.below(1 << 30) as f64 / (1u64 << 30) as f64;
    (-2.0 * u1.ln()).sqrt() * (2.0 * std::f64::consts::PI * u2).cos()
}

/// `d` (Q16) at which `z = rshr(d * LOG2E, 14)` reaches `k * 2^16 + f`: the edges of the table index and of
/// the shift `n` (n = 15 -> 16 is where `e_t` becomes 0).
fn d_at(k: i64, f: i64) -> i64 {
    ((k << 16) + f) * (1 << 14) / 23637
}

/// Scores of a SCORE-like computation: `sat32(rshr(qm . km_t * att_scale, 31 - eq - ek_t))` on BFP16 `q`
/// and `k` of head size 8 with Gaussian Q16 values of amplitude `amp`.
fn attention_scores(rng: &mut Rng, n: usize, amp: f64) -> Vec<i32> {
    let hs = 8;
    let att_scale = (32768.0 / (hs as f64).sqrt()).round() as i64;
    let q: Vec<i32> = (0..hs).map(|_| (gauss(rng) * amp * 65536.0) as i32).collect();
    let mut qm = vec![0i16; hs];
    let eq = to_bfp16(&q, &mut qm) as i32;
    (0..n)
        .map(|_| {
            let k: Vec<i32> = (0..hs).map(|_| (gauss(rng) * amp * 65536.0) as i32).collect();
            let mut km = vec![0i16; hs];
            let ek = to_bfp16(&k, &mut km) as i32;
            let dot: i64 = qm.iter().zip(&km).map(|(&a, &b)| a as i64 * b as i64).sum();
            sat32(rshr(dot * att_scale, 31 - eq - ek)) as i32
        })
        .collect()
}

/// One score vector of `n` elements, of one of the extreme kinds or a realistic distribution.
fn score_vector(rng: &mut Rng, n: usize) -> Vec<i32> {
    match rng.below(10) {
        // all equal (every e_t = EXP2[0])
        0 => vec![[i32::MIN, i32::MAX, 0, -1, rng.next_u64() as i32][rng.below(5) as usize]; n],
        // huge spreads: the i32 extremes mixed, and full-range random values
        1 => (0..n).map(|_| [i32::MIN, i32::MAX, 0, i32::MIN + 1, i32::MAX - 1][rng.below(5) as usize]).collect(),
        2 => (0..n).map(|_| rng.next_u64() as i32).collect(),
        // differences at the edges of n (every n, and the cut-off at 16) and of the table index
        3 => {
            let mx = rng.next_u64() as i32 / 2;
            (0..n)
                .map(|j| {
                    if j == 0 {
                        return mx;
                    }
                    let k = rng.below(18) as i64;
                    let f = [0i64, 1, 255, 256, 257, 65535, rng.below(65536) as i64][rng.below(7) as usize];
                    let d = (d_at(k, f) + rng.below(5) as i64 - 2).max(0);
                    (mx as i64 - d) as i32
                })
                .collect()
        }
        // Gaussian Q16 scores of several temperatures, sometimes with one dominant position
        4 | 5 => {
            let sigma = [0.05, 0.5, 2.0, 8.0, 40.0][rng.below(5) as usize];
            let mut v: Vec<i32> = (0..n).map(|_| (gauss(rng) * sigma * 65536.0) as i32).collect();
            if rng.chance(0.3) {
                let j = rng.below(n as u64) as usize;
                v[j] = v[j].saturating_add((20.0 * 65536.0) as i32);
            }
            v
        }
        // SCORE-like scores from BFP16 q . k
        _ => {
            let amp = [0.1, 1.0, 3.0, 30.0][rng.below(4) as usize];
            attention_scores(rng, n, amp)
        }
    }
}

/// An EXP2 table: the contract's, or a random one that keeps the unit's precondition `EXP2[0] >= 2^15`
/// (non-monotone, steps of both signs, entries up to 65535).
fn exp2(rng: &mut Rng) -> Vec<u16> {
    if rng.chance(0.7) {
        exp2_table()
    } else {
        let mut t: Vec<u16> = (0..EXP2_ENTRIES).map(|_| rng.next_u64() as u16).collect();
        t[0] = (32768 + rng.below(32768)) as u16;
        if rng.chance(0.3) {
            t[0] = [32768, 65535][rng.below(2) as usize];
        }
        t
    }
}

/// Per-vector facts for the throughput figures.
#[derive(Debug, Default, Clone, Copy)]
struct Stats {
    weights: u64,
    vectors: u64,
    cycles: u64,
}

enum Act {
    Table(u16, u16),
    Score(i32, bool),
}

/// `fixed_len`: every vector has that length. `over`: vectors longer than the capacity are mixed in.
fn softmax_run(seed: u64, trace: Option<&std::path::Path>, cycles: u64, p_valid: f64, p_ready: f64, fixed_len: Option<usize>, over: bool) -> Result<Stats, Mismatch> {
    let mut dut = VpuSoftmaxL512::new();
    if let Some(p) = trace {
        dut.trace(p);
    }
    let mut model = SoftmaxModel::new(CAP);
    let mut rng = Rng::new(seed);
    let mut mon = StreamMonitor::new("out");
    let mut acts: VecDeque<Act> = VecDeque::new();
    // (p, last, err, vector)
    let mut expect: VecDeque<(u64, u64, u64, usize)> = VecDeque::new();
    let mut table: Vec<u16> = Vec::new();
    let mut n_vec = 0usize;
    let mut vectors = 0u64;
    let (mut v, mut data, mut last) = (false, 0u32, false);
    for cyc in 0..cycles {
        let reset = cyc < 2;
        if acts.is_empty() && !v && !reset && (expect.is_empty() || table.len() == EXP2_ENTRIES && rng.chance(0.5)) {
            // a new table only while the unit holds no vector; a new vector may follow the last one directly
            if table.is_empty() || (expect.is_empty() && rng.chance(0.1)) {
                table = exp2(&mut rng);
                for (a, &d) in table.iter().enumerate() {
                    acts.push_back(Act::Table(a as u16, d));
                }
            }
            let n = match fixed_len {
                Some(n) => n,
                None => match rng.below(8) {
                    0 => 1,
                    1 => CAP,
                    2 if over => CAP + 1 + rng.below(200) as usize,
                    3 => 2 + rng.below(3) as usize,
                    _ => 1 + rng.below(CAP as u64) as usize,
                },
            };
            let sc = score_vector(&mut rng, n);
            for (j, &s) in sc.iter().enumerate() {
                acts.push_back(Act::Score(s, j == n - 1));
            }
            let kept = n.min(CAP);
            let mut p = vec![0u16; kept];
            softmax_q15(&sc[..kept], &table, &mut p).map_err(|e| Mismatch {
                cycle: cyc,
                port: "stimulus".into(),
                expected: "a valid softmax operand".into(),
                actual: e.to_string(),
            })?;
            for (j, &pj) in p.iter().enumerate() {
                expect.push_back((pj as u64, (j == kept - 1) as u64, (n > CAP) as u64, n_vec));
            }
            n_vec += 1;
        }
        // table words go in one per cycle (with gaps) while no score is pending
        let (mut tbl_we, mut tbl_addr, mut tbl_data) = (false, 0u16, 0u16);
        if !v && !reset {
            match acts.front() {
                Some(Act::Table(a, d)) if rng.chance(0.8) => {
                    (tbl_we, tbl_addr, tbl_data) = (true, *a, *d);
                    acts.pop_front();
                }
                Some(Act::Score(s, l)) if rng.chance(p_valid) => {
                    (v, data, last) = (true, *s as u32, *l);
                    acts.pop_front();
                }
                _ => {}
            }
        }
        let out_ready = rng.chance(p_ready);
        let i = VpuSoftmaxL512In {
            reset: reset as u64,
            in_valid: v as u64,
            in_data: data as u64,
            in_last: last as u64,
            out_ready: out_ready as u64,
            tbl_we: tbl_we as u64,
            tbl_addr: tbl_addr as u64,
            tbl_data: tbl_data as u64,
        };
        let o = dut.step(&i);
        let e = model.step(SoftmaxIn { reset, in_valid: v, in_data: data, in_last: last, out_ready, tbl_we, tbl_addr, tbl_data });
        check(cyc, "in_ready", e.in_ready as u64, o.in_ready)?;
        check(cyc, "out_valid", e.out_valid as u64, o.out_valid)?;
        if e.out_valid {
            check(cyc, "out_data", e.out_data as u64, o.out_data)?;
            check(cyc, "out_last", e.out_last as u64, o.out_last)?;
            check(cyc, "out_err", e.out_err as u64, o.out_err)?;
        }
        if let Some(g) = mon.observe(cyc, o.out_valid == 1, out_ready, (o.out_data, o.out_last, o.out_err))? {
            let want = expect.pop_front();
            let k = want.map_or(0, |w| w.3);
            if g.1 == 1 {
                vectors += 1;
            }
            check(cyc, &format!("(p, last, err) (golden int::softmax_q15, vector {k})"), want.map(|w| (w.0, w.1, w.2)), Some(g))?;
        }
        if v && o.in_ready == 1 && !reset {
            v = false;
        }
    }
    dut.trace_close();
    Ok(Stats { weights: mon.transfers, vectors, cycles })
}

#[test]
fn softmax_random_vectors_stalls_and_backpressure() {
    let cycles = 300_000 * soak();
    let runs = [
        (1.0, 1.0, Some(CAP), false),
        (1.0, 1.0, Some(1), false),
        (1.0, 1.0, None, true),
        (0.5, 0.5, None, true),
        (1.0, 0.3, None, true),
        (0.3, 1.0, None, false),
    ];
    for (p_valid, p_ready, fixed_len, over) in runs {
        let s = run_seeded("vpu_softmax", |seed, t| softmax_run(seed, t, cycles / 6, p_valid, p_ready, fixed_len, over));
        assert!(s.weights > 0 && s.vectors > 0);
        eprintln!(
            "softmax: p_valid {p_valid} p_ready {p_ready} length {fixed_len:?} overlong {over}: {} weights, {} vectors in {} cycles",
            s.weights, s.vectors, s.cycles
        );
    }
}

/// Cycles of one vector with the input always valid and the output always ready, on the RTL: from the first
/// score's transfer to the last weight's transfer, and to the next vector's first transfer.
#[test]
fn softmax_cycles_per_vector() {
    for n in [1usize, 2, 64, 256, CAP] {
        let mut dut = VpuSoftmaxL512::new();
        let mut rng = Rng::new(n as u64);
        let tbl = exp2_table();
        let mut inp = VpuSoftmaxL512In { reset: 1, out_ready: 1, ..Default::default() };
        dut.step(&inp);
        inp.reset = 0;
        for (a, &d) in tbl.iter().enumerate() {
            inp.tbl_we = 1;
            inp.tbl_addr = a as u64;
            inp.tbl_data = d as u64;
            dut.step(&inp);
        }
        inp.tbl_we = 0;
        // two vectors back to back
        let sc: Vec<i32> = score_vector(&mut rng, 2 * n);
        let (mut sent, mut got) = (0usize, 0usize);
        let (mut first_in, mut last_out, mut second_in) = (None, None, None);
        let mut first_out = None;
        for cyc in 0..20 * (n as u64 + 50) {
            inp.in_valid = (sent < 2 * n) as u64;
            inp.in_data = sc.get(sent).map_or(0, |&s| s as u32 as u64);
            inp.in_last = (sent % n == n - 1) as u64;
            let o = dut.step(&inp);
            if o.in_ready == 1 && inp.in_valid == 1 {
                if sent == 0 {
                    first_in = Some(cyc);
                }
                if sent == n {
                    second_in = Some(cyc);
                }
                sent += 1;
            }
            if o.out_valid == 1 {
                if got == 0 {
                    first_out = Some(cyc);
                }
                got += 1;
                if got == n {
                    last_out = Some(cyc);
                }
            }
            if got == 2 * n {
                break;
            }
        }
        let (t0, t1, t2, f) = (first_in.unwrap(), last_out.unwrap(), second_in.unwrap(), first_out.unwrap());
        let last_in = t0 + n as u64 - 1;
        eprintln!(
            "softmax n = {n}: first score (edge {t0}) to last weight (edge {t1}): {} cycles; first weight {} cycles after the last score; next vector after {} cycles",
            t1 - t0 + 1,
            f - last_in,
            t2 - t0
        );
        assert_eq!(t2 - t0, 3 * n as u64 + 42, "n = {n}: cycles per vector");
        assert_eq!(f - last_in, n as u64 + 43, "n = {n}: latency to the first weight");
        assert_eq!(t1 - t0 + 1, 3 * n as u64 + 42, "n = {n}: first score to last weight");
    }
}
