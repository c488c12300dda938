; Pixel shaders compute derivatives at every shader model: at SM 6.0 texel-dxil
; lowers sample, samplebias.clamp, samplecmp and calculate.lod(.unclamped) in a
; pixel entry, with SM 6.0 handles: CreateHandle (57)
;   (i8 class, i32 record id within the class, i32 lower bound + index, i1 false)
; and no AnnotateHandle. Record ids follow the registers here (t0, t1 / s0, s1:
; ascending in register, name and declaration order alike).
;
; RUN: %opt -load-pass-plugin=%plugin -passes=texel-dxil,texel-dxil-verify-ops -S %s | FileCheck %s

target triple = "dxil-pc-shadermodel6.0-pixel"

;   Texture2D<float4>        Albedo : register(t0)
;   Texture2D<float>         Depth  : register(t1)
;   SamplerState             Linear : register(s0)
;   SamplerComparisonState   Shadow : register(s1)
@Albedo.name = private unnamed_addr constant [7 x i8] c"Albedo\00"
@Depth.name = private unnamed_addr constant [6 x i8] c"Depth\00"
@Linear.name = private unnamed_addr constant [7 x i8] c"Linear\00"
@Shadow.name = private unnamed_addr constant [7 x i8] c"Shadow\00"

; The DXIL types (DXIL.md, Operation calls).
; CHECK-DAG: %dx.types.Handle = type { ptr }
; CHECK-DAG: %dx.types.ResRet.f32 = type { float, float, float, float, i32 }

; sample with offset (-1, 2); the whole vector returned.
; CHECK-LABEL: define <4 x float> @ps_sample(<2 x float> %uv)
; CHECK: [[TEX:%.*]] = call %dx.types.Handle @dx.op.createHandle(i32 57, i8 0, i32 0, i32 0, i1 false)
; CHECK-NEXT: [[SAMP:%.*]] = call %dx.types.Handle @dx.op.createHandle(i32 57, i8 3, i32 0, i32 0, i1 false)
; CHECK-DAG: [[C0:%.*]] = extractelement <2 x float> %uv, i{{32|64}} 0
; CHECK-DAG: [[C1:%.*]] = extractelement <2 x float> %uv, i{{32|64}} 1
; CHECK: [[R:%.*]] = call %dx.types.ResRet.f32 @dx.op.sample.f32(i32 60, %dx.types.Handle [[TEX]], %dx.types.Handle [[SAMP]], float [[C0]], float [[C1]], float undef, float undef, i32 -1, i32 2, i32 undef, float undef)
; CHECK-DAG: [[X:%.*]] = extractvalue %dx.types.ResRet.f32 [[R]], 0
; CHECK-DAG: [[Y:%.*]] = extractvalue %dx.types.ResRet.f32 [[R]], 1
; CHECK-DAG: [[Z:%.*]] = extractvalue %dx.types.ResRet.f32 [[R]], 2
; CHECK-DAG: [[W:%.*]] = extractvalue %dx.types.ResRet.f32 [[R]], 3
; CHECK-DAG: [[V0:%.*]] = insertelement <4 x float> {{poison|undef}}, float [[X]], i{{32|64}} 0
; CHECK-DAG: [[V1:%.*]] = insertelement <4 x float> [[V0]], float [[Y]], i{{32|64}} 1
; CHECK-DAG: [[V2:%.*]] = insertelement <4 x float> [[V1]], float [[Z]], i{{32|64}} 2
; CHECK-DAG: [[V3:%.*]] = insertelement <4 x float> [[V2]], float [[W]], i{{32|64}} 3
; CHECK: ret <4 x float> [[V3]]
define <4 x float> @ps_sample(<2 x float> %uv) #0 {
entry:
  %tex = call target("dx.Texture", <4 x float>, 0, 0, 0, 2) @llvm.dx.resource.handlefrombinding.tdx.Texture_v4f32_0_0_0_2t(i32 0, i32 0, i32 1, i32 0, ptr @Albedo.name)
  %samp = call target("dx.Sampler", 0) @llvm.dx.resource.handlefrombinding.tdx.Sampler_0t(i32 0, i32 0, i32 1, i32 0, ptr @Linear.name)
  %r = call <4 x float> @llvm.dx.resource.sample.v4f32.tdx.Texture_v4f32_0_0_0_2t.tdx.Sampler_0t.v2f32.v2i32(target("dx.Texture", <4 x float>, 0, 0, 0, 2) %tex, target("dx.Sampler", 0) %samp, <2 x float> %uv, <2 x i32> <i32 -1, i32 2>)
  ret <4 x float> %r
}

