//! The SPIR-V back half, from LLVM IR with `llvm.spv.*` intrinsics to a
//! Vulkan SPIR-V binary, in-process: LLVM's preparation pipeline and the
//! `texel-spirv` pass, the preparation pipeline again, the last IR rewrites
//! (choices between pointers, [`renormalise_typed_buffers`], wide vectors,
//! the control-flow passes), texel's SPIR-V writer ([`crate::spirv::writer`]),
//! then the finalizer. With [`SpirvBackend::Llvm`] LLVM's SPIR-V target
//! ([`crate::spirv::llvm_target`], after [`canonicalise_local_array_accesses`])
//! writes the binary instead. The `texel` crate offers it to embedders as
//! `texel::spirv` (`emit_spirv`).
//!
//! This module only puts the steps in order and checks the binary between
//! them; each step lives in its own module.

use inkwell::module::Module;
use thiserror::Error;

use rspirv::binary::Assemble;

use crate::llvm::snapshot::ModuleSnapshot;
use crate::llvm::{has_vectors_wider_than, run_llvm_pipeline, sink_pointer_choices, ModuleView};
use crate::pass::{run_module_pass, PassError};
use crate::spirv::finalizer::finalize_module;
use crate::spirv::finalizer::{
    finalize_spirv_with, DerivativeExtension, FinalizeError, FinalizeOptions,
};
use crate::spirv::llvm_target::{emit_spirv_binary, prepare_for_spirv_target, EmitError};
use crate::spirv::local_arrays::canonicalise_local_array_accesses;
use crate::spirv::lowering::{renormalise_typed_buffers, SpirvLowering};
use crate::spirv::signed_images::signed_image_bindings;
use crate::spirv::writer::{write_module, WriterError, WriterOptions};
use crate::target::VulkanTarget;

/// The texel pass that hides image operations behind marker calls.
pub const SPIRV_PASS: &str = "texel-spirv";

/// SPIR-V's magic number, the first word of every module.
pub const SPIRV_MAGIC: u32 = 0x0723_0203;

