//! Rule 5 of `texel-dxil-verify`: handles. The resource operand of each op
//! must be of a kind and access the op supports (one table row per op: sample,
//! gather and LOD ops read SRVs, stores write UAVs, …); the sampler operand
//! must be a sampler, in default mode for plain sampling and gathers, and a
//! comparison sampler with CalculateLOD needs SM 6.8; from SM 6.6 resource
//! operands are annotated handles and `annotateHandle` annotates the result of
//! `createHandleFromBinding` with properties that name a valid kind and agree
//! with the binding's class; below 6.6 every `createHandle` has its
//! `!dx.resources` record.
//!
//! Handles without facts (through phi, select, …) are skipped. Pure.

use crate::dxil::ops::{DxilOp, OpCode, ParameterRole};
use crate::resource_types::{ResourceClass, ResourceKind};

use super::facts::{CallFacts, HandleFacts, HandleOrigin, ModuleFacts, ValueFacts};
use super::handle_table::decode_properties;
use super::violation::{article, class_label, Rule, Violation};

/// Which access an op's resource needs.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum Access {
    ReadOnly,
    Writable,
    Any,
}

/// The kinds and access an op's resource operand accepts.
struct HandleRequirement {
    op: OpCode,
    kinds: &'static [ResourceKind],
    access: Access,
}

use ResourceKind as K;

const SAMPLEABLE: &[ResourceKind] = &[
    K::Texture1D,
    K::Texture1DArray,
    K::Texture2D,
    K::Texture2DArray,
    K::Texture3D,
    K::TextureCube,
    K::TextureCubeArray,
];
/// Compare ops: no Texture3D.
const COMPARABLE: &[ResourceKind] = &[
    K::Texture1D,
    K::Texture1DArray,
    K::Texture2D,
    K::Texture2DArray,
    K::TextureCube,
    K::TextureCubeArray,
];
const GATHERABLE: &[ResourceKind] = &[
    K::Texture2D,
    K::Texture2DArray,
    K::TextureCube,
    K::TextureCubeArray,
];
const LOADABLE: &[ResourceKind] = &[
    K::Texture1D,
    K::Texture1DArray,
    K::Texture2D,
    K::Texture2DArray,
    K::Texture2DMS,
    K::Texture2DMSArray,
    K::Texture3D,
];
const STORABLE: &[ResourceKind] = &[
    K::Texture1D,
    K::Texture1DArray,
    K::Texture2D,
    K::Texture2DArray,
    K::Texture3D,
];
const MULTISAMPLED: &[ResourceKind] = &[K::Texture2DMS, K::Texture2DMSArray];
const BUFFERS: &[ResourceKind] = &[K::TypedBuffer, K::RawBuffer, K::StructuredBuffer];
/// Byte-address (RawBuffer) and structured buffers.
const RAW_BUFFERS: &[ResourceKind] = &[K::RawBuffer, K::StructuredBuffer];
const CBUFFERS: &[ResourceKind] = &[K::CBuffer];
/// What AtomicBinOp / AtomicCompareExchange work on: UAV buffers and
/// non-multisampled, non-cube textures.
const ATOMIC: &[ResourceKind] = &[
    K::Texture1D,
    K::Texture1DArray,
    K::Texture2D,
    K::Texture2DArray,
    K::Texture3D,
    K::TypedBuffer,
    K::RawBuffer,
    K::StructuredBuffer,
];
const SIZED: &[ResourceKind] = &[
    K::Texture1D,
    K::Texture1DArray,
    K::Texture2D,
    K::Texture2DArray,
    K::Texture2DMS,
    K::Texture2DMSArray,
    K::Texture3D,
    K::TextureCube,
    K::TextureCubeArray,
    K::TypedBuffer,
    K::RawBuffer,
    K::StructuredBuffer,
];

