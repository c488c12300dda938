; Handle creation below SM 6.6 (DXIL.md, "Handles"):
;   %h = call %dx.types.Handle @dx.op.createHandle(i32 57, i8 class, i32 recordId, i32 index, i1 nonUniform)
; with recordId the position of the resource within its class in !dx.resources
; (so the records are checked too) and index = lower bound + index. No
; annotateHandle. Implicit bindings: an implicit array that does not fit the
; one-register gap at t1 goes past the explicit ones (t7..t8), and the next
; implicit resource (higher orderId) then fills the gap.
;
; RUN: %opt -load-pass-plugin=%plugin -passes=texel-dxil,texel-dxil-verify -S %s | FileCheck %s
; RUN: %opt -load-pass-plugin=%plugin -passes=texel-dxil,texel-dxil-verify -S %s | FileCheck %s --check-prefix=NODX
; NODX-NOT: llvm.dx.
; NODX-NOT: annotateHandle
; NODX-NOT: createHandleFromBinding

target triple = "dxil-pc-shadermodel6.0-compute"

@A.name = private unnamed_addr constant [2 x i8] c"A\00"
@B.name = private unnamed_addr constant [2 x i8] c"B\00"
@Arr.name = private unnamed_addr constant [4 x i8] c"Arr\00"
@Sp1.name = private unnamed_addr constant [4 x i8] c"Sp1\00"
@IA.name = private unnamed_addr constant [3 x i8] c"IA\00"
@IB.name = private unnamed_addr constant [3 x i8] c"IB\00"
@RW.name = private unnamed_addr constant [3 x i8] c"RW\00"
@IU.name = private unnamed_addr constant [3 x i8] c"IU\00"
@S.name = private unnamed_addr constant [2 x i8] c"S\00"
@CS.name = private unnamed_addr constant [3 x i8] c"CS\00"

@out.f32 = global float 0.000000e+00, align 4

; Bindings, in HLSL:
;   Texture2D<float4> A : register(t0);                 // SRV record 0
;   Texture2D<float4> IB;                                // orderId 1 -> t1, record 1
;   Texture2D<float> B : register(t2);                   // record 2
;   Texture2D<float4> Arr[4] : register(t3);             // t3..t6, record 3
;   Texture2D<float4> IA[2];                             // orderId 0 -> t7..t8, record 4
;   Texture2D<float4> Sp1 : register(t0, space1);        // record 5
;   RWTexture2D<float4> IU;                              // orderId 2 -> u0, UAV record 0
;   RWTexture2D<float4> RW : register(u1);               // UAV record 1
;   SamplerComparisonState CS : register(s0);            // sampler record 0
;   SamplerState S : register(s3);                       // sampler record 1
; created in another order than the records.

