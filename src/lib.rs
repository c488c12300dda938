//! texel facade.
