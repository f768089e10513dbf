//! The `arbiter` command as a user runs it: every subcommand, its output and exit status.

mod common;

use std::fs;

use assert_cmd::Command;
use predicates::prelude::*;

use common::{arbiter, repo};

fn golden(name: &str) -> Vec<u8> {
    fs::read(repo(&format!("golden/concentration/{name}.out"))).unwrap()
}

/// A copy of one bundled case in a fresh cases/ + golden/ tree.
fn scratch_tree(name: &str) -> tempfile::TempDir {
    let dir = tempfile::tempdir().unwrap();
    let cases = dir.path().join("cases/concentration");
    let goldens = dir.path().join("golden/concentration");
    fs::create_dir_all(&cases).unwrap();
    fs::create_dir_all(&goldens).unwrap();
    for ext in ["in", "case"] {
        let from = repo(&format!("cases/concentration/{name}.{ext}"));
        fs::copy(from, cases.join(format!("{name}.{ext}"))).unwrap();
    }
    fs::write(goldens.join(format!("{name}.out")), golden(name)).unwrap();
    dir
}

#[test]
fn games_lists_each_game_with_its_options() {
    arbiter()
        .arg("games")
        .assert()
        .success()
        .stdout(predicate::str::contains("concentration\n"))
        .stdout(predicate::str::contains("--computer1 <PLAYER>"));
}

/// docs/games.md shows the listing as `arbiter games` prints it, readings and all.
#[test]
fn the_games_page_shows_the_listing_as_printed() {
    let listing = arbiter().arg("games").output().unwrap().stdout;
    let page = fs::read_to_string(repo("docs/games.md")).unwrap();
    let shown = (page.split_once("$ arbiter games\n"))
        .and_then(|(_, rest)| rest.split_once("```"))
        .map(|(shown, _)| shown)
        .expect("docs/games.md shows `$ arbiter games` in a console block");
    assert_eq!(
        shown,
        String::from_utf8(listing).unwrap(),
        "docs/games.md: paste the output of `arbiter games` again"
    );
}

#[test]
fn play_reproduces_a_golden_from_piped_input() {
    let input = fs::read(repo("cases/concentration/mode1-win.in")).unwrap();
    arbiter()
        .args(["play", "concentration", "--seed", "7"])
        .write_stdin(input)
        .assert()
        .success()
        .stdout(golden("mode1-win"))
        .stderr("");
}

#[test]
fn play_takes_game_options_and_seed_in_any_order() {
    let input = fs::read(repo("cases/concentration/mode2-memory.in")).unwrap();
    arbiter()
        .args(["play", "--seed", "4", "concentration"])
        .args(["--computer2", "memory:52", "--computer1", "memory:10"])
        .write_stdin(input)
        .assert()
        .success()
        .stdout(golden("mode2-memory"));
}

#[test]
fn play_without_a_seed_tells_it_on_stderr_only() {
    let run = arbiter()
        .args(["play", "concentration"])
        .write_stdin("2\n0\n")
        .assert()
        .success();
    let output = run.get_output();
    let stderr = String::from_utf8(output.stderr.clone()).unwrap();
    let seed = stderr
        .strip_prefix("seed: ")
        .and_then(|rest| rest.trim_end().parse::<u64>().ok())
        .unwrap_or_else(|| panic!("expected `seed: N` on stderr, got {stderr:?}"));
    assert!(!String::from_utf8_lossy(&output.stdout).contains("seed:"));
    arbiter()
        .args(["play", "concentration", "--seed", &seed.to_string()])
        .write_stdin("2\n0\n")
        .assert()
        .success()
        .stdout(output.stdout.clone());
}

#[test]
fn input_ending_mid_game_keeps_the_transcript_and_exits_3() {
    arbiter()
        .args(["play", "concentration", "--seed", "7"])
        .write_stdin("1\n0 1\n")
        .assert()
        .code(3)
        .stdout(golden("eof-mid-turn"))
        .stderr(
            "arbiter: input ended before the game did (it was waiting at \"Please input 2nd card:\")\n",
        );
}

