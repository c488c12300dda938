//! The syntax tree the parser builds: declarations, statements, expressions,
//! each with its span. It records what was written, not what it means: type
//! names are unresolved [`TypeSpec`]s, `float4(x)` and `f(x)` are both calls,
//! method calls are calls of member expressions. Semantic analysis resolves
//! names, types, overloads and conversions.

use crate::span::Span;

/// A name as written, with its span.
#[derive(Clone, Debug, PartialEq)]
pub struct Identifier {
    pub name: String,
    pub span: Span,
}

/// A whole file after preprocessing.
#[derive(Clone, Debug, Default, PartialEq)]
pub struct TranslationUnit {
    pub declarations: Vec<Declaration>,
}

#[derive(Clone, Debug, PartialEq)]
pub enum Declaration {
    /// Global variables: resources, `static const` values, uniforms.
    Variable(VariableDeclaration),
    Function(FunctionDeclaration),
    Struct(StructDeclaration),
    Typedef(TypedefDeclaration),
    /// `cbuffer Name : register(b0) { … }`.
    ConstantBuffer(ConstantBufferDeclaration),
    /// `namespace N { … }`.
    Namespace(NamespaceDeclaration),
    /// `enum E : uint { A, B = 3 };`, `enum class E { … };`.
    Enum(EnumDeclaration),
    /// `template <typename T, uint N> …` before a function or struct.
    Template(TemplateDeclaration),
    /// `using namespace N;`.
    UsingNamespace(Identifier),
}

/// `namespace N { declarations }` (`N` may be `A::B`, joined with `::`).
#[derive(Clone, Debug, PartialEq)]
pub struct NamespaceDeclaration {
    pub name: Identifier,
    pub declarations: Vec<Declaration>,
    pub span: Span,
}

/// `enum [class] Name [: underlying] { A, B = expr, … };`
#[derive(Clone, Debug, PartialEq)]
pub struct EnumDeclaration {
    pub name: Identifier,
    /// `enum class` / `enum struct`: enumerators only by qualified name, no
    /// implicit conversion.
    pub scoped: bool,
    pub underlying: Option<TypeSpec>,
    pub enumerators: Vec<Enumerator>,
    pub span: Span,
}

#[derive(Clone, Debug, PartialEq)]
pub struct Enumerator {
    pub name: Identifier,
    pub value: Option<Expression>,
}

/// `template <typename T, int N = 4> declaration`.
#[derive(Clone, Debug, PartialEq)]
pub struct TemplateDeclaration {
    pub parameters: Vec<TemplateParameter>,
    /// A function or a struct.
    pub declaration: Box<Declaration>,
    pub span: Span,
}

#[derive(Clone, Debug, PartialEq)]
pub struct TemplateParameter {
    pub name: Identifier,
    /// `None` for `typename T` / `class T`; the value type for `int N`.
    pub value_type: Option<TypeSpec>,
    pub default: Option<TemplateArgument>,
}

/// A member function of a struct (`float Get() const { … }`,
/// `static S Make()`, `S operator+(S other)`).
#[derive(Clone, Debug, PartialEq)]
pub struct MethodDeclaration {
    pub function: FunctionDeclaration,
    pub is_static: bool,
    /// `const` after the parameters: `this` is read-only.
    pub is_const: bool,
}

/// A type as written: `float4`, `vector<float, 4>`, `Texture2D<float4>`,
/// `Texture2D<>`, `Texture2DMS<float4, 4>`, `RWBuffer<uint>`, `MyStruct`.
#[derive(Clone, Debug, PartialEq)]
pub struct TypeSpec {
    pub name: Identifier,
    /// `None` without angle brackets; `Some(vec![])` for `<>`.
    pub template_arguments: Option<Vec<TemplateArgument>>,
    pub span: Span,
}

#[derive(Clone, Debug, PartialEq)]
pub enum TemplateArgument {
    Type(TypeSpec),
    /// A constant expression (`4` in `vector<float, 4>`, `SAMPLES`).
    Expression(Expression),
}

/// `[numthreads(8, 8, 1)]`, `[shader("compute")]`, `[[vk::binding(0, 1)]]`,
/// `[unroll]`.
#[derive(Clone, Debug, PartialEq)]
pub struct Attribute {
    /// Name components: `["numthreads"]`, `["vk", "binding"]`.
    pub name: Vec<Identifier>,
    pub arguments: Vec<Expression>,
    pub span: Span,
}

/// Storage classes and type modifiers written before a type.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Qualifier {
    Static,
    Const,
    Uniform,
    Groupshared,
    Extern,
    Volatile,
    Precise,
    RowMajor,
    ColumnMajor,
    Nointerpolation,
    Linear,
    Centroid,
    Noperspective,
    Sample,
    /// `export` (a function specifier): kept as an external function of a
    /// library.
    Export,
}

