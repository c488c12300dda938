//! Buffer-block layouts: the finalizer sets std430 offsets and strides on
//! storage buffers and std140 on uniform buffers (`crate::layout`), leaves
//! blocks with explicit `spirv.Padding` members alone, and the result is
//! valid Vulkan.

use pretty_assertions::assert_eq;

use super::harness::*;

/// `(member, offset)` of every `Offset` decoration of struct `id`.
fn offsets(dis: &Dis, id: &str) -> Vec<(String, String)> {
    dis.all("OpMemberDecorate")
        .into_iter()
        .filter(|line| line.operand(0) == id && line.operand(2) == "Offset")
        .map(|line| (line.operand(1).to_string(), line.operand(3).to_string()))
        .collect()
}

fn stride(dis: &Dis, id: &str) -> String {
    dis.decorations(id)
        .into_iter()
        .find(|(decoration, _)| decoration == "ArrayStride")
        .map(|(_, value)| value)
        .unwrap_or_default()
}

fn pairs(items: &[(&str, &str)]) -> Vec<(String, String)> {
    items
        .iter()
        .map(|(a, b)| (a.to_string(), b.to_string()))
        .collect()
}

#[test]
fn storage_buffer_structs_get_std430_offsets_and_strides() {
    // clang lays these out by D3D rules (A.b at 4, stride 20; B.id at 16 in
    // LLVM's data layout), which is invalid Vulkan.
    let input = compile_hlsl(
        "struct A { float a; vector<float, 4> b; };\n\
         struct B { vector<float, 3> v; unsigned int id; };\n\
         StructuredBuffer<A> As : register(t0);\n\
         StructuredBuffer<B> Bs : register(t1);\n\
         RWStructuredBuffer<float> Out : register(u2);\n\
         [numthreads(4,1,1)] void main(vector<unsigned int, 3> id : SV_DispatchThreadID) {\n\
         Out[id.x] = As[id.x].b.y + Bs[id.x].id; }\n",
    );
    assert!(
        validate(&input).is_err(),
        "clang's layout was expected to be invalid"
    );
    let dis = finalize_valid(&input);
    assert_eq!(
        offsets(&dis, "%struct_A"),
        pairs(&[("0", "0"), ("1", "16")])
    );
    assert_eq!(
        offsets(&dis, "%struct_B"),
        pairs(&[("0", "0"), ("1", "12")])
    );
    assert_eq!(stride(&dis, "%_runtimearr_struct_A"), "32");
    assert_eq!(stride(&dis, "%_runtimearr_struct_B"), "16");
    assert_eq!(stride(&dis, "%_runtimearr_float"), "4");
}

#[test]
fn blocks_with_explicit_padding_keep_their_offsets() {
    // clang's cbuffer in legacy packing: a is <{ [1 x <{ float,
    // spirv.Padding }>], float }> (20 bytes), b at 20. Laid out again by
    // std140 the padding members would move b to 32; the block keeps LLVM's
    // offsets instead. (clang's array form overlaps under Vulkan's rules, so
    // the result is not validated.)
    let input = compile_hlsl(
        "cbuffer CB : register(b0) { float a[2]; float b; };\n\
         RWStructuredBuffer<float> Out : register(u1);\n\
         [numthreads(4,1,1)] void main(vector<unsigned int, 3> id : SV_DispatchThreadID) {\n\
         Out[id.x] = a[id.x % 2] + b; }\n",
    );
    let before = Dis::parse(&disassemble(&input));
    let output = crate::spirv::finalizer::finalize_spirv(&input).expect("finalizes");
    let dis = Dis::parse(&disassemble(&output));
    assert_eq!(
        offsets(&before, "%__cblayout_CB"),
        pairs(&[("0", "0"), ("1", "20")])
    );
    assert_eq!(
        offsets(&dis, "%__cblayout_CB"),
        offsets(&before, "%__cblayout_CB")
    );
}
