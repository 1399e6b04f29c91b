#!/usr/bin/env bash
# Embedding throughput of the in-process encoders against sentence-transformers (same folders,
# same texts, same run), BM25 speed, and `execretrieval run` cold/warm. sentence-transformers
# is installed from PyPI into a venv under the target dir for this benchmark only.
# Extra arguments go to `execretrieval bench embed` (e.g. --texts 256 --model all-minilm-l6-v2).
source "$(dirname "${BASH_SOURCE[0]}")/env.sh"
setup
VENV="$CARGO_TARGET_DIR/st-venv"
if [ ! -x "$VENV/bin/python" ] || ! "$VENV/bin/python" -c "import sentence_transformers" 2>/dev/null; then
    log "installing sentence-transformers into $VENV (benchmark only)"
    python3 -m venv "$VENV"
    "$VENV/bin/pip" install -q sentence-transformers
fi
cd "$ROOT"
HF_HUB_OFFLINE=1 "$BIN" bench embed --st-python "$VENV/bin/python" "$@"
