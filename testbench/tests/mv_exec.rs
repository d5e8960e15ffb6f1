//! The matrix-vector executor (`hdl/src/matrix/mv_exec.rs`, `mv_exec_w64`, instruction `matvec`) against its
//! transaction model (`testbench/src/models/mv_exec.rs`) and `Machine::execute`: every cycle, each AXI AR
//! request the unit offers is compared with the head of the predicted burst list of the stream the walker
//! owns (the prefetch's or the instruction's), each SRAM request with the head of the predicted request
//! stream (address, write enable, data); `done` must come exactly the cycle after the last write is
//! accepted, a check error exactly at its fixed latency with nothing requested, and after every instruction
//! the whole SRAM is compared with the golden result. Stream monitors check that AR and the SRAM request
//! hold valid and data until the transfer.
//!
//! Around the unit: a Rust AXI4 read slave over a DRAM byte array (burst latency, random AR stalls and R
//! gaps, or full rate; injected SLVERR beats) and an SRAM model (random `req_ready` stalls, responses in
//! order after a variable latency >= 2). Instructions: random `k` (1..=1023, multiples of 8 and not), `n`
//! (1..=600), `gt` (1..=15), weights over the whole INT8 range with runs of -128/127, weight scales over the
//! full fields with garbage in the ignored bits, garbage in every padding weight and scale, activations with
//! -128/127, activation scales with `a_m` up to 2^16 - 1 and `e` up to 17 (sometimes up to 255), and
//! OUT_OF_WINDOW cases (each SRAM operand and the DRAM stream).
//!
//! **Prefetch.** The `mv_exec_prefetch*` profiles offer the next instruction's peek (`pf_valid`/`pf_data`)
//! at a random time, also while the previous instruction executes, and the instruction itself after a
//! random delay. The peek is the instruction itself, or one with the same tag (`gt`, `k`, `n`, `dram`) and
//! other SRAM operands (hits), a different `matvec`, one with the same `gt`, `k`, `n` and another `dram`
//! (misses), a `matmul` word, or an out-of-window `matvec` (not prefetched). `pf_flush` pulses at random
//! times (between the peek and the instruction, and while an instruction executes, where it is ignored).
//! SLVERR beats land on prefetched beats (the prefetch is discarded and not retried; the instruction then
//! reads its stream itself), on dropped beats of discarded streams (ignored) and on the instruction's own
//! beats (BUS_ERROR). The model keeps the stream the walker owns: a hit continues its burst list, a miss
//! or a discard starts the instruction's list from the beginning; the bursts of a discarded stream still
//! come and must be dropped (the SRAM image after the instruction shows it). Consecutive instructions use
//! the two halves of the DRAM window, so the next stream is written while the previous one is read (the
//! ISA's rule: a stream is constant from dispatch to completion). MV_RD_BYTES (the sum of `ev_rd_bytes`)
//! must equal the beats the slave delivered.
//! `mv_exec_timing` measures the cycles of stories260K-sized `matvec`s at full DRAM rate, without and with
//! the prefetch.

use std::collections::VecDeque;
use std::path::Path;
use systole_host::compiler::exec::{ExecConfig, KvRegs, Machine, RunStats};
use systole_isa::regs::Caps;
use systole_testbench::harness::{check, run_seeded, soak, violation, Mismatch, Rng, StreamMonitor};
use systole_testbench::models::mv_exec::{check as mv_check, next_burst, transaction, MvFields, SramReq};
use systole_testbench::hdl::matrix::mv_exec::MAX_OUTSTANDING_AHEAD;
use systole_testbench::verilated::{MvExecW64, MvExecW64In, MvExecW64Out};

/// The functional executor with the unit's SRAM size and DRAM window (the reference semantics).
fn machine(sw: u32, dram_size: u32) -> Machine {
    let caps = Caps {
        rows: 8,
        cols: 8,
        word_bytes: 8,
        banks: 1,
        semaphores: 16,
        sram_words: sw,
        max_vec_len: 4096,
        max_head_size: 128,
        max_row_bytes: 4096,
        matvec: true,
        table_keep: true,
    };
    Machine::new(ExecConfig { caps, queue_depth: 4 }, vec![0u8; dram_size as usize], KvRegs::default())
}

fn int8(rng: &mut Rng, ext: bool) -> u8 {
    if ext || rng.chance(0.08) {
        [0x80u8, 0x7f, 0x81, 0, 1, 0xff][rng.below(6) as usize]
    } else {
        rng.next_u64() as u8
    }
}

fn pick_k(rng: &mut Rng) -> u32 {
    match rng.below(10) {
        0 => 1 + rng.below(1023) as u32,
        1 => 8 * (1 + rng.below(127) as u32),
        2 => [1, 7, 8, 9, 1023, 1016, 1017][rng.below(7) as usize],
        3 | 4 => 1 + rng.below(200) as u32,
        _ => 1 + rng.below(80) as u32,
    }
}

fn pick_n(rng: &mut Rng) -> u32 {
    match rng.below(10) {
        0 => 1 + rng.below(600) as u32,
        1 => 8 * (1 + rng.below(20) as u32),
        2 => [1, 7, 8, 9, 600, 599][rng.below(6) as usize],
        _ => 1 + rng.below(70) as u32,
    }
}

/// Fills the stream bytes at `dram[d..]`: garbage everywhere (padding weights and scales stay garbage),
/// then the valid weights and scales from the chosen distributions.
fn fill_stream(rng: &mut Rng, f: &MvFields, dram: &mut [u8]) {
    let d = f.d() as usize;
    let s = f.stream_bytes() as usize;
    for b in dram[d..d + s].iter_mut() {
        *b = rng.next_u64() as u8;
    }
    let ext = rng.chance(0.2);
    let realistic = rng.chance(0.7);
    for j in 0..f.n {
        for i in 0..f.k {
            let e = ext && rng.chance(0.7);
            dram[d + f.w_off(j, i) as usize] = int8(rng, e);
        }
        for g in 0..f.g() {
            let garbage = (rng.next_u64() as u32) & 0xff00_8000;
            let v = if realistic {
                let m = rng.below(1 << 15) as u32;
                let s = rng.below(64) as u32;
                garbage | m | s << 16
            } else {
                rng.next_u64() as u32
            };
            let o = d + f.s_off(j, g) as usize;
            dram[o..o + 4].copy_from_slice(&v.to_le_bytes());
        }
    }
}

