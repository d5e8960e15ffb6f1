//! End-to-end tests of the `systole` binary on stories260K (a missing shared model or reference file fails
//! them with its path, unless `SYSTOLE_ALLOW_MISSING_MODELS=1`: `locate::shared_test_file`).

mod common;

use common::{s, systole};
use serde_json::Value;
use std::path::{Path, PathBuf};
use systole_host::locate::shared_models_dir;
use systole_host::reference::{load_reference, shared_reference_dir, ReferenceSeq};

struct Files {
    model: PathBuf,
    tok: PathBuf,
    reference: PathBuf,
}

/// The shared model, tokenizer and reference, or `None` (and a message) when they are absent.
fn files() -> Option<Files> {
    let d = shared_models_dir();
    let f = Files {
        model: d.join("stories260K.bin"),
        tok: d.join("tok512.bin"),
        reference: shared_reference_dir().join("stories260K_greedy.jsonl"),
    };
    [&f.model, &f.tok, &f.reference].iter().all(|p| systole_host::locate::shared_test_file(p)).then_some(f)
}

/// Runs a command that must succeed with one JSON object as its whole stdout.
fn json(args: &[&str]) -> Value {
    let o = systole(args);
    assert_eq!(o.code, Some(0), "{args:?}: {}", o.stderr);
    assert_eq!(o.stdout.trim().lines().count(), 1, "stdout must be one JSON line: {}", o.stdout);
    serde_json::from_str(o.stdout.trim()).unwrap_or_else(|e| panic!("{e}: {}", o.stdout))
}

/// Runs a command that must fail with status 2 and an `error:` message containing `needle`.
fn fails(args: &[&str], needle: &str) -> String {
    common::fails(args, &[needle])
}

fn ids(v: &Value) -> Vec<u32> {
    v.as_array().unwrap().iter().map(|x| x.as_u64().unwrap() as u32).collect()
}

fn references(f: &Files) -> Vec<ReferenceSeq> {
    load_reference(&f.reference).unwrap()
}

#[test]
fn run_json_greedy_reproduces_every_reference_line() {
    let Some(f) = files() else { return };
    for r in references(&f) {
        let steps = r.steps.to_string();
        let v = json(&[
            "run",
            "--model",
            s(&f.model),
            "--tokenizer",
            s(&f.tok),
            "--prompt",
            &r.prompt,
            "--steps",
            &steps,
            "--json",
        ]);
        assert_eq!(ids(&v["prompt_ids"]), r.prompt_ids, "{:?}", r.prompt);
        assert_eq!(ids(&v["generated_ids"]), r.greedy_ids, "{:?}", r.prompt);
        assert_eq!(v["text"], r.text.as_str(), "{:?}", r.prompt);
        assert_eq!(v["backend"], "golden-f32");
        assert_eq!(v["steps"], r.steps);
        assert_eq!(v["sampler"]["temperature"], 0.0);
    }
}

#[test]
fn run_json_once_upon_a_time_128_fields() {
    let Some(f) = files() else { return };
    let r = references(&f).into_iter().find(|r| r.prompt == "Once upon a time").expect("reference line");
    let v = json(&["run", "--model", s(&f.model), "--prompt", "Once upon a time", "--steps", "128", "--json"]);
    assert_eq!(ids(&v["generated_ids"]), r.greedy_ids);
    for k in ["backend", "model", "prompt", "prompt_ids", "generated_ids", "text", "ttft_ms", "steps", "sampler"] {
        assert!(!v[k].is_null(), "missing {k}: {v}");
    }
    for k in ["itl_ms_p50", "itl_ms_p99", "tokens_per_s"] {
        assert!(v[k].as_f64().unwrap() > 0.0, "{k}: {v}");
    }
    assert!(v["model"].as_str().unwrap().ends_with("stories260K.bin"));
    assert_eq!(v["prompt"], "Once upon a time");
}

#[test]
fn run_streams_text_and_summarizes_on_stderr() {
    let Some(f) = files() else { return };
    let o = systole(&["run", "--model", s(&f.model), "--prompt", "Once upon a time", "--steps", "128"]);
    assert_eq!(o.code, Some(0), "{}", o.stderr);
    let r = references(&f).into_iter().find(|r| r.prompt == "Once upon a time").unwrap();
    assert_eq!(o.stdout, format!("{}\n", r.text));
    assert!(o.stderr.contains("124 tokens") && o.stderr.contains("TTFT") && o.stderr.contains("tok/s"), "{}", o.stderr);
    assert_eq!(o.stderr.lines().count(), 1, "{}", o.stderr);
}

#[test]
fn run_golden_int_gives_valid_json() {
    let Some(f) = files() else { return };
    let v = json(&[
        "run",
        "--model",
        s(&f.model),
        "--backend",
        "golden-int",
        "--prompt",
        "Once upon a time",
        "--steps",
        "64",
        "--json",
    ]);
    assert_eq!(v["backend"], "golden-int");
    assert_eq!(ids(&v["prompt_ids"]), vec![1, 403, 407, 261, 378]);
    let g = ids(&v["generated_ids"]);
    assert!(!g.is_empty() && g.len() <= 60 && g.iter().all(|&t| t < 512), "{g:?}");
    assert!(v["text"].as_str().unwrap().starts_with("Once upon a time"));
    for k in ["ttft_ms", "itl_ms_p50", "itl_ms_p99", "tokens_per_s"] {
        assert!(v[k].is_number(), "{k}: {v}");
    }
}

