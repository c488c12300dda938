//! Catalogue-wide tests: the table against INTRINSICS.md (written out again
//! here, independently of `table.rs`), the mangling examples, round trips of
//! every row through mangling, recognition and decoding, and every error path.

use pretty_assertions::assert_eq;

use crate::ir_type::{IrType, ScalarType, TargetExtType};
use crate::resource_types::ResourceKind;
use crate::target::Api;

use super::*;

// ---- types built by hand -------------------------------------------------

fn target(name: &str, type_params: Vec<IrType>, int_params: Vec<u32>) -> IrType {
    IrType::Target(TargetExtType {
        name: name.into(),
        type_params,
        int_params,
    })
}

fn v4f32() -> IrType {
    IrType::Vector(ScalarType::F32, 4)
}

fn v2f32() -> IrType {
    IrType::Vector(ScalarType::F32, 2)
}

fn v2i32() -> IrType {
    IrType::Vector(ScalarType::I32, 2)
}

/// `Texture2D<float4>` / its SPIR-V image.
fn texture_2d(api: Api) -> IrType {
    match api {
        Api::Dx => target("dx.Texture", vec![v4f32()], vec![0, 0, 0, 2]),
        Api::Spv => target("spirv.Image", vec![IrType::F32], vec![1, 2, 0, 0, 1, 0]),
    }
}

/// `RWTexture2D<float4>`.
fn rw_texture_2d(api: Api) -> IrType {
    match api {
        Api::Dx => target("dx.Texture", vec![v4f32()], vec![1, 0, 0, 2]),
        Api::Spv => target("spirv.Image", vec![IrType::F32], vec![1, 2, 0, 0, 2, 1]),
    }
}

/// `Texture2DMS<float4, 4>`.
fn texture_2d_ms(api: Api) -> IrType {
    match api {
        Api::Dx => target("dx.MSTexture", vec![v4f32()], vec![0, 4, 0, 3]),
        Api::Spv => target("spirv.Image", vec![IrType::F32], vec![1, 2, 0, 1, 1, 0]),
    }
}

/// `RWBuffer<float4>`.
fn rw_buffer(api: Api) -> IrType {
    match api {
        Api::Dx => target("dx.TypedBuffer", vec![v4f32()], vec![1, 0, 0]),
        Api::Spv => target("spirv.Image", vec![IrType::F32], vec![5, 2, 0, 0, 2, 1]),
    }
}

/// `SamplerState`.
fn sampler(api: Api) -> IrType {
    match api {
        Api::Dx => target("dx.Sampler", vec![], vec![0]),
        Api::Spv => target("spirv.Sampler", vec![], vec![]),
    }
}

fn other_api(api: Api) -> Api {
    match api {
        Api::Dx => Api::Spv,
        Api::Spv => Api::Dx,
    }
}

/// A handle the row's kind requirement accepts.
fn example_resource(api: Api, info: &IntrinsicInfo) -> IrType {
    match info.kind_requirement().map(|requirement| requirement.kinds) {
        Some(KindSet::WritableTexture) => rw_texture_2d(api),
        Some(KindSet::MultisampledTexture) => texture_2d_ms(api),
        Some(KindSet::Buffer) => rw_buffer(api),
        _ => texture_2d(api),
    }
}

/// A well-typed example of a slot.
fn example_type(shape: Shape, info: &IntrinsicInfo) -> IrType {
    let api = info.api();
    match shape {
        Shape::Void => IrType::Void,
        Shape::F32 | Shape::FloatScalar => IrType::F32,
        Shape::I32 => IrType::I32,
        Shape::I32Vector(n) => IrType::Vector(ScalarType::I32, n),
        Shape::F32Vector(n) => IrType::Vector(ScalarType::F32, n),
        Shape::F32ScalarOrVector => v2f32(),
        Shape::I32ScalarOrVector => v2i32(),
        Shape::NumericScalarOrVector | Shape::NumericVector4 => v4f32(),
        Shape::Pointer(space) => IrType::Pointer(space),
        Shape::Handle | Shape::ResourceHandle => example_resource(api, info),
        Shape::SamplerHandle => sampler(api),
    }
}

