//! Unit tests of the pure rules: hand-built call facts through `check_call`
//! and `render`, no LLVM context.

use super::*;
use crate::dxil::ops::{dxil_op, OpCode, Overload};
use crate::ir_type::{IrType, ScalarType};
use crate::resource_types::{ResourceClass, ResourceKind};
use crate::target::{DxilTarget, ShaderModel, Stage};
use pretty_assertions::assert_eq;

use ValueFacts::{Int, Poison, Undef, Variable};

const F: IrType = IrType::F32;
const I: IrType = IrType::I32;

fn module(minor: u32, stage: Stage) -> ModuleFacts {
    ModuleFacts {
        target: Some(DxilTarget {
            shader_model: ShaderModel::six(minor),
            stage,
        }),
    }
}

fn sm66() -> ModuleFacts {
    module(6, Stage::Pixel)
}

fn operand(ty: IrType, value: ValueFacts) -> OperandFacts {
    OperandFacts::new(TypeFacts::Ir(ty), value)
}

fn annotated(class: ResourceClass, kind: ResourceKind) -> HandleFacts {
    HandleFacts {
        origin: HandleOrigin::Annotated,
        class: Some(class),
        kind: Some(kind),
        comparison_sampler: (kind == ResourceKind::Sampler).then_some(false),
    }
}

fn srv(kind: ResourceKind) -> Option<HandleFacts> {
    Some(annotated(ResourceClass::Srv, kind))
}

fn uav(kind: ResourceKind) -> Option<HandleFacts> {
    Some(annotated(ResourceClass::Uav, kind))
}

fn sampler(comparison: bool) -> Option<HandleFacts> {
    Some(HandleFacts {
        comparison_sampler: Some(comparison),
        ..annotated(ResourceClass::Sampler, ResourceKind::Sampler)
    })
}

fn handle(facts: Option<HandleFacts>) -> OperandFacts {
    OperandFacts {
        ty: types::handle(),
        value: Variable,
        handle: facts,
    }
}

/// A call of `opcode` with the row's callee and result for `overload`.
fn call(opcode: OpCode, overload: Option<Overload>, parameters: Vec<OperandFacts>) -> CallFacts {
    let op = dxil_op(opcode);
    let mut operands = vec![operand(I, Int(op.number().into()))];
    operands.extend(parameters);
    CallFacts {
        callee: op.function_name(overload),
        result: types::result_type(op.result, overload).unwrap(),
        operands,
        result_handle: None,
    }
}

fn floats(values: impl IntoIterator<Item = ValueFacts>) -> Vec<OperandFacts> {
    values.into_iter().map(|v| operand(F, v)).collect()
}

fn ints(values: impl IntoIterator<Item = ValueFacts>) -> Vec<OperandFacts> {
    values.into_iter().map(|v| operand(I, v)).collect()
}

/// `SampleLevel` on `resource` with `coordinates`, `offsets` and a lod of 0.
fn sample_level(
    resource: Option<HandleFacts>,
    coordinates: [ValueFacts; 4],
    offsets: [ValueFacts; 3],
) -> CallFacts {
    let mut parameters = vec![handle(resource), handle(sampler(false))];
    parameters.extend(floats(coordinates));
    parameters.extend(ints(offsets));
    parameters.push(operand(F, ValueFacts::OtherConstant));
    call(OpCode::SampleLevel, Some(Overload::F32), parameters)
}

/// The rendered messages, with quoted operands as `<operand N>`.
fn messages(call: &CallFacts, module: &ModuleFacts) -> Vec<String> {
    let (op, violations) = check_call(call, module);
    violations
        .iter()
        .map(|v| render(op, &call.callee, v, |n| format!("<operand {n}>")))
        .collect()
}

#[test]
fn a_well_formed_sample_level_passes() {
    let call = sample_level(
        srv(ResourceKind::Texture2D),
        [Variable, Variable, Undef, Undef],
        [Int(-8), Int(7), Undef],
    );
    assert_eq!(messages(&call, &sm66()), Vec::<String>::new());
}

