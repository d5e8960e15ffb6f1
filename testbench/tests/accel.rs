//! The whole accelerator (`systole_top_w64`, `hdl/src/top/accel.rs`) in co-simulation
//! (`testbench/src/cosim.rs`): programs run from device DRAM behind an AXI4 memory model with latency and
//! stalls, the host drives the registers over AXI4-Lite, and the scoreboard checks every word the device
//! writes into its SRAM and its DRAM against golden-int (through the functional executor's write log),
//! with the first divergence reported by cycle, instruction, layer, tensor and element.
//!
//! `SYSTOLE_TB_MODULES=systole_top cargo test --release -p systole-testbench --test accel`

use systole_host::compiler::exec::{ExecConfig, KvRegs, Machine, Schedule};
use systole_isa::{Deps, Dma, DmaDir, DmaTarget, Instr, Matmul, Matvec, Queue, VecOp};
use systole_testbench::cosim::{Cosim, RunEnd};
use systole_testbench::harness::{run_seeded, Mismatch, Rng};
use systole_testbench::hdl::top::AccelConfig;
use systole_testbench::models::dma::axi_mem::{AxiMem, AxiMemCfg};
use systole_testbench::scoreboard::{tensors, Scoreboard, Tensor};
use systole_testbench::top_w64::TopW64 as Top;
use systole_testbench::verilated::SystoleTopW64;

const WB: usize = 8;
const BASE: u32 = 0x8000_0000;

/// DRAM behaviour: `fast` = one beat per cycle, short latency; otherwise random stalls and long latency.
fn dram(mem: Vec<u8>, fast: bool) -> AxiMem {
    let size = mem.len() as u32;
    let cfg = if fast {
        AxiMemCfg::full_rate(BASE, size, WB as u32)
    } else {
        AxiMemCfg { r_latency: 20, b_latency: 10, p_ar: 0.6, p_aw: 0.6, p_w: 0.7, p_r: 0.7, p_b: 0.7, ..AxiMemCfg::full_rate(BASE, size, WB as u32) }
    };
    AxiMem::new(cfg, mem)
}

fn exec_cfg() -> ExecConfig {
    ExecConfig { caps: AccelConfig::default().caps(), queue_depth: AccelConfig::default().queue_depth }
}

/// Runs `instrs` (placed at DRAM offset `prog_at`) on the RTL with the scoreboard, against the executor.
fn run_checked(seed: u64, mem: Vec<u8>, kv: KvRegs, instrs: &[Instr], tags: Vec<String>, prog_at: usize, fast: bool) -> Result<(RunEnd, Machine, Cosim<Top>), Mismatch> {
    run_checked_named(seed, mem, kv, &[], instrs, tags, vec![], prog_at, fast, 2_000_000)
}

/// Writes the program `instrs` into `mem` at byte `prog_at`.
fn place(mem: &mut [u8], instrs: &[Instr], prog_at: usize) {
    for (k, i) in instrs.iter().enumerate() {
        let w = i.encode().expect("test program encodes");
        mem[prog_at + 16 * k..prog_at + 16 * k + 16].copy_from_slice(&systole_isa::to_bytes(w));
    }
}

