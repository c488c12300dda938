//! [`IntrinsicInfo`]: one row of the catalogue (one intrinsic of one API) and
//! its read-only accessors.
//!
//! Rows exist only inside the static table, so every `&IntrinsicInfo` is
//! `'static`. Mangling and decoding are in `mangle.rs` and `decode.rs`; this
//! module must not check types.

use crate::target::Api;

use super::attributes::DeclarationAttributes;
use super::id::{IntrinsicId, OperandRole};
use super::requirement::{DimensionsQuery, KindRequirement};
use super::shape::{OperandSpec, ReturnSpec};

/// Everything texel knows about one intrinsic of one API.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct IntrinsicInfo {
    pub(super) api: Api,
    pub(super) id: IntrinsicId,
    pub(super) stem: &'static str,
    pub(super) returns: ReturnSpec,
    pub(super) operands: &'static [OperandSpec],
    pub(super) kinds: Option<KindRequirement>,
    pub(super) dimensions: Option<DimensionsQuery>,
    pub(super) attributes: DeclarationAttributes,
    pub(super) known_to_llvm22: bool,
}

/// `llvm.<api>.resource.`: what every name of the catalogue starts with.
pub fn family_prefix(api: Api) -> &'static str {
    match api {
        Api::Dx => "llvm.dx.resource.",
        Api::Spv => "llvm.spv.resource.",
    }
}

/// `llvm.<api>.`: every intrinsic of the API (resource and system values).
pub fn api_prefix(api: Api) -> &'static str {
    match api {
        Api::Dx => "llvm.dx.",
        Api::Spv => "llvm.spv.",
    }
}

impl IntrinsicInfo {
    pub fn api(&self) -> Api {
        self.api
    }

    pub fn id(&self) -> IntrinsicId {
        self.id
    }

    /// The name without overload suffixes: `llvm.spv.resource.samplelevel`.
    pub fn base_name(&self) -> String {
        format!("{}{}", family_prefix(self.api), self.stem)
    }

    /// The name part after `llvm.<api>.resource.`: `samplelevel`.
    pub fn stem(&self) -> &'static str {
        self.stem
    }

    /// Operand slots, in call order.
    pub fn operands(&self) -> &'static [OperandSpec] {
        self.operands
    }

    pub fn returns(&self) -> &ReturnSpec {
        &self.returns
    }

    /// Which handles the operation accepts (for handle creation: which it
    /// returns). `None` when no handle is involved (`nonuniformindex`).
    pub fn kind_requirement(&self) -> Option<&KindRequirement> {
        self.kinds.as_ref()
    }

    /// The result layout of the `getdimensions.*` forms.
    pub fn dimensions(&self) -> Option<&DimensionsQuery> {
        self.dimensions.as_ref()
    }

    /// Attributes the declaration carries.
    pub fn attributes(&self) -> DeclarationAttributes {
        self.attributes
    }

    /// Whether LLVM 22 itself defines this intrinsic. For those, LLVM checks the
    /// signature and the exact mangled name, and uses its own attributes.
    pub fn known_to_llvm22(&self) -> bool {
        self.known_to_llvm22
    }

    /// Position (0-based) of the operand with this role.
    pub fn operand_index(&self, role: OperandRole) -> Option<usize> {
        self.operands
            .iter()
            .position(|operand| operand.role == role)
    }

    /// Position of the handle the operation works on (role `Texture` or
    /// `Resource`).
    pub fn resource_operand_index(&self) -> Option<usize> {
        self.operands
            .iter()
            .position(|operand| operand.role.is_resource_handle())
    }

    /// The operand roles in words, comma-separated: `texture, sampler, …`.
    pub fn describe_operands(&self) -> String {
        self.operands
            .iter()
            .map(|operand| operand.role.name(self.api))
            .collect::<Vec<_>>()
            .join(", ")
    }
}
