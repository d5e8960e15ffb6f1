//! The instruction encoding, decoding, disassembly and register map: round trips on random valid
//! instructions, totality on random words, every illegal class with its error code, every form covered.

use proptest::prelude::*;
use systole_isa::field as f;
use systole_isa::instr::{funct, opcode, Check, Kind, SEMAPHORES};
use systole_isa::regs::{self, Caps, COUNTERS, REGS};
use systole_isa::*;

// ------------------------------------------------------------------------------------------ strategies

fn deps() -> impl Strategy<Value = Deps> {
    (0..SEMAPHORES, 0..SEMAPHORES).prop_map(|(w, s)| Deps::new(w, s))
}
fn addr() -> impl Strategy<Value = u32> + Clone {
    prop_oneof![Just(0u32), Just((1 << 20) - 1), 0u32..(1 << 20)]
}
fn n12() -> impl Strategy<Value = u16> {
    prop_oneof![Just(1u16), Just(4095), 1u16..4096]
}
fn any12() -> impl Strategy<Value = u16> {
    0u16..4096
}
fn n16() -> impl Strategy<Value = u16> + Clone {
    prop_oneof![Just(1u16), Just(u16::MAX), 1u16..=u16::MAX]
}

fn dma() -> impl Strategy<Value = Instr> {
    let target = prop_oneof![
        (any::<u32>(), any12()).prop_map(|(dram, sram_stride)| DmaTarget::Linear { dram, sram_stride }),
        (any::<u8>(), any::<u8>(), any12(), any::<u16>())
            .prop_map(|(seq, layer, block, offset)| DmaTarget::Kv { seq, layer, block, offset }),
    ];
    (deps(), any::<bool>(), target, addr(), n12(), n12(), any::<u16>(), any::<u8>()).prop_map(
        |(deps, load, target, sram, rows, words, dram_stride, tag)| {
            Instr::Dma(Dma { deps, dir: if load { DmaDir::Load } else { DmaDir::Store }, target, sram, rows, words, dram_stride, tag })
        },
    )
}

fn matmul() -> impl Strategy<Value = Instr> {
    (deps(), any::<bool>(), 1u8..=64, 1u8..=64, n12(), addr(), addr(), addr(), any12(), any12()).prop_map(
        |(deps, accumulate, k, n, m, w, act, out, act_stride, out_stride)| {
            Instr::Matmul(Matmul { deps, accumulate, k, n, m, w, act, out, act_stride, out_stride })
        },
    )
}

fn matvec() -> impl Strategy<Value = Instr> {
    let k = prop_oneof![Just(1u16), Just(1023), 1u16..=1023];
    let n = prop_oneof![Just(1u16), Just(4095), 1u16..=4095];
    let gt = prop_oneof![Just(1u8), Just(15), 1u8..=15];
    let dram = prop_oneof![Just(0u32), Just((1 << 26) - 1), 0u32..(1 << 26)];
    (deps(), k, n, gt, dram, addr(), addr(), addr()).prop_map(|(deps, k, n, gt, dram, act, ascale, out)| {
        Instr::Matvec(Matvec { deps, k, n, gt, dram, act, ascale, out })
    })
}

fn vec_op() -> impl Strategy<Value = VecOp> {
    let a4 = (addr(), addr(), addr(), addr());
    prop_oneof![
        (a4.clone(), n16(), n16()).prop_map(|((a, b, _, d), len, group)| VecOp::Quant { src: a, q: d, scales: b, len, group }),
        (a4.clone(), n16(), n16())
            .prop_map(|((a, b, c, d), len, groups)| VecOp::Requant { acc: a, wscales: b, ascales: c, dst: d, len, groups }),
        (a4.clone(), n16(), -32i8..=32)
            .prop_map(|((a, b, c, d), len, shift)| VecOp::RmsNorm { src: a, gains: b, eps: c, dst: d, len, shift }),
        (a4.clone(), n16(), 1u16..=32767)
            .prop_map(|((a, b, _, d), heads, h)| VecOp::Rope { src: a, table: b, dst: d, heads, head_size: 2 * h }),
        (a4.clone(), n16(), n16(), 0u16..=32767)
            .prop_map(|((a, b, _, d), len, head_size, att_scale)| VecOp::Score { q: a, k: b, dst: d, len, head_size, att_scale }),
        (a4.clone(), n16(), any::<bool>()).prop_map(|((a, b, _, d), len, keep)| VecOp::Softmax { src: a, exp: b, dst: d, len, keep }),
        (a4.clone(), n16(), n16()).prop_map(|((a, b, _, d), len, head_size)| VecOp::Pv { p: a, v: b, dst: d, len, head_size }),
        (a4.clone(), n16(), any::<bool>())
            .prop_map(|((a, b, c, d), len, keep)| VecOp::SiluMul { h1: a, h3: b, sig: c, dst: d, len, keep }),
        (a4.clone(), n16()).prop_map(|((a, b, _, d), len)| VecOp::ResAdd { x: a, y: b, dst: d, len }),
        (a4.clone(), n16()).prop_map(|((a, _, _, d), len)| VecOp::Argmax { src: a, dst: d, len }),
        (a4.clone(), n16(), n16()).prop_map(|((a, b, _, d), len, group)| VecOp::Embed { row: a, scales: b, dst: d, len, group }),
        (a4, n16(), n16()).prop_map(|((a, _, _, d), heads, head_size)| VecOp::KvPack { src: a, dst: d, heads, head_size }),
    ]
}

