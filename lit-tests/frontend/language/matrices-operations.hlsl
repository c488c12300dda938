// mul, transpose and determinant as DXC defines them, emitted as plain
// multiply-add chains (no matrix intrinsic reaches a backend). M is
// column_major, so its two float2 columns are loaded and the rows built:
// row 0 = (m00, m01) = shuffle(col0, col1, 0, 2), row 1 = shuffle(…, 1, 3).
// - mul(v, M) = v.x * row0 + v.y * row1        (vector · matrix)
// - mul(M, v) = (dot(row0, v), dot(row1, v))   (matrix · vector)
// - mul(v, v) = dot(v, v)                      (vector · vector)
// - mul(M, M)[1] = m10 * row0 + m11 * row1     (matrix · matrix, row 1)
// - mul(2, M)[0] + mul(v, 3): scalar overloads, component-wise
// - transpose(M)[0] = column 0; determinant(M) = m00 * m11 - m10 * m01
//
// RUN: %texel -T cs_6_6 -E main --emit=ir %s | FileCheck %s --check-prefix=IR
// RUN: %texel -T cs_6_6 -E main -spirv --emit=ir %s | FileCheck %s --check-prefix=IR
// RUN: %texel -T cs_6_6 -E main %s | FileCheck %s --check-prefix=DXIL
// RUN: %texel -T cs_6_6 -E main %s -Fo %t.ll
// RUN: %opt -load-pass-plugin=%plugin -passes=texel-dxil-verify %t.ll -disable-output
// RUN: %texel -T cs_6_6 -E main -spirv -Fo %t.spv %s
// RUN: %spirv-val --target-env vulkan1.3 %t.spv
// RUN: %spirv-dis %t.spv | FileCheck %s --check-prefix=SPIRV

StructuredBuffer<float2x2> M : register(t0);
StructuredBuffer<float2> V : register(t1);
RWStructuredBuffer<float2> Out : register(u2);

[numthreads(1, 1, 1)]
void main() {
  float2x2 m = M[0];
  float2 v = V[0];
  Out[0] = mul(v, m);
  Out[1] = mul(m, v);
  Out[2] = mul(v, v).xx;
  Out[3] = mul(m, m)[1];
  Out[4] = mul(2.0f, m)[0] + mul(v, 3.0f);
  Out[5] = transpose(m)[0];
  Out[6] = determinant(m).xx;
}

