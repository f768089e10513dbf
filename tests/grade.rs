//! `arbiter grade` as course staff run it: every verdict, every way of naming submissions,
//! the comparison options, weights, resuming, every report read back with a real parser,
//! and the exit statuses.

mod common;

use std::fs;
use std::path::{Path, PathBuf};
use std::process::Command as Process;

use predicates::prelude::*;
use serde_json::Value;

use common::{arbiter, have, repo, results, script};

fn golden(name: &str) -> String {
    fs::read_to_string(repo(&format!("golden/concentration/{name}.out"))).unwrap()
}

/// A student whose program prints `text`, whatever its input.
fn printing(class: &Path, student: &str, text: &str) {
    let folder = class.join(student);
    fs::create_dir_all(&folder).unwrap();
    let output = folder.join("expected.txt");
    fs::write(&output, text).unwrap();
    script(
        &folder.join("game"),
        &format!("cat >/dev/null; cat '{}'", output.display()),
    );
}

/// The verdict of `student` on `case` (a case name) in results.json.
fn verdict<'a>(results: &'a Value, student: &str, case: &str) -> &'a Value {
    let submission = results["submissions"]
        .as_array()
        .unwrap()
        .iter()
        .find(|s| s["id"] == student)
        .unwrap_or_else(|| panic!("no submission {student}"));
    submission["cases"]
        .as_array()
        .unwrap()
        .iter()
        .find(|c| c["case"] == format!("concentration/{case}"))
        .unwrap_or_else(|| panic!("no case {case} for {student}"))
}

fn stdout_of(assert: &assert_cmd::assert::Assert) -> String {
    String::from_utf8(assert.get_output().stdout.clone()).unwrap()
}

#[test]
fn the_demo_submissions_show_every_verdict_and_every_report() {
    if !(have("cc") && have("c++") && have("python3")) {
        return;
    }
    let report = tempfile::tempdir().unwrap();
    let run = arbiter()
        .args([
            "grade",
            "examples/submissions/concentration",
            "--game",
            "concentration",
        ])
        .args(["--timeout", "0.5", "--robustness", "--report"])
        .arg(report.path())
        .assert()
        .code(1);
    let table = stdout_of(&run);
    // With --robustness every case is graded: the menu cases against their goldens, every
    // case that deals cards against each program's own deal (its students seed from time()).
    let bundled = fs::read_dir(Path::new(env!("CARGO_MANIFEST_DIR")).join("cases/concentration"))
        .unwrap()
        .filter(|entry| entry.as_ref().unwrap().path().extension().unwrap() == "case")
        .count();
    assert!(
        table.contains(&format!("{bundled} cases worth {bundled} points")),
        "{table}"
    );
    let results = results(report.path());
    let judged = |from: &str| {
        results["cases"]
            .as_array()
            .unwrap()
            .iter()
            .filter(|case| case["expected_from"] == from)
            .count()
    };
    assert_eq!(judged("golden") + judged("own-chance"), bundled);
    assert!(
        table.contains(&format!(
            "{} cases compared with their golden, {} against each program's own chance",
            judged("golden"),
            judged("own-chance")
        )),
        "{table}"
    );
    assert!(
        table.contains("1 of 9 submissions passed every case"),
        "{table}"
    );
    let row = |student: &str| {
        table
            .lines()
            .find(|line| line.starts_with(student))
            .unwrap_or_else(|| panic!("no row for {student} in\n{table}"))
            .split_whitespace()
            .map(str::to_string)
            .collect::<Vec<_>>()
    };
    let all = bundled.to_string();
    assert_eq!(row("correct")[1..4], [all.as_str(), all.as_str(), "100.0%"]);
    // The spec fixes words, not trailing white space: the spec comparison passes it, but
    // for one robustness case (C++'s `cin >> int` leaves the menu after `0x1`).
    let one_less = (bundled - 1).to_string();
    assert_eq!(
        row("trailing-space")[1..3],
        [one_less.as_str(), all.as_str()]
    );
    assert_eq!(
        verdict(&results, "trailing-space", "menu-words")["verdict"],
        "wrong-output"
    );

    let expect = [
        ("correct", "quit", "pass"),
        ("correct", "binary-input", "pass"),
        ("correct", "mode1-win", "pass"),
        ("correct", "mode2-twice", "pass"),
        ("wrong-message", "mode2-random", "wrong-output"),
        ("hangs-at-end-of-input", "mode2-random", "pass"),
        // A graded case: what it does once its input ran out is reported, not failed.
        ("floods-output", "mode1-win", "pass"),
        ("wrong-message", "quit", "wrong-output"),
        ("trailing-space", "menu-errors", "pass"),
        ("hangs-at-end-of-input", "quit", "pass"),
        ("hangs-at-end-of-input", "empty-input", "timeout"),
        ("crashes-at-end-of-input", "menu-errors", "pass"),
        ("crashes-at-end-of-input", "empty-input", "crashed"),
        ("floods-output", "quit", "pass"),
        ("floods-output", "empty-input", "output-limit"),
        ("exits-with-1", "quit", "exit-code"),
        ("exits-with-1", "empty-input", "pass"),
        ("does-not-build", "quit", "build-error"),
        ("nothing-submitted", "quit", "missing"),
    ];
    for (student, case, expected) in expect {
        assert_eq!(
            verdict(&results, student, case)["verdict"],
            expected,
            "{student} on {case}"
        );
    }
    let detail = |student, case| {
        verdict(&results, student, case)["detail"]
            .as_str()
            .unwrap()
            .to_string()
    };
    assert!(
        detail("floods-output", "mode1-win")
            .starts_with("once its input ran out, which the spec says nothing about (reported, not failed): it was still running after it had read all of its input and printed all that counts, and was stopped")
    );
    assert_eq!(
        detail("hangs-at-end-of-input", "empty-input"),
        "the program read all of its input and then ran for 0.5 s without printing: a loop that does not stop at end of input?"
    );
    assert!(
        detail("crashes-at-end-of-input", "empty-input")
            .starts_with("killed by signal SIGSEGV (11)")
    );
    assert_eq!(
        verdict(&results, "crashes-at-end-of-input", "empty-input")["signal"]["name"],
        "SIGSEGV"
    );
    assert!(
        detail("does-not-build", "quit").contains("expected ‘;’")
            || detail("does-not-build", "quit").contains("error")
    );
    assert!(detail("nothing-submitted", "quit").contains("README.txt"));
    assert_eq!(verdict(&results, "exits-with-1", "quit")["exit_code"], 1);
    let wrong = verdict(&results, "wrong-message", "quit");
    let mismatch = &wrong["mismatch"];
    assert_eq!(
        (mismatch["line"].as_u64(), mismatch["actual_line"].as_u64()),
        (Some(5), Some(5))
    );
    assert_eq!(mismatch["expected"], "line \"1. Human vs. Computer\"");
    assert_eq!(mismatch["actual"], "line \"1. Human vs Computer\"");
    assert_eq!(
        wrong["detail"],
        "wrong output: before any input, the expected transcript shows line \"1. Human vs. Computer\" (its line 5); the program printed line \"1. Human vs Computer\" (its line 5)"
    );
    assert_eq!(wrong["events"]["agreed"], 2, "{wrong}");
    assert_eq!(results["compared"], "spec (the events the spec fixes)");
    assert!(judged("own-chance") > judged("golden"));
    // The correct student's own deal, as far as its output showed it.
    let dealt = verdict(&results, "correct", "mode2-random");
    assert_eq!(dealt["expected_from"], "own-chance");
    assert!(
        dealt["outcomes"][0]
            .as_str()
            .unwrap()
            .starts_with("52 of 52 cards seen: (0, 1) "),
        "{dealt}"
    );

    // Nothing the students did is left in their folders.
    let status = Process::new("git")
        .args(["status", "--porcelain", "--ignored", "examples/submissions"])
        .current_dir(env!("CARGO_MANIFEST_DIR"))
        .output();
    if let Ok(status) = status
        && status.status.success()
    {
        assert_eq!(
            String::from_utf8_lossy(&status.stdout),
            "",
            "files written into submissions"
        );
    }

    // grades.csv, read with a CSV parser.
    let mut reader = csv::Reader::from_path(report.path().join("grades.csv")).unwrap();
    assert_eq!(
        reader.headers().unwrap(),
        vec!["id", "score", "max", "percent", "comparison", "findings"]
    );
    let rows: Vec<csv::StringRecord> = reader.records().map(Result::unwrap).collect();
    assert_eq!(rows.len(), 9);
    let correct = rows.iter().find(|r| &r[0] == "correct").unwrap();
    assert_eq!(
        (
            &correct[1],
            &correct[2],
            &correct[3],
            &correct[4],
            &correct[5]
        ),
        (
            all.as_str(),
            all.as_str(),
            "100.00",
            "spec (the events the spec fixes)",
            ""
        )
    );
    let floods = rows.iter().find(|r| &r[0] == "floods-output").unwrap();
    let floods_score: usize = floods[1].parse().unwrap();
    assert!(floods_score > 0 && floods_score < bundled, "{floods:?}");

    // junit.xml, read with an XML parser.
    let xml = fs::read_to_string(report.path().join("junit.xml")).unwrap();
    let document = roxmltree::Document::parse(&xml).unwrap();
    let root = document.root_element();
    assert_eq!(root.tag_name().name(), "testsuites");
    assert_eq!(
        root.attribute("tests"),
        Some((9 * bundled).to_string().as_str())
    );
    let suites: Vec<roxmltree::Node> = root
        .children()
        .filter(|n| n.has_tag_name("testsuite"))
        .collect();
    assert_eq!(suites.len(), 9);
    let suite = |name: &str| {
        *suites
            .iter()
            .find(|s| s.attribute("name") == Some(name))
            .unwrap()
    };
    assert_eq!(suite("correct").attribute("failures"), Some("0"));
    assert_eq!(
        suite("does-not-build").attribute("errors"),
        Some(all.as_str())
    );
    let crashed = suite("crashes-at-end-of-input")
        .descendants()
        .find(|n| n.has_tag_name("failure") && n.attribute("type") == Some("crashed"))
        .unwrap();
    assert!(
        crashed
            .attribute("message")
            .unwrap()
            .starts_with("killed by signal SIGSEGV")
    );
    let property = suite("correct")
        .descendants()
        .find(|n| n.has_tag_name("property") && n.attribute("name") == Some("comparison"))
        .unwrap();
    assert_eq!(
        property.attribute("value"),
        Some("spec (the events the spec fixes)")
    );
    let wrong = suite("wrong-message")
        .descendants()
        .find(|n| n.has_tag_name("failure"))
        .unwrap();
    assert!(
        wrong
            .text()
            .unwrap()
            .contains("-line \"1. Human vs. Computer\"\n+line \"1. Human vs Computer\"\n")
    );

    // Gradescope's format, one file per student.
    let gradescope: Value = serde_json::from_str(
        &fs::read_to_string(report.path().join("gradescope/exits-with-1/results.json")).unwrap(),
    )
    .unwrap();
    let tests = gradescope["tests"].as_array().unwrap();
    assert_eq!(tests.len(), bundled);
    let passed = tests.iter().filter(|t| t["status"] == "passed").count();
    assert_eq!(gradescope["score"], passed as f64);
    assert!(passed > 0 && passed < bundled, "{passed}");
    for test in tests {
        assert!(test["name"].as_str().unwrap().starts_with("concentration/"));
        assert_eq!(test["max_score"], 1.0);
        let status = test["status"].as_str().unwrap();
        assert!(status == "passed" || status == "failed");
        assert_eq!(test["score"], if status == "passed" { 1.0 } else { 0.0 });
    }
    let quit = tests
        .iter()
        .find(|t| t["name"] == "concentration/quit")
        .unwrap();
    assert_eq!(quit["status"], "failed");
    assert!(
        quit["output"]
            .as_str()
            .unwrap()
            .contains("exit-code: exited with status 1")
    );
    assert_eq!(gradescope["extra_data"]["max_score"], bundled);
    assert_eq!(gradescope["extra_data"]["comparison"]["ignore-case"], false);
}

