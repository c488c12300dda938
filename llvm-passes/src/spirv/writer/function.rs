//! One LLVM function to one SPIR-V function: blocks in the order and with
//! the merge instructions of the structured plan (`structure`), phis with
//! their incoming blocks renamed through the plan's forwarding blocks, and
//! each instruction translated to its SPIR-V instruction(s).
//!
//! Values are plain SPIR-V ids, logical pointers (`pointers`) or resource
//! handles; pointers and handles never become SPIR-V values themselves
//! (logical addressing), they are resolved where they are loaded, stored or
//! used. Calls are in `intrinsics`. This module does not declare module-level
//! variables itself (`resources` does).

use std::collections::{HashMap, HashSet};

use rspirv::dr::{Block, Function, Instruction, Operand};
use rspirv::spirv::{FunctionControl, Op, SelectionControl, StorageClass, Word};

use super::error::{fail, Failure, Result};
use super::pointers::LogicalPointer;
use super::resources::ResourceVariable;
use super::structure::{self, ControlFlowGraph, MergeInstruction, PlannedNode, StructuredPlan};
use super::types::SpvType;
use super::{at_instruction, ModuleWriter};
use crate::llvm::snapshot::{
    BinaryOp, CastOp, Constant, ConstantId, FloatPredicate, FunctionId, FunctionSnapshot, InstKind,
    InstructionId, IntPredicate, IrTy, Operand as IrOperand,
};

/// A resource handle value: a descriptor variable and, for arrays of
/// descriptors, the index.
#[derive(Clone, Debug)]
pub(super) struct Handle {
    pub resource: ResourceVariable,
    pub index: Option<Word>,
}

/// What an LLVM value is while the writer translates.
#[derive(Clone, Debug)]
pub(super) enum Value {
    /// A SPIR-V value.
    Id(Word, SpvType),
    Pointer(LogicalPointer),
    /// `condition ? first : second` between two pointers: accesses through
    /// it branch on the condition (logical addressing has no pointer select).
    PointerChoice(Word, Box<Value>, Box<Value>),
    Handle(Handle),
    Void,
}

pub(super) struct FunctionWriter<'w, 's> {
    pub module: &'w mut ModuleWriter<'s>,
    pub function: FunctionId,
    pub snapshot: &'s FunctionSnapshot,
    values: HashMap<InstructionId, Value>,
    /// Ids given before translation to values that phis use.
    preallocated: HashMap<InstructionId, Word>,
    arguments: Vec<Value>,
    blocks: Vec<Block>,
    pub current: Vec<Instruction>,
    /// The `OpVariable`s of the function (first in the entry block).
    pub variables: Vec<Instruction>,
    /// The label of the block being written (a planned block's own label,
    /// or the last block an access through a pointer choice split it into).
    current_label: Word,
    /// Planned block label → the label of the block that ends it, where an
    /// access through a pointer choice split it.
    exit_labels: HashMap<Word, Word>,
}

/// Writes function `function` of the module.
pub(super) fn write_function(
    module: &mut ModuleWriter<'_>,
    function: FunctionId,
) -> Result<Function> {
    let snapshot = &module.snapshot.functions[function as usize];
    let mut writer = FunctionWriter {
        module,
        function,
        snapshot,
        values: HashMap::new(),
        preallocated: HashMap::new(),
        arguments: Vec::new(),
        blocks: Vec::new(),
        current: Vec::new(),
        variables: Vec::new(),
        current_label: 0,
        exit_labels: HashMap::new(),
    };
    writer.write()
}

/// The id of a module-level constant (cached by the module writer).
pub(super) fn module_constant(module: &mut ModuleWriter<'_>, constant: ConstantId) -> Result<Word> {
    if let Some(id) = module.constant_cache.get(&constant) {
        return Ok(*id);
    }
    let snapshot = module.snapshot;
    let value = snapshot.constant(constant);
    let ty = module.spv_type(value.ty())?;
    let id = match value {
        Constant::Int { value, .. } => module.globals.scalar_constant(&ty, *value),
        Constant::Float { value, .. } => module.globals.float_constant(&ty, *value),
        Constant::Zero { .. } => module.globals.null_constant(&ty),
        Constant::Undef { .. } | Constant::Poison { .. } => module.globals.undef(&ty),
        Constant::Aggregate { elements, .. }
            if elements.len() == 1
                && ty.lanes() == 1
                && !matches!(ty, SpvType::Struct { .. } | SpvType::Array(..)) =>
        {
            // A one-lane vector constant is its lane.
            match elements[0] {
                IrOperand::Constant(element) => module_constant(module, element)?,
                _ => return fail("a constant vector holding an address"),
            }
        }
        Constant::Aggregate { elements, .. } => {
            if elements.len() > MAX_COMPOSITE_CONSTITUENTS {
                return fail(format!(
                    "a constant of {} elements exceeds what one SPIR-V instruction can hold ({} constituents)",
                    elements.len(),
                    MAX_COMPOSITE_CONSTITUENTS
                ));
            }
            let mut members = Vec::with_capacity(elements.len());
            for element in elements {
                match element {
                    IrOperand::Constant(element) => {
                        members.push(module_constant(module, *element)?)
                    }
                    _ => return fail(
                        "a constant aggregate holding an address is not supported in Vulkan SPIR-V",
                    ),
                }
            }
            module.globals.composite_constant(&ty, members)
        }
        Constant::Expression { .. } => {
            return fail(
                "a constant expression is not supported here (only address arithmetic on globals)",
            )
        }
        Constant::Unsupported { text, .. } => {
            return fail(format!("the constant '{text}' is not supported"))
        }
    };
    module.constant_cache.insert(constant, id);
    Ok(id)
}

/// The most operands an `OpConstantComposite` can have (65,535 words less
/// the opcode word, result type and result id).
const MAX_COMPOSITE_CONSTITUENTS: usize = 65_532;

