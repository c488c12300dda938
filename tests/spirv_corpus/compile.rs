//! The compile check of one generated program: `texel -spirv` (must not
//! crash, hang or reject it), `spirv-val --target-env vulkan1.3` on the
//! binary, and `texel` to DXIL (must succeed too).

use std::fmt;
use std::path::{Path, PathBuf};

use crate::program::Program;
use crate::tools::{crash_context, first_error, run, texel, Ended};

/// What went wrong with a program.
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Hash)]
pub enum Kind {
    /// `texel -spirv` was killed by a signal.
    SpirvCrash,
    SpirvHang,
    /// `texel -spirv` exited with an error.
    SpirvError,
    /// `spirv-val` rejected texel's binary.
    SpirvInvalid,
    DxilCrash,
    DxilHang,
    DxilError,
}

impl Kind {
    /// A crash, a hang or an invalid binary, as opposed to a clear error.
    pub fn is_hard(self) -> bool {
        !matches!(self, Kind::SpirvError | Kind::DxilError)
    }
}

impl fmt::Display for Kind {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(match self {
            Kind::SpirvCrash => "SPIR-V crash",
            Kind::SpirvHang => "SPIR-V hang",
            Kind::SpirvError => "SPIR-V compile error",
            Kind::SpirvInvalid => "SPIR-V invalid (spirv-val)",
            Kind::DxilCrash => "DXIL crash",
            Kind::DxilHang => "DXIL hang",
            Kind::DxilError => "DXIL compile error",
        })
    }
}

/// One failure of one program.
#[derive(Clone, Debug)]
pub struct Failure {
    pub index: usize,
    pub kind: Kind,
    pub message: String,
    pub path: PathBuf,
}

/// The file name of program `index` in the run's directory.
pub fn file_name(index: usize) -> String {
    format!("p{index:04}.hlsl")
}

/// The `texel` arguments for `program` (`-spirv` and `-Fo` added by callers).
pub fn texel_args(program: &Program) -> Vec<String> {
    let mut args = vec!["-T".into(), "cs_6_6".into(), "-E".into(), "main".into()];
    args.extend(program.flags.iter().cloned());
    args
}

/// Writes the program to `dir` and compiles it for both targets.
pub fn check(program: &Program, dir: &Path) -> Vec<Failure> {
    let name = file_name(program.index);
    let path = dir.join(&name);
    std::fs::write(&path, &program.source).expect("write the program");
    let stem = name.trim_end_matches(".hlsl");
    let spv = format!("{stem}.spv");
    let ll = format!("{stem}.ll");
    let base = texel_args(program);
    let mut failures = Vec::new();
    let mut fail = |kind: Kind, message: String| {
        failures.push(Failure {
            index: program.index,
            kind,
            message,
            path: path.clone(),
        })
    };

    let mut args: Vec<&str> = base.iter().map(String::as_str).collect();
    args.extend(["-spirv", name.as_str(), "-Fo", spv.as_str()]);
    match run(&texel(), &args, dir) {
        Ended::Success { .. } => match run(
            Path::new("spirv-val"),
            &["--target-env", "vulkan1.3", &spv],
            dir,
        ) {
            Ended::Success { .. } => {}
            Ended::Failed { stdout, stderr, .. } => fail(
                Kind::SpirvInvalid,
                first_error(&format!("{stderr}{stdout}")),
            ),
            Ended::Crashed { signal, .. } => {
                fail(Kind::SpirvInvalid, format!("spirv-val crashed: {signal}"))
            }
            Ended::Hung => fail(Kind::SpirvInvalid, "spirv-val hung".into()),
        },
        Ended::Failed { stderr, .. } => fail(Kind::SpirvError, first_error(&stderr)),
        Ended::Crashed { signal, stderr } => fail(
            Kind::SpirvCrash,
            format!("{signal}: {}", crash_context(&stderr)),
        ),
        Ended::Hung => fail(Kind::SpirvHang, "no result within the time limit".into()),
    }

    let mut args: Vec<&str> = base.iter().map(String::as_str).collect();
    args.extend([name.as_str(), "-Fo", ll.as_str()]);
    match run(&texel(), &args, dir) {
        Ended::Success { .. } => {}
        Ended::Failed { stderr, .. } => fail(Kind::DxilError, first_error(&stderr)),
        Ended::Crashed { signal, stderr } => fail(
            Kind::DxilCrash,
            format!("{signal}: {}", crash_context(&stderr)),
        ),
        Ended::Hung => fail(Kind::DxilHang, "no result within the time limit".into()),
    }
    failures
}
