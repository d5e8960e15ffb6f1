//! `systole roofline`: where the device's prefill and decode stand against the roofline of its array and
//! its memory port, from the `--json` reports of `systole run --backend sim` (or `pcie`).
//!
//! # The model
//!
//! The roofline (S. Williams, A. Waterman, D. Patterson, "Roofline: an insightful visual performance model
//! for multicore architectures", CACM 52(4), 2009) bounds the performance a kernel can reach by two
//! ceilings of the machine:
//!
//! - the **compute roof**: the array's peak, `array_macs_per_cycle` (rows x cols, 64 MACs per cycle for the
//!   8x8 array of `systole_top_w64`);
//! - the **memory roof**: the bandwidth of the device-memory port, `word_bytes` bytes per cycle (one 64-bit
//!   word per cycle: 8), times the kernel's **operational intensity** OI = MACs / DRAM bytes, the work done
//!   per byte moved.
//!
//! Attainable performance is `min(peak, word_bytes x OI)` MACs per cycle: a slope for memory-bound kernels,
//! flat for compute-bound ones. They meet at the **ridge point**, OI = peak / word_bytes (8 MACs per byte
//! here): a kernel left of it cannot use the whole array whatever the schedule, one right of it can.
//!
//! # The points
//!
//! Each input file gives one point per phase of its request, from the device's own counters summed over
//! the phase's programs (`host/src/driver/backend.rs`, `report()`):
//!
//! - **prefill**: the prompt's chunks; OI = `prefill_macs / prefill_dram_bytes`, achieved performance
//!   P = `prefill_macs / prefill_cycles`;
//! - **decode**: every generated token's step; OI = `decode_macs / decode_dram_bytes`,
//!   P = `decode_macs / decode_cycles`.
//!
//! A point's x is where it sits against the ridge (decode, reading every INT8 weight once per token for one
//! MAC per byte, sits far left of it: it is memory-bound by construction), its height below the roof at
//! that x is what the schedule leaves on the table: the "% of roof" column is P / roof.
//!
//! # The floors
//!
//! For decode the report also gives two lower bounds on the cycles of one token, which the roofline states
//! per token rather than per MAC:
//!
//! - the **memory floor** (`decode_memory_floor_cycles`, mean over the decode steps): the INT8 weights and
//!   their scales plus the K and V records of positions `0..=p`, read once at one word per cycle;
//! - the **compute floor** (`compute_floor_cycles_per_token`): the weight matrices' MACs at the array's peak.
//!
//! The binding floor is the larger; the measured cycles per token (`decode_cycles / decode_tokens`) over it
//! is how far decode is from the best this configuration of array and port allows.
//!
//! With `--out` the plot is written as an SVG (log-log axes, the roof, the ridge point, one labelled point
//! per phase per file); the file is written atomically (a temporary file in the same directory, renamed).

use clap::Args;
use plotters::prelude::*;
use serde_json::{json, Map, Value};
use std::path::{Path, PathBuf};

/// Arguments of `systole roofline`.
#[derive(Debug, Clone, Args)]
pub struct RooflineArgs {
    /// A report of `systole run --backend sim --json` (one JSON object). Repeat to compare several runs on
    /// one plot.
    #[arg(long = "run", value_name = "FILE.json", required = true)]
    pub runs: Vec<PathBuf>,

    /// Write the roofline plot as an SVG here (parent directories are created; the file is replaced
    /// atomically).
    #[arg(long, value_name = "PATH.svg")]
    pub out: Option<PathBuf>,

    /// Print one JSON object (every file's phases, roofs and floors) instead of the table.
    #[arg(long)]
    pub json: bool,
}

/// One phase (prefill or decode) of a run, as counted by the device.
#[derive(Debug, Clone, PartialEq)]
pub struct Phase {
    /// `prefill` or `decode`.
    pub name: &'static str,
    /// Tokens of the phase (prompt tokens for prefill, generated tokens for decode).
    pub tokens: u64,
    /// Device cycles of the phase.
    pub cycles: u64,
    /// Multiply-accumulates of the phase.
    pub macs: u64,
    /// Bytes moved between the device memory and the chip in the phase.
    pub dram_bytes: u64,
}

