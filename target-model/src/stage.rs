//! Every HLSL shader stage, one row each: how triples and profiles spell it,
//! its SPIR-V execution model, and the stage facts that the DXIL and Vulkan
//! rules read. Rows only; what texel compiles for a stage is the consumers'.

use std::fmt;

use rspirv::spirv::ExecutionModel;

/// One row per stage, handed to `$m`: variant, triple environment, profile
/// prefix (`None` for stages that exist only inside libraries), SPIR-V execution
/// model (`None` where Vulkan has none), DXIL `ShaderKind` (the number a
/// library's `!dx.entryPoints` tags each entry with). Consumers are exhaustive `match`es, so a
/// new row that a consumer forgets does not compile.
macro_rules! for_each_stage {
    ($m:ident) => {
        $m! {
            Pixel,         "pixel",         Some("ps"),  Some(ExecutionModel::Fragment), 0;
            Vertex,        "vertex",        Some("vs"),  Some(ExecutionModel::Vertex), 1;
            Geometry,      "geometry",      Some("gs"),  Some(ExecutionModel::Geometry), 2;
            Hull,          "hull",          Some("hs"),  Some(ExecutionModel::TessellationControl), 3;
            Domain,        "domain",        Some("ds"),  Some(ExecutionModel::TessellationEvaluation), 4;
            Compute,       "compute",       Some("cs"),  Some(ExecutionModel::GLCompute), 5;
            Library,       "library",       Some("lib"), None, 6;
            Mesh,          "mesh",          Some("ms"),  Some(ExecutionModel::MeshEXT), 13;
            Amplification, "amplification", Some("as"),  Some(ExecutionModel::TaskEXT), 14;
            RayGeneration, "raygeneration", None,        Some(ExecutionModel::RayGenerationKHR), 7;
            Intersection,  "intersection",  None,        Some(ExecutionModel::IntersectionKHR), 8;
            AnyHit,        "anyhit",        None,        Some(ExecutionModel::AnyHitKHR), 9;
            ClosestHit,    "closesthit",    None,        Some(ExecutionModel::ClosestHitKHR), 10;
            Miss,          "miss",          None,        Some(ExecutionModel::MissKHR), 11;
            Callable,      "callable",      None,        Some(ExecutionModel::CallableKHR), 12;
        }
    };
}

macro_rules! declare_stages {
    ($($variant:ident, $triple:literal, $profile:expr, $model:expr, $dxil_kind:literal;)*) => {
        /// An HLSL shader stage.
        #[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
        pub enum Stage {
            $($variant,)*
        }

        impl Stage {
            /// Every stage, in table order.
            pub const ALL: &'static [Stage] = &[$(Stage::$variant,)*];

            /// The environment component of a target triple: `compute`, `pixel`, …
            pub fn triple_name(self) -> &'static str {
                match self {
                    $(Stage::$variant => $triple,)*
                }
            }

            /// The profile prefix (`cs`, `ps`, `lib`, …), which is also how
            /// `!dx.shaderModel` names the stage; `None` for the ray-tracing
            /// stages, which only libraries hold.
            pub fn profile_prefix(self) -> Option<&'static str> {
                match self {
                    $(Stage::$variant => $profile,)*
                }
            }

            /// DXIL's `ShaderKind` of the stage (compute: 5, library: 6).
            pub fn dxil_shader_kind(self) -> u32 {
                match self {
                    $(Stage::$variant => $dxil_kind,)*
                }
            }

            /// The SPIR-V execution model of an entry point of this stage;
            /// `None` for libraries.
            pub fn execution_model(self) -> Option<ExecutionModel> {
                match self {
                    $(Stage::$variant => $model,)*
                }
            }
        }
    };
}

for_each_stage!(declare_stages);

impl Stage {
    /// The stage a triple environment names.
    pub fn from_triple_name(name: &str) -> Option<Stage> {
        Stage::ALL
            .iter()
            .copied()
            .find(|stage| stage.triple_name() == name)
    }

    /// The stage a profile prefix names (`cs` → compute).
    pub fn from_profile_prefix(prefix: &str) -> Option<Stage> {
        Stage::ALL
            .iter()
            .copied()
            .find(|stage| stage.profile_prefix() == Some(prefix))
    }

    /// Stages whose entry points run in thread groups (`numthreads`): compute,
    /// mesh and amplification.
    pub fn has_thread_groups(self) -> bool {
        matches!(self, Stage::Compute | Stage::Mesh | Stage::Amplification)
    }

    /// Stages in which DXIL allows the ops that compute implicit derivatives:
    /// pixel, the thread-group stages (from SM 6.6, with a quad-friendly group)
    /// and libraries.
    pub fn allows_derivatives(self) -> bool {
        matches!(self, Stage::Pixel | Stage::Library) || self.has_thread_groups()
    }

    /// The ray-tracing stages (DXR), which exist only inside libraries.
    pub fn is_ray_tracing(self) -> bool {
        self.profile_prefix().is_none()
    }
}

impl fmt::Display for Stage {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.triple_name())
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn every_stage_round_trips_through_its_spellings() {
        for &stage in Stage::ALL {
            assert_eq!(Stage::from_triple_name(stage.triple_name()), Some(stage));
            if let Some(prefix) = stage.profile_prefix() {
                assert_eq!(Stage::from_profile_prefix(prefix), Some(stage));
            }
        }
        assert_eq!(Stage::ALL.len(), 15);
        assert_eq!(Stage::from_triple_name("node"), None);
        assert_eq!(Stage::Library.profile_prefix(), Some("lib"));
        assert_eq!(Stage::Library.execution_model(), None);
        assert_eq!(
            Stage::Pixel.execution_model(),
            Some(ExecutionModel::Fragment)
        );
    }

    #[test]
    fn derivative_and_thread_group_facts() {
        let derivatives: Vec<Stage> = Stage::ALL
            .iter()
            .copied()
            .filter(|stage| stage.allows_derivatives())
            .collect();
        assert_eq!(
            derivatives,
            [
                Stage::Pixel,
                Stage::Compute,
                Stage::Library,
                Stage::Mesh,
                Stage::Amplification
            ]
        );
        assert!(Stage::Compute.has_thread_groups());
        assert!(!Stage::Pixel.has_thread_groups());
        assert!(Stage::Miss.is_ray_tracing());
        assert!(!Stage::Library.is_ray_tracing());
    }
}
