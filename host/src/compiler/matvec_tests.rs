//! `matvec` (ISA 1.1) on the functional executor: against golden-int's `int::matvec` on random matrices,
//! scales and shapes (k, n not multiples of 8, gt 1..=4 and 15, k up to 1023 with G up to 128), with
//! garbage in every byte the device ignores; against the spec's formula written out for scales outside
//! the quantizer's range (bit 15 of m, bits 31:24, shifts below -31, saturation); and every error path.

use super::exec::{ExecConfig, KvRegs, Machine, RunStats};
use crate::golden::fixed::{rshr, sat32, ActScale, RowScale};
use crate::golden::int::matvec as golden_matvec;
use crate::golden::quant::QMatrix;
use systole_isa::matvec::{pack_stream, Shape};
use systole_isa::regs::Caps;
use systole_isa::{Deps, ErrorCode, Instr, Matvec};

struct Rng(u64);
impl Rng {
    fn next(&mut self) -> u64 {
        self.0 ^= self.0 << 13;
        self.0 ^= self.0 >> 7;
        self.0 ^= self.0 << 17;
        self.0
    }
    fn below(&mut self, n: u64) -> u64 {
        self.next() % n
    }
    fn range(&mut self, lo: u64, hi: u64) -> u64 {
        lo + self.below(hi - lo + 1)
    }
}

fn caps(wb: u32, sram_words: u32, matvec: bool) -> Caps {
    Caps {
        rows: 8,
        cols: 8,
        word_bytes: wb,
        banks: 4,
        semaphores: 16,
        sram_words,
        max_vec_len: 4096,
        max_head_size: 128,
        max_row_bytes: 4096,
        matvec,
        table_keep: true,
    }
}

/// One random case: shape, operands, and where they sit.
struct Case {
    mv: Matvec,
    w: Vec<i8>,
    /// `[n][G]` weight scales as the device reads them (garbage in bits 31:24 and bit 15 when `wild`).
    ws: Vec<u32>,
    /// `[G]` activation scales.
    asc: Vec<u32>,
    x: Vec<i8>,
    stream: Vec<u8>,
}

/// A random case. `wild`: scales anywhere in their bits (the spec's formula is the reference); otherwise
/// the quantizer's range (m < 2^15, s - e >= -31, clean upper bits), where golden-int is the reference.
fn case(r: &mut Rng, k: u32, n: u32, gt: u32, wild: bool) -> Case {
    let sh = Shape::new(k, n, gt);
    let g = sh.g() as usize;
    let w: Vec<i8> = (0..n * k).map(|_| r.next() as i8).collect();
    let x: Vec<i8> = (0..k)
        .map(|_| match r.below(8) {
            0 => -128,
            1 => 127,
            _ => r.next() as i8,
        })
        .collect();
    let asc: Vec<u32> = (0..g)
        .map(|_| {
            let a_m = if r.below(6) == 0 { [0u64, 0x8000, 0xffff][r.below(3) as usize] } else { r.below(1 << 16) };
            let e = if wild { r.below(256) } else { r.below(18) };
            let top = if wild { r.below(256) << 24 } else { 0 };
            (top | e << 16 | a_m) as u32
        })
        .collect();
    let mut ws = Vec::with_capacity(n as usize * g);
    for _ in 0..n {
        for &ag in &asc {
            let e = (ag >> 16 & 0xff) as u64;
            let (m, s, top) = if wild {
                (r.below(1 << 16), r.below(256), r.below(256) << 24)
            } else {
                (r.below(1 << 15), r.range(e.saturating_sub(31), 63), 0)
            };
            ws.push((top | s << 16 | m) as u32);
        }
    }
    let mut stream = pack_stream(&w, &ws, k, n, gt);
    // garbage in every ignored byte: weights of inputs >= k or outputs >= n, scales of outputs >= n
    for j in 0..8 * sh.nb() {
        for i in 0..8 * sh.kb() {
            if i >= k || j >= n {
                stream[sh.weight_offset(j, i) as usize] = r.next() as u8;
            }
        }
        if j >= n {
            for gi in 0..sh.g() {
                let o = sh.scale_offset(j, gi) as usize;
                stream[o..o + 4].copy_from_slice(&(r.next() as u32).to_le_bytes());
            }
        }
    }
    let mv = Matvec { deps: Deps::NONE, k: k as u16, n: n as u16, gt: gt as u8, dram: 0, act: 0, ascale: 0, out: 0 };
    Case { mv, w, ws, asc, x, stream }
}