fn instr() -> impl Strategy<Value = Instr> {
    prop_oneof![
        deps().prop_map(|deps| Instr::Nop { deps }),
        deps().prop_map(|deps| Instr::End { deps }),
        (deps(), any::<u16>()).prop_map(|(deps, code)| Instr::Irq { deps, code }),
        (deps(), 0u8..4).prop_map(|(deps, q)| Instr::Sync { deps, queue: Queue::from_u8(q).unwrap() }),
        dma(),
        matmul(),
        matvec(),
        (deps(), vec_op()).prop_map(|(deps, op)| Instr::Vector { deps, op }),
    ]
}

/// Random words biased toward legal ones: a valid encoding, then a few random changes (a field set to a
/// random value, a bit flipped, the funct or opcode replaced).
fn near_valid_word() -> impl Strategy<Value = u128> {
    (instr(), proptest::collection::vec((0u32..4, 0u32..128, any::<u64>()), 0..3)).prop_map(|(i, muts)| {
        let mut w = i.encode().unwrap();
        for (kind, bit, v) in muts {
            w = match kind {
                0 => w ^ (1u128 << bit),
                1 => f::FUNCT.put(w, v & 15),
                2 => f::OPCODE.put(w, v & 15),
                _ => {
                    let fl = f::ALL[(v as usize) % f::ALL.len()];
                    fl.put(w, v >> 8)
                }
            };
        }
        w
    })
}

// ------------------------------------------------------------------------------------------ properties

proptest! {
    #![proptest_config(ProptestConfig::with_cases(4000))]

    /// encode -> decode is the identity on valid instructions, and so are disassembly -> parse and the
    /// 32-bit word and byte forms.
    #[test]
    fn valid_instructions_round_trip(i in instr()) {
        let w = i.encode().unwrap();
        prop_assert_eq!(decode(w), Ok(i));
        prop_assert_eq!(decode(from_words(to_words(w))), Ok(i));
        prop_assert_eq!(from_bytes(to_bytes(w)), w);
        prop_assert_eq!(i.encode_words().unwrap(), to_words(w));
        let text = i.to_string();
        prop_assert_eq!(disasm(w).unwrap(), text.clone());
        prop_assert_eq!(parse(&text), Ok(w), "{}", text);
        prop_assert_eq!(text.parse::<Instr>(), Ok(i));
        prop_assert_eq!(i.queue(), form(f::OPCODE.get(w) as u8, f::FUNCT.get(w) as u8).unwrap().queue);
    }

    /// Arbitrary words never panic; whatever decodes re-encodes to the same word and disassembles.
    #[test]
    fn random_words_decode_totally(w in any::<u128>()) {
        check_total(w)?;
    }

    /// The same on words close to valid ones (many decode, many hit each illegal class).
    #[test]
    fn near_valid_words_decode_totally(w in near_valid_word()) {
        check_total(w)?;
    }

    /// Field values that do not fit are rejected by encode (FIELD_RANGE, naming the field), not truncated.
    #[test]
    fn encode_rejects_oversized_fields(i in matmul(), sram in (1u32 << 20)..u32::MAX) {
        let Instr::Matmul(mut m) = i else { unreachable!() };
        m.w = sram;
        let e = Instr::Matmul(m).encode().unwrap_err();
        prop_assert_eq!(e.code, ErrorCode::FieldRange);
        prop_assert_eq!(e.field, "matmul.w");
    }
}

fn check_total(w: u128) -> Result<(), TestCaseError> {
    match decode(w) {
        Ok(i) => {
            prop_assert_eq!(i.encode(), Ok(w));
            prop_assert_eq!(parse(&disasm(w).unwrap()), Ok(w));
        }
        Err(e) => {
            prop_assert!(e.code.is_decode(), "{e}");
            prop_assert!(disasm(w).is_err());
            prop_assert!(!e.to_string().is_empty());
            // the classification is consistent with the priority order
            let o = f::OPCODE.get(w) as u8;
            let known = FORMS.iter().any(|fm| fm.opcode == o);
            prop_assert_eq!(e.code == ErrorCode::IllegalOpcode, !known);
            if known {
                let fm = form(o, f::FUNCT.get(w) as u8);
                prop_assert_eq!(e.code == ErrorCode::IllegalFunct, fm.is_none());
                if let Some(fm) = fm {
                    prop_assert_eq!(e.code == ErrorCode::ReservedBits, w & fm.reserved_mask() != 0);
                }
            }
        }
    }
    Ok(())
}

