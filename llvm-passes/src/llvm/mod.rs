//! A thin view of LLVM IR over `llvm-sys`, for the passes.
//!
//! inkwell cannot represent values of target extension types (it panics on
//! `target("dx.Texture", …)`), and every texture intrinsic takes such values, so
//! the passes walk IR through these wrappers instead. They borrow a module that
//! someone else owns (opt, or an embedder's inkwell `Module`) and never dispose it.
//! This module knows LLVM's C API; it must not know intrinsic names or rules.
//!
//! Reading: `walk` (modules, functions, instructions, call sites), `values`,
//! `types`, `structs`, `memory` (loads, stores, element pointers), `layout`
//! (the data layout), `metadata`, `printing` and `strings`. Writing: `build`
//! ([`IrBuilder`]). Running LLVM: `pipeline` (pass pipelines and texel's
//! process-wide LLVM options).

// The functions here take `LLVMValueRef`s of a module borrowed through
// `ModuleView`, which keeps them valid for the borrow; marking each function
// `unsafe` would only repeat that one contract at every call site.
#![allow(clippy::not_unsafe_ptr_arg_deref)]

mod build;
mod choices;
mod data_layout;
mod memory;
mod metadata;
mod pipeline;
mod printing;
pub mod snapshot;
mod strings;
mod structs;
mod target_machine;
mod types;
mod values;
mod walk;

pub use build::{users_of, IrBuilder};
pub use choices::sink_pointer_choices;
pub use data_layout::{
    aggregate_members, element_pointer_base, global_value_type, printed_type, struct_fields,
    struct_name, target_type_parameter, ByteOffset, DataLayout, MemoryLeaf, ScaledIndex,
};
pub use memory::{
    allocated_type, classify_pointer_user, is_volatile_or_atomic, load_or_store, plain_access,
    LoadOrStore, NotPlainAccess, PlainAccess, PointerUser,
};
pub use metadata::MetadataTree;
pub use pipeline::{configure_llvm_options, run_llvm_pipeline, TEXEL_LLVM_OPTIONS};
pub use printing::operand_text;
pub use strings::owned_message;
pub use structs::{constant_aggregate_elements, struct_shape, value_struct_shape, StructShape};
pub use target_machine::{
    initialize_spirv_target, verify_module, TargetMachine, TargetMachineError,
};
pub use types::{
    array_length, call_signature, element_type, integer_width, ir_type_of, is_array_type,
    is_struct_type, is_vector_type, pointer_address_space, type_of,
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