/// A phase placed on the roofline.
#[derive(Debug, Clone, PartialEq)]
pub struct PhasePoint {
    /// The phase's counters.
    pub phase: Phase,
    /// Operational intensity, MACs per DRAM byte (`None` when the phase moved no byte).
    pub oi: Option<f64>,
    /// Achieved performance, MACs per cycle (`None` when the phase took no cycle).
    pub achieved: Option<f64>,
    /// The attainable performance at this intensity, `min(peak, word_bytes x OI)` MACs per cycle.
    pub roof: f64,
    /// `achieved / roof` (`None` without an achieved performance or with a zero roof).
    pub fraction_of_roof: Option<f64>,
    /// `memory` left of the ridge point, `compute` at or right of it.
    pub bound: &'static str,
}

/// The decode floors of a run, per token.
#[derive(Debug, Clone, PartialEq)]
pub struct DecodeFloors {
    /// Measured cycles per decode token (`decode_cycles / decode_tokens`).
    pub cycles_per_token: f64,
    /// The memory floor (weights, scales and KV records read once at one word per cycle), mean per token.
    pub memory_floor: f64,
    /// The compute floor (weight MACs at the array's peak).
    pub compute_floor: f64,
    /// `memory` or `compute`: the larger floor.
    pub binding: &'static str,
    /// `cycles_per_token / max(memory_floor, compute_floor)`.
    pub ratio: f64,
}

/// One input file, read and placed on the roofline.
#[derive(Debug, Clone, PartialEq)]
pub struct Run {
    /// The file as given on the command line.
    pub file: String,
    /// The model file of the run (empty if the report has none).
    pub model: String,
    /// The backend of the run (empty if the report has none).
    pub backend: String,
    /// Positions run (the report's `steps`), if reported.
    pub steps: Option<u64>,
    /// Accelerator clock in MHz, if reported.
    pub clock_mhz: Option<f64>,
    /// Peak MACs per cycle of the array.
    pub peak: f64,
    /// Device-memory bytes per cycle.
    pub word_bytes: f64,
    /// The prefill phase (`None` when it has no token).
    pub prefill: Option<PhasePoint>,
    /// The decode phase (`None` when it has no token).
    pub decode: Option<PhasePoint>,
    /// The decode floors (`None` without decode tokens or without floors in the report).
    pub floors: Option<DecodeFloors>,
}

impl Run {
    /// The ridge point: the intensity where the memory roof meets the compute roof, MACs per byte.
    pub fn ridge(&self) -> f64 {
        self.peak / self.word_bytes
    }

    /// The phases present, prefill first.
    pub fn phases(&self) -> impl Iterator<Item = &PhasePoint> {
        self.prefill.iter().chain(self.decode.iter())
    }

    /// The model's name for titles: its file stem (`stories260K`).
    fn model_name(&self) -> String {
        let p = Path::new(&self.model);
        p.file_stem().map_or_else(|| self.model.clone(), |s| s.to_string_lossy().into_owned())
    }
}

/// How to produce a valid input, appended to every field error.
const HINT: &str = "produce the file with `systole run --backend sim --json`";

/// A required field of the report.
fn field<'a>(file: &str, o: &'a Map<String, Value>, key: &str) -> Result<&'a Value, String> {
    o.get(key).ok_or_else(|| format!("{file}: field `{key}` is missing: {HINT}"))
}

/// The JSON type of a value, for messages.
fn kind(v: &Value) -> &'static str {
    match v {
        Value::Null => "null",
        Value::Bool(_) => "a boolean",
        Value::Number(_) => "a number",
        Value::String(_) => "a string",
        Value::Array(_) => "an array",
        Value::Object(_) => "an object",
    }
}

