//! Lowering of the LLVM intrinsics that are not resource or thread-id
//! intrinsics — math, bit, dot, wave, quad and barrier intrinsics, and
//! `llvm.vector.reduce.*` — to DXIL ops by their row of
//! `crate::dxil::intrinsic_ops`, one op per vector lane.
//!
//! `plan` reads and checks every such call (the op, its overload, shader
//! model and stage, through `CheckedOp`) before any edit; `lower` rewrites
//! the planned calls. It spells no opcode and no intrinsic name: the rows
//! say which op or expansion a call becomes. One pass over the
//! instructions; each call is rewritten in place.

use crate::catalogue::{api_prefix, family_prefix, recognise, recognise_system_value};
use crate::dxil::checked_op::CheckedOp;
use crate::dxil::intrinsic_ops::{intrinsic_lowering, Expansion, IntrinsicLowering, Reduction};
use crate::dxil::ops::{OpCode, Overload, ParameterRole};
use crate::ir_type::ScalarType;
use crate::llvm::{
    is_vector_type, type_of, value_type, CallSite, IrBuilder, LLVMIntPredicate, LLVMOpcode,
    LLVMRealPredicate, LLVMValueRef, ModuleView,
};
use crate::pass::PassDiagnostic;
use crate::target::{dxil_target_of, Api, DxilTarget};

use super::messages::DxilLoweringError as E;
use super::op_calls::OpEmitter;

/// One call to rewrite, with the ops it becomes, checked for the module.
pub struct PlannedCall {
    call: LLVMValueRef,
    lowering: IntrinsicLowering,
    /// The checked ops, in the order the rewrite uses them.
    ops: Vec<CheckedOp>,
}

/// Whether the resource lowering (`analysis`) handles the callee: DirectX
/// resource and thread-id intrinsics, and SPIR-V ones (which it rejects).
fn lowered_elsewhere(callee: &str) -> bool {
    callee.starts_with(family_prefix(Api::Dx))
        || callee.starts_with(api_prefix(Api::Spv))
        || recognise(callee).is_some()
        || recognise_system_value(callee).is_some()
}

/// The scalar type of a value's lanes.
fn lane_scalar(value: LLVMValueRef) -> Option<ScalarType> {
    value_type(value).scalar()
}

/// Checks every intrinsic call of the module against the table and the op
/// rows; the calls to rewrite, or every problem found.
pub fn plan(module: ModuleView<'_>) -> Result<Vec<PlannedCall>, Vec<PassDiagnostic>> {
    let Ok(target) = dxil_target_of(&module.target_triple()) else {
        // The resource analysis reports the triple.
        return Ok(Vec::new());
    };
    let mut planned = Vec::new();
    let mut diagnostics = Vec::new();
    for function in module.functions().filter(|f| !f.is_declaration()) {
        for instruction in function.instructions() {
            let Some(call) = instruction.as_call() else {
                continue;
            };
            if !call.callee_name_starts_with("llvm.") {
                continue;
            }
            let callee = call.callee_name();
            if lowered_elsewhere(&callee) {
                continue;
            }
            match plan_call(&call, &callee, target) {
                Ok(Some(call)) => planned.push(call),
                Ok(None) => {}
                Err(error) => diagnostics.push(PassDiagnostic::at(
                    &function.name(),
                    instruction,
                    error.to_string(),
                )),
            }
        }
    }
    if diagnostics.is_empty() {
        Ok(planned)
    } else {
        Err(diagnostics)
    }
}

