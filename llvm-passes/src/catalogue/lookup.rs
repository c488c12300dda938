//! Finding rows: by callee name ([`recognise`]), by API and id ([`info`]), or
//! all of them ([`all`]).
//!
//! [`recognise`] runs once per call instruction of a module, so it must stay
//! cheap: a prefix test, then at most a few hash lookups of sub-slices of the
//! name, longest candidate first. It never formats strings per query.

use std::collections::HashMap;
use std::sync::OnceLock;

use crate::target::Api;

use super::id::IntrinsicId;
use super::info::{family_prefix, IntrinsicInfo};
use super::table::{self, MAX_STEM_COMPONENTS};

/// The row of `api`'s intrinsic `id`.
pub fn info(api: Api, id: IntrinsicId) -> Option<&'static IntrinsicInfo> {
    Some(table::row(api, id))
}

/// Every row: each intrinsic for [`Api::Dx`] and for [`Api::Spv`].
pub fn all() -> &'static [IntrinsicInfo] {
    table::rows()
}

fn ids_by_stem() -> &'static HashMap<&'static str, IntrinsicId> {
    static IDS_BY_STEM: OnceLock<HashMap<&'static str, IntrinsicId>> = OnceLock::new();
    IDS_BY_STEM.get_or_init(|| {
        table::specs()
            .iter()
            .map(|spec| (spec.stem, spec.id))
            .collect()
    })
}

/// The API whose family prefix `callee_name` starts with, and the rest.
fn split_family_prefix(callee_name: &str) -> Option<(Api, &str)> {
    Api::ALL.into_iter().find_map(|api| {
        callee_name
            .strip_prefix(family_prefix(api))
            .map(|rest| (api, rest))
    })
}

/// The longest stem that `rest` starts with, followed by `.` or the end.
fn longest_stem(rest: &str) -> Option<IntrinsicId> {
    let mut candidate_ends = [0usize; MAX_STEM_COMPONENTS];
    let mut count = 0;
    let boundaries = rest
        .match_indices('.')
        .map(|(position, _)| position)
        .chain(std::iter::once(rest.len()));
    for end in boundaries.take(MAX_STEM_COMPONENTS) {
        candidate_ends[count] = end;
        count += 1;
    }
    let ids = ids_by_stem();
    candidate_ends[..count]
        .iter()
        .rev()
        .find_map(|&end| ids.get(&rest[..end]).copied())
}

/// The row a call to `callee_name` belongs to, matched by base name: the longest
/// known `llvm.<api>.resource.<stem>` followed by `.` or the end of the name.
/// Suffixes are ignored (they may be stale; decode the call's types instead).
///
/// `llvm.dx.resource.samplelevel.v4f32…` is `samplelevel`, not `sample`;
/// `llvm.dx.resource.samplefoo` is nothing.
pub fn recognise(callee_name: &str) -> Option<&'static IntrinsicInfo> {
    let (api, rest) = split_family_prefix(callee_name)?;
    let id = longest_stem(rest)?;
    info(api, id)
}

#[cfg(test)]
mod tests {
    use super::*;
    use pretty_assertions::assert_eq;

    fn recognised(name: &str) -> Option<(Api, IntrinsicId)> {
        recognise(name).map(|row| (row.api(), row.id()))
    }

    #[test]
    fn longest_base_name_wins() {
        assert_eq!(
            recognised("llvm.dx.resource.samplelevel.v4f32.tdx.Texture_v4f32_0_0_0_2t"),
            Some((Api::Dx, IntrinsicId::SampleLevel))
        );
        assert_eq!(
            recognised("llvm.dx.resource.sample.clamp.v4f32"),
            Some((Api::Dx, IntrinsicId::SampleClamp))
        );
        assert_eq!(
            recognised("llvm.dx.resource.sample.v4f32"),
            Some((Api::Dx, IntrinsicId::Sample))
        );
        assert_eq!(
            recognised("llvm.dx.resource.gather.cmp.v4f32"),
            Some((Api::Dx, IntrinsicId::GatherCmp))
        );
        assert_eq!(
            recognised("llvm.dx.resource.gather.v4f32"),
            Some((Api::Dx, IntrinsicId::Gather))
        );
        assert_eq!(
            recognised("llvm.dx.resource.getdimensions.levels.xy"),
            Some((Api::Dx, IntrinsicId::GetDimensionsLevelsXY))
        );
        assert_eq!(
            recognised("llvm.spv.resource.getdimensions.ms.xyz.tspirv.Imaget"),
            Some((Api::Spv, IntrinsicId::GetDimensionsMsXYZ))
        );
        assert_eq!(
            recognised("llvm.spv.resource.calculate.lod.unclamped.f32"),
            Some((Api::Spv, IntrinsicId::CalculateLodUnclamped))
        );
        assert_eq!(
            recognised("llvm.spv.resource.calculate.lod.f32"),
            Some((Api::Spv, IntrinsicId::CalculateLod))
        );
        assert_eq!(
            recognised("llvm.spv.resource.samplecmplevelzero.f32"),
            Some((Api::Spv, IntrinsicId::SampleCmpLevelZero))
        );
        assert_eq!(
            recognised("llvm.spv.resource.samplecmplevel"),
            Some((Api::Spv, IntrinsicId::SampleCmpLevel))
        );
        assert_eq!(
            recognised("llvm.dx.resource.nonuniformindex"),
            Some((Api::Dx, IntrinsicId::NonUniformIndex))
        );
    }

    #[test]
    fn unknown_names_are_not_recognised() {
        assert_eq!(recognised("llvm.dx.resource.samplefoo"), None);
        assert_eq!(recognised("llvm.dx.resource.samplefoo.v4f32"), None);
        assert_eq!(recognised("llvm.dx.resource.getdimensions"), None);
        assert_eq!(recognised("llvm.dx.resource.getdimensions.levels"), None);
        assert_eq!(recognised("llvm.dx.resource.load.typedbuffer.v4f32"), None);
        assert_eq!(recognised("llvm.dx.resource."), None);
        assert_eq!(recognised("llvm.dx.resource"), None);
        assert_eq!(recognised("llvm.spirv.resource.sample"), None);
        assert_eq!(recognised("llvm.dx.sample"), None);
        assert_eq!(recognised("main"), None);
        assert_eq!(recognised(""), None);
    }

    #[test]
    fn family_prefixes_follow_the_api_names() {
        for api in Api::ALL {
            assert_eq!(
                family_prefix(api),
                format!("llvm.{}.resource.", api.intrinsic_prefix())
            );
        }
    }

    #[test]
    fn info_returns_the_row_of_that_api_and_id() {
        for api in Api::ALL {
            for id in IntrinsicId::ALL {
                let row = info(api, id).expect("every id exists for both APIs");
                assert_eq!((row.api(), row.id()), (api, id));
            }
        }
        assert_eq!(all().len(), IntrinsicId::COUNT * 2);
    }
}
