//! Code generation of the compute operations: barriers and wave/quad ops as
//! the intrinsics of the catalogue's compute table, `Interlocked*` as
//! `atomicrmw` / `cmpxchg` on the destination's pointer (an `addrspace(3)`
//! groupshared global, or `getpointer` of a RW buffer element or of a
//! `RWByteAddressBuffer` byte offset).
//!
//! This module must not spell intrinsic names (the catalogue does) or know
//! DXIL or SPIR-V.

use texel_passes::catalogue::{compute_intrinsic, ComputeIntrinsic};
use texel_passes::llvm::{global_value_type, ir_type_of, AtomicRmwOp, LLVMValueRef};

use crate::sema::compute_ops::{AtomicOp, AtomicTarget, Barrier, ComputeCall, ComputeOp, WaveOp};
use crate::sema::hir::Expr;
use crate::types::{ScalarKind, Type};

use super::messages::CodegenError;
use super::places::Place;
use super::Emitter;

/// The intrinsic of a barrier.
fn barrier_intrinsic(barrier: Barrier) -> ComputeIntrinsic {
    use ComputeIntrinsic as C;
    match barrier {
        Barrier::GroupMemory => C::GroupMemoryBarrier,
        Barrier::GroupMemoryWithGroupSync => C::GroupMemoryBarrierWithGroupSync,
        Barrier::DeviceMemory => C::DeviceMemoryBarrier,
        Barrier::DeviceMemoryWithGroupSync => C::DeviceMemoryBarrierWithGroupSync,
        Barrier::AllMemory => C::AllMemoryBarrier,
        Barrier::AllMemoryWithGroupSync => C::AllMemoryBarrierWithGroupSync,
    }
}

/// The intrinsic of a wave op on values of scalar kind `scalar` (unsigned
/// integers choose the `u` forms).
fn wave_intrinsic(op: WaveOp, scalar: Option<ScalarKind>) -> ComputeIntrinsic {
    use ComputeIntrinsic as C;
    let unsigned = scalar.is_some_and(|s| s.is_integer() && !s.is_signed_integer());
    let pick = |signed: C, unsigned_form: C| if unsigned { unsigned_form } else { signed };
    match op {
        WaveOp::GetLaneCount => C::WaveGetLaneCount,
        WaveOp::GetLaneIndex => C::WaveGetLaneIndex,
        WaveOp::IsFirstLane => C::WaveIsFirstLane,
        WaveOp::AnyTrue => C::WaveAnyTrue,
        WaveOp::AllTrue => C::WaveAllTrue,
        WaveOp::Ballot => C::WaveBallot,
        WaveOp::AllEqual => C::WaveAllEqual,
        WaveOp::CountBits => C::WaveCountBits,
        WaveOp::Sum => pick(C::WaveSum, C::WaveUSum),
        WaveOp::Product => pick(C::WaveProduct, C::WaveUProduct),
        WaveOp::Min => pick(C::WaveMin, C::WaveUMin),
        WaveOp::Max => pick(C::WaveMax, C::WaveUMax),
        WaveOp::BitAnd => C::WaveBitAnd,
        WaveOp::BitOr => C::WaveBitOr,
        WaveOp::BitXor => C::WaveBitXor,
        WaveOp::ReadLaneAt => C::WaveReadLaneAt,
        WaveOp::ReadLaneFirst => C::WaveReadLaneFirst,
        WaveOp::PrefixSum => pick(C::WavePrefixSum, C::WavePrefixUSum),
        WaveOp::PrefixProduct => pick(C::WavePrefixProduct, C::WavePrefixUProduct),
        WaveOp::PrefixCountBits => C::WavePrefixCountBits,
        WaveOp::QuadReadAcrossX => C::QuadReadAcrossX,
        WaveOp::QuadReadAcrossY => C::QuadReadAcrossY,
        WaveOp::QuadReadAcrossDiagonal => C::QuadReadAcrossDiagonal,
        WaveOp::QuadReadLaneAt => C::QuadReadLaneAt,
    }
}

/// The `atomicrmw` operation of an `Interlocked*` on a `ty` destination.
fn rmw_op(op: AtomicOp, ty: &Type) -> AtomicRmwOp {
    let signed = ty.scalar().is_some_and(ScalarKind::is_signed_integer);
    match op {
        AtomicOp::Add => AtomicRmwOp::Add,
        AtomicOp::And => AtomicRmwOp::And,
        AtomicOp::Or => AtomicRmwOp::Or,
        AtomicOp::Xor => AtomicRmwOp::Xor,
        AtomicOp::Min if signed => AtomicRmwOp::SignedMin,
        AtomicOp::Min => AtomicRmwOp::UnsignedMin,
        AtomicOp::Max if signed => AtomicRmwOp::SignedMax,
        AtomicOp::Max => AtomicRmwOp::UnsignedMax,
        AtomicOp::Exchange => AtomicRmwOp::Exchange,
    }
}

