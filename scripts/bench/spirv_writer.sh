#!/usr/bin/env bash
# HLSL → SPIR-V wall time of `texel -spirv` with texel's SPIR-V writer and with
# LLVM 22's SPIR-V target (--spirv-backend=llvm), for the examples and for a
# generated shader of LINES lines (default 5000), as a ratio from one run.
# usage: spirv_writer.sh [LINES]      (RUNS=N: best of N, default 5)
# Build first: cargo build --release.
set -euo pipefail
HERE=$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)
ROOT=$(cd "$HERE/../.." && pwd)
TEXEL="$ROOT/target/release/texel"
RUNS=${RUNS:-5}
LINES=${1:-5000}
WORK=$(mktemp -d)
trap 'rm -rf "$WORK"' EXIT
python3 "$HERE/generate_shader.py" "$LINES" >"$WORK/generated.hlsl"

# Best wall time in milliseconds of RUNS compilations; "failed" when the
# compiler fails (LLVM's target crashes on some shapes).
best_ms() {
  local backend=$1 input=$2 best=""
  for _ in $(seq "$RUNS"); do
    local start end ms
    start=$(date +%s%N)
    if ! "$TEXEL" -T cs_6_6 -E main -spirv --spirv-backend="$backend" "$input" \
      -Fo "$WORK/out.spv" >/dev/null 2>&1; then
      echo failed
      return
    fi
    end=$(date +%s%N)
    ms=$(((end - start) / 1000000))
    if [[ -z $best || $ms -lt $best ]]; then best=$ms; fi
  done
  echo "$best"
}

printf '%-28s %10s %10s %8s\n' shader "writer ms" "llvm ms" ratio
for input in "$ROOT"/examples/*.hlsl "$WORK/generated.hlsl"; do
  writer=$(best_ms writer "$input")
  llvm=$(best_ms llvm "$input")
  name=$(basename "$input")
  [[ $name == generated.hlsl ]] && name="generated ($LINES lines)"
  if [[ $writer == failed || $llvm == failed ]]; then
    printf '%-28s %10s %10s %8s\n' "$name" "$writer" "$llvm" "-"
  else
    ratio=$(awk -v w="$writer" -v l="$llvm" 'BEGIN { printf "%.2f", w / l }')
    printf '%-28s %10s %10s %8s\n' "$name" "$writer" "$llvm" "$ratio"
  fi
done
