//! The entry point: finding it (`-E`), `[numthreads]` and `[shader]`, and its
//! inputs with system-value semantics.

use crate::ast::{Annotation, Attribute, ExpressionKind, TranslationUnit};
use crate::diagnostics::{Diagnostic, Severity};
use crate::span::Span;
use crate::types::{ScalarKind, Type};

use super::hir::{EntryInput, EntryPoint, ParamMode, SystemValueKind};
use super::messages::{SemaError, SemaNote};
use super::scope::GlobalSymbol;
use super::Analyzer;

fn system_value(name: &str) -> Option<SystemValueKind> {
    Some(match name.to_ascii_lowercase().as_str() {
        "sv_dispatchthreadid" => SystemValueKind::DispatchThreadId,
        "sv_groupid" => SystemValueKind::GroupId,
        "sv_groupthreadid" => SystemValueKind::GroupThreadId,
        "sv_groupindex" => SystemValueKind::GroupIndex,
        _ => return None,
    })
}

impl Analyzer<'_> {
    fn entry_attribute<'a>(attributes: &'a [Attribute], name: &str) -> Option<&'a Attribute> {
        attributes.iter().find(|attribute| {
            attribute.name.len() == 1 && attribute.name[0].name.eq_ignore_ascii_case(name)
        })
    }

    fn numthreads(&mut self, attribute: &Attribute) -> Option<[u32; 3]> {
        if attribute.arguments.len() != 3 {
            self.error(attribute.span, SemaError::NumthreadsArguments);
            return None;
        }
        let mut values = [1u32; 3];
        for (slot, argument) in values.iter_mut().zip(&attribute.arguments) {
            let value = self.constant_integer(argument)?;
            if !(1..=1024).contains(&value) {
                self.error(argument.span, SemaError::NumthreadsOutOfRange { value });
                return None;
            }
            *slot = value as u32;
        }
        if values[2] > 64 {
            self.error(attribute.arguments[2].span, SemaError::NumthreadsZ);
            return None;
        }
        if values.iter().product::<u32>() > 1024 {
            self.error(attribute.span, SemaError::ThreadGroupSize);
            return None;
        }
        Some(values)
    }

    /// Checks a system value against the receiving type.
    fn system_value_input(
        &mut self,
        semantic: &str,
        ty: &Type,
        span: Span,
    ) -> Option<SystemValueKind> {
        let Some(value) = system_value(semantic) else {
            if semantic.to_ascii_lowercase().starts_with("sv_") {
                self.error(
                    span,
                    SemaError::UnsupportedSystemValue {
                        semantic: semantic.to_string(),
                    },
                );
            } else {
                self.error(
                    span,
                    SemaError::UnsupportedSemantic {
                        semantic: semantic.to_string(),
                    },
                );
            }
            return None;
        };
        let ok = match (value, ty) {
            (SystemValueKind::GroupIndex, Type::Scalar(kind)) => {
                matches!(kind, ScalarKind::Uint | ScalarKind::Int)
            }
            (SystemValueKind::GroupIndex, _) => false,
            (_, Type::Scalar(kind) | Type::Vector(kind, 1..=3)) => {
                matches!(kind, ScalarKind::Uint | ScalarKind::Int)
            }
            _ => false,
        };
        if !ok {
            self.error(
                span,
                SemaError::SystemValueType {
                    semantic: semantic.to_string(),
                    value,
                },
            );
            return None;
        }
        Some(value)
    }

    /// The id of the defined function named `name` (the entry point).
    pub fn find_entry(&self, name: &str) -> Option<usize> {
        match self.globals.get(name) {
            Some(GlobalSymbol::Functions(ids)) => {
                ids.iter().copied().find(|id| self.signatures[*id].defined)
            }
            _ => None,
        }
    }

    pub fn entry_point(&mut self, name: &str, _unit: &TranslationUnit) -> Option<EntryPoint> {
        let Some(id) = self.find_entry(name) else {
            // After a syntax error the entry may be what recovery skipped
            // (an unterminated `#if`, a broken declaration): no follow-on.
            if self.earlier_errors {
                return None;
            }
            self.report(Diagnostic::new(
                Severity::Error,
                None,
                SemaError::MissingEntryPoint {
                    name: name.to_string(),
                },
            ));
            return None;
        };
        self.entry_point_at(id)
    }

    /// The entry point of function `id` (`-E`, or a library's `[shader]`).
    pub fn entry_point_at(&mut self, id: usize) -> Option<EntryPoint> {
        let declaration = self.signatures[id].declaration.clone();
        let span = declaration.name.span;
        if let Some(shader) = Analyzer::entry_attribute(&declaration.attributes, "shader") {
            let stage = shader
                .arguments
                .first()
                .and_then(|argument| match &argument.kind {
                    ExpressionKind::String(text) => Some(text.clone()),
                    _ => None,
                });
            match stage.as_deref() {
                Some("compute") => {}
                Some("pixel" | "vertex") => {
                    self.error(shader.span, SemaError::PixelAndVertexShaders);
                }
                Some(other) => {
                    self.error(
                        shader.span,
                        SemaError::UnsupportedShaderStage {
                            stage: other.to_string(),
                        },
                    );
                }
                None => self.error(shader.span, SemaError::ShaderAttributeArgument),
            }
        }
        let numthreads = match Analyzer::entry_attribute(&declaration.attributes, "numthreads") {
            Some(attribute) => self.numthreads(attribute),
            None => {
                self.error(span, SemaError::MissingNumthreads);
                None
            }
        };
        if self.signatures[id].return_type != Type::Void
            && !self.signatures[id].return_type.is_error()
        {
            self.error(declaration.return_type.span, SemaError::ComputeEntryReturn);
        }
        let mut inputs = Vec::new();
        let params = self.signatures[id].params.clone();
        for (index, (parameter, (_, ty, mode, param_span))) in
            declaration.parameters.iter().zip(&params).enumerate()
        {
            if *mode != ParamMode::In {
                self.error(*param_span, SemaError::ComputeOutputParameter);
                continue;
            }
            let semantic = parameter
                .annotations
                .iter()
                .find_map(|annotation| match annotation {
                    Annotation::Semantic(semantic) => Some(semantic.name.clone()),
                    _ => None,
                });
            match (semantic, ty) {
                (Some(semantic), _) => {
                    if let Some(value) = self.system_value_input(&semantic.name, ty, semantic.span)
                    {
                        inputs.push(EntryInput {
                            param: index,
                            fields: Vec::new(),
                            value,
                            ty: ty.clone(),
                        });
                    }
                }
                (None, Type::Struct(struct_id)) => {
                    let fields = self.structs.get(*struct_id).fields.clone();
                    for (field_index, field) in fields.iter().enumerate() {
                        match &field.semantic {
                            Some(semantic) => {
                                if let Some(value) =
                                    self.system_value_input(semantic, &field.ty, field.span)
                                {
                                    inputs.push(EntryInput {
                                        param: index,
                                        fields: vec![field_index],
                                        value,
                                        ty: field.ty.clone(),
                                    });
                                }
                            }
                            None => self.error(field.span, SemaError::MissingSemantic),
                        }
                    }
                }
                (None, _) => self.error(*param_span, SemaError::MissingSemantic),
            }
        }
        self.check_defined_callees(id);
        let root_signature =
            self.root_signature(&declaration.attributes, self.root_signature_version);
        let wave_size = self.wave_size(&declaration.attributes);
        Some(EntryPoint {
            function: id,
            name: self.signatures[id].name.clone(),
            numthreads: numthreads.unwrap_or([1, 1, 1]),
            inputs,
            root_signature,
            wave_size,
        })
    }

    /// Every function reachable from `entry` must have a body.
    pub(super) fn check_defined_callees(&mut self, entry: usize) {
        let mut stack = vec![entry];
        let mut seen = vec![false; self.signatures.len()];
        while let Some(id) = stack.pop() {
            if seen[id] {
                continue;
            }
            seen[id] = true;
            for (callee, span) in self.signatures[id].callees.clone() {
                if !self.signatures[callee].defined {
                    let name = self.signatures[callee].name.clone();
                    let declared = self.signatures[callee].span;
                    self.report(
                        Diagnostic::error(
                            span,
                            SemaError::UsedButNotDefined { name: name.clone() },
                        )
                        .with_note(Some(declared), SemaNote::DeclaredHere { name }),
                    );
                }
                stack.push(callee);
            }
        }
    }
}
