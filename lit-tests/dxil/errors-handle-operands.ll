; The binding operands of a handle must be constants; the message names them
; with the API's words (space, range size, lower bound / order id).
; RUN: not %opt -load-pass-plugin=%plugin -passes=texel-dxil -disable-output %s 2>&1 | FileCheck %s --implicit-check-not=texel-dxil:

target triple = "dxil-pc-shadermodel6.6-compute"

@T.name = private unnamed_addr constant [2 x i8] c"T\00"

; CHECK: error: texel-dxil: in function 'main': '%t = call {{.*}}': the space and range size of a handle must be constants
; CHECK: texel-dxil: in function 'main': '%u = call {{.*}}': the lower bound of a handle must be a constant
; CHECK: texel-dxil: in function 'main': '%v = call {{.*}}': the order id of a handle must be a constant
define void @main(i32 %n) #0 {
  %t = call target("dx.Texture", <4 x float>, 0, 0, 0, 2) @llvm.dx.resource.handlefrombinding.tdx.Texture_v4f32_0_0_0_2t(i32 %n, i32 0, i32 1, i32 0, ptr @T.name)
  %u = call target("dx.Texture", <4 x float>, 0, 0, 0, 2) @llvm.dx.resource.handlefrombinding.tdx.Texture_v4f32_0_0_0_2t(i32 0, i32 %n, i32 1, i32 0, ptr @T.name)
  %v = call target("dx.Texture", <4 x float>, 0, 0, 0, 2) @llvm.dx.resource.handlefromimplicitbinding.tdx.Texture_v4f32_0_0_0_2t(i32 %n, i32 0, i32 1, i32 0, ptr @T.name)
  %a = call <2 x i32> @llvm.dx.resource.getdimensions.xy(target("dx.Texture", <4 x float>, 0, 0, 0, 2) %t)
  %b = call <2 x i32> @llvm.dx.resource.getdimensions.xy(target("dx.Texture", <4 x float>, 0, 0, 0, 2) %u)
  %c = call <2 x i32> @llvm.dx.resource.getdimensions.xy(target("dx.Texture", <4 x float>, 0, 0, 0, 2) %v)
  ret void
}

declare target("dx.Texture", <4 x float>, 0, 0, 0, 2) @llvm.dx.resource.handlefrombinding.tdx.Texture_v4f32_0_0_0_2t(i32, i32, i32, i32, ptr)
declare target("dx.Texture", <4 x float>, 0, 0, 0, 2) @llvm.dx.resource.handlefromimplicitbinding.tdx.Texture_v4f32_0_0_0_2t(i32, i32, i32, i32, ptr)
declare <2 x i32> @llvm.dx.resource.getdimensions.xy(target("dx.Texture", <4 x float>, 0, 0, 0, 2))

attributes #0 = { "hlsl.numthreads"="8,8,1" "hlsl.shader"="compute" }
