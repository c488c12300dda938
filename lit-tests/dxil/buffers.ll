; Typed buffers (Buffer / RWBuffer) arrive as llvm.dx.resource.getpointer(h, i32
; index) plus loads and stores through the element pointer. texel-dxil lowers
; them to BufferLoad (op 68: h, i32 index, i32 undef) and BufferStore (op 69:
; h, i32 index, i32 undef, T v0..v3, i8 15) with the element index in c0
; (DXIL.md, "Subscripts through getpointer"): a whole-element load becomes the
; ResRet fields, a component address (byte GEP or typed GEP) a single field, a
; whole-element store the element's lanes (component 0 repeated in missing
; slots, as DXC and upstream LLVM do for typed buffers), and a component store
; a BufferLoad whose other lanes go back with the new one in one BufferStore.
; The thread-id intrinsics become ThreadId / GroupId / ThreadIdInGroup /
; FlattenedThreadIdInGroup (ops 93-96).
;
; RUN: %opt -load-pass-plugin=%plugin -passes=texel-dxil,texel-dxil-verify-ops -S %s | FileCheck %s
; RUN: %opt -load-pass-plugin=%plugin -passes=texel-dxil,texel-dxil-verify-ops -S %s | FileCheck %s --check-prefix=NODX
; NODX-NOT: llvm.dx.

target triple = "dxil-pc-shadermodel6.6-compute"

@In.name = private unnamed_addr constant [3 x i8] c"In\00"
@UIn.name = private unnamed_addr constant [4 x i8] c"UIn\00"
@Out.name = private unnamed_addr constant [4 x i8] c"Out\00"
@IOut.name = private unnamed_addr constant [5 x i8] c"IOut\00"
@HOut.name = private unnamed_addr constant [5 x i8] c"HOut\00"

@out.f32 = global float 0.000000e+00, align 4
@out.i32 = global i32 0, align 4

