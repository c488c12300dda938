// The intrinsic library beyond HLSL.md's first list: degrees, rcp, distance,
// log10, ldexp, tanh, reflect, refract, faceforward, isfinite, fma (doubles),
// f32tof16 / f16tof32 and D3DCOLORtoUBYTE4. On DXIL, generic LLVM IR computing
// what DXC's expansions compute (degrees as a multiply, rcp as 1/x, log10 as
// log2(x) * log10(2), ldexp as x * exp2(e), refract's total-reflection select,
// isfinite as |x| one inf), llvm.fma, and llvm.dx.legacyf16tof32 /
// legacyf32tof16 per component. On SPIR-V, the llvm.spv.* intrinsics clang uses
// (degrees, distance, reflect, refract, faceforward, isfinite), and
// packhalf2x16 / unpackhalf2x16 (GLSL.std.450 PackHalf2x16 / UnpackHalf2x16)
// for the half conversions, through spirv-val.
//
// RUN: %texel -T cs_6_0 -E main -Od --emit=ir %s | FileCheck %s --check-prefix=DXIL
// RUN: %texel -T cs_6_0 -E main -Od -spirv --emit=ir %s | FileCheck %s --check-prefix=SPV
// RUN: %texel -T cs_6_0 -E main -spirv -Fo %t.spv %s
// RUN: %spirv-val --target-env vulkan1.3 %t.spv
// RUN: %spirv-dis %t.spv | FileCheck %s --check-prefix=SPIRV

StructuredBuffer<float4> In : register(t9);
RWStructuredBuffer<float4> Out : register(u0);
RWStructuredBuffer<uint4> Bits : register(u1);
RWStructuredBuffer<int4> Ints : register(u2);
RWStructuredBuffer<double> D : register(u3);

[numthreads(1, 1, 1)]
void main() {
  float4 a = In[0];
  float4 b = In[1];
  Out[0] = degrees(a);
  Out[1] = rcp(b);
  Out[2] = float4(distance(a.xyz, b.xyz), log10(a.x), ldexp(a.y, b.y), tanh(a.z));
  Out[3] = float4(reflect(a.xyz, b.xyz), 0);
  Out[4] = float4(refract(a.xyz, b.xyz, b.w), 0);
  Out[5] = float4(faceforward(a.xyz, b.xyz, a.zyx), 0);
  Bits[0] = uint4(isfinite(a));
  D[0] = fma(D[1], D[2], D[3]);
  Bits[1] = uint4(f32tof16(a.x), 0, 0, 0);
  Out[6] = float4(f16tof32(Bits[2].x), 0, 0, 0);
  Ints[0] = D3DCOLORtoUBYTE4(a);
}

