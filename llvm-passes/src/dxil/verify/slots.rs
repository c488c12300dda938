//! Rule 4 of `texel-dxil-verify`: which operand slots must be undef and which
//! must hold a value (DXIL.md "Active coordinates and offsets per kind" and
//! "Filling unused operands").
//!
//! With the resource's kind known (and supported by the op): coordinates,
//! offsets and gradient components beyond the kind's active count are undef,
//! active coordinates and gradients are not, active offsets are all given or
//! all undef; TextureLoad's mip slot is undef for a non-MS UAV and holds the
//! mip or sample index otherwise; GetDimensions' mip is undef for UAVs, buffers
//! and MS textures; typed and byte-address (RawBuffer) buffers have no element
//! offset, a structured buffer always has one (the byte offset inside the
//! element); a store to a raw or structured buffer gives exactly the values its
//! write mask writes (the others are undef, as DXIL's "write mask must match
//! the store value mask" rule wants). Without the kind: level, bias, compare
//! value, sample, buffer index and cbuffer row are never undef, stored values
//! whose write-mask bit is set are never undef, and below SM 6.7 every given
//! offset is a constant in [-8, 7]. Pure.

use crate::dxil::ops::{DxilOp, OpCode, Parameter, ParameterRole, ParameterType};
use crate::resource_types::{ResourceClass, ResourceKind};

use super::facts::{CallFacts, HandleFacts, ModuleFacts, ValueFacts};
use super::handles::supports_kind;
use super::violation::{Rule, Violation};

/// What a slot must hold.
#[derive(Clone, Debug, PartialEq, Eq)]
enum Slot {
    Undef(String),
    Given(String),
    /// An active offset: given or undef, like its siblings.
    ActiveOffset,
    Free,
}

/// Reports undef-rule violations of a call whose signature matched `op`.
pub fn check_slots(call: &CallFacts, op: &DxilOp, module: &ModuleFacts, out: &mut Vec<Violation>) {
    let resource = op
        .parameter_index(ParameterRole::Texture)
        .filter(|_| op.opcode != OpCode::AnnotateHandle)
        .and_then(|index| call.operands[index + 1].handle)
        .filter(|handle| handle.kind.is_none_or(|kind| supports_kind(op, kind)));
    let mask = op
        .parameter_index(ParameterRole::WriteMask)
        .and_then(|index| match call.operands[index + 1].value {
            ValueFacts::Int(mask) => Some(mask),
            _ => None,
        });
    let mut active_offsets = Vec::new();
    for (index, parameter) in op.parameters.iter().enumerate() {
        let operand = index + 1;
        let value = &call.operands[operand].value;
        let slot = slot(op, parameter, resource.as_ref(), mask);
        match &slot {
            Slot::Undef(why) if *value != ValueFacts::Undef => out.push(Violation::at(
                operand,
                Rule::MustBeUndef {
                    poison: *value == ValueFacts::Poison,
                    why: why.clone(),
                },
            )),
            Slot::Given(why) if value.is_missing() => out.push(Violation::at(
                operand,
                Rule::MustNotBeUndef {
                    poison: *value == ValueFacts::Poison,
                    why: why.clone(),
                },
            )),
            Slot::ActiveOffset | Slot::Free
                if *value == ValueFacts::Poison && !parameter.immediate =>
            {
                out.push(Violation::at(operand, Rule::Poison))
            }
            Slot::ActiveOffset => active_offsets.push(operand),
            _ => {}
        }
        if matches!(parameter.role, ParameterRole::Offset(_))
            && !matches!(slot, Slot::Undef(_))
            && !value.is_missing()
        {
            check_offset_range(operand, value, module, out);
        }
    }
    check_offsets_all_or_none(call, op, resource.as_ref(), &active_offsets, out);
}

