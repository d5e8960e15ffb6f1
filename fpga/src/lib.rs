//! # systole-fpga
//!
//! Systole's FPGA flows with open tools: a block's emitted Verilog goes through Yosys (synthesis), nextpnr
//! (place and route) and the part's bitstream packer, and comes back as a report of resources, fmax per
//! clock, the critical path, run times and tool versions (`systole synth`, `docs/fpga.md`).
//!
//! - [`target`]: the parts (ECP5-5G LFE5UM5G-85F through the yowasp tools of the project venv; iCE40 UP5K
//!   through Debian's tools), their capacities and their boards' constraint files in `constraints/`;
//! - [`harness`]: the wrapper that keeps a block's many ports on chip behind registers;
//! - [`flow`]: the tool runs, the synthesis checks (latches, loops, undriven and multiply-driven nets fail
//!   the flow) and the fit check before place and route;
//! - [`report`]: the parsed results, as a table or JSON.
//!
//! This crate knows nothing of the hardware's Rust description: it takes Verilog text and a module name,
//! so the CLI (which depends on `systole-hdl`) chooses what to build.

pub mod flow;
pub mod harness;
pub mod report;
pub mod target;
