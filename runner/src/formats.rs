//! One table: a buffer's `Format` × `Channels` → the Vulkan format of its
//! texel-buffer views and images. The element size comes from the pipeline
//! model (`DataFormat::size` × channels) and is checked against the table in
//! the tests.
//!
//! This module maps formats; it must not create anything.

use crate::pipeline::DataFormat;
use ash::vk;

/// `FORMATS[format]` lists the Vulkan format for 1, 2, 3 and 4 channels.
const FORMATS: &[(DataFormat, [vk::Format; 4])] = {
    use vk::Format as F;
    &[
        (
            DataFormat::Hex8,
            [F::R8_UINT, F::R8G8_UINT, F::R8G8B8_UINT, F::R8G8B8A8_UINT],
        ),
        (
            DataFormat::Hex16,
            [
                F::R16_UINT,
                F::R16G16_UINT,
                F::R16G16B16_UINT,
                F::R16G16B16A16_UINT,
            ],
        ),
        (
            DataFormat::UInt16,
            [
                F::R16_UINT,
                F::R16G16_UINT,
                F::R16G16B16_UINT,
                F::R16G16B16A16_UINT,
            ],
        ),
        (
            DataFormat::Int16,
            [
                F::R16_SINT,
                F::R16G16_SINT,
                F::R16G16B16_SINT,
                F::R16G16B16A16_SINT,
            ],
        ),
        (
            DataFormat::Float16,
            [
                F::R16_SFLOAT,
                F::R16G16_SFLOAT,
                F::R16G16B16_SFLOAT,
                F::R16G16B16A16_SFLOAT,
            ],
        ),
        (
            DataFormat::Hex32,
            [
                F::R32_UINT,
                F::R32G32_UINT,
                F::R32G32B32_UINT,
                F::R32G32B32A32_UINT,
            ],
        ),
        (
            DataFormat::UInt32,
            [
                F::R32_UINT,
                F::R32G32_UINT,
                F::R32G32B32_UINT,
                F::R32G32B32A32_UINT,
            ],
        ),
        (
            DataFormat::Bool,
            [
                F::R32_UINT,
                F::R32G32_UINT,
                F::R32G32B32_UINT,
                F::R32G32B32A32_UINT,
            ],
        ),
        (
            DataFormat::Int32,
            [
                F::R32_SINT,
                F::R32G32_SINT,
                F::R32G32B32_SINT,
                F::R32G32B32A32_SINT,
            ],
        ),
        (
            DataFormat::Float32,
            [
                F::R32_SFLOAT,
                F::R32G32_SFLOAT,
                F::R32G32B32_SFLOAT,
                F::R32G32B32A32_SFLOAT,
            ],
        ),
        (
            DataFormat::Depth32,
            [F::D32_SFLOAT, F::UNDEFINED, F::UNDEFINED, F::UNDEFINED],
        ),
        (
            DataFormat::Hex64,
            [
                F::R64_UINT,
                F::R64G64_UINT,
                F::R64G64B64_UINT,
                F::R64G64B64A64_UINT,
            ],
        ),
        (
            DataFormat::UInt64,
            [
                F::R64_UINT,
                F::R64G64_UINT,
                F::R64G64B64_UINT,
                F::R64G64B64A64_UINT,
            ],
        ),
        (
            DataFormat::Int64,
            [
                F::R64_SINT,
                F::R64G64_SINT,
                F::R64G64B64_SINT,
                F::R64G64B64A64_SINT,
            ],
        ),
        (
            DataFormat::Float64,
            [
                F::R64_SFLOAT,
                F::R64G64_SFLOAT,
                F::R64G64B64_SFLOAT,
                F::R64G64B64A64_SFLOAT,
            ],
        ),
    ]
};

