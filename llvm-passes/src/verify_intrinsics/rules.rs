//! The rules of `texel-verify-intrinsics`, on types alone: a call's callee name,
//! result type and operand types in, every violation out.
//!
//! Shapes and operand counts come from the catalogue's decoding; handle
//! parameters from the resource type model; widths from the kind table. This
//! module must not walk IR (the pass does) nor enforce target rules that depend
//! on shader models or stages (the lowerings do).

use crate::catalogue::{decode_call, DecodedCall, IntrinsicId, OperandRole, Shape};
use crate::ir_type::IrType;
use crate::resource_types::{decode_handle_type, HandleType, SamplerKind};
use crate::target::Api;

/// Checks one call. Returns `None` when the callee is not a catalogue intrinsic,
/// otherwise the list of violations (empty when the call is well formed).
pub fn check_call(
    callee: &str,
    return_type: &IrType,
    operand_types: &[IrType],
) -> Option<Vec<String>> {
    let decoded = match decode_call(callee, return_type, operand_types)? {
        Ok(decoded) => decoded,
        Err(error) => return Some(vec![error.to_string()]),
    };
    let mut checker = CallChecker {
        call: decoded,
        problems: Vec::new(),
    };
    checker.check();
    Some(checker.problems)
}

struct CallChecker<'a> {
    call: DecodedCall<'a>,
    problems: Vec<String>,
}