/// Writes the activations and activation scales into the SRAM.
fn fill_operands(rng: &mut Rng, f: &MvFields, mem: &mut [u64]) {
    let ext = rng.chance(0.2);
    let setb = |mem: &mut [u64], a: u64, v: u8| {
        let w = &mut mem[(a / 8) as usize];
        *w = (*w & !(0xffu64 << (8 * (a % 8)))) | (v as u64) << (8 * (a % 8));
    };
    for i in 0..f.k {
        let v = if ext { [0x80u8, 0x7f][rng.below(2) as usize] } else { int8(rng, false) };
        setb(mem, f.act as u64 * 8 + i as u64, v);
    }
    for g in 0..f.g() {
        let a_m = match rng.below(6) {
            0 => 1 << 15,
            1 => rng.below(1 << 16) as u32,
            2 => 0,
            _ => rng.below(1 << 15) as u32,
        };
        let e = if rng.chance(0.1) { rng.below(256) as u32 } else { rng.below(18) as u32 };
        let v = a_m | e << 16 | (rng.next_u64() as u32 & 0xff00_0000);
        for (b, byte) in v.to_le_bytes().iter().enumerate() {
            setb(mem, f.ascale as u64 * 8 + 4 * g as u64 + b as u64, *byte);
        }
    }
}

/// Traffic shape.
#[derive(Clone, Copy, Debug)]
struct Profile {
    /// Probability of `axi_ar_ready` per cycle.
    p_ar_ready: f64,
    /// Burst latency: from AR acceptance to its first beat, `lat + 0..=lat_extra` cycles.
    lat: u64,
    lat_extra: u64,
    /// Probability that the slave holds back a beat in a cycle.
    p_r_gap: f64,
    /// Probability of `sram_req_ready`; SRAM response latency `2 + 0..=sram_extra`.
    p_sram_ready: f64,
    sram_extra: u64,
    /// Largest delay between the previous instruction's completion (then the operands are written) and the
    /// offer of the next.
    max_gap: u64,
    /// Probability of an OUT_OF_WINDOW instruction and of an injected bus error among its beats.
    p_oow: f64,
    p_buserr: f64,
    /// Probability that the next instruction's peek is offered, and its largest lead: it starts up to
    /// `max_lead` cycles after the previous instruction is accepted (often while it executes).
    p_peek: f64,
    max_lead: u64,
    /// Probability of a bus error among the peeked stream's beats.
    p_pf_err: f64,
    /// Probability of a `pf_flush` pulse per instruction (around the peek), and per cycle of an instruction.
    p_flush: f64,
    p_flush_busy: f64,
    /// Larger shapes: streams beyond the 4096-beat buffer more often.
    big: bool,
    /// Instructions of the run.
    instrs: u64,
}

impl Profile {
    /// No prefetch port activity (`pf_valid` and `pf_flush` low).
    const fn plain(p_ar_ready: f64, lat: u64, lat_extra: u64, p_r_gap: f64, p_sram_ready: f64, sram_extra: u64, max_gap: u64, p_oow: f64, p_buserr: f64, instrs: u64) -> Profile {
        Profile { p_ar_ready, lat, lat_extra, p_r_gap, p_sram_ready, sram_extra, max_gap, p_oow, p_buserr, p_peek: 0.0, max_lead: 0, p_pf_err: 0.0, p_flush: 0.0, p_flush_busy: 0.0, big: false, instrs }
    }
}

struct Sram {
    mem: Vec<u64>,
    rsp: VecDeque<(u64, u64)>,
    last: u64,
}

/// The AXI4 read slave: bursts in AR order, each available `lat` cycles after acceptance.
struct Slave {
    /// (address, ARLEN, cycle of the first beat, the stream generation the burst was issued for)
    bursts: VecDeque<(u32, u8, u64, u64)>,
    beat: u32,
    /// A beat is being offered (held until taken): (data, last, resp, generation).
    held: Option<(u64, bool, u8, u64)>,
    /// Beats delivered so far, and the index of the beat that answers SLVERR.
    delivered: u64,
    err_beat: Option<u64>,
}

impl Slave {
    fn new() -> Slave {
        Slave { bursts: VecDeque::new(), beat: 0, held: None, delivered: 0, err_beat: None }
    }
}

/// The fields of a `matvec` word.
fn fields_of(w: u128) -> MvFields {
    let g = |lo: u32, width: u32| ((w >> lo) as u64 & ((1u64 << width) - 1)) as u32;
    MvFields { gt: g(16, 4), k: g(20, 10), n: g(30, 12), dram: g(42, 26), act: g(68, 20), ascale: g(88, 20), out: g(108, 20) }
}

/// Opcode MATMUL, funct MATVEC.
fn is_matvec(w: u128) -> bool {
    (w & 0xf) as u8 == systole_isa::instr::opcode::MATMUL && (w >> 12 & 0xf) as u8 == systole_isa::instr::funct::matmul::MATVEC
}

/// The unit prefetches a peeked word: a `matvec` with nonzero counts whose stream lies in the window.
fn eligible(w: u128, dram_size: u32) -> bool {
    let f = fields_of(w);
    is_matvec(w) && f.k > 0 && f.n > 0 && f.gt > 0 && f.d() + f.stream_bytes() <= dram_size as u64
}

/// The walker (model): it starts at a stream's `D` (a prefetch or a miss) and reads on to the end of the DRAM
/// window. Its front is where the next `matvec` must start to hit: the start, then the end of each stream
/// an instruction consumed.
struct Stream {
    gen: u64,
    /// DRAM offsets of its first beat and of its front.
    d0: u64,
    front: u64,
    /// The next burst's bus address, and the beats left to the window's end.
    addr: u32,
    rem: u64,
    /// Bursts already offered.
    seen: u64,
    /// Beats of this walker written into the buffer: the walker index of the next beat.
    kept: u64,
    /// The cycle a kept beat of this walker failed: it stops (a burst decided that cycle may still come).
    ferr: Option<u64>,
}

