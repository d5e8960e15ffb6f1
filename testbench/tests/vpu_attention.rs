//! The vector unit's attention blocks (`hdl/src/vpu/{score,pv,vpu_rec}.rs`): each Verilated unit runs in
//! lockstep with its cycle model (`testbench/src/models/vpu_attn/`, every output port compared every cycle)
//! under random input stalls and output back-pressure, with `StreamMonitor` on the output stream, and every
//! result is scoreboarded against the contract's golden function (`int::score_head`, `int::pv_head`), so the
//! cycle model is not the only oracle. A chained test feeds a stories260K-shaped KV cache (built by
//! `KvCache::store`) through SCORE, the contract's softmax and PV, and compares with `int::attention_head`.
//!
//! `vpu_rec` (the record reassembly in front of SCORE and PV) takes the records region as 32-bit pairs laid
//! out for each `WORD_BYTES` (mantissas, the exponent's u32 with garbage in its high half, garbage padding);
//! its output stream is scoreboarded against the records themselves, its throughput (`max(head_size,
//! rec_pairs)` cycles per record) is measured, and resets land in the middle of operations.
//!
//! ```sh
//! SYSTOLE_TB_MODULES=vpu_score,vpu_pv,vpu_rec cargo test --release -p systole-testbench --test vpu_attention
//! ```

use std::collections::VecDeque;
use systole_host::golden::fixed;
use systole_host::golden::int::{self, KvCache};
use systole_host::golden::quant::Tables;
use systole_testbench::harness::{check, run_seeded, soak, violation, Mismatch, Rng, StreamMonitor};
use systole_testbench::models::vpu_attn::pv::{PvIn, PvModel};
use systole_testbench::models::vpu_attn::rec::{RecIn, RecModel};
use systole_testbench::models::vpu_attn::score::{ScoreIn, ScoreModel};
use systole_testbench::verilated::{VpuPvH64, VpuPvH64In, VpuRecH64, VpuRecH64In, VpuScoreH64, VpuScoreH64In};

/// Address bits of the emitted units (`vpu_*_h64`): heads of up to 64 elements.
const AB: u32 = 6;
const HMAX: usize = 1 << AB;
/// stories260K: dim 64, 8 query heads, 4 KV heads, head_size 8.
const ST_HS: usize = 8;

/// A random value below `2^bits` with a random bit length.
fn mag(rng: &mut Rng, bits: u32) -> u64 {
    let b = rng.below(bits as u64 + 1) as u32;
    if b == 0 {
        0
    } else {
        (rng.next_u64() >> (64 - b)) | (1u64 << (b - 1))
    }
}

/// A random i32 of random bit length (at most `bits`) and sign.
fn val(rng: &mut Rng, bits: u32) -> i32 {
    let m = mag(rng, bits.min(31)) as i64;
    if rng.chance(0.5) { (-m) as i32 } else { m as i32 }
}

/// A query head (Q16): BFP16's extreme kinds (zeros, i32::MIN/MAX, one large element, powers of two, e = 0,
/// rounding to 2^15) or random magnitude.
fn q_vector(rng: &mut Rng, n: usize) -> Vec<i32> {
    let bits = rng.below(33) as u32;
    let mut v: Vec<i32> = (0..n).map(|_| val(rng, bits)).collect();
    match rng.below(10) {
        0 => v.fill(0),
        1 => v.iter_mut().for_each(|x| *x = [i32::MIN, i32::MAX, 0, -1, 1][rng.below(5) as usize]),
        2 => v.fill(i32::MIN),
        3 => {
            v.iter_mut().for_each(|x| *x = val(rng, 4));
            let j = rng.below(n as u64) as usize;
            v[j] = val(rng, 31);
        }
        4 => v.iter_mut().for_each(|x| {
            let k = rng.below(31) as u32;
            *x = if rng.chance(0.5) { 1 << k } else { -(1 << k) };
        }),
        5 => v.iter_mut().for_each(|x| *x = val(rng, 15)),
        6 => {
            // a maximum that rounds up to 2^15 (qm saturates to 32767)
            let e = 1 + rng.below(16) as u32;
            let j = rng.below(n as u64) as usize;
            v.iter_mut().for_each(|x| *x = val(rng, 14 + e));
            v[j] = ((1i64 << (15 + e)) - (1 << (e - 1))) as i32;
        }
        _ => {}
    }
    v
}

/// A random i16 mantissa, with the extremes mixed in.
fn mant(rng: &mut Rng) -> i16 {
    if rng.chance(0.1) {
        [i16::MIN, i16::MAX, 0, -1, 1][rng.below(5) as usize]
    } else {
        (mag(rng, 16) as u16) as i16
    }
}

/// A record exponent: 0..=17 (the contract), the ends, rarely 18..=31 (outside it; the units are exact).
fn rec_exp(rng: &mut Rng, kind: u64) -> u8 {
    match kind {
        0 => 0,
        1 => 17,
        2 if rng.chance(0.2) => 18 + rng.below(14) as u8,
        _ => rng.below(18) as u8,
    }
}

/// `n` records of `hs` mantissas each and their exponents, of one kind (random, all i16::MIN, ...).
fn records(rng: &mut Rng, n: usize, hs: usize) -> (Vec<i16>, Vec<u8>) {
    let mk = rng.below(8);
    let ek = rng.below(6);
    let m = (0..n * hs)
        .map(|_| match mk {
            0 => i16::MIN,
            1 => [i16::MIN, i16::MAX][rng.below(2) as usize],
            2 => 0,
            _ => mant(rng),
        })
        .collect();
    let e = (0..n).map(|_| rec_exp(rng, ek)).collect();
    (m, e)
}

fn cache_of(hs: usize, m: &[i16], e: &[u8], k_side: bool) -> KvCache {
    let n = e.len();
    let mut c = KvCache::new(n, 1, hs);
    if k_side {
        c.k.copy_from_slice(m);
        c.k_exp.copy_from_slice(e);
    } else {
        c.v.copy_from_slice(m);
        c.v_exp.copy_from_slice(e);
    }
    c
}

// ---------------------------------------------------------------------------------------------------------
// SCORE

/// One SCORE operation: query head, K records (`len * hs` mantissas, `len` exponents).
#[derive(Debug, Clone)]
struct ScoreOp {
    q: Vec<i32>,
    km: Vec<i16>,
    ek: Vec<u8>,
}

/// What the stimulus does next: a group of operations sharing `cfg` (sent back to back), or an invalid
/// `cfg_head_size` held for some cycles with both streams offering elements (none may transfer).
enum ScoreCase {
    Group { hs: u16, scale: i16, ops: Vec<ScoreOp> },
    BadCfg { hs: u16, cycles: u64 },
}

