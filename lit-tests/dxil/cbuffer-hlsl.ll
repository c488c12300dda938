; A complete compute shader with two cbuffers (one with a double) as texel's
; front end emits them: the input below is the unedited output of
; `texel -T cs_6_6 -E main --emit=ir` for
;
;   cbuffer Frame : register(b0) {
;     float time;
;     float3 direction;
;     int count;
;     float2 scale;
;     uint flags;
;     float4 tint;
;   };
;   cbuffer Extra : register(b1, space1) {
;     double weight;
;     uint2 range;
;   };
;   RWStructuredBuffer<float4> Out : register(u0);
;
;   [numthreads(64, 1, 1)]
;   void main(uint3 tid : SV_DispatchThreadID) {
;     float4 v = tint * time;
;     v.xyz += direction * scale.y;
;     v.w += (float)count + (float)flags + (float)weight + (float)range.y;
;     Out[tid.x] = v;
;   }
;
; Legacy packing: time 0, direction 4, count 16, scale 24, flags 32, tint 48
; (Frame: 64 bytes); weight 0, range 8 (Extra: 16 bytes). Each member read is
; a CBufferLoadLegacy of its row and the fields of its components.
;
; RUN: %opt -load-pass-plugin=%plugin -passes=texel-dxil,texel-dxil-verify-ops -S %s | FileCheck %s
; RUN: %opt -load-pass-plugin=%plugin -passes=texel-dxil,texel-dxil-verify-ops -S %s | FileCheck %s --check-prefix=GONE
; GONE-NOT: addrspace(2)
; GONE-NOT: hlsl.cbs
; GONE-NOT: dx.CBuffer
; GONE-NOT: llvm.dx.

