//! The vector unit top `vpu_top_w64` (`hdl/src/vpu/top.rs`) and its store `vpu_st_w64`
//! (`hdl/src/vpu/st.rs`), Verilated.
//!
//! `vpu_top_random_programs`: random sequences of VECTOR instructions (the wired functs with random
//! operands and extreme values, plus lengths above `MAX_LEN`, operands beyond the SRAM and not-wired
//! functs, which must end with their error code), random gaps between instructions (and instructions
//! offered while the previous one runs), an SRAM model with three ports (loader A, loader B, store), each
//! with random `req_ready` stalls and a random in-order response latency of 2..=6 cycles. Scoreboard: after
//! each instruction's `done`/`error` the whole SRAM equals `Machine::execute`'s on the same SRAM (first
//! differing byte reported with op, field and element index), the error code is `Machine`'s (or
//! `UNSUPPORTED` for a funct not wired); transaction-level model (`models::vpu_top`): each loader's read
//! addresses and the store's exact request stream (address, we, data; read-modify-write of a partial last
//! word) per instruction; every cycle: the queue port (`instr_ready` exactly when idle or completing,
//! `done`/`error` one pulse per instruction, in order, `ev_busy == !instr_ready`) and `StreamMonitor` on
//! the three request streams.
//!
//! `vpu_st_random_streams`: the store alone with random element widths (8/16/32/64), counts, addresses,
//! input gaps and SRAM stalls/latencies; the SRAM after each command must equal the bytes written into a
//! Rust copy (bytes beyond the vector kept), and `done` pulse once per command after its last write.

use std::collections::VecDeque;
use std::path::Path;
use systole_host::compiler::exec::{ExecConfig, KvRegs, Machine, RunStats};
use systole_host::golden::fixed::{exp2_table, sigmoid_table, to_bfp16};
use systole_isa::instr::Deps;
use systole_isa::regs::Caps;
use systole_isa::instr::funct::vector as vf;
use systole_isa::{ErrorCode, Instr, VecOp};
use systole_testbench::harness::{
    check, run_seeded, soak, violation, Mismatch, Rng, StreamMonitor,
};
use systole_testbench::models::vpu_top::*;
use systole_testbench::verilated::*;

const WB: u64 = 8;
const SRAM_WORDS: u64 = 16384;
const MAX_HEAD: u64 = systole_hdl::vpu::top::MAX_HEAD;

/// Stimulus knobs.
#[derive(Debug, Clone, Copy)]
struct Knobs {
    p_ready: f64,
    max_lat: u64,
    max_gap: u64,
}

/// One SRAM requester port: in-order responses after a random latency.
struct Port {
    mon: StreamMonitor<(u64, bool, u64)>,
    pipe: VecDeque<(u64, u64)>,
    last_due: u64,
    log: Vec<Req>,
}

impl Port {
    fn new(name: &str) -> Self {
        Port {
            mon: StreamMonitor::new(name),
            pipe: VecDeque::new(),
            last_due: 0,
            log: Vec::new(),
        }
    }
    /// The response of this cycle, if one is due.
    fn rsp(&mut self, cycle: u64) -> Option<u64> {
        match self.pipe.front() {
            Some(&(due, _)) if due <= cycle => self.pipe.pop_front().map(|p| p.1),
            _ => None,
        }
    }
    /// Observes the request of this cycle; reads sample `mem` now, writes update it now.
    #[allow(clippy::too_many_arguments)]
    fn serve(
        &mut self,
        cycle: u64,
        valid: bool,
        ready: bool,
        req: (u64, bool, u64),
        mem: &mut [u64],
        rng: &mut Rng,
        max_lat: u64,
    ) -> Result<(), Mismatch> {
        if let Some((addr, we, wdata)) = self.mon.observe(cycle, valid, ready, req)? {
            if addr >= mem.len() as u64 {
                return Err(violation(cycle, "req_addr", "inside the SRAM", addr));
            }
            if we {
                mem[addr as usize] = wdata;
            } else {
                let due = (cycle + 2 + rng.below(max_lat - 1)).max(self.last_due + 1);
                self.last_due = due;
                self.pipe.push_back((due, mem[addr as usize]));
            }
            self.log.push(Req {
                addr,
                we,
                wdata: if we { wdata } else { 0 },
            });
        }
        Ok(())
    }
}

fn to_words(x: u128) -> [u32; 4] {
    [
        x as u32,
        (x >> 32) as u32,
        (x >> 64) as u32,
        (x >> 96) as u32,
    ]
}

fn machine() -> Machine {
    let caps = Caps {
        sram_words: SRAM_WORDS as u32,
        max_vec_len: MAX_LEN,
        ..systole_hdl::seq::regs::REF_CAPS
    };
    Machine::new(
        ExecConfig {
            caps,
            queue_depth: 4,
        },
        vec![],
        KvRegs::default(),
    )
}

fn word(sram: &[u8], a: usize) -> u64 {
    u64::from_le_bytes(sram[a * 8..a * 8 + 8].try_into().unwrap())
}

/// A random i32 with the extremes (saturation) and a Q16 range around the SIG table's (+-8.0).
fn rand_i32(rng: &mut Rng) -> i32 {
    match rng.below(8) {
        0 => [i32::MAX, i32::MIN, i32::MAX - 1, i32::MIN + 1, 0, -1, 1][rng.below(7) as usize],
        1 => (rng.next_u64() as i32) >> rng.below(31),
        2..=4 => rng.below(1 << 21) as i32 - (1 << 20),
        5 => [
            8 << 16,
            (8 << 16) - 1,
            -(8 << 16),
            -(8 << 16) - 1,
            (8 << 16) + 1,
        ][rng.below(5) as usize],
        _ => rng.next_u64() as i32,
    }
}

fn rand_len(rng: &mut Rng) -> u16 {
    match rng.below(10) {
        0 => [1, 2, 3, 4, 5][rng.below(5) as usize],
        1 => [
            MAX_LEN as u16,
            MAX_LEN as u16 - 1,
            MAX_LEN as u16 + 1,
            65535,
        ][rng.below(4) as usize],
        2 => 1 + rng.below(600) as u16,
        _ => 1 + rng.below(100) as u16,
    }
}

/// A word address for `words` words not overlapping `used` (or anywhere when `oow`).
fn place(rng: &mut Rng, words: u64, used: &mut Vec<(u64, u64)>, oow: bool) -> u64 {
    if oow {
        return SRAM_WORDS - words.min(SRAM_WORDS) + 1 + rng.below(3);
    }
    if words > SRAM_WORDS / 6 {
        return rng.below(SRAM_WORDS); // only for len > MAX_LEN: UNSUPPORTED, nothing is read
    }
    for _ in 0..200 {
        let a = rng.below(SRAM_WORDS.saturating_sub(words).max(1));
        if used.iter().all(|&(s, e)| a + words <= s || a >= e) {
            used.push((a, a + words));
            return a;
        }
    }
    // no room found at random: the first free place after 0 or after a used range
    let starts: Vec<u64> = std::iter::once(0)
        .chain(used.iter().map(|&(_, e)| e))
        .collect();
    for a in starts {
        if a + words <= SRAM_WORDS && used.iter().all(|&(s, e)| a + words <= s || a >= e) {
            used.push((a, a + words));
            return a;
        }
    }
    panic!("no room for {words} words beside {used:?}")
}

/// The state a generator of random instructions works on: it places operands (not overlapping each
/// other, or beyond the SRAM for the `OUT_OF_WINDOW` cases) and writes the sources into both memories
/// (`Machine`'s SRAM and the RTL's) when `fill`.
struct Ctx<'a> {
    rng: &'a mut Rng,
    m: &'a mut Machine,
    mem: &'a mut [u64],
    /// Write the source operands (false for an instruction offered while another runs).
    fill: bool,
    /// This instruction tests `OUT_OF_WINDOW`: the generator puts one operand beyond the SRAM.
    oow: bool,
    used: Vec<(u64, u64)>,
}

impl Ctx<'_> {
    /// A word address for `bytes` bytes (beyond the SRAM when `oow`).
    fn place(&mut self, bytes: u64, oow: bool) -> u64 {
        place(self.rng, bytes.div_ceil(WB).max(1), &mut self.used, oow)
    }
    /// Writes `b` at word `at` into both memories (nothing if it does not fit or `!fill`).
    fn put(&mut self, at: u64, b: &[u8]) {
        if !self.fill || at * WB + b.len() as u64 > SRAM_WORDS * WB {
            return;
        }
        let o = (at * WB) as usize;
        self.m.sram[o..o + b.len()].copy_from_slice(b);
        for k in 0..(b.len() as u64).div_ceil(WB) {
            let a = (at + k) as usize;
            self.mem[a] = word(&self.m.sram, a);
        }
    }
    fn put_i32(&mut self, at: u64, v: &[i32]) {
        let b: Vec<u8> = v.iter().flat_map(|x| x.to_le_bytes()).collect();
        self.put(at, &b);
    }
    fn put_u16(&mut self, at: u64, v: &[u16]) {
        let b: Vec<u8> = v.iter().flat_map(|x| x.to_le_bytes()).collect();
        self.put(at, &b);
    }
    fn i32s(&mut self, n: usize) -> Vec<i32> {
        (0..n).map(|_| rand_i32(self.rng)).collect()
    }
}

