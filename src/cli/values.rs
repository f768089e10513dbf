//! Parsers for the numbers the command line takes, whose errors say which values are
//! allowed rather than how parsing failed.
//!
//! The arguments that use them also set `allow_negative_numbers`, so that `--seed -1`
//! reaches these parsers and is answered with the allowed range instead of clap's
//! "unexpected argument '-1' found".

/// A random generator's seed: any whole number from 0 to 2^64-1.
pub fn seed(text: &str) -> Result<u64, String> {
    text.trim()
        .parse()
        .map_err(|_| format!("a seed is a whole number from 0 to {}", u64::MAX))
}

/// A count of at least one: games to play, threads to use.
pub fn at_least_one(text: &str) -> Result<u64, String> {
    match text.trim().parse::<u64>() {
        Ok(0) => Err("must be at least 1".to_string()),
        Ok(count) => Ok(count),
        Err(_) => Err("must be a whole number, 1 or more".to_string()),
    }
}

/// A number of parallel jobs: at least one.
pub fn jobs(text: &str) -> Result<std::num::NonZeroUsize, String> {
    let count = at_least_one(text)?;
    usize::try_from(count)
        .ok()
        .and_then(std::num::NonZeroUsize::new)
        .ok_or_else(|| "must be a whole number, 1 or more".to_string())
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn errors_name_the_allowed_values() {
        assert_eq!(seed("42"), Ok(42));
        assert!(
            seed("-1")
                .unwrap_err()
                .contains("from 0 to 18446744073709551615")
        );
        assert_eq!(at_least_one("3"), Ok(3));
        assert_eq!(at_least_one("0").unwrap_err(), "must be at least 1");
        assert!(at_least_one("-1").unwrap_err().contains("1 or more"));
        assert_eq!(jobs("2").map(|n| n.get()), Ok(2));
        assert!(jobs("0").is_err());
    }
}
