//! # systole-testbench
//!
//! Verification of the RTL: the Verilog emitted by `systole-hdl` is compiled with Verilator (by this
//! crate's build script, automatically on `cargo test`) and run in lockstep with Rust cycle models, and
//! (issue 5) the simulated board that the host driver talks to. It sits above both `systole-hdl` and
//! `systole-host`, which never depend on each other.
//!
//! - [`verilated`]: the generated bindings, one safe wrapper per emitted top module;
//! - [`harness`]: seeds, soak scaling, waveforms and the per-cycle comparison report;
//! - [`models`]: behavioural cycle models of the blocks;
//! - [`scoreboard`]: the co-simulation scoreboard (device writes against golden-int, per tensor element);
//! - [`board`]: the simulated board behind the host driver's `Device` trait (the Verilated top, a DRAM
//!   model and a PCIe link model on their own thread); `top_w64`: the default top adapted to the harness.

pub use systole_hdl as hdl;
pub use systole_host as host;

pub mod board;
pub mod cosim;
pub mod harness;
pub mod scoreboard;
pub mod models;
#[cfg(systole_top_w64)]
pub mod top_w64;

/// Generated Verilator bindings (see `build.rs`).
#[allow(clippy::all, dead_code)]
pub mod verilated {
    include!(concat!(env!("OUT_DIR"), "/bindings.rs"));
}
