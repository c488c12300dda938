//! Rule 3 of `texel-dxil-verify`: immediate parameters (`Parameter::immediate`
//! in the op table) are constants — not undef, poison or computed values — and
//! the ones with a fixed range stay in it (write and read masks 1..=15, gather
//! channel 0..=3, thread-id component 0..=2, resource class 0..=3, the class
//! field of a `ResBind`); raw-buffer alignments are powers of two. Pure; what
//! the constants mean for handles is `handles`' job.

use crate::dxil::ops::{DxilOp, ParameterRole};

use super::facts::{CallFacts, ValueFacts};
use super::violation::{Rule, Violation};

/// Inclusive ranges of immediate parameters, by role.
const RANGES: &[(ParameterRole, i64, i64)] = &[
    (ParameterRole::WriteMask, 1, 15),
    (ParameterRole::ReadMask, 1, 15),
    (ParameterRole::Channel, 0, 3),
    (ParameterRole::Component, 0, 2),
    (ParameterRole::ResourceClass, 0, 3),
];

/// Inclusive ranges of fields of constant struct parameters: (role, field
/// index, field name, low, high).
const FIELD_RANGES: &[(ParameterRole, usize, &str, i64, i64)] = &[(
    ParameterRole::Binding,
    3,
    "the resource class (field 3)",
    0,
    3,
)];

/// Reports immediate parameters that are no constants or out of range.
/// `call` must have the row's operand count.
pub fn check_immediates(call: &CallFacts, op: &DxilOp, out: &mut Vec<Violation>) {
    for (index, parameter) in op.parameters.iter().enumerate() {
        if !parameter.immediate {
            continue;
        }
        let operand = index + 1;
        match &call.operands[operand].value {
            ValueFacts::Undef => out.push(Violation::at(
                operand,
                Rule::ImmediateMissing { poison: false },
            )),
            ValueFacts::Poison => out.push(Violation::at(
                operand,
                Rule::ImmediateMissing { poison: true },
            )),
            ValueFacts::Variable | ValueFacts::OtherConstant => {
                out.push(Violation::at(operand, Rule::NotConstant))
            }
            ValueFacts::Fields(fields) if fields.iter().any(Option::is_none) => {
                out.push(Violation::at(operand, Rule::NotConstant))
            }
            ValueFacts::Int(value) => {
                if parameter.role == ParameterRole::Alignment
                    && !(*value > 0 && (*value & (*value - 1)) == 0)
                {
                    out.push(Violation::at(operand, Rule::NotPowerOfTwo(*value)));
                }
                for (role, low, high) in RANGES {
                    if *role == parameter.role && !(*low..=*high).contains(value) {
                        out.push(Violation::at(
                            operand,
                            Rule::OutOfRange {
                                low: *low,
                                high: *high,
                                found: *value,
                            },
                        ));
                    }
                }
            }
            ValueFacts::Fields(fields) => {
                for (role, field, name, low, high) in FIELD_RANGES {
                    let Some(Some(value)) = fields.get(*field) else {
                        continue;
                    };
                    if *role == parameter.role && !(*low..=*high).contains(value) {
                        out.push(Violation::at(
                            operand,
                            Rule::FieldOutOfRange {
                                field: name,
                                low: *low,
                                high: *high,
                                found: *value,
                            },
                        ));
                    }
                }
            }
        }
    }
}
