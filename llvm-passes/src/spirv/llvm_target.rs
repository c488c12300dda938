//! In-process SPIR-V emission through LLVM 22's own SPIR-V target, as `llc`
//! would do it.
//!
//! Two steps, in this order:
//! 1. [`prepare_for_spirv_target`] runs LLVM's `default<O1>` pipeline so that
//!    resource handles are plain SSA values (the SPIR-V target aborts on IR that
//!    keeps handles in memory, as clang's `-O0` output does), then turns
//!    switches into branches ([`PREPARE_PIPELINE`]);
//! 2. [`emit_spirv_binary`] verifies the module and writes a SPIR-V object file
//!    to memory with a TargetMachine for the module's `spirv*` triple — for
//!    SPIR-V 1.5 ([`spirv_1_5_triple`]) when a texel-buffer array is indexed
//!    dynamically ([`indexes_texel_buffer_arrays_dynamically`]) — one code
//!    generation at a time in the process.
//!
//! The SPIR-V target aborts the process on input it does not support; that
//! cannot be caught, so callers keep to this pipeline. Code generation also
//! rewrites the module in place (LLVM's codegen IR passes run on it), so emit
//! from a module that is not needed afterwards.
//!
//! This module knows LLVM's C API for targets and pipelines and no SPIR-V
//! encodings. To find dynamically indexed texel-buffer arrays it asks the
//! intrinsic catalogue which calls create handles and which operand is their
//! index, and reads the Dim parameter of `spirv.Image`.

use std::ptr;
use std::sync::Mutex;

use thiserror::Error;

use crate::catalogue::{recognise, IntrinsicId, OperandRole};
use crate::ir_type::IrType;
use crate::llvm::{
    initialize_spirv_target, is_constant, run_llvm_pipeline, verify_module, IrBuilder, ModuleView,
    TargetMachine, TargetMachineError,
};
use crate::target::{Api, SpirvVersion, VulkanTarget};

/// The LLVM pipeline [`prepare_for_spirv_target`] runs. `default<O1>` and not
/// just SROA + mem2reg + instcombine + early-cse: clang's `-O0` output keeps
/// each handle in an internal global (`@_ZL2In`), which only GlobalOpt turns
/// back into an SSA value. Then `lower-switch`: LLVM 22's SPIR-V structurizer
/// emits invalid control flow (a back-edge to a block that is not a loop
/// header) for a loop inside a switch case; branch trees structurize.
pub const PREPARE_PIPELINE: &str = "default<O1>,function(lower-switch)";

/// What a SPIR-V triple looks like, for error messages.
pub const EXPECTED_TRIPLE_EXAMPLE: &str = "spirv-unknown-vulkan1.3-compute";

/// Why the module could not be prepared for, or emitted by, the SPIR-V target.
#[derive(Debug, Error, PartialEq, Eq)]
pub enum EmitError {
    #[error("the module is not valid LLVM IR: {message}")]
    InvalidModule { message: String },

    #[error("the LLVM pipeline '{pipeline}' failed: {message}")]
    Pipeline { pipeline: String, message: String },

    #[error("{}", describe_wrong_triple(triple))]
    NotSpirvTriple { triple: String },

    #[error("LLVM has no target for triple '{triple}': {message}")]
    NoTarget { triple: String, message: String },

    #[error("LLVM could not create a SPIR-V target machine for triple '{triple}'")]
    TargetMachine { triple: String },

    #[error("the LLVM SPIR-V backend failed: {message}")]
    Codegen { message: String },
}

fn describe_wrong_triple(triple: &str) -> String {
    if triple.is_empty() {
        format!(
            "cannot emit SPIR-V: the module has no target triple; \
             expected a SPIR-V triple such as '{EXPECTED_TRIPLE_EXAMPLE}'"
        )
    } else {
        format!(
            "cannot emit SPIR-V for target triple '{triple}': \
             expected a SPIR-V triple such as '{EXPECTED_TRIPLE_EXAMPLE}'"
        )
    }
}

/// Held while LLVM's SPIR-V target generates code. The target keeps its
/// module analysis in a process-wide static (`SPIRVModuleAnalysis::MAI`), so
/// two code generations on different threads would share it. (What it keeps
/// from one module to the next is dealt with by the finalizer's `labels`.)
static SPIRV_CODEGEN: Mutex<()> = Mutex::new(());

