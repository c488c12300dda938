// RUN: %texel -T cs_6_6 -E main %s -Fo %t.ll 2>&1 | FileCheck %s --check-prefix=DEFAULT --allow-empty
// RUN: %texel -T cs_6_6 -E main -spirv %s -Fo %t.spv 2>&1 | FileCheck %s --check-prefix=DEFAULT --allow-empty
// RUN: %texel -T cs_6_6 -E main -Wimplicit-binding %s -Fo %t.ll 2>&1 | FileCheck %s --check-prefix=WARN
// RUN: %texel -T cs_6_6 -E main -Wimplicit-binding -spirv %s -Fo %t.spv 2>&1 | FileCheck %s --check-prefix=WARN

// HLSL.md: the warning "resource has implicit register binding" is off by
// default and turned on by -Wimplicit-binding (clang: -Whlsl-implicit-binding).
// The shader compiles either way.

RWBuffer<float> Out;
Buffer<float> In : register(t0);

[numthreads(1, 1, 1)]
void main() {
  Out[0] = In[0];
}

// DEFAULT-NOT: warning:
// WARN: implicit-binding-warning.hlsl:10:17: warning: resource has implicit register binding
// WARN-NOT: implicit-binding-warning.hlsl:11:{{.*}}warning:
