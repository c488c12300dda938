; The module metadata of DXIL.md ("Module metadata"), every node checked:
; !dx.resources = !{SRVs, UAVs, CBVs, Samplers} (null for an empty class), each
; record with its id, symbol (an external constant of a named struct type),
; name, space, lower bound and range size; SRVs then kind, sample count and
; !{i32 0, i32 <component type>}; UAVs kind, globally coherent, has counter,
; ROV and the tags; samplers the sampler type (0 default, 1 comparison) and
; null. !dx.entryPoints names the compute entry with the resources and its
; numthreads (tag 4); !dx.shaderModel, !dx.version and !dx.valver.
; Component types: I32 4, U32 5, F16 8, F32 9.
;
; RUN: %opt -load-pass-plugin=%plugin -passes=texel-dxil,texel-dxil-verify -S %s | FileCheck %s
; RUN: %opt -load-pass-plugin=%plugin -passes=texel-dxil,texel-dxil-verify -S %s | FileCheck %s --check-prefix=NODX
; NODX-NOT: llvm.dx.

; Resources, in HLSL:
;   Texture2D<float4> Tex : register(t0);
;   Texture2DMS<float4, 8> MS : register(t1);
;   Texture3D<half4> HalfVol : register(t2, space1);
;   TextureCube<int4> IntCube : register(t3);
;   Buffer<uint> UBuf : register(t4);
;   Texture1DArray<float> Layers[3] : register(t5);      // t5..t7, Layers[2] used
;   RWTexture2DArray<uint2> RWTex : register(u0);
;   RWBuffer<int4> RWBuf : register(u1, space2);
;   RWTexture1D<half> RWHalf : register(u2);
;   SamplerState S : register(s0);
;   SamplerComparisonState CS : register(s1);

; The symbols: one external constant per resource, of a named struct type
; holding the element type (i32 for samplers).
; CHECK-DAG: %"Texture2D<float4>" = type { <4 x float> }
; CHECK-DAG: %"Texture2DMS<float4, 8>" = type { <4 x float> }
; CHECK-DAG: %"TextureCube<int4>" = type { <4 x i32> }
; CHECK-DAG: %"Buffer<uint>" = type { i32 }
; CHECK-DAG: %"Texture1DArray<float>" = type { float }
; CHECK-DAG: %"Texture3D<half4>" = type { <4 x half> }
; CHECK-DAG: %"RWTexture2DArray<uint2>" = type { <2 x i32> }
; CHECK-DAG: %"RWTexture1D<half>" = type { half }
; CHECK-DAG: %"RWBuffer<int4>" = type { <4 x i32> }
; CHECK-DAG: %SamplerState = type { i32 }
; CHECK-DAG: %SamplerComparisonState = type { i32 }
; CHECK-DAG: @Tex = external constant %"Texture2D<float4>"
; CHECK-DAG: @MS = external constant %"Texture2DMS<float4, 8>"
; CHECK-DAG: @IntCube = external constant %"TextureCube<int4>"
; CHECK-DAG: @UBuf = external constant %"Buffer<uint>"
; CHECK-DAG: @Layers = external constant %"Texture1DArray<float>"
; CHECK-DAG: @HalfVol = external constant %"Texture3D<half4>"
; CHECK-DAG: @RWTex = external constant %"RWTexture2DArray<uint2>"
; CHECK-DAG: @RWHalf = external constant %"RWTexture1D<half>"
; CHECK-DAG: @RWBuf = external constant %"RWBuffer<int4>"
; CHECK-DAG: @S = external constant %SamplerState
; CHECK-DAG: @CS = external constant %SamplerComparisonState