fn plan_call(
    call: &CallSite<'_>,
    callee: &str,
    target: DxilTarget,
) -> Result<Option<PlannedCall>, E> {
    let Some(lowering) = intrinsic_lowering(callee) else {
        return Err(E::NoDxilLowering {
            name: callee.to_string(),
        });
    };
    let first = (call.argument_count() > 0).then(|| call.argument(0));
    let element = first.and_then(lane_scalar);
    let check = |op: OpCode, scalar: Option<ScalarType>| -> Result<CheckedOp, E> {
        let row = op.row();
        let overloaded = !row.all_overloads().is_empty();
        let overload = if overloaded {
            let scalar = scalar.ok_or_else(|| E::IntrinsicOverload {
                name: callee.to_string(),
                op: row.name,
                ty: "such".to_string(),
            })?;
            Some(
                Overload::of_scalar(scalar).ok_or_else(|| E::IntrinsicOverload {
                    name: callee.to_string(),
                    op: row.name,
                    ty: scalar.llvm_spelling().to_string(),
                })?,
            )
        } else {
            None
        };
        CheckedOp::new(op, overload, target).map_err(|error| E::IntrinsicOp {
            name: callee.to_string(),
            error,
        })
    };
    let ops = match lowering {
        IntrinsicLowering::Kept => return Ok(None),
        IntrinsicLowering::Dropped => Vec::new(),
        IntrinsicLowering::Op(op) | IntrinsicLowering::OpWithImmediates(op, _) => {
            // The overload is the type of the op's first overloaded operand
            // (or of the call's result, for ops without operands).
            let has_argument = op
                .row()
                .parameter_index(ParameterRole::Argument(0))
                .is_some();
            let scalar = if has_argument {
                element
            } else {
                value_type(call.instruction().as_raw()).scalar()
            };
            vec![check(op, scalar)?]
        }
        IntrinsicLowering::Barrier(_) => vec![check(OpCode::Barrier, None)?],
        IntrinsicLowering::Expand(expansion) => match expansion {
            Expansion::Exp | Expansion::Exp10 | Expansion::Pow => {
                let log = check(OpCode::Log, element)?;
                let exp = check(OpCode::Exp, element)?;
                if expansion == Expansion::Pow {
                    vec![log, exp]
                } else {
                    vec![exp]
                }
            }
            Expansion::Log | Expansion::Log10 => vec![check(OpCode::Log, element)?],
            Expansion::Atan2 => vec![check(OpCode::Atan, element)?],
            Expansion::IntegerAbs => vec![check(OpCode::IMax, element)?],
            Expansion::Countbits => vec![check(OpCode::Countbits, element)?],
            Expansion::BitScan(op) => vec![check(op, element)?],
            Expansion::FloatDot => {
                let width = first.map_or(1, |value| value_type(value).components().unwrap_or(1));
                let op = match width {
                    2 => OpCode::Dot2,
                    3 => OpCode::Dot3,
                    4 => OpCode::Dot4,
                    _ => {
                        return Err(E::DotWidth {
                            name: callee.to_string(),
                            width,
                        })
                    }
                };
                vec![check(op, element)?]
            }
            Expansion::IntegerDot { signed } => {
                let op = if signed { OpCode::IMad } else { OpCode::UMad };
                vec![check(op, element)?]
            }
            Expansion::Clamp { max, min } => vec![check(max, element)?, check(min, element)?],
            Expansion::AllAny { .. } => Vec::new(),
            Expansion::Ballot => vec![check(OpCode::WaveActiveBallot, None)?],
            Expansion::Reduce(reduction) => {
                let vector = match reduction {
                    Reduction::FAdd | Reduction::FMul => call.argument(1),
                    _ => call.argument(0),
                };
                match reduction {
                    Reduction::Op(op) => vec![check(op, lane_scalar(vector))?],
                    _ => Vec::new(),
                }
            }
        },
    };
    Ok(Some(PlannedCall {
        call: call.instruction().as_raw(),
        lowering,
        ops,
    }))
}

/// Rewrites every planned call, then deletes the intrinsic declarations
/// left without calls.
pub fn lower(emitter: &OpEmitter<'_, '_>, planned: &[PlannedCall]) {
    let mut declarations = Vec::new();
    let mut seen = std::collections::HashSet::new();
    for call in planned {
        let declaration = crate::llvm::called_value(call.call);
        if seen.insert(declaration) {
            declarations.push(declaration);
        }
        lower_call(emitter, call);
    }
    for declaration in declarations {
        emitter.builder.delete_function_if_unused(declaration);
    }
}

