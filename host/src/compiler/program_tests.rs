//! Program tests: decode and prefill programs of stories260K run on the functional executor give the logits,
//! the argmax and the KV cache of golden-int bit for bit; the executor's errors; the generator's refusals.

use super::exec::{ExecConfig, KvRegs, Machine, Schedule};
use super::program::{self, ProgramConfig};
use super::*;
use crate::golden::fixed::to_bfp16;
use crate::golden::int::{IntTransformer, KvCache};
use crate::golden::quant::QuantModel;
use systole_isa::{Deps, Dma, DmaDir, DmaTarget, ErrorCode, Instr, Matmul, Queue, VecOp};

/// stories260K, or a failure naming the path that was looked for (never a silent skip).
fn stories() -> QuantModel {
    let p = crate::locate::shared_models_dir().join("stories260K.bin");
    assert!(p.exists(), "stories260K.bin not found at {} (the program tests need it; see host/src/locate.rs)", p.display());
    QuantModel::prepare(&crate::formats::llama2c::load_llama2c(&p).expect("stories260K.bin loads"))
}

fn dev(rows: usize, cols: usize, word_bytes: usize, block_size: usize) -> DeviceConfig {
    DeviceConfig { rows, cols, word_bytes, block_size, ..DeviceConfig::default() }
}

/// The K and V records of (layer, pos, kv head) read from the DRAM pool through the block table.
fn dram_kv(m: &Machine, l: &Layout, layer: usize, pos: usize, h: usize) -> [(Vec<i16>, u8); 2] {
    let kv = &l.kv;
    let bt = kv.block_table.offset as usize + 4 * kv.bt_index(0, layer, pos / kv.block_size);
    let phys = u32::from_le_bytes(m.dram[bt..bt + 4].try_into().unwrap()) as u64;
    let base = kv.pool.offset + phys * kv.block_bytes;
    let rec = |word: usize| {
        let o = (base + (word * kv.word_bytes) as u64) as usize;
        let b = &m.dram[o..o + 2 * kv.head_size + 4];
        let man = b[..2 * kv.head_size].chunks(2).map(|c| i16::from_le_bytes([c[0], c[1]])).collect();
        let e = u32::from_le_bytes(b[2 * kv.head_size..].try_into().unwrap());
        assert!(e < 256);
        (man, e as u8)
    };
    [rec(kv.k_record_word(pos % kv.block_size, h)), rec(kv.v_record_word(pos % kv.block_size, h))]
}

fn check_kv(m: &Machine, l: &Layout, g: &IntTransformer, upto: usize, what: &str) {
    let (nkv, hs) = (l.kv.n_kv_heads, l.kv.head_size);
    for layer in 0..l.kv.layers {
        let c: &KvCache = g.cache(layer);
        for pos in 0..=upto {
            for h in 0..nkv {
                let slot = pos * nkv + h;
                let [(km, ke), (vm, ve)] = dram_kv(m, l, layer, pos, h);
                assert_eq!((&km[..], ke), (&c.k[slot * hs..(slot + 1) * hs], c.k_exp[slot]), "{what}: K layer {layer} pos {pos} head {h}");
                assert_eq!((&vm[..], ve), (&c.v[slot * hs..(slot + 1) * hs], c.v_exp[slot]), "{what}: V layer {layer} pos {pos} head {h}");
            }
        }
    }
}

/// `matvec`s of a decode step: per layer seven, or one for q/k/v when their outputs fill whole words and
/// one for w1/w3 when w1's do (the fused streams), and the classifier's.
fn expected_matvecs(l: &Layout, pc: &ProgramConfig) -> usize {
    let wb = l.device.word_bytes;
    let c = &l.config;
    let kvd = c.dim * c.n_kv_heads / c.n_heads;
    let fq = pc.fuse && (4 * c.dim) % wb == 0 && (4 * kvd) % wb == 0;
    let fw = pc.fuse && (4 * c.hidden_dim) % wb == 0;
    l.layers.len() * (7 - 2 * fq as usize - fw as usize) + 1
}

const TOKENS: [u32; 24] = [1, 403, 407, 261, 378, 434, 275, 5, 17, 88, 412, 300, 299, 2, 7, 511, 0, 45, 46, 47, 300, 301, 120, 9];

/// Decode steps at positions 0..n on the executor against golden-int (logits, argmax, KV cache), with the
/// ISA 1.0 programs (`matmul` + `vec.requant`) and with the ISA 1.1 programs (`matvec`), one per matrix
/// and with the fused q/k/v and w1/w3 streams; all with ISA 1.2 table keep (`pc.table_keep`), and the
/// fused ISA 1.1 programs also without it; all with resident constants (`pc.resident_consts`: the setup
/// program runs first), and the fused ISA 1.1 programs also self-contained.
fn decode_matches_golden(cfg: &DeviceConfig, pc: &ProgramConfig, n: usize, sched: Schedule, permute_blocks: bool) {
    for (matvec, fuse, keep, resident) in [(false, false, true, true), (true, false, true, true), (true, true, true, true), (true, true, false, true), (true, true, true, false)] {
        let table_keep = keep && pc.table_keep;
        let resident_consts = resident && pc.resident_consts;
        decode_matches_golden_on(cfg, &ProgramConfig { matvec, fuse, table_keep, resident_consts, ..pc.clone() }, n, sched, permute_blocks);
    }
}

fn decode_matches_golden_on(cfg: &DeviceConfig, pc: &ProgramConfig, n: usize, sched: Schedule, permute_blocks: bool) {
    let q = stories();
    let (layout, img) = build(&q, cfg).expect("image builds");
    let pc = pc.clone();
    let mut m = program::loaded_machine(&layout, &pc, &img).unwrap();
    if permute_blocks {
        // map logical block i to physical block (num - 1 - i): the program must go through the table
        let kv = &layout.kv;
        for i in 0..kv.seqs * kv.layers * kv.blocks_per_seq {
            let o = kv.block_table.offset as usize + 4 * i;
            m.dram[o..o + 4].copy_from_slice(&((kv.num_blocks - 1 - i) as u32).to_le_bytes());
        }
    }
    let mut g = IntTransformer::new(q);
    for (pos, &tok) in TOKENS.iter().take(n).enumerate() {
        let want = g.forward_observed(tok, pos, &mut NoObs).to_vec();
        let prog = program::decode(&layout, &pc, tok, pos).expect("decode program");
        let mvs = prog.instrs.iter().filter(|i| matches!(i, Instr::Matvec(_))).count();
        assert_eq!(mvs, if pc.matvec { expected_matvecs(&layout, &pc) } else { 0 }, "one matvec per matrix or fused stream");
        let st = program::run(&mut m, &prog, sched).unwrap_or_else(|e| panic!("pos {pos}: {e}"));
        let (logits, (idx, val)) = program::results(&m, &layout, &prog.io);
        assert_eq!(logits, want, "{cfg:?} matvec {} table_keep {} pos {pos}: logits differ from golden-int", pc.matvec, pc.table_keep);
        let best = crate::golden::int::argmax(&want);
        assert_eq!((idx as usize, val), (best, want[best]), "pos {pos}: argmax");
        assert_eq!(st.executed.iter().sum::<u64>(), prog.instrs.len() as u64);
        check_kv(&m, &layout, &g, pos, &format!("{cfg:?} pos {pos}"));
    }
}

