//! The names of things in the catalogue: which intrinsic ([`IntrinsicId`]) and
//! what each operand means ([`OperandRole`]).
//!
//! Identifiers only: the spelling of intrinsic names lives in the table
//! (`table.rs`), never here, so that there is exactly one place to change it.

use std::fmt;

use crate::target::Api;

/// One texture or resource intrinsic, independent of the API family. Each id
/// exists for both [`Api::Dx`] (`llvm.dx.resource.*`) and [`Api::Spv`]
/// (`llvm.spv.resource.*`).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub enum IntrinsicId {
    /// `handlefrombinding`: explicit register / descriptor binding.
    HandleFromBinding,
    /// `handlefromimplicitbinding`: binding assigned later by order id.
    HandleFromImplicitBinding,
    /// `nonuniformindex`: marks a resource-array index as non-uniform.
    NonUniformIndex,
    /// `sample`: implicit-LOD sampling.
    Sample,
    /// `sample.clamp`: implicit-LOD sampling with a minimum-LOD clamp.
    SampleClamp,
    /// `samplebias`.
    SampleBias,
    /// `samplebias.clamp`.
    SampleBiasClamp,
    /// `samplegrad`: explicit gradients.
    SampleGrad,
    /// `samplegrad.clamp`.
    SampleGradClamp,
    /// `samplelevel`: explicit LOD.
    SampleLevel,
    /// `samplecmp`: depth comparison, implicit LOD.
    SampleCmp,
    /// `samplecmp.clamp`.
    SampleCmpClamp,
    /// `samplecmplevelzero`: depth comparison at LOD 0.
    SampleCmpLevelZero,
    /// `samplecmplevel`: depth comparison at an explicit LOD (texel extension,
    /// SM 6.7; not upstream yet).
    SampleCmpLevel,
    /// `gather`: four texels of one component.
    Gather,
    /// `gather.cmp`: four comparison results. The dx form carries an `i32`
    /// component operand after the compare value, the spv form has none
    /// (Vulkan gathers component 0).
    GatherCmp,
    /// `calculate.lod`: the clamped LOD. Returns a fixed `float` on dx, an
    /// overloaded float on spv.
    CalculateLod,
    /// `calculate.lod.unclamped`.
    CalculateLodUnclamped,
    /// `load.level`: texel fetch (HLSL `Load`, and every texture subscript read on
    /// LLVM 22). HLSL's packed `Load(intN+1)` argument arrives split into
    /// coordinate and mip; for writable (RW) textures the mip operand is `poison`.
    LoadLevel,
    /// `load.ms`: texel fetch from a multisampled texture.
    LoadMs,
    /// `store.texture`: texel write to a writable texture (`RW[p] = v`). The spv
    /// form is a texel extension.
    StoreTexture,
    /// `getpointer`: element pointer of a buffer (LLVM 22 knows it with an `i32`
    /// index only, so texel uses it for buffers only).
    GetPointer,
    /// `getdimensions.x`: one size lane.
    GetDimensionsX,
    /// `getdimensions.xy`: two size lanes.
    GetDimensionsXY,
    /// `getdimensions.xyz`: three size lanes.
    GetDimensionsXYZ,
    /// `getdimensions.levels.x`: one size lane at a mip, then the level count.
    GetDimensionsLevelsX,
    /// `getdimensions.levels.xy`.
    GetDimensionsLevelsXY,
    /// `getdimensions.levels.xyz`.
    GetDimensionsLevelsXYZ,
    /// `getdimensions.ms.xy`: two size lanes, then the sample count.
    GetDimensionsMsXY,
    /// `getdimensions.ms.xyz`.
    GetDimensionsMsXYZ,
    /// `texturesamplepos`: `GetSamplePosition` of a multisampled texture (texel
    /// extension, named after proposal 0037).
    TextureSamplePos,
}

impl IntrinsicId {
    /// Number of ids (the table holds one row per id and API).
    pub const COUNT: usize = 31;

    /// Every id, in declaration order (which is also table order).
    pub const ALL: [IntrinsicId; IntrinsicId::COUNT] = [
        IntrinsicId::HandleFromBinding,
        IntrinsicId::HandleFromImplicitBinding,
        IntrinsicId::NonUniformIndex,
        IntrinsicId::Sample,
        IntrinsicId::SampleClamp,
        IntrinsicId::SampleBias,
        IntrinsicId::SampleBiasClamp,
        IntrinsicId::SampleGrad,
        IntrinsicId::SampleGradClamp,
        IntrinsicId::SampleLevel,
        IntrinsicId::SampleCmp,
        IntrinsicId::SampleCmpClamp,
        IntrinsicId::SampleCmpLevelZero,
        IntrinsicId::SampleCmpLevel,
        IntrinsicId::Gather,
        IntrinsicId::GatherCmp,
        IntrinsicId::CalculateLod,
        IntrinsicId::CalculateLodUnclamped,
        IntrinsicId::LoadLevel,
        IntrinsicId::LoadMs,
        IntrinsicId::StoreTexture,
        IntrinsicId::GetPointer,
        IntrinsicId::GetDimensionsX,
        IntrinsicId::GetDimensionsXY,
        IntrinsicId::GetDimensionsXYZ,
        IntrinsicId::GetDimensionsLevelsX,
        IntrinsicId::GetDimensionsLevelsXY,
        IntrinsicId::GetDimensionsLevelsXYZ,
        IntrinsicId::GetDimensionsMsXY,
        IntrinsicId::GetDimensionsMsXYZ,
        IntrinsicId::TextureSamplePos,
    ];

