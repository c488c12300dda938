// Static globals and locals, initialised once, and members defined out of
// line:
//   Start = seed() * 2 (not constant): assigned when the entry starts
//     (DXC's rule), from a function call;
//   a static local with a non-constant initialiser: a private bool guard
//     makes it run once (C++'s and DXC's rule), so `first(t)` returns the
//     first caller's t both times;
//   S::get (const) and S::twice (static) are declared in S and defined
//   after it; S::In is a nested struct.
// Out[t] = Start (8) + first(t) (t) + first(t + 5) (t again) + s.get() (3)
//          + S::twice(3) (6) + __HLSL_VERSION / 1000 (2) = 2 t + 19.
//
// RUN: %texel -T cs_6_6 -E main --emit=ir %s | FileCheck %s --check-prefix=DXIL
// RUN: %texel -T cs_6_6 -E main -spirv --emit=ir %s | FileCheck %s --check-prefix=SPV
// RUN: %texel -T cs_6_6 -E main %s -Fo %t.ll
// RUN: %opt -load-pass-plugin=%plugin -passes=texel-dxil-verify %t.ll -disable-output
// RUN: FileCheck %s --check-prefix=FINAL < %t.ll
// RUN: %texel -T cs_6_6 -E main -spirv -Fo %t.spv %s
// RUN: %spirv-val --target-env vulkan1.3 %t.spv
// RUN: %spirv-dis %t.spv | FileCheck %s --check-prefix=SPIRV

RWStructuredBuffer<uint> Out : register(u0);

uint seed() { return 4; }
static uint Start = seed() * 2;

uint first(uint value) {
  static uint kept = value;
  return kept;
}

struct S {
  struct In { uint w; };
  uint v;
  In inner;
  uint get() const;
  static uint twice(uint x);
};
uint S::get() const { return v + inner.w; }
uint S::twice(uint x) { return x * 2; }

[numthreads(4, 1, 1)]
void main(uint3 id : SV_DispatchThreadID) {
  uint t = id.x;
  S s;
  s.v = 1;
  s.inner.w = 2;
  Out[t] = Start + first(t) + first(t + 5) + s.get() + S::twice(3) + __HLSL_VERSION / 1000;
}

// Start's store and loads fold away (it is only read in the entry); the
// static local and its guard stay private globals.
// DXIL-NOT: @Start
// DXIL: @first.kept.guard = internal unnamed_addr global i1 false
// DXIL-NEXT: @first.kept = internal unnamed_addr global i32 0
// DXIL-LABEL: define void @main()
// DXIL: [[T:%.*]] = tail call i32 @llvm.dx.thread.id(i32 0)
// DXIL-NEXT: [[G:%.*]] = load i1, ptr @first.kept.guard, align 4
// DXIL-NEXT: br i1 [[G]], label %[[KEPT:.*]], label %[[INIT:.*]]
// DXIL: [[KEPT]]:
// DXIL-NEXT: [[OLD:%.*]] = load i32, ptr @first.kept, align 4
// DXIL: [[INIT]]:
// DXIL-NEXT: store i1 true, ptr @first.kept.guard, align 4
// DXIL-NEXT: store i32 [[T]], ptr @first.kept, align 4
// DXIL: [[K:%.*]] = phi i32 [ [[OLD]], %[[KEPT]] ], [ [[T]], %[[INIT]] ]
// DXIL: [[K2:%.*]] = shl i32 [[K]], 1
// DXIL-NEXT: [[R:%.*]] = add i32 [[K2]], 19
// DXIL-NEXT: [[P:%.*]] = tail call ptr @llvm.dx.resource.getpointer.p0.tdx.RawBuffer_i32_1_0t(target("dx.RawBuffer", i32, 1, 0) %{{.*}}, i32 [[T]])
// DXIL-NEXT: store i32 [[R]], ptr [[P]], align 4

// SPV: @first.kept.guard = internal unnamed_addr addrspace(10) global i1 false
// SPV-NEXT: @first.kept = internal unnamed_addr addrspace(10) global i32 0
// SPV: [[T:%.*]] = tail call i32 @llvm.spv.thread.id.i32(i32 0)
// SPV-NEXT: [[G:%.*]] = load i1, ptr addrspace(10) @first.kept.guard, align 1
// SPV: store i1 true, ptr addrspace(10) @first.kept.guard, align 1
// SPV-NEXT: store i32 [[T]], ptr addrspace(10) @first.kept, align 4
// SPV: add i32 %{{.*}}, 19

// FINAL: [[T:%.*]] = call i32 @dx.op.threadId.i32(i32 93, i32 0)
// FINAL: store i32 [[T]], ptr @first.kept, align 4
// FINAL: [[R:%.*]] = add i32 %{{.*}}, 19
// FINAL: call void @dx.op.rawBufferStore.i32(i32 140, %dx.types.Handle %{{.*}}, i32 [[T]], i32 0, i32 [[R]], i32 undef, i32 undef, i32 undef, i8 1, i32 4)

// SPIRV: %first_kept_guard = OpVariable %_ptr_Private_bool Private %false
// SPIRV: %first_kept = OpVariable %_ptr_Private_uint Private %uint_0
// SPIRV: OpLoad %bool %first_kept_guard
// SPIRV: OpStore %first_kept_guard %true
