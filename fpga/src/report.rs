//! The report: resources from the synthesized netlist (Yosys `stat -json`), fmax, critical path and the
//! device utilization from nextpnr's `--report` JSON, run times and tool versions; rendered as a table or as
//! one JSON object.

use crate::target::Target;
use serde_json::{json, Value};
use std::collections::BTreeMap;
use std::path::PathBuf;

/// One resource of the part: used by the design against what the part has.
#[derive(Debug, Clone)]
pub struct Used {
    pub key: &'static str,
    pub what: &'static str,
    pub used: u64,
    pub available: u64,
}

impl Used {
    pub fn percent(&self) -> f64 {
        100.0 * self.used as f64 / self.available as f64
    }
}

/// One clock domain's timing.
#[derive(Debug, Clone)]
pub struct Clock {
    pub name: String,
    pub achieved_mhz: f64,
    pub constraint_mhz: f64,
}

/// The worst path nextpnr reports.
#[derive(Debug, Clone)]
pub struct Critical {
    pub from: String,
    pub to: String,
    pub delay_ns: f64,
    pub logic_ns: f64,
    pub routing_ns: f64,
    pub logic_levels: usize,
}

/// What nextpnr's report gives.
#[derive(Debug, Clone)]
pub struct Pnr {
    pub clocks: Vec<Clock>,
    pub critical: Option<Critical>,
    /// Device cells used and available by type, as placed.
    pub utilization: Vec<(String, u64, u64)>,
}

/// The result of one flow run.
#[derive(Debug, Clone)]
pub struct Report {
    pub target: Target,
    pub config: String,
    pub about: String,
    pub top: String,
    pub target_mhz: f64,
    pub clocks: Vec<Clock>,
    pub critical: Option<Critical>,
    pub utilization: Vec<(String, u64, u64)>,
    pub resources: Vec<Used>,
    pub harness_in_bits: usize,
    pub harness_out_bits: usize,
    pub stages: Vec<(String, f64)>,
    pub versions: Vec<(String, String)>,
    pub bitstream: PathBuf,
    pub bitstream_bytes: u64,
    pub work: PathBuf,
    pub seed: u64,
}

/// Cell counts by type of the synthesized design, from `stat -json` (the whole design's, or else the sum
/// over modules).
pub fn cell_counts(stat: &str) -> Result<BTreeMap<String, u64>, String> {
    let v: Value = serde_json::from_str(stat).map_err(|e| format!("yosys stat.json: {e}"))?;
    let mut out = BTreeMap::new();
    let mut add = |m: &Value| {
        if let Some(o) = m.get("num_cells_by_type").and_then(Value::as_object) {
            for (k, n) in o {
                *out.entry(k.trim_start_matches('\\').to_string()).or_insert(0) += n.as_u64().unwrap_or(0);
            }
        }
    };
    if let Some(d) = v.get("design").filter(|d| d.get("num_cells_by_type").is_some()) {
        add(d);
    } else if let Some(ms) = v.get("modules").and_then(Value::as_object) {
        ms.values().for_each(&mut add);
    } else {
        return Err("yosys stat.json has neither `design` nor `modules`".into());
    }
    Ok(out)
}

/// The part's four resources as the netlist uses them.
pub fn resources(t: &Target, cells: &BTreeMap<String, u64>) -> Vec<Used> {
    t.resources
        .iter()
        .map(|r| Used {
            key: r.key,
            what: r.what,
            used: cells.iter().map(|(k, n)| r.cells.iter().filter(|(p, _)| k.starts_with(p)).map(|(_, w)| w * n).sum::<u64>()).sum(),
            available: r.available,
        })
        .collect()
}

/// Reads nextpnr's `--report` JSON.
pub fn parse_nextpnr(text: &str) -> Result<Pnr, String> {
    let v: Value = serde_json::from_str(text).map_err(|e| format!("nextpnr report.json: {e}"))?;
    let f = |x: &Value, k: &str| x.get(k).and_then(Value::as_f64);
    let mut clocks: Vec<Clock> = v
        .get("fmax")
        .and_then(Value::as_object)
        .map(|o| {
            o.iter()
                .filter_map(|(name, c)| {
                    Some(Clock { name: name.clone(), achieved_mhz: f(c, "achieved")?, constraint_mhz: f(c, "constraint")? })
                })
                .collect()
        })
        .unwrap_or_default();
    clocks.sort_by(|a, b| a.name.cmp(&b.name));
    if clocks.is_empty() {
        return Err("nextpnr's report has no clock with an fmax: the design has no timed clock".into());
    }
    let utilization = v
        .get("utilization")
        .and_then(Value::as_object)
        .map(|o| {
            o.iter()
                .map(|(k, u)| (k.clone(), u.get("used").and_then(Value::as_u64).unwrap_or(0), u.get("available").and_then(Value::as_u64).unwrap_or(0)))
                .filter(|(_, used, _)| *used > 0)
                .collect()
        })
        .unwrap_or_default();
    let critical = v.get("critical_paths").and_then(Value::as_array).and_then(|ps| {
        // the path of the slowest clock domain: the longest total delay
        ps.iter()
            .filter_map(|p| {
                let segs = p.get("path")?.as_array()?;
                let cell = |s: &Value, end: &str| {
                    let e = s.get(end)?;
                    Some(format!("{}.{}", e.get("cell")?.as_str()?, e.get("port")?.as_str()?))
                };
                let delay = |s: &Value| f(s, "delay").unwrap_or(0.0);
                let kind = |s: &Value| s.get("type").and_then(Value::as_str).unwrap_or("").to_string();
                let routing: f64 = segs.iter().filter(|s| kind(s) == "routing").map(delay).sum();
                let total: f64 = segs.iter().map(delay).sum();
                Some(Critical {
                    from: cell(segs.first()?, "from")?,
                    to: cell(segs.last()?, "to")?,
                    delay_ns: total,
                    logic_ns: total - routing,
                    routing_ns: routing,
                    logic_levels: segs.iter().filter(|s| kind(s) == "logic").count(),
                })
            })
            .max_by(|a, b| a.delay_ns.total_cmp(&b.delay_ns))
    });
    Ok(Pnr { clocks, critical, utilization })
}

