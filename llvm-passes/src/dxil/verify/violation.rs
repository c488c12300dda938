//! The violations `texel-dxil-verify` reports, as data, and their wording.
//!
//! A violation is a [`Rule`] broken at an operand (numbered with the opcode as
//! operand 0) or by the call as a whole. [`render`] turns it into the one-line
//! message of a diagnostic:
//!
//! `SampleLevel (dx.op.sampleLevel.f32), operand 5 (coordinate 2): must be undef: a Texture2D has 2 coordinates`
//!
//! Rules that quote the offending value (`found i32 %x`) get its text from the
//! caller, which can ask LLVM. The rules shared with sema and texel-dxil
//! (`crate::dxil::rules`) are worded there; `Rule::Dxil` only carries them.
//! This module decides nothing about validity.

use std::fmt;

use crate::dxil::ops::{DxilOp, Overload, ParameterRole};
use crate::dxil::rules::RuleViolation;
use crate::resource_types::ResourceClass;
use crate::target::ShaderModel;

/// One broken rule.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Violation {
    /// The operand at fault (0 = the opcode), or `None` for the call as a whole.
    pub operand: Option<usize>,
    pub rule: Rule,
}

impl Violation {
    pub fn call(rule: Rule) -> Violation {
        Violation {
            operand: None,
            rule,
        }
    }

    pub fn at(operand: usize, rule: Rule) -> Violation {
        Violation {
            operand: Some(operand),
            rule,
        }
    }
}

/// The rules, each with what its message needs.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Rule {
    /// The call has no operand at all.
    NoOpcode,
    /// Operand 0 is not a constant integer (the value is quoted).
    OpcodeNotConstant,
    UnknownOpcode(i64),
    OperandCount {
        found: usize,
        expected: usize,
    },
    /// The callee name does not match the opcode and overload.
    Callee {
        expected: String,
    },
    ResultType {
        expected: String,
        found: String,
    },
    OperandType {
        expected: String,
        found: String,
    },
    OverloadNotAllowed {
        overload: Overload,
        allowed: Vec<Overload>,
    },
    OverloadNeedsShaderModel {
        overload: Overload,
        needs_minor: u32,
        module: ShaderModel,
    },
    /// A rule of `crate::dxil::rules`, in its one wording (an offset
    /// violation quotes the offset).
    Dxil(RuleViolation),
    /// An op that is not allowed from shader model 6.`from_minor` on.
    OpRetired {
        from_minor: u32,
        replacement: String,
        module: ShaderModel,
    },
    /// An immediate operand that is no constant (the value is quoted).
    NotConstant,
    /// An immediate operand that is undef or poison.
    ImmediateMissing {
        poison: bool,
    },
    OutOfRange {
        low: i64,
        high: i64,
        found: i64,
    },
    /// An alignment that is no power of two.
    NotPowerOfTwo(i64),
    /// A field of a constant struct operand out of its range.
    FieldOutOfRange {
        field: &'static str,
        low: i64,
        high: i64,
        found: i64,
    },
    MustBeUndef {
        /// The slot holds poison (which is not undef).
        poison: bool,
        why: String,
    },
    MustNotBeUndef {
        poison: bool,
        why: String,
    },
    /// A free slot holds poison, which DXIL does not know.
    Poison,
    /// The operand is a handle of the wrong kind or class.
    WrongHandle {
        needs: String,
        found: String,
    },
    /// The handle does not come from the op it must come from.
    HandleOrigin {
        needs: String,
        found: Option<String>,
    },
    MissingRecord {
        class: ResourceClass,
        id: i64,
    },
    UnknownKind(i64),
    ClassMismatch {
        properties: ResourceClass,
        binding: ResourceClass,
    },
}

