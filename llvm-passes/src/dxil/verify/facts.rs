//! What the rules of `texel-dxil-verify` know about one `dx.op.*` call: plain
//! data read from the IR by the walk (types, constant-ness and undef-ness of
//! operands, what is known about the handles), so that every rule is a pure
//! function that unit tests can feed without an LLVM context.
//!
//! Operand numbering: the opcode is operand 0, so the parameter `i` of an op
//! row (`DxilOp::parameters[i]`) is operand `i + 1`, as in LLVM's
//! `CallInst::getArgOperand`. This module holds data and its printing only;
//! it must not decide what is valid.

use std::fmt;

use crate::dxil::ops::{dxil_op, OpCode};
use crate::ir_type::IrType;
use crate::llvm::StructShape;
use crate::resource_types::{ResourceClass, ResourceKind};
use crate::target::DxilTarget;

/// The type of an operand or result: a struct (named or literal), or anything
/// [`IrType`] models.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum TypeFacts {
    Struct(StructShape),
    Ir(IrType),
}

impl TypeFacts {
    /// A named struct `%name = type { fields }`.
    pub fn named_struct(name: &str, fields: Vec<IrType>) -> TypeFacts {
        TypeFacts::Struct(StructShape {
            name: Some(name.to_string()),
            fields,
            opaque: false,
        })
    }

    /// The name of a named struct.
    pub fn struct_name(&self) -> Option<&str> {
        match self {
            TypeFacts::Struct(shape) => shape.name.as_deref(),
            TypeFacts::Ir(_) => None,
        }
    }

    /// The type written out, with a named struct's body: `%dx.types.Handle = type { ptr }`.
    pub fn with_body(&self) -> String {
        match self {
            TypeFacts::Struct(StructShape {
                name: Some(name),
                fields,
                opaque: false,
            }) => format!("%{name} = type {}", struct_body(fields)),
            other => other.to_string(),
        }
    }
}

fn struct_body(fields: &[IrType]) -> String {
    if fields.is_empty() {
        return "{}".to_string();
    }
    let fields: Vec<String> = fields.iter().map(ToString::to_string).collect();
    format!("{{ {} }}", fields.join(", "))
}

impl fmt::Display for TypeFacts {
    /// As LLVM assembly spells the type at a use: `%name` or `{ i32, i32 }`.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            TypeFacts::Struct(StructShape {
                name: Some(name), ..
            }) => write!(f, "%{name}"),
            TypeFacts::Struct(shape) => f.write_str(&struct_body(&shape.fields)),
            TypeFacts::Ir(ty) => write!(f, "{ty}"),
        }
    }
}

/// What is known about an operand's value.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum ValueFacts {
    Undef,
    Poison,
    /// A constant integer, sign-extended.
    Int(i64),
    /// A constant aggregate; each field a constant integer (sign-extended) or not.
    Fields(Vec<Option<i64>>),
    /// Any other constant (a float, a constant expression, …).
    OtherConstant,
    /// Not a constant.
    Variable,
}

impl ValueFacts {
    /// Undef or poison: no value was given.
    pub fn is_missing(&self) -> bool {
        matches!(self, ValueFacts::Undef | ValueFacts::Poison)
    }

    pub fn is_constant(&self) -> bool {
        !matches!(self, ValueFacts::Variable)
    }
}

/// The class of a DXIL class number (the `i8` of `createHandle` and `ResBind`).
pub fn class_from_number(number: i64) -> Option<ResourceClass> {
    ResourceClass::ALL
        .into_iter()
        .find(|class| i64::from(class.dxil_number()) == number)
}

/// Which handle op produced a handle value.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum HandleOrigin {
    /// `dx.op.createHandle`; whether `!dx.resources` has its record.
    CreateHandle { record_found: bool },
    /// `dx.op.createHandleFromBinding`, not annotated.
    FromBinding,
    /// `dx.op.annotateHandle`.
    Annotated,
}

impl HandleOrigin {
    /// The op that made the handle.
    pub fn opcode(self) -> OpCode {
        match self {
            HandleOrigin::CreateHandle { .. } => OpCode::CreateHandle,
            HandleOrigin::FromBinding => OpCode::CreateHandleFromBinding,
            HandleOrigin::Annotated => OpCode::AnnotateHandle,
        }
    }

    /// The callee name of that op (`dx.op.annotateHandle`).
    pub fn function(self) -> String {
        dxil_op(self.opcode()).function_name(None)
    }
}

/// What is known about a handle value that comes straight from a handle op.
/// (Handles through phi, select, arguments, … have no facts.)
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct HandleFacts {
    pub origin: HandleOrigin,
    pub class: Option<ResourceClass>,
    pub kind: Option<ResourceKind>,
    /// For samplers: whether it is a comparison sampler, when known.
    pub comparison_sampler: Option<bool>,
}

impl HandleFacts {
    /// Whether the handle is a UAV (writable), when known.
    pub fn is_uav(&self) -> Option<bool> {
        self.class.map(|class| class == ResourceClass::Uav)
    }
}

/// One operand of a call.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct OperandFacts {
    pub ty: TypeFacts,
    pub value: ValueFacts,
    /// For handle operands that come straight from a handle op.
    pub handle: Option<HandleFacts>,
}

impl OperandFacts {
    pub fn new(ty: TypeFacts, value: ValueFacts) -> OperandFacts {
        OperandFacts {
            ty,
            value,
            handle: None,
        }
    }
}

/// One `dx.op.*` call.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct CallFacts {
    pub callee: String,
    pub result: TypeFacts,
    /// Operand 0 is the opcode.
    pub operands: Vec<OperandFacts>,
    /// For handle-producing calls: the facts of the handle they produce.
    pub result_handle: Option<HandleFacts>,
}

/// What the rules know about the module.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct ModuleFacts {
    /// `None` when the triple names no shader model (reported once by the walk;
    /// the shader-model rules are then skipped).
    pub target: Option<DxilTarget>,
}