#[test]
fn same_seed_same_text_other_seed_other_text() {
    let Some(f) = files() else { return };
    let go = |seed: &str| {
        let v = json(&[
            "run",
            "--model",
            s(&f.model),
            "--prompt",
            "Once upon a time",
            "--steps",
            "128",
            "--temperature",
            "0.8",
            "--top-p",
            "0.9",
            "--seed",
            seed,
            "--json",
        ]);
        assert_eq!(v["sampler"]["seed"], seed.parse::<u64>().unwrap());
        ids(&v["generated_ids"])
    };
    let a = go("42");
    assert_eq!(a, go("42"));
    assert_ne!(a, go("43"));
}

/// Prompt-internal positions of `r` whose greedy next token another reference line reveals: the same
/// context prefix continued greedily there. `Some(agrees)` if known.
fn known_prompt_position(refs: &[ReferenceSeq], seq: &[u32], p: usize) -> Option<bool> {
    refs.iter().find_map(|o| {
        let all = o.all_ids();
        let generated_here = p + 1 >= o.prompt_ids.len();
        (generated_here && all.len() > p + 1 && all[..=p] == seq[..=p]).then(|| all[p + 1] == seq[p + 1])
    })
}

#[test]
fn eval_json_f32_agrees_on_every_generated_position() {
    let Some(f) = files() else { return };
    let refs = references(&f);
    let v =
        json(&["eval", "--model", s(&f.model), "--backend", "golden-f32", "--reference", s(&f.reference), "--json"]);
    let expected_positions: usize = refs.iter().map(|r| r.prompt_ids.len() + r.greedy_ids.len() - 1).sum();
    assert_eq!(v["positions"], expected_positions);
    // What the reference implies: every generated position agrees (greedy ids are the argmax); a prompt
    // position agrees or not as another line's greedy continuation of the same prefix shows; the rest is
    // not determined by the file.
    let (mut sure_hits, mut unknown, mut generated) = (0, 0, 0);
    for r in &refs {
        let seq = r.all_ids();
        for p in 0..seq.len() - 1 {
            if p + 1 >= r.prompt_ids.len() {
                sure_hits += 1;
                generated += 1;
            } else {
                match known_prompt_position(&refs, &seq, p) {
                    Some(true) => sure_hits += 1,
                    Some(false) => {}
                    None => unknown += 1,
                }
            }
        }
    }
    let hits = (v["top1_agreement"].as_f64().unwrap() * expected_positions as f64).round() as usize;
    assert!(
        (sure_hits..=sure_hits + unknown).contains(&hits),
        "{hits} agreeing positions; the reference implies {sure_hits} to {}",
        sure_hits + unknown
    );
    assert_eq!(v["generated_positions"], generated);
    assert_eq!(v["generated_top1_agreement"], 1.0);
    let nll = v["mean_nll"].as_f64().unwrap();
    assert!(nll.is_finite() && nll > 0.0);
    // The object starts with exactly these three keys.
    let o = systole(&["eval", "--model", s(&f.model), "--reference", s(&f.reference), "--json"]);
    assert!(o.stdout.starts_with("{\"positions\":"), "{}", o.stdout);
    let rest = &o.stdout[o.stdout.find(',').unwrap() + 1..];
    assert!(rest.starts_with("\"top1_agreement\":"), "{rest}");
    let rest = &rest[rest.find(',').unwrap() + 1..];
    assert!(rest.starts_with("\"mean_nll\":"), "{rest}");
    // Human output is a table with one row per sequence and a total.
    let o = systole(&["eval", "--model", s(&f.model), "--reference", s(&f.reference)]);
    assert_eq!(o.code, Some(0), "{}", o.stderr);
    assert!(
        o.stdout.contains("\"Once upon a time\"") && o.stdout.lines().any(|l| l.starts_with("all ")),
        "{}",
        o.stdout
    );
}

#[test]
fn eval_golden_int_runs() {
    let Some(f) = files() else { return };
    let v =
        json(&["eval", "--model", s(&f.model), "--backend", "golden-int", "--reference", s(&f.reference), "--json"]);
    let a = v["top1_agreement"].as_f64().unwrap();
    assert!(a > 0.3 && a <= 1.0, "{v}");
    assert_eq!(v["backend"], "golden-int");
}

