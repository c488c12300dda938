//! Clean-up: the marker imports, `Linkage`, and LLVM's resource-name junk
//! (`i8` arrays and `Int8`) go; nothing still referenced does.

use pretty_assertions::assert_eq;

use super::harness::*;
use crate::spirv::marker::{MarkerOperation as Op, LOD};

#[test]
fn buffer_only_hlsl_loses_its_int8_name_strings() {
    let input = compile_hlsl(
        "RWBuffer<float> Out : register(u1);\n\
         [numthreads(4,1,1)] void main(vector<unsigned int, 3> id : SV_DispatchThreadID) {\n\
         Out[id.x] = 1.0; }\n",
    );
    let before = Dis::parse(&disassemble(&input));
    assert!(before.has_capability("Int8"), "{}", before.text);
    let name_string = before
        .all("OpVariable")
        .into_iter()
        .find(|variable| variable.operand(1) == "Function")
        .expect("clang's name string")
        .result()
        .to_string();

    let dis = finalize_valid(&input);
    assert!(!dis.has_capability("Int8"), "{}", dis.text);
    assert!(dis.all("OpTypeInt").iter().all(|ty| ty.operand(0) != "8"));
    assert!(dis
        .all("OpVariable")
        .iter()
        .all(|v| v.operand(1) != "Function"));
    assert!(!dis.text.contains(&name_string), "{}", dis.text);
    assert!(dis.all("OpConstantComposite").is_empty(), "{}", dis.text);
    assert!(dis.all("OpTypeArray").is_empty(), "{}", dis.text);
    // The array length %uint_4 was used only by the junk.
    assert!(!dis.text.contains("%uint_4 "), "{}", dis.text);
    // The real program is intact.
    assert_eq!(dis.count("OpImageWrite"), 1);
    assert_eq!(dis.binding("%Out"), (0, 1));
    assert_eq!(
        dis.capabilities(),
        ["ImageBuffer", "Shader"].map(String::from).into()
    );
}

#[test]
fn constants_shared_with_the_program_stay() {
    // Slot 4 of Out uses `i32 4`, the length of the "Out\0" junk array too.
    let name = marker(Op::Fetch, texture_2d(), at(0, 0), None, LOD);
    let mut ir = Ir::compute(8, 1, 1);
    for _ in 0..5 {
        ir.call(
            &name,
            "<4 x float>",
            &[("i32", "0"), ("<2 x i32>", "<i32 0, i32 0>"), ("i32", "0")],
        );
    }
    let dis = finalize_valid(&ir.compile());
    assert!(
        dis.text.contains("%uint_4 = OpConstant %uint 4"),
        "{}",
        dis.text
    );
    assert!(dis.all("OpTypeArray").is_empty());
    assert!(!dis.has_capability("Int8"));
}

#[test]
fn imports_names_and_linkage_are_removed() {
    let used = marker(Op::Fetch, texture_2d(), at(0, 0), None, LOD);
    let mut ir = Ir::compute(8, 1, 1);
    ir.call(
        &used,
        "<4 x float>",
        &[("i32", "0"), ("<2 x i32>", "<i32 0, i32 0>"), ("i32", "0")],
    );
    let input = ir.compile();
    let before = Dis::parse(&disassemble(&input));
    assert!(before.has_capability("Linkage"));
    assert_eq!(before.count("OpFunction"), 2);

    let dis = finalize_valid(&input);
    assert!(!dis.has_capability("Linkage"));
    assert_eq!(dis.count("OpFunction"), 1);
    assert_eq!(dis.count("OpFunctionParameter"), 0);
    assert!(dis
        .all("OpDecorate")
        .iter()
        .all(|decoration| decoration.operand(1) != "LinkageAttributes"));
    assert!(!dis.text.contains("texel"), "{}", dis.text);
    // The import's function type is gone; main's stays.
    assert_eq!(dis.count("OpTypeFunction"), 1);
}

#[test]
fn real_8_bit_integers_keep_int8() {
    let mut ir = Ir::compute(8, 1, 1);
    let x = ir.dynamic_index();
    ir.line(&format!("%narrow = trunc i32 {x} to i8"));
    ir.line("%sum = mul i8 %narrow, %narrow");
    ir.line("%wide = zext i8 %sum to i32");
    ir.keep("%wide", "i32");
    let input = ir.compile();
    let before = Dis::parse(&disassemble(&input));
    if !before.text.contains("OpIMul %uchar") {
        // llc widened the arithmetic: nothing 8-bit left to keep.
        return;
    }
    let dis = finalize_valid(&input);
    assert!(dis.has_capability("Int8"), "{}", dis.text);
    assert!(dis.text.contains("OpTypeInt 8 0"));
    // The name string is gone all the same.
    assert!(dis
        .all("OpVariable")
        .iter()
        .all(|v| v.operand(1) != "Function"));
}
