//! Buffer-block layouts: the finalizer sets std430 offsets and strides on
//! storage buffers and std140 on uniform buffers (`crate::buffer_layout`), leaves
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

/// texel's lowered IR for `struct L { float4 d; float k; float2 uv[2]; }` in
/// a structured buffer `Ls`, a RWStructuredBuffer `Copies` and a cbuffer
/// `CB { L cl; }`: `Copies[0] = cl; Copies[1].d = float4(Ls[0].uv[1], Ls[0].uv[0]);`. LLVM
/// gives L one OpTypeStruct for all three buffers.
const SHARED_STRUCT_IR: &str = r#"
target datalayout = "e-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024-n8:16:32:64-G10"
target triple = "spirv-unknown-vulkan1.3-compute"

%__cblayout_CB = type { %struct.L }
%struct.L = type { <4 x float>, float, [2 x <2 x float>] }

@CB.cb = local_unnamed_addr global target("spirv.VulkanBuffer", %__cblayout_CB, 2, 0) poison
@cl = external hidden local_unnamed_addr addrspace(12) global %struct.L
@CB.str = private unnamed_addr constant [3 x i8] c"CB\00", align 1
@.str = private unnamed_addr constant [7 x i8] c"Copies\00", align 1
@.str.1 = private unnamed_addr constant [3 x i8] c"Ls\00", align 1

define void @main() local_unnamed_addr #0 {
entry:
  %0 = tail call target("spirv.VulkanBuffer", %__cblayout_CB, 2, 0) @llvm.spv.resource.handlefrombinding.tspirv.VulkanBuffer_s___cblayout_CBs_2_0t(i32 0, i32 1, i32 1, i32 0, ptr nonnull @CB.str)
  store target("spirv.VulkanBuffer", %__cblayout_CB, 2, 0) %0, ptr @CB.cb, align 8
  %1 = tail call target("spirv.VulkanBuffer", [0 x %struct.L], 12, 1) @llvm.spv.resource.handlefrombinding.tspirv.VulkanBuffer_a0s_struct.Ls_12_1t(i32 0, i32 2, i32 1, i32 0, ptr nonnull @.str)
  %2 = tail call target("spirv.VulkanBuffer", [0 x %struct.L], 12, 0) @llvm.spv.resource.handlefrombinding.tspirv.VulkanBuffer_a0s_struct.Ls_12_0t(i32 0, i32 0, i32 1, i32 0, ptr nonnull @.str.1)
  %3 = tail call ptr addrspace(11) @llvm.spv.resource.getpointer.p11.tspirv.VulkanBuffer_a0s_struct.Ls_12_1t(target("spirv.VulkanBuffer", [0 x %struct.L], 12, 1) %1, i32 0)
  tail call void @llvm.memmove.p11.p12.i64(ptr addrspace(11) noundef align 16 dereferenceable(48) %3, ptr addrspace(12) noundef align 16 dereferenceable(48) @cl, i64 48, i1 false)
  %4 = tail call ptr addrspace(11) @llvm.spv.resource.getpointer.p11.tspirv.VulkanBuffer_a0s_struct.Ls_12_0t(target("spirv.VulkanBuffer", [0 x %struct.L], 12, 0) %2, i32 0)
  %5 = getelementptr inbounds nuw i8, ptr addrspace(11) %4, i64 24
  %6 = getelementptr inbounds nuw i8, ptr addrspace(11) %4, i64 32
  %7 = load <2 x float>, ptr addrspace(11) %6, align 8
  %8 = load <2 x float>, ptr addrspace(11) %5, align 8
  %9 = shufflevector <2 x float> %7, <2 x float> %8, <4 x i32> <i32 0, i32 1, i32 2, i32 3>
  %10 = tail call ptr addrspace(11) @llvm.spv.resource.getpointer.p11.tspirv.VulkanBuffer_a0s_struct.Ls_12_1t(target("spirv.VulkanBuffer", [0 x %struct.L], 12, 1) %1, i32 1)
  store <4 x float> %9, ptr addrspace(11) %10, align 16
  ret void
}

