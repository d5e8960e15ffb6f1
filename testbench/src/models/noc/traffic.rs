//! Traffic, scoreboard, watchdog and the lockstep run loop for the mesh (used by `tests/noc.rs` and
//! `examples/noc_latency.rs`).
//!
//! Packets: a head flit carrying the destination (x, y), the source node and a 16-bit sequence number per
//! (source, destination) pair in its payload, then random payload flits, the last one marked tail (a one-flit
//! packet is head and tail). Each node has an unbounded (or capped) source queue; a packet enters it when
//! generated (Bernoulli per cycle with probability `rate / mean length`, so `rate` is in flits/node/cycle)
//! and its flits are driven on the node's injection stream, held until accepted, per `docs/handshake.md`.
//!
//! The scoreboard reassembles packets at every ejection port: the first flit must be a head, no head may
//! arrive inside a packet, the destination must be the ejecting node, and the completed packet must equal
//! the oldest packet still expected from that source to that node (so: delivered exactly once, intact, in
//! order per pair). At the end every expected queue must be empty. The watchdog fails the run when no flit
//! is injected, ejected or switched for `watchdog` cycles while packets are pending.

use super::{dst_x, dst_y, flit, is_head, is_tail, MeshIn, MeshModel, MeshOut};
use crate::harness::{check, violation, Mismatch, Rng, StreamMonitor};
use std::collections::VecDeque;
use std::path::Path;

/// Flit width of the emitted meshes (32-bit payload, head, tail).
pub const FW: usize = 34;

/// Anything that steps like the mesh: the Verilated RTL or the model itself.
pub trait MeshDut {
    fn rows(&self) -> usize;
    fn cols(&self) -> usize;
    fn step_mesh(&mut self, i: &MeshIn) -> MeshOut;
    fn start_trace(&mut self, _path: &Path) {}
    fn stop_trace(&mut self) {}
}

impl MeshDut for MeshModel {
    fn rows(&self) -> usize {
        self.rows
    }
    fn cols(&self) -> usize {
        self.cols
    }
    fn step_mesh(&mut self, i: &MeshIn) -> MeshOut {
        self.step(i)
    }
}

fn get_bits(words: &[u32], off: usize, w: usize) -> u64 {
    let mut v = 0u64;
    for b in 0..w {
        let k = off + b;
        v |= (((words[k / 32] >> (k % 32)) & 1) as u64) << b;
    }
    v
}

fn set_bits(words: &mut [u32], off: usize, w: usize, v: u64) {
    for b in 0..w {
        let k = off + b;
        if (v >> b) & 1 == 1 {
            words[k / 32] |= 1 << (k % 32);
        }
    }
}

macro_rules! verilated_mesh {
    ($ty:ident, $in:ident, $rows:expr, $cols:expr) => {
        impl MeshDut for crate::verilated::$ty {
            fn rows(&self) -> usize {
                $rows
            }
            fn cols(&self) -> usize {
                $cols
            }
            fn step_mesh(&mut self, i: &MeshIn) -> MeshOut {
                let n = $rows * $cols;
                let mut vi = crate::verilated::$in {
                    reset: i.reset as u64,
                    ..Default::default()
                };
                for k in 0..n {
                    vi.inj_valid |= (i.inj_valid[k] as u64) << k;
                    vi.ej_ready |= (i.ej_ready[k] as u64) << k;
                    set_bits(&mut vi.inj_flit, k * FW, FW, i.inj_flit[k]);
                }
                let o = self.step(&vi);
                MeshOut {
                    inj_ready: (0..n).map(|k| (o.inj_ready >> k) & 1 == 1).collect(),
                    ej_valid: (0..n).map(|k| (o.ej_valid >> k) & 1 == 1).collect(),
                    ej_flit: (0..n).map(|k| get_bits(&o.ej_flit, k * FW, FW)).collect(),
                    flit_count: o.flit_count as u32,
                    edge_err: o.edge_err == 1,
                }
            }
            fn start_trace(&mut self, path: &Path) {
                self.trace(path)
            }
            fn stop_trace(&mut self) {
                self.trace_close()
            }
        }
    };
}
verilated_mesh!(NocMesh2x2W32, NocMesh2x2W32In, 2, 2);
verilated_mesh!(NocMesh4x4W32, NocMesh4x4W32In, 4, 4);

/// Destination choice.
#[derive(Debug, Clone, Copy, PartialEq)]
pub enum Pattern {
    /// Every node equally likely (the source itself included: it exercises local-to-local switching).
    Uniform,
    /// With probability `fraction` the centre node (cols / 2, rows / 2), else uniform.
    Hotspot { fraction: f64 },
    /// (x, y) sends to (y, x); nodes on the diagonal send nothing. Square meshes only.
    Transpose,
}

