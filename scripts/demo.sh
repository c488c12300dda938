#!/usr/bin/env bash
# The main job, at this stage of texel: build the plugin and run it inside stock
# opt-22 on the example modules, showing what texel-verify-intrinsics reports.
set -euo pipefail

ROOT=$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)
cd "$ROOT"

scripts/setup.sh
echo "demo: building texel (release)"
cargo build --release --quiet

OPT="$(llvm-config-22 --bindir)/opt"
PLUGIN=target/release/libtexel.so

run() {
  local example=$1
  echo
  echo "=== opt-22 -load-pass-plugin=$PLUGIN -passes=texel-verify-intrinsics $example"
  sed -n 's/^; \{0,1\}//p' "$example" | sed -n '1,/^$/p' | head -n 4
  # opt warns that it has no DXIL target machine; that is why texel exists.
  local report status=0
  report=$("$OPT" -load-pass-plugin="$PLUGIN" -passes=texel-verify-intrinsics \
      -disable-output "$example" 2>&1) || status=$?
  grep -v "failed to create target machine" <<<"$report" || true
  if ((status == 0)); then
    echo "-> accepted: every texture intrinsic call is well formed"
  else
    echo "-> rejected (opt exit status $status): every violation is reported above"
  fi
}

run examples/texture-ops-dx.ll
run examples/broken-intrinsics-spv.ll
