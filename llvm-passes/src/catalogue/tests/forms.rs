//! Per-form facts: kind requirements, multisampled forms, the result lanes
//! of the dimension queries, declaration attributes, and which intrinsics
//! LLVM 22 knows itself.

use pretty_assertions::assert_eq;

use super::*;

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