impl Pattern {
    pub fn name(&self) -> &'static str {
        match self {
            Pattern::Uniform => "uniform",
            Pattern::Hotspot { .. } => "hotspot",
            Pattern::Transpose => "transpose",
        }
    }
}

/// One traffic run.
#[derive(Debug, Clone)]
pub struct Config {
    pub pattern: Pattern,
    /// Offered load, flits per node per cycle (packets per cycle = rate / mean length), for generating nodes.
    pub rate: f64,
    /// Packet length range in flits, inclusive.
    pub min_len: usize,
    pub max_len: usize,
    /// Probability that a node's `ej_ready` is high in a cycle (random back-pressure).
    pub p_ready: f64,
    /// Probability that a node with a flit to send drives `inj_valid` in a cycle (injection stalls).
    pub p_inject: f64,
    /// Packets are generated in cycles `0..cycles` (after reset).
    pub cycles: u64,
    /// Latency and throughput are measured for packets generated in `warmup..cycles`.
    pub warmup: u64,
    /// Cap on a source queue (packets); generation is skipped while it is full. `None`: unbounded.
    pub max_queue: Option<usize>,
    /// After `cycles`, how long the run may take to deliver everything.
    pub drain_limit: u64,
    /// When false, running out of `drain_limit` ends the run quietly (measurements beyond saturation).
    pub require_drain: bool,
    /// Cycles without any flit moving, while packets are pending, that fail the run.
    pub watchdog: u64,
}

impl Config {
    pub fn verify(pattern: Pattern, rate: f64, p_ready: f64, cycles: u64) -> Self {
        Config {
            pattern,
            rate,
            min_len: 1,
            max_len: 5,
            p_ready,
            p_inject: 0.9,
            cycles,
            warmup: 0,
            max_queue: Some(4),
            drain_limit: 100_000,
            require_drain: true,
            watchdog: 2_000,
        }
    }
}

/// What a run measured.
#[derive(Debug, Clone, Default)]
pub struct Stats {
    pub cycles: u64,
    pub packets_generated: u64,
    pub packets_delivered: u64,
    pub flits_delivered: u64,
    /// Latency (generation to tail ejection, cycles) of packets generated in the measurement window.
    pub latencies: Vec<u64>,
    /// Packets of the measurement window still undelivered when the run stopped.
    pub window_undelivered: u64,
    /// Flits ejected during the measurement window.
    pub window_flits: u64,
    pub nodes: usize,
    /// Nodes that generate traffic (all, except the diagonal under transpose).
    pub sources: usize,
    pub window: u64,
    /// The mesh's `flit_count` at the end.
    pub flit_count: u32,
    /// Most flits inside the mesh at once (from the model, when present).
    pub max_occupancy: usize,
    /// Crossbar traversals the delivered packets needed: flits x (hops + 1), summed (wrapping like
    /// `flit_count`); equal to `flit_count` once everything is delivered.
    pub switched: u32,
}

impl Stats {
    /// Accepted throughput in the window, flits per generating node per cycle (comparable to `rate`).
    pub fn throughput(&self) -> f64 {
        self.window_flits as f64 / (self.sources as f64 * self.window.max(1) as f64)
    }
    pub fn mean_latency(&self) -> f64 {
        self.latencies.iter().sum::<u64>() as f64 / self.latencies.len().max(1) as f64
    }
    pub fn percentile(&self, p: f64) -> u64 {
        if self.latencies.is_empty() {
            return 0;
        }
        let mut v = self.latencies.clone();
        v.sort_unstable();
        v[((v.len() as f64 * p).ceil() as usize).clamp(1, v.len()) - 1]
    }
}

struct Packet {
    flits: Vec<u64>,
    created: u64,
}

/// The scoreboard: expected packets per (source, destination), reassembly per ejection port.
struct Scoreboard {
    n: usize,
    cols: usize,
    expected: Vec<VecDeque<Packet>>,
    assembly: Vec<Vec<u64>>,
    pending: u64,
}

impl Scoreboard {
    fn new(rows: usize, cols: usize) -> Self {
        let n = rows * cols;
        Scoreboard {
            n,
            cols,
            expected: (0..n * n).map(|_| VecDeque::new()).collect(),
            assembly: vec![vec![]; n],
            pending: 0,
        }
    }

    fn expect(&mut self, src: usize, dst: usize, p: Packet) {
        self.expected[src * self.n + dst].push_back(p);
        self.pending += 1;
    }