/// A generator of random instructions of one funct.
type GenFn = fn(&mut Ctx) -> VecOp;

/// The functs the test generates with random operands (each has an engine; `SUPPORTED` must list them).
const GENS: &[(u8, GenFn)] = &[
    (vf::RESADD, gen_resadd),
    (vf::SILU_MUL, gen_silu_mul),
    (vf::SOFTMAX, gen_softmax),
    (vf::ARGMAX, gen_argmax),
    (vf::EMBED, gen_embed),
    (vf::SCORE, gen_score),
    (vf::PV, gen_pv),
    (vf::QUANT, gen_quant),
    (vf::REQUANT, gen_requant),
];

/// Scores of one attention row: Gaussian-like Q16 values of a random temperature, a dominant position now
/// and then, all equal, or the i32 extremes.
fn scores(c: &mut Ctx, n: usize) -> Vec<i32> {
    match c.rng.below(6) {
        0 => vec![[0, i32::MIN, i32::MAX, -5][c.rng.below(4) as usize]; n],
        1 => (0..n).map(|_| if c.rng.chance(0.5) { i32::MIN } else { i32::MAX }).collect(),
        2 => c.i32s(n),
        _ => {
            let t = 1i64 << (10 + c.rng.below(10));
            let mut v: Vec<i32> = (0..n)
                .map(|_| ((c.rng.below(1 << 16) as i64 - (1 << 15)) * t >> 15) as i32)
                .collect();
            if c.rng.chance(0.3) {
                let k = c.rng.below(n as u64) as usize;
                v[k] = v[k].saturating_add(20 << 16);
            }
            v
        }
    }
}

fn gen_softmax(c: &mut Ctx) -> VecOp {
    let len = rand_len(c.rng);
    let ot = c.oow && c.rng.chance(0.3);
    let os = c.oow && !ot && c.rng.chance(0.5);
    let exp = c.place(2 * 257, ot);
    let src = c.place(4 * len as u64, os);
    let dst = c.place(2 * len as u64, c.oow && !ot && !os);
    let mut t = exp2_table();
    match c.rng.below(10) {
        0 => {
            // a random table the unit supports (EXP2[0] >= 2^15), or one it refuses (UNSUPPORTED)
            t = (0..257).map(|_| c.rng.next_u64() as u16).collect();
            t[0] |= 0x8000;
        }
        1 => t[0] = c.rng.below(0x8000) as u16,
        _ => {}
    }
    c.put_u16(exp, &t);
    let v = scores(c, len as usize);
    c.put_i32(src, &v);
    let keep = c.rng.chance(0.5);
    VecOp::Softmax { src: src as u32, exp: exp as u32, dst: dst as u32, len, keep }
}

fn gen_argmax(c: &mut Ctx) -> VecOp {
    let len = rand_len(c.rng);
    let os = c.oow && c.rng.chance(0.5);
    let src = c.place(4 * len as u64, os);
    let dst = c.place(8, c.oow && !os);
    let v: Vec<i32> = match c.rng.below(4) {
        // narrow range: many ties (the first maximum wins)
        0 => (0..len).map(|_| c.rng.below(4) as i32 - 2).collect(),
        1 => vec![[i32::MIN, i32::MAX, 0][c.rng.below(3) as usize]; len as usize],
        2 => scores(c, len as usize),
        _ => c.i32s(len as usize),
    };
    c.put_i32(src, &v);
    VecOp::Argmax { src: src as u32, dst: dst as u32, len }
}

fn gen_embed(c: &mut Ctx) -> VecOp {
    let len = rand_len(c.rng);
    let group = match c.rng.below(6) {
        0 => 1,
        1 => 32,
        2 => len.max(1),
        3 => 1 + c.rng.below(600) as u16,
        _ => 1 + c.rng.below(40) as u16,
    };
    let groups = (len as u64).div_ceil(group as u64);
    let ob = c.oow && c.rng.chance(0.4);
    let oa = c.oow && !ob && c.rng.chance(0.5);
    let row = c.place(len as u64, oa);
    let scales = c.place(4 * groups, ob);
    let dst = c.place(4 * len as u64, c.oow && !ob && !oa);
    let q: Vec<u8> = (0..len)
        .map(|_| if c.rng.chance(0.1) { 0x80 } else { c.rng.next_u64() as u8 })
        .collect();
    c.put(row, &q);
    let sc: Vec<i32> = (0..groups)
        .map(|_| {
            let m = match c.rng.below(5) {
                0 => 0,
                1 => 65535,
                _ => c.rng.next_u64() as u32 & 0xFFFF,
            };
            let s = match c.rng.below(6) {
                0 => c.rng.below(256) as u32,
                1 => c.rng.below(16) as u32,
                _ => 14 + c.rng.below(20) as u32,
            };
            // bits 31:24 are not part of the scale: random
            (m | s << 16 | (c.rng.next_u64() as u32) << 24) as i32
        })
        .collect();
    c.put_i32(scales, &sc);
    VecOp::Embed { row: row as u32, scales: scales as u32, dst: dst as u32, len, group }
}

/// Generators of the engines RMSNORM, ROPE, KV_PACK (`eng_rmsnorm.rs`, `eng_rope.rs`, `eng_kv_pack.rs`).
const GENS_NORM: &[(u8, GenFn)] = &[
    (vf::RMSNORM, gen_rmsnorm),
    (vf::ROPE, gen_rope),
    (vf::KV_PACK, gen_kv_pack),
];

/// Every generator of the test.
fn gens() -> Vec<(u8, GenFn)> {
    GENS.iter().chain(GENS_NORM).copied().collect()
}

/// `eps_term` of stories260K: `round(1e-5 * dim * 2^32)`, dim 64 (`golden::int` tests).
const EPS_STORIES: u64 = 2_748_779;

/// i32 vectors for the reductions: realistic Q16 activations, zero vectors, i32 extremes, near-zero norms
/// (|x| <= 3), a single large element among small ones, or the mixed `rand_i32`.
fn vec_i32(rng: &mut Rng, n: usize) -> Vec<i32> {
    match rng.below(8) {
        0 => vec![0; n],
        1 => (0..n)
            .map(|_| [i32::MIN, i32::MAX, i32::MIN + 1, i32::MAX - 1][rng.below(4) as usize])
            .collect(),
        2 => (0..n).map(|_| rng.below(7) as i32 - 3).collect(),
        3 => (0..n).map(|_| rng.below(1 << 19) as i32 - (1 << 18)).collect(),
        4 => {
            let mut v: Vec<i32> = (0..n).map(|_| rng.below(5) as i32 - 2).collect();
            let k = rng.below(n as u64) as usize;
            v[k] = rand_i32(rng);
            v
        }
        _ => (0..n).map(|_| rand_i32(rng)).collect(),
    }
}

/// Places operand `k` of an instruction: beyond the SRAM when `k == bad` (the `OUT_OF_WINDOW` case).
fn place_k(c: &mut Ctx, bytes: u64, k: u64, bad: Option<u64>) -> u64 {
    c.place(bytes, bad == Some(k))
}

fn gen_rmsnorm(c: &mut Ctx) -> VecOp {
    let lim = systole_isa::regs::vpu_limits::RMSNORM_MAX_LEN as u16;
    let len: u16 = match c.rng.below(10) {
        0 => [1, 2, 3, 4, 5][c.rng.below(5) as usize],
        1 => [lim, lim - 1, lim + 1, 512, 513, 65535][c.rng.below(6) as usize],
        2 => 1 + c.rng.below(300) as u16,
        3 => 64,
        _ => 1 + c.rng.below(lim as u64) as u16,
    };
    let bad = c.oow.then(|| c.rng.below(4));
    let src = place_k(c, 4 * len as u64, 0, bad);
    let gains = place_k(c, 2 * len as u64, 1, bad);
    let eps = place_k(c, 8, 2, bad);
    let dst = if bad.is_none() && c.rng.chance(0.3) { src } else { place_k(c, 4 * len as u64, 3, bad) };
    let x = vec_i32(c.rng, len as usize);
    let g: Vec<u16> = match c.rng.below(4) {
        0 => (0..len).map(|_| [i16::MAX, i16::MIN, i16::MIN + 1, -1][c.rng.below(4) as usize] as u16).collect(),
        1 => (0..len).map(|_| (c.rng.below(1 << 13) as i16 + (1 << 12)) as u16).collect(),
        _ => (0..len).map(|_| c.rng.next_u64() as u16).collect(),
    };
    let eps_term: u64 = match c.rng.below(10) {
        0 => 0,
        1..=3 => EPS_STORIES,
        4 => u32::MAX as u64,
        5 => c.rng.next_u64() as u32 as u64,
        6 => 1 << 32,
        7 => [u64::MAX, (1 << 32) + 1, 1 << 63][c.rng.below(3) as usize],
        _ => c.rng.below(1 << 24),
    };
    let shift: i8 = match c.rng.below(4) {
        0 => [-32, 32, 0, -1, 1][c.rng.below(5) as usize],
        _ => c.rng.below(65) as i8 - 32,
    };
    c.put_i32(src, &x);
    c.put_u16(gains, &g);
    c.put(eps, &eps_term.to_le_bytes());
    VecOp::RmsNorm { src: src as u32, gains: gains as u32, eps: eps as u32, dst: dst as u32, len, shift }
}