    /// The name part after `llvm.<api>.resource.`: `sample.clamp`,
    /// `getdimensions.levels.xy`, …
    pub fn stem(self) -> &'static str {
        super::table::spec(self).stem
    }
}

impl fmt::Display for IntrinsicId {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.stem())
    }
}

/// What an operand means. Consumers find operands by role
/// ([`IntrinsicInfo::operand_index`](super::IntrinsicInfo::operand_index)), never
/// by position, so that operand orders stay in the table.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub enum OperandRole {
    /// Register space (dx) / descriptor set (spv).
    Space,
    /// First register of the binding (dx) / binding number (spv).
    LowerBound,
    /// Number of registers (dx) / descriptor array size (spv).
    RangeSize,
    /// Index into a resource array (handle creation, `nonuniformindex`), or the
    /// element index of `getpointer`.
    Index,
    /// Declaration order of an implicitly bound resource.
    OrderId,
    /// Pointer to the private C string holding the resource's name.
    Name,
    /// The texture handle of a texture-only operation.
    Texture,
    /// The handle of an operation that also accepts buffers (`getpointer`,
    /// `getdimensions.*`).
    Resource,
    /// The sampler handle.
    Sampler,
    /// Float sampling coordinate, or integer texel coordinate of loads and stores.
    Coordinate,
    /// Texel offset: `i32` or `<N x i32>`, zero when the user gave none.
    Offset,
    /// LOD bias (`float`).
    Bias,
    /// Explicit LOD of sampling operations (`float`).
    Lod,
    /// Minimum-LOD clamp (`float`).
    Clamp,
    /// Gradient along x (`ddx`).
    GradientX,
    /// Gradient along y (`ddy`).
    GradientY,
    /// Depth reference of comparison operations (`float`).
    CompareValue,
    /// Channel gathered by `gather` / dx `gather.cmp` (`i32`).
    Component,
    /// Sample index of multisampled operations (`i32`).
    SampleIndex,
    /// Mip level of `load.level` (`poison` for writable textures) and of
    /// `getdimensions.levels.*`.
    Mip,
    /// Value written by `store.texture`.
    Data,
}

impl OperandRole {
    /// The role in words, as diagnostics print it. The binding operands use each
    /// API's own vocabulary (`space` / `set`, `lower bound` / `binding`, …).
    pub fn name(self, api: Api) -> &'static str {
        match (self, api) {
            (OperandRole::Space, Api::Dx) => "space",
            (OperandRole::Space, Api::Spv) => "set",
            (OperandRole::LowerBound, Api::Dx) => "lower bound",
            (OperandRole::LowerBound, Api::Spv) => "binding",
            (OperandRole::RangeSize, Api::Dx) => "range size",
            (OperandRole::RangeSize, Api::Spv) => "array size",
            (OperandRole::Index, _) => "index",
            (OperandRole::OrderId, _) => "order id",
            (OperandRole::Name, _) => "name",
            (OperandRole::Texture, _) => "texture",
            (OperandRole::Resource, _) => "resource",
            (OperandRole::Sampler, _) => "sampler",
            (OperandRole::Coordinate, _) => "coordinate",
            (OperandRole::Offset, _) => "offset",
            (OperandRole::Bias, _) => "bias",
            (OperandRole::Lod, _) => "lod",
            (OperandRole::Clamp, _) => "clamp",
            (OperandRole::GradientX, _) => "ddx",
            (OperandRole::GradientY, _) => "ddy",
            (OperandRole::CompareValue, _) => "compare value",
            (OperandRole::Component, _) => "component",
            (OperandRole::SampleIndex, _) => "sample index",
            (OperandRole::Mip, _) => "mip",
            (OperandRole::Data, _) => "data",
        }
    }

    /// Whether this role is the handle that the operation works on.
    pub fn is_resource_handle(self) -> bool {
        matches!(self, OperandRole::Texture | OperandRole::Resource)
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use pretty_assertions::assert_eq;

    #[test]
    fn all_lists_every_id_in_declaration_order() {
        for (index, id) in IntrinsicId::ALL.iter().enumerate() {
            assert_eq!(*id as usize, index);
        }
        assert_eq!(
            IntrinsicId::ALL.last().copied(),
            Some(IntrinsicId::TextureSamplePos)
        );
    }

    #[test]
    fn binding_roles_use_each_apis_words() {
        assert_eq!(OperandRole::Space.name(Api::Dx), "space");
        assert_eq!(OperandRole::Space.name(Api::Spv), "set");
        assert_eq!(OperandRole::RangeSize.name(Api::Spv), "array size");
        assert_eq!(OperandRole::Coordinate.name(Api::Spv), "coordinate");
    }
}
