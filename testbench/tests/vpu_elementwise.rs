//! The vector unit's elementwise streaming units (`hdl/src/vpu/`: RESADD, SILU_MUL, ROPE, EMBED, REQUANT,
//! ARGMAX), each Verilated and run in lockstep with its cycle model (`models::vpu`): every output port is
//! compared every cycle. Independently, a scoreboard compares every output element with the golden
//! operation of `systole_host::golden::int` on the same inputs, so the cycle model is not the only oracle.
//!
//! Stimulus: seeded random operands with the extremes mixed in (i32::MIN/MAX, saturation on every path,
//! zero scales, ties at the rounding points, h1 beyond +-8.0, negative shifts); random input stalls and
//! random output back-pressure; the stream contract checked on both sides with `StreamMonitor`; a drain at
//! the end checks that no element is lost. One configuration has valid and ready always high and checks
//! one element per cycle after the pipeline fill.

use std::collections::VecDeque;
use std::path::Path;
use systole_host::golden::fixed::{requant_wide, sigmoid_table, ActScale, RowScale, SIG_ENTRIES};
use systole_host::golden::int;
use systole_host::golden::quant::QMatrix;
use systole_testbench::harness::{check, run_seeded, soak, Mismatch, Rng, StreamMonitor};
use systole_testbench::models::vpu::{self, silu_mul::SiluIn, PipeOut, StreamIn};
use systole_testbench::verilated::*;

/// One cycle's inputs to a unit (the table port is used by SILU_MUL only).
#[derive(Debug, Clone, Copy, Default)]
struct Cyc {
    s: StreamIn,
    tbl_we: bool,
    tbl_addr: u16,
    tbl_data: u16,
}

/// A Verilated unit seen through the common port set.
trait Dut {
    fn step(&mut self, c: &Cyc) -> PipeOut;
    fn trace(&mut self, p: &Path);
    fn close(&mut self);
}

fn words3(d: u128) -> [u32; 3] {
    [d as u32, (d >> 32) as u32, (d >> 64) as u32]
}