/// (heads, head_size) for ROPE / KV_PACK: 2, 8, 64 (and odd sizes for KV_PACK), 1..=8 heads, the
/// `MAX_LEN` limit and just above it, head sizes above `MAX_HEAD`.
fn heads_hs(rng: &mut Rng, even: bool) -> (u16, u16) {
    let hs: u16 = match rng.below(8) {
        0 => 2,
        1 | 2 => 8,
        3 => 64,
        4 => [66, 128][rng.below(2) as usize],
        5 if !even => [1, 3, 7, 63, 65][rng.below(5) as usize],
        _ => 1 + rng.below(64) as u16,
    };
    let hs = if even { (hs + 1) & !1 } else { hs };
    let lim = (MAX_LEN as u16 / hs).max(1);
    let heads = match rng.below(6) {
        0 => lim,
        1 => lim + 1,
        2 => 1,
        _ => 1 + rng.below(8) as u16,
    };
    (heads, hs)
}

fn gen_rope(c: &mut Ctx) -> VecOp {
    let (heads, hs) = heads_hs(c.rng, true);
    let n = heads as u64 * hs as u64;
    let bad = c.oow.then(|| c.rng.below(3));
    let src = place_k(c, 4 * n, 0, bad);
    let table = place_k(c, 2 * hs as u64, 1, bad);
    let dst = if bad.is_none() && c.rng.chance(0.3) { src } else { place_k(c, 4 * n, 2, bad) };
    let pos = c.rng.below(512) as f64;
    let t: Vec<u32> = (0..hs / 2)
        .map(|i| {
            let (cs, sn) = match c.rng.below(8) {
                0 => {
                    let e = [i16::MIN, i16::MAX, 16384, -16384, 0, -1];
                    (e[c.rng.below(6) as usize], e[c.rng.below(6) as usize])
                }
                1 => (c.rng.next_u64() as i16, c.rng.next_u64() as i16),
                _ => {
                    let a = pos * (1.0f32 / 10000f32.powf((2 * i) as f32 / hs as f32)) as f64;
                    ((a.cos() * 16384.0).round() as i16, (a.sin() * 16384.0).round() as i16)
                }
            };
            cs as u16 as u32 | (sn as u16 as u32) << 16
        })
        .collect();
    let v = vec_i32(c.rng, n as usize);
    c.put_i32(src, &v);
    let tb: Vec<u8> = t.iter().flat_map(|x| x.to_le_bytes()).collect();
    c.put(table, &tb);
    VecOp::Rope { src: src as u32, table: table as u32, dst: dst as u32, heads, head_size: hs }
}

fn gen_kv_pack(c: &mut Ctx) -> VecOp {
    let (heads, hs) = heads_hs(c.rng, false);
    let n = heads as u64 * hs as u64;
    let rec = (2 * hs as u64 + 4).div_ceil(WB) * WB;
    let bad = c.oow.then(|| c.rng.below(2));
    let src = place_k(c, 4 * n, 0, bad);
    let dst = place_k(c, heads as u64 * rec, 1, bad);
    let mut v = Vec::with_capacity(n as usize);
    for _ in 0..heads {
        let h = vec_i32(c.rng, hs as usize);
        v.extend(h);
    }
    c.put_i32(src, &v);
    VecOp::KvPack { src: src as u32, dst: dst as u32, heads, head_size: hs }
}

fn gen_resadd(c: &mut Ctx) -> VecOp {
    let len = rand_len(c.rng);
    let n = 4 * len as u64;
    let x = c.place(n, false);
    let oy = c.oow && c.rng.chance(0.5);
    let y = c.place(n, oy);
    let dst = if c.rng.chance(0.3) { x } else { c.place(n, c.oow && !oy) };
    let (xs, ys) = (c.i32s(len as usize), c.i32s(len as usize));
    c.put_i32(x, &xs);
    c.put_i32(y, &ys);
    VecOp::ResAdd { x: x as u32, y: y as u32, dst: dst as u32, len }
}

fn gen_silu_mul(c: &mut Ctx) -> VecOp {
    let len = rand_len(c.rng);
    let n = 4 * len as u64;
    let os = c.oow && c.rng.chance(0.3);
    let sig = c.place(2 * 513, os);
    let h1 = c.place(n, false);
    let h3 = c.place(n, false);
    let dst = c.place(n, c.oow && !os);
    let t: Vec<u16> = if c.rng.chance(0.8) {
        sigmoid_table()
    } else {
        (0..513).map(|_| c.rng.next_u64() as u16).collect()
    };
    c.put_u16(sig, &t);
    let (a, b) = (c.i32s(len as usize), c.i32s(len as usize));
    c.put_i32(h1, &a);
    c.put_i32(h3, &b);
    let keep = c.rng.chance(0.5);
    VecOp::SiluMul { h1: h1 as u32, h3: h3 as u32, sig: sig as u32, dst: dst as u32, len, keep }
}

/// A head size for SCORE / PV: the stories260K one (8), 1, 2, the largest (64), odd ones, any in range,
/// and now and then one above `MAX_HEAD` (UNSUPPORTED).
fn rand_head(rng: &mut Rng) -> u16 {
    match rng.below(12) {
        0 => 1,
        1 => 2,
        2 | 3 => 8,
        4 => 64,
        5 => [3, 5, 7, 9, 63][rng.below(5) as usize],
        6 => [65, 66, 128, 1000][rng.below(4) as usize],
        _ => 1 + rng.below(64) as u16,
    }
}

/// Positions for SCORE / PV: mostly short (the test's budget), with 1, 64, `MAX_LEN` and above.
fn rand_positions(rng: &mut Rng) -> u16 {
    match rng.below(12) {
        0 => 1,
        1 => 64,
        2 => MAX_LEN as u16,
        3 => [MAX_LEN as u16 + 1, 1000, 65535][rng.below(3) as usize],
        4 => 1 + rng.below(MAX_LEN as u64) as u16,
        _ => 1 + rng.below(40) as u16,
    }
}

/// A word address for a records region of `words` words (may be most of the SRAM); beyond the SRAM when
/// `oow`.
fn place_records(c: &mut Ctx, words: u64, oow: bool) -> u64 {
    if !oow && words > SRAM_WORDS / 6 && words < SRAM_WORDS / 2 + 1024 {
        let a = c.rng.below((SRAM_WORDS - words).min(2048));
        c.used.push((a, a + words));
        return a;
    }
    place(c.rng, words.max(1), &mut c.used, oow)
}

/// `len` BFP16 records of `hs` mantissas (`docs/isa.md` §4), as bytes: realistic ones (`to_bfp16` of
/// Q16 vectors, as `KvCache::store`) or extremes (mantissas i16::MIN / i16::MAX / 0, exponents 0 and 17);
/// the padding is zero or (now and then) garbage the unit must ignore.
fn records(c: &mut Ctx, len: usize, hs: usize) -> Vec<u8> {
    let rb = (record_words(hs as u16, WB) * WB) as usize;
    let style = c.rng.below(4);
    let garbage = c.rng.chance(0.3);
    let mut out = Vec::with_capacity(len * rb);
    for _ in 0..len {
        let (m, e): (Vec<i16>, u32) = if style < 2 {
            let scale = c.rng.below(31);
            let v: Vec<i32> = (0..hs).map(|_| match c.rng.below(6) {
                0 => rand_i32(c.rng),
                _ => (c.rng.next_u64() as i32) >> scale,
            }).collect();
            let mut m = vec![0i16; hs];
            let e = to_bfp16(&v, &mut m) as u32;
            (m, e)
        } else {
            let m = (0..hs)
                .map(|_| match c.rng.below(4) {
                    0 => [i16::MIN, i16::MAX, 0, -1, 1][c.rng.below(5) as usize],
                    _ => c.rng.next_u64() as i16,
                })
                .collect();
            let e = match c.rng.below(3) {
                0 => 0,
                1 => 17,
                _ => c.rng.below(18) as u32,
            };
            (m, e)
        };
        let start = out.len();
        for x in &m {
            out.extend_from_slice(&x.to_le_bytes());
        }
        out.extend_from_slice(&e.to_le_bytes());
        while out.len() < start + rb {
            out.push(if garbage { c.rng.next_u64() as u8 } else { 0 });
        }
    }
    out
}

