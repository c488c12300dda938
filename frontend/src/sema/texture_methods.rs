//! Texture methods (HLSL.md "Methods"): one table row per method and family of
//! texture kinds, each with its forms (parameters by width role, the catalogue
//! intrinsic a form becomes), its result rule and its rules (derivatives,
//! element restrictions, shader model and target constraints). The DXIL rules
//! are `texel_passes::dxil::rules`' — decided and worded there, reported here
//! at the method with the HLSL location (`SemaError::Rule`). Overload
//! resolution over a row's forms reports clang's "no matching member function"
//! with a note per candidate. `GetDimensions` has its own families of forms.
//!
//! Widths come from the resource type model's kind facts; intrinsics are
//! named by catalogue ids. This module must not spell intrinsic names or
//! build IR; it produces [`TextureCall`] / [`TextureDimensions`] nodes.

use texel_passes::catalogue::{IntrinsicId, OperandRole};

use crate::ast::Identifier;
use crate::options::{ShaderModel, Stage};
use crate::span::Span;
use crate::types::{ResourceKind, ResourceShape, ResourceType, ScalarKind, Type};
use texel_passes::dxil::ops::{dxil_op, OpCode};
use texel_passes::dxil::rules::{self, DerivativeViolation, RuleViolation, ThreadGroupFact};

use super::candidates::{CallKind, NoMatchingCall, Rejection};
use super::conversions::{implicit_rank, ConversionContext};
use super::expressions::error_expr;
use super::hir::{Arg, ConstValue, Expr, ExprKind, ParamMode, TextureCall, TextureDimensions};
use super::messages::SemaError;
use super::Analyzer;

use IntrinsicId as I;

/// What texture methods need to know about the compilation.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct TargetFacts {
    pub vulkan: bool,
    pub shader_model: ShaderModel,
    pub stage: Stage,
}

impl Default for TargetFacts {
    fn default() -> TargetFacts {
        TargetFacts {
            vulkan: false,
            shader_model: ShaderModel::six(0),
            stage: Stage::Compute,
        }
    }
}

/// A parameter of a method form: its role and how wide it is for a kind.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum Param {
    /// `SamplerState`.
    Sampler,
    /// `SamplerComparisonState`.
    ComparisonSampler,
    /// float × the kind's sample coordinate components.
    Coordinate,
    /// float × the kind's gradient components (CalculateLevelOfDetail).
    LodCoordinate,
    /// int × the kind's active offset components (absent on cube kinds).
    Offset,
    /// float × gradient components.
    GradientX,
    GradientY,
    Lod,
    Bias,
    Clamp,
    CompareValue,
    /// `Load`'s int location with the mip appended (non-multisampled SRVs).
    LocationAndMip,
    /// int × the kind's load coordinate components (RW and MS `Load`).
    Location,
    /// int sample index (MS `Load`, `GetSamplePosition`).
    SampleIndex,
}

impl Param {
    /// The catalogue role of the operand; `None` for the sampler.
    fn role(self) -> Option<OperandRole> {
        Some(match self {
            Param::Sampler | Param::ComparisonSampler => return None,
            Param::Coordinate | Param::LodCoordinate | Param::LocationAndMip | Param::Location => {
                OperandRole::Coordinate
            }
            Param::Offset => OperandRole::Offset,
            Param::GradientX => OperandRole::GradientX,
            Param::GradientY => OperandRole::GradientY,
            Param::Lod => OperandRole::Lod,
            Param::Bias => OperandRole::Bias,
            Param::Clamp => OperandRole::Clamp,
            Param::CompareValue => OperandRole::CompareValue,
            Param::SampleIndex => OperandRole::SampleIndex,
        })
    }

