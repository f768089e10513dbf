//! A class graded in shards, as local processes, and merged: the same reports as one run,
//! a missing or unfinished shard named with the command that reruns it.

mod common;

use std::fs;
use std::path::{Path, PathBuf};

use common::{arbiter, script};
use serde_json::Value;

/// A class of five whose programs are the engine itself, seeded from the case (so that a
/// run is the same on every machine), but for `s3`, which prints a menu of its own.
fn class(work: &Path) -> PathBuf {
    let engine = assert_cmd::cargo::cargo_bin("arbiter");
    let class = work.join("class");
    for name in ["s1", "s2", "s3", "s4", "s5"] {
        let body = if name == "s3" {
            "echo 'Choose: 1 human, 2 computers, 0 quit'; cat >/dev/null".to_string()
        } else {
            format!(
                "exec {} play concentration --seed \"$ARBITER_SEED\"",
                engine.display()
            )
        };
        script(&class.join(name).join("run.sh"), &body);
    }
    class
}

/// `arbiter grade` of the class into `report` with `extra` options: its exit status.
fn grade(class: &Path, report: &Path, extra: &[&str]) -> (Option<i32>, String) {
    let output = arbiter()
        .arg("grade")
        .arg(class)
        .args([
            "--game",
            "concentration",
            "--cases",
            "quit,menu-errors,mode1-win",
            "--all-cases",
            "--isolation",
            "off",
            "--cmd",
            "sh {dir}/run.sh",
            "--report",
        ])
        .arg(report)
        .args(extra)
        .output()
        .unwrap();
    outcome(&output)
}

/// A command's exit status, and what it printed on both outputs.
fn outcome(output: &std::process::Output) -> (Option<i32>, String) {
    (
        output.status.code(),
        String::from_utf8_lossy(&output.stdout).into_owned()
            + &String::from_utf8_lossy(&output.stderr),
    )
}

/// `folder`'s `results.json` without what a run's timing decides: every key holding
/// `second` or `time`.
fn results_without_timings(folder: &Path) -> Value {
    fn strip(value: &mut Value) {
        match value {
            Value::Object(map) => {
                map.retain(|key, _| !key.contains("second") && !key.contains("time"));
                map.values_mut().for_each(strip);
            }
            Value::Array(list) => list.iter_mut().for_each(strip),
            _ => {}
        }
    }
    let mut results = common::results(folder);
    strip(&mut results);
    results
}

#[test]
fn shards_merged_write_the_reports_of_one_run() {
    let work = tempfile::tempdir().unwrap();
    let class = class(work.path());
    let whole = work.path().join("whole");
    let (status, printed) = grade(&class, &whole, &[]);
    assert_eq!(status, Some(1), "{printed}");

    let sharded = work.path().join("sharded");
    for shard in ["1/3", "2/3"] {
        let (status, printed) = grade(&class, &sharded, &["--shard", shard]);
        // A shard whose students fail has still done its work.
        assert_eq!(status, Some(0), "{printed}");
        assert!(
            printed.contains(&format!("shard {} done", shard.replace('/', " of "))),
            "{printed}"
        );
    }
    let manifest: Value = serde_json::from_str(
        &fs::read_to_string(sharded.join("shards/2-of-3/shard.json")).unwrap(),
    )
    .unwrap();
    assert_eq!(manifest["submissions"], serde_json::json!(["s2", "s5"]));

    // The third is missing: the merge names it and the command that runs it.
    let output = arbiter().arg("merge").arg(&sharded).output().unwrap();
    assert_eq!(output.status.code(), Some(2));
    let stderr = String::from_utf8_lossy(&output.stderr);
    assert!(stderr.contains("1 of 3 shards missing"), "{stderr}");
    assert!(stderr.contains("shard 3-of-3: cd "), "{stderr}");
    assert!(stderr.contains("--resume --shard 3/3"), "{stderr}");
    assert!(!sharded.join("results.json").exists());

    let (status, printed) = grade(&class, &sharded, &["--shard", "3/3"]);
    assert_eq!(status, Some(0), "{printed}");
    // Going on from its own journal reruns nothing.
    let (status, printed) = grade(&class, &sharded, &["--shard", "3/3", "--resume"]);
    assert_eq!(status, Some(0), "{printed}");

    let output = arbiter().arg("merge").arg(&sharded).output().unwrap();
    let printed = String::from_utf8_lossy(&output.stdout);
    assert_eq!(output.status.code(), Some(1), "{printed}");
    assert!(
        printed.contains("merged: 15 results of 5 submissions"),
        "{printed}"
    );
    assert!(
        printed.contains("4 of 5 submissions passed every case"),
        "{printed}"
    );
    assert_eq!(
        results_without_timings(&sharded),
        results_without_timings(&whole)
    );
    for file in ["grades.csv", "index.html", "students/s3.html"] {
        assert_eq!(
            fs::read_to_string(sharded.join(file)).unwrap(),
            fs::read_to_string(whole.join(file)).unwrap(),
            "{file}"
        );
    }
    // The failed program's transcript came along from its shard.
    assert!(sharded.join("transcripts/s3").is_dir());
}

