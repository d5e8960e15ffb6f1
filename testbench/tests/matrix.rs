//! The systolic matrix unit (`hdl/src/matrix`) against its cycle model, at every emitted size (8x8 and 16x16):
//!
//! - `*_random_lockstep`: seeded random tiles (partial rows and columns, 1..300 vectors per tile, garbage in the
//!   unused activation rows), random valid/ready stalls on all three streams, long back-pressure episodes and
//!   resets mid-stream; every output compared with the model every cycle, the `y` stream checked by a
//!   `StreamMonitor`, and every result checked end to end against the plain integer tile product;
//! - `*_corners`: extreme operands (-128 x -128 everywhere, mixed -128/127), one-row and one-column tiles,
//!   `w_cols` of 0 and 255, decode-shaped chains of one-vector tiles, `y_ready` held low for long stretches;
//! - `*_gemm`: a full `M x K` by `K x N` product with `K = 172` and `N = 20` (neither a multiple of R or C),
//!   split into tiles, partial sums accumulated outside, compared with the plain integer matrix product;
//! - `*_utilization`: no stalls; MAC utilization on a 256-vector and a 1024-vector tile and on a chain of
//!   8 tiles x 256 vectors (asserted >= 95%), no bubble between back-to-back tiles, decode-chain throughput,
//!   and Verilator simulation speed.

use std::collections::VecDeque;
use std::path::Path;
use std::time::Instant;
use systole_testbench::harness::{check, run_seeded, soak, Mismatch, Rng, StreamMonitor};
use systole_testbench::models::matrix::{tile_product, MatrixIn, MatrixModel, MatrixOut};
use systole_testbench::verilated::{
    MatrixR16c16, MatrixR16c16In, MatrixR2c4, MatrixR2c4In, MatrixR4c4, MatrixR4c4In, MatrixR8c8, MatrixR8c8In,
};

// ---------------------------------------------------------------------------------------------------------
// DUT adapters: the Verilated modules behind one interface speaking the model's types.

/// A packed port as the bindings represent it (`u64` up to 64 bits, `[u32; N]` above).
trait Port: Copy {
    fn from_words(w: &[u32]) -> Self;
    fn to_words(&self) -> Vec<u32>;
}
impl Port for u64 {
    fn from_words(w: &[u32]) -> Self {
        w[0] as u64 | (w.get(1).copied().unwrap_or(0) as u64) << 32
    }
    fn to_words(&self) -> Vec<u32> {
        vec![*self as u32, (*self >> 32) as u32]
    }
}
impl<const N: usize> Port for [u32; N] {
    fn from_words(w: &[u32]) -> Self {
        let mut a = [0u32; N];
        a.copy_from_slice(&w[..N]);
        a
    }
    fn to_words(&self) -> Vec<u32> {
        self.to_vec()
    }
}

fn pack_i8(v: &[i8]) -> Vec<u32> {
    let mut w = vec![0u32; v.len().div_ceil(4).max(2)];
    for (k, x) in v.iter().enumerate() {
        w[k / 4] |= (*x as u8 as u32) << (8 * (k % 4));
    }
    w
}

trait Dut {
    const R: usize;
    const C: usize;
    const NAME: &'static str;
    fn create() -> Self;
    fn trace_to(&mut self, p: &Path);
    fn close(&mut self);
    fn step_io(&mut self, i: &MatrixIn) -> MatrixOut;
}

