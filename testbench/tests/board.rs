//! The simulated board (`testbench/src/board.rs`) under the host driver (`host/src/driver`): the RTL does
//! all of stories260K's arithmetic, the driver streams the image, programs and KV blocks over the link
//! model, and the generated ids equal golden-int's.
//!
//! `SYSTOLE_TB_MODULES=systole_top cargo test --release -p systole-testbench --test board -- --nocapture`
//! (`SYSTOLE_BOARD_POSITIONS` sets the positions per reference prompt, default 64.)

#![cfg(systole_top_w64)]

use systole_host::driver::backend::DeviceBackend;
use systole_host::driver::link::LinkConfig;
use systole_host::driver::runtime::{Runtime, RuntimeOptions};
use systole_host::driver::sched::{run_all, Request};
use systole_host::driver::{Device, DriverError};
use systole_host::formats::llama2c::load_llama2c;
use systole_host::formats::tokbin::load_tokenizer;
use systole_host::generate::generate;
use systole_host::golden::int::IntTransformer;
use systole_host::golden::quant::QuantModel;
use systole_host::golden::Backend;
use systole_host::sampler::{Sampler, SamplerConfig};
use systole_host::tokenizer::Tokenizer;
use systole_testbench::board::{BoardConfig, SimBoard};

fn model() -> (QuantModel, Tokenizer) {
    let dir = systole_host::locate::shared_models_dir();
    let (m, t) = (dir.join("stories260K.bin"), dir.join("tok512.bin"));
    assert!(m.exists() && t.exists(), "stories260K.bin / tok512.bin not found in {} (see host/src/locate.rs)", dir.display());
    let model = load_llama2c(&m).expect("stories260K loads");
    let tok = Tokenizer::new(load_tokenizer(&t, model.config.vocab_size).expect("tokenizer loads"));
    (QuantModel::prepare(&model), tok)
}

const GREEDY: SamplerConfig = SamplerConfig { temperature: 0.0, top_k: 0, top_p: 0.9, seed: 1 };

fn golden(q: &QuantModel, tok: &Tokenizer, prompt: &str, steps: usize, cfg: SamplerConfig) -> Vec<u32> {
    let mut g = IntTransformer::new(q.clone());
    let mut s = Sampler::new(cfg, q.config.vocab_size).unwrap();
    generate(&mut g, tok, &mut s, prompt, steps, &mut |_| {}).unwrap().generated_ids
}

/// Every prompt of `../shared/reference/stories260K_greedy.jsonl`, greedy, 64 positions each (prompt
/// included), on the RTL through the driver: ids equal golden-int's. Prints the device figures. The
/// prompts are split over two tests (even and odd lines), each with its own board, so the two cores
/// simulate in parallel.
#[test]
fn sim_board_generates_the_even_reference_prompts_like_golden_int() {
    reference_prompts(0);
}

/// See [`sim_board_generates_the_even_reference_prompts_like_golden_int`].
#[test]
fn sim_board_generates_the_odd_reference_prompts_like_golden_int() {
    reference_prompts(1);
}

fn reference_prompts(parity: usize) {
    let (q, tok) = model();
    let all = systole_host::reference::load_reference(&systole_host::reference::shared_reference_dir().join("stories260K_greedy.jsonl")).expect("reference loads");
    assert!(all.len() >= 2, "the reference file has {} prompts", all.len());
    let refs: Vec<_> = all.into_iter().skip(parity).step_by(2).collect();
    let steps: usize = std::env::var("SYSTOLE_BOARD_POSITIONS").ok().and_then(|v| v.parse().ok()).unwrap_or(64);
    let board = SimBoard::open(BoardConfig::default()).expect("board opens");
    let rt = Runtime::open(board, &q, RuntimeOptions::default(), &mut |_, _| {}).expect("model loads onto the board");
    eprintln!("board: loaded {} bytes in {:.3} ms of device time ({:.0} ms wall)", rt.load.bytes, rt.load.device_ms, rt.load.wall_ms);
    let mut b = DeviceBackend::new(rt, "sim");
    let wall = std::time::Instant::now();
    for r in &refs {
        let want = golden(&q, &tok, &r.prompt, steps, GREEDY);
        let mut s = Sampler::new(GREEDY, q.config.vocab_size).unwrap();
        let g = generate(&mut b, &tok, &mut s, &r.prompt, steps, &mut |_| {}).unwrap();
        assert_eq!(g.generated_ids, want, "prompt {:?}: the RTL's ids differ from golden-int's", r.prompt);
        assert_eq!(g.prompt_ids, r.prompt_ids);
        let rep = b.report();
        eprintln!(
            "board: {:?}: {} prompt + {} generated tokens; prefill {} cycles, decode {:.0} cycles/token (max {}), TTFT {:.3} ms, ITL p50 {:.3} ms at {} MHz",
            r.prompt,
            g.prompt_ids.len(),
            g.generated_ids.len(),
            rep["prefill_cycles"],
            rep["decode_cycles_per_token"].as_f64().unwrap_or(0.0),
            rep["decode_cycles_max"],
            rep["sim_ttft_ms"].as_f64().unwrap_or(0.0),
            rep["sim_itl_ms_p50"].as_f64().unwrap_or(0.0),
            rep["clock_mhz"],
        );
    }
    let rep = b.report();
    let cycles = rep["cycles_total"].as_u64().unwrap();
    let ws = wall.elapsed().as_secs_f64();
    eprintln!(
        "board: {} programs, {cycles} cycles, MAC utilization {:.3}, {} DRAM bytes, {} link bytes; {:.0} simulated cycles per wall second",
        rep["programs"],
        rep["mac_utilization"].as_f64().unwrap(),
        rep["dram_bytes"],
        rep["link_bytes"],
        cycles as f64 / ws
    );
    assert!(b.error.is_none());
}

