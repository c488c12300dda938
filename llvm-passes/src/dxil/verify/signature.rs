//! Rules 1 and 2 of `texel-dxil-verify`: the opcode, the callee name, the
//! overload, the operand count and every operand and result type, read from the
//! op table row.
//!
//! The overload is derived from the call's types, never from the callee name:
//! the `ResRet` suffix of the result, the scalar result (CalculateLOD,
//! ThreadId), or the stored values (TextureStore, BufferStore). Only when the
//! types fit does [`check_signature`] return a [`Signature`]; the other rules
//! run on calls whose shape is right. Pure: call facts in, violations out.

use crate::dxil::ops::{dxil_op_by_number, DxilOp, Overload, ParameterType, ResultType};
use crate::ir_type::IrType;

use super::facts::{CallFacts, ModuleFacts, TypeFacts, ValueFacts};
use super::types::{overload_of_cbuf_ret, parameter_type, result_type, RES_RET_PREFIX};
use super::violation::{Rule, Violation};

/// A call whose opcode, count and types match its row.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Signature {
    pub op: &'static DxilOp,
    pub overload: Option<Overload>,
}

/// The row of the call's opcode (operand 0).
pub fn opcode_row(call: &CallFacts) -> Result<&'static DxilOp, Violation> {
    let Some(opcode) = call.operands.first() else {
        return Err(Violation::call(Rule::NoOpcode));
    };
    let ValueFacts::Int(number) = opcode.value else {
        return Err(Violation::at(0, Rule::OpcodeNotConstant));
    };
    u32::try_from(number)
        .ok()
        .and_then(dxil_op_by_number)
        .ok_or(Violation::at(0, Rule::UnknownOpcode(number)))
}

/// Checks the call against `op`'s row. Returns the signature when the operand
/// count and every type match (so that the other rules may index operands by
/// parameter and trust their types).
pub fn check_signature(
    call: &CallFacts,
    op: &'static DxilOp,
    module: &ModuleFacts,
    out: &mut Vec<Violation>,
) -> Option<Signature> {
    let overload = derive_overload(call, op, out);
    check_callee(call, op, overload, out);
    if let Some(overload) = overload {
        check_overload_allowed(op, overload, module, out);
    }
    let expected_count = 1 + op.parameters.len();
    if call.operands.len() != expected_count {
        out.push(Violation::call(Rule::OperandCount {
            found: call.operands.len(),
            expected: expected_count,
        }));
        return None;
    }
    let mut types_match = true;
    if call.operands[0].ty != TypeFacts::Ir(IrType::I32) {
        types_match = false;
        out.push(Violation::at(
            0,
            Rule::OperandType {
                expected: "i32".into(),
                found: call.operands[0].ty.to_string(),
            },
        ));
    }
    let overload_known = overload.is_some() || op.overloads.is_empty();
    if overload_known {
        if let Some(expected) = result_type(op.result, overload) {
            if call.result != expected {
                types_match = false;
                out.push(Violation::call(Rule::ResultType {
                    expected: expected.with_body(),
                    found: call.result.with_body(),
                }));
            }
        }
    }
    for (index, parameter) in op.parameters.iter().enumerate() {
        let Some(expected) = parameter_type(parameter.ty, overload) else {
            continue;
        };
        let found = &call.operands[index + 1].ty;
        if *found != expected {
            types_match = false;
            out.push(Violation::at(
                index + 1,
                Rule::OperandType {
                    expected: expected.with_body(),
                    found: found.with_body(),
                },
            ));
        }
    }
    (types_match && overload_known).then_some(Signature { op, overload })
}

