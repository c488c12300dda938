; A compute shader with typed buffers only, as clang-22 emits it: an explicitly
; bound Buffer<float4> and two implicitly bound RWBuffers. Buffers stay on
; LLVM's path (SPIRV.md), but texel-spirv assigns the implicit bindings — the
; first free binding of set 0 in orderId order: Out (orderId 0) gets 1, Count
; (orderId 1) gets 2, since In holds 0 — and rewrites the implicit creations
; into explicit handlefrombinding calls. RWBuffer<int> is a
; spirv.SignedImage (R32i): LLVM declares it with the unsigned type and writes
; it with SignExtend; texel reads its binding from the IR and the finalizer
; gives it the signed sampled type and bitcasts the texel (no SignExtend).
;
; Source (clang-22 here has no hlsl.h, hence no float4/uint3 spellings):
;   Buffer<vector<float, 4> > In : register(t0);
;   RWBuffer<int> Out;
;   RWBuffer<unsigned int> Count;
;   [numthreads(8, 1, 1)]
;   void main(vector<unsigned int, 3> id : SV_DispatchThreadID) {
;     Out[id.x] = (int)In[id.x].y - 3;
;     Count[id.x] = id.x * 2;
;   }
; Generated with: clang-22 -cc1 -triple spirv-unknown-vulkan1.3-compute -x hlsl -O3 -emit-llvm
;
; RUN: %opt -load-pass-plugin=%plugin -passes=texel-spirv -S %s | FileCheck %s --check-prefix=IR
; RUN: %texel emit-spirv %s -o %t.spv
; RUN: %spirv-val --target-env vulkan1.3 %t.spv
; RUN: %spirv-dis %t.spv | FileCheck %s --check-prefix=SPIRV
; RUN: %spirv-dis %t.spv | FileCheck %s --check-prefix=CAPS

; IR-LABEL: define void @main()
; IR-NEXT: entry:
; IR-NEXT: %0 = tail call target("spirv.Image", float, 5, 2, 0, 0, 1, 0) @llvm.spv.resource.handlefrombinding.tspirv.Image_f32_5_2_0_0_1_0t(i32 0, i32 0, i32 1, i32 0, ptr nonnull @.str)
; IR-NEXT: %1 = call target("spirv.SignedImage", i32, 5, 2, 0, 0, 2, 24) @llvm.spv.resource.handlefrombinding.tspirv.SignedImage_i32_5_2_0_0_2_24t(i32 0, i32 1, i32 1, i32 0, ptr @.str.2)
; IR-NEXT: %2 = call target("spirv.Image", i32, 5, 2, 0, 0, 2, 33) @llvm.spv.resource.handlefrombinding.tspirv.Image_i32_5_2_0_0_2_33t(i32 0, i32 2, i32 1, i32 0, ptr @.str.4)
; IR-NEXT: %3 = tail call i32 @llvm.spv.thread.id.i32(i32 0)
; IR-NOT: handlefromimplicitbinding
; IR-DAG: declare target("spirv.SignedImage", i32, 5, 2, 0, 0, 2, 24) @llvm.spv.resource.handlefrombinding.tspirv.SignedImage_i32_5_2_0_0_2_24t(i32, i32, i32, i32, ptr)
; IR-DAG: declare target("spirv.Image", i32, 5, 2, 0, 0, 2, 33) @llvm.spv.resource.handlefrombinding.tspirv.Image_i32_5_2_0_0_2_33t(i32, i32, i32, i32, ptr)