impl Stream {
    fn new(d: u64, base: u32, dram_size: u32, gen: u64) -> Stream {
        Stream { gen, d0: d, front: d, addr: base.wrapping_add(d as u32), rem: (dram_size as u64 - d) / 8, seen: 0, kept: 0, ferr: None }
    }
    /// The walker's next burst (none past the window's end).
    fn pop(&mut self) -> Option<(u32, u8)> {
        if self.rem == 0 {
            return None;
        }
        let b = next_burst(self.addr, self.rem);
        let len = b.1 as u64 + 1;
        self.addr = self.addr.wrapping_add((8 * len) as u32);
        self.rem -= len;
        Some(b)
    }
}

#[derive(Debug, Default)]
struct Summary {
    instrs: u64,
    done: u64,
    oow: u64,
    bus_errors: u64,
    /// Instructions whose stream had been partly or wholly requested before they were accepted (hits).
    prefetched: u64,
    /// Hits on a walker that an earlier instruction had already consumed from (its read-ahead).
    read_ahead: u64,
    /// Read-ahead beats past the executing stream that answered SLVERR (the instruction completes; the
    /// walker is discarded).
    ra_errors: u64,
    /// Streams discarded after some of their bursts were requested.
    discarded: u64,
    /// SLVERR beats that failed a prefetch, and those on dropped beats.
    pf_errors: u64,
    dropped_errors: u64,
    flushes: u64,
    beats: u64,
    cycles: u64,
}

/// The next instruction: its fields, its peek and when things happen.
struct Next {
    f: MvFields,
    /// The fields before an OUT_OF_WINDOW change: where its operands are written.
    fill: MvFields,
    peek: Option<u128>,
    pf_at: u64,
    flush_at: Option<u64>,
    /// Set when its operands are written (after the previous instruction completed).
    offer_at: Option<u64>,
    buserr: bool,
}

/// The instruction in flight and what it must do.
struct Flight {
    f: MvFields,
    accepted: u64,
    /// Expected SRAM requests (none for a check error).
    sram: VecDeque<SramReq>,
    code: Option<u8>,
    macs: u64,
    golden: Vec<u64>,
    /// A beat of its own stream answered SLVERR: BUS_ERROR expected.
    berr_hit: bool,
    /// A beat of the walker past its stream answered SLVERR: it completes, the walker is discarded.
    ra_err: bool,
    /// Its stream ends before walker beat `send`.
    send: u64,
    done_at: Option<u64>,
    macs_seen: u64,
}

#[allow(clippy::too_many_arguments)]
fn to_in(reset: bool, iv: bool, word: u128, pf: (bool, u128, bool), cfg: (u32, u32, u32), held: Option<(u64, bool, u8)>, ar_ready: bool, sram: (bool, bool, u64), ar_yield: bool) -> MvExecW64In {
    let (rv, rd, rl, rr) = match held {
        Some((d, l, r)) => (1, d, l as u64, r as u64),
        None => (0, 0, 0, 0),
    };
    let q = |w: u128| [w as u32, (w >> 32) as u32, (w >> 64) as u32, (w >> 96) as u32];
    MvExecW64In {
        reset: reset as u64,
        instr_valid: iv as u64,
        instr_data: q(word),
        pf_valid: pf.0 as u64,
        pf_data: q(pf.1),
        pf_flush: pf.2 as u64,
        ar_yield: ar_yield as u64,
        cfg_sram_words: cfg.0 as u64,
        cfg_ext_base: cfg.1 as u64,
        cfg_ext_size: cfg.2 as u64,
        axi_ar_ready: ar_ready as u64,
        axi_r_valid: rv,
        axi_r_data: rd,
        axi_r_last: rl,
        axi_r_resp: rr,
        sram_req_ready: sram.0 as u64,
        sram_rsp_valid: sram.1 as u64,
        sram_rsp_data: sram.2,
    }
}

/// A peek for `f` (which sits in DRAM half `half_lo..half_lo + half`): the instruction itself, a hit with
/// other SRAM operands, or a miss: another matvec, the same shape at another `dram`, a matmul word, or an
/// out-of-window matvec.
fn pick_peek(rng: &mut Rng, f: &MvFields, dram_size: u32, sw: u32) -> u128 {
    let word = f.word();
    match rng.below(20) {
        0..=10 => word,
        11 | 12 => {
            let mut g = *f;
            g.act = rng.below(sw as u64) as u32;
            g.ascale = rng.below(sw as u64) as u32;
            g.out = rng.below(sw as u64) as u32;
            g.word()
        }
        13 | 14 => {
            // the same gt, k, n at another DRAM offset: only the dram field tells them apart
            let mut g = *f;
            let s = g.stream_bytes();
            if s < dram_size as u64 {
                let top = (dram_size as u64 - s) / 64;
                g.dram = rng.below(top + 1) as u32;
                if g.dram == f.dram {
                    g.dram = if f.dram > 0 { f.dram - 1 } else { 1.min(top as u32) };
                }
            }
            g.word()
        }
        15 | 16 => {
            let (k, n, gt) = (pick_k(rng), pick_n(rng), 1 + rng.below(15) as u32);
            let mut g = MvFields { k, n, gt, dram: 0, act: rng.below(sw as u64) as u32, ascale: 0, out: 0 };
            let s = g.stream_bytes();
            g.dram = rng.below((dram_size as u64).saturating_sub(s) / 64 + 1) as u32;
            g.word()
        }
        17 => {
            // a matmul (funct 0): never prefetched
            let mm = systole_isa::Instr::Matmul(systole_isa::Matmul {
                deps: systole_isa::Deps::default(),
                accumulate: rng.chance(0.5),
                k: 1 + rng.below(8) as u8,
                n: 1 + rng.below(8) as u8,
                m: 1 + rng.below(100) as u16,
                w: rng.below(sw as u64) as u32,
                act: rng.below(sw as u64) as u32,
                out: rng.below(sw as u64) as u32,
                act_stride: 1,
                out_stride: 1,
            });
            mm.encode().expect("a matmul encodes")
        }
        _ => {
            // out of the window: not prefetched
            let mut g = *f;
            g.dram = (dram_size / 64) + rng.below(64) as u32;
            g.word()
        }
    }
}

