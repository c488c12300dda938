; texturesamplepos on a Texture2DMS with a dynamic sample index: Vulkan has no
; sample-position query, so texel-spirv emulates it (SPIRV.md, "Sample-position
; emulation"): count = OpImageQuerySamples (the only marker,
; `texel.spv.query_samples.<image>.i0_0_0.m0(index)` returning i32), then one
; constant table of 31 positions — the Direct3D patterns for 1, 2, 4, 8 and 16
; samples back to back, the pattern of N samples at N - 1 — in the Private
; address space (10), read at `count - 1 + index` when count is a power of two
; (count & (count - 1) == 0), count <= 16 and index < count, else at entry 0,
; (0, 0). The same selection covers unsupported counts (0, 3, 32 …) and
; out-of-range indices.
;   [[vk::binding(0)]] Texture2DMS<float4> MS; RWBuffer<float4> Out (binding 1);
;   Out[s] = float4(MS.GetSamplePosition(s), 0, 0);   s = SV_GroupThreadID.x
;
; RUN: %opt -load-pass-plugin=%plugin -passes=texel-spirv -S %s | FileCheck %s --check-prefix=IR
; RUN: %texel emit-spirv %s -o %t.spv
; RUN: %spirv-val --target-env vulkan1.3 %t.spv
; RUN: %spirv-dis %t.spv | FileCheck %s --check-prefix=SPIRV
; RUN: %spirv-dis %t.spv | FileCheck %s --check-prefix=CAPS

; The table, every value of SPIRV.md's tables in order: (0, 0); 2 samples;
; 4 samples; 8 samples; 16 samples.
; IR: {{^}}@texel.sample_positions = private unnamed_addr addrspace(10) constant [31 x <2 x float>] [<2 x float> zeroinitializer, <2 x float> splat (float 2.500000e-01), <2 x float> splat (float -2.500000e-01), <2 x float> <float -1.250000e-01, float -3.750000e-01>, <2 x float> <float 3.750000e-01, float -1.250000e-01>, <2 x float> <float -3.750000e-01, float 1.250000e-01>, <2 x float> <float 1.250000e-01, float 3.750000e-01>, <2 x float> <float 6.250000e-02, float -1.875000e-01>, <2 x float> <float -6.250000e-02, float 1.875000e-01>, <2 x float> <float 3.125000e-01, float 6.250000e-02>, <2 x float> <float -1.875000e-01, float -3.125000e-01>, <2 x float> <float -3.125000e-01, float 3.125000e-01>, <2 x float> <float -4.375000e-01, float -6.250000e-02>, <2 x float> <float 1.875000e-01, float 4.375000e-01>, <2 x float> <float 4.375000e-01, float -4.375000e-01>, <2 x float> splat (float 6.250000e-02), <2 x float> <float -6.250000e-02, float -1.875000e-01>, <2 x float> <float -1.875000e-01, float 1.250000e-01>, <2 x float> <float 2.500000e-01, float -6.250000e-02>, <2 x float> <float -3.125000e-01, float -1.250000e-01>, <2 x float> <float 1.250000e-01, float 3.125000e-01>, <2 x float> <float 3.125000e-01, float 1.875000e-01>, <2 x float> <float 1.875000e-01, float -3.125000e-01>, <2 x float> <float -1.250000e-01, float 3.750000e-01>, <2 x float> <float 0.000000e+00, float -4.375000e-01>, <2 x float> <float -2.500000e-01, float -3.750000e-01>, <2 x float> <float -3.750000e-01, float 2.500000e-01>, <2 x float> <float -5.000000e-01, float 0.000000e+00>, <2 x float> <float 4.375000e-01, float -2.500000e-01>, <2 x float> <float 3.750000e-01, float 4.375000e-01>, <2 x float> <float -4.375000e-01, float -5.000000e-01>]{{$}}
; IR-LABEL: define void @main()
; IR-NEXT: entry:
; IR-NEXT: %out = call
; IR-NEXT: %s = call i32 @llvm.spv.thread.id.i32(i32 0)
; IR-NEXT: [[N:%[0-9]+]] = call i32 @texel.spv.query_samples.f32_1_2_0_1_1_0.i0_0_0.m0(i32 0)
; IR-NEXT: [[NM1:%[0-9]+]] = sub i32 [[N]], 1
; IR-NEXT: [[AND:%[0-9]+]] = and i32 [[N]], [[NM1]]
; IR-NEXT: [[POW2:%[0-9]+]] = icmp eq i32 [[AND]], 0
; IR-NEXT: [[LE16:%[0-9]+]] = icmp ule i32 [[N]], 16
; IR-NEXT: [[INRANGE:%[0-9]+]] = icmp ult i32 %s, [[N]]
; IR-NEXT: [[OK0:%[0-9]+]] = and i1 [[POW2]], [[LE16]]
; IR-NEXT: [[OK:%[0-9]+]] = and i1 [[OK0]], [[INRANGE]]
; IR-NEXT: [[SLOT:%[0-9]+]] = add i32 [[NM1]], %s
; IR-NEXT: [[ENTRY:%[0-9]+]] = select i1 [[OK]], i32 [[SLOT]], i32 0
; IR-NEXT: [[PTR:%[0-9]+]] = getelementptr inbounds [31 x <2 x float>], ptr addrspace(10) @texel.sample_positions, i32 0, i32 [[ENTRY]]
; IR-NEXT: %pos = load <2 x float>, ptr addrspace(10) [[PTR]], align 8
; IR-NEXT: %v = shufflevector <2 x float> %pos, <2 x float> zeroinitializer, <4 x i32> <i32 0, i32 1, i32 2, i32 3>
; IR-NEXT: %p = call
; IR-NEXT: store <4 x float> %v
; IR-NEXT: ret void
; IR-NEXT: }
; IR-NOT: @llvm.spv.resource.texturesamplepos
; IR: declare i32 @texel.spv.query_samples.f32_1_2_0_1_1_0.i0_0_0.m0(i32)

