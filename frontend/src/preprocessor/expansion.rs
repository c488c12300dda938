//! Macro expansion: object-like and function-like macros, argument
//! collection and pre-expansion, `#` stringizing, `##` pasting (with
//! placemarkers and GNU's `, ## __VA_ARGS__`), `__LINE__` / `__FILE__`, and
//! `defined` inside `#if` lines. Rescanning follows Prosser's hide-set
//! algorithm, so a macro never expands inside its own expansion.
//!
//! Tokens from a macro's replacement list carry the span of the macro use;
//! tokens that came from arguments keep their own spans. It does not handle
//! directives or files: it pulls tokens from an [`Input`], whose end may read
//! on into the files through the preprocessor.

use std::collections::VecDeque;
use std::rc::Rc;

use crate::diagnostics::Diagnostics;
use crate::lexer::{Lexeme, LexemeKind, Lexer};
use crate::span::Span;
use crate::token::{Punctuator, TokenKind};

use super::macros::{Macro, MacroKind};
use super::messages::PreprocessError;
use super::pp_token::{HideSet, PpToken};
use super::Preprocessor;

/// Where the expander takes its tokens from.
pub(super) struct Input {
    /// Tokens to read first: results of expansions, or a whole isolated list.
    pending: VecDeque<PpToken>,
    /// When `pending` runs out, read on from the files (the main stream) or
    /// stop (an argument or an `#if` line).
    reads_files: bool,
}

impl Input {
    pub(super) fn from_files() -> Input {
        Input {
            pending: VecDeque::new(),
            reads_files: true,
        }
    }

    fn from_tokens(tokens: Vec<PpToken>) -> Input {
        Input {
            pending: tokens.into(),
            reads_files: false,
        }
    }

    fn push_front_all(&mut self, tokens: Vec<PpToken>) {
        for token in tokens.into_iter().rev() {
            self.pending.push_front(token);
        }
    }
}

/// A piece of a replacement list during substitution.
enum Piece {
    Token(PpToken),
    /// A token made by `##`, with the lexing errors of its spelling: reported
    /// only if no further `##` changes it (`1 ## e ## 5` is fine).
    Pasted(PpToken, Vec<String>),
    /// An empty argument next to `##`.
    Placemarker,
    /// The `##` operator itself.
    Paste,
}

impl Piece {
    fn into_token(self) -> Option<PpToken> {
        match self {
            Piece::Token(token) | Piece::Pasted(token, _) => Some(token),
            Piece::Placemarker | Piece::Paste => None,
        }
    }
}