/// `run_checked` with the program's tensors named in divergence reports and a cycle limit. A non-empty
/// `setup` program (`program::setup`: the resident constants) runs first on the same device and executor,
/// checked by its own scoreboard; the program then starts from the SRAM it left (its spans and counters
/// are the program's alone).
#[allow(clippy::too_many_arguments)]
fn run_checked_named(
    seed: u64,
    mem: Vec<u8>,
    kv: KvRegs,
    setup: &[Instr],
    instrs: &[Instr],
    tags: Vec<String>,
    tensors: Vec<Tensor>,
    prog_at: usize,
    fast: bool,
    max_cycles: u64,
) -> Result<(RunEnd, Machine, Cosim<Top>), Mismatch> {
    let mut mem = mem;
    let mut m = Machine::new(exec_cfg(), mem.clone(), kv);
    let mut cs = Cosim::new(Top(SystoleTopW64::new()), dram(mem.clone(), fast), seed);
    cs.p_host_ready = 0.8;
    cs.reset(4)?;
    if !setup.is_empty() {
        place(&mut m.dram, setup, prog_at);
        place(&mut cs.dram.mem, setup, prog_at);
        let sram0 = m.sram.clone();
        m.log = Some(Vec::new());
        m.run(prog_at as u64, setup.len(), Schedule::Random(seed)).expect("the setup program runs on the executor");
        let log = m.log.take().unwrap_or_default();
        let sb = Scoreboard::new(WB, setup.to_vec(), vec!["setup".to_string(); setup.len()], vec![], &log, sram0, cs.dram.mem.clone());
        cs.attach(sb, setup);
        let end = cs.run(&kv, prog_at as u32, setup.len() as u32, max_cycles)?;
        if end.status & systole_isa::regs::status::DONE == 0 || end.error_code != 0 {
            return Err(systole_testbench::harness::violation(cs.cycle, "STATUS", "the setup program ends with DONE", format!("{end:?}")));
        }
        cs.spans.clear();
        mem = m.dram.clone();
    }
    place(&mut mem, instrs, prog_at);
    m.dram.clone_from(&mem);
    cs.dram.mem.clone_from(&mem);
    let sram0 = m.sram.clone();
    m.log = Some(Vec::new());
    let res = m.run(prog_at as u64, instrs.len(), Schedule::Random(seed));
    let log = m.log.take().unwrap_or_default();
    let sb = Scoreboard::new(WB, instrs.to_vec(), tags, tensors, &log, sram0, mem.clone());
    cs.attach(sb, instrs);
    // the spans count from the program's register writes (as on a fresh device without setup)
    let c0 = if setup.is_empty() { 0 } else { cs.cycle };
    let end = cs.run(&kv, prog_at as u32, instrs.len() as u32, max_cycles)?;
    for sp in cs.spans.iter_mut() {
        sp.1 -= c0;
        sp.2 = sp.2.saturating_sub(c0);
    }
    // the executor's verdict and the device's agree
    match res {
        Ok(_) => {
            if end.status & systole_isa::regs::status::DONE == 0 || end.error_code != 0 {
                return Err(systole_testbench::harness::violation(cs.cycle, "STATUS", "DONE without error (the executor completed)", format!("{end:?}")));
            }
        }
        Err(e) => {
            if end.error_code != e.code.code() as u32 || e.pc.map(|p| p as u32).unwrap_or(u32::MAX) != end.error_pc {
                return Err(systole_testbench::harness::violation(cs.cycle, "ERROR_CODE", &format!("{} at {:?} as the executor", e.code.name(), e.pc), format!("{end:?}")));
            }
        }
    }
    // after the run, the device's DRAM equals the executor's
    if cs.dram.mem != m.dram {
        let k = cs.dram.mem.iter().zip(&m.dram).position(|(a, b)| a != b).unwrap_or(0);
        return Err(systole_testbench::harness::violation(cs.cycle, "dram", "DRAM equals the executor's after the run", format!("byte {k:#x}")));
    }
    Ok((end, m, cs))
}

fn d(w: u8, s: u8) -> Deps {
    Deps::new(w, s)
}