#[test]
fn empty_and_binary_input_end_cleanly() {
    arbiter()
        .args(["play", "concentration", "--seed", "1"])
        .write_stdin("")
        .assert()
        .code(3)
        .stdout(golden("empty-input"));
    let noise: Vec<u8> = (0..=255u8).cycle().take(100_000).collect();
    arbiter()
        .args(["play", "concentration", "--seed", "1"])
        .write_stdin(noise)
        .assert()
        .code(3)
        .stdout(predicate::str::contains("Your choice: "));
}

#[test]
fn bad_options_are_usage_errors() {
    arbiter()
        .args(["play", "concentration", "--computer", "genius"])
        .write_stdin("0\n")
        .assert()
        .code(2)
        .stderr(predicate::str::contains("memory:K"));
    arbiter().args(["play", "chess"]).assert().code(2);
    arbiter()
        .args(["simulate", "concentration", "--games", "0"])
        .assert()
        .code(2);
}

#[test]
fn replay_prints_the_golden_transcript() {
    arbiter()
        .args(["replay", "cases/concentration/mode2-twice.case"])
        .assert()
        .success()
        .stdout(golden("mode2-twice"));
    arbiter()
        .args(["replay", "cases/concentration/mode2-twice.in"])
        .assert()
        .success()
        .stdout(golden("mode2-twice"));
}

/// `replay --against` says what it found on standard output, for a case compared with its
/// golden as for one of chance, matching or not.
#[test]
fn replay_against_says_what_it_found_on_standard_output() {
    let transcript = tempfile::NamedTempFile::new().unwrap();
    fs::write(transcript.path(), golden("quit")).unwrap();
    arbiter()
        .args(["replay", "cases/concentration/quit.case", "--against"])
        .arg(transcript.path())
        .assert()
        .success()
        .stdout("matches the case's golden transcript: 6 of its 6 expected events agree\n")
        .stderr("");
    let changed = String::from_utf8(golden("quit"))
        .unwrap()
        .replace("Quit", "Quot");
    fs::write(transcript.path(), changed).unwrap();
    arbiter()
        .args(["replay", "cases/concentration/quit.case", "--against"])
        .arg(transcript.path())
        .assert()
        .code(1)
        .stdout(predicate::str::starts_with(
            "differs from the case's golden transcript (4 of its 6 expected events agree): ",
        ))
        .stderr("");
}

#[test]
fn replay_echo_shows_input_where_it_was_read() {
    arbiter()
        .args(["replay", "--echo", "cases/concentration/card-errors.case"])
        .assert()
        .success()
        .stdout(predicate::str::contains("Your choice: 1\nXXX\t"))
        .stdout(predicate::str::contains(
            "Please input 1st card: 0 18\nRow and column must be within 0 - 3 and 1 - 13\n",
        ));
}

#[test]
fn replay_of_several_cases_heads_each_one() {
    arbiter()
        .args([
            "replay",
            "cases/concentration/quit.case",
            "cases/concentration/mode2-random.in",
        ])
        .assert()
        .success()
        .stdout(predicate::str::starts_with(
            "==> concentration/mode2-random <==\n",
        ))
        .stdout(predicate::str::contains("\n\n==> concentration/quit <==\n"));
}

#[test]
fn replay_of_a_case_whose_input_ends_early_exits_3() {
    arbiter()
        .args(["replay", "cases/concentration/eof-mid-coordinates.case"])
        .assert()
        .code(3)
        .stdout(golden("eof-mid-coordinates"))
        .stderr(predicate::str::contains(
            "concentration/eof-mid-coordinates: input ended",
        ));
}

#[test]
fn check_passes_every_bundled_case() {
    let mut cases = 0;
    for game in fs::read_dir(repo("cases")).unwrap() {
        for entry in fs::read_dir(game.unwrap().path()).unwrap() {
            cases += usize::from(entry.unwrap().path().extension().unwrap() == "case");
        }
    }
    assert!(cases >= 27);
    arbiter()
        .arg("check")
        .assert()
        .success()
        .stdout(format!("{cases} passed, 0 failed\n"));
}