// DXIL-LABEL: define void @main()
// DXIL: [[V1:%[^ ]+]] = call ptr @llvm.dx.resource.getpointer.p0.tdx.RawBuffer_v4f32_0_0t(target("dx.RawBuffer", <4 x float>, 0, 0) {{%[^ ,)]+}}, i32 0)
// DXIL-NEXT: [[V2:%[^ ]+]] = load <4 x float>, ptr [[V1]], align 16
// DXIL-NEXT: [[V3:%[^ ]+]] = call ptr @llvm.dx.resource.getpointer.p0.tdx.RawBuffer_v4f32_0_0t(target("dx.RawBuffer", <4 x float>, 0, 0) {{%[^ ,)]+}}, i32 1)
// DXIL-NEXT: [[V4:%[^ ]+]] = load <4 x float>, ptr [[V3]], align 16
// DXIL-NEXT: [[V5:%[^ ]+]] = fmul <4 x float> [[V2]], splat (float 0x404CA5DC20000000)
// DXIL-NEXT: [[V6:%[^ ]+]] = call ptr @llvm.dx.resource.getpointer.p0.tdx.RawBuffer_v4f32_1_0t(target("dx.RawBuffer", <4 x float>, 1, 0) {{%[^ ,)]+}}, i32 0)
// DXIL-NEXT: store <4 x float> [[V5]], ptr [[V6]], align 16
// DXIL-NEXT: [[V7:%[^ ]+]] = fdiv <4 x float> splat (float 1.000000e+00), [[V4]]
// DXIL-NEXT: [[V8:%[^ ]+]] = call ptr @llvm.dx.resource.getpointer.p0.tdx.RawBuffer_v4f32_1_0t(target("dx.RawBuffer", <4 x float>, 1, 0) {{%[^ ,)]+}}, i32 1)
// DXIL-NEXT: store <4 x float> [[V7]], ptr [[V8]], align 16
// DXIL-NEXT: [[V9:%[^ ]+]] = fsub <4 x float> [[V2]], [[V4]]
// DXIL-NEXT: [[V10:%[^ ]+]] = fmul <4 x float> [[V9]], [[V9]]
// DXIL-NEXT: [[V11:%[^ ]+]] = extractelement <4 x float> [[V10]], i64 0
// DXIL-NEXT: [[V12:%[^ ]+]] = extractelement <4 x float> [[V10]], i64 1
// DXIL-NEXT: [[V13:%[^ ]+]] = fadd float [[V11]], [[V12]]
// DXIL-NEXT: [[V14:%[^ ]+]] = extractelement <4 x float> [[V10]], i64 2
// DXIL-NEXT: [[V15:%[^ ]+]] = fadd float [[V13]], [[V14]]
// DXIL-NEXT: [[V16:%[^ ]+]] = call float @llvm.sqrt.f32(float [[V15]])
// DXIL-NEXT: [[V17:%[^ ]+]] = insertelement <4 x float> poison, float [[V16]], i64 0
// DXIL-NEXT: [[V18:%[^ ]+]] = extractelement <4 x float> [[V2]], i64 0
// DXIL-NEXT: [[V19:%[^ ]+]] = call float @llvm.log2.f32(float [[V18]])
// DXIL-NEXT: [[V20:%[^ ]+]] = fmul float [[V19]], 0x3FD3441360000000
// DXIL-NEXT: [[V21:%[^ ]+]] = insertelement <4 x float> [[V17]], float [[V20]], i64 1
// DXIL-NEXT: [[V22:%[^ ]+]] = extractelement <4 x float> [[V2]], i64 1
// DXIL-NEXT: [[V23:%[^ ]+]] = extractelement <4 x float> [[V4]], i64 1
// DXIL-NEXT: [[V24:%[^ ]+]] = call float @llvm.exp2.f32(float [[V23]])
// DXIL-NEXT: [[V25:%[^ ]+]] = fmul float [[V22]], [[V24]]
// DXIL-NEXT: [[V26:%[^ ]+]] = insertelement <4 x float> [[V21]], float [[V25]], i64 2
// DXIL-NEXT: [[V27:%[^ ]+]] = extractelement <4 x float> [[V2]], i64 2
// DXIL-NEXT: [[V28:%[^ ]+]] = call float @llvm.tanh.f32(float [[V27]])
// DXIL-NEXT: [[V29:%[^ ]+]] = insertelement <4 x float> [[V26]], float [[V28]], i64 3
// DXIL-NEXT: [[V30:%[^ ]+]] = call ptr @llvm.dx.resource.getpointer.p0.tdx.RawBuffer_v4f32_1_0t(target("dx.RawBuffer", <4 x float>, 1, 0) {{%[^ ,)]+}}, i32 2)
// DXIL-NEXT: store <4 x float> [[V29]], ptr [[V30]], align 16
// DXIL-NEXT: [[V31:%[^ ]+]] = shufflevector <4 x float> [[V2]], <4 x float> poison, <3 x i32> <i32 0, i32 1, i32 2>
// DXIL-NEXT: [[V32:%[^ ]+]] = shufflevector <4 x float> [[V4]], <4 x float> poison, <3 x i32> <i32 0, i32 1, i32 2>
// DXIL-NEXT: [[V33:%[^ ]+]] = fmul <3 x float> [[V31]], [[V32]]
// DXIL-NEXT: [[V34:%[^ ]+]] = extractelement <3 x float> [[V33]], i64 0
// DXIL-NEXT: [[V35:%[^ ]+]] = extractelement <3 x float> [[V33]], i64 1
// DXIL-NEXT: [[V36:%[^ ]+]] = fadd float [[V34]], [[V35]]
// DXIL-NEXT: [[V37:%[^ ]+]] = extractelement <3 x float> [[V33]], i64 2
// DXIL-NEXT: [[V38:%[^ ]+]] = fadd float [[V36]], [[V37]]
// DXIL-NEXT: [[V39:%[^ ]+]] = fmul float [[V38]], 2.000000e+00
// DXIL-NEXT: [[V40:%[^ ]+]] = insertelement <3 x float> poison, float [[V39]], i64 0
// DXIL-NEXT: [[V41:%[^ ]+]] = shufflevector <3 x float> [[V40]], <3 x float> poison, <3 x i32> zeroinitializer
// DXIL-NEXT: [[V42:%[^ ]+]] = fmul <3 x float> [[V41]], [[V32]]
// DXIL-NEXT: [[V43:%[^ ]+]] = fsub <3 x float> [[V31]], [[V42]]
// DXIL-NEXT: [[V44:%[^ ]+]] = shufflevector <3 x float> [[V43]], <3 x float> poison, <4 x i32> <i32 0, i32 1, i32 2, i32 poison>
// DXIL-NEXT: [[V45:%[^ ]+]] = insertelement <4 x float> [[V44]], float 0.000000e+00, i64 3
// DXIL-NEXT: [[V46:%[^ ]+]] = call ptr @llvm.dx.resource.getpointer.p0.tdx.RawBuffer_v4f32_1_0t(target("dx.RawBuffer", <4 x float>, 1, 0) {{%[^ ,)]+}}, i32 3)
// DXIL-NEXT: store <4 x float> [[V45]], ptr [[V46]], align 16
// DXIL-NEXT: [[V47:%[^ ]+]] = shufflevector <4 x float> [[V2]], <4 x float> poison, <3 x i32> <i32 0, i32 1, i32 2>
// DXIL-NEXT: [[V48:%[^ ]+]] = shufflevector <4 x float> [[V4]], <4 x float> poison, <3 x i32> <i32 0, i32 1, i32 2>
// DXIL-NEXT: [[V49:%[^ ]+]] = extractelement <4 x float> [[V4]], i64 3
// DXIL-NEXT: [[V50:%[^ ]+]] = fmul <3 x float> [[V48]], [[V47]]
// DXIL-NEXT: [[V51:%[^ ]+]] = extractelement <3 x float> [[V50]], i64 0
// DXIL-NEXT: [[V52:%[^ ]+]] = extractelement <3 x float> [[V50]], i64 1
// DXIL-NEXT: [[V53:%[^ ]+]] = fadd float [[V51]], [[V52]]
// DXIL-NEXT: [[V54:%[^ ]+]] = extractelement <3 x float> [[V50]], i64 2
// DXIL-NEXT: [[V55:%[^ ]+]] = fadd float [[V53]], [[V54]]
// DXIL-NEXT: [[V56:%[^ ]+]] = fmul float [[V55]], [[V55]]
// DXIL-NEXT: [[V57:%[^ ]+]] = fsub float 1.000000e+00, [[V56]]
// DXIL-NEXT: [[V58:%[^ ]+]] = fmul float [[V49]], [[V49]]
// DXIL-NEXT: [[V59:%[^ ]+]] = fmul float [[V58]], [[V57]]
// DXIL-NEXT: [[V60:%[^ ]+]] = fsub float 1.000000e+00, [[V59]]
// DXIL-NEXT: [[V61:%[^ ]+]] = call float @llvm.sqrt.f32(float [[V60]])
// DXIL-NEXT: [[V62:%[^ ]+]] = fmul float [[V49]], [[V55]]
// DXIL-NEXT: [[V63:%[^ ]+]] = fadd float [[V62]], [[V61]]
// DXIL-NEXT: [[V64:%[^ ]+]] = insertelement <3 x float> poison, float [[V63]], i64 0
// DXIL-NEXT: [[V65:%[^ ]+]] = shufflevector <3 x float> [[V64]], <3 x float> poison, <3 x i32> zeroinitializer
// DXIL-NEXT: [[V66:%[^ ]+]] = shufflevector <4 x float> [[V4]], <4 x float> poison, <3 x i32> <i32 3, i32 3, i32 3>
// DXIL-NEXT: [[V67:%[^ ]+]] = fmul <3 x float> [[V66]], [[V47]]
// DXIL-NEXT: [[V68:%[^ ]+]] = fmul <3 x float> [[V65]], [[V48]]
// DXIL-NEXT: [[V69:%[^ ]+]] = fsub <3 x float> [[V67]], [[V68]]
// DXIL-NEXT: [[V70:%[^ ]+]] = fcmp olt float [[V60]], 0.000000e+00
// DXIL-NEXT: [[V71:%[^ ]+]] = shufflevector <3 x float> [[V69]], <3 x float> poison, <4 x i32> <i32 0, i32 1, i32 2, i32 poison>
// DXIL-NEXT: [[V72:%[^ ]+]] = select i1 [[V70]], <4 x float> <float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float poison>, <4 x float> [[V71]]
// DXIL-NEXT: [[V73:%[^ ]+]] = insertelement <4 x float> [[V72]], float 0.000000e+00, i64 3
// DXIL-NEXT: [[V74:%[^ ]+]] = call ptr @llvm.dx.resource.getpointer.p0.tdx.RawBuffer_v4f32_1_0t(target("dx.RawBuffer", <4 x float>, 1, 0) {{%[^ ,)]+}}, i32 4)
// DXIL-NEXT: store <4 x float> [[V73]], ptr [[V74]], align 16
// DXIL-NEXT: [[V75:%[^ ]+]] = shufflevector <4 x float> [[V2]], <4 x float> poison, <3 x i32> <i32 0, i32 1, i32 2>
// DXIL-NEXT: [[V76:%[^ ]+]] = shufflevector <4 x float> [[V4]], <4 x float> poison, <3 x i32> <i32 0, i32 1, i32 2>
// DXIL-NEXT: [[V77:%[^ ]+]] = shufflevector <4 x float> [[V2]], <4 x float> poison, <3 x i32> <i32 2, i32 1, i32 0>
// DXIL-NEXT: [[V78:%[^ ]+]] = fmul <3 x float> [[V77]], [[V76]]
// DXIL-NEXT: [[V79:%[^ ]+]] = extractelement <3 x float> [[V78]], i64 0
// DXIL-NEXT: [[V80:%[^ ]+]] = extractelement <3 x float> [[V78]], i64 1
// DXIL-NEXT: [[V81:%[^ ]+]] = fadd float [[V79]], [[V80]]
// DXIL-NEXT: [[V82:%[^ ]+]] = extractelement <3 x float> [[V78]], i64 2
// DXIL-NEXT: [[V83:%[^ ]+]] = fadd float [[V81]], [[V82]]
// DXIL-NEXT: [[V84:%[^ ]+]] = fcmp olt float [[V83]], 0.000000e+00
// DXIL-NEXT: [[V85:%[^ ]+]] = fneg <3 x float> [[V75]]
// DXIL-NEXT: [[V86:%[^ ]+]] = select i1 [[V84]], <3 x float> [[V75]], <3 x float> [[V85]]
// DXIL-NEXT: [[V87:%[^ ]+]] = shufflevector <3 x float> [[V86]], <3 x float> poison, <4 x i32> <i32 0, i32 1, i32 2, i32 poison>
// DXIL-NEXT: [[V88:%[^ ]+]] = insertelement <4 x float> [[V87]], float 0.000000e+00, i64 3
// DXIL-NEXT: [[V89:%[^ ]+]] = call ptr @llvm.dx.resource.getpointer.p0.tdx.RawBuffer_v4f32_1_0t(target("dx.RawBuffer", <4 x float>, 1, 0) {{%[^ ,)]+}}, i32 5)
// DXIL-NEXT: store <4 x float> [[V88]], ptr [[V89]], align 16
// DXIL-NEXT: [[V90:%[^ ]+]] = call <4 x float> @llvm.fabs.v4f32(<4 x float> [[V2]])
// DXIL-NEXT: [[V91:%[^ ]+]] = fcmp one <4 x float> [[V90]], splat (float 0x7FF0000000000000)
// DXIL-NEXT: [[V92:%[^ ]+]] = zext <4 x i1> [[V91]] to <4 x i32>
// DXIL-NEXT: [[V93:%[^ ]+]] = call ptr @llvm.dx.resource.getpointer.p0.tdx.RawBuffer_v4i32_1_0t(target("dx.RawBuffer", <4 x i32>, 1, 0) {{%[^ ,)]+}}, i32 0)
// DXIL-NEXT: store <4 x i32> [[V92]], ptr [[V93]], align 16
// DXIL-NEXT: [[V94:%[^ ]+]] = call ptr @llvm.dx.resource.getpointer.p0.tdx.RawBuffer_f64_1_0t(target("dx.RawBuffer", double, 1, 0) {{%[^ ,)]+}}, i32 1)
// DXIL-NEXT: [[V95:%[^ ]+]] = load double, ptr [[V94]], align 8
// DXIL-NEXT: [[V96:%[^ ]+]] = call ptr @llvm.dx.resource.getpointer.p0.tdx.RawBuffer_f64_1_0t(target("dx.RawBuffer", double, 1, 0) {{%[^ ,)]+}}, i32 2)
// DXIL-NEXT: [[V97:%[^ ]+]] = load double, ptr [[V96]], align 8
// DXIL-NEXT: [[V98:%[^ ]+]] = call ptr @llvm.dx.resource.getpointer.p0.tdx.RawBuffer_f64_1_0t(target("dx.RawBuffer", double, 1, 0) {{%[^ ,)]+}}, i32 3)
// DXIL-NEXT: [[V99:%[^ ]+]] = load double, ptr [[V98]], align 8
// DXIL-NEXT: [[V100:%[^ ]+]] = call double @llvm.fma.f64(double [[V95]], double [[V97]], double [[V99]])
// DXIL-NEXT: [[V101:%[^ ]+]] = call ptr @llvm.dx.resource.getpointer.p0.tdx.RawBuffer_f64_1_0t(target("dx.RawBuffer", double, 1, 0) {{%[^ ,)]+}}, i32 0)
// DXIL-NEXT: store double [[V100]], ptr [[V101]], align 8
// DXIL-NEXT: [[V102:%[^ ]+]] = extractelement <4 x float> [[V2]], i64 0
// DXIL-NEXT: [[V103:%[^ ]+]] = call i32 @llvm.dx.legacyf32tof16.f32(float [[V102]])
// DXIL-NEXT: [[V104:%[^ ]+]] = insertelement <4 x i32> <i32 poison, i32 0, i32 0, i32 0>, i32 [[V103]], i64 0
// DXIL-NEXT: [[V105:%[^ ]+]] = call ptr @llvm.dx.resource.getpointer.p0.tdx.RawBuffer_v4i32_1_0t(target("dx.RawBuffer", <4 x i32>, 1, 0) {{%[^ ,)]+}}, i32 1)
// DXIL-NEXT: store <4 x i32> [[V104]], ptr [[V105]], align 16
// DXIL-NEXT: [[V106:%[^ ]+]] = call ptr @llvm.dx.resource.getpointer.p0.tdx.RawBuffer_v4i32_1_0t(target("dx.RawBuffer", <4 x i32>, 1, 0) {{%[^ ,)]+}}, i32 2)
// DXIL-NEXT: [[V107:%[^ ]+]] = load i32, ptr [[V106]], align 4
// DXIL-NEXT: [[V108:%[^ ]+]] = call float @llvm.dx.legacyf16tof32.i32(i32 [[V107]])
// DXIL-NEXT: [[V109:%[^ ]+]] = insertelement <4 x float> <float poison, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00>, float [[V108]], i64 0
// DXIL-NEXT: [[V110:%[^ ]+]] = call ptr @llvm.dx.resource.getpointer.p0.tdx.RawBuffer_v4f32_1_0t(target("dx.RawBuffer", <4 x float>, 1, 0) {{%[^ ,)]+}}, i32 6)
// DXIL-NEXT: store <4 x float> [[V109]], ptr [[V110]], align 16
// DXIL-NEXT: [[V111:%[^ ]+]] = fmul <4 x float> [[V2]], splat (float 0x406FE01000000000)
// DXIL-NEXT: [[V112:%[^ ]+]] = fptosi <4 x float> [[V111]] to <4 x i32>
// DXIL-NEXT: [[V113:%[^ ]+]] = shufflevector <4 x i32> [[V112]], <4 x i32> poison, <4 x i32> <i32 2, i32 1, i32 0, i32 3>
// DXIL-NEXT: [[V114:%[^ ]+]] = call ptr @llvm.dx.resource.getpointer.p0.tdx.RawBuffer_v4i32_1_0t(target("dx.RawBuffer", <4 x i32>, 1, 0) {{%[^ ,)]+}}, i32 0)
// DXIL-NEXT: store <4 x i32> [[V113]], ptr [[V114]], align 16
// DXIL-NEXT: ret void