impl<'w, 's> FunctionWriter<'w, 's> {
    fn write(&mut self) -> Result<Function> {
        let snapshot = self.snapshot;
        let return_type = self.module.spv_type(snapshot.return_type)?;
        let mut parameter_types = Vec::new();
        for parameter in &snapshot.parameter_types {
            let ty = self.module.spv_type(*parameter).map_err(|failure| {
                Failure::new(format!(
                    "parameter types must be plain values (texel inlines functions that take pointers or resources): {}",
                    failure.reason
                ))
            })?;
            parameter_types.push(ty);
        }
        let function_type =
            SpvType::Function(Box::new(return_type.clone()), parameter_types.clone());
        let function_type = self.module.globals.type_id(&function_type);
        let return_type_id = self.module.globals.type_id(&return_type);
        let id = self.module.function_ids[&self.function];
        if self.module.snapshot.functions[self.function as usize]
            .attribute("hlsl.shader")
            .is_none()
        {
            // Entry points are named with their entry-point name.
            self.module.globals.name(id, &snapshot.name);
        }
        let mut function = Function::new();
        function.def = Some(Instruction::new(
            Op::Function,
            Some(return_type_id),
            Some(id),
            vec![
                Operand::FunctionControl(FunctionControl::NONE),
                Operand::IdRef(function_type),
            ],
        ));
        for ty in parameter_types {
            let type_id = self.module.globals.type_id(&ty);
            let parameter = self.module.globals.id();
            function.parameters.push(Instruction::new(
                Op::FunctionParameter,
                Some(type_id),
                Some(parameter),
                vec![],
            ));
            self.arguments.push(Value::Id(parameter, ty));
        }
        self.write_blocks()?;
        let mut blocks = std::mem::take(&mut self.blocks);
        if let Some(entry) = blocks.first_mut() {
            let variables = std::mem::take(&mut self.variables);
            entry.instructions.splice(0..0, variables);
        }
        function.blocks = blocks;
        function.end = Some(Instruction::new(Op::FunctionEnd, None, None, vec![]));
        Ok(function)
    }

    /// The control-flow graph of the function, for the planner.
    fn control_flow_graph(&self) -> Result<ControlFlowGraph> {
        let mut successors = Vec::with_capacity(self.snapshot.blocks.len());
        for block in &self.snapshot.blocks {
            let Some(last) = block.instructions.last() else {
                return fail(format!("block '{}' has no terminator", block.name));
            };
            let terminator = &self.snapshot.instructions[*last as usize];
            let targets = match &terminator.kind {
                InstKind::Switch { .. } => {
                    return Err(at_instruction(
                        Failure::new(
                            "switches must be lowered to branches before SPIR-V is written",
                        ),
                        || terminator.printed(),
                    ))
                }
                kind => kind.successors(),
            };
            if targets
                .iter()
                .any(|target| *target as usize >= self.snapshot.blocks.len())
            {
                return Err(at_instruction(
                    Failure::new("a branch to an unknown block"),
                    || terminator.printed(),
                ));
            }
            successors.push(targets.into_iter().map(|target| target as usize).collect());
        }
        Ok(ControlFlowGraph { successors })
    }

    fn write_blocks(&mut self) -> Result<()> {
        let cfg = self.control_flow_graph()?;
        let plan =
            structure::plan(&cfg).map_err(|error| Failure::control_flow(error.to_string()))?;
        let labels: HashMap<PlannedNode, Word> = plan
            .blocks
            .iter()
            .map(|block| (block.node, self.module.globals.id()))
            .collect();
        let split: HashSet<usize> = plan
            .blocks
            .iter()
            .filter_map(|block| match block.node {
                PlannedNode::LoopBody(node) => Some(node),
                _ => None,
            })
            .collect();
        let predecessors = planned_predecessors(&plan);
        self.preallocate_phi_values();
        // Each forwarding block's phis (one per phi of the block it forwards to).
        let mut forward_phis: HashMap<(PlannedNode, InstructionId), Word> = HashMap::new();
        for block in &plan.blocks {
            if let PlannedNode::Forward { .. } = block.node {
                let target = phi_block_of(block.node);
                for phi in self.phis_of(target) {
                    forward_phis.insert((block.node, phi), self.module.globals.id());
                }
            }
        }
        for block in &plan.blocks {
            self.current = Vec::new();
            let label = labels[&block.node];
            self.current_label = label;
            if let PlannedNode::Original(node) = block.node {
                let name = &self.snapshot.blocks[node].name;
                self.module.globals.name(label, name);
            }
            let emit_body = match block.node {
                PlannedNode::Original(node) => {
                    for phi in self.phis_of(node) {
                        self.write_phi(
                            phi,
                            node,
                            &predecessors[&block.node],
                            &labels,
                            &forward_phis,
                        )?;
                    }
                    if split.contains(&node) {
                        None
                    } else {
                        Some(node)
                    }
                }
                PlannedNode::LoopBody(node) => Some(node),
                PlannedNode::Forward { .. } => {
                    let target = phi_block_of(block.node);
                    for phi in self.phis_of(target) {
                        let id = forward_phis[&(block.node, phi)];
                        self.write_forward_phi(
                            phi,
                            id,
                            target,
                            &predecessors[&block.node],
                            &labels,
                            &forward_phis,
                        )?;
                    }
                    None
                }
                PlannedNode::UnreachableMerge(_) => None,
            };
            let mut terminator = None;
            if let Some(node) = emit_body {
                let instructions = &self.snapshot.blocks[node].instructions;
                let Some((last, body)) = instructions.split_last() else {
                    return fail("internal error: a block without a terminator");
                };
                for instruction in body {
                    let printed = || self.snapshot.instructions[*instruction as usize].printed();
                    if matches!(
                        self.snapshot.instructions[*instruction as usize].kind,
                        InstKind::Phi { .. }
                    ) {
                        continue;
                    }
                    self.write_instruction(*instruction)
                        .map_err(|failure| at_instruction(failure, printed))?;
                }
                terminator = Some(*last);
            }
            if let Some(merge) = &block.merge {
                let instruction = match merge {
                    MergeInstruction::Selection { merge } => Instruction::new(
                        Op::SelectionMerge,
                        None,
                        None,
                        vec![
                            Operand::IdRef(labels[merge]),
                            Operand::SelectionControl(self.selection_control(block.node)),
                        ],
                    ),
                    MergeInstruction::Loop {
                        merge,
                        continue_target,
                    } => Instruction::new(
                        Op::LoopMerge,
                        None,
                        None,
                        vec![
                            Operand::IdRef(labels[merge]),
                            Operand::IdRef(labels[continue_target]),
                            Operand::LoopControl(self.loop_control(block.node)),
                        ],
                    ),
                };
                self.current.push(instruction);
            }
            match (terminator, block.node) {
                (Some(terminator), _) => {
                    let printed = || self.snapshot.instructions[terminator as usize].printed();
                    self.write_terminator(terminator, &block.successors, &labels)
                        .map_err(|failure| at_instruction(failure, printed))?;
                }
                (None, PlannedNode::UnreachableMerge(_)) => {
                    self.current
                        .push(Instruction::new(Op::Unreachable, None, None, vec![]));
                }
                (None, _) => {
                    let [target] = block.successors.as_slice() else {
                        return fail("internal error: a planned block without a terminator has several successors");
                    };
                    self.branch(labels[target]);
                }
            }
            if self.current_label != label {
                if matches!(block.merge, Some(MergeInstruction::Loop { .. })) {
                    return fail("internal error: a loop header was split by an access through a pointer choice");
                }
                self.exit_labels.insert(label, self.current_label);
            }
            self.finish_block();
        }
        // Phis name the block that ends each predecessor.
        if !self.exit_labels.is_empty() {
            for block in &mut self.blocks {
                for instruction in &mut block.instructions {
                    if instruction.class.opcode != Op::Phi {
                        continue;
                    }
                    for pair in instruction.operands.chunks_mut(2) {
                        if let [_, Operand::IdRef(parent)] = pair {
                            if let Some(exit) = self.exit_labels.get(parent) {
                                *parent = *exit;
                            }
                        }
                    }
                }
            }
        }
        Ok(())
    }

