//! Operand and return shapes: which IR types an intrinsic slot accepts, how the
//! shape is said in words, and whether the slot adds a name-mangling suffix.
//!
//! Shape checks are shallow on purpose. A handle slot only checks the
//! target-type family (`dx.` / `spirv.`) and sampler versus non-sampler; kinds,
//! element types and widths belong to the resource type model and the verifier.

use crate::ir_type::{IrType, ScalarType};
use crate::target::Api;

use super::id::OperandRole;

/// The set of IR types a slot accepts.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Shape {
    /// `void` (returns only).
    Void,
    /// Exactly `float`.
    F32,
    /// Exactly `i32`.
    I32,
    /// Exactly `<N x i32>`.
    I32Vector(u32),
    /// Exactly `<N x float>`.
    F32Vector(u32),
    /// `half` or `float` (the overloaded "float" results).
    FloatScalar,
    /// `float` or `<2..4 x float>` (sampling coordinates, gradients).
    F32ScalarOrVector,
    /// `i32` or `<2..4 x i32>` (offsets, integer texel coordinates).
    I32ScalarOrVector,
    /// Any integer (i16 and wider) or floating-point scalar, or a vector of
    /// 2..4 of them (the element type T of a texture).
    NumericScalarOrVector,
    /// `<4 x T>` with T an integer (i16 and wider) or floating-point scalar.
    NumericVector4,
    /// `ptr addrspace(N)`.
    Pointer(u32),
    /// Any handle of the API: `target("dx.…")` / `target("spirv.…")`, samplers
    /// included (returned by handle creation).
    Handle,
    /// A texture or resource handle of the API that is not a sampler.
    ResourceHandle,
    /// `target("dx.Sampler", …)` / `target("spirv.Sampler")`.
    SamplerHandle,
}

/// Name of the sampler handle type of each API.
fn sampler_type_name(api: Api) -> &'static str {
    match api {
        Api::Dx => "dx.Sampler",
        Api::Spv => "spirv.Sampler",
    }
}

fn is_numeric_scalar(scalar: ScalarType) -> bool {
    !matches!(scalar, ScalarType::I1 | ScalarType::I8)
}

fn is_scalar_or_small_vector(ty: &IrType, element_ok: impl Fn(ScalarType) -> bool) -> bool {
    match ty {
        IrType::Scalar(scalar) => element_ok(*scalar),
        IrType::Vector(scalar, components) => (2..=4).contains(components) && element_ok(*scalar),
        _ => false,
    }
}

impl Shape {
    /// Whether `ty` is legal in a slot of this shape of an `api` intrinsic.
    pub fn accepts(self, ty: &IrType, api: Api) -> bool {
        match self {
            Shape::Void => *ty == IrType::Void,
            Shape::F32 => *ty == IrType::F32,
            Shape::I32 => *ty == IrType::I32,
            Shape::I32Vector(n) => *ty == IrType::Vector(ScalarType::I32, n),
            Shape::F32Vector(n) => *ty == IrType::Vector(ScalarType::F32, n),
            Shape::FloatScalar => {
                matches!(ty, IrType::Scalar(ScalarType::F16 | ScalarType::F32))
            }
            Shape::F32ScalarOrVector => {
                is_scalar_or_small_vector(ty, |scalar| scalar == ScalarType::F32)
            }
            Shape::I32ScalarOrVector => {
                is_scalar_or_small_vector(ty, |scalar| scalar == ScalarType::I32)
            }
            Shape::NumericScalarOrVector => is_scalar_or_small_vector(ty, is_numeric_scalar),
            Shape::NumericVector4 => {
                matches!(ty, IrType::Vector(scalar, 4) if is_numeric_scalar(*scalar))
            }
            Shape::Pointer(space) => *ty == IrType::Pointer(space),
            Shape::Handle => ty
                .as_target()
                .is_some_and(|target| target.name.starts_with(api.handle_type_prefix())),
            Shape::ResourceHandle => ty.as_target().is_some_and(|target| {
                target.name.starts_with(api.handle_type_prefix())
                    && target.name != sampler_type_name(api)
            }),
            Shape::SamplerHandle => ty
                .as_target()
                .is_some_and(|target| target.name == sampler_type_name(api)),
        }
    }

    /// The shape in words, for "must be …" diagnostics.
    pub fn describe(self, api: Api) -> String {
        let family = api.handle_type_prefix();
        match self {
            Shape::Void => "void".to_string(),
            Shape::F32 => "float".to_string(),
            Shape::I32 => "i32".to_string(),
            Shape::I32Vector(n) => IrType::Vector(ScalarType::I32, n).to_string(),
            Shape::F32Vector(n) => IrType::Vector(ScalarType::F32, n).to_string(),
            Shape::FloatScalar => "a half or float scalar".to_string(),
            Shape::F32ScalarOrVector => "a float scalar or vector".to_string(),
            Shape::I32ScalarOrVector => "an i32 scalar or vector".to_string(),
            Shape::NumericScalarOrVector => {
                "an integer or floating-point scalar or vector".to_string()
            }
            Shape::NumericVector4 => "a 4-element integer or floating-point vector".to_string(),
            Shape::Pointer(space) => IrType::Pointer(space).to_string(),
            Shape::Handle => format!("a resource handle (target(\"{family}…\"))"),
            Shape::ResourceHandle => {
                format!("a texture or resource handle (target(\"{family}…\"), not a sampler)")
            }
            Shape::SamplerHandle => match api {
                Api::Dx => "a sampler handle (target(\"dx.Sampler\", …))".to_string(),
                Api::Spv => "a sampler handle (target(\"spirv.Sampler\"))".to_string(),
            },
        }
    }

