//! Tests of the raw-buffer, structured-buffer and cbuffer lowering on parsed
//! modules: what the analyses read (pieces, offsets, rows, layouts), what the
//! pass leaves behind, and that a rejected module is not changed.

use inkwell::context::Context;
use inkwell::memory_buffer::MemoryBuffer;
use pretty_assertions::assert_eq;

use super::cbuffers::analyse_cbuffers;
use super::raw_buffers::{analyse_raw_buffer_access, RawContext, RawUseKind};
use super::resources::{record_layout, RecordLayout};
use super::DxilLowering;
use crate::dxil::ops::Overload;
use crate::llvm::{CallSite, DataLayout, ModuleView};
use crate::pass::{ModulePass, PassError};
use crate::resource_types::{decode_handle_type, ResourceKind};
use crate::target::{DxilTarget, ShaderModel, Stage};

/// A use's kind, its pieces (offset, lanes, overload) and its variable terms.
type UseSummary = (RawUseKind, Vec<(i64, u32, Overload)>, usize);
/// A cbuffer leaf's path and (row, field) components.
type LeafSummary = (Vec<u32>, Vec<(u32, u32)>);
/// A cbuffer load's offset, overload, (row, field) components and creation.
type LoadSummary = (u64, Overload, Vec<(u32, u32)>, usize);

const DATA_LAYOUT: &str = "target datalayout = \"e-m:e-p:32:32-i1:32-i8:8-i16:16-i32:32-i64:64-f16:16-f32:32-f64:64-n8:16:32:64-v48:16:16-v96:32:32-v192:64:64\"";

/// Runs `test` on the module parsed from `ir` (the DXIL data layout prepended).
fn with_module(ir: &str, test: impl FnOnce(ModuleView<'_>)) {
    let context = Context::create();
    let text = format!("{DATA_LAYOUT}\n{ir}");
    let buffer = MemoryBuffer::create_from_memory_range_copy(text.as_bytes(), "test");
    let module = context
        .create_module_from_ir(buffer)
        .unwrap_or_else(|error| panic!("{error}"));
    test(unsafe { ModuleView::from_raw(module.as_mut_ptr()) });
}

/// The calls to functions whose name starts with `prefix`, in order.
fn calls<'m>(module: ModuleView<'m>, prefix: &str) -> Vec<CallSite<'m>> {
    module
        .functions()
        .filter(|function| !function.is_declaration())
        .flat_map(|function| function.instructions())
        .filter_map(|instruction| instruction.as_call())
        .filter(|call| call.callee_name_starts_with(prefix))
        .collect()
}

fn printed(module: ModuleView<'_>) -> String {
    module.printed()
}

const STRUCTURED: &str = r#"
target triple = "dxil-pc-shadermodel6.6-compute"
%S = type { float, <3 x float>, [2 x i32], <8 x half> }
@n = private constant [2 x i8] c"B\00"
define void @main(i32 %i, i32 %j, %S %s) {
  %h = call target("dx.RawBuffer", %S, 1, 0) @llvm.dx.resource.handlefrombinding.tdx.RawBuffer_s_Sst_1_0t(i32 0, i32 0, i32 1, i32 0, ptr @n)
  %p = call ptr @llvm.dx.resource.getpointer.p0.tdx.RawBuffer_s_Sst_1_0t(target("dx.RawBuffer", %S, 1, 0) %h, i32 %i)
  %whole = load %S, ptr %p, align 4
  %pj = getelementptr inbounds %S, ptr %p, i32 0, i32 2, i32 %j
  store i32 7, ptr %pj, align 4
  %ph = getelementptr inbounds i8, ptr %p, i32 32
  store <8 x half> zeroinitializer, ptr %ph, align 2
  ret void
}
declare target("dx.RawBuffer", %S, 1, 0) @llvm.dx.resource.handlefrombinding.tdx.RawBuffer_s_Sst_1_0t(i32, i32, i32, i32, ptr)
declare ptr @llvm.dx.resource.getpointer.p0.tdx.RawBuffer_s_Sst_1_0t(target("dx.RawBuffer", %S, 1, 0), i32)
"#;

