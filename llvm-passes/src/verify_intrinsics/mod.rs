//! `texel-verify-intrinsics`: checks every texture intrinsic call of a module
//! against the intrinsic catalogue and the resource type model, and reports every
//! violation at once. It never changes the module.
//!
//! The walk lives here; the rules, which work on types alone, live in `rules`.
//! Calls in the `llvm.dx.resource.` / `llvm.spv.resource.` namespaces that the
//! catalogue does not know (buffer intrinsics, counters, …) are left alone.

mod rules;

pub use rules::check_call;

use std::collections::HashMap;

use crate::llvm::{LLVMValueRef, ModuleView};

use crate::catalogue::family_prefix;
use crate::pass::{ModulePass, PassDiagnostic, PassError, PassOutcome};
use crate::target::Api;

/// The pass object registered as `texel-verify-intrinsics`.
pub struct VerifyIntrinsics;

impl ModulePass for VerifyIntrinsics {
    fn name(&self) -> &'static str {
        "texel-verify-intrinsics"
    }

    fn description(&self) -> &'static str {
        "checks every texture intrinsic call against the catalogue and the type model"
    }

    fn run(&self, module: ModuleView<'_>) -> Result<PassOutcome, PassError> {
        let mut diagnostics = Vec::new();
        // Every call to one declaration has the same types: check each callee once.
        let mut findings: HashMap<LLVMValueRef, Option<Vec<String>>> = HashMap::new();
        for function in module
            .functions()
            .filter(|function| !function.is_declaration())
        {
            let mut function_name = None;
            for instruction in function.instructions() {
                let Some(call) = instruction.as_call() else {
                    continue;
                };
                if !Api::ALL
                    .iter()
                    .any(|api| call.callee_name_starts_with(family_prefix(*api)))
                {
                    continue;
                }
                let problems = findings.entry(call.callee()).or_insert_with(|| {
                    check_call(
                        &call.callee_name(),
                        &call.return_type(),
                        &call.argument_types(),
                    )
                });
                let Some(problems) = problems else {
                    continue;
                };
                let function_name = function_name.get_or_insert_with(|| function.name());
                diagnostics.extend(problems.iter().map(|problem| {
                    PassDiagnostic::at(function_name, instruction, problem.clone())
                }));
            }
        }
        if diagnostics.is_empty() {
            Ok(PassOutcome::Unchanged)
        } else {
            Err(PassError::Rejected {
                pass: self.name(),
                diagnostics,
            })
        }
    }
}
