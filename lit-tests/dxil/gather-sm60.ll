; TextureGather has integer overloads at every shader model, and neither gather
; computes derivatives: at SM 6.0, in a compute shader with a 1x1x1 group,
; texel-dxil lowers gather on int4 and uint textures (i32 overload) and
; gather.cmp on float, with SM 6.0 handles: CreateHandle (57)
;   (i8 class, i32 record id within the class, i32 lower bound + index, i1 false).
; Record ids follow the registers here (t0, t1, t2 / s0, s1: ascending in
; register, name and declaration order alike).
;
; RUN: %opt -load-pass-plugin=%plugin -passes=texel-dxil,texel-dxil-verify-ops -S %s | FileCheck %s

target triple = "dxil-pc-shadermodel6.0-compute"

;   Texture2D<int4>          Cells   : register(t0)
;   Texture2D<float>         Depth   : register(t1)
;   TextureCube<uint>        Faces   : register(t2)
;   SamplerState             Clamp   : register(s0)
;   SamplerComparisonState   Compare : register(s1)
@Cells.name = private unnamed_addr constant [6 x i8] c"Cells\00"
@Depth.name = private unnamed_addr constant [6 x i8] c"Depth\00"
@Faces.name = private unnamed_addr constant [6 x i8] c"Faces\00"
@Clamp.name = private unnamed_addr constant [6 x i8] c"Clamp\00"
@Compare.name = private unnamed_addr constant [8 x i8] c"Compare\00"

@out.v4i32 = global <4 x i32> zeroinitializer, align 16

; The DXIL types (DXIL.md, Operation calls).
; CHECK-DAG: %dx.types.Handle = type { ptr }
; CHECK-DAG: %dx.types.ResRet.f32 = type { float, float, float, float, i32 }
; CHECK-DAG: %dx.types.ResRet.i32 = type { i32, i32, i32, i32, i32 }

; GatherGreen on Texture2D<int4> with offset (2, -1); the whole vector stored.
; CHECK-LABEL: define void @gather_green_int_sm60(<2 x float> %uv)
; CHECK: [[TEX:%.*]] = call %dx.types.Handle @dx.op.createHandle(i32 57, i8 0, i32 0, i32 0, i1 false)
; CHECK-NEXT: [[SAMP:%.*]] = call %dx.types.Handle @dx.op.createHandle(i32 57, i8 3, i32 0, i32 0, i1 false)
; CHECK-DAG: [[C0:%.*]] = extractelement <2 x float> %uv, i{{32|64}} 0
; CHECK-DAG: [[C1:%.*]] = extractelement <2 x float> %uv, i{{32|64}} 1
; CHECK: [[R:%.*]] = call %dx.types.ResRet.i32 @dx.op.textureGather.i32(i32 73, %dx.types.Handle [[TEX]], %dx.types.Handle [[SAMP]], float [[C0]], float [[C1]], float undef, float undef, i32 2, i32 -1, i32 1)
; CHECK-DAG: [[X:%.*]] = extractvalue %dx.types.ResRet.i32 [[R]], 0
; CHECK-DAG: [[Y:%.*]] = extractvalue %dx.types.ResRet.i32 [[R]], 1
; CHECK-DAG: [[Z:%.*]] = extractvalue %dx.types.ResRet.i32 [[R]], 2
; CHECK-DAG: [[W:%.*]] = extractvalue %dx.types.ResRet.i32 [[R]], 3
; CHECK-DAG: [[V0:%.*]] = insertelement <4 x i32> {{poison|undef}}, i32 [[X]], i{{32|64}} 0
; CHECK-DAG: [[V1:%.*]] = insertelement <4 x i32> [[V0]], i32 [[Y]], i{{32|64}} 1
; CHECK-DAG: [[V2:%.*]] = insertelement <4 x i32> [[V1]], i32 [[Z]], i{{32|64}} 2
; CHECK-DAG: [[V3:%.*]] = insertelement <4 x i32> [[V2]], i32 [[W]], i{{32|64}} 3
; CHECK: store <4 x i32> [[V3]], ptr @out.v4i32, align 16
; CHECK-NEXT: ret void
define void @gather_green_int_sm60(<2 x float> %uv) #0 {
entry:
  %tex = call target("dx.Texture", <4 x i32>, 0, 0, 1, 2) @llvm.dx.resource.handlefrombinding.tdx.Texture_v4i32_0_0_1_2t(i32 0, i32 0, i32 1, i32 0, ptr @Cells.name)
  %samp = call target("dx.Sampler", 0) @llvm.dx.resource.handlefrombinding.tdx.Sampler_0t(i32 0, i32 0, i32 1, i32 0, ptr @Clamp.name)
  %r = call <4 x i32> @llvm.dx.resource.gather.v4i32.tdx.Texture_v4i32_0_0_1_2t.tdx.Sampler_0t.v2f32.v2i32(target("dx.Texture", <4 x i32>, 0, 0, 1, 2) %tex, target("dx.Sampler", 0) %samp, <2 x float> %uv, i32 1, <2 x i32> <i32 2, i32 -1>)
  store <4 x i32> %r, ptr @out.v4i32, align 16
  ret void
}

