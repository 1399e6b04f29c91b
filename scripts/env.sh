# Shared set-up for scripts/run.sh and scripts/test.sh (sourced). Needs only rustup + cargo
# (and python3 for the CPython reference / dataset tools).
set -euo pipefail
ROOT="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
export CARGO_TARGET_DIR="${CARGO_TARGET_DIR:-$ROOT/target}"
export EXECRETRIEVAL_GUEST_WASM="${EXECRETRIEVAL_GUEST_WASM:-$CARGO_TARGET_DIR/wasm32-wasip1/release/execretrieval-guest.wasm}"
CARGO_FLAGS=(--release --ignore-rust-version --locked)

log() { echo "[execretrieval] $*" >&2; }

setup() {
    cd "$ROOT"
    if ! rustup target list --installed | grep -qx wasm32-wasip1; then
        log "installing the wasm32-wasip1 target"
        rustup target add wasm32-wasip1
    fi
    log "building the sandbox guest (RustPython for wasm32-wasip1)"
    cargo build "${CARGO_FLAGS[@]}" -p execretrieval-guest --target wasm32-wasip1
    log "building the execretrieval binary"
    cargo build "${CARGO_FLAGS[@]}" -p execretrieval
    BIN="$CARGO_TARGET_DIR/release/execretrieval"
}
