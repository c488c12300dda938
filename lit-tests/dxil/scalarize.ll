; texel-dxil-scalarize makes the values of lowered DXIL-op IR scalar, as
; DXIL before SM 6.9 wants: vector arithmetic, compares, selects, phis and
; shuffles one lane at a time (LLVM's scalarizer), vector loads and stores of
; allocas and groupshared globals lane by lane, vector memory types as arrays
; of the same layout (a named struct %S as %S.dxil), an `icmp` of a bitcast
; bool vector as an or / and of the lanes, other vector-scalar bitcasts from
; shifted lanes, `freeze x` as x and poison as undef. texel-dxil-verify then
; accepts the module.
;
; RUN: %opt -load-pass-plugin=%plugin -passes=texel-dxil-scalarize,texel-dxil-verify -S %s | FileCheck %s

target datalayout = "e-m:e-p:32:32-i1:32-i8:8-i16:16-i32:32-i64:64-f16:16-f32:32-f64:64-n8:16:32:64-v48:16:16-v96:32:32-v192:64:64"
target triple = "dxil-pc-shadermodel6.6-compute"

%struct.Light = type { <3 x float>, float }

; CHECK-DAG: %struct.Light.dxil = type { [3 x float], float }
; CHECK-DAG: @shared = addrspace(3) global [8 x [4 x float]] undef, align 16
; CHECK-DAG: @table = internal constant [2 x [2 x i32]] {{\[}}[2 x i32] [i32 1, i32 2], [2 x i32] [i32 3, i32 4]], align 8
@shared = addrspace(3) global [8 x <4 x float>] undef, align 16
@table = internal constant [2 x <2 x i32>] [<2 x i32> <i32 1, i32 2>, <2 x i32> <i32 3, i32 4>], align 8

; CHECK-LABEL: define float @arithmetic(float %a, float %b, i1 %c)
; CHECK-NEXT: entry:
; CHECK-NEXT: [[S0:%.*]] = fadd float %a, %b
; CHECK-NEXT: [[S1:%.*]] = fadd float %b, %a
; CHECK-NEXT: [[M0:%.*]] = fcmp olt float [[S0]], [[S1]]
; CHECK-NEXT: [[M1:%.*]] = fcmp olt float [[S1]], [[S0]]
; CHECK-NEXT: [[C0:%.*]] = select i1 [[M0]], float [[S0]], float %a
; CHECK-NEXT: [[C1:%.*]] = select i1 [[M1]], float [[S1]], float %b
; CHECK-NEXT: br i1 %c, label %then, label %join
; CHECK: then:
; CHECK-NEXT: [[T0:%.*]] = fmul float [[C1]], 2.000000e+00
; CHECK-NEXT: [[T1:%.*]] = fmul float [[C0]], 2.000000e+00
; CHECK-NEXT: br label %join
; CHECK: join:
; CHECK-NEXT: [[P0:%.*]] = phi float [ [[C0]], %entry ], [ [[T0]], %then ]
; CHECK-NEXT: [[P1:%.*]] = phi float [ [[C1]], %entry ], [ [[T1]], %then ]
; CHECK-NEXT: [[F:%.*]] = fsub float [[P0]], [[P1]]
; CHECK-NEXT: ret float [[F]]
define float @arithmetic(float %a, float %b, i1 %c) #0 {
entry:
  %v0 = insertelement <2 x float> poison, float %a, i32 0
  %v = insertelement <2 x float> %v0, float %b, i32 1
  %w = shufflevector <2 x float> %v, <2 x float> poison, <2 x i32> <i32 1, i32 0>
  %s = fadd <2 x float> %v, %w
  %swapped = shufflevector <2 x float> %s, <2 x float> poison, <2 x i32> <i32 1, i32 0>
  %m = fcmp olt <2 x float> %s, %swapped
  %chosen = select <2 x i1> %m, <2 x float> %s, <2 x float> %v
  br i1 %c, label %then, label %join
then:
  %r = shufflevector <2 x float> %chosen, <2 x float> poison, <2 x i32> <i32 1, i32 0>
  %t = fmul <2 x float> %r, splat (float 2.0)
  br label %join
join:
  %p = phi <2 x float> [ %chosen, %entry ], [ %t, %then ]
  %p0 = extractelement <2 x float> %p, i32 0
  %p1 = extractelement <2 x float> %p, i32 1
  %f = fsub float %p0, %p1
  %frozen = freeze float %f
  ret float %frozen
}

