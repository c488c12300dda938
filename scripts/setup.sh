#!/usr/bin/env bash
# Installs the system packages texel needs (TESTING.md), only when missing.
# Idempotent: a second run installs nothing and prints nothing but its summary.
set -euo pipefail

PACKAGES=(
  llvm-22 llvm-22-dev llvm-22-tools clang-22
  spirv-tools libvulkan1 mesa-vulkan-drivers glslang-tools
)

missing=()
for package in "${PACKAGES[@]}"; do
  if ! dpkg-query -W -f='${Status}' "$package" 2>/dev/null | grep -q "install ok installed"; then
    missing+=("$package")
  fi
done

if ((${#missing[@]})); then
  echo "setup: installing ${missing[*]}"
  if [[ $(id -u) -ne 0 ]]; then
    SUDO=sudo
  else
    SUDO=
  fi
  $SUDO apt-get update -qq
  DEBIAN_FRONTEND=noninteractive $SUDO apt-get install -y -qq --no-install-recommends "${missing[@]}" >/dev/null
fi

if ! command -v cargo >/dev/null 2>&1; then
  echo "setup: cargo is not installed; texel needs a Rust toolchain (rustup)" >&2
  exit 1
fi

echo "setup: system packages present (LLVM $(llvm-config-22 --version))"