/// The spec's formula (`docs/isa.md` §4 MATVEC), from the unpacked operands.
fn spec_y(c: &Case) -> Vec<i32> {
    let sh = c.mv.shape();
    let (k, g, grp) = (sh.k as usize, sh.g() as usize, sh.group() as usize);
    (0..sh.n as usize)
        .map(|j| {
            let mut s = 0i64;
            for gi in 0..g {
                let acc: i64 =
                    (gi * grp..((gi + 1) * grp).min(k)).map(|i| c.x[i] as i64 * c.w[j * k + i] as i64).sum();
                let (a, w) = (c.asc[gi], c.ws[j * g + gi]);
                let sh_amt = (w >> 16 & 0xff) as i32 - (a >> 16 & 0xff) as i32;
                s = s.wrapping_add(rshr(acc * (a & 0xffff) as i64 * (w & 0x7fff) as i64, sh_amt.max(-31)));
            }
            sat32(s)
        })
        .collect()
}

/// golden-int's `int::matvec` on the same operands (in the quantizer's range).
fn golden_y(c: &Case) -> Vec<i32> {
    let sh = c.mv.shape();
    let qm = QMatrix {
        rows: sh.n as usize,
        cols: sh.k as usize,
        group: sh.group() as usize,
        q: c.w.clone(),
        scale: c.ws.iter().map(|&v| RowScale { m: v as u16, s: (v >> 16) as u8 }).collect(),
    };
    let a: Vec<ActScale> = c.asc.iter().map(|&v| ActScale { a_m: v as u16, e: (v >> 16) as u8 }).collect();
    let mut y = vec![0i32; sh.n as usize];
    golden_matvec(&qm, &c.x, &a, &mut y);
    y
}

/// Places the case in a machine (SRAM filled with 0xA5, the stream at a random 64-byte offset with
/// garbage around it), runs it, and returns the machine, the stats and the outputs' SRAM bytes.
fn run(r: &mut Rng, c: &mut Case, wb: u32) -> (Machine, Machine, RunStats) {
    let sh = c.mv.shape();
    let (aw, sw, ow) = (sh.act_words(wb), sh.ascale_words(wb), sh.out_words(wb));
    let sram_words = (aw + sw + ow + 8) as u32;
    let d = 64 * r.below(4);
    let mut dram: Vec<u8> = (0..d + sh.stream_bytes() + 64 * r.below(2)).map(|_| r.next() as u8).collect();
    dram[d as usize..(d + sh.stream_bytes()) as usize].copy_from_slice(&c.stream);
    let mut m = Machine::new(ExecConfig { caps: caps(wb, sram_words, true), queue_depth: 4 }, dram, KvRegs::default());
    m.sram.fill(0xA5);
    // operands: act, then ascale, then out, in a random order of the three regions
    let (order, gaps) = (r.below(2) == 0, [r.below(2), r.below(2), r.below(2)]);
    let mut at = 0u64;
    let mut gi = 0;
    let mut place = |words: u64| {
        let a = at;
        at += words + gaps[gi];
        gi += 1;
        a
    };
    let (act, ascale, out) = if order {
        let a = place(aw);
        let s = place(sw);
        (a, s, place(ow))
    } else {
        let o = place(ow);
        let s = place(sw);
        (place(aw), s, o)
    };
    c.mv = Matvec { dram: (d / 64) as u32, act: act as u32, ascale: ascale as u32, out: out as u32, ..c.mv };
    let xb: Vec<u8> = c.x.iter().map(|&v| v as u8).collect();
    m.sram[(act * wb as u64) as usize..][..xb.len()].copy_from_slice(&xb);
    let ab: Vec<u8> = c.asc.iter().flat_map(|v| v.to_le_bytes()).collect();
    m.sram[(ascale * wb as u64) as usize..][..ab.len()].copy_from_slice(&ab);
    let before = m.clone();
    m.log = Some(Vec::new());
    let mut st = RunStats::default();
    m.execute(&Instr::Matvec(c.mv), &mut st).unwrap_or_else(|e| panic!("{:?}: {e:?}", c.mv));
    (before, m, st)
}