; CHECK-DAG: %Frame = type { float, <3 x float>, i32, <2 x float>, i32, <4 x float> }
; CHECK-DAG: %Extra = type { double, <2 x i32> }
; CHECK-LABEL: define void @main() local_unnamed_addr #0 {
; CHECK-NEXT: entry:
; CHECK-NEXT: [[FB:%.*]] = call %dx.types.Handle @dx.op.createHandleFromBinding(i32 217, %dx.types.ResBind { i32 0, i32 0, i32 0, i8 2 }, i32 0, i1 false)
; CHECK-NEXT: [[F:%.*]] = call %dx.types.Handle @dx.op.annotateHandle(i32 216, %dx.types.Handle [[FB]], %dx.types.ResourceProperties { i32 13, i32 64 })
; CHECK-NEXT: [[EB:%.*]] = call %dx.types.Handle @dx.op.createHandleFromBinding(i32 217, %dx.types.ResBind { i32 1, i32 1, i32 1, i8 2 }, i32 1, i1 false)
; CHECK-NEXT: [[E:%.*]] = call %dx.types.Handle @dx.op.annotateHandle(i32 216, %dx.types.Handle [[EB]], %dx.types.ResourceProperties { i32 13, i32 16 })
; CHECK-NEXT: [[OB:%.*]] = call %dx.types.Handle @dx.op.createHandleFromBinding(i32 217, %dx.types.ResBind { i32 0, i32 0, i32 0, i8 1 }, i32 0, i1 false)
; CHECK-NEXT: [[O:%.*]] = call %dx.types.Handle @dx.op.annotateHandle(i32 216, %dx.types.Handle [[OB]], %dx.types.ResourceProperties { i32 4108, i32 16 })
; CHECK-NEXT: [[TID:%.*]] = call i32 @dx.op.threadId.i32(i32 93, i32 0)
; tint: row 3.
; CHECK-NEXT: [[TINT:%.*]] = call %dx.types.CBufRet.f32 @dx.op.cbufferLoadLegacy.f32(i32 59, %dx.types.Handle [[F]], i32 3)
; CHECK-NEXT: {{%.*}} = extractvalue %dx.types.CBufRet.f32 [[TINT]], 0
; CHECK-NEXT: {{%.*}} = insertelement <4 x float> poison, float {{%.*}}, i32 0
; CHECK-NEXT: {{%.*}} = extractvalue %dx.types.CBufRet.f32 [[TINT]], 1
; CHECK-NEXT: {{%.*}} = insertelement <4 x float> {{%.*}}, float {{%.*}}, i32 1
; CHECK-NEXT: {{%.*}} = extractvalue %dx.types.CBufRet.f32 [[TINT]], 2
; CHECK-NEXT: {{%.*}} = insertelement <4 x float> {{%.*}}, float {{%.*}}, i32 2
; CHECK-NEXT: {{%.*}} = extractvalue %dx.types.CBufRet.f32 [[TINT]], 3
; CHECK-NEXT: {{%.*}} = insertelement <4 x float> {{%.*}}, float {{%.*}}, i32 3
; time: row 0 field 0.
; CHECK-NEXT: [[TIME:%.*]] = call %dx.types.CBufRet.f32 @dx.op.cbufferLoadLegacy.f32(i32 59, %dx.types.Handle [[F]], i32 0)
; CHECK-NEXT: {{%.*}} = extractvalue %dx.types.CBufRet.f32 [[TIME]], 0
; direction: row 0 fields 1..3.
; CHECK:      [[DIR:%.*]] = call %dx.types.CBufRet.f32 @dx.op.cbufferLoadLegacy.f32(i32 59, %dx.types.Handle [[F]], i32 0)
; CHECK-NEXT: {{%.*}} = extractvalue %dx.types.CBufRet.f32 [[DIR]], 1
; CHECK-NEXT: {{%.*}} = insertelement <3 x float> poison, float {{%.*}}, i32 0
; CHECK-NEXT: {{%.*}} = extractvalue %dx.types.CBufRet.f32 [[DIR]], 2
; CHECK-NEXT: {{%.*}} = insertelement <3 x float> {{%.*}}, float {{%.*}}, i32 1
; CHECK-NEXT: {{%.*}} = extractvalue %dx.types.CBufRet.f32 [[DIR]], 3
; CHECK-NEXT: {{%.*}} = insertelement <3 x float> {{%.*}}, float {{%.*}}, i32 2
; scale.y (byte 28): row 1 field 3.
; CHECK-NEXT: [[SCALE:%.*]] = call %dx.types.CBufRet.f32 @dx.op.cbufferLoadLegacy.f32(i32 59, %dx.types.Handle [[F]], i32 1)
; CHECK-NEXT: {{%.*}} = extractvalue %dx.types.CBufRet.f32 [[SCALE]], 3
; count: row 1 field 0; flags: row 2 field 0.
; CHECK:      [[COUNT:%.*]] = call %dx.types.CBufRet.i32 @dx.op.cbufferLoadLegacy.i32(i32 59, %dx.types.Handle [[F]], i32 1)
; CHECK-NEXT: {{%.*}} = extractvalue %dx.types.CBufRet.i32 [[COUNT]], 0
; CHECK:      [[FLAGS:%.*]] = call %dx.types.CBufRet.i32 @dx.op.cbufferLoadLegacy.i32(i32 59, %dx.types.Handle [[F]], i32 2)
; CHECK-NEXT: {{%.*}} = extractvalue %dx.types.CBufRet.i32 [[FLAGS]], 0
; weight: Extra row 0, field 0 of the two-field f64 row.
; CHECK:      [[WEIGHT:%.*]] = call %dx.types.CBufRet.f64 @dx.op.cbufferLoadLegacy.f64(i32 59, %dx.types.Handle [[E]], i32 0)
; CHECK-NEXT: {{%.*}} = extractvalue %dx.types.CBufRet.f64 [[WEIGHT]], 0
; range.y (byte 12): Extra row 0, field 3.
; CHECK:      [[RANGE:%.*]] = call %dx.types.CBufRet.i32 @dx.op.cbufferLoadLegacy.i32(i32 59, %dx.types.Handle [[E]], i32 0)
; CHECK-NEXT: {{%.*}} = extractvalue %dx.types.CBufRet.i32 [[RANGE]], 3
; CHECK:      call void @dx.op.rawBufferStore.f32(i32 140, %dx.types.Handle [[O]], i32 [[TID]], i32 0, float {{%.*}}, float {{%.*}}, float {{%.*}}, float {{%.*}}, i8 15, i32 4)
; CHECK-NEXT: ret void