/// A type the shape rejects, close to what it accepts.
fn near_miss(shape: Shape, api: Api) -> IrType {
    match shape {
        Shape::Void => IrType::I32,
        Shape::F32 => IrType::Scalar(ScalarType::F64),
        Shape::I32 => IrType::Scalar(ScalarType::I64),
        Shape::I32Vector(n) => IrType::Vector(ScalarType::I32, n + 1),
        Shape::F32Vector(n) => IrType::Vector(ScalarType::F16, n),
        Shape::FloatScalar => v2f32(),
        Shape::F32ScalarOrVector => v2i32(),
        Shape::I32ScalarOrVector => v2f32(),
        Shape::NumericScalarOrVector => IrType::Scalar(ScalarType::I1),
        Shape::NumericVector4 => IrType::Vector(ScalarType::F32, 3),
        Shape::Pointer(space) => IrType::Pointer(space + 1),
        Shape::Handle => IrType::Pointer(0),
        Shape::ResourceHandle => sampler(api),
        Shape::SamplerHandle => texture_2d(api),
    }
}

fn well_typed_call(info: &IntrinsicInfo) -> (IrType, Vec<IrType>) {
    let return_type = example_type(info.returns().shape, info);
    let operand_types = info
        .operands()
        .iter()
        .map(|operand| example_type(operand.shape, info))
        .collect();
    (return_type, operand_types)
}

fn row(api: Api, id: IntrinsicId) -> &'static IntrinsicInfo {
    info(api, id).expect("every id exists for both APIs")
}

// ---- INTRINSICS.md, written out again ---------------------------------------

/// (stem, API or both, return, operands): the return is `ov` when overloaded,
/// else the fixed type; operands are role names, `*` marking overloaded ones.
const DOCUMENTED: &[(&str, Option<Api>, &str, &str)] = &[
    (
        "handlefrombinding",
        None,
        "ov",
        "Space LowerBound RangeSize Index Name",
    ),
    (
        "handlefromimplicitbinding",
        None,
        "ov",
        "OrderId Space RangeSize Index Name",
    ),
    ("nonuniformindex", None, "i32", "Index"),
    (
        "sample",
        None,
        "ov",
        "Texture* Sampler* Coordinate* Offset*",
    ),
    (
        "sample.clamp",
        None,
        "ov",
        "Texture* Sampler* Coordinate* Offset* Clamp",
    ),
    (
        "samplebias",
        None,
        "ov",
        "Texture* Sampler* Coordinate* Bias Offset*",
    ),
    (
        "samplebias.clamp",
        None,
        "ov",
        "Texture* Sampler* Coordinate* Bias Offset* Clamp",
    ),
    (
        "samplegrad",
        None,
        "ov",
        "Texture* Sampler* Coordinate* GradientX* GradientY* Offset*",
    ),
    (
        "samplegrad.clamp",
        None,
        "ov",
        "Texture* Sampler* Coordinate* GradientX* GradientY* Offset* Clamp",
    ),
    (
        "samplelevel",
        None,
        "ov",
        "Texture* Sampler* Coordinate* Lod Offset*",
    ),
    (
        "samplecmp",
        None,
        "ov",
        "Texture* Sampler* Coordinate* CompareValue Offset*",
    ),
    (
        "samplecmp.clamp",
        None,
        "ov",
        "Texture* Sampler* Coordinate* CompareValue Offset* Clamp",
    ),
    (
        "samplecmplevelzero",
        None,
        "ov",
        "Texture* Sampler* Coordinate* CompareValue Offset*",
    ),
    (
        "samplecmplevel",
        None,
        "ov",
        "Texture* Sampler* Coordinate* CompareValue Lod Offset*",
    ),
    (
        "gather",
        None,
        "ov",
        "Texture* Sampler* Coordinate* Component Offset*",
    ),
    (
        "gather.cmp",
        Some(Api::Dx),
        "ov",
        "Texture* Sampler* Coordinate* CompareValue Component Offset*",
    ),
    (
        "gather.cmp",
        Some(Api::Spv),
        "ov",
        "Texture* Sampler* Coordinate* CompareValue Offset*",
    ),
    (
        "calculate.lod",
        Some(Api::Dx),
        "float",
        "Texture* Sampler* Coordinate*",
    ),
    (
        "calculate.lod",
        Some(Api::Spv),
        "ov",
        "Texture* Sampler* Coordinate*",
    ),
    (
        "calculate.lod.unclamped",
        Some(Api::Dx),
        "float",
        "Texture* Sampler* Coordinate*",
    ),
    (
        "calculate.lod.unclamped",
        Some(Api::Spv),
        "ov",
        "Texture* Sampler* Coordinate*",
    ),
    (
        "load.level",
        None,
        "ov",
        "Texture* Coordinate* Mip* Offset*",
    ),
    (
        "load.ms",
        None,
        "ov",
        "Texture* Coordinate* SampleIndex Offset*",
    ),
    ("store.texture", None, "void", "Texture* Coordinate* Data*"),
    ("getpointer", None, "ov", "Resource* Index"),
    ("getdimensions.x", None, "i32", "Resource*"),
    ("getdimensions.xy", None, "<2 x i32>", "Resource*"),
    ("getdimensions.xyz", None, "<3 x i32>", "Resource*"),
    ("getdimensions.levels.x", None, "<2 x i32>", "Resource* Mip"),
    (
        "getdimensions.levels.xy",
        None,
        "<3 x i32>",
        "Resource* Mip",
    ),
    (
        "getdimensions.levels.xyz",
        None,
        "<4 x i32>",
        "Resource* Mip",
    ),
    ("getdimensions.ms.xy", None, "<3 x i32>", "Resource*"),
    ("getdimensions.ms.xyz", None, "<4 x i32>", "Resource*"),
    ("texturesamplepos", None, "ov", "Texture* SampleIndex"),
];