#[test]
fn structured_accesses_split_into_pieces_of_four_components() {
    with_module(STRUCTURED, |module| {
        let get_pointer = calls(module, "llvm.dx.resource.getpointer")[0];
        let handle = decode_handle_type(&get_pointer.argument_types()[0]).unwrap();
        assert_eq!(handle.kind, ResourceKind::StructuredBuffer);
        let context = RawContext {
            layout: DataLayout::of(module),
            target: DxilTarget {
                shader_model: ShaderModel::six(6),
                stage: Stage::Compute,
            },
            handle: &handle,
        };
        let access = analyse_raw_buffer_access(get_pointer, 3, &context).unwrap();
        assert!(access.structured);
        assert_eq!(access.creation, 3);
        assert_eq!(access.element_pointers.len(), 2);
        // Uses are read per pointer: the element pointer's own users, then
        // those of its GEPs (the last one first).
        let summary: Vec<UseSummary> = access
            .uses
            .iter()
            .map(|raw_use| {
                (
                    raw_use.kind,
                    raw_use
                        .pieces
                        .iter()
                        .map(|piece| (piece.offset, piece.lanes, piece.overload))
                        .collect(),
                    raw_use.variable_offset.len(),
                )
            })
            .collect();
        assert_eq!(
            summary,
            vec![
                // %whole: a 0, b 4 (3 lanes), c[0] 16, c[1] 20, d 32 (8 halves: 2 ops).
                (
                    RawUseKind::Load,
                    vec![
                        (0, 1, Overload::F32),
                        (4, 3, Overload::F32),
                        (16, 1, Overload::I32),
                        (20, 1, Overload::I32),
                        (32, 4, Overload::F16),
                        (40, 4, Overload::F16),
                    ],
                    0
                ),
                // c[j] = 7: 16 + j * 4.
                (RawUseKind::Store, vec![(16, 1, Overload::I32)], 1),
                // The <8 x half> store at 32.
                (
                    RawUseKind::Store,
                    vec![(32, 4, Overload::F16), (40, 4, Overload::F16)],
                    0
                ),
            ]
        );
        assert_eq!(access.uses[0].leaves.len(), 5);
        assert_eq!(access.uses[0].leaves[3].path, vec![2, 1]);
        assert_eq!(access.uses[0].pieces[5].first_lane, 4);
        assert_eq!(access.uses[1].variable_offset[0].scale, 4);
        // Below SM 6.3 nothing here is 64-bit, so 6.2 reads the same; a
        // read-only handle rejects the stores.
        let read_only = crate::resource_types::HandleType {
            writable: false,
            ..handle.clone()
        };
        let context = RawContext {
            handle: &read_only,
            ..context
        };
        let (at, message) = analyse_raw_buffer_access(get_pointer, 0, &context).unwrap_err();
        assert_eq!(
            crate::llvm::printed_value(at),
            "store i32 7, ptr %pj, align 4"
        );
        assert_eq!(
            message.to_string(),
            "cannot lower this access to the StructuredBuffer<S>: it stores to a read-only (SRV) buffer; only RW buffers are writable"
        );
    });
}

#[test]
fn record_layouts_follow_the_data_layout() {
    with_module(STRUCTURED, |module| {
        let creation = calls(module, "llvm.dx.resource.handlefrombinding")[0];
        let layout = DataLayout::of(module);
        let raw = creation.instruction().as_raw();
        match record_layout(ResourceKind::StructuredBuffer, raw, &layout) {
            // a 0, b 4..16, c 16..24, d 32..48 (<8 x half> aligned to 16);
            // the largest scalar has 4 bytes.
            RecordLayout::Structured {
                stride,
                alignment_log2,
                ..
            } => assert_eq!((stride, alignment_log2), (48, 2)),
            other => panic!("{other:?}"),
        }
        assert_eq!(
            record_layout(ResourceKind::RawBuffer, raw, &layout),
            RecordLayout::Plain
        );
    });
}