    /// The one type of a shape that admits exactly one type (`float`, `i32`,
    /// `<3 x i32>`, `void`, `ptr`), so that callers can build fixed operands.
    pub fn fixed_type(self) -> Option<IrType> {
        match self {
            Shape::Void => Some(IrType::Void),
            Shape::F32 => Some(IrType::F32),
            Shape::I32 => Some(IrType::I32),
            Shape::I32Vector(n) => Some(IrType::Vector(ScalarType::I32, n)),
            Shape::F32Vector(n) => Some(IrType::Vector(ScalarType::F32, n)),
            Shape::Pointer(space) => Some(IrType::Pointer(space)),
            Shape::FloatScalar
            | Shape::F32ScalarOrVector
            | Shape::I32ScalarOrVector
            | Shape::NumericScalarOrVector
            | Shape::NumericVector4
            | Shape::Handle
            | Shape::ResourceHandle
            | Shape::SamplerHandle => None,
        }
    }
}

/// One operand slot of an intrinsic.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct OperandSpec {
    pub role: OperandRole,
    pub shape: Shape,
    /// Whether the operand's type adds a suffix to the mangled name.
    pub overloaded: bool,
}

impl OperandSpec {
    /// An overloaded operand (its type is mangled into the name).
    pub const fn overloaded(role: OperandRole, shape: Shape) -> OperandSpec {
        OperandSpec {
            role,
            shape,
            overloaded: true,
        }
    }

    /// A fixed operand (adds nothing to the name).
    pub const fn fixed(role: OperandRole, shape: Shape) -> OperandSpec {
        OperandSpec {
            role,
            shape,
            overloaded: false,
        }
    }
}

/// The return slot of an intrinsic.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct ReturnSpec {
    pub shape: Shape,
    /// Whether the return type adds the first suffix to the mangled name.
    pub overloaded: bool,
}

impl ReturnSpec {
    pub const fn overloaded(shape: Shape) -> ReturnSpec {
        ReturnSpec {
            shape,
            overloaded: true,
        }
    }

    pub const fn fixed(shape: Shape) -> ReturnSpec {
        ReturnSpec {
            shape,
            overloaded: false,
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::ir_type::TargetExtType;
    use pretty_assertions::assert_eq;

    fn target(name: &str) -> IrType {
        IrType::Target(TargetExtType {
            name: name.into(),
            type_params: vec![],
            int_params: vec![],
        })
    }

    #[test]
    fn handle_shapes_check_family_and_sampler() {
        let texture = target("dx.Texture");
        let sampler = target("dx.Sampler");
        let image = target("spirv.Image");
        assert!(Shape::ResourceHandle.accepts(&texture, Api::Dx));
        assert!(!Shape::ResourceHandle.accepts(&sampler, Api::Dx));
        assert!(!Shape::ResourceHandle.accepts(&image, Api::Dx));
        assert!(Shape::ResourceHandle.accepts(&image, Api::Spv));
        assert!(Shape::SamplerHandle.accepts(&sampler, Api::Dx));
        assert!(!Shape::SamplerHandle.accepts(&texture, Api::Dx));
        assert!(Shape::SamplerHandle.accepts(&target("spirv.Sampler"), Api::Spv));
        assert!(Shape::Handle.accepts(&sampler, Api::Dx));
        assert!(!Shape::Handle.accepts(&IrType::Pointer(0), Api::Dx));
    }

    #[test]
    fn scalar_or_vector_shapes_check_element_and_width() {
        assert!(Shape::F32ScalarOrVector.accepts(&IrType::F32, Api::Dx));
        assert!(Shape::F32ScalarOrVector.accepts(&IrType::Vector(ScalarType::F32, 4), Api::Dx));
        assert!(!Shape::F32ScalarOrVector.accepts(&IrType::Vector(ScalarType::F32, 5), Api::Dx));
        assert!(!Shape::F32ScalarOrVector.accepts(&IrType::Vector(ScalarType::I32, 2), Api::Dx));
        assert!(!Shape::I32ScalarOrVector.accepts(&IrType::Scalar(ScalarType::I64), Api::Dx));
        assert!(Shape::NumericScalarOrVector.accepts(&IrType::Vector(ScalarType::F16, 3), Api::Dx));
        assert!(!Shape::NumericScalarOrVector.accepts(&IrType::Scalar(ScalarType::I1), Api::Dx));
        assert!(Shape::NumericVector4.accepts(&IrType::Vector(ScalarType::I32, 4), Api::Spv));
        assert!(!Shape::NumericVector4.accepts(&IrType::Vector(ScalarType::I32, 3), Api::Spv));
        assert!(Shape::FloatScalar.accepts(&IrType::Scalar(ScalarType::F16), Api::Spv));
        assert!(!Shape::FloatScalar.accepts(&IrType::Vector(ScalarType::F32, 2), Api::Spv));
    }

    #[test]
    fn fixed_shapes_name_their_type() {
        assert_eq!(
            Shape::I32Vector(3).fixed_type(),
            Some(IrType::Vector(ScalarType::I32, 3))
        );
        assert_eq!(Shape::Pointer(11).describe(Api::Spv), "ptr addrspace(11)");
        assert_eq!(Shape::F32ScalarOrVector.fixed_type(), None);
    }
}
