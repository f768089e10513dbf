//! `arbiter similar` on programs written for the purpose (tests/fixtures/similar): an
//! original Crazy Eights with one disguised copy per disguise, independent programs of the
//! same game by other hands, and the course's starter file every one of them holds.

mod common;

use std::collections::HashMap;
use std::path::PathBuf;

use common::{arbiter, repo};
use serde_json::Value;

const DISGUISES: &[&str] = &[
    "renamed",
    "reordered",
    "comments",
    "while-loops",
    "dead-code",
    "split-merged",
    "cpp",
];
const INDEPENDENT: &[&str] = &[
    "independent-a",
    "independent-b",
    "independent-c",
    "independent-d",
];

fn fixture(name: &str) -> PathBuf {
    repo(&format!("tests/fixtures/similar/{name}"))
}

/// `arbiter similar --json` with `args` on the fixtures `names`.
fn similar(names: &[&str], args: &[&str]) -> Value {
    let output = arbiter()
        .arg("similar")
        .arg("--json")
        .args(args)
        .args(names.iter().map(|name| fixture(name)))
        .output()
        .unwrap();
    assert!(
        output.status.success(),
        "{}",
        String::from_utf8_lossy(&output.stderr)
    );
    serde_json::from_slice(&output.stdout).unwrap()
}

/// Each pair's similarity, by its two names in order.
fn similarities(result: &Value) -> HashMap<(String, String), f64> {
    (result["pairs"].as_array().unwrap().iter())
        .map(|pair| {
            let mut names = [
                pair["a"].as_str().unwrap().to_string(),
                pair["b"].as_str().unwrap().to_string(),
            ];
            names.sort();
            let [a, b] = names;
            ((a, b), pair["similarity"].as_f64().unwrap())
        })
        .collect()
}

fn of(similarities: &HashMap<(String, String), f64>, a: &str, b: &str) -> f64 {
    let mut names = [a.to_string(), b.to_string()];
    names.sort();
    let [a, b] = names;
    similarities.get(&(a, b)).copied().unwrap_or(0.0)
}

fn base() -> String {
    fixture("starter").display().to_string()
}

#[test]
fn every_disguised_copy_ranks_above_every_independent_pair() {
    let class: Vec<&str> = (["original"].iter())
        .chain(DISGUISES)
        .chain(INDEPENDENT)
        .copied()
        .collect();
    let base = base();
    let result = similar(
        &class,
        &[
            "--base",
            &base,
            "--game",
            "crazy-eights",
            "--threshold",
            "0",
        ],
    );
    let found = similarities(&result);
    let copies: Vec<(&str, f64)> = (DISGUISES.iter())
        .map(|disguise| (*disguise, of(&found, "original", disguise)))
        .collect();
    let mut independent: Vec<(String, f64)> = Vec::new();
    for (at, a) in class.iter().enumerate() {
        for b in &class[at + 1..] {
            if INDEPENDENT.contains(a) || INDEPENDENT.contains(b) {
                independent.push((format!("{a} {b}"), of(&found, a, b)));
            }
        }
    }
    let least_copy = copies.iter().map(|(_, share)| *share).fold(1.0, f64::min);
    let most_independent = (independent.iter())
        .map(|(_, share)| *share)
        .fold(0.0, f64::max);
    println!("copies: {copies:?}");
    println!("most alike independent pair: {most_independent:.3}");
    assert!(
        least_copy > most_independent,
        "copies {copies:?}; independent {independent:?}"
    );
    assert!(least_copy > 0.6, "{copies:?}");
    assert!(most_independent < 0.3, "{independent:?}");
}