    /// Ends the block being written under `current_label`.
    fn finish_block(&mut self) {
        let mut written = Block::new();
        written.label = Some(Instruction::new(
            Op::Label,
            None,
            Some(self.current_label),
            vec![],
        ));
        written.instructions = std::mem::take(&mut self.current);
        self.blocks.push(written);
    }

    /// Writes `condition ? first() : second()` as a selection in the middle
    /// of the current block, which continues in the merge block afterwards;
    /// returns the two arms' results (and the arms' labels) for a phi.
    pub fn branch_on<T>(
        &mut self,
        condition: Word,
        mut arm: impl FnMut(&mut Self, bool) -> Result<T>,
    ) -> Result<[(T, Word); 2]> {
        let if_true = self.module.globals.id();
        let if_false = self.module.globals.id();
        let merge = self.module.globals.id();
        self.current.push(Instruction::new(
            Op::SelectionMerge,
            None,
            None,
            vec![
                Operand::IdRef(merge),
                Operand::SelectionControl(SelectionControl::NONE),
            ],
        ));
        self.current.push(Instruction::new(
            Op::BranchConditional,
            None,
            None,
            vec![
                Operand::IdRef(condition),
                Operand::IdRef(if_true),
                Operand::IdRef(if_false),
            ],
        ));
        self.finish_block();
        self.current_label = if_true;
        let first = arm(self, true)?;
        let first_exit = self.current_label;
        self.branch(merge);
        self.finish_block();
        self.current_label = if_false;
        let second = arm(self, false)?;
        let second_exit = self.current_label;
        self.branch(merge);
        self.finish_block();
        self.current_label = merge;
        Ok([(first, first_exit), (second, second_exit)])
    }

    fn branch(&mut self, label: Word) {
        self.current.push(Instruction::new(
            Op::Branch,
            None,
            None,
            vec![Operand::IdRef(label)],
        ));
    }

    /// The phis at the start of original block `node`.
    fn phis_of(&self, node: usize) -> Vec<InstructionId> {
        self.snapshot.blocks[node]
            .instructions
            .iter()
            .copied()
            .take_while(|instruction| {
                matches!(
                    self.snapshot.instructions[*instruction as usize].kind,
                    InstKind::Phi { .. }
                )
            })
            .collect()
    }

    /// Gives ids before translation to every instruction a phi uses.
    fn preallocate_phi_values(&mut self) {
        for instruction in &self.snapshot.instructions {
            if let InstKind::Phi { incoming } = &instruction.kind {
                for (value, _) in incoming {
                    if let IrOperand::Instruction(used) = value {
                        if !self.preallocated.contains_key(used) {
                            let id = self.module.globals.id();
                            self.preallocated.insert(*used, id);
                        }
                    }
                }
            }
        }
        // Phis themselves are values with ids known up front too.
        for (index, instruction) in self.snapshot.instructions.iter().enumerate() {
            if matches!(instruction.kind, InstKind::Phi { .. })
                && !self.preallocated.contains_key(&(index as InstructionId))
            {
                let id = self.module.globals.id();
                self.preallocated.insert(index as InstructionId, id);
            }
        }
    }

    /// The value phi `phi` (in original block `target`) takes when control
    /// arrives from planned block `from`.
    fn phi_value_from(
        &mut self,
        phi: InstructionId,
        target: usize,
        from: PlannedNode,
        forward_phis: &HashMap<(PlannedNode, InstructionId), Word>,
    ) -> Result<Word> {
        let original = match from {
            PlannedNode::Original(node) | PlannedNode::LoopBody(node) => node,
            PlannedNode::Forward { .. } => {
                return forward_phis
                    .get(&(from, phi))
                    .copied()
                    .ok_or_else(|| Failure::new("internal error: a forwarding block lacks a phi"))
            }
            PlannedNode::UnreachableMerge(_) => {
                return fail("internal error: a phi's value comes from an unreachable block")
            }
        };
        let InstKind::Phi { incoming } = &self.snapshot.instructions[phi as usize].kind else {
            return fail("internal error: not a phi");
        };
        let Some((value, _)) = incoming
            .iter()
            .find(|(_, block)| *block as usize == original)
        else {
            return fail(format!(
                "internal error: the phi has no value for block '{}' (reaching '{}')",
                self.snapshot.blocks[original].name, self.snapshot.blocks[target].name
            ));
        };
        let value = *value;
        match value {
            IrOperand::Instruction(used) if !self.values.contains_key(&used) => {
                Ok(self.preallocated[&used])
            }
            _ => Ok(self.plain_value(value)?.0),
        }
    }

    fn write_phi(
        &mut self,
        phi: InstructionId,
        node: usize,
        predecessors: &[PlannedNode],
        labels: &HashMap<PlannedNode, Word>,
        forward_phis: &HashMap<(PlannedNode, InstructionId), Word>,
    ) -> Result<()> {
        let instruction = &self.snapshot.instructions[phi as usize];
        let ty = self.module.spv_type(instruction.ty).map_err(|failure| {
            at_instruction(
                Failure::new(format!(
                    "a phi of pointers or resources (a run-time choice between them) is not supported: {}",
                    failure.reason
                )),
                || instruction.printed(),
            )
        })?;
        let id = self.preallocated[&phi];
        let mut operands = Vec::new();
        for predecessor in predecessors {
            let value = self
                .phi_value_from(phi, node, *predecessor, forward_phis)
                .map_err(|failure| at_instruction(failure, || instruction.printed()))?;
            operands.push(Operand::IdRef(value));
            operands.push(Operand::IdRef(labels[predecessor]));
        }
        let type_id = self.module.globals.type_id(&ty);
        self.current
            .push(Instruction::new(Op::Phi, Some(type_id), Some(id), operands));
        self.values.insert(phi, Value::Id(id, ty));
        Ok(())
    }

    fn write_forward_phi(
        &mut self,
        phi: InstructionId,
        id: Word,
        target: usize,
        predecessors: &[PlannedNode],
        labels: &HashMap<PlannedNode, Word>,
        forward_phis: &HashMap<(PlannedNode, InstructionId), Word>,
    ) -> Result<()> {
        let instruction = &self.snapshot.instructions[phi as usize];
        let ty = self.module.spv_type(instruction.ty)?;
        let mut operands = Vec::new();
        for predecessor in predecessors {
            let value = self.phi_value_from(phi, target, *predecessor, forward_phis)?;
            operands.push(Operand::IdRef(value));
            operands.push(Operand::IdRef(labels[predecessor]));
        }
        let type_id = self.module.globals.type_id(&ty);
        self.current
            .push(Instruction::new(Op::Phi, Some(type_id), Some(id), operands));
        Ok(())
    }