/// A required non-negative integer field.
fn count(file: &str, o: &Map<String, Value>, key: &str) -> Result<u64, String> {
    let v = field(file, o, key)?;
    v.as_u64().ok_or_else(|| format!("{file}: field `{key}` must be a non-negative integer, not {} ({v}): {HINT}", kind(v)))
}

/// A required finite number field, greater than zero.
fn positive(file: &str, o: &Map<String, Value>, key: &str) -> Result<f64, String> {
    let v = field(file, o, key)?;
    match v.as_f64() {
        Some(x) if x.is_finite() && x > 0.0 => Ok(x),
        _ => Err(format!("{file}: field `{key}` must be a number greater than 0, not {} ({v}): {HINT}", kind(v))),
    }
}

/// A field that must be present and is a non-negative finite number or null.
fn nullable(file: &str, o: &Map<String, Value>, key: &str) -> Result<Option<f64>, String> {
    let v = field(file, o, key)?;
    match v {
        Value::Null => Ok(None),
        _ => match v.as_f64() {
            Some(x) if x.is_finite() && x >= 0.0 => Ok(Some(x)),
            _ => Err(format!("{file}: field `{key}` must be a non-negative number or null, not {} ({v}): {HINT}", kind(v))),
        },
    }
}

/// An optional string field (empty when absent or not a string).
fn text(o: &Map<String, Value>, key: &str) -> String {
    o.get(key).and_then(Value::as_str).unwrap_or_default().to_string()
}

/// Places a phase on the roofline of `peak` MACs per cycle and `word_bytes` bytes per cycle.
pub fn place(phase: Phase, peak: f64, word_bytes: f64) -> PhasePoint {
    let oi = (phase.dram_bytes > 0).then(|| phase.macs as f64 / phase.dram_bytes as f64);
    let achieved = (phase.cycles > 0).then(|| phase.macs as f64 / phase.cycles as f64);
    let roof = oi.map_or(peak, |oi| peak.min(word_bytes * oi));
    let fraction_of_roof = achieved.filter(|_| roof > 0.0).map(|p| p / roof);
    let bound = if oi.is_some_and(|oi| oi < peak / word_bytes) { "memory" } else { "compute" };
    PhasePoint { phase, oi, achieved, roof, fraction_of_roof, bound }
}

/// Reads a phase's counters (`<name>_tokens`, `_cycles`, `_macs`, `_dram_bytes`); `None` without tokens.
fn phase(file: &str, o: &Map<String, Value>, name: &'static str) -> Result<Option<Phase>, String> {
    let p = Phase {
        name,
        tokens: count(file, o, &format!("{name}_tokens"))?,
        cycles: count(file, o, &format!("{name}_cycles"))?,
        macs: count(file, o, &format!("{name}_macs"))?,
        dram_bytes: count(file, o, &format!("{name}_dram_bytes"))?,
    };
    Ok((p.tokens > 0).then_some(p))
}

/// Builds a run from a parsed report; `file` names it in errors.
pub fn from_report(file: &str, v: &Value) -> Result<Run, String> {
    let o = v.as_object().ok_or_else(|| format!("{file}: expected one JSON object, found {}: {HINT}", kind(v)))?;
    let peak = positive(file, o, "array_macs_per_cycle")?;
    let word_bytes = positive(file, o, "word_bytes")?;
    let prefill = phase(file, o, "prefill")?.map(|p| place(p, peak, word_bytes));
    let decode = phase(file, o, "decode")?.map(|p| place(p, peak, word_bytes));
    let memory_floor = nullable(file, o, "decode_memory_floor_cycles")?;
    let compute_floor = nullable(file, o, "compute_floor_cycles_per_token")?;
    let floors = match (&decode, memory_floor, compute_floor) {
        (Some(d), Some(memory_floor), Some(compute_floor)) if memory_floor.max(compute_floor) > 0.0 => {
            let cycles_per_token = d.phase.cycles as f64 / d.phase.tokens as f64;
            let binding = if memory_floor >= compute_floor { "memory" } else { "compute" };
            let ratio = cycles_per_token / memory_floor.max(compute_floor);
            Some(DecodeFloors { cycles_per_token, memory_floor, compute_floor, binding, ratio })
        }
        _ => None,
    };
    let clock_mhz = match o.get("clock_mhz") {
        None | Some(Value::Null) => None,
        Some(_) => nullable(file, o, "clock_mhz")?,
    };
    Ok(Run {
        file: file.to_string(),
        model: text(o, "model"),
        backend: text(o, "backend"),
        steps: o.get("steps").and_then(Value::as_u64),
        clock_mhz,
        peak,
        word_bytes,
        prefill,
        decode,
        floors,
    })
}

