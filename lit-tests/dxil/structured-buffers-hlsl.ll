; A complete compute shader with structured buffers of a struct, of float4
; and of float, as texel's front end emits it: the input below is the
; unedited output of `texel -T cs_6_6 -E main --emit=ir` for
;
;   struct Particle { float3 pos; float mass; float2 uv; uint id; };
;   StructuredBuffer<Particle> Particles : register(t0);
;   StructuredBuffer<float4> Colors : register(t1);
;   RWStructuredBuffer<Particle> Out : register(u0);
;   RWStructuredBuffer<float> Masses : register(u1);
;
;   [numthreads(64, 1, 1)]
;   void main(uint3 tid : SV_DispatchThreadID) {
;     uint i = tid.x;
;     Particle p = Particles[i];
;     p.pos += Colors[i].xyz * p.mass;
;     Out[i] = p;
;     Out[i + 1].uv.y = Colors[i].w;
;     Masses[i] = Particles[i].mass + Particles[i].uv.x;
;   }
;
; Particle in the DXIL data layout: pos 0 (12 bytes), mass 12, uv 16
; (<2 x float> aligned to 8), id 24; 32 bytes of 4-byte scalars, so
; StructuredBuffer<Particle> is {12 | 2 << 8 = 524, 32} and the RW one
; {4096 | 524 = 4620, 32}. The whole-struct load and store become one op per
; field; Colors[i].xyz reads three components (mask 7).
;
; RUN: %opt -load-pass-plugin=%plugin -passes=texel-dxil,texel-dxil-verify-ops -S %s | FileCheck %s
; RUN: %opt -load-pass-plugin=%plugin -passes=texel-dxil,texel-dxil-verify-ops -S %s | FileCheck %s --check-prefix=NODX
; NODX-NOT: llvm.dx.
; NODX-NOT: getelementptr

