// asdouble(lo, hi) and asuint(double, out lo, out hi), scalar and vector. For DXIL,
// llvm.dx.asdouble and llvm.dx.splitdouble, as clang emits them. SPIR-V: the
// words interleaved (shufflevector) and bitcast to doubles, the doubles
// bitcast to words and split into even and odd lanes; LLVM folds those
// bitcasts into the buffer accesses, which the writer reads and writes through
// OpBitcast (through spirv-val).
//
// RUN: %texel -T cs_6_0 -E main -Od --emit=ir %s | FileCheck %s --check-prefix=DXIL
// RUN: %texel -T cs_6_0 -E main -Od -spirv --emit=ir %s | FileCheck %s --check-prefix=SPV
// RUN: %texel -T cs_6_0 -E main -spirv -Fo %t.spv %s
// RUN: %spirv-val --target-env vulkan1.3 %t.spv
// RUN: %spirv-dis %t.spv | FileCheck %s --check-prefix=SPIRV

RWStructuredBuffer<double> D : register(u0);
RWStructuredBuffer<uint2> U : register(u1);
RWStructuredBuffer<double2> D2 : register(u2);
[numthreads(1,1,1)] void main() {
  uint2 w = U[0];
  D[0] = asdouble(w.x, w.y);
  D2[0] = asdouble(w, w.yx);
  uint lo, hi;
  asuint(D[1], lo, hi);
  U[1] = uint2(lo, hi);
  uint2 l2, h2;
  asuint(D2[1], l2, h2);
  U[2] = l2 + h2;
 
}

// DXIL-LABEL: define void @main()
// DXIL: [[V1:%[^ ]+]] = call ptr @llvm.dx.resource.getpointer.p0.tdx.RawBuffer_v2i32_1_0t(target("dx.RawBuffer", <2 x i32>, 1, 0) {{%[^ ,)]+}}, i32 0)
// DXIL-NEXT: [[V2:%[^ ]+]] = load <2 x i32>, ptr [[V1]], align 8
// DXIL-NEXT: [[V3:%[^ ]+]] = extractelement <2 x i32> [[V2]], i64 0
// DXIL-NEXT: [[V4:%[^ ]+]] = extractelement <2 x i32> [[V2]], i64 1
// DXIL-NEXT: [[V5:%[^ ]+]] = call double @llvm.dx.asdouble.i32(i32 [[V3]], i32 [[V4]])
// DXIL-NEXT: [[V6:%[^ ]+]] = call ptr @llvm.dx.resource.getpointer.p0.tdx.RawBuffer_f64_1_0t(target("dx.RawBuffer", double, 1, 0) {{%[^ ,)]+}}, i32 0)
// DXIL-NEXT: store double [[V5]], ptr [[V6]], align 8
// DXIL-NEXT: [[V7:%[^ ]+]] = shufflevector <2 x i32> [[V2]], <2 x i32> poison, <2 x i32> <i32 1, i32 0>
// DXIL-NEXT: [[V8:%[^ ]+]] = call <2 x double> @llvm.dx.asdouble.v2i32(<2 x i32> [[V2]], <2 x i32> [[V7]])
// DXIL-NEXT: [[V9:%[^ ]+]] = call ptr @llvm.dx.resource.getpointer.p0.tdx.RawBuffer_v2f64_1_0t(target("dx.RawBuffer", <2 x double>, 1, 0) {{%[^ ,)]+}}, i32 0)
// DXIL-NEXT: store <2 x double> [[V8]], ptr [[V9]], align 16
// DXIL-NEXT: [[V10:%[^ ]+]] = call ptr @llvm.dx.resource.getpointer.p0.tdx.RawBuffer_f64_1_0t(target("dx.RawBuffer", double, 1, 0) {{%[^ ,)]+}}, i32 1)
// DXIL-NEXT: [[V11:%[^ ]+]] = load double, ptr [[V10]], align 8
// DXIL-NEXT: [[V12:%[^ ]+]] = call { i32, i32 } @llvm.dx.splitdouble.i32(double [[V11]])
// DXIL-NEXT: [[V13:%[^ ]+]] = extractvalue { i32, i32 } [[V12]], 0
// DXIL-NEXT: [[V14:%[^ ]+]] = extractvalue { i32, i32 } [[V12]], 1
// DXIL-NEXT: [[V15:%[^ ]+]] = insertelement <2 x i32> poison, i32 [[V13]], i64 0
// DXIL-NEXT: [[V16:%[^ ]+]] = insertelement <2 x i32> [[V15]], i32 [[V14]], i64 1
// DXIL-NEXT: [[V17:%[^ ]+]] = call ptr @llvm.dx.resource.getpointer.p0.tdx.RawBuffer_v2i32_1_0t(target("dx.RawBuffer", <2 x i32>, 1, 0) {{%[^ ,)]+}}, i32 1)
// DXIL-NEXT: store <2 x i32> [[V16]], ptr [[V17]], align 8
// DXIL-NEXT: [[V18:%[^ ]+]] = call ptr @llvm.dx.resource.getpointer.p0.tdx.RawBuffer_v2f64_1_0t(target("dx.RawBuffer", <2 x double>, 1, 0) {{%[^ ,)]+}}, i32 1)
// DXIL-NEXT: [[V19:%[^ ]+]] = load <2 x double>, ptr [[V18]], align 16
// DXIL-NEXT: [[V20:%[^ ]+]] = call { <2 x i32>, <2 x i32> } @llvm.dx.splitdouble.v2i32(<2 x double> [[V19]])
// DXIL-NEXT: [[V21:%[^ ]+]] = extractvalue { <2 x i32>, <2 x i32> } [[V20]], 0
// DXIL-NEXT: [[V22:%[^ ]+]] = extractvalue { <2 x i32>, <2 x i32> } [[V20]], 1
// DXIL-NEXT: [[V23:%[^ ]+]] = add <2 x i32> [[V21]], [[V22]]
// DXIL-NEXT: [[V24:%[^ ]+]] = call ptr @llvm.dx.resource.getpointer.p0.tdx.RawBuffer_v2i32_1_0t(target("dx.RawBuffer", <2 x i32>, 1, 0) {{%[^ ,)]+}}, i32 2)
// DXIL-NEXT: store <2 x i32> [[V23]], ptr [[V24]], align 8
// DXIL-NEXT: ret void