/// The call's arguments.
fn arguments(call: LLVMValueRef) -> Vec<LLVMValueRef> {
    let site = crate::llvm::call_site_of(call).expect("a planned call");
    (0..site.argument_count())
        .map(|index| site.argument(index))
        .collect()
}

/// The lanes of a vector value (the value itself for a scalar).
fn lanes_of(builder: &IrBuilder<'_>, value: LLVMValueRef) -> Vec<LLVMValueRef> {
    match value_type(value).components() {
        Some(count) if is_vector_type(type_of(value)) => (0..count)
            .map(|lane| builder.extract_element(value, lane))
            .collect(),
        _ => vec![value],
    }
}

fn lower_call(emitter: &OpEmitter<'_, '_>, planned: &PlannedCall) {
    let builder = emitter.builder;
    let call = planned.call;
    builder.position_before(call);
    let arguments = arguments(call);
    let ops = &planned.ops;
    let result = match planned.lowering {
        IntrinsicLowering::Kept => return,
        IntrinsicLowering::Dropped => None,
        IntrinsicLowering::Op(_) => Some(per_lane(builder, call, &arguments, |lane| {
            emitter.call_op(ops[0], lane)
        })),
        IntrinsicLowering::OpWithImmediates(_, immediates) => {
            Some(per_lane(builder, call, &arguments, |lane| {
                let mut all = lane.to_vec();
                all.extend(immediates.iter().map(|value| builder.const_i8(*value)));
                emitter.call_op(ops[0], &all)
            }))
        }
        IntrinsicLowering::Barrier(mode) => {
            emitter.call_op(ops[0], &[builder.const_i32(i64::from(mode))]);
            None
        }
        IntrinsicLowering::Expand(expansion) => {
            Some(expand(emitter, call, &arguments, expansion, ops))
        }
    };
    if let Some(result) = result {
        builder.take_name(call, result);
        builder.replace_all_uses(call, result);
    }
    builder.erase(call);
}

/// Applies `scalar` to each lane of the call's vector operands (scalar
/// operands are passed to every lane as they are) and gathers the results
/// into the call's result type.
fn per_lane(
    builder: &IrBuilder<'_>,
    call: LLVMValueRef,
    arguments: &[LLVMValueRef],
    scalar: impl Fn(&[LLVMValueRef]) -> LLVMValueRef,
) -> LLVMValueRef {
    let result_type = type_of(call);
    if !is_vector_type(result_type) {
        return scalar(arguments);
    }
    let count = value_type(call).components().unwrap_or(1);
    let mut vector = builder.undef(result_type);
    for lane in 0..count {
        let lane_arguments: Vec<LLVMValueRef> = arguments
            .iter()
            .map(|argument| {
                if is_vector_type(type_of(*argument)) {
                    builder.extract_element(*argument, lane)
                } else {
                    *argument
                }
            })
            .collect();
        let value = scalar(&lane_arguments);
        vector = builder.insert_element(vector, value, lane);
    }
    vector
}

/// `log2(e)`, `log2(10)`, `ln(2)`, `log10(2)`: DXILIntrinsicExpansion's constants.
const LOG2_E: f64 = std::f64::consts::LOG2_E;
const LOG2_10: f64 = std::f64::consts::LOG2_10;
const LN_2: f64 = std::f64::consts::LN_2;
const LOG10_2: f64 = std::f64::consts::LOG10_2;

