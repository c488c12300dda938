// sincos, modf and frexp: output parameters written through their places.
// sincos is llvm.sin and llvm.cos; modf splits with llvm.trunc (the whole part
// keeps the sign); frexp reads the float's bits as DXC does (exponent = biased
// exponent - 126, mantissa = the bits with exponent 126, so in [0.5, 1); zero
// gives 0 and 0). The same IR on both targets; SPIR-V through spirv-val.
//
// RUN: %texel -T cs_6_0 -E main -Od --emit=ir %s | FileCheck %s --check-prefix=DXIL
// RUN: %texel -T cs_6_0 -E main -Od -spirv --emit=ir %s | FileCheck %s --check-prefix=SPV
// RUN: %texel -T cs_6_0 -E main -spirv -Fo %t.spv %s
// RUN: %spirv-val --target-env vulkan1.3 %t.spv

StructuredBuffer<float4> In : register(t9);
RWStructuredBuffer<float4> Out : register(u0);

[numthreads(1, 1, 1)]
void main() {
  float4 a = In[0];
  float4 s, c;
  sincos(a, s, c);
  float4 w;
  float4 f = modf(a, w);
  float4 e;
  float4 m = frexp(a, e);
  Out[0] = s + c;
  Out[1] = f + w;
  Out[2] = m + e;
}

// DXIL-LABEL: define void @main()
// DXIL: [[V1:%[^ ]+]] = call ptr @llvm.dx.resource.getpointer.p0.tdx.RawBuffer_v4f32_0_0t(target("dx.RawBuffer", <4 x float>, 0, 0) {{%[^ ,)]+}}, i32 0)
// DXIL-NEXT: [[V2:%[^ ]+]] = load <4 x float>, ptr [[V1]], align 16
// DXIL-NEXT: [[V3:%[^ ]+]] = call <4 x float> @llvm.sin.v4f32(<4 x float> [[V2]])
// DXIL-NEXT: [[V4:%[^ ]+]] = call <4 x float> @llvm.cos.v4f32(<4 x float> [[V2]])
// DXIL-NEXT: [[V5:%[^ ]+]] = call <4 x float> @llvm.trunc.v4f32(<4 x float> [[V2]])
// DXIL-NEXT: [[V6:%[^ ]+]] = fsub <4 x float> [[V2]], [[V5]]
// DXIL-NEXT: [[V7:%[^ ]+]] = bitcast <4 x float> [[V2]] to <4 x i32>
// DXIL-NEXT: [[V8:%[^ ]+]] = lshr <4 x i32> [[V7]], splat (i32 23)
// DXIL-NEXT: [[V9:%[^ ]+]] = and <4 x i32> [[V8]], splat (i32 255)
// DXIL-NEXT: [[V10:%[^ ]+]] = add nsw <4 x i32> [[V9]], splat (i32 -126)
// DXIL-NEXT: [[V11:%[^ ]+]] = and <4 x i32> [[V7]], splat (i32 -2139095041)
// DXIL-NEXT: [[V12:%[^ ]+]] = or disjoint <4 x i32> [[V11]], splat (i32 1056964608)
// DXIL-NEXT: [[V13:%[^ ]+]] = bitcast <4 x i32> [[V12]] to <4 x float>
// DXIL-NEXT: [[V14:%[^ ]+]] = fcmp oeq <4 x float> [[V2]], zeroinitializer
// DXIL-NEXT: [[V15:%[^ ]+]] = sitofp <4 x i32> [[V10]] to <4 x float>
// DXIL-NEXT: [[V16:%[^ ]+]] = fadd <4 x float> [[V3]], [[V4]]
// DXIL-NEXT: [[V17:%[^ ]+]] = call ptr @llvm.dx.resource.getpointer.p0.tdx.RawBuffer_v4f32_1_0t(target("dx.RawBuffer", <4 x float>, 1, 0) {{%[^ ,)]+}}, i32 0)
// DXIL-NEXT: store <4 x float> [[V16]], ptr [[V17]], align 16
// DXIL-NEXT: [[V18:%[^ ]+]] = fadd <4 x float> [[V6]], [[V5]]
// DXIL-NEXT: [[V19:%[^ ]+]] = call ptr @llvm.dx.resource.getpointer.p0.tdx.RawBuffer_v4f32_1_0t(target("dx.RawBuffer", <4 x float>, 1, 0) {{%[^ ,)]+}}, i32 1)
// DXIL-NEXT: store <4 x float> [[V18]], ptr [[V19]], align 16
// DXIL-NEXT: [[V20:%[^ ]+]] = fadd <4 x float> [[V13]], [[V15]]
// DXIL-NEXT: [[V21:%[^ ]+]] = select <4 x i1> [[V14]], <4 x float> zeroinitializer, <4 x float> [[V20]]
// DXIL-NEXT: [[V22:%[^ ]+]] = call ptr @llvm.dx.resource.getpointer.p0.tdx.RawBuffer_v4f32_1_0t(target("dx.RawBuffer", <4 x float>, 1, 0) {{%[^ ,)]+}}, i32 2)
// DXIL-NEXT: store <4 x float> [[V21]], ptr [[V22]], align 16
// DXIL-NEXT: ret void

