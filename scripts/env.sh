# Shared set-up for scripts/run.sh and scripts/test.sh (sourced). Needs only rustup + cargo
# (and python3 for the CPython reference / dataset tools).
set -euo pipefail
ROOT="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
export CARGO_TARGET_DIR="${CARGO_TARGET_DIR:-$ROOT/target}"
export EXECRETRIEVAL_GUEST_WASM="${EXECRETRIEVAL_GUEST_WASM:-$CARGO_TARGET_DIR/wasm32-wasip1/guest/execretrieval-guest.wasm}"
CARGO_FLAGS=(--release --ignore-rust-version --locked)

log() { echo "[execretrieval] $*" >&2; }

setup() {
    cd "$ROOT"
    if ! rustup target list --installed | grep -qx wasm32-wasip1; then
        log "installing the wasm32-wasip1 target"
        rustup target add wasm32-wasip1
    fi
    log "building the sandbox guest (RustPython for wasm32-wasip1)"
    # profile `guest` = release + fat LTO (Cargo.toml): a faster interpreter, ≈ 20 min cold
    cargo build --profile guest --ignore-rust-version --locked -p execretrieval-guest --target wasm32-wasip1
    log "building the execretrieval binary"
    cargo build "${CARGO_FLAGS[@]}" -p execretrieval
    BIN="$CARGO_TARGET_DIR/release/execretrieval"
}

WASM_BINDGEN_VERSION=0.2.130
BINARYEN_VERSION=132
TOOLS="$CARGO_TARGET_DIR/tools"
WEB_DIST="$CARGO_TARGET_DIR/web-dist"
export EXECRETRIEVAL_WEB_DIST="${EXECRETRIEVAL_WEB_DIST:-$WEB_DIST}"

# wasm-bindgen-cli (pinned to the wasm-bindgen in Cargo.lock) and npm binaryen + playwright-core,
# installed once under the target dir (≈ 6 min cold for wasm-bindgen-cli, instant afterwards).
setup_web_tools() {
    if ! rustup target list --installed | grep -qx wasm32-unknown-unknown; then
        log "installing the wasm32-unknown-unknown target"
        rustup target add wasm32-unknown-unknown
    fi
    WASM_BINDGEN="$TOOLS/wasm-bindgen-$WASM_BINDGEN_VERSION/bin/wasm-bindgen"
    if ! [ -x "$WASM_BINDGEN" ] || ! "$WASM_BINDGEN" --version | grep -q "$WASM_BINDGEN_VERSION"; then
        log "installing wasm-bindgen-cli $WASM_BINDGEN_VERSION into $TOOLS (once)"
        cargo install wasm-bindgen-cli --version "$WASM_BINDGEN_VERSION" --root "$TOOLS/wasm-bindgen-$WASM_BINDGEN_VERSION"
    fi
    NODE_TOOLS="$TOOLS/npm"
    WASM_OPT="$NODE_TOOLS/node_modules/.bin/wasm-opt"
    if ! [ -x "$WASM_OPT" ] || ! [ -d "$NODE_TOOLS/node_modules/playwright-core" ] \
        || ! grep -q "\"version\": \"$BINARYEN_VERSION" "$NODE_TOOLS/node_modules/binaryen/package.json"; then
        command -v npm >/dev/null || { log "npm is needed for the web viewer (binaryen's wasm-opt): install Node.js"; exit 2; }
        log "installing binaryen@$BINARYEN_VERSION and playwright-core from npm into $NODE_TOOLS (once)"
        mkdir -p "$NODE_TOOLS"
        (cd "$NODE_TOOLS" && { [ -f package.json ] || echo '{"private": true}' > package.json; } \
            && npm install --no-audit --no-fund --silent "binaryen@$BINARYEN_VERSION" "playwright-core@1")
    fi
}

# Build the viewer into $WEB_DIST: app/ (Leptos page), py/ (harness for the worker), static files.
setup_web() {
    cd "$ROOT"
    setup_web_tools
    log "building the web viewer (Leptos app + Python worker for wasm32-unknown-unknown)"
    # two invocations, so that the app's web-sys features do not rebuild RustPython
    cargo build "${CARGO_FLAGS[@]}" -p execretrieval-web-worker --target wasm32-unknown-unknown
    cargo build "${CARGO_FLAGS[@]}" -p execretrieval-web --target wasm32-unknown-unknown
    local out="$CARGO_TARGET_DIR/wasm32-unknown-unknown/release"
    local tmp="$WEB_DIST.tmp"
    rm -rf "$tmp" && mkdir -p "$tmp/app" "$tmp/py"
    "$WASM_BINDGEN" --target web --no-typescript --out-dir "$tmp/app" "$out/execretrieval_web.wasm"
    "$WASM_BINDGEN" --target web --no-typescript --out-dir "$tmp/py" "$out/execretrieval_web_worker.wasm"
    # wasm-opt -Oz on the app (1.06 MB → 0.77 MB, checked in Chromium). The Python wasm is shipped
    # as wasm-bindgen writes it: -Oz on its 28 MB had not finished after 40 min on a contended
    # 2-core machine and its output is not yet checked in the browser.
    local w="$tmp/app/execretrieval_web_bg.wasm"
    "$WASM_OPT" -Oz --enable-bulk-memory --enable-nontrapping-float-to-int --enable-sign-ext \
        --enable-mutable-globals --enable-reference-types --enable-multivalue "$w" -o "$w.opt"
    mv "$w.opt" "$w"
    cp "$ROOT"/web/static/* "$tmp/"
    rm -rf "$WEB_DIST" && mv "$tmp" "$WEB_DIST"
    log "web viewer built into $WEB_DIST"
}
