//! Carrying out a texel-spirv plan: each texture intrinsic becomes a marker call
//! (see `spirv::marker`) plus the IR that turns the SPIR-V instruction's natural
//! result into the intrinsic's result; implicit buffer bindings become explicit;
//! image and sampler handles disappear.

use crate::llvm::{LLVMTypeRef, LLVMValueRef};

use super::aggregates::split_aggregate_access;
use super::analysis::{Creation, ImageOperation, Plan};
use super::raw_buffers::{ir_types, rewrite_raw_accesses, word_buffer_type, RawBuffer};
use super::rules::is_constant_vector;
use super::sample_position::sample_position;
use super::typed_buffers::normalise_typed_buffer_access;
use crate::bindings::ResourceRecord;
use crate::catalogue::{info, IntrinsicId, OperandRole, TrailingLane};
use crate::ir_type::{IrType, ScalarType};
use crate::llvm::{call_signature, call_site_of, is_zero_constant, operand, value_type, IrBuilder};
use crate::resource_types::{ElementScalar, HandleType};
use crate::spirv::marker::{
    self, DescriptorBinding, ImageDescriptor, Marker, MarkerOperation, SampledType,
};
use crate::target::Api;

/// The sampled type of an image: Vulkan images hold 32- or 64-bit components,
/// so half and 16-bit integer textures are read as 32-bit and converted.
pub fn sampled_type_of(scalar: ElementScalar) -> Option<SampledType> {
    Some(match scalar {
        ElementScalar::F16 | ElementScalar::F32 => SampledType::F32,
        ElementScalar::I16 | ElementScalar::I32 => SampledType::I32,
        ElementScalar::U16 | ElementScalar::U32 => SampledType::U32,
        ElementScalar::I64 => SampledType::I64,
        ElementScalar::U64 => SampledType::U64,
        ElementScalar::F64 => return None,
    })
}

pub fn apply_plan(builder: &IrBuilder<'_>, plan: &Plan) {
    let lowering = Lowering { builder, plan };
    for access in &plan.aggregate_accesses {
        split_aggregate_access(*access);
    }
    for access in &plan.typed_buffer_accesses {
        normalise_typed_buffer_access(access, builder.scalar_type(access.scalar));
    }
    for operation in &plan.operations {
        lowering.lower(operation);
    }
    for raw in &plan.raw_buffers {
        lowering.retype_raw_buffer(raw);
    }
    for (index, creation) in plan.creations.iter().enumerate() {
        if plan.raw_buffers.iter().any(|raw| raw.creation == index) {
            continue;
        }
        if creation.is_image_or_sampler {
            builder.erase(creation.call);
        } else if !creation.explicit {
            lowering.bind_explicitly(creation);
        }
    }
    for marker in &plan.image_index_markers {
        if crate::llvm::users_of(*marker).is_empty() {
            builder.erase(*marker);
        }
    }
    for declaration in &plan.lowered_declarations {
        builder.delete_function_if_unused(*declaration);
    }
    crate::unassigned_resource::remove_unused_marker(builder);
}

struct Lowering<'a, 'm> {
    builder: &'a IrBuilder<'m>,
    plan: &'a Plan,
}

/// The operation a call lowers to, before the marker is built.
struct Lowered {
    operation: MarkerOperation,
    operands: Vec<LLVMValueRef>,
    /// (mask bit, values) in any order; sorted by bit when the marker is built.
    image_operands: Vec<(u32, Vec<LLVMValueRef>)>,
}

impl Lowered {
    fn new(operation: MarkerOperation, operands: Vec<LLVMValueRef>) -> Lowered {
        Lowered {
            operation,
            operands,
            image_operands: Vec::new(),
        }
    }

    fn with(mut self, bit: u32, values: Vec<LLVMValueRef>) -> Lowered {
        self.image_operands.push((bit, values));
        self
    }
}

impl Lowering<'_, '_> {
    fn operand(&self, operation: &ImageOperation, role: OperandRole) -> Option<LLVMValueRef> {
        let index = operation.info.operand_index(role)?;
        Some(operand(operation.call, index as u32))
    }