macro_rules! requirement {
    ($op:ident, $kinds:ident, $access:ident) => {
        HandleRequirement {
            op: OpCode::$op,
            kinds: $kinds,
            access: Access::$access,
        }
    };
}

const REQUIREMENTS: &[HandleRequirement] = &[
    requirement!(Sample, SAMPLEABLE, ReadOnly),
    requirement!(SampleBias, SAMPLEABLE, ReadOnly),
    requirement!(SampleLevel, SAMPLEABLE, ReadOnly),
    requirement!(SampleGrad, SAMPLEABLE, ReadOnly),
    requirement!(SampleCmp, COMPARABLE, ReadOnly),
    requirement!(SampleCmpLevelZero, COMPARABLE, ReadOnly),
    requirement!(SampleCmpLevel, COMPARABLE, ReadOnly),
    requirement!(TextureGather, GATHERABLE, ReadOnly),
    requirement!(TextureGatherCmp, GATHERABLE, ReadOnly),
    requirement!(CalculateLod, SAMPLEABLE, ReadOnly),
    requirement!(TextureLoad, LOADABLE, Any),
    requirement!(TextureStore, STORABLE, Writable),
    requirement!(BufferLoad, BUFFERS, Any),
    requirement!(BufferStore, BUFFERS, Writable),
    requirement!(RawBufferLoad, RAW_BUFFERS, Any),
    requirement!(RawBufferStore, RAW_BUFFERS, Writable),
    requirement!(AtomicBinOp, ATOMIC, Writable),
    requirement!(AtomicCompareExchange, ATOMIC, Writable),
    requirement!(CBufferLoadLegacy, CBUFFERS, Any),
    requirement!(GetDimensions, SIZED, Any),
    requirement!(Texture2DMSGetSamplePosition, MULTISAMPLED, ReadOnly),
];

/// Whether `op`'s resource operand may be of `kind` (true for ops without a
/// resource operand).
pub fn supports_kind(op: &DxilOp, kind: ResourceKind) -> bool {
    REQUIREMENTS
        .iter()
        .find(|r| r.op == op.opcode)
        .is_none_or(|r| r.kinds.contains(&kind))
}

/// `a UAV Texture2D handle`, `an SRV handle`, `a handle`.
pub fn describe_handle(handle: &HandleFacts) -> String {
    let class = handle.class.map(class_label);
    let kind = handle.kind.filter(|kind| {
        !matches!(kind, ResourceKind::Sampler | ResourceKind::CBuffer) || class.is_none()
    });
    let words: Vec<String> = [class.map(String::from), kind.map(|k| k.to_string())]
        .into_iter()
        .flatten()
        .collect();
    let text = if words.is_empty() {
        "handle".to_string()
    } else {
        format!("{} handle", words.join(" "))
    };
    format!("{} {text}", article(&text))
}

fn describe_kinds(kinds: &[ResourceKind]) -> String {
    let names: Vec<String> = kinds.iter().map(ToString::to_string).collect();
    match names.split_last() {
        Some((last, [])) => last.clone(),
        Some((last, rest)) => format!("{} or {last}", rest.join(", ")),
        None => String::new(),
    }
}

fn describe_requirement(requirement: &HandleRequirement) -> String {
    let access = match requirement.access {
        Access::ReadOnly => "read-only (SRV) ",
        Access::Writable => "writable (UAV) ",
        Access::Any => "",
    };
    format!("a {access}{} handle", describe_kinds(requirement.kinds))
}

