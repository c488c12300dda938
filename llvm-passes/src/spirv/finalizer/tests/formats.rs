//! Image formats: every `OpTypeImage` of the module — the finalizer's and
//! LLVM's own — with one of the SPIR-V spec's extended formats needs the
//! `StorageImageExtendedFormats` capability.

use pretty_assertions::assert_eq;
use rspirv::spirv::ImageFormat;

use super::harness::*;
use crate::spirv::marker::{MarkerOperation as Op, SampledType};

/// The formats that need no extra capability (the SPIR-V spec's Image Format
/// table, "Shader"), written out independently of the finalizer's table.
const BASE_FORMATS: [ImageFormat; 13] = [
    ImageFormat::Rgba32f,
    ImageFormat::Rgba16f,
    ImageFormat::R32f,
    ImageFormat::Rgba8,
    ImageFormat::Rgba8Snorm,
    ImageFormat::Rgba32i,
    ImageFormat::Rgba16i,
    ImageFormat::Rgba8i,
    ImageFormat::R32i,
    ImageFormat::Rgba32ui,
    ImageFormat::Rgba16ui,
    ImageFormat::Rgba8ui,
    ImageFormat::R32ui,
];

/// The sampled type a format's numeric type needs, and the read's result.
fn sampled_type(format: ImageFormat) -> (SampledType, &'static str) {
    let name = format!("{format:?}");
    match format {
        ImageFormat::R64i => (SampledType::I64, "<4 x i64>"),
        ImageFormat::R64ui => (SampledType::U64, "<4 x i64>"),
        _ if name.ends_with("ui") => (SampledType::U32, "<4 x i32>"),
        _ if name.ends_with('i') => (SampledType::I32, "<4 x i32>"),
        _ => (SampledType::F32, "<4 x float>"),
    }
}

/// A read of a 2D storage image of `format`, finalized and validated.
fn read_of(format: ImageFormat) -> Dis {
    let (sampled, result) = sampled_type(format);
    let storage = image(sampled, 1, 2, false, false, 2, format as u32);
    let name = marker(Op::Read, storage, at(0, 0), None, 0);
    let mut ir = Ir::compute(8, 1, 1);
    ir.call(
        &name,
        result,
        &[("i32", "0"), ("<2 x i32>", "<i32 1, i32 2>")],
    );
    finalize_valid(&ir.compile())
}

#[test]
fn every_format_other_than_the_base_ones_is_extended() {
    // Unknown (0) needs StorageImageReadWithoutFormat instead; R64i / R64ui
    // (40, 41) need Int64ImageEXT.
    for value in 1..=41 {
        let format = ImageFormat::from_u32(value).expect("a format");
        let dis = read_of(format);
        let image = dis.def(dis.variable(0, 0).operand(0));
        let (_, parameters) = image_parameters(&dis, image.operand(1));
        assert_eq!(parameters[5], format!("{format:?}"));
        let extended = !BASE_FORMATS.contains(&format)
            && !matches!(format, ImageFormat::R64i | ImageFormat::R64ui);
        assert_eq!(
            dis.has_capability("StorageImageExtendedFormats"),
            extended,
            "{format:?}:\n{}",
            dis.text
        );
    }
}

#[test]
fn declared_once_for_several_images() {
    let mut ir = Ir::compute(8, 1, 1);
    for (binding, format) in [(0, ImageFormat::Rg32f), (1, ImageFormat::Rg16f)] {
        let storage = image(SampledType::F32, 1, 2, false, false, 2, format as u32);
        let name = marker(Op::Read, storage, at(0, binding), None, 0);
        ir.call(
            &name,
            "<4 x float>",
            &[("i32", "0"), ("<2 x i32>", "<i32 1, i32 2>")],
        );
    }
    let dis = finalize_valid(&ir.compile());
    let count = dis
        .all("OpCapability")
        .into_iter()
        .filter(|line| line.operand(0) == "StorageImageExtendedFormats")
        .count();
    assert_eq!(count, 1, "{}", dis.text);
}

#[test]
fn llvm_typed_buffers_with_extended_formats() {
    // No marker at all: LLVM's own RWBuffer<float2> (Rg32f) and
    // RWBuffer<int2> (Rg32i).
    let input = compile_hlsl(
        "RWBuffer<vector<float, 2> > F : register(u0);\n\
         RWBuffer<vector<int, 2> > I : register(u1);\n\
         [numthreads(4,1,1)] void main(vector<unsigned int, 3> id : SV_DispatchThreadID) {\n\
         F[id.x] = vector<float, 2>(1, 2); I[id.x] = vector<int, 2>(3, 4); }\n",
    );
    let before = Dis::parse(&disassemble(&input));
    assert!(!before.has_capability("StorageImageExtendedFormats"));
    assert!(validate(&input).is_err());
    let dis = finalize_valid(&input);
    let formats: Vec<&str> = dis
        .all("OpTypeImage")
        .into_iter()
        .map(|image| image.operands.last().unwrap().as_str())
        .collect();
    assert!(formats.contains(&"Rg32f"), "{formats:?}");
    assert!(formats.contains(&"Rg32i"), "{formats:?}");
    assert!(dis.has_capability("StorageImageExtendedFormats"));
}

#[test]
fn base_formats_and_sampled_images_need_nothing() {
    let dis = read_of(ImageFormat::Rgba8);
    assert!(!dis.has_capability("StorageImageExtendedFormats"));
    let name = marker(
        Op::Fetch,
        texture_2d(),
        at(0, 0),
        None,
        crate::spirv::marker::LOD,
    );
    let mut ir = Ir::compute(8, 1, 1);
    ir.call(
        &name,
        "<4 x float>",
        &[("i32", "0"), ("<2 x i32>", "<i32 1, i32 2>"), ("i32", "0")],
    );
    let dis = finalize_valid(&ir.compile());
    assert!(!dis.has_capability("StorageImageExtendedFormats"));
}