declare target("spirv.VulkanBuffer", %__cblayout_CB, 2, 0) @llvm.spv.resource.handlefrombinding.tspirv.VulkanBuffer_s___cblayout_CBs_2_0t(i32, i32, i32, i32, ptr)
declare target("spirv.VulkanBuffer", [0 x %struct.L], 12, 1) @llvm.spv.resource.handlefrombinding.tspirv.VulkanBuffer_a0s_struct.Ls_12_1t(i32, i32, i32, i32, ptr)
declare ptr addrspace(11) @llvm.spv.resource.getpointer.p11.tspirv.VulkanBuffer_a0s_struct.Ls_12_1t(target("spirv.VulkanBuffer", [0 x %struct.L], 12, 1), i32)
declare target("spirv.VulkanBuffer", [0 x %struct.L], 12, 0) @llvm.spv.resource.handlefrombinding.tspirv.VulkanBuffer_a0s_struct.Ls_12_0t(i32, i32, i32, i32, ptr)
declare ptr addrspace(11) @llvm.spv.resource.getpointer.p11.tspirv.VulkanBuffer_a0s_struct.Ls_12_0t(target("spirv.VulkanBuffer", [0 x %struct.L], 12, 0), i32)
declare void @llvm.memmove.p11.p12.i64(ptr addrspace(11) writeonly captures(none), ptr addrspace(12) readonly captures(none), i64, i1 immarg)

attributes #0 = { "hlsl.numthreads"="1,1,1" "hlsl.shader"="compute" }

!hlsl.cbs = !{!0}
!0 = !{ptr @CB.cb, ptr addrspace(12) @cl}
"#;

/// The structs with three members (the copies of L).
fn copies_of_l(dis: &Dis) -> Vec<String> {
    dis.all("OpTypeStruct")
        .into_iter()
        .filter(|line| line.operands.len() == 3)
        .map(|line| line.result().to_string())
        .collect()
}

#[test]
fn a_struct_in_uniform_and_storage_blocks_gets_one_copy_per_layout() {
    let input = compile(SHARED_STRUCT_IR);
    let before = Dis::parse(&disassemble(&input));
    assert_eq!(copies_of_l(&before).len(), 1, "LLVM was expected to merge");
    let dis = finalize_valid(&input);
    let structs = copies_of_l(&dis);
    assert_eq!(structs.len(), 2, "one L per layout in\n{}", dis.text);
    // The uniform variable's block holds __cblayout_CB, which holds the
    // std140 copy; the storage blocks' runtime arrays hold the std430 one.
    let uniform_variable = dis
        .all("OpVariable")
        .into_iter()
        .find(|line| line.operand(1) == "Uniform")
        .expect("a uniform variable");
    let block = dis.def(dis.pointee(uniform_variable.operand(0)).result());
    let cblayout = dis.def(block.operand(0));
    let uniform_l = cblayout.operand(0).to_string();
    let storage_l = structs
        .iter()
        .find(|id| **id != uniform_l)
        .expect("a storage-side L")
        .clone();
    assert!(structs.contains(&uniform_l));
    assert_eq!(
        offsets(&dis, &storage_l),
        pairs(&[("0", "0"), ("1", "16"), ("2", "24")])
    );
    assert_eq!(
        offsets(&dis, &uniform_l),
        pairs(&[("0", "0"), ("1", "16"), ("2", "32")])
    );
    assert_eq!(stride(&dis, dis.def(&storage_l).operand(2)), "8");
    assert_eq!(stride(&dis, dis.def(&uniform_l).operand(2)), "16");
    let runtime_arrays = dis.all("OpTypeRuntimeArray");
    assert!(!runtime_arrays.is_empty());
    for array in runtime_arrays {
        assert_eq!(array.operand(0), storage_l);
        assert_eq!(stride(&dis, array.result()), "48");
    }
    // Copies[0] = cl: loaded as the std140 L, converted, stored as std430.
    assert_eq!(dis.count("OpCopyMemory"), 0);
    let copy = dis.one("OpCopyLogical");
    assert_eq!(copy.operand(0), storage_l);
    let load = dis.def(copy.operand(1));
    assert_eq!(
        (load.opcode.as_str(), load.operand(0)),
        ("OpLoad", uniform_l.as_str())
    );
    let store = dis
        .all("OpStore")
        .into_iter()
        .find(|line| line.operand(1) == copy.result())
        .expect("the converted value is stored");
    assert_eq!(
        dis.pointee(dis.def(store.operand(0)).operand(0)).result(),
        storage_l
    );
    // The original uniform-only types are gone, not left dead.
    assert_eq!(dis.count("OpTypeStruct"), 2 + 1 + 1 + 2);
}