#[test]
fn opcodes_must_be_constant_and_known() {
    let mut unknown = call(OpCode::ThreadId, Some(Overload::I32), ints([Int(0)]));
    unknown.operands[0].value = Int(1000);
    assert_eq!(
        messages(&unknown, &sm66()),
        ["call to 'dx.op.threadId.i32', operand 0 (opcode): 1000 is not a DXIL opcode texel knows"]
    );
    let mut computed = unknown.clone();
    computed.operands[0].value = Variable;
    assert_eq!(
        messages(&computed, &sm66()),
        ["call to 'dx.op.threadId.i32', operand 0 (opcode): must be a constant i32 opcode, found <operand 0>"]
    );
    let mut empty = unknown;
    empty.operands.clear();
    assert_eq!(
        messages(&empty, &sm66()),
        ["call to 'dx.op.threadId.i32': has no operands: the i32 opcode must come first"]
    );
}

#[test]
fn the_overload_comes_from_the_types_not_the_name() {
    let mut call = sample_level(
        srv(ResourceKind::Texture2D),
        [Variable, Variable, Undef, Undef],
        [Undef, Undef, Undef],
    );
    call.callee = "dx.op.sampleLevel.f16".into();
    assert_eq!(
        messages(&call, &sm66()),
        ["SampleLevel (dx.op.sampleLevel.f16): the callee must be 'dx.op.sampleLevel.f32'"]
    );
    // Stores take the overload from their values.
    let mut parameters = vec![handle(uav(ResourceKind::Texture1D))];
    parameters.extend(ints([Variable, Undef, Undef]));
    parameters.extend((0..4).map(|_| operand(IrType::Scalar(ScalarType::F16), Variable)));
    parameters.push(operand(IrType::Scalar(ScalarType::I8), Int(15)));
    let store = call_with_callee(
        OpCode::TextureStore,
        None,
        parameters,
        "dx.op.textureStore.f16",
    );
    assert_eq!(messages(&store, &sm66()), Vec::<String>::new());
}

fn call_with_callee(
    opcode: OpCode,
    overload: Option<Overload>,
    parameters: Vec<OperandFacts>,
    callee: &str,
) -> CallFacts {
    CallFacts {
        callee: callee.into(),
        ..call(opcode, overload, parameters)
    }
}

#[test]
fn integer_sampling_needs_shader_model_6_7() {
    let mut call = sample_level(
        srv(ResourceKind::Texture2D),
        [Variable, Variable, Undef, Undef],
        [Undef, Undef, Undef],
    );
    call.callee = "dx.op.sampleLevel.i32".into();
    call.result = types::res_ret(Overload::I32);
    assert_eq!(
        messages(&call, &sm66()),
        ["SampleLevel (dx.op.sampleLevel.i32): requires shader model 6.7 or newer for integer elements; the target shader model is 6.6"]
    );
    assert_eq!(
        messages(&call, &module(7, Stage::Pixel)),
        Vec::<String>::new()
    );
}

#[test]
fn a_wrong_operand_count_stops_the_operand_rules() {
    let mut call = sample_level(
        srv(ResourceKind::Texture2D),
        [Undef, Undef, Variable, Variable],
        [Variable, Undef, Undef],
    );
    call.operands.pop();
    assert_eq!(
        messages(&call, &sm66()),
        ["SampleLevel (dx.op.sampleLevel.f32): has 10 operands, expected 11 (the opcode and 10 parameters)"]
    );
}

#[test]
fn unknown_kinds_skip_the_kind_rules() {
    let call = sample_level(
        None,
        [Variable, Variable, Variable, Variable],
        [Int(1), Int(2), Int(3)],
    );
    assert_eq!(messages(&call, &sm66()), Vec::<String>::new());
    // The offset range does not depend on the kind.
    let call = sample_level(
        None,
        [Variable, Variable, Undef, Undef],
        [Int(9), Undef, Undef],
    );
    assert_eq!(
        messages(&call, &sm66()),
        ["SampleLevel (dx.op.sampleLevel.f32), operand 7 (offset 0): requires shader model 6.7 or newer for offsets outside [-8, 7]; the target shader model is 6.6, found <operand 7>"]
    );
    assert_eq!(
        messages(&call, &module(7, Stage::Pixel)),
        Vec::<String>::new()
    );
}

