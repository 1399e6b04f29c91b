#!/usr/bin/env bash
# The Python package's benchmark (scripts/bench_python.py): builds the binary and the wheel as the
# test command does, installs the wheel into a fresh venv and runs the benchmark there.
#   bash scripts/bench_python.sh [--runs 3] [--cpython-suites 200]
source "$(dirname "${BASH_SOURCE[0]}")/env.sh"
setup
setup_python_deps
PY="$(build_python_wheel)"
"$PY" "$ROOT/scripts/bench_python.py" --bin "$BIN" --wheel "$(ls "$CARGO_TARGET_DIR"/wheels/execretrieval-*.whl)" "$@"