macro_rules! dut {
    ($t:ident, $tin:ident, $r:expr, $c:expr) => {
        impl Dut for $t {
            const R: usize = $r;
            const C: usize = $c;
            const NAME: &'static str = $t::NAME;
            fn create() -> Self {
                $t::new()
            }
            fn trace_to(&mut self, p: &Path) {
                self.trace(p)
            }
            fn close(&mut self) {
                self.trace_close()
            }
            fn step_io(&mut self, i: &MatrixIn) -> MatrixOut {
                let x = $tin {
                    reset: i.reset as u64,
                    w_valid: i.w_valid as u64,
                    w_data: Port::from_words(&pack_i8(&i.w_data)),
                    w_last: i.w_last as u64,
                    w_cols: i.w_cols as u64,
                    a_valid: i.a_valid as u64,
                    a_data: Port::from_words(&pack_i8(&i.a_data)),
                    a_last: i.a_last as u64,
                    y_ready: i.y_ready as u64,
                };
                let o = self.step(&x);
                let words = o.y_data.to_words();
                MatrixOut {
                    w_ready: o.w_ready == 1,
                    a_ready: o.a_ready == 1,
                    y_valid: o.y_valid == 1,
                    y_data: words[..$c].iter().map(|&w| w as i32).collect(),
                    y_last: o.y_last == 1,
                }
            }
        }
    };
}
dut!(MatrixR2c4, MatrixR2c4In, 2, 4);
dut!(MatrixR4c4, MatrixR4c4In, 4, 4);
dut!(MatrixR8c8, MatrixR8c8In, 8, 8);
dut!(MatrixR16c16, MatrixR16c16In, 16, 16);

/// Compares every output of one cycle (the data of `y` only while `y_valid`).
fn compare(cyc: u64, e: &MatrixOut, o: &MatrixOut) -> Result<(), Mismatch> {
    check(cyc, "w_ready", e.w_ready, o.w_ready)?;
    check(cyc, "a_ready", e.a_ready, o.a_ready)?;
    check(cyc, "y_valid", e.y_valid, o.y_valid)?;
    if e.y_valid {
        check(cyc, "y_last", e.y_last, o.y_last)?;
        check(cyc, "y_data", &e.y_data, &o.y_data)?;
    }
    Ok(())
}

// ---------------------------------------------------------------------------------------------------------
// Stimulus: tiles, the drivers of the two input streams, and the consumer of y.

/// Operand distribution.
#[derive(Clone, Copy, Debug, PartialEq)]
enum Data {
    Uniform,
    /// Mostly -128 / 127 / -1 / 0 / 1.
    Extreme,
    /// Every operand -128 (largest positive product and sum).
    AllMin,
}

/// Shape of the generated traffic.
#[derive(Clone, Copy, Debug)]
struct Profile {
    p_w: f64,
    p_a: f64,
    p_y: f64,
    /// Probability per cycle of starting a back-pressure episode (y_ready low for 20..300 cycles).
    p_stall: f64,
    /// Probability per cycle of a reset pulse.
    p_reset: f64,
    /// Vectors per tile: 1..=max_vecs (with a bias towards 1 and towards the maximum).
    max_vecs: usize,
    /// Probability that a tile is partial in rows / in columns.
    p_partial: f64,
    data: Data,
}

#[derive(Clone, Debug)]
struct Tile {
    rows: usize,
    w_cols: u8,
    /// R x C, row-major; rows >= `rows` are never sent.
    w: Vec<i8>,
    /// Vectors of R values; rows >= `rows` hold garbage the unit must ignore.
    vecs: Vec<Vec<i8>>,
}

fn operand(rng: &mut Rng, data: Data) -> i8 {
    match data {
        Data::Uniform => rng.next_u64() as i8,
        Data::AllMin => -128,
        Data::Extreme => match rng.below(8) {
            0 | 1 => -128,
            2 | 3 => 127,
            4 => -1,
            5 => 0,
            6 => 1,
            _ => rng.next_u64() as i8,
        },
    }
}

fn gen_tile(rng: &mut Rng, r: usize, c: usize, pr: &Profile) -> Tile {
    let rows = if rng.chance(pr.p_partial) { 1 + rng.below(r as u64) as usize } else { r };
    let w_cols = if rng.chance(pr.p_partial) {
        match rng.below(6) {
            0 => 0,
            1 => 255,
            2 => c as u8 + rng.below(8) as u8,
            _ => 1 + rng.below(c as u64) as u8,
        }
    } else {
        c as u8
    };
    let n = match rng.below(4) {
        0 => 1,
        1 => pr.max_vecs,
        _ => 1 + rng.below(pr.max_vecs as u64) as usize,
    };
    let w = (0..r * c).map(|_| operand(rng, pr.data)).collect();
    let vecs = (0..n)
        .map(|_| (0..r).map(|k| if k < rows { operand(rng, pr.data) } else { rng.next_u64() as i8 }).collect())
        .collect();
    Tile { rows, w_cols, w, vecs }
}