fn render_return(info: &IntrinsicInfo) -> String {
    let returns = info.returns();
    if returns.overloaded {
        "ov".to_string()
    } else {
        returns
            .shape
            .fixed_type()
            .expect("fixed returns have one type")
            .to_string()
    }
}

fn render_operands(info: &IntrinsicInfo) -> String {
    info.operands()
        .iter()
        .map(|operand| {
            let star = if operand.overloaded { "*" } else { "" };
            format!("{:?}{star}", operand.role)
        })
        .collect::<Vec<_>>()
        .join(" ")
}

#[test]
fn table_matches_intrinsics_md() {
    let mut used = 0;
    for info in all() {
        let documented: Vec<_> = DOCUMENTED
            .iter()
            .filter(|(stem, api, _, _)| {
                *stem == info.stem() && api.is_none_or(|api| api == info.api())
            })
            .collect();
        assert_eq!(documented.len(), 1, "{} documented once", info.base_name());
        let (_, _, returns, operands) = documented[0];
        assert_eq!(
            (info.base_name(), render_return(info), render_operands(info)),
            (info.base_name(), returns.to_string(), operands.to_string())
        );
        used += 1;
    }
    assert_eq!(used, 2 * IntrinsicId::COUNT);
    let documented_rows: usize = DOCUMENTED
        .iter()
        .map(|(_, api, _, _)| if api.is_some() { 1 } else { 2 })
        .sum();
    assert_eq!(documented_rows, used);
}

#[test]
fn rows_are_consistent() {
    for info in all() {
        let name = info.base_name();
        for (index, operand) in info.operands().iter().enumerate() {
            assert_eq!(
                info.operand_index(operand.role),
                Some(index),
                "{name}: roles unique"
            );
            if !operand.overloaded {
                assert!(
                    operand.shape.fixed_type().is_some(),
                    "{name}: fixed operand {index}"
                );
            }
            assert_ne!(operand.shape, Shape::Void, "{name}");
        }
        if !info.returns().overloaded {
            assert!(
                info.returns().shape.fixed_type().is_some(),
                "{name}: fixed return"
            );
        }
        if info.returns().shape == Shape::Void {
            assert!(!info.returns().overloaded, "{name}: void adds no suffix");
        }
        let handles = info
            .operands()
            .iter()
            .filter(|operand| operand.role.is_resource_handle())
            .count();
        assert!(handles <= 1, "{name}: at most one resource operand");
        assert_eq!(
            info.kind_requirement().is_some(),
            handles == 1 || info.returns().shape == Shape::Handle,
            "{name}: a kind requirement exactly when a handle is involved"
        );
        assert_eq!(
            info.dimensions().is_some(),
            info.stem().starts_with("getdimensions."),
            "{name}"
        );
    }
}

// ---- mangling --------------------------------------------------------------

