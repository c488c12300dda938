//! Reading a module into a lowering plan, without changing it.
//!
//! Every call that texel-dxil will rewrite is found and checked here: the
//! catalogue and type-model rules of texel-verify-intrinsics, the DXIL rules of
//! `rules`, the flow of handles from their creation to their uses, the
//! bindings, and every op the rewrite will create (as checked ops,
//! `crate::dxil::checked_op`). Any violation stops the pass before the first edit, so that bad
//! input leaves the module untouched.

use std::collections::HashMap;
use std::rc::Rc;

use crate::llvm::{
    call_site_of, constant_int, instruction_view, type_of, users_of, CallSite, DataLayout,
    FunctionView, InstructionView, LLVMValueRef, ModuleView,
};

use super::buffers::{analyse_buffer_access, BufferAccess};
use super::cbuffers::{analyse_cbuffers, is_cbuffer_handle_type, CBufferPlan, CBufferProblem};
use super::mapping::{op_mapping, system_value_op, OpMapping};
use super::messages::DxilLoweringError as E;
use super::raw_buffers::{analyse_raw_buffer_access, RawBufferAccess, RawContext};
use super::resources::{record_layout, record_resource, RecordLayout};
use super::rules::{check_operation, overload_of, OperationContext};
use crate::bindings::{assign_bindings, BindingNamespace, BindingRequest, Bindings};
use crate::catalogue::{
    api_prefix, family_prefix, recognise, recognise_system_value, IntrinsicId, IntrinsicInfo,
    OperandRole,
};
use crate::dxil::checked_op::{CheckedOp, OpCheckError};
use crate::dxil::ops::{dxil_op, OpCode, Overload};
use crate::entry_points::{
    is_entry_point, stage_of_function, thread_group_attribute, wave_size_attribute,
};
use crate::pass::PassDiagnostic;
use crate::resource_types::{
    decode_handle_type, HandleType, ResourceKind, ResourceType, SamplerKind,
};
use crate::target::{dxil_target_of, DxilTarget};
use crate::target::{Api, Stage};
use crate::verify_intrinsics::check_call;

/// A thread-group shape from `"hlsl.numthreads"`.
pub use crate::entry_points::ThreadGroup;

/// An entry point: a function with `"hlsl.shader"`.
#[derive(Clone, Debug)]
pub struct EntryPoint {
    pub function: LLVMValueRef,
    pub name: String,
    pub thread_group: Option<ThreadGroup>,
    /// The stage `"hlsl.shader"` names (a library entry's own stage).
    pub stage: Stage,
    /// `"hlsl.wavesize"`: (min, max, preferred).
    pub wave_size: Option<[u32; 3]>,
}

/// A handle-creation call and the record it binds.
#[derive(Clone, Debug)]
pub struct HandleCreation {
    pub call: LLVMValueRef,
    /// The record it binds; `None` for an unused handle, which is only removed.
    pub record: Option<usize>,
    /// The index within the range (the `nonuniformindex` wrapper removed).
    pub index: LLVMValueRef,
    pub non_uniform: bool,
}

/// A texture intrinsic call and how it lowers.
#[derive(Clone, Debug)]
pub struct TextureOperation {
    pub call: LLVMValueRef,
    pub info: &'static IntrinsicInfo,
    pub mapping: OpMapping,
    /// The op and its overload, checked for the module.
    pub op: CheckedOp,
    pub texture: HandleType,
    /// Index into `Plan::handle_creations` of the texture and sampler handles.
    pub texture_creation: usize,
    pub sampler_creation: Option<usize>,
    /// The sampler's declared handle type.
    pub sampler: Option<HandleType>,
}

/// A system-value intrinsic call (thread ids).
#[derive(Clone, Debug)]
pub struct SystemValueOperation {
    pub call: LLVMValueRef,
    pub op: CheckedOp,
}

/// The ops that create DXIL handles in the module's era: from SM 6.6
/// `createHandleFromBinding` + `annotateHandle`, below it `createHandle`.
#[derive(Clone, Copy, Debug)]
pub enum HandleOps {
    FromBinding {
        create: CheckedOp,
        annotate: CheckedOp,
    },
    Legacy(CheckedOp),
}

