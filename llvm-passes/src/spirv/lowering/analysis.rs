//! Reading a Vulkan module into a texel-spirv plan, without changing it.
//!
//! Every `llvm.spv.resource.*` call is checked (texel-verify-intrinsics' rules,
//! then the Vulkan rules of `rules`), every handle traced to its creation, and
//! every resource — images, samplers and buffers alike — given a binding. Any
//! violation stops the pass before the first edit.

use std::collections::HashMap;
use std::rc::Rc;

use crate::llvm::LLVMValueRef;

use super::aggregates::{read_aggregate_access, AggregateAccess};
use super::messages::SpirvLoweringError as E;
use super::raw_buffers::{analyse_raw_access, RawAccess, RawBuffer};
use super::rules::check_image_operation;
use super::typed_buffers::{analyse_typed_buffer_access, typed_buffer_scalar, TypedBufferAccess};
use crate::bindings::{assign_bindings, BindingNamespace, BindingRequest, Bindings};
use crate::catalogue::{
    api_prefix, family_prefix, recognise, recognise_system_value, IntrinsicId, IntrinsicInfo,
    OperandRole,
};
use crate::entry_points::{is_entry_point, stage_of_function, thread_group_attribute};
use crate::handle_creation::{non_uniform_operand, read_handle_creation};
use crate::llvm::{
    call_site_of, printed_value, users_of, CallSite, FunctionView, InstructionView, ModuleView,
};
use crate::pass::PassDiagnostic;
use crate::resource_types::{decode_handle_type, HandleType, ResourceKind};
use crate::spirv::marker::ArraySize;
use crate::target::{vulkan_stage_of, Api, Stage};
use crate::verify_intrinsics::check_call;

pub use crate::entry_points::ThreadGroup;

/// A handle-creation call.
#[derive(Clone, Debug)]
pub struct Creation {
    pub call: LLVMValueRef,
    /// The binding record; `None` for an unused handle (only removed).
    pub record: Option<usize>,
    pub index: LLVMValueRef,
    pub array: ArraySize,
    /// Images and samplers become markers; buffers stay on LLVM's path.
    pub is_image_or_sampler: bool,
    pub explicit: bool,
    /// An image or sampler whose index came from `nonuniformindex` (the
    /// marker call was dropped and `index` is its operand).
    pub non_uniform: bool,
}

/// A texture intrinsic call.
#[derive(Clone, Debug)]
pub struct ImageOperation {
    pub call: LLVMValueRef,
    pub info: &'static IntrinsicInfo,
    pub texture: HandleType,
    pub texture_creation: usize,
    pub sampler_creation: Option<usize>,
}

pub struct Plan {
    pub bindings: Bindings,
    pub creations: Vec<Creation>,
    pub operations: Vec<ImageOperation>,
    /// `nonuniformindex` calls that only fed image or sampler handles.
    pub image_index_markers: Vec<LLVMValueRef>,
    pub lowered_declarations: Vec<LLVMValueRef>,
    /// Typed-buffer element pointers whose accesses become whole texels.
    pub typed_buffer_accesses: Vec<TypedBufferAccess>,
    /// Byte-address buffers, re-typed as `[0 x i32]` buffers.
    pub raw_buffers: Vec<RawBuffer>,
    /// Whole-aggregate loads and stores through buffer pointers, split per member.
    pub aggregate_accesses: Vec<AggregateAccess>,
}

struct CalleeFacts {
    info: Option<&'static IntrinsicInfo>,
    problems: Vec<String>,
    texture: Option<HandleType>,
}

struct Analysis<'m> {
    stage: Stage,
    thread_groups: HashMap<LLVMValueRef, ThreadGroup>,
    only_thread_group: Option<ThreadGroup>,
    entries: usize,
    diagnostics: Vec<PassDiagnostic>,
    requests: Vec<BindingRequest>,
    creations: Vec<(Creation, Option<usize>)>,
    creation_of_value: HashMap<LLVMValueRef, usize>,
    found: Vec<(CallSite<'m>, &'static IntrinsicInfo)>,
    callees: HashMap<LLVMValueRef, Rc<CalleeFacts>>,
    declarations: HashMap<LLVMValueRef, ()>,
    /// Calls rejected by texel-verify-intrinsics' rules, already reported.
    rejected_calls: HashMap<LLVMValueRef, ()>,
    typed_buffer_accesses: Vec<TypedBufferAccess>,
    /// Byte-address-buffer `getpointer` accesses by handle value.
    raw_accesses: HashMap<LLVMValueRef, Vec<RawAccess>>,
    /// `getdimensions.x` calls on byte-address buffers, by handle.
    raw_dimension_queries: HashMap<LLVMValueRef, Vec<LLVMValueRef>>,
    aggregate_accesses: Vec<AggregateAccess>,
}

