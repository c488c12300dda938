//! The SPIR-V finalizer: turns the SPIR-V of a `texel-spirv` module (image
//! operations as calls to imported `texel.spv.*` functions, see
//! [`crate::spirv::marker`]), as texel's writer or LLVM's SPIR-V target wrote
//! it, into Vulkan SPIR-V. (The stale-label repair and the removal of dead
//! name strings only ever find work in LLVM's output.)
//!
//! The steps, each in its own module ([`finalize_module`] runs them). First,
//! block labels that LLVM's SPIR-V target numbered with a stale id from an
//! earlier module get fresh ids (`labels`). Analysis, every error reported
//! before the first edit: find the marker imports and check every call
//! (`markers`); plan the descriptor bindings and find the module's own
//! variables at them (`variables`), the signed images LLVM declared unsigned
//! (`signedness`), the derivative groups (`derivatives`) and the capabilities
//! (`capabilities`); build a copy of the module in which uniform blocks have
//! their own copy of struct types LLVM shares with storage blocks
//! (`uniform_copies`) and plan the member offsets and array strides of buffer
//! blocks (`layouts`). Edits: take that copy and set those layouts;
//! give signed images their signed types (`signedness`); declare the
//! variables (`variables`, through the find-or-create of `types`); replace
//! each call in place (`rewrite`), with signed constant offsets (`offsets`)
//! and signed texel types for signed images (`signedness`); declare
//! capabilities, extensions, execution modes and the entry points' interfaces
//! (`capabilities`, `derivatives`); remove the imports and LLVM's dead junk
//! (`cleanup`). `ids` holds the fresh-id allocator and operand helpers,
//! `error` the errors. The finalizer works on rspirv's `dr::Module`; it does
//! not know LLVM IR.

mod capabilities;
mod cleanup;
mod derivatives;
mod error;
mod ids;
mod labels;
mod layouts;
mod markers;
mod offsets;
mod rewrite;
mod signedness;
mod types;
mod uniform_copies;
mod variables;

#[cfg(test)]
mod tests;

use std::collections::HashSet;

use rspirv::binary::Assemble;
use rspirv::dr::{load_words, Module, Operand};

pub use derivatives::DerivativeExtension;
pub use error::FinalizeError;

use ids::Ids;
use types::Types;

/// How to finalize.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct FinalizeOptions {
    /// The extension that declares compute-shader derivative groups.
    pub derivative_extension: DerivativeExtension,
    /// (set, binding) of the signed-integer images the module's own variables
    /// hold (texel buffers on LLVM's path, which declares them unsigned); the
    /// markers' signed images need not be listed.
    pub signed_image_bindings: Vec<(u32, u32)>,
}

/// Finalizes a SPIR-V module given as words, with default options.
pub fn finalize_spirv(words: &[u32]) -> Result<Vec<u32>, FinalizeError> {
    finalize_spirv_with(words, &FinalizeOptions::default())
}

/// Finalizes a SPIR-V module given as bytes (as in a `.spv` file, either
/// endianness), with default options; returns bytes in little-endian order.
pub fn finalize_spirv_bytes(bytes: &[u8]) -> Result<Vec<u8>, FinalizeError> {
    finalize_spirv_bytes_with(bytes, &FinalizeOptions::default())
}

/// [`finalize_spirv_bytes`] with options.
pub fn finalize_spirv_bytes_with(
    bytes: &[u8],
    options: &FinalizeOptions,
) -> Result<Vec<u8>, FinalizeError> {
    let words = words_from_bytes(bytes)?;
    let finalized = finalize_spirv_with(&words, options)?;
    Ok(finalized
        .iter()
        .flat_map(|word| word.to_le_bytes())
        .collect())
}

/// [`finalize_spirv`] with options.
pub fn finalize_spirv_with(
    words: &[u32],
    options: &FinalizeOptions,
) -> Result<Vec<u32>, FinalizeError> {
    let mut module = load_module(words)?;
    // rspirv's loader replaces the generator word; keep LLVM's.
    if let (Some(header), Some(&generator)) = (module.header.as_mut(), words.get(2)) {
        header.generator = generator;
    }
    finalize_module(&mut module, options)?;
    Ok(module.assemble())
}

/// Parses a binary with rspirv. rspirv's decoder indexes past the end of a
/// binary whose instruction word counts overrun it (it panics instead of
/// failing), so the instruction stream is checked first, and any other decoder
/// panic becomes a parse error too: malformed input is an error, never a crash.
fn load_module(words: &[u32]) -> Result<Module, FinalizeError> {
    check_instruction_stream(words)?;
    let loaded = std::panic::catch_unwind(|| load_words(words));
    match loaded {
        Ok(Ok(module)) => Ok(module),
        Ok(Err(error)) => Err(FinalizeError::Parse(error.to_string())),
        Err(_) => Err(FinalizeError::Parse(
            "the SPIR-V decoder could not read the binary".to_string(),
        )),
    }
}

