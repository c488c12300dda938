#!/usr/bin/env bash
# The main job, at this stage of texel: build, then take the example compute
# shaders (LLVM IR with texture intrinsics, as clang's HLSL front end emits it)
# through stock opt-22 with the texel plugin — verification, lowering to DXIL
# operations checked by texel-dxil-verify — and through texel's Vulkan path to a
# SPIR-V binary that spirv-val accepts; then the main job: compile the HLSL
# examples with texel's own front end for both targets and run the SPIR-V of
# those with a pipeline (examples/NAME.yaml) on lavapipe with texel-runner,
# printing the texels beside the expected values.
set -euo pipefail

ROOT=$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)
cd "$ROOT"

scripts/setup.sh
echo "demo: building texel (release)"
cargo build --release --quiet --workspace

BIN="$(llvm-config-22 --bindir)"
OPT="$BIN/opt"
PLUGIN=target/release/libtexel.so
TEXEL=target/release/texel
RUNNER=target/release/texel-runner
WORK=$(mktemp -d)
trap 'rm -rf "$WORK"' EXIT

banner() { printf '\n=== %s\n' "$*"; }
# opt warns that it has no DXIL target machine; that is why texel exists.
quiet_opt() { "$OPT" -load-pass-plugin="$PLUGIN" "$@" 2> >(grep -v "failed to create target machine" >&2); }

banner "1. texel-verify-intrinsics reports every malformed texture intrinsic call at once"
sed -n 's/^; \{0,1\}//p' examples/broken-intrinsics-spv.ll | sed -n '1,/^$/p' | head -n 3
if report=$(quiet_opt -passes=texel-verify-intrinsics -disable-output examples/broken-intrinsics-spv.ll 2>&1); then
  echo "unexpected: the broken module was accepted" >&2
  exit 1
fi
echo "$report" | sed -E "s/'%[^']*'/'…'/" | cut -c1-220

banner "2. texel-dxil lowers a compute shader to DXIL operations (texel-dxil-verify checks them)"
quiet_opt -passes=texel-dxil,texel-dxil-verify -S examples/texture-ops-dx.ll -o "$WORK/lowered.ll"
grep -E '@dx\.op\.[a-zA-Z]+(\.[a-z0-9]+)?\(i32' "$WORK/lowered.ll" | grep -v declare | sed 's/^ */  /' | cut -c1-200
echo "  …"
grep -E '^!(dx\.|[0-9]+ = !\{(i32 0, ptr|ptr @main|!"cs"))' "$WORK/lowered.ll" | sed 's/^/  /'

banner "3. texel emit-spirv: Vulkan SPIR-V with real image instructions, validated by spirv-val"
"$TEXEL" emit-spirv examples/texture-ops-spv.ll -o "$WORK/shader.spv"
spirv-val --target-env vulkan1.3 "$WORK/shader.spv" && echo "  spirv-val --target-env vulkan1.3: valid"
spirv-dis "$WORK/shader.spv" | grep -E 'OpCapability|OpImage|OpSampledImage|DescriptorSet|texel_sample_positions = ' | sed 's/^ */  /'

banner "4. texel compiles HLSL for both targets (dxc-style flags)"
echo "  texel -T cs_6_6 -E main examples/scale-buffer.hlsl"
"$TEXEL" -T cs_6_6 -E main examples/scale-buffer.hlsl -Fo "$WORK/scale.ll"
grep -E '@dx\.op\.[a-zA-Z]+(\.[a-z0-9]+)?\(i32' "$WORK/scale.ll" | grep -v declare | sed 's/^ */  /' | cut -c1-160
echo "  texel -T cs_6_6 -E main -spirv examples/scale-buffer.hlsl"
"$TEXEL" -T cs_6_6 -E main -spirv examples/scale-buffer.hlsl -Fo "$WORK/scale.spv"
spirv-val --target-env vulkan1.3 "$WORK/scale.spv" && echo "  spirv-val --target-env vulkan1.3: valid"
spirv-dis "$WORK/scale.spv" | grep -E 'OpEntryPoint|LocalSize|OpImageFetch|OpImageWrite|DescriptorSet' | sed 's/^ */  /'

banner "5. texel compiles the HLSL examples for both targets; texel-runner runs the SPIR-V on lavapipe"
for source in examples/*.hlsl; do
  name=$(basename "$source" .hlsl)
  pipeline="examples/$name.yaml"
  echo "  $source"
  if ! "$TEXEL" -T cs_6_6 -E main "$source" -Fo "$WORK/$name.ll" 2>"$WORK/$name.err" ||
    ! "$TEXEL" -T cs_6_6 -E main -spirv "$source" -Fo "$WORK/$name.spv" 2>>"$WORK/$name.err"; then
    if grep -qE 'Texture|Sampler' "$source"; then
      echo "    needs front-end textures (issue 6): texel cannot compile it yet"
      sed 's/^/      /' "$WORK/$name.err" | head -n 2
      continue
    fi
    cat "$WORK/$name.err" >&2
    exit 1
  fi
  echo "    DXIL: $(grep -cE '@dx\.op\.[a-zA-Z]+' "$WORK/$name.ll") dx.op calls; SPIR-V: $(spirv-val --target-env vulkan1.3 "$WORK/$name.spv" && echo valid)"
  if [[ -f $pipeline ]]; then
    echo "    texel-runner $pipeline (actual beside expected):"
    status=0
    report=$("$RUNNER" "$pipeline" "$WORK/$name.spv" --show) || status=$?
    echo "$report" | sed 's/^/    /' | head -n 24
    rows=$(echo "$report" | wc -l)
    if ((rows > 24)); then echo "    … ($((rows - 24)) more rows)"; fi
    if ((status != 0)); then
      echo "demo: texel-runner failed on $name (exit status $status)" >&2
      exit 1
    fi
  fi
done
