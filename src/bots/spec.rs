//! How a bot is named on the command line: the one parser behind `play checkers --computer`,
//! `simulate checkers --blue/--red` and `tournament`.
//!
//! A name is, in this order:
//! 1. a file that exists: a C source (`.c`) or anything else, taken as a shared library;
//! 2. `FILE:SYMBOL`, where `FILE` exists, to name the exported function to call;
//! 3. a built-in player (`random`, `greedy`, `default`).
//!
//! So a file always wins over a built-in name, and `./default` forces the file. Parsing only
//! looks at whether files exist; building and loading are [`super::resolve`]'s job.

use std::fmt;
use std::path::{Path, PathBuf};

use crate::games::checkers::players::BUILTIN_NAMES;
use crate::games::concentration::players::Strategy as ConcentrationPlayer;

/// A bot as the command line names it.
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub enum BotSpec {
    /// A built-in player, by name.
    Builtin(String),
    /// A C source file, to compile into a shared library.
    Source {
        /// The file, as written.
        path: PathBuf,
        /// The function to call, when named with `:SYMBOL`.
        symbol: Option<String>,
    },
    /// A shared library exporting the spec's `ai_player` function.
    Library {
        /// The file, as written.
        path: PathBuf,
        /// The function to call, when named with `:SYMBOL`.
        symbol: Option<String>,
    },
}

impl BotSpec {
    /// Parses a bot name, looking for files relative to the current folder.
    pub fn parse(text: &str) -> Result<BotSpec, String> {
        let here = std::env::current_dir().unwrap_or_else(|_| PathBuf::from("."));
        BotSpec::parse_in(text, &here)
    }

    /// Parses a bot name, looking for relative files in `dir`.
    pub fn parse_in(text: &str, dir: &Path) -> Result<BotSpec, String> {
        if text.is_empty() {
            return Err(format!("a bot name is empty: {}", HOW_TO_NAME));
        }
        let exists = |path: &Path| dir.join(path).is_file();
        if exists(Path::new(text)) {
            return Ok(BotSpec::file(PathBuf::from(text), None));
        }
        if let Some((file, symbol)) = text.rsplit_once(':')
            && !file.is_empty()
            && exists(Path::new(file))
        {
            if !is_c_identifier(symbol) {
                return Err(format!(
                    "{text:?}: {symbol:?} is not a C function name (write FILE:ai_player_ID)"
                ));
            }
            return Ok(BotSpec::file(PathBuf::from(file), Some(symbol.to_string())));
        }
        if BUILTIN_NAMES.contains(&text) {
            return Ok(BotSpec::Builtin(text.to_string()));
        }
        if text.parse::<ConcentrationPlayer>().is_ok() {
            return Err(format!(
                "{text} is a Concentration player, not a Chinese Checker one: {HOW_TO_NAME}"
            ));
        }
        let looks_like_a_file = text.contains('/')
            || text.contains('.')
            || (text.contains(':') && !text.ends_with(':'));
        if looks_like_a_file {
            let file = text.rsplit_once(':').map_or(text, |(file, _)| file);
            let file = if exists(Path::new(file)) { text } else { file };
            Err(format!("no such file: {file} ({HOW_TO_NAME})"))
        } else {
            Err(format!("unknown player {text:?}: {HOW_TO_NAME}"))
        }
    }

    fn file(path: PathBuf, symbol: Option<String>) -> BotSpec {
        if path.extension().is_some_and(|ext| ext == "c") {
            BotSpec::Source { path, symbol }
        } else {
            BotSpec::Library { path, symbol }
        }
    }

    /// The name reports use: the built-in's name, or the file's name without its folder
    /// and extension (`aiplayer_1155123456`), with `:SYMBOL` when one was named.
    pub fn short_name(&self) -> String {
        match self {
            BotSpec::Builtin(name) => name.clone(),
            BotSpec::Source { path, symbol } | BotSpec::Library { path, symbol } => {
                let stem = path.file_stem().map_or_else(
                    || path.display().to_string(),
                    |s| s.to_string_lossy().into(),
                );
                match symbol {
                    Some(symbol) => format!("{stem}:{symbol}"),
                    None => stem,
                }
            }
        }
    }
}

impl fmt::Display for BotSpec {
    /// The name as it would be written on the command line.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            BotSpec::Builtin(name) => f.write_str(name),
            BotSpec::Source { path, symbol } | BotSpec::Library { path, symbol } => {
                write!(f, "{}", path.display())?;
                match symbol {
                    Some(symbol) => write!(f, ":{symbol}"),
                    None => Ok(()),
                }
            }
        }
    }
}

/// How to name a bot, for error messages.
const HOW_TO_NAME: &str = "name a built-in player (random, greedy, default), a C source file \
                           (aiplayer_ID.c) or a shared library (bot.so, or bot.so:SYMBOL)";

fn is_c_identifier(text: &str) -> bool {
    let mut chars = text.chars();
    chars
        .next()
        .is_some_and(|c| c.is_ascii_alphabetic() || c == '_')
        && chars.all(|c| c.is_ascii_alphanumeric() || c == '_')
}

