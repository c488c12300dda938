//! Descriptor sets from the YAML `DescriptorSets`: the descriptor type of each
//! resource kind (the one table, TESTING.md), the set layouts (list index =
//! set), the pool, and the writes that point the sets at the resources. A
//! texture and a sampler at one binding are one combined image sampler.
//!
//! This module binds what `resources.rs` created; it must not create resources.

use crate::device::{call, DeviceError};
use crate::pipeline::{Pipeline, Resource, ResourceKind};
use crate::resources::{Bound, Resources};
use ash::vk;

/// The Vulkan descriptor type of an HLSL resource kind.
pub fn descriptor_type(kind: ResourceKind) -> vk::DescriptorType {
    use vk::DescriptorType as D;
    use ResourceKind as K;
    match kind {
        K::Buffer => D::UNIFORM_TEXEL_BUFFER,
        K::RWBuffer => D::STORAGE_TEXEL_BUFFER,
        K::StructuredBuffer
        | K::RWStructuredBuffer
        | K::ByteAddressBuffer
        | K::RWByteAddressBuffer => D::STORAGE_BUFFER,
        K::ConstantBuffer => D::UNIFORM_BUFFER,
        K::Texture1D
        | K::Texture1DArray
        | K::Texture2D
        | K::Texture2DArray
        | K::Texture3D
        | K::TextureCube
        | K::TextureCubeArray
        | K::Texture2DMS
        | K::Texture2DMSArray => D::SAMPLED_IMAGE,
        K::RWTexture1D
        | K::RWTexture1DArray
        | K::RWTexture2D
        | K::RWTexture2DArray
        | K::RWTexture3D => D::STORAGE_IMAGE,
        K::Sampler => D::SAMPLER,
    }
}

/// A sampler that shares its binding with a texture: the pair is one
/// combined image sampler descriptor, declared and written with the texture.
fn shares_with_texture(set: &[Resource], resource: &Resource) -> bool {
    resource.kind == ResourceKind::Sampler
        && set
            .iter()
            .any(|other| other.binding == resource.binding && other.kind.pairs_with(resource.kind))
}

/// The descriptor type of a resource's binding: its own, or a combined image
/// sampler for a texture that shares its binding with a sampler.
fn binding_type(set: &[Resource], resource: &Resource) -> vk::DescriptorType {
    let paired = set
        .iter()
        .any(|other| other.binding == resource.binding && other.kind.pairs_with(resource.kind));
    if paired {
        vk::DescriptorType::COMBINED_IMAGE_SAMPLER
    } else {
        descriptor_type(resource.kind)
    }
}

/// The set layouts, pool and sets of a pipeline.
pub struct Descriptors {
    device: ash::Device,
    pub layouts: Vec<vk::DescriptorSetLayout>,
    pool: vk::DescriptorPool,
    pub sets: Vec<vk::DescriptorSet>,
}

