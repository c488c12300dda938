//! Borrowed views of a module, its functions, instructions and call sites.

use llvm_sys::core::*;
use llvm_sys::prelude::{LLVMModuleRef, LLVMValueRef};
use llvm_sys::LLVMValueKind;
use std::ffi::{c_char, CStr};
use std::fmt;
use std::marker::PhantomData;

use super::strings::{borrowed_text, owned_message};
use super::types::ir_type_of;
use super::values::value_name;
use crate::ir_type::IrType;

/// A module borrowed from its owner for the lifetime `'m`.
#[derive(Clone, Copy)]
pub struct ModuleView<'m> {
    raw: LLVMModuleRef,
    _owner: PhantomData<&'m ()>,
}

impl<'m> ModuleView<'m> {
    /// # Safety
    /// `raw` must be a valid module that outlives `'m` and that nobody else
    /// mutates while the view is in use.
    pub unsafe fn from_raw(raw: LLVMModuleRef) -> ModuleView<'m> {
        ModuleView {
            raw,
            _owner: PhantomData,
        }
    }

    pub fn as_raw(&self) -> LLVMModuleRef {
        self.raw
    }

    /// The whole module as LLVM prints it (textual IR).
    pub fn printed(&self) -> String {
        unsafe { owned_message(LLVMPrintModuleToString(self.raw)) }
    }

    /// The target triple, empty when the module has none.
    pub fn target_triple(&self) -> String {
        unsafe { c_text(LLVMGetTarget(self.raw)) }
    }

    /// Every function, definitions and declarations, in module order.
    pub fn functions(&self) -> impl Iterator<Item = FunctionView<'m>> {
        let first = unsafe { LLVMGetFirstFunction(self.raw) };
        std::iter::successors(non_null(first), |function| {
            non_null(unsafe { LLVMGetNextFunction(*function) })
        })
        .map(|raw| FunctionView {
            raw,
            _owner: PhantomData,
        })
    }
}

/// A function of a borrowed module.
#[derive(Clone, Copy)]
pub struct FunctionView<'m> {
    raw: LLVMValueRef,
    _owner: PhantomData<&'m ()>,
}

impl<'m> FunctionView<'m> {
    pub fn as_raw(&self) -> LLVMValueRef {
        self.raw
    }

    pub fn name(&self) -> String {
        value_name(self.raw)
    }

    /// The value of a string function attribute (`"hlsl.numthreads"="8,8,1"`).
    pub fn string_attribute(&self, key: &str) -> Option<String> {
        unsafe {
            let attribute = LLVMGetStringAttributeAtIndex(
                self.raw,
                u32::MAX,
                key.as_ptr().cast(),
                key.len() as u32,
            );
            if attribute.is_null() {
                return None;
            }
            let mut length = 0u32;
            let value = LLVMGetStringAttributeValue(attribute, &mut length);
            Some(borrowed_text(value, length as usize))
        }
    }

    pub fn is_declaration(&self) -> bool {
        unsafe { LLVMIsDeclaration(self.raw) != 0 }
    }

    /// Every instruction of every basic block, in layout order.
    pub fn instructions(&self) -> impl Iterator<Item = InstructionView<'m>> {
        let first_block = unsafe { LLVMGetFirstBasicBlock(self.raw) };
        let blocks =
            std::iter::successors((!first_block.is_null()).then_some(first_block), |block| {
                let next = unsafe { LLVMGetNextBasicBlock(*block) };
                (!next.is_null()).then_some(next)
            });
        blocks.flat_map(|block| {
            let first = unsafe { LLVMGetFirstInstruction(block) };
            std::iter::successors(non_null(first), |instruction| {
                non_null(unsafe { LLVMGetNextInstruction(*instruction) })
            })
            .map(|raw| InstructionView {
                raw,
                _owner: PhantomData,
            })
        })
    }
}

/// An instruction of a borrowed module.
#[derive(Clone, Copy)]
pub struct InstructionView<'m> {
    raw: LLVMValueRef,
    _owner: PhantomData<&'m ()>,
}

impl<'m> InstructionView<'m> {
    pub fn as_raw(&self) -> LLVMValueRef {
        self.raw
    }

    /// The instruction as LLVM prints it, without leading indentation.
    pub fn printed(&self) -> String {
        unsafe { owned_message(LLVMPrintValueToString(self.raw)) }
            .trim()
            .to_string()
    }

    /// The debug location, when the instruction carries one.
    pub fn location(&self) -> Option<SourceLocation> {
        unsafe {
            let mut length = 0u32;
            let file = LLVMGetDebugLocFilename(self.raw, &mut length);
            let line = LLVMGetDebugLocLine(self.raw);
            if file.is_null() || line == 0 {
                return None;
            }
            Some(SourceLocation {
                file: borrowed_text(file, length as usize),
                line,
                column: LLVMGetDebugLocColumn(self.raw),
            })
        }
    }

