//! Signed-integer images: the Sampled Type is the signed integer of the
//! image's width, every texel read has the signed result type followed by an
//! `OpBitcast` to the module's unsigned type, every written texel is bitcast
//! to the signed type first, and no `SignExtend` / `ZeroExtend` remains. The
//! same for LLVM's own texel buffers at the bindings
//! `FinalizeOptions::signed_image_bindings` names.

use pretty_assertions::assert_eq;

use super::harness::*;
use crate::spirv::finalizer::{FinalizeError, FinalizeOptions};
use crate::spirv::marker::{MarkerOperation as Op, SampledType, LOD, SIGN_EXTEND, ZERO_EXTEND};

const INDEX: (&str, &str) = ("i32", "0");
const TEXEL2: (&str, &str) = ("<2 x i32>", "<i32 3, i32 4>");

fn signed_2d() -> crate::spirv::marker::ImageDescriptor {
    image(SampledType::I32, 1, 2, false, false, 1, 0)
}

/// The image type the variable at (set, binding) holds: (sampled type, rest).
fn variable_image(dis: &Dis, set: u32, binding: u32) -> (String, Vec<String>) {
    let pointer = dis.variable(set, binding).operand(0).to_string();
    let image_type = dis.pointee(&pointer).result().to_string();
    image_parameters(dis, &image_type)
}

/// The only `OpBitcast` whose operand is `id`, shown.
fn bitcast_of(dis: &Dis, id: &str) -> String {
    let casts: Vec<&Line> = dis
        .all("OpBitcast")
        .into_iter()
        .filter(|cast| cast.operand(1) == id)
        .collect();
    assert_eq!(casts.len(), 1, "bitcasts of {id}:\n{}", dis.text);
    dis.show(casts[0])
}

#[test]
fn fetch_reads_signed_texels_and_bitcasts_them() {
    // The marker's SignExtend (older texel-spirv output) is redundant: dropped.
    let name = marker(Op::Fetch, signed_2d(), at(0, 0), None, LOD | SIGN_EXTEND);
    let mut ir = Ir::compute(8, 1, 1);
    ir.call(&name, "<4 x i32>", &[INDEX, TEXEL2, ("i32", "0")]);
    let dis = finalize_valid(&ir.compile());

    let fetch = dis.one("OpImageFetch");
    assert_eq!(
        dis.show(fetch),
        "OpImageFetch %v4int image(0.0) [%uint_3 %uint_4] Lod %uint_0"
    );
    // The bitcast takes over the call's result id, which its user still reads.
    let cast = bitcast_of(&dis, fetch.result());
    assert_eq!(cast, format!("OpBitcast %v4uint {}", fetch.result()));
    let cast_line = dis.one("OpBitcast");
    assert!(dis.is_used(cast_line.result()), "{}", dis.text);
    assert_eq!(
        variable_image(&dis, 0, 0),
        (
            "OpTypeInt 32 1".to_string(),
            vec!["2D", "2", "0", "0", "1", "Unknown"]
                .into_iter()
                .map(String::from)
                .collect()
        )
    );
    let vector = dis.def("%v4int");
    assert_eq!(
        (vector.opcode.as_str(), vector.operands.join(" ")),
        ("OpTypeVector", "%int 4".to_string())
    );
    assert!(!dis.text.contains("SignExtend"), "{}", dis.text);
}

