//! The Verilated instruction decoder (`instr_decoder`, `hdl/src/seq/decoder.rs`) against the isa crate's
//! `decode`, the reference: every output compared on every word.
//!
//! - `queue_id`, `illegal`, `error` against `systole_isa::decode` (the error code of `Err`, the queue of
//!   `Ok`, 0 and control for illegal words);
//! - every field output against the isa field it slices (`Field::get`), on every word, legal or not;
//! - on legal words, the typed instruction's DMA direction, KV mode and fields against the outputs.
//!
//! Stimulus: more than 100,000 random words (x `SYSTOLE_SOAK`), biased toward legal instructions of every
//! form and toward each illegal class (unknown opcode, unknown funct, reserved bits, zero counts, fields
//! out of range, several at once to exercise the priority), plus directed words: every (opcode, funct) with
//! zero operands, every reserved bit of every form, the bounds of every range check. The stimulus follows
//! the isa's `FORMS`, so ISA 1.1's `matvec` (MATMUL funct 1: ZERO_LENGTH for `mv.k`, `mv.n`, `mv.gt`, no
//! reserved bit) is in it like every other form; its operands have no decoder output (the matvec unit
//! slices `matrix_data`), so they are checked through `error`, `queue_id` and the MATMUL slices.

use systole_isa::field::{self as f, Field};
use systole_isa::instr::{funct, Check};
use systole_isa::{decode, to_words, DmaDir, DmaTarget, ErrorCode, Form, Instr, FORMS};
use systole_testbench::harness::{check, run_seeded, soak, Mismatch, Rng};
use systole_testbench::verilated::{InstrDecoder, InstrDecoderIn, InstrDecoderOut};

/// The field outputs of the decoder, with the isa field each one slices.
fn field_ports(o: &InstrDecoderOut) -> [(Field, u64); 31] {
    [
        (f::OPCODE, o.opcode),
        (f::FUNCT, o.funct),
        (f::WAIT, o.sem_wait),
        (f::SIGNAL, o.sem_signal),
        (f::IRQ_CODE, o.irq_code),
        (f::DMA_TAG, o.dma_tag),
        (f::DMA_ROWS, o.dma_rows),
        (f::DMA_WORDS, o.dma_words),
        (f::DMA_SRAM, o.dma_sram),
        (f::DMA_DSTRIDE, o.dma_dstride),
        (f::DMA_SSTRIDE, o.dma_sstride),
        (f::DMA_DRAM, o.dma_dram),
        (f::KV_OFFSET, o.kv_offset),
        (f::KV_BLOCK, o.kv_block),
        (f::KV_LAYER, o.kv_layer),
        (f::KV_SEQ, o.kv_seq),
        (f::MM_ACC, o.mm_acc),
        (f::MM_K, o.mm_k),
        (f::MM_N, o.mm_n),
        (f::MM_M, o.mm_m),
        (f::MM_W, o.mm_w),
        (f::MM_ACT, o.mm_act),
        (f::MM_OUT, o.mm_out),
        (f::MM_ASTRIDE, o.mm_astride),
        (f::MM_OSTRIDE, o.mm_ostride),
        (f::V_IMM, o.v_imm),
        (f::V_A, o.v_a),
        (f::V_B, o.v_b),
        (f::V_C, o.v_c),
        (f::V_D, o.v_d),
        (f::V_LEN, o.v_len),
    ]
}