    /// A flit left node `node`; returns (created cycle, crossbar traversals) when it completes a packet.
    fn eject(&mut self, cycle: u64, node: usize, f: u64) -> Result<Option<(u64, u32)>, Mismatch> {
        let port = format!("ej[{node}]");
        let asm = &mut self.assembly[node];
        if asm.is_empty() && !is_head(f) {
            return Err(violation(
                cycle,
                &port,
                "a packet starts with a head flit",
                format!("{f:#x}"),
            ));
        }
        if !asm.is_empty() && is_head(f) {
            return Err(violation(
                cycle,
                &port,
                "no head flit inside a packet (wormhole)",
                format!("{f:#x} after {asm:x?}"),
            ));
        }
        asm.push(f);
        if !is_tail(f) {
            return Ok(None);
        }
        let got = std::mem::take(asm);
        let head = got[0];
        let dst = dst_y(head) * self.cols + dst_x(head);
        let src = ((head >> 10) & 0xff) as usize;
        check(cycle, &format!("{port} destination of the packet"), node, dst)?;
        if src >= self.n {
            return Err(violation(cycle, &port, "source id of a node", src));
        }
        let q = &mut self.expected[src * self.n + dst];
        match q.pop_front() {
            None => Err(violation(
                cycle,
                &port,
                &format!("no packet pending from node {src} (duplicate?)"),
                format!("{got:x?}"),
            )),
            Some(p) => {
                check(
                    cycle,
                    &format!("{port} packet from node {src} (intact, in order)"),
                    format!("{:x?}", p.flits),
                    format!("{got:x?}"),
                )?;
                self.pending -= 1;
                let hops = (src % self.cols).abs_diff(node % self.cols) + (src / self.cols).abs_diff(node / self.cols);
                Ok(Some((p.created, (got.len() * (hops + 1)) as u32)))
            }
        }
    }
}

