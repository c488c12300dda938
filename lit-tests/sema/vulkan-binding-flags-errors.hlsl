// Errors of DXC's Vulkan binding flags: bad values (DXC's messages), flags
// that exclude each other, flags without -spirv, and -fvk-bind-register
// leaving a resource unplaced.
//
// RUN: not %texel -T cs_6_6 -spirv %s -fvk-t-shift x 0 2>&1 | FileCheck %s --check-prefix=INVALID
// INVALID: texel: error: invalid -fvk-t-shift argument: x
// RUN: not %texel -T cs_6_6 -spirv %s -fvk-u-shift -3 0 2>&1 | FileCheck %s --check-prefix=NEGATIVE
// NEGATIVE: texel: error: negative -fvk-u-shift argument: -3
// RUN: not %texel -T cs_6_6 -spirv %s -fvk-s-shift 1 all -fvk-s-shift 2 0 2>&1 | FileCheck %s --check-prefix=ALONE
// ALONE: texel: error: setting all sets via -fvk-s-shift argument should be used alone
// RUN: not %texel -T cs_6_6 -spirv %s -fvk-b-shift 1 0 -fvk-b-shift 2 0 2>&1 | FileCheck %s --check-prefix=TWICE
// TWICE: texel: error: -fvk-b-shift is given twice for set 0
// RUN: not %texel -T cs_6_6 %s -fvk-t-shift 1 0 2>&1 | FileCheck %s --check-prefix=DXIL
// DXIL: texel: error: -fvk-t-shift requires -spirv
// RUN: not %texel -T cs_6_6 -spirv %s -fvk-t-shift 1 0 -fvk-bind-register t0 0 0 0 2>&1 | FileCheck %s --check-prefix=BOTH
// BOTH: texel: error: -fvk-t-shift cannot be used together with -fvk-bind-register
// RUN: not %texel -T cs_6_6 -spirv %s -fvk-bind-register t0 x 0 0 2>&1 | FileCheck %s --check-prefix=SPACE
// SPACE: texel: error: invalid -fvk-bind-register space number: x
// RUN: not %texel -T cs_6_6 -spirv %s -fvk-bind-globals 1 -1 2>&1 | FileCheck %s --check-prefix=GLOBALS
// GLOBALS: texel: error: invalid -fvk-bind-globals set number: -1
// RUN: not %texel -T cs_6_6 -spirv %s -fvk-bind-register t0 0 0 0 2>&1 | FileCheck %s --check-prefix=REMAP --implicit-check-not=error:
// REMAP: vulkan-binding-flags-errors.hlsl:[[@LINE+3]]:28: error: missing -fvk-bind-register for resource Out (register u0, space 0)
// REMAP: vulkan-binding-flags-errors.hlsl:[[@LINE+3]]:27: error: -fvk-bind-register requires a register annotation on every resource; Loose has none
Texture2D<float4> In : register(t0);
RWStructuredBuffer<float4> Out : register(u0);
RWStructuredBuffer<float> Loose;

[numthreads(1, 1, 1)]
void main(uint3 id : SV_DispatchThreadID) {
  Out[id.x] = In.Load(int3(id.xy, 0));
  Loose[id.x] = 1;
}
