//! The messages of semantic analysis, typed: [`SemaError`] (errors),
//! [`SemaWarning`] and [`SemaNote`]. Each variant carries the message's data
//! (names, type names as the diagnostics spell them, numbers, shader models)
//! and its `#[error]` attribute is the one place the message is worded —
//! clang's words where clang has the diagnostic, so that the lit tests'
//! `-verify` expectations and FileCheck lines match; the DXIL rules shared
//! with the passes keep their one wording (`texel_passes::dxil::rules`),
//! which `SemaError::Rule` prefixes with the method. The rest of sema builds
//! these values and hands them to [`crate::diagnostics`], which renders them.
//!
//! Type names are `String`s because naming a struct type needs the struct
//! table ([`super::Analyzer::type_name`]).

use std::fmt;

use texel_passes::dxil::rules::RuleViolation;

use super::candidates::{CallKind, Rejection};
use super::hir::{LogicalOp, ParamMode, SystemValueKind};

/// The errors of semantic analysis.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
pub enum SemaError {
    // Names.
    #[error("use of undeclared identifier '{name}'")]
    UndeclaredIdentifier { name: String },
    #[error("unknown type name '{name}'")]
    UnknownTypeName { name: String },
    #[error("'{name}' does not refer to a value")]
    NotAValue { name: String },
    #[error("reference to function '{name}' must be called")]
    FunctionMustBeCalled { name: String },
    #[error("reference to non-static member function must be called")]
    MemberFunctionMustBeCalled,
    #[error("redefinition of '{name}'")]
    Redefinition { name: String },
    #[error("redefinition of '{name}' as a different kind of symbol")]
    RedefinitionAsDifferentKind { name: String },
    #[error("redefinition of parameter '{name}'")]
    ParameterRedefinition { name: String },
    #[error("duplicate member '{name}'")]
    DuplicateMember { name: String },

    // Written types and templates.
    #[error("'{name}' is not a template")]
    NotATemplate { name: String },
    #[error("use of class template '{template}' requires template arguments")]
    TemplateArgumentsRequired { template: String },
    #[error("too many template arguments for class template '{template}'")]
    TooManyTemplateArguments { template: String },
    #[error("too few template arguments for class template '{template}'")]
    TooFewTemplateArguments { template: String },
    #[error("template argument for template type parameter must be a type")]
    TemplateArgumentNotAType,
    #[error("template argument must be a constant integer")]
    TemplateArgumentNotAnInteger,
    #[error("constraints not satisfied for class template '{template}'")]
    ConstraintsNotSatisfied { template: String },
    #[error("'{name}' is not supported yet")]
    TypeNotSupportedYet { name: String },
    #[error("invalid element type '{element}' for '{template}'")]
    InvalidElementType { element: String, template: String },
    #[error("vector and matrix dimensions must be between {min} and {max}, not {value}")]
    DimensionOutOfRange { min: i64, max: i64, value: i64 },
    #[error("sample count must be between 1 and {max}, not {value}")]
    SampleCountOutOfRange { max: i64, value: i64 },
    #[error("array size must be positive, not {size}")]
    ArraySizeNotPositive { size: i64 },
    #[error("unsized arrays are not supported here")]
    UnsizedArray,
    #[error("'{ty}' cannot be used as a type parameter where a struct is required")]
    StructRequired { ty: String },

