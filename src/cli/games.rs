//! `arbiter games`: the games, what they are, and their options.

use crate::cli::{Failure, stdout};
use crate::games::GameSetup;

#[derive(clap::Args, Debug)]
pub struct Args {}

pub fn run(_args: &Args) -> Result<(), Failure> {
    stdout::print(&listing());
    Ok(())
}

/// The listing, built from the same definitions that parse the options.
fn listing() -> String {
    let mut out = String::new();
    for game in GameSetup::catalogue().get_subcommands() {
        let about = game
            .get_about()
            .map(ToString::to_string)
            .unwrap_or_default();
        out.push_str(&format!("{}\n    {about}\n", game.get_name()));
        for arg in game.get_arguments() {
            let Some(long) = arg.get_long() else { continue };
            if long == "help" {
                continue;
            }
            let value = arg
                .get_value_names()
                .filter(|_| arg.get_action().takes_values())
                .and_then(|names| names.first())
                .map(|name| format!(" <{name}>"))
                .unwrap_or_default();
            let help = arg.get_help().map(ToString::to_string).unwrap_or_default();
            let default = arg
                .get_default_values()
                .first()
                .map(|value| format!(" [default: {}]", value.to_string_lossy()))
                .unwrap_or_default();
            out.push_str(&format!("    --{long}{value}\n        {help}{default}\n"));
        }
        let choices = GameSetup::parse(game.get_name(), &[]).map_or(&[][..], |g| g.choices());
        if !choices.is_empty() {
            out.push_str(
                "    dialect (--dialect NAME=VALUE; the first value is the reference's):\n",
            );
        }
        for choice in choices {
            out.push_str(&format!(
                "    {}: {}\n        {}\n",
                choice.name,
                choice.values.join(" | "),
                choice.about
            ));
        }
        let mistakes = GameSetup::parse(game.get_name(), &[]).map_or(&[][..], |g| g.mistakes());
        if !mistakes.is_empty() {
            out.push_str(
                "    mistakes (arbiter play --mistake NAME; arbiter audit grades each):\n",
            );
        }
        for mistake in mistakes {
            out.push_str(&format!(
                "    {}\n        {}\n",
                mistake.name, mistake.about
            ));
        }
    }
    out
}

#[cfg(test)]
mod tests {
    #[test]
    fn listing_names_each_game_and_option() {
        let text = super::listing();
        assert!(text.starts_with("concentration\n"));
        assert!(text.contains("--computer <PLAYER>"));
        assert!(text.contains("--computer2 <PLAYER>"));
        assert!(text.contains("[default: random]"));
        assert!(!text.contains("--help"));
        assert!(
            text.contains("--allow-prints\n"),
            "a flag takes no value: {text}"
        );
        assert!(text.contains("    turns-played: bang | plain\n"), "{text}");
    }
}