fn run(seed: u64, trace: Option<&Path>, pr: Profile) -> Result<Summary, Mismatch> {
    let mut rng = Rng::new(seed);
    let sw: u32 = 4096 + rng.below(4096) as u32;
    // two halves of at least 1 MiB each: consecutive instructions' streams never overlap
    let half: u32 = (1 << 20) + 64 * rng.below(2048) as u32;
    let dram_size: u32 = 2 * half + 64 * rng.below(64) as u32;
    let base: u32 = 0x4000_0000 + 4096 * rng.below(1024) as u32;
    let mut golden = machine(sw, dram_size);
    let mut sram = Sram { mem: (0..sw).map(|_| rng.next_u64()).collect(), rsp: VecDeque::new(), last: 0 };
    let mut sl = Slave::new();
    let mut dut = MvExecW64::new();
    if let Some(p) = trace {
        dut.trace(p);
    }
    let mut mon_ar = StreamMonitor::<(u32, u8)>::new("axi_ar");
    let mut mon_sram = StreamMonitor::<(u32, bool, u64)>::new("sram_req");
    let mut sum = Summary::default();
    let mut next: Option<Next> = None;
    let mut flight: Option<Flight> = None;
    let mut stream: Option<Stream> = None;
    let mut gens = 0u64;
    let mut pf_dead = false;
    // instructions planned ahead, streams already in DRAM: a chain of streams back to back in one half
    let mut planned: VecDeque<MvFields> = VecDeque::new();
    let mut chains = 0u64;
    // the walker's bursts in flight (the RTL's os_q) in the previous cycle, and whether no instruction ran
    // then (at most MAX_OUTSTANDING_AHEAD in flight when it decides a new burst)
    let (mut os_prev, mut idle_prev) = (0u64, false);
    // ar_yield: spans of random length (the top's "a DMA executes"), and its value in the previous cycle
    let (mut yield_on, mut yield_prev) = (false, false);
    // the AR offered and not taken last cycle (the same request this cycle), with its generation
    let mut ar_pending: Option<u64> = None;
    let mut issued = 0u64;
    let mut idle = 0u64;
    let mut quiet = 0u64;
    let mut rd_bytes = 0u64;
    let mut cyc = 0u64;
    // a stream is discarded (model): counted when some of it had been requested
    let discard = |stream: &mut Option<Stream>, sum: &mut Summary| {
        if let Some(s) = stream.take() {
            if s.seen > 0 {
                sum.discarded += 1;
            }
        }
    };
    let res = (|| {
        loop {
            // ---- the next instruction: its stream in DRAM (the half the previous one does not use) and
            // its peek as soon as the previous one is accepted
            if next.is_none() && issued < pr.instrs {
                if planned.is_empty() {
                    // a chain of 1 to 4 streams back to back (the walker's read-ahead makes the second and
                    // later ones hits), written into DRAM now, before any walker can reach them; in the half
                    // the previous chain does not use, ending 64 bytes before the half's end (so a walker
                    // left by the previous chain never has its front at this chain's start)
                    let len = if rng.chance(0.4) { 1 } else { 2 + rng.below(3) };
                    let mut shapes = Vec::new();
                    let mut total = 0u64;
                    for _ in 0..len {
                        let (k, n, gt) = if pr.big && rng.chance(0.5) {
                            (8 * (8 + rng.below(120) as u32) + rng.below(8) as u32, 60 + rng.below(540) as u32, 1 + rng.below(15) as u32)
                        } else {
                            (pick_k(&mut rng), pick_n(&mut rng), 1 + rng.below(15) as u32)
                        };
                        let f = MvFields { k, n, gt, dram: 0, act: 0, ascale: 0, out: 0 };
                        if total + f.stream_bytes() > half as u64 - 64 {
                            break;
                        }
                        total += f.stream_bytes();
                        shapes.push(f);
                    }
                    let lo = (chains % 2) * half as u64;
                    chains += 1;
                    let mut d = lo + 64 * rng.below((half as u64 - 64 - total) / 64 + 1);
                    for mut f in shapes {
                        f.dram = (d / 64) as u32;
                        fill_stream(&mut rng, &f, &mut golden.dram);
                        d += f.stream_bytes();
                        planned.push_back(f);
                    }
                }
                let mut f = planned.pop_front().expect("a chain has at least one instruction");
                let s = f.stream_bytes() as u32;
                f.act = rng.below((sw - f.act_words()) as u64 + 1) as u32;
                f.ascale = rng.below((sw - f.ascale_words()) as u64 + 1) as u32;
                f.out = rng.below((sw - f.out_words()) as u64 + 1) as u32;
                let fill = f;
                if rng.chance(pr.p_oow) {
                    match rng.below(6) {
                        0 => f.act = sw - f.act_words() + 1 + rng.below(3) as u32,
                        1 => f.ascale = sw - f.ascale_words() + 1 + rng.below(3) as u32,
                        2 => f.out = sw - f.out_words() + 1 + rng.below(3) as u32,
                        3 => f.out = (1 << 20) - 1 - rng.below(4) as u32,
                        4 => f.dram = (dram_size - s) / 64 + 1 + rng.below(3) as u32,
                        _ => f.dram = (1 << 26) - 1 - rng.below(8) as u32,
                    }
                }
                let peek = rng.chance(pr.p_peek).then(|| pick_peek(&mut rng, &f, dram_size, sw));
                let pf_at = cyc + rng.below(pr.max_lead + 1);
                // an early flush (often while the previous instruction executes: ignored then)
                let flush_at = rng.chance(pr.p_flush / 2.0).then(|| pf_at + rng.below(pr.max_lead + 1));
                next = Some(Next { f, fill, peek, pf_at, flush_at, offer_at: None, buserr: rng.chance(pr.p_buserr) });
                issued += 1;
            }
            // ---- its operands once the previous instruction completed, then the offer after a delay
            if let Some(nx) = next.as_mut() {
                if flight.is_none() && nx.offer_at.is_none() {
                    fill_operands(&mut rng, &nx.fill, &mut sram.mem);
                    let gap = rng.below(pr.max_gap + 1);
                    nx.offer_at = Some(cyc + gap);
                    // a flush while the unit prefetches (or at the offer)
                    if rng.chance(pr.p_flush) {
                        nx.flush_at = Some(cyc + rng.below(gap + 1));
                    }
                }
            }
            if issued == pr.instrs && next.is_none() && flight.is_none() {
                // the end: every burst (also of discarded streams) answered, and the last byte counted
                if sl.bursts.is_empty() && sl.held.is_none() && ar_pending.is_none() {
                    quiet += 1;
                    if quiet > 3 {
                        break;
                    }
                }
            }
            // ---- the environment's inputs this cycle
            let reset = cyc < 2;
            if sl.held.is_none() {
                if let Some(&(addr, len, t, gen)) = sl.bursts.front() {
                    if t <= cyc && !rng.chance(pr.p_r_gap) {
                        let a = addr.wrapping_sub(base) as usize + 8 * sl.beat as usize;
                        let d = u64::from_le_bytes(golden.dram[a..a + 8].try_into().unwrap());
                        let resp = if sl.err_beat == Some(sl.delivered) { 2 } else { 0 };
                        sl.held = Some((d, sl.beat == len as u32, resp, gen));
                    }
                }
            }
            let (rv, rd) = match sram.rsp.front() {
                Some(&(t, d)) if t <= cyc => {
                    sram.rsp.pop_front();
                    (true, d)
                }
                _ => (false, rng.next_u64()),
            };
            let ar_ready = rng.chance(pr.p_ar_ready);
            let sram_ready = rng.chance(pr.p_sram_ready);
            let iv = next.as_ref().is_some_and(|nx| nx.offer_at.is_some_and(|t| t <= cyc)) && !reset;
            let garbage = rng.next_u64() as u128 | (rng.next_u64() as u128) << 64;
            let word = next.as_ref().map_or(garbage, |nx| nx.f.word());
            let peek = next.as_ref().filter(|nx| nx.pf_at <= cyc && !reset).and_then(|nx| nx.peek);
            let flush = !reset
                && (next.as_ref().is_some_and(|nx| nx.flush_at == Some(cyc)) || (flight.is_some() && rng.chance(pr.p_flush_busy)));
            let pf = (peek.is_some(), peek.unwrap_or(garbage.rotate_left(17)), flush);
            let held = sl.held.map(|(d, l, r, _)| (d, l, r));
            if rng.chance(0.01) {
                yield_on = !yield_on;
            }
            let inp = to_in(reset, iv, word, pf, (sw, base, dram_size), held, ar_ready, (sram_ready, rv, rd), yield_on);
            let os_start = sl.bursts.len() as u64 + ar_pending.is_some() as u64;
            let o: MvExecW64Out = dut.step(&inp);
            // ---- AR: a new request is the head of the owned stream's list (a held one was checked already)
            let ar = (o.axi_ar_addr as u32, o.axi_ar_len as u8);
            let ar_gen = match (o.axi_ar_valid == 1, ar_pending) {
                (false, _) => None,
                (true, Some(g)) => Some(g),
                (true, None) => {
                    // (a burst the walker decided in the cycle the instruction was accepted may still come)
                    if flight.as_ref().is_some_and(|fl| fl.code.is_some() && cyc > fl.accepted + 1) {
                        return Err(violation(cyc, "axi_ar_valid", "no new burst for an instruction that fails its checks", ar));
                    }
                    if idle_prev && os_prev >= MAX_OUTSTANDING_AHEAD {
                        return Err(violation(cyc, "axi_ar_valid", "no new burst of an idle unit while MAX_OUTSTANDING_AHEAD are in flight", os_prev));
                    }
                    if idle_prev && yield_prev {
                        return Err(violation(cyc, "axi_ar_valid", "no new burst of an idle unit while ar_yield is high", true));
                    }
                    let s = stream.as_mut().ok_or_else(|| violation(cyc, "axi_ar_valid", "no burst without a walker (prefetch, instruction, read-ahead)", ar))?;
                    if s.ferr.is_some_and(|c| cyc > c + 1) {
                        return Err(violation(cyc, "axi_ar_valid", "no new burst after a failed beat", ar));
                    }
                    let exp = s.pop().ok_or_else(|| violation(cyc, "axi_ar", "no burst beyond the DRAM window", ar))?;
                    check(cyc, "axi_ar (addr, len)", exp, ar)?;
                    s.seen += 1;
                    Some(s.gen)
                }
            };
            if mon_ar.observe(cyc, o.axi_ar_valid == 1, ar_ready, ar)?.is_some() {
                sl.bursts.push_back((ar.0, ar.1, cyc + pr.lat + rng.below(pr.lat_extra + 1), ar_gen.unwrap()));
            }
            let new_offer = o.axi_ar_valid == 1 && ar_pending.is_none();
            os_prev = os_start + new_offer as u64;
            ar_pending = if o.axi_ar_valid == 1 && !ar_ready { ar_gen } else { None };
            // ---- pf_flush: discards the walker while no instruction executes (also in the cycle of an
            // instruction's done/error pulse: the unit is idle then)
            if flush && (flight.is_none() || o.done == 1 || o.error == 1) {
                sum.flushes += 1;
                discard(&mut stream, &mut sum);
                pf_dead = false;
            }
            // ---- R: every beat is taken; an SLVERR beat fails the prefetch, the instruction, or nothing
            let mut r_took = false;
            if let Some((_, last, resp, gen)) = sl.held {
                if o.axi_r_ready == 1 {
                    r_took = true;
                    sl.held = None;
                    sl.delivered += 1;
                    sum.beats += 1;
                    if sl.err_beat.is_some_and(|b| b < sl.delivered) {
                        sl.err_beat = None;
                    }
                    // a beat of the live walker (not failed yet) is written into the buffer, or fails it
                    let live = stream.as_ref().is_some_and(|s| s.gen == gen && s.ferr.is_none());
                    if resp != 0 {
                        if live {
                            match flight.as_mut() {
                                None => {
                                    sum.pf_errors += 1;
                                    discard(&mut stream, &mut sum);
                                    pf_dead = true;
                                }
                                // a hit that fails its checks: the walker is discarded at CHK2 anyway
                                Some(fl) if fl.code.is_some() => {}
                                Some(fl) => {
                                    let s = stream.as_mut().unwrap();
                                    s.ferr = Some(cyc);
                                    if s.kept < fl.send {
                                        fl.berr_hit = true;
                                    } else {
                                        fl.ra_err = true;
                                    }
                                }
                            }
                        } else {
                            sum.dropped_errors += 1;
                        }
                    } else if live {
                        stream.as_mut().unwrap().kept += 1;
                    }
                    if last {
                        sl.bursts.pop_front();
                        sl.beat = 0;
                    } else {
                        sl.beat += 1;
                    }
                }
            } else if o.axi_r_ready == 0 && !reset {
                return Err(violation(cyc, "axi_r_ready", "every beat is taken (1 out of reset)", 0));
            }
            // ---- SRAM requests: checked against the predicted stream every cycle they are offered
            let rqd = (o.sram_req_addr as u32, o.sram_req_we == 1, o.sram_req_wdata);
            if o.sram_req_valid == 1 {
                let fl = flight.as_ref().ok_or_else(|| violation(cyc, "sram_req_valid", "no request without an instruction", rqd))?;
                let exp = fl.sram.front().map(|r| (r.addr, r.we, if r.we { r.wdata } else { 0 }));
                check(cyc, "sram_req (addr, we, wdata)", exp, Some(rqd))?;
            }
            if mon_sram.observe(cyc, o.sram_req_valid == 1, sram_ready, rqd)?.is_some() {
                let fl = flight.as_mut().unwrap();
                fl.sram.pop_front();
                let a = rqd.0 as usize;
                if rqd.1 {
                    sram.mem[a] = rqd.2;
                    if fl.sram.is_empty() && !fl.berr_hit {
                        fl.done_at = Some(cyc + 1);
                    }
                } else {
                    let t = (cyc + 2 + rng.below(pr.sram_extra + 1)).max(sram.last + 1);
                    sram.last = t;
                    sram.rsp.push_back((t, sram.mem[a]));
                }
            }
            // ---- events, busy (a prefetch is not busy and has no MACs)
            rd_bytes += o.ev_rd_bytes;
            if let Some(fl) = flight.as_mut() {
                fl.macs_seen += o.ev_macs;
                let busy = cyc > fl.accepted && o.done == 0 && o.error == 0;
                check(cyc, "ev_busy", busy as u64, o.ev_busy)?;
            } else {
                check(cyc, "ev_busy", 0, o.ev_busy)?;
                check(cyc, "ev_macs", 0, o.ev_macs)?;
            }
            // ---- completion
            if o.done == 1 && o.error == 1 {
                return Err(violation(cyc, "done", "done and error never together", true));
            }
            if let Some(fl) = flight.as_ref() {
                if o.done == 0 && fl.done_at == Some(cyc) {
                    return Err(violation(cyc, "done", "done the cycle after the last write is accepted", false));
                }
                if let Some(c) = fl.code {
                    // a check error: exactly G + 4 cycles after acceptance
                    let at = fl.accepted + fl.f.g() as u64 + 4;
                    check(cyc, &format!("error pulse of {:?}", fl.f), cyc == at, o.error == 1)?;
                    if o.error == 1 {
                        check(cyc, "error_code", c as u64, o.error_code)?;
                    }
                }
            }
            if o.done == 1 || o.error == 1 {
                let fl = flight.take().ok_or_else(|| violation(cyc, "done", "an instruction in flight", true))?;
                sum.instrs += 1;
                if fl.code.is_some() {
                    sum.oow += 1;
                } else if fl.berr_hit {
                    check(cyc, &format!("completion of {:?} (bus error)", fl.f), (1, 0x05), (o.error, o.error_code))?;
                    if !sl.bursts.is_empty() || sl.held.is_some() || ar_pending.is_some() {
                        return Err(violation(cyc, "error", "every outstanding burst drained first", sl.bursts.len()));
                    }
                    sum.bus_errors += 1;
                } else {
                    check(cyc, &format!("completion of {:?}", fl.f), (1u64, Some(cyc)), (o.done, fl.done_at))?;
                    check(cyc, "MACS (sum of ev_macs)", fl.macs, fl.macs_seen)?;
                    // (a pf_flush in this cycle has discarded the walker already)
                    if let Some(s) = stream.as_ref().filter(|s| s.kept < fl.send) {
                        return Err(violation(cyc, "done", "every beat of the stream was in the buffer", (s.kept, fl.send)));
                    }
                    for (i, (g, w)) in fl.golden.iter().zip(&sram.mem).enumerate() {
                        if g != w {
                            return Err(Mismatch {
                                cycle: cyc,
                                port: format!("SRAM word {i} after {:?}", fl.f),
                                expected: format!("{g:#018x}"),
                                actual: format!("{w:#018x}"),
                            });
                        }
                    }
                    sum.done += 1;
                }
                if fl.code.is_some() || fl.berr_hit || fl.ra_err {
                    // a check error or a bus error ends the walker; so does a failed read-ahead beat, and
                    // the next head is then not prefetched (its instruction reads its stream itself)
                    discard(&mut stream, &mut sum);
                    if fl.ra_err && !fl.berr_hit && fl.code.is_none() {
                        sum.ra_errors += 1;
                        pf_dead = true;
                    }
                } else if let Some(s) = stream.as_mut() {
                    // the walker runs on: its front is this stream's end
                    s.front = fl.f.d() + fl.f.stream_bytes();
                }
            }
            // ---- acceptance: predict the instruction's transaction; a hit continues the prefetch's bursts
            if iv && o.instr_ready == 1 {
                let nx = next.take().unwrap();
                let f = nx.f;
                let code = mv_check(&f, sw, dram_size);
                // the reference: Machine::execute on the same SRAM and DRAM (error code, SRAM image, counters)
                for (i, w) in sram.mem.iter().enumerate() {
                    golden.sram[8 * i..8 * i + 8].copy_from_slice(&w.to_le_bytes());
                }
                let mut st = RunStats::default();
                let r = golden.execute(&f.instr(), &mut st);
                check(cyc, &format!("Machine's verdict on {f:?}"), code, r.as_ref().err().map(|e| e.0 as u8))?;
                let gimg: Vec<u64> = golden.sram.chunks(8).map(|c| u64::from_le_bytes(c.try_into().unwrap())).collect();
                let (sq, macs) = match code {
                    Some(_) => (VecDeque::new(), 0),
                    None => {
                        let d = f.d() as usize;
                        let t = transaction(&f, &sram.mem, &golden.dram[d..d + f.stream_bytes() as usize]);
                        check(cyc, "Machine's MACS", t.macs, st.macs)?;
                        check(cyc, "Machine's DRAM bytes read", t.rd_bytes, st.dram_read)?;
                        (t.sram, t.macs)
                    }
                };
                // a hit: the walker's front is the stream's start (the prefetch of this D, or the read-ahead
                // past the previous stream); it goes on where it is
                let sbeats = f.stream_bytes() / 8;
                let mut send = sbeats;
                if let Some(s) = stream.as_ref().filter(|s| s.front == f.d()) {
                    if s.seen > 0 {
                        sum.prefetched += 1;
                    }
                    if s.front != s.d0 {
                        sum.read_ahead += 1;
                    }
                    send = (s.front - s.d0) / 8 + sbeats;
                } else {
                    discard(&mut stream, &mut sum);
                    if code.is_none() {
                        gens += 1;
                        stream = Some(Stream::new(f.d(), base, dram_size, gens));
                    }
                }
                pf_dead = false;
                if nx.buserr && sl.err_beat.is_none() {
                    sl.err_beat = Some(sl.delivered + rng.below(f.stream_bytes() / 8 + 1));
                }
                flight = Some(Flight { f, accepted: cyc, sram: sq, code, macs, golden: gimg, berr_hit: false, ra_err: false, send, done_at: None, macs_seen: 0 });
            }
            // ---- an idle unit whose walker runs on discards it when the head is a matvec that does not
            // start at its front (then the prefetch below starts the head's stream)
            if flight.is_none() && !iv && !reset {
                if let (Some(s), Some(p)) = (stream.as_ref(), peek) {
                    if is_matvec(p) && fields_of(p).d() != s.front {
                        discard(&mut stream, &mut sum);
                    }
                }
            }
            // ---- the prefetch: an idle unit starts the stream of an eligible peek
            if flight.is_none() && stream.is_none() && !pf_dead {
                if let Some(p) = peek.filter(|&p| eligible(p, dram_size)) {
                    gens += 1;
                    stream = Some(Stream::new(fields_of(p).d(), base, dram_size, gens));
                    if rng.chance(pr.p_pf_err) && sl.err_beat.is_none() {
                        sl.err_beat = Some(sl.delivered + rng.below(fields_of(p).stream_bytes() / 8 + 1));
                    }
                }
            }
            idle_prev = flight.is_none();
            yield_prev = yield_on;
            idle = if o.sram_req_valid == 1 || r_took || o.done == 1 || o.error == 1 || flight.is_none() { 0 } else { idle + 1 };
            if idle > 5000 {
                return Err(violation(cyc, "progress", "no activity for 5000 cycles", flight.as_ref().map(|f| f.f)));
            }
            cyc += 1;
        }
        // MV_RD_BYTES counts every beat read (prefetched, streamed and dropped)
        check(cyc, "MV_RD_BYTES (sum of ev_rd_bytes)", 8 * sl.delivered, rd_bytes)?;
        Ok(())
    })();
    if trace.is_some() {
        dut.trace_close();
    }
    res?;
    sum.cycles = cyc;
    Ok(sum)
}

