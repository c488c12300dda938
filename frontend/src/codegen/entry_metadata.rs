//! What the entry's attributes leave in the module, as upstream clang emits
//! it: `"hlsl.wavesize"="min,max,preferred"` on the entry function, and
//! `!dx.rootsignatures = !{!{ptr @entry, !{elements…}, i32 version}}` with
//! one node per root-signature element (RootFlags, RootConstants,
//! RootCBV/SRV/UAV, DescriptorTable with its ranges, StaticSampler) — DXIL
//! only: Vulkan has no root signatures and DXC ignores wave sizes there.
//! It must not check anything; sema has.

use texel_passes::ir_type::ScalarType;
use texel_passes::llvm::{LLVMMetadataRef, LLVMValueRef};
use texel_passes::target::Api;

use crate::root_signature::{DescriptorRange, RootElement, RootSignature, StaticSampler};
use crate::sema::hir::EntryPoint;

use super::Emitter;

impl Emitter<'_, '_> {
    /// Adds the entry's wave size and root signature to `function`.
    pub(super) fn entry_metadata(&mut self, function: LLVMValueRef, entry: &EntryPoint) {
        if self.api != Api::Dx {
            return;
        }
        if let Some([min, max, preferred]) = entry.wave_size {
            self.ir.add_string_function_attribute(
                function,
                "hlsl.wavesize",
                &format!("{min},{max},{preferred}"),
            );
        }
        if let Some(signature) = &entry.root_signature {
            let node = self.root_signature_node(signature);
            let version = self.md_i32(signature.version.metadata_number());
            let entry_node =
                self.ir
                    .md_node(&[Some(self.ir.md_value(function)), Some(node), Some(version)]);
            self.ir.add_named_metadata("dx.rootsignatures", entry_node);
        }
    }

    fn md_i32(&self, value: u32) -> LLVMMetadataRef {
        self.ir.md_value(self.ir.const_i32(i64::from(value as i32)))
    }

    fn md_f32(&self, value: f32) -> LLVMMetadataRef {
        let float = self.ir.scalar_type(ScalarType::F32);
        self.ir
            .md_value(self.ir.const_float(float, f64::from(value)))
    }

    /// A node `!{!"Name", i32 a, i32 b, …}`.
    fn md_element(&self, name: &str, values: &[u32]) -> LLVMMetadataRef {
        let mut operands = vec![Some(self.ir.md_string(name))];
        operands.extend(values.iter().map(|value| Some(self.md_i32(*value))));
        self.ir.md_node(&operands)
    }

    fn root_signature_node(&self, signature: &RootSignature) -> LLVMMetadataRef {
        let elements: Vec<Option<LLVMMetadataRef>> = signature
            .elements
            .iter()
            .map(|element| Some(self.root_element_node(element)))
            .collect();
        self.ir.md_node(&elements)
    }

    fn root_element_node(&self, element: &RootElement) -> LLVMMetadataRef {
        match element {
            RootElement::Flags(flags) => self.md_element("RootFlags", &[*flags]),
            RootElement::Constants {
                visibility,
                register,
                space,
                count,
            } => self.md_element("RootConstants", &[*visibility, *register, *space, *count]),
            RootElement::Descriptor {
                class,
                visibility,
                register,
                space,
                flags,
            } => self.md_element(
                &format!("Root{}", class.name()),
                &[*visibility, *register, *space, *flags],
            ),
            RootElement::Table { visibility, ranges } => {
                let mut operands = vec![
                    Some(self.ir.md_string("DescriptorTable")),
                    Some(self.md_i32(*visibility)),
                ];
                operands.extend(ranges.iter().map(|range| Some(self.range_node(range))));
                self.ir.md_node(&operands)
            }
            RootElement::StaticSampler(sampler) => self.static_sampler_node(sampler),
        }
    }

    fn range_node(&self, range: &DescriptorRange) -> LLVMMetadataRef {
        self.md_element(
            range.class.name(),
            &[
                range.count,
                range.register,
                range.space,
                range.offset,
                range.flags,
            ],
        )
    }

    fn static_sampler_node(&self, sampler: &StaticSampler) -> LLVMMetadataRef {
        let i32s = |values: &[u32]| -> Vec<Option<LLVMMetadataRef>> {
            values
                .iter()
                .map(|value| Some(self.md_i32(*value)))
                .collect()
        };
        let mut operands = vec![Some(self.ir.md_string("StaticSampler"))];
        operands.extend(i32s(&[
            sampler.filter,
            sampler.address_u,
            sampler.address_v,
            sampler.address_w,
        ]));
        operands.push(Some(self.md_f32(sampler.mip_lod_bias)));
        operands.extend(i32s(&[
            sampler.max_anisotropy,
            sampler.comparison,
            sampler.border_color,
        ]));
        operands.push(Some(self.md_f32(sampler.min_lod)));
        operands.push(Some(self.md_f32(sampler.max_lod)));
        operands.extend(i32s(&[sampler.register, sampler.space, sampler.visibility]));
        self.ir.md_node(&operands)
    }
}