    fn write_terminator(
        &mut self,
        terminator: InstructionId,
        successors: &[PlannedNode],
        labels: &HashMap<PlannedNode, Word>,
    ) -> Result<()> {
        let instruction = &self.snapshot.instructions[terminator as usize];
        match &instruction.kind {
            InstKind::Branch { .. } => {
                let [target] = successors else {
                    return fail("internal error: a branch with several planned targets");
                };
                self.branch(labels[target]);
            }
            InstKind::ConditionalBranch { condition, .. } => {
                let [if_true, if_false] = successors else {
                    return fail(
                        "internal error: a conditional branch without two planned targets",
                    );
                };
                let (condition, _) = self.plain_value(*condition)?;
                if labels[if_true] == labels[if_false] {
                    self.branch(labels[if_true]);
                } else {
                    self.current.push(Instruction::new(
                        Op::BranchConditional,
                        None,
                        None,
                        vec![
                            Operand::IdRef(condition),
                            Operand::IdRef(labels[if_true]),
                            Operand::IdRef(labels[if_false]),
                        ],
                    ));
                }
            }
            InstKind::Return { value: None } => {
                self.current
                    .push(Instruction::new(Op::Return, None, None, vec![]));
            }
            InstKind::Return { value: Some(value) } => {
                let (value, _) = self.plain_value(*value)?;
                self.current.push(Instruction::new(
                    Op::ReturnValue,
                    None,
                    None,
                    vec![Operand::IdRef(value)],
                ));
            }
            InstKind::Unreachable => {
                self.current
                    .push(Instruction::new(Op::Unreachable, None, None, vec![]));
            }
            _ => return fail("this terminator is not supported"),
        }
        Ok(())
    }

    /// Emits an instruction with a result of type `ty`; returns the result id.
    pub fn emit(&mut self, op: Op, ty: &SpvType, operands: Vec<Operand>) -> Word {
        let type_id = self.module.globals.type_id(ty);
        let id = self.module.globals.id();
        self.current
            .push(Instruction::new(op, Some(type_id), Some(id), operands));
        id
    }

    /// Emits an instruction without a result.
    pub fn emit_void(&mut self, op: Op, operands: Vec<Operand>) {
        self.current
            .push(Instruction::new(op, None, None, operands));
    }

    /// A `GLSL.std.450` instruction.
    pub fn emit_glsl(
        &mut self,
        instruction: rspirv::spirv::GlslStd450Op,
        ty: &SpvType,
        arguments: &[Word],
    ) -> Word {
        let glsl = self.module.glsl();
        let mut operands = vec![
            Operand::IdRef(glsl),
            Operand::LiteralExtInstInteger(instruction as u32),
        ];
        operands.extend(arguments.iter().map(|argument| Operand::IdRef(*argument)));
        self.emit(Op::ExtInst, ty, operands)
    }

    /// The value of an operand.
    pub fn value(&mut self, operand: IrOperand) -> Result<Value> {
        match operand {
            IrOperand::Instruction(instruction) => match self.values.get(&instruction) {
                Some(value) => Ok(value.clone()),
                None => match self.preallocated.get(&instruction) {
                    Some(id) => {
                        let ty = self.module.spv_type(self.snapshot.instructions[instruction as usize].ty)?;
                        Ok(Value::Id(*id, ty))
                    }
                    None => fail("internal error: a value is used before it is defined (the block order does not follow dominance)"),
                },
            },
            IrOperand::Argument(index) => self
                .arguments
                .get(index as usize)
                .cloned()
                .ok_or_else(|| Failure::new("internal error: argument out of range")),
            IrOperand::Constant(constant) => {
                let snapshot = self.module.snapshot;
                let value = snapshot.constant(constant);
                if let Constant::Expression { kind, .. } = value {
                    return self.constant_expression(kind);
                }
                if let IrTy::Pointer { .. } = snapshot.ty(value.ty()) {
                    return fail("a null or undefined pointer is not supported in Vulkan SPIR-V (logical addressing)");
                }
                if let IrTy::Target { .. } = snapshot.ty(value.ty()) {
                    return fail("an undefined or null resource handle is used (a resource that was never assigned)");
                }
                let ty = self.module.spv_type(value.ty())?;
                let id = module_constant(self.module, constant)?;
                Ok(Value::Id(id, ty))
            }
            IrOperand::Global(global) => self.global_pointer(global).map(Value::Pointer),
            IrOperand::Function(_) => fail("a function's address is not supported in Vulkan SPIR-V"),
            IrOperand::Block(_) | IrOperand::Unsupported => fail("this operand is not supported by texel's SPIR-V writer"),
        }
    }

    /// An operand that must be one pointer (not a choice between pointers).
    pub fn pointer_value(&mut self, operand: IrOperand) -> Result<LogicalPointer> {
        match self.value(operand)? {
            Value::Pointer(pointer) => Ok(pointer),
            Value::PointerChoice(..) => {
                fail("an atomic operation on a pointer chosen at run time is not supported")
            }
            _ => fail("a pointer was expected"),
        }
    }

    /// The SPIR-V id and type of an operand that must be a plain value.
    pub fn plain_value(&mut self, operand: IrOperand) -> Result<(Word, SpvType)> {
        match self.value(operand)? {
            Value::Id(id, ty) => Ok((id, ty)),
            Value::Pointer(_) | Value::PointerChoice(..) => fail("a pointer used as a value (stored, compared, converted or passed) is not supported in Vulkan SPIR-V (logical addressing)"),
            Value::Handle(_) => fail("a resource handle used as a value here is not supported"),
            Value::Void => fail("a void value is used"),
        }
    }

    fn constant_expression(&mut self, kind: &InstKind) -> Result<Value> {
        match kind {
            InstKind::ElementPointer {
                source,
                base,
                indices,
                ..
            } => {
                let base = self.value(*base)?;
                self.element_pointer_value(base, *source, indices)
            }
            InstKind::Cast {
                op: CastOp::AddrSpaceCast | CastOp::BitCast,
                value,
            } => self.value(*value),
            _ => fail("this constant expression is not supported by texel's SPIR-V writer"),
        }
    }