fn profile_test(name: &str, pr: Profile) -> Summary {
    let pr = Profile { instrs: pr.instrs * soak(), ..pr };
    let s = run_seeded(name, |seed, trace| run(seed, trace, pr));
    eprintln!("{name}: {s:?}");
    assert_eq!(s.instrs, pr.instrs);
    assert!(s.done > 0);
    s
}

#[test]
fn mv_exec_random() {
    profile_test("mv_exec_random", Profile::plain(0.6, 2, 30, 0.3, 0.7, 6, 10, 0.15, 0.08, 60));
}

#[test]
fn mv_exec_full_rate() {
    profile_test("mv_exec_full_rate", Profile::plain(1.0, 20, 0, 0.0, 1.0, 0, 0, 0.05, 0.0, 40));
}

/// The read-ahead without errors: chains of streams back to back, random stalls and `ar_yield` spans; most
/// chained instructions must hit on what the walker read past the previous stream.
#[test]
fn mv_exec_read_ahead() {
    let s = profile_test("mv_exec_read_ahead", Profile::plain(0.6, 2, 30, 0.3, 0.7, 6, 400, 0.0, 0.0, 60));
    assert!(s.read_ahead >= 10, "mv_exec_read_ahead: hits on the read-ahead expected: {s:?}");
}