impl Rule {
    /// Whether the message ends by quoting the operand (`found i32 %x`).
    pub fn quotes_operand(&self) -> bool {
        matches!(
            self,
            Rule::OpcodeNotConstant
                | Rule::NotConstant
                | Rule::Dxil(RuleViolation::Offset(_))
                | Rule::HandleOrigin { found: None, .. }
        )
    }
}

fn overload_list(overloads: &[Overload]) -> String {
    let names: Vec<&str> = overloads.iter().map(|o| o.suffix()).collect();
    if names.is_empty() {
        "none".to_string()
    } else {
        names.join(", ")
    }
}

impl fmt::Display for Rule {
    /// The message without the quoted operand.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Rule::NoOpcode => f.write_str("has no operands: the i32 opcode must come first"),
            Rule::OpcodeNotConstant => f.write_str("must be a constant i32 opcode"),
            Rule::UnknownOpcode(number) => write!(f, "{number} is not a DXIL opcode texel knows"),
            Rule::OperandCount { found, expected } => write!(
                f,
                "has {found} operands, expected {expected} (the opcode and {} parameters)",
                expected - 1
            ),
            Rule::Callee { expected } => write!(f, "the callee must be '{expected}'"),
            Rule::ResultType { expected, found } => {
                write!(f, "the result must be {expected}, found {found}")
            }
            Rule::OperandType { expected, found } => {
                write!(f, "must be {expected}, found {found}")
            }
            Rule::OverloadNotAllowed { overload, allowed } => write!(
                f,
                "overload {} is not allowed (allowed: {})",
                overload.suffix(),
                overload_list(allowed)
            ),
            Rule::OverloadNeedsShaderModel {
                overload,
                needs_minor,
                module,
            } => write!(
                f,
                "overload {} needs shader model 6.{needs_minor}, the module is {module}",
                overload.suffix()
            ),
            Rule::Dxil(violation) => write!(f, "{violation}"),
            Rule::OpRetired {
                from_minor,
                replacement,
                module,
            } => write!(
                f,
                "is not allowed from shader model 6.{from_minor} ({replacement}), the module is {module}"
            ),
            Rule::NotConstant => f.write_str("must be a constant"),
            Rule::ImmediateMissing { poison } => write!(
                f,
                "must be a constant, not {}",
                if *poison { "poison" } else { "undef" }
            ),
            Rule::OutOfRange { low, high, found } => {
                write!(f, "must be in [{low}, {high}], found {found}")
            }
            Rule::NotPowerOfTwo(found) => {
                write!(f, "must be a power of two, found {found}")
            }
            Rule::FieldOutOfRange {
                field,
                low,
                high,
                found,
            } => write!(f, "{field} must be in [{low}, {high}], found {found}"),
            Rule::MustBeUndef { poison: false, why } => write!(f, "must be undef: {why}"),
            Rule::MustBeUndef { poison: true, why } => {
                write!(f, "must be undef, not poison: {why}")
            }
            Rule::MustNotBeUndef { poison, why } => write!(
                f,
                "must not be {}: {why}",
                if *poison { "poison" } else { "undef" }
            ),
            Rule::Poison => write!(f, "is poison, which DXIL does not know: it must be undef"),
            Rule::WrongHandle { needs, found } => write!(f, "must be {needs}, found {found}"),
            Rule::HandleOrigin {
                needs,
                found: Some(found),
            } => write!(f, "must be {needs}, found {found}"),
            Rule::HandleOrigin { needs, found: None } => write!(f, "must be {needs}"),
            Rule::MissingRecord { class, id } => write!(
                f,
                "!dx.resources has no {} record with id {id}",
                class_label(*class)
            ),
            Rule::UnknownKind(number) => {
                write!(f, "resource kind {number} is not a DXIL resource kind")
            }
            Rule::ClassMismatch {
                properties,
                binding,
            } => write!(
                f,
                "the ResourceProperties describe {} {} resource, but the binding's class is {}",
                article(class_label(*properties)),
                class_label(*properties),
                class_label(*binding)
            ),
        }
    }
}