#[test]
fn every_verdict_without_a_compiler_and_one_cannot_stop_the_others() {
    let dir = tempfile::tempdir().unwrap();
    let class = dir.path().join("class");
    let quit = golden("quit");
    printing(&class, "pass", &quit);
    printing(&class, "wrong", &quit.replace("Quit", "Exit"));
    script(
        &class.join("spins/game"),
        "cat >/dev/null; while :; do :; done",
    );
    // Sleeps are instant when grading: sleeping for ever is a loop of sleeps.
    script(&class.join("sleeps/game"), "while :; do sleep 30; done");
    script(&class.join("segfaults/game"), "kill -SEGV $$");
    printing(&class, "exits", &quit);
    let exits = class.join("exits/game");
    let body = fs::read_to_string(&exits).unwrap();
    fs::write(&exits, format!("{body}\nexit 4\n")).unwrap();
    script(&class.join("floods/game"), "yes");
    fs::create_dir_all(class.join("empty-handed")).unwrap();
    fs::write(class.join("empty-handed/notes.md"), "todo").unwrap();
    fs::create_dir_all(class.join("unclear")).unwrap();
    fs::write(class.join("unclear/a.py"), "").unwrap();
    fs::write(class.join("unclear/b.py"), "").unwrap();

    let report = dir.path().join("report");
    let run = arbiter()
        .args(["grade", "--game", "concentration", "--cases", "quit"])
        .args([
            "--timeout",
            "0.5",
            "--max-output",
            "64K",
            "--jobs",
            "4",
            "--report",
        ])
        .arg(&report)
        .arg(&class)
        .assert()
        .code(1);
    let table = stdout_of(&run);
    let results = results(&report);
    let expect = [
        ("pass", "pass"),
        ("wrong", "wrong-output"),
        ("spins", "timeout"),
        ("sleeps", "timeout"),
        ("segfaults", "crashed"),
        ("exits", "exit-code"),
        ("floods", "output-limit"),
        ("empty-handed", "missing"),
        ("unclear", "build-error"),
    ];
    for (student, expected) in expect {
        assert_eq!(
            verdict(&results, student, "quit")["verdict"],
            expected,
            "{student}\n{table}"
        );
    }
    let detail = |student| {
        verdict(&results, student, "quit")["detail"]
            .as_str()
            .unwrap()
            .to_string()
    };
    assert!(detail("spins").starts_with("the program read all of its input and then ran for"));
    assert!(
        detail("sleeps").contains("had not read all of its input"),
        "{}",
        detail("sleeps")
    );
    assert!(detail("floods").starts_with("printed more than 64 KiB"));
    assert!(detail("unclear").contains("no main.py"));
    assert_eq!(verdict(&results, "exits", "quit")["exit_code"], 4);
    assert!(
        verdict(&results, "exits", "quit")["mismatch"].is_null(),
        "its output was right"
    );
    let seconds = verdict(&results, "pass", "quit")["seconds"]
        .as_f64()
        .unwrap();
    assert!(seconds < 0.5, "{seconds}");
}