/// Applies one word and compares every output with the reference. Returns the reference result.
fn check_word(dut: &mut InstrDecoder, cyc: u64, w: u128) -> Result<Result<Instr, ErrorCode>, Mismatch> {
    let o = dut.step(&InstrDecoderIn { instr: to_words(w) });
    let r = decode(w);
    let hex = |p: &str| format!("{p} (instr 0x{w:032x})");
    let (code, queue) = match &r {
        Ok(i) => (0u64, i.queue() as u64),
        Err(e) => (e.code.code() as u64, 0),
    };
    check(cyc, &hex("error"), code, o.error)?;
    check(cyc, &hex("illegal"), r.is_err() as u64, o.illegal)?;
    check(cyc, &hex("queue_id"), queue, o.queue_id)?;
    for (fl, v) in field_ports(&o).iter() {
        check(cyc, &hex(fl.name), fl.get(w), *v)?;
    }
    let fu = f::FUNCT.get(w) as u8;
    let store = fu == funct::dma::STORE || fu == funct::dma::KV_STORE;
    let kv = fu == funct::dma::KV_LOAD || fu == funct::dma::KV_STORE;
    check(cyc, &hex("dma_store"), store as u64, o.dma_store)?;
    check(cyc, &hex("dma_kv"), kv as u64, o.dma_kv)?;
    // legal words: the typed instruction agrees with the outputs the units use
    if let Ok(i) = &r {
        check(cyc, &hex("wait (typed)"), i.deps().wait as u64, o.sem_wait)?;
        check(cyc, &hex("signal (typed)"), i.deps().signal as u64, o.sem_signal)?;
        match i {
            Instr::Dma(d) => {
                check(cyc, &hex("dma_store (typed)"), (d.dir == DmaDir::Store) as u64, o.dma_store)?;
                check(cyc, &hex("rows (typed)"), d.rows as u64, o.dma_rows)?;
                check(cyc, &hex("words (typed)"), d.words as u64, o.dma_words)?;
                check(cyc, &hex("sram (typed)"), d.sram as u64, o.dma_sram)?;
                check(cyc, &hex("dstride (typed)"), d.dram_stride as u64, o.dma_dstride)?;
                check(cyc, &hex("tag (typed)"), d.tag as u64, o.dma_tag)?;
                match d.target {
                    DmaTarget::Linear { dram, sram_stride } => {
                        check(cyc, &hex("dma_kv (typed)"), 0, o.dma_kv)?;
                        check(cyc, &hex("dram (typed)"), dram as u64, o.dma_dram)?;
                        check(cyc, &hex("sstride (typed)"), sram_stride as u64, o.dma_sstride)?;
                    }
                    DmaTarget::Kv { seq, layer, block, offset } => {
                        check(cyc, &hex("dma_kv (typed)"), 1, o.dma_kv)?;
                        check(cyc, &hex("kv (typed)"), (seq as u64, layer as u64, block as u64, offset as u64), (o.kv_seq, o.kv_layer, o.kv_block, o.kv_offset))?;
                    }
                }
            }
            Instr::Matmul(m) => {
                let want = (m.accumulate as u64, m.k as u64, m.n as u64, m.m as u64, m.w as u64, m.act as u64, m.out as u64);
                check(cyc, &hex("matmul (typed)"), want, (o.mm_acc, o.mm_k, o.mm_n, o.mm_m, o.mm_w, o.mm_act, o.mm_out))?;
                check(cyc, &hex("matmul strides (typed)"), (m.act_stride as u64, m.out_stride as u64), (o.mm_astride, o.mm_ostride))?;
            }
            Instr::Irq { code, .. } => check(cyc, &hex("irq_code (typed)"), *code as u64, o.irq_code)?,
            _ => {}
        }
    }
    Ok(r.map_err(|e| e.code))
}

/// A random value for a field: 0, its maximum, or uniform.
fn rand_field(rng: &mut Rng, fl: Field) -> u64 {
    match rng.below(4) {
        0 => 0,
        1 => fl.max(),
        _ => rng.next_u64() & fl.max(),
    }
}