    // Constant expressions.
    #[error(
        "integral constant expression must have integral or unscoped enumeration type, not '{ty}'"
    )]
    ConstantNotIntegral { ty: String },
    #[error("expression is not an integral constant expression")]
    NotAConstantExpression,

    // Expressions.
    #[error("string literals are not supported in expressions")]
    StringLiteral,
    #[error("initializer list cannot be used here")]
    InitializerListHere,
    #[error("invalid operands to binary expression ('{left}' and '{right}')")]
    InvalidOperands { left: String, right: String },
    #[error("invalid argument type '{ty}' to unary expression")]
    InvalidUnaryOperand { ty: String },
    #[error("ISO C++17 does not allow incrementing expression of type bool")]
    BoolIncrement,
    #[error(
        "operands for short-circuiting logical binary operator must be scalar, for non-scalar types use '{}'",
        logical_function(.operator)
    )]
    LogicalOperatorOnVector { operator: LogicalOp },
    #[error("condition for short-circuiting ternary operator must be scalar, for non-scalar types use 'select'")]
    VectorConditional,
    #[error("incompatible operand types ('{left}' and '{right}')")]
    IncompatibleOperands { left: String, right: String },
    #[error("no member named '{member}' in '{ty}'")]
    NoMember { member: String, ty: String },
    #[error("member reference base type '{ty}' is not a structure or union")]
    NotAStructure { ty: String },
    #[error("illegal vector component name '{name}'")]
    IllegalVectorComponent { name: String },
    #[error("vector component access exceeds type '{ty}'")]
    VectorComponentOutOfRange { ty: String },
    #[error("array subscript is not an integer ('{ty}')")]
    SubscriptNotAnInteger { ty: String },
    #[error("array index {index} is past the end of the array (that has type '{ty}')")]
    ArrayIndexPastEnd { index: i64, ty: String },
    #[error("vector index {index} is out of bounds for '{ty}'")]
    VectorIndexOutOfBounds { index: i64, ty: String },
    #[error("type '{ty}' does not provide a subscript operator")]
    NoSubscriptOperator { ty: String },
    #[error("matrix is not assignable (contains duplicate components)")]
    DuplicateMatrixComponents,
    #[error("matrix subscript is not an integer")]
    MatrixSubscriptNotInteger,
    #[error("{} subscript is out of bounds of {} based indexing", if *row { "row" } else { "column" }, if *zero_based { "zero" } else { "one" })]
    MatrixSubscriptOutOfFormat { row: bool, zero_based: bool },
    #[error("{} subscripted is out of bounds", if *row { "row" } else { "column" })]
    MatrixSubscriptOutOfBounds { row: bool },
    #[error("invalid matrix swizzle '{name}'")]
    InvalidMatrixSwizzle { name: String },
    #[error("matrix row index {index} is out of bounds for '{ty}'")]
    MatrixRowOutOfBounds { index: i64, ty: String },
    #[error("subscripted value is not an array, pointer, or vector ('{ty}')")]
    NotSubscriptable { ty: String },

    // Assignments.
    #[error("cannot assign to variable '{name}' with const-qualified type 'const {ty}'")]
    ConstAssignment { name: String, ty: String },
    #[error("'this' argument to member function '{method}' has type 'const {ty}', but function is not marked const")]
    NonConstMethodOnConstObject { method: String, ty: String },
    #[error("cannot assign to return value because function 'operator[]' returns a const value")]
    ReadOnlyElement,
    #[error("vector is not assignable (contains duplicate components)")]
    DuplicateComponents,
    #[error("cannot assign to a global resource")]
    ResourceAssignment,
    #[error("expression is not assignable")]
    NotAssignable,

    // Conversions.
    #[error("cannot initialize a variable of type '{to}' with an {category} of type '{from}'")]
    InitializeConversion {
        to: String,
        category: ValueCategory,
        from: String,
    },
    #[error("assigning to '{to}' from incompatible type '{from}'")]
    AssignConversion { to: String, from: String },
    #[error("cannot initialize return object of type '{to}' with an {category} of type '{from}'")]
    ReturnConversion {
        to: String,
        category: ValueCategory,
        from: String,
    },
    #[error("no viable conversion from '{from}' to '{to}'")]
    NoViableConversion { from: String, to: String },
    #[error("cannot convert from '{from}' to '{to}'")]
    InvalidCast { from: String, to: String },
    #[error("statement requires expression of scalar type ('{ty}' invalid)")]
    ScalarConditionRequired { ty: String },

    // Calls and constructors.
    #[error("called object type '{ty}' is not a function or function pointer")]
    NotAFunction { ty: String },
    #[error("functional-style cast to struct '{name}' is not supported")]
    StructFunctionalCast { name: String },
    #[error("no matching {kind} for call to '{name}'")]
    NoMatchingCall { kind: CallKind, name: String },
    #[error("call to '{name}' is ambiguous")]
    AmbiguousCall { name: String },
    #[error("cannot bind non-lvalue argument to {mode} parameter")]
    NonLvalueArgument { mode: ParamMode },
    #[error("cannot construct '{ty}' with a functional-style cast")]
    CannotConstruct { ty: String },
    #[error("cannot use a value of type '{ty}' in a vector constructor")]
    VectorConstructorArgument { ty: String },
    #[error(
        "too {} elements in vector initialization (expected {expected} elements, have {found})",
        few_or_many(.found, .expected)
    )]
    VectorConstructorCount { expected: u32, found: u32 },
    #[error("missing default argument on parameter")]
    MissingDefaultArgument,
    #[error("functions that differ only in their return type cannot be overloaded")]
    OverloadByReturnType,
    #[error("recursive functions are not allowed in HLSL: '{callee}' calls itself")]
    RecursiveCall { callee: String },
    #[error(
        "recursive functions are not allowed in HLSL: the call from '{caller}' to '{callee}' forms a cycle"
    )]
    RecursiveCycle { caller: String, callee: String },
    #[error("function '{name}' is used but not defined")]
    UsedButNotDefined { name: String },

    // Statements and local declarations.
    #[error("'break' statement not in loop or switch statement")]
    BreakOutsideLoop,
    #[error("'continue' statement not in loop statement")]
    ContinueOutsideLoop,
    #[error("'discard' is only allowed in pixel shaders")]
    Discard,
    #[error("non-void function '{function}' should return a value")]
    MissingReturnValue { function: String },
    #[error("void function '{function}' should not return a value")]
    UnexpectedReturnValue { function: String },
    #[error("statement requires expression of integer type ('{ty}' invalid)")]
    IntegerSelectorRequired { ty: String },
    #[error("multiple default labels in one switch")]
    MultipleDefaultLabels,
    #[error("duplicate case value '{value}'")]
    DuplicateCaseValue { value: i64 },
    #[error("static local variables are not supported yet")]
    StaticLocal,

    // Namespaces, enums, members, templates (declarations of HLSL 2021).
    #[error("expected namespace name")]
    UnknownNamespace { name: String },
    #[error("non-integral type '{ty}' is an invalid underlying type")]
    InvalidEnumUnderlyingType { ty: String },
    #[error("expression is not an integral constant expression")]
    EnumeratorNotConstant,
    #[error("call to non-static member function without an object argument")]
    MethodWithoutObject,
    #[error("invalid use of 'this' outside of a non-static member function")]
    ThisOutsideMethod,
    #[error("cannot assign to non-static data member within const member function '{method}'")]
    AssignInConstMethod { method: String },
    #[error("field has incomplete type '{ty}'")]
    IncompleteField { ty: String },
    #[error("out-of-line definition of '{name}' does not match any declaration in '{ty}'")]
    OutOfLineDefinitionMismatch { name: String, ty: String },
    #[error("base specifier must name a struct")]
    BaseNotStruct,
    #[error(
        "no matching function for call to '{name}': couldn't infer template argument '{parameter}'"
    )]
    CannotInferTemplateArgument { name: String, parameter: String },
    #[error("no matching function for call to '{name}'")]
    NoMatchingTemplate { name: String },
    #[error("too many template arguments for function template '{name}'")]
    TooManyFunctionTemplateArguments { name: String },
    #[error("template instantiation depth exceeds maximum of {max}")]
    TemplateInstantiationDepth { max: usize },
    #[error("{feature} require HLSL 2021 or newer (-HV 2021)")]
    LanguageVersion { feature: &'static str },
    #[error("static local variable requires a function")]
    StaticLocalOutsideFunction,
    #[error(
        "calling a non-const member function on a temporary is only supported inside a function"
    )]
    TemporaryOutsideFunction,
    #[error("'groupshared' variables must be declared at global scope")]
    LocalGroupshared,
    #[error("variable has incomplete type 'void'")]
    VoidVariable,
    #[error("local resource variables must be initialized (not supported yet otherwise)")]
    UninitializedLocalResource,
    #[error(
        "too {} initializers in list for type '{ty}' (expected {expected} but found {found})",
        few_or_many(.found, .expected)
    )]
    InitializerCount {
        ty: String,
        expected: usize,
        found: usize,
    },

    // Global declarations.
    #[error(
        "global variables of type '{ty}' are not supported: the type holds resources; declare the resources as separate global variables"
    )]
    GlobalHoldsResources { ty: String },
    #[error("multi-dimensional resource arrays are not supported yet")]
    MultiDimensionalResourceArray,
    #[error("global resources cannot be initialized")]
    ResourceInitializer,
    #[error("default initialization of an object of const type 'const {ty}'")]
    ConstWithoutInitializer { ty: String },
    #[error("resources inside a cbuffer are not supported")]
    ResourceInCBuffer,
    #[error("cbuffer members of type '{ty}' are not allowed: the type holds resources")]
    CBufferMemberHoldsResources { ty: String },
    #[error("arrays of 'ConstantBuffer' are not supported yet")]
    ConstantBufferArray,

    // Register bindings.
    #[error("register number should be an integer")]
    RegisterNumberNotAnInteger,
    #[error("space cannot be applied more than once")]
    SpaceRepeated,
    #[error("expected identifier")]
    ExpectedIdentifier,
    #[error(
        "binding type 'i' ignored. The 'integer constant' binding type is no longer supported"
    )]
    IntegerConstantBinding,
    #[error("binding type '{letter}' is invalid")]
    InvalidBindingType { letter: char },
    #[error("binding type '{letter}' cannot be applied more than once")]
    BindingTypeRepeated { letter: char },
    /// `letter` written where only the class of `applies_to` (a register
    /// letter) binds.
    #[error(
        "binding type '{letter}' only applies to {}",
        register_class_words(.applies_to)
    )]
    BindingTypeMismatch { letter: char, applies_to: char },
    #[error("binding type 'c' ignored in buffer declaration. Did you mean 'packoffset'?")]
    PackoffsetRegister,
    #[error(
        "invalid space specifier '{space}' used; expected 'space' followed by an integer, like space1"
    )]
    InvalidSpace { space: String },
    #[error("'vk::binding' attribute takes one or two arguments")]
    VkBindingArguments,
    #[error("binding numbers must not be negative")]
    NegativeBinding,
    #[error(
        "resource {name} at register {class}{first} overlaps with resource {other} at register {other_class}{other_first} in space {space}"
    )]
    RegisterOverlap {
        name: String,
        class: char,
        first: u32,
        other: String,
        other_class: char,
        other_first: u32,
        space: u32,
    },
    /// DXC's message: two resources of one binding category (image,
    /// sampler, other) at one Vulkan binding.
    #[error("resource binding #{binding} in descriptor set #{set} already assigned")]
    VulkanBindingAssigned { binding: u32, set: u32 },
    #[error("resource {name} and resource {other} share binding #{binding} in descriptor set #{set}; only a texture and a sampler may share a binding (a combined image sampler)")]
    VulkanBindingKindsMixed {
        name: String,
        other: String,
        binding: u32,
        set: u32,
    },
    #[error("missing -fvk-bind-register for resource {name} (register {letter}{register}, space {space})")]
    MissingBindRegister {
        name: String,
        letter: char,
        register: u32,
        space: u32,
    },
    #[error(
        "-fvk-bind-register requires a register annotation on every resource; {name} has none"
    )]
    BindRegisterNeedsRegister { name: String },
    #[error("the Vulkan binding of resource {name} is past the largest binding number")]
    VulkanBindingTooLarge { name: String },

    // Buffer methods.
    #[error("'{method}' of '{resource}' does not take template arguments")]
    NoTemplateArguments { method: String, resource: String },
    #[error("'{method}' takes one template argument, {given} given")]
    TemplateArgumentCount { method: String, given: usize },
    #[error("'{method}<{ty}>' is not supported: the type must be a numeric scalar or vector")]
    RawAccessType { method: String, ty: String },

    // Texture methods.
    #[error("'{method}' is not supported for resources containing 'double'")]
    DoubleElements { method: &'static str },
    #[error(
        "'SampleCmp' and 'SampleCmpLevelZero' require resource to contain a floating point type"
    )]
    ComparisonNeedsFloat,
    /// A DXIL rule (`texel_passes::dxil::rules`), in its one wording.
    #[error("'{method}' {violation}")]
    Rule {
        method: &'static str,
        violation: RuleViolation,
    },
    #[error(
        "'{method}' is not available on Vulkan: a comparison gather can only gather component 0 (red)"
    )]
    VulkanGatherCmpComponent { method: &'static str },

    // The entry point.
    #[error("missing entry point definition '{name}'")]
    MissingEntryPoint { name: String },
    #[error("'numthreads' attribute requires exactly 3 arguments")]
    NumthreadsArguments,
    #[error("argument '{value}' to numthreads attribute is out of the range [1, 1024]")]
    NumthreadsOutOfRange { value: i64 },
    #[error("the Z dimension of numthreads must be 64 or less")]
    NumthreadsZ,
    #[error("the total number of threads in a group must be 1024 or less")]
    ThreadGroupSize,
    #[error("missing numthreads attribute for compute shader entry")]
    MissingNumthreads,
    #[error("pixel and vertex shaders are not supported yet")]
    PixelAndVertexShaders,
    #[error("{stage} shader entry points are not supported yet in libraries (compile them with a {stage} profile)")]
    LibraryStage { stage: String },
    #[error("a library compiled for Vulkan needs a [shader(\"compute\")] entry point: SPIR-V for Vulkan has no exported functions")]
    VulkanLibraryWithoutEntries,
    #[error("shader stage '{stage}' is not supported")]
    UnsupportedShaderStage { stage: String },
    #[error("'shader' attribute requires a string argument")]
    ShaderAttributeArgument,
    #[error("the entry point of a compute shader must return void")]
    ComputeEntryReturn,
    #[error("compute shader inputs cannot be 'out' or 'inout'")]
    ComputeOutputParameter,
    #[error(
        "semantic annotations must be present for all parameters of an entry function or patch constant function"
    )]
    MissingSemantic,
    #[error("attribute '{semantic}' is unsupported in 'compute' shaders")]
    UnsupportedSystemValue { semantic: String },
    #[error("semantic '{semantic}' is not supported on compute shader inputs")]
    UnsupportedSemantic { semantic: String },
    #[error(
        "attribute '{semantic}' only applies to a field or parameter of type '{}'",
        system_value_types(.value)
    )]
    SystemValueType {
        semantic: String,
        value: SystemValueKind,
    },
}

