//! Every subcommand with its standard output closed before it prints (`arbiter … | head
//! -0`): no panic, the exit status its work earned, nothing said about the pipe, and every
//! file it writes written.

mod common;

use std::fs;
use std::process::{Command, Output, Stdio};

use common::repo;

/// Runs arbiter with `args`, in the repository, with a standard output whose reader has
/// already gone and `input` on standard input.
fn run_closed(args: &[&str], input: &[u8]) -> Output {
    let (reader, writer) = std::io::pipe().unwrap();
    drop(reader);
    let mut child = Command::new(env!("CARGO_BIN_EXE_arbiter"))
        .args(args)
        .current_dir(env!("CARGO_MANIFEST_DIR"))
        .stdin(Stdio::piped())
        .stdout(writer)
        .stderr(Stdio::piped())
        .spawn()
        .unwrap();
    {
        use std::io::Write;
        let mut stdin = child.stdin.take().unwrap();
        // The command may stop reading early; what it did not read does not matter.
        let _ = stdin.write_all(input);
    }
    child.wait_with_output().unwrap()
}

/// Asserts a quiet end with `status`: no panic, no word about the pipe.
fn assert_quiet(output: &Output, status: i32) {
    let stderr = String::from_utf8_lossy(&output.stderr);
    assert_eq!(output.status.code(), Some(status), "stderr: {stderr}");
    assert!(!stderr.contains("panicked"), "{stderr}");
    assert!(!stderr.contains("Broken pipe"), "{stderr}");
}

#[test]
fn games() {
    assert_quiet(&run_closed(&["games"], b""), 0);
}

#[test]
fn play_stops_quietly() {
    let input = fs::read(repo("cases/concentration/mode1-win.in")).unwrap();
    let output = run_closed(&["play", "concentration", "--seed", "7"], &input);
    assert_quiet(&output, 0);
    assert!(output.stderr.is_empty());
}

#[test]
fn replay() {
    let output = run_closed(&["replay", "cases/concentration", "--echo"], b"");
    assert_quiet(&output, 0);
    assert!(output.stderr.is_empty());
}

#[test]
fn check_passes_as_before() {
    assert_quiet(&run_closed(&["check"], b""), 0);
}

#[test]
fn check_still_finds_differences() {
    let dir = tempfile::tempdir().unwrap();
    let cases = dir.path().join("cases/concentration");
    let goldens = dir.path().join("golden/concentration");
    fs::create_dir_all(&cases).unwrap();
    fs::create_dir_all(&goldens).unwrap();
    for ext in ["in", "case"] {
        fs::copy(
            repo(&format!("cases/concentration/quit.{ext}")),
            cases.join(format!("quit.{ext}")),
        )
        .unwrap();
    }
    fs::write(goldens.join("quit.out"), "not the transcript\n").unwrap();
    let output = run_closed(&["check", dir.path().join("cases").to_str().unwrap()], b"");
    assert_quiet(&output, 1);
}

#[test]
fn bless_writes_every_golden() {
    let dir = tempfile::tempdir().unwrap();
    let cases = dir.path().join("cases/concentration");
    fs::create_dir_all(&cases).unwrap();
    let names = ["quit", "menu-errors", "mode1-win"];
    for name in names {
        for ext in ["in", "case"] {
            fs::copy(
                repo(&format!("cases/concentration/{name}.{ext}")),
                cases.join(format!("{name}.{ext}")),
            )
            .unwrap();
        }
    }
    let output = run_closed(
        &[
            "check",
            "--bless",
            dir.path().join("cases").to_str().unwrap(),
        ],
        b"",
    );
    assert_quiet(&output, 0);
    for name in names {
        let written = fs::read(dir.path().join(format!("golden/concentration/{name}.out")));
        let bundled = fs::read(repo(&format!("golden/concentration/{name}.out"))).unwrap();
        assert_eq!(written.ok(), Some(bundled), "{name}");
    }
}

#[test]
fn simulate_table_and_json() {
    for json in [false, true] {
        let mut args = vec!["simulate", "concentration", "--games", "10", "--seed", "1"];
        if json {
            args.push("--json");
        }
        assert_quiet(&run_closed(&args, b""), 0);
    }
}

#[test]
fn grade_writes_every_report() {
    let dir = tempfile::tempdir().unwrap();
    let report = dir.path().join("report");
    let engine = format!("{} play concentration", env!("CARGO_BIN_EXE_arbiter"));
    let output = run_closed(
        &[
            "grade",
            "--game",
            "concentration",
            "--cases",
            "quit,menu-errors",
            "--cmd",
            &engine,
            "--report",
            report.to_str().unwrap(),
        ],
        b"",
    );
    assert_quiet(&output, 0);
    for file in [
        "results.json",
        "grades.csv",
        "junit.xml",
        "journal.jsonl",
        "gradescope/command/results.json",
    ] {
        assert!(report.join(file).is_file(), "{file} is missing");
    }
}

#[test]
fn tournament_writes_its_results() {
    let dir = tempfile::tempdir().unwrap();
    let out = dir.path().join("results");
    let output = run_closed(
        &[
            "tournament",
            "random",
            "greedy",
            "--seed",
            "1",
            "--cache",
            dir.path().join("cache").to_str().unwrap(),
            "--out",
            out.to_str().unwrap(),
        ],
        b"",
    );
    assert_quiet(&output, 0);
    for file in ["results.json", "standings.csv", "journal.jsonl"] {
        assert!(out.join(file).is_file(), "{file} is missing");
    }
}