/// Checks the outputs (and the zero tail of the last word), that nothing else changed, the stats and
/// the write log.
fn check(before: &Machine, m: &Machine, st: &RunStats, c: &Case, want: &[i32], wb: u32) {
    let sh = c.mv.shape();
    let o = c.mv.out as usize * wb as usize;
    let ob = sh.out_words(wb) as usize * wb as usize;
    let mut exp = before.sram.clone();
    exp[o..o + ob].fill(0);
    for (j, y) in want.iter().enumerate() {
        exp[o + 4 * j..o + 4 * j + 4].copy_from_slice(&y.to_le_bytes());
    }
    if m.sram != exp {
        let first = (0..exp.len()).find(|&i| exp[i] != m.sram[i]).unwrap();
        panic!("{:?}: SRAM byte {first} (out at byte {o}) is {:#x}, expected {:#x}", c.mv, m.sram[first], exp[first]);
    }
    assert_eq!(m.dram, before.dram);
    assert_eq!((st.dram_read, st.macs, st.dram_written), (sh.stream_bytes(), sh.k as u64 * sh.n as u64, 0));
    let log = m.log.as_ref().unwrap();
    assert_eq!(log.len(), 1);
    assert_eq!((log[0].byte, &log[0].data[..]), (o as u64, &exp[o..o + ob]));
}

#[test]
fn matvec_matches_golden_int_on_random_shapes() {
    let mut r = Rng(0x5eed_1234);
    let mut shapes: Vec<(u32, u32, u32)> = vec![(64, 64, 4), (1, 1, 1), (8, 8, 1), (1023, 3, 1), (1023, 9, 4), (1023, 5, 15), (33, 17, 4), (7, 4095, 2)];
    for _ in 0..120 {
        let k = match r.below(4) {
            0 => r.range(1, 24) as u32,
            1 => 8 * r.range(1, 32) as u32,
            2 => r.range(1, 1023) as u32,
            _ => r.range(1000, 1023) as u32,
        };
        let n = if r.below(3) == 0 { r.range(1, 17) as u32 } else { r.range(1, 200) as u32 };
        let gt = if r.below(10) == 0 { 15 } else { r.range(1, 4) as u32 };
        shapes.push((k, n, gt));
    }
    let mut max_g = 0;
    for (t, &(k, n, gt)) in shapes.iter().enumerate() {
        let wb = if t % 2 == 0 { 8 } else { 16 };
        let mut c = case(&mut r, k, n, gt, false);
        max_g = max_g.max(c.mv.shape().g());
        let (before, m, st) = run(&mut r, &mut c, wb);
        let want = golden_y(&c);
        assert_eq!(want, spec_y(&c), "the spec's formula is golden-int in the quantizer's range");
        check(&before, &m, &st, &c, &want, wb);
    }
    assert_eq!(max_g, 128, "k = 1023 with gt = 1 reaches G = 128");
}

