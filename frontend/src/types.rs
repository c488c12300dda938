//! The HLSL type model of semantic analysis and code generation: scalars,
//! vectors, matrices, arrays, structs and resources, with their names as
//! diagnostics print them (`float2`, `Foo`, `RWBuffer<float4>`).
//!
//! Pure data: no LLVM, no AST. Texture kinds are the resource type model's
//! (`texel_passes::resource_types::ResourceKind`), with their shape facts.
//! Conversion rules live in `sema::conversions`, LLVM types in
//! `codegen::types`, buffer layouts in `texel_passes::buffer_layout` (fed by
//! [`Type::layout_type`]).

use std::fmt;

use texel_passes::buffer_layout::LayoutType;
pub use texel_passes::resource_types::ResourceKind;

/// An HLSL scalar type. `min16float` and friends are their base types, `dword`
/// is `uint`.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub enum ScalarKind {
    Bool,
    Int16,
    Uint16,
    Int,
    Uint,
    Int64,
    Uint64,
    Half,
    Float,
    Double,
}

impl ScalarKind {
    pub fn name(self) -> &'static str {
        match self {
            ScalarKind::Bool => "bool",
            ScalarKind::Int16 => "int16_t",
            ScalarKind::Uint16 => "uint16_t",
            ScalarKind::Int => "int",
            ScalarKind::Uint => "uint",
            ScalarKind::Int64 => "int64_t",
            ScalarKind::Uint64 => "uint64_t",
            ScalarKind::Half => "half",
            ScalarKind::Float => "float",
            ScalarKind::Double => "double",
        }
    }

    /// The scalar named by a type keyword (`float`, `uint`, `dword`,
    /// `min16float`, …).
    pub fn from_name(name: &str) -> Option<ScalarKind> {
        Some(match name {
            "bool" => ScalarKind::Bool,
            "int" | "int32_t" | "min16int" | "min12int" => ScalarKind::Int,
            "uint" | "uint32_t" | "dword" | "unsigned" | "min16uint" => ScalarKind::Uint,
            "int16_t" => ScalarKind::Int16,
            "uint16_t" => ScalarKind::Uint16,
            "int64_t" => ScalarKind::Int64,
            "uint64_t" => ScalarKind::Uint64,
            "half" | "float16_t" => ScalarKind::Half,
            "float" | "float32_t" | "min16float" | "min10float" => ScalarKind::Float,
            "double" | "float64_t" => ScalarKind::Double,
            _ => return None,
        })
    }

    pub fn is_float(self) -> bool {
        matches!(
            self,
            ScalarKind::Half | ScalarKind::Float | ScalarKind::Double
        )
    }

    pub fn is_integer(self) -> bool {
        !self.is_float() && self != ScalarKind::Bool
    }

    pub fn is_signed_integer(self) -> bool {
        matches!(
            self,
            ScalarKind::Int16 | ScalarKind::Int | ScalarKind::Int64
        )
    }

    /// Width in bits of the value (bool: 1).
    pub fn bits(self) -> u32 {
        match self {
            ScalarKind::Bool => 1,
            ScalarKind::Int16 | ScalarKind::Uint16 | ScalarKind::Half => 16,
            ScalarKind::Int | ScalarKind::Uint | ScalarKind::Float => 32,
            ScalarKind::Int64 | ScalarKind::Uint64 | ScalarKind::Double => 64,
        }
    }

    /// Size in bytes in memory (bool is 4 bytes, as in buffers).
    pub fn byte_size(self) -> u32 {
        match self {
            ScalarKind::Bool => 4,
            other => other.bits() / 8,
        }
    }

    /// The same width with the other signedness (integers only).
    pub fn to_unsigned(self) -> ScalarKind {
        match self {
            ScalarKind::Int16 => ScalarKind::Uint16,
            ScalarKind::Int => ScalarKind::Uint,
            ScalarKind::Int64 => ScalarKind::Uint64,
            other => other,
        }
    }
}

/// Index of a struct in [`StructTable`].
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct StructId(pub usize);

