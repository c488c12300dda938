//! HLSL semantics: how a semantic string splits into a name and an index, the
//! system values (`SV_*`) one row each, and DXC's signature-point table — what
//! each system value means at each signature point (vertex input, pixel
//! output, …), from which shader model — with the numbers the two target
//! formats give each row (DXIL `SemanticKind`, SPIR-V `BuiltIn`).
//!
//! Rows only. The front end reads the table for DXC's stage rules and types;
//! texel-dxil for signature packing; the SPIR-V side for built-ins. None of
//! them spells a system value's name or number of its own; this module decides
//! nothing about what texel compiles.

use rspirv::spirv::BuiltIn;

/// The signature points texel compiles (DXC's `SigPoint::Kind`, the vertex,
/// pixel and compute subset).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum SignaturePoint {
    VertexInput,
    VertexOutput,
    PixelInput,
    PixelOutput,
    ComputeInput,
}

/// What a semantic is at a signature point (DXC's
/// `SemanticInterpretationKind`).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Interpretation {
    /// Not allowed here.
    NotAvailable,
    /// A system value in the signature, packed with the others.
    SystemValue,
    /// A system-generated value in the signature (packed after the others).
    SystemGenerated,
    /// An arbitrary (user) value in the signature: the name means nothing.
    Arbitrary,
    /// Not in the signature: read through an operation of its own.
    NotInSignature,
    /// In the signature but not packed into rows (start row -1).
    NotPacked,
    /// A render target output (`SV_Target<n>` at row n).
    Target,
    /// In the signature for reflection, read through an operation.
    Shadow,
}

/// The scalar kind a system value's variable must have.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum ValueKind {
    /// `float` (or `half`/`min16float`).
    Float,
    /// `int` or `uint`.
    Integer,
    /// `bool`, or an integer (DXC accepts both).
    Boolean,
    /// Any numeric scalar (render targets).
    Numeric,
}

/// The interpretation at one signature point and the shader model that
/// introduced it (`(6, 0)` for everything SM 6.0 has).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct PointRule {
    pub interpretation: Interpretation,
    pub minimum_shader_model: (u32, u32),
    /// The SPIR-V built-in that carries the value at this point (`None`: a
    /// Location, or not available).
    pub builtin: Option<BuiltIn>,
}

/// One system value.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct SystemValueInfo {
    pub value: SystemValue,
    /// The canonical spelling (`SV_Position`).
    pub spelling: &'static str,
    /// DXIL's `SemanticKind` number.
    pub dxil_kind: u32,
    /// The scalar kind and the component counts (min, max) allowed.
    pub value_kind: ValueKind,
    pub components: (u32, u32),
    /// One rule per signature point, in [`SignaturePoint`] order.
    rules: [PointRule; 5],
}

const fn rule(
    interpretation: Interpretation,
    sm: (u32, u32),
    builtin: Option<BuiltIn>,
) -> PointRule {
    PointRule {
        interpretation,
        minimum_shader_model: sm,
        builtin,
    }
}

use Interpretation as I;

const NA: PointRule = rule(I::NotAvailable, (6, 0), None);
const ARB: PointRule = rule(I::Arbitrary, (6, 0), None);

macro_rules! system_values {
    ($($variant:ident, $spelling:literal, $kind:literal, $value_kind:ident, $min:literal..=$max:literal,
       [$vs_in:expr, $vs_out:expr, $ps_in:expr, $ps_out:expr, $cs_in:expr];)*) => {
        /// An HLSL system value (`SV_*`).
        #[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
        pub enum SystemValue {
            $($variant,)*
        }

        static SYSTEM_VALUES: &[SystemValueInfo] = &[
            $(SystemValueInfo {
                value: SystemValue::$variant,
                spelling: $spelling,
                dxil_kind: $kind,
                value_kind: ValueKind::$value_kind,
                components: ($min, $max),
                rules: [$vs_in, $vs_out, $ps_in, $ps_out, $cs_in],
            },)*
        ];
    };
}

