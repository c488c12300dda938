// `half` without 16-bit types enabled: DXC (without -enable-16bit-types) and
// clang (without -fnative-half-type) treat half as a 32-bit float, so
// `half h = In[i]; Out[i] = h * 3;` is plain float arithmetic: no fptrunc to
// half (which would round the value to 11 bits of mantissa), no half math.
//
// RUN: %texel -T cs_6_6 -E main --emit=ir %s | FileCheck %s --check-prefix=DXIL
// RUN: %texel -T cs_6_6 -E main -spirv --emit=ir %s | FileCheck %s --check-prefix=SPV

Buffer<float> In : register(t0);
RWBuffer<float> Out : register(u1);

[numthreads(8, 1, 1)]
void main(uint3 id : SV_DispatchThreadID) {
  half h = In[id.x];
  Out[id.x] = h * 3;
}

// DXIL-LABEL: define void @main()
// DXIL: [[V:%.*]] = load float, ptr {{%.*}}, align 4
// DXIL-NEXT: [[M:%.*]] = fmul float [[V]], 3.000000e+00
// DXIL: store float [[M]], ptr {{%.*}}, align 4
// DXIL-NOT: half

// SPV-LABEL: define void @main()
// SPV: [[V:%.*]] = load float, ptr addrspace(11) {{%.*}}, align 4
// SPV-NEXT: [[M:%.*]] = fmul float [[V]], 3.000000e+00
// SPV: store float [[M]], ptr addrspace(11) {{%.*}}, align 4