#[derive(Debug, Default)]
struct Stats {
    /// Results per operation, as the unit sent them.
    results: Vec<Vec<i32>>,
    /// Input transfers (all streams), output transfers, cycles run.
    inputs: u64,
    outputs: u64,
    cycles: u64,
}

/// The cycle loop's condition of `score_sim` and `pv_sim`: a run that has completed fewer than `min_ops`
/// operations by `max_cycles` keeps going, up to `10 * max_cycles` (a few 400-position, 64-wide operations
/// under a 30% valid rate can take most of the budget, and the coverage check should not depend on luck).
fn running(cyc: u64, max_cycles: u64, ops: usize, min_ops: usize) -> bool {
    cyc < max_cycles || (ops < min_ops && cyc < 10 * max_cycles)
}

/// Runs `vpu_score_h64` and its model in lockstep on the cases `next` produces (until it returns `None`
/// and everything drained, or [`running`] says stop).
fn score_sim(
    seed: u64,
    trace: Option<&std::path::Path>,
    max_cycles: u64,
    min_ops: usize,
    p_valid: f64,
    p_ready: f64,
    next: &mut dyn FnMut(&mut Rng) -> Option<ScoreCase>,
) -> Result<Stats, Mismatch> {
    let mut dut = VpuScoreH64::new();
    if let Some(p) = trace {
        dut.trace(p);
    }
    let mut model = ScoreModel::new(AB);
    let mut rng = Rng::new(seed);
    let mut mon = StreamMonitor::new("out");
    let mut qq: VecDeque<u32> = VecDeque::new();
    let mut kq: VecDeque<(i16, u8, bool)> = VecDeque::new();
    let mut expect: VecDeque<(u32, bool, usize)> = VecDeque::new();
    let (mut hs, mut scale) = (ST_HS as u16, 0i16);
    let mut bad = 0u64;
    let mut done = false;
    let mut st = Stats::default();
    let mut cur: Vec<i32> = Vec::new();
    let (mut qv, mut qd) = (false, 0u32);
    let (mut kv, mut kd) = (false, (0i16, 0u8, false));
    let mut cyc = 0u64;
    while running(cyc, max_cycles, st.results.len(), min_ops) {
        let reset = cyc < 2;
        let idle = qq.is_empty() && kq.is_empty() && expect.is_empty() && !qv && !kv && bad == 0;
        if idle && !reset {
            match next(&mut rng) {
                None => {
                    done = true;
                }
                Some(ScoreCase::BadCfg { hs: h, cycles }) => {
                    hs = h;
                    bad = cycles;
                    (qv, qd) = (true, rng.next_u64() as u32);
                    (kv, kd) = (true, (mant(&mut rng), 0, true));
                }
                Some(ScoreCase::Group { hs: h, scale: s, ops }) => {
                    hs = h;
                    scale = s;
                    for op in &ops {
                        let len = op.ek.len();
                        qq.extend(op.q.iter().map(|&x| x as u32));
                        for t in 0..len {
                            for i in 0..h as usize {
                                kq.push_back((op.km[t * h as usize + i], op.ek[t], t == len - 1));
                            }
                        }
                        let cache = cache_of(h as usize, &op.km, &op.ek, true);
                        let mut sc = vec![0i64; len];
                        int::score_head(&op.q, &cache, 0, s, &mut sc);
                        let k = st.results.len() + expect.iter().filter(|x| x.1).count();
                        for (t, &x) in sc.iter().enumerate() {
                            expect.push_back((x as i32 as u32, t == len - 1, k));
                        }
                    }
                }
            }
        }
        if done {
            break;
        }
        if bad > 0 {
            bad -= 1;
            if bad == 0 {
                // the sequencer never offers elements to a unit that reports cfg_err: withdraw them
                qv = false;
                kv = false;
            }
        } else if !reset {
            if !qv && !qq.is_empty() && rng.chance(p_valid) {
                (qv, qd) = (true, qq.pop_front().unwrap());
            }
            if !kv && !kq.is_empty() && rng.chance(p_valid) {
                (kv, kd) = (true, kq.pop_front().unwrap());
            }
        }
        let out_ready = rng.chance(p_ready);
        let mi = ScoreIn {
            reset,
            cfg_head_size: hs,
            cfg_att_scale: scale,
            q_valid: qv,
            q_data: qd,
            k_valid: kv,
            km: kd.0,
            ek: kd.1,
            k_last: kd.2,
            out_ready,
        };
        let o = dut.step(&VpuScoreH64In {
            reset: reset as u64,
            cfg_head_size: hs as u64,
            cfg_att_scale: scale as u16 as u64,
            q_valid: qv as u64,
            q_data: qd as u64,
            k_valid: kv as u64,
            k_data: mi.k_data(),
            k_last: kd.2 as u64,
            out_ready: out_ready as u64,
        });
        let e = model.step(mi);
        check(cyc, "cfg_err", e.cfg_err as u64, o.cfg_err)?;
        check(cyc, "q_ready", e.q_ready as u64, o.q_ready)?;
        check(cyc, "k_ready", e.k_ready as u64, o.k_ready)?;
        check(cyc, "out_valid", e.out_valid as u64, o.out_valid)?;
        if e.out_valid {
            check(cyc, "out_data", e.out_data as u64, o.out_data)?;
            check(cyc, "out_last", e.out_last as u64, o.out_last)?;
        }
        if bad > 0 && (o.cfg_err != 1 || o.q_ready != 0 || o.k_ready != 0) {
            return Err(violation(cyc, "cfg_err/q_ready/k_ready", "cfg_err = 1 and no stream ready on a bad head_size", (hs, o.cfg_err, o.q_ready, o.k_ready)));
        }
        if let Some((d, l)) = mon.observe(cyc, o.out_valid == 1, out_ready, (o.out_data, o.out_last))? {
            let want = expect.pop_front();
            let k = want.map_or(0, |w| w.2);
            check(cyc, &format!("(score, last) (golden int::score_head, operation {k})"), want.map(|w| (w.0 as u64, w.1 as u64)), Some((d, l)))?;
            cur.push(d as u32 as i32);
            if l == 1 {
                st.results.push(std::mem::take(&mut cur));
            }
        }
        if bad == 0 && !reset {
            if qv && o.q_ready == 1 {
                qv = false;
                st.inputs += 1;
            }
            if kv && o.k_ready == 1 {
                kv = false;
                st.inputs += 1;
            }
        }
        cyc += 1;
    }
    dut.trace_close();
    st.outputs = mon.transfers;
    st.cycles = cyc;
    Ok(st)
}