fn gen_score(c: &mut Ctx) -> VecOp {
    let hs = rand_head(c.rng);
    let len = rand_positions(c.rng);
    // an instruction offered while another runs finds the SRAM as it is (no records written): its
    // exponents would be arbitrary u32s, outside the contract (0..=17), so one operand is put beyond
    // the SRAM (OUT_OF_WINDOW: nothing is read)
    let oow = c.oow || !c.fill;
    let supported = hs as u64 <= MAX_HEAD && len as u32 <= MAX_LEN;
    let rw = record_words(hs, WB);
    let which = c.rng.below(3);
    let k = place_records(c, len as u64 * rw, oow && which == 0);
    let q = c.place(4 * hs as u64, oow && which == 1);
    let dst = c.place(4 * len as u64, oow && which == 2);
    if supported && c.fill {
        let qs: Vec<i32> = match c.rng.below(4) {
            0 => (0..hs).map(|_| [i32::MAX, i32::MIN, 0, -1][c.rng.below(4) as usize]).collect(),
            1 => {
                let sh = c.rng.below(31);
                (0..hs).map(|_| (c.rng.next_u64() as i32) >> sh).collect()
            }
            _ => c.i32s(hs as usize),
        };
        c.put_i32(q, &qs);
        let r = records(c, len as usize, hs as usize);
        c.put(k, &r);
    }
    let att_scale = match c.rng.below(5) {
        0 => 0,
        1 => 32767,
        2 | 3 => 11585,
        _ => c.rng.below(32768) as u16,
    };
    VecOp::Score { q: q as u32, k: k as u32, dst: dst as u32, len, head_size: hs, att_scale }
}

fn gen_pv(c: &mut Ctx) -> VecOp {
    let hs = rand_head(c.rng);
    let len = rand_positions(c.rng);
    // an instruction offered while another runs finds the SRAM as it is (no records written): its
    // exponents would be arbitrary u32s, outside the contract (0..=17), so one operand is put beyond
    // the SRAM (OUT_OF_WINDOW: nothing is read)
    let oow = c.oow || !c.fill;
    let supported = hs as u64 <= MAX_HEAD && len as u32 <= MAX_LEN;
    let rw = record_words(hs, WB);
    let which = c.rng.below(3);
    let v = place_records(c, len as u64 * rw, oow && which == 0);
    let p = c.place(2 * len as u64, oow && which == 1);
    let dst = c.place(4 * hs as u64, oow && which == 2);
    if supported && c.fill {
        let n = len as usize;
        let ps: Vec<u16> = match c.rng.below(6) {
            0 => vec![32768; n],
            1 => {
                let hot = c.rng.below(n as u64) as usize;
                (0..n).map(|t| if t == hot { 32768 } else { 0 }).collect()
            }
            2 => (0..n).map(|_| [0, 1, 32767, 32768, 65535][c.rng.below(5) as usize]).collect(),
            _ => (0..n).map(|_| c.rng.below(32769) as u16).collect(),
        };
        c.put_u16(p, &ps);
        let r = records(c, n, hs as usize);
        c.put(v, &r);
    }
    VecOp::Pv { p: p as u32, v: v as u32, dst: dst as u32, len, head_size: hs }
}

/// A source vector for QUANT: random elements with extremes, or a whole vector of one extreme (zeros,
/// `i32::MIN`, `i32::MAX`), or small values (mantissas without normalisation).
fn quant_src(c: &mut Ctx, len: usize) -> Vec<i32> {
    match c.rng.below(8) {
        0 => vec![0; len],
        1 => vec![[i32::MIN, i32::MAX, -1, 1][c.rng.below(4) as usize]; len],
        2 => (0..len).map(|_| c.rng.below(65536) as i32 - 32768).collect(),
        3 => (0..len)
            .map(|_| [i32::MIN, i32::MAX, 0, i32::MIN + 1, -(1 << 15), (1 << 15) - 1][c.rng.below(6) as usize])
            .collect(),
        _ => c.i32s(len),
    }
}

fn gen_quant(c: &mut Ctx) -> VecOp {
    let len = rand_len(c.rng);
    let group: u16 = match c.rng.below(10) {
        0 => 1,
        1 => 7,
        2 | 3 => 32,
        4 => [33, 64, 512, 65535][c.rng.below(4) as usize], // UNSUPPORTED
        5 => len.clamp(1, 32),
        _ => 1 + c.rng.below(32) as u16,
    };
    // which operand is out of the window (when `oow`): the scales two times in three, see below
    let which = if c.oow && c.rng.chance(0.5) { 2 } else { c.rng.below(3) };
    // The scales' window check is a capacity product (`len <= (WB / 4) * avail * imm`, `eng_quant.rs`), which
    // only decides when the scales start inside the SRAM: give an out-of-window scale vector one scale per
    // element (group 1) and at least 16 elements, so it spans at least 8 words and starts inside.
    let cap_case = c.oow && which == 2 && group <= 32;
    let (len, group) = if cap_case { (len.max(16), 1) } else { (len, group) };
    let groups = (len as u64).div_ceil((group as u64).min(len as u64));
    let src = c.place(4 * len as u64, c.oow && which == 0);
    let q = c.place(len as u64, c.oow && which == 1);
    let scales = c.place(4 * groups, c.oow && which == 2);
    let v = quant_src(c, len as usize);
    c.put_i32(src, &v);
    VecOp::Quant { src: src as u32, q: q as u32, scales: scales as u32, len, group }
}

/// The REQUANT operands of an INT8 matrix-vector product as the golden model computes it: a random matrix
/// of `len` rows and `groups * grp` columns quantized by `QMatrix::quantize` (weight scales), a random
/// activation vector quantized by `quantize_groups` (activation scales), and the per-group INT32 sums.
fn requant_golden(c: &mut Ctx, len: usize, groups: usize, grp: usize) -> (Vec<Vec<i32>>, Vec<u32>, Vec<u32>) {
    use systole_host::golden::int::quantize_groups;
    use systole_host::golden::quant::QMatrix;
    let cols = groups * grp;
    let w: Vec<f32> = (0..len * cols)
        .map(|_| (c.rng.below(2001) as f32 - 1000.0) * [1e-3, 1e-5, 1.0][c.rng.below(3) as usize])
        .collect();
    let qm = QMatrix::quantize(&w, len, cols, grp);
    let x = quant_src(c, cols);
    let mut xq = vec![0i8; cols];
    let mut asc = Vec::new();
    quantize_groups(&x, grp, &mut xq, &mut asc);
    let acc: Vec<Vec<i32>> = (0..groups)
        .map(|g| {
            (0..len)
                .map(|i| {
                    let r = &qm.row(i)[g * grp..(g + 1) * grp];
                    r.iter().zip(&xq[g * grp..]).map(|(&a, &b)| a as i32 * b as i32).sum()
                })
                .collect()
        })
        .collect();
    let ws: Vec<u32> = (0..len)
        .flat_map(|i| qm.row_scales(i).iter().map(|s| s.m as u32 | (s.s as u32) << 16).collect::<Vec<_>>())
        .collect();
    let a: Vec<u32> = asc.iter().map(|s| s.a_m as u32 | (s.e as u32) << 16).collect();
    (acc, ws, a)
}

fn gen_requant(c: &mut Ctx) -> VecOp {
    let (groups, len): (u16, u16) = match c.rng.below(12) {
        0 => (1 + c.rng.below(8) as u16, 1),
        1 => (1, [MAX_LEN as u16, 1 + c.rng.below(MAX_LEN as u64) as u16][c.rng.below(2) as usize]),
        2 => (64, 32),                                            // both limits
        3 => (4, 512),                                            // REQUANT_MAX_ACC with MAX_LEN
        4 => [(65, 1), (64, 33), (5, 410), (1, 513), (2, 65535)][c.rng.below(5) as usize], // UNSUPPORTED
        5 => {
            let g = 1 + c.rng.below(64) as u16;
            (g, 1 + c.rng.below(2048 / g as u64) as u16)
        }
        _ => {
            let g = 1 + c.rng.below(8) as u16;
            (g, 1 + c.rng.below(2048 / g as u64).min(200) as u16)
        }
    };
    let (l, g) = (len as u64, groups as u64);
    let (cw, sw) = ((4 * l).div_ceil(WB), (4 * g).div_ceil(WB));
    let which = c.rng.below(4);
    let oow = c.oow;
    let acc = c.place(g * cw * WB, oow && which == 0);
    let ws = c.place(l * sw * WB, oow && which == 1);
    let asc = c.place(4 * g, oow && which == 2);
    let dst = c.place(4 * l, oow && which == 3);
    let supported = g <= 64 && l <= MAX_LEN as u64 && g * l <= 2048;
    if supported && c.fill {
        let (accs, wsv, av) = if c.rng.chance(0.5) {
            let grp = [1, 7, 32, 1 + c.rng.below(32) as usize][c.rng.below(4) as usize];
            requant_golden(c, len as usize, groups as usize, grp)
        } else {
            // random fields: any acc, a_m any u16, e any u8, bits 31:24 anything; weight m any u16 (bit 15
            // is ignored) and any s, shifts s - e below -31 included (they act as -31; docs/isa.md §4)
            let av: Vec<u32> = (0..g)
                .map(|_| {
                    let am = match c.rng.below(4) {
                        0 => [0, 1, 1 << 15, 65535][c.rng.below(4) as usize],
                        _ => c.rng.below(1 << 16) as u32,
                    };
                    let e = match c.rng.below(4) {
                        0 => c.rng.below(256) as u32,
                        _ => c.rng.below(18) as u32,
                    };
                    am | e << 16 | (c.rng.below(256) as u32) << 24
                })
                .collect();
            let wsv: Vec<u32> = (0..l * g)
                .map(|k| {
                    let e = (av[(k % g) as usize] >> 16) & 0xff;
                    let m = match c.rng.below(4) {
                        0 => [0, 1, (1 << 15) - 1, 1 << 14, 1 << 15, 65535][c.rng.below(6) as usize],
                        _ => c.rng.below(1 << 16) as u32,
                    };
                    let lo = e.saturating_sub([31, 40, 255][c.rng.below(3) as usize]);
                    let s = match c.rng.below(4) {
                        0 => lo,
                        1 => 255,
                        _ => (lo + c.rng.below(64) as u32).min(255),
                    };
                    m | s << 16 | (c.rng.below(256) as u32) << 24
                })
                .collect();
            let accs = (0..g).map(|_| c.i32s(len as usize)).collect();
            (accs, wsv, av)
        };
        for (k, row) in accs.iter().enumerate() {
            c.put_i32(acc + k as u64 * cw, row);
        }
        for i in 0..l {
            let row: Vec<u8> = wsv[(i * g) as usize..((i + 1) * g) as usize].iter().flat_map(|x| x.to_le_bytes()).collect();
            c.put(ws + i * sw, &row);
        }
        let ab: Vec<u8> = av.iter().flat_map(|x| x.to_le_bytes()).collect();
        c.put(asc, &ab);
    }
    VecOp::Requant {
        acc: acc as u32,
        wscales: ws as u32,
        ascales: asc as u32,
        dst: dst as u32,
        len,
        groups,
    }
}

