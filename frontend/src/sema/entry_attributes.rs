//! Function attributes beyond `[numthreads]` and `[shader]`:
//! `[RootSignature("…")]` (parsed and checked with DXC's grammar, see
//! [`crate::root_signature`]), `[WaveSize(N[, max[, preferred]])]` (clang's
//! checks), and the `unknown attribute 'X' ignored` warning for attributes
//! no shader stage knows. What the entry keeps goes into
//! [`super::hir::EntryPoint`]; code generation emits it.

use crate::ast::{Attribute, ExpressionKind};
use crate::diagnostics::Diagnostic;
use crate::options::ShaderModel;
use crate::root_signature::{parse_root_signature, RootSignature, RootSignatureVersion};

use super::attribute_messages::{AttributeError, AttributeWarning};
use super::Analyzer;

/// The function attributes of every HLSL stage (DXC's list, matched
/// case-insensitively); other single-word attributes draw a warning.
const FUNCTION_ATTRIBUTES: &[&str] = &[
    "numthreads",
    "shader",
    "RootSignature",
    "WaveSize",
    "domain",
    "partitioning",
    "outputtopology",
    "outputcontrolpoints",
    "patchconstantfunc",
    "maxtessfactor",
    "instance",
    "earlydepthstencil",
    "maxvertexcount",
    "clipplanes",
    "noinline",
    "NodeLaunch",
    "NodeIsProgramEntry",
    "NodeId",
    "NodeLocalRootArgumentsTableIndex",
    "NodeShareInputOf",
    "NodeDispatchGrid",
    "NodeMaxDispatchGrid",
    "NodeMaxRecursionDepth",
    "NodeMaxInputRecordsPerGraphEntryRecord",
];

/// The smallest and largest wave sizes.
const WAVE_SIZES: std::ops::RangeInclusive<i64> = 4..=128;

/// The attribute named `name` (one word, any case).
pub(super) fn find_attribute<'a>(attributes: &'a [Attribute], name: &str) -> Option<&'a Attribute> {
    attributes.iter().find(|attribute| {
        attribute.name.len() == 1 && attribute.name[0].name.eq_ignore_ascii_case(name)
    })
}

impl Analyzer<'_> {
    /// Warns about function attributes that no stage knows.
    pub(super) fn check_function_attributes(&mut self, attributes: &[Attribute]) {
        for attribute in attributes {
            let [name] = attribute.name.as_slice() else {
                continue;
            };
            if !FUNCTION_ATTRIBUTES
                .iter()
                .any(|known| known.eq_ignore_ascii_case(&name.name))
            {
                self.report(Diagnostic::warning(
                    name.span,
                    AttributeWarning::Unknown {
                        name: name.name.clone(),
                    },
                ));
            }
        }
    }

    /// The entry's `[RootSignature("…")]`, parsed for `version`.
    pub(super) fn root_signature(
        &mut self,
        attributes: &[Attribute],
        version: RootSignatureVersion,
    ) -> Option<RootSignature> {
        let attribute = find_attribute(attributes, "RootSignature")?;
        let [argument] = attribute.arguments.as_slice() else {
            self.report(Diagnostic::error(
                attribute.span,
                AttributeError::OneArgument {
                    name: "RootSignature".to_string(),
                },
            ));
            return None;
        };
        let ExpressionKind::String(text) = &argument.kind else {
            self.report(Diagnostic::error(
                argument.span,
                AttributeError::RootSignatureArgument,
            ));
            return None;
        };
        match parse_root_signature(text, version) {
            Ok(signature) => Some(signature),
            Err(error) => {
                self.report(Diagnostic::error(
                    argument.span,
                    AttributeError::RootSignature(error),
                ));
                None
            }
        }
    }

    /// The entry's `[WaveSize(…)]` as (min, max, preferred), zeros where
    /// not written (the form of `"hlsl.wavesize"`).
    pub(super) fn wave_size(&mut self, attributes: &[Attribute]) -> Option<[u32; 3]> {
        let attribute = find_attribute(attributes, "WaveSize")?;
        let count = attribute.arguments.len();
        if count == 0 {
            self.report(Diagnostic::error(
                attribute.span,
                AttributeError::WaveSizeTooFewArguments,
            ));
            return None;
        }
        if count > 3 {
            self.report(Diagnostic::error(
                attribute.span,
                AttributeError::WaveSizeTooManyArguments,
            ));
            return None;
        }
        let mut values = [0i64; 3];
        for (slot, argument) in values.iter_mut().zip(&attribute.arguments) {
            *slot = self.constant_integer(argument)?;
        }
        let written = &values[..count];
        if written
            .iter()
            .any(|value| !WAVE_SIZES.contains(value) || !(*value as u64).is_power_of_two())
        {
            self.report(Diagnostic::error(
                attribute.span,
                AttributeError::WaveSizeValue,
            ));
            return None;
        }
        if count >= 2 {
            let (min, max) = (values[0], values[1]);
            if min > max {
                self.report(Diagnostic::error(
                    attribute.span,
                    AttributeError::WaveSizeMinAboveMax { min, max },
                ));
                return None;
            }
            if min == max {
                self.report(Diagnostic::error(
                    attribute.span,
                    AttributeError::WaveSizeRangeEqual,
                ));
                return None;
            }
            if count == 3 && !(min..=max).contains(&values[2]) {
                self.report(Diagnostic::error(
                    attribute.span,
                    AttributeError::WaveSizePreferred {
                        preferred: values[2],
                        min,
                        max,
                    },
                ));
                return None;
            }
        }
        if self.target.vulkan {
            self.report(Diagnostic::warning(
                attribute.span,
                AttributeWarning::WaveSizeVulkan,
            ));
        } else if self.target.shader_model < ShaderModel::six(6) {
            self.report(Diagnostic::error(
                attribute.span,
                AttributeError::WaveSizeShaderModel,
            ));
            return None;
        } else if count > 1 && self.target.shader_model < ShaderModel::six(8) {
            self.report(Diagnostic::error(
                attribute.span,
                AttributeError::WaveSizeRangeShaderModel { count },
            ));
            return None;
        }
        Some(values.map(|value| value as u32))
    }
}