#[test]
fn coordinates_follow_the_kind_table() {
    let call = sample_level(
        srv(ResourceKind::TextureCubeArray),
        [Variable, Variable, Variable, Poison],
        [Undef, Undef, Undef],
    );
    assert_eq!(
        messages(&call, &sm66()),
        ["SampleLevel (dx.op.sampleLevel.f32), operand 6 (coordinate 3): must not be poison: SampleLevel on a TextureCubeArray takes 4 coordinates"]
    );
    let call = sample_level(
        srv(ResourceKind::Texture1DArray),
        [Variable, Variable, Undef, Undef],
        [Int(1), Int(1), Undef],
    );
    assert_eq!(
        messages(&call, &sm66()),
        ["SampleLevel (dx.op.sampleLevel.f32), operand 8 (offset 1): must be undef: SampleLevel on a Texture1DArray takes 1 offset"]
    );
}

#[test]
fn active_offsets_are_all_given_or_all_undef() {
    let call = sample_level(
        srv(ResourceKind::Texture3D),
        [Variable, Variable, Variable, Undef],
        [Int(0), Undef, Int(0)],
    );
    assert_eq!(
        messages(&call, &sm66()),
        ["SampleLevel (dx.op.sampleLevel.f32), operand 8 (offset 1): must not be undef: the other offsets are given, and the 3 offsets of SampleLevel on a Texture3D are all given or all undef"]
    );
}

fn texture_load(resource: Option<HandleFacts>, mip: ValueFacts) -> CallFacts {
    let mut parameters = vec![handle(resource)];
    parameters.extend(ints([
        mip, Variable, Variable, Variable, Undef, Undef, Undef,
    ]));
    call(OpCode::TextureLoad, Some(Overload::F32), parameters)
}

#[test]
fn the_mip_slot_of_loads_follows_access_and_samples() {
    assert_eq!(
        messages(
            &texture_load(srv(ResourceKind::Texture2DMSArray), Variable),
            &sm66()
        ),
        Vec::<String>::new()
    );
    assert_eq!(
        messages(
            &texture_load(uav(ResourceKind::Texture2DArray), Undef),
            &sm66()
        ),
        Vec::<String>::new()
    );
    assert_eq!(
        messages(&texture_load(uav(ResourceKind::Texture3D), Int(0)), &sm66()),
        ["TextureLoad (dx.op.textureLoad.f32), operand 2 (mip level or sample index): must be undef: a writable (UAV) Texture3D has no mip levels"]
    );
    // A load from a cube is no load at all: one handle violation, no slot noise.
    assert_eq!(
        messages(&texture_load(srv(ResourceKind::TextureCube), Int(0)), &sm66()),
        ["TextureLoad (dx.op.textureLoad.f32), operand 1 (resource): must be a Texture1D, Texture1DArray, Texture2D, Texture2DArray, Texture2DMS, Texture2DMSArray or Texture3D handle, found an SRV TextureCube handle"]
    );
}

#[test]
fn stored_values_follow_the_write_mask() {
    let store = |mask: i64, values: [ValueFacts; 4]| {
        let mut parameters = vec![handle(uav(ResourceKind::Texture1D))];
        parameters.extend(ints([Variable, Undef, Undef]));
        parameters.extend(floats(values));
        parameters.push(operand(IrType::Scalar(ScalarType::I8), Int(mask)));
        call(OpCode::TextureStore, Some(Overload::F32), parameters)
    };
    assert_eq!(
        messages(&store(1, [Variable, Undef, Undef, Undef]), &sm66()),
        Vec::<String>::new()
    );
    assert_eq!(
        messages(&store(5, [Variable, Undef, Undef, Undef]), &sm66()),
        ["TextureStore (dx.op.textureStore.f32), operand 7 (value 2): must not be undef: write mask 5 writes component 2"]
    );
    assert_eq!(
        messages(&store(16, [Variable, Variable, Variable, Variable]), &sm66()),
        ["TextureStore (dx.op.textureStore.f32), operand 9 (write mask): must be in [1, 15], found 16"]
    );
}

