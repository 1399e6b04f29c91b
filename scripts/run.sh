#!/usr/bin/env bash
# The main job of the README: builds what it needs, then runs the benchmark on both shipped
# releases (data/release, and data/release-plus: several correct implementations per query) with
# the built-in retrievers and prints their leaderboards.
# Extra arguments go to both `execretrieval run`s (e.g. --retriever bm25); --rebuild rebuilds
# data/release from the tasks, and data/release-plus is then rebuilt from it (`build --plus-from`).
source "$(dirname "${BASH_SOURCE[0]}")/env.sh"
setup
cd "$ROOT"
"$BIN" run "$@"
plus_args=()
for a in "$@"; do
    if [ "$a" = --rebuild ]; then
        # exit 1: some queries were left out (listed on stderr), the release is written
        "$BIN" build --plus-from data/release --out data/release-plus || [ $? -eq 1 ]
    else
        plus_args+=("$a")
    fi
done
"$BIN" run --release data/release-plus --results results/release-plus "${plus_args[@]}"
# the static web viewer over both releases and their results (serve results/site with any static
# host; results/site/plus is release-plus, each links to the other)
setup_web
cd "$ROOT"
"$BIN" site --out results/site --also release-plus=plus/
"$BIN" site --release data/release-plus --results results/release-plus --out results/site/plus --also release=../
