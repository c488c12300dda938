//! A plain-Rust model of the LLVM IR types that texture intrinsics use.
//!
//! The intrinsic catalogue and the resource type model reason about types through
//! [`IrType`] so that they can be unit-tested without an LLVM context, and so that
//! one function ([`IrType::mangled_suffix`]) owns LLVM's name-mangling scheme for
//! overloaded intrinsics. Conversion from and to real LLVM types lives in
//! `crate::llvm`; this module must not call into LLVM.

use std::fmt;

/// A scalar (non-aggregate, non-pointer) type.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum ScalarType {
    I1,
    I8,
    I16,
    I32,
    I64,
    F16,
    F32,
    F64,
}

impl ScalarType {
    /// The mangling suffix, which is also the LLVM spelling without the `i`/`half`
    /// distinction: `i32`, `f16`, …
    pub fn mangled(self) -> &'static str {
        match self {
            ScalarType::I1 => "i1",
            ScalarType::I8 => "i8",
            ScalarType::I16 => "i16",
            ScalarType::I32 => "i32",
            ScalarType::I64 => "i64",
            ScalarType::F16 => "f16",
            ScalarType::F32 => "f32",
            ScalarType::F64 => "f64",
        }
    }

    /// The type as it is written in LLVM assembly.
    pub fn llvm_spelling(self) -> &'static str {
        match self {
            ScalarType::I1 => "i1",
            ScalarType::I8 => "i8",
            ScalarType::I16 => "i16",
            ScalarType::I32 => "i32",
            ScalarType::I64 => "i64",
            ScalarType::F16 => "half",
            ScalarType::F32 => "float",
            ScalarType::F64 => "double",
        }
    }

    pub fn is_float(self) -> bool {
        matches!(self, ScalarType::F16 | ScalarType::F32 | ScalarType::F64)
    }

    pub fn is_integer(self) -> bool {
        !self.is_float()
    }

    /// Width in bits.
    pub fn bits(self) -> u32 {
        match self {
            ScalarType::I1 => 1,
            ScalarType::I8 => 8,
            ScalarType::I16 | ScalarType::F16 => 16,
            ScalarType::I32 | ScalarType::F32 => 32,
            ScalarType::I64 | ScalarType::F64 => 64,
        }
    }
}

/// A target extension type such as `target("dx.Texture", <4 x float>, 0, 0, 0, 2)`.
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub struct TargetExtType {
    pub name: String,
    pub type_params: Vec<IrType>,
    pub int_params: Vec<u32>,
}

/// An LLVM IR type, as far as texture intrinsics need to distinguish types.
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub enum IrType {
    Void,
    Scalar(ScalarType),
    /// A fixed-length vector `<N x scalar>`.
    Vector(ScalarType, u32),
    /// An opaque pointer in the given address space.
    Pointer(u32),
    /// An array `[N x element]`.
    Array(Box<IrType>, u64),
    Target(TargetExtType),
    /// Any other type (structs, labels, metadata, …), carried by its printed form
    /// so that diagnostics can name it.
    Other(String),
}

impl IrType {
    pub const F32: IrType = IrType::Scalar(ScalarType::F32);
    pub const I32: IrType = IrType::Scalar(ScalarType::I32);

    /// `<n x scalar>` for n ≥ 2, the scalar itself for n = 1.
    pub fn scalar_or_vector(scalar: ScalarType, components: u32) -> IrType {
        if components == 1 {
            IrType::Scalar(scalar)
        } else {
            IrType::Vector(scalar, components)
        }
    }

    /// The element scalar of a scalar or vector type.
    pub fn scalar(&self) -> Option<ScalarType> {
        match self {
            IrType::Scalar(s) | IrType::Vector(s, _) => Some(*s),
            _ => None,
        }
    }

    /// Number of components of a scalar (1) or vector type.
    pub fn components(&self) -> Option<u32> {
        match self {
            IrType::Scalar(_) => Some(1),
            IrType::Vector(_, n) => Some(*n),
            _ => None,
        }
    }

    pub fn as_target(&self) -> Option<&TargetExtType> {
        match self {
            IrType::Target(t) => Some(t),
            _ => None,
        }
    }

    /// The suffix LLVM appends to an overloaded intrinsic name for this type
    /// (`Intrinsic::getName` / `getMangledTypeStr`): `f32`, `v4f32`, `p0`, `a4f32`,
    /// `tdx.Texture_v4f32_0_0_0_2t`, `isVoid`.
    pub fn mangled_suffix(&self) -> String {
        match self {
            IrType::Void => "isVoid".to_string(),
            IrType::Scalar(s) => s.mangled().to_string(),
            IrType::Vector(s, n) => format!("v{n}{}", s.mangled()),
            IrType::Pointer(space) => format!("p{space}"),
            IrType::Array(element, n) => format!("a{n}{}", element.mangled_suffix()),
            IrType::Target(t) => {
                let mut out = format!("t{}", t.name);
                for param in &t.type_params {
                    out.push('_');
                    out.push_str(&param.mangled_suffix());
                }
                for param in &t.int_params {
                    out.push('_');
                    out.push_str(&param.to_string());
                }
                out.push('t');
                out
            }
            IrType::Other(text) => text.clone(),
        }
    }
}

impl fmt::Display for IrType {
    /// Prints the type as LLVM assembly spells it.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            IrType::Void => write!(f, "void"),
            IrType::Scalar(s) => write!(f, "{}", s.llvm_spelling()),
            IrType::Vector(s, n) => write!(f, "<{n} x {}>", s.llvm_spelling()),
            IrType::Pointer(0) => write!(f, "ptr"),
            IrType::Pointer(space) => write!(f, "ptr addrspace({space})"),
            IrType::Array(element, n) => write!(f, "[{n} x {element}]"),
            IrType::Target(t) => {
                write!(f, "target(\"{}\"", t.name)?;
                for param in &t.type_params {
                    write!(f, ", {param}")?;
                }
                for param in &t.int_params {
                    write!(f, ", {param}")?;
                }
                write!(f, ")")
            }
            IrType::Other(text) => write!(f, "{text}"),
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use pretty_assertions::assert_eq;

    fn texture() -> IrType {
        IrType::Target(TargetExtType {
            name: "dx.Texture".into(),
            type_params: vec![IrType::Vector(ScalarType::F32, 4)],
            int_params: vec![0, 0, 0, 2],
        })
    }

    #[test]
    fn mangles_like_llvm() {
        assert_eq!(IrType::F32.mangled_suffix(), "f32");
        assert_eq!(IrType::Vector(ScalarType::I32, 2).mangled_suffix(), "v2i32");
        assert_eq!(IrType::Pointer(11).mangled_suffix(), "p11");
        assert_eq!(
            IrType::Array(Box::new(IrType::F32), 4).mangled_suffix(),
            "a4f32"
        );
        assert_eq!(texture().mangled_suffix(), "tdx.Texture_v4f32_0_0_0_2t");
        let sampler = IrType::Target(TargetExtType {
            name: "spirv.Sampler".into(),
            type_params: vec![],
            int_params: vec![],
        });
        assert_eq!(sampler.mangled_suffix(), "tspirv.Samplert");
    }

    #[test]
    fn prints_like_llvm() {
        assert_eq!(
            texture().to_string(),
            "target(\"dx.Texture\", <4 x float>, 0, 0, 0, 2)"
        );
        assert_eq!(IrType::Pointer(11).to_string(), "ptr addrspace(11)");
        assert_eq!(IrType::Scalar(ScalarType::F16).to_string(), "half");
    }
}
