// Literals and expressions (HLSL 2021, DXC's meaning):
// - integer-literal swizzles `2.xxxx`, `1.rrr`, float ones `1.0.xx`, `3.0.xx`;
// - compound assignment on swizzles (`v.zx += …`, `v.yw *= …`) and a comma
//   operator whose left side assigns: v = (2+1+10, 2·3, 2+1, 2·3) = (13, 6, 3, 6),
//   w = 1.5 + 1 = 2.5, comma = 7 — all folded to constants;
// - suffixes `f`, `u`, `ul`, `ll` (integers of 32 and 64 bits, stored as uint);
// - short-circuit `&&` / `||` on scalars: the right side (a function that
//   writes Log) runs in its own block, only when needed;
// - `and()` / `or()` (both sides evaluated, per component) and `select()`.
// -Od keeps the blocks of the short-circuit visible (texel still inlines and
// promotes at -Od).
//
// RUN: %texel -T cs_6_6 -E main -Od --emit=ir %s | FileCheck %s --check-prefix=IR
// RUN: %texel -T cs_6_6 -E main -Od %s | FileCheck %s --check-prefix=DXIL
// RUN: %texel -T cs_6_6 -E main -Od %s -Fo %t.ll
// RUN: %opt -load-pass-plugin=%plugin -passes=texel-dxil-verify %t.ll -disable-output
// RUN: %texel -T cs_6_6 -E main -Od -spirv --emit=ir %s | FileCheck %s --check-prefix=IR
// RUN: %texel -T cs_6_6 -E main -Od -spirv -Fo %t.spv %s
// RUN: %spirv-val --target-env vulkan1.3 %t.spv
// RUN: %spirv-dis %t.spv | FileCheck %s --check-prefix=SPIRV

RWStructuredBuffer<float4> Out : register(u0);
RWStructuredBuffer<uint4> Bits : register(u1);
RWStructuredBuffer<uint> Log : register(u2);

bool touch(uint slot, bool value) {
  Log[slot] = 1;
  return value;
}

[numthreads(1, 1, 1)]
void main(uint3 id : SV_DispatchThreadID) {
  float4 v = 2.xxxx;
  v.zx += 1.0.xx;
  v.yw *= 3.f;
  float3 w = 1.5.xxx + 1.rrr;
  int comma = (v.x += 10, 7);
  Out[0] = v;
  Out[1] = float4(w, comma);
  bool both = id.x > 4 && touch(0, id.y > 5);
  bool either = id.x == 0 || touch(1, id.y == 0);
  bool2 all2 = and(id.xy > 2, id.yx < 9);
  bool2 any2 = or(id.xy > 2, id.x == 7);
  float2 picked = select(all2, float2(1, 2), 3.0.xx);
  Out[2] = float4(picked, any2);
  Bits[0] = uint4(3u, 4ul, 6ll, both + either);
}