/// Random SCORE cases: head sizes 1, 8, 64, random; lengths 1, short, long; `att_scale` 0, 32767, the
/// stories260K value, random (rarely negative: any i16 is exact); groups of 1..=3 operations; 3% bad cfg.
fn score_case(rng: &mut Rng, stories: bool) -> ScoreCase {
    if !stories && rng.chance(0.03) {
        let hs = [0u16, HMAX as u16 + 1, 1000, u16::MAX][rng.below(4) as usize];
        return ScoreCase::BadCfg { hs, cycles: 5 + rng.below(30) };
    }
    let hs = if stories {
        ST_HS
    } else {
        match rng.below(6) {
            0 => 1,
            1 => HMAX,
            2 => ST_HS,
            _ => 1 + rng.below(HMAX as u64) as usize,
        }
    };
    let scale = match rng.below(8) {
        0 => 0,
        1 => 32767,
        2 => 11585,
        3 => i16::MIN,
        _ => rng.below(32768) as i16,
    };
    let n_ops = 1 + rng.below(3) as usize;
    let ops = (0..n_ops)
        .map(|_| {
            let len = match rng.below(6) {
                0 => 1,
                1 => 100 + rng.below(300) as usize,
                _ => 1 + rng.below(20) as usize,
            };
            let q = q_vector(rng, hs);
            let (km, ek) = records(rng, len, hs);
            ScoreOp { q, km, ek }
        })
        .collect();
    ScoreCase::Group { hs: hs as u16, scale, ops }
}

/// Operations a random stall run must complete (see `score_sim`).
const MIN_OPS: usize = 20;

#[test]
fn score_random_stalls_and_backpressure() {
    let cycles = 1_000_000 * soak();
    let runs = [(1.0, 1.0, false), (0.5, 0.5, false), (1.0, 0.3, false), (0.3, 1.0, false), (0.8, 0.8, true)];
    for (p_valid, p_ready, stories) in runs {
        let st = run_seeded("vpu_score_h64", |s, t| score_sim(s, t, cycles / 5, MIN_OPS, p_valid, p_ready, &mut |r| Some(score_case(r, stories))));
        assert!(st.outputs > 0 && st.results.len() >= MIN_OPS, "{} operations", st.results.len());
        eprintln!("score: p_valid {p_valid} p_ready {p_ready} stories {stories}: {} scores, {} operations in {} cycles", st.outputs, st.results.len(), st.cycles);
    }
}

/// Throughput without stalls: `head_size = 8`, 16 positions per operation, operations back to back with
/// one `cfg`: `head_size * (len + 1) + 1` cycles per operation.
#[test]
fn score_throughput() {
    let (hs, len, n_ops) = (ST_HS, 16usize, 100usize);
    let st = run_seeded("vpu_score_h64_throughput", |s, t| {
        let mut sent = false;
        score_sim(s, t, 1_000_000, 0, 1.0, 1.0, &mut |r| {
            if sent {
                return None;
            }
            sent = true;
            let ops = (0..n_ops)
                .map(|_| {
                    let (km, ek) = records(r, len, hs);
                    ScoreOp { q: q_vector(r, hs), km, ek }
                })
                .collect();
            Some(ScoreCase::Group { hs: hs as u16, scale: 11585, ops })
        })
    });
    assert_eq!(st.results.len(), n_ops);
    let formula = (n_ops * (hs * (len + 1) + 1)) as u64;
    eprintln!("score throughput: {n_ops} operations (head_size {hs}, {len} positions) in {} cycles; formula {formula} + latency", st.cycles);
    // reset (2), one idle cycle, the last score's latency (5): everything else is the formula
    assert!(st.cycles <= formula + 10, "{} cycles, formula {formula}", st.cycles);
}

/// Every end of the shift `n = 31 - eq - ek` (-17..=31 for a 5-bit `ek`): queries with `eq` = 0, 16, 17
/// (`i32::MIN`), record exponents 0, 1, 14, 17, 30, 31, mantissas at the extremes, `att_scale` 0, 1, 11585,
/// 32767, -32768, head sizes 1 and 64, under stalls.
#[test]
fn score_shift_extremes() {
    let st = run_seeded("vpu_score_h64_shifts", |s, t| {
        let mut cases: Vec<ScoreCase> = Vec::new();
        let mut r = Rng::new(s ^ 0x5c0e);
        for hs in [1usize, HMAX] {
            for scale in [0i16, 1, 11585, 32767, i16::MIN] {
                let mut ops = Vec::new();
                for qk in 0..4 {
                    let q: Vec<i32> = (0..hs)
                        .map(|_| match qk {
                            0 => val(&mut r, 15),
                            1 => val(&mut r, 31) | (1 << 30),
                            2 => i32::MIN,
                            _ => [i32::MIN, i32::MAX, -1, 1][r.below(4) as usize],
                        })
                        .collect();
                    for mk in 0..3 {
                        let ek: Vec<u8> = vec![0, 1, 14, 17, 30, 31];
                        let km: Vec<i16> = (0..ek.len() * hs)
                            .map(|_| match mk {
                                0 => i16::MIN,
                                1 => i16::MAX,
                                _ => mant(&mut r),
                            })
                            .collect();
                        ops.push(ScoreOp { q: q.clone(), km, ek });
                    }
                }
                cases.push(ScoreCase::Group { hs: hs as u16, scale, ops });
            }
        }
        cases.reverse();
        score_sim(s, t, 10_000_000, 0, 0.7, 0.7, &mut |_| cases.pop())
    });
    assert_eq!(st.results.len(), 2 * 5 * 4 * 3);
}

// ---------------------------------------------------------------------------------------------------------
// PV

/// One PV operation: weights `p` (one per record), V records.
#[derive(Debug, Clone)]
struct PvOp {
    p: Vec<u16>,
    vm: Vec<i16>,
    ev: Vec<u8>,
}

enum PvCase {
    Group { hs: u16, ops: Vec<PvOp> },
    BadCfg { hs: u16, cycles: u64 },
}

