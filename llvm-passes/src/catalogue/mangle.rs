//! Names and signatures for the front end: the mangled name of a call with
//! given types, and the full declaration signature.
//!
//! The suffix scheme itself is [`IrType::mangled_suffix`]; this module only
//! decides which slots contribute (return type if overloaded, then overloaded
//! operands left to right) and refuses ill-typed requests instead of producing
//! a wrong name.

use crate::ir_type::IrType;

use super::attributes::DeclarationAttributes;
use super::decode::check_types;
use super::error::CatalogueError;
use super::info::IntrinsicInfo;

/// Everything needed to declare an intrinsic.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct IntrinsicSignature {
    /// The mangled name.
    pub name: String,
    pub return_type: IrType,
    pub parameter_types: Vec<IrType>,
    pub attributes: DeclarationAttributes,
}

impl IntrinsicInfo {
    /// The mangled name of a call with these types: the base name, then `.` and
    /// the suffix of each overloaded slot (return type first, then operands left
    /// to right). The types are checked against the row first.
    pub fn mangled_name(
        &self,
        return_type: &IrType,
        operand_types: &[IrType],
    ) -> Result<String, CatalogueError> {
        let mut name = self.base_name();
        check_types(self, &name, return_type, operand_types)?;
        let overloaded_return = self.returns().overloaded.then_some(return_type);
        let overloaded_operands = self
            .operands()
            .iter()
            .zip(operand_types)
            .filter(|(operand, _)| operand.overloaded)
            .map(|(_, ty)| ty);
        for ty in overloaded_return.into_iter().chain(overloaded_operands) {
            name.push('.');
            name.push_str(&ty.mangled_suffix());
        }
        Ok(name)
    }

    /// The declaration of this intrinsic for these types: mangled name,
    /// signature and attributes.
    pub fn signature(
        &self,
        return_type: &IrType,
        operand_types: &[IrType],
    ) -> Result<IntrinsicSignature, CatalogueError> {
        Ok(IntrinsicSignature {
            name: self.mangled_name(return_type, operand_types)?,
            return_type: return_type.clone(),
            parameter_types: operand_types.to_vec(),
            attributes: self.attributes(),
        })
    }
}