/// A random instruction (a funct of `GENS`, or now and then one without an engine), and writes its
/// source operands into both memories.
fn random_op(rng: &mut Rng, m: &mut Machine, mem: &mut [u64], fill: bool) -> VecOp {
    let oow = rng.chance(0.1); // often enough that every (funct, OUT_OF_WINDOW) class the test asserts appears (p(miss) ~ 1e-4)
    let unwired: Vec<VecOp> = [
        VecOp::Argmax { src: 0, dst: 200, len: 5 },
        VecOp::KvPack { src: 0, dst: 300, heads: 2, head_size: 8 },
        VecOp::Quant { src: 0, q: 300, scales: 400, len: 64, group: 32 },
        VecOp::Requant { acc: 0, wscales: 300, ascales: 400, dst: 500, len: 64, groups: 2 },
        VecOp::RmsNorm { src: 0, gains: 300, eps: 400, dst: 500, len: 64, shift: 0 },
        VecOp::Rope { src: 0, table: 300, dst: 500, heads: 8, head_size: 8 },
        VecOp::Score { q: 0, k: 300, dst: 500, len: 5, head_size: 8, att_scale: 11585 },
        VecOp::Softmax { src: 0, exp: 300, dst: 500, len: 5, keep: false },
        VecOp::Pv { p: 0, v: 300, dst: 500, len: 5, head_size: 8 },
        VecOp::Embed { row: 0, scales: 300, dst: 500, len: 64, group: 32 },
    ]
    .into_iter()
    .filter(|op| !SUPPORTED.contains(&funct(op)))
    .collect();
    if !unwired.is_empty() && rng.chance(0.1) {
        return unwired[rng.below(unwired.len() as u64) as usize];
    }
    let gens = gens();
    let g = gens[rng.below(gens.len() as u64) as usize].1;
    let mut c = Ctx { rng, m, mem, fill, oow, used: Vec::new() };
    g(&mut c)
}

// ------------------------------------------------------------------------------ table keep (ISA 1.2)

/// The two EXP2 and the two SIG table addresses of the table keep runs (65 and 129 words each).
const EXP_T: [u64; 2] = [3000, 3200];
const SIG_T: [u64; 2] = [4000, 4200];

/// The table regions, which [`keep_op`]'s operands never overlap.
fn table_regions() -> Vec<(u64, u64)> {
    let (ew, sw) = ((2 * 257u64).div_ceil(WB), (2 * 513u64).div_ceil(WB));
    EXP_T.iter().map(|&a| (a, a + ew)).chain(SIG_T.iter().map(|&a| (a, a + sw))).collect()
}

/// Writes the tables of the table keep runs into both memories: the contract's EXP2 and SIG tables and a
/// second legal table of each that gives other results.
fn keep_tables(rng: &mut Rng, m: &mut Machine, mem: &mut [u64]) {
    let mut c = Ctx { rng, m, mem, fill: true, oow: false, used: Vec::new() };
    let e = exp2_table();
    let e2: Vec<u16> = e.iter().enumerate().map(|(i, &v)| if i == 0 { v } else { v / 3 }).collect();
    c.put_u16(EXP_T[0], &e);
    c.put_u16(EXP_T[1], &e2);
    let t = sigmoid_table();
    let t2: Vec<u16> = t.iter().map(|&v| v / 2 + 1000).collect();
    c.put_u16(SIG_T[0], &t);
    c.put_u16(SIG_T[1], &t2);
}

/// An instruction of the table keep runs: `vec.softmax` and `vec.silu_mul` on one of two table addresses
/// each, `keep` mostly set, with `vec.resadd`s (the silu_mul engine's other funct) in between; now and then
/// an operand beyond the SRAM (`OUT_OF_WINDOW`: the record stays), and (only while nothing runs) the
/// program breaks its promise and rewrites a table: another legal table, the contract's, or an EXP2 table
/// below 2^15 (a softmax that loads it fails with `UNSUPPORTED` and invalidates; a hit still computes with
/// the resident copy, as Machine does).
fn keep_op(rng: &mut Rng, m: &mut Machine, mem: &mut [u64], fill: bool) -> VecOp {
    let mut c = Ctx { rng, m, mem, fill, oow: false, used: table_regions() };
    if fill && c.rng.chance(0.1) {
        if c.rng.chance(0.5) {
            let at = EXP_T[c.rng.below(2) as usize];
            let mut t = exp2_table();
            match c.rng.below(4) {
                0 => {
                    t = (0..257).map(|_| c.rng.next_u64() as u16).collect();
                    t[0] |= 0x8000;
                }
                1 | 2 => t[0] = c.rng.below(0x8000) as u16,
                _ => {}
            }
            c.put_u16(at, &t);
        } else {
            let at = SIG_T[c.rng.below(2) as usize];
            let t: Vec<u16> = if c.rng.chance(0.5) { sigmoid_table() } else { (0..513).map(|_| c.rng.next_u64() as u16).collect() };
            c.put_u16(at, &t);
        }
    }
    let keep = c.rng.chance(0.75);
    let oow = c.rng.chance(0.03);
    let len = match c.rng.below(8) {
        0 => MAX_LEN as u16,
        1 => 1,
        _ => 1 + c.rng.below(100) as u16,
    };
    let n = len as u64;
    match c.rng.below(20) {
        0..=8 => {
            let exp = EXP_T[c.rng.below(2) as usize];
            let src = c.place(4 * n, false);
            let dst = c.place(2 * n, oow);
            let v = scores(&mut c, len as usize);
            c.put_i32(src, &v);
            VecOp::Softmax { src: src as u32, exp: exp as u32, dst: dst as u32, len, keep }
        }
        9..=16 => {
            let sig = SIG_T[c.rng.below(2) as usize];
            let h1 = c.place(4 * n, false);
            let h3 = c.place(4 * n, false);
            let dst = c.place(4 * n, oow);
            let (a, b) = (c.i32s(len as usize), c.i32s(len as usize));
            c.put_i32(h1, &a);
            c.put_i32(h3, &b);
            VecOp::SiluMul { h1: h1 as u32, h3: h3 as u32, sig: sig as u32, dst: dst as u32, len, keep }
        }
        _ => {
            let x = c.place(4 * n, false);
            let y = c.place(4 * n, false);
            let dst = c.place(4 * n, oow);
            let (a, b) = (c.i32s(len as usize), c.i32s(len as usize));
            c.put_i32(x, &a);
            c.put_i32(y, &b);
            VecOp::ResAdd { x: x as u32, y: y as u32, dst: dst as u32, len }
        }
    }
}

