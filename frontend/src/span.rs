//! Source files and spans: byte ranges `(start, end)` into a file of the
//! [`SourceMap`], as naga spans are. Every token, AST node and diagnostic carries
//! one. This module knows nothing of HLSL.

use std::path::{Path, PathBuf};

/// Index of a file in the [`SourceMap`].
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord, Default)]
pub struct FileId(pub u32);

/// A byte range `[start, end)` in one file.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Default)]
pub struct Span {
    pub file: FileId,
    pub start: u32,
    pub end: u32,
}

impl Span {
    pub fn new(file: FileId, start: u32, end: u32) -> Span {
        Span { file, start, end }
    }

    /// The smallest span covering both (same file assumed; else `self`).
    pub fn to(self, other: Span) -> Span {
        if self.file != other.file {
            return self;
        }
        Span {
            file: self.file,
            start: self.start.min(other.start),
            end: self.end.max(other.end),
        }
    }

    pub fn is_empty(&self) -> bool {
        self.start >= self.end
    }
}

/// One loaded source file.
#[derive(Clone, Debug)]
pub struct SourceFile {
    /// The name diagnostics print (`shader.hlsl`, `include/common.hlsli`).
    pub name: String,
    pub path: Option<PathBuf>,
    pub text: String,
    /// Byte offset of the start of each line.
    line_starts: Vec<u32>,
}

/// A 1-based line and column (column counted in characters).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct LineColumn {
    pub line: u32,
    pub column: u32,
}

impl SourceFile {
    pub fn new(
        name: impl Into<String>,
        path: Option<PathBuf>,
        text: impl Into<String>,
    ) -> SourceFile {
        let text = text.into();
        let mut line_starts = vec![0];
        line_starts.extend(
            text.bytes()
                .enumerate()
                .filter(|(_, byte)| *byte == b'\n')
                .map(|(index, _)| index as u32 + 1),
        );
        SourceFile {
            name: name.into(),
            path,
            text,
            line_starts,
        }
    }

    /// Line and column of a byte offset.
    pub fn line_column(&self, offset: u32) -> LineColumn {
        let line_index = match self.line_starts.binary_search(&offset) {
            Ok(index) => index,
            Err(index) => index - 1,
        };
        let line_start = self.line_starts[line_index] as usize;
        let offset = (offset as usize).min(self.text.len());
        let column = self.text[line_start..offset].chars().count() as u32 + 1;
        LineColumn {
            line: line_index as u32 + 1,
            column,
        }
    }

    /// The text of a 1-based line, without its line break.
    pub fn line_text(&self, line: u32) -> &str {
        let index = (line as usize).saturating_sub(1);
        let Some(&start) = self.line_starts.get(index) else {
            return "";
        };
        let end = self
            .line_starts
            .get(index + 1)
            .map_or(self.text.len(), |next| *next as usize);
        self.text[start as usize..end].trim_end_matches(['\n', '\r'])
    }
}

/// Every file of one compilation.
#[derive(Clone, Debug, Default)]
pub struct SourceMap {
    files: Vec<SourceFile>,
}

impl SourceMap {
    pub fn new() -> SourceMap {
        SourceMap::default()
    }

    pub fn add(&mut self, file: SourceFile) -> FileId {
        self.files.push(file);
        FileId(self.files.len() as u32 - 1)
    }

    pub fn file(&self, id: FileId) -> &SourceFile {
        &self.files[id.0 as usize]
    }

    /// The file loaded from `path`, if any.
    pub fn find_path(&self, path: &Path) -> Option<FileId> {
        self.files
            .iter()
            .position(|file| file.path.as_deref() == Some(path))
            .map(|index| FileId(index as u32))
    }

    /// The text a span covers.
    pub fn snippet(&self, span: Span) -> &str {
        let text = &self.file(span.file).text;
        let end = (span.end as usize).min(text.len());
        let start = (span.start as usize).min(end);
        &text[start..end]
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn lines_and_columns_are_one_based() {
        let file = SourceFile::new("a.hlsl", None, "first\n  second\nthird");
        assert_eq!(file.line_column(0), LineColumn { line: 1, column: 1 });
        assert_eq!(file.line_column(8), LineColumn { line: 2, column: 3 });
        assert_eq!(file.line_column(15), LineColumn { line: 3, column: 1 });
        assert_eq!(file.line_text(2), "  second");
        assert_eq!(file.line_text(9), "");
    }
}