#[test]
fn read_and_write_of_a_signed_storage_image() {
    let unknown = image(SampledType::I32, 1, 2, false, false, 2, 0);
    let read = marker(Op::Read, unknown, at(0, 0), None, 0);
    let write = marker(Op::Write, unknown, at(0, 0), None, 0);
    let mut ir = Ir::compute(8, 1, 1);
    let value = ir.call(&read, "<4 x i32>", &[INDEX, TEXEL2]);
    ir.call(&write, "void", &[INDEX, TEXEL2, ("<4 x i32>", &value)]);
    let dis = finalize_valid(&ir.compile());

    let read = dis.one("OpImageRead");
    assert_eq!(
        dis.show(read),
        "OpImageRead %v4int image(0.0) [%uint_3 %uint_4]"
    );
    let unsigned = dis
        .all("OpBitcast")
        .into_iter()
        .find(|cast| cast.operand(1) == read.result())
        .expect("the read is bitcast")
        .result()
        .to_string();
    // The write's texel: the unsigned value, bitcast back to signed.
    let signed = dis
        .all("OpBitcast")
        .into_iter()
        .find(|cast| cast.operand(1) == unsigned)
        .expect("the texel is bitcast");
    assert_eq!(dis.show(signed), format!("OpBitcast %v4int {unsigned}"));
    let writes: Vec<String> = dis
        .all("OpImageWrite")
        .into_iter()
        .map(|write| dis.show(write))
        .filter(|write| write.contains("image(0.0)"))
        .collect();
    assert_eq!(
        writes,
        [format!(
            "OpImageWrite image(0.0) [%uint_3 %uint_4] {}",
            signed.result()
        )]
    );
    assert_eq!(variable_image(&dis, 0, 0).0, "OpTypeInt 32 1");
    assert!(dis.has_capability("StorageImageReadWithoutFormat"));
    assert!(dis.has_capability("StorageImageWriteWithoutFormat"));
}

#[test]
fn scalar_write_to_an_r32i_buffer_image() {
    let r32i = image(SampledType::I32, 5, 2, false, false, 2, 24);
    let write = marker(Op::Write, r32i, at(0, 0), None, SIGN_EXTEND);
    let mut ir = Ir::compute(8, 1, 1);
    let x = ir.dynamic_index();
    ir.line(&format!("%neg = sub i32 0, {x}"));
    ir.call(&write, "void", &[INDEX, ("i32", &x), ("i32", "%neg")]);
    let dis = finalize_valid(&ir.compile());

    let write = dis
        .all("OpImageWrite")
        .into_iter()
        .find(|write| dis.show(write).contains("image(0.0)"))
        .expect("the write");
    let texel = dis.def(write.operand(2));
    assert_eq!(texel.opcode, "OpBitcast");
    assert_eq!(texel.operand(0), "%int");
    assert_eq!(dis.def(texel.operand(1)).opcode, "OpISub");
    assert_eq!(
        dis.show(write),
        format!(
            "OpImageWrite image(0.0) {} {}",
            write.operand(1),
            texel.result()
        )
    );
    assert_eq!(
        variable_image(&dis, 0, 0).1,
        ["Buffer", "2", "0", "0", "2", "R32i"]
    );
}

#[test]
fn sample_and_gather_of_a_signed_texture() {
    let sample = marker(
        Op::SampleExplicitLod,
        signed_2d(),
        at(0, 0),
        Some(at(0, 1)),
        LOD,
    );
    let gather = marker(Op::Gather, signed_2d(), at(0, 0), Some(at(0, 1)), 0);
    let mut ir = Ir::compute(8, 1, 1);
    ir.call(
        &sample,
        "<4 x i32>",
        &[INDEX, INDEX, COORD2, ("float", "0.0")],
    );
    ir.call(&gather, "<4 x i32>", &[INDEX, INDEX, COORD2, ("i32", "2")]);
    let dis = finalize_valid(&ir.compile());

    let sample = dis.one("OpImageSampleExplicitLod");
    assert_eq!(
        dis.show(sample),
        "OpImageSampleExplicitLod %v4int sampled(0.0, 0.1) [%float_0_5 %float_0_25] Lod %float_0"
    );
    assert_eq!(
        bitcast_of(&dis, sample.result()),
        format!("OpBitcast %v4uint {}", sample.result())
    );
    let gather = dis.one("OpImageGather");
    assert_eq!(
        dis.show(gather),
        "OpImageGather %v4int sampled(0.0, 0.1) [%float_0_5 %float_0_25] %uint_2"
    );
    assert_eq!(
        bitcast_of(&dis, gather.result()),
        format!("OpBitcast %v4uint {}", gather.result())
    );
    // One signed image type serves both; the sampled image type wraps it.
    assert_eq!(dis.count("OpTypeImage"), 2); // + LLVM's RWBuffer<float> Out
    let sampled_image = dis.one("OpTypeSampledImage");
    assert_eq!(
        image_parameters(&dis, sampled_image.operand(0)).0,
        "OpTypeInt 32 1"
    );
}

