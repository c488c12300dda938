//! `texel-spirv`: lowers `llvm.spv.*` texture intrinsics to calls of the marker
//! ABI (`spirv::marker`), assigns bindings to every resource — images, samplers
//! and buffers alike — and builds the sample-position emulation in IR.
//!
//! Two phases, like texel-dxil: `analysis` reads and checks the whole module
//! (any violation leaves it untouched), `apply` rewrites it.

mod aggregates;
mod analysis;
mod apply;
mod messages;
mod raw_buffers;
mod reserved;
mod rules;
mod sample_position;
mod typed_buffers;

pub use rules::derivative_group;
pub use sample_position::SAMPLE_POSITIONS;

use crate::catalogue::{recognise, IntrinsicId};
use crate::llvm::{call_site_of, users_of, IrBuilder, ModuleView};
use crate::pass::{ModulePass, PassDiagnostic, PassError, PassOutcome};
use crate::resource_types::{decode_handle_type, ResourceKind};
use crate::target::Api;
use typed_buffers::{
    analyse_typed_buffer_access, normalise_typed_buffer_access, typed_buffer_scalar,
};

/// The pass object registered as `texel-spirv`.
pub struct SpirvLowering;

impl ModulePass for SpirvLowering {
    fn name(&self) -> &'static str {
        "texel-spirv"
    }

    fn description(&self) -> &'static str {
        "lowers llvm.spv.* texture intrinsics to texel.spv.* marker calls for the SPIR-V finalizer"
    }

    fn run(&self, module: ModuleView<'_>) -> Result<PassOutcome, PassError> {
        let reserved = reserved::check_reserved_markers(module);
        if !reserved.is_empty() {
            return Err(PassError::Rejected {
                pass: self.name(),
                diagnostics: reserved
                    .into_iter()
                    .map(crate::pass::PassDiagnostic::module_level)
                    .collect(),
            });
        }
        let plan = analysis::analyse(module).map_err(|diagnostics| PassError::Rejected {
            pass: self.name(),
            diagnostics,
        })?;
        let builder = IrBuilder::new(module);
        apply::apply_plan(&builder, &plan);
        Ok(PassOutcome::Changed)
    }
}

/// Normalises typed-buffer accesses once more, after the LLVM pipeline that
/// runs between texel-spirv and the SPIR-V target: InstCombine folds the
/// bitcasts that texel-spirv puts after whole-texel loads back into the loads
/// (`asuint(F[i])` becomes a `load <4 x i32>` through a float image's element
/// pointer), which the target would select as an image read whose result is
/// not the image's sampled type. Touches nothing but typed-buffer element
/// accesses; reports, before any edit, an access it cannot take.
pub fn renormalise_typed_buffers(module: ModuleView<'_>) -> Result<(), PassError> {
    let mut accesses = Vec::new();
    let mut diagnostics = Vec::new();
    let get_pointers = module.functions().filter(|function| {
        function.is_declaration()
            && recognise(&function.name())
                .is_some_and(|info| info.api() == Api::Spv && info.id() == IntrinsicId::GetPointer)
    });
    for declaration in get_pointers {
        for user in users_of(declaration.as_raw()) {
            let Some(call) = call_site_of(user) else {
                continue;
            };
            if call.callee() != declaration.as_raw() {
                continue;
            }
            let Some(handle) = call
                .argument_types()
                .first()
                .and_then(|ty| decode_handle_type(ty).ok())
            else {
                continue;
            };
            if handle.kind != ResourceKind::TypedBuffer {
                continue;
            }
            let Some(scalar) = typed_buffer_scalar(&handle) else {
                continue;
            };
            match analyse_typed_buffer_access(user, scalar) {
                Ok(Some(access)) => accesses.push(access),
                Ok(None) => {}
                Err(message) => {
                    let instruction = call.instruction();
                    diagnostics.push(PassDiagnostic::at(
                        &instruction.function().name(),
                        instruction,
                        message.to_string(),
                    ));
                }
            }
        }
    }
    if !diagnostics.is_empty() {
        return Err(PassError::Rejected {
            pass: SpirvLowering.name(),
            diagnostics,
        });
    }
    let builder = IrBuilder::new(module);
    for access in &accesses {
        normalise_typed_buffer_access(access, builder.scalar_type(access.scalar));
    }
    Ok(())
}