/// A random program of the units this top executes: loads, matmuls (with accumulation chains),
/// element-wise vector operations, stores; semaphores order every producer and consumer.
fn random_program(rng: &mut Rng, mem: &mut [u8]) -> Vec<Instr> {
    // DRAM layout: [0, 64 KiB) data, program at 64 KiB
    for b in mem[..65536].iter_mut() {
        *b = rng.next_u64() as u8;
    }
    let mut p = vec![];
    let n = 2 + rng.below(4) as usize;
    for j in 0..n {
        let rows = 1 + rng.below(32) as u16;
        let words = 1 + rng.below(8) as u16;
        let sram = (rng.below(1024) * 4) as u32;
        let dram = (rng.below(4096) * 8) as u32;
        // iteration j waits for the store of iteration j - 1 (s4): no unit overwrites what another still reads
        p.push(Instr::Dma(Dma {
            deps: d(if j == 0 { 0 } else { 4 }, 1),
            dir: DmaDir::Load,
            target: DmaTarget::Linear { dram, sram_stride: words },
            sram,
            rows,
            words,
            dram_stride: words,
            tag: j as u8,
        }));
        // a matmul on what was loaded (weights and activations from the loaded rows), accumulation chain
        let k = 1 + rng.below(8) as u8;
        let nn = 1 + rng.below(8) as u8;
        let m = 1 + rng.below(16) as u16;
        let out = 8192 + (rng.below(256) * 4) as u32;
        p.push(Instr::Matmul(Matmul { deps: d(1, 0), accumulate: false, k, n: nn, m, w: sram, act: sram, out, act_stride: 1, out_stride: 4 }));
        // a matvec between the two matmuls (the MATRIX queue switches executor twice): activations and
        // scales from the loaded rows (k <= 8 * rows * words keeps both inside them), a weight stream from
        // the random DRAM data, outputs to their own region
        let rw = rows as u64 * words as u64;
        let mk = 1 + rng.below(rw.min(8) * 8) as u16;
        let (mn, gt) = (1 + rng.below(40) as u16, 1 + rng.below(4) as u8);
        let sb = systole_isa::matvec::Shape::new(mk as u32, mn as u32, gt as u32).stream_bytes();
        let mdram = rng.below((65536 - sb) / 64) as u32;
        p.push(Instr::Matvec(Matvec { deps: Deps::NONE, k: mk, n: mn, gt, dram: mdram, act: sram, ascale: sram, out: 10240 + (j as u32) * 64 }));
        p.push(Instr::Matmul(Matmul { deps: d(0, 2), accumulate: true, k, n: nn, m, w: sram + 1, act: sram, out, act_stride: 1, out_stride: 4 }));
        let len = 1 + rng.below(64) as u16;
        p.push(Instr::Vector { deps: d(2, 3), op: VecOp::ResAdd { x: out, y: sram, dst: 12288 + (j as u32) * 64, len } });
        p.push(Instr::Dma(Dma {
            deps: d(3, 4),
            dir: DmaDir::Store,
            target: DmaTarget::Linear { dram: 32768 + (j as u32) * 1024, sram_stride: 1 },
            sram: 12288 + (j as u32) * 64,
            rows: 1,
            words: len.div_ceil(2),
            dram_stride: 1,
            tag: 100 + j as u8,
        }));
    }
    p.push(Instr::End { deps: Deps::NONE });
    p
}

#[test]
fn accel_directed_programs() {
    run_seeded("accel_directed", |seed, _trace| {
        let mut mem = vec![0u8; 1 << 20];
        for (k, b) in mem[..4096].iter_mut().enumerate() {
            *b = (k * 7 + 3) as u8;
        }
        let end = Instr::End { deps: Deps::NONE };
        let load = Instr::Dma(Dma { deps: d(0, 1), dir: DmaDir::Load, target: DmaTarget::Linear { dram: 0, sram_stride: 2 }, sram: 16, rows: 4, words: 2, dram_stride: 2, tag: 5 });
        let mm = Instr::Matmul(Matmul { deps: d(1, 2), accumulate: false, k: 8, n: 8, m: 2, w: 16, act: 16, out: 256, act_stride: 1, out_stride: 4 });
        let va = Instr::Vector { deps: d(2, 3), op: VecOp::ResAdd { x: 256, y: 16, dst: 512, len: 16 } };
        let st = Instr::Dma(Dma { deps: d(3, 0), dir: DmaDir::Store, target: DmaTarget::Linear { dram: 8192, sram_stride: 1 }, sram: 512, rows: 1, words: 8, dram_stride: 1, tag: 6 });
        for (name, prog) in [("end", vec![end]), ("load", vec![load, end]), ("load+matmul", vec![load, mm, end]), ("load+matmul+resadd+store", vec![load, mm, va, st, end])] {
            let tags = vec![name.to_string(); prog.len()];
            let (e, _, cs) = run_checked(seed, mem.clone(), KvRegs::default(), &prog, tags, 65536, true)?;
            eprintln!("{name}: {} cycles, issued {:?}, completed {:?}", e.cycles, cs.issued, cs.completed);
        }
        Ok(())
    });
}

