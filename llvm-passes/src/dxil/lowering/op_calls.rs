//! Building DXIL op calls from checked ops (`dxil::checked_op`: the analysis
//! checked each op and overload against its row), filling their operands by
//! role, and replacing intrinsic results with the op's result fields.
//!
//! One helper fills every op's operands (`fill_operand`), one replaces every
//! result (`replace_result`): per-op code is limited to the table and the
//! mapping. This module edits IR; it runs only after the analysis succeeded.

use std::collections::HashMap;

use crate::llvm::{
    extracted_lane, is_vector_type, is_zero_constant, operand, users_of, IrBuilder, LLVMTypeRef,
    LLVMValueRef,
};

use super::analysis::TextureOperation;
use crate::catalogue::{IntrinsicInfo, OperandRole, TrailingLane};
use crate::dxil::checked_op::CheckedOp;
use crate::dxil::ops::{DxilOp, Overload, Parameter, ParameterRole, ParameterType, ResultType};
use crate::ir_type::ScalarType;

/// The `%dx.types.*` struct types and the scalar types of DXIL ops.
pub struct DxilTypes {
    pub handle: LLVMTypeRef,
    pub resource_binding: LLVMTypeRef,
    pub resource_properties: LLVMTypeRef,
    pub dimensions: LLVMTypeRef,
    pub sample_position: LLVMTypeRef,
    pub i1: LLVMTypeRef,
    pub i8: LLVMTypeRef,
    pub i32: LLVMTypeRef,
    pub f32: LLVMTypeRef,
}

impl DxilTypes {
    pub fn new(builder: &IrBuilder<'_>) -> DxilTypes {
        let i32 = builder.int_type(32);
        let f32 = builder.scalar_type(ScalarType::F32);
        DxilTypes {
            handle: builder.named_struct("dx.types.Handle", &[builder.pointer_type(0)]),
            resource_binding: builder
                .named_struct("dx.types.ResBind", &[i32, i32, i32, builder.int_type(8)]),
            resource_properties: builder.named_struct("dx.types.ResourceProperties", &[i32, i32]),
            dimensions: builder.named_struct("dx.types.Dimensions", &[i32, i32, i32, i32]),
            sample_position: builder.named_struct("dx.types.SamplePos", &[f32, f32]),
            i1: builder.int_type(1),
            i8: builder.int_type(8),
            i32,
            f32,
        }
    }
}

/// Builds op calls into one module.
pub struct OpEmitter<'b, 'm> {
    pub builder: &'b IrBuilder<'m>,
    pub types: DxilTypes,
}

impl<'b, 'm> OpEmitter<'b, 'm> {
    pub fn new(builder: &'b IrBuilder<'m>) -> OpEmitter<'b, 'm> {
        OpEmitter {
            builder,
            types: DxilTypes::new(builder),
        }
    }

    fn overload_type(&self, overload: Option<Overload>) -> LLVMTypeRef {
        self.builder
            .scalar_type(overload.unwrap_or(Overload::F32).scalar())
    }

    /// `%dx.types.ResRet.<overload> = type { T, T, T, T, i32 }`.
    fn result_return_type(&self, overload: Option<Overload>) -> LLVMTypeRef {
        let overload = overload.unwrap_or(Overload::F32);
        let element = self.overload_type(Some(overload));
        self.builder.named_struct(
            &format!("dx.types.ResRet.{}", overload.suffix()),
            &[element, element, element, element, self.types.i32],
        )
    }

    /// `%dx.types.CBufRet.<overload>`: one 16-byte row of the overload type
    /// (`.8` with eight fields for 16-bit types, two fields for 64-bit ones).
    fn cbuffer_row_type(&self, overload: Option<Overload>) -> LLVMTypeRef {
        let overload = overload.unwrap_or(Overload::F32);
        let element = self.overload_type(Some(overload));
        let fields = 16 / overload.byte_size();
        let suffix = if fields == 8 { ".8" } else { "" };
        self.builder.named_struct(
            &format!("dx.types.CBufRet.{}{suffix}", overload.suffix()),
            &vec![element; fields as usize],
        )
    }