// ------------------------------------------------------------------------------------------ directed

/// A legal word of `fm` whose checked operands are at their smallest legal value and the others at
/// `fill` (masked to the field).
fn base_word(fm: &Form, fill: u64) -> u128 {
    let mut w = f::FUNCT.put(f::OPCODE.put(0, fm.opcode as u64), fm.funct as u64);
    for o in fm.operands {
        let v = match o.check {
            Check::NonZero | Check::NonZeroMax(_) => 1,
            Check::NonZeroEven => 2,
            Check::Max(m) => m.min(fill & o.field.max()),
            Check::SignedRange(_, hi) => hi as u64,
            Check::Any => fill & o.field.max(),
        };
        w = o.field.put(w, v);
    }
    w
}

#[test]
fn every_form_decodes_to_its_own_mnemonic_and_queue() {
    assert_eq!(FORMS.len(), 25);
    for fm in FORMS {
        for fill in [0, u64::MAX, 0x5555_5555_5555_5555] {
            let w = base_word(fm, fill);
            let i = decode(w).unwrap_or_else(|e| panic!("{}: {e}", fm.mnemonic));
            assert_eq!(i.mnemonic(), fm.mnemonic);
            assert_eq!(i.queue(), fm.queue);
            assert_eq!(i.opcode_funct(), (fm.opcode, fm.funct));
            assert_eq!(i.encode(), Ok(w));
        }
    }
    // every opcode and every funct of the issue is present
    let mn: Vec<&str> = FORMS.iter().map(|f| f.mnemonic).collect();
    for m in [
        "nop", "end", "irq", "sync.ctrl", "sync.dma", "sync.matrix", "sync.vector", "dma.load", "dma.store", "dma.kv_load",
        "dma.kv_store", "matmul", "matvec", "vec.quant", "vec.requant", "vec.rmsnorm", "vec.rope", "vec.score", "vec.softmax", "vec.pv",
        "vec.silu_mul", "vec.resadd", "vec.argmax", "vec.embed", "vec.kv_pack",
    ] {
        assert!(mn.contains(&m), "{m}");
    }
}

#[test]
fn illegal_opcodes() {
    for o in [0u64, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15] {
        let e = decode(f::OPCODE.put(0, o)).unwrap_err();
        assert_eq!((e.code, e.value), (ErrorCode::IllegalOpcode, o));
    }
    // the all-zero word and the all-ones word
    assert_eq!(decode(0).unwrap_err().code, ErrorCode::IllegalOpcode);
    assert_eq!(decode(u128::MAX).unwrap_err().code, ErrorCode::IllegalOpcode);
}

#[test]
fn illegal_functs() {
    let defined = |o: u8| FORMS.iter().filter(|f| f.opcode == o).map(|f| f.funct).collect::<Vec<_>>();
    let mut n = 0;
    for o in [opcode::CTRL, opcode::SYNC, opcode::DMA, opcode::MATMUL, opcode::VECTOR] {
        for fu in 0..16u8 {
            if !defined(o).contains(&fu) {
                let e = decode(f::FUNCT.put(f::OPCODE.put(0, o as u64), fu as u64)).unwrap_err();
                assert_eq!((e.code, e.value), (ErrorCode::IllegalFunct, fu as u64), "opcode {o} funct {fu}");
                n += 1;
            }
        }
    }
    assert_eq!(n, 5 * 16 - 25);
}

#[test]
fn every_reserved_bit_of_every_form() {
    let mut n = 0;
    for fm in FORMS {
        let w = base_word(fm, 0);
        let resv = fm.reserved_mask();
        for bit in 0..128 {
            let e = decode(w | 1u128 << bit);
            if resv >> bit & 1 == 1 {
                let e = e.unwrap_err();
                assert_eq!((e.code, e.value), (ErrorCode::ReservedBits, bit as u64), "{} bit {bit}", fm.mnemonic);
                n += 1;
            } else if bit >= 16 {
                // an operand bit (header bits change the form itself)
                assert!(e.is_ok() || e.unwrap_err().code != ErrorCode::ReservedBits, "{} bit {bit}", fm.mnemonic);
            }
        }
    }
    assert!(n > 1000, "{n}");
    // the formats with no reserved bit: the four DMA functs, and the vector ops that use every slot
    let full: Vec<&str> = FORMS.iter().filter(|f| f.reserved_mask() == 0).map(|f| f.mnemonic).collect();
    assert_eq!(full, ["dma.load", "dma.store", "dma.kv_load", "dma.kv_store", "matvec", "vec.requant", "vec.rmsnorm", "vec.score"]);
    // matmul: exactly bit 31
    let mm = form(opcode::MATMUL, funct::matmul::MATMUL).unwrap();
    assert_eq!(mm.reserved_mask(), f::MM_RESERVED.mask());
}