/// The warnings of semantic analysis.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
pub enum SemaWarning {
    #[error("implicit conversion turns vector to scalar: '{from}' to '{to}'")]
    VectorToScalar { from: String, to: String },
    #[error("implicit conversion truncates vector: '{from}' to '{to}'")]
    VectorTruncation { from: String, to: String },
    #[error("implicit conversion truncates matrix: '{from}' to '{to}'")]
    MatrixTruncation { from: String, to: String },
    #[error("resource has implicit register binding")]
    ImplicitBinding,
    #[error(
        "initializer of a global constant is ignored; it is read from the '$Globals' constant buffer"
    )]
    GlobalConstantInitializer,
}

/// The notes of semantic analysis.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
pub enum SemaNote {
    #[error("previous definition is here")]
    PreviousDefinition,
    #[error("'{name}' declared here")]
    DeclaredHere { name: String },
    #[error("variable '{name}' declared const here")]
    DeclaredConst { name: String },
    #[error("candidate function")]
    Candidate,
    #[error("candidate function not viable: {0}")]
    NotViable(Rejection),
    #[error("because '{element}' does not satisfy '{concept}'")]
    ConstraintNotSatisfied {
        element: String,
        concept: &'static str,
    },
    #[error("the other resource is declared here")]
    OtherResource,
    #[error("binding #{binding} in descriptor set #{set} is first assigned here")]
    FirstAssignedHere { binding: u32, set: u32 },
}