    /// The parameter's name, for single-parameter candidate notes.
    fn name(self) -> &'static str {
        match self {
            Param::Sampler | Param::ComparisonSampler => "Sampler",
            Param::Coordinate | Param::LodCoordinate => "Location",
            Param::Offset => "Offset",
            Param::GradientX => "DDX",
            Param::GradientY => "DDY",
            Param::Lod => "LOD",
            Param::Bias => "Bias",
            Param::Clamp => "Clamp",
            Param::CompareValue => "CompareValue",
            Param::LocationAndMip | Param::Location => "Location",
            Param::SampleIndex => "SampleIndex",
        }
    }

    /// The HLSL type of the parameter for `kind`.
    fn ty(self, kind: ResourceKind) -> Type {
        let facts = kind.facts();
        let floats = |n: u32| Type::scalar_or_vector(ScalarKind::Float, n);
        let ints = |n: u32| Type::scalar_or_vector(ScalarKind::Int, n);
        match self {
            Param::Sampler => sampler_type(false),
            Param::ComparisonSampler => sampler_type(true),
            Param::Coordinate => floats(facts.sample_coordinate_components),
            Param::LodCoordinate | Param::GradientX | Param::GradientY => {
                floats(facts.gradient_components)
            }
            Param::Offset => ints(facts.active_offset_components),
            Param::Lod | Param::Bias | Param::Clamp | Param::CompareValue => Type::FLOAT,
            Param::LocationAndMip => ints(facts.load_coordinate_components + 1),
            Param::Location => ints(facts.load_coordinate_components),
            Param::SampleIndex => Type::INT,
        }
    }
}

fn sampler_type(comparison: bool) -> Type {
    Type::Resource(ResourceType::new(
        ResourceShape::Sampler { comparison },
        false,
        None,
    ))
}

/// One overload of a method.
#[derive(Clone, Copy, Debug)]
struct Form {
    intrinsic: IntrinsicId,
    params: &'static [Param],
}

const fn form(intrinsic: IntrinsicId, params: &'static [Param]) -> Form {
    Form { intrinsic, params }
}

/// Which textures have a method.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum Family {
    /// Non-multisampled SRV textures.
    Sampleable,
    /// Sampleable kinds but 3D.
    Comparable,
    /// 2D, 2DArray, Cube, CubeArray SRVs.
    Gatherable,
    /// Non-multisampled, non-cube SRVs (`Load` with a mip).
    MipLoadable,
    /// Texture2DMS, Texture2DMSArray.
    Multisampled,
    /// RW textures.
    Writable,
}

impl Family {
    fn contains(self, kind: ResourceKind, writable: bool) -> bool {
        match self {
            Family::Sampleable => !writable && kind.is_sampleable(),
            Family::Comparable => {
                Family::Sampleable.contains(kind, writable) && kind != ResourceKind::Texture3D
            }
            Family::Gatherable => !writable && kind.supports_gather(),
            Family::MipLoadable => !writable && !kind.is_multisampled() && !kind.is_cube(),
            Family::Multisampled => kind.is_multisampled(),
            Family::Writable => writable,
        }
    }
}

/// The result type of a method.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum Result_ {
    /// The element type T.
    Element,
    Float,
    /// `vector<scalar of T, 4>` (Gather, also for scalar T).
    GatherVector,
    Float4,
    Float2,
}

/// Element, stage, shader-model and target rules of a method.
#[derive(Clone, Copy, Debug, Default)]
struct Rules {
    /// Computes derivatives: unavailable in vertex-like stages, needs SM 6.6
    /// in compute (DXIL).
    derivatives: bool,
    /// Not on `double` elements.
    no_double: bool,
    /// Integer elements need SM 6.7 (DXIL).
    integer_needs_sm67: bool,
    /// Float elements only (comparisons).
    float_elements: bool,
    /// The DXIL op whose shader-model gate (the op table's) the method has
    /// (SampleCmpLevel: 6.7).
    dxil_op: Option<OpCode>,
}

