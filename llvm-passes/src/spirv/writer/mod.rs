//! texel's SPIR-V writer: the LLVM IR that `texel-spirv` leaves (image
//! operations as `texel.spv.*` marker calls) to a SPIR-V module, in Rust,
//! without LLVM's SPIR-V target.
//!
//! The module is read once into a [`ModuleSnapshot`]; the writer never calls
//! LLVM. Its parts:
//! - `types`: SPIR-V types and constants, declared once each, by value;
//! - `resources`: descriptor variables for `llvm.spv.resource.handlefrom*`
//!   (storage and uniform buffer blocks, texel buffers), cbuffer members,
//!   built-in inputs, private and workgroup globals;
//! - `pointers`: logical pointers — LLVM's pointer arithmetic (typed and
//!   byte-offset GEPs) mapped back onto access-chain paths over the declared
//!   types;
//! - `structure`: structured control flow (merge blocks, continue targets);
//!   `control`: the selection and loop controls of its merge instructions;
//! - `function`: one LLVM function to one SPIR-V function, instruction by
//!   instruction; `intrinsics`: the table of LLVM and `llvm.spv.*`
//!   intrinsics;
//! - this module: the entry points, the marker imports (left for the
//!   finalizer, as LLVM's target left them), the SPIR-V version and the
//!   capabilities the writer's own instructions need.
//!
//! The output has the shape the finalizer (`crate::spirv::finalizer`) expects
//! from LLVM's target — marker calls to imported functions, buffer blocks
//! without layout decorations — so the finalizer turns it into Vulkan SPIR-V.
//! Nothing here keeps state between modules: a writer is made per module.

mod control;
mod error;
mod function;
mod intrinsics;
mod pointers;
mod resources;
mod structure;
mod types;

use std::collections::{HashMap, HashSet};

use rspirv::dr::{Instruction, Module, ModuleHeader, Operand};
use rspirv::spirv::{
    AddressingModel, Capability, Decoration, ExecutionMode, ExecutionModel, LinkageType,
    MemoryModel, Op, Word,
};

pub use error::WriterError;

use crate::llvm::snapshot::{
    FunctionId, InstKind, IrTy, ModuleSnapshot, Operand as IrOperand, TypeId,
};
use crate::spirv::marker::MARKER_PREFIX;
use error::{fail, Failure, Result};
use resources::Resources;
use types::{Globals, SpvType, StructKey};

/// What the writer needs to know beyond the module.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct WriterOptions {
    /// The SPIR-V version to write (major, minor).
    pub version: (u8, u8),
}

impl Default for WriterOptions {
    fn default() -> Self {
        WriterOptions { version: (1, 6) }
    }
}

/// The SPIR-V generator word: texel's writer (no registered tool number).
const GENERATOR: u32 = 0;

/// Writes the module as SPIR-V (with marker imports for the finalizer).
pub fn write_module(
    snapshot: &ModuleSnapshot,
    options: &WriterOptions,
) -> std::result::Result<Module, WriterError> {
    let mut writer = ModuleWriter::new(snapshot, *options);
    writer.write()?;
    Ok(writer.finish())
}

/// An entry point found in the module.
struct EntryPoint {
    function: FunctionId,
    model: ExecutionModel,
    local_size: [u32; 3],
    name: String,
}

struct ModuleWriter<'s> {
    snapshot: &'s ModuleSnapshot,
    options: WriterOptions,
    globals: Globals,
    resources: Resources,
    glsl: Option<Word>,
    function_ids: HashMap<FunctionId, Word>,
    marker_imports: HashMap<FunctionId, Word>,
    functions: Vec<rspirv::dr::Function>,
    imports: Vec<rspirv::dr::Function>,
    entry_points: Vec<(EntryPoint, Word)>,
    capabilities: Vec<Capability>,
    extensions: Vec<String>,
    /// Global variables each written function uses (for entry interfaces).
    used_variables: HashMap<FunctionId, Vec<Word>>,
    /// Snapshot type → SPIR-V type.
    type_cache: HashMap<TypeId, SpvType>,
    /// Snapshot constant → SPIR-V constant.
    constant_cache: HashMap<crate::llvm::snapshot::ConstantId, Word>,
}

