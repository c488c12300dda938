// Group 5 of the HLSL language issue: `export` and `inline` functions,
// `precise`, `uniform` parameters, default parameter values, `inout` arrays
// and structs. Out[t] = scaled(t) (default factor 2) + sum of the array
// after `bump` (1 + 2 + 10 = 13) + the struct field set through `inout` (5).
//
// RUN: %texel -T cs_6_6 -E main --emit=ir %s | FileCheck %s --check-prefix=DXIL
// RUN: %texel -T cs_6_6 -E main -spirv --emit=ir %s | FileCheck %s --check-prefix=SPV
// RUN: %texel -T cs_6_6 -E main %s -Fo %t.ll
// RUN: %opt -load-pass-plugin=%plugin -passes=texel-dxil-verify %t.ll -disable-output
// RUN: FileCheck %s --check-prefix=FINAL < %t.ll
// RUN: %texel -T cs_6_6 -E main -spirv -Fo %t.spv %s
// RUN: %spirv-val --target-env vulkan1.3 %t.spv

RWStructuredBuffer<uint> Out : register(u0);

struct Box { uint v; };

export uint scaled(uint x, uniform uint factor = 2) { return x * factor; }
inline void bump(inout uint values[2]) { values[1] += 10; }
void fill(inout Box box) { box.v = 5; }

[numthreads(4, 1, 1)]
void main(uint3 id : SV_DispatchThreadID) {
  precise float unused = 1.0;
  uint values[2] = {1, 2};
  bump(values);
  Box box;
  fill(box);
  Out[id.x] = scaled(id.x) + values[0] + values[1] + box.v;
}

// DXIL-LABEL: define void @main()
// DXIL: [[T:%.*]] = tail call i32 @llvm.dx.thread.id(i32 0)
// DXIL-NEXT: [[S:%.*]] = shl i32 [[T]], 1
// DXIL-NEXT: [[R:%.*]] = add i32 [[S]], 18
// DXIL-NEXT: [[P:%.*]] = tail call ptr @llvm.dx.resource.getpointer.p0.tdx.RawBuffer_i32_1_0t(target("dx.RawBuffer", i32, 1, 0) %{{.*}}, i32 [[T]])
// DXIL-NEXT: store i32 [[R]], ptr [[P]], align 4

// SPV: [[T:%.*]] = tail call i32 @llvm.spv.thread.id.i32(i32 0)
// SPV-NEXT: [[S:%.*]] = shl i32 [[T]], 1
// SPV-NEXT: [[R:%.*]] = add i32 [[S]], 18

// FINAL: [[T:%.*]] = call i32 @dx.op.threadId.i32(i32 93, i32 0)
// FINAL-NEXT: [[S:%.*]] = shl i32 [[T]], 1
// FINAL-NEXT: [[R:%.*]] = add i32 [[S]], 18
// FINAL-NEXT: call void @dx.op.rawBufferStore.i32(i32 140, %dx.types.Handle %{{.*}}, i32 [[T]], i32 0, i32 [[R]], i32 undef, i32 undef, i32 undef, i8 1, i32 4)
