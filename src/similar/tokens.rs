//! A submission's sources as one stream of normalised tokens, each with the file and line
//! it came from.
//!
//! Sources are parsed with the tree-sitter grammars of C, C++ and Python, and the tree's
//! leaves become tokens. What a copier changes without changing the program is normalised
//! away, so that it cannot hide a copy:
//!
//! - every name (variable, function, type, field, namespace) is one token, `name`;
//! - every literal (number, string, character) is one token of its kind, and so is a
//!   primitive type (`int`, `long`, `bool`);
//! - comments are dropped, and whitespace and layout never were tokens;
//! - braces and semicolons are dropped, so that braces added around one statement, or a
//!   style that moves them, change nothing;
//! - `for` and `while` are one token, so that a loop rewritten as the other keeps most of
//!   its tokens (its body and its condition).
//!
//! C and C++ share one vocabulary (the C++ grammar extends the C one), so a C program moved
//! to C++ keeps its tokens where its text stays. A token is a 64-bit hash of its normalised
//! text: tokens from different submissions compare without a shared table.

use std::path::{Path, PathBuf};

use tree_sitter::{Language as Grammar, Node, Parser};

/// The languages whose sources are compared.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Language {
    C,
    Cpp,
    Python,
}

impl Language {
    /// The language of a source file, by its extension; `None` for any other file.
    pub fn of(path: &Path) -> Option<Language> {
        let extension = path.extension()?.to_str()?.to_ascii_lowercase();
        match extension.as_str() {
            "c" | "h" => Some(Language::C),
            "cpp" | "cc" | "cxx" | "hpp" | "hh" | "hxx" | "c++" => Some(Language::Cpp),
            "py" => Some(Language::Python),
            _ => None,
        }
    }

    fn grammar(self) -> Grammar {
        match self {
            Language::C => tree_sitter_c::LANGUAGE.into(),
            Language::Cpp => tree_sitter_cpp::LANGUAGE.into(),
            Language::Python => tree_sitter_python::LANGUAGE.into(),
        }
    }
}

/// Where a token came from: the index of its file in [`Tokens::files`] and its 1-based
/// line.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Place {
    pub file: u32,
    pub line: u32,
}

/// A submission's tokens, its files in the order read.
#[derive(Clone, Debug, Default)]
pub struct Tokens {
    pub values: Vec<u64>,
    pub places: Vec<Place>,
    /// Each file's path (relative to the submission) and its text, for showing fragments.
    pub files: Vec<(PathBuf, String)>,
    /// The sources that could not be read, each with why: left out, not fatal.
    pub unread: Vec<String>,
}

impl Tokens {
    pub fn len(&self) -> usize {
        self.values.len()
    }

    pub fn is_empty(&self) -> bool {
        self.values.is_empty()
    }

    /// Adds the tokens of one source file, `name` as it is shown.
    pub fn add_file(&mut self, name: PathBuf, text: String, language: Language) {
        let file = self.files.len() as u32;
        let mut parser = Parser::new();
        // The grammars are compiled in, of the version the library was built with.
        if parser.set_language(&language.grammar()).is_ok()
            && let Some(tree) = parser.parse(text.as_bytes(), None)
        {
            leaves(tree.root_node(), text.as_bytes(), &mut |value, line| {
                self.values.push(value);
                self.places.push(Place { file, line });
            });
        }
        self.files.push((name, text));
    }

    /// The name of the file `place` is in, as shown.
    pub fn file_name(&self, place: Place) -> String {
        self.files
            .get(place.file as usize)
            .map_or_else(String::new, |(name, _)| name.display().to_string())
    }
}