/// Reads and places one report file.
pub fn read_run(path: &Path) -> Result<Run, String> {
    let file = path.display().to_string();
    let s = std::fs::read_to_string(path).map_err(|e| format!("cannot read {file}: {e}: {HINT}"))?;
    let v: Value = serde_json::from_str(s.trim()).map_err(|e| format!("{file}: not a JSON object ({e}): {HINT}"))?;
    from_report(&file, &v)
}

fn phase_json(p: &Option<PhasePoint>) -> Value {
    match p {
        None => Value::Null,
        Some(p) => json!({
            "tokens": p.phase.tokens,
            "cycles": p.phase.cycles,
            "macs": p.phase.macs,
            "dram_bytes": p.phase.dram_bytes,
            "oi_macs_per_byte": p.oi,
            "achieved_macs_per_cycle": p.achieved,
            "roof_macs_per_cycle": p.roof,
            "fraction_of_roof": p.fraction_of_roof,
            "bound": p.bound,
        }),
    }
}

/// The `--json` form of a run.
pub fn run_json(r: &Run) -> Value {
    json!({
        "file": r.file,
        "model": r.model,
        "backend": r.backend,
        "steps": r.steps,
        "clock_mhz": r.clock_mhz,
        "peak_macs_per_cycle": r.peak,
        "word_bytes": r.word_bytes,
        "ridge_macs_per_byte": r.ridge(),
        "prefill": phase_json(&r.prefill),
        "decode": phase_json(&r.decode),
        "decode_floors": r.floors.as_ref().map(|f| json!({
            "cycles_per_token": f.cycles_per_token,
            "memory_floor_cycles": f.memory_floor,
            "compute_floor_cycles": f.compute_floor,
            "binding": f.binding,
            "ratio_to_binding_floor": f.ratio,
        })),
    })
}

/// An optional number with `d` decimals, `-` when absent.
fn opt(v: Option<f64>, d: usize) -> String {
    v.map_or_else(|| "-".to_string(), |v| format!("{v:.d$}"))
}

/// The human-readable table of runs.
pub fn table(runs: &[Run]) -> String {
    let mut s = String::new();
    for (i, r) in runs.iter().enumerate() {
        if i > 0 {
            s.push('\n');
        }
        let clock = r.clock_mhz.map_or_else(String::new, |c| format!(", {c} MHz"));
        s += &format!(
            "{}: {} on {}: peak {} MAC/cycle, {} B/cycle, ridge at {:.4} MAC/B{clock}\n",
            r.file,
            if r.model.is_empty() { "?" } else { &r.model },
            if r.backend.is_empty() { "?" } else { &r.backend },
            r.peak,
            r.word_bytes,
            r.ridge()
        );
        s += &format!(
            "{:<8} {:>8} {:>12} {:>14} {:>14} {:>10} {:>12} {:>12} {:>9}  {}\n",
            "phase", "tokens", "cycles", "MACs", "DRAM bytes", "OI MAC/B", "MAC/cycle", "roof MAC/c", "% of roof", "bound"
        );
        for p in r.phases() {
            s += &format!(
                "{:<8} {:>8} {:>12} {:>14} {:>14} {:>10} {:>12} {:>12} {:>9}  {}\n",
                p.phase.name,
                p.phase.tokens,
                p.phase.cycles,
                p.phase.macs,
                p.phase.dram_bytes,
                opt(p.oi, 4),
                opt(p.achieved, 4),
                format!("{:.4}", p.roof),
                p.fraction_of_roof.map_or_else(|| "-".to_string(), |f| format!("{:.2}%", 100.0 * f)),
                p.bound
            );
        }
        if r.prefill.is_none() && r.decode.is_none() {
            s += "(no prefill or decode tokens)\n";
        }
        match &r.floors {
            Some(f) => {
                s += &format!(
                    "decode floors: {:.1} cycles/token; memory floor {:.1}, compute floor {:.1} cycles/token; {:.3}x the binding ({}) floor\n",
                    f.cycles_per_token, f.memory_floor, f.compute_floor, f.ratio, f.binding
                );
            }
            None => s += "decode floors: - (no decode tokens or no floors in the report)\n",
        }
    }
    s
}

