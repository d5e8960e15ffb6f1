//! `systole compile`: builds the device memory image of a model (`host/src/compiler`, `docs/compiler.md`)
//! and prints its size breakdown; `--layout` adds the region table (name, DRAM offset, bytes), `--out`
//! writes the image, `--json` prints everything (the full layout map included) as one JSON object.
//! `--program decode|prefill` also generates a program (`host/src/compiler/program.rs`): `--disasm` prints
//! it, `--program-out` writes its bytes, `--cost` prints the cost model's prediction
//! (`host/src/compiler/cost.rs`), `--run` executes it on the functional executor and checks it against
//! golden-int. The programs use ISA 1.1's `matvec` (one per matrix and token, weights streamed from the
//! image's matvec streams); `--no-matvec` generates the ISA 1.0 programs (weight DMAs, `matmul`s,
//! `vec.requant`s) for a device without the matvec unit; `--no-fuse` one `matvec` per matrix instead of one
//! for q/k/v and one for w1/w3 (the image's fused streams); `--no-table-keep` programs without ISA 1.2's table
//! keep flag (every `vec.softmax` / `vec.silu_mul` loads its table, for a device without `CAPS1` bit 25).

use crate::common;
use clap::Args;
use serde_json::json;
use std::path::PathBuf;
use systole_host::compiler::program::{self, ProgramConfig};
use systole_host::compiler::{self, cost, exec, DeviceConfig};
use systole_host::golden::quant::QuantModel;
use systole_host::{formats, locate};

#[derive(Debug, Clone, Args)]
pub struct CompileArgs {
    /// Model file: a llama2.c checkpoint (.bin) or a GGUF file (.gguf); default stories260K, looked for
    /// as `systole run` does.
    #[arg(long, value_name = "PATH")]
    pub model: Option<PathBuf>,

    /// Write the image (offset 0 of the DRAM window) to this file.
    #[arg(long, value_name = "FILE")]
    pub out: Option<PathBuf>,

    /// Print the region table: every region's name, DRAM offset and size.
    #[arg(long)]
    pub layout: bool,

    /// Print one JSON object (device, breakdown, regions and the full layout map) instead of text.
    #[arg(long)]
    pub json: bool,

    /// Matrix array rows R (inputs per weight tile).
    #[arg(long, default_value_t = 8)]
    pub rows: usize,

    /// Matrix array columns C (outputs per weight tile).
    #[arg(long, default_value_t = 8)]
    pub cols: usize,

    /// SRAM word = DMA beat in bytes (8, 16 or 32).
    #[arg(long, default_value_t = 32)]
    pub word_bytes: usize,

    /// Token positions per KV-cache block.
    #[arg(long, default_value_t = 16)]
    pub block_size: usize,

    /// Physical KV blocks in the pool (default: enough for --max-seqs full sequences).
    #[arg(long)]
    pub kv_blocks: Option<usize>,

    /// Sequences (batch slots) in the KV block table.
    #[arg(long, default_value_t = 1)]
    pub max_seqs: usize,

    /// Generate a program: `decode` (one token at --pos), `prefill` (--tokens tokens from --pos) or `setup`
    /// (the resident constants into the SRAM; the driver runs it once after loading the model).
    #[arg(long, value_name = "KIND")]
    pub program: Option<ProgramKind>,

    /// Position of the decode step, or first position of the prefill chunk.
    #[arg(long, default_value_t = 0)]
    pub pos: usize,

    /// Token id of the decode step (the prefill chunk uses this id for every token).
    #[arg(long, default_value_t = 1)]
    pub token: u32,

    /// Tokens in the prefill chunk.
    #[arg(long, default_value_t = 8)]
    pub tokens: usize,

    /// Print the program's disassembly (with --cost: each instruction's predicted start and end cycle).
    #[arg(long)]
    pub disasm: bool,

    /// Write the program (16 bytes per instruction) to this file.
    #[arg(long, value_name = "FILE")]
    pub program_out: Option<PathBuf>,

    /// Print the cost model's predicted cycles (a prediction, calibrated against the RTL top).
    #[arg(long)]
    pub cost: bool,