#[test]
fn signed_and_unsigned_images_of_one_shape_are_two_types() {
    let unsigned = image(SampledType::U32, 1, 2, false, false, 1, 0);
    let signed_fetch = marker(Op::Fetch, signed_2d(), at(0, 0), None, LOD);
    let unsigned_fetch = marker(Op::Fetch, unsigned, at(0, 1), None, LOD);
    let mut ir = Ir::compute(8, 1, 1);
    ir.call(&signed_fetch, "<4 x i32>", &[INDEX, TEXEL2, ("i32", "0")]);
    ir.call(&unsigned_fetch, "<4 x i32>", &[INDEX, TEXEL2, ("i32", "0")]);
    let dis = finalize_valid(&ir.compile());

    assert_eq!(variable_image(&dis, 0, 0).0, "OpTypeInt 32 1");
    assert_eq!(variable_image(&dis, 0, 1).0, "OpTypeInt 32 0");
    let fetches: Vec<String> = dis
        .all("OpImageFetch")
        .into_iter()
        .map(|fetch| dis.show(fetch))
        .collect();
    assert_eq!(
        fetches,
        [
            "OpImageFetch %v4int image(0.0) [%uint_3 %uint_4] Lod %uint_0",
            "OpImageFetch %v4uint image(0.1) [%uint_3 %uint_4] Lod %uint_0",
        ]
    );
    assert_eq!(dis.count("OpBitcast"), 1, "{}", dis.text);
}

#[test]
fn sixty_four_bit_signed_storage_image() {
    let r64i = image(SampledType::I64, 1, 2, false, false, 2, 41);
    let read = marker(Op::Read, r64i, at(0, 0), None, 0);
    let mut ir = Ir::compute(8, 1, 1);
    ir.call(&read, "<4 x i64>", &[INDEX, TEXEL2]);
    let dis = finalize_valid(&ir.compile());

    let read = dis.one("OpImageRead");
    assert_eq!(
        dis.show(read),
        "OpImageRead %v4long image(0.0) [%uint_3 %uint_4]"
    );
    assert_eq!(
        bitcast_of(&dis, read.result()),
        format!("OpBitcast %v4ulong {}", read.result())
    );
    assert_eq!(
        variable_image(&dis, 0, 0),
        (
            "OpTypeInt 64 1".to_string(),
            ["2D", "2", "0", "0", "2", "R64i"]
                .into_iter()
                .map(String::from)
                .collect()
        )
    );
    assert!(dis.has_capability("Int64ImageEXT"));
}

#[test]
fn zero_extend_on_a_signed_image_is_an_invalid_marker() {
    let name = marker(Op::Fetch, signed_2d(), at(0, 0), None, LOD | ZERO_EXTEND);
    let mut ir = Ir::compute(8, 1, 1);
    ir.call(&name, "<4 x i32>", &[INDEX, TEXEL2, ("i32", "0")]);
    let error = finalize_error(&ir.compile());
    assert!(
        matches!(&error, FinalizeError::InvalidMarker { reason, .. }
            if reason.contains("ZeroExtend on a signed-integer image")),
        "{error:?}"
    );
}

