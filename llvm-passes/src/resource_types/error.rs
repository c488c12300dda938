//! `ResourceTypeError`: everything that can be wrong with an HLSL resource type or a
//! handle type, with the offending type and parameter spelled out.
//!
//! IR types are boxed to keep `Result`s small. Handle types are printed in LLVM syntax (through `IrType`'s `Display`), HLSL types
//! in HLSL syntax. This module only formats; it must not decide what is valid.

use crate::ir_type::IrType;
use crate::target::Api;

use super::kind::ResourceKind;

/// Why a resource type or a handle type was rejected.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
pub enum ResourceTypeError {
    /// An HLSL element type that no resource may hold (`float5`, `double3` in a
    /// typed resource, …).
    #[error("invalid element type {element}: {reason}")]
    InvalidElement { element: String, reason: String },

    /// An HLSL resource type that breaks a rule (writable Cube, ROV SRV, …).
    #[error("invalid resource type {resource}: {reason}")]
    InvalidResource { resource: String, reason: String },

    /// A valid HLSL resource type that has no handle type on the given API.
    #[error("{resource} has no {api} handle type: {reason}")]
    NoHandleType {
        resource: String,
        api: Api,
        reason: String,
    },

    /// An IR type that is not a `target("dx.*")` / `target("spirv.*")` type.
    #[error("{ty} is not a resource handle type")]
    NotAHandleType { ty: Box<IrType> },

    /// A `dx.*` / `spirv.*` target type the model does not cover (`dx.CBuffer`,
    /// structured buffer counters, …).
    #[error("unsupported handle type {ty}: {reason}")]
    UnsupportedHandleType { ty: Box<IrType>, reason: String },

    /// A handle type with the wrong number of type or integer parameters.
    #[error(
        "invalid handle type {ty}: {} takes {}, found {}",
        target_name(.ty),
        parameter_counts(*.expected_types, *.expected_integers),
        parameter_counts(*.found_types, *.found_integers)
    )]
    WrongParameterCount {
        ty: Box<IrType>,
        expected_types: usize,
        expected_integers: usize,
        found_types: usize,
        found_integers: usize,
    },

    /// An integer parameter outside its range, or inconsistent with the others.
    #[error("invalid handle type {ty}: {parameter} {} {reason}", describe_value(.parameter, *.value))]
    InvalidParameter {
        ty: Box<IrType>,
        parameter: &'static str,
        value: u32,
        reason: String,
    },

    /// A type parameter (element type) that the handle type cannot hold.
    #[error("invalid handle type {ty}: {parameter} {found} {reason}")]
    InvalidTypeParameter {
        ty: Box<IrType>,
        parameter: &'static str,
        found: Box<IrType>,
        reason: String,
    },

    /// A decoded handle type that does not determine an HLSL resource type.
    #[error("{handle} does not determine an HLSL resource type: {reason}")]
    NoResourceType { handle: String, reason: String },
}

fn target_name(ty: &IrType) -> String {
    match ty {
        IrType::Target(target) => target.name.clone(),
        other => other.to_string(),
    }
}

fn parameter_counts(types: usize, integers: usize) -> String {
    format!(
        "{types} type parameter{} and {integers} integer parameter{}",
        plural(types),
        plural(integers)
    )
}

fn plural(count: usize) -> &'static str {
    if count == 1 {
        ""
    } else {
        "s"
    }
}

/// The value as a diagnostic shows it: DXIL kind numbers carry their kind name.
fn describe_value(parameter: &str, value: u32) -> String {
    match (parameter, ResourceKind::from_dxil_number(value)) {
        ("Kind", Some(kind)) => format!("{value} ({kind:?})"),
        _ => value.to_string(),
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::ir_type::{ScalarType, TargetExtType};
    use pretty_assertions::assert_eq;

    fn texture(int_params: Vec<u32>) -> IrType {
        IrType::Target(TargetExtType {
            name: "dx.Texture".into(),
            type_params: vec![IrType::Vector(ScalarType::F32, 4)],
            int_params,
        })
    }

    #[test]
    fn invalid_kind_names_the_kind() {
        let error = ResourceTypeError::InvalidParameter {
            ty: Box::new(texture(vec![0, 0, 0, 3])),
            parameter: "Kind",
            value: 3,
            reason: "is not a dx.Texture kind".into(),
        };
        assert_eq!(
            error.to_string(),
            "invalid handle type target(\"dx.Texture\", <4 x float>, 0, 0, 0, 3): \
             Kind 3 (Texture2DMS) is not a dx.Texture kind"
        );
    }

    #[test]
    fn parameter_counts_are_spelled_out() {
        let error = ResourceTypeError::WrongParameterCount {
            ty: Box::new(texture(vec![0, 0])),
            expected_types: 1,
            expected_integers: 4,
            found_types: 1,
            found_integers: 2,
        };
        assert_eq!(
            error.to_string(),
            "invalid handle type target(\"dx.Texture\", <4 x float>, 0, 0): dx.Texture takes \
             1 type parameter and 4 integer parameters, found 1 type parameter and 2 integer parameters"
        );
    }

    #[test]
    fn other_parameters_print_the_bare_value() {
        let error = ResourceTypeError::InvalidParameter {
            ty: Box::new(texture(vec![2, 0, 0, 2])),
            parameter: "IsWriteable",
            value: 2,
            reason: "is not 0 or 1".into(),
        };
        assert_eq!(
            error.to_string(),
            "invalid handle type target(\"dx.Texture\", <4 x float>, 2, 0, 0, 2): IsWriteable 2 is not 0 or 1"
        );
    }
}
