//! What a SPIR-V module needs from the device: its capabilities, extensions
//! and execution modes (read with rspirv), turned into the named device
//! features the runner must enable (see `device::FEATURES`).
//!
//! This module reads the module; it must not talk to Vulkan.

use rspirv::binary::ParseAction;
use rspirv::dr::Operand;
use rspirv::spirv::{Capability, ExecutionMode, ExecutionModel, Op};
use texel_target::Stage;
use thiserror::Error;

#[derive(Debug, Error)]
pub enum ShaderError {
    #[error("{path}: not a SPIR-V module: {message}")]
    Parse { path: String, message: String },
    #[error("{path}: no GLCompute entry point named '{entry}' (entry points: {found})")]
    NoEntry {
        path: String,
        entry: String,
        found: String,
    },
}

/// The module-level declarations the runner reads, collected instruction by instruction.
#[derive(Default)]
struct Declarations {
    capabilities: Vec<Capability>,
    extensions: Vec<String>,
    entry_points: Vec<(ExecutionModel, String)>,
    execution_modes: Vec<ExecutionMode>,
}

impl rspirv::binary::Consumer for Declarations {
    fn initialize(&mut self) -> ParseAction {
        ParseAction::Continue
    }
    fn finalize(&mut self) -> ParseAction {
        ParseAction::Continue
    }
    fn consume_header(&mut self, _: rspirv::dr::ModuleHeader) -> ParseAction {
        ParseAction::Continue
    }
    fn consume_instruction(&mut self, inst: rspirv::dr::Instruction) -> ParseAction {
        match (inst.class.opcode, inst.operands.as_slice()) {
            (Op::Capability, [Operand::Capability(c), ..]) => self.capabilities.push(*c),
            (Op::Extension, [Operand::LiteralString(name), ..]) => {
                self.extensions.push(name.clone())
            }
            (
                Op::EntryPoint,
                [Operand::ExecutionModel(model), _, Operand::LiteralString(name), ..],
            ) => self.entry_points.push((*model, name.clone())),
            (Op::ExecutionMode | Op::ExecutionModeId, [_, Operand::ExecutionMode(mode), ..]) => {
                self.execution_modes.push(*mode)
            }
            _ => {}
        }
        ParseAction::Continue
    }
}

/// The words of a module and what it declares.
#[derive(Debug, Clone)]
pub struct Shader {
    pub words: Vec<u32>,
    pub capabilities: Vec<Capability>,
    pub extensions: Vec<String>,
    /// `(execution model, name)` of every entry point.
    pub entry_points: Vec<(ExecutionModel, String)>,
    pub execution_modes: Vec<ExecutionMode>,
}

impl Shader {
    /// Reads a SPIR-V binary.
    pub fn parse(path: &str, bytes: &[u8]) -> Result<Shader, ShaderError> {
        let parse_error = |message: String| ShaderError::Parse {
            path: path.to_string(),
            message,
        };
        if bytes.len() % 4 != 0 || bytes.len() < 20 {
            return Err(parse_error(format!(
                "{} bytes is not a whole SPIR-V header and words",
                bytes.len()
            )));
        }
        let words: Vec<u32> = bytes
            .chunks_exact(4)
            .map(|w| u32::from_le_bytes([w[0], w[1], w[2], w[3]]))
            .collect();
        if words[0] != rspirv::spirv::MAGIC_NUMBER {
            return Err(parse_error(format!(
                "magic number {:#010x}, expected {:#010x}",
                words[0],
                rspirv::spirv::MAGIC_NUMBER
            )));
        }
        // A streaming consumer, not rspirv's module loader: the loader rejects
        // valid modules (glslang's OpExecutionModeId), and only declarations matter here.
        let mut declarations = Declarations::default();
        rspirv::binary::parse_words(&words, &mut declarations)
            .map_err(|e| parse_error(e.to_string()))?;
        let Declarations {
            capabilities,
            extensions,
            entry_points,
            execution_modes,
        } = declarations;
        Ok(Shader {
            words,
            capabilities,
            extensions,
            entry_points,
            execution_modes,
        })
    }