; GatherCmpRed on Texture2D<float> (second SRV, second sampler), zero offset;
; lane 0 read.
; CHECK-LABEL: define float @gather_cmp_red_sm60(<2 x float> %uv, float %ref)
; CHECK: [[TEX:%.*]] = call %dx.types.Handle @dx.op.createHandle(i32 57, i8 0, i32 1, i32 1, i1 false)
; CHECK-NEXT: [[SAMP:%.*]] = call %dx.types.Handle @dx.op.createHandle(i32 57, i8 3, i32 1, i32 1, i1 false)
; CHECK-DAG: [[C0:%.*]] = extractelement <2 x float> %uv, i{{32|64}} 0
; CHECK-DAG: [[C1:%.*]] = extractelement <2 x float> %uv, i{{32|64}} 1
; CHECK: [[R:%.*]] = call %dx.types.ResRet.f32 @dx.op.textureGatherCmp.f32(i32 74, %dx.types.Handle [[TEX]], %dx.types.Handle [[SAMP]], float [[C0]], float [[C1]], float undef, float undef, i32 undef, i32 undef, i32 0, float %ref)
; CHECK-NEXT: [[X:%.*]] = extractvalue %dx.types.ResRet.f32 [[R]], 0
; CHECK-NEXT: ret float [[X]]
define float @gather_cmp_red_sm60(<2 x float> %uv, float %ref) #0 {
entry:
  %tex = call target("dx.Texture", float, 0, 0, 0, 2) @llvm.dx.resource.handlefrombinding.tdx.Texture_f32_0_0_0_2t(i32 0, i32 1, i32 1, i32 0, ptr @Depth.name)
  %samp = call target("dx.Sampler", 1) @llvm.dx.resource.handlefrombinding.tdx.Sampler_1t(i32 0, i32 1, i32 1, i32 0, ptr @Compare.name)
  %r = call <4 x float> @llvm.dx.resource.gather.cmp.v4f32.tdx.Texture_f32_0_0_0_2t.tdx.Sampler_1t.v2f32.v2i32(target("dx.Texture", float, 0, 0, 0, 2) %tex, target("dx.Sampler", 1) %samp, <2 x float> %uv, float %ref, i32 0, <2 x i32> zeroinitializer)
  %x = extractelement <4 x float> %r, i32 0
  ret float %x
}