    fn binding_of(&self, creation: &Creation) -> DescriptorBinding {
        let record = &self.plan.bindings.records[creation.record.expect("used handles are bound")];
        DescriptorBinding {
            set: record.space,
            binding: record.lower_bound,
            array: creation.array,
        }
    }

    fn image_descriptor(&self, texture: &HandleType) -> ImageDescriptor {
        let parameters = texture
            .spirv_image_parameters()
            .expect("texture handles have image parameters");
        ImageDescriptor {
            sampled_type: texture
                .element_scalar
                .and_then(sampled_type_of)
                .unwrap_or(SampledType::F32),
            dim: parameters.dim,
            depth: parameters.depth,
            arrayed: parameters.arrayed,
            multisampled: parameters.multisampled,
            sampled: parameters.sampled,
            format: parameters.format,
        }
    }

    fn sampled_scalar_type(&self, sampled: SampledType) -> LLVMTypeRef {
        self.builder.scalar_type(match sampled {
            SampledType::F16 | SampledType::F32 => ScalarType::F32,
            SampledType::I32 | SampledType::U32 => ScalarType::I32,
            SampledType::I64 | SampledType::U64 => ScalarType::I64,
        })
    }

    /// Calls the marker for `lowered` on `operation`'s image, returning `ty`.
    fn call_marker(
        &self,
        operation: &ImageOperation,
        lowered: Lowered,
        result: LLVMTypeRef,
    ) -> LLVMValueRef {
        let builder = self.builder;
        let texture_creation = &self.plan.creations[operation.texture_creation];
        let sampler_creation = operation
            .sampler_creation
            .map(|index| &self.plan.creations[index])
            .filter(|_| lowered.operation.uses_sampler());
        let mut image_operands = lowered.image_operands;
        image_operands.sort_by_key(|(bit, _)| *bit);
        let image = self.image_descriptor(&operation.texture);
        // Signedness travels in the image's sampled type (the finalizer
        // declares it signed), not in SignExtend.
        let mask: u32 = image_operands.iter().map(|(bit, _)| bit).sum();
        // Only an array index can be non-uniform (as in texel-dxil).
        let non_uniform = |creation: &Creation| {
            creation.non_uniform && creation.array != marker::ArraySize::Single
        };
        let marker = Marker {
            operation: lowered.operation,
            image,
            image_binding: self.binding_of(texture_creation),
            sampler_binding: sampler_creation.map(|creation| self.binding_of(creation)),
            image_operands: mask,
            non_uniform: non_uniform(texture_creation) || sampler_creation.is_some_and(non_uniform),
        };
        let mut arguments = vec![texture_creation.index];
        if let Some(sampler) = sampler_creation {
            arguments.push(sampler.index);
        }
        arguments.extend(lowered.operands);
        arguments.extend(image_operands.into_iter().flat_map(|(_, values)| values));
        let parameter_types: Vec<LLVMTypeRef> = arguments
            .iter()
            .map(|argument| builder.type_of(*argument))
            .collect();
        let function_type = builder.function_type(result, &parameter_types);
        let function = builder.declare_function(&marker.name(), function_type);
        if lowered.operation.uses_implicit_lod() {
            builder.add_function_attribute(function, "convergent");
        }
        builder.call(function, &arguments)
    }

    /// The offset as image operands: none when zero, ConstOffset when constant,
    /// Offset when dynamic (gathers only; the analysis rejected the rest).
    fn offset_operand(&self, operation: &ImageOperation) -> Option<(u32, Vec<LLVMValueRef>)> {
        let offset = self.operand(operation, OperandRole::Offset)?;
        if is_zero_constant(offset) || operation.texture.kind.is_cube() {
            return None;
        }
        let bit = if is_constant_vector(offset) {
            marker::CONST_OFFSET
        } else {
            marker::OFFSET
        };
        Some((bit, vec![offset]))
    }

