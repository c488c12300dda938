//! `texel-dxil`: lowers `llvm.dx.*` texture, buffer, handle and thread-id
//! intrinsics — and the loads and stores through structured, byte-address
//! and constant buffers — to DXIL operations, with `!dx.*` metadata — what
//! LLVM's DirectX backend would hand its bitcode writer, on stock LLVM 22 and
//! for the whole texture feature set.
//!
//! Two phases: `analysis` reads and checks the whole module into a plan (any
//! violation stops here, leaving the module untouched); `apply` and `metadata`
//! carry the plan out. Both are linear in the size of the module.
//!
//! The analysis picks each intrinsic's op (`mapping`), checks texture
//! operations against `rules`, reads buffer accesses with `buffers` (typed),
//! `raw_buffers` (structured and byte-address) and `cbuffers`, and describes
//! resources with `resources`; it makes every op it will create a checked op
//! (`crate::dxil::checked_op`). The edits build the op calls from those with
//! `op_calls` and carry out the memory accesses in `memory_apply`;
//! `branch_hints` turns `[branch]`/`[flatten]` hints into DXIL's; `messages`
//! words every error.

mod analysis;
mod apply;
mod branch_hints;
mod buffers;
mod cbuffers;
mod intrinsic_calls;
mod mapping;
mod memory_apply;
mod messages;
mod metadata;
mod op_calls;
mod raw_buffers;
mod reserved;
mod resources;
mod rules;

pub use crate::dxil::rules::thread_group_has_quads;

use crate::llvm::{IrBuilder, ModuleView};
use crate::pass::{ModulePass, PassDiagnostic, PassError, PassOutcome};

/// The pass object registered as `texel-dxil`.
pub struct DxilLowering;

impl ModulePass for DxilLowering {
    fn name(&self) -> &'static str {
        "texel-dxil"
    }

    fn description(&self) -> &'static str {
        "lowers llvm.dx.* texture, buffer, handle and thread-id intrinsics to DXIL operations"
    }

    fn run(&self, module: ModuleView<'_>) -> Result<PassOutcome, PassError> {
        let conflicts = reserved::check_reserved_names(module);
        if !conflicts.is_empty() {
            return Err(PassError::Rejected {
                pass: self.name(),
                diagnostics: conflicts
                    .into_iter()
                    .map(|conflict| PassDiagnostic::module_level(conflict.to_string()))
                    .collect(),
            });
        }
        let plan = analysis::analyse(module);
        let intrinsic_calls = intrinsic_calls::plan(module);
        let (plan, intrinsic_calls) = match (plan, intrinsic_calls) {
            (Ok(plan), Ok(calls)) => (plan, calls),
            (plan, calls) => {
                let mut diagnostics = plan.err().unwrap_or_default();
                diagnostics.extend(calls.err().unwrap_or_default());
                return Err(PassError::Rejected {
                    pass: self.name(),
                    diagnostics,
                });
            }
        };
        let builder = IrBuilder::new(module);
        apply::apply_plan(&builder, &plan);
        intrinsic_calls::lower(&op_calls::OpEmitter::new(&builder), &intrinsic_calls);
        metadata::emit_metadata(&builder, &crate::llvm::DataLayout::of(module), &plan);
        branch_hints::translate_branch_hints(&builder, module);
        Ok(PassOutcome::Changed)
    }
}

#[cfg(test)]
mod tests;