impl Preprocessor<'_> {
    /// The next token before expansion: pending ones first, then the files.
    fn next_unexpanded(&mut self, input: &mut Input) -> Option<PpToken> {
        if let Some(token) = input.pending.pop_front() {
            return Some(token);
        }
        input.reads_files.then(|| self.next_source_token())
    }

    /// The next fully expanded token; `None` when an isolated input is used up.
    pub(super) fn next_expanded(&mut self, input: &mut Input) -> Option<PpToken> {
        loop {
            let token = self.next_unexpanded(input)?;
            if self.in_if_expression && token.name() == Some("defined") {
                return Some(self.evaluate_defined(token, input));
            }
            let Some(definition) = self.macro_to_expand(&token) else {
                return Some(token);
            };
            match &definition.kind {
                MacroKind::Line | MacroKind::File => {
                    return Some(self.builtin_token(&definition.kind, &token));
                }
                MacroKind::Object => {
                    let hide_set = token.hide_set.with(&definition.name);
                    let expansion = self.substitute(
                        &definition,
                        &[],
                        &hide_set,
                        token.span(),
                        token.lexeme.space_before,
                    );
                    input.push_front_all(expansion);
                }
                MacroKind::Function { .. } => match self.next_unexpanded(input) {
                    Some(next) if next.is_punctuator(Punctuator::LeftParen) => {
                        if let Some(expansion) = self.invoke(&definition, &token, input) {
                            input.push_front_all(expansion);
                        }
                    }
                    // A function-like macro name without `(` is an identifier.
                    Some(next) => {
                        input.pending.push_front(next);
                        return Some(token);
                    }
                    None => return Some(token),
                },
            }
        }
    }

    /// Fully expands a list on its own (a macro argument, an `#if` line).
    pub(super) fn expand_tokens(&mut self, tokens: Vec<PpToken>) -> Vec<PpToken> {
        if self.expansion_stopped {
            return tokens;
        }
        if self.argument_nesting >= self.limits.argument_nesting {
            self.expansion_stopped = true;
            let at = tokens.first().map_or(self.end_of_main, PpToken::span);
            self.diagnostics.error(
                at,
                PreprocessError::ArgumentsTooDeep {
                    limit: self.limits.argument_nesting,
                },
            );
            return tokens;
        }
        self.argument_nesting += 1;
        let mut input = Input::from_tokens(tokens);
        let mut expanded = Vec::new();
        while let Some(token) = self.next_expanded(&mut input) {
            expanded.push(token);
        }
        self.argument_nesting -= 1;
        expanded
    }

    /// The macro `token` names, if it is to be expanded.
    fn macro_to_expand(&self, token: &PpToken) -> Option<Rc<Macro>> {
        if self.expansion_stopped {
            return None;
        }
        let name = token.name()?;
        if token.hide_set.contains(name) {
            return None;
        }
        self.macros.get(name).cloned()
    }

    fn builtin_token(&self, kind: &MacroKind, token: &PpToken) -> PpToken {
        let span = token.span();
        let file = self.sources.file(span.file);
        let mut result = if *kind == MacroKind::Line {
            let line = file.line_column(span.start).line;
            PpToken::synthesized(
                TokenKind::Integer {
                    value: u64::from(line),
                    suffix: String::new(),
                },
                line.to_string(),
                span,
            )
        } else {
            let name = file.name.clone();
            let spelling = format!("\"{}\"", escape_string(&name));
            PpToken::synthesized(TokenKind::String(name), spelling, span)
        };
        result.lexeme.space_before = token.lexeme.space_before;
        result
    }

    /// `defined X` or `defined(X)` in an `#if` line: `1` or `0`.
    fn evaluate_defined(&mut self, defined: PpToken, input: &mut Input) -> PpToken {
        let mut span = defined.span();
        let mut value = false;
        let next = self.next_unexpanded(input);
        let parenthesized = next
            .as_ref()
            .is_some_and(|token| token.is_punctuator(Punctuator::LeftParen));
        let name_token = if parenthesized {
            self.next_unexpanded(input)
        } else {
            next
        };
        match name_token.as_ref().and_then(|token| token.name()) {
            Some(name) => {
                value = self.macros.contains_key(name);
                span = span.to(name_token.as_ref().map_or(span, PpToken::span));
            }
            None => {
                let at = name_token.as_ref().map_or(span, PpToken::span);
                self.diagnostics
                    .error(at, PreprocessError::DefinedWithoutIdentifier);
                self.if_expression_failed = true;
            }
        }
        if parenthesized && !self.if_expression_failed {
            match self.next_unexpanded(input) {
                Some(close) if close.is_punctuator(Punctuator::RightParen) => {
                    span = span.to(close.span());
                }
                other => {
                    let at = other.as_ref().map_or(span, PpToken::span);
                    self.diagnostics
                        .error(at, PreprocessError::DefinedMissingParen);
                    self.if_expression_failed = true;
                }
            }
        }
        PpToken::synthesized(
            TokenKind::Integer {
                value: u64::from(value),
                suffix: String::new(),
            },
            u8::from(value).to_string(),
            span,
        )
    }

    /// Expands a function-like macro whose `(` was just read; `None` (the
    /// invocation vanishes) after an error.
    fn invoke(
        &mut self,
        definition: &Macro,
        name: &PpToken,
        input: &mut Input,
    ) -> Option<Vec<PpToken>> {
        let (mut arguments, right_paren) = self.collect_arguments(definition, name, input)?;
        let use_span = name.span().to(right_paren.span());
        let parameter_count = definition.parameters().len();
        let given = if parameter_count == 0 && arguments.len() == 1 && arguments[0].is_empty() {
            0
        } else {
            arguments.len()
        };
        let macro_name = &definition.name;
        let error = if definition.is_variadic() {
            let required = parameter_count - 1;
            (given < required).then(|| PreprocessError::TooFewVariadicArguments {
                name: macro_name.clone(),
                required,
                given,
            })
        } else if given < parameter_count {
            Some(PreprocessError::TooFewArguments {
                name: macro_name.clone(),
                parameters: parameter_count,
                given,
            })
        } else if given > parameter_count {
            Some(PreprocessError::TooManyArguments {
                name: macro_name.clone(),
                parameters: parameter_count,
                given,
            })
        } else {
            None
        };
        if let Some(error) = error {
            self.diagnostics.error(use_span, error);
            return None;
        }
        arguments.truncate(given);
        arguments.resize_with(parameter_count, Vec::new);
        let hide_set = name
            .hide_set
            .intersection(&right_paren.hide_set)
            .with(macro_name);
        Some(self.substitute(
            definition,
            &arguments,
            &hide_set,
            use_span,
            name.lexeme.space_before,
        ))
    }

    /// Reads the arguments up to the matching `)`, which is returned too.
    /// Commas inside parentheses, and in the variadic argument, do not split.
    fn collect_arguments(
        &mut self,
        definition: &Macro,
        name: &PpToken,
        input: &mut Input,
    ) -> Option<(Vec<Vec<PpToken>>, PpToken)> {
        let parameter_count = definition.parameters().len();
        let variadic = definition.is_variadic();
        let mut arguments: Vec<Vec<PpToken>> = vec![Vec::new()];
        let mut depth = 0usize;
        self.collecting_arguments += 1;
        let right_paren = loop {
            let Some(token) = self.next_unexpanded(input) else {
                break None;
            };
            if token.is_end_of_file() {
                input.pending.push_front(token);
                break None;
            }
            if token.is_punctuator(Punctuator::LeftParen) {
                depth += 1;
            } else if token.is_punctuator(Punctuator::RightParen) {
                if depth == 0 {
                    break Some(token);
                }
                depth -= 1;
            } else if token.is_punctuator(Punctuator::Comma)
                && depth == 0
                && !(variadic && arguments.len() == parameter_count)
            {
                arguments.push(Vec::new());
                continue;
            }
            if let Some(argument) = arguments.last_mut() {
                argument.push(token);
            }
        };
        self.collecting_arguments -= 1;
        let Some(right_paren) = right_paren else {
            self.diagnostics
                .error(name.span(), PreprocessError::UnterminatedInvocation);
            return None;
        };
        Some((arguments, right_paren))
    }

    /// The replacement list with arguments substituted, `#` and `##`
    /// applied, and `hide_set` added to every token.
    fn substitute(
        &mut self,
        definition: &Macro,
        arguments: &[Vec<PpToken>],
        hide_set: &HideSet,
        use_span: Span,
        space_before: bool,
    ) -> Vec<PpToken> {
        let body = &definition.body;
        let function_like = matches!(definition.kind, MacroKind::Function { .. });
        let is_paste = |index: Option<usize>| {
            index
                .and_then(|index| body.get(index))
                .is_some_and(|lexeme| lexeme.kind == LexemeKind::HashHash)
        };
        let argument_of = |lexeme: Option<&Lexeme>| {
            lexeme
                .and_then(|lexeme| definition.parameter_index(lexeme))
                .filter(|index| *index < arguments.len())
        };
        let mut expanded_arguments: Vec<Option<Vec<PpToken>>> = vec![None; arguments.len()];
        let mut pieces: Vec<Piece> = Vec::with_capacity(body.len());
        let mut index = 0;
        while let Some(lexeme) = body.get(index) {
            index += 1;
            if function_like && lexeme.kind == LexemeKind::Hash {
                if let Some(parameter) = argument_of(body.get(index)) {
                    pieces.push(Piece::Token(stringize(&arguments[parameter], use_span)));
                    index += 1;
                    continue;
                }
            }
            if lexeme.kind == LexemeKind::HashHash {
                // GNU: `, ## __VA_ARGS__` drops the comma when there are no
                // variadic arguments and does not paste otherwise.
                let variadic_next = argument_of(body.get(index)).filter(|parameter| {
                    definition.is_variadic() && *parameter + 1 == arguments.len()
                });
                let after_comma = matches!(
                    pieces.last(),
                    Some(Piece::Token(token)) if token.is_punctuator(Punctuator::Comma)
                );
                if let (Some(parameter), true) = (variadic_next, after_comma) {
                    if arguments[parameter].is_empty() {
                        pieces.pop();
                    }
                    continue;
                }
                pieces.push(Piece::Paste);
                continue;
            }
            if let Some(parameter) = argument_of(Some(lexeme)) {
                let operand_of_paste = is_paste(index.checked_sub(2)) || is_paste(Some(index));
                if operand_of_paste {
                    if arguments[parameter].is_empty() {
                        pieces.push(Piece::Placemarker);
                    } else {
                        pieces.extend(arguments[parameter].iter().cloned().map(Piece::Token));
                    }
                } else {
                    let expanded = match &expanded_arguments[parameter] {
                        Some(expanded) => expanded.clone(),
                        None => {
                            let expanded = self.expand_tokens(arguments[parameter].clone());
                            expanded_arguments[parameter] = Some(expanded.clone());
                            expanded
                        }
                    };
                    pieces.extend(expanded.into_iter().map(Piece::Token));
                }
                continue;
            }
            let mut token = PpToken::new(lexeme.clone());
            token.lexeme.span = use_span;
            token.lexeme.starts_line = false;
            pieces.push(Piece::Token(token));
        }

        let mut output: Vec<Piece> = Vec::with_capacity(pieces.len());
        let mut pieces = pieces.into_iter().peekable();
        while let Some(piece) = pieces.next() {
            if !matches!(piece, Piece::Paste) {
                output.push(piece);
                continue;
            }
            let left = output.pop().and_then(Piece::into_token);
            let right = match pieces.peek() {
                Some(Piece::Paste) | None => None,
                Some(_) => pieces.next().and_then(Piece::into_token),
            };
            match (left, right) {
                (Some(left), Some(right)) => {
                    output.extend(paste(left, right, use_span, self.diagnostics));
                }
                (Some(token), None) | (None, Some(token)) => output.push(Piece::Token(token)),
                (None, None) => output.push(Piece::Placemarker),
            }
        }

        let mut result = Vec::with_capacity(output.len());
        for piece in output {
            if let Piece::Pasted(token, errors) = &piece {
                // The lexer's own messages, as it rendered them.
                for message in errors {
                    self.diagnostics.error(token.span(), message);
                }
            }
            if let Some(mut token) = piece.into_token() {
                token.hide_set = token.hide_set.union(hide_set);
                token.lexeme.starts_line = false;
                result.push(token);
            }
        }
        if let Some(first) = result.first_mut() {
            first.lexeme.space_before = space_before;
        }
        self.count_expanded_tokens(result.len(), use_span);
        result
    }

    /// Stops all further expansion once the budget is spent.
    fn count_expanded_tokens(&mut self, count: usize, at: Span) {
        self.expanded_tokens = self.expanded_tokens.saturating_add(count);
        if self.expanded_tokens > self.limits.expanded_tokens && !self.expansion_stopped {
            self.expansion_stopped = true;
            self.diagnostics.error(
                at,
                PreprocessError::ExpansionTooLarge {
                    limit: self.limits.expanded_tokens,
                },
            );
        }
    }
}