    fn lower(&self, operation: &ImageOperation) {
        let builder = self.builder;
        builder.position_before(operation.call);
        let value = |role| {
            self.operand(operation, role)
                .expect("the row has the operand")
        };
        let id = operation.info.id();
        let image = self.image_descriptor(&operation.texture);
        let texel4 = builder.vector_type(self.sampled_scalar_type(image.sampled_type), 4);
        let f32_type = builder.scalar_type(ScalarType::F32);
        let with_offset = |lowered: Lowered| match self.offset_operand(operation) {
            Some((bit, values)) => lowered.with(bit, values),
            None => lowered,
        };
        let with_clamp = |lowered: Lowered| match self.operand(operation, OperandRole::Clamp) {
            Some(clamp) => lowered.with(marker::MIN_LOD, vec![clamp]),
            None => lowered,
        };
        let coordinate = || value(OperandRole::Coordinate);
        let result = match id {
            IntrinsicId::Sample | IntrinsicId::SampleClamp => {
                let lowered = Lowered::new(MarkerOperation::SampleImplicitLod, vec![coordinate()]);
                let texel = self.call_marker(operation, with_clamp(with_offset(lowered)), texel4);
                Some(self.texel_result(operation, texel))
            }
            IntrinsicId::SampleBias | IntrinsicId::SampleBiasClamp => {
                let lowered = Lowered::new(MarkerOperation::SampleImplicitLod, vec![coordinate()])
                    .with(marker::BIAS, vec![value(OperandRole::Bias)]);
                let texel = self.call_marker(operation, with_clamp(with_offset(lowered)), texel4);
                Some(self.texel_result(operation, texel))
            }
            IntrinsicId::SampleGrad | IntrinsicId::SampleGradClamp => {
                let lowered = Lowered::new(MarkerOperation::SampleExplicitLod, vec![coordinate()])
                    .with(
                        marker::GRAD,
                        vec![value(OperandRole::GradientX), value(OperandRole::GradientY)],
                    );
                let texel = self.call_marker(operation, with_clamp(with_offset(lowered)), texel4);
                Some(self.texel_result(operation, texel))
            }
            IntrinsicId::SampleLevel => {
                let lowered = Lowered::new(MarkerOperation::SampleExplicitLod, vec![coordinate()])
                    .with(marker::LOD, vec![value(OperandRole::Lod)]);
                let texel = self.call_marker(operation, with_offset(lowered), texel4);
                Some(self.texel_result(operation, texel))
            }
            IntrinsicId::SampleCmp | IntrinsicId::SampleCmpClamp => {
                let lowered = Lowered::new(
                    MarkerOperation::SampleDrefImplicitLod,
                    vec![coordinate(), value(OperandRole::CompareValue)],
                );
                let depth = self.call_marker(operation, with_clamp(with_offset(lowered)), f32_type);
                Some(self.float_result(operation, depth))
            }
            IntrinsicId::SampleCmpLevelZero | IntrinsicId::SampleCmpLevel => {
                let lod = match self.operand(operation, OperandRole::Lod) {
                    Some(lod) => lod,
                    None => builder.const_float(f32_type, 0.0),
                };
                let lowered = Lowered::new(
                    MarkerOperation::SampleDrefExplicitLod,
                    vec![coordinate(), value(OperandRole::CompareValue)],
                )
                .with(marker::LOD, vec![lod]);
                let depth = self.call_marker(operation, with_offset(lowered), f32_type);
                Some(self.float_result(operation, depth))
            }
            IntrinsicId::Gather => {
                let lowered = Lowered::new(
                    MarkerOperation::Gather,
                    vec![coordinate(), value(OperandRole::Component)],
                );
                let texels = self.call_marker(operation, with_offset(lowered), texel4);
                Some(self.texel_result(operation, texels))
            }
            IntrinsicId::GatherCmp => {
                let lowered = Lowered::new(
                    MarkerOperation::DrefGather,
                    vec![coordinate(), value(OperandRole::CompareValue)],
                );
                let texels = self.call_marker(operation, with_offset(lowered), texel4);
                Some(self.texel_result(operation, texels))
            }
            IntrinsicId::CalculateLod | IntrinsicId::CalculateLodUnclamped => {
                let lowered = Lowered::new(MarkerOperation::QueryLod, vec![coordinate()]);
                let pair = self.call_marker(operation, lowered, builder.vector_type(f32_type, 2));
                let lane = u32::from(id == IntrinsicId::CalculateLodUnclamped);
                let lod = builder.extract_element(pair, lane);
                Some(self.float_result(operation, lod))
            }
            IntrinsicId::LoadLevel | IntrinsicId::LoadMs => {
                let texel = self.lower_fetch(operation, texel4);
                Some(self.texel_result(operation, texel))
            }
            IntrinsicId::StoreTexture => {
                let data = value(OperandRole::Data);
                let scalar = self.sampled_scalar_type(image.sampled_type);
                let count = value_type(data).components().unwrap_or(1);
                let target = if count == 1 {
                    scalar
                } else {
                    builder.vector_type(scalar, count)
                };
                let texel = builder.convert(data, target, image.sampled_type.is_signed_integer());
                let lowered = Lowered::new(MarkerOperation::Write, vec![coordinate(), texel]);
                self.call_marker(operation, lowered, builder.void_type());
                None
            }
            IntrinsicId::TextureSamplePos => {
                let count = self.call_marker(
                    operation,
                    Lowered::new(MarkerOperation::QuerySamples, vec![]),
                    builder.int_type(32),
                );
                Some(sample_position(
                    builder,
                    count,
                    value(OperandRole::SampleIndex),
                ))
            }
            _ if operation.info.dimensions().is_some() => Some(self.lower_dimensions(operation)),
            _ => unreachable!("the analysis only plans texture operations"),
        };
        if let Some(result) = result {
            builder.take_name(operation.call, result);
            builder.replace_all_uses(operation.call, result);
        }
        builder.erase(operation.call);
    }