    /// With --cost: set one of the cost model's fitted constants, NAME=VALUE (repeatable), for a what-if
    /// study: dma_overhead, dma_mv_wait, dma_yield (0 = the weight read-ahead yields to a DMA's whole
    /// execution, the RTL before; 1 = only while it reads), kv_table_read, dma_load_beat, dma_store_beat,
    /// mm_base, mm_tail, mv_base, mv_beat, mv_block, mv_prefetch (buffer beats, 0 = no weight prefetch),
    /// mv_pf_run (1 = the prefetch may start while a matvec executes; not in the RTL), mv_seq (0 = the head
    /// prefetch instead of the sequential read-ahead), mv_tile, mv_group,
    /// vec_ack, attn_lanes and attn_in_bytes (vec.score / vec.pv: mantissas per cycle and record bytes per
    /// cycle; 1 and 4 in the RTL), sram_flits_per_cycle (0 = no SRAM contention), queue_depth (the
    /// dispatcher's FIFOs).
    #[arg(long, value_name = "NAME=VALUE")]
    pub cost_set: Vec<String>,

    /// Run the program on the functional executor (after the positions before --pos) and compare its logits
    /// with golden-int.
    #[arg(long)]
    pub run: bool,

    /// SRAM capacity in bytes.
    #[arg(long, default_value_t = 128 * 1024)]
    pub sram_bytes: usize,

    /// Weight slots in SRAM (2 = double-buffered weight tiles).
    #[arg(long, default_value_t = 2)]
    pub weight_slots: usize,

    /// Output blocks (of C outputs) per weight slot: one tile DMA, one scale DMA and one vec.requant per
    /// token cover them.
    #[arg(long, default_value_t = ProgramConfig::default().blocks_per_slot)]
    pub blocks_per_slot: usize,

    /// Generate ISA 1.0 programs (weight DMAs, matmul, vec.requant) for a device without the matvec unit
    /// (CAPS1 bit 24 = 0); the default is ISA 1.1's one matvec per matrix and token.
    #[arg(long)]
    pub no_matvec: bool,

    /// ISA 1.1: one matvec per matrix, instead of one for q/k/v and one for w1/w3 from the image's fused
    /// streams.
    #[arg(long)]
    pub no_fuse: bool,

    /// ISA 1.2: generate the programs without the table keep flag, so every vec.softmax / vec.silu_mul
    /// reloads its EXP2 / SIG table (a device without table keep, CAPS1 bit 25 = 0); the default sets keep.
    #[arg(long)]
    pub no_table_keep: bool,

    /// Generate self-contained programs that load the eps constants, the EXP2 / SIG tables and the RMSNorm
    /// gains themselves; the default leaves them resident in the SRAM, loaded once by the setup program.
    #[arg(long)]
    pub no_resident: bool,
}

#[derive(Debug, Clone, Copy, PartialEq, Eq, clap::ValueEnum)]
pub enum ProgramKind {
    Decode,
    Prefill,
    Setup,
}

fn human(b: u64) -> String {
    match b {
        b if b >= 1 << 20 => format!("{:.2} MiB", b as f64 / (1u64 << 20) as f64),
        b if b >= 1 << 10 => format!("{:.1} KiB", b as f64 / 1024.0),
        b => format!("{b} B"),
    }
}