; CHECK-LABEL: define void @bindings(i32 %i, i32 %j, float %lod, float %cmp) {
; CHECK-NEXT: [[SP1:%.*]] = call %dx.types.Handle @dx.op.createHandle(i32 57, i8 0, i32 5, i32 0, i1 false)
; CHECK-NEXT: [[IDXI:%.*]] = add i32 3, %i
; CHECK-NEXT: [[ARRI:%.*]] = call %dx.types.Handle @dx.op.createHandle(i32 57, i8 0, i32 3, i32 [[IDXI]], i1 false)
; CHECK-NEXT: [[IDXJ:%.*]] = add i32 3, %j
; CHECK-NEXT: [[ARRJ:%.*]] = call %dx.types.Handle @dx.op.createHandle(i32 57, i8 0, i32 3, i32 [[IDXJ]], i1 true)
; CHECK-NEXT: [[B:%.*]] = call %dx.types.Handle @dx.op.createHandle(i32 57, i8 0, i32 2, i32 2, i1 false)
; CHECK-NEXT: [[A:%.*]] = call %dx.types.Handle @dx.op.createHandle(i32 57, i8 0, i32 0, i32 0, i1 false)
; CHECK-NEXT: [[IA:%.*]] = call %dx.types.Handle @dx.op.createHandle(i32 57, i8 0, i32 4, i32 8, i1 false)
; CHECK-NEXT: [[IB:%.*]] = call %dx.types.Handle @dx.op.createHandle(i32 57, i8 0, i32 1, i32 1, i1 false)
; CHECK-NEXT: [[RW:%.*]] = call %dx.types.Handle @dx.op.createHandle(i32 57, i8 1, i32 1, i32 1, i1 false)
; CHECK-NEXT: [[IU:%.*]] = call %dx.types.Handle @dx.op.createHandle(i32 57, i8 1, i32 0, i32 0, i1 false)
; CHECK-NEXT: [[S:%.*]] = call %dx.types.Handle @dx.op.createHandle(i32 57, i8 3, i32 1, i32 3, i1 false)
; CHECK-NEXT: [[CS:%.*]] = call %dx.types.Handle @dx.op.createHandle(i32 57, i8 3, i32 0, i32 0, i1 false)
; CHECK-NEXT: {{%.*}} = call %dx.types.Dimensions @dx.op.getDimensions(i32 72, %dx.types.Handle [[SP1]], i32 0)
; CHECK-NEXT: {{%.*}} = call %dx.types.Dimensions @dx.op.getDimensions(i32 72, %dx.types.Handle [[ARRI]], i32 0)
; CHECK-NEXT: {{%.*}} = call %dx.types.Dimensions @dx.op.getDimensions(i32 72, %dx.types.Handle [[ARRJ]], i32 0)
; CHECK-NEXT: [[C:%.*]] = call %dx.types.ResRet.f32 @dx.op.sampleCmpLevelZero.f32(i32 65, %dx.types.Handle [[B]], %dx.types.Handle [[CS]], float 5.000000e-01, float 2.500000e-01, float undef, float undef, i32 undef, i32 undef, i32 undef, float %cmp)
; CHECK-NEXT: [[CV:%.*]] = extractvalue %dx.types.ResRet.f32 [[C]], 0
; CHECK-NEXT: store float [[CV]], ptr @out.f32, align 4
; CHECK-NEXT: {{%.*}} = call %dx.types.ResRet.f32 @dx.op.sampleLevel.f32(i32 62, %dx.types.Handle [[A]], %dx.types.Handle [[S]], float 5.000000e-01, float 2.500000e-01, float undef, float undef, i32 undef, i32 undef, i32 undef, float %lod)
; CHECK-NEXT: {{%.*}} = call %dx.types.Dimensions @dx.op.getDimensions(i32 72, %dx.types.Handle [[IA]], i32 0)
; CHECK-NEXT: {{%.*}} = call %dx.types.Dimensions @dx.op.getDimensions(i32 72, %dx.types.Handle [[IB]], i32 0)
; CHECK-NEXT: {{%.*}} = call %dx.types.Dimensions @dx.op.getDimensions(i32 72, %dx.types.Handle [[RW]], i32 undef)
; CHECK-NEXT: {{%.*}} = call %dx.types.Dimensions @dx.op.getDimensions(i32 72, %dx.types.Handle [[IU]], i32 undef)
; CHECK-NEXT: ret void
define void @bindings(i32 %i, i32 %j, float %lod, float %cmp) {
  %sp1 = call target("dx.Texture", <4 x float>, 0, 0, 0, 2) @llvm.dx.resource.handlefrombinding.tdx.Texture_v4f32_0_0_0_2t(i32 1, i32 0, i32 1, i32 0, ptr @Sp1.name)
  %arri = call target("dx.Texture", <4 x float>, 0, 0, 0, 2) @llvm.dx.resource.handlefrombinding.tdx.Texture_v4f32_0_0_0_2t(i32 0, i32 3, i32 4, i32 %i, ptr @Arr.name)
  %nuj = call i32 @llvm.dx.resource.nonuniformindex(i32 %j)
  %arrj = call target("dx.Texture", <4 x float>, 0, 0, 0, 2) @llvm.dx.resource.handlefrombinding.tdx.Texture_v4f32_0_0_0_2t(i32 0, i32 3, i32 4, i32 %nuj, ptr @Arr.name)
  %b = call target("dx.Texture", float, 0, 0, 0, 2) @llvm.dx.resource.handlefrombinding.tdx.Texture_f32_0_0_0_2t(i32 0, i32 2, i32 1, i32 0, ptr @B.name)
  %a = call target("dx.Texture", <4 x float>, 0, 0, 0, 2) @llvm.dx.resource.handlefrombinding.tdx.Texture_v4f32_0_0_0_2t(i32 0, i32 0, i32 1, i32 0, ptr @A.name)
  %ia = call target("dx.Texture", <4 x float>, 0, 0, 0, 2) @llvm.dx.resource.handlefromimplicitbinding.tdx.Texture_v4f32_0_0_0_2t(i32 0, i32 0, i32 2, i32 1, ptr @IA.name)
  %ib = call target("dx.Texture", <4 x float>, 0, 0, 0, 2) @llvm.dx.resource.handlefromimplicitbinding.tdx.Texture_v4f32_0_0_0_2t(i32 1, i32 0, i32 1, i32 0, ptr @IB.name)
  %rw = call target("dx.Texture", <4 x float>, 1, 0, 0, 2) @llvm.dx.resource.handlefrombinding.tdx.Texture_v4f32_1_0_0_2t(i32 0, i32 1, i32 1, i32 0, ptr @RW.name)
  %iu = call target("dx.Texture", <4 x float>, 1, 0, 0, 2) @llvm.dx.resource.handlefromimplicitbinding.tdx.Texture_v4f32_1_0_0_2t(i32 2, i32 0, i32 1, i32 0, ptr @IU.name)
  %s = call target("dx.Sampler", 0) @llvm.dx.resource.handlefrombinding.tdx.Sampler_0t(i32 0, i32 3, i32 1, i32 0, ptr @S.name)
  %cs = call target("dx.Sampler", 1) @llvm.dx.resource.handlefrombinding.tdx.Sampler_1t(i32 0, i32 0, i32 1, i32 0, ptr @CS.name)
  %d0 = call <2 x i32> @llvm.dx.resource.getdimensions.xy.tdx.Texture_v4f32_0_0_0_2t(target("dx.Texture", <4 x float>, 0, 0, 0, 2) %sp1)
  %d1 = call <2 x i32> @llvm.dx.resource.getdimensions.xy.tdx.Texture_v4f32_0_0_0_2t(target("dx.Texture", <4 x float>, 0, 0, 0, 2) %arri)
  %d2 = call <2 x i32> @llvm.dx.resource.getdimensions.xy.tdx.Texture_v4f32_0_0_0_2t(target("dx.Texture", <4 x float>, 0, 0, 0, 2) %arrj)
  %c = call float @llvm.dx.resource.samplecmplevelzero.f32.tdx.Texture_f32_0_0_0_2t.tdx.Sampler_1t.v2f32.v2i32(target("dx.Texture", float, 0, 0, 0, 2) %b, target("dx.Sampler", 1) %cs, <2 x float> <float 0.5, float 0.25>, float %cmp, <2 x i32> zeroinitializer)
  store float %c, ptr @out.f32, align 4
  %sa = call <4 x float> @llvm.dx.resource.samplelevel.v4f32.tdx.Texture_v4f32_0_0_0_2t.tdx.Sampler_0t.v2f32.v2i32(target("dx.Texture", <4 x float>, 0, 0, 0, 2) %a, target("dx.Sampler", 0) %s, <2 x float> <float 0.5, float 0.25>, float %lod, <2 x i32> zeroinitializer)
  %d3 = call <2 x i32> @llvm.dx.resource.getdimensions.xy.tdx.Texture_v4f32_0_0_0_2t(target("dx.Texture", <4 x float>, 0, 0, 0, 2) %ia)
  %d4 = call <2 x i32> @llvm.dx.resource.getdimensions.xy.tdx.Texture_v4f32_0_0_0_2t(target("dx.Texture", <4 x float>, 0, 0, 0, 2) %ib)
  %d5 = call <2 x i32> @llvm.dx.resource.getdimensions.xy.tdx.Texture_v4f32_1_0_0_2t(target("dx.Texture", <4 x float>, 1, 0, 0, 2) %rw)
  %d6 = call <2 x i32> @llvm.dx.resource.getdimensions.xy.tdx.Texture_v4f32_1_0_0_2t(target("dx.Texture", <4 x float>, 1, 0, 0, 2) %iu)
  ret void
}

; CHECK: declare %dx.types.Handle @dx.op.createHandle(i32, i8, i32, i32, i1)

; The record ids used above are the positions in these lists.
; CHECK: !dx.resources = !{[[RES:![0-9]+]]}
; CHECK: !dx.shaderModel = !{[[SM:![0-9]+]]}
; CHECK: !dx.version = !{[[VER:![0-9]+]]}
; CHECK: [[RES]] = !{[[SRVS:![0-9]+]], [[UAVS:![0-9]+]], null, [[SMPS:![0-9]+]]}
; CHECK: [[SRVS]] = !{[[RA:![0-9]+]], [[RIB:![0-9]+]], [[RB:![0-9]+]], [[RARR:![0-9]+]], [[RIA:![0-9]+]], [[RSP1:![0-9]+]]}
; CHECK: [[RA]] = !{i32 0, ptr @A, !"A", i32 0, i32 0, i32 1, i32 2, i32 0, [[F32:![0-9]+]]}
; CHECK: [[F32]] = !{i32 0, i32 9}
; CHECK: [[RIB]] = !{i32 1, ptr @IB, !"IB", i32 0, i32 1, i32 1, i32 2, i32 0, [[F32]]}
; CHECK: [[RB]] = !{i32 2, ptr @B, !"B", i32 0, i32 2, i32 1, i32 2, i32 0, [[F32]]}
; CHECK: [[RARR]] = !{i32 3, ptr @Arr, !"Arr", i32 0, i32 3, i32 4, i32 2, i32 0, [[F32]]}
; CHECK: [[RIA]] = !{i32 4, ptr @IA, !"IA", i32 0, i32 7, i32 2, i32 2, i32 0, [[F32]]}
; CHECK: [[RSP1]] = !{i32 5, ptr @Sp1, !"Sp1", i32 1, i32 0, i32 1, i32 2, i32 0, [[F32]]}
; CHECK: [[UAVS]] = !{[[RIU:![0-9]+]], [[RRW:![0-9]+]]}
; CHECK: [[RIU]] = !{i32 0, ptr @IU, !"IU", i32 0, i32 0, i32 1, i32 2, i1 false, i1 false, i1 false, [[F32]]}
; CHECK: [[RRW]] = !{i32 1, ptr @RW, !"RW", i32 0, i32 1, i32 1, i32 2, i1 false, i1 false, i1 false, [[F32]]}
; CHECK: [[SMPS]] = !{[[RCS:![0-9]+]], [[RS:![0-9]+]]}
; CHECK: [[RCS]] = !{i32 0, ptr @CS, !"CS", i32 0, i32 0, i32 1, i32 1, null}
; CHECK: [[RS]] = !{i32 1, ptr @S, !"S", i32 0, i32 3, i32 1, i32 0, null}
; CHECK: [[SM]] = !{!"cs", i32 6, i32 0}
; CHECK: [[VER]] = !{i32 1, i32 0}

declare target("dx.Texture", <4 x float>, 0, 0, 0, 2) @llvm.dx.resource.handlefrombinding.tdx.Texture_v4f32_0_0_0_2t(i32, i32, i32, i32, ptr)
declare target("dx.Texture", float, 0, 0, 0, 2) @llvm.dx.resource.handlefrombinding.tdx.Texture_f32_0_0_0_2t(i32, i32, i32, i32, ptr)
declare target("dx.Texture", <4 x float>, 0, 0, 0, 2) @llvm.dx.resource.handlefromimplicitbinding.tdx.Texture_v4f32_0_0_0_2t(i32, i32, i32, i32, ptr)
declare target("dx.Texture", <4 x float>, 1, 0, 0, 2) @llvm.dx.resource.handlefrombinding.tdx.Texture_v4f32_1_0_0_2t(i32, i32, i32, i32, ptr)
declare target("dx.Texture", <4 x float>, 1, 0, 0, 2) @llvm.dx.resource.handlefromimplicitbinding.tdx.Texture_v4f32_1_0_0_2t(i32, i32, i32, i32, ptr)
declare target("dx.Sampler", 0) @llvm.dx.resource.handlefrombinding.tdx.Sampler_0t(i32, i32, i32, i32, ptr)
declare target("dx.Sampler", 1) @llvm.dx.resource.handlefrombinding.tdx.Sampler_1t(i32, i32, i32, i32, ptr)
declare i32 @llvm.dx.resource.nonuniformindex(i32)
declare <4 x float> @llvm.dx.resource.samplelevel.v4f32.tdx.Texture_v4f32_0_0_0_2t.tdx.Sampler_0t.v2f32.v2i32(target("dx.Texture", <4 x float>, 0, 0, 0, 2), target("dx.Sampler", 0), <2 x float>, float, <2 x i32>) #0
declare float @llvm.dx.resource.samplecmplevelzero.f32.tdx.Texture_f32_0_0_0_2t.tdx.Sampler_1t.v2f32.v2i32(target("dx.Texture", float, 0, 0, 0, 2), target("dx.Sampler", 1), <2 x float>, float, <2 x i32>) #0
declare <2 x i32> @llvm.dx.resource.getdimensions.xy.tdx.Texture_v4f32_0_0_0_2t(target("dx.Texture", <4 x float>, 0, 0, 0, 2)) #0
declare <2 x i32> @llvm.dx.resource.getdimensions.xy.tdx.Texture_v4f32_1_0_0_2t(target("dx.Texture", <4 x float>, 1, 0, 0, 2)) #0

attributes #0 = { nocallback nofree nosync nounwind willreturn memory(read) }
