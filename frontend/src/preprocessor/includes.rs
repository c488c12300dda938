//! Finding and reading `#include`d files. `"file"` searches the including
//! file's directory, then each `-I` directory in order; `<file>` searches the
//! `-I` directories only; an absolute path is taken as it is.
//!
//! It does not lex, remember or count files; the preprocessor does.

use std::path::{Path, PathBuf};

/// The file an `#include` names, if it exists.
pub(super) fn find_include(
    name: &str,
    angled: bool,
    including_file: Option<&Path>,
    include_directories: &[PathBuf],
) -> Option<PathBuf> {
    let requested = Path::new(name);
    if requested.is_absolute() {
        return requested.is_file().then(|| requested.to_path_buf());
    }
    let including_directory = including_file
        .filter(|_| !angled)
        .map(|file| file.parent().unwrap_or(Path::new("")).to_path_buf());
    including_directory
        .into_iter()
        .chain(include_directories.iter().cloned())
        .map(|directory| directory.join(requested))
        .find(|candidate| candidate.is_file())
}

/// The text of a source file; invalid UTF-8 is replaced, a byte-order mark dropped.
pub(super) fn read_source(path: &Path) -> std::io::Result<String> {
    let bytes = std::fs::read(path)?;
    let text = match String::from_utf8(bytes) {
        Ok(text) => text,
        Err(error) => String::from_utf8_lossy(error.as_bytes()).into_owned(),
    };
    Ok(match text.strip_prefix('\u{FEFF}') {
        Some(rest) => rest.to_string(),
        None => text,
    })
}

/// What makes two paths the same file for `#pragma once`.
pub(super) fn file_identity(path: &Path) -> PathBuf {
    std::fs::canonicalize(path).unwrap_or_else(|_| path.to_path_buf())
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn quoted_includes_search_the_including_directory_first() {
        let root = tempfile::tempdir().unwrap();
        let local = root.path().join("local");
        let system = root.path().join("system");
        std::fs::create_dir_all(&local).unwrap();
        std::fs::create_dir_all(&system).unwrap();
        std::fs::write(local.join("a.hlsli"), "local").unwrap();
        std::fs::write(system.join("a.hlsli"), "system").unwrap();
        std::fs::write(system.join("b.hlsli"), "system").unwrap();
        let including = local.join("main.hlsl");
        let directories = vec![system.clone()];
        assert_eq!(
            find_include("a.hlsli", false, Some(&including), &directories),
            Some(local.join("a.hlsli"))
        );
        assert_eq!(
            find_include("a.hlsli", true, Some(&including), &directories),
            Some(system.join("a.hlsli"))
        );
        assert_eq!(
            find_include("b.hlsli", false, Some(&including), &directories),
            Some(system.join("b.hlsli"))
        );
        assert_eq!(
            find_include("missing.hlsli", false, Some(&including), &directories),
            None
        );
        let absolute = system.join("b.hlsli");
        assert_eq!(
            find_include(absolute.to_str().unwrap(), true, None, &[]),
            Some(absolute)
        );
        // Directories are not files.
        assert_eq!(
            find_include("local", false, Some(&including), &[root.path().into()]),
            None
        );
    }
}
