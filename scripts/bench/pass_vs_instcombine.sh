#!/usr/bin/env bash
# A texel lowering's own time on a module of CALLS texture intrinsic calls
# (default 100000), as a ratio to InstCombine's time in the same opt run.
# usage: pass_vs_instcombine.sh PASS API [CALLS]    (API: dx or spv)
# Build first: cargo build --release.
set -euo pipefail
PASS=$1 API=$2 CALLS=${3:-100000}
RUNS=${RUNS:-3}
HERE=$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)
MODULE=$(mktemp --suffix=.ll)
trap 'rm -f "$MODULE"' EXIT
python3 "$HERE/generate_module.py" "$API" "$CALLS" >"$MODULE"
read -r texel instcombine < <("$HERE/pass_time.sh" "function(instcombine),$PASS" "$MODULE" "$RUNS" \
  TexelModulePass InstCombinePass | paste -sd' ')
echo "module: $CALLS samplelevel calls ($(wc -c <"$MODULE") bytes of IR), best of $RUNS runs"
echo "$PASS: ${texel} ms"
echo "instcombine: ${instcombine} ms"
awk -v t="$texel" -v i="$instcombine" -v p="$PASS" 'BEGIN { printf "ratio %s / instcombine: %.2f\n", p, t / i }'