pub fn analyse(module: ModuleView<'_>) -> Result<Plan, Vec<PassDiagnostic>> {
    let stage = vulkan_stage_of(&module.target_triple())
        .map_err(|error| vec![PassDiagnostic::module_level(error.to_string())])?;
    let mut analysis = Analysis {
        stage,
        thread_groups: HashMap::new(),
        only_thread_group: None,
        entries: 0,
        diagnostics: Vec::new(),
        requests: Vec::new(),
        creations: Vec::new(),
        creation_of_value: HashMap::new(),
        found: Vec::new(),
        callees: HashMap::new(),
        declarations: HashMap::new(),
        rejected_calls: HashMap::new(),
        typed_buffer_accesses: Vec::new(),
        raw_accesses: HashMap::new(),
        raw_dimension_queries: HashMap::new(),
        aggregate_accesses: Vec::new(),
    };
    for function in module
        .functions()
        .filter(|function| !function.is_declaration())
    {
        if is_entry_point(function) {
            analysis.entries += 1;
            if let Some(Ok(group)) = thread_group_attribute(function) {
                analysis.thread_groups.insert(function.as_raw(), group);
                analysis.only_thread_group = Some(group);
            }
        }
    }
    if analysis.entries != 1 {
        analysis.only_thread_group = None;
    }
    for function in module
        .functions()
        .filter(|function| !function.is_declaration())
    {
        for instruction in function.instructions() {
            if let Some(call) = instruction.as_call() {
                analysis.read_call(function, call);
                continue;
            }
            match read_aggregate_access(instruction.as_raw()) {
                Ok(Some(access)) => analysis.aggregate_accesses.push(access),
                Ok(None) => {}
                Err(message) => analysis.error(function, instruction, message),
            }
        }
    }
    analysis.finish()
}

impl<'m> Analysis<'m> {
    fn error(
        &mut self,
        function: FunctionView<'m>,
        instruction: InstructionView<'m>,
        message: impl Into<E>,
    ) {
        self.diagnostics.push(PassDiagnostic::at(
            &function.name(),
            instruction,
            message.into().to_string(),
        ));
    }

    fn callee_facts(&mut self, call: CallSite<'m>, name: &str) -> Rc<CalleeFacts> {
        if let Some(facts) = self.callees.get(&call.callee()) {
            return facts.clone();
        }
        let info = recognise(name);
        let argument_types = call.argument_types();
        let problems = check_call(name, &call.return_type(), &argument_types).unwrap_or_default();
        let texture = info
            .and_then(|info| info.resource_operand_index())
            .and_then(|index| argument_types.get(index))
            .and_then(|ty| decode_handle_type(ty).ok());
        let facts = Rc::new(CalleeFacts {
            info,
            problems,
            texture,
        });
        self.callees.insert(call.callee(), facts.clone());
        facts
    }

    fn read_call(&mut self, function: FunctionView<'m>, call: CallSite<'m>) {
        let foreign = api_prefix(Api::Dx);
        if !call.callee_name_starts_with(foreign)
            && !call.callee_name_starts_with(family_prefix(Api::Spv))
        {
            return;
        }
        let name = call.callee_name();
        let instruction = call.instruction();
        if name.starts_with(foreign) {
            if name.starts_with(family_prefix(Api::Dx)) || recognise_system_value(&name).is_some() {
                self.error(function, instruction, E::DirectXIntrinsic { name });
            }
            return;
        }
        let facts = self.callee_facts(call, &name);
        let Some(info) = facts.info else {
            // Resource intrinsics texel does not know stay for LLVM's SPIR-V target.
            return;
        };
        if !facts.problems.is_empty() {
            for problem in facts.problems.clone() {
                self.error(function, instruction, problem);
            }
            // Reported once: it still counts as a legitimate handle user.
            self.rejected_calls.insert(instruction.as_raw(), ());
            return;
        }
        match info.id() {
            IntrinsicId::HandleFromBinding | IntrinsicId::HandleFromImplicitBinding => {
                self.read_creation(function, call, info)
            }
            // Buffer accesses and non-uniform markers stay on LLVM's path; markers
            // that feed image handles are resolved with the handles.
            IntrinsicId::GetPointer => self.read_get_pointer(function, call, info),
            IntrinsicId::NonUniformIndex => {}
            // A buffer's size: the SPIR-V writer's (`OpArrayLength`); a
            // byte-address buffer's is rewritten with the buffer.
            IntrinsicId::GetDimensionsX
                if facts.texture.as_ref().is_some_and(|handle| {
                    matches!(
                        handle.kind,
                        ResourceKind::RawBuffer | ResourceKind::StructuredBuffer
                    )
                }) =>
            {
                if facts
                    .texture
                    .as_ref()
                    .is_some_and(|handle| handle.kind == ResourceKind::RawBuffer)
                {
                    let resource_index = info.resource_operand_index().unwrap_or(0);
                    self.raw_dimension_queries
                        .entry(call.argument(resource_index))
                        .or_default()
                        .push(instruction.as_raw());
                }
            }
            _ => {
                self.declarations.insert(call.callee(), ());
                self.found.push((call, info));
            }
        }
    }

