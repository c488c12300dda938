//! The table: one [`IntrinsicSpec`] per intrinsic, written once, with the
//! per-API differences spelled out where there are any. The static rows of
//! [`IntrinsicInfo`] (one per intrinsic and API) are built from it at compile
//! time.
//!
//! This is the only place in texel that spells intrinsic names and operand
//! orders. It holds data only; lookup, mangling and decoding live elsewhere.

use crate::target::Api;

use super::attributes::DeclarationAttributes;
use super::id::{IntrinsicId, OperandRole};
use super::info::IntrinsicInfo;
use super::requirement::{Access, DimensionsQuery, KindRequirement, KindSet, TrailingLane};
use super::shape::{OperandSpec, ReturnSpec, Shape};

use DeclarationAttributes as A;
use IntrinsicId as I;
use OperandRole as R;
use Shape as S;

/// A value that may differ between the two APIs.
#[derive(Clone, Copy)]
enum PerApi<T> {
    Both(T),
    Each { dx: T, spv: T },
}

impl PerApi<ReturnSpec> {
    const fn pick(self, api: Api) -> ReturnSpec {
        match (self, api) {
            (PerApi::Both(value), _) => value,
            (PerApi::Each { dx, .. }, Api::Dx) => dx,
            (PerApi::Each { spv, .. }, Api::Spv) => spv,
        }
    }
}

impl PerApi<&'static [OperandSpec]> {
    const fn pick(self, api: Api) -> &'static [OperandSpec] {
        match (self, api) {
            (PerApi::Both(value), _) => value,
            (PerApi::Each { dx, .. }, Api::Dx) => dx,
            (PerApi::Each { spv, .. }, Api::Spv) => spv,
        }
    }
}

/// One intrinsic, both APIs.
#[derive(Clone, Copy)]
pub(super) struct IntrinsicSpec {
    pub(super) id: IntrinsicId,
    /// The name after `llvm.<api>.resource.`.
    pub(super) stem: &'static str,
    returns: PerApi<ReturnSpec>,
    operands: PerApi<&'static [OperandSpec]>,
    kinds: Option<KindRequirement>,
    dimensions: Option<DimensionsQuery>,
    attributes: DeclarationAttributes,
    known_to_llvm22: bool,
}

impl IntrinsicSpec {
    const fn for_api(self, api: Api) -> IntrinsicInfo {
        IntrinsicInfo {
            api,
            id: self.id,
            stem: self.stem,
            returns: self.returns.pick(api),
            operands: self.operands.pick(api),
            kinds: self.kinds,
            dimensions: self.dimensions,
            attributes: self.attributes,
            known_to_llvm22: self.known_to_llvm22,
        }
    }
}

// ---- operand slots -------------------------------------------------------

const fn ov(role: OperandRole, shape: Shape) -> OperandSpec {
    OperandSpec::overloaded(role, shape)
}

const fn fixed(role: OperandRole, shape: Shape) -> OperandSpec {
    OperandSpec::fixed(role, shape)
}

const TEXTURE: OperandSpec = ov(R::Texture, S::ResourceHandle);
const RESOURCE: OperandSpec = ov(R::Resource, S::ResourceHandle);
const SAMPLER: OperandSpec = ov(R::Sampler, S::SamplerHandle);
const COORDINATE: OperandSpec = ov(R::Coordinate, S::F32ScalarOrVector);
const TEXEL_COORDINATE: OperandSpec = ov(R::Coordinate, S::I32ScalarOrVector);
const OFFSET: OperandSpec = ov(R::Offset, S::I32ScalarOrVector);
const BIAS: OperandSpec = fixed(R::Bias, S::F32);
const LOD: OperandSpec = fixed(R::Lod, S::F32);
const CLAMP: OperandSpec = fixed(R::Clamp, S::F32);
const DDX: OperandSpec = ov(R::GradientX, S::F32ScalarOrVector);
const DDY: OperandSpec = ov(R::GradientY, S::F32ScalarOrVector);
const COMPARE: OperandSpec = fixed(R::CompareValue, S::F32);
const COMPONENT: OperandSpec = fixed(R::Component, S::I32);
const SAMPLE_INDEX: OperandSpec = fixed(R::SampleIndex, S::I32);
const QUERY_MIP: OperandSpec = fixed(R::Mip, S::I32);
const NAME: OperandSpec = fixed(R::Name, S::Pointer(0));