; CHECK-LABEL: define void @main() #0 {
; CHECK-NEXT: [[B:%.*]] = call %dx.types.Handle @dx.op.createHandleFromBinding(i32 217, %dx.types.ResBind zeroinitializer, i32 0, i1 false)
; CHECK-NEXT: [[TEX:%.*]] = call %dx.types.Handle @dx.op.annotateHandle(i32 216, %dx.types.Handle [[B]], %dx.types.ResourceProperties { i32 2, i32 1033 })
; CHECK-NEXT: [[B:%.*]] = call %dx.types.Handle @dx.op.createHandleFromBinding(i32 217, %dx.types.ResBind { i32 1, i32 1, i32 0, i8 0 }, i32 1, i1 false)
; CHECK-NEXT: [[MS:%.*]] = call %dx.types.Handle @dx.op.annotateHandle(i32 216, %dx.types.Handle [[B]], %dx.types.ResourceProperties { i32 3, i32 525321 })
; CHECK-NEXT: [[B:%.*]] = call %dx.types.Handle @dx.op.createHandleFromBinding(i32 217, %dx.types.ResBind { i32 2, i32 2, i32 1, i8 0 }, i32 2, i1 false)
; CHECK-NEXT: [[HALFVOL:%.*]] = call %dx.types.Handle @dx.op.annotateHandle(i32 216, %dx.types.Handle [[B]], %dx.types.ResourceProperties { i32 4, i32 1032 })
; CHECK-NEXT: [[B:%.*]] = call %dx.types.Handle @dx.op.createHandleFromBinding(i32 217, %dx.types.ResBind { i32 3, i32 3, i32 0, i8 0 }, i32 3, i1 false)
; CHECK-NEXT: [[INTCUBE:%.*]] = call %dx.types.Handle @dx.op.annotateHandle(i32 216, %dx.types.Handle [[B]], %dx.types.ResourceProperties { i32 5, i32 1028 })
; CHECK-NEXT: [[B:%.*]] = call %dx.types.Handle @dx.op.createHandleFromBinding(i32 217, %dx.types.ResBind { i32 4, i32 4, i32 0, i8 0 }, i32 4, i1 false)
; CHECK-NEXT: [[UBUF:%.*]] = call %dx.types.Handle @dx.op.annotateHandle(i32 216, %dx.types.Handle [[B]], %dx.types.ResourceProperties { i32 10, i32 261 })
; CHECK-NEXT: [[B:%.*]] = call %dx.types.Handle @dx.op.createHandleFromBinding(i32 217, %dx.types.ResBind { i32 5, i32 7, i32 0, i8 0 }, i32 7, i1 false)
; CHECK-NEXT: [[LAYERS:%.*]] = call %dx.types.Handle @dx.op.annotateHandle(i32 216, %dx.types.Handle [[B]], %dx.types.ResourceProperties { i32 6, i32 265 })
; CHECK-NEXT: [[B:%.*]] = call %dx.types.Handle @dx.op.createHandleFromBinding(i32 217, %dx.types.ResBind { i32 0, i32 0, i32 0, i8 1 }, i32 0, i1 false)
; CHECK-NEXT: [[RWTEX:%.*]] = call %dx.types.Handle @dx.op.annotateHandle(i32 216, %dx.types.Handle [[B]], %dx.types.ResourceProperties { i32 4103, i32 517 })
; CHECK-NEXT: [[B:%.*]] = call %dx.types.Handle @dx.op.createHandleFromBinding(i32 217, %dx.types.ResBind { i32 1, i32 1, i32 2, i8 1 }, i32 1, i1 false)
; CHECK-NEXT: [[RWBUF:%.*]] = call %dx.types.Handle @dx.op.annotateHandle(i32 216, %dx.types.Handle [[B]], %dx.types.ResourceProperties { i32 4106, i32 1028 })
; CHECK-NEXT: [[B:%.*]] = call %dx.types.Handle @dx.op.createHandleFromBinding(i32 217, %dx.types.ResBind { i32 2, i32 2, i32 0, i8 1 }, i32 2, i1 false)
; CHECK-NEXT: [[RWHALF:%.*]] = call %dx.types.Handle @dx.op.annotateHandle(i32 216, %dx.types.Handle [[B]], %dx.types.ResourceProperties { i32 4097, i32 264 })
; CHECK-NEXT: [[B:%.*]] = call %dx.types.Handle @dx.op.createHandleFromBinding(i32 217, %dx.types.ResBind { i32 0, i32 0, i32 0, i8 3 }, i32 0, i1 false)
; CHECK-NEXT: [[S:%.*]] = call %dx.types.Handle @dx.op.annotateHandle(i32 216, %dx.types.Handle [[B]], %dx.types.ResourceProperties { i32 14, i32 0 })
; CHECK-NEXT: [[B:%.*]] = call %dx.types.Handle @dx.op.createHandleFromBinding(i32 217, %dx.types.ResBind { i32 1, i32 1, i32 0, i8 3 }, i32 1, i1 false)
; CHECK-NEXT: [[CS:%.*]] = call %dx.types.Handle @dx.op.annotateHandle(i32 216, %dx.types.Handle [[B]], %dx.types.ResourceProperties { i32 32782, i32 0 })
; CHECK-NEXT: {{%.*}} = call %dx.types.ResRet.f32 @dx.op.sampleLevel.f32(i32 62, %dx.types.Handle [[TEX]], %dx.types.Handle [[S]], float 5.000000e-01, float 2.500000e-01, float undef, float undef, i32 undef, i32 undef, i32 undef, float 0.000000e+00)
; CHECK-NEXT: {{%.*}} = call %dx.types.Dimensions @dx.op.getDimensions(i32 72, %dx.types.Handle [[MS]], i32 undef)
; CHECK-NEXT: {{%.*}} = call %dx.types.Dimensions @dx.op.getDimensions(i32 72, %dx.types.Handle [[HALFVOL]], i32 0)
; CHECK-NEXT: {{%.*}} = call %dx.types.Dimensions @dx.op.getDimensions(i32 72, %dx.types.Handle [[INTCUBE]], i32 0)
; CHECK-NEXT: [[D:%.*]] = call %dx.types.Dimensions @dx.op.getDimensions(i32 72, %dx.types.Handle [[UBUF]], i32 undef)
; CHECK-NEXT: {{%.*}} = extractvalue %dx.types.Dimensions [[D]], 0
; CHECK-NEXT: [[C:%.*]] = call %dx.types.ResRet.f32 @dx.op.sampleCmpLevelZero.f32(i32 65, %dx.types.Handle [[LAYERS]], %dx.types.Handle [[CS]], float 5.000000e-01, float 1.000000e+00, float undef, float undef, i32 undef, i32 undef, i32 undef, float 2.500000e-01)
; CHECK-NEXT: {{%.*}} = extractvalue %dx.types.ResRet.f32 [[C]], 0
; CHECK-NEXT: {{%.*}} = call %dx.types.Dimensions @dx.op.getDimensions(i32 72, %dx.types.Handle [[RWTEX]], i32 undef)
; CHECK-NEXT: [[D:%.*]] = call %dx.types.Dimensions @dx.op.getDimensions(i32 72, %dx.types.Handle [[RWBUF]], i32 undef)
; CHECK-NEXT: {{%.*}} = extractvalue %dx.types.Dimensions [[D]], 0
; CHECK-NEXT: [[D:%.*]] = call %dx.types.Dimensions @dx.op.getDimensions(i32 72, %dx.types.Handle [[RWHALF]], i32 undef)
; CHECK-NEXT: {{%.*}} = extractvalue %dx.types.Dimensions [[D]], 0
; CHECK-NEXT: ret void

