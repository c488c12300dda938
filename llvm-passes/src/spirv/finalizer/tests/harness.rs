//! Test harness: builds input binaries with LLVM 22's SPIR-V target (`llc`),
//! finalizes them, validates the result with `spirv-val --target-env
//! vulkan1.3`, and parses `spirv-dis` output into lines that the tests check
//! instruction by instruction. Nothing here decides what is correct.

use std::collections::BTreeSet;
use std::path::PathBuf;
use std::process::Command;

use crate::spirv::finalizer::{finalize_spirv_with, FinalizeError, FinalizeOptions};
use crate::spirv::marker::{
    ArraySize, DescriptorBinding, ImageDescriptor, Marker, MarkerOperation, SampledType,
};

fn llvm_bindir() -> PathBuf {
    let output = Command::new("llvm-config-22")
        .arg("--bindir")
        .output()
        .expect("llvm-config-22 runs (scripts/setup.sh installs it)");
    PathBuf::from(String::from_utf8(output.stdout).unwrap().trim())
}

fn words(bytes: &[u8]) -> Vec<u32> {
    assert_eq!(bytes.len() % 4, 0);
    bytes
        .chunks_exact(4)
        .map(|chunk| u32::from_le_bytes([chunk[0], chunk[1], chunk[2], chunk[3]]))
        .collect()
}

fn bytes(words: &[u32]) -> Vec<u8> {
    words.iter().flat_map(|word| word.to_le_bytes()).collect()
}

/// `llc -O2 -filetype=obj` of an IR module.
pub fn compile(ir: &str) -> Vec<u32> {
    let dir = tempfile::tempdir().unwrap();
    let input = dir.path().join("input.ll");
    let output = dir.path().join("input.spv");
    std::fs::write(&input, ir).unwrap();
    let result = Command::new(llvm_bindir().join("llc"))
        .arg("-O2")
        .arg("-filetype=obj")
        .arg(&input)
        .arg("-o")
        .arg(&output)
        .output()
        .expect("llc runs");
    assert!(
        result.status.success(),
        "llc failed:\n{}\n--- IR ---\n{ir}",
        String::from_utf8_lossy(&result.stderr)
    );
    words(&std::fs::read(&output).unwrap())
}

/// clang's HLSL front end for Vulkan, then `llc`.
pub fn compile_hlsl(source: &str) -> Vec<u32> {
    let dir = tempfile::tempdir().unwrap();
    let input = dir.path().join("input.hlsl");
    let output = dir.path().join("input.ll");
    std::fs::write(&input, source).unwrap();
    let result = Command::new(llvm_bindir().join("clang"))
        .args([
            "-cc1",
            "-triple",
            "spirv-unknown-vulkan1.3-compute",
            "-x",
            "hlsl",
            "-O3",
        ])
        .arg("-emit-llvm")
        .arg(&input)
        .arg("-o")
        .arg(&output)
        .output()
        .expect("clang runs");
    assert!(
        result.status.success(),
        "clang failed:\n{}",
        String::from_utf8_lossy(&result.stderr)
    );
    compile(&std::fs::read_to_string(&output).unwrap())
}

fn run_tool(tool: &str, args: &[&str], words: &[u32]) -> Result<String, String> {
    let dir = tempfile::tempdir().unwrap();
    let path = dir.path().join("module.spv");
    std::fs::write(&path, bytes(words)).unwrap();
    let result = Command::new(tool)
        .args(args)
        .arg(&path)
        .output()
        .unwrap_or_else(|error| panic!("{tool} runs: {error}"));
    let stdout = String::from_utf8_lossy(&result.stdout).into_owned();
    let stderr = String::from_utf8_lossy(&result.stderr).into_owned();
    if result.status.success() {
        Ok(stdout)
    } else {
        Err(format!("{stdout}{stderr}"))
    }
}

pub fn disassemble(words: &[u32]) -> String {
    run_tool("spirv-dis", &[], words).unwrap_or_else(|error| panic!("spirv-dis failed: {error}"))
}

pub fn validate(words: &[u32]) -> Result<(), String> {
    run_tool("spirv-val", &["--target-env", "vulkan1.3"], words).map(|_| ())
}

