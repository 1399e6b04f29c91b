#!/usr/bin/env bash
# The test command of the README: builds what it needs, then runs every test.
source "$(dirname "${BASH_SOURCE[0]}")/env.sh"
setup
# The harness must also build for the browser (the web viewer reuses it): keep that true.
if ! rustup target list --installed | grep -qx wasm32-unknown-unknown; then
    log "installing the wasm32-unknown-unknown target"
    rustup target add wasm32-unknown-unknown
fi
log "checking that the harness builds for wasm32-unknown-unknown"
cargo build "${CARGO_FLAGS[@]}" -p execretrieval-harness --target wasm32-unknown-unknown
export EXECRETRIEVAL_TEST_CACHE="${EXECRETRIEVAL_TEST_CACHE:-$CARGO_TARGET_DIR/test-cache}"
log "running the tests"
cargo test "${CARGO_FLAGS[@]}" "$@"
