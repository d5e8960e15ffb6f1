//! `hdl/generated/` holds a committed copy of every emitted module, for people who only want the Verilog.
//! This test fails when the copy differs from what the code emits (or when a file is missing or stale).
//! Regenerate with `cargo run --release -p systole -- emit-verilog --out hdl/generated`.

use std::collections::BTreeSet;
use std::path::PathBuf;

#[test]
fn committed_verilog_matches_the_generator() {
    let dir = PathBuf::from(env!("CARGO_MANIFEST_DIR")).join("generated");
    let mut expected = BTreeSet::new();
    for m in systole_hdl::emit::top_modules() {
        let p = dir.join(format!("{}.v", m.name));
        let committed = std::fs::read_to_string(&p).unwrap_or_else(|_| {
            panic!("{} is missing; regenerate with `cargo run --release -p systole -- emit-verilog --out hdl/generated`", p.display())
        });
        assert!(committed == m.verilog, "{} differs from the emitted Verilog; regenerate with `cargo run --release -p systole -- emit-verilog --out hdl/generated`", p.display());
        expected.insert(format!("{}.v", m.name));
    }
    let present: BTreeSet<String> = std::fs::read_dir(&dir)
        .unwrap()
        .filter_map(|e| e.ok())
        .map(|e| e.file_name().to_string_lossy().into_owned())
        .filter(|n| n.ends_with(".v"))
        .collect();
    let stale: Vec<_> = present.difference(&expected).collect();
    assert!(stale.is_empty(), "hdl/generated has files no block emits: {stale:?}");
}