/// A weight beat or an activation beat with its payload.
#[derive(Clone, Debug)]
struct WBeat {
    data: Vec<i8>,
    last: bool,
    cols: u8,
}
#[derive(Clone, Debug)]
struct ABeat {
    data: Vec<i8>,
    last: bool,
}

/// Input streams and the expected result stream of a sequence of tiles.
#[derive(Default)]
struct Traffic {
    w: VecDeque<WBeat>,
    a: VecDeque<ABeat>,
    y: VecDeque<(Vec<i32>, bool)>,
}

impl Traffic {
    fn push_tile(&mut self, t: &Tile, r: usize, c: usize, rng: &mut Rng) {
        for row in 0..t.rows {
            // the R-th beat ends a tile with or without w_last
            let last = row + 1 == t.rows && (t.rows < r || rng.chance(0.5));
            self.w.push_back(WBeat { data: t.w[row * c..(row + 1) * c].to_vec(), last, cols: t.w_cols });
        }
        let cols = (t.w_cols as usize).min(c);
        for (k, v) in t.vecs.iter().enumerate() {
            let last = k + 1 == t.vecs.len();
            self.a.push_back(ABeat { data: v.clone(), last });
            self.y.push_back((tile_product(v, &t.w, t.rows, cols, c), last));
        }
    }
}

/// Drives the two input streams from `Traffic` with the given probabilities, obeying the stream contract
/// (valid and data held until the transfer); garbage on the data lines while valid is low.
struct Driver {
    w_hold: Option<WBeat>,
    a_hold: Option<ABeat>,
}

impl Driver {
    fn inputs(&mut self, tr: &mut Traffic, rng: &mut Rng, r: usize, c: usize, p_w: f64, p_a: f64) -> MatrixIn {
        if self.w_hold.is_none() && !tr.w.is_empty() && rng.chance(p_w) {
            self.w_hold = tr.w.pop_front();
        }
        if self.a_hold.is_none() && !tr.a.is_empty() && rng.chance(p_a) {
            self.a_hold = tr.a.pop_front();
        }
        let garbage = |rng: &mut Rng, n: usize| (0..n).map(|_| rng.next_u64() as i8).collect::<Vec<i8>>();
        let mut i = MatrixIn { y_ready: true, ..Default::default() };
        match &self.w_hold {
            Some(b) => {
                i.w_valid = true;
                i.w_data = b.data.clone();
                i.w_last = b.last;
                i.w_cols = b.cols;
            }
            None => {
                i.w_data = garbage(rng, c);
                i.w_last = rng.chance(0.5);
                i.w_cols = rng.next_u64() as u8;
            }
        }
        match &self.a_hold {
            Some(b) => {
                i.a_valid = true;
                i.a_data = b.data.clone();
                i.a_last = b.last;
            }
            None => {
                i.a_data = garbage(rng, r);
                i.a_last = rng.chance(0.5);
            }
        }
        i
    }

    /// Retires the held beats that transferred this cycle.
    fn retire(&mut self, i: &MatrixIn, o: &MatrixOut) {
        if i.w_valid && o.w_ready {
            self.w_hold = None;
        }
        if i.a_valid && o.a_ready {
            self.a_hold = None;
        }
    }
}

/// Statistics of one run.
#[derive(Debug, Default, Clone, Copy)]
struct Stats {
    cycles: u64,
    results: u64,
    tiles: u64,
    resets: u64,
}