; Buffer<float4> In : register(t0); In[i], lanes 0 and 2 used.
; Properties {TypedBuffer 10, 1033}.
; CHECK-LABEL: define void @load_element(i32 %i) {
; CHECK-NEXT: [[B:%.*]] = call %dx.types.Handle @dx.op.createHandleFromBinding(i32 217, %dx.types.ResBind zeroinitializer, i32 0, i1 false)
; CHECK-NEXT: [[H:%.*]] = call %dx.types.Handle @dx.op.annotateHandle(i32 216, %dx.types.Handle [[B]], %dx.types.ResourceProperties { i32 10, i32 1033 })
; CHECK-NEXT: [[R:%.*]] = call %dx.types.ResRet.f32 @dx.op.bufferLoad.f32(i32 68, %dx.types.Handle [[H]], i32 %i, i32 undef)
; CHECK-DAG: [[E0:%.*]] = extractvalue %dx.types.ResRet.f32 [[R]], 0
; CHECK-DAG: [[E2:%.*]] = extractvalue %dx.types.ResRet.f32 [[R]], 2
; CHECK: [[SUM:%.*]] = fadd float [[E0]], [[E2]]
; CHECK-NEXT: store float [[SUM]], ptr @out.f32, align 4
; CHECK-NEXT: ret void
define void @load_element(i32 %i) {
  %h = call target("dx.TypedBuffer", <4 x float>, 0, 0, 0) @llvm.dx.resource.handlefrombinding.tdx.TypedBuffer_v4f32_0_0_0t(i32 0, i32 0, i32 1, i32 0, ptr @In.name)
  %p = call ptr @llvm.dx.resource.getpointer.p0.tdx.TypedBuffer_v4f32_0_0_0t(target("dx.TypedBuffer", <4 x float>, 0, 0, 0) %h, i32 %i)
  %v = load <4 x float>, ptr %p, align 16
  %x = extractelement <4 x float> %v, i32 0
  %z = extractelement <4 x float> %v, i32 2
  %sum = fadd float %x, %z
  store float %sum, ptr @out.f32, align 4
  ret void
}

; In[i].y and In[i].w through byte GEPs (what clang emits for a component);
; each load is its own BufferLoad and takes one field.
; CHECK-LABEL: define void @load_component_bytes(i32 %i) {
; CHECK-NEXT: [[B:%.*]] = call %dx.types.Handle @dx.op.createHandleFromBinding(i32 217, %dx.types.ResBind zeroinitializer, i32 0, i1 false)
; CHECK-NEXT: [[H:%.*]] = call %dx.types.Handle @dx.op.annotateHandle(i32 216, %dx.types.Handle [[B]], %dx.types.ResourceProperties { i32 10, i32 1033 })
; CHECK-NEXT: [[R1:%.*]] = call %dx.types.ResRet.f32 @dx.op.bufferLoad.f32(i32 68, %dx.types.Handle [[H]], i32 %i, i32 undef)
; CHECK-NEXT: [[Y:%.*]] = extractvalue %dx.types.ResRet.f32 [[R1]], 1
; CHECK-NEXT: [[R3:%.*]] = call %dx.types.ResRet.f32 @dx.op.bufferLoad.f32(i32 68, %dx.types.Handle [[H]], i32 %i, i32 undef)
; CHECK-NEXT: [[W:%.*]] = extractvalue %dx.types.ResRet.f32 [[R3]], 3
; CHECK-NEXT: [[SUM:%.*]] = fadd float [[Y]], [[W]]
; CHECK-NEXT: store float [[SUM]], ptr @out.f32, align 4
; CHECK-NEXT: ret void
define void @load_component_bytes(i32 %i) {
  %h = call target("dx.TypedBuffer", <4 x float>, 0, 0, 0) @llvm.dx.resource.handlefrombinding.tdx.TypedBuffer_v4f32_0_0_0t(i32 0, i32 0, i32 1, i32 0, ptr @In.name)
  %p = call ptr @llvm.dx.resource.getpointer.p0.tdx.TypedBuffer_v4f32_0_0_0t(target("dx.TypedBuffer", <4 x float>, 0, 0, 0) %h, i32 %i)
  %py = getelementptr inbounds nuw i8, ptr %p, i32 4
  %y = load float, ptr %py, align 4
  %pw = getelementptr inbounds nuw i8, ptr %p, i32 12
  %w = load float, ptr %pw, align 4
  %sum = fadd float %y, %w
  store float %sum, ptr @out.f32, align 4
  ret void
}

; Buffer<uint4> UIn : register(t1); components through typed GEPs (scalar
; index 2, vector type 0, 3) and a scalar load straight through the element
; pointer (component 0).
; Properties {TypedBuffer 10, U32 5 | 4 << 8 = 1029}.
; CHECK-LABEL: define void @load_component_typed(i32 %i) {
; CHECK-NEXT: [[B:%.*]] = call %dx.types.Handle @dx.op.createHandleFromBinding(i32 217, %dx.types.ResBind { i32 1, i32 1, i32 0, i8 0 }, i32 1, i1 false)
; CHECK-NEXT: [[H:%.*]] = call %dx.types.Handle @dx.op.annotateHandle(i32 216, %dx.types.Handle [[B]], %dx.types.ResourceProperties { i32 10, i32 1029 })
; CHECK-NEXT: [[R2:%.*]] = call %dx.types.ResRet.i32 @dx.op.bufferLoad.i32(i32 68, %dx.types.Handle [[H]], i32 %i, i32 undef)
; CHECK-NEXT: [[Z:%.*]] = extractvalue %dx.types.ResRet.i32 [[R2]], 2
; CHECK-NEXT: [[R3:%.*]] = call %dx.types.ResRet.i32 @dx.op.bufferLoad.i32(i32 68, %dx.types.Handle [[H]], i32 %i, i32 undef)
; CHECK-NEXT: [[W:%.*]] = extractvalue %dx.types.ResRet.i32 [[R3]], 3
; CHECK-NEXT: [[R0:%.*]] = call %dx.types.ResRet.i32 @dx.op.bufferLoad.i32(i32 68, %dx.types.Handle [[H]], i32 %i, i32 undef)
; CHECK-NEXT: [[X:%.*]] = extractvalue %dx.types.ResRet.i32 [[R0]], 0
; CHECK-NEXT: [[ZW:%.*]] = add i32 [[Z]], [[W]]
; CHECK-NEXT: [[XZW:%.*]] = add i32 [[ZW]], [[X]]
; CHECK-NEXT: store i32 [[XZW]], ptr @out.i32, align 4
; CHECK-NEXT: ret void
define void @load_component_typed(i32 %i) {
  %h = call target("dx.TypedBuffer", <4 x i32>, 0, 0, 0) @llvm.dx.resource.handlefrombinding.tdx.TypedBuffer_v4i32_0_0_0t(i32 0, i32 1, i32 1, i32 0, ptr @UIn.name)
  %p = call ptr @llvm.dx.resource.getpointer.p0.tdx.TypedBuffer_v4i32_0_0_0t(target("dx.TypedBuffer", <4 x i32>, 0, 0, 0) %h, i32 %i)
  %pz = getelementptr inbounds i32, ptr %p, i32 2
  %z = load i32, ptr %pz, align 4
  %pw = getelementptr inbounds <4 x i32>, ptr %p, i32 0, i32 3
  %w = load i32, ptr %pw, align 4
  %x = load i32, ptr %p, align 16
  %zw = add i32 %z, %w
  %xzw = add i32 %zw, %x
  store i32 %xzw, ptr @out.i32, align 4
  ret void
}

; RWBuffer<float4> Out : register(u0); Out[i] = v.
; Properties {UAV 4096 | TypedBuffer 10 = 4106, 1033}.
; CHECK-LABEL: define void @store_element(i32 %i, <4 x float> %v) {
; CHECK-NEXT: [[B:%.*]] = call %dx.types.Handle @dx.op.createHandleFromBinding(i32 217, %dx.types.ResBind { i32 0, i32 0, i32 0, i8 1 }, i32 0, i1 false)
; CHECK-NEXT: [[H:%.*]] = call %dx.types.Handle @dx.op.annotateHandle(i32 216, %dx.types.Handle [[B]], %dx.types.ResourceProperties { i32 4106, i32 1033 })
; CHECK-NEXT: [[V0:%.*]] = extractelement <4 x float> %v, i32 0
; CHECK-NEXT: [[V1:%.*]] = extractelement <4 x float> %v, i32 1
; CHECK-NEXT: [[V2:%.*]] = extractelement <4 x float> %v, i32 2
; CHECK-NEXT: [[V3:%.*]] = extractelement <4 x float> %v, i32 3
; CHECK-NEXT: call void @dx.op.bufferStore.f32(i32 69, %dx.types.Handle [[H]], i32 %i, i32 undef, float [[V0]], float [[V1]], float [[V2]], float [[V3]], i8 15)
; CHECK-NEXT: ret void
define void @store_element(i32 %i, <4 x float> %v) {
  %h = call target("dx.TypedBuffer", <4 x float>, 1, 0, 0) @llvm.dx.resource.handlefrombinding.tdx.TypedBuffer_v4f32_1_0_0t(i32 0, i32 0, i32 1, i32 0, ptr @Out.name)
  %p = call ptr @llvm.dx.resource.getpointer.p0.tdx.TypedBuffer_v4f32_1_0_0t(target("dx.TypedBuffer", <4 x float>, 1, 0, 0) %h, i32 %i)
  store <4 x float> %v, ptr %p, align 16
  ret void
}

; Out[i].y = s: BufferLoad of the element, then one BufferStore of lanes 0, 2
; and 3 from the load with s in lane 1.
; CHECK-LABEL: define void @store_component(i32 %i, float %s) {
; CHECK-NEXT: [[B:%.*]] = call %dx.types.Handle @dx.op.createHandleFromBinding(i32 217, %dx.types.ResBind { i32 0, i32 0, i32 0, i8 1 }, i32 0, i1 false)
; CHECK-NEXT: [[H:%.*]] = call %dx.types.Handle @dx.op.annotateHandle(i32 216, %dx.types.Handle [[B]], %dx.types.ResourceProperties { i32 4106, i32 1033 })
; CHECK-NEXT: [[R:%.*]] = call %dx.types.ResRet.f32 @dx.op.bufferLoad.f32(i32 68, %dx.types.Handle [[H]], i32 %i, i32 undef)
; CHECK-DAG: [[E0:%.*]] = extractvalue %dx.types.ResRet.f32 [[R]], 0
; CHECK-DAG: [[E2:%.*]] = extractvalue %dx.types.ResRet.f32 [[R]], 2
; CHECK-DAG: [[E3:%.*]] = extractvalue %dx.types.ResRet.f32 [[R]], 3
; CHECK: call void @dx.op.bufferStore.f32(i32 69, %dx.types.Handle [[H]], i32 %i, i32 undef, float [[E0]], float %s, float [[E2]], float [[E3]], i8 15)
; CHECK-NEXT: ret void
define void @store_component(i32 %i, float %s) {
  %h = call target("dx.TypedBuffer", <4 x float>, 1, 0, 0) @llvm.dx.resource.handlefrombinding.tdx.TypedBuffer_v4f32_1_0_0t(i32 0, i32 0, i32 1, i32 0, ptr @Out.name)
  %p = call ptr @llvm.dx.resource.getpointer.p0.tdx.TypedBuffer_v4f32_1_0_0t(target("dx.TypedBuffer", <4 x float>, 1, 0, 0) %h, i32 %i)
  %py = getelementptr inbounds nuw i8, ptr %p, i32 4
  store float %s, ptr %py, align 4
  ret void
}

; RWBuffer<int2> IOut : register(u1); IOut[i] = v (lanes 2 and 3 repeat lane 0),
; then IOut[i + 1].y = s (lane 0 from the load, lanes 2 and 3 repeat it).
; Properties {4106, I32 4 | 2 << 8 = 516}.
; CHECK-LABEL: define void @store_int2(i32 %i, <2 x i32> %v, i32 %s) {
; CHECK-NEXT: [[B:%.*]] = call %dx.types.Handle @dx.op.createHandleFromBinding(i32 217, %dx.types.ResBind { i32 1, i32 1, i32 0, i8 1 }, i32 1, i1 false)
; CHECK-NEXT: [[H:%.*]] = call %dx.types.Handle @dx.op.annotateHandle(i32 216, %dx.types.Handle [[B]], %dx.types.ResourceProperties { i32 4106, i32 516 })
; CHECK-NEXT: [[V0:%.*]] = extractelement <2 x i32> %v, i32 0
; CHECK-NEXT: [[V1:%.*]] = extractelement <2 x i32> %v, i32 1
; CHECK-NEXT: call void @dx.op.bufferStore.i32(i32 69, %dx.types.Handle [[H]], i32 %i, i32 undef, i32 [[V0]], i32 [[V1]], i32 [[V0]], i32 [[V0]], i8 15)
; CHECK-NEXT: [[NEXT:%.*]] = add i32 %i, 1
; CHECK-NEXT: [[R:%.*]] = call %dx.types.ResRet.i32 @dx.op.bufferLoad.i32(i32 68, %dx.types.Handle [[H]], i32 [[NEXT]], i32 undef)
; CHECK-NEXT: [[E0:%.*]] = extractvalue %dx.types.ResRet.i32 [[R]], 0
; CHECK-NEXT: call void @dx.op.bufferStore.i32(i32 69, %dx.types.Handle [[H]], i32 [[NEXT]], i32 undef, i32 [[E0]], i32 %s, i32 [[E0]], i32 [[E0]], i8 15)
; CHECK-NEXT: ret void
define void @store_int2(i32 %i, <2 x i32> %v, i32 %s) {
  %h = call target("dx.TypedBuffer", <2 x i32>, 1, 0, 1) @llvm.dx.resource.handlefrombinding.tdx.TypedBuffer_v2i32_1_0_1t(i32 0, i32 1, i32 1, i32 0, ptr @IOut.name)
  %p = call ptr @llvm.dx.resource.getpointer.p0.tdx.TypedBuffer_v2i32_1_0_1t(target("dx.TypedBuffer", <2 x i32>, 1, 0, 1) %h, i32 %i)
  store <2 x i32> %v, ptr %p, align 8
  %next = add i32 %i, 1
  %q = call ptr @llvm.dx.resource.getpointer.p0.tdx.TypedBuffer_v2i32_1_0_1t(target("dx.TypedBuffer", <2 x i32>, 1, 0, 1) %h, i32 %next)
  %qy = getelementptr inbounds nuw i8, ptr %q, i32 4
  store i32 %s, ptr %qy, align 4
  ret void
}

; RWBuffer<half4> HOut : register(u2): byte offsets count 2-byte components
; (byte 6 is .w, byte 4 is .z); the f16 overloads.
; Properties {4106, F16 8 | 4 << 8 = 1032}.
; CHECK-LABEL: define half @half_components(i32 %i, half %s) {
; CHECK-NEXT: [[B:%.*]] = call %dx.types.Handle @dx.op.createHandleFromBinding(i32 217, %dx.types.ResBind { i32 2, i32 2, i32 0, i8 1 }, i32 2, i1 false)
; CHECK-NEXT: [[H:%.*]] = call %dx.types.Handle @dx.op.annotateHandle(i32 216, %dx.types.Handle [[B]], %dx.types.ResourceProperties { i32 4106, i32 1032 })
; CHECK-NEXT: [[R:%.*]] = call %dx.types.ResRet.f16 @dx.op.bufferLoad.f16(i32 68, %dx.types.Handle [[H]], i32 %i, i32 undef)
; CHECK-NEXT: [[W:%.*]] = extractvalue %dx.types.ResRet.f16 [[R]], 3
; CHECK-NEXT: [[OLD:%.*]] = call %dx.types.ResRet.f16 @dx.op.bufferLoad.f16(i32 68, %dx.types.Handle [[H]], i32 %i, i32 undef)
; CHECK-DAG: [[E0:%.*]] = extractvalue %dx.types.ResRet.f16 [[OLD]], 0
; CHECK-DAG: [[E1:%.*]] = extractvalue %dx.types.ResRet.f16 [[OLD]], 1
; CHECK-DAG: [[E3:%.*]] = extractvalue %dx.types.ResRet.f16 [[OLD]], 3
; CHECK: call void @dx.op.bufferStore.f16(i32 69, %dx.types.Handle [[H]], i32 %i, i32 undef, half [[E0]], half [[E1]], half %s, half [[E3]], i8 15)
; CHECK-NEXT: ret half [[W]]
define half @half_components(i32 %i, half %s) {
  %h = call target("dx.TypedBuffer", <4 x half>, 1, 0, 0) @llvm.dx.resource.handlefrombinding.tdx.TypedBuffer_v4f16_1_0_0t(i32 0, i32 2, i32 1, i32 0, ptr @HOut.name)
  %p = call ptr @llvm.dx.resource.getpointer.p0.tdx.TypedBuffer_v4f16_1_0_0t(target("dx.TypedBuffer", <4 x half>, 1, 0, 0) %h, i32 %i)
  %pw = getelementptr inbounds nuw i8, ptr %p, i32 6
  %w = load half, ptr %pw, align 2
  %pz = getelementptr inbounds nuw i8, ptr %p, i32 4
  store half %s, ptr %pz, align 2
  ret half %w
}

; SV_DispatchThreadID, SV_GroupID, SV_GroupThreadID components and
; SV_GroupIndex: ThreadId (93), GroupId (94), ThreadIdInGroup (95),
; FlattenedThreadIdInGroup (96, no component operand), i32 overload.
; CHECK-LABEL: define void @thread_ids() #0 {
; CHECK-NEXT: [[TX:%.*]] = call i32 @dx.op.threadId.i32(i32 93, i32 0)
; CHECK-NEXT: [[TY:%.*]] = call i32 @dx.op.threadId.i32(i32 93, i32 1)
; CHECK-NEXT: [[TZ:%.*]] = call i32 @dx.op.threadId.i32(i32 93, i32 2)
; CHECK-NEXT: [[GY:%.*]] = call i32 @dx.op.groupId.i32(i32 94, i32 1)
; CHECK-NEXT: [[LZ:%.*]] = call i32 @dx.op.threadIdInGroup.i32(i32 95, i32 2)
; CHECK-NEXT: [[FLAT:%.*]] = call i32 @dx.op.flattenedThreadIdInGroup.i32(i32 96)
; CHECK-NEXT: [[S1:%.*]] = add i32 [[TX]], [[TY]]
; CHECK-NEXT: [[S2:%.*]] = add i32 [[S1]], [[TZ]]
; CHECK-NEXT: [[S3:%.*]] = add i32 [[S2]], [[GY]]
; CHECK-NEXT: [[S4:%.*]] = add i32 [[S3]], [[LZ]]
; CHECK-NEXT: [[S5:%.*]] = add i32 [[S4]], [[FLAT]]
; CHECK-NEXT: store i32 [[S5]], ptr @out.i32, align 4
; CHECK-NEXT: ret void
define void @thread_ids() #0 {
  %tx = call i32 @llvm.dx.thread.id(i32 0)
  %ty = call i32 @llvm.dx.thread.id(i32 1)
  %tz = call i32 @llvm.dx.thread.id(i32 2)
  %gy = call i32 @llvm.dx.group.id(i32 1)
  %lz = call i32 @llvm.dx.thread.id.in.group(i32 2)
  %flat = call i32 @llvm.dx.flattened.thread.id.in.group()
  %s1 = add i32 %tx, %ty
  %s2 = add i32 %s1, %tz
  %s3 = add i32 %s2, %gy
  %s4 = add i32 %s3, %lz
  %s5 = add i32 %s4, %flat
  store i32 %s5, ptr @out.i32, align 4
  ret void
}

; CHECK-DAG: declare %dx.types.ResRet.f32 @dx.op.bufferLoad.f32(i32, %dx.types.Handle, i32, i32)
; CHECK-DAG: declare %dx.types.ResRet.i32 @dx.op.bufferLoad.i32(i32, %dx.types.Handle, i32, i32)
; CHECK-DAG: declare void @dx.op.bufferStore.f32(i32, %dx.types.Handle, i32, i32, float, float, float, float, i8)
; CHECK-DAG: declare void @dx.op.bufferStore.i32(i32, %dx.types.Handle, i32, i32, i32, i32, i32, i32, i8)
; CHECK-DAG: declare i32 @dx.op.threadId.i32(i32, i32)
; CHECK-DAG: declare i32 @dx.op.groupId.i32(i32, i32)
; CHECK-DAG: declare i32 @dx.op.threadIdInGroup.i32(i32, i32)
; CHECK-DAG: declare i32 @dx.op.flattenedThreadIdInGroup.i32(i32)

declare target("dx.TypedBuffer", <4 x float>, 0, 0, 0) @llvm.dx.resource.handlefrombinding.tdx.TypedBuffer_v4f32_0_0_0t(i32, i32, i32, i32, ptr)
declare target("dx.TypedBuffer", <4 x i32>, 0, 0, 0) @llvm.dx.resource.handlefrombinding.tdx.TypedBuffer_v4i32_0_0_0t(i32, i32, i32, i32, ptr)
declare target("dx.TypedBuffer", <4 x float>, 1, 0, 0) @llvm.dx.resource.handlefrombinding.tdx.TypedBuffer_v4f32_1_0_0t(i32, i32, i32, i32, ptr)
declare target("dx.TypedBuffer", <2 x i32>, 1, 0, 1) @llvm.dx.resource.handlefrombinding.tdx.TypedBuffer_v2i32_1_0_1t(i32, i32, i32, i32, ptr)
declare ptr @llvm.dx.resource.getpointer.p0.tdx.TypedBuffer_v4f32_0_0_0t(target("dx.TypedBuffer", <4 x float>, 0, 0, 0), i32)
declare ptr @llvm.dx.resource.getpointer.p0.tdx.TypedBuffer_v4i32_0_0_0t(target("dx.TypedBuffer", <4 x i32>, 0, 0, 0), i32)
declare ptr @llvm.dx.resource.getpointer.p0.tdx.TypedBuffer_v4f32_1_0_0t(target("dx.TypedBuffer", <4 x float>, 1, 0, 0), i32)
declare ptr @llvm.dx.resource.getpointer.p0.tdx.TypedBuffer_v2i32_1_0_1t(target("dx.TypedBuffer", <2 x i32>, 1, 0, 1), i32)
declare target("dx.TypedBuffer", <4 x half>, 1, 0, 0) @llvm.dx.resource.handlefrombinding.tdx.TypedBuffer_v4f16_1_0_0t(i32, i32, i32, i32, ptr)
declare ptr @llvm.dx.resource.getpointer.p0.tdx.TypedBuffer_v4f16_1_0_0t(target("dx.TypedBuffer", <4 x half>, 1, 0, 0), i32)
declare i32 @llvm.dx.thread.id(i32)
declare i32 @llvm.dx.group.id(i32)
declare i32 @llvm.dx.thread.id.in.group(i32)
declare i32 @llvm.dx.flattened.thread.id.in.group()

attributes #0 = { "hlsl.numthreads"="8,8,1" "hlsl.shader"="compute" }