; CHECK: !dx.resources = !{[[RES:![0-9]+]]}
; CHECK-NEXT: !dx.entryPoints = !{[[ENTRY:![0-9]+]]}
; CHECK-NEXT: !dx.shaderModel = !{[[SM:![0-9]+]]}
; CHECK-NEXT: !dx.version = !{[[VER:![0-9]+]]}
; CHECK-NEXT: !dx.valver = !{[[VALVER:![0-9]+]]}
; No CBVs: null in the third slot.
; CHECK: [[RES]] = !{[[SRVS:![0-9]+]], [[UAVS:![0-9]+]], null, [[SMPS:![0-9]+]]}
; CHECK: [[SRVS]] = !{[[RTEX:![0-9]+]], [[RMS:![0-9]+]], [[RCUBE:![0-9]+]], [[RUBUF:![0-9]+]], [[RLAYERS:![0-9]+]], [[RHALF:![0-9]+]]}
; CHECK: [[RTEX]] = !{i32 0, ptr @Tex, !"Tex", i32 0, i32 0, i32 1, i32 2, i32 0, [[F32:![0-9]+]]}
; CHECK: [[F32]] = !{i32 0, i32 9}
; CHECK: [[RMS]] = !{i32 1, ptr @MS, !"MS", i32 0, i32 1, i32 1, i32 3, i32 8, [[F32]]}
; CHECK: [[RCUBE]] = !{i32 2, ptr @IntCube, !"IntCube", i32 0, i32 3, i32 1, i32 5, i32 0, [[I32:![0-9]+]]}
; CHECK: [[I32]] = !{i32 0, i32 4}
; CHECK: [[RUBUF]] = !{i32 3, ptr @UBuf, !"UBuf", i32 0, i32 4, i32 1, i32 10, i32 0, [[U32:![0-9]+]]}
; CHECK: [[U32]] = !{i32 0, i32 5}
; CHECK: [[RLAYERS]] = !{i32 4, ptr @Layers, !"Layers", i32 0, i32 5, i32 3, i32 6, i32 0, [[F32]]}
; CHECK: [[RHALF]] = !{i32 5, ptr @HalfVol, !"HalfVol", i32 1, i32 2, i32 1, i32 4, i32 0, [[F16:![0-9]+]]}
; CHECK: [[F16]] = !{i32 0, i32 8}
; CHECK: [[UAVS]] = !{[[RRWTEX:![0-9]+]], [[RRWHALF:![0-9]+]], [[RRWBUF:![0-9]+]]}
; CHECK: [[RRWTEX]] = !{i32 0, ptr @RWTex, !"RWTex", i32 0, i32 0, i32 1, i32 7, i1 false, i1 false, i1 false, [[U32]]}
; CHECK: [[RRWHALF]] = !{i32 1, ptr @RWHalf, !"RWHalf", i32 0, i32 2, i32 1, i32 1, i1 false, i1 false, i1 false, [[F16]]}
; CHECK: [[RRWBUF]] = !{i32 2, ptr @RWBuf, !"RWBuf", i32 2, i32 1, i32 1, i32 10, i1 false, i1 false, i1 false, [[I32]]}
; CHECK: [[SMPS]] = !{[[RS:![0-9]+]], [[RCS:![0-9]+]]}
; CHECK: [[RS]] = !{i32 0, ptr @S, !"S", i32 0, i32 0, i32 1, i32 0, null}
; CHECK: [[RCS]] = !{i32 1, ptr @CS, !"CS", i32 0, i32 1, i32 1, i32 1, null}
; CHECK: [[ENTRY]] = !{ptr @main, !"main", null, [[RES]], [[PROPS:![0-9]+]]}
; CHECK: [[PROPS]] = !{i32 4, [[SHAPE:![0-9]+]]}
; CHECK: [[SHAPE]] = !{i32 4, i32 2, i32 1}
; CHECK: [[SM]] = !{!"cs", i32 6, i32 6}
; CHECK: [[VER]] = !{i32 1, i32 6}
; CHECK: [[VALVER]] = !{i32 1, i32 8}

