#!/usr/bin/env bash
# Installs the system packages texel needs (TESTING.md), only when missing.
# Idempotent: a second run installs nothing and prints nothing but its summary.
#
# Vulkan for the execution tests: lavapipe (mesa-vulkan-drivers) from
# bookworm-backports (Mesa 25: compute-shader derivatives) when that suite can be
# reached, bookworm's Mesa 22.3 otherwise; the Khronos validation layers. The
# backports suite is added with the mirror URI of the machine's own bookworm
# sources, never a host name written here.
set -euo pipefail

PACKAGES=(
  llvm-22 llvm-22-dev llvm-22-tools clang-22
  spirv-tools libvulkan1 mesa-vulkan-drivers glslang-tools vulkan-validationlayers
)
DEBIAN_SOURCES=/etc/apt/sources.list.d/debian.sources
BACKPORTS_SOURCES=/etc/apt/sources.list.d/texel-bookworm-backports.sources
MESA_WITH_DERIVATIVES=25

if [[ $(id -u) -ne 0 ]]; then
  SUDO=sudo
else
  SUDO=
fi

installed() { dpkg-query -W -f='${Status}' "$1" 2>/dev/null | grep -q "install ok installed"; }

missing=()
for package in "${PACKAGES[@]}"; do
  if ! installed "$package"; then
    missing+=("$package")
  fi
done

if ((${#missing[@]})); then
  echo "setup: installing ${missing[*]}"
  $SUDO apt-get update -qq
  DEBIAN_FRONTEND=noninteractive $SUDO apt-get install -y -qq --no-install-recommends "${missing[@]}" >/dev/null
fi

mesa_major() { dpkg-query -W -f='${Version}' mesa-vulkan-drivers 2>/dev/null | sed -E 's/^([0-9]+:)?([0-9]+).*/\2/'; }

# The URI of the stanza of the machine's deb822 sources that carries `bookworm`.
bookworm_mirror() {
  [[ -r $DEBIAN_SOURCES ]] || return 1
  awk 'BEGIN { RS = ""; FS = "\n" }
       {
         uri = ""; suites = ""; key = ""
         for (i = 1; i <= NF; i++) {
           if ($i ~ /^URIs:/) uri = $i
           if ($i ~ /^Suites:/) suites = $i
           if ($i ~ /^Signed-By:/) key = $i
         }
         if (suites ~ /(^|[ \t])bookworm([ \t]|$)/) {
           sub(/^URIs:[ \t]*/, "", uri); split(uri, uris, /[ \t]+/)
           sub(/^Signed-By:[ \t]*/, "", key)
           print uris[1] "\t" key
           exit
         }
       }' "$DEBIAN_SOURCES" | grep .
}

if [[ $(mesa_major) -lt $MESA_WITH_DERIVATIVES ]]; then
  if [[ ! -e $BACKPORTS_SOURCES ]]; then
    if mirror=$(bookworm_mirror); then
      uri=${mirror%%$'\t'*}
      key=${mirror#*$'\t'}
      echo "setup: adding bookworm-backports (from $DEBIAN_SOURCES) for Mesa $MESA_WITH_DERIVATIVES lavapipe"
      {
        echo "Types: deb"
        echo "URIs: $uri"
        echo "Suites: bookworm-backports"
        echo "Components: main"
        [[ -n $key ]] && echo "Signed-By: $key"
      } | $SUDO tee "$BACKPORTS_SOURCES" >/dev/null
    else
      echo "setup: no bookworm stanza in $DEBIAN_SOURCES; keeping Mesa $(mesa_major)"
    fi
  fi
  if [[ -e $BACKPORTS_SOURCES ]]; then
    if $SUDO apt-get update -qq 2>/dev/null &&
      DEBIAN_FRONTEND=noninteractive $SUDO apt-get install -y -qq --no-install-recommends \
        -t bookworm-backports mesa-vulkan-drivers >/dev/null 2>&1; then
      echo "setup: lavapipe from bookworm-backports (Mesa $(mesa_major))"
    else
      echo "setup: bookworm-backports unreachable; lavapipe stays Mesa $(mesa_major) (no compute-shader derivatives)"
    fi
  fi
fi

if ! command -v cargo >/dev/null 2>&1; then
  echo "setup: cargo is not installed; texel needs a Rust toolchain (rustup)" >&2
  exit 1
fi

echo "setup: system packages present (LLVM $(llvm-config-22 --version), Mesa $(mesa_major))"