/// The shape of a resource: buffers, the nine texture kinds of the resource
/// type model (shape facts such as coordinate widths live there), samplers.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum ResourceShape {
    Buffer,
    StructuredBuffer,
    ByteAddressBuffer,
    /// `Texture2D`, `RWTexture2DArray`, `Texture2DMS`, … (a texture kind).
    Texture(ResourceKind),
    /// `SamplerState`, or `SamplerComparisonState` when `comparison`.
    Sampler {
        comparison: bool,
    },
}

/// An HLSL resource type: `RWBuffer<float4>`, `StructuredBuffer<Foo>`,
/// `ByteAddressBuffer`, `Texture2DMS<float4, 4>`, `SamplerState`.
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub struct ResourceType {
    pub shape: ResourceShape,
    pub writable: bool,
    /// The element (none for byte-address buffers and samplers).
    pub element: Option<Box<Type>>,
    /// `Texture2DMS<T, N>`'s N (multisampled textures only).
    pub sample_count: Option<u32>,
}

impl ResourceType {
    /// A resource without a sample count.
    pub fn new(shape: ResourceShape, writable: bool, element: Option<Type>) -> ResourceType {
        ResourceType {
            shape,
            writable,
            element: element.map(Box::new),
            sample_count: None,
        }
    }

    /// The texture kind of a texture.
    pub fn texture_kind(&self) -> Option<ResourceKind> {
        match self.shape {
            ResourceShape::Texture(kind) => Some(kind),
            _ => None,
        }
    }

    pub fn is_sampler(&self) -> bool {
        matches!(self.shape, ResourceShape::Sampler { .. })
    }

    /// The HLSL name: `RWBuffer<float4>`; `structs` names struct elements.
    pub fn name(&self, structs: &StructTable) -> String {
        let base = match self.shape {
            ResourceShape::Buffer => "Buffer",
            ResourceShape::StructuredBuffer => "StructuredBuffer",
            ResourceShape::ByteAddressBuffer => "ByteAddressBuffer",
            ResourceShape::Texture(kind) => kind.facts().hlsl_name,
            ResourceShape::Sampler { comparison: false } => "SamplerState",
            ResourceShape::Sampler { comparison: true } => "SamplerComparisonState",
        };
        let access = if self.writable { "RW" } else { "" };
        match (&self.element, self.sample_count) {
            (Some(element), Some(count)) => {
                format!("{access}{base}<{}, {count}>", element.name(structs))
            }
            (Some(element), None) => format!("{access}{base}<{}>", element.name(structs)),
            (None, _) => format!("{access}{base}"),
        }
    }
}

/// How a matrix lies in memory: `row_major` (each row contiguous) or
/// `column_major` (each column contiguous; HLSL's default). Values in
/// registers do not depend on it; only buffer, cbuffer and local memory do.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Default)]
pub enum MatrixOrientation {
    RowMajor,
    #[default]
    ColumnMajor,
}

/// An HLSL type.
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub enum Type {
    Void,
    Scalar(ScalarKind),
    /// `floatN`, N in 1..=4.
    Vector(ScalarKind, u32),
    /// `floatRxC`: scalar, rows, columns, and how buffers hold it.
    Matrix(ScalarKind, u32, u32, MatrixOrientation),
    /// `T[N]`.
    Array(Box<Type>, u32),
    Struct(StructId),
    Resource(ResourceType),
    /// The type of an expression that already failed; never reported twice.
    Error,
}

impl Type {
    pub const BOOL: Type = Type::Scalar(ScalarKind::Bool);
    pub const INT: Type = Type::Scalar(ScalarKind::Int);
    pub const UINT: Type = Type::Scalar(ScalarKind::Uint);
    pub const FLOAT: Type = Type::Scalar(ScalarKind::Float);

    /// A scalar for one component, else a vector.
    pub fn scalar_or_vector(scalar: ScalarKind, components: u32) -> Type {
        if components == 1 {
            Type::Scalar(scalar)
        } else {
            Type::Vector(scalar, components)
        }
    }

    /// The element scalar of a scalar, vector or matrix.
    pub fn scalar(&self) -> Option<ScalarKind> {
        match self {
            Type::Scalar(s) | Type::Vector(s, _) | Type::Matrix(s, ..) => Some(*s),
            _ => None,
        }
    }