#[test]
fn mv_exec_stalls() {
    profile_test("mv_exec_stalls", Profile::plain(0.2, 5, 60, 0.7, 0.2, 20, 30, 0.1, 0.15, 30));
}

/// Prefetch with random AXI stalls and latency: peeks early and late, hits and misses, flushes, bus errors.
#[test]
fn mv_exec_prefetch() {
    let s = profile_test(
        "mv_exec_prefetch",
        Profile {
            p_peek: 0.85,
            max_lead: 400,
            p_pf_err: 0.12,
            p_flush: 0.15,
            p_flush_busy: 0.002,
            max_gap: 1500,
            ..Profile::plain(0.6, 2, 30, 0.3, 0.7, 6, 0, 0.1, 0.1, 80)
        },
    );
    assert!(s.prefetched > 0 && s.discarded > 0, "mv_exec_prefetch: hits and discards expected: {s:?}");
}

/// Prefetch at full DRAM rate with large shapes: streams beyond the buffer, long and short waits.
#[test]
fn mv_exec_prefetch_full_rate() {
    let s = profile_test(
        "mv_exec_prefetch_full_rate",
        Profile {
            p_peek: 0.9,
            max_lead: 200,
            p_pf_err: 0.0,
            p_flush: 0.05,
            p_flush_busy: 0.0,
            max_gap: 6000,
            big: true,
            ..Profile::plain(1.0, 20, 0, 0.0, 1.0, 0, 0, 0.05, 0.0, 30)
        },
    );
    assert!(s.prefetched > 0, "mv_exec_prefetch_full_rate: hits expected: {s:?}");
}

