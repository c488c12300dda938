//! `texel-spirv`: lowers `llvm.spv.*` texture intrinsics to calls of the marker
//! ABI (`spirv::marker`), assigns bindings to every resource — images, samplers
//! and buffers alike — and builds the sample-position emulation in IR.
//!
//! Two phases, like texel-dxil: `analysis` reads and checks the whole module
//! (any violation leaves it untouched), `emit` rewrites it.

mod aggregates;
mod analysis;
mod emit;
mod raw_buffers;
mod rules;
mod sample_position;
mod typed_buffers;

pub use rules::derivative_group;
pub use sample_position::SAMPLE_POSITIONS;

use crate::llvm::{IrBuilder, ModuleView};
use crate::pass::{ModulePass, PassError, PassOutcome};

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
        let plan = analysis::analyse(module).map_err(|diagnostics| PassError::Rejected {
            pass: self.name(),
            diagnostics,
        })?;
        let builder = IrBuilder::new(module);
        emit::apply_plan(&builder, &plan);
        Ok(PassOutcome::Changed)
    }
}