/// The rule of one slot.
fn slot(
    op: &DxilOp,
    parameter: &Parameter,
    resource: Option<&HandleFacts>,
    mask: Option<i64>,
) -> Slot {
    let kind = resource.and_then(|handle| handle.kind);
    let class = resource.and_then(|handle| handle.class);
    match (parameter.role, kind) {
        (ParameterRole::Coordinate(index), Some(kind)) => active(
            index,
            coordinate_count(op, parameter, kind),
            "coordinate",
            op,
            kind,
        ),
        (ParameterRole::GradientX(index) | ParameterRole::GradientY(index), Some(kind)) => active(
            index,
            kind.facts().gradient_components,
            "gradient component",
            op,
            kind,
        ),
        (ParameterRole::Offset(index), Some(kind)) => {
            match active(
                index,
                kind.facts().active_offset_components,
                "offset",
                op,
                kind,
            ) {
                Slot::Given(_) => Slot::ActiveOffset,
                other => other,
            }
        }
        (ParameterRole::MipOrSample, Some(kind)) if kind.is_multisampled() => {
            Slot::Given(format!("it is the sample index of a {kind}"))
        }
        (ParameterRole::MipOrSample, Some(kind)) => match class {
            Some(ResourceClass::Uav) => {
                Slot::Undef(format!("a writable (UAV) {kind} has no mip levels"))
            }
            Some(_) => Slot::Given(format!("it is the mip level of a {kind}")),
            None => Slot::Free,
        },
        (ParameterRole::Mip, Some(kind)) if kind.is_multisampled() || !kind.is_texture() => {
            Slot::Undef(format!("a {kind} has no mip levels"))
        }
        (ParameterRole::Mip, Some(kind)) => match class {
            Some(ResourceClass::Uav) => {
                Slot::Undef(format!("a writable (UAV) {kind} has no mip levels"))
            }
            Some(_) => Slot::Given(format!("it is the mip level of a {kind}")),
            None => Slot::Free,
        },
        (ParameterRole::ElementOffset, Some(ResourceKind::TypedBuffer)) => {
            Slot::Undef("a typed buffer has no element offset".into())
        }
        (ParameterRole::ElementOffset, Some(ResourceKind::RawBuffer)) => Slot::Undef(
            "a byte-address buffer (RawBuffer) has no element offset: the index is the byte offset"
                .into(),
        ),
        (ParameterRole::ElementOffset, Some(ResourceKind::StructuredBuffer)) => {
            Slot::Given("it is the byte offset inside the element of a StructuredBuffer".into())
        }
        (ParameterRole::Row, _) => Slot::Given(format!("{} needs a row", op.name)),
        (ParameterRole::Lod, _) => Slot::Given(format!("{} needs a level of detail", op.name)),
        (ParameterRole::Bias, _) => Slot::Given(format!("{} needs a bias", op.name)),
        (ParameterRole::CompareValue, _) => {
            Slot::Given(format!("{} needs a compare value", op.name))
        }
        (ParameterRole::SampleIndex, _) => Slot::Given(format!("{} needs a sample index", op.name)),
        (ParameterRole::BufferIndex, _) => {
            Slot::Given(format!("{} needs an element index", op.name))
        }
        (ParameterRole::Value(index), _) => {
            let raw = op.opcode == OpCode::RawBufferStore
                || matches!(
                    kind,
                    Some(ResourceKind::RawBuffer | ResourceKind::StructuredBuffer)
                );
            match mask {
                Some(mask) if mask & (1 << index) != 0 => {
                    Slot::Given(format!("write mask {mask} writes component {index}"))
                }
                Some(mask) if raw => Slot::Undef(format!(
                    "write mask {mask} does not write component {index} (the stored values must match the write mask)"
                )),
                _ => Slot::Free,
            }
        }
        _ => Slot::Free,
    }
}

/// Active (`Given`) below `count`, `Undef` from it on.
fn active(index: u8, count: u32, noun: &str, op: &DxilOp, kind: ResourceKind) -> Slot {
    let takes = match count {
        0 => format!("no {noun}s"),
        1 => format!("1 {noun}"),
        n => format!("{n} {noun}s"),
    };
    let why = format!("{} on a {kind} takes {takes}", op.name);
    if u32::from(index) < count {
        Slot::Given(why)
    } else {
        Slot::Undef(why)
    }
}

/// Coordinates of `op` on `kind`: CalculateLOD's column of DXIL.md's table,
/// integer (load/store) coordinates, or float sample coordinates.
fn coordinate_count(op: &DxilOp, parameter: &Parameter, kind: ResourceKind) -> u32 {
    let facts = kind.facts();
    match (op.opcode, parameter.ty) {
        (OpCode::CalculateLod, _) => facts.gradient_components,
        // Atomics on a structured buffer: the element index and the byte
        // offset inside the element.
        (OpCode::AtomicBinOp | OpCode::AtomicCompareExchange, _)
            if kind == ResourceKind::StructuredBuffer =>
        {
            2
        }
        (_, ParameterType::I32) => facts.load_coordinate_components,
        _ => facts.sample_coordinate_components,
    }
}

/// Below SM 6.7 a given offset is a constant in [-8, 7].
fn check_offset_range(
    operand: usize,
    value: &ValueFacts,
    module: &ModuleFacts,
    out: &mut Vec<Violation>,
) {
    let Some(module) = module.target else {
        return;
    };
    let component = match value {
        ValueFacts::Int(offset) => Some(*offset),
        _ => None,
    };
    let components = crate::dxil::rules::OffsetComponents(vec![component]);
    if let Some(violation) = crate::dxil::rules::immediate_offsets(&components, module.shader_model)
    {
        out.push(Violation::at(operand, Rule::Dxil(violation.into())));
    }
}

/// Active offsets are all given or all undef.
fn check_offsets_all_or_none(
    call: &CallFacts,
    op: &DxilOp,
    resource: Option<&HandleFacts>,
    active_offsets: &[usize],
    out: &mut Vec<Violation>,
) {
    let missing: Vec<usize> = active_offsets
        .iter()
        .copied()
        .filter(|operand| call.operands[*operand].value.is_missing())
        .collect();
    if missing.is_empty() || missing.len() == active_offsets.len() {
        return;
    }
    let kind = resource
        .and_then(|handle| handle.kind)
        .map_or_else(String::new, |kind| format!(" on a {kind}"));
    for operand in missing {
        out.push(Violation::at(
            operand,
            Rule::MustNotBeUndef {
                poison: call.operands[operand].value == ValueFacts::Poison,
                why: format!(
                    "the other offsets are given, and the {} offsets of {}{kind} are all given or all undef",
                    active_offsets.len(),
                    op.name
                ),
            },
        ));
    }
}
