//! A thin view of LLVM IR over `llvm-sys`, for the passes and the front end's
//! code generator: the only place in texel's Rust that calls llvm-sys.
//!
//! inkwell cannot represent values of target extension types (it panics on
//! `target("dx.Texture", …)`), and every texture intrinsic takes such values, so
//! the passes walk and build IR, and the front end builds it, through these
//! wrappers instead. They borrow a module that someone else owns (opt, or an
//! embedder's or the front end's inkwell `Module`) and never dispose it.
//! This module knows LLVM's C API; it must not know intrinsic names or rules.
//!
//! Reading: `walk` (modules, functions, instructions, call sites), `values`,
//! `types`, `structs`, `memory` (loads, stores, element pointers), `data_layout`
//! (sizes and offsets), `metadata`, `printing` and `strings`. Writing: `build`
//! ([`IrBuilder`]: instructions and edits), `declarations` (its functions,
//! attributes and globals), `control_flow` (its blocks, terminators, phis
//! and allocas) and `instruction_metadata` (loop ids, metadata attachments)
//! — the one IR builder of texel, used by the lowerings and by
//! the front end's code generator. Running LLVM: `pipeline` (pass pipelines
//! and texel's process-wide LLVM options), `target_machine`.

// The functions here take `LLVMValueRef`s of a module borrowed through
// `ModuleView`, which keeps them valid for the borrow; marking each function
// `unsafe` would only repeat that one contract at every call site.
#![allow(clippy::not_unsafe_ptr_arg_deref)]

mod atomics;
mod build;
mod choices;
mod control_flow;
mod data_layout;
mod declarations;
mod instruction_metadata;
mod memory;
mod metadata;
mod pipeline;
mod printing;
mod retype;
pub mod snapshot;
mod strings;
mod structs;
mod target_machine;
mod types;
mod values;
mod walk;

pub use atomics::{atomic_access, atomic_access_type, AtomicAccess, AtomicRmwOp};
pub use build::{users_of, IrBuilder};
pub use choices::sink_pointer_choices;
pub use data_layout::{
    aggregate_members, element_pointer_base, global_value_type, printed_type, struct_fields,
    struct_name, target_type_parameter, ByteOffset, DataLayout, MemoryLeaf, ScaledIndex,
};
pub use declarations::Linkage;
/// The llvm-sys handle and enum types that users of this layer name (values,
/// types, blocks, the module opt hands the plugin; opcodes and predicates):
/// types only, no calls.
pub use llvm_sys::prelude::{
    LLVMBasicBlockRef, LLVMMetadataRef, LLVMModuleRef, LLVMTypeRef, LLVMValueRef,
};
pub use llvm_sys::{LLVMIntPredicate, LLVMOpcode, LLVMRealPredicate};
pub use memory::{
    allocated_type, classify_pointer_user, is_volatile_or_atomic, load_or_store, plain_access,
    LoadOrStore, NotPlainAccess, PlainAccess, PointerUser,
};
pub use metadata::{instruction_metadata, MetadataTree};
pub use pipeline::{configure_llvm_options, run_llvm_pipeline, TEXEL_LLVM_OPTIONS};
pub use printing::operand_text;
pub use retype::{
    constant_element, contained_types, element_pointer_source_type, global_initializer,
    int_predicate, is_declared_only, is_packed_struct, module_globals, opcode_of, type_kind,
    vector_length,
};
pub use strings::owned_message;
pub use structs::{constant_aggregate_elements, struct_shape, value_struct_shape, StructShape};
pub use target_machine::{
    initialize_spirv_target, verify_module, TargetMachine, TargetMachineError,
};
pub use types::{
    array_length, call_signature, element_type, function_parameter_types, has_vectors_wider_than,
    integer_width, ir_type_of, is_array_type, is_struct_type, is_vector_type,
    pointer_address_space, type_of,
};
pub use values::{
    called_value, constant_int, constant_signed_int, constant_vector_element, extracted_lane,
    extracted_value_indices, global_c_string, instruction_operands, is_constant, is_poison,
    is_undef, is_zero_constant, operand, printed_value, value_name, value_type,
};
pub use walk::{
    call_site_of, instruction_view, CallSite, FunctionView, InstructionView, ModuleView,
    SourceLocation,
};
