; A handle that flows through a select, or through memory, is not a plain SSA
; handle: texel-dxil cannot tell which binding an op uses and says so, at the
; op and at every creation whose handle goes somewhere other than an op.
; (A phi of handles cannot be written: LLVM 22 rejects "PHI nodes cannot have
; token type!" when parsing, before any pass runs.)
;
; RUN: not %opt -load-pass-plugin=%plugin -passes=texel-dxil -disable-output %s 2>&1 | FileCheck %s --implicit-check-not=texel-dxil:
;
; Exactly these diagnostics, nothing else from texel-dxil:
; CHECK: error: texel-dxil: in function 'select_handle': '%l = call <4 x float> @llvm.dx.resource.load.level.v4f32.tdx.Texture_v4f32_0_0_0_2t.v2i32.i32.v2i32(target("dx.Texture", <4 x float>, 0, 0, 0, 2) %h, <2 x i32> %xy, i32 0, <2 x i32> zeroinitializer)': operand 1 is not a handle created by llvm.dx.resource.handlefrombinding or handlefromimplicitbinding; texel-dxil needs handles as plain SSA values (run SROA, mem2reg and instcombine first)
; CHECK-NEXT: {{^}}texel-dxil: in function 'alloca_handle': '%l = call <4 x float> @llvm.dx.resource.load.level.v4f32.tdx.Texture_v4f32_0_0_0_2t.v2i32.i32.v2i32(target("dx.Texture", <4 x float>, 0, 0, 0, 2) %h, <2 x i32> %xy, i32 0, <2 x i32> zeroinitializer)': operand 1 is not a handle created by llvm.dx.resource.handlefrombinding or handlefromimplicitbinding; texel-dxil needs handles as plain SSA values (run SROA, mem2reg and instcombine first)
; CHECK-NEXT: {{^}}texel-dxil: in function 'select_handle': '%a = call target("dx.Texture", <4 x float>, 0, 0, 0, 2) @llvm.dx.resource.handlefrombinding.tdx.Texture_v4f32_0_0_0_2t(i32 0, i32 0, i32 1, i32 0, ptr @A.name)': the handle is used by '%h = select i1 %c, target("dx.Texture", <4 x float>, 0, 0, 0, 2) %a, target("dx.Texture", <4 x float>, 0, 0, 0, 2) %b', which texel-dxil cannot lower: handles must flow straight into texture intrinsics (run SROA, mem2reg and instcombine first)
; CHECK-NEXT: {{^}}texel-dxil: in function 'select_handle': '%b = call target("dx.Texture", <4 x float>, 0, 0, 0, 2) @llvm.dx.resource.handlefrombinding.tdx.Texture_v4f32_0_0_0_2t(i32 0, i32 1, i32 1, i32 0, ptr @B.name)': the handle is used by '%h = select i1 %c, target("dx.Texture", <4 x float>, 0, 0, 0, 2) %a, target("dx.Texture", <4 x float>, 0, 0, 0, 2) %b', which texel-dxil cannot lower: handles must flow straight into texture intrinsics (run SROA, mem2reg and instcombine first)
; CHECK-NEXT: {{^}}texel-dxil: in function 'alloca_handle': '%a = call target("dx.Texture", <4 x float>, 0, 0, 0, 2) @llvm.dx.resource.handlefrombinding.tdx.Texture_v4f32_0_0_0_2t(i32 0, i32 0, i32 1, i32 0, ptr @A.name)': the handle is used by 'store target("dx.Texture", <4 x float>, 0, 0, 0, 2) %a, ptr %p, align 4', which texel-dxil cannot lower: handles must flow straight into texture intrinsics (run SROA, mem2reg and instcombine first)

target triple = "dxil-pc-shadermodel6.6-compute"

@A.name = private unnamed_addr constant [2 x i8] c"A\00"
@B.name = private unnamed_addr constant [2 x i8] c"B\00"

define void @select_handle(i1 %c, <2 x i32> %xy) {
  %a = call target("dx.Texture", <4 x float>, 0, 0, 0, 2) @llvm.dx.resource.handlefrombinding.tdx.Texture_v4f32_0_0_0_2t(i32 0, i32 0, i32 1, i32 0, ptr @A.name)
  %b = call target("dx.Texture", <4 x float>, 0, 0, 0, 2) @llvm.dx.resource.handlefrombinding.tdx.Texture_v4f32_0_0_0_2t(i32 0, i32 1, i32 1, i32 0, ptr @B.name)
  %h = select i1 %c, target("dx.Texture", <4 x float>, 0, 0, 0, 2) %a, target("dx.Texture", <4 x float>, 0, 0, 0, 2) %b
  %l = call <4 x float> @llvm.dx.resource.load.level.v4f32.tdx.Texture_v4f32_0_0_0_2t.v2i32.i32.v2i32(target("dx.Texture", <4 x float>, 0, 0, 0, 2) %h, <2 x i32> %xy, i32 0, <2 x i32> zeroinitializer)
  ret void
}


define void @alloca_handle(<2 x i32> %xy) {
  %p = alloca target("dx.Texture", <4 x float>, 0, 0, 0, 2)
  %a = call target("dx.Texture", <4 x float>, 0, 0, 0, 2) @llvm.dx.resource.handlefrombinding.tdx.Texture_v4f32_0_0_0_2t(i32 0, i32 0, i32 1, i32 0, ptr @A.name)
  store target("dx.Texture", <4 x float>, 0, 0, 0, 2) %a, ptr %p
  %h = load target("dx.Texture", <4 x float>, 0, 0, 0, 2), ptr %p
  %l = call <4 x float> @llvm.dx.resource.load.level.v4f32.tdx.Texture_v4f32_0_0_0_2t.v2i32.i32.v2i32(target("dx.Texture", <4 x float>, 0, 0, 0, 2) %h, <2 x i32> %xy, i32 0, <2 x i32> zeroinitializer)
  ret void
}

declare target("dx.Texture", <4 x float>, 0, 0, 0, 2) @llvm.dx.resource.handlefrombinding.tdx.Texture_v4f32_0_0_0_2t(i32, i32, i32, i32, ptr)
declare <4 x float> @llvm.dx.resource.load.level.v4f32.tdx.Texture_v4f32_0_0_0_2t.v2i32.i32.v2i32(target("dx.Texture", <4 x float>, 0, 0, 0, 2), <2 x i32>, i32, <2 x i32>)