    fn write_instruction(&mut self, instruction: InstructionId) -> Result<()> {
        let snapshot = self.snapshot;
        let inst = &snapshot.instructions[instruction as usize];
        let value = self.translate(inst.ty, &inst.kind)?;
        let value = match (self.preallocated.get(&instruction), value) {
            (Some(preallocated), Value::Id(id, ty)) => {
                // The instruction just written gets the id phis already use;
                // any other value (an operand passed through, a constant)
                // is copied to it.
                if let Some(last) = self.current.last_mut() {
                    if last.result_id == Some(id) {
                        last.result_id = Some(*preallocated);
                        self.values.insert(instruction, Value::Id(*preallocated, ty));
                        return Ok(());
                    }
                }
                let type_id = self.module.globals.type_id(&ty);
                self.current.push(Instruction::new(
                    Op::CopyObject,
                    Some(type_id),
                    Some(*preallocated),
                    vec![Operand::IdRef(id)],
                ));
                Value::Id(*preallocated, ty)
            }
            (Some(_), Value::Pointer(_) | Value::PointerChoice(..) | Value::Handle(_)) => {
                return fail("a pointer or resource chosen by a phi is not supported in Vulkan SPIR-V (logical addressing)")
            }
            (_, value) => value,
        };
        self.values.insert(instruction, value);
        Ok(())
    }

    fn translate(
        &mut self,
        result: crate::llvm::snapshot::TypeId,
        kind: &InstKind,
    ) -> Result<Value> {
        match kind {
            InstKind::Binary { op, left, right } => {
                let (left, ty) = self.plain_value(*left)?;
                let (right, _) = self.plain_value(*right)?;
                Ok(Value::Id(self.binary(*op, &ty, left, right)?, ty))
            }
            InstKind::FNeg { value } => {
                let (value, ty) = self.plain_value(*value)?;
                Ok(Value::Id(
                    self.emit(Op::FNegate, &ty, vec![Operand::IdRef(value)]),
                    ty,
                ))
            }
            InstKind::IntCompare {
                predicate,
                left,
                right,
            } => {
                let (left, operand_type) = self.plain_value(*left)?;
                let (right, _) = self.plain_value(*right)?;
                let ty = self.module.spv_type(result)?;
                let op = int_compare(*predicate, operand_type.is_bool())?;
                Ok(Value::Id(
                    self.emit(op, &ty, vec![Operand::IdRef(left), Operand::IdRef(right)]),
                    ty,
                ))
            }
            InstKind::FloatCompare {
                predicate,
                left,
                right,
            } => {
                let (left, _) = self.plain_value(*left)?;
                let (right, _) = self.plain_value(*right)?;
                let ty = self.module.spv_type(result)?;
                Ok(Value::Id(
                    self.float_compare(*predicate, &ty, left, right)?,
                    ty,
                ))
            }
            InstKind::Cast { op, value } => self.cast(*op, result, *value),
            InstKind::Select {
                condition,
                if_true,
                if_false,
            } => self.select(*condition, *if_true, *if_false),
            InstKind::Freeze { value } => self.value(*value),
            InstKind::ExtractElement { vector, index } => {
                let (vector, vector_type) = self.plain_value(*vector)?;
                let ty = self.module.spv_type(result)?;
                if vector_type.lanes() == 1 {
                    // The lane of a one-lane vector (written as its lane).
                    return Ok(Value::Id(vector, ty));
                }
                let id = match self.constant_index(*index) {
                    Some(lane) => self.emit(
                        Op::CompositeExtract,
                        &ty,
                        vec![Operand::IdRef(vector), Operand::LiteralBit32(lane)],
                    ),
                    None => {
                        let (index, _) = self.plain_value(*index)?;
                        self.emit(
                            Op::VectorExtractDynamic,
                            &ty,
                            vec![Operand::IdRef(vector), Operand::IdRef(index)],
                        )
                    }
                };
                Ok(Value::Id(id, ty))
            }
            InstKind::InsertElement {
                vector,
                element,
                index,
            } => {
                let (vector, ty) = self.plain_value(*vector)?;
                let (element, _) = self.plain_value(*element)?;
                if ty.lanes() == 1 {
                    return Ok(Value::Id(element, ty));
                }
                let id = match self.constant_index(*index) {
                    Some(lane) => self.emit(
                        Op::CompositeInsert,
                        &ty,
                        vec![
                            Operand::IdRef(element),
                            Operand::IdRef(vector),
                            Operand::LiteralBit32(lane),
                        ],
                    ),
                    None => {
                        let (index, _) = self.plain_value(*index)?;
                        self.emit(
                            Op::VectorInsertDynamic,
                            &ty,
                            vec![
                                Operand::IdRef(vector),
                                Operand::IdRef(element),
                                Operand::IdRef(index),
                            ],
                        )
                    }
                };
                Ok(Value::Id(id, ty))
            }
            InstKind::ShuffleVector { left, right, mask } => {
                let (left, left_type) = self.plain_value(*left)?;
                let (right, _) = self.plain_value(*right)?;
                let ty = self.module.spv_type(result)?;
                if left_type.lanes() < 2 || ty.lanes() < 2 {
                    // One-lane vectors are scalars: pick each lane.
                    let scalar = ty.scalar().clone();
                    let width = left_type.lanes();
                    let mut lanes = Vec::with_capacity(mask.len());
                    for lane in mask {
                        let lane = lane.unwrap_or(0);
                        let (source, index) = if lane < width {
                            (left, lane)
                        } else {
                            (right, lane - width)
                        };
                        lanes.push(if width == 1 {
                            source
                        } else {
                            self.emit(
                                Op::CompositeExtract,
                                &scalar,
                                vec![Operand::IdRef(source), Operand::LiteralBit32(index)],
                            )
                        });
                    }
                    if ty.lanes() == 1 {
                        return Ok(Value::Id(lanes[0], ty));
                    }
                    let operands = lanes.into_iter().map(Operand::IdRef).collect();
                    return Ok(Value::Id(
                        self.emit(Op::CompositeConstruct, &ty, operands),
                        ty,
                    ));
                }
                let mut operands = vec![Operand::IdRef(left), Operand::IdRef(right)];
                operands.extend(
                    mask.iter()
                        .map(|lane| Operand::LiteralBit32(lane.unwrap_or(u32::MAX))),
                );
                Ok(Value::Id(self.emit(Op::VectorShuffle, &ty, operands), ty))
            }
            InstKind::ExtractValue { aggregate, indices } => {
                let (aggregate, _) = self.plain_value(*aggregate)?;
                let ty = self.module.spv_type(result)?;
                let mut operands = vec![Operand::IdRef(aggregate)];
                operands.extend(indices.iter().map(|index| Operand::LiteralBit32(*index)));
                Ok(Value::Id(
                    self.emit(Op::CompositeExtract, &ty, operands),
                    ty,
                ))
            }
            InstKind::InsertValue {
                aggregate,
                element,
                indices,
            } => {
                let (aggregate, ty) = self.plain_value(*aggregate)?;
                let (element, _) = self.plain_value(*element)?;
                let mut operands = vec![Operand::IdRef(element), Operand::IdRef(aggregate)];
                operands.extend(indices.iter().map(|index| Operand::LiteralBit32(*index)));
                Ok(Value::Id(self.emit(Op::CompositeInsert, &ty, operands), ty))
            }
            InstKind::Alloca { allocated, count } => {
                if self.constant_index(*count) != Some(1) {
                    return fail(
                        "an alloca of a run-time or plural count is not supported in Vulkan SPIR-V",
                    );
                }
                let ty = self.module.spv_type(*allocated)?;
                let pointer = SpvType::Pointer(StorageClass::Function, Box::new(ty));
                let type_id = self.module.globals.type_id(&pointer);
                let id = self.module.globals.id();
                self.variables.push(Instruction::new(
                    Op::Variable,
                    Some(type_id),
                    Some(id),
                    vec![Operand::StorageClass(StorageClass::Function)],
                ));
                Ok(Value::Pointer(LogicalPointer::variable(
                    id,
                    StorageClass::Function,
                    *allocated,
                    Vec::new(),
                )))
            }
            InstKind::Load {
                pointer, volatile, ..
            } => {
                if *volatile {
                    return fail("volatile loads are not supported");
                }
                if let IrTy::Target { .. } = self.module.snapshot.ty(result) {
                    return self.load_handle(*pointer);
                }
                let pointer = self.value(*pointer)?;
                let ty = self.module.spv_type(result)?;
                let id = self.load_through(&pointer, result)?;
                Ok(Value::Id(id, ty))
            }
            InstKind::Store {
                value,
                pointer,
                volatile,
                ..
            } => {
                if *volatile {
                    return fail("volatile stores are not supported");
                }
                if let Value::Handle(_) = self.value(*value)? {
                    // A handle kept in a global or a local: the loads are resolved
                    // to the creation (see `load_handle`).
                    return Ok(Value::Void);
                }
                let target = self.value(*pointer)?;
                let stored_type = self.value_type_of(*value)?;
                let (value, _) = self.plain_value(*value)?;
                self.store_through(&target, stored_type, value)?;
                Ok(Value::Void)
            }
            InstKind::ElementPointer {
                source,
                base,
                indices,
                ..
            } => {
                let base = self.value(*base)?;
                self.element_pointer_value(base, *source, indices)
            }
            InstKind::Call { callee, arguments } => self.call(result, *callee, arguments),
            InstKind::Fence => {
                fail("fences are not supported yet (use the HLSL barrier intrinsics)")
            }
            InstKind::AtomicRmw {
                op, pointer, value, ..
            } => {
                let pointer = self.pointer_value(*pointer)?;
                let (value, ty) = self.plain_value(*value)?;
                let id = self.atomic_read_modify_write(*op, &pointer, value, &ty)?;
                Ok(Value::Id(id, ty))
            }
            InstKind::CompareExchange {
                pointer,
                expected,
                replacement,
            } => {
                let pointer = self.pointer_value(*pointer)?;
                let (expected, ty) = self.plain_value(*expected)?;
                let (replacement, _) = self.plain_value(*replacement)?;
                let result = self.module.spv_type(result)?;
                let id =
                    self.atomic_compare_exchange(&pointer, expected, replacement, &ty, &result)?;
                Ok(Value::Id(id, result))
            }
            InstKind::Phi { .. } => fail("internal error: phis are written with their block"),
            InstKind::Branch { .. }
            | InstKind::ConditionalBranch { .. }
            | InstKind::Switch { .. }
            | InstKind::Return { .. }
            | InstKind::Unreachable => {
                fail("internal error: a terminator in the middle of a block")
            }
            InstKind::Unsupported { opcode } => fail(format!(
                "the LLVM instruction '{opcode}' is not supported by texel's SPIR-V writer"
            )),
        }
    }

