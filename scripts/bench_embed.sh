#!/usr/bin/env bash
# Embedding throughput of the in-process encoders against sentence-transformers (same folders,
# same texts, same run), BM25 speed, and `execretrieval run` cold/warm. sentence-transformers
# (with transformers and torch) is installed from PyPI into a venv under the target dir for this
# benchmark only.
#   scripts/bench_embed.sh [ARGS]                 MiniLM / MPNet vs sentence-transformers
#   scripts/bench_embed.sh --architectures [ARGS] random-weight XLM-R-base and Qwen3-0.6B sized
#                                                 models (scripts/make_bench_models.py) vs transformers
# Extra arguments go to `execretrieval bench embed` (e.g. --texts 256 --dir-texts 64).
source "$(dirname "${BASH_SOURCE[0]}")/env.sh"
setup
VENV="$CARGO_TARGET_DIR/st-venv"
if [ ! -x "$VENV/bin/python" ] || ! "$VENV/bin/python" -c "import sentence_transformers" 2>/dev/null; then
    log "installing sentence-transformers into $VENV (benchmark only)"
    python3 -m venv "$VENV"
    "$VENV/bin/pip" install -q sentence-transformers
fi
cd "$ROOT"
if [ "${1:-}" = "--architectures" ]; then
    shift
    MODELS="$CARGO_TARGET_DIR/bench-models"
    log "random-weight models into $MODELS (once)"
    "$VENV/bin/python" scripts/make_bench_models.py "$MODELS"
    HF_HUB_OFFLINE=1 "$BIN" bench embed --hf-python "$VENV/bin/python" \
        --model-dir "$MODELS/xlm-roberta-base" --model-dir "$MODELS/qwen3-0.6b" "$@"
else
    HF_HUB_OFFLINE=1 "$BIN" bench embed --st-python "$VENV/bin/python" "$@"
fi