#[test]
fn inspect_json_parses_and_counts() {
    let Some(f) = files() else { return };
    let v = json(&["inspect", "--model", s(&f.model), "--json"]);
    assert_eq!(v["n_params"], 260_032);
    assert_eq!(v["config"]["dim"], 64);
    let mem = v["memory"].as_array().unwrap();
    assert_eq!(mem.len(), 3);
    assert_eq!(mem[0]["weight_bytes"], 4 * 260_032);
    assert_eq!(mem[1]["weight_bytes"], 2 * 260_032);
    let int = mem[2]["weight_bytes"].as_u64().unwrap();
    assert!(int > 260_032 && int < 2 * 260_032, "{int}");
    let q = v["quant_error"].as_array().unwrap();
    assert_eq!(q.len(), 8); // embedding (shared classifier) + 7 per-layer kinds
    assert!(q.iter().all(|e| e["sqnr_db_per_row"].as_f64().unwrap() > 20.0), "{q:?}");
    // The GGUF file is the same model.
    let g = shared_models_dir().join("stories260K.gguf");
    if g.is_file() {
        assert_eq!(json(&["inspect", "--model", s(&g), "--json"])["n_params"], 260_032);
    }
    let o = systole(&["inspect", "--model", s(&f.model)]);
    assert!(o.code == Some(0) && o.stdout.contains("parameters   260032") && o.stdout.contains("SQNR"), "{}", o.stdout);
}

#[test]
fn bench_json_small() {
    let Some(f) = files() else { return };
    let v = json(&["bench", "--model", s(&f.model), "--steps", "32", "--repeat", "2", "--json"]);
    assert_eq!(v["tokens_per_run"], 32);
    assert_eq!(v["runs"].as_array().unwrap().len(), 2);
    assert!(v["decode_tokens_per_s"]["median"].as_f64().unwrap() > 0.0);
    assert!(v["ms_per_token"].as_f64().unwrap() > 0.0);
    let o = systole(&["bench", "--model", s(&f.model), "--backend", "golden-int", "--steps", "16", "--repeat", "1"]);
    assert!(o.code == Some(0) && o.stdout.contains("decode tok/s"), "{}", o.stderr);
}

/// A scratch directory under `target/` for this test binary.
fn scratch(name: &str) -> PathBuf {
    let d = Path::new(env!("CARGO_TARGET_TMPDIR")).join(format!("systole-cli-{name}"));
    std::fs::create_dir_all(&d).unwrap();
    d
}

#[test]
fn errors_exit_2_with_a_message() {
    let Some(f) = files() else { return };
    let (m, t) = (s(&f.model), s(&f.tok));
    let p = ["--prompt", "x"];

    let e = fails(&["run", "--model", "/nonexistent/dir/model.bin", "--prompt", "x"], "/nonexistent/dir/model.bin");
    assert!(e.contains("looked in"), "{e}");

    let d = scratch("errors");
    let bytes = std::fs::read(&f.model).unwrap();
    let truncated = d.join("truncated.bin");
    std::fs::write(&truncated, &bytes[..bytes.len() / 2]).unwrap();
    fails(&["run", "--model", s(&truncated), "--tokenizer", t, "--prompt", "x"], "truncated.bin");
    fails(&["inspect", "--model", s(&truncated), "--tokenizer", t], "truncated.bin");

    fails(&[&["run", "--model", m], &p[..], &["--temperature", "-1"]].concat(), "temperature");
    fails(&[&["run", "--model", m], &p[..], &["--temperature", "nan"]].concat(), "temperature");
    fails(&[&["run", "--model", m], &p[..], &["--top-p", "1.5"]].concat(), "top-p");
    fails(&[&["run", "--model", m], &p[..], &["--top-p", "0"]].concat(), "top-p");
    fails(&[&["run", "--model", m], &p[..], &["--backend", "golden-f64"]].concat(), "golden-f64");
    fails(&[&["run", "--model", m], &p[..], &["--steps", "100000"]].concat(), "100000");
    fails(&["bench", "--model", m, "--steps", "100000"], "100000");
    fails(&["bench", "--model", m, "--repeat", "0"], "repeat");
    fails(&["run", "--model", m], "--prompt");
    let long = "once upon a time ".repeat(200);
    fails(&["run", "--model", m, "--prompt", &long, "--steps", "0"], "shorten the prompt");

    let bad = d.join("bad.jsonl");
    std::fs::write(&bad, "{\"prompt\": \"x\", \"prompt_ids\": [1, 2]\n").unwrap();
    fails(&["eval", "--model", m, "--reference", s(&bad), "--json"], "line 1");
    let out_of_vocab = d.join("oov.jsonl");
    std::fs::write(&out_of_vocab, "{\"prompt\":\"x\",\"prompt_ids\":[1,9999],\"greedy_ids\":[5],\"steps\":3}\n")
        .unwrap();
    fails(&["eval", "--model", m, "--reference", s(&out_of_vocab)], "9999");
    fails(&["eval", "--model", m, "--reference", "/nonexistent/ref.jsonl"], "/nonexistent/ref.jsonl");
}

