#!/usr/bin/env bash
# Embedding throughput of the in-process encoders against sentence-transformers (same folders,
# same texts, same run), BM25 speed, and `execretrieval run` cold/warm. sentence-transformers
# (with transformers and torch) is installed from PyPI into a venv for the benchmarks only
# (env.sh setup_st_venv: $ST_VENV, else under the target dir).
#   scripts/bench_embed.sh [ARGS]                 MiniLM / MPNet vs sentence-transformers
#   scripts/bench_embed.sh --architectures [ARGS] random-weight XLM-R-base and Qwen3-0.6B sized
#                                                 models (scripts/make_bench_models.py) vs transformers
# Extra arguments go to `execretrieval bench embed` (e.g. --texts 256 --dir-texts 64).
source "$(dirname "${BASH_SOURCE[0]}")/env.sh"
setup
setup_st_venv
cd "$ROOT"
if [ "${1:-}" = "--architectures" ]; then
    shift
    MODELS="$CARGO_TARGET_DIR/bench-models"
    log "random-weight models into $MODELS (once)"
    "$ST_PY" scripts/make_bench_models.py "$MODELS"
    HF_HUB_OFFLINE=1 "$BIN" bench embed --hf-python "$ST_PY" \
        --model-dir "$MODELS/xlm-roberta-base" --model-dir "$MODELS/qwen3-0.6b" "$@"
else
    HF_HUB_OFFLINE=1 "$BIN" bench embed --st-python "$ST_PY" "$@"
fi