#[test]
fn check_shows_where_and_how_a_transcript_differs() {
    let dir = scratch_tree("mode1-win");
    let golden_path = dir.path().join("golden/concentration/mode1-win.out");
    let text = String::from_utf8(golden("mode1-win")).unwrap();
    let tampered = text.replacen("You got a matched pair!", "You got a matched pair !", 1);
    fs::write(&golden_path, &tampered).unwrap();
    let line = text
        .lines()
        .position(|l| l == "You got a matched pair!")
        .unwrap()
        + 1;
    arbiter()
        .current_dir(dir.path())
        .arg("check")
        .assert()
        .code(1)
        .stdout(predicate::str::contains(format!(
            "FAIL concentration/mode1-win (a complete mode 1 game against the random computer that ends in You win!, then quit): first difference at line {line}, column 23"
        )))
        .stdout(predicate::str::contains("\n-You got a matched pair !\n+You got a matched pair!\n"))
        .stdout(predicate::str::contains("@@ -"))
        .stdout(predicate::str::contains("\x1b[").not())
        .stdout(predicate::str::ends_with("0 passed, 1 failed\n"));
}

#[test]
fn check_reports_a_missing_golden_and_bless_writes_it() {
    let dir = scratch_tree("quit");
    let golden_path = dir.path().join("golden/concentration/quit.out");
    fs::remove_file(&golden_path).unwrap();
    arbiter()
        .current_dir(dir.path())
        .arg("check")
        .assert()
        .code(2)
        .stderr(predicate::str::contains(
            "no golden for case concentration/quit",
        ));
    arbiter()
        .current_dir(dir.path())
        .args(["check", "--bless"])
        .assert()
        .success()
        .stdout("wrote golden/concentration/quit.out (new)\n0 unchanged, 1 written\n");
    assert_eq!(fs::read(&golden_path).unwrap(), golden("quit"));
    let written = fs::metadata(&golden_path).unwrap().modified().unwrap();
    arbiter()
        .current_dir(dir.path())
        .args(["check", "--bless"])
        .assert()
        .success()
        .stdout("1 unchanged, 0 written\n");
    assert_eq!(
        fs::metadata(&golden_path).unwrap().modified().unwrap(),
        written
    );
}

#[test]
fn files_a_case_writes_are_checked_against_golden_files_and_blessed() {
    let dir = tempfile::tempdir().unwrap();
    let name = "stats-existing-user";
    let cases = dir.path().join("cases/crazy-eights");
    let goldens = dir.path().join("golden/crazy-eights");
    fs::create_dir_all(cases.join(format!("{name}.files"))).unwrap();
    fs::create_dir_all(goldens.join(format!("{name}.files"))).unwrap();
    for file in ["in", "case", "files/stats.txt"] {
        let from = repo(&format!("cases/crazy-eights/{name}.{file}"));
        fs::copy(from, cases.join(format!("{name}.{file}"))).unwrap();
    }
    for file in ["out", "files/stats.txt"] {
        let from = repo(&format!("golden/crazy-eights/{name}.{file}"));
        fs::copy(from, goldens.join(format!("{name}.{file}"))).unwrap();
    }
    let check = |bless: bool| {
        let mut command = arbiter();
        command.current_dir(dir.path()).arg("check");
        if bless {
            command.arg("--bless");
        }
        command.assert()
    };
    check(false).success().stdout("1 passed, 0 failed\n");
    // The starting file is the case's: the game reads it and its golden holds the result.
    let golden_file = goldens.join(format!("{name}.files/stats.txt"));
    assert_eq!(
        fs::read_to_string(&golden_file).unwrap(),
        "alice 3 3\nbob 0 7\n"
    );

    fs::write(&golden_file, "alice 3 2\nbob 0 7\n").unwrap();
    check(false)
        .code(1)
        .stdout(predicate::str::contains(format!(
            "FAIL crazy-eights/{name} ("
        )))
        .stdout(predicate::str::contains(
            "the stats.txt it wrote differs from golden/crazy-eights/stats-existing-user.files/stats.txt",
        ))
        .stdout(predicate::str::contains("-alice 3 2\n+alice 3 3\n"));
    fs::remove_file(&golden_file).unwrap();
    check(false).code(1).stdout(predicate::str::contains(
        "it wrote stats.txt, and golden/crazy-eights/stats-existing-user.files/stats.txt does not exist",
    ));
    check(true).success();
    assert_eq!(
        fs::read_to_string(&golden_file).unwrap(),
        "alice 3 3\nbob 0 7\n"
    );
    check(false).success();
}

