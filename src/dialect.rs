//! Dialects: where a spec can be read two ways, each way is a named reading, and a
//! student who picks another reading than the reference is not wrong.
//!
//! A game declares its [`Choice`]s: a name, the values its spec allows (the first is the
//! reference's, the one the goldens hold) and the spec text that leaves it open. A
//! [`Reading`] picks one value for each choice; the game's renderer, reader and flow take
//! it as data. `play`, `replay` and `check` run under one reading (`--dialect name=value`);
//! `grade` accepts a program's output if it matches the engine under any reading.

use std::collections::BTreeMap;
use std::fmt;

/// One question a spec leaves open, and the answers it allows.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Choice {
    pub name: &'static str,
    /// The readings the spec allows; the first is the reference's.
    pub values: &'static [&'static str],
    /// What the spec says, and why it can be read more than one way.
    pub about: &'static str,
}

/// A value for each choice of a game; a choice not named takes its first value.
#[derive(Clone, Debug, Default, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct Reading {
    /// The choices away from their first value.
    picked: BTreeMap<&'static str, &'static str>,
    /// The choices named on the command line, with the value named, whatever it is: as
    /// pins, they are not tried at other values ([`Reading::all`]).
    named: BTreeMap<&'static str, &'static str>,
    /// The mistake the game makes under it, if any ([`crate::mistakes`]): only for
    /// `arbiter play --mistake`, never among the readings grading tries.
    mistake: Option<&'static str>,
}

impl Reading {
    /// The reference's reading: every choice at its first value.
    pub fn reference() -> Reading {
        Reading::default()
    }

    /// Parses `name=value` words against `choices`; the error names the choice or value
    /// that is not there and lists what is.
    pub fn parse(choices: &[Choice], words: &[String]) -> Result<Reading, String> {
        let mut reading = Reading::default();
        for word in words {
            let Some((name, value)) = word.split_once('=') else {
                return Err(format!("--dialect {word}: write name=value"));
            };
            let Some(choice) = choices.iter().find(|c| c.name == name.trim()) else {
                let names: Vec<&str> = choices.iter().map(|c| c.name).collect();
                return Err(if names.is_empty() {
                    format!("--dialect {word}: this game has no choices of dialect")
                } else {
                    format!(
                        "--dialect {word}: no choice {name:?}; this game's are {}",
                        names.join(", ")
                    )
                });
            };
            let Some(&value) = choice.values.iter().find(|v| **v == value.trim()) else {
                return Err(format!(
                    "--dialect {word}: {} is one of {}",
                    choice.name,
                    choice.values.join(", ")
                ));
            };
            reading.set(choice, value);
            reading.named.insert(choice.name, value);
        }
        Ok(reading)
    }

    /// The value this reading picks for `choice`.
    pub fn get(&self, choice: &Choice) -> &'static str {
        self.picked
            .get(choice.name)
            .copied()
            .unwrap_or(choice.values[0])
    }

    /// Whether this reading picks `value` for `choice`.
    pub fn is(&self, choice: &Choice, value: &str) -> bool {
        self.get(choice) == value
    }

    /// Picks `value` for `choice`.
    pub fn set(&mut self, choice: &Choice, value: &'static str) {
        if value == choice.values[0] {
            self.picked.remove(choice.name);
        } else {
            self.picked.insert(choice.name, value);
        }
    }

    /// This reading with the game making `mistake` (see [`crate::mistakes`]).
    pub fn with_mistake(mut self, mistake: &'static str) -> Reading {
        self.mistake = Some(mistake);
        self
    }

    /// Whether the game makes the mistake named `name` under this reading.
    pub fn makes(&self, name: &str) -> bool {
        self.mistake == Some(name)
    }

    /// Whether every choice is at the reference's value.
    pub fn is_reference(&self) -> bool {
        self.picked.is_empty()
    }

    /// Every reading of `choices` that agrees with `pinned` on the choices it names, the
    /// reference's first, then in a fixed order.
    pub fn all(choices: &[Choice], pinned: &Reading) -> Vec<Reading> {
        let mut readings = vec![Reading::default()];
        for choice in choices {
            let values = pinned.values_of(choice);
            readings = readings
                .iter()
                .flat_map(|reading| {
                    values.iter().map(move |&value| {
                        let mut next = reading.clone();
                        next.set(choice, value);
                        next
                    })
                })
                .collect();
        }
        readings
    }

    /// How many readings `choices` allow in all, pinned or not.
    pub fn count(choices: &[Choice]) -> usize {
        choices.iter().map(|choice| choice.values.len()).product()
    }

    /// This reading's place among all [`Reading::count`] readings of `choices`: each
    /// choice a digit, its value's index in its values.
    pub fn index(&self, choices: &[Choice]) -> usize {
        choices.iter().fold(0, |index, choice| {
            let value = self.get(choice);
            let digit = (choice.values.iter())
                .position(|&v| v == value)
                .unwrap_or(0);
            index * choice.values.len() + digit
        })
    }

    /// The first of [`Reading::all`], without making the others.
    pub fn first(choices: &[Choice], pinned: &Reading) -> Reading {
        let mut reading = Reading::default();
        for choice in choices {
            reading.set(choice, pinned.values_of(choice)[0]);
        }
        reading
    }

    /// The readings one step from this one among those `pinned` allows: another value of
    /// one choice, then other values of two choices at once (a line whose words two
    /// choices decide differs until both are right).
    pub fn neighbours(&self, choices: &[Choice], pinned: &Reading) -> Vec<Reading> {
        let others = |choice: &Choice| -> Vec<&'static str> {
            (pinned.values_of(choice).into_iter())
                .filter(|&value| value != self.get(choice))
                .collect()
        };
        let mut found = Vec::new();
        for choice in choices {
            for value in others(choice) {
                let mut next = self.clone();
                next.set(choice, value);
                found.push(next);
            }
        }
        for (index, first) in choices.iter().enumerate() {
            for second in &choices[index + 1..] {
                for one in others(first) {
                    for two in others(second) {
                        let mut next = self.clone();
                        next.set(first, one);
                        next.set(second, two);
                        found.push(next);
                    }
                }
            }
        }
        found
    }

    /// The values `choice` may take with these pins: the one pinned, or all it allows.
    fn values_of(&self, choice: &Choice) -> Vec<&'static str> {
        match self.named.get(choice.name) {
            Some(&value) => vec![value],
            None => choice.values.to_vec(),
        }
    }

    /// The choices named on the command line, with their values: `name=value, …`.
    pub fn pins(&self) -> String {
        let words: Vec<String> = (self.named.iter())
            .map(|(name, value)| format!("{name}={value}"))
            .collect();
        words.join(", ")
    }

    /// The choices this reading sets away from the reference, with their values.
    pub fn picked(&self) -> impl Iterator<Item = (&'static str, &'static str)> + '_ {
        self.picked.iter().map(|(&name, &value)| (name, value))
    }
}