; CHECK: [[RES:![0-9]+]] = !{null, [[UAVS:![0-9]+]], [[CBVS:![0-9]+]], null}
; CHECK: [[CBVS]] = !{[[FRAME:![0-9]+]], [[EXTRA:![0-9]+]]}
; CHECK: [[FRAME]] = !{i32 0, ptr @Frame, !"Frame", i32 0, i32 0, i32 1, i32 64, null}
; CHECK: [[EXTRA]] = !{i32 1, ptr @Extra, !"Extra", i32 1, i32 1, i32 1, i32 16, null}

; ModuleID = 'texel'
source_filename = "texel"
target datalayout = "e-m:e-p:32:32-i1:32-i8:8-i16:16-i32:32-i64:64-f16:16-f32:32-f64:64-n8:16:32:64-v48:16:16-v96:32:32-v192:64:64"
target triple = "dxil-pc-shadermodel6.6-compute"

%__cblayout_Frame = type <{ float, <3 x float>, i32, target("dx.Padding", 4), <2 x float>, i32, target("dx.Padding", 12), <4 x float> }>
%__cblayout_Extra = type <{ double, <2 x i32> }>

@Frame.cb = local_unnamed_addr global target("dx.CBuffer", %__cblayout_Frame) poison
@time = external hidden local_unnamed_addr addrspace(2) global float
@direction = external hidden local_unnamed_addr addrspace(2) global <3 x float>
@count = external hidden local_unnamed_addr addrspace(2) global i32
@scale = external hidden local_unnamed_addr addrspace(2) global <2 x float>
@flags = external hidden local_unnamed_addr addrspace(2) global i32
@tint = external hidden local_unnamed_addr addrspace(2) global <4 x float>
@Extra.cb = local_unnamed_addr global target("dx.CBuffer", %__cblayout_Extra) poison
@weight = external hidden local_unnamed_addr addrspace(2) global double
@range = external hidden local_unnamed_addr addrspace(2) global <2 x i32>
@Frame.str = private unnamed_addr constant [6 x i8] c"Frame\00", align 1
@Extra.str = private unnamed_addr constant [6 x i8] c"Extra\00", align 1
@.str = private unnamed_addr constant [4 x i8] c"Out\00", align 1

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(readwrite, argmem: write, inaccessiblemem: none, target_mem0: none, target_mem1: none)
define void @main() local_unnamed_addr #0 {
entry:
  %0 = tail call target("dx.CBuffer", %__cblayout_Frame) @llvm.dx.resource.handlefrombinding.tdx.CBuffer_s___cblayout_Framest(i32 0, i32 0, i32 1, i32 0, ptr nonnull @Frame.str)
  store target("dx.CBuffer", %__cblayout_Frame) %0, ptr @Frame.cb, align 4
  %1 = tail call target("dx.CBuffer", %__cblayout_Extra) @llvm.dx.resource.handlefrombinding.tdx.CBuffer_s___cblayout_Extrast(i32 1, i32 1, i32 1, i32 0, ptr nonnull @Extra.str)
  store target("dx.CBuffer", %__cblayout_Extra) %1, ptr @Extra.cb, align 4
  %2 = tail call target("dx.RawBuffer", <4 x float>, 1, 0) @llvm.dx.resource.handlefrombinding.tdx.RawBuffer_v4f32_1_0t(i32 0, i32 0, i32 1, i32 0, ptr nonnull @.str)
  %3 = tail call i32 @llvm.dx.thread.id(i32 0)
  %4 = load <4 x float>, ptr addrspace(2) @tint, align 16
  %5 = load float, ptr addrspace(2) @time, align 4
  %6 = insertelement <4 x float> poison, float %5, i64 0
  %7 = shufflevector <4 x float> %6, <4 x float> poison, <4 x i32> zeroinitializer
  %8 = fmul <4 x float> %4, %7
  %9 = load <3 x float>, ptr addrspace(2) @direction, align 4
  %10 = load float, ptr addrspace(2) getelementptr inbounds nuw (i8, ptr addrspace(2) @scale, i32 4), align 4
  %11 = insertelement <3 x float> poison, float %10, i64 0
  %12 = shufflevector <3 x float> %11, <3 x float> poison, <3 x i32> zeroinitializer
  %13 = fmul <3 x float> %9, %12
  %14 = shufflevector <3 x float> %13, <3 x float> poison, <4 x i32> <i32 0, i32 1, i32 2, i32 poison>
  %15 = load i32, ptr addrspace(2) @count, align 4
  %16 = sitofp i32 %15 to float
  %17 = load i32, ptr addrspace(2) @flags, align 4
  %18 = uitofp i32 %17 to float
  %19 = fadd float %16, %18
  %20 = load double, ptr addrspace(2) @weight, align 8
  %21 = fptrunc double %20 to float
  %22 = fadd float %19, %21
  %23 = load i32, ptr addrspace(2) getelementptr inbounds nuw (i8, ptr addrspace(2) @range, i32 4), align 4
  %24 = uitofp i32 %23 to float
  %25 = fadd float %22, %24
  %26 = insertelement <4 x float> %14, float %25, i64 3
  %local.12.vec.insert = fadd <4 x float> %8, %26
  %27 = tail call ptr @llvm.dx.resource.getpointer.p0.tdx.RawBuffer_v4f32_1_0t(target("dx.RawBuffer", <4 x float>, 1, 0) %2, i32 %3)
  store <4 x float> %local.12.vec.insert, ptr %27, align 16
  ret void
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(none)
declare target("dx.CBuffer", %__cblayout_Frame) @llvm.dx.resource.handlefrombinding.tdx.CBuffer_s___cblayout_Framest(i32, i32, i32, i32, ptr) #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(none)
declare target("dx.CBuffer", %__cblayout_Extra) @llvm.dx.resource.handlefrombinding.tdx.CBuffer_s___cblayout_Extrast(i32, i32, i32, i32, ptr) #1

