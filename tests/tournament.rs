//! `arbiter tournament` end to end: the example bots against the built-in players with the
//! right verdict for each, results.json and standings.csv read back, the same results for
//! the same seed, `--resume` after an interruption, nondeterministic bots reported, and the
//! HTML report with its board viewer.
//! Tests that need the C compiler are skipped, with a message, where there is no `cc`.

mod common;

use std::path::{Path, PathBuf};

use assert_cmd::cargo::cargo_bin_cmd;
use serde_json::Value;

use common::{dom, have, have_cc, results};

fn examples() -> Vec<String> {
    let dir = Path::new(env!("CARGO_MANIFEST_DIR")).join("examples/bots");
    let mut files: Vec<String> = std::fs::read_dir(&dir)
        .unwrap()
        .map(|entry| entry.unwrap().path())
        .filter(|path| path.extension().is_some_and(|ext| ext == "c"))
        .map(|path| path.display().to_string())
        .collect();
    files.sort();
    files
}

/// Runs `arbiter tournament ARGS --cache CACHE` and returns its standard output.
fn tournament(args: &[&str], cache: &Path) -> String {
    let output = cargo_bin_cmd!("arbiter")
        .arg("tournament")
        .args(args)
        .arg("--cache")
        .arg(cache)
        .output()
        .unwrap();
    assert!(
        output.status.success(),
        "{}",
        String::from_utf8_lossy(&output.stderr)
    );
    String::from_utf8(output.stdout).unwrap()
}

fn standing<'a>(results: &'a Value, bot: &str) -> &'a Value {
    results["standings"]
        .as_array()
        .unwrap()
        .iter()
        .find(|line| line["bot"] == bot)
        .unwrap_or_else(|| panic!("no {bot} in the standings"))
}

