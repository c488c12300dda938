//! The messages of the parser, typed: [`ParseError`] (syntax errors and
//! unsupported constructs), [`ParseWarning`] and [`ParseNote`]. Each variant
//! carries the message's data (names, the punctuator or keyword involved)
//! and its `#[error]` attribute is the one place the message is worded —
//! clang's words where clang has the diagnostic. The parser builds these
//! values; [`crate::diagnostics`] renders them.

use crate::token::Punctuator;

/// The errors of the parser.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
pub enum ParseError {
    // Expected tokens.
    #[error("expected '{}'", .closer.text())]
    ExpectedCloser { closer: Punctuator },
    #[error("expected '{{'")]
    ExpectedLeftBrace,
    #[error("expected '(' after '{keyword}'")]
    ExpectedParenAfter { keyword: &'static str },
    #[error("expected '{{' after switch condition")]
    ExpectedBraceAfterSwitch,
    #[error("expected 'while' in do/while loop")]
    ExpectedWhile,
    #[error("expected ':' after '{keyword}'")]
    ExpectedColonAfter { keyword: &'static str },
    #[error("expected 'register'")]
    ExpectedRegister,
    #[error("expected identifier")]
    ExpectedIdentifier,
    #[error("expected unqualified-id")]
    ExpectedUnqualifiedId,
    #[error("expected a type")]
    ExpectedType,
    #[error("expected parameter declarator")]
    ExpectedParameterDeclarator,
    #[error("expected member name or ';' after declaration specifiers")]
    ExpectedMemberName,
    #[error("expected expression")]
    ExpectedExpression,
    #[error("expected '(' for function-style cast or type construction")]
    ExpectedConstructionParen,
    #[error("expected function body after function declarator")]
    ExpectedFunctionBody,
    #[error("expected attribute name")]
    ExpectedAttributeName,
    #[error("expected HLSL Semantic identifier")]
    ExpectedSemantic,
    #[error("a type specifier is required for all declarations")]
    TypeSpecifierRequired,

    // Missing semicolons.
    #[error("expected ';' after {construct}")]
    ExpectedSemicolonAfter { construct: Construct },
    #[error("expected ';' at end of declaration")]
    ExpectedSemicolonAtEndOfDeclaration,
    #[error("expected ';' at end of declaration list")]
    ExpectedSemicolonAtEndOfMembers,
    #[error("expected ';' in 'for' statement specifier")]
    ExpectedSemicolonInFor,
    #[error("extraneous '{}' before ';'", .closer.text())]
    ExtraneousBeforeSemicolon { closer: Punctuator },
    #[error("extraneous closing brace ('}}')")]
    ExtraneousClosingBrace,

    // Names and types.
    #[error("unknown type name '{name}'")]
    UnknownTypeName { name: String },
    #[error("use of undeclared identifier '{name}'")]
    UndeclaredIdentifier { name: String },
    #[error("cannot combine with previous '{previous}' declaration specifier")]
    CannotCombineSpecifier { previous: String },

    // Misplaced statements.
    #[error("'case' statement not in switch statement")]
    CaseOutsideSwitch,
    #[error("'default' statement not in switch statement")]
    DefaultOutsideSwitch,

    // Unsupported constructs.
    #[error("'{name}' is not supported")]
    NotSupported { name: String },
    #[error("'{name}' is not supported in a template argument; use '#pragma pack_matrix({name})' before the declaration")]
    OrientationInTemplateArgument { name: String },
    #[error("local struct declarations are not supported")]
    LocalStruct,
    #[error("local typedefs are not supported")]
    LocalTypedef,
    #[error("namespaces are not supported")]
    Namespace,
    #[error("templates are not supported")]
    Template,
    #[error("anonymous structs are not supported")]
    AnonymousStruct,
    #[error("struct inheritance is not supported")]
    StructInheritance,
    #[error("nested struct declarations are not supported")]
    NestedStruct,
    #[error("member functions are not supported")]
    MemberFunction,
    #[error("qualifiers in a typedef are not supported")]
    TypedefQualifiers,
    #[error("out-of-line definitions of member operators are not supported")]
    OutOfLineMember,
    #[error("member templates are not supported")]
    MemberTemplate,
    #[error("local enum declarations are not supported")]
    LocalEnum,
    #[error("non-member function cannot have 'const' qualifier")]
    ConstNonMemberFunction,
    #[error("constructors are not supported in HLSL")]
    Constructor,
    #[error("expected a template parameter")]
    ExpectedTemplateParameter,
    #[error("templates can only declare functions and structs")]
    TemplateDeclarationKind,
    #[error("templates require HLSL 2021 or newer (-HV 2021)")]
    TemplateLanguageVersion,
    #[error("expected identifier or '{{' after 'enum'")]
    ExpectedEnumName,
    #[error("expected ',' or '}}' after enumerator")]
    ExpectedEnumeratorEnd,
    #[error("expected 'namespace' after 'using'")]
    ExpectedNamespaceAfterUsing,
    #[error("overloaded operator '{operator}' is not supported")]
    UnsupportedOperator { operator: String },

    #[error("bracket nesting level exceeded maximum of {max}")]
    NestingTooDeep { max: usize },
}

/// What a missing `;` should have ended ("expected ';' after …").
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Construct {
    Break,
    Continue,
    Discard,
    Return,
    DoWhile,
    Expression,
    Struct,
    TopLevelDeclarator,
}

impl std::fmt::Display for Construct {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str(match self {
            Construct::Break => "break statement",
            Construct::Continue => "continue statement",
            Construct::Discard => "discard statement",
            Construct::Return => "return statement",
            Construct::DoWhile => "do/while statement",
            Construct::Expression => "expression",
            Construct::Struct => "struct",
            Construct::TopLevelDeclarator => "top level declarator",
        })
    }
}

/// The warnings of the parser.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
pub enum ParseWarning {
    #[error("'{name}' attribute ignored")]
    AttributeIgnored { name: String },
    #[error("statement before the first 'case' label is never executed")]
    StatementBeforeCase,
}

/// The notes of the parser.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
pub enum ParseNote {
    #[error("to match this '{opener}'")]
    ToMatchThis { opener: &'static str },
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn braces_and_punctuators_are_spelled() {
        assert_eq!(ParseError::ExpectedLeftBrace.to_string(), "expected '{'");
        assert_eq!(
            ParseError::ExtraneousClosingBrace.to_string(),
            "extraneous closing brace ('}')"
        );
        assert_eq!(
            ParseError::ExpectedCloser {
                closer: Punctuator::RightParen
            }
            .to_string(),
            "expected ')'"
        );
        assert_eq!(
            ParseError::ExpectedSemicolonAfter {
                construct: Construct::DoWhile
            }
            .to_string(),
            "expected ';' after do/while statement"
        );
    }
}