/// LLVM's texel buffers: `Buffer<int> In` (0, 0), `Buffer<uint> UIn` (0, 1)
/// of the same shape (LLVM declares one image type for both), and
/// `RWBuffer<int> Ints` (R32i, 0, 2) written with `-In[x] + UIn[x]`.
fn llvm_texel_buffers() -> Ir {
    const IN: &str = r#"target("spirv.SignedImage", i32, 5, 2, 0, 0, 1, 0)"#;
    const UIN: &str = r#"target("spirv.Image", i32, 5, 2, 0, 0, 1, 0)"#;
    const INTS: &str = r#"target("spirv.SignedImage", i32, 5, 2, 0, 0, 2, 24)"#;
    let mut ir = Ir::compute(8, 1, 1);
    let x = ir.dynamic_index();
    for (name, ty, mangled) in [
        ("In", IN, "tspirv.SignedImage_i32_5_2_0_0_1_0t"),
        ("UIn", UIN, "tspirv.Image_i32_5_2_0_0_1_0t"),
        ("Ints", INTS, "tspirv.SignedImage_i32_5_2_0_0_2_24t"),
    ] {
        ir.top_level(&format!(
            "@{name}.name = private unnamed_addr constant [{} x i8] c\"{name}\\00\"\n\
             declare {ty} @llvm.spv.resource.handlefrombinding.{mangled}(i32, i32, i32, i32, ptr)\n\
             declare ptr addrspace(11) @llvm.spv.resource.getpointer.p11.{mangled}({ty}, i32)",
            name.len() + 1
        ));
        let binding = match name {
            "In" => 0,
            "UIn" => 1,
            _ => 2,
        };
        ir.line(&format!(
            "%{name} = call {ty} @llvm.spv.resource.handlefrombinding.{mangled}(i32 0, i32 {binding}, i32 1, i32 0, ptr @{name}.name)"
        ));
        ir.line(&format!(
            "%{name}.p = call ptr addrspace(11) @llvm.spv.resource.getpointer.p11.{mangled}({ty} %{name}, i32 {x})"
        ));
    }
    ir.line("%in = load i32, ptr addrspace(11) %In.p");
    ir.line("%uin = load i32, ptr addrspace(11) %UIn.p");
    ir.line("%neg = sub i32 %uin, %in");
    ir.line("store i32 %neg, ptr addrspace(11) %Ints.p");
    ir
}

#[test]
fn llvm_texel_buffers_at_signed_bindings_are_retyped() {
    let options = FinalizeOptions {
        signed_image_bindings: vec![(0, 0), (0, 2)],
        ..Default::default()
    };
    let dis = finalize_valid_with(&llvm_texel_buffers().compile(), &options);

    assert_eq!(
        variable_image(&dis, 0, 0),
        (
            "OpTypeInt 32 1".to_string(),
            ["Buffer", "2", "0", "0", "1", "Unknown"]
                .into_iter()
                .map(String::from)
                .collect()
        )
    );
    assert_eq!(variable_image(&dis, 0, 1).0, "OpTypeInt 32 0");
    assert_eq!(
        variable_image(&dis, 0, 2),
        (
            "OpTypeInt 32 1".to_string(),
            ["Buffer", "2", "0", "0", "2", "R32i"]
                .into_iter()
                .map(String::from)
                .collect()
        )
    );
    let fetches: Vec<String> = dis
        .all("OpImageFetch")
        .into_iter()
        .map(|fetch| dis.show(fetch))
        .collect();
    let x = dis.one("OpImageWrite").operand(1).to_string();
    assert_eq!(
        fetches,
        [
            format!("OpImageFetch %v4int image(0.0) {x}"),
            // LLVM's SignExtend on the unsigned buffer that shared In's type
            // is gone too.
            format!("OpImageFetch %v4uint image(0.1) {x}"),
        ]
    );
    let signed_fetch = dis.all("OpImageFetch")[0].result().to_string();
    assert_eq!(
        bitcast_of(&dis, &signed_fetch),
        format!("OpBitcast %v4uint {signed_fetch}")
    );
    let write = dis.one("OpImageWrite");
    let texel = dis.def(write.operand(2));
    assert_eq!(
        (texel.opcode.as_str(), texel.operand(0)),
        ("OpBitcast", "%int")
    );
    assert_eq!(dis.def(texel.operand(1)).opcode, "OpISub");
    assert_eq!(
        dis.show(write),
        format!("OpImageWrite image(0.2) {x} {}", texel.result())
    );
    // In's and UIn's shared declaration stays for UIn, LLVM's declaration
    // for Ints is unused and gone (Out is unused here: LLVM dropped it).
    assert_eq!(dis.count("OpTypeImage"), 3, "{}", dis.text);
    assert!(!dis.text.contains("SignExtend"), "{}", dis.text);
}