; Nothing of the imports is left anywhere after the capabilities.
; CAPS-DAG: OpCapability Shader
; CAPS-DAG: OpCapability ImageBuffer
; CAPS-NOT: LinkageAttributes
; CAPS-NOT: OpCapability Linkage
; CAPS-NOT: OpCapability Int8
; CAPS-NOT: OpFunctionCall
; SPIRV: ; Schema: 0
; SPIRV-NEXT: OpCapability Shader
; SPIRV-NOT: OpCapability Linkage
; SPIRV-NOT: OpCapability Int8
; SPIRV: OpMemoryModel Logical GLSL450
; SPIRV-NEXT: OpEntryPoint GLCompute %main "main" %In %Out %Count %[[GID:[A-Za-z0-9_]+]]{{$}}
; SPIRV-NEXT: OpExecutionMode %main LocalSize 8 1 1
; SPIRV-DAG: OpDecorate %In DescriptorSet 0
; SPIRV-DAG: OpDecorate %In Binding 0
; SPIRV-DAG: OpDecorate %Out DescriptorSet 0
; SPIRV-DAG: OpDecorate %Out Binding 1
; SPIRV-DAG: OpDecorate %Count DescriptorSet 0
; SPIRV-DAG: OpDecorate %Count Binding 2
; SPIRV-DAG: OpDecorate %[[GID]] BuiltIn GlobalInvocationId
; Sampled buffer image; storage buffer images R32i (signed int) and R32ui.
; SPIRV-DAG: %[[RO:[A-Za-z0-9_]+]] = OpTypeImage %float Buffer 2 0 0 1 Unknown{{$}}
; SPIRV-DAG: %int = OpTypeInt 32 1{{$}}
; SPIRV-DAG: %[[RWI:[A-Za-z0-9_]+]] = OpTypeImage %int Buffer 2 0 0 2 R32i{{$}}
; SPIRV-DAG: %[[RWU:[A-Za-z0-9_]+]] = OpTypeImage %uint Buffer 2 0 0 2 R32ui{{$}}
; SPIRV-DAG: %[[PRO:[A-Za-z0-9_]+]] = OpTypePointer UniformConstant %[[RO]]{{$}}
; SPIRV-DAG: %[[PRWI:[A-Za-z0-9_]+]] = OpTypePointer UniformConstant %[[RWI]]{{$}}
; SPIRV-DAG: %[[PRWU:[A-Za-z0-9_]+]] = OpTypePointer UniformConstant %[[RWU]]{{$}}
; SPIRV-DAG: %In = OpVariable %[[PRO]] UniformConstant{{$}}
; SPIRV-DAG: %Out = OpVariable %[[PRWI]] UniformConstant{{$}}
; SPIRV-DAG: %Count = OpVariable %[[PRWU]] UniformConstant{{$}}
; SPIRV: %main = OpFunction %void None
; SPIRV-NEXT: %entry = OpLabel
; SPIRV-NEXT: %[[ID:[0-9]+]] = OpLoad %v3uint %[[GID]]{{$}}
; SPIRV-NEXT: %[[X:[0-9]+]] = OpCompositeExtract %uint %[[ID]] 0{{$}}
; SPIRV-NEXT: %[[IN:[0-9]+]] = OpLoad %[[RO]] %In{{$}}
; SPIRV-NEXT: %[[TEXEL:[0-9]+]] = OpImageFetch %v4float %[[IN]] %[[X]]{{$}}
; SPIRV-NEXT: %[[Y:[0-9]+]] = OpCompositeExtract %float %[[TEXEL]] 1{{$}}
; SPIRV-NEXT: %[[I:[0-9]+]] = OpConvertFToS %uint %[[Y]]{{$}}
; SPIRV-NEXT: %[[SUB:[0-9]+]] = OpIAdd %uint %[[I]] %uint_4294967293{{$}}
; SPIRV-NEXT: %[[OUT:[0-9]+]] = OpLoad %[[RWI]] %Out{{$}}
; SPIRV-NEXT: %[[SSUB:[0-9]+]] = OpBitcast %int %[[SUB]]{{$}}
; SPIRV-NEXT: OpImageWrite %[[OUT]] %[[X]] %[[SSUB]]{{$}}
; SPIRV-NEXT: %[[MUL:[0-9]+]] = OpShiftLeftLogical %uint %[[X]] %uint_1{{$}}
; SPIRV-NEXT: %[[COUNT:[0-9]+]] = OpLoad %[[RWU]] %Count{{$}}
; SPIRV-NEXT: OpImageWrite %[[COUNT]] %[[X]] %[[MUL]]{{$}}
; SPIRV-NEXT: OpReturn
; SPIRV-NEXT: OpFunctionEnd

target datalayout = "e-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024-n8:16:32:64-G10"
target triple = "spirv-unknown-vulkan1.3-compute"