#[test]
fn zero_lengths_and_ranges() {
    let mut zero = 0;
    for fm in FORMS {
        for o in fm.operands {
            let w = base_word(fm, 7);
            match o.check {
                Check::NonZero | Check::NonZeroMax(_) | Check::NonZeroEven => {
                    let e = decode(o.field.put(w, 0)).unwrap_err();
                    assert_eq!((e.code, e.field), (ErrorCode::ZeroLength, o.field.name), "{}", fm.mnemonic);
                    zero += 1;
                }
                _ => {}
            }
            let bad: Option<u64> = match o.check {
                Check::NonZeroMax(m) | Check::Max(m) => Some(m + 1),
                Check::NonZeroEven => Some(3),
                Check::SignedRange(lo, _) => Some(((lo - 1) as u64) & o.field.max()),
                _ => None,
            };
            if let Some(v) = bad {
                let e = decode(o.field.put(w, v)).unwrap_err();
                assert_eq!((e.code, e.field, e.value), (ErrorCode::FieldRange, o.field.name, v), "{}", fm.mnemonic);
                // a zero-length field elsewhere takes priority over the range error
                if let Some(z) = fm.operands.iter().find(|p| p.key != o.key && matches!(p.check, Check::NonZero)) {
                    let e = decode(z.field.put(o.field.put(w, v), 0)).unwrap_err();
                    assert_eq!(e.code, ErrorCode::ZeroLength, "{}", fm.mnemonic);
                }
            }
        }
    }
    assert_eq!(zero, 4 * 2 + 3 + 3 + 12 + 7);
    // the exact bounds
    let mm = |k: u8, n: u8| Instr::Matmul(Matmul { deps: Deps::NONE, accumulate: false, k, n, m: 1, w: 0, act: 0, out: 0, act_stride: 0, out_stride: 0 });
    assert!(mm(64, 64).encode().is_ok());
    assert_eq!(mm(65, 1).encode().unwrap_err().code, ErrorCode::FieldRange);
    assert_eq!(mm(1, 65).encode().unwrap_err().code, ErrorCode::FieldRange);
    assert_eq!(mm(0, 65).encode().unwrap_err().code, ErrorCode::ZeroLength);
    let rms = |shift: i8| Instr::Vector { deps: Deps::NONE, op: VecOp::RmsNorm { src: 0, gains: 0, eps: 0, dst: 0, len: 1, shift } };
    assert!(rms(-32).encode().is_ok() && rms(32).encode().is_ok());
    assert_eq!(rms(-33).encode().unwrap_err().code, ErrorCode::FieldRange);
    assert_eq!(rms(33).encode().unwrap_err().code, ErrorCode::FieldRange);
    let score = |att_scale: u16| Instr::Vector { deps: Deps::NONE, op: VecOp::Score { q: 0, k: 0, dst: 0, len: 1, head_size: 8, att_scale } };
    assert!(score(32767).encode().is_ok());
    assert_eq!(score(32768).encode().unwrap_err().code, ErrorCode::FieldRange);
    let rope = |head_size: u16| Instr::Vector { deps: Deps::NONE, op: VecOp::Rope { src: 0, table: 0, dst: 0, heads: 1, head_size } };
    assert!(rope(2).encode().is_ok());
    assert_eq!(rope(7).encode().unwrap_err().code, ErrorCode::FieldRange);
    assert_eq!(rope(0).encode().unwrap_err().code, ErrorCode::ZeroLength);
    // semaphore indices above 15 do not fit
    assert_eq!(Instr::Nop { deps: Deps::new(16, 0) }.encode().unwrap_err().field, "wait");
}

#[test]
fn priority_order_of_the_checks() {
    let mm = form(opcode::MATMUL, 0).unwrap();
    let w = base_word(mm, 0);
    let with_resv = w | f::MM_RESERVED.mask();
    let zero_k = f::MM_K.put(w, 0);
    let big_n = f::MM_N.put(w, 100);
    assert_eq!(decode(f::MM_K.put(with_resv, 0)).unwrap_err().code, ErrorCode::ReservedBits);
    assert_eq!(decode(f::MM_N.put(zero_k, 100)).unwrap_err().code, ErrorCode::ZeroLength);
    assert_eq!(decode(big_n).unwrap_err().code, ErrorCode::FieldRange);
    assert_eq!(decode(f::FUNCT.put(with_resv, 2)).unwrap_err().code, ErrorCode::IllegalFunct);
    assert_eq!(decode(f::OPCODE.put(with_resv, 9)).unwrap_err().code, ErrorCode::IllegalOpcode);
}

