//! Which DXIL op each intrinsic lowers to: one row per intrinsic.
//!
//! Data only; the operand filling reads the op's parameter roles and the
//! intrinsic's operand roles, so no per-intrinsic code is needed beyond this row.

use crate::catalogue::{IntrinsicId, SystemValue};
use crate::dxil::ops::OpCode;

/// How one texture intrinsic lowers.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct OpMapping {
    pub op: OpCode,
    /// CalculateLOD's `clamped` flag.
    pub clamped: Option<bool>,
}

const fn map(op: OpCode) -> Option<OpMapping> {
    Some(OpMapping { op, clamped: None })
}

/// The op a texture intrinsic lowers to (`None` for handle creation,
/// `nonuniformindex` and `getpointer`, which lower differently). An exhaustive
/// `match`: a new intrinsic does not compile until it has a row here.
pub fn op_mapping(intrinsic: IntrinsicId) -> Option<OpMapping> {
    use IntrinsicId as I;
    match intrinsic {
        I::HandleFromBinding
        | I::HandleFromImplicitBinding
        | I::NonUniformIndex
        | I::GetPointer => None,
        I::Sample | I::SampleClamp => map(OpCode::Sample),
        I::SampleBias | I::SampleBiasClamp => map(OpCode::SampleBias),
        I::SampleGrad | I::SampleGradClamp => map(OpCode::SampleGrad),
        I::SampleLevel => map(OpCode::SampleLevel),
        I::SampleCmp | I::SampleCmpClamp => map(OpCode::SampleCmp),
        I::SampleCmpLevelZero => map(OpCode::SampleCmpLevelZero),
        I::SampleCmpLevel => map(OpCode::SampleCmpLevel),
        I::Gather => map(OpCode::TextureGather),
        I::GatherCmp => map(OpCode::TextureGatherCmp),
        I::CalculateLod => Some(OpMapping {
            op: OpCode::CalculateLod,
            clamped: Some(true),
        }),
        I::CalculateLodUnclamped => Some(OpMapping {
            op: OpCode::CalculateLod,
            clamped: Some(false),
        }),
        I::LoadLevel | I::LoadMs => map(OpCode::TextureLoad),
        I::StoreTexture => map(OpCode::TextureStore),
        I::GetDimensionsX
        | I::GetDimensionsXY
        | I::GetDimensionsXYZ
        | I::GetDimensionsLevelsX
        | I::GetDimensionsLevelsXY
        | I::GetDimensionsLevelsXYZ
        | I::GetDimensionsMsXY
        | I::GetDimensionsMsXYZ => map(OpCode::GetDimensions),
        I::TextureSamplePos => map(OpCode::Texture2DMSGetSamplePosition),
    }
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