/// A random legal word of form `fm`.
fn valid_word(rng: &mut Rng, fm: &Form) -> u128 {
    let mut w = f::FUNCT.put(f::OPCODE.put(0, fm.opcode as u64), fm.funct as u64);
    w = f::WAIT.put(w, rng.below(16));
    w = f::SIGNAL.put(w, rng.below(16));
    for o in fm.operands {
        let mx = o.field.max();
        let v = match o.check {
            Check::Any => rand_field(rng, o.field),
            Check::NonZero => rand_field(rng, o.field).max(1),
            Check::NonZeroMax(m) => 1 + rng.below(m),
            Check::NonZeroEven => 2 * (1 + rng.below(mx / 2)),
            Check::Max(m) => {
                if rng.chance(0.2) {
                    m
                } else {
                    rng.below(m + 1)
                }
            }
            Check::SignedRange(lo, hi) => ((lo + rng.below((hi - lo + 1) as u64) as i64) as u64) & mx,
        };
        w = o.field.put(w, v);
    }
    w
}

/// Makes `w` (a legal word of `fm`) illegal in class `class` (0 opcode, 1 funct, 2 reserved, 3 zero,
/// 4 range), if the form allows it.
fn break_word(rng: &mut Rng, fm: &Form, w: u128, class: u64) -> u128 {
    match class {
        0 => {
            let bad = [0u64, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15];
            f::OPCODE.put(w, bad[rng.below(bad.len() as u64) as usize])
        }
        1 => {
            let undefined: Vec<u64> = (0..16).filter(|&x| FORMS.iter().all(|g| g.opcode != fm.opcode || g.funct as u64 != x)).collect();
            if undefined.is_empty() {
                w
            } else {
                f::FUNCT.put(w, undefined[rng.below(undefined.len() as u64) as usize])
            }
        }
        2 => {
            let resv = fm.reserved_mask();
            if resv == 0 {
                return w;
            }
            // one reserved bit, or a random pattern inside the reserved bits
            if rng.chance(0.5) {
                let bits: Vec<u32> = (0..128).filter(|b| resv >> b & 1 == 1).collect();
                w | 1u128 << bits[rng.below(bits.len() as u64) as usize]
            } else {
                let r = (rng.next_u64() as u128) << 64 | rng.next_u64() as u128;
                let x = r & resv;
                if x == 0 {
                    w | (resv & resv.wrapping_neg())
                } else {
                    w | x
                }
            }
        }
        3 => {
            let z: Vec<Field> = fm
                .operands
                .iter()
                .filter(|o| matches!(o.check, Check::NonZero | Check::NonZeroMax(_) | Check::NonZeroEven))
                .map(|o| o.field)
                .collect();
            if z.is_empty() {
                w
            } else {
                z[rng.below(z.len() as u64) as usize].put(w, 0)
            }
        }
        _ => {
            let r: Vec<(Field, Check)> = fm
                .operands
                .iter()
                .filter(|o| matches!(o.check, Check::NonZeroMax(_) | Check::Max(_) | Check::NonZeroEven | Check::SignedRange(..)))
                .map(|o| (o.field, o.check))
                .collect();
            if r.is_empty() {
                return w;
            }
            let (fl, c) = r[rng.below(r.len() as u64) as usize];
            let v = match c {
                Check::NonZeroMax(m) | Check::Max(m) => m + 1 + rng.below(fl.max() - m),
                Check::NonZeroEven => 1 | (rng.next_u64() & fl.max()),
                Check::SignedRange(lo, hi) => {
                    // just outside either end, or anywhere outside
                    let out = match rng.below(3) {
                        0 => lo - 1,
                        1 => hi + 1,
                        _ => {
                            let v = (rng.next_u64() & fl.max()) as i64;
                            if (lo..=hi).contains(&systole_isa::instr::sign_extend(v as u64, fl.width)) {
                                hi + 1
                            } else {
                                v
                            }
                        }
                    };
                    (out as u64) & fl.max()
                }
                _ => unreachable!(),
            };
            fl.put(w, v)
        }
    }
}

/// Coverage of one run.
#[derive(Debug, Default)]
struct Coverage {
    words: u64,
    by_code: std::collections::BTreeMap<u8, u64>,
    legal_by_form: std::collections::BTreeMap<&'static str, u64>,
}

