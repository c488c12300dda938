//! Calls: what a callee name means (constructor, user function, intrinsic,
//! method), overload resolution over user functions with clang's
//! diagnostics, `in`/`out`/`inout` arguments, vector constructors.

use crate::ast::{Expression, ExpressionKind, Identifier};
use crate::diagnostics::Diagnostic;
use crate::span::Span;
use crate::types::{ScalarKind, Type};

use super::candidates::{CallKind, NoMatchingCall, Rejection};
use super::conversions::{implicit_rank, ConversionContext, Rank};
use super::expressions::error_expr;
use super::hir::{Arg, Expr, ExprKind, FunctionId, ParamMode};
use super::messages::{SemaError, SemaNote};
use super::scope::GlobalSymbol;
use super::Analyzer;

enum Viability {
    Viable(Vec<Rank>),
    Arity,
    Argument(usize),
}

impl Analyzer<'_> {
    pub fn call(&mut self, callee: &Expression, arguments: &[Expression], span: Span) -> Expr {
        match &callee.kind {
            ExpressionKind::Identifier(name) => self.named_call(name, arguments, span),
            ExpressionKind::QualifiedName(names) => {
                let name = Analyzer::joined_identifier(names, callee.span);
                self.named_call(&name, arguments, span)
            }
            ExpressionKind::TemplateName {
                name,
                arguments: template_arguments,
            } => self.template_call(name, Some(template_arguments), arguments, span),
            ExpressionKind::Member {
                object,
                member,
                template_arguments,
            } => {
                let object = self.check_expr(object);
                if template_arguments.is_none() {
                    if let Some(call) =
                        self.struct_method_call(object.clone(), member, arguments, span)
                    {
                        return call;
                    }
                }
                self.method_call(
                    object,
                    member,
                    template_arguments.as_deref(),
                    arguments,
                    span,
                )
            }
            _ => {
                let callee = self.check_expr(callee);
                if !callee.ty.is_error() {
                    let ty = self.type_name(&callee.ty);
                    self.error(callee.span, SemaError::NotAFunction { ty });
                }
                error_expr(span)
            }
        }
    }

    fn named_call(&mut self, name: &Identifier, arguments: &[Expression], span: Span) -> Expr {
        let text = name.name.as_str();
        // Local names hide everything.
        let local = self
            .function
            .as_ref()
            .and_then(|function| function.lookup(text));
        if let Some(id) = local {
            let ty = self
                .function
                .as_ref()
                .map_or(Type::Error, |f| f.locals[id].ty.clone());
            let ty = self.type_name(&ty);
            self.error(name.span, SemaError::NotAFunction { ty });
            return error_expr(span);
        }
        let is_type_name = ScalarKind::from_name(text).is_some()
            || text == "vector"
            || text == "matrix"
            || (text.len() > 1
                && text.ends_with(|c: char| ('1'..='4').contains(&c))
                && ScalarKind::from_name(
                    text.trim_end_matches(|c: char| c.is_ascii_digit() || c == 'x'),
                )
                .is_some());
        if is_type_name {
            let spec = crate::ast::TypeSpec {
                name: name.clone(),
                template_arguments: None,
                span: name.span,
            };
            let ty = self.resolve_type(&spec);
            return self.construct(ty, arguments, span);
        }
        if self.is_template_function_name(text) {
            return self.template_call(name, None, arguments, span);
        }
        match self.lookup_global(text) {
            Some(GlobalSymbol::Functions(candidates))
                if candidates
                    .iter()
                    .any(|id| self.signatures[*id].implicit_this) =>
            {
                self.unqualified_method_call(name, &candidates, arguments, span)
            }
            Some(GlobalSymbol::Functions(candidates)) => {
                self.user_call(name, &candidates, arguments, span)
            }
            Some(GlobalSymbol::Typedef(ty)) => self.construct(ty, arguments, span),
            Some(GlobalSymbol::Struct(_)) => {
                self.error(
                    name.span,
                    SemaError::StructFunctionalCast {
                        name: text.to_string(),
                    },
                );
                error_expr(span)
            }
            Some(_) => {
                let value = self.check_expr(&Expression {
                    kind: ExpressionKind::Identifier(name.clone()),
                    span: name.span,
                });
                if !value.ty.is_error() {
                    let ty = self.type_name(&value.ty);
                    self.error(name.span, SemaError::NotAFunction { ty });
                }
                error_expr(span)
            }
            None => match super::intrinsics::lookup(text) {
                Some(intrinsic) => self.intrinsic_call(intrinsic, name, arguments, span),
                None if super::compute::is_compute_function(text) => {
                    self.compute_call(name, arguments, span)
                }
                None => {
                    self.error(
                        name.span,
                        SemaError::UndeclaredIdentifier {
                            name: text.to_string(),
                        },
                    );
                    for argument in arguments {
                        self.check_expr(argument);
                    }
                    error_expr(span)
                }
            },
        }
    }

    fn viability(&self, id: FunctionId, args: &[Expr]) -> Viability {
        let signature = &self.signatures[id];
        let required =
            signature.params.len() - signature.defaults.iter().filter(|d| d.is_some()).count();
        if args.len() < required || args.len() > signature.params.len() {
            return Viability::Arity;
        }
        let mut ranks = Vec::new();
        for (index, (arg, (_, ty, mode, _))) in args.iter().zip(&signature.params).enumerate() {
            let inward = implicit_rank(&arg.ty, ty);
            let outward = implicit_rank(ty, &arg.ty);
            let rank = match mode {
                ParamMode::In => inward,
                ParamMode::Out => outward,
                ParamMode::InOut => inward.zip(outward).map(|(a, b)| a.max(b)),
            };
            match rank {
                Some(rank) => ranks.push(rank),
                None => return Viability::Argument(index),
            }
        }
        Viability::Viable(ranks)
    }

    fn user_call(
        &mut self,
        name: &Identifier,
        candidates: &[FunctionId],
        arguments: &[Expression],
        span: Span,
    ) -> Expr {
        let args: Vec<Expr> = arguments.iter().map(|a| self.check_expr(a)).collect();
        self.resolve_user_call(name, candidates, args, span)
    }

    /// Overload resolution over `candidates` for checked arguments, then the
    /// call (clang's diagnostics when none or several fit best).
    pub(super) fn resolve_user_call(
        &mut self,
        name: &Identifier,
        candidates: &[FunctionId],
        args: Vec<Expr>,
        span: Span,
    ) -> Expr {
        if args.iter().any(|arg| arg.ty.is_error()) {
            return error_expr(span);
        }
        let verdicts: Vec<(FunctionId, Viability)> = candidates
            .iter()
            .map(|id| (*id, self.viability(*id, &args)))
            .collect();
        let mut viable: Vec<(FunctionId, Vec<Rank>)> = verdicts
            .iter()
            .filter_map(|(id, verdict)| match verdict {
                Viability::Viable(ranks) => Some((*id, ranks.clone())),
                _ => None,
            })
            .collect();
        if viable.is_empty() {
            // HLSL resolves calls as C++ does: "no matching function" with a
            // note per candidate, also for a single candidate.
            let mut no_match = NoMatchingCall::new(CallKind::Function, &name.name, name.span);
            for (id, verdict) in &verdicts {
                let signature = &self.signatures[*id];
                let rejection = match verdict {
                    Viability::Arity => {
                        let parameters = signature.params.len();
                        let with_default = signature.defaults.iter().flatten().count();
                        Rejection::Arity {
                            required: parameters - with_default,
                            parameters,
                            provided: args.len(),
                            single_parameter: match signature.params.as_slice() {
                                [(name, ..)] if !name.is_empty() => Some(name.clone()),
                                _ => None,
                            },
                        }
                    }
                    Viability::Argument(index) => Rejection::Conversion {
                        index: *index,
                        from: self.type_name(&args[*index].ty),
                        to: self.type_name(&signature.params[*index].1),
                    },
                    Viability::Viable(_) => continue,
                };
                no_match = no_match.candidate(Some(signature.span), rejection);
            }
            self.report(no_match.diagnostic());
            return error_expr(span);
        }
        let key = |ranks: &Vec<Rank>| {
            (
                ranks.iter().copied().max().unwrap_or(Rank::Exact),
                ranks.iter().map(|rank| *rank as u32).sum::<u32>(),
            )
        };
        viable.sort_by_key(|(_, ranks)| key(ranks));
        if viable.len() > 1 && key(&viable[0].1) == key(&viable[1].1) {
            let best = key(&viable[0].1);
            let mut diagnostic = Diagnostic::error(
                name.span,
                SemaError::AmbiguousCall {
                    name: name.name.clone(),
                },
            );
            for (id, ranks) in &viable {
                if key(ranks) == best {
                    diagnostic =
                        diagnostic.with_note(Some(self.signatures[*id].span), SemaNote::Candidate);
                }
            }
            self.report(diagnostic);
            return error_expr(span);
        }
        let id = viable[0].0;
        self.bind_arguments(id, args, span)
    }

    /// Converts arguments to the chosen overload's parameters.
    fn bind_arguments(&mut self, id: FunctionId, args: Vec<Expr>, span: Span) -> Expr {
        let signature = self.signatures[id].clone();
        let mut bound = Vec::new();
        let arg_count = args.len();
        for (arg, (_, ty, mode, _)) in args.into_iter().zip(&signature.params) {
            match mode {
                ParamMode::In => {
                    let value = self.convert_implicit(arg, ty, ConversionContext::Quiet);
                    bound.push(Arg::Value(value));
                }
                ParamMode::Out | ParamMode::InOut => {
                    if !Analyzer::is_lvalue(&arg) || matches!(arg.kind, ExprKind::Resource { .. }) {
                        self.error(arg.span, SemaError::NonLvalueArgument { mode: *mode });
                        return error_expr(span);
                    }
                    if !self.check_assignable(&arg) {
                        return error_expr(span);
                    }
                    if implicit_rank(ty, &arg.ty) == Some(Rank::Truncation) {
                        self.warn_truncation(ty, &arg.ty, arg.span);
                    }
                    bound.push(Arg::Place {
                        place: arg,
                        param_ty: ty.clone(),
                        copy_in: *mode == ParamMode::InOut,
                    });
                }
            }
        }
        for default in signature.defaults.iter().skip(arg_count).flatten() {
            bound.push(Arg::Value(default.clone()));
        }
        if let Some(function) = &self.function {
            let caller = function.id;
            self.signatures[caller].callees.push((id, span));
        }
        Expr::new(
            ExprKind::Call {
                function: id,
                args: bound,
            },
            signature.return_type.clone(),
            span,
        )
    }

    /// `float3(a, b)`, `int(x)`, `vector<float, 2>(…)`.
    pub fn construct(&mut self, ty: Type, arguments: &[Expression], span: Span) -> Expr {
        let args: Vec<Expr> = arguments.iter().map(|a| self.check_expr(a)).collect();
        if ty.is_error() || args.iter().any(|arg| arg.ty.is_error()) {
            return error_expr(span);
        }
        let Some(scalar) = ty.scalar() else {
            let ty = self.type_name(&ty);
            self.error(span, SemaError::CannotConstruct { ty });
            return error_expr(span);
        };
        if matches!(ty, Type::Matrix(..)) {
            return self.matrix_construct(ty, args, span);
        }
        let size = ty.vector_size().unwrap_or(1);
        if args.len() == 1 && (args[0].ty.vector_size() == Some(1) || size == 1) {
            let arg = args.into_iter().next().unwrap_or_else(|| error_expr(span));
            return self.convert_explicit(arg, &ty, span);
        }
        let mut parts = Vec::new();
        let mut count = 0;
        for arg in args {
            if let Type::Matrix(_, r, c, o) = arg.ty {
                // A matrix's elements, row by row (DXC).
                count += r * c;
                parts.push(Analyzer::convert_node(arg, &Type::Matrix(scalar, r, c, o)));
                continue;
            }
            let Some(n) = arg.ty.vector_size() else {
                let ty = self.type_name(&arg.ty);
                self.error(arg.span, SemaError::VectorConstructorArgument { ty });
                return error_expr(span);
            };
            count += n;
            let part_ty = Type::scalar_or_vector(scalar, n);
            let part_ty = if matches!(arg.ty, Type::Vector(_, 1)) {
                Type::Scalar(scalar)
            } else {
                part_ty
            };
            parts.push(Analyzer::convert_node(arg, &part_ty));
        }
        if count != size {
            self.error(
                span,
                SemaError::VectorConstructorCount {
                    expected: size,
                    found: count,
                },
            );
            return error_expr(span);
        }
        Expr::new(ExprKind::Construct(parts), ty, span)
    }
}
