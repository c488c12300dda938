// Typed buffers whose elements Vulkan images cannot hold directly, which
// LLVM 22's SPIR-V target aborted on (RWBuffer<float3>, RWBuffer<double>,
// 16-bit) or wrote invalid SPIR-V for (Buffer<double>, Buffer<uint64_t>):
// 16-bit texels live in 32-bit image lanes (converted), a double in a pair of
// 32-bit integer lanes (bit-cast), 64-bit integers in a 64-bit integer image
// (Int64ImageEXT); float3 is three lanes of a float image.
//
// RUN: %texel -T cs_6_6 -E main -spirv -enable-16bit-types -Fo %t.spv %s
// RUN: %spirv-val --target-env vulkan1.3 %t.spv
// RUN: %spirv-dis %t.spv | FileCheck %s

RWBuffer<float3> A : register(u0);
RWBuffer<double> B : register(u1);
Buffer<double> C : register(t2);
Buffer<uint64_t> D : register(t3);
RWBuffer<half> H : register(u4);
RWBuffer<int16_t> I : register(u5);

[numthreads(8, 1, 1)]
void main(uint3 id : SV_DispatchThreadID) {
  A[id.x] = A[id.x] * 2;
  B[id.x] = C[id.x] + (double)D[id.x];
  H[id.x] = H[id.x] * (half)2;
  I[id.x] = I[id.x] + (int16_t)1;
}

// CHECK-DAG: OpCapability Int64ImageEXT
// CHECK-DAG: OpCapability StorageImageReadWithoutFormat
// CHECK-DAG: OpCapability StorageImageWriteWithoutFormat
// CHECK-DAG: OpExtension "SPV_EXT_shader_image_int64"
// CHECK-DAG: %[[F:[_A-Za-z0-9]+]] = OpTypeImage %float Buffer 2 0 0 2 Unknown
// CHECK-DAG: %[[UR:[_A-Za-z0-9]+]] = OpTypeImage %uint Buffer 2 0 0 1 Unknown
// CHECK-DAG: %[[UW:[_A-Za-z0-9]+]] = OpTypeImage %uint Buffer 2 0 0 2 Unknown
// CHECK-DAG: %[[L:[_A-Za-z0-9]+]] = OpTypeImage %ulong Buffer 2 0 0 1 Unknown
// CHECK: %main = OpFunction
// float3: three lanes of the float texel, written back as three lanes.
// CHECK: [[AT:%[0-9]+]] = OpImageRead %v4float {{%[0-9]+}} [[X:%[0-9]+]]{{$}}
// CHECK-NEXT: [[A3:%[0-9]+]] = OpVectorShuffle %v3float [[AT]] [[AT]] 0 1 2{{$}}
// CHECK: OpImageWrite {{%[0-9]+}} [[X]] {{%[0-9]+}}{{$}}
// double: lanes 0 and 1 of a uint texel, bit-cast; the uint64 texel's lane 0.
// CHECK: [[CT:%[0-9]+]] = OpImageFetch %v4uint {{%[0-9]+}} [[X]]{{$}}
// CHECK-NEXT: [[C2:%[0-9]+]] = OpVectorShuffle %v2uint [[CT]] [[CT]] 0 1{{$}}
// CHECK-NEXT: [[C:%[0-9]+]] = OpBitcast %double [[C2]]{{$}}
// CHECK: [[DT:%[0-9]+]] = OpImageFetch %v4ulong {{%[0-9]+}} [[X]]{{$}}
// CHECK-NEXT: [[D:%[0-9]+]] = OpCompositeExtract %ulong [[DT]] 0{{$}}
// CHECK: [[BITS:%[0-9]+]] = OpBitcast %v2uint {{%[0-9]+}}{{$}}
// CHECK: OpImageWrite {{%[0-9]+}} [[X]] [[BITS]]{{$}}
// half: a float lane converted down and back up.
// CHECK: [[HT:%[0-9]+]] = OpImageRead %v4float {{%[0-9]+}} [[X]]{{$}}
// CHECK-NEXT: [[HF:%[0-9]+]] = OpCompositeExtract %float [[HT]] 0{{$}}
// CHECK-NEXT: {{%[0-9]+}} = OpFConvert %half [[HF]]{{$}}
// CHECK: [[HW:%[0-9]+]] = OpFConvert %float {{%[0-9]+}}{{$}}
// CHECK: OpImageWrite {{%[0-9]+}} [[X]] [[HW]]{{$}}
// int16_t: a signed 32-bit lane (the finalizer types signed images' texels
// as %int), truncated and sign-extended back.
// CHECK: [[IT:%[0-9]+]] = OpImageRead %v4int {{%[0-9]+}} [[X]]{{$}}
// CHECK: {{%[0-9]+}} = OpSConvert %ushort {{%[0-9]+}}{{$}}
// CHECK: [[IW:%[0-9]+]] = OpSConvert %uint {{%[0-9]+}}{{$}}
// CHECK: [[IS:%[0-9]+]] = OpBitcast %int [[IW]]{{$}}
// CHECK: OpImageWrite {{%[0-9]+}} [[X]] [[IS]]{{$}}