; The index is widened to 64 bits by LLVM's GEP canonicalisation, hence Int64.
; CAPS-DAG: OpCapability Shader
; CAPS-DAG: OpCapability ImageBuffer
; CAPS-DAG: OpCapability ImageQuery
; CAPS-NOT: LinkageAttributes
; CAPS-NOT: texel.spv
; CAPS-NOT: OpFunctionCall
; SPIRV: ; Schema: 0
; SPIRV-NOT: OpCapability Linkage
; SPIRV-NOT: OpCapability Int8
; SPIRV: OpMemoryModel Logical GLSL450
; The table variable is a global of the entry point's interface (SPIR-V 1.4).
; SPIRV: OpEntryPoint GLCompute %main "main" {{.*}}%texel_sample_positions {{.*}}%[[MS:[0-9]+]]{{$}}
; SPIRV-DAG: OpDecorate %[[MS]] DescriptorSet 0
; SPIRV-DAG: OpDecorate %[[MS]] Binding 0
; The float constants of the table.
; SPIRV-DAG: %[[N0_5:[a-z_0-9]+]] = OpConstant %float -0.5{{$}}
; SPIRV-DAG: %[[N0_4375:[a-z_0-9]+]] = OpConstant %float -0.4375{{$}}
; SPIRV-DAG: %[[N0_375:[a-z_0-9]+]] = OpConstant %float -0.375{{$}}
; SPIRV-DAG: %[[N0_3125:[a-z_0-9]+]] = OpConstant %float -0.3125{{$}}
; SPIRV-DAG: %[[N0_25:[a-z_0-9]+]] = OpConstant %float -0.25{{$}}
; SPIRV-DAG: %[[N0_1875:[a-z_0-9]+]] = OpConstant %float -0.1875{{$}}
; SPIRV-DAG: %[[N0_125:[a-z_0-9]+]] = OpConstant %float -0.125{{$}}
; SPIRV-DAG: %[[N0_0625:[a-z_0-9]+]] = OpConstant %float -0.0625{{$}}
; SPIRV-DAG: %[[F0:[a-z_0-9]+]] = OpConstant %float 0{{$}}
; SPIRV-DAG: %[[P0_0625:[a-z_0-9]+]] = OpConstant %float 0.0625{{$}}
; SPIRV-DAG: %[[P0_125:[a-z_0-9]+]] = OpConstant %float 0.125{{$}}
; SPIRV-DAG: %[[P0_1875:[a-z_0-9]+]] = OpConstant %float 0.1875{{$}}
; SPIRV-DAG: %[[P0_25:[a-z_0-9]+]] = OpConstant %float 0.25{{$}}
; SPIRV-DAG: %[[P0_3125:[a-z_0-9]+]] = OpConstant %float 0.3125{{$}}
; SPIRV-DAG: %[[P0_375:[a-z_0-9]+]] = OpConstant %float 0.375{{$}}
; SPIRV-DAG: %[[P0_4375:[a-z_0-9]+]] = OpConstant %float 0.4375{{$}}
; One v2float per entry, in SPIRV.md's order; entry 0 is (0, 0).
; 1 sample:
; SPIRV-DAG: %[[E0:[0-9]+]] = OpConstantNull %v2float{{$}}
; 2 samples:
; SPIRV-DAG: %[[E1:[0-9]+]] = OpConstantComposite %v2float %[[P0_25]] %[[P0_25]]{{$}}
; SPIRV-DAG: %[[E2:[0-9]+]] = OpConstantComposite %v2float %[[N0_25]] %[[N0_25]]{{$}}
; 4 samples:
; SPIRV-DAG: %[[E3:[0-9]+]] = OpConstantComposite %v2float %[[N0_125]] %[[N0_375]]{{$}}
; SPIRV-DAG: %[[E4:[0-9]+]] = OpConstantComposite %v2float %[[P0_375]] %[[N0_125]]{{$}}
; SPIRV-DAG: %[[E5:[0-9]+]] = OpConstantComposite %v2float %[[N0_375]] %[[P0_125]]{{$}}
; SPIRV-DAG: %[[E6:[0-9]+]] = OpConstantComposite %v2float %[[P0_125]] %[[P0_375]]{{$}}
; 8 samples:
; SPIRV-DAG: %[[E7:[0-9]+]] = OpConstantComposite %v2float %[[P0_0625]] %[[N0_1875]]{{$}}
; SPIRV-DAG: %[[E8:[0-9]+]] = OpConstantComposite %v2float %[[N0_0625]] %[[P0_1875]]{{$}}
; SPIRV-DAG: %[[E9:[0-9]+]] = OpConstantComposite %v2float %[[P0_3125]] %[[P0_0625]]{{$}}
; SPIRV-DAG: %[[E10:[0-9]+]] = OpConstantComposite %v2float %[[N0_1875]] %[[N0_3125]]{{$}}
; SPIRV-DAG: %[[E11:[0-9]+]] = OpConstantComposite %v2float %[[N0_3125]] %[[P0_3125]]{{$}}
; SPIRV-DAG: %[[E12:[0-9]+]] = OpConstantComposite %v2float %[[N0_4375]] %[[N0_0625]]{{$}}
; SPIRV-DAG: %[[E13:[0-9]+]] = OpConstantComposite %v2float %[[P0_1875]] %[[P0_4375]]{{$}}
; SPIRV-DAG: %[[E14:[0-9]+]] = OpConstantComposite %v2float %[[P0_4375]] %[[N0_4375]]{{$}}
; 16 samples:
; SPIRV-DAG: %[[E15:[0-9]+]] = OpConstantComposite %v2float %[[P0_0625]] %[[P0_0625]]{{$}}
; SPIRV-DAG: %[[E16:[0-9]+]] = OpConstantComposite %v2float %[[N0_0625]] %[[N0_1875]]{{$}}
; SPIRV-DAG: %[[E17:[0-9]+]] = OpConstantComposite %v2float %[[N0_1875]] %[[P0_125]]{{$}}
; SPIRV-DAG: %[[E18:[0-9]+]] = OpConstantComposite %v2float %[[P0_25]] %[[N0_0625]]{{$}}
; SPIRV-DAG: %[[E19:[0-9]+]] = OpConstantComposite %v2float %[[N0_3125]] %[[N0_125]]{{$}}
; SPIRV-DAG: %[[E20:[0-9]+]] = OpConstantComposite %v2float %[[P0_125]] %[[P0_3125]]{{$}}
; SPIRV-DAG: %[[E21:[0-9]+]] = OpConstantComposite %v2float %[[P0_3125]] %[[P0_1875]]{{$}}
; SPIRV-DAG: %[[E22:[0-9]+]] = OpConstantComposite %v2float %[[P0_1875]] %[[N0_3125]]{{$}}
; SPIRV-DAG: %[[E23:[0-9]+]] = OpConstantComposite %v2float %[[N0_125]] %[[P0_375]]{{$}}
; SPIRV-DAG: %[[E24:[0-9]+]] = OpConstantComposite %v2float %[[F0]] %[[N0_4375]]{{$}}
; SPIRV-DAG: %[[E25:[0-9]+]] = OpConstantComposite %v2float %[[N0_25]] %[[N0_375]]{{$}}
; SPIRV-DAG: %[[E26:[0-9]+]] = OpConstantComposite %v2float %[[N0_375]] %[[P0_25]]{{$}}
; SPIRV-DAG: %[[E27:[0-9]+]] = OpConstantComposite %v2float %[[N0_5]] %[[F0]]{{$}}
; SPIRV-DAG: %[[E28:[0-9]+]] = OpConstantComposite %v2float %[[P0_4375]] %[[N0_25]]{{$}}
; SPIRV-DAG: %[[E29:[0-9]+]] = OpConstantComposite %v2float %[[P0_375]] %[[P0_4375]]{{$}}
; SPIRV-DAG: %[[E30:[0-9]+]] = OpConstantComposite %v2float %[[N0_4375]] %[[N0_5]]{{$}}
; SPIRV-DAG: %[[ARR:[_A-Za-z0-9]+]] = OpTypeArray %v2float %uint_31{{$}}
; SPIRV-DAG: %[[PARR:[_A-Za-z0-9]+]] = OpTypePointer Private %[[ARR]]{{$}}
; SPIRV-DAG: %[[TABLE:[0-9]+]] = OpConstantComposite %[[ARR]] %[[E0]] %[[E1]] %[[E2]] %[[E3]] %[[E4]] %[[E5]] %[[E6]] %[[E7]] %[[E8]] %[[E9]] %[[E10]] %[[E11]] %[[E12]] %[[E13]] %[[E14]] %[[E15]] %[[E16]] %[[E17]] %[[E18]] %[[E19]] %[[E20]] %[[E21]] %[[E22]] %[[E23]] %[[E24]] %[[E25]] %[[E26]] %[[E27]] %[[E28]] %[[E29]] %[[E30]]{{$}}
; SPIRV-DAG: %texel_sample_positions = OpVariable %[[PARR]] Private %[[TABLE]]{{$}}
; SPIRV-DAG: %[[IMGMS:[0-9]+]] = OpTypeImage %float 2D 2 0 1 1 Unknown{{$}}
; SPIRV-DAG: %[[PMS:[_A-Za-z0-9]+]] = OpTypePointer UniformConstant %[[IMGMS]]{{$}}
; SPIRV-DAG: %[[MS]] = OpVariable %[[PMS]] UniformConstant{{$}}
; SPIRV: %main = OpFunction %void None
; SPIRV: %[[S:[0-9]+]] = OpCompositeExtract %uint %{{[0-9]+}} 0{{$}}
; SPIRV-NEXT: %[[I:[0-9]+]] = OpLoad %[[IMGMS]] %[[MS]]{{$}}
; SPIRV-NEXT: %[[N:[0-9]+]] = OpImageQuerySamples %uint %[[I]]{{$}}
; a power of two: at most one bit set (SPIR-V code generation runs at
; LLVM's -O0, so ctpop stays a bit count):
; SPIRV-NEXT: %[[BITS:[0-9]+]] = OpBitCount %uint %[[N]]{{$}}
; SPIRV-NEXT: %[[POW2:[0-9]+]] = OpULessThan %bool %[[BITS]] %uint_2{{$}}
; count <= 16, as count < 17:
; SPIRV-NEXT: %[[LE16:[0-9]+]] = OpULessThan %bool %[[N]] %uint_17{{$}}
; SPIRV-NEXT: %[[INRANGE:[0-9]+]] = OpULessThan %bool %[[S]] %[[N]]{{$}}
; SPIRV-NEXT: %[[OK0:[0-9]+]] = OpLogicalAnd %bool %[[LE16]] %[[POW2]]{{$}}
; SPIRV-NEXT: %[[OK:[0-9]+]] = OpLogicalAnd %bool %[[INRANGE]] %[[OK0]]{{$}}
; index - 1 + count:
; SPIRV-NEXT: %[[T:[0-9]+]] = OpIAdd %uint %[[S]] %uint_4294967295{{$}}
; SPIRV-NEXT: %[[SLOT:[0-9]+]] = OpIAdd %uint %[[T]] %[[N]]{{$}}
; SPIRV-NEXT: %[[SLOT64:[0-9]+]] = OpSConvert %ulong %[[SLOT]]{{$}}
; SPIRV-NEXT: %[[ENTRY:[0-9]+]] = OpSelect %ulong %[[OK]] %[[SLOT64]] %ulong_0{{$}}
; SPIRV-NEXT: %[[PTR:[0-9]+]] = Op{{(InBounds)?}}AccessChain %_ptr_Private_v2float %texel_sample_positions %[[ENTRY]]{{$}}
; SPIRV-NEXT: %[[POS:[0-9]+]] = OpLoad %v2float %[[PTR]]{{$}}
; SPIRV-NEXT: %[[V:[0-9]+]] = OpVectorShuffle %v4float %[[POS]] %{{[0-9]+}} 0 1 2 3{{$}}
; SPIRV-NEXT: %[[O:[0-9]+]] = OpLoad %spirv_Image %Out{{$}}
; SPIRV-NEXT: OpImageWrite %[[O]] %[[S]] %[[V]]{{$}}
; SPIRV-NEXT: OpReturn
; SPIRV-NEXT: OpFunctionEnd

target datalayout = "e-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024-n8:16:32:64-G10"
target triple = "spirv-unknown-vulkan1.3-compute"

@MS.name = private unnamed_addr constant [3 x i8] c"MS\00"
@Out.name = private unnamed_addr constant [4 x i8] c"Out\00"

define void @main() #0 {
entry:
  %ms = call target("spirv.Image", float, 1, 2, 0, 1, 1, 0) @llvm.spv.resource.handlefrombinding.tspirv.Image_f32_1_2_0_1_1_0t(i32 0, i32 0, i32 1, i32 0, ptr @MS.name)
  %out = call target("spirv.Image", float, 5, 2, 0, 0, 2, 1) @llvm.spv.resource.handlefrombinding.tspirv.Image_f32_5_2_0_0_2_1t(i32 0, i32 1, i32 1, i32 0, ptr @Out.name)
  %s = call i32 @llvm.spv.thread.id.i32(i32 0)
  %pos = call <2 x float> @llvm.spv.resource.texturesamplepos.v2f32.tspirv.Image_f32_1_2_0_1_1_0t(target("spirv.Image", float, 1, 2, 0, 1, 1, 0) %ms, i32 %s)
  %v = shufflevector <2 x float> %pos, <2 x float> zeroinitializer, <4 x i32> <i32 0, i32 1, i32 2, i32 3>
  %p = call ptr addrspace(11) @llvm.spv.resource.getpointer.p11.tspirv.Image_f32_5_2_0_0_2_1t(target("spirv.Image", float, 5, 2, 0, 0, 2, 1) %out, i32 %s)
  store <4 x float> %v, ptr addrspace(11) %p, align 16
  ret void
}

declare i32 @llvm.spv.thread.id.i32(i32)
declare target("spirv.Image", float, 1, 2, 0, 1, 1, 0) @llvm.spv.resource.handlefrombinding.tspirv.Image_f32_1_2_0_1_1_0t(i32, i32, i32, i32, ptr)
declare target("spirv.Image", float, 5, 2, 0, 0, 2, 1) @llvm.spv.resource.handlefrombinding.tspirv.Image_f32_5_2_0_0_2_1t(i32, i32, i32, i32, ptr)
declare ptr addrspace(11) @llvm.spv.resource.getpointer.p11.tspirv.Image_f32_5_2_0_0_2_1t(target("spirv.Image", float, 5, 2, 0, 0, 2, 1), i32)
declare <2 x float> @llvm.spv.resource.texturesamplepos.v2f32.tspirv.Image_f32_1_2_0_1_1_0t(target("spirv.Image", float, 1, 2, 0, 1, 1, 0), i32) #1

attributes #0 = { "hlsl.shader"="compute" "hlsl.numthreads"="4,1,1" }
attributes #1 = { nocallback nofree nosync nounwind willreturn memory(read) }