#[test]
fn exit_status_is_0_when_everyone_passes_every_case() {
    let dir = tempfile::tempdir().unwrap();
    printing(dir.path(), "ann", &golden("menu-errors"));
    arbiter()
        .args(["grade", "--game", "concentration", "--cases", "menu-errors"])
        .arg(dir.path().join("ann"))
        .assert()
        .success()
        .stdout(predicate::str::contains(
            "1 of 1 submission passed every case",
        ));
}

#[test]
fn usage_and_input_errors_exit_2_and_say_what_to_fix() {
    let dir = tempfile::tempdir().unwrap();
    printing(dir.path(), "ann", &golden("quit"));
    let ann = dir.path().join("ann");
    let fails = |args: &[&str], message: &str| {
        arbiter()
            .arg("grade")
            .args(args)
            .assert()
            .code(2)
            .stderr(predicate::str::contains(message));
    };
    let ann_text = ann.display().to_string();
    fails(
        &["--game", "chess", &ann_text],
        "unknown game \"chess\": the games are concentration",
    );
    fails(
        &["--game", "concentration"],
        "name the submissions to grade",
    );
    fails(
        &["--game", "concentration", "/no/such/student"],
        "/no/such/student: cannot read it as a submission",
    );
    fails(
        &["--game", "concentration", "--cases", "nonsense", &ann_text],
        "nonsense: no such case",
    );
    fails(
        &["--game", "concentration", "--timeout", "0", &ann_text],
        "more than 0 seconds",
    );
    fails(
        &["--game", "concentration", "--max-output", "1T", &ann_text],
        "not a size",
    );
    fails(
        &["--game", "concentration", "--resume", &ann_text],
        "--report",
    );
    fails(
        &["--game", "concentration", "--cmd", "run {folder}"],
        "unknown placeholder {folder}",
    );
    fails(
        &["--game", "concentration", "--cmd", "x", "--build", "y"],
        "cannot be used with",
    );
    fails(
        &[
            "--game",
            "concentration",
            "--golden",
            "/no/goldens",
            &ann_text,
        ],
        "/no/goldens/concentration/card-errors.out: no golden for case concentration/card-errors",
    );
}

#[test]
fn cmd_gets_the_folder_and_the_seed_and_exact_compares_dealt_games_with_goldens() {
    let engine = env!("CARGO_BIN_EXE_arbiter");
    // Cases without game options, so that the engine itself, seeded, plays them all.
    let cases = "quit,menu-errors,mode1-win,mode2-random,eof-mid-turn";

    let by_default = arbiter()
        .args([
            "grade",
            "--game",
            "concentration",
            "--cases",
            cases,
            "--robustness",
            "--cmd",
        ])
        .arg(format!("{engine} play concentration --seed 1"))
        .assert()
        .success();
    let text = stdout_of(&by_default);
    assert!(text.contains("5 cases worth 5 points"), "{text}");
    assert!(text.contains("2 cases compared with their golden, 3 against each program's own chance (the deal, layout or computer moves its output shows; --all-cases compares with the goldens)"), "{text}");
    assert!(
        text.contains("\ncommand "),
        "one submission, named after the command: {text}"
    );

    // {seed} on the command line.
    arbiter()
        .args([
            "grade",
            "--game",
            "concentration",
            "--cases",
            cases,
            "--robustness",
            "--all-cases",
            "--cmd",
        ])
        .arg(format!("{engine} play concentration --seed {{seed}}"))
        .assert()
        .success()
        .stdout(predicate::str::contains("5 cases worth 5 points"));
    // ARBITER_SEED in the environment. A confined run may execute arbiter only as its
    // program: run from a shell, it is hidden like any file of arbiter's.
    arbiter()
        .args([
            "grade",
            "--game",
            "concentration",
            "--cases",
            cases,
            "--robustness",
            "--all-cases",
            "--isolation",
            "off",
            "--cmd",
        ])
        .arg(format!(
            "sh -c 'exec {engine} play concentration --seed \"$ARBITER_SEED\"'"
        ))
        .assert()
        .success();
    let confined = arbiter()
        .args(["grade", "--game", "concentration", "--cases", "quit"])
        .arg("--cmd")
        .arg(format!("sh -c 'exec {engine} play concentration'"))
        .arg("-v")
        .assert()
        .code(1);
    let text = stdout_of(&confined);
    assert!(text.contains("Permission denied"), "{text}");
    // Without the seed, the dealt games cannot match their goldens.
    let report = tempfile::tempdir().unwrap();
    arbiter()
        .args([
            "grade",
            "--game",
            "concentration",
            "--cases",
            cases,
            "--robustness",
            "--exact",
            "--cmd",
        ])
        .arg(format!("{engine} play concentration --seed 12345"))
        .arg("--report")
        .arg(report.path())
        .assert()
        .code(1);
    let results = results(report.path());
    // Another deal: the input ends mid-game, so the engine exits with 3, and the exit status
    // comes before the wrong output in the verdicts' order; both are recorded.
    let mode1 = verdict(&results, "command", "mode1-win");
    assert_eq!(mode1["verdict"], "exit-code");
    assert_eq!(mode1["exit_code"], 3);
    assert!(mode1["mismatch"]["diff"].as_str().unwrap().contains("@@"));
    assert_eq!(
        verdict(&results, "command", "menu-errors")["verdict"],
        "pass"
    );

    // {dir}: the submission's folder, one word whatever its name holds. The program reads
    // its input, as one that passes must, and prints the transcript.
    let dir = tempfile::tempdir().unwrap();
    let student = dir.path().join("O'Brien; Pat");
    fs::create_dir_all(&student).unwrap();
    fs::write(student.join("transcript.txt"), golden("quit")).unwrap();
    fs::write(student.join("seed.txt"), "").unwrap();
    arbiter()
        .args([
            "grade",
            "--game",
            "concentration",
            "--cases",
            "quit",
            "--cmd",
            "sh -c 'cat >/dev/null; exec cat \"$0\"' {dir}/transcript.txt",
        ])
        .arg(&student)
        .assert()
        .success();
}

