//! The names of the handle target extension types the model covers.
//!
//! Names only; parameters are `encode`'s and `decode`'s business.

pub const DX_TEXTURE: &str = "dx.Texture";
pub const DX_MS_TEXTURE: &str = "dx.MSTexture";
pub const DX_SAMPLER: &str = "dx.Sampler";
pub const DX_TYPED_BUFFER: &str = "dx.TypedBuffer";
pub const DX_RAW_BUFFER: &str = "dx.RawBuffer";

pub const SPIRV_IMAGE: &str = "spirv.Image";
pub const SPIRV_SIGNED_IMAGE: &str = "spirv.SignedImage";
pub const SPIRV_SAMPLER: &str = "spirv.Sampler";
pub const SPIRV_VULKAN_BUFFER: &str = "spirv.VulkanBuffer";