    pub fn parameter_type(&self, ty: ParameterType, overload: Option<Overload>) -> LLVMTypeRef {
        match ty {
            ParameterType::Handle => self.types.handle,
            ParameterType::F32 => self.types.f32,
            ParameterType::I32 => self.types.i32,
            ParameterType::I8 => self.types.i8,
            ParameterType::I1 => self.types.i1,
            ParameterType::Overload => self.overload_type(overload),
            ParameterType::ResBind => self.types.resource_binding,
            ParameterType::ResourceProperties => self.types.resource_properties,
        }
    }

    fn result_type(&self, op: &DxilOp, overload: Option<Overload>) -> LLVMTypeRef {
        match op.result {
            ResultType::Void => self.builder.void_type(),
            ResultType::Handle => self.types.handle,
            ResultType::ResRet => self.result_return_type(overload),
            ResultType::Dimensions => self.types.dimensions,
            ResultType::SamplePos => self.types.sample_position,
            ResultType::Overload => self.overload_type(overload),
            ResultType::CBufRet => self.cbuffer_row_type(overload),
            ResultType::I32 => self.types.i32,
            ResultType::I1 => self.types.i1,
            ResultType::F32 => self.types.f32,
            ResultType::FourI32 => self
                .builder
                .named_struct("dx.types.fouri32", &[self.types.i32; 4]),
        }
    }

    /// The function type of `op`'s declaration for `overload`.
    pub fn op_function_type(&self, op: &DxilOp, overload: Option<Overload>) -> LLVMTypeRef {
        let mut parameter_types = vec![self.types.i32];
        parameter_types.extend(
            op.parameters
                .iter()
                .map(|parameter| self.parameter_type(parameter.ty, overload)),
        );
        self.builder
            .function_type(self.result_type(op, overload), &parameter_types)
    }

    /// Every `%dx.types.*` struct texel-dxil may use, with the fields it must
    /// have (for the reserved-name check, which must not create them with
    /// another body).
    pub fn reserved_structs(&self) -> Vec<(String, Vec<LLVMTypeRef>)> {
        let (i32, f32, i8) = (self.types.i32, self.types.f32, self.types.i8);
        let mut structs = vec![
            (
                "dx.types.Handle".to_string(),
                vec![self.builder.pointer_type(0)],
            ),
            ("dx.types.ResBind".to_string(), vec![i32, i32, i32, i8]),
            ("dx.types.ResourceProperties".to_string(), vec![i32, i32]),
            ("dx.types.Dimensions".to_string(), vec![i32; 4]),
            ("dx.types.SamplePos".to_string(), vec![f32, f32]),
            ("dx.types.fouri32".to_string(), vec![i32; 4]),
        ];
        for overload in Overload::ALL {
            let element = self.overload_type(Some(overload));
            structs.push((
                format!("dx.types.ResRet.{}", overload.suffix()),
                vec![element, element, element, element, i32],
            ));
            let fields = 16 / overload.byte_size();
            let suffix = if fields == 8 { ".8" } else { "" };
            structs.push((
                format!("dx.types.CBufRet.{}{suffix}", overload.suffix()),
                vec![element; fields as usize],
            ));
        }
        structs
    }

    /// Calls the checked `op` (declared once per class and overload) at the
    /// builder's position: the only place texel-dxil creates `dx.op.*` calls.
    pub fn call_op(&self, op: CheckedOp, arguments: &[LLVMValueRef]) -> LLVMValueRef {
        let (overload, op) = (op.overload(), op.row());
        let function_type = self.op_function_type(op, overload);
        let function = self
            .builder
            .declare_function(&op.function_name(overload), function_type);
        let mut all = vec![self.builder.const_i32(i64::from(op.number()))];
        all.extend_from_slice(arguments);
        self.builder.call(function, &all)
    }