fn pv_sim(
    seed: u64,
    trace: Option<&std::path::Path>,
    max_cycles: u64,
    min_ops: usize,
    p_valid: f64,
    p_ready: f64,
    next: &mut dyn FnMut(&mut Rng) -> Option<PvCase>,
) -> Result<Stats, Mismatch> {
    let mut dut = VpuPvH64::new();
    if let Some(p) = trace {
        dut.trace(p);
    }
    let mut model = PvModel::new(AB);
    let mut rng = Rng::new(seed);
    let mut mon = StreamMonitor::new("out");
    // (vm, ev, p, last record)
    let mut iq: VecDeque<(i16, u8, u16, bool)> = VecDeque::new();
    let mut expect: VecDeque<(u32, bool, usize)> = VecDeque::new();
    let mut hs = ST_HS as u16;
    let mut bad = 0u64;
    let mut st = Stats::default();
    let mut cur: Vec<i32> = Vec::new();
    let (mut v, mut d) = (false, (0i16, 0u8, 0u16, false));
    let mut cyc = 0u64;
    while running(cyc, max_cycles, st.results.len(), min_ops) {
        let reset = cyc < 2;
        let idle = iq.is_empty() && expect.is_empty() && !v && bad == 0;
        if idle && !reset {
            match next(&mut rng) {
                None => break,
                Some(PvCase::BadCfg { hs: h, cycles }) => {
                    hs = h;
                    bad = cycles;
                    (v, d) = (true, (mant(&mut rng), 3, 32768, true));
                }
                Some(PvCase::Group { hs: h, ops }) => {
                    hs = h;
                    let hsz = h as usize;
                    for op in &ops {
                        let len = op.p.len();
                        for t in 0..len {
                            for i in 0..hsz {
                                iq.push_back((op.vm[t * hsz + i], op.ev[t], op.p[t], t == len - 1));
                            }
                        }
                        let cache = cache_of(hsz, &op.vm, &op.ev, false);
                        let mut o = vec![0i32; hsz];
                        int::pv_head(&op.p, &cache, 0, &mut o);
                        let k = st.results.len() + expect.len() / hsz;
                        for (i, &x) in o.iter().enumerate() {
                            expect.push_back((x as u32, i == hsz - 1, k));
                        }
                    }
                }
            }
        }
        if bad > 0 {
            bad -= 1;
            if bad == 0 {
                v = false; // withdrawn: the sequencer never offers elements to a unit that reports cfg_err
            }
        } else if !reset && !v && !iq.is_empty() && rng.chance(p_valid) {
            (v, d) = (true, iq.pop_front().unwrap());
        }
        let out_ready = rng.chance(p_ready);
        let mi = PvIn { reset, cfg_head_size: hs, in_valid: v, vm: d.0, ev: d.1, p: d.2, in_last: d.3, out_ready };
        let o = dut.step(&VpuPvH64In {
            reset: reset as u64,
            cfg_head_size: hs as u64,
            in_valid: v as u64,
            in_data: mi.in_data(),
            in_last: d.3 as u64,
            out_ready: out_ready as u64,
        });
        let e = model.step(mi);
        check(cyc, "cfg_err", e.cfg_err as u64, o.cfg_err)?;
        check(cyc, "in_ready", e.in_ready as u64, o.in_ready)?;
        check(cyc, "out_valid", e.out_valid as u64, o.out_valid)?;
        if e.out_valid {
            check(cyc, "out_data", e.out_data as u64, o.out_data)?;
            check(cyc, "out_last", e.out_last as u64, o.out_last)?;
        }
        if bad > 0 && (o.cfg_err != 1 || o.in_ready != 0) {
            return Err(violation(cyc, "cfg_err/in_ready", "cfg_err = 1 and in_ready = 0 on a bad head_size", (hs, o.cfg_err, o.in_ready)));
        }
        if let Some((x, l)) = mon.observe(cyc, o.out_valid == 1, out_ready, (o.out_data, o.out_last))? {
            let want = expect.pop_front();
            let k = want.map_or(0, |w| w.2);
            check(cyc, &format!("(o_i, last) (golden int::pv_head, operation {k})"), want.map(|w| (w.0 as u64, w.1 as u64)), Some((x, l)))?;
            cur.push(x as u32 as i32);
            if l == 1 {
                st.results.push(std::mem::take(&mut cur));
            }
        }
        if bad == 0 && !reset && v && o.in_ready == 1 {
            v = false;
            st.inputs += 1;
        }
        cyc += 1;
    }
    dut.trace_close();
    st.outputs = mon.transfers;
    st.cycles = cyc;
    Ok(st)
}

/// Softmax weights of one kind: random Q15 (0..=32768), all 32768, zeros, one-hot, rarely above 32768
/// (outside the contract; the unit takes any u16 exactly).
fn weights(rng: &mut Rng, n: usize) -> Vec<u16> {
    let kind = rng.below(8);
    let mut p: Vec<u16> = (0..n)
        .map(|_| match kind {
            0 => 32768,
            1 => 0,
            2 if rng.chance(0.3) => 32769 + rng.below(32767) as u16,
            _ => rng.below(32769) as u16,
        })
        .collect();
    if kind == 3 {
        p.fill(0);
        p[rng.below(n as u64) as usize] = 32768;
    }
    p
}

fn pv_case(rng: &mut Rng, stories: bool) -> PvCase {
    if !stories && rng.chance(0.03) {
        let hs = [0u16, HMAX as u16 + 1, 1000, u16::MAX][rng.below(4) as usize];
        return PvCase::BadCfg { hs, cycles: 5 + rng.below(30) };
    }
    let hs = if stories {
        ST_HS
    } else {
        match rng.below(6) {
            0 => 1,
            1 => HMAX,
            2 => ST_HS,
            3 => 2,
            _ => 1 + rng.below(HMAX as u64) as usize,
        }
    };
    let n_ops = 1 + rng.below(3) as usize;
    let ops = (0..n_ops)
        .map(|_| {
            let len = match rng.below(6) {
                0 => 1,
                1 => 100 + rng.below(300) as usize,
                _ => 1 + rng.below(20) as usize,
            };
            let (vm, ev) = records(rng, len, hs);
            PvOp { p: weights(rng, len), vm, ev }
        })
        .collect();
    PvCase::Group { hs: hs as u16, ops }
}

#[test]
fn pv_random_stalls_and_backpressure() {
    let cycles = 1_000_000 * soak();
    let runs = [(1.0, 1.0, false), (0.5, 0.5, false), (1.0, 0.3, false), (0.3, 1.0, false), (0.8, 0.8, true)];
    for (p_valid, p_ready, stories) in runs {
        let st = run_seeded("vpu_pv_h64", |s, t| pv_sim(s, t, cycles / 5, MIN_OPS, p_valid, p_ready, &mut |r| Some(pv_case(r, stories))));
        assert!(st.outputs > 0 && st.results.len() >= MIN_OPS, "{} operations", st.results.len());
        eprintln!("pv: p_valid {p_valid} p_ready {p_ready} stories {stories}: {} outputs, {} operations in {} cycles", st.outputs, st.results.len(), st.cycles);
    }
}

