//! `similarity.html` (with `grade --similarity`): the pairs of submissions that share code,
//! ranked, the groups of three or more, and each pair's fragments side by side, the common
//! lines highlighted among the lines around them, each name linked to its student's page.

use std::fmt::Write as _;

use crate::grade::report::folder_name;
use crate::html::{href, line, page, text};
use crate::similar::report::{heading, percent, source_lines};
use crate::similar::{Fragment, Lines, Similarity, Source};

/// Lines shown around a fragment, before and after.
const AROUND: u32 = 2;
/// Fragments shown of one pair at most, the longest; the rest are in results.json.
const FRAGMENTS_SHOWN: usize = 30;

/// The page, for the gradebook of `game`.
pub fn page_of(game: &str, similarity: &Similarity, sources: &[Source]) -> String {
    let name = |index: usize| similarity.submissions[index].id.as_str();
    let student = |index: usize| {
        format!(
            "<a href=\"students/{}.html\">{}</a>",
            href(&folder_name(name(index))),
            text(name(index))
        )
    };
    let mut body = String::from("<p><a href=\"index.html\">← the class</a></p>\n");
    body.push_str("<h1>Similar submissions</h1>\n<ul class=\"heading\">\n");
    for heading_line in heading(similarity).lines() {
        let _ = writeln!(body, "<li>{}</li>", text(heading_line));
    }
    body.push_str("</ul>\n<p>A high share is a reason to look at a pair, not a verdict: see what the fragments are.</p>\n");
    if !similarity.clusters.is_empty() {
        body.push_str("<h2>Groups of three or more that share code</h2>\n<ul>\n");
        for cluster in &similarity.clusters {
            let names: Vec<String> = cluster.iter().map(|&index| student(index)).collect();
            let _ = writeln!(body, "<li>{}</li>", names.join(", "));
        }
        body.push_str("</ul>\n");
    }
    body.push_str("<h2>Pairs</h2>\n<div class=\"scroll\"><table>\n<thead><tr><th class=\"number\">rank</th><th>a</th><th class=\"number\">share</th><th>b</th><th class=\"number\">share</th><th class=\"number\">longest fragment</th><th class=\"number\">fragments</th></tr></thead>\n<tbody>\n");
    for (rank, pair) in similarity.shown().enumerate() {
        let _ = writeln!(
            body,
            "<tr><td class=\"number\"><a href=\"#pair-{0}\">{0}</a></td><td>{1}</td><td class=\"number\">{2}</td><td>{3}</td><td class=\"number\">{4}</td><td class=\"number\">{5} tokens</td><td class=\"number\">{6}</td></tr>",
            rank + 1,
            student(pair.a),
            percent(pair.share_a),
            student(pair.b),
            percent(pair.share_b),
            pair.longest(),
            pair.fragments.len(),
        );
    }
    body.push_str("</tbody></table></div>\n");
    for (rank, pair) in similarity.shown().enumerate() {
        let _ = writeln!(
            body,
            "<section id=\"pair-{}\">\n<h2>{}. {} ({}) and {} ({})</h2>",
            rank + 1,
            rank + 1,
            student(pair.a),
            percent(pair.share_a),
            student(pair.b),
            percent(pair.share_b),
        );
        for fragment in pair.fragments.iter().take(FRAGMENTS_SHOWN) {
            side_by_side(fragment, &sources[pair.a], &sources[pair.b], &mut body);
        }
        if pair.fragments.len() > FRAGMENTS_SHOWN {
            let _ = writeln!(
                body,
                "<p>and {} shorter fragments (results.json lists them all)</p>",
                pair.fragments.len() - FRAGMENTS_SHOWN
            );
        }
        body.push_str("</section>\n");
    }
    page(&format!("{game}: similar submissions"), &body, None)
}

/// A fragment's lines in both, with [`AROUND`] lines either side, the common ones marked.
fn side_by_side(fragment: &Fragment, a: &Source, b: &Source, body: &mut String) {
    let _ = writeln!(
        body,
        "<h3>{} tokens: <span class=\"mono\">{} {}-{}</span> and <span class=\"mono\">{} {}-{}</span></h3>",
        fragment.tokens,
        text(&fragment.a.file),
        fragment.a.from,
        fragment.a.to,
        text(&fragment.b.file),
        fragment.b.from,
        fragment.b.to,
    );
    let widened = |lines: &Lines| Lines {
        file: lines.file.clone(),
        from: lines.from.saturating_sub(AROUND).max(1),
        to: lines.to + AROUND,
    };
    let left = source_lines(a, &widened(&fragment.a));
    let right = source_lines(b, &widened(&fragment.b));
    body.push_str("<div class=\"scroll\"><table class=\"side mono\">\n<tbody>\n");
    // The common lines face each other; the lines around them fill either side.
    let before =
        |lines: &[(u32, &str)], from: u32| lines.iter().take_while(|(n, _)| *n < from).count();
    let (skip_a, skip_b) = (
        before(&left, fragment.a.from),
        before(&right, fragment.b.from),
    );
    let lead = skip_a.max(skip_b);
    let rows = (lead - skip_a + left.len()).max(lead - skip_b + right.len());
    for row in 0..rows {
        let cell = |lines: &[(u32, &str)], skip: usize, within: &Lines| {
            let at = (row + skip).checked_sub(lead);
            match at.and_then(|at| lines.get(at)) {
                Some((number, source)) => (
                    (within.from..=within.to).contains(number),
                    format!(
                        "<td class=\"number\">{number}</td><td>{}</td>",
                        line(source)
                    ),
                ),
                None => (false, "<td class=\"number\"></td><td></td>".to_string()),
            }
        };
        let (common_a, left_cells) = cell(&left, skip_a, &fragment.a);
        let (common_b, right_cells) = cell(&right, skip_b, &fragment.b);
        let class = if common_a || common_b {
            " class=\"match\""
        } else {
            ""
        };
        let _ = writeln!(body, "<tr{class}>{left_cells}{right_cells}</tr>");
    }
    body.push_str("</tbody></table></div>\n");
}

#[cfg(test)]
mod tests {
    use std::path::PathBuf;

    use super::*;
    use crate::similar::tokens::{Language, Tokens};
    use crate::similar::{Options, compare};

    fn source(id: &str, text: &str) -> Source {
        let mut tokens = Tokens::default();
        tokens.add_file(PathBuf::from("game.c"), text.to_string(), Language::C);
        Source {
            id: id.to_string(),
            archived: false,
            tokens,
        }
    }

    #[test]
    fn a_students_code_and_name_are_only_text() {
        let code = "int main(void) {\n    printf(\"</td></table><script>document.title = 'x'</script>\\n\");\n    int a = 1, b = 2, c = 3;\n    a = b + c * a - b / c;\n    b = a + c * b - a / c;\n    return a + b + c;\n}\n";
        let sources = [source("<b>one</b>", code), source("two", code)];
        let similarity = compare(&sources, &Tokens::default(), &Options::default());
        assert_eq!(similarity.shown().count(), 1);
        let page = page_of("concentration", &similarity, &sources);
        assert!(!page.contains("<script>"), "{page}");
        assert!(!page.contains("<b>one"), "{page}");
        assert!(page.contains("&lt;/td&gt;&lt;/table&gt;&lt;script&gt;document.title"));
        assert!(
            page.contains(
                "<a href=\"students/%3Cb%3Eone%3C_b%3E.html\">&lt;b&gt;one&lt;/b&gt;</a>"
            ),
            "{page}"
        );
    }
}
