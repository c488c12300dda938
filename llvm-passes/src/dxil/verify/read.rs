//! Reading one `dx.op.*` call of the IR into [`CallFacts`], and registering the
//! handle ops in the [`HandleTable`]. The only place of the verifier, besides
//! the walk, that touches LLVM values; it decides nothing.

use crate::llvm::{
    constant_aggregate_elements, constant_signed_int, is_constant, is_poison, is_undef,
    value_struct_shape, value_type, CallSite, LLVMValueRef,
};

use super::facts::{class_from_number, CallFacts, OperandFacts, TypeFacts, ValueFacts};
use super::handle_table::{HandleSource, HandleTable};
use crate::dxil::ops::OpCode;

/// The key of a value in the handle table.
pub fn key(value: LLVMValueRef) -> usize {
    value as usize
}

/// The type of a value, structs with their name and body.
pub fn type_facts(value: LLVMValueRef) -> TypeFacts {
    value_struct_shape(value).map_or_else(|| TypeFacts::Ir(value_type(value)), TypeFacts::Struct)
}

/// What kind of value `value` is.
pub fn value_facts(value: LLVMValueRef) -> ValueFacts {
    if is_undef(value) {
        return ValueFacts::Undef;
    }
    if is_poison(value) {
        return ValueFacts::Poison;
    }
    if let Some(number) = constant_signed_int(value) {
        return ValueFacts::Int(number);
    }
    if !is_constant(value) {
        return ValueFacts::Variable;
    }
    match constant_aggregate_elements(value) {
        Some(elements) => {
            ValueFacts::Fields(elements.into_iter().map(constant_signed_int).collect())
        }
        None => ValueFacts::OtherConstant,
    }
}

/// Everything the rules need about `call`.
pub fn call_facts(call: &CallSite<'_>, table: &HandleTable<usize>) -> CallFacts {
    let instruction = call.instruction().as_raw();
    CallFacts {
        callee: call.callee_name(),
        result: type_facts(instruction),
        operands: (0..call.argument_count())
            .map(|index| {
                let value = call.argument(index);
                OperandFacts {
                    ty: type_facts(value),
                    value: value_facts(value),
                    handle: table.facts(key(value)),
                }
            })
            .collect(),
        result_handle: table.facts(key(instruction)),
    }
}

/// Registers `call` in `table` when it is a handle op (by its opcode operand).
pub fn register_handle(call: &CallSite<'_>, table: &mut HandleTable<usize>) {
    let count = call.argument_count();
    let argument = |index: usize| (index < count).then(|| call.argument(index));
    let int = |index: usize| argument(index).and_then(constant_signed_int);
    let field = |index: usize, field: usize| {
        argument(index)
            .and_then(constant_aggregate_elements)
            .and_then(|fields| fields.get(field).copied())
            .and_then(constant_signed_int)
    };
    let source = match int(0) {
        Some(number) if number == OpCode::CreateHandle as i64 => HandleSource::CreateHandle {
            class: int(1).and_then(class_from_number),
            record_id: int(2),
        },
        Some(number) if number == OpCode::CreateHandleFromBinding as i64 => {
            HandleSource::FromBinding {
                class: field(1, 3).and_then(class_from_number),
            }
        }
        Some(number) if number == OpCode::AnnotateHandle as i64 => match argument(1) {
            Some(binding) => HandleSource::Annotated {
                binding: key(binding),
                word0: field(2, 0),
            },
            None => return,
        },
        _ => return,
    };
    table.register(key(call.instruction().as_raw()), source);
}