/// Prefetch under heavy stalls: bursts outstanding at every discard, bus errors everywhere.
#[test]
fn mv_exec_prefetch_stalls() {
    let s = profile_test(
        "mv_exec_prefetch_stalls",
        Profile {
            p_peek: 0.85,
            max_lead: 600,
            p_pf_err: 0.2,
            p_flush: 0.25,
            p_flush_busy: 0.003,
            max_gap: 800,
            ..Profile::plain(0.2, 5, 60, 0.7, 0.2, 20, 0, 0.1, 0.15, 40)
        },
    );
    assert!(s.prefetched > 0 && s.discarded > 0, "mv_exec_prefetch_stalls: hits and discards expected: {s:?}");
}

/// Cycles from acceptance to `done` of one `matvec` at full DRAM rate (AR always ready, latency 20, one beat
/// per cycle) and a full-rate SRAM (latency 2), and the stream's beats. With `prefetch`, the peek is offered
/// from the start and the instruction only after `wait` cycles.
fn timing_one(k: u32, n: u32, gt: u32, prefetch: Option<u64>) -> (u64, u64) {
    let lat = 20u64;
    let f = MvFields { k, n, gt, dram: 0, act: 0x10, ascale: 0x200, out: 0x400 };
    let mut rng = Rng::new(1);
    let base = 0x4000_0000u32;
    let size = 1u32 << 20;
    let mut dram = vec![0u8; size as usize];
    fill_stream(&mut rng, &f, &mut dram);
    let mut mem: Vec<u64> = (0..4096).map(|_| rng.next_u64()).collect();
    fill_operands(&mut rng, &f, &mut mem);
    let t = transaction(&f, &mem, &dram[..f.stream_bytes() as usize]);
    let mut sl = Slave::new();
    let mut rsp: VecDeque<(u64, u64)> = VecDeque::new();
    let mut dut = MvExecW64::new();
    let mut start = None;
    let mut writes = t.sram.iter().filter(|r| r.we).count();
    let offer = 2 + prefetch.unwrap_or(0);
    for cyc in 0..1_000_000u64 {
        if sl.held.is_none() {
            if let Some(&(addr, len, tt, _)) = sl.bursts.front() {
                if tt <= cyc {
                    let a = (addr - base) as usize + 8 * sl.beat as usize;
                    sl.held = Some((u64::from_le_bytes(dram[a..a + 8].try_into().unwrap()), sl.beat == len as u32, 0, 0));
                }
            }
        }
        let (rv, rd) = match rsp.front() {
            Some(&(tt, d)) if tt <= cyc => {
                rsp.pop_front();
                (true, d)
            }
            _ => (false, 0),
        };
        let pf = (prefetch.is_some() && cyc >= 2 && start.is_none(), f.word(), false);
        let held = sl.held.map(|(d, l, r, _)| (d, l, r));
        let inp = to_in(cyc < 2, cyc >= offer && start.is_none(), f.word(), pf, (4096, base, size), held, true, (true, rv, rd), false);
        let o = dut.step(&inp);
        if o.axi_ar_valid == 1 {
            sl.bursts.push_back((o.axi_ar_addr as u32, o.axi_ar_len as u8, cyc + lat, 0));
        }
        if sl.held.is_some() && o.axi_r_ready == 1 {
            let (_, last, _, _) = sl.held.take().unwrap();
            if last {
                sl.bursts.pop_front();
                sl.beat = 0;
            } else {
                sl.beat += 1;
            }
        }
        if o.sram_req_valid == 1 {
            let a = o.sram_req_addr as usize;
            if o.sram_req_we == 1 {
                mem[a] = o.sram_req_wdata;
                writes -= 1;
            } else {
                rsp.push_back((cyc + 2, mem[a]));
            }
        }
        if inp.instr_valid == 1 && o.instr_ready == 1 {
            start = Some(cyc);
        }
        if o.done == 1 {
            assert_eq!(writes, 0);
            for r in t.sram.iter().filter(|r| r.we) {
                assert_eq!(mem[r.addr as usize], r.wdata, "timing run: output word {}", r.addr);
            }
            return (cyc - start.unwrap(), f.stream_bytes() / 8);
        }
        assert_eq!(o.error, 0, "timing run: unexpected error");
    }
    panic!("timing run did not finish");
}

