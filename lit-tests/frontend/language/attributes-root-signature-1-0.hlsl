// RUN: %texel -T cs_6_6 -E main -force-rootsig-ver rootsig_1_0 --emit=ir -Fo - %s | FileCheck %s --check-prefix=V10
// RUN: %texel -T cs_6_6 -E main -force-rootsig-ver rootsig_1_0 -Fo - %s | FileCheck %s --check-prefix=V10
// RUN: %texel -T cs_6_6 -E main -force-rootsig-ver rootsig_1_1 --emit=ir -Fo - %s | FileCheck %s --check-prefix=V11
// RUN: %texel -T cs_6_6 -E main -force-rootsig-ver rootsig_1_0 -spirv -Fo %t.spv %s
// RUN: %spirv-val --target-env vulkan1.3 %t.spv

// -force-rootsig-ver rootsig_1_0: the entry's version is 1 and flags take
// root signature 1.0's volatile defaults (descriptors DATA_VOLATILE, ranges
// DESCRIPTORS_VOLATILE | DATA_VOLATILE, sampler ranges DESCRIPTORS_VOLATILE),
// as clang's setDefaultFlags; 1.1 (the default) gives version 2 and 1.1's.

RWStructuredBuffer<uint> Out : register(u0);

[RootSignature("CBV(b0), DescriptorTable(UAV(u0), Sampler(s0))")]
[numthreads(1, 1, 1)]
void main(uint3 id : SV_DispatchThreadID) {
  Out[id.x] = 7;
}

// V10: !dx.rootsignatures = !{![[ENTRY:[0-9]+]]}
// V10: ![[ENTRY]] = !{ptr @main, ![[RS:[0-9]+]], i32 1}
// V10-NEXT: ![[RS]] = !{![[CBV:[0-9]+]], ![[TABLE:[0-9]+]]}
// V10-NEXT: ![[CBV]] = !{!"RootCBV", i32 0, i32 0, i32 0, i32 2}
// V10-NEXT: ![[TABLE]] = !{!"DescriptorTable", i32 0, ![[UAV:[0-9]+]], ![[SAMPLER:[0-9]+]]}
// V10-NEXT: ![[UAV]] = !{!"UAV", i32 1, i32 0, i32 0, i32 -1, i32 3}
// V10-NEXT: ![[SAMPLER]] = !{!"Sampler", i32 1, i32 0, i32 0, i32 -1, i32 1}

// V11: ![[ENTRY:[0-9]+]] = !{ptr @main, ![[RS:[0-9]+]], i32 2}
// V11-NEXT: ![[RS]] = !{![[CBV:[0-9]+]], ![[TABLE:[0-9]+]]}
// V11-NEXT: ![[CBV]] = !{!"RootCBV", i32 0, i32 0, i32 0, i32 4}
// V11-NEXT: ![[TABLE]] = !{!"DescriptorTable", i32 0, ![[UAV:[0-9]+]], ![[SAMPLER:[0-9]+]]}
// V11-NEXT: ![[UAV]] = !{!"UAV", i32 1, i32 0, i32 0, i32 -1, i32 2}
// V11-NEXT: ![[SAMPLER]] = !{!"Sampler", i32 1, i32 0, i32 0, i32 -1, i32 0}
