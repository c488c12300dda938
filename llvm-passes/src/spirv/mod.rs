//! Everything SPIR-V: the marker ABI shared by the `texel-spirv` pass and the
//! finalizer, and (arriving) the pass, the in-process emission and the finalizer.

pub mod emit;
pub mod finalizer;
pub mod local_arrays;
pub mod lowering;
pub mod marker;
pub mod signed_images;

/// A SPIR-V binary as text (rspirv's disassembly), or the reason it cannot be read.
pub fn disassemble(binary: &[u8]) -> String {
    use rspirv::binary::Disassemble;
    match std::panic::catch_unwind(|| rspirv::dr::load_bytes(binary)) {
        Ok(Ok(module)) => module.disassemble(),
        Ok(Err(error)) => format!("; not a SPIR-V module: {error}\n"),
        Err(_) => "; not a SPIR-V module\n".to_string(),
    }
}
