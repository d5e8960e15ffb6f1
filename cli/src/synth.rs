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

/// The module `name` out of a list of emitted tops.
fn pick(mut tops: Vec<TopModule>, name: &str) -> TopModule {
    let i =
        tops.iter().position(|m| m.name == name).unwrap_or_else(|| panic!("emitted module `{name}` listed in CONFIGS"));
    tops.swap_remove(i)
}

const CONFIGS: [Config; 12] = [
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
    // the units of the default configuration, each alone exactly as the top instantiates it: where the
    // whole accelerator's long paths and LUTs are (docs/fpga.md, "The units one by one")
    Config { name: "unit-fetch", about: "instruction fetch alone (seq_fetch_d64, the top's `fetch`)", emit: || pick(systole_hdl::seq::fetch::tops(), "seq_fetch_d64"), lut_multipliers: None },
    Config { name: "unit-dispatch", about: "decoder, queues and dispatcher alone (seq_dispatch_f8, the top's `disp`)", emit: || pick(systole_hdl::seq::dispatch::tops(), "seq_dispatch_f8"), lut_multipliers: None },
    Config {
        name: "unit-regs",
        about: "register file alone (seq_regs with the default configuration's capabilities, the top's `regs`)",
        emit: || {
            let caps = systole_hdl::top::AccelConfig::default().caps();
            systole_hdl::emit::emit("seq_regs", systole_hdl::seq::SeqRegs::new(caps))
        },
        lut_multipliers: None,
    },
    Config { name: "unit-dma", about: "DMA executor alone (dma_exec_w64, the top's `dma`)", emit: || pick(systole_hdl::dma::tops(), "dma_exec_w64"), lut_multipliers: None },
    Config {
        name: "unit-mm",
        about: "matrix executor with the 8x8 systolic array alone (mm_exec_w64_r8c8, the top's `mm`; products from LUTs as in `default`)",
        emit: systole_hdl::matrix::exec::top,
        lut_multipliers: Some("*mx.?cols*"),
    },
    Config { name: "unit-mv", about: "matrix-vector executor alone (mv_exec_w64, the top's `mv`)", emit: systole_hdl::matrix::mv_exec::top, lut_multipliers: None },
    Config { name: "unit-vpu", about: "vector unit alone (vpu_top_w64, the top's `vpu`)", emit: systole_hdl::vpu::top::emit_top, lut_multipliers: None },
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

#[cfg(test)]
mod tests {
    /// Each unit configuration builds exactly the module the whole accelerator instantiates: the top's
    /// generated Verilog (the committed copy, itself guarded by `hdl/tests/generated.rs`) holds the unit's
    /// module renamed to the instance (`emit::transplant`), or for the register file the same port list.
    #[test]
    fn unit_configurations_are_the_units_of_the_top() {
        let top = std::fs::read_to_string(concat!(env!("CARGO_MANIFEST_DIR"), "/../hdl/generated/systole_top_w64.v"))
            .expect("hdl/generated/systole_top_w64.v (the committed copy)");
        let units = [
            ("unit-fetch", "fetch"),
            ("unit-dispatch", "disp"),
            ("unit-regs", "regs"),
            ("unit-dma", "dma"),
            ("unit-mm", "mm"),
            ("unit-mv", "mv"),
            ("unit-vpu", "vpu"),
        ];
        assert_eq!(super::CONFIGS.iter().filter(|c| c.name.starts_with("unit-")).count(), units.len());
        for (name, inst) in units {
            let c = super::config(name).unwrap();
            let m = (c.emit)();
            assert!(c.about.contains(&m.name), "{name}: the description does not name {}", m.name);
            let to = format!("systole_top_w64${inst}");
            if inst == "regs" {
                let decl = m.verilog.lines().find(|l| l.starts_with("module ")).unwrap();
                let renamed = systole_hdl::emit::rename_module(decl, &m.name, &to);
                assert!(top.lines().any(|l| l == renamed), "{name}: the top's `{inst}` has other ports:\n{renamed}");
            } else {
                let marker = format!("// Instance `{inst}`: the standalone module `{}`, renamed", m.name);
                assert!(top.contains(&marker), "{name}: the top has no transplanted `{inst}` of {}", m.name);
                // the unit's own module, up to its `endmodule` (the top shares identical submodules under
                // one name, so an instance's module name is not compared, only the instance)
                let norm = |l: &str| -> String {
                    let t = l.trim_start();
                    match t.split_once(' ') {
                        Some((ty, rest)) if ty.starts_with("systole_top_w64$") && rest.ends_with('(') => {
                            format!("<module> {rest}")
                        }
                        _ => l.to_string(),
                    }
                };
                let mut body: Vec<String> = m
                    .verilog
                    .lines()
                    .skip_while(|l| !l.starts_with("module "))
                    .map(|l| norm(&systole_hdl::emit::rename_module(l, &m.name, &to)))
                    .collect();
                body.truncate(body.iter().position(|l| l.starts_with("endmodule")).expect("endmodule") + 1);
                let at = top.find(&body[0]).unwrap_or_else(|| panic!("{name}: `module {to}` not in the top"));
                // waivers the top adds (comment and lint_off/lint_on lines) are not logic
                let logic = |l: &String| {
                    !(l.trim().is_empty()
                        || l.trim_start().starts_with("//")
                        || l.trim_start().starts_with("/* verilator"))
                };
                body.retain(logic);
                let ours: Vec<String> = top[at..].lines().map(norm).filter(logic).take(body.len()).collect();
                if let Some(k) = (0..body.len().max(ours.len())).find(|&k| ours.get(k) != body.get(k)) {
                    panic!("{name}: the top's `{inst}` differs from the unit's text at its line {k}:\n top:  {:?}\n unit: {:?}", ours.get(k), body.get(k));
                }
            }
        }
    }
}
