//! `systole run`: generate text from a prompt, streaming it as it is produced.

use crate::common::{self, BackendKind, DeviceArgs, ModelArgs};
use clap::Args;
use serde::Serialize;
use systole_host::generate::{generate, StopReason};
use systole_host::sampler::{Sampler, SamplerConfig};

#[derive(Debug, Clone, Args)]
pub struct RunArgs {
    #[command(flatten)]
    pub model: ModelArgs,

    #[command(flatten)]
    pub device: DeviceArgs,

    /// The prompt. It is encoded with BOS first (as llama2.c does), echoed, and the model continues it.
    /// An empty prompt ("") starts from BOS alone.
    #[arg(long, short = 'i', value_name = "TEXT")]
    pub prompt: String,

    /// Total positions to run, prompt included (llama2.c's -n): a prompt of n tokens (BOS included) leaves
    /// at most steps - n + 1 generated tokens. 0 means the model's whole context (seq_len); more than
    /// seq_len is an error. Generation also stops early when the model produces BOS.
    #[arg(long, short = 'n', default_value_t = 256, value_name = "N")]
    pub steps: usize,

    /// Sampling temperature: 0 is greedy argmax (deterministic); otherwise the logits are divided by it
    /// before the softmax. Must be a finite number >= 0.
    #[arg(long, short = 't', default_value_t = 0.0, value_name = "T", allow_negative_numbers = true,
          value_parser = common::parse_temperature)]
    pub temperature: f32,

    /// Keep only the K most probable tokens before sampling (0 = off). Ignored when greedy.
    #[arg(long, default_value_t = 0, value_name = "K")]
    pub top_k: usize,

    /// Nucleus sampling: sample among the most probable tokens whose cumulative probability first exceeds P
    /// (llama2.c's -p, same default 0.9). Must be in (0, 1]; 1 = off. Ignored when greedy.
    #[arg(long, default_value_t = 0.9, value_name = "P", allow_negative_numbers = true,
          value_parser = common::parse_top_p)]
    pub top_p: f32,

    /// Seed of the random generator (llama2.c's xorshift64*). The same seed and settings give the same
    /// text. Without it the current time is used, as llama2.c does; the seed used is reported.
    #[arg(long, short = 's', value_name = "S")]
    pub seed: Option<u64>,

    /// The model computing the logits.
    #[arg(long, value_enum, default_value_t = BackendKind::GoldenF32, value_name = "B")]
    pub backend: BackendKind,

    /// Print nothing while generating; print one JSON object at the end instead (ids, text, sampler
    /// settings, timings).
    #[arg(long)]
    pub json: bool,
}

/// Sampler settings as reported.
#[derive(Debug, Clone, Serialize)]
pub struct SamplerReport {
    pub temperature: f32,
    pub top_k: usize,
    pub top_p: f32,
    pub seed: u64,
    pub greedy: bool,
}

/// The `--json` output of `systole run`. Backends with more to report (a simulator's cycle counts) add
/// fields through `extra`, which is flattened into the object.
#[derive(Debug, Clone, Serialize)]
pub struct RunReport {
    pub backend: String,
    pub model: String,
    pub prompt: String,
    /// Positions run (after `0` = the whole context).
    pub steps: usize,
    pub sampler: SamplerReport,
    pub prompt_ids: Vec<u32>,
    pub generated_ids: Vec<u32>,
    /// Decoded prompt followed by the decoded continuation.
    pub text: String,
    pub n_prompt: usize,
    pub n_generated: usize,
    pub stop: StopReason,
    /// Time to first generated token (prefill of the prompt included), ms.
    pub ttft_ms: f64,
    /// Inter-token latency percentiles, ms (null with fewer than two generated tokens).
    pub itl_ms_p50: Option<f64>,
    pub itl_ms_p99: Option<f64>,
    /// Generated tokens per second of the whole request (start to last token).
    pub tokens_per_s: Option<f64>,
    /// Steady-state decode rate, llama2.c's "achieved tok/s" definition: (n - 1) / (last - first token).
    pub decode_tokens_per_s: Option<f64>,
    pub total_ms: f64,
    #[serde(flatten)]
    pub extra: serde_json::Map<String, serde_json::Value>,
}

