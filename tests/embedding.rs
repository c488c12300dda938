//! The embedding API: texel passes run in-process on an inkwell module, through
//! the same registry as the opt plugin.

use inkwell::context::Context;
use inkwell::memory_buffer::MemoryBuffer;
use inkwell::module::Module;
use pretty_assertions::assert_eq;
use texel::passes::{self, PassError, PassOutcome};

fn parse<'c>(context: &'c Context, text: &str) -> Module<'c> {
    let buffer = MemoryBuffer::create_from_memory_range_copy(text.as_bytes(), "test.ll");
    context.create_module_from_ir(buffer).expect("valid IR")
}

const WELL_FORMED: &str = r#"
@Tex.name = private constant [4 x i8] c"Tex\00"
define <4 x float> @main() {
  %t = call target("spirv.Image", float, 1, 2, 1, 0, 1, 0) @llvm.spv.resource.handlefrombinding.tspirv.Image_f32_1_2_1_0_1_0t(i32 0, i32 0, i32 1, i32 0, ptr @Tex.name)
  %v = call <4 x float> @llvm.spv.resource.load.level.v4f32.tspirv.Image_f32_1_2_1_0_1_0t.v3i32.i32.v2i32(target("spirv.Image", float, 1, 2, 1, 0, 1, 0) %t, <3 x i32> zeroinitializer, i32 0, <2 x i32> zeroinitializer)
  ret <4 x float> %v
}
declare target("spirv.Image", float, 1, 2, 1, 0, 1, 0) @llvm.spv.resource.handlefrombinding.tspirv.Image_f32_1_2_1_0_1_0t(i32, i32, i32, i32, ptr)
declare <4 x float> @llvm.spv.resource.load.level.v4f32.tspirv.Image_f32_1_2_1_0_1_0t.v3i32.i32.v2i32(target("spirv.Image", float, 1, 2, 1, 0, 1, 0), <3 x i32>, i32, <2 x i32>)
"#;

#[test]
fn a_well_formed_module_is_accepted_and_left_alone() {
    let context = Context::create();
    let module = parse(&context, WELL_FORMED);
    let before = module.print_to_string().to_string();
    assert_eq!(
        passes::run(&module, "texel-verify-intrinsics").unwrap(),
        PassOutcome::Unchanged
    );
    assert_eq!(module.print_to_string().to_string(), before);
}

#[test]
fn every_violation_comes_back_as_a_diagnostic() {
    // The 2DArray image is loaded with a 2D coordinate, and stored to although
    // it is read-only.
    let text = WELL_FORMED
        .replace("<3 x i32> zeroinitializer, i32 0", "<2 x i32> zeroinitializer, i32 0")
        .replace(".v3i32.i32.v2i32(target(\"spirv.Image\", float, 1, 2, 1, 0, 1, 0), <3 x i32>", ".v3i32.i32.v2i32(target(\"spirv.Image\", float, 1, 2, 1, 0, 1, 0), <2 x i32>")
        .replace(
            "  ret <4 x float> %v",
            "  call void @llvm.spv.resource.store.texture(target(\"spirv.Image\", float, 1, 2, 1, 0, 1, 0) %t, <3 x i32> zeroinitializer, <4 x float> %v)\n  ret <4 x float> %v",
        )
        + "declare void @llvm.spv.resource.store.texture(target(\"spirv.Image\", float, 1, 2, 1, 0, 1, 0), <3 x i32>, <4 x float>)\n";
    let context = Context::create();
    let module = parse(&context, &text);
    let before = module.print_to_string().to_string();
    let error = passes::run(&module, "texel-verify-intrinsics").unwrap_err();
    let messages: Vec<_> = error
        .diagnostics()
        .iter()
        .map(|diagnostic| (diagnostic.function.as_str(), diagnostic.message.as_str()))
        .collect();
    assert_eq!(
        messages,
        vec![
            ("main", "operand 2 (coordinate) of 'load.level' on a Texture2DArray must have 3 components, found <2 x i32>"),
            ("main", "'store.texture' is not supported on a Texture2DArray<floatN> handle: it needs a writable (UAV / storage) 1D, 1DArray, 2D, 2DArray or 3D texture"),
        ]
    );
    assert!(matches!(
        error,
        PassError::Rejected {
            pass: "texel-verify-intrinsics",
            ..
        }
    ));
    assert_eq!(module.print_to_string().to_string(), before);
}

#[test]
fn pipelines_run_in_order_and_unknown_names_are_errors() {
    let context = Context::create();
    let module = parse(&context, WELL_FORMED);
    assert_eq!(
        passes::run_pipeline(&module, "texel-verify-intrinsics, texel-verify-intrinsics").unwrap(),
        PassOutcome::Unchanged
    );
    let error = passes::run_pipeline(&module, "texel-verify-intrinsics,texel-bogus").unwrap_err();
    let known: Vec<&str> = passes::registered_passes()
        .iter()
        .map(|pass| pass.name())
        .collect();
    assert_eq!(
        error.to_string(),
        format!(
            "unknown texel pass 'texel-bogus' (known passes: {})",
            known.join(", ")
        )
    );
    assert!(known.contains(&"texel-dxil") && known.contains(&"texel-spirv"));
}

