//! The `systole` command.
//!
//! - `systole run`: generate text from a prompt on a golden model, streaming it (llama2.c's `run`);
//! - `systole eval`: teacher-forced top-1 agreement and NLL against llama2.c's reference outputs;
//! - `systole inspect`: a model's configuration, size, memory footprint and quantization error;
//! - `systole bench`: decode throughput as llama2.c measures it;
//! - `systole fidelity`: the integer model's agreement with the f32 model (docs/numerics.md);
//! - `systole emit-verilog`: the Verilog of every hardware block;
//! - `systole disasm`: the disassembly of a program binary (docs/isa.md);
//! - `systole compile`: the device memory image of a model and its layout map (docs/compiler.md);
//! - `systole roofline`: prefill and decode of `systole run --backend sim --json` reports on the roofline,
//!   as a table and an SVG plot;
//! - `systole synth`: a configuration built for an FPGA with Yosys and nextpnr, with its resource and timing
//!   report (docs/fpga.md).
//!
//! Every failure prints `error: <message>` on stderr and exits with status 2 (clap's usage errors too).

mod bench;
mod common;
mod compile;
mod disasm;
mod emit;
mod eval;
mod fidelity;
mod inspect;
mod roofline;
mod run;
mod synth;

use clap::{Parser, Subcommand};
use std::process::ExitCode;

/// Exit status of every error.
const EXIT_ERROR: u8 = 2;

#[derive(Debug, Parser)]
#[command(
    name = "systole",
    version,
    about = "Systole: an open FPGA accelerator for small llama Transformer models (host tools)",
    long_about = "Systole: an open FPGA accelerator for small llama Transformer models.\n\n\
        These subcommands run the golden models on the host: golden-f32 (bit-exact with llama2.c's run.c) and \
        golden-int (the hardware's integer arithmetic contract). Models default to stories260K, looked for in \
        $SYSTOLE_MODEL_DIR, ./models and ../shared/models.\n\n\
        Every error prints `error: <message>` on stderr and exits with status 2."
)]
struct Cli {
    #[command(subcommand)]
    cmd: Cmd,
}

#[derive(Debug, Subcommand)]
enum Cmd {
    /// Generate text from a prompt, streaming it to stdout (a timing summary goes to stderr).
    Run(run::RunArgs),
    /// Teacher-forced top-1 agreement and NLL of a backend against a reference file.
    Eval(eval::EvalArgs),
    /// Show a model's configuration, parameter count, memory footprint and weight quantization error.
    Inspect(inspect::InspectArgs),
    /// Measure decode throughput (greedy from BOS, as llama2.c's `run -t 0 -n N`).
    Bench(bench::BenchArgs),
    /// Measure the integer model (the hardware's arithmetic) against the f32 model on a reference file.
    Fidelity(fidelity::FidelityArgs),
    /// Write the Verilog of every hardware block into a directory.
    EmitVerilog(emit::EmitArgs),
    /// Disassemble a program binary (16-byte instructions), reporting illegal words with their error code.
    Disasm(disasm::DisasmArgs),
    /// Build the device memory image of a model (weights as tiles, scales, tables, KV pool) and print its layout.
    Compile(compile::CompileArgs),
    /// Place the prefill and decode of `systole run --backend sim --json` reports on the roofline (table, JSON or SVG plot).
    Roofline(roofline::RooflineArgs),
    /// Synthesize, place and route a configuration for an FPGA and pack its bitstream; report resources and timing.
    Synth(synth::SynthArgs),
}

fn main() -> ExitCode {
    let cli = Cli::parse();
    let r = match &cli.cmd {
        Cmd::Run(a) => run::run(a),
        Cmd::Eval(a) => eval::eval(a),
        Cmd::Inspect(a) => inspect::inspect(a),
        Cmd::Bench(a) => bench::bench(a),
        Cmd::Fidelity(a) => fidelity::fidelity(a),
        Cmd::EmitVerilog(a) => emit::emit(a),
        Cmd::Disasm(a) => disasm::disasm(a),
        Cmd::Synth(a) => synth::synth(a),
        Cmd::Compile(a) => compile::compile(a),
        Cmd::Roofline(a) => roofline::roofline(a),
    };
    match r {
        Ok(()) => ExitCode::SUCCESS,
        Err(e) => {
            use std::io::Write;
            let _ = writeln!(std::io::stderr(), "error: {e}");
            ExitCode::from(EXIT_ERROR)
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use clap::CommandFactory;

    #[test]
    fn cli_definition_is_consistent() {
        Cli::command().debug_assert();
    }
}