/// The overload from the call's types; reports when an overloaded op's types
/// name none. `None` for ops without overloads.
fn derive_overload(call: &CallFacts, op: &DxilOp, out: &mut Vec<Violation>) -> Option<Overload> {
    if op.all_overloads().is_empty() {
        return None;
    }
    let scalars = overload_names(op);
    let derived = match op.result {
        ResultType::ResRet => call
            .result
            .struct_name()
            .and_then(|name| name.strip_prefix(RES_RET_PREFIX))
            .and_then(Overload::of_suffix),
        ResultType::CBufRet => call.result.struct_name().and_then(overload_of_cbuf_ret),
        ResultType::Overload => match &call.result {
            TypeFacts::Ir(IrType::Scalar(scalar)) => Overload::of_scalar(*scalar),
            _ => None,
        },
        _ => {
            let index = op
                .parameters
                .iter()
                .position(|p| p.ty == ParameterType::Overload)?;
            let operand = call.operands.get(index + 1)?;
            let derived = match &operand.ty {
                TypeFacts::Ir(IrType::Scalar(scalar)) => Overload::of_scalar(*scalar),
                _ => None,
            };
            if derived.is_none() {
                out.push(Violation::at(
                    index + 1,
                    Rule::OperandType {
                        expected: format!("{scalars} (the overload type)"),
                        found: operand.ty.to_string(),
                    },
                ));
            }
            return derived;
        }
    };
    if derived.is_none() {
        let suffixes: Vec<&str> = op.all_overloads().iter().map(|o| o.suffix()).collect();
        let suffixes = suffixes.join("|");
        let expected = match op.result {
            ResultType::ResRet => {
                format!("%dx.types.ResRet.<{suffixes}> = type {{ T, T, T, T, i32 }}")
            }
            ResultType::CBufRet => {
                format!("%dx.types.CBufRet.<{suffixes}> (one 16-byte row of T; .8 for 16-bit T)")
            }
            _ => format!("{scalars} (the overload type)"),
        };
        out.push(Violation::call(Rule::ResultType {
            expected,
            found: call.result.with_body(),
        }));
    }
    derived
}

/// The callee must be the row's function for the overload; with an unknown
/// overload, at least the row's class.
fn check_callee(
    call: &CallFacts,
    op: &DxilOp,
    overload: Option<Overload>,
    out: &mut Vec<Violation>,
) {
    let overloaded = !op.all_overloads().is_empty();
    if overloaded && overload.is_none() {
        let class_prefix = format!("{}.", op.class_name());
        if !call.callee.starts_with(&class_prefix) {
            out.push(Violation::call(Rule::Callee {
                expected: format!("{class_prefix}<overload>"),
            }));
        }
        return;
    }
    let expected = op.function_name(overload);
    if call.callee != expected {
        out.push(Violation::call(Rule::Callee { expected }));
    }
}

/// The overload must be one the row allows, integer sampling only from SM 6.7.
fn check_overload_allowed(
    op: &DxilOp,
    overload: Overload,
    module: &ModuleFacts,
    out: &mut Vec<Violation>,
) {
    let Some(needs_minor) = op.overload_minimum_minor(overload) else {
        out.push(Violation::call(Rule::OverloadNotAllowed {
            overload,
            allowed: op.all_overloads().iter().collect(),
        }));
        return;
    };
    let Some(module) = module.target else {
        return;
    };
    if module.at_least(needs_minor) {
        return;
    }
    // The overloads from SM 6.7 are the integer-sampling rule's.
    let integer_elements = op.overloads_from_sm_6_7.contains(overload);
    out.push(Violation::call(match crate::dxil::rules::integer_sampling(
        integer_elements,
        module.shader_model,
    ) {
        Some(violation) => Rule::Dxil(violation.into()),
        None => Rule::OverloadNeedsShaderModel {
            overload,
            needs_minor,
            module: module.shader_model,
        },
    }));
}

/// `half, float, i16 or i32`: the scalar types of the op's overloads.
fn overload_names(op: &DxilOp) -> String {
    let names: Vec<&str> = op
        .all_overloads()
        .iter()
        .map(|overload| overload.scalar().llvm_spelling())
        .collect();
    match names.split_last() {
        Some((last, [])) => last.to_string(),
        Some((last, rest)) => format!("{} or {last}", rest.join(", ")),
        None => String::new(),
    }
}