#[test]
fn example_bots_against_the_builtins_get_their_verdicts() {
    if !have_cc() {
        return;
    }
    let scratch = tempfile::tempdir().unwrap();
    let out = scratch.path().join("out");
    let mut args: Vec<String> = examples();
    // Cheap built-ins: the test is about verdicts, not strength (benchmarks measure that).
    args.extend(
        [
            "greedy",
            "random",
            "--move-time",
            "0.3",
            "--seed",
            "1",
            "--jobs",
            "2",
            "--out",
        ]
        .map(String::from),
    );
    args.push(out.display().to_string());
    let args: Vec<&str> = args.iter().map(String::as_str).collect();
    let text = tournament(&args, &scratch.path().join("cache"));
    assert!(text.starts_with("isolation: "), "{text}");
    assert!(text.contains("\ntournament: 9 bots, 72 games"), "{text}");
    assert!(text.contains("crosstable"), "{text}");

    let results = results(&out);
    let games = results["games"].as_array().unwrap();
    assert_eq!(games.len(), 72);
    // Every game has both bots, a result, a reason and its moves.
    for game in games {
        assert!(game["blue"].is_string() && game["red"].is_string());
        assert!(["blue", "red", "draw", "none"].contains(&game["result"].as_str().unwrap()));
        assert!(!game["reason"].as_str().unwrap().is_empty());
        assert!(game["moves"].is_array());
    }
    // Each misbehaving bot loses every game it moves in with its own kind of violation:
    // 16 games, and it moves in all but the 5 where its blue opponent failed first.
    for (bot, kind) in [
        ("segfault", "crash"),
        ("endless_loop", "timeout"),
        ("illegal_move", "illegal"),
        ("writes_board", "board"),
        ("prints", "print"),
        ("memory_hog", "memory"),
    ] {
        let line = standing(&results, bot);
        assert_eq!(line["violations"][kind], 11, "{bot}: {line}");
        let total: u64 = line["violations"]
            .as_object()
            .unwrap()
            .values()
            .map(|v| v.as_u64().unwrap())
            .sum();
        assert_eq!(total, 11, "{bot} has only its own kind: {line}");
        assert_eq!(line["points"], 10, "{bot}");
        let reason = games
            .iter()
            .find(|g| {
                g["violations"]
                    .as_array()
                    .unwrap()
                    .iter()
                    .any(|v| v["bot"] == bot)
            })
            .map(|g| g["reason"].as_str().unwrap().to_string())
            .unwrap();
        assert!(
            reason.starts_with(&format!("{bot}: the player")),
            "{reason}"
        );
    }
    let segfault_reason = games
        .iter()
        .filter_map(|g| g["reason"].as_str())
        .find(|r| r.starts_with("segfault:"))
        .unwrap();
    assert!(segfault_reason.contains("SIGSEGV"), "{segfault_reason}");
    html_report(&out, games);
    // The sound bots commit no violation.
    let sound = ["forward", "greedy", "random"];
    for bot in sound {
        let line = standing(&results, bot);
        assert!(
            line["violations"]
                .as_object()
                .unwrap()
                .values()
                .all(|v| v == 0),
            "{bot}: {line}"
        );
    }
    // Each sound bot wins both games against each of the six misbehaving bots, which
    // take 10 points each: a sound bot ranks first, with 24 points or more.
    let first = &results["standings"][0];
    assert!(sound.contains(&first["bot"].as_str().unwrap()), "{first}");
    assert_eq!(first["rank"], 1);
    assert!(first["points"].as_u64().unwrap() >= 24, "{first}");
    // Points add up: two per game.
    let points: u64 = results["standings"]
        .as_array()
        .unwrap()
        .iter()
        .map(|l| l["points"].as_u64().unwrap())
        .sum();
    assert_eq!(points, 2 * 72);
    // Elo follows the points here: the best bot has the highest rating.
    let elo = |bot: &str| standing(&results, bot)["elo"].as_f64().unwrap();
    let best = first["bot"].as_str().unwrap();
    assert!(elo(best) > elo("segfault") && elo(best) > elo("memory_hog"));
    // The example bots are deterministic; the endless loop was never answered to replay.
    let bots = results["bots"].as_array().unwrap();
    let bot = |name: &str| bots.iter().find(|b| b["name"] == name).unwrap();
    assert_eq!(bot("forward")["deterministic"], true);
    assert_eq!(bot("endless_loop")["deterministic"], Value::Null);
    assert_eq!(bot("greedy")["deterministic"], Value::Null);
    assert_eq!(bot("forward")["fingerprint"].as_str().unwrap().len(), 64);

    // standings.csv: the same table, one row per bot, best first.
    let mut reader = csv::Reader::from_path(out.join("standings.csv")).unwrap();
    let header: Vec<String> = reader.headers().unwrap().iter().map(String::from).collect();
    assert_eq!(
        header,
        [
            "rank",
            "bot",
            "points",
            "wins",
            "draws",
            "losses",
            "elo",
            "elo_margin",
            "load",
            "crash",
            "memory",
            "timeout",
            "illegal",
            "board",
            "print",
            "deterministic"
        ]
    );
    let rows: Vec<csv::StringRecord> = reader.records().map(Result::unwrap).collect();
    assert_eq!(rows.len(), 9);
    assert_eq!(&rows[0][1], best);
    assert_eq!(rows[0][2], first["points"].to_string());
    let segfault = rows.iter().find(|r| &r[1] == "segfault").unwrap();
    assert_eq!(&segfault[9], "11");
    assert_eq!(&segfault[15], "yes");
    let json_points: Vec<u64> = results["standings"]
        .as_array()
        .unwrap()
        .iter()
        .map(|l| l["points"].as_u64().unwrap())
        .collect();
    let csv_points: Vec<u64> = rows.iter().map(|r| r[2].parse().unwrap()).collect();
    assert_eq!(json_points, csv_points);
}