/// The point's label on the plot: `prefill (5 tok)`, `decode (59 tok, 64 pos)`, prefixed with the file's
/// stem when several files are plotted.
pub fn point_label(r: &Run, p: &PhasePoint, many: bool) -> String {
    let base = match p.phase.name {
        "decode" => {
            let pos = r.prefill.as_ref().map_or(0, |q| q.phase.tokens) + p.phase.tokens;
            format!("decode ({} tok, {pos} pos)", p.phase.tokens)
        }
        name => format!("{name} ({} tok)", p.phase.tokens),
    };
    if many {
        let stem = Path::new(&r.file).file_stem().map_or_else(|| r.file.clone(), |s| s.to_string_lossy().into_owned());
        format!("{stem}: {base}")
    } else {
        base
    }
}

/// The plot's title: the models, backends and array/port configurations of the runs.
pub fn title(runs: &[Run]) -> String {
    let mut parts: Vec<String> = Vec::new();
    for r in runs {
        let clock = r.clock_mhz.map_or_else(String::new, |c| format!(", {c} MHz"));
        let backend = if r.backend.is_empty() { String::new() } else { format!(" on {}", r.backend) };
        let p = format!("{}{backend} ({} MAC/cycle, {} B/cycle{clock})", r.model_name(), r.peak, r.word_bytes);
        if !parts.contains(&p) {
            parts.push(p);
        }
    }
    format!("Roofline: {}", parts.join("; "))
}

/// A tick label of a log axis: `0.01`, `0.1`, `1`, `10`, `1000`.
fn tick(v: &f64) -> String {
    if *v >= 1.0 {
        format!("{v:.0}")
    } else {
        let s = format!("{v:.6}");
        s.trim_end_matches('0').trim_end_matches('.').to_string()
    }
}

/// The power of ten at or below `x` (`floor`) or at or above it.
fn decade(x: f64, up: bool) -> f64 {
    let e = x.log10();
    10f64.powf(if up { e.ceil() } else { e.floor() })
}

/// Colors of the runs' points, in order.
const PALETTE: [RGBColor; 6] = [
    RGBColor(0x1f, 0x77, 0xb4),
    RGBColor(0xd6, 0x27, 0x28),
    RGBColor(0x2c, 0xa0, 0x2c),
    RGBColor(0x94, 0x67, 0xbd),
    RGBColor(0xff, 0x7f, 0x0e),
    RGBColor(0x8c, 0x56, 0x4b),
];

