//! Implicit derivatives outside fragment shaders.
//!
//! Implicit-LOD instructions (`MarkerOperation::uses_implicit_lod`) are legal
//! in fragment shaders, and in compute / mesh / task shaders only with a
//! derivative-group execution mode: `DerivativeGroupLinearKHR` when the
//! workgroup is X×1×1 with X % 4 == 0, else `DerivativeGroupQuadsKHR` when X and
//! Y are even, else an error. `plan` finds the entry points that reach such a
//! call (through the static call graph) and decides, without editing; `apply`
//! adds the modes, capabilities and extension.

use std::collections::{HashMap, HashSet};

use rspirv::dr::{Instruction, Module, Operand};
use rspirv::spirv::{Capability, ExecutionMode, ExecutionModel, Op, Word};

use super::capabilities::{add_capability, add_extension};
use super::error::FinalizeError;
use super::ids::{
    entry_point_function, entry_point_name, global_definitions, operand_id, operand_word,
};
use super::markers::{MarkerCall, MarkerImport};

/// Which extension spells the derivative-group capabilities (the two share
/// capability and execution-mode numbers; only the extension name differs).
///
/// The default is NV: Debian bookworm's SPIRV-Tools (2023.1) rejects the KHR
/// capability names, so KHR binaries cannot be validated there, while Mesa's
/// lavapipe (25.0, the version with compute derivatives) exposes both
/// `VK_NV_compute_shader_derivatives` and `VK_KHR_compute_shader_derivatives`.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub enum DerivativeExtension {
    /// `SPV_KHR_compute_shader_derivatives` (Vulkan's
    /// `VK_KHR_compute_shader_derivatives`).
    Khr,
    /// `SPV_NV_compute_shader_derivatives` (`VK_NV_compute_shader_derivatives`).
    #[default]
    Nv,
}

impl DerivativeExtension {
    fn name(self) -> &'static str {
        match self {
            DerivativeExtension::Khr => "SPV_KHR_compute_shader_derivatives",
            DerivativeExtension::Nv => "SPV_NV_compute_shader_derivatives",
        }
    }
}

/// One execution mode to add.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(super) struct DerivativeGroup {
    pub entry: Word,
    pub mode: ExecutionMode,
    pub capability: Capability,
}

/// Decides the derivative group of every compute-like entry point that
/// reaches an implicit-LOD call.
pub(super) fn plan(
    module: &Module,
    calls: &[MarkerCall],
    imports: &HashMap<Word, MarkerImport>,
) -> Result<Vec<DerivativeGroup>, FinalizeError> {
    let mut implicit: HashMap<Word, &MarkerCall> = HashMap::new();
    for call in calls {
        if imports[&call.import].marker.operation.uses_implicit_lod() {
            implicit.entry(call.caller).or_insert(call);
        }
    }
    if implicit.is_empty() {
        return Ok(Vec::new());
    }
    let callees = call_graph(module);
    let mut groups = Vec::new();
    for entry in &module.entry_points {
        let Some(function) = entry_point_function(entry) else {
            continue;
        };
        let Some(call) = reachable(function, &callees)
            .into_iter()
            .find_map(|reached| implicit.get(&reached).copied())
        else {
            continue;
        };
        let error = |reason: String| FinalizeError::ImplicitLod {
            entry: entry_point_name(entry),
            id: function,
            call: call.call,
            marker: imports[&call.import].name.clone(),
            reason,
        };
        let model = match entry.operands.first() {
            Some(Operand::ExecutionModel(model)) => *model,
            _ => return Err(error("has no execution model".to_string())),
        };
        match model {
            ExecutionModel::Fragment => continue,
            ExecutionModel::GLCompute
            | ExecutionModel::MeshEXT
            | ExecutionModel::TaskEXT
            | ExecutionModel::MeshNV
            | ExecutionModel::TaskNV => {}
            other => return Err(error(format!("is not allowed in a {other:?} entry point"))),
        }
        if has_derivative_group(module, function) {
            continue;
        }
        let [x, y, z] = local_size(module, function)
            .ok_or_else(|| error("needs a constant LocalSize execution mode".to_string()))?;
        let (mode, capability) = if x % 4 == 0 && y == 1 && z == 1 {
            (
                ExecutionMode::DerivativeGroupLinearKHR,
                Capability::ComputeDerivativeGroupLinearKHR,
            )
        } else if x % 2 == 0 && y % 2 == 0 {
            (
                ExecutionMode::DerivativeGroupQuadsKHR,
                Capability::ComputeDerivativeGroupQuadsKHR,
            )
        } else {
            return Err(error(format!(
                "needs derivative groups, but local size {x}x{y}x{z} allows neither \
                 linear (X % 4 == 0, Y == Z == 1) nor quads (X and Y even)"
            )));
        };
        groups.push(DerivativeGroup {
            entry: function,
            mode,
            capability,
        });
    }
    Ok(groups)
}