#[test]
fn without_the_bindings_llvm_texel_buffers_stay_unsigned() {
    // What the SPIR-V alone says: nothing is signed (but the extension
    // operands go all the same).
    let dis = finalize_valid(&llvm_texel_buffers().compile());
    for binding in 0..3 {
        assert_eq!(variable_image(&dis, 0, binding).0, "OpTypeInt 32 0");
    }
    assert_eq!(dis.count("OpBitcast"), 0, "{}", dis.text);
    assert!(!dis.text.contains("SignExtend"), "{}", dis.text);
}

#[test]
fn a_signed_marker_reuses_and_retypes_llvm_s_variable() {
    // Ints is also queried through a marker, which says it is signed.
    let ints = image(SampledType::I32, 5, 2, false, false, 2, 24);
    let query = marker(Op::QuerySize, ints, at(0, 2), None, 0);
    let mut ir = llvm_texel_buffers();
    ir.call(&query, "i32", &[INDEX]);
    let dis = finalize_valid(&ir.compile());

    assert_eq!(dis.variable(0, 2).result(), "%Ints");
    assert_eq!(variable_image(&dis, 0, 2).0, "OpTypeInt 32 1");
    let size = dis.one("OpImageQuerySize");
    let (loaded, _) = dis.loaded_variable(dis.operand_def(size, 1));
    assert_eq!(loaded.result(), "%Ints");
    let write = dis
        .all("OpImageWrite")
        .into_iter()
        .find(|write| dis.show(write).contains("image(0.2)"))
        .expect("the write to Ints");
    assert_eq!(dis.def(write.operand(2)).opcode, "OpBitcast");
    assert_eq!(dis.count("OpVariable"), 5, "{}", dis.text); // + Out, thread id
}

#[test]
fn an_array_of_llvm_texel_buffers_is_retyped_through_its_access_chains() {
    const INTS: &str = r#"target("spirv.SignedImage", i32, 5, 2, 0, 0, 2, 24)"#;
    const MANGLED: &str = "tspirv.SignedImage_i32_5_2_0_0_2_24t";
    let mut ir = Ir::compute(8, 1, 1);
    let x = ir.dynamic_index();
    ir.top_level(&format!(
        "@Ints.name = private unnamed_addr constant [5 x i8] c\"Ints\\00\"\n\
         declare {INTS} @llvm.spv.resource.handlefrombinding.{MANGLED}(i32, i32, i32, i32, ptr)\n\
         declare ptr addrspace(11) @llvm.spv.resource.getpointer.p11.{MANGLED}({INTS}, i32)"
    ));
    ir.line(&format!(
        "%h = call {INTS} @llvm.spv.resource.handlefrombinding.{MANGLED}(i32 0, i32 3, i32 4, i32 2, ptr @Ints.name)"
    ));
    ir.line(&format!(
        "%p = call ptr addrspace(11) @llvm.spv.resource.getpointer.p11.{MANGLED}({INTS} %h, i32 {x})"
    ));
    ir.line("%v = load i32, ptr addrspace(11) %p");
    ir.line("%w = add i32 %v, 1");
    ir.line("store i32 %w, ptr addrspace(11) %p");
    let options = FinalizeOptions {
        signed_image_bindings: vec![(0, 3)],
        ..Default::default()
    };
    let dis = finalize_valid_with(&ir.compile(), &options);

    let pointer = dis.variable(0, 3).operand(0).to_string();
    let array = dis.pointee(&pointer);
    assert_eq!(array.opcode, "OpTypeArray");
    assert_eq!(image_parameters(&dis, array.operand(0)).0, "OpTypeInt 32 1");
    let read = dis.one("OpImageRead");
    assert_eq!(read.operand(0), "%v4int");
    let (loaded, index) = dis.loaded_variable(dis.operand_def(read, 1));
    assert_eq!((loaded.result(), index.is_some()), ("%Ints", true));
    let write = dis.one("OpImageWrite");
    assert_eq!(dis.def(write.operand(2)).opcode, "OpBitcast");
}