    /// Typed-buffer element pointers: their accesses are normalised to whole
    /// texels (see `typed_buffers`); other buffers stay as they are.
    fn read_get_pointer(
        &mut self,
        function: FunctionView<'m>,
        call: CallSite<'m>,
        info: &'static IntrinsicInfo,
    ) {
        let resource_index = info.resource_operand_index().unwrap_or(0);
        let Ok(handle) = decode_handle_type(&call.argument_types()[resource_index]) else {
            return;
        };
        let instruction = call.instruction();
        if handle.kind == ResourceKind::RawBuffer {
            match analyse_raw_access(instruction.as_raw()) {
                Ok(access) => self
                    .raw_accesses
                    .entry(call.argument(resource_index))
                    .or_default()
                    .push(access),
                Err(message) => self.error(function, instruction, message),
            }
            return;
        }
        if handle.kind != ResourceKind::TypedBuffer {
            return;
        }
        let Some(scalar) = typed_buffer_scalar(&handle) else {
            self.error(
                function,
                instruction,
                E::NoScalarTexelType {
                    resource: handle.hlsl_name(),
                },
            );
            return;
        };
        match analyse_typed_buffer_access(instruction.as_raw(), scalar) {
            Ok(Some(access)) => self.typed_buffer_accesses.push(access),
            Ok(None) => {}
            Err(message) => self.error(function, instruction, message),
        }
    }

    fn read_creation(
        &mut self,
        function: FunctionView<'m>,
        call: CallSite<'m>,
        info: &'static IntrinsicInfo,
    ) {
        let instruction = call.instruction();
        let handle_type =
            decode_handle_type(&call.return_type()).expect("check_call validated the handle type");
        let is_image_or_sampler = handle_type.kind.is_texture() || handle_type.is_sampler();
        let explicit = info.id() == IntrinsicId::HandleFromBinding;
        if is_image_or_sampler {
            self.declarations.insert(call.callee(), ());
        }
        let unused = users_of(instruction.as_raw()).is_empty();
        let mut creation = Creation {
            call: instruction.as_raw(),
            record: None,
            index: call.argument(info.operand_index(OperandRole::Index).unwrap_or(3)),
            array: ArraySize::Single,
            is_image_or_sampler,
            explicit,
            non_uniform: false,
        };
        if unused && is_image_or_sampler {
            self.creations.push((creation, None));
            return;
        }
        let operands = match read_handle_creation(call, info) {
            Ok(operands) => operands,
            Err(message) => {
                self.error(function, instruction, message);
                // Reported once: its users do not report it again.
                self.rejected_calls.insert(instruction.as_raw(), ());
                return;
            }
        };
        creation.array = match operands.range {
            None => ArraySize::Runtime,
            Some(1) => ArraySize::Single,
            Some(count) => ArraySize::Fixed(count),
        };
        // Buffers keep their nonuniformindex call: LLVM's SPIR-V target reads it.
        if is_image_or_sampler {
            creation.index = operands.index;
            creation.non_uniform = operands.non_uniform_index;
        }
        let (name, set, binding, order_id) = (
            operands.name,
            operands.space,
            operands.lower_bound,
            operands.order_id,
        );
        let request = self.requests.len();
        self.requests.push(BindingRequest {
            namespace: BindingNamespace::Vulkan,
            handle_type,
            name,
            space: set,
            lower_bound: binding,
            order_id,
            // A Vulkan resource array takes one binding.
            range: Some(1),
        });
        self.creation_of_value
            .insert(instruction.as_raw(), self.creations.len());
        self.creations.push((creation, Some(request)));
    }

    /// Byte-address-buffer handles: every user must be a `getpointer` read here.
    fn resolve_raw_buffers(&mut self) -> Vec<RawBuffer> {
        let raw_creations: Vec<(usize, LLVMValueRef)> = self
            .creations
            .iter()
            .enumerate()
            .filter(|(_, (creation, request))| {
                request.is_some_and(|request| {
                    self.requests[request].handle_type.kind == ResourceKind::RawBuffer
                }) && !creation.is_image_or_sampler
            })
            .map(|(index, (creation, _))| (index, creation.call))
            .collect();
        let mut raw_buffers = Vec::new();
        for (creation, call) in raw_creations {
            let accesses = self.raw_accesses.remove(&call).unwrap_or_default();
            let dimension_queries = self.raw_dimension_queries.remove(&call).unwrap_or_default();
            let accessed: std::collections::HashSet<LLVMValueRef> = accesses
                .iter()
                .map(|access| access.get_pointer)
                .chain(dimension_queries.iter().copied())
                .collect();
            let instruction = call_site_of(call).expect("a call").instruction();
            for user in users_of(call) {
                if !accessed.contains(&user) && !self.rejected_calls.contains_key(&user) {
                    self.error(
                        instruction.function(),
                        instruction,
                        E::RawBufferUser {
                            user: printed_value(user),
                        },
                    );
                }
            }
            raw_buffers.push(RawBuffer {
                creation,
                accesses,
                dimension_queries,
            });
        }
        for accesses in std::mem::take(&mut self.raw_accesses).into_values() {
            for access in accesses {
                let instruction = call_site_of(access.get_pointer)
                    .expect("a call")
                    .instruction();
                self.error(instruction.function(), instruction, E::RawBufferHandle);
            }
        }
        raw_buffers
    }

