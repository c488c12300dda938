//! The bindings of the signed-integer images that stay on LLVM's path (texel
//! buffers, `spirv.SignedImage` with Dim Buffer), read from the LLVM IR after
//! the `texel-spirv` pass, for `FinalizeOptions::signed_image_bindings`.
//!
//! LLVM's SPIR-V target declares these images with the unsigned integer type
//! and shares the declaration with unsigned buffers of the same shape, so the
//! SPIR-V alone no longer says which variables are signed; the handle types of
//! the IR do. Images and samplers the pass turned into markers carry their
//! signedness in the marker names and are not listed. This module only reads
//! the module.

use crate::catalogue::{recognise, IntrinsicId};
use crate::handle_creation::read_handle_creation;
use crate::llvm::ModuleView;
use crate::resource_types::decode_handle_type;

/// (set, binding) of every explicitly bound handle creation whose handle type is
/// a signed-integer image, sorted, without duplicates.
pub fn signed_image_bindings(module: ModuleView<'_>) -> Vec<(u32, u32)> {
    let mut bindings: Vec<(u32, u32)> = module
        .functions()
        .filter(|function| !function.is_declaration())
        .flat_map(|function| function.instructions())
        .filter_map(|instruction| instruction.as_call())
        .filter_map(|call| {
            let info = recognise(&call.callee_name())?;
            if info.id() != IntrinsicId::HandleFromBinding {
                return None;
            }
            let handle = decode_handle_type(&call.return_type()).ok()?;
            let signed = handle.spirv_image_parameters().is_some()
                && handle
                    .element_scalar
                    .is_some_and(|scalar| scalar.is_signed_integer());
            if !signed {
                return None;
            }
            let operands = read_handle_creation(call, info).ok()?;
            Some((operands.space, operands.lower_bound?))
        })
        .collect();
    bindings.sort_unstable();
    bindings.dedup();
    bindings
}
