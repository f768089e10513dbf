//! Mistakes: what students typically get wrong against a spec, as named variants of a
//! game's rules code.
//!
//! A reading is a way the spec may be read, and grading accepts it; a mistake is a way
//! it may not, and grading must refuse it. Each game lists its [`Mistake`]s beside its
//! choices of dialect, and its flow, rules and renderer take the one a [`Reading`] carries
//! as data, as they take its choices: `arbiter play GAME --mistake NAME` plays the engine
//! with that mistake made, so that `arbiter audit` can grade it as a student
//! ([`crate::cli::audit`]) and show which cases catch it.
//!
//! [`Reading`]: crate::dialect::Reading

/// One typical mistake against a game's spec.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Mistake {
    /// Its name on the command line (`tie-goes-to-first`).
    pub name: &'static str,
    /// What the program then does, against which words of the spec.
    pub about: &'static str,
    /// Words of a grading reason that name the broken rule at the event where the mistake
    /// first shows (`A tie!`, `Row and column must be within`): a first difference that
    /// holds one of them names the rule, not a consequence further on.
    pub shows: &'static [&'static str],
}

impl Mistake {
    /// Whether a grading reason names the rule this mistake breaks.
    pub fn named_by(&self, reason: &str) -> bool {
        self.shows.iter().any(|words| reason.contains(words))
    }
}

/// The mistake of `mistakes` named `name`; the error lists the names there are.
pub fn find(
    game: &str,
    mistakes: &'static [Mistake],
    name: &str,
) -> Result<&'static Mistake, String> {
    mistakes
        .iter()
        .find(|m| m.name == name)
        .ok_or_else(|| match mistakes.is_empty() {
            true => format!("{game} has no catalogued mistakes"),
            false => {
                let names: Vec<&str> = mistakes.iter().map(|m| m.name).collect();
                format!(
                    "{game} has no mistake {name:?}; its mistakes are {}",
                    names.join(", ")
                )
            }
        })
}

/// Checks a game's catalogue against the flags its rules take (`of` a reading): the
/// reference reading sets none, and each mistake sets some that no other sets.
#[cfg(test)]
pub(crate) fn assert_each_sets_its_own_slips<S: PartialEq + Default + std::fmt::Debug>(
    mistakes: &[Mistake],
    of: impl Fn(&crate::dialect::Reading) -> S,
) {
    use crate::dialect::Reading;
    assert_eq!(of(&Reading::reference()), S::default());
    let mut seen = Vec::new();
    for mistake in mistakes {
        let slips = of(&Reading::reference().with_mistake(mistake.name));
        assert_ne!(slips, S::default(), "{} sets nothing", mistake.name);
        assert!(
            !seen.contains(&slips),
            "{} sets what another does",
            mistake.name
        );
        seen.push(slips);
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    const MISTAKES: [Mistake; 1] = [Mistake {
        name: "tie-first",
        about: "a tie goes to the first player",
        shows: &["A tie!"],
    }];

    #[test]
    fn a_mistake_is_found_by_name_and_knows_its_rule() {
        let found = find("g", &MISTAKES, "tie-first").unwrap();
        assert!(found.named_by("the expected transcript shows line `A tie!`"));
        assert!(!found.named_by("the expected transcript shows a table row"));
        assert_eq!(
            find("g", &MISTAKES, "tie").unwrap_err(),
            "g has no mistake \"tie\"; its mistakes are tie-first"
        );
        assert_eq!(
            find("g", &[], "tie").unwrap_err(),
            "g has no catalogued mistakes"
        );
    }
}
