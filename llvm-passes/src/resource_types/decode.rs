//! Handle type → [`HandleType`]: `decode_handle_type`, which checks the parameter
//! count and every parameter's range of each `dx.*` / `spirv.*` handle type the
//! model covers.
//!
//! Reads `IrType`s only; it must not call into LLVM and must never panic on
//! malformed input (hand-written IR reaches it).

use crate::ir_type::{IrType, ScalarType, TargetExtType};
use crate::target::Api;

use super::element::{ElementScalar, ElementType};
use super::error::ResourceTypeError;
use super::handle::HandleType;
use super::kind::{Dimensionality, ResourceKind};
use super::sampler::SamplerKind;
use super::spirv_facts;
use super::target_names::*;

/// Decodes a handle type such as `target("dx.Texture", <4 x float>, 0, 0, 0, 2)`.
pub fn decode_handle_type(ty: &IrType) -> Result<HandleType, ResourceTypeError> {
    let Some(target) = ty.as_target() else {
        return Err(ResourceTypeError::NotAHandleType {
            ty: Box::new(ty.clone()),
        });
    };
    let params = Params { ty, target };
    match target.name.as_str() {
        DX_TEXTURE => params.dx_texture(),
        DX_MS_TEXTURE => params.dx_ms_texture(),
        DX_SAMPLER => params.dx_sampler(),
        DX_TYPED_BUFFER => params.dx_typed_buffer(),
        DX_RAW_BUFFER => params.dx_raw_buffer(),
        SPIRV_IMAGE => params.spirv_image(false),
        SPIRV_SIGNED_IMAGE => params.spirv_image(true),
        SPIRV_SAMPLER => params.spirv_sampler(),
        SPIRV_VULKAN_BUFFER => params.spirv_vulkan_buffer(),
        name if Api::ALL
            .iter()
            .any(|api| name.starts_with(api.handle_type_prefix())) =>
        {
            Err(ResourceTypeError::UnsupportedHandleType {
                ty: Box::new(ty.clone()),
                reason: format!("{name} is not a texture, sampler or buffer handle texel models"),
            })
        }
        _ => Err(ResourceTypeError::NotAHandleType {
            ty: Box::new(ty.clone()),
        }),
    }
}

/// A handle type under decoding, with the error constructors that name it.
struct Params<'a> {
    ty: &'a IrType,
    target: &'a TargetExtType,
}

/// What an element type parameter may be.
#[derive(Clone, Copy, PartialEq, Eq)]
enum ElementRule {
    /// Textures and typed buffers: a numeric scalar or vector of 1 to 4
    /// components and at most 16 bytes.
    Typed,
    /// `spirv.Image`'s SampledTy: a numeric scalar.
    Scalar,
}