impl HandleOps {
    fn for_target(target: DxilTarget) -> Result<HandleOps, OpCheckError> {
        Ok(
            if crate::dxil::rules::uses_binding_handles(target.shader_model) {
                HandleOps::FromBinding {
                    create: CheckedOp::new(OpCode::CreateHandleFromBinding, None, target)?,
                    annotate: CheckedOp::new(OpCode::AnnotateHandle, None, target)?,
                }
            } else {
                HandleOps::Legacy(CheckedOp::new(OpCode::CreateHandle, None, target)?)
            },
        )
    }
}

/// Everything the rewrite needs.
pub struct Plan {
    pub target: DxilTarget,
    pub entries: Vec<EntryPoint>,
    pub bindings: Bindings,
    /// The HLSL resource type of each binding record, in record order
    /// (structured buffers of structs without element).
    pub resources: Vec<ResourceType>,
    /// The stride, alignment or size of each binding record, in record order.
    pub layouts: Vec<RecordLayout>,
    pub handle_creations: Vec<HandleCreation>,
    /// The ops that make the handles.
    pub handle_ops: HandleOps,
    pub texture_operations: Vec<TextureOperation>,
    pub system_values: Vec<SystemValueOperation>,
    pub buffer_accesses: Vec<BufferAccess>,
    /// Structured and byte-address buffer accesses.
    pub raw_buffer_accesses: Vec<RawBufferAccess>,
    /// Constant buffer member reads and the globals and metadata to remove.
    pub cbuffers: CBufferPlan,
    /// `nonuniformindex` calls, replaced by their operand.
    pub non_uniform_markers: Vec<LLVMValueRef>,
    /// Declarations of the intrinsics being lowered, deleted at the end.
    pub lowered_declarations: Vec<LLVMValueRef>,
    /// Named metadata the front end already wrote (`dx.valver`, `dx.version`),
    /// which texel keeps rather than duplicates.
    pub existing_metadata: Vec<&'static str>,
}

/// Metadata a front end may write before lowering; texel keeps it.
const KEPT_METADATA: [&str; 2] = ["dx.valver", "dx.version"];
/// Metadata only a lowering writes; finding it means the module was lowered.
const LOWERING_METADATA: [&str; 3] = ["dx.resources", "dx.entryPoints", "dx.shaderModel"];

/// A handle creation before bindings are assigned; `request` is `None` for an
/// unused handle, which binds nothing and is simply removed.
struct PendingCreation<'m> {
    call: CallSite<'m>,
    index: LLVMValueRef,
    non_uniform: bool,
    request: Option<usize>,
}

/// The first comparison and the first plain sampling call using a sampler.
type SamplerUses = (Option<LLVMValueRef>, Option<LLVMValueRef>);

/// A call found by the walk, resolved once every handle creation is known.
enum Found<'m> {
    Texture(CallSite<'m>, &'static IntrinsicInfo),
    Buffer(CallSite<'m>),
}

struct Analysis<'m> {
    module: ModuleView<'m>,
    layout: DataLayout<'m>,
    existing_metadata: Vec<&'static str>,
    /// Calls rejected by the rules: legitimate handle users, already reported.
    rejected_calls: HashMap<LLVMValueRef, ()>,
    target: DxilTarget,
    entries: Vec<EntryPoint>,
    diagnostics: Vec<PassDiagnostic>,
    requests: Vec<BindingRequest>,
    creations: Vec<PendingCreation<'m>>,
    creation_of_value: HashMap<LLVMValueRef, usize>,
    found: Vec<Found<'m>>,
    system_values: Vec<SystemValueOperation>,
    non_uniform_markers: Vec<LLVMValueRef>,
    declarations: HashMap<LLVMValueRef, ()>,
    /// Per declaration: every call to it has the same types, so the type-level
    /// checks and decodings run once per callee, not once per call.
    callees: HashMap<LLVMValueRef, Rc<CalleeFacts>>,
}

/// What the types of a callee's signature tell, computed once per callee.
struct CalleeFacts {
    info: Option<&'static IntrinsicInfo>,
    /// texel-verify-intrinsics' findings.
    problems: Vec<String>,
    texture: Option<HandleType>,
    sampler: Option<HandleType>,
}