impl Coverage {
    fn add(&mut self, r: &Result<Instr, ErrorCode>) {
        self.words += 1;
        let code = match r {
            Ok(i) => {
                *self.legal_by_form.entry(i.mnemonic()).or_default() += 1;
                0
            }
            Err(e) => e.code(),
        };
        *self.by_code.entry(code).or_default() += 1;
    }
}

fn run_random(seed: u64, trace: Option<&std::path::Path>, n: u64) -> Result<Coverage, Mismatch> {
    let mut dut = InstrDecoder::new();
    if let Some(p) = trace {
        dut.trace(p);
    }
    let mut rng = Rng::new(seed);
    let mut cov = Coverage::default();
    for cyc in 0..n {
        let fm = &FORMS[rng.below(FORMS.len() as u64) as usize];
        let w = match rng.below(20) {
            // legal instructions of every form
            0..=5 => valid_word(&mut rng, fm),
            // one illegal class, sometimes two (priority)
            6..=13 => {
                let v = valid_word(&mut rng, fm);
                let a = rng.below(5);
                let w = break_word(&mut rng, fm, v, a);
                if rng.chance(0.3) {
                    let b = rng.below(5);
                    break_word(&mut rng, fm, w, b)
                } else {
                    w
                }
            }
            // a legal word with random bit flips
            14..=16 => {
                let mut w = valid_word(&mut rng, fm);
                for _ in 0..1 + rng.below(3) {
                    w ^= 1u128 << rng.below(128);
                }
                w
            }
            // uniformly random words, and random operand bits under a legal header
            17 => (rng.next_u64() as u128) << 64 | rng.next_u64() as u128,
            _ => {
                let r = (rng.next_u64() as u128) << 64 | rng.next_u64() as u128;
                (r & !0xFFFF) | (valid_word(&mut rng, fm) & 0xFFFF)
            }
        };
        let r = check_word(&mut dut, cyc, w)?;
        cov.add(&r);
    }
    dut.trace_close();
    Ok(cov)
}

#[test]
fn instr_decoder_random_words_match_the_isa() {
    let n = 120_000 * soak();
    let cov = run_seeded("instr_decoder_random", |seed, trace| run_random(seed, trace, n));
    eprintln!("instr_decoder: {} words, by error code {:?}", cov.words, cov.by_code);
    eprintln!("instr_decoder: legal words per form {:?}", cov.legal_by_form);
    assert_eq!(cov.words, n);
    // every class, legal included, is exercised substantially
    for c in [ErrorCode::None].iter().chain(ErrorCode::DECODE.iter()) {
        let k = cov.by_code.get(&c.code()).copied().unwrap_or(0);
        assert!(k >= n / 100, "{c}: only {k} of {n} words");
    }
    for fm in FORMS {
        let k = cov.legal_by_form.get(fm.mnemonic).copied().unwrap_or(0);
        assert!(k >= n / 1000, "{}: only {k} legal words", fm.mnemonic);
    }
}

