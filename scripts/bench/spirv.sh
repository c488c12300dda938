#!/usr/bin/env bash
# Benchmark of texel-spirv against InstCombine; see pass_vs_instcombine.sh.
exec "$(dirname "${BASH_SOURCE[0]}")/pass_vs_instcombine.sh" texel-spirv spv "$@"
