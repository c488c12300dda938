//! The entry point, user function instances and statements.
//!
//! The entry becomes `define void @<entry>()` with `"hlsl.shader"` and
//! `"hlsl.numthreads"`; its parameters are locals filled from the
//! system-value intrinsics. User functions become `internal alwaysinline`
//! functions; `out`/`inout` parameters are pointers to the caller's
//! temporaries (copy-in/copy-out). Resource parameters, locals and returns
//! are resource values like any other value (see `resource_values`).

use texel_passes::llvm::{LLVMBasicBlockRef, LLVMTypeRef, LLVMValueRef, Linkage};

use crate::sema::hir::{Block, EntryInput, LoopKind, ParamMode, Stmt, SwitchCase};
use crate::types::{ScalarKind, Type};

use super::{Emitter, FunctionState, InstanceKey, Slot};
use crate::options::{CompileOptions, Stage};

impl Emitter<'_, '_> {
    /// Emits the whole module.
    pub fn emit(&mut self, options: &CompileOptions) {
        self.assign_order_ids();
        self.declare_cbuffers();
        for index in 0..self.program.entries.len() {
            self.entry(options, index);
        }
        self.exports();
        while let Some((key, function)) = self.pending.pop() {
            if self.failure.is_some() {
                break;
            }
            self.instance_body(&key, function);
        }
    }

    /// Implicit bindings get order ids in declaration order, per target.
    fn assign_order_ids(&mut self) {
        let mut next = 0;
        for (id, resource) in self.program.resources.iter().enumerate() {
            let implicit = match self.api {
                texel_passes::target::Api::Dx => resource.binding.register.is_none(),
                texel_passes::target::Api::Spv => {
                    resource.binding.register.is_none() && resource.binding.vk_binding.is_none()
                }
            };
            if implicit {
                self.order_ids.insert(id, next);
                next += 1;
            }
        }
        self.next_order_id = next;
    }

    /// Starts a function: prologue and body blocks.
    fn begin_function(
        &mut self,
        function: LLVMValueRef,
        local_types: Vec<Type>,
        return_type: Type,
    ) {
        let prologue = self.ir.append_block(function, "entry");
        let body = self.ir.append_block(function, "body");
        self.fx = FunctionState {
            function,
            prologue,
            body,
            locals: vec![Slot::Unset; local_types.len()],
            local_types,
            return_type,
            loops: Vec::new(),
            handles: Default::default(),
            pending_hint: None,
        };
        self.ir.position_at_end(body);
    }

    /// Ends a function: the fall-through return and the prologue's branch.
    fn end_function(&mut self) {
        if !self.ir.terminated() {
            if self.fx.return_type == Type::Void {
                self.ir.ret(None);
            } else {
                let ty = self.fx.return_type.clone();
                let value_type = self.value_or_memory_type(&ty);
                let poison = self.ir.poison(value_type);
                self.ir.ret(Some(poison));
            }
        }
        self.ir.position_at_end(self.fx.prologue);
        self.ir.branch(self.fx.body);
    }

    /// The LLVM type of values of `ty` (aggregates in memory form).
    pub fn value_or_memory_type(&mut self, ty: &Type) -> LLVMTypeRef {
        if ty.is_numeric() || *ty == Type::Void {
            self.value_type(ty)
        } else {
            self.memory_type(ty)
        }
    }

    fn entry(&mut self, options: &CompileOptions, index: usize) {
        let program = self.program;
        let entry = &program.entries[index];
        let function = &program.functions[entry.function];
        let void = self.ir.void_type();
        let function_type = self.ir.function_type(void, &[]);
        let llvm_function = self.ir.add_function(&entry.name, function_type);
        // A library's entries are its `[shader("compute")]` functions.
        let stage = match options.profile.stage {
            Stage::Library => Stage::Compute,
            stage => stage,
        };
        self.ir
            .add_string_function_attribute(llvm_function, "hlsl.shader", stage.triple_name());
        let [x, y, z] = entry.numthreads;
        self.ir.add_string_function_attribute(
            llvm_function,
            "hlsl.numthreads",
            &format!("{x},{y},{z}"),
        );
        self.ir
            .add_function_attribute_value(llvm_function, "convergent", 0);
        self.ir
            .add_function_attribute_value(llvm_function, "norecurse", 0);
        self.ir
            .add_function_attribute_value(llvm_function, "nounwind", 0);
        self.entry_metadata(llvm_function, entry);
        self.begin_function(
            llvm_function,
            function.locals.iter().map(|l| l.ty.clone()).collect(),
            Type::Void,
        );
        self.create_cbuffer_handles();
        for param in &function.params {
            let pointer = self.temporary(&param.ty, &param.name);
            self.fx.locals[param.local] = Slot::Memory(pointer);
        }
        for input in &entry.inputs {
            self.entry_input(entry.function, input);
        }
        self.block(&function.body);
        self.end_function();
    }