#[cfg(test)]
mod tests {
    use super::*;

    fn folder_with(files: &[&str]) -> tempfile::TempDir {
        let dir = tempfile::tempdir().unwrap();
        for file in files {
            let path = dir.path().join(file);
            std::fs::create_dir_all(path.parent().unwrap()).unwrap();
            std::fs::write(path, "").unwrap();
        }
        dir
    }

    #[test]
    fn builtin_names_without_files() {
        let dir = folder_with(&[]);
        for name in ["random", "greedy", "default"] {
            assert_eq!(
                BotSpec::parse_in(name, dir.path()),
                Ok(BotSpec::Builtin(name.to_string()))
            );
        }
    }

    #[test]
    fn a_file_wins_over_a_builtin_name() {
        let dir = folder_with(&["default", "greedy.c"]);
        assert_eq!(
            BotSpec::parse_in("default", dir.path()),
            Ok(BotSpec::Library {
                path: "default".into(),
                symbol: None
            })
        );
        assert_eq!(
            BotSpec::parse_in("./default", dir.path()),
            Ok(BotSpec::Library {
                path: "./default".into(),
                symbol: None
            })
        );
        // greedy.c is not named "greedy": the built-in stays.
        assert_eq!(
            BotSpec::parse_in("greedy", dir.path()),
            Ok(BotSpec::Builtin("greedy".into()))
        );
    }

    #[test]
    fn dot_slash_forces_a_file() {
        let dir = folder_with(&[]);
        let err = BotSpec::parse_in("./default", dir.path()).unwrap_err();
        assert!(err.starts_with("no such file: ./default"), "{err}");
    }

    #[test]
    fn another_games_player_is_named_as_such() {
        let dir = folder_with(&[]);
        let err = BotSpec::parse_in("memory:3", dir.path()).unwrap_err();
        assert!(
            err.starts_with("memory:3 is a Concentration player, not a Chinese Checker one"),
            "{err}"
        );
        assert!(err.contains("random, greedy, default"), "{err}");
    }

    #[test]
    fn sources_and_libraries_by_extension() {
        let dir = folder_with(&["bots/aiplayer_1155.c", "lib/bot.so", "lib/bot.so.1"]);
        assert_eq!(
            BotSpec::parse_in("bots/aiplayer_1155.c", dir.path()),
            Ok(BotSpec::Source {
                path: "bots/aiplayer_1155.c".into(),
                symbol: None
            })
        );
        for name in ["lib/bot.so", "lib/bot.so.1"] {
            assert!(matches!(
                BotSpec::parse_in(name, dir.path()),
                Ok(BotSpec::Library { symbol: None, .. })
            ));
        }
    }

    #[test]
    fn library_and_symbol() {
        let dir = folder_with(&["bot.so", "aiplayer_7.c"]);
        assert_eq!(
            BotSpec::parse_in("bot.so:ai_player_7", dir.path()),
            Ok(BotSpec::Library {
                path: "bot.so".into(),
                symbol: Some("ai_player_7".into())
            })
        );
        assert_eq!(
            BotSpec::parse_in("aiplayer_7.c:ai_player_7", dir.path()),
            Ok(BotSpec::Source {
                path: "aiplayer_7.c".into(),
                symbol: Some("ai_player_7".into())
            })
        );
        let err = BotSpec::parse_in("bot.so:7-up", dir.path()).unwrap_err();
        assert!(err.contains("not a C function name"), "{err}");
        let err = BotSpec::parse_in("missing.so:ai_player", dir.path()).unwrap_err();
        assert!(err.starts_with("no such file: missing.so "), "{err}");
    }

    #[test]
    fn a_file_whose_name_has_a_colon_is_a_file() {
        let dir = folder_with(&["odd:name.so"]);
        assert_eq!(
            BotSpec::parse_in("odd:name.so", dir.path()),
            Ok(BotSpec::Library {
                path: "odd:name.so".into(),
                symbol: None
            })
        );
    }

    #[test]
    fn unknown_names_say_how_to_name_a_bot() {
        let dir = folder_with(&[]);
        let err = BotSpec::parse_in("genius", dir.path()).unwrap_err();
        assert!(err.starts_with("unknown player \"genius\""), "{err}");
        assert!(err.contains("random, greedy, default"), "{err}");
        assert!(BotSpec::parse_in("", dir.path()).is_err());
    }

    #[test]
    fn short_names() {
        let spec = BotSpec::Source {
            path: "class/aiplayer_1155.c".into(),
            symbol: None,
        };
        assert_eq!(spec.short_name(), "aiplayer_1155");
        assert_eq!(spec.to_string(), "class/aiplayer_1155.c");
        let spec = BotSpec::Library {
            path: "bot.so".into(),
            symbol: Some("ai_player_2".into()),
        };
        assert_eq!(spec.short_name(), "bot:ai_player_2");
        assert_eq!(spec.to_string(), "bot.so:ai_player_2");
    }
}
