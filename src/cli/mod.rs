//! The command-line front ends of the `texel` binary.

pub mod dxc;