    /// Components of a scalar (1) or vector.
    pub fn vector_size(&self) -> Option<u32> {
        match self {
            Type::Scalar(_) => Some(1),
            Type::Vector(_, n) => Some(*n),
            _ => None,
        }
    }

    /// Scalars and vectors.
    pub fn is_numeric(&self) -> bool {
        matches!(self, Type::Scalar(_) | Type::Vector(..))
    }

    pub fn is_error(&self) -> bool {
        match self {
            Type::Error => true,
            Type::Array(element, _) => element.is_error(),
            _ => false,
        }
    }

    pub fn is_resource(&self) -> bool {
        match self {
            Type::Resource(_) => true,
            Type::Array(element, _) => element.is_resource(),
            _ => false,
        }
    }

    /// Whether a value of this type holds a resource: a resource, or an
    /// array or struct (at any depth) with one. Such types have no memory
    /// layout: they never go into buffers or cbuffers.
    pub fn holds_resources(&self, structs: &StructTable) -> bool {
        match self {
            Type::Resource(_) => true,
            Type::Array(element, _) => element.holds_resources(structs),
            Type::Struct(id) => structs
                .get(*id)
                .fields
                .iter()
                .any(|field| field.ty.holds_resources(structs)),
            _ => false,
        }
    }

    /// Same shape, other scalar.
    pub fn with_scalar(&self, scalar: ScalarKind) -> Type {
        match self {
            Type::Vector(_, n) => Type::Vector(scalar, *n),
            Type::Matrix(_, r, c, o) => Type::Matrix(scalar, *r, *c, *o),
            _ => Type::Scalar(scalar),
        }
    }

    /// The name diagnostics print: `float2`, `Foo`, `int[4]`.
    pub fn name(&self, structs: &StructTable) -> String {
        match self {
            Type::Void => "void".to_string(),
            Type::Scalar(s) => s.name().to_string(),
            Type::Vector(s, n) => format!("{}{n}", s.name()),
            Type::Matrix(s, r, c, _) => format!("{}{r}x{c}", s.name()),
            Type::Array(element, n) => {
                // `int[2][3]`: the outermost dimension first.
                let mut dims = vec![*n];
                let mut inner = element.as_ref();
                while let Type::Array(next, m) = inner {
                    dims.push(*m);
                    inner = next;
                }
                let mut out = inner.name(structs);
                for dim in dims {
                    out.push_str(&format!("[{dim}]"));
                }
                out
            }
            Type::Struct(id) => structs.get(*id).name.clone(),
            Type::Resource(resource) => resource.name(structs),
            Type::Error => "<error>".to_string(),
        }
    }

    /// A matrix's memory form as an array type: its rows (`row_major`) or
    /// columns (`column_major`), each a vector (a scalar when 1 long).
    /// `float3x2` column_major is `float3[2]`. None for other types.
    pub fn matrix_memory_array(&self) -> Option<Type> {
        let Type::Matrix(kind, rows, columns, orientation) = self else {
            return None;
        };
        let (majors, length) = match orientation {
            MatrixOrientation::RowMajor => (*rows, *columns),
            MatrixOrientation::ColumnMajor => (*columns, *rows),
        };
        Some(Type::Array(
            Box::new(Type::scalar_or_vector(*kind, length)),
            majors,
        ))
    }

    /// Rows and columns of a matrix.
    pub fn matrix_size(&self) -> Option<(u32, u32)> {
        match self {
            Type::Matrix(_, rows, columns, _) => Some((*rows, *columns)),
            _ => None,
        }
    }