/// Draws the roofline of `runs` as an SVG document.
pub fn svg(runs: &[Run]) -> Result<String, String> {
    let err = |e: DrawingAreaErrorKind<_>| format!("drawing the roofline: {e}");
    // axes: 0.01..1000 MAC/B and 0.01..2x peak MAC/cycle, widened to every point and ridge
    let (mut x0, mut x1, mut y0) = (0.01f64, 1000f64, 0.01f64);
    let mut y1 = runs.iter().map(|r| 2.0 * r.peak).fold(0.0, f64::max);
    for r in runs {
        x1 = x1.max(decade(10.0 * r.ridge(), true));
        for p in r.phases() {
            if let Some(oi) = p.oi.filter(|&x| x > 0.0) {
                x0 = x0.min(decade(oi / 2.0, false));
                x1 = x1.max(decade(oi * 2.0, true));
            }
            if let Some(a) = p.achieved.filter(|&x| x > 0.0) {
                y0 = y0.min(decade(a / 2.0, false));
                y1 = y1.max(2.0 * a);
            }
        }
    }
    let mut doc = String::new();
    {
        let root = SVGBackend::with_string(&mut doc, (960, 640)).into_drawing_area();
        root.fill(&WHITE).map_err(err)?;
        let mut chart = ChartBuilder::on(&root)
            .caption(title(runs), ("sans-serif", 22))
            .margin(16)
            .x_label_area_size(56)
            .y_label_area_size(72)
            .build_cartesian_2d((x0 * 0.999..x1 * 1.001).log_scale(), (y0 * 0.999..y1 * 1.001).log_scale())
            .map_err(err)?;
        chart
            .configure_mesh()
            .x_desc("operational intensity (MACs per DRAM byte)")
            .y_desc("performance (MACs per cycle)")
            .x_label_formatter(&tick)
            .y_label_formatter(&tick)
            .light_line_style(RGBColor(0xee, 0xee, 0xee))
            .label_style(("sans-serif", 15))
            .axis_desc_style(("sans-serif", 16))
            .draw()
            .map_err(err)?;

        // one roof per distinct (peak, word_bytes) configuration
        let mut roofs: Vec<(f64, f64)> = Vec::new();
        for r in runs {
            if !roofs.contains(&(r.peak, r.word_bytes)) {
                roofs.push((r.peak, r.word_bytes));
            }
        }
        let label = ("sans-serif", 14).into_font();
        for &(peak, wb) in &roofs {
            let ridge = peak / wb;
            let start = x0.max(y0 / wb);
            let roof = vec![(start, wb * start), (ridge, peak), (x1, peak)];
            chart.draw_series(LineSeries::new(roof, BLACK.stroke_width(2))).map_err(err)?;
            chart.draw_series(std::iter::once(Circle::new((ridge, peak), 5, BLACK.filled()))).map_err(err)?;
            chart
                .draw_series(std::iter::once(Text::new(
                    format!("ridge: {} MAC/B, {} MAC/cycle", tick(&ridge), tick(&peak)),
                    (ridge * 1.15, peak / 1.25),
                    label.clone(),
                )))
                .map_err(err)?;
            chart
                .draw_series(std::iter::once(Text::new(
                    format!("compute roof: {} MAC/cycle", tick(&peak)),
                    ((ridge * x1).sqrt(), peak * 1.4),
                    label.clone(),
                )))
                .map_err(err)?;
            // the memory slope's label, just below the line, a third of the way up from the axis to the ridge
            let xm = start.powf(2.0 / 3.0) * ridge.powf(1.0 / 3.0);
            chart
                .draw_series(std::iter::once(Text::new(
                    format!("memory roof: {} B/cycle x OI", tick(&wb)),
                    (xm * 1.1, wb * xm / 2.2),
                    label.clone(),
                )))
                .map_err(err)?;
        }

        // the points, then their labels placed in pixels: below-right of the point (below-left near the
        // right edge), pushed down past any label already placed so that none overlap
        let many = runs.len() > 1;
        let mut labels: Vec<(i32, i32, String, RGBColor)> = Vec::new();
        for (i, r) in runs.iter().enumerate() {
            let color = PALETTE[i % PALETTE.len()];
            for p in r.phases() {
                let (Some(x), Some(y)) = (p.oi, p.achieved) else { continue };
                if !(x > 0.0 && y > 0.0) {
                    continue;
                }
                if p.phase.name == "prefill" {
                    chart.draw_series(std::iter::once(Circle::new((x, y), 6, color.filled()))).map_err(err)?;
                } else {
                    chart.draw_series(std::iter::once(TriangleMarker::new((x, y), 8, color.filled()))).map_err(err)?;
                }
                // a thin line up to the roof above the point: the headroom
                if p.roof > y {
                    chart
                        .draw_series(LineSeries::new(vec![(x, y), (x, p.roof)], color.mix(0.5).stroke_width(1)))
                        .map_err(err)?;
                }
                let (px, py) = chart.backend_coord(&(x, y));
                let text = format!(
                    "{}: {} MAC/cycle, {} of roof",
                    point_label(r, p, many),
                    format_sig(y),
                    p.fraction_of_roof.map_or_else(|| "-".to_string(), |f| format!("{:.1}%", 100.0 * f))
                );
                labels.push((px, py, text, color));
            }
        }
        labels.sort_by_key(|l| l.1);
        let (width, _) = root.dim_in_pixel();
        let mut placed: Vec<(i32, i32, i32, i32)> = Vec::new(); // left, top, right, bottom
        for (px, py, text, color) in labels {
            // the SVG viewer's font decides the real width: about 0.55 em per character is generous enough
            let w = (text.chars().count() as f64 * 6.6).ceil() as i32;
            let h = 17;
            let left = if px + 12 + w > width as i32 - 8 { (px - 12 - w).max(0) } else { px + 12 };
            let mut top = py + 4;
            while let Some(b) = placed.iter().find(|b| left < b.2 && b.0 < left + w && top < b.3 && b.1 < top + h) {
                top = b.3 + 1;
            }
            placed.push((left, top, left + w, top + h));
            root.draw(&Text::new(text, (left, top), ("sans-serif", 14).into_font().color(&color))).map_err(err)?;
        }
        root.present().map_err(err)?;
    }
    Ok(doc)
}

