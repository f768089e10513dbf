//! Readings of a spec that can be read two ways: the engine plays under any reading
//! (`--dialect`), and `grade` accepts every reading the spec allows, says which one each
//! student used, flags a student who mixes them, and fails a difference no reading explains
//! with the diff against the closest reading. Student programs written as students write
//! them live in tests/fixtures/; tests that build them are skipped without `cc`.

mod common;

use std::process::{Command, Stdio};

use serde_json::Value;

use common::{have_cc, repo};

fn arbiter() -> Command {
    let mut command = Command::new(env!("CARGO_BIN_EXE_arbiter"));
    command.current_dir(env!("CARGO_MANIFEST_DIR"));
    command
}

/// `arbiter grade ARGS --report DIR`: its exit status, standard output and results.json.
fn grade(args: &[&str]) -> (i32, String, Value) {
    let dir = tempfile::tempdir().unwrap();
    let report = dir.path().join("report");
    let output = arbiter()
        .arg("grade")
        .args(args)
        .arg("--report")
        .arg(&report)
        .stderr(Stdio::null())
        .output()
        .unwrap();
    let results =
        serde_json::from_str(&std::fs::read_to_string(report.join("results.json")).unwrap())
            .unwrap();
    (
        output.status.code().unwrap(),
        String::from_utf8(output.stdout).unwrap(),
        results,
    )
}

/// Grades `output` as a student's output of one case (`--outputs`), with `args`.
fn grade_output(game: &str, case: &str, output: &str, args: &[&str]) -> (i32, Value) {
    let dir = tempfile::tempdir().unwrap();
    let outputs = dir.path().join("student");
    std::fs::create_dir_all(&outputs).unwrap();
    std::fs::write(outputs.join(format!("{case}.out")), output).unwrap();
    let mut all = vec!["--game", game, "--cases", case, "--outputs"];
    all.push(outputs.to_str().unwrap());
    all.extend(args);
    let (status, _, results) = grade(&all);
    (status, results)
}

fn submission<'a>(results: &'a Value, id: &str) -> &'a Value {
    results["submissions"]
        .as_array()
        .unwrap()
        .iter()
        .find(|s| s["id"] == id)
        .unwrap()
}

#[test]
fn the_engine_plays_under_any_reading_and_grade_accepts_it() {
    let engine = env!("CARGO_BIN_EXE_arbiter");
    let command = format!(
        "{engine} play concentration --seed 5 --dialect row-end=tab --dialect second-card=second"
    );
    // Under the spec comparison, how a row ends is free: only the words are a reading.
    let (status, text, results) = grade(&["--game", "concentration", "--cmd", &command]);
    assert_eq!(status, 0, "{text}");
    assert!(
        text.contains("command reads the spec as second-card=second\n"),
        "{text}"
    );
    assert!(submission(&results, "command")["readings"]["row-end"].is_null());

    let (status, text, results) = grade(&[
        "--game",
        "concentration",
        "--compare",
        "exact",
        "--cmd",
        &command,
    ]);
    assert_eq!(status, 0, "{text}");
    assert!(
        text.contains("command reads the spec as row-end=tab, second-card=second\n"),
        "{text}"
    );
    let readings = &submission(&results, "command")["readings"];
    assert!(readings["row-end"]["tab"].as_array().unwrap().len() > 1);
    assert!(readings["second-card"]["second"].is_array());
    assert!(
        submission(&results, "command")["mixed_readings"]
            .as_array()
            .unwrap()
            .is_empty()
    );

    // A course that announced the reference's reading pins it: then the tabs are wrong.
    let (status, _, results) = grade(&[
        "--game",
        "concentration",
        "--compare",
        "exact",
        "--dialect",
        "row-end=none",
        "--cmd",
        &format!("{engine} play concentration --seed 5 --dialect row-end=tab"),
    ]);
    assert_eq!(status, 1);
    let cases = submission(&results, "command")["cases"].as_array().unwrap();
    assert!(cases.iter().any(|c| c["verdict"] == "wrong-output"));
}

#[test]
fn check_and_replay_take_a_reading() {
    let replayed = arbiter()
        .args(["replay", "cases/concentration/mode2-random.case"])
        .args([
            "--dialect",
            "turns-played=plain",
            "--dialect",
            "row-end=tab",
        ])
        .output()
        .unwrap();
    let text = String::from_utf8(replayed.stdout).unwrap();
    assert!(text.contains("XXX\t\n"), "{text}");
    assert!(text.contains(" turns played\n"), "{text}");
    assert!(!text.contains("turns played!"), "{text}");

    let checked = arbiter()
        .args(["check", "cases/concentration/mode2-random.case"])
        .args(["--dialect", "turns-played=plain"])
        .output()
        .unwrap();
    assert_eq!(
        checked.status.code(),
        Some(1),
        "the golden holds the reference"
    );
    let bad = arbiter()
        .args([
            "check",
            "cases/concentration/quit.case",
            "--dialect",
            "colour=red",
        ])
        .output()
        .unwrap();
    assert_eq!(bad.status.code(), Some(2));
    assert!(
        String::from_utf8_lossy(&bad.stderr).contains(
            "concentration: --dialect colour=red: no choice \"colour\"; this game's are turns-played, row-end, second-card"
        )
    );
}