    fn thread_group_of(&self, function: FunctionView<'m>) -> Option<ThreadGroup> {
        self.thread_groups
            .get(&function.as_raw())
            .copied()
            .or(self.only_thread_group)
    }

    fn creation_of(&mut self, call: CallSite<'m>, index: usize) -> Option<usize> {
        let value = call.argument(index);
        if let Some(&creation) = self.creation_of_value.get(&value) {
            return Some(creation);
        }
        if self.rejected_calls.contains_key(&value) {
            return None;
        }
        let instruction = call.instruction();
        self.error(
            instruction.function(),
            instruction,
            E::NotABindingHandle { operand: index + 1 },
        );
        None
    }

    fn finish(mut self) -> Result<Plan, Vec<PassDiagnostic>> {
        let found = std::mem::take(&mut self.found);
        let lowered_users: HashMap<LLVMValueRef, ()> = found
            .iter()
            .map(|(call, _)| (call.instruction().as_raw(), ()))
            .collect();
        let mut operations = Vec::new();
        for (call, info) in found {
            let instruction = call.instruction();
            let function = instruction.function();
            let facts = self.callees[&call.callee()].clone();
            let texture = facts.texture.clone().expect("validated handle");
            let problems = check_image_operation(
                stage_of_function(self.stage, function),
                self.thread_group_of(function),
                call,
                info,
                &texture,
            );
            if !problems.is_empty() {
                for problem in problems {
                    self.error(function, instruction, problem);
                }
                continue;
            }
            let resource_index = info.resource_operand_index().expect("a handle operand");
            let Some(texture_creation) = self.creation_of(call, resource_index) else {
                continue;
            };
            let sampler_creation = match info.operand_index(OperandRole::Sampler) {
                Some(index) => match self.creation_of(call, index) {
                    Some(creation) => Some(creation),
                    None => continue,
                },
                None => None,
            };
            operations.push(ImageOperation {
                call: instruction.as_raw(),
                info,
                texture,
                texture_creation,
                sampler_creation,
            });
        }
        // Image and sampler handles may only feed the operations lowered here.
        let image_creations: Vec<LLVMValueRef> = self
            .creations
            .iter()
            .filter(|(creation, _)| creation.is_image_or_sampler)
            .map(|(creation, _)| creation.call)
            .collect();
        for call in image_creations {
            for user in users_of(call) {
                if !lowered_users.contains_key(&user) && !self.rejected_calls.contains_key(&user) {
                    let instruction = call_site_of(call).expect("a call").instruction();
                    self.error(
                        instruction.function(),
                        instruction,
                        E::HandleUser {
                            user: printed_value(user),
                        },
                    );
                }
            }
        }
        let raw_buffers = self.resolve_raw_buffers();
        let bindings = match assign_bindings(&self.requests) {
            Ok(bindings) => bindings,
            Err(messages) => {
                self.diagnostics
                    .extend(messages.into_iter().map(PassDiagnostic::module_level));
                return Err(self.diagnostics);
            }
        };
        if !self.diagnostics.is_empty() {
            return Err(self.diagnostics);
        }
        let mut image_index_markers = Vec::new();
        let creations = self
            .creations
            .into_iter()
            .map(|(mut creation, request)| {
                creation.record = request.map(|request| bindings.record_of_request[request]);
                if creation.is_image_or_sampler {
                    if let Some(call) = call_site_of(creation.call) {
                        let index_operand = call.argument(3);
                        if non_uniform_operand(index_operand).is_some() {
                            image_index_markers.push(index_operand);
                        }
                    }
                }
                creation
            })
            .collect();
        image_index_markers.sort_unstable();
        image_index_markers.dedup();
        Ok(Plan {
            bindings,
            creations,
            operations,
            image_index_markers,
            lowered_declarations: self.declarations.into_keys().collect(),
            typed_buffer_accesses: self.typed_buffer_accesses,
            raw_buffers,
            aggregate_accesses: self.aggregate_accesses,
        })
    }
}
