//! Attributes on declarations (globals, cbuffers and their members, struct
//! fields): the Vulkan attributes texel does not implement yet —
//! `[[vk::push_constant]]`, `[[vk::constant_id(N)]]`, `[[vk::offset(N)]]`,
//! `[[vk::image_format("…")]]` — are one clear error naming the attribute on
//! the Vulkan target (where ignoring them would change the program's
//! meaning); the DXIL target ignores `vk::` attributes, as DXC does.
//! `[[vk::binding]]` is read by `resources`.

use crate::ast::{Attribute, Declaration, VariableDeclaration};
use crate::diagnostics::Diagnostic;

use super::attribute_messages::AttributeError;
use super::Analyzer;

/// `vk::` attributes of declarations that texel does not implement.
const UNIMPLEMENTED_VULKAN_ATTRIBUTES: &[&str] =
    &["push_constant", "constant_id", "offset", "image_format"];

impl Analyzer<'_> {
    /// Checks the attributes of a global declaration and of its members.
    pub(super) fn check_declaration_attributes(&mut self, declaration: &Declaration) {
        match declaration {
            Declaration::Variable(variable) => self.check_vulkan_attributes(&variable.attributes),
            Declaration::ConstantBuffer(buffer) => {
                self.check_vulkan_attributes(&buffer.attributes);
                self.check_members(&buffer.members);
            }
            Declaration::Struct(structure) => self.check_members(&structure.fields),
            _ => {}
        }
    }

    fn check_members(&mut self, members: &[VariableDeclaration]) {
        for member in members {
            self.check_vulkan_attributes(&member.attributes);
        }
    }

    fn check_vulkan_attributes(&mut self, attributes: &[Attribute]) {
        if !self.target.vulkan {
            return;
        }
        for attribute in attributes {
            let [namespace, name] = attribute.name.as_slice() else {
                continue;
            };
            if namespace.name == "vk"
                && UNIMPLEMENTED_VULKAN_ATTRIBUTES.contains(&name.name.as_str())
            {
                self.report(Diagnostic::error(
                    attribute.span,
                    AttributeError::UnsupportedVulkanAttribute {
                        name: name.name.clone(),
                    },
                ));
            }
        }
    }
}
