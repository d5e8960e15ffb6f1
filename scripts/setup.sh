#!/usr/bin/env bash
# Installs what Systole's builds, tests and demo need on a fresh Debian 12 machine. Idempotent: it only
# installs what is missing, and runs `apt-get update` only when something must be installed.
# Run as root, or as a user who can sudo.
set -euo pipefail

# Debian packages needed by the RTL simulation and synthesis work.
APT_PACKAGES=(verilator yosys nextpnr-ice40 fpga-icestorm)

ROOT="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
VENV="$ROOT/.venv"
REQUIREMENTS="$ROOT/scripts/requirements-fpga.txt"

say() { echo "setup: $*"; }
die() { echo "setup: error: $*" >&2; exit 1; }

export DEBIAN_FRONTEND=noninteractive

SUDO=()
if [ "$(id -u)" -ne 0 ]; then
    if command -v sudo >/dev/null 2>&1; then
        SUDO=(sudo)
    fi
fi

APT_UPDATED=0
apt_install() {
    command -v apt-get >/dev/null 2>&1 || die "apt-get not found: this script supports Debian 12; install $* by hand"
    if [ "$(id -u)" -ne 0 ] && [ ${#SUDO[@]} -eq 0 ]; then
        die "need to install $* but not running as root and sudo is not available; run as root"
    fi
    if [ "$APT_UPDATED" -eq 0 ]; then
        say "apt-get update"
        "${SUDO[@]}" apt-get update -qq || die "apt-get update failed"
        APT_UPDATED=1
    fi
    say "apt-get install $*"
    "${SUDO[@]}" apt-get install -y -qq --no-install-recommends "$@" >/dev/null || die "apt-get install $* failed"
}

# 1. Rust toolchain.
if ! command -v cargo >/dev/null 2>&1; then
    die "cargo not found. Install Rust with rustup (https://rustup.rs), then open a new shell or run: source \"\$HOME/.cargo/env\""
fi
say "cargo found: $(cargo --version)"

# 2. Debian packages, only the missing ones.
missing=()
for pkg in "${APT_PACKAGES[@]}"; do
    if dpkg -s "$pkg" >/dev/null 2>&1; then
        say "package $pkg already installed"
    else
        missing+=("$pkg")
    fi
done
if [ ${#missing[@]} -gt 0 ]; then
    apt_install "${missing[@]}"
fi

# 3. Project-local Python venv for the FPGA tool packages.
command -v python3 >/dev/null 2>&1 || apt_install python3
if [ -x "$VENV/bin/python" ]; then
    say "python venv $VENV already present"
else
    if ! python3 -c 'import venv, ensurepip' >/dev/null 2>&1; then
        apt_install python3-venv
    fi
    say "creating python venv $VENV"
    python3 -m venv "$VENV" || die "python3 -m venv $VENV failed"
fi
if grep -qvE '^[[:space:]]*(#|$)' "$REQUIREMENTS"; then
    say "pip install -r scripts/requirements-fpga.txt"
    "$VENV/bin/python" -m pip install --quiet --disable-pip-version-check -r "$REQUIREMENTS" \
        || die "pip install -r $REQUIREMENTS failed"
else
    say "scripts/requirements-fpga.txt pins no package yet, nothing to pip install"
fi

say "done"