#[test]
fn the_starter_file_is_not_counted_and_the_fragments_are_the_copied_ones() {
    let base = base();
    let without = similar(&["independent-a", "independent-b"], &["--threshold", "0"]);
    let with = similar(
        &["independent-a", "independent-b"],
        &["--threshold", "0", "--base", &base],
    );
    let share = |result: &Value| of(&similarities(result), "independent-a", "independent-b");
    assert!(
        share(&without) > share(&with) + 0.1,
        "{} {}",
        share(&without),
        share(&with)
    );
    let in_starter = |result: &Value| {
        (result["pairs"].as_array().unwrap().iter())
            .flat_map(|pair| pair["fragments"].as_array().unwrap())
            .any(|fragment| fragment["a"]["file"] == "deck_io.c")
    };
    assert!(in_starter(&without));
    assert!(!in_starter(&with));

    // Functions reordered: each fragment is the same text in both, wherever it went.
    let result = similar(&["original", "reordered"], &["--base", &base]);
    let fragments = result["pairs"][0]["fragments"].as_array().unwrap();
    assert!(fragments.len() > 3, "{fragments:?}");
    let lengths: Vec<u64> = (fragments.iter())
        .map(|fragment| fragment["tokens"].as_u64().unwrap())
        .collect();
    assert!(
        lengths.windows(2).all(|two| two[0] >= two[1]),
        "longest first: {lengths:?}"
    );
    let text = |name: &str, lines: &Value| -> String {
        let source =
            std::fs::read_to_string(fixture(name).join(lines["file"].as_str().unwrap())).unwrap();
        let (from, to) = (
            lines["from"].as_u64().unwrap() as usize,
            lines["to"].as_u64().unwrap() as usize,
        );
        let words: String = (source.lines().skip(from - 1).take(to + 1 - from))
            .map(|line| line.split("//").next().unwrap_or_default())
            .flat_map(|line| line.split_whitespace())
            .collect();
        // Comments are not code: a fragment's comments may differ.
        let mut code = String::new();
        let mut rest = words.as_str();
        while let Some(start) = rest.find("/*") {
            code.push_str(&rest[..start]);
            rest = rest[start..]
                .split_once("*/")
                .map_or("", |(_, after)| after);
        }
        code + rest
    };
    for fragment in fragments {
        // A fragment starts and ends at tokens, which may be inside a line: its lines hold
        // the same words but where a line goes on past the fragment in one of them.
        let (a, b) = (
            text("original", &fragment["a"]),
            text("reordered", &fragment["b"]),
        );
        let shorter = a.len().min(b.len());
        let alike = (a.chars().zip(b.chars()))
            .take_while(|(x, y)| x == y)
            .count();
        assert!(alike * 10 >= shorter * 8, "{fragment}\n{a}\n{b}");
    }
}

#[test]
fn python_copies_rank_above_independent_python() {
    let result = similar(
        &["python-original", "python-disguised", "python-independent"],
        &["--threshold", "0"],
    );
    let found = similarities(&result);
    let copy = of(&found, "python-original", "python-disguised");
    let independent = of(&found, "python-original", "python-independent").max(of(
        &found,
        "python-disguised",
        "python-independent",
    ));
    // Four disguises at once (names, order, comments, `for` as `while`): still shown at
    // the default threshold, and the independent program far below it.
    assert!(copy >= 0.3, "{copy}");
    assert!(independent < 0.3, "{independent}");
    assert!(copy > independent + 0.3, "{copy} {independent}");
}

#[test]
fn code_most_of_the_class_shares_is_not_counted() {
    // Every program holds the starter file: without --base, in a class of twelve it is
    // common code; the eight copies of one program are not.
    let names: Vec<&str> = (["original"].iter())
        .chain(DISGUISES)
        .chain(INDEPENDENT)
        .copied()
        .collect();
    let result = similar(&names, &["--threshold", "0"]);
    let starter_matched = (result["pairs"].as_array().unwrap().iter())
        .flat_map(|pair| pair["fragments"].as_array().unwrap())
        .any(|fragment| fragment["a"]["file"] == "deck_io.c");
    assert!(!starter_matched);
    let found = similarities(&result);
    assert!(of(&found, "original", "renamed") > 0.9, "{found:?}");
    let counted = result["submissions"][0]["counted"].as_u64().unwrap();
    let tokens = result["submissions"][0]["tokens"].as_u64().unwrap();
    assert!(counted < tokens, "{counted} of {tokens}");
}

#[test]
fn archived_submissions_are_compared_with_the_class_not_with_each_other() {
    let output = arbiter()
        .args(["similar", "--json", "--threshold", "0"])
        .arg(fixture("independent-a"))
        .arg("--archive")
        .arg(fixture("original"))
        .arg("--archive")
        .arg(fixture("renamed"))
        .output()
        .unwrap();
    assert!(output.status.success());
    let result: Value = serde_json::from_slice(&output.stdout).unwrap();
    let found = similarities(&result);
    assert_eq!(of(&found, "original", "renamed"), 0.0, "{found:?}");
    assert!(
        found
            .keys()
            .all(|(a, b)| a == "independent-a" || b == "independent-a")
    );
}

#[test]
fn the_table_names_the_pairs_and_shows_the_fragments_side_by_side() {
    let output = arbiter()
        .args(["similar", "--fragments", "--width", "100"])
        .arg("--base")
        .arg(fixture("starter"))
        .arg(fixture("original"))
        .arg(fixture("renamed"))
        .arg(fixture("independent-a"))
        .output()
        .unwrap();
    assert!(output.status.success());
    let text = String::from_utf8(output.stdout).unwrap();
    assert!(text.starts_with("similarity: 3 submissions;"), "{text}");
    let row = (text.lines())
        .find(|line| line.trim_start().starts_with("1  "))
        .unwrap();
    assert!(row.contains("original") && row.contains("renamed"), "{row}");
    assert!(
        !text.contains("independent-a  "),
        "below the threshold: {text}"
    );
    assert!(text.contains("#1 original"), "{text}");
    // Two columns of numbered lines, no wider than asked.
    let rows: Vec<&str> = (text.lines())
        .filter(|line| line.contains(" | ") && !line.starts_with("-- "))
        .collect();
    assert!(rows.len() > 50, "{text}");
    for row in rows {
        assert!(row.chars().count() <= 100, "{row}");
        assert!(
            row.trim_start().starts_with(|c: char| c.is_ascii_digit()),
            "{row}"
        );
    }
}

