//! Decoding calls for the passes: check a call's operand count and types
//! against its row, then answer "which operand is the coordinate?".
//!
//! Types always come from the call, never from the name's suffix (hand-written
//! IR often carries stale suffixes). This module checks shapes only; kinds,
//! element types and widths are the verifier's job.

use crate::ir_type::IrType;

use super::error::CatalogueError;
use super::id::OperandRole;
use super::info::IntrinsicInfo;
use super::lookup::recognise;

/// A call whose operand and result types fit its row.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct DecodedCall<'a> {
    info: &'static IntrinsicInfo,
    callee_name: &'a str,
    return_type: &'a IrType,
    operand_types: &'a [IrType],
}

impl<'a> DecodedCall<'a> {
    pub fn info(&self) -> &'static IntrinsicInfo {
        self.info
    }

    pub fn callee_name(&self) -> &'a str {
        self.callee_name
    }

    pub fn return_type(&self) -> &'a IrType {
        self.return_type
    }

    pub fn operand_types(&self) -> &'a [IrType] {
        self.operand_types
    }

    /// Position (0-based) of the operand with this role.
    pub fn operand_index(&self, role: OperandRole) -> Option<usize> {
        self.info.operand_index(role)
    }

    /// Type of the operand with this role, as the call has it.
    pub fn operand_type(&self, role: OperandRole) -> Option<&'a IrType> {
        self.operand_index(role)
            .map(|index| &self.operand_types[index])
    }

    /// Position of the texture / resource handle operand.
    pub fn resource_operand_index(&self) -> Option<usize> {
        self.info.resource_operand_index()
    }

    /// Type of the texture / resource handle operand.
    pub fn resource_type(&self) -> Option<&'a IrType> {
        self.resource_operand_index()
            .map(|index| &self.operand_types[index])
    }
}

/// Checks `return_type` and `operand_types` against `info`; errors name
/// `callee`.
pub(super) fn check_types(
    info: &IntrinsicInfo,
    callee: &str,
    return_type: &IrType,
    operand_types: &[IrType],
) -> Result<(), CatalogueError> {
    let api = info.api();
    let operands = info.operands();
    if operand_types.len() != operands.len() {
        return Err(CatalogueError::OperandCount {
            callee: callee.to_string(),
            found: operand_types.len(),
            expected: operands.len(),
            roles: info.describe_operands(),
        });
    }
    for (index, (operand, ty)) in operands.iter().zip(operand_types).enumerate() {
        if !operand.shape.accepts(ty, api) {
            return Err(CatalogueError::OperandType {
                callee: callee.to_string(),
                position: index + 1,
                role: operand.role.name(api),
                expected: operand.shape.describe(api),
                found: Box::new(ty.clone()),
            });
        }
    }
    let returns = info.returns();
    if !returns.shape.accepts(return_type, api) {
        return Err(CatalogueError::ReturnType {
            callee: callee.to_string(),
            expected: returns.shape.describe(api),
            found: Box::new(return_type.clone()),
        });
    }
    Ok(())
}

impl IntrinsicInfo {
    /// Checks a call to this intrinsic (operand count, every operand type, the
    /// result type) and returns the decoded view. `callee_name` is the call's
    /// full name, used in messages.
    pub fn decode<'a>(
        &'static self,
        callee_name: &'a str,
        return_type: &'a IrType,
        operand_types: &'a [IrType],
    ) -> Result<DecodedCall<'a>, CatalogueError> {
        check_types(self, callee_name, return_type, operand_types)?;
        Ok(DecodedCall {
            info: self,
            callee_name,
            return_type,
            operand_types,
        })
    }
}

/// [`recognise`] and [`IntrinsicInfo::decode`] in one step: `None` when the
/// callee is not a catalogue intrinsic.
pub fn decode_call<'a>(
    callee_name: &'a str,
    return_type: &'a IrType,
    operand_types: &'a [IrType],
) -> Option<Result<DecodedCall<'a>, CatalogueError>> {
    recognise(callee_name).map(|info| info.decode(callee_name, return_type, operand_types))
}