#[test]
fn mangles_the_examples_of_intrinsics_md() {
    let dx_texture = texture_2d(Api::Dx);
    let spv_image = texture_2d(Api::Spv);
    let cases: Vec<(Api, IntrinsicId, IrType, Vec<IrType>, &str)> = vec![
        (
            Api::Dx,
            IntrinsicId::Sample,
            v4f32(),
            vec![dx_texture.clone(), sampler(Api::Dx), v2f32(), v2i32()],
            "llvm.dx.resource.sample.v4f32.tdx.Texture_v4f32_0_0_0_2t.tdx.Sampler_0t.v2f32.v2i32",
        ),
        (
            Api::Spv,
            IntrinsicId::SampleLevel,
            v4f32(),
            vec![spv_image.clone(), sampler(Api::Spv), v2f32(), IrType::F32, v2i32()],
            "llvm.spv.resource.samplelevel.v4f32.tspirv.Image_f32_1_2_0_0_1_0t.tspirv.Samplert.v2f32.v2i32",
        ),
        (
            Api::Dx,
            IntrinsicId::LoadLevel,
            v4f32(),
            vec![dx_texture.clone(), v2i32(), IrType::I32, v2i32()],
            "llvm.dx.resource.load.level.v4f32.tdx.Texture_v4f32_0_0_0_2t.v2i32.i32.v2i32",
        ),
        (
            Api::Dx,
            IntrinsicId::CalculateLod,
            IrType::F32,
            vec![dx_texture.clone(), sampler(Api::Dx), v2f32()],
            "llvm.dx.resource.calculate.lod.tdx.Texture_v4f32_0_0_0_2t.tdx.Sampler_0t.v2f32",
        ),
        (
            Api::Spv,
            IntrinsicId::CalculateLod,
            IrType::F32,
            vec![spv_image.clone(), sampler(Api::Spv), v2f32()],
            "llvm.spv.resource.calculate.lod.f32.tspirv.Image_f32_1_2_0_0_1_0t.tspirv.Samplert.v2f32",
        ),
        (
            Api::Dx,
            IntrinsicId::HandleFromBinding,
            dx_texture.clone(),
            vec![IrType::I32, IrType::I32, IrType::I32, IrType::I32, IrType::Pointer(0)],
            "llvm.dx.resource.handlefrombinding.tdx.Texture_v4f32_0_0_0_2t",
        ),
    ];
    for (api, id, return_type, operand_types, expected) in cases {
        let info = row(api, id);
        assert_eq!(
            info.mangled_name(&return_type, &operand_types).as_deref(),
            Ok(expected)
        );
        let decoded = info
            .decode(expected, &return_type, &operand_types)
            .expect("the example decodes");
        assert_eq!(recognise(expected), Some(info));
        assert_eq!(decoded.info(), info);
    }
}

/// INTRINSICS.md spells this example with a trailing `.i32` (the index is
/// overloaded in newer upstream). LLVM 22 declares the index as a fixed `i32`:
/// it re-mangles the documented name away on parse, and its verifier rejects it
/// in a declaration built in-process ("Intrinsic name not mangled correctly").
/// texel therefore emits the LLVM 22 name and still accepts the documented one.
#[test]
fn getpointer_uses_the_llvm22_name_and_accepts_the_documented_one() {
    let documented = "llvm.spv.resource.getpointer.p11.tspirv.Image_f32_5_2_0_0_2_1t.i32";
    let buffer = rw_buffer(Api::Spv);
    let info = row(Api::Spv, IntrinsicId::GetPointer);
    let operand_types = [buffer, IrType::I32];
    assert_eq!(
        info.mangled_name(&IrType::Pointer(11), &operand_types)
            .as_deref(),
        Ok("llvm.spv.resource.getpointer.p11.tspirv.Image_f32_5_2_0_0_2_1t")
    );
    assert_eq!(recognise(documented), Some(info));
    let decoded = info
        .decode(documented, &IrType::Pointer(11), &operand_types)
        .expect("the documented spelling decodes");
    assert_eq!(decoded.operand_index(OperandRole::Index), Some(1));
    assert_eq!(decoded.resource_operand_index(), Some(0));
}

#[test]
fn signature_carries_name_types_and_attributes() {
    let info = row(Api::Dx, IntrinsicId::SampleCmp);
    let operand_types = vec![
        texture_2d(Api::Dx),
        target("dx.Sampler", vec![], vec![1]),
        v2f32(),
        IrType::F32,
        v2i32(),
    ];
    let signature = info
        .signature(&IrType::F32, &operand_types)
        .expect("well typed");
    assert_eq!(
        signature,
        IntrinsicSignature {
            name: "llvm.dx.resource.samplecmp.f32.tdx.Texture_v4f32_0_0_0_2t.tdx.Sampler_1t.v2f32.v2i32"
                .to_string(),
            return_type: IrType::F32,
            parameter_types: operand_types,
            attributes: DeclarationAttributes::CONVERGENT_READ,
        }
    );
}

