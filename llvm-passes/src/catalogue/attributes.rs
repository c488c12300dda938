//! Declaration attributes of the intrinsics, as data.
//!
//! LLVM 22 does not know most texture intrinsics, so texel's declarations must
//! carry the attributes upstream gives them (INTRINSICS.md). This module only
//! states them; attaching them to an LLVM function is the front end's business.

/// The `memory(…)` effect of a declaration.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum MemoryEffect {
    /// `memory(none)`.
    None,
    /// `memory(read)`.
    Read,
    /// `memory(write)`.
    Write,
    /// `memory(readwrite)` (no restriction).
    ReadWrite,
}

impl MemoryEffect {
    /// The attribute as LLVM assembly spells it.
    pub fn llvm_spelling(self) -> &'static str {
        match self {
            MemoryEffect::None => "memory(none)",
            MemoryEffect::Read => "memory(read)",
            MemoryEffect::Write => "memory(write)",
            MemoryEffect::ReadWrite => "memory(readwrite)",
        }
    }
}

/// The attributes an intrinsic declaration carries.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct DeclarationAttributes {
    pub convergent: bool,
    pub memory: MemoryEffect,
}

impl DeclarationAttributes {
    /// The enum attributes every resource intrinsic gets from upstream's
    /// `DefaultAttrsIntrinsic`, in addition to the ones stated per row.
    pub const DEFAULT_INTRINSIC_ATTRIBUTES: [&'static str; 5] =
        ["nocallback", "nofree", "nosync", "nounwind", "willreturn"];

    pub const NONE: DeclarationAttributes = DeclarationAttributes {
        convergent: false,
        memory: MemoryEffect::None,
    };
    pub const CONVERGENT_NONE: DeclarationAttributes = DeclarationAttributes {
        convergent: true,
        memory: MemoryEffect::None,
    };
    pub const READ: DeclarationAttributes = DeclarationAttributes {
        convergent: false,
        memory: MemoryEffect::Read,
    };
    pub const CONVERGENT_READ: DeclarationAttributes = DeclarationAttributes {
        convergent: true,
        memory: MemoryEffect::Read,
    };
    pub const WRITE: DeclarationAttributes = DeclarationAttributes {
        convergent: false,
        memory: MemoryEffect::Write,
    };

    /// Names of the enum attributes (without `memory`): the defaults, plus
    /// `convergent` when set.
    pub fn enum_attribute_names(&self) -> Vec<&'static str> {
        let mut names = Self::DEFAULT_INTRINSIC_ATTRIBUTES.to_vec();
        if self.convergent {
            names.push("convergent");
        }
        names
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use pretty_assertions::assert_eq;

    #[test]
    fn convergent_is_listed_only_when_set() {
        assert!(DeclarationAttributes::CONVERGENT_READ
            .enum_attribute_names()
            .contains(&"convergent"));
        assert!(!DeclarationAttributes::READ
            .enum_attribute_names()
            .contains(&"convergent"));
        assert_eq!(MemoryEffect::Write.llvm_spelling(), "memory(write)");
    }
}