#[test]
fn samplers_are_checked_by_class_and_mode() {
    let lod = |module: &ModuleFacts| {
        let mut parameters = vec![handle(srv(ResourceKind::Texture2D)), handle(sampler(true))];
        parameters.extend(floats([Variable, Variable, Undef]));
        parameters.push(operand(IrType::Scalar(ScalarType::I1), Int(-1)));
        messages(
            &call(OpCode::CalculateLod, Some(Overload::F32), parameters),
            module,
        )
    };
    assert_eq!(
        lod(&sm66()),
        ["CalculateLOD (dx.op.calculateLOD.f32), operand 2 (sampler): requires shader model 6.8 or newer with a comparison sampler (SamplerComparisonState); the target shader model is 6.6"]
    );
    assert_eq!(lod(&module(8, Stage::Pixel)), Vec::<String>::new());

    let mut call = sample_level(
        srv(ResourceKind::Texture2D),
        [Variable, Variable, Undef, Undef],
        [Undef, Undef, Undef],
    );
    call.operands[2] = handle(uav(ResourceKind::Texture2D));
    assert_eq!(
        messages(&call, &sm66()),
        ["SampleLevel (dx.op.sampleLevel.f32), operand 2 (sampler): must be a Sampler handle, found a UAV Texture2D handle"]
    );
}

#[test]
fn handles_from_6_6_are_annotated() {
    let binding = HandleFacts {
        origin: HandleOrigin::FromBinding,
        class: Some(ResourceClass::Srv),
        kind: None,
        comparison_sampler: None,
    };
    let dimensions = |facts: HandleFacts, mip: ValueFacts| {
        call(
            OpCode::GetDimensions,
            None,
            vec![handle(Some(facts)), operand(I, mip)],
        )
    };
    assert_eq!(
        messages(&dimensions(binding, Int(0)), &sm66()),
        ["GetDimensions (dx.op.getDimensions), operand 1 (resource): must be an annotated handle (dx.op.annotateHandle) from shader model 6.6, found the result of dx.op.createHandleFromBinding"]
    );
    let legacy = HandleFacts {
        origin: HandleOrigin::CreateHandle { record_found: true },
        ..annotated(ResourceClass::Srv, ResourceKind::TypedBuffer)
    };
    assert_eq!(
        messages(&dimensions(legacy, Undef), &module(0, Stage::Pixel)),
        Vec::<String>::new()
    );

    let annotate = |source: Option<HandleFacts>, word0: i64| {
        call(
            OpCode::AnnotateHandle,
            None,
            vec![
                handle(source),
                OperandFacts::new(
                    types::resource_properties(),
                    ValueFacts::Fields(vec![Some(word0), Some(0)]),
                ),
            ],
        )
    };
    assert_eq!(
        messages(&annotate(Some(binding), 2), &sm66()),
        Vec::<String>::new()
    );
    assert_eq!(
        messages(&annotate(None, 2), &sm66()),
        ["AnnotateHandle (dx.op.annotateHandle), operand 1 (resource): must be the result of dx.op.createHandleFromBinding, found <operand 1>"]
    );
    assert_eq!(
        messages(&annotate(Some(binding), 14), &sm66()),
        ["AnnotateHandle (dx.op.annotateHandle), operand 2 (resource properties): the ResourceProperties describe a Sampler resource, but the binding's class is SRV"]
    );
}

