// One struct shape in a cbuffer (std140) and a structured buffer (std430) on
// Vulkan, each decorated with its own layout: uv at 24, stride 8 (std430) and
// uv at 32, stride 16 (std140).
//
// RUN: %texel -T cs_6_6 -E main -spirv -Fo %t.spv %s
// RUN: spirv-val --target-env vulkan1.3 %t.spv
// RUN: spirv-dis %t.spv | FileCheck %s

struct Light { float4 dir; float k; float2 uv[2]; };
StructuredBuffer<Light> Lights : register(t0);
cbuffer CL : register(b1) { float4 cdir; float ck; float2 cuv[2]; };
RWStructuredBuffer<float4> Out : register(u2);

[numthreads(1, 1, 1)]
void main(uint3 id : SV_DispatchThreadID) {
  Out[0] = Lights[1].dir + Lights[1].k;
  Out[1] = float4(Lights[1].uv[1], Lights[1].uv[0]);
  Out[2] = cdir + ck;
  Out[3] = float4(cuv[1], cuv[0]);
}

// The structured buffer's struct.Light (std430) and the cbuffer's layout
// struct (std140) are distinct SPIR-V structs; the float2[2] array type they
// share gets a uniform-side copy from the finalizer.
// CHECK-DAG: OpMemberDecorate %struct_Light 0 Offset 0
// CHECK-DAG: OpMemberDecorate %struct_Light 1 Offset 16
// CHECK-DAG: OpMemberDecorate %struct_Light 2 Offset 24
// CHECK-DAG: OpMemberDecorate %__cblayout_CL 0 Offset 0
// CHECK-DAG: OpMemberDecorate %__cblayout_CL 1 Offset 16
// CHECK-DAG: OpMemberDecorate %__cblayout_CL 2 Offset 32
// CHECK-DAG: OpDecorate %_arr_v2float_uint_2 ArrayStride 8
// CHECK-DAG: OpDecorate %_arr_v2float_uint_2_0 ArrayStride 16
// CHECK-DAG: OpDecorate %_runtimearr_struct_Light ArrayStride 48
// CHECK-DAG: %_arr_v2float_uint_2 = OpTypeArray %v2float %uint_2
// CHECK-DAG: %_arr_v2float_uint_2_0 = OpTypeArray %v2float %uint_2
// CHECK-DAG: %struct_Light = OpTypeStruct %v4float %float %_arr_v2float_uint_2{{$}}
// CHECK-DAG: %__cblayout_CL = OpTypeStruct %v4float %float %_arr_v2float_uint_2_0{{$}}
// CHECK-DAG: %_runtimearr_struct_Light = OpTypeRuntimeArray %struct_Light{{$}}
// CHECK-DAG: %[[UNIFORM_BLOCK:[_A-Za-z0-9]+]] = OpTypeStruct %__cblayout_CL{{$}}
// CHECK-DAG: %[[UNIFORM_POINTER:[_A-Za-z0-9]+]] = OpTypePointer Uniform %[[UNIFORM_BLOCK]]{{$}}
// CHECK-DAG: %CL = OpVariable %[[UNIFORM_POINTER]] Uniform