/// What a leaf counts as, or `None` for a leaf that is not a token (a comment, a brace).
fn normalised<'a>(kind: &'a str, text: &'a [u8]) -> Option<&'a [u8]> {
    Some(match kind {
        "comment" | "{" | "}" | ";" => return None,
        "identifier"
        | "field_identifier"
        | "type_identifier"
        | "namespace_identifier"
        | "statement_identifier"
        | "null"
        | "nullptr" => b"name",
        "number_literal" | "integer" | "float" => b"number",
        "string_literal"
        | "raw_string_literal"
        | "concatenated_string"
        | "string"
        | "system_lib_string"
        | "preproc_arg" => b"string",
        "char_literal" | "character" => b"character",
        "true" | "false" | "True" | "False" | "None" => b"truth",
        "primitive_type" | "sized_type_specifier" => b"type",
        "for" | "while" => b"loop",
        _ if text.is_empty() => kind.as_bytes(),
        _ => text,
    })
}

/// Kinds of node read as one token, without their inner leaves: a string's quotes and
/// escapes, a number's parts.
fn atomic(kind: &str) -> bool {
    matches!(
        kind,
        "string_literal"
            | "raw_string_literal"
            | "concatenated_string"
            | "string"
            | "char_literal"
            | "number_literal"
            | "sized_type_specifier"
            | "system_lib_string"
            | "null"
            | "true"
            | "false"
    )
}

/// Calls `emit` with each token under `root`, in order: its value and its line.
fn leaves(root: Node, source: &[u8], emit: &mut impl FnMut(u64, u32)) {
    let mut cursor = root.walk();
    loop {
        let node = cursor.node();
        let kind = node.kind();
        let leaf = node.child_count() == 0 || atomic(kind);
        if leaf {
            let text = source
                .get(node.start_byte()..node.end_byte())
                .unwrap_or_default();
            if let Some(value) = normalised(kind, text) {
                emit(hash(value), node.start_position().row as u32 + 1);
            }
        }
        if !leaf && cursor.goto_first_child() {
            continue;
        }
        loop {
            if cursor.goto_next_sibling() {
                break;
            }
            if !cursor.goto_parent() {
                return;
            }
        }
    }
}

/// FNV-1a, 64 bits: stable from run to run and machine to machine.
fn hash(bytes: &[u8]) -> u64 {
    bytes.iter().fold(0xcbf2_9ce4_8422_2325, |hash, &byte| {
        (hash ^ u64::from(byte)).wrapping_mul(0x0000_0100_0000_01b3)
    })
}

#[cfg(test)]
mod tests {
    use super::*;

    fn tokens(text: &str, language: Language) -> Vec<u64> {
        let mut tokens = Tokens::default();
        tokens.add_file(PathBuf::from("x"), text.to_string(), language);
        tokens.values
    }

    #[test]
    fn names_literals_comments_and_layout_are_normalised_away() {
        let one = "int total(int n) { int s = 0; /* sum */ s = s + n * 2; return s; }";
        let other = "int   sum_up(int count)\n{\n    // adds\n    int acc = 7;\n    acc = acc + count * 9;\n    return acc;\n}\n";
        assert_eq!(tokens(one, Language::C), tokens(other, Language::C));
        assert_ne!(
            tokens(one, Language::C),
            tokens(&one.replace('+', "-"), Language::C),
            "operators count"
        );
    }

    #[test]
    fn a_program_moved_to_cpp_keeps_its_tokens() {
        let c = "int main(void) { char *p = NULL; for (int i = 0; i < 3; i++) printf(\"%d\", i); return 0; }";
        let cpp = c.replace("NULL", "nullptr");
        assert_eq!(tokens(c, Language::C), tokens(&cpp, Language::Cpp));
    }

    #[test]
    fn python_names_and_strings_are_normalised() {
        let one = "def pick(board, row):\n    # choose\n    return board[row] + 'x'\n";
        let other = "def choose(b, r):\n    return b[r] + \"yy\"  # other\n";
        assert_eq!(
            tokens(one, Language::Python),
            tokens(other, Language::Python)
        );
        assert!(!tokens(one, Language::Python).is_empty());
    }

    #[test]
    fn lines_are_those_of_the_source() {
        let mut tokens = Tokens::default();
        let text = "int a;\n\n/* c */\nint b;\n";
        tokens.add_file(PathBuf::from("x.c"), text.to_string(), Language::C);
        let lines: Vec<u32> = tokens.places.iter().map(|place| place.line).collect();
        assert_eq!(lines, [1, 1, 4, 4]);
    }
}