#[test]
fn create_handle_needs_its_record() {
    let mut create = call(
        OpCode::CreateHandle,
        None,
        vec![
            operand(IrType::Scalar(ScalarType::I8), Int(1)),
            operand(I, Int(4)),
            operand(I, Variable),
            operand(IrType::Scalar(ScalarType::I1), Int(0)),
        ],
    );
    create.result_handle = Some(HandleFacts {
        origin: HandleOrigin::CreateHandle {
            record_found: false,
        },
        class: Some(ResourceClass::Uav),
        kind: None,
        comparison_sampler: None,
    });
    assert_eq!(
        messages(&create, &module(5, Stage::Compute)),
        ["CreateHandle (dx.op.createHandle), operand 2 (range id): !dx.resources has no UAV record with id 4"]
    );
}

#[test]
fn unknown_shader_models_skip_the_gates() {
    let mut call = sample_level(
        srv(ResourceKind::Texture2D),
        [Variable, Variable, Undef, Undef],
        [Variable, Variable, Undef],
    );
    call.callee = "dx.op.sampleLevel.i16".into();
    call.result = types::res_ret(Overload::I16);
    let unknown = ModuleFacts { target: None };
    assert_eq!(messages(&call, &unknown), Vec::<String>::new());
}

const I8: IrType = IrType::Scalar(ScalarType::I8);

fn cbv() -> Option<HandleFacts> {
    Some(annotated(ResourceClass::Cbv, ResourceKind::CBuffer))
}

/// `RawBufferLoad` (f32) on `resource` with the element offset, mask and alignment.
fn raw_load(
    resource: Option<HandleFacts>,
    offset: ValueFacts,
    mask: ValueFacts,
    alignment: ValueFacts,
) -> CallFacts {
    call(
        OpCode::RawBufferLoad,
        Some(Overload::F32),
        vec![
            handle(resource),
            operand(I, Variable),
            operand(I, offset),
            operand(I8, mask),
            operand(I, alignment),
        ],
    )
}

/// `RawBufferStore` (f32) on `resource` with `values` and `mask`.
fn raw_store(
    resource: Option<HandleFacts>,
    offset: ValueFacts,
    values: [ValueFacts; 4],
    mask: i64,
) -> CallFacts {
    let mut parameters = vec![handle(resource), operand(I, Variable), operand(I, offset)];
    parameters.extend(floats(values));
    parameters.push(operand(I8, Int(mask)));
    parameters.push(operand(I, Int(4)));
    call(OpCode::RawBufferStore, Some(Overload::F32), parameters)
}

#[test]
fn raw_buffer_loads_take_element_offsets_by_kind() {
    let structured = raw_load(srv(ResourceKind::StructuredBuffer), Int(12), Int(7), Int(4));
    assert_eq!(messages(&structured, &sm66()), Vec::<String>::new());
    let byte_address = raw_load(uav(ResourceKind::RawBuffer), Undef, Int(3), Int(4));
    assert_eq!(messages(&byte_address, &sm66()), Vec::<String>::new());
    assert_eq!(
        messages(
            &raw_load(srv(ResourceKind::RawBuffer), Int(0), Int(1), Int(4)),
            &sm66()
        ),
        ["RawBufferLoad (dx.op.rawBufferLoad.f32), operand 3 (element offset): must be undef: a byte-address buffer (RawBuffer) has no element offset: the index is the byte offset"]
    );
    assert_eq!(
        messages(
            &raw_load(srv(ResourceKind::StructuredBuffer), Undef, Int(1), Int(4)),
            &sm66()
        ),
        ["RawBufferLoad (dx.op.rawBufferLoad.f32), operand 3 (element offset): must not be undef: it is the byte offset inside the element of a StructuredBuffer"]
    );
    // Without the kind, the element offset is free (undef or a value), but
    // never poison, which DXIL does not know.
    assert_eq!(
        messages(&raw_load(None, Undef, Int(1), Int(4)), &sm66()),
        Vec::<String>::new()
    );
    assert_eq!(
        messages(&raw_load(None, Poison, Int(1), Int(4)), &sm66()),
        ["RawBufferLoad (dx.op.rawBufferLoad.f32), operand 3 (element offset): is poison, which DXIL does not know: it must be undef"]
    );
}

