//! Emits the Verilog of every top-level block. Each entry is one block at one parameter setting, under a
//! unique module name; the testbench Verilates them, `systole emit-verilog` writes them out, and
//! `hdl/generated/` keeps a committed copy that a test compares against.

use rust_hdl::prelude::*;
use std::fmt::Write as _;
use std::path::{Path, PathBuf};

/// One emitted top-level module.
pub struct TopModule {
    /// Verilog module name (also the file stem): `<block>_<params>`.
    pub name: String,
    /// The complete Verilog text: the top module and all its submodules, renamed to be unique.
    pub verilog: String,
}

/// rust-hdl names the top module `top` and submodules `top$child`; give them the block's own name so
/// several blocks can live in one simulation or synthesis run.
///
/// rust-hdl writes a block's submodules into the same text as the block. Verilator's DECLFILENAME style
/// rule wants one module per file, so each submodule is wrapped in a waiver at its declaration, with the
/// reason, and nothing else is waived.
fn rename_top(verilog: &str, name: &str) -> String {
    let mut out = String::with_capacity(verilog.len() + 1024);
    writeln!(out, "// {name}: emitted by systole-hdl (rust-hdl {}); do not edit, regenerate with", "0.46").unwrap();
    writeln!(out, "// `cargo run --release -p systole -- emit-verilog --out hdl/generated`.").unwrap();
    let mut in_sub = false;
    for line in verilog.lines() {
        let l = line.replace("module top(", &format!("module {name}("));
        let l = l.replace("module top$", &format!("module {name}$"));
        let l = l.replace(" top$", &format!(" {name}$"));
        let l = l.trim_end();
        if l.starts_with(&format!("module {name}$")) {
            out.push_str("// Submodule of the block above, emitted into the block's file by rust-hdl:\n");
            out.push_str("/* verilator lint_off DECLFILENAME */\n");
            in_sub = true;
        }
        out.push_str(l);
        out.push('\n');
        if in_sub && l.starts_with("endmodule") {
            out.push_str("/* verilator lint_on DECLFILENAME */\n");
            in_sub = false;
        }
    }
    out
}

/// Emits one block under the module name `name`.
pub fn emit<U: Block>(name: &str, mut uut: U) -> TopModule {
    uut.connect_all();
    TopModule { name: name.to_string(), verilog: rename_top(&generate_verilog(&uut), name) }
}

/// Wraps each declaration line in `decls` (matched exactly, ignoring indentation) of the emitted module `m` in a
/// Verilator waiver for `rule`, with `reason` written above it: the only way this project waives a warning.
/// Panics if a declaration is not found exactly once (the emitted text changed: re-check the waiver).
pub fn waive(m: &mut TopModule, decls: &[&str], rule: &str, reason: &str) {
    for d in decls {
        let hits = m.verilog.lines().filter(|l| l.trim() == *d).count();
        assert_eq!(hits, 1, "{}: expected the declaration `{d}` exactly once to waive {rule}, found {hits}", m.name);
    }
    let mut out = String::with_capacity(m.verilog.len() + 256 * decls.len());
    for l in m.verilog.lines() {
        if decls.contains(&l.trim()) {
            writeln!(out, "    // {rule} waived: {reason}\n    /* verilator lint_off {rule} */\n{l}\n    /* verilator lint_on {rule} */").unwrap();
        } else {
            out.push_str(l);
            out.push('\n');
        }
    }
    m.verilog = out;
}