#[test]
fn mv_exec_timing() {
    eprintln!("| k | n | gt | stream beats | cycles (accept to done) | beats / cycle | prefetched: cycles | beats / cycle | speed-up |");
    eprintln!("|---|---|---|---|---|---|---|---|---|");
    for &(k, n, gt) in &[(64, 64, 4), (64, 128, 4), (172, 64, 4), (64, 344, 4), (64, 512, 4), (1023, 64, 1), (64, 8, 4), (8, 8, 1)] {
        let (c, b) = timing_one(k, n, gt, None);
        // the prefetch runs until the buffer is full (or the stream is in) before the instruction comes
        let (cp, _) = timing_one(k, n, gt, Some(b.min(4096) + 200));
        eprintln!("| {k} | {n} | {gt} | {b} | {c} | {:.3} | {cp} | {:.3} | {:.2}x |", b as f64 / c as f64, b as f64 / cp as f64, c as f64 / cp as f64);
        // the stream itself runs at one beat per cycle: the overhead is the prologue (G cycles of DIV, the
        // load of KB + ceil(G/2) words, the latency) and a fixed epilogue
        let f = MvFields { k, n, gt, dram: 0, act: 0, ascale: 0, out: 0 };
        let pro = (f.g() + f.act_words() + f.ascale_words()) as u64;
        assert!(c <= b + 64 + pro, "k={k} n={n} gt={gt}: {c} cycles for {b} beats");
        // prefetched: the buffered part at a tile per cycle and a cycle per group (gt = 1: 3 per group), the
        // rest at the stream's rate
        let groups = (f.nb() * f.g()) as u64;
        let wide = groups * (gt as u64 + 1 + u64::from(gt == 1));
        let rest = b.saturating_sub(4096);
        assert!(cp <= wide.max(rest) + rest.min(wide) + 64 + pro, "k={k} n={n} gt={gt}: prefetched {cp} cycles for {b} beats ({groups} groups)");
        if b <= 4096 {
            assert!(cp < c, "k={k} n={n} gt={gt}: the prefetch must help ({cp} against {c})");
        }
    }
}