/// Every instruction's word count is at least 1 and stays inside the binary.
fn check_instruction_stream(words: &[u32]) -> Result<(), FinalizeError> {
    const HEADER_WORDS: usize = 5;
    if words.len() < HEADER_WORDS {
        return Err(FinalizeError::Parse(format!(
            "{} words is shorter than the 5-word header",
            words.len()
        )));
    }
    let mut at = HEADER_WORDS;
    while at < words.len() {
        let count = (words[at] >> 16) as usize;
        if count == 0 || at + count > words.len() {
            return Err(FinalizeError::Parse(format!(
                "the instruction at word {at} claims {count} words, but {} remain",
                words.len() - at
            )));
        }
        at += count;
    }
    Ok(())
}

fn words_from_bytes(bytes: &[u8]) -> Result<Vec<u32>, FinalizeError> {
    if bytes.len() % 4 != 0 {
        return Err(FinalizeError::ByteLength(bytes.len()));
    }
    let big_endian = bytes.starts_with(&rspirv::spirv::MAGIC_NUMBER.to_be_bytes());
    Ok(bytes
        .chunks_exact(4)
        .map(|chunk| {
            let chunk = [chunk[0], chunk[1], chunk[2], chunk[3]];
            if big_endian {
                u32::from_be_bytes(chunk)
            } else {
                u32::from_le_bytes(chunk)
            }
        })
        .collect())
}

/// Rewrites a loaded module in place. On error the module is unchanged, but
/// for block labels given fresh ids first (see `labels`).
pub fn finalize_module(
    module: &mut Module,
    options: &FinalizeOptions,
) -> Result<(), FinalizeError> {
    let header = module.header.as_ref().ok_or(FinalizeError::NoHeader)?;
    let version = header.version();
    let mut ids = Ids::new(header.bound);
    labels::renumber_stale_labels(module, &mut ids)?;

    // Analysis: every error before the first edit.
    let imports = markers::find_imports(module)?;
    let calls = markers::find_calls(module, &imports)?;
    let bindings = variables::plan(&calls, &imports)?;
    let mut reused = variables::find_existing(module, &bindings)?;
    let signed = signedness::signed_bindings(&bindings, &options.signed_image_bindings);
    let unsigned_declarations = signedness::find_variables(module, &signed);
    let groups = derivatives::plan(module, &calls, &imports)?;
    let needs = capabilities::required(&bindings, &calls, &imports, version);
    let separated = uniform_copies::separate(module, &mut ids)?;
    let block_layouts = layouts::plan(separated.as_ref().unwrap_or(module))?;

    // Edits, none of which can fail.
    if let Some(separated) = separated {
        *module = separated;
    }
    layouts::apply(module, &block_layouts);
    let mut functions = std::mem::take(&mut module.functions);
    let (variables, released) = {
        let mut types = Types::new(&mut module.types_global_values, &mut ids);
        let retyping = signedness::retype_variables(&mut types, &unsigned_declarations);
        for existing in reused.values_mut() {
            if let Some(retyped) = retyping.variables.get(&existing.id) {
                existing.element_type = retyped.image;
            }
        }
        signedness::retype_uses(&mut functions, &mut types, &retyping);
        let variables = variables::declare(&mut types, &mut module.annotations, &bindings, &reused);
        let mut released = rewrite::rewrite_functions(
            &mut functions,
            &imports,
            &variables,
            &mut types,
            &mut module.annotations,
        );
        offsets::sign_constant_offsets(&mut functions, &mut types);
        signedness::match_texel_types(&mut functions, &mut types);
        released.extend(retyping.released);
        (variables, released)
    };
    module.functions = functions;

    capabilities::declare(module, &needs);
    capabilities::declare_image_formats(module);
    derivatives::apply(module, &groups, options.derivative_extension);
    // SPIR-V 1.4 lists every global the entry point uses; earlier versions
    // list only Input / Output variables.
    let interfaces = if version >= (1, 4) {
        &mut module.entry_points[..]
    } else {
        &mut []
    };
    for entry in interfaces {
        for variable in variables.values() {
            let operand = Operand::IdRef(variable.id);
            if !entry.operands[3.min(entry.operands.len())..].contains(&operand) {
                entry.operands.push(operand);
            }
        }
    }

    let import_ids: HashSet<_> = imports.keys().copied().collect();
    let mut roots = cleanup::remove_functions(module, &import_ids);
    roots.extend(released);
    cleanup::remove_dead_junk(module, roots);
    cleanup::remove_dangling_references(module);
    cleanup::remove_unneeded_capabilities(module);

    if let Some(header) = module.header.as_mut() {
        header.bound = ids.bound();
    }
    Ok(())
}