#[test]
fn accel_random_programs_match_golden_int() {
    let n = 30 * systole_testbench::harness::soak();
    let (cycles, writes) = run_seeded("accel_random", |seed, _trace| {
        let mut rng = Rng::new(seed);
        let mut total = 0u64;
        let mut writes = 0u64;
        for t in 0..n {
            let mut mem = vec![0u8; 1 << 20];
            let prog = random_program(&mut rng, &mut mem);
            let tags = vec![format!("random program {t}"); prog.len()];
            let (end, _m, cs) = run_checked(seed ^ t, mem, KvRegs::default(), &prog, tags, 65536, t % 2 == 0)?;
            total += end.cycles;
            let sb = cs.scoreboard.as_ref().unwrap();
            assert_eq!(sb.in_flight(), [0, 0, 0]);
            assert!(sb.writes_checked > 0);
            assert_eq!(sb.completed, prog.iter().filter(|i| i.queue() != Queue::Ctrl).count() as u64, "every queue instruction completed and was checked");
            writes += sb.writes_checked;
        }
        Ok((total, writes))
    });
    eprintln!("accel_random: {n} programs, {cycles} device cycles, {writes} device writes checked against golden-int");
}


/// stories260K (`../shared/models/stories260K.bin`) on the RTL: the compiler's image and programs for the
/// `default` top (8x8 array, 64-bit words, 128 KiB SRAM), a prefill chunk of 4 prompt tokens and then
/// decode steps, each run on the Verilated accelerator with every SRAM and DRAM write checked by the
/// scoreboard as it happens (layer, operation, tensor, element), the device's DRAM equal to the executor's
/// after each program, and the logits and argmax equal to golden-int's (`IntTransformer`). The KV cache
/// written by one program is read by the next through the block table. `SYSTOLE_MODEL_STEPS` sets the
/// decode steps after the prefill (default 2). Both program forms run: ISA 1.1 (one `matvec` per matrix and
/// token, the weights streamed from DRAM by `mv_exec`) and ISA 1.0 (weight DMAs, tile `matmul`s on the
/// systolic array, `vec.requant`); `SYSTOLE_MODEL_FORMS=matvec` or `=isa10` runs one of them; `SYSTOLE_TABLE_KEEP=0` generates them without the ISA 1.2 table keep flag.
#[test]
fn accel_stories260k_prefill_and_decode_bit_exact() {
    use systole_host::compiler::{image::build, program, DeviceConfig};
    use systole_host::golden::quant::QuantModel;
    let path = systole_host::locate::shared_models_dir().join("stories260K.bin");
    assert!(path.exists(), "stories260K.bin not found at {} (see host/src/locate.rs)", path.display());
    let q = QuantModel::prepare(&systole_host::formats::llama2c::load_llama2c(&path).expect("stories260K.bin loads"));
    let dev = DeviceConfig { rows: 8, cols: 8, word_bytes: WB, block_size: 16, ..DeviceConfig::default() };
    let (layout, img) = build(&q, &dev).expect("image builds");
    let caps = AccelConfig::default().caps();
    let pc = program::ProgramConfig {
        sram_bytes: caps.sram_words as usize * WB,
        queue_depth: AccelConfig::default().queue_depth,
        max_vec_len: caps.max_vec_len,
        max_head_size: caps.max_head_size,
        max_row_bytes: caps.max_row_bytes,
        ..program::ProgramConfig::default()
    };
    assert_eq!(pc.caps(&layout), caps, "the compiler's capabilities are the top's");
    let forms = std::env::var("SYSTOLE_MODEL_FORMS").unwrap_or_default();
    // SYSTOLE_TABLE_KEEP=0: programs without the ISA 1.2 table keep flag (every vec.softmax / vec.silu_mul
    // loads its table, as before ISA 1.2), for before/after measurements
    let table_keep = std::env::var("SYSTOLE_TABLE_KEEP").map_or(true, |v| v != "0");
    for matvec in [true, false] {
        if (forms == "matvec" && !matvec) || (forms == "isa10" && matvec) {
            continue;
        }
        let pc = program::ProgramConfig { matvec, table_keep, ..pc.clone() };
        eprintln!(
            "accel_stories260k: programs of ISA {}, table keep {}",
            if matvec { "1.1 (matvec)" } else { "1.0 (matmul + vec.requant)" },
            if table_keep { "on (ISA 1.2)" } else { "off" }
        );
        stories_run(&layout, &pc, &img, &q);
    }
}

