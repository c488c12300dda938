//! Vulkan target environments (`vulkan1.0` … `vulkan1.4`) and the SPIR-V
//! version each one guarantees.

use std::fmt;

/// A SPIR-V version, `major.minor`.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct SpirvVersion {
    pub major: u32,
    pub minor: u32,
}

impl SpirvVersion {
    pub const fn new(major: u32, minor: u32) -> SpirvVersion {
        SpirvVersion { major, minor }
    }

    /// Reads the version of a triple's architecture: `spirv1.5` → 1.5;
    /// `None` for a plain `spirv` / `spirv64` or anything else.
    pub fn from_architecture(architecture: &str) -> Option<SpirvVersion> {
        let version = architecture.strip_prefix("spirv")?;
        let (major, minor) = version.split_once('.')?;
        Some(SpirvVersion::new(major.parse().ok()?, minor.parse().ok()?))
    }
}

impl fmt::Display for SpirvVersion {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{}.{}", self.major, self.minor)
    }
}

/// A Vulkan target environment, `vulkan1.<minor>`.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct VulkanEnvironment {
    pub minor: u32,
}

impl VulkanEnvironment {
    /// The environments texel knows, oldest first.
    pub const ALL: [VulkanEnvironment; 5] = [
        VulkanEnvironment { minor: 0 },
        VulkanEnvironment { minor: 1 },
        VulkanEnvironment { minor: 2 },
        VulkanEnvironment { minor: 3 },
        VulkanEnvironment { minor: 4 },
    ];

    /// texel's default, `vulkan1.3`.
    pub const DEFAULT: VulkanEnvironment = VulkanEnvironment { minor: 3 };

    /// Parses `vulkan1.0` … `vulkan1.4` (the spelling of `-fspv-target-env`
    /// and of a triple's OS component).
    pub fn parse(text: &str) -> Option<VulkanEnvironment> {
        VulkanEnvironment::ALL
            .into_iter()
            .find(|environment| environment.to_string() == text)
    }

    /// The highest SPIR-V version the environment guarantees: Vulkan 1.0 →
    /// SPIR-V 1.0, 1.1 → 1.3, 1.2 → 1.5, 1.3 and 1.4 → 1.6.
    pub fn spirv_version(self) -> SpirvVersion {
        match self.minor {
            0 => SpirvVersion::new(1, 0),
            1 => SpirvVersion::new(1, 3),
            2 => SpirvVersion::new(1, 5),
            _ => SpirvVersion::new(1, 6),
        }
    }
}

impl fmt::Display for VulkanEnvironment {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "vulkan1.{}", self.minor)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn environments_parse_and_give_their_spirv_version() {
        let versions: Vec<String> = VulkanEnvironment::ALL
            .iter()
            .map(|environment| format!("{environment}: {}", environment.spirv_version()))
            .collect();
        assert_eq!(
            versions,
            [
                "vulkan1.0: 1.0",
                "vulkan1.1: 1.3",
                "vulkan1.2: 1.5",
                "vulkan1.3: 1.6",
                "vulkan1.4: 1.6"
            ]
        );
        assert_eq!(
            VulkanEnvironment::parse("vulkan1.3"),
            Some(VulkanEnvironment::DEFAULT)
        );
        for unknown in ["vulkan1.5", "vulkan", "vulkan1.03", "universal1.5", ""] {
            assert_eq!(VulkanEnvironment::parse(unknown), None, "{unknown}");
        }
        assert_eq!(
            SpirvVersion::from_architecture("spirv1.5"),
            Some(SpirvVersion::new(1, 5))
        );
        assert_eq!(SpirvVersion::from_architecture("spirv"), None);
        assert_eq!(SpirvVersion::from_architecture("spirv64"), None);
    }
}
