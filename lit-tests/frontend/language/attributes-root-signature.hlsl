// RUN: %texel -T cs_6_6 -E main --emit=ir -Fo - %s | FileCheck %s --check-prefix=IR
// RUN: %texel -T cs_6_6 -E main -Fo - %s | FileCheck %s --check-prefix=DXIL
// RUN: %texel -T cs_6_6 -E main -spirv --emit=ir -Fo - %s | FileCheck %s --check-prefix=SPVIR
// RUN: %texel -T cs_6_6 -E main -spirv -Fo %t.spv %s
// RUN: %spirv-val --target-env vulkan1.3 %t.spv
// RUN: %spirv-dis %t.spv | FileCheck %s --check-prefix=SPV

// A root signature written the way engine shaders write it: a macro of
// adjacent string literals continued over lines, every element kind, flags,
// unbounded ranges, a static sampler with every parameter. DXIL keeps it as
// upstream clang's !dx.rootsignatures (version 2 = root signature 1.1,
// defaults filled in); texel-dxil and texel-dxil-verify keep it; the
// Vulkan target ignores it.

#define MAIN_RS \
  "RootFlags(ALLOW_INPUT_ASSEMBLER_INPUT_LAYOUT | Deny_Pixel_Shader_Root_Access), " \
  "CBV(b0, visibility = SHADER_VISIBILITY_ALL), " \
  "SRV(t1, space = 2), UAV(u3, flags = DATA_STATIC), " \
  "DescriptorTable(" \
    "UAV(u0, numDescriptors = 4), " \
    "SRV(t2, numDescriptors = unbounded, flags = DESCRIPTORS_VOLATILE | DATA_VOLATILE, offset = 8), " \
    "CBV(b1, space = 1, offset = DESCRIPTOR_RANGE_OFFSET_APPEND), " \
    "visibility = SHADER_VISIBILITY_ALL), " \
  "DescriptorTable(Sampler(s1, numDescriptors = 2), visibility = SHADER_VISIBILITY_PIXEL), " \
  "RootConstants(num32BitConstants = 3, b2, space = 4), " \
  "StaticSampler(s0, filter = FILTER_MIN_MAG_MIP_LINEAR, addressU = TEXTURE_ADDRESS_CLAMP, " \
    "addressV = TEXTURE_ADDRESS_BORDER, addressW = TEXTURE_ADDRESS_MIRROR_ONCE, mipLODBias = -0.5, " \
    "maxAnisotropy = 8, comparisonFunc = COMPARISON_GREATER, " \
    "borderColor = STATIC_BORDER_COLOR_OPAQUE_BLACK, minLOD = 1, maxLOD = 12.5f, space = 3, " \
    "visibility = SHADER_VISIBILITY_ALL)," \
  "StaticSampler(s4)"

RWStructuredBuffer<uint> Out : register(u0);

[RootSignature(MAIN_RS)]
[numthreads(8, 1, 1)]
void main(uint3 id : SV_DispatchThreadID) {
  Out[id.x] = id.x * 2;
}

// IR: define void @main()
// IR: !dx.rootsignatures = !{![[ENTRY:[0-9]+]]}
// IR: ![[ENTRY]] = !{ptr @main, ![[RS:[0-9]+]], i32 2}
// IR-NEXT: ![[RS]] = !{![[FLAGS:[0-9]+]], ![[CBV:[0-9]+]], ![[SRV:[0-9]+]], ![[UAV:[0-9]+]], ![[TABLE:[0-9]+]], ![[SAMPLERS:[0-9]+]], ![[CONSTANTS:[0-9]+]], ![[STATIC:[0-9]+]], ![[STATIC4:[0-9]+]]}
// IR-NEXT: ![[FLAGS]] = !{!"RootFlags", i32 33}
// IR-NEXT: ![[CBV]] = !{!"RootCBV", i32 0, i32 0, i32 0, i32 4}
// IR-NEXT: ![[SRV]] = !{!"RootSRV", i32 0, i32 1, i32 2, i32 4}
// IR-NEXT: ![[UAV]] = !{!"RootUAV", i32 0, i32 3, i32 0, i32 8}
// IR-NEXT: ![[TABLE]] = !{!"DescriptorTable", i32 0, ![[R0:[0-9]+]], ![[R1:[0-9]+]], ![[R2:[0-9]+]]}
// IR-NEXT: ![[R0]] = !{!"UAV", i32 4, i32 0, i32 0, i32 -1, i32 2}
// IR-NEXT: ![[R1]] = !{!"SRV", i32 -1, i32 2, i32 0, i32 8, i32 3}
// IR-NEXT: ![[R2]] = !{!"CBV", i32 1, i32 1, i32 1, i32 -1, i32 4}
// IR-NEXT: ![[SAMPLERS]] = !{!"DescriptorTable", i32 5, ![[S0:[0-9]+]]}
// IR-NEXT: ![[S0]] = !{!"Sampler", i32 2, i32 1, i32 0, i32 -1, i32 0}
// IR-NEXT: ![[CONSTANTS]] = !{!"RootConstants", i32 0, i32 2, i32 4, i32 3}
// IR-NEXT: ![[STATIC]] = !{!"StaticSampler", i32 21, i32 3, i32 4, i32 5, float -5.000000e-01, i32 8, i32 5, i32 1, float 1.000000e+00, float 1.250000e+01, i32 0, i32 3, i32 0}
// IR-NEXT: ![[STATIC4]] = !{!"StaticSampler", i32 85, i32 1, i32 1, i32 1, float 0.000000e+00, i32 16, i32 4, i32 2, float 0.000000e+00, float 0x47EFFFFFE0000000, i32 4, i32 0, i32 0}

// DXIL: call void @dx.op.rawBufferStore.i32(i32 140,
// DXIL: !dx.rootsignatures = !{![[ENTRY:[0-9]+]]}
// DXIL: !dx.entryPoints = !{![[EP:[0-9]+]]}
// DXIL: ![[ENTRY]] = !{ptr @main, ![[RS:[0-9]+]], i32 2}
// DXIL-NEXT: ![[RS]] = !{![[FLAGS:[0-9]+]], ![[CBV:[0-9]+]], ![[SRV:[0-9]+]], ![[UAV:[0-9]+]], ![[TABLE:[0-9]+]], ![[SAMPLERS:[0-9]+]], ![[CONSTANTS:[0-9]+]], ![[STATIC:[0-9]+]], ![[STATIC4:[0-9]+]]}
// DXIL-NEXT: ![[FLAGS]] = !{!"RootFlags", i32 33}
// DXIL: ![[EP]] = !{ptr @main, !"main", null, ![[#]], ![[#]]}

// SPVIR-NOT: rootsignatures
// SPVIR: define void @main()
// SPVIR-NOT: rootsignatures

// SPV: OpEntryPoint GLCompute %main "main"
// SPV: OpExecutionMode %main LocalSize 8 1 1
