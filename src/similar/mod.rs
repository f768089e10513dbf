//! Similar submissions: which pairs of a class share code, how much, and where.
//!
//! Each submission's sources become one stream of normalised tokens ([`tokens`]). What is
//! not evidence is marked first: code every student was given (`--base`, the spec's own
//! code) and code most of the class shares. The class is then compared through its
//! fingerprints ([`winnow`]), and each pair that shares some is compared token by token
//! ([`tiling`]): the share of each program its common fragments cover, the longest
//! fragment, and each fragment's lines in both. Pairs rank by the larger share, so that a
//! program copied whole into a larger one ranks high. Submissions of an archive (past
//! years, public repositories) are compared with the class, never with each other.
//!
//! A score is a reason to look at a pair, not a verdict: docs/similar.md says how to read
//! one.

pub mod report;
pub mod tiling;
pub mod tokens;
pub mod winnow;

use std::collections::{HashMap, HashSet};
use std::path::Path;

use serde::Serialize;

use crate::grade::submission::{self, Submission};
use tokens::{Language, Place, Tokens};

/// A source file larger than this is left out: no student writes a megabyte of code, and
/// a generated table would only make every pair alike.
pub const LARGEST_SOURCE: u64 = 1 << 20;

/// The fewest submissions a common fragment is in, whatever the share: MOSS's default for
/// `-m`. In a small class a share would make a ring of three copies "most of the class"
/// and hide it; code every student was given is `--base`.
pub const COMMON_AT_LEAST: usize = 10;

/// How pairs are found and which are shown.
#[derive(Clone, Debug, PartialEq, Serialize)]
pub struct Options {
    /// The fewest tokens a common fragment has (about two lines of code).
    pub least_tokens: usize,
    /// A fragment in more than this share of the class (and in at least
    /// [`COMMON_AT_LEAST`] submissions) is code most of the class shares, not evidence:
    /// MOSS's `-m`, as a share.
    pub common_share: f64,
    /// Pairs whose larger share is below this are not shown.
    pub threshold: f64,
}

impl Default for Options {
    fn default() -> Options {
        Options {
            least_tokens: 20,
            common_share: 0.5,
            threshold: 0.3,
        }
    }
}

/// One submission, read.
#[derive(Clone, Debug)]
pub struct Source {
    pub id: String,
    /// From an archive: compared with the class, not with other archived ones.
    pub archived: bool,
    pub tokens: Tokens,
}

/// A submission as the result names it.
#[derive(Clone, Debug, PartialEq, Serialize)]
pub struct Compared {
    pub id: String,
    pub archived: bool,
    /// Its tokens, and of those the ones that count (not given, not common).
    pub tokens: usize,
    pub counted: usize,
    pub files: usize,
}

/// Lines of one file.
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
pub struct Lines {
    pub file: String,
    pub from: u32,
    pub to: u32,
}

/// A fragment two submissions share: its tokens and its lines in each.
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
pub struct Fragment {
    pub tokens: usize,
    pub a: Lines,
    pub b: Lines,
}

/// Two submissions that share code.
#[derive(Clone, Debug, PartialEq, Serialize)]
pub struct Pair {
    /// Indexes into [`Similarity::submissions`].
    pub a: usize,
    pub b: usize,
    /// The share of each one's counted tokens its common fragments cover.
    pub share_a: f64,
    pub share_b: f64,
    /// Longest first; never empty.
    pub fragments: Vec<Fragment>,
}

impl Pair {
    /// What pairs rank by: the larger share.
    pub fn similarity(&self) -> f64 {
        self.share_a.max(self.share_b)
    }

    /// Tokens of the longest common fragment.
    pub fn longest(&self) -> usize {
        self.fragments.first().map_or(0, |fragment| fragment.tokens)
    }
}

/// The answer for a class.
#[derive(Clone, Debug, PartialEq, Serialize)]
pub struct Similarity {
    pub options: Options,
    pub submissions: Vec<Compared>,
    /// The pairs found to share a fragment, the most similar first; those at or above the
    /// threshold are shown. A pair far below the threshold may be missing: its
    /// fingerprints did not make it worth tiling.
    pub pairs: Vec<Pair>,
    /// Groups of three or more submissions joined by pairs at or above the threshold.
    pub clusters: Vec<Vec<usize>>,
    /// What was given and not counted: files of `--base` and the spec's code.
    pub given: Vec<String>,
    /// Sources that could not be read, and why: left out.
    pub unread: Vec<String>,
}

impl Similarity {
    /// The pairs at or above the threshold.
    pub fn shown(&self) -> impl Iterator<Item = &Pair> {
        (self.pairs.iter()).take_while(|pair| pair.similarity() >= self.options.threshold)
    }
}

/// The sources of `submission`: every C, C++ and Python file in it, by path, hidden files
/// and `__MACOSX` aside, each larger than [`LARGEST_SOURCE`] left out.
pub fn read(submission: &Submission, archived: bool) -> Result<Source, String> {
    let mut tokens = Tokens::default();
    add_sources(&submission.path, &mut tokens)?;
    Ok(Source {
        id: submission.id.clone(),
        archived,
        tokens,
    })
}

