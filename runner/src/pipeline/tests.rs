//! Tests of the pipeline schema: parsing a full document, the encoding of
//! every format, the error messages (each names its field), ignored fields,
//! multisampled and arrayed textures.

use super::checks::encode_value;
use super::*;
use pretty_assertions::assert_eq;
use serde_yaml::Value;

const SAMPLE_LEVEL: &str = r#"
---
Shaders:
  - Stage: Compute
    Entry: main
Buffers:
  - Name: Tex
    Format: Float32
    Channels: 4
    OutputProps: { Width: 2, Height: 2, Depth: 1, MipLevels: 2 }
    Data: [ 1,0,0,1, 0,1,0,1, 0,0,1,1, 1,1,1,1,  1,1,0,1 ]
  - Name: In
    Format: Float32
    Data: [ -0.1 ]
  - Name: Out
    Format: Float32
    Channels: 4
    FillSize: 112
  - Name: Expected
    Format: Float32
    Channels: 4
    Data: [ 1,0,0,1 ]
Samplers:
  - Name: Samp1
    MinFilter: Linear
    MagFilter: Nearest
  - Name: Cmp
    Kind: SamplerComparison
    ComparisonOp: Less
    Address: Border
Results:
  - Result: Test0
    Rule: BufferFloatEpsilon
    Epsilon: 0.008
    Actual: Out
    Expected: Expected
DescriptorSets:
  - Resources:
    - Name: Tex
      Kind: Texture2D
      DirectXBinding: { Register: 0, Space: 0 }
      VulkanBinding: { Binding: 0 }
    - Name: Samp1
      Kind: Sampler
      VulkanBinding: { Binding: 1 }
    - Name: Out
      Kind: RWBuffer
      VulkanBinding: { Binding: 3 }
  - Resources:
    - Name: In
      Kind: Buffer
      VulkanBinding: { Binding: 0 }
...
"#;

fn error(text: &str) -> String {
    Pipeline::parse(text).unwrap_err().to_string()
}

#[test]
fn parses_textures_samplers_results_and_sets() {
    let p = Pipeline::parse(SAMPLE_LEVEL).unwrap();
    assert_eq!(p.entry, "main");
    assert_eq!(p.group_count, [1, 1, 1]);
    let tex = &p.buffers[0];
    assert_eq!(tex.data.len(), 20 * 4);
    assert_eq!(
        tex.output_props,
        Some(OutputProps {
            width: 2,
            height: 2,
            depth: 1,
            mip_levels: 2,
            array_slices: 1,
            sample_count: 1
        })
    );
    assert_eq!(p.buffers[1].data, (-0.1f32).to_le_bytes().to_vec());
    assert_eq!(p.buffers[2].data, vec![0; 112]);
    let samp = &p.samplers[0];
    assert_eq!(
        (samp.min_filter, samp.mag_filter, samp.address),
        (Filter::Linear, Filter::Nearest, AddressMode::Clamp)
    );
    assert_eq!(
        (samp.min_lod, samp.max_lod, samp.mip_lod_bias),
        (0.0, f32::MAX, 0.0)
    );
    assert_eq!(p.samplers[1].comparison_op, CompareOp::Less);
    assert_eq!(p.results[0].rule, Rule::BufferFloatEpsilon);
    assert_eq!(
        (
            p.results[0].actual,
            p.results[0].expected,
            p.results[0].epsilon
        ),
        (2, 3, 0.008)
    );
    assert_eq!(p.descriptor_sets.len(), 2);
    assert_eq!(
        p.descriptor_sets[0][2],
        Resource {
            name: "Out".into(),
            kind: ResourceKind::RWBuffer,
            binding: 3,
            backing: Backing::Buffer(2)
        }
    );
    assert_eq!(p.descriptor_sets[0][1].backing, Backing::Sampler(0));
    assert_eq!(
        p.resources()
            .map(|(set, r)| (set, r.name.as_str()))
            .collect::<Vec<_>>(),
        vec![(0, "Tex"), (0, "Samp1"), (0, "Out"), (1, "In")]
    );
}