/// Adds the planned execution modes, their capabilities and the extension.
pub(super) fn apply(
    module: &mut Module,
    groups: &[DerivativeGroup],
    extension: DerivativeExtension,
) {
    for group in groups {
        module.execution_modes.push(Instruction::new(
            Op::ExecutionMode,
            None,
            None,
            vec![
                Operand::IdRef(group.entry),
                Operand::ExecutionMode(group.mode),
            ],
        ));
        add_capability(module, group.capability);
        add_extension(module, extension.name());
    }
}

/// Function id → the functions it calls.
fn call_graph(module: &Module) -> HashMap<Word, Vec<Word>> {
    module
        .functions
        .iter()
        .filter_map(|function| {
            let id = function.def.as_ref()?.result_id?;
            let callees = function
                .blocks
                .iter()
                .flat_map(|block| &block.instructions)
                .filter(|instruction| instruction.class.opcode == Op::FunctionCall)
                .filter_map(|instruction| instruction.operands.first().and_then(operand_id))
                .collect();
            Some((id, callees))
        })
        .collect()
}

fn reachable(root: Word, callees: &HashMap<Word, Vec<Word>>) -> Vec<Word> {
    let mut seen = HashSet::from([root]);
    let mut order = vec![root];
    let mut next = 0;
    while let Some(&function) = order.get(next) {
        next += 1;
        for &callee in callees.get(&function).into_iter().flatten() {
            if seen.insert(callee) {
                order.push(callee);
            }
        }
    }
    order
}

fn modes_of(module: &Module, entry: Word) -> impl Iterator<Item = &Instruction> {
    module
        .execution_modes
        .iter()
        .filter(move |mode| mode.operands.first() == Some(&Operand::IdRef(entry)))
}

fn has_derivative_group(module: &Module, entry: Word) -> bool {
    modes_of(module, entry).any(|mode| {
        matches!(
            mode.operands.get(1),
            Some(Operand::ExecutionMode(
                ExecutionMode::DerivativeGroupLinearKHR | ExecutionMode::DerivativeGroupQuadsKHR
            ))
        )
    })
}

/// `LocalSize x y z`, or `LocalSizeId` of constants.
fn local_size(module: &Module, entry: Word) -> Option<[u32; 3]> {
    let globals = global_definitions(module);
    modes_of(module, entry).find_map(|mode| {
        let values = match mode.operands.get(1)? {
            Operand::ExecutionMode(ExecutionMode::LocalSize) => mode.operands[2..]
                .iter()
                .map(operand_word)
                .collect::<Option<Vec<u32>>>()?,
            Operand::ExecutionMode(ExecutionMode::LocalSizeId) => mode.operands[2..]
                .iter()
                .map(|operand| {
                    let constant = globals.get(&operand_id(operand)?)?;
                    (constant.class.opcode == Op::Constant)
                        .then(|| constant.operands.first().and_then(operand_word))
                        .flatten()
                })
                .collect::<Option<Vec<u32>>>()?,
            _ => return None,
        };
        values.try_into().ok()
    })
}