/// The random lockstep run: tiles generated on the fly, every output compared every cycle.
fn run_random<D: Dut>(seed: u64, trace: Option<&Path>, cycles: u64, pr: Profile) -> Result<Stats, Mismatch> {
    let (r, c) = (D::R, D::C);
    let mut dut = D::create();
    if let Some(p) = trace {
        dut.trace_to(p);
    }
    let mut model = MatrixModel::new(r, c);
    let mut rng = Rng::new(seed);
    let mut tr = Traffic::default();
    let mut drv = Driver { w_hold: None, a_hold: None };
    let mut mon = StreamMonitor::new("y");
    let mut st = Stats::default();
    let mut reset_left = 2u64;
    let mut stall_left = 0u64;
    for cyc in 0..cycles {
        if reset_left == 0 && rng.chance(pr.p_reset) {
            reset_left = 1 + rng.below(3);
        }
        let reset = reset_left > 0;
        if reset {
            // a reset drops everything in flight: restart the traffic and the monitor
            tr = Traffic::default();
            drv = Driver { w_hold: None, a_hold: None };
            mon = StreamMonitor::new("y");
        }
        while !reset && tr.a.len() < 2 * r {
            let t = gen_tile(&mut rng, r, c, &pr);
            tr.push_tile(&t, r, c, &mut rng);
            st.tiles += 1;
        }
        if stall_left == 0 && rng.chance(pr.p_stall) {
            stall_left = 20 + rng.below(280);
        }
        let mut i = if reset {
            MatrixIn { a_data: vec![0; r], w_data: vec![0; c], ..Default::default() }
        } else {
            drv.inputs(&mut tr, &mut rng, r, c, pr.p_w, pr.p_a)
        };
        i.reset = reset;
        i.y_ready = stall_left == 0 && rng.chance(pr.p_y);
        let o = dut.step_io(&i);
        let e = model.step(&i);
        compare(cyc, &e, &o)?;
        if !reset {
            if let Some(y) = mon.observe(cyc, o.y_valid, i.y_ready, (o.y_data.clone(), o.y_last))? {
                let want = tr.y.pop_front();
                check(cyc, "y (end to end: tile product, last)", want, Some(y))?;
                st.results += 1;
            }
            drv.retire(&i, &o);
        }
        if reset_left > 0 {
            reset_left -= 1;
            if reset_left == 0 {
                st.resets += 1;
            }
        }
        stall_left = stall_left.saturating_sub(1);
    }
    dut.close();
    st.cycles = cycles;
    Ok(st)
}

const BASE: Profile = Profile {
    p_w: 0.8,
    p_a: 0.8,
    p_y: 0.8,
    p_stall: 0.0005,
    p_reset: 0.00005,
    max_vecs: 64,
    p_partial: 0.3,
    data: Data::Uniform,
};

/// The random profiles of the default suite, with their share of the cycle budget.
fn random_profiles() -> Vec<(&'static str, Profile)> {
    vec![
        ("balanced", BASE),
        ("full_rate", Profile { p_w: 1.0, p_a: 1.0, p_y: 1.0, p_stall: 0.0002, max_vecs: 300, ..BASE }),
        ("backpressure", Profile { p_y: 0.3, p_stall: 0.002, ..BASE }),
        ("starved", Profile { p_w: 0.3, p_a: 0.4, max_vecs: 8, ..BASE }),
        ("decode_chain", Profile { p_w: 1.0, p_a: 1.0, p_y: 0.9, max_vecs: 2, p_partial: 0.5, ..BASE }),
        ("extreme", Profile { p_partial: 0.5, data: Data::Extreme, ..BASE }),
    ]
}

fn random_suite<D: Dut>(total: u64) {
    let profiles = random_profiles();
    let per = total / profiles.len() as u64;
    for (name, pr) in profiles {
        let test = format!("{}_random_{name}", D::NAME);
        let st = run_seeded(&test, |seed, trace| run_random::<D>(seed, trace, per, pr));
        eprintln!("{test}: {st:?}");
        assert!(st.results > per / 50, "{test}: only {} results in {per} cycles", st.results);
    }
}

// The small arrays are the synthesized configurations of docs/fpga.md (2 x 4 fills the iCE40 UP5K's eight
// multipliers): the same suites at shorter lengths.
#[test]
fn matrix_r2c4_random_lockstep() {
    random_suite::<MatrixR2c4>(60_000 * soak());
}

#[test]
fn matrix_r4c4_random_lockstep() {
    random_suite::<MatrixR4c4>(60_000 * soak());
}

#[test]
fn matrix_r8c8_random_lockstep() {
    random_suite::<MatrixR8c8>(180_000 * soak());
}

#[test]
fn matrix_r16c16_random_lockstep() {
    random_suite::<MatrixR16c16>(90_000 * soak());
}

// ---------------------------------------------------------------------------------------------------------
// Directed corner cases, through the same lockstep engine with fixed profiles.