fn time_seed() -> u64 {
    std::time::SystemTime::now().duration_since(std::time::UNIX_EPOCH).map_or(1, |d| d.as_secs().max(1))
}

pub fn run(a: &RunArgs) -> Result<(), String> {
    let l = common::load(&a.model)?;
    let c = &l.model.config;
    let steps = common::check_steps(a.steps, c.seq_len)?;
    let seed = a.seed.unwrap_or_else(time_seed);
    let cfg = SamplerConfig { temperature: a.temperature, top_k: a.top_k, top_p: a.top_p, seed };
    let mut sampler = Sampler::new(cfg, c.vocab_size)?;
    let mut backend = common::make_backend(a.backend, &l.model, &a.device)?;

    let mut write_err = None;
    let mut on_text = |s: &str| {
        if !a.json && write_err.is_none() {
            write_err = common::out(s).err();
        }
    };
    let g = generate(backend.as_mut(), &l.tok, &mut sampler, &a.prompt, steps, &mut on_text)?;
    if let Some(e) = write_err {
        return Err(e);
    }
    let t = &g.timings;
    let itl = t.itl_summary();
    let report = RunReport {
        backend: backend.name().to_string(),
        model: common::display(&l.model_path),
        prompt: a.prompt.clone(),
        steps: g.steps,
        sampler: SamplerReport {
            temperature: cfg.temperature,
            top_k: cfg.top_k,
            top_p: cfg.top_p,
            seed,
            greedy: cfg.is_greedy(),
        },
        n_prompt: g.prompt_ids.len(),
        n_generated: g.generated_ids.len(),
        prompt_ids: g.prompt_ids,
        generated_ids: g.generated_ids,
        text: g.text,
        stop: g.stop,
        ttft_ms: t.ttft_ms,
        itl_ms_p50: itl.map(|s| s.p50),
        itl_ms_p99: itl.map(|s| s.p99),
        tokens_per_s: t.tokens_per_s(),
        decode_tokens_per_s: t.decode_tokens_per_s(),
        total_ms: t.total_ms,
        extra: backend.report(),
    };
    if a.json {
        return common::print_json(&report);
    }
    common::out("\n")?;
    let f = |v: Option<f64>, digits: usize| v.map_or("-".to_string(), |v| format!("{v:.digits$}"));
    let sampling = if cfg.is_greedy() {
        "greedy".to_string()
    } else {
        format!("temperature {} top-k {} top-p {} seed {seed}", cfg.temperature, cfg.top_k, cfg.top_p)
    };
    if let (Some(c), Some(mhz)) = (report.extra.get("cycles_total").and_then(|v| v.as_u64()), report.extra.get("clock_mhz").and_then(|v| v.as_f64())) {
        let g = |k: &str| report.extra.get(k).and_then(|v| v.as_f64());
        eprintln!(
            "[{} device] {c} cycles: prefill {} cycles, decode {} cycles/token; MAC utilization {}; {} DRAM bytes, {} link bytes; at {mhz} MHz TTFT {} ms, ITL p50 {} ms p99 {} ms",
            report.backend,
            f(g("prefill_cycles"), 0),
            f(g("decode_cycles_per_token"), 0),
            f(g("mac_utilization"), 3),
            f(g("dram_bytes"), 0),
            f(g("link_bytes"), 0),
            f(g("sim_ttft_ms"), 3),
            f(g("sim_itl_ms_p50"), 3),
            f(g("sim_itl_ms_p99"), 3),
        );
    }
    eprintln!(
        "[{}, {sampling}] {} tokens after a {}-token prompt{}; TTFT {:.3} ms, ITL p50 {} ms p99 {} ms, {} tok/s (decode {} tok/s)",
        report.backend,
        report.n_generated,
        report.n_prompt,
        if report.stop == StopReason::Bos { ", stopped at BOS" } else { "" },
        report.ttft_ms,
        f(report.itl_ms_p50, 3),
        f(report.itl_ms_p99, 3),
        f(report.tokens_per_s, 0),
        f(report.decode_tokens_per_s, 0),
    );
    Ok(())
}
