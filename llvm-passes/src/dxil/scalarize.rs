//! `texel-dxil-scalarize`: makes the values of a module lowered by
//! `texel-dxil` the ones DXIL allows (DXIL.md; DXC's validator rule
//! "Types.NoVector" before SM 6.9): scalars only, `undef` but no `poison`,
//! no `freeze` — as upstream's DirectX backend does with the scalarizer,
//! DXILDataScalarization and DXILFlattenArrays.
//!
//! Three steps, each linear in the module: LLVM's `scalarizer<load-store>`
//! (vector arithmetic, compares, selects, casts, phis, insert/extract and
//! shuffle chains, vector loads and stores) with `dce`; memory types
//! (allocas, globals, GEP source types) whose vectors become arrays of the
//! same layout; then `freeze x` → `x` and `poison` operands → `undef`.
//! What cannot be made scalar here (a vector function parameter, a bitcast
//! between a vector and a scalar) stays for `texel-dxil-verify` to report.

use crate::llvm::{
    constant_element, contained_types, element_pointer_source_type, global_initializer,
    global_value_type, instruction_operands, is_poison, is_undef, is_zero_constant, module_globals,
    opcode_of, run_llvm_pipeline, type_kind, type_of, vector_length, DataLayout, IrBuilder,
    LLVMOpcode, LLVMTypeRef, LLVMValueRef, ModuleView,
};
use crate::pass::{ModulePass, PassDiagnostic, PassError, PassOutcome};
use llvm_sys::LLVMTypeKind;

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
        run_llvm_pipeline(module, SCALARIZE_PIPELINE, std::ptr::null_mut()).map_err(|message| {
            PassError::Rejected {
                pass: self.name(),
                diagnostics: vec![PassDiagnostic::module_level(format!(
                    "LLVM's pipeline '{SCALARIZE_PIPELINE}' failed: {message}"
                ))],
            }
        })?;
        let builder = IrBuilder::new(module);
        let layout = DataLayout::of(module);
        let memory = MemoryTypes {
            builder: &builder,
            layout: &layout,
        };
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

/// `poison` operands become `undef` of their type.
fn replace_poison_operands(builder: &IrBuilder<'_>, instruction: LLVMValueRef) {
    for (index, operand) in instruction_operands(instruction).into_iter().enumerate() {
        if is_poison(operand) {
            builder.set_operand(instruction, index as u32, builder.undef(type_of(operand)));
        }
    }
}

/// Memory types without vectors: a vector becomes an array of its element
/// with the vector's allocation size (`<3 x float>` is `[3 x float]`, or
/// `[4 x float]` where the data layout pads it), arrays and literal structs
/// are rebuilt around their converted members.
struct MemoryTypes<'b, 'm> {
    builder: &'b IrBuilder<'m>,
    layout: &'b DataLayout<'m>,
}

impl MemoryTypes<'_, '_> {
    /// `ty` without vectors, or `None` when it has none (or is a named
    /// struct, which keeps its type).
    fn without_vectors(&self, ty: LLVMTypeRef) -> Option<LLVMTypeRef> {
        match type_kind(ty) {
            LLVMTypeKind::LLVMVectorTypeKind => {
                let element = contained_types(ty)[0];
                let count = self.layout.alloc_size(ty) / self.layout.alloc_size(element).max(1);
                Some(self.builder.array_type(element, count))
            }
            LLVMTypeKind::LLVMArrayTypeKind => {
                let element = contained_types(ty)[0];
                let converted = self.without_vectors(element)?;
                Some(
                    self.builder
                        .array_type(converted, crate::llvm::array_length(ty)),
                )
            }
            _ => None,
        }
    }

    /// `constant` (of type `from`) as a constant of `to` =
    /// `without_vectors(from)`; `None` when LLVM cannot list its elements.
    fn convert_constant(
        &self,
        constant: LLVMValueRef,
        from: LLVMTypeRef,
        to: LLVMTypeRef,
    ) -> Option<LLVMValueRef> {
        if is_zero_constant(constant) {
            return Some(self.builder.const_null(to));
        }
        if is_undef(constant) || is_poison(constant) {
            return Some(self.builder.undef(to));
        }
        let element_to = contained_types(to)[0];
        let length = crate::llvm::array_length(to);
        let elements = match type_kind(from) {
            LLVMTypeKind::LLVMVectorTypeKind => {
                let lanes = vector_length(from);
                (0..length as u32)
                    .map(|index| {
                        if index < lanes {
                            constant_element(constant, index)
                        } else {
                            Some(self.builder.undef(element_to))
                        }
                    })
                    .collect::<Option<Vec<_>>>()?
            }
            _ => {
                let element_from = contained_types(from)[0];
                (0..length as u32)
                    .map(|index| {
                        constant_element(constant, index).and_then(|element| {
                            self.convert_constant(element, element_from, element_to)
                        })
                    })
                    .collect::<Option<Vec<_>>>()?
            }
        };
        Some(self.builder.const_array(element_to, &elements))
    }

    fn retype_globals(&self, module: ModuleView<'_>) {
        for global in module_globals(module) {
            let ty = global_value_type(global);
            let Some(converted) = self.without_vectors(ty) else {
                continue;
            };
            let initializer = match global_initializer(global) {
                Some(initializer) => match self.convert_constant(initializer, ty, converted) {
                    Some(converted) => Some(converted),
                    None => continue,
                },
                None => None,
            };
            self.builder.retype_global(global, converted, initializer);
        }
    }

    fn retype_instruction(&self, instruction: LLVMValueRef) {
        match opcode_of(instruction) {
            Some(LLVMOpcode::LLVMAlloca) => {
                let Some(ty) = crate::llvm::allocated_type(instruction) else {
                    return;
                };
                if let Some(converted) = self.without_vectors(ty) {
                    self.builder.retype_alloca(instruction, converted);
                }
            }
            Some(LLVMOpcode::LLVMGetElementPtr) => {
                let ty = element_pointer_source_type(instruction);
                if let Some(converted) = self.without_vectors(ty) {
                    self.builder.retype_element_pointer(instruction, converted);
                }
            }
            _ => {}
        }
    }
}
