//! `systole disasm`: disassembles a Systole program binary (a sequence of 16-byte little-endian
//! instructions, as the device fetches it) with the isa crate's decoder.
//!
//! One line per instruction: the instruction index (the `PC` / `ERROR_PC` numbering), the 128-bit word in hex
//! (word 3 first, `_` between the 32-bit words), and the disassembly. An illegal word is printed as
//! `.word 0x...` followed by `; illegal: <error code and reason>`, so the third column assembles back to the
//! same bytes (`systole_isa::assemble`). A file whose length is not a multiple of 16 is an error.

use clap::Args;
use serde_json::{json, Value};
use std::path::PathBuf;
use systole_isa::{asm, INSTR_BYTES};

#[derive(Debug, Clone, Args)]
pub struct DisasmArgs {
    /// Program binary: 16-byte little-endian instructions (word 0, bits 31:0, first).
    #[arg(value_name = "FILE")]
    pub file: PathBuf,

    /// Print one JSON object (every instruction with its operands, or its error) instead of text.
    #[arg(long)]
    pub json: bool,
}

/// The 128-bit word as four 32-bit words, most significant first.
fn hex(w: u128) -> String {
    let v = systole_isa::to_words(w);
    format!("{:08x}_{:08x}_{:08x}_{:08x}", v[3], v[2], v[1], v[0])
}

pub fn disasm(a: &DisasmArgs) -> Result<(), String> {
    let path = a.file.display();
    let bytes = std::fs::read(&a.file).map_err(|e| format!("cannot read {path}: {e}"))?;
    if bytes.is_empty() {
        return Err(format!("{path} is empty: a program has at least one 16-byte instruction"));
    }
    if bytes.len() % INSTR_BYTES != 0 {
        return Err(format!(
            "{path} is truncated: {} bytes is not a multiple of the 16-byte instruction size ({} whole instructions and {} bytes left over)",
            bytes.len(),
            bytes.len() / INSTR_BYTES,
            bytes.len() % INSTR_BYTES
        ));
    }
    let words: Vec<u128> = bytes
        .chunks_exact(INSTR_BYTES)
        .map(|c| {
            let mut b = [0u8; INSTR_BYTES];
            b.copy_from_slice(c);
            systole_isa::from_bytes(b)
        })
        .collect();
    let illegal = words.iter().filter(|&&w| systole_isa::decode(w).is_err()).count();
    if a.json {
        let program: Vec<Value> = words
            .iter()
            .enumerate()
            .map(|(pc, &w)| match asm::operands(w) {
                Ok((fm, ops)) => {
                    let operands: serde_json::Map<String, Value> = ops.iter().map(|(k, v)| (k.to_string(), json!(v))).collect();
                    json!({
                        "pc": pc,
                        "hex": hex(w),
                        "mnemonic": fm.mnemonic,
                        "queue": fm.queue.name(),
                        "operands": operands,
                        "asm": systole_isa::disasm(w).unwrap_or_default(),
                    })
                }
                Err(e) => json!({
                    "pc": pc,
                    "hex": hex(w),
                    "illegal": { "code": e.code.code(), "name": e.code.name(), "field": e.field, "message": e.to_string() },
                }),
            })
            .collect();
        let v = json!({
            "file": crate::common::display(&a.file),
            "instructions": words.len(),
            "illegal": illegal,
            "program": program,
        });
        return crate::common::print_json(&v);
    }
    let mut out = String::new();
    for (pc, &w) in words.iter().enumerate() {
        let text = match systole_isa::disasm(w) {
            Ok(s) => s,
            Err(e) => format!(".word 0x{w:032x}  ; illegal: {e}"),
        };
        out.push_str(&format!("{pc:04x}  {}  {text}\n", hex(w)));
    }
    crate::common::out(&out)?;
    if illegal > 0 {
        eprintln!("{path}: {} instructions, {illegal} illegal (the device would stop at the first one with its error code)", words.len());
    }
    Ok(())
}
