//! What `arbiter similar` prints and writes: the table of pairs, the fragments side by side
//! in text, the JSON and the CSV of pairs. The HTML of `grade --similarity` is
//! [`crate::grade::report::html::similar`].

use std::fmt::Write as _;

use serde_json::{Value, json};

use crate::grade::report::{percent_text, plural};

use super::{Fragment, Pair, Similarity, Source};

/// A share as a percentage with one decimal.
pub fn percent(share: f64) -> String {
    percent_text(share * 100.0)
}

/// The heading: what was compared, and what was not counted.
pub fn heading(similarity: &Similarity) -> String {
    let class = (similarity.submissions.iter())
        .filter(|submission| !submission.archived)
        .count();
    let archived = similarity.submissions.len() - class;
    let mut text = format!("similarity: {class} submission{}", plural(class));
    if archived > 0 {
        let _ = write!(text, " and {archived} archived");
    }
    let shown = similarity.shown().count();
    let _ = writeln!(
        text,
        "; {shown} pair{} at or above {} ({} found sharing a fragment)",
        plural(shown),
        percent(similarity.options.threshold),
        similarity.pairs.len(),
    );
    let _ = writeln!(
        text,
        "not counted: fragments of fewer than {} tokens, fragments in more than {} of the class and in {} or more submissions{}",
        similarity.options.least_tokens,
        percent(similarity.options.common_share),
        super::COMMON_AT_LEAST,
        if similarity.given.is_empty() {
            String::new()
        } else {
            format!(", code given ({})", similarity.given.join(", "))
        }
    );
    if !similarity.unread.is_empty() {
        let _ = writeln!(
            text,
            "left out, unreadable: {}",
            similarity.unread.join("; ")
        );
    }
    text
}

/// The table of the pairs shown, and the clusters.
pub fn table(similarity: &Similarity) -> String {
    let mut text = heading(similarity);
    let name = |index: usize| similarity.submissions[index].id.as_str();
    let shown: Vec<&Pair> = similarity.shown().collect();
    if shown.is_empty() {
        text.push_str("no pair at or above the threshold\n");
        return text;
    }
    let width = |pick: fn(&Pair) -> usize| {
        (shown.iter())
            .map(|pair| name(pick(pair)).chars().count())
            .max()
            .unwrap_or(0)
            .max(1)
    };
    let (wide_a, wide_b) = (width(|pair| pair.a), width(|pair| pair.b));
    let _ = writeln!(
        text,
        "{:>4}  {:<wide_a$}  {:>6}  {:<wide_b$}  {:>6}  longest fragment",
        "rank", "a", "share", "b", "share"
    );
    for (rank, pair) in shown.iter().enumerate() {
        let longest = &pair.fragments[0];
        let _ = writeln!(
            text,
            "{:>4}  {:<wide_a$}  {:>6}  {:<wide_b$}  {:>6}  {} tokens: {} | {}",
            rank + 1,
            name(pair.a),
            percent(pair.share_a),
            name(pair.b),
            percent(pair.share_b),
            longest.tokens,
            place(&longest.a),
            place(&longest.b),
        );
    }
    if !similarity.clusters.is_empty() {
        text.push_str("groups of three or more that share code:\n");
        for cluster in &similarity.clusters {
            let names: Vec<&str> = cluster.iter().map(|&index| name(index)).collect();
            let _ = writeln!(text, "  {}", names.join(", "));
        }
    }
    text
}

fn place(lines: &super::Lines) -> String {
    format!("{} {}-{}", lines.file, lines.from, lines.to)
}

/// Each pair shown with its fragments side by side, numbered lines, `width` columns in
/// all.
pub fn fragments(similarity: &Similarity, sources: &[Source], width: usize) -> String {
    let mut text = String::new();
    let column = width.saturating_sub(3) / 2;
    for (rank, pair) in similarity.shown().enumerate() {
        let (a, b) = (&sources[pair.a], &sources[pair.b]);
        let _ = writeln!(
            text,
            "\n#{} {} ({}) and {} ({}): {} fragment{}",
            rank + 1,
            a.id,
            percent(pair.share_a),
            b.id,
            percent(pair.share_b),
            pair.fragments.len(),
            plural(pair.fragments.len()),
        );
        for fragment in &pair.fragments {
            side_by_side(fragment, a, b, column, &mut text);
        }
    }
    text
}

