//! The sample-position emulation of SPIRV.md: Vulkan has no sample-position
//! query, so `texturesamplepos` becomes the sample count from
//! `OpImageQuerySamples` and a lookup in the standard Direct3D sample patterns.
//!
//! One constant table of 31 positions holds the patterns for 1, 2, 4, 8 and 16
//! samples back to back (the pattern of N samples starts at N - 1; entry 0 is
//! the single sample at (0, 0)). A count that is not one of those, or an index
//! outside [0, count), reads entry 0: (0, 0), a defined result where DXC reads
//! out of bounds.

use crate::llvm::LLVMIntPredicate;
use crate::llvm::LLVMValueRef;

use crate::ir_type::ScalarType;
use crate::llvm::IrBuilder;

/// The positions, (x, y) in pixels from the pixel centre, for 1, 2, 4, 8 and 16
/// samples, in that order.
pub const SAMPLE_POSITIONS: [(f32, f32); 31] = [
    // 1 sample
    (0.0, 0.0),
    // 2 samples
    (0.25, 0.25),
    (-0.25, -0.25),
    // 4 samples
    (-0.125, -0.375),
    (0.375, -0.125),
    (-0.375, 0.125),
    (0.125, 0.375),
    // 8 samples
    (0.0625, -0.1875),
    (-0.0625, 0.1875),
    (0.3125, 0.0625),
    (-0.1875, -0.3125),
    (-0.3125, 0.3125),
    (-0.4375, -0.0625),
    (0.1875, 0.4375),
    (0.4375, -0.4375),
    // 16 samples
    (0.0625, 0.0625),
    (-0.0625, -0.1875),
    (-0.1875, 0.125),
    (0.25, -0.0625),
    (-0.3125, -0.125),
    (0.125, 0.3125),
    (0.3125, 0.1875),
    (0.1875, -0.3125),
    (-0.125, 0.375),
    (0.0, -0.4375),
    (-0.25, -0.375),
    (-0.375, 0.25),
    (-0.5, 0.0),
    (0.4375, -0.25),
    (0.375, 0.4375),
    (-0.4375, -0.5),
];

/// The largest sample count with a pattern.
pub const MAX_PATTERN_SAMPLES: i64 = 16;

/// Name of the module's table global.
pub const TABLE_NAME: &str = "texel.sample_positions";

/// Vulkan's Private storage class (module-scope variables of one invocation).
const PRIVATE_ADDRESS_SPACE: u32 = 10;

/// `<2 x float>` position of sample `index` of an image with `count` samples.
pub fn sample_position(
    builder: &IrBuilder<'_>,
    count: LLVMValueRef,
    index: LLVMValueRef,
) -> LLVMValueRef {
    let float = builder.scalar_type(ScalarType::F32);
    let position_type = builder.vector_type(float, 2);
    let table_type = builder.array_type(position_type, SAMPLE_POSITIONS.len() as u64);
    let table = builder.named_global(TABLE_NAME).unwrap_or_else(|| {
        let positions: Vec<LLVMValueRef> = SAMPLE_POSITIONS
            .iter()
            .map(|(x, y)| {
                builder.const_vector(&[
                    builder.const_float(float, f64::from(*x)),
                    builder.const_float(float, f64::from(*y)),
                ])
            })
            .collect();
        builder.add_private_constant(
            TABLE_NAME,
            builder.const_array(position_type, &positions),
            PRIVATE_ADDRESS_SPACE,
        )
    });
    let one = builder.const_i32(1);
    let zero = builder.const_i32(0);
    // count is a power of two (count & (count - 1) == 0), at most 16, and index < count.
    let count_minus_one = builder.sub(count, one);
    let power_of_two = builder.compare(
        LLVMIntPredicate::LLVMIntEQ,
        builder.and(count, count_minus_one),
        zero,
    );
    let has_pattern = builder.compare(
        LLVMIntPredicate::LLVMIntULE,
        count,
        builder.const_i32(MAX_PATTERN_SAMPLES),
    );
    let in_range = builder.compare(LLVMIntPredicate::LLVMIntULT, index, count);
    let valid = builder.and(builder.and(power_of_two, has_pattern), in_range);
    let slot = builder.add(count_minus_one, index);
    let entry = builder.select(valid, slot, zero);
    let pointer = builder.array_element_pointer(table_type, table, entry);
    builder.load(position_type, pointer)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn each_pattern_starts_at_count_minus_one() {
        for (count, first) in [
            (1usize, (0.0, 0.0)),
            (2, (0.25, 0.25)),
            (4, (-0.125, -0.375)),
            (8, (0.0625, -0.1875)),
            (16, (0.0625, 0.0625)),
        ] {
            assert_eq!(SAMPLE_POSITIONS[count - 1], first);
        }
        assert_eq!(SAMPLE_POSITIONS[30], (-0.4375, -0.5));
        // Every pattern lies inside the pixel.
        assert!(SAMPLE_POSITIONS
            .iter()
            .all(|(x, y)| (-0.5..0.5).contains(x) && (-0.5..0.5).contains(y)));
    }
}