    /// A library's `export` functions: external functions of the DXIL
    /// module (still inlined where the library calls them). Vulkan has no
    /// linkage: there they are ordinary internal functions.
    fn exports(&mut self) {
        for &function in &self.program.exports {
            let llvm_function = self.instance(InstanceKey { function });
            if self.api == texel_passes::target::Api::Dx {
                self.ir.set_linkage(llvm_function, Linkage::External);
            }
        }
    }

    fn entry_input(&mut self, entry: usize, input: &EntryInput) {
        let function = &self.program.functions[entry];
        let param = &function.params[input.param];
        let Slot::Memory(mut pointer) = self.fx.locals[param.local] else {
            return;
        };
        let mut container = param.ty.clone();
        for field in &input.fields {
            let struct_type = self.memory_type(&container);
            let zero = self.ir.const_i32(0);
            let element = match &container {
                Type::Struct(id) => self.field_index(*id, *field),
                _ => *field as u32,
            };
            let index = self.ir.const_i32(i64::from(element));
            pointer = self
                .ir
                .in_bounds_element_pointer(struct_type, pointer, &[zero, index]);
            if let Type::Struct(id) = &container {
                container = self.program.structs.get(*id).fields[*field].ty.clone();
            }
        }
        let size = input.ty.vector_size().unwrap_or(1);
        let components = if input.value == crate::sema::hir::SystemValueKind::GroupIndex {
            1
        } else {
            size
        };
        let mut values = Vec::new();
        for component in 0..components {
            values.push(self.system_value(input.value, component));
        }
        let uint_type = Type::scalar_or_vector(ScalarKind::Uint, size);
        let value = if size == 1 {
            values[0]
        } else {
            let vector_type = self.value_type(&uint_type);
            let mut vector = self.ir.poison(vector_type);
            for (lane, value) in values.into_iter().enumerate() {
                let lane = self.ir.const_i32(lane as i64);
                vector = self.ir.insert_element_at(vector, value, lane);
            }
            vector
        };
        let value = self.convert(value, &uint_type, &input.ty);
        let value = self.memory_form(value, &input.ty);
        self.ir.store(value, pointer);
    }

    /// The LLVM function of an instance, declared now, emitted later.
    pub fn instance(&mut self, key: InstanceKey) -> LLVMValueRef {
        if let Some(function) = self.instances.get(&key) {
            return *function;
        }
        let program = self.program;
        let function = &program.functions[key.function];
        let mut params = Vec::new();
        for param in &function.params {
            match param.mode {
                ParamMode::In => params.push(self.value_or_memory_type(&param.ty)),
                ParamMode::Out | ParamMode::InOut => params.push(self.ir.pointer_type(0)),
            }
        }
        let result = self.value_or_memory_type(&function.return_type);
        let function_type = self.ir.function_type(result, &params);
        let llvm_function = self.ir.add_function(&function.name, function_type);
        self.ir.set_linkage(llvm_function, Linkage::Internal);
        self.ir
            .add_function_attribute_value(llvm_function, "alwaysinline", 0);
        self.ir
            .add_function_attribute_value(llvm_function, "convergent", 0);
        self.ir
            .add_function_attribute_value(llvm_function, "nounwind", 0);
        self.instances.insert(key.clone(), llvm_function);
        self.pending.push((key, llvm_function));
        llvm_function
    }