/// Reports handle violations of a call whose signature matched `op`.
pub fn check_handles(
    call: &CallFacts,
    op: &DxilOp,
    module: &ModuleFacts,
    out: &mut Vec<Violation>,
) {
    for (index, parameter) in op.parameters.iter().enumerate() {
        let operand = index + 1;
        let handle = call.operands[operand].handle;
        match parameter.role {
            ParameterRole::Texture if op.opcode == OpCode::AnnotateHandle => {
                check_annotated_binding(operand, handle.as_ref(), out)
            }
            ParameterRole::Texture => {
                if let Some(handle) = handle {
                    check_resource(operand, &handle, op, module, out);
                }
            }
            ParameterRole::Sampler => {
                if let Some(handle) = handle {
                    check_sampler(operand, &handle, op, module, out);
                }
            }
            ParameterRole::Properties => {
                if let ValueFacts::Fields(fields) = &call.operands[operand].value {
                    if let Some(Some(word0)) = fields.first() {
                        let binding = call.operands[1].handle;
                        check_properties(operand, *word0, binding.as_ref(), out);
                    }
                }
            }
            ParameterRole::RangeId if op.opcode == OpCode::CreateHandle => {
                check_record(call, operand, out)
            }
            _ => {}
        }
    }
}

fn check_resource(
    operand: usize,
    handle: &HandleFacts,
    op: &DxilOp,
    module: &ModuleFacts,
    out: &mut Vec<Violation>,
) {
    if let Some(module) = module.target {
        if crate::dxil::rules::uses_binding_handles(module.shader_model)
            && handle.origin == HandleOrigin::FromBinding
        {
            out.push(Violation::at(
                operand,
                Rule::HandleOrigin {
                    needs: format!(
                        "an annotated handle ({}) from shader model {}",
                        HandleOrigin::Annotated.function(),
                        crate::dxil::rules::BINDING_HANDLES
                    ),
                    found: Some(format!(
                        "the result of {}",
                        HandleOrigin::FromBinding.function()
                    )),
                },
            ));
        }
    }
    let Some(requirement) = REQUIREMENTS.iter().find(|r| r.op == op.opcode) else {
        return;
    };
    let wrong_kind = handle
        .kind
        .is_some_and(|kind| !requirement.kinds.contains(&kind));
    let reads_cbuffers = requirement.kinds.contains(&K::CBuffer);
    let wrong_class = match handle.class {
        Some(ResourceClass::Sampler) => true,
        Some(ResourceClass::Cbv) => !reads_cbuffers,
        Some(_) if reads_cbuffers => true,
        Some(ResourceClass::Uav) => requirement.access == Access::ReadOnly,
        Some(ResourceClass::Srv) => requirement.access == Access::Writable,
        None => false,
    };
    if wrong_kind || wrong_class {
        out.push(Violation::at(
            operand,
            Rule::WrongHandle {
                needs: describe_requirement(requirement),
                found: describe_handle(handle),
            },
        ));
    }
}

fn check_sampler(
    operand: usize,
    handle: &HandleFacts,
    op: &DxilOp,
    module: &ModuleFacts,
    out: &mut Vec<Violation>,
) {
    let is_sampler = match (handle.class, handle.kind) {
        (Some(class), _) => class == ResourceClass::Sampler,
        (None, Some(kind)) => kind == ResourceKind::Sampler,
        (None, None) => true,
    };
    if !is_sampler {
        out.push(Violation::at(
            operand,
            Rule::WrongHandle {
                needs: "a Sampler handle".into(),
                found: describe_handle(handle),
            },
        ));
        return;
    }
    let is_comparison_op = op.parameter_index(ParameterRole::CompareValue).is_some();
    if handle.comparison_sampler == Some(false) && is_comparison_op {
        // DXIL's validator: sample_c_* and gather_c need a comparison-mode sampler.
        out.push(Violation::at(
            operand,
            Rule::WrongHandle {
                needs: "a comparison-mode sampler (SamplerComparisonState)".into(),
                found: "a default-mode sampler (SamplerState)".into(),
            },
        ));
        return;
    }
    if handle.comparison_sampler != Some(true) {
        return;
    }
    if op.opcode == OpCode::CalculateLod {
        if let Some(module) = module.target {
            if let Some(violation) =
                crate::dxil::rules::comparison_sampler_lod(true, module.shader_model)
            {
                out.push(Violation::at(operand, Rule::Dxil(violation.into())));
            }
        }
    } else if !is_comparison_op {
        out.push(Violation::at(
            operand,
            Rule::WrongHandle {
                needs: "a default-mode sampler (SamplerState)".into(),
                found: "a comparison sampler (SamplerComparisonState)".into(),
            },
        ));
    }
}