fn run_directed(_seed: u64, trace: Option<&std::path::Path>) -> Result<u64, Mismatch> {
    let mut dut = InstrDecoder::new();
    if let Some(p) = trace {
        dut.trace(p);
    }
    let mut words: Vec<u128> = vec![0, u128::MAX, 1, 1 << 127];
    // every (opcode, funct) with all operands 0 and with all operand bits 1
    for o in 0..16u64 {
        for fu in 0..16u64 {
            let h = f::FUNCT.put(f::OPCODE.put(0, o), fu);
            words.push(h);
            words.push(h | !0xFFFFu128);
            words.push(h | 0xFF0);
        }
    }
    for fm in FORMS {
        // the smallest legal word, and each reserved bit on top of it
        let mut base = f::FUNCT.put(f::OPCODE.put(0, fm.opcode as u64), fm.funct as u64);
        for op in fm.operands {
            let v = match op.check {
                Check::NonZero | Check::NonZeroMax(_) => 1,
                Check::NonZeroEven => 2,
                _ => 0,
            };
            base = op.field.put(base, v);
        }
        words.push(base);
        for bit in 0..128 {
            if fm.reserved_mask() >> bit & 1 == 1 {
                words.push(base | 1u128 << bit);
            }
        }
        // every operand at 0, 1, its maximum, and the bounds of its check
        for op in fm.operands {
            let mx = op.field.max();
            let mut vals = vec![0, 1, 2, 3, mx, mx - 1];
            match op.check {
                Check::NonZeroMax(m) | Check::Max(m) => vals.extend([m - 1, m, m + 1]),
                Check::SignedRange(lo, hi) => {
                    vals.extend([lo - 1, lo, lo + 1, -1, hi - 1, hi, hi + 1].iter().map(|&v| (v as u64) & mx))
                }
                _ => {}
            }
            for v in vals {
                words.push(op.field.put(base, v));
            }
        }
    }
    // the documentation's examples
    words.push(systole_isa::parse("dma.load dram=0x1000 sram=0x40 rows=4 words=16 dstride=16 sstride=16 tag=3 wait=s1 signal=s2").unwrap());
    words.push(systole_isa::parse("matmul w=0x40 act=0x100 out=0x200 k=16 n=16 m=1 astride=1 ostride=4 acc=1").unwrap());
    let mv = systole_isa::parse("matvec k=64 n=64 gt=4 dram=0x1200 act=0x100 ascale=0x108 out=0x200 wait=s3 signal=s4").unwrap();
    words.push(mv);
    // matvec words whose MATMUL slices hold what a matmul check rejects (k = 0, m = 0, k or n > 64) ...
    for w in [f::MM_K.put(mv, 0), f::MM_M.put(mv, 0), f::MM_K.put(mv, 127), f::MM_N.put(mv, 127)] {
        words.push(w);
    }
    // ... and the matvec zero counts, which a matmul word does not have
    for fl in [f::MV_K, f::MV_N, f::MV_GT] {
        words.push(fl.put(mv, 0));
        words.push(f::FUNCT.put(fl.put(mv, 0), 0));
    }
    let mut seen = std::collections::BTreeSet::new();
    for (cyc, &w) in words.iter().enumerate() {
        let r = check_word(&mut dut, cyc as u64, w)?;
        seen.insert(r.err().map(|e| e.code()).unwrap_or(0));
    }
    dut.trace_close();
    // every decode error code and legal words appear among the directed words
    for c in [ErrorCode::None].iter().chain(ErrorCode::DECODE.iter()) {
        if !seen.contains(&c.code()) {
            return Err(Mismatch { cycle: 0, port: "coverage".into(), expected: format!("{c} seen"), actual: "not seen".into() });
        }
    }
    Ok(words.len() as u64)
}

#[test]
fn instr_decoder_directed_words() {
    let n = run_seeded("instr_decoder_directed", run_directed);
    assert!(n > 2000, "{n} directed words");
}

/// The DMA engine's status codes are the isa's error codes 0..=5, so the sequencer can copy a failed
/// descriptor's status into ERROR_CODE.
#[test]
fn dma_status_codes_are_isa_error_codes() {
    use systole_hdl::dma::status as s;
    for (v, name) in s::NAMES.iter().enumerate() {
        let e = ErrorCode::from_dma_status(v as u64).unwrap();
        assert_eq!((e.code() as usize, e.name()), (v, *name));
    }
    let pairs = [
        (s::OK, ErrorCode::None),
        (s::ZERO_LENGTH, ErrorCode::ZeroLength),
        (s::TOO_LONG, ErrorCode::TooLong),
        (s::MISALIGNED, ErrorCode::Misaligned),
        (s::OUT_OF_WINDOW, ErrorCode::OutOfWindow),
        (s::BUS_ERROR, ErrorCode::BusError),
    ];
    for (st, e) in pairs {
        assert_eq!(st, e.code() as u64, "{e}");
    }
}