#[test]
fn bless_rewrites_a_golden_that_differs() {
    let dir = scratch_tree("quit");
    let golden_path = dir.path().join("golden/concentration/quit.out");
    fs::write(&golden_path, "stale\n").unwrap();
    arbiter()
        .current_dir(dir.path())
        .args(["check", "--bless", "cases"])
        .assert()
        .success()
        .stdout("wrote golden/concentration/quit.out (changed)\n0 unchanged, 1 written\n");
    assert_eq!(fs::read(&golden_path).unwrap(), golden("quit"));
}

#[test]
fn check_names_malformed_and_missing_files() {
    let dir = scratch_tree("quit");
    let settings = dir.path().join("cases/concentration/quit.case");
    fs::write(&settings, "description: quit\nseed: many\n").unwrap();
    arbiter()
        .current_dir(dir.path())
        .arg("check")
        .assert()
        .code(2)
        .stderr(predicate::str::contains("quit.case: line 2: seed must be"));
    arbiter()
        .current_dir(dir.path())
        .args(["check", "cases/concentration/nothing.case"])
        .assert()
        .code(2)
        .stderr(predicate::str::contains("nothing.case: no such case"));
    arbiter()
        .current_dir(dir.path())
        .args(["check", "no-such-folder"])
        .assert()
        .code(2)
        .stderr(predicate::str::contains(
            "no-such-folder: no such file or folder",
        ));
}

#[test]
fn check_can_read_goldens_from_another_folder() {
    let dir = scratch_tree("quit");
    let elsewhere = dir.path().join("expected");
    fs::create_dir_all(elsewhere.join("concentration")).unwrap();
    fs::write(elsewhere.join("concentration/quit.out"), golden("quit")).unwrap();
    fs::remove_file(dir.path().join("golden/concentration/quit.out")).unwrap();
    arbiter()
        .current_dir(dir.path())
        .args(["check", "--golden", "expected"])
        .assert()
        .success()
        .stdout("1 passed, 0 failed\n");
}

#[test]
fn simulate_prints_a_table_or_json_and_repeats_with_a_seed() {
    let run = |json: bool| {
        let mut command = arbiter();
        command.args(["simulate", "concentration", "--games", "300", "--seed", "9"]);
        command.args(["--computer1", "memory:52", "--computer2", "random"]);
        if json {
            command.arg("--json");
        }
        let output = command.assert().success().get_output().stdout.clone();
        String::from_utf8(output).unwrap()
    };
    let json = run(true);
    assert_eq!(json, run(true), "the same seed gives the same figures");
    let report: serde_json::Value = serde_json::from_str(&json).unwrap();
    let number = |key: &str| report[key].as_f64().unwrap_or_else(|| panic!("no {key}"));
    assert_eq!(number("games"), 300.0);
    assert_eq!(
        number("computer1_wins") + number("computer2_wins") + number("ties"),
        300.0
    );
    assert!(number("computer1_wins") > number("computer2_wins"));
    assert!(number("turns_min") <= number("turns_mean"));
    assert!(number("turns_mean") <= number("turns_max"));
    let table = run(false);
    assert!(table.contains("computer1 (memory:52) wins"), "{table}");
    assert!(table.contains("turns per game: mean"), "{table}");
}

