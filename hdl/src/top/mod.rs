//! # top
//!
//! The accelerator's top level (issue 4): the sequencer (register block, instruction fetch, dispatcher),
//! the DMA, the SRAM banks, the matrix unit and the vector unit joined by the NoC mesh, with an AXI4-Lite
//! MMIO slave and an AXI4 memory master. [`config::AccelConfig`] holds every size and checks them before
//! elaboration. Status and plan: `docs/architecture.md`.

pub mod accel;
pub mod config;

pub use accel::AccelTop;
pub use config::{AccelConfig, ConfigError, PRESETS};

use crate::emit::{emit, transplant, waive_in, TopModule};

/// The emitted accelerator: `systole_top_w64`, the `default` configuration.
///
/// The children that are emitted and verified on their own (dispatcher, fetch, DMA executor, read
/// arbiter, matrix executor, matrix-vector executor, vector unit) are transplanted: their module text in the top is replaced by
/// their standalone emitted text (renamed), which carries their lint waivers and their Verilator
/// work-arounds (`vpu::quant::isolate_assignments` and the like). The instances are built with the same
/// parameters as the standalone modules, so the logic is the same; the top's simulation then runs exactly
/// the Verilog that the blocks' own tests verified.
pub fn tops() -> Vec<TopModule> {
    let mut t = emit("systole_top_w64", AccelTop::new(&AccelConfig::default()));
    let mut standalone: Vec<TopModule> = Vec::new();
    standalone.extend(crate::seq::tops());
    standalone.extend(crate::dma::tops());
    standalone.extend(crate::axi_rd_arb::tops());
    standalone.extend(crate::matrix::tops());
    standalone.extend(crate::vpu::tops());
    for (inst, name) in [
        ("disp", "seq_dispatch_f8"),
        ("fetch", "seq_fetch_d64"),
        ("dma", "dma_exec_w64"),
        ("arb", "axi_rd_arb_w64_o8"),
        ("mm", "mm_exec_w64_r8c8"),
        ("mv", "mv_exec_w64"),
        ("vpu", "vpu_top_w64"),
    ] {
        let child = standalone.iter().find(|m| m.name == name).unwrap_or_else(|| panic!("top: standalone module `{name}` is not emitted"));
        transplant(&mut t, inst, child);
    }
    waivers(&mut t);
    vec![crate::noc::share_identical_modules(t)]
}

/// `emit::waive` applied to the top module only (its children's bodies may declare the same names).
fn waive_top(t: &mut TopModule, decls: &[&str], rule: &str, reason: &str) {
    let name = t.name.clone();
    waive_in(t, &name, decls, rule, reason);
}


/// The top's own lint waivers, each at its declaration with the reason.
fn waivers(t: &mut TopModule) {
    let perf: Vec<String> = ["ret_ctrl", "ret_dma", "ret_matrix", "ret_vector", "stall_ctrl", "stall_dma", "stall_matrix", "stall_vector", "stall_full", "stall_fetch"]
        .iter()
        .map(|c| format!("wire  [31:0] disp$perf_{c};"))
        .collect();
    let perf: Vec<&str> = perf.iter().map(|s| s.as_str()).collect();
    waive_top(t, &perf, "UNUSEDSIGNAL", "seq_regs keeps the 64-bit counters from the LSB toggles (disp_perf_lsb), bits 31:1 are not needed");
    waive_top(t, &["wire  [31:0] disp$perf_cycles;"], "UNUSEDSIGNAL", "seq_regs counts CYCLES itself");
    waive_top(
        t,
        &["wire  [31:0] dma$sram_req_addr;", "wire  [31:0] mm$sram_req_addr;", "wire  [31:0] mv$sram_req_addr;", "wire  [19:0] vpu$lda_req_addr;", "wire  [19:0] vpu$ldb_req_addr;", "wire  [19:0] vpu$sram_req_addr;"],
        "UNUSEDSIGNAL",
        "the units check every access against cfg_sram_words (16384) before issuing it, so the bits above the SRAM's 14 address bits are zero",
    );
    waive_top(t, &["wire  [31:0] mesh$flit_count;", "wire  [31:0] sram$conflict_count;"], "UNUSEDSIGNAL", "the counter's per-cycle increment is taken from its low byte (mod 256)");
    waive_top(
        t,
        &["wire  [1:0] sram$req_ready;", "wire  [1:0] sram$rsp_valid;", "wire  [127:0] sram$rsp_data;", "wire  [63:0] sram$stall_count;"],
        "UNUSEDSIGNAL",
        "SRAM requester port 1 is idle (reserved for a second SRAM node); STALL_SRAM is counted at the unit ports",
    );
    let ini: Vec<String> = (0..5)
        .flat_map(|i| [format!("wire  [4:0] ini${i}$reads_pending;"), format!("wire  ini${i}$idle;")])
        .chain([2, 3].map(|i| format!("wire  [4:0] ini${i}$writes_pending;")))
        .collect();
    let ini: Vec<&str> = ini.iter().map(|s| s.as_str()).collect();
    waive_top(t, &ini, "UNUSEDSIGNAL", "completion waits on acknowledged writes only (writes_pending of the writing ports); loads never write");
    waive_top(
        t,
        &["wire  disp$instr_ready;", "wire  disp$running;"],
        "UNOPTFLAT",
        "no real loop: Verilator sees each rust-hdl block's single combinational always block as one node (dispatcher <-> fetch, dispatcher <-> regs); yosys check -assert finds no loop",
    );
    let dma = format!("{}$dma", t.name);
    waive_in(
        t,
        &dma,
        &["wire  dma$axi_r_ready;"],
        "UNOPTFLAT",
        "no real loop: the engine's r_ready and the read arbiter's r_valid are each computed in one always block, which Verilator sees as one node; yosys check -assert finds no loop",
    );
    waive_top(
        t,
        &["wire  mv$axi_r_ready;"],
        "UNOPTFLAT",
        "no real loop: the arbiter's m3_r_valid does not depend on m3_r_ready; Verilator sees the executor's and the arbiter's single always blocks as one node each; yosys check -assert finds no loop",
    );
}