#[test]
fn disassembly_syntax_examples() {
    let i = Instr::Dma(Dma {
        deps: Deps::new(1, 2),
        dir: DmaDir::Load,
        target: DmaTarget::Linear { dram: 0x1000, sram_stride: 16 },
        sram: 0x40,
        rows: 4,
        words: 16,
        dram_stride: 16,
        tag: 3,
    });
    assert_eq!(i.to_string(), "dma.load     dram=0x00001000 sram=0x00040 rows=4 words=16 dstride=16 sstride=16 tag=3 wait=s1 signal=s2");
    assert_eq!(Instr::End { deps: Deps::NONE }.to_string(), "end");
    assert_eq!(Instr::Sync { deps: Deps::new(0, 5), queue: Queue::Ctrl }.to_string(), "sync.ctrl    signal=s5");
    assert_eq!(Instr::Irq { deps: Deps::NONE, code: 0xBEEF }.to_string(), "irq          code=0xbeef");
    let r = Instr::Vector { deps: Deps::NONE, op: VecOp::RmsNorm { src: 0x300, gains: 0x400, eps: 0x410, dst: 0x500, len: 64, shift: -3 } };
    assert_eq!(r.to_string(), "vec.rmsnorm  src=0x00300 gains=0x00400 eps=0x00410 dst=0x00500 len=64 shift=-3");
    // the parser: any key order, hex or decimal, comments, .word
    let prog = "# demo\n\
        vec.rmsnorm shift=-3 len=0x40 dst=0x500 eps=1040 gains=0x400 src=0x300 ; normalise\n\
        \n\
        .word 0x0\n\
        end";
    let words = assemble(prog).unwrap();
    assert_eq!(words, vec![r.encode().unwrap(), 0, Instr::End { deps: Deps::NONE }.encode().unwrap()]);
    // errors name the line and the problem
    for (text, needle) in [
        ("nop\nfoo x=1", "line 2: unknown mnemonic `foo`"),
        ("vec.argmax src=0 dst=0", "needs `len=`"),
        ("vec.argmax src=0 dst=0 len=0", "ZERO_LENGTH"),
        ("vec.argmax src=0 dst=0 len=70000", "does not fit"),
        ("vec.argmax src=0 dst=0 len=1 len=2", "twice"),
        ("vec.argmax src=0 dst=0 len=1 wait=s16", "s0..s15"),
        ("vec.argmax src=0 dst=0 len=1 k=3", "no operand `k`"),
        ("vec.rmsnorm src=0 gains=0 eps=0 dst=0 len=1 shift=-40000", "signed bits"),
        ("nop x", "not key=value"),
        (".word zz", "not a 128-bit value"),
    ] {
        let e = assemble(text).unwrap_err().to_string();
        assert!(e.contains(needle), "{text:?}: {e}");
    }
    // an illegal .word is accepted by the assembler but not as an Instr
    assert!(".word 0x7".parse::<Instr>().is_err());
}