/// Finalizes with `options`; panics unless the result disassembles and
/// validates.
pub fn finalize_valid_with(input: &[u32], options: &FinalizeOptions) -> Dis {
    let output = finalize_spirv_with(input, options).unwrap_or_else(|error| {
        panic!(
            "finalizer failed: {error}\n--- input ---\n{}",
            disassemble(input)
        )
    });
    let text = disassemble(&output);
    if let Err(error) = validate(&output) {
        panic!("spirv-val failed:\n{error}\n--- output ---\n{text}");
    }
    Dis::parse(&text)
}

pub fn finalize_valid(input: &[u32]) -> Dis {
    finalize_valid_with(input, &FinalizeOptions::default())
}

pub fn finalize_error(input: &[u32]) -> FinalizeError {
    match finalize_spirv_with(input, &FinalizeOptions::default()) {
        Ok(output) => panic!("expected an error, got\n{}", disassemble(&output)),
        Err(error) => error,
    }
}

/// One disassembled instruction: `[%result =] Opcode operands…`.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Line {
    pub result: Option<String>,
    pub opcode: String,
    pub operands: Vec<String>,
}

impl Line {
    pub fn result(&self) -> &str {
        self.result.as_deref().expect("instruction has a result")
    }

    pub fn operand(&self, index: usize) -> &str {
        &self.operands[index]
    }
}

/// A parsed `spirv-dis` listing.
#[derive(Debug)]
pub struct Dis {
    pub text: String,
    pub lines: Vec<Line>,
}

fn tokens(line: &str) -> Vec<String> {
    let mut tokens = Vec::new();
    let mut chars = line.chars().peekable();
    while let Some(&c) = chars.peek() {
        if c.is_whitespace() {
            chars.next();
        } else if c == '"' {
            let mut token = String::from(chars.next().unwrap());
            while let Some(c) = chars.next() {
                token.push(c);
                if c == '\\' {
                    token.extend(chars.next());
                } else if c == '"' {
                    break;
                }
            }
            tokens.push(token);
        } else {
            let mut token = String::new();
            while let Some(&c) = chars.peek() {
                if c.is_whitespace() {
                    break;
                }
                token.push(c);
                chars.next();
            }
            tokens.push(token);
        }
    }
    tokens
}

impl Dis {
    pub fn parse(text: &str) -> Dis {
        let lines = text
            .lines()
            .map(str::trim)
            .filter(|line| !line.is_empty() && !line.starts_with(';'))
            .map(|line| {
                let mut tokens = tokens(line);
                let result = (tokens.len() > 2 && tokens[1] == "=").then(|| {
                    let result = tokens.remove(0);
                    tokens.remove(0);
                    result
                });
                let opcode = tokens.remove(0);
                Line {
                    result,
                    opcode,
                    operands: tokens,
                }
            })
            .collect();
        Dis {
            text: text.to_string(),
            lines,
        }
    }

    pub fn all(&self, opcode: &str) -> Vec<&Line> {
        self.lines
            .iter()
            .filter(|line| line.opcode == opcode)
            .collect()
    }

    /// The only instruction with this opcode.
    pub fn one(&self, opcode: &str) -> &Line {
        let found = self.all(opcode);
        assert_eq!(found.len(), 1, "expected one {opcode} in\n{}", self.text);
        found[0]
    }

    pub fn count(&self, opcode: &str) -> usize {
        self.all(opcode).len()
    }

    /// The instruction defining `id`.
    pub fn def(&self, id: &str) -> &Line {
        self.lines
            .iter()
            .find(|line| line.result.as_deref() == Some(id))
            .unwrap_or_else(|| panic!("{id} is not defined in\n{}", self.text))
    }

    /// The defining instruction of operand `index` of `line`.
    pub fn operand_def(&self, line: &Line, index: usize) -> &Line {
        self.def(line.operand(index))
    }

    pub fn capabilities(&self) -> BTreeSet<String> {
        self.all("OpCapability")
            .into_iter()
            .map(|line| line.operand(0).to_string())
            .collect()
    }

    pub fn has_capability(&self, name: &str) -> bool {
        self.capabilities().contains(name)
    }

    pub fn extensions(&self) -> Vec<String> {
        self.all("OpExtension")
            .into_iter()
            .map(|line| line.operand(0).trim_matches('"').to_string())
            .collect()
    }

