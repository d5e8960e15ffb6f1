//! Tests of `systole roofline` on hand-written reports (no model or simulator needed).

mod common;

use common::{fails, s, systole};
use serde_json::{json, Value};
use std::path::{Path, PathBuf};

/// A fresh directory for one test.
fn tmp(name: &str) -> PathBuf {
    let d = std::env::temp_dir().join(format!("systole-roofline-{}-{name}", std::process::id()));
    let _ = std::fs::remove_dir_all(&d);
    std::fs::create_dir_all(&d).expect("create temp dir");
    d
}

/// The report of a sim run, as `systole run --backend sim --json` prints it (the fields roofline reads and
/// a few it ignores).
fn report() -> Value {
    json!({
        "backend": "sim",
        "model": "/models/stories260K.bin",
        "prompt": "Once upon a time",
        "steps": 64,
        "text": "ignored",
        "clock_mhz": 100.0,
        "array_macs_per_cycle": 64.0,
        "word_bytes": 8.0,
        "prefill_tokens": 5,
        "prefill_cycles": 304164,
        "prefill_macs": 1_300_000,
        "prefill_dram_bytes": 1_500_000,
        "prefill_mac_utilization": 0.0668,
        "decode_tokens": 59,
        "decode_cycles": 6_000_000,
        "decode_macs": 15_000_000,
        "decode_dram_bytes": 18_000_000,
        "decode_cycles_per_token": 101694.9,
        "decode_memory_floor_cycles": 36568.0,
        "compute_floor_cycles_per_token": 3900.0,
        "decode_floor_ratio": 2.78,
    })
}

fn write(dir: &Path, name: &str, v: &Value) -> PathBuf {
    let p = dir.join(name);
    std::fs::write(&p, serde_json::to_string_pretty(v).unwrap()).unwrap();
    p
}

/// Runs a command that must succeed with one JSON object on the last line of stdout.
fn json_out(args: &[&str]) -> Value {
    let o = systole(args);
    assert_eq!(o.code, Some(0), "{args:?}: {}", o.stderr);
    let last = o.stdout.trim().lines().last().unwrap_or_default();
    serde_json::from_str(last).unwrap_or_else(|e| panic!("{e}: {}", o.stdout))
}

fn f(v: &Value, path: &[&str]) -> f64 {
    let mut x = v;
    for k in path {
        x = &x[*k];
    }
    x.as_f64().unwrap_or_else(|| panic!("{path:?} is not a number in {v}"))
}

/// `a == b` up to the last bit or two that serde_json's float parser may round differently (its
/// `float_roundtrip` feature is off).
fn same(a: f64, b: f64) {
    assert!((a - b).abs() <= 1e-15 * b.abs(), "{a} != {b}");
}

#[test]
fn table_prints_the_computed_numbers_of_each_phase_and_the_decode_floors() {
    let d = tmp("table");
    let run = write(&d, "run.json", &report());
    let o = systole(&["roofline", "--run", s(&run)]);
    assert_eq!(o.code, Some(0), "{}", o.stderr);
    let row = |phase: &str| -> Vec<String> {
        let line = o.stdout.lines().find(|l| l.starts_with(&format!("{phase} "))).unwrap_or_else(|| panic!("no {phase} row: {}", o.stdout));
        line.split_whitespace().map(str::to_string).collect()
    };
    // phase tokens cycles MACs bytes OI achieved roof %roof bound
    let expect = |tokens: u64, cycles: f64, macs: f64, bytes: f64| {
        let oi = macs / bytes;
        let achieved = macs / cycles;
        let roof = 64f64.min(8.0 * oi);
        vec![
            tokens.to_string(),
            format!("{cycles}"),
            format!("{macs}"),
            format!("{bytes}"),
            format!("{oi:.4}"),
            format!("{achieved:.4}"),
            format!("{roof:.4}"),
            format!("{:.2}%", 100.0 * achieved / roof),
            "memory".to_string(),
        ]
    };
    assert_eq!(row("prefill")[1..], expect(5, 304164.0, 1.3e6, 1.5e6)[..], "{}", o.stdout);
    assert_eq!(row("decode")[1..], expect(59, 6e6, 15e6, 18e6)[..], "{}", o.stdout);
    // the literal figures, so a shared mistake in the formula above cannot hide
    assert!(o.stdout.contains("0.8333"), "{}", o.stdout);
    assert!(o.stdout.contains("2.5000"), "{}", o.stdout);
    assert!(o.stdout.contains("6.6667"), "{}", o.stdout);
    assert!(o.stdout.contains("37.50%"), "{}", o.stdout);
    let cpt = 6e6 / 59.0;
    let floors = format!(
        "decode floors: {cpt:.1} cycles/token; memory floor 36568.0, compute floor 3900.0 cycles/token; {:.3}x the binding (memory) floor",
        cpt / 36568.0
    );
    assert!(o.stdout.contains(&floors), "expected {floors:?} in:\n{}", o.stdout);
    assert!(o.stdout.contains("ridge at 8.0000 MAC/B"), "{}", o.stdout);
}

