#!/usr/bin/env bash
# Shared by the benchmarks: runs one opt-22 pipeline N times with -time-passes
# and prints, for each label given, the best wall time in milliseconds.
# usage: pass_time.sh PIPELINE MODULE.ll RUNS LABEL...
set -euo pipefail
PIPELINE=$1 MODULE=$2 RUNS=$3
shift 3
ROOT=$(cd "$(dirname "${BASH_SOURCE[0]}")/../.." && pwd)
OPT="$(llvm-config-22 --bindir)/opt"
REPORTS=$(mktemp)
trap 'rm -f "$REPORTS"' EXIT
for _ in $(seq "$RUNS"); do
  "$OPT" -load-pass-plugin="$ROOT/target/release/libtexel.so" -passes="$PIPELINE" \
    -disable-output -time-passes "$MODULE" 2>>"$REPORTS"
done
for label in "$@"; do
  # Each report line: times with (percent) columns, wall time last, then the name.
  awk -v label="$label" '
    /Pass execution timing report/ { in_report = 1; next }
    /LLVM IR Parsing/ { in_report = 0 }
    in_report && index($0, label) && $0 !~ /Total/ {
      wall = ""
      for (i = 1; i < NF; i++) if ($(i + 1) ~ /^\(/) wall = $i
      ms = wall * 1000
      if (best == "" || ms < best) best = ms
    }
    END { printf "%.1f\n", best }' "$REPORTS"
done