fn corner_suite<D: Dut>(cycles: u64) {
    let corners = [
        ("all_min", Profile { p_partial: 0.0, data: Data::AllMin, max_vecs: 40, ..BASE }),
        ("all_min_partial", Profile { p_partial: 1.0, data: Data::AllMin, ..BASE }),
        ("extreme_full_rate", Profile { p_w: 1.0, p_a: 1.0, p_y: 1.0, p_stall: 0.0, data: Data::Extreme, ..BASE }),
        ("single_vector_tiles", Profile { p_w: 1.0, p_a: 1.0, p_y: 1.0, p_stall: 0.0, max_vecs: 1, ..BASE }),
        ("partial_everything", Profile { p_partial: 1.0, max_vecs: 3, ..BASE }),
        ("long_stalls", Profile { p_stall: 0.02, p_y: 0.5, ..BASE }),
        ("reset_storm", Profile { p_reset: 0.01, ..BASE }),
    ];
    for (name, pr) in corners {
        let test = format!("{}_corner_{name}", D::NAME);
        let st = run_seeded(&test, |seed, trace| run_random::<D>(seed, trace, cycles, pr));
        eprintln!("{test}: {st:?}");
        assert!(st.results > 0, "{test}: no results");
    }
}

#[test]
fn matrix_r2c4_corners() {
    corner_suite::<MatrixR2c4>(3_000 * soak());
}

#[test]
fn matrix_r4c4_corners() {
    corner_suite::<MatrixR4c4>(3_000 * soak());
}

#[test]
fn matrix_r8c8_corners() {
    corner_suite::<MatrixR8c8>(6_000 * soak());
}

#[test]
fn matrix_r16c16_corners() {
    corner_suite::<MatrixR16c16>(4_000 * soak());
}

// ---------------------------------------------------------------------------------------------------------
// A whole matrix product with K and N not multiples of the array size.

/// `Y = A (M x K) * W (K x N)` through the unit: for every N-tile and K-tile, load the weight tile and stream
/// the M activation vectors; the K-tile partial sums are added outside (as the vector unit will).
fn run_gemm<D: Dut>(seed: u64, trace: Option<&Path>, m: usize, k: usize, n: usize, p: f64) -> Result<u64, Mismatch> {
    let (r, c) = (D::R, D::C);
    let mut rng = Rng::new(seed);
    let a: Vec<Vec<i8>> = (0..m).map(|_| (0..k).map(|_| rng.next_u64() as i8).collect()).collect();
    let w: Vec<Vec<i8>> = (0..k).map(|_| (0..n).map(|_| rng.next_u64() as i8).collect()).collect();
    // reference: the plain integer matrix product
    let reference: Vec<Vec<i64>> =
        (0..m).map(|i| (0..n).map(|j| (0..k).map(|x| a[i][x] as i64 * w[x][j] as i64).sum()).collect()).collect();
    // input streams, tile by tile
    let mut tr = Traffic::default();
    let mut order = Vec::new(); // (n0, ncols) of every result, in order
    for n0 in (0..n).step_by(c) {
        let ncols = c.min(n - n0);
        for k0 in (0..k).step_by(r) {
            let krows = r.min(k - k0);
            for x in 0..krows {
                let row: Vec<i8> =
                    (0..c).map(|j| if j < ncols { w[k0 + x][n0 + j] } else { rng.next_u64() as i8 }).collect();
                tr.w.push_back(WBeat { data: row, last: x + 1 == krows, cols: ncols as u8 });
            }
            for (i, ai) in a.iter().enumerate() {
                let v: Vec<i8> = (0..r).map(|x| if x < krows { ai[k0 + x] } else { rng.next_u64() as i8 }).collect();
                tr.a.push_back(ABeat { data: v, last: i + 1 == m });
                order.push((i, n0, ncols));
            }
        }
    }
    let mut dut = D::create();
    if let Some(pth) = trace {
        dut.trace_to(pth);
    }
    let mut model = MatrixModel::new(r, c);
    let mut drv = Driver { w_hold: None, a_hold: None };
    let mut mon = StreamMonitor::new("y");
    let mut got = vec![vec![0i64; n]; m];
    let mut next = 0usize;
    let mut cyc = 0u64;
    while next < order.len() {
        let mut i = if cyc < 2 {
            MatrixIn { reset: true, a_data: vec![0; r], w_data: vec![0; c], ..Default::default() }
        } else {
            drv.inputs(&mut tr, &mut rng, r, c, p, p)
        };
        i.y_ready = rng.chance(p);
        let o = dut.step_io(&i);
        let e = model.step(&i);
        compare(cyc, &e, &o)?;
        if let Some((y, _)) = mon.observe(cyc, o.y_valid, i.y_ready, (o.y_data.clone(), o.y_last))? {
            let (row, n0, ncols) = order[next];
            for j in 0..c {
                if j < ncols {
                    got[row][n0 + j] += y[j] as i64;
                } else {
                    check(cyc, "y_data beyond w_cols", 0, y[j])?;
                }
            }
            next += 1;
        }
        if cyc >= 2 {
            drv.retire(&i, &o);
        }
        cyc += 1;
        if cyc > 100 * order.len() as u64 + 10_000 {
            return Err(Mismatch {
                cycle: cyc,
                port: "progress".into(),
                expected: "all results".into(),
                actual: format!("{next}"),
            });
        }
    }
    dut.close();
    for i in 0..m {
        check(cyc, &format!("Y row {i} (against the plain integer product)"), &reference[i], &got[i])?;
    }
    Ok(cyc)
}