const fn sv(builtin: BuiltIn) -> PointRule {
    rule(I::SystemValue, (6, 0), Some(builtin))
}
const fn sgv(builtin: BuiltIn) -> PointRule {
    rule(I::SystemGenerated, (6, 0), Some(builtin))
}
const fn not_in_signature(builtin: BuiltIn) -> PointRule {
    rule(I::NotInSignature, (6, 0), Some(builtin))
}
const fn not_packed(builtin: BuiltIn) -> PointRule {
    rule(I::NotPacked, (6, 0), Some(builtin))
}

// DXC's DxilSigPoint.inl interpretation table (VSIn, VSOut, PSIn, PSOut,
// CSIn columns; shader models below 6.0 collapse to 6.0) and DXC's SPIR-V
// built-in for each point.
system_values! {
    VertexId, "SV_VertexID", 1, Integer, 1..=1,
        [sv(BuiltIn::VertexIndex), NA, NA, NA, NA];
    InstanceId, "SV_InstanceID", 2, Integer, 1..=1,
        [sv(BuiltIn::InstanceIndex), ARB, ARB, NA, NA];
    Position, "SV_Position", 3, Float, 4..=4,
        [ARB, sv(BuiltIn::Position), sv(BuiltIn::FragCoord), NA, NA];
    RenderTargetArrayIndex, "SV_RenderTargetArrayIndex", 4, Integer, 1..=1,
        [ARB, sv(BuiltIn::Layer), sv(BuiltIn::Layer), NA, NA];
    ViewportArrayIndex, "SV_ViewportArrayIndex", 5, Integer, 1..=1,
        [ARB, sv(BuiltIn::ViewportIndex), sv(BuiltIn::ViewportIndex), NA, NA];
    ClipDistance, "SV_ClipDistance", 6, Float, 1..=4,
        [ARB, sv(BuiltIn::ClipDistance), sv(BuiltIn::ClipDistance), NA, NA];
    CullDistance, "SV_CullDistance", 7, Float, 1..=4,
        [ARB, sv(BuiltIn::CullDistance), sv(BuiltIn::CullDistance), NA, NA];
    PrimitiveId, "SV_PrimitiveID", 10, Integer, 1..=1,
        [NA, NA, sgv(BuiltIn::PrimitiveId), NA, NA];
    SampleIndex, "SV_SampleIndex", 12, Integer, 1..=1,
        [NA, NA, rule(I::Shadow, (6, 0), Some(BuiltIn::SampleId)), NA, NA];
    IsFrontFace, "SV_IsFrontFace", 13, Boolean, 1..=1,
        [NA, NA, sgv(BuiltIn::FrontFacing), NA, NA];
    Coverage, "SV_Coverage", 14, Integer, 1..=1,
        [NA, NA, not_in_signature(BuiltIn::SampleMask), not_packed(BuiltIn::SampleMask), NA];
    InnerCoverage, "SV_InnerCoverage", 15, Integer, 1..=1,
        [NA, NA, not_in_signature(BuiltIn::FullyCoveredEXT), NA, NA];
    Target, "SV_Target", 16, Numeric, 1..=4,
        [NA, NA, NA, rule(I::Target, (6, 0), None), NA];
    Depth, "SV_Depth", 17, Float, 1..=1,
        [NA, NA, NA, not_packed(BuiltIn::FragDepth), NA];
    DepthLessEqual, "SV_DepthLessEqual", 18, Float, 1..=1,
        [NA, NA, NA, not_packed(BuiltIn::FragDepth), NA];
    DepthGreaterEqual, "SV_DepthGreaterEqual", 19, Float, 1..=1,
        [NA, NA, NA, not_packed(BuiltIn::FragDepth), NA];
    StencilRef, "SV_StencilRef", 20, Integer, 1..=1,
        [NA, NA, NA, not_packed(BuiltIn::FragStencilRefEXT), NA];
    DispatchThreadId, "SV_DispatchThreadID", 21, Integer, 1..=3,
        [NA, NA, NA, NA, not_in_signature(BuiltIn::GlobalInvocationId)];
    GroupId, "SV_GroupID", 22, Integer, 1..=3,
        [NA, NA, NA, NA, not_in_signature(BuiltIn::WorkgroupId)];
    GroupIndex, "SV_GroupIndex", 23, Integer, 1..=1,
        [NA, NA, NA, NA, not_in_signature(BuiltIn::LocalInvocationIndex)];
    GroupThreadId, "SV_GroupThreadID", 24, Integer, 1..=3,
        [NA, NA, NA, NA, not_in_signature(BuiltIn::LocalInvocationId)];
    ViewId, "SV_ViewID", 27, Integer, 1..=1,
        [rule(I::NotInSignature, (6, 1), Some(BuiltIn::ViewIndex)), NA,
         rule(I::NotInSignature, (6, 1), Some(BuiltIn::ViewIndex)), NA, NA];
    Barycentrics, "SV_Barycentrics", 28, Float, 3..=3,
        [NA, NA, rule(I::NotPacked, (6, 1), Some(BuiltIn::BaryCoordKHR)), NA, NA];
}

