; texturesamplepos with constant sample indices, on a Texture2DMS (float) and a
; Texture2DMSArray (uint, so the marker names u32). texel-spirv emits the same
; selection as for a dynamic index (SPIRV.md: power of two, count <= 16,
; index < count, else entry 0), with the constant in place of the index;
; LLVM's O1 pipeline (run by `texel emit-spirv` before the SPIR-V target) then
; folds it:
;   index 0:  valid iff count is a nonzero power of two <= 16; entry count - 1
;   index 3:  valid iff count is a power of two in [4, 16]; entry count + 2
;   index 16 and index -1 (0xffffffff): never below a count <= 16, so the
;             result is entry 0, the constant (0, 0), and no table read remains
;             (the sample-count queries stay, unused).
;   Out[0] = float4(MS.GetSamplePosition(0), MSA.GetSamplePosition(3));
;   Out[1] = float4(MS.GetSamplePosition(16), MS.GetSamplePosition(-1));
;
; RUN: %opt -load-pass-plugin=%plugin -passes=texel-spirv -S %s | FileCheck %s --check-prefix=IR
; RUN: %texel emit-spirv %s -o %t.spv
; RUN: %spirv-val --target-env vulkan1.3 %t.spv
; RUN: %spirv-dis %t.spv | FileCheck %s --check-prefix=SPIRV
; RUN: %spirv-dis %t.spv | FileCheck %s --check-prefix=CAPS