fn gemm_suite<D: Dut>() {
    for (m, k, n, p) in [(24, 172, 20, 0.7), (5, 172, 20, 1.0), (3, 7, 3, 0.5), (40, 64, 33, 0.9)] {
        let test = format!("{}_gemm_m{m}_k{k}_n{n}", D::NAME);
        let cycles = run_seeded(&test, |seed, trace| run_gemm::<D>(seed, trace, m, k, n, p));
        eprintln!("{test}: {cycles} cycles");
    }
}

#[test]
fn matrix_r2c4_gemm() {
    gemm_suite::<MatrixR2c4>();
}

#[test]
fn matrix_r4c4_gemm() {
    gemm_suite::<MatrixR4c4>();
}

#[test]
fn matrix_r8c8_gemm() {
    gemm_suite::<MatrixR8c8>();
}

#[test]
fn matrix_r16c16_gemm() {
    gemm_suite::<MatrixR16c16>();
}

// ---------------------------------------------------------------------------------------------------------
// Utilization and simulation speed.

/// Runs `tiles` full tiles of `vecs` vectors each with every valid and ready high, in lockstep with the
/// model. Returns (cycles from the first accepted vector to the last result, inclusive; cycles from the first
/// to the last accepted vector, inclusive; whole run from the end of reset; vectors).
fn run_full_rate<D: Dut>(
    seed: u64,
    trace: Option<&Path>,
    tiles: usize,
    vecs: usize,
) -> Result<(u64, u64, u64, u64), Mismatch> {
    let (r, c) = (D::R, D::C);
    let mut rng = Rng::new(seed);
    let pr = Profile { max_vecs: vecs, p_partial: 0.0, ..BASE };
    let mut tr = Traffic::default();
    for _ in 0..tiles {
        let mut t = gen_tile(&mut rng, r, c, &pr);
        t.vecs.resize_with(vecs, || (0..r).map(|_| rng.next_u64() as i8).collect());
        t.vecs.truncate(vecs);
        tr.push_tile(&t, r, c, &mut rng);
    }
    let total = (tiles * vecs) as u64;
    let mut dut = D::create();
    if let Some(p) = trace {
        dut.trace_to(p);
    }
    let mut model = MatrixModel::new(r, c);
    let mut drv = Driver { w_hold: None, a_hold: None };
    let mut mon = StreamMonitor::new("y");
    let (mut first_a, mut last_a, mut last_y) = (None, 0u64, 0u64);
    let mut cyc = 0u64;
    while mon.transfers < total {
        let i = if cyc < 2 {
            MatrixIn { reset: true, a_data: vec![0; r], w_data: vec![0; c], ..Default::default() }
        } else {
            drv.inputs(&mut tr, &mut rng, r, c, 1.0, 1.0)
        };
        let o = dut.step_io(&i);
        let e = model.step(&i);
        compare(cyc, &e, &o)?;
        if i.a_valid && o.a_ready {
            first_a.get_or_insert(cyc);
            last_a = cyc;
        }
        if let Some(y) = mon.observe(cyc, o.y_valid, i.y_ready, (o.y_data.clone(), o.y_last))? {
            check(cyc, "y (end to end)", tr.y.pop_front(), Some(y))?;
            last_y = cyc;
        }
        if cyc >= 2 {
            drv.retire(&i, &o);
        }
        cyc += 1;
    }
    dut.close();
    let first_a = first_a.unwrap();
    Ok((last_y - first_a + 1, last_a - first_a + 1, last_y - 2 + 1, total))
}

