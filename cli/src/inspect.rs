//! `systole inspect`: configuration, size, memory footprint and quantization error of a model.

use crate::common::{self, ModelArgs};
use clap::Args;
use serde::Serialize;
use systole_host::golden::quant::{weight_error_stats, QuantModel, WeightError, DEFAULT_GROUP};
use systole_host::Config;

#[derive(Debug, Clone, Args)]
pub struct InspectArgs {
    #[command(flatten)]
    pub model: ModelArgs,

    /// Print one JSON object (config, parameters, memory, quantization error) instead of tables.
    #[arg(long)]
    pub json: bool,
}

/// Bytes of one precision: the weights and a full KV cache (seq_len positions).
#[derive(Debug, Serialize)]
struct Footprint {
    precision: &'static str,
    weight_bytes: u64,
    kv_cache_bytes: u64,
    what: &'static str,
}

#[derive(Debug, Serialize)]
struct InspectReport {
    model: String,
    vocab_size: usize,
    config: Config,
    head_size: usize,
    kv_dim: usize,
    n_params: u64,
    memory: Vec<Footprint>,
    quant_group: usize,
    quant_error: Vec<WeightError>,
}

fn human(b: u64) -> String {
    match b {
        b if b >= 1 << 30 => format!("{:.2} GiB", b as f64 / (1u64 << 30) as f64),
        b if b >= 1 << 20 => format!("{:.2} MiB", b as f64 / (1u64 << 20) as f64),
        b if b >= 1 << 10 => format!("{:.1} KiB", b as f64 / 1024.0),
        b => format!("{b} B"),
    }
}

pub fn inspect(a: &InspectArgs) -> Result<(), String> {
    let l = common::load(&a.model)?;
    let c = &l.model.config;
    let n = c.n_params();
    let kv_elems = 2 * (c.n_layers * c.seq_len * c.kv_dim()) as u64;
    let q = QuantModel::prepare(&l.model);
    let memory = vec![
        Footprint {
            precision: "f32",
            weight_bytes: 4 * n,
            kv_cache_bytes: 4 * kv_elems,
            what: "all parameters as f32",
        },
        Footprint {
            precision: "f16",
            weight_bytes: 2 * n,
            kv_cache_bytes: 2 * kv_elems,
            what: "all parameters as f16",
        },
        Footprint {
            precision: "int8",
            weight_bytes: q.device_bytes() as u64,
            // BFP16: an INT16 mantissa per element and one exponent byte per position, KV head and K/V.
            kv_cache_bytes: 2 * kv_elems + 2 * (c.n_layers * c.seq_len * c.n_kv_heads) as u64,
            what:
                "device image of the integer model: INT8 weights with scales per group of 32, INT16 norm gains, tables",
        },
    ];
    let report = InspectReport {
        model: common::display(&l.model_path),
        vocab_size: l.tok.len(),
        head_size: c.head_size(),
        kv_dim: c.kv_dim(),
        config: c.clone(),
        n_params: n,
        memory,
        quant_group: DEFAULT_GROUP,
        quant_error: weight_error_stats(&l.model),
    };
    if a.json {
        return common::print_json(&report);
    }
    let mut s = format!("model        {}\n", report.model);
    s += &format!(
        "config       dim {}, hidden_dim {}, n_layers {}, n_heads {}, n_kv_heads {} (head size {}, kv_dim {}), \
         vocab_size {}, seq_len {}, norm_eps {:e}, rope_theta {}, classifier {}\n",
        c.dim,
        c.hidden_dim,
        c.n_layers,
        c.n_heads,
        c.n_kv_heads,
        c.head_size(),
        c.kv_dim(),
        c.vocab_size,
        c.seq_len,
        c.norm_eps,
        c.rope_theta,
        if c.shared_classifier { "shared with the embedding" } else { "separate" }
    );
    s += &format!("parameters   {n}\n\nmemory footprint\n");
    s += &format!("  {:<9} {:>22} {:>26}   {}\n", "precision", "weights", format!("KV cache ({} pos.)", c.seq_len), "");
    for f in &report.memory {
        s += &format!(
            "  {:<9} {:>22} {:>26}   {}\n",
            f.precision,
            format!("{} ({})", f.weight_bytes, human(f.weight_bytes)),
            format!("{} ({})", f.kv_cache_bytes, human(f.kv_cache_bytes)),
            f.what
        );
    }
    s += &format!(
        "\nweight quantization error (symmetric INT8; per-row scales vs one scale per group of 32 inputs; \
         the integer model uses groups of {})\n",
        report.quant_group
    );
    s += &format!(
        "  {:<16} {:>9} {:>13} {:>15} {:>12} {:>12}\n",
        "tensor", "elements", "rel RMS row", "rel RMS group32", "max abs err", "SQNR dB row"
    );
    for e in &report.quant_error {
        s += &format!(
            "  {:<16} {:>9} {:>13.5} {:>15.5} {:>12.3e} {:>12.2}\n",
            e.tensor, e.elements, e.rel_rms_per_row, e.rel_rms_per_group32, e.max_abs_per_row, e.sqnr_db_per_row
        );
    }
    common::out(&s)
}