#[test]
fn crazy_eights_simulates_with_either_shuffle_and_plays_from_piped_input() {
    let report = |shuffle: &str| -> serde_json::Value {
        let output = arbiter()
            .args(["simulate", "crazy-eights", "--games", "400", "--seed", "3"])
            .args(["--shuffle", shuffle, "--json"])
            .assert()
            .success()
            .get_output()
            .stdout
            .clone();
        serde_json::from_slice(&output).unwrap()
    };
    for shuffle in ["uniform", "spec"] {
        let report = report(shuffle);
        assert_eq!(report["shuffle"], shuffle);
        let wins = |key: &str| report[key].as_u64().unwrap();
        assert_eq!(
            wins("computer1_wins") + wins("computer2_wins") + wins("ties"),
            400
        );
        assert!(
            wins("computer1_wins") > wins("computer2_wins"),
            "default beats random: {report}"
        );
    }

    let input = fs::read(repo("cases/crazy-eights/tie.in")).unwrap();
    let expected = fs::read(repo("golden/crazy-eights/tie.out")).unwrap();
    arbiter()
        .args(["play", "crazy-eights", "--seed", "403"])
        .write_stdin(input)
        .assert()
        .success()
        .stdout(expected);
    arbiter()
        .args(["play", "crazy-eights", "--seed", "1"])
        .write_stdin("1 1\n")
        .assert()
        .code(3)
        .stderr(predicate::str::contains(
            "it was waiting at \"Enter how many cards you play and their numbers, or 0 to draw:\"",
        ));
}

#[test]
fn checkers_plays_from_piped_moves() {
    let input = fs::read(repo("cases/checkers/blue-wins.in")).unwrap();
    let expected = fs::read(repo("golden/checkers/blue-wins.out")).unwrap();
    arbiter()
        .args(["play", "checkers"])
        .write_stdin(input)
        .assert()
        .success()
        .stdout(expected)
        .stderr(predicate::str::starts_with("seed: "));
}

#[test]
fn checkers_against_the_computer_playing_blue() {
    let run = arbiter()
        .args(["play", "checkers", "--seed", "3", "--computer", "greedy"])
        .args(["--computer-plays", "blue"])
        .write_stdin("2\n")
        .assert()
        .code(3);
    let stdout = String::from_utf8(run.get_output().stdout.clone()).unwrap();
    let first_round = stdout.split("Next player: Blue (#)\n").nth(1).unwrap();
    assert!(first_round.starts_with("Computer moves "), "{stdout}");
    assert!(stdout.ends_with("Next player: Red (O)\nPlease input your move:\n"));
}

#[test]
fn checkers_rejects_unknown_computer_players() {
    arbiter()
        .args(["play", "checkers", "--computer", "genius"])
        .assert()
        .code(2)
        .stderr(predicate::str::contains("random, greedy, default"));
}

#[test]
fn checkers_simulation_reports_players_a_and_b() {
    let output = arbiter()
        .args([
            "simulate", "checkers", "--games", "20", "--seed", "2", "--swap",
        ])
        .args(["--blue", "greedy", "--red", "random", "--json"])
        .assert()
        .success()
        .get_output()
        .stdout
        .clone();
    let report: serde_json::Value = serde_json::from_slice(&output).unwrap();
    let count = |key: &str| report[key].as_u64().unwrap_or_else(|| panic!("no {key}"));
    assert_eq!(count("games"), 20);
    assert_eq!(count("a_wins") + count("b_wins") + count("draws"), 20);
    assert_eq!(count("blue_wins") + count("red_wins") + count("draws"), 20);
    assert!(
        count("a_wins") > count("b_wins"),
        "greedy beats random: {report}"
    );
    assert_eq!(report["a"], "greedy");
    assert!(report["a_time"]["max_ms"].as_f64().unwrap() >= 0.0);
}

// Messages that say what to do.

#[test]
fn negative_and_zero_numbers_name_the_allowed_values() {
    for (args, expected) in [
        (
            &["play", "concentration", "--seed", "-1"][..],
            "a seed is a whole number from 0 to 18446744073709551615",
        ),
        (
            &["simulate", "concentration", "--games", "-1"][..],
            "must be a whole number, 1 or more",
        ),
        (
            &["simulate", "concentration", "--seed", "-1"][..],
            "a seed is a whole number",
        ),
        (
            &["tournament", "random", "greedy", "--jobs", "0"][..],
            "must be at least 1",
        ),
        (
            &["tournament", "random", "greedy", "--move-time", "-1"][..],
            "a time limit must be more than 0 seconds",
        ),
        (
            &["grade", "--game", "concentration", "--timeout", "-1"][..],
            "a time limit must be more than 0 seconds",
        ),
    ] {
        arbiter()
            .args(args)
            .assert()
            .code(2)
            .stderr(predicate::str::contains(expected))
            .stderr(predicate::str::contains("unexpected argument").not());
    }
}