#[test]
fn mangling_refuses_ill_typed_requests() {
    let info = row(Api::Dx, IntrinsicId::Sample);
    let error = info
        .mangled_name(
            &v4f32(),
            &[texture_2d(Api::Dx), sampler(Api::Dx), v2i32(), v2i32()],
        )
        .expect_err("an integer coordinate is not a sampling coordinate");
    assert_eq!(
        error.to_string(),
        "operand 3 (coordinate) of 'llvm.dx.resource.sample' must be a float scalar or vector, found <2 x i32>"
    );
    assert_eq!(error.callee(), "llvm.dx.resource.sample");
}

// ---- round trips -----------------------------------------------------------

#[test]
fn every_row_mangles_recognises_and_decodes() {
    for info in all() {
        let (return_type, operand_types) = well_typed_call(info);
        let name = info
            .mangled_name(&return_type, &operand_types)
            .unwrap_or_else(|error| panic!("{}: {error}", info.base_name()));
        let overloaded =
            info.returns().overloaded || info.operands().iter().any(|operand| operand.overloaded);
        if overloaded {
            assert!(
                name.starts_with(&format!("{}.", info.base_name())),
                "{name}"
            );
        } else {
            assert_eq!(name, info.base_name());
        }
        assert_eq!(recognise(&name), Some(info), "{name}");
        let decoded = info
            .decode(&name, &return_type, &operand_types)
            .unwrap_or_else(|error| panic!("{error}"));
        assert_eq!(decoded.callee_name(), name);
        assert_eq!(decoded.return_type(), &return_type);
        for (index, operand) in info.operands().iter().enumerate() {
            assert_eq!(decoded.operand_index(operand.role), Some(index), "{name}");
            assert_eq!(
                decoded.operand_type(operand.role),
                Some(&operand_types[index])
            );
        }
        let via_decode_call = decode_call(&name, &return_type, &operand_types)
            .expect("recognised")
            .expect("well typed");
        assert_eq!(via_decode_call, decoded);
    }
}

#[test]
fn decoding_ignores_stale_suffixes() {
    let info = row(Api::Dx, IntrinsicId::SampleLevel);
    let stale =
        "llvm.dx.resource.samplelevel.v4f32.tdx.Texture_v4f32_0_0_0_2t.tdx.Sampler_0t.v3f32.v3i32";
    let coordinate = IrType::Vector(ScalarType::F32, 3);
    let operand_types = [
        target("dx.Texture", vec![v4f32()], vec![0, 0, 0, 7]),
        sampler(Api::Dx),
        coordinate.clone(),
        IrType::F32,
        v2i32(),
    ];
    let decoded = decode_call(stale, &IrType::Scalar(ScalarType::F16), &operand_types)
        .expect("recognised")
        .expect("well typed");
    assert_eq!(decoded.info(), info);
    assert_eq!(
        decoded.operand_type(OperandRole::Coordinate),
        Some(&coordinate)
    );
    assert_eq!(decoded.operand_type(OperandRole::Offset), Some(&v2i32()));
    assert_eq!(decoded.operand_type(OperandRole::Lod), Some(&IrType::F32));
    assert_eq!(decoded.operand_type(OperandRole::Clamp), None);
}

#[test]
fn gather_cmp_component_exists_on_dx_only() {
    let dx = row(Api::Dx, IntrinsicId::GatherCmp);
    let spv = row(Api::Spv, IntrinsicId::GatherCmp);
    assert_eq!(dx.operand_index(OperandRole::Component), Some(4));
    assert_eq!(dx.operand_index(OperandRole::Offset), Some(5));
    assert_eq!(spv.operand_index(OperandRole::Component), None);
    assert_eq!(spv.operand_index(OperandRole::Offset), Some(4));
}

// ---- errors ------------------------------------------------------------------

