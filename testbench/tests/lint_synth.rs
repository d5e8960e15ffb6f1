//! Every emitted module is lint-clean under `verilator --lint-only -Wall` (waivers only at the line, with
//! their reason, in the emitted text) and synthesizes with yosys `synth_ecp5` without latches, without
//! combinational loops and without multiply-driven or undriven nets.

use std::path::PathBuf;
use std::process::Command;

fn work_dir(kind: &str) -> PathBuf {
    let d = PathBuf::from(env!("CARGO_MANIFEST_DIR")).join("..").join("target").join(kind);
    std::fs::create_dir_all(&d).unwrap();
    d
}

#[test]
fn every_module_is_verilator_lint_clean() {
    let dir = work_dir("lint");
    for m in systole_hdl::emit::top_modules() {
        let f = dir.join(format!("{}.v", m.name));
        std::fs::write(&f, &m.verilog).unwrap();
        let o = Command::new("verilator")
            .args(["--lint-only", "-Wall", "--top-module", &m.name])
            .arg(&f)
            .output()
            .expect("verilator runs (scripts/setup.sh installs it)");
        let text = String::from_utf8_lossy(&o.stderr).to_string() + &String::from_utf8_lossy(&o.stdout);
        assert!(o.status.success() && text.trim().is_empty(), "verilator -Wall on {}:\n{text}", f.display());
    }
}

/// Synthesizes one module; `Err` carries the reason. `synth_ecp5` stops before its `check` step, whose
/// `autoname` pass only renames nets for readability and took 190 of the top's 606 CPU seconds (Yosys 0.23);
/// the script's own `check -assert` and `stat` follow instead.
fn synth_ecp5(dir: &std::path::Path, name: &str, verilog: &str) -> Result<(), String> {
    let f = dir.join(format!("{name}.v"));
    std::fs::write(&f, verilog).unwrap();
    let log = dir.join(format!("{name}.yosys.log"));
    let script = format!(
        "read_verilog {f}; hierarchy -check -top {top}; proc; flatten; \
         select -assert-none t:$dlatch t:$adlatch t:$dlatchsr t:$sr; check -assert; \
         synth_ecp5 -top {top} -run :check; check -assert; stat",
        f = f.display(),
        top = name
    );
    let o = Command::new("yosys")
        .arg("-q")
        .arg("-l")
        .arg(&log)
        .arg("-p")
        .arg(&script)
        .output()
        .expect("yosys runs (scripts/setup.sh installs it)");
    let text = std::fs::read_to_string(&log).unwrap_or_default();
    if !o.status.success() {
        return Err(format!("yosys failed on {name} (log {}):\n{}", log.display(), String::from_utf8_lossy(&o.stderr)));
    }
    for bad in ["Latch inferred for signal", "found logic loop", "multiple conflicting drivers", "is used but has no driver"] {
        if text.contains(bad) {
            return Err(format!("{name}: yosys log {} contains {bad:?}", log.display()));
        }
    }
    Ok(())
}

/// The modules are synthesized two at a time (the machines have two cores); the largest go first.
#[test]
fn every_module_synthesizes_for_ecp5_without_latches_or_loops() {
    let dir = work_dir("synth");
    let mut mods = systole_hdl::emit::top_modules();
    mods.sort_by_key(|m| std::cmp::Reverse(m.verilog.len()));
    let next = std::sync::atomic::AtomicUsize::new(0);
    let errors = std::sync::Mutex::new(Vec::new());
    std::thread::scope(|s| {
        for _ in 0..2 {
            s.spawn(|| loop {
                let i = next.fetch_add(1, std::sync::atomic::Ordering::SeqCst);
                let Some(m) = mods.get(i) else { break };
                if let Err(e) = synth_ecp5(&dir, &m.name, &m.verilog) {
                    errors.lock().unwrap().push(e);
                }
            });
        }
    });
    let errors = errors.into_inner().unwrap();
    assert!(errors.is_empty(), "{}", errors.join("\n"));
}
