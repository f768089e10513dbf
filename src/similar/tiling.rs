//! Greedy string tiling (Wise, 1993; with Karp-Rabin matching, as JPlag uses it): the
//! fragments two token streams share, each token in at most one, longest first.
//!
//! A tile is a run of tokens equal in both streams. Tiles are found longest first and
//! never overlap, so a fragment copied twice is counted once, and fragments moved about
//! (functions reordered) are each found where they went. A token that may not match (code
//! every student was given, code most of the class shares) is marked from the start, so no
//! tile covers it.

/// A run of `length` tokens equal from `a` in one stream and `b` in the other.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Tile {
    pub a: usize,
    pub b: usize,
    pub length: usize,
}

/// The tiles of at least `least` tokens that `a` and `b` share, longest first, covering
/// only tokens where `free_a` and `free_b` are true.
pub fn tiles(a: &[u64], b: &[u64], free_a: &[bool], free_b: &[bool], least: usize) -> Vec<Tile> {
    let least = least.max(1);
    let mut marked_a: Vec<bool> = free_a.iter().map(|free| !free).collect();
    let mut marked_b: Vec<bool> = free_b.iter().map(|free| !free).collect();
    marked_a.resize(a.len(), true);
    marked_b.resize(b.len(), true);
    let hashes_a = super::winnow::rolling(a, least);
    let hashes_b = super::winnow::rolling(b, least);
    let mut found: Vec<Tile> = Vec::new();
    loop {
        let run_a = unmarked_runs(&marked_a);
        let run_b = unmarked_runs(&marked_b);
        // Every place in `b` where `least` unmarked tokens start, by the hash of those.
        let mut starts_b: Vec<(u64, usize)> = (hashes_b.iter().enumerate())
            .filter(|&(q, _)| run_b[q] >= least)
            .map(|(q, &hash)| (hash, q))
            .collect();
        starts_b.sort_unstable();
        let mut matches: Vec<Tile> = Vec::new();
        for (p, &hash) in hashes_a.iter().enumerate() {
            if run_a[p] < least {
                continue;
            }
            let first = starts_b.partition_point(|&(h, _)| h < hash);
            for &(h, q) in &starts_b[first..] {
                if h != hash {
                    break;
                }
                // Only where a match starts: one that goes on from the token before was
                // found from there.
                if p > 0 && q > 0 && !marked_a[p - 1] && !marked_b[q - 1] && a[p - 1] == b[q - 1] {
                    continue;
                }
                let most = run_a[p].min(run_b[q]);
                let length = (0..most).take_while(|&at| a[p + at] == b[q + at]).count();
                if length >= least {
                    matches.push(Tile { a: p, b: q, length });
                }
            }
        }
        // Every match lies in what was unmarked when this round began, so the longest is
        // always tiled: the rounds end when none is left.
        if matches.is_empty() {
            found.sort_by(|x, y| y.length.cmp(&x.length).then(x.a.cmp(&y.a)));
            return found;
        }
        matches.sort_by(|x, y| {
            y.length
                .cmp(&x.length)
                .then(x.a.cmp(&y.a))
                .then(x.b.cmp(&y.b))
        });
        // A match that overlaps a longer tile is looked for again, shorter, in the next
        // round, in what is left of it.
        for tile in matches {
            let free =
                |marked: &[bool], from: usize| !marked[from..from + tile.length].contains(&true);
            if free(&marked_a, tile.a) && free(&marked_b, tile.b) {
                marked_a[tile.a..tile.a + tile.length].fill(true);
                marked_b[tile.b..tile.b + tile.length].fill(true);
                found.push(tile);
            }
        }
    }
}

/// For each position, how many unmarked tokens run from it.
fn unmarked_runs(marked: &[bool]) -> Vec<usize> {
    let mut runs = vec![0; marked.len()];
    let mut run = 0;
    for at in (0..marked.len()).rev() {
        run = if marked[at] { 0 } else { run + 1 };
        runs[at] = run;
    }
    runs
}

#[cfg(test)]
mod tests {
    use super::*;

    fn all_free(values: &[u64]) -> Vec<bool> {
        vec![true; values.len()]
    }

    #[test]
    fn moved_fragments_are_each_found_once() {
        let first: Vec<u64> = (1..=20).collect();
        let second: Vec<u64> = (101..=130).collect();
        let a: Vec<u64> = first.iter().chain(&second).copied().collect();
        let b: Vec<u64> = [900, 901]
            .iter()
            .chain(&second)
            .chain(&[902])
            .chain(&first)
            .chain(&[903])
            .chain(&second)
            .copied()
            .collect();
        let tiles = tiles(&a, &b, &all_free(&a), &all_free(&b), 5);
        let lengths: Vec<usize> = tiles.iter().map(|tile| tile.length).collect();
        assert_eq!(lengths, [30, 20], "{tiles:?}");
        assert_eq!(
            tiles[1],
            Tile {
                a: 0,
                b: 33,
                length: 20
            }
        );
    }

    #[test]
    fn marked_tokens_and_short_runs_are_not_tiled() {
        let a: Vec<u64> = (1..=30).collect();
        let b = a.clone();
        let mut free = all_free(&a);
        free[10] = false;
        let tiles = tiles(&a, &b, &free, &all_free(&b), 12);
        assert_eq!(
            tiles,
            [Tile {
                a: 11,
                b: 11,
                length: 19
            }]
        );
        assert!(super::tiles(&a, &[1, 2, 3], &all_free(&a), &[true; 3], 5).is_empty());
    }

    #[test]
    fn a_fragment_copied_twice_counts_once() {
        let part: Vec<u64> = (1..=10).collect();
        let a: Vec<u64> = part.clone();
        let b: Vec<u64> = part.iter().chain(&[77]).chain(&part).copied().collect();
        let tiles = tiles(&a, &b, &all_free(&a), &all_free(&b), 5);
        assert_eq!(tiles.len(), 1);
    }
}