target triple = "dxil-pc-shadermodel6.6-compute"

@Tex.name = private unnamed_addr constant [4 x i8] c"Tex\00"
@MS.name = private unnamed_addr constant [3 x i8] c"MS\00"
@HalfVol.name = private unnamed_addr constant [8 x i8] c"HalfVol\00"
@IntCube.name = private unnamed_addr constant [8 x i8] c"IntCube\00"
@UBuf.name = private unnamed_addr constant [5 x i8] c"UBuf\00"
@Layers.name = private unnamed_addr constant [7 x i8] c"Layers\00"
@RWTex.name = private unnamed_addr constant [6 x i8] c"RWTex\00"
@RWBuf.name = private unnamed_addr constant [6 x i8] c"RWBuf\00"
@RWHalf.name = private unnamed_addr constant [7 x i8] c"RWHalf\00"
@S.name = private unnamed_addr constant [2 x i8] c"S\00"
@CS.name = private unnamed_addr constant [3 x i8] c"CS\00"

define void @main() #0 {
  %tex = call target("dx.Texture", <4 x float>, 0, 0, 0, 2) @llvm.dx.resource.handlefrombinding.tdx.Texture_v4f32_0_0_0_2t(i32 0, i32 0, i32 1, i32 0, ptr @Tex.name)
  %ms = call target("dx.MSTexture", <4 x float>, 0, 8, 0, 3) @llvm.dx.resource.handlefrombinding.tdx.MSTexture_v4f32_0_8_0_3t(i32 0, i32 1, i32 1, i32 0, ptr @MS.name)
  %halfvol = call target("dx.Texture", <4 x half>, 0, 0, 0, 4) @llvm.dx.resource.handlefrombinding.tdx.Texture_v4f16_0_0_0_4t(i32 1, i32 2, i32 1, i32 0, ptr @HalfVol.name)
  %intcube = call target("dx.Texture", <4 x i32>, 0, 0, 1, 5) @llvm.dx.resource.handlefrombinding.tdx.Texture_v4i32_0_0_1_5t(i32 0, i32 3, i32 1, i32 0, ptr @IntCube.name)
  %ubuf = call target("dx.TypedBuffer", i32, 0, 0, 0) @llvm.dx.resource.handlefrombinding.tdx.TypedBuffer_i32_0_0_0t(i32 0, i32 4, i32 1, i32 0, ptr @UBuf.name)
  %layers = call target("dx.Texture", float, 0, 0, 0, 6) @llvm.dx.resource.handlefrombinding.tdx.Texture_f32_0_0_0_6t(i32 0, i32 5, i32 3, i32 2, ptr @Layers.name)
  %rwtex = call target("dx.Texture", <2 x i32>, 1, 0, 0, 7) @llvm.dx.resource.handlefrombinding.tdx.Texture_v2i32_1_0_0_7t(i32 0, i32 0, i32 1, i32 0, ptr @RWTex.name)
  %rwbuf = call target("dx.TypedBuffer", <4 x i32>, 1, 0, 1) @llvm.dx.resource.handlefrombinding.tdx.TypedBuffer_v4i32_1_0_1t(i32 2, i32 1, i32 1, i32 0, ptr @RWBuf.name)
  %rwhalf = call target("dx.Texture", half, 1, 0, 0, 1) @llvm.dx.resource.handlefrombinding.tdx.Texture_f16_1_0_0_1t(i32 0, i32 2, i32 1, i32 0, ptr @RWHalf.name)
  %s = call target("dx.Sampler", 0) @llvm.dx.resource.handlefrombinding.tdx.Sampler_0t(i32 0, i32 0, i32 1, i32 0, ptr @S.name)
  %cs = call target("dx.Sampler", 1) @llvm.dx.resource.handlefrombinding.tdx.Sampler_1t(i32 0, i32 1, i32 1, i32 0, ptr @CS.name)
  %l = call <4 x float> @llvm.dx.resource.samplelevel.v4f32.tdx.Texture_v4f32_0_0_0_2t.tdx.Sampler_0t.v2f32.v2i32(target("dx.Texture", <4 x float>, 0, 0, 0, 2) %tex, target("dx.Sampler", 0) %s, <2 x float> <float 0.5, float 0.25>, float 0.0, <2 x i32> zeroinitializer)
  %d.ms = call <3 x i32> @llvm.dx.resource.getdimensions.ms.xy.tdx.MSTexture_v4f32_0_8_0_3t(target("dx.MSTexture", <4 x float>, 0, 8, 0, 3) %ms)
  %d.halfvol = call <3 x i32> @llvm.dx.resource.getdimensions.xyz.tdx.Texture_v4f16_0_0_0_4t(target("dx.Texture", <4 x half>, 0, 0, 0, 4) %halfvol)
  %d.intcube = call <2 x i32> @llvm.dx.resource.getdimensions.xy.tdx.Texture_v4i32_0_0_1_5t(target("dx.Texture", <4 x i32>, 0, 0, 1, 5) %intcube)
  %d.ubuf = call i32 @llvm.dx.resource.getdimensions.x.tdx.TypedBuffer_i32_0_0_0t(target("dx.TypedBuffer", i32, 0, 0, 0) %ubuf)
  %c = call float @llvm.dx.resource.samplecmplevelzero.f32.tdx.Texture_f32_0_0_0_6t.tdx.Sampler_1t.v2f32.i32(target("dx.Texture", float, 0, 0, 0, 6) %layers, target("dx.Sampler", 1) %cs, <2 x float> <float 0.5, float 1.0>, float 0.25, i32 0)
  %d.rwtex = call <3 x i32> @llvm.dx.resource.getdimensions.xyz.tdx.Texture_v2i32_1_0_0_7t(target("dx.Texture", <2 x i32>, 1, 0, 0, 7) %rwtex)
  %d.rwbuf = call i32 @llvm.dx.resource.getdimensions.x.tdx.TypedBuffer_v4i32_1_0_1t(target("dx.TypedBuffer", <4 x i32>, 1, 0, 1) %rwbuf)
  %d.rwhalf = call i32 @llvm.dx.resource.getdimensions.x.tdx.Texture_f16_1_0_0_1t(target("dx.Texture", half, 1, 0, 0, 1) %rwhalf)
  ret void
}

