//! The names HLSL itself declares as types: scalars with their vector (`float4`)
//! and matrix (`float4x4`) forms, `vector`, `matrix`, `void`, and every
//! resource and sampler type. Semantic analysis may share this list.

/// Scalar type names; each also takes a vector suffix 1–4 and a matrix
/// suffix NxM with N, M in 1–4.
const SCALAR_TYPE_NAMES: &[&str] = &[
    "bool",
    "int",
    "uint",
    "dword",
    "half",
    "float",
    "double",
    "int16_t",
    "uint16_t",
    "int32_t",
    "uint32_t",
    "int64_t",
    "uint64_t",
    "float16_t",
    "float32_t",
    "float64_t",
    "min16float",
    "min10float",
    "min16int",
    "min12int",
    "min16uint",
];

/// The type names that are C keywords in clang's HLSL (the others are
/// typedefs there): two of them in a row cannot be combined.
pub(super) const KEYWORD_TYPE_NAMES: &[&str] = &["bool", "int", "half", "float", "double", "void"];

/// Resource and sampler types (HLSL.md's table plus the other buffer kinds
/// HLSL has, so that they parse and semantic analysis can reject them).
pub const RESOURCE_TYPE_NAMES: &[&str] = &[
    "Buffer",
    "StructuredBuffer",
    "ByteAddressBuffer",
    "RWBuffer",
    "RWStructuredBuffer",
    "RWByteAddressBuffer",
    "AppendStructuredBuffer",
    "ConsumeStructuredBuffer",
    "Texture1D",
    "Texture1DArray",
    "Texture2D",
    "Texture2DArray",
    "Texture3D",
    "TextureCube",
    "TextureCubeArray",
    "Texture2DMS",
    "Texture2DMSArray",
    "RWTexture1D",
    "RWTexture1DArray",
    "RWTexture2D",
    "RWTexture2DArray",
    "RWTexture3D",
    "RasterizerOrderedBuffer",
    "RasterizerOrderedStructuredBuffer",
    "RasterizerOrderedByteAddressBuffer",
    "RasterizerOrderedTexture1D",
    "RasterizerOrderedTexture1DArray",
    "RasterizerOrderedTexture2D",
    "RasterizerOrderedTexture2DArray",
    "RasterizerOrderedTexture3D",
    "SamplerState",
    "SamplerComparisonState",
    "ConstantBuffer",
    "TextureBuffer",
];

/// Other built-in type names: those of every shader, and those of stages
/// and features texel does not compile (so that they parse and semantic
/// analysis can say so).
const OTHER_TYPE_NAMES: &[&str] = &[
    "void",
    "vector",
    "matrix",
    "int8_t4_packed",
    "uint8_t4_packed",
    "RWTexture2DMS",
    "RWTexture2DMSArray",
    "FeedbackTexture2D",
    "FeedbackTexture2DArray",
    "TriangleStream",
    "PointStream",
    "LineStream",
    "InputPatch",
    "OutputPatch",
    "RaytracingAccelerationStructure",
];

/// True for every type name HLSL declares itself.
pub fn is_builtin_type_name(name: &str) -> bool {
    if OTHER_TYPE_NAMES.contains(&name) || RESOURCE_TYPE_NAMES.contains(&name) {
        return true;
    }
    SCALAR_TYPE_NAMES.iter().any(|scalar| {
        name.strip_prefix(scalar)
            .is_some_and(|suffix| suffix.is_empty() || is_shape_suffix(suffix))
    })
}

/// `1`–`4` (vector) or `NxM` with N, M in 1–4 (matrix).
fn is_shape_suffix(suffix: &str) -> bool {
    let is_dimension = |text: &str| matches!(text, "1" | "2" | "3" | "4");
    match suffix.split_once('x') {
        Some((rows, columns)) => is_dimension(rows) && is_dimension(columns),
        None => is_dimension(suffix),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn recognises_scalars_vectors_matrices_and_resources() {
        for name in [
            "float",
            "float4",
            "uint3",
            "dword",
            "half2",
            "min16float4",
            "int16_t2",
            "uint64_t",
            "float4x4",
            "double2x3",
            "bool1",
            "vector",
            "matrix",
            "void",
            "Texture2DMS",
            "SamplerComparisonState",
            "RWByteAddressBuffer",
        ] {
            assert!(is_builtin_type_name(name), "{name}");
        }
        for name in [
            "float5", "float0", "floatx4", "float4x", "float4x5", "Foo", "int16", "sampler",
        ] {
            assert!(!is_builtin_type_name(name), "{name}");
        }
    }
}
