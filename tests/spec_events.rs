//! Grading by what the spec fixes (`grade --compare spec`, the default): programs written
//! from the spec alone, with their own layout, pass every graded case that `--compare
//! exact` fails them on, and programs with a real mistake fail with the event named in the
//! spec's terms. The programs live in tests/fixtures/; these tests are skipped without `cc`.

mod common;

use std::fs;
use std::process::{Command, Stdio};

use serde_json::Value;

use common::{have_cc, repo, results};

/// `arbiter grade ARGS --report DIR`: its exit status, standard output and the report
/// folder (kept as long as the returned guard lives).
fn grade(args: &[&str]) -> (i32, String, tempfile::TempDir) {
    let dir = tempfile::tempdir().unwrap();
    let output = Command::new(env!("CARGO_BIN_EXE_arbiter"))
        .current_dir(env!("CARGO_MANIFEST_DIR"))
        .arg("grade")
        .args(args)
        .arg("--report")
        .arg(dir.path())
        .stderr(Stdio::null())
        .output()
        .unwrap();
    (
        output.status.code().unwrap(),
        String::from_utf8(output.stdout).unwrap(),
        dir,
    )
}

fn submission<'a>(results: &'a Value, id: &str) -> &'a Value {
    (results["submissions"].as_array().unwrap().iter())
        .find(|s| s["id"] == id)
        .unwrap_or_else(|| panic!("no submission {id}"))
}

/// The cases `id` did not pass, each with its verdict and detail.
fn failures(results: &Value, id: &str) -> Vec<(String, String, String)> {
    (submission(results, id)["cases"].as_array().unwrap().iter())
        .filter(|case| case["verdict"] != "pass")
        .map(|case| {
            (
                case["case"].as_str().unwrap().to_string(),
                case["verdict"].as_str().unwrap().to_string(),
                case["detail"].as_str().unwrap().to_string(),
            )
        })
        .collect()
}

fn checkers(student: &str) -> String {
    repo(&format!("tests/fixtures/checkers/{student}"))
        .to_str()
        .unwrap()
        .to_string()
}

#[test]
fn a_chinese_checker_program_with_its_own_layout_passes_spec_and_fails_exact() {
    if !have_cc() {
        return;
    }
    let student = checkers("own-layout");
    let (status, text, report) = grade(&[&student, "--game", "checkers"]);
    assert_eq!(status, 0, "{text}");
    let spec = results(report.path());
    assert_eq!(spec["compared"], "spec (the events the spec fixes)");
    let cases = submission(&spec, "own-layout")["cases"].as_array().unwrap();
    assert!(cases.len() >= 10);
    for case in cases {
        let events = &case["events"];
        assert_eq!(events["agreed"], events["expected"], "{case}");
        assert!(events["expected"].as_u64().unwrap() > 1, "{case}");
    }

    let (status, _, report) = grade(&[&student, "--game", "checkers", "--compare", "exact"]);
    assert_eq!(status, 1);
    let exact = results(report.path());
    let failed = failures(&exact, "own-layout");
    assert_eq!(failed.len(), cases.len(), "{failed:?}");
    assert!(
        failed[0]
            .2
            .starts_with("wrong output from line 1, column 1")
    );
}