/// Runs [`PREPARE_PIPELINE`] on `module` so that resource handles become plain
/// SSA values before the SPIR-V target sees them.
///
/// Function definitions lose `optnone` first: clang puts it on every function
/// at `-O0`, and the pipeline would skip them and leave the handles in memory.
/// The module is verified first; an invalid module is not handed to LLVM's
/// passes. For a `spirv*` triple the pipeline runs with the SPIR-V target
/// machine (as `opt` would), otherwise without one.
pub fn prepare_for_spirv_target(module: ModuleView<'_>) -> Result<(), EmitError> {
    verify(module)?;
    remove_optnone(module);
    let triple = module.target_triple();
    let machine = if is_spirv_triple(&triple) {
        Some(for_triple(&triple)?)
    } else {
        None
    };
    let target_machine = machine
        .as_ref()
        .map_or(ptr::null_mut(), |machine| machine.as_raw());
    run_llvm_pipeline(module, PREPARE_PIPELINE, target_machine).map_err(|message| {
        EmitError::Pipeline {
            pipeline: PREPARE_PIPELINE.to_string(),
            message,
        }
    })
}

/// Emits `module` as a SPIR-V binary (the bytes of the object file LLVM's
/// SPIR-V target writes, in little-endian words starting with the magic
/// `0x07230203`).
///
/// The module's triple must start with `spirv`; the module is verified first.
/// Call [`prepare_for_spirv_target`] before this. Code generation changes the
/// module in place.
pub fn emit_spirv_binary(module: ModuleView<'_>) -> Result<Vec<u8>, EmitError> {
    let triple = module.target_triple();
    if !is_spirv_triple(&triple) {
        return Err(EmitError::NotSpirvTriple { triple });
    }
    verify(module)?;
    let codegen = if indexes_texel_buffer_arrays_dynamically(module) {
        spirv_1_5_triple(&triple).ok_or_else(|| EmitError::Codegen {
            message: format!(
                "a texel-buffer array (Buffer/RWBuffer[N]) is indexed with a non-constant \
                 index, which needs SPIR-V 1.5 (Vulkan 1.2 or later); target triple '{triple}' \
                 does not allow it"
            ),
        })?
    } else {
        triple.clone()
    };
    let machine = for_triple(&codegen)?;
    // A poisoned lock only means an earlier code generation panicked; the
    // target's state is no worse for it.
    let _codegen = SPIRV_CODEGEN
        .lock()
        .unwrap_or_else(|poisoned| poisoned.into_inner());
    machine
        .emit_object(module)
        .map_err(|message| EmitError::Codegen {
            message: message.trim().to_string(),
        })
}

/// Whether a handle of a texel buffer (`spirv.Image` with Dim Buffer) is
/// created with a non-constant array index: that needs the capability
/// `Uniform`/`StorageTexelBufferArrayDynamicIndexing`, which LLVM 22 only
/// grants from SPIR-V 1.5 on.
pub fn indexes_texel_buffer_arrays_dynamically(module: ModuleView<'_>) -> bool {
    module
        .functions()
        .filter(|function| !function.is_declaration())
        .flat_map(|function| function.instructions())
        .filter_map(|instruction| instruction.as_call())
        .any(|call| {
            let Some(info) = recognise(&call.callee_name()).filter(|info| {
                info.api() == Api::Spv
                    && matches!(
                        info.id(),
                        IntrinsicId::HandleFromBinding | IntrinsicId::HandleFromImplicitBinding
                    )
            }) else {
                return false;
            };
            let Some(index) = info
                .operand_index(OperandRole::Index)
                .filter(|index| *index < call.argument_count())
            else {
                return false;
            };
            let texel_buffer = match call.return_type() {
                IrType::Target(target) => {
                    (target.name == "spirv.Image" || target.name == "spirv.SignedImage")
                        && target.int_params.first() == Some(&5)
                }
                _ => false,
            };
            texel_buffer && !is_constant(call.argument(index))
        })
}

