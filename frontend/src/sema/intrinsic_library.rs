//! Typing of the intrinsics of HLSL's library whose signatures do not fit
//! the shared rules of `intrinsics` (mixed vector/scalar operands, fixed
//! shapes, doubles only, bit patterns of halves), with DXC's overloads and
//! its "no matching function" diagnostics.
//!
//! This module types and converts arguments; it must not emit IR.

use crate::span::Span;
use crate::types::{ScalarKind, Type};

use super::candidates::{CallKind, NoMatchingCall, Rejection};
use super::expressions::error_expr;
use super::hir::{Expr, ExprKind, Intrinsic};
use super::Analyzer;

/// The signature shapes of this module.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum LibraryRule {
    /// `refract(floatN i, floatN n, float eta)` → `floatN`.
    Refract,
    /// `fma(doubleN a, doubleN b, doubleN c)` → `doubleN`.
    Double,
    /// `f32tof16(floatN)` → `uintN`.
    FloatToHalfBits,
    /// `f16tof32(uintN)` → `floatN`.
    HalfBitsToFloat,
    /// `D3DCOLORtoUBYTE4(float4)` → `int4`.
    Color,
    /// `dst(float4, float4)` → `float4`.
    Dst,
    /// `lit(float, float, float)` → `float4`.
    Lit,
    /// `sincos(floatN, out floatN, out floatN)` → `void`,
    /// `modf(floatN, out floatN)` / `frexp(floatN, out floatN)` → `floatN`:
    /// the last `n` arguments are output places.
    Outputs(usize),
    /// `asdouble(uintN lo, uintN hi)` → `doubleN`.
    AsDouble,
}

/// The HLSL name of a library intrinsic (for diagnostics).
fn name_of(intrinsic: Intrinsic) -> &'static str {
    match intrinsic {
        Intrinsic::Refract => "refract",
        Intrinsic::Fma => "fma",
        Intrinsic::F32ToF16 => "f32tof16",
        Intrinsic::F16ToF32 => "f16tof32",
        Intrinsic::D3dColorToUbyte4 => "D3DCOLORtoUBYTE4",
        Intrinsic::Dst => "dst",
        Intrinsic::Lit => "lit",
        Intrinsic::SinCos => "sincos",
        Intrinsic::Modf => "modf",
        Intrinsic::Frexp => "frexp",
        Intrinsic::AsDouble => "asdouble",
        Intrinsic::SplitDouble | Intrinsic::AsUint => "asuint",
        _ => "?",
    }
}

/// The width of a scalar or vector type (1 for scalars).
fn width(ty: &Type) -> Option<u32> {
    match ty {
        Type::Scalar(_) => Some(1),
        Type::Vector(_, n) => Some(*n),
        _ => None,
    }
}

