//! The Vulkan objects behind the YAML resources: host-visible buffers (with a
//! texel view for Buffer / RWBuffer), images with every mip level and layer
//! uploaded from a staging buffer (multisampled ones filled by a clear), their
//! views (all mips; one mip for storage images), samplers — and the readback of
//! every read-write resource into the pipeline's buffers after the dispatch.
//! Images stay in GENERAL layout.
//!
//! This module creates and fills resources; descriptor sets are
//! `descriptors.rs`, the command order is `dispatch.rs`.

use crate::descriptors::descriptor_type;
use crate::device::{call, DeviceError, Gpu, Unsupported};
use crate::formats::{aspect, vulkan_format};
use crate::pipeline::{
    AddressMode, Backing, Buffer, CompareOp, DataFormat, Filter, ImageShape, OutputProps, Pipeline,
    ResourceKind, Sampler, SamplerKind,
};
use ash::vk;

type Error = Box<dyn std::error::Error>;

/// A host-visible buffer.
pub struct HostBuffer {
    pub buffer: vk::Buffer,
    memory: vk::DeviceMemory,
    pub size: u64,
}

/// The Vulkan object behind one descriptor.
pub enum Bound {
    Buffer {
        host: HostBuffer,
        buffer: vk::Buffer,
        view: Option<vk::BufferView>,
        size: u64,
    },
    Image {
        image: vk::Image,
        memory: vk::DeviceMemory,
        view: vk::ImageView,
        /// The texels in YAML order; uploaded before, and read back into after, the dispatch.
        staging: HostBuffer,
        regions: Vec<vk::BufferImageCopy>,
        layers: u32,
        mip_levels: u32,
        aspect: vk::ImageAspectFlags,
        /// The clear value of a multisampled image.
        clear: Option<ClearValue>,
    },
    Sampler(vk::Sampler),
}

#[derive(Clone, Copy)]
pub enum ClearValue {
    Color(vk::ClearColorValue),
    Depth(f32),
}

struct Entry {
    set: u32,
    binding: u32,
    kind: ResourceKind,
    backing: Backing,
    bound: Bound,
}

/// Every resource of a pipeline, created and filled.
pub struct Resources {
    device: ash::Device,
    entries: Vec<Entry>,
}

/// Device features a pipeline's resources need (beyond the shader's own).
pub fn pipeline_features(pipeline: &Pipeline) -> Vec<&'static str> {
    let mut needed = Vec::new();
    if pipeline
        .samplers
        .iter()
        .any(|s| s.address == AddressMode::MirrorOnce)
    {
        needed.push("samplerMirrorClampToEdge");
    }
    if pipeline
        .resources()
        .any(|(_, r)| r.kind == ResourceKind::TextureCubeArray)
    {
        needed.push("imageCubeArray");
    }
    needed
}

fn create_host_buffer(
    gpu: &Gpu,
    size: u64,
    usage: vk::BufferUsageFlags,
    contents: &[u8],
) -> Result<HostBuffer, Error> {
    let device = &gpu.device;
    let info = vk::BufferCreateInfo::default()
        .size(size)
        .usage(usage)
        .sharing_mode(vk::SharingMode::EXCLUSIVE);
    let buffer = unsafe { device.create_buffer(&info, None) }.map_err(call("vkCreateBuffer"))?;
    let requirements = unsafe { device.get_buffer_memory_requirements(buffer) };
    let memory_type = gpu
        .memory_type(
            requirements.memory_type_bits,
            vk::MemoryPropertyFlags::HOST_VISIBLE | vk::MemoryPropertyFlags::HOST_COHERENT,
        )
        .ok_or("no host-visible, coherent memory for a buffer")?;
    let allocate = vk::MemoryAllocateInfo::default()
        .allocation_size(requirements.size)
        .memory_type_index(memory_type);
    let memory =
        unsafe { device.allocate_memory(&allocate, None) }.map_err(call("vkAllocateMemory"))?;
    let host = HostBuffer {
        buffer,
        memory,
        size,
    };
    unsafe {
        device
            .bind_buffer_memory(buffer, memory, 0)
            .map_err(call("vkBindBufferMemory"))?;
        let mapped = device
            .map_memory(memory, 0, size, vk::MemoryMapFlags::empty())
            .map_err(call("vkMapMemory"))? as *mut u8;
        std::ptr::write_bytes(mapped, 0, size as usize);
        std::ptr::copy_nonoverlapping(contents.as_ptr(), mapped, contents.len().min(size as usize));
        device.unmap_memory(memory);
    }
    Ok(host)
}

