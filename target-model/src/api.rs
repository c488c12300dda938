//! The two intrinsic families texel understands: `llvm.dx.*` (DirectX / DXIL)
//! and `llvm.spv.*` (Vulkan / SPIR-V).
//!
//! This module only names the families; what each family contains lives in the
//! intrinsic catalogue and the resource type model.

use std::fmt;

/// Which target's intrinsics and handle types a piece of IR uses.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub enum Api {
    /// `llvm.dx.*` intrinsics and `target("dx.*")` handles.
    Dx,
    /// `llvm.spv.*` intrinsics and `target("spirv.*")` handles.
    Spv,
}

impl Api {
    pub const ALL: [Api; 2] = [Api::Dx, Api::Spv];

    /// The intrinsic name component: `dx` or `spv`.
    pub fn intrinsic_prefix(self) -> &'static str {
        match self {
            Api::Dx => "dx",
            Api::Spv => "spv",
        }
    }

    /// The target extension type name prefix: `dx.` or `spirv.`.
    pub fn handle_type_prefix(self) -> &'static str {
        match self {
            Api::Dx => "dx.",
            Api::Spv => "spirv.",
        }
    }
}

impl fmt::Display for Api {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.intrinsic_prefix())
    }
}