impl Descriptors {
    pub fn create(
        device: &ash::Device,
        pipeline: &Pipeline,
        resources: &Resources,
    ) -> Result<Descriptors, DeviceError> {
        let mut descriptors = Descriptors {
            device: device.clone(),
            layouts: Vec::new(),
            pool: vk::DescriptorPool::null(),
            sets: Vec::new(),
        };
        let mut pool_sizes: Vec<vk::DescriptorPoolSize> = Vec::new();
        for set in &pipeline.descriptor_sets {
            let bindings: Vec<_> = set
                .iter()
                .filter(|r| !shares_with_texture(set, r))
                .map(|r| {
                    let ty = binding_type(set, r);
                    match pool_sizes.iter_mut().find(|s| s.ty == ty) {
                        Some(size) => size.descriptor_count += 1,
                        None => pool_sizes.push(vk::DescriptorPoolSize {
                            ty,
                            descriptor_count: 1,
                        }),
                    }
                    vk::DescriptorSetLayoutBinding::default()
                        .binding(r.binding)
                        .descriptor_type(ty)
                        .descriptor_count(1)
                        .stage_flags(vk::ShaderStageFlags::COMPUTE)
                })
                .collect();
            let info = vk::DescriptorSetLayoutCreateInfo::default().bindings(&bindings);
            let layout = unsafe { device.create_descriptor_set_layout(&info, None) }
                .map_err(call("vkCreateDescriptorSetLayout"))?;
            descriptors.layouts.push(layout);
        }
        if descriptors.layouts.is_empty() {
            return Ok(descriptors);
        }
        if pool_sizes.is_empty() {
            // A pool needs one size even when every set is empty.
            pool_sizes.push(vk::DescriptorPoolSize {
                ty: vk::DescriptorType::STORAGE_BUFFER,
                descriptor_count: 1,
            });
        }
        let pool_info = vk::DescriptorPoolCreateInfo::default()
            .max_sets(descriptors.layouts.len() as u32)
            .pool_sizes(&pool_sizes);
        descriptors.pool = unsafe { device.create_descriptor_pool(&pool_info, None) }
            .map_err(call("vkCreateDescriptorPool"))?;
        let allocate = vk::DescriptorSetAllocateInfo::default()
            .descriptor_pool(descriptors.pool)
            .set_layouts(&descriptors.layouts);
        descriptors.sets = unsafe { device.allocate_descriptor_sets(&allocate) }
            .map_err(call("vkAllocateDescriptorSets"))?;

        // The infos must stay put while the writes point at them.
        let mut buffer_infos = Vec::new();
        let mut image_infos = Vec::new();
        let mut texel_views = Vec::new();
        for (set, resource) in pipeline.resources() {
            let set_resources = &pipeline.descriptor_sets[set as usize];
            if shares_with_texture(set_resources, resource) {
                // Written with its texture, as one combined image sampler.
                continue;
            }
            let sampler = set_resources
                .iter()
                .find(|other| {
                    other.binding == resource.binding
                        && other.kind == ResourceKind::Sampler
                        && resource.kind.pairs_with(other.kind)
                })
                .map(
                    |other| match resources.bound(set, other.binding, other.kind) {
                        Bound::Sampler(sampler) => *sampler,
                        _ => vk::Sampler::null(),
                    },
                );
            match resources.bound(set, resource.binding, resource.kind) {
                Bound::Buffer {
                    buffer, view, size, ..
                } => match view {
                    Some(view) => texel_views.push((set, resource, [*view])),
                    None => buffer_infos.push((
                        set,
                        resource,
                        [vk::DescriptorBufferInfo {
                            buffer: *buffer,
                            offset: 0,
                            range: *size,
                        }],
                    )),
                },
                Bound::Image { view, .. } => image_infos.push((
                    set,
                    resource,
                    [vk::DescriptorImageInfo {
                        sampler: sampler.unwrap_or(vk::Sampler::null()),
                        image_view: *view,
                        image_layout: vk::ImageLayout::GENERAL,
                    }],
                )),
                Bound::Sampler(sampler) => image_infos.push((
                    set,
                    resource,
                    [vk::DescriptorImageInfo {
                        sampler: *sampler,
                        image_view: vk::ImageView::null(),
                        image_layout: vk::ImageLayout::UNDEFINED,
                    }],
                )),
            }
        }
        let write = |set: u32, resource: &Resource| {
            vk::WriteDescriptorSet::default()
                .dst_set(descriptors.sets[set as usize])
                .dst_binding(resource.binding)
                .descriptor_type(binding_type(
                    &pipeline.descriptor_sets[set as usize],
                    resource,
                ))
        };
        let mut writes = Vec::new();
        for (set, r, info) in &buffer_infos {
            writes.push(write(*set, r).buffer_info(info));
        }
        for (set, r, info) in &image_infos {
            writes.push(write(*set, r).image_info(info));
        }
        for (set, r, view) in &texel_views {
            writes.push(write(*set, r).texel_buffer_view(view));
        }
        unsafe { device.update_descriptor_sets(&writes, &[]) };
        Ok(descriptors)
    }
}

impl Drop for Descriptors {
    fn drop(&mut self) {
        unsafe {
            if self.pool != vk::DescriptorPool::null() {
                self.device.destroy_descriptor_pool(self.pool, None);
            }
            for layout in &self.layouts {
                self.device.destroy_descriptor_set_layout(*layout, None);
            }
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn descriptor_types_follow_testing_md() {
        assert_eq!(
            descriptor_type(ResourceKind::Buffer),
            vk::DescriptorType::UNIFORM_TEXEL_BUFFER
        );
        assert_eq!(
            descriptor_type(ResourceKind::RWBuffer),
            vk::DescriptorType::STORAGE_TEXEL_BUFFER
        );
        assert_eq!(
            descriptor_type(ResourceKind::ByteAddressBuffer),
            vk::DescriptorType::STORAGE_BUFFER
        );
        assert_eq!(
            descriptor_type(ResourceKind::ConstantBuffer),
            vk::DescriptorType::UNIFORM_BUFFER
        );
        assert_eq!(
            descriptor_type(ResourceKind::TextureCubeArray),
            vk::DescriptorType::SAMPLED_IMAGE
        );
        assert_eq!(
            descriptor_type(ResourceKind::Texture2DMS),
            vk::DescriptorType::SAMPLED_IMAGE
        );
        assert_eq!(
            descriptor_type(ResourceKind::RWTexture3D),
            vk::DescriptorType::STORAGE_IMAGE
        );
        assert_eq!(
            descriptor_type(ResourceKind::Sampler),
            vk::DescriptorType::SAMPLER
        );
    }
}