/// One prefill chunk and `SYSTOLE_MODEL_STEPS` decode steps of one program form on the RTL, checked (see
/// `accel_stories260k_prefill_and_decode_bit_exact`).
fn stories_run(
    layout: &systole_host::compiler::layout::Layout,
    pc: &systole_host::compiler::program::ProgramConfig,
    img: &[u8],
    q: &systole_host::golden::quant::QuantModel,
) {
    use systole_host::compiler::program;
    use systole_host::golden::int::IntTransformer;
    let (layout, pc) = (layout.clone(), pc.clone());
    let m0 = program::machine(&layout, &pc, img).expect("machine");
    // the resident constants: every program's run starts on a fresh device, so the setup program runs first
    let setup = program::setup(&layout, &pc).expect("setup program");
    let (mut mem, kv) = (m0.dram.clone(), m0.kv);
    let mut g = IntTransformer::new(q.clone());
    let prompt: [u32; 4] = [1, 403, 407, 261];
    let steps: usize = std::env::var("SYSTOLE_MODEL_STEPS").ok().and_then(|v| v.parse().ok()).unwrap_or(2);
    let mut chunks: Vec<(usize, Vec<u32>)> = vec![(0, prompt.to_vec())];
    let mut next = 0u32;
    for k in 0..steps {
        chunks.push((prompt.len() + k, vec![0])); // the token is the previous step's argmax (below)
    }
    for (ci, (p0, toks)) in chunks.iter().enumerate() {
        let toks: Vec<u32> = if ci == 0 { toks.clone() } else { vec![next] };
        let prog = if toks.len() > 1 { program::prefill(&layout, &pc, &toks, *p0) } else { program::decode(&layout, &pc, toks[0], *p0) }.expect("program");
        let mut want = Vec::new();
        for (k, &t) in toks.iter().enumerate() {
            want = g.forward_observed(t, p0 + k, &mut NoObs).to_vec();
        }
        let names = tensors(&prog, &layout);
        let at = prog.io.program.offset as usize;
        let (end, dram_after, logits, (idx, val), spans, counters) = run_seeded("accel_stories260k_prefill_and_decode_bit_exact", |seed, _| {
            let (end, m, mut cs) = run_checked_named(seed, mem.clone(), kv, &setup.instrs, &prog.instrs, prog.tags.clone(), names.clone(), at, true, 20_000_000)?;
            let (logits, best) = program::results(&m, &layout, &prog.io);
            let mut counters = std::collections::BTreeMap::new();
            for c in COUNTERS_CHECKED {
                counters.insert(c, cs.counter(c)?);
            }
            Ok((end, Dram(cs.dram.mem.clone()), logits, best, cs.spans.clone(), counters))
        });
        // the cost model's schedule of the program, compared with the counters and with the spans
        let mut params = systole_host::compiler::cost::CostParams::for_layout(&layout, pc.queue_depth);
        // what-if refits: SYSTOLE_COST_SET="name=value,name=value" (as `systole compile --cost-set`)
        for kv in std::env::var("SYSTOLE_COST_SET").unwrap_or_default().split(',').filter(|s| !s.is_empty()) {
            let (k, v) = kv.split_once('=').unwrap_or_else(|| panic!("SYSTOLE_COST_SET: {kv:?} is not NAME=VALUE"));
            let v: u64 = v.parse().unwrap_or_else(|_| panic!("SYSTOLE_COST_SET: {kv:?}: the value is not a number"));
            params.set(k, v).unwrap_or_else(|e| panic!("SYSTOLE_COST_SET: {e}"));
        }
        let model = systole_host::compiler::cost::simulate(&prog.instrs, &params).expect("the cost model schedules the program");
        // the per-class report (and the span dump) first, so that it is there when a check below fails
        let rows = cost_report(&prog, &model, end.cycles, &spans);
        counter_check(&prog, &params, &model, &counters);
        // the cost model within 10% of the device: the program's cycles, and the busy cycles of every
        // instruction class that takes at least 0.1% of the units' busy cycles (smaller ones, a single
        // short instruction, are reported)
        let total: u64 = rows.iter().filter(|r| r.0 != "program").map(|r| r.2).sum();
        for (c, _, m, pr) in &rows {
            if c == "program" || *m * 1000 >= total {
                let err = (*pr as f64 / *m as f64 - 1.0).abs();
                assert!(err <= 0.10, "{} at position {p0}: the cost model predicts {pr} cycles for {c}, the RTL took {m} ({:+.1}%)", prog.kind, 100.0 * (*pr as f64 / *m as f64 - 1.0));
            }
        }
        assert_eq!(logits, want, "{} at position {p0}: logits differ from golden-int", prog.kind);
        let best = systole_host::golden::int::argmax(&want);
        assert_eq!((idx as usize, val), (best, want[best]), "{} at position {p0}: argmax", prog.kind);
        eprintln!(
            "accel_stories260k: {} of {} token(s) at position {p0}: {} instructions, {} cycles, argmax {idx}",
            prog.kind,
            toks.len(),
            prog.instrs.len(),
            end.cycles
        );
        next = idx;
        mem = dram_after.0;
    }
}

