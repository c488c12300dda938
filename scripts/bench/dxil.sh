#!/usr/bin/env bash
# Benchmark of texel-dxil: its own time on a module of CALLS texture intrinsic
# calls (default 100000), as a ratio to InstCombine's time in the same opt run.
# Build first: cargo build --release.
set -euo pipefail
CALLS=${1:-100000}
RUNS=${RUNS:-3}
HERE=$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)
MODULE=$(mktemp --suffix=.ll)
trap 'rm -f "$MODULE"' EXIT
python3 "$HERE/generate_module.py" dx "$CALLS" >"$MODULE"
read -r texel instcombine < <("$HERE/pass_time.sh" "function(instcombine),texel-dxil" "$MODULE" "$RUNS" \
  TexelModulePass InstCombinePass | paste -sd' ')
echo "module: $CALLS samplelevel calls ($(wc -c <"$MODULE") bytes of IR), best of $RUNS runs"
echo "texel-dxil:  ${texel} ms"
echo "instcombine: ${instcombine} ms"
awk -v t="$texel" -v i="$instcombine" 'BEGIN { printf "ratio texel-dxil / instcombine: %.2f\n", t / i }'