/// The Vulkan format of `channels` values of `format`, or `None` when there is none.
pub fn vulkan_format(format: DataFormat, channels: u32) -> Option<vk::Format> {
    let (_, by_channels) = FORMATS.iter().find(|(f, _)| *f == format)?;
    let index = usize::try_from(channels).ok()?.checked_sub(1)?;
    by_channels
        .get(index)
        .copied()
        .filter(|f| *f != vk::Format::UNDEFINED)
}

/// The image aspect of a format: depth for `Depth32`, colour for the rest.
pub fn aspect(format: DataFormat) -> vk::ImageAspectFlags {
    if format == DataFormat::Depth32 {
        vk::ImageAspectFlags::DEPTH
    } else {
        vk::ImageAspectFlags::COLOR
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use pretty_assertions::assert_eq;

    /// Bytes per texel of the Vulkan formats in the table.
    fn vulkan_size(format: vk::Format) -> u32 {
        use vk::Format as F;
        match format {
            F::R8_UINT => 1,
            F::R8G8_UINT | F::R16_UINT | F::R16_SINT | F::R16_SFLOAT => 2,
            F::R8G8B8_UINT => 3,
            F::R8G8B8A8_UINT | F::R16G16_UINT | F::R16G16_SINT | F::R16G16_SFLOAT => 4,
            F::R32_UINT | F::R32_SINT | F::R32_SFLOAT | F::D32_SFLOAT => 4,
            F::R16G16B16_UINT | F::R16G16B16_SINT | F::R16G16B16_SFLOAT => 6,
            F::R16G16B16A16_UINT | F::R16G16B16A16_SINT | F::R16G16B16A16_SFLOAT => 8,
            F::R32G32_UINT | F::R32G32_SINT | F::R32G32_SFLOAT => 8,
            F::R64_UINT | F::R64_SINT | F::R64_SFLOAT => 8,
            F::R32G32B32_UINT | F::R32G32B32_SINT | F::R32G32B32_SFLOAT => 12,
            F::R32G32B32A32_UINT | F::R32G32B32A32_SINT | F::R32G32B32A32_SFLOAT => 16,
            F::R64G64_UINT | F::R64G64_SINT | F::R64G64_SFLOAT => 16,
            F::R64G64B64_UINT | F::R64G64B64_SINT | F::R64G64B64_SFLOAT => 24,
            F::R64G64B64A64_UINT | F::R64G64B64A64_SINT | F::R64G64B64A64_SFLOAT => 32,
            other => panic!("{other:?} is not in the table"),
        }
    }

    #[test]
    fn every_entry_has_the_element_size_of_its_data() {
        for (format, by_channels) in FORMATS {
            for (i, vk_format) in by_channels.iter().enumerate() {
                if *vk_format != vk::Format::UNDEFINED {
                    let channels = i as u32 + 1;
                    assert_eq!(
                        vulkan_size(*vk_format),
                        format.size() * channels,
                        "{format:?} x {channels}"
                    );
                }
            }
        }
    }

    #[test]
    fn lookups() {
        assert_eq!(
            vulkan_format(DataFormat::Float32, 4),
            Some(vk::Format::R32G32B32A32_SFLOAT)
        );
        assert_eq!(
            vulkan_format(DataFormat::Int32, 1),
            Some(vk::Format::R32_SINT)
        );
        assert_eq!(
            vulkan_format(DataFormat::Float16, 2),
            Some(vk::Format::R16G16_SFLOAT)
        );
        assert_eq!(
            vulkan_format(DataFormat::Depth32, 1),
            Some(vk::Format::D32_SFLOAT)
        );
        assert_eq!(vulkan_format(DataFormat::Depth32, 2), None);
        assert_eq!(vulkan_format(DataFormat::Float32, 0), None);
        assert_eq!(vulkan_format(DataFormat::Float32, 5), None);
        assert_eq!(aspect(DataFormat::Depth32), vk::ImageAspectFlags::DEPTH);
        assert_eq!(aspect(DataFormat::UInt32), vk::ImageAspectFlags::COLOR);
    }
}