impl Params<'_> {
    fn expect_counts(&self, types: usize, integers: usize) -> Result<(), ResourceTypeError> {
        let found_types = self.target.type_params.len();
        let found_integers = self.target.int_params.len();
        if found_types == types && found_integers == integers {
            return Ok(());
        }
        Err(ResourceTypeError::WrongParameterCount {
            ty: Box::new(self.ty.clone()),
            expected_types: types,
            expected_integers: integers,
            found_types,
            found_integers,
        })
    }

    fn invalid(
        &self,
        parameter: &'static str,
        value: u32,
        reason: impl Into<String>,
    ) -> ResourceTypeError {
        ResourceTypeError::InvalidParameter {
            ty: Box::new(self.ty.clone()),
            parameter,
            value,
            reason: reason.into(),
        }
    }

    fn invalid_type(
        &self,
        parameter: &'static str,
        found: &IrType,
        reason: impl Into<String>,
    ) -> ResourceTypeError {
        ResourceTypeError::InvalidTypeParameter {
            ty: Box::new(self.ty.clone()),
            parameter,
            found: Box::new(found.clone()),
            reason: reason.into(),
        }
    }

    /// Integer parameter `index`; `expect_counts` has checked that it exists.
    fn integer(&self, index: usize) -> u32 {
        self.target
            .int_params
            .get(index)
            .copied()
            .unwrap_or_default()
    }

    fn type_param(&self) -> &IrType {
        self.target.type_params.first().unwrap_or(&IrType::Void)
    }

    fn flag(&self, index: usize, parameter: &'static str) -> Result<bool, ResourceTypeError> {
        match self.integer(index) {
            0 => Ok(false),
            1 => Ok(true),
            other => Err(self.invalid(parameter, other, "is not 0 or 1")),
        }
    }

    /// Checks an element type parameter and returns its scalar with signedness.
    fn element_scalar(
        &self,
        parameter: &'static str,
        element: &IrType,
        signed: bool,
        rule: ElementRule,
    ) -> Result<ElementScalar, ResourceTypeError> {
        let scalar = match (element, rule) {
            (IrType::Scalar(scalar), _) | (IrType::Vector(scalar, _), ElementRule::Typed) => {
                *scalar
            }
            (IrType::Vector(..), ElementRule::Scalar) => {
                return Err(self.invalid_type(parameter, element, "is not a scalar"))
            }
            _ => {
                return Err(self.invalid_type(
                    parameter,
                    element,
                    "is not a scalar or vector of a numeric type",
                ))
            }
        };
        let Some(element_scalar) = ElementScalar::from_ir_scalar(scalar, signed) else {
            return Err(self.invalid_type(
                parameter,
                element,
                "does not have a numeric HLSL scalar (half, float, double or 16/32/64-bit integers)",
            ));
        };
        if rule == ElementRule::Typed {
            let components = element.components().unwrap_or(1);
            ElementType::new(element_scalar, components)
                .validate_for_typed_resource()
                .map_err(|error| self.invalid_type(parameter, element, element_reason(error)))?;
        }
        Ok(element_scalar)
    }

    fn handle(&self, api: Api, kind: ResourceKind) -> HandleType {
        HandleType {
            api,
            kind,
            writable: false,
            rasterizer_ordered: false,
            element_memory_type: None,
            element_scalar: None,
            sample_count: None,
            sampler: None,
            spirv_format: None,
        }
    }

    /// IsWriteable and IsROV (both at `first`, `first + 1`), ROV only on UAVs.
    fn access_flags(&self, first: usize) -> Result<(bool, bool), ResourceTypeError> {
        let writable = self.flag(first, "IsWriteable")?;
        let rasterizer_ordered = self.flag(first + 1, "IsROV")?;
        if rasterizer_ordered && !writable {
            return Err(self.invalid(
                "IsROV",
                1,
                "needs IsWriteable 1 (only UAVs are rasterizer ordered)",
            ));
        }
        Ok((writable, rasterizer_ordered))
    }

    /// Kind (`dx.Texture`, `dx.MSTexture`): a texture kind whose multisampling matches
    /// the type name, writable only where HLSL has an RW form.
    fn texture_kind(
        &self,
        index: usize,
        multisampled: bool,
        writable: bool,
    ) -> Result<ResourceKind, ResourceTypeError> {
        let number = self.integer(index);
        let kind = ResourceKind::from_dxil_number(number)
            .filter(|kind| kind.is_texture() && kind.is_multisampled() == multisampled)
            .ok_or_else(|| {
                self.invalid(
                    "Kind",
                    number,
                    format!("is not a {} kind", self.target.name),
                )
            })?;
        if writable && !kind.has_writable_texture_form() {
            return Err(self.invalid("Kind", number, "has no writable form"));
        }
        Ok(kind)
    }

    /// `target("dx.Texture", ElemTy, IsWriteable, IsROV, IsSigned, Kind)`.
    fn dx_texture(&self) -> Result<HandleType, ResourceTypeError> {
        self.expect_counts(1, 4)?;
        let (writable, rasterizer_ordered) = self.access_flags(0)?;
        let signed = self.flag(2, "IsSigned")?;
        let kind = self.texture_kind(3, false, writable)?;
        let element = self.type_param();
        Ok(HandleType {
            writable,
            rasterizer_ordered,
            element_memory_type: Some(element.clone()),
            element_scalar: Some(self.element_scalar(
                "ElemTy",
                element,
                signed,
                ElementRule::Typed,
            )?),
            ..self.handle(Api::Dx, kind)
        })
    }

    /// `target("dx.MSTexture", ElemTy, IsWriteable, SampleCount, IsSigned, Kind)`.
    fn dx_ms_texture(&self) -> Result<HandleType, ResourceTypeError> {
        self.expect_counts(1, 4)?;
        if self.flag(0, "IsWriteable")? {
            return Err(self.invalid(
                "IsWriteable",
                1,
                "is not supported: multisampled textures cannot be writable",
            ));
        }
        let sample_count = self.integer(1);
        if sample_count > super::resource::MAX_SAMPLE_COUNT {
            return Err(self.invalid(
                "SampleCount",
                sample_count,
                format!("is larger than {}", super::resource::MAX_SAMPLE_COUNT),
            ));
        }
        let signed = self.flag(2, "IsSigned")?;
        let kind = self.texture_kind(3, true, false)?;
        let element = self.type_param();
        Ok(HandleType {
            element_memory_type: Some(element.clone()),
            element_scalar: Some(self.element_scalar(
                "ElemTy",
                element,
                signed,
                ElementRule::Typed,
            )?),
            sample_count: (sample_count != 0).then_some(sample_count),
            ..self.handle(Api::Dx, kind)
        })
    }

    /// `target("dx.Sampler", SamplerType)`.
    fn dx_sampler(&self) -> Result<HandleType, ResourceTypeError> {
        self.expect_counts(0, 1)?;
        let number = self.integer(0);
        let sampler = SamplerKind::from_dxil_number(number).ok_or_else(|| {
            self.invalid(
                "SamplerType",
                number,
                "is not 0 (default), 1 (comparison) or 2 (mono)",
            )
        })?;
        Ok(HandleType {
            sampler: Some(sampler),
            ..self.handle(Api::Dx, ResourceKind::Sampler)
        })
    }

    /// `target("dx.TypedBuffer", ElemTy, IsWriteable, IsROV, IsSigned)`.
    fn dx_typed_buffer(&self) -> Result<HandleType, ResourceTypeError> {
        self.expect_counts(1, 3)?;
        let (writable, rasterizer_ordered) = self.access_flags(0)?;
        let signed = self.flag(2, "IsSigned")?;
        let element = self.type_param();
        Ok(HandleType {
            writable,
            rasterizer_ordered,
            element_memory_type: Some(element.clone()),
            element_scalar: Some(self.element_scalar(
                "ElemTy",
                element,
                signed,
                ElementRule::Typed,
            )?),
            ..self.handle(Api::Dx, ResourceKind::TypedBuffer)
        })
    }

    /// `target("dx.RawBuffer", ElemTy, IsWriteable, IsROV)`: `i8` is a
    /// byte-address buffer, anything else a structured buffer's element.
    fn dx_raw_buffer(&self) -> Result<HandleType, ResourceTypeError> {
        self.expect_counts(1, 2)?;
        let (writable, rasterizer_ordered) = self.access_flags(0)?;
        Ok(HandleType {
            writable,
            rasterizer_ordered,
            ..self.raw_buffer_element(Api::Dx, "ElemTy", self.type_param())?
        })
    }

    /// Byte-address buffer for `i8`, else a structured buffer of a numeric scalar or
    /// vector (integers taken as unsigned: the type has no signedness), an array or
    /// a struct.
    fn raw_buffer_element(
        &self,
        api: Api,
        parameter: &'static str,
        element: &IrType,
    ) -> Result<HandleType, ResourceTypeError> {
        if *element == IrType::Scalar(ScalarType::I8) {
            return Ok(self.handle(api, ResourceKind::RawBuffer));
        }
        let element_scalar = match element {
            IrType::Array(..) | IrType::Other(_) => None,
            _ => Some(unsigned_numeric_scalar(element).ok_or_else(|| {
                self.invalid_type(parameter, element, NOT_A_STRUCTURED_BUFFER_ELEMENT)
            })?),
        };
        Ok(HandleType {
            element_memory_type: Some(element.clone()),
            element_scalar,
            ..self.handle(api, ResourceKind::StructuredBuffer)
        })
    }

    /// `target("spirv.Image" | "spirv.SignedImage", SampledTy, Dim, Depth, Arrayed,
    /// MS, Sampled, Format)`.
    fn spirv_image(&self, signed: bool) -> Result<HandleType, ResourceTypeError> {
        self.expect_counts(1, 6)?;
        let sampled_type = self.type_param();
        let scalar = self.element_scalar("SampledTy", sampled_type, signed, ElementRule::Scalar)?;
        if signed && scalar.is_float() {
            return Err(self.invalid_type(
                "SampledTy",
                sampled_type,
                "is not an integer (spirv.SignedImage holds signed integers)",
            ));
        }
        let dim = self.integer(0);
        let dimensionality = spirv_facts::dimensionality_of_dim(dim).ok_or_else(|| {
            self.invalid(
                "Dim",
                dim,
                format!("is not one of {}", spirv_facts::dim_list()),
            )
        })?;
        let depth = self.integer(1);
        if depth > spirv_facts::MAX_DEPTH {
            return Err(self.invalid("Depth", depth, "is not 0, 1 or 2"));
        }
        let arrayed = self.flag(2, "Arrayed")?;
        if arrayed
            && matches!(
                dimensionality,
                Dimensionality::Three | Dimensionality::Buffer
            )
        {
            return Err(self.invalid("Arrayed", 1, "is not possible with a 3D or Buffer Dim"));
        }
        let multisampled = self.flag(3, "MS")?;
        if multisampled && dimensionality != Dimensionality::Two {
            return Err(self.invalid("MS", 1, "needs Dim 1 (2D)"));
        }
        let writable = match self.integer(4) {
            spirv_facts::SAMPLED_WITH_SAMPLER => false,
            spirv_facts::SAMPLED_STORAGE => true,
            other => {
                return Err(self.invalid("Sampled", other, "is not 1 (sampled) or 2 (storage)"))
            }
        };
        let format = self.integer(5);
        if format > spirv_facts::MAX_IMAGE_FORMAT {
            return Err(self.invalid(
                "Format",
                format,
                format!("is larger than {}", spirv_facts::MAX_IMAGE_FORMAT),
            ));
        }
        let kind = image_kind(dimensionality, arrayed, multisampled)
            .ok_or_else(|| self.invalid("Dim", dim, "has no HLSL resource kind"))?;
        if writable && !(kind.has_writable_texture_form() || kind == ResourceKind::TypedBuffer) {
            return Err(self.invalid(
                "Sampled",
                2,
                format!("is not possible for {kind:?}: it has no writable form"),
            ));
        }
        Ok(HandleType {
            writable,
            element_scalar: Some(scalar),
            spirv_format: Some(format),
            ..self.handle(Api::Spv, kind)
        })
    }

    /// `target("spirv.Sampler")`.
    fn spirv_sampler(&self) -> Result<HandleType, ResourceTypeError> {
        self.expect_counts(0, 0)?;
        Ok(self.handle(Api::Spv, ResourceKind::Sampler))
    }

    /// `target("spirv.VulkanBuffer", [0 x T], StorageClass, IsWriteable)`:
    /// StorageClass 12 (StorageBuffer) for structured and byte-address
    /// buffers; `target("spirv.VulkanBuffer", Layout, 2, 0)` (Uniform) for a
    /// constant buffer whose layout struct is `Layout`.
    fn spirv_vulkan_buffer(&self) -> Result<HandleType, ResourceTypeError> {
        self.expect_counts(1, 2)?;
        let storage_class = self.integer(0);
        if storage_class == spirv_facts::STORAGE_CLASS_UNIFORM {
            return self.spirv_constant_buffer();
        }
        if storage_class != spirv_facts::STORAGE_CLASS_STORAGE_BUFFER {
            return Err(self.invalid(
                "StorageClass",
                storage_class,
                "is not 12 (StorageBuffer) or 2 (Uniform, a constant buffer); other buffers are \
                 not supported",
            ));
        }
        let writable = self.flag(1, "IsWriteable")?;
        let buffer = self.type_param();
        let IrType::Array(element, 0) = buffer else {
            return Err(self.invalid_type(
                "ElemTy",
                buffer,
                "is not an unsized array [0 x T] (structured buffer counters are not supported)",
            ));
        };
        Ok(HandleType {
            writable,
            ..self.raw_buffer_element(Api::Spv, "ElemTy", element)?
        })
    }
}