/// `#x`: the argument's spelling as a string literal (spaces between tokens
/// collapsed to one, `"` and `\` escaped).
fn stringize(argument: &[PpToken], use_span: Span) -> PpToken {
    let mut text = String::new();
    for (index, token) in argument.iter().enumerate() {
        if index > 0 && token.lexeme.space_before {
            text.push(' ');
        }
        text.push_str(&token.lexeme.text);
    }
    let spelling = format!("\"{}\"", escape_string(&text));
    PpToken::synthesized(TokenKind::String(text), spelling, use_span)
}

fn escape_string(text: &str) -> String {
    let mut escaped = String::with_capacity(text.len());
    for character in text.chars() {
        if matches!(character, '"' | '\\') {
            escaped.push('\\');
        }
        escaped.push(character);
    }
    escaped
}

/// `left ## right`: one token lexed from both spellings. If the spelling is
/// not one token, the error is reported and both tokens stay.
fn paste(
    left: PpToken,
    right: PpToken,
    use_span: Span,
    diagnostics: &mut Diagnostics,
) -> Vec<Piece> {
    let spelling = format!("{}{}", left.lexeme.text, right.lexeme.text);
    let mut lexing_errors = Diagnostics::new();
    let mut lexer = Lexer::new(use_span.file, &spelling);
    let first = lexer.next_lexeme(&mut lexing_errors);
    let rest = lexer.next_lexeme(&mut lexing_errors);
    let is_one_token = !first.is_end_of_file() && rest.is_end_of_file() && first.text == spelling;
    if !is_one_token {
        diagnostics.error(use_span, PreprocessError::InvalidPaste { spelling });
        return vec![Piece::Token(left), Piece::Token(right)];
    }
    let token = PpToken {
        lexeme: Lexeme {
            kind: first.kind,
            text: spelling,
            span: use_span,
            starts_line: false,
            space_before: left.lexeme.space_before,
        },
        hide_set: left.hide_set.intersection(&right.hide_set),
    };
    let errors = lexing_errors
        .iter()
        .map(|diagnostic| diagnostic.message.clone())
        .collect();
    vec![Piece::Pasted(token, errors)]
}