impl Report {
    /// The slowest clock domain's achieved fmax.
    pub fn fmax_mhz(&self) -> f64 {
        self.clocks.iter().map(|c| c.achieved_mhz).fold(f64::INFINITY, f64::min)
    }

    /// Every clock domain meets its constraint.
    pub fn timing_met(&self) -> bool {
        self.clocks.iter().all(|c| c.achieved_mhz >= c.constraint_mhz)
    }

    fn get(&self, key: &str) -> u64 {
        self.resources.iter().find(|u| u.key == key).map_or(0, |u| u.used)
    }

    /// Flip-flops the harness adds around the block (input and output shift registers, LFSR, synchronizer).
    pub fn harness_ffs(&self) -> usize {
        self.harness_in_bits + self.harness_out_bits + 18
    }

    /// The readable report.
    pub fn table(&self) -> String {
        let t = &self.target;
        let mut s = String::new();
        let mut line = |l: String| {
            s.push_str(&l);
            s.push('\n');
        };
        line(format!("synthesis report: {} `{}` on {} ({})", self.top, self.config, t.name, t.part));
        line(format!("  configuration   {}", self.about));
        line(format!("  board           {} (pins: constraints/{})", t.board, t.constraints));
        line(String::new());
        line("  resource (synthesized netlist)     used   available       %".into());
        for u in &self.resources {
            line(format!("  {:<5} {:<26} {:>8} {:>11} {:>7.1}", u.key, u.what, u.used, u.available, u.percent()));
        }
        line(format!(
            "  (of these, the harness: {} FFs and about {} LUTs; {} input and {} output bits of `{}`)",
            self.harness_ffs(),
            self.harness_out_bits,
            self.harness_in_bits,
            self.harness_out_bits,
            self.top
        ));
        line(String::new());
        line("  placed cells (nextpnr)             used   available       %".into());
        for (k, used, avail) in &self.utilization {
            let pct = if *avail > 0 { 100.0 * *used as f64 / *avail as f64 } else { 0.0 };
            line(format!("  {:<32} {:>8} {:>11} {:>7.1}", k, used, avail, pct));
        }
        line(String::new());
        line("  clock                          fmax MHz  target MHz  met".into());
        for c in &self.clocks {
            let met = if c.achieved_mhz >= c.constraint_mhz { "yes" } else { "NO" };
            line(format!("  {:<30} {:>8.1} {:>11.1}  {met}", c.name, c.achieved_mhz, c.constraint_mhz));
        }
        if let Some(c) = &self.critical {
            line(format!(
                "  critical path   {:.2} ns ({:.2} logic in {} levels, {:.2} routing): {} -> {}",
                c.delay_ns, c.logic_ns, c.logic_levels, c.routing_ns, c.from, c.to
            ));
        }
        line(format!(
            "  timing          {} (slowest clock {:.1} MHz against {:.1} MHz)",
            if self.timing_met() { "met" } else { "NOT MET" },
            self.fmax_mhz(),
            self.target_mhz
        ));
        line(String::new());
        line(format!(
            "  run time        {} (total {:.1} s)",
            self.stages.iter().map(|(n, s)| format!("{n} {s:.1} s")).collect::<Vec<_>>().join(", "),
            self.stages.iter().map(|(_, s)| s).sum::<f64>()
        ));
        for (tool, v) in &self.versions {
            line(format!("  {:<15} {v}", tool));
        }
        line(format!("  bitstream       {} ({} bytes)", self.bitstream.display(), self.bitstream_bytes));
        line(format!("  logs            {} (yosys.log, nextpnr.log, pack.log)", self.work.display()));
        s
    }

