//! A correct program always passes: the reference engine graded as a student under other
//! seeds and every reading of the spec, and programs written from the specs alone by
//! careful students, in their own words where the spec leaves the words free, each graded
//! several times (each run deals it another game). `scripts/fairness.sh` runs the first
//! with many seeds.

mod common;

use std::path::Path;

use serde_json::Value;

use common::{arbiter, have, have_cc, repo, results, script};

/// Grades `submissions` on `game` with `args`, and returns its results.
fn grade(submissions: &[&Path], game: &str, args: &[&str]) -> Value {
    let report = tempfile::tempdir().unwrap();
    // Its exit status says whether every case passed: the results say which did not.
    let output = arbiter()
        .arg("grade")
        .args(submissions)
        .args(["--game", game])
        .args(args)
        .arg("--report")
        .arg(report.path())
        .output()
        .unwrap();
    assert!(
        report.path().join("results.json").exists(),
        "grading {game} wrote no results ({}): {}",
        output.status,
        String::from_utf8_lossy(&output.stderr)
    );
    results(report.path())
}

/// Every case run of `results` that did not pass: submission, case, verdict and reason.
fn failures(results: &Value) -> Vec<String> {
    let mut failed = Vec::new();
    for submission in results["submissions"].as_array().unwrap() {
        for case in submission["cases"].as_array().unwrap() {
            if case["verdict"] != "pass" {
                failed.push(format!(
                    "{} {}: {} {}",
                    submission["id"], case["case"], case["verdict"], case["detail"]
                ));
            }
        }
    }
    failed
}

/// The readings of `game` other than the reference's, one choice at a time: the words of
/// `--dialect`.
fn other_readings(game: &str) -> Vec<String> {
    let listing = arbiter().arg("games").output().unwrap().stdout;
    let listing = String::from_utf8(listing).unwrap();
    let mut current = "";
    let mut readings = Vec::new();
    for line in listing.lines() {
        if !line.starts_with(' ') {
            current = line.trim();
            continue;
        }
        let Some((name, values)) = line.trim().split_once(": ") else {
            continue;
        };
        if current != game || !values.contains(" | ") || line.starts_with("     ") {
            continue;
        }
        for value in values.split(" | ").skip(1) {
            readings.push(format!("{name}={value}"));
        }
    }
    readings
}

#[test]
fn the_engine_as_a_student_passes_its_own_grading_under_every_reading() {
    let engine = env!("CARGO_BIN_EXE_arbiter");
    for game in [
        "concentration",
        "checkers",
        "crazy-eights",
        "memoarr",
        "joker-twins",
    ] {
        let class = tempfile::tempdir().unwrap();
        let readings = other_readings(game);
        assert!(!readings.is_empty(), "{game} has readings");
        let mut students = vec![(String::from("reference"), String::new())];
        students.extend(
            (readings.iter()).map(|reading| (reading.clone(), format!("--dialect {reading}"))),
        );
        for (index, (name, dialect)) in students.iter().enumerate() {
            // Each student plays with a seed of its own, none a case's.
            let seed = 7001 + index;
            script(
                &class.path().join(name).join("game"),
                &format!("exec '{engine}' play {game} --seed {seed} {dialect} \"$@\""),
            );
        }
        let results = grade_engine_class(class.path(), game);
        assert_eq!(
            results["submissions"].as_array().unwrap().len(),
            students.len()
        );
        let failed = failures(&results);
        assert!(failed.is_empty(), "{game}:\n{}", failed.join("\n"));
    }
}

#[test]
fn the_engine_under_several_other_readings_at_once_passes_its_own_grading() {
    // Chinese Checker and Memoarr! have too many readings to try each: the search finds
    // these by moving from the reference's a choice or two at a time.
    let engine = env!("CARGO_BIN_EXE_arbiter");
    for (game, dialect) in [
        (
            "checkers",
            "moves=integer mode-answer=word player-line=before computer-plays=blue chain-start=held",
        ),
        (
            "memoarr",
            "round-start=winner sides=clockwise power-on-mismatch=yes after-mismatch=matched",
        ),
    ] {
        let class = tempfile::tempdir().unwrap();
        let dialect: Vec<String> = (dialect.split(' '))
            .map(|pick| format!("--dialect {pick}"))
            .collect();
        script(
            &class.path().join("several").join("game"),
            &format!(
                "exec '{engine}' play {game} --seed 7101 {} \"$@\"",
                dialect.join(" ")
            ),
        );
        let failed = failures(&grade_engine_class(class.path(), game));
        assert!(failed.is_empty(), "{game}:\n{}", failed.join("\n"));
    }
}

/// Grades a class whose students are scripts that run the engine (`<student>/game`), on
/// every case, robustness and extras included, each with its case's options. The engine is
/// trusted, and a confined run may not start arbiter from a script.
fn grade_engine_class(class: &Path, game: &str) -> Value {
    grade(
        &[class],
        game,
        &[
            "--robustness",
            "--extras",
            "--isolation",
            "off",
            "--cmd",
            "{dir}/game {options}",
        ],
    )
}

