// Control flow: for with continue and break, while with break, do-while,
// switch (shared case labels, fall-through, default), if / else if / else,
// and an early return; all on values loaded from a buffer so nothing folds.
// -Od keeps the front end's CFG (after mem2reg); each construct is checked
// by its compares, branches, phis and switch cases. The SPIR-V target must
// structurize it into a valid module.
//
// RUN: %texel -T cs_6_6 -E main -Od --emit=ir %s | FileCheck %s --check-prefix=DXIL
// RUN: %texel -T cs_6_6 -E main -spirv -Od --emit=ir %s | FileCheck %s --check-prefix=SPV
// RUN: %texel -T cs_6_6 -E main %s | FileCheck %s --check-prefix=LOWERED
// RUN: %texel -T cs_6_6 -E main %s | FileCheck %s --check-prefix=NODX
// RUN: %texel -T cs_6_6 -E main -spirv -Fo %t.spv %s
// RUN: %spirv-val --target-env vulkan1.3 %t.spv

Buffer<uint> In : register(t0);
RWBuffer<uint> Out : register(u1);

[numthreads(64, 1, 1)]
void main(uint3 id : SV_DispatchThreadID) {
  uint n = In[id.x];
  uint sum = 0;
  for (uint i = 0; i < n; ++i) {
    if (i == 3) continue;
    if (i > 10) break;
    sum += i;
  }
  uint k = 0;
  while (k < n) {
    k += 2;
    if (k == 6) break;
  }
  do {
    sum ^= k;
    k--;
  } while (k > 100);
  switch (n & 3) {
    case 0: sum += 1; break;
    case 1:
    case 2: sum += 2;
    case 3: sum += 3; break;
    default: sum = 0;
  }
  if (sum == 0) return;
  else if (sum > 50) sum = 50;
  else sum *= 2;
  Out[id.x] = sum;
}

