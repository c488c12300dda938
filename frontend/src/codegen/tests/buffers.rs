//! Resources: handle creation per target, getpointer loads and stores,
//! component writes, thread ids, cbuffers.

use super::*;

const SLICE: &str = r#"
RWBuffer<float4> Out : register(u0);
Buffer<float> In : register(t1, space2);
StructuredBuffer<uint2> SB;
cbuffer CB : register(b3) { float scale; uint2 dims; };

float twice(float x) { return x * 2.0; }

[numthreads(8, 1, 1)]
void main(uint3 id : SV_DispatchThreadID, uint gi : SV_GroupIndex) {
  float4 v = Out[id.x];
  v.y = In[id.x] * scale + SB[gi].x;
  for (uint i = 0; i < dims.x; ++i) {
    if (i == 2) continue;
    v.x += twice(float(i));
  }
  Out[id.x] = v;
  Out[id.y].z = 2.0;
}
"#;

#[test]
fn vertical_slice_dxil() {
    let ir = dxil(SLICE);
    assert_contains_in_order(
        &ir,
        &[
            "target datalayout = \"e-m:e-p:32:32-i1:32-i8:8-i16:16-i32:32-i64:64-f16:16-f32:32-f64:64-n8:16:32:64-v48:16:16-v96:32:32-v192:64:64\"",
            "target triple = \"dxil-pc-shadermodel6.6-compute\"",
            // HLSL's legacy packing (DXC): dims shares row 0 at byte 4.
            "%__cblayout_CB = type <{ float, <2 x i32> }>",
            "@CB.cb = global target(\"dx.CBuffer\", %__cblayout_CB) poison",
            "@scale = external hidden addrspace(2) global float",
            "@dims = external hidden addrspace(2) global <2 x i32>",
            "@CB.str = private unnamed_addr constant [3 x i8] c\"CB\\00\"",
            "@.str = private unnamed_addr constant [4 x i8] c\"Out\\00\"",
            "define void @main() #0 {",
            // cbuffer handle: space 0, register 3, range 1, index 0.
            "call target(\"dx.CBuffer\", %__cblayout_CB) @llvm.dx.resource.handlefrombinding.tdx.CBuffer_s___cblayout_CBst(i32 0, i32 3, i32 1, i32 0, ptr @CB.str)",
            "store target(\"dx.CBuffer\", %__cblayout_CB) %0, ptr @CB.cb",
            // Out: space 0, register 0.
            "call target(\"dx.TypedBuffer\", <4 x float>, 1, 0, 0) @llvm.dx.resource.handlefrombinding.tdx.TypedBuffer_v4f32_1_0_0t(i32 0, i32 0, i32 1, i32 0, ptr @.str)",
            // In: space 2, register 1.
            "call target(\"dx.TypedBuffer\", float, 0, 0, 0) @llvm.dx.resource.handlefrombinding.tdx.TypedBuffer_f32_0_0_0t(i32 2, i32 1, i32 1, i32 0, ptr @.str.1)",
            // SB: implicit, order 0.
            "call target(\"dx.RawBuffer\", <2 x i32>, 0, 0) @llvm.dx.resource.handlefromimplicitbinding.tdx.RawBuffer_v2i32_0_0t(i32 0, i32 0, i32 1, i32 0, ptr @.str.2)",
            "call i32 @llvm.dx.thread.id(i32 0)",
            "call i32 @llvm.dx.thread.id(i32 1)",
            "call i32 @llvm.dx.thread.id(i32 2)",
            "call i32 @llvm.dx.flattened.thread.id.in.group()",
            "call ptr @llvm.dx.resource.getpointer.p0.tdx.TypedBuffer_v4f32_1_0_0t(target(\"dx.TypedBuffer\", <4 x float>, 1, 0, 0) %1, i32",
            "load <4 x float>, ptr",
            "call ptr @llvm.dx.resource.getpointer.p0.tdx.TypedBuffer_f32_0_0_0t(target(\"dx.TypedBuffer\", float, 0, 0, 0) %2, i32",
            "load float, ptr addrspace(2) @scale",
            "call ptr @llvm.dx.resource.getpointer.p0.tdx.RawBuffer_v2i32_0_0t(",
            "getelementptr inbounds <2 x i32>, ptr",
            "uitofp i32",
            "loop.cond:",
            "icmp ult i32",
            "store <4 x float>",
            // Out[id.y].z = 2.0: a component GEP on the element pointer.
            "getelementptr inbounds <4 x float>, ptr %",
            ", i32 0, i32 2",
            "store float 2.000000e+00",
            "call float @twice(float",
            "define internal float @twice(float %0) #",
            "fmul float",
            "attributes #0 = { convergent norecurse nounwind \"hlsl.numthreads\"=\"8,1,1\" \"hlsl.shader\"=\"compute\" }",
            "attributes #3 = { alwaysinline convergent nounwind }",
            "!hlsl.cbs = !{!0}",
            "!0 = !{ptr @CB.cb, ptr addrspace(2) @scale, ptr addrspace(2) @dims}",
        ],
    );
}

