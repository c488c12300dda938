//! Element types of resources: the HLSL scalar with its signedness
//! ([`ElementScalar`]) and scalar-or-vector element types ([`ElementType`]:
//! `float4`, `uint`, `half2`).
//!
//! Knows each scalar's HLSL spelling, IR scalar and DXIL component type (one table),
//! and HLSL's rules for what a resource may hold. It must not know handle type
//! parameters or which resource kind holds the element.

use crate::ir_type::{IrType, ScalarType};

use super::error::ResourceTypeError;

/// An HLSL scalar that may be a resource element, with its signedness (the IR
/// scalar alone does not tell `int` from `uint`).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub enum ElementScalar {
    F16,
    F32,
    F64,
    I16,
    U16,
    I32,
    U32,
    I64,
    U64,
}

/// One row of the scalar table.
struct ScalarFacts {
    scalar: ElementScalar,
    hlsl_name: &'static str,
    ir_scalar: ScalarType,
    signed_integer: bool,
    /// DXIL ComponentType (DXIL.md: I16 2, U16 3, I32 4, U32 5, I64 6, U64 7,
    /// F16 8, F32 9, F64 10).
    dxil_component_type: u32,
}

macro_rules! scalar_table {
    ($( $scalar:ident: $name:literal, $ir:ident, signed $signed:literal, dxil $dxil:literal; )*) => {
        const SCALAR_TABLE: &[ScalarFacts] = &[
            $( ScalarFacts {
                scalar: ElementScalar::$scalar,
                hlsl_name: $name,
                ir_scalar: ScalarType::$ir,
                signed_integer: $signed,
                dxil_component_type: $dxil,
            }, )*
        ];
    };
}

// In enum order; `table_is_in_enum_order` keeps it so.
scalar_table! {
    F16: "half",     F16, signed false, dxil 8;
    F32: "float",    F32, signed false, dxil 9;
    F64: "double",   F64, signed false, dxil 10;
    I16: "int16_t",  I16, signed true,  dxil 2;
    U16: "uint16_t", I16, signed false, dxil 3;
    I32: "int",      I32, signed true,  dxil 4;
    U32: "uint",     I32, signed false, dxil 5;
    I64: "int64_t",  I64, signed true,  dxil 6;
    U64: "uint64_t", I64, signed false, dxil 7;
}

impl ElementScalar {
    /// Every element scalar, in enum order.
    pub const ALL: [ElementScalar; 9] = [
        ElementScalar::F16,
        ElementScalar::F32,
        ElementScalar::F64,
        ElementScalar::I16,
        ElementScalar::U16,
        ElementScalar::I32,
        ElementScalar::U32,
        ElementScalar::I64,
        ElementScalar::U64,
    ];

    fn facts(self) -> &'static ScalarFacts {
        &SCALAR_TABLE[self as usize]
    }

    /// The IR scalar: signedness is lost (`int` and `uint` are both `i32`).
    pub fn ir_scalar(self) -> ScalarType {
        self.facts().ir_scalar
    }

    pub fn is_signed_integer(self) -> bool {
        self.facts().signed_integer
    }

    pub fn is_float(self) -> bool {
        self.ir_scalar().is_float()
    }

    pub fn is_integer(self) -> bool {
        !self.is_float()
    }

    /// The HLSL spelling: `float`, `uint`, `int16_t`, …
    pub fn hlsl_name(self) -> &'static str {
        self.facts().hlsl_name
    }

    /// DXIL's ComponentType number.
    pub fn dxil_component_type(self) -> u32 {
        self.facts().dxil_component_type
    }

    pub fn byte_size(self) -> u32 {
        self.ir_scalar().bits() / 8
    }

    /// The element scalar of an IR scalar given its signedness. Floats ignore
    /// `signed`; `i1` and `i8` are no HLSL resource element and give `None`.
    pub fn from_ir_scalar(scalar: ScalarType, signed: bool) -> Option<ElementScalar> {
        SCALAR_TABLE
            .iter()
            .find(|row| {
                row.ir_scalar == scalar && (scalar.is_float() || row.signed_integer == signed)
            })
            .map(|row| row.scalar)
    }
}

