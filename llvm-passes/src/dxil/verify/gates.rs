//! Shader-model and stage gates of `texel-dxil-verify`: an op's minimum shader
//! model (from the op table), the handle ops' era (`createHandle` below 6.6,
//! `createHandleFromBinding` + `annotateHandle` from 6.6), and where implicit
//! derivatives are allowed (DXIL.md "Rules to enforce"). The thread-group shape
//! rule of derivatives in compute-like stages is not checked here (it needs
//! `!dx.entryPoints`). Pure; skipped when the module has no shader model.

use crate::dxil::ops::{dxil_op, DxilOp, OpCode};
use crate::dxil::rules::{self, ThreadGroupFact};
use crate::target::ShaderModel;

use super::facts::ModuleFacts;
use super::violation::{Rule, Violation};

/// Ops that are no longer allowed from a shader model on, and what replaces them.
const RETIRED: &[(OpCode, ShaderModel, [OpCode; 2])] = &[(
    OpCode::CreateHandle,
    rules::BINDING_HANDLES,
    [OpCode::CreateHandleFromBinding, OpCode::AnnotateHandle],
)];

/// Reports the gates `op` breaks in `module`.
pub fn check_gates(op: &DxilOp, module: &ModuleFacts, out: &mut Vec<Violation>) {
    let Some(module) = module.target else {
        return;
    };
    let needed = ShaderModel::six(op.min_shader_model_minor);
    if let Some(violation) = rules::shader_model_gate(needed, module.shader_model) {
        out.push(Violation::call(Rule::Dxil(violation.into())));
    }
    for (opcode, from, [first, second]) in RETIRED {
        if op.opcode == *opcode && module.shader_model >= *from {
            out.push(Violation::call(Rule::OpRetired {
                from_minor: from.minor,
                replacement: format!(
                    "use {} and {}",
                    dxil_op(*first).function_name(None),
                    dxil_op(*second).function_name(None)
                ),
                module: module.shader_model,
            }));
        }
    }
    if !op.computes_derivatives() {
        return;
    }
    // The thread-group shape needs `!dx.entryPoints`; it is not checked here.
    let thread_group = ThreadGroupFact::NotChecked;
    if let Some(violation) = rules::derivatives(module.stage, module.shader_model, thread_group) {
        out.push(Violation::call(Rule::Dxil(violation.into())));
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::dxil::ops::dxil_op;
    use crate::target::{DxilTarget, ShaderModel, Stage};

    fn gates(opcode: OpCode, minor: u32, stage: Stage) -> Vec<String> {
        let module = ModuleFacts {
            target: Some(DxilTarget {
                shader_model: ShaderModel::six(minor),
                stage,
            }),
        };
        let mut out = Vec::new();
        check_gates(dxil_op(opcode), &module, &mut out);
        out.iter().map(|v| v.rule.to_string()).collect()
    }

    #[test]
    fn handle_ops_follow_their_era() {
        assert!(gates(OpCode::CreateHandle, 5, Stage::Compute).is_empty());
        assert_eq!(
            gates(OpCode::CreateHandle, 6, Stage::Compute),
            ["is not allowed from shader model 6.6 (use dx.op.createHandleFromBinding and dx.op.annotateHandle), the module is 6.6"]
        );
        assert_eq!(
            gates(OpCode::AnnotateHandle, 5, Stage::Pixel),
            ["requires shader model 6.6 or newer; the target shader model is 6.5"]
        );
        assert!(gates(OpCode::CreateHandleFromBinding, 8, Stage::Pixel).is_empty());
        assert_eq!(
            gates(OpCode::SampleCmpLevel, 6, Stage::Pixel),
            ["requires shader model 6.7 or newer; the target shader model is 6.6"]
        );
    }

    #[test]
    fn derivatives_follow_the_stage() {
        assert!(gates(OpCode::Sample, 0, Stage::Pixel).is_empty());
        assert!(gates(OpCode::SampleLevel, 0, Stage::Vertex).is_empty());
        assert_eq!(
            gates(OpCode::Sample, 6, Stage::Vertex),
            ["is unavailable in vertex shaders, which have no implicit derivatives"]
        );
        assert_eq!(
            gates(OpCode::CalculateLod, 5, Stage::Compute),
            ["is only available in compute shaders on shader model 6.6 or newer (it computes implicit derivatives); the target shader model is 6.5"]
        );
        assert!(gates(OpCode::SampleBias, 6, Stage::Mesh).is_empty());
    }
}
