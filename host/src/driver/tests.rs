//! The driver over the functional device ([`ExecDevice`]): generation equals golden-int, the KV manager
//! swaps with a tiny pool without changing any text, several sequences in flight each equal their run
//! alone, and bad devices and requests are errors.

use super::backend::DeviceBackend;
use super::exec::ExecDevice;
use super::kv::UNMAPPED;
use super::runtime::{Runtime, RuntimeOptions};
use super::sched::{run_all, Request};
use super::*;
use crate::formats::llama2c::load_llama2c;
use crate::formats::tokbin::load_tokenizer;
use crate::generate::generate;
use crate::golden::int::IntTransformer;
use crate::golden::quant::QuantModel;
use crate::sampler::{Sampler, SamplerConfig};
use crate::tokenizer::Tokenizer;
use systole_isa::regs::Caps;
use systole_isa::{Deps, Dma, DmaDir, DmaTarget, Instr};

fn model() -> Option<(QuantModel, Tokenizer)> {
    let dir = crate::locate::shared_models_dir();
    let (m, t) = (dir.join("stories260K.bin"), dir.join("tok512.bin"));
    if !crate::locate::shared_test_file(&m) || !crate::locate::shared_test_file(&t) {
        return None;
    }
    let model = load_llama2c(&m).expect("stories260K loads");
    let tok = Tokenizer::new(load_tokenizer(&t, model.config.vocab_size).expect("tokenizer loads"));
    Some((QuantModel::prepare(&model), tok))
}

/// The capabilities of the default top (`systole_top_w64`): 8x8 array, 64-bit words, 128 KiB SRAM.
fn caps() -> Caps {
    Caps {
        rows: 8,
        cols: 8,
        word_bytes: 8,
        banks: 4,
        semaphores: 16,
        sram_words: 16384,
        max_vec_len: 4096,
        max_head_size: 256,
        max_row_bytes: 4096,
        matvec: true,
        table_keep: true,
    }
}

fn device() -> ExecDevice {
    ExecDevice::new(caps(), 16 << 20, 4)
}

fn golden(q: &QuantModel, tok: &Tokenizer, prompt: &str, steps: usize, cfg: SamplerConfig) -> Vec<u32> {
    let mut g = IntTransformer::new(q.clone());
    let mut s = Sampler::new(cfg, q.config.vocab_size).unwrap();
    generate(&mut g, tok, &mut s, prompt, steps, &mut |_| {}).unwrap().generated_ids
}

const GREEDY: SamplerConfig = SamplerConfig { temperature: 0.0, top_k: 0, top_p: 0.9, seed: 1 };

#[test]
fn generation_on_the_device_equals_golden_int() {
    let Some((q, tok)) = model() else { return };
    let mut loads = Vec::new();
    let rt = Runtime::open(device(), &q, RuntimeOptions { prefill_chunk: 3, ..RuntimeOptions::default() }, &mut |d, t| loads.push((d, t))).unwrap();
    // the load streamed the whole image, in order, with progress
    assert_eq!(loads.last().map(|x| x.0), Some(rt.load.bytes));
    assert!(loads.windows(2).all(|w| w[0].0 < w[1].0 && w[0].1 == w[1].1));
    let mut b = DeviceBackend::new(rt, "exec");
    for (prompt, steps, cfg) in [
        ("Once upon a time", 40, GREEDY),
        ("Tom and his dog went to the park.", 36, SamplerConfig { temperature: 0.8, top_k: 0, top_p: 0.9, seed: 42 }),
        ("", 20, SamplerConfig { temperature: 1.0, top_k: 12, top_p: 1.0, seed: 7 }),
    ] {
        let want = golden(&q, &tok, prompt, steps, cfg);
        let mut s = Sampler::new(cfg, q.config.vocab_size).unwrap();
        let got = generate(&mut b, &tok, &mut s, prompt, steps, &mut |_| {}).unwrap().generated_ids;
        assert_eq!(got, want, "prompt {prompt:?}");
        assert!(!got.is_empty());
    }
    // the prompt of 9 tokens ran as prefill chunks of 3 (the last request's steps are all decode steps)
    assert!(b.rt.steps.iter().any(|s| s.kind == "prefill" && s.tokens == 3));
    assert!(b.error.is_none());
    let r = crate::golden::Backend::report(&b);
    assert!(r["link_bytes"].as_u64().unwrap() > b.rt.load.bytes);
}

