//! `texel-dxil-verify`: checks DXIL-op IR — every `dx.op.*` call of every
//! defined function — against the op table, DXIL.md's undef and handle rules
//! and the module's shader model; texel's stand-in for the DXIL validator, run
//! after `texel-dxil` by every DXIL lit test. It reports every violation at
//! once and never changes the module.
//!
//! The walk lives here and is linear: one pass over the instructions registers
//! the handle ops (so that a handle's kind is known wherever it is used, in any
//! block order) and collects the calls to check; a second pass over the
//! collected calls reads their facts (`read`) and runs the pure rules
//! (`check`: `signature`, `gates`, `immediates`, `handles`, `slots`).
//! Messages number operands with the opcode as operand 0 (`violation`).
//! Front-end metadata that lowering removes (`!hlsl.cbs`) is reported too.

mod check;
mod facts;
mod gates;
mod handle_table;
mod handles;
mod immediates;
mod read;
mod records;
mod signature;
mod slots;
mod types;
mod unlowered;
mod values;
mod violation;

#[cfg(test)]
mod tests;

pub use check::check_call;
pub use facts::{
    CallFacts, HandleFacts, HandleOrigin, ModuleFacts, OperandFacts, TypeFacts, ValueFacts,
};
pub use violation::{render, Rule, Violation};

use crate::dxil::ops::OP_FUNCTION_PREFIX;
use crate::llvm::{operand_text, CallSite, InstructionView, ModuleView};
use crate::pass::{ModulePass, PassDiagnostic, PassError, PassOutcome};
use crate::target::dxil_target_of;

use handle_table::HandleTable;
use records::ResourceRecords;
use unlowered::unlowered_intrinsic;

/// The pass object registered as `texel-dxil-verify`: every rule.
pub struct DxilVerify;

/// The pass object registered as `texel-dxil-verify-ops`: the op rules
/// (1 to 6) only, without DXIL's value and call rules — for unit tests of
/// `texel-dxil` on IR fragments that are not whole DXIL shaders (functions
/// with vector parameters, vector globals), where only the op calls are in
/// question.
pub struct DxilVerifyOps;

impl ModulePass for DxilVerifyOps {
    fn name(&self) -> &'static str {
        "texel-dxil-verify-ops"
    }

    fn description(&self) -> &'static str {
        "checks the dx.op.* calls of DXIL-op IR (texel-dxil-verify without the value and call rules)"
    }

    fn run(&self, module: ModuleView<'_>) -> Result<PassOutcome, PassError> {
        verify(module, self.name(), false)
    }
}

/// How deep `!dx.resources` is read (root, lists, records, tags).
const RESOURCES_METADATA_DEPTH: usize = 4;
/// Front-end metadata that lowering removes: its presence means the cbuffers
/// were not lowered.
const UNLOWERED_METADATA: &[(&str, &str)] = &[(
    "hlsl.cbs",
    "!hlsl.cbs is still there: the cbuffers were not lowered (their members are read with dx.op.cbufferLoadLegacy)",
)];

/// A call found by the first pass.
enum Site<'m> {
    Op(CallSite<'m>),
    Unlowered(InstructionView<'m>, String),
    Value(InstructionView<'m>, values::ValueViolation),
}

impl ModulePass for DxilVerify {
    fn name(&self) -> &'static str {
        "texel-dxil-verify"
    }

    fn description(&self) -> &'static str {
        "checks DXIL-op IR (dx.op.* calls, handles, undef operands) like the DXIL validator"
    }

    fn run(&self, module: ModuleView<'_>) -> Result<PassOutcome, PassError> {
        verify(module, self.name(), true)
    }
}

/// Runs the op rules, and DXIL's value and call rules when `values` is set.
fn verify(
    module: ModuleView<'_>,
    pass: &'static str,
    values: bool,
) -> Result<PassOutcome, PassError> {
    let metadata = module.named_metadata("dx.resources", RESOURCES_METADATA_DEPTH);
    let (records, record_problems) = ResourceRecords::parse(metadata.as_deref());
    let mut table = HandleTable::new(records);

    // Pass 1: register handle ops, collect the calls to check.
    let mut function_names = Vec::new();
    let mut sites = Vec::new();
    for function in module.functions().filter(|f| !f.is_declaration()) {
        let mut named = false;
        for instruction in function.instructions() {
            let value_violations = if values {
                values::check_instruction(instruction)
            } else {
                Vec::new()
            };
            let value_sites: Vec<Site<'_>> = value_violations
                .into_iter()
                .map(|violation| Site::Value(instruction, violation))
                .collect();
            if !value_sites.is_empty() && !named {
                function_names.push(function.name());
                named = true;
            }
            let index = function_names.len().saturating_sub(1);
            sites.extend(value_sites.into_iter().map(|site| (index, site)));
            let Some(call) = instruction.as_call() else {
                continue;
            };
            let site = if call.callee_name_starts_with(OP_FUNCTION_PREFIX) {
                read::register_handle(&call, &mut table);
                Site::Op(call)
            } else if call
                .callee_name_starts_with(crate::catalogue::api_prefix(crate::target::Api::Dx))
            {
                match unlowered_intrinsic(&call.callee_name()) {
                    Some(message) => Site::Unlowered(instruction, message),
                    None => continue,
                }
            } else {
                continue;
            };
            if !named {
                function_names.push(function.name());
                named = true;
            }
            sites.push((function_names.len() - 1, site));
        }
    }

    // Module-level facts and problems.
    let mut diagnostics: Vec<PassDiagnostic> = record_problems
        .into_iter()
        .map(PassDiagnostic::module_level)
        .collect();
    diagnostics.extend(
        crate::llvm::module_globals(module)
            .into_iter()
            .filter(|_| values)
            .filter_map(values::check_global)
            .map(|violation| PassDiagnostic::module_level(violation.to_string())),
    );
    for (name, message) in UNLOWERED_METADATA {
        if module.named_metadata(name, 0).is_some() {
            diagnostics.push(PassDiagnostic::module_level(message.to_string()));
        }
    }
    let target = match dxil_target_of(&module.target_triple()) {
        Ok(target) => Some(target),
        Err(error) => {
            if sites.iter().any(|(_, site)| matches!(site, Site::Op(_))) {
                diagnostics.push(PassDiagnostic::module_level(error.to_string()));
            }
            None
        }
    };
    let module_facts = ModuleFacts { target };

    // Pass 2: check every collected call.
    for (function, site) in sites {
        let function = &function_names[function];
        match site {
            Site::Unlowered(instruction, message) => {
                diagnostics.push(PassDiagnostic::at(function, instruction, message))
            }
            Site::Value(instruction, violation) => diagnostics.push(PassDiagnostic::at(
                function,
                instruction,
                violation.to_string(),
            )),
            Site::Op(call) => {
                let facts = read::call_facts(&call, &table);
                let (op, violations) = check_call(&facts, &module_facts);
                diagnostics.extend(violations.iter().map(|violation| {
                    let message = render(op, &facts.callee, violation, |operand| {
                        operand_text(call.argument(operand))
                    });
                    PassDiagnostic::at(function, call.instruction(), message)
                }));
            }
        }
    }

    if diagnostics.is_empty() {
        Ok(PassOutcome::Unchanged)
    } else {
        Err(PassError::Rejected { pass, diagnostics })
    }
}