/// Adds the sources at `path` (a file, or a folder walked in order) to `tokens`. A file or
/// folder in it that cannot be read is left out and named in `tokens.unread`: one
/// unreadable file must not stop a class's comparison.
pub fn add_sources(path: &Path, tokens: &mut Tokens) -> Result<(), String> {
    let root = if path.is_dir() {
        path
    } else {
        path.parent().unwrap_or(path)
    };
    let walk = walkdir::WalkDir::new(path)
        .follow_links(false)
        .sort_by_file_name()
        .into_iter()
        .filter_entry(|entry| entry.depth() == 0 || !submission::ignored(entry.file_name()));
    for entry in walk {
        let entry = match entry {
            Ok(entry) => entry,
            Err(err) => {
                tokens.unread.push(format!("{}: {err}", path.display()));
                continue;
            }
        };
        let Some(language) = Language::of(entry.path()) else {
            continue;
        };
        let Ok(metadata) = entry.metadata() else {
            continue;
        };
        if !metadata.is_file() || metadata.len() > LARGEST_SOURCE {
            continue;
        }
        let bytes = match std::fs::read(entry.path()) {
            Ok(bytes) => bytes,
            Err(err) => {
                tokens
                    .unread
                    .push(format!("{}: {err}", entry.path().display()));
                continue;
            }
        };
        let name = entry.path().strip_prefix(root).unwrap_or(entry.path());
        let text = String::from_utf8_lossy(&bytes).into_owned();
        tokens.add_file(name.to_path_buf(), text, language);
    }
    Ok(())
}

/// Reads `submissions` on every core, in order; `archived` says which are from an archive.
pub fn read_all(submissions: &[(Submission, bool)]) -> Result<Vec<Source>, String> {
    crate::parallel::map(submissions, |(submission, archived)| {
        read(submission, *archived)
    })
    .into_iter()
    .collect()
}

/// Compares every pair of `sources` but archived with archived, `given` being code every
/// student was given.
pub fn compare(sources: &[Source], given: &Tokens, options: &Options) -> Similarity {
    let hashes: Vec<Vec<u64>> = sources
        .iter()
        .map(|source| winnow::kgrams(&source.tokens.values))
        .collect();
    let given_hashes: HashSet<u64> = winnow::kgrams(&given.values).into_iter().collect();
    let common = common_hashes(sources, &hashes, options.common_share);
    let excluded = |hash: &u64| given_hashes.contains(hash) || common.contains(hash);

    // A token is free to match unless a given or common k-gram covers it.
    let free: Vec<Vec<bool>> = (sources.iter().zip(&hashes))
        .map(|(source, hashes)| {
            let mut free = vec![true; source.tokens.len()];
            for (at, hash) in hashes.iter().enumerate() {
                if excluded(hash) {
                    free[at..at + winnow::K].fill(false);
                }
            }
            free
        })
        .collect();

    let candidates = candidate_pairs(sources, &hashes, &excluded, options.threshold);
    let pairs = tile_pairs(sources, &free, &candidates, options.least_tokens);
    let submissions: Vec<Compared> = (sources.iter().zip(&free))
        .map(|(source, free)| Compared {
            id: source.id.clone(),
            archived: source.archived,
            tokens: source.tokens.len(),
            counted: free.iter().filter(|free| **free).count(),
            files: source.tokens.files.len(),
        })
        .collect();
    let clusters = clusters(sources.len(), &pairs, options.threshold);
    Similarity {
        options: options.clone(),
        submissions,
        pairs,
        clusters,
        given: (given.files.iter())
            .map(|(name, _)| name.display().to_string())
            .collect(),
        unread: (sources.iter())
            .flat_map(|source| source.tokens.unread.iter().cloned())
            .chain(given.unread.iter().cloned())
            .collect(),
    }
}

/// The k-grams found in more than `share` of the class (archives aside) and in at least
/// [`COMMON_AT_LEAST`] submissions.
fn common_hashes(sources: &[Source], hashes: &[Vec<u64>], share: f64) -> HashSet<u64> {
    let class = sources.iter().filter(|source| !source.archived).count();
    let mut seen: HashMap<u64, (usize, usize)> = HashMap::new();
    for (index, (source, hashes)) in sources.iter().zip(hashes).enumerate() {
        if source.archived {
            continue;
        }
        for &hash in hashes {
            let entry = seen.entry(hash).or_insert((0, usize::MAX));
            if entry.1 != index {
                *entry = (entry.0 + 1, index);
            }
        }
    }
    let most = (share * class as f64).max(COMMON_AT_LEAST as f64 - 1.0);
    (seen.into_iter())
        .filter(|&(_, (count, _))| count as f64 > most)
        .map(|(hash, _)| hash)
        .collect()
}

