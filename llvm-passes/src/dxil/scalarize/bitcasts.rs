//! Bitcasts between a vector and a scalar, which LLVM's scalarizer leaves
//! alone, rebuilt from lanes for `texel-dxil-scalarize` (little-endian: lane
//! 0 is the low bits):
//! - `icmp eq|ne (bitcast <N x i1> %v to iN), 0` — InstCombine's form of
//!   `all` / `any` of a bool vector — becomes an or of the lanes (negated for
//!   `eq`), and a compare with all ones an and of the lanes, so that no `iN`
//!   of an odd width remains;
//! - any other vector-to-scalar bitcast becomes lanes zero-extended, shifted
//!   and or-ed (`<2 x i32>` to `i64`, `double`);
//! - a scalar-to-vector bitcast becomes lanes shifted out and truncated.
//!
//! The insertelement / extractelement glue it leaves is the scalarizer's to
//! remove. Linear: each bitcast and its compares are visited once.

use crate::llvm::{
    constant_signed_int, contained_types, integer_width, opcode_of, type_kind, type_of, users_of,
    vector_length, IrBuilder, LLVMIntPredicate, LLVMOpcode, LLVMTypeRef, LLVMValueRef,
};
use llvm_sys::LLVMTypeKind;

/// The bits of a scalar type (`None` for non-scalars).
fn scalar_bits(ty: LLVMTypeRef) -> Option<u32> {
    match type_kind(ty) {
        LLVMTypeKind::LLVMHalfTypeKind => Some(16),
        LLVMTypeKind::LLVMFloatTypeKind => Some(32),
        LLVMTypeKind::LLVMDoubleTypeKind => Some(64),
        LLVMTypeKind::LLVMIntegerTypeKind => integer_width(ty),
        _ => None,
    }
}

fn is_vector(ty: LLVMTypeRef) -> bool {
    type_kind(ty) == LLVMTypeKind::LLVMVectorTypeKind
}

/// Whether `bitcast` converts between a vector and a scalar.
pub fn is_vector_scalar_bitcast(instruction: LLVMValueRef) -> bool {
    opcode_of(instruction) == Some(LLVMOpcode::LLVMBitCast) && {
        let source = type_of(crate::llvm::operand(instruction, 0));
        is_vector(source) != is_vector(type_of(instruction))
    }
}

/// Rewrites one vector-scalar bitcast (found by [`is_vector_scalar_bitcast`]).
pub fn rewrite(builder: &IrBuilder<'_>, bitcast: LLVMValueRef) {
    let source = crate::llvm::operand(bitcast, 0);
    if is_vector(type_of(source)) {
        rewrite_compares_of_bool_vector(builder, bitcast, source);
        if !users_of(bitcast).is_empty() {
            builder.position_before(bitcast);
            let value = pack(builder, source, type_of(bitcast));
            builder.replace_all_uses(bitcast, value);
        }
    } else {
        builder.position_before(bitcast);
        let value = unpack(builder, source, type_of(bitcast));
        builder.replace_all_uses(bitcast, value);
    }
    builder.erase(bitcast);
}

/// The lanes of `vector`.
fn lanes(builder: &IrBuilder<'_>, vector: LLVMValueRef) -> Vec<LLVMValueRef> {
    (0..vector_length(type_of(vector)))
        .map(|lane| builder.extract_element(vector, lane))
        .collect()
}

/// `icmp eq|ne (bitcast <N x i1> to iN), 0 | -1` → or / and of the lanes.
fn rewrite_compares_of_bool_vector(
    builder: &IrBuilder<'_>,
    bitcast: LLVMValueRef,
    source: LLVMValueRef,
) {
    let element = contained_types(type_of(source))[0];
    if integer_width(element) != Some(1) {
        return;
    }
    for user in users_of(bitcast) {
        if opcode_of(user) != Some(LLVMOpcode::LLVMICmp) {
            continue;
        }
        let (left, right) = (crate::llvm::operand(user, 0), crate::llvm::operand(user, 1));
        let other = if left == bitcast { right } else { left };
        let Some(constant) = constant_signed_int(other) else {
            continue;
        };
        let predicate = crate::llvm::int_predicate(user);
        let negate = match predicate {
            LLVMIntPredicate::LLVMIntEQ => true,
            LLVMIntPredicate::LLVMIntNE => false,
            _ => continue,
        };
        let combine = match constant {
            0 => LLVMOpcode::LLVMOr,
            -1 => LLVMOpcode::LLVMAnd,
            _ => continue,
        };
        builder.position_before(user);
        let combined = lanes(builder, source)
            .into_iter()
            .reduce(|left, right| builder.binary(combine, left, right))
            .expect("a vector has lanes");
        // x == 0 is !any, x != 0 is any; x == -1 is all, x != -1 is !all.
        let result = if negate == (combine == LLVMOpcode::LLVMOr) {
            builder.binary(LLVMOpcode::LLVMXor, combined, builder.const_i1(true))
        } else {
            combined
        };
        builder.take_name(user, result);
        builder.replace_all_uses(user, result);
        builder.erase(user);
    }
}

/// A vector's lanes packed into the scalar type `to`.
fn pack(builder: &IrBuilder<'_>, vector: LLVMValueRef, to: LLVMTypeRef) -> LLVMValueRef {
    let element = contained_types(type_of(vector))[0];
    let bits = scalar_bits(element).unwrap_or(32);
    let total = scalar_bits(to).unwrap_or(bits * vector_length(type_of(vector)));
    let integer = builder.int_type(total);
    let lane_integer = builder.int_type(bits);
    let packed = lanes(builder, vector)
        .into_iter()
        .enumerate()
        .map(|(index, lane)| {
            let lane = if type_kind(element) == LLVMTypeKind::LLVMIntegerTypeKind {
                lane
            } else {
                builder.bitcast(lane, lane_integer)
            };
            let wide = builder.convert(lane, integer, false);
            if index == 0 {
                return wide;
            }
            let shift = builder.const_int(integer, i64::from(bits) * index as i64);
            builder.binary(LLVMOpcode::LLVMShl, wide, shift)
        })
        .reduce(|left, right| builder.binary(LLVMOpcode::LLVMOr, left, right))
        .expect("a vector has lanes");
    if integer == to {
        packed
    } else {
        builder.bitcast(packed, to)
    }
}

/// The scalar `value` unpacked into the lanes of the vector type `to`.
fn unpack(builder: &IrBuilder<'_>, value: LLVMValueRef, to: LLVMTypeRef) -> LLVMValueRef {
    let element = contained_types(to)[0];
    let bits = scalar_bits(element).unwrap_or(32);
    let total = scalar_bits(type_of(value)).unwrap_or(bits * vector_length(to));
    let integer = builder.int_type(total);
    let lane_integer = builder.int_type(bits);
    let whole = if type_of(value) == integer {
        value
    } else {
        builder.bitcast(value, integer)
    };
    let mut vector = builder.undef(to);
    for lane in 0..vector_length(to) {
        let shifted = if lane == 0 {
            whole
        } else {
            let shift = builder.const_int(integer, i64::from(bits) * i64::from(lane));
            builder.binary(LLVMOpcode::LLVMLShr, whole, shift)
        };
        let narrow = builder.convert(shifted, lane_integer, false);
        let lane_value = if lane_integer == element {
            narrow
        } else {
            builder.bitcast(narrow, element)
        };
        vector = builder.insert_element(vector, lane_value, lane);
    }
    vector
}
