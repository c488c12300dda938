// select(cond, a, b): the componentwise choice for vector conditions (HLSL
// 2021; the front end itself says "for non-scalar types use 'select'" when ?: gets a
// vector condition). select(a > 0, a, b) is a vector select.
//
// RUN: %texel -T cs_6_6 -E main -Od --emit=ir %s | FileCheck %s --check-prefix=DXIL
// RUN: %texel -T cs_6_6 -E main -spirv -Fo %t.spv %s
// RUN: %spirv-val --target-env vulkan1.3 %t.spv

Buffer<float4> In : register(t0);
RWBuffer<float4> Out : register(u1);

[numthreads(8, 1, 1)]
void main(uint3 id : SV_DispatchThreadID) {
  float4 a = In[id.x];
  float4 b = In[id.x + 1];
  Out[id.x] = select(a > 0, a, b);
}

// DXIL-LABEL: define void @main()
// DXIL: [[A:%.*]] = load <4 x float>, ptr {{%.*}}, align 16
// DXIL: [[B:%.*]] = load <4 x float>, ptr {{%.*}}, align 16
// DXIL: [[C:%.*]] = fcmp ogt <4 x float> [[A]], zeroinitializer
// DXIL-NEXT: [[S:%.*]] = select <4 x i1> [[C]], <4 x float> [[A]], <4 x float> [[B]]
// DXIL: store <4 x float> [[S]], ptr {{%.*}}, align 16