#[test]
fn raw_buffer_masks_and_alignments_are_immediates() {
    let structured = srv(ResourceKind::StructuredBuffer);
    assert_eq!(
        messages(&raw_load(structured, Int(0), Variable, Int(4)), &sm66()),
        ["RawBufferLoad (dx.op.rawBufferLoad.f32), operand 4 (read mask): must be a constant, found <operand 4>"]
    );
    assert_eq!(
        messages(&raw_load(structured, Int(0), Int(16), Int(4)), &sm66()),
        ["RawBufferLoad (dx.op.rawBufferLoad.f32), operand 4 (read mask): must be in [1, 15], found 16"]
    );
    assert_eq!(
        messages(&raw_load(structured, Int(0), Int(1), Int(3)), &sm66()),
        ["RawBufferLoad (dx.op.rawBufferLoad.f32), operand 5 (alignment): must be a power of two, found 3"]
    );
    assert_eq!(
        messages(&raw_load(structured, Int(0), Int(1), Undef), &sm66()),
        ["RawBufferLoad (dx.op.rawBufferLoad.f32), operand 5 (alignment): must be a constant, not undef"]
    );
}

#[test]
fn raw_buffer_stores_give_exactly_the_masked_values() {
    let rw = uav(ResourceKind::StructuredBuffer);
    assert_eq!(
        messages(
            &raw_store(rw, Int(4), [Variable, Variable, Variable, Undef], 7),
            &sm66()
        ),
        Vec::<String>::new()
    );
    assert_eq!(
        messages(
            &raw_store(rw, Int(4), [Variable, Undef, Variable, Undef], 3),
            &sm66()
        ),
        [
            "RawBufferStore (dx.op.rawBufferStore.f32), operand 5 (value 1): must not be undef: write mask 3 writes component 1",
            "RawBufferStore (dx.op.rawBufferStore.f32), operand 6 (value 2): must be undef: write mask 3 does not write component 2 (the stored values must match the write mask)",
        ]
    );
    // Stores need a writable (UAV) raw or structured buffer.
    assert_eq!(
        messages(
            &raw_store(
                srv(ResourceKind::StructuredBuffer),
                Int(0),
                [Variable, Undef, Undef, Undef],
                1
            ),
            &sm66()
        ),
        ["RawBufferStore (dx.op.rawBufferStore.f32), operand 1 (resource): must be a writable (UAV) ByteAddressBuffer or StructuredBuffer handle, found an SRV StructuredBuffer handle"]
    );
    assert_eq!(
        messages(
            &raw_load(uav(ResourceKind::TypedBuffer), Undef, Int(1), Int(4)),
            &sm66()
        ),
        ["RawBufferLoad (dx.op.rawBufferLoad.f32), operand 1 (resource): must be a ByteAddressBuffer or StructuredBuffer handle, found a UAV Buffer handle"]
    );
}

