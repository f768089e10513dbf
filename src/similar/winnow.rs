//! Fingerprints, as MOSS takes them (Schleimer, Wilkerson and Aiken, "Winnowing: local
//! algorithms for document fingerprinting", SIGMOD 2003): a hash of every [`K`] tokens in a
//! row (a k-gram), and of those, in every window of [`WINDOW`] hashes in a row, the least.
//!
//! Two submissions that share a fragment of at least `WINDOW + K - 1` tokens are sure to
//! share a fingerprint, and since the choice in a window depends only on the window, they
//! choose the same one there. So a class is compared through its fingerprints, a few per
//! line, and only the pairs that share some are compared token by token
//! ([`super::tiling`]).

/// Tokens in a k-gram: about a line of code.
pub const K: usize = 12;
/// Hashes in a winnowing window.
pub const WINDOW: usize = 8;

/// The hash of each k-gram of `values`, by its first token: `values.len() - K + 1` of
/// them, none when there are fewer than `K` tokens.
pub fn kgrams(values: &[u64]) -> Vec<u64> {
    rolling(values, K)
}

/// The hash of every `length` tokens in a row of `values`, by the first, rolled from one
/// to the next.
pub fn rolling(values: &[u64], length: usize) -> Vec<u64> {
    const BASE: u64 = 0x0000_0100_0000_01b3;
    if length == 0 || values.len() < length {
        return Vec::new();
    }
    let top = (1..length).fold(1u64, |power, _| power.wrapping_mul(BASE));
    let mut hash = values[..length].iter().fold(0u64, |hash, &value| {
        hash.wrapping_mul(BASE).wrapping_add(value)
    });
    let mut hashes = Vec::with_capacity(values.len() - length + 1);
    hashes.push(hash);
    for at in length..values.len() {
        hash = hash
            .wrapping_sub(values[at - length].wrapping_mul(top))
            .wrapping_mul(BASE)
            .wrapping_add(values[at]);
        hashes.push(hash);
    }
    hashes
}

/// The fingerprints of `hashes`: `(hash, position)`, in order, each chosen once. In each
/// window the least hash is chosen, the rightmost of equal ones (robust winnowing, so that
/// a run of one repeated hash is not chosen over and over).
pub fn winnow(hashes: &[u64]) -> Vec<(u64, usize)> {
    let mut chosen: Vec<(u64, usize)> = Vec::new();
    if hashes.is_empty() {
        return chosen;
    }
    let window = WINDOW.min(hashes.len());
    for start in 0..=hashes.len() - window {
        let mut least = start;
        for at in start..start + window {
            if hashes[at] <= hashes[least] {
                least = at;
            }
        }
        if chosen.last().is_none_or(|&(_, position)| position != least) {
            chosen.push((hashes[least], least));
        }
    }
    chosen
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn rolled_hashes_are_those_computed_afresh() {
        let values: Vec<u64> = (0..40).map(|n| n * 7919 + 3).collect();
        let rolled = rolling(&values, 5);
        assert_eq!(rolled.len(), 36);
        for (at, hash) in rolled.iter().enumerate() {
            assert_eq!(*hash, rolling(&values[at..at + 5], 5)[0]);
        }
        assert!(rolling(&values[..4], 5).is_empty());
    }

    #[test]
    fn a_shared_run_long_enough_shares_a_fingerprint() {
        let shared: Vec<u64> = (100..100 + (WINDOW + K - 1) as u64).collect();
        let one: Vec<u64> = (1..30).chain(shared.iter().copied()).collect();
        let other: Vec<u64> = (500..540)
            .chain(shared.iter().copied())
            .chain(900..910)
            .collect();
        let prints = |values: &[u64]| -> Vec<u64> {
            winnow(&kgrams(values))
                .into_iter()
                .map(|(hash, _)| hash)
                .collect()
        };
        let (one, other) = (prints(&one), prints(&other));
        assert!(one.iter().any(|hash| other.contains(hash)));
    }

    #[test]
    fn every_window_holds_a_chosen_position() {
        let hashes: Vec<u64> = (0..100u64).map(|n| (n * 2_654_435_761) % 97).collect();
        let chosen: Vec<usize> = winnow(&hashes).into_iter().map(|(_, at)| at).collect();
        for start in 0..=hashes.len() - WINDOW {
            assert!(
                chosen
                    .iter()
                    .any(|&at| (start..start + WINDOW).contains(&at))
            );
        }
        assert!(chosen.len() < hashes.len() / 2, "{}", chosen.len());
    }
}