#[test]
fn help_documents_every_flag() {
    for (cmd, flags) in [
        (
            "run",
            &[
                "--model",
                "--tokenizer",
                "--prompt",
                "--steps",
                "--temperature",
                "--top-k",
                "--top-p",
                "--seed",
                "--backend",
                "--json",
            ][..],
        ),
        ("eval", &["--model", "--tokenizer", "--backend", "--reference", "--json"][..]),
        ("inspect", &["--model", "--tokenizer", "--json"][..]),
        ("bench", &["--model", "--tokenizer", "--backend", "--steps", "--repeat", "--json"][..]),
    ] {
        let o = systole(&[cmd, "--help"]);
        assert_eq!(o.code, Some(0));
        for fl in flags {
            assert!(o.stdout.contains(fl), "{cmd} --help lacks {fl}");
        }
    }
    let o = systole(&["--help"]);
    assert!(["run", "eval", "inspect", "bench"].iter().all(|c| o.stdout.contains(c)));
    let o = systole(&[]);
    assert_eq!(o.code, Some(2));
}

/// `systole disasm`: a program assembled here with the isa crate's encoder is disassembled by the binary
/// line for line (index, hex, the isa's disassembly), an illegal word is reported with its error code, the
/// text re-assembles to the same bytes, and bad files fail with status 2. Needs no model.
#[test]
fn disasm_lists_a_program_and_reports_illegal_words() {
    use systole_isa::{Deps, Dma, DmaDir, DmaTarget, ErrorCode, Instr, Matmul, Queue, VecOp};
    let prog = [
        Instr::Sync { deps: Deps::new(0, 1), queue: Queue::Ctrl },
        Instr::Dma(Dma {
            deps: Deps::new(1, 2),
            dir: DmaDir::Load,
            target: DmaTarget::Linear { dram: 0x1000, sram_stride: 1 },
            sram: 0x40,
            rows: 16,
            words: 1,
            dram_stride: 1,
            tag: 7,
        }),
        Instr::Dma(Dma {
            deps: Deps::NONE,
            dir: DmaDir::Store,
            target: DmaTarget::Kv { seq: 2, layer: 5, block: 9, offset: 12 },
            sram: 0x80,
            rows: 1,
            words: 9,
            dram_stride: 0,
            tag: 8,
        }),
        Instr::Matmul(Matmul { deps: Deps::new(2, 1), accumulate: true, k: 16, n: 16, m: 1, w: 0x40, act: 0x100, out: 0x200, act_stride: 1, out_stride: 4 }),
        Instr::Vector { deps: Deps::NONE, op: VecOp::RmsNorm { src: 0x300, gains: 0x400, eps: 0x410, dst: 0x500, len: 64, shift: -3 } },
        Instr::Irq { deps: Deps::NONE, code: 0x42 },
        Instr::End { deps: Deps::NONE },
    ];
    let mut words: Vec<u128> = prog.iter().map(|i| i.encode().unwrap()).collect();
    // an illegal word between the instructions: matmul with its reserved bit 31 set
    let bad = words[3] | 1 << 31;
    assert_eq!(systole_isa::decode(bad).unwrap_err().code, ErrorCode::ReservedBits);
    words.insert(4, bad);
    let bytes: Vec<u8> = words.iter().flat_map(|w| w.to_le_bytes()).collect();
    let d = scratch("disasm");
    let file = d.join("prog.bin");
    std::fs::write(&file, &bytes).unwrap();

    let o = systole(&["disasm", s(&file)]);
    assert_eq!(o.code, Some(0), "{}", o.stderr);
    let lines: Vec<&str> = o.stdout.lines().collect();
    assert_eq!(lines.len(), words.len(), "{}", o.stdout);
    let mut reassembled = String::new();
    for (pc, (line, &w)) in lines.iter().zip(&words).enumerate() {
        let (idx, rest) = line.split_once("  ").unwrap();
        let (hex, text) = rest.split_once("  ").unwrap();
        assert_eq!(usize::from_str_radix(idx, 16).unwrap(), pc, "{line}");
        assert_eq!(u128::from_str_radix(&hex.replace('_', ""), 16).unwrap(), w, "{line}");
        match systole_isa::decode(w) {
            Ok(i) => assert_eq!(text, i.to_string(), "{line}"),
            Err(e) => {
                assert!(text.starts_with(".word 0x") && text.contains("illegal: RESERVED_BITS") && text.contains("bit 31"), "{line}");
                assert_eq!(e.code, ErrorCode::ReservedBits);
            }
        }
        reassembled.push_str(text);
        reassembled.push('\n');
    }
    assert_eq!(systole_isa::assemble(&reassembled).unwrap(), words);
    assert!(o.stderr.contains("1 illegal"), "{}", o.stderr);

    let v = json(&["disasm", s(&file), "--json"]);
    assert_eq!(v["instructions"], words.len());
    assert_eq!(v["illegal"], 1);
    let p = v["program"].as_array().unwrap();
    assert_eq!(p[1]["mnemonic"], "dma.load");
    assert_eq!(p[1]["queue"], "dma");
    assert_eq!(p[1]["operands"]["dram"], 0x1000);
    assert_eq!(p[1]["operands"]["wait"], 1);
    assert_eq!(p[3]["operands"]["acc"], 1);
    assert_eq!(p[4]["illegal"]["name"], "RESERVED_BITS");
    assert_eq!(p[4]["illegal"]["code"], 0x12);
    assert_eq!(p[5]["operands"]["shift"], -3);

    // a truncated file, an empty file and a missing file are errors with status 2, not panics
    let truncated = d.join("truncated.bin");
    std::fs::write(&truncated, &bytes[..bytes.len() - 5]).unwrap();
    let e = fails(&["disasm", s(&truncated)], "truncated");
    assert!(e.contains(&format!("{} bytes", bytes.len() - 5)) && e.contains("11 bytes left over"), "{e}");
    let empty = d.join("empty.bin");
    std::fs::write(&empty, b"").unwrap();
    fails(&["disasm", s(&empty)], "empty");
    fails(&["disasm", "/nonexistent/prog.bin"], "/nonexistent/prog.bin");
    let o = systole(&["disasm", "--help"]);
    assert!(o.code == Some(0) && o.stdout.contains("--json") && o.stdout.contains("FILE"));
}

