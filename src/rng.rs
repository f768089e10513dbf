//! The one source of randomness in a game run.
//!
//! A [`GameRng`] is created from a `u64` seed and is the only thing a game, its players or a
//! simulation may draw randomness from, so a seed and an input script determine a transcript.
//!
//! The stream is part of arbiter's contract: goldens depend on it. It is therefore defined
//! here rather than borrowed from `rand`'s sampling helpers, whose algorithms may change
//! between releases: the seed is expanded to a ChaCha8 key with SplitMix64, and bounded
//! integers use Lemire's unbiased multiply-and-reject method on 32-bit words.

use rand::{Rng, SeedableRng};
use rand_chacha::ChaCha8Rng;

/// A seeded generator for one game run.
#[derive(Clone, Debug)]
pub struct GameRng {
    inner: ChaCha8Rng,
    /// How many values have been drawn, so a run can tell whether it used randomness.
    draws: u64,
}

impl GameRng {
    /// The generator for `seed`. The same seed always gives the same stream.
    pub fn from_seed(seed: u64) -> GameRng {
        let mut state = seed;
        let mut key = [0u8; 32];
        for chunk in key.chunks_exact_mut(8) {
            chunk.copy_from_slice(&splitmix64(&mut state).to_le_bytes());
        }
        GameRng {
            inner: ChaCha8Rng::from_seed(key),
            draws: 0,
        }
    }

    /// A seed drawn from the operating system, for runs that were given none.
    pub fn fresh_seed() -> u64 {
        rand::random()
    }

    /// The seed of the `index`-th game in a series started from `seed`, so that each game of
    /// a simulation can be replayed on its own.
    pub fn series_seed(seed: u64, index: u64) -> u64 {
        let mut state = seed ^ index.wrapping_mul(0xA076_1D64_78BD_642F);
        splitmix64(&mut state)
    }

    /// A uniformly distributed integer in `0..bound`.
    ///
    /// # Panics
    /// If `bound` is zero: there is nothing to choose from, which is a bug in the caller.
    pub fn below(&mut self, bound: u32) -> u32 {
        assert!(bound > 0, "GameRng::below(0)");
        self.draws += 1;
        // Lemire, "Fast Random Integer Generation in an Interval" (2019).
        let mut product = u64::from(self.inner.next_u32()) * u64::from(bound);
        let mut low = product as u32;
        if low < bound {
            let threshold = bound.wrapping_neg() % bound;
            while low < threshold {
                product = u64::from(self.inner.next_u32()) * u64::from(bound);
                low = product as u32;
            }
        }
        (product >> 32) as u32
    }

    /// How many values have been drawn so far. A run that drew none produced a transcript
    /// determined by its input alone, whatever the seed.
    pub fn draws(&self) -> u64 {
        self.draws
    }

    /// A uniformly chosen element of `items`, or `None` when it is empty.
    pub fn choose<'a, T>(&mut self, items: &'a [T]) -> Option<&'a T> {
        if items.is_empty() {
            return None;
        }
        let bound = u32::try_from(items.len()).expect("fewer than 2^32 items");
        Some(&items[self.below(bound) as usize])
    }

    /// Shuffles `items` in place (Fisher–Yates, drawing from the last position down).
    pub fn shuffle<T>(&mut self, items: &mut [T]) {
        for last in (1..items.len()).rev() {
            let bound = u32::try_from(last + 1).expect("fewer than 2^32 items");
            let other = self.below(bound) as usize;
            items.swap(last, other);
        }
    }
}

fn splitmix64(state: &mut u64) -> u64 {
    *state = state.wrapping_add(0x9E37_79B9_7F4A_7C15);
    let mut z = *state;
    z = (z ^ (z >> 30)).wrapping_mul(0xBF58_476D_1CE4_E5B9);
    z = (z ^ (z >> 27)).wrapping_mul(0x94D0_49BB_1331_11EB);
    z ^ (z >> 31)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn same_seed_same_stream() {
        let mut a = GameRng::from_seed(42);
        let mut b = GameRng::from_seed(42);
        let xs: Vec<u32> = (0..100).map(|_| a.below(1000)).collect();
        let ys: Vec<u32> = (0..100).map(|_| b.below(1000)).collect();
        assert_eq!(xs, ys);
    }

    #[test]
    fn different_seeds_differ() {
        let mut a = GameRng::from_seed(1);
        let mut b = GameRng::from_seed(2);
        let xs: Vec<u32> = (0..32).map(|_| a.below(1 << 20)).collect();
        let ys: Vec<u32> = (0..32).map(|_| b.below(1 << 20)).collect();
        assert_ne!(xs, ys);
    }

    #[test]
    fn stream_is_pinned() {
        // Goldens depend on this stream: if this test fails, every golden that involves a
        // shuffle or a computer player changes too.
        let mut rng = GameRng::from_seed(7);
        let draws: Vec<u32> = (0..8).map(|_| rng.below(52)).collect();
        assert_eq!(draws, PINNED_SEED_7);
    }
    const PINNED_SEED_7: [u32; 8] = [16, 20, 32, 40, 46, 26, 7, 3];

    #[test]
    fn below_stays_in_range_and_covers_it() {
        let mut rng = GameRng::from_seed(3);
        let mut seen = [false; 13];
        for _ in 0..2000 {
            let x = rng.below(13) as usize;
            seen[x] = true;
        }
        assert!(seen.iter().all(|&s| s));
        assert_eq!(rng.below(1), 0);
    }

    #[test]
    fn shuffle_is_a_permutation() {
        let mut rng = GameRng::from_seed(9);
        let mut items: Vec<u32> = (0..52).collect();
        rng.shuffle(&mut items);
        assert_ne!(items, (0..52).collect::<Vec<_>>());
        items.sort_unstable();
        assert_eq!(items, (0..52).collect::<Vec<_>>());
    }

    #[test]
    fn draws_are_counted() {
        let mut rng = GameRng::from_seed(1);
        assert_eq!(rng.draws(), 0);
        rng.below(10);
        rng.shuffle(&mut [1, 2, 3]);
        assert_eq!(rng.draws(), 3);
    }

    #[test]
    fn series_seeds_are_distinct() {
        let seeds: std::collections::HashSet<u64> =
            (0..1000).map(|i| GameRng::series_seed(5, i)).collect();
        assert_eq!(seeds.len(), 1000);
    }
}