; samplebias.clamp, zero offset; lane 1 read.
; CHECK-LABEL: define float @ps_samplebias_clamp(<2 x float> %uv, float %bias, float %clamp)
; CHECK: [[TEX:%.*]] = call %dx.types.Handle @dx.op.createHandle(i32 57, i8 0, i32 0, i32 0, i1 false)
; CHECK-NEXT: [[SAMP:%.*]] = call %dx.types.Handle @dx.op.createHandle(i32 57, i8 3, i32 0, i32 0, i1 false)
; CHECK-DAG: [[C0:%.*]] = extractelement <2 x float> %uv, i{{32|64}} 0
; CHECK-DAG: [[C1:%.*]] = extractelement <2 x float> %uv, i{{32|64}} 1
; CHECK: [[R:%.*]] = call %dx.types.ResRet.f32 @dx.op.sampleBias.f32(i32 61, %dx.types.Handle [[TEX]], %dx.types.Handle [[SAMP]], float [[C0]], float [[C1]], float undef, float undef, i32 undef, i32 undef, i32 undef, float %bias, float %clamp)
; CHECK-NEXT: [[Y:%.*]] = extractvalue %dx.types.ResRet.f32 [[R]], 1
; CHECK-NEXT: ret float [[Y]]
define float @ps_samplebias_clamp(<2 x float> %uv, float %bias, float %clamp) #0 {
entry:
  %tex = call target("dx.Texture", <4 x float>, 0, 0, 0, 2) @llvm.dx.resource.handlefrombinding.tdx.Texture_v4f32_0_0_0_2t(i32 0, i32 0, i32 1, i32 0, ptr @Albedo.name)
  %samp = call target("dx.Sampler", 0) @llvm.dx.resource.handlefrombinding.tdx.Sampler_0t(i32 0, i32 0, i32 1, i32 0, ptr @Linear.name)
  %r = call <4 x float> @llvm.dx.resource.samplebias.clamp.v4f32.tdx.Texture_v4f32_0_0_0_2t.tdx.Sampler_0t.v2f32.v2i32(target("dx.Texture", <4 x float>, 0, 0, 0, 2) %tex, target("dx.Sampler", 0) %samp, <2 x float> %uv, float %bias, <2 x i32> zeroinitializer, float %clamp)
  %y = extractelement <4 x float> %r, i32 1
  ret float %y
}