#[test]
fn encodes_every_format() {
    let v = |s: &str| serde_yaml::from_str::<Value>(s).unwrap();
    assert_eq!(
        encode_value(DataFormat::Hex16, &v("0x3C00")).unwrap(),
        vec![0x00, 0x3c]
    );
    assert_eq!(
        encode_value(DataFormat::Int16, &v("-2")).unwrap(),
        vec![0xfe, 0xff]
    );
    assert_eq!(
        encode_value(DataFormat::Bool, &v("true")).unwrap(),
        vec![1, 0, 0, 0]
    );
    assert_eq!(
        encode_value(DataFormat::Float64, &v("0.5")).unwrap(),
        0.5f64.to_le_bytes().to_vec()
    );
    assert!(f32::from_le_bytes(
        encode_value(DataFormat::Float32, &v("nan"))
            .unwrap()
            .try_into()
            .unwrap()
    )
    .is_nan());
    assert_eq!(
        encode_value(DataFormat::Float32, &v(".inf")).unwrap(),
        f32::INFINITY.to_le_bytes().to_vec()
    );
    assert_eq!(
        encode_value(DataFormat::UInt32, &v("-1")).unwrap_err(),
        "-1 does not fit UInt32"
    );
    assert_eq!(
        encode_value(DataFormat::Int32, &v("1.5")).unwrap_err(),
        "1.5 is not an integer"
    );
    assert_eq!(
        encode_value(DataFormat::Float32, &v("[1]")).unwrap_err(),
        "expected a number, found a list"
    );
}

#[test]
fn errors_name_the_field() {
    assert!(error(&SAMPLE_LEVEL.replace(
        "Format: Float32\n    Channels: 4\n    FillSize",
        "Format: Float31\n    Channels: 4\n    FillSize"
    ))
    .starts_with("Buffers[2].Format: unknown variant `Float31`"));
    assert_eq!(
        error(&SAMPLE_LEVEL.replace("1,1,0,1 ]", "1,1,0 ]")),
        "Buffers[0] (Tex).Data: 76 bytes, but OutputProps describe 80 bytes"
    );
    assert_eq!(
        error(&SAMPLE_LEVEL.replace("Actual: Out", "Actual: Nothing")),
        "Results[0] (Test0).Actual: no buffer named 'Nothing'"
    );
    assert_eq!(
        error(&SAMPLE_LEVEL.replace("    Kind: SamplerComparison\n", "")),
        "Samplers[1] (Cmp).ComparisonOp: sampler kind 'Sampler' requires ComparisonOp: Never"
    );
    assert_eq!(
            error(&SAMPLE_LEVEL.replace("VulkanBinding: { Binding: 3 }", "VulkanBinding: { Binding: 1 }")),
            "DescriptorSets[0].Resources[2] (Out).VulkanBinding.Binding: binding 1 is already used by 'Samp1' (only a texture and a sampler may share a binding: a combined image sampler)"
        );
    assert_eq!(
            error(&SAMPLE_LEVEL.replace("Kind: Texture2D", "Kind: TextureCube")),
            "DescriptorSets[0].Resources[0] (Tex).Kind: TextureCube needs OutputProps.ArraySlices 6 (6 faces per cube), not 1"
        );
    assert_eq!(
        error(&SAMPLE_LEVEL.replace("Kind: RWBuffer", "Kind: RWTexture2D")),
        "DescriptorSets[0].Resources[2] (Out).Kind: RWTexture2D needs OutputProps on buffer 'Out'"
    );
    assert_eq!(
        error(&SAMPLE_LEVEL.replace(
            "Rule: BufferFloatEpsilon\n    Epsilon: 0.008",
            "Rule: BufferFloatULP"
        )),
        "Results[0] (Test0).ULPT: required by BufferFloatULP"
    );
    assert_eq!(
        error(&SAMPLE_LEVEL.replace("FillSize: 112", "FillSize: 113")),
        "Buffers[2] (Out).FillSize: 113 bytes is not a whole number of Float32 values"
    );
    assert_eq!(
        error(&SAMPLE_LEVEL.replace("Stage: Compute", "Stage: Pixel")),
        "Shaders[0].Stage: Pixel: texel-runner runs compute shaders only"
    );
    assert!(error("Shaders: 3").starts_with("Shaders: invalid type"));
}

/// DirectX-only and graphics-only fields are accepted and ignored, but
/// still checked for shape.
#[test]
fn ignored_fields_are_accepted_and_checked() {
    let with_ignored = SAMPLE_LEVEL.replace(
        "Buffers:\n",
        "RuntimeSettings: { DirectX: [1, 2] }\n\
             DispatchParameters: { DispatchGroupCount: [1, 1, 1], VertexCount: 3 }\n\
             Buffers:\n",
    );
    assert!(Pipeline::parse(&with_ignored).is_ok());
    assert!(
        error(&with_ignored.replace("VertexCount: 3", "VertexCount: three"))
            .contains("VertexCount: invalid type")
    );
    assert!(error(&SAMPLE_LEVEL.replace(
        "DirectXBinding: { Register: 0, Space: 0 }",
        "DirectXBinding: { Register: 0 }"
    ))
    .contains("missing field `Space`"));
}