/// Throughput without stalls: one element per cycle, `len * head_size` cycles per operation, back to back.
#[test]
fn pv_throughput() {
    let (hs, len, n_ops) = (ST_HS, 16usize, 100usize);
    let st = run_seeded("vpu_pv_h64_throughput", |s, t| {
        let mut sent = false;
        pv_sim(s, t, 1_000_000, 0, 1.0, 1.0, &mut |r| {
            if sent {
                return None;
            }
            sent = true;
            let ops = (0..n_ops)
                .map(|_| {
                    let (vm, ev) = records(r, len, hs);
                    PvOp { p: weights(r, len), vm, ev }
                })
                .collect();
            Some(PvCase::Group { hs: hs as u16, ops })
        })
    });
    assert_eq!(st.results.len(), n_ops);
    let formula = (n_ops * hs * len) as u64;
    eprintln!("pv throughput: {n_ops} operations (head_size {hs}, {len} positions) in {} cycles; formula {formula} + latency", st.cycles);
    // reset (2), the last output's latency (2): everything else is the formula
    assert!(st.cycles <= formula + 6, "{} cycles, formula {formula}", st.cycles);
}

/// The 64-bit saturating accumulator: `head_size = 2`, 131,138 records. Element 0 adds
/// `T = 32768 * 32767 * 2^17 = 2^47 - 2^32` 65,600 times (it clamps at i64::MAX after 65,538), then
/// subtracts it 65,538 times: `i64::MAX - 65538 T = 2^33 - 1`, so `o_0 = 2^18`. Element 1 does the
/// opposite from `-2^47` terms (clamps at i64::MIN after 65,536): `o_1 = -2^18`. A wrapping or a wider
/// accumulator gives other results (checked below), so the output shows the clamping at every addition.
#[test]
fn pv_saturating_accumulator() {
    let (n1, n2) = (65_600usize, 65_538usize);
    let p = vec![32768u16; n1 + n2];
    let mut vm = Vec::with_capacity(2 * (n1 + n2));
    for t in 0..n1 + n2 {
        if t < n1 {
            vm.extend([32767i16, -32768]);
        } else {
            vm.extend([-32767i16, 32767]);
        }
    }
    let ev = vec![17u8; n1 + n2];
    // the golden model agrees with the hand computation, and a non-saturating sum would not
    let cache = cache_of(2, &vm, &ev, false);
    let mut o = [0i32; 2];
    int::pv_head(&p, &cache, 0, &mut o);
    assert_eq!(o, [1 << 18, -(1 << 18)]);
    let t = (32768i128 * 32767) << 17;
    let wide0 = n1 as i128 * t - n2 as i128 * t;
    assert_ne!(fixed::sat32(fixed::rshr(wide0.clamp(i64::MIN as i128, i64::MAX as i128) as i64, 15)), o[0]);
    let op = PvOp { p, vm, ev };
    for (p_valid, p_ready) in [(1.0, 1.0), (0.8, 0.5)] {
        let st = run_seeded("vpu_pv_h64_saturation", |s, tr| {
            let mut sent = false;
            pv_sim(s, tr, 2_000_000, 0, p_valid, p_ready, &mut |_| {
                if sent {
                    return None;
                }
                sent = true;
                Some(PvCase::Group { hs: 2, ops: vec![op.clone()] })
            })
        });
        assert_eq!(st.results, vec![vec![1 << 18, -(1 << 18)]]);
        eprintln!("pv saturation: p_valid {p_valid} p_ready {p_ready}: {} elements in {} cycles", st.inputs, st.cycles);
    }
}

// ---------------------------------------------------------------------------------------------------------
// SCORE -> softmax -> PV against attention_head

/// The contract's SOFTMAX (as `attention_head` computes it) on the scores the SCORE unit produced.
fn softmax(scores: &[i32], exp2: &[u16]) -> Vec<u16> {
    let mx = *scores.iter().max().unwrap() as i64;
    let e: Vec<i64> = scores.iter().map(|&s| fixed::exp_neg(mx - s as i64, exp2)).collect();
    let l: u64 = e.iter().map(|&x| x as u64).sum();
    let r = ((1u64 << 47) / l) as i64;
    e.iter().map(|&x| fixed::rshr(x * r, 32) as u16).collect()
}

/// A stories260K-shaped layer (8 query heads, 4 KV heads, head_size 8, `att_scale = round(2^15 / sqrt(8))`):
/// random Q16 keys and values stored with `KvCache::store`, random roped-query-like heads; for each
/// (head, pos) the SCORE unit's scores are compared with `int::score_head`, go through the contract's
/// softmax, and the PV unit's output is compared with `int::attention_head`.
#[test]
fn attention_chain_matches_attention_head() {
    let (n_heads, n_kv, hs, seq) = (8usize, 4usize, ST_HS, 96usize);
    let tables = Tables {
        exp2: fixed::exp2_table(),
        sigmoid: Vec::new(),
        rope: Vec::new(),
        eps_term: 0,
        att_scale: (32768.0 / (hs as f64).sqrt()).round() as i16,
    };
    let seed = systole_testbench::harness::seed();
    let mut rng = Rng::new(seed ^ 0xa77e);
    // Q16 activations of stories260K's magnitude (|x| mostly below 2^3 = 2^19 in Q16), with outliers
    let act = |rng: &mut Rng| if rng.chance(0.02) { val(rng, 31) } else { val(rng, 20) };
    let mut cache = KvCache::new(seq, n_kv, hs);
    for pos in 0..seq {
        let k: Vec<i32> = (0..n_kv * hs).map(|_| act(&mut rng)).collect();
        let v: Vec<i32> = (0..n_kv * hs).map(|_| act(&mut rng)).collect();
        cache.store(pos, &k, &v);
    }
    let mut cases = Vec::new();
    for _ in 0..40 {
        let h = rng.below(n_heads as u64) as usize;
        let pos = match rng.below(4) {
            0 => 0,
            1 => seq - 1,
            _ => rng.below(seq as u64) as usize,
        };
        let q: Vec<i32> = (0..hs).map(|_| act(&mut rng)).collect();
        cases.push((h / (n_heads / n_kv), pos, q));
    }
    // SCORE on all cases (one cfg), with stalls and back-pressure
    let record = |side_k: bool, kvh: usize, t: usize| -> (Vec<i16>, u8) {
        let slot = t * n_kv + kvh;
        if side_k {
            (cache.k[slot * hs..(slot + 1) * hs].to_vec(), cache.k_exp[slot])
        } else {
            (cache.v[slot * hs..(slot + 1) * hs].to_vec(), cache.v_exp[slot])
        }
    };
    let score_ops: Vec<ScoreOp> = cases
        .iter()
        .map(|(kvh, pos, q)| {
            let (mut km, mut ek) = (Vec::new(), Vec::new());
            for t in 0..=*pos {
                let (m, e) = record(true, *kvh, t);
                km.extend(m);
                ek.push(e);
            }
            ScoreOp { q: q.clone(), km, ek }
        })
        .collect();
    let st = run_seeded("vpu_score_h64_chain", |s, t| {
        let mut sent = false;
        let ops = score_ops.clone();
        score_sim(s, t, 5_000_000, 0, 0.7, 0.7, &mut |_| {
            if sent {
                return None;
            }
            sent = true;
            Some(ScoreCase::Group { hs: hs as u16, scale: tables.att_scale, ops: ops.clone() })
        })
    });
    assert_eq!(st.results.len(), cases.len());
    let mut pv_ops = Vec::new();
    for ((kvh, pos, q), sc) in cases.iter().zip(&st.results) {
        // the unit's scores are the golden SCORE of the cache (score_sim also checked them one by one)
        let mut gold = vec![0i64; pos + 1];
        int::score_head(q, &cache, *kvh, tables.att_scale, &mut gold);
        assert_eq!(sc.iter().map(|&x| x as i64).collect::<Vec<_>>(), gold);
        let p = softmax(sc, &tables.exp2);
        let (mut vm, mut ev) = (Vec::new(), Vec::new());
        for t in 0..=*pos {
            let (m, e) = record(false, *kvh, t);
            vm.extend(m);
            ev.push(e);
        }
        pv_ops.push(PvOp { p, vm, ev });
    }
    let st = run_seeded("vpu_pv_h64_chain", |s, t| {
        let mut sent = false;
        let ops = pv_ops.clone();
        pv_sim(s, t, 5_000_000, 0, 0.7, 0.7, &mut |_| {
            if sent {
                return None;
            }
            sent = true;
            Some(PvCase::Group { hs: hs as u16, ops: ops.clone() })
        })
    });
    assert_eq!(st.results.len(), cases.len());
    for ((kvh, pos, q), out) in cases.iter().zip(&st.results) {
        let mut scratch = vec![0i64; seq];
        let mut gold = vec![0i32; hs];
        int::attention_head(q, &cache, *kvh, *pos, &tables, &mut scratch, &mut gold);
        assert_eq!(out, &gold, "attention_head(kv_head {kvh}, pos {pos}), seed {seed}");
    }
    eprintln!("attention chain: {} heads through SCORE -> softmax -> PV match attention_head", cases.len());
}