    /// `OpDecorate %id <decoration> [value]` as (decoration, value).
    pub fn decorations(&self, id: &str) -> Vec<(String, String)> {
        self.all("OpDecorate")
            .into_iter()
            .filter(|line| line.operand(0) == id)
            .map(|line| {
                (
                    line.operand(1).to_string(),
                    line.operands.get(2).cloned().unwrap_or_default(),
                )
            })
            .collect()
    }

    /// (set, binding) of a variable.
    pub fn binding(&self, variable: &str) -> (u32, u32) {
        let decorations = self.decorations(variable);
        let value = |name: &str| {
            decorations
                .iter()
                .find(|(decoration, _)| decoration == name)
                .unwrap_or_else(|| panic!("{variable} has no {name} in\n{}", self.text))
                .1
                .parse()
                .unwrap()
        };
        (value("DescriptorSet"), value("Binding"))
    }

    /// The variable with this (set, binding).
    pub fn variable(&self, set: u32, binding: u32) -> &Line {
        let found: Vec<&Line> = self
            .all("OpVariable")
            .into_iter()
            .filter(|line| {
                let decorations = self.decorations(line.result());
                decorations.contains(&("DescriptorSet".to_string(), set.to_string()))
                    && decorations.contains(&("Binding".to_string(), binding.to_string()))
            })
            .collect();
        assert_eq!(
            found.len(),
            1,
            "one variable at {set}.{binding} in\n{}",
            self.text
        );
        found[0]
    }

    /// The pointee type of a pointer-typed value's type.
    pub fn pointee(&self, pointer_type: &str) -> &Line {
        let pointer = self.def(pointer_type);
        assert_eq!(pointer.opcode, "OpTypePointer");
        self.def(pointer.operand(1))
    }

    /// The variable an `OpLoad` reads, through an `OpAccessChain` if any, and
    /// the access chain's index.
    pub fn loaded_variable(&self, load: &Line) -> (&Line, Option<String>) {
        assert_eq!(load.opcode, "OpLoad", "{load:?}");
        let pointer = self.def(load.operand(1));
        if pointer.opcode == "OpAccessChain" {
            (
                self.def(pointer.operand(1)),
                Some(pointer.operand(2).to_string()),
            )
        } else {
            (pointer, None)
        }
    }

    /// The (set, binding) of the image behind an image instruction's first
    /// operand, and of its sampler (through `OpSampledImage`).
    pub fn image_and_sampler(&self, instruction: &Line) -> ((u32, u32), Option<(u32, u32)>) {
        let target = self
            .def(instruction.operands[if instruction.result.is_some() { 1 } else { 0 }].as_str());
        if target.opcode == "OpSampledImage" {
            let (image, _) = self.loaded_variable(self.def(target.operand(1)));
            let (sampler, _) = self.loaded_variable(self.def(target.operand(2)));
            (
                self.binding(image.result()),
                Some(self.binding(sampler.result())),
            )
        } else {
            let (image, _) = self.loaded_variable(target);
            (self.binding(image.result()), None)
        }
    }

    /// Every id listed in the interface of the only entry point.
    pub fn interface(&self) -> Vec<String> {
        self.one("OpEntryPoint").operands[3..].to_vec()
    }

    /// An instruction in a stable, readable form: the image operand becomes
    /// `image(set.binding)` or `sampled(set.binding, set.binding)`, composite
    /// constants are spelled out, the result id is left out.
    pub fn show(&self, line: &Line) -> String {
        let target = usize::from(line.result.is_some());
        let mut words = vec![line.opcode.clone()];
        for (index, operand) in line.operands.iter().enumerate() {
            if index == target && line.opcode.starts_with("OpImage") {
                let (image, sampler) = self.image_and_sampler(line);
                words.push(match sampler {
                    Some(sampler) => format!(
                        "sampled({}.{}, {}.{})",
                        image.0, image.1, sampler.0, sampler.1
                    ),
                    None => format!("image({}.{})", image.0, image.1),
                });
            } else {
                words.push(self.show_operand(operand));
            }
        }
        words.join(" ")
    }

    fn show_operand(&self, operand: &str) -> String {
        let composite = self.lines.iter().find(|line| {
            line.result.as_deref() == Some(operand) && line.opcode == "OpConstantComposite"
        });
        match composite {
            Some(line) => format!(
                "[{}]",
                line.operands[1..]
                    .iter()
                    .map(|operand| self.show_operand(operand))
                    .collect::<Vec<_>>()
                    .join(" ")
            ),
            None => operand.to_string(),
        }
    }

