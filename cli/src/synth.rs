//! `systole synth`: builds a configuration of the accelerator for an FPGA with open tools (Yosys, nextpnr,
//! ecppack / icepack) and reports resources, fmax per clock, the critical path, run times and tool versions
//! (`fpga/`, `docs/fpga.md`).
//!
//! A configuration names the block built: `default` is the whole accelerator of the default configuration
//! (`systole_top_w64`), `array-RxC` the systolic matrix unit alone at one array size (the sweep of
//! docs/fpga.md). The Verilog is emitted from the hardware description on every run.

use clap::Args;
use std::path::{Path, PathBuf};
use systole_fpga::{flow, target};
use systole_hdl::emit::TopModule;

#[derive(Debug, Clone, Args)]
pub struct SynthArgs {
    /// FPGA target: ecp5-85k (Lattice LFE5UM5G-85F, yowasp tools of the project venv) or ice40-up5k
    /// (Lattice iCE40UP5K, Debian's yosys, nextpnr-ice40 and icepack).
    #[arg(long, value_name = "TARGET")]
    pub target: Option<String>,

    /// Configuration to build (`--list` shows them); default: the target's (ecp5-85k: default, the whole
    /// accelerator; ice40-up5k: array-2x4, the reduced configuration).
    #[arg(long, value_name = "NAME")]
    pub config: Option<String>,

    /// Target clock in MHz (default: the clock constraint of the target's file in constraints/).
    #[arg(long, value_name = "MHZ")]
    pub clock_mhz: Option<f64>,

    /// nextpnr placement seed.
    #[arg(long, default_value_t = 1)]
    pub seed: u64,

    /// Work directory base: the run writes into DIR/<target>-<config>/ (default: target/fpga under the
    /// repository root). Keep it inside the project: the yowasp tools cannot open paths under /tmp.
    #[arg(long, value_name = "DIR")]
    pub out: Option<PathBuf>,

    /// Directory of the constraint files (default: constraints/ of the repository that holds the current
    /// directory).
    #[arg(long, value_name = "DIR")]
    pub constraints: Option<PathBuf>,

    /// Print the report as one JSON object on the last line of stdout.
    #[arg(long)]
    pub json: bool,

    /// List the targets and configurations, and exit.
    #[arg(long)]
    pub list: bool,
}

/// A buildable configuration.
struct Config {
    name: &'static str,
    about: &'static str,
    emit: fn() -> TopModule,
    /// Multiplies built from LUTs rather than DSP blocks (a Yosys cell-name pattern; see `flow::Request`).
    lut_multipliers: Option<&'static str>,
}

fn array(r: usize, c: usize) -> TopModule {
    systole_hdl::matrix::array_top(r, c).expect("array size listed in CONFIGS")
}

const CONFIGS: [Config; 5] = [
    Config {
        name: "default",
        about: "the whole accelerator, default configuration (systole_top_w64: sequencer, DMA, 8x8 array, matvec unit, vector unit)",
        emit: || systole_hdl::top::tops().remove(0),
        // the ISA 1.0 array's 64 products (prefill's matrix unit) as LUT multipliers: 196 MULT18X18D do not
        // fit the 156 of the LFE5UM5G-85F
        lut_multipliers: Some("*mm.?mx.?cols*"),
    },
    Config { name: "array-2x4", about: "systolic matrix unit alone, 2 x 4 INT8 array (8 MACs per cycle)", emit: || array(2, 4), lut_multipliers: None },
    Config { name: "array-4x4", about: "systolic matrix unit alone, 4 x 4 INT8 array (16 MACs per cycle)", emit: || array(4, 4), lut_multipliers: None },
    Config { name: "array-8x8", about: "systolic matrix unit alone, 8 x 8 INT8 array (64 MACs per cycle)", emit: || array(8, 8), lut_multipliers: None },
    Config { name: "array-16x16", about: "systolic matrix unit alone, 16 x 16 INT8 array (256 MACs per cycle)", emit: || array(16, 16), lut_multipliers: None },
];

fn config(name: &str) -> Result<&'static Config, String> {
    CONFIGS.iter().find(|c| c.name == name).ok_or_else(|| {
        format!("unknown configuration `{name}`; known: {}", CONFIGS.iter().map(|c| c.name).collect::<Vec<_>>().join(", "))
    })
}

/// The nearest directory at or above the current one that holds `constraints/`, else the source tree's.
fn repo_root() -> PathBuf {
    let mut d = std::env::current_dir().unwrap_or_default();
    loop {
        if d.join("constraints").join(target::ECP5_85K.constraints).is_file() {
            return d;
        }
        if !d.pop() {
            return Path::new(env!("CARGO_MANIFEST_DIR")).join("..");
        }
    }
}

pub fn synth(a: &SynthArgs) -> Result<(), String> {
    if a.list {
        let mut s = String::from("targets:\n");
        for t in target::TARGETS {
            s += &format!("  {:<12} {} on {} (default configuration {})\n", t.name, t.part, t.board, t.default_config);
        }
        s += "configurations:\n";
        for c in &CONFIGS {
            s += &format!("  {:<12} {}\n", c.name, c.about);
        }
        return crate::common::out(&s);
    }
    let t = target::target(a.target.as_deref().ok_or("--target is required: ecp5-85k or ice40-up5k (`--list` shows the configurations)")?)?;
    let cfg = config(a.config.as_deref().unwrap_or(t.default_config))?;
    let root = repo_root();
    let work = a.out.clone().unwrap_or_else(|| root.join("target").join("fpga")).join(format!("{}-{}", t.name, cfg.name));
    let constraints = a.constraints.clone().unwrap_or_else(|| root.join("constraints"));

    let prepared = flow::prepare(t, a.clock_mhz, &constraints, target::find_venv().as_deref())?;
    eprintln!("synth: emitting the Verilog of `{}` ({})", cfg.name, cfg.about);
    let m = (cfg.emit)();
    let req = flow::Request {
        config: cfg.name,
        about: cfg.about,
        top: &m.name,
        verilog: &m.verilog,
        lut_multipliers: cfg.lut_multipliers,
        seed: a.seed,
        work,
    };
    let report = flow::run(&prepared, &req, &mut |l| eprintln!("synth: {l}"))?;
    if a.json {
        crate::common::out(&format!("{}\n", report.json()))
    } else {
        crate::common::out(&report.table())
    }
}
