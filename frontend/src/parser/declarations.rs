//! Declarations: the file level (global variables and resources, functions,
//! structs, typedefs, `cbuffer`s), function parameters, declarators
//! (`In[2] : register(t0)`, `x = 1`) and initializers (`= x`, `= {a, {b, c}}`).

use super::cursor::identifier_text;
use super::expressions::error_expression;
use super::messages::{Construct, ParseError, ParseWarning};
use super::recovery::Scope;
use super::{ParseResult, Parser, Reported};
use crate::ast::{
    Attribute, ConstantBufferDeclaration, Declaration, Declarator, Expression, FunctionDeclaration,
    Identifier, Initializer, Parameter, ParameterModifier, Qualifier, StructDeclaration, TypeSpec,
    TypedefDeclaration, VariableDeclaration,
};
use crate::diagnostics::Diagnostic;
use crate::span::Span;
use crate::token::{Keyword, Punctuator, Token, TokenKind};

/// `in` then `out` make `inout`; otherwise the last modifier wins.
fn combine_modifiers(previous: ParameterModifier, next: ParameterModifier) -> ParameterModifier {
    match (previous, next) {
        (ParameterModifier::In, ParameterModifier::Out)
        | (ParameterModifier::Out, ParameterModifier::In) => ParameterModifier::Inout,
        (_, next) => next,
    }
}

fn attribute_name(attribute: &Attribute) -> String {
    attribute
        .name
        .iter()
        .map(|component| component.name.as_str())
        .collect::<Vec<_>>()
        .join("::")
}