; GatherAlpha on TextureCube<uint> (third SRV): no offsets; lane 3 read.
; CHECK-LABEL: define i32 @gather_alpha_uint_cube_sm60(<3 x float> %dir)
; CHECK: [[TEX:%.*]] = call %dx.types.Handle @dx.op.createHandle(i32 57, i8 0, i32 2, i32 2, i1 false)
; CHECK-NEXT: [[SAMP:%.*]] = call %dx.types.Handle @dx.op.createHandle(i32 57, i8 3, i32 0, i32 0, i1 false)
; CHECK-DAG: [[C0:%.*]] = extractelement <3 x float> %dir, i{{32|64}} 0
; CHECK-DAG: [[C1:%.*]] = extractelement <3 x float> %dir, i{{32|64}} 1
; CHECK-DAG: [[C2:%.*]] = extractelement <3 x float> %dir, i{{32|64}} 2
; CHECK: [[R:%.*]] = call %dx.types.ResRet.i32 @dx.op.textureGather.i32(i32 73, %dx.types.Handle [[TEX]], %dx.types.Handle [[SAMP]], float [[C0]], float [[C1]], float [[C2]], float undef, i32 undef, i32 undef, i32 3)
; CHECK-NEXT: [[W:%.*]] = extractvalue %dx.types.ResRet.i32 [[R]], 3
; CHECK-NEXT: ret i32 [[W]]
define i32 @gather_alpha_uint_cube_sm60(<3 x float> %dir) #0 {
entry:
  %tex = call target("dx.Texture", i32, 0, 0, 0, 5) @llvm.dx.resource.handlefrombinding.tdx.Texture_i32_0_0_0_5t(i32 0, i32 2, i32 1, i32 0, ptr @Faces.name)
  %samp = call target("dx.Sampler", 0) @llvm.dx.resource.handlefrombinding.tdx.Sampler_0t(i32 0, i32 0, i32 1, i32 0, ptr @Clamp.name)
  %r = call <4 x i32> @llvm.dx.resource.gather.v4i32.tdx.Texture_i32_0_0_0_5t.tdx.Sampler_0t.v3f32.v3i32(target("dx.Texture", i32, 0, 0, 0, 5) %tex, target("dx.Sampler", 0) %samp, <3 x float> %dir, i32 3, <3 x i32> zeroinitializer)
  %w = extractelement <4 x i32> %r, i32 3
  ret i32 %w
}

; No SM 6.6 handle ops below SM 6.6, and nothing of the intrinsics left.
; CHECK-NOT: @llvm.dx.resource
; CHECK-NOT: @dx.op.createHandleFromBinding
; CHECK-NOT: @dx.op.annotateHandle

; One declaration per (class, overload), with the parameters of the op table.
; CHECK-DAG: declare %dx.types.Handle @dx.op.createHandle(i32, i8, i32, i32, i1)
; CHECK-DAG: declare %dx.types.ResRet.i32 @dx.op.textureGather.i32(i32, %dx.types.Handle, %dx.types.Handle, float, float, float, float, i32, i32, i32)
; CHECK-DAG: declare %dx.types.ResRet.f32 @dx.op.textureGatherCmp.f32(i32, %dx.types.Handle, %dx.types.Handle, float, float, float, float, i32, i32, i32, float)

declare target("dx.Texture", <4 x i32>, 0, 0, 1, 2) @llvm.dx.resource.handlefrombinding.tdx.Texture_v4i32_0_0_1_2t(i32, i32, i32, i32, ptr) #1
declare target("dx.Texture", float, 0, 0, 0, 2) @llvm.dx.resource.handlefrombinding.tdx.Texture_f32_0_0_0_2t(i32, i32, i32, i32, ptr) #1
declare target("dx.Texture", i32, 0, 0, 0, 5) @llvm.dx.resource.handlefrombinding.tdx.Texture_i32_0_0_0_5t(i32, i32, i32, i32, ptr) #1
declare target("dx.Sampler", 0) @llvm.dx.resource.handlefrombinding.tdx.Sampler_0t(i32, i32, i32, i32, ptr) #1
declare target("dx.Sampler", 1) @llvm.dx.resource.handlefrombinding.tdx.Sampler_1t(i32, i32, i32, i32, ptr) #1
declare <4 x i32> @llvm.dx.resource.gather.v4i32.tdx.Texture_v4i32_0_0_1_2t.tdx.Sampler_0t.v2f32.v2i32(target("dx.Texture", <4 x i32>, 0, 0, 1, 2), target("dx.Sampler", 0), <2 x float>, i32, <2 x i32>) #2
declare <4 x float> @llvm.dx.resource.gather.cmp.v4f32.tdx.Texture_f32_0_0_0_2t.tdx.Sampler_1t.v2f32.v2i32(target("dx.Texture", float, 0, 0, 0, 2), target("dx.Sampler", 1), <2 x float>, float, i32, <2 x i32>) #2
declare <4 x i32> @llvm.dx.resource.gather.v4i32.tdx.Texture_i32_0_0_0_5t.tdx.Sampler_0t.v3f32.v3i32(target("dx.Texture", i32, 0, 0, 0, 5), target("dx.Sampler", 0), <3 x float>, i32, <3 x i32>) #2

attributes #0 = { "hlsl.shader"="compute" "hlsl.numthreads"="1,1,1" }
attributes #1 = { nocallback nofree nosync nounwind willreturn memory(none) }
attributes #2 = { nocallback nofree nosync nounwind willreturn memory(read) }
