; From SM 6.8 CalculateLOD (81) may take a SamplerComparisonState: texel-dxil
; lowers calculate.lod and calculate.lod.unclamped with the comparison sampler
; handle (properties 32782) exactly as with a default sampler. Texture2D<float>
; and TextureCube<float4>; compute with a 2x2x1 group (X and Y even).
;
; RUN: %opt -load-pass-plugin=%plugin -passes=texel-dxil,texel-dxil-verify-ops -S %s | FileCheck %s

target triple = "dxil-pc-shadermodel6.8-compute"

;   Texture2D<float>         ShadowMap : register(t3, space2)
;   TextureCube<float4>      ShadowCube: register(t4, space2)
;   SamplerComparisonState   Cmp       : register(s9, space2)
@ShadowMap.name = private unnamed_addr constant [10 x i8] c"ShadowMap\00"
@ShadowCube.name = private unnamed_addr constant [11 x i8] c"ShadowCube\00"
@Cmp.name = private unnamed_addr constant [4 x i8] c"Cmp\00"

; The DXIL types (DXIL.md, Operation calls).
; CHECK-DAG: %dx.types.Handle = type { ptr }
; CHECK-DAG: %dx.types.ResBind = type { i32, i32, i32, i8 }
; CHECK-DAG: %dx.types.ResourceProperties = type { i32, i32 }

; CHECK-LABEL: define float @lod_with_comparison_sampler(<2 x float> %uv, <3 x float> %dir)
; CHECK: [[B0:%.*]] = call %dx.types.Handle @dx.op.createHandleFromBinding(i32 217, %dx.types.ResBind { i32 3, i32 3, i32 2, i8 0 }, i32 3, i1 false)
; CHECK-NEXT: [[T2D:%.*]] = call %dx.types.Handle @dx.op.annotateHandle(i32 216, %dx.types.Handle [[B0]], %dx.types.ResourceProperties { i32 2, i32 265 })
; CHECK-NEXT: [[B1:%.*]] = call %dx.types.Handle @dx.op.createHandleFromBinding(i32 217, %dx.types.ResBind { i32 4, i32 4, i32 2, i8 0 }, i32 4, i1 false)
; CHECK-NEXT: [[CUBE:%.*]] = call %dx.types.Handle @dx.op.annotateHandle(i32 216, %dx.types.Handle [[B1]], %dx.types.ResourceProperties { i32 5, i32 1033 })
; CHECK-NEXT: [[B2:%.*]] = call %dx.types.Handle @dx.op.createHandleFromBinding(i32 217, %dx.types.ResBind { i32 9, i32 9, i32 2, i8 3 }, i32 9, i1 false)
; CHECK-NEXT: [[SAMP:%.*]] = call %dx.types.Handle @dx.op.annotateHandle(i32 216, %dx.types.Handle [[B2]], %dx.types.ResourceProperties { i32 32782, i32 0 })
; CHECK-DAG: [[C0:%.*]] = extractelement <2 x float> %uv, i{{32|64}} 0
; CHECK-DAG: [[C1:%.*]] = extractelement <2 x float> %uv, i{{32|64}} 1
; CHECK: [[A:%.*]] = call float @dx.op.calculateLOD.f32(i32 81, %dx.types.Handle [[T2D]], %dx.types.Handle [[SAMP]], float [[C0]], float [[C1]], float undef, i1 true)
; CHECK-DAG: [[D0:%.*]] = extractelement <3 x float> %dir, i{{32|64}} 0
; CHECK-DAG: [[D1:%.*]] = extractelement <3 x float> %dir, i{{32|64}} 1
; CHECK-DAG: [[D2:%.*]] = extractelement <3 x float> %dir, i{{32|64}} 2
; CHECK: [[B:%.*]] = call float @dx.op.calculateLOD.f32(i32 81, %dx.types.Handle [[CUBE]], %dx.types.Handle [[SAMP]], float [[D0]], float [[D1]], float [[D2]], i1 false)
; CHECK-NEXT: [[M:%.*]] = call float @dx.op.binary.f32(i32 35, float [[A]], float [[B]])
; CHECK-NEXT: ret float [[M]]
define float @lod_with_comparison_sampler(<2 x float> %uv, <3 x float> %dir) #0 {
entry:
  %t2d = call target("dx.Texture", float, 0, 0, 0, 2) @llvm.dx.resource.handlefrombinding.tdx.Texture_f32_0_0_0_2t(i32 2, i32 3, i32 1, i32 0, ptr @ShadowMap.name)
  %cube = call target("dx.Texture", <4 x float>, 0, 0, 0, 5) @llvm.dx.resource.handlefrombinding.tdx.Texture_v4f32_0_0_0_5t(i32 2, i32 4, i32 1, i32 0, ptr @ShadowCube.name)
  %samp = call target("dx.Sampler", 1) @llvm.dx.resource.handlefrombinding.tdx.Sampler_1t(i32 2, i32 9, i32 1, i32 0, ptr @Cmp.name)
  %a = call float @llvm.dx.resource.calculate.lod.tdx.Texture_f32_0_0_0_2t.tdx.Sampler_1t.v2f32(target("dx.Texture", float, 0, 0, 0, 2) %t2d, target("dx.Sampler", 1) %samp, <2 x float> %uv)
  %b = call float @llvm.dx.resource.calculate.lod.unclamped.tdx.Texture_v4f32_0_0_0_5t.tdx.Sampler_1t.v3f32(target("dx.Texture", <4 x float>, 0, 0, 0, 5) %cube, target("dx.Sampler", 1) %samp, <3 x float> %dir)
  %m = call float @llvm.maxnum.f32(float %a, float %b)
  ret float %m
}

