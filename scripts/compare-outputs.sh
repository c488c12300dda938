#!/usr/bin/env bash
# Before/after comparison for changes that must not change behaviour (a
# refactor): records every output texel and opt produce for the lit tests and
# the examples, and compares two such records byte for byte.
#
#   scripts/compare-outputs.sh record DIR   # build, run lit and the examples, keep every output in DIR
#   scripts/compare-outputs.sh diff A B     # the invocations whose outputs differ; exit 1 if any
#
# Typical use: `record /tmp/before` on the old commit, `record /tmp/after` on the
# new one, then `diff /tmp/before /tmp/after`. An invocation is keyed by its
# tool, arguments and standard input (scripts/compare/capture.sh), so both
# records must be made in the same checkout path.
set -euo pipefail

ROOT=$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)
cd "$ROOT"
CAPTURE="$ROOT/scripts/compare/capture.sh"

record() {
  local dir
  dir=$(realpath -m "$1")
  rm -rf "$dir"
  mkdir -p "$dir"
  cargo build --release --workspace --quiet
  local lit opt
  lit="$(llvm-config-22 --bindir)/lit"
  opt="$(llvm-config-22 --bindir)/opt"
  # lit's own verdicts are part of the record too.
  TEXEL_CAPTURE_DIR="$dir" "$lit" -q lit-tests >"$dir/lit-summary" 2>&1 || true
  local texel=target/release/texel plugin=target/release/libtexel.so
  for source in examples/*.hlsl; do
    for target in "" "-spirv"; do
      for emit in "" "--emit=ir" "--emit=lowered"; do
        # shellcheck disable=SC2086
        TEXEL_CAPTURE_DIR="$dir" "$CAPTURE" "$texel" -T cs_6_6 -E main $target $emit "$source" >/dev/null 2>&1 </dev/null || true
      done
    done
  done
  for module in examples/*-dx.ll; do
    TEXEL_CAPTURE_DIR="$dir" "$CAPTURE" "$opt" -load-pass-plugin="$plugin" \
      -passes=texel-verify-intrinsics,texel-dxil,texel-dxil-verify -S "$module" >/dev/null 2>&1 </dev/null || true
  done
  for module in examples/*-spv.ll; do
    TEXEL_CAPTURE_DIR="$dir" "$CAPTURE" "$opt" -load-pass-plugin="$plugin" \
      -passes=texel-verify-intrinsics,texel-spirv -S "$module" >/dev/null 2>&1 </dev/null || true
    TEXEL_CAPTURE_DIR="$dir" "$CAPTURE" "$texel" emit-spirv "$module" -o - >/dev/null 2>&1 </dev/null || true
  done
  echo "recorded $(find "$dir" -mindepth 1 -maxdepth 1 -type d | wc -l) invocations in $dir"
}

compare() {
  local before=$1 after=$2 differences=0 key
  while read -r key; do
    if ! diff -r "$before/$key" "$after/$key" >/dev/null 2>&1; then
      differences=$((differences + 1))
      local arguments="$before/$key/arguments"
      [[ -f "$arguments" ]] || arguments="$after/$key/arguments"
      echo "=== differs: $(tr '\n' ' ' <"$arguments" | cut -c1-300)"
      diff -r "$before/$key" "$after/$key" | head -n 20 || true
    fi
  done < <( (cd "$before" && find . -mindepth 1 -maxdepth 1 -type d -printf '%f\n'; cd "$after" && find . -mindepth 1 -maxdepth 1 -type d -printf '%f\n') | sort -u)
  if ! diff -q <(sort "$before/lit-summary") <(sort "$after/lit-summary") >/dev/null; then
    echo "=== lit summaries differ"
    diff <(sort "$before/lit-summary") <(sort "$after/lit-summary") || true
    differences=$((differences + 1))
  fi
  echo "$(find "$before" -mindepth 1 -maxdepth 1 -type d | wc -l) invocations before, $(find "$after" -mindepth 1 -maxdepth 1 -type d | wc -l) after, $differences differ"
  ((differences == 0))
}

case "${1:-}" in
  record) record "${2:?record DIR}" ;;
  diff) compare "${2:?diff A B}" "${3:?diff A B}" ;;
  *)
    sed -n '2,12p' "$0"
    exit 2
    ;;
esac