    /// The type as the buffer layout rules see it (its memory form: bool is
    /// 4 bytes, a matrix is an array of its rows or columns, see
    /// [`Type::matrix_memory_array`]); none for resources.
    pub fn layout_type(&self, structs: &StructTable) -> Option<LayoutType> {
        Some(match self {
            Type::Scalar(kind) | Type::Vector(kind, 1) => LayoutType::Scalar {
                bytes: kind.byte_size(),
            },
            Type::Vector(kind, count) => LayoutType::Vector {
                scalar_bytes: kind.byte_size(),
                count: *count,
            },
            Type::Matrix(..) => self.matrix_memory_array()?.layout_type(structs)?,
            Type::Array(element, count) => LayoutType::Array {
                element: Box::new(element.layout_type(structs)?),
                count: *count,
            },
            Type::Struct(id) => LayoutType::Struct(
                structs
                    .get(*id)
                    .fields
                    .iter()
                    .map(|field| field.ty.layout_type(structs))
                    .collect::<Option<Vec<_>>>()?,
            ),
            Type::Resource(_) | Type::Void | Type::Error => return None,
        })
    }

    /// Number of scalar leaves (for initializer lists and constructors).
    pub fn component_count(&self, structs: &StructTable) -> u32 {
        match self {
            Type::Scalar(_) => 1,
            Type::Vector(_, n) => *n,
            Type::Matrix(_, r, c, _) => r * c,
            Type::Array(element, n) => element.component_count(structs) * n,
            Type::Struct(id) => structs
                .get(*id)
                .fields
                .iter()
                .map(|field| field.ty.component_count(structs))
                .sum(),
            Type::Resource(_) => 1,
            Type::Void | Type::Error => 0,
        }
    }
}

/// A struct field.
#[derive(Clone, Debug, PartialEq)]
pub struct Field {
    pub name: String,
    pub ty: Type,
    /// `: SV_GroupID` and friends (entry inputs).
    pub semantic: Option<String>,
    pub span: crate::span::Span,
}

#[derive(Clone, Debug, PartialEq)]
pub struct StructDef {
    pub name: String,
    pub fields: Vec<Field>,
    pub span: crate::span::Span,
}

impl StructDef {
    pub fn field_index(&self, name: &str) -> Option<usize> {
        self.fields.iter().position(|field| field.name == name)
    }
}

/// Every struct of a translation unit.
#[derive(Clone, Debug, Default, PartialEq)]
pub struct StructTable {
    structs: Vec<StructDef>,
}

impl StructTable {
    pub fn add(&mut self, def: StructDef) -> StructId {
        self.structs.push(def);
        StructId(self.structs.len() - 1)
    }

    pub fn get(&self, id: StructId) -> &StructDef {
        &self.structs[id.0]
    }

    pub fn get_mut(&mut self, id: StructId) -> &mut StructDef {
        &mut self.structs[id.0]
    }

    pub fn len(&self) -> usize {
        self.structs.len()
    }

    pub fn is_empty(&self) -> bool {
        self.structs.is_empty()
    }

    pub fn iter(&self) -> impl Iterator<Item = (StructId, &StructDef)> {
        self.structs
            .iter()
            .enumerate()
            .map(|(index, def)| (StructId(index), def))
    }
}

impl fmt::Display for ScalarKind {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.name())
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn names_follow_hlsl() {
        let structs = StructTable::default();
        assert_eq!(Type::Vector(ScalarKind::Float, 2).name(&structs), "float2");
        assert_eq!(
            Type::Array(Box::new(Type::Array(Box::new(Type::INT), 3)), 2).name(&structs),
            "int[2][3]"
        );
        let rw = ResourceType::new(
            ResourceShape::Buffer,
            true,
            Some(Type::Vector(ScalarKind::Float, 4)),
        );
        assert_eq!(Type::Resource(rw).name(&structs), "RWBuffer<float4>");
        let ms = ResourceType {
            sample_count: Some(4),
            ..ResourceType::new(
                ResourceShape::Texture(ResourceKind::Texture2DMS),
                false,
                Some(Type::Vector(ScalarKind::Float, 4)),
            )
        };
        assert_eq!(Type::Resource(ms).name(&structs), "Texture2DMS<float4, 4>");
        let sampler = ResourceType::new(ResourceShape::Sampler { comparison: true }, false, None);
        assert_eq!(
            Type::Resource(sampler).name(&structs),
            "SamplerComparisonState"
        );
        assert_eq!(ScalarKind::from_name("dword"), Some(ScalarKind::Uint));
        assert_eq!(ScalarKind::from_name("min16float"), Some(ScalarKind::Float));
    }
}