#[test]
fn outputs_already_produced_are_graded_too() {
    let dir = tempfile::tempdir().unwrap();
    let collected = dir.path().join("collected");
    for student in ["alice", "bob", "carol"] {
        fs::create_dir_all(collected.join(student)).unwrap();
    }
    fs::write(collected.join("alice/quit.out"), golden("quit")).unwrap();
    fs::write(
        collected.join("alice/menu-errors.out"),
        golden("menu-errors"),
    )
    .unwrap();
    fs::write(
        collected.join("bob/quit.out"),
        golden("quit").to_uppercase(),
    )
    .unwrap();
    fs::write(collected.join("bob/menu-errors.out"), golden("menu-errors")).unwrap();
    fs::write(collected.join("carol/notes.txt"), "").unwrap();
    // dave links to the golden, and his other output is a named pipe that never ends.
    fs::create_dir_all(collected.join("dave")).unwrap();
    std::os::unix::fs::symlink(
        repo("golden/concentration/quit.out"),
        collected.join("dave/quit.out"),
    )
    .unwrap();
    assert!(
        Process::new("mkfifo")
            .arg(collected.join("dave/menu-errors.out"))
            .status()
            .unwrap()
            .success()
    );
    let report = dir.path().join("report");
    arbiter()
        .args([
            "grade",
            "--game",
            "concentration",
            "--cases",
            "quit,menu-errors",
            "--outputs",
        ])
        .arg(&collected)
        .arg("--report")
        .arg(&report)
        .assert()
        .code(1);
    let results = results(&report);
    assert_eq!(verdict(&results, "alice", "quit")["verdict"], "pass");
    assert_eq!(verdict(&results, "bob", "quit")["verdict"], "wrong-output");
    assert_eq!(verdict(&results, "bob", "menu-errors")["verdict"], "pass");
    assert_eq!(verdict(&results, "carol", "quit")["verdict"], "missing");
    assert!(
        verdict(&results, "carol", "quit")["detail"]
            .as_str()
            .unwrap()
            .contains("quit.out does not exist")
    );
    assert!(
        verdict(&results, "alice", "quit")["seconds"].is_null(),
        "nothing ran"
    );
    let linked = verdict(&results, "dave", "quit");
    assert_eq!(linked["verdict"], "missing");
    assert!(
        (linked["detail"].as_str().unwrap()).ends_with(
            "quit.out is a symbolic link: --outputs reads only the regular files in each folder"
        ),
        "{linked}"
    );
    let pipe = verdict(&results, "dave", "menu-errors");
    assert_eq!(pipe["verdict"], "missing");
    assert!(
        (pipe["detail"].as_str().unwrap()).ends_with("not a regular file"),
        "{pipe}"
    );

    // --ignore-case forgives bob.
    arbiter()
        .args([
            "grade",
            "--game",
            "concentration",
            "--cases",
            "quit",
            "--compare",
            "exact",
            "--ignore-case",
            "--outputs",
        ])
        .arg(collected.join("bob"))
        .assert()
        .success();
}

#[test]
fn each_comparison_option_forgives_its_difference_only() {
    let dir = tempfile::tempdir().unwrap();
    let outputs = dir.path().join("outputs");
    let quit = golden("quit");
    let variants = [
        ("trailing", quit.replace('\n', "  \r\n") + "\n\n"),
        ("blank", quit.replace("Please", "\n\nPlease")),
        ("case", quit.to_uppercase()),
        ("spaces", quit.replace(' ', " \t  ")),
    ];
    for (name, text) in &variants {
        fs::create_dir_all(outputs.join(name)).unwrap();
        fs::write(outputs.join(name).join("quit.out"), text).unwrap();
    }
    let options = [
        (
            "--ignore-trailing-whitespace",
            "trailing",
            "ignore-trailing-whitespace",
        ),
        ("--ignore-blank-lines", "blank", "ignore-blank-lines"),
        ("--ignore-case", "case", "ignore-case"),
        ("--collapse-spaces", "spaces", "collapse-spaces"),
    ];
    // The spec comparison reads words and leaves white space and blank lines free.
    let spec = dir.path().join("spec");
    arbiter()
        .args([
            "grade",
            "--game",
            "concentration",
            "--cases",
            "quit",
            "--outputs",
        ])
        .arg(&outputs)
        .arg("--report")
        .arg(&spec)
        .assert()
        .code(1);
    let spec = results(&spec);
    for (student, verdict_under_spec) in [
        ("trailing", "pass"),
        ("blank", "pass"),
        ("spaces", "pass"),
        ("case", "wrong-output"),
    ] {
        assert_eq!(
            verdict(&spec, student, "quit")["verdict"],
            verdict_under_spec,
            "{student}"
        );
    }

    let exact = dir.path().join("exact");
    arbiter()
        .args([
            "grade",
            "--game",
            "concentration",
            "--cases",
            "quit",
            "--compare",
            "exact",
            "--outputs",
        ])
        .arg(&outputs)
        .arg("--report")
        .arg(&exact)
        .assert()
        .code(1)
        .stdout(predicate::str::contains(
            "comparison: exact (byte for byte)",
        ));
    let exact = results(&exact);
    for (_, student, _) in options {
        assert_eq!(
            verdict(&exact, student, "quit")["verdict"],
            "wrong-output",
            "{student}"
        );
    }
    for (flag, forgiven, name) in options {
        let report = dir.path().join(forgiven);
        let run = arbiter()
            .args([
                "grade",
                "--game",
                "concentration",
                "--cases",
                "quit",
                "--compare",
                "exact",
                flag,
                "--outputs",
            ])
            .arg(&outputs)
            .arg("--report")
            .arg(&report)
            .assert()
            .code(1);
        assert!(stdout_of(&run).contains(&format!("comparison: {name}")));
        let results = results(&report);
        assert_eq!(results["comparison"][name], true);
        assert_eq!(results["compared"], name);
        for (_, student, _) in options {
            let expected = if student == forgiven {
                "pass"
            } else {
                "wrong-output"
            };
            assert_eq!(
                verdict(&results, student, "quit")["verdict"],
                expected,
                "{flag} on {student}"
            );
        }
        let csv = fs::read_to_string(report.join("grades.csv")).unwrap();
        assert!(csv.contains(&format!(",{name},\r\n")), "{csv}");
    }
}

#[test]
fn verbose_shows_where_and_how_with_white_space_visible() {
    let dir = tempfile::tempdir().unwrap();
    let outputs = dir.path().join("ann");
    fs::create_dir_all(&outputs).unwrap();
    fs::write(
        outputs.join("quit.out"),
        golden("quit").replace("0. Quit\n", "0. Quit\t \n"),
    )
    .unwrap();
    arbiter()
        .args([
            "grade",
            "--game",
            "concentration",
            "--cases",
            "quit",
            "-v",
            "--compare",
            "exact",
            "--outputs",
        ])
        .arg(&outputs)
        .assert()
        .code(1)
        .stdout(predicate::str::contains(
            "concentration/quit: wrong-output\nfirst difference at line 7, column 8\n",
        ))
        .stdout(predicate::str::contains(
            "  expected: 0. Quit\n  got:      0. Quit→·\n",
        ))
        .stdout(predicate::str::contains("-0. Quit\n+0. Quit→·\n"))
        .stdout(predicate::str::contains("\x1b[").not());
}

#[test]
fn a_difference_names_the_last_input_line_a_program_read_when_it_read_less() {
    let dir = tempfile::tempdir().unwrap();
    let student = dir.path().join("class/stuck");
    fs::create_dir_all(&student).unwrap();
    // Reads its first line only (sh reads a pipe a byte at a time), then prints the
    // transcript's menus as if it had read the second answer too, and a line of its own
    // where the menu's second line should be.
    let shown: String = golden("menu-errors")
        .lines()
        .take(12)
        .map(|line| format!("{line}\n"))
        .collect();
    fs::write(student.join("shown.txt"), format!("{shown}oops\n")).unwrap();
    script(
        &student.join("game"),
        &format!("read answer; cat '{}'", student.join("shown.txt").display()),
    );
    let assert = arbiter()
        .args([
            "grade",
            "--game",
            "concentration",
            "--cases",
            "menu-errors",
            "-v",
        ])
        .arg(dir.path().join("class"))
        .assert()
        .code(1);
    let table = stdout_of(&assert);
    assert!(
        table.contains(
            "after input line 2 (`-1`), while the program read no further than line 1 (`3`), the expected transcript shows"
        ),
        "{table}"
    );
}