const SAMPLE_RULES: Rules = Rules {
    derivatives: false,
    no_double: true,
    integer_needs_sm67: true,
    float_elements: false,
    dxil_op: None,
};
const DERIVATIVE_SAMPLE_RULES: Rules = Rules {
    derivatives: true,
    ..SAMPLE_RULES
};
const COMPARE_RULES: Rules = Rules {
    derivatives: false,
    no_double: true,
    integer_needs_sm67: false,
    float_elements: true,
    dxil_op: None,
};
const GATHER_RULES: Rules = Rules {
    derivatives: false,
    no_double: true,
    integer_needs_sm67: false,
    float_elements: false,
    dxil_op: None,
};
const NO_RULES: Rules = Rules {
    derivatives: false,
    no_double: false,
    integer_needs_sm67: false,
    float_elements: false,
    dxil_op: None,
};

/// One method of one family.
struct MethodRow {
    name: &'static str,
    family: Family,
    forms: &'static [Form],
    result: Result_,
    rules: Rules,
    /// The gathered component (Gather*, GatherCmp*).
    component: Option<u32>,
}

use Param as P;

const SAMPLE: &[Form] = &[
    form(I::Sample, &[P::Sampler, P::Coordinate]),
    form(I::Sample, &[P::Sampler, P::Coordinate, P::Offset]),
    form(
        I::SampleClamp,
        &[P::Sampler, P::Coordinate, P::Offset, P::Clamp],
    ),
];
const SAMPLE_BIAS: &[Form] = &[
    form(I::SampleBias, &[P::Sampler, P::Coordinate, P::Bias]),
    form(
        I::SampleBias,
        &[P::Sampler, P::Coordinate, P::Bias, P::Offset],
    ),
    form(
        I::SampleBiasClamp,
        &[P::Sampler, P::Coordinate, P::Bias, P::Offset, P::Clamp],
    ),
];
const SAMPLE_GRAD: &[Form] = &[
    form(
        I::SampleGrad,
        &[P::Sampler, P::Coordinate, P::GradientX, P::GradientY],
    ),
    form(
        I::SampleGrad,
        &[
            P::Sampler,
            P::Coordinate,
            P::GradientX,
            P::GradientY,
            P::Offset,
        ],
    ),
    form(
        I::SampleGradClamp,
        &[
            P::Sampler,
            P::Coordinate,
            P::GradientX,
            P::GradientY,
            P::Offset,
            P::Clamp,
        ],
    ),
];
const SAMPLE_LEVEL: &[Form] = &[
    form(I::SampleLevel, &[P::Sampler, P::Coordinate, P::Lod]),
    form(
        I::SampleLevel,
        &[P::Sampler, P::Coordinate, P::Lod, P::Offset],
    ),
];
const SAMPLE_CMP: &[Form] = &[
    form(
        I::SampleCmp,
        &[P::ComparisonSampler, P::Coordinate, P::CompareValue],
    ),
    form(
        I::SampleCmp,
        &[
            P::ComparisonSampler,
            P::Coordinate,
            P::CompareValue,
            P::Offset,
        ],
    ),
    form(
        I::SampleCmpClamp,
        &[
            P::ComparisonSampler,
            P::Coordinate,
            P::CompareValue,
            P::Offset,
            P::Clamp,
        ],
    ),
];
const SAMPLE_CMP_LEVEL_ZERO: &[Form] = &[
    form(
        I::SampleCmpLevelZero,
        &[P::ComparisonSampler, P::Coordinate, P::CompareValue],
    ),
    form(
        I::SampleCmpLevelZero,
        &[
            P::ComparisonSampler,
            P::Coordinate,
            P::CompareValue,
            P::Offset,
        ],
    ),
];
const SAMPLE_CMP_LEVEL: &[Form] = &[
    form(
        I::SampleCmpLevel,
        &[P::ComparisonSampler, P::Coordinate, P::CompareValue, P::Lod],
    ),
    form(
        I::SampleCmpLevel,
        &[
            P::ComparisonSampler,
            P::Coordinate,
            P::CompareValue,
            P::Lod,
            P::Offset,
        ],
    ),
];
const GATHER: &[Form] = &[
    form(I::Gather, &[P::Sampler, P::Coordinate]),
    form(I::Gather, &[P::Sampler, P::Coordinate, P::Offset]),
];
const GATHER_CMP: &[Form] = &[
    form(
        I::GatherCmp,
        &[P::ComparisonSampler, P::Coordinate, P::CompareValue],
    ),
    form(
        I::GatherCmp,
        &[
            P::ComparisonSampler,
            P::Coordinate,
            P::CompareValue,
            P::Offset,
        ],
    ),
];
const CALCULATE_LOD: &[Form] = &[
    form(I::CalculateLod, &[P::Sampler, P::LodCoordinate]),
    form(I::CalculateLod, &[P::ComparisonSampler, P::LodCoordinate]),
];
const CALCULATE_LOD_UNCLAMPED: &[Form] = &[
    form(I::CalculateLodUnclamped, &[P::Sampler, P::LodCoordinate]),
    form(
        I::CalculateLodUnclamped,
        &[P::ComparisonSampler, P::LodCoordinate],
    ),
];
const LOAD_WITH_MIP: &[Form] = &[
    form(I::LoadLevel, &[P::LocationAndMip]),
    form(I::LoadLevel, &[P::LocationAndMip, P::Offset]),
];
const LOAD_MS: &[Form] = &[
    form(I::LoadMs, &[P::Location, P::SampleIndex]),
    form(I::LoadMs, &[P::Location, P::SampleIndex, P::Offset]),
];
const LOAD_RW: &[Form] = &[form(I::LoadLevel, &[P::Location])];
const SAMPLE_POSITION: &[Form] = &[form(I::TextureSamplePos, &[P::SampleIndex])];