#[test]
fn students_of_other_readings_pass_and_a_student_who_mixes_them_is_flagged() {
    if !have_cc() {
        return;
    }
    let (_, text, results) = grade(&[
        repo("tests/fixtures/concentration/other-readings")
            .to_str()
            .unwrap(),
        repo("tests/fixtures/concentration/mixed-readings")
            .to_str()
            .unwrap(),
        "--game",
        "concentration",
        "--compare",
        "exact",
    ]);
    for student in ["other-readings", "mixed-readings"] {
        assert_eq!(submission(&results, student)["passed_all"], true, "{text}");
    }
    assert!(
        text.contains(
            "other-readings reads the spec as row-end=tab, second-card=second, turns-played=plain\n"
        ),
        "{text}"
    );
    let mixed = submission(&results, "mixed-readings")["mixed_readings"]
        .as_array()
        .unwrap();
    // Both of its mixes are found: the row ends, and the end of a game, which mode 1 shows
    // now that its conversations play any deal to its end.
    assert_eq!(mixed.len(), 2, "{mixed:?}");
    assert!(
        mixed[0]
            .as_str()
            .unwrap()
            .starts_with("row-end: none (demo-tie, mode2-"),
        "{mixed:?}"
    );
    let turns = mixed[1].as_str().unwrap();
    assert!(
        turns.starts_with("turns-played: bang (demo-") && turns.contains("plain (demo-tie, mode2-"),
        "{mixed:?}"
    );
    assert!(
        text.contains("mixed-readings mixes readings of row-end: none ("),
        "{text}"
    );
    assert!(
        submission(&results, "other-readings")["mixed_readings"]
            .as_array()
            .unwrap()
            .is_empty()
    );
}

#[test]
fn a_difference_no_reading_explains_fails_with_the_diff_against_the_closest_reading() {
    // The engine under another reading, with one more change that no reading makes.
    let input = std::fs::File::open(repo("cases/concentration/mode2-random.in")).unwrap();
    let played = arbiter()
        .args([
            "play",
            "concentration",
            "--seed",
            "8",
            "--dialect",
            "row-end=tab",
        ])
        .stdin(Stdio::from(input))
        .output()
        .unwrap();
    let changed = String::from_utf8(played.stdout)
        .unwrap()
        .replace("turns played!", "turns played.");
    let (status, results) = grade_output("concentration", "mode2-random", &changed, &[]);
    assert_eq!(status, 1);
    let case = &submission(&results, "student")["cases"][0];
    assert_eq!(case["verdict"], "wrong-output");
    let diff = case["mismatch"]["diff"].as_str().unwrap();
    assert!(
        diff.starts_with(
            "--- expected (concentration/mode2-random, with its own chance), reading row-end=tab"
        ),
        "{diff}"
    );
    assert!(
        diff.contains("+") && diff.contains("turns played."),
        "{diff}"
    );
}

#[test]
fn a_student_who_takes_the_spec_at_its_word_fails_only_robustness_cases() {
    if !have_cc() {
        return;
    }
    let literal = repo("tests/fixtures/concentration/literal");
    let literal = literal.to_str().unwrap();
    // By default: every graded case passes. Where a scripted game runs out of input before
    // its end (with the program's own deal, every mode 1 game does), the program's endless
    // loop afterwards is reported, not failed: the spec never says what to do there.
    let (status, text, results) = grade(&[literal, "--game", "concentration", "--timeout", "2"]);
    assert_eq!(status, 0, "{text}");
    let cases = submission(&results, "literal")["cases"].as_array().unwrap();
    let reported: Vec<&Value> = (cases.iter())
        .filter(|c| {
            c["detail"]
                .as_str()
                .unwrap()
                .starts_with("once its input ran out")
        })
        .collect();
    assert!(!reported.is_empty());
    assert!(reported.iter().all(|c| c["verdict"] == "pass"));

    // With --robustness: exactly the robustness cases fail.
    let (status, _, results) = grade(&[
        literal,
        "--game",
        "concentration",
        "--robustness",
        "--timeout",
        "2",
    ]);
    assert_eq!(status, 1);
    let robustness: Vec<String> = std::fs::read_dir(repo("cases/concentration"))
        .unwrap()
        .map(|entry| entry.unwrap().path())
        .filter(|path| path.extension().is_some_and(|e| e == "case"))
        .filter(|path| {
            std::fs::read_to_string(path)
                .unwrap()
                .contains("kind: robustness")
        })
        .map(|path| {
            format!(
                "concentration/{}",
                path.file_stem().unwrap().to_str().unwrap()
            )
        })
        .collect();
    assert!(robustness.len() >= 4);
    let mut robustness_failed = 0;
    for case in submission(&results, "literal")["cases"].as_array().unwrap() {
        let name = case["case"].as_str().unwrap().to_string();
        let failed = case["verdict"] != "pass";
        if robustness.contains(&name) {
            robustness_failed += usize::from(failed);
        } else {
            assert!(!failed, "{case}");
        }
    }
    // Words, binary bytes, no input and input that ends mid-game: it copes with none.
    assert!(robustness_failed >= 4, "{robustness_failed}");
}

