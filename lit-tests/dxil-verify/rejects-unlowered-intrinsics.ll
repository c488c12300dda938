; Rule 6: after texel-dxil no llvm.dx resource or thread-id intrinsic remains;
; each remaining call is reported. Rule 10 reports the other intrinsics that
; texel-dxil lowers (llvm.sqrt), and calls of declared functions that are
; neither dx.op.* nor intrinsics DXIL permits; llvm.lifetime.* and
; llvm.dbg.* are permitted, and so are functions defined in the module.
; RUN: not %opt -load-pass-plugin=%plugin -passes=texel-dxil-verify -disable-output %s 2>&1 | FileCheck %s

target triple = "dxil-pc-shadermodel6.6-compute"

@T.name = private unnamed_addr constant [2 x i8] c"T\00"

; CHECK: error: texel-dxil-verify: in function 'main': '%t = call target("dx.Texture", <4 x float>, 0, 0, 0, 2) @llvm.dx.resource.handlefrombinding.tdx.Texture_v4f32_0_0_0_2t(i32 0, i32 0, i32 1, i32 0, ptr @T.name)': intrinsic 'llvm.dx.resource.handlefrombinding.tdx.Texture_v4f32_0_0_0_2t' was not lowered
; CHECK-NEXT: texel-dxil-verify: in function 'main': '%v = call {{.*}}': intrinsic 'llvm.dx.resource.load.level.v4f32.tdx.Texture_v4f32_0_0_0_2t.v2i32.v2i32' was not lowered
; CHECK-NEXT: texel-dxil-verify: in function 'main': '%id = call i32 @llvm.dx.thread.id(i32 0)': intrinsic 'llvm.dx.thread.id' was not lowered
; CHECK-NEXT: texel-dxil-verify: in function 'main': '%group = call i32 @llvm.dx.group.id(i32 1)': intrinsic 'llvm.dx.group.id' was not lowered
; CHECK-NEXT: texel-dxil-verify: in function 'main': '%local = call i32 @llvm.dx.thread.id.in.group(i32 2)': intrinsic 'llvm.dx.thread.id.in.group' was not lowered
; CHECK-NEXT: texel-dxil-verify: in function 'main': '%flat = call i32 @llvm.dx.flattened.thread.id.in.group()': intrinsic 'llvm.dx.flattened.thread.id.in.group' was not lowered
; CHECK-NEXT: texel-dxil-verify: in function 'main': '%root = call float @llvm.sqrt.f32(float 4.000000e+00)': intrinsic 'llvm.sqrt.f32' was not lowered (texel-dxil lowers it to DXIL ops)
; CHECK-NEXT: texel-dxil-verify: in function 'main': '%ext = call float @external(float %root)': call to 'external': DXIL calls dx.op.* functions, functions defined in the module and the LLVM intrinsics it permits (llvm.lifetime.*, llvm.dbg.*) only
; CHECK-NEXT: texel-dxil-verify: in function 'main': '%copy = call i32 @llvm.ctlz.i32(i32 %id, i1 false)': intrinsic 'llvm.ctlz.i32' was not lowered (texel-dxil lowers it to DXIL ops)
; CHECK-NEXT: texel-dxil-verify: in function 'main': 'call void @llvm.memset.p0.i32(ptr %a, i8 0, i32 4, i1 false)': call to 'llvm.memset.p0.i32': DXIL calls dx.op.* functions, functions defined in the module and the LLVM intrinsics it permits (llvm.lifetime.*, llvm.dbg.*) only
; CHECK-NOT: texel-dxil-verify
define void @main() {
  %t = call target("dx.Texture", <4 x float>, 0, 0, 0, 2) @llvm.dx.resource.handlefrombinding.tdx.Texture_v4f32_0_0_0_2t(i32 0, i32 0, i32 1, i32 0, ptr @T.name)
  %v = call <4 x float> @llvm.dx.resource.load.level.v4f32.tdx.Texture_v4f32_0_0_0_2t.v2i32.v2i32(target("dx.Texture", <4 x float>, 0, 0, 0, 2) %t, <2 x i32> zeroinitializer, i32 0, <2 x i32> zeroinitializer)
  %id = call i32 @llvm.dx.thread.id(i32 0)
  %group = call i32 @llvm.dx.group.id(i32 1)
  %local = call i32 @llvm.dx.thread.id.in.group(i32 2)
  %flat = call i32 @llvm.dx.flattened.thread.id.in.group()
  %root = call float @llvm.sqrt.f32(float 4.0)
  %ext = call float @external(float %root)
  %copy = call i32 @llvm.ctlz.i32(i32 %id, i1 false)
  %a = alloca i32, align 4
  call void @llvm.lifetime.start.p0(ptr %a)
  call void @llvm.memset.p0.i32(ptr %a, i8 0, i32 4, i1 false)
  call void @llvm.lifetime.end.p0(ptr %a)
  call void @helper()
  ret void
}

define internal void @helper() {
  ret void
}

declare float @external(float)
declare i32 @llvm.ctlz.i32(i32, i1)
declare void @llvm.lifetime.start.p0(ptr)
declare void @llvm.lifetime.end.p0(ptr)
declare void @llvm.memset.p0.i32(ptr, i8, i32, i1)

declare target("dx.Texture", <4 x float>, 0, 0, 0, 2) @llvm.dx.resource.handlefrombinding.tdx.Texture_v4f32_0_0_0_2t(i32, i32, i32, i32, ptr)
declare <4 x float> @llvm.dx.resource.load.level.v4f32.tdx.Texture_v4f32_0_0_0_2t.v2i32.v2i32(target("dx.Texture", <4 x float>, 0, 0, 0, 2), <2 x i32>, i32, <2 x i32>)
declare i32 @llvm.dx.thread.id(i32)
declare i32 @llvm.dx.group.id(i32)
declare i32 @llvm.dx.thread.id.in.group(i32)
declare i32 @llvm.dx.flattened.thread.id.in.group()
declare float @llvm.sqrt.f32(float)