/// Grades each of `fixtures` (folders under `tests/fixtures/<game>/`) `runs` times, and
/// says which case runs did not pass.
fn careful_students_fail(game: &str, fixtures: &[&str], runs: usize) -> Vec<String> {
    let paths: Vec<_> = (fixtures.iter())
        .map(|name| repo(&format!("tests/fixtures/{game}/{name}")))
        .collect();
    let paths: Vec<&Path> = paths.iter().map(|path| path.as_path()).collect();
    (0..runs)
        .flat_map(|_| failures(&grade(&paths, game, &["--robustness"])))
        .collect()
}

#[test]
fn careful_concentration_students_in_their_own_words_pass_on_every_run() {
    if !have_cc() {
        return;
    }
    let failed = careful_students_fail(
        "concentration",
        &["menu-complaint", "thanks-on-quit", "row-separators"],
        3,
    );
    assert!(failed.is_empty(), "{}", failed.join("\n"));
}

#[test]
fn careful_joker_twins_students_in_their_own_words_pass_on_every_run() {
    if !have("python3") {
        return;
    }
    // A closing summary by player number, prompts in its own words, a Joker's twin removed
    // unshown.
    let failed = careful_students_fail(
        "joker-twins",
        &["closing-summary", "own-prompts", "hidden-twin"],
        2,
    );
    assert!(failed.is_empty(), "{}", failed.join("\n"));
}

#[test]
fn a_careful_memoarr_student_who_gives_every_card_its_power_passes_on_every_run() {
    if !have("python3") {
        return;
    }
    let failed = careful_students_fail("memoarr", &["powers-every-card"], 2);
    assert!(failed.is_empty(), "{}", failed.join("\n"));
}

#[test]
fn a_careful_checkers_student_naming_the_player_above_the_board_passes_on_every_run() {
    if !have_cc() {
        return;
    }
    let failed = careful_students_fail("checkers", &["player-line-above"], 2);
    assert!(failed.is_empty(), "{}", failed.join("\n"));
}

#[test]
fn a_checkers_student_who_asks_who_moves_first_passes_the_scripted_games_against_the_computer() {
    if !have_cc() {
        return;
    }
    // Written blind: after the mode it asks `Who moves first?` in a menu, which no script
    // holds; the computer plays red in one case and blue, moving first, in the other.
    let student = repo("tests/corpus/checkers/2026-11-28c/students/pam");
    for _ in 0..2 {
        let results = grade(
            &[&student],
            "checkers",
            &["--cases", "vs-computer,computer-plays-blue"],
        );
        let failed = failures(&results);
        assert!(failed.is_empty(), "{}", failed.join("\n"));
        let cases = results["submissions"][0]["cases"].as_array().unwrap();
        assert_eq!(cases.len(), 2, "{results}");
    }
}

/// The Crazy Eights student of the demo, seeded from `time()` as the spec says, and the
/// same student with a fixed seed (`srand(2024u)`), a mistake that passes every case.
fn seeded_and_fixed_class() -> tempfile::TempDir {
    let class = tempfile::tempdir().unwrap();
    let source =
        std::fs::read_to_string(repo("examples/submissions/crazy-eights/correct/game.c")).unwrap();
    let seeding = "srand((unsigned) time(NULL));";
    assert!(source.contains(seeding));
    for (name, text) in [
        ("clock-seeded", source.clone()),
        ("fixed-seed", source.replace(seeding, "srand(2024u);")),
    ] {
        std::fs::create_dir(class.path().join(name)).unwrap();
        std::fs::write(class.path().join(name).join("game.c"), text).unwrap();
    }
    class
}

fn submission<'a>(results: &'a Value, id: &str) -> &'a Value {
    (results["submissions"].as_array().unwrap().iter())
        .find(|submission| submission["id"] == id)
        .unwrap()
}

#[test]
fn a_deal_that_never_changes_is_found_and_a_deal_seeded_from_the_clock_never_is() {
    if !have_cc() {
        return;
    }
    let class = seeded_and_fixed_class();
    // Its cases run within a second or two, in which time() seeds the clock-seeded
    // student's runs alike: the case run again in a later second tells them apart.
    for _ in 0..3 {
        let results = grade(&[class.path()], "crazy-eights", &[]);
        let seeded = submission(&results, "clock-seeded");
        assert_eq!(seeded["findings"], serde_json::json!([]), "{seeded}");
        assert_eq!(seeded["passed_all"], true);
        let fixed = submission(&results, "fixed-seed");
        let findings = fixed["findings"].as_array().unwrap();
        assert_eq!(findings.len(), 1, "{fixed}");
        assert!(
            findings[0]
                .as_str()
                .unwrap()
                .starts_with("the same deal in every run: "),
            "{findings:?}"
        );
        // Reported, not failed, unless the course says so.
        assert_eq!(fixed["passed_all"], true);
    }
    let results = grade(&[class.path()], "crazy-eights", &["--same-deal", "fail"]);
    assert_eq!(submission(&results, "clock-seeded")["passed_all"], true);
    let failed = failures(&results);
    assert_eq!(failed.len(), 1, "{failed:?}");
    assert!(
        failed[0].starts_with("\"fixed-seed\" \"crazy-eights/"),
        "{failed:?}"
    );
    assert!(
        failed[0].contains("the same deal in every run"),
        "{failed:?}"
    );
}
