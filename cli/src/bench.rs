//! `systole bench`: decode throughput, measured as llama2.c measures it.

use crate::common::{self, BackendKind, DeviceArgs, ModelArgs, Spread};
use clap::Args;
use serde::Serialize;
use systole_host::generate::generate;
use systole_host::sampler::{Sampler, SamplerConfig};

#[derive(Debug, Clone, Args)]
pub struct BenchArgs {
    #[command(flatten)]
    pub model: ModelArgs,

    #[command(flatten)]
    pub device: DeviceArgs,

    /// The model to benchmark.
    #[arg(long, value_enum, default_value_t = BackendKind::GoldenF32, value_name = "B")]
    pub backend: BackendKind,

    /// Positions per run, from BOS with greedy decoding (llama2.c's `run -t 0 -n N`). 0 = the whole context;
    /// more than seq_len is an error. A run ends early if the model produces BOS.
    #[arg(long, short = 'n', default_value_t = 256, value_name = "N")]
    pub steps: usize,

    /// Timed runs, after one untimed warm-up run. The median and the range over them are reported.
    #[arg(long, default_value_t = 10, value_name = "R", value_parser = clap::value_parser!(u32).range(1..))]
    pub repeat: u32,

    /// Print one JSON object with the figures and every run's timings.
    #[arg(long)]
    pub json: bool,
}

#[derive(Debug, Serialize)]
struct BenchRun {
    n_generated: usize,
    ttft_ms: f64,
    total_ms: f64,
    decode_tokens_per_s: Option<f64>,
    tokens_per_s: Option<f64>,
}

#[derive(Debug, Serialize)]
struct BenchReport {
    backend: String,
    model: String,
    steps: usize,
    repeat: u32,
    /// Tokens generated per run (the last run's; every run is identical since decoding is greedy).
    tokens_per_run: usize,
    /// llama2.c's "achieved tok/s": tokens after the first over the time from the first token to the last.
    decode_tokens_per_s: Option<Spread>,
    /// Whole-run throughput: generated tokens over the time from the start (first forward included).
    tokens_per_s: Option<Spread>,
    /// 1000 / median decode tokens per second.
    ms_per_token: Option<f64>,
    runs: Vec<BenchRun>,
}

pub fn bench(a: &BenchArgs) -> Result<(), String> {
    let l = common::load(&a.model)?;
    let c = &l.model.config;
    let steps = common::check_steps(a.steps, c.seq_len)?;
    let mut backend = common::make_backend(a.backend, &l.model, &a.device)?;
    let mut once = || -> Result<BenchRun, String> {
        let mut sampler = Sampler::new(SamplerConfig::default(), c.vocab_size)?;
        let g = generate(backend.as_mut(), &l.tok, &mut sampler, "", steps, &mut |_| {})?;
        let t = g.timings;
        Ok(BenchRun {
            n_generated: t.n_generated,
            ttft_ms: t.ttft_ms,
            total_ms: t.total_ms,
            decode_tokens_per_s: t.decode_tokens_per_s(),
            tokens_per_s: t.tokens_per_s(),
        })
    };
    once()?; // warm-up
    let runs = (0..a.repeat).map(|_| once()).collect::<Result<Vec<_>, _>>()?;
    let col = |f: fn(&BenchRun) -> Option<f64>| runs.iter().filter_map(f).collect::<Vec<f64>>();
    let decode = Spread::of(&col(|r| r.decode_tokens_per_s));
    let whole = Spread::of(&col(|r| r.tokens_per_s));
    let report = BenchReport {
        backend: backend.name().to_string(),
        model: common::display(&l.model_path),
        steps,
        repeat: a.repeat,
        tokens_per_run: runs.last().map_or(0, |r| r.n_generated),
        ms_per_token: decode.map(|d| 1000.0 / d.median),
        decode_tokens_per_s: decode,
        tokens_per_s: whole,
        runs,
    };
    if a.json {
        return common::print_json(&report);
    }
    let sp = |s: Option<Spread>| {
        s.map_or("-".to_string(), |s| format!("median {:.0}, min {:.0}, max {:.0}", s.median, s.min, s.max))
    };
    let mut s = format!(
        "{} on {}: greedy from BOS, {} positions, {} tokens per run, {} timed runs after 1 warm-up\n",
        report.backend, report.model, steps, report.tokens_per_run, a.repeat
    );
    s += &format!(
        "  decode tok/s (llama2.c's definition: {} tokens after the first): {}\n",
        report.tokens_per_run.saturating_sub(1),
        sp(decode)
    );
    s += &format!("  whole-run tok/s (first forward included):                   {}\n", sp(whole));
    s += &format!(
        "  ms per token (median decode):                               {}\n",
        report.ms_per_token.map_or("-".into(), |m| format!("{m:.4}"))
    );
    common::out(&s)
}
