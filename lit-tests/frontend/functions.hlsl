// User functions with in / out / inout parameters, inlined into the entry
// point (no user function survives; HLSL has no recursion). Parameters are
// copy-in / copy-out: a callee changing an `in` parameter leaves the
// caller's variable alone, `inout` writes back, `out` only writes. inout
// arguments may be swizzle components of a local or a buffer element.
// Expected values: Out[i] = old y, Out[i+1] = old x, Out[i+2] = old x + 10,
// Out[i+3] = 4 * old x + fact(4) = 4 * x + 24; F[i] = (v.y, -v.y, v.y, v.w),
// F[i+1] *= 3.
//
// RUN: %texel -T cs_6_6 -E main --emit=ir %s | FileCheck %s --check-prefix=DXIL
// RUN: %texel -T cs_6_6 -E main -spirv --emit=ir %s | FileCheck %s --check-prefix=SPV
// RUN: %texel -T cs_6_6 -E main -Od --emit=ir %s | FileCheck %s --check-prefix=INLINED
// RUN: %texel -T cs_6_6 -E main %s | FileCheck %s --check-prefix=NODX
// RUN: %texel -T cs_6_6 -E main -spirv -Fo %t.spv %s
// RUN: %spirv-val --target-env vulkan1.3 %t.spv

struct P { float a; float2 b; };
RWBuffer<int> Out : register(u0);
RWBuffer<float4> F : register(u1);

int bump(int x) { x += 10; return x; }
void swap(inout int a, inout int b) { int t = a; a = b; b = t; }
void twice(in int v, out int r) { r = v * 2; }
void accum(inout int a, int v) { a += v; }
void swapf(inout float a, inout float b) { float t = a; a = b; b = t; }
void make(float s, out P p) { p.a = s; p.b = float2(s, -s); }
void scale(inout float4 v, float k) { v *= k; }
int fact(int n) { int r = 1; for (int i = 2; i <= n; ++i) r *= i; return r; }

[numthreads(8, 1, 1)]
void main(uint3 id : SV_DispatchThreadID) {
  int x = Out[id.x];
  int y = Out[id.x + 1];
  int z = bump(x);
  swap(x, y);
  int w;
  twice(y, w);
  accum(w, w);
  Out[id.x] = x;
  Out[id.x + 1] = y;
  Out[id.x + 2] = z;
  Out[id.x + 3] = w + fact(4);

  float4 v = F[id.x];
  swapf(v.x, v.w);
  P p;
  make(v.y, p);
  scale(F[id.x + 1], 3.0);
  F[id.x] = float4(p.b, p.a, v.x);
}

