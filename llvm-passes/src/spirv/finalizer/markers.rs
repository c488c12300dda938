//! Finds the marker imports and the calls to them, and checks each call
//! against its marker before anything is rewritten.
//!
//! A marker import is a function decorated `LinkageAttributes "texel.spv.…"
//! Import`; its name is parsed with [`Marker::parse`] (the one definition of the
//! ABI). This module only reads the module: every error is found before the
//! first edit, so a failing module is never half-rewritten.

use std::collections::HashMap;

use rspirv::dr::{Instruction, Module, Operand};
use rspirv::spirv::{Decoration, LinkageType, Op, Word};

use super::error::FinalizeError;
use super::ids::{global_definitions, operand_id};
use crate::spirv::marker::{Marker, MarkerOperation, GRAD, LOD, MARKER_PREFIX, ZERO_EXTEND};

/// One imported marker function.
#[derive(Clone, Debug)]
pub(super) struct MarkerImport {
    pub marker: Marker,
    pub name: String,
}

/// One call to a marker import.
#[derive(Clone, Debug)]
pub(super) struct MarkerCall {
    /// The function that contains the call.
    pub caller: Word,
    /// The call's result id (reused by the replacement).
    pub call: Word,
    pub import: Word,
}

/// Every marker import of the module, by function id.
pub(super) fn find_imports(module: &Module) -> Result<HashMap<Word, MarkerImport>, FinalizeError> {
    let mut imports = HashMap::new();
    for annotation in &module.annotations {
        if let Some((id, name)) = marker_linkage(annotation) {
            let marker =
                Marker::parse(name).map_err(|source| FinalizeError::Marker { id, source })?;
            imports.insert(
                id,
                MarkerImport {
                    marker,
                    name: name.to_string(),
                },
            );
        }
    }
    Ok(imports)
}

/// `OpDecorate %id LinkageAttributes "texel.spv.…" Import` → (id, name).
pub(super) fn marker_linkage(annotation: &Instruction) -> Option<(Word, &str)> {
    if annotation.class.opcode != Op::Decorate {
        return None;
    }
    match annotation.operands.as_slice() {
        [Operand::IdRef(id), Operand::Decoration(Decoration::LinkageAttributes), Operand::LiteralString(name), Operand::LinkageType(LinkageType::Import)]
            if name.starts_with(MARKER_PREFIX) =>
        {
            Some((*id, name.as_str()))
        }
        _ => None,
    }
}

/// Every call to a marker, in module order, checked against its marker.
pub(super) fn find_calls(
    module: &Module,
    imports: &HashMap<Word, MarkerImport>,
) -> Result<Vec<MarkerCall>, FinalizeError> {
    let globals = global_definitions(module);
    let mut calls = Vec::new();
    for function in &module.functions {
        let Some(caller) = function.def.as_ref().and_then(|def| def.result_id) else {
            continue;
        };
        for instruction in function.blocks.iter().flat_map(|block| &block.instructions) {
            if instruction.class.opcode != Op::FunctionCall {
                continue;
            }
            let Some(callee) = instruction.operands.first().and_then(operand_id) else {
                continue;
            };
            let Some(import) = imports.get(&callee) else {
                continue;
            };
            let call = instruction
                .result_id
                .ok_or_else(|| FinalizeError::Malformed {
                    id: callee,
                    reason: "a call to this marker has no result id".to_string(),
                })?;
            check_call(instruction, call, import, &globals)?;
            calls.push(MarkerCall {
                caller,
                call,
                import: callee,
            });
        }
    }
    Ok(calls)
}

fn check_call(
    instruction: &Instruction,
    call: Word,
    import: &MarkerImport,
    globals: &HashMap<Word, &Instruction>,
) -> Result<(), FinalizeError> {
    let marker = &import.marker;
    let invalid = |reason: &str| FinalizeError::InvalidMarker {
        call,
        marker: import.name.clone(),
        reason: reason.to_string(),
    };
    let found = instruction.operands.len() - 1;
    if found != marker.argument_count() {
        return Err(FinalizeError::ArgumentCount {
            call,
            marker: import.name.clone(),
            expected: marker.argument_count(),
            found,
        });
    }
    if instruction.operands[1..]
        .iter()
        .any(|operand| operand_id(operand).is_none())
    {
        return Err(invalid("an argument is not an id"));
    }
    let returns_void = instruction
        .result_type
        .and_then(|ty| globals.get(&ty))
        .is_some_and(|ty| ty.class.opcode == Op::TypeVoid);
    let operation = marker.operation;
    if returns_void != (operation == MarkerOperation::Write) {
        return Err(invalid(if returns_void {
            "the call returns void, the instruction has a result"
        } else {
            "a write returns void"
        }));
    }
    if !takes_image_operands(operation) && marker.image_operands != 0 {
        return Err(invalid("this instruction takes no image operands"));
    }
    if marker.image.sampled_type.is_signed_integer() && marker.image_operands & ZERO_EXTEND != 0 {
        return Err(invalid(
            "ZeroExtend on a signed-integer image (SPIR-V allows it only for unsigned texels)",
        ));
    }
    let explicit = matches!(
        operation,
        MarkerOperation::SampleExplicitLod | MarkerOperation::SampleDrefExplicitLod
    );
    if explicit && marker.image_operands & (LOD | GRAD) == 0 {
        return Err(invalid(
            "an explicit-LOD sample needs the Lod or Grad operand",
        ));
    }
    Ok(())
}

/// Whether the instruction of `operation` has an image-operand mask.
pub(super) fn takes_image_operands(operation: MarkerOperation) -> bool {
    !matches!(
        operation,
        MarkerOperation::QueryLod
            | MarkerOperation::QuerySizeLod
            | MarkerOperation::QuerySize
            | MarkerOperation::QueryLevels
            | MarkerOperation::QuerySamples
    )
}