// SPV-LABEL: define void @main()
// SPV: [[V1:%[^ ]+]] = call ptr addrspace(11) @llvm.spv.resource.getpointer.p11.tspirv.VulkanBuffer_a0v4f32_12_0t(target("spirv.VulkanBuffer", [0 x <4 x float>], 12, 0) {{%[^ ,)]+}}, i32 0)
// SPV-NEXT: [[V2:%[^ ]+]] = load <4 x float>, ptr addrspace(11) [[V1]], align 16
// SPV-NEXT: [[V3:%[^ ]+]] = call ptr addrspace(11) @llvm.spv.resource.getpointer.p11.tspirv.VulkanBuffer_a0v4f32_12_0t(target("spirv.VulkanBuffer", [0 x <4 x float>], 12, 0) {{%[^ ,)]+}}, i32 1)
// SPV-NEXT: [[V4:%[^ ]+]] = load <4 x float>, ptr addrspace(11) [[V3]], align 16
// SPV-NEXT: [[V5:%[^ ]+]] = call <4 x float> @llvm.spv.degrees.v4f32(<4 x float> [[V2]])
// SPV-NEXT: [[V6:%[^ ]+]] = call ptr addrspace(11) @llvm.spv.resource.getpointer.p11.tspirv.VulkanBuffer_a0v4f32_12_1t(target("spirv.VulkanBuffer", [0 x <4 x float>], 12, 1) {{%[^ ,)]+}}, i32 0)
// SPV-NEXT: store <4 x float> [[V5]], ptr addrspace(11) [[V6]], align 16
// SPV-NEXT: [[V7:%[^ ]+]] = fdiv <4 x float> splat (float 1.000000e+00), [[V4]]
// SPV-NEXT: [[V8:%[^ ]+]] = call ptr addrspace(11) @llvm.spv.resource.getpointer.p11.tspirv.VulkanBuffer_a0v4f32_12_1t(target("spirv.VulkanBuffer", [0 x <4 x float>], 12, 1) {{%[^ ,)]+}}, i32 1)
// SPV-NEXT: store <4 x float> [[V7]], ptr addrspace(11) [[V8]], align 16
// SPV-NEXT: [[V9:%[^ ]+]] = shufflevector <4 x float> [[V2]], <4 x float> poison, <3 x i32> <i32 0, i32 1, i32 2>
// SPV-NEXT: [[V10:%[^ ]+]] = shufflevector <4 x float> [[V4]], <4 x float> poison, <3 x i32> <i32 0, i32 1, i32 2>
// SPV-NEXT: [[V11:%[^ ]+]] = call float @llvm.spv.distance.v3f32(<3 x float> [[V9]], <3 x float> [[V10]])
// SPV-NEXT: [[V12:%[^ ]+]] = insertelement <4 x float> poison, float [[V11]], i64 0
// SPV-NEXT: [[V13:%[^ ]+]] = extractelement <4 x float> [[V2]], i64 0
// SPV-NEXT: [[V14:%[^ ]+]] = call float @llvm.log2.f32(float [[V13]])
// SPV-NEXT: [[V15:%[^ ]+]] = fmul float [[V14]], 0x3FD3441360000000
// SPV-NEXT: [[V16:%[^ ]+]] = insertelement <4 x float> [[V12]], float [[V15]], i64 1
// SPV-NEXT: [[V17:%[^ ]+]] = extractelement <4 x float> [[V2]], i64 1
// SPV-NEXT: [[V18:%[^ ]+]] = extractelement <4 x float> [[V4]], i64 1
// SPV-NEXT: [[V19:%[^ ]+]] = call float @llvm.exp2.f32(float [[V18]])
// SPV-NEXT: [[V20:%[^ ]+]] = fmul float [[V17]], [[V19]]
// SPV-NEXT: [[V21:%[^ ]+]] = insertelement <4 x float> [[V16]], float [[V20]], i64 2
// SPV-NEXT: [[V22:%[^ ]+]] = extractelement <4 x float> [[V2]], i64 2
// SPV-NEXT: [[V23:%[^ ]+]] = call float @llvm.tanh.f32(float [[V22]])
// SPV-NEXT: [[V24:%[^ ]+]] = insertelement <4 x float> [[V21]], float [[V23]], i64 3
// SPV-NEXT: [[V25:%[^ ]+]] = call ptr addrspace(11) @llvm.spv.resource.getpointer.p11.tspirv.VulkanBuffer_a0v4f32_12_1t(target("spirv.VulkanBuffer", [0 x <4 x float>], 12, 1) {{%[^ ,)]+}}, i32 2)
// SPV-NEXT: store <4 x float> [[V24]], ptr addrspace(11) [[V25]], align 16
// SPV-NEXT: [[V26:%[^ ]+]] = shufflevector <4 x float> [[V2]], <4 x float> poison, <3 x i32> <i32 0, i32 1, i32 2>
// SPV-NEXT: [[V27:%[^ ]+]] = shufflevector <4 x float> [[V4]], <4 x float> poison, <3 x i32> <i32 0, i32 1, i32 2>
// SPV-NEXT: [[V28:%[^ ]+]] = call <3 x float> @llvm.spv.reflect.v3f32(<3 x float> [[V26]], <3 x float> [[V27]])
// SPV-NEXT: [[V29:%[^ ]+]] = shufflevector <3 x float> [[V28]], <3 x float> poison, <4 x i32> <i32 0, i32 1, i32 2, i32 poison>
// SPV-NEXT: [[V30:%[^ ]+]] = insertelement <4 x float> [[V29]], float 0.000000e+00, i64 3
// SPV-NEXT: [[V31:%[^ ]+]] = call ptr addrspace(11) @llvm.spv.resource.getpointer.p11.tspirv.VulkanBuffer_a0v4f32_12_1t(target("spirv.VulkanBuffer", [0 x <4 x float>], 12, 1) {{%[^ ,)]+}}, i32 3)
// SPV-NEXT: store <4 x float> [[V30]], ptr addrspace(11) [[V31]], align 16
// SPV-NEXT: [[V32:%[^ ]+]] = shufflevector <4 x float> [[V2]], <4 x float> poison, <3 x i32> <i32 0, i32 1, i32 2>
// SPV-NEXT: [[V33:%[^ ]+]] = shufflevector <4 x float> [[V4]], <4 x float> poison, <3 x i32> <i32 0, i32 1, i32 2>
// SPV-NEXT: [[V34:%[^ ]+]] = extractelement <4 x float> [[V4]], i64 3
// SPV-NEXT: [[V35:%[^ ]+]] = call <3 x float> @llvm.spv.refract.v3f32.f32(<3 x float> [[V32]], <3 x float> [[V33]], float [[V34]])
// SPV-NEXT: [[V36:%[^ ]+]] = shufflevector <3 x float> [[V35]], <3 x float> poison, <4 x i32> <i32 0, i32 1, i32 2, i32 poison>
// SPV-NEXT: [[V37:%[^ ]+]] = insertelement <4 x float> [[V36]], float 0.000000e+00, i64 3
// SPV-NEXT: [[V38:%[^ ]+]] = call ptr addrspace(11) @llvm.spv.resource.getpointer.p11.tspirv.VulkanBuffer_a0v4f32_12_1t(target("spirv.VulkanBuffer", [0 x <4 x float>], 12, 1) {{%[^ ,)]+}}, i32 4)
// SPV-NEXT: store <4 x float> [[V37]], ptr addrspace(11) [[V38]], align 16
// SPV-NEXT: [[V39:%[^ ]+]] = shufflevector <4 x float> [[V2]], <4 x float> poison, <3 x i32> <i32 0, i32 1, i32 2>
// SPV-NEXT: [[V40:%[^ ]+]] = shufflevector <4 x float> [[V4]], <4 x float> poison, <3 x i32> <i32 0, i32 1, i32 2>
// SPV-NEXT: [[V41:%[^ ]+]] = shufflevector <4 x float> [[V2]], <4 x float> poison, <3 x i32> <i32 2, i32 1, i32 0>
// SPV-NEXT: [[V42:%[^ ]+]] = call <3 x float> @llvm.spv.faceforward.v3f32(<3 x float> [[V39]], <3 x float> [[V40]], <3 x float> [[V41]])
// SPV-NEXT: [[V43:%[^ ]+]] = shufflevector <3 x float> [[V42]], <3 x float> poison, <4 x i32> <i32 0, i32 1, i32 2, i32 poison>
// SPV-NEXT: [[V44:%[^ ]+]] = insertelement <4 x float> [[V43]], float 0.000000e+00, i64 3
// SPV-NEXT: [[V45:%[^ ]+]] = call ptr addrspace(11) @llvm.spv.resource.getpointer.p11.tspirv.VulkanBuffer_a0v4f32_12_1t(target("spirv.VulkanBuffer", [0 x <4 x float>], 12, 1) {{%[^ ,)]+}}, i32 5)
// SPV-NEXT: store <4 x float> [[V44]], ptr addrspace(11) [[V45]], align 16
// SPV-NEXT: [[V46:%[^ ]+]] = call <4 x i1> @llvm.spv.isfinite.v4f32(<4 x float> [[V2]])
// SPV-NEXT: [[V47:%[^ ]+]] = zext <4 x i1> [[V46]] to <4 x i32>
// SPV-NEXT: [[V48:%[^ ]+]] = call ptr addrspace(11) @llvm.spv.resource.getpointer.p11.tspirv.VulkanBuffer_a0v4i32_12_1t(target("spirv.VulkanBuffer", [0 x <4 x i32>], 12, 1) {{%[^ ,)]+}}, i32 0)
// SPV-NEXT: store <4 x i32> [[V47]], ptr addrspace(11) [[V48]], align 16
// SPV-NEXT: [[V49:%[^ ]+]] = call ptr addrspace(11) @llvm.spv.resource.getpointer.p11.tspirv.VulkanBuffer_a0f64_12_1t(target("spirv.VulkanBuffer", [0 x double], 12, 1) {{%[^ ,)]+}}, i32 1)
// SPV-NEXT: [[V50:%[^ ]+]] = load double, ptr addrspace(11) [[V49]], align 8
// SPV-NEXT: [[V51:%[^ ]+]] = call ptr addrspace(11) @llvm.spv.resource.getpointer.p11.tspirv.VulkanBuffer_a0f64_12_1t(target("spirv.VulkanBuffer", [0 x double], 12, 1) {{%[^ ,)]+}}, i32 2)
// SPV-NEXT: [[V52:%[^ ]+]] = load double, ptr addrspace(11) [[V51]], align 8
// SPV-NEXT: [[V53:%[^ ]+]] = call ptr addrspace(11) @llvm.spv.resource.getpointer.p11.tspirv.VulkanBuffer_a0f64_12_1t(target("spirv.VulkanBuffer", [0 x double], 12, 1) {{%[^ ,)]+}}, i32 3)
// SPV-NEXT: [[V54:%[^ ]+]] = load double, ptr addrspace(11) [[V53]], align 8
// SPV-NEXT: [[V55:%[^ ]+]] = call double @llvm.fma.f64(double [[V50]], double [[V52]], double [[V54]])
// SPV-NEXT: [[V56:%[^ ]+]] = call ptr addrspace(11) @llvm.spv.resource.getpointer.p11.tspirv.VulkanBuffer_a0f64_12_1t(target("spirv.VulkanBuffer", [0 x double], 12, 1) {{%[^ ,)]+}}, i32 0)
// SPV-NEXT: store double [[V55]], ptr addrspace(11) [[V56]], align 8
// SPV-NEXT: [[V57:%[^ ]+]] = extractelement <4 x float> [[V2]], i64 0
// SPV-NEXT: [[V58:%[^ ]+]] = insertelement <2 x float> <float poison, float 0.000000e+00>, float [[V57]], i64 0
// SPV-NEXT: [[V59:%[^ ]+]] = call i32 @llvm.spv.packhalf2x16.v2f32(<2 x float> [[V58]])
// SPV-NEXT: [[V60:%[^ ]+]] = insertelement <4 x i32> <i32 poison, i32 0, i32 0, i32 0>, i32 [[V59]], i64 0
// SPV-NEXT: [[V61:%[^ ]+]] = call ptr addrspace(11) @llvm.spv.resource.getpointer.p11.tspirv.VulkanBuffer_a0v4i32_12_1t(target("spirv.VulkanBuffer", [0 x <4 x i32>], 12, 1) {{%[^ ,)]+}}, i32 1)
// SPV-NEXT: store <4 x i32> [[V60]], ptr addrspace(11) [[V61]], align 16
// SPV-NEXT: [[V62:%[^ ]+]] = call ptr addrspace(11) @llvm.spv.resource.getpointer.p11.tspirv.VulkanBuffer_a0v4i32_12_1t(target("spirv.VulkanBuffer", [0 x <4 x i32>], 12, 1) {{%[^ ,)]+}}, i32 2)
// SPV-NEXT: [[V63:%[^ ]+]] = load i32, ptr addrspace(11) [[V62]], align 4
// SPV-NEXT: [[V64:%[^ ]+]] = call <2 x float> @llvm.spv.unpackhalf2x16.v2f32(i32 [[V63]])
// SPV-NEXT: [[V65:%[^ ]+]] = shufflevector <2 x float> [[V64]], <2 x float> poison, <4 x i32> <i32 0, i32 poison, i32 poison, i32 poison>
// SPV-NEXT: [[V66:%[^ ]+]] = shufflevector <4 x float> [[V65]], <4 x float> <float poison, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00>, <4 x i32> <i32 0, i32 5, i32 6, i32 7>
// SPV-NEXT: [[V67:%[^ ]+]] = call ptr addrspace(11) @llvm.spv.resource.getpointer.p11.tspirv.VulkanBuffer_a0v4f32_12_1t(target("spirv.VulkanBuffer", [0 x <4 x float>], 12, 1) {{%[^ ,)]+}}, i32 6)
// SPV-NEXT: store <4 x float> [[V66]], ptr addrspace(11) [[V67]], align 16
// SPV-NEXT: [[V68:%[^ ]+]] = fmul <4 x float> [[V2]], splat (float 0x406FE01000000000)
// SPV-NEXT: [[V69:%[^ ]+]] = fptosi <4 x float> [[V68]] to <4 x i32>
// SPV-NEXT: [[V70:%[^ ]+]] = shufflevector <4 x i32> [[V69]], <4 x i32> poison, <4 x i32> <i32 2, i32 1, i32 0, i32 3>
// SPV-NEXT: [[V71:%[^ ]+]] = call ptr addrspace(11) @llvm.spv.resource.getpointer.p11.tspirv.VulkanBuffer_a0v4i32_12_1t(target("spirv.VulkanBuffer", [0 x <4 x i32>], 12, 1) {{%[^ ,)]+}}, i32 0)
// SPV-NEXT: store <4 x i32> [[V70]], ptr addrspace(11) [[V71]], align 16
// SPV-NEXT: ret void