    /// The snapshot type of an operand.
    pub fn value_type_of(&self, operand: IrOperand) -> Result<crate::llvm::snapshot::TypeId> {
        let snapshot = self.module.snapshot;
        Ok(match operand {
            IrOperand::Instruction(instruction) => {
                self.snapshot.instructions[instruction as usize].ty
            }
            IrOperand::Constant(constant) => snapshot.constant(constant).ty(),
            IrOperand::Argument(index) => *self
                .snapshot
                .parameter_types
                .get(index as usize)
                .ok_or_else(|| Failure::new("internal error: argument out of range"))?,
            _ => return fail("internal error: no type for this operand"),
        })
    }

    /// The value of a constant integer operand.
    pub fn constant_index(&self, operand: IrOperand) -> Option<u32> {
        match operand {
            IrOperand::Constant(constant) => match self.module.snapshot.constant(constant) {
                Constant::Int { value, .. } => u32::try_from(*value).ok(),
                Constant::Zero { .. } => Some(0),
                _ => None,
            },
            _ => None,
        }
    }

    /// A handle loaded from the memory it was stored to (clang's `-O0` shape
    /// the optimisation pipeline left): the value of the one store to it.
    fn load_handle(&mut self, pointer: IrOperand) -> Result<Value> {
        let snapshot = self.snapshot;
        for instruction in &snapshot.instructions {
            if let InstKind::Store {
                value,
                pointer: target,
                ..
            } = &instruction.kind
            {
                if *target == pointer {
                    if let IrOperand::Instruction(stored) = value {
                        if let Some(handle @ Value::Handle(_)) = self.values.get(stored) {
                            return Ok(handle.clone());
                        }
                    }
                }
            }
        }
        fail("a resource handle is loaded from memory where texel cannot find the one handle stored there")
    }

    fn binary(&mut self, op: BinaryOp, ty: &SpvType, left: Word, right: Word) -> Result<Word> {
        let operands = vec![Operand::IdRef(left), Operand::IdRef(right)];
        let opcode = if ty.is_bool() {
            match op {
                BinaryOp::And | BinaryOp::Mul => Op::LogicalAnd,
                BinaryOp::Or => Op::LogicalOr,
                BinaryOp::Xor | BinaryOp::Add | BinaryOp::Sub => Op::LogicalNotEqual,
                other => return fail(format!("{other:?} on booleans is not supported")),
            }
        } else {
            match op {
                BinaryOp::Add => Op::IAdd,
                BinaryOp::Sub => Op::ISub,
                BinaryOp::Mul => Op::IMul,
                BinaryOp::UDiv => Op::UDiv,
                BinaryOp::SDiv => Op::SDiv,
                BinaryOp::URem => Op::UMod,
                BinaryOp::SRem => Op::SRem,
                BinaryOp::FAdd => Op::FAdd,
                BinaryOp::FSub => Op::FSub,
                BinaryOp::FMul => Op::FMul,
                BinaryOp::FDiv => Op::FDiv,
                BinaryOp::FRem => Op::FRem,
                BinaryOp::Shl => Op::ShiftLeftLogical,
                BinaryOp::LShr => Op::ShiftRightLogical,
                BinaryOp::AShr => Op::ShiftRightArithmetic,
                BinaryOp::And => Op::BitwiseAnd,
                BinaryOp::Or => Op::BitwiseOr,
                BinaryOp::Xor => Op::BitwiseXor,
            }
        };
        Ok(self.emit(opcode, ty, operands))
    }