; CHECK-DAG: @Particles = external constant %"StructuredBuffer<Particle>"
; CHECK-DAG: @Out = external constant %"RWStructuredBuffer<Particle>"
; CHECK-LABEL: define void @main() local_unnamed_addr #0 {
; CHECK-NEXT: entry:
; CHECK-NEXT: [[PB:%.*]] = call %dx.types.Handle @dx.op.createHandleFromBinding(i32 217, %dx.types.ResBind zeroinitializer, i32 0, i1 false)
; CHECK-NEXT: [[P:%.*]] = call %dx.types.Handle @dx.op.annotateHandle(i32 216, %dx.types.Handle [[PB]], %dx.types.ResourceProperties { i32 524, i32 32 })
; CHECK-NEXT: [[CB:%.*]] = call %dx.types.Handle @dx.op.createHandleFromBinding(i32 217, %dx.types.ResBind { i32 1, i32 1, i32 0, i8 0 }, i32 1, i1 false)
; CHECK-NEXT: [[C:%.*]] = call %dx.types.Handle @dx.op.annotateHandle(i32 216, %dx.types.Handle [[CB]], %dx.types.ResourceProperties { i32 12, i32 16 })
; CHECK-NEXT: [[OB:%.*]] = call %dx.types.Handle @dx.op.createHandleFromBinding(i32 217, %dx.types.ResBind { i32 0, i32 0, i32 0, i8 1 }, i32 0, i1 false)
; CHECK-NEXT: [[O:%.*]] = call %dx.types.Handle @dx.op.annotateHandle(i32 216, %dx.types.Handle [[OB]], %dx.types.ResourceProperties { i32 4620, i32 32 })
; CHECK-NEXT: [[MB:%.*]] = call %dx.types.Handle @dx.op.createHandleFromBinding(i32 217, %dx.types.ResBind { i32 1, i32 1, i32 0, i8 1 }, i32 1, i1 false)
; CHECK-NEXT: [[M:%.*]] = call %dx.types.Handle @dx.op.annotateHandle(i32 216, %dx.types.Handle [[MB]], %dx.types.ResourceProperties { i32 4108, i32 4 })
; CHECK-NEXT: [[I:%.*]] = call i32 @dx.op.threadId.i32(i32 93, i32 0)
; Particle p = Particles[i]: pos, mass, uv, id.
; CHECK-NEXT: [[RPOS:%.*]] = call %dx.types.ResRet.f32 @dx.op.rawBufferLoad.f32(i32 139, %dx.types.Handle [[P]], i32 [[I]], i32 0, i8 7, i32 4)
; CHECK-NEXT: [[RMASS:%.*]] = call %dx.types.ResRet.f32 @dx.op.rawBufferLoad.f32(i32 139, %dx.types.Handle [[P]], i32 [[I]], i32 12, i8 1, i32 4)
; CHECK-NEXT: [[RUV:%.*]] = call %dx.types.ResRet.f32 @dx.op.rawBufferLoad.f32(i32 139, %dx.types.Handle [[P]], i32 [[I]], i32 16, i8 3, i32 4)
; CHECK-NEXT: [[RID:%.*]] = call %dx.types.ResRet.i32 @dx.op.rawBufferLoad.i32(i32 139, %dx.types.Handle [[P]], i32 [[I]], i32 24, i8 1, i32 4)
; CHECK-NEXT: [[POS0:%.*]] = extractvalue %dx.types.ResRet.f32 [[RPOS]], 0
; CHECK-NEXT: [[POSV0:%.*]] = insertelement <3 x float> poison, float [[POS0]], i32 0
; CHECK-NEXT: [[POS1:%.*]] = extractvalue %dx.types.ResRet.f32 [[RPOS]], 1
; CHECK-NEXT: [[POSV1:%.*]] = insertelement <3 x float> [[POSV0]], float [[POS1]], i32 1
; CHECK-NEXT: [[POS2:%.*]] = extractvalue %dx.types.ResRet.f32 [[RPOS]], 2
; CHECK-NEXT: [[POS:%.*]] = insertelement <3 x float> [[POSV1]], float [[POS2]], i32 2
; CHECK-NEXT: [[MASS:%.*]] = extractvalue %dx.types.ResRet.f32 [[RMASS]], 0
; CHECK-NEXT: [[U:%.*]] = extractvalue %dx.types.ResRet.f32 [[RUV]], 0
; CHECK-NEXT: [[V:%.*]] = extractvalue %dx.types.ResRet.f32 [[RUV]], 1
; CHECK-NEXT: [[ID:%.*]] = extractvalue %dx.types.ResRet.i32 [[RID]], 0
; Colors[i].xyz
; CHECK-NEXT: [[RC:%.*]] = call %dx.types.ResRet.f32 @dx.op.rawBufferLoad.f32(i32 139, %dx.types.Handle [[C]], i32 [[I]], i32 0, i8 7, i32 4)
; CHECK:      [[NEWPOS:%.*]] = fadd <3 x float> [[POS]], {{%.*}}
; Out[i] = p: one store per field.
; CHECK-NEXT: [[N0:%.*]] = extractelement <3 x float> [[NEWPOS]], i32 0
; CHECK-NEXT: [[N1:%.*]] = extractelement <3 x float> [[NEWPOS]], i32 1
; CHECK-NEXT: [[N2:%.*]] = extractelement <3 x float> [[NEWPOS]], i32 2
; CHECK-NEXT: call void @dx.op.rawBufferStore.f32(i32 140, %dx.types.Handle [[O]], i32 [[I]], i32 0, float [[N0]], float [[N1]], float [[N2]], float undef, i8 7, i32 4)
; CHECK-NEXT: call void @dx.op.rawBufferStore.f32(i32 140, %dx.types.Handle [[O]], i32 [[I]], i32 12, float [[MASS]], float undef, float undef, float undef, i8 1, i32 4)
; CHECK-NEXT: call void @dx.op.rawBufferStore.f32(i32 140, %dx.types.Handle [[O]], i32 [[I]], i32 16, float [[U]], float [[V]], float undef, float undef, i8 3, i32 4)
; CHECK-NEXT: call void @dx.op.rawBufferStore.i32(i32 140, %dx.types.Handle [[O]], i32 [[I]], i32 24, i32 [[ID]], i32 undef, i32 undef, i32 undef, i8 1, i32 4)
; Out[i + 1].uv.y = Colors[i].w
; CHECK-NEXT: [[RW:%.*]] = call %dx.types.ResRet.f32 @dx.op.rawBufferLoad.f32(i32 139, %dx.types.Handle [[C]], i32 [[I]], i32 12, i8 1, i32 4)
; CHECK-NEXT: [[W:%.*]] = extractvalue %dx.types.ResRet.f32 [[RW]], 0
; CHECK-NEXT: [[NEXT:%.*]] = add i32 [[I]], 1
; CHECK-NEXT: call void @dx.op.rawBufferStore.f32(i32 140, %dx.types.Handle [[O]], i32 [[NEXT]], i32 20, float [[W]], float undef, float undef, float undef, i8 1, i32 4)
; Masses[i] = Particles[i].mass + Particles[i].uv.x
; CHECK-NEXT: [[RM:%.*]] = call %dx.types.ResRet.f32 @dx.op.rawBufferLoad.f32(i32 139, %dx.types.Handle [[P]], i32 [[I]], i32 12, i8 1, i32 4)
; CHECK-NEXT: [[M2:%.*]] = extractvalue %dx.types.ResRet.f32 [[RM]], 0
; CHECK-NEXT: [[RU:%.*]] = call %dx.types.ResRet.f32 @dx.op.rawBufferLoad.f32(i32 139, %dx.types.Handle [[P]], i32 [[I]], i32 16, i8 1, i32 4)
; CHECK-NEXT: [[U2:%.*]] = extractvalue %dx.types.ResRet.f32 [[RU]], 0
; CHECK-NEXT: [[SUM:%.*]] = fadd float [[M2]], [[U2]]
; CHECK-NEXT: call void @dx.op.rawBufferStore.f32(i32 140, %dx.types.Handle [[M]], i32 [[I]], i32 0, float [[SUM]], float undef, float undef, float undef, i8 1, i32 4)
; CHECK-NEXT: ret void

