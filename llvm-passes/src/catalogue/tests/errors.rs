//! Every error path of decoding: operand counts, near-miss operand types,
//! samplers for textures and back, handles of the other API, return types,
//! unknown callees.

use pretty_assertions::assert_eq;

use super::*;

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
