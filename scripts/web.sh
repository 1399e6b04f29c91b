#!/usr/bin/env bash
# Builds the static web viewer into $CARGO_TARGET_DIR/web-dist (what `execretrieval site` copies):
# the Leptos app and the Python worker for wasm32-unknown-unknown (Cargo.toml's `web` profile),
# bound with wasm-bindgen-cli 0.2.130; the app shrunk with wasm-opt from npm binaryen@132 (never
# Debian's binaryen, which produces broken modules), the Python wasm precompressed (brotli q11,
# gzip). The tools are installed once under $CARGO_TARGET_DIR/tools.
source "$(dirname "${BASH_SOURCE[0]}")/env.sh"
setup_web
