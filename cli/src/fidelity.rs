//! `systole fidelity`: measures the integer model (the hardware's arithmetic contract) against the f32
//! golden model on a reference file: teacher-forced top-1 agreement, free-running greedy agreement and
//! logit error, for a chosen quantization group size. The figures in `docs/numerics.md` come from here.

use crate::common::{self, ModelArgs};
use clap::Args;
use std::path::PathBuf;
use systole_host::fidelity::measure;
use systole_host::golden::quant::{QuantModel, DEFAULT_GROUP};
use systole_host::reference::{load_reference, shared_reference_dir};

#[derive(Debug, Clone, Args)]
pub struct FidelityArgs {
    #[command(flatten)]
    pub model: ModelArgs,

    /// Reference file in llama2.c's format (default: ../shared/reference/stories260K_greedy.jsonl).
    #[arg(long, value_name = "FILE.jsonl")]
    pub reference: Option<PathBuf>,

    /// Elements per weight/activation scale group (0 = one scale per row / per vector).
    #[arg(long, default_value_t = DEFAULT_GROUP)]
    pub group: usize,

    /// Print one JSON object instead of a table.
    #[arg(long)]
    pub json: bool,
}

pub fn fidelity(a: &FidelityArgs) -> Result<(), String> {
    let l = common::load(&a.model)?;
    let path = a.reference.clone().unwrap_or_else(|| shared_reference_dir().join("stories260K_greedy.jsonl"));
    let refs = load_reference(&path).map_err(|e| e.to_string())?;
    let q = QuantModel::prepare_with(&l.model, a.group);
    let bytes = q.device_bytes();
    let r = measure(&l.model, q, &refs)?;
    if a.json {
        let mut v = serde_json::to_value(&r).map_err(|e| e.to_string())?;
        v["device_bytes"] = bytes.into();
        v["from_bos_identical_prefix"] = r.from_bos_prefix().into();
        return common::print_json(&v);
    }
    common::out(&format!(
        "golden-int (group {}) vs golden-f32 on {}\n  device bytes            {bytes}\n  teacher-forced top-1    {:.2}% ({} of {} positions differ)\n  generated positions     {:.2}% of {} agree with the reference\n  logit error             RMS {:.4}, max {:.3}\n  free-running greedy     identical prefix per prompt:\n",
        a.group,
        common::display(&path),
        100.0 * r.top1_agreement,
        r.disagreements,
        r.positions,
        100.0 * r.generated_agreement,
        r.generated_positions,
        r.logit_rmse,
        r.logit_max_abs_err,
    ))?;
    for f in &r.free_running {
        common::out(&format!("    {:>4} of {:>4}  {:?}\n", f.identical_prefix, f.reference_tokens, f.prompt))?;
    }
    Ok(())
}