fn read_host_buffer(
    device: &ash::Device,
    host: &HostBuffer,
    into: &mut [u8],
) -> Result<(), DeviceError> {
    unsafe {
        let mapped = device
            .map_memory(host.memory, 0, host.size, vk::MemoryMapFlags::empty())
            .map_err(call("vkMapMemory"))? as *const u8;
        std::ptr::copy_nonoverlapping(
            mapped,
            into.as_mut_ptr(),
            into.len().min(host.size as usize),
        );
        device.unmap_memory(host.memory);
    }
    Ok(())
}

fn destroy_host_buffer(device: &ash::Device, host: &HostBuffer) {
    unsafe {
        device.destroy_buffer(host.buffer, None);
        device.free_memory(host.memory, None);
    }
}

fn buffer_usage(kind: ResourceKind) -> vk::BufferUsageFlags {
    use vk::BufferUsageFlags as U;
    match descriptor_type(kind) {
        vk::DescriptorType::UNIFORM_TEXEL_BUFFER => U::UNIFORM_TEXEL_BUFFER,
        vk::DescriptorType::STORAGE_TEXEL_BUFFER => U::STORAGE_TEXEL_BUFFER,
        vk::DescriptorType::UNIFORM_BUFFER => U::UNIFORM_BUFFER,
        _ => U::STORAGE_BUFFER,
    }
}

fn unsupported(gpu: &Gpu, feature: String) -> Error {
    Unsupported {
        feature,
        extension: None,
        device: gpu.name.clone(),
    }
    .into()
}

fn create_buffer(gpu: &Gpu, kind: ResourceKind, data: &Buffer) -> Result<Bound, Error> {
    let usage = buffer_usage(kind);
    let size = data.data.len() as u64;
    if size == 0 {
        return Err(format!("buffer '{}' is empty", data.name).into());
    }
    let host = create_host_buffer(gpu, size, usage, &data.data)?;
    let buffer = host.buffer;
    let view = if usage.intersects(
        vk::BufferUsageFlags::UNIFORM_TEXEL_BUFFER | vk::BufferUsageFlags::STORAGE_TEXEL_BUFFER,
    ) {
        let format = vulkan_format(data.format, data.channels).ok_or_else(|| {
            format!(
                "buffer '{}': no texel format for {:?} x {}",
                data.name, data.format, data.channels
            )
        })?;
        let needed = if usage == vk::BufferUsageFlags::UNIFORM_TEXEL_BUFFER {
            vk::FormatFeatureFlags::UNIFORM_TEXEL_BUFFER
        } else {
            vk::FormatFeatureFlags::STORAGE_TEXEL_BUFFER
        };
        let properties = unsafe {
            gpu.instance
                .get_physical_device_format_properties(gpu.physical, format)
        };
        if !properties.buffer_features.contains(needed) {
            destroy_host_buffer(&gpu.device, &host);
            return Err(unsupported(
                gpu,
                format!("{kind:?} of format {format:?} ('{}')", data.name),
            ));
        }
        let info = vk::BufferViewCreateInfo::default()
            .buffer(buffer)
            .format(format)
            .offset(0)
            .range(vk::WHOLE_SIZE);
        Some(
            unsafe { gpu.device.create_buffer_view(&info, None) }
                .map_err(call("vkCreateBufferView"))?,
        )
    } else {
        None
    };
    Ok(Bound::Buffer {
        host,
        buffer,
        view,
        size,
    })
}