declare target("dx.Texture", <4 x float>, 0, 0, 0, 2) @llvm.dx.resource.handlefrombinding.tdx.Texture_v4f32_0_0_0_2t(i32, i32, i32, i32, ptr)
declare target("dx.MSTexture", <4 x float>, 0, 8, 0, 3) @llvm.dx.resource.handlefrombinding.tdx.MSTexture_v4f32_0_8_0_3t(i32, i32, i32, i32, ptr)
declare target("dx.Texture", <4 x half>, 0, 0, 0, 4) @llvm.dx.resource.handlefrombinding.tdx.Texture_v4f16_0_0_0_4t(i32, i32, i32, i32, ptr)
declare target("dx.Texture", <4 x i32>, 0, 0, 1, 5) @llvm.dx.resource.handlefrombinding.tdx.Texture_v4i32_0_0_1_5t(i32, i32, i32, i32, ptr)
declare target("dx.TypedBuffer", i32, 0, 0, 0) @llvm.dx.resource.handlefrombinding.tdx.TypedBuffer_i32_0_0_0t(i32, i32, i32, i32, ptr)
declare target("dx.Texture", float, 0, 0, 0, 6) @llvm.dx.resource.handlefrombinding.tdx.Texture_f32_0_0_0_6t(i32, i32, i32, i32, ptr)
declare target("dx.Texture", <2 x i32>, 1, 0, 0, 7) @llvm.dx.resource.handlefrombinding.tdx.Texture_v2i32_1_0_0_7t(i32, i32, i32, i32, ptr)
declare target("dx.TypedBuffer", <4 x i32>, 1, 0, 1) @llvm.dx.resource.handlefrombinding.tdx.TypedBuffer_v4i32_1_0_1t(i32, i32, i32, i32, ptr)
declare target("dx.Texture", half, 1, 0, 0, 1) @llvm.dx.resource.handlefrombinding.tdx.Texture_f16_1_0_0_1t(i32, i32, i32, i32, ptr)
declare target("dx.Sampler", 0) @llvm.dx.resource.handlefrombinding.tdx.Sampler_0t(i32, i32, i32, i32, ptr)
declare target("dx.Sampler", 1) @llvm.dx.resource.handlefrombinding.tdx.Sampler_1t(i32, i32, i32, i32, ptr)
declare <4 x float> @llvm.dx.resource.samplelevel.v4f32.tdx.Texture_v4f32_0_0_0_2t.tdx.Sampler_0t.v2f32.v2i32(target("dx.Texture", <4 x float>, 0, 0, 0, 2), target("dx.Sampler", 0), <2 x float>, float, <2 x i32>) #1
declare <3 x i32> @llvm.dx.resource.getdimensions.ms.xy.tdx.MSTexture_v4f32_0_8_0_3t(target("dx.MSTexture", <4 x float>, 0, 8, 0, 3)) #1
declare <3 x i32> @llvm.dx.resource.getdimensions.xyz.tdx.Texture_v4f16_0_0_0_4t(target("dx.Texture", <4 x half>, 0, 0, 0, 4)) #1
declare <2 x i32> @llvm.dx.resource.getdimensions.xy.tdx.Texture_v4i32_0_0_1_5t(target("dx.Texture", <4 x i32>, 0, 0, 1, 5)) #1
declare i32 @llvm.dx.resource.getdimensions.x.tdx.TypedBuffer_i32_0_0_0t(target("dx.TypedBuffer", i32, 0, 0, 0)) #1
declare float @llvm.dx.resource.samplecmplevelzero.f32.tdx.Texture_f32_0_0_0_6t.tdx.Sampler_1t.v2f32.i32(target("dx.Texture", float, 0, 0, 0, 6), target("dx.Sampler", 1), <2 x float>, float, i32) #1
declare <3 x i32> @llvm.dx.resource.getdimensions.xyz.tdx.Texture_v2i32_1_0_0_7t(target("dx.Texture", <2 x i32>, 1, 0, 0, 7)) #1
declare i32 @llvm.dx.resource.getdimensions.x.tdx.TypedBuffer_v4i32_1_0_1t(target("dx.TypedBuffer", <4 x i32>, 1, 0, 1)) #1
declare i32 @llvm.dx.resource.getdimensions.x.tdx.Texture_f16_1_0_0_1t(target("dx.Texture", half, 1, 0, 0, 1)) #1

attributes #0 = { "hlsl.numthreads"="4,2,1" "hlsl.shader"="compute" }
attributes #1 = { nocallback nofree nosync nounwind willreturn memory(read) }
