; Handle creation at SM 6.6 (DXIL 1.6) and above (DXIL.md, "Handles"):
;   %b = call %dx.types.Handle @dx.op.createHandleFromBinding(i32 217, %dx.types.ResBind { lb, ub, space, i8 class }, i32 lb + index, i1 nonUniform)
;   %h = call %dx.types.Handle @dx.op.annotateHandle(i32 216, %dx.types.Handle %b, %dx.types.ResourceProperties { w0, w1 })
; for SRVs (class 0), UAVs (1) and samplers (3, comparison samplers {32782, 0});
; arrays with a constant, a dynamic and a NonUniformResourceIndex index
; (nonUniform only when the range is > 1), an unbounded array (ub -1), and
; implicit bindings assigned in orderId order to the first free register of
; their class and space around the explicit ones, arrays reserving their whole
; range, an unused resource reserving nothing.
;
; RUN: %opt -load-pass-plugin=%plugin -passes=texel-dxil,texel-dxil-verify -S %s | FileCheck %s
; RUN: %opt -load-pass-plugin=%plugin -passes=texel-dxil,texel-dxil-verify -S %s | FileCheck %s --check-prefix=NODX
; NODX-NOT: llvm.dx.
; NODX-NOT: @Unused =

target triple = "dxil-pc-shadermodel6.6-compute"

@A.name = private unnamed_addr constant [2 x i8] c"A\00"
@Arr.name = private unnamed_addr constant [4 x i8] c"Arr\00"
@Shadow.name = private unnamed_addr constant [7 x i8] c"Shadow\00"
@Unb.name = private unnamed_addr constant [4 x i8] c"Unb\00"
@I0.name = private unnamed_addr constant [3 x i8] c"I0\00"
@I1.name = private unnamed_addr constant [3 x i8] c"I1\00"
@I2.name = private unnamed_addr constant [3 x i8] c"I2\00"
@I3.name = private unnamed_addr constant [3 x i8] c"I3\00"
@Unused.name = private unnamed_addr constant [7 x i8] c"Unused\00"
@RW.name = private unnamed_addr constant [3 x i8] c"RW\00"
@IU.name = private unnamed_addr constant [3 x i8] c"IU\00"
@S.name = private unnamed_addr constant [2 x i8] c"S\00"
@CS.name = private unnamed_addr constant [3 x i8] c"CS\00"
@IS.name = private unnamed_addr constant [3 x i8] c"IS\00"

; Bindings, in HLSL:
;   Texture2D<float4> A : register(t0);
;   Texture2D<float4> Arr[4] : register(t2);          // t2..t5
;   Texture2D<float> Shadow : register(t9);
;   Texture2D<float4> Unb[] : register(t10, space2);  // unbounded
;   Texture2D<float4> Unused;                          // orderId 0, never used
;   Texture2D<float4> I0;                              // orderId 1 -> t1
;   Texture2D<float4> I1[2];                           // orderId 2 -> t6..t7 (t1 taken, t2..t5 too)
;   Texture2D<float4> I2;                              // orderId 3 -> t8
;   Texture2D<float4> I3 : register(space1);           // orderId 4 -> t0, space 1
;   RWTexture2D<float4> RW : register(u0);
;   RWTexture2D<float4> IU;                            // orderId 5 -> u1
;   SamplerState S : register(s0);
;   SamplerComparisonState CS : register(s1);
;   SamplerState IS;                                   // orderId 6 -> s2
; The implicit ones are created out of orderId order on purpose.