// DXIL-LABEL: define void @main()
// DXIL-DAG: [[OUT:%.*]] = tail call target("dx.TypedBuffer", i32, 1, 0, 1) @llvm.dx.resource.handlefrombinding.tdx.TypedBuffer_i32_1_0_1t(i32 0, i32 0, i32 1, i32 0, ptr nonnull {{@[^ ]+}})
// DXIL-DAG: [[TID:%.*]] = tail call i32 @llvm.dx.thread.id(i32 0)
// DXIL: [[PX:%.*]] = tail call ptr @llvm.dx.resource.getpointer.p0.tdx.TypedBuffer_i32_1_0_1t(target("dx.TypedBuffer", i32, 1, 0, 1) [[OUT]], i32 [[TID]])
// DXIL-NEXT: [[X:%.*]] = load i32, ptr [[PX]], align 4
// DXIL-NEXT: [[I1:%.*]] = add i32 [[TID]], 1
// DXIL-NEXT: [[PY:%.*]] = tail call ptr @llvm.dx.resource.getpointer.p0.tdx.TypedBuffer_i32_1_0_1t(target("dx.TypedBuffer", i32, 1, 0, 1) [[OUT]], i32 [[I1]])
// DXIL-NEXT: [[Y:%.*]] = load i32, ptr [[PY]], align 4
// DXIL-NEXT: [[Z:%.*]] = add i32 [[X]], 10
// DXIL-NEXT: store i32 [[Y]], ptr [[PX]], align 4
// DXIL-NEXT: store i32 [[X]], ptr [[PY]], align 4
// DXIL-NEXT: [[I2:%.*]] = add i32 [[TID]], 2
// DXIL-NEXT: [[PZ:%.*]] = tail call ptr @llvm.dx.resource.getpointer.p0.tdx.TypedBuffer_i32_1_0_1t(target("dx.TypedBuffer", i32, 1, 0, 1) [[OUT]], i32 [[I2]])
// DXIL-NEXT: store i32 [[Z]], ptr [[PZ]], align 4
// DXIL-NEXT: [[X4:%.*]] = shl i32 [[X]], 2
// DXIL: [[W:%.*]] = add i32 [[X4]], 24
// DXIL: [[I3:%.*]] = add i32 [[TID]], 3
// DXIL-NEXT: [[PW:%.*]] = tail call ptr @llvm.dx.resource.getpointer.p0.tdx.TypedBuffer_i32_1_0_1t(target("dx.TypedBuffer", i32, 1, 0, 1) [[OUT]], i32 [[I3]])
// DXIL-NEXT: store i32 [[W]], ptr [[PW]], align 4
// DXIL-NEXT: [[PV:%.*]] = tail call ptr @llvm.dx.resource.getpointer.p0.tdx.TypedBuffer_v4f32_1_0_0t(target("dx.TypedBuffer", <4 x float>, 1, 0, 0) [[F:%.*]], i32 [[TID]])
// DXIL-NEXT: [[V:%.*]] = load <4 x float>, ptr [[PV]], align 16
// DXIL-NEXT: [[PV1:%.*]] = tail call ptr @llvm.dx.resource.getpointer.p0.tdx.TypedBuffer_v4f32_1_0_0t(target("dx.TypedBuffer", <4 x float>, 1, 0, 0) [[F]], i32 [[I1]])
// DXIL-NEXT: [[V1:%.*]] = load <4 x float>, ptr [[PV1]], align 16
// DXIL-NEXT: [[V1S:%.*]] = fmul <4 x float> [[V1]], splat (float 3.000000e+00)
// DXIL-NEXT: store <4 x float> [[V1S]], ptr [[PV1]], align 16
// (v.y, -v.y, v.y, v.w)
// DXIL-NEXT: [[NEG:%.*]] = fneg <4 x float> [[V]]
// DXIL-NEXT: [[R:%.*]] = shufflevector <4 x float> [[V]], <4 x float> [[NEG]], <4 x i32> <i32 1, i32 5, i32 1, i32 3>
// DXIL-NEXT: store <4 x float> [[R]], ptr [[PV]], align 16
// DXIL-NEXT: ret void
// DXIL-NOT: define

// SPV-LABEL: define void @main()
// SPV: [[X:%.*]] = load i32, ptr addrspace(11) [[PX:%.*]], align 4
// SPV: [[Y:%.*]] = load i32, ptr addrspace(11) [[PY:%.*]], align 4
// SPV-NEXT: [[Z:%.*]] = add i32 [[X]], 10
// SPV-NEXT: store i32 [[Y]], ptr addrspace(11) [[PX]], align 4
// SPV-NEXT: store i32 [[X]], ptr addrspace(11) [[PY]], align 4
// SPV: store i32 [[Z]], ptr addrspace(11) {{%.*}}, align 4
// SPV: [[NEG:%.*]] = fneg <4 x float> [[V:%.*]]
// SPV-NEXT: [[R:%.*]] = shufflevector <4 x float> [[V]], <4 x float> [[NEG]], <4 x i32> <i32 1, i32 5, i32 1, i32 3>
// SPV: ret void
// SPV-NOT: define

// NODX-NOT: llvm.dx.

// Even at -Od only the entry point is left.
// INLINED-NOT: define
// INLINED: define void @main()
// INLINED-NOT: define