#[test]
fn a_tiny_kv_pool_swaps_blocks_and_keeps_every_text() {
    let Some((q, tok)) = model() else { return };
    // 3 sequences of up to 40 positions in 2 slots: 3 blocks of 16 per layer x 5 layers = 15 blocks each,
    // 20 blocks in the pool: the second slot's blocks push the first's out and back
    let opts = RuntimeOptions { kv_blocks: Some(20), max_seqs: 2, prefill_chunk: 4, ..RuntimeOptions::default() };
    let mut rt = Runtime::open(device(), &q, opts, &mut |_, _| {}).unwrap();
    let prompts = ["Once upon a time", "The little bird was sad because", "Lily said, \"Can I play too?\""];
    let cfgs = [GREEDY, SamplerConfig { temperature: 0.9, top_k: 40, top_p: 0.95, seed: 3 }, GREEDY];
    let steps = 40;
    let reqs = prompts
        .iter()
        .zip(cfgs)
        .map(|(p, c)| Request { prompt_ids: tok.encode(p, true, false), steps, sampler: Sampler::new(c, q.config.vocab_size).unwrap(), stop_token: 1 })
        .collect();
    let mut order = Vec::new();
    let out = run_all(&mut rt, reqs, &mut |i, _| order.push(i)).unwrap();
    for ((p, c), f) in prompts.iter().zip(cfgs).zip(&out) {
        assert_eq!(f.generated_ids, golden(&q, &tok, p, steps, c), "prompt {p:?} in flight with others");
    }
    let st = rt.kv.stats;
    assert!(st.swap_outs > 0 && st.swap_ins > 0, "the pool was too large to force swapping: {st:?}");
    assert!(st.peak_blocks <= 20);
    // the first two sequences were in flight together: their tokens interleave
    let first_third = order.iter().position(|&i| i == 2).unwrap();
    assert!(order[..first_third].windows(2).any(|w| w[0] != w[1]), "sequences 0 and 1 interleave");
    // every slot closed at the end: the pool is free again
    assert_eq!(rt.kv.used_blocks(), 0);
}

#[test]
fn block_tables_map_resident_blocks_and_unmap_swapped_ones() {
    let Some((q, _)) = model() else { return };
    let opts = RuntimeOptions { kv_blocks: Some(10), max_seqs: 2, ..RuntimeOptions::default() };
    let mut rt = Runtime::open(device(), &q, opts, &mut |_, _| {}).unwrap();
    let kvl = rt.layout.kv.clone();
    let (a, b) = (rt.open_seq().unwrap(), rt.open_seq().unwrap());
    assert_eq!(rt.open_seq(), None, "two slots");
    rt.run_chunk(a, &[1, 403, 407], 0).unwrap();
    let read_row = |rt: &mut Runtime<ExecDevice>, slot: usize| {
        let n = kvl.layers * kvl.blocks_per_seq;
        let mut raw = vec![0u8; 4 * n];
        rt.dev.read_mem(kvl.block_table.offset + (slot * n * 4) as u64, &mut raw).unwrap();
        raw.chunks_exact(4).map(|c| u32::from_le_bytes([c[0], c[1], c[2], c[3]])).collect::<Vec<_>>()
    };
    let ra = read_row(&mut rt, a);
    // one block per layer, distinct physical blocks, the rest unmapped
    let mapped: Vec<u32> = ra.iter().copied().filter(|&e| e != UNMAPPED).collect();
    assert_eq!(mapped.len(), kvl.layers);
    assert!(mapped.iter().all(|&p| (p as usize) < 10));
    // b needs 10 blocks (2 per layer, 17 positions): all of a's go out
    let toks: Vec<u32> = (0..17).map(|k| 300 + k).collect();
    rt.prefill(b, &toks, 0).unwrap();
    assert_eq!(read_row(&mut rt, a).iter().filter(|&&e| e != UNMAPPED).count(), 0, "a's swapped blocks are unmapped");
    assert_eq!(read_row(&mut rt, b).iter().filter(|&&e| e != UNMAPPED).count(), 10);
    assert_eq!(rt.kv.stats.swap_outs, 5);
    // a continues: its blocks come back (b's go out) and its logits equal golden-int's
    let l = rt.run_chunk(a, &[261], 3).unwrap();
    let mut g = IntTransformer::new(q.clone());
    let mut want = Vec::new();
    for (p, t) in [1u32, 403, 407, 261].into_iter().enumerate() {
        want = g.forward_observed(t, p, &mut crate::golden::int::NoObserver).to_vec();
    }
    assert_eq!(l, want, "logits after swapping back in");
    // more positions than the pool holds for one sequence is a clear error
    let long: Vec<u32> = (0..40).map(|k| 300 + k).collect();
    let e = rt.prefill(b, &long, 17).unwrap_err();
    assert!(matches!(e, DriverError::Fit(ref m) if m.contains("pool holds 10")), "{e}");
}