; samplecmp on the second SRV with the second sampler (record ids 1, register
; index 1 for both).
; CHECK-LABEL: define float @ps_samplecmp(<2 x float> %uv, float %ref)
; CHECK: [[TEX:%.*]] = call %dx.types.Handle @dx.op.createHandle(i32 57, i8 0, i32 1, i32 1, i1 false)
; CHECK-NEXT: [[SAMP:%.*]] = call %dx.types.Handle @dx.op.createHandle(i32 57, i8 3, i32 1, i32 1, i1 false)
; CHECK-DAG: [[C0:%.*]] = extractelement <2 x float> %uv, i{{32|64}} 0
; CHECK-DAG: [[C1:%.*]] = extractelement <2 x float> %uv, i{{32|64}} 1
; CHECK: [[R:%.*]] = call %dx.types.ResRet.f32 @dx.op.sampleCmp.f32(i32 64, %dx.types.Handle [[TEX]], %dx.types.Handle [[SAMP]], float [[C0]], float [[C1]], float undef, float undef, i32 undef, i32 undef, i32 undef, float %ref, float undef)
; CHECK-NEXT: [[X:%.*]] = extractvalue %dx.types.ResRet.f32 [[R]], 0
; CHECK-NEXT: ret float [[X]]
define float @ps_samplecmp(<2 x float> %uv, float %ref) #0 {
entry:
  %tex = call target("dx.Texture", float, 0, 0, 0, 2) @llvm.dx.resource.handlefrombinding.tdx.Texture_f32_0_0_0_2t(i32 0, i32 1, i32 1, i32 0, ptr @Depth.name)
  %samp = call target("dx.Sampler", 1) @llvm.dx.resource.handlefrombinding.tdx.Sampler_1t(i32 0, i32 1, i32 1, i32 0, ptr @Shadow.name)
  %r = call float @llvm.dx.resource.samplecmp.f32.tdx.Texture_f32_0_0_0_2t.tdx.Sampler_1t.v2f32.v2i32(target("dx.Texture", float, 0, 0, 0, 2) %tex, target("dx.Sampler", 1) %samp, <2 x float> %uv, float %ref, <2 x i32> zeroinitializer)
  ret float %r
}

; calculate.lod and calculate.lod.unclamped.
; CHECK-LABEL: define float @ps_lod(<2 x float> %uv, <2 x float> %st)
; CHECK: [[TEX:%.*]] = call %dx.types.Handle @dx.op.createHandle(i32 57, i8 0, i32 0, i32 0, i1 false)
; CHECK-NEXT: [[SAMP:%.*]] = call %dx.types.Handle @dx.op.createHandle(i32 57, i8 3, i32 0, i32 0, i1 false)
; CHECK-DAG: [[C0:%.*]] = extractelement <2 x float> %uv, i{{32|64}} 0
; CHECK-DAG: [[C1:%.*]] = extractelement <2 x float> %uv, i{{32|64}} 1
; CHECK: [[A:%.*]] = call float @dx.op.calculateLOD.f32(i32 81, %dx.types.Handle [[TEX]], %dx.types.Handle [[SAMP]], float [[C0]], float [[C1]], float undef, i1 true)
; CHECK-DAG: [[D0:%.*]] = extractelement <2 x float> %st, i{{32|64}} 0
; CHECK-DAG: [[D1:%.*]] = extractelement <2 x float> %st, i{{32|64}} 1
; CHECK: [[B:%.*]] = call float @dx.op.calculateLOD.f32(i32 81, %dx.types.Handle [[TEX]], %dx.types.Handle [[SAMP]], float [[D0]], float [[D1]], float undef, i1 false)
; CHECK-NEXT: [[S:%.*]] = fsub float [[B]], [[A]]
; CHECK-NEXT: ret float [[S]]
define float @ps_lod(<2 x float> %uv, <2 x float> %st) #0 {
entry:
  %tex = call target("dx.Texture", <4 x float>, 0, 0, 0, 2) @llvm.dx.resource.handlefrombinding.tdx.Texture_v4f32_0_0_0_2t(i32 0, i32 0, i32 1, i32 0, ptr @Albedo.name)
  %samp = call target("dx.Sampler", 0) @llvm.dx.resource.handlefrombinding.tdx.Sampler_0t(i32 0, i32 0, i32 1, i32 0, ptr @Linear.name)
  %a = call float @llvm.dx.resource.calculate.lod.tdx.Texture_v4f32_0_0_0_2t.tdx.Sampler_0t.v2f32(target("dx.Texture", <4 x float>, 0, 0, 0, 2) %tex, target("dx.Sampler", 0) %samp, <2 x float> %uv)
  %b = call float @llvm.dx.resource.calculate.lod.unclamped.tdx.Texture_v4f32_0_0_0_2t.tdx.Sampler_0t.v2f32(target("dx.Texture", <4 x float>, 0, 0, 0, 2) %tex, target("dx.Sampler", 0) %samp, <2 x float> %st)
  %s = fsub float %b, %a
  ret float %s
}