#[test]
fn matvec_encoding_checks_and_syntax() {
    let mv = Matvec { deps: Deps::new(3, 4), k: 64, n: 64, gt: 4, dram: 0x1200 / 64, act: 0x100, ascale: 0x108, out: 0x200 };
    let i = Instr::Matvec(mv);
    let w = i.encode().unwrap();
    assert_eq!(i.to_string(), "matvec       k=64 n=64 gt=4 dram=0x00001200 act=0x00100 ascale=0x00108 out=0x00200 wait=s3 signal=s4");
    assert_eq!((i.queue(), i.opcode_funct()), (Queue::Matrix, (opcode::MATMUL, funct::matmul::MATVEC)));
    assert_eq!(mv.dram_byte_offset(), 0x1200);
    // the fields sit where the spec puts them (no reserved bit)
    assert_eq!((f::MV_GT.get(w), f::MV_K.get(w), f::MV_N.get(w), f::MV_DRAM.get(w)), (4, 64, 64, 0x48));
    assert_eq!((f::MV_ACT.get(w), f::MV_ASCALE.get(w), f::MV_OUT.get(w)), (0x100, 0x108, 0x200));
    let used = f::HEADER.iter().chain([f::MV_GT, f::MV_K, f::MV_N, f::MV_DRAM, f::MV_ACT, f::MV_ASCALE, f::MV_OUT].iter());
    assert_eq!(used.fold(0u128, |m, fl| { assert_eq!(m & fl.mask(), 0, "{}", fl.name); m | fl.mask() }), u128::MAX);
    // ZERO_LENGTH for k, n or gt = 0, naming the field; every nonzero value is legal
    for (fl, name) in [(f::MV_K, "mv.k"), (f::MV_N, "mv.n"), (f::MV_GT, "mv.gt")] {
        let e = decode(fl.put(w, 0)).unwrap_err();
        assert_eq!((e.code, e.field), (ErrorCode::ZeroLength, name));
        assert!(decode(fl.put(w, fl.max())).is_ok());
    }
    let max = Instr::Matvec(Matvec { deps: Deps::NONE, k: 1023, n: 4095, gt: 15, dram: (1 << 26) - 1, act: 0xFFFFF, ascale: 0xFFFFF, out: 0xFFFFF });
    assert_eq!(max.encode().unwrap() | 0xFFFF, u128::MAX);
    assert_eq!(max.to_string(), "matvec       k=1023 n=4095 gt=15 dram=0xffffffc0 act=0xfffff ascale=0xfffff out=0xfffff");
    let big = |m: Matvec| Instr::Matvec(m).encode().unwrap_err();
    assert_eq!((big(Matvec { k: 1024, ..mv }).code, big(Matvec { k: 1024, ..mv }).field), (ErrorCode::FieldRange, "mv.k"));
    assert_eq!(big(Matvec { n: 4096, ..mv }).field, "mv.n");
    assert_eq!(big(Matvec { gt: 16, ..mv }).field, "mv.gt");
    assert_eq!(big(Matvec { dram: 1 << 26, ..mv }).field, "mv.dram");
    assert_eq!(big(Matvec { k: 0, ..mv }).code, ErrorCode::ZeroLength);
    // the assembler takes the byte offset, a multiple of 64 below 2^32
    assert_eq!(parse("matvec out=0x200 ascale=0x108 act=0x100 dram=4608 gt=4 n=64 k=64 wait=s3 signal=s4"), Ok(w));
    for (text, needle) in [
        ("matvec k=64 n=64 gt=4 dram=0x1201 act=0 ascale=0 out=0", "not a multiple of 64"),
        ("matvec k=64 n=64 gt=4 dram=0x100000000 act=0 ascale=0 out=0", "does not fit"),
        ("matvec k=64 n=64 gt=0 dram=0 act=0 ascale=0 out=0", "ZERO_LENGTH"),
        ("matvec k=1024 n=64 gt=1 dram=0 act=0 ascale=0 out=0", "does not fit"),
        ("matvec k=64 n=64 dram=0 act=0 ascale=0 out=0", "needs `gt=`"),
    ] {
        let e = assemble(text).unwrap_err().to_string();
        assert!(e.contains(needle), "{text:?}: {e}");
    }
    // operands report the byte offset, as printed
    let (_, ops) = asm::operands(w).unwrap();
    assert_eq!(ops[3], ("dram", 0x1200));
}

/// ISA 1.2: the `keep` flag of `vec.softmax` / `vec.silu_mul` is bit 16 (bit 0 of the immediate); the other
/// immediate bits stay reserved; the flag prints only when set and is optional in the assembler.
#[test]
fn table_keep_flag_encoding_and_syntax() {
    assert_eq!((f::V_KEEP.lo, f::V_KEEP.width), (16, 1));
    let sm = |keep| Instr::Vector { deps: Deps::new(1, 2), op: VecOp::Softmax { src: 0x10, exp: 0x20, dst: 0x30, len: 5, keep } };
    let sl = |keep| Instr::Vector { deps: Deps::NONE, op: VecOp::SiluMul { h1: 1, h3: 2, sig: 3, dst: 4, len: 9, keep } };
    for (i0, i1) in [(sm(false), sm(true)), (sl(false), sl(true))] {
        let (w0, w1) = (i0.encode().unwrap(), i1.encode().unwrap());
        assert_eq!(w0 ^ w1, 1 << 16, "{i1}");
        assert_eq!((decode(w0).unwrap(), decode(w1).unwrap()), (i0, i1));
        assert!(!i0.to_string().contains("keep"), "{i0}");
        assert!(i1.to_string().contains(" keep=1"), "{i1}");
        assert_eq!(parse(&i0.to_string()), Ok(w0));
        assert_eq!(parse(&i1.to_string()), Ok(w1));
        assert_eq!(parse(&format!("{i0} keep=0")), Ok(w0));
        // immediate bits 17..32 stay reserved
        for b in 17..32 {
            let e = decode(w1 | 1 << b).unwrap_err();
            assert_eq!((e.code, e.value), (ErrorCode::ReservedBits, b as u64), "{i1} bit {b}");
        }
        let (_, ops) = asm::operands(w1).unwrap();
        assert!(ops.contains(&("keep", 1)));
    }
    assert_eq!(sm(true).to_string(), "vec.softmax  src=0x00010 exp=0x00020 dst=0x00030 len=5 keep=1 wait=s1 signal=s2");
    assert!(assemble("vec.softmax src=0 exp=0 dst=0 len=1 keep=2").unwrap_err().to_string().contains("does not fit"));
    // the flag is no operand of the other vector forms
    assert!(assemble("vec.resadd x=0 y=0 dst=0 len=1 keep=1").unwrap_err().to_string().contains("no operand `keep`"));
}

