//! The reserved `texel.spv.` namespace: texel-spirv declares its marker
//! functions by name and reuses a declaration it finds, so a module that
//! already holds one of another shape (`declare void @texel.spv.fetch…()`)
//! would get calls LLVM cannot hold. [`check_reserved_markers`] checks every
//! function of the namespace before the first edit: it must be a declaration
//! whose name is a marker ([`Marker::parse`]) and whose parameters are as many
//! plain integers, floats or vectors as the marker ABI gives that marker
//! (image index, sampler index, the operation's operands, the image
//! operands). Markers texel-spirv itself declared pass, so running the pass
//! again is harmless. This module only reads the module.

use crate::ir_type::IrType;
use crate::llvm::{function_parameter_types, ir_type_of, ModuleView};
use crate::spirv::marker::{image_operand_count, Marker, MARKER_PREFIX};

/// Every function of `module` in the reserved namespace that is not a marker
/// declaration of the right shape, with the reason.
pub fn check_reserved_markers(module: ModuleView<'_>) -> Vec<String> {
    let mut problems = Vec::new();
    for function in module.functions() {
        let name = function.name();
        if !name.starts_with(MARKER_PREFIX) {
            continue;
        }
        let reserved = |reason: String| {
            format!("'@{name}' is in texel's reserved '{MARKER_PREFIX}' namespace, but {reason}")
        };
        if !function.is_declaration() {
            problems.push(reserved(
                "the module defines it (texel-spirv only declares markers)".to_string(),
            ));
            continue;
        }
        let marker = match Marker::parse(&name) {
            Ok(marker) => marker,
            Err(error) => {
                problems.push(reserved(error.to_string()));
                continue;
            }
        };
        let expected = 1
            + usize::from(marker.sampler_binding.is_some())
            + marker.operation.operands().len()
            + image_operand_count(marker.image_operands);
        let parameters = function_parameter_types(function.as_raw());
        if parameters.len() != expected {
            problems.push(reserved(format!(
                "it takes {} parameter(s) where the marker takes {expected}",
                parameters.len()
            )));
            continue;
        }
        if let Some(bad) = parameters
            .iter()
            .map(|ty| ir_type_of(*ty))
            .find(|ty| !matches!(ty, IrType::Scalar(_) | IrType::Vector(..)))
        {
            problems.push(reserved(format!(
                "it takes a parameter of type {bad:?} where markers take integers, floats and vectors"
            )));
        }
    }
    problems
}
