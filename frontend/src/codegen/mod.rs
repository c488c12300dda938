//! Code generation: the analysed program as an LLVM module for DXIL
//! (`llvm.dx.*`) or Vulkan SPIR-V (`llvm.spv.*`).
//!
//! IR is built through texel-passes' one IR builder
//! ([`texel_passes::llvm::IrBuilder`]), on raw values: inkwell 0.11 panics on
//! values of target extension types, and handles flow through ordinary
//! expressions. The module itself is an inkwell `Module` owned by the caller.
//!
//! Layout: `types` (HLSL → LLVM types), `handles`
//! (resource handles and catalogue intrinsics), `textures` (texture methods
//! and texels), `cbuffer` (constant buffers; `cbuffer_layout`: their DXIL
//! member types), `functions` (entry point, user functions, statements),
//! `expressions` (values), `places` (places and their loads and stores),
//! `math` (intrinsic functions), `convert` (conversions), `unassigned` (the
//! unassigned-resource marker), `entry_metadata` (wave size and
//! `!dx.rootsignatures`), `control_hints` (loop and branch hints as
//! metadata); `messages` words every failure (typed
//! [`messages::CodegenError`]).
//!
//! User functions become `internal alwaysinline` functions. Resource values
//! (locals, parameters, returns, struct members) are (global id, element
//! index) pairs, never handles (`resource_values`): no handle ever crosses a
//! call or sits in memory (LLVM 22 rejects `dx.*` handles as parameters of
//! ordinary functions and in phis).

mod cbuffer;
mod cbuffer_layout;
mod compute;
mod control_hints;
mod convert;
mod entry_metadata;
mod expressions;
mod functions;
mod handles;
mod math;
mod math_library;
mod matrices;
pub mod messages;
mod places;
mod resource_values;
mod textures;
mod types;
mod unassigned;

#[cfg(test)]
pub(crate) mod tests;

use std::collections::HashMap;

use inkwell::context::Context;
use inkwell::module::Module;
use texel_passes::llvm::{IrBuilder, LLVMBasicBlockRef, LLVMTypeRef, LLVMValueRef, ModuleView};

use texel_passes::ir_type::IrType;
use texel_passes::target::Api;

use crate::ast::TranslationUnit;
use crate::diagnostics::{Diagnostic, Diagnostics, Severity};
use crate::sema::hir::{FunctionId, Program, ResourceId};
use crate::sema::{self, SemaOptions};
use crate::span::{SourceMap, Span};

use crate::options::{CompileOptions, Target};

pub use handles::ResourceRef;
use messages::CodegenError;

/// Where a local lives.
#[derive(Clone, Copy, Debug)]
pub(crate) enum Slot {
    /// An alloca (or an `out` parameter's pointer) holding the memory form.
    Memory(LLVMValueRef),
    /// Not declared yet.
    Unset,
}

/// The LLVM function of a user function.
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub(crate) struct InstanceKey {
    pub function: FunctionId,
}

/// Per-function state.
pub(crate) struct FunctionState {
    pub function: LLVMValueRef,
    /// Allocas and prologue-level handle creation; branches to the body.
    pub prologue: LLVMBasicBlockRef,
    /// The first block of the body.
    pub body: LLVMBasicBlockRef,
    pub locals: Vec<Slot>,
    pub local_types: Vec<crate::types::Type>,
    pub return_type: crate::types::Type,
    /// (break target, continue target).
    pub loops: Vec<(LLVMBasicBlockRef, Option<LLVMBasicBlockRef>)>,
    pub handles: HashMap<(ResourceId, i64), LLVMValueRef>,
    /// The hint of a `Stmt::Hinted`, taken by the statement it wraps.
    pub pending_hint: Option<crate::sema::hir::ControlHint>,
}

impl FunctionState {
    fn empty() -> FunctionState {
        FunctionState {
            function: std::ptr::null_mut(),
            prologue: std::ptr::null_mut(),
            body: std::ptr::null_mut(),
            locals: Vec::new(),
            local_types: Vec::new(),
            return_type: crate::types::Type::Void,
            loops: Vec::new(),
            handles: HashMap::new(),
            pending_hint: None,
        }
    }
}

