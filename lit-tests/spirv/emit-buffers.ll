; texel emit-spirv compiles a Buffer -> RWBuffer compute shader, as clang-22 emits
; it, through LLVM's SPIR-V target in-process; the result passes spirv-val.
; Typed buffers stay on LLVM's own path: Buffer<float4> is a sampled buffer image
; read with OpImageFetch, RWBuffer<float4> a storage buffer image written with
; OpImageWrite.
;
; Source (clang-22 here has no hlsl.h, hence no float4/uint3 spellings):
;   Buffer<vector<float,4>> In : register(t0);
;   RWBuffer<vector<float,4>> Out : register(u1);
;   [numthreads(4,1,1)]
;   void main(vector<unsigned int, 3> id : SV_DispatchThreadID) { Out[id.x] = In[id.x] * 2; }
; IR: clang-22 -cc1 -triple spirv-unknown-vulkan1.3-compute -x hlsl -O3 -emit-llvm
;
; RUN: %texel emit-spirv %s -o %t.spv
; RUN: %spirv-val --target-env vulkan1.3 %t.spv
; RUN: %spirv-dis %t.spv | FileCheck %s
; stdout output is the same binary:
; RUN: %texel emit-spirv %s | cmp - %t.spv
; RUN: %texel emit-spirv %s -o - | cmp - %t.spv

; CHECK: OpCapability Shader
; CHECK-DAG: OpCapability ImageBuffer
; CHECK: OpMemoryModel Logical GLSL450
; CHECK: OpEntryPoint GLCompute %main "main" %In %Out %[[GID:[A-Za-z0-9_]+]]
; CHECK: OpExecutionMode %main LocalSize 4 1 1
; CHECK-DAG: OpDecorate %In DescriptorSet 0
; CHECK-DAG: OpDecorate %In Binding 0
; CHECK-DAG: OpDecorate %Out DescriptorSet 0
; CHECK-DAG: OpDecorate %Out Binding 1
; CHECK-DAG: OpDecorate %[[GID]] BuiltIn GlobalInvocationId
; CHECK-DAG: %[[FLOAT:[A-Za-z0-9_]+]] = OpTypeFloat 32
; CHECK-DAG: %[[V4FLOAT:[A-Za-z0-9_]+]] = OpTypeVector %[[FLOAT]] 4
; CHECK-DAG: %[[UINT:[A-Za-z0-9_]+]] = OpTypeInt 32 0
; CHECK-DAG: %[[V3UINT:[A-Za-z0-9_]+]] = OpTypeVector %[[UINT]] 3
; Sampled buffer image (Sampled 1) and storage buffer image (Sampled 2, Rgba32f):
; CHECK-DAG: %[[RO:[A-Za-z0-9_]+]] = OpTypeImage %[[FLOAT]] Buffer 2 0 0 1 Unknown
; CHECK-DAG: %[[RW:[A-Za-z0-9_]+]] = OpTypeImage %[[FLOAT]] Buffer 2 0 0 2 Rgba32f
; CHECK-DAG: %[[RO_PTR:[A-Za-z0-9_]+]] = OpTypePointer UniformConstant %[[RO]]{{$}}
; CHECK-DAG: %[[RW_PTR:[A-Za-z0-9_]+]] = OpTypePointer UniformConstant %[[RW]]{{$}}
; CHECK-DAG: %[[GID_PTR:[A-Za-z0-9_]+]] = OpTypePointer Input %[[V3UINT]]{{$}}
; CHECK-DAG: %[[FLOAT_2:[A-Za-z0-9_]+]] = OpConstant %[[FLOAT]] 2
; CHECK-DAG: %[[TWOS:[A-Za-z0-9_]+]] = OpConstantComposite %[[V4FLOAT]] %[[FLOAT_2]] %[[FLOAT_2]] %[[FLOAT_2]] %[[FLOAT_2]]{{$}}
; CHECK-DAG: %In = OpVariable %[[RO_PTR]] UniformConstant
; CHECK-DAG: %Out = OpVariable %[[RW_PTR]] UniformConstant
; CHECK-DAG: %[[GID]] = OpVariable %[[GID_PTR]] Input
; CHECK: %main = OpFunction
; CHECK: %[[ID:[0-9]+]] = OpLoad %[[V3UINT]] %[[GID]]{{$}}
; CHECK-NEXT: %[[X:[0-9]+]] = OpCompositeExtract %[[UINT]] %[[ID]] 0
; CHECK-NEXT: %[[IN:[0-9]+]] = OpLoad %[[RO]] %In
; CHECK-NEXT: %[[TEXEL:[0-9]+]] = OpImageFetch %[[V4FLOAT]] %[[IN]] %[[X]]{{$}}
; CHECK-NEXT: %[[MUL:[0-9]+]] = OpFMul %[[V4FLOAT]] %[[TEXEL]] %[[TWOS]]{{$}}
; CHECK-NEXT: %[[OUT:[0-9]+]] = OpLoad %[[RW]] %Out
; CHECK-NEXT: OpImageWrite %[[OUT]] %[[X]] %[[MUL]]{{$}}
; CHECK-NEXT: OpReturn
; CHECK-NEXT: OpFunctionEnd