; CHECK: [[RES:![0-9]+]] = !{[[SRVS:![0-9]+]], [[UAVS:![0-9]+]], null, null}
; CHECK: [[SRVS]] = !{[[PREC:![0-9]+]], [[CREC:![0-9]+]]}
; CHECK: [[PREC]] = !{i32 0, ptr @Particles, !"Particles", i32 0, i32 0, i32 1, i32 12, i32 0, [[S32:![0-9]+]]}
; CHECK: [[S32]] = !{i32 1, i32 32}
; CHECK: [[CREC]] = !{i32 1, ptr @Colors, !"Colors", i32 0, i32 1, i32 1, i32 12, i32 0, [[S16:![0-9]+]]}
; CHECK: [[S16]] = !{i32 1, i32 16}
; CHECK: [[UAVS]] = !{[[OREC:![0-9]+]], [[MREC:![0-9]+]]}
; CHECK: [[OREC]] = !{i32 0, ptr @Out, !"Out", i32 0, i32 0, i32 1, i32 12, i1 false, i1 false, i1 false, [[S32]]}
; CHECK: [[MREC]] = !{i32 1, ptr @Masses, !"Masses", i32 0, i32 1, i32 1, i32 12, i1 false, i1 false, i1 false, [[S4:![0-9]+]]}
; CHECK: [[S4]] = !{i32 1, i32 4}

; ModuleID = 'texel'
source_filename = "texel"
target datalayout = "e-m:e-p:32:32-i1:32-i8:8-i16:16-i32:32-i64:64-f16:16-f32:32-f64:64-n8:16:32:64-v48:16:16-v96:32:32-v192:64:64"
target triple = "dxil-pc-shadermodel6.6-compute"

%struct.Particle = type { <3 x float>, float, <2 x float>, i32 }

