//! Analysis of HLSL's compute features: `groupshared` declarations and
//! DXC's 32 KB limit on their total size, the barrier functions,
//! `Interlocked*` (on groupshared variables, RW buffer elements and
//! `RWByteAddressBuffer` offsets) and the wave/quad operations. Produces
//! [`ComputeCall`]s; code generation emits them (`codegen::compute`).
//!
//! This module types and checks; it must not know IR or intrinsic names.

use crate::ast::{self, Expression, Identifier};
use crate::diagnostics::Diagnostic;
use crate::span::Span;
use crate::types::{ResourceType, ScalarKind, StructTable, Type};

use super::candidates::{CallKind, NoMatchingCall, Rejection};
use super::compute_messages::ComputeError;
use super::compute_ops::{
    lookup, name_of, AtomicTarget, ComputeCall, ComputeOp, WaveOp, UNSUPPORTED,
};
use super::conversions::{is_lvalue, ConversionContext};
use super::expressions::error_expr;
use super::hir::{Expr, ExprKind, StaticGlobal};
use super::scope::GlobalSymbol;
use super::Analyzer;

/// DXC's limit on the groupshared memory of a compute shader, in bytes.
pub const GROUPSHARED_LIMIT: u64 = 32 * 1024;

/// Whether `name` is a compute function (known, or known to be unsupported).
pub fn is_compute_function(name: &str) -> bool {
    lookup(name).is_some() || UNSUPPORTED.contains(&name)
}

/// Whether `name` is an `Interlocked*` method of `RWByteAddressBuffer`.
pub fn is_raw_buffer_atomic(name: &str) -> bool {
    matches!(
        lookup(name),
        Some(ComputeOp::Atomic(_) | ComputeOp::CompareExchange | ComputeOp::CompareStore)
    )
}

/// The size in bytes of a groupshared variable of type `ty` (bool takes
/// four bytes, as DXC stores it).
fn byte_size(ty: &Type, structs: &StructTable) -> u64 {
    match ty {
        Type::Scalar(scalar) => u64::from(scalar.byte_size()),
        Type::Vector(scalar, n) => u64::from(scalar.byte_size()) * u64::from(*n),
        Type::Matrix(scalar, rows, columns, _) => {
            u64::from(scalar.byte_size()) * u64::from(*rows) * u64::from(*columns)
        }
        Type::Array(element, count) => byte_size(element, structs) * u64::from(*count),
        Type::Struct(id) => structs
            .get(*id)
            .fields
            .iter()
            .map(|field| byte_size(&field.ty, structs))
            .sum(),
        Type::Void | Type::Resource(_) | Type::Error => 0,
    }
}

/// The place an atomic writes, stripped of fields and subscripts.
fn root_of(expr: &Expr) -> &Expr {
    match &expr.kind {
        ExprKind::Field(base, _) | ExprKind::Index(base, _) | ExprKind::Swizzle(base, _) => {
            root_of(base)
        }
        _ => expr,
    }
}

/// How a wave operation types its arguments.
#[derive(Clone, Debug, PartialEq, Eq)]
enum WaveShape {
    /// No argument; returns the type.
    Nullary(Type),
    /// A bool argument; returns the type.
    Vote(Type),
    /// A numeric (not bool) value; returns its type.
    Value,
    /// An integer value; returns its type.
    Bits,
    /// A numeric value; returns bool of its shape.
    Equal,
    /// A value and a `uint` lane; returns the value's type.
    ValueAndLane,
}

fn wave_shape(op: WaveOp) -> WaveShape {
    use WaveOp as W;
    match op {
        W::GetLaneCount | W::GetLaneIndex => WaveShape::Nullary(Type::UINT),
        W::IsFirstLane => WaveShape::Nullary(Type::BOOL),
        W::AnyTrue | W::AllTrue => WaveShape::Vote(Type::BOOL),
        W::Ballot => WaveShape::Vote(Type::Vector(ScalarKind::Uint, 4)),
        W::CountBits | W::PrefixCountBits => WaveShape::Vote(Type::UINT),
        W::AllEqual => WaveShape::Equal,
        W::Sum
        | W::Product
        | W::Min
        | W::Max
        | W::PrefixSum
        | W::PrefixProduct
        | W::ReadLaneFirst
        | W::QuadReadAcrossX
        | W::QuadReadAcrossY
        | W::QuadReadAcrossDiagonal => WaveShape::Value,
        W::BitAnd | W::BitOr | W::BitXor => WaveShape::Bits,
        W::ReadLaneAt | W::QuadReadLaneAt => WaveShape::ValueAndLane,
    }
}