/// The pairs worth tiling, archived pairs aside: those that share at least two
/// fingerprints, and at least half as many as a pair at `threshold` would. Code a pair
/// shares holds about as large a share of the smaller one's fingerprints as of its tokens,
/// so the half leaves room for fragments too short to be sure of one; and the tiling,
/// which costs far more, is spent on the pairs that may be shown.
fn candidate_pairs(
    sources: &[Source],
    hashes: &[Vec<u64>],
    excluded: &impl Fn(&u64) -> bool,
    threshold: f64,
) -> Vec<(usize, usize)> {
    let mut holders: HashMap<u64, Vec<usize>> = HashMap::new();
    let mut prints = vec![0usize; hashes.len()];
    for (index, hashes) in hashes.iter().enumerate() {
        for (hash, _) in winnow::winnow(hashes) {
            if excluded(&hash) {
                continue;
            }
            prints[index] += 1;
            let list = holders.entry(hash).or_default();
            if list.last() != Some(&index) {
                list.push(index);
            }
        }
    }
    let mut shared: HashMap<(usize, usize), u32> = HashMap::new();
    for list in holders.values() {
        for (at, &a) in list.iter().enumerate() {
            for &b in &list[at + 1..] {
                if !(sources[a].archived && sources[b].archived) {
                    *shared.entry((a, b)).or_default() += 1;
                }
            }
        }
    }
    let enough = |(a, b): (usize, usize), count: u32| {
        let smaller = prints[a].min(prints[b]) as f64;
        count >= 2 && f64::from(count) >= threshold * smaller / 2.0
    };
    let mut pairs: Vec<(usize, usize)> = (shared.into_iter())
        .filter(|&(pair, count)| enough(pair, count))
        .map(|(pair, _)| pair)
        .collect();
    pairs.sort_unstable();
    pairs
}

/// Tiles each candidate pair, on every core, and returns the pairs that share a fragment,
/// the most similar first.
fn tile_pairs(
    sources: &[Source],
    free: &[Vec<bool>],
    candidates: &[(usize, usize)],
    least: usize,
) -> Vec<Pair> {
    let mut pairs: Vec<Pair> =
        crate::parallel::map(candidates, |&(a, b)| pair(sources, free, a, b, least))
            .into_iter()
            .flatten()
            .collect();
    pairs.sort_by(|x, y| {
        y.similarity()
            .total_cmp(&x.similarity())
            .then(x.a.cmp(&y.a))
            .then(x.b.cmp(&y.b))
    });
    pairs
}

fn pair(sources: &[Source], free: &[Vec<bool>], a: usize, b: usize, least: usize) -> Option<Pair> {
    let (one, other) = (&sources[a].tokens, &sources[b].tokens);
    let tiles = tiling::tiles(&one.values, &other.values, &free[a], &free[b], least);
    if tiles.is_empty() {
        return None;
    }
    let covered: usize = tiles.iter().map(|tile| tile.length).sum();
    let counted = |free: &[bool]| free.iter().filter(|free| **free).count().max(1) as f64;
    let fragments = (tiles.iter())
        .map(|tile| Fragment {
            tokens: tile.length,
            a: lines(one, tile.a, tile.length),
            b: lines(other, tile.b, tile.length),
        })
        .collect();
    Some(Pair {
        a,
        b,
        share_a: covered as f64 / counted(&free[a]),
        share_b: covered as f64 / counted(&free[b]),
        fragments,
    })
}

/// The lines `length` tokens from `start` span, in the file of the first.
fn lines(tokens: &Tokens, start: usize, length: usize) -> Lines {
    let first: Place = tokens.places[start];
    let last = (tokens.places[start..start + length].iter())
        .rev()
        .find(|place| place.file == first.file)
        .copied()
        .unwrap_or(first);
    Lines {
        file: tokens.file_name(first),
        from: first.line,
        to: last.line,
    }
}

/// The groups of three or more joined by pairs at or above `threshold`, largest first.
fn clusters(count: usize, pairs: &[Pair], threshold: f64) -> Vec<Vec<usize>> {
    let mut parent: Vec<usize> = (0..count).collect();
    fn root(parent: &mut [usize], mut at: usize) -> usize {
        while parent[at] != at {
            parent[at] = parent[parent[at]];
            at = parent[at];
        }
        at
    }
    for pair in pairs.iter().filter(|pair| pair.similarity() >= threshold) {
        let (a, b) = (root(&mut parent, pair.a), root(&mut parent, pair.b));
        parent[a.max(b)] = a.min(b);
    }
    let mut groups: HashMap<usize, Vec<usize>> = HashMap::new();
    for at in 0..count {
        let top = root(&mut parent, at);
        groups.entry(top).or_default().push(at);
    }
    let mut clusters: Vec<Vec<usize>> = (groups.into_values())
        .filter(|group| group.len() >= 3)
        .collect();
    clusters.sort_by(|x, y| y.len().cmp(&x.len()).then(x.cmp(y)));
    clusters
}
