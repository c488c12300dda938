// Structs, typedefs (of a vector, a resource type and a struct), static const
// scalars as array sizes (of a local array, a static const array and a
// resource array) and in index expressions, vector<float, 4>, a declaration
// with several declarators, brace initialisers, local arrays of structs and
// an [unroll]ed loop. N - 1 = 2 buffers Out[0..1]; Out[N - 2] is Out[1].
// Light is {float3 dir; float power}: power at byte 12 on DXIL (the SPIR-V
// member offsets are covered by structured-buffer-layout.hlsl).
//
// RUN: %texel -T cs_6_6 -E main --emit=ir %s | FileCheck %s --check-prefix=DXIL
// RUN: %texel -T cs_6_6 -E main -spirv --emit=ir %s | FileCheck %s --check-prefix=SPV
// RUN: %texel -T cs_6_6 -E main %s | FileCheck %s --check-prefix=NODX
// RUN: %texel -T cs_6_6 -E main -spirv -Fo %t.spv %s
// RUN: %spirv-val --target-env vulkan1.3 %t.spv

static const uint N = 3;
static const float Weights[N] = { 0.25, 0.5, 0.25 };
typedef vector<float, 4> f4;
typedef RWBuffer<float4> OutBuf;
struct Light { float3 dir; float power; };
typedef Light LightT;
OutBuf Out[N - 1] : register(u0);
StructuredBuffer<LightT> Lights : register(t2);
[numthreads(8, 1, 1)]
void main(uint3 id : SV_DispatchThreadID) {
  LightT ls[N];
  uint a = id.x, b = a + 1, c;
  uint2 g = {a, b};
  c = g.x * g.y;
  f4 acc = 0;
  [unroll] for (uint k = 0; k < N; k++) {
    ls[k] = Lights[id.x + k];
    acc.xyz += ls[k].dir * ls[k].power * Weights[k];
  }
  acc.w = c;
  Out[N - 2][id.x] = acc;
}

