; StructuredBuffer / RWStructuredBuffer (target("dx.RawBuffer", T, IsWriteable,
; IsROV) with a non-i8 T) arrive as llvm.dx.resource.getpointer(h, i32 index)
; plus loads and stores, field and component addresses as constant GEPs.
; texel-dxil lowers every load to RawBufferLoad (op 139: h, i32 index, i32
; elementOffset, i8 mask, i32 alignment) and every store to RawBufferStore (op
; 140: h, index, elementOffset, T v0..v3, i8 mask, i32 alignment), SM 6.2+:
; - the element offset is the constant byte offset inside the element;
; - mask = one bit per component, alignment = the component size (upstream
;   LLVM's lowerRawBufferLoad / lowerRawBufferStore), unused values undef;
; - aggregates (whole structs, arrays) and vectors of more than four
;   components split into one op per scalar / vector leaf, four components
;   at most per op; extractvalue / extractelement users take the ResRet fields
;   directly, other users get the value rebuilt;
; - handles: ResourceProperties word 0 = 12 | alignment log2 << 8 (struct
;   elements: log2 of their largest scalar, as DXC) | UAV << 12, word 1 = the
;   stride (alloc size of the element); records kind 12 with tags
;   !{i32 1, i32 stride}.
;
; RUN: %opt -load-pass-plugin=%plugin -passes=texel-dxil,texel-dxil-verify-ops -S %s | FileCheck %s
; RUN: %opt -load-pass-plugin=%plugin -passes=texel-dxil,texel-dxil-verify-ops -S %s | FileCheck %s --check-prefix=NODX
; NODX-NOT: llvm.dx.
; NODX-NOT: getelementptr

target datalayout = "e-m:e-p:32:32-i1:32-i8:8-i16:16-i32:32-i64:64-f16:16-f32:32-f64:64-n8:16:32:64-v48:16:16-v96:32:32-v192:64:64"
target triple = "dxil-pc-shadermodel6.6-compute"

; %struct.S: a at 0, b at 4 (12 bytes), c at 16; 20 bytes, aligned to 4.
%struct.S = type { float, <3 x float>, i32 }
; A float4x4-like element: 64 bytes.
%struct.M = type { [4 x <4 x float>] }

; Symbols: the element type as the body.
; CHECK-DAG: %"StructuredBuffer<float4>" = type { <4 x float> }
; CHECK-DAG: %"StructuredBuffer<S>" = type { %struct.S }
; CHECK-DAG: %"StructuredBuffer<M>" = type { %struct.M }
; CHECK-DAG: %"RWStructuredBuffer<S>" = type { %struct.S }
; CHECK-DAG: @Colors = external constant %"StructuredBuffer<float4>"
; CHECK-DAG: @Items = external constant %"StructuredBuffer<S>"
; CHECK-DAG: @Out = external constant %"RWStructuredBuffer<S>"

@Colors.name = private unnamed_addr constant [7 x i8] c"Colors\00"
@Items.name = private unnamed_addr constant [6 x i8] c"Items\00"
@Mats.name = private unnamed_addr constant [5 x i8] c"Mats\00"
@Halves.name = private unnamed_addr constant [7 x i8] c"Halves\00"
@Out.name = private unnamed_addr constant [4 x i8] c"Out\00"
@OutColors.name = private unnamed_addr constant [10 x i8] c"OutColors\00"
@OutShorts.name = private unnamed_addr constant [10 x i8] c"OutShorts\00"

@out.f32 = global float 0.000000e+00, align 4
@out.i32 = global i32 0, align 4
@out.m = global %struct.M zeroinitializer, align 4

; StructuredBuffer<float4> Colors : register(t0); Colors[i], lanes 0 and 2 used:
; one RawBufferLoad of the element (offset 0, mask 15). Properties {12, 16}.
; CHECK-LABEL: define float @load_float4(i32 %i) {
; CHECK-NEXT: [[B:%.*]] = call %dx.types.Handle @dx.op.createHandleFromBinding(i32 217, %dx.types.ResBind zeroinitializer, i32 0, i1 false)
; CHECK-NEXT: [[H:%.*]] = call %dx.types.Handle @dx.op.annotateHandle(i32 216, %dx.types.Handle [[B]], %dx.types.ResourceProperties { i32 12, i32 16 })
; CHECK-NEXT: [[R:%.*]] = call %dx.types.ResRet.f32 @dx.op.rawBufferLoad.f32(i32 139, %dx.types.Handle [[H]], i32 %i, i32 0, i8 15, i32 4)
; CHECK-NEXT: [[Z:%.*]] = extractvalue %dx.types.ResRet.f32 [[R]], 2
; CHECK-NEXT: [[X:%.*]] = extractvalue %dx.types.ResRet.f32 [[R]], 0
; CHECK-NEXT: %sum = fadd float [[X]], [[Z]]
; CHECK-NEXT: ret float %sum
define float @load_float4(i32 %i) {
  %h = call target("dx.RawBuffer", <4 x float>, 0, 0) @llvm.dx.resource.handlefrombinding.tdx.RawBuffer_v4f32_0_0t(i32 0, i32 0, i32 1, i32 0, ptr @Colors.name)
  %p = call ptr @llvm.dx.resource.getpointer.p0.tdx.RawBuffer_v4f32_0_0t(target("dx.RawBuffer", <4 x float>, 0, 0) %h, i32 %i)
  %v = load <4 x float>, ptr %p, align 16
  %x = extractelement <4 x float> %v, i32 0
  %z = extractelement <4 x float> %v, i32 2
  %sum = fadd float %x, %z
  ret float %sum
}

; StructuredBuffer<S> Items : register(t1); fields through a byte GEP (b at 4,
; mask 7), a GEP into that vector (b.z at 12), a struct GEP (c at 16, i32
; overload) and the element pointer itself (a at 0). Properties {12 | 2 << 8
; = 524, 20}.
; CHECK-LABEL: define void @load_fields(i32 %i) {
; CHECK-NEXT: [[B:%.*]] = call %dx.types.Handle @dx.op.createHandleFromBinding(i32 217, %dx.types.ResBind { i32 1, i32 1, i32 0, i8 0 }, i32 1, i1 false)
; CHECK-NEXT: [[H:%.*]] = call %dx.types.Handle @dx.op.annotateHandle(i32 216, %dx.types.Handle [[B]], %dx.types.ResourceProperties { i32 524, i32 20 })
; CHECK-NEXT: [[RB:%.*]] = call %dx.types.ResRet.f32 @dx.op.rawBufferLoad.f32(i32 139, %dx.types.Handle [[H]], i32 %i, i32 4, i8 7, i32 4)
; CHECK-NEXT: [[BY:%.*]] = extractvalue %dx.types.ResRet.f32 [[RB]], 1
; CHECK-NEXT: [[RBZ:%.*]] = call %dx.types.ResRet.f32 @dx.op.rawBufferLoad.f32(i32 139, %dx.types.Handle [[H]], i32 %i, i32 12, i8 1, i32 4)
; CHECK-NEXT: [[BZ:%.*]] = extractvalue %dx.types.ResRet.f32 [[RBZ]], 0
; CHECK-NEXT: [[RC:%.*]] = call %dx.types.ResRet.i32 @dx.op.rawBufferLoad.i32(i32 139, %dx.types.Handle [[H]], i32 %i, i32 16, i8 1, i32 4)
; CHECK-NEXT: [[C:%.*]] = extractvalue %dx.types.ResRet.i32 [[RC]], 0
; CHECK-NEXT: [[RA:%.*]] = call %dx.types.ResRet.f32 @dx.op.rawBufferLoad.f32(i32 139, %dx.types.Handle [[H]], i32 %i, i32 0, i8 1, i32 4)
; CHECK-NEXT: [[A:%.*]] = extractvalue %dx.types.ResRet.f32 [[RA]], 0
; CHECK-NEXT: %s1 = fadd float [[BY]], [[BZ]]
; CHECK-NEXT: %s2 = fadd float %s1, [[A]]
; CHECK-NEXT: store float %s2, ptr @out.f32, align 4
; CHECK-NEXT: store i32 [[C]], ptr @out.i32, align 4
; CHECK-NEXT: ret void
define void @load_fields(i32 %i) {
  %h = call target("dx.RawBuffer", %struct.S, 0, 0) @llvm.dx.resource.handlefrombinding.tdx.RawBuffer_s_struct.Ss_0_0t(i32 0, i32 1, i32 1, i32 0, ptr @Items.name)
  %p = call ptr @llvm.dx.resource.getpointer.p0.tdx.RawBuffer_s_struct.Ss_0_0t(target("dx.RawBuffer", %struct.S, 0, 0) %h, i32 %i)
  %pb = getelementptr inbounds nuw i8, ptr %p, i32 4
  %b = load <3 x float>, ptr %pb, align 4
  %by = extractelement <3 x float> %b, i32 1
  %pbz = getelementptr inbounds <3 x float>, ptr %pb, i32 0, i32 2
  %bz = load float, ptr %pbz, align 4
  %pc = getelementptr inbounds %struct.S, ptr %p, i32 0, i32 2
  %c = load i32, ptr %pc, align 4
  %a = load float, ptr %p, align 4
  %s1 = fadd float %by, %bz
  %s2 = fadd float %s1, %a
  store float %s2, ptr @out.f32, align 4
  store i32 %c, ptr @out.i32, align 4
  ret void
}

; A whole-struct load: one op per field (f32 mask 1 at 0, f32 mask 7 at 4, i32
; mask 1 at 16); the extractvalue takes field c straight from its op, the
; returned value is rebuilt with insertelement / insertvalue.
; CHECK-LABEL: define %struct.S @load_struct(i32 %i) {
; CHECK-NEXT: [[B:%.*]] = call %dx.types.Handle @dx.op.createHandleFromBinding(i32 217, %dx.types.ResBind { i32 1, i32 1, i32 0, i8 0 }, i32 1, i1 false)
; CHECK-NEXT: [[H:%.*]] = call %dx.types.Handle @dx.op.annotateHandle(i32 216, %dx.types.Handle [[B]], %dx.types.ResourceProperties { i32 524, i32 20 })
; CHECK-NEXT: [[RA:%.*]] = call %dx.types.ResRet.f32 @dx.op.rawBufferLoad.f32(i32 139, %dx.types.Handle [[H]], i32 %i, i32 0, i8 1, i32 4)
; CHECK-NEXT: [[RB:%.*]] = call %dx.types.ResRet.f32 @dx.op.rawBufferLoad.f32(i32 139, %dx.types.Handle [[H]], i32 %i, i32 4, i8 7, i32 4)
; CHECK-NEXT: [[RC:%.*]] = call %dx.types.ResRet.i32 @dx.op.rawBufferLoad.i32(i32 139, %dx.types.Handle [[H]], i32 %i, i32 16, i8 1, i32 4)
; CHECK-NEXT: [[A:%.*]] = extractvalue %dx.types.ResRet.f32 [[RA]], 0
; CHECK-NEXT: [[S0:%.*]] = insertvalue %struct.S poison, float [[A]], 0
; CHECK-NEXT: [[B0:%.*]] = extractvalue %dx.types.ResRet.f32 [[RB]], 0
; CHECK-NEXT: [[V0:%.*]] = insertelement <3 x float> poison, float [[B0]], i32 0
; CHECK-NEXT: [[B1:%.*]] = extractvalue %dx.types.ResRet.f32 [[RB]], 1
; CHECK-NEXT: [[V1:%.*]] = insertelement <3 x float> [[V0]], float [[B1]], i32 1
; CHECK-NEXT: [[B2:%.*]] = extractvalue %dx.types.ResRet.f32 [[RB]], 2
; CHECK-NEXT: [[V2:%.*]] = insertelement <3 x float> [[V1]], float [[B2]], i32 2
; CHECK-NEXT: [[S1:%.*]] = insertvalue %struct.S [[S0]], <3 x float> [[V2]], 1
; CHECK-NEXT: [[C:%.*]] = extractvalue %dx.types.ResRet.i32 [[RC]], 0
; CHECK-NEXT: [[S2:%.*]] = insertvalue %struct.S [[S1]], i32 [[C]], 2
; CHECK-NEXT: [[C2:%.*]] = extractvalue %dx.types.ResRet.i32 [[RC]], 0
; CHECK-NEXT: store i32 [[C2]], ptr @out.i32, align 4
; CHECK-NEXT: ret %struct.S [[S2]]
define %struct.S @load_struct(i32 %i) {
  %h = call target("dx.RawBuffer", %struct.S, 0, 0) @llvm.dx.resource.handlefrombinding.tdx.RawBuffer_s_struct.Ss_0_0t(i32 0, i32 1, i32 1, i32 0, ptr @Items.name)
  %p = call ptr @llvm.dx.resource.getpointer.p0.tdx.RawBuffer_s_struct.Ss_0_0t(target("dx.RawBuffer", %struct.S, 0, 0) %h, i32 %i)
  %s = load %struct.S, ptr %p, align 4
  %c = extractvalue %struct.S %s, 2
  store i32 %c, ptr @out.i32, align 4
  ret %struct.S %s
}

; RWStructuredBuffer<S> Out : register(u0); a whole-struct store (the
; insertvalue chain is forwarded and goes), then Out[i + 1].b = b. Properties
; {4096 | 524 = 4620, 20}.
; CHECK-LABEL: define void @store_struct(i32 %i, float %a, <3 x float> %b, i32 %c) {
; CHECK-NEXT: [[B:%.*]] = call %dx.types.Handle @dx.op.createHandleFromBinding(i32 217, %dx.types.ResBind { i32 0, i32 0, i32 0, i8 1 }, i32 0, i1 false)
; CHECK-NEXT: [[H:%.*]] = call %dx.types.Handle @dx.op.annotateHandle(i32 216, %dx.types.Handle [[B]], %dx.types.ResourceProperties { i32 4620, i32 20 })
; CHECK-NEXT: call void @dx.op.rawBufferStore.f32(i32 140, %dx.types.Handle [[H]], i32 %i, i32 0, float %a, float undef, float undef, float undef, i8 1, i32 4)
; CHECK-NEXT: [[B0:%.*]] = extractelement <3 x float> %b, i32 0
; CHECK-NEXT: [[B1:%.*]] = extractelement <3 x float> %b, i32 1
; CHECK-NEXT: [[B2:%.*]] = extractelement <3 x float> %b, i32 2
; CHECK-NEXT: call void @dx.op.rawBufferStore.f32(i32 140, %dx.types.Handle [[H]], i32 %i, i32 4, float [[B0]], float [[B1]], float [[B2]], float undef, i8 7, i32 4)
; CHECK-NEXT: call void @dx.op.rawBufferStore.i32(i32 140, %dx.types.Handle [[H]], i32 %i, i32 16, i32 %c, i32 undef, i32 undef, i32 undef, i8 1, i32 4)
; CHECK-NEXT: %next = add i32 %i, 1
; CHECK-NEXT: [[N0:%.*]] = extractelement <3 x float> %b, i32 0
; CHECK-NEXT: [[N1:%.*]] = extractelement <3 x float> %b, i32 1
; CHECK-NEXT: [[N2:%.*]] = extractelement <3 x float> %b, i32 2
; CHECK-NEXT: call void @dx.op.rawBufferStore.f32(i32 140, %dx.types.Handle [[H]], i32 %next, i32 4, float [[N0]], float [[N1]], float [[N2]], float undef, i8 7, i32 4)
; CHECK-NEXT: ret void
define void @store_struct(i32 %i, float %a, <3 x float> %b, i32 %c) {
  %h = call target("dx.RawBuffer", %struct.S, 1, 0) @llvm.dx.resource.handlefrombinding.tdx.RawBuffer_s_struct.Ss_1_0t(i32 0, i32 0, i32 1, i32 0, ptr @Out.name)
  %p = call ptr @llvm.dx.resource.getpointer.p0.tdx.RawBuffer_s_struct.Ss_1_0t(target("dx.RawBuffer", %struct.S, 1, 0) %h, i32 %i)
  %s0 = insertvalue %struct.S poison, float %a, 0
  %s1 = insertvalue %struct.S %s0, <3 x float> %b, 1
  %s2 = insertvalue %struct.S %s1, i32 %c, 2
  store %struct.S %s2, ptr %p, align 4
  %next = add i32 %i, 1
  %q = call ptr @llvm.dx.resource.getpointer.p0.tdx.RawBuffer_s_struct.Ss_1_0t(target("dx.RawBuffer", %struct.S, 1, 0) %h, i32 %next)
  %qb = getelementptr inbounds nuw i8, ptr %q, i32 4
  store <3 x float> %b, ptr %qb, align 4
  ret void
}

; RWStructuredBuffer<float4> OutColors : register(u1); component stores need
; no read-modify-write: the mask names the written components (.w at 12,
; .yz at 4). Properties {4108, 16}.
; CHECK-LABEL: define void @store_components(i32 %i, float %x, <2 x float> %yz) {
; CHECK-NEXT: [[B:%.*]] = call %dx.types.Handle @dx.op.createHandleFromBinding(i32 217, %dx.types.ResBind { i32 1, i32 1, i32 0, i8 1 }, i32 1, i1 false)
; CHECK-NEXT: [[H:%.*]] = call %dx.types.Handle @dx.op.annotateHandle(i32 216, %dx.types.Handle [[B]], %dx.types.ResourceProperties { i32 4108, i32 16 })
; CHECK-NEXT: call void @dx.op.rawBufferStore.f32(i32 140, %dx.types.Handle [[H]], i32 %i, i32 12, float %x, float undef, float undef, float undef, i8 1, i32 4)
; CHECK-NEXT: [[Y:%.*]] = extractelement <2 x float> %yz, i32 0
; CHECK-NEXT: [[Z:%.*]] = extractelement <2 x float> %yz, i32 1
; CHECK-NEXT: call void @dx.op.rawBufferStore.f32(i32 140, %dx.types.Handle [[H]], i32 %i, i32 4, float [[Y]], float [[Z]], float undef, float undef, i8 3, i32 4)
; CHECK-NEXT: ret void
define void @store_components(i32 %i, float %x, <2 x float> %yz) {
  %h = call target("dx.RawBuffer", <4 x float>, 1, 0) @llvm.dx.resource.handlefrombinding.tdx.RawBuffer_v4f32_1_0t(i32 0, i32 1, i32 1, i32 0, ptr @OutColors.name)
  %p = call ptr @llvm.dx.resource.getpointer.p0.tdx.RawBuffer_v4f32_1_0t(target("dx.RawBuffer", <4 x float>, 1, 0) %h, i32 %i)
  %pw = getelementptr inbounds <4 x float>, ptr %p, i32 0, i32 3
  store float %x, ptr %pw, align 4
  %py = getelementptr inbounds nuw i8, ptr %p, i32 4
  store <2 x float> %yz, ptr %py, align 4
  ret void
}

; StructuredBuffer<M> Mats : register(t2); a 64-byte element loads as four ops
; of four components (offsets 0, 16, 32, 48), and an <8 x float> as two (16,
; 32; lane 5 is field 1 of the second). M's largest scalar is a float:
; properties {12 | 2 << 8 = 524, 64}.
; CHECK-LABEL: define void @large_element(i32 %i) {
; CHECK-NEXT: [[B:%.*]] = call %dx.types.Handle @dx.op.createHandleFromBinding(i32 217, %dx.types.ResBind { i32 2, i32 2, i32 0, i8 0 }, i32 2, i1 false)
; CHECK-NEXT: [[H:%.*]] = call %dx.types.Handle @dx.op.annotateHandle(i32 216, %dx.types.Handle [[B]], %dx.types.ResourceProperties { i32 524, i32 64 })
; CHECK-NEXT: [[R0:%.*]] = call %dx.types.ResRet.f32 @dx.op.rawBufferLoad.f32(i32 139, %dx.types.Handle [[H]], i32 %i, i32 0, i8 15, i32 4)
; CHECK-NEXT: [[R1:%.*]] = call %dx.types.ResRet.f32 @dx.op.rawBufferLoad.f32(i32 139, %dx.types.Handle [[H]], i32 %i, i32 16, i8 15, i32 4)
; CHECK-NEXT: [[R2:%.*]] = call %dx.types.ResRet.f32 @dx.op.rawBufferLoad.f32(i32 139, %dx.types.Handle [[H]], i32 %i, i32 32, i8 15, i32 4)
; CHECK-NEXT: [[R3:%.*]] = call %dx.types.ResRet.f32 @dx.op.rawBufferLoad.f32(i32 139, %dx.types.Handle [[H]], i32 %i, i32 48, i8 15, i32 4)
; CHECK-NEXT: [[M00:%.*]] = extractvalue %dx.types.ResRet.f32 [[R0]], 0
; CHECK-NEXT: [[ROW0:%.*]] = insertelement <4 x float> poison, float [[M00]], i32 0
; CHECK:      [[A0:%.*]] = insertvalue [4 x <4 x float>] poison, <4 x float> {{%.*}}, 0
; CHECK:      [[M33:%.*]] = extractvalue %dx.types.ResRet.f32 [[R3]], 3
; CHECK-NEXT: [[ROW3:%.*]] = insertelement <4 x float> {{%.*}}, float [[M33]], i32 3
; CHECK-NEXT: [[ARR:%.*]] = insertvalue [4 x <4 x float>] {{%.*}}, <4 x float> [[ROW3]], 3
; CHECK-NEXT: [[M:%.*]] = insertvalue %struct.M poison, [4 x <4 x float>] [[ARR]], 0
; CHECK-NEXT: store %struct.M [[M]], ptr @out.m, align 4
; CHECK-NEXT: {{%.*}} = call %dx.types.ResRet.f32 @dx.op.rawBufferLoad.f32(i32 139, %dx.types.Handle [[H]], i32 %i, i32 16, i8 15, i32 4)
; CHECK-NEXT: [[HI:%.*]] = call %dx.types.ResRet.f32 @dx.op.rawBufferLoad.f32(i32 139, %dx.types.Handle [[H]], i32 %i, i32 32, i8 15, i32 4)
; CHECK-NEXT: [[E5:%.*]] = extractvalue %dx.types.ResRet.f32 [[HI]], 1
; CHECK-NEXT: store float [[E5]], ptr @out.f32, align 4
; CHECK-NEXT: ret void
define void @large_element(i32 %i) {
  %h = call target("dx.RawBuffer", %struct.M, 0, 0) @llvm.dx.resource.handlefrombinding.tdx.RawBuffer_s_struct.Ms_0_0t(i32 0, i32 2, i32 1, i32 0, ptr @Mats.name)
  %p = call ptr @llvm.dx.resource.getpointer.p0.tdx.RawBuffer_s_struct.Ms_0_0t(target("dx.RawBuffer", %struct.M, 0, 0) %h, i32 %i)
  %m = load %struct.M, ptr %p, align 4
  store %struct.M %m, ptr @out.m, align 4
  %pr = getelementptr inbounds nuw i8, ptr %p, i32 16
  %rows = load <8 x float>, ptr %pr, align 4
  %e5 = extractelement <8 x float> %rows, i32 5
  store float %e5, ptr @out.f32, align 4
  ret void
}

; 16-bit elements: StructuredBuffer<half4> Halves : register(t3) loads with
; the f16 overload and alignment 2 (stride 8: {12, 8});
; RWStructuredBuffer<uint16_t2> OutShorts : register(u2) stores .y (byte 2)
; with the i16 overload ({4108, 4}).
; CHECK-LABEL: define void @sixteen_bit(i32 %i) {
; CHECK-NEXT: [[B:%.*]] = call %dx.types.Handle @dx.op.createHandleFromBinding(i32 217, %dx.types.ResBind { i32 3, i32 3, i32 0, i8 0 }, i32 3, i1 false)
; CHECK-NEXT: [[H:%.*]] = call %dx.types.Handle @dx.op.annotateHandle(i32 216, %dx.types.Handle [[B]], %dx.types.ResourceProperties { i32 12, i32 8 })
; CHECK-NEXT: [[R:%.*]] = call %dx.types.ResRet.f16 @dx.op.rawBufferLoad.f16(i32 139, %dx.types.Handle [[H]], i32 %i, i32 0, i8 15, i32 2)
; CHECK-NEXT: [[W:%.*]] = extractvalue %dx.types.ResRet.f16 [[R]], 3
; CHECK-NEXT: [[OB:%.*]] = call %dx.types.Handle @dx.op.createHandleFromBinding(i32 217, %dx.types.ResBind { i32 2, i32 2, i32 0, i8 1 }, i32 2, i1 false)
; CHECK-NEXT: [[O:%.*]] = call %dx.types.Handle @dx.op.annotateHandle(i32 216, %dx.types.Handle [[OB]], %dx.types.ResourceProperties { i32 4108, i32 4 })
; CHECK-NEXT: %bits = bitcast half [[W]] to i16
; CHECK-NEXT: call void @dx.op.rawBufferStore.i16(i32 140, %dx.types.Handle [[O]], i32 %i, i32 2, i16 %bits, i16 undef, i16 undef, i16 undef, i8 1, i32 2)
; CHECK-NEXT: ret void
define void @sixteen_bit(i32 %i) {
  %h = call target("dx.RawBuffer", <4 x half>, 0, 0) @llvm.dx.resource.handlefrombinding.tdx.RawBuffer_v4f16_0_0t(i32 0, i32 3, i32 1, i32 0, ptr @Halves.name)
  %p = call ptr @llvm.dx.resource.getpointer.p0.tdx.RawBuffer_v4f16_0_0t(target("dx.RawBuffer", <4 x half>, 0, 0) %h, i32 %i)
  %v = load <4 x half>, ptr %p, align 8
  %w = extractelement <4 x half> %v, i32 3
  %o = call target("dx.RawBuffer", <2 x i16>, 1, 0) @llvm.dx.resource.handlefrombinding.tdx.RawBuffer_v2i16_1_0t(i32 0, i32 2, i32 1, i32 0, ptr @OutShorts.name)
  %q = call ptr @llvm.dx.resource.getpointer.p0.tdx.RawBuffer_v2i16_1_0t(target("dx.RawBuffer", <2 x i16>, 1, 0) %o, i32 %i)
  %bits = bitcast half %w to i16
  %py = getelementptr inbounds nuw i8, ptr %q, i32 2
  store i16 %bits, ptr %py, align 2
  ret void
}

; CHECK-DAG: declare %dx.types.ResRet.f32 @dx.op.rawBufferLoad.f32(i32, %dx.types.Handle, i32, i32, i8, i32)
; CHECK-DAG: declare %dx.types.ResRet.i32 @dx.op.rawBufferLoad.i32(i32, %dx.types.Handle, i32, i32, i8, i32)
; CHECK-DAG: declare %dx.types.ResRet.f16 @dx.op.rawBufferLoad.f16(i32, %dx.types.Handle, i32, i32, i8, i32)
; CHECK-DAG: declare void @dx.op.rawBufferStore.f32(i32, %dx.types.Handle, i32, i32, float, float, float, float, i8, i32)
; CHECK-DAG: declare void @dx.op.rawBufferStore.i32(i32, %dx.types.Handle, i32, i32, i32, i32, i32, i32, i8, i32)
; CHECK-DAG: declare void @dx.op.rawBufferStore.i16(i32, %dx.types.Handle, i32, i32, i16, i16, i16, i16, i8, i32)

; Records: kind 12, tags !{i32 1, i32 stride}.
; CHECK: !dx.resources = !{[[RES:![0-9]+]]}
; CHECK: [[RES]] = !{[[SRVS:![0-9]+]], [[UAVS:![0-9]+]], null, null}
; CHECK: [[SRVS]] = !{[[COLORS:![0-9]+]], [[ITEMS:![0-9]+]], [[MATS:![0-9]+]], [[HALVES:![0-9]+]]}
; CHECK: [[COLORS]] = !{i32 0, ptr @Colors, !"Colors", i32 0, i32 0, i32 1, i32 12, i32 0, [[S16:![0-9]+]]}
; CHECK: [[S16]] = !{i32 1, i32 16}
; CHECK: [[ITEMS]] = !{i32 1, ptr @Items, !"Items", i32 0, i32 1, i32 1, i32 12, i32 0, [[S20:![0-9]+]]}
; CHECK: [[S20]] = !{i32 1, i32 20}
; CHECK: [[MATS]] = !{i32 2, ptr @Mats, !"Mats", i32 0, i32 2, i32 1, i32 12, i32 0, [[S64:![0-9]+]]}
; CHECK: [[S64]] = !{i32 1, i32 64}
; CHECK: [[HALVES]] = !{i32 3, ptr @Halves, !"Halves", i32 0, i32 3, i32 1, i32 12, i32 0, [[S8:![0-9]+]]}
; CHECK: [[S8]] = !{i32 1, i32 8}
; CHECK: [[UAVS]] = !{[[OUT:![0-9]+]], [[OUTC:![0-9]+]], [[OUTS:![0-9]+]]}
; CHECK: [[OUT]] = !{i32 0, ptr @Out, !"Out", i32 0, i32 0, i32 1, i32 12, i1 false, i1 false, i1 false, [[S20]]}
; CHECK: [[OUTC]] = !{i32 1, ptr @OutColors, !"OutColors", i32 0, i32 1, i32 1, i32 12, i1 false, i1 false, i1 false, [[S16]]}
; CHECK: [[OUTS]] = !{i32 2, ptr @OutShorts, !"OutShorts", i32 0, i32 2, i32 1, i32 12, i1 false, i1 false, i1 false, [[S4:![0-9]+]]}
; CHECK: [[S4]] = !{i32 1, i32 4}

declare target("dx.RawBuffer", <4 x float>, 0, 0) @llvm.dx.resource.handlefrombinding.tdx.RawBuffer_v4f32_0_0t(i32, i32, i32, i32, ptr)
declare ptr @llvm.dx.resource.getpointer.p0.tdx.RawBuffer_v4f32_0_0t(target("dx.RawBuffer", <4 x float>, 0, 0), i32)
declare target("dx.RawBuffer", %struct.S, 0, 0) @llvm.dx.resource.handlefrombinding.tdx.RawBuffer_s_struct.Ss_0_0t(i32, i32, i32, i32, ptr)
declare ptr @llvm.dx.resource.getpointer.p0.tdx.RawBuffer_s_struct.Ss_0_0t(target("dx.RawBuffer", %struct.S, 0, 0), i32)
declare target("dx.RawBuffer", %struct.S, 1, 0) @llvm.dx.resource.handlefrombinding.tdx.RawBuffer_s_struct.Ss_1_0t(i32, i32, i32, i32, ptr)
declare ptr @llvm.dx.resource.getpointer.p0.tdx.RawBuffer_s_struct.Ss_1_0t(target("dx.RawBuffer", %struct.S, 1, 0), i32)
declare target("dx.RawBuffer", <4 x float>, 1, 0) @llvm.dx.resource.handlefrombinding.tdx.RawBuffer_v4f32_1_0t(i32, i32, i32, i32, ptr)
declare ptr @llvm.dx.resource.getpointer.p0.tdx.RawBuffer_v4f32_1_0t(target("dx.RawBuffer", <4 x float>, 1, 0), i32)
declare target("dx.RawBuffer", %struct.M, 0, 0) @llvm.dx.resource.handlefrombinding.tdx.RawBuffer_s_struct.Ms_0_0t(i32, i32, i32, i32, ptr)
declare ptr @llvm.dx.resource.getpointer.p0.tdx.RawBuffer_s_struct.Ms_0_0t(target("dx.RawBuffer", %struct.M, 0, 0), i32)
declare target("dx.RawBuffer", <4 x half>, 0, 0) @llvm.dx.resource.handlefrombinding.tdx.RawBuffer_v4f16_0_0t(i32, i32, i32, i32, ptr)
declare ptr @llvm.dx.resource.getpointer.p0.tdx.RawBuffer_v4f16_0_0t(target("dx.RawBuffer", <4 x half>, 0, 0), i32)
declare target("dx.RawBuffer", <2 x i16>, 1, 0) @llvm.dx.resource.handlefrombinding.tdx.RawBuffer_v2i16_1_0t(i32, i32, i32, i32, ptr)
declare ptr @llvm.dx.resource.getpointer.p0.tdx.RawBuffer_v2i16_1_0t(target("dx.RawBuffer", <2 x i16>, 1, 0), i32)
