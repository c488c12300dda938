//! Attributes on statements, with DXC's rules: loop attributes (`[loop]`,
//! `[unroll]`, `[unroll(N)]`, `[fastopt]`, `[allow_uav_condition]`) on
//! `for`/`while`/`do`; `[branch]`/`[flatten]` on `if`/`switch`;
//! `[forcecase]`/`[call]` on `switch`. A misplaced one is a warning and
//! ignored, an unknown one is `unknown attribute 'X' ignored`. The hints code
//! generation honours come back as a [`ControlHint`]; `[fastopt]`,
//! `[allow_uav_condition]`, `[forcecase]` and `[call]` are accepted and have
//! no effect (as in clang).

use crate::ast::{Attribute, ExpressionKind, Statement, StatementKind, UnaryOperator};
use crate::diagnostics::Diagnostic;

use super::attribute_messages::{AttributeError, AttributeWarning};
use super::hir::ControlHint;
use super::Analyzer;

/// Where an attribute may stand.
#[derive(Clone, Copy, PartialEq, Eq)]
enum Placement {
    Loop,
    Branch,
    Switch,
}

/// Statement attributes DXC knows and where each may stand.
const STATEMENT_ATTRIBUTES: &[(&str, Placement)] = &[
    ("loop", Placement::Loop),
    ("unroll", Placement::Loop),
    ("fastopt", Placement::Loop),
    ("allow_uav_condition", Placement::Loop),
    ("branch", Placement::Branch),
    ("flatten", Placement::Branch),
    ("forcecase", Placement::Switch),
    ("call", Placement::Switch),
];

impl Analyzer<'_> {
    /// Checks the attributes of `statement`; returns the hint to honour.
    pub(super) fn statement_attributes(&mut self, statement: &Statement) -> Option<ControlHint> {
        let mut hint = None;
        for attribute in &statement.attributes {
            let [name] = attribute.name.as_slice() else {
                self.report(Diagnostic::warning(
                    attribute.span,
                    AttributeWarning::Unknown {
                        name: attribute
                            .name
                            .iter()
                            .map(|part| part.name.as_str())
                            .collect::<Vec<_>>()
                            .join("::"),
                    },
                ));
                continue;
            };
            let Some((known, placement)) = STATEMENT_ATTRIBUTES
                .iter()
                .find(|(known, _)| known.eq_ignore_ascii_case(&name.name))
            else {
                self.report(Diagnostic::warning(
                    name.span,
                    AttributeWarning::Unknown {
                        name: name.name.clone(),
                    },
                ));
                continue;
            };
            let fits = match placement {
                Placement::Loop => matches!(
                    statement.kind,
                    StatementKind::For { .. }
                        | StatementKind::While { .. }
                        | StatementKind::DoWhile { .. }
                ),
                Placement::Branch => {
                    matches!(
                        statement.kind,
                        StatementKind::If { .. } | StatementKind::Switch { .. }
                    )
                }
                Placement::Switch => matches!(statement.kind, StatementKind::Switch { .. }),
            };
            let written = name.name.clone();
            if !fits {
                let warning = match placement {
                    Placement::Loop => AttributeWarning::NotOnLoop { name: written },
                    Placement::Branch => AttributeWarning::NotOnBranch { name: written },
                    Placement::Switch => AttributeWarning::NotOnSwitch { name: written },
                };
                self.report(Diagnostic::warning(attribute.span, warning));
                continue;
            }
            let this = match *known {
                "loop" => Some(ControlHint::DontUnroll),
                "unroll" => self.unroll(attribute),
                "branch" => Some(ControlHint::Branch),
                "flatten" => Some(ControlHint::Flatten),
                _ => None,
            };
            hint = hint.or(this);
        }
        hint
    }

    /// `[unroll]` or `[unroll(N)]`: N must be an unsigned integer literal
    /// (a string is an error; a negative or float N a warning, the
    /// attribute then unrolls fully).
    fn unroll(&mut self, attribute: &Attribute) -> Option<ControlHint> {
        let argument = match attribute.arguments.as_slice() {
            [] => return Some(ControlHint::UnrollFull),
            [argument] => argument,
            _ => {
                self.report(Diagnostic::error(
                    attribute.span,
                    AttributeError::OneArgument {
                        name: "unroll".to_string(),
                    },
                ));
                return None;
            }
        };
        match &argument.kind {
            ExpressionKind::Integer { value, .. } => match u32::try_from(*value) {
                Ok(0) => Some(ControlHint::UnrollFull),
                Ok(count) => Some(ControlHint::UnrollCount(count)),
                Err(_) => {
                    self.report(Diagnostic::warning(
                        argument.span,
                        AttributeWarning::UnrollNotUnsigned,
                    ));
                    Some(ControlHint::UnrollFull)
                }
            },
            ExpressionKind::Float { .. }
            | ExpressionKind::Unary {
                operator: UnaryOperator::Negate,
                ..
            } => {
                self.report(Diagnostic::warning(
                    attribute.span,
                    AttributeWarning::UnrollNotUnsigned,
                ));
                Some(ControlHint::UnrollFull)
            }
            _ => {
                // A named constant (`[unroll(COUNT)]` after macro expansion
                // is a literal; `static const` values are folded).
                let is_integer_constant = !matches!(argument.kind, ExpressionKind::String(_));
                let value = is_integer_constant
                    .then(|| self.constant_integer(argument))
                    .flatten();
                match value.map(u32::try_from) {
                    Some(Ok(0)) => Some(ControlHint::UnrollFull),
                    Some(Ok(count)) => Some(ControlHint::UnrollCount(count)),
                    Some(Err(_)) => {
                        self.report(Diagnostic::warning(
                            attribute.span,
                            AttributeWarning::UnrollNotUnsigned,
                        ));
                        Some(ControlHint::UnrollFull)
                    }
                    None => {
                        if !is_integer_constant {
                            self.report(Diagnostic::error(
                                argument.span,
                                AttributeError::UnrollNotInteger,
                            ));
                        }
                        None
                    }
                }
            }
        }
    }
}
