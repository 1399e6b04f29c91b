#!/usr/bin/env bash
# Reranking throughput of the in-process cross-encoders against sentence-transformers'
# CrossEncoder (same folders, same pairs, same run) on random-weight MiniLM-L6-sized and
# bge-reranker-base-sized models (scripts/make_rerank_bench_models.py). sentence-transformers
# (with transformers and torch) is installed from PyPI into a venv for the benchmarks only
# (env.sh setup_st_venv: $ST_VENV, else under the target dir). Extra arguments go to
# `execretrieval bench rerank` (e.g. --pairs 128 --rounds 5).
source "$(dirname "${BASH_SOURCE[0]}")/env.sh"
setup
setup_st_venv
cd "$ROOT"
MODELS="$CARGO_TARGET_DIR/rerank-bench-models"
log "random-weight models into $MODELS (once)"
"$ST_PY" scripts/make_rerank_bench_models.py "$MODELS"
HF_HUB_OFFLINE=1 "$BIN" bench rerank --st-python "$ST_PY" \
    --model-dir "$MODELS/minilm-l6-cross" --model-dir "$MODELS/bge-reranker-base-size" "$@"