impl fmt::Display for Reading {
    /// `name=value, name=value` for the choices away from the reference; `reference` when
    /// there are none.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        if self.picked.is_empty() {
            return f.write_str("reference");
        }
        let words: Vec<String> = self.picked().map(|(n, v)| format!("{n}={v}")).collect();
        f.write_str(&words.join(", "))
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    const CHOICES: [Choice; 2] = [
        Choice {
            name: "bang",
            values: &["yes", "no"],
            about: "",
        },
        Choice {
            name: "tab",
            values: &["none", "after", "both"],
            about: "",
        },
    ];

    fn words(text: &str) -> Vec<String> {
        text.split_whitespace().map(String::from).collect()
    }

    #[test]
    fn readings_are_numbered_and_their_neighbours_change_one_or_two_choices() {
        let all = Reading::all(&CHOICES, &Reading::reference());
        assert_eq!(Reading::count(&CHOICES), all.len());
        let indices: Vec<usize> = all.iter().map(|r| r.index(&CHOICES)).collect();
        assert_eq!(indices, (0..6).collect::<Vec<_>>());

        let neighbours = Reading::reference().neighbours(&CHOICES, &Reading::reference());
        let shown: Vec<String> = neighbours.iter().map(Reading::to_string).collect();
        assert_eq!(
            shown,
            [
                "bang=no",
                "tab=after",
                "tab=both",
                "bang=no, tab=after",
                "bang=no, tab=both"
            ]
        );
        // A pinned choice is never moved.
        let pinned = Reading::parse(&CHOICES, &words("bang=yes")).unwrap();
        let shown: Vec<String> = (Reading::reference().neighbours(&CHOICES, &pinned).iter())
            .map(Reading::to_string)
            .collect();
        assert_eq!(shown, ["tab=after", "tab=both"]);
    }

    #[test]
    fn readings_parse_and_name_what_is_wrong() {
        let reading = Reading::parse(&CHOICES, &words("tab=after")).unwrap();
        assert_eq!(reading.get(&CHOICES[0]), "yes");
        assert_eq!(reading.get(&CHOICES[1]), "after");
        assert_eq!(reading.to_string(), "tab=after");
        assert!(
            Reading::parse(&CHOICES, &words("bang=yes"))
                .unwrap()
                .is_reference()
        );
        assert_eq!(
            Reading::parse(&CHOICES, &words("tab=x")).unwrap_err(),
            "--dialect tab=x: tab is one of none, after, both"
        );
        assert_eq!(
            Reading::parse(&CHOICES, &words("colour=red")).unwrap_err(),
            "--dialect colour=red: no choice \"colour\"; this game's are bang, tab"
        );
        assert!(Reading::parse(&CHOICES, &words("tab")).is_err());
    }

    #[test]
    fn all_readings_start_with_the_reference_and_respect_pins() {
        let all = Reading::all(&CHOICES, &Reading::default());
        assert_eq!(all.len(), 6);
        assert!(all[0].is_reference());
        let mut unique = all.clone();
        unique.sort();
        unique.dedup();
        assert_eq!(unique.len(), 6);
        let pinned = Reading::parse(&CHOICES, &words("bang=no")).unwrap();
        let some = Reading::all(&CHOICES, &pinned);
        assert_eq!(some.len(), 3);
        assert!(some.iter().all(|r| r.is(&CHOICES[0], "no")));
        assert_eq!(Reading::first(&CHOICES, &pinned), some[0]);
        assert_eq!(Reading::first(&CHOICES, &Reading::default()), all[0]);
        // A pin at the first value is a pin too.
        let reference = Reading::parse(&CHOICES, &words("bang=yes")).unwrap();
        assert_eq!(reference.to_string(), "reference");
        assert_eq!(reference.pins(), "bang=yes");
        let some = Reading::all(&CHOICES, &reference);
        assert_eq!(some.len(), 3);
        assert!(some[0].is_reference());
        assert!(some.iter().all(|r| r.is(&CHOICES[0], "yes")));
    }
}
