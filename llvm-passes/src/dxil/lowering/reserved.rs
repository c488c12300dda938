//! Names texel-dxil declares that a module may already hold: the
//! `%dx.types.*` struct types and the `@dx.op.*` functions. texel-dxil reuses
//! what it finds by name, so one of another shape (`%dx.types.ResRet.f32 =
//! type { i8 }`, an opaque `%dx.types.ResBind`, `declare void
//! @dx.op.createHandleFromBinding()`) would make it build calls LLVM cannot
//! hold. [`check_reserved_names`] compares each one present with the shape
//! the op table gives it, before the first edit, and reports every mismatch.
//! It only reads the module (types it builds for the comparison live in the
//! context, not the module).

use super::messages::DxilLoweringError;
use super::op_calls::OpEmitter;
use crate::dxil::ops::DXIL_OPS;
use crate::llvm::{global_value_type, printed_type, IrBuilder, ModuleView};

/// Every reserved name of `module` whose shape is not the one texel-dxil
/// declares.
pub fn check_reserved_names(module: ModuleView<'_>) -> Vec<DxilLoweringError> {
    let builder = IrBuilder::new(module);
    let mut errors = Vec::new();
    // The expected shapes, built from plain types first: an existing struct
    // of another body must not leak into the expected function types.
    let emitter = OpEmitter::new(&builder);
    for (name, fields) in emitter.reserved_structs() {
        match builder.existing_struct(&name) {
            Some(None) => errors.push(DxilLoweringError::ReservedName {
                name: format!("%{name}"),
                found: "an opaque struct".to_string(),
                expected: describe_struct(&fields),
            }),
            Some(Some(found)) if found != fields => errors.push(DxilLoweringError::ReservedName {
                name: format!("%{name}"),
                found: describe_struct(&found),
                expected: describe_struct(&fields),
            }),
            _ => {}
        }
    }
    if !errors.is_empty() {
        return errors;
    }
    for op in DXIL_OPS {
        let overloads = op.all_overloads();
        let choices: Vec<_> = if overloads.is_empty() {
            vec![None]
        } else {
            overloads.iter().map(Some).collect()
        };
        for overload in choices {
            let name = op.function_name(overload);
            let Some(function) = builder.named_function(&name) else {
                continue;
            };
            let expected = emitter.op_function_type(op, overload);
            let found = global_value_type(function);
            if found != expected {
                errors.push(DxilLoweringError::ReservedName {
                    name: format!("@{name}"),
                    found: printed_type(found),
                    expected: printed_type(expected),
                });
            }
        }
    }
    errors
}

fn describe_struct(fields: &[crate::llvm::LLVMTypeRef]) -> String {
    let fields: Vec<String> = fields.iter().map(|field| printed_type(*field)).collect();
    format!("type {{ {} }}", fields.join(", "))
}