; Function Attrs: mustprogress nofree nosync nounwind willreturn memory(none)
declare i32 @llvm.dx.thread.id(i32) #2

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(none)
declare target("dx.RawBuffer", <4 x float>, 1, 0) @llvm.dx.resource.handlefrombinding.tdx.RawBuffer_v4f32_1_0t(i32, i32, i32, i32, ptr) #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(none)
declare ptr @llvm.dx.resource.getpointer.p0.tdx.RawBuffer_v4f32_1_0t(target("dx.RawBuffer", <4 x float>, 1, 0), i32) #1

attributes #0 = { mustprogress nofree norecurse nosync nounwind willreturn memory(readwrite, argmem: write, inaccessiblemem: none, target_mem0: none, target_mem1: none) "hlsl.numthreads"="64,1,1" "hlsl.shader"="compute" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind willreturn memory(none) }
attributes #2 = { mustprogress nofree nosync nounwind willreturn memory(none) }

!hlsl.cbs = !{!0, !1}

!0 = !{ptr @Frame.cb, ptr addrspace(2) @time, ptr addrspace(2) @direction, ptr addrspace(2) @count, ptr addrspace(2) @scale, ptr addrspace(2) @flags, ptr addrspace(2) @tint}
!1 = !{ptr @Extra.cb, ptr addrspace(2) @weight, ptr addrspace(2) @range}