/// The cost model (`host/src/compiler/cost.rs`) against the RTL: the program's cycles, and per instruction
/// class the unit-busy cycles, measured from the cosim's spans and predicted from the model's simulated
/// timeline the same way. An instruction's busy cycles are its completion minus the later of its issue and
/// the completion of the previous instruction of its queue (a unit's instructions overlap by their
/// write-acknowledge tails, and the DMA accepts several descriptors at once). Writes the spans to
/// `$SYSTOLE_COST_DUMP/<kind>_<tokens>.tsv` when that variable is set (for refitting the model). Returns
/// `(class, count, measured, predicted)` rows, the last one the whole program.
fn cost_report(
    prog: &systole_host::compiler::program::Program,
    rep: &systole_host::compiler::cost::CostReport,
    cycles: u64,
    spans: &[(usize, u64, u64)],
) -> Vec<(String, u64, u64, u64)> {
    let class = |i: &Instr| -> String {
        match i {
            Instr::Dma(_) => "dma".into(),
            Instr::Matmul(_) => "matmul".into(),
            Instr::Matvec(_) => "matvec".into(),
            Instr::Vector { op, .. } => format!("{op:?}").split_whitespace().next().unwrap_or("vec").to_lowercase(),
            _ => "ctrl".into(),
        }
    };
    if let Ok(dir) = std::env::var("SYSTOLE_COST_DUMP") {
        // one line per instruction: pc, issue cycle, completion cycle (-1 without a span), the instruction
        let _ = std::fs::create_dir_all(&dir);
        let file = std::path::Path::new(&dir).join(format!("{}_{}.tsv", prog.kind, prog.p0));
        let mut at = vec![None; prog.instrs.len()];
        for &(k, t0, t1) in spans {
            at[k] = Some((t0, t1));
        }
        let text: String = (prog.instrs.iter().zip(&at).enumerate())
            .map(|(k, (i, s))| {
                let (t0, t1) = s.map(|(a, b)| (a as i64, b as i64)).unwrap_or((-1, -1));
                format!("{k}\t{t0}\t{t1}\t{i:?}\n")
            })
            .collect();
        let text = format!("{text}end\t{cycles}\t{cycles}\tProgramEnd\n");
        std::fs::write(&file, text).expect("cost dump written");
        eprintln!("cost: spans written to {}", file.display());
    }
    let busy = |sp: &mut Vec<(usize, u64, u64)>| -> std::collections::BTreeMap<String, (u64, u64)> {
        sp.sort_by_key(|&(k, t0, _)| (t0, k));
        let mut prev = [0u64; 4];
        let mut rows: std::collections::BTreeMap<String, (u64, u64)> = Default::default();
        for &(k, t0, t1) in sp.iter() {
            let q = prog.instrs[k].queue() as usize;
            let b = t1.saturating_sub(t0.max(prev[q]));
            prev[q] = prev[q].max(t1);
            let e = rows.entry(class(&prog.instrs[k])).or_default();
            e.0 += 1;
            e.1 += b;
        }
        rows
    };
    let mut predicted_spans: Vec<(usize, u64, u64)> = spans.iter().map(|&(k, _, _)| (k, rep.timeline[k].0, rep.timeline[k].1)).collect();
    let measured = busy(&mut spans.to_vec());
    let predicted = busy(&mut predicted_spans);
    let pct = |pr: u64, m: u64| 100.0 * (pr as f64 / m.max(1) as f64 - 1.0);
    eprintln!("cost: {} of {} token(s) at position {}: program {cycles} cycles measured, {} predicted ({:+.1}%)", prog.kind, prog.tokens.len(), prog.p0, rep.cycles, pct(rep.cycles, cycles));
    eprintln!("cost: class | count | measured busy cycles | predicted | error");
    let mut out = Vec::new();
    for (c, (n, m)) in &measured {
        let pr = predicted.get(c).map(|x| x.1).unwrap_or(0);
        eprintln!("cost: {c} | {n} | {m} | {pr} | {:+.1}%", pct(pr, *m));
        out.push((c.clone(), *n, *m, pr));
    }
    out.push(("program".into(), 1, cycles, rep.cycles));
    out
}