#[test]
fn wrong_operand_count_names_call_and_roles() {
    let name = "llvm.dx.resource.sample.v4f32.tdx.Texture_v4f32_0_0_0_2t";
    let error = decode_call(
        name,
        &v4f32(),
        &[texture_2d(Api::Dx), sampler(Api::Dx), v2f32()],
    )
    .expect("recognised")
    .expect_err("three operands");
    assert_eq!(
        error,
        CatalogueError::OperandCount {
            callee: name.to_string(),
            found: 3,
            expected: 4,
            roles: "texture, sampler, coordinate, offset".to_string(),
        }
    );
    assert_eq!(
        error.to_string(),
        format!(
            "call to '{name}' has 3 operands, expected 4 (texture, sampler, coordinate, offset)"
        )
    );
    let spv = row(Api::Spv, IntrinsicId::HandleFromBinding);
    let error = spv
        .decode(
            "llvm.spv.resource.handlefrombinding",
            &texture_2d(Api::Spv),
            &[],
        )
        .expect_err("no operands");
    assert_eq!(
        error.to_string(),
        "call to 'llvm.spv.resource.handlefrombinding' has 0 operands, expected 5 (set, binding, array size, index, name)"
    );
}

#[test]
fn every_operand_of_every_row_rejects_a_near_miss() {
    for info in all() {
        let (return_type, operand_types) = well_typed_call(info);
        let name = info.base_name();
        for (index, operand) in info.operands().iter().enumerate() {
            let mut wrong = operand_types.clone();
            wrong[index] = near_miss(operand.shape, info.api());
            let error = info
                .decode(&name, &return_type, &wrong)
                .expect_err("a near miss is rejected");
            assert_eq!(
                error,
                CatalogueError::OperandType {
                    callee: name.clone(),
                    position: index + 1,
                    role: operand.role.name(info.api()),
                    expected: operand.shape.describe(info.api()),
                    found: Box::new(wrong[index].clone()),
                }
            );
            assert!(info.mangled_name(&return_type, &wrong).is_err(), "{name}");
        }
        let wrong_return = near_miss(info.returns().shape, info.api());
        assert_eq!(
            info.decode(&name, &wrong_return, &operand_types),
            Err(CatalogueError::ReturnType {
                callee: name.clone(),
                expected: info.returns().shape.describe(info.api()),
                found: Box::new(wrong_return.clone()),
            })
        );
    }
}

#[test]
fn operand_type_message_names_position_role_shape_and_type() {
    let name =
        "llvm.dx.resource.sample.v4f32.tdx.Texture_v4f32_0_0_0_2t.tdx.Sampler_0t.v2f32.v2i32";
    let error = decode_call(
        name,
        &v4f32(),
        &[texture_2d(Api::Dx), sampler(Api::Dx), v2i32(), v2i32()],
    )
    .expect("recognised")
    .expect_err("integer coordinate");
    assert_eq!(
        error.to_string(),
        format!(
            "operand 3 (coordinate) of '{name}' must be a float scalar or vector, found <2 x i32>"
        )
    );
}

#[test]
fn sampler_operand_that_is_a_texture_is_rejected() {
    let name = "llvm.dx.resource.samplelevel.v4f32";
    let error = decode_call(
        name,
        &v4f32(),
        &[
            texture_2d(Api::Dx),
            texture_2d(Api::Dx),
            v2f32(),
            IrType::F32,
            v2i32(),
        ],
    )
    .expect("recognised")
    .expect_err("texture as sampler");
    assert_eq!(
        error.to_string(),
        format!(
            "operand 2 (sampler) of '{name}' must be a sampler handle (target(\"dx.Sampler\", …)), \
             found target(\"dx.Texture\", <4 x float>, 0, 0, 0, 2)"
        )
    );
}

#[test]
fn texture_operand_that_is_a_sampler_is_rejected() {
    let name = "llvm.spv.resource.gather.v4f32";
    let error = decode_call(
        name,
        &v4f32(),
        &[
            sampler(Api::Spv),
            sampler(Api::Spv),
            v2f32(),
            IrType::I32,
            v2i32(),
        ],
    )
    .expect("recognised")
    .expect_err("sampler as texture");
    assert_eq!(
        error.to_string(),
        format!(
            "operand 1 (texture) of '{name}' must be a texture or resource handle \
             (target(\"spirv.…\"), not a sampler), found target(\"spirv.Sampler\")"
        )
    );
}

