//! Constant buffers in upstream clang's form: a layout struct with explicit
//! padding on DXIL (`%__cblayout_CB = type <{ float, target("dx.Padding", 4),
//! … }>`, offsets from `texel_passes::buffer_layout`'s legacy packing; on Vulkan the
//! plain struct of the members, whose offsets the SPIR-V finalizer decorates),
//! one `external hidden addrspace(2)` global per member (`addrspace(12)` on
//! Vulkan) that code reads directly, a handle global `@CB.cb` of type
//! `target("dx.CBuffer", %__cblayout_CB)` (Vulkan:
//! `target("spirv.VulkanBuffer", %__cblayout_CB, 2, 0)`) filled at the start
//! of the entry, and `!hlsl.cbs` tying them together.
//!
//! The resource type model has no cbuffer handles, so their target types are
//! spelled here. Struct and array members take their DXIL form from
//! `cbuffer_layout` (matrices as the array of their rows or columns).

use texel_passes::llvm::{LLVMTypeRef, LLVMValueRef, Linkage};

use texel_passes::buffer_layout::{LayoutRule, LayoutType};
use texel_passes::ir_type::IrType;
use texel_passes::target::Api;

use crate::types::Type;

use super::handles::target_ir;
use super::messages::CodegenError;
use super::Emitter;

impl Emitter<'_, '_> {
    fn cbuffer_address_space(&self) -> u32 {
        match self.api {
            Api::Dx => 2,
            Api::Spv => 12,
        }
    }

    /// The handle type of cbuffer `index` (its layout struct registered).
    fn cbuffer_handle_type(&mut self, index: usize) -> Option<IrType> {
        let program = self.program;
        let buffer = &program.cbuffers[index];
        let mut members: Vec<LayoutType> = Vec::new();
        for member in &buffer.members {
            match member.ty.layout_type(&program.structs) {
                Some(layout) => members.push(layout),
                _ => {
                    let ty = member.ty.name(&program.structs);
                    self.fail(Some(member.span), CodegenError::CBufferMemberType { ty });
                    return None;
                }
            }
        }
        let member_types: Vec<LLVMTypeRef> = buffer
            .members
            .iter()
            .map(|member| self.cbuffer_member_type(&member.ty))
            .collect();
        let layout_name = format!("__cblayout_{}", buffer.name);
        let layout = match self.api {
            // HLSL's legacy packing, with explicit padding as clang emits it.
            Api::Dx => {
                let offsets = LayoutRule::CBufferLegacy.struct_layout(&members).offsets;
                let mut fields: Vec<LLVMTypeRef> = Vec::new();
                let mut end = 0u32;
                for (memory, offset) in member_types.iter().zip(offsets) {
                    if offset > end {
                        let padding =
                            self.ir
                                .target_extension_type("dx.Padding", &[], &[offset - end]);
                        fields.push(padding);
                    }
                    fields.push(*memory);
                    end = offset + self.ir.data_layout().alloc_size(*memory) as u32;
                }
                self.ir.named_packed_struct(&layout_name, &fields)
            }
            // The members alone: Vulkan offsets are decorations, which the
            // finalizer sets by the uniform-buffer rule (texel_passes::buffer_layout).
            Api::Spv => self.ir.named_struct(&layout_name, &member_types),
        };
        let mangled = format!("s_{layout_name}s");
        self.other_types.insert(mangled.clone(), layout);
        Some(match self.api {
            Api::Dx => target_ir("dx.CBuffer", vec![IrType::Other(mangled)], vec![]),
            Api::Spv => target_ir(
                "spirv.VulkanBuffer",
                vec![IrType::Other(mangled)],
                vec![2, 0],
            ),
        })
    }

    /// The type of a cbuffer member's global: the legacy-packed form on DXIL
    /// (`cbuffer_layout`), the memory form on SPIR-V.
    pub fn cbuffer_member_type(&mut self, ty: &Type) -> LLVMTypeRef {
        match self.api {
            Api::Dx => self.cbuffer_layout_type(ty),
            Api::Spv => self.memory_type(ty),
        }
    }

    /// Declares every cbuffer's member globals, handle global and metadata.
    pub fn declare_cbuffers(&mut self) {
        let program = self.program;
        self.cbuffer_members = vec![Vec::new(); program.cbuffers.len()];
        for (index, buffer) in program.cbuffers.iter().enumerate() {
            let Some(handle_ir) = self.cbuffer_handle_type(index) else {
                return;
            };
            let handle_type = self.llvm_type(&handle_ir);
            let handle_global = self
                .ir
                .add_global(handle_type, &format!("{}.cb", buffer.name), 0);
            self.ir
                .set_initializer(handle_global, self.ir.poison(handle_type));
            let space = self.cbuffer_address_space();
            let mut members: Vec<LLVMValueRef> = Vec::new();
            for member in &buffer.members {
                let memory = self.cbuffer_member_type(&member.ty);
                let global = self.ir.add_global(memory, &member.name, space);
                self.ir.set_linkage(global, Linkage::External);
                self.ir.set_hidden_visibility(global);
                members.push(global);
            }
            let mut operands = vec![handle_global];
            operands.extend(&members);
            let node: Vec<_> = operands
                .iter()
                .map(|value| Some(self.ir.md_value(*value)))
                .collect();
            self.ir
                .add_named_metadata("hlsl.cbs", self.ir.md_node(&node));
            self.cbuffer_members[index] = members;
            self.cbuffer_handles
                .push((handle_global, handle_type, handle_ir));
        }
    }

    /// Creates each cbuffer's handle in the entry prologue and stores it.
    pub fn create_cbuffer_handles(&mut self) {
        let program = self.program;
        let handles = self.cbuffer_handles.clone();
        for (index, (global, handle_type, handle_ir)) in handles.into_iter().enumerate() {
            let buffer = &program.cbuffers[index];
            let order_id = self.next_order_id;
            let operands = self.binding_operands(&buffer.binding, order_id);
            if matches!(operands, super::handles::BindingOperands::Implicit { .. }) {
                self.next_order_id += 1;
            }
            let current = self.ir.current_block();
            self.ir.position_at_end(self.fx.prologue);
            let name = self
                .ir
                .add_private_c_string(&format!("{}.str", buffer.name), &buffer.name);
            let zero = self.ir.const_i32(0);
            match self.create_handle((handle_type, &handle_ir), operands, 1, zero, name) {
                Ok(handle) => {
                    self.ir.store(handle, global);
                }
                Err(error) => self.fail(Some(buffer.span), error),
            }
            self.ir.position_at_end(current);
        }
    }
}