fn side_by_side(fragment: &Fragment, a: &Source, b: &Source, column: usize, text: &mut String) {
    let _ = writeln!(
        text,
        "-- {} tokens: {} | {}",
        fragment.tokens,
        place(&fragment.a),
        place(&fragment.b)
    );
    let left = source_lines(a, &fragment.a);
    let right = source_lines(b, &fragment.b);
    for row in 0..left.len().max(right.len()) {
        let cell = |lines: &[(u32, &str)]| {
            lines.get(row).map_or_else(String::new, |(number, line)| {
                cut(&format!("{number:>5} {line}"), column)
            })
        };
        let _ = writeln!(
            text,
            "{:<column$} | {}",
            cell(&left),
            cell(&right).trim_end()
        );
    }
}

/// The numbered lines `lines` names, of `source`'s file of that name.
pub fn source_lines<'a>(source: &'a Source, lines: &super::Lines) -> Vec<(u32, &'a str)> {
    let Some((_, text)) =
        (source.tokens.files.iter()).find(|(name, _)| name.display().to_string() == lines.file)
    else {
        return Vec::new();
    };
    (text.lines().enumerate())
        .map(|(index, line)| (index as u32 + 1, line))
        .filter(|(number, _)| (lines.from..=lines.to).contains(number))
        .collect()
}

/// `line` with tabs as spaces and control characters as `?`, cut to `width` characters.
fn cut(line: &str, width: usize) -> String {
    let clean: String = line
        .replace('\t', "    ")
        .chars()
        .map(|ch| if ch.is_control() { '?' } else { ch })
        .collect();
    if clean.chars().count() <= width {
        return clean;
    }
    let kept: String = clean.chars().take(width.saturating_sub(1)).collect();
    format!("{kept}…")
}

/// The result as JSON: the options, the submissions, each pair shown with both names, the
/// share of each, the longest fragment and the fragments, and the clusters by name.
pub fn json(similarity: &Similarity) -> Value {
    let name = |index: usize| similarity.submissions[index].id.clone();
    let pairs: Vec<Value> = (similarity.shown())
        .map(|pair| {
            json!({
                "a": name(pair.a),
                "b": name(pair.b),
                "share_a": pair.share_a,
                "share_b": pair.share_b,
                "similarity": pair.similarity(),
                "longest": pair.longest(),
                "fragments": pair.fragments,
            })
        })
        .collect();
    let clusters: Vec<Vec<String>> = (similarity.clusters.iter())
        .map(|cluster| cluster.iter().map(|&index| name(index)).collect())
        .collect();
    json!({
        "options": similarity.options,
        "given": similarity.given,
        "unread": similarity.unread,
        "submissions": similarity.submissions,
        "pairs_sharing_code": similarity.pairs.len(),
        "pairs": pairs,
        "clusters": clusters,
    })
}

/// The pairs shown as CSV (RFC 4180, as `grades.csv`):
/// `a,b,share_a,share_b,similarity,longest_tokens,fragments`.
pub fn csv(similarity: &Similarity) -> String {
    let mut text = String::from("a,b,share_a,share_b,similarity,longest_tokens,fragments\r\n");
    for pair in similarity.shown() {
        let _ = write!(
            text,
            "{},{},{:.4},{:.4},{:.4},{},{}\r\n",
            crate::grade::report::csv::quote(&similarity.submissions[pair.a].id),
            crate::grade::report::csv::quote(&similarity.submissions[pair.b].id),
            pair.share_a,
            pair.share_b,
            pair.similarity(),
            pair.longest(),
            pair.fragments.len()
        );
    }
    text
}