/// The triple with the SPIR-V version 1.5 for a versionless
/// `spirv-*-vulkan1.N` triple with N ≥ 2 (Vulkan 1.2 guarantees SPIR-V 1.5);
/// the triple itself when it names a version of at least 1.5; `None` when
/// the target cannot have SPIR-V 1.5.
///
/// Without a version LLVM 22 targets SPIR-V 1.4 and aborts the process
/// ("Unable to meet SPIR-V requirements for this target") on a module that
/// needs a 1.5 capability. Only such modules are emitted as 1.5.
pub fn spirv_1_5_triple(triple: &str) -> Option<String> {
    let target = VulkanTarget::parse(triple).ok()?;
    let (architecture, rest) = triple.split_once('-')?;
    let vulkan_1_2 = target
        .environment
        .is_some_and(|environment| environment.minor >= 2);
    match target.spirv_version {
        None if architecture == "spirv" && vulkan_1_2 => Some(format!("spirv1.5-{rest}")),
        Some(version)
            if version == SpirvVersion::new(1, 5) || version == SpirvVersion::new(1, 6) =>
        {
            Some(triple.to_string())
        }
        _ => None,
    }
}

fn is_spirv_triple(triple: &str) -> bool {
    triple.starts_with("spirv")
}

/// Runs LLVM's verifier; a broken module becomes [`EmitError::InvalidModule`].
fn verify(module: ModuleView<'_>) -> Result<(), EmitError> {
    verify_module(module).map_err(|message| EmitError::InvalidModule {
        message: message.trim().to_string(),
    })
}

/// Drops `optnone` from every function definition (it is only ever a request
/// not to optimise, and the SPIR-V target needs optimised handles).
fn remove_optnone(module: ModuleView<'_>) {
    let builder = IrBuilder::new(module);
    for function in module
        .functions()
        .filter(|function| !function.is_declaration())
    {
        builder.remove_function_attribute(function.as_raw(), "optnone");
    }
}

/// A SPIR-V target machine for `triple`: default CPU, features, relocation
/// and code model, as `llc` uses them; code generation at `-O0` (`llc -O0`):
/// the IR is already optimised by [`PREPARE_PIPELINE`], and LLVM 22's SPIR-V
/// target crashes in its "legalize bitcast" pass on the element pointers
/// that the optimising code-generation IR passes make of a dynamically
/// indexed local array (see `spirv::local_arrays`).
fn for_triple(triple: &str) -> Result<TargetMachine, EmitError> {
    initialize_spirv_target();
    TargetMachine::at_o0(triple).map_err(|error| match error {
        TargetMachineError::InvalidTriple => EmitError::NotSpirvTriple {
            triple: triple.to_string(),
        },
        TargetMachineError::NoTarget(message) => EmitError::NoTarget {
            triple: triple.to_string(),
            message: message.trim().to_string(),
        },
        TargetMachineError::Creation => EmitError::TargetMachine {
            triple: triple.to_string(),
        },
    })
}

/// Owned `LLVMPassBuilderOptions`, disposed on drop.
#[cfg(test)]
mod tests {
    #[test]
    fn texel_buffer_arrays_get_spirv_1_5() {
        use super::spirv_1_5_triple;
        assert_eq!(
            spirv_1_5_triple("spirv-unknown-vulkan1.3-compute").as_deref(),
            Some("spirv1.5-unknown-vulkan1.3-compute")
        );
        assert_eq!(
            spirv_1_5_triple("spirv-unknown-vulkan1.2-pixel").as_deref(),
            Some("spirv1.5-unknown-vulkan1.2-pixel")
        );
        assert_eq!(spirv_1_5_triple("spirv-unknown-vulkan1.1-compute"), None);
        assert_eq!(
            spirv_1_5_triple("spirv1.6-unknown-vulkan1.3-compute").as_deref(),
            Some("spirv1.6-unknown-vulkan1.3-compute")
        );
        assert_eq!(spirv_1_5_triple("spirv1.4-unknown-vulkan1.3-compute"), None);
        assert_eq!(spirv_1_5_triple("spirv64-unknown-unknown"), None);
    }

    use super::*;
    use inkwell::context::Context;
    use inkwell::memory_buffer::MemoryBuffer;
    use inkwell::module::Module;

    const SPIRV_MAGIC: u32 = 0x0723_0203;

