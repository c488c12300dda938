//! The finalizer parses binaries from outside: whatever it is given, it returns
//! a module or an error, never a panic. Deterministic mutation fuzzing over a
//! real LLVM-emitted module with markers, arrays and a sample-position table.

use std::panic::{catch_unwind, AssertUnwindSafe};

use super::harness::*;
use crate::spirv::finalizer::finalize_spirv;
use crate::spirv::marker::MarkerOperation as Op;
use crate::test_random::Random;

fn seed_module() -> Vec<u32> {
    let mut ir = Ir::compute(8, 1, 1);
    let index = ir.dynamic_index();
    let sample = marker(
        Op::SampleExplicitLod,
        texture_2d(),
        at(0, 0),
        Some(at(0, 1)),
        crate::spirv::marker::LOD,
    );
    ir.call(
        &sample,
        "<4 x float>",
        &[("i32", "0"), ("i32", "0"), COORD2, ("float", "0.0")],
    );
    let fetch = marker(
        Op::Fetch,
        texture_2d(),
        array_at(1, 2, crate::spirv::marker::ArraySize::Fixed(4)),
        None,
        crate::spirv::marker::LOD,
    );
    ir.call(
        &fetch,
        "<4 x float>",
        &[
            ("i32", &index),
            ("<2 x i32>", "zeroinitializer"),
            ("i32", "0"),
        ],
    );
    ir.compile()
}

/// Mutations: flip a word, replace it with a small or huge number, drop or
/// duplicate a word, truncate.
fn mutate(words: &[u32], random: &mut Random) -> Vec<u32> {
    let mut mutated = words.to_vec();
    for _ in 0..1 + random.below(4) {
        if mutated.is_empty() {
            break;
        }
        let at = random.below(mutated.len());
        match random.below(6) {
            0 => mutated[at] ^= 1 << random.below(32),
            1 => mutated[at] = random.below(64) as u32,
            2 => mutated[at] = u32::MAX - random.below(4) as u32,
            3 => {
                mutated.remove(at);
            }
            4 => {
                let word = mutated[at];
                mutated.insert(at, word);
            }
            _ => mutated.truncate(at.max(1)),
        }
    }
    mutated
}

#[test]
fn mutated_binaries_give_errors_not_panics() {
    let seed = seed_module();
    finalize_spirv(&seed).expect("the seed module finalizes");
    let mut random = Random::new(0x7e7e_1234_abcd_0001);
    let mut errors = 0;
    for round in 0..3000 {
        let input = mutate(&seed, &mut random);
        let outcome = catch_unwind(AssertUnwindSafe(|| finalize_spirv(&input)));
        match outcome {
            Ok(Ok(_)) => {}
            Ok(Err(_)) => errors += 1,
            Err(_) => panic!("round {round}: the finalizer panicked on a mutated binary"),
        }
    }
    // The mutations must actually reach the error paths.
    assert!(errors > 100, "only {errors} mutated inputs were rejected");
}

#[test]
fn arbitrary_marker_names_parse_or_fail_cleanly() {
    let mut random = Random::new(42);
    let alphabet: Vec<char> = "texl.spv_0123456789imsafqurdowgc".chars().collect();
    let seed = "texel.spv.sample_explicit_lod.f32_1_2_0_0_1_0.i0_3_4.s1_0_0.m10";
    for _ in 0..20000 {
        let mut name: Vec<char> = seed.chars().collect();
        for _ in 0..1 + random.below(3) {
            let at = random.below(name.len());
            match random.below(3) {
                0 => name[at] = alphabet[random.below(alphabet.len())],
                1 => {
                    name.remove(at);
                }
                _ => name.insert(at, alphabet[random.below(alphabet.len())]),
            }
        }
        let name: String = name.into_iter().collect();
        if let Ok(marker) = crate::spirv::marker::Marker::parse(&name) {
            // Whatever parses must print back to a name that parses the same.
            assert_eq!(
                crate::spirv::marker::Marker::parse(&marker.name()),
                Ok(marker)
            );
        }
    }
}