impl Parser<'_> {
    /// One file-level declaration into `declarations`: none for a stray `;`,
    /// two for `struct S { … } s;`, several for `typedef float A, B;`.
    pub(super) fn parse_external_declaration(
        &mut self,
        declarations: &mut Vec<Declaration>,
    ) -> ParseResult<()> {
        let start = self.position;
        if self.eat(Punctuator::Semicolon).is_some() {
            return Ok(());
        }
        if self.check(Punctuator::RightBrace) {
            // One report for a run of them.
            self.error_here(ParseError::ExtraneousClosingBrace);
            while self.eat(Punctuator::RightBrace).is_some() {}
            return Ok(());
        }
        let attributes = self.parse_attributes()?;
        match self.peek().kind {
            TokenKind::Keyword(Keyword::Struct) => {
                self.warn_ignored_attributes(&attributes);
                self.parse_struct(start, declarations)
            }
            TokenKind::Keyword(Keyword::Typedef) => {
                self.warn_ignored_attributes(&attributes);
                self.parse_typedef(start, declarations)
            }
            TokenKind::Keyword(Keyword::Cbuffer | Keyword::Tbuffer) => {
                let buffer = self.parse_constant_buffer(start, attributes)?;
                declarations.push(Declaration::ConstantBuffer(buffer));
                Ok(())
            }
            TokenKind::Keyword(Keyword::Namespace) => {
                self.warn_ignored_attributes(&attributes);
                self.parse_namespace(start, declarations)
            }
            TokenKind::Keyword(Keyword::Template) => {
                self.warn_ignored_attributes(&attributes);
                self.parse_template(start, declarations)
            }
            _ if self.enum_ahead() => {
                self.warn_ignored_attributes(&attributes);
                self.parse_enum(start, declarations)
            }
            _ if self.using_namespace_ahead() => {
                self.warn_ignored_attributes(&attributes);
                self.parse_using_namespace(start, declarations)
            }
            _ => self.parse_variable_or_function(start, attributes, declarations),
        }
    }

    fn warn_ignored_attributes(&mut self, attributes: &[Attribute]) {
        for attribute in attributes {
            let name = attribute_name(attribute);
            self.warning(attribute.span, ParseWarning::AttributeIgnored { name });
        }
    }

    /// Global variables and resources (`static const uint N = 4;`,
    /// `Texture2D<float4> In[2] : register(t0);`) and functions.
    pub(super) fn parse_variable_or_function(
        &mut self,
        start: usize,
        attributes: Vec<Attribute>,
        declarations: &mut Vec<Declaration>,
    ) -> ParseResult<()> {
        let mut qualifiers = self.parse_qualifiers();
        // `export` / `inline` before a function: `inline` changes nothing
        // (every function is inlined into the entry), `export` keeps the
        // function in a library (`-T lib_6_x`).
        while self.function_specifier_ahead() {
            let specifier = self.advance();
            if specifier.identifier() == Some("export") {
                qualifiers.push((Qualifier::Export, specifier.span));
            }
            qualifiers.extend(self.parse_qualifiers());
        }
        let Some(type_name) = self.peek().identifier() else {
            return Err(self.error_here(ParseError::ExpectedUnqualifiedId));
        };
        // `foo(x);`, `x = 1;`: no type at all (`Foo x;` is an unknown type).
        if !self.is_type_name(type_name)
            && !self.is_type_name_at(self.position)
            && identifier_text(self.peek_at(1)).is_none()
            && !self.check_at(1, Punctuator::Less)
        {
            return Err(self.error_here(ParseError::TypeSpecifierRequired));
        }
        let ty = self.parse_type_spec(ParseError::ExpectedUnqualifiedId)?;
        let mut name = self.expect_identifier(ParseError::ExpectedUnqualifiedId)?;
        // `float S::f() { … }`: an out-of-line member definition.
        while self.check(Punctuator::ColonColon) && identifier_text(self.peek_at(1)).is_some() {
            self.advance();
            let member = self.expect_identifier(ParseError::ExpectedUnqualifiedId)?;
            name = Identifier {
                name: format!("{}::{}", name.name, member.name),
                span: name.span.to(member.span),
            };
        }
        if self.check(Punctuator::ColonColon) {
            return Err(self.error_here(ParseError::OutOfLineMember));
        }
        if self.check(Punctuator::LeftParen) {
            let function = self.parse_function(start, attributes, qualifiers, ty, name)?;
            if self.last_function_const && !function.name.name.contains("::") {
                self.report(Diagnostic::error(
                    function.name.span,
                    ParseError::ConstNonMemberFunction,
                ));
            }
            declarations.push(Declaration::Function(function));
            return Ok(());
        }
        let (declarators, result) = self.parse_declarator_list(name);
        declarations.push(Declaration::Variable(VariableDeclaration {
            attributes,
            qualifiers,
            ty,
            declarators,
            span: self.span_from(start),
        }));
        match result {
            Ok(()) => self.expect_semicolon(
                ParseError::ExpectedSemicolonAfter {
                    construct: Construct::TopLevelDeclarator,
                },
                start,
                Scope::File,
            ),
            Err(Reported) => self.recover_declaration(start),
        }
        Ok(())
    }

    /// From the `(` after the name: parameters, return semantics, then the
    /// body or `;` for a prototype.
    pub(super) fn parse_function(
        &mut self,
        start: usize,
        attributes: Vec<Attribute>,
        qualifiers: Vec<(Qualifier, Span)>,
        return_type: TypeSpec,
        name: Identifier,
    ) -> ParseResult<FunctionDeclaration> {
        let open_index = self.position;
        let open = self.advance();
        let mut parameters = Vec::new();
        if let Err(reported) = self.parse_parameters_into(&mut parameters, &open) {
            // `float f(float a, float b {`: the body follows; keep the
            // parameters read and the function, as clang does.
            if !self.check(Punctuator::LeftBrace) && !self.skip_to_matching_close(open_index, false)
            {
                return Err(reported);
            }
        }
        self.last_function_const = self.eat_keyword(Keyword::Const).is_some();
        let mut return_annotations = Vec::new();
        self.parse_annotations_into(&mut return_annotations)?;
        let body = if self.check(Punctuator::LeftBrace) {
            Some(self.parse_block())
        } else if self.eat(Punctuator::Semicolon).is_some() {
            None
        } else {
            return Err(self.error_here(ParseError::ExpectedFunctionBody));
        };
        Ok(FunctionDeclaration {
            attributes,
            qualifiers,
            return_type,
            name,
            parameters,
            return_annotations,
            body,
            span: self.span_from(start),
        })
    }

    /// Parameters up to and including the `)` closing `open`; `(void)` is
    /// an empty list.
    fn parse_parameters_into(
        &mut self,
        parameters: &mut Vec<Parameter>,
        open: &Token,
    ) -> ParseResult<()> {
        if self.eat(Punctuator::RightParen).is_some() {
            return Ok(());
        }
        if self.peek().identifier() == Some("void") && self.check_at(1, Punctuator::RightParen) {
            self.advance();
            self.advance();
            return Ok(());
        }
        loop {
            parameters.push(self.parse_parameter()?);
            if self.eat(Punctuator::Comma).is_none() {
                self.expect_closing(Punctuator::RightParen, open)?;
                return Ok(());
            }
        }
    }

    /// `[[vk::location(0)]] in const float2 uv : TEXCOORD0 = 0`. The name
    /// may be left out (an empty identifier after the type).
    fn parse_parameter(&mut self) -> ParseResult<Parameter> {
        let start = self.position;
        let attributes = self.parse_attributes()?;
        let mut modifier = ParameterModifier::None;
        let mut qualifiers = Vec::new();
        loop {
            let written = match self.peek().kind {
                TokenKind::Keyword(Keyword::In) => ParameterModifier::In,
                TokenKind::Keyword(Keyword::Out) => ParameterModifier::Out,
                TokenKind::Keyword(Keyword::Inout) => ParameterModifier::Inout,
                _ if self.is_qualifier_at(self.position) => {
                    qualifiers.extend(self.parse_qualifiers());
                    continue;
                }
                _ => break,
            };
            self.advance();
            modifier = combine_modifiers(modifier, written);
        }
        let ty = self.parse_type_spec(ParseError::ExpectedParameterDeclarator)?;
        let name = match self.eat_identifier() {
            Some(name) => name,
            None => Identifier {
                name: String::new(),
                span: self.after_previous(),
            },
        };
        let array_dimensions = self.parse_array_dimensions()?;
        let mut annotations = Vec::new();
        self.parse_annotations_into(&mut annotations)?;
        let default = match self.eat(Punctuator::Assign) {
            Some(_) => Some(self.parse_assignment()?),
            None => None,
        };
        Ok(Parameter {
            attributes,
            modifier,
            qualifiers,
            ty,
            name,
            array_dimensions,
            annotations,
            default,
            span: self.span_from(start),
        })
    }

    /// Declarators from `first` (already read) on, without the `;`. On an
    /// error also returns the declarators read so far — the broken one with
    /// an error initializer — so the names they declare stay known.
    pub(super) fn parse_declarator_list(
        &mut self,
        first: Identifier,
    ) -> (Vec<Declarator>, ParseResult<()>) {
        let mut declarators = Vec::new();
        let mut name = first;
        loop {
            let result = self.parse_declarator_into(name, &mut declarators);
            if result.is_err() || self.eat(Punctuator::Comma).is_none() {
                return (declarators, result);
            }
            name = match self.expect_identifier(ParseError::ExpectedUnqualifiedId) {
                Ok(name) => name,
                Err(reported) => return (declarators, Err(reported)),
            };
        }
    }

    fn parse_declarator_into(
        &mut self,
        name: Identifier,
        declarators: &mut Vec<Declarator>,
    ) -> ParseResult<()> {
        let span = name.span;
        let mut declarator = Declarator {
            name,
            array_dimensions: Vec::new(),
            annotations: Vec::new(),
            initializer: None,
            span,
        };
        let result = self.parse_declarator_rest(&mut declarator);
        declarator.span = span.to(self.previous_span());
        declarators.push(declarator);
        result
    }

    /// `[N]…`, `: annotations`, `= initializer` (annotations may also follow it).
    fn parse_declarator_rest(&mut self, declarator: &mut Declarator) -> ParseResult<()> {
        declarator.array_dimensions = self.parse_array_dimensions()?;
        self.parse_annotations_into(&mut declarator.annotations)?;
        if self.eat(Punctuator::Assign).is_some() {
            let start = self.position;
            match self.parse_initializer() {
                Ok(initializer) => declarator.initializer = Some(initializer),
                Err(reported) => {
                    let error = error_expression(self.span_from(start));
                    declarator.initializer = Some(Initializer::Expression(error));
                    return Err(reported);
                }
            }
        }
        self.parse_annotations_into(&mut declarator.annotations)
    }

    /// `[N][M]`, `[]` (no size).
    pub(super) fn parse_array_dimensions(&mut self) -> ParseResult<Vec<Option<Expression>>> {
        let mut dimensions = Vec::new();
        while self.check(Punctuator::LeftBracket) {
            let open = self.advance();
            if self.eat(Punctuator::RightBracket).is_some() {
                dimensions.push(None);
                continue;
            }
            let size = self.parse_conditional()?;
            self.expect_closing(Punctuator::RightBracket, &open)?;
            dimensions.push(Some(size));
        }
        Ok(dimensions)
    }

    /// `x` or `{a, {b, c}, }` (after the `=`).
    pub(super) fn parse_initializer(&mut self) -> ParseResult<Initializer> {
        if self.check(Punctuator::LeftBrace) {
            self.nested(Self::parse_initializer_list)
        } else {
            Ok(Initializer::Expression(self.parse_assignment()?))
        }
    }

    /// A braced list. A broken element is skipped up to the list's `}` and
    /// left as an error expression.
    fn parse_initializer_list(&mut self) -> ParseResult<Initializer> {
        let open_index = self.position;
        let open = self.advance();
        let mut items = Vec::new();
        if let Err(reported) = self.parse_initializer_items(&mut items, &open) {
            let error_start = self.position;
            if !self.skip_to_matching_close(open_index, false) {
                return Err(reported);
            }
            let error = error_expression(self.span_from(error_start));
            items.push(Initializer::Expression(error));
        }
        Ok(Initializer::List(items, self.span_from(open_index)))
    }

    fn parse_initializer_items(
        &mut self,
        items: &mut Vec<Initializer>,
        open: &Token,
    ) -> ParseResult<()> {
        loop {
            if self.eat(Punctuator::RightBrace).is_some() {
                return Ok(());
            }
            items.push(self.parse_initializer()?);
            if self.eat(Punctuator::Comma).is_none() {
                self.expect_closing(Punctuator::RightBrace, open)?;
                return Ok(());
            }
        }
    }

    /// `struct S { fields };`, also `struct S { … } s;` and `struct S;`.
    pub(super) fn parse_struct(
        &mut self,
        start: usize,
        declarations: &mut Vec<Declaration>,
    ) -> ParseResult<()> {
        self.advance();
        let Some(name) = self.eat_identifier() else {
            let error = if self.check(Punctuator::LeftBrace) {
                ParseError::AnonymousStruct
            } else {
                ParseError::ExpectedUnqualifiedId
            };
            return Err(self.error_here(error));
        };
        self.declare_type_name(&name);
        let base = match self.eat(Punctuator::Colon) {
            Some(_) => {
                // `struct D : public B`: the access is the default one.
                if self.peek().identifier() == Some("public") {
                    self.advance();
                }
                Some(self.parse_type_spec(ParseError::ExpectedType)?)
            }
            None => None,
        };
        if base.is_none() && self.eat(Punctuator::Semicolon).is_some() {
            return Ok(());
        }
        let open = self.peek().clone();
        self.expect(Punctuator::LeftBrace, ParseError::ExpectedLeftBrace)?;
        let body = self.parse_struct_body(&name, &open);
        declarations.push(Declaration::Struct(StructDeclaration {
            name: name.clone(),
            fields: body.fields,
            span: self.span_from(start),
            base,
            methods: body.methods,
            members: body.members,
        }));
        if let Some(first) = self.eat_identifier() {
            let variables_start = self.position - 1;
            let ty = TypeSpec {
                span: name.span,
                name,
                template_arguments: None,
            };
            let (declarators, result) = self.parse_declarator_list(first);
            declarations.push(Declaration::Variable(VariableDeclaration {
                attributes: Vec::new(),
                qualifiers: Vec::new(),
                ty,
                declarators,
                span: self.span_from(variables_start),
            }));
            if result.is_err() {
                self.recover_declaration(start);
                return Ok(());
            }
        }
        self.expect_semicolon(
            ParseError::ExpectedSemicolonAfter {
                construct: Construct::Struct,
            },
            start,
            Scope::File,
        );
        Ok(())
    }

    /// Struct fields or `cbuffer` members up to the `}` closing `open`.
    fn parse_members(&mut self, open: &Token) -> Vec<VariableDeclaration> {
        let mut members = Vec::new();
        self.parse_braced_items(
            open,
            |parser, start| {
                if let Some(member) = parser.parse_member(start)? {
                    members.push(member);
                }
                Ok(())
            },
            Parser::recover_statement,
        );
        members
    }

    /// `[[vk::offset(0)]] row_major float4x4 m : MATRIX, n;`
    pub(super) fn parse_member(
        &mut self,
        start: usize,
    ) -> ParseResult<Option<VariableDeclaration>> {
        if self.eat(Punctuator::Semicolon).is_some() {
            return Ok(None);
        }
        let attributes = self.parse_attributes()?;
        if self.check_keyword(Keyword::Struct) {
            return Err(self.error_here(ParseError::NestedStruct));
        }
        let qualifiers = self.parse_qualifiers();
        let ty = self.parse_type_spec(ParseError::ExpectedType)?;
        let name = self.expect_identifier(ParseError::ExpectedMemberName)?;
        if self.check(Punctuator::LeftParen) {
            return Err(self.report(Diagnostic::error(name.span, ParseError::MemberFunction)));
        }
        let (declarators, result) = self.parse_declarator_list(name);
        let member = VariableDeclaration {
            attributes,
            qualifiers,
            ty,
            declarators,
            span: self.span_from(start),
        };
        match result {
            Ok(()) => self.expect_semicolon(
                ParseError::ExpectedSemicolonAtEndOfMembers,
                start,
                Scope::Block,
            ),
            Err(Reported) => self.recover_statement(start),
        }
        Ok(Some(member))
    }

    /// `cbuffer Name : register(b0) { members };` (the `;` is optional).
    fn parse_constant_buffer(
        &mut self,
        start: usize,
        attributes: Vec<Attribute>,
    ) -> ParseResult<ConstantBufferDeclaration> {
        if self.check_keyword(Keyword::Tbuffer) {
            self.error_here(ParseError::NotSupported {
                name: "tbuffer".to_string(),
            });
        }
        self.advance();
        let name = self.expect_identifier(ParseError::ExpectedUnqualifiedId)?;
        let mut register = None;
        if self.eat(Punctuator::Colon).is_some() {
            if !self.check_keyword(Keyword::Register) {
                return Err(self.error_here(ParseError::ExpectedRegister));
            }
            register = Some(self.parse_register_binding()?);
        }
        let open = self.peek().clone();
        self.expect(Punctuator::LeftBrace, ParseError::ExpectedLeftBrace)?;
        let members = self.parse_members(&open);
        let span = self.span_from(start);
        self.eat(Punctuator::Semicolon);
        Ok(ConstantBufferDeclaration {
            name,
            register,
            attributes,
            members,
            span,
        })
    }

    /// `typedef vector<float, 4> f4;`, `typedef float A, B[2];`.
    pub(super) fn parse_typedef(
        &mut self,
        start: usize,
        declarations: &mut Vec<Declaration>,
    ) -> ParseResult<()> {
        self.advance();
        let qualifiers = self.parse_qualifiers();
        if let Some((_, span)) = qualifiers.first() {
            self.report(Diagnostic::error(*span, ParseError::TypedefQualifiers));
        }
        let ty = self.parse_type_spec(ParseError::ExpectedType)?;
        loop {
            let name = self.expect_identifier(ParseError::ExpectedUnqualifiedId)?;
            let array_dimensions = self.parse_array_dimensions()?;
            self.declare_type_name(&name);
            declarations.push(Declaration::Typedef(TypedefDeclaration {
                ty: ty.clone(),
                name,
                array_dimensions,
                span: self.span_from(start),
            }));
            if self.eat(Punctuator::Comma).is_none() {
                break;
            }
        }
        self.expect_semicolon(
            ParseError::ExpectedSemicolonAfter {
                construct: Construct::TopLevelDeclarator,
            },
            start,
            Scope::File,
        );
        Ok(())
    }
}