#[test]
fn a_whole_uniform_struct_into_a_storage_buffer_needs_spirv_1_4() {
    let input = with_version(compile(SHARED_STRUCT_IR), 1, 3);
    let error = finalize_error(&input).to_string();
    assert!(
        error.contains(
            "a whole struct from a uniform buffer is used by OpCopyMemory, where it takes the \
             storage-buffer layout of the same type; converting between the two needs \
             OpCopyLogical (SPIR-V 1.4), and the module is SPIR-V 1.3"
        ),
        "{error}"
    );
}

/// `input` with its one `OpCopyMemory` replaced by a load of the whole value
/// and a store of it (llc crashes on such IR, other producers emit it).
fn with_load_and_store(input: &[u32]) -> Vec<u32> {
    use rspirv::binary::Assemble;
    use rspirv::dr::{Instruction, Operand};
    use rspirv::spirv::Op;
    let mut module = rspirv::dr::load_words(input).unwrap();
    let types: std::collections::HashMap<u32, Instruction> = module
        .all_inst_iter()
        .filter_map(|instruction| Some((instruction.result_id?, instruction.clone())))
        .collect();
    let mut bound = module.header.as_ref().unwrap().bound;
    for block in module.functions.iter_mut().flat_map(|f| &mut f.blocks) {
        let Some(position) = block
            .instructions
            .iter()
            .position(|instruction| instruction.class.opcode == Op::CopyMemory)
        else {
            continue;
        };
        let copy = block.instructions.remove(position);
        let id = |index: usize| match copy.operands[index] {
            Operand::IdRef(id) => id,
            _ => panic!("OpCopyMemory operands are ids"),
        };
        let (target, source) = (id(0), id(1));
        let pointer_type = types[&source].result_type.unwrap();
        let Operand::IdRef(pointee) = types[&pointer_type].operands[1] else {
            panic!("a pointer type names its pointee")
        };
        let value = bound;
        bound += 1;
        block.instructions.insert(
            position,
            Instruction::new(
                Op::Load,
                Some(pointee),
                Some(value),
                vec![Operand::IdRef(source)],
            ),
        );
        block.instructions.insert(
            position + 1,
            Instruction::new(
                Op::Store,
                None,
                None,
                vec![Operand::IdRef(target), Operand::IdRef(value)],
            ),
        );
    }
    module.header.as_mut().unwrap().bound = bound;
    module.assemble()
}

#[test]
fn a_whole_uniform_struct_value_stored_to_a_storage_buffer_is_converted() {
    let input = with_load_and_store(&compile(SHARED_STRUCT_IR));
    let before = Dis::parse(&disassemble(&input));
    assert_eq!(before.count("OpCopyMemory"), 0);
    let dis = finalize_valid(&input);
    let copy = dis.one("OpCopyLogical");
    let load = dis.def(copy.operand(1));
    assert_eq!(load.opcode, "OpLoad");
    let uniform_l = load.operand(0).to_string();
    assert_ne!(copy.operand(0), uniform_l);
    assert_eq!(
        offsets(&dis, &uniform_l),
        pairs(&[("0", "0"), ("1", "16"), ("2", "32")])
    );
    assert_eq!(
        offsets(&dis, copy.operand(0)),
        pairs(&[("0", "0"), ("1", "16"), ("2", "24")])
    );
    let store = dis
        .all("OpStore")
        .into_iter()
        .find(|line| line.operand(1) == copy.result())
        .expect("the converted value is stored");
    assert_eq!(
        dis.pointee(dis.def(store.operand(0)).operand(0)).result(),
        copy.operand(0)
    );
}
