//! Helpers shared by the `systole` binary's integration tests (`cli.rs`, `roofline.rs`): run the binary,
//! and check a failure's exit status and message.
#![allow(dead_code)]

use std::path::Path;
use std::process::Command;

/// The binary under test.
pub const BIN: &str = env!("CARGO_BIN_EXE_systole");

/// One run's exit status and output.
pub struct Out {
    pub code: Option<i32>,
    pub stdout: String,
    pub stderr: String,
}

/// Runs `systole` with `args`.
pub fn systole(args: &[&str]) -> Out {
    let o = Command::new(BIN).args(args).output().expect("run systole");
    Out {
        code: o.status.code(),
        stdout: String::from_utf8_lossy(&o.stdout).into_owned(),
        stderr: String::from_utf8_lossy(&o.stderr).into_owned(),
    }
}

/// A path as `&str` (test paths are UTF-8).
pub fn s(p: &Path) -> &str {
    p.to_str().expect("utf-8 path")
}

/// Runs a command that must fail with status 2 and an `error:` message (no panic) containing every needle.
pub fn fails(args: &[&str], needles: &[&str]) -> String {
    let o = systole(args);
    assert_eq!(o.code, Some(2), "{args:?} should exit 2; stderr: {}", o.stderr);
    assert!(o.stderr.starts_with("error:"), "{args:?}: stderr does not start with `error:`: {}", o.stderr);
    assert!(!o.stderr.contains("panicked") && !o.stderr.contains("RUST_BACKTRACE"), "{args:?}: {}", o.stderr);
    for n in needles {
        assert!(o.stderr.contains(n), "{args:?}: expected {n:?} in: {}", o.stderr);
    }
    o.stderr
}