// SPV-LABEL: define void @main()
// SPV: [[V1:%[^ ]+]] = call ptr addrspace(11) @llvm.spv.resource.getpointer.p11.tspirv.VulkanBuffer_a0v4f32_12_0t(target("spirv.VulkanBuffer", [0 x <4 x float>], 12, 0) {{%[^ ,)]+}}, i32 0)
// SPV-NEXT: [[V2:%[^ ]+]] = load <4 x float>, ptr addrspace(11) [[V1]], align 16
// SPV-NEXT: [[V3:%[^ ]+]] = call <4 x float> @llvm.sin.v4f32(<4 x float> [[V2]])
// SPV-NEXT: [[V4:%[^ ]+]] = call <4 x float> @llvm.cos.v4f32(<4 x float> [[V2]])
// SPV-NEXT: [[V5:%[^ ]+]] = call <4 x float> @llvm.trunc.v4f32(<4 x float> [[V2]])
// SPV-NEXT: [[V6:%[^ ]+]] = fsub <4 x float> [[V2]], [[V5]]
// SPV-NEXT: [[V7:%[^ ]+]] = bitcast <4 x float> [[V2]] to <4 x i32>
// SPV-NEXT: [[V8:%[^ ]+]] = lshr <4 x i32> [[V7]], splat (i32 23)
// SPV-NEXT: [[V9:%[^ ]+]] = and <4 x i32> [[V8]], splat (i32 255)
// SPV-NEXT: [[V10:%[^ ]+]] = add nsw <4 x i32> [[V9]], splat (i32 -126)
// SPV-NEXT: [[V11:%[^ ]+]] = and <4 x i32> [[V7]], splat (i32 -2139095041)
// SPV-NEXT: [[V12:%[^ ]+]] = or disjoint <4 x i32> [[V11]], splat (i32 1056964608)
// SPV-NEXT: [[V13:%[^ ]+]] = bitcast <4 x i32> [[V12]] to <4 x float>
// SPV-NEXT: [[V14:%[^ ]+]] = fcmp oeq <4 x float> [[V2]], zeroinitializer
// SPV-NEXT: [[V15:%[^ ]+]] = sitofp <4 x i32> [[V10]] to <4 x float>
// SPV-NEXT: [[V16:%[^ ]+]] = fadd <4 x float> [[V3]], [[V4]]
// SPV-NEXT: [[V17:%[^ ]+]] = call ptr addrspace(11) @llvm.spv.resource.getpointer.p11.tspirv.VulkanBuffer_a0v4f32_12_1t(target("spirv.VulkanBuffer", [0 x <4 x float>], 12, 1) {{%[^ ,)]+}}, i32 0)
// SPV-NEXT: store <4 x float> [[V16]], ptr addrspace(11) [[V17]], align 16
// SPV-NEXT: [[V18:%[^ ]+]] = fadd <4 x float> [[V6]], [[V5]]
// SPV-NEXT: [[V19:%[^ ]+]] = call ptr addrspace(11) @llvm.spv.resource.getpointer.p11.tspirv.VulkanBuffer_a0v4f32_12_1t(target("spirv.VulkanBuffer", [0 x <4 x float>], 12, 1) {{%[^ ,)]+}}, i32 1)
// SPV-NEXT: store <4 x float> [[V18]], ptr addrspace(11) [[V19]], align 16
// SPV-NEXT: [[V20:%[^ ]+]] = fadd <4 x float> [[V13]], [[V15]]
// SPV-NEXT: [[V21:%[^ ]+]] = select <4 x i1> [[V14]], <4 x float> zeroinitializer, <4 x float> [[V20]]
// SPV-NEXT: [[V22:%[^ ]+]] = call ptr addrspace(11) @llvm.spv.resource.getpointer.p11.tspirv.VulkanBuffer_a0v4f32_12_1t(target("spirv.VulkanBuffer", [0 x <4 x float>], 12, 1) {{%[^ ,)]+}}, i32 2)
// SPV-NEXT: store <4 x float> [[V21]], ptr addrspace(11) [[V22]], align 16
// SPV-NEXT: ret void
