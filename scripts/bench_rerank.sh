#!/usr/bin/env bash
# Reranking throughput of the in-process cross-encoders against sentence-transformers'
# CrossEncoder (same folders, same pairs, same run) on random-weight MiniLM-L6-sized and
# bge-reranker-base-sized models (scripts/make_rerank_bench_models.py). sentence-transformers
# (with transformers and torch) is installed from PyPI into a venv under the target dir for this
# benchmark only. Extra arguments go to `execretrieval bench rerank` (e.g. --pairs 128).
source "$(dirname "${BASH_SOURCE[0]}")/env.sh"
setup
VENV="${ST_VENV:-$CARGO_TARGET_DIR/st-venv}"
if [ ! -x "$VENV/bin/python" ] || ! "$VENV/bin/python" -c "import sentence_transformers" 2>/dev/null; then
    log "installing sentence-transformers into $VENV (benchmark only)"
    python3 -m venv "$VENV"
    "$VENV/bin/pip" install -q sentence-transformers
fi
cd "$ROOT"
MODELS="$CARGO_TARGET_DIR/rerank-bench-models"
log "random-weight models into $MODELS (once)"
"$VENV/bin/python" scripts/make_rerank_bench_models.py "$MODELS"
HF_HUB_OFFLINE=1 "$BIN" bench rerank --st-python "$VENV/bin/python" \
    --model-dir "$MODELS/minilm-l6-cross" --model-dir "$MODELS/bge-reranker-base-size" "$@"
