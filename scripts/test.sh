#!/usr/bin/env bash
# The test command of the README: builds what it needs, then runs every test.
source "$(dirname "${BASH_SOURCE[0]}")/env.sh"
setup
export EXECRETRIEVAL_TEST_CACHE="${EXECRETRIEVAL_TEST_CACHE:-$CARGO_TARGET_DIR/test-cache}"
log "running the tests"
cargo test "${CARGO_FLAGS[@]}" "$@"
