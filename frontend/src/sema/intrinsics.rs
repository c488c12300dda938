//! The HLSL math intrinsics: names, arities and typing rules (which argument
//! types they accept and what they return). Code generation maps each to
//! LLVM intrinsics or arithmetic.

use crate::ast::{Expression, Identifier};
use crate::span::Span;
use crate::types::{ScalarKind, Type};

use super::candidates::{CallKind, NoMatchingCall, Rejection};
use super::expressions::error_expr;
use super::hir::{Expr, ExprKind, Intrinsic};
use super::Analyzer;

/// How an intrinsic types its arguments.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum Rule {
    /// Float arguments (integers become float) of one common type; returns it.
    Float,
    /// Numeric arguments of one common type (bool becomes int); returns it.
    Numeric,
    /// Any numeric argument; returns `bool`.
    Reduce,
    /// Float argument; returns bool of its shape.
    FloatTest,
    /// Numeric argument; returns int of its shape.
    Sign,
    /// Vectors of one common type; returns the scalar.
    Dot,
    /// `float3` × `float3`.
    Cross,
    /// Float vector; returns the float scalar.
    Length,
    /// Bit casts to a 32-bit scalar kind, same shape.
    BitCast(ScalarKind),
    /// 32-bit integers; returns uint of the shape.
    Bits,
    /// 32-bit integers; returns the same type.
    BitsSame,
    /// `select(cond, a, b)`: a bool condition (per component for vectors)
    /// and two values of one common type.
    Select,
    /// `mul`, `transpose`, `determinant`: typed by `sema::matrices`.
    Matrix,
    /// `and`, `or`: operands of one common shape converted to bool; returns
    /// bool of that shape.
    Logical,
    /// Float vectors of one common type; returns the float scalar
    /// (`distance`).
    Distance,
    /// `refract(i, n, eta)`: float vectors and a float scalar; returns the
    /// vector.
    Refract,
    /// Doubles only (`fma`).
    Double,
    /// `f32tof16`: float → uint of the shape.
    FloatToHalfBits,
    /// `f16tof32`: uint → float of the shape.
    HalfBitsToFloat,
    /// `D3DCOLORtoUBYTE4`: `float4` → `int4`.
    Color,
    /// `dst(float4, float4)` → `float4`.
    Dst,
    /// `lit(float, float, float)` → `float4`.
    Lit,
    /// A float value and `n` output places of its type (`sincos`, `modf`,
    /// `frexp`).
    Outputs(usize),
    /// `asdouble(uintN, uintN)` → `doubleN`.
    AsDouble,
}