/// A cases tree with weights: quit is worth 3, menu-errors 1.
fn weighted_cases(root: &Path) -> PathBuf {
    let cases = root.join("cases/concentration");
    let goldens = root.join("golden/concentration");
    fs::create_dir_all(&cases).unwrap();
    fs::create_dir_all(&goldens).unwrap();
    for (name, weight) in [("quit", 3), ("menu-errors", 1)] {
        let settings =
            fs::read_to_string(repo(&format!("cases/concentration/{name}.case"))).unwrap();
        fs::write(
            cases.join(format!("{name}.case")),
            format!("{settings}weight: {weight}\n"),
        )
        .unwrap();
        fs::copy(
            repo(&format!("cases/concentration/{name}.in")),
            cases.join(format!("{name}.in")),
        )
        .unwrap();
        fs::write(goldens.join(format!("{name}.out")), golden(name)).unwrap();
    }
    root.join("cases")
}

#[test]
fn weights_make_scores_and_percentages() {
    let dir = tempfile::tempdir().unwrap();
    let cases = weighted_cases(dir.path());
    let outputs = dir.path().join("outputs");
    for student in ["only-quit", "only-menu", "both"] {
        fs::create_dir_all(outputs.join(student)).unwrap();
    }
    fs::write(outputs.join("only-quit/quit.out"), golden("quit")).unwrap();
    fs::write(
        outputs.join("only-menu/menu-errors.out"),
        golden("menu-errors"),
    )
    .unwrap();
    fs::write(outputs.join("both/quit.out"), golden("quit")).unwrap();
    fs::write(outputs.join("both/menu-errors.out"), golden("menu-errors")).unwrap();
    let report = dir.path().join("report");
    let run = arbiter()
        .current_dir(dir.path())
        .args(["grade", "--game", "concentration", "--cases"])
        .arg(&cases)
        .arg("--outputs")
        .arg(&outputs)
        .arg("--report")
        .arg(&report)
        .assert()
        .code(1);
    assert!(stdout_of(&run).contains("2 cases worth 4 points"));
    let mut reader = csv::Reader::from_path(report.join("grades.csv")).unwrap();
    let rows: Vec<Vec<String>> = reader
        .records()
        .map(|r| r.unwrap().iter().map(str::to_string).collect())
        .collect();
    let row = |id: &str| rows.iter().find(|r| r[0] == id).unwrap()[1..4].to_vec();
    assert_eq!(row("only-quit"), ["3", "4", "75.00"]);
    assert_eq!(row("only-menu"), ["1", "4", "25.00"]);
    assert_eq!(row("both"), ["4", "4", "100.00"]);
    let results = results(&report);
    assert_eq!(results["max_score"], 4);
    assert_eq!(verdict(&results, "only-quit", "quit")["weight"], 3);
    assert_eq!(verdict(&results, "only-quit", "quit")["score"], 3);
    assert_eq!(verdict(&results, "only-quit", "menu-errors")["score"], 0);
    let gradescope: Value = serde_json::from_str(
        &fs::read_to_string(report.join("gradescope/only-quit/results.json")).unwrap(),
    )
    .unwrap();
    assert_eq!(gradescope["score"], 3.0);
    let quit = gradescope["tests"]
        .as_array()
        .unwrap()
        .iter()
        .find(|t| t["name"] == "concentration/quit")
        .unwrap();
    assert_eq!(
        (quit["score"].as_f64(), quit["max_score"].as_f64()),
        (Some(3.0), Some(3.0))
    );
}

#[test]
fn resume_skips_what_is_already_graded() {
    let dir = tempfile::tempdir().unwrap();
    let log = dir.path().join("runs.log");
    let student = dir.path().join("ann");
    let transcript = dir.path().join("quit.txt");
    fs::write(&transcript, golden("quit")).unwrap();
    // Logs each run, then prints the quit transcript.
    script(
        &student.join("game"),
        &format!(
            "echo run >> '{}'; cat >/dev/null; cat '{}'",
            log.display(),
            transcript.display()
        ),
    );
    let report = dir.path().join("report");
    // The log is outside the program's folder, where a confined run may not write.
    let grade = |resume: bool| {
        let mut command = arbiter();
        command.args([
            "grade",
            "--game",
            "concentration",
            "--cases",
            "quit,menu-errors",
            "--compare",
            "exact",
            "--isolation",
            "off",
            "--report",
        ]);
        command.arg(&report).arg(&student);
        if resume {
            command.arg("--resume");
        }
        command
    };
    let runs = || fs::read_to_string(&log).unwrap_or_default().lines().count();
    grade(false).assert().code(1);
    assert_eq!(runs(), 2);
    let isolation = &results(&report)["isolation"];
    assert_eq!(isolation["level"], "off");
    assert_eq!(isolation["in_force"], serde_json::json!([]));
    assert_eq!(
        isolation["missing"],
        serde_json::json!(["files", "signals", "process tree", "system calls"])
    );
    let journal = report.join("journal.jsonl");
    assert_eq!(
        fs::read_to_string(&journal).unwrap().lines().count(),
        3,
        "a header and two results"
    );

    // Everything is recorded: nothing runs again, and the reports are written again.
    fs::remove_file(report.join("results.json")).unwrap();
    grade(true).assert().code(1);
    assert_eq!(runs(), 2);
    assert_eq!(verdict(&results(&report), "ann", "quit")["verdict"], "pass");

    // An interrupted run: the last result was never written, the one before only in part.
    let text = fs::read_to_string(&journal).unwrap();
    let mut lines: Vec<&str> = text.lines().collect();
    lines.pop();
    let kept = lines.join("\n") + "\n{\"submission\":\"ann\",\"res";
    fs::write(&journal, kept).unwrap();
    grade(true).assert().code(1);
    assert_eq!(runs(), 3, "only the missing case ran");
    assert_eq!(fs::read_to_string(&journal).unwrap().lines().count(), 3);

    // Other settings: refused, since the recorded results would not hold.
    grade(true)
        .arg("--ignore-case")
        .assert()
        .code(2)
        .stderr(predicate::str::contains("was written with other settings (comparison: exact (byte for byte) then, ignore-case now)"));
    // Without --resume, everything runs again.
    grade(false).assert().code(1);
    assert_eq!(runs(), 5);
}

#[test]
fn names_with_commas_and_quotes_survive_every_report() {
    let dir = tempfile::tempdir().unwrap();
    let outputs = dir.path().join("outputs");
    let name = "O'Brien, \"Pat\" <3 & co";
    fs::create_dir_all(outputs.join(name)).unwrap();
    fs::write(outputs.join(name).join("quit.out"), "\u{1b}[2J\0binary\n").unwrap();
    fs::create_dir_all(outputs.join("plain")).unwrap();
    let report = dir.path().join("report");
    arbiter()
        .args([
            "grade",
            "--game",
            "concentration",
            "--cases",
            "quit",
            "--outputs",
        ])
        .arg(&outputs)
        .arg("--report")
        .arg(&report)
        .assert()
        .code(1);
    let mut reader = csv::Reader::from_path(report.join("grades.csv")).unwrap();
    let ids: Vec<String> = reader
        .records()
        .map(|r| r.unwrap()[0].to_string())
        .collect();
    assert!(ids.contains(&name.to_string()), "{ids:?}");
    let xml = fs::read_to_string(report.join("junit.xml")).unwrap();
    let document = roxmltree::Document::parse(&xml).unwrap();
    assert!(
        document
            .descendants()
            .any(|n| n.attribute("name") == Some(name))
    );
    let failure = document
        .descendants()
        .find(|n| n.has_tag_name("failure"))
        .unwrap();
    let text = failure.text().unwrap();
    assert!(
        text.contains("its line 1 reads `␛[2J␀binary`") && !text.contains('\u{1b}'),
        "{text:?}"
    );
    assert!(
        report
            .join("gradescope")
            .join(name)
            .join("results.json")
            .is_file()
    );
}