#[test]
fn raw_buffer_ops_follow_dxil_versions() {
    let load = raw_load(srv(ResourceKind::StructuredBuffer), Int(0), Int(1), Int(4));
    assert_eq!(
        messages(&load, &module(1, Stage::Compute)),
        ["RawBufferLoad (dx.op.rawBufferLoad.f32): requires shader model 6.2 or newer; the target shader model is 6.1"]
    );
    let mut wide = load.clone();
    wide.callee = "dx.op.rawBufferLoad.f64".into();
    wide.result = types::res_ret(Overload::F64);
    wide.operands[5].value = Int(8);
    assert_eq!(
        messages(&wide, &module(2, Stage::Compute)),
        ["RawBufferLoad (dx.op.rawBufferLoad.f64): overload f64 needs shader model 6.3, the module is 6.2"]
    );
    assert_eq!(
        messages(&wide, &module(3, Stage::Compute)),
        Vec::<String>::new()
    );
    // Below 6.2 structured buffers use BufferLoad, with the element offset.
    let legacy = |offset: ValueFacts| {
        call(
            OpCode::BufferLoad,
            Some(Overload::I32),
            vec![
                handle(srv(ResourceKind::StructuredBuffer)),
                operand(I, Variable),
                operand(I, offset),
            ],
        )
    };
    assert_eq!(
        messages(&legacy(Int(8)), &module(1, Stage::Compute)),
        Vec::<String>::new()
    );
    assert_eq!(
        messages(&legacy(Undef), &module(1, Stage::Compute)),
        ["BufferLoad (dx.op.bufferLoad.i32), operand 3 (element offset): must not be undef: it is the byte offset inside the element of a StructuredBuffer"]
    );
    // BufferLoad has no 64-bit overloads.
    let mut wide = legacy(Int(0));
    wide.callee = "dx.op.bufferLoad.i64".into();
    wide.result = types::res_ret(Overload::I64);
    assert_eq!(
        messages(&wide, &module(1, Stage::Compute)),
        ["BufferLoad (dx.op.bufferLoad.i64): overload i64 is not allowed (allowed: f16, f32, i16, i32)"]
    );
}

fn cbuffer_load(resource: Option<HandleFacts>, overload: Overload, row: ValueFacts) -> CallFacts {
    call(
        OpCode::CBufferLoadLegacy,
        Some(overload),
        vec![handle(resource), operand(I, row)],
    )
}

#[test]
fn cbuffer_loads_read_rows_of_cbuffers() {
    for overload in Overload::ALL {
        assert_eq!(
            messages(&cbuffer_load(cbv(), overload, Variable), &sm66()),
            Vec::<String>::new(),
            "{overload:?}"
        );
    }
    assert_eq!(
        messages(
            &cbuffer_load(cbv(), Overload::F32, Undef),
            &module(0, Stage::Pixel)
        ),
        ["CBufferLoadLegacy (dx.op.cbufferLoadLegacy.f32), operand 2 (row): must not be undef: CBufferLoadLegacy needs a row"]
    );
    assert_eq!(
        messages(
            &cbuffer_load(srv(ResourceKind::StructuredBuffer), Overload::F32, Int(0)),
            &sm66()
        ),
        ["CBufferLoadLegacy (dx.op.cbufferLoadLegacy.f32), operand 1 (resource): must be a cbuffer handle, found an SRV StructuredBuffer handle"]
    );
    // A CBV is no buffer for the raw ops.
    assert_eq!(
        messages(&raw_load(cbv(), Undef, Int(1), Int(4)), &sm66()),
        ["RawBufferLoad (dx.op.rawBufferLoad.f32), operand 1 (resource): must be a ByteAddressBuffer or StructuredBuffer handle, found a CBV handle"]
    );
    // The 16-bit rows have eight fields and a .8 name.
    let mut half = cbuffer_load(cbv(), Overload::F16, Int(1));
    half.result = TypeFacts::named_struct(
        "dx.types.CBufRet.f16",
        vec![IrType::Scalar(ScalarType::F16); 4],
    );
    assert_eq!(
        messages(&half, &sm66()),
        ["CBufferLoadLegacy (dx.op.cbufferLoadLegacy.f16): the result must be %dx.types.CBufRet.f16.8 = type { half, half, half, half, half, half, half, half }, found %dx.types.CBufRet.f16 = type { half, half, half, half }"]
    );
    let mut unnamed = cbuffer_load(cbv(), Overload::F32, Int(1));
    unnamed.result = TypeFacts::Ir(IrType::F32);
    assert_eq!(
        messages(&unnamed, &sm66()),
        ["CBufferLoadLegacy (dx.op.cbufferLoadLegacy.f32): the result must be %dx.types.CBufRet.<f16|f32|i16|i32|f64|i64> (one 16-byte row of T; .8 for 16-bit T), found float"]
    );
}