fn expand(
    emitter: &OpEmitter<'_, '_>,
    call: LLVMValueRef,
    arguments: &[LLVMValueRef],
    expansion: Expansion,
    ops: &[CheckedOp],
) -> LLVMValueRef {
    let builder = emitter.builder;
    let fmul_by = |value: LLVMValueRef, factor: f64| {
        let constant = builder.const_float(type_of(value), factor);
        builder.binary(LLVMOpcode::LLVMFMul, value, constant)
    };
    match expansion {
        Expansion::Exp | Expansion::Exp10 => {
            let factor = if expansion == Expansion::Exp {
                LOG2_E
            } else {
                LOG2_10
            };
            per_lane(builder, call, arguments, |lane| {
                emitter.call_op(ops[0], &[fmul_by(lane[0], factor)])
            })
        }
        Expansion::Log | Expansion::Log10 => {
            let factor = if expansion == Expansion::Log {
                LN_2
            } else {
                LOG10_2
            };
            per_lane(builder, call, arguments, |lane| {
                fmul_by(emitter.call_op(ops[0], &[lane[0]]), factor)
            })
        }
        Expansion::Pow => per_lane(builder, call, arguments, |lane| {
            let log = emitter.call_op(ops[0], &[lane[0]]);
            let product = builder.binary(LLVMOpcode::LLVMFMul, lane[1], log);
            emitter.call_op(ops[1], &[product])
        }),
        Expansion::Atan2 => per_lane(builder, call, arguments, |lane| {
            atan2(emitter, ops[0], lane[0], lane[1])
        }),
        Expansion::IntegerAbs => per_lane(builder, call, arguments, |lane| {
            let zero = builder.const_int(type_of(lane[0]), 0);
            let negated = builder.sub(zero, lane[0]);
            emitter.call_op(ops[0], &[lane[0], negated])
        }),
        Expansion::Countbits => per_lane(builder, call, arguments, |lane| {
            let count = emitter.call_op(ops[0], &[lane[0]]);
            builder.convert(count, type_of(lane[0]), false)
        }),
        Expansion::BitScan(_) => per_lane(builder, call, arguments, |lane| {
            let ty = type_of(lane[0]);
            let index = emitter.call_op(ops[0], &[lane[0]]);
            let count = builder.convert(index, ty, false);
            let zero = builder.const_int(ty, 0);
            let is_zero = builder.compare(LLVMIntPredicate::LLVMIntEQ, lane[0], zero);
            let width = lane_scalar(lane[0]).map_or(32, |scalar| scalar.bits());
            builder.select(is_zero, builder.const_int(ty, i64::from(width)), count)
        }),
        Expansion::Clamp { .. } => per_lane(builder, call, arguments, |lane| {
            let at_least = emitter.call_op(ops[0], &[lane[0], lane[1]]);
            emitter.call_op(ops[1], &[at_least, lane[2]])
        }),
        Expansion::FloatDot => {
            let mut all = lanes_of(builder, arguments[0]);
            all.extend(lanes_of(builder, arguments[1]));
            emitter.call_op(ops[0], &all)
        }
        Expansion::IntegerDot { .. } => {
            let (a, b) = (
                lanes_of(builder, arguments[0]),
                lanes_of(builder, arguments[1]),
            );
            let first = builder.mul(a[0], b[0]);
            a.iter()
                .zip(&b)
                .skip(1)
                .fold(first, |sum, (a, b)| emitter.call_op(ops[0], &[*a, *b, sum]))
        }
        Expansion::Ballot => {
            let ballot = emitter.call_op(ops[0], &[arguments[0]]);
            (0..4).fold(builder.undef(type_of(call)), |vector, lane| {
                builder.insert_element(vector, builder.extract_value(ballot, lane), lane)
            })
        }
        Expansion::AllAny { all } => {
            let conditions: Vec<LLVMValueRef> = lanes_of(builder, arguments[0])
                .into_iter()
                .map(|lane| is_non_zero(builder, lane))
                .collect();
            let combine = if all {
                LLVMOpcode::LLVMAnd
            } else {
                LLVMOpcode::LLVMOr
            };
            conditions
                .into_iter()
                .reduce(|left, right| builder.binary(combine, left, right))
                .expect("a value has a lane")
        }
        Expansion::Reduce(reduction) => {
            let (start, vector) = match reduction {
                Reduction::FAdd | Reduction::FMul => (Some(arguments[0]), arguments[1]),
                _ => (None, arguments[0]),
            };
            let lanes = lanes_of(builder, vector);
            let combine = |left: LLVMValueRef, right: LLVMValueRef| {
                let opcode = match reduction {
                    Reduction::Add => LLVMOpcode::LLVMAdd,
                    Reduction::Mul => LLVMOpcode::LLVMMul,
                    Reduction::And => LLVMOpcode::LLVMAnd,
                    Reduction::Or => LLVMOpcode::LLVMOr,
                    Reduction::Xor => LLVMOpcode::LLVMXor,
                    Reduction::FAdd => LLVMOpcode::LLVMFAdd,
                    Reduction::FMul => LLVMOpcode::LLVMFMul,
                    Reduction::Op(_) => return emitter.call_op(ops[0], &[left, right]),
                };
                builder.binary(opcode, left, right)
            };
            let mut lanes = lanes.into_iter();
            let first = start.unwrap_or_else(|| lanes.next().expect("a vector has lanes"));
            lanes.fold(first, combine)
        }
    }
}