; A vector alloca and a named struct with a vector member become arrays; the
; vector loads and stores go lane by lane.
; CHECK-LABEL: define float @memory(float %x, i32 %i)
; CHECK-NEXT: entry:
; CHECK-NEXT: [[A:%.*]] = alloca [4 x float], align 16
; CHECK-NEXT: [[A1:%.*]] = getelementptr float, ptr [[A]], i32 1
; CHECK-NEXT: [[A2:%.*]] = getelementptr float, ptr [[A]], i32 2
; CHECK-NEXT: [[A3:%.*]] = getelementptr float, ptr [[A]], i32 3
; CHECK-NEXT: [[L:%.*]] = alloca [2 x %struct.Light.dxil], align 4
; CHECK-NEXT: store float %x, ptr [[A]], align 16
; CHECK-NEXT: store float %x, ptr [[A1]], align 4
; CHECK-NEXT: store float %x, ptr [[A2]], align 8
; CHECK-NEXT: store float %x, ptr [[A3]], align 4
; CHECK-NEXT: [[E:%.*]] = getelementptr inbounds %struct.Light.dxil, ptr [[L]], i32 %i
; CHECK-NEXT: [[E1:%.*]] = getelementptr float, ptr [[E]], i32 1
; CHECK-NEXT: [[E2:%.*]] = getelementptr float, ptr [[E]], i32 2
; CHECK-NEXT: store float %x, ptr [[E]], align 4
; CHECK-NEXT: store float %x, ptr [[E1]], align 4
; CHECK-NEXT: store float %x, ptr [[E2]], align 4
; CHECK-NEXT: [[G:%.*]] = getelementptr [8 x [4 x float]], ptr addrspace(3) @shared, i32 0, i32 %i
; CHECK-NEXT: [[G2:%.*]] = getelementptr float, ptr addrspace(3) [[G]], i32 2
; CHECK-NEXT: [[Y:%.*]] = load float, ptr addrspace(3) [[G2]], align 8
; CHECK-NEXT: [[Z:%.*]] = load float, ptr [[A2]], align 8
; CHECK-NEXT: [[R:%.*]] = fadd float [[Y]], [[Z]]
; CHECK-NEXT: ret float [[R]]
define float @memory(float %x, i32 %i) #0 {
entry:
  %a = alloca <4 x float>, align 16
  %lights = alloca [2 x %struct.Light], align 4
  %splat0 = insertelement <4 x float> poison, float %x, i32 0
  %splat = shufflevector <4 x float> %splat0, <4 x float> poison, <4 x i32> zeroinitializer
  store <4 x float> %splat, ptr %a, align 16
  %element = getelementptr inbounds %struct.Light, ptr %lights, i32 %i
  %three = shufflevector <4 x float> %splat, <4 x float> poison, <3 x i32> <i32 0, i32 1, i32 2>
  store <3 x float> %three, ptr %element, align 4
  %g = getelementptr [8 x <4 x float>], ptr addrspace(3) @shared, i32 0, i32 %i
  %gv = load <4 x float>, ptr addrspace(3) %g, align 16
  %y = extractelement <4 x float> %gv, i32 2
  %av = load <4 x float>, ptr %a, align 16
  %z = extractelement <4 x float> %av, i32 2
  %r = fadd float %y, %z
  ret float %r
}

; all / any of a bool4 after InstCombine: a bitcast to i4 compared with 0
; or -1 becomes an or / and of the lanes; a <2 x i32> read as an i64 is
; the lanes shifted into place.
; CHECK-LABEL: define i64 @bitcasts(i32 %a, i32 %b)
; CHECK-NEXT: entry:
; CHECK-NEXT: [[N0:%.*]] = icmp ne i32 %a, 0
; CHECK-NEXT: [[N1:%.*]] = icmp ne i32 %b, 0
; CHECK-NEXT: [[ANY:%.*]] = or i1 [[N0]], [[N1]]
; CHECK-NEXT: [[NONE:%.*]] = xor i1 [[ANY]], true
; CHECK-NEXT: [[ALL:%.*]] = and i1 [[N0]], [[N1]]
; CHECK-NEXT: [[LO:%.*]] = zext i32 %a to i64
; CHECK-NEXT: [[HI:%.*]] = zext i32 %b to i64
; CHECK-NEXT: [[SHIFTED:%.*]] = shl i64 [[HI]], 32
; CHECK-NEXT: [[PACKED:%.*]] = or i64 [[LO]], [[SHIFTED]]
; CHECK-NEXT: [[C:%.*]] = and i1 [[NONE]], [[ALL]]
; CHECK-NEXT: [[R:%.*]] = select i1 [[C]], i64 [[PACKED]], i64 0
; CHECK-NEXT: ret i64 [[R]]
define i64 @bitcasts(i32 %a, i32 %b) #0 {
entry:
  %v0 = insertelement <2 x i32> poison, i32 %a, i32 0
  %v = insertelement <2 x i32> %v0, i32 %b, i32 1
  %nonzero = icmp ne <2 x i32> %v, zeroinitializer
  %bits = bitcast <2 x i1> %nonzero to i2
  %none = icmp eq i2 %bits, 0
  %all = icmp eq i2 %bits, -1
  %packed = bitcast <2 x i32> %v to i64
  %c = and i1 %none, %all
  %r = select i1 %c, i64 %packed, i64 0
  ret i64 %r
}

; CHECK-NOT: poison
; CHECK-NOT: freeze
; CHECK-NOT: <{{[0-9]+}} x

attributes #0 = { "hlsl.numthreads"="1,1,1" "hlsl.shader"="compute" }
