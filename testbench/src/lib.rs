//! # systole-testbench
//!
//! Verification of the RTL: the Verilog emitted by `systole-hdl` is compiled with Verilator and run in
//! lockstep with Rust cycle models and the golden Transformer of `systole-host`, and (issue 5) the simulated
//! board that the host driver talks to. It sits above both `systole-hdl` and `systole-host`, which never
//! depend on each other.

pub use systole_hdl as hdl;
pub use systole_host as host;
