// RUN: %texel -T cs_6_6 -E main --emit=ir -Od -Fo - %s | FileCheck %s --check-prefixes=IR,DXIR
// RUN: %texel -T cs_6_6 -E main -spirv --emit=ir -Od -Fo - %s | FileCheck %s --check-prefixes=IR,SPVIR
// RUN: %texel -T cs_6_6 -E main -Fo - %s | FileCheck %s --check-prefix=DXIL
// RUN: %texel -T cs_6_6 -E main -spirv -Fo %t.spv %s
// RUN: %spirv-val --target-env vulkan1.3 %t.spv
// RUN: %spirv-dis %t.spv | FileCheck %s --check-prefix=SPV
// RUN: %texel -T cs_6_6 -E main -spirv -Od -Fo %t.od.spv %s
// RUN: %spirv-val --target-env vulkan1.3 %t.od.spv
// RUN: %spirv-dis %t.od.spv | FileCheck %s --check-prefix=SPVOD

// Loop and branch attributes as upstream clang emits them: an !llvm.loop id
// on the back edge ([unroll] full, [unroll(N)] count, [loop] disable; a
// do-while's back edge is its condition's branch) and
// !hlsl.controlflow.hint (1 [branch], 2 [flatten]) on the branch or switch.
// [fastopt] and [allow_uav_condition] are accepted without effect. The
// optimiser honours them: the [unroll] loop is gone from the final DXIL,
// the [loop] loop stays; texel-dxil turns the branch hint into DXIL's
// !dx.controlflow.hints, as LLVM's DirectX backend does. texel's SPIR-V writer turns surviving hints into
// LoopControl and SelectionControl.

StructuredBuffer<uint> In : register(t0);
RWStructuredBuffer<uint> Out : register(u1);

[numthreads(4, 1, 1)]
void main(uint3 id : SV_DispatchThreadID) {
  uint n = In[0];
  uint sum = 0;
  [loop] [allow_uav_condition]
  for (uint i = 0; i < n; i++) sum += In[i + 1];
  [unroll]
  for (uint j = 0; j < 4; j++) sum += In[j + 8] * (j + 1);
  [unroll(2)] [fastopt]
  while (sum > n) sum -= 3;
  [loop] do { sum += 5; } while (sum < n);
  [branch]
  if (sum > 100) sum -= In[2];
  [flatten]
  if (id.x == 1) sum *= 2; else sum += 7;
  [branch]
  switch (id.x) { case 0: sum += 1; break; case 2: sum += 5; break; default: break; }
  Out[id.x] = sum;
}

// DXIR: target triple = "dxil-pc-shadermodel6.6-compute"
// SPVIR: target triple = "spirv-unknown-vulkan1.3-compute"
// IR-LABEL: define void @main()
// IR: br label %loop.cond, !llvm.loop ![[LOOP_FOR:[0-9]+]]
// IR: br label %loop.cond{{[0-9]+}}, !llvm.loop ![[UNROLL_FULL:[0-9]+]]
// IR: br label %loop.cond{{[0-9]+}}, !llvm.loop ![[UNROLL_2:[0-9]+]]
// IR: br i1 %{{[0-9]+}}, label %loop.body{{[0-9]+}}, label %loop.end{{[0-9]+}}, !llvm.loop ![[LOOP_DO:[0-9]+]]
// IR: br i1 %{{[0-9]+}}, label %if.then, label %if.end, !hlsl.controlflow.hint ![[BRANCH:[0-9]+]]
// IR: br i1 %{{[0-9]+}}, label %if.then{{[0-9]+}}, label %if.else, !hlsl.controlflow.hint ![[FLATTEN:[0-9]+]]
// IR: switch i32 %{{[0-9a-z.]+}}, label %switch.case{{[0-9]+}} [
// IR-NEXT: i32 0, label %switch.case
// IR-NEXT: i32 2, label %switch.case{{[0-9]+}}
// IR-NEXT: ], !hlsl.controlflow.hint ![[BRANCH]]
// IR: ![[LOOP_FOR]] = distinct !{![[LOOP_FOR]], ![[DISABLE:[0-9]+]]}
// IR-NEXT: ![[DISABLE]] = !{!"llvm.loop.unroll.disable"}
// IR-NEXT: ![[UNROLL_FULL]] = distinct !{![[UNROLL_FULL]], ![[FULL:[0-9]+]]}
// IR-NEXT: ![[FULL]] = !{!"llvm.loop.unroll.full"}
// IR-NEXT: ![[UNROLL_2]] = distinct !{![[UNROLL_2]], ![[COUNT:[0-9]+]]}
// IR-NEXT: ![[COUNT]] = !{!"llvm.loop.unroll.count", i32 2}
// IR-NEXT: ![[LOOP_DO]] = distinct !{![[LOOP_DO]], ![[DISABLE]]}
// IR-NEXT: ![[BRANCH]] = !{!"hlsl.controlflow.hint", i32 1}
// IR-NEXT: ![[FLATTEN]] = !{!"hlsl.controlflow.hint", i32 2}

// The [unroll] loop's four loads of In[8..11] are straight-line code; the
// [loop] loop keeps its back edge and its hint.
// DXIL-LABEL: define void @main()
// DXIL: call %dx.types.ResRet.i32 @dx.op.rawBufferLoad.i32(i32 139, %dx.types.Handle [[IN:%[0-9]+]], i32 8, i32 0, i8 1, i32 4)
// DXIL-NOT: br
// DXIL: call %dx.types.ResRet.i32 @dx.op.rawBufferLoad.i32(i32 139, %dx.types.Handle [[IN]], i32 9, i32 0, i8 1, i32 4)
// DXIL-NOT: br
// DXIL: call %dx.types.ResRet.i32 @dx.op.rawBufferLoad.i32(i32 139, %dx.types.Handle [[IN]], i32 10, i32 0, i8 1, i32 4)
// DXIL-NOT: br
// DXIL: call %dx.types.ResRet.i32 @dx.op.rawBufferLoad.i32(i32 139, %dx.types.Handle [[IN]], i32 11, i32 0, i8 1, i32 4)
// DXIL: br i1 %exitcond.not, label %{{.*}}, label %loop.body, !llvm.loop ![[DISABLED:[0-9]+]]
// DXIL: br i1 %{{[0-9]+}}, label %if.then, label %if.end, !dx.controlflow.hints ![[HINT:[0-9]+]]
// DXIL-NOT: hlsl.controlflow.hint
// DXIL-DAG: ![[DISABLED]] = distinct !{![[DISABLED]], ![[DISABLE:[0-9]+]]}
// DXIL-DAG: ![[DISABLE]] = !{!"llvm.loop.unroll.disable"}
// DXIL-DAG: ![[HINT]] = !{!"dx.controlflow.hints", i32 1}

// SPV: OpLoopMerge %{{[a-z_0-9]+}} %{{[a-z_0-9]+}} DontUnroll
// SPVOD: OpLoopMerge %{{[a-z_0-9]+}} %{{[a-z_0-9]+}} DontUnroll