// ---------------------------------------------------------------------------------------------------------
// VpuRec: the record stream of 32-bit pairs -> (mantissa, exponent, end of record, last record)

/// Bus widths the records region is laid out for (`WORD_BYTES`).
const WORD_BYTES: [usize; 4] = [4, 8, 16, 32];

/// `cfg_rec_pairs` of the layout: `ceil((2 * hs + 4) / word_bytes)` words of `word_bytes / 4` pairs.
fn rec_pairs_of(hs: usize, word_bytes: usize) -> usize {
    (2 * hs + 4).div_ceil(word_bytes) * word_bytes / 4
}

/// One VpuRec operation: `len` records of `hs` mantissas, the stored exponent words, and the records region
/// as the pair stream the block takes (`rp` pairs per record).
#[derive(Debug, Clone)]
struct RecOp {
    m: Vec<i16>,
    e: Vec<u32>,
    pairs: Vec<u32>,
}

/// Operations sharing one configuration, sent back to back; `abort_after`: assert reset this many cycles
/// after the group starts (if it is still in flight then).
#[derive(Debug, Clone)]
struct RecGroup {
    hs: u16,
    rp: u16,
    len: u16,
    /// The layout: `WORD_BYTES` index, or 4 for extra padding (coverage only).
    layout: usize,
    ops: Vec<RecOp>,
    abort_after: Option<u64>,
}

/// `len` records of `hs` mantissas laid out with `rp` pairs each: mantissas (of one kind, as `records`), then
/// the exponent's u32 (low 5 bits 0..=17, rarely 18..=31; bits 31:16 garbage and, rarely, bits 15:5 too:
/// the block keeps bits 4:0), then padding (garbage, zeros or ones). Nothing past the exponent's low half is
/// zero in most records, so a block that used the padding or the exponent's high half would show it.
fn rec_op(rng: &mut Rng, hs: usize, rp: usize, len: usize) -> RecOp {
    let (m, e5) = records(rng, len, hs);
    let pad_kind = rng.below(4);
    let mut e = Vec::with_capacity(len);
    let mut pairs = Vec::with_capacity(len * rp);
    for t in 0..len {
        let mut lo = e5[t] as u32;
        if rng.chance(0.05) {
            lo |= rng.next_u64() as u32 & 0xffe0;
        }
        let hi = match pad_kind {
            0 => 0,
            _ => rng.next_u64() as u32 & 0xffff,
        };
        let ew = lo | (hi << 16);
        e.push(ew);
        let mut el: Vec<u16> = m[t * hs..(t + 1) * hs].iter().map(|&x| x as u16).collect();
        el.push(ew as u16);
        el.push((ew >> 16) as u16);
        while el.len() < 2 * rp {
            el.push(match pad_kind {
                0 => 0,
                1 => 0xffff,
                _ => rng.next_u64() as u16,
            });
        }
        pairs.extend((0..rp).map(|p| el[2 * p] as u32 | (el[2 * p + 1] as u32) << 16));
    }
    RecOp { m, e, pairs }
}

/// The expected output stream of an operation, straight from its records: `(m, e & 31, end, last)` per
/// mantissa.
fn rec_expect(op: &RecOp, hs: usize) -> Vec<(u16, u8, bool, bool)> {
    let len = op.e.len();
    let mut v = Vec::with_capacity(len * hs);
    for t in 0..len {
        for i in 0..hs {
            v.push((op.m[t * hs + i] as u16, (op.e[t] & 31) as u8, i == hs - 1, t == len - 1));
        }
    }
    v
}

#[derive(Debug, Default)]
struct RecStats {
    /// Operations completed (their last mantissa transferred), operations abandoned by a reset in flight.
    ops: usize,
    aborted: usize,
    inputs: u64,
    outputs: u64,
    cycles: u64,
    /// Cycles with `in_valid && !in_ready`, with `out_valid && !out_ready`.
    in_stalls: u64,
    out_stalls: u64,
    /// Completed operations with an odd / even `head_size`, with `len = 1`, per layout (`WORD_BYTES` index,
    /// index 4: extra padding).
    odd_hs: usize,
    even_hs: usize,
    len1: usize,
    layouts: [usize; 5],
    /// Per record (in the order sent, across operations): cycle its exponent pair transferred, cycles its
    /// mantissas transferred out (only of runs without aborts).
    exp_in: Vec<u64>,
    out_at: Vec<Vec<u64>>,
}