pub fn compile(a: &CompileArgs) -> Result<(), String> {
    let path = locate::find_model(a.model.as_deref()).map_err(|e| e.to_string())?;
    let (model, _) = formats::load_model(&path).map_err(|e| e.to_string())?;
    let q = QuantModel::prepare(&model);
    let cfg = DeviceConfig {
        rows: a.rows,
        cols: a.cols,
        word_bytes: a.word_bytes,
        block_size: a.block_size,
        kv_blocks: a.kv_blocks,
        max_seqs: a.max_seqs,
        ..DeviceConfig::default()
    };
    if a.program.is_none() && (a.disasm || a.cost || a.run || a.program_out.is_some()) {
        return Err("--disasm, --cost, --run and --program-out need --program decode|prefill".into());
    }
    let (layout, image) = compiler::build(&q, &cfg).map_err(|e| e.to_string())?;
    if let Some(out) = &a.out {
        std::fs::write(out, &image).map_err(|e| format!("cannot write {}: {e}", out.display()))?;
    }
    let pcfg = ProgramConfig {
        sram_bytes: a.sram_bytes,
        weight_slots: a.weight_slots,
        blocks_per_slot: a.blocks_per_slot,
        matvec: !a.no_matvec,
        fuse: !a.no_fuse,
        table_keep: !a.no_table_keep,
        resident_consts: !a.no_resident,
        ..ProgramConfig::default()
    };
    let prog = match a.program {
        None => None,
        Some(ProgramKind::Decode) => Some(program::decode(&layout, &pcfg, a.token, a.pos).map_err(|e| e.to_string())?),
        Some(ProgramKind::Prefill) => {
            if a.tokens == 0 {
                return Err("--tokens must be at least 1".into());
            }
            Some(program::prefill(&layout, &pcfg, &vec![a.token; a.tokens], a.pos).map_err(|e| e.to_string())?)
        }
        Some(ProgramKind::Setup) => {
            if a.run {
                return Err("--run needs a decode or prefill program (--program setup has no logits to compare)".into());
            }
            Some(program::setup(&layout, &pcfg).map_err(|e| e.to_string())?)
        }
    };
    if !a.cost_set.is_empty() && !a.cost {
        return Err("--cost-set needs --cost".into());
    }
    let mut params = cost::CostParams::for_layout(&layout, pcfg.queue_depth);
    for kv in &a.cost_set {
        let (k, v) = kv.split_once('=').ok_or_else(|| format!("--cost-set {kv:?}: expected NAME=VALUE"))?;
        let v: u64 = v.trim().parse().map_err(|_| format!("--cost-set {kv:?}: the value must be a non-negative integer"))?;
        params.set(k.trim(), v).map_err(|e| format!("--cost-set: {e}"))?;
    }
    let pcost = match (&prog, a.cost) {
        (Some(p), true) => Some(cost::program_cost_with(&layout, p, &params).map_err(|e| e.to_string())?),
        _ => None,
    };
    if let (Some(p), Some(out)) = (&prog, &a.program_out) {
        let bytes = p.encode().map_err(|e| e.to_string())?;
        std::fs::write(out, &bytes).map_err(|e| format!("cannot write {}: {e}", out.display()))?;
    }
    let run = match (&prog, a.run) {
        (Some(p), true) => Some(run_and_check(&q, &layout, &pcfg, &image, p)?),
        _ => None,
    };
    let b = layout.breakdown();
    let regions = layout.regions();
    if a.json {
        return common::print_json(&json!({
            "model": common::display(&path),
            "out": a.out.as_ref().map(|p| common::display(p)),
            "device": cfg,
            "image_bytes": layout.total_bytes,
            "breakdown": b,
            "regions": regions,
            "layout": layout,
            "program": prog.as_ref().map(|p| json!({
                "kind": p.kind, "p0": p.p0, "tokens": p.tokens.len(), "instructions": p.instrs.len(), "matvec": pcfg.matvec, "table_keep": pcfg.table_keep,
                "per_queue": p.per_queue(), "sram": p.sram, "io": p.io,
                "disasm": if a.disasm { Some(p.instrs.iter().map(|i| i.to_string()).collect::<Vec<_>>()) } else { None },
            })),
            "cost": pcost,
            "run": run,
        }));
    }
    let kv = &layout.kv;
    let mut s = format!(
        "model        {}\ndevice       {} x {} array, {}-byte words, KV blocks of {} positions, {} sequence(s), {} KV blocks\n\
         image        {} bytes ({})\n",
        common::display(&path),
        cfg.rows,
        cfg.cols,
        cfg.word_bytes,
        cfg.block_size,
        cfg.max_seqs,
        kv.num_blocks,
        layout.total_bytes,
        human(layout.total_bytes)
    );
    for (name, v, what) in [
        ("weights", b.weights, "INT8 weights of the matrices and the classifier"),
        ("  padding", b.weight_padding, "tile padding: partial tiles, tile rows padded to words"),
        ("scales", b.scales, "{m, s} per row and group, 4 bytes each"),
        ("  padding", b.scale_padding, "scale rows padded to words"),
        ("embedding", b.embedding, "row-major INT8 embedding for vec.embed"),
        ("gains", b.gains, "RMSNorm gains, i16"),
        ("tables", b.tables, "constants, EXP2, SIG, ROPE"),
        ("block table", b.block_table, "u32 per (sequence, layer, logical block)"),
        ("KV pool", b.kv_pool, "BFP16 K and V records"),
        ("matvec", b.matvec_streams, "ISA 1.1 matvec weight streams (tiles and scales, a second copy)"),
        ("alignment", b.gaps, "gaps between regions"),
    ] {
        s += &format!("  {name:<12} {v:>10}  {what}\n");
    }
    if a.layout {
        s += &format!("\n{:<24} {:>10} {:>10}  {}\n", "region", "offset", "bytes", "kind");
        for r in &regions {
            s += &format!("{:<24} {:#010x} {:>10}  {}\n", r.name, r.offset, r.bytes, serde_json::to_value(r.kind).unwrap_or_default().as_str().unwrap_or(""));
        }
        s += &format!(
            "\nKV registers: BT_BASE {:#010x} BT_SEQS {} BT_LAYERS {} BT_BLOCKS {} KV_BASE {:#010x} KV_BLOCK_BYTES {} KV_NUM_BLOCKS {}\n",
            kv.block_table.offset, kv.seqs, kv.layers, kv.blocks_per_seq, kv.pool.offset, kv.block_bytes, kv.num_blocks
        );
    }
    if let Some(out) = &a.out {
        s += &format!("wrote {} ({} bytes)\n", common::display(out), image.len());
    }
    if let Some(p) = &prog {
        let [c, d, m, v] = p.per_queue();
        s += &format!(
            "\nprogram      {} of {} token(s) at position {}: {} instructions (control {c}, DMA {d}, MATRIX {m}, VECTOR {v})\n\
             SRAM         {} of {} words used ({} buffers), {} weight slots\n\
             DRAM I/O     program at {:#010x}, logits at {:#010x}, argmax at {:#010x}, DRAM window needed {} bytes\n",
            p.kind,
            p.tokens.len(),
            p.p0,
            p.instrs.len(),
            p.sram.words,
            a.sram_bytes / a.word_bytes,
            p.sram.bufs.len(),
            a.weight_slots,
            p.io.program.offset,
            p.io.logits.offset,
            p.io.argmax.offset,
            p.io.total_bytes
        );
        if let Some(out) = &a.program_out {
            s += &format!("wrote {} ({} bytes)\n", common::display(out), 16 * p.instrs.len());
        }
    }
    if let Some(c) = &pcost {
        let r = &c.report;
        s += &format!(
            "\ncost model (a prediction, not an RTL measurement; calibrated against the 64-bit 8x8 top, docs/performance.md)\n\
             cycles       {} ({:.0} per token)\n\
             busy         DMA {} MATRIX {} VECTOR {} cycles\n\
             DRAM         {} bytes read, {} written, program {} bytes\n\
             floors       memory (weights + scales, architecture.md) {} cycles; streamed bytes {} cycles; compute {} cycles\n",
            r.cycles, c.cycles_per_token, r.busy[0], r.busy[1], r.busy[2], r.dram_read, r.dram_written, r.program_bytes,
            c.memory_floor_cycles, c.streamed_floor_cycles, c.compute_floor_cycles
        );
    }
    if let Some(r) = &run {
        s += &format!("\nexecutor     {}\n", r["summary"].as_str().unwrap_or(""));
    }
    if let (Some(p), true) = (&prog, a.disasm) {
        s += "\n";
        for (pc, i) in p.instrs.iter().enumerate() {
            match &pcost {
                Some(c) => {
                    let (st, en) = c.report.timeline[pc];
                    s += &format!("{pc:05} {st:>8} {en:>8}  {i}\n");
                }
                None => s += &format!("{pc:05}  {i}\n"),
            }
        }
    }
    common::out(&s)
}