fn clear_value(data: &Buffer, format: vk::Format) -> ClearValue {
    let size = data.format.size() as usize;
    let channel = |i: usize| -> Option<&[u8]> {
        data.data
            .get(i * size..(i + 1) * size)
            .filter(|_| i < data.channels as usize)
    };
    let as_f32 = |bytes: &[u8]| -> f32 {
        match data.format {
            DataFormat::Float16 => {
                let bits = u16::from_le_bytes([bytes[0], bytes[1]]);
                half_to_f32(bits)
            }
            DataFormat::Float64 => f64::from_le_bytes(bytes.try_into().unwrap_or([0; 8])) as f32,
            _ => f32::from_le_bytes(bytes.try_into().unwrap_or([0; 4])),
        }
    };
    let as_i64 = |bytes: &[u8]| -> i64 {
        let mut raw = [0u8; 8];
        raw[..bytes.len()].copy_from_slice(bytes);
        let unsigned = u64::from_le_bytes(raw);
        match data.format {
            DataFormat::Int16 => i64::from(unsigned as u16 as i16),
            DataFormat::Int32 => i64::from(unsigned as u32 as i32),
            _ => unsigned as i64,
        }
    };
    if data.format == DataFormat::Depth32 {
        return ClearValue::Depth(channel(0).map(as_f32).unwrap_or(0.0));
    }
    let name = format!("{format:?}");
    let mut value = vk::ClearColorValue::default();
    for i in 0..4 {
        let Some(bytes) = channel(i) else { continue };
        unsafe {
            if name.ends_with("SFLOAT") {
                value.float32[i] = as_f32(bytes);
            } else if name.ends_with("SINT") {
                value.int32[i] = as_i64(bytes) as i32;
            } else {
                value.uint32[i] = as_i64(bytes) as u32;
            }
        }
    }
    ClearValue::Color(value)
}

fn half_to_f32(bits: u16) -> f32 {
    let sign = if bits & 0x8000 != 0 { -1.0f32 } else { 1.0 };
    let exponent = i32::from((bits >> 10) & 0x1f);
    let mantissa = f32::from(bits & 0x3ff);
    match exponent {
        0 => sign * mantissa * 2f32.powi(-24),
        0x1f if mantissa == 0.0 => sign * f32::INFINITY,
        0x1f => f32::NAN,
        _ => sign * (1.0 + mantissa / 1024.0) * 2f32.powi(exponent - 15),
    }
}