const fn row(
    name: &'static str,
    family: Family,
    forms: &'static [Form],
    result: Result_,
    rules: Rules,
) -> MethodRow {
    MethodRow {
        name,
        family,
        forms,
        result,
        rules,
        component: None,
    }
}

const fn gather(
    name: &'static str,
    forms: &'static [Form],
    result: Result_,
    component: u32,
) -> MethodRow {
    MethodRow {
        name,
        family: Family::Gatherable,
        forms,
        result,
        rules: GATHER_RULES,
        component: Some(component),
    }
}

/// Every texture method but `GetDimensions`.
static METHODS: &[MethodRow] = &[
    row(
        "Sample",
        Family::Sampleable,
        SAMPLE,
        Result_::Element,
        DERIVATIVE_SAMPLE_RULES,
    ),
    row(
        "SampleBias",
        Family::Sampleable,
        SAMPLE_BIAS,
        Result_::Element,
        DERIVATIVE_SAMPLE_RULES,
    ),
    row(
        "SampleGrad",
        Family::Sampleable,
        SAMPLE_GRAD,
        Result_::Element,
        SAMPLE_RULES,
    ),
    row(
        "SampleLevel",
        Family::Sampleable,
        SAMPLE_LEVEL,
        Result_::Element,
        SAMPLE_RULES,
    ),
    row(
        "SampleCmp",
        Family::Comparable,
        SAMPLE_CMP,
        Result_::Float,
        Rules {
            derivatives: true,
            ..COMPARE_RULES
        },
    ),
    row(
        "SampleCmpLevelZero",
        Family::Comparable,
        SAMPLE_CMP_LEVEL_ZERO,
        Result_::Float,
        COMPARE_RULES,
    ),
    row(
        "SampleCmpLevel",
        Family::Comparable,
        SAMPLE_CMP_LEVEL,
        Result_::Float,
        Rules {
            dxil_op: Some(OpCode::SampleCmpLevel),
            ..COMPARE_RULES
        },
    ),
    gather("Gather", GATHER, Result_::GatherVector, 0),
    gather("GatherRed", GATHER, Result_::GatherVector, 0),
    gather("GatherGreen", GATHER, Result_::GatherVector, 1),
    gather("GatherBlue", GATHER, Result_::GatherVector, 2),
    gather("GatherAlpha", GATHER, Result_::GatherVector, 3),
    gather("GatherCmp", GATHER_CMP, Result_::Float4, 0),
    gather("GatherCmpRed", GATHER_CMP, Result_::Float4, 0),
    gather("GatherCmpGreen", GATHER_CMP, Result_::Float4, 1),
    gather("GatherCmpBlue", GATHER_CMP, Result_::Float4, 2),
    gather("GatherCmpAlpha", GATHER_CMP, Result_::Float4, 3),
    row(
        "CalculateLevelOfDetail",
        Family::Sampleable,
        CALCULATE_LOD,
        Result_::Float,
        Rules {
            derivatives: true,
            ..NO_RULES
        },
    ),
    row(
        "CalculateLevelOfDetailUnclamped",
        Family::Sampleable,
        CALCULATE_LOD_UNCLAMPED,
        Result_::Float,
        Rules {
            derivatives: true,
            ..NO_RULES
        },
    ),
    row(
        "Load",
        Family::MipLoadable,
        LOAD_WITH_MIP,
        Result_::Element,
        NO_RULES,
    ),
    row(
        "Load",
        Family::Multisampled,
        LOAD_MS,
        Result_::Element,
        NO_RULES,
    ),
    row(
        "Load",
        Family::Writable,
        LOAD_RW,
        Result_::Element,
        NO_RULES,
    ),
    row(
        "GetSamplePosition",
        Family::Multisampled,
        SAMPLE_POSITION,
        Result_::Float2,
        NO_RULES,
    ),
];