/// Runs `vpu_rec_h64` and its model in lockstep on the groups `next` produces (until it returns `None` and
/// everything drained, or [`running`] says stop: `min_ops` completed operations and `min_aborts` resets in
/// flight). Every output port is compared every cycle; the output stream is scoreboarded against
/// [`rec_expect`] and checked with `StreamMonitor`; `cfg_*` only changes when the block is drained (or right
/// after a reset).
fn rec_sim(
    seed: u64,
    trace: Option<&std::path::Path>,
    max_cycles: u64,
    (min_ops, min_aborts): (usize, usize),
    p_valid: f64,
    p_ready: f64,
    next: &mut dyn FnMut(&mut Rng) -> Option<RecGroup>,
) -> Result<RecStats, Mismatch> {
    let mut dut = VpuRecH64::new();
    if let Some(p) = trace {
        dut.trace(p);
    }
    let mut model = RecModel::new(AB);
    let mut rng = Rng::new(seed);
    let mut mon = StreamMonitor::new("out");
    // (pair, it is its record's exponent pair)
    let mut iq: VecDeque<(u32, bool)> = VecDeque::new();
    // (m, e, end, last, operation)
    let mut expect: VecDeque<(u16, u8, bool, bool, usize)> = VecDeque::new();
    let (mut hs, mut rp, mut len, mut layout) = (ST_HS as u16, 6u16, 1u16, 0usize);
    let mut st = RecStats::default();
    let (mut v, mut d) = (false, (0u32, false));
    let mut abort_at: Option<u64> = None;
    let mut rst_left = 2u64;
    let mut n_ops_sent = 0usize;
    let mut rec_out = 0usize;
    let mut cyc = 0u64;
    // (a run short of resets in flight counts as short of operations too)
    while running(cyc, max_cycles, if st.aborted < min_aborts { 0 } else { st.ops }, min_ops) {
        let in_flight = !iq.is_empty() || !expect.is_empty() || v;
        if abort_at == Some(cyc) && in_flight && rst_left == 0 {
            // reset in the middle: drops everything; the next group must start clean
            rst_left = 1 + rng.below(3);
            iq.clear();
            expect.clear();
            v = false;
            st.aborted += 1;
            st.out_at.truncate(rec_out);
            abort_at = None;
        }
        let reset = rst_left > 0;
        if reset {
            rst_left -= 1;
        }
        if !in_flight && !reset {
            match next(&mut rng) {
                None => break,
                Some(g) => {
                    (hs, rp, len, layout) = (g.hs, g.rp, g.len, g.layout);
                    abort_at = g.abort_after.map(|a| cyc + a);
                    for op in &g.ops {
                        assert_eq!(op.e.len(), len as usize);
                        for (p, &x) in op.pairs.iter().enumerate() {
                            iq.push_back((x, p % rp as usize == hs as usize / 2));
                        }
                        expect.extend(rec_expect(op, hs as usize).into_iter().map(|(m, e, n, l)| (m, e, n, l, n_ops_sent)));
                        n_ops_sent += 1;
                    }
                }
            }
        }
        if reset {
            // a reset wins over an offered pair (random, outside the stream)
            (v, d) = (rng.chance(0.5), (rng.next_u64() as u32, false));
        } else if !v && !iq.is_empty() && rng.chance(p_valid) {
            (v, d) = (true, iq.pop_front().unwrap());
        }
        let out_ready = rng.chance(p_ready);
        let mi = RecIn { reset, cfg_head_size: hs, cfg_rec_pairs: rp, cfg_len: len, in_valid: v, in_data: d.0, out_ready };
        let o = dut.step(&VpuRecH64In {
            reset: reset as u64,
            cfg_head_size: hs as u64,
            cfg_rec_pairs: rp as u64,
            cfg_len: len as u64,
            in_valid: v as u64,
            in_data: d.0 as u64,
            out_ready: out_ready as u64,
        });
        let e = model.step(&mi);
        check(cyc, "in_ready", e.in_ready as u64, o.in_ready)?;
        check(cyc, "out_valid", e.out_valid as u64, o.out_valid)?;
        check(cyc, "out_m", e.out_m as u64, o.out_m)?;
        check(cyc, "out_e", e.out_e as u64, o.out_e)?;
        check(cyc, "out_end", e.out_end as u64, o.out_end)?;
        check(cyc, "out_last", e.out_last as u64, o.out_last)?;
        if reset {
            mon.reset();
            v = false;
        } else {
            st.in_stalls += (v && o.in_ready == 0) as u64;
            st.out_stalls += (o.out_valid == 1 && !out_ready) as u64;
            let data = (o.out_m as u16, o.out_e as u8, o.out_end == 1, o.out_last == 1);
            if let Some(x) = mon.observe(cyc, o.out_valid == 1, out_ready, data)? {
                let want = expect.pop_front();
                let k = want.map_or(0, |w| w.4);
                check(cyc, &format!("(m, e, end, last) (records of operation {k})"), want.map(|w| (w.0, w.1, w.2, w.3)), Some(x))?;
                if st.out_at.len() <= rec_out {
                    st.out_at.push(Vec::new());
                }
                st.out_at[rec_out].push(cyc);
                if x.2 {
                    rec_out += 1;
                }
                if x.2 && x.3 {
                    st.ops += 1;
                    if hs % 2 == 1 {
                        st.odd_hs += 1;
                    } else {
                        st.even_hs += 1;
                    }
                    st.len1 += (len == 1) as usize;
                    st.layouts[layout] += 1;
                }
            }
            if v && o.in_ready == 1 {
                if d.1 {
                    st.exp_in.push(cyc);
                }
                v = false;
                st.inputs += 1;
            }
        }
        cyc += 1;
    }
    dut.trace_close();
    st.outputs = mon.transfers;
    st.cycles = cyc;
    Ok(st)
}

/// A random group: `head_size` 1, 2, 8, 63, 64, odd, random (stories260K: 8); the layout of a random
/// `WORD_BYTES` or, 20% of the time, extra padding pairs on top; `len` 1, 1..=40, rarely 100..=600; 1..=3
/// operations; with probability `p_abort` a reset at a random cycle while the group is in flight.
fn rec_group(rng: &mut Rng, stories: bool, p_abort: f64) -> RecGroup {
    let hs = if stories {
        ST_HS
    } else {
        match rng.below(8) {
            0 => 1,
            1 => HMAX,
            2 => ST_HS,
            3 => 2,
            4 => HMAX - 1,
            5 => 1 + 2 * rng.below(HMAX as u64 / 2) as usize,
            _ => 1 + rng.below(HMAX as u64) as usize,
        }
    };
    let mut layout = rng.below(WORD_BYTES.len() as u64) as usize;
    let mut rp = rec_pairs_of(hs, WORD_BYTES[layout]);
    if !stories && rng.chance(0.2) {
        rp += 1 + rng.below(20) as usize;
        layout = 4;
    }
    assert!(rp > hs / 2);
    let len = match rng.below(10) {
        0 | 1 => 1,
        2 => 100 + rng.below(501) as usize,
        _ => 1 + rng.below(40) as usize,
    };
    let n_ops = 1 + rng.below(3) as usize;
    let ops = (0..n_ops).map(|_| rec_op(rng, hs, rp, len)).collect();
    // the group takes at least `span` cycles (its pairs at one per cycle, or its mantissas), so the reset
    // always lands while it is in flight
    let span = (n_ops * len * hs.max(rp)) as u64;
    let abort_after = rng.chance(p_abort).then(|| rng.below(span));
    RecGroup { hs: hs as u16, rp: rp as u16, len: len as u16, layout, ops, abort_after }
}