    /// Lowers one texture intrinsic call; `handles` maps handle creations to
    /// their new DXIL handles.
    pub fn lower_texture_operation(&self, operation: &TextureOperation, handles: &[LLVMValueRef]) {
        self.builder.position_before(operation.call);
        let source = IntrinsicOperands {
            call: operation.call,
            info: operation.info,
        };
        let arguments: Vec<LLVMValueRef> = operation
            .op
            .row()
            .parameters
            .iter()
            .map(|parameter| self.fill_operand(*parameter, operation, &source, handles))
            .collect();
        let result = self.call_op(operation.op, &arguments);
        self.builder.take_name(operation.call, result);
        self.replace_result(operation, result);
        self.builder.erase(operation.call);
    }

    fn fill_operand(
        &self,
        parameter: Parameter,
        operation: &TextureOperation,
        source: &IntrinsicOperands,
        handles: &[LLVMValueRef],
    ) -> LLVMValueRef {
        let builder = self.builder;
        let undef = || builder.undef(self.parameter_type(parameter.ty, operation.op.overload()));
        let kind = operation.texture.kind;
        // Component `index` of a vector operand if the operand has it, else undef.
        let component = |role: OperandRole, index: u8, active: u32| match source.value(role) {
            Some(value) if u32::from(index) < active => {
                builder.extract_element(value, u32::from(index))
            }
            _ => undef(),
        };
        match parameter.role {
            ParameterRole::Texture => handles[operation.texture_creation],
            ParameterRole::Sampler => operation
                .sampler_creation
                .map_or_else(undef, |creation| handles[creation]),
            ParameterRole::Coordinate(index) => {
                let active = source.components(OperandRole::Coordinate);
                component(OperandRole::Coordinate, index, active)
            }
            ParameterRole::Offset(index) => match source.value(OperandRole::Offset) {
                Some(offset) if !is_zero_constant(offset) => component(
                    OperandRole::Offset,
                    index,
                    kind.facts().active_offset_components,
                ),
                _ => undef(),
            },
            ParameterRole::GradientX(index) => {
                let active = source.components(OperandRole::GradientX);
                component(OperandRole::GradientX, index, active)
            }
            ParameterRole::GradientY(index) => {
                let active = source.components(OperandRole::GradientY);
                component(OperandRole::GradientY, index, active)
            }
            ParameterRole::Clamp => source.value(OperandRole::Clamp).unwrap_or_else(undef),
            ParameterRole::Bias => source.value(OperandRole::Bias).unwrap_or_else(undef),
            ParameterRole::Lod => source.value(OperandRole::Lod).unwrap_or_else(undef),
            ParameterRole::CompareValue => source
                .value(OperandRole::CompareValue)
                .unwrap_or_else(undef),
            ParameterRole::MipOrSample => {
                if let Some(sample) = source.value(OperandRole::SampleIndex) {
                    sample
                } else if operation.texture.writable {
                    undef()
                } else {
                    source.value(OperandRole::Mip).unwrap_or_else(undef)
                }
            }
            ParameterRole::Value(index) => match source.value(OperandRole::Data) {
                Some(data) => {
                    let count = source.components(OperandRole::Data);
                    let index = if u32::from(index) < count { index } else { 0 };
                    builder.extract_element(data, u32::from(index))
                }
                None => undef(),
            },
            ParameterRole::WriteMask => builder.const_i8(15),
            ParameterRole::Channel => source.value(OperandRole::Component).unwrap_or_else(undef),
            ParameterRole::SampleIndex => {
                source.value(OperandRole::SampleIndex).unwrap_or_else(undef)
            }
            ParameterRole::Clamped => builder.const_i1(operation.mapping.clamped.unwrap_or(true)),
            ParameterRole::Mip => {
                let handle = &operation.texture;
                if let Some(mip) = source.value(OperandRole::Mip) {
                    mip
                } else if handle.writable || handle.kind.is_multisampled() || !kind.is_texture() {
                    undef()
                } else {
                    builder.const_i32(0)
                }
            }
            ParameterRole::ResourceClass
            | ParameterRole::RangeId
            | ParameterRole::Index
            | ParameterRole::NonUniform
            | ParameterRole::Component
            | ParameterRole::Properties
            | ParameterRole::Binding
            | ParameterRole::BufferIndex
            | ParameterRole::ElementOffset
            | ParameterRole::ReadMask
            | ParameterRole::Alignment
            | ParameterRole::Row
            | ParameterRole::Argument(_)
            | ParameterRole::OperationKind
            | ParameterRole::Signedness
            | ParameterRole::Lane
            | ParameterRole::BarrierMode
            | ParameterRole::Condition
            | ParameterRole::AtomicOperation
            | ParameterRole::CompareWith => undef(),
        }
    }