; One table for the module, however many calls.
; IR: @texel.sample_positions = private unnamed_addr addrspace(10) constant [31 x <2 x float>] [<2 x float> zeroinitializer, <2 x float> splat (float 2.500000e-01),
; IR-NOT: @texel.sample_positions{{.*}} = 
; IR-LABEL: define void @main()
; IR-NEXT: entry:
; IR-NEXT: %out = call
; Index 0 on MS.
; IR-NEXT: [[N:%[0-9]+]] = call i32 @texel.spv.query_samples.f32_1_2_0_1_1_0.i0_0_0.m0(i32 0)
; IR-NEXT: [[NM1:%[0-9]+]] = sub i32 [[N]], 1
; IR-NEXT: [[AND:%[0-9]+]] = and i32 [[N]], [[NM1]]
; IR-NEXT: [[POW2:%[0-9]+]] = icmp eq i32 [[AND]], 0
; IR-NEXT: [[LE16:%[0-9]+]] = icmp ule i32 [[N]], 16
; IR-NEXT: [[INRANGE:%[0-9]+]] = icmp ult i32 0, [[N]]
; IR-NEXT: [[OK0:%[0-9]+]] = and i1 [[POW2]], [[LE16]]
; IR-NEXT: [[OK:%[0-9]+]] = and i1 [[OK0]], [[INRANGE]]
; IR-NEXT: [[SLOT:%[0-9]+]] = add i32 [[NM1]], 0
; IR-NEXT: [[ENTRY:%[0-9]+]] = select i1 [[OK]], i32 [[SLOT]], i32 0
; IR-NEXT: [[PTR:%[0-9]+]] = getelementptr inbounds [31 x <2 x float>], ptr addrspace(10) @texel.sample_positions, i32 0, i32 [[ENTRY]]
; IR-NEXT: %pos.0 = load <2 x float>, ptr addrspace(10) [[PTR]], align 8
; Index 3 on MSA.
; IR-NEXT: [[N:%[0-9]+]] = call i32 @texel.spv.query_samples.u32_1_2_1_1_1_0.i0_1_0.m0(i32 0)
; IR-NEXT: [[NM1:%[0-9]+]] = sub i32 [[N]], 1
; IR-NEXT: [[AND:%[0-9]+]] = and i32 [[N]], [[NM1]]
; IR-NEXT: [[POW2:%[0-9]+]] = icmp eq i32 [[AND]], 0
; IR-NEXT: [[LE16:%[0-9]+]] = icmp ule i32 [[N]], 16
; IR-NEXT: [[INRANGE:%[0-9]+]] = icmp ult i32 3, [[N]]
; IR-NEXT: [[OK0:%[0-9]+]] = and i1 [[POW2]], [[LE16]]
; IR-NEXT: [[OK:%[0-9]+]] = and i1 [[OK0]], [[INRANGE]]
; IR-NEXT: [[SLOT:%[0-9]+]] = add i32 [[NM1]], 3
; IR-NEXT: [[ENTRY:%[0-9]+]] = select i1 [[OK]], i32 [[SLOT]], i32 0
; IR-NEXT: [[PTR:%[0-9]+]] = getelementptr inbounds [31 x <2 x float>], ptr addrspace(10) @texel.sample_positions, i32 0, i32 [[ENTRY]]
; IR-NEXT: %pos.3 = load <2 x float>, ptr addrspace(10) [[PTR]], align 8
; Index 16 on MS.
; IR-NEXT: [[N:%[0-9]+]] = call i32 @texel.spv.query_samples.f32_1_2_0_1_1_0.i0_0_0.m0(i32 0)
; IR-NEXT: [[NM1:%[0-9]+]] = sub i32 [[N]], 1
; IR-NEXT: [[AND:%[0-9]+]] = and i32 [[N]], [[NM1]]
; IR-NEXT: [[POW2:%[0-9]+]] = icmp eq i32 [[AND]], 0
; IR-NEXT: [[LE16:%[0-9]+]] = icmp ule i32 [[N]], 16
; IR-NEXT: [[INRANGE:%[0-9]+]] = icmp ult i32 16, [[N]]
; IR-NEXT: [[OK0:%[0-9]+]] = and i1 [[POW2]], [[LE16]]
; IR-NEXT: [[OK:%[0-9]+]] = and i1 [[OK0]], [[INRANGE]]
; IR-NEXT: [[SLOT:%[0-9]+]] = add i32 [[NM1]], 16
; IR-NEXT: [[ENTRY:%[0-9]+]] = select i1 [[OK]], i32 [[SLOT]], i32 0
; IR-NEXT: [[PTR:%[0-9]+]] = getelementptr inbounds [31 x <2 x float>], ptr addrspace(10) @texel.sample_positions, i32 0, i32 [[ENTRY]]
; IR-NEXT: %pos.16 = load <2 x float>, ptr addrspace(10) [[PTR]], align 8
; Index -1 on MS: an unsigned comparison, so 0xffffffff is out of range.
; IR-NEXT: [[N:%[0-9]+]] = call i32 @texel.spv.query_samples.f32_1_2_0_1_1_0.i0_0_0.m0(i32 0)
; IR-NEXT: [[NM1:%[0-9]+]] = sub i32 [[N]], 1
; IR-NEXT: [[AND:%[0-9]+]] = and i32 [[N]], [[NM1]]
; IR-NEXT: [[POW2:%[0-9]+]] = icmp eq i32 [[AND]], 0
; IR-NEXT: [[LE16:%[0-9]+]] = icmp ule i32 [[N]], 16
; IR-NEXT: [[INRANGE:%[0-9]+]] = icmp ult i32 -1, [[N]]
; IR-NEXT: [[OK0:%[0-9]+]] = and i1 [[POW2]], [[LE16]]
; IR-NEXT: [[OK:%[0-9]+]] = and i1 [[OK0]], [[INRANGE]]
; IR-NEXT: [[SLOT:%[0-9]+]] = add i32 [[NM1]], -1
; IR-NEXT: [[ENTRY:%[0-9]+]] = select i1 [[OK]], i32 [[SLOT]], i32 0
; IR-NEXT: [[PTR:%[0-9]+]] = getelementptr inbounds [31 x <2 x float>], ptr addrspace(10) @texel.sample_positions, i32 0, i32 [[ENTRY]]
; IR-NEXT: %pos.m1 = load <2 x float>, ptr addrspace(10) [[PTR]], align 8
; IR-NEXT: %v.0 = shufflevector
; IR-DAG: declare i32 @texel.spv.query_samples.f32_1_2_0_1_1_0.i0_0_0.m0(i32)
; IR-DAG: declare i32 @texel.spv.query_samples.u32_1_2_1_1_1_0.i0_1_0.m0(i32)

; CAPS-DAG: OpCapability Shader
; CAPS-DAG: OpCapability ImageQuery
; CAPS-NOT: LinkageAttributes
; CAPS-NOT: texel.spv
; CAPS-NOT: OpFunctionCall
; SPIRV: ; Schema: 0
; SPIRV-NOT: OpCapability Linkage
; SPIRV-NOT: OpCapability Int8
; SPIRV: OpMemoryModel Logical GLSL450
; SPIRV: OpEntryPoint GLCompute %main "main" {{.*}}%texel_sample_positions {{.*}}%[[MS:[0-9]+]] %[[MSA:[0-9]+]]{{$}}
; SPIRV-DAG: OpDecorate %[[MS]] DescriptorSet 0
; SPIRV-DAG: OpDecorate %[[MS]] Binding 0
; SPIRV-DAG: OpDecorate %[[MSA]] DescriptorSet 0
; SPIRV-DAG: OpDecorate %[[MSA]] Binding 1
; SPIRV-DAG: %[[ARR:[_A-Za-z0-9]+]] = OpTypeArray %v2float %uint_31{{$}}
; SPIRV-DAG: %[[PARR:[_A-Za-z0-9]+]] = OpTypePointer Private %[[ARR]]{{$}}
; SPIRV-DAG: %[[TABLE:[0-9]+]] = OpConstantComposite %[[ARR]] {{(%[0-9]+ ){30}%[0-9]+$}}
; SPIRV-DAG: %texel_sample_positions = OpVariable %[[PARR]] Private %[[TABLE]]{{$}}
; SPIRV-DAG: %[[ZERO4:[0-9]+]] = OpConstantNull %v4float{{$}}
; SPIRV-DAG: %[[IMGMS:[0-9]+]] = OpTypeImage %float 2D 2 0 1 1 Unknown{{$}}
; SPIRV-DAG: %[[IMGMSA:[0-9]+]] = OpTypeImage %uint 2D 2 1 1 1 Unknown{{$}}
; SPIRV: %main = OpFunction %void None
; Index 0: exactly one bit set holds exactly for nonzero powers of two (it
; folds "power of two" and "0 < count"); entry count - 1.
; SPIRV: %[[I:[0-9]+]] = OpLoad %[[IMGMS]] %[[MS]]{{$}}
; SPIRV-NEXT: %[[N:[0-9]+]] = OpImageQuerySamples %uint %[[I]]{{$}}
; SPIRV-NEXT: %[[NM1:[0-9]+]] = OpIAdd %uint %[[N]] %uint_4294967295{{$}}
; SPIRV-NEXT: %[[BITS:[0-9]+]] = OpBitCount %uint %[[N]]{{$}}
; SPIRV-NEXT: %[[LE16:[0-9]+]] = OpULessThan %bool %[[N]] %uint_17{{$}}
; SPIRV-NEXT: %[[POW2:[0-9]+]] = OpIEqual %bool %[[BITS]] %uint_1{{$}}
; SPIRV-NEXT: %[[OK:[0-9]+]] = OpLogicalAnd %bool %[[LE16]] %[[POW2]]{{$}}
; SPIRV-NEXT: %[[SLOT:[0-9]+]] = OpSConvert %ulong %[[NM1]]{{$}}
; SPIRV-NEXT: %[[ENTRY:[0-9]+]] = OpSelect %ulong %[[OK]] %[[SLOT]] %ulong_0{{$}}
; SPIRV-NEXT: %[[PTR:[0-9]+]] = Op{{(InBounds)?}}AccessChain %_ptr_Private_v2float %texel_sample_positions %[[ENTRY]]{{$}}
; SPIRV-NEXT: %[[POS0:[0-9]+]] = OpLoad %v2float %[[PTR]]{{$}}
; Index 3: power of two and 3 < count <= 16, i.e. count - 4 < 13; entry count + 2.
; SPIRV-NEXT: %[[I:[0-9]+]] = OpLoad %[[IMGMSA]] %[[MSA]]{{$}}
; SPIRV-NEXT: %[[N:[0-9]+]] = OpImageQuerySamples %uint %[[I]]{{$}}
; SPIRV-NEXT: %[[BITS:[0-9]+]] = OpBitCount %uint %[[N]]{{$}}
; SPIRV-NEXT: %[[POW2:[0-9]+]] = OpULessThan %bool %[[BITS]] %uint_2{{$}}
; SPIRV-NEXT: %[[NM4:[0-9]+]] = OpIAdd %uint %[[N]] %uint_4294967292{{$}}
; SPIRV-NEXT: %[[RANGE:[0-9]+]] = OpULessThan %bool %[[NM4]] %uint_13{{$}}
; SPIRV-NEXT: %[[OK:[0-9]+]] = OpLogicalAnd %bool %[[POW2]] %[[RANGE]]{{$}}
; SPIRV-NEXT: %[[SLOT32:[0-9]+]] = OpIAdd %uint %[[N]] %uint_2{{$}}
; SPIRV-NEXT: %[[SLOT:[0-9]+]] = OpSConvert %ulong %[[SLOT32]]{{$}}
; SPIRV-NEXT: %[[ENTRY:[0-9]+]] = OpSelect %ulong %[[OK]] %[[SLOT]] %ulong_0{{$}}
; SPIRV-NEXT: %[[PTR:[0-9]+]] = Op{{(InBounds)?}}AccessChain %_ptr_Private_v2float %texel_sample_positions %[[ENTRY]]{{$}}
; SPIRV-NEXT: %[[POS3:[0-9]+]] = OpLoad %v2float %[[PTR]]{{$}}
; Indices 16 and -1: only the two (unused) sample-count queries remain.
; SPIRV-NEXT: %[[I:[0-9]+]] = OpLoad %[[IMGMS]] %[[MS]]{{$}}
; SPIRV-NEXT: %{{[0-9]+}} = OpImageQuerySamples %uint %[[I]]{{$}}
; SPIRV-NEXT: %[[I:[0-9]+]] = OpLoad %[[IMGMS]] %[[MS]]{{$}}
; SPIRV-NEXT: %{{[0-9]+}} = OpImageQuerySamples %uint %[[I]]{{$}}
; SPIRV-NEXT: %[[V0:[0-9]+]] = OpVectorShuffle %v4float %[[POS0]] %[[POS3]] 0 1 2 3{{$}}
; SPIRV-NEXT: %[[O:[0-9]+]] = OpLoad %spirv_Image %Out{{$}}
; SPIRV-NEXT: OpImageWrite %[[O]] %uint_0 %[[V0]]{{$}}
; SPIRV-NEXT: %[[O:[0-9]+]] = OpLoad %spirv_Image %Out{{$}}
; SPIRV-NEXT: OpImageWrite %[[O]] %uint_1 %[[ZERO4]]{{$}}
; SPIRV-NEXT: OpReturn
; SPIRV-NEXT: OpFunctionEnd

target datalayout = "e-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024-n8:16:32:64-G10"
target triple = "spirv-unknown-vulkan1.3-compute"

@MS.name = private unnamed_addr constant [3 x i8] c"MS\00"
@MSA.name = private unnamed_addr constant [4 x i8] c"MSA\00"
@Out.name = private unnamed_addr constant [4 x i8] c"Out\00"

define void @main() #0 {
entry:
  %ms = call target("spirv.Image", float, 1, 2, 0, 1, 1, 0) @llvm.spv.resource.handlefrombinding.tspirv.Image_f32_1_2_0_1_1_0t(i32 0, i32 0, i32 1, i32 0, ptr @MS.name)
  %msa = call target("spirv.Image", i32, 1, 2, 1, 1, 1, 0) @llvm.spv.resource.handlefrombinding.tspirv.Image_i32_1_2_1_1_1_0t(i32 0, i32 1, i32 1, i32 0, ptr @MSA.name)
  %out = call target("spirv.Image", float, 5, 2, 0, 0, 2, 1) @llvm.spv.resource.handlefrombinding.tspirv.Image_f32_5_2_0_0_2_1t(i32 0, i32 2, i32 1, i32 0, ptr @Out.name)
  %pos.0 = call <2 x float> @llvm.spv.resource.texturesamplepos.v2f32.tspirv.Image_f32_1_2_0_1_1_0t(target("spirv.Image", float, 1, 2, 0, 1, 1, 0) %ms, i32 0)
  %pos.3 = call <2 x float> @llvm.spv.resource.texturesamplepos.v2f32.tspirv.Image_i32_1_2_1_1_1_0t(target("spirv.Image", i32, 1, 2, 1, 1, 1, 0) %msa, i32 3)
  %pos.16 = call <2 x float> @llvm.spv.resource.texturesamplepos.v2f32.tspirv.Image_f32_1_2_0_1_1_0t(target("spirv.Image", float, 1, 2, 0, 1, 1, 0) %ms, i32 16)
  %pos.m1 = call <2 x float> @llvm.spv.resource.texturesamplepos.v2f32.tspirv.Image_f32_1_2_0_1_1_0t(target("spirv.Image", float, 1, 2, 0, 1, 1, 0) %ms, i32 -1)
  %v.0 = shufflevector <2 x float> %pos.0, <2 x float> %pos.3, <4 x i32> <i32 0, i32 1, i32 2, i32 3>
  %v.1 = shufflevector <2 x float> %pos.16, <2 x float> %pos.m1, <4 x i32> <i32 0, i32 1, i32 2, i32 3>
  %p.0 = call ptr addrspace(11) @llvm.spv.resource.getpointer.p11.tspirv.Image_f32_5_2_0_0_2_1t(target("spirv.Image", float, 5, 2, 0, 0, 2, 1) %out, i32 0)
  store <4 x float> %v.0, ptr addrspace(11) %p.0, align 16
  %p.1 = call ptr addrspace(11) @llvm.spv.resource.getpointer.p11.tspirv.Image_f32_5_2_0_0_2_1t(target("spirv.Image", float, 5, 2, 0, 0, 2, 1) %out, i32 1)
  store <4 x float> %v.1, ptr addrspace(11) %p.1, align 16
  ret void
}