#[test]
fn each_run_sees_its_seed_its_limits_and_an_empty_folder() {
    let dir = tempfile::tempdir().unwrap();
    script(
        &dir.path().join("ann/game"),
        "cat >/dev/null; echo \"seed=$ARBITER_SEED memory=$(ulimit -v) files=$(ls -A | wc -l) home=$([ \"$HOME\" = \"$PWD\" ] && echo here)\"",
    );
    let report = dir.path().join("report");
    arbiter()
        .args([
            "grade",
            "--game",
            "concentration",
            "--cases",
            "quit",
            "--memory-limit",
            "256M",
            "--report",
        ])
        .arg(&report)
        .arg(dir.path().join("ann"))
        .assert()
        .code(1);
    let results = results(&report);
    let quit = verdict(&results, "ann", "quit");
    assert_eq!(quit["verdict"], "wrong-output");
    // None of the spec's lines: quoted as what the program printed instead.
    assert!(
        (quit["mismatch"]["event"].as_str().unwrap())
            .contains("its line 1 reads `seed=1 memory=262144 files=0 home=here`"),
        "{quit}"
    );
    assert_eq!(results["limits"]["memory_limit"], 256 << 20);
}

#[test]
fn the_files_a_game_writes_are_graded_too() {
    let engine = env!("CARGO_BIN_EXE_arbiter");
    let dir = tempfile::tempdir().unwrap();
    let grade = |command: &str| {
        let report = dir.path().join(format!("report-{}", command.len()));
        let status = arbiter()
            .args([
                "grade",
                "--game",
                "crazy-eights",
                "--extras",
                "--cases",
                "stats-existing-user",
                // The commands run arbiter from a shell, where a confined run cannot.
                "--isolation",
                "off",
            ])
            .args(["--cmd", command, "--report"])
            .arg(&report)
            .output()
            .unwrap()
            .status
            .code();
        (
            status,
            verdict_of(&results(&report), "crazy-eights/stats-existing-user"),
        )
    };
    // The case's own seed, so that its script plays a whole game; the statistics file the
    // case gives it is in its working folder.
    let (status, result) = grade(&format!(
        "{engine} play crazy-eights --seed 2 --stats stats.txt"
    ));
    assert_eq!(status, Some(0), "{result}");

    let (status, result) = grade(&format!(
        "sh -c '{engine} play crazy-eights --seed 2 --stats stats.txt; echo tampered >> stats.txt'"
    ));
    assert_eq!(status, Some(1));
    assert_eq!(result["verdict"], "wrong-output");
    assert_eq!(
        result["detail"],
        "wrong output: the file stats.txt it wrote is not the one the game writes"
    );
    assert!(
        result["mismatch"]["diff"]
            .as_str()
            .unwrap()
            .contains("+tampered"),
        "{result}"
    );
}

/// The result of the only submission on `case` (a case id) in results.json.
fn verdict_of(results: &Value, case: &str) -> Value {
    let submission = &results["submissions"][0];
    (submission["cases"].as_array().unwrap().iter())
        .find(|c| c["case"] == case)
        .cloned()
        .unwrap_or_else(|| panic!("no case {case}"))
}

#[test]
fn the_crazy_eights_class_is_judged_by_each_programs_own_games() {
    if !have("cc") {
        return;
    }
    let report = tempfile::tempdir().unwrap();
    let run = arbiter()
        .args([
            "grade",
            "examples/submissions/crazy-eights",
            "--game",
            "crazy-eights",
        ])
        .arg("--report")
        .arg(report.path())
        .assert()
        .code(1);
    let table = stdout_of(&run);
    assert!(
        table.contains("8 extra cases left out: they test optional features of the spec"),
        "{table}"
    );
    // Its scripted cases answer the engine's own dialogue, which the spec leaves free: its
    // scenarios play every program in its own.
    assert!(
        table.contains(
            "9 engine-dialogue cases left out: their scripts answer the engine's own questions"
        ),
        "{table}"
    );
    let results = results(report.path());
    let submission = |id: &str| {
        (results["submissions"].as_array().unwrap().iter())
            .find(|s| s["id"] == id)
            .unwrap()
            .clone()
    };
    // Its own shuffle, seeded from time(): every run deals it other games.
    assert_eq!(submission("correct")["passed_all"], true, "{table}");
    // Played in a conversation to its end, any deal reaches the question it never asks.
    let any_deal = (submission("no-new-game")["cases"]
        .as_array()
        .unwrap()
        .iter())
    .find(|c| c["case"] == "crazy-eights/demo-games")
    .unwrap()
    .clone();
    assert_eq!(any_deal["verdict"], "wrong-output", "{any_deal}");
    assert!(
        any_deal["detail"]
            .as_str()
            .unwrap()
            .contains("the expected transcript shows the new-game question"),
        "{any_deal}"
    );
    // Extra cases need --extras; naming only extra cases says so.
    arbiter()
        .args([
            "grade",
            "examples/submissions/crazy-eights/correct",
            "--game",
            "crazy-eights",
        ])
        .args(["--cases", "lazy"])
        .assert()
        .code(2)
        .stderr(predicate::str::contains("all 1 cases named are left out"));
}

#[test]
fn the_memoarr_class_is_judged_by_each_programs_own_layout() {
    if !have("c++") {
        return;
    }
    let report = tempfile::tempdir().unwrap();
    let run = arbiter()
        .args(["grade", "examples/submissions/memoarr", "--game", "memoarr"])
        .arg("--report")
        .arg(report.path())
        .assert()
        .code(1);
    let table = stdout_of(&run);
    let results = results(report.path());
    let submission = |id: &str| {
        (results["submissions"].as_array().unwrap().iter())
            .find(|s| s["id"] == id)
            .unwrap()
            .clone()
    };
    // Its own std::random_shuffle, seeded from time(): every run lays out other cards. The
    // careful programs of other dialogues (yes/no questions and `b2` positions; menus and
    // a row then a column) are played in their own.
    for id in ["correct", "yes-no-dialogue", "menu-dialogue"] {
        assert_eq!(submission(id)["passed_all"], true, "{id}: {table}");
    }
    let details = |id: &str| -> Vec<String> {
        (submission(id)["cases"].as_array().unwrap().iter())
            .map(|case| case["detail"].as_str().unwrap_or("").to_string())
            .collect()
    };
    for id in [
        "animal-only",
        "most-rubies-first",
        "cards-stay-face-up",
        "centre-card",
        "octopus-no-swap",
    ] {
        assert_eq!(submission(id)["passed_all"], false, "{id}: {table}");
    }
    // An octopus that changes places with nothing fails where the scenario turns one: the
    // expert rules' cases, and only those.
    let verdicts = |id: &str| -> Vec<(String, String)> {
        (submission(id)["cases"].as_array().unwrap().iter())
            .map(|case| {
                let name = case["case"].as_str().unwrap().to_string();
                (name, case["verdict"].as_str().unwrap().to_string())
            })
            .collect()
    };
    for (case, verdict) in verdicts("octopus-no-swap") {
        let expert_rules = case.ends_with("demo-rules") || case.ends_with("demo-both");
        let expected = if expert_rules { "wrong-output" } else { "pass" };
        assert_eq!(verdict, expected, "{case}: {table}");
    }
    // A ranking from most rubies to fewest is named as such (where the totals differ).
    assert!(
        (details("most-rubies-first").iter())
            .any(|detail| detail.contains("ranking, not from fewest rubies to most")),
        "{:?}",
        details("most-rubies-first")
    );
    // 25 cards on the board: a layout no program may show, in every case.
    assert!(
        (details("centre-card").iter()).all(|detail| detail.contains("breaks the rules at line")
            && detail.contains("of its output: it shows a card at the free centre C3")),
        "{:?}",
        details("centre-card")
    );
    // Cards left face up show at the next round's start, when the cards in front of a
    // side are shown (the top's, or the next side's when round 1 turned all three).
    assert!(
        (details("cards-stay-face-up").iter())
            .all(|detail| detail.contains("the expected transcript shows front ")),
        "{:?}",
        details("cards-stay-face-up")
    );
}