#[test]
fn operands_list_the_fields_in_order() {
    let i = Instr::Matmul(Matmul { deps: Deps::new(2, 1), accumulate: true, k: 16, n: 8, m: 3, w: 1, act: 2, out: 3, act_stride: 4, out_stride: 5 });
    let (fm, ops) = asm::operands(i.encode().unwrap()).unwrap();
    assert_eq!(fm.mnemonic, "matmul");
    let want: Vec<(&str, i64)> = vec![
        ("w", 1), ("act", 2), ("out", 3), ("k", 16), ("n", 8), ("m", 3), ("astride", 4), ("ostride", 5), ("acc", 1), ("wait", 2), ("signal", 1),
    ];
    assert_eq!(ops, want);
    // every operand kind prints the way the docs say
    for fm in FORMS {
        for o in fm.operands {
            if o.kind == Kind::Sram {
                assert_eq!(o.field.width, f::SRAM_ADDR_BITS, "{} {}", fm.mnemonic, o.key);
            }
        }
    }
}

// ------------------------------------------------------------------------------------------ errors, registers

#[test]
fn error_codes_are_unique_and_match_the_dma_status_codes() {
    for (i, c) in ErrorCode::ALL.iter().enumerate() {
        assert_eq!(ErrorCode::from_code(c.code()), Some(*c));
        assert!(ErrorCode::ALL[i + 1..].iter().all(|d| d.code() > c.code() && d.name() != c.name()));
    }
    assert_eq!(ErrorCode::from_code(0x06), None);
    let dma = ["OK", "ZERO_LENGTH", "TOO_LONG", "MISALIGNED", "OUT_OF_WINDOW", "BUS_ERROR"];
    for (s, name) in dma.iter().enumerate() {
        assert_eq!(ErrorCode::from_dma_status(s as u64).unwrap().name(), *name);
    }
    assert_eq!(ErrorCode::from_dma_status(6), None);
    assert!(ErrorCode::DECODE.iter().all(|c| c.is_decode()));
    assert!(!ErrorCode::BusError.is_decode());
}

#[test]
fn register_map_is_consistent() {
    for (i, r) in REGS.iter().enumerate() {
        assert_eq!(r.offset % 4, 0, "{}", r.name);
        assert!(r.offset < regs::off::PERF_BASE, "{}", r.name);
        if i > 0 {
            assert!(REGS[i - 1].offset < r.offset, "{} not sorted", r.name);
        }
        assert!(REGS[..i].iter().all(|q| q.name != r.name));
    }
    assert_eq!(REGS[0].reset, 0x5359_5354);
    assert_eq!(&regs::ID_MAGIC.to_be_bytes(), b"SYST");
    for (i, c) in COUNTERS.iter().enumerate() {
        assert_eq!(c.index as usize, i);
        assert_eq!(c.lo(), 0x100 + 8 * i as u32);
        assert_eq!(c.hi(), c.lo() + 4);
    }
    assert_eq!(regs::int::ALL, 0b111);
}

#[test]
fn caps_round_trip_and_device_checks() {
    let caps = Caps { rows: 16, cols: 16, word_bytes: 16, banks: 4, semaphores: 16, sram_words: 65536, max_vec_len: 4096, max_head_size: 128, max_row_bytes: 32768, matvec: false, table_keep: false };
    assert_eq!(Caps::from_regs(caps.to_regs()), caps);
    // CAPS1 bit 24: the matvec unit (ISA 1.1); bits 23:0 stay the SRAM words
    let mvc = Caps { matvec: true, sram_words: 0xFF_FFFF, ..caps };
    assert_eq!(mvc.to_regs()[1], 1 << 24 | 0xFF_FFFF);
    assert_eq!(Caps::from_regs(mvc.to_regs()), mvc);
    assert_eq!(caps.to_regs()[1] >> 24, 0);
    let mv = Instr::Matvec(Matvec { deps: Deps::NONE, k: 1023, n: 4095, gt: 1, dram: 0, act: 0, ascale: 0, out: 0 });
    assert_eq!(caps.check(&mv), Err(ErrorCode::Unsupported));
    assert_eq!(mvc.check(&mv), Ok(()));
    assert_eq!(regs::VERSION_RESET, 0x102, "ISA 1.2");
    // CAPS1 bit 25: table keep (ISA 1.2)
    let tk = Caps { table_keep: true, ..mvc };
    assert_eq!(tk.to_regs()[1], 1 << 25 | 1 << 24 | 0xFF_FFFF);
    assert_eq!(Caps::from_regs(tk.to_regs()), tk);
    assert_eq!(Caps::from_regs([0, 1 << 25, 0, 0]).table_keep, true);
    assert_eq!(Caps::from_regs([0, 1 << 24, 0, 0]).table_keep, false);
    let sm = |keep| Instr::Vector { deps: Deps::NONE, op: VecOp::Softmax { src: 0, exp: 0, dst: 0, len: 1, keep } };
    let sl = |keep| Instr::Vector { deps: Deps::NONE, op: VecOp::SiluMul { h1: 0, h3: 0, sig: 0, dst: 0, len: 1, keep } };
    for i in [sm(true), sl(true)] {
        assert_eq!(caps.check(&i), Err(ErrorCode::Unsupported), "{i}");
        assert_eq!(tk.check(&i), Ok(()), "{i}");
    }
    for i in [sm(false), sl(false)] {
        assert_eq!(caps.check(&i), Ok(()), "{i}");
    }
    let mm = |k: u8, n: u8| Instr::Matmul(Matmul { deps: Deps::NONE, accumulate: false, k, n, m: 1, w: 0, act: 0, out: 0, act_stride: 0, out_stride: 0 });
    assert_eq!(caps.check(&mm(16, 16)), Ok(()));
    assert_eq!(caps.check(&mm(17, 16)), Err(ErrorCode::Unsupported));
    assert_eq!(caps.check(&mm(16, 17)), Err(ErrorCode::Unsupported));
    let load = |words: u16| Instr::Dma(Dma { deps: Deps::NONE, dir: DmaDir::Load, target: DmaTarget::Linear { dram: 0, sram_stride: 0 }, sram: 0, rows: 1, words, dram_stride: 0, tag: 0 });
    assert_eq!(caps.check(&load(2049)), Err(ErrorCode::TooLong));
    assert_eq!(caps.check(&load(2048)), Ok(()));
    let rope = |heads: u16, head_size: u16| Instr::Vector { deps: Deps::NONE, op: VecOp::Rope { src: 0, table: 0, dst: 0, heads, head_size } };
    assert_eq!(caps.check(&rope(32, 128)), Ok(()));
    assert_eq!(caps.check(&rope(33, 128)), Err(ErrorCode::Unsupported));
    assert_eq!(caps.check(&rope(1, 130)), Err(ErrorCode::Unsupported));
}

