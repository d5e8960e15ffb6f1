//! `systole eval`: teacher-forced agreement with llama2.c's reference outputs.

use crate::common::{self, BackendKind, DeviceArgs, ModelArgs};
use clap::Args;
use serde::Serialize;
use std::path::PathBuf;
use systole_host::generate::{eval_reference, EvalResult};
use systole_host::reference::load_reference;

#[derive(Debug, Clone, Args)]
pub struct EvalArgs {
    #[command(flatten)]
    pub model: ModelArgs,

    #[command(flatten)]
    pub device: DeviceArgs,

    /// The model to evaluate.
    #[arg(long, value_enum, default_value_t = BackendKind::GoldenF32, value_name = "B")]
    pub backend: BackendKind,

    /// Reference file (.jsonl, one object per line with prompt_ids and greedy_ids, as
    /// ../shared/reference/stories260K_greedy.jsonl). Each line's prompt_ids + greedy_ids is fed position by
    /// position; every position but the last is scored against the next reference token: top-1 agreement
    /// (the argmax equals it) and its negative log-likelihood.
    #[arg(long, value_name = "FILE.jsonl")]
    pub reference: PathBuf,

    /// Print one JSON object: {"positions":N,"top1_agreement":X,"mean_nll":Y, ...} with the per-sequence
    /// scores after those.
    #[arg(long)]
    pub json: bool,

    /// Score at most the first N tokens of each sequence (prompt included): a shorter run, e.g. on the
    /// simulated board.
    #[arg(long, value_name = "N", value_parser = parse_positions)]
    pub positions: Option<usize>,
}

#[derive(Serialize)]
struct EvalReport {
    #[serde(flatten)]
    result: EvalResult,
    backend: String,
    model: String,
    reference: String,
    /// The device backends' figures (cycles, bytes, link), over the whole evaluation.
    #[serde(skip_serializing_if = "serde_json::Map::is_empty")]
    device: serde_json::Map<String, serde_json::Value>,
}

fn parse_positions(s: &str) -> Result<usize, String> {
    match s.parse::<usize>() {
        Ok(n) if n >= 2 => Ok(n),
        _ => Err(format!("`{s}` is not a number of positions of at least 2")),
    }
}

pub fn eval(a: &EvalArgs) -> Result<(), String> {
    let mut refs = load_reference(&a.reference).map_err(|e| format!("reference file {e}"))?;
    if let Some(n) = a.positions {
        for r in refs.iter_mut() {
            r.prompt_ids.truncate(n);
            r.greedy_ids.truncate(n - r.prompt_ids.len());
        }
    }
    let l = common::load(&a.model)?;
    let mut backend = common::make_backend(a.backend, &l.model, &a.device)?;
    let result = eval_reference(backend.as_mut(), &refs)?;
    let report = EvalReport {
        backend: backend.name().to_string(),
        model: common::display(&l.model_path),
        reference: common::display(&a.reference),
        device: backend.report(),
        result,
    };
    if a.json {
        return common::print_json(&report);
    }
    let r = &report.result;
    let mut s =
        format!("{} on {} against {} ({} sequences)\n\n", report.backend, report.model, report.reference, r.sequences);
    s += &format!(
        "{:<34} {:>9} {:>8} {:>9} {:>10} {:>10}\n",
        "prompt", "positions", "top-1", "mean NLL", "top-1 gen", "first miss"
    );
    for q in &r.per_sequence {
        let mut p = format!("{:?}", q.prompt);
        if p.chars().count() > 34 {
            p = p.chars().take(31).collect::<String>() + "...";
        }
        s += &format!(
            "{:<34} {:>9} {:>8.4} {:>9.4} {:>10.4} {:>10}\n",
            p,
            q.positions,
            q.top1_agreement,
            q.mean_nll,
            q.generated_top1_agreement,
            q.first_disagreement.map_or("-".into(), |p| p.to_string())
        );
    }
    s += &format!(
        "{:<34} {:>9} {:>8.4} {:>9.4} {:>10.4}\n",
        "all", r.positions, r.top1_agreement, r.mean_nll, r.generated_top1_agreement
    );
    s += &format!(
        "\nperplexity {:.4}; top-1 gen: agreement on the {} positions whose next token the reference generated \
         (the rest predict prompt tokens)\n",
        r.perplexity, r.generated_positions
    );
    common::out(&s)
}