#[test]
fn multisampled_textures_take_one_clear_texel() {
    let ms = SAMPLE_LEVEL
        .replace("MipLevels: 2 }", "SampleCount: 4 }")
        .replace(
            "Data: [ 1,0,0,1, 0,1,0,1, 0,0,1,1, 1,1,1,1,  1,1,0,1 ]",
            "Data: [ 0.5,0.25,0,1 ]",
        )
        .replace("Kind: Texture2D", "Kind: Texture2DMS");
    let p = Pipeline::parse(&ms).unwrap();
    assert_eq!(p.buffers[0].data.len(), 16);
    let uneven = ms.replace(
        "Data: [ 0.5,0.25,0,1 ]",
        "Data: [ 1,0,0,1, 1,0,0,1, 1,0,0,1, 1,1,1,1 ]",
    );
    assert_eq!(
            error(&uneven),
            "Buffers[0] (Tex).Data: a multisampled texture is filled by a clear, so every texel must be the same"
        );
}

#[test]
fn texture_arrays_are_slice_major_whole_mip_chains() {
    let props = OutputProps {
        width: 4,
        height: 2,
        depth: 1,
        mip_levels: 3,
        array_slices: 2,
        sample_count: 1,
    };
    assert_eq!(props.mip_extent(2), (1, 1, 1));
    assert_eq!(props.texels_per_slice(), Some(8 + 2 + 1));
}

const ONE_BUFFER: &str = r#"
Shaders: [ { Stage: Compute, Entry: main } ]
Buffers:
  - { Name: Out, Format: Float32, FillSize: 8 }
DescriptorSets:
  - Resources:
    - { Name: Out, Kind: RWStructuredBuffer, VulkanBinding: { Binding: 0 } }
"#;

#[test]
fn bindings_and_set_counts_are_bounded() {
    assert_eq!(
        error(&ONE_BUFFER.replace("Binding: 0", "Binding: 4294967295")),
        "DescriptorSets[0].Resources[0] (Out).VulkanBinding.Binding: 4294967295 is above the limit 65535"
    );
    Pipeline::parse(&ONE_BUFFER.replace("Binding: 0", "Binding: 65535")).unwrap();
    let many = ONE_BUFFER.to_string() + &"  - Resources: []\n".repeat(99);
    assert_eq!(
        error(&many),
        "DescriptorSets: 100 sets; texel-runner takes at most 32 (and the device's maxBoundDescriptorSets)"
    );
}

#[test]
fn sizes_are_checked_and_budgeted() {
    // Each would allocate (or overflow) before the device was asked.
    assert_eq!(
        error(&ONE_BUFFER.replace("FillSize: 8", "FillSize: 1000000000000")),
        "Buffers[0] (Out).FillSize: 1000000000000 bytes (after 0 bytes of earlier buffers) exceed the memory limit of 1073741824 bytes (--memory-limit MIB)"
    );
    assert_eq!(
        error(&ONE_BUFFER.replace("FillSize: 8", "FillSize: 18446744073709551612")),
        "Buffers[0] (Out).FillSize: 18446744073709551612 bytes (after 0 bytes of earlier buffers) exceed the memory limit of 1073741824 bytes (--memory-limit MIB)"
    );
    // 4194304³ texels wrap to 0 in u64 arithmetic.
    let cube = ONE_BUFFER.replace(
        "FillSize: 8 }",
        "FillSize: 8 }\n  - { Name: T, Format: Float32, OutputProps: { Width: 4194304, Height: 4194304, Depth: 4194304 }, Data: [ 0 ] }",
    );
    assert_eq!(
        error(&cube),
        "Buffers[1] (T).OutputProps: 4194304x4194304x4194304, 1 mips, 1 slices, 1 samples of 4 bytes is too large"
    );
    // The budget is the sum over every buffer and texture.
    let two = ONE_BUFFER.replace(
        "FillSize: 8 }",
        "FillSize: 600 }\n  - { Name: B, Format: Float32, FillSize: 600 }",
    );
    Pipeline::parse_with_limit(&two, 1200).unwrap();
    assert_eq!(
        Pipeline::parse_with_limit(&two, 1199).unwrap_err().to_string(),
        "Buffers[1] (B).FillSize: 600 bytes (after 600 bytes of earlier buffers) exceed the memory limit of 1199 bytes (--memory-limit MIB)"
    );
    // A multisampled texture takes every sample, though its Data is one texel.
    let ms = ONE_BUFFER.replace(
        "FillSize: 8 }",
        "FillSize: 8 }\n  - { Name: M, Format: Float32, OutputProps: { Width: 16384, Height: 16384, Depth: 1, SampleCount: 8 }, Data: [ 0 ] }",
    );
    assert_eq!(
        error(&ms),
        "Buffers[1] (M).OutputProps: 8589934592 bytes (after 12 bytes of earlier buffers) exceed the memory limit of 1073741824 bytes (--memory-limit MIB)"
    );
}