#[test]
fn another_games_player_is_named_as_such() {
    arbiter()
        .args([
            "simulate", "checkers", "--blue", "memory:3", "--red", "random",
        ])
        .assert()
        .code(2)
        .stderr(predicate::str::contains(
            "memory:3 is a Concentration player, not a Chinese Checker one",
        ))
        .stderr(predicate::str::contains("random, greedy, default"));
}

#[test]
fn a_case_asking_for_help_or_with_a_trailing_comment_says_so() {
    let dir = scratch_tree("quit");
    let settings = dir.path().join("cases/concentration/quit.case");
    fs::write(&settings, "description: d\nseed: 1\noptions: --help\n").unwrap();
    arbiter()
        .arg("check")
        .arg(dir.path().join("cases"))
        .assert()
        .code(2)
        .stderr(predicate::str::contains(
            "--help is not an option of concentration: its options are listed by `arbiter games`",
        ));
    fs::write(&settings, "description: case #3\nseed: 1 # c\n").unwrap();
    arbiter()
        .arg("check")
        .arg(dir.path().join("cases"))
        .assert()
        .code(2)
        .stderr(predicate::str::contains(
            "(a comment takes a line of its own, starting with #)",
        ));
}

#[test]
fn input_ending_in_the_middle_of_an_answer_names_the_prompt() {
    arbiter()
        .args(["play", "concentration", "--seed", "7"])
        .write_stdin("1\n0\n")
        .assert()
        .code(3)
        .stderr(predicate::str::contains(
            "input ended before the game did (it was waiting at \"Please input 1st card:\")",
        ));
}

#[test]
fn a_tournament_with_a_bot_named_twice_says_only_that() {
    arbiter()
        .args(["tournament", "greedy", "greedy"])
        .assert()
        .code(2)
        .stderr("arbiter: greedy is named twice: each bot plays once\n");
}

#[test]
fn check_outside_the_repository_says_where_to_run_it() {
    let elsewhere = tempfile::tempdir().unwrap();
    let mut command = Command::cargo_bin("arbiter").unwrap();
    command
        .current_dir(elsewhere.path())
        .arg("check")
        .assert()
        .code(2)
        .stderr(predicate::str::contains(
            "no folder cases here: run arbiter check from the folder that holds cases/ and golden/, or name the cases",
        ));
}

#[test]
fn check_with_a_missing_golden_folder_says_it_once() {
    let output = arbiter()
        .args(["check", "--golden", "no-such-folder"])
        .assert()
        .code(2)
        .get_output()
        .clone();
    let stderr = String::from_utf8(output.stderr).unwrap();
    assert_eq!(
        stderr,
        "arbiter: --golden no-such-folder: no such folder (it holds <game>/<case>.out files)\n"
    );
    assert!(output.stdout.is_empty());
}

#[test]
fn one_broken_case_does_not_stop_check_or_replay_of_the_others() {
    let dir = scratch_tree("quit");
    let cases = dir.path().join("cases/concentration");
    fs::write(cases.join("orphan.in"), "0\n").unwrap();
    fs::write(cases.join("broken.in"), "0\n").unwrap();
    fs::write(cases.join("broken.case"), "seed: 1\n").unwrap();
    arbiter()
        .arg("check")
        .arg(dir.path().join("cases"))
        .assert()
        .code(2)
        .stdout("1 passed, 0 failed, 2 could not be checked\n")
        .stderr(predicate::str::contains(
            "orphan.in: input script without settings",
        ))
        .stderr(predicate::str::contains(
            "broken.case: missing `description",
        ));
    arbiter()
        .arg("replay")
        .arg(dir.path().join("cases"))
        .assert()
        .code(2)
        .stdout(predicate::str::contains("==> concentration/quit <=="))
        .stderr(predicate::str::contains(
            "orphan.in: input script without settings",
        ))
        .stderr(predicate::str::contains(
            "broken.case: missing `description",
        ))
        .stderr(predicate::str::contains("2 case(s) could not be replayed"));
}