@.str = private unnamed_addr constant [10 x i8] c"Particles\00", align 1
@.str.1 = private unnamed_addr constant [7 x i8] c"Colors\00", align 1
@.str.2 = private unnamed_addr constant [4 x i8] c"Out\00", align 1
@.str.3 = private unnamed_addr constant [7 x i8] c"Masses\00", align 1

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(readwrite, inaccessiblemem: none, target_mem0: none, target_mem1: none)
define void @main() local_unnamed_addr #0 {
entry:
  %0 = tail call target("dx.RawBuffer", %struct.Particle, 0, 0) @llvm.dx.resource.handlefrombinding.tdx.RawBuffer_s_struct.Particles_0_0t(i32 0, i32 0, i32 1, i32 0, ptr nonnull @.str)
  %1 = tail call target("dx.RawBuffer", <4 x float>, 0, 0) @llvm.dx.resource.handlefrombinding.tdx.RawBuffer_v4f32_0_0t(i32 0, i32 1, i32 1, i32 0, ptr nonnull @.str.1)
  %2 = tail call target("dx.RawBuffer", %struct.Particle, 1, 0) @llvm.dx.resource.handlefrombinding.tdx.RawBuffer_s_struct.Particles_1_0t(i32 0, i32 0, i32 1, i32 0, ptr nonnull @.str.2)
  %3 = tail call target("dx.RawBuffer", float, 1, 0) @llvm.dx.resource.handlefrombinding.tdx.RawBuffer_f32_1_0t(i32 0, i32 1, i32 1, i32 0, ptr nonnull @.str.3)
  %4 = tail call i32 @llvm.dx.thread.id(i32 0)
  %5 = tail call ptr @llvm.dx.resource.getpointer.p0.tdx.RawBuffer_s_struct.Particles_0_0t(target("dx.RawBuffer", %struct.Particle, 0, 0) %0, i32 %4)
  %6 = load %struct.Particle, ptr %5, align 8
  %.fca.0.extract = extractvalue %struct.Particle %6, 0
  %.fca.1.extract = extractvalue %struct.Particle %6, 1
  %.fca.2.extract = extractvalue %struct.Particle %6, 2
  %.fca.3.extract = extractvalue %struct.Particle %6, 3
  %7 = tail call ptr @llvm.dx.resource.getpointer.p0.tdx.RawBuffer_v4f32_0_0t(target("dx.RawBuffer", <4 x float>, 0, 0) %1, i32 %4)
  %8 = load <3 x float>, ptr %7, align 16
  %9 = insertelement <3 x float> poison, float %.fca.1.extract, i64 0
  %10 = shufflevector <3 x float> %9, <3 x float> poison, <3 x i32> zeroinitializer
  %11 = fmul <3 x float> %8, %10
  %12 = fadd <3 x float> %.fca.0.extract, %11
  %.fca.0.insert = insertvalue %struct.Particle poison, <3 x float> %12, 0
  %.fca.1.insert = insertvalue %struct.Particle %.fca.0.insert, float %.fca.1.extract, 1
  %.fca.2.insert = insertvalue %struct.Particle %.fca.1.insert, <2 x float> %.fca.2.extract, 2
  %.fca.3.insert = insertvalue %struct.Particle %.fca.2.insert, i32 %.fca.3.extract, 3
  %13 = tail call ptr @llvm.dx.resource.getpointer.p0.tdx.RawBuffer_s_struct.Particles_1_0t(target("dx.RawBuffer", %struct.Particle, 1, 0) %2, i32 %4)
  store %struct.Particle %.fca.3.insert, ptr %13, align 8
  %14 = getelementptr inbounds nuw i8, ptr %7, i32 12
  %15 = load float, ptr %14, align 4
  %16 = add i32 %4, 1
  %17 = tail call ptr @llvm.dx.resource.getpointer.p0.tdx.RawBuffer_s_struct.Particles_1_0t(target("dx.RawBuffer", %struct.Particle, 1, 0) %2, i32 %16)
  %18 = getelementptr inbounds nuw i8, ptr %17, i32 20
  store float %15, ptr %18, align 4
  %19 = getelementptr inbounds nuw i8, ptr %5, i32 12
  %20 = load float, ptr %19, align 4
  %21 = getelementptr inbounds nuw i8, ptr %5, i32 16
  %22 = load float, ptr %21, align 8
  %23 = fadd float %20, %22
  %24 = tail call ptr @llvm.dx.resource.getpointer.p0.tdx.RawBuffer_f32_1_0t(target("dx.RawBuffer", float, 1, 0) %3, i32 %4)
  store float %23, ptr %24, align 4
  ret void
}

; Function Attrs: mustprogress nofree nosync nounwind willreturn memory(none)
declare i32 @llvm.dx.thread.id(i32) #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(none)
declare target("dx.RawBuffer", %struct.Particle, 0, 0) @llvm.dx.resource.handlefrombinding.tdx.RawBuffer_s_struct.Particles_0_0t(i32, i32, i32, i32, ptr) #2

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(none)
declare ptr @llvm.dx.resource.getpointer.p0.tdx.RawBuffer_s_struct.Particles_0_0t(target("dx.RawBuffer", %struct.Particle, 0, 0), i32) #2

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(none)
declare target("dx.RawBuffer", <4 x float>, 0, 0) @llvm.dx.resource.handlefrombinding.tdx.RawBuffer_v4f32_0_0t(i32, i32, i32, i32, ptr) #2

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(none)
declare ptr @llvm.dx.resource.getpointer.p0.tdx.RawBuffer_v4f32_0_0t(target("dx.RawBuffer", <4 x float>, 0, 0), i32) #2

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(none)
declare target("dx.RawBuffer", %struct.Particle, 1, 0) @llvm.dx.resource.handlefrombinding.tdx.RawBuffer_s_struct.Particles_1_0t(i32, i32, i32, i32, ptr) #2

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(none)
declare ptr @llvm.dx.resource.getpointer.p0.tdx.RawBuffer_s_struct.Particles_1_0t(target("dx.RawBuffer", %struct.Particle, 1, 0), i32) #2

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(none)
declare target("dx.RawBuffer", float, 1, 0) @llvm.dx.resource.handlefrombinding.tdx.RawBuffer_f32_1_0t(i32, i32, i32, i32, ptr) #2

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(none)
declare ptr @llvm.dx.resource.getpointer.p0.tdx.RawBuffer_f32_1_0t(target("dx.RawBuffer", float, 1, 0), i32) #2

attributes #0 = { mustprogress nofree norecurse nosync nounwind willreturn memory(readwrite, inaccessiblemem: none, target_mem0: none, target_mem1: none) "hlsl.numthreads"="64,1,1" "hlsl.shader"="compute" }
attributes #1 = { mustprogress nofree nosync nounwind willreturn memory(none) }
attributes #2 = { mustprogress nocallback nofree nosync nounwind willreturn memory(none) }