impl Analyzer<'_> {
    /// Types a call of an intrinsic whose rule is one of [`LibraryRule`];
    /// `None` when the rule is another (the caller types it).
    pub fn library_call(
        &mut self,
        intrinsic: Intrinsic,
        rule: Option<LibraryRule>,
        args: &[Expr],
        span: Span,
    ) -> Option<Expr> {
        let rule = rule?;
        let first_width = width(&args[0].ty);
        if let LibraryRule::Outputs(count) = rule {
            return Some(self.outputs_call(intrinsic, count, args, span));
        }
        // Parameter types, one per argument, and the result.
        let float_n = |n: u32| Type::scalar_or_vector(ScalarKind::Float, n);
        let (params, result): (Vec<Type>, Type) = match rule {
            LibraryRule::Refract => {
                let n = first_width.unwrap_or(1);
                (vec![float_n(n), float_n(n), Type::FLOAT], float_n(n))
            }
            LibraryRule::Double => {
                let n = first_width.unwrap_or(1);
                let double = Type::scalar_or_vector(ScalarKind::Double, n);
                if args[0].ty.scalar() != Some(ScalarKind::Double) {
                    return Some(self.library_not_viable(intrinsic, args, 0, &double, span));
                }
                (vec![double.clone(); 3], double)
            }
            LibraryRule::FloatToHalfBits => {
                let n = first_width.unwrap_or(1);
                (
                    vec![float_n(n)],
                    Type::scalar_or_vector(ScalarKind::Uint, n),
                )
            }
            LibraryRule::HalfBitsToFloat => {
                let n = first_width.unwrap_or(1);
                (
                    vec![Type::scalar_or_vector(ScalarKind::Uint, n)],
                    float_n(n),
                )
            }
            LibraryRule::Color => (vec![float_n(4)], Type::Vector(ScalarKind::Int, 4)),
            LibraryRule::Dst => (vec![float_n(4), float_n(4)], float_n(4)),
            LibraryRule::Lit => (vec![Type::FLOAT; 3], float_n(4)),
            LibraryRule::Outputs(_) => return None,
            LibraryRule::AsDouble => {
                let n = first_width.unwrap_or(1);
                let uint = Type::scalar_or_vector(ScalarKind::Uint, n);
                (
                    vec![uint.clone(), uint],
                    Type::scalar_or_vector(ScalarKind::Double, n),
                )
            }
        };
        let mut converted = Vec::with_capacity(args.len());
        for (index, (arg, param)) in args.iter().zip(&params).enumerate() {
            let accepted = super::conversions::implicit_rank(&arg.ty, param).is_some()
                && (width(&arg.ty) == width(param) || width(&arg.ty) == Some(1));
            if !accepted {
                return Some(self.library_not_viable(intrinsic, args, index, param, span));
            }
            converted.push(Analyzer::convert_node(arg.clone(), param));
        }
        Some(Expr::new(
            ExprKind::Intrinsic(intrinsic, converted),
            result,
            span,
        ))
    }

    /// `sincos`, `modf`, `frexp`: a float value (integers become float) and
    /// output places, which code generation writes converted to their types.
    fn outputs_call(
        &mut self,
        intrinsic: Intrinsic,
        count: usize,
        args: &[Expr],
        span: Span,
    ) -> Expr {
        let value_ty = match args[0].ty.scalar() {
            Some(scalar) if scalar.is_float() => args[0].ty.clone(),
            _ => args[0].ty.with_scalar(ScalarKind::Float),
        };
        let first = args.len() - count;
        for (index, arg) in args.iter().enumerate().skip(first) {
            let convertible = super::conversions::implicit_rank(&value_ty, &arg.ty).is_some();
            if !super::conversions::is_lvalue(arg) || !convertible {
                let to = format!("{} &", self.type_name(&value_ty));
                let from = self.type_name(&arg.ty);
                let diagnostic = NoMatchingCall::new(CallKind::Function, name_of(intrinsic), span)
                    .candidate(Some(arg.span), Rejection::Conversion { index, from, to })
                    .diagnostic();
                self.report(diagnostic);
                return error_expr(span);
            }
            if !self.check_assignable(arg) {
                return error_expr(span);
            }
        }
        let mut converted = vec![Analyzer::convert_node(args[0].clone(), &value_ty)];
        converted.extend(args[first..].iter().cloned());
        let result = if intrinsic == Intrinsic::SinCos {
            Type::Void
        } else {
            value_ty
        };
        Expr::new(ExprKind::Intrinsic(intrinsic, converted), result, span)
    }

    /// `asuint(doubleN d, out uintN lo, out uintN hi)`.
    pub fn split_double_call(&mut self, args: &[Expr], span: Span) -> Expr {
        let n = width(&args[0].ty).unwrap_or(1);
        if args[0].ty.scalar() != Some(ScalarKind::Double) {
            let double = Type::scalar_or_vector(ScalarKind::Double, n);
            return self.library_not_viable(Intrinsic::SplitDouble, args, 0, &double, span);
        }
        let uint = Type::scalar_or_vector(ScalarKind::Uint, n);
        for (index, arg) in args.iter().enumerate().skip(1) {
            if !super::conversions::is_lvalue(arg) || arg.ty != uint {
                let to = format!("{} &", self.type_name(&uint));
                let from = self.type_name(&arg.ty);
                let diagnostic = NoMatchingCall::new(CallKind::Function, "asuint", span)
                    .candidate(Some(arg.span), Rejection::Conversion { index, from, to })
                    .diagnostic();
                self.report(diagnostic);
                return error_expr(span);
            }
            if !self.check_assignable(arg) {
                return error_expr(span);
            }
        }
        Expr::new(
            ExprKind::Intrinsic(Intrinsic::SplitDouble, args.to_vec()),
            Type::Void,
            span,
        )
    }

    fn library_not_viable(
        &mut self,
        intrinsic: Intrinsic,
        args: &[Expr],
        index: usize,
        expected: &Type,
        span: Span,
    ) -> Expr {
        let from = self.type_name(&args[index].ty);
        let to = self.type_name(expected);
        let diagnostic = NoMatchingCall::new(CallKind::Function, name_of(intrinsic), span)
            .candidate(
                Some(args[index].span),
                Rejection::Conversion { index, from, to },
            )
            .diagnostic();
        self.report(diagnostic);
        error_expr(span)
    }
}