/// ISA 1.2 table keep: sequences of `vec.softmax` / `vec.silu_mul` (two table addresses each, `keep` mostly
/// set) and `vec.resadd`, `prog_start` pulses while idle, tables rewritten behind a kept copy (the program
/// breaking its promise) and EXP2 tables below 2^15, with the scoreboard of `vpu_top_random_programs` (the
/// SRAM after each instruction equals `Machine::execute`'s, whose resident tables model the engines'
/// records; the loaders' addresses (no table read on a hit, `Machine`'s `resident.op_hits`), the store's
/// requests, and the queue port every cycle). Asserts hits and misses of both engines, failed loads, and
/// pulses.
#[test]
fn vpu_top_table_keep() {
    let n = 400 * soak() as usize;
    let knobs = [
        Knobs { p_ready: 0.7, max_lat: 5, max_gap: 3 },
        Knobs { p_ready: 1.0, max_lat: 2, max_gap: 0 },
    ];
    let mut seen = std::collections::BTreeMap::new();
    let mut pulses = 0;
    for (r, kn) in knobs.iter().enumerate() {
        let (cycles, spans, p) = run_seeded("vpu_top_table_keep", |seed, trace| {
            run_top(seed ^ (0x6b65_6570 + r as u64), trace, n, *kn, Mode::Keep)
        });
        eprintln!("vpu_top_table_keep: knobs {kn:?}: {} instructions in {cycles} cycles, {p} prog_start pulses", spans.len());
        pulses += p;
        for (op, code, _, hit) in spans {
            *seen.entry((funct(&op), code, hit)).or_insert(0u64) += 1;
        }
    }
    eprintln!("vpu_top_table_keep: (funct, error code, hit): count {seen:?}");
    for key in [
        (vf::SOFTMAX, 0, true),
        (vf::SOFTMAX, 0, false),
        (vf::SILU_MUL, 0, true),
        (vf::SILU_MUL, 0, false),
        (vf::RESADD, 0, false),
        (vf::SOFTMAX, ErrorCode::Unsupported.code(), false),
        (vf::SOFTMAX, ErrorCode::OutOfWindow.code(), false),
        (vf::SILU_MUL, ErrorCode::OutOfWindow.code(), false),
    ] {
        assert!(seen.contains_key(&key), "no instruction with (funct, code, hit) {key:?} in {seen:?}");
    }
    assert!(pulses > 0, "no prog_start pulse");
}

/// The first differing byte between the RTL SRAM and Machine's, named by op, field and element.
fn diff(mem: &[u64], want: &[u8], op: &VecOp) -> Option<String> {
    for (a, &w) in mem.iter().enumerate() {
        let exp = word(want, a);
        if w != exp {
            let bytes = (w ^ exp).to_le_bytes();
            let k = bytes.iter().position(|&b| b != 0).unwrap_or(0);
            let byte = a as u64 * WB + k as u64;
            let what = dests(op, WB)
                .unwrap_or_default()
                .iter()
                .enumerate()
                .find(|&(_, &(d, n))| byte >= d * WB && byte < d * WB + n)
                .map_or("outside the modelled destinations".to_string(), |(k, &(d, _))| {
                    format!("destination {k}, byte {} of it", byte - d * WB)
                });
            return Some(format!(
                "{op:?}: SRAM byte {byte:#x} (word {a:#x}) is {:#04x}, Machine has {:#04x} ({what})",
                w.to_le_bytes()[k],
                exp.to_le_bytes()[k]
            ));
        }
    }
    None
}

/// What [`run_top`] generates: random instructions of every wired funct ([`random_op`]), or the table
/// keep sequences of [`keep_op`] with `prog_start` pulses.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
enum Mode {
    Random,
    Keep,
}

/// One completed instruction of [`run_top`]: the op, its error code (0 = done), its cycles from acceptance
/// to completion, and whether it was a table-keep hit (`Machine`'s resident record before it executed).
type Span = (VecOp, u8, u64, bool);

/// Runs `n_instr` instructions (`mode`); returns (cycles, the completed instructions, `prog_start` pulses).
fn run_top(
    seed: u64,
    trace: Option<&Path>,
    n_instr: usize,
    k: Knobs,
    mode: Mode,
) -> Result<(u64, Vec<Span>, u64), Mismatch> {
    let mut rng = Rng::new(seed);
    let mut dut = VpuTopW64::new();
    if let Some(p) = trace {
        dut.trace(p);
    }
    let mut m = machine();
    for b in m.sram.iter_mut() {
        *b = rng.next_u64() as u8;
    }
    let mut mem: Vec<u64> = (0..SRAM_WORDS as usize).map(|a| word(&m.sram, a)).collect();
    if mode == Mode::Keep {
        keep_tables(&mut rng, &mut m, &mut mem);
    }
    let mut pulses = 0u64;
    let mut ports = [
        Port::new("lda_req"),
        Port::new("ldb_req"),
        Port::new("sram_req"),
    ];
    let mut offered: Option<VecOp> = None;
    let mut running: Option<(VecOp, u64)> = None;
    let mut done_n = 0usize;
    let mut gap = 0u64;
    let mut spans = Vec::new();
    let mut cycle = 0u64;
    let limit = 2000 + n_instr as u64 * 20_000;
    while done_n < n_instr {
        let reset = cycle < 2;
        // a program start (the doorbell) while nothing runs: the engines' resident tables become invalid,
        // as Machine::run's
        let prog_start = mode == Mode::Keep && !reset && running.is_none() && rng.chance(0.05);
        if prog_start {
            m.resident = Default::default();
            pulses += 1;
        }
        if !reset && offered.is_none() && done_n + running.is_some() as usize + 0 < n_instr {
            let early = running.is_some();
            // (rarer in the keep runs: an early offer writes nothing, and prog_start pulses and table
            // rewrites need the idle cycles between instructions)
            let p_early = if mode == Mode::Keep { 0.0005 } else { 0.02 };
            if (!early || rng.chance(p_early)) && gap == 0 {
                // sources are written only while nothing runs (an early offer keeps memory as it is)
                offered = Some(match mode {
                    Mode::Random => random_op(&mut rng, &mut m, &mut mem, !early),
                    Mode::Keep => keep_op(&mut rng, &mut m, &mut mem, !early),
                });
                gap = rng.below(k.max_gap + 1);
            } else if gap > 0 {
                gap -= 1;
            }
        }
        let word128 = offered
            .map(|op| {
                Instr::Vector {
                    deps: Deps::default(),
                    op,
                }
                .encode()
                .expect("legal instruction")
            })
            .unwrap_or(0);
        let rsp: Vec<Option<u64>> = ports.iter_mut().map(|p| p.rsp(cycle)).collect();
        let rdy: Vec<bool> = (0..3).map(|_| !reset && rng.chance(k.p_ready)).collect();
        let i = VpuTopW64In {
            reset: reset as u64,
            prog_start: prog_start as u64,
            instr_valid: offered.is_some() as u64,
            instr_data: to_words(word128),
            cfg_sram_words: SRAM_WORDS,
            lda_req_ready: rdy[0] as u64,
            lda_rsp_valid: rsp[0].is_some() as u64,
            lda_rsp_data: rsp[0].unwrap_or(0),
            ldb_req_ready: rdy[1] as u64,
            ldb_rsp_valid: rsp[1].is_some() as u64,
            ldb_rsp_data: rsp[1].unwrap_or(0),
            sram_req_ready: rdy[2] as u64,
            sram_rsp_valid: rsp[2].is_some() as u64,
            sram_rsp_data: rsp[2].unwrap_or(0),
        };
        let o = dut.step(&i);
        if reset {
            cycle += 1;
            continue;
        }
        // queue port, every cycle
        let completing = o.done == 1 || o.error == 1;
        check(cycle, "done & error", false, o.done == 1 && o.error == 1)?;
        check(
            cycle,
            "done/error without an instruction",
            true,
            !completing || running.is_some(),
        )?;
        check(
            cycle,
            "instr_ready",
            running.is_none() || completing,
            o.instr_ready == 1,
        )?;
        check(cycle, "ev_busy", o.instr_ready == 0, o.ev_busy == 1)?;
        // SRAM ports
        let lat = k.max_lat;
        ports[0].serve(
            cycle,
            o.lda_req_valid == 1,
            rdy[0],
            (o.lda_req_addr, false, 0),
            &mut mem,
            &mut rng,
            lat,
        )?;
        ports[1].serve(
            cycle,
            o.ldb_req_valid == 1,
            rdy[1],
            (o.ldb_req_addr, false, 0),
            &mut mem,
            &mut rng,
            lat,
        )?;
        ports[2].serve(
            cycle,
            o.sram_req_valid == 1,
            rdy[2],
            (
                o.sram_req_addr,
                o.sram_req_we == 1,
                if o.sram_req_we == 1 {
                    o.sram_req_wdata
                } else {
                    0
                },
            ),
            &mut mem,
            &mut rng,
            lat,
        )?;
        if completing {
            let (op, start) = running.take().unwrap();
            // a table-keep hit by Machine's resident records (before it executes the instruction)
            let hit = m.resident.op_hits(&op);
            // the reference: Machine::execute on the same SRAM (its checks: CAPS, the vector unit's
            // limits, the SRAM ranges; nothing is written when it fails; a table-keep hit computes with
            // the resident table); UNSUPPORTED for a funct without an engine
            let want = if SUPPORTED.contains(&funct(&op)) {
                let mut stats = RunStats::default();
                m.execute(
                    &Instr::Vector {
                        deps: Deps::default(),
                        op,
                    },
                    &mut stats,
                )
                .err()
                .map(|e| e.0)
            } else {
                Some(ErrorCode::Unsupported)
            };
            let code = if o.error == 1 {
                Some(o.error_code as u8)
            } else {
                None
            };
            check(
                cycle,
                &format!("completion code of {op:?}"),
                want.map(|c| c.code()),
                code,
            )?;
            if let Some(d) = diff(&mem, &m.sram, &op) {
                return Err(violation(
                    cycle,
                    "SRAM after the instruction",
                    "equal to Machine's",
                    d,
                ));
            }
            // transaction-level model: loader addresses, store request stream
            let got_a: Vec<u64> = ports[0].log.drain(..).map(|r| r.addr).collect();
            let got_b: Vec<u64> = ports[1].log.drain(..).map(|r| r.addr).collect();
            let la = match (want, op) {
                (None, _) => loads(&op, WB, hit),
                (Some(code), VecOp::RmsNorm { .. }) => Some(failed_loads(&op, code, WB)),
                (Some(_), _) => loads_on_error(&op),
            };
            if let Some((la, lb)) = la {
                check(cycle, &format!("lda read addresses of {op:?}"), la, got_a)?;
                check(cycle, &format!("ldb read addresses of {op:?}"), lb, got_b)?;
            }
            let got: Vec<Req> = ports[2]
                .log
                .drain(..)
                .map(|r| if r.we { r } else { Req { wdata: 0, ..r } })
                .collect();
            let sr = if want.is_none() {
                dests(&op, WB).map(|ds| {
                    ds.iter()
                        .flat_map(|&(d, n)| store_requests(&mem, d, n, WB))
                        .collect::<Vec<_>>()
                })
            } else {
                Some(vec![])
            };
            if let Some(sr) = sr {
                check(cycle, &format!("store requests of {op:?}"), sr, got)?;
            }
            spans.push((op, want.map_or(0, |c| c.code()), cycle - start, hit && want.is_none()));
            done_n += 1;
        }
        if o.instr_ready == 1 {
            if let Some(op) = offered.take() {
                running = Some((op, cycle));
            }
        }
        cycle += 1;
        if cycle > limit {
            return Err(violation(
                cycle,
                "done",
                "every instruction completes",
                format!("{done_n} of {n_instr} done"),
            ));
        }
    }
    dut.trace_close();
    Ok((cycle, spans, pulses))
}