/// `systole compile`: the image file is the size the layout reports, the regions of the JSON map lie inside
/// it, disjoint and word-aligned, the tables read back from the file equal the integer model's, and bad
/// device parameters exit 2 with a message.
#[test]
fn compile_writes_the_image_and_its_layout() {
    use systole_host::golden::quant::QuantModel;
    let Some(f) = files() else { return };
    let m = s(&f.model);
    let d = scratch("compile");
    let img = d.join("stories260K.img");
    let v = json(&["compile", "--model", m, "--out", s(&img), "--json"]);
    let bytes = std::fs::read(&img).unwrap();
    let total = v["image_bytes"].as_u64().unwrap();
    assert_eq!(bytes.len() as u64, total);
    assert_eq!(v["device"]["word_bytes"], 32);
    let mut prev_end = 0;
    for r in v["regions"].as_array().unwrap() {
        let (o, b) = (r["offset"].as_u64().unwrap(), r["bytes"].as_u64().unwrap());
        assert!(o >= prev_end && o % 32 == 0 && o + b <= total, "{r}");
        prev_end = o + b;
    }
    let b = &v["breakdown"];
    let sum: u64 = ["weights", "weight_padding", "scales", "scale_padding", "embedding", "gains", "tables", "block_table", "kv_pool", "matvec_streams", "gaps"]
        .iter()
        .map(|k| b[k].as_u64().unwrap())
        .sum();
    assert_eq!(sum, total);
    // The EXP2 table in the file, at the offset the JSON layout gives, is the model's.
    let q = QuantModel::prepare(&systole_host::formats::llama2c::load_llama2c(&f.model).unwrap());
    let o = v["layout"]["tables"]["exp2"]["offset"].as_u64().unwrap() as usize;
    let exp2: Vec<u16> = bytes[o..o + 2 * q.tables.exp2.len()].chunks(2).map(|c| u16::from_le_bytes([c[0], c[1]])).collect();
    assert_eq!(exp2, q.tables.exp2);
    // The first tile row of layer 0's wq: input 0's weights for outputs 0..8.
    let o = v["layout"]["layers"][0]["wq"]["tiles"]["offset"].as_u64().unwrap() as usize;
    let want: Vec<u8> = (0..8).map(|c| q.layers[0].wq.q[c * q.layers[0].wq.cols] as u8).collect();
    assert_eq!(&bytes[o..o + 8], &want[..]);

    let o = systole(&["compile", "--model", m, "--layout", "--word-bytes", "16", "--rows", "16", "--cols", "16"]);
    assert_eq!(o.code, Some(0), "{}", o.stderr);
    assert!(o.stdout.contains("16 x 16 array, 16-byte words") && o.stdout.contains("layer4.w2.tiles") && o.stdout.contains("KV_BLOCK_BYTES"), "{}", o.stdout);

    fails(&["compile", "--model", m, "--word-bytes", "12"], "8, 16 or 32");
    fails(&["compile", "--model", m, "--rows", "0"], "rows and columns");
    fails(&["compile", "--model", m, "--block-size", "0"], "block size");
    fails(&["compile", "--model", m, "--kv-blocks", "4000000000"], "DRAM window");
    fails(&["compile", "--model", m, "--out", "/nonexistent/dir/x.img"], "/nonexistent/dir/x.img");
    fails(&["compile", "--model", "/nonexistent/m.bin"], "/nonexistent/m.bin");
}