/// `docs/isa.md` and `docs/registers.md` tabulate the fields, registers and counters; their rows must match
/// the definitions here, so the documentation cannot drift from the encoding.
#[test]
fn documentation_tables_match_the_definitions() {
    let root = std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join("..").join("docs");
    let isa = std::fs::read_to_string(root.join("isa.md")).unwrap();
    for fl in f::ALL {
        let row = format!("| `{}` | {}..{} | {} |", fl.name, fl.lo, fl.lo + fl.width, fl.width);
        assert!(isa.contains(&row), "docs/isa.md lacks the row {row}");
    }
    for c in ErrorCode::ALL {
        let row = format!("| 0x{:02x} | `{}` |", c.code(), c.name());
        assert!(isa.contains(&row), "docs/isa.md lacks the error row {row}");
    }
    for fm in FORMS {
        assert!(isa.contains(&format!("`{}`", fm.mnemonic.trim_start_matches("vec."))), "{}", fm.mnemonic);
    }
    let regs_md = std::fs::read_to_string(root.join("registers.md")).unwrap();
    for r in REGS {
        let row = format!("| 0x{:03X} | `{}` | {} |", r.offset, r.name, r.access.name());
        assert!(regs_md.contains(&row), "docs/registers.md lacks the row {row}");
    }
    for c in COUNTERS {
        let row = format!("| {} | 0x{:03X} | `{}` |", c.index, c.lo(), c.name);
        assert!(regs_md.contains(&row), "docs/registers.md lacks the counter row {row}");
    }
}

/// The assembly listings of `docs/isa.md` assemble, and the syntax examples are in canonical form (they
/// print back exactly as written).
#[test]
fn documentation_listings_assemble() {
    let root = std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join("..").join("docs");
    let isa = std::fs::read_to_string(root.join("isa.md")).unwrap();
    let block = |start: &str| -> Vec<String> {
        let i = isa.find(start).unwrap_or_else(|| panic!("docs/isa.md lacks {start:?}"));
        let body = &isa[i + "```text\n".len()..];
        let end = body.find("```").unwrap();
        body[..end].lines().map(|l| l.to_string()).collect()
    };
    // the double-buffering example (the `...` line stands for more of the same)
    let example: Vec<String> = block("```text\nsync.ctrl").into_iter().filter(|l| l.trim() != "...").collect();
    let words = assemble(&example.join("\n")).unwrap();
    assert_eq!(words.len(), 9);
    let sems: Vec<(u64, u64)> = words.iter().map(|&w| (f::WAIT.get(w), f::SIGNAL.get(w))).collect();
    assert_eq!(&sems[2..6], &[(1, 2), (2, 1), (1, 2), (2, 1)]);
    // the syntax examples print back exactly
    for line in block("```text\nnop\n") {
        let w = parse(&line).unwrap_or_else(|e| panic!("{line}: {e}"));
        assert_eq!(disasm(w).unwrap(), line);
    }
}