/// Three sequences in two slots with a KV pool too small for both: the driver swaps blocks over the link,
/// and each sequence's ids equal its golden-int run alone (greedy and sampled).
#[test]
fn sim_board_runs_sequences_together_with_a_tiny_pool() {
    let (q, tok) = model();
    let board = SimBoard::open(BoardConfig { link: LinkConfig::gen2x1(), ..BoardConfig::default() }).expect("board opens");
    let opts = RuntimeOptions { kv_blocks: Some(12), max_seqs: 2, prefill_chunk: 8, ..RuntimeOptions::default() };
    let mut rt = Runtime::open(board, &q, opts, &mut |_, _| {}).expect("loads");
    let prompts = ["Once upon a time", "The little bird was sad because", "Tom and his dog went to the park."];
    let cfgs = [GREEDY, SamplerConfig { temperature: 0.9, top_k: 0, top_p: 0.9, seed: 5 }, GREEDY];
    let steps = 24;
    let reqs = prompts
        .iter()
        .zip(cfgs)
        .map(|(p, c)| Request { prompt_ids: tok.encode(p, true, false), steps, sampler: Sampler::new(c, q.config.vocab_size).unwrap(), stop_token: 1 })
        .collect();
    let out = run_all(&mut rt, reqs, &mut |_, _| {}).expect("runs");
    for ((p, c), f) in prompts.iter().zip(cfgs).zip(&out) {
        assert_eq!(f.generated_ids, golden(&q, &tok, p, steps, c), "prompt {p:?}");
        eprintln!("board: {p:?} in slot {}: TTFT {:.3} ms, {} tokens", f.slot, f.timings.ttft_ms, f.generated_ids.len());
    }
    let st = rt.kv.stats;
    assert!(st.swap_outs > 0 && st.swap_ins > 0, "{st:?}");
    eprintln!("board: KV {st:?}, link {:?}", rt.link_stats());
}

/// A device-side error on the RTL (a KV block the table does not map) comes back as the device's error
/// code, and the board keeps working after it.
#[test]
fn sim_board_reports_device_errors() {
    let (q, _) = model();
    let board = SimBoard::open(BoardConfig::default()).expect("board opens");
    let mut rt = Runtime::open(board, &q, RuntimeOptions::default(), &mut |_, _| {}).expect("loads");
    let slot = rt.open_seq().unwrap();
    let first = rt.run_chunk(slot, &[1], 0).expect("position 0 runs");
    let kvl = rt.layout.kv.clone();
    let row = kvl.block_table.offset + (slot * kvl.layers * kvl.blocks_per_seq * 4) as u64;
    let mut saved = [0u8; 4];
    rt.dev.read_mem(row, &mut saved).unwrap();
    rt.dev.write_mem(row, &u32::MAX.to_le_bytes()).unwrap();
    let e = rt.run_chunk(slot, &[403], 1).unwrap_err();
    assert!(matches!(e, DriverError::Program { .. }), "{e}");
    eprintln!("board: {e}");
    // restore the entry: position 1 runs and equals golden-int
    rt.dev.write_mem(row, &saved).unwrap();
    let l = rt.run_chunk(slot, &[403], 1).expect("runs after the error");
    let mut g = IntTransformer::new(q.clone());
    assert_eq!(first, g.forward_observed(1, 0, &mut systole_host::golden::int::NoObserver).to_vec());
    assert_eq!(l, g.forward_observed(403, 1, &mut systole_host::golden::int::NoObserver).to_vec());
}