impl<'s> ModuleWriter<'s> {
    fn new(snapshot: &'s ModuleSnapshot, options: WriterOptions) -> ModuleWriter<'s> {
        let mut globals = Globals::new();
        for (id, ty) in snapshot.types.iter().enumerate() {
            if let IrTy::Struct {
                name: Some(name), ..
            } = ty
            {
                globals.struct_names.insert(id as u32, name.clone());
            }
        }
        ModuleWriter {
            snapshot,
            options,
            globals,
            resources: Resources::default(),
            glsl: None,
            function_ids: HashMap::new(),
            marker_imports: HashMap::new(),
            functions: Vec::new(),
            imports: Vec::new(),
            entry_points: Vec::new(),
            capabilities: vec![Capability::Shader],
            extensions: Vec::new(),
            used_variables: HashMap::new(),
            type_cache: HashMap::new(),
            constant_cache: HashMap::new(),
        }
    }

    pub fn require(&mut self, capability: Capability) {
        if !self.capabilities.contains(&capability) {
            self.capabilities.push(capability);
        }
    }

    pub fn extension(&mut self, name: &str) {
        if !self.extensions.iter().any(|known| known == name) {
            self.extensions.push(name.to_string());
        }
    }

    pub fn version_at_least(&self, major: u8, minor: u8) -> bool {
        self.options.version >= (major, minor)
    }

    /// The `GLSL.std.450` import.
    pub fn glsl(&mut self) -> Word {
        if let Some(id) = self.glsl {
            return id;
        }
        let id = self.globals.id();
        self.glsl = Some(id);
        id
    }

    /// The SPIR-V type of an LLVM (snapshot) type, for values.
    pub fn spv_type(&mut self, ty: TypeId) -> Result<SpvType> {
        if let Some(known) = self.type_cache.get(&ty) {
            return Ok(known.clone());
        }
        let translated = match self.snapshot.ty(ty) {
            IrTy::Void => SpvType::Void,
            IrTy::Int(1) => SpvType::Bool,
            IrTy::Int(bits @ (8 | 16 | 32 | 64)) => SpvType::Int(*bits),
            IrTy::Int(bits) => return fail(format!("i{bits} has no SPIR-V type (integers are 8, 16, 32 or 64 bits)")),
            IrTy::Half => SpvType::Float(16),
            IrTy::Float => SpvType::Float(32),
            IrTy::Double => SpvType::Float(64),
            IrTy::Vector { element, count } => {
                let element = self.spv_type(*element)?;
                if *count == 1 {
                    // A one-lane vector is its lane (SPIR-V has no such vector).
                    self.type_cache.insert(ty, element.clone());
                    return Ok(element);
                }
                if !(2..=4).contains(count) {
                    return fail(format!("a vector of {count} components has no SPIR-V type in shaders (2 to 4)"));
                }
                SpvType::Vector(Box::new(element), *count)
            }
            IrTy::Array { element, count } => {
                let element = self.spv_type(*element)?;
                if *count == 0 {
                    SpvType::RuntimeArray(Box::new(element))
                } else if *count > u64::from(u32::MAX) {
                    return fail(format!("an array of {count} elements is too long for SPIR-V"));
                } else {
                    SpvType::Array(Box::new(element), *count)
                }
            }
            IrTy::Struct { fields, .. } => {
                let fields = fields.clone();
                let members = fields
                    .iter()
                    .map(|field| self.spv_type(*field))
                    .collect::<Result<Vec<_>>>()?;
                if members.is_empty() {
                    return fail("an empty struct has no SPIR-V type");
                }
                SpvType::Struct {
                    key: StructKey::Llvm(ty),
                    members,
                }
            }
            IrTy::Target { name, .. } => {
                return fail(format!("a value of type target(\"{name}\") cannot be kept in memory or passed around in SPIR-V"))
            }
            IrTy::Pointer { .. } => return fail("a pointer stored in memory or passed as a value is not supported in Vulkan SPIR-V (logical addressing)"),
            other => return fail(format!("the type {other:?} has no SPIR-V equivalent")),
        };
        self.type_cache.insert(ty, translated.clone());
        Ok(translated)
    }

    fn write(&mut self) -> std::result::Result<(), WriterError> {
        let entries = self.find_entry_points()?;
        if entries.is_empty() {
            return Err(WriterError::module(
                "the module has no entry point (a function with \"hlsl.shader\"=\"compute\")",
            ));
        }
        let reachable = self.reachable_functions(&entries);
        // Functions no entry point calls are written too (as `llc` keeps
        // them) when they can be: one that cannot (it takes a pointer, say)
        // is dead code and left out.
        let unreachable: Vec<FunctionId> = (0..self.snapshot.functions.len() as FunctionId)
            .filter(|function| {
                !reachable.contains(function)
                    && !self.snapshot.functions[*function as usize].is_declaration()
            })
            .collect();
        // Ids first: calls may refer to functions written later.
        for function in &reachable {
            let id = self.globals.id();
            self.function_ids.insert(*function, id);
        }
        for function in reachable.iter().rev() {
            let written = function::write_function(self, *function).map_err(|failure| {
                failure.in_function(&self.snapshot.functions[*function as usize].name)
            })?;
            self.functions.push(written);
        }
        for function in unreachable {
            let id = self.globals.id();
            self.function_ids.insert(function, id);
            match function::write_function(self, function) {
                Ok(written) => self.functions.push(written),
                Err(_) => {
                    self.function_ids.remove(&function);
                }
            }
        }
        for entry in entries {
            let id = self.function_ids[&entry.function];
            self.entry_points.push((entry, id));
        }
        Ok(())
    }

    fn find_entry_points(&self) -> std::result::Result<Vec<EntryPoint>, WriterError> {
        let mut entries = Vec::new();
        for (index, function) in self.snapshot.functions.iter().enumerate() {
            let Some(stage) = function.attribute("hlsl.shader") else {
                continue;
            };
            if function.is_declaration() {
                continue;
            }
            let model = match stage {
                "compute" => ExecutionModel::GLCompute,
                "pixel" => ExecutionModel::Fragment,
                "vertex" => ExecutionModel::Vertex,
                other => {
                    return Err(WriterError::Function {
                        function: function.name.clone(),
                        reason: format!(
                            "{other} shaders are not supported by texel's SPIR-V writer"
                        ),
                    })
                }
            };
            let mut local_size = [1, 1, 1];
            if let Some(text) = function.attribute("hlsl.numthreads") {
                for (slot, part) in local_size.iter_mut().zip(text.split(',')) {
                    *slot = part.trim().parse().map_err(|_| WriterError::Function {
                        function: function.name.clone(),
                        reason: format!("\"hlsl.numthreads\"=\"{text}\" is not three numbers"),
                    })?;
                }
            }
            entries.push(EntryPoint {
                function: index as FunctionId,
                model,
                local_size,
                name: function.name.clone(),
            });
        }
        Ok(entries)
    }

    /// The defined functions the entry points call, directly or not, entry
    /// points first, each once.
    fn reachable_functions(&self, entries: &[EntryPoint]) -> Vec<FunctionId> {
        let mut order = Vec::new();
        let mut seen = HashSet::new();
        let mut stack: Vec<FunctionId> = entries.iter().map(|entry| entry.function).collect();
        while let Some(function) = stack.pop() {
            if !seen.insert(function) {
                continue;
            }
            order.push(function);
            let snapshot = &self.snapshot.functions[function as usize];
            for instruction in &snapshot.instructions {
                if let InstKind::Call {
                    callee: IrOperand::Function(callee),
                    ..
                } = &instruction.kind
                {
                    if !self.snapshot.functions[*callee as usize].is_declaration() {
                        stack.push(*callee);
                    }
                }
            }
        }
        order
    }

    /// The imported function standing for marker `function` (declared once).
    pub fn marker_import(
        &mut self,
        function: FunctionId,
        result: &SpvType,
        parameters: &[SpvType],
    ) -> Word {
        if let Some(id) = self.marker_imports.get(&function) {
            return *id;
        }
        let name = self.snapshot.functions[function as usize].name.clone();
        let function_type = SpvType::Function(Box::new(result.clone()), parameters.to_vec());
        let function_type = self.globals.type_id(&function_type);
        let result_type = self.globals.type_id(result);
        let id = self.globals.id();
        let mut import = rspirv::dr::Function::new();
        import.def = Some(Instruction::new(
            Op::Function,
            Some(result_type),
            Some(id),
            vec![
                Operand::FunctionControl(rspirv::spirv::FunctionControl::NONE),
                Operand::IdRef(function_type),
            ],
        ));
        for parameter in parameters {
            let parameter_type = self.globals.type_id(parameter);
            let parameter_id = self.globals.id();
            import.parameters.push(Instruction::new(
                Op::FunctionParameter,
                Some(parameter_type),
                Some(parameter_id),
                vec![],
            ));
        }
        import.end = Some(Instruction::new(Op::FunctionEnd, None, None, vec![]));
        self.imports.push(import);
        self.globals.name(id, &name);
        self.globals.decorate_operands(
            id,
            Decoration::LinkageAttributes,
            vec![
                Operand::LiteralString(name),
                Operand::LinkageType(LinkageType::Import),
            ],
        );
        self.require(Capability::Linkage);
        self.marker_imports.insert(function, id);
        id
    }

    pub fn is_marker(&self, function: FunctionId) -> bool {
        self.snapshot.functions[function as usize]
            .name
            .starts_with(MARKER_PREFIX)
    }

    fn finish(mut self) -> Module {
        let mut module = Module::new();
        let (major, minor) = self.options.version;
        let mut header = ModuleHeader::new(0);
        header.set_version(major, minor);
        header.generator = GENERATOR;
        let mut capabilities = std::mem::take(&mut self.capabilities);
        for capability in std::mem::take(&mut self.globals.capabilities) {
            if !capabilities.contains(&capability) {
                capabilities.push(capability);
            }
        }
        for capability in capabilities {
            module.capabilities.push(Instruction::new(
                Op::Capability,
                None,
                None,
                vec![Operand::Capability(capability)],
            ));
        }
        // The StorageBuffer storage class is core from SPIR-V 1.3.
        let uses_storage_buffers = self.globals.section.iter().any(|instruction| {
            instruction.class.opcode == Op::TypePointer
                && instruction.operands.first()
                    == Some(&Operand::StorageClass(
                        rspirv::spirv::StorageClass::StorageBuffer,
                    ))
        });
        if uses_storage_buffers && self.options.version < (1, 3) {
            self.extension("SPV_KHR_storage_buffer_storage_class");
        }
        for extension in &self.extensions {
            module.extensions.push(Instruction::new(
                Op::Extension,
                None,
                None,
                vec![Operand::LiteralString(extension.clone())],
            ));
        }
        if let Some(glsl) = self.glsl {
            module.ext_inst_imports.push(Instruction::new(
                Op::ExtInstImport,
                None,
                Some(glsl),
                vec![Operand::LiteralString("GLSL.std.450".to_string())],
            ));
        }
        module.memory_model = Some(Instruction::new(
            Op::MemoryModel,
            None,
            None,
            vec![
                Operand::AddressingModel(AddressingModel::Logical),
                Operand::MemoryModel(MemoryModel::GLSL450),
            ],
        ));
        let list_everything = self.options.version >= (1, 4);
        for (entry, id) in &self.entry_points {
            let mut interface: Vec<Word> = Vec::new();
            for function in self.functions_of_entry(entry.function) {
                for variable in self.used_variables.get(&function).into_iter().flatten() {
                    if (list_everything || self.resources.is_input_or_output(*variable))
                        && !interface.contains(variable)
                    {
                        interface.push(*variable);
                    }
                }
            }
            let mut operands = vec![
                Operand::ExecutionModel(entry.model),
                Operand::IdRef(*id),
                Operand::LiteralString(entry.name.clone()),
            ];
            operands.extend(interface.into_iter().map(Operand::IdRef));
            module
                .entry_points
                .push(Instruction::new(Op::EntryPoint, None, None, operands));
            match entry.model {
                ExecutionModel::GLCompute => module.execution_modes.push(Instruction::new(
                    Op::ExecutionMode,
                    None,
                    None,
                    vec![
                        Operand::IdRef(*id),
                        Operand::ExecutionMode(ExecutionMode::LocalSize),
                        Operand::LiteralBit32(entry.local_size[0]),
                        Operand::LiteralBit32(entry.local_size[1]),
                        Operand::LiteralBit32(entry.local_size[2]),
                    ],
                )),
                ExecutionModel::Fragment => module.execution_modes.push(Instruction::new(
                    Op::ExecutionMode,
                    None,
                    None,
                    vec![
                        Operand::IdRef(*id),
                        Operand::ExecutionMode(ExecutionMode::OriginUpperLeft),
                    ],
                )),
                _ => {}
            }
            self.globals.name(*id, &entry.name);
        }
        module.debug_names = std::mem::take(&mut self.globals.names);
        module.annotations = std::mem::take(&mut self.globals.annotations);
        module.types_global_values = std::mem::take(&mut self.globals.section);
        module.functions = std::mem::take(&mut self.imports);
        module.functions.extend(std::mem::take(&mut self.functions));
        header.bound = self.globals.bound();
        module.header = Some(header);
        module
    }

    /// The functions an entry point calls, itself included.
    fn functions_of_entry(&self, entry: FunctionId) -> Vec<FunctionId> {
        let mut seen = vec![entry];
        let mut stack = vec![entry];
        while let Some(function) = stack.pop() {
            for instruction in &self.snapshot.functions[function as usize].instructions {
                if let InstKind::Call {
                    callee: IrOperand::Function(callee),
                    ..
                } = &instruction.kind
                {
                    if self.function_ids.contains_key(callee) && !seen.contains(callee) {
                        seen.push(*callee);
                        stack.push(*callee);
                    }
                }
            }
        }
        seen
    }

    /// Notes that `function` uses the global variable `variable`.
    pub fn note_use(&mut self, function: FunctionId, variable: Word) {
        let used = self.used_variables.entry(function).or_default();
        if !used.contains(&variable) {
            used.push(variable);
        }
    }
}

/// Reports `failure` for an instruction printed as `printed`.
fn at_instruction(failure: Failure, printed: impl FnOnce() -> String) -> Failure {
    if failure.instruction.is_empty() {
        Failure {
            instruction: printed(),
            ..failure
        }
    } else {
        failure
    }
}
