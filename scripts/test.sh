#!/usr/bin/env bash
# The one test command (README, .ci/run): setup, release build, cargo tests,
# fmt and clippy, lit. Ends with the line `N passed, N failed, N skipped`
# counting every cargo test, lint check and lit test; exits non-zero on any failure.
set -uo pipefail

ROOT=$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)
cd "$ROOT"
LOG_DIR=$(mktemp -d)
trap 'rm -rf "$LOG_DIR"' EXIT

passed=0
failed=0
skipped=0

step() { printf '\n=== %s\n' "$*"; }

# A named check that counts as one test.
check() {
  local name=$1
  shift
  if "$@"; then
    passed=$((passed + 1))
  else
    echo "FAILED: $name"
    failed=$((failed + 1))
  fi
}

finish() {
  echo
  echo "$passed passed, $failed failed, $skipped skipped"
  if ((failed > 0)); then exit 1; fi
  exit 0
}

step "setup"
if ! scripts/setup.sh; then
  failed=$((failed + 1))
  finish
fi

step "release build"
if ! cargo build --release --workspace --all-targets >"$LOG_DIR/build.log" 2>&1; then
  tail -n 60 "$LOG_DIR/build.log"
  echo "FAILED: release build"
  failed=$((failed + 1))
  finish
fi
tail -n 1 "$LOG_DIR/build.log"

step "cargo test"
cargo test --release --workspace 2>&1 | tee "$LOG_DIR/cargo-test.log" | grep -E '^(test result|failures:|    [a-z_:]+$|---- )' 
cargo_status=${PIPESTATUS[0]}
read -r cargo_passed cargo_failed cargo_ignored < <(
  awk '/^test result:/ {
         for (i = 1; i <= NF; i++) {
           if ($(i+1) ~ /^passed/) p += $i;
           if ($(i+1) ~ /^failed/) f += $i;
           if ($(i+1) ~ /^ignored/) s += $i;
         }
       }
       END { print p + 0, f + 0, s + 0 }' "$LOG_DIR/cargo-test.log")
passed=$((passed + cargo_passed))
failed=$((failed + cargo_failed))
skipped=$((skipped + cargo_ignored))
if [[ $cargo_status -ne 0 && $cargo_failed -eq 0 ]]; then
  echo "FAILED: cargo test exited with $cargo_status"
  failed=$((failed + 1))
fi

step "cargo fmt --check"
check "cargo fmt" cargo fmt --all -- --check

step "cargo clippy"
check "cargo clippy" cargo clippy --release --workspace --all-targets --quiet -- -D warnings

step "lit"
LIT="$(llvm-config-22 --bindir)/lit"
"$LIT" -v lit-tests 2>&1 | tee "$LOG_DIR/lit.log" | grep -vE '^PASS: ' 
lit_status=${PIPESTATUS[0]}
lit_passed=$(grep -cE '^PASS: ' "$LOG_DIR/lit.log")
lit_failed=$(grep -cE '^(FAIL|XPASS|UNRESOLVED|TIMEOUT): ' "$LOG_DIR/lit.log")
# Known gaps are XFAIL with their reason in the test; they count as skipped.
lit_skipped=$(grep -cE '^(UNSUPPORTED|XFAIL): ' "$LOG_DIR/lit.log")
passed=$((passed + lit_passed))
failed=$((failed + lit_failed))
skipped=$((skipped + lit_skipped))
if [[ $lit_status -ne 0 && $lit_failed -eq 0 ]]; then
  echo "FAILED: lit exited with $lit_status"
  failed=$((failed + 1))
fi

finish