declare target("spirv.Image", float, 1, 2, 0, 1, 1, 0) @llvm.spv.resource.handlefrombinding.tspirv.Image_f32_1_2_0_1_1_0t(i32, i32, i32, i32, ptr)
declare target("spirv.Image", i32, 1, 2, 1, 1, 1, 0) @llvm.spv.resource.handlefrombinding.tspirv.Image_i32_1_2_1_1_1_0t(i32, i32, i32, i32, ptr)
declare target("spirv.Image", float, 5, 2, 0, 0, 2, 1) @llvm.spv.resource.handlefrombinding.tspirv.Image_f32_5_2_0_0_2_1t(i32, i32, i32, i32, ptr)
declare ptr addrspace(11) @llvm.spv.resource.getpointer.p11.tspirv.Image_f32_5_2_0_0_2_1t(target("spirv.Image", float, 5, 2, 0, 0, 2, 1), i32)
declare <2 x float> @llvm.spv.resource.texturesamplepos.v2f32.tspirv.Image_f32_1_2_0_1_1_0t(target("spirv.Image", float, 1, 2, 0, 1, 1, 0), i32) #1
declare <2 x float> @llvm.spv.resource.texturesamplepos.v2f32.tspirv.Image_i32_1_2_1_1_1_0t(target("spirv.Image", i32, 1, 2, 1, 1, 1, 0), i32) #1

attributes #0 = { "hlsl.shader"="compute" "hlsl.numthreads"="4,1,1" }
attributes #1 = { nocallback nofree nosync nounwind willreturn memory(read) }