#[test]
fn a_memory_limit_no_program_can_start_under_is_refused() {
    for limit in ["64K", "1M"] {
        arbiter()
            .args(["grade", "--game", "concentration", "--cmd", "cat"])
            .args(["--memory-limit", limit])
            .assert()
            .code(2)
            .stderr(predicate::str::contains("no program can start under it"));
    }
}

#[test]
fn a_long_line_is_one_line_as_c_reads_it() {
    // A line of 200,000 bytes that is not a number: the menu is shown once more, as a C
    // program that clears the line after a failed scanf shows it.
    let mut input = vec![b'a'; 200_000];
    input.extend_from_slice(b"\n0\n");
    let output = arbiter()
        .args(["play", "concentration", "--seed", "1"])
        .write_stdin(input)
        .assert()
        .success()
        .get_output()
        .stdout
        .clone();
    let text = String::from_utf8(output).unwrap();
    assert_eq!(text.matches("Please choose a mode").count(), 2, "{text}");

    // A word that starts just before the console's 64 KiB piece ends is one word.
    let mut input = b"1\n".to_vec();
    input.extend(std::iter::repeat_n(b' ', 65_534));
    input.extend_from_slice(b"1324\n");
    let output = arbiter()
        .args(["play", "checkers", "--seed", "1"])
        .write_stdin(input)
        .assert()
        .code(3)
        .get_output()
        .stdout
        .clone();
    let text = String::from_utf8(output).unwrap();
    assert!(!text.contains("Invalid input format"), "{text}");
}

#[test]
fn joker_twins_piped_never_waits_and_clears_as_the_reading_says() {
    let input = fs::read(repo("cases/joker-twins/whole-game.in")).unwrap();
    let expected = fs::read(repo("golden/joker-twins/whole-game.out")).unwrap();
    let started = std::time::Instant::now();
    arbiter()
        .args(["play", "joker-twins", "--seed", "1"])
        .write_stdin(input.clone())
        .assert()
        .success()
        .stdout(expected.clone());
    // Some forty turns: with the spec's two seconds each, over a minute.
    assert!(started.elapsed().as_secs() < 20, "{:?}", started.elapsed());
    assert!(
        !expected.contains(&0x1b),
        "no clear in a transcript by default"
    );
    let escaped = arbiter()
        .args([
            "play",
            "joker-twins",
            "--seed",
            "1",
            "--dialect",
            "clear=escape",
        ])
        .write_stdin(input)
        .output()
        .unwrap();
    let text = String::from_utf8(escaped.stdout).unwrap();
    let clears = text.matches("\x1b[H\x1b[2J\x1b[3J").count();
    let turns = fs::read_to_string(repo("cases/joker-twins/whole-game.in"))
        .unwrap()
        .lines()
        .count()
        / 2;
    // One clear after each turn, and one after the Jokers left at the end.
    assert_eq!(clears, turns + 1);
    assert_eq!(
        text.replace("\x1b[H\x1b[2J\x1b[3J", "").into_bytes(),
        expected
    );
}

#[test]
fn joker_twins_ends_in_a_tie_only_where_two_jokers_together_count_one() {
    // Written by `joker_twins_script 5 2 pair tie`: the Jokers together, then each player
    // finds twins until they have half of the points.
    let input = fs::read(repo("tests/fixtures/joker-twins/tie-seed-5.in")).unwrap();
    let play = |dialect: &str| {
        let output = arbiter()
            .args(["play", "joker-twins", "--seed", "5", "--dialect", dialect])
            .write_stdin(input.clone())
            .output()
            .unwrap();
        assert!(output.status.success(), "{output:?}");
        let text = String::from_utf8(output.stdout).unwrap();
        text.lines().rev().take(2).collect::<Vec<_>>().join("\n")
    };
    assert_eq!(
        play("two-jokers=one"),
        "It's a tie: 9 points each.\nGame over!"
    );
    // The spec's reading gives 19 points in all: never a tie.
    assert_eq!(
        play("two-jokers=two"),
        "Player 2 wins with 10 points against 9.\nGame over!"
    );
}