const TABLE: &[(&str, Intrinsic, usize, Rule)] = &[
    ("all", Intrinsic::All, 1, Rule::Reduce),
    ("any", Intrinsic::Any, 1, Rule::Reduce),
    ("abs", Intrinsic::Abs, 1, Rule::Numeric),
    ("min", Intrinsic::Min, 2, Rule::Numeric),
    ("max", Intrinsic::Max, 2, Rule::Numeric),
    ("clamp", Intrinsic::Clamp, 3, Rule::Numeric),
    ("saturate", Intrinsic::Saturate, 1, Rule::Float),
    ("lerp", Intrinsic::Lerp, 3, Rule::Float),
    ("dot", Intrinsic::Dot, 2, Rule::Dot),
    ("cross", Intrinsic::Cross, 2, Rule::Cross),
    ("length", Intrinsic::Length, 1, Rule::Length),
    ("normalize", Intrinsic::Normalize, 1, Rule::Float),
    ("floor", Intrinsic::Floor, 1, Rule::Float),
    ("ceil", Intrinsic::Ceil, 1, Rule::Float),
    ("frac", Intrinsic::Frac, 1, Rule::Float),
    ("round", Intrinsic::Round, 1, Rule::Float),
    ("trunc", Intrinsic::Trunc, 1, Rule::Float),
    ("sqrt", Intrinsic::Sqrt, 1, Rule::Float),
    ("rsqrt", Intrinsic::Rsqrt, 1, Rule::Float),
    ("exp", Intrinsic::Exp, 1, Rule::Float),
    ("exp2", Intrinsic::Exp2, 1, Rule::Float),
    ("log", Intrinsic::Log, 1, Rule::Float),
    ("log2", Intrinsic::Log2, 1, Rule::Float),
    ("pow", Intrinsic::Pow, 2, Rule::Float),
    ("sin", Intrinsic::Sin, 1, Rule::Float),
    ("cos", Intrinsic::Cos, 1, Rule::Float),
    ("tan", Intrinsic::Tan, 1, Rule::Float),
    ("asin", Intrinsic::Asin, 1, Rule::Float),
    ("acos", Intrinsic::Acos, 1, Rule::Float),
    ("atan", Intrinsic::Atan, 1, Rule::Float),
    ("atan2", Intrinsic::Atan2, 2, Rule::Float),
    ("fmod", Intrinsic::Fmod, 2, Rule::Float),
    ("step", Intrinsic::Step, 2, Rule::Float),
    ("smoothstep", Intrinsic::Smoothstep, 3, Rule::Float),
    ("sign", Intrinsic::Sign, 1, Rule::Sign),
    ("isnan", Intrinsic::IsNan, 1, Rule::FloatTest),
    ("isinf", Intrinsic::IsInf, 1, Rule::FloatTest),
    (
        "asuint",
        Intrinsic::AsUint,
        1,
        Rule::BitCast(ScalarKind::Uint),
    ),
    ("asint", Intrinsic::AsInt, 1, Rule::BitCast(ScalarKind::Int)),
    (
        "asfloat",
        Intrinsic::AsFloat,
        1,
        Rule::BitCast(ScalarKind::Float),
    ),
    ("countbits", Intrinsic::CountBits, 1, Rule::Bits),
    ("reversebits", Intrinsic::ReverseBits, 1, Rule::BitsSame),
    ("firstbithigh", Intrinsic::FirstBitHigh, 1, Rule::Bits),
    ("firstbitlow", Intrinsic::FirstBitLow, 1, Rule::Bits),
    ("ddx", Intrinsic::Ddx, 1, Rule::Float),
    ("ddy", Intrinsic::Ddy, 1, Rule::Float),
    ("mad", Intrinsic::Mad, 3, Rule::Numeric),
    ("select", Intrinsic::Select, 3, Rule::Select),
    ("and", Intrinsic::And, 2, Rule::Logical),
    ("or", Intrinsic::Or, 2, Rule::Logical),
    ("mul", Intrinsic::Mul, 2, Rule::Matrix),
    ("transpose", Intrinsic::Transpose, 1, Rule::Matrix),
    ("determinant", Intrinsic::Determinant, 1, Rule::Matrix),
    ("degrees", Intrinsic::Degrees, 1, Rule::Float),
    ("radians", Intrinsic::Radians, 1, Rule::Float),
    ("sinh", Intrinsic::Sinh, 1, Rule::Float),
    ("cosh", Intrinsic::Cosh, 1, Rule::Float),
    ("tanh", Intrinsic::Tanh, 1, Rule::Float),
    ("log10", Intrinsic::Log10, 1, Rule::Float),
    ("rcp", Intrinsic::Rcp, 1, Rule::Float),
    ("distance", Intrinsic::Distance, 2, Rule::Distance),
    ("reflect", Intrinsic::Reflect, 2, Rule::Float),
    ("refract", Intrinsic::Refract, 3, Rule::Refract),
    ("faceforward", Intrinsic::FaceForward, 3, Rule::Float),
    ("isfinite", Intrinsic::IsFinite, 1, Rule::FloatTest),
    ("fma", Intrinsic::Fma, 3, Rule::Double),
    ("ldexp", Intrinsic::Ldexp, 2, Rule::Float),
    ("f32tof16", Intrinsic::F32ToF16, 1, Rule::FloatToHalfBits),
    ("f16tof32", Intrinsic::F16ToF32, 1, Rule::HalfBitsToFloat),
    (
        "D3DCOLORtoUBYTE4",
        Intrinsic::D3dColorToUbyte4,
        1,
        Rule::Color,
    ),
    ("dst", Intrinsic::Dst, 2, Rule::Dst),
    ("lit", Intrinsic::Lit, 3, Rule::Lit),
    ("sincos", Intrinsic::SinCos, 3, Rule::Outputs(2)),
    ("modf", Intrinsic::Modf, 2, Rule::Outputs(1)),
    ("frexp", Intrinsic::Frexp, 2, Rule::Outputs(1)),
    ("asdouble", Intrinsic::AsDouble, 2, Rule::AsDouble),
];