impl Analyzer<'_> {
    /// `groupshared T name[N];` at global scope.
    pub fn groupshared_declaration(&mut self, declaration: &ast::VariableDeclaration) {
        let base = self.resolve_type(&declaration.ty);
        for declarator in &declaration.declarators {
            let ty = self.apply_array_dimensions(
                base.clone(),
                &declarator.array_dimensions,
                declarator.span,
            );
            if ty.is_error() {
                let _ = self.globals.insert(
                    &declarator.name.name,
                    GlobalSymbol::Constant(super::hir::ConstValue::Int(0), Type::Error),
                    declarator.name.span,
                );
                continue;
            }
            if ty.is_resource() || ty.holds_resources(&self.structs) {
                let ty = self.type_name(&ty);
                self.report(Diagnostic::error(
                    declarator.name.span,
                    ComputeError::GroupsharedResource { ty },
                ));
                continue;
            }
            if let Some(initializer) = &declarator.initializer {
                let span = match initializer {
                    ast::Initializer::Expression(expression) => expression.span,
                    ast::Initializer::List(_, span) => *span,
                };
                self.report(Diagnostic::error(
                    span,
                    ComputeError::GroupsharedInitializer,
                ));
            }
            let id = self.statics.len();
            self.statics.push(StaticGlobal {
                name: declarator.name.name.clone(),
                ty,
                initializer: None,
                constant: false,
                groupshared: true,
            });
            self.define(&declarator.name, GlobalSymbol::Static(id));
        }
    }

    /// DXC's limit on the total groupshared size, reported at the variable
    /// that crosses it.
    pub fn check_groupshared_size(&mut self) {
        let mut total = 0u64;
        let mut crossing = None;
        for global in self.statics.iter().filter(|global| global.groupshared) {
            total += byte_size(&global.ty, &self.structs);
            if total > GROUPSHARED_LIMIT && crossing.is_none() {
                crossing = Some(global.name.clone());
            }
        }
        if let Some(name) = crossing {
            if let Some(span) = self.globals.span_of(&name) {
                self.report(Diagnostic::error(
                    span,
                    ComputeError::GroupsharedTooLarge {
                        size: total,
                        limit: GROUPSHARED_LIMIT,
                    },
                ));
            }
        }
    }

    /// A call of a barrier, `Interlocked*` or wave function.
    pub fn compute_call(
        &mut self,
        name: &Identifier,
        arguments: &[Expression],
        span: Span,
    ) -> Expr {
        let args: Vec<Expr> = arguments.iter().map(|a| self.check_expr(a)).collect();
        if args.iter().any(|arg| arg.ty.is_error()) {
            return error_expr(span);
        }
        let Some(op) = lookup(&name.name) else {
            self.report(Diagnostic::error(
                name.span,
                ComputeError::Unsupported {
                    function: name.name.clone(),
                },
            ));
            return error_expr(span);
        };
        match op {
            ComputeOp::Barrier(_) => {
                if !self.check_arity(op, name.span, args.len(), 0, 0) {
                    return error_expr(span);
                }
                self.compute_expr(op, None, Vec::new(), None, Type::Void, span)
            }
            ComputeOp::Atomic(_) | ComputeOp::CompareExchange | ComputeOp::CompareStore => {
                let mut args = args.into_iter();
                let Some(target) = args.next() else {
                    let (_, required, most) = atomic_arity(op);
                    self.check_arity(op, name.span, 0, required + 1, most + 1);
                    return error_expr(span);
                };
                let Some(target) = self.atomic_place(op, name, target) else {
                    return error_expr(span);
                };
                let ty = match &target {
                    AtomicTarget::Place(place) => place.ty.clone(),
                    AtomicTarget::RawBuffer { .. } => Type::UINT,
                };
                self.atomic_operands(op, name, target, ty, args.collect(), span)
            }
            ComputeOp::Wave(wave) => self.wave_call(op, wave, name, args, span),
        }
    }

    /// `buffer.Interlocked*(offset, …)` on a `RWByteAddressBuffer`: 32-bit
    /// words (`uint`).
    pub fn raw_buffer_atomic(
        &mut self,
        object: Expr,
        resource: &ResourceType,
        method: &Identifier,
        args: Vec<Expr>,
        span: Span,
    ) -> Expr {
        let Some(op) = lookup(&method.name) else {
            return error_expr(span);
        };
        if !resource.writable {
            self.report(Diagnostic::error(method.span, ComputeError::AtomicTarget));
            return error_expr(span);
        }
        let mut args = args.into_iter();
        let Some(offset) = args.next() else {
            let (_, required, most) = atomic_arity(op);
            self.check_arity(op, method.span, 0, required + 1, most + 1);
            return error_expr(span);
        };
        let offset = self.convert_implicit(offset, &Type::UINT, ConversionContext::Quiet);
        if offset.ty.is_error() {
            return error_expr(span);
        }
        let target = AtomicTarget::RawBuffer {
            buffer: Box::new(object),
            offset: Box::new(offset),
        };
        self.atomic_operands(op, method, target, Type::UINT, args.collect(), span)
    }

    /// Checks the atomic's destination: an integer lvalue in groupshared
    /// memory or a RW buffer element.
    fn atomic_place(
        &mut self,
        op: ComputeOp,
        name: &Identifier,
        target: Expr,
    ) -> Option<AtomicTarget> {
        let integer = matches!(&target.ty, Type::Scalar(scalar) if scalar.is_integer());
        if !integer {
            let from = self.type_name(&target.ty);
            let diagnostic = NoMatchingCall::new(CallKind::Function, name_of(op), name.span)
                .candidate(
                    None,
                    Rejection::Conversion {
                        index: 0,
                        from,
                        to: "unsigned int &".to_string(),
                    },
                )
                .diagnostic();
            self.report(diagnostic);
            return None;
        }
        let valid = match &root_of(&target).kind {
            ExprKind::Static(id) => self.statics[*id].groupshared,
            ExprKind::ResourceElement(resource, _) => matches!(
                &resource.ty,
                Type::Resource(resource) if resource.writable
            ),
            _ => false,
        };
        if matches!(root_of(&target).kind, ExprKind::Texel { .. }) {
            self.report(Diagnostic::error(
                target.span,
                ComputeError::Unsupported {
                    function: format!("{} on a texture texel", name_of(op)),
                },
            ));
            return None;
        }
        if !valid || !is_lvalue(&target) {
            self.report(Diagnostic::error(target.span, ComputeError::AtomicTarget));
            return None;
        }
        self.check_atomic_width(&target.ty, target.span)
            .then(|| AtomicTarget::Place(Box::new(target)))
    }

    /// 64-bit atomics need shader model 6.6.
    fn check_atomic_width(&mut self, ty: &Type, span: Span) -> bool {
        let wide = ty.scalar().is_some_and(|scalar| scalar.bits() == 64);
        let model = self.target.shader_model;
        if wide && (model.major, model.minor) < (6, 6) {
            self.report(Diagnostic::error(
                span,
                ComputeError::Atomic64BitShaderModel,
            ));
            return false;
        }
        true
    }

    /// The value operands (converted to `ty`) and the output of an atomic.
    fn atomic_operands(
        &mut self,
        op: ComputeOp,
        name: &Identifier,
        target: AtomicTarget,
        ty: Type,
        rest: Vec<Expr>,
        span: Span,
    ) -> Expr {
        let (values, required, most) = atomic_arity(op);
        if !self.check_arity(op, name.span, rest.len() + 1, required + 1, most + 1) {
            return error_expr(span);
        }
        let mut operands = Vec::new();
        let mut original = None;
        for (index, arg) in rest.into_iter().enumerate() {
            if index < values {
                let converted = self.convert_implicit(arg, &ty, ConversionContext::Quiet);
                if converted.ty.is_error() {
                    return error_expr(span);
                }
                operands.push(converted);
                continue;
            }
            let writable =
                is_lvalue(&arg) && matches!(arg.ty, Type::Scalar(_)) && self.check_assignable(&arg);
            if !writable {
                self.report(Diagnostic::error(
                    arg.span,
                    ComputeError::OutputNotReference {
                        function: name_of(op),
                    },
                ));
                return error_expr(span);
            }
            original = Some(Box::new(arg));
        }
        self.compute_expr(op, Some(target), operands, original, Type::Void, span)
    }

    fn wave_call(
        &mut self,
        op: ComputeOp,
        wave: WaveOp,
        name: &Identifier,
        args: Vec<Expr>,
        span: Span,
    ) -> Expr {
        let shape = wave_shape(wave);
        let shape_kind = shape.clone();
        let arity = match shape {
            WaveShape::Nullary(_) => 0,
            WaveShape::ValueAndLane => 2,
            _ => 1,
        };
        if !self.check_arity(op, name.span, args.len(), arity, arity) {
            return error_expr(span);
        }
        let mut args = args.into_iter();
        let (operands, result) = match shape {
            WaveShape::Nullary(ty) => (Vec::new(), ty),
            WaveShape::Vote(ty) => {
                let Some(value) = args.next() else {
                    return error_expr(span);
                };
                let value = self.convert_implicit(value, &Type::BOOL, ConversionContext::Quiet);
                if value.ty.is_error() {
                    return error_expr(span);
                }
                (vec![value], ty)
            }
            WaveShape::Value | WaveShape::Bits | WaveShape::Equal | WaveShape::ValueAndLane => {
                let Some(value) = args.next() else {
                    return error_expr(span);
                };
                let scalar = value.ty.scalar();
                let accepted = match shape_kind {
                    WaveShape::Bits => scalar.is_some_and(ScalarKind::is_integer),
                    WaveShape::Equal => scalar.is_some(),
                    _ => scalar.is_some_and(|s| s != ScalarKind::Bool),
                } && matches!(value.ty, Type::Scalar(_) | Type::Vector(..));
                if !accepted {
                    let from = self.type_name(&value.ty);
                    let to = if shape == WaveShape::Bits {
                        "uint"
                    } else {
                        "float"
                    };
                    let diagnostic =
                        NoMatchingCall::new(CallKind::Function, name_of(op), name.span)
                            .candidate(
                                Some(value.span),
                                Rejection::Conversion {
                                    index: 0,
                                    from,
                                    to: to.to_string(),
                                },
                            )
                            .diagnostic();
                    self.report(diagnostic);
                    return error_expr(span);
                }
                let result = if shape == WaveShape::Equal {
                    value.ty.with_scalar(ScalarKind::Bool)
                } else {
                    value.ty.clone()
                };
                let mut operands = vec![value];
                if let Some(lane) = args.next() {
                    let lane = self.convert_implicit(lane, &Type::UINT, ConversionContext::Quiet);
                    if lane.ty.is_error() {
                        return error_expr(span);
                    }
                    operands.push(lane);
                }
                (operands, result)
            }
        };
        self.compute_expr(op, None, operands, None, result, span)
    }

    /// Reports a wrong argument count in DXC's words.
    fn check_arity(
        &mut self,
        op: ComputeOp,
        at: Span,
        provided: usize,
        required: usize,
        most: usize,
    ) -> bool {
        self.check_intrinsic_arity(name_of(op), at, provided, required, most)
    }

    fn compute_expr(
        &mut self,
        op: ComputeOp,
        target: Option<AtomicTarget>,
        operands: Vec<Expr>,
        original: Option<Box<Expr>>,
        ty: Type,
        span: Span,
    ) -> Expr {
        Expr::new(
            ExprKind::Compute(ComputeCall {
                op,
                target,
                operands,
                original,
            }),
            ty,
            span,
        )
    }
}

/// The operands of an atomic after the destination: how many are values
/// (converted to the destination's type), and how many operands it takes at
/// least and at most (the rest is the output of the original value).
fn atomic_arity(op: ComputeOp) -> (usize, usize, usize) {
    match op {
        ComputeOp::Atomic(_) => (1, 1, 2),
        ComputeOp::CompareExchange => (2, 3, 3),
        ComputeOp::CompareStore => (2, 2, 2),
        _ => (0, 0, 0),
    }
}