    /// `load.level` / `load.ms`: OpImageRead on storage images, else OpImageFetch
    /// with Lod or Sample; a dynamic offset is added to the coordinate.
    fn lower_fetch(&self, operation: &ImageOperation, texel4: LLVMTypeRef) -> LLVMValueRef {
        let builder = self.builder;
        let coordinate = self
            .operand(operation, OperandRole::Coordinate)
            .expect("coordinate");
        if operation.texture.writable {
            return self.call_marker(
                operation,
                Lowered::new(MarkerOperation::Read, vec![coordinate]),
                texel4,
            );
        }
        let mut coordinate = coordinate;
        let mut offset_operand = None;
        if let Some(offset) = self.operand(operation, OperandRole::Offset) {
            if !is_zero_constant(offset) {
                if is_constant_vector(offset) {
                    offset_operand = Some((marker::CONST_OFFSET, vec![offset]));
                } else {
                    let lanes = value_type(coordinate).components().unwrap_or(1);
                    let padded = builder.widen(offset, lanes, builder.const_i32(0));
                    let padded = if lanes == 1 {
                        builder.extract_element(padded, 0)
                    } else {
                        padded
                    };
                    coordinate = builder.add(coordinate, padded);
                }
            }
        }
        let mut lowered = Lowered::new(MarkerOperation::Fetch, vec![coordinate]);
        lowered = match self.operand(operation, OperandRole::SampleIndex) {
            Some(sample) => lowered.with(marker::SAMPLE, vec![sample]),
            None => lowered.with(
                marker::LOD,
                vec![self
                    .operand(operation, OperandRole::Mip)
                    .expect("load.level has a mip")],
            ),
        };
        if let Some((bit, values)) = offset_operand {
            lowered = lowered.with(bit, values);
        }
        self.call_marker(operation, lowered, texel4)
    }