fn create_image(gpu: &Gpu, kind: ResourceKind, data: &Buffer) -> Result<Bound, Error> {
    let device = &gpu.device;
    let (shape, arrayed, _) = kind.image().expect("an image kind");
    let props: OutputProps = data.output_props.expect("checked by the pipeline");
    let storage = descriptor_type(kind) == vk::DescriptorType::STORAGE_IMAGE;
    let format = vulkan_format(data.format, data.channels).ok_or_else(|| {
        format!(
            "texture '{}': no image format for {:?} x {}",
            data.name, data.format, data.channels
        )
    })?;
    let image_type = match shape {
        ImageShape::D1 => vk::ImageType::TYPE_1D,
        ImageShape::D2 | ImageShape::Cube => vk::ImageType::TYPE_2D,
        ImageShape::D3 => vk::ImageType::TYPE_3D,
    };
    let view_type = match (shape, arrayed) {
        (ImageShape::D1, false) => vk::ImageViewType::TYPE_1D,
        (ImageShape::D1, true) => vk::ImageViewType::TYPE_1D_ARRAY,
        (ImageShape::D2, false) => vk::ImageViewType::TYPE_2D,
        (ImageShape::D2, true) => vk::ImageViewType::TYPE_2D_ARRAY,
        (ImageShape::D3, _) => vk::ImageViewType::TYPE_3D,
        (ImageShape::Cube, false) => vk::ImageViewType::CUBE,
        (ImageShape::Cube, true) => vk::ImageViewType::CUBE_ARRAY,
    };
    let flags = if shape == ImageShape::Cube {
        vk::ImageCreateFlags::CUBE_COMPATIBLE
    } else {
        vk::ImageCreateFlags::empty()
    };
    let usage = vk::ImageUsageFlags::TRANSFER_DST
        | vk::ImageUsageFlags::TRANSFER_SRC
        | if storage {
            vk::ImageUsageFlags::STORAGE
        } else {
            vk::ImageUsageFlags::SAMPLED
        };
    let samples = vk::SampleCountFlags::from_raw(props.sample_count);
    let limits = unsafe {
        gpu.instance.get_physical_device_image_format_properties(
            gpu.physical,
            format,
            image_type,
            vk::ImageTiling::OPTIMAL,
            usage,
            flags,
        )
    };
    let describe = || {
        format!(
            "{kind:?} of format {format:?}, {}x{}x{}, {} mips, {} layers, {} samples ('{}')",
            props.width,
            props.height,
            props.depth,
            props.mip_levels,
            props.array_slices,
            props.sample_count,
            data.name
        )
    };
    match limits {
        Ok(l)
            if l.sample_counts.contains(samples)
                && l.max_mip_levels >= props.mip_levels
                && l.max_array_layers >= props.array_slices
                && l.max_extent.width >= props.width
                && l.max_extent.height >= props.height
                && l.max_extent.depth >= props.depth => {}
        _ => return Err(unsupported(gpu, describe())),
    }
    let (width, height, depth) = (props.width, props.height, props.depth);
    let info = vk::ImageCreateInfo::default()
        .flags(flags)
        .image_type(image_type)
        .format(format)
        .extent(vk::Extent3D {
            width,
            height,
            depth,
        })
        .mip_levels(props.mip_levels)
        .array_layers(props.array_slices)
        .samples(samples)
        .tiling(vk::ImageTiling::OPTIMAL)
        .usage(usage)
        .sharing_mode(vk::SharingMode::EXCLUSIVE)
        .initial_layout(vk::ImageLayout::UNDEFINED);
    let image = unsafe { device.create_image(&info, None) }.map_err(call("vkCreateImage"))?;
    let requirements = unsafe { device.get_image_memory_requirements(image) };
    let memory_type = gpu
        .memory_type(
            requirements.memory_type_bits,
            vk::MemoryPropertyFlags::DEVICE_LOCAL,
        )
        .or_else(|| {
            gpu.memory_type(
                requirements.memory_type_bits,
                vk::MemoryPropertyFlags::empty(),
            )
        })
        .ok_or("no memory type for an image")?;
    let allocate = vk::MemoryAllocateInfo::default()
        .allocation_size(requirements.size)
        .memory_type_index(memory_type);
    let memory =
        unsafe { device.allocate_memory(&allocate, None) }.map_err(call("vkAllocateMemory"))?;
    unsafe { device.bind_image_memory(image, memory, 0) }.map_err(call("vkBindImageMemory"))?;
    let aspect = aspect(data.format);
    let view_info = vk::ImageViewCreateInfo::default()
        .image(image)
        .view_type(view_type)
        .format(format)
        .subresource_range(vk::ImageSubresourceRange {
            aspect_mask: aspect,
            base_mip_level: 0,
            // A storage image view holds one mip level.
            level_count: if storage { 1 } else { props.mip_levels },
            base_array_layer: 0,
            layer_count: props.array_slices,
        });
    let view =
        unsafe { device.create_image_view(&view_info, None) }.map_err(call("vkCreateImageView"))?;

    // The YAML order: slice-major, each slice's mip chain from mip 0.
    let element = u64::from(data.element_size());
    let mut regions = Vec::new();
    let mut offset = 0u64;
    let multisampled = props.sample_count > 1;
    if !multisampled {
        for layer in 0..props.array_slices {
            for level in 0..props.mip_levels {
                let (w, h, d) = props.mip_extent(level);
                let extent = match shape {
                    ImageShape::D1 => vk::Extent3D {
                        width: w,
                        height: 1,
                        depth: 1,
                    },
                    ImageShape::D2 | ImageShape::Cube => vk::Extent3D {
                        width: w,
                        height: h,
                        depth: 1,
                    },
                    ImageShape::D3 => vk::Extent3D {
                        width: w,
                        height: h,
                        depth: d,
                    },
                };
                regions.push(vk::BufferImageCopy {
                    buffer_offset: offset,
                    buffer_row_length: 0,
                    buffer_image_height: 0,
                    image_subresource: vk::ImageSubresourceLayers {
                        aspect_mask: aspect,
                        mip_level: level,
                        base_array_layer: layer,
                        layer_count: 1,
                    },
                    image_offset: vk::Offset3D::default(),
                    image_extent: extent,
                });
                offset += u64::from(extent.width)
                    * u64::from(extent.height)
                    * u64::from(extent.depth)
                    * element;
            }
        }
    }
    let staging_size = (data.data.len() as u64).max(offset).max(4);
    let staging = create_host_buffer(
        gpu,
        staging_size,
        vk::BufferUsageFlags::TRANSFER_SRC | vk::BufferUsageFlags::TRANSFER_DST,
        &data.data,
    )?;
    Ok(Bound::Image {
        image,
        memory,
        view,
        staging,
        regions,
        layers: props.array_slices,
        mip_levels: props.mip_levels,
        aspect,
        clear: multisampled.then(|| clear_value(data, format)),
    })
}