    fn float_compare(
        &mut self,
        predicate: FloatPredicate,
        ty: &SpvType,
        left: Word,
        right: Word,
    ) -> Result<Word> {
        use FloatPredicate::*;
        let operands = vec![Operand::IdRef(left), Operand::IdRef(right)];
        let op = match predicate {
            Oeq => Op::FOrdEqual,
            Ogt => Op::FOrdGreaterThan,
            Oge => Op::FOrdGreaterThanEqual,
            Olt => Op::FOrdLessThan,
            Ole => Op::FOrdLessThanEqual,
            One => Op::FOrdNotEqual,
            Ueq => Op::FUnordEqual,
            Ugt => Op::FUnordGreaterThan,
            Uge => Op::FUnordGreaterThanEqual,
            Ult => Op::FUnordLessThan,
            Ule => Op::FUnordLessThanEqual,
            Une => Op::FUnordNotEqual,
            False | True => {
                let lane = self
                    .module
                    .globals
                    .scalar_constant(&SpvType::Bool, u64::from(predicate == True));
                return Ok(self.module.globals.splat(ty, lane));
            }
            Ord | Uno => {
                // OpOrdered / OpUnordered need the Kernel capability.
                let left_nan = self.emit(Op::IsNan, ty, vec![Operand::IdRef(left)]);
                let right_nan = self.emit(Op::IsNan, ty, vec![Operand::IdRef(right)]);
                let either = self.emit(
                    Op::LogicalOr,
                    ty,
                    vec![Operand::IdRef(left_nan), Operand::IdRef(right_nan)],
                );
                if predicate == Uno {
                    return Ok(either);
                }
                return Ok(self.emit(Op::LogicalNot, ty, vec![Operand::IdRef(either)]));
            }
        };
        Ok(self.emit(op, ty, operands))
    }

    fn cast(
        &mut self,
        op: CastOp,
        result: crate::llvm::snapshot::TypeId,
        operand: IrOperand,
    ) -> Result<Value> {
        if matches!(op, CastOp::AddrSpaceCast)
            || (op == CastOp::BitCast
                && matches!(self.module.snapshot.ty(result), IrTy::Pointer { .. }))
        {
            return self.value(operand);
        }
        if matches!(op, CastOp::PtrToInt | CastOp::IntToPtr) {
            return fail("converting between pointers and integers is not supported in Vulkan SPIR-V (logical addressing)");
        }
        let (value, from) = self.plain_value(operand)?;
        let to = self.module.spv_type(result)?;
        let id = self.convert(op, value, &from, &to)?;
        Ok(Value::Id(id, to))
    }

    /// Converts `value` of type `from` to `to` as the LLVM cast `op` does.
    pub fn convert(
        &mut self,
        op: CastOp,
        value: Word,
        from: &SpvType,
        to: &SpvType,
    ) -> Result<Word> {
        let operand = vec![Operand::IdRef(value)];
        Ok(match op {
            CastOp::Trunc if to.is_bool() => {
                let one = self.module.globals.scalar_constant(from.scalar(), 1);
                let one = self.module.globals.splat(from, one);
                let zero = self.module.globals.null_constant(from);
                let low = self.emit(
                    Op::BitwiseAnd,
                    from,
                    vec![Operand::IdRef(value), Operand::IdRef(one)],
                );
                self.emit(
                    Op::INotEqual,
                    to,
                    vec![Operand::IdRef(low), Operand::IdRef(zero)],
                )
            }
            CastOp::ZExt | CastOp::SExt | CastOp::UiToFp | CastOp::SiToFp if from.is_bool() => {
                let one = match op {
                    CastOp::SExt => u64::MAX,
                    CastOp::UiToFp => return self.select_constants(value, to, 1.0),
                    CastOp::SiToFp => return self.select_constants(value, to, -1.0),
                    _ => 1,
                };
                let one = self.module.globals.scalar_constant(to.scalar(), one);
                let one = self.module.globals.splat(to, one);
                let zero = self.module.globals.null_constant(to);
                self.emit(
                    Op::Select,
                    to,
                    vec![
                        Operand::IdRef(value),
                        Operand::IdRef(one),
                        Operand::IdRef(zero),
                    ],
                )
            }
            CastOp::Trunc | CastOp::ZExt => self.emit(Op::UConvert, to, operand),
            CastOp::SExt => self.emit(Op::SConvert, to, operand),
            CastOp::FpTrunc | CastOp::FpExt => self.emit(Op::FConvert, to, operand),
            CastOp::FpToUi if to.is_bool() => {
                let zero = self.module.globals.null_constant(from);
                self.emit(
                    Op::FUnordNotEqual,
                    to,
                    vec![Operand::IdRef(value), Operand::IdRef(zero)],
                )
            }
            CastOp::FpToUi => self.emit(Op::ConvertFToU, to, operand),
            CastOp::FpToSi => self.emit(Op::ConvertFToS, to, operand),
            CastOp::UiToFp => self.emit(Op::ConvertUToF, to, operand),
            CastOp::SiToFp => self.emit(Op::ConvertSToF, to, operand),
            CastOp::BitCast if from == to => value,
            CastOp::BitCast => {
                if from.is_bool() || to.is_bool() {
                    return fail("a bitcast to or from booleans is not supported");
                }
                self.emit(Op::Bitcast, to, operand)
            }
            CastOp::PtrToInt | CastOp::IntToPtr | CastOp::AddrSpaceCast => {
                return fail("internal error: pointer casts are handled before")
            }
        })
    }

    /// `b ? lane : 0.0` for each lane of a boolean (vector) `value`.
    fn select_constants(&mut self, value: Word, to: &SpvType, lane: f64) -> Result<Word> {
        let one = self.module.globals.float_constant(to.scalar(), lane);
        let one = self.module.globals.splat(to, one);
        let zero = self.module.globals.null_constant(to);
        Ok(self.emit(
            Op::Select,
            to,
            vec![
                Operand::IdRef(value),
                Operand::IdRef(one),
                Operand::IdRef(zero),
            ],
        ))
    }

