//! Declarations that open a scope or declare a pattern: `namespace N { … }`,
//! `using namespace N;`, `enum [class] E [: T] { … };`, `template <…>` before
//! a function or a struct, and what a struct body holds besides fields
//! (member functions and operators, nested structs/enums/typedefs, `static`
//! members).
//!
//! The parser only records what was written; names declared here become known
//! type or template names (bare and qualified by the enclosing scopes) so
//! that later code parses. It does not resolve names or instantiate
//! templates: semantic analysis does (`sema::scopes`, `sema::templates`,
//! `sema::methods`).

use super::cursor::identifier_text;
use super::messages::{Construct, ParseError};
use super::recovery::Scope;
use super::{ParseResult, Parser};
use crate::ast::{
    Declaration, EnumDeclaration, Enumerator, Identifier, MethodDeclaration, NamespaceDeclaration,
    Qualifier, TemplateArgument, TemplateDeclaration, TemplateParameter, VariableDeclaration,
};
use crate::diagnostics::Diagnostic;
use crate::token::{Keyword, Punctuator, Token, TokenKind};

/// What a struct body declares.
#[derive(Default)]
pub(super) struct StructBody {
    pub fields: Vec<VariableDeclaration>,
    pub methods: Vec<crate::ast::MethodDeclaration>,
    pub members: Vec<Declaration>,
}

/// The operators a struct may overload (HLSL 2021), as spelled after
/// `operator`; `[]` and `()` are read as two tokens.
const OVERLOADABLE_OPERATORS: &[Punctuator] = &[
    Punctuator::Plus,
    Punctuator::Minus,
    Punctuator::Star,
    Punctuator::Slash,
    Punctuator::Percent,
    Punctuator::Ampersand,
    Punctuator::Pipe,
    Punctuator::Caret,
    Punctuator::ShiftLeft,
    Punctuator::ShiftRight,
    Punctuator::Less,
    Punctuator::Greater,
    Punctuator::LessEqual,
    Punctuator::GreaterEqual,
    Punctuator::EqualEqual,
    Punctuator::NotEqual,
    Punctuator::AmpersandAmpersand,
    Punctuator::PipePipe,
    Punctuator::Exclamation,
    Punctuator::Tilde,
    Punctuator::Assign,
    Punctuator::PlusAssign,
    Punctuator::MinusAssign,
    Punctuator::StarAssign,
    Punctuator::SlashAssign,
    Punctuator::PlusPlus,
    Punctuator::MinusMinus,
    Punctuator::LeftBracket,
    Punctuator::LeftParen,
];