fn create_sampler(gpu: &Gpu, s: &Sampler) -> Result<Bound, Error> {
    let filter = |f: Filter| match f {
        Filter::Nearest => vk::Filter::NEAREST,
        Filter::Linear => vk::Filter::LINEAR,
    };
    let address = match s.address {
        AddressMode::Clamp => vk::SamplerAddressMode::CLAMP_TO_EDGE,
        AddressMode::Repeat => vk::SamplerAddressMode::REPEAT,
        AddressMode::Mirror => vk::SamplerAddressMode::MIRRORED_REPEAT,
        AddressMode::Border => vk::SamplerAddressMode::CLAMP_TO_BORDER,
        AddressMode::MirrorOnce => vk::SamplerAddressMode::MIRROR_CLAMP_TO_EDGE,
    };
    let compare = match s.comparison_op {
        CompareOp::Never => vk::CompareOp::NEVER,
        CompareOp::Less => vk::CompareOp::LESS,
        CompareOp::Equal => vk::CompareOp::EQUAL,
        CompareOp::LessEqual => vk::CompareOp::LESS_OR_EQUAL,
        CompareOp::Greater => vk::CompareOp::GREATER,
        CompareOp::NotEqual => vk::CompareOp::NOT_EQUAL,
        CompareOp::GreaterEqual => vk::CompareOp::GREATER_OR_EQUAL,
        CompareOp::Always => vk::CompareOp::ALWAYS,
    };
    let max_bias = gpu.properties.limits.max_sampler_lod_bias;
    if s.mip_lod_bias.abs() > max_bias {
        return Err(unsupported(
            gpu,
            format!(
                "MipLODBias {} of sampler '{}' (maxSamplerLodBias is {max_bias})",
                s.mip_lod_bias, s.name
            ),
        ));
    }
    let info = vk::SamplerCreateInfo::default()
        .mag_filter(filter(s.mag_filter))
        .min_filter(filter(s.min_filter))
        .mipmap_mode(vk::SamplerMipmapMode::NEAREST)
        .address_mode_u(address)
        .address_mode_v(address)
        .address_mode_w(address)
        .mip_lod_bias(s.mip_lod_bias)
        .compare_enable(s.kind == SamplerKind::SamplerComparison)
        .compare_op(compare)
        .min_lod(s.min_lod)
        .max_lod(s.max_lod)
        .border_color(vk::BorderColor::FLOAT_TRANSPARENT_BLACK)
        .unnormalized_coordinates(false);
    let sampler =
        unsafe { gpu.device.create_sampler(&info, None) }.map_err(call("vkCreateSampler"))?;
    Ok(Bound::Sampler(sampler))
}

impl Resources {
    pub fn create(gpu: &Gpu, pipeline: &Pipeline) -> Result<Resources, Error> {
        let mut resources = Resources {
            device: gpu.device.clone(),
            entries: Vec::new(),
        };
        for (set, r) in pipeline.resources() {
            let bound = match r.backing {
                Backing::Sampler(i) => create_sampler(gpu, &pipeline.samplers[i])?,
                Backing::Buffer(i) if r.kind.image().is_some() => {
                    create_image(gpu, r.kind, &pipeline.buffers[i])?
                }
                Backing::Buffer(i) => create_buffer(gpu, r.kind, &pipeline.buffers[i])?,
            };
            resources.entries.push(Entry {
                set,
                binding: r.binding,
                kind: r.kind,
                backing: r.backing,
                bound,
            });
        }
        Ok(resources)
    }

    /// The object of `kind` bound at `(set, binding)` (a texture and a
    /// sampler may share one).
    pub fn bound(&self, set: u32, binding: u32, kind: ResourceKind) -> &Bound {
        &self
            .entries
            .iter()
            .find(|e| e.set == set && e.binding == binding && e.kind == kind)
            .expect("every pipeline resource was created")
            .bound
    }