    /// The module containing the instruction.
    pub fn module(&self) -> ModuleView<'m> {
        ModuleView {
            raw: unsafe { LLVMGetGlobalParent(self.function().raw) },
            _owner: PhantomData,
        }
    }

    /// Whether the instruction is in its function's entry block and, when
    /// `later` is in that block too, comes before it.
    pub fn is_in_entry_block_before(&self, later: LLVMValueRef) -> bool {
        unsafe {
            let block = LLVMGetInstructionParent(self.raw);
            if LLVMGetEntryBasicBlock(LLVMGetBasicBlockParent(block)) != block {
                return false;
            }
            if LLVMGetInstructionParent(later) != block {
                return true;
            }
            let mut current = LLVMGetNextInstruction(self.raw);
            while !current.is_null() {
                if current == later {
                    return true;
                }
                current = LLVMGetNextInstruction(current);
            }
            false
        }
    }

    /// The function containing the instruction.
    pub fn function(&self) -> FunctionView<'m> {
        FunctionView {
            raw: unsafe { LLVMGetBasicBlockParent(LLVMGetInstructionParent(self.raw)) },
            _owner: PhantomData,
        }
    }

    /// The instruction as a direct call to a named function, if it is one.
    pub fn as_call(&self) -> Option<CallSite<'m>> {
        unsafe {
            if self.raw.is_null() || LLVMIsACallInst(self.raw).is_null() {
                return None;
            }
            let callee = LLVMGetCalledValue(self.raw);
            if callee.is_null() || LLVMGetValueKind(callee) != LLVMValueKind::LLVMFunctionValueKind
            {
                return None;
            }
            Some(CallSite {
                instruction: *self,
                callee,
            })
        }
    }
}

/// A direct call instruction.
#[derive(Clone, Copy)]
pub struct CallSite<'m> {
    instruction: InstructionView<'m>,
    callee: LLVMValueRef,
}

impl<'m> CallSite<'m> {
    pub fn instruction(&self) -> InstructionView<'m> {
        self.instruction
    }

    pub fn callee(&self) -> LLVMValueRef {
        self.callee
    }

    pub fn callee_name(&self) -> String {
        value_name(self.callee)
    }

    /// Whether the callee's name starts with `prefix`, without copying the name.
    pub fn callee_name_starts_with(&self, prefix: &str) -> bool {
        unsafe { value_name_bytes(self.callee).starts_with(prefix.as_bytes()) }
    }

    pub fn return_type(&self) -> IrType {
        unsafe { ir_type_of(LLVMTypeOf(self.instruction.raw)) }
    }

    pub fn argument_count(&self) -> usize {
        unsafe { LLVMGetNumArgOperands(self.instruction.raw) as usize }
    }

    pub fn argument(&self, index: usize) -> LLVMValueRef {
        unsafe { LLVMGetOperand(self.instruction.raw, index as u32) }
    }

    pub fn argument_types(&self) -> Vec<IrType> {
        (0..self.argument_count())
            .map(|index| unsafe { ir_type_of(LLVMTypeOf(self.argument(index))) })
            .collect()
    }
}

/// A `file:line:column` position from debug information.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct SourceLocation {
    pub file: String,
    pub line: u32,
    pub column: u32,
}

impl fmt::Display for SourceLocation {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{}:{}:{}", self.file, self.line, self.column)
    }
}

fn non_null(value: LLVMValueRef) -> Option<LLVMValueRef> {
    (!value.is_null()).then_some(value)
}

unsafe fn c_text(text: *const c_char) -> String {
    if text.is_null() {
        String::new()
    } else {
        CStr::from_ptr(text).to_string_lossy().into_owned()
    }
}

unsafe fn value_name_bytes<'a>(value: LLVMValueRef) -> &'a [u8] {
    let mut length = 0usize;
    let data = LLVMGetValueName2(value, &mut length);
    if data.is_null() {
        &[]
    } else {
        std::slice::from_raw_parts(data.cast::<u8>(), length)
    }
}

/// `value` as an instruction, if it is one.
pub fn instruction_view<'m>(value: LLVMValueRef) -> Option<InstructionView<'m>> {
    let is_instruction = !value.is_null() && unsafe { !LLVMIsAInstruction(value).is_null() };
    is_instruction.then_some(InstructionView {
        raw: value,
        _owner: PhantomData,
    })
}

/// The direct call that `value` is, if it is one.
pub fn call_site_of<'m>(value: LLVMValueRef) -> Option<CallSite<'m>> {
    InstructionView {
        raw: value,
        _owner: PhantomData,
    }
    .as_call()
}