#[test]
fn real_mistakes_fail_with_the_event_named() {
    if !have_cc() {
        return;
    }
    let students = [
        "message-period",
        "no-draw",
        "accepts-five-digits",
        "rejects-chains",
        "red-as-zero",
        "loops-at-end-of-input",
    ]
    .map(checkers);
    let mut args: Vec<&str> = students.iter().map(String::as_str).collect();
    args.extend(["--game", "checkers"]);
    let (status, text, report) = grade(&args);
    assert_eq!(status, 1, "{text}");
    let results = results(report.path());
    let first = |id: &str| {
        let failed = failures(&results, id);
        assert!(!failed.is_empty(), "{id} passed every case");
        failed
    };

    // Its message shows in the cases that refuse a move by the rules: the scripted one and
    // the conversation that gives each refused move.
    let period = first("message-period");
    let cases: Vec<&str> = period.iter().map(|(case, _, _)| case.as_str()).collect();
    assert_eq!(
        cases,
        ["checkers/demo-illegal", "checkers/rule-violation"],
        "{period:?}"
    );
    let (case, verdict, detail) = &period[1];
    assert_eq!(
        (case.as_str(), verdict.as_str()),
        ("checkers/rule-violation", "wrong-output")
    );
    assert!(
        detail.starts_with("wrong output: after input line 2 (`3151`), the expected transcript shows message \"The move violates the game rule, please input again:\""),
        "{detail}"
    );
    // The program's own attempt at the message is quoted.
    assert!(
        detail.ends_with("reads `The move violates the game rule, please input again.`"),
        "{detail}"
    );

    let no_draw = first("no-draw");
    assert_eq!(no_draw[0].0, "checkers/draw");
    assert!(
        no_draw[0]
            .2
            .contains("the expected transcript shows draw (its line"),
        "{no_draw:?}"
    );

    let five = first("accepts-five-digits");
    assert_eq!(five[0].0, "checkers/bad-format");
    assert!(
        five[0].2.contains("(`12345`), the expected transcript shows message \"Invalid input format, please input again:\"")
            && five[0].2.contains("the program printed message \"The move violates the game rule, please input again:\""),
        "{five:?}"
    );

    let chains = first("rejects-chains");
    assert!(
        chains
            .iter()
            .any(|(case, _, detail)| case == "checkers/blue-wins"
                && detail.contains("the expected transcript shows the board ")
                && detail
                    .contains("the program printed message \"The move violates the game rule")),
        "{chains:?}"
    );

    let zero = first("red-as-zero");
    assert!(
        zero.iter().all(|(_, _, detail)| detail
            .contains("(red drawn as the digit 0, where the spec draws `O`)")),
        "{zero:?}"
    );

    // Looping at end of input is the spec's silence in a graded case: reported, not failed.
    let loops = submission(&results, "loops-at-end-of-input");
    assert_eq!(loops["passed_all"], true, "{loops}");
    let reported = (loops["cases"].as_array().unwrap().iter())
        .filter(|case| {
            case["detail"]
                .as_str()
                .unwrap()
                .contains("(reported, not failed)")
        })
        .count();
    assert!(reported > 0, "{loops}");
}

#[test]
fn looping_at_end_of_input_fails_the_robustness_cases() {
    if !have_cc() {
        return;
    }
    let student = checkers("loops-at-end-of-input");
    let (status, _, report) = grade(&[
        &student,
        "--game",
        "checkers",
        "--robustness",
        "--cases",
        "eof-mid-game,blue-wins",
    ]);
    assert_eq!(status, 1);
    let results = results(report.path());
    let failed = failures(&results, "loops-at-end-of-input");
    assert_eq!(failed.len(), 1, "{failed:?}");
    assert_eq!(failed[0].0, "checkers/eof-mid-game");
    assert_eq!(failed[0].1, "output-limit");
}

#[test]
fn partial_scores_count_the_events_shown_before_the_first_difference() {
    if !have_cc() {
        return;
    }
    let student = checkers("rejects-chains");
    let (_, text, report) = grade(&[&student, "--game", "checkers", "--partial"]);
    let partial = results(report.path());
    assert_eq!(partial["partial"], true);
    let graded = submission(&partial, "rejects-chains");
    let score = graded["score"].as_f64().unwrap();
    let passed = (graded["cases"].as_array().unwrap().iter())
        .filter(|case| case["verdict"] == "pass")
        .count() as f64;
    assert!(
        score > passed && score < graded["max_score"].as_f64().unwrap(),
        "{text}"
    );
    for case in graded["cases"].as_array().unwrap() {
        let share = case["events"]["agreed"].as_f64().unwrap()
            / case["events"]["expected"].as_f64().unwrap();
        let expected = if case["verdict"] == "pass" {
            1.0
        } else {
            share
        };
        let score = case["score"].as_f64().unwrap();
        assert!(
            (score - (expected * 100.0).round() / 100.0).abs() < 1e-9,
            "{case}"
        );
    }
    let csv = fs::read_to_string(report.path().join("grades.csv")).unwrap();
    let row = csv.lines().nth(1).unwrap();
    let csv_score: f64 = row.split(',').nth(1).unwrap().parse().unwrap();
    assert_eq!(csv_score, score, "{csv}");
    let gradescope: Value = serde_json::from_str(
        &fs::read_to_string(report.path().join("gradescope/rejects-chains/results.json")).unwrap(),
    )
    .unwrap();
    assert_eq!(gradescope["score"].as_f64().unwrap(), score);

    // All or nothing by default: only passes score.
    let (_, _, report) = grade(&[&student, "--game", "checkers"]);
    let whole = results(report.path());
    assert_eq!(
        submission(&whole, "rejects-chains")["score"].as_f64(),
        Some(passed)
    );
}