#[test]
fn matvec_follows_the_spec_outside_the_quantizer_range() {
    // m bit 15 and scale bits 31:24 ignored, shifts below -31 act as -31, the wrapping sum saturates
    let mut r = Rng(77);
    let mut saturated = 0;
    for t in 0..60 {
        let (k, n, gt) = (r.range(1, 300) as u32, r.range(1, 40) as u32, r.range(1, 4) as u32);
        let wb = if t % 2 == 0 { 8 } else { 16 };
        let mut c = case(&mut r, k, n, gt, true);
        let (before, m, st) = run(&mut r, &mut c, wb);
        let want = spec_y(&c);
        saturated += want.iter().filter(|&&y| y == i32::MAX || y == i32::MIN).count();
        check(&before, &m, &st, &c, &want, wb);
    }
    assert!(saturated > 0, "the wild scales saturate some outputs");
}

#[test]
fn matvec_error_paths() {
    let mut r = Rng(9);
    let wb = 8u32;
    let mut c = case(&mut r, 20, 9, 2, false); // act 3 words, ascale 1 word (G = 2), out 5 words
    let sh = c.mv.shape();
    assert_eq!((sh.act_words(wb), sh.ascale_words(wb), sh.out_words(wb)), (3, 1, 5));
    let s = sh.stream_bytes();
    let mut dram = vec![0u8; 128 + s as usize];
    dram[128..].copy_from_slice(&c.stream);
    let words = 64u32;
    let mk = |mv: bool, dram: &Vec<u8>| Machine::new(ExecConfig { caps: caps(wb, words, mv), queue_depth: 4 }, dram.clone(), KvRegs::default());
    c.mv = Matvec { dram: 2, act: 0, ascale: 10, out: 20, ..c.mv };
    let exec = |m: &mut Machine, mv: Matvec| {
        let before = m.sram.clone();
        let mut st = RunStats::default();
        let r = m.execute(&Instr::Matvec(mv), &mut st).map_err(|e| e.0);
        if r.is_err() {
            assert_eq!(m.sram, before, "{mv:?}: nothing written on failure");
            assert_eq!(st, RunStats::default());
        }
        r
    };
    // fits exactly: the last word of each operand is the SRAM's last word, the stream ends at the window's end
    let mut m = mk(true, &dram);
    for mv in [
        c.mv,
        Matvec { act: words - 3, ..c.mv },
        Matvec { ascale: words - 1, ..c.mv },
        Matvec { out: words - 5, ..c.mv },
    ] {
        assert_eq!(exec(&mut m, mv), Ok(()), "{mv:?}");
    }
    // UNSUPPORTED first: without the unit even an out-of-window matvec is UNSUPPORTED
    let mut m0 = mk(false, &dram);
    assert_eq!(exec(&mut m0, c.mv), Err(ErrorCode::Unsupported));
    assert_eq!(exec(&mut m0, Matvec { out: words, ..c.mv }), Err(ErrorCode::Unsupported));
    // OUT_OF_WINDOW: one word too far, for each operand, and the stream one 64-byte unit too far
    for mv in [
        Matvec { act: words - 2, ..c.mv },
        Matvec { ascale: words, ..c.mv },
        Matvec { out: words - 4, ..c.mv },
        Matvec { out: (1 << 20) - 1, ..c.mv },
        Matvec { dram: 3, ..c.mv },
        Matvec { dram: (1 << 26) - 1, ..c.mv },
    ] {
        assert_eq!(exec(&mut m, mv), Err(ErrorCode::OutOfWindow), "{mv:?}");
    }
    // the stream's bytes exactly: one byte less of DRAM is out of window
    let mut short = mk(true, &dram[..dram.len() - 1].to_vec());
    assert_eq!(exec(&mut short, c.mv), Err(ErrorCode::OutOfWindow));
    // decode's checks on a built instruction: zero counts
    for mv in [Matvec { k: 0, ..c.mv }, Matvec { n: 0, ..c.mv }, Matvec { gt: 0, ..c.mv }] {
        assert_eq!(exec(&mut m, mv), Err(ErrorCode::ZeroLength), "{mv:?}");
    }
    assert_eq!(exec(&mut m, Matvec { k: 1024, ..c.mv }), Err(ErrorCode::FieldRange));
}