    /// `Buffer<vector<float,4>> In : register(t0); RWBuffer<vector<float,4>> Out : register(u1);
    /// [numthreads(4,1,1)] void main(vector<unsigned int, 3> id : SV_DispatchThreadID)
    /// { Out[id.x] = In[id.x] * 2; }` as
    /// `clang-22 -cc1 -triple spirv-unknown-vulkan1.3-compute -x hlsl -O3 -emit-llvm` emits it
    /// (metadata trimmed).
    const BUFFER_COPY: &str = r#"
target datalayout = "e-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024-n8:16:32:64-G10"
target triple = "spirv-unknown-vulkan1.3-compute"

@.str = private unnamed_addr constant [3 x i8] c"In\00", align 1
@.str.2 = private unnamed_addr constant [4 x i8] c"Out\00", align 1

define void @main() local_unnamed_addr #0 {
entry:
  %0 = tail call target("spirv.Image", float, 5, 2, 0, 0, 1, 0) @llvm.spv.resource.handlefrombinding.tspirv.Image_f32_5_2_0_0_1_0t(i32 0, i32 0, i32 1, i32 0, ptr nonnull @.str)
  %1 = tail call target("spirv.Image", float, 5, 2, 0, 0, 2, 1) @llvm.spv.resource.handlefrombinding.tspirv.Image_f32_5_2_0_0_2_1t(i32 0, i32 1, i32 1, i32 0, ptr nonnull @.str.2)
  %2 = tail call i32 @llvm.spv.thread.id.i32(i32 0)
  %3 = tail call noundef align 16 dereferenceable(16) ptr addrspace(11) @llvm.spv.resource.getpointer.p11.tspirv.Image_f32_5_2_0_0_1_0t(target("spirv.Image", float, 5, 2, 0, 0, 1, 0) %0, i32 %2)
  %4 = load <4 x float>, ptr addrspace(11) %3, align 16
  %mul.i = fmul reassoc nnan ninf nsz arcp afn <4 x float> %4, splat (float 2.000000e+00)
  %5 = tail call noundef align 16 dereferenceable(16) ptr addrspace(11) @llvm.spv.resource.getpointer.p11.tspirv.Image_f32_5_2_0_0_2_1t(target("spirv.Image", float, 5, 2, 0, 0, 2, 1) %1, i32 %2)
  store <4 x float> %mul.i, ptr addrspace(11) %5, align 16
  ret void
}

declare i32 @llvm.spv.thread.id.i32(i32) #1
declare target("spirv.Image", float, 5, 2, 0, 0, 1, 0) @llvm.spv.resource.handlefrombinding.tspirv.Image_f32_5_2_0_0_1_0t(i32, i32, i32, i32, ptr) #1
declare target("spirv.Image", float, 5, 2, 0, 0, 2, 1) @llvm.spv.resource.handlefrombinding.tspirv.Image_f32_5_2_0_0_2_1t(i32, i32, i32, i32, ptr) #1
declare ptr addrspace(11) @llvm.spv.resource.getpointer.p11.tspirv.Image_f32_5_2_0_0_2_1t(target("spirv.Image", float, 5, 2, 0, 0, 2, 1), i32) #1
declare ptr addrspace(11) @llvm.spv.resource.getpointer.p11.tspirv.Image_f32_5_2_0_0_1_0t(target("spirv.Image", float, 5, 2, 0, 0, 1, 0), i32) #1

