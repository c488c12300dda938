//! Module-level named metadata (`!name = !{…}`), read into an owned tree.
//!
//! Nodes become [`MetadataTree::Node`], `null` operands [`MetadataTree::Null`],
//! strings and integer constants their values; anything else (globals, floats,
//! debug-info specialisations) is [`MetadataTree::Other`]. Reading stops at a
//! depth limit, so self-referencing nodes cannot loop. Through the C API a node
//! reads as LLVM canonicalises it for use as a value: `!{null}` as `!{}`, and a
//! one-constant node `!{i32 7}` as a node of that constant. This module knows no
//! particular metadata schema.

use llvm_sys::core::*;
use llvm_sys::prelude::LLVMValueRef;
use llvm_sys::LLVMValueKind;
use std::ffi::CString;

use super::strings::borrowed_text;
use super::values::constant_signed_int;
use super::walk::ModuleView;

/// One metadata operand, owned.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum MetadataTree {
    Null,
    Node(Vec<MetadataTree>),
    String(String),
    /// A constant integer (sign-extended).
    Int(i64),
    /// Any other operand (a global, a float, …).
    Other,
    /// A node below the depth limit.
    Truncated,
}

impl MetadataTree {
    /// The operands of a node, `None` for anything else.
    pub fn operands(&self) -> Option<&[MetadataTree]> {
        match self {
            MetadataTree::Node(operands) => Some(operands),
            _ => None,
        }
    }

    /// The `index`th operand of a node.
    pub fn operand(&self, index: usize) -> Option<&MetadataTree> {
        self.operands()?.get(index)
    }

    pub fn as_int(&self) -> Option<i64> {
        match self {
            MetadataTree::Int(value) => Some(*value),
            _ => None,
        }
    }
}

impl<'m> ModuleView<'m> {
    /// The operands of the named metadata `!name`, read `depth` levels deep, or
    /// `None` when the module has no such named metadata.
    pub fn named_metadata(&self, name: &str, depth: usize) -> Option<Vec<MetadataTree>> {
        let c_name = CString::new(name).ok()?;
        unsafe {
            let named = LLVMGetNamedMetadata(self.as_raw(), c_name.as_ptr(), name.len());
            if named.is_null() {
                return None;
            }
            let count = LLVMGetNamedMetadataNumOperands(self.as_raw(), c_name.as_ptr());
            let mut operands = vec![std::ptr::null_mut(); count as usize];
            LLVMGetNamedMetadataOperands(self.as_raw(), c_name.as_ptr(), operands.as_mut_ptr());
            Some(
                operands
                    .into_iter()
                    .map(|operand| metadata_tree(operand, depth))
                    .collect(),
            )
        }
    }
}

impl<'m> ModuleView<'m> {
    /// The value operands of each node of the named metadata `!name` (one
    /// vector per node; `None` for `null` and for operands that are no values,
    /// such as strings and nodes), or `None` when the module has no such named
    /// metadata. `!{ptr @a, null, ptr @b}` reads as `[Some(@a), None, Some(@b)]`.
    pub fn named_metadata_values(&self, name: &str) -> Option<Vec<Vec<Option<LLVMValueRef>>>> {
        let c_name = CString::new(name).ok()?;
        unsafe {
            let named = LLVMGetNamedMetadata(self.as_raw(), c_name.as_ptr(), name.len());
            if named.is_null() {
                return None;
            }
            let count = LLVMGetNamedMetadataNumOperands(self.as_raw(), c_name.as_ptr());
            let mut nodes = vec![std::ptr::null_mut(); count as usize];
            LLVMGetNamedMetadataOperands(self.as_raw(), c_name.as_ptr(), nodes.as_mut_ptr());
            Some(
                nodes
                    .into_iter()
                    .map(|node| {
                        if node.is_null() || LLVMIsAMDNode(node).is_null() {
                            return Vec::new();
                        }
                        let count = LLVMGetMDNodeNumOperands(node);
                        let mut operands = vec![std::ptr::null_mut(); count as usize];
                        LLVMGetMDNodeOperands(node, operands.as_mut_ptr());
                        operands
                            .into_iter()
                            .map(|operand| {
                                let is_value = !operand.is_null()
                                    && LLVMGetValueKind(operand)
                                        != LLVMValueKind::LLVMMetadataAsValueValueKind;
                                is_value.then_some(operand)
                            })
                            .collect()
                    })
                    .collect(),
            )
        }
    }
}

/// # Safety
/// `value` must be null or a valid value of a live context.
unsafe fn metadata_tree(value: LLVMValueRef, depth: usize) -> MetadataTree {
    if value.is_null() {
        return MetadataTree::Null;
    }
    if let Some(number) = constant_signed_int(value) {
        return MetadataTree::Int(number);
    }
    if LLVMGetValueKind(value) != LLVMValueKind::LLVMMetadataAsValueValueKind {
        return MetadataTree::Other;
    }
    if !LLVMIsAMDString(value).is_null() {
        let mut length = 0u32;
        let data = LLVMGetMDString(value, &mut length);
        return MetadataTree::String(borrowed_text(data, length as usize));
    }
    if LLVMIsAMDNode(value).is_null() {
        return MetadataTree::Other;
    }
    if depth == 0 {
        return MetadataTree::Truncated;
    }
    let count = LLVMGetMDNodeNumOperands(value);
    let mut operands = vec![std::ptr::null_mut(); count as usize];
    LLVMGetMDNodeOperands(value, operands.as_mut_ptr());
    MetadataTree::Node(
        operands
            .into_iter()
            .map(|operand| metadata_tree(operand, depth - 1))
            .collect(),
    )
}

/// The `!kind` attachment of `instruction`, read `depth` levels deep, or
/// `None` when it has none.
pub fn instruction_metadata(
    instruction: LLVMValueRef,
    kind: &str,
    depth: usize,
) -> Option<MetadataTree> {
    unsafe {
        if LLVMHasMetadata(instruction) == 0 {
            return None;
        }
        let context = LLVMGetTypeContext(LLVMTypeOf(instruction));
        let kind_id = LLVMGetMDKindIDInContext(context, kind.as_ptr().cast(), kind.len() as u32);
        let node = LLVMGetMetadata(instruction, kind_id);
        (!node.is_null()).then(|| metadata_tree(node, depth))
    }
}