    /// GetDimensions: sizes from OpImageQuerySizeLod (sampled, non-MS images) or
    /// OpImageQuerySize, then the level or sample count.
    fn lower_dimensions(&self, operation: &ImageOperation) -> LLVMValueRef {
        let builder = self.builder;
        let query = operation.info.dimensions().expect("a dimensions query");
        let texture = &operation.texture;
        let i32_type = builder.int_type(32);
        let size_lanes = texture.kind.facts().size_components;
        let sizes_type = if size_lanes == 1 {
            i32_type
        } else {
            builder.vector_type(i32_type, size_lanes)
        };
        let sampled_non_ms =
            !texture.writable && !texture.kind.is_multisampled() && texture.kind.is_texture();
        let sizes = if sampled_non_ms {
            let lod = self
                .operand(operation, OperandRole::Mip)
                .unwrap_or_else(|| builder.const_i32(0));
            self.call_marker(
                operation,
                Lowered::new(MarkerOperation::QuerySizeLod, vec![lod]),
                sizes_type,
            )
        } else {
            self.call_marker(
                operation,
                Lowered::new(MarkerOperation::QuerySize, vec![]),
                sizes_type,
            )
        };
        let trailing = match query.trailing {
            TrailingLane::None => None,
            TrailingLane::LevelCount => Some(MarkerOperation::QueryLevels),
            TrailingLane::SampleCount => Some(MarkerOperation::QuerySamples),
        }
        .map(|operation_kind| {
            self.call_marker(operation, Lowered::new(operation_kind, vec![]), i32_type)
        });
        let lanes = query.size_components + u32::from(trailing.is_some());
        if lanes == 1 {
            return builder.extract_element(sizes, 0);
        }
        let mut result = builder.poison(builder.vector_type(i32_type, lanes));
        for lane in 0..query.size_components {
            result = builder.insert_element(result, builder.extract_element(sizes, lane), lane);
        }
        if let Some(count) = trailing {
            result = builder.insert_element(result, count, query.size_components);
        }
        result
    }

    /// The intrinsic's T (or `<4 x scalar>` for gathers) from a vec4 texel of the
    /// sampled type: the first lanes, converted to T's scalar.
    fn texel_result(&self, operation: &ImageOperation, texel4: LLVMValueRef) -> LLVMValueRef {
        let builder = self.builder;
        let result_type = builder.type_of(operation.call);
        let lanes = value_type(operation.call).components().unwrap_or(1);
        let narrowed = if lanes == 4 {
            texel4
        } else {
            builder.first_lanes(texel4, lanes)
        };
        let signed = operation
            .texture
            .element_scalar
            .is_some_and(|scalar| scalar.is_signed_integer());
        builder.convert(narrowed, result_type, signed)
    }

    fn float_result(&self, operation: &ImageOperation, value: LLVMValueRef) -> LLVMValueRef {
        self.builder
            .convert(value, self.builder.type_of(operation.call), false)
    }

    /// An implicit buffer binding becomes `handlefrombinding` with the binding
    /// the analysis assigned, so LLVM's SPIR-V target sees explicit bindings.
    /// A byte-address buffer becomes a `[0 x i32]` buffer bound explicitly;
    /// its accesses become word accesses (see `raw_buffers`).
    fn retype_raw_buffer(&self, raw: &RawBuffer) {
        let builder = self.builder;
        let creation = &self.plan.creations[raw.creation];
        let Some(call) = call_site_of(creation.call) else {
            return;
        };
        let Some(record) = creation.record else {
            return;
        };
        let record = &self.plan.bindings.records[record];
        let Some(old_info) = crate::catalogue::recognise(&call.callee_name()) else {
            return;
        };
        let argument = |role| call.argument(old_info.operand_index(role).expect("role"));
        let row = info(Api::Spv, IntrinsicId::HandleFromBinding).expect("the catalogue has it");
        let get_pointer = info(Api::Spv, IntrinsicId::GetPointer).expect("the catalogue has it");
        let (_, old_parameters) = call_signature(creation.call);
        let new_type = word_buffer_type(builder, builder.type_of(creation.call));
        let pointer_type = raw
            .accesses
            .first()
            .map(|access| builder.type_of(access.get_pointer))
            .unwrap_or_else(|| builder.pointer_type(11));
        let (new_ir, pointer_ir) = ir_types(new_type, pointer_type);
        let parameter_types = vec![
            IrType::I32,
            IrType::I32,
            IrType::I32,
            IrType::I32,
            IrType::Pointer(0),
        ];
        let dimensions = info(Api::Spv, IntrinsicId::GetDimensionsX).expect("the catalogue has it");
        let (Ok(name), Ok(get_pointer_name), Ok(dimensions_name)) = (
            row.mangled_name(&new_ir, &parameter_types),
            get_pointer.mangled_name(&pointer_ir, &[new_ir.clone(), IrType::I32]),
            dimensions.mangled_name(&IrType::I32, std::slice::from_ref(&new_ir)),
        ) else {
            return;
        };
        let name_type = *old_parameters.last().expect("a name operand");
        let replacement = self.call_handle_from_binding(
            creation.call,
            &name,
            new_type,
            name_type,
            record,
            argument,
        );
        rewrite_raw_accesses(raw, replacement, &get_pointer_name, &dimensions_name);
        if crate::llvm::users_of(creation.call).is_empty() {
            builder.erase(creation.call);
        }
        builder.delete_function_if_unused(call.callee());
    }