macro_rules! dut_impl {
    ($t:ident, $tin:ident, |$c:ident| $input:expr) => {
        impl Dut for $t {
            fn step(&mut self, $c: &Cyc) -> PipeOut {
                let o = $t::step(self, &$input);
                PipeOut { in_ready: o.in_ready == 1, out_valid: o.out_valid == 1, out_data: o.out_data }
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

dut_impl!(VpuResadd, VpuResaddIn, |c| VpuResaddIn {
    reset: c.s.reset as u64,
    in_valid: c.s.in_valid as u64,
    in_data: c.s.in_data as u64,
    out_ready: c.s.out_ready as u64
});
dut_impl!(VpuEmbed, VpuEmbedIn, |c| VpuEmbedIn {
    reset: c.s.reset as u64,
    in_valid: c.s.in_valid as u64,
    in_data: c.s.in_data as u64,
    out_ready: c.s.out_ready as u64
});
dut_impl!(VpuRope, VpuRopeIn, |c| VpuRopeIn {
    reset: c.s.reset as u64,
    in_valid: c.s.in_valid as u64,
    in_data: words3(c.s.in_data),
    out_ready: c.s.out_ready as u64
});
dut_impl!(VpuRequant, VpuRequantIn, |c| VpuRequantIn {
    reset: c.s.reset as u64,
    in_valid: c.s.in_valid as u64,
    in_data: words3(c.s.in_data),
    in_last: c.s.in_last as u64,
    out_ready: c.s.out_ready as u64
});
dut_impl!(VpuArgmax, VpuArgmaxIn, |c| VpuArgmaxIn {
    reset: c.s.reset as u64,
    in_valid: c.s.in_valid as u64,
    in_data: c.s.in_data as u64,
    in_last: c.s.in_last as u64,
    out_ready: c.s.out_ready as u64
});
dut_impl!(VpuSiluMul, VpuSiluMulIn, |c| VpuSiluMulIn {
    reset: c.s.reset as u64,
    in_valid: c.s.in_valid as u64,
    in_data: c.s.in_data as u64,
    out_ready: c.s.out_ready as u64,
    tbl_we: c.tbl_we as u64,
    tbl_addr: c.tbl_addr as u64,
    tbl_data: c.tbl_data as u64
});

/// A random i32 of random magnitude (uniform bit length) and sign, with the extremes now and then.
fn i32_operand(rng: &mut Rng) -> i32 {
    match rng.below(12) {
        0 => [i32::MIN, i32::MAX, 0, -1, 1, i32::MIN + 1, i32::MAX - 1][rng.below(7) as usize],
        1 => rng.next_u64() as i32,
        _ => {
            let bits = rng.below(32) as u32;
            let v = if bits == 0 { 0 } else { (rng.next_u64() >> (64 - bits)) as i32 };
            if rng.chance(0.5) {
                v.wrapping_neg()
            } else {
                v
            }
        }
    }
}

fn i16_operand(rng: &mut Rng) -> i16 {
    match rng.below(6) {
        0 => [i16::MIN, i16::MAX, 0, -1, 1, 16384, -16384][rng.below(7) as usize],
        _ => rng.next_u64() as i16,
    }
}

/// One unit under test: its stimulus, its cycle model and the golden scoreboard.
struct Unit {
    name: &'static str,
    /// Register stages + output slice: cycles from an input transfer to `out_valid`.
    latency: u64,
    /// Next element: packed `in_data` and `in_last`.
    gen: Box<dyn FnMut(&mut Rng) -> (u128, bool)>,
    /// Cycle model.
    model: Box<dyn FnMut(&Cyc) -> PipeOut>,
    /// Golden scoreboard: every accepted element in order; returns the expected output word when the
    /// element completes one.
    golden: Box<dyn FnMut(u128, bool) -> Option<u64>>,
    /// Table words written before the stream starts (SILU_MUL).
    table: Vec<u16>,
}

/// Runs one unit for `cycles` streaming cycles; returns (input transfers, output transfers).
fn run_unit(
    mut dut: impl Dut,
    mut u: Unit,
    seed: u64,
    trace: Option<&Path>,
    cycles: u64,
    p_valid: f64,
    p_ready: f64,
) -> Result<(u64, u64), Mismatch> {
    if let Some(p) = trace {
        dut.trace(p);
    }
    let mut rng = Rng::new(seed);
    let mut mon_in = StreamMonitor::new("in");
    let mut mon_out = StreamMonitor::new("out");
    let mut expected: VecDeque<u64> = VecDeque::new();
    let (mut in_valid, mut in_data, mut in_last) = (false, 0u128, false);
    let pre = 2 + u.table.len() as u64;
    let drain = 4 * u.latency + 8;
    let mut fill_ok_from = None;
    for cyc in 0..pre + cycles + drain {
        let reset = cyc < 2;
        let streaming = cyc >= pre && cyc < pre + cycles;
        let mut c = Cyc::default();
        if !reset && cyc < pre {
            let a = (cyc - 2) as usize;
            c.tbl_we = true;
            c.tbl_addr = a as u16;
            c.tbl_data = u.table[a];
        }
        if streaming && !in_valid && rng.chance(p_valid) {
            let (d, l) = (u.gen)(&mut rng);
            (in_valid, in_data, in_last) = (true, d, l);
        }
        let out_ready = if streaming { rng.chance(p_ready) } else { true };
        c.s = StreamIn { reset, in_valid, in_data, in_last, out_ready };
        let o = dut.step(&c);
        let e = (u.model)(&c);
        check(cyc, "in_ready", e.in_ready, o.in_ready)?;
        check(cyc, "out_valid", e.out_valid, o.out_valid)?;
        if e.out_valid {
            check(cyc, "out_data", e.out_data, o.out_data)?;
        }
        mon_in.observe(cyc, in_valid, o.in_ready, (in_data, in_last))?;
        if let Some(d) = mon_out.observe(cyc, o.out_valid, out_ready, o.out_data)? {
            let want = expected.pop_front();
            check(cyc, &format!("{} out_data vs golden", u.name), want, Some(d))?;
        }
        if in_valid && o.in_ready && !reset {
            if fill_ok_from.is_none() {
                fill_ok_from = Some(cyc);
            }
            if let Some(w) = (u.golden)(in_data, in_last) {
                expected.push_back(w);
            }
            in_valid = false;
        }
    }
    dut.close();
    if !expected.is_empty() || in_valid {
        return Err(Mismatch {
            cycle: pre + cycles + drain,
            port: format!("{} drain", u.name),
            expected: "every accepted element's result delivered".into(),
            actual: format!("{} results missing", expected.len()),
        });
    }
    Ok((mon_in.transfers, mon_out.transfers))
}

/// The default configurations: (p_valid, p_ready).
const CONFIGS: [(f64, f64); 5] = [(0.5, 0.5), (1.0, 1.0), (1.0, 0.1), (0.1, 1.0), (0.9, 0.7)];

/// Runs `make_unit` under every configuration, `total` cycles in all; checks full throughput when valid
/// and ready are always high.
fn run_all<D: Dut>(test: &str, total: u64, new_dut: fn() -> D, make_unit: fn(&mut Rng) -> Unit, per_element_out: bool) {
    for (p_valid, p_ready) in CONFIGS {
        let cycles = total / CONFIGS.len() as u64;
        let (n_in, n_out) = run_seeded(test, |seed, trace| {
            let mut rng = Rng::new(seed ^ 0x5eed);
            let unit = make_unit(&mut rng);
            run_unit(new_dut(), unit, seed, trace, cycles, p_valid, p_ready)
        });
        assert!(n_in > 0 && n_out > 0, "{test}: {n_in} elements in, {n_out} results out");
        if p_valid == 1.0 && p_ready == 1.0 {
            // one element per cycle: every streaming cycle transfers an input, and (for the elementwise
            // units) every input produces an output, all delivered by the end of the drain
            assert_eq!(n_in, cycles, "{test}: full throughput: {n_in} inputs accepted in {cycles} cycles");
            if per_element_out {
                assert_eq!(n_out, n_in, "{test}: full throughput: {n_out} outputs for {n_in} inputs");
            }
        }
    }
}

fn cycles() -> u64 {
    100_000 * soak()
}

// ---------------------------------------------------------------------------------------------------
// RESADD

fn resadd_unit(_: &mut Rng) -> Unit {
    Unit {
        name: "vpu_resadd",
        latency: 1,
        gen: Box::new(|rng| {
            let (x, y) = (i32_operand(rng), i32_operand(rng));
            ((x as u32 as u128) | ((y as u32 as u128) << 32), false)
        }),
        model: {
            let mut m = vpu::resadd::model();
            Box::new(move |c| m.step(c.s))
        },
        golden: Box::new(|d, _| {
            let mut x = [d as u32 as i32];
            int::residual_add(&mut x, &[(d >> 32) as u32 as i32]);
            Some(x[0] as u32 as u64)
        }),
        table: vec![],
    }
}

#[test]
fn resadd_random_stalls_and_backpressure() {
    run_all("vpu_resadd", cycles(), VpuResadd::new, resadd_unit, true);
}

// ---------------------------------------------------------------------------------------------------
// SILU_MUL

/// h1 values: inside the table range, at its edges, at interpolation ties, beyond +-8.0, extremes.
fn h1_operand(rng: &mut Rng) -> i32 {
    match rng.below(8) {
        0 => i32_operand(rng),
        1 => (1 << 19) + rng.below(5) as i32 - 2,
        2 => -(1 << 19) + rng.below(5) as i32 - 2,
        3 => {
            // a tie of the lerp rounding: the fraction at 2^10 (or its neighbours)
            let i = rng.below(512) as i32;
            (i << 11) + 1024 + rng.below(3) as i32 - 1 - (1 << 19)
        }
        4 => {
            let v = rng.below(1 << 24) as i32;
            if rng.chance(0.5) {
                -v
            } else {
                v
            }
        }
        _ => rng.below(1 << 20) as i32 - (1 << 19),
    }
}

fn silu_unit(rng: &mut Rng) -> Unit {
    // the contract's table, or (one run in three) arbitrary contents: non-monotone steps of both signs
    let table: Vec<u16> =
        if rng.below(3) == 0 { (0..SIG_ENTRIES).map(|_| rng.next_u64() as u16).collect() } else { sigmoid_table() };
    let gtable = table.clone();
    let mut m = vpu::silu_mul::SiluMulModel::default();
    Unit {
        name: "vpu_silu_mul",
        latency: 5,
        gen: Box::new(|rng| {
            let (h1, h3) = (h1_operand(rng), i32_operand(rng));
            ((h1 as u32 as u128) | ((h3 as u32 as u128) << 32), false)
        }),
        model: Box::new(move |c| m.step(SiluIn { s: c.s, tbl_we: c.tbl_we, tbl_addr: c.tbl_addr, tbl_data: c.tbl_data })),
        golden: Box::new(move |d, _| {
            let mut o = [0i32];
            int::swiglu(&[d as u32 as i32], &[(d >> 32) as u32 as i32], &gtable, &mut o);
            Some(o[0] as u32 as u64)
        }),
        table,
    }
}

#[test]
fn silu_mul_random_stalls_and_backpressure() {
    run_all("vpu_silu_mul", cycles(), VpuSiluMul::new, silu_unit, true);
}

// ---------------------------------------------------------------------------------------------------
// ROPE

fn rope_unit(_: &mut Rng) -> Unit {
    Unit {
        name: "vpu_rope",
        latency: 2,
        gen: Box::new(|rng| {
            let (v0, v1) = (i32_operand(rng), i32_operand(rng));
            let (c, s) = if rng.chance(0.5) {
                // a real Q14 rotation
                let a = rng.below(1 << 20) as f64 * 1e-3;
                ((a.cos() * 16384.0).round() as i16, (a.sin() * 16384.0).round() as i16)
            } else {
                (i16_operand(rng), i16_operand(rng))
            };
            let d = (v0 as u32 as u128)
                | ((v1 as u32 as u128) << 32)
                | ((c as u16 as u128) << 64)
                | ((s as u16 as u128) << 80);
            (d, false)
        }),
        model: {
            let mut m = vpu::rope::model();
            Box::new(move |c| m.step(c.s))
        },
        golden: Box::new(|d, _| {
            let v = [d as u32 as i32, (d >> 32) as u32 as i32];
            let cs = [((d >> 64) as u16 as i16, (d >> 80) as u16 as i16)];
            let mut o = [0i32; 2];
            int::rope(&v, &cs, 2, &mut o);
            Some(o[0] as u32 as u64 | ((o[1] as u32 as u64) << 32))
        }),
        table: vec![],
    }
}

#[test]
fn rope_random_stalls_and_backpressure() {
    run_all("vpu_rope", cycles(), VpuRope::new, rope_unit, true);
}

// ---------------------------------------------------------------------------------------------------
// EMBED

fn embed_unit(_: &mut Rng) -> Unit {
    Unit {
        name: "vpu_embed",
        latency: 2,
        gen: Box::new(|rng| {
            let q = if rng.chance(0.1) { [-128i8, 127, -127, 0, 1, -1][rng.below(6) as usize] } else { rng.next_u64() as i8 };
            let m = match rng.below(6) {
                0 => [0u16, 65535, 16384, 32767, 1][rng.below(5) as usize],
                1 => rng.next_u64() as u16,
                _ => (1 << 14) + rng.below(1 << 14) as u16,
            };
            // mostly realistic shifts around 16..40, with negative shifts (s < 16) and huge ones
            let s = match rng.below(5) {
                0 => rng.below(256) as u8,
                1 => rng.below(17) as u8,
                _ => 10 + rng.below(40) as u8,
            };
            let d = (q as u8 as u128) | ((m as u128) << 8) | ((s as u128) << 24);
            (d, false)
        }),
        model: {
            let mut m = vpu::embed::model();
            Box::new(move |c| m.step(c.s))
        },
        golden: Box::new(|d, _| {
            let e = QMatrix {
                rows: 1,
                cols: 1,
                group: 1,
                q: vec![d as u8 as i8],
                scale: vec![RowScale { m: (d >> 8) as u16, s: (d >> 24) as u8 }],
            };
            let mut x = [0i32];
            int::embed(&e, 0, &mut x);
            Some(x[0] as u32 as u64)
        }),
        table: vec![],
    }
}

#[test]
fn embed_random_stalls_and_backpressure() {
    run_all("vpu_embed", cycles(), VpuEmbed::new, embed_unit, true);
}

// ---------------------------------------------------------------------------------------------------
// REQUANT

use vpu::requant::pack as requant_pack;

fn requant_unit(_: &mut Rng) -> Unit {
    let mut left = 0u64;
    let mut group_sum = 0i64;
    Unit {
        name: "vpu_requant",
        latency: 4,
        gen: Box::new(move |rng| {
            if left == 0 {
                left = 1 + if rng.chance(0.2) { rng.below(40) } else { rng.below(8) };
            }
            left -= 1;
            let acc = match rng.below(4) {
                0 => i32_operand(rng),
                1 => 0,
                _ => rng.below(1 << 20) as i32 - (1 << 19),
            };
            let a = ActScale {
                a_m: if rng.chance(0.1) { [0, 32767, 32768, 65535][rng.below(4) as usize] } else { rng.below(1 << 15) as u16 },
                e: if rng.chance(0.7) { rng.below(18) as u8 } else { rng.below(32) as u8 },
            };
            let w = RowScale {
                m: if rng.chance(0.1) { [0, 32767][rng.below(2) as usize] } else { (1 << 14) + rng.below(1 << 14) as u16 },
                s: if rng.chance(0.7) { 20 + rng.below(30) as u8 } else { rng.below(64) as u8 },
            };
            (requant_pack(acc, a, w), left == 0)
        }),
        model: {
            let mut m = vpu::requant::model();
            Box::new(move |c| m.step(c.s))
        },
        golden: Box::new(move |d, last| {
            let (acc, a_m, e, m, s) = ((d as u32 as i32), (d >> 32) & 0xffff, (d >> 48) & 0x1f, (d >> 53) & 0x7fff, (d >> 68) & 0x3f);
            let t = requant_wide(acc, ActScale { a_m: a_m as u16, e: e as u8 }, RowScale { m: m as u16, s: s as u8 });
            // the golden matvec's i64 sum (wrapping, as in a release build; unreachable inside the contract)
            group_sum = group_sum.wrapping_add(t);
            if last {
                let y = systole_host::golden::fixed::sat32(group_sum);
                group_sum = 0;
                Some(y as u32 as u64)
            } else {
                None
            }
        }),
        table: vec![],
    }
}

#[test]
fn requant_random_stalls_and_backpressure() {
    run_all("vpu_requant", cycles(), VpuRequant::new, requant_unit, false);
}

/// REQUANT as the epilogue of a real matrix-vector product: random INT8 weights with group scales,
/// an activation vector quantized by the golden `quantize_groups`, the group accumulators formed here
/// (the matrix unit's part), and every output compared with the golden `int::matvec`.
fn requant_matvec_run(seed: u64, trace: Option<&Path>, rows: usize) -> Result<(), Mismatch> {
    let mut rng = Rng::new(seed);
    let (cols, group) = (32 * (1 + rng.below(6) as usize) + rng.below(32) as usize, 32);
    let w: Vec<f32> = (0..rows * cols)
        .map(|i| if i % 97 < 3 { 0.0 } else { ((rng.next_u64() >> 11) as f64 / (1u64 << 53) as f64 - 0.5) as f32 * (1 + rng.below(4)) as f32 })
        .collect();
    let wq = QMatrix::quantize(&w, rows, cols, group);
    let x: Vec<i32> = (0..cols).map(|_| i32_operand(&mut rng) >> rng.below(16)).collect();
    let mut xq = vec![0i8; cols];
    let mut a = Vec::new();
    int::quantize_groups(&x, group, &mut xq, &mut a);
    let mut want = vec![0i32; rows];
    int::matvec(&wq, &xq, &a, &mut want);
    // the stream: every row's groups, in_last on the row's last group
    let mut stream = VecDeque::new();
    for r in 0..rows {
        let ng = wq.groups();
        for (g, (wg, xg)) in wq.row(r).chunks(group).zip(xq.chunks(group)).enumerate() {
            let acc: i32 = wg.iter().zip(xg).map(|(&p, &q)| p as i32 * q as i32).sum();
            stream.push_back((requant_pack(acc, a[g], wq.row_scales(r)[g]), g + 1 == ng));
        }
    }
    let mut dut = VpuRequant::new();
    if let Some(p) = trace {
        Dut::trace(&mut dut, p);
    }
    let mut model = vpu::requant::model();
    let mut got = Vec::new();
    let mut mon = StreamMonitor::new("out");
    let (mut in_valid, mut cur) = (false, (0u128, false));
    let mut cyc = 0u64;
    while got.len() < rows {
        let reset = cyc < 2;
        if !reset && !in_valid && rng.chance(0.8) {
            if let Some(s) = stream.pop_front() {
                in_valid = true;
                cur = s;
            }
        }
        let out_ready = rng.chance(0.7);
        let c = Cyc { s: StreamIn { reset, in_valid, in_data: cur.0, in_last: cur.1, out_ready }, ..Default::default() };
        let o = Dut::step(&mut dut, &c);
        let e = model.step(c.s);
        check(cyc, "in_ready", e.in_ready, o.in_ready)?;
        check(cyc, "out_valid", e.out_valid, o.out_valid)?;
        if e.out_valid {
            check(cyc, "out_data", e.out_data, o.out_data)?;
        }
        if let Some(d) = mon.observe(cyc, o.out_valid, out_ready, o.out_data)? {
            let r = got.len();
            check(cyc, &format!("y[{r}] vs int::matvec"), want[r] as u32 as u64, d)?;
            got.push(d);
        }
        if in_valid && o.in_ready && !reset {
            in_valid = false;
        }
        cyc += 1;
        if cyc > 100 * (rows as u64 * 8 + 100) {
            return Err(Mismatch { cycle: cyc, port: "out".into(), expected: format!("{rows} rows"), actual: format!("{}", got.len()) });
        }
    }
    dut.trace_close();
    Ok(())
}

#[test]
fn requant_matches_golden_matvec() {
    for _ in 0..10 * soak() {
        run_seeded("vpu_requant_matvec", |seed, trace| requant_matvec_run(seed, trace, 200));
    }
}

// ---------------------------------------------------------------------------------------------------
// ARGMAX

fn argmax_unit(_: &mut Rng) -> Unit {
    let mut left = 0u64;
    let mut narrow = false;
    let mut vec_in: Vec<i32> = Vec::new();
    Unit {
        name: "vpu_argmax",
        latency: 1,
        gen: Box::new(move |rng| {
            if left == 0 {
                left = 1 + if rng.chance(0.1) { rng.below(600) } else { rng.below(40) };
                // narrow-range vectors have many ties
                narrow = rng.chance(0.5);
            }
            left -= 1;
            let x = if narrow { (rng.below(8) as i32 - 4).wrapping_add(if rng.chance(0.05) { i32::MIN } else { 0 }) } else { i32_operand(rng) };
            (x as u32 as u128, left == 0)
        }),
        model: {
            let mut m = vpu::argmax::model();
            Box::new(move |c| m.step(c.s))
        },
        golden: Box::new(move |d, last| {
            vec_in.push(d as u32 as i32);
            if last {
                let i = int::argmax(&vec_in);
                let w = i as u64 | ((vec_in[i] as u32 as u64) << 32);
                vec_in.clear();
                Some(w)
            } else {
                None
            }
        }),
        table: vec![],
    }
}

#[test]
fn argmax_random_stalls_and_backpressure() {
    run_all("vpu_argmax", cycles(), VpuArgmax::new, argmax_unit, false);
}
