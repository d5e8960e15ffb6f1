//! What the subcommands share: model loading, backend choice, argument parsers and output helpers.

use clap::{Args, ValueEnum};
use std::io::Write;
use std::path::{Path, PathBuf};
use systole_host::golden::f32::Transformer;
use systole_host::golden::int::IntTransformer;
use systole_host::golden::quant::QuantModel;
use systole_host::golden::Backend;
use systole_host::tokenizer::Tokenizer;
use systole_host::{locate, Model};

/// Where the model and its tokenizer come from.
#[derive(Debug, Clone, Args)]
pub struct ModelArgs {
    /// Model file: a llama2.c checkpoint (.bin) or a GGUF file (.gguf).
    ///
    /// Without it, stories260K.bin then stories260K.gguf are looked for in $SYSTOLE_MODEL_DIR, ./models,
    /// ../shared/models and ../shared/models beside the workspace; the error lists every place tried.
    #[arg(long, value_name = "PATH")]
    pub model: Option<PathBuf>,

    /// Tokenizer file in llama2.c's tokenizer.bin format.
    ///
    /// Without it, a llama2.c model uses tok512.bin or tokenizer.bin found next to the model or in the
    /// model directories; a GGUF model uses the vocabulary stored in it.
    #[arg(long, value_name = "PATH")]
    pub tokenizer: Option<PathBuf>,
}

/// Which model computes the logits.
#[derive(Debug, Clone, Copy, PartialEq, Eq, ValueEnum)]
pub enum BackendKind {
    /// The f32 golden model, bit-exact with llama2.c's run.c.
    #[value(name = "golden-f32")]
    GoldenF32,
    /// The integer golden model: the hardware's arithmetic contract (INT8 weights in groups of 32).
    #[value(name = "golden-int")]
    GoldenInt,
}

/// A loaded model with its tokenizer.
pub struct Loaded {
    pub model: Model,
    pub tok: Tokenizer,
    pub model_path: PathBuf,
}

/// Finds and loads the model and its tokenizer (errors carry the file and the reason).
pub fn load(args: &ModelArgs) -> Result<Loaded, String> {
    let (model, vocab, model_path) =
        locate::load(args.model.as_deref(), args.tokenizer.as_deref()).map_err(|e| e.to_string())?;
    let tok = Tokenizer::try_new(vocab).map_err(|e| format!("unusable tokenizer for {}: {e}", model_path.display()))?;
    Ok(Loaded { model, tok, model_path })
}

/// Builds the backend (the integer model quantizes the weights first).
pub fn make_backend(kind: BackendKind, model: &Model) -> Box<dyn Backend> {
    match kind {
        BackendKind::GoldenF32 => Box::new(Transformer::new(model)),
        BackendKind::GoldenInt => Box::new(IntTransformer::new(QuantModel::prepare(model))),
    }
}

/// The positions to run for `--steps`: 0 means the whole context; more than the context is an error.
pub fn check_steps(steps: usize, seq_len: usize) -> Result<usize, String> {
    match steps {
        0 => Ok(seq_len),
        s if s > seq_len => Err(format!(
            "--steps {s} is beyond the model's context of {seq_len} positions (use at most {seq_len}, or 0 for all of it)"
        )),
        s => Ok(s),
    }
}

pub fn parse_temperature(s: &str) -> Result<f32, String> {
    let t: f32 = s.parse().map_err(|_| format!("`{s}` is not a number"))?;
    if !t.is_finite() || t < 0.0 {
        return Err("the temperature must be a finite number >= 0 (0 = greedy)".into());
    }
    Ok(t)
}

pub fn parse_top_p(s: &str) -> Result<f32, String> {
    let p: f32 = s.parse().map_err(|_| format!("`{s}` is not a number"))?;
    if !(p > 0.0 && p <= 1.0) {
        return Err("top-p must be in (0, 1] (1 = off)".into());
    }
    Ok(p)
}

/// Writes to stdout; a closed pipe (`systole run | head`) is not an error worth reporting.
pub fn out(s: &str) -> Result<(), String> {
    let mut o = std::io::stdout().lock();
    match o.write_all(s.as_bytes()).and_then(|_| o.flush()) {
        Err(e) if e.kind() != std::io::ErrorKind::BrokenPipe => Err(format!("writing to stdout: {e}")),
        _ => Ok(()),
    }
}

/// Prints a value as one line of JSON on stdout.
pub fn print_json<T: serde::Serialize>(v: &T) -> Result<(), String> {
    let s = serde_json::to_string(v).map_err(|e| format!("serializing the result: {e}"))?;
    out(&format!("{s}\n"))
}

/// A path for reports: canonical when it can be resolved (no `..` detours), as given otherwise.
pub fn display(p: &Path) -> String {
    std::fs::canonicalize(p).unwrap_or_else(|_| p.to_path_buf()).display().to_string()
}

/// Median, minimum and maximum of samples (NaN ignored).
#[derive(Debug, Clone, Copy, serde::Serialize)]
pub struct Spread {
    pub median: f64,
    pub min: f64,
    pub max: f64,
}

impl Spread {
    pub fn of(v: &[f64]) -> Option<Spread> {
        let s = systole_host::stats::summarize(v)?;
        let min = v.iter().copied().filter(|x| !x.is_nan()).fold(f64::INFINITY, f64::min);
        Some(Spread { median: s.p50, min, max: s.max })
    }
}