/// `a` or `an` before `word` (`an SRV`, `a UAV`, `an image`).
pub fn article(word: &str) -> &'static str {
    if word.starts_with(['a', 'e', 'i', 'o', 'u']) || word.starts_with("SRV") {
        "an"
    } else {
        "a"
    }
}

/// `SRV`, `UAV`, `CBV`, `Sampler` (the `!dx.resources` list names).
pub fn class_label(class: ResourceClass) -> &'static str {
    match class {
        ResourceClass::Srv => "SRV",
        ResourceClass::Uav => "UAV",
        ResourceClass::Cbv => "CBV",
        ResourceClass::Sampler => "Sampler",
    }
}

/// `coordinate 2`, `offset 0`, `mip level or sample index`, …
pub fn role_label(role: ParameterRole) -> String {
    use ParameterRole as R;
    match role {
        R::ResourceClass => "resource class".into(),
        R::RangeId => "range id".into(),
        R::Index => "index".into(),
        R::NonUniform => "non-uniform flag".into(),
        R::Texture => "resource".into(),
        R::Sampler => "sampler".into(),
        R::Coordinate(i) => format!("coordinate {i}"),
        R::Offset(i) => format!("offset {i}"),
        R::Clamp => "clamp".into(),
        R::Bias => "bias".into(),
        R::Lod => "level of detail".into(),
        R::GradientX(i) => format!("ddx {i}"),
        R::GradientY(i) => format!("ddy {i}"),
        R::CompareValue => "compare value".into(),
        R::MipOrSample => "mip level or sample index".into(),
        R::Value(i) => format!("value {i}"),
        R::WriteMask => "write mask".into(),
        R::Channel => "channel".into(),
        R::SampleIndex => "sample index".into(),
        R::Clamped => "clamped flag".into(),
        R::Component => "component".into(),
        R::Properties => "resource properties".into(),
        R::Binding => "binding".into(),
        R::Mip => "mip level".into(),
        R::BufferIndex => "buffer index".into(),
        R::ElementOffset => "element offset".into(),
        R::ReadMask => "read mask".into(),
        R::Alignment => "alignment".into(),
        R::Row => "row".into(),
        R::Argument(i) => format!("argument {i}"),
        R::OperationKind => "operation kind".into(),
        R::Signedness => "signedness".into(),
        R::Lane => "lane".into(),
        R::BarrierMode => "barrier mode".into(),
        R::Condition => "condition".into(),
        R::AtomicOperation => "atomic operation".into(),
        R::CompareWith => "compare value".into(),
    }
}

/// The label of an operand: `operand 5 (coordinate 2)`, `operand 0 (opcode)`.
pub fn operand_label(op: Option<&DxilOp>, operand: usize) -> String {
    let role = match (operand, op) {
        (0, _) => Some("opcode".to_string()),
        (n, Some(op)) => op.parameters.get(n - 1).map(|p| role_label(p.role)),
        _ => None,
    };
    match role {
        Some(role) => format!("operand {operand} ({role})"),
        None => format!("operand {operand}"),
    }
}

/// The one-line message: `<op> (<callee>)[, operand N (role)]: <rule>[, found <value>]`.
/// `quoted` is the offending operand's text, used by rules that quote it.
pub fn render(
    op: Option<&DxilOp>,
    callee: &str,
    violation: &Violation,
    quoted: impl FnOnce(usize) -> String,
) -> String {
    let mut message = match op {
        Some(op) => format!("{} ({callee})", op.name),
        None => format!("call to '{callee}'"),
    };
    if let Some(operand) = violation.operand {
        message.push_str(", ");
        message.push_str(&operand_label(op, operand));
    }
    message.push_str(": ");
    message.push_str(&violation.rule.to_string());
    if let (true, Some(operand)) = (violation.rule.quotes_operand(), violation.operand) {
        message.push_str(", found ");
        message.push_str(&quoted(operand));
    }
    message
}