/// A number with about four significant digits.
fn format_sig(x: f64) -> String {
    if x >= 100.0 {
        format!("{x:.1}")
    } else if x >= 1.0 {
        format!("{x:.3}")
    } else {
        format!("{x:.4}")
    }
}

/// Writes `data` to `path` atomically: a temporary file in the same directory, then a rename. Parent
/// directories are created.
pub fn write_atomic(path: &Path, data: &[u8]) -> Result<(), String> {
    let shown = path.display();
    let name = path.file_name().ok_or_else(|| format!("cannot write {shown}: not a file name"))?;
    if path.is_dir() {
        return Err(format!("cannot write {shown}: it is a directory"));
    }
    let dir = match path.parent() {
        Some(d) if !d.as_os_str().is_empty() => d.to_path_buf(),
        _ => PathBuf::from("."),
    };
    std::fs::create_dir_all(&dir).map_err(|e| format!("cannot create the directory {} for {shown}: {e}", dir.display()))?;
    let tmp = dir.join(format!(".{}.tmp-{}", name.to_string_lossy(), std::process::id()));
    let r = std::fs::write(&tmp, data)
        .and_then(|_| std::fs::rename(&tmp, path))
        .map_err(|e| format!("cannot write {shown}: {e}"));
    if r.is_err() {
        let _ = std::fs::remove_file(&tmp);
    }
    r
}

/// `systole roofline`.
pub fn roofline(a: &RooflineArgs) -> Result<(), String> {
    let runs = a.runs.iter().map(|p| read_run(p)).collect::<Result<Vec<_>, _>>()?;
    if let Some(out) = &a.out {
        write_atomic(out, svg(&runs)?.as_bytes())?;
    }
    if a.json {
        let v = json!({
            "runs": runs.iter().map(run_json).collect::<Vec<_>>(),
            "svg": a.out.as_ref().map(|p| p.display().to_string()),
        });
        return crate::common::print_json(&v);
    }
    let mut s = table(&runs);
    if let Some(out) = &a.out {
        s += &format!("\nroofline plot written to {}\n", out.display());
    }
    crate::common::out(&s)
}
