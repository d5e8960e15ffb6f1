#!/usr/bin/env bash
# Installs what is needed (scripts/setup.sh), then runs the main job: stories260K generates text on the
# simulated board, i.e. the Verilated RTL of the accelerator does all of the model's arithmetic, driven by
# the host driver over a PCIe link model (the same ids as the integer golden model).
# Extra arguments are passed to `systole run` (e.g. --model, --tokenizer, --steps, --temperature, --json,
# --backend golden-f32 for the host-only model).
set -euo pipefail

ROOT="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
cd "$ROOT"

bash scripts/setup.sh

# Only the accelerator top needs Verilating for the simulated board (the block-level modules are for tests).
export SYSTOLE_TB_MODULES="${SYSTOLE_TB_MODULES:-systole_top}"
echo "demo: cargo run --release -p systole -- run --backend sim --prompt \"Once upon a time\" --steps 64 $*"
cargo run --release -p systole -- run --backend sim --prompt "Once upon a time" --steps 64 "$@"