@.str = private unnamed_addr constant [3 x i8] c"In\00", align 1
@.str.2 = private unnamed_addr constant [4 x i8] c"Out\00", align 1
@.str.4 = private unnamed_addr constant [6 x i8] c"Count\00", align 1

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(readwrite, inaccessiblemem: none, target_mem0: none, target_mem1: none)
define void @main() local_unnamed_addr #0 {
entry:
  %0 = tail call target("spirv.Image", float, 5, 2, 0, 0, 1, 0) @llvm.spv.resource.handlefrombinding.tspirv.Image_f32_5_2_0_0_1_0t(i32 0, i32 0, i32 1, i32 0, ptr nonnull @.str)
  %1 = tail call target("spirv.SignedImage", i32, 5, 2, 0, 0, 2, 24) @llvm.spv.resource.handlefromimplicitbinding.tspirv.SignedImage_i32_5_2_0_0_2_24t(i32 0, i32 0, i32 1, i32 0, ptr nonnull @.str.2)
  %2 = tail call target("spirv.Image", i32, 5, 2, 0, 0, 2, 33) @llvm.spv.resource.handlefromimplicitbinding.tspirv.Image_i32_5_2_0_0_2_33t(i32 1, i32 0, i32 1, i32 0, ptr nonnull @.str.4)
  %3 = tail call i32 @llvm.spv.thread.id.i32(i32 0)
  %4 = tail call noundef align 16 dereferenceable(16) ptr addrspace(11) @llvm.spv.resource.getpointer.p11.tspirv.Image_f32_5_2_0_0_1_0t(target("spirv.Image", float, 5, 2, 0, 0, 1, 0) %0, i32 %3)
  %5 = load <4 x float>, ptr addrspace(11) %4, align 16
  %6 = extractelement <4 x float> %5, i64 1
  %conv.i = fptosi float %6 to i32
  %sub.i = add nsw i32 %conv.i, -3
  %7 = tail call noundef align 4 dereferenceable(4) ptr addrspace(11) @llvm.spv.resource.getpointer.p11.tspirv.SignedImage_i32_5_2_0_0_2_24t(target("spirv.SignedImage", i32, 5, 2, 0, 0, 2, 24) %1, i32 %3)
  store i32 %sub.i, ptr addrspace(11) %7, align 4, !tbaa !2
  %mul.i = shl i32 %3, 1
  %8 = tail call noundef align 4 dereferenceable(4) ptr addrspace(11) @llvm.spv.resource.getpointer.p11.tspirv.Image_i32_5_2_0_0_2_33t(target("spirv.Image", i32, 5, 2, 0, 0, 2, 33) %2, i32 %3)
  store i32 %mul.i, ptr addrspace(11) %8, align 4, !tbaa !2
  ret void
}

; Function Attrs: mustprogress nofree nosync nounwind willreturn memory(none)
declare i32 @llvm.spv.thread.id.i32(i32) #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(none)
declare target("spirv.Image", float, 5, 2, 0, 0, 1, 0) @llvm.spv.resource.handlefrombinding.tspirv.Image_f32_5_2_0_0_1_0t(i32, i32, i32, i32, ptr) #2

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(none)
declare target("spirv.SignedImage", i32, 5, 2, 0, 0, 2, 24) @llvm.spv.resource.handlefromimplicitbinding.tspirv.SignedImage_i32_5_2_0_0_2_24t(i32, i32, i32, i32, ptr) #2

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(none)
declare target("spirv.Image", i32, 5, 2, 0, 0, 2, 33) @llvm.spv.resource.handlefromimplicitbinding.tspirv.Image_i32_5_2_0_0_2_33t(i32, i32, i32, i32, ptr) #2

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(none)
declare ptr addrspace(11) @llvm.spv.resource.getpointer.p11.tspirv.SignedImage_i32_5_2_0_0_2_24t(target("spirv.SignedImage", i32, 5, 2, 0, 0, 2, 24), i32) #2

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(none)
declare ptr addrspace(11) @llvm.spv.resource.getpointer.p11.tspirv.Image_f32_5_2_0_0_1_0t(target("spirv.Image", float, 5, 2, 0, 0, 1, 0), i32) #2

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(none)
declare ptr addrspace(11) @llvm.spv.resource.getpointer.p11.tspirv.Image_i32_5_2_0_0_2_33t(target("spirv.Image", i32, 5, 2, 0, 0, 2, 33), i32) #2

attributes #0 = { mustprogress nofree noinline norecurse nosync nounwind willreturn memory(readwrite, inaccessiblemem: none, target_mem0: none, target_mem1: none) "hlsl.numthreads"="8,1,1" "hlsl.shader"="compute" "no-infs-fp-math"="true" "no-nans-fp-math"="true" "no-signed-zeros-fp-math"="true" "no-trapping-math"="true" "stack-protector-buffer-size"="8" }
attributes #1 = { mustprogress nofree nosync nounwind willreturn memory(none) }
attributes #2 = { mustprogress nocallback nofree nosync nounwind willreturn memory(none) }

!llvm.module.flags = !{!0}
!llvm.ident = !{!1}
!llvm.errno.tbaa = !{!2}

!0 = !{i32 1, !"wchar_size", i32 4}
!1 = !{!"Debian clang version 22.1.8 (1~deb12u1)"}
!2 = !{!3, !3, i64 0}
!3 = !{!"int", !4, i64 0}
!4 = !{!"omnipotent char", !5, i64 0}
!5 = !{!"Simple C++ TBAA"}