/// Runs the positions before the program's first one as decode steps, then the program, on the functional
/// executor, and compares the logits with golden-int's.
fn run_and_check(
    q: &QuantModel,
    layout: &compiler::Layout,
    pcfg: &ProgramConfig,
    image: &[u8],
    p: &program::Program,
) -> Result<serde_json::Value, String> {
    use systole_host::golden::int::{IntTransformer, Observer, Op};
    struct No;
    impl Observer for No {
        fn value(&mut self, _: Option<usize>, _: Op, _: &'static str, _: &[i32]) {}
    }
    let mut m = program::loaded_machine(layout, pcfg, image).map_err(|e| e.to_string())?;
    let mut g = IntTransformer::new(q.clone());
    let tok = p.tokens[0];
    for pos in 0..p.p0 {
        g.forward_observed(tok, pos, &mut No);
        let d = program::decode(layout, pcfg, tok, pos).map_err(|e| e.to_string())?;
        program::run(&mut m, &d, exec::Schedule::QueuesFirst).map_err(|e| format!("executor, decode at position {pos}: {e}"))?;
    }
    let mut want = Vec::new();
    for (i, &t) in p.tokens.iter().enumerate() {
        want = g.forward_observed(t, p.p0 + i, &mut No).to_vec();
    }
    let st = program::run(&mut m, p, exec::Schedule::QueuesFirst).map_err(|e| format!("executor: {e}"))?;
    let (logits, (idx, _)) = program::results(&m, layout, &p.io);
    let same = logits == want;
    let summary = format!(
        "ran {} instructions: {} DRAM bytes read, {} written, {} MACs; logits {} golden-int's (argmax {idx})",
        st.executed.iter().sum::<u64>(),
        st.dram_read,
        st.dram_written,
        st.macs,
        if same { "identical to" } else { "DIFFER from" }
    );
    if !same {
        return Err(summary);
    }
    Ok(json!({"summary": summary, "argmax": idx, "bit_exact": same}))
}