/// `lane != 0` as an `i1` (an `i1` lane is its own condition).
fn is_non_zero(builder: &IrBuilder<'_>, lane: LLVMValueRef) -> LLVMValueRef {
    match lane_scalar(lane) {
        Some(ScalarType::I1) => lane,
        Some(scalar) if scalar.is_float() => {
            let zero = builder.const_float(type_of(lane), 0.0);
            builder.float_compare(LLVMRealPredicate::LLVMRealUNE, lane, zero)
        }
        _ => {
            let zero = builder.const_int(type_of(lane), 0);
            builder.compare(LLVMIntPredicate::LLVMIntNE, lane, zero)
        }
    }
}

/// `atan2(y, x)` as DXILIntrinsicExpansion expands it: `atan(y / x)`, plus
/// π when x < 0 and y >= 0, minus π when x < 0 and y < 0, and ±π/2 when
/// x = 0.
fn atan2(
    emitter: &OpEmitter<'_, '_>,
    atan: CheckedOp,
    y: LLVMValueRef,
    x: LLVMValueRef,
) -> LLVMValueRef {
    let builder = emitter.builder;
    let ty = type_of(y);
    let quotient = builder.binary(LLVMOpcode::LLVMFDiv, y, x);
    let angle = emitter.call_op(atan, &[quotient]);
    let pi = builder.const_float(ty, std::f64::consts::PI);
    let half_pi = builder.const_float(ty, std::f64::consts::FRAC_PI_2);
    let minus_half_pi = builder.const_float(ty, -std::f64::consts::FRAC_PI_2);
    let zero = builder.const_float(ty, 0.0);
    let plus_pi = builder.binary(LLVMOpcode::LLVMFAdd, angle, pi);
    let minus_pi = builder.binary(LLVMOpcode::LLVMFSub, angle, pi);
    let x_negative = builder.float_compare(LLVMRealPredicate::LLVMRealOLT, x, zero);
    let x_zero = builder.float_compare(LLVMRealPredicate::LLVMRealOEQ, x, zero);
    let y_non_negative = builder.float_compare(LLVMRealPredicate::LLVMRealOGE, y, zero);
    let y_negative = builder.float_compare(LLVMRealPredicate::LLVMRealOLT, y, zero);
    let x_negative_y_non_negative = builder.and(x_negative, y_non_negative);
    let result = builder.select(x_negative_y_non_negative, plus_pi, angle);
    let x_negative_y_negative = builder.and(x_negative, y_negative);
    let result = builder.select(x_negative_y_negative, minus_pi, result);
    let x_zero_y_negative = builder.and(x_zero, y_negative);
    let result = builder.select(x_zero_y_negative, minus_half_pi, result);
    let x_zero_y_non_negative = builder.and(x_zero, y_non_negative);
    builder.select(x_zero_y_non_negative, half_pi, result)
}