/// annotateHandle's handle must be the result of createHandleFromBinding.
fn check_annotated_binding(operand: usize, handle: Option<&HandleFacts>, out: &mut Vec<Violation>) {
    let needs = format!("the result of {}", HandleOrigin::FromBinding.function());
    match handle.map(|handle| handle.origin) {
        Some(HandleOrigin::FromBinding) => {}
        Some(origin) => out.push(Violation::at(
            operand,
            Rule::HandleOrigin {
                needs,
                found: Some(format!("the result of {}", origin.function())),
            },
        )),
        None => out.push(Violation::at(
            operand,
            Rule::HandleOrigin { needs, found: None },
        )),
    }
}

/// The properties must name a kind and agree with the binding's class.
fn check_properties(
    operand: usize,
    word0: i64,
    binding: Option<&HandleFacts>,
    out: &mut Vec<Violation>,
) {
    let properties = decode_properties(word0);
    if properties.kind.is_none() {
        out.push(Violation::at(
            operand,
            Rule::UnknownKind(properties.kind_number),
        ));
        return;
    }
    let binding_class = binding
        .filter(|binding| binding.origin == HandleOrigin::FromBinding)
        .and_then(|binding| binding.class);
    if let Some(binding_class) = binding_class {
        if binding_class != properties.class {
            out.push(Violation::at(
                operand,
                Rule::ClassMismatch {
                    properties: properties.class,
                    binding: binding_class,
                },
            ));
        }
    }
}

/// Below 6.6, createHandle's record must exist in `!dx.resources`.
fn check_record(call: &CallFacts, operand: usize, out: &mut Vec<Violation>) {
    let Some(HandleFacts {
        origin: HandleOrigin::CreateHandle {
            record_found: false,
        },
        class: Some(class),
        ..
    }) = call.result_handle
    else {
        return;
    };
    if let ValueFacts::Int(id) = call.operands[operand].value {
        out.push(Violation::at(operand, Rule::MissingRecord { class, id }));
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn facts(class: Option<ResourceClass>, kind: Option<ResourceKind>) -> HandleFacts {
        HandleFacts {
            origin: HandleOrigin::Annotated,
            class,
            kind,
            comparison_sampler: None,
        }
    }

    #[test]
    fn describes_handles() {
        assert_eq!(
            describe_handle(&facts(Some(ResourceClass::Uav), Some(K::Texture2D))),
            "a UAV Texture2D handle"
        );
        assert_eq!(
            describe_handle(&facts(Some(ResourceClass::Srv), None)),
            "an SRV handle"
        );
        assert_eq!(
            describe_handle(&facts(Some(ResourceClass::Sampler), Some(K::Sampler))),
            "a Sampler handle"
        );
        assert_eq!(describe_handle(&facts(None, None)), "a handle");
        assert_eq!(
            describe_handle(&facts(None, Some(K::Texture1D))),
            "a Texture1D handle"
        );
    }

    #[test]
    fn every_op_with_a_resource_has_a_requirement() {
        for op in crate::dxil::ops::DXIL_OPS {
            let has_resource = op.opcode != OpCode::AnnotateHandle
                && op.parameter_index(ParameterRole::Texture).is_some();
            assert_eq!(
                has_resource,
                REQUIREMENTS.iter().any(|r| r.op == op.opcode),
                "{}",
                op.name
            );
        }
        assert_eq!(
            describe_requirement(&REQUIREMENTS[7]),
            "a read-only (SRV) Texture2D, Texture2DArray, TextureCube or TextureCubeArray handle"
        );
    }
}