#[test]
fn json_reports_intensity_performance_roof_and_floors() {
    let d = tmp("json");
    let mut r = report();
    // a compute-bound prefill: 100 MACs per byte, right of the 8 MAC/B ridge
    r["prefill_macs"] = json!(150_000_000);
    let run = write(&d, "run.json", &r);
    let v = json_out(&["roofline", "--run", s(&run), "--json"]);
    let runs = v["runs"].as_array().expect("runs");
    assert_eq!(runs.len(), 1);
    let x = &runs[0];
    same(f(x, &["peak_macs_per_cycle"]), 64.0);
    same(f(x, &["word_bytes"]), 8.0);
    same(f(x, &["ridge_macs_per_byte"]), 8.0);
    let oi = 15e6 / 18e6;
    same(f(x, &["decode", "oi_macs_per_byte"]), oi);
    same(f(x, &["decode", "achieved_macs_per_cycle"]), 15e6 / 6e6);
    same(f(x, &["decode", "roof_macs_per_cycle"]), 64f64.min(8.0 * oi));
    same(f(x, &["decode", "fraction_of_roof"]), (15e6 / 6e6) / (8.0 * oi));
    same(f(x, &["decode", "fraction_of_roof"]), 0.375); // 2.5 of 6.667 MAC/cycle, by hand
    assert_eq!(x["decode"]["bound"], "memory");
    assert_eq!(x["decode"]["tokens"], 59);
    same(f(x, &["prefill", "oi_macs_per_byte"]), 100.0);
    same(f(x, &["prefill", "achieved_macs_per_cycle"]), 150e6 / 304164.0);
    same(f(x, &["prefill", "roof_macs_per_cycle"]), 64.0);
    same(f(x, &["prefill", "fraction_of_roof"]), 150e6 / 304164.0 / 64.0);
    assert_eq!(x["prefill"]["bound"], "compute");
    same(f(x, &["decode_floors", "cycles_per_token"]), 6e6 / 59.0);
    same(f(x, &["decode_floors", "memory_floor_cycles"]), 36568.0);
    same(f(x, &["decode_floors", "compute_floor_cycles"]), 3900.0);
    same(f(x, &["decode_floors", "ratio_to_binding_floor"]), 6e6 / 59.0 / 36568.0);
    assert_eq!(x["decode_floors"]["binding"], "memory");
    assert_eq!(x["model"], "/models/stories260K.bin");
    assert!(v["svg"].is_null());
}

#[test]
fn compute_floor_binds_when_it_is_the_larger() {
    let d = tmp("compute-floor");
    let mut r = report();
    r["compute_floor_cycles_per_token"] = json!(50000.0);
    let run = write(&d, "run.json", &r);
    let v = json_out(&["roofline", "--run", s(&run), "--json"]);
    let fl = &v["runs"][0]["decode_floors"];
    assert_eq!(fl["binding"], "compute");
    same(f(fl, &["ratio_to_binding_floor"]), 6e6 / 59.0 / 50000.0);
}

