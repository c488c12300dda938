#!/usr/bin/env bash
# Runs a compiler tool (texel or opt) exactly as asked and records what it did
# — arguments, standard input, standard output and error, exit status and the
# file named by -Fo / -o — under $TEXEL_CAPTURE_DIR/<hash of arguments and
# input>/. lit.cfg.py puts this in front of %texel and %opt when
# TEXEL_CAPTURE_DIR is set; scripts/compare-outputs.sh reads the records.
# The tool's behaviour is unchanged: same streams, same exit status.
set -uo pipefail

tool=$1
shift
scratch=$(mktemp -d)
trap 'rm -rf "$scratch"' EXIT

if [[ -t 0 ]]; then
  : >"$scratch/stdin"
else
  cat >"$scratch/stdin"
fi

"$tool" "$@" <"$scratch/stdin" >"$scratch/stdout" 2>"$scratch/stderr"
status=$?
cat "$scratch/stdout"
cat "$scratch/stderr" >&2

# The key: tool name, every argument, and the input's bytes.
key=$( {
  basename "$tool"
  printf '%s\0' "$@"
  sha256sum <"$scratch/stdin"
} | sha256sum | cut -c1-24)
record="$TEXEL_CAPTURE_DIR/$key"
mkdir -p "$record"
{
  basename "$tool"
  printf '%s\n' "$@"
} >"$record/arguments"
echo "$status" >"$record/status"
cp "$scratch/stdout" "$record/stdout"
cp "$scratch/stderr" "$record/stderr"
output=""
previous=""
for argument in "$@"; do
  case "$previous" in
    -Fo | -o) output=$argument ;;
  esac
  case "$argument" in
    -Fo?*) output=${argument#-Fo} ;;
  esac
  previous=$argument
done
if [[ -n "$output" && "$output" != "-" && -f "$output" ]]; then
  cp "$output" "$record/output"
fi
exit "$status"