#[test]
fn handles_of_the_other_api_are_rejected() {
    for info in all() {
        let (return_type, operand_types) = well_typed_call(info);
        let name = info.base_name();
        let foreign = other_api(info.api());
        for (index, operand) in info.operands().iter().enumerate() {
            let foreign_handle = match operand.shape {
                Shape::ResourceHandle | Shape::Handle => texture_2d(foreign),
                Shape::SamplerHandle => sampler(foreign),
                _ => continue,
            };
            let mut wrong = operand_types.clone();
            wrong[index] = foreign_handle;
            match info.decode(&name, &return_type, &wrong) {
                Err(CatalogueError::OperandType { position, .. }) => {
                    assert_eq!(position, index + 1, "{name}")
                }
                other => panic!("{name}: {other:?}"),
            }
        }
        if info.returns().shape == Shape::Handle {
            assert!(
                info.decode(&name, &texture_2d(foreign), &operand_types)
                    .is_err(),
                "{name}"
            );
        }
    }
    let error = decode_call(
        "llvm.spv.resource.sample.v4f32",
        &v4f32(),
        &[texture_2d(Api::Dx), sampler(Api::Spv), v2f32(), v2i32()],
    )
    .expect("recognised")
    .expect_err("dx texture in a spv call");
    assert_eq!(
        error.to_string(),
        "operand 1 (texture) of 'llvm.spv.resource.sample.v4f32' must be a texture or resource \
         handle (target(\"spirv.…\"), not a sampler), found target(\"dx.Texture\", <4 x float>, 0, 0, 0, 2)"
    );
}

#[test]
fn wrong_return_type_is_reported() {
    let name = "llvm.dx.resource.getdimensions.levels.xy.tdx.Texture_v4f32_0_0_0_2t";
    let error = decode_call(name, &v2i32(), &[texture_2d(Api::Dx), IrType::I32])
        .expect("recognised")
        .expect_err("levels.xy returns three lanes");
    assert_eq!(
        error.to_string(),
        format!("result of '{name}' must be <3 x i32>, found <2 x i32>")
    );
    let error = decode_call(
        "llvm.dx.resource.gather.v4f32",
        &IrType::F32,
        &[
            texture_2d(Api::Dx),
            sampler(Api::Dx),
            v2f32(),
            IrType::I32,
            v2i32(),
        ],
    )
    .expect("recognised")
    .expect_err("gather returns a vec4");
    assert_eq!(
        error.to_string(),
        "result of 'llvm.dx.resource.gather.v4f32' must be a 4-element integer or floating-point vector, found float"
    );
}

#[test]
fn unknown_callees_are_not_decoded() {
    assert_eq!(
        decode_call("llvm.dx.resource.samplefoo", &v4f32(), &[]),
        None
    );
    assert_eq!(
        decode_call("llvm.fabs.f32", &IrType::F32, &[IrType::F32]),
        None
    );
}

// ---- per-form facts ------------------------------------------------------------

fn accepts(id: IntrinsicId, kind: ResourceKind, writable: bool) -> bool {
    row(Api::Dx, id)
        .kind_requirement()
        .expect("a handle operation")
        .accepts(kind, writable)
}

#[test]
fn kind_requirements_follow_the_methods() {
    use IntrinsicId as I;
    use ResourceKind as K;
    for id in [
        I::Sample,
        I::SampleBias,
        I::SampleGradClamp,
        I::SampleLevel,
        I::CalculateLod,
    ] {
        assert!(accepts(id, K::Texture2D, false), "{id}");
        assert!(accepts(id, K::Texture3D, false), "{id}");
        assert!(
            !accepts(id, K::Texture2D, true),
            "{id}: no sampling of RW textures"
        );
        assert!(!accepts(id, K::Texture2DMS, false), "{id}");
        assert!(!accepts(id, K::TypedBuffer, false), "{id}");
    }
    for id in [
        I::SampleCmp,
        I::SampleCmpClamp,
        I::SampleCmpLevelZero,
        I::SampleCmpLevel,
    ] {
        assert!(accepts(id, K::TextureCube, false), "{id}");
        assert!(
            !accepts(id, K::Texture3D, false),
            "{id}: compare excludes Texture3D"
        );
    }
    for id in [I::Gather, I::GatherCmp] {
        assert!(accepts(id, K::TextureCubeArray, false), "{id}");
        assert!(!accepts(id, K::Texture1D, false), "{id}");
        assert!(!accepts(id, K::Texture3D, false), "{id}");
    }
    assert!(accepts(I::LoadLevel, K::Texture2D, true));
    assert!(accepts(I::LoadLevel, K::Texture1DArray, false));
    assert!(!accepts(I::LoadLevel, K::TextureCube, false));
    assert!(!accepts(I::LoadLevel, K::Texture2DMS, false));
    assert!(accepts(I::StoreTexture, K::Texture3D, true));
    assert!(!accepts(I::StoreTexture, K::Texture2D, false));
    assert!(!accepts(I::StoreTexture, K::TextureCube, true));
    assert!(accepts(I::GetPointer, K::TypedBuffer, true));
    assert!(!accepts(I::GetPointer, K::Texture2D, true));
    assert!(accepts(I::GetDimensionsX, K::TypedBuffer, false));
    assert!(accepts(I::GetDimensionsX, K::Texture1D, true));
    assert!(accepts(I::GetDimensionsXYZ, K::Texture2DArray, true));
    assert!(accepts(I::GetDimensionsLevelsXY, K::TextureCube, false));
    assert!(!accepts(I::GetDimensionsLevelsXY, K::Texture2D, true));
    assert!(!accepts(I::GetDimensionsLevelsXY, K::Texture2DMS, false));
    assert!(accepts(I::GetDimensionsMsXY, K::Texture2DMS, false));
    assert!(!accepts(I::GetDimensionsMsXY, K::Texture2DMSArray, false));
    assert!(accepts(I::GetDimensionsMsXYZ, K::Texture2DMSArray, false));
    for id in [I::HandleFromBinding, I::HandleFromImplicitBinding] {
        assert!(accepts(id, K::Sampler, false));
        assert!(accepts(id, K::CBuffer, false));
    }
    assert_eq!(row(Api::Dx, I::NonUniformIndex).kind_requirement(), None);
}

