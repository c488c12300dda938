//! The table against INTRINSICS.md, written out again here independently of
//! `table.rs` (stem, API, return, operands), and the rows' internal
//! consistency.

use pretty_assertions::assert_eq;

use super::*;

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