#[test]
fn unusable_arguments_are_refused_with_a_reason() {
    for (args, says) in [
        (vec!["--base", "/no/such/starter"], "no such file or folder"),
        (vec!["--threshold", "120"], "a percentage from 0 to 100"),
        (vec!["--least-tokens", "3"], "at least"),
        (vec!["--game", "chess"], "chess"),
    ] {
        let output = arbiter()
            .arg("similar")
            .args(&args)
            .arg(fixture("original"))
            .output()
            .unwrap();
        assert_eq!(output.status.code(), Some(2), "{args:?}");
        let stderr = String::from_utf8_lossy(&output.stderr);
        assert!(stderr.contains(says), "{args:?}: {stderr}");
    }
    // A link is not followed (it could lead out of the submission), a broken one
    // included: the others are compared.
    let class = tempfile::tempdir().unwrap();
    for name in ["original", "renamed"] {
        let folder = class.path().join(name);
        std::fs::create_dir_all(&folder).unwrap();
        std::fs::copy(fixture(name).join("game.c"), folder.join("game.c")).unwrap();
    }
    std::os::unix::fs::symlink("/no/such/file", class.path().join("renamed/broken.c")).unwrap();
    let output = arbiter().arg("similar").arg(class.path()).output().unwrap();
    assert_eq!(output.status.code(), Some(0));
    let text = String::from_utf8_lossy(&output.stdout);
    assert!(text.contains("1 pair at or above"), "{text}");

    let empty = tempfile::tempdir().unwrap();
    std::fs::write(empty.path().join("notes.txt"), "no code here").unwrap();
    let output = arbiter().arg("similar").arg(empty.path()).output().unwrap();
    assert_eq!(output.status.code(), Some(2));
    assert!(String::from_utf8_lossy(&output.stderr).contains("no C, C++ or Python source"));
}

#[test]
fn grade_puts_the_pairs_in_its_reports() {
    if !common::have_cc() {
        return;
    }
    let work = tempfile::tempdir().unwrap();
    let class = work.path().join("class");
    for name in ["original", "renamed", "independent-a"] {
        let folder = class.join(name);
        std::fs::create_dir_all(&folder).unwrap();
        for entry in std::fs::read_dir(fixture(name)).unwrap() {
            let entry = entry.unwrap();
            std::fs::copy(entry.path(), folder.join(entry.file_name())).unwrap();
        }
    }
    let report = work.path().join("report");
    let output = arbiter()
        .args(["grade", "--game", "crazy-eights", "--cases", "demo-games"])
        .arg("--similarity")
        .arg("--similarity-base")
        .arg(fixture("starter"))
        .arg("--report")
        .arg(&report)
        .arg(&class)
        .output()
        .unwrap();
    let printed = String::from_utf8_lossy(&output.stdout);
    assert!(
        printed.contains("similarity: 3 submissions; 1 pair at or above 30.0%"),
        "{printed}"
    );

    let results = common::results(&report);
    let pairs = results["similarity"]["pairs"].as_array().unwrap();
    assert_eq!(pairs.len(), 1, "{pairs:?}");
    assert_eq!(
        (pairs[0]["a"].as_str(), pairs[0]["b"].as_str()),
        (Some("original"), Some("renamed"))
    );
    let csv = std::fs::read_to_string(report.join("similarity.csv")).unwrap();
    assert!(
        csv.starts_with(
            "a,b,share_a,share_b,similarity,longest_tokens,fragments\r\noriginal,renamed,0.9"
        ),
        "{csv}"
    );

    let index = std::fs::read_to_string(report.join("index.html")).unwrap();
    assert!(
        index.contains(
            "<a href=\"similarity.html\">Similar submissions</a>: 1 pair at or above 30.0%"
        )
    );
    let page = std::fs::read_to_string(report.join("similarity.html")).unwrap();
    assert!(page.contains("<section id=\"pair-1\">"));
    assert!(page.contains("<a href=\"students/renamed.html\">renamed</a>"));
    assert!(report.join("students/renamed.html").is_file());
    // Both columns of a fragment, its common lines marked, escaped as text.
    assert!(
        page.contains("<tr class=\"match\"><td class=\"number\">"),
        "{page}"
    );
    assert!(page.contains("&quot;"), "source text is escaped");
    assert!(
        !page.contains("<span class=\"mono\">deck_io.c "),
        "the starter file is not a fragment"
    );
}