target datalayout = "e-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024-n8:16:32:64-G10"
target triple = "spirv-unknown-vulkan1.3-compute"

@.str = private unnamed_addr constant [3 x i8] c"In\00", align 1
@.str.2 = private unnamed_addr constant [4 x i8] c"Out\00", align 1

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(readwrite, inaccessiblemem: none, target_mem0: none, target_mem1: none)
define void @main() local_unnamed_addr #0 {
entry:
  %0 = tail call target("spirv.Image", float, 5, 2, 0, 0, 1, 0) @llvm.spv.resource.handlefrombinding.tspirv.Image_f32_5_2_0_0_1_0t(i32 0, i32 0, i32 1, i32 0, ptr nonnull @.str)
  %1 = tail call target("spirv.Image", float, 5, 2, 0, 0, 2, 1) @llvm.spv.resource.handlefrombinding.tspirv.Image_f32_5_2_0_0_2_1t(i32 0, i32 1, i32 1, i32 0, ptr nonnull @.str.2)
  %2 = tail call i32 @llvm.spv.thread.id.i32(i32 0)
  %3 = tail call noundef align 16 dereferenceable(16) ptr addrspace(11) @llvm.spv.resource.getpointer.p11.tspirv.Image_f32_5_2_0_0_1_0t(target("spirv.Image", float, 5, 2, 0, 0, 1, 0) %0, i32 %2)
  %4 = load <4 x float>, ptr addrspace(11) %3, align 16, !tbaa !6
  %mul.i = fmul reassoc nnan ninf nsz arcp afn <4 x float> %4, splat (float 2.000000e+00)
  %5 = tail call noundef align 16 dereferenceable(16) ptr addrspace(11) @llvm.spv.resource.getpointer.p11.tspirv.Image_f32_5_2_0_0_2_1t(target("spirv.Image", float, 5, 2, 0, 0, 2, 1) %1, i32 %2)
  store <4 x float> %mul.i, ptr addrspace(11) %5, align 16, !tbaa !6
  ret void
}

; Function Attrs: mustprogress nofree nosync nounwind willreturn memory(none)
declare i32 @llvm.spv.thread.id.i32(i32) #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(none)
declare target("spirv.Image", float, 5, 2, 0, 0, 1, 0) @llvm.spv.resource.handlefrombinding.tspirv.Image_f32_5_2_0_0_1_0t(i32, i32, i32, i32, ptr) #2

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(none)
declare target("spirv.Image", float, 5, 2, 0, 0, 2, 1) @llvm.spv.resource.handlefrombinding.tspirv.Image_f32_5_2_0_0_2_1t(i32, i32, i32, i32, ptr) #2

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(none)
declare ptr addrspace(11) @llvm.spv.resource.getpointer.p11.tspirv.Image_f32_5_2_0_0_2_1t(target("spirv.Image", float, 5, 2, 0, 0, 2, 1), i32) #2

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(none)
declare ptr addrspace(11) @llvm.spv.resource.getpointer.p11.tspirv.Image_f32_5_2_0_0_1_0t(target("spirv.Image", float, 5, 2, 0, 0, 1, 0), i32) #2

attributes #0 = { mustprogress nofree noinline norecurse nosync nounwind willreturn memory(readwrite, inaccessiblemem: none, target_mem0: none, target_mem1: none) "hlsl.numthreads"="4,1,1" "hlsl.shader"="compute" "no-infs-fp-math"="true" "no-nans-fp-math"="true" "no-signed-zeros-fp-math"="true" "no-trapping-math"="true" "stack-protector-buffer-size"="8" }
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
!6 = !{!4, !4, i64 0}