/// A program that reads each move as a whole line (`fgets`, `input()`) refuses `12 34`
/// once where a word reader refuses it twice; one that converts the line whole to an
/// integer (`int(input())`) also takes `0123` for 123, a format error where the others see
/// row 0: both pass, and neither is taken for a word or `scanf` reader.
#[test]
fn chinese_checker_programs_reading_lines_pass() {
    let engine = env!("CARGO_BIN_EXE_arbiter");
    for value in ["line", "integer-line"] {
        let (status, text, results) = grade(&[
            "--game",
            "checkers",
            "--cases",
            "bad-format,off-board-zeros,blue-wins",
            "--cmd",
            &format!("{engine} play checkers --seed 3 --dialect moves={value}"),
        ]);
        assert_eq!(status, 0, "{value}: {text}");
        let readings = &submission(&results, "command")["readings"];
        let moves = readings["moves"].as_object().cloned().unwrap_or_default();
        for other in ["word", "integer"] {
            assert!(!moves.contains_key(other), "{value}: {readings}");
        }
    }
}

/// The four readings of a move answer `0123` and `12 34` each in their own way.
#[test]
fn the_four_readings_of_a_chinese_checker_move_refuse_as_their_programs_do() {
    let refusals = |value: &str| -> Vec<String> {
        let mut child = arbiter()
            .args(["play", "checkers", "--dialect", &format!("moves={value}")])
            .stdin(Stdio::piped())
            .stdout(Stdio::piped())
            .stderr(Stdio::null())
            .spawn()
            .unwrap();
        use std::io::Write;
        let mut input = child.stdin.take().unwrap();
        input.write_all(b"1\n0123\n12 34\n").unwrap();
        drop(input);
        let output = child.wait_with_output().unwrap();
        String::from_utf8(output.stdout)
            .unwrap()
            .split("please input again")
            .filter_map(|part| part.rsplit(['\n', ':']).next())
            .map(|message| message.trim().to_string())
            .filter(|message| !message.is_empty())
            .collect()
    };
    let (format, off) = ("Invalid input format,", "Input out of the game board,");
    assert_eq!(refusals("word"), [off, format, format]);
    assert_eq!(refusals("integer"), [format, format, format]);
    assert_eq!(refusals("line"), [off, format]);
    assert_eq!(refusals("integer-line"), [format, format]);
}

#[test]
fn chinese_checker_programs_of_every_reading_pass() {
    let engine = env!("CARGO_BIN_EXE_arbiter");
    // Moves read with scanf("%d") and checked against 1000..9999, messages that do not end
    // their line, and a computer that always plays red, whatever the case's option.
    let (status, text, results) = grade(&[
        "--game",
        "checkers",
        "--robustness",
        "--compare",
        "exact",
        "--cmd",
        &format!(
            "{engine} play checkers --seed 3 --computer random --dialect moves=integer --dialect again-newline=no --dialect mode-answer=word"
        ),
    ]);
    assert_eq!(status, 0, "{text}");
    let readings = &submission(&results, "command")["readings"];
    assert!(readings["moves"]["integer"].is_array(), "{readings}");
    assert!(readings["again-newline"]["no"].is_array(), "{readings}");
    assert_eq!(
        readings["computer-plays"]["red"],
        serde_json::json!(["computer-plays-blue"]),
        "{readings}"
    );
    // The robustness cases that words reach show how the move and mode readings differ.
    assert!(readings["mode-answer"]["word"].is_array(), "{readings}");
}

#[test]
fn the_closest_reading_is_the_one_whose_events_agree_longest() {
    // The engine reading moves as integers, with one board of its own at the end: no
    // reading explains it, and moves=integer agrees up to that board where the reference's
    // parts at the first move.
    let input = std::fs::File::open(repo("cases/checkers/off-board-zeros.in")).unwrap();
    let played = Command::new(env!("CARGO_BIN_EXE_arbiter"))
        .args([
            "play",
            "checkers",
            "--seed",
            "1",
            "--dialect",
            "moves=integer",
        ])
        .stdin(Stdio::from(input))
        .output()
        .unwrap();
    let mut changed = String::from_utf8(played.stdout).unwrap();
    let last_row = changed.rfind("8 . .").unwrap();
    changed.replace_range(last_row..last_row + 5, "8 # .");
    let (status, results) =
        grade_output("checkers", "off-board-zeros", &changed, &["--robustness"]);
    assert_eq!(status, 1);
    let case = &submission(&results, "student")["cases"][0];
    let diff = case["mismatch"]["diff"].as_str().unwrap();
    assert!(diff.contains("reading moves=integer"), "{diff}");
    assert!(case["events"]["agreed"].as_u64().unwrap() >= 4, "{case}");
}