#[test]
fn a_shard_of_other_settings_or_unfinished_is_not_merged() {
    let work = tempfile::tempdir().unwrap();
    let class = class(work.path());
    let report = work.path().join("report");
    for shard in ["1/2", "2/2"] {
        assert_eq!(grade(&class, &report, &["--shard", shard]).0, Some(0));
    }
    // Shard 2 graded again with another timeout.
    let (status, _) = grade(&class, &report, &["--shard", "2/2", "--timeout", "7"]);
    assert_eq!(status, Some(0));
    let (status, printed) = grade(&class, &report, &["--merge"]);
    assert_eq!(status, Some(2), "{printed}");
    assert!(
        printed
            .contains("shard 2-of-2 was graded with other settings (timeout: 7 s then, 10 s now)"),
        "{printed}"
    );

    // Shard 2 cut short: a journal holding only its first line.
    assert_eq!(grade(&class, &report, &["--shard", "2/2"]).0, Some(0));
    let journal = report.join("shards/2-of-2/journal.jsonl");
    let text = fs::read_to_string(&journal).unwrap();
    let first: Vec<&str> = text.lines().take(2).collect();
    fs::write(&journal, first.join("\n") + "\n").unwrap();
    let (status, printed) = grade(&class, &report, &["--merge"]);
    assert_eq!(status, Some(2), "{printed}");
    assert!(
        printed.contains("shard 2-of-2 is not finished (1 of 6 results)"),
        "{printed}"
    );
    assert!(printed.contains("--resume --shard 2/2"), "{printed}");
}

#[test]
fn shard_arguments_are_checked() {
    let work = tempfile::tempdir().unwrap();
    let class = class(work.path());
    for (extra, says) in [
        (vec!["--shard", "4/3"], "a shard is K/N"),
        (vec!["--shard", "1/2", "--merge"], "cannot be used with"),
    ] {
        let (status, printed) = grade(&class, &work.path().join("r"), &extra);
        assert_eq!(status, Some(2), "{extra:?}: {printed}");
        assert!(printed.contains(says), "{extra:?}: {printed}");
    }
    let output = arbiter()
        .arg("merge")
        .arg(work.path().join("nothing"))
        .output()
        .unwrap();
    assert_eq!(output.status.code(), Some(2));
    assert!(String::from_utf8_lossy(&output.stderr).contains("no shards to merge"));
}

/// `arbiter tournament` of three built-in players with `extra` options.
fn tournament(extra: &[&str]) -> (Option<i32>, String) {
    let output = arbiter()
        .args(["tournament", "random", "greedy", "default", "--seed", "5"])
        .args(["--move-time", "0.5"])
        .args(extra)
        .output()
        .unwrap();
    outcome(&output)
}

#[test]
fn a_tournament_in_shards_merges_into_the_same_standings() {
    let work = tempfile::tempdir().unwrap();
    let whole = work.path().join("whole");
    let (status, printed) = tournament(&["--out", whole.to_str().unwrap()]);
    assert_eq!(status, Some(0), "{printed}");
    let sharded = work.path().join("sharded");
    let out = sharded.to_str().unwrap();
    let (status, printed) = tournament(&["--out", out, "--shard", "1/2"]);
    assert_eq!(status, Some(0), "{printed}");
    assert!(printed.contains("shard 1 of 2 done: 4 games"), "{printed}");
    let manifest: Value = serde_json::from_str(
        &fs::read_to_string(sharded.join("shards/1-of-2/shard.json")).unwrap(),
    )
    .unwrap();
    assert_eq!(manifest["games"], serde_json::json!([0, 1, 4, 5]));

    let output = arbiter().arg("merge").arg(&sharded).output().unwrap();
    assert_eq!(output.status.code(), Some(2));
    let stderr = String::from_utf8_lossy(&output.stderr);
    assert!(
        stderr.contains("--resume ") && stderr.contains("--shard 2/2"),
        "{stderr}"
    );

    let (status, printed) = tournament(&["--out", out, "--shard", "2/2"]);
    assert_eq!(status, Some(0), "{printed}");
    let output = arbiter().arg("merge").arg(&sharded).output().unwrap();
    let printed = String::from_utf8_lossy(&output.stdout);
    assert_eq!(output.status.code(), Some(0), "{printed}");
    assert!(printed.contains("merged: 6 games"), "{printed}");
    assert_eq!(
        results_without_timings(&sharded),
        results_without_timings(&whole)
    );
    assert_eq!(
        fs::read_to_string(sharded.join("standings.csv")).unwrap(),
        fs::read_to_string(whole.join("standings.csv")).unwrap()
    );
    // A shard without the tournament's seed would play other games than the others.
    let output = arbiter()
        .args([
            "tournament",
            "random",
            "greedy",
            "--out",
            out,
            "--shard",
            "1/2",
        ])
        .output()
        .unwrap();
    assert_eq!(output.status.code(), Some(2));
    assert!(String::from_utf8_lossy(&output.stderr).contains("--seed"));
}