/// Whether a converted expression designates an object (clang's words).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum ValueCategory {
    Lvalue,
    Rvalue,
}

impl fmt::Display for ValueCategory {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(match self {
            ValueCategory::Lvalue => "lvalue",
            ValueCategory::Rvalue => "rvalue",
        })
    }
}

impl fmt::Display for ParamMode {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(match self {
            ParamMode::In => "in",
            ParamMode::Out => "out",
            ParamMode::InOut => "inout",
        })
    }
}

impl fmt::Display for CallKind {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(match self {
            CallKind::Function => "function",
            CallKind::Member => "member function",
        })
    }
}

/// The part of a "candidate function not viable" note after the colon.
impl fmt::Display for Rejection {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Rejection::Conversion { index, from, to } => write!(
                f,
                "no known conversion from '{from}' to '{to}' for {} argument",
                ordinal(index + 1)
            ),
            Rejection::Arity {
                required,
                parameters,
                provided,
                single_parameter,
            } => arity_reason(
                f,
                *required,
                *parameters,
                *provided,
                single_parameter.as_deref(),
            ),
        }
    }
}

/// `1st`, `2nd`, `3rd`, `4th` …
pub fn ordinal(n: usize) -> String {
    let suffix = match (n % 10, n % 100) {
        (1, 11) | (2, 12) | (3, 13) => "th",
        (1, _) => "st",
        (2, _) => "nd",
        (3, _) => "rd",
        _ => "th",
    };
    format!("{n}{suffix}")
}

