//! The HLSL math intrinsics as target-independent LLVM intrinsics
//! (`llvm.sqrt`, `llvm.minnum`, `llvm.ctpop`, …) and arithmetic. Only the
//! derivatives (`ddx`, `ddy`) need target intrinsics.

use texel_passes::llvm::{
    global_value_type, LLVMIntPredicate, LLVMOpcode, LLVMRealPredicate, LLVMValueRef,
};

use crate::sema::hir::{BinaryOp, ConstValue, Expr, Intrinsic};
use crate::types::{ScalarKind, Type};

use super::messages::CodegenError;
use super::Emitter;

/// Operations that some target cannot express with generic LLVM IR.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) enum TargetOp {
    /// `isnan(x)` → bool of x's shape.
    IsNan,
    /// `isinf(x)` → bool of x's shape.
    IsInf,
    /// `all(b)` of a bool vector → bool.
    All,
    /// `any(b)` of a bool vector → bool.
    Any,
    /// `firstbithigh(uint)`.
    FirstBitUHigh,
    /// `firstbithigh(int)`.
    FirstBitSHigh,
    /// `firstbitlow`.
    FirstBitLow,
}

/// The target intrinsics of the math intrinsics, each overloaded on its
/// operand: (operation, DXIL, SPIR-V). `None` means generic LLVM IR (what
/// LLVM 22's DirectX target and texel's DXIL lowering accept). On SPIR-V these
/// are what clang 22 emits for Vulkan: LLVM's SPIR-V target cannot select
/// `llvm.ctlz`/`llvm.cttz` or `bitcast <N x i1> to iN`, and `fcmp uno` /
/// `fcmp ord` become OpUnordered / OpOrdered, which need the Kernel
/// capability.
const TARGET_INTRINSICS: &[(TargetOp, Option<&str>, Option<&str>)] = &[
    (TargetOp::IsNan, None, Some("llvm.spv.isnan")),
    (TargetOp::IsInf, None, Some("llvm.spv.isinf")),
    (TargetOp::All, None, Some("llvm.spv.all")),
    (TargetOp::Any, None, Some("llvm.spv.any")),
    (
        TargetOp::FirstBitUHigh,
        None,
        Some("llvm.spv.firstbituhigh"),
    ),
    (
        TargetOp::FirstBitSHigh,
        None,
        Some("llvm.spv.firstbitshigh"),
    ),
    (TargetOp::FirstBitLow, None, Some("llvm.spv.firstbitlow")),
];

impl Emitter<'_, '_> {
    /// Calls the LLVM intrinsic `name` overloaded on `overloads`.
    pub(super) fn llvm_call(
        &mut self,
        name: &str,
        overload: &[LLVMValueRef],
        args: &[LLVMValueRef],
    ) -> LLVMValueRef {
        let types: Vec<_> = overload
            .iter()
            .map(|value| self.ir.type_of(*value))
            .collect();
        let Some(function) = self.ir.intrinsic_declaration(name, &types) else {
            self.fail(
                None,
                CodegenError::UnknownLlvmIntrinsic {
                    name: name.to_string(),
                },
            );
            return self.ir.poison(self.ir.type_of(args[0]));
        };
        let function_type = global_value_type(function);
        self.ir.call_as(function_type, function, args)
    }