/// What `library_call` needs of a rule.
fn rule_kind(rule: Rule) -> Option<super::intrinsic_library::LibraryRule> {
    use super::intrinsic_library::LibraryRule as L;
    Some(match rule {
        Rule::Refract => L::Refract,
        Rule::Double => L::Double,
        Rule::FloatToHalfBits => L::FloatToHalfBits,
        Rule::HalfBitsToFloat => L::HalfBitsToFloat,
        Rule::Color => L::Color,
        Rule::Dst => L::Dst,
        Rule::Lit => L::Lit,
        Rule::Outputs(count) => L::Outputs(count),
        Rule::AsDouble => L::AsDouble,
        _ => return None,
    })
}

/// The intrinsic of a name.
pub fn lookup(name: &str) -> Option<Intrinsic> {
    TABLE
        .iter()
        .find(|(text, ..)| *text == name)
        .map(|(_, intrinsic, ..)| *intrinsic)
}

fn row(intrinsic: Intrinsic) -> (&'static str, usize, Rule) {
    TABLE
        .iter()
        .find(|(_, id, ..)| *id == intrinsic)
        .map(|(name, _, arity, rule)| (*name, *arity, *rule))
        .unwrap_or(("?", 1, Rule::Float))
}

/// An intrinsic's HLSL name and argument count.
pub(super) fn name_and_arity(intrinsic: Intrinsic) -> (&'static str, usize) {
    let (name, arity, _) = row(intrinsic);
    (name, arity)
}