; No SM 6.6 handle ops below SM 6.6, and nothing of the intrinsics left.
; CHECK-NOT: @llvm.dx.resource
; CHECK-NOT: @dx.op.createHandleFromBinding
; CHECK-NOT: @dx.op.annotateHandle

; One declaration per (class, overload), with the parameters of the op table.
; CHECK-DAG: declare float @dx.op.calculateLOD.f32(i32, %dx.types.Handle, %dx.types.Handle, float, float, float, i1)
; CHECK-DAG: declare %dx.types.Handle @dx.op.createHandle(i32, i8, i32, i32, i1)
; CHECK-DAG: declare %dx.types.ResRet.f32 @dx.op.sample.f32(i32, %dx.types.Handle, %dx.types.Handle, float, float, float, float, i32, i32, i32, float)
; CHECK-DAG: declare %dx.types.ResRet.f32 @dx.op.sampleBias.f32(i32, %dx.types.Handle, %dx.types.Handle, float, float, float, float, i32, i32, i32, float, float)
; CHECK-DAG: declare %dx.types.ResRet.f32 @dx.op.sampleCmp.f32(i32, %dx.types.Handle, %dx.types.Handle, float, float, float, float, i32, i32, i32, float, float)

declare target("dx.Texture", <4 x float>, 0, 0, 0, 2) @llvm.dx.resource.handlefrombinding.tdx.Texture_v4f32_0_0_0_2t(i32, i32, i32, i32, ptr) #1
declare target("dx.Texture", float, 0, 0, 0, 2) @llvm.dx.resource.handlefrombinding.tdx.Texture_f32_0_0_0_2t(i32, i32, i32, i32, ptr) #1
declare target("dx.Sampler", 0) @llvm.dx.resource.handlefrombinding.tdx.Sampler_0t(i32, i32, i32, i32, ptr) #1
declare target("dx.Sampler", 1) @llvm.dx.resource.handlefrombinding.tdx.Sampler_1t(i32, i32, i32, i32, ptr) #1
declare <4 x float> @llvm.dx.resource.sample.v4f32.tdx.Texture_v4f32_0_0_0_2t.tdx.Sampler_0t.v2f32.v2i32(target("dx.Texture", <4 x float>, 0, 0, 0, 2), target("dx.Sampler", 0), <2 x float>, <2 x i32>) #2
declare <4 x float> @llvm.dx.resource.samplebias.clamp.v4f32.tdx.Texture_v4f32_0_0_0_2t.tdx.Sampler_0t.v2f32.v2i32(target("dx.Texture", <4 x float>, 0, 0, 0, 2), target("dx.Sampler", 0), <2 x float>, float, <2 x i32>, float) #2
declare float @llvm.dx.resource.samplecmp.f32.tdx.Texture_f32_0_0_0_2t.tdx.Sampler_1t.v2f32.v2i32(target("dx.Texture", float, 0, 0, 0, 2), target("dx.Sampler", 1), <2 x float>, float, <2 x i32>) #2
declare float @llvm.dx.resource.calculate.lod.tdx.Texture_v4f32_0_0_0_2t.tdx.Sampler_0t.v2f32(target("dx.Texture", <4 x float>, 0, 0, 0, 2), target("dx.Sampler", 0), <2 x float>) #2
declare float @llvm.dx.resource.calculate.lod.unclamped.tdx.Texture_v4f32_0_0_0_2t.tdx.Sampler_0t.v2f32(target("dx.Texture", <4 x float>, 0, 0, 0, 2), target("dx.Sampler", 0), <2 x float>) #2

attributes #0 = { "hlsl.shader"="pixel" }
attributes #1 = { nocallback nofree nosync nounwind willreturn memory(none) }
attributes #2 = { convergent nocallback nofree nosync nounwind willreturn memory(read) }