    /// Records the uploads: each image to GENERAL, then its texels copied in (or cleared).
    pub fn record_uploads(&self, cmd: vk::CommandBuffer) {
        let device = &self.device;
        for entry in &self.entries {
            let Bound::Image {
                image,
                staging,
                regions,
                layers,
                mip_levels,
                aspect,
                clear,
                ..
            } = &entry.bound
            else {
                continue;
            };
            let range = vk::ImageSubresourceRange {
                aspect_mask: *aspect,
                base_mip_level: 0,
                level_count: *mip_levels,
                base_array_layer: 0,
                layer_count: *layers,
            };
            let to_general = vk::ImageMemoryBarrier::default()
                .src_access_mask(vk::AccessFlags::empty())
                .dst_access_mask(vk::AccessFlags::TRANSFER_WRITE)
                .old_layout(vk::ImageLayout::UNDEFINED)
                .new_layout(vk::ImageLayout::GENERAL)
                .src_queue_family_index(vk::QUEUE_FAMILY_IGNORED)
                .dst_queue_family_index(vk::QUEUE_FAMILY_IGNORED)
                .image(*image)
                .subresource_range(range);
            unsafe {
                device.cmd_pipeline_barrier(
                    cmd,
                    vk::PipelineStageFlags::TOP_OF_PIPE,
                    vk::PipelineStageFlags::TRANSFER,
                    vk::DependencyFlags::empty(),
                    &[],
                    &[],
                    &[to_general],
                );
                match clear {
                    Some(ClearValue::Color(color)) => device.cmd_clear_color_image(
                        cmd,
                        *image,
                        vk::ImageLayout::GENERAL,
                        color,
                        &[range],
                    ),
                    Some(ClearValue::Depth(depth)) => device.cmd_clear_depth_stencil_image(
                        cmd,
                        *image,
                        vk::ImageLayout::GENERAL,
                        &vk::ClearDepthStencilValue {
                            depth: *depth,
                            stencil: 0,
                        },
                        &[range],
                    ),
                    None => device.cmd_copy_buffer_to_image(
                        cmd,
                        staging.buffer,
                        *image,
                        vk::ImageLayout::GENERAL,
                        regions,
                    ),
                }
            }
        }
    }

    /// Records the copies of every read-write image back into its staging buffer.
    pub fn record_readbacks(&self, cmd: vk::CommandBuffer) {
        for entry in &self.entries {
            if !entry.kind.is_read_write() {
                continue;
            }
            if let Bound::Image {
                image,
                staging,
                regions,
                clear: None,
                ..
            } = &entry.bound
            {
                unsafe {
                    self.device.cmd_copy_image_to_buffer(
                        cmd,
                        *image,
                        vk::ImageLayout::GENERAL,
                        staging.buffer,
                        regions,
                    )
                };
            }
        }
    }

    /// Copies every read-write resource into its buffer of `pipeline`.
    pub fn read_back(&self, pipeline: &mut Pipeline) -> Result<(), DeviceError> {
        for entry in &self.entries {
            let Backing::Buffer(index) = entry.backing else {
                continue;
            };
            if !entry.kind.is_read_write() {
                continue;
            }
            let target = &mut pipeline.buffers[index].data;
            match &entry.bound {
                Bound::Buffer { host, .. } => read_host_buffer(&self.device, host, target)?,
                Bound::Image { staging, .. } => read_host_buffer(&self.device, staging, target)?,
                Bound::Sampler(_) => {}
            }
        }
        Ok(())
    }
}

impl Drop for Resources {
    fn drop(&mut self) {
        let device = &self.device;
        for entry in &self.entries {
            unsafe {
                match &entry.bound {
                    Bound::Buffer { host, view, .. } => {
                        if let Some(view) = view {
                            device.destroy_buffer_view(*view, None);
                        }
                        destroy_host_buffer(device, host);
                    }
                    Bound::Image {
                        image,
                        memory,
                        view,
                        staging,
                        ..
                    } => {
                        device.destroy_image_view(*view, None);
                        device.destroy_image(*image, None);
                        device.free_memory(*memory, None);
                        destroy_host_buffer(device, staging);
                    }
                    Bound::Sampler(sampler) => device.destroy_sampler(*sampler, None),
                }
            }
        }
    }
}
