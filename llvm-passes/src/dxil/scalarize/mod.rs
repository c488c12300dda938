//! `texel-dxil-scalarize`: makes the values of a module lowered by
//! `texel-dxil` the ones DXIL allows (DXIL.md; DXC's validator rule
//! "Types.NoVector" before SM 6.9): scalars only, `undef` but no `poison`,
//! no `freeze` — as upstream's DirectX backend does with the scalarizer,
//! DXILDataScalarization and DXILFlattenArrays.
//!
//! Four steps, each linear in the module: bitcasts between vectors and
//! scalars rebuilt from lanes (`bitcasts`); LLVM's `scalarizer<load-store>`
//! (vector arithmetic, compares, selects, casts, phis, insert/extract and
//! shuffle chains, vector loads and stores) with `dce`; memory types
//! (allocas, globals, GEP source types) whose vectors become arrays of the
//! same layout (`memory_types`); then `freeze x` → `x` and `poison`
//! operands → `undef`.
//! What cannot be made scalar here (a vector function parameter, a struct
//! whose layout would change) stays for `texel-dxil-verify` to report.

mod bitcasts;
mod memory_types;

use crate::llvm::{
    instruction_operands, is_poison, opcode_of, run_llvm_pipeline, type_of, IrBuilder, LLVMOpcode,
    LLVMValueRef, ModuleView,
};
use crate::pass::{ModulePass, PassDiagnostic, PassError, PassOutcome};
use memory_types::MemoryTypes;

/// LLVM's passes that take vectors apart.
pub const SCALARIZE_PIPELINE: &str = "function(scalarizer<load-store>,dce)";

/// The pass object registered as `texel-dxil-scalarize`.
pub struct DxilScalarize;

impl ModulePass for DxilScalarize {
    fn name(&self) -> &'static str {
        "texel-dxil-scalarize"
    }

    fn description(&self) -> &'static str {
        "makes DXIL-op IR scalar: vector operations, vector memory types, freeze and poison"
    }

    fn run(&self, module: ModuleView<'_>) -> Result<PassOutcome, PassError> {
        let builder = IrBuilder::new(module);
        // Twice: the scalarizer splits a bitcast between vectors of
        // different lane counts into bitcasts between a scalar and a vector.
        for _ in 0..2 {
            rewrite_vector_scalar_bitcasts(module, &builder);
            run_llvm_pipeline(module, SCALARIZE_PIPELINE, std::ptr::null_mut()).map_err(
                |message| PassError::Rejected {
                    pass: self.name(),
                    diagnostics: vec![PassDiagnostic::module_level(format!(
                        "LLVM's pipeline '{SCALARIZE_PIPELINE}' failed: {message}"
                    ))],
                },
            )?;
        }
        let memory = MemoryTypes::new(&builder, module);
        memory.retype_globals(module);
        let mut frozen = Vec::new();
        let mut retyped = Vec::new();
        for function in module.functions().filter(|f| !f.is_declaration()) {
            for instruction in function.instructions() {
                let raw = instruction.as_raw();
                match opcode_of(raw) {
                    Some(LLVMOpcode::LLVMFreeze) => frozen.push(raw),
                    Some(LLVMOpcode::LLVMAlloca | LLVMOpcode::LLVMGetElementPtr) => {
                        retyped.push(raw)
                    }
                    _ => {}
                }
                replace_poison_operands(&builder, raw);
            }
        }
        for instruction in retyped {
            memory.retype_instruction(instruction);
        }
        for freeze in frozen {
            let value = instruction_operands(freeze)[0];
            builder.replace_all_uses(freeze, value);
            builder.erase(freeze);
        }
        Ok(PassOutcome::Changed)
    }
}

/// Every bitcast between a vector and a scalar, rebuilt from lanes.
fn rewrite_vector_scalar_bitcasts(module: ModuleView<'_>, builder: &IrBuilder<'_>) {
    let bitcasts: Vec<LLVMValueRef> = module
        .functions()
        .filter(|f| !f.is_declaration())
        .flat_map(|function| function.instructions())
        .map(|instruction| instruction.as_raw())
        .filter(|instruction| bitcasts::is_vector_scalar_bitcast(*instruction))
        .collect();
    for bitcast in bitcasts {
        bitcasts::rewrite(builder, bitcast);
    }
}

/// `poison` operands become `undef` of their type.
fn replace_poison_operands(builder: &IrBuilder<'_>, instruction: LLVMValueRef) {
    for (index, operand) in instruction_operands(instruction).into_iter().enumerate() {
        if is_poison(operand) {
            builder.set_operand(instruction, index as u32, builder.undef(type_of(operand)));
        }
    }
}