const CBUFFER: &str = r#"
target triple = "dxil-pc-shadermodel6.6-compute"
%__cblayout_P = type <{ float, target("dx.Padding", 12), <4 x float>, double, <2 x half> }>
@P.cb = global target("dx.CBuffer", %__cblayout_P) poison
@a = external addrspace(2) global float
@v = external addrspace(2) global <4 x float>
@h = external addrspace(2) global <2 x half>
@P.str = private constant [2 x i8] c"P\00"
@out = global float 0.0
define void @main() {
entry:
  %c = call target("dx.CBuffer", %__cblayout_P) @llvm.dx.resource.handlefrombinding.tdx.CBuffer_s___cblayout_Pst(i32 0, i32 0, i32 1, i32 0, ptr @P.str)
  store target("dx.CBuffer", %__cblayout_P) %c, ptr @P.cb
  %a = load float, ptr addrspace(2) @a
  %vz = load float, ptr addrspace(2) getelementptr (i8, ptr addrspace(2) @v, i32 8)
  %h = load <2 x half>, ptr addrspace(2) @h
  %s = fadd float %a, %vz
  store float %s, ptr @out
  ret void
}
declare target("dx.CBuffer", %__cblayout_P) @llvm.dx.resource.handlefrombinding.tdx.CBuffer_s___cblayout_Pst(i32, i32, i32, i32, ptr)
!hlsl.cbs = !{!0}
!0 = !{ptr @P.cb, ptr addrspace(2) @a, ptr addrspace(2) @v, null, ptr addrspace(2) @h}
"#;

#[test]
fn cbuffer_members_are_read_at_their_layout_offsets() {
    with_module(CBUFFER, |module| {
        let creation = calls(module, "llvm.dx.resource.handlefrombinding")[0];
        let creations = [(creation.instruction().as_raw(), 5usize)]
            .into_iter()
            .collect();
        let (plan, problems) = analyse_cbuffers(
            module,
            &DataLayout::of(module),
            &creations,
            DxilTarget::parse("dxil-pc-shadermodel6.6-compute").unwrap(),
        );
        assert!(problems.is_empty());
        assert!(plan.has_metadata);
        assert_eq!(plan.handle_stores.len(), 1);
        // The handle global and the three named members.
        assert_eq!(plan.globals.len(), 4);
        let loads: Vec<LoadSummary> = plan
            .loads
            .iter()
            .map(|load| {
                let leaf = &load.leaves[0];
                (leaf.offset, leaf.overload, leaf.components(), load.creation)
            })
            .collect();
        assert_eq!(
            loads,
            vec![
                (0, Overload::F32, vec![(0, 0)], 5),
                // v at 16, .z at 24: row 1 field 2.
                (24, Overload::F32, vec![(1, 2)], 5),
                // The double at 32 is null in !hlsl.cbs; h at 40: row 2,
                // fields 4 and 5 of the eight-field row.
                (40, Overload::F16, vec![(2, 4), (2, 5)], 5),
            ]
        );
    });
}

#[test]
fn lowering_removes_the_cbuffer_globals_and_metadata() {
    with_module(CBUFFER, |module| {
        if let Err(error) = DxilLowering.run(module) {
            panic!("{error}");
        }
        assert_eq!(module.named_metadata("hlsl.cbs", 1), None);
        let text = printed(module);
        for gone in ["addrspace(2)", "@P.cb", "dx.CBuffer", "llvm.dx."] {
            assert!(!text.contains(gone), "{gone} in\n{text}");
        }
        assert!(text.contains(
            "call %dx.types.CBufRet.f16.8 @dx.op.cbufferLoadLegacy.f16(i32 59, %dx.types.Handle %c, i32 2)"
        ));
        assert!(text.contains("%dx.types.ResourceProperties { i32 13, i32 44 }"));
        assert!(text.contains("!{i32 0, ptr @P, !\"P\", i32 0, i32 0, i32 1, i32 44, null}"));
    });
}

#[test]
fn rejected_modules_are_not_changed() {
    // A 64-bit structured-buffer load below SM 6.3, next to a cbuffer read.
    let ir = CBUFFER.replace("shadermodel6.6", "shadermodel6.2").replace(
        "  ret void\n}",
        "  %b = call target(\"dx.RawBuffer\", double, 0, 0) @llvm.dx.resource.handlefrombinding.tdx.RawBuffer_f64_0_0t(i32 0, i32 0, i32 1, i32 0, ptr @P.str)\n  %bp = call ptr @llvm.dx.resource.getpointer.p0.tdx.RawBuffer_f64_0_0t(target(\"dx.RawBuffer\", double, 0, 0) %b, i32 0)\n  %bd = load double, ptr %bp\n  ret void\n}\ndeclare target(\"dx.RawBuffer\", double, 0, 0) @llvm.dx.resource.handlefrombinding.tdx.RawBuffer_f64_0_0t(i32, i32, i32, i32, ptr)\ndeclare ptr @llvm.dx.resource.getpointer.p0.tdx.RawBuffer_f64_0_0t(target(\"dx.RawBuffer\", double, 0, 0), i32)",
    );
    with_module(&ir, |module| {
        let before = printed(module);
        let Err(PassError::Rejected { diagnostics, .. }) = DxilLowering.run(module) else {
            panic!("the module must be rejected");
        };
        assert_eq!(diagnostics.len(), 1);
        assert_eq!(
            diagnostics[0].instruction,
            "%bd = load double, ptr %bp, align 8"
        );
        assert!(diagnostics[0].message.ends_with(
            "64-bit raw buffer accesses need shader model 6.3 or newer; the module targets 6.2"
        ));
        assert_eq!(printed(module), before);
    });
}