// IR-LABEL: define void @main()
// IR: [[X:%.*]] = call i32 @llvm.{{dx|spv}}.thread.id{{(.i32)?}}(i32 0)
// IR: [[Y:%.*]] = call i32 @llvm.{{dx|spv}}.thread.id{{(.i32)?}}(i32 1)
// IR: store <4 x float> <float 1.300000e+01, float 6.000000e+00, float 3.000000e+00, float 6.000000e+00>, ptr{{.*}}, align 16
// IR: store <4 x float> <float 2.500000e+00, float 2.500000e+00, float 2.500000e+00, float 7.000000e+00>, ptr{{.*}}, align 16
// IR: [[C1:%.*]] = icmp ugt i32 [[X]], 4
// IR-NEXT: br i1 [[C1]], label %[[RHS1:logical.rhs[0-9]*]], label %[[END1:logical.end[0-9]*]]
// IR: [[RHS1]]:
// IR: [[B1:%.*]] = icmp ugt i32 [[Y]], 5
// IR: store i32 1, ptr{{.*}}, align 4
// IR: [[Z1:%.*]] = zext i1 [[B1]] to i32
// IR: br label %[[END1]]
// IR: [[END1]]:
// IR-NEXT: [[BOTH:%.*]] = phi i32 [ 0, %body ], [ [[Z1]], %[[RHS1]] ]
// IR-NEXT: [[C2:%.*]] = icmp eq i32 [[X]], 0
// IR-NEXT: br i1 [[C2]], label %[[END2:logical.end[0-9]*]], label %[[RHS2:logical.rhs[0-9]*]]
// IR: [[RHS2]]:
// IR: [[B2:%.*]] = icmp eq i32 [[Y]], 0
// IR: store i32 1, ptr{{.*}}, align 4
// IR: [[Z2:%.*]] = zext i1 [[B2]] to i32
// IR: br label %[[END2]]
// IR: [[END2]]:
// IR-NEXT: [[EITHER:%.*]] = phi i32 [ 1, %[[END1]] ], [ [[Z2]], %[[RHS2]] ]
// IR: [[GT:%.*]] = icmp ugt <2 x i32> {{%.*}}, splat (i32 2)
// IR: [[LT:%.*]] = icmp ult <2 x i32> {{%.*}}, splat (i32 9)
// IR: [[ALL:%.*]] = and <2 x i1> [[GT]], [[LT]]
// IR: [[GT2:%.*]] = icmp ugt <2 x i32> {{%.*}}, splat (i32 2)
// IR: [[IS7:%.*]] = icmp eq i32 [[X]], 7
// IR: [[IS7V:%.*]] = shufflevector <2 x i1> {{%.*}}, <2 x i1> poison, <2 x i32> zeroinitializer
// IR: [[ANY:%.*]] = or <2 x i1> [[GT2]], [[IS7V]]
// IR: select <2 x i1> [[ALL]], <2 x float> <float 1.000000e+00, float 2.000000e+00>, <2 x float> splat (float 3.000000e+00)
// IR: uitofp <2 x i1> [[ANY]] to <2 x float>
// IR: [[SUM:%.*]] = add nuw nsw i32 [[BOTH]], [[EITHER]]
// IR: insertelement <4 x i32> <i32 3, i32 4, i32 6, i32 poison>, i32 [[SUM]], i64 3

// DXIL-LABEL: define void @main()
// DXIL: call void @dx.op.rawBufferStore.f32(i32 140, %dx.types.Handle [[OUT:%.*]], i32 0, i32 0, float 1.300000e+01, float 6.000000e+00, float 3.000000e+00, float 6.000000e+00, i8 15, i32 4)
// DXIL: call void @dx.op.rawBufferStore.f32(i32 140, %dx.types.Handle [[OUT]], i32 1, i32 0, float 2.500000e+00, float 2.500000e+00, float 2.500000e+00, float 7.000000e+00, i8 15, i32 4)
// DXIL: br i1 {{%.*}}, label %logical.rhs, label %logical.end
// DXIL: logical.rhs:
// DXIL: call void @dx.op.rawBufferStore.i32(i32 140, %dx.types.Handle {{%.*}}, i32 0, i32 0, i32 1, i32 undef, i32 undef, i32 undef, i8 1, i32 4)
// DXIL: logical.rhs{{[0-9]+}}:
// DXIL: call void @dx.op.rawBufferStore.i32(i32 140, %dx.types.Handle {{%.*}}, i32 1, i32 0, i32 1, i32 undef, i32 undef, i32 undef, i8 1, i32 4)

// SPIRV: [[C1:%[0-9]+]] = OpUGreaterThan %bool {{%[0-9]+}} %uint_4
// SPIRV-NEXT: OpSelectionMerge %[[END1:logical_end[0-9]*]] None
// SPIRV-NEXT: OpBranchConditional [[C1]] %[[RHS1:logical_rhs[0-9]*]] %[[END1]]
// SPIRV-NEXT: %[[RHS1]] = OpLabel
// SPIRV: OpAccessChain %_ptr_StorageBuffer_uint %Log %uint_0 %uint_0
// SPIRV: %[[END1]] = OpLabel
// SPIRV: [[C2:%[0-9]+]] = OpIEqual %bool {{%[0-9]+}} %uint_0
// SPIRV-NEXT: OpSelectionMerge %[[END2:logical_end[0-9]*]] None
// SPIRV-NEXT: OpBranchConditional [[C2]] %[[END2]] %[[RHS2:logical_rhs[0-9]*]]
// SPIRV-NEXT: %[[RHS2]] = OpLabel
// SPIRV: OpAccessChain %_ptr_StorageBuffer_uint %Log %uint_0 %uint_1
// SPIRV: [[ALL:%[0-9]+]] = OpLogicalAnd %v2bool
// SPIRV: [[ANY:%[0-9]+]] = OpLogicalOr %v2bool
// SPIRV: OpSelect %v2float [[ALL]]
// SPIRV: OpSelect %v2float [[ANY]]