#[test]
fn bad_devices_and_requests_are_errors() {
    let Some((q, _)) = model() else { return };
    // a window too small for the image
    let e = Runtime::open(ExecDevice::new(caps(), 64 << 10, 4), &q, RuntimeOptions::default(), &mut |_, _| {}).err().unwrap();
    assert!(matches!(e, DriverError::Fit(_)), "{e}");
    // not a Systole device
    let mut d2 = device();
    d2.poke_reg(systole_isa::regs::off::ID, 0x1234);
    let e = Runtime::open(d2, &q, RuntimeOptions::default(), &mut |_, _| {}).err().unwrap();
    assert!(matches!(e, DriverError::Incompatible(ref m) if m.contains("0x00001234")), "{e}");
    // zero options
    let e = Runtime::open(device(), &q, RuntimeOptions { max_seqs: 0, ..RuntimeOptions::default() }, &mut |_, _| {}).err().unwrap();
    assert!(matches!(e, DriverError::Request(_) | DriverError::Fit(_)), "{e}");
    // out-of-window DMA and misaligned registers
    let mut d = device();
    assert!(d.write_mem((16 << 20) - 4, &[0; 8]).is_err());
    assert!(d.read_mem(u64::MAX - 2, &mut [0; 8]).is_err());
    assert!(d.mmio_read(0x1001).is_err());
    // a device-side error comes back as DriverError::Program with its name
    let rt = Runtime::open(device(), &q, RuntimeOptions::default(), &mut |_, _| {}).unwrap();
    let mut b = DeviceBackend::new(rt, "exec");
    let slot = b.rt.open_seq().unwrap();
    // a program whose KV block is unmapped: run a decode at position 20 without the positions before
    // (the driver maps them, so unmap by hand to provoke the device's own check)
    b.rt.run_chunk(slot, &[1], 0).unwrap();
    let kvl = b.rt.layout.kv.clone();
    b.rt.dev.write_mem(kvl.block_table.offset + (slot * kvl.layers * kvl.blocks_per_seq * 4) as u64, &UNMAPPED.to_le_bytes()).unwrap();
    let e = b.rt.run_chunk(slot, &[403], 1).unwrap_err();
    assert!(matches!(e, DriverError::Program { .. }), "{e}");
    // a device still busy (a program left running after a timeout) is refused before anything is written
    b.rt.dev.poke_reg(systole_isa::regs::off::STATUS, systole_isa::regs::status::BUSY);
    let e = b.rt.run_chunk(slot, &[403], 1).unwrap_err();
    assert!(matches!(e, DriverError::Access(ref m) if m.contains("busy")), "{e}");
    b.rt.dev.poke_reg(systole_isa::regs::off::STATUS, 0);
    // positions out of order and tokens outside the vocabulary
    use crate::golden::Backend;
    b.reset();
    assert!(b.forward_chunk(&[1], 3).unwrap_err().contains("order"));
    assert!(b.forward_chunk(&[9999], 0).unwrap_err().contains("vocabulary"));
}

/// The resident constants (`ProgramConfig::resident_consts`): `Runtime::open` runs the setup program once;
/// the programs after it do not; a failed program marks the constants lost and the next program runs setup
/// again first, after which the logits still equal golden-int's.
#[test]
fn the_setup_program_runs_at_load_and_again_after_a_failed_program() {
    use crate::golden::int::NoObserver;
    let Some((q, _)) = model() else { return };
    let mut rt = Runtime::open(device(), &q, RuntimeOptions::default(), &mut |_, _| {}).unwrap();
    assert!(rt.pc.resident_consts, "the driver uses resident constants by default");
    assert_eq!(rt.load.setup_runs, 1);
    assert!(rt.consts_ok);
    let mut g = IntTransformer::new(q.clone());
    let toks = [1u32, 403, 407, 261, 378];
    for (p, &t) in toks.iter().enumerate() {
        g.forward_observed(t, p, &mut NoObserver);
    }
    let want = g.logits_q16().to_vec();
    let s = rt.open_seq().unwrap();
    rt.run_chunk(s, &toks[..3], 0).unwrap();
    rt.run_chunk(s, &toks[3..4], 3).unwrap();
    assert_eq!(rt.load.setup_runs, 1, "no setup between programs");
    // a program that fails: its first instruction loads beyond the SRAM
    let mut bad = rt.program(s, &toks[4..], 4).unwrap();
    bad.instrs[0] = Instr::Dma(Dma { deps: Deps::NONE, dir: DmaDir::Load, target: DmaTarget::Linear { dram: 0, sram_stride: 1 }, sram: rt.caps.sram_words, rows: 1, words: 1, dram_stride: 1, tag: 0 });
    let e = rt.run_program(s, &bad).err().expect("the program fails");
    assert!(e.to_string().contains("OUT_OF_WINDOW"), "{e}");
    assert!(!rt.consts_ok);
    let got = rt.run_chunk(s, &toks[4..], 4).unwrap();
    assert_eq!(rt.load.setup_runs, 2, "the setup program ran again before the next program");
    assert!(rt.consts_ok);
    assert_eq!(got, want, "logits after the setup re-run equal golden-int's");
}