; CHECK-NOT: @llvm.dx.resource

; One declaration per (class, overload), with the parameters of the op table.
; CHECK-DAG: declare %dx.types.Handle @dx.op.annotateHandle(i32, %dx.types.Handle, %dx.types.ResourceProperties)
; CHECK-DAG: declare float @dx.op.calculateLOD.f32(i32, %dx.types.Handle, %dx.types.Handle, float, float, float, i1)
; CHECK-DAG: declare %dx.types.Handle @dx.op.createHandleFromBinding(i32, %dx.types.ResBind, i32, i1)

declare target("dx.Texture", float, 0, 0, 0, 2) @llvm.dx.resource.handlefrombinding.tdx.Texture_f32_0_0_0_2t(i32, i32, i32, i32, ptr) #1
declare target("dx.Texture", <4 x float>, 0, 0, 0, 5) @llvm.dx.resource.handlefrombinding.tdx.Texture_v4f32_0_0_0_5t(i32, i32, i32, i32, ptr) #1
declare target("dx.Sampler", 1) @llvm.dx.resource.handlefrombinding.tdx.Sampler_1t(i32, i32, i32, i32, ptr) #1
declare float @llvm.dx.resource.calculate.lod.tdx.Texture_f32_0_0_0_2t.tdx.Sampler_1t.v2f32(target("dx.Texture", float, 0, 0, 0, 2), target("dx.Sampler", 1), <2 x float>) #2
declare float @llvm.dx.resource.calculate.lod.unclamped.tdx.Texture_v4f32_0_0_0_5t.tdx.Sampler_1t.v3f32(target("dx.Texture", <4 x float>, 0, 0, 0, 5), target("dx.Sampler", 1), <3 x float>) #2
declare float @llvm.maxnum.f32(float, float)

attributes #0 = { "hlsl.shader"="compute" "hlsl.numthreads"="2,2,1" }
attributes #1 = { nocallback nofree nosync nounwind willreturn memory(none) }
attributes #2 = { convergent nocallback nofree nosync nounwind willreturn memory(read) }
