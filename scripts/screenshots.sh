#!/usr/bin/env bash
# The README's screenshots (web/screenshots/*.png), regenerated, never made by hand: writes the
# site of a results directory with `execretrieval site`, serves it on loopback with
# `python3 -m http.server` and drives it in headless Chromium (tests/web/e2e.mjs `screenshots`,
# a 1400 × 900 window): the leaderboard, a query page whose rank 1 is its own distractor (with the
# explanation and a replay verdict), the analyses, the dataset browser, verify-all under way.
#   bash scripts/screenshots.sh [RESULTS_DIR (default results)] [RELEASE (default data/release)]
# Needs the results of `bash scripts/run.sh` and Debian's chromium (scripts/test.sh installs it).
source "$(dirname "${BASH_SOURCE[0]}")/env.sh"
RESULTS="$(realpath "${1:-$ROOT/results}")"
RELEASE="$(realpath "${2:-$ROOT/data/release}")"
[ -f "$RESULTS/full_leaderboard.json" ] || { log "no results in $RESULTS: run bash scripts/run.sh first"; exit 2; }
command -v chromium >/dev/null || { log "chromium is needed (apt-get install chromium)"; exit 2; }
setup
setup_web
cd "$ROOT"
SITE="$(mktemp -d)"
trap 'kill "$SERVER" 2>/dev/null; rm -rf "$SITE"' EXIT
"$BIN" site --release "$RELEASE" --results "$RESULTS" --out "$SITE/site"
PORT="$(python3 -c 'import socket; s = socket.socket(); s.bind(("127.0.0.1", 0)); print(s.getsockname()[1])')"
python3 -m http.server "$PORT" --bind 127.0.0.1 --directory "$SITE/site" >/dev/null 2>&1 &
SERVER=$!
for _ in $(seq 100); do python3 -c "import socket; socket.create_connection(('127.0.0.1', $PORT))" 2>/dev/null && break; sleep 0.1; done
mkdir -p web/screenshots
PLAYWRIGHT_CORE_DIR="$TOOLS/npm/node_modules" node tests/web/e2e.mjs "http://127.0.0.1:$PORT/" web/screenshots screenshots
log "screenshots written to web/screenshots"