/// `register(t0)`, `register(u1, space2)`.
#[derive(Clone, Debug, PartialEq)]
pub struct RegisterBinding {
    /// The register as written: `t0`, `u12`, `s3`, `b0`.
    pub register: Identifier,
    /// The space as written: `space1`.
    pub space: Option<Identifier>,
    pub span: Span,
}

/// `: SV_DispatchThreadID`, `: TEXCOORD0`, `: SV_Target1`.
#[derive(Clone, Debug, PartialEq)]
pub struct Semantic {
    pub name: Identifier,
}

/// What may follow a declarator after `:`.
#[derive(Clone, Debug, PartialEq)]
pub enum Annotation {
    Semantic(Semantic),
    Register(RegisterBinding),
    /// `packoffset(c0.x)`, kept as written.
    Packoffset(Span),
}

/// `int x = 1, y[2] = {1, 2};` — the type and qualifiers, then declarators.
#[derive(Clone, Debug, PartialEq)]
pub struct VariableDeclaration {
    pub attributes: Vec<Attribute>,
    pub qualifiers: Vec<(Qualifier, Span)>,
    pub ty: TypeSpec,
    pub declarators: Vec<Declarator>,
    pub span: Span,
}

#[derive(Clone, Debug, PartialEq)]
pub struct Declarator {
    pub name: Identifier,
    /// `[N]` per dimension; `None` for `[]`.
    pub array_dimensions: Vec<Option<Expression>>,
    pub annotations: Vec<Annotation>,
    pub initializer: Option<Initializer>,
    pub span: Span,
}

#[derive(Clone, Debug, PartialEq)]
pub enum Initializer {
    Expression(Expression),
    /// `{ a, b, { c } }`.
    List(Vec<Initializer>, Span),
}

#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum ParameterModifier {
    /// No modifier (same as `in`).
    None,
    In,
    Out,
    Inout,
}

#[derive(Clone, Debug, PartialEq)]
pub struct Parameter {
    /// `[[vk::location(0)]]`.
    pub attributes: Vec<Attribute>,
    pub modifier: ParameterModifier,
    pub qualifiers: Vec<(Qualifier, Span)>,
    pub ty: TypeSpec,
    /// Empty (span after the type) for an unnamed parameter: `float f(float);`.
    pub name: Identifier,
    pub array_dimensions: Vec<Option<Expression>>,
    pub annotations: Vec<Annotation>,
    pub default: Option<Expression>,
    pub span: Span,
}

#[derive(Clone, Debug, PartialEq)]
pub struct FunctionDeclaration {
    pub attributes: Vec<Attribute>,
    pub qualifiers: Vec<(Qualifier, Span)>,
    pub return_type: TypeSpec,
    pub name: Identifier,
    pub parameters: Vec<Parameter>,
    /// `float4 main() : SV_Target`.
    pub return_annotations: Vec<Annotation>,
    /// `None` for a prototype.
    pub body: Option<Block>,
    pub span: Span,
}

#[derive(Clone, Debug, PartialEq)]
pub struct StructDeclaration {
    pub name: Identifier,
    pub fields: Vec<VariableDeclaration>,
    pub span: Span,
    /// `struct D : B { … }`.
    pub base: Option<TypeSpec>,
    pub methods: Vec<MethodDeclaration>,
    /// Nested structs, enums, typedefs and `static` members, in order.
    pub members: Vec<Declaration>,
}

#[derive(Clone, Debug, PartialEq)]
pub struct TypedefDeclaration {
    pub ty: TypeSpec,
    pub name: Identifier,
    pub array_dimensions: Vec<Option<Expression>>,
    pub span: Span,
}

#[derive(Clone, Debug, PartialEq)]
pub struct ConstantBufferDeclaration {
    pub name: Identifier,
    pub register: Option<RegisterBinding>,
    pub attributes: Vec<Attribute>,
    pub members: Vec<VariableDeclaration>,
    pub span: Span,
}

#[derive(Clone, Debug, PartialEq)]
pub struct Block {
    pub statements: Vec<Statement>,
    pub span: Span,
}

#[derive(Clone, Debug, PartialEq)]
pub struct Statement {
    /// `[unroll]`, `[loop]`, `[branch]`, `[flatten]`.
    pub attributes: Vec<Attribute>,
    pub kind: StatementKind,
    pub span: Span,
}

#[derive(Clone, Debug, PartialEq)]
pub enum StatementKind {
    Declaration(VariableDeclaration),
    Expression(Expression),
    Block(Block),
    If {
        condition: Expression,
        then_branch: Box<Statement>,
        else_branch: Option<Box<Statement>>,
    },
    For {
        initializer: Option<Box<Statement>>,
        condition: Option<Expression>,
        step: Option<Expression>,
        body: Box<Statement>,
    },
    While {
        condition: Expression,
        body: Box<Statement>,
    },
    DoWhile {
        body: Box<Statement>,
        condition: Expression,
    },
    Switch {
        selector: Expression,
        cases: Vec<SwitchCase>,
    },
    Break,
    Continue,
    Return(Option<Expression>),
    Discard,
    /// A lone `;`.
    Empty,
    /// What the parser could not read; it has already reported it.
    Error,
}

