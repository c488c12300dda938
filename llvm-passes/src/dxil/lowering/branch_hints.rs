//! `[branch]`/`[flatten]` in DXIL: the `!hlsl.controlflow.hint` that clang
//! and texel's front end put on a conditional branch or switch becomes
//! DXIL's `!dx.controlflow.hints !{!"dx.controlflow.hints", i32 hint}` (1
//! branch, 2 flatten), and the front-end form is removed — what LLVM's
//! DXILTranslateMetadata does. Linear in the number of instructions.

use crate::llvm::{instruction_metadata, IrBuilder, ModuleView};

/// The front end's attachment.
const FRONT_END_HINT: &str = "hlsl.controlflow.hint";
/// DXIL's attachment (and the string operand of its node).
const DXIL_HINTS: &str = "dx.controlflow.hints";

pub fn translate_branch_hints(builder: &IrBuilder<'_>, module: ModuleView<'_>) {
    for function in module.functions() {
        for instruction in function.instructions() {
            let raw = instruction.as_raw();
            let Some(hint) = instruction_metadata(raw, FRONT_END_HINT, 1) else {
                continue;
            };
            builder.remove_instruction_metadata(raw, FRONT_END_HINT);
            let Some(value) = hint.operand(1).and_then(|value| value.as_int()) else {
                continue;
            };
            let node = builder.md_node(&[
                Some(builder.md_string(DXIL_HINTS)),
                Some(builder.md_value(builder.const_i32(value))),
            ]);
            builder.set_instruction_metadata(raw, DXIL_HINTS, node);
        }
    }
}