/// A pixel input's interpolation mode (DXIL's `InterpolationMode`, in its
/// numbering), from the HLSL modifiers.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum InterpolationMode {
    Undefined = 0,
    Constant = 1,
    Linear = 2,
    LinearCentroid = 3,
    LinearNoperspective = 4,
    LinearNoperspectiveCentroid = 5,
    LinearSample = 6,
    LinearNoperspectiveSample = 7,
}

/// The interpolation modifiers written on a declaration.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash)]
pub struct InterpolationModifiers {
    pub linear: bool,
    pub centroid: bool,
    pub nointerpolation: bool,
    pub noperspective: bool,
    pub sample: bool,
}

impl InterpolationModifiers {
    /// DXC's mode for the modifiers: `None` for a combination DXC rejects
    /// (`nointerpolation` with any other, `centroid` with `sample`).
    /// Without modifiers a float is `Linear` and an integer or bool is
    /// `Constant` (`is_float` tells which).
    pub fn mode(self, is_float: bool) -> Option<InterpolationMode> {
        use InterpolationMode as M;
        let Self {
            linear: _,
            centroid,
            nointerpolation,
            noperspective,
            sample,
        } = self;
        if nointerpolation {
            let other = self.linear || centroid || noperspective || sample;
            return (!other).then_some(M::Constant);
        }
        if centroid && sample {
            return None;
        }
        if !is_float {
            let any = self.linear || centroid || noperspective || sample;
            return (!any).then_some(M::Constant);
        }
        Some(match (noperspective, centroid, sample) {
            (false, false, false) => M::Linear,
            (false, true, _) => M::LinearCentroid,
            (false, false, true) => M::LinearSample,
            (true, false, false) => M::LinearNoperspective,
            (true, true, _) => M::LinearNoperspectiveCentroid,
            (true, false, true) => M::LinearNoperspectiveSample,
        })
    }
}

/// A signature element's component type (DXIL's `ComponentType`, in its
/// numbering).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum ComponentType {
    I1 = 1,
    I16 = 2,
    U16 = 3,
    I32 = 4,
    U32 = 5,
    I64 = 6,
    U64 = 7,
    F16 = 8,
    F32 = 9,
    F64 = 10,
}

/// A semantic split into its name and index: `TEXCOORD3` → (`TEXCOORD`, 3).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct SemanticName<'a> {
    /// The name as written, without the trailing index.
    pub name: &'a str,
    pub index: u32,
}

/// Splits a semantic into its name and trailing decimal index (0 without
/// one); `None` when the index does not fit in 32 bits or nothing is left of
/// the name.
pub fn split_semantic(text: &str) -> Option<SemanticName<'_>> {
    let name = text.trim_end_matches(|c: char| c.is_ascii_digit());
    if name.is_empty() {
        return None;
    }
    let digits = &text[name.len()..];
    let index = if digits.is_empty() {
        0
    } else {
        digits.parse::<u32>().ok()?
    };
    Some(SemanticName { name, index })
}

impl SystemValue {
    /// Every system value, in table order.
    pub fn all() -> impl Iterator<Item = SystemValue> {
        SYSTEM_VALUES.iter().map(|row| row.value)
    }

    /// The system value a semantic name (without its index) names,
    /// case-insensitively: `sv_position` → Position. `None` for user
    /// semantics and for unknown `SV_` names.
    pub fn from_name(name: &str) -> Option<SystemValue> {
        SYSTEM_VALUES
            .iter()
            .find(|row| row.spelling.eq_ignore_ascii_case(name))
            .map(|row| row.value)
    }