#[test]
fn vertical_slice_spirv() {
    let ir = spirv(SLICE);
    assert_contains_in_order(
        &ir,
        &[
            "target datalayout = \"e-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024-n8:16:32:64-G10\"",
            "target triple = \"spirv-unknown-vulkan1.3-compute\"",
            // No padding on Vulkan: the finalizer decorates the offsets.
            "%__cblayout_CB = type { float, <2 x i32> }",
            "@CB.cb = global target(\"spirv.VulkanBuffer\", %__cblayout_CB, 2, 0) poison",
            "@scale = external hidden addrspace(12) global float",
            // set 0, binding 3.
            "@llvm.spv.resource.handlefrombinding.tspirv.VulkanBuffer_s___cblayout_CBs_2_0t(i32 0, i32 3, i32 1, i32 0, ptr @CB.str)",
            "call target(\"spirv.Image\", float, 5, 2, 0, 0, 2, 1) @llvm.spv.resource.handlefrombinding.tspirv.Image_f32_5_2_0_0_2_1t(i32 0, i32 0, i32 1, i32 0, ptr @.str)",
            // register(t1, space2): set 2, binding 1.
            "call target(\"spirv.Image\", float, 5, 2, 0, 0, 1, 0) @llvm.spv.resource.handlefrombinding.tspirv.Image_f32_5_2_0_0_1_0t(i32 2, i32 1, i32 1, i32 0, ptr @.str.1)",
            "call target(\"spirv.VulkanBuffer\", [0 x <2 x i32>], 12, 0) @llvm.spv.resource.handlefromimplicitbinding.tspirv.VulkanBuffer_a0v2i32_12_0t(i32 0, i32 0, i32 1, i32 0, ptr @.str.2)",
            "call i32 @llvm.spv.thread.id.i32(i32 0)",
            "call i32 @llvm.spv.flattened.thread.id.in.group()",
            "call ptr addrspace(11) @llvm.spv.resource.getpointer.p11.tspirv.Image_f32_5_2_0_0_2_1t(",
            "load <4 x float>, ptr addrspace(11)",
            "load float, ptr addrspace(12) @scale",
            "getelementptr inbounds <4 x float>, ptr addrspace(11)",
            "store float 2.000000e+00, ptr addrspace(11)",
            "!0 = !{ptr @CB.cb, ptr addrspace(12) @scale, ptr addrspace(12) @dims}",
        ],
    );
}

#[test]
fn byte_address_buffers_and_dimensions() {
    let source = r#"
ByteAddressBuffer Raw : register(t0);
RWByteAddressBuffer RawOut : register(u5);
RWStructuredBuffer<float> Values : register(u1, space1);
[numthreads(1, 1, 1)]
void main(uint3 id : SV_DispatchThreadID) {
  uint2 pair = Raw.Load2(id.x * 8);
  RawOut.Store(0, pair.x + pair.y);
  uint count, stride;
  Values.GetDimensions(count, stride);
  Values[0] = float(count + stride);
}
"#;
    let ir = dxil(source);
    assert_contains_in_order(
        &ir,
        &[
            "@llvm.dx.resource.handlefrombinding.tdx.RawBuffer_i8_0_0t(i32 0, i32 0, i32 1, i32 0, ptr @.str)",
            "call ptr @llvm.dx.resource.getpointer.p0.tdx.RawBuffer_i8_0_0t(",
            "load <2 x i32>, ptr %",
            "@llvm.dx.resource.getpointer.p0.tdx.RawBuffer_i8_1_0t(",
            "store i32 %",
            "call i32 @llvm.dx.resource.getdimensions.x.tdx.RawBuffer_f32_1_0t(",
            "store i32 4, ptr",
        ],
    );
    let ir = spirv(source);
    assert_contains_in_order(
        &ir,
        &[
            "@llvm.spv.resource.handlefrombinding.tspirv.VulkanBuffer_a0i8_12_0t(i32 0, i32 0, i32 1, i32 0, ptr @.str)",
            "load <2 x i32>, ptr addrspace(11)",
        ],
    );
}

