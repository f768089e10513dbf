//! Which function of a shared library is the bot: the exported functions named `ai_player`
//! or `ai_player_<id>`, read from the library's dynamic symbol table without loading it.
//!
//! The table is read with the `object` crate, so the file is parsed as data and none of its
//! code runs in arbiter's process.

use std::path::Path;

use object::{Object, ObjectSymbol, SymbolKind};

/// The exported functions of the library at `path` that may be a bot: `ai_player` and
/// `ai_player_*`, sorted.
pub fn candidates(path: &Path) -> Result<Vec<String>, String> {
    let data =
        std::fs::read(path).map_err(|err| format!("cannot read {}: {err}", path.display()))?;
    let file = object::File::parse(&*data).map_err(|err| {
        format!(
            "{} is not a shared library ({err}): give a C source (.c) or a library built with \
             cc -shared -fPIC",
            path.display()
        )
    })?;
    let mut names: Vec<String> = file
        .dynamic_symbols()
        .filter(|symbol| {
            symbol.is_definition() && symbol.is_global() && symbol.kind() == SymbolKind::Text
        })
        .filter_map(|symbol| symbol.name().ok().map(str::to_string))
        .filter(|name| name == "ai_player" || name.starts_with("ai_player_"))
        .collect();
    names.sort();
    names.dedup();
    Ok(names)
}

/// The function to call among `candidates`: the one named `wanted` if given (it must be
/// exported), else the only candidate, else `ai_player_<id>` when the file is called
/// `aiplayer_<id>.c` (or `.so`), as the spec names a student's files.
pub fn choose(candidates: &[String], wanted: Option<&str>, file: &Path) -> Result<String, String> {
    let shown = file.display();
    if let Some(wanted) = wanted {
        return if candidates.iter().any(|name| name == wanted) {
            Ok(wanted.to_string())
        } else {
            Err(format!(
                "{shown} exports no function {wanted}{}",
                listing(candidates)
            ))
        };
    }
    match candidates {
        [] => Err(format!(
            "{shown} exports no function ai_player or ai_player_<id>: a bot defines \
             int ai_player_<id>(int player, const int *board)"
        )),
        [only] => Ok(only.clone()),
        several => {
            let id = file
                .file_stem()
                .and_then(|stem| stem.to_str())
                .and_then(|stem| stem.strip_prefix("aiplayer_"));
            if let Some(id) = id {
                let expected = format!("ai_player_{id}");
                if several.contains(&expected) {
                    return Ok(expected);
                }
            }
            Err(format!(
                "{shown} exports several functions that could be the bot ({}): name one as \
                 {shown}:{}",
                several.join(", "),
                several[0]
            ))
        }
    }
}

fn listing(candidates: &[String]) -> String {
    if candidates.is_empty() {
        String::new()
    } else {
        format!(" (it exports {})", candidates.join(", "))
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn names(list: &[&str]) -> Vec<String> {
        list.iter().map(|s| s.to_string()).collect()
    }

    #[test]
    fn one_candidate_is_the_bot() {
        let file = Path::new("bot.so");
        assert_eq!(
            choose(&names(&["ai_player_42"]), None, file),
            Ok("ai_player_42".into())
        );
        assert_eq!(
            choose(&names(&["ai_player"]), None, file),
            Ok("ai_player".into())
        );
    }

    #[test]
    fn several_candidates_need_a_name_or_the_file_name() {
        let list = names(&["ai_player_1155", "ai_player_1155_helper"]);
        let err = choose(&list, None, Path::new("bots.so")).unwrap_err();
        assert!(err.contains("several functions"), "{err}");
        assert!(err.contains("bots.so:ai_player_1155"), "{err}");
        assert_eq!(
            choose(&list, None, Path::new("class/aiplayer_1155.c")),
            Ok("ai_player_1155".into())
        );
        assert_eq!(
            choose(&list, Some("ai_player_1155_helper"), Path::new("bots.so")),
            Ok("ai_player_1155_helper".into())
        );
    }

    #[test]
    fn a_named_symbol_must_be_exported() {
        let err = choose(
            &names(&["ai_player"]),
            Some("ai_player_9"),
            Path::new("b.so"),
        )
        .unwrap_err();
        assert_eq!(
            err,
            "b.so exports no function ai_player_9 (it exports ai_player)"
        );
        let err = choose(&[], None, Path::new("b.so")).unwrap_err();
        assert!(err.contains("exports no function ai_player"), "{err}");
    }

    #[test]
    fn a_file_that_is_not_a_library_is_refused() {
        let dir = tempfile::tempdir().unwrap();
        let path = dir.path().join("bot.so");
        std::fs::write(&path, "int ai_player(int p, const int *b) { return 0; }\n").unwrap();
        let err = candidates(&path).unwrap_err();
        assert!(err.contains("is not a shared library"), "{err}");
    }
}
