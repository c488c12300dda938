//! Root-signature parsing: values, defaults, versions and DXC's errors.

use super::*;

fn parse(text: &str) -> Result<RootSignature, RootSignatureError> {
    parse_root_signature(text, RootSignatureVersion::V1_1)
}

#[test]
fn empty_signature_has_no_elements() {
    assert_eq!(parse("").unwrap().elements, vec![]);
    assert_eq!(parse("  ").unwrap().elements, vec![]);
}

#[test]
fn root_flags_are_ored_case_insensitively() {
    let signature = parse(
        "RootFlags( Deny_Vertex_Shader_Root_Access | Allow_Stream_Output | sampler_heap_directly_indexed )",
    )
    .unwrap();
    assert_eq!(signature.elements, vec![RootElement::Flags(2114)]);
    assert_eq!(
        parse("RootFlags(0)").unwrap().elements,
        vec![RootElement::Flags(0)]
    );
}

#[test]
fn root_constants_in_any_order() {
    let signature =
        parse("RootConstants( space = 2, visibility = Shader_Visibility_Pixel, b1, num32BitConstants = 1 )")
            .unwrap();
    assert_eq!(
        signature.elements,
        vec![RootElement::Constants {
            visibility: 5,
            register: 1,
            space: 2,
            count: 1
        }]
    );
}

#[test]
fn root_descriptors_default_flags_per_class_and_version() {
    let signature =
        parse("CBV(b0), UAV(space = 3, u42), SRV(t0, visibility = Shader_Visibility_Geometry, flags = Data_Volatile)")
            .unwrap();
    let flags: Vec<(u32, u32, u32, u32)> = signature
        .elements
        .iter()
        .map(|element| match element {
            RootElement::Descriptor {
                visibility,
                register,
                space,
                flags,
                ..
            } => (*visibility, *register, *space, *flags),
            other => panic!("{other:?}"),
        })
        .collect();
    assert_eq!(flags, vec![(0, 0, 0, 4), (0, 42, 3, 2), (4, 0, 0, 2)]);
    let old = parse_root_signature("CBV(b0)", RootSignatureVersion::V1_0).unwrap();
    assert!(matches!(
        old.elements[0],
        RootElement::Descriptor { flags: 2, .. }
    ));
}

#[test]
fn descriptor_table_ranges() {
    let signature = parse(
        "DescriptorTable( CBV(b0), SRV(t42, space = 3, offset = 32, numDescriptors = 4, flags = 0), UAV(u0, numDescriptors = unbounded), visibility = SHADER_VISIBILITY_ALL)",
    )
    .unwrap();
    let RootElement::Table { visibility, ranges } = &signature.elements[0] else {
        panic!("{signature:?}");
    };
    assert_eq!(*visibility, 0);
    assert_eq!(
        ranges
            .iter()
            .map(|r| (r.class, r.count, r.register, r.space, r.offset, r.flags))
            .collect::<Vec<_>>(),
        vec![
            (DescriptorClass::Cbv, 1, 0, 0, OFFSET_APPEND, 4),
            (DescriptorClass::Srv, 4, 42, 3, 32, 0),
            (DescriptorClass::Uav, UNBOUNDED, 0, 0, OFFSET_APPEND, 2),
        ]
    );
}

#[test]
fn static_sampler_defaults_and_values() {
    let signature = parse("StaticSampler(s3)").unwrap();
    let RootElement::StaticSampler(sampler) = &signature.elements[0] else {
        panic!();
    };
    assert_eq!(
        (sampler.filter, sampler.address_u, sampler.max_anisotropy),
        (0x55, 1, 16)
    );
    assert_eq!(
        (sampler.comparison, sampler.border_color, sampler.max_lod),
        (4, 2, f32::MAX)
    );
    let signature = parse(
        "StaticSampler(s0, filter = FILTER_MIN_MAG_MIP_LINEAR, addressU = TEXTURE_ADDRESS_CLAMP, mipLODBias = -1.5, minLOD = 1, maxLOD = 2.5f, comparisonFunc = COMPARISON_ALWAYS, borderColor = STATIC_BORDER_COLOR_OPAQUE_BLACK, space = 1)",
    )
    .unwrap();
    let RootElement::StaticSampler(sampler) = &signature.elements[0] else {
        panic!();
    };
    assert_eq!(
        (sampler.filter, sampler.address_u, sampler.address_v),
        (0x15, 3, 1)
    );
    assert_eq!(
        (sampler.mip_lod_bias, sampler.min_lod, sampler.max_lod),
        (-1.5, 1.0, 2.5)
    );
    assert_eq!(
        (sampler.comparison, sampler.border_color, sampler.space),
        (8, 1, 1)
    );
}