    /// The target intrinsic of `op` on the current target, if it has one.
    pub(crate) fn target_intrinsic(&self, op: TargetOp) -> Option<&'static str> {
        let (_, dx, spv) = TARGET_INTRINSICS.iter().find(|(id, ..)| *id == op)?;
        match self.api {
            texel_passes::target::Api::Dx => *dx,
            texel_passes::target::Api::Spv => *spv,
        }
    }

    /// `isnan(x)`: the target intrinsic, or `fcmp uno x, 0.0`.
    pub(crate) fn is_nan(&mut self, x: LLVMValueRef) -> LLVMValueRef {
        if let Some(name) = self.target_intrinsic(TargetOp::IsNan) {
            return self.unary_llvm(name, x);
        }
        let zero = self.ir.const_null(self.ir.type_of(x));
        self.ir
            .float_compare(LLVMRealPredicate::LLVMRealUNO, x, zero)
    }

    pub(super) fn unary_llvm(&mut self, name: &str, x: LLVMValueRef) -> LLVMValueRef {
        self.llvm_call(name, &[x], &[x])
    }

    pub(super) fn float_constant(&mut self, value: f64, ty: &Type) -> LLVMValueRef {
        self.constant(&ConstValue::Float(value), ty)
    }

    pub(super) fn fbin(
        &mut self,
        opcode: LLVMOpcode,
        a: LLVMValueRef,
        b: LLVMValueRef,
    ) -> LLVMValueRef {
        self.ir.binary(opcode, a, b)
    }

    /// Sum of the lanes of a vector (or the scalar itself).
    pub(super) fn reduce_add(&mut self, value: LLVMValueRef, ty: &Type) -> LLVMValueRef {
        let size = ty.vector_size().unwrap_or(1);
        let float = ty.scalar().is_some_and(ScalarKind::is_float);
        let mut sum = if size == 1 {
            value
        } else {
            let zero = self.ir.const_i32(0);
            self.ir.extract_element_at(value, zero)
        };
        for lane in 1..size {
            let index = self.ir.const_i32(i64::from(lane));
            let item = self.ir.extract_element_at(value, index);
            let opcode = if float {
                LLVMOpcode::LLVMFAdd
            } else {
                LLVMOpcode::LLVMAdd
            };
            sum = self.ir.binary(opcode, sum, item);
        }
        sum
    }

    fn min_max(&mut self, max: bool, a: LLVMValueRef, b: LLVMValueRef, ty: &Type) -> LLVMValueRef {
        let scalar = ty.scalar().unwrap_or(ScalarKind::Float);
        let name = match (max, scalar.is_float(), scalar.is_signed_integer()) {
            (false, true, _) => "llvm.minnum",
            (true, true, _) => "llvm.maxnum",
            (false, false, true) => "llvm.smin",
            (true, false, true) => "llvm.smax",
            (false, false, false) => "llvm.umin",
            (true, false, false) => "llvm.umax",
        };
        self.llvm_call(name, &[a], &[a, b])
    }

    pub fn intrinsic(
        &mut self,
        intrinsic: Intrinsic,
        args: &[Expr],
        result_ty: &Type,
    ) -> LLVMValueRef {
        if let (Some(first), true) = (
            args.first(),
            matches!(
                intrinsic,
                Intrinsic::Mul | Intrinsic::Transpose | Intrinsic::Determinant
            ),
        ) {
            return match (intrinsic, args.get(1)) {
                (Intrinsic::Mul, Some(second)) => self.mul(first, second, result_ty),
                (Intrinsic::Transpose, _) => {
                    let value = self.expr(first);
                    self.transpose(value, &first.ty, result_ty)
                }
                _ => {
                    let value = self.expr(first);
                    self.determinant(value, &first.ty)
                }
            };
        }
        let values: Vec<LLVMValueRef> = args.iter().map(|arg| self.expr(arg)).collect();
        let ty = args
            .first()
            .map(|arg| arg.ty.clone())
            .unwrap_or(Type::FLOAT);
        let scalar = ty.scalar().unwrap_or(ScalarKind::Float);
        let x = values
            .first()
            .copied()
            .unwrap_or_else(|| self.ir.poison(self.ir.int_type(32)));
        let y = values.get(1).copied().unwrap_or(x);
        let z = values.get(2).copied().unwrap_or(x);
        use Intrinsic::*;
        match intrinsic {
            // Handled above.
            Mul | Transpose | Determinant => x,
            And => self.ir.binary(LLVMOpcode::LLVMAnd, x, y),
            Or => self.ir.binary(LLVMOpcode::LLVMOr, x, y),
            All | Any => {
                let bool_ty = ty.with_scalar(ScalarKind::Bool);
                let size = ty.vector_size().unwrap_or(1);
                let op = if intrinsic == All {
                    TargetOp::All
                } else {
                    TargetOp::Any
                };
                if size == 1 {
                    return self.convert(x, &ty, &bool_ty);
                }
                if let Some(name) = self.target_intrinsic(op) {
                    let truth = self.convert(x, &ty, &bool_ty);
                    return self.llvm_call(name, &[truth], &[truth]);
                }
                if intrinsic == Any {
                    // Some component is non-zero (une: NaN is non-zero).
                    let truth = self.convert(x, &ty, &bool_ty);
                    return self.llvm_call("llvm.vector.reduce.or", &[truth], &[truth]);
                }
                // all: no component equals zero (oeq is false for NaN).
                let zero = self.ir.const_null(self.ir.type_of(x));
                let is_zero = if scalar.is_float() {
                    self.ir
                        .float_compare(LLVMRealPredicate::LLVMRealOEQ, x, zero)
                } else {
                    self.ir.compare(LLVMIntPredicate::LLVMIntEQ, x, zero)
                };
                let some_zero = self.llvm_call("llvm.vector.reduce.or", &[is_zero], &[is_zero]);
                let yes = self.ir.const_int(self.ir.int_type(1), 1);
                self.ir.binary(LLVMOpcode::LLVMXor, some_zero, yes)
            }
            Abs if scalar.is_float() => self.unary_llvm("llvm.fabs", x),
            Abs if scalar.is_signed_integer() => {
                let no_poison = self.ir.const_int(self.ir.int_type(1), 0);
                self.llvm_call("llvm.abs", &[x], &[x, no_poison])
            }
            Abs => x,
            Min => self.min_max(false, x, y, &ty),
            Max => self.min_max(true, x, y, &ty),
            Clamp => {
                let low = self.min_max(true, x, y, &ty);
                self.min_max(false, low, z, &ty)
            }
            Saturate => {
                let zero = self.float_constant(0.0, &ty);
                let one = self.float_constant(1.0, &ty);
                let low = self.min_max(true, x, zero, &ty);
                self.min_max(false, low, one, &ty)
            }
            Lerp => {
                let difference = self.fbin(LLVMOpcode::LLVMFSub, y, x);
                let scaled = self.fbin(LLVMOpcode::LLVMFMul, z, difference);
                self.fbin(LLVMOpcode::LLVMFAdd, x, scaled)
            }
            Dot => {
                let product = self.binary(BinaryOp::Multiply, &ty, x, y);
                self.reduce_add(product, &ty)
            }
            Cross => {
                let poison = self.ir.poison(self.ir.type_of(x));
                let a_yzx = self.ir.shuffle(x, poison, &[1, 2, 0]);
                let a_zxy = self.ir.shuffle(x, poison, &[2, 0, 1]);
                let b_yzx = self.ir.shuffle(y, poison, &[1, 2, 0]);
                let b_zxy = self.ir.shuffle(y, poison, &[2, 0, 1]);
                let left = self.fbin(LLVMOpcode::LLVMFMul, a_yzx, b_zxy);
                let right = self.fbin(LLVMOpcode::LLVMFMul, a_zxy, b_yzx);
                self.fbin(LLVMOpcode::LLVMFSub, left, right)
            }
            Length => {
                if ty.vector_size() == Some(1) {
                    return self.unary_llvm("llvm.fabs", x);
                }
                let square = self.fbin(LLVMOpcode::LLVMFMul, x, x);
                let sum = self.reduce_add(square, &ty);
                self.unary_llvm("llvm.sqrt", sum)
            }
            Normalize => {
                let square = self.fbin(LLVMOpcode::LLVMFMul, x, x);
                let sum = self.reduce_add(square, &ty);
                let length = self.unary_llvm("llvm.sqrt", sum);
                let length = match ty.vector_size() {
                    Some(n) if n > 1 => self.splat(length, n),
                    _ => length,
                };
                self.fbin(LLVMOpcode::LLVMFDiv, x, length)
            }
            Floor => self.unary_llvm("llvm.floor", x),
            Ceil => self.unary_llvm("llvm.ceil", x),
            Round => self.unary_llvm("llvm.roundeven", x),
            Trunc => self.unary_llvm("llvm.trunc", x),
            Sqrt => self.unary_llvm("llvm.sqrt", x),
            Exp => self.unary_llvm("llvm.exp", x),
            Exp2 => self.unary_llvm("llvm.exp2", x),
            Log => self.unary_llvm("llvm.log", x),
            Log2 => self.unary_llvm("llvm.log2", x),
            Sin => self.unary_llvm("llvm.sin", x),
            Cos => self.unary_llvm("llvm.cos", x),
            Tan => self.unary_llvm("llvm.tan", x),
            Asin => self.unary_llvm("llvm.asin", x),
            Acos => self.unary_llvm("llvm.acos", x),
            Atan => self.unary_llvm("llvm.atan", x),
            Pow => self.llvm_call("llvm.pow", &[x], &[x, y]),
            Atan2 => self.llvm_call("llvm.atan2", &[x], &[x, y]),
            Frac => {
                let floor = self.unary_llvm("llvm.floor", x);
                self.fbin(LLVMOpcode::LLVMFSub, x, floor)
            }
            Rsqrt => {
                let root = self.unary_llvm("llvm.sqrt", x);
                let one = self.float_constant(1.0, &ty);
                self.fbin(LLVMOpcode::LLVMFDiv, one, root)
            }
            Fmod => self.fbin(LLVMOpcode::LLVMFRem, x, y),
            Step => {
                // step(y, x) = x >= y ? 1 : 0
                let test = self.ir.float_compare(LLVMRealPredicate::LLVMRealOGE, y, x);
                let one = self.float_constant(1.0, &ty);
                let zero = self.float_constant(0.0, &ty);
                self.ir.select(test, one, zero)
            }
            Smoothstep => {
                let range = self.fbin(LLVMOpcode::LLVMFSub, y, x);
                let offset = self.fbin(LLVMOpcode::LLVMFSub, z, x);
                let ratio = self.fbin(LLVMOpcode::LLVMFDiv, offset, range);
                let zero = self.float_constant(0.0, &ty);
                let one = self.float_constant(1.0, &ty);
                let low = self.min_max(true, ratio, zero, &ty);
                let t = self.min_max(false, low, one, &ty);
                let two = self.float_constant(2.0, &ty);
                let three = self.float_constant(3.0, &ty);
                let twice = self.fbin(LLVMOpcode::LLVMFMul, two, t);
                let factor = self.fbin(LLVMOpcode::LLVMFSub, three, twice);
                let square = self.fbin(LLVMOpcode::LLVMFMul, t, t);
                self.fbin(LLVMOpcode::LLVMFMul, square, factor)
            }
            Sign => {
                let zero = self.ir.const_null(self.ir.type_of(x));
                let (positive, negative) = if scalar.is_float() {
                    (
                        self.ir
                            .float_compare(LLVMRealPredicate::LLVMRealOGT, x, zero),
                        self.ir
                            .float_compare(LLVMRealPredicate::LLVMRealOLT, x, zero),
                    )
                } else if scalar.is_signed_integer() {
                    (
                        self.ir.compare(LLVMIntPredicate::LLVMIntSGT, x, zero),
                        self.ir.compare(LLVMIntPredicate::LLVMIntSLT, x, zero),
                    )
                } else {
                    let never = self.ir.const_null(self.ir.type_of(self.ir.compare(
                        LLVMIntPredicate::LLVMIntNE,
                        x,
                        zero,
                    )));
                    (self.ir.compare(LLVMIntPredicate::LLVMIntNE, x, zero), never)
                };
                let int_type = self.value_type(result_ty);
                let positive = self.ir.cast(LLVMOpcode::LLVMZExt, positive, int_type);
                let negative = self.ir.cast(LLVMOpcode::LLVMZExt, negative, int_type);
                self.ir.binary(LLVMOpcode::LLVMSub, positive, negative)
            }
            IsNan => self.is_nan(x),
            IsInf if self.target_intrinsic(TargetOp::IsInf).is_some() => {
                let name = self.target_intrinsic(TargetOp::IsInf).unwrap_or_default();
                self.unary_llvm(name, x)
            }
            IsInf => {
                let magnitude = self.unary_llvm("llvm.fabs", x);
                let infinity = self.float_constant(f64::INFINITY, &ty);
                self.ir
                    .float_compare(LLVMRealPredicate::LLVMRealOEQ, magnitude, infinity)
            }
            AsUint | AsInt | AsFloat => {
                let target = self.value_type(result_ty);
                self.ir.cast(LLVMOpcode::LLVMBitCast, x, target)
            }
            CountBits => self.unary_llvm("llvm.ctpop", x),
            ReverseBits => self.unary_llvm("llvm.bitreverse", x),
            FirstBitLow | FirstBitHigh => {
                let op = match (intrinsic, scalar.is_signed_integer()) {
                    (FirstBitLow, _) => TargetOp::FirstBitLow,
                    (_, true) => TargetOp::FirstBitSHigh,
                    (_, false) => TargetOp::FirstBitUHigh,
                };
                if let Some(name) = self.target_intrinsic(op) {
                    return self.unary_llvm(name, x);
                }
                if intrinsic == FirstBitLow {
                    let poison_at_zero = self.ir.const_int(self.ir.int_type(1), 1);
                    let count = self.llvm_call("llvm.cttz", &[x], &[x, poison_at_zero]);
                    let zero = self.ir.const_null(self.ir.type_of(x));
                    let is_zero = self.ir.compare(LLVMIntPredicate::LLVMIntEQ, x, zero);
                    let none = self.constant(&ConstValue::Int(-1), result_ty);
                    return self.ir.select(is_zero, none, count);
                }
                let source = if scalar.is_signed_integer() {
                    // The highest bit that differs from the sign: x ^ (x >> 31).
                    let shift = self.constant(&ConstValue::Int(31), &ty);
                    let sign = self.ir.binary(LLVMOpcode::LLVMAShr, x, shift);
                    self.ir.binary(LLVMOpcode::LLVMXor, x, sign)
                } else {
                    x
                };
                // 31 - ctlz: ctlz(0) is 32, so no bit gives 0xFFFFFFFF.
                let no_poison = self.ir.const_int(self.ir.int_type(1), 0);
                let leading = self.llvm_call("llvm.ctlz", &[source], &[source, no_poison]);
                let top = self.constant(&ConstValue::Int(31), result_ty);
                self.ir.nsw_sub(top, leading)
            }
            Ddx | Ddy => {
                // Derivatives have no target-independent LLVM intrinsic.
                let stem = if intrinsic == Ddx {
                    "ddx.coarse"
                } else {
                    "ddy.coarse"
                };
                let name = format!("llvm.{}.{stem}", self.api.intrinsic_prefix());
                self.llvm_call(&name, &[x], &[x])
            }
            // select(cond, a, b): the condition is bool of the result's
            // shape (or a scalar bool).
            Select => self.ir.select(x, y, z),
            Mad if scalar.is_float() => self.llvm_call("llvm.fmuladd", &[x], &[x, y, z]),
            Mad => {
                let product = self.ir.binary(LLVMOpcode::LLVMMul, x, y);
                self.ir.binary(LLVMOpcode::LLVMAdd, product, z)
            }
            Degrees | Radians | Sinh | Cosh | Tanh | Log10 | Rcp | Distance | Reflect | Refract
            | FaceForward | IsFinite | Fma | Ldexp | F32ToF16 | F16ToF32 | D3dColorToUbyte4
            | Dst | Lit => self.library_intrinsic(intrinsic, &ty, &values, result_ty),
            SinCos | Modf | Frexp => self.outputs_intrinsic(intrinsic, args, x, &ty),
            AsDouble => self.as_double(x, y, &ty, result_ty),
            SplitDouble => self.split_double(args, x, &ty),
        }
    }
}