    /// Checks that `entry` is a compute entry point of the module.
    pub fn check_entry(&self, path: &str, entry: &str) -> Result<(), ShaderError> {
        if self
            .entry_points
            .iter()
            .any(|(model, name)| Some(*model) == Stage::Compute.execution_model() && name == entry)
        {
            return Ok(());
        }
        let found: Vec<String> = self
            .entry_points
            .iter()
            .map(|(m, n)| format!("{n} ({m:?})"))
            .collect();
        Err(ShaderError::NoEntry {
            path: path.to_string(),
            entry: entry.to_string(),
            found: if found.is_empty() {
                "none".into()
            } else {
                found.join(", ")
            },
        })
    }

    fn declares_extension(&self, name: &str) -> bool {
        self.extensions.iter().any(|e| e == name)
    }

    /// The device features (names of `device::FEATURES`) this module needs.
    pub fn required_features(&self) -> Vec<&'static str> {
        let mut needed = Vec::new();
        // Compute derivatives come from one of two extensions with one SPIR-V
        // encoding: the module's OpExtension says which device extension.
        let derivatives_suffix = if self.declares_extension("SPV_KHR_compute_shader_derivatives") {
            "KHR"
        } else {
            "NV"
        };
        for capability in &self.capabilities {
            let feature = match capability {
                Capability::ImageGatherExtended => "shaderImageGatherExtended",
                Capability::ImageCubeArray | Capability::SampledCubeArray => "imageCubeArray",
                Capability::StorageImageMultisample | Capability::ImageMSArray => {
                    "shaderStorageImageMultisample"
                }
                Capability::StorageImageReadWithoutFormat => "shaderStorageImageReadWithoutFormat",
                Capability::StorageImageWriteWithoutFormat => {
                    "shaderStorageImageWriteWithoutFormat"
                }
                Capability::StorageImageExtendedFormats => "shaderStorageImageExtendedFormats",
                Capability::MinLod => "shaderResourceMinLod",
                Capability::Float64 => "shaderFloat64",
                Capability::Int64 => "shaderInt64",
                Capability::Int16 => "shaderInt16",
                Capability::Float16 => "shaderFloat16",
                Capability::Int8 => "shaderInt8",
                Capability::StorageBuffer16BitAccess => "storageBuffer16BitAccess",
                Capability::UniformAndStorageBuffer16BitAccess => {
                    "uniformAndStorageBuffer16BitAccess"
                }
                Capability::StorageBuffer8BitAccess => "storageBuffer8BitAccess",
                Capability::UniformAndStorageBuffer8BitAccess => {
                    "uniformAndStorageBuffer8BitAccess"
                }
                Capability::VulkanMemoryModel => "vulkanMemoryModel",
                Capability::VulkanMemoryModelDeviceScope => "vulkanMemoryModelDeviceScope",
                Capability::RuntimeDescriptorArray => "runtimeDescriptorArray",
                Capability::ComputeDerivativeGroupQuadsKHR => {
                    if derivatives_suffix == "KHR" {
                        "computeDerivativeGroupQuadsKHR"
                    } else {
                        "computeDerivativeGroupQuadsNV"
                    }
                }
                Capability::ComputeDerivativeGroupLinearKHR => {
                    if derivatives_suffix == "KHR" {
                        "computeDerivativeGroupLinearKHR"
                    } else {
                        "computeDerivativeGroupLinearNV"
                    }
                }
                _ => continue,
            };
            if !needed.contains(&feature) {
                needed.push(feature);
            }
        }
        // The derivative execution modes need the feature of their capability.
        for mode in &self.execution_modes {
            let feature = match (mode, derivatives_suffix) {
                (ExecutionMode::LocalSizeId, _) => "maintenance4",
                (ExecutionMode::DerivativeGroupQuadsKHR, "KHR") => "computeDerivativeGroupQuadsKHR",
                (ExecutionMode::DerivativeGroupQuadsKHR, _) => "computeDerivativeGroupQuadsNV",
                (ExecutionMode::DerivativeGroupLinearKHR, "KHR") => {
                    "computeDerivativeGroupLinearKHR"
                }
                (ExecutionMode::DerivativeGroupLinearKHR, _) => "computeDerivativeGroupLinearNV",
                _ => continue,
            };
            if !needed.contains(&feature) {
                needed.push(feature);
            }
        }
        needed
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use pretty_assertions::assert_eq;
    use rspirv::binary::Assemble;
    use rspirv::dr::Builder;
    use rspirv::spirv::{AddressingModel, MemoryModel};