#[test]
fn the_joker_twins_class_runs_with_instant_sleeps_and_its_own_layouts() {
    if !have("python3") {
        return;
    }
    let report = tempfile::tempdir().unwrap();
    let started = std::time::Instant::now();
    let run = arbiter()
        .args([
            "grade",
            "examples/submissions/joker-twins",
            "--game",
            "joker-twins",
        ])
        .arg("--report")
        .arg(report.path())
        .assert()
        .code(1);
    // Each program sleeps two seconds a turn, some twenty turns a case: minutes, for real.
    assert!(started.elapsed().as_secs() < 60, "{:?}", started.elapsed());
    let table = stdout_of(&run);
    let results = results(report.path());
    let submission = |id: &str| {
        (results["submissions"].as_array().unwrap().iter())
            .find(|s| s["id"] == id)
            .unwrap()
            .clone()
    };
    assert_eq!(submission("correct")["passed_all"], true, "{table}");
    let invalid_inputs = |id: &str| {
        (submission(id)["cases"].as_array().unwrap().iter())
            .find(|c| c["case"] == "joker-twins/invalid-inputs")
            .unwrap()
            .clone()
    };
    let crash = invalid_inputs("crash-on-empty-line");
    assert_eq!(crash["verdict"], "exit-code", "{crash}");
    assert!(
        crash["detail"].as_str().unwrap().contains("IndexError"),
        "{crash}"
    );
    // `b3` turns a card over where the spec refuses it.
    let lower = invalid_inputs("lowercase-accepted");
    assert_eq!(lower["verdict"], "wrong-output", "{lower}");
    let correct = invalid_inputs("correct");
    let slept = correct["slept_seconds"].as_f64().unwrap();
    assert!(slept >= 2.0 && slept.fract() == 0.0, "{correct}");
    // The conversations play every program's own layout to its end: a program that asks on
    // after the last twin is caught there, and only there.
    let never_ends = (submission("never-ends")["cases"].as_array().unwrap().iter())
        .filter(|c| c["verdict"] != "pass")
        .map(|c| (c["case"].clone(), c["detail"].clone()))
        .collect::<Vec<_>>();
    let cases: Vec<&str> = never_ends
        .iter()
        .map(|(c, _)| c.as_str().unwrap())
        .collect();
    assert_eq!(
        cases,
        [
            "joker-twins/demo-game",
            "joker-twins/demo-jokers-last",
            "joker-twins/demo-jokers",
            "joker-twins/demo-last-finder-loses"
        ]
    );
    for (_, detail) in &never_ends {
        let detail = detail.as_str().unwrap();
        assert!(
            detail.contains("the expected transcript shows winner: Player"),
            "{detail}"
        );
    }
    assert_eq!(submission("eof-error")["passed_all"], true, "{table}");
    // A reader of coordinates that takes the spaces around them off is a reading of the
    // spec, played in the same conversations.
    let lenient = submission("lenient-coordinates");
    assert_eq!(lenient["passed_all"], true, "{table}");

    // A traceback at end of input is not coping with it: the robustness cases say so.
    let run = arbiter()
        .args(["grade", "--game", "joker-twins", "--robustness"])
        .args(["--cases", "empty-input,eof-at-second-card"])
        .arg("examples/submissions/joker-twins/correct")
        .arg("examples/submissions/joker-twins/eof-error")
        .arg("--report")
        .arg(report.path())
        .assert()
        .code(1);
    let table = stdout_of(&run);
    let robustness = crate::results(report.path());
    let eof_error = (robustness["submissions"].as_array().unwrap().iter())
        .find(|s| s["id"] == "eof-error")
        .unwrap();
    for case in eof_error["cases"].as_array().unwrap() {
        assert_eq!(case["verdict"], "exit-code", "{table}");
        assert!(
            case["detail"].as_str().unwrap().contains("EOFError"),
            "{case}"
        );
    }
    assert!(
        table.contains("1 of 2 submissions passed every case"),
        "{table}"
    );
}

#[test]
fn a_programs_escape_sequences_never_reach_the_terminal() {
    let dir = tempfile::tempdir().unwrap();
    // A fake "all passed" screen on standard error, then a failure.
    script(
        &dir.path().join("mallory/game"),
        r"printf '\033[2J\033[H\033[32mall passed\033[0m\007\n' >&2; exit 1",
    );
    let run = arbiter()
        .args(["grade", "--game", "concentration", "--cases", "quit", "-v"])
        .arg(dir.path().join("mallory"))
        .assert()
        .code(1);
    let text = stdout_of(&run);
    assert!(text.contains("exit-code"), "{text}");
    assert!(
        !text.contains('\u{1b}') && !text.contains('\u{7}'),
        "{text:?}"
    );
    assert!(text.contains("␛[32mall passed"), "{text}");
}

#[test]
fn a_build_reads_only_the_students_folder_and_the_system() {
    if !have("cc") {
        return;
    }
    let dir = tempfile::tempdir().unwrap();
    let eve = dir.path().join("eve");
    fs::create_dir_all(&eve).unwrap();
    let golden_path = repo("golden/concentration/quit.out");
    fs::write(
        eve.join("game.c"),
        format!(
            "#include \"{}\"\nint main(void) {{ return 0; }}\n",
            golden_path.display()
        ),
    )
    .unwrap();
    let run = arbiter()
        .args(["grade", "--game", "concentration", "--cases", "quit", "-v"])
        .arg(&eve)
        .assert()
        .code(1);
    let text = stdout_of(&run);
    assert!(
        text.contains("build-error: compiling game.c with cc failed"),
        "{text}"
    );
    assert!(text.contains("quit.out: Permission denied"), "{text}");
    let quit = golden("quit");
    let first_golden_line = quit.lines().find(|line| !line.trim().is_empty()).unwrap();
    assert!(!text.contains(first_golden_line), "{text}");
}

