//! Atomic instructions through llvm-sys: `atomicrmw` and `cmpxchg`, both
//! `monotonic` (HLSL's `Interlocked*` order nothing but the one location;
//! barriers order the rest).
//!
//! This module knows LLVM's C API only; it must not know HLSL, DXIL or
//! SPIR-V.

use llvm_sys::core::{LLVMBuildAtomicCmpXchg, LLVMBuildAtomicRMW};
use llvm_sys::prelude::LLVMValueRef;
use llvm_sys::{LLVMAtomicOrdering, LLVMAtomicRMWBinOp};

use super::build::IrBuilder;

/// The read-modify-write operations of `atomicrmw` that HLSL uses.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum AtomicRmwOp {
    Add,
    And,
    Or,
    Xor,
    SignedMin,
    SignedMax,
    UnsignedMin,
    UnsignedMax,
    Exchange,
}

impl AtomicRmwOp {
    fn llvm(self) -> LLVMAtomicRMWBinOp {
        match self {
            AtomicRmwOp::Add => LLVMAtomicRMWBinOp::LLVMAtomicRMWBinOpAdd,
            AtomicRmwOp::And => LLVMAtomicRMWBinOp::LLVMAtomicRMWBinOpAnd,
            AtomicRmwOp::Or => LLVMAtomicRMWBinOp::LLVMAtomicRMWBinOpOr,
            AtomicRmwOp::Xor => LLVMAtomicRMWBinOp::LLVMAtomicRMWBinOpXor,
            AtomicRmwOp::SignedMin => LLVMAtomicRMWBinOp::LLVMAtomicRMWBinOpMin,
            AtomicRmwOp::SignedMax => LLVMAtomicRMWBinOp::LLVMAtomicRMWBinOpMax,
            AtomicRmwOp::UnsignedMin => LLVMAtomicRMWBinOp::LLVMAtomicRMWBinOpUMin,
            AtomicRmwOp::UnsignedMax => LLVMAtomicRMWBinOp::LLVMAtomicRMWBinOpUMax,
            AtomicRmwOp::Exchange => LLVMAtomicRMWBinOp::LLVMAtomicRMWBinOpXchg,
        }
    }
}

impl IrBuilder<'_> {
    /// `atomicrmw op ptr pointer, value monotonic`; returns the old value.
    pub fn atomic_rmw(
        &self,
        op: AtomicRmwOp,
        pointer: LLVMValueRef,
        value: LLVMValueRef,
    ) -> LLVMValueRef {
        unsafe {
            LLVMBuildAtomicRMW(
                self.builder,
                op.llvm(),
                pointer,
                value,
                LLVMAtomicOrdering::LLVMAtomicOrderingMonotonic,
                0,
            )
        }
    }

    /// `cmpxchg ptr pointer, compare, value monotonic monotonic`; returns
    /// the `{ T, i1 }` pair (old value, success).
    pub fn atomic_compare_exchange(
        &self,
        pointer: LLVMValueRef,
        compare: LLVMValueRef,
        value: LLVMValueRef,
    ) -> LLVMValueRef {
        unsafe {
            LLVMBuildAtomicCmpXchg(
                self.builder,
                pointer,
                compare,
                value,
                LLVMAtomicOrdering::LLVMAtomicOrderingMonotonic,
                LLVMAtomicOrdering::LLVMAtomicOrderingMonotonic,
                0,
            )
        }
    }
}

/// `user` as an `atomicrmw` or `cmpxchg` whose address is `pointer`: the
/// type of the value it operates on.
pub fn atomic_access_type(
    user: LLVMValueRef,
    pointer: LLVMValueRef,
) -> Option<crate::ir_type::IrType> {
    use llvm_sys::core::{
        LLVMGetInstructionOpcode, LLVMGetOperand, LLVMIsAInstruction, LLVMTypeOf,
    };
    use llvm_sys::LLVMOpcode;
    unsafe {
        if LLVMIsAInstruction(user).is_null() {
            return None;
        }
        let atomic = matches!(
            LLVMGetInstructionOpcode(user),
            LLVMOpcode::LLVMAtomicRMW | LLVMOpcode::LLVMAtomicCmpXchg
        );
        if !atomic || LLVMGetOperand(user, 0) != pointer {
            return None;
        }
        Some(super::types::ir_type_of(LLVMTypeOf(LLVMGetOperand(
            user, 1,
        ))))
    }
}

/// What an atomic instruction does to its location.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum AtomicAccess {
    /// `atomicrmw`: the operation, `None` for one HLSL has no name for
    /// (`fadd`, `nand`, …).
    ReadModifyWrite(Option<AtomicRmwOp>),
    /// `cmpxchg`: operands 1 (compared) and 2 (new); the result is
    /// `{ old, success }`.
    CompareExchange,
}

/// `user` as an `atomicrmw` or `cmpxchg` whose address is `pointer`: what it
/// does and the type of the value it operates on.
pub fn atomic_access(
    user: LLVMValueRef,
    pointer: LLVMValueRef,
) -> Option<(AtomicAccess, crate::ir_type::IrType)> {
    use llvm_sys::core::{LLVMGetAtomicRMWBinOp, LLVMGetInstructionOpcode};
    use llvm_sys::LLVMOpcode;
    let ty = atomic_access_type(user, pointer)?;
    let access = unsafe {
        match LLVMGetInstructionOpcode(user) {
            LLVMOpcode::LLVMAtomicCmpXchg => AtomicAccess::CompareExchange,
            _ => AtomicAccess::ReadModifyWrite(
                [
                    AtomicRmwOp::Add,
                    AtomicRmwOp::And,
                    AtomicRmwOp::Or,
                    AtomicRmwOp::Xor,
                    AtomicRmwOp::SignedMin,
                    AtomicRmwOp::SignedMax,
                    AtomicRmwOp::UnsignedMin,
                    AtomicRmwOp::UnsignedMax,
                    AtomicRmwOp::Exchange,
                ]
                .into_iter()
                .find(|op| op.llvm() == LLVMGetAtomicRMWBinOp(user)),
            ),
        }
    };
    Some((access, ty))
}