impl Analyzer<'_> {
    /// Whether a built-in function takes `provided` arguments (from
    /// `required` to `most`); if not, "no matching function" in DXC's words.
    /// DXC's intrinsic table gives one built-in candidate per intrinsic and
    /// arity: its note has no place in the source.
    pub(super) fn check_intrinsic_arity(
        &mut self,
        text: &str,
        at: Span,
        provided: usize,
        required: usize,
        most: usize,
    ) -> bool {
        if (required..=most).contains(&provided) {
            return true;
        }
        let diagnostic = NoMatchingCall::new(CallKind::Function, text, at)
            .candidate(
                None,
                Rejection::Arity {
                    required,
                    parameters: most,
                    provided,
                    single_parameter: None,
                },
            )
            .diagnostic();
        self.report(diagnostic);
        false
    }

    pub fn intrinsic_call(
        &mut self,
        intrinsic: Intrinsic,
        name: &Identifier,
        arguments: &[Expression],
        span: Span,
    ) -> Expr {
        if row(intrinsic).2 == Rule::Matrix {
            return self.matrix_intrinsic(intrinsic, name, arguments, span);
        }
        let args: Vec<Expr> = arguments.iter().map(|a| self.check_expr(a)).collect();
        if args.iter().any(|arg| arg.ty.is_error()) {
            return error_expr(span);
        }
        if intrinsic == Intrinsic::AsUint && args.len() == 3 {
            return self.split_double_call(&args, span);
        }
        let (text, arity, rule) = row(intrinsic);
        if !self.check_intrinsic_arity(text, name.span, args.len(), arity, arity) {
            return error_expr(span);
        }
        let not_viable = |this: &mut Analyzer, index: usize, expected: &str| {
            let diagnostic = NoMatchingCall::new(CallKind::Function, text, name.span)
                .candidate(
                    Some(args[index].span),
                    Rejection::Conversion {
                        index,
                        from: this.type_name(&args[index].ty),
                        to: expected.to_string(),
                    },
                )
                .diagnostic();
            this.report(diagnostic);
            error_expr(span)
        };
        if let Some(index) = args.iter().position(|arg| !arg.ty.is_numeric()) {
            return not_viable(self, index, "float");
        }
        if rule == Rule::Select {
            return self.select_call(args, span);
        }
        if let Some(typed) = self.library_call(intrinsic, rule_kind(rule), &args, span) {
            return typed;
        }
        // The common type of all arguments.
        let mut common = args[0].ty.clone();
        for arg in &args[1..] {
            let left = Expr::new(
                ExprKind::Const(super::hir::ConstValue::Int(0)),
                common.clone(),
                span,
            );
            match self.arithmetic_type(&left, arg) {
                Some(ty) => common = ty,
                None => return error_expr(span),
            }
        }
        let scalar = common.scalar().unwrap_or(ScalarKind::Float);
        let as_float = |ty: &Type| -> Type {
            match ty.scalar() {
                Some(s) if s.is_float() => ty.clone(),
                _ => ty.with_scalar(ScalarKind::Float),
            }
        };
        let (operand_ty, result_ty) = match rule {
            Rule::Float => {
                let ty = as_float(&common);
                (ty.clone(), ty)
            }
            Rule::Numeric => {
                let ty = if scalar == ScalarKind::Bool {
                    common.with_scalar(ScalarKind::Int)
                } else {
                    common.clone()
                };
                (ty.clone(), ty)
            }
            Rule::Reduce => (common.clone(), Type::BOOL),
            Rule::Logical => {
                let ty = common.with_scalar(ScalarKind::Bool);
                (ty.clone(), ty)
            }
            Rule::FloatTest => {
                let ty = as_float(&common);
                let result = ty.with_scalar(ScalarKind::Bool);
                (ty, result)
            }
            Rule::Sign => {
                let ty = if scalar == ScalarKind::Bool {
                    common.with_scalar(ScalarKind::Int)
                } else {
                    common.clone()
                };
                let result = ty.with_scalar(ScalarKind::Int);
                (ty, result)
            }
            Rule::Dot => {
                let ty = if scalar == ScalarKind::Bool {
                    common.with_scalar(ScalarKind::Int)
                } else {
                    common.clone()
                };
                let result = Type::Scalar(ty.scalar().unwrap_or(ScalarKind::Float));
                (ty, result)
            }
            Rule::Cross => {
                let ty = Type::Vector(ScalarKind::Float, 3);
                if common.vector_size() != Some(3) {
                    return not_viable(self, 0, "float3");
                }
                (ty.clone(), ty)
            }
            Rule::Length => {
                let ty = as_float(&common);
                let result = Type::Scalar(ty.scalar().unwrap_or(ScalarKind::Float));
                (ty, result)
            }
            Rule::BitCast(to) => {
                if scalar.bits() != 32 {
                    return not_viable(self, 0, to.name());
                }
                (common.clone(), common.with_scalar(to))
            }
            Rule::Select
            | Rule::Matrix
            | Rule::Refract
            | Rule::Double
            | Rule::FloatToHalfBits
            | Rule::HalfBitsToFloat
            | Rule::Color
            | Rule::Dst
            | Rule::Lit
            | Rule::Outputs(_)
            | Rule::AsDouble => {
                unreachable!("typed by select_call, sema::matrices and library_call")
            }
            Rule::Distance => {
                let ty = as_float(&common);
                let result = Type::Scalar(ty.scalar().unwrap_or(ScalarKind::Float));
                (ty, result)
            }
            Rule::Bits | Rule::BitsSame => {
                if !scalar.is_integer() || scalar.bits() != 32 {
                    return not_viable(self, 0, "uint");
                }
                let result = if rule == Rule::Bits {
                    common.with_scalar(ScalarKind::Uint)
                } else {
                    common.clone()
                };
                (common.clone(), result)
            }
        };
        let args = args
            .into_iter()
            .map(|arg| {
                if rule == Rule::Reduce {
                    arg
                } else {
                    Analyzer::convert_node(arg, &operand_ty)
                }
            })
            .collect();
        Expr::new(ExprKind::Intrinsic(intrinsic, args), result_ty, span)
    }

    /// `select(cond, a, b)` (HLSL 2021): per component for a vector
    /// condition; scalar values are splatted to the condition's width.
    fn select_call(&mut self, args: Vec<Expr>, span: Span) -> Expr {
        let mut args = args.into_iter();
        let (Some(condition), Some(a), Some(b)) = (args.next(), args.next(), args.next()) else {
            return error_expr(span);
        };
        let Some(mut ty) = self.arithmetic_type(&a, &b) else {
            return error_expr(span);
        };
        let width = match condition.ty {
            Type::Vector(_, n) => n,
            _ => 1,
        };
        let condition = if width > 1 {
            let scalar = ty.scalar().unwrap_or(ScalarKind::Float);
            let size = match ty.vector_size() {
                Some(n) if n > 1 => n.min(width),
                _ => width,
            };
            ty = Type::Vector(scalar, size);
            Analyzer::convert_node(condition, &Type::Vector(ScalarKind::Bool, size))
        } else {
            self.condition(condition)
        };
        let a = Analyzer::convert_node(a, &ty);
        let b = Analyzer::convert_node(b, &ty);
        Expr::new(
            ExprKind::Intrinsic(Intrinsic::Select, vec![condition, a, b]),
            ty,
            span,
        )
    }
}