/// Why a module could not be turned into SPIR-V.
#[derive(Debug, Error)]
pub enum SpirvError {
    #[error(transparent)]
    Pass(#[from] PassError),

    #[error(transparent)]
    Emit(#[from] EmitError),

    #[error(transparent)]
    Finalize(#[from] FinalizeError),

    #[error("LLVM's SPIR-V target wrote {length} bytes that are not a SPIR-V module: {reason}")]
    MalformedBinary { length: usize, reason: String },

    #[error(transparent)]
    Writer(#[from] WriterError),

    #[error("the LLVM pipeline '{pipeline}' failed: {message}")]
    Pipeline { pipeline: String, message: String },
}

/// Which code generator turns the lowered IR into SPIR-V.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub enum SpirvBackend {
    /// texel's own SPIR-V writer ([`crate::spirv::writer`]).
    #[default]
    Writer,
    /// LLVM 22's SPIR-V target, kept for differential testing.
    Llvm,
}

/// The LLVM passes that shape the control flow for the writer's structured
/// control flow: switches to branches, reducible loops with one exit each.
/// The writer's planner structures what such a program's CFG usually is.
pub const CONTROL_FLOW_PIPELINE: &str =
    "function(lower-switch,fix-irreducible,loop-simplify,unify-loop-exits)";

/// Splits vectors into scalars (dynamic lane accesses become selects), for a
/// module that has vectors wider than SPIR-V's four lanes.
pub const SCALARIZE_PIPELINE: &str = "function(scalarizer<load-store;variable-insert-extract>)";

/// What runs when the planner finds no structured form for a function (gotos
/// out of nested constructs that optimisations made): one return, then
/// `structurizecfg`'s single-entry single-exit regions (guard flags where
/// needed), which the planner always structures.
pub const STRUCTURIZE_PIPELINE: &str =
    "function(mergereturn,fix-irreducible,loop-simplify,unify-loop-exits,structurizecfg)";

/// Compiles `module` to a SPIR-V binary: LLVM's preparation pipeline and the
/// `texel-spirv` pass, the preparation pipeline again (for what the pass
/// left), LLVM's SPIR-V target, then the finalizer. The
/// module is changed in place (code generation rewrites it), so use it for
/// nothing else afterwards.
pub fn emit_spirv(module: &Module<'_>) -> Result<Vec<u8>, SpirvError> {
    emit_spirv_with(module, &SpirvOptions::default())
}

/// Choices of the SPIR-V path.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct SpirvOptions {
    /// Which extension declares compute-shader derivative groups.
    pub derivative_extension: DerivativeExtension,
    /// Which code generator writes the SPIR-V.
    pub backend: SpirvBackend,
}

/// [`emit_spirv`] with explicit options.
pub fn emit_spirv_with(module: &Module<'_>, options: &SpirvOptions) -> Result<Vec<u8>, SpirvError> {
    // SAFETY: the module is alive for the duration of the borrow and nobody else
    // uses it while texel and LLVM rewrite it.
    let view = unsafe { ModuleView::from_raw(module.as_mut_ptr()) };
    if options.backend == SpirvBackend::Llvm {
        // LLVM's target needs LLVM's process-wide options (see
        // `TEXEL_LLVM_OPTIONS`); texel's writer needs none.
        crate::llvm::configure_llvm_options();
    }
    // texel-spirv needs handles as SSA values too (clang's -O0 output keeps
    // them in allocas and globals); on optimised IR this is nearly free.
    prepare_for_spirv_target(view)?;
    sink_pointer_choices(view);
    run_module_pass(&SpirvLowering, view)?;
    prepare_for_spirv_target(view)?;
    // The second preparation may have made new choices between pointers
    // (it merges the loads of the first rewrite back into one).
    sink_pointer_choices(view);
    renormalise_typed_buffers(view)?;
    // Read before code generation, which rewrites the module.
    let signed_image_bindings = signed_image_bindings(view);
    let finalize_options = FinalizeOptions {
        derivative_extension: options.derivative_extension,
        signed_image_bindings,
    };
    if options.backend == SpirvBackend::Llvm {
        // Typed GEPs of local arrays: LLVM's target crashes on byte offsets.
        canonicalise_local_array_accesses(view);
        let bytes = emit_spirv_binary(view)?;
        let words = finalize_spirv_with(&words_of(&bytes)?, &finalize_options)?;
        return Ok(bytes_of(&words));
    }
    let run = |pipeline: &str| {
        run_llvm_pipeline(view, pipeline, std::ptr::null_mut()).map_err(|message| {
            SpirvError::Pipeline {
                pipeline: pipeline.to_string(),
                message,
            }
        })
    };
    // SROA keeps small arrays indexed at run time in vectors (`int a[8]` as
    // `<8 x i32>`), which SPIR-V shaders cannot hold: split them.
    if has_vectors_wider_than(view, 4) {
        run(SCALARIZE_PIPELINE)?;
    }
    run(CONTROL_FLOW_PIPELINE)?;
    // The writer returns an error for every input it cannot write; an
    // indexing mistake of its own becomes an internal error, never a panic
    // in the embedding program.
    let write = || {
        let snapshot = ModuleSnapshot::of(view);
        let writer_options = WriterOptions {
            version: spirv_version_of(&snapshot.triple),
        };
        std::panic::catch_unwind(std::panic::AssertUnwindSafe(|| {
            write_module(&snapshot, &writer_options)
        }))
        .unwrap_or_else(|payload| {
            Err(WriterError::module(format!(
                "internal error: {}",
                crate::pass::panic_message(payload.as_ref())
            )))
        })
    };
    let mut module = match write() {
        Err(error) if error.is_control_flow() => {
            run(STRUCTURIZE_PIPELINE)?;
            write()?
        }
        written => written?,
    };
    finalize_module(&mut module, &finalize_options)?;
    Ok(bytes_of(&module.assemble()))
}

/// The SPIR-V version to write for a triple: the one its architecture names
/// (`spirv1.5-…`), else the one its Vulkan environment guarantees, else 1.6.
fn spirv_version_of(triple: &str) -> (u8, u8) {
    let Ok(target) = VulkanTarget::parse(triple) else {
        return (1, 6);
    };
    let version = target
        .spirv_version
        .or_else(|| {
            target
                .environment
                .map(|environment| environment.spirv_version())
        })
        .unwrap_or(crate::target::SpirvVersion::new(1, 6));
    (version.major as u8, version.minor as u8)
}

/// The little-endian words of a SPIR-V binary, checking length and magic.
fn words_of(bytes: &[u8]) -> Result<Vec<u32>, SpirvError> {
    let malformed = |reason: &str| SpirvError::MalformedBinary {
        length: bytes.len(),
        reason: reason.to_string(),
    };
    if bytes.len() % 4 != 0 {
        return Err(malformed("the length is not a multiple of 4"));
    }
    let words: Vec<u32> = bytes
        .chunks_exact(4)
        .map(|chunk| u32::from_le_bytes([chunk[0], chunk[1], chunk[2], chunk[3]]))
        .collect();
    if words.len() < 5 {
        return Err(malformed("shorter than the 5-word header"));
    }
    if words[0] != SPIRV_MAGIC {
        return Err(malformed(&format!(
            "the first word is {:#010x}, not the magic {SPIRV_MAGIC:#010x}",
            words[0]
        )));
    }
    Ok(words)
}

fn bytes_of(words: &[u32]) -> Vec<u8> {
    words.iter().flat_map(|word| word.to_le_bytes()).collect()
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::pass::ModulePass;
    use inkwell::context::Context;
    use inkwell::memory_buffer::MemoryBuffer;

    /// A compute shader in the shape of clang's `-O0` output: `optnone`, and the
    /// texture handle stored to and reloaded from an alloca before the sample.
    const SAMPLE_AT_O0: &str = r#"
target triple = "spirv-unknown-vulkan1.3-compute"

@T.name = private unnamed_addr constant [2 x i8] c"T\00"
@S.name = private unnamed_addr constant [2 x i8] c"S\00"
@Out.name = private unnamed_addr constant [4 x i8] c"Out\00"

define void @main() #0 {
entry:
  %slot = alloca target("spirv.Image", float, 1, 2, 0, 0, 1, 0)
  %t = call target("spirv.Image", float, 1, 2, 0, 0, 1, 0) @llvm.spv.resource.handlefrombinding.tspirv.Image_f32_1_2_0_0_1_0t(i32 0, i32 0, i32 1, i32 0, ptr @T.name)
  store target("spirv.Image", float, 1, 2, 0, 0, 1, 0) %t, ptr %slot
  %t2 = load target("spirv.Image", float, 1, 2, 0, 0, 1, 0), ptr %slot
  %s = call target("spirv.Sampler") @llvm.spv.resource.handlefrombinding.tspirv.Samplert(i32 0, i32 1, i32 1, i32 0, ptr @S.name)
  %o = call target("spirv.Image", float, 5, 2, 0, 0, 2, 1) @llvm.spv.resource.handlefrombinding.tspirv.Image_f32_5_2_0_0_2_1t(i32 0, i32 2, i32 1, i32 0, ptr @Out.name)
  %id = call i32 @llvm.spv.thread.id.i32(i32 0)
  %f = uitofp i32 %id to float
  %uv0 = insertelement <2 x float> poison, float %f, i32 0
  %uv = insertelement <2 x float> %uv0, float 0.5, i32 1
  %v = call <4 x float> @llvm.spv.resource.samplelevel.v4f32.tspirv.Image_f32_1_2_0_0_1_0t.tspirv.Samplert.v2f32.v2i32(target("spirv.Image", float, 1, 2, 0, 0, 1, 0) %t2, target("spirv.Sampler") %s, <2 x float> %uv, float 0.0, <2 x i32> zeroinitializer)
  %p = call ptr addrspace(11) @llvm.spv.resource.getpointer.p11.tspirv.Image_f32_5_2_0_0_2_1t(target("spirv.Image", float, 5, 2, 0, 0, 2, 1) %o, i32 %id)
  store <4 x float> %v, ptr addrspace(11) %p, align 16
  ret void
}

declare i32 @llvm.spv.thread.id.i32(i32)
declare target("spirv.Image", float, 1, 2, 0, 0, 1, 0) @llvm.spv.resource.handlefrombinding.tspirv.Image_f32_1_2_0_0_1_0t(i32, i32, i32, i32, ptr)
declare target("spirv.Sampler") @llvm.spv.resource.handlefrombinding.tspirv.Samplert(i32, i32, i32, i32, ptr)
declare target("spirv.Image", float, 5, 2, 0, 0, 2, 1) @llvm.spv.resource.handlefrombinding.tspirv.Image_f32_5_2_0_0_2_1t(i32, i32, i32, i32, ptr)
declare <4 x float> @llvm.spv.resource.samplelevel.v4f32.tspirv.Image_f32_1_2_0_0_1_0t.tspirv.Samplert.v2f32.v2i32(target("spirv.Image", float, 1, 2, 0, 0, 1, 0), target("spirv.Sampler"), <2 x float>, float, <2 x i32>)
declare ptr addrspace(11) @llvm.spv.resource.getpointer.p11.tspirv.Image_f32_5_2_0_0_2_1t(target("spirv.Image", float, 5, 2, 0, 0, 2, 1), i32)

attributes #0 = { noinline optnone "hlsl.numthreads"="4,1,1" "hlsl.shader"="compute" }
"#;

    fn parse<'c>(context: &'c Context, text: &str) -> Module<'c> {
        let buffer = MemoryBuffer::create_from_memory_range_copy(text.as_bytes(), "test.ll");
        context.create_module_from_ir(buffer).unwrap()
    }

    #[test]
    fn unoptimised_texture_ir_compiles_to_spirv() {
        let context = Context::create();
        let module = parse(&context, SAMPLE_AT_O0);
        let bytes = emit_spirv(&module).unwrap();
        assert_eq!(words_of(&bytes).unwrap()[0], SPIRV_MAGIC);
    }

    #[test]
    fn a_dxil_module_is_rejected_naming_its_triple() {
        let context = Context::create();
        let module = context.create_module("dx");
        module.set_triple(&inkwell::targets::TargetTriple::create(
            "dxil-pc-shadermodel6.6-compute",
        ));
        // Rejected by texel-spirv, before the emitter sees it.
        let message = emit_spirv(&module).unwrap_err().to_string();
        assert!(
            message.contains("'dxil-pc-shadermodel6.6-compute'"),
            "{message}"
        );
        assert!(message.contains("spirv-unknown-vulkan1.3-"), "{message}");
    }

    #[test]
    fn the_pass_is_the_registered_texel_spirv() {
        assert_eq!(SpirvLowering.name(), SPIRV_PASS);
        assert!(crate::pass::find_pass(SPIRV_PASS).is_some());
    }

    #[test]
    fn words_and_bytes_round_trip() {
        let words = vec![SPIRV_MAGIC, 0x0001_0600, 0x002b_0016, 9, 0];
        assert_eq!(words_of(&bytes_of(&words)).unwrap(), words);
    }

    #[test]
    fn malformed_binaries_are_reported() {
        assert!(words_of(&[3, 2, 35])
            .unwrap_err()
            .to_string()
            .contains("multiple of 4"));
        assert!(words_of(&[0; 20])
            .unwrap_err()
            .to_string()
            .contains("not the magic 0x07230203"));
        assert!(words_of(&bytes_of(&[SPIRV_MAGIC]))
            .unwrap_err()
            .to_string()
            .contains("5-word header"));
    }
}