#[test]
fn dxc_errors() {
    let cases: &[(&str, &str)] = &[
        (
            "XescriptorTable(SRV(t0))",
            "Unexpected token 'XescriptorTable' when parsing root signature",
        ),
        (
            "RootFlags(0), RootFlags(0)",
            "RootFlags cannot be specified more than once",
        ),
        (
            "RootFlags(3)",
            "Root signature flag values can only be 0 or flag enum values, found: '3'",
        ),
        (
            "RootFlags(XBOX_RAYTRACING)",
            "Expected a root signature flag value, found: 'XBOX_RAYTRACING'",
        ),
        (
            "CBV(t0)",
            "Incorrect register type 't0' in CBV (expected b#)",
        ),
        (
            "DescriptorTable(Sampler(t0))",
            "Incorrect register type 't0' in Sampler/StaticSampler (expected s#)",
        ),
        (
            "CBV(space = 1)",
            "shader register must be defined for each CBV/SRV/UAV",
        ),
        (
            "RootConstants(b0)",
            "num32BitConstants must be defined for each RootConstants",
        ),
        (
            "RootConstants(num32BitConstants = 4)",
            "Constant buffer register b# must be defined for each RootConstants",
        ),
        (
            "StaticSampler(space = 0)",
            "Sampler register s# must be defined for each static sampler",
        ),
        (
            "CBV(b0, space = 1, space = 2)",
            "Parameter 'space' can be specified only once",
        ),
        ("CBV(b0) SRV(t0)", "Expected ',', found: 'SRV'"),
        (
            "CBV(b0, visibility = SHADER_VISIBILITY_EVERYWHERE)",
            "Unexpected visibility value: 'SHADER_VISIBILITY_EVERYWHERE'.",
        ),
        (
            "StaticSampler(s0, filter = FILTER_BEST)",
            "Unexpected filter value: 'FILTER_BEST'.",
        ),
        (
            "StaticSampler(s0, mipLODBias = fast)",
            "Expected float, found token 'fast'",
        ),
        (
            "CBV(b0, flags = 1)",
            "Root descriptor flag values can only be 0 or flag enum values, found: '1'",
        ),
        (
            "DescriptorTable(SRV(t0, flags = FAST))",
            "Expected a descriptor range flag value, found: 'FAST'",
        ),
        ("CBV(b0", "Unexpected token ''"),
        ("CBV(b0);", "Expected ',', found: ';'"),
        ("CBV(b0 space = 1)", "Unexpected token 'space'"),
    ];
    for (text, message) in cases {
        let error = parse(text).expect_err(text);
        assert_eq!(error.to_string(), *message, "{text}");
    }
    let error = parse_root_signature("CBV(b0, flags = 0)", RootSignatureVersion::V1_0).unwrap_err();
    assert_eq!(
        error.to_string(),
        "Root descriptor flags cannot be specified for root_sig_1_0"
    );
    let error = parse_root_signature(
        "DescriptorTable(UAV(u0, flags = 0))",
        RootSignatureVersion::V1_0,
    )
    .unwrap_err();
    assert_eq!(
        error.to_string(),
        "Descriptor range flags cannot be specified for root_sig_1_0"
    );
}

#[test]
fn no_input_panics() {
    let pieces = [
        "RootFlags",
        "(",
        ")",
        ",",
        "=",
        "|",
        "b0",
        "t99999999999",
        "1.5e",
        "-",
        "+.",
        "unbounded",
        "DescriptorTable",
        "SRV",
        "StaticSampler",
        "filter",
        "\u{e9}",
        "numDescriptors",
        "0",
    ];
    let mut text = String::new();
    for round in 0..400usize {
        text.push_str(pieces[(round * 7 + round / 3) % pieces.len()]);
        let _ = parse(&text);
        let _ = parse_root_signature(&text, RootSignatureVersion::V1_0);
    }
}