const fn int(role: OperandRole) -> OperandSpec {
    fixed(role, S::I32)
}

// ---- operand lists (call order) -------------------------------------------

const HANDLE_FROM_BINDING: &[OperandSpec] = &[
    int(R::Space),
    int(R::LowerBound),
    int(R::RangeSize),
    int(R::Index),
    NAME,
];
const HANDLE_FROM_IMPLICIT_BINDING: &[OperandSpec] = &[
    int(R::OrderId),
    int(R::Space),
    int(R::RangeSize),
    int(R::Index),
    NAME,
];
const NON_UNIFORM_INDEX: &[OperandSpec] = &[int(R::Index)];
const SAMPLE: &[OperandSpec] = &[TEXTURE, SAMPLER, COORDINATE, OFFSET];
const SAMPLE_CLAMP: &[OperandSpec] = &[TEXTURE, SAMPLER, COORDINATE, OFFSET, CLAMP];
const SAMPLE_BIAS: &[OperandSpec] = &[TEXTURE, SAMPLER, COORDINATE, BIAS, OFFSET];
const SAMPLE_BIAS_CLAMP: &[OperandSpec] = &[TEXTURE, SAMPLER, COORDINATE, BIAS, OFFSET, CLAMP];
const SAMPLE_GRAD: &[OperandSpec] = &[TEXTURE, SAMPLER, COORDINATE, DDX, DDY, OFFSET];
const SAMPLE_GRAD_CLAMP: &[OperandSpec] = &[TEXTURE, SAMPLER, COORDINATE, DDX, DDY, OFFSET, CLAMP];
const SAMPLE_LEVEL: &[OperandSpec] = &[TEXTURE, SAMPLER, COORDINATE, LOD, OFFSET];
const SAMPLE_CMP: &[OperandSpec] = &[TEXTURE, SAMPLER, COORDINATE, COMPARE, OFFSET];
const SAMPLE_CMP_CLAMP: &[OperandSpec] = &[TEXTURE, SAMPLER, COORDINATE, COMPARE, OFFSET, CLAMP];
const SAMPLE_CMP_LEVEL: &[OperandSpec] = &[TEXTURE, SAMPLER, COORDINATE, COMPARE, LOD, OFFSET];
const GATHER: &[OperandSpec] = &[TEXTURE, SAMPLER, COORDINATE, COMPONENT, OFFSET];
const GATHER_CMP_DX: &[OperandSpec] = &[TEXTURE, SAMPLER, COORDINATE, COMPARE, COMPONENT, OFFSET];
const GATHER_CMP_SPV: &[OperandSpec] = &[TEXTURE, SAMPLER, COORDINATE, COMPARE, OFFSET];
const CALCULATE_LOD: &[OperandSpec] = &[TEXTURE, SAMPLER, COORDINATE];
const LOAD_LEVEL: &[OperandSpec] = &[TEXTURE, TEXEL_COORDINATE, ov(R::Mip, S::I32), OFFSET];
const LOAD_MS: &[OperandSpec] = &[TEXTURE, TEXEL_COORDINATE, SAMPLE_INDEX, OFFSET];
const STORE_TEXTURE: &[OperandSpec] = &[
    TEXTURE,
    TEXEL_COORDINATE,
    ov(R::Data, S::NumericScalarOrVector),
];
// LLVM 22 declares the index as a fixed i32 (newer upstream overloads it).
const GET_POINTER: &[OperandSpec] = &[RESOURCE, fixed(R::Index, S::I32)];
const GET_DIMENSIONS: &[OperandSpec] = &[RESOURCE];
const GET_DIMENSIONS_LEVELS: &[OperandSpec] = &[RESOURCE, QUERY_MIP];
const TEXTURE_SAMPLE_POS: &[OperandSpec] = &[TEXTURE, SAMPLE_INDEX];

// ---- returns ---------------------------------------------------------------

