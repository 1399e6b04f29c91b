#!/usr/bin/env bash
# The main job of the README: builds what it needs, then runs the benchmark on the shipped
# release (data/release) with the built-in retrievers and prints the leaderboard.
# Extra arguments go to `execretrieval run` (e.g. --rebuild, --retriever bm25).
source "$(dirname "${BASH_SOURCE[0]}")/env.sh"
setup
cd "$ROOT"
"$BIN" run "$@"
# the static web viewer over the release and these results (serve results/site with any static host)
setup_web
cd "$ROOT"
"$BIN" site --out results/site