; CHECK-LABEL: define void @bindings(i32 %i, i32 %j, float %lod, float %cmp) {
; A: t0, space 0, SRV: all zeros.
; CHECK-NEXT: [[AB:%.*]] = call %dx.types.Handle @dx.op.createHandleFromBinding(i32 217, %dx.types.ResBind zeroinitializer, i32 0, i1 false)
; CHECK-NEXT: [[A:%.*]] = call %dx.types.Handle @dx.op.annotateHandle(i32 216, %dx.types.Handle [[AB]], %dx.types.ResourceProperties { i32 2, i32 1033 })
; Arr[3]: index 2 + 3.
; CHECK-NEXT: [[ARR3B:%.*]] = call %dx.types.Handle @dx.op.createHandleFromBinding(i32 217, %dx.types.ResBind { i32 2, i32 5, i32 0, i8 0 }, i32 5, i1 false)
; CHECK-NEXT: [[ARR3:%.*]] = call %dx.types.Handle @dx.op.annotateHandle(i32 216, %dx.types.Handle [[ARR3B]], %dx.types.ResourceProperties { i32 2, i32 1033 })
; Arr[i]: index 2 + i.
; CHECK-NEXT: [[IDXI:%.*]] = add i32 2, %i
; CHECK-NEXT: [[ARRIB:%.*]] = call %dx.types.Handle @dx.op.createHandleFromBinding(i32 217, %dx.types.ResBind { i32 2, i32 5, i32 0, i8 0 }, i32 [[IDXI]], i1 false)
; CHECK-NEXT: [[ARRI:%.*]] = call %dx.types.Handle @dx.op.annotateHandle(i32 216, %dx.types.Handle [[ARRIB]], %dx.types.ResourceProperties { i32 2, i32 1033 })
; Arr[NonUniformResourceIndex(j)]: the marker is dropped, nonUniform is true.
; CHECK-NEXT: [[IDXJ:%.*]] = add i32 2, %j
; CHECK-NEXT: [[ARRJB:%.*]] = call %dx.types.Handle @dx.op.createHandleFromBinding(i32 217, %dx.types.ResBind { i32 2, i32 5, i32 0, i8 0 }, i32 [[IDXJ]], i1 true)
; CHECK-NEXT: [[ARRJ:%.*]] = call %dx.types.Handle @dx.op.annotateHandle(i32 216, %dx.types.Handle [[ARRJB]], %dx.types.ResourceProperties { i32 2, i32 1033 })
; Shadow with a NonUniformResourceIndex(0): range 1, so nonUniform stays false.
; Properties {2, F32 9 | 1 << 8 = 265}.
; CHECK-NEXT: [[SHB:%.*]] = call %dx.types.Handle @dx.op.createHandleFromBinding(i32 217, %dx.types.ResBind { i32 9, i32 9, i32 0, i8 0 }, i32 9, i1 false)
; CHECK-NEXT: [[SH:%.*]] = call %dx.types.Handle @dx.op.annotateHandle(i32 216, %dx.types.Handle [[SHB]], %dx.types.ResourceProperties { i32 2, i32 265 })
; Unb[i]: unbounded, ub = -1, space 2.
; CHECK-NEXT: [[IDXU:%.*]] = add i32 10, %i
; CHECK-NEXT: [[UNBB:%.*]] = call %dx.types.Handle @dx.op.createHandleFromBinding(i32 217, %dx.types.ResBind { i32 10, i32 -1, i32 2, i8 0 }, i32 [[IDXU]], i1 false)
; CHECK-NEXT: [[UNB:%.*]] = call %dx.types.Handle @dx.op.annotateHandle(i32 216, %dx.types.Handle [[UNBB]], %dx.types.ResourceProperties { i32 2, i32 1033 })
; I2 -> t8.
; CHECK-NEXT: [[I2B:%.*]] = call %dx.types.Handle @dx.op.createHandleFromBinding(i32 217, %dx.types.ResBind { i32 8, i32 8, i32 0, i8 0 }, i32 8, i1 false)
; CHECK-NEXT: [[I2:%.*]] = call %dx.types.Handle @dx.op.annotateHandle(i32 216, %dx.types.Handle [[I2B]], %dx.types.ResourceProperties { i32 2, i32 1033 })
; I3 -> t0 in space 1.
; CHECK-NEXT: [[I3B:%.*]] = call %dx.types.Handle @dx.op.createHandleFromBinding(i32 217, %dx.types.ResBind { i32 0, i32 0, i32 1, i8 0 }, i32 0, i1 false)
; CHECK-NEXT: [[I3:%.*]] = call %dx.types.Handle @dx.op.annotateHandle(i32 216, %dx.types.Handle [[I3B]], %dx.types.ResourceProperties { i32 2, i32 1033 })
; I1[1] -> t6..t7, index 6 + 1.
; CHECK-NEXT: [[I1B:%.*]] = call %dx.types.Handle @dx.op.createHandleFromBinding(i32 217, %dx.types.ResBind { i32 6, i32 7, i32 0, i8 0 }, i32 7, i1 false)
; CHECK-NEXT: [[I1:%.*]] = call %dx.types.Handle @dx.op.annotateHandle(i32 216, %dx.types.Handle [[I1B]], %dx.types.ResourceProperties { i32 2, i32 1033 })
; Unused: removed, nothing created. I0 -> t1.
; CHECK-NEXT: [[I0B:%.*]] = call %dx.types.Handle @dx.op.createHandleFromBinding(i32 217, %dx.types.ResBind { i32 1, i32 1, i32 0, i8 0 }, i32 1, i1 false)
; CHECK-NEXT: [[I0:%.*]] = call %dx.types.Handle @dx.op.annotateHandle(i32 216, %dx.types.Handle [[I0B]], %dx.types.ResourceProperties { i32 2, i32 1033 })
; IU -> u1 (UAVs count separately); properties {4098, 1033}.
; CHECK-NEXT: [[IUB:%.*]] = call %dx.types.Handle @dx.op.createHandleFromBinding(i32 217, %dx.types.ResBind { i32 1, i32 1, i32 0, i8 1 }, i32 1, i1 false)
; CHECK-NEXT: [[IU:%.*]] = call %dx.types.Handle @dx.op.annotateHandle(i32 216, %dx.types.Handle [[IUB]], %dx.types.ResourceProperties { i32 4098, i32 1033 })
; CHECK-NEXT: [[RWB:%.*]] = call %dx.types.Handle @dx.op.createHandleFromBinding(i32 217, %dx.types.ResBind { i32 0, i32 0, i32 0, i8 1 }, i32 0, i1 false)
; CHECK-NEXT: [[RW:%.*]] = call %dx.types.Handle @dx.op.annotateHandle(i32 216, %dx.types.Handle [[RWB]], %dx.types.ResourceProperties { i32 4098, i32 1033 })
; Samplers: class 3; SamplerState {14, 0}, SamplerComparisonState {32782, 0}.
; CHECK-NEXT: [[SB:%.*]] = call %dx.types.Handle @dx.op.createHandleFromBinding(i32 217, %dx.types.ResBind { i32 0, i32 0, i32 0, i8 3 }, i32 0, i1 false)
; CHECK-NEXT: [[S:%.*]] = call %dx.types.Handle @dx.op.annotateHandle(i32 216, %dx.types.Handle [[SB]], %dx.types.ResourceProperties { i32 14, i32 0 })
; CHECK-NEXT: [[CSB:%.*]] = call %dx.types.Handle @dx.op.createHandleFromBinding(i32 217, %dx.types.ResBind { i32 1, i32 1, i32 0, i8 3 }, i32 1, i1 false)
; CHECK-NEXT: [[CS:%.*]] = call %dx.types.Handle @dx.op.annotateHandle(i32 216, %dx.types.Handle [[CSB]], %dx.types.ResourceProperties { i32 32782, i32 0 })
; CHECK-NEXT: [[ISB:%.*]] = call %dx.types.Handle @dx.op.createHandleFromBinding(i32 217, %dx.types.ResBind { i32 2, i32 2, i32 0, i8 3 }, i32 2, i1 false)
; CHECK-NEXT: [[IS:%.*]] = call %dx.types.Handle @dx.op.annotateHandle(i32 216, %dx.types.Handle [[ISB]], %dx.types.ResourceProperties { i32 14, i32 0 })
; Every handle reaches its op.
; CHECK-NEXT: {{%.*}} = call %dx.types.ResRet.f32 @dx.op.sampleLevel.f32(i32 62, %dx.types.Handle [[A]], %dx.types.Handle [[S]], float 5.000000e-01, float 2.500000e-01, float undef, float undef, i32 undef, i32 undef, i32 undef, float %lod)
; CHECK-NEXT: {{%.*}} = call %dx.types.Dimensions @dx.op.getDimensions(i32 72, %dx.types.Handle [[ARR3]], i32 0)
; CHECK-NEXT: {{%.*}} = call %dx.types.Dimensions @dx.op.getDimensions(i32 72, %dx.types.Handle [[ARRI]], i32 0)
; CHECK-NEXT: {{%.*}} = call %dx.types.Dimensions @dx.op.getDimensions(i32 72, %dx.types.Handle [[ARRJ]], i32 0)
; CHECK-NEXT: [[C:%.*]] = call %dx.types.ResRet.f32 @dx.op.sampleCmpLevelZero.f32(i32 65, %dx.types.Handle [[SH]], %dx.types.Handle [[CS]], float 5.000000e-01, float 2.500000e-01, float undef, float undef, i32 undef, i32 undef, i32 undef, float %cmp)
; CHECK-NEXT: [[CV:%.*]] = extractvalue %dx.types.ResRet.f32 [[C]], 0
; CHECK-NEXT: store float [[CV]], ptr @out.f32, align 4
; CHECK-NEXT: {{%.*}} = call %dx.types.Dimensions @dx.op.getDimensions(i32 72, %dx.types.Handle [[UNB]], i32 0)
; CHECK-NEXT: {{%.*}} = call %dx.types.Dimensions @dx.op.getDimensions(i32 72, %dx.types.Handle [[I2]], i32 0)
; CHECK-NEXT: {{%.*}} = call %dx.types.Dimensions @dx.op.getDimensions(i32 72, %dx.types.Handle [[I3]], i32 0)
; CHECK-NEXT: {{%.*}} = call %dx.types.Dimensions @dx.op.getDimensions(i32 72, %dx.types.Handle [[I1]], i32 0)
; CHECK-NEXT: {{%.*}} = call %dx.types.ResRet.f32 @dx.op.sampleLevel.f32(i32 62, %dx.types.Handle [[I0]], %dx.types.Handle [[IS]], float 5.000000e-01, float 2.500000e-01, float undef, float undef, i32 undef, i32 undef, i32 undef, float %lod)
; CHECK-NEXT: {{%.*}} = call %dx.types.Dimensions @dx.op.getDimensions(i32 72, %dx.types.Handle [[IU]], i32 undef)
; CHECK-NEXT: {{%.*}} = call %dx.types.Dimensions @dx.op.getDimensions(i32 72, %dx.types.Handle [[RW]], i32 undef)
; CHECK-NEXT: ret void
define void @bindings(i32 %i, i32 %j, float %lod, float %cmp) {
  %a = call target("dx.Texture", <4 x float>, 0, 0, 0, 2) @llvm.dx.resource.handlefrombinding.tdx.Texture_v4f32_0_0_0_2t(i32 0, i32 0, i32 1, i32 0, ptr @A.name)
  %arr3 = call target("dx.Texture", <4 x float>, 0, 0, 0, 2) @llvm.dx.resource.handlefrombinding.tdx.Texture_v4f32_0_0_0_2t(i32 0, i32 2, i32 4, i32 3, ptr @Arr.name)
  %arri = call target("dx.Texture", <4 x float>, 0, 0, 0, 2) @llvm.dx.resource.handlefrombinding.tdx.Texture_v4f32_0_0_0_2t(i32 0, i32 2, i32 4, i32 %i, ptr @Arr.name)
  %nuj = call i32 @llvm.dx.resource.nonuniformindex(i32 %j)
  %arrj = call target("dx.Texture", <4 x float>, 0, 0, 0, 2) @llvm.dx.resource.handlefrombinding.tdx.Texture_v4f32_0_0_0_2t(i32 0, i32 2, i32 4, i32 %nuj, ptr @Arr.name)
  %nu0 = call i32 @llvm.dx.resource.nonuniformindex(i32 0)
  %shadow = call target("dx.Texture", float, 0, 0, 0, 2) @llvm.dx.resource.handlefrombinding.tdx.Texture_f32_0_0_0_2t(i32 0, i32 9, i32 1, i32 %nu0, ptr @Shadow.name)
  %unb = call target("dx.Texture", <4 x float>, 0, 0, 0, 2) @llvm.dx.resource.handlefrombinding.tdx.Texture_v4f32_0_0_0_2t(i32 2, i32 10, i32 -1, i32 %i, ptr @Unb.name)
  %i2 = call target("dx.Texture", <4 x float>, 0, 0, 0, 2) @llvm.dx.resource.handlefromimplicitbinding.tdx.Texture_v4f32_0_0_0_2t(i32 3, i32 0, i32 1, i32 0, ptr @I2.name)
  %i3 = call target("dx.Texture", <4 x float>, 0, 0, 0, 2) @llvm.dx.resource.handlefromimplicitbinding.tdx.Texture_v4f32_0_0_0_2t(i32 4, i32 1, i32 1, i32 0, ptr @I3.name)
  %i1 = call target("dx.Texture", <4 x float>, 0, 0, 0, 2) @llvm.dx.resource.handlefromimplicitbinding.tdx.Texture_v4f32_0_0_0_2t(i32 2, i32 0, i32 2, i32 1, ptr @I1.name)
  %unused = call target("dx.Texture", <4 x float>, 0, 0, 0, 2) @llvm.dx.resource.handlefromimplicitbinding.tdx.Texture_v4f32_0_0_0_2t(i32 0, i32 0, i32 1, i32 0, ptr @Unused.name)
  %i0 = call target("dx.Texture", <4 x float>, 0, 0, 0, 2) @llvm.dx.resource.handlefromimplicitbinding.tdx.Texture_v4f32_0_0_0_2t(i32 1, i32 0, i32 1, i32 0, ptr @I0.name)
  %iu = call target("dx.Texture", <4 x float>, 1, 0, 0, 2) @llvm.dx.resource.handlefromimplicitbinding.tdx.Texture_v4f32_1_0_0_2t(i32 5, i32 0, i32 1, i32 0, ptr @IU.name)
  %rw = call target("dx.Texture", <4 x float>, 1, 0, 0, 2) @llvm.dx.resource.handlefrombinding.tdx.Texture_v4f32_1_0_0_2t(i32 0, i32 0, i32 1, i32 0, ptr @RW.name)
  %s = call target("dx.Sampler", 0) @llvm.dx.resource.handlefrombinding.tdx.Sampler_0t(i32 0, i32 0, i32 1, i32 0, ptr @S.name)
  %cs = call target("dx.Sampler", 1) @llvm.dx.resource.handlefrombinding.tdx.Sampler_1t(i32 0, i32 1, i32 1, i32 0, ptr @CS.name)
  %is = call target("dx.Sampler", 0) @llvm.dx.resource.handlefromimplicitbinding.tdx.Sampler_0t(i32 6, i32 0, i32 1, i32 0, ptr @IS.name)
  %sa = call <4 x float> @llvm.dx.resource.samplelevel.v4f32.tdx.Texture_v4f32_0_0_0_2t.tdx.Sampler_0t.v2f32.v2i32(target("dx.Texture", <4 x float>, 0, 0, 0, 2) %a, target("dx.Sampler", 0) %s, <2 x float> <float 0.5, float 0.25>, float %lod, <2 x i32> zeroinitializer)
  %d0 = call <2 x i32> @llvm.dx.resource.getdimensions.xy.tdx.Texture_v4f32_0_0_0_2t(target("dx.Texture", <4 x float>, 0, 0, 0, 2) %arr3)
  %d1 = call <2 x i32> @llvm.dx.resource.getdimensions.xy.tdx.Texture_v4f32_0_0_0_2t(target("dx.Texture", <4 x float>, 0, 0, 0, 2) %arri)
  %d2 = call <2 x i32> @llvm.dx.resource.getdimensions.xy.tdx.Texture_v4f32_0_0_0_2t(target("dx.Texture", <4 x float>, 0, 0, 0, 2) %arrj)
  %c = call float @llvm.dx.resource.samplecmplevelzero.f32.tdx.Texture_f32_0_0_0_2t.tdx.Sampler_1t.v2f32.v2i32(target("dx.Texture", float, 0, 0, 0, 2) %shadow, target("dx.Sampler", 1) %cs, <2 x float> <float 0.5, float 0.25>, float %cmp, <2 x i32> zeroinitializer)
  store float %c, ptr @out.f32, align 4
  %d3 = call <2 x i32> @llvm.dx.resource.getdimensions.xy.tdx.Texture_v4f32_0_0_0_2t(target("dx.Texture", <4 x float>, 0, 0, 0, 2) %unb)
  %d4 = call <2 x i32> @llvm.dx.resource.getdimensions.xy.tdx.Texture_v4f32_0_0_0_2t(target("dx.Texture", <4 x float>, 0, 0, 0, 2) %i2)
  %d5 = call <2 x i32> @llvm.dx.resource.getdimensions.xy.tdx.Texture_v4f32_0_0_0_2t(target("dx.Texture", <4 x float>, 0, 0, 0, 2) %i3)
  %d6 = call <2 x i32> @llvm.dx.resource.getdimensions.xy.tdx.Texture_v4f32_0_0_0_2t(target("dx.Texture", <4 x float>, 0, 0, 0, 2) %i1)
  %si = call <4 x float> @llvm.dx.resource.samplelevel.v4f32.tdx.Texture_v4f32_0_0_0_2t.tdx.Sampler_0t.v2f32.v2i32(target("dx.Texture", <4 x float>, 0, 0, 0, 2) %i0, target("dx.Sampler", 0) %is, <2 x float> <float 0.5, float 0.25>, float %lod, <2 x i32> zeroinitializer)
  %d7 = call <2 x i32> @llvm.dx.resource.getdimensions.xy.tdx.Texture_v4f32_1_0_0_2t(target("dx.Texture", <4 x float>, 1, 0, 0, 2) %iu)
  %d8 = call <2 x i32> @llvm.dx.resource.getdimensions.xy.tdx.Texture_v4f32_1_0_0_2t(target("dx.Texture", <4 x float>, 1, 0, 0, 2) %rw)
  ret void
}

; The records, by class, space and register; the implicit ones at their
; assigned registers, the unused one absent, the unbounded array with range -1.
; CHECK: !dx.resources = !{[[RES:![0-9]+]]}
; CHECK: [[RES]] = !{[[SRVS:![0-9]+]], [[UAVS:![0-9]+]], null, [[SMPS:![0-9]+]]}
; CHECK: [[SRVS]] = !{[[RA:![0-9]+]], [[RI0:![0-9]+]], [[RARR:![0-9]+]], [[RI1:![0-9]+]], [[RI2:![0-9]+]], [[RSH:![0-9]+]], [[RI3:![0-9]+]], [[RUNB:![0-9]+]]}
; CHECK: [[RA]] = !{i32 0, ptr @A, !"A", i32 0, i32 0, i32 1, i32 2, i32 0, [[F32:![0-9]+]]}
; CHECK: [[F32]] = !{i32 0, i32 9}
; CHECK: [[RI0]] = !{i32 1, ptr @I0, !"I0", i32 0, i32 1, i32 1, i32 2, i32 0, [[F32]]}
; CHECK: [[RARR]] = !{i32 2, ptr @Arr, !"Arr", i32 0, i32 2, i32 4, i32 2, i32 0, [[F32]]}
; CHECK: [[RI1]] = !{i32 3, ptr @I1, !"I1", i32 0, i32 6, i32 2, i32 2, i32 0, [[F32]]}
; CHECK: [[RI2]] = !{i32 4, ptr @I2, !"I2", i32 0, i32 8, i32 1, i32 2, i32 0, [[F32]]}
; CHECK: [[RSH]] = !{i32 5, ptr @Shadow, !"Shadow", i32 0, i32 9, i32 1, i32 2, i32 0, [[F32]]}
; CHECK: [[RI3]] = !{i32 6, ptr @I3, !"I3", i32 1, i32 0, i32 1, i32 2, i32 0, [[F32]]}
; CHECK: [[RUNB]] = !{i32 7, ptr @Unb, !"Unb", i32 2, i32 10, i32 -1, i32 2, i32 0, [[F32]]}
; CHECK: [[UAVS]] = !{[[RRW:![0-9]+]], [[RIU:![0-9]+]]}
; CHECK: [[RRW]] = !{i32 0, ptr @RW, !"RW", i32 0, i32 0, i32 1, i32 2, i1 false, i1 false, i1 false, [[F32]]}
; CHECK: [[RIU]] = !{i32 1, ptr @IU, !"IU", i32 0, i32 1, i32 1, i32 2, i1 false, i1 false, i1 false, [[F32]]}
; CHECK: [[SMPS]] = !{[[RS:![0-9]+]], [[RCS:![0-9]+]], [[RIS:![0-9]+]]}
; CHECK: [[RS]] = !{i32 0, ptr @S, !"S", i32 0, i32 0, i32 1, i32 0, null}
; CHECK: [[RCS]] = !{i32 1, ptr @CS, !"CS", i32 0, i32 1, i32 1, i32 1, null}
; CHECK: [[RIS]] = !{i32 2, ptr @IS, !"IS", i32 0, i32 2, i32 1, i32 0, null}

@out.f32 = global float 0.000000e+00, align 4

declare target("dx.Texture", <4 x float>, 0, 0, 0, 2) @llvm.dx.resource.handlefrombinding.tdx.Texture_v4f32_0_0_0_2t(i32, i32, i32, i32, ptr)
declare target("dx.Texture", float, 0, 0, 0, 2) @llvm.dx.resource.handlefrombinding.tdx.Texture_f32_0_0_0_2t(i32, i32, i32, i32, ptr)
declare target("dx.Texture", <4 x float>, 0, 0, 0, 2) @llvm.dx.resource.handlefromimplicitbinding.tdx.Texture_v4f32_0_0_0_2t(i32, i32, i32, i32, ptr)
declare target("dx.Texture", <4 x float>, 1, 0, 0, 2) @llvm.dx.resource.handlefromimplicitbinding.tdx.Texture_v4f32_1_0_0_2t(i32, i32, i32, i32, ptr)
declare target("dx.Texture", <4 x float>, 1, 0, 0, 2) @llvm.dx.resource.handlefrombinding.tdx.Texture_v4f32_1_0_0_2t(i32, i32, i32, i32, ptr)
declare target("dx.Sampler", 0) @llvm.dx.resource.handlefrombinding.tdx.Sampler_0t(i32, i32, i32, i32, ptr)
declare target("dx.Sampler", 1) @llvm.dx.resource.handlefrombinding.tdx.Sampler_1t(i32, i32, i32, i32, ptr)
declare target("dx.Sampler", 0) @llvm.dx.resource.handlefromimplicitbinding.tdx.Sampler_0t(i32, i32, i32, i32, ptr)
declare i32 @llvm.dx.resource.nonuniformindex(i32)
declare <4 x float> @llvm.dx.resource.samplelevel.v4f32.tdx.Texture_v4f32_0_0_0_2t.tdx.Sampler_0t.v2f32.v2i32(target("dx.Texture", <4 x float>, 0, 0, 0, 2), target("dx.Sampler", 0), <2 x float>, float, <2 x i32>) #0
declare float @llvm.dx.resource.samplecmplevelzero.f32.tdx.Texture_f32_0_0_0_2t.tdx.Sampler_1t.v2f32.v2i32(target("dx.Texture", float, 0, 0, 0, 2), target("dx.Sampler", 1), <2 x float>, float, <2 x i32>) #0
declare <2 x i32> @llvm.dx.resource.getdimensions.xy.tdx.Texture_v4f32_0_0_0_2t(target("dx.Texture", <4 x float>, 0, 0, 0, 2)) #0
declare <2 x i32> @llvm.dx.resource.getdimensions.xy.tdx.Texture_v4f32_1_0_0_2t(target("dx.Texture", <4 x float>, 1, 0, 0, 2)) #0

attributes #0 = { nocallback nofree nosync nounwind willreturn memory(read) }