const RETURNS_HANDLE: PerApi<ReturnSpec> = PerApi::Both(ReturnSpec::overloaded(S::Handle));
const RETURNS_T: PerApi<ReturnSpec> =
    PerApi::Both(ReturnSpec::overloaded(S::NumericScalarOrVector));
const RETURNS_FLOAT: PerApi<ReturnSpec> = PerApi::Both(ReturnSpec::overloaded(S::FloatScalar));
const RETURNS_VEC4: PerApi<ReturnSpec> = PerApi::Both(ReturnSpec::overloaded(S::NumericVector4));
const RETURNS_SAMPLE_POSITION: PerApi<ReturnSpec> =
    PerApi::Both(ReturnSpec::overloaded(S::F32Vector(2)));
const RETURNS_LOD: PerApi<ReturnSpec> = PerApi::Each {
    dx: ReturnSpec::fixed(S::F32),
    spv: ReturnSpec::overloaded(S::FloatScalar),
};
const RETURNS_POINTER: PerApi<ReturnSpec> = PerApi::Each {
    dx: ReturnSpec::overloaded(S::Pointer(0)),
    spv: ReturnSpec::overloaded(S::Pointer(11)),
};
const fn returns_fixed(shape: Shape) -> PerApi<ReturnSpec> {
    PerApi::Both(ReturnSpec::fixed(shape))
}
const fn returns_lanes(lanes: u32) -> PerApi<ReturnSpec> {
    if lanes == 1 {
        returns_fixed(S::I32)
    } else {
        returns_fixed(S::I32Vector(lanes))
    }
}

// ---- kind requirements -----------------------------------------------------

const fn kinds(set: KindSet, access: Access) -> Option<KindRequirement> {
    Some(KindRequirement::new(set, access))
}
const fn sized(set: KindSet, access: Access, components: u32) -> Option<KindRequirement> {
    Some(KindRequirement::sized(set, access, components))
}
const SAMPLEABLE: Option<KindRequirement> =
    kinds(KindSet::NonMultisampledTexture, Access::ReadOnly);
const COMPARABLE: Option<KindRequirement> = kinds(KindSet::CompareTexture, Access::ReadOnly);
const GATHERABLE: Option<KindRequirement> = kinds(KindSet::GatherTexture, Access::ReadOnly);
const MULTISAMPLED: Option<KindRequirement> = kinds(KindSet::MultisampledTexture, Access::Any);

const fn dims(size_components: u32, trailing: TrailingLane) -> Option<DimensionsQuery> {
    Some(DimensionsQuery::new(size_components, trailing))
}

// ---- the table -------------------------------------------------------------

/// A row with no dimensions fact, not known to LLVM 22.
const fn intrinsic(
    id: IntrinsicId,
    stem: &'static str,
    returns: PerApi<ReturnSpec>,
    operands: PerApi<&'static [OperandSpec]>,
    kinds: Option<KindRequirement>,
    attributes: DeclarationAttributes,
) -> IntrinsicSpec {
    IntrinsicSpec {
        id,
        stem,
        returns,
        operands,
        kinds,
        dimensions: None,
        attributes,
        known_to_llvm22: false,
    }
}

impl IntrinsicSpec {
    const fn known_to_llvm22(mut self) -> IntrinsicSpec {
        self.known_to_llvm22 = true;
        self
    }

    const fn dimensions(mut self, query: Option<DimensionsQuery>) -> IntrinsicSpec {
        self.dimensions = query;
        self
    }
}

