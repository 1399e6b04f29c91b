#!/usr/bin/env bash
# The Python package's wheel for users without Rust: builds the guest and the binary if needed
# (scripts/env.sh setup), precompiles the guest for a baseline CPU into the package, and builds an
# abi3 manylinux_2_34 wheel with maturin (from PyPI, into <target>/maturin-venv). Install it with
# `pip install <wheel>`: no cargo or rustc needed.
#   bash scripts/build_wheel.sh [OUT_DIR]     (default <target>/wheels)
source "$(dirname "${BASH_SOURCE[0]}")/env.sh"
setup
build_wheel "${1:-$CARGO_TARGET_DIR/wheels}"