/// A form made concrete for one kind: its parameters with their types.
struct Candidate {
    intrinsic: IntrinsicId,
    params: Vec<(Param, Type)>,
}

/// The forms of `row` for `kind`: cube kinds drop their offsets (forms that
/// then coincide are one).
fn candidates(row: &MethodRow, kind: ResourceKind) -> Vec<Candidate> {
    let mut out: Vec<Candidate> = Vec::new();
    for form in row.forms {
        let params: Vec<(Param, Type)> = form
            .params
            .iter()
            .filter(|param| !(kind.is_cube() && **param == Param::Offset))
            .map(|param| (*param, param.ty(kind)))
            .collect();
        if out.iter().any(|known| known.params == params) {
            continue;
        }
        out.push(Candidate {
            intrinsic: form.intrinsic,
            params,
        });
    }
    out
}

impl Analyzer<'_> {
    /// `Tex.Method(args)` on a texture or sampler (the arguments are typed).
    pub fn texture_method_call(
        &mut self,
        object: Expr,
        resource: &ResourceType,
        method: &Identifier,
        args: Vec<Expr>,
        span: Span,
    ) -> Expr {
        let name = method.name.as_str();
        let kind = resource.texture_kind();
        if let (Some(kind), "GetDimensions") = (kind, name) {
            return self.texture_dimensions(object, resource, kind, method, args, span);
        }
        let row = kind.and_then(|kind| {
            METHODS
                .iter()
                .find(|row| row.name == name && row.family.contains(kind, resource.writable))
        });
        let (Some(kind), Some(row)) = (kind, row) else {
            let ty = self.type_name(&object.ty);
            self.error(
                method.span,
                SemaError::NoMember {
                    member: name.to_string(),
                    ty,
                },
            );
            return error_expr(span);
        };
        let candidates = candidates(row, kind);
        let Some(chosen) = self.resolve_candidates(&candidates, &args, method) else {
            return error_expr(span);
        };
        let element = resource.element.as_deref().cloned().unwrap_or(Type::Error);
        if !self.check_method_rules(row, &element, method) {
            return error_expr(span);
        }
        let candidate = &candidates[chosen];
        if !self.check_form_rules(row, candidate, method) {
            return error_expr(span);
        }
        let mut sampler = None;
        let mut operands = Vec::new();
        for (arg, (param, ty)) in args.into_iter().zip(&candidate.params) {
            let value = self.convert_implicit(arg, ty, ConversionContext::Quiet);
            if value.ty.is_error() {
                return error_expr(span);
            }
            match param.role() {
                None => sampler = Some(Box::new(value)),
                Some(role) => operands.push((role, value)),
            }
        }
        if let Some(component) = row.component {
            operands.push((
                OperandRole::Component,
                Expr::new(
                    ExprKind::Const(ConstValue::Int(i64::from(component))),
                    Type::INT,
                    method.span,
                ),
            ));
        }
        let scalar = element.scalar().unwrap_or(ScalarKind::Float);
        let result = match row.result {
            Result_::Element => element.clone(),
            Result_::Float => Type::FLOAT,
            Result_::GatherVector => Type::Vector(scalar, 4),
            Result_::Float4 => Type::Vector(ScalarKind::Float, 4),
            Result_::Float2 => Type::Vector(ScalarKind::Float, 2),
        };
        let coordinate_holds_mip = candidate
            .params
            .iter()
            .any(|(param, _)| *param == Param::LocationAndMip);
        Expr::new(
            ExprKind::TextureCall(TextureCall {
                intrinsic: candidate.intrinsic,
                texture: Box::new(object),
                sampler,
                operands,
                coordinate_holds_mip,
            }),
            result,
            span,
        )
    }

    /// The first viable candidate for `args`; reports "no matching member
    /// function" with a note per candidate when there is none.
    fn resolve_candidates(
        &mut self,
        candidates: &[Candidate],
        args: &[Expr],
        method: &Identifier,
    ) -> Option<usize> {
        let mut no_match = NoMatchingCall::new(CallKind::Member, method.name.as_str(), method.span);
        for (index, candidate) in candidates.iter().enumerate() {
            if candidate.params.len() != args.len() {
                let single_parameter = match candidate.params.as_slice() {
                    [(param, _)] => Some(param.name().to_string()),
                    _ => None,
                };
                no_match = no_match.candidate(
                    Some(method.span),
                    Rejection::Arity {
                        required: candidate.params.len(),
                        parameters: candidate.params.len(),
                        provided: args.len(),
                        single_parameter,
                    },
                );
                continue;
            }
            let mismatch = args
                .iter()
                .zip(&candidate.params)
                .position(|(arg, (_, ty))| implicit_rank(&arg.ty, ty).is_none());
            match mismatch {
                None => return Some(index),
                Some(position) => {
                    let from = self.type_name(&args[position].ty);
                    let to = self.type_name(&candidate.params[position].1);
                    no_match = no_match.candidate(
                        Some(method.span),
                        Rejection::Conversion {
                            index: position,
                            from,
                            to,
                        },
                    );
                }
            }
        }
        let diagnostic = no_match.diagnostic();
        self.report(diagnostic);
        None
    }

    /// The element, stage, shader-model and target rules of a method;
    /// reports and returns false when one is broken.
    fn check_method_rules(&mut self, row: &MethodRow, element: &Type, method: &Identifier) -> bool {
        let name = row.name;
        let scalar = element.scalar().unwrap_or(ScalarKind::Float);
        let target = self.target;
        let dxil = !target.vulkan;
        let shader_model = target.shader_model;
        let mut ok = true;
        let integer_sampling = rules::integer_sampling(
            row.rules.integer_needs_sm67 && dxil && scalar.is_integer(),
            shader_model,
        );
        if row.rules.no_double && scalar == ScalarKind::Double {
            self.error(method.span, SemaError::DoubleElements { method: name });
            ok = false;
        } else if row.rules.float_elements && !scalar.is_float() {
            self.error(method.span, SemaError::ComparisonNeedsFloat);
            ok = false;
        } else if let Some(violation) = integer_sampling {
            self.broken_rule(method, name, violation);
            ok = false;
        }
        let op_gate = row.rules.dxil_op.filter(|_| dxil).and_then(|op| {
            rules::shader_model_gate(
                ShaderModel::six(dxil_op(op).min_shader_model_minor),
                shader_model,
            )
        });
        if let Some(violation) = op_gate {
            self.broken_rule(method, name, violation);
            ok = false;
        }
        let derivatives = row
            .rules
            .derivatives
            .then(|| rules::derivatives(target.stage, shader_model, ThreadGroupFact::NotChecked))
            .flatten()
            // Vulkan has derivatives in compute shaders at every shader model.
            .filter(|violation| {
                dxil || matches!(violation, DerivativeViolation::UnavailableInStage { .. })
            });
        if let Some(violation) = derivatives {
            self.broken_rule(method, name, violation);
            ok = false;
        }
        if target.vulkan
            && row.name.starts_with("GatherCmp")
            && row.component.is_some_and(|c| c != 0)
        {
            self.error(
                method.span,
                SemaError::VulkanGatherCmpComponent { method: name },
            );
            ok = false;
        }
        ok
    }

    /// Rules of one form: CalculateLevelOfDetail with a comparison sampler
    /// needs SM 6.8 (DXIL).
    fn check_form_rules(
        &mut self,
        row: &MethodRow,
        candidate: &Candidate,
        method: &Identifier,
    ) -> bool {
        let shader_model = self.target.shader_model;
        let comparison_lod = row.name.starts_with("CalculateLevelOfDetail")
            && candidate
                .params
                .iter()
                .any(|(param, _)| *param == Param::ComparisonSampler);
        let gate =
            rules::comparison_sampler_lod(comparison_lod && !self.target.vulkan, shader_model);
        if let Some(violation) = gate {
            self.broken_rule(method, row.name, violation);
            return false;
        }
        true
    }

    /// Reports a DXIL rule (`texel_passes::dxil::rules`) that a method call
    /// breaks, in the rule's one wording, at the method's name.
    fn broken_rule(
        &mut self,
        method: &Identifier,
        name: &'static str,
        violation: impl Into<RuleViolation>,
    ) {
        self.error(
            method.span,
            SemaError::Rule {
                method: name,
                violation: violation.into(),
            },
        );
    }

    /// `Tex.GetDimensions(…)`: size only (RW and non-multisampled SRVs), with
    /// the mip and level count (non-multisampled SRVs), or with the sample
    /// count (multisampled); `uint` or `float` outputs.
    fn texture_dimensions(
        &mut self,
        object: Expr,
        resource: &ResourceType,
        kind: ResourceKind,
        method: &Identifier,
        args: Vec<Expr>,
        span: Span,
    ) -> Expr {
        let size = kind.facts().size_components;
        // (has the mip input, output lanes, intrinsic)
        let mut families: Vec<(bool, u32, IntrinsicId)> = Vec::new();
        let by_lanes = |lanes: u32, x, xy, xyz| match lanes {
            1 => x,
            2 => xy,
            _ => xyz,
        };
        if kind.is_multisampled() {
            families.push((
                false,
                size + 1,
                by_lanes(
                    size,
                    I::GetDimensionsMsXY,
                    I::GetDimensionsMsXY,
                    I::GetDimensionsMsXYZ,
                ),
            ));
        } else {
            families.push((
                false,
                size,
                by_lanes(
                    size,
                    I::GetDimensionsX,
                    I::GetDimensionsXY,
                    I::GetDimensionsXYZ,
                ),
            ));
            if !resource.writable {
                families.push((
                    true,
                    size + 1,
                    by_lanes(
                        size,
                        I::GetDimensionsLevelsX,
                        I::GetDimensionsLevelsXY,
                        I::GetDimensionsLevelsXYZ,
                    ),
                ));
            }
        }
        // Outputs are `float` when the first output is a float, else `uint`.
        let chosen = families
            .iter()
            .position(|(mip, lanes, _)| args.len() as u32 == lanes + u32::from(*mip));
        let Some(chosen) = chosen else {
            let mut no_match = NoMatchingCall::new(CallKind::Member, "GetDimensions", method.span);
            for (mip, lanes, _) in &families {
                let count = (lanes + u32::from(*mip)) as usize;
                no_match = no_match.candidate(
                    Some(method.span),
                    Rejection::Arity {
                        required: count,
                        parameters: count,
                        provided: args.len(),
                        single_parameter: None,
                    },
                );
            }
            let diagnostic = no_match.diagnostic();
            self.report(diagnostic);
            return error_expr(span);
        };
        let (has_mip, _, intrinsic) = families[chosen];
        let mut args = args.into_iter();
        let mip = if has_mip {
            let value = args.next().unwrap_or_else(|| error_expr(span));
            let value = self.convert_implicit(value, &Type::UINT, ConversionContext::Quiet);
            if value.ty.is_error() {
                return error_expr(span);
            }
            Some(Box::new(value))
        } else {
            None
        };
        let outputs: Vec<Expr> = args.collect();
        let output_type = match outputs.first().and_then(|arg| arg.ty.scalar()) {
            Some(scalar) if scalar.is_float() => Type::FLOAT,
            _ => Type::UINT,
        };
        let mut bound = Vec::new();
        for output in outputs {
            if !Analyzer::is_lvalue(&output) || !output.ty.is_numeric() {
                self.error(
                    output.span,
                    SemaError::NonLvalueArgument {
                        mode: ParamMode::Out,
                    },
                );
                return error_expr(span);
            }
            if !self.check_assignable(&output) {
                return error_expr(span);
            }
            bound.push(Arg::Place {
                place: output,
                param_ty: output_type.clone(),
                copy_in: false,
            });
        }
        Expr::new(
            ExprKind::TextureDimensions(TextureDimensions {
                intrinsic,
                texture: Box::new(object),
                mip,
                outputs: bound,
            }),
            Type::Void,
            span,
        )
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn row_of(name: &str, kind: ResourceKind, writable: bool) -> Option<&'static MethodRow> {
        METHODS
            .iter()
            .find(|row| row.name == name && row.family.contains(kind, writable))
    }

    #[test]
    fn families_follow_the_methods_table() {
        use ResourceKind::*;
        assert!(row_of("Sample", TextureCubeArray, false).is_some());
        assert!(row_of("Sample", Texture2DMS, false).is_none());
        assert!(row_of("Sample", Texture2D, true).is_none());
        assert!(row_of("SampleCmp", Texture3D, false).is_none());
        assert!(row_of("Gather", Texture1D, false).is_none());
        assert!(row_of("GatherCmpAlpha", TextureCube, false).is_some());
        assert!(row_of("Load", TextureCube, false).is_none());
        assert!(row_of("Load", Texture2DMSArray, false).is_some());
        assert!(row_of("Load", Texture3D, true).is_some());
        assert!(row_of("GetSamplePosition", Texture2D, false).is_none());
    }

    #[test]
    fn cube_forms_drop_offsets() {
        let sample = row_of("Sample", ResourceKind::TextureCube, false).unwrap();
        let forms = candidates(sample, ResourceKind::TextureCube);
        assert_eq!(forms.len(), 2);
        assert_eq!(forms[1].intrinsic, IntrinsicId::SampleClamp);
        assert_eq!(
            forms[1].params.iter().map(|(p, _)| *p).collect::<Vec<_>>(),
            [Param::Sampler, Param::Coordinate, Param::Clamp]
        );
        let level = row_of("Load", ResourceKind::Texture2DArray, false).unwrap();
        let forms = candidates(level, ResourceKind::Texture2DArray);
        assert_eq!(forms[0].params[0].1, Type::Vector(ScalarKind::Int, 4));
        assert_eq!(forms[1].params[1].1, Type::Vector(ScalarKind::Int, 2));
    }
}
