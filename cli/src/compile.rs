//! `systole compile`: builds the device memory image of a model (`host/src/compiler`, `docs/compiler.md`)
//! and prints its size breakdown; `--layout` adds the region table (name, DRAM offset, bytes), `--out`
//! writes the image, `--json` prints everything (the full layout map included) as one JSON object.

use crate::common;
use clap::Args;
use serde_json::json;
use std::path::PathBuf;
use systole_host::compiler::{self, DeviceConfig};
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
    let (layout, image) = compiler::build(&q, &cfg).map_err(|e| e.to_string())?;
    if let Some(out) = &a.out {
        std::fs::write(out, &image).map_err(|e| format!("cannot write {}: {e}", out.display()))?;
    }
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
    common::out(&s)
}
