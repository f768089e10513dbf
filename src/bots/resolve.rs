//! From a bot's name to a player: built-in players by name, C sources compiled through the
//! [`Cache`], and the function to call found in the library's symbols.

use std::path::PathBuf;

use super::compile::Cache;
use super::external::{ExternalBot, Hosting};
use super::spec::BotSpec;
use super::symbols;
use crate::games::checkers::players::{self, Agent};

/// A bot ready to play: what [`resolve`] makes of a [`BotSpec`].
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Bot {
    /// A built-in player.
    Builtin(String),
    /// A function in a shared library, played in a host process.
    External(Library),
}

/// Where an external bot's code is.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Library {
    /// The shared library (for a C source, the compiled one in the cache).
    pub path: PathBuf,
    /// The function to call.
    pub symbol: String,
    /// Why its cached library was built again, if it was (it had changed in the cache).
    pub rebuilt: Option<String>,
}

impl Bot {
    /// A new player for this bot. External bots start their host at their first move.
    pub fn player(&self, name: &str, hosting: &Hosting) -> Box<dyn Agent> {
        match self {
            Bot::Builtin(builtin) => {
                players::builtin(builtin).expect("built-in names are checked by the parser")
            }
            Bot::External(library) => Box::new(ExternalBot::new(
                name,
                library.path.clone(),
                &library.symbol,
                hosting.clone(),
            )),
        }
    }

    /// Whether the bot runs in a host process.
    pub fn is_external(&self) -> bool {
        matches!(self, Bot::External(_))
    }
}

/// Builds (for a C source) and inspects the bot named by `spec`. The error says what is
/// wrong with this bot: a compile error, a file that is not a library, no function to call
/// or several.
pub fn resolve(spec: &BotSpec, cache: &Cache) -> Result<Bot, String> {
    match spec {
        BotSpec::Builtin(name) => Ok(Bot::Builtin(name.clone())),
        BotSpec::Source { path, symbol } => {
            let (library, rebuilt) = cache.library_for(path)?;
            let candidates = symbols::candidates(&library)?;
            let symbol = symbols::choose(&candidates, symbol.as_deref(), path)?;
            Ok(Bot::External(Library {
                path: library,
                symbol,
                rebuilt,
            }))
        }
        BotSpec::Library { path, symbol } => {
            let candidates = symbols::candidates(path)?;
            let symbol = symbols::choose(&candidates, symbol.as_deref(), path)?;
            let path = std::path::absolute(path)
                .map_err(|err| format!("cannot locate {}: {err}", path.display()))?;
            Ok(Bot::External(Library {
                path,
                symbol,
                rebuilt: None,
            }))
        }
    }
}