#[test]
fn no_decode_tokens_leaves_decode_and_floors_null() {
    let d = tmp("no-decode");
    let mut r = report();
    for k in ["decode_tokens", "decode_cycles", "decode_macs", "decode_dram_bytes"] {
        r[k] = json!(0);
    }
    for k in ["decode_memory_floor_cycles", "decode_cycles_per_token", "decode_floor_ratio"] {
        r[k] = Value::Null;
    }
    let run = write(&d, "run.json", &r);
    let v = json_out(&["roofline", "--run", s(&run), "--json"]);
    assert!(v["runs"][0]["decode"].is_null(), "{v}");
    assert!(v["runs"][0]["decode_floors"].is_null(), "{v}");
    assert_eq!(v["runs"][0]["prefill"]["tokens"], 5);
    let o = systole(&["roofline", "--run", s(&run)]);
    assert_eq!(o.code, Some(0), "{}", o.stderr);
    assert!(!o.stdout.lines().any(|l| l.starts_with("decode ") && !l.starts_with("decode floors")), "{}", o.stdout);
    assert!(o.stdout.contains("decode floors: -"), "{}", o.stdout);
    // the plot still draws
    let svg = d.join("p.svg");
    let o = systole(&["roofline", "--run", s(&run), "--out", s(&svg)]);
    assert_eq!(o.code, Some(0), "{}", o.stderr);
    let text = std::fs::read_to_string(&svg).unwrap();
    assert!(text.contains("prefill (5 tok)") && !text.contains("decode ("), "{text}");
}

#[test]
fn out_writes_an_svg_with_roof_ridge_and_labelled_points() {
    let d = tmp("svg");
    let run = write(&d, "run.json", &report());
    let svg = d.join("plots/deeper/roofline.svg");
    std::fs::create_dir_all(svg.parent().unwrap()).unwrap();
    std::fs::write(&svg, "old contents").unwrap();
    let o = systole(&["roofline", "--run", s(&run), "--out", s(&svg)]);
    assert_eq!(o.code, Some(0), "{}", o.stderr);
    assert!(o.stdout.contains("roofline plot written to"), "{}", o.stdout);
    let text = std::fs::read_to_string(&svg).expect("svg written");
    assert!(text.contains("<svg"), "{text}");
    assert!(text.trim_end().ends_with("</svg>"), "{text}");
    for label in [
        "Roofline: stories260K on sim (64 MAC/cycle, 8 B/cycle, 100 MHz)",
        "prefill (5 tok)",
        "decode (59 tok, 64 pos)",
        "ridge: 8 MAC/B, 64 MAC/cycle",
        "compute roof: 64 MAC/cycle",
        "memory roof: 8 B/cycle x OI",
        "operational intensity (MACs per DRAM byte)",
        "performance (MACs per cycle)",
        "37.5% of roof",
    ] {
        assert!(text.contains(label), "{label:?} missing from the SVG");
    }
    // the roof is a polyline and the points are drawn
    assert!(text.contains("<polyline"), "no roof line");
    assert!(text.contains("<circle"), "no ridge or prefill marker");
    // no temporary file left beside it
    let left: Vec<_> = std::fs::read_dir(svg.parent().unwrap()).unwrap().map(|e| e.unwrap().file_name()).collect();
    assert_eq!(left.len(), 1, "{left:?}");

    // parent directories are created
    let fresh = d.join("new/dir/r.svg");
    let o = systole(&["roofline", "--run", s(&run), "--out", s(&fresh), "--json"]);
    assert_eq!(o.code, Some(0), "{}", o.stderr);
    assert!(std::fs::read_to_string(&fresh).unwrap().contains("<svg"));
    let v: Value = serde_json::from_str(o.stdout.trim().lines().last().unwrap()).unwrap();
    assert_eq!(v["svg"], s(&fresh));
}