/// `systole compile --program`: a decode program runs on the functional executor bit-exactly against
/// golden-int (`--run`), its bytes disassemble with `systole disasm` to the `--disasm` listing, the cost
/// model prints its prediction, and bad program flags exit 2 with a message.
#[test]
fn compile_emits_runs_and_costs_programs() {
    let model = shared_models_dir().join("stories260K.bin");
    assert!(model.is_file(), "stories260K.bin not found at {} (this test needs it)", model.display());
    let m = s(&model);
    let dev = ["--rows", "8", "--cols", "8", "--word-bytes", "8"];
    let d = scratch("compile-program");
    let bin = d.join("decode.bin");
    let mut args = vec!["compile", "--model", m];
    args.extend(dev);
    args.extend(["--program", "decode", "--pos", "2", "--token", "7", "--run", "--cost", "--json", "--program-out", s(&bin)]);
    let v = json(&args);
    assert_eq!(v["run"]["bit_exact"], true, "{}", v["run"]);
    let n = v["program"]["instructions"].as_u64().unwrap();
    assert_eq!(std::fs::metadata(&bin).unwrap().len(), 16 * n);
    let c = &v["cost"];
    assert!(c["report"]["cycles"].as_u64().unwrap() >= c["streamed_floor_cycles"].as_u64().unwrap());
    assert_eq!(c["memory_floor_cycles"], 36568, "architecture.md's 64-bit floor");
    // the written program disassembles (no illegal word) to the same text as --disasm
    let o = systole(&["disasm", s(&bin)]);
    assert_eq!(o.code, Some(0), "{}", o.stderr);
    assert!(!o.stdout.contains(".word"));
    let mut args = vec!["compile", "--model", m];
    args.extend(dev);
    args.extend(["--program", "decode", "--pos", "2", "--token", "7", "--disasm"]);
    let t = systole(&args);
    assert_eq!(t.code, Some(0), "{}", t.stderr);
    let listing: Vec<&str> = t.stdout.lines().filter(|l| l.len() > 7 && l.as_bytes()[5] == b' ' && l[..5].chars().all(|c| c.is_ascii_digit())).collect();
    assert_eq!(listing.len() as u64, n);
    for (a, b) in listing.iter().zip(o.stdout.lines()) {
        assert_eq!(a[7..].trim(), b.splitn(3, "  ").nth(2).unwrap_or("").trim(), "{a} / {b}");
    }
    // prefill with --cost in text form
    let mut args = vec!["compile", "--model", m];
    args.extend(dev);
    args.extend(["--program", "prefill", "--tokens", "4", "--cost"]);
    let o = systole(&args);
    assert!(o.code == Some(0) && o.stdout.contains("prefill of 4 token(s)") && o.stdout.contains("not an RTL measurement"), "{}", o.stderr);
    // the setup program: the resident constants (3 tables and 11 norms' gains) as 14 DMA loads and `end`;
    // it has no logits, so --run refuses it; --no-resident programs load the constants themselves
    let mut args = vec!["compile", "--model", m];
    args.extend(dev);
    args.extend(["--program", "setup", "--cost", "--json"]);
    let v = json(&args);
    assert_eq!((v["program"]["kind"].as_str(), v["program"]["instructions"].as_u64()), (Some("setup"), Some(15)), "{v}");
    assert_eq!(v["program"]["per_queue"][1].as_u64(), Some(14));
    assert!(v["cost"]["report"]["cycles"].as_u64().unwrap() > 0);
    let mut args = vec!["compile", "--model", m];
    args.extend(dev);
    args.extend(["--program", "setup", "--run"]);
    let o = systole(&args);
    assert!(o.code == Some(2) && o.stderr.contains("--run needs a decode or prefill program"), "{:?} {}", o.code, o.stderr);
    let instrs = |extra: &[&str]| -> u64 {
        let mut args = vec!["compile", "--model", m];
        args.extend(dev);
        args.extend(["--program", "decode", "--pos", "2", "--json"]);
        args.extend(extra);
        json(&args)["program"]["instructions"].as_u64().unwrap()
    };
    assert_eq!(instrs(&["--no-resident"]), instrs(&[]) + 14, "self-contained programs load the 14 constants themselves");
    // a what-if with --cost-set: a faster matrix unit gives fewer predicted cycles
    let cycles = |extra: &[&str]| -> u64 {
        let mut args = vec!["compile", "--model", m];
        args.extend(dev);
        args.extend(["--program", "decode", "--cost", "--json"]);
        args.extend(extra);
        let o = systole(&args);
        assert_eq!(o.code, Some(0), "{}", o.stderr);
        let v: serde_json::Value = serde_json::from_str(o.stdout.lines().last().unwrap()).unwrap();
        v["cost"]["report"]["cycles"].as_u64().unwrap()
    };
    let (base, fast) = (cycles(&["--no-matvec"]), cycles(&["--no-matvec", "--cost-set", "mm_base=10", "--cost-set", "sram_flits_per_cycle=4"]));
    assert!(fast < base * 3 / 4, "a pipelined matrix unit on four SRAM nodes: {fast} against {base}");
    // ISA 1.1 (the default): a half-rate weight stream gives more predicted cycles than the full rate
    let (mv, slow) = (cycles(&[]), cycles(&["--cost-set", "mv_beat=2"]));
    assert!(slow > mv && mv < base, "matvec at full rate {mv}, half rate {slow}, ISA 1.0 {base}");
    // the head prefetch alone (the RTL before the read-ahead: `mv_seq=0` with its 256-beat wait) predicts
    // more cycles than the RTL's sequential read-ahead, and its two-deep what-if with deeper dispatcher
    // FIFOs fewer than the one-deep head prefetch
    let head = cycles(&["--cost-set", "mv_seq=0", "--cost-set", "dma_mv_wait=256"]);
    assert!(mv < head, "sequential read-ahead {mv} against the head prefetch {head}");
    let deep = cycles(&["--cost-set", "mv_seq=0", "--cost-set", "dma_mv_wait=256", "--cost-set", "mv_pf_run=2", "--cost-set", "queue_depth=16"]);
    assert!(deep < head, "two-deep prefetch {deep} against the one-deep {head}");

    // --no-matvec: the ISA 1.0 program (matmul + vec.requant) also runs bit-exactly; the default has one
    // matvec per matrix or fused stream and no matmul
    let mut args = vec!["compile", "--model", m];
    args.extend(dev);
    args.extend(["--program", "decode", "--pos", "1", "--run", "--json", "--disasm", "--no-matvec"]);
    let v = json(&args);
    assert_eq!((v["run"]["bit_exact"].clone(), v["program"]["matvec"].clone()), (serde_json::json!(true), serde_json::json!(false)));
    let dis = |v: &serde_json::Value, mn: &str| v["program"]["disasm"].as_array().unwrap().iter().filter(|l| l.as_str().unwrap().starts_with(mn)).count();
    assert!(dis(&v, "matmul ") > 0 && dis(&v, "vec.requant") > 0 && dis(&v, "matvec") == 0);
    args.pop();
    let v = json(&args);
    assert_eq!((v["run"]["bit_exact"].clone(), v["program"]["matvec"].clone()), (serde_json::json!(true), serde_json::json!(true)));
    // (the fused q/k/v and w1/w3 streams, the default since 854b416: 5 layers x 4 + the classifier)
    assert_eq!((dis(&v, "matvec "), dis(&v, "matmul "), dis(&v, "vec.requant")), (21, 0, 0));
    // ISA 1.2 table keep (the default): every vec.softmax / vec.silu_mul has keep=1, and the program runs
    // bit-exactly and is predicted faster than with --no-table-keep, whose listing has no keep
    let keep = |v: &serde_json::Value| v["program"]["disasm"].as_array().unwrap().iter().filter(|l| l.as_str().unwrap().contains(" keep=1")).count();
    assert_eq!((v["program"]["table_keep"].clone(), keep(&v)), (serde_json::json!(true), dis(&v, "vec.softmax") + dis(&v, "vec.silu_mul")));
    assert_eq!(dis(&v, "vec.softmax") + dis(&v, "vec.silu_mul"), 5 * 8 + 5);
    args.push("--no-table-keep");
    let v = json(&args);
    assert_eq!((v["run"]["bit_exact"].clone(), v["program"]["table_keep"].clone(), keep(&v)), (serde_json::json!(true), serde_json::json!(false), 0));
    let (kept, reloads) = (cycles(&[]), cycles(&["--no-table-keep"]));
    assert!(kept < reloads, "table keep {kept} predicted cycles, without {reloads}");

    fails(&["compile", "--model", m, "--cost"], "need --program");
    fails(&["compile", "--model", m, "--program", "bogus"], "bogus");
    fails(&["compile", "--model", m, "--program", "decode", "--no-matvec"], "R must be a multiple of WORD_BYTES");
    // the default image (8x8 on 32-byte words) that ISA 1.0 refuses runs with matvec
    let v = json(&["compile", "--model", m, "--program", "decode", "--run", "--json"]);
    assert_eq!(v["run"]["bit_exact"], true, "{}", v["run"]);
    let mut args = vec!["compile", "--model", m];
    args.extend(dev);
    for (extra, needle) in [
        (&["--program", "decode", "--pos", "512"][..], "sequence length"),
        (&["--program", "decode", "--token", "512"][..], "vocabulary"),
        (&["--program", "prefill", "--tokens", "0"][..], "at least 1"),
        (&["--program", "decode", "--sram-bytes", "1024"][..], "SRAM"),
        (&["--program", "decode", "--weight-slots", "0"][..], "0 weight slots"),
        (&["--program", "decode", "--cost-set", "mm_base=1"][..], "--cost-set needs --cost"),
        (&["--program", "decode", "--cost", "--cost-set", "bogus=1"][..], "unknown cost parameter \"bogus\""),
        (&["--program", "decode", "--cost", "--cost-set", "mm_base"][..], "expected NAME=VALUE"),
        (&["--program", "decode", "--cost", "--cost-set", "mm_base=-3"][..], "non-negative integer"),
        (&["--program", "decode", "--cost", "--cost-set", "queue_depth=0"][..], "queue_depth 0 must be 1..=1024"),
    ] {
        let mut a = args.clone();
        a.extend(extra);
        fails(&a, needle);
    }
}