#[derive(Clone, Debug, PartialEq)]
pub struct SwitchCase {
    /// `None` for `default:`.
    pub labels: Vec<Option<Expression>>,
    pub statements: Vec<Statement>,
    pub span: Span,
}

#[derive(Clone, Debug, PartialEq)]
pub struct Expression {
    pub kind: ExpressionKind,
    pub span: Span,
}

#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum UnaryOperator {
    Plus,
    Negate,
    LogicalNot,
    BitwiseNot,
    PreIncrement,
    PreDecrement,
    PostIncrement,
    PostDecrement,
}

#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum BinaryOperator {
    Add,
    Subtract,
    Multiply,
    Divide,
    Remainder,
    ShiftLeft,
    ShiftRight,
    BitwiseAnd,
    BitwiseOr,
    BitwiseXor,
    LogicalAnd,
    LogicalOr,
    Less,
    Greater,
    LessEqual,
    GreaterEqual,
    Equal,
    NotEqual,
}

impl BinaryOperator {
    /// The operator as written (`+`, `<<`, `&&`).
    pub fn spelling(self) -> &'static str {
        match self {
            BinaryOperator::Add => "+",
            BinaryOperator::Subtract => "-",
            BinaryOperator::Multiply => "*",
            BinaryOperator::Divide => "/",
            BinaryOperator::Remainder => "%",
            BinaryOperator::ShiftLeft => "<<",
            BinaryOperator::ShiftRight => ">>",
            BinaryOperator::BitwiseAnd => "&",
            BinaryOperator::BitwiseOr => "|",
            BinaryOperator::BitwiseXor => "^",
            BinaryOperator::LogicalAnd => "&&",
            BinaryOperator::LogicalOr => "||",
            BinaryOperator::Less => "<",
            BinaryOperator::Greater => ">",
            BinaryOperator::LessEqual => "<=",
            BinaryOperator::GreaterEqual => ">=",
            BinaryOperator::Equal => "==",
            BinaryOperator::NotEqual => "!=",
        }
    }
}

#[derive(Clone, Debug, PartialEq)]
pub enum ExpressionKind {
    Identifier(Identifier),
    /// `a::b` (e.g. an enum-like or namespace-qualified name), components in order.
    QualifiedName(Vec<Identifier>),
    Integer {
        value: u64,
        suffix: String,
    },
    Float {
        value: f64,
        suffix: String,
    },
    Bool(bool),
    /// A string literal (attribute arguments only).
    String(String),
    Unary {
        operator: UnaryOperator,
        operand: Box<Expression>,
    },
    Binary {
        operator: BinaryOperator,
        left: Box<Expression>,
        right: Box<Expression>,
    },
    /// `a = b` (`operator` None) and compound assignments `a += b`.
    Assign {
        operator: Option<BinaryOperator>,
        target: Box<Expression>,
        value: Box<Expression>,
    },
    Conditional {
        condition: Box<Expression>,
        then_value: Box<Expression>,
        else_value: Box<Expression>,
    },
    /// `f(a, b)`, `float4(a, b)` (sema decides which), `Tex.Sample(s, uv)`
    /// (the callee is a member expression).
    Call {
        callee: Box<Expression>,
        arguments: Vec<Expression>,
    },
    /// `vector<float, 4>(…)`, `Texture2D<float4>(…)`: a call whose callee is
    /// a written type with template arguments.
    Construct {
        ty: TypeSpec,
        arguments: Vec<Expression>,
    },
    /// `(float4)x`.
    Cast {
        ty: TypeSpec,
        operand: Box<Expression>,
    },
    /// `a.b`, swizzles included (`v.xyz`); a templated member function
    /// before its call's `(` carries its template arguments
    /// (`Buf.Load<float2>(o)`).
    Member {
        object: Box<Expression>,
        member: Identifier,
        template_arguments: Option<Vec<TemplateArgument>>,
    },
    /// `a[i]`, `Tex[int2(x, y)]`, `Tex.mips[1][p]`.
    Index {
        object: Box<Expression>,
        index: Box<Expression>,
    },
    /// `a, b`.
    Comma(Vec<Expression>),
    /// `{ … }` where an expression is allowed (initializers of locals).
    InitializerList(Vec<Expression>),
    /// `f<float, 2>` (a template function with explicit arguments, before
    /// its call's `(`); `name` may be qualified (`N::f`, joined).
    TemplateName {
        name: Identifier,
        arguments: Vec<TemplateArgument>,
    },
    /// What the parser could not read; it has already reported it.
    Error,
}
