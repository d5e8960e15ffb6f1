#!/usr/bin/env bash
# Installs what is needed (scripts/setup.sh), then builds and runs every test of the workspace.
# Tests run with optimisation (--release): the golden models are too slow unoptimised.
# Works from any directory; exits non-zero on any failure.
set -euo pipefail

ROOT="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
cd "$ROOT"

bash scripts/setup.sh

echo "test: cargo test --workspace --release"
cargo test --workspace --release
# The integer golden model is the hardware's arithmetic contract: run its unit tests once more in the
# test profile, which keeps Rust's overflow checks on, so a width assumption that fails panics.
echo "test: cargo test -p systole-host --lib (overflow checks on)"
cargo test -p systole-host --lib
echo "test: all tests passed"
