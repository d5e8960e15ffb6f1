//! Verilates every top-level module that `systole-hdl` emits and builds a Rust binding for it.
//!
//! For each module `<name>` this script:
//!
//! 1. writes the Verilog to `$OUT_DIR/v/<name>.v`;
//! 2. runs `verilator --cc -O3 --x-assign fast --x-initial fast --trace` into `$OUT_DIR/obj_<name>/`;
//! 3. compiles the generated C++ (the files listed in `V<name>_classes.mk`) as one unit, plus a small
//!    `extern "C"` shim with one call per clock cycle (`<name>_step`: apply inputs, settle with the clock low,
//!    read outputs, rising edge);
//! 4. generates `$OUT_DIR/bindings.rs`: per module, typed `<Name>In` / `<Name>Out` structs (one field per
//!    port, `u64` up to 64 bits, `[u32; N]` above) and a safe `<Name>` wrapper.
//!
//! Verilator's runtime (`verilated.cpp`, threads, VCD) is compiled once. Nothing here is hand-run: `cargo
//! test` rebuilds it whenever the hdl crate changes. Verilator must be installed (`scripts/setup.sh`).
//!
//! Compile cost dominates: the generated C++ is compiled at `-O1` without debug information, and the
//! modules in parallel (the `cc` crate's `parallel` feature). Measured on the 16x16 matrix unit, the largest
//! module: 70 s at `-O1`, against several minutes at `-O2 -g`.

use std::fmt::Write as _;
use std::path::{Path, PathBuf};
use std::process::Command;

#[derive(Debug, Clone)]
struct Port {
    name: String,
    width: usize,
    input: bool,
}

impl Port {
    fn words(&self) -> usize {
        self.width.div_ceil(32)
    }
}

/// Parses the top module's port declarations (`input wire [W-1:0] name;` / `output reg ...`), as rust-hdl
/// emits them.
fn parse_ports(verilog: &str, top: &str) -> Vec<Port> {
    let start = verilog.find(&format!("module {top}(")).unwrap_or_else(|| panic!("module {top} not found"));
    let mut ports = Vec::new();
    for line in verilog[start..].lines().skip(1) {
        let l = line.trim();
        if l.starts_with("// Stub signals") || l.starts_with("endmodule") || l.starts_with("// Local") || l.starts_with("// Sub module") || l.starts_with("// Update") {
            break;
        }
        let (input, rest) = if let Some(r) = l.strip_prefix("input ") {
            (true, r)
        } else if let Some(r) = l.strip_prefix("output ") {
            (false, r)
        } else {
            continue;
        };
        let rest = rest.trim_start_matches("wire").trim_start_matches("reg").trim().trim_end_matches(';');
        let (width, name) = if let Some(r) = rest.strip_prefix('[') {
            let close = r.find(']').unwrap();
            let msb: usize = r[..close].split(':').next().unwrap().trim().parse().unwrap();
            (msb + 1, r[close + 1..].trim())
        } else {
            (1, rest.trim())
        };
        ports.push(Port { name: name.to_string(), width, input });
    }
    assert!(!ports.is_empty(), "no ports parsed for {top}");
    ports
}

fn classes_mk_files(mk: &Path) -> Vec<String> {
    let text = std::fs::read_to_string(mk).unwrap();
    let mut files = Vec::new();
    let mut in_list = false;
    for line in text.lines() {
        let l = line.trim();
        if l.starts_with("VM_CLASSES_FAST") || l.starts_with("VM_CLASSES_SLOW") || l.starts_with("VM_SUPPORT_FAST") || l.starts_with("VM_SUPPORT_SLOW") {
            in_list = true;
            continue;
        }
        if in_list {
            if l.is_empty() || l.starts_with('#') || l.contains('=') {
                in_list = l.ends_with('\\') && !l.contains('=');
                continue;
            }
            let f = l.trim_end_matches('\\').trim();
            if !f.is_empty() {
                files.push(f.to_string());
            }
            in_list = l.ends_with('\\');
        }
    }
    files
}

fn camel(name: &str) -> String {
    name.split('_').map(|p| {
        let mut c = p.chars();
        match c.next() {
            Some(f) => f.to_ascii_uppercase().to_string() + c.as_str(),
            None => String::new(),
        }
    }).collect()
}

