//! A generated program: its HLSL text and what the tests need to know about
//! it besides the text — the resources with their bindings, element types,
//! sizes and (for the execution test) input data, the thread counts, the
//! command-line flags, and the features it uses (for failure reports).

use crate::types::{element_words, Elem, StructDef, Word};

/// The kinds of resources the generator declares.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum ResKind {
    StructuredBuffer,
    RWStructuredBuffer,
    Buffer,
    RWBuffer,
    ByteAddressBuffer,
    RWByteAddressBuffer,
    CBuffer,
}

impl ResKind {
    /// The HLSL type name (and the runner's resource `Kind`).
    pub fn name(self) -> &'static str {
        match self {
            ResKind::StructuredBuffer => "StructuredBuffer",
            ResKind::RWStructuredBuffer => "RWStructuredBuffer",
            ResKind::Buffer => "Buffer",
            ResKind::RWBuffer => "RWBuffer",
            ResKind::ByteAddressBuffer => "ByteAddressBuffer",
            ResKind::RWByteAddressBuffer => "RWByteAddressBuffer",
            ResKind::CBuffer => "ConstantBuffer",
        }
    }

    pub fn writable(self) -> bool {
        matches!(
            self,
            ResKind::RWStructuredBuffer | ResKind::RWBuffer | ResKind::RWByteAddressBuffer
        )
    }

    /// The register letter of `register(…)`.
    pub fn register_class(self) -> char {
        match self {
            ResKind::CBuffer => 'b',
            kind if kind.writable() => 'u',
            _ => 't',
        }
    }
}

/// One resource of a program. Written resources are split into one region
/// per thread (`slots` elements each, or `4 * slots` words for byte-address
/// buffers), so that every value depends on one thread only.
#[derive(Clone, Debug)]
pub struct Resource {
    pub name: String,
    pub kind: ResKind,
    /// The element type (`None` for byte-address buffers and cbuffers).
    pub elem: Option<Elem>,
    /// The members of a cbuffer.
    pub members: Vec<(String, crate::types::Vector)>,
    /// Vulkan binding (set 0) and register number; unique in a program.
    pub binding: u32,
    /// Elements (32-bit words for byte-address buffers).
    pub count: u32,
    /// The input data of a read-only buffer, as 32-bit words (execution
    /// programs only; empty otherwise).
    pub data: Vec<u32>,
}

impl Resource {
    /// The words of one element (execution programs: 32-bit types only).
    pub fn words(&self, structs: &[StructDef]) -> Vec<Word> {
        match self.elem {
            Some(elem) => element_words(elem, structs),
            None => vec![Word::Uint],
        }
    }
}

/// A generated program.
#[derive(Clone, Debug)]
pub struct Program {
    /// Which program of the run (its seed is derived from the run's seed and this).
    pub index: usize,
    pub source: String,
    /// Extra `texel` flags (`-enable-16bit-types`).
    pub flags: Vec<String>,
    /// `[numthreads(threads, 1, 1)]`.
    pub threads: u32,
    /// Thread groups dispatched (execution only).
    pub groups: u32,
    /// Elements of each written resource per thread.
    pub slots: u32,
    pub resources: Vec<Resource>,
    pub structs: Vec<StructDef>,
    /// Constructs used, for the reports (`switch-fallthrough`, `buffer-ternary`, …).
    pub features: Vec<&'static str>,
}

impl Program {
    pub fn lines(&self) -> usize {
        self.source.lines().count()
    }
}