// DXIL-DAG: [[LIGHT:%.*]] = type {{<?}}{ <3 x float>, float }{{>?}}
// DXIL-DAG: [[LIGHTS_NAME:@[^ ]+]] = private unnamed_addr constant [7 x i8] c"Lights\00", align 1
// DXIL-DAG: [[OUT_NAME:@[^ ]+]] = private unnamed_addr constant [4 x i8] c"Out\00", align 1
// DXIL-LABEL: define void @main()
// DXIL-DAG: [[LIGHTS:%.*]] = tail call target("dx.RawBuffer", [[LIGHT]], 0, 0) @llvm.dx.resource.handlefrombinding.tdx.RawBuffer_s_{{[^(]+}}_0_0t(i32 0, i32 2, i32 1, i32 0, ptr nonnull [[LIGHTS_NAME]])
// DXIL-DAG: [[A:%.*]] = tail call i32 @llvm.dx.thread.id(i32 0)
// k = 0: Lights[id.x], weight 0.25
// DXIL: [[P0:%.*]] = tail call ptr @llvm.dx.resource.getpointer.p0.tdx.RawBuffer_s_{{[^(]+}}_0_0t(target("dx.RawBuffer", [[LIGHT]], 0, 0) [[LIGHTS]], i32 [[A]])
// DXIL-NEXT: [[DIR0:%.*]] = load <3 x float>, ptr [[P0]], align 4
// DXIL-NEXT: [[POW0P:%.*]] = getelementptr inbounds nuw i8, ptr [[P0]], i32 12
// DXIL-NEXT: [[POW0:%.*]] = load float, ptr [[POW0P]], align 4
// DXIL: [[DP0:%.*]] = fmul <3 x float> [[DIR0]], {{%.*}}
// DXIL-NEXT: [[W0:%.*]] = fmul <3 x float> [[DP0]], splat (float 2.500000e-01)
// DXIL-NEXT: [[ACC0:%.*]] = fadd <3 x float> [[W0]], zeroinitializer
// k = 1: Lights[id.x + 1], weight 0.5
// DXIL-NEXT: [[B:%.*]] = add i32 [[A]], 1
// DXIL-NEXT: [[P1:%.*]] = tail call ptr @llvm.dx.resource.getpointer.p0.tdx.RawBuffer_s_{{[^(]+}}_0_0t(target("dx.RawBuffer", [[LIGHT]], 0, 0) [[LIGHTS]], i32 [[B]])
// DXIL: [[W1:%.*]] = fmul <3 x float> {{%.*}}, splat (float 5.000000e-01)
// DXIL-NEXT: [[ACC1:%.*]] = fadd <3 x float> [[ACC0]], [[W1]]
// k = 2: Lights[id.x + 2], weight 0.25
// DXIL-NEXT: [[A2:%.*]] = add i32 [[A]], 2
// DXIL-NEXT: [[P2:%.*]] = tail call ptr @llvm.dx.resource.getpointer.p0.tdx.RawBuffer_s_{{[^(]+}}_0_0t(target("dx.RawBuffer", [[LIGHT]], 0, 0) [[LIGHTS]], i32 [[A2]])
// DXIL: [[W2:%.*]] = fmul <3 x float> {{%.*}}, splat (float 2.500000e-01)
// DXIL-NEXT: [[ACC2:%.*]] = fadd <3 x float> [[ACC1]], [[W2]]
// acc.w = c = g.x * g.y = a * (a + 1)
// DXIL-NEXT: [[XYZ:%.*]] = shufflevector <3 x float> [[ACC2]], <3 x float> poison, <4 x i32> <i32 0, i32 1, i32 2, i32 poison>
// DXIL-NEXT: [[C:%.*]] = mul i32 [[B]], [[A]]
// DXIL-NEXT: [[OUT1:%.*]] = tail call target("dx.TypedBuffer", <4 x float>, 1, 0, 0) @llvm.dx.resource.handlefrombinding.tdx.TypedBuffer_v4f32_1_0_0t(i32 0, i32 0, i32 2, i32 1, ptr nonnull [[OUT_NAME]])
// DXIL-NEXT: [[CF:%.*]] = uitofp i32 [[C]] to float
// DXIL-NEXT: [[ACC:%.*]] = insertelement <4 x float> [[XYZ]], float [[CF]], i64 3
// DXIL-NEXT: [[OP:%.*]] = tail call ptr @llvm.dx.resource.getpointer.p0.tdx.TypedBuffer_v4f32_1_0_0t(target("dx.TypedBuffer", <4 x float>, 1, 0, 0) [[OUT1]], i32 [[A]])
// DXIL-NEXT: store <4 x float> [[ACC]], ptr [[OP]], align 16
// DXIL-NEXT: ret void

// SPV-LABEL: define void @main()
// SPV: tail call target("spirv.VulkanBuffer", [0 x %{{[^]]+}}], 12, 0) @llvm.spv.resource.handlefrombinding.tspirv.VulkanBuffer_a0s_{{[^(]+}}_12_0t(i32 0, i32 2, i32 1, i32 0, ptr nonnull {{@[^ ]+}})
// SPV: fmul <3 x float> {{%.*}}, splat (float 2.500000e-01)
// SPV: fmul <3 x float> {{%.*}}, splat (float 5.000000e-01)
// SPV: fmul <3 x float> {{%.*}}, splat (float 2.500000e-01)
// SPV: [[OUT1:%.*]] = tail call target("spirv.Image", float, 5, 2, 0, 0, 2, 1) @llvm.spv.resource.handlefrombinding.tspirv.Image_f32_5_2_0_0_2_1t(i32 0, i32 0, i32 2, i32 1, ptr nonnull {{@[^ ]+}})
// SPV: [[OP:%.*]] = tail call ptr addrspace(11) @llvm.spv.resource.getpointer.p11.tspirv.Image_f32_5_2_0_0_2_1t(target("spirv.Image", float, 5, 2, 0, 0, 2, 1) [[OUT1]], i32 {{%.*}})
// SPV-NEXT: store <4 x float> {{%.*}}, ptr addrspace(11) [[OP]], align 16

// NODX-NOT: llvm.dx.
