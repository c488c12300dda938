//! Rule 6 of `texel-dxil-verify`: after `texel-dxil` no DirectX resource or
//! thread-id intrinsic may remain. Recognises the names through the intrinsic
//! catalogue (system values) and the `llvm.dx.resource.` namespace, so that
//! intrinsics outside the catalogue (buffer loads, counters, …) count too.
//! Pure: a callee name in, a message out.

use crate::catalogue::{family_prefix, recognise, recognise_system_value};
use crate::target::Api;

/// The message for a call to `callee` when it must have been lowered.
pub fn unlowered_intrinsic(callee: &str) -> Option<String> {
    let resource = callee.starts_with(family_prefix(Api::Dx))
        || recognise(callee).is_some_and(|info| info.api() == Api::Dx);
    let system_value = recognise_system_value(callee).is_some_and(|row| row.api == Api::Dx);
    (resource || system_value).then(|| format!("intrinsic '{callee}' was not lowered"))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn dx_resource_and_thread_intrinsics_must_be_lowered() {
        for name in [
            "llvm.dx.resource.sample.v4f32",
            "llvm.dx.resource.handlefrombinding.tdx.Texture_v4f32_0_0_0_2t",
            "llvm.dx.resource.load.typedbuffer.v4f32",
            "llvm.dx.thread.id",
            "llvm.dx.group.id",
            "llvm.dx.thread.id.in.group",
            "llvm.dx.flattened.thread.id.in.group",
        ] {
            assert_eq!(
                unlowered_intrinsic(name),
                Some(format!("intrinsic '{name}' was not lowered")),
                "{name}"
            );
        }
    }

    #[test]
    fn other_calls_are_fine() {
        for name in [
            "dx.op.sample.f32",
            "llvm.spv.resource.sample.v4f32",
            "llvm.spv.thread.id.i32",
            "llvm.dx.dot2",
            "llvm.sqrt.f32",
            "main",
        ] {
            assert_eq!(unlowered_intrinsic(name), None, "{name}");
        }
    }
}