/// A scalar or vector element type: `float4` is `{ F32, 4 }`, `uint` is `{ U32, 1 }`.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct ElementType {
    pub scalar: ElementScalar,
    pub components: u32,
}

/// Typed resources (textures, typed buffers) hold at most 16 bytes per element.
pub const TYPED_ELEMENT_MAX_BYTES: u32 = 16;
/// HLSL vectors have 1 to 4 components.
pub const MAX_COMPONENTS: u32 = 4;

impl ElementType {
    pub const FLOAT4: ElementType = ElementType::new(ElementScalar::F32, 4);

    pub const fn new(scalar: ElementScalar, components: u32) -> ElementType {
        ElementType { scalar, components }
    }

    /// The type in memory: the scalar for one component, otherwise `<N x scalar>`.
    pub fn memory_type(self) -> IrType {
        IrType::scalar_or_vector(self.scalar.ir_scalar(), self.components)
    }

    /// The HLSL spelling: `float4`, `uint`, `half2`.
    pub fn hlsl_name(self) -> String {
        if self.components == 1 {
            self.scalar.hlsl_name().to_string()
        } else {
            format!("{}{}", self.scalar.hlsl_name(), self.components)
        }
    }

    pub fn byte_size(self) -> u32 {
        self.scalar.byte_size() * self.components
    }

    /// The element type of an IR scalar or vector, given its signedness.
    pub fn from_memory_type(ty: &IrType, signed: bool) -> Option<ElementType> {
        let scalar = ElementScalar::from_ir_scalar(ty.scalar()?, signed)?;
        Some(ElementType::new(scalar, ty.components()?))
    }

    /// HLSL's rule for structured buffer elements of scalar or vector type:
    /// 1 to 4 components (any size).
    pub fn validate_for_structured_buffer(self) -> Result<(), ResourceTypeError> {
        if self.components == 0 || self.components > MAX_COMPONENTS {
            return Err(self.invalid(format!("a vector has 1 to {MAX_COMPONENTS} components")));
        }
        Ok(())
    }

    /// HLSL's rule for texture and typed buffer elements: 1 to 4 components and
    /// at most 16 bytes (`double2` is allowed, `double3` is not).
    pub fn validate_for_typed_resource(self) -> Result<(), ResourceTypeError> {
        self.validate_for_structured_buffer()?;
        if self.byte_size() > TYPED_ELEMENT_MAX_BYTES {
            return Err(self.invalid(format!(
                "{} bytes do not fit in a typed resource element ({TYPED_ELEMENT_MAX_BYTES} bytes at most)",
                self.byte_size()
            )));
        }
        Ok(())
    }