/// clang's two arity notes: the general one ("requires at least 2
/// arguments, but 1 was provided") and the one naming the only parameter
/// ("requires single argument 'a', but no arguments were provided").
fn arity_reason(
    f: &mut fmt::Formatter<'_>,
    required: usize,
    parameters: usize,
    provided: usize,
    single_parameter: Option<&str>,
) -> fmt::Result {
    enum Bound {
        AtLeast,
        AtMost,
        Exactly,
    }
    let (bound, count) = if provided < required {
        let bound = if required != parameters {
            Bound::AtLeast
        } else {
            Bound::Exactly
        };
        (bound, required)
    } else {
        let bound = if required != parameters {
            Bound::AtMost
        } else {
            Bound::Exactly
        };
        (bound, parameters)
    };
    if let (1, Some(name)) = (count, single_parameter) {
        let requirement = match bound {
            Bound::AtLeast => "requires at least argument",
            Bound::AtMost => "allows at most single argument",
            Bound::Exactly => "requires single argument",
        };
        let provided = match provided {
            0 => "no".to_string(),
            n => n.to_string(),
        };
        return write!(
            f,
            "{requirement} '{name}', but {provided} arguments were provided"
        );
    }
    let bound = match bound {
        Bound::AtLeast => " at least",
        Bound::AtMost => " at most",
        Bound::Exactly => "",
    };
    let plural = if count == 1 { "" } else { "s" };
    let verb = if provided == 1 { "was" } else { "were" };
    write!(
        f,
        "requires{bound} {count} argument{plural}, but {provided} {verb} provided"
    )
}