    /// The report as one JSON object.
    pub fn json(&self) -> Value {
        let res: serde_json::Map<String, Value> = self
            .resources
            .iter()
            .map(|u| (u.key.to_string(), json!({"what": u.what, "used": u.used, "available": u.available, "percent": u.percent()})))
            .collect();
        json!({
            "target": self.target.name,
            "part": self.target.part,
            "board": self.target.board,
            "config": self.config,
            "top": self.top,
            "fmax_mhz": self.fmax_mhz(),
            "target_mhz": self.target_mhz,
            "timing_met": self.timing_met(),
            "bitstream": self.bitstream.display().to_string(),
            "bitstream_bytes": self.bitstream_bytes,
            "luts": self.get("luts"),
            "ffs": self.get("ffs"),
            "dsps": self.get("dsps"),
            "brams": self.get("brams"),
            "resources": res,
            "placed": self.utilization.iter().map(|(k, u, a)| (k.clone(), json!({"used": u, "available": a}))).collect::<serde_json::Map<_, _>>(),
            "clocks": self.clocks.iter().map(|c| json!({"name": c.name, "fmax_mhz": c.achieved_mhz, "target_mhz": c.constraint_mhz})).collect::<Vec<_>>(),
            "critical_path": self.critical.as_ref().map(|c| json!({"from": c.from, "to": c.to, "delay_ns": c.delay_ns, "logic_ns": c.logic_ns, "routing_ns": c.routing_ns, "logic_levels": c.logic_levels})),
            "harness": {"input_bits": self.harness_in_bits, "output_bits": self.harness_out_bits, "ffs": self.harness_ffs()},
            "stage_seconds": self.stages.iter().map(|(n, s)| (n.clone(), json!(s))).collect::<serde_json::Map<_, _>>(),
            "tools": self.versions.iter().map(|(n, v)| (n.clone(), json!(v))).collect::<serde_json::Map<_, _>>(),
            "seed": self.seed,
            "work_dir": self.work.display().to_string(),
        })
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::target::{ECP5_85K, ICE40_UP5K};

    #[test]
    fn resources_weigh_carry_cells_and_sum_ff_kinds() {
        let cells: BTreeMap<String, u64> =
            [("LUT4", 100), ("CCU2C", 10), ("TRELLIS_FF", 50), ("MULT18X18D", 3), ("DP16KD", 2)].iter().map(|(k, n)| (k.to_string(), *n)).collect();
        let u = resources(&ECP5_85K, &cells);
        assert_eq!(u.iter().map(|u| u.used).collect::<Vec<_>>(), vec![120, 50, 3, 2]);
        let cells: BTreeMap<String, u64> =
            [("SB_LUT4", 7), ("SB_DFF", 2), ("SB_DFFE", 3), ("SB_DFFSR", 1), ("SB_MAC16", 9)].iter().map(|(k, n)| (k.to_string(), *n)).collect();
        let u = resources(&ICE40_UP5K, &cells);
        assert_eq!(u.iter().map(|u| u.used).collect::<Vec<_>>(), vec![7, 6, 9, 0]);
        assert!(u[2].used > u[2].available);
    }

    #[test]
    fn stat_json_design_totals_are_read() {
        let s = r#"{"modules": {"\\top": {"num_cells_by_type": {"LUT4": 5}}}, "design": {"num_cells_by_type": {"LUT4": 7, "TRELLIS_FF": 2}}}"#;
        let c = cell_counts(s).unwrap();
        assert_eq!(c["LUT4"], 7);
        assert!(cell_counts("not json").unwrap_err().contains("stat.json"));
    }

    #[test]
    fn nextpnr_report_gives_fmax_and_the_longest_path() {
        let r = r#"{"utilization": {"TRELLIS_COMB": {"used": 10, "available": 100}, "DCU": {"used": 0, "available": 2}},
            "fmax": {"$glbnet$clk": {"achieved": 150.5, "constraint": 100.0}},
            "critical_paths": [{"from": "posedge $glbnet$clk", "to": "posedge $glbnet$clk", "path": [
              {"type": "clk-to-q", "from": {"cell": "a", "port": "CLK"}, "to": {"cell": "a", "port": "Q0"}, "delay": 0.5},
              {"type": "routing", "from": {"cell": "a", "port": "Q0"}, "to": {"cell": "b", "port": "A"}, "delay": 2.0},
              {"type": "logic", "from": {"cell": "b", "port": "A"}, "to": {"cell": "b", "port": "F"}, "delay": 0.25},
              {"type": "setup", "from": {"cell": "b", "port": "F"}, "to": {"cell": "c", "port": "DI0"}, "delay": 0.1}]}]}"#;
        let p = parse_nextpnr(r).unwrap();
        assert_eq!(p.clocks.len(), 1);
        assert_eq!(p.clocks[0].achieved_mhz, 150.5);
        assert_eq!(p.utilization, vec![("TRELLIS_COMB".to_string(), 10, 100)]);
        let c = p.critical.unwrap();
        assert_eq!((c.from.as_str(), c.to.as_str(), c.logic_levels), ("a.CLK", "c.DI0", 1));
        assert!((c.delay_ns - 2.85).abs() < 1e-9 && (c.routing_ns - 2.0).abs() < 1e-9);
        assert!(parse_nextpnr(r#"{"fmax": {}}"#).unwrap_err().contains("no clock"));
    }
}
