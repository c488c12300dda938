//! The inputs: a [`Case`] (source, target, what to emit, profile and
//! optimisation) and [`case`], which derives input `index` of a run from
//! the seed — the unmutated corpus first, then mutations.

use std::fmt::Write as _;

use texel::{Emit, Optimization, Options};
use texel_passes::test_random::Random;

use crate::corpus::CORPUS;
use crate::mutations::mutate;

/// One fuzz input: the source and how to compile it.
#[derive(Clone, Debug)]
pub(crate) struct Case {
    pub(crate) source: String,
    pub(crate) spirv: bool,
    pub(crate) emit: Emit,
    pub(crate) profile: String,
    pub(crate) optimization: Optimization,
    /// An unmutated corpus shader: must compile.
    pub(crate) must_compile: bool,
}

impl Case {
    pub(crate) fn options(&self) -> Options {
        Options {
            spirv: self.spirv,
            emit: self.emit,
            profile: self.profile.clone(),
            optimization: self.optimization,
            source_name: "fuzz.hlsl".to_string(),
            ..Options::default()
        }
    }

    /// The command line that reproduces this case with the `texel` tool.
    pub(crate) fn command_line(&self) -> String {
        let mut line = format!("texel -T {} -E main", self.profile);
        if self.spirv {
            line.push_str(" -spirv");
        }
        match self.optimization {
            Optimization::Disabled => line.push_str(" -Od"),
            Optimization::Level(level) => write!(line, " -O{level}").unwrap(),
            Optimization::Default => {}
        }
        match self.emit {
            Emit::Ir => line.push_str(" --emit=ir"),
            Emit::Lowered => line.push_str(" --emit=lowered"),
            _ => {}
        }
        line.push_str(" fuzz.hlsl");
        line
    }

    pub(crate) fn encode(&self) -> String {
        format!(
            "{}\n{}\n{}\n{}\n{}\n{}",
            self.spirv,
            match self.emit {
                Emit::Ir => "ir",
                Emit::Lowered => "lowered",
                _ => "final",
            },
            self.profile,
            match self.optimization {
                Optimization::Disabled => "d".to_string(),
                Optimization::Level(level) => level.to_string(),
                Optimization::Default => "default".to_string(),
            },
            self.must_compile,
            self.source
        )
    }

    pub(crate) fn decode(text: &str) -> Case {
        let mut parts = text.splitn(6, '\n');
        let mut next = || parts.next().expect("encoded case");
        let spirv = next() == "true";
        let emit = match next() {
            "ir" => Emit::Ir,
            "lowered" => Emit::Lowered,
            _ => Emit::Final,
        };
        let profile = next().to_string();
        let optimization = match next() {
            "d" => Optimization::Disabled,
            "default" => Optimization::Default,
            level => Optimization::Level(level.parse().expect("level")),
        };
        let must_compile = next() == "true";
        let source = next().to_string();
        Case {
            source,
            spirv,
            emit,
            profile,
            optimization,
            must_compile,
        }
    }
}

/// Input `index` of the run with `seed`. The first inputs are the corpus
/// itself: each shader for (DXIL, SPIR-V) × (IR, full pipeline).
pub(crate) fn case(seed: u64, index: usize) -> Case {
    let unmutated = CORPUS.len() * 4;
    if index < unmutated {
        let variant = index / CORPUS.len();
        return Case {
            source: CORPUS[index % CORPUS.len()].to_string(),
            spirv: variant % 2 == 1,
            // Both targets to the end: DXIL-op IR, and a SPIR-V binary that
            // spirv-val accepts.
            emit: if variant < 2 { Emit::Ir } else { Emit::Final },
            profile: "cs_6_6".to_string(),
            optimization: Optimization::Default,
            must_compile: variant < 2,
        };
    }
    let mut rng = Random::from_seed(seed ^ (index as u64).wrapping_mul(0xd6e8_feb8_6659_fd93));
    let mut source = rng.pick(CORPUS).to_string();
    let mutations = match rng.below(10) {
        0..=3 => 1,
        4..=6 => 2 + rng.below(2),
        7..=8 => 4 + rng.below(5),
        _ => 10 + rng.below(20),
    };
    for _ in 0..mutations {
        source = mutate(&source, &mut rng);
    }
    let profile = match rng.below(20) {
        0 => format!("cs_6_{}", rng.below(9)),
        1 => rng
            .pick(&[
                "ps_6_6", "lib_6_3", "cs_6_9", "cs_5_0", "cs_6", "", "cs_6_6_6",
            ])
            .to_string(),
        _ => "cs_6_6".to_string(),
    };
    let optimization = match rng.below(10) {
        0 => Optimization::Disabled,
        1 => Optimization::Level(rng.below(4) as u8),
        _ => Optimization::Default,
    };
    let spirv = rng.chance(1, 2);
    Case {
        source,
        spirv,
        // Most inputs stop at the front end's IR; some take the full path
        // (texel-dxil + texel-dxil-verify). Mutated SPIR-V inputs stop after
        // texel-spirv (`Emit::Lowered`): LLVM 22's SPIR-V target keeps block
        // label ids in a process-wide table keyed by MachineFunction address,
        // so a later compilation in this worker can get an earlier module's
        // label ids ("Id 1 is defined more than once"). The finalizer renumbers
        // the unambiguous cases, but two blocks of one function can get the
        // same id (tests/embedding.rs, ignored test), so only the unmutated
        // corpus takes the SPIR-V path to the end.
        emit: match (rng.chance(1, 6), spirv) {
            (true, false) => Emit::Final,
            (true, true) => Emit::Lowered,
            (false, _) => Emit::Ir,
        },
        profile,
        optimization,
        must_compile: false,
    }
}
