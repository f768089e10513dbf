//! The live progress bar of long commands (`grade`, `tournament`): on standard error, and
//! only when it is a terminal, so piped and redirected output never holds bar frames.

use std::io::IsTerminal;
use std::time::Duration;

use indicatif::{ProgressBar, ProgressStyle};

/// A progress bar, or nothing when standard error is not a terminal.
pub struct Bar(Option<ProgressBar>);

impl Bar {
    /// A bar counting `unit`s (`"games"`, or `""` for mixed work), if stderr is a terminal.
    pub fn on_terminal(unit: &str) -> Bar {
        if !std::io::stderr().is_terminal() {
            return Bar(None);
        }
        let unit = if unit.is_empty() {
            String::new()
        } else {
            format!("{unit} ")
        };
        let template = format!(
            "{{spinner}} [{{elapsed_precise}}] {{bar:30}} {{pos}}/{{len}} {unit}{{wide_msg}}"
        );
        let style = ProgressStyle::with_template(&template)
            .unwrap_or_else(|_| ProgressStyle::default_bar());
        let bar = ProgressBar::new(0).with_style(style);
        bar.enable_steady_tick(Duration::from_millis(120));
        Bar(Some(bar))
    }

    /// Shows what is being done.
    pub fn message(&self, text: impl Into<String>) {
        if let Some(bar) = &self.0 {
            bar.set_message(text.into());
        }
    }

    /// Sets how much work there is and how much of it is already done.
    pub fn set_total(&self, total: usize, done: usize) {
        if let Some(bar) = &self.0 {
            bar.set_length(total as u64);
            bar.set_position(done as u64);
        }
    }

    /// Counts one piece of work as done, saying what it was.
    pub fn advance(&self, text: impl Into<String>) {
        if let Some(bar) = &self.0 {
            bar.inc(1);
            bar.set_message(text.into());
        }
    }

    /// Removes the bar, before the command prints its results.
    pub fn finish(&self) {
        if let Some(bar) = &self.0 {
            bar.finish_and_clear();
        }
    }
}
