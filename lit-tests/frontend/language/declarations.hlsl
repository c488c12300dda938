// Group 1 of the HLSL language issue: namespaces, enums, static locals,
// struct methods and operators, inheritance, templates. Every user function
// is inlined into the entry; what remains is the arithmetic on the thread id:
//   Out[t]     = Util::scale(t) = t * 3           (namespace, static const)
//   Out[t + 4] = d.get() = 2 (t + 4)              (static method, method,
//                                                  operator+ on an rvalue)
//   Out[t + 8] = maxOf(t, 2u) + Color::Blue (3)   (template, enum class)
//   Out[t + 12] = e.total() = t + 7 (ModeC)       (inheritance, enum)
//   Out[t + 16] = counter() the second time = 1   (a static local: one
//                                                  private global)
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

namespace Util {
  static const uint Factor = 3;
  uint scale(uint x) { return x * Factor; }
}
enum Mode { ModeA, ModeB = 6, ModeC };
enum class Color : uint { Red = 1, Green, Blue };

struct Counter {
  uint count;
  void add(uint n) { count += n; }
  uint get() const { return count; }
  static Counter make(uint c) { Counter r; r.count = c; return r; }
  Counter operator+(Counter other) { Counter r; r.count = count + other.count; return r; }
};
struct Derived : Counter {
  uint extra;
  uint total() { return extra + get(); }
};

template <typename T> T maxOf(T a, T b) { return a > b ? a : b; }

uint counter() {
  static uint calls = 0;
  calls += 1;
  return calls - 1;
}

[numthreads(4, 1, 1)]
void main(uint3 id : SV_DispatchThreadID) {
  uint t = id.x;
  Out[t] = Util::scale(t);
  Counter c = Counter::make(t);
  c.add(4);
  Out[t + 4] = (c + c).get();
  Out[t + 8] = maxOf(t, 2u) + (uint)Color::Blue;
  Derived e;
  e.count = t;
  e.extra = ModeC;
  Out[t + 12] = e.total();
  counter();
  Out[t + 16] = counter();
}

// DXIL: @counter.calls = internal unnamed_addr global i32 0
// DXIL-LABEL: define void @main()
// DXIL: [[H:%.*]] = tail call target("dx.RawBuffer", i32, 1, 0) @llvm.dx.resource.handlefrombinding.tdx.RawBuffer_i32_1_0t(i32 0, i32 0, i32 1, i32 0, ptr nonnull @.str)
// DXIL-NEXT: [[T:%.*]] = tail call i32 @llvm.dx.thread.id(i32 0)
// DXIL-NEXT: [[S:%.*]] = mul i32 [[T]], 3
// DXIL-NEXT: [[P0:%.*]] = tail call ptr @llvm.dx.resource.getpointer.p0.tdx.RawBuffer_i32_1_0t(target("dx.RawBuffer", i32, 1, 0) [[H]], i32 [[T]])
// DXIL-NEXT: store i32 [[S]], ptr [[P0]], align 4
// DXIL-NEXT: [[I4:%.*]] = add i32 [[T]], 4
// DXIL-NEXT: [[D:%.*]] = shl i32 [[I4]], 1
// DXIL-NEXT: [[P4:%.*]] = tail call ptr @llvm.dx.resource.getpointer.p0.tdx.RawBuffer_i32_1_0t(target("dx.RawBuffer", i32, 1, 0) [[H]], i32 [[I4]])
// DXIL-NEXT: store i32 [[D]], ptr [[P4]], align 4
// DXIL-NEXT: [[M:%.*]] = tail call i32 @llvm.umax.i32(i32 [[T]], i32 2)
// DXIL-NEXT: [[M3:%.*]] = add i32 [[M]], 3
// DXIL-NEXT: [[I8:%.*]] = add i32 [[T]], 8
// DXIL-NEXT: [[P8:%.*]] = tail call ptr @llvm.dx.resource.getpointer.p0.tdx.RawBuffer_i32_1_0t(target("dx.RawBuffer", i32, 1, 0) [[H]], i32 [[I8]])
// DXIL-NEXT: store i32 [[M3]], ptr [[P8]], align 4
// DXIL-NEXT: [[E:%.*]] = add i32 [[T]], 7
// DXIL-NEXT: [[I12:%.*]] = add i32 [[T]], 12
// DXIL-NEXT: [[P12:%.*]] = tail call ptr @llvm.dx.resource.getpointer.p0.tdx.RawBuffer_i32_1_0t(target("dx.RawBuffer", i32, 1, 0) [[H]], i32 [[I12]])
// DXIL-NEXT: store i32 [[E]], ptr [[P12]], align 4
// DXIL-NEXT: [[C:%.*]] = load i32, ptr @counter.calls, align 4
// DXIL-NEXT: [[C1:%.*]] = add i32 [[C]], 1
// DXIL-NEXT: [[C2:%.*]] = add i32 [[C]], 2
// DXIL-NEXT: store i32 [[C2]], ptr @counter.calls, align 4
// DXIL-NEXT: [[I16:%.*]] = add i32 [[T]], 16
// DXIL-NEXT: [[P16:%.*]] = tail call ptr @llvm.dx.resource.getpointer.p0.tdx.RawBuffer_i32_1_0t(target("dx.RawBuffer", i32, 1, 0) [[H]], i32 [[I16]])
// DXIL-NEXT: store i32 [[C1]], ptr [[P16]], align 4
// DXIL-NEXT: ret void

// SPV: @counter.calls = internal unnamed_addr addrspace(10) global i32 0
// SPV-LABEL: define void @main()
// SPV: [[T:%.*]] = tail call i32 @llvm.spv.thread.id.i32(i32 0)
// SPV-NEXT: [[S:%.*]] = mul i32 [[T]], 3
// SPV: [[M:%.*]] = tail call i32 @llvm.umax.i32(i32 [[T]], i32 2)
// SPV-NEXT: add i32 [[M]], 3
// SPV: [[C:%.*]] = load i32, ptr addrspace(10) @counter.calls, align 4
// SPV-NEXT: [[C1:%.*]] = add i32 [[C]], 1
// SPV-NEXT: [[C2:%.*]] = add i32 [[C]], 2
// SPV-NEXT: store i32 [[C2]], ptr addrspace(10) @counter.calls, align 4

// FINAL: @counter.calls = internal unnamed_addr global i32 0
// FINAL: [[T:%.*]] = call i32 @dx.op.threadId.i32(i32 93, i32 0)
// FINAL-NEXT: [[S:%.*]] = mul i32 [[T]], 3
// FINAL-NEXT: call void @dx.op.rawBufferStore.i32(i32 140, %dx.types.Handle [[H:%.*]], i32 [[T]], i32 0, i32 [[S]], i32 undef, i32 undef, i32 undef, i8 1, i32 4)
// FINAL: load i32, ptr @counter.calls, align 4

// SPIRV: OpEntryPoint GLCompute %main "main" %Out %{{.*}} %counter_calls
// SPIRV: %counter_calls = OpVariable %_ptr_Private_uint Private %uint_0
// SPIRV: OpIMul %uint [[T:%[0-9]+]] %uint_3
// SPIRV: OpExtInst %uint %{{[0-9]+}} UMax [[T]] %uint_2
// SPIRV: OpLoad %uint %counter_calls
// SPIRV: OpStore %counter_calls %{{[0-9]+}}