#[test]
fn the_same_seed_gives_the_same_results_and_resume_finishes_the_rest() {
    let scratch = tempfile::tempdir().unwrap();
    let cache = scratch.path().join("cache");
    let first = scratch.path().join("first");
    let second = scratch.path().join("second");
    if !have_cc() {
        return;
    }
    // Three cheap bots, one of them external: the mechanism, not the strength, is tested.
    let forward = examples()
        .into_iter()
        .find(|path| path.ends_with("forward.c"))
        .unwrap();
    let bots = ["random", "greedy", forward.as_str()];
    let run = |out: &PathBuf| {
        let mut args = bots.to_vec();
        let out = out.display().to_string();
        args.extend(["--seed", "9", "--out"]);
        args.push(&out);
        tournament(&args, &cache)
    };
    let text = run(&first);
    assert_eq!(run(&second), text);
    let a = std::fs::read_to_string(first.join("results.json")).unwrap();
    assert_eq!(
        a,
        std::fs::read_to_string(second.join("results.json")).unwrap()
    );

    // Interrupt the second: keep the header, two games and half a line.
    let journal = second.join("journal.jsonl");
    let full = std::fs::read_to_string(&journal).unwrap();
    let lines: Vec<&str> = full.lines().collect();
    assert_eq!(lines.len(), 7);
    let kept = format!(
        "{}\n{}\n{}\n{}",
        lines[0],
        lines[3],
        lines[5],
        &lines[6][..20]
    );
    std::fs::write(&journal, kept).unwrap();
    std::fs::remove_file(second.join("results.json")).unwrap();
    let resumed = tournament(
        &[
            bots[0],
            bots[1],
            bots[2],
            "--resume",
            second.to_str().unwrap(),
        ],
        &cache,
    );
    assert_eq!(resumed, text);
    assert_eq!(
        std::fs::read_to_string(second.join("results.json")).unwrap(),
        a
    );
    // The journal holds each game once again, the kept ones first, unchanged.
    let again = std::fs::read_to_string(&journal).unwrap();
    let again: Vec<&str> = again.lines().collect();
    assert_eq!(again.len(), 7);
    assert_eq!(again[1], lines[3]);
    assert_eq!(again[2], lines[5]);
    let mut sorted_old = lines[1..].to_vec();
    let mut sorted_new = again[1..].to_vec();
    sorted_old.sort_unstable();
    sorted_new.sort_unstable();
    assert_eq!(sorted_old, sorted_new);
}

#[test]
fn resume_refuses_other_bots_or_settings() {
    let scratch = tempfile::tempdir().unwrap();
    let cache = scratch.path().join("cache");
    let out = scratch.path().join("out");
    let out_text = out.display().to_string();
    tournament(
        &["random", "greedy", "--seed", "3", "--out", &out_text],
        &cache,
    );
    for (args, expected) in [
        (vec!["random", "default"], "bots then: random greedy"),
        (vec!["random", "greedy", "--move-time", "1"], "move time"),
        (vec!["random", "greedy", "--seed", "4"], "--seed differs"),
    ] {
        let output = cargo_bin_cmd!("arbiter")
            .arg("tournament")
            .args(&args)
            .args(["--resume", &out_text, "--cache"])
            .arg(&cache)
            .output()
            .unwrap();
        assert_eq!(output.status.code(), Some(2), "{args:?}");
        let err = String::from_utf8_lossy(&output.stderr);
        assert!(err.contains(expected), "{args:?}: {err}");
    }
}

#[test]
fn nondeterministic_bots_are_reported() {
    if !have_cc() {
        return;
    }
    let scratch = tempfile::tempdir().unwrap();
    // Answers an illegal code that depends on the clock: it loses, differently each time.
    let clock = scratch.path().join("clock.c");
    std::fs::write(
        &clock,
        "#include <time.h>\nint ai_player_clock(int p, const int *b) {\n  struct timespec t;\n  \
         clock_gettime(CLOCK_MONOTONIC, &t);\n  return 1100 + (int)(t.tv_nsec / 1000 % 77);\n}\n",
    )
    .unwrap();
    let out = scratch.path().join("out");
    let text = tournament(
        &[
            clock.to_str().unwrap(),
            "greedy",
            "--seed",
            "2",
            "--out",
            out.to_str().unwrap(),
        ],
        &scratch.path().join("cache"),
    );
    assert!(text.contains("clock is nondeterministic"), "{text}");
    let results = results(&out);
    let clock_bot = &results["bots"][0];
    assert_eq!(clock_bot["deterministic"], false);
    assert!(
        clock_bot["determinism_note"]
            .as_str()
            .unwrap()
            .contains("when asked again"),
        "{clock_bot}"
    );
}