    /// The only instruction with `opcode`, shown.
    pub fn show_one(&self, opcode: &str) -> String {
        self.show(self.one(opcode))
    }

    /// Whether `id` is used by any instruction (not as a result).
    pub fn is_used(&self, id: &str) -> bool {
        self.lines
            .iter()
            .any(|line| line.operands.iter().any(|operand| operand == id))
    }
}

/// An `OpTypeImage`'s operands after the sampled type, e.g. `["2D", "2", "0", "0", "1", "Unknown"]`.
pub fn image_parameters(dis: &Dis, image_type: &str) -> (String, Vec<String>) {
    let image = dis.def(image_type);
    assert_eq!(image.opcode, "OpTypeImage");
    let sampled = dis.def(image.operand(0));
    (
        format!("{} {}", sampled.opcode, sampled.operands.join(" ")),
        image.operands[1..].to_vec(),
    )
}

pub fn image(
    sampled_type: SampledType,
    dim: u32,
    depth: u32,
    arrayed: bool,
    multisampled: bool,
    sampled: u32,
    format: u32,
) -> ImageDescriptor {
    ImageDescriptor {
        sampled_type,
        dim,
        depth,
        arrayed,
        multisampled,
        sampled,
        format,
    }
}

/// A sampled 2D float texture.
pub fn texture_2d() -> ImageDescriptor {
    image(SampledType::F32, 1, 2, false, false, 1, 0)
}

pub fn at(set: u32, binding: u32) -> DescriptorBinding {
    DescriptorBinding {
        set,
        binding,
        array: ArraySize::Single,
    }
}

pub fn array_at(set: u32, binding: u32, array: ArraySize) -> DescriptorBinding {
    DescriptorBinding {
        set,
        binding,
        array,
    }
}

pub fn marker(
    operation: MarkerOperation,
    image: ImageDescriptor,
    image_binding: DescriptorBinding,
    sampler_binding: Option<DescriptorBinding>,
    image_operands: u32,
) -> String {
    Marker {
        operation,
        image,
        image_binding,
        sampler_binding,
        image_operands,
        non_uniform: false,
    }
    .name()
}

/// [`marker`] with a non-uniform image or sampler index (`.nu`).
pub fn non_uniform_marker(
    operation: MarkerOperation,
    image: ImageDescriptor,
    image_binding: DescriptorBinding,
    sampler_binding: Option<DescriptorBinding>,
    image_operands: u32,
) -> String {
    Marker {
        operation,
        image,
        image_binding,
        sampler_binding,
        image_operands,
        non_uniform: true,
    }
    .name()
}

/// The ids decorated `NonUniform`, in decoration order.
pub fn non_uniform_ids(dis: &Dis) -> Vec<String> {
    dis.all("OpDecorate")
        .into_iter()
        .filter(|line| line.operand(1) == "NonUniform")
        .map(|line| line.operand(0).to_string())
        .collect()
}

/// The input binary with its header's SPIR-V version set to `major.minor`.
pub fn with_version(mut words: Vec<u32>, major: u32, minor: u32) -> Vec<u32> {
    words[1] = (major << 16) | (minor << 8);
    words
}

const OUT_TYPE: &str = r#"target("spirv.Image", float, 5, 2, 0, 0, 2, 3)"#;
const OUT_MANGLED: &str = "tspirv.Image_f32_5_2_0_0_2_3t";

/// An IR module under construction: one entry point `main` that writes every
/// kept value to `RWBuffer<float> Out` at set 0, binding 9 through LLVM's own
/// buffer path.
pub struct Ir {
    triple_stage: &'static str,
    attributes: String,
    declarations: BTreeSet<String>,
    top_level: Vec<String>,
    body: Vec<String>,
    values: usize,
    slots: usize,
}