// DXIL-LABEL: define void @main()
// DXIL: [[TID:%.*]] = call i32 @llvm.dx.thread.id(i32 0)
// DXIL: [[N:%.*]] = load i32, ptr {{%.*}}, align 4
// DXIL-NEXT: br label %[[FOR_COND:[^ ,]+]]
//
// for (uint i = 0; i < n; ++i): unsigned compare; continue goes to the step
// block with sum unchanged, break leaves the loop.
// DXIL: [[FOR_COND]]:
// DXIL-DAG: [[SUM:%.*]] = phi i32 [ 0, %{{[^ ]+}} ], [ [[SUM_STEP:%[^ ]+]], %[[FOR_STEP:[^ ,]+]] ]
// DXIL-DAG: [[I:%.*]] = phi i32 [ 0, %{{[^ ]+}} ], [ [[I_NEXT:%[^ ]+]], %[[FOR_STEP]] ]
// DXIL: [[FOR_C:%.*]] = icmp ult i32 [[I]], [[N]]
// DXIL-NEXT: br i1 [[FOR_C]], label %[[FOR_BODY:[^ ,]+]], label %[[FOR_END:[^ ,]+]]
// DXIL: [[FOR_BODY]]:
// DXIL-NEXT: [[IS3:%.*]] = icmp eq i32 [[I]], 3
// DXIL-NEXT: br i1 [[IS3]], label %[[CONTINUE:[^ ,]+]], label %{{[^ ,]+}}
// DXIL: [[FOR_STEP]]:
// DXIL-NEXT: [[SUM_STEP]] = phi i32 [ [[SUM]], %[[CONTINUE]] ], [ [[SUM_ADD:%[^ ]+]], %{{[^ ]+}} ]
// DXIL-NEXT: [[I_NEXT]] = add i32 [[I]], 1
// DXIL-NEXT: br label %[[FOR_COND]]
// DXIL: [[CONTINUE]]:
// DXIL-NEXT: br label %[[FOR_STEP]]
// DXIL: [[GT10:%.*]] = icmp ugt i32 [[I]], 10
// DXIL-NEXT: br i1 [[GT10]], label %[[BREAK:[^ ,]+]], label %{{[^ ,]+}}
// DXIL: [[BREAK]]:
// DXIL-NEXT: br label %[[FOR_END]]
// DXIL: [[SUM_ADD]] = add i32 [[SUM]], [[I]]
// DXIL-NEXT: br label %[[FOR_STEP]]
//
// while (k < n) { k += 2; if (k == 6) break; }
// DXIL: [[K:%.*]] = phi i32 [ 0, %[[FOR_END]] ], [ [[K2:%[^ ]+]], %{{[^ ]+}} ]
// DXIL-NEXT: [[W_C:%.*]] = icmp ult i32 [[K]], [[N]]
// DXIL-NEXT: br i1 [[W_C]], label %{{[^ ,]+}}, label %[[W_END:[^ ,]+]]
// DXIL: [[K2]] = add i32 [[K]], 2
// DXIL-NEXT: [[IS6:%.*]] = icmp eq i32 [[K2]], 6
//
// do { sum ^= k; k--; } while (k > 100): the body runs before the test.
// DXIL: [[W_END]]:
// DXIL-NEXT: [[K_AFTER:%.*]] = phi i32 [ [[K2]], %{{[^ ]+}} ], [ [[K]], %{{[^ ]+}} ]
// DXIL-NEXT: br label %[[DO_BODY:[^ ,]+]]
// DXIL: [[DO_C:%.*]] = icmp ugt i32 [[K_DEC:%[^ ]+]], 100
// DXIL-NEXT: br i1 [[DO_C]], label %[[DO_BODY]], label %[[DO_END:[^ ,]+]]
// DXIL: [[DO_BODY]]:
// DXIL-DAG: [[SUM_DO:%.*]] = phi i32 [ [[SUM]], %[[W_END]] ], [ [[XOR:%[^ ]+]], %{{[^ ]+}} ]
// DXIL-DAG: [[K_DO:%.*]] = phi i32 [ [[K_AFTER]], %[[W_END]] ], [ [[K_DEC]], %{{[^ ]+}} ]
// DXIL: [[XOR]] = xor i32 [[SUM_DO]], [[K_DO]]
// DXIL-NEXT: [[K_DEC]] = add i32 [[K_DO]], -1
//
// switch (n & 3): cases 1 and 2 share a block that falls through into case 3.
// DXIL: [[DO_END]]:
// DXIL-NEXT: [[SEL:%.*]] = and i32 [[N]], 3
// DXIL-NEXT: switch i32 [[SEL]], label %[[DEFAULT:[^ ]+]] [
// DXIL-NEXT: i32 0, label %[[CASE0:[^ ]+]]
// DXIL-NEXT: i32 1, label %[[CASE12:[^ ]+]]
// DXIL-NEXT: i32 2, label %[[CASE12]]
// DXIL-NEXT: i32 3, label %[[CASE3:[^ ]+]]
// DXIL-NEXT: ]
// DXIL: [[SW_END:[^ ]+]]:
// DXIL-NEXT: [[SUM_SW:%.*]] = phi i32 [ 0, %[[DEFAULT]] ], [ [[S1:%[^ ]+]], %[[CASE0]] ], [ [[S3:%[^ ]+]], %[[CASE3]] ]
// DXIL-NEXT: [[IS0:%.*]] = icmp eq i32 [[SUM_SW]], 0
// DXIL-NEXT: br i1 [[IS0]], label %[[RET_EARLY:[^ ,]+]], label %[[ELSE:[^ ,]+]]
// DXIL: [[CASE0]]:
// DXIL-NEXT: [[S1]] = add i32 [[XOR]], 1
// DXIL-NEXT: br label %[[SW_END]]
// DXIL: [[CASE12]]:
// DXIL-NEXT: [[S2:%.*]] = add i32 [[XOR]], 2
// DXIL-NEXT: br label %[[CASE3]]
// DXIL: [[CASE3]]:
// DXIL-NEXT: [[S23:%.*]] = phi i32 [ [[S2]], %[[CASE12]] ], [ [[XOR]], %[[DO_END]] ]
// DXIL-NEXT: [[S3]] = add i32 [[S23]], 3
// DXIL-NEXT: br label %[[SW_END]]
// DXIL: [[DEFAULT]]:
// DXIL-NEXT: br label %[[SW_END]]
//
// if (sum == 0) return; else if (sum > 50) sum = 50; else sum *= 2;
// DXIL: [[RET_EARLY]]:
// DXIL-NEXT: ret void
// DXIL: [[STORE_BB:[^ ]+]]:
// DXIL-NEXT: [[OUT:%.*]] = call target("dx.TypedBuffer", i32, 1, 0, 0) @llvm.dx.resource.handlefrombinding.tdx.TypedBuffer_i32_1_0_0t(i32 0, i32 1, i32 1, i32 0, ptr nonnull {{@[^ ]+}})
// DXIL-NEXT: [[OP:%.*]] = call ptr @llvm.dx.resource.getpointer.p0.tdx.TypedBuffer_i32_1_0_0t(target("dx.TypedBuffer", i32, 1, 0, 0) [[OUT]], i32 [[TID]])
// DXIL-NEXT: store i32 [[FINAL:%[^ ]+]], ptr [[OP]], align 4
// DXIL-NEXT: ret void
// DXIL: [[ELSE]]:
// DXIL-NEXT: [[GT50:%.*]] = icmp ugt i32 [[SUM_SW]], 50
// DXIL-NEXT: br i1 [[GT50]], label %[[THEN50:[^ ,]+]], label %[[ELSE2:[^ ,]+]]
// DXIL: [[FINAL]] = phi i32 [ 50, %[[THEN50]] ], [ [[DBL:%[^ ]+]], %[[ELSE2]] ]
// DXIL: [[ELSE2]]:
// DXIL-NEXT: [[DBL]] = shl nuw nsw i32 [[SUM_SW]], 1

// SPV-LABEL: define void @main()
// SPV: [[TID:%.*]] = call i32 @llvm.spv.thread.id.i32(i32 0)
// SPV: icmp ult i32 {{%.*}}, {{%.*}}
// SPV: switch i32 {{%.*}}, label %{{[^ ]+}} [
// SPV-NEXT: i32 0, label %[[CASE0:[^ ]+]]
// SPV-NEXT: i32 1, label %[[CASE12:[^ ]+]]
// SPV-NEXT: i32 2, label %[[CASE12]]
// SPV-NEXT: i32 3, label %{{[^ ]+}}
// SPV: ret void
// SPV: call ptr addrspace(11) @llvm.spv.resource.getpointer.p11.tspirv.Image_i32_5_2_0_0_2_33t(target("spirv.Image", i32, 5, 2, 0, 0, 2, 33) {{%.*}}, i32 [[TID]])

// LOWERED-LABEL: define void @main()
// LOWERED-DAG: call i32 @dx.op.threadId.i32(i32 93, i32 0)
// LOWERED-DAG: call %dx.types.ResRet.i32 @dx.op.bufferLoad.i32(i32 68, %dx.types.Handle {{%.*}}, i32 {{%.*}}, i32 undef)
// LOWERED: call void @dx.op.bufferStore.i32(i32 69, %dx.types.Handle {{%.*}}, i32 {{%.*}}, i32 undef, i32 [[V:%.*]], i32 [[V]], i32 [[V]], i32 [[V]], i8 15)

// NODX-NOT: llvm.dx.