/// "too few" / "too many".
fn few_or_many<T: PartialOrd>(found: &T, expected: &T) -> &'static str {
    if found < expected {
        "few"
    } else {
        "many"
    }
}

/// The intrinsic to use instead of a logical operator on vectors.
fn logical_function(operator: &LogicalOp) -> &'static str {
    match operator {
        LogicalOp::And => "and",
        LogicalOp::Or => "or",
    }
}

/// What a register letter binds, in the binding-type diagnostics' words.
fn register_class_words(letter: &char) -> &'static str {
    match letter {
        't' => "SRV resources",
        'u' => "UAV resources",
        'b' => "constant buffer resources",
        's' => "sampler state",
        _ => "numeric variables in the global scope",
    }
}

/// The types a system value may be received in.
fn system_value_types(value: &SystemValueKind) -> &'static str {
    if *value == SystemValueKind::GroupIndex {
        "uint"
    } else {
        "uint/uint2/uint3"
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use pretty_assertions::assert_eq;

    fn arity(required: usize, parameters: usize, provided: usize, single: Option<&str>) -> String {
        Rejection::Arity {
            required,
            parameters,
            provided,
            single_parameter: single.map(str::to_string),
        }
        .to_string()
    }

    #[test]
    fn arity_notes_are_worded_as_clang_words_them() {
        assert_eq!(
            arity(2, 2, 1, None),
            "requires 2 arguments, but 1 was provided"
        );
        assert_eq!(
            arity(2, 2, 3, None),
            "requires 2 arguments, but 3 were provided"
        );
        assert_eq!(
            arity(1, 1, 0, None),
            "requires 1 argument, but 0 were provided"
        );
        assert_eq!(
            arity(0, 0, 1, None),
            "requires 0 arguments, but 1 was provided"
        );
        assert_eq!(
            arity(2, 3, 1, None),
            "requires at least 2 arguments, but 1 was provided"
        );
        assert_eq!(
            arity(2, 3, 4, None),
            "requires at most 3 arguments, but 4 were provided"
        );
        assert_eq!(
            arity(1, 1, 2, Some("a")),
            "requires single argument 'a', but 2 arguments were provided"
        );
        assert_eq!(
            arity(1, 1, 0, Some("a")),
            "requires single argument 'a', but no arguments were provided"
        );
        assert_eq!(
            arity(0, 1, 2, Some("a")),
            "allows at most single argument 'a', but 2 arguments were provided"
        );
        assert_eq!(
            arity(1, 2, 0, Some("a")),
            "requires at least argument 'a', but no arguments were provided"
        );
    }

    #[test]
    fn ordinals() {
        let words: Vec<String> = [1, 2, 3, 4, 11, 12, 13, 21, 22, 23, 101, 111]
            .into_iter()
            .map(ordinal)
            .collect();
        assert_eq!(
            words,
            [
                "1st", "2nd", "3rd", "4th", "11th", "12th", "13th", "21st", "22nd", "23rd",
                "101st", "111th"
            ]
        );
    }

    #[test]
    fn data_carrying_messages_word_their_data() {
        assert_eq!(
            SemaError::VectorConstructorCount {
                expected: 3,
                found: 2
            }
            .to_string(),
            "too few elements in vector initialization (expected 3 elements, have 2)"
        );
        assert_eq!(
            SemaError::BindingTypeMismatch {
                letter: 'u',
                applies_to: 'b'
            }
            .to_string(),
            "binding type 'u' only applies to constant buffer resources"
        );
        assert_eq!(
            SemaError::LogicalOperatorOnVector {
                operator: LogicalOp::Or
            }
            .to_string(),
            "operands for short-circuiting logical binary operator must be scalar, for non-scalar types use 'or'"
        );
        assert_eq!(
            SemaError::NonLvalueArgument {
                mode: ParamMode::InOut
            }
            .to_string(),
            "cannot bind non-lvalue argument to inout parameter"
        );
    }
}