// SPV-LABEL: define void @main()
// SPV: [[V1:%[^ ]+]] = call ptr addrspace(11) @llvm.spv.resource.getpointer.p11.tspirv.VulkanBuffer_a0v2i32_12_1t(target("spirv.VulkanBuffer", [0 x <2 x i32>], 12, 1) {{%[^ ,)]+}}, i32 0)
// SPV-NEXT: [[V2:%[^ ]+]] = load <2 x i32>, ptr addrspace(11) [[V1]], align 8
// SPV-NEXT: [[V3:%[^ ]+]] = call ptr addrspace(11) @llvm.spv.resource.getpointer.p11.tspirv.VulkanBuffer_a0f64_12_1t(target("spirv.VulkanBuffer", [0 x double], 12, 1) {{%[^ ,)]+}}, i32 0)
// SPV-NEXT: store <2 x i32> [[V2]], ptr addrspace(11) [[V3]], align 8
// SPV-NEXT: [[V4:%[^ ]+]] = shufflevector <2 x i32> [[V2]], <2 x i32> poison, <2 x i32> <i32 1, i32 0>
// SPV-NEXT: [[V5:%[^ ]+]] = shufflevector <2 x i32> [[V2]], <2 x i32> [[V4]], <4 x i32> <i32 0, i32 2, i32 1, i32 3>
// SPV-NEXT: [[V6:%[^ ]+]] = call ptr addrspace(11) @llvm.spv.resource.getpointer.p11.tspirv.VulkanBuffer_a0v2f64_12_1t(target("spirv.VulkanBuffer", [0 x <2 x double>], 12, 1) {{%[^ ,)]+}}, i32 0)
// SPV-NEXT: store <4 x i32> [[V5]], ptr addrspace(11) [[V6]], align 16
// SPV-NEXT: [[V7:%[^ ]+]] = call ptr addrspace(11) @llvm.spv.resource.getpointer.p11.tspirv.VulkanBuffer_a0f64_12_1t(target("spirv.VulkanBuffer", [0 x double], 12, 1) {{%[^ ,)]+}}, i32 1)
// SPV-NEXT: [[V8:%[^ ]+]] = load <2 x i32>, ptr addrspace(11) [[V7]], align 8
// SPV-NEXT: [[V9:%[^ ]+]] = call ptr addrspace(11) @llvm.spv.resource.getpointer.p11.tspirv.VulkanBuffer_a0v2i32_12_1t(target("spirv.VulkanBuffer", [0 x <2 x i32>], 12, 1) {{%[^ ,)]+}}, i32 1)
// SPV-NEXT: store <2 x i32> [[V8]], ptr addrspace(11) [[V9]], align 8
// SPV-NEXT: [[V10:%[^ ]+]] = call ptr addrspace(11) @llvm.spv.resource.getpointer.p11.tspirv.VulkanBuffer_a0v2f64_12_1t(target("spirv.VulkanBuffer", [0 x <2 x double>], 12, 1) {{%[^ ,)]+}}, i32 1)
// SPV-NEXT: [[V11:%[^ ]+]] = load <4 x i32>, ptr addrspace(11) [[V10]], align 16
// SPV-NEXT: [[V12:%[^ ]+]] = shufflevector <4 x i32> [[V11]], <4 x i32> poison, <2 x i32> <i32 0, i32 2>
// SPV-NEXT: [[V13:%[^ ]+]] = shufflevector <4 x i32> [[V11]], <4 x i32> poison, <2 x i32> <i32 1, i32 3>
// SPV-NEXT: [[V14:%[^ ]+]] = add <2 x i32> [[V12]], [[V13]]
// SPV-NEXT: [[V15:%[^ ]+]] = call ptr addrspace(11) @llvm.spv.resource.getpointer.p11.tspirv.VulkanBuffer_a0v2i32_12_1t(target("spirv.VulkanBuffer", [0 x <2 x i32>], 12, 1) {{%[^ ,)]+}}, i32 2)
// SPV-NEXT: store <2 x i32> [[V14]], ptr addrspace(11) [[V15]], align 8
// SPV-NEXT: ret void

// SPIRV: {{%[0-9]+}} = OpBitcast %double {{%[0-9]+}}
// SPIRV: {{%[0-9]+}} = OpBitcast %v2double {{%[0-9]+}}
// SPIRV: {{%[0-9]+}} = OpBitcast %v2uint {{%[0-9]+}}
// SPIRV: {{%[0-9]+}} = OpBitcast %v4uint {{%[0-9]+}}
