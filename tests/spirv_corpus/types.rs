//! The HLSL types of the generated programs: scalars (the three arithmetic
//! ones every expression is built from, and the wider or narrower ones that
//! appear only in declarations, buffers and conversions), vectors, structs,
//! and the std430 word layout of what the execution test reads and writes.

/// The three kinds of arithmetic every generated expression has.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Base {
    Float,
    Int,
    Uint,
}

/// A scalar type of a declaration or buffer element.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Scalar {
    Float,
    Int,
    Uint,
    Double,
    Half,
    Int64,
    Uint64,
    Int16,
    Uint16,
}

impl Scalar {
    pub fn name(self) -> &'static str {
        match self {
            Scalar::Float => "float",
            Scalar::Int => "int",
            Scalar::Uint => "uint",
            Scalar::Double => "double",
            Scalar::Half => "half",
            Scalar::Int64 => "int64_t",
            Scalar::Uint64 => "uint64_t",
            Scalar::Int16 => "int16_t",
            Scalar::Uint16 => "uint16_t",
        }
    }

    pub fn base(self) -> Base {
        match self {
            Scalar::Float | Scalar::Double | Scalar::Half => Base::Float,
            Scalar::Int | Scalar::Int64 | Scalar::Int16 => Base::Int,
            Scalar::Uint | Scalar::Uint64 | Scalar::Uint16 => Base::Uint,
        }
    }

    /// One of `float`, `int`, `uint`: what expressions compute with.
    pub fn is_core(self) -> bool {
        matches!(self, Scalar::Float | Scalar::Int | Scalar::Uint)
    }

    pub fn core(base: Base) -> Scalar {
        match base {
            Base::Float => Scalar::Float,
            Base::Int => Scalar::Int,
            Base::Uint => Scalar::Uint,
        }
    }
}

/// A scalar (`width` 1) or vector type.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Vector {
    pub scalar: Scalar,
    pub width: u8,
}

impl Vector {
    pub fn new(scalar: Scalar, width: u8) -> Vector {
        Vector { scalar, width }
    }

    pub fn core(base: Base, width: u8) -> Vector {
        Vector::new(Scalar::core(base), width)
    }

    pub fn base(self) -> Base {
        self.scalar.base()
    }

    pub fn is_core(self) -> bool {
        self.scalar.is_core()
    }

    /// The same shape computed in `float`, `int` or `uint`.
    pub fn as_core(self) -> Vector {
        Vector::core(self.base(), self.width)
    }

    pub fn name(self) -> String {
        if self.width == 1 {
            self.scalar.name().to_string()
        } else {
            format!("{}{}", self.scalar.name(), self.width)
        }
    }
}

/// A struct declaration: named fields of vector type or of an earlier struct.
#[derive(Clone, Debug)]
pub struct StructDef {
    pub name: String,
    pub fields: Vec<(String, Field)>,
}

#[derive(Clone, Copy, Debug)]
pub enum Field {
    Value(Vector),
    Struct(usize),
}

/// A buffer element type.
#[derive(Clone, Copy, Debug)]
pub enum Elem {
    Value(Vector),
    Struct(usize),
}

impl Elem {
    pub fn name(self, structs: &[StructDef]) -> String {
        match self {
            Elem::Value(v) => v.name(),
            Elem::Struct(s) => structs[s].name.clone(),
        }
    }
}

/// Every leaf of a struct: the member path (`.a`, `.p.x`) and its type.
pub fn leaves(structs: &[StructDef], index: usize) -> Vec<(String, Vector)> {
    let mut out = Vec::new();
    for (name, field) in &structs[index].fields {
        match *field {
            Field::Value(v) => out.push((format!(".{name}"), v)),
            Field::Struct(inner) => {
                for (path, v) in leaves(structs, inner) {
                    out.push((format!(".{name}{path}"), v));
                }
            }
        }
    }
    out
}

/// What a 32-bit word of a buffer holds, for comparing two runs.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Word {
    Float,
    Int,
    Uint,
    /// Padding: written by neither shader, compared exactly.
    Pad,
}

impl Word {
    pub fn of(base: Base) -> Word {
        match base {
            Base::Float => Word::Float,
            Base::Int => Word::Int,
            Base::Uint => Word::Uint,
        }
    }
}

/// The std430 words of one element, for the types the execution test uses
/// (32-bit scalars and vectors; structs of 32-bit scalars and 4-vectors,
/// where std430 and DXC's relaxed layout agree).
pub fn element_words(elem: Elem, structs: &[StructDef]) -> Vec<Word> {
    fn align_of(field: Field, structs: &[StructDef]) -> usize {
        match field {
            Field::Value(v) => match v.width {
                1 => 1,
                2 => 2,
                _ => 4,
            },
            Field::Struct(s) => structs[s]
                .fields
                .iter()
                .map(|(_, f)| align_of(*f, structs))
                .max()
                .unwrap_or(1),
        }
    }
    fn words(field: Field, structs: &[StructDef], out: &mut Vec<Word>) {
        match field {
            Field::Value(v) => {
                assert!(v.is_core(), "the execution test uses 32-bit types only");
                out.extend(std::iter::repeat_n(Word::of(v.base()), v.width as usize));
            }
            Field::Struct(s) => {
                let start = out.len();
                for (_, f) in &structs[s].fields {
                    let align = align_of(*f, structs);
                    while (out.len() - start) % align != 0 {
                        out.push(Word::Pad);
                    }
                    words(*f, structs, out);
                }
                let align = align_of(field, structs);
                while (out.len() - start) % align != 0 {
                    out.push(Word::Pad);
                }
            }
        }
    }
    let field = match elem {
        Elem::Value(v) => Field::Value(v),
        Elem::Struct(s) => Field::Struct(s),
    };
    let mut out = Vec::new();
    words(field, structs, &mut out);
    // An array of 2-vectors has stride 8, of 4-vectors 16: the words above.
    out
}