    /// A GEP on a pointer or on each pointer of a choice.
    fn element_pointer_value(
        &mut self,
        base: Value,
        source: crate::llvm::snapshot::TypeId,
        indices: &[IrOperand],
    ) -> Result<Value> {
        // An index chosen by a select of constants (`c ? s.a : s.b` as a
        // byte offset `select c, 0, 4`) chooses between two pointers.
        let snapshot = self.snapshot;
        let chosen = indices
            .iter()
            .enumerate()
            .find_map(|(position, index)| match index {
                IrOperand::Instruction(instruction) => {
                    match &snapshot.instructions[*instruction as usize].kind {
                        // Between two constants (member offsets), which no access
                        // chain index can be; a run-time index stays one.
                        InstKind::Select {
                            condition,
                            if_true: if_true @ IrOperand::Constant(_),
                            if_false: if_false @ IrOperand::Constant(_),
                        } => Some((position, *condition, *if_true, *if_false)),
                        _ => None,
                    }
                }
                _ => None,
            });
        if let (Some((position, condition, if_true, if_false)), Value::Pointer(_)) = (chosen, &base)
        {
            let (condition, condition_type) = self.plain_value(condition)?;
            if condition_type.lanes() == 1 {
                let mut first_indices = indices.to_vec();
                first_indices[position] = if_true;
                let mut second_indices = indices.to_vec();
                second_indices[position] = if_false;
                let first = self.element_pointer_value(base.clone(), source, &first_indices)?;
                let second = self.element_pointer_value(base, source, &second_indices)?;
                return Ok(Value::PointerChoice(
                    condition,
                    Box::new(first),
                    Box::new(second),
                ));
            }
        }
        match base {
            Value::Pointer(pointer) => Ok(Value::Pointer(
                self.element_pointer(pointer, source, indices)?,
            )),
            Value::PointerChoice(condition, first, second) => {
                let first = self.element_pointer_value(*first, source, indices)?;
                let second = self.element_pointer_value(*second, source, indices)?;
                Ok(Value::PointerChoice(
                    condition,
                    Box::new(first),
                    Box::new(second),
                ))
            }
            _ => fail("a pointer was expected"),
        }
    }

    /// Loads through a pointer or a pointer choice.
    pub fn load_through(
        &mut self,
        pointer: &Value,
        access: crate::llvm::snapshot::TypeId,
    ) -> Result<Word> {
        match pointer {
            Value::Pointer(pointer) => self.load(pointer, access),
            Value::PointerChoice(condition, first, second) => {
                let ty = self.module.spv_type(access)?;
                let [(first, first_label), (second, second_label)] = self
                    .branch_on(*condition, |writer, which| {
                        writer.load_through(if which { first } else { second }, access)
                    })?;
                Ok(self.emit(
                    Op::Phi,
                    &ty,
                    vec![
                        Operand::IdRef(first),
                        Operand::IdRef(first_label),
                        Operand::IdRef(second),
                        Operand::IdRef(second_label),
                    ],
                ))
            }
            _ => fail("a pointer was expected"),
        }
    }

    /// Stores through a pointer or a pointer choice.
    pub fn store_through(
        &mut self,
        pointer: &Value,
        access: crate::llvm::snapshot::TypeId,
        value: Word,
    ) -> Result<()> {
        match pointer {
            Value::Pointer(pointer) => self.store(pointer, access, value),
            Value::PointerChoice(condition, first, second) => {
                self.branch_on(*condition, |writer, which| {
                    writer.store_through(if which { first } else { second }, access, value)
                })?;
                Ok(())
            }
            _ => fail("a pointer was expected"),
        }
    }

    fn select(
        &mut self,
        condition: IrOperand,
        if_true: IrOperand,
        if_false: IrOperand,
    ) -> Result<Value> {
        let (condition, condition_type) = self.plain_value(condition)?;
        let first = self.value(if_true)?;
        if matches!(first, Value::Pointer(_) | Value::PointerChoice(..)) {
            let second = self.value(if_false)?;
            if !matches!(second, Value::Pointer(_) | Value::PointerChoice(..)) {
                return fail("a select between a pointer and something else");
            }
            if condition_type.lanes() != 1 {
                return fail("a per-lane select of pointers is not supported");
            }
            return Ok(Value::PointerChoice(
                condition,
                Box::new(first),
                Box::new(second),
            ));
        }
        let Value::Id(if_true, ty) = first else {
            return fail("a run-time choice between resources (select) is not supported: choose the resource with an index into a resource array");
        };
        let (if_false, _) = self.plain_value(if_false)?;
        let mut condition = condition;
        let scalar_condition = condition_type.lanes() == 1;
        let composite = matches!(ty, SpvType::Struct { .. } | SpvType::Array(..));
        if scalar_condition && ty.lanes() > 1 && !self.module.version_at_least(1, 4) {
            // Before SPIR-V 1.4 a vector select needs a vector condition.
            let vector = SpvType::Vector(Box::new(SpvType::Bool), ty.lanes());
            let lanes = vec![Operand::IdRef(condition); ty.lanes() as usize];
            condition = self.emit(Op::CompositeConstruct, &vector, lanes);
        }
        if composite && !self.module.version_at_least(1, 4) {
            return fail("a select of structs or arrays needs SPIR-V 1.4 (Vulkan 1.2) or later");
        }
        let id = self.emit(
            Op::Select,
            &ty,
            vec![
                Operand::IdRef(condition),
                Operand::IdRef(if_true),
                Operand::IdRef(if_false),
            ],
        );
        Ok(Value::Id(id, ty))
    }
}

fn int_compare(predicate: IntPredicate, booleans: bool) -> Result<Op> {
    use IntPredicate::*;
    if booleans {
        return match predicate {
            Eq => Ok(Op::LogicalEqual),
            Ne => Ok(Op::LogicalNotEqual),
            other => fail(format!(
                "the comparison {other:?} of booleans is not supported"
            )),
        };
    }
    Ok(match predicate {
        Eq => Op::IEqual,
        Ne => Op::INotEqual,
        Ugt => Op::UGreaterThan,
        Uge => Op::UGreaterThanEqual,
        Ult => Op::ULessThan,
        Ule => Op::ULessThanEqual,
        Sgt => Op::SGreaterThan,
        Sge => Op::SGreaterThanEqual,
        Slt => Op::SLessThan,
        Sle => Op::SLessThanEqual,
    })
}

/// The planned predecessors of every planned block, in plan order.
fn planned_predecessors(plan: &StructuredPlan) -> HashMap<PlannedNode, Vec<PlannedNode>> {
    let mut predecessors: HashMap<PlannedNode, Vec<PlannedNode>> = plan
        .blocks
        .iter()
        .map(|block| (block.node, Vec::new()))
        .collect();
    for block in &plan.blocks {
        let mut seen = Vec::new();
        for successor in &block.successors {
            if seen.contains(successor) {
                continue;
            }
            seen.push(*successor);
            predecessors.entry(*successor).or_default().push(block.node);
        }
    }
    predecessors
}

/// The original block whose phis a planned block carries: a forwarding
/// block's target (the end of its chain), else the block's own node.
fn phi_block_of(node: PlannedNode) -> usize {
    match node {
        PlannedNode::Forward { target, .. } => target,
        PlannedNode::Original(target)
        | PlannedNode::LoopBody(target)
        | PlannedNode::UnreachableMerge(target) => target,
    }
}