/// Operations a random VpuRec run must complete; resets in flight a reset run must see.
const REC_MIN_OPS: usize = 40;
const REC_MIN_RESETS: usize = 20;

#[test]
fn rec_random_stalls_and_backpressure() {
    let cycles = 300_000 * soak();
    let runs = [(1.0, 1.0, false), (0.7, 0.7, false), (0.3, 1.0, false), (1.0, 0.3, false), (0.7, 0.5, true), (0.5, 0.9, false)];
    let mut tot = RecStats::default();
    for (p_valid, p_ready, stories) in runs {
        let st = run_seeded("vpu_rec_h64", |s, t| rec_sim(s, t, cycles, (REC_MIN_OPS, 0), p_valid, p_ready, &mut |r| Some(rec_group(r, stories, 0.0))));
        eprintln!(
            "rec: p_valid {p_valid} p_ready {p_ready} stories {stories}: {} operations ({} odd head_size, {} len 1, layouts {:?}), {} pairs in, {} mantissas out in {} cycles; {} input stalls, {} output stalls",
            st.ops, st.odd_hs, st.len1, st.layouts, st.inputs, st.outputs, st.cycles, st.in_stalls, st.out_stalls
        );
        assert!(st.ops >= REC_MIN_OPS, "coverage: {} operations completed, want >= {REC_MIN_OPS}", st.ops);
        assert_eq!(st.aborted, 0);
        if p_ready < 1.0 {
            assert!(st.out_stalls > 0, "coverage: no output back-pressure");
        }
        tot.ops += st.ops;
        tot.odd_hs += st.odd_hs;
        tot.even_hs += st.even_hs;
        tot.len1 += st.len1;
        tot.in_stalls += st.in_stalls;
        for (a, b) in tot.layouts.iter_mut().zip(st.layouts) {
            *a += b;
        }
    }
    assert!(tot.odd_hs > 0 && tot.even_hs > 0 && tot.len1 > 0 && tot.in_stalls > 0, "coverage: {tot:?}");
    assert!(tot.layouts.iter().all(|&n| n > 0), "coverage: layouts {:?}", tot.layouts);
}

/// Reset in the middle of operations (at random cycles: while pairs are coming in, with banks full, with
/// mantissas in the output and skid registers), with an offered pair during the reset: everything in the
/// block is dropped and the counters return to 0, so the next group (new `cfg`) comes out exactly as its
/// records say.
#[test]
fn rec_reset_mid_operation() {
    for (p_valid, p_ready) in [(1.0, 1.0), (0.7, 0.6)] {
        let st = run_seeded("vpu_rec_h64_reset", |s, t| rec_sim(s, t, 200_000 * soak(), (REC_MIN_OPS, REC_MIN_RESETS), p_valid, p_ready, &mut |r| Some(rec_group(r, false, 0.5))));
        eprintln!("rec reset: p_valid {p_valid} p_ready {p_ready}: {} operations completed, {} abandoned by a reset, in {} cycles", st.ops, st.aborted, st.cycles);
        assert!(st.ops >= REC_MIN_OPS && st.aborted >= REC_MIN_RESETS, "coverage: {} operations, {} resets in flight", st.ops, st.aborted);
    }
}

/// Throughput without stalls: two operations of 64 records back to back per configuration; every record's
/// mantissas leave on consecutive cycles, the first record's first mantissa three cycles after its exponent
/// pair, and each record `max(head_size, rec_pairs)` cycles after the previous one (across the operation
/// boundary too). Measured from the RTL's output transfers.
#[test]
fn rec_throughput() {
    // (head_size, rec_pairs): stories260K on 32/64/128/256-bit words, 64 on 32/64/256-bit words, odd
    // sizes, input-bound layouts (rec_pairs > head_size)
    let cfgs = [(8usize, 5usize), (8, 6), (8, 8), (64, 33), (64, 34), (64, 40), (7, 5), (33, 18), (1, 2), (1, 8), (5, 8), (3, 8)];
    let (len, n_ops) = (64usize, 2usize);
    for (hs, rp) in cfgs {
        assert!(WORD_BYTES.iter().any(|&w| rec_pairs_of(hs, w) == rp), "({hs}, {rp}) is not a layout");
        let st = run_seeded("vpu_rec_h64_throughput", |s, t| {
            let mut sent = false;
            rec_sim(s, t, 1_000_000, (0, 0), 1.0, 1.0, &mut |r| {
                if sent {
                    return None;
                }
                sent = true;
                let ops = (0..n_ops).map(|_| rec_op(r, hs, rp, len)).collect();
                Some(RecGroup { hs: hs as u16, rp: rp as u16, len: len as u16, layout: 0, ops, abort_after: None })
            })
        });
        let n = len * n_ops;
        assert_eq!((st.ops, st.out_at.len(), st.exp_in.len()), (n_ops, n, n));
        let period = hs.max(rp) as u64;
        // the pairs start right after the 2 reset cycles: the first exponent pair at 2 + head_size / 2
        assert_eq!(st.exp_in[0], 2 + (hs / 2) as u64, "first exponent pair (hs {hs}, rp {rp})");
        assert_eq!(st.out_at[0][0], st.exp_in[0] + 3, "first mantissa latency (hs {hs}, rp {rp})");
        for (r, c) in st.out_at.iter().enumerate() {
            assert_eq!(c.len(), hs);
            assert!(c.iter().enumerate().all(|(i, &x)| x == c[0] + i as u64), "record {r}: mantissas not back to back: {c:?} (hs {hs}, rp {rp})");
            if r > 0 {
                let d = c[0] - st.out_at[r - 1][0];
                assert_eq!(d, period, "record {r}: {d} cycles after record {} (hs {hs}, rp {rp})", r - 1);
            }
        }
        let first = st.out_at[0][0];
        let last = *st.out_at[n - 1].last().unwrap();
        let per_rec = (last + 1 - first - hs as u64) as f64 / (n - 1) as f64;
        eprintln!("rec throughput: head_size {hs}, rec_pairs {rp}: {n} records, outputs from cycle {first} to {last}: {per_rec} cycles per record (max(hs, rp) = {period}), {} cycles in all", st.cycles);
    }
}