#[test]
fn resource_arrays_and_bindings() {
    let source = r#"
static const uint N = 2;
RWBuffer<uint> Outs[N] : register(u4, space1);
[[vk::binding(7, 3)]] Buffer<int> Src : register(t2);
RWBuffer<float> Later;
void write(RWBuffer<uint> target, uint index, uint value) { target[index] = value; }
[numthreads(4, 1, 1)]
void main(uint3 tid : SV_GroupThreadID, uint3 gid : SV_GroupID) {
  Outs[1][tid.x] = 1;
  write(Outs[gid.x], tid.x, uint(Src[0]));
  Later[0] = 1.0;
}
"#;
    let ir = dxil(source);
    assert_contains_in_order(
        &ir,
        &[
            // Constant index 1 of the array: range 2, index 1 (in the prologue).
            "@llvm.dx.resource.handlefrombinding.tdx.TypedBuffer_i32_1_0_0t(i32 1, i32 4, i32 2, i32 1, ptr @.str)",
            "@llvm.dx.resource.handlefrombinding.tdx.TypedBuffer_i32_0_0_1t(i32 0, i32 2, i32 1, i32 0, ptr @.str.1)",
            "@llvm.dx.resource.handlefromimplicitbinding.tdx.TypedBuffer_f32_1_0_0t(i32 0, i32 0, i32 1, i32 0, ptr @.str.2)",
            "call i32 @llvm.dx.thread.id.in.group(i32 0)",
            "call i32 @llvm.dx.group.id(i32 0)",
            // The resource argument is a (global id 0, element index) value.
            "insertelement <2 x i32> zeroinitializer, i32 %",
            "call void @write(<2 x i32> %",
            "define internal void @write(<2 x i32> %0, i32 %1, i32 %2)",
            // In `write` the id is not a constant yet: the binding is chosen by
            // id among the RWBuffer<uint> globals (only Outs), at the use; an
            // id naming no global selects the unassigned-resource marker.
            "%7 = call i32 @texel.unassigned_resource()",
            "%8 = icmp eq i32 %5, 0",
            "%9 = select i1 %8, i32 1, i32 %7",
            "%11 = select i1 %10, i32 4, i32 %7",
            "%13 = select i1 %12, i32 2, i32 %7",
            "%15 = select i1 %14, ptr @.str, ptr null",
            "@llvm.dx.resource.handlefrombinding.tdx.TypedBuffer_i32_1_0_0t(i32 %9, i32 %11, i32 %13, i32 %6, ptr %15)",
        ],
    );
    let ir = spirv(source);
    assert_contains_in_order(
        &ir,
        &[
            // [[vk::binding(7, 3)]] wins on Vulkan.
            "@llvm.spv.resource.handlefrombinding.tspirv.SignedImage_i32_5_2_0_0_1_0t(i32 3, i32 7, i32 1, i32 0, ptr @.str.1)",
            "@llvm.spv.resource.handlefromimplicitbinding.tspirv.Image_f32_5_2_0_0_2_3t(i32 0, i32 0, i32 1, i32 0, ptr @.str.2)",
        ],
    );
}

/// Every prefix of a shader (mostly broken programs) compiles or reports,
/// never panics, on both targets.
#[test]
fn prefixes_never_panic() {
    let text = format!("{SLICE}\n[numthreads(1,1,1)] void other(uint3 id : SV_GroupID) {{ int3 v = {{1, 2}}; v.xx = 1; }}");
    for end in (0..text.len()).step_by(7) {
        if !text.is_char_boundary(end) {
            continue;
        }
        for target in [Target::Dxil, Target::vulkan()] {
            let _ = compile_with(&text[..end], &options(target, "cs_6_6"));
        }
    }
}