    fn instance_body(&mut self, key: &InstanceKey, llvm_function: LLVMValueRef) {
        let program = self.program;
        let function = &program.functions[key.function];
        self.begin_function(
            llvm_function,
            function.locals.iter().map(|l| l.ty.clone()).collect(),
            function.return_type.clone(),
        );
        for (position, param) in function.params.iter().enumerate() {
            let value = self.ir.parameter(llvm_function, position as u32);
            match param.mode {
                ParamMode::In => {
                    let pointer = self.temporary(&param.ty, &param.name);
                    let memory = self.memory_form(value, &param.ty);
                    self.ir.store(memory, pointer);
                    self.fx.locals[param.local] = Slot::Memory(pointer);
                }
                ParamMode::Out | ParamMode::InOut => {
                    self.fx.locals[param.local] = Slot::Memory(value);
                }
            }
        }
        self.block(&function.body);
        self.end_function();
    }

    /// A `static` global, created on first use.
    pub fn static_global(&mut self, id: usize) -> LLVMValueRef {
        if let Some(global) = self.statics.get(&id) {
            return *global;
        }
        let program = self.program;
        let static_global = &program.statics[id];
        let memory = self.memory_type(&static_global.ty);
        // Vulkan: the Private storage class (the data layout's G10);
        // groupshared: address space 3 on both (DXIL's groupshared, SPIR-V's
        // Workgroup), uninitialised as DXC leaves it.
        let space = match (static_global.groupshared, self.api) {
            (true, _) => 3,
            (false, texel_passes::target::Api::Dx) => 0,
            (false, texel_passes::target::Api::Spv) => 10,
        };
        let global = self.ir.add_global(memory, &static_global.name, space);
        let initializer = match &static_global.initializer {
            Some(value) => self.memory_constant(value, &static_global.ty),
            None if static_global.groupshared => self.ir.undef(memory),
            None => self.ir.const_null(memory),
        };
        self.ir.set_initializer(global, initializer);
        // Groupshared memory is written by the other threads of the group:
        // external linkage keeps LLVM from assuming that only this thread's
        // stores reach it (DXC's linkage too).
        if !static_global.groupshared {
            self.ir.set_linkage(global, Linkage::Internal);
        }
        if static_global.constant {
            self.ir.set_global_constant(global, true);
        }
        self.statics.insert(id, global);
        global
    }

    // ---- statements ----------------------------------------------------------

    pub fn block(&mut self, block: &Block) {
        for statement in &block.statements {
            if self.failure.is_some() {
                return;
            }
            self.statement(statement);
        }
    }

    /// After a terminator, code continues in a fresh (unreachable) block.
    fn continue_after_terminator(&mut self) {
        let dead = self.ir.append_block(self.fx.function, "unreachable");
        self.ir.position_at_end(dead);
    }

    fn new_block(&self, name: &str) -> LLVMBasicBlockRef {
        self.ir.append_block(self.fx.function, name)
    }

    fn branch_to(&self, block: LLVMBasicBlockRef) {
        if !self.ir.terminated() {
            self.ir.branch(block);
        }
    }