impl CallChecker<'_> {
    fn api(&self) -> Api {
        self.call.info().api()
    }

    fn stem(&self) -> &'static str {
        self.call.info().stem()
    }

    /// "operand 3 (coordinate)", 1-based as in the catalogue's messages.
    fn operand_label(&self, index: usize) -> String {
        let role = self.call.info().operands()[index].role;
        format!("operand {} ({})", index + 1, role.name(self.api()))
    }

    fn check(&mut self) {
        let id = self.call.info().id();
        if matches!(
            id,
            IntrinsicId::HandleFromBinding | IntrinsicId::HandleFromImplicitBinding
        ) {
            if let Err(error) = decode_handle_type(self.call.return_type()) {
                self.problems.push(format!("result: {error}"));
            }
            return;
        }
        let Some(resource_index) = self.call.resource_operand_index() else {
            return;
        };
        let handle = match decode_handle_type(&self.call.operand_types()[resource_index]) {
            Ok(handle) => handle,
            Err(error) => {
                let label = self.operand_label(resource_index);
                self.problems.push(format!("{label}: {error}"));
                return;
            }
        };
        if !self.check_kind(&handle) {
            return;
        }
        self.check_sampler();
        if handle.kind.is_texture() {
            self.check_widths(&handle);
        }
        self.check_elements(&handle);
    }

    /// The handle's kind and access against the row's requirement. Returns
    /// whether the widths and elements are worth checking.
    fn check_kind(&mut self, handle: &HandleType) -> bool {
        let Some(requirement) = self.call.info().kind_requirement() else {
            return true;
        };
        if requirement.accepts(handle.kind, handle.writable) {
            return true;
        }
        let needs = if !requirement.kinds.contains(handle.kind)
            || !requirement.access.allows(handle.writable)
        {
            format!(
                "a {}{}",
                requirement.access.describe(),
                requirement.kinds.describe()
            )
        } else {
            format!(
                "a resource with {} size components, and {} has {}",
                requirement.size_components.unwrap_or_default(),
                handle.kind,
                handle.kind.facts().size_components
            )
        };
        self.problems.push(format!(
            "'{}' is not supported on a {} handle: it needs {needs}",
            self.stem(),
            handle.hlsl_name()
        ));
        false
    }

    /// A plain sampling or gather operation may not take a comparison sampler,
    /// and a comparison may not take a mono sampler. (clang gives both sampler
    /// kinds type 0 today, so a comparison accepts a default sampler.)
    fn check_sampler(&mut self) {
        let Some(index) = self.call.operand_index(OperandRole::Sampler) else {
            return;
        };
        let sampler = match decode_handle_type(&self.call.operand_types()[index]) {
            Ok(sampler) => sampler,
            Err(error) => {
                let label = self.operand_label(index);
                self.problems.push(format!("{label}: {error}"));
                return;
            }
        };
        let is_comparison = self.is_comparison();
        let takes_any_sampler = matches!(
            self.call.info().id(),
            IntrinsicId::CalculateLod | IntrinsicId::CalculateLodUnclamped
        );
        let wrong = match sampler.sampler {
            Some(SamplerKind::Comparison) => !is_comparison && !takes_any_sampler,
            Some(SamplerKind::Mono) => is_comparison,
            Some(SamplerKind::Default) | None => false,
        };
        if wrong {
            let expected = if is_comparison {
                "SamplerComparisonState"
            } else {
                "SamplerState"
            };
            let label = self.operand_label(index);
            self.problems.push(format!(
                "'{}' needs a {expected}, but {label} is a {} ({})",
                self.stem(),
                sampler.hlsl_name(),
                self.call.operand_types()[index]
            ));
        }
    }

    /// Comparisons are the operations with a compare-value operand.
    fn is_comparison(&self) -> bool {
        self.call.operand_index(OperandRole::CompareValue).is_some()
    }

    /// Coordinate, offset and gradient widths against the kind table.
    fn check_widths(&mut self, handle: &HandleType) {
        let facts = handle.kind.facts();
        let id = self.call.info().id();
        for (index, spec) in self.call.info().operands().iter().enumerate() {
            let expected = match spec.role {
                OperandRole::Coordinate if spec.shape == Shape::I32ScalarOrVector => {
                    facts.load_coordinate_components
                }
                OperandRole::Coordinate
                    if matches!(
                        id,
                        IntrinsicId::CalculateLod | IntrinsicId::CalculateLodUnclamped
                    ) =>
                {
                    facts.gradient_components
                }
                OperandRole::Coordinate => facts.sample_coordinate_components,
                OperandRole::Offset => facts.offset_operand_components,
                OperandRole::GradientX | OperandRole::GradientY => facts.gradient_components,
                _ => continue,
            };
            let found = self.call.operand_types()[index]
                .components()
                .unwrap_or_default();
            if found != expected {
                let label = self.operand_label(index);
                self.problems.push(format!(
                    "{label} of '{}' on a {} must have {expected} component{}, found {}",
                    self.stem(),
                    handle.kind,
                    if expected == 1 { "" } else { "s" },
                    self.call.operand_types()[index]
                ));
            }
        }
    }

    /// Element types: comparisons need float elements; results and stored data
    /// carry the texture's element type (its scalar, for SPIR-V images, which do
    /// not record a component count).
    fn check_elements(&mut self, handle: &HandleType) {
        let Some(element) = handle.element_scalar else {
            return;
        };
        if self.is_comparison() && !element.is_float() {
            self.problems.push(format!(
                "'{}' compares texels, so it needs a texture of floating-point elements, but {} holds '{}'",
                self.stem(),
                handle.hlsl_name(),
                element.hlsl_name()
            ));
            return;
        }
        let returns = self.call.info().returns().shape;
        match returns {
            Shape::NumericScalarOrVector => {
                let found = self.call.return_type().clone();
                self.check_element_value("result", &found, handle);
            }
            Shape::NumericVector4
                if self.call.return_type().scalar() != Some(element.ir_scalar()) =>
            {
                self.problems.push(format!(
                    "result of '{}' must be a 4-element vector of the element scalar of {} ({}), found {}",
                    self.stem(),
                    handle.hlsl_name(),
                    element.ir_scalar().llvm_spelling(),
                    self.call.return_type()
                ));
            }
            _ => {}
        }
        if let Some(index) = self.call.operand_index(OperandRole::Data) {
            let found = self.call.operand_types()[index].clone();
            let label = self.operand_label(index);
            self.check_element_value(&label, &found, handle);
        }
    }

    /// A value of the texture's element type T: exactly T's memory type on DXIL,
    /// a scalar or vector of T's scalar on SPIR-V.
    fn check_element_value(&mut self, what: &str, found: &IrType, handle: &HandleType) {
        let Some(element) = handle.element_scalar else {
            return;
        };
        let matches = match &handle.element_memory_type {
            Some(memory_type) if handle.api == Api::Dx => found == memory_type,
            _ => found.scalar() == Some(element.ir_scalar()),
        };
        if !matches {
            let expected = match &handle.element_memory_type {
                Some(memory_type) if handle.api == Api::Dx => memory_type.to_string(),
                _ => format!(
                    "a scalar or vector of {}",
                    element.ir_scalar().llvm_spelling()
                ),
            };
            self.problems.push(format!(
                "{what} of '{}' must be the element type of {} ({expected}), found {found}",
                self.stem(),
                handle.hlsl_name(),
            ));
        }
    }
}

#[cfg(test)]
mod robustness;
#[cfg(test)]
mod tests;