#[test]
fn vpu_top_random_programs() {
    let n = (30 * gens().len()).max(60) * soak() as usize; // about 90 instructions per funct
    let knobs = [
        Knobs {
            p_ready: 0.6,
            max_lat: 6,
            max_gap: 5,
        },
        Knobs {
            p_ready: 1.0,
            max_lat: 2,
            max_gap: 0,
        },
        Knobs {
            p_ready: 0.3,
            max_lat: 4,
            max_gap: 20,
        },
    ];
    let mut seen = std::collections::BTreeMap::new();
    for (r, kn) in knobs.iter().enumerate() {
        let (cycles, spans, _) = run_seeded("vpu_top_random_programs", |seed, trace| {
            run_top(seed ^ r as u64, trace, n, *kn, Mode::Random)
        });
        eprintln!(
            "vpu_top_random_programs: knobs {kn:?}: {} instructions in {cycles} cycles",
            spans.len()
        );
        for (op, code, _, _) in spans {
            *seen.entry((funct(&op), code)).or_insert(0u64) += 1;
        }
    }
    eprintln!("vpu_top_random_programs: (funct, error code): count {seen:?}");
    // every generated funct completes, and ends with OUT_OF_WINDOW; resadd also with UNSUPPORTED (len)
    let mut keys: Vec<(u8, u8)> = gens().iter().flat_map(|&(f, _)| [(f, 0), (f, 0x04)]).collect();
    keys.push((vf::RESADD, 0x27));
    keys.extend([(vf::RMSNORM, 0x27), (vf::ROPE, 0x27), (vf::KV_PACK, 0x27)]);
    keys.push((vf::SCORE, 0x27));
    keys.push((vf::PV, 0x27));
    keys.push((vf::QUANT, 0x27));
    keys.push((vf::REQUANT, 0x27));
    for key in keys {
        assert!(
            seen.contains_key(&key),
            "no instruction with (funct, code) {key:?} in {seen:?}"
        );
    }
}

/// Cycles from the instruction's acceptance to its `done`, SRAM always ready with latency 2.
#[test]
fn vpu_top_cycles_per_op() {
    for op in [
        VecOp::ResAdd {
            x: 0,
            y: 512,
            dst: 1024,
            len: 256,
        },
        VecOp::ResAdd {
            x: 0,
            y: 512,
            dst: 1024,
            len: 1,
        },
        VecOp::SiluMul {
            h1: 0,
            h3: 512,
            sig: 2048,
            dst: 1024,
            len: 256,
            keep: false,
        },
        VecOp::SiluMul {
            h1: 0,
            h3: 512,
            sig: 2048,
            dst: 1024,
            len: 1,
            keep: false,
        },
        VecOp::Softmax { src: 0, exp: 2048, dst: 1024, len: 512, keep: false },
        VecOp::Softmax { src: 0, exp: 2048, dst: 1024, len: 64, keep: false },
        VecOp::Softmax { src: 0, exp: 2048, dst: 1024, len: 1, keep: false },
        VecOp::Argmax { src: 0, dst: 1024, len: 512 },
        VecOp::Embed { row: 0, scales: 512, dst: 1024, len: 64, group: 32 },
        // stories260K: dim 64, 8 heads (q) / 4 kv heads of head_size 8
        VecOp::RmsNorm { src: 0, gains: 512, eps: 2048, dst: 1024, len: 64, shift: 0 },
        VecOp::RmsNorm { src: 0, gains: 512, eps: 2048, dst: 1024, len: 256, shift: 0 },
        VecOp::Rope { src: 0, table: 512, dst: 1024, heads: 8, head_size: 8 },
        VecOp::Rope { src: 0, table: 512, dst: 1024, heads: 4, head_size: 8 },
        VecOp::Rope { src: 0, table: 512, dst: 1024, heads: 8, head_size: 64 },
        VecOp::KvPack { src: 0, dst: 1024, heads: 4, head_size: 8 },
        VecOp::KvPack { src: 0, dst: 1024, heads: 8, head_size: 64 },
    ]
    .into_iter()
    .chain([1u16, 64, 512].into_iter().flat_map(|len| {
        // stories260K: head_size 8, att_scale = 2^15 / sqrt(8) = 11585
        [
            VecOp::Score { q: 0, k: 512, dst: 8192, len, head_size: 8, att_scale: 11585 },
            VecOp::Pv { p: 0, v: 512, dst: 8192, len, head_size: 8 },
        ]
    }))
    .chain([
        VecOp::Score { q: 0, k: 512, dst: 12288, len: 512, head_size: 64, att_scale: 11585 },
        VecOp::Pv { p: 0, v: 512, dst: 12288, len: 512, head_size: 64 },
        // stories260K sizes (dim 64, hidden 172, vocab 512, group 32)
        VecOp::Quant { src: 0, q: 512, scales: 1024, len: 64, group: 32 },
        VecOp::Quant { src: 0, q: 512, scales: 1024, len: 172, group: 32 },
        VecOp::Requant { acc: 0, wscales: 2048, ascales: 4096, dst: 4608, len: 64, groups: 2 },
        VecOp::Requant { acc: 0, wscales: 2048, ascales: 4096, dst: 4608, len: 172, groups: 2 },
        VecOp::Requant { acc: 0, wscales: 2048, ascales: 4096, dst: 4608, len: 64, groups: 6 },
        VecOp::Requant { acc: 0, wscales: 2048, ascales: 4096, dst: 4608, len: 512, groups: 2 },
    ]) {
        let c = one_op_cycles(op);
        eprintln!("vpu_top_cycles_per_op: {op:?}: {c} cycles");
    }
    // ISA 1.2 table keep: keep, keep (hit), another address, the first again (miss: one record per
    // engine), prog_start then keep (miss), keep (hit), keep = 0 (loads), keep (miss: keep = 0 invalidated)
    for (op, other, entries) in [
        (
            VecOp::Softmax { src: 0, exp: 2048, dst: 1024, len: 64, keep: true },
            VecOp::Softmax { src: 0, exp: 4096, dst: 1024, len: 64, keep: true },
            257,
        ),
        (
            VecOp::SiluMul { h1: 0, h3: 512, sig: 2048, dst: 1024, len: 256, keep: true },
            VecOp::SiluMul { h1: 0, h3: 512, sig: 4096, dst: 1024, len: 256, keep: true },
            513,
        ),
    ] {
        let no_keep = match op {
            VecOp::Softmax { src, exp, dst, len, .. } => VecOp::Softmax { src, exp, dst, len, keep: false },
            VecOp::SiluMul { h1, h3, sig, dst, len, .. } => VecOp::SiluMul { h1, h3, sig, dst, len, keep: false },
            _ => unreachable!(),
        };
        let seq = [(op, false), (op, false), (other, false), (op, false), (op, true), (op, false), (no_keep, false), (op, false)];
        let c = seq_cycles(&seq);
        eprintln!("vpu_top_cycles_per_op: table keep {op:?}: miss, hit, miss (other), miss, prog_start + miss, hit, keep=0, miss: {c:?} cycles");
        let (miss, hit) = (c[0], c[1]);
        assert!(miss >= hit + entries, "a hit skips the {entries}-entry table load: {miss} vs {hit} cycles");
        for (k, want) in [(2, miss), (3, miss), (4, miss), (5, hit), (6, miss), (7, miss)] {
            assert_eq!(c[k], want, "instruction {k} of {seq:?}: {c:?}");
        }
    }
}

fn one_op_cycles(op: VecOp) -> u64 {
    seq_cycles(&[(op, false)])[0]
}