    fn statement(&mut self, statement: &Stmt) {
        match statement {
            Stmt::Expr(expr) => {
                self.expr(expr);
            }
            Stmt::Local { local, init } => {
                let local_type = self.local_type(*local);
                let pointer = self.temporary(&local_type, "local");
                self.fx.locals[*local] = Slot::Memory(pointer);
                if let Some(init) = init {
                    let value = self.expr(init);
                    let value = self.memory_form(value, &local_type);
                    self.ir.store(value, pointer);
                } else {
                    self.mark_resources_unassigned(pointer, &local_type);
                }
            }
            Stmt::Block(block) => self.block(block),
            Stmt::If {
                condition,
                then_branch,
                else_branch,
            } => {
                let hint = self.fx.pending_hint.take();
                let condition = self.expr(condition);
                let then_block = self.new_block("if.then");
                let end = self.new_block("if.end");
                let else_block = if else_branch.is_some() {
                    self.new_block("if.else")
                } else {
                    end
                };
                self.ir
                    .conditional_branch(condition, then_block, else_block);
                self.apply_branch_hint(hint);
                self.ir.position_at_end(then_block);
                self.statement(then_branch);
                self.branch_to(end);
                if let Some(else_branch) = else_branch {
                    self.ir.position_at_end(else_block);
                    self.statement(else_branch);
                    self.branch_to(end);
                }
                self.ir.position_at_end(end);
            }
            Stmt::Loop {
                kind,
                init,
                condition,
                step,
                body,
            } => {
                let hint = self.fx.pending_hint.take();
                if let Some(init) = init {
                    self.statement(init);
                }
                let condition_block = self.new_block("loop.cond");
                let body_block = self.new_block("loop.body");
                let step_block = self.new_block("loop.step");
                let end = self.new_block("loop.end");
                let first = if *kind == LoopKind::TestFirst {
                    condition_block
                } else {
                    body_block
                };
                self.branch_to(first);
                self.ir.position_at_end(condition_block);
                match condition {
                    Some(condition) => {
                        let value = self.expr(condition);
                        self.ir.conditional_branch(value, body_block, end);
                    }
                    None => self.ir.branch(body_block),
                }
                if *kind == LoopKind::TestLast {
                    // The back edge of `do … while` is the condition's branch.
                    self.apply_loop_hint(hint);
                }
                self.ir.position_at_end(body_block);
                self.fx.loops.push((end, Some(step_block)));
                self.statement(body);
                self.fx.loops.pop();
                self.branch_to(step_block);
                self.ir.position_at_end(step_block);
                if let Some(step) = step {
                    self.expr(step);
                }
                self.branch_to(condition_block);
                if *kind == LoopKind::TestFirst {
                    self.apply_loop_hint(hint);
                }
                self.ir.position_at_end(end);
            }
            Stmt::Hinted { hint, statement } => {
                self.fx.pending_hint = Some(*hint);
                self.statement(statement);
                self.fx.pending_hint = None;
            }
            Stmt::Switch { selector, cases } => self.switch(selector, cases),
            Stmt::Break => {
                if let Some((target, _)) = self.fx.loops.last().copied() {
                    self.ir.branch(target);
                    self.continue_after_terminator();
                }
            }
            Stmt::Continue => {
                let target = self.fx.loops.iter().rev().find_map(|(_, next)| *next);
                if let Some(target) = target {
                    self.ir.branch(target);
                    self.continue_after_terminator();
                }
            }
            Stmt::Return(value) => {
                match value {
                    Some(value) => {
                        let result = self.expr(value);
                        self.ir.ret(Some(result));
                    }
                    None => self.ir.ret(None),
                }
                self.continue_after_terminator();
            }
        }
    }

    fn local_type(&self, local: usize) -> Type {
        self.fx
            .local_types
            .get(local)
            .cloned()
            .unwrap_or(Type::Error)
    }

    fn switch(&mut self, selector: &crate::sema::hir::Expr, cases: &[SwitchCase]) {
        let hint = self.fx.pending_hint.take();
        let value = self.expr(selector);
        let end = self.new_block("switch.end");
        let blocks: Vec<LLVMBasicBlockRef> = cases
            .iter()
            .map(|_| self.new_block("switch.case"))
            .collect();
        let default = cases
            .iter()
            .position(|case| case.is_default)
            .map_or(end, |index| blocks[index]);
        let selector_type = self.ir.type_of(value);
        let mut table = Vec::new();
        for (case, block) in cases.iter().zip(&blocks) {
            for label in &case.values {
                table.push((self.ir.const_int(selector_type, *label), *block));
            }
        }
        self.ir.switch(value, default, &table);
        self.apply_branch_hint(hint);
        // `break` leaves the switch; `continue` still targets the loop.
        let continue_target = self.fx.loops.iter().rev().find_map(|(_, next)| *next);
        self.fx.loops.push((end, continue_target));
        for (index, case) in cases.iter().enumerate() {
            self.ir.position_at_end(blocks[index]);
            for statement in &case.body {
                self.statement(statement);
            }
            let next = blocks.get(index + 1).copied().unwrap_or(end);
            self.branch_to(next);
        }
        self.fx.loops.pop();
        self.ir.position_at_end(end);
    }
}
