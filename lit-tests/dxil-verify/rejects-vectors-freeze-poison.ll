; Rules 7 to 10: DXIL's values are scalars (no vectors before SM 6.9: values,
; operands, allocated and GEP source types, globals with an initializer),
; DXIL knows undef but neither freeze nor poison, and calls go to dx.op.*
; functions, functions of the module and permitted intrinsics only (no
; indirect calls). texel-dxil-verify-ops checks the op calls alone and
; accepts the module.
;
; RUN: not %opt -load-pass-plugin=%plugin -passes=texel-dxil-verify -disable-output %s 2>&1 | FileCheck %s
; RUN: %opt -load-pass-plugin=%plugin -passes=texel-dxil-verify-ops -disable-output %s

target triple = "dxil-pc-shadermodel6.6-compute"

@vectors = addrspace(3) global [4 x <2 x float>] zeroinitializer, align 8
@Resource = external constant { <4 x float> }

; Module-level violations come first; the resource global (a declaration) is
; not one.
; CHECK: error: texel-dxil-verify: global @vectors has type [4 x <2 x float>], which holds vectors: DXIL memory holds scalars and arrays of them
; CHECK-NEXT: texel-dxil-verify: in function 'main': '%lane = extractelement <2 x float> %v, i32 0': operand 0 has type <2 x float>: DXIL values are scalars (no vectors before SM 6.9)
; CHECK-NEXT: texel-dxil-verify: in function 'main': '%sum = fadd <2 x float> %v, %v': the value has type <2 x float>: DXIL values are scalars (no vectors before SM 6.9; texel-dxil-scalarize splits them)
; CHECK-NEXT: texel-dxil-verify: in function 'main': '%sum = fadd <2 x float> %v, %v': operand 0 has type <2 x float>: DXIL values are scalars (no vectors before SM 6.9)
; CHECK-NEXT: texel-dxil-verify: in function 'main': '%sum = fadd <2 x float> %v, %v': operand 1 has type <2 x float>: DXIL values are scalars (no vectors before SM 6.9)
; CHECK-NEXT: texel-dxil-verify: in function 'main': '%frozen = freeze float %lane': freeze is not DXIL: DXIL knows undef only (texel-dxil-scalarize replaces freeze x with x)
; CHECK-NEXT: texel-dxil-verify: in function 'main': '%chosen = select i1 %c, float %frozen, float poison': operand 2 is poison, which DXIL does not know: it must be undef
; CHECK-NEXT: texel-dxil-verify: in function 'main': '%slot = alloca <4 x i32>, align 16': the allocated type <4 x i32> holds vectors: DXIL memory holds scalars and arrays of them (texel-dxil-scalarize makes them arrays)
; CHECK-NEXT: texel-dxil-verify: in function 'main': '%element = getelementptr [4 x <2 x float>], ptr addrspace(3) @vectors, i32 0, i32 1': the element pointer's source type [4 x <2 x float>] holds vectors: DXIL memory holds scalars and arrays of them (texel-dxil-scalarize makes them arrays)
; CHECK-NEXT: texel-dxil-verify: in function 'main': '%indirect = call float %callee(float %chosen)': indirect calls are not DXIL
; CHECK-NOT: texel-dxil-verify
define float @main(<2 x float> %v, i1 %c, ptr %callee) #0 {
entry:
  %lane = extractelement <2 x float> %v, i32 0
  %sum = fadd <2 x float> %v, %v
  %frozen = freeze float %lane
  %chosen = select i1 %c, float %frozen, float poison
  %slot = alloca <4 x i32>, align 16
  %element = getelementptr [4 x <2 x float>], ptr addrspace(3) @vectors, i32 0, i32 1
  %loaded = load float, ptr addrspace(3) %element, align 4
  %indirect = call float %callee(float %chosen)
  %r = fadd float %loaded, %indirect
  ret float %r
}

attributes #0 = { "hlsl.numthreads"="1,1,1" "hlsl.shader"="compute" }
