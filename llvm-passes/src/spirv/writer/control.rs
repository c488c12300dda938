//! Selection and loop controls of merge instructions, from the hints the
//! snapshot read off terminators: `[branch]`/`[flatten]` become
//! `DontFlatten`/`Flatten` on the header's `OpSelectionMerge` (the hint is on
//! the header's own branch); `[unroll]`/`[loop]` become `Unroll`/`DontUnroll`
//! on the header's `OpLoopMerge` when a back edge to it carries the
//! `!llvm.loop` hint (the snapshot marks such headers). A hint the optimiser
//! dropped, or one on a branch the control-flow passes rebuilt, leaves the
//! control `None`.

use rspirv::spirv::{LoopControl, SelectionControl};

use super::function::FunctionWriter;
use super::structure::PlannedNode;

impl FunctionWriter<'_, '_> {
    /// The control of the `OpSelectionMerge` of header `node`.
    pub(super) fn selection_control(&self, node: PlannedNode) -> SelectionControl {
        let (PlannedNode::Original(block) | PlannedNode::LoopBody(block)) = node else {
            return SelectionControl::NONE;
        };
        match self.snapshot.blocks[block].control.flatten {
            Some(true) => SelectionControl::FLATTEN,
            Some(false) => SelectionControl::DONT_FLATTEN,
            None => SelectionControl::NONE,
        }
    }

    /// The control of the `OpLoopMerge` of loop header `header`.
    pub(super) fn loop_control(&self, header: PlannedNode) -> LoopControl {
        let (PlannedNode::Original(block) | PlannedNode::LoopBody(block)) = header else {
            return LoopControl::NONE;
        };
        match self.snapshot.blocks[block].control.header_unroll {
            Some(true) => LoopControl::UNROLL,
            Some(false) => LoopControl::DONT_UNROLL,
            None => LoopControl::NONE,
        }
    }
}
