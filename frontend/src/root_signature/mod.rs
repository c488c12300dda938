//! Root signatures: the language of `[RootSignature("…")]` (DXC's grammar,
//! versions 1.0 and 1.1) read into a [`RootSignature`] — the elements in
//! source order, every optional parameter with its default filled in.
//!
//! Layout: `tables` (every keyword of the language and its D3D12 value: one
//! table per enumeration), `tokens` (DXC's tokenizer rules), `parse` (the
//! grammar and its checks), `messages` (DXC's error texts). Code generation
//! turns the result into `!dx.rootsignatures` metadata; this module knows
//! nothing of LLVM, attributes or source spans.

mod messages;
mod parse;
mod tables;
mod tokens;

#[cfg(test)]
mod tests;

pub use messages::RootSignatureError;
pub use parse::parse_root_signature;

/// The version a root signature is compiled for (`-force-rootsig-ver`).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Default)]
pub enum RootSignatureVersion {
    /// `rootsig_1_0`: no descriptor or range flags; volatile defaults.
    V1_0,
    /// `rootsig_1_1` (DXC's default).
    #[default]
    V1_1,
}

impl RootSignatureVersion {
    /// The version number of the `!dx.rootsignatures` entry (1 or 2).
    pub fn metadata_number(self) -> u32 {
        match self {
            RootSignatureVersion::V1_0 => 1,
            RootSignatureVersion::V1_1 => 2,
        }
    }

    /// `rootsig_1_0` / `rootsig_1_1`.
    pub fn parse(text: &str) -> Option<RootSignatureVersion> {
        match text {
            "rootsig_1_0" => Some(RootSignatureVersion::V1_0),
            "rootsig_1_1" => Some(RootSignatureVersion::V1_1),
            _ => None,
        }
    }
}

/// A parsed root signature: its elements in the order written.
#[derive(Clone, Debug, PartialEq, Default)]
pub struct RootSignature {
    pub version: RootSignatureVersion,
    pub elements: Vec<RootElement>,
}

/// `numDescriptors = unbounded`.
pub const UNBOUNDED: u32 = u32::MAX;
/// `offset = DESCRIPTOR_RANGE_OFFSET_APPEND` (the default).
pub const OFFSET_APPEND: u32 = u32::MAX;

/// The class of a root descriptor or descriptor range.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum DescriptorClass {
    Cbv,
    Srv,
    Uav,
    Sampler,
}

impl DescriptorClass {
    /// The class name of metadata nodes (`CBV`, `SRV`, `UAV`, `Sampler`).
    pub fn name(self) -> &'static str {
        match self {
            DescriptorClass::Cbv => "CBV",
            DescriptorClass::Srv => "SRV",
            DescriptorClass::Uav => "UAV",
            DescriptorClass::Sampler => "Sampler",
        }
    }

    /// The register letter of the class (`b`, `t`, `u`, `s`).
    pub fn register_letter(self) -> char {
        match self {
            DescriptorClass::Cbv => 'b',
            DescriptorClass::Srv => 't',
            DescriptorClass::Uav => 'u',
            DescriptorClass::Sampler => 's',
        }
    }
}

/// One element of a root signature.
#[derive(Clone, Debug, PartialEq)]
pub enum RootElement {
    /// `RootFlags(A | B)`: the OR of the flags.
    Flags(u32),
    /// `RootConstants(num32BitConstants = N, bR, …)`.
    Constants {
        visibility: u32,
        register: u32,
        space: u32,
        count: u32,
    },
    /// `CBV(b0, …)`, `SRV(t0, …)`, `UAV(u0, …)` as root descriptors.
    Descriptor {
        class: DescriptorClass,
        visibility: u32,
        register: u32,
        space: u32,
        flags: u32,
    },
    /// `DescriptorTable(ranges…, visibility = …)`.
    Table {
        visibility: u32,
        ranges: Vec<DescriptorRange>,
    },
    StaticSampler(StaticSampler),
}

/// A range of a descriptor table: `SRV(t0, numDescriptors = 4, …)`.
#[derive(Clone, Debug, PartialEq)]
pub struct DescriptorRange {
    pub class: DescriptorClass,
    /// [`UNBOUNDED`] for `unbounded`.
    pub count: u32,
    pub register: u32,
    pub space: u32,
    /// [`OFFSET_APPEND`] unless written.
    pub offset: u32,
    pub flags: u32,
}

/// `StaticSampler(s0, filter = …, …)` with DXC's defaults.
#[derive(Clone, Debug, PartialEq)]
pub struct StaticSampler {
    pub filter: u32,
    pub address_u: u32,
    pub address_v: u32,
    pub address_w: u32,
    pub mip_lod_bias: f32,
    pub max_anisotropy: u32,
    pub comparison: u32,
    pub border_color: u32,
    pub min_lod: f32,
    pub max_lod: f32,
    pub register: u32,
    pub space: u32,
    pub visibility: u32,
}