#[test]
fn multisampled_forms_require_multisampled_textures() {
    for info in all() {
        let requires = info
            .kind_requirement()
            .is_some_and(|requirement| requirement.requires_multisampled());
        let expected = matches!(
            info.id(),
            IntrinsicId::LoadMs
                | IntrinsicId::GetDimensionsMsXY
                | IntrinsicId::GetDimensionsMsXYZ
                | IntrinsicId::TextureSamplePos
        );
        assert_eq!(requires, expected, "{}", info.base_name());
    }
}

#[test]
fn dimensions_forms_match_their_result_lanes() {
    let mut forms = 0;
    for info in all() {
        let Some(query) = info.dimensions() else {
            continue;
        };
        forms += 1;
        let result = info
            .returns()
            .shape
            .fixed_type()
            .expect("size queries return fixed types");
        assert_eq!(
            result.components(),
            Some(query.result_lanes()),
            "{}",
            info.base_name()
        );
        assert_eq!(result.scalar(), Some(ScalarType::I32));
        let requirement = info.kind_requirement().expect("a handle operation");
        assert_eq!(requirement.size_components, Some(query.size_components));
        let has_mip = info.operand_index(OperandRole::Mip).is_some();
        assert_eq!(has_mip, query.trailing == TrailingLane::LevelCount);
    }
    assert_eq!(forms, 16);
    let levels = row(Api::Spv, IntrinsicId::GetDimensionsLevelsXYZ)
        .dimensions()
        .copied();
    assert_eq!(
        levels,
        Some(DimensionsQuery::new(3, TrailingLane::LevelCount))
    );
}

#[test]
fn attributes_follow_upstream() {
    let convergent = [
        "sample",
        "sample.clamp",
        "samplebias",
        "samplebias.clamp",
        "samplecmp",
        "samplecmp.clamp",
        "calculate.lod",
        "calculate.lod.unclamped",
        "getpointer",
    ];
    for info in all() {
        let stem = info.stem();
        let expected_memory = match stem {
            "store.texture" => MemoryEffect::Write,
            "getpointer"
            | "handlefrombinding"
            | "handlefromimplicitbinding"
            | "nonuniformindex" => MemoryEffect::None,
            _ => MemoryEffect::Read,
        };
        assert_eq!(
            info.attributes(),
            DeclarationAttributes {
                convergent: convergent.contains(&stem),
                memory: expected_memory,
            },
            "{}",
            info.base_name()
        );
    }
}

#[test]
fn llvm22_knows_only_the_binding_and_buffer_intrinsics() {
    // From /usr/lib/llvm-22/include/llvm/IR/Intrinsics{DirectX,SPIRV}.td.
    let known = [
        "handlefrombinding",
        "handlefromimplicitbinding",
        "nonuniformindex",
        "getpointer",
        "getdimensions.x",
    ];
    for info in all() {
        assert_eq!(
            info.known_to_llvm22(),
            known.contains(&info.stem()),
            "{}",
            info.base_name()
        );
    }
}