fn utilization_suite<D: Dut>() -> String {
    let (r, c) = (D::R, D::C);
    let mut report = String::new();
    for (tiles, vecs, assert_e2e) in [(1usize, 256usize, false), (1, 1024, true), (8, 256, true)] {
        let test = format!("{}_utilization_{tiles}x{vecs}", D::NAME);
        let (e2e, stream, whole, n) = run_seeded(&test, |seed, trace| run_full_rate::<D>(seed, trace, tiles, vecs));
        let u_stream = n as f64 / stream as f64;
        let u_e2e = n as f64 / e2e as f64;
        let u_whole = n as f64 / whole as f64;
        let line = format!(
            "{}: {tiles} tile(s) x {vecs} vectors: streaming {:.1}% ({n} vectors in {stream} cycles), first vector to last result {:.1}% ({e2e} cycles), whole run incl. first weight load {:.1}% ({whole} cycles)\n",
            D::NAME,
            100.0 * u_stream,
            100.0 * u_e2e,
            100.0 * u_whole
        );
        eprint!("{line}");
        report += &line;
        // back-to-back vectors and tiles: no bubble while streaming
        assert_eq!(stream, n, "{test}: {n} vectors took {stream} cycles to enter (stalls between tiles?)");
        assert!(u_stream >= 0.95, "{test}: streaming utilization {u_stream}");
        if assert_e2e {
            assert!(u_e2e >= 0.95, "{test}: utilization {u_e2e} < 95% (first vector to last result)");
        }
    }
    // decode-shaped chain: one vector per tile, bound by the weight port (R beats per tile)
    let test = format!("{}_utilization_decode_chain", D::NAME);
    let (e2e, stream, _, n) = run_seeded(&test, |seed, trace| run_full_rate::<D>(seed, trace, 64, 1));
    let per_tile = stream as f64 / n as f64;
    let line = format!(
        "{}: 64 tiles x 1 vector (decode): {per_tile:.2} cycles per tile while streaming (weight port: {r} beats per tile), {e2e} cycles first vector to last result\n",
        D::NAME
    );
    eprint!("{line}");
    report += &line;
    assert!(
        per_tile <= r as f64 + 0.1,
        "{test}: {per_tile} cycles per one-vector tile, more than the {r} weight beats"
    );
    // simulation speed of the Verilated model alone (the model and the checks excluded)
    let mut dut = D::create();
    let mut rng = Rng::new(1);
    let n_cycles = 200_000u64 / (r * c / 64) as u64;
    let ins: Vec<MatrixIn> = (0..64)
        .map(|k| MatrixIn {
            reset: k == 0,
            w_valid: true,
            w_data: (0..c).map(|_| rng.next_u64() as i8).collect(),
            w_last: rng.chance(0.1),
            w_cols: c as u8,
            a_valid: true,
            a_data: (0..r).map(|_| rng.next_u64() as i8).collect(),
            a_last: rng.chance(0.05),
            y_ready: rng.chance(0.9),
        })
        .collect();
    let t0 = Instant::now();
    for k in 0..n_cycles {
        dut.step_io(&ins[(k % 64) as usize]);
    }
    let dt = t0.elapsed().as_secs_f64();
    let line =
        format!("{}: Verilator {:.0} cycles/s ({n_cycles} cycles in {dt:.2} s)\n", D::NAME, n_cycles as f64 / dt);
    eprint!("{line}");
    report += &line;
    report
}

#[test]
fn matrix_r8c8_utilization() {
    utilization_suite::<MatrixR8c8>();
}

#[test]
fn matrix_r16c16_utilization() {
    utilization_suite::<MatrixR16c16>();
}