const CBUFFER_AGGREGATES: &str = r#"
target triple = "dxil-pc-shadermodel6.6-compute"
%W = type <{ [2 x <{ float, target("dx.Padding", 12) }>], float }>
%L = type <{ <3 x float>, float }>
%__cblayout_A = type <{ %W, target("dx.Padding", 12), %L }>
@A.cb = global target("dx.CBuffer", %__cblayout_A) poison
@w = external addrspace(2) global %W
@light = external addrspace(2) global %L
@A.str = private constant [2 x i8] c"A\00"
@out = global float 0.0
@out.l = global %L zeroinitializer
define void @main(i32 %i) {
entry:
  %c = call target("dx.CBuffer", %__cblayout_A) @llvm.dx.resource.handlefrombinding.tdx.CBuffer_s___cblayout_Ast(i32 0, i32 0, i32 1, i32 0, ptr @A.str)
  store target("dx.CBuffer", %__cblayout_A) %c, ptr @A.cb
  %pi = getelementptr inbounds %W, ptr addrspace(2) @w, i32 0, i32 0, i32 %i
  %wi = load float, ptr addrspace(2) %pi
  store float %wi, ptr @out
  %l = load %L, ptr addrspace(2) @light
  store %L %l, ptr @out.l
  ret void
}
declare target("dx.CBuffer", %__cblayout_A) @llvm.dx.resource.handlefrombinding.tdx.CBuffer_s___cblayout_Ast(i32, i32, i32, i32, ptr)
!hlsl.cbs = !{!0}
!0 = !{ptr @A.cb, ptr addrspace(2) @w, ptr addrspace(2) @light}
"#;

#[test]
fn cbuffer_arrays_take_variable_rows_and_aggregates_their_leaves() {
    with_module(CBUFFER_AGGREGATES, |module| {
        // w: 36 bytes (two padded elements and a float), light at 48.
        let creation = calls(module, "llvm.dx.resource.handlefrombinding")[0];
        let creations = [(creation.instruction().as_raw(), 0usize)]
            .into_iter()
            .collect();
        let (plan, problems) = analyse_cbuffers(
            module,
            &DataLayout::of(module),
            &creations,
            DxilTarget::parse("dxil-pc-shadermodel6.6-compute").unwrap(),
        );
        assert!(problems.is_empty());
        let [indexed, light] = &plan.loads[..] else {
            panic!("two loads expected, found {}", plan.loads.len());
        };
        assert_eq!(indexed.leaves[0].components(), vec![(0, 0)]);
        assert_eq!(indexed.variable_rows.len(), 1);
        assert_eq!(indexed.variable_rows[0].scale, 1);
        let leaves: Vec<LeafSummary> = light
            .leaves
            .iter()
            .map(|leaf| (leaf.path.clone(), leaf.components()))
            .collect();
        assert_eq!(
            leaves,
            vec![
                (vec![0], vec![(3, 0), (3, 1), (3, 2)]),
                (vec![1], vec![(3, 3)])
            ]
        );
        if let Err(error) = DxilLowering.run(module) {
            panic!("{error}");
        }
        let text = printed(module);
        // Row %i of the array; row 3 once for both leaves of light.
        assert!(
            text.contains("call %dx.types.CBufRet.f32 @dx.op.cbufferLoadLegacy.f32(i32 59, %dx.types.Handle %c, i32 %i)"),
            "{text}"
        );
        assert_eq!(
            text.matches("i32 59, %dx.types.Handle %c, i32 3)").count(),
            1,
            "{text}"
        );
        assert!(text.contains("insertvalue %L"), "{text}");
    });
}