#[test]
fn several_runs_are_compared_on_one_plot() {
    let d = tmp("several");
    let a = write(&d, "gen2.json", &report());
    let mut r = report();
    r["decode_cycles"] = json!(3_000_000);
    let b = write(&d, "gen3.json", &r);
    let svg = d.join("both.svg");
    let v = json_out(&["roofline", "--run", s(&a), "--run", s(&b), "--out", s(&svg), "--json"]);
    let runs = v["runs"].as_array().unwrap();
    assert_eq!(runs.len(), 2);
    same(f(&runs[0], &["decode", "achieved_macs_per_cycle"]), 2.5);
    same(f(&runs[1], &["decode", "achieved_macs_per_cycle"]), 5.0);
    assert_eq!(runs[1]["file"], s(&b));
    let text = std::fs::read_to_string(&svg).unwrap();
    for label in ["gen2: decode (59 tok, 64 pos)", "gen3: decode (59 tok, 64 pos)", "gen2: prefill (5 tok)", "gen3: prefill (5 tok)"] {
        assert!(text.contains(label), "{label:?} missing from the SVG");
    }
    // one roof for one configuration: the title names it once
    assert_eq!(text.matches("stories260K on sim").count(), 1);
}

#[test]
fn missing_file_is_an_error() {
    let d = tmp("missing");
    let p = d.join("nope.json");
    fails(&["roofline", "--run", s(&p)], &["nope.json", "cannot read"]);
}

#[test]
fn bad_json_is_an_error() {
    let d = tmp("bad");
    let p = d.join("bad.json");
    std::fs::write(&p, "Once upon a time {").unwrap();
    fails(&["roofline", "--run", s(&p)], &["bad.json", "not a JSON object", "systole run --backend sim --json"]);
    std::fs::write(&p, "[1, 2]").unwrap();
    fails(&["roofline", "--run", s(&p)], &["bad.json", "expected one JSON object"]);
}

#[test]
fn missing_field_is_an_error_naming_file_and_field() {
    let d = tmp("field");
    let mut r = report();
    r.as_object_mut().unwrap().remove("decode_macs");
    let p = write(&d, "run.json", &r);
    let e = fails(&["roofline", "--run", s(&p)], &["run.json: field `decode_macs` is missing"]);
    assert!(e.contains("produce the file with `systole run --backend sim --json`"), "{e}");
    // a golden-model report has none of the device fields
    let g = write(&d, "golden.json", &json!({"backend": "golden-f32", "text": "x"}));
    fails(&["roofline", "--run", s(&g)], &["golden.json: field `array_macs_per_cycle` is missing"]);
    // a missing floor key is an error too (null is allowed, absent is not)
    let mut r = report();
    r.as_object_mut().unwrap().remove("compute_floor_cycles_per_token");
    let p = write(&d, "floor.json", &r);
    fails(&["roofline", "--run", s(&p)], &["floor.json: field `compute_floor_cycles_per_token` is missing"]);
}

#[test]
fn ill_typed_field_is_an_error() {
    let d = tmp("typed");
    let mut r = report();
    r["prefill_cycles"] = json!("304164");
    let p = write(&d, "run.json", &r);
    fails(&["roofline", "--run", s(&p)], &["run.json: field `prefill_cycles` must be a non-negative integer, not a string"]);
    let mut r = report();
    r["word_bytes"] = json!(0);
    let p = write(&d, "zero.json", &r);
    fails(&["roofline", "--run", s(&p)], &["zero.json: field `word_bytes` must be a number greater than 0"]);
    let mut r = report();
    r["decode_memory_floor_cycles"] = json!(-1.0);
    let p = write(&d, "neg.json", &r);
    fails(&["roofline", "--run", s(&p)], &["neg.json: field `decode_memory_floor_cycles` must be a non-negative number or null"]);
}

#[test]
fn unwritable_output_is_an_error() {
    let d = tmp("unwritable");
    let run = write(&d, "run.json", &report());
    // a parent that is a regular file (root ignores permission bits, not this)
    let blocker = d.join("file");
    std::fs::write(&blocker, "x").unwrap();
    let under_file = blocker.join("roof.svg");
    fails(&["roofline", "--run", s(&run), "--out", s(&under_file)], &["cannot", "roof.svg"]);
    // an existing directory
    let dir = d.join("adir");
    std::fs::create_dir_all(&dir).unwrap();
    fails(&["roofline", "--run", s(&run), "--out", s(&dir)], &["cannot write", "it is a directory"]);
    assert!(dir.is_dir());
}

#[test]
fn run_is_required() {
    let o = systole(&["roofline"]);
    assert_eq!(o.code, Some(2), "{}", o.stderr);
    assert!(o.stderr.contains("--run"), "{}", o.stderr);
}