/// Cycles from each instruction's acceptance to its `done` (or `error`), SRAM always ready with latency 2;
/// the instructions run one after the other, each offered when the previous one completed, after a
/// `prog_start` pulse (one idle cycle) when its flag is set.
fn seq_cycles(ops: &[(VecOp, bool)]) -> Vec<u64> {
    let mut dut = VpuTopW64::new();
    let mut mem = vec![0x0123_4567_89ab_cdefu64; SRAM_WORDS as usize];
    for (op, _) in ops {
        if let VecOp::RmsNorm { eps, .. } = op {
            mem[*eps as usize] = EPS_STORIES; // below 2^32: the instruction runs
        }
    }
    let mut pipes: [VecDeque<(u64, u64)>; 3] = Default::default();
    let mut out = Vec::new();
    let mut start = None;
    let mut pulsed = false;
    for cycle in 0..1_000_000u64 {
        let Some(&(op, pulse)) = ops.get(out.len()) else { return out };
        let w = Instr::Vector {
            deps: Deps::default(),
            op,
        }
        .encode()
        .unwrap();
        let idle = cycle >= 2 && start.is_none();
        let prog_start = idle && pulse && !pulsed;
        let offer = idle && (!pulse || pulsed);
        let rsp: Vec<Option<u64>> = pipes
            .iter_mut()
            .map(|p| {
                if p.front().is_some_and(|&(d, _)| d <= cycle) {
                    p.pop_front().map(|x| x.1)
                } else {
                    None
                }
            })
            .collect();
        pulsed |= prog_start;
        let o = dut.step(&VpuTopW64In {
            reset: (cycle < 2) as u64,
            prog_start: prog_start as u64,
            instr_valid: offer as u64,
            instr_data: to_words(w),
            cfg_sram_words: SRAM_WORDS,
            lda_req_ready: 1,
            lda_rsp_valid: rsp[0].is_some() as u64,
            lda_rsp_data: rsp[0].unwrap_or(0),
            ldb_req_ready: 1,
            ldb_rsp_valid: rsp[1].is_some() as u64,
            ldb_rsp_data: rsp[1].unwrap_or(0),
            sram_req_ready: 1,
            sram_rsp_valid: rsp[2].is_some() as u64,
            sram_rsp_data: rsp[2].unwrap_or(0),
        });
        if cycle < 2 {
            continue;
        }
        if o.lda_req_valid == 1 {
            pipes[0].push_back((cycle + 2, mem[o.lda_req_addr as usize]));
        }
        if o.ldb_req_valid == 1 {
            pipes[1].push_back((cycle + 2, mem[o.ldb_req_addr as usize]));
        }
        if o.sram_req_valid == 1 && o.sram_req_we == 0 {
            pipes[2].push_back((cycle + 2, mem[o.sram_req_addr as usize]));
        }
        if let Some(s) = start {
            if o.done == 1 || o.error == 1 {
                out.push(cycle - s);
                start = None;
                pulsed = false;
            }
        } else if offer && o.instr_ready == 1 {
            start = Some(cycle);
        }
    }
    panic!("{ops:?} did not complete");
}

// ------------------------------------------------------------------------------------------ the store

fn run_st(seed: u64, trace: Option<&Path>, n_cmds: usize) -> Result<u64, Mismatch> {
    let mut rng = Rng::new(seed);
    let mut dut = VpuStW64::new();
    if let Some(p) = trace {
        dut.trace(p);
    }
    const AW: u64 = 1 << 12;
    let mut mem: Vec<u64> = (0..AW).map(|_| rng.next_u64()).collect();
    let mut want = mem.clone();
    let mut port = Port::new("req");
    let mut hold = false;
    let mut cycle = 0u64;
    let mut cmd: Option<(u64, u16, u8)> = None;
    let mut active: Option<(u64, u16, u8)> = None;
    let mut elems: VecDeque<u64> = VecDeque::new();
    let mut done_n = 0;
    // the active command's requests so far, and its merge reads (the partial last word's read goes first)
    let (mut reqs_n, mut reads_n) = (0usize, 0usize);
    let p_ready = [0.3, 0.7, 1.0][rng.below(3) as usize];
    let p_in = [0.3, 0.8, 1.0][rng.below(3) as usize];
    while done_n < n_cmds {
        let reset = cycle < 2;
        if !reset && cmd.is_none() && active.is_none() {
            let wcode = rng.below(4) as u8;
            let eb = 1u64 << wcode;
            let count = match rng.below(4) {
                0 => 1 + rng.below(3),
                1 => 1 + rng.below(300),
                _ => 1 + rng.below(40),
            } as u16;
            let words = (count as u64 * eb).div_ceil(8);
            let addr = rng.below(AW - words);
            cmd = Some((addr, count, wcode));
            elems = (0..count).map(|_| rng.next_u64()).collect();
        }
        let (ca, cc, cw) = cmd.unwrap_or((0, 0, 0));
        let rsp = port.rsp(cycle);
        let rdy = !reset && rng.chance(p_ready);
        let in_valid = active.is_some() && !elems.is_empty() && (hold || rng.chance(p_in));
        let i = VpuStW64In {
            reset: reset as u64,
            cmd_valid: cmd.is_some() as u64,
            cmd_addr: ca,
            cmd_count: cc as u64,
            cmd_width: cw as u64,
            in_valid: in_valid as u64,
            in_data: elems.front().copied().unwrap_or(0),
            req_ready: rdy as u64,
            rsp_valid: rsp.is_some() as u64,
            rsp_data: rsp.unwrap_or(0),
        };
        let o = dut.step(&i);
        if reset {
            cycle += 1;
            continue;
        }
        check(
            cycle,
            "cmd_ready",
            active.is_none() || o.done == 1,
            o.cmd_ready == 1,
        )?;
        if o.req_valid == 1 && rdy {
            // the request order: a partial last word is read first, at its own address, exactly once
            let (a, n, w) = active.ok_or_else(|| violation(cycle, "request", "a command runs", 0))?;
            let bytes = n as u64 * (1u64 << w);
            let (words, partial) = (bytes.div_ceil(8), bytes % 8 != 0);
            if o.req_we == 0 {
                check(cycle, "merge read of a command whose last word is partial", true, partial)?;
                check(cycle, "merge read is the command's first request", 0, reqs_n)?;
                check(cycle, "merge read address (the last word)", a + words - 1, o.req_addr)?;
                reads_n += 1;
            } else if reqs_n == 0 {
                check(cycle, "a partial last word's merge read goes first", false, partial)?;
            }
            reqs_n += 1;
        }
        port.serve(
            cycle,
            o.req_valid == 1,
            rdy,
            (
                o.req_addr,
                o.req_we == 1,
                if o.req_we == 1 { o.req_wdata } else { 0 },
            ),
            &mut mem,
            &mut rng,
            5,
        )?;
        hold = in_valid && o.in_ready == 0;
        if i.in_valid == 1 && o.in_ready == 1 {
            elems.pop_front();
        }
        if o.done == 1 {
            let (a, n, w) = active
                .take()
                .ok_or_else(|| violation(cycle, "done", "a command runs", 1))?;
            check(cycle, "elements left at done", 0, elems.len())?;
            let bytes = n as u64 * (1u64 << w);
            check(cycle, "requests of the command (merge read + writes)", bytes.div_ceil(8) as usize + usize::from(bytes % 8 != 0), reqs_n)?;
            check(cycle, "merge reads of the command", usize::from(bytes % 8 != 0), reads_n)?;
            let _ = a;
            (reqs_n, reads_n) = (0, 0);
            for (k, ww) in want.iter().enumerate() {
                if mem[k] != *ww {
                    return Err(violation(
                        cycle,
                        "SRAM after the command",
                        &format!("word {k:#x} = {ww:#018x}"),
                        mem[k],
                    ));
                }
            }
            done_n += 1;
        }
        if i.cmd_valid == 1 && o.cmd_ready == 1 {
            let (a, n, w) = cmd.take().unwrap();
            // the Rust reference: the elements' low bytes, little-endian, from byte a * 8 on
            let eb = 1usize << w;
            let mut bytes: Vec<u8> = want.iter().flat_map(|x| x.to_le_bytes()).collect();
            for (j, e) in elems.iter().enumerate() {
                let at = a as usize * 8 + j * eb;
                bytes[at..at + eb].copy_from_slice(&e.to_le_bytes()[..eb]);
            }
            want = bytes
                .chunks(8)
                .map(|c| u64::from_le_bytes(c.try_into().unwrap()))
                .collect();
            active = Some((a, n, w));
        }
        cycle += 1;
        if cycle > 200_000 + n_cmds as u64 * 10_000 {
            return Err(violation(cycle, "done", "every command completes", done_n));
        }
    }
    dut.trace_close();
    Ok(cycle)
}

#[test]
fn vpu_st_random_streams() {
    for r in 0..4u64 {
        let cycles = run_seeded("vpu_st_random_streams", |seed, trace| {
            run_st(seed ^ r, trace, 150 * soak() as usize)
        });
        eprintln!("vpu_st_random_streams: run {r}: {cycles} cycles");
    }
}
