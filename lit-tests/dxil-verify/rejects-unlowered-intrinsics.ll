; Rule 6: after texel-dxil no llvm.dx resource or thread-id intrinsic remains;
; each remaining call is reported (calls of other intrinsics are fine).
; RUN: not %opt -load-pass-plugin=%plugin -passes=texel-dxil-verify -disable-output %s 2>&1 | FileCheck %s

target triple = "dxil-pc-shadermodel6.6-compute"

@T.name = private unnamed_addr constant [2 x i8] c"T\00"

; CHECK: error: texel-dxil-verify: in function 'main': '%t = call target("dx.Texture", <4 x float>, 0, 0, 0, 2) @llvm.dx.resource.handlefrombinding.tdx.Texture_v4f32_0_0_0_2t(i32 0, i32 0, i32 1, i32 0, ptr @T.name)': intrinsic 'llvm.dx.resource.handlefrombinding.tdx.Texture_v4f32_0_0_0_2t' was not lowered
; CHECK-NEXT: texel-dxil-verify: in function 'main': '%v = call {{.*}}': intrinsic 'llvm.dx.resource.load.level.v4f32.tdx.Texture_v4f32_0_0_0_2t.v2i32.v2i32' was not lowered
; CHECK-NEXT: texel-dxil-verify: in function 'main': '%id = call i32 @llvm.dx.thread.id(i32 0)': intrinsic 'llvm.dx.thread.id' was not lowered
; CHECK-NEXT: texel-dxil-verify: in function 'main': '%group = call i32 @llvm.dx.group.id(i32 1)': intrinsic 'llvm.dx.group.id' was not lowered
; CHECK-NEXT: texel-dxil-verify: in function 'main': '%local = call i32 @llvm.dx.thread.id.in.group(i32 2)': intrinsic 'llvm.dx.thread.id.in.group' was not lowered
; CHECK-NEXT: texel-dxil-verify: in function 'main': '%flat = call i32 @llvm.dx.flattened.thread.id.in.group()': intrinsic 'llvm.dx.flattened.thread.id.in.group' was not lowered
; CHECK-NOT: texel-dxil-verify
define void @main() {
  %t = call target("dx.Texture", <4 x float>, 0, 0, 0, 2) @llvm.dx.resource.handlefrombinding.tdx.Texture_v4f32_0_0_0_2t(i32 0, i32 0, i32 1, i32 0, ptr @T.name)
  %v = call <4 x float> @llvm.dx.resource.load.level.v4f32.tdx.Texture_v4f32_0_0_0_2t.v2i32.v2i32(target("dx.Texture", <4 x float>, 0, 0, 0, 2) %t, <2 x i32> zeroinitializer, i32 0, <2 x i32> zeroinitializer)
  %id = call i32 @llvm.dx.thread.id(i32 0)
  %group = call i32 @llvm.dx.group.id(i32 1)
  %local = call i32 @llvm.dx.thread.id.in.group(i32 2)
  %flat = call i32 @llvm.dx.flattened.thread.id.in.group()
  %root = call float @llvm.sqrt.f32(float 4.0)
  ret void
}

declare target("dx.Texture", <4 x float>, 0, 0, 0, 2) @llvm.dx.resource.handlefrombinding.tdx.Texture_v4f32_0_0_0_2t(i32, i32, i32, i32, ptr)
declare <4 x float> @llvm.dx.resource.load.level.v4f32.tdx.Texture_v4f32_0_0_0_2t.v2i32.v2i32(target("dx.Texture", <4 x float>, 0, 0, 0, 2), <2 x i32>, i32, <2 x i32>)
declare i32 @llvm.dx.thread.id(i32)
declare i32 @llvm.dx.group.id(i32)
declare i32 @llvm.dx.thread.id.in.group(i32)
declare i32 @llvm.dx.flattened.thread.id.in.group()
declare float @llvm.sqrt.f32(float)