    /// Calls `name` (a `handlefrombinding` declaration of `handle_type`) with
    /// the record's space and lower bound and the old call's range size, index
    /// and name, before `old_call`, which gives the new call its name.
    fn call_handle_from_binding(
        &self,
        old_call: LLVMValueRef,
        name: &str,
        handle_type: LLVMTypeRef,
        name_type: LLVMTypeRef,
        record: &ResourceRecord,
        argument: impl Fn(OperandRole) -> LLVMValueRef,
    ) -> LLVMValueRef {
        let builder = self.builder;
        builder.position_before(old_call);
        let i32_type = builder.int_type(32);
        let function_type = builder.function_type(
            handle_type,
            &[i32_type, i32_type, i32_type, i32_type, name_type],
        );
        let function = builder.declare_function(name, function_type);
        let replacement = builder.call(
            function,
            &[
                builder.const_i32(i64::from(record.space)),
                builder.const_i32(i64::from(record.lower_bound)),
                argument(OperandRole::RangeSize),
                argument(OperandRole::Index),
                argument(OperandRole::Name),
            ],
        );
        builder.take_name(old_call, replacement);
        replacement
    }

    fn bind_explicitly(&self, creation: &Creation) {
        let builder = self.builder;
        let Some(call) = call_site_of(creation.call) else {
            return;
        };
        let Some(record) = creation.record else {
            return;
        };
        let record = &self.plan.bindings.records[record];
        let row = info(Api::Spv, IntrinsicId::HandleFromBinding).expect("the catalogue has it");
        let implicit = info(Api::Spv, IntrinsicId::HandleFromImplicitBinding).expect("catalogue");
        let argument = |role| call.argument(implicit.operand_index(role).expect("role"));
        let return_type = call.return_type();
        let parameter_types = vec![
            IrType::I32,
            IrType::I32,
            IrType::I32,
            IrType::I32,
            IrType::Pointer(0),
        ];
        // The suffix mangles the return type only: reuse the implicit call's
        // (the catalogue cannot mangle struct layouts such as cbuffer handles').
        let callee_name = call.callee_name();
        let name = match callee_name.strip_prefix(&implicit.base_name()) {
            Some(suffix) if suffix.starts_with('.') => format!("{}{suffix}", row.base_name()),
            _ => match row.mangled_name(&return_type, &parameter_types) {
                Ok(name) => name,
                Err(_) => return,
            },
        };
        let replacement = self.call_handle_from_binding(
            creation.call,
            &name,
            builder.type_of(creation.call),
            builder.type_of(argument(OperandRole::Name)),
            record,
            argument,
        );
        builder.replace_all_uses(creation.call, replacement);
        builder.erase(creation.call);
        builder.delete_function_if_unused(call.callee());
    }
}