    /// The op result fields that make up the intrinsic's result, lane by lane.
    fn result_fields(&self, operation: &TextureOperation) -> Vec<u32> {
        if let Some(query) = operation.info.dimensions() {
            let mut fields: Vec<u32> = (0..query.size_components).collect();
            if query.trailing != TrailingLane::None {
                fields.push(3);
            }
            return fields;
        }
        let lanes = crate::llvm::value_type(operation.call)
            .components()
            .unwrap_or(1);
        (0..lanes).collect()
    }

    fn replace_result(&self, operation: &TextureOperation, result: LLVMValueRef) {
        match operation.op.row().result {
            ResultType::Void => {}
            ResultType::Overload
            | ResultType::Handle
            | ResultType::I32
            | ResultType::I1
            | ResultType::F32 => self.builder.replace_all_uses(operation.call, result),
            ResultType::ResRet
            | ResultType::Dimensions
            | ResultType::SamplePos
            | ResultType::FourI32
            | ResultType::CBufRet => {
                let fields = self.result_fields(operation);
                self.replace_with_fields(operation.call, result, &fields);
            }
        }
    }

    /// Replaces `old` (a scalar or vector) by fields of the struct `result`:
    /// `extractelement old, i` becomes `extractvalue result, fields[i]`, and a
    /// vector is rebuilt with insertelement only for the remaining uses.
    pub fn replace_with_fields(&self, old: LLVMValueRef, result: LLVMValueRef, fields: &[u32]) {
        let lanes: Vec<(LLVMValueRef, u32)> = fields.iter().map(|field| (result, *field)).collect();
        self.replace_with_lanes(old, &lanes, result);
    }

    /// Replaces `old` (a scalar or vector) lane by lane: lane `i` is field
    /// `lanes[i].1` of the struct `lanes[i].0`. The extracts go after `after`
    /// (the last of the structs); `extractelement old, i` users take lane `i`
    /// directly, and a vector is rebuilt with insertelement only for the
    /// remaining uses.
    pub fn replace_with_lanes(
        &self,
        old: LLVMValueRef,
        lanes: &[(LLVMValueRef, u32)],
        after: LLVMValueRef,
    ) {
        let builder = self.builder;
        builder.position_after(after);
        let mut extracted: HashMap<u32, LLVMValueRef> = HashMap::new();
        let mut field = |lane: u32| {
            *extracted.entry(lane).or_insert_with(|| {
                let (result, field) = lanes[lane as usize];
                builder.extract_value(result, field)
            })
        };
        let old_type = builder.type_of(old);
        if !is_vector_type(old_type) {
            let value = field(0);
            builder.replace_all_uses(old, value);
            return;
        }
        for user in users_of(old) {
            if let Some(lane) = extracted_lane(user, old) {
                if (lane as usize) < lanes.len() {
                    let value = field(lane);
                    builder.replace_all_uses(user, value);
                    builder.erase(user);
                }
            }
        }
        if users_of(old).is_empty() {
            return;
        }
        let mut vector = builder.poison(old_type);
        for lane in 0..lanes.len() as u32 {
            let value = field(lane);
            vector = builder.insert_element(vector, value, lane);
        }
        builder.replace_all_uses(old, vector);
    }
}

/// The operands of the intrinsic call being lowered, by role.
struct IntrinsicOperands {
    call: LLVMValueRef,
    info: &'static IntrinsicInfo,
}

impl IntrinsicOperands {
    fn value(&self, role: OperandRole) -> Option<LLVMValueRef> {
        let index = self.info.operand_index(role)?;
        Some(operand(self.call, index as u32))
    }

    fn components(&self, role: OperandRole) -> u32 {
        self.value(role)
            .and_then(|value| crate::llvm::value_type(value).components())
            .unwrap_or(0)
    }
}