attributes #0 = { mustprogress nofree noinline norecurse nosync nounwind willreturn "hlsl.numthreads"="4,1,1" "hlsl.shader"="compute" }
attributes #1 = { mustprogress nofree nosync nounwind willreturn memory(none) }
"#;

    fn parse<'c>(context: &'c Context, text: &str) -> Module<'c> {
        let buffer = MemoryBuffer::create_from_memory_range_copy(text.as_bytes(), "test.ll");
        context
            .create_module_from_ir(buffer)
            .unwrap_or_else(|message| panic!("test IR does not parse: {message}"))
    }

    fn view<'m>(module: &'m Module<'_>) -> ModuleView<'m> {
        unsafe { ModuleView::from_raw(module.as_mut_ptr()) }
    }

    fn first_word(bytes: &[u8]) -> u32 {
        u32::from_le_bytes(bytes[..4].try_into().unwrap())
    }

    #[test]
    fn a_buffer_copy_shader_becomes_a_spirv_binary() {
        let context = Context::create();
        let module = parse(&context, BUFFER_COPY);
        prepare_for_spirv_target(view(&module)).unwrap();
        let bytes = emit_spirv_binary(view(&module)).unwrap();
        assert!(
            bytes.len() > 20 && bytes.len() % 4 == 0,
            "{} bytes",
            bytes.len()
        );
        assert_eq!(first_word(&bytes), SPIRV_MAGIC);
    }

    #[test]
    fn emission_works_twice_in_one_process() {
        for _ in 0..2 {
            let context = Context::create();
            let module = parse(&context, BUFFER_COPY);
            prepare_for_spirv_target(view(&module)).unwrap();
            assert_eq!(
                first_word(&emit_spirv_binary(view(&module)).unwrap()),
                SPIRV_MAGIC
            );
        }
    }

    #[test]
    fn handles_kept_in_memory_under_optnone_are_made_ssa() {
        // The shape of clang's -O0 output: optnone, and the handle stored to and
        // reloaded from an internal global and an alloca.
        let text = BUFFER_COPY
            .replace("noinline norecurse", "noinline optnone norecurse")
            .replace(
                "@.str = private",
                "@In = internal global target(\"spirv.Image\", float, 5, 2, 0, 0, 1, 0) poison\n@.str = private",
            )
            .replace(
                "  %2 = tail call i32 @llvm.spv.thread.id.i32(i32 0)\n",
                "  %slot = alloca target(\"spirv.Image\", float, 5, 2, 0, 0, 1, 0)\n  \
                 store target(\"spirv.Image\", float, 5, 2, 0, 0, 1, 0) %0, ptr @In\n  \
                 %g = load target(\"spirv.Image\", float, 5, 2, 0, 0, 1, 0), ptr @In\n  \
                 store target(\"spirv.Image\", float, 5, 2, 0, 0, 1, 0) %g, ptr %slot\n  \
                 %h = load target(\"spirv.Image\", float, 5, 2, 0, 0, 1, 0), ptr %slot\n  \
                 %2 = tail call i32 @llvm.spv.thread.id.i32(i32 0)\n",
            )
            .replace("1, 0) %0, i32 %2)", "1, 0) %h, i32 %2)");
        let context = Context::create();
        let module = parse(&context, &text);
        prepare_for_spirv_target(view(&module)).unwrap();
        let printed = module.print_to_string().to_string();
        assert!(!printed.contains("alloca"), "{printed}");
        assert!(!printed.contains("optnone"), "{printed}");
        assert!(!printed.contains("@In ="), "{printed}");
        assert_eq!(
            first_word(&emit_spirv_binary(view(&module)).unwrap()),
            SPIRV_MAGIC
        );
    }

    #[test]
    fn a_dxil_triple_is_rejected_with_the_expected_triple() {
        let context = Context::create();
        let text = BUFFER_COPY.replace(
            "spirv-unknown-vulkan1.3-compute",
            "dxil-pc-shadermodel6.6-compute",
        );
        let module = parse(&context, &text);
        let error = emit_spirv_binary(view(&module)).unwrap_err();
        assert_eq!(
            error,
            EmitError::NotSpirvTriple {
                triple: "dxil-pc-shadermodel6.6-compute".to_string()
            }
        );
        assert_eq!(
            error.to_string(),
            "cannot emit SPIR-V for target triple 'dxil-pc-shadermodel6.6-compute': \
             expected a SPIR-V triple such as 'spirv-unknown-vulkan1.3-compute'"
        );
    }

    #[test]
    fn a_module_without_a_triple_is_rejected() {
        let context = Context::create();
        let module = context.create_module("empty");
        let error = emit_spirv_binary(view(&module)).unwrap_err();
        assert!(error
            .to_string()
            .contains("the module has no target triple"));
    }

    #[test]
    fn an_invalid_module_gives_the_verifier_message() {
        let context = Context::create();
        let module = context.create_module("broken");
        module.set_triple(&inkwell::targets::TargetTriple::create(
            "spirv-unknown-vulkan1.3-compute",
        ));
        let function = module.add_function("main", context.void_type().fn_type(&[], false), None);
        // A block without a terminator.
        context.append_basic_block(function, "entry");
        for result in [
            emit_spirv_binary(view(&module)).map(|_| ()),
            prepare_for_spirv_target(view(&module)),
        ] {
            let error = result.unwrap_err();
            assert!(
                matches!(&error, EmitError::InvalidModule { message } if message.contains("does not have terminator")),
                "{error}"
            );
            assert!(error
                .to_string()
                .starts_with("the module is not valid LLVM IR: "));
        }
    }
}