fn cpp_set(p: &Port, off: usize) -> String {
    if p.width <= 32 {
        format!("    t->{} = in[{off}];\n", p.name)
    } else if p.width <= 64 {
        format!("    t->{} = (uint64_t)in[{off}] | ((uint64_t)in[{}] << 32);\n", p.name, off + 1)
    } else {
        (0..p.words()).map(|w| format!("    t->{}[{w}] = in[{}];\n", p.name, off + w)).collect()
    }
}

fn cpp_get(p: &Port, off: usize) -> String {
    if p.width <= 32 {
        format!("    out[{off}] = (uint32_t)t->{};\n", p.name)
    } else if p.width <= 64 {
        format!("    out[{off}] = (uint32_t)t->{n}; out[{}] = (uint32_t)(t->{n} >> 32);\n", off + 1, n = p.name)
    } else {
        (0..p.words()).map(|w| format!("    out[{}] = t->{}[{w}];\n", off + w, p.name)).collect()
    }
}

fn main() {
    let out = PathBuf::from(std::env::var("OUT_DIR").unwrap());
    println!("cargo:rerun-if-changed=build.rs");
    println!("cargo:rerun-if-env-changed=VERILATOR_ROOT");
    let vroot = std::env::var("VERILATOR_ROOT").map(PathBuf::from).unwrap_or_else(|_| PathBuf::from("/usr/share/verilator"));
    let vinc = vroot.join("include");
    if Command::new("verilator").arg("--version").output().is_err() {
        panic!("verilator is not installed: run `bash scripts/setup.sh` (it installs Debian's verilator)");
    }
    std::fs::create_dir_all(out.join("v")).unwrap();
    let mut bindings = String::from("// Generated by testbench/build.rs. Do not edit.\n");
    let mut base = cc::Build::new();
    base.cpp(true).include(&vinc).include(vinc.join("vltstd")).opt_level(1).debug(false).flag_if_supported("-fno-semantic-interposition")
        .flag_if_supported("-Wno-unused-parameter").flag_if_supported("-Wno-unused-variable").flag_if_supported("-Wno-shadow")
        .flag_if_supported("-Wno-sign-compare").flag_if_supported("-Wno-uninitialized").flag_if_supported("-Wno-unused-but-set-variable")
        .define("VM_TRACE", "1").define("VM_TRACE_VCD", "1").define("VM_COVERAGE", "0").define("VM_SC", "0");
    let mut build = base.clone();
    // The accelerator top is what long simulations spend their time in (the simulated board, whole-model
    // co-simulation): it is compiled at -O2 in a library of its own (linked before the runtime it uses).
    let mut top_build = base.clone();
    top_build.opt_level(2);
    let mut top_files = 0;
    for rt in ["verilated.cpp", "verilated_vcd_c.cpp", "verilated_threads.cpp"] {
        build.file(vinc.join(rt));
    }
    // SYSTOLE_TB_MODULES=prefix,prefix,...: Verilate only the modules whose names start with one of the
    // prefixes, plus the SRAM and NoC modules that the library's models wrap (a development shortcut for
    // iterating on one block; test files of other blocks then do not compile). Unset, every module is built,
    // as CI does.
    println!("cargo:rerun-if-env-changed=SYSTOLE_TB_MODULES");
    let only: Option<Vec<String>> =
        std::env::var("SYSTOLE_TB_MODULES").ok().filter(|s| !s.trim().is_empty()).map(|s| s.split(',').map(|p| p.trim().to_string()).chain(["sram_".to_string(), "noc_".to_string()]).collect());
    // `cfg(systole_top_w64)`: the accelerator top is Verilated, so the simulated board exists
    // (`src/board.rs`); without it `--backend sim` reports how to build it.
    println!("cargo::rustc-check-cfg=cfg(systole_top_w64)");
    for m in systole_hdl::emit::top_modules() {
        let name = &m.name;
        if let Some(only) = &only {
            if !only.iter().any(|p| name.starts_with(p.as_str())) {
                continue;
            }
        }
        if name == "systole_top_w64" {
            println!("cargo:rustc-cfg=systole_top_w64");
        }
        let vfile = out.join("v").join(format!("{name}.v"));
        std::fs::write(&vfile, &m.verilog).unwrap();
        let mdir = out.join(format!("obj_{name}"));
        let _ = std::fs::remove_dir_all(&mdir);
        let st = Command::new("verilator")
            .args(["--cc", "-O3", "--x-assign", "fast", "--x-initial", "fast", "--trace", "--no-timing", "-Wno-fatal", "-Wno-lint", "-Wno-style"])
            .arg("--top-module").arg(name).arg("--prefix").arg(format!("V{name}")).arg("--Mdir").arg(&mdir).arg(&vfile)
            .status().expect("running verilator");
        assert!(st.success(), "verilator failed on {}", vfile.display());
        let files = classes_mk_files(&mdir.join(format!("V{name}_classes.mk")));
        assert!(!files.is_empty(), "no generated files listed for {name}");
        let mut unity = String::new();
        for f in &files {
            writeln!(unity, "#include \"{}\"", mdir.join(format!("{f}.cpp")).display()).unwrap();
        }
        let ports = parse_ports(&m.verilog, name);
        let clock = ports.iter().find(|p| p.name == "clock" && p.input).is_some();
        let ins: Vec<&Port> = ports.iter().filter(|p| p.input && p.name != "clock").collect();
        let outs: Vec<&Port> = ports.iter().filter(|p| !p.input).collect();
        let nin: usize = ins.iter().map(|p| p.words()).sum();
        let nout: usize = outs.iter().map(|p| p.words()).sum();
        // C++ shim
        let mut shim = format!("#include \"V{name}.h\"\n#include \"verilated.h\"\n#include \"verilated_vcd_c.h\"\n#include <cstdint>\n");
        shim += &format!("struct Ctx_{name} {{ VerilatedContext* ctx; V{name}* top; VerilatedVcdC* tfp; uint64_t time; }};\n");
        shim += &format!("extern \"C\" void* {name}_new() {{ auto* c = new Ctx_{name}; c->ctx = new VerilatedContext; c->ctx->traceEverOn(true); c->top = new V{name}(c->ctx, \"{name}\"); c->tfp = nullptr; c->time = 0; c->top->eval(); return c; }}\n");
        shim += &format!("extern \"C\" void {name}_free(void* p) {{ auto* c = (Ctx_{name}*)p; if (c->tfp) {{ c->tfp->close(); delete c->tfp; }} c->top->final(); delete c->top; delete c->ctx; delete c; }}\n");
        shim += &format!("extern \"C\" void {name}_trace_open(void* p, const char* path) {{ auto* c = (Ctx_{name}*)p; if (!c->tfp) {{ c->tfp = new VerilatedVcdC; c->top->trace(c->tfp, 99); c->tfp->open(path); }} }}\n");
        shim += &format!("extern \"C\" void {name}_trace_close(void* p) {{ auto* c = (Ctx_{name}*)p; if (c->tfp) {{ c->tfp->close(); delete c->tfp; c->tfp = nullptr; }} }}\n");
        shim += &format!("extern \"C\" void {name}_step(void* p, const uint32_t* in, uint32_t* out) {{\n    auto* c = (Ctx_{name}*)p; auto* t = c->top;\n");
        let mut off = 0;
        for p in &ins {
            shim += &cpp_set(p, off);
            off += p.words();
        }
        if clock {
            shim += "    t->clock = 0;\n";
        }
        shim += "    t->eval();\n    if (c->tfp) c->tfp->dump(c->time);\n";
        let mut off = 0;
        for p in &outs {
            shim += &cpp_get(p, off);
            off += p.words();
        }
        if clock {
            shim += "    t->clock = 1;\n    t->eval();\n    if (c->tfp) c->tfp->dump(c->time + 1);\n";
        }
        shim += "    c->time += 2;\n}\n";
        let shim_path = mdir.join("shim.cpp");
        std::fs::write(&shim_path, shim).unwrap();
        let unity_path = mdir.join("unity.cpp");
        std::fs::write(&unity_path, unity).unwrap();
        if name.starts_with("systole_top") {
            top_build.include(&mdir).file(&unity_path).file(&shim_path);
            top_files += 1;
        } else {
            build.include(&mdir).file(&unity_path).file(&shim_path);
        }
        // Rust binding
        let cn = camel(name);
        let field = |p: &Port| if p.width <= 64 { "u64".to_string() } else { format!("[u32; {}]", p.words()) };
        let mut b = String::new();
        writeln!(b, "/// Inputs of `{name}` for one clock cycle (the clock is driven by [`{cn}::step`]).").unwrap();
        writeln!(b, "#[derive(Debug, Clone, Copy, Default, PartialEq, Eq)]\npub struct {cn}In {{").unwrap();
        for p in &ins {
            writeln!(b, "    /// {} bit(s)\n    pub {}: {},", p.width, p.name, field(p)).unwrap();
        }
        writeln!(b, "}}\n/// Outputs of `{name}`, sampled after inputs are applied and before the rising edge.").unwrap();
        writeln!(b, "#[derive(Debug, Clone, Copy, Default, PartialEq, Eq)]\npub struct {cn}Out {{").unwrap();
        for p in &outs {
            writeln!(b, "    /// {} bit(s)\n    pub {}: {},", p.width, p.name, field(p)).unwrap();
        }
        writeln!(b, "}}").unwrap();
        writeln!(b, "extern \"C\" {{\n    fn {name}_new() -> *mut core::ffi::c_void;\n    fn {name}_free(p: *mut core::ffi::c_void);\n    fn {name}_trace_open(p: *mut core::ffi::c_void, path: *const core::ffi::c_char);\n    fn {name}_trace_close(p: *mut core::ffi::c_void);\n    fn {name}_step(p: *mut core::ffi::c_void, i: *const u32, o: *mut u32);\n}}").unwrap();
        writeln!(b, "/// The Verilated `{name}`: one [`step`]({cn}::step) per clock cycle.\npub struct {cn} {{ ptr: *mut core::ffi::c_void, cycle: u64 }}").unwrap();
        writeln!(b, "impl {cn} {{\n    pub const NAME: &'static str = \"{name}\";\n    pub fn new() -> Self {{ {cn} {{ ptr: unsafe {{ {name}_new() }}, cycle: 0 }} }}").unwrap();
        writeln!(b, "    /// Cycles stepped so far.\n    pub fn cycle(&self) -> u64 {{ self.cycle }}").unwrap();
        writeln!(b, "    /// Starts writing a VCD waveform to `path` (parent directories are created).\n    pub fn trace(&mut self, path: &std::path::Path) {{ if let Some(d) = path.parent() {{ let _ = std::fs::create_dir_all(d); }} let c = std::ffi::CString::new(path.to_string_lossy().as_bytes()).unwrap(); unsafe {{ {name}_trace_open(self.ptr, c.as_ptr()) }} }}").unwrap();
        writeln!(b, "    /// Flushes and closes the waveform.\n    pub fn trace_close(&mut self) {{ unsafe {{ {name}_trace_close(self.ptr) }} }}").unwrap();
        writeln!(b, "    /// Applies `i`, settles with the clock low, samples the outputs, then clocks a rising edge.\n    #[inline]\n    pub fn step(&mut self, i: &{cn}In) -> {cn}Out {{\n        let mut ib = [0u32; {}];\n        let mut ob = [0u32; {}];", nin.max(1), nout.max(1)).unwrap();
        let mut off = 0;
        for p in &ins {
            if p.width <= 32 {
                writeln!(b, "        ib[{off}] = i.{} as u32;", p.name).unwrap();
            } else if p.width <= 64 {
                writeln!(b, "        ib[{off}] = i.{n} as u32; ib[{}] = (i.{n} >> 32) as u32;", off + 1, n = p.name).unwrap();
            } else {
                writeln!(b, "        ib[{off}..{}].copy_from_slice(&i.{});", off + p.words(), p.name).unwrap();
            }
            off += p.words();
        }
        writeln!(b, "        unsafe {{ {name}_step(self.ptr, ib.as_ptr(), ob.as_mut_ptr()) }};\n        self.cycle += 1;\n        let mut o = {cn}Out::default();").unwrap();
        let mut off = 0;
        for p in &outs {
            if p.width <= 32 {
                writeln!(b, "        o.{} = ob[{off}] as u64;", p.name).unwrap();
            } else if p.width <= 64 {
                writeln!(b, "        o.{} = ob[{off}] as u64 | ((ob[{}] as u64) << 32);", p.name, off + 1).unwrap();
            } else {
                writeln!(b, "        o.{}.copy_from_slice(&ob[{off}..{}]);", p.name, off + p.words()).unwrap();
            }
            off += p.words();
        }
        writeln!(b, "        o\n    }}\n}}\nimpl Default for {cn} {{ fn default() -> Self {{ Self::new() }} }}\nimpl Drop for {cn} {{ fn drop(&mut self) {{ unsafe {{ {name}_free(self.ptr) }} }} }}").unwrap();
        bindings += &b;
    }
    if top_files > 0 {
        top_build.compile("systole_verilated_top");
    }
    build.compile("systole_verilated");
    std::fs::write(out.join("bindings.rs"), bindings).unwrap();
}
