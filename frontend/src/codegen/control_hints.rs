//! Statement attributes in the IR, as upstream clang emits them: loop hints
//! as an `!llvm.loop` loop id on the loop's back edge
//! (`llvm.loop.unroll.full`, `llvm.loop.unroll.count N`,
//! `llvm.loop.unroll.disable`), `[branch]`/`[flatten]` as
//! `!hlsl.controlflow.hint !{!"hlsl.controlflow.hint", i32 1|2}` on the
//! conditional branch or switch. Both targets get the same metadata; the
//! optimiser may consume it (an unrolled loop keeps no hint).

use crate::sema::hir::ControlHint;

use super::Emitter;

impl Emitter<'_, '_> {
    /// Marks the terminator just emitted (a loop's back edge) with `hint`.
    pub(super) fn apply_loop_hint(&mut self, hint: Option<ControlHint>) {
        let Some(terminator) = self.ir.current_terminator() else {
            return;
        };
        let property = match hint {
            Some(ControlHint::UnrollFull) => self
                .ir
                .md_node(&[Some(self.ir.md_string("llvm.loop.unroll.full"))]),
            Some(ControlHint::UnrollCount(count)) => self.ir.md_node(&[
                Some(self.ir.md_string("llvm.loop.unroll.count")),
                Some(self.ir.md_value(self.ir.const_i32(i64::from(count)))),
            ]),
            Some(ControlHint::DontUnroll) => self
                .ir
                .md_node(&[Some(self.ir.md_string("llvm.loop.unroll.disable"))]),
            Some(ControlHint::Branch | ControlHint::Flatten) | None => return,
        };
        let loop_id = self.ir.loop_id(&[property]);
        self.ir
            .set_instruction_metadata(terminator, "llvm.loop", loop_id);
    }

    /// Marks the conditional branch or switch just emitted with `hint`.
    pub(super) fn apply_branch_hint(&mut self, hint: Option<ControlHint>) {
        let value = match hint {
            Some(ControlHint::Branch) => 1,
            Some(ControlHint::Flatten) => 2,
            _ => return,
        };
        let Some(terminator) = self.ir.current_terminator() else {
            return;
        };
        let node = self.ir.md_node(&[
            Some(self.ir.md_string("hlsl.controlflow.hint")),
            Some(self.ir.md_value(self.ir.const_i32(value))),
        ]);
        self.ir
            .set_instruction_metadata(terminator, "hlsl.controlflow.hint", node);
    }
}