/// The performance counters `counter_check` compares with the cost model.
const COUNTERS_CHECKED: [&str; 8] = ["CYCLES", "MATRIX_BUSY", "VECTOR_BUSY", "DMA_BUSY", "MACS", "DMA_RD_BYTES", "DMA_WR_BYTES", "MV_RD_BYTES"];

/// The device's performance counters (`docs/registers.md`) against the cost model's schedule of the same
/// program: MACs and DRAM bytes exactly (the model's DRAM reads are the DMA's and the `matvec` weight
/// streams', counted apart by `DMA_RD_BYTES` and `MV_RD_BYTES`), and CYCLES and the units' busy cycles within 10%. The model's busy
/// cycles of a unit follow the counters' rule: the cycles in which one of its instructions is between its
/// start and its completion (the union of the instructions' intervals; `sync.*` take no cycle), less, for
/// the vector unit, `vec_ack` cycles per instruction (`VECTOR_BUSY` counts the engine's cycles, not the
/// wait for the store's acknowledgements).
fn counter_check(
    prog: &systole_host::compiler::program::Program,
    p: &systole_host::compiler::cost::CostParams,
    rep: &systole_host::compiler::cost::CostReport,
    counters: &std::collections::BTreeMap<&str, u64>,
) {
    let mut busy = [0u64; 3];
    for (q, b) in busy.iter_mut().enumerate() {
        let mut iv: Vec<(u64, u64)> = (prog.instrs.iter().zip(&rep.timeline))
            .filter(|(i, _)| i.queue() as usize == q + 1 && !matches!(i, Instr::Sync { .. }))
            .map(|(_, &t)| t)
            .collect();
        iv.sort();
        let mut end = 0u64;
        for (a, b2) in iv {
            let a = a.max(end);
            if b2 > a {
                *b += b2 - a;
                end = b2;
            }
        }
    }
    busy[2] -= p.vec_ack * prog.instrs.iter().filter(|i| matches!(i, Instr::Vector { .. })).count() as u64;
    let c = |n: &str| counters[n];
    eprintln!(
        "counters: {} at position {}: CYCLES {} (model {}), MATRIX_BUSY {} ({}), VECTOR_BUSY {} ({}), DMA_BUSY {} ({}), MACS {}, DMA_RD_BYTES {}, DMA_WR_BYTES {}, MV_RD_BYTES {}",
        prog.kind, prog.p0, c("CYCLES"), rep.cycles, c("MATRIX_BUSY"), busy[1], c("VECTOR_BUSY"), busy[2], c("DMA_BUSY"), busy[0], c("MACS"), c("DMA_RD_BYTES"), c("DMA_WR_BYTES"), c("MV_RD_BYTES")
    );
    // MV_RD_BYTES: every stream once, plus what the read-ahead walker read and no instruction took. The
    // walker reads sequentially; it restarts (a walker "life") at the first matvec and at every matvec
    // whose stream does not start where the previous one ended, and it holds at most the ring's beats that
    // no instruction has taken when it restarts or when the program ends.
    let (mut mv_bytes, mut lives, mut front) = (0u64, 0u64, None);
    for i in &prog.instrs {
        if let Instr::Matvec(m) = i {
            let d = m.dram as u64 * 64;
            if front != Some(d) {
                lives += 1;
            }
            front = Some(d + m.shape().stream_bytes());
            mv_bytes += m.shape().stream_bytes();
        }
    }
    let ring = systole_testbench::hdl::matrix::mv_exec::BUF_BEATS * WB as u64;
    let mv = c("MV_RD_BYTES");
    assert!(
        mv >= mv_bytes && mv <= mv_bytes + lives * ring,
        "{} at position {}: MV_RD_BYTES {mv} against the program's matvec streams {mv_bytes} (+ at most {lives} x {ring} of read-ahead)",
        prog.kind,
        prog.p0
    );
    eprintln!("  MV_RD_BYTES: streams {mv_bytes}, read-ahead not taken {} ({lives} walker starts)", mv - mv_bytes);
    assert_eq!(
        (c("MACS"), c("DMA_RD_BYTES") + mv_bytes, c("DMA_WR_BYTES")),
        (rep.macs, rep.dram_read, rep.dram_written),
        "{} at position {}: MACs and DRAM bytes, device against the cost model",
        prog.kind,
        prog.p0
    );
    for (name, model) in [("CYCLES", rep.cycles), ("MATRIX_BUSY", busy[1]), ("VECTOR_BUSY", busy[2]), ("DMA_BUSY", busy[0])] {
        let err = model as f64 / c(name) as f64 - 1.0;
        assert!(err.abs() <= 0.10, "{} at position {}: counter {name} is {}, the cost model predicts {model} ({:+.1}%)", prog.kind, prog.p0, c(name), 100.0 * err);
    }
}

/// DRAM contents, printed by size only.
struct Dram(Vec<u8>);
impl std::fmt::Debug for Dram {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        write!(f, "<{} bytes of DRAM>", self.0.len())
    }
}

struct NoObs;
impl systole_host::golden::int::Observer for NoObs {
    fn value(&mut self, _: Option<usize>, _: systole_host::golden::int::Op, _: &'static str, _: &[i32]) {}
}