const fn both(operands: &'static [OperandSpec]) -> PerApi<&'static [OperandSpec]> {
    PerApi::Both(operands)
}

/// One spec per [`IntrinsicId`], in id order (checked when the rows are built).
#[rustfmt::skip]
static SPECS: [IntrinsicSpec; IntrinsicId::COUNT] = [
    intrinsic(I::HandleFromBinding, "handlefrombinding", RETURNS_HANDLE, both(HANDLE_FROM_BINDING),
         kinds(KindSet::AnyKind, Access::Any), A::NONE).known_to_llvm22(),
    intrinsic(I::HandleFromImplicitBinding, "handlefromimplicitbinding", RETURNS_HANDLE,
         both(HANDLE_FROM_IMPLICIT_BINDING), kinds(KindSet::AnyKind, Access::Any), A::NONE)
        .known_to_llvm22(),
    intrinsic(I::NonUniformIndex, "nonuniformindex", returns_fixed(S::I32), both(NON_UNIFORM_INDEX),
         None, A::NONE).known_to_llvm22(),
    intrinsic(I::Sample, "sample", RETURNS_T, both(SAMPLE), SAMPLEABLE, A::CONVERGENT_READ),
    intrinsic(I::SampleClamp, "sample.clamp", RETURNS_T, both(SAMPLE_CLAMP), SAMPLEABLE,
         A::CONVERGENT_READ),
    intrinsic(I::SampleBias, "samplebias", RETURNS_T, both(SAMPLE_BIAS), SAMPLEABLE,
         A::CONVERGENT_READ),
    intrinsic(I::SampleBiasClamp, "samplebias.clamp", RETURNS_T, both(SAMPLE_BIAS_CLAMP), SAMPLEABLE,
         A::CONVERGENT_READ),
    intrinsic(I::SampleGrad, "samplegrad", RETURNS_T, both(SAMPLE_GRAD), SAMPLEABLE, A::READ),
    intrinsic(I::SampleGradClamp, "samplegrad.clamp", RETURNS_T, both(SAMPLE_GRAD_CLAMP), SAMPLEABLE,
         A::READ),
    intrinsic(I::SampleLevel, "samplelevel", RETURNS_T, both(SAMPLE_LEVEL), SAMPLEABLE, A::READ),
    intrinsic(I::SampleCmp, "samplecmp", RETURNS_FLOAT, both(SAMPLE_CMP), COMPARABLE,
         A::CONVERGENT_READ),
    intrinsic(I::SampleCmpClamp, "samplecmp.clamp", RETURNS_FLOAT, both(SAMPLE_CMP_CLAMP), COMPARABLE,
         A::CONVERGENT_READ),
    intrinsic(I::SampleCmpLevelZero, "samplecmplevelzero", RETURNS_FLOAT, both(SAMPLE_CMP),
         COMPARABLE, A::READ),
    intrinsic(I::SampleCmpLevel, "samplecmplevel", RETURNS_FLOAT, both(SAMPLE_CMP_LEVEL), COMPARABLE,
         A::READ),
    intrinsic(I::Gather, "gather", RETURNS_VEC4, both(GATHER), GATHERABLE, A::READ),
    intrinsic(I::GatherCmp, "gather.cmp", RETURNS_VEC4,
         PerApi::Each { dx: GATHER_CMP_DX, spv: GATHER_CMP_SPV }, GATHERABLE, A::READ),
    intrinsic(I::CalculateLod, "calculate.lod", RETURNS_LOD, both(CALCULATE_LOD), SAMPLEABLE,
         A::CONVERGENT_READ),
    intrinsic(I::CalculateLodUnclamped, "calculate.lod.unclamped", RETURNS_LOD, both(CALCULATE_LOD),
         SAMPLEABLE, A::CONVERGENT_READ),
    intrinsic(I::LoadLevel, "load.level", RETURNS_T, both(LOAD_LEVEL),
         kinds(KindSet::LoadableTexture, Access::Any), A::READ),
    intrinsic(I::LoadMs, "load.ms", RETURNS_T, both(LOAD_MS), MULTISAMPLED, A::READ),
    intrinsic(I::StoreTexture, "store.texture", returns_fixed(S::Void), both(STORE_TEXTURE),
         kinds(KindSet::WritableTexture, Access::Writable), A::WRITE),
    intrinsic(I::GetPointer, "getpointer", RETURNS_POINTER, both(GET_POINTER),
         kinds(KindSet::Buffer, Access::Any), A::CONVERGENT_NONE).known_to_llvm22(),
    intrinsic(I::GetDimensionsX, "getdimensions.x", returns_lanes(1), both(GET_DIMENSIONS),
         sized(KindSet::SizedResource, Access::Any, 1), A::READ)
        .dimensions(dims(1, TrailingLane::None)).known_to_llvm22(),
    intrinsic(I::GetDimensionsXY, "getdimensions.xy", returns_lanes(2), both(GET_DIMENSIONS),
         sized(KindSet::SizedResource, Access::Any, 2), A::READ)
        .dimensions(dims(2, TrailingLane::None)),
    intrinsic(I::GetDimensionsXYZ, "getdimensions.xyz", returns_lanes(3), both(GET_DIMENSIONS),
         sized(KindSet::SizedResource, Access::Any, 3), A::READ)
        .dimensions(dims(3, TrailingLane::None)),
    intrinsic(I::GetDimensionsLevelsX, "getdimensions.levels.x", returns_lanes(2),
         both(GET_DIMENSIONS_LEVELS), sized(KindSet::NonMultisampledTexture, Access::ReadOnly, 1),
         A::READ)
        .dimensions(dims(1, TrailingLane::LevelCount)),
    intrinsic(I::GetDimensionsLevelsXY, "getdimensions.levels.xy", returns_lanes(3),
         both(GET_DIMENSIONS_LEVELS), sized(KindSet::NonMultisampledTexture, Access::ReadOnly, 2),
         A::READ)
        .dimensions(dims(2, TrailingLane::LevelCount)),
    intrinsic(I::GetDimensionsLevelsXYZ, "getdimensions.levels.xyz", returns_lanes(4),
         both(GET_DIMENSIONS_LEVELS), sized(KindSet::NonMultisampledTexture, Access::ReadOnly, 3),
         A::READ)
        .dimensions(dims(3, TrailingLane::LevelCount)),
    intrinsic(I::GetDimensionsMsXY, "getdimensions.ms.xy", returns_lanes(3), both(GET_DIMENSIONS),
         sized(KindSet::MultisampledTexture, Access::Any, 2), A::READ)
        .dimensions(dims(2, TrailingLane::SampleCount)),
    intrinsic(I::GetDimensionsMsXYZ, "getdimensions.ms.xyz", returns_lanes(4), both(GET_DIMENSIONS),
         sized(KindSet::MultisampledTexture, Access::Any, 3), A::READ)
        .dimensions(dims(3, TrailingLane::SampleCount)),
    intrinsic(I::TextureSamplePos, "texturesamplepos", RETURNS_SAMPLE_POSITION, both(TEXTURE_SAMPLE_POS),
         MULTISAMPLED, A::READ),
];

// ---- rows --------------------------------------------------------------------

const ROW_COUNT: usize = IntrinsicId::COUNT * Api::ALL.len();

/// Rows in (id, api) order: row `2 * id + api`.
static ROWS: [IntrinsicInfo; ROW_COUNT] = build_rows();

const fn build_rows() -> [IntrinsicInfo; ROW_COUNT] {
    let mut rows = [SPECS[0].for_api(Api::Dx); ROW_COUNT];
    let mut index = 0;
    while index < SPECS.len() {
        assert!(
            SPECS[index].id as usize == index,
            "SPECS must be in IntrinsicId order"
        );
        rows[row_index(Api::Dx, SPECS[index].id)] = SPECS[index].for_api(Api::Dx);
        rows[row_index(Api::Spv, SPECS[index].id)] = SPECS[index].for_api(Api::Spv);
        index += 1;
    }
    rows
}

const fn row_index(api: Api, id: IntrinsicId) -> usize {
    id as usize * Api::ALL.len() + api as usize
}

/// The most `.`-separated components any stem has (`calculate.lod.unclamped`).
pub(super) const MAX_STEM_COMPONENTS: usize = max_stem_components();

const fn max_stem_components() -> usize {
    let mut max = 0;
    let mut index = 0;
    while index < SPECS.len() {
        let bytes = SPECS[index].stem.as_bytes();
        let mut components = 1;
        let mut position = 0;
        while position < bytes.len() {
            if bytes[position] == b'.' {
                components += 1;
            }
            position += 1;
        }
        if components > max {
            max = components;
        }
        index += 1;
    }
    max
}

pub(super) fn spec(id: IntrinsicId) -> &'static IntrinsicSpec {
    &SPECS[id as usize]
}

pub(super) fn specs() -> &'static [IntrinsicSpec] {
    &SPECS
}

pub(super) fn row(api: Api, id: IntrinsicId) -> &'static IntrinsicInfo {
    &ROWS[row_index(api, id)]
}

pub(super) fn rows() -> &'static [IntrinsicInfo] {
    &ROWS
}