#[test]
fn concentration_leaves_the_frame_free_but_not_the_messages() {
    if !have_cc() {
        return;
    }
    let wider = repo("tests/fixtures/concentration/wider-frame");
    let row = repo("tests/fixtures/concentration/row-message");
    let (status, text, report) = grade(&[
        wider.to_str().unwrap(),
        row.to_str().unwrap(),
        "--game",
        "concentration",
    ]);
    assert_eq!(status, 1, "{text}");
    let results = results(report.path());
    assert_eq!(
        submission(&results, "wider-frame")["passed_all"],
        true,
        "{text}"
    );
    let failed = failures(&results, "row-message");
    assert!(
        failed.iter().any(|(case, _, detail)| case == "concentration/card-errors"
            && detail.contains("after input line 2 (`4 1`), the expected transcript shows line \"Row and column must be within 0 - 3 and 1 - 13\"")
            // The program's own line is free, so the spec's line is missing, and the
            // program's line is quoted as its attempt at it.
            && detail.contains("before that, its line 12 reads `Row must be between 0 and 3`")),
        "{failed:?}"
    );

    let (status, _, _) = grade(&[
        wider.to_str().unwrap(),
        "--game",
        "concentration",
        "--compare",
        "exact",
    ]);
    assert_eq!(status, 1, "the star frame is part of the exact bytes");
}

#[test]
fn text_options_and_partial_need_the_comparison_they_work_on() {
    let run = |args: &[&str]| {
        let output = Command::new(env!("CARGO_BIN_EXE_arbiter"))
            .current_dir(env!("CARGO_MANIFEST_DIR"))
            .arg("grade")
            .args(args)
            .output()
            .unwrap();
        (
            output.status.code(),
            String::from_utf8(output.stderr).unwrap(),
        )
    };
    let (status, stderr) = run(&["--game", "concentration", "x", "--ignore-case"]);
    assert_eq!(status, Some(2));
    assert!(
        stderr.contains("--ignore-case compares text") && stderr.contains("add --compare exact"),
        "{stderr}"
    );
    let (status, stderr) = run(&[
        "--game",
        "concentration",
        "x",
        "--compare",
        "exact",
        "--partial",
    ]);
    assert_eq!(status, Some(2));
    assert!(
        stderr.contains("--partial scores the share of a case's events"),
        "{stderr}"
    );
}

/// Builds a fixture program and runs it on a case's input: its standard output.
fn transcript_of(student: &str, case: &str) -> Vec<u8> {
    let dir = tempfile::tempdir().unwrap();
    let program = dir.path().join("game");
    let built = Command::new("cc")
        .args(["-O2", "-o"])
        .arg(&program)
        .arg(repo(&format!("tests/fixtures/checkers/{student}/game.c")))
        .status()
        .unwrap();
    assert!(built.success());
    let input = fs::File::open(repo(&format!("cases/checkers/{case}.in"))).unwrap();
    Command::new(&program).stdin(input).output().unwrap().stdout
}

/// `arbiter replay cases/checkers/CASE.case --against` a transcript: status, stdout, stderr.
fn against(case: &str, transcript: &[u8]) -> (Option<i32>, String, String) {
    let dir = tempfile::tempdir().unwrap();
    let file = dir.path().join("program.out");
    fs::write(&file, transcript).unwrap();
    let output = Command::new(env!("CARGO_BIN_EXE_arbiter"))
        .current_dir(env!("CARGO_MANIFEST_DIR"))
        .args([
            "replay",
            &format!("cases/checkers/{case}.case"),
            "--against",
        ])
        .arg(&file)
        .output()
        .unwrap();
    (
        output.status.code(),
        String::from_utf8(output.stdout).unwrap(),
        String::from_utf8(output.stderr).unwrap(),
    )
}

#[test]
fn replay_against_explains_a_transcript_by_its_events() {
    if !have_cc() {
        return;
    }
    // Its own computer's moves, its own layout: the events agree.
    let own = transcript_of("own-layout", "vs-computer");
    let (status, stdout, stderr) = against("vs-computer", &own);
    assert_eq!(status, Some(0), "{stdout}{stderr}");
    assert!(
        stdout.starts_with("matches what it should have printed with its own chance: "),
        "{stdout}"
    );
    assert_eq!(stderr, "");

    let period = transcript_of("message-period", "rule-violation");
    let (status, stdout, _) = against("rule-violation", &period);
    assert_eq!(status, Some(1));
    assert!(
        stdout.starts_with("differs from the case's golden transcript (2 of its ")
            && stdout.contains("first difference: after input line 2 (`3151`)"),
        "{stdout}"
    );
    assert!(
        stdout.contains("-message \"The move violates the game rule, please input again:\""),
        "{stdout}"
    );
}
