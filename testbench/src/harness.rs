//! The verification harness shared by every block test.
//!
//! - **Seeds.** Each test draws its stimulus from a seeded RNG. The seed is `$SYSTOLE_SEED` when set (to
//!   replay a failure), otherwise fresh; it is printed on failure.
//! - **Length.** Default cycle counts are multiplied by `$SYSTOLE_SOAK` (default 1) for soak runs.
//! - **Waveforms.** `$SYSTOLE_WAVES=1` writes a VCD of every run to `target/waves/<test>-<seed>.vcd`. A
//!   failing run is always re-run with the same seed and traced to that path, so every failure leaves a
//!   waveform behind.
//! - **Comparison.** The RTL and the Rust cycle model see the same inputs every cycle; [`check`] compares
//!   one output and reports the first mismatch with cycle, port, expected and actual values.
//! - **Stream contract.** [`StreamMonitor`] checks the valid/ready rules of `docs/handshake.md` on every
//!   stream the DUT drives.

use std::fmt::Debug;
use std::path::{Path, PathBuf};

/// The first divergence between the RTL and its model, or a broken protocol rule.
#[derive(Debug, Clone)]
pub struct Mismatch {
    pub cycle: u64,
    pub port: String,
    pub expected: String,
    pub actual: String,
}

impl std::fmt::Display for Mismatch {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        write!(f, "cycle {}: {}: expected {}, got {}", self.cycle, self.port, self.expected, self.actual)
    }
}

/// Compares one output; `Err` names the cycle, port and both values.
pub fn check<T: PartialEq + Debug>(cycle: u64, port: &str, expected: T, actual: T) -> Result<(), Mismatch> {
    if expected == actual {
        Ok(())
    } else {
        Err(Mismatch { cycle, port: port.into(), expected: format!("{expected:?}"), actual: format!("{actual:?}") })
    }
}

/// A protocol violation (no model value involved).
pub fn violation(cycle: u64, port: &str, rule: &str, actual: impl Debug) -> Mismatch {
    Mismatch { cycle, port: port.into(), expected: rule.into(), actual: format!("{actual:?}") }
}

/// `$SYSTOLE_SEED` if set, else a fresh seed from the clock.
pub fn seed() -> u64 {
    match std::env::var("SYSTOLE_SEED") {
        Ok(s) => s.trim().parse().unwrap_or_else(|_| panic!("SYSTOLE_SEED={s:?} is not an unsigned integer")),
        Err(_) => {
            let t = std::time::SystemTime::now().duration_since(std::time::UNIX_EPOCH).unwrap();
            (t.as_nanos() as u64) ^ 0x9e37_79b9_7f4a_7c15
        }
    }
}

/// The soak multiplier `$SYSTOLE_SOAK` (default 1).
pub fn soak() -> u64 {
    std::env::var("SYSTOLE_SOAK").ok().and_then(|s| s.parse().ok()).filter(|&n| n > 0).unwrap_or(1)
}

/// True when `$SYSTOLE_WAVES` asks for waveforms of passing runs.
pub fn waves_enabled() -> bool {
    matches!(std::env::var("SYSTOLE_WAVES").as_deref(), Ok("1") | Ok("true") | Ok("yes"))
}

/// `target/waves/<test>-<seed>.vcd` in the workspace's target directory.
pub fn wave_path(test: &str, seed: u64) -> PathBuf {
    let target = std::env::var_os("CARGO_TARGET_DIR")
        .map(PathBuf::from)
        .unwrap_or_else(|| PathBuf::from(env!("CARGO_MANIFEST_DIR")).join("..").join("target"));
    target.join("waves").join(format!("{test}-{seed}.vcd"))
}

/// Runs one seeded lockstep test. `run(seed, trace)` drives the RTL and the model and returns the first
/// mismatch, if any; `trace` is where to write a waveform (or `None`). On a mismatch the same seed is run
/// again with tracing, and the test panics with the mismatch, the seed and the waveform path.
pub fn run_seeded<R: Debug>(test: &str, run: impl Fn(u64, Option<&Path>) -> Result<R, Mismatch>) -> R {
    let seed = seed();
    // Printed up front (libtest shows a failing test's captured output), so that an assertion the caller
    // makes on the returned statistics, e.g. a coverage check, can be replayed too.
    eprintln!("{test}: seed {seed} (replay with SYSTOLE_SEED={seed})");
    let path = wave_path(test, seed);
    let first = run(seed, waves_enabled().then_some(path.as_path()));
    match first {
        Ok(r) => {
            if waves_enabled() {
                eprintln!("{test}: waveform {}", path.display());
            }
            r
        }
        Err(m) => {
            let _ = run(seed, Some(&path));
            panic!(
                "{test} failed at {m}\n  seed {seed} (replay with SYSTOLE_SEED={seed})\n  waveform: {}",
                path.display()
            );
        }
    }
}

/// xorshift64* random numbers for stimulus.
#[derive(Debug, Clone)]
pub struct Rng(u64);

impl Rng {
    pub fn new(seed: u64) -> Self {
        Rng(seed.max(1))
    }
    pub fn next_u64(&mut self) -> u64 {
        self.0 ^= self.0 >> 12;
        self.0 ^= self.0 << 25;
        self.0 ^= self.0 >> 27;
        self.0.wrapping_mul(0x2545_f491_4f6c_dd1d)
    }
    /// Uniform in `0..n`.
    pub fn below(&mut self, n: u64) -> u64 {
        self.next_u64() % n.max(1)
    }
    /// True with probability `p`.
    pub fn chance(&mut self, p: f64) -> bool {
        (self.next_u64() >> 11) as f64 / (1u64 << 53) as f64 <= p
    }
}

/// Checks the stream contract on a valid/ready interface driven by the DUT:
/// once `valid` is high it stays high, with the same data, until the transfer (`valid && ready`).
#[derive(Debug, Clone, Default)]
pub struct StreamMonitor<D: PartialEq + Clone + Debug> {
    name: String,
    pending: Option<D>,
    /// Transfers seen.
    pub transfers: u64,
}

impl<D: PartialEq + Clone + Debug> StreamMonitor<D> {
    pub fn new(name: &str) -> Self {
        StreamMonitor { name: name.into(), pending: None, transfers: 0 }
    }

    /// A reset of the DUT withdraws any offered transfer; the transfer count carries on.
    pub fn reset(&mut self) {
        self.pending = None;
    }

    /// Observes one cycle; `Some(data)` when a transfer happens.
    pub fn observe(&mut self, cycle: u64, valid: bool, ready: bool, data: D) -> Result<Option<D>, Mismatch> {
        if let Some(held) = &self.pending {
            if !valid {
                return Err(violation(cycle, &format!("{}_valid", self.name), "valid held until the transfer", valid));
            }
            if *held != data {
                return Err(Mismatch {
                    cycle,
                    port: format!("{}_data", self.name),
                    expected: format!("{held:?} (held until the transfer)"),
                    actual: format!("{data:?}"),
                });
            }
        }
        if valid && ready {
            self.pending = None;
            self.transfers += 1;
            Ok(Some(data))
        } else {
            self.pending = valid.then_some(data);
            Ok(None)
        }
    }
}
