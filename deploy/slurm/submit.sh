#!/bin/bash
# Submit a sharded exec as an array of N tasks and the dependent merge; prints both job ids.
#
#   deploy/slurm/submit.sh N INPUT.jsonl OUTDIR MERGED.jsonl [exec options…]
#
# Extra sbatch options (partition, account, time): $SBATCH_OPTIONS, e.g.
#   SBATCH_OPTIONS="--partition=cpu --time=02:00:00" deploy/slurm/submit.sh 64 in.jsonl out merged.jsonl \
#       --cache postgres://worker@db.internal/execretrieval
set -euo pipefail
if [ $# -lt 4 ]; then
    echo "usage: $0 N INPUT.jsonl OUTDIR MERGED.jsonl [exec options…]" >&2
    exit 2
fi
N=$1
INPUT=$2
OUTDIR=$3
MERGED=$4
shift 4
HERE="$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)"
# shellcheck disable=SC2086
ARRAY=$(sbatch --parsable ${SBATCH_OPTIONS:-} --array=0-$((N - 1)) "$HERE/exec_array.sbatch" "$INPUT" "$OUTDIR" "$@")
ARRAY=${ARRAY%%;*}
# shellcheck disable=SC2086
MERGE=$(sbatch --parsable ${SBATCH_OPTIONS:-} --dependency=afterany:"$ARRAY" "$HERE/merge.sbatch" "$OUTDIR" "$N" "$MERGED")
MERGE=${MERGE%%;*}
echo "{\"array_job\": \"$ARRAY\", \"merge_job\": \"$MERGE\"}"