    pub fn info(self) -> &'static SystemValueInfo {
        SYSTEM_VALUES
            .iter()
            .find(|row| row.value == self)
            .expect("every system value has a row")
    }

    pub fn spelling(self) -> &'static str {
        self.info().spelling
    }
}

impl SystemValueInfo {
    /// The rule at a signature point.
    pub fn at(&self, point: SignaturePoint) -> PointRule {
        self.rules[point as usize]
    }
}

/// Whether a semantic name is a system-value name (`SV_` prefix, any case),
/// known or not.
pub fn is_system_value_name(name: &str) -> bool {
    name.len() >= 3 && name[..3].eq_ignore_ascii_case("sv_")
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn semantics_split_into_name_and_index() {
        assert_eq!(
            split_semantic("TEXCOORD3"),
            Some(SemanticName {
                name: "TEXCOORD",
                index: 3
            })
        );
        assert_eq!(split_semantic("SV_Target").unwrap().index, 0);
        assert_eq!(split_semantic("SV_Target7").unwrap().name, "SV_Target");
        assert_eq!(split_semantic("COLOR10").unwrap().index, 10);
        assert_eq!(split_semantic("A99999999999"), None);
        assert_eq!(split_semantic("123"), None);
    }

    #[test]
    fn system_values_are_found_case_insensitively() {
        assert_eq!(
            SystemValue::from_name("sv_position"),
            Some(SystemValue::Position)
        );
        assert_eq!(
            SystemValue::from_name("SV_TARGET"),
            Some(SystemValue::Target)
        );
        assert_eq!(SystemValue::from_name("TEXCOORD"), None);
        assert_eq!(SystemValue::from_name("SV_Nonsense"), None);
        assert!(is_system_value_name("Sv_Nonsense"));
        assert!(!is_system_value_name("SV"));
        for value in SystemValue::all() {
            assert_eq!(SystemValue::from_name(value.spelling()), Some(value));
        }
    }

    #[test]
    fn interpolation_modes_follow_dxc() {
        let none = InterpolationModifiers::default();
        assert_eq!(none.mode(true), Some(InterpolationMode::Linear));
        assert_eq!(none.mode(false), Some(InterpolationMode::Constant));
        let flat = InterpolationModifiers {
            nointerpolation: true,
            ..none
        };
        assert_eq!(flat.mode(true), Some(InterpolationMode::Constant));
        assert_eq!(
            InterpolationModifiers {
                linear: true,
                ..flat
            }
            .mode(true),
            None
        );
        let np_centroid = InterpolationModifiers {
            noperspective: true,
            centroid: true,
            ..none
        };
        assert_eq!(
            np_centroid.mode(true),
            Some(InterpolationMode::LinearNoperspectiveCentroid)
        );
        let sample = InterpolationModifiers {
            sample: true,
            ..none
        };
        assert_eq!(sample.mode(true), Some(InterpolationMode::LinearSample));
        assert_eq!(sample.mode(false), None);
        assert_eq!(
            InterpolationModifiers {
                centroid: true,
                ..sample
            }
            .mode(true),
            None
        );
    }

    #[test]
    fn signature_points_follow_dxc() {
        let position = SystemValue::Position.info();
        assert_eq!(position.dxil_kind, 3);
        assert_eq!(
            position.at(SignaturePoint::VertexInput).interpretation,
            Interpretation::Arbitrary
        );
        assert_eq!(
            position.at(SignaturePoint::PixelInput).builtin,
            Some(BuiltIn::FragCoord)
        );
        assert_eq!(
            SystemValue::Target
                .info()
                .at(SignaturePoint::PixelOutput)
                .interpretation,
            Interpretation::Target
        );
        assert_eq!(
            SystemValue::VertexId
                .info()
                .at(SignaturePoint::PixelInput)
                .interpretation,
            Interpretation::NotAvailable
        );
        assert_eq!(
            SystemValue::Coverage
                .info()
                .at(SignaturePoint::PixelOutput)
                .interpretation,
            Interpretation::NotPacked
        );
    }
}
