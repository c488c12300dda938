//! The library profile (`-T lib_6_x`), as upstream clang and DXC compile it:
//! every defined function with `[shader("compute")]` is an entry point (each
//! with its own `[numthreads]`, inputs, root signature and wave size), `-E`
//! is not used, and `export` functions are kept as functions of the library.
//! Stages other than compute are a clear error naming the stage.

use crate::ast::{ExpressionKind, Qualifier};

use super::hir::EntryPoint;
use super::messages::SemaError;
use super::Analyzer;

/// The stage a `[shader("…")]` attribute names, as written.
fn shader_stage(declaration: &crate::ast::FunctionDeclaration) -> Option<Option<String>> {
    let shader = declaration.attributes.iter().find(|attribute| {
        attribute.name.len() == 1 && attribute.name[0].name.eq_ignore_ascii_case("shader")
    })?;
    Some(
        shader
            .arguments
            .first()
            .and_then(|argument| match &argument.kind {
                ExpressionKind::String(text) => Some(text.clone()),
                _ => None,
            }),
    )
}

impl Analyzer<'_> {
    /// The defined functions with a `[shader]` attribute, in declaration order.
    pub fn library_entry_ids(&self) -> Vec<usize> {
        (0..self.signatures.len())
            .filter(|id| {
                let signature = &self.signatures[*id];
                signature.defined && shader_stage(&signature.declaration).is_some()
            })
            .collect()
    }

    /// The defined `export` functions that are not entry points; what they
    /// call must be defined.
    pub fn checked_library_exports(&mut self) -> Vec<usize> {
        let exports = self.library_exports();
        for id in &exports {
            self.check_defined_callees(*id);
        }
        exports
    }

    /// The defined `export` functions that are not entry points.
    pub fn library_exports(&self) -> Vec<usize> {
        (0..self.signatures.len())
            .filter(|id| {
                let signature = &self.signatures[*id];
                signature.defined
                    && !signature.implicit_this
                    && shader_stage(&signature.declaration).is_none()
                    && signature
                        .declaration
                        .qualifiers
                        .iter()
                        .any(|(qualifier, _)| *qualifier == Qualifier::Export)
            })
            .collect()
    }

    /// The entry points of a library: one per `[shader("compute")]` function;
    /// other stages are reported.
    pub fn library_entries(&mut self) -> Vec<EntryPoint> {
        let mut entries = Vec::new();
        for id in self.library_entry_ids() {
            let declaration = self.signatures[id].declaration.clone();
            let span = declaration
                .attributes
                .iter()
                .find(|attribute| {
                    attribute.name.len() == 1
                        && attribute.name[0].name.eq_ignore_ascii_case("shader")
                })
                .map_or(declaration.name.span, |attribute| attribute.span);
            match shader_stage(&declaration).flatten().as_deref() {
                Some("compute") => {
                    if let Some(entry) = self.entry_point_at(id) {
                        entries.push(entry);
                    }
                }
                Some(stage @ ("pixel" | "vertex")) => self.error(
                    span,
                    SemaError::LibraryStage {
                        stage: stage.to_string(),
                    },
                ),
                Some(other) => self.error(
                    span,
                    SemaError::UnsupportedShaderStage {
                        stage: other.to_string(),
                    },
                ),
                None => self.error(span, SemaError::ShaderAttributeArgument),
            }
        }
        entries
    }
}