// SPIRV: {{%[0-9]+}} = OpExtInstImport "GLSL.std.450"
// SPIRV: {{%[0-9]+}} = OpExtInst %v4float {{%[0-9]+}} Degrees {{%[0-9]+}}
// SPIRV: {{%[0-9]+}} = OpExtInst %float {{%[0-9]+}} Distance {{%[0-9]+}} {{%[0-9]+}}
// SPIRV: {{%[0-9]+}} = OpExtInst %float {{%[0-9]+}} Log2 {{%[0-9]+}}
// SPIRV: {{%[0-9]+}} = OpExtInst %float {{%[0-9]+}} Exp2 {{%[0-9]+}}
// SPIRV: {{%[0-9]+}} = OpExtInst %float {{%[0-9]+}} Tanh {{%[0-9]+}}
// SPIRV: {{%[0-9]+}} = OpExtInst %v3float {{%[0-9]+}} Reflect {{%[0-9]+}} {{%[0-9]+}}
// SPIRV: {{%[0-9]+}} = OpExtInst %v3float {{%[0-9]+}} Refract {{%[0-9]+}} {{%[0-9]+}} {{%[0-9]+}}
// SPIRV: {{%[0-9]+}} = OpExtInst %v3float {{%[0-9]+}} FaceForward {{%[0-9]+}} {{%[0-9]+}} {{%[0-9]+}}
// SPIRV: {{%[0-9]+}} = OpExtInst %double {{%[0-9]+}} Fma {{%[0-9]+}} {{%[0-9]+}} {{%[0-9]+}}
// SPIRV: {{%[0-9]+}} = OpExtInst %uint {{%[0-9]+}} PackHalf2x16 {{%[0-9]+}}
// SPIRV: {{%[0-9]+}} = OpExtInst %v2float {{%[0-9]+}} UnpackHalf2x16 {{%[0-9]+}}
// SPIRV: {{%[0-9]+}} = OpConvertFToS %v4uint {{%[0-9]+}}