struct NoObs;
impl crate::golden::int::Observer for NoObs {
    fn value(&mut self, _: Option<usize>, _: crate::golden::int::Op, _: &'static str, _: &[i32]) {}
}

#[test]
fn decode_bit_exact_64bit_port_8x8() {
    decode_matches_golden(&dev(8, 8, 8, 16), &ProgramConfig::default(), 20, Schedule::QueuesFirst, false);
}

#[test]
fn decode_bit_exact_128bit_port_16x8_small_blocks_permuted_table() {
    decode_matches_golden(&dev(16, 8, 16, 4), &ProgramConfig { blocks_per_slot: 1000, sram_bytes: 512 << 10, ..Default::default() }, 11, Schedule::DispatchFirst, true);
}

#[test]
fn decode_bit_exact_256bit_port_32x8_random_schedules() {
    for seed in [1u64, 0xdead_beef, 77] {
        decode_matches_golden(&dev(32, 8, 32, 16), &ProgramConfig { blocks_per_slot: 3, weight_slots: 3, ..Default::default() }, 6, Schedule::Random(seed), false);
    }
}

#[test]
fn prefill_chunk_then_decode_equals_token_by_token() {
    let q = stories();
    let cases = [(dev(8, 8, 8, 16), 0, 7, 1), (dev(16, 8, 16, 4), 3, 6, 5), (dev(32, 8, 32, 16), 2, 17, 1000)];
    for ((matvec, fuse), (cfg, p0, chunk, bps)) in [(false, false), (true, false), (true, true)].into_iter().flat_map(|mv| cases.clone().map(|c| (mv, c))) {
        let (layout, img) = build(&q, &cfg).unwrap();
        let pc = ProgramConfig { blocks_per_slot: bps, sram_bytes: 1 << 20, matvec, fuse, ..ProgramConfig::default() };
        let mut m = program::loaded_machine(&layout, &pc, &img).unwrap();
        let mut g = IntTransformer::new(q.clone());
        let mut want = Vec::new();
        // decode positions 0..p0, then one prefill chunk, then two decode steps
        for (pos, &tok) in TOKENS.iter().enumerate().take(p0 + chunk + 2) {
            want = g.forward_observed(tok, pos, &mut NoObs).to_vec();
            let prog = if pos < p0 || pos >= p0 + chunk {
                program::decode(&layout, &pc, tok, pos).unwrap()
            } else if pos + 1 == p0 + chunk {
                let p = program::prefill(&layout, &pc, &TOKENS[p0..p0 + chunk], p0).unwrap();
                assert_eq!(p.kind, "prefill");
                p
            } else {
                continue;
            };
            program::run(&mut m, &prog, Schedule::Random(pos as u64 + 5)).unwrap_or_else(|e| panic!("{cfg:?} pos {pos}: {e}"));
            let (logits, _) = program::results(&m, &layout, &prog.io);
            assert_eq!(logits, want, "{cfg:?} matvec {matvec} pos {pos} (p0 {p0}, chunk {chunk})");
            check_kv(&m, &layout, &g, pos, &format!("{cfg:?} after pos {pos}"));
        }
        assert!(!want.is_empty());
    }
}

#[test]
fn prefill_streams_each_weight_tile_once_for_the_chunk() {
    let q = stories();
    let (layout, _) = build(&q, &dev(8, 8, 8, 16)).unwrap();
    let pc = ProgramConfig { matvec: false, ..ProgramConfig::default() };
    let d = program::decode(&layout, &pc, 1, 0).unwrap();
    let p = program::prefill(&layout, &pc, &TOKENS[..8], 0).unwrap();
    let mm = |p: &program::Program| p.instrs.iter().filter(|i| matches!(i, Instr::Matmul(_))).count();
    let ms = |p: &program::Program| p.instrs.iter().filter_map(|i| if let Instr::Matmul(m) = i { Some(m.m) } else { None }).max().unwrap();
    assert_eq!(mm(&d), mm(&p), "same tiles for one token and for eight");
    assert_eq!((ms(&d), ms(&p)), (1, 8));
    // ISA 1.1: one matvec per matrix and token (prefill re-streams the weights for every token), no weight
    // DMA, matmul or requant
    let pc = ProgramConfig::default();
    let d = program::decode(&layout, &pc, 1, 0).unwrap();
    let p = program::prefill(&layout, &pc, &TOKENS[..8], 0).unwrap();
    let mv = |p: &program::Program| p.instrs.iter().filter(|i| matches!(i, Instr::Matvec(_))).count();
    let n = expected_matvecs(&layout, &pc) - 1;
    assert_eq!(n, 4 * layout.layers.len(), "q/k/v and w1/w3 fused at the default configuration");
    assert_eq!((mv(&d), mv(&p)), (n + 1, 8 * n + 1));
    for pr in [&d, &p] {
        assert_eq!(mm(pr), 0);
        assert!(!pr.instrs.iter().any(|i| matches!(i, Instr::Vector { op: VecOp::Requant { .. }, .. })));
        // the only DMA loads are the prologue's (tables, gains, ROPE rows, embedding) and the KV records
        let weights: Vec<u64> = layout.matrices().iter().flat_map(|(_, m)| [m.tiles.offset, m.scales.offset]).collect();
        assert!(!pr.instrs.iter().any(|i| matches!(i, Instr::Dma(Dma { target: DmaTarget::Linear { dram, .. }, .. }) if weights.contains(&(*dram as u64)))));
    }
}

#[test]
fn matvec_programs_run_where_isa_1_0_cannot() {
    // 8x8 tiles on 32-byte words (the image default): ISA 1.0 refuses (activation tiles off word
    // boundaries), the matvec programs run bit-exact
    decode_matches_golden_on(&DeviceConfig::default(), &ProgramConfig::default(), 4, Schedule::Random(3), false);
}

// ------------------------------------------------------------------------------------ refusals

#[test]
fn generator_refuses_what_does_not_fit() {
    let q = stories();
    let (layout, _) = build(&q, &dev(8, 8, 8, 16)).unwrap();
    let pc = ProgramConfig { matvec: false, ..ProgramConfig::default() };
    let err = |r: Result<program::Program, CompileError>| r.expect_err("must be refused").to_string();
    // SRAM too small
    let small = ProgramConfig { sram_bytes: 4096, ..pc.clone() };
    let e = err(program::decode(&layout, &small, 1, 0));
    assert!(e.contains("SRAM words") && e.contains("4096 bytes"), "{e}");
    // a long prefill needs more SRAM than the default
    let e = err(program::prefill(&layout, &pc, &vec![1; 100], 0));
    assert!(e.contains("SRAM"), "{e}");
    // program region too small
    let e = err(program::decode(&layout, &ProgramConfig { program_capacity: 100, ..pc.clone() }, 1, 0));
    assert!(e.contains("instructions") && e.contains("holds 100"), "{e}");
    // positions, tokens, empty chunk, matmul.m
    assert!(err(program::decode(&layout, &pc, 1, 512)).contains("sequence length 512"));
    assert!(err(program::decode(&layout, &pc, 512, 0)).contains("outside the vocabulary"));
    assert!(err(program::prefill(&layout, &pc, &[], 0)).contains("0 tokens"));
    assert!(err(program::decode(&layout, &ProgramConfig { blocks_per_slot: 0, ..pc.clone() }, 1, 0)).contains("0 output blocks"));
    assert!(err(program::prefill(&layout, &pc, &vec![1; 4096], 0)).contains("4095"));

    // ISA 1.0 alignment: 8x8 tiles on 32-byte words (the image default) cannot address input 8
    let (l32, _) = build(&q, &DeviceConfig::default()).unwrap();
    let e = err(program::decode(&l32, &pc, 1, 0));
    assert!(e.contains("word addresses") && e.contains("R = 8, WORD_BYTES = 32"), "{e}");
    // C = 4 on 32-byte words: an output block of 16 bytes
    let (l4, _) = build(&q, &dev(32, 4, 32, 16)).unwrap();
    assert!(err(program::decode(&l4, &pc, 1, 0)).contains("4 * C % WORD_BYTES"));
    // vector unit limits
    let e = err(program::decode(&layout, &ProgramConfig { max_vec_len: 100, ..pc.clone() }, 1, 0));
    assert!(e.contains("CAPS2"), "{e}");
    // ISA 1.1: groups of 5 inputs cannot be one matvec (gt counts 8-input tiles): refused, ISA 1.0 runs
    let f32m = crate::formats::llama2c::load_llama2c(&crate::locate::shared_models_dir().join("stories260K.bin")).unwrap();
    let (l5, _) = build(&QuantModel::prepare_with(&f32m, 5), &dev(8, 8, 8, 16)).unwrap();
    assert!(l5.matrices().iter().all(|(_, m)| m.stream.is_none() && m.mv_gt == 0));
    let e = err(program::decode(&l5, &ProgramConfig::default(), 1, 0));
    assert!(e.contains("layer0.wq") && e.contains("cannot be one ISA 1.1 matvec"), "{e}");
    // a DRAM window that holds the image but not the program region
    let (lw, _) = build(&q, &DeviceConfig { dram_bytes: 2 << 20, ..dev(8, 8, 8, 16) }).unwrap();
    assert!(err(program::decode(&lw, &pc, 1, 0)).contains("DRAM window"));
}

#[test]
fn program_bytes_disassemble_and_reassemble() {
    let q = stories();
    let (layout, _) = build(&q, &dev(8, 8, 8, 16)).unwrap();
    for matvec in [false, true] {
    let p = program::decode(&layout, &ProgramConfig { matvec, ..ProgramConfig::default() }, 5, 3).unwrap();
    let bytes = p.encode().unwrap();
    assert_eq!(bytes.len(), 16 * p.instrs.len());
    let text: String = p.instrs.iter().map(|i| format!("{i}\n")).collect();
    let back = systole_isa::assemble(&text).expect("the disassembly re-assembles");
    let words: Vec<u128> = p.instrs.iter().map(|i| i.encode().unwrap()).collect();
    assert_eq!(back, words);
    assert!(matches!(p.instrs.last(), Some(Instr::End { .. })));
    let [ctrl, dma, mm, vec] = p.per_queue();
    // ISA 1.0: the two nops that pre-load the free weight slots and end; ISA 1.1: end
    assert!(ctrl >= if matvec { 1 } else { 3 } && dma > 0 && mm > 0 && vec > 0);
    }
}

// ------------------------------------------------------------------------------------ executor errors

fn tiny() -> Machine {
    let caps = systole_isa::regs::Caps {
        rows: 8,
        cols: 8,
        word_bytes: 8,
        banks: 1,
        semaphores: 16,
        sram_words: 64,
        max_vec_len: 256,
        max_head_size: 16,
        max_row_bytes: 64,
        matvec: false,
        table_keep: true,
    };
    let kv = KvRegs { bt_base: 0x100, bt_seqs: 1, bt_layers: 1, bt_blocks: 2, kv_base: 0x200, kv_block_bytes: 64, kv_num_blocks: 2 };
    let mut m = Machine::new(ExecConfig { caps, queue_depth: 4 }, vec![0; 1024], kv);
    m.dram[0x100..0x104].copy_from_slice(&1u32.to_le_bytes());
    m.dram[0x104..0x108].copy_from_slice(&u32::MAX.to_le_bytes());
    m
}

fn run_prog(m: &mut Machine, prog: &[Instr]) -> Result<super::exec::RunStats, super::exec::ExecError> {
    run_sched(m, prog, Schedule::QueuesFirst)
}

fn run_sched(m: &mut Machine, prog: &[Instr], sched: Schedule) -> Result<super::exec::RunStats, super::exec::ExecError> {
    let at = 0x300;
    for (i, ins) in prog.iter().enumerate() {
        let w = ins.encode().unwrap();
        m.dram[at + 16 * i..at + 16 * i + 16].copy_from_slice(&systole_isa::to_bytes(w));
    }
    m.run(at as u64, prog.len(), sched)
}

fn load(dram: u32, sram: u32, rows: u16, words: u16, deps: Deps) -> Instr {
    Instr::Dma(Dma { deps, dir: DmaDir::Load, target: DmaTarget::Linear { dram, sram_stride: words }, sram, rows, words, dram_stride: words, tag: 0 })
}

fn kv(dir: DmaDir, block: u16, offset: u16, rows: u16) -> Instr {
    Instr::Dma(Dma { deps: Deps::NONE, dir, target: DmaTarget::Kv { seq: 0, layer: 0, block, offset }, sram: 0, rows, words: 1, dram_stride: 1, tag: 0 })
}

const END: Instr = Instr::End { deps: Deps::NONE };

fn code(r: Result<super::exec::RunStats, super::exec::ExecError>) -> (ErrorCode, Option<usize>) {
    let e = r.expect_err("must fail");
    (e.code, e.pc)
}

#[test]
fn executor_reports_the_isa_error_codes() {
    let mut m = tiny();
    // a good program: load, kv store into physical block 1, end
    m.dram[0..8].copy_from_slice(&[1, 2, 3, 4, 5, 6, 7, 8]);
    run_prog(&mut m, &[load(0, 0, 1, 1, Deps::NONE), kv(DmaDir::Store, 0, 2, 1), END]).unwrap();
    assert_eq!(&m.dram[0x200 + 64 + 16..0x200 + 64 + 24], &[1, 2, 3, 4, 5, 6, 7, 8]);
    assert_eq!(&m.sram[0..8], &[1, 2, 3, 4, 5, 6, 7, 8]);
    let before = (m.dram.clone(), m.sram.clone());
    let cases: Vec<(Vec<Instr>, ErrorCode, Option<usize>)> = vec![
        (vec![load(4, 0, 1, 1, Deps::NONE), END], ErrorCode::Misaligned, Some(0)),
        (vec![load(1024 - 8, 0, 2, 1, Deps::NONE), END], ErrorCode::OutOfWindow, Some(0)),
        (vec![END, load(0, 63, 2, 1, Deps::NONE)], ErrorCode::None, None),
        (vec![load(0, 63, 2, 1, Deps::NONE), END], ErrorCode::OutOfWindow, Some(0)),
        (vec![load(0, 0, 1, 9, Deps::NONE), END], ErrorCode::TooLong, Some(0)),
        (vec![kv(DmaDir::Load, 2, 0, 1), END], ErrorCode::KvIndex, Some(0)),
        (vec![kv(DmaDir::Load, 1, 0, 1), END], ErrorCode::KvUnmapped, Some(0)),
        (vec![kv(DmaDir::Load, 0, 7, 2), END], ErrorCode::KvOverrun, Some(0)),
        (vec![Instr::Nop { deps: Deps::NONE }], ErrorCode::ProgramOverrun, None),
        (vec![Instr::Sync { deps: Deps::new(3, 0), queue: Queue::Vector }, END], ErrorCode::Deadlock, Some(1)),
        (vec![Instr::Nop { deps: Deps::new(2, 0) }, END], ErrorCode::Deadlock, Some(0)),
        (
            vec![Instr::Matmul(Matmul { deps: Deps::NONE, accumulate: false, k: 9, n: 8, m: 1, w: 0, act: 0, out: 0, act_stride: 1, out_stride: 1 }), END],
            ErrorCode::Unsupported,
            Some(0),
        ),
        (
            vec![Instr::Matmul(Matmul { deps: Deps::NONE, accumulate: false, k: 8, n: 8, m: 2, w: 0, act: 0, out: 60, act_stride: 1, out_stride: 4 }), END],
            ErrorCode::OutOfWindow,
            Some(0),
        ),
        (vec![Instr::Vector { deps: Deps::NONE, op: VecOp::ResAdd { x: 0, y: 0, dst: 40, len: 256 } }, END], ErrorCode::OutOfWindow, Some(0)),
        (vec![Instr::Vector { deps: Deps::NONE, op: VecOp::ResAdd { x: 0, y: 0, dst: 0, len: 300 } }, END], ErrorCode::Unsupported, Some(0)),
    ];
    for (prog, want, pc) in cases {
        let mut mm = tiny();
        mm.dram.clone_from(&before.0);
        mm.sram.clone_from(&before.1);
        let r = run_prog(&mut mm, &prog);
        if want == ErrorCode::None {
            r.unwrap();
            continue;
        }
        assert_eq!(code(r), (want, pc), "{prog:?}");
        // a failing instruction moves nothing
        assert_eq!((&mm.dram[..0x300], &mm.sram), (&before.0[..0x300], &before.1), "{prog:?} changed memory");
    }
    // semaphore overflow: 256 signals of s1
    let mut p: Vec<Instr> = (0..256).map(|_| Instr::Nop { deps: Deps::new(0, 1) }).collect();
    p.push(END);
    let mut mm = tiny();
    mm.dram.resize(0x300 + 16 * 300, 0);
    assert_eq!(code(run_prog(&mut mm, &p)), (ErrorCode::SemOverflow, Some(255)));
}

#[test]
fn executor_start_checks_and_illegal_words() {
    let mut m = tiny();
    assert_eq!(m.run(0x300, 0, Schedule::QueuesFirst).unwrap_err().code, ErrorCode::ZeroLength);
    assert_eq!(m.run(0x308, 1, Schedule::QueuesFirst).unwrap_err().code, ErrorCode::Misaligned);
    // zero word (illegal opcode) at 0x300
    assert_eq!(m.run(0x300, 1, Schedule::QueuesFirst).unwrap_err().code, ErrorCode::IllegalOpcode);
    // a reserved bit, and a fetch beyond the window
    let w = Instr::Nop { deps: Deps::NONE }.encode().unwrap() | 1 << 100;
    m.dram[0x300..0x310].copy_from_slice(&systole_isa::to_bytes(w));
    assert_eq!(m.run(0x300, 1, Schedule::QueuesFirst).unwrap_err().code, ErrorCode::ReservedBits);
    assert_eq!(m.run(1024 - 16, 2, Schedule::QueuesFirst).unwrap_err().code, ErrorCode::IllegalOpcode);
    assert_eq!(m.run(1024, 1, Schedule::QueuesFirst).unwrap_err().code, ErrorCode::OutOfWindow);
    let mut bad = tiny();
    bad.kv.kv_base = 3;
    assert_eq!(bad.run(0x300, 1, Schedule::QueuesFirst).unwrap_err().code, ErrorCode::Misaligned);
}

/// A bounded FIFO deadlocks a program whose token producer comes after its consumer, as on the device.
#[test]
fn executor_models_the_fifo_depth() {
    let sync = |q, w, s| Instr::Sync { deps: Deps::new(w, s), queue: q };
    // five DMA syncs waiting on s1, then the vector sync that signals s1 five times? one signal only:
    // the 5th DMA instruction cannot be dispatched (FIFO of 4 full, head waits) before the producer.
    let mut p: Vec<Instr> = (0..5).map(|_| sync(Queue::Dma, 1, 0)).collect();
    p.extend((0..5).map(|_| sync(Queue::Vector, 0, 1)));
    p.push(END);
    let mut m = tiny();
    assert_eq!(code(run_prog(&mut m, &p)), (ErrorCode::Deadlock, Some(4)));
    let mut m = tiny();
    m.cfg.queue_depth = 8;
    run_prog(&mut m, &p).unwrap();
}

/// Random memory contents never make a vector operation panic (the contract's ops on garbage operands).
#[test]
fn executor_vector_ops_never_panic_on_garbage() {
    let mut s = 0x1234_5678u64;
    let mut rnd = || {
        s ^= s << 13;
        s ^= s >> 7;
        s ^= s << 17;
        s
    };
    for _ in 0..300 {
        let mut m = tiny();
        m.cfg.caps.sram_words = 4096;
        m.sram = (0..4096 * 8).map(|_| rnd() as u8).collect();
        let a = |r: u64| (r % 3000) as u32;
        let len = (rnd() % 200 + 1) as u16;
        let hs = 2 * (rnd() % 8 + 1) as u16;
        let ops = [
            VecOp::Quant { src: a(rnd()), q: a(rnd()), scales: a(rnd()), len, group: (rnd() % 40 + 1) as u16 },
            VecOp::Requant { acc: a(rnd()), wscales: a(rnd()), ascales: a(rnd()), dst: a(rnd()), len, groups: (rnd() % 8 + 1) as u16 },
            VecOp::RmsNorm { src: a(rnd()), gains: a(rnd()), eps: a(rnd()), dst: a(rnd()), len, shift: (rnd() % 65) as i8 - 32 },
            VecOp::Rope { src: a(rnd()), table: a(rnd()), dst: a(rnd()), heads: 3, head_size: hs },
            VecOp::Score { q: a(rnd()), k: a(rnd()), dst: a(rnd()), len, head_size: hs, att_scale: (rnd() % 32768) as u16 },
            VecOp::Softmax { src: a(rnd()), exp: a(rnd()), dst: a(rnd()), len, keep: rnd() % 2 == 0 },
            VecOp::Pv { p: a(rnd()), v: a(rnd()), dst: a(rnd()), len, head_size: hs },
            VecOp::SiluMul { h1: a(rnd()), h3: a(rnd()), sig: a(rnd()), dst: a(rnd()), len, keep: rnd() % 2 == 0 },
            VecOp::Argmax { src: a(rnd()), dst: a(rnd()), len },
            VecOp::Embed { row: a(rnd()), scales: a(rnd()), dst: a(rnd()), len, group: (rnd() % 40 + 1) as u16 },
            VecOp::KvPack { src: a(rnd()), dst: a(rnd()), heads: 3, head_size: hs },
        ];
        for op in ops {
            let _ = m.execute(&Instr::Vector { deps: Deps::NONE, op }, &mut Default::default());
        }
    }
    // instructions built directly get the decode checks: odd ROPE head, zero group, zero rows
    let mut m = tiny();
    let bad = [
        (VecOp::Rope { src: 0, table: 0, dst: 0, heads: 1, head_size: 3 }, ErrorCode::FieldRange),
        (VecOp::Embed { row: 0, scales: 0, dst: 0, len: 4, group: 0 }, ErrorCode::ZeroLength),
    ];
    for (op, want) in bad {
        assert_eq!(m.execute(&Instr::Vector { deps: Deps::NONE, op }, &mut Default::default()).unwrap_err().0, want);
    }
    assert_eq!(m.execute(&load(0, 0, 0, 1, Deps::NONE), &mut Default::default()).unwrap_err().0, ErrorCode::ZeroLength);
    // the KV_PACK record format is the executor's BFP16
    let mut m = tiny();
    let v: Vec<i32> = vec![1 << 20, -(1 << 19), 3, 0, 5, 6, 7, 8];
    for (i, x) in v.iter().enumerate() {
        m.sram[4 * i..4 * i + 4].copy_from_slice(&x.to_le_bytes());
    }
    m.execute(&Instr::Vector { deps: Deps::NONE, op: VecOp::KvPack { src: 0, dst: 8, heads: 1, head_size: 8 } }, &mut Default::default()).unwrap();
    let mut man = [0i16; 8];
    let e = to_bfp16(&v, &mut man);
    let rec = &m.sram[64..64 + 24];
    for j in 0..8 {
        assert_eq!(i16::from_le_bytes([rec[2 * j], rec[2 * j + 1]]), man[j]);
    }
    assert_eq!(u32::from_le_bytes(rec[16..20].try_into().unwrap()), e as u32);
    assert!(rec[20..24].iter().all(|&b| b == 0));
}

// ------------------------------------------------------------------------------------ cost model

#[test]
fn cost_model_hand_computed_schedule() {
    use super::cost::{simulate, CostParams};
    let p = CostParams { rows: 8, cols: 8, word_bytes: 8, dma_overhead: 20, kv_table_read: 20, dma_load_beat: 2, dma_store_beat: 1, mm_base: 58, mm_tail: 20, mv_base: 40, mv_beat: 1, mv_block: 4, mv_prefetch: 0, mv_pf_run: 0, mv_seq: 0, mv_tile: 1, mv_group: 1, dma_mv_wait: 0, dma_yield: 1, sram_flits_per_cycle: 1, vec_ack: 20, attn_lanes: 1, attn_in_bytes: 4, queue_depth: 4 };
    let mm = |w, s| Instr::Matmul(Matmul { deps: Deps::new(w, s), accumulate: false, k: 8, n: 8, m: 1, w: 0, act: 0, out: 0, act_stride: 1, out_stride: 1 });
    // the load of 100 beats: 20 + 2 * 100 = 220 cycles alone, 200 flits (demand 200 / 220); the matmul
    // (k = n = 8, m = 1: nw = 4, aw = 1): 58 + 8 + 4 = 70 cycles, 8 + 1 + 2 * 4 = 17 flits, tail 20
    let (dma, mmc) = (p.cost(&load(0, 0, 100, 1, Deps::NONE)), p.cost(&mm(0, 0)));
    assert_eq!((dma.cycles, dma.reads, dma.writes, dma.flits(), dma.tail), (220, 0, 100, 200, 0));
    assert_eq!((mmc.cycles, mmc.reads, mmc.writes, mmc.flits(), mmc.tail), (70, 9, 4, 17, 20));
    // arbitration weights (flits per packet): the load's 2, the matmul's 17 / 13
    assert_eq!((dma.weight(), mmc.weight()), (2.0, 17.0 / 13.0));
    // t=0 dispatch the load; t=1 it starts and runs alone to t=220, done and s1 at 221; the matmul
    // (dispatched at t=2, fetch every 2 cycles) starts at 221, runs 70 cycles to 290, done 291 + 20 = 311;
    // end's barrier waits for it: 312 cycles
    let prog = [load(0, 0, 100, 1, Deps::new(0, 1)), mm(1, 0), END];
    let r = simulate(&prog, &p).unwrap();
    assert_eq!(r.cycles, 312);
    assert_eq!(r.timeline[0], (1, 221));
    assert_eq!(r.timeline[1], (221, 311));
    assert_eq!((r.busy, r.dram_read, r.macs), ([220, 70, 0], 800, 64));
    // the second load starts at 221 with the first matmul and shares the SRAM node with it: the matmul's
    // demand 17 / 90 is below its weighted share (17/13 of 17/13 + 2) and is granted in full, the load gets the rest,
    // 1 - 17/90, of its 200/220 demand: 70 cycles at 0.892 = 62.46 cycles of work, then 157.54 alone,
    // done at 449; the second matmul 449..518, done 539; 540 cycles
    let prog = [load(0, 0, 100, 1, Deps::new(0, 1)), mm(1, 0), load(0, 0, 100, 1, Deps::new(0, 1)), mm(1, 0), END];
    let r = simulate(&prog, &p).unwrap();
    assert_eq!(r.timeline[2], (221, 449));
    assert_eq!(r.timeline[3], (449, 539));
    assert_eq!(r.cycles, 540);
    // without contention (sram_flits_per_cycle 0) the second load takes its 220 cycles: done at 441
    let r = simulate(&prog, &CostParams { sram_flits_per_cycle: 0, ..p.clone() }).unwrap();
    assert_eq!(r.timeline[2], (221, 441));
    // a producer after its consumer behind a full FIFO deadlocks, as in the executor
    let sync = |q, w, s| Instr::Sync { deps: Deps::new(w, s), queue: q };
    let mut bad: Vec<Instr> = (0..5).map(|_| sync(Queue::Dma, 1, 0)).collect();
    bad.push(sync(Queue::Vector, 0, 1));
    bad.push(END);
    assert!(simulate(&bad, &p).unwrap_err().to_string().contains("deadlocks at instruction 4"));
}

#[test]
fn cost_model_hand_computed_matvec() {
    use super::cost::{simulate, CostParams};
    let p = CostParams { rows: 8, cols: 8, word_bytes: 8, dma_overhead: 20, kv_table_read: 20, dma_load_beat: 2, dma_store_beat: 1, mm_base: 58, mm_tail: 20, mv_base: 40, mv_beat: 1, mv_block: 4, mv_prefetch: 0, mv_pf_run: 0, mv_seq: 0, mv_tile: 1, mv_group: 1, dma_mv_wait: 0, dma_yield: 1, sram_flits_per_cycle: 1, vec_ack: 20, attn_lanes: 1, attn_in_bytes: 4, queue_depth: 4 };
    // k = 20, n = 9, gt = 2: KB = 3, G = 2, NB = 2, BLOCK_BYTES = 3 * 64 + 2 * 32 = 256, S = 512 bytes = 64
    // beats: 40 + 64 + 4 * 2 = 112 cycles; reads ceil(20/8) + ceil(8/8) = 4, writes ceil(36/8) = 5 (14 flits)
    let mv = |w, s| Instr::Matvec(systole_isa::Matvec { deps: Deps::new(w, s), k: 20, n: 9, gt: 2, dram: 0, act: 0, ascale: 8, out: 16 });
    let c = p.cost(&mv(0, 0));
    assert_eq!((c.cycles, c.reads, c.writes, c.flits(), c.tail), (112, 4, 5, 14, 20));
    // t=0 dispatch; t=1 start, alone (demand 14 / 132 < 1 flit per cycle) to t=112, done 113 + 20 = 133;
    // end's barrier at 133: 134 cycles
    let r = simulate(&[mv(0, 0), END], &p).unwrap();
    assert_eq!((r.timeline[0], r.cycles), ((1, 133), 134));
    assert_eq!((r.busy, r.dram_read, r.macs), ([0, 112, 0], 512, 180));
    // a vector consumer waits for its signal: the resadd (95 + 9 = 104 cycles, tail 0) starts at 133
    let add = Instr::Vector { deps: Deps::new(3, 0), op: VecOp::ResAdd { x: 16, y: 16, dst: 16, len: 9 } };
    let r = simulate(&[mv(0, 3), add, END], &p).unwrap();
    assert_eq!(r.timeline[1], (133, 237));
    // the stream rate: mv_beat = 2 doubles the beat cycles (176); mv_base and mv_block are settable too
    let mut p2 = p.clone();
    p2.set("mv_beat", 2).unwrap();
    p2.set("mv_base", 0).unwrap();
    p2.set("mv_block", 0).unwrap();
    assert_eq!(p2.cost(&mv(0, 0)).cycles, 128);
    assert_eq!(p.cost(&mv(0, 0)).cycles + 64, { let mut q = p.clone(); q.set("mv_beat", 2).unwrap(); q.cost(&mv(0, 0)).cycles });

    // the prefetch: the matvec waits (semaphore 3) for a resadd of 95 + 100 = 195 cycles, stretched to 200
    // by its 200 SRAM flits (100 reads, 50 writes of 2 flits) at one flit per cycle (t = 1 to 201, signal
    // at 201), while it is the MATRIX head from t = 2 with the unit idle: by its start at 201 all 64
    // beats are buffered, so it takes 40 + max(0, NB * G * (gt * mv_tile + mv_group) = 2 * 2 * 3 = 12)
    // + 4 * 2 = 60 cycles instead of 112
    let mut pp = p.clone();
    pp.set("mv_prefetch", 4096).unwrap();
    let add = Instr::Vector { deps: Deps::new(0, 3), op: VecOp::ResAdd { x: 16, y: 16, dst: 16, len: 100 } };
    let r = simulate(&[add.clone(), mv(3, 0), END], &pp).unwrap();
    assert_eq!(r.timeline[0], (1, 201));
    assert_eq!(r.timeline[1], (201, 201 + 60 + 20));
    // a buffer of 16 beats: 48 beats remain to stream after the start (40 + 48 + 8 = 96)
    pp.set("mv_prefetch", 16).unwrap();
    let r = simulate(&[add.clone(), mv(3, 0), END], &pp).unwrap();
    assert_eq!(r.timeline[1], (201, 201 + 96 + 20));
    // without a wait the matvec starts as it arrives: nothing prefetched, and the consumer keeps up with
    // the stream (40 + 64 + 8)
    let r = simulate(&[mv(0, 0), END], &pp).unwrap();
    assert_eq!(r.timeline[0], (1, 1 + 112 + 20));

    // a DMA load that starts while the matvec's stream is being prefetched waits `dma_mv_wait` cycles at
    // the shared AXI read port; the same load without a matvec in the program does not
    pp.set("mv_prefetch", 4096).unwrap();
    pp.set("sram_flits_per_cycle", 0).unwrap(); // no SRAM contention: the durations add up
    let ld = load(0x1000, 0x100, 40, 1, Deps::NONE);
    let dur = |prog: &[Instr], q: &CostParams, i: usize| {
        let r = simulate(prog, q).unwrap();
        r.timeline[i].1 - r.timeline[i].0
    };
    let with = [add.clone(), mv(3, 0), ld.clone(), END];
    let mut pw = pp.clone();
    pw.set("dma_mv_wait", 100).unwrap();
    assert_eq!(dur(&with, &pp, 2), 20 + 2 * 40);
    assert_eq!(dur(&with, &pw, 2), 20 + 2 * 40 + 100);
    let without = [add.clone(), ld.clone(), END];
    assert_eq!(dur(&without, &pw, 1), dur(&without, &pp, 1));

    // what-if `mv_pf_run = 2` (not the RTL): the second matvec of the MATRIX queue is prefetched once the
    // waiting head's stream is in, so it starts with all 64 beats buffered (60 cycles) instead of streaming
    // them after the head completes (112); `mv_pf_run = 0` is the RTL's behaviour
    let two = [add.clone(), mv(3, 0), mv(0, 0), END];
    let mut p0 = pp.clone();
    p0.set("sram_flits_per_cycle", 1).unwrap();
    let r0 = simulate(&two, &p0).unwrap();
    assert_eq!(r0.timeline[2].1 - r0.timeline[2].0, 112 + 20);
    let mut p2 = p0.clone();
    p2.set("mv_pf_run", 2).unwrap();
    let r2 = simulate(&two, &p2).unwrap();
    assert_eq!(r2.timeline[1], r0.timeline[1]);
    assert_eq!(r2.timeline[2].1 - r2.timeline[2].0, 60 + 20);
    // a ring of 80 beats leaves 16 beside the waiting head's 64: the second has 16 when the head starts
    // (271), 20 more while the head runs with its stream in (311 to 331), and streams the other 28
    // (40 + 28 + 8 = 76)
    let mut p3 = p2.clone();
    p3.set("mv_prefetch", 80).unwrap();
    let r3 = simulate(&two, &p3).unwrap();
    assert_eq!(r3.timeline[1], r2.timeline[1]);
    assert_eq!(r3.timeline[2].1 - r3.timeline[2].0, 76 + 20);
    assert!(p2.clone().set("queue_depth", 0).is_err());
    assert!(p2.set("queue_depth", 16).is_ok() && p2.queue_depth == 16);

    // `mv_seq = 1` (sequential read-ahead, the RTL since 2026-12-07; these hand-set parameters keep 0, the
    // head prefetch alone): the walker starts at the waiting head's stream (t = 2) and runs on into the
    // DRAM after it; the second matvec's stream begins where the first's ends (dram 8 = byte 512), so by
    // the time the unit is free both streams are in and each takes 60 cycles. A second stream one 64-byte
    // unit further on (dram 9) is a miss: the walker restarts there after the bursts in flight are dropped
    // (MV_SEQ_DROP = 128 beats), and the stream comes at the port's rate after that (40 + 64 + 8 + 128 = 240)
    let mv_at = |dram: u32| Instr::Matvec(systole_isa::Matvec { deps: Deps::NONE, k: 20, n: 9, gt: 2, dram, act: 0, ascale: 8, out: 16 });
    let mut ps = p0.clone();
    ps.set("mv_seq", 1).unwrap();
    let r = simulate(&[add.clone(), mv(3, 0), mv_at(8), END], &ps).unwrap();
    assert_eq!(r.timeline[1], r0.timeline[1]);
    assert_eq!(r.timeline[2].1 - r.timeline[2].0, 60 + 20);
    let r = simulate(&[add.clone(), mv(3, 0), mv_at(9), END], &ps).unwrap();
    assert_eq!(r.timeline[2].1 - r.timeline[2].0, 240 + 20);
    assert_eq!(super::cost::MV_SEQ_DROP, 128);
}

#[test]
fn cost_model_of_stories260k_programs_is_bounded_by_its_floors() {
    let q = stories();
    for cfg in [dev(8, 8, 8, 16), dev(16, 8, 16, 16), dev(32, 8, 32, 16)] {
        let (layout, _) = build(&q, &cfg).unwrap();
        let pc = ProgramConfig::default();
        for pos in [0, 63] {
            let p = program::decode(&layout, &pc, 1, pos).unwrap();
            let c = super::cost::program_cost(&layout, &p, pc.queue_depth).unwrap();
            let r = &c.report;
            assert!(r.cycles >= c.streamed_floor_cycles && r.cycles >= *r.busy.iter().max().unwrap(), "{cfg:?} {c:?}");
            assert!(r.cycles < r.busy.iter().sum::<u64>() + 16 * p.instrs.len() as u64, "queues overlap");
            assert!(c.streamed_floor_cycles >= c.memory_floor_cycles);
            // the DMA moves exactly the bytes the executor moves
            let (_, img) = build(&q, &cfg).unwrap();
            let mut m = program::loaded_machine(&layout, &pc, &img).unwrap();
            for pp in 0..pos {
                program::run(&mut m, &program::decode(&layout, &pc, 1, pp).unwrap(), Schedule::QueuesFirst).unwrap();
            }
            let st = program::run(&mut m, &p, Schedule::QueuesFirst).unwrap();
            assert_eq!((st.dram_read, st.dram_written, st.macs), (r.dram_read, r.dram_written, r.macs));
        }
        let p = program::prefill(&layout, &pc, &TOKENS[..16], 0).unwrap();
        let c = super::cost::program_cost(&layout, &p, pc.queue_depth).unwrap();
        assert!(c.cycles_per_token * 16.0 == c.report.cycles as f64);
    }
}

/// `irq` codes, `sync.ctrl` as a barrier, and semaphores pre-loaded by control instructions.
#[test]
fn executor_control_instructions() {
    let mut m = tiny();
    m.dram[0..8].copy_from_slice(&[9; 8]);
    let p = [
        Instr::Irq { deps: Deps::NONE, code: 0x42 },
        load(0, 5, 1, 1, Deps::new(0, 2)),
        // the irq waits for the load's token; sync.ctrl is a barrier and pre-loads s3
        Instr::Irq { deps: Deps::new(2, 0), code: 7 },
        Instr::Sync { deps: Deps::new(0, 3), queue: Queue::Ctrl },
        Instr::Sync { deps: Deps::new(3, 0), queue: Queue::Vector },
        Instr::Nop { deps: Deps::NONE },
        END,
    ];
    for sched in [Schedule::QueuesFirst, Schedule::DispatchFirst, Schedule::Random(3)] {
        let st = run_sched(&mut m, &p, sched).unwrap();
        assert_eq!(st.irqs, vec![0x42, 7], "{sched:?}");
        assert_eq!(st.executed, [5, 1, 0, 1]);
        assert_eq!(&m.sram[40..48], &[9; 8]);
    }
}

/// The fused streams: one `matvec` for q, k and v and one for w1 and w3 per layer (stories260K: 4 per
/// layer and the classifier's), each reading exactly the fused stream's bytes; without `fuse`, seven.
#[test]
fn fused_matvecs_per_layer() {
    let q = stories();
    let (layout, _) = build(&q, &dev(8, 8, 8, 16)).unwrap();
    let nl = layout.layers.len();
    for (fuse, per_layer) in [(true, 4), (false, 7)] {
        let pc = ProgramConfig { fuse, ..ProgramConfig::default() };
        let prog = program::decode(&layout, &pc, 5, 3).unwrap();
        let mvs: Vec<&systole_isa::Matvec> = prog.instrs.iter().filter_map(|i| if let systole_isa::Instr::Matvec(m) = i { Some(m) } else { None }).collect();
        assert_eq!(mvs.len(), nl * per_layer + 1, "fuse {fuse}");
        if fuse {
            for (li, ly) in layout.layers.iter().enumerate() {
                let (qkv, w13) = (ly.qkv.as_ref().expect("qkv fused"), ly.w13.as_ref().expect("w13 fused"));
                assert_eq!(qkv.outputs(), ly.wq.outputs + ly.wk.outputs + ly.wv.outputs);
                assert_eq!(qkv.stream.bytes, qkv.mv_shape().stream_bytes().div_ceil(8) * 8);
                let m = mvs[li * 4];
                assert_eq!((m.dram as u64 * 64, m.n as usize), (qkv.stream.offset, qkv.outputs()), "layer {li} qkv");
                let m = mvs[li * 4 + 2];
                assert_eq!((m.dram as u64 * 64, m.n as usize), (w13.stream.offset, w13.outputs()), "layer {li} w13");
            }
        }
    }
}

/// Stream order: the layout places the `matvec` streams back to back in the order the decode program (with
/// fused streams, the default) reads them, so each stream of stories260K (all multiples of 64 bytes) begins
/// where the program's previous one ends; the streams do not overlap each other or any other region.
#[test]
fn decode_streams_lie_back_to_back_in_program_order() {
    let q = stories();
    let (layout, _) = build(&q, &dev(8, 8, 8, 16)).unwrap();
    for fuse in [true] {
        let pc = ProgramConfig { fuse, ..ProgramConfig::default() };
        let prog = program::decode(&layout, &pc, 5, 3).unwrap();
        let mvs: Vec<&systole_isa::Matvec> = prog.instrs.iter().filter_map(|i| if let systole_isa::Instr::Matvec(m) = i { Some(m) } else { None }).collect();
        assert!(mvs.len() > 20, "fuse {fuse}: {} matvecs", mvs.len());
        for w in mvs.windows(2) {
            let (d0, s0) = (w[0].dram as u64 * 64, w[0].shape().stream_bytes());
            assert_eq!(s0 % 64, 0, "fuse {fuse}: stories260K's streams are whole 64-byte units");
            assert_eq!(w[1].dram as u64 * 64, d0 + s0, "fuse {fuse}: the stream after the one at {d0:#x} ({s0} bytes)");
        }
    }
    let mut regions = layout.regions();
    regions.sort_by_key(|r| r.offset);
    for w in regions.windows(2) {
        assert!(w[0].offset + w[0].bytes <= w[1].offset, "{} overlaps {}", w[0].name, w[1].name);
    }
}

// ------------------------------------------------------------------------------------ table keep (ISA 1.2)

/// The programs set `keep` on every `vec.softmax` / `vec.silu_mul` exactly when `table_keep`; with it, all
/// but the first of each engine's instructions in a program hit (one EXP2 and one SIG address per program),
/// the executor ends a program with both tables resident and the next program starts with none; the cost
/// model predicts fewer cycles by about the skipped table loads.
#[test]
fn table_keep_programs_hit_and_cost_less() {
    let q = stories();
    let (layout, img) = build(&q, &dev(8, 8, 8, 16)).unwrap();
    let mut cyc = Vec::new();
    for table_keep in [false, true] {
        let pc = ProgramConfig { table_keep, ..ProgramConfig::default() };
        assert_eq!(pc.caps(&layout).table_keep, table_keep);
        let prog = program::decode(&layout, &pc, 5, 3).unwrap();
        let (mut sm, mut si) = (0, 0);
        for i in &prog.instrs {
            match i {
                Instr::Vector { op: VecOp::Softmax { keep, .. }, .. } => {
                    sm += 1;
                    assert_eq!(*keep, table_keep);
                }
                Instr::Vector { op: VecOp::SiluMul { keep, .. }, .. } => {
                    si += 1;
                    assert_eq!(*keep, table_keep);
                }
                _ => {}
            }
        }
        let c = &layout.config;
        assert_eq!((sm, si), (c.n_layers * c.n_heads, c.n_layers), "one softmax per layer and head, one silu_mul per layer");
        let hits = super::cost::table_hits(&prog.instrs).iter().filter(|&&h| h).count();
        assert_eq!(hits, if table_keep { sm + si - 2 } else { 0 });
        let mut m = program::loaded_machine(&layout, &pc, &img).unwrap();
        program::run(&mut m, &prog, Schedule::QueuesFirst).unwrap();
        assert_eq!((m.resident.exp2.is_some(), m.resident.sig.is_some()), (table_keep, table_keep));
        let pcost = super::cost::program_cost(&layout, &prog, pc.queue_depth).unwrap();
        cyc.push((pcost.report.cycles, sm, si));
    }
    let ((off, sm, si), (on, _, _)) = (cyc[0], cyc[1]);
    let saved = ((sm - 1) as u64 * super::cost::SM_TABLE_CYCLES + (si - 1) as u64 * super::cost::SILU_TABLE_CYCLES) as f64;
    let got = (off - on) as f64;
    assert!(got > 0.5 * saved && got <= 1.05 * saved, "table keep saves {got} predicted cycles, the table loads are {saved}");
}

/// The executor's resident tables: a hit uses the table as loaded (also when the program broke the promise
/// and rewrote the SRAM words), another address or `keep = 0` loads (and `keep = 0` invalidates), a failed
/// softmax load invalidates, `Machine::run` (the doorbell) invalidates, an instruction that fails its
/// operand checks leaves the record as it is, and `keep` on a device without the capability is
/// `UNSUPPORTED`.
#[test]
fn executor_table_keep_semantics() {
    use crate::golden::fixed::{exp2_table, sigmoid_table};
    let mut m = tiny();
    m.cfg.caps.sram_words = 4096;
    m.sram = vec![0; 4096 * 8];
    let put16 = |m: &mut Machine, word: usize, v: &[u16]| {
        for (i, x) in v.iter().enumerate() {
            m.sram[8 * word + 2 * i..8 * word + 2 * i + 2].copy_from_slice(&x.to_le_bytes());
        }
    };
    let put32 = |m: &mut Machine, word: usize, v: &[i32]| {
        for (i, x) in v.iter().enumerate() {
            m.sram[8 * word + 4 * i..8 * word + 4 * i + 4].copy_from_slice(&x.to_le_bytes());
        }
    };
    let (e1, e2, s1, s2) = (1000usize, 1100usize, 2000usize, 2200usize);
    let exp = exp2_table();
    let mut exp_b = exp.clone();
    for v in exp_b.iter_mut().skip(1) {
        *v /= 3; // another legal table (EXP2[0] stays 32768): different weights
    }
    put16(&mut m, e1, &exp);
    put16(&mut m, e2, &exp_b);
    let sig = sigmoid_table();
    let sig_b: Vec<u16> = sig.iter().map(|&v| v / 2).collect();
    put16(&mut m, s1, &sig);
    put16(&mut m, s2, &sig_b);
    let scores: Vec<i32> = (0..16).map(|i| (i * 5000 - 30000) << 2).collect();
    put32(&mut m, 0, &scores);
    let h: Vec<i32> = (0..16).map(|i| (i - 8) << 15).collect();
    put32(&mut m, 100, &h);
    put32(&mut m, 200, &h);
    let sm = |exp: usize, keep| Instr::Vector { deps: Deps::NONE, op: VecOp::Softmax { src: 0, exp: exp as u32, dst: 300, len: 16, keep } };
    let si = |sig: usize, keep| Instr::Vector { deps: Deps::NONE, op: VecOp::SiluMul { h1: 100, h3: 200, sig: sig as u32, dst: 400, len: 16, keep } };
    let out = |m: &mut Machine, i: Instr| {
        m.execute(&i, &mut Default::default()).unwrap();
        let d = if matches!(i, Instr::Vector { op: VecOp::Softmax { .. }, .. }) { 300 } else { 400 };
        m.sram[8 * d..8 * d + 64].to_vec()
    };
    for (one, a, b) in [(sm as fn(usize, bool) -> Instr, e1, e2), (si as fn(usize, bool) -> Instr, s1, s2)] {
        m.resident = Default::default();
        let ra = out(&mut m, one(a, false));
        let rb = out(&mut m, one(b, false));
        assert_ne!(ra, rb, "the two tables give different results");
        assert_eq!(m.resident, Default::default(), "keep = 0 records nothing");
        assert_eq!(out(&mut m, one(a, true)), ra, "a keep miss loads");
        assert!(m.resident.op_hits(&match one(a, true) { Instr::Vector { op, .. } => op, _ => unreachable!() }));
        // the program breaks its promise: table a's words now hold table b, the hit still uses the old one
        let saved: Vec<u8> = m.sram[8 * a..8 * a + 1100].to_vec();
        let bb: Vec<u8> = m.sram[8 * b..8 * b + 1100].to_vec();
        m.sram[8 * a..8 * a + 1100].copy_from_slice(&bb);
        assert_eq!(out(&mut m, one(a, true)), ra, "a hit computes with the resident table");
        // keep = 0 loads the new words and invalidates; the next keep instruction loads again
        assert_eq!(out(&mut m, one(a, false)), rb);
        assert_eq!(out(&mut m, one(a, true)), rb);
        m.sram[8 * a..8 * a + 1100].copy_from_slice(&saved);
        assert_eq!(out(&mut m, one(a, true)), rb, "hit on the table loaded by the previous keep instruction");
        // another address is a miss
        assert_eq!(out(&mut m, one(b, true)), rb);
        assert_eq!(out(&mut m, one(a, true)), ra);
        // an instruction that fails its operand checks (dst beyond the SRAM) leaves the record
        let bad = match one(a, true) {
            Instr::Vector { op: VecOp::Softmax { src, exp, len, keep, .. }, deps } => Instr::Vector { deps, op: VecOp::Softmax { src, exp, dst: 4095, len, keep } },
            Instr::Vector { op: VecOp::SiluMul { h1, h3, sig, len, keep, .. }, deps } => Instr::Vector { deps, op: VecOp::SiluMul { h1, h3, sig, dst: 4095, len, keep } },
            _ => unreachable!(),
        };
        assert_eq!(m.execute(&bad, &mut Default::default()).unwrap_err().0, ErrorCode::OutOfWindow);
        assert!(m.resident.exp2.is_some() || m.resident.sig.is_some());
        // the doorbell invalidates
        m.dram[0..16].copy_from_slice(&systole_isa::to_bytes(END.encode().unwrap()));
        m.run(0, 1, Schedule::QueuesFirst).unwrap();
        assert_eq!(m.resident, Default::default());
    }
    // a softmax load that fails its EXP2[0] check invalidates
    out(&mut m, sm(e1, true));
    let mut bad = exp.clone();
    bad[0] = 100;
    put16(&mut m, e2, &bad);
    assert_eq!(m.execute(&sm(e2, true), &mut Default::default()).unwrap_err().0, ErrorCode::Unsupported);
    assert_eq!(m.resident.exp2, None);
    // keep on a device without table keep
    m.cfg.caps.table_keep = false;
    assert_eq!(m.execute(&sm(e1, true), &mut Default::default()).unwrap_err().0, ErrorCode::Unsupported);
    assert_eq!(m.execute(&si(s1, true), &mut Default::default()).unwrap_err().0, ErrorCode::Unsupported);
    m.execute(&sm(e1, false), &mut Default::default()).unwrap();
}

/// The cost of a table-keep hit: the table load's cycles and words out of a `vec.softmax` / `vec.silu_mul`,
/// and `table_hits` follows the engines' records (per engine, per address, `keep = 0` invalidating).
#[test]
fn cost_model_table_keep() {
    use super::cost::{table_hits, CostParams, SILU_TABLE_CYCLES, SM_TABLE_CYCLES};
    let q = stories();
    let (layout, _) = build(&q, &dev(8, 8, 8, 16)).unwrap();
    let p = CostParams::for_layout(&layout, 4);
    let sm = |exp, keep| Instr::Vector { deps: Deps::NONE, op: VecOp::Softmax { src: 0, exp, dst: 300, len: 20, keep } };
    let si = |sig, keep| Instr::Vector { deps: Deps::NONE, op: VecOp::SiluMul { h1: 0, h3: 100, sig, dst: 400, len: 172, keep } };
    let (miss, hit) = (p.cost(&sm(1000, true)), p.cost_kept(&sm(1000, true), true));
    assert_eq!((miss.cycles, miss.reads, miss.writes), (346 + p.vec_ack + 60, 65 + 10, 5));
    assert_eq!((hit.cycles, hit.reads, hit.writes), (346 + p.vec_ack + 60 - SM_TABLE_CYCLES, 10, 5));
    let (miss, hit) = (p.cost(&si(2000, true)), p.cost_kept(&si(2000, true), true));
    assert_eq!((miss.cycles, miss.reads, miss.writes), (717 + p.vec_ack + 172, 129 + 2 * 86, 86));
    assert_eq!((hit.cycles, hit.reads, hit.writes), (717 + p.vec_ack + 172 - SILU_TABLE_CYCLES, 2 * 86, 86));
    // the other vector operations do not change
    let add = Instr::Vector { deps: Deps::NONE, op: VecOp::ResAdd { x: 0, y: 100, dst: 0, len: 64 } };
    assert_eq!(p.cost_kept(&add, true), p.cost(&add));
    let prog = [sm(1000, true), si(2000, true), sm(1000, true), sm(1000, false), sm(1000, true), sm(1000, true), sm(1100, true), sm(1000, true), si(2000, true), si(2000, false), si(2000, true), END];
    assert_eq!(
        table_hits(&prog),
        [false, false, true, false, false, true, false, false, true, false, false, false]
    );
    // in a program: two softmaxes in a row, the second a hit, finish earlier by SM_TABLE_CYCLES
    let two = |keep| [sm(1000, keep), sm(1000, keep), END];
    let (a, b) = (super::cost::simulate(&two(false), &p).unwrap(), super::cost::simulate(&two(true), &p).unwrap());
    assert_eq!(a.cycles - b.cycles, SM_TABLE_CYCLES);
}

/// Resident constants: the setup program loads exactly the constants, eps, EXP2, SIG and every RMSNorm's
/// gains, into the bottom of the SRAM plan that every prefill and decode program shares; those programs
/// then load none of them, and on a device without the setup program they fail (the first `vec.softmax`
/// sees a zeroed EXP2 table) instead of computing with garbage. Self-contained programs load all 14 and
/// their setup is a bare `end`.
#[test]
fn resident_constants_come_from_the_setup_program() {
    let q = stories();
    let (layout, img) = build(&q, &dev(8, 8, 8, 16)).unwrap();
    let pc = ProgramConfig::default();
    assert!(pc.resident_consts);
    let at = program::resident_plan(&layout);
    let st = program::setup(&layout, &pc).unwrap();
    assert_eq!(st.kind, "setup");
    assert!(matches!(st.instrs.last(), Some(Instr::End { .. })));
    let c = &layout.config;
    let loads: Vec<&Dma> = st.instrs.iter().filter_map(|i| if let Instr::Dma(d) = i { Some(d) } else { None }).collect();
    assert_eq!(loads.len() + 1, st.instrs.len(), "only DMA loads and end");
    assert_eq!(loads.len(), 3 + 2 * c.n_layers + 1);
    // the loads cover [0, end) of the SRAM exactly once
    let mut cover = vec![0u32; at.end as usize];
    for d in &loads {
        assert_eq!(d.dir, DmaDir::Load);
        for w in d.sram..d.sram + d.rows as u32 {
            cover[w as usize] += 1;
        }
    }
    assert!(cover.iter().all(|&n| n == 1), "every resident word loaded once: {cover:?}");
    let dec = program::decode(&layout, &pc, 5, 3).unwrap();
    let pre = program::prefill(&layout, &pc, &TOKENS[..6], 0).unwrap();
    let own = program::decode(&layout, &ProgramConfig { resident_consts: false, ..pc.clone() }, 5, 3).unwrap();
    for p in [&dec, &pre, &own] {
        assert_eq!(p.sram.bufs[..4], st.sram.bufs[..], "{}: the resident region is the bottom of the SRAM plan", p.kind);
    }
    let dma_loads_into = |p: &program::Program| {
        p.instrs.iter().filter(|i| matches!(i, Instr::Dma(d) if d.dir == DmaDir::Load && (d.sram as u64) < at.end)).count()
    };
    assert_eq!((dma_loads_into(&dec), dma_loads_into(&pre)), (0, 0), "no program loads the resident constants");
    assert_eq!(dma_loads_into(&own), loads.len(), "a self-contained program loads them itself");
    assert_eq!(own.instrs.len(), dec.instrs.len() + loads.len());
    // without setup, the first softmax finds EXP2[0] = 0
    let mut m = program::machine(&layout, &pc, &img).unwrap();
    let e = program::run(&mut m, &dec, Schedule::QueuesFirst).err().expect("a resident program fails without setup");
    assert_eq!(e.code, ErrorCode::Unsupported, "{e}");
    assert!(matches!(e.pc.map(|k| &dec.instrs[k]), Some(Instr::Vector { op: VecOp::Softmax { .. }, .. })), "{e}");
    // self-contained: the setup program is a bare end
    let st0 = program::setup(&layout, &ProgramConfig { resident_consts: false, ..pc.clone() }).unwrap();
    assert_eq!(st0.instrs, vec![Instr::End { deps: Deps::NONE }]);
}

#[test]
fn cost_model_attention_width_what_if() {
    use super::cost::CostParams;
    // stories260K's records on 64-bit words: head_size 8, 2 * 8 + 4 = 20 bytes -> 3 words = 24 bytes.
    // Now (1 mantissa per cycle, 4-byte elements in): max(8, 6) = 8 cycles per record; 2 lanes: max(4, 6) = 6;
    // 2 lanes and 8-byte elements: max(4, 3) = 4.
    let q = stories();
    let (l, _) = build(&q, &dev(8, 8, 8, 16)).unwrap();
    let p = CostParams::for_layout(&l, 8);
    let score = |len: u16| Instr::Vector { deps: Deps::NONE, op: VecOp::Score { q: 0, k: 64, dst: 4096, len, head_size: 8, att_scale: 1 } };
    let pv = |len: u16| Instr::Vector { deps: Deps::NONE, op: VecOp::Pv { p: 0, v: 64, dst: 4096, len, head_size: 8 } };
    // two records apart, both score lengths whole words (4 * len bytes), so only the records differ
    let per_record = |q: &CostParams, i: &dyn Fn(u16) -> Instr| (q.cost(&i(64)).cycles - q.cost(&i(62)).cycles) / 2;
    let with = |sets: &[(&str, u64)]| {
        let mut q = p.clone();
        for &(n, v) in sets {
            q.set(n, v).unwrap();
        }
        q
    };
    for i in [&score as &dyn Fn(u16) -> Instr, &pv] {
        assert_eq!(per_record(&p, i), 8);
        assert_eq!(per_record(&with(&[("attn_lanes", 2)]), i), 6);
        assert_eq!(per_record(&with(&[("attn_lanes", 2), ("attn_in_bytes", 8)]), i), 4);
    }
    // a whole decode step at a long position gets cheaper, the program's arithmetic is the same
    let prog = program::decode(&l, &ProgramConfig::default(), 1, 63).unwrap();
    let now = super::cost::simulate(&prog.instrs, &p).unwrap();
    let wide = super::cost::simulate(&prog.instrs, &with(&[("attn_lanes", 2)])).unwrap();
    assert!(wide.cycles < now.cycles, "{} !< {}", wide.cycles, now.cycles);
    assert_eq!((wide.macs, wide.dram_read), (now.macs, now.dram_read));
    // 0 is refused with the name
    assert!(p.clone().set("attn_lanes", 0).unwrap_err().contains("attn_lanes"));
    assert!(p.clone().set("attn_in_bytes", 0).unwrap_err().contains("attn_in_bytes"));
}
