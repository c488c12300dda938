//! The finalizer's errors, in one place.
//!
//! Every message names the SPIR-V id (`%N`, as `spirv-dis --raw-id` prints it)
//! and, where one is involved, the marker name at fault, so that a failure can
//! be traced back to the `texel-spirv` call that produced it. Nothing here
//! inspects or changes a module.

use rspirv::spirv::Word;
use thiserror::Error;

use crate::spirv::marker::MarkerError;

#[derive(Debug, Error, PartialEq, Eq)]
pub enum FinalizeError {
    #[error("the SPIR-V binary is {0} bytes long, not a multiple of 4")]
    ByteLength(usize),

    #[error("cannot parse the SPIR-V binary: {0}")]
    Parse(String),

    #[error("the SPIR-V module has no header")]
    NoHeader,

    #[error("import %{id}: {source}")]
    Marker {
        id: Word,
        #[source]
        source: MarkerError,
    },

    #[error("call %{call} to '{marker}' passes {found} arguments, the marker takes {expected}")]
    ArgumentCount {
        call: Word,
        marker: String,
        expected: usize,
        found: usize,
    },

    #[error("call %{call} to '{marker}': {reason}")]
    InvalidMarker {
        call: Word,
        marker: String,
        reason: String,
    },

    #[error(
        "descriptor set {set} binding {binding}: '{marker}' declares {declared}, \
         but '{previous_marker}' declares {previous}"
    )]
    BindingConflict {
        set: u32,
        binding: u32,
        marker: String,
        declared: String,
        previous_marker: String,
        previous: String,
    },

    #[error("descriptor set {set} binding {binding}: '{marker}' names an invalid image: {reason}")]
    InvalidImage {
        set: u32,
        binding: u32,
        marker: String,
        reason: String,
    },

    #[error(
        "descriptor set {set} binding {binding}: used by '{marker}' and already by \
         variable %{variable} of the module"
    )]
    BindingTaken {
        set: u32,
        binding: u32,
        marker: String,
        variable: Word,
    },

    #[error("entry point '{entry}' (%{id}): implicit-LOD call %{call} to '{marker}' {reason}")]
    ImplicitLod {
        entry: String,
        id: Word,
        call: Word,
        marker: String,
        reason: String,
    },

    #[error("%{id} is defined more than once: {reason}")]
    DuplicateId { id: Word, reason: String },

    #[error("%{id}: {reason}")]
    Malformed { id: Word, reason: String },
}
