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
    /// The simulated board: the Verilated RTL of the accelerator (systole_top_w64) behind a DRAM model and
    /// a PCIe link model, driven by the host driver (weights, programs and KV blocks over the link).
    #[value(name = "sim")]
    Sim,
    /// A real board through Linux VFIO (`--device BDF`; docs/board.md).
    #[value(name = "pcie")]
    Pcie,
}

/// Options of the device backends (`sim`, `pcie`); ignored by the golden models.
#[derive(Debug, Clone, Args)]
pub struct DeviceArgs {
    /// PCIe link of the simulated board: gen2x1 or gen3x4 (bandwidth, TLP efficiency and latencies,
    /// host/src/driver/link.rs).
    #[arg(long, default_value = "gen3x4", value_name = "PRESET", value_parser = parse_link)]
    pub link: systole_host::driver::link::LinkConfig,

    /// Accelerator clock in MHz for simulated time (TTFT, ITL) and for the pcie backend's timeouts.
    #[arg(long, default_value_t = 100.0, value_name = "MHZ", value_parser = parse_mhz)]
    pub clock_mhz: f64,

    /// Positions per KV-cache block.
    #[arg(long, default_value_t = 16, value_name = "N", value_parser = clap::value_parser!(u16).range(1..))]
    pub block_size: u16,

    /// Physical KV blocks in device DRAM (default: room for every sequence slot's whole context). A small
    /// pool makes the driver swap blocks to host memory.
    #[arg(long, value_name = "N", value_parser = clap::value_parser!(u32).range(1..))]
    pub kv_blocks: Option<u32>,

    /// Largest prefill chunk in tokens (smaller chunks are used when a chunk does not fit the SRAM).
    #[arg(long, default_value_t = 16, value_name = "N", value_parser = clap::value_parser!(u16).range(1..))]
    pub prefill_chunk: u16,

    /// Device DRAM of the simulated board in MiB.
    #[arg(long, default_value_t = 16, value_name = "MIB", value_parser = clap::value_parser!(u32).range(1..=2048))]
    pub dram_mib: u32,

    /// PCI address of the board for `--backend pcie` (e.g. 0000:03:00.0).
    #[arg(long, value_name = "BDF")]
    pub device: Option<String>,
}

fn parse_link(s: &str) -> Result<systole_host::driver::link::LinkConfig, String> {
    systole_host::driver::link::LinkConfig::preset(s)
}

fn parse_mhz(s: &str) -> Result<f64, String> {
    match s.parse::<f64>() {
        Ok(v) if v > 0.0 && v.is_finite() && v <= 2000.0 => Ok(v),
        _ => Err(format!("`{s}` is not a clock in MHz (a number above 0, at most 2000)")),
    }
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

/// Builds the backend (the integer model quantizes the weights first; the device backends open the
/// device and stream the model into its DRAM, showing progress on stderr).
pub fn make_backend(kind: BackendKind, model: &Model, dev: &DeviceArgs) -> Result<Box<dyn Backend>, String> {
    use systole_host::driver::backend::DeviceBackend;
    use systole_host::driver::runtime::{Runtime, RuntimeOptions};
    let opts = RuntimeOptions {
        block_size: dev.block_size as usize,
        kv_blocks: dev.kv_blocks.map(|n| n as usize),
        max_seqs: 1,
        prefill_chunk: dev.prefill_chunk as usize,
        ..RuntimeOptions::default()
    };
    // a progress line on a terminal; in a pipe or log only the summary below
    let tty = std::io::IsTerminal::is_terminal(&std::io::stderr());
    let mut progress = |done: u64, total: u64| {
        if tty {
            eprint!("\rload: {:>4} / {} KiB of the device image", done >> 10, total >> 10);
            if done == total {
                eprintln!();
            }
        }
    };
    let summary = |l: &systole_host::driver::runtime::LoadReport, what: &str| {
        eprintln!(
            "load: {} bytes in {} transfers to {what}: {:.3} ms of device time, {:.0} ms wall; setup program (resident constants): {} cycles",
            l.bytes, l.transfers, l.device_ms, l.wall_ms, l.setup_cycles
        );
    };
    match kind {
        BackendKind::GoldenF32 => Ok(Box::new(Transformer::new(model))),
        BackendKind::GoldenInt => Ok(Box::new(IntTransformer::new(QuantModel::prepare(model)))),
        BackendKind::Sim => {
            use systole_testbench::board::{BoardConfig, SimBoard};
            let cfg = BoardConfig { link: dev.link.clone(), clock_mhz: dev.clock_mhz, dram_bytes: dev.dram_mib << 20, seed: 1 };
            let board = SimBoard::open(cfg).map_err(|e| e.to_string())?;
            let what = board_name(&board);
            let rt = Runtime::open(board, &QuantModel::prepare(model), opts, &mut progress).map_err(|e| e.to_string())?;
            summary(&rt.load, &what);
            Ok(Box::new(DeviceBackend::new(rt, "sim")))
        }
        BackendKind::Pcie => open_pcie(model, dev, opts, &mut progress).map(|b| {
            summary(&b.1, "the board");
            b.0
        }),
    }
}

fn board_name(d: &dyn systole_host::driver::Device) -> String {
    d.describe()
}

#[cfg(target_os = "linux")]
fn open_pcie(
    model: &Model,
    dev: &DeviceArgs,
    opts: systole_host::driver::runtime::RuntimeOptions,
    progress: &mut dyn FnMut(u64, u64),
) -> Result<(Box<dyn Backend>, systole_host::driver::runtime::LoadReport), String> {
    use systole_host::driver::vfio::{PcieDevice, PcieOptions};
    let Some(bdf) = dev.device.as_deref() else {
        return Err("--backend pcie needs --device BDF, the board's PCI address (e.g. --device 0000:03:00.0; see docs/board.md)".into());
    };
    let d = PcieDevice::open(bdf, &PcieOptions { clock_mhz: dev.clock_mhz, ..PcieOptions::default() }).map_err(|e| e.to_string())?;
    let rt = systole_host::driver::runtime::Runtime::open(d, &QuantModel::prepare(model), opts, progress).map_err(|e| e.to_string())?;
    let load = rt.load.clone();
    Ok((Box::new(systole_host::driver::backend::DeviceBackend::new(rt, "pcie")), load))
}

#[cfg(not(target_os = "linux"))]
fn open_pcie(
    _: &Model,
    _: &DeviceArgs,
    _: systole_host::driver::runtime::RuntimeOptions,
    _: &mut dyn FnMut(u64, u64),
) -> Result<(Box<dyn Backend>, systole_host::driver::runtime::LoadReport), String> {
    Err("--backend pcie needs Linux (VFIO)".into())
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