/// One shader of the sequence that showed LLVM 22's stale block-label ids:
/// the SPIR-V target keeps label ids in a process-wide table keyed by the
/// `MachineFunction` address, so a later compilation whose function lands at
/// an earlier one's address got that module's label ids ("Id 1 is defined
/// more than once"). Whether an address repeats depends on the allocator, so
/// the sequence is long and mixes shapes (one block, branches, loops).
const STALE_LABEL_SEQUENCE: &[&str] = &[
    r#"StructuredBuffer<float> Samples : register(t0);
RWStructuredBuffer<uint> Bins : register(u1);
[numthreads(16, 16, 1)]
void main(uint3 id : SV_DispatchThreadID) {
  uint index = id.y * 256 + id.x;
  float v = Samples[index];
  if (isnan(v) || isinf(v))
    return;
  uint bin = (uint)floor(clamp(abs(v), 0.0, 0.999) * 16);
  Bins[bin / 2] = Bins[bin / 2] + 1;
}
"#,
    r#"RWStructuredBuffer<uint> Out : register(u0);
[numthreads(8, 1, 1)]
void main(uint3 id : SV_DispatchThreadID) {
  Out[id.x] = id.x * 3 + 1;
}
"#,
    r#"RWStructuredBuffer<uint> Data : register(u1);
[numthreads(8, 1, 1)]
void main(uint3 id : SV_DispatchThreadID) {
  uint sum = 0;
  for (uint i = 0; i < id.x; ++i) {
    sum += Data[i];
  }
  Data[id.x] = sum;
}
"#,
];

/// Compiles `source` to SPIR-V in this process.
fn compile_spirv(source: &str) -> Vec<u8> {
    let options = texel::Options {
        spirv: true,
        emit: texel::Emit::Final,
        profile: "cs_6_6".to_string(),
        optimization: texel::Optimization::Default,
        ..texel::Options::default()
    };
    texel::compile(source, &options)
        .unwrap_or_else(|diagnostics| panic!("{}", diagnostics.render()))
        .bytes
}

/// The SPIR-V writer keeps no state between compilations: 2,000 compilations
/// in one process, on two threads at once, each give exactly the binary the
/// `texel` command gives for the same source, and each of those validates.
#[test]
fn many_spirv_compilations_on_two_threads_match_the_command_line() {
    let Some(validator) = std::env::var_os("PATH").and_then(|paths| {
        std::env::split_paths(&paths)
            .map(|dir| dir.join("spirv-val"))
            .find(|candidate| candidate.is_file())
    }) else {
        eprintln!("spirv-val is not on PATH: skipped");
        return;
    };
    let scratch = tempfile::tempdir().unwrap();
    // The command line's binaries, each validated once.
    let mut expected = Vec::new();
    for (number, source) in STALE_LABEL_SEQUENCE.iter().enumerate() {
        let input = scratch.path().join(format!("shader{number}.hlsl"));
        let output = scratch.path().join(format!("shader{number}.spv"));
        std::fs::write(&input, source).unwrap();
        let status = std::process::Command::new(env!("CARGO_BIN_EXE_texel"))
            .args(["-T", "cs_6_6", "-E", "main", "-spirv", "-Fo"])
            .arg(&output)
            .arg(&input)
            .status()
            .unwrap();
        assert!(
            status.success(),
            "the command line failed on shader {number}"
        );
        let verdict = std::process::Command::new(&validator)
            .args(["--target-env", "vulkan1.3"])
            .arg(&output)
            .output()
            .unwrap();
        assert!(
            verdict.status.success(),
            "shader {number}: {}",
            String::from_utf8_lossy(&verdict.stderr)
        );
        expected.push(std::fs::read(&output).unwrap());
    }
    const COMPILATIONS: usize = 2_000;
    let expected = std::sync::Arc::new(expected);
    let threads: Vec<_> = (0..2)
        .map(|thread| {
            let expected = expected.clone();
            std::thread::spawn(move || {
                for round in 0..COMPILATIONS / 2 {
                    let number = (round + thread) % STALE_LABEL_SEQUENCE.len();
                    let bytes = compile_spirv(STALE_LABEL_SEQUENCE[number]);
                    assert!(
                        bytes == expected[number],
                        "thread {thread}, round {round}: shader {number} differs from the command line's"
                    );
                }
            })
        })
        .collect();
    for thread in threads {
        thread.join().expect("a compiling thread failed");
    }
}
