// Member offsets of structs in structured buffers.
//
// DXIL follows the D3D structured-buffer packing (what DXC emits): members
// are 4-byte aligned and packed, so in A the float4 b starts at byte 4 (A's
// stride is 20) and in B the uint id at byte 12. (clang-22 agrees for A but
// gives its float3 16 bytes: B = { <3 x float>, [4 x i8], i32 }, id at 16.)
// SPIR-V follows std430 (DXC's default for structured buffers on Vulkan is
// its vector-relaxed std430, which agrees here): a float4 is 16-byte aligned,
// so A.b starts at 16 (stride 32), and a scalar may follow a float3 directly,
// so B.id is at 12 (stride 16).
// On SPIR-V the IR struct is the plain struct of the fields: code reaches
// members by index (LLVM turns the i8 GEP at LLVM's offset back into an
// OpAccessChain index), and the finalizer sets the std430 Offset and
// ArrayStride decorations (texel_passes::layout). LLVM's own decorations
// would be wrong: its data layout gives a float3 16 bytes, so B.id would be
// at 16 and B's stride 32. The IR offsets below are therefore LLVM's (B.id:
// byte 16 = member 1), not the buffer's; the SPIRV lines check the buffer's.
// (clang-22 emits the D3D layout on SPIR-V too: strides 20, invalid Vulkan.)
//
// RUN: %texel -T cs_6_6 -E main --emit=ir %s | FileCheck %s --check-prefix=DXIL
// RUN: %texel -T cs_6_6 -E main -spirv --emit=ir %s | FileCheck %s --check-prefix=SPV
// RUN: %texel -T cs_6_6 -E main -spirv --emit=spirv-asm %s | FileCheck %s --check-prefix=SPIRV
// RUN: %texel -T cs_6_6 -E main -spirv -Fo %t.spv %s
// RUN: %spirv-val --target-env vulkan1.3 %t.spv

struct A { float a; float4 b; };
struct B { float3 v; uint id; };

StructuredBuffer<A> As : register(t0);
StructuredBuffer<B> Bs : register(t1);
RWStructuredBuffer<float> Out : register(u2);

[numthreads(64, 1, 1)]
void main(uint3 id : SV_DispatchThreadID) {
  Out[id.x] = As[id.x].b.y + Bs[id.x].id;
}

// DXIL-LABEL: define void @main()
// DXIL: [[AP:%.*]] = tail call ptr @llvm.dx.resource.getpointer.p0.tdx.RawBuffer_{{[^(]+}}(target("dx.RawBuffer", %{{[^,]+}}, 0, 0) %{{.*}}, i32 [[I:%.*]])
// DXIL-NEXT: [[BYP:%.*]] = getelementptr inbounds nuw i8, ptr [[AP]], i32 8
// DXIL-NEXT: [[BY:%.*]] = load float, ptr [[BYP]], align 4
// DXIL: [[BP:%.*]] = tail call ptr @llvm.dx.resource.getpointer.p0.tdx.RawBuffer_{{[^(]+}}(target("dx.RawBuffer", %{{[^,]+}}, 0, 0) %{{.*}}, i32 [[I]])
// DXIL-NEXT: [[IDP:%.*]] = getelementptr inbounds nuw i8, ptr [[BP]], i32 12
// DXIL-NEXT: [[ID:%.*]] = load i32, ptr [[IDP]], align 4

// SPV-LABEL: define void @main()
// SPV: [[AP:%.*]] = tail call ptr addrspace(11) @llvm.spv.resource.getpointer.p11.tspirv.VulkanBuffer_{{[^(]+}}(target("spirv.VulkanBuffer", [0 x %{{[^]]+}}], 12, 0) %{{.*}}, i32 [[I:%.*]])
// SPV-NEXT: [[BYP:%.*]] = getelementptr inbounds nuw i8, ptr addrspace(11) [[AP]], i64 20
// SPV-NEXT: [[BY:%.*]] = load float, ptr addrspace(11) [[BYP]], align 4
// SPV: [[BP:%.*]] = tail call ptr addrspace(11) @llvm.spv.resource.getpointer.p11.tspirv.VulkanBuffer_{{[^(]+}}(target("spirv.VulkanBuffer", [0 x %{{[^]]+}}], 12, 0) %{{.*}}, i32 [[I]])
// SPV-NEXT: [[IDP:%.*]] = getelementptr inbounds nuw i8, ptr addrspace(11) [[BP]], i64 16
// SPV-NEXT: [[ID:%.*]] = load i32, ptr addrspace(11) [[IDP]], align 4

// SPIRV-DAG: OpMemberDecorate %[[A:[0-9A-Za-z_]+]] 1 Offset 16
// SPIRV-DAG: OpMemberDecorate %[[A]] 0 Offset 0
// SPIRV-DAG: OpMemberDecorate %[[B:[0-9A-Za-z_]+]] 1 Offset 12
// SPIRV-DAG: OpMemberDecorate %[[B]] 0 Offset 0
// SPIRV-DAG: %[[A]] = OpTypeStruct %{{[0-9A-Za-z_]+}} %{{[0-9A-Za-z_]+}}{{$}}
// SPIRV-DAG: %[[B]] = OpTypeStruct %{{[0-9A-Za-z_]+}} %{{[0-9A-Za-z_]+}}{{$}}
// SPIRV-DAG: %[[AARR:[0-9A-Za-z_]+]] = OpTypeRuntimeArray %[[A]]{{$}}
// SPIRV-DAG: %[[BARR:[0-9A-Za-z_]+]] = OpTypeRuntimeArray %[[B]]{{$}}
// SPIRV-DAG: OpDecorate %[[AARR]] ArrayStride 32
// SPIRV-DAG: OpDecorate %[[BARR]] ArrayStride 16
