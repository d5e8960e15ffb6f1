#!/usr/bin/env bash
# Installs what is needed (scripts/setup.sh), then runs the main job: a generation on stories260K.
# Extra arguments are passed to `systole run` (e.g. --model, --tokenizer, --temperature).
set -euo pipefail

ROOT="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
cd "$ROOT"

bash scripts/setup.sh

echo "demo: cargo run --release -p systole -- run --prompt \"Once upon a time\" --steps 128 $*"
cargo run --release -p systole -- run --prompt "Once upon a time" --steps 128 "$@"
