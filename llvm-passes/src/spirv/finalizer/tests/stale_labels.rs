//! Block labels that LLVM 22's SPIR-V target numbered with an id left over
//! from an earlier module in the process (its label table is a static that
//! is never cleared): the finalizer gives them fresh ids, or rejects the
//! module when the stale id cannot be told apart from another block's.
//!
//! The inputs are `llc` output with one block's label id replaced everywhere
//! (label, name, branches, phi parents) by an id the module already defines,
//! which is what the target writes when it hits a stale table entry.

use pretty_assertions::assert_eq;
use rspirv::binary::Assemble;
use rspirv::dr::{load_words, Module, Operand};
use rspirv::spirv::{Op, Word};

use super::harness::*;
use crate::spirv::finalizer::FinalizeError;

/// A compute shader whose entry block branches to a named block that
/// merges two values with a phi.
const BRANCHING: &str = r#"
target triple = "spirv-unknown-vulkan1.3-compute"

@Out.name = private unnamed_addr constant [4 x i8] c"Out\00"

define void @main() #0 {
entry:
  %id = call i32 @llvm.spv.thread.id.i32(i32 0)
  %odd = and i32 %id, 1
  %is_odd = icmp eq i32 %odd, 1
  br i1 %is_odd, label %then, label %joined

then:
  %twice = shl i32 %id, 1
  br label %joined

joined:
  %value = phi i32 [ %twice, %then ], [ %id, %entry ]
  %out = call target("spirv.VulkanBuffer", [0 x i32], 12, 1) @llvm.spv.resource.handlefrombinding.tspirv.VulkanBuffer_a0i32_12_1t(i32 0, i32 0, i32 1, i32 0, ptr @Out.name)
  %slot = call ptr addrspace(11) @llvm.spv.resource.getpointer.p11.tspirv.VulkanBuffer_a0i32_12_1t(target("spirv.VulkanBuffer", [0 x i32], 12, 1) %out, i32 %id)
  store i32 %value, ptr addrspace(11) %slot
  ret void
}

declare i32 @llvm.spv.thread.id.i32(i32)
declare target("spirv.VulkanBuffer", [0 x i32], 12, 1) @llvm.spv.resource.handlefrombinding.tspirv.VulkanBuffer_a0i32_12_1t(i32, i32, i32, i32, ptr)
declare ptr addrspace(11) @llvm.spv.resource.getpointer.p11.tspirv.VulkanBuffer_a0i32_12_1t(target("spirv.VulkanBuffer", [0 x i32], 12, 1), i32)

attributes #0 = { "hlsl.numthreads"="8,1,1" "hlsl.shader"="compute" }
"#;

/// The label id of the block named `name`.
fn named_label(module: &Module, name: &str) -> Word {
    module
        .debug_names
        .iter()
        .find(|instruction| {
            instruction.operands.get(1) == Some(&Operand::LiteralString(name.into()))
        })
        .and_then(|instruction| match instruction.operands[0] {
            Operand::IdRef(id) => Some(id),
            _ => None,
        })
        .unwrap_or_else(|| panic!("no OpName \"{name}\""))
}

/// The id of the module's `OpTypeVoid`.
fn void_type(module: &Module) -> Word {
    module
        .types_global_values
        .iter()
        .find(|instruction| instruction.class.opcode == Op::TypeVoid)
        .and_then(|instruction| instruction.result_id)
        .expect("OpTypeVoid")
}

/// Replaces id `from` by `to` in every label, name and id operand of the
/// functions and names (not in global definitions): what LLVM writes when a
/// block's label id comes from its stale table.
fn relabel(module: &mut Module, from: Word, to: Word) {
    let rename = |operand: &mut Operand| {
        if *operand == Operand::IdRef(from) {
            *operand = Operand::IdRef(to);
        }
    };
    for name in &mut module.debug_names {
        name.operands.iter_mut().for_each(rename);
    }
    for block in module
        .functions
        .iter_mut()
        .flat_map(|function| &mut function.blocks)
    {
        if let Some(label) = block.label.as_mut() {
            if label.result_id == Some(from) {
                label.result_id = Some(to);
            }
        }
        for instruction in &mut block.instructions {
            instruction.operands.iter_mut().for_each(rename);
        }
    }
}

fn assemble(module: &Module) -> Vec<u32> {
    module.assemble()
}

#[test]
fn a_label_that_reuses_a_type_id_gets_a_fresh_id() {
    let mut module = load_words(compile(BRANCHING)).unwrap();
    let joined = named_label(&module, "joined");
    let void = void_type(&module);
    relabel(&mut module, joined, void);
    let input = assemble(&module);
    assert!(validate(&input)
        .unwrap_err()
        .contains(&format!("Id {void} is defined more than once")));

    let output = finalize_valid(&input);
    // Every label operand (branch targets, merge blocks, phi parents) names
    // an OpLabel, none the type's id.
    let mut targets: Vec<&str> = Vec::new();
    for branch in output.all("OpBranch") {
        targets.push(branch.operand(0));
    }
    for conditional in output.all("OpBranchConditional") {
        targets.extend([conditional.operand(1), conditional.operand(2)]);
    }
    for merge in output.all("OpSelectionMerge") {
        targets.push(merge.operand(0));
    }
    for phi in output.all("OpPhi") {
        // Operand 0 is the result type, then (value, parent) pairs.
        targets.extend(phi.operands.iter().skip(2).step_by(2).map(String::as_str));
    }
    assert!(targets.len() >= 3, "{}", output.text);
    for target in targets {
        assert_eq!(output.def(target).opcode, "OpLabel", "{target}");
    }
    // The type keeps its id; the stale name is gone (it could belong to
    // either definition).
    assert_eq!(output.count("OpTypeVoid"), 1);
    assert_eq!(
        output.one("OpFunction").operand(0),
        output.one("OpTypeVoid").result()
    );
    assert!(!output.text.contains("\"joined\""), "{}", output.text);
}

#[test]
fn two_blocks_of_one_function_with_one_label_are_an_error() {
    let mut module = load_words(compile(BRANCHING)).unwrap();
    let joined = named_label(&module, "joined");
    let then = named_label(&module, "then");
    relabel(&mut module, joined, then);
    assert_eq!(
        finalize_error(&assemble(&module)),
        FinalizeError::DuplicateId {
            id: then,
            reason: "two blocks of one function have this label, so its branches cannot be \
                     told apart"
                .to_string(),
        }
    );
}

#[test]
fn an_id_defined_twice_outside_labels_is_an_error() {
    let mut module = load_words(compile(BRANCHING)).unwrap();
    let void = void_type(&module);
    let duplicate = module
        .types_global_values
        .iter()
        .find(|instruction| instruction.class.opcode == Op::TypeVoid)
        .cloned()
        .unwrap();
    module.types_global_values.insert(0, duplicate);
    assert_eq!(
        finalize_error(&assemble(&module)),
        FinalizeError::DuplicateId {
            id: void,
            reason: "LLVM's SPIR-V target defined this id more than once".to_string(),
        }
    );
}