impl Parser<'_> {
    /// `enum` (an identifier in HLSL's lexer) starting an enum declaration.
    pub(super) fn enum_ahead(&self) -> bool {
        self.peek().identifier() == Some("enum")
            && (identifier_text(self.peek_at(1)).is_some()
                || self.check_at(1, Punctuator::LeftBrace)
                || self.peek_at(1).is_keyword(Keyword::Struct))
    }

    pub(super) fn using_namespace_ahead(&self) -> bool {
        self.peek().identifier() == Some("using")
    }

    /// `export` or `inline` before a declaration (function specifiers).
    pub(super) fn function_specifier_ahead(&self) -> bool {
        let here = self.peek();
        (here.identifier() == Some("export") || here.is_keyword(Keyword::Inline))
            && (identifier_text(self.peek_at(1)).is_some()
                || matches!(self.peek_at(1).kind, TokenKind::Keyword(_)))
    }

    /// `namespace A { … }` or `namespace A::B { … }`.
    pub(super) fn parse_namespace(
        &mut self,
        start: usize,
        declarations: &mut Vec<Declaration>,
    ) -> ParseResult<()> {
        self.advance();
        let mut name = self.expect_identifier(ParseError::ExpectedUnqualifiedId)?;
        let mut components = vec![name.name.clone()];
        while self.eat(Punctuator::ColonColon).is_some() {
            let next = self.expect_identifier(ParseError::ExpectedUnqualifiedId)?;
            components.push(next.name.clone());
            name = Identifier {
                name: components.join("::"),
                span: name.span.to(next.span),
            };
        }
        let open = self.peek().clone();
        self.expect(Punctuator::LeftBrace, ParseError::ExpectedLeftBrace)?;
        let depth = self.scope_path.len();
        self.scope_path.extend(components);
        let inner = self.nested(|parser| Ok(parser.parse_scope_body(&open)));
        self.scope_path.truncate(depth);
        declarations.push(Declaration::Namespace(NamespaceDeclaration {
            name,
            declarations: inner.unwrap_or_default(),
            span: self.span_from(start),
        }));
        Ok(())
    }

    /// File-level declarations up to the `}` closing `open`.
    fn parse_scope_body(&mut self, open: &Token) -> Vec<Declaration> {
        let mut declarations = Vec::new();
        self.parse_braced_items(
            open,
            |parser, _| parser.parse_external_declaration(&mut declarations),
            Parser::recover_declaration,
        );
        declarations
    }

    /// `using namespace A::B;`
    pub(super) fn parse_using_namespace(
        &mut self,
        start: usize,
        declarations: &mut Vec<Declaration>,
    ) -> ParseResult<()> {
        self.advance();
        if !self.check_keyword(Keyword::Namespace) {
            return Err(self.error_here(ParseError::ExpectedNamespaceAfterUsing));
        }
        self.advance();
        let first = self.expect_identifier(ParseError::ExpectedUnqualifiedId)?;
        let mut name = first;
        while self.eat(Punctuator::ColonColon).is_some() {
            let next = self.expect_identifier(ParseError::ExpectedUnqualifiedId)?;
            name = Identifier {
                name: format!("{}::{}", name.name, next.name),
                span: name.span.to(next.span),
            };
        }
        declarations.push(Declaration::UsingNamespace(name));
        self.expect_semicolon(
            ParseError::ExpectedSemicolonAfter {
                construct: Construct::TopLevelDeclarator,
            },
            start,
            Scope::File,
        );
        Ok(())
    }

    /// `enum [class|struct] Name [: type] { A, B = 2, };`
    pub(super) fn parse_enum(
        &mut self,
        start: usize,
        declarations: &mut Vec<Declaration>,
    ) -> ParseResult<()> {
        self.advance();
        let scoped = if self.peek().identifier() == Some("class") {
            self.advance();
            true
        } else {
            self.eat_keyword(Keyword::Struct).is_some()
        };
        let Some(name) = self.eat_identifier() else {
            return Err(self.error_here(ParseError::ExpectedEnumName));
        };
        self.declare_type_name(&name);
        let underlying = match self.eat(Punctuator::Colon) {
            Some(_) => Some(self.parse_type_spec(ParseError::ExpectedType)?),
            None => None,
        };
        let open = self.peek().clone();
        self.expect(Punctuator::LeftBrace, ParseError::ExpectedLeftBrace)?;
        let mut enumerators = Vec::new();
        loop {
            if self.eat(Punctuator::RightBrace).is_some() {
                break;
            }
            let enumerator = self.expect_identifier(ParseError::ExpectedUnqualifiedId)?;
            let value = match self.eat(Punctuator::Assign) {
                Some(_) => Some(self.parse_conditional()?),
                None => None,
            };
            enumerators.push(Enumerator {
                name: enumerator,
                value,
            });
            if self.eat(Punctuator::Comma).is_none() {
                if self.check(Punctuator::RightBrace) {
                    continue;
                }
                if self.at_end_of_file() {
                    self.expect_closing(Punctuator::RightBrace, &open)?;
                }
                return Err(self.error_here(ParseError::ExpectedEnumeratorEnd));
            }
        }
        declarations.push(Declaration::Enum(EnumDeclaration {
            name,
            scoped,
            underlying,
            enumerators,
            span: self.span_from(start),
        }));
        self.expect_semicolon(
            ParseError::ExpectedSemicolonAfter {
                construct: Construct::TopLevelDeclarator,
            },
            start,
            Scope::File,
        );
        Ok(())
    }

    /// `template <typename T, uint N = 4>` then one function or struct. The
    /// parameter names are type names while the declaration is read.
    pub(super) fn parse_template(
        &mut self,
        start: usize,
        declarations: &mut Vec<Declaration>,
    ) -> ParseResult<()> {
        self.advance();
        let open = self.peek().clone();
        self.expect(Punctuator::Less, ParseError::ExpectedTemplateParameter)?;
        let mut parameters = Vec::new();
        let mut added_type_names = Vec::new();
        let result = self.parse_template_parameters(&open, &mut parameters, &mut added_type_names);
        let declaration = match result {
            Ok(()) => self.parse_templated_declaration(start),
            Err(reported) => Err(reported),
        };
        for name in added_type_names {
            self.declared_type_names.remove(&name);
        }
        let declaration = declaration?;
        declarations.push(Declaration::Template(TemplateDeclaration {
            parameters,
            declaration: Box::new(declaration),
            span: self.span_from(start),
        }));
        Ok(())
    }

    fn parse_template_parameters(
        &mut self,
        open: &Token,
        parameters: &mut Vec<TemplateParameter>,
        added_type_names: &mut Vec<String>,
    ) -> ParseResult<()> {
        loop {
            let is_type_parameter =
                self.check_keyword(Keyword::Typename) || self.peek().identifier() == Some("class");
            let value_type = if is_type_parameter {
                self.advance();
                None
            } else if self.is_type_name_at(self.position) {
                Some(self.parse_type_spec(ParseError::ExpectedTemplateParameter)?)
            } else {
                return Err(self.error_here(ParseError::ExpectedTemplateParameter));
            };
            let name = self.expect_identifier(ParseError::ExpectedUnqualifiedId)?;
            let default = match self.eat(Punctuator::Assign) {
                Some(_) if value_type.is_none() => Some(TemplateArgument::Type(
                    self.parse_type_spec(ParseError::ExpectedType)?,
                )),
                Some(_) => Some(TemplateArgument::Expression(
                    self.parse_binary(super::expressions::ADDITIVE_PRECEDENCE)?,
                )),
                None => None,
            };
            if value_type.is_none() && !self.declared_type_names.contains(&name.name) {
                self.declared_type_names.insert(name.name.clone());
                added_type_names.push(name.name.clone());
            }
            parameters.push(TemplateParameter {
                name,
                value_type,
                default,
            });
            if self.eat(Punctuator::Comma).is_some() {
                continue;
            }
            if self.eat(Punctuator::Greater).is_some() {
                return Ok(());
            }
            self.expect_closing(Punctuator::Greater, open)?;
            return Ok(());
        }
    }

    /// The struct or function after a template parameter list.
    fn parse_templated_declaration(&mut self, start: usize) -> ParseResult<Declaration> {
        let mut inner = Vec::new();
        let inner_start = self.position;
        if self.check_keyword(Keyword::Struct) {
            self.parse_struct(inner_start, &mut inner)?;
        } else if self.check_keyword(Keyword::Template) {
            // Member templates do not exist here: one report for a run of
            // template headers.
            let reported = self.error_here(ParseError::TemplateDeclarationKind);
            while self.check_keyword(Keyword::Template) && self.check_at(1, Punctuator::Less) {
                match self.skip_template_arguments(self.position + 1) {
                    Some(end) => self.position = end,
                    None => break,
                }
            }
            return Err(reported);
        } else if self.check_keyword(Keyword::Cbuffer)
            || self.check_keyword(Keyword::Namespace)
            || self.check_keyword(Keyword::Typedef)
            || self.enum_ahead()
        {
            return Err(self.error_here(ParseError::TemplateDeclarationKind));
        } else {
            let attributes = self.parse_attributes()?;
            self.parse_variable_or_function(inner_start, attributes, &mut inner)?;
        }
        let mut inner = inner.into_iter();
        let first = inner.next();
        match first {
            Some(Declaration::Function(function)) => {
                for name in self.scoped_names(&function.name.name) {
                    self.template_function_names.insert(name);
                }
                Ok(Declaration::Function(function))
            }
            Some(Declaration::Struct(structure)) if inner.next().is_none() => {
                Ok(Declaration::Struct(structure))
            }
            Some(other) => {
                let span = match &other {
                    Declaration::Variable(variable) => variable.span,
                    Declaration::Struct(structure) => structure.span,
                    _ => self.span_from(start),
                };
                Err(self.report(Diagnostic::error(span, ParseError::TemplateDeclarationKind)))
            }
            None => Err(self.error_here(ParseError::TemplateDeclarationKind)),
        }
    }

    /// The body of `struct name { … }` up to the `}` closing `open`: fields,
    /// member functions, nested types and static members.
    pub(super) fn parse_struct_body(&mut self, name: &Identifier, open: &Token) -> StructBody {
        let mut body = StructBody::default();
        let depth = self.scope_path.len();
        self.scope_path.push(name.name.clone());
        let entered = self.enter().is_ok();
        if entered {
            self.parse_braced_items(
                open,
                |parser, start| parser.parse_struct_item(start, name, &mut body),
                Parser::recover_statement,
            );
            self.leave();
        }
        self.scope_path.truncate(depth);
        body
    }

    fn parse_struct_item(
        &mut self,
        start: usize,
        struct_name: &Identifier,
        body: &mut StructBody,
    ) -> ParseResult<()> {
        if self.eat(Punctuator::Semicolon).is_some() {
            return Ok(());
        }
        if self.check_keyword(Keyword::Struct) {
            return self.parse_struct(start, &mut body.members);
        }
        if self.check_keyword(Keyword::Template) {
            return Err(self.error_here(ParseError::MemberTemplate));
        }
        if self.check_keyword(Keyword::Typedef) {
            return self.parse_typedef(start, &mut body.members);
        }
        if self.enum_ahead() {
            return self.parse_enum(start, &mut body.members);
        }
        if self.peek().identifier() == Some(struct_name.name.as_str())
            && self.check_at(1, Punctuator::LeftParen)
        {
            return Err(self.error_here(ParseError::Constructor));
        }
        // A member function: qualifiers, a type, a name (or `operator…`), `(`.
        let after_qualifiers = self.skip_qualifiers_at(self.position);
        let function_ahead = self
            .skip_type(after_qualifiers)
            .is_some_and(|end| self.member_function_name_end(end).is_some());
        if !function_ahead {
            if self.static_member_ahead() {
                let attributes = self.parse_attributes()?;
                return self.parse_variable_or_function(start, attributes, &mut body.members);
            }
            if let Some(field) = self.parse_member(start)? {
                body.fields.push(field);
            }
            return Ok(());
        }
        let attributes = self.parse_attributes()?;
        let mut qualifiers = self.parse_qualifiers();
        while self.function_specifier_ahead() {
            self.advance();
            qualifiers.extend(self.parse_qualifiers());
        }
        let is_static = qualifiers.iter().any(|(q, _)| *q == Qualifier::Static);
        qualifiers.retain(|(q, _)| *q != Qualifier::Static);
        let return_type = self.parse_type_spec(ParseError::ExpectedType)?;
        let name = self.parse_member_function_name()?;
        let function = self.parse_function(start, attributes, qualifiers, return_type, name)?;
        body.methods.push(MethodDeclaration {
            function,
            is_static,
            is_const: self.last_function_const,
        });
        Ok(())
    }

    /// `static` qualifier ahead (a static data member).
    fn static_member_ahead(&self) -> bool {
        let mut index = self.position;
        while self.is_qualifier_at(index) {
            if self.token_at(index).is_keyword(Keyword::Static) {
                return true;
            }
            index += 1;
        }
        false
    }

    fn skip_qualifiers_at(&self, mut index: usize) -> usize {
        loop {
            let token = self.token_at(index);
            let specifier =
                token.identifier() == Some("export") || token.is_keyword(Keyword::Inline);
            if self.is_qualifier_at(index) || specifier {
                index += 1;
            } else {
                return index;
            }
        }
    }

    /// Index of the `(` after a member function name at `index` (a name or
    /// `operator` and its operator).
    fn member_function_name_end(&self, index: usize) -> Option<usize> {
        let token = self.token_at(index);
        if token.identifier() == Some("operator") {
            let operator = self.token_at(index + 1);
            let mut end = index + 2;
            if operator.is_punctuator(Punctuator::LeftBracket)
                || operator.is_punctuator(Punctuator::LeftParen)
            {
                end += 1;
            }
            return self
                .token_at(end)
                .is_punctuator(Punctuator::LeftParen)
                .then_some(end);
        }
        (identifier_text(token).is_some()
            && self
                .token_at(index + 1)
                .is_punctuator(Punctuator::LeftParen))
        .then_some(index + 1)
    }

    /// A member function name: `Get`, or `operator+` / `operator[]`.
    fn parse_member_function_name(&mut self) -> ParseResult<Identifier> {
        if self.peek().identifier() != Some("operator") {
            return self.expect_identifier(ParseError::ExpectedMemberName);
        }
        let keyword = self.advance();
        let operator = self.advance();
        let TokenKind::Punctuator(punctuator) = operator.kind else {
            return Err(self.report(Diagnostic::error(
                operator.span,
                ParseError::ExpectedUnqualifiedId,
            )));
        };
        let mut text = punctuator.text().to_string();
        let mut span = keyword.span.to(operator.span);
        if matches!(punctuator, Punctuator::LeftBracket | Punctuator::LeftParen) {
            let close = self.advance();
            text.push_str(match punctuator {
                Punctuator::LeftBracket => "]",
                _ => ")",
            });
            span = span.to(close.span);
        }
        if !OVERLOADABLE_OPERATORS.contains(&punctuator) {
            return Err(self.report(Diagnostic::error(
                span,
                ParseError::UnsupportedOperator { operator: text },
            )));
        }
        Ok(Identifier {
            name: format!("operator{text}"),
            span,
        })
    }
}