/// Reads the module into a plan, or returns every diagnostic.
pub fn analyse(module: ModuleView<'_>) -> Result<Plan, Vec<PassDiagnostic>> {
    let target = dxil_target_of(&module.target_triple())
        .map_err(|error| vec![PassDiagnostic::module_level(error.to_string())])?;
    let present = |name: &str| {
        module
            .named_metadata(name, 0)
            .is_some_and(|operands| !operands.is_empty())
    };
    if let Some(name) = LOWERING_METADATA.into_iter().find(|name| present(name)) {
        return Err(vec![PassDiagnostic::module_level(
            E::AlreadyLowered { name }.to_string(),
        )]);
    }
    let existing_metadata = KEPT_METADATA
        .into_iter()
        .filter(|name| present(name))
        .collect();
    let mut analysis = Analysis {
        module,
        layout: DataLayout::of(module),
        existing_metadata,
        target,
        entries: Vec::new(),
        diagnostics: Vec::new(),
        requests: Vec::new(),
        creations: Vec::new(),
        creation_of_value: HashMap::new(),
        found: Vec::new(),
        system_values: Vec::new(),
        non_uniform_markers: Vec::new(),
        declarations: HashMap::new(),
        callees: HashMap::new(),
        rejected_calls: HashMap::new(),
    };
    for function in module.functions() {
        if function.is_declaration() {
            continue;
        }
        analysis.read_entry(function);
        for instruction in function.instructions() {
            if let Some(call) = instruction.as_call() {
                analysis.read_call(function, call);
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
        let diagnostic =
            PassDiagnostic::at(&function.name(), instruction, message.into().to_string());
        // One instruction may be reached twice (a select of two element
        // pointers); it is reported once.
        let known = self.diagnostics.iter().any(|known| {
            known.function == diagnostic.function
                && known.instruction == diagnostic.instruction
                && known.message == diagnostic.message
        });
        if !known {
            self.diagnostics.push(diagnostic);
        }
    }

    fn read_entry(&mut self, function: FunctionView<'m>) {
        if !is_entry_point(function) {
            return;
        }
        let thread_group = thread_group_attribute(function);
        let parsed = thread_group
            .as_ref()
            .and_then(|group| group.as_ref().ok().copied());
        if let Some(Err(text)) = &thread_group {
            self.diagnostics.push(PassDiagnostic {
                function: function.name(),
                instruction: String::new(),
                location: None,
                message: E::NumThreadsNotIntegers { text: text.clone() }.to_string(),
            });
        }
        let wave_size = match wave_size_attribute(function) {
            Some(Ok(sizes)) => Some(sizes),
            Some(Err(text)) => {
                self.diagnostics.push(PassDiagnostic {
                    function: function.name(),
                    instruction: String::new(),
                    location: None,
                    message: E::WaveSizeNotIntegers { text }.to_string(),
                });
                None
            }
            None => None,
        };
        self.entries.push(EntryPoint {
            function: function.as_raw(),
            name: function.name(),
            thread_group: parsed,
            stage: stage_of_function(self.target.stage, function),
            wave_size,
        });
    }

    fn read_call(&mut self, function: FunctionView<'m>, call: CallSite<'m>) {
        let (own, foreign) = (api_prefix(Api::Dx), api_prefix(Api::Spv));
        if !call.callee_name_starts_with(own) && !call.callee_name_starts_with(foreign) {
            return;
        }
        let name = call.callee_name();
        let instruction = call.instruction();
        if name.starts_with(foreign) {
            if name.starts_with(family_prefix(Api::Spv)) || recognise_system_value(&name).is_some()
            {
                self.error(function, instruction, E::SpirvIntrinsic { name });
            }
            return;
        }
        if let Some(system_value) = recognise_system_value(&name) {
            self.declarations.insert(call.callee(), ());
            if system_value.takes_component {
                let component = constant_int(call.argument(0));
                if component.is_none_or(|component| component > 2) {
                    self.error(function, instruction, E::SystemValueComponent { name });
                    return;
                }
            }
            let opcode = system_value_op(system_value.value);
            match CheckedOp::new(opcode, Some(Overload::I32), self.target) {
                Ok(op) => self.system_values.push(SystemValueOperation {
                    call: instruction.as_raw(),
                    op,
                }),
                Err(error) => self.error(function, instruction, error),
            }
            return;
        }
        if !name.starts_with(family_prefix(Api::Dx)) {
            return;
        }
        if let Some(info) = recognise(&name).filter(|info| {
            matches!(
                info.id(),
                IntrinsicId::HandleFromBinding | IntrinsicId::HandleFromImplicitBinding
            ) && is_cbuffer_handle_type(&call.return_type())
        }) {
            // texel-verify-intrinsics (and the resource type model) do not
            // model cbuffer handles; their creation is read here.
            self.declarations.insert(call.callee(), ());
            self.read_handle_creation(function, call, info, Some(cbuffer_handle()));
            return;
        }
        let facts = self.callee_facts(call, &name);
        let Some(info) = facts.info else {
            self.error(function, instruction, E::UnknownResourceIntrinsic { name });
            return;
        };
        if !facts.problems.is_empty() {
            for problem in facts.problems.clone() {
                self.error(function, instruction, problem);
            }
            self.rejected_calls.insert(instruction.as_raw(), ());
            return;
        }
        self.declarations.insert(call.callee(), ());
        match info.id() {
            IntrinsicId::HandleFromBinding | IntrinsicId::HandleFromImplicitBinding => {
                self.read_handle_creation(function, call, info, None)
            }
            IntrinsicId::NonUniformIndex => {
                self.non_uniform_markers.push(instruction.as_raw());
            }
            IntrinsicId::GetPointer => self.found.push(Found::Buffer(call)),
            _ => self.found.push(Found::Texture(call, info)),
        }
    }

    fn callee_facts(&mut self, call: CallSite<'m>, name: &str) -> Rc<CalleeFacts> {
        if let Some(facts) = self.callees.get(&call.callee()) {
            return facts.clone();
        }
        let info = recognise(name);
        let argument_types = call.argument_types();
        let problems = check_call(name, &call.return_type(), &argument_types).unwrap_or_default();
        let handle_at = |index: Option<usize>| {
            index
                .and_then(|index| argument_types.get(index))
                .and_then(|ty| decode_handle_type(ty).ok())
        };
        let facts = Rc::new(CalleeFacts {
            info,
            texture: handle_at(info.and_then(|info| info.resource_operand_index())),
            sampler: handle_at(info.and_then(|info| info.operand_index(OperandRole::Sampler))),
            problems,
        });
        self.callees.insert(call.callee(), facts.clone());
        facts
    }

    /// Reads a handle creation; `handle_type` is given for handle types the
    /// resource type model does not decode (cbuffers).
    fn read_handle_creation(
        &mut self,
        function: FunctionView<'m>,
        call: CallSite<'m>,
        info: &'static IntrinsicInfo,
        handle_type: Option<HandleType>,
    ) {
        let instruction = call.instruction();
        if users_of(instruction.as_raw()).is_empty() {
            // An unused handle binds nothing; it is simply removed.
            self.creations.push(PendingCreation {
                call,
                index: std::ptr::null_mut(),
                non_uniform: false,
                request: None,
            });
            return;
        }
        let handle_type = handle_type.unwrap_or_else(|| {
            decode_handle_type(&call.return_type()).expect("check_call validated the handle type")
        });
        if handle_type.kind == ResourceKind::CBuffer
            && super::cbuffers::cbuffer_layout(type_of(instruction.as_raw()), &self.layout)
                .is_none()
        {
            self.error(function, instruction, E::CBufferHandleType);
            return;
        }
        // Structured buffers of structs and arrays have no ResourceType; their
        // elements are checked where they are read and written.
        if let (Err(error), false) = (
            ResourceType::from_handle_type(&handle_type, None),
            record_resource(&handle_type).is_some(),
        ) {
            self.error(function, instruction, error.to_string());
            return;
        }
        let operands = match crate::handle_creation::read_handle_creation(call, info) {
            Ok(operands) => operands,
            Err(message) => {
                self.error(function, instruction, message);
                // Reported once: its users do not report it again.
                self.rejected_calls.insert(instruction.as_raw(), ());
                return;
            }
        };
        let (name, space, lower_bound, order_id, range, index) = (
            operands.name,
            operands.space,
            operands.lower_bound,
            operands.order_id,
            operands.range,
            operands.index,
        );
        // The non-uniform flag only matters for arrays.
        let non_uniform = operands.non_uniform_index && range != Some(1);
        let request = self.requests.len();
        self.requests.push(BindingRequest {
            namespace: BindingNamespace::Dxil,
            handle_type,
            name,
            space,
            lower_bound,
            order_id,
            range,
        });
        self.creation_of_value
            .insert(instruction.as_raw(), self.creations.len());
        self.creations.push(PendingCreation {
            call,
            index,
            non_uniform,
            request: Some(request),
        });
    }

    fn finish(mut self) -> Result<Plan, Vec<PassDiagnostic>> {
        let found = std::mem::take(&mut self.found);
        let mut texture_operations = Vec::new();
        let mut buffer_accesses = Vec::new();
        let mut raw_buffer_accesses = Vec::new();
        // Every found call is a legitimate handle user, lowered or reported.
        let lowered_users: HashMap<LLVMValueRef, ()> = found
            .iter()
            .map(|item| match item {
                Found::Texture(call, _) | Found::Buffer(call) => (call.instruction().as_raw(), ()),
            })
            .collect();
        for item in found {
            match item {
                Found::Texture(call, info) => {
                    if let Some(operation) = self.resolve_texture(call, info) {
                        texture_operations.push(operation);
                    }
                }
                Found::Buffer(call) => {
                    let instruction = call.instruction();
                    let function = instruction.function();
                    let Some(creation) = self.creation_of(function, call, 0) else {
                        continue;
                    };
                    let handle = self.callees[&call.callee()].texture.clone();
                    let raw = handle.as_ref().filter(|handle| {
                        matches!(
                            handle.kind,
                            ResourceKind::RawBuffer | ResourceKind::StructuredBuffer
                        )
                    });
                    let result = match raw {
                        Some(handle) => {
                            let context = RawContext {
                                layout: self.layout,
                                target: self.target,
                                handle,
                            };
                            analyse_raw_buffer_access(call, creation, &context)
                                .map(|access| raw_buffer_accesses.push(access))
                                .map_err(|(at, message)| {
                                    (instruction_view(at).unwrap_or(instruction), message)
                                })
                        }
                        None => analyse_buffer_access(call, creation, self.target)
                            .map(|access| buffer_accesses.push(access))
                            .map_err(|message| (instruction, message)),
                    };
                    if let Err((at, message)) = result {
                        self.error(at.function(), at, message);
                    }
                }
            }
        }
        let (cbuffers, problems) = analyse_cbuffers(
            self.module,
            &self.layout,
            &self.creation_of_value,
            self.target,
        );
        for problem in problems {
            match problem {
                CBufferProblem::At(function, instruction, message) => {
                    self.error(function, instruction, message)
                }
                CBufferProblem::Module(message) => self
                    .diagnostics
                    .push(PassDiagnostic::module_level(message.to_string())),
            }
        }
        let mut lowered_users = lowered_users;
        lowered_users.extend(cbuffers.handle_stores.iter().map(|store| (*store, ())));
        self.check_handle_users(&lowered_users);

        let handle_ops = match HandleOps::for_target(self.target) {
            Ok(handle_ops) => Some(handle_ops),
            Err(error) => {
                self.diagnostics
                    .push(PassDiagnostic::module_level(error.to_string()));
                None
            }
        };
        let bindings = match assign_bindings(&self.requests) {
            Ok(bindings) => bindings,
            Err(messages) => {
                self.diagnostics
                    .extend(messages.into_iter().map(PassDiagnostic::module_level));
                return Err(self.diagnostics);
            }
        };
        let (true, Some(handle_ops)) = (self.diagnostics.is_empty(), handle_ops) else {
            return Err(self.diagnostics);
        };
        let mut resources: Vec<ResourceType> = bindings
            .records
            .iter()
            .map(|record| {
                record_resource(&record.handle_type)
                    .expect("every handle type was converted during the walk")
            })
            .collect();
        // Each record's layout, from the type of one of its creation calls.
        let mut layouts = vec![RecordLayout::Plain; bindings.records.len()];
        let mut laid_out = vec![false; bindings.records.len()];
        for pending in &self.creations {
            let Some(request) = pending.request else {
                continue;
            };
            let record = bindings.record_of_request[request];
            if !laid_out[record] {
                laid_out[record] = true;
                layouts[record] = record_layout(
                    bindings.records[record].handle_type.kind,
                    pending.call.instruction().as_raw(),
                    &self.layout,
                );
            }
        }
        self.infer_sampler_modes(&texture_operations, &bindings, &mut resources);
        if !self.diagnostics.is_empty() {
            return Err(self.diagnostics);
        }
        let handle_creations = self
            .creations
            .iter()
            .map(|pending| HandleCreation {
                call: pending.call.instruction().as_raw(),
                record: pending
                    .request
                    .map(|request| bindings.record_of_request[request]),
                index: pending.index,
                non_uniform: pending.non_uniform,
            })
            .collect();
        Ok(Plan {
            target: self.target,
            entries: self.entries,
            bindings,
            resources,
            layouts,
            handle_creations,
            handle_ops,
            texture_operations,
            system_values: self.system_values,
            buffer_accesses,
            raw_buffer_accesses,
            cbuffers,
            non_uniform_markers: self.non_uniform_markers,
            lowered_declarations: self.declarations.into_keys().collect(),
            existing_metadata: self.existing_metadata,
        })
    }

    /// Samplers declared as default samplers (clang spells both kinds
    /// `target("dx.Sampler", 0)`) but used by comparisons are comparison
    /// samplers, as the DXIL validator requires; a sampler used both ways, or a
    /// comparison sampler used by CalculateLOD below SM 6.8, is an error.
    fn infer_sampler_modes(
        &mut self,
        operations: &[TextureOperation],
        bindings: &Bindings,
        resources: &mut [ResourceType],
    ) {
        // Per record: the first comparison and the first plain use.
        let mut uses: HashMap<usize, (Option<LLVMValueRef>, Option<LLVMValueRef>)> = HashMap::new();
        let sampler_records: Vec<Option<usize>> = operations
            .iter()
            .map(|operation| {
                operation
                    .sampler_creation
                    .and_then(|creation| self.creations[creation].request)
                    .map(|request| bindings.record_of_request[request])
            })
            .collect();
        for (operation, record) in operations.iter().zip(&sampler_records) {
            let Some(record) = *record else {
                continue;
            };
            let entry = uses.entry(record).or_default();
            let is_comparison = operation
                .info
                .operand_index(OperandRole::CompareValue)
                .is_some();
            let is_lod_query = operation.op.row().opcode == OpCode::CalculateLod;
            if is_comparison {
                entry.0.get_or_insert(operation.call);
            } else if !is_lod_query {
                entry.1.get_or_insert(operation.call);
            }
        }
        let mut records: Vec<(usize, SamplerUses)> = uses.into_iter().collect();
        records.sort_by_key(|(record, _)| *record);
        for (record, (comparison, plain)) in records {
            if let (Some(comparison), Some(plain)) = (comparison, plain) {
                let name = &bindings.records[record].name;
                let instruction = call_site_of(plain).expect("a call").instruction();
                self.error(
                    instruction.function(),
                    instruction,
                    E::SamplerModes {
                        name: name.clone(),
                        comparison: crate::llvm::printed_value(comparison),
                    },
                );
            } else if comparison.is_some() {
                resources[record].sampler = Some(SamplerKind::Comparison);
            }
        }
        let Some(violation) =
            crate::dxil::rules::comparison_sampler_lod(true, self.target.shader_model)
        else {
            return;
        };
        for (operation, record) in operations.iter().zip(&sampler_records) {
            let is_lod_query = operation.op.row().opcode == OpCode::CalculateLod;
            let inferred = record
                .is_some_and(|record| resources[record].sampler == Some(SamplerKind::Comparison));
            let declared = operation
                .sampler
                .as_ref()
                .and_then(|sampler| sampler.sampler)
                == Some(SamplerKind::Comparison);
            if is_lod_query && inferred && !declared {
                let instruction = call_site_of(operation.call).expect("a call").instruction();
                self.error(
                    instruction.function(),
                    instruction,
                    E::ComparisonSamplerLod {
                        stem: operation.info.stem(),
                        violation: violation.into(),
                    },
                );
            }
        }
    }

    /// The handle creation behind operand `index` of `call`, or an error.
    fn creation_of(
        &mut self,
        function: FunctionView<'m>,
        call: CallSite<'m>,
        index: usize,
    ) -> Option<usize> {
        let value = call.argument(index);
        if let Some(&creation) = self.creation_of_value.get(&value) {
            return Some(creation);
        }
        if self.rejected_calls.contains_key(&value) {
            return None;
        }
        self.error(
            function,
            call.instruction(),
            E::NotABindingHandle { operand: index + 1 },
        );
        None
    }

    fn resolve_texture(
        &mut self,
        call: CallSite<'m>,
        info: &'static IntrinsicInfo,
    ) -> Option<TextureOperation> {
        let instruction = call.instruction();
        let function = instruction.function();
        let mapping = op_mapping(info.id()).expect("texture operations have an op");
        let row = dxil_op(mapping.op);
        let resource_index = info
            .resource_operand_index()
            .expect("texture operations have a handle");
        let facts = self.callees[&call.callee()].clone();
        let texture = facts
            .texture
            .clone()
            .expect("check_call validated the handle type");
        let sampler = facts.sampler.clone();
        let thread_group = self.thread_group_of(function);
        // In a library, an entry's own stage decides its derivative rules.
        let target = DxilTarget {
            stage: stage_of_function(self.target.stage, function),
            ..self.target
        };
        let context = OperationContext {
            target,
            thread_group,
            call,
            info,
            op: row,
            texture: &texture,
            sampler: sampler.as_ref(),
        };
        let overload = match overload_of(&context) {
            Ok(overload) => overload,
            Err(message) => {
                self.error(function, instruction, message);
                return None;
            }
        };
        let problems = check_operation(&context);
        if !problems.is_empty() {
            for problem in problems {
                self.error(function, instruction, problem);
            }
            return None;
        }
        let op = match CheckedOp::new(mapping.op, overload, self.target) {
            Ok(op) => op,
            Err(error) => {
                self.error(function, instruction, error);
                return None;
            }
        };
        let texture_creation = self.creation_of(function, call, resource_index)?;
        let sampler_creation = match info.operand_index(OperandRole::Sampler) {
            Some(index) => Some(self.creation_of(function, call, index)?),
            None => None,
        };
        Some(TextureOperation {
            call: instruction.as_raw(),
            info,
            mapping,
            op,
            texture,
            texture_creation,
            sampler_creation,
            sampler,
        })
    }

    /// The shape of the function's own entry attribute, else of the module's
    /// only entry point.
    fn thread_group_of(&self, function: FunctionView<'m>) -> Option<ThreadGroup> {
        if let Some(entry) = self
            .entries
            .iter()
            .find(|entry| entry.function == function.as_raw())
        {
            return entry.thread_group;
        }
        match &self.entries[..] {
            [only] => only.thread_group,
            _ => thread_group_attribute(function).and_then(Result::ok),
        }
    }

    /// Every user of a created handle must be a call texel-dxil lowers.
    fn check_handle_users(&mut self, lowered: &HashMap<LLVMValueRef, ()>) {
        let creations: Vec<CallSite<'m>> =
            self.creations.iter().map(|pending| pending.call).collect();
        for call in creations {
            let instruction = call.instruction();
            for user in users_of(instruction.as_raw()) {
                if lowered.contains_key(&user) || self.rejected_calls.contains_key(&user) {
                    continue;
                }
                let function = instruction.function();
                self.error(
                    function,
                    instruction,
                    E::HandleUser {
                        user: crate::llvm::printed_value(user),
                    },
                );
            }
        }
    }
}

/// The handle type of every cbuffer (`target("dx.CBuffer", …)`), which the
/// resource type model does not decode: a read-only CBuffer without element.
fn cbuffer_handle() -> HandleType {
    HandleType {
        api: Api::Dx,
        kind: ResourceKind::CBuffer,
        writable: false,
        rasterizer_ordered: false,
        element_memory_type: None,
        element_scalar: None,
        sample_count: None,
        sampler: None,
        spirv_format: None,
    }
}