#[test]
fn a_bot_that_does_not_compile_loses_every_game_and_the_others_play_on() {
    if !have_cc() {
        return;
    }
    let scratch = tempfile::tempdir().unwrap();
    let broken = scratch.path().join("aiplayer_7.c");
    std::fs::write(&broken, "int ai_player_7(int p, const int *b) { return }\n").unwrap();
    let out = scratch.path().join("out");
    let text = tournament(
        &[
            broken.to_str().unwrap(),
            "random",
            "greedy",
            "--seed",
            "1",
            "--out",
            out.to_str().unwrap(),
        ],
        &scratch.path().join("cache"),
    );
    assert!(text.contains("aiplayer_7 cannot play"), "{text}");
    assert!(text.contains("did not compile"), "{text}");
    let results = results(&out);
    let line = standing(&results, "aiplayer_7");
    assert_eq!(line["points"], 0);
    assert_eq!(line["losses"], 4);
    assert_eq!(line["violations"]["load"], 4);
    assert!(
        results["bots"][0]["error"]
            .as_str()
            .unwrap()
            .contains("did not compile")
    );
    // The other two played their games against each other.
    let played = results["games"]
        .as_array()
        .unwrap()
        .iter()
        .filter(|g| !g["moves"].as_array().unwrap().is_empty())
        .count();
    assert_eq!(played, 2);
}

#[test]
fn usage_errors() {
    let output = cargo_bin_cmd!("arbiter")
        .args(["tournament", "greedy"])
        .output()
        .unwrap();
    assert_eq!(output.status.code(), Some(2));
    let output = cargo_bin_cmd!("arbiter")
        .args(["tournament", "greedy", "greedy", "--seed", "1"])
        .output()
        .unwrap();
    assert_eq!(output.status.code(), Some(2));
    assert!(String::from_utf8_lossy(&output.stderr).contains("named twice"));
    let output = cargo_bin_cmd!("arbiter")
        .args(["tournament", "greedy", "nowhere/bot.c"])
        .output()
        .unwrap();
    assert_eq!(output.status.code(), Some(2));
    assert!(String::from_utf8_lossy(&output.stderr).contains("no such file: nowhere/bot.c"));
}

#[test]
fn spinning_hosts_give_the_same_results_byte_for_byte() {
    if !have_cc() {
        return;
    }
    // One thread leaves a spare CPU (on a machine with two or more) where one host of each
    // game spins; 64 threads leave none, so every host waits on its pipes. Every kind of
    // fault is among the example bots.
    let scratch = tempfile::tempdir().unwrap();
    let cache = scratch.path().join("cache");
    let run = |jobs: &str| {
        let out = scratch.path().join(format!("jobs{jobs}"));
        let mut args: Vec<String> = examples();
        args.extend(
            [
                "greedy",
                "--move-time",
                "0.3",
                "--seed",
                "4",
                "--jobs",
                jobs,
            ]
            .map(String::from),
        );
        args.extend(["--out".to_string(), out.display().to_string()]);
        let args: Vec<&str> = args.iter().map(String::as_str).collect();
        let text = tournament(&args, &cache);
        (
            text,
            std::fs::read_to_string(out.join("results.json")).unwrap(),
        )
    };
    let (spinning_text, spinning) = run("1");
    let (waiting_text, waiting) = run("64");
    assert_eq!(spinning, waiting);
    assert_eq!(spinning_text, waiting_text);
}