impl Emitter<'_, '_> {
    /// A compute call; `expr` is the call (its type is the result's).
    pub fn compute(&mut self, call: &ComputeCall, expr: &Expr) -> LLVMValueRef {
        match call.op {
            ComputeOp::Barrier(barrier) => {
                self.compute_intrinsic_call(barrier_intrinsic(barrier), &[], &Type::Void, None)
            }
            ComputeOp::Wave(op) => {
                let args: Vec<LLVMValueRef> = call
                    .operands
                    .iter()
                    .map(|operand| self.expr(operand))
                    .collect();
                let value_ty = call.operands.first().map(|operand| operand.ty.clone());
                let id = wave_intrinsic(op, value_ty.as_ref().and_then(Type::scalar));
                if let (WaveOp::AllEqual, Some(Type::Vector(_, lanes))) = (op, &value_ty) {
                    // One vote per component (the intrinsic returns one bool).
                    let vector_type = self.value_type(&expr.ty);
                    let mut result = self.ir.poison(vector_type);
                    for lane in 0..*lanes {
                        let component = self.ir.extract_element(args[0], lane);
                        let vote = self.compute_intrinsic_call(
                            id,
                            &[component],
                            &Type::BOOL,
                            Some(component),
                        );
                        result = self.ir.insert_element(result, vote, lane);
                    }
                    return result;
                }
                // Overloaded intrinsics take their suffix from the value.
                let overload = args.first().copied();
                self.compute_intrinsic_call(id, &args, &expr.ty, overload)
            }
            ComputeOp::Atomic(_) | ComputeOp::CompareExchange | ComputeOp::CompareStore => {
                self.atomic(call, expr);
                self.ir.poison(self.ir.int_type(32))
            }
        }
    }

    /// Declares (once) and calls a compute intrinsic returning `result`.
    fn compute_intrinsic_call(
        &mut self,
        id: ComputeIntrinsic,
        args: &[LLVMValueRef],
        result: &Type,
        overload: Option<LLVMValueRef>,
    ) -> LLVMValueRef {
        let row = compute_intrinsic(id);
        let result_type = match result {
            Type::Void => self.ir.void_type(),
            ty => self.value_type(ty),
        };
        let overload_type = overload.map(|value| self.ir.type_of(value));
        let name = match overload_type {
            Some(ty) => row.mangled_name(self.api, &ir_type_of(ty)),
            None => row.base_name(self.api).to_string(),
        };
        // A function named like an intrinsic LLVM knows takes that
        // intrinsic's attributes when it is created; the others are
        // convergent (every wave op and barrier is).
        let function = match self.ir.named_function(&name) {
            Some(function) => function,
            None => {
                let params: Vec<_> = args.iter().map(|a| self.ir.type_of(*a)).collect();
                let function_type = self.ir.function_type(result_type, &params);
                let function = self.ir.add_function(&name, function_type);
                self.ir.add_function_attribute(function, "convergent");
                self.ir.add_function_attribute(function, "nounwind");
                function
            }
        };
        let call = self.ir.call_as(global_value_type(function), function, args);
        if *result == Type::Void {
            return self.ir.poison(self.ir.int_type(32));
        }
        call
    }

    /// `Interlocked*`: the destination's pointer, the operation, and the
    /// original value stored to the output place.
    fn atomic(&mut self, call: &ComputeCall, expr: &Expr) {
        let Some(target) = &call.target else {
            self.fail(Some(expr.span), CodegenError::NoValue);
            return;
        };
        let (pointer, ty) = match target {
            AtomicTarget::Place(place) => match self.place(place) {
                Some(Place::Memory { pointer, ty, .. }) => (pointer, ty),
                _ => {
                    self.fail(Some(place.span), CodegenError::AssignmentTarget);
                    return;
                }
            },
            AtomicTarget::RawBuffer { buffer, offset } => {
                let Some((handle, handle_ir)) = self.handle_of(buffer) else {
                    return;
                };
                let offset = self.expr(offset);
                match self.get_pointer(handle, &handle_ir, offset) {
                    Ok(pointer) => (pointer, Type::UINT),
                    Err(error) => {
                        self.fail(Some(expr.span), error);
                        return;
                    }
                }
            }
        };
        let operands: Vec<LLVMValueRef> = call
            .operands
            .iter()
            .map(|operand| self.expr(operand))
            .collect();
        let original = match (call.op, operands.as_slice()) {
            (ComputeOp::Atomic(op), [value]) => {
                self.ir.atomic_rmw(rmw_op(op, &ty), pointer, *value)
            }
            (ComputeOp::CompareExchange | ComputeOp::CompareStore, [compare, value]) => {
                let pair = self.ir.atomic_compare_exchange(pointer, *compare, *value);
                self.ir.extract_value(pair, 0)
            }
            _ => {
                self.fail(
                    Some(expr.span),
                    CodegenError::MissingOperand { operand: "atomic" },
                );
                return;
            }
        };
        if let Some(output) = &call.original {
            if let Some(place) = self.place(output) {
                let value = self.convert(original, &ty, &output.ty);
                self.store_place(&place, value);
            }
        }
    }
}