/// Replaces the modules of instance `inst` of the top `t` (`<top>$<inst>` and its submodules
/// `<top>$<inst>$...`) with the standalone module `child`, renamed to `<top>$<inst>`.
pub fn transplant(t: &mut TopModule, inst: &str, child: &TopModule) {
    let p = format!("{}${inst}", t.name);
    let is_ours = |l: &str| {
        l.strip_prefix("module ").and_then(|r| r.split('(').next()).is_some_and(|n| n == p || n.starts_with(&format!("{p}$")))
    };
    let lines: Vec<&str> = t.verilog.lines().collect();
    let mut out: Vec<&str> = Vec::with_capacity(lines.len());
    let mut i = 0;
    let mut removed = 0;
    while i < lines.len() {
        if is_ours(lines[i]) {
            // drop the DECLFILENAME wrapper written by `emit` around a submodule, the module, and its lint_on
            while out.last().is_some_and(|l| l.starts_with("// Submodule of the block above") || l.starts_with("/* verilator lint_off DECLFILENAME")) {
                out.pop();
            }
            while i < lines.len() && !lines[i].starts_with("endmodule") {
                i += 1;
            }
            i += 1;
            if lines.get(i).is_some_and(|l| l.starts_with("/* verilator lint_on DECLFILENAME")) {
                i += 1;
            }
            removed += 1;
            continue;
        }
        out.push(lines[i]);
        i += 1;
    }
    assert!(removed > 0, "{}: instance `{inst}` has no module `{p}` to replace", t.name);
    let mut v = out.join("\n");
    v.push('\n');
    v.push_str(&format!("// Instance `{inst}`: the standalone module `{}`, renamed (see top::tops):\n", child.name));
    v.push_str("/* verilator lint_off DECLFILENAME */\n");
    for l in child.verilog.lines().filter(|l| !l.starts_with(&format!("// {}: emitted by", child.name)) && !l.starts_with("// `cargo run")) {
        v.push_str(&rename_module(l, &child.name, &p));
        v.push('\n');
    }
    v.push_str("/* verilator lint_on DECLFILENAME */\n");
    t.verilog = v;
}

/// `name` and `name$...` module identifiers in line `l` renamed to `to`.
pub fn rename_module(l: &str, name: &str, to: &str) -> String {
    let mut out = String::with_capacity(l.len() + 16);
    let mut rest = l;
    while let Some(k) = rest.find(name) {
        let before_ok = k == 0 || !rest[..k].ends_with(|c: char| c.is_alphanumeric() || c == '_' || c == '$');
        let after = &rest[k + name.len()..];
        let after_ok = !after.starts_with(|c: char| c.is_alphanumeric() || c == '_');
        out.push_str(&rest[..k]);
        out.push_str(if before_ok && after_ok { to } else { name });
        rest = after;
    }
    out.push_str(rest);
    out
}

/// `emit::waive` applied inside module `module` of `t` only.
pub fn waive_in(t: &mut TopModule, module: &str, decls: &[&str], rule: &str, reason: &str) {
    let start = t.verilog.find(&format!("module {module}(")).unwrap_or_else(|| panic!("{}: no module `{module}` to waive in", t.name));
    let end = start + t.verilog[start..].find("\nendmodule").unwrap_or(t.verilog.len() - start);
    let mut part = TopModule { name: module.to_string(), verilog: t.verilog[start..end].to_string() };
    waive(&mut part, decls, rule, reason);
    t.verilog = format!("{}{}{}", &t.verilog[..start], part.verilog.trim_end_matches('\n'), &t.verilog[end..]);
}

/// All top-level modules, in a stable order.
pub fn top_modules() -> Vec<TopModule> {
    let mut v = vec![emit("skid_buffer_d32", crate::skid_buffer::SkidBuffer::<32>::default())];
    v.extend(crate::matrix::tops());
    v.extend(crate::sram::tops());
    v.extend(crate::dma::tops());
    v.extend(crate::dma_sram::tops());
    v.extend(crate::axi_rd_arb::tops());
    v.extend(crate::noc::tops());
    v.extend(crate::vpu::tops());
    v.extend(crate::seq::tops());
    v.extend(crate::top::tops());
    v
}

/// Writes every top module to `dir/<name>.v` and returns the paths written.
pub fn write_all(dir: &Path) -> std::io::Result<Vec<PathBuf>> {
    std::fs::create_dir_all(dir)?;
    let mut written = Vec::new();
    for m in top_modules() {
        let p = dir.join(format!("{}.v", m.name));
        std::fs::write(&p, &m.verilog)?;
        written.push(p);
    }
    Ok(written)
}