    fn module(capabilities: &[Capability], extensions: &[&str]) -> Vec<u8> {
        let mut b = Builder::new();
        b.set_version(1, 4);
        b.capability(Capability::Shader);
        for c in capabilities {
            b.capability(*c);
        }
        for e in extensions {
            b.extension(*e);
        }
        b.memory_model(AddressingModel::Logical, MemoryModel::GLSL450);
        let void = b.type_void();
        let fn_type = b.type_function(void, vec![]);
        let f = b
            .begin_function(void, None, rspirv::spirv::FunctionControl::NONE, fn_type)
            .unwrap();
        b.begin_block(None).unwrap();
        b.ret().unwrap();
        b.end_function().unwrap();
        b.entry_point(ExecutionModel::GLCompute, f, "main", vec![]);
        b.execution_mode(f, ExecutionMode::LocalSize, vec![2, 2, 1]);
        b.module()
            .assemble()
            .iter()
            .flat_map(|w| w.to_le_bytes())
            .collect()
    }

    #[test]
    fn reads_capabilities_extensions_and_entry_points() {
        let bytes = module(
            &[
                Capability::ComputeDerivativeGroupQuadsKHR,
                Capability::ImageGatherExtended,
            ],
            &["SPV_NV_compute_shader_derivatives"],
        );
        let shader = Shader::parse("x.spv", &bytes).unwrap();
        assert_eq!(
            shader.entry_points,
            vec![(ExecutionModel::GLCompute, "main".to_string())]
        );
        assert_eq!(shader.execution_modes, vec![ExecutionMode::LocalSize]);
        assert_eq!(
            shader.required_features(),
            vec!["computeDerivativeGroupQuadsNV", "shaderImageGatherExtended"]
        );
        shader.check_entry("x.spv", "main").unwrap();
        assert_eq!(
            shader
                .check_entry("x.spv", "CSMain")
                .unwrap_err()
                .to_string(),
            "x.spv: no GLCompute entry point named 'CSMain' (entry points: main (GLCompute))"
        );
    }

    #[test]
    fn khr_derivatives_follow_the_declared_extension() {
        let bytes = module(
            &[Capability::ComputeDerivativeGroupLinearKHR],
            &["SPV_KHR_compute_shader_derivatives"],
        );
        assert_eq!(
            Shader::parse("x.spv", &bytes).unwrap().required_features(),
            vec!["computeDerivativeGroupLinearKHR"]
        );
    }

    #[test]
    fn rejects_files_that_are_not_spirv() {
        assert_eq!(
            Shader::parse("a.spv", b"; ModuleID = 'x'\n\0\0\0")
                .unwrap_err()
                .to_string(),
            "a.spv: not a SPIR-V module: magic number 0x6f4d203b, expected 0x07230203"
        );
        assert_eq!(
            Shader::parse("b.spv", &[1, 2, 3]).unwrap_err().to_string(),
            "b.spv: not a SPIR-V module: 3 bytes is not a whole SPIR-V header and words"
        );
        let mut truncated = module(&[], &[]);
        truncated.truncate(36); // inside OpMemoryModel
        assert!(Shader::parse("c.spv", &truncated)
            .unwrap_err()
            .to_string()
            .starts_with("c.spv: not a SPIR-V module: "));
    }
}