#[test]
fn joker_twins_any_layout_input_plays_every_layout_to_its_end() {
    use arbiter::games::joker_twins::rules::{Board, Game, Size, parse_coordinate};
    use arbiter::rng::GameRng;
    let input = fs::read_to_string(repo("tests/fixtures/joker-twins/any-layout.in")).unwrap();
    // Under either count of two Jokers together, and either first player: the lines are
    // read as the console reads them, a refused line asking again for the same card.
    for seed in 0..1000u64 {
        let mut rng = GameRng::from_seed(seed);
        let board = Board::shuffled(Size::SPEC, &mut rng);
        let mut game = Game::new(board, (seed % 2) as usize, 1 + (seed / 2 % 2) as u32);
        let mut first = None;
        for line in input.lines() {
            if game.is_over() {
                break;
            }
            let position = parse_coordinate(line, Size::SPEC).unwrap();
            match first {
                None if game.check_first(position).is_ok() => first = Some(position),
                Some(turned) if game.check_second(turned, position).is_ok() => {
                    game.play(turned, position);
                    game.take_last_jokers();
                    first = None;
                }
                _ => {}
            }
        }
        assert!(
            game.is_over(),
            "seed {seed}: {} cards left",
            game.board().left()
        );
    }
}

#[test]
fn a_mistake_is_played_when_asked_and_refused_when_unknown() {
    // Mode 2 to its end, then quit: the turns counted as cards come out even.
    let played = |mistake: Option<&str>| {
        let mut command = arbiter();
        command.args(["play", "concentration", "--seed", "3"]);
        if let Some(name) = mistake {
            command.args(["--mistake", name]);
        }
        let output = command.write_stdin("2\n0\n").assert().success();
        String::from_utf8(output.get_output().stdout.clone()).unwrap()
    };
    let turns = |text: &str| -> u32 {
        let line = text.lines().find(|l| l.contains("turns played")).unwrap();
        line.split_whitespace().next().unwrap().parse().unwrap()
    };
    let right = played(None);
    let wrong = played(Some("turns-count-cards"));
    assert_eq!(turns(&wrong), 2 * turns(&right));
    arbiter()
        .args(["play", "concentration", "--mistake", "nope"])
        .assert()
        .code(2)
        .stderr(predicate::str::contains(
            "concentration has no mistake \"nope\"; its mistakes are tie-goes-to-first,",
        ));
    arbiter()
        .arg("games")
        .assert()
        .success()
        .stdout(predicate::str::contains(
            "mistakes (arbiter play --mistake NAME; arbiter audit grades each):\n    tie-goes-to-first\n",
        ));
}

#[test]
fn audit_catches_every_mistake_and_says_which_case_does() {
    // Two of the catalogue, on the cases that should catch them and one that cannot.
    let output = arbiter()
        .args([
            "audit",
            "concentration",
            "--runs",
            "2",
            "--mistakes",
            "menu-quits-on-bad-choice,no-matched-line",
            "--cases",
            "menu-errors,quit,mode2-random",
            "--json",
        ])
        .assert()
        .success();
    let audit: serde_json::Value = serde_json::from_slice(&output.get_output().stdout).unwrap();
    assert_eq!(audit["control"]["caught"], 0, "{audit}");
    let menu = &audit["mistakes"]["menu-quits-on-bad-choice"];
    assert_eq!(menu["caught"], 2);
    assert_eq!(menu["named"], 2);
    assert_eq!(menu["failed"]["menu-errors"], 2);
    assert_eq!(menu["failed"]["mode2-random"], 0);
    assert_eq!(
        audit["mistakes"]["no-matched-line"]["failed"]["mode2-random"],
        2
    );
    assert_eq!(audit["survivors"], serde_json::json!([]));
    assert_eq!(audit["idle_cases"], serde_json::json!(["quit"]));
    // A mistake no case given can catch survives, and the audit fails.
    arbiter()
        .args([
            "audit",
            "concentration",
            "--runs",
            "1",
            "--mistakes",
            "tie-goes-to-first",
            "--cases",
            "quit",
        ])
        .assert()
        .code(1)
        .stdout(predicate::str::contains(
            "mistakes that passed every case on some run: tie-goes-to-first",
        ));
    arbiter()
        .args(["audit", "concentration", "--mistakes", "nope"])
        .assert()
        .code(2)
        .stderr(predicate::str::contains(
            "concentration has no mistake \"nope\"",
        ));
}
