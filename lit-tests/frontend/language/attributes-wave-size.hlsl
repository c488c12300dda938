// RUN: %texel -T cs_6_6 -E main --emit=ir -Fo - %s | FileCheck %s --check-prefix=IR66
// RUN: %texel -T cs_6_6 -E main -Fo - %s | FileCheck %s --check-prefix=DXIL66
// RUN: %texel -T cs_6_8 -E main -D RANGE --emit=ir -Fo - %s | FileCheck %s --check-prefix=IR68
// RUN: %texel -T cs_6_8 -E main -D RANGE -Fo - %s | FileCheck %s --check-prefix=DXIL68
// RUN: %texel -T cs_6_6 -E main -spirv --emit=ir -Fo - %s 2>%t.warnings | FileCheck %s --check-prefix=SPVIR
// RUN: FileCheck %s --check-prefix=WARN < %t.warnings
// RUN: %texel -T cs_6_6 -E main -spirv -Fo %t.spv %s
// RUN: %spirv-val --target-env vulkan1.3 %t.spv
// RUN: %spirv-dis %t.spv | FileCheck %s --check-prefix=SPV

// [WaveSize]: upstream clang's "hlsl.wavesize"="min,max,preferred" function
// attribute; texel-dxil turns it into the entry property LLVM's DirectX
// backend writes (tag 11 with the size below SM 6.8, tag 23 with the
// triple from SM 6.8). Vulkan: DXC's warning, nothing emitted.

RWStructuredBuffer<uint> Out : register(u0);

[numthreads(64, 1, 1)]
#ifdef RANGE
[WaveSize(16, 64, 32)]
#else
[WaveSize(32)]
#endif
void main(uint3 id : SV_DispatchThreadID) {
  Out[id.x] = id.x * 3;
}

// IR66: define void @main() {{.*}}[[ATTRS:#[0-9]+]]
// IR66: attributes [[ATTRS]] = {{.*}}"hlsl.numthreads"="64,1,1" "hlsl.shader"="compute" "hlsl.wavesize"="32,0,0" }

// DXIL66: !dx.entryPoints = !{![[EP:[0-9]+]]}
// DXIL66: ![[EP]] = !{ptr @main, !"main", null, ![[#]], ![[PROPS:[0-9]+]]}
// DXIL66-NEXT: ![[PROPS]] = !{i32 4, ![[NT:[0-9]+]], i32 11, ![[WS:[0-9]+]]}
// DXIL66-NEXT: ![[NT]] = !{i32 64, i32 1, i32 1}
// DXIL66-NEXT: ![[WS]] = !{i32 32}

// IR68: attributes #{{[0-9]+}} = {{.*}}"hlsl.wavesize"="16,64,32" }
// DXIL68: ![[PROPS:[0-9]+]] = !{i32 4, ![[NT:[0-9]+]], i32 23, ![[WS:[0-9]+]]}
// DXIL68-NEXT: ![[NT]] = !{i32 64, i32 1, i32 1}
// DXIL68-NEXT: ![[WS]] = !{i32 16, i32 64, i32 32}

// SPVIR-NOT: hlsl.wavesize
// WARN: warning: Wave size is not supported by Vulkan SPIR-V. Consider using VK_EXT_subgroup_size_control.

// SPV: OpEntryPoint GLCompute %main "main"
// SPV-NOT: SubgroupSize
// SPV: OpExecutionMode %main LocalSize 64 1 1
// SPV-NOT: OpExecutionMode