#[test]
fn a_cached_bot_that_changed_is_built_again_and_said_so() {
    if !have_cc() {
        return;
    }
    let cache = tempfile::tempdir().unwrap();
    let forward = Path::new(env!("CARGO_MANIFEST_DIR")).join("examples/bots/forward.c");
    let args = [forward.to_str().unwrap(), "random", "--seed", "1"];
    let run = || {
        cargo_bin_cmd!("arbiter")
            .arg("tournament")
            .args(args)
            .arg("--cache")
            .arg(cache.path())
            .output()
            .unwrap()
    };
    let first = run();
    assert!(first.status.success(), "{first:?}");
    let library: PathBuf = std::fs::read_dir(cache.path())
        .unwrap()
        .map(|entry| entry.unwrap().path())
        .find(|path| path.extension().is_some_and(|ext| ext == "so"))
        .unwrap();
    // Unchanged: used as it is, silently.
    let again = run();
    assert!(
        !String::from_utf8_lossy(&again.stderr).contains("built again"),
        "{again:?}"
    );
    // Poisoned: built again, and said so; the games are the same.
    let mut bytes = std::fs::read(&library).unwrap();
    let last = bytes.len() - 1;
    bytes[last] ^= 0xff;
    std::fs::write(&library, &bytes).unwrap();
    let poisoned = run();
    assert!(poisoned.status.success(), "{poisoned:?}");
    let stderr = String::from_utf8_lossy(&poisoned.stderr);
    assert!(
        stderr.contains("arbiter: forward: the cached library of ")
            && stderr.contains("was not the one built: built again"),
        "{stderr}"
    );
    assert_ne!(std::fs::read(&library).unwrap(), bytes);
    assert_eq!(poisoned.stdout, first.stdout);
}

#[test]
fn a_bot_played_without_every_protection_is_said_to_be() {
    if !have_cc() {
        return;
    }
    let scratch = tempfile::tempdir().unwrap();
    let simulate = |isolation: &str| {
        let output = cargo_bin_cmd!("arbiter")
            .args(["simulate", "checkers", "--games", "1", "--seed", "2"])
            .args(["--blue", "greedy", "--red"])
            .arg(Path::new(env!("CARGO_MANIFEST_DIR")).join("examples/bots/forward.c"))
            .args(["--isolation", isolation, "--cache"])
            .arg(scratch.path())
            .output()
            .unwrap();
        assert!(output.status.success(), "{output:?}");
        String::from_utf8(output.stderr).unwrap()
    };
    let off = simulate("off");
    assert!(
        off.contains("arbiter: isolation: off (--isolation off): bot hosts are not confined"),
        "{off}"
    );
    let missing = arbiter::sandbox::Available::probe().missing(arbiter::sandbox::Subject::BotHost);
    if missing.is_empty() {
        let best = simulate("best");
        assert!(!best.contains("isolation"), "{best}");
    }
}

/// The HTML report of a tournament: every bot in the standings, each forfeit with its
/// reason, and a viewer for each game with a position before the first turn and after
/// each; in the browser, the viewer shows the one position its address names.
fn html_report(out: &Path, games: &[Value]) {
    let index = std::fs::read_to_string(out.join("index.html")).unwrap();
    for bot in [
        "segfault",
        "endless_loop",
        "illegal_move",
        "greedy",
        "random",
    ] {
        assert!(index.contains(&format!("<td>{bot}</td>")), "{bot}");
    }
    assert!(
        index.contains("<h3>segfault: 11 games</h3>"),
        "segfault's forfeits"
    );
    assert!(index.contains("crash: the player crashed: killed by SIGSEGV"));
    assert_eq!(index.matches("<svg class=\"interval\"").count(), 9);
    let longest = (games.iter())
        .max_by_key(|game| game["moves"].as_array().unwrap().len())
        .unwrap();
    let turns = longest["moves"].as_array().unwrap().len();
    assert!(turns > 4, "{turns}");
    let viewer = out.join(format!("games/{}.html", longest["game"]));
    let page = std::fs::read_to_string(&viewer).unwrap();
    assert_eq!(
        page.matches("<section class=\"position\"").count(),
        turns + 1
    );
    if !have("chromium") {
        println!("skipping the viewer in the browser: chromium is not installed");
        return;
    }
    let profile = tempfile::tempdir().unwrap();
    let mut address = viewer.clone().into_os_string();
    address.push("#t3");
    let shown = dom(profile.path(), Path::new(&address));
    let sections: Vec<&str> = shown.split("<section class=\"position\"").skip(1).collect();
    assert_eq!(sections.len(), turns + 1);
    let visible: Vec<&&str> = (sections.iter())
        .filter(|s| !s.split('>').next().unwrap().contains("hidden"))
        .collect();
    assert_eq!(visible.len(), 1, "one position shows");
    assert!(visible[0].contains("id=\"t3\""), "{}", visible[0]);
}