impl Params<'_> {
    /// `target("spirv.VulkanBuffer", Layout, 2, 0)`: a read-only constant buffer.
    fn spirv_constant_buffer(&self) -> Result<HandleType, ResourceTypeError> {
        if self.flag(1, "IsWriteable")? {
            return Err(self.invalid(
                "IsWriteable",
                1,
                "is not 0: a Uniform (constant) buffer is read-only",
            ));
        }
        let layout = self.type_param();
        if !matches!(layout, IrType::Other(_)) {
            return Err(self.invalid_type(
                "ElemTy",
                layout,
                "is not a struct (the cbuffer layout) as a Uniform buffer needs",
            ));
        }
        Ok(HandleType {
            element_memory_type: Some(layout.clone()),
            ..self.handle(Api::Spv, ResourceKind::CBuffer)
        })
    }
}

const NOT_A_STRUCTURED_BUFFER_ELEMENT: &str =
    "is not a structured buffer element (a numeric scalar or vector, array or struct)";

/// The scalar of a numeric scalar or non-empty vector, integers taken as unsigned.
fn unsigned_numeric_scalar(element: &IrType) -> Option<ElementScalar> {
    if element.components()? == 0 {
        return None;
    }
    ElementScalar::from_ir_scalar(element.scalar()?, false)
}

/// The texture or typed buffer kind of an image shape.
fn image_kind(
    dimensionality: Dimensionality,
    arrayed: bool,
    multisampled: bool,
) -> Option<ResourceKind> {
    ResourceKind::TEXTURES
        .into_iter()
        .chain([ResourceKind::TypedBuffer])
        .find(|kind| {
            let facts = kind.facts();
            facts.dimensionality == dimensionality
                && facts.arrayed == arrayed
                && facts.multisampled == multisampled
        })
}

/// The reason part of an element validation error.
fn element_reason(error: ResourceTypeError) -> String {
    match error {
        ResourceTypeError::InvalidElement { reason, .. } => reason,
        other => other.to_string(),
    }
}
