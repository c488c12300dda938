//! Catalogue-wide tests: the table against INTRINSICS.md (written out again
//! here, independently of `table.rs`), the mangling examples, round trips of
//! every row through mangling, recognition and decoding, and every error path.
//!
//! This file holds the hand-built types and rows the tests share; the tests
//! are in `documented`, `mangling` (with the round trips), `errors` and
//! `forms`.

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

mod documented;
mod errors;
mod forms;
mod mangling;