    fn invalid(self, reason: String) -> ResourceTypeError {
        ResourceTypeError::InvalidElement {
            element: self.hlsl_name(),
            reason,
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use pretty_assertions::assert_eq;

    #[test]
    fn table_is_in_enum_order() {
        for (index, scalar) in ElementScalar::ALL.iter().enumerate() {
            assert_eq!(SCALAR_TABLE[index].scalar, *scalar);
            assert_eq!(*scalar as usize, index);
        }
        assert_eq!(SCALAR_TABLE.len(), ElementScalar::ALL.len());
    }

    #[test]
    fn component_types_follow_dxil() {
        let numbers: Vec<(ElementScalar, u32)> = ElementScalar::ALL
            .iter()
            .map(|scalar| (*scalar, scalar.dxil_component_type()))
            .collect();
        use ElementScalar::*;
        assert_eq!(
            numbers,
            vec![
                (F16, 8),
                (F32, 9),
                (F64, 10),
                (I16, 2),
                (U16, 3),
                (I32, 4),
                (U32, 5),
                (I64, 6),
                (U64, 7)
            ]
        );
    }

    #[test]
    fn scalar_facts() {
        assert_eq!(ElementScalar::U32.ir_scalar(), ScalarType::I32);
        assert_eq!(ElementScalar::I16.ir_scalar(), ScalarType::I16);
        assert_eq!(ElementScalar::F16.ir_scalar(), ScalarType::F16);
        assert!(ElementScalar::I64.is_signed_integer());
        assert!(!ElementScalar::U64.is_signed_integer());
        assert!(!ElementScalar::F32.is_signed_integer());
        assert!(ElementScalar::F64.is_float());
        assert!(!ElementScalar::U16.is_float());
        assert_eq!(ElementScalar::F16.hlsl_name(), "half");
        assert_eq!(ElementScalar::U16.hlsl_name(), "uint16_t");
        assert_eq!(ElementScalar::I32.hlsl_name(), "int");
        assert_eq!(ElementScalar::F64.byte_size(), 8);
    }

    #[test]
    fn from_ir_scalar_uses_signedness_for_integers_only() {
        use ElementScalar::*;
        assert_eq!(
            ElementScalar::from_ir_scalar(ScalarType::I32, true),
            Some(I32)
        );
        assert_eq!(
            ElementScalar::from_ir_scalar(ScalarType::I32, false),
            Some(U32)
        );
        assert_eq!(
            ElementScalar::from_ir_scalar(ScalarType::I16, true),
            Some(I16)
        );
        assert_eq!(
            ElementScalar::from_ir_scalar(ScalarType::I64, false),
            Some(U64)
        );
        assert_eq!(
            ElementScalar::from_ir_scalar(ScalarType::F32, true),
            Some(F32)
        );
        assert_eq!(
            ElementScalar::from_ir_scalar(ScalarType::F16, false),
            Some(F16)
        );
        assert_eq!(ElementScalar::from_ir_scalar(ScalarType::I8, false), None);
        assert_eq!(ElementScalar::from_ir_scalar(ScalarType::I1, true), None);
    }

    #[test]
    fn element_names_and_memory_types() {
        let float4 = ElementType::FLOAT4;
        assert_eq!(float4.hlsl_name(), "float4");
        assert_eq!(float4.memory_type(), IrType::Vector(ScalarType::F32, 4));
        let uint = ElementType::new(ElementScalar::U32, 1);
        assert_eq!(uint.hlsl_name(), "uint");
        assert_eq!(uint.memory_type(), IrType::I32);
        let half2 = ElementType::new(ElementScalar::F16, 2);
        assert_eq!(half2.hlsl_name(), "half2");
        assert_eq!(half2.memory_type().to_string(), "<2 x half>");
        assert_eq!(
            ElementType::from_memory_type(&IrType::Vector(ScalarType::I32, 3), true),
            Some(ElementType::new(ElementScalar::I32, 3))
        );
        assert_eq!(
            ElementType::from_memory_type(&IrType::Pointer(0), true),
            None
        );
    }

    #[test]
    fn typed_elements_fit_in_sixteen_bytes() {
        let double2 = ElementType::new(ElementScalar::F64, 2);
        assert_eq!(double2.validate_for_typed_resource(), Ok(()));
        let double3 = ElementType::new(ElementScalar::F64, 3);
        assert_eq!(
            double3.validate_for_typed_resource().unwrap_err().to_string(),
            "invalid element type double3: 24 bytes do not fit in a typed resource element (16 bytes at most)"
        );
        assert_eq!(double3.validate_for_structured_buffer(), Ok(()));
        let uint64_t2 = ElementType::new(ElementScalar::U64, 2);
        assert_eq!(uint64_t2.validate_for_typed_resource(), Ok(()));
        assert_eq!(ElementType::FLOAT4.validate_for_typed_resource(), Ok(()));
    }

    #[test]
    fn vectors_have_one_to_four_components() {
        for components in [0, 5] {
            let element = ElementType::new(ElementScalar::F32, components);
            assert_eq!(
                element
                    .validate_for_structured_buffer()
                    .unwrap_err()
                    .to_string(),
                format!("invalid element type float{components}: a vector has 1 to 4 components")
            );
            assert!(element.validate_for_typed_resource().is_err());
        }
    }
}