/// `--backend sim`: the RTL generates, through the driver, the same ids as golden-int with the same
/// sampler settings, and the JSON carries the device figures. (Needs the Verilated top in the build: every
/// build but a `SYSTOLE_TB_MODULES` development build that excludes it, which this test then reports.)
#[test]
fn run_sim_backend_equals_golden_int_and_reports_the_device() {
    let Some(f) = files() else { return };
    if !systole_testbench::board::AVAILABLE {
        eprintln!("skipping: this build has no Verilated systole_top_w64 (SYSTOLE_TB_MODULES excludes it)");
        return;
    }
    for sampling in [vec![], vec!["--temperature", "0.8", "--top-p", "0.9", "--seed", "11"]] {
        let mut args = vec!["run", "--model", s(&f.model), "--tokenizer", s(&f.tok), "--prompt", "Once upon a time", "--steps", "16", "--json"];
        args.extend(sampling.iter());
        let mut gi = args.clone();
        gi.extend(["--backend", "golden-int"]);
        let mut sim = args.clone();
        sim.extend(["--backend", "sim", "--link", "gen2x1", "--prefill-chunk", "3"]);
        let (want, got) = (json(&gi), json(&sim));
        assert_eq!(ids(&got["generated_ids"]), ids(&want["generated_ids"]), "sampling {sampling:?}");
        assert_eq!(got["backend"], "sim");
        let c = |k: &str| got[k].as_f64().unwrap_or_else(|| panic!("field {k} in {got}"));
        // 5 prompt tokens in chunks of 3 (2 programs), then 11 decode steps plus the last sampled token's
        assert!(c("cycles_total") > 0.0 && c("prefill_cycles") > 0.0 && c("prefill_cycles") < c("cycles_total"));
        assert_eq!(got["programs"].as_u64(), Some(2 + 11));
        assert!(c("decode_cycles_per_token") > 10_000.0);
        // each decode step against its own position's floor: the mean ratio is a floor-weighted average of
        // the steps' ratios, so it lies between the best and the worst; both positions are decode positions
        let (lo, mean, hi) = (c("decode_floor_ratio_min"), c("decode_floor_ratio"), c("decode_floor_ratio_max"));
        assert!(1.0 <= lo && lo <= mean + 1e-9 && mean <= hi + 1e-9, "{lo} {mean} {hi}");
        for k in ["decode_floor_ratio_min_pos", "decode_floor_ratio_max_pos"] {
            assert!((5.0..16.0).contains(&c(k)), "{k} = {} is not a decode position", c(k));
        }
        assert!(c("mac_utilization") > 0.0 && c("mac_utilization") < 1.0);
        assert!(c("dram_bytes") > 100_000.0, "weights are streamed every step");
        assert!(got["load"]["bytes"].as_u64().unwrap() > 200_000);
        // the setup program ran once, at load, and is not one of the programs
        assert_eq!(got["setup_runs"].as_u64(), Some(1));
        assert!(c("setup_cycles") > 0.0);
        assert!(c("link_bytes") > got["load"]["bytes"].as_f64().unwrap());
        assert!(c("sim_ttft_ms") > 0.0 && c("sim_itl_ms_p50") > 0.0 && c("sim_itl_ms_p99") >= c("sim_itl_ms_p50"));
        assert_eq!(c("clock_mhz"), 100.0);
    }
    // bad device options are errors, not panics
    fails(&["run", "--model", s(&f.model), "--prompt", "x", "--backend", "sim", "--link", "gen7x2"], "gen2x1");
    fails(&["run", "--model", s(&f.model), "--prompt", "x", "--backend", "sim", "--clock-mhz", "0"], "MHz");
    // (the model loads first: its summary line precedes the error)
    let o = systole(&["run", "--model", s(&f.model), "--prompt", "x", "--backend", "sim", "--kv-blocks", "2", "--steps", "40"]);
    assert_eq!(o.code, Some(2), "{}", o.stderr);
    let last = o.stderr.trim().lines().last().unwrap_or("");
    assert!(last.starts_with("error:") && last.contains("pool holds 2") && !o.stderr.contains("panicked"), "{}", o.stderr);
    fails(&["run", "--model", s(&f.model), "--prompt", "x", "--backend", "sim", "--dram-mib", "1"], "window");
    fails(&["run", "--model", s(&f.model), "--prompt", "x", "--backend", "pcie"], "--device");
}

/// `systole eval --backend sim`: teacher-forced on the RTL, the same scores as golden-int.
#[test]
fn eval_sim_backend_equals_golden_int() {
    let Some(f) = files() else { return };
    if !systole_testbench::board::AVAILABLE {
        eprintln!("skipping: this build has no Verilated systole_top_w64");
        return;
    }
    let base = ["eval", "--model", s(&f.model), "--tokenizer", s(&f.tok), "--reference", s(&f.reference), "--positions", "12", "--json"];
    let mut gi = base.to_vec();
    gi.extend(["--backend", "golden-int"]);
    let mut sim = base.to_vec();
    sim.extend(["--backend", "sim"]);
    let (want, got) = (json(&gi), json(&sim));
    assert_eq!(want["positions"].as_u64(), Some(5 * 11), "12 positions of each sequence scored");
    for k in ["positions", "top1_agreement", "mean_nll"] {
        assert_eq!(got[k], want[k], "{k}: sim {got} vs golden-int {want}");
    }
    assert!(got["device"]["cycles_total"].as_u64().unwrap() > 0);
}