// IR-LABEL: define void @main()
// IR: [[COL0:%.*]] = load <2 x float>, ptr{{( addrspace\(11\))?}} [[P:%.*]], align 8
// IR: [[P1:%.*]] = getelementptr inbounds nuw i8, ptr{{( addrspace\(11\))?}} [[P]], i{{32|64}} 8
// IR: [[COL1:%.*]] = load <2 x float>, ptr{{( addrspace\(11\))?}} [[P1]], align 8
// IR: [[M00:%.*]] = extractelement <2 x float> [[COL0]], i64 0
// IR: [[M10:%.*]] = extractelement <2 x float> [[COL0]], i64 1
// IR: [[M01:%.*]] = extractelement <2 x float> [[COL1]], i64 0
// IR: [[M11:%.*]] = extractelement <2 x float> [[COL1]], i64 1
// IR: [[ROW0:%.*]] = shufflevector <2 x float> [[COL0]], <2 x float> [[COL1]], <2 x i32> <i32 0, i32 2>
// IR: [[ROW1:%.*]] = shufflevector <2 x float> [[COL0]], <2 x float> [[COL1]], <2 x i32> <i32 1, i32 3>
// IR: [[V:%.*]] = load <2 x float>, ptr
// IR: [[VX:%.*]] = extractelement <2 x float> [[V]], i64 0
// IR: [[VXX:%.*]] = shufflevector <2 x float> [[V]], <2 x float> poison, <2 x i32> zeroinitializer
// IR: [[A:%.*]] = fmul <2 x float> [[ROW0]], [[VXX]]
// IR: [[VY:%.*]] = extractelement <2 x float> [[V]], i64 1
// IR: [[VYY:%.*]] = shufflevector <2 x float> [[V]], <2 x float> poison, <2 x i32> <i32 1, i32 1>
// IR: [[B:%.*]] = fmul <2 x float> [[ROW1]], [[VYY]]
// IR: [[VM:%.*]] = fadd <2 x float> [[A]], [[B]]
// IR: store <2 x float> [[VM]], ptr
// IR: [[D0A:%.*]] = fmul float [[M00]], [[VX]]
// IR: [[D0B:%.*]] = fmul float [[M01]], [[VY]]
// IR: [[D0:%.*]] = fadd float [[D0A]], [[D0B]]
// IR: [[D1A:%.*]] = fmul float [[M10]], [[VX]]
// IR: [[D1B:%.*]] = fmul float [[M11]], [[VY]]
// IR: [[D1:%.*]] = fadd float [[D1A]], [[D1B]]
// IR: [[MV0:%.*]] = insertelement <2 x float> poison, float [[D0]], i64 0
// IR: [[MV:%.*]] = insertelement <2 x float> [[MV0]], float [[D1]], i64 1
// IR: store <2 x float> [[MV]], ptr
// IR: [[XX:%.*]] = fmul float [[VX]], [[VX]]
// IR: [[YY:%.*]] = fmul float [[VY]], [[VY]]
// IR: [[DOT:%.*]] = fadd float [[XX]], [[YY]]
// IR: [[M10S:%.*]] = shufflevector <2 x float> [[COL0]], <2 x float> poison, <2 x i32> <i32 1, i32 1>
// IR: [[E:%.*]] = fmul <2 x float> [[M10S]], [[ROW0]]
// IR: [[M11S:%.*]] = shufflevector <2 x float> [[COL1]], <2 x float> poison, <2 x i32> <i32 1, i32 1>
// IR: [[F:%.*]] = fmul <2 x float> [[M11S]], [[ROW1]]
// IR: [[MM1:%.*]] = fadd <2 x float> [[E]], [[F]]
// IR: store <2 x float> [[MM1]], ptr
// IR: [[S2:%.*]] = fmul <2 x float> [[ROW0]], splat (float 2.000000e+00)
// IR: [[S3:%.*]] = fmul <2 x float> [[V]], splat (float 3.000000e+00)
// IR: [[S:%.*]] = fadd <2 x float> [[S2]], [[S3]]
// IR: store <2 x float> [[S]], ptr
// IR: store <2 x float> [[COL0]], ptr
// IR: [[DA:%.*]] = fmul float [[M00]], [[M11]]
// IR: [[DB:%.*]] = fmul float [[M10]], [[M01]]
// IR: [[DET:%.*]] = fsub float [[DA]], [[DB]]
// IR: ret void

// DXIL-LABEL: define void @main()
// DXIL: [[MH:%.*]] = call %dx.types.Handle @dx.op.annotateHandle(i32 216, %dx.types.Handle {{%.*}}, %dx.types.ResourceProperties { i32 12, i32 16 })
// DXIL: [[C0:%.*]] = call %dx.types.ResRet.f32 @dx.op.rawBufferLoad.f32(i32 139, %dx.types.Handle [[MH]], i32 0, i32 0, i8 3, i32 4)
// DXIL: [[C1:%.*]] = call %dx.types.ResRet.f32 @dx.op.rawBufferLoad.f32(i32 139, %dx.types.Handle [[MH]], i32 0, i32 8, i8 3, i32 4)
// DXIL-NOT: call {{.*}}@llvm.
// DXIL: ret void

// SPIRV: [[COL0:%[0-9]+]] = OpLoad %v2float {{%[0-9]+}}
// SPIRV: [[COL1:%[0-9]+]] = OpLoad %v2float {{%[0-9]+}}
// SPIRV: [[M00:%[0-9]+]] = OpCompositeExtract %float [[COL0]] 0
// SPIRV: [[M10:%[0-9]+]] = OpCompositeExtract %float [[COL0]] 1
// SPIRV: [[M01:%[0-9]+]] = OpCompositeExtract %float [[COL1]] 0
// SPIRV: [[M11:%[0-9]+]] = OpCompositeExtract %float [[COL1]] 1
// SPIRV: [[ROW0:%[0-9]+]] = OpVectorShuffle %v2float [[COL0]] [[COL1]] 0 2
// SPIRV: [[ROW1:%[0-9]+]] = OpVectorShuffle %v2float [[COL0]] [[COL1]] 1 3
// SPIRV: [[A:%[0-9]+]] = OpFMul %v2float [[ROW0]] {{%[0-9]+}}
// SPIRV: [[B:%[0-9]+]] = OpFMul %v2float [[ROW1]] {{%[0-9]+}}
// SPIRV: OpFAdd %v2float [[A]] [[B]]
// SPIRV: [[DA:%[0-9]+]] = OpFMul %float [[M00]] [[M11]]
// SPIRV: [[DB:%[0-9]+]] = OpFMul %float [[M10]] [[M01]]
// SPIRV: OpFSub %float [[DA]] [[DB]]