#[test]
fn a_hidden_case_shows_students_its_verdict_only() {
    let dir = tempfile::tempdir().unwrap();
    let cases = dir.path().join("cases/concentration");
    let goldens = dir.path().join("golden/concentration");
    fs::create_dir_all(&cases).unwrap();
    fs::create_dir_all(&goldens).unwrap();
    let settings = fs::read_to_string(repo("cases/concentration/quit.case")).unwrap();
    let settings = settings.replace("description: ", "description: SECRET-DESCRIPTION ");
    fs::write(
        cases.join("secret.case"),
        format!("{settings}hidden: yes\n"),
    )
    .unwrap();
    fs::copy(repo("cases/concentration/quit.in"), cases.join("secret.in")).unwrap();
    fs::write(goldens.join("secret.out"), golden("quit")).unwrap();
    script(
        &dir.path().join("class/zoe/game"),
        "cat >/dev/null; echo SECRET-OUTPUT; echo SECRET-STDERR >&2",
    );
    let report = dir.path().join("report");
    arbiter()
        .args(["grade", "--game", "concentration", "--cases"])
        .arg(&cases)
        .arg("--golden")
        .arg(dir.path().join("golden"))
        .arg("--report")
        .arg(&report)
        .arg(dir.path().join("class/zoe"))
        .assert()
        .code(1);
    let gradescope: Value = serde_json::from_str(
        &fs::read_to_string(report.join("gradescope/zoe/results.json")).unwrap(),
    )
    .unwrap();
    assert_eq!(
        gradescope["tests"][0]["output"],
        "a hidden case: wrong-output\n"
    );
    let junit = fs::read_to_string(report.join("junit.xml")).unwrap();
    assert!(
        junit.contains("type=\"wrong-output\" message=\"a hidden case\""),
        "{junit}"
    );
    assert!(!junit.contains("SECRET"), "{junit}");
    // Staff still see everything.
    let results = fs::read_to_string(report.join("results.json")).unwrap();
    assert!(results.contains("SECRET-STDERR") && results.contains("SECRET-DESCRIPTION"));
}

#[test]
fn a_lone_file_cannot_read_the_files_beside_it() {
    if !have("python3") {
        return;
    }
    let dir = tempfile::tempdir().unwrap();
    let class = dir.path().join("class");
    fs::create_dir_all(&class).unwrap();
    // bob's answer is the quit transcript; alice tries to print it.
    fs::write(
        class.join("bob.py"),
        format!(
            "import sys\nsys.stdin.read()\nprint({:?}, end='')\n",
            golden("quit")
        ),
    )
    .unwrap();
    fs::write(
        class.join("alice.py"),
        format!(
            "import re, sys\nsys.stdin.read()\ntext = open({:?}).read()\nprint(eval(re.search(r'print\\((.*), end', text, re.S).group(1)), end='')\n",
            class.join("bob.py").display().to_string()
        ),
    )
    .unwrap();
    // Found as Python programs, and run by a command of the staff's.
    for (index, method) in [vec![], vec!["--cmd", "python3 {path}"]].iter().enumerate() {
        let report = dir.path().join(format!("report-{index}"));
        arbiter()
            .args(["grade", "--game", "concentration", "--cases", "quit"])
            .args(method)
            .arg("--report")
            .arg(&report)
            .arg(class.join("alice.py"))
            .arg(class.join("bob.py"))
            .assert()
            .code(1);
        let results = results(&report);
        assert_eq!(verdict(&results, "bob.py", "quit")["verdict"], "pass");
        let alice = verdict(&results, "alice.py", "quit");
        assert_eq!(alice["verdict"], "exit-code", "{alice}");
        assert!(
            (alice["detail"].as_str().unwrap()).contains("PermissionError"),
            "{alice}"
        );
    }
}

/// What a case says it checks (`checks:` in its settings), `play` when it says nothing.
fn checks_of(case: &str) -> String {
    let settings = fs::read_to_string(repo(&format!("cases/{case}.case"))).unwrap();
    (settings.lines())
        .find_map(|line| line.strip_prefix("checks:"))
        .map_or("play".to_string(), |value| value.trim().to_string())
}

#[test]
fn trivial_programs_earn_nothing_but_what_a_case_says_a_quiet_end_earns() {
    // Programs that obviously play no game: each scores 0 on every case of every game,
    // graded by default and with every optional case, except a case that says all it
    // checks is a clean end (`checks: ending`) or, for the program that prints the game's
    // opening, the opening where the input is empty (`checks: opening`).
    let trivial = repo("tests/fixtures/trivial");
    let quiet = [
        "prints-nothing",
        "prints-a-word",
        "copies-its-input",
        "exits-with-1",
        "exits-with-3",
    ];
    let dir = tempfile::tempdir().unwrap();
    for game in [
        "concentration",
        "checkers",
        "crazy-eights",
        "memoarr",
        "joker-twins",
    ] {
        for optional in [&[][..], &["--robustness", "--extras"][..]] {
            let report = dir.path().join(format!("{game}-{}", optional.len()));
            let mut command = arbiter();
            command.arg("grade");
            for program in quiet {
                command.arg(trivial.join(program));
            }
            command
                .arg(trivial.join("first-prompt").join(game))
                .args(["--game", game])
                .args(optional)
                .arg("--report")
                .arg(&report);
            command.assert().code(1);
            let results = results(&report);
            for submission in results["submissions"].as_array().unwrap() {
                let id = submission["id"].as_str().unwrap();
                for case in submission["cases"].as_array().unwrap() {
                    if case["verdict"] != "pass" {
                        assert_eq!(case["score"], 0.0, "{id} {case}");
                        continue;
                    }
                    let name = case["case"].as_str().unwrap();
                    let allowed = match checks_of(name).as_str() {
                        "ending" => true,
                        "opening" => id == game,
                        _ => false,
                    };
                    assert!(allowed, "{id} passed {name} {optional:?}: {case}");
                }
            }
        }
    }
}

/// A program that prints in a legacy encoding (GBK, as on a Chinese Windows machine) is
/// read decoded: it passes when its words are right, and its transcript is shown decoded.
#[test]
fn output_in_a_legacy_encoding_is_read_and_shown_decoded() {
    let dir = tempfile::tempdir().unwrap();
    let class = dir.path().join("class");
    let farewell = "谢谢使用，再见！\n";
    let (gbk, _, _) = encoding_rs::GBK.encode(farewell);
    for (student, transcript) in [
        ("wang", golden("quit")),
        (
            "li",
            golden("quit").replacen("2. Computer vs. Computer", "2. Computer vs. Computr", 1),
        ),
    ] {
        printing(&class, student, "");
        let mut bytes = transcript.into_bytes();
        bytes.extend_from_slice(&gbk);
        fs::write(class.join(student).join("expected.txt"), bytes).unwrap();
    }
    let report = dir.path().join("report");
    arbiter()
        .args(["grade", "--game", "concentration", "--cases", "quit"])
        .arg(&class)
        .arg("--report")
        .arg(&report)
        .assert()
        .code(1);
    let results = results(&report);
    let passed = verdict(&results, "wang", "quit");
    assert_eq!(passed["verdict"], "pass", "{passed}");
    assert!(
        passed["detail"].as_str().unwrap().contains("GBK"),
        "{passed}"
    );
    let failed = verdict(&results, "li", "quit");
    assert_eq!(failed["verdict"], "wrong-output", "{failed}");
    let page = fs::read_to_string(report.join("students/li.html")).unwrap();
    assert!(page.contains("谢谢使用"), "the transcript is shown decoded");
}