/// Runs `cfg` on `dut` (with `model` in lockstep when given: every output compared every cycle), seeded.
pub fn run(
    dut: &mut dyn MeshDut,
    mut model: Option<&mut MeshModel>,
    cfg: &Config,
    seed: u64,
    trace: Option<&Path>,
) -> Result<Stats, Mismatch> {
    let (rows, cols) = (dut.rows(), dut.cols());
    let n = rows * cols;
    if let Some(p) = trace {
        dut.start_trace(p);
    }
    let mut rng = Rng::new(seed);
    let mut sb = Scoreboard::new(rows, cols);
    let mut queues: Vec<VecDeque<(u64, u64, bool)>> = vec![VecDeque::new(); n]; // (flit, created, last)
    let mut queued_pkts = vec![0usize; n];
    let mut seq = vec![0u64; n * n];
    let mut mons: Vec<StreamMonitor<u64>> = (0..n).map(|k| StreamMonitor::new(&format!("ej[{k}]"))).collect();
    let mut st = Stats {
        nodes: n,
        window: cfg.cycles.saturating_sub(cfg.warmup),
        ..Default::default()
    };
    let mean_len = (cfg.min_len + cfg.max_len) as f64 / 2.0;
    st.sources = if cfg.pattern == Pattern::Transpose {
        n - rows.min(cols)
    } else {
        n
    };
    let hot = (rows / 2) * cols + cols / 2;
    let mut i = MeshIn {
        reset: true,
        inj_valid: vec![false; n],
        inj_flit: vec![0; n],
        ej_ready: vec![false; n],
    };
    let mut window_pending = 0u64;
    let mut cycle = 0u64; // absolute, for reports
    let mut c = 0u64; // traffic cycle (after reset)
    let mut idle = 0u64;
    let mut last_count = 0u32;
    let mut inj_hold = vec![false; n];
    let compare = |cycle: u64, e: &MeshOut, o: &MeshOut| -> Result<(), Mismatch> {
        for k in 0..n {
            check(cycle, &format!("inj_ready[{k}]"), e.inj_ready[k], o.inj_ready[k])?;
            check(cycle, &format!("ej_valid[{k}]"), e.ej_valid[k], o.ej_valid[k])?;
            check(
                cycle,
                &format!("ej_flit[{k}]"),
                format!("{:#x}", e.ej_flit[k]),
                format!("{:#x}", o.ej_flit[k]),
            )?;
        }
        check(cycle, "flit_count", e.flit_count, o.flit_count)?;
        check(cycle, "edge_err", e.edge_err, o.edge_err)
    };
    // reset
    for _ in 0..2 {
        let o = dut.step_mesh(&i);
        if let Some(m) = model.as_deref_mut() {
            let e = m.step(&i);
            compare(cycle, &e, &o)?;
        }
        cycle += 1;
    }
    i.reset = false;
    loop {
        // generate packets
        if c < cfg.cycles {
            for src in 0..n {
                let (sx, sy) = (src % cols, src / cols);
                let dst = match cfg.pattern {
                    Pattern::Uniform => rng.below(n as u64) as usize,
                    Pattern::Hotspot { fraction } => {
                        if rng.chance(fraction) {
                            hot
                        } else {
                            rng.below(n as u64) as usize
                        }
                    }
                    Pattern::Transpose => {
                        if sx == sy {
                            continue;
                        }
                        sx * cols + sy
                    }
                };
                if !rng.chance(cfg.rate / mean_len) {
                    continue;
                }
                if cfg.max_queue.is_some_and(|m| queued_pkts[src] >= m) {
                    continue;
                }
                let len = cfg.min_len + rng.below((cfg.max_len - cfg.min_len + 1) as u64) as usize;
                let (dx, dy) = (dst % cols, dst / cols);
                let s = &mut seq[src * n + dst];
                let head_payload = dx as u64 | (dy as u64) << 4 | (src as u64) << 8 | (*s & 0xffff) << 16;
                *s += 1;
                let mut flits = Vec::with_capacity(len);
                for k in 0..len {
                    let payload = if k == 0 {
                        head_payload
                    } else {
                        rng.next_u64() & 0xffff_ffff
                    };
                    flits.push(flit(k == 0, k + 1 == len, payload));
                }
                for (k, &f) in flits.iter().enumerate() {
                    queues[src].push_back((f, c, k + 1 == len));
                }
                queued_pkts[src] += 1;
                if c >= cfg.warmup {
                    window_pending += 1;
                }
                sb.expect(src, dst, Packet { flits, created: c });
                st.packets_generated += 1;
            }
        }
        // drive the injection streams (valid and flit held until accepted) and the ejection back-pressure
        for k in 0..n {
            if !inj_hold[k] && !queues[k].is_empty() && rng.chance(cfg.p_inject) {
                inj_hold[k] = true;
            }
            i.inj_valid[k] = inj_hold[k];
            i.inj_flit[k] = if inj_hold[k] { queues[k][0].0 } else { 0 };
            i.ej_ready[k] = rng.chance(cfg.p_ready);
        }
        let o = dut.step_mesh(&i);
        if let Some(m) = model.as_deref_mut() {
            let e = m.step(&i);
            compare(cycle, &e, &o)?;
            if m.overflow() {
                return Err(violation(
                    cycle,
                    "model",
                    "no input FIFO overflow (credit protocol)",
                    true,
                ));
            }
            st.max_occupancy = st.max_occupancy.max(m.occupancy());
        }
        if o.edge_err {
            return Err(violation(
                cycle,
                "edge_err",
                "no activity on a mesh boundary port",
                true,
            ));
        }
        let mut moved = o.flit_count != last_count;
        last_count = o.flit_count;
        for k in 0..n {
            if let Some(f) = mons[k].observe(cycle, o.ej_valid[k], i.ej_ready[k], o.ej_flit[k])? {
                moved = true;
                st.flits_delivered += 1;
                if c >= cfg.warmup && c < cfg.cycles {
                    st.window_flits += 1;
                }
                if let Some((created, switched)) = sb.eject(cycle, k, f)? {
                    st.packets_delivered += 1;
                    st.switched = st.switched.wrapping_add(switched);
                    if created >= cfg.warmup && created < cfg.cycles {
                        st.latencies.push(c - created);
                        window_pending -= 1;
                    }
                }
            }
            if i.inj_valid[k] && o.inj_ready[k] {
                moved = true;
                let (_, _, last) = queues[k].pop_front().unwrap();
                if last {
                    queued_pkts[k] -= 1;
                }
                inj_hold[k] = false;
            }
        }
        cycle += 1;
        c += 1;
        let pending = sb.pending > 0;
        idle = if moved || !pending { 0 } else { idle + 1 };
        if idle >= cfg.watchdog {
            return Err(violation(
                cycle,
                "watchdog",
                &format!("a flit moves within {} cycles", cfg.watchdog),
                format!("{} packets pending", sb.pending),
            ));
        }
        if c >= cfg.cycles && !pending {
            break;
        }
        if c >= cfg.cycles + cfg.drain_limit {
            if cfg.require_drain {
                return Err(violation(
                    cycle,
                    "drain",
                    &format!("all packets delivered within {} cycles", cfg.drain_limit),
                    format!("{} pending", sb.pending),
                ));
            }
            break;
        }
    }
    st.cycles = cycle;
    st.window_undelivered = window_pending;
    st.flit_count = last_count;
    dut.stop_trace();
    Ok(st)
}