impl Ir {
    pub fn compute(x: u32, y: u32, z: u32) -> Ir {
        Ir::new(
            "compute",
            format!(r#""hlsl.numthreads"="{x},{y},{z}" "hlsl.shader"="compute""#),
        )
    }

    pub fn fragment() -> Ir {
        Ir::new("pixel", r#""hlsl.shader"="pixel""#.to_string())
    }

    fn new(triple_stage: &'static str, attributes: String) -> Ir {
        Ir {
            triple_stage,
            attributes,
            declarations: BTreeSet::new(),
            top_level: Vec::new(),
            body: Vec::new(),
            values: 0,
            slots: 0,
        }
    }

    fn value(&mut self) -> String {
        self.values += 1;
        format!("%v{}", self.values)
    }

    /// A raw line of IR in `main`.
    pub fn line(&mut self, line: &str) {
        self.body.push(line.to_string());
    }

    /// A declaration or definition next to `main`.
    pub fn top_level(&mut self, text: &str) {
        self.top_level.push(text.to_string());
    }

    /// A value that LLVM cannot fold: `i32` thread id X in compute shaders.
    pub fn dynamic_index(&mut self) -> String {
        self.declarations
            .insert("declare i32 @llvm.spv.thread.id.i32(i32)".to_string());
        let value = self.value();
        self.line(&format!(
            "{value} = call i32 @llvm.spv.thread.id.i32(i32 0)"
        ));
        value
    }

    /// A call to marker `name` with `(type, value)` arguments; non-void
    /// results are kept alive. Returns the call's value.
    pub fn call(&mut self, name: &str, ret: &str, arguments: &[(&str, &str)]) -> String {
        let types: Vec<&str> = arguments.iter().map(|(ty, _)| *ty).collect();
        self.declarations
            .insert(format!("declare {ret} @{name}({})", types.join(", ")));
        let list: Vec<String> = arguments
            .iter()
            .map(|(ty, value)| format!("{ty} {value}"))
            .collect();
        if ret == "void" {
            self.line(&format!("call void @{name}({})", list.join(", ")));
            String::new()
        } else {
            let value = self.value();
            self.line(&format!(
                "{value} = call {ret} @{name}({})",
                list.join(", ")
            ));
            self.keep(&value, ret);
            value
        }
    }

    /// Stores (a component of) `value` to the next slot of `Out`.
    pub fn keep(&mut self, value: &str, ty: &str) {
        let (scalar, element) = match ty.strip_prefix('<') {
            Some(vector) => {
                let element = vector.split(" x ").nth(1).unwrap().trim_end_matches('>');
                let scalar = self.value();
                self.line(&format!("{scalar} = extractelement {ty} {value}, i32 0"));
                (scalar, element.to_string())
            }
            None => (value.to_string(), ty.to_string()),
        };
        let float = if element == "float" {
            scalar
        } else {
            let float = self.value();
            self.line(&format!("{float} = uitofp {element} {scalar} to float"));
            float
        };
        let pointer = self.value();
        self.line(&format!(
            "{pointer} = call ptr addrspace(11) @llvm.spv.resource.getpointer.p11.{OUT_MANGLED}({OUT_TYPE} %out, i32 {})",
            self.slots
        ));
        self.slots += 1;
        self.line(&format!("store float {float}, ptr addrspace(11) {pointer}"));
    }

    pub fn build(&self) -> String {
        let mut ir = format!(
            "target datalayout = \"e-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024-n8:16:32:64-G10\"\n\
             target triple = \"spirv-unknown-vulkan1.3-{}\"\n\n\
             @out.name = private unnamed_addr constant [4 x i8] c\"Out\\00\"\n\n",
            self.triple_stage
        );
        for declaration in self.declarations.iter().chain(&self.top_level) {
            ir.push_str(declaration);
            ir.push('\n');
        }
        ir.push_str(&format!(
            "declare {OUT_TYPE} @llvm.spv.resource.handlefrombinding.{OUT_MANGLED}(i32, i32, i32, i32, ptr)\n\
             declare ptr addrspace(11) @llvm.spv.resource.getpointer.p11.{OUT_MANGLED}({OUT_TYPE}, i32)\n\n\
             define void @main() #0 {{\nentry:\n  \
             %out = call {OUT_TYPE} @llvm.spv.resource.handlefrombinding.{OUT_MANGLED}(i32 0, i32 9, i32 1, i32 0, ptr @out.name)\n"
        ));
        for line in &self.body {
            ir.push_str("  ");
            ir.push_str(line);
            ir.push('\n');
        }
        ir.push_str(&format!(
            "  ret void\n}}\n\nattributes #0 = {{ {} }}\n",
            self.attributes
        ));
        ir
    }

    pub fn compile(&self) -> Vec<u32> {
        compile(&self.build())
    }
}

/// A constant 2D sampling coordinate argument.
pub const COORD2: (&str, &str) = ("<2 x float>", "<float 0.5, float 0.25>");