/// The emitter of one module: `'p` borrows the program, `'m` the module.
pub(crate) struct Emitter<'p, 'm> {
    pub program: &'p Program,
    pub api: Api,
    pub ir: IrBuilder<'m>,
    pub struct_types: HashMap<usize, LLVMTypeRef>,
    /// The LLVM element index of each field of each struct (padding shifts them).
    pub struct_fields: HashMap<usize, Vec<u32>>,
    /// The DXIL cbuffer form of each struct and its fields' element indices.
    pub cbuffer_structs: HashMap<usize, (LLVMTypeRef, Vec<u32>)>,
    /// LLVM types behind `IrType::Other` names (struct elements).
    pub other_types: HashMap<String, LLVMTypeRef>,
    pub handle_types: HashMap<ResourceId, (LLVMTypeRef, IrType)>,
    pub resource_names: HashMap<ResourceId, LLVMValueRef>,
    /// Implicit-binding order ids of resources on this target.
    pub order_ids: HashMap<ResourceId, u32>,
    /// The next free implicit-binding order id (cbuffers follow resources).
    pub next_order_id: u32,
    pub statics: HashMap<usize, LLVMValueRef>,
    /// Member globals of each cbuffer.
    pub cbuffer_members: Vec<Vec<LLVMValueRef>>,
    /// Per cbuffer: the `@Name.cb` global, its handle type.
    pub cbuffer_handles: Vec<(LLVMValueRef, LLVMTypeRef, IrType)>,
    pub instances: HashMap<InstanceKey, LLVMValueRef>,
    pub pending: Vec<(InstanceKey, LLVMValueRef)>,
    pub fx: FunctionState,
    /// The first internal error (an unsupported construct, a catalogue refusal).
    pub failure: Option<(Option<Span>, CodegenError)>,
}

impl Emitter<'_, '_> {
    /// Records an internal failure (the first one wins).
    pub fn fail(&mut self, span: Option<Span>, error: impl Into<CodegenError>) {
        if self.failure.is_none() {
            self.failure = Some((span, error.into()));
        }
    }
}

/// Compiles an analysed translation unit into a module of `context`. Returns
/// `None` when errors were reported (they are in `diagnostics`).
pub fn generate<'c>(
    unit: &TranslationUnit,
    sources: &SourceMap,
    options: &CompileOptions,
    context: &'c Context,
    diagnostics: &mut Diagnostics,
) -> Option<Module<'c>> {
    let _ = sources;
    if let Err(error) = options.validate() {
        diagnostics.report(Diagnostic::new(Severity::Error, None, error));
        return None;
    }
    let sema_options = SemaOptions {
        entry: options.entry.clone(),
        vulkan: matches!(options.target, Target::Spirv { .. }),
        enable_16bit_types: options.enable_16bit_types,
        warn_implicit_binding: options.warn_implicit_binding,
        shader_model: options.profile.shader_model,
        stage: options.profile.stage,
        vulkan_bindings: options.vulkan_bindings.clone(),
        hlsl_version: options.hlsl_version,
        root_signature_version: options.root_signature_version,
    };
    let program = sema::analyze(unit, &sema_options, diagnostics)?;
    if diagnostics.has_errors() {
        return None;
    }
    emit_program(&program, options, context, diagnostics)
}

/// Emits an analysed program.
pub fn emit_program<'c>(
    program: &Program,
    options: &CompileOptions,
    context: &'c Context,
    diagnostics: &mut Diagnostics,
) -> Option<Module<'c>> {
    let module = context.create_module("texel");
    module.set_triple(&inkwell::targets::TargetTriple::create(&options.triple()));
    let layout = inkwell::targets::TargetData::create(options.data_layout());
    module.set_data_layout(&layout.get_data_layout());
    // SAFETY: the module outlives the emitter, and nothing else edits it
    // while the emitter builds.
    let ir = IrBuilder::new(unsafe { ModuleView::from_raw(module.as_mut_ptr()) });
    let mut emitter = Emitter {
        program,
        api: options.target.api(),
        ir,
        struct_types: HashMap::new(),
        struct_fields: HashMap::new(),
        cbuffer_structs: HashMap::new(),
        other_types: HashMap::new(),
        handle_types: HashMap::new(),
        resource_names: HashMap::new(),
        order_ids: HashMap::new(),
        next_order_id: 0,
        statics: HashMap::new(),
        cbuffer_members: Vec::new(),
        cbuffer_handles: Vec::new(),
        instances: HashMap::new(),
        pending: Vec::new(),
        fx: FunctionState::empty(),
        failure: None,
    };
    emitter.emit(options);
    if let Some((span, error)) = emitter.failure.take() {
        diagnostics.report(Diagnostic::new(Severity::Error, span, error));
        return None;
    }
    drop(emitter);
    if let Err(message) = module.verify() {
        diagnostics.report(Diagnostic::new(
            Severity::Error,
            None,
            CodegenError::InvalidIr {
                reason: message.to_string().trim().to_string(),
            },
        ));
        return None;
    }
    Some(module)
}
