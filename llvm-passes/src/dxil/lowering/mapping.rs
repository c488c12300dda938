//! Which DXIL op each intrinsic lowers to: one row per intrinsic.
//!
//! Data only; the operand filling reads the op's parameter roles and the
//! intrinsic's operand roles, so no per-intrinsic code is needed beyond this row.

use crate::catalogue::{IntrinsicId, SystemValue};
use crate::dxil::ops::OpCode;

/// How one texture intrinsic lowers.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct OpMapping {
    pub intrinsic: IntrinsicId,
    pub op: OpCode,
    /// CalculateLOD's `clamped` flag.
    pub clamped: Option<bool>,
}

const fn map(intrinsic: IntrinsicId, op: OpCode) -> OpMapping {
    OpMapping {
        intrinsic,
        op,
        clamped: None,
    }
}

static OP_MAPPINGS: &[OpMapping] = &[
    map(IntrinsicId::Sample, OpCode::Sample),
    map(IntrinsicId::SampleClamp, OpCode::Sample),
    map(IntrinsicId::SampleBias, OpCode::SampleBias),
    map(IntrinsicId::SampleBiasClamp, OpCode::SampleBias),
    map(IntrinsicId::SampleGrad, OpCode::SampleGrad),
    map(IntrinsicId::SampleGradClamp, OpCode::SampleGrad),
    map(IntrinsicId::SampleLevel, OpCode::SampleLevel),
    map(IntrinsicId::SampleCmp, OpCode::SampleCmp),
    map(IntrinsicId::SampleCmpClamp, OpCode::SampleCmp),
    map(IntrinsicId::SampleCmpLevelZero, OpCode::SampleCmpLevelZero),
    map(IntrinsicId::SampleCmpLevel, OpCode::SampleCmpLevel),
    map(IntrinsicId::Gather, OpCode::TextureGather),
    map(IntrinsicId::GatherCmp, OpCode::TextureGatherCmp),
    OpMapping {
        intrinsic: IntrinsicId::CalculateLod,
        op: OpCode::CalculateLod,
        clamped: Some(true),
    },
    OpMapping {
        intrinsic: IntrinsicId::CalculateLodUnclamped,
        op: OpCode::CalculateLod,
        clamped: Some(false),
    },
    map(IntrinsicId::LoadLevel, OpCode::TextureLoad),
    map(IntrinsicId::LoadMs, OpCode::TextureLoad),
    map(IntrinsicId::StoreTexture, OpCode::TextureStore),
    map(IntrinsicId::GetDimensionsX, OpCode::GetDimensions),
    map(IntrinsicId::GetDimensionsXY, OpCode::GetDimensions),
    map(IntrinsicId::GetDimensionsXYZ, OpCode::GetDimensions),
    map(IntrinsicId::GetDimensionsLevelsX, OpCode::GetDimensions),
    map(IntrinsicId::GetDimensionsLevelsXY, OpCode::GetDimensions),
    map(IntrinsicId::GetDimensionsLevelsXYZ, OpCode::GetDimensions),
    map(IntrinsicId::GetDimensionsMsXY, OpCode::GetDimensions),
    map(IntrinsicId::GetDimensionsMsXYZ, OpCode::GetDimensions),
    map(
        IntrinsicId::TextureSamplePos,
        OpCode::Texture2DMSGetSamplePosition,
    ),
];

/// The op a texture intrinsic lowers to (`None` for handle creation,
/// `nonuniformindex` and `getpointer`, which lower differently).
pub fn op_mapping(intrinsic: IntrinsicId) -> Option<&'static OpMapping> {
    OP_MAPPINGS.iter().find(|row| row.intrinsic == intrinsic)
}

/// The op a system-value intrinsic lowers to.
pub fn system_value_op(value: SystemValue) -> OpCode {
    match value {
        SystemValue::DispatchThreadId => OpCode::ThreadId,
        SystemValue::GroupId => OpCode::GroupId,
        SystemValue::GroupThreadId => OpCode::ThreadIdInGroup,
        SystemValue::FlattenedGroupThreadIndex => OpCode::FlattenedThreadIdInGroup,
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn every_texture_operation_has_an_op() {
        for id in IntrinsicId::ALL {
            let lowered_elsewhere = matches!(
                id,
                IntrinsicId::HandleFromBinding
                    | IntrinsicId::HandleFromImplicitBinding
                    | IntrinsicId::NonUniformIndex
                    | IntrinsicId::GetPointer
            );
            assert_eq!(op_mapping(id).is_none(), lowered_elsewhere, "{id:?}");
        }
    }
}
