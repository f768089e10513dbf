//! A hostile class graded beside an honest student: each attack fails, nothing it started
//! is alive afterwards, and nothing outside its run folder changed.
//!
//! Where this machine lacks a protection (`arbiter grade` says which on its first line),
//! the attacks it stops are not asserted, and the test says so.

mod common;

use std::collections::BTreeMap;
use std::fs;
use std::path::{Path, PathBuf};
use std::process::Command as Process;

use arbiter::sandbox::{Available, Subject};
use assert_cmd::Command;
use serde_json::Value;
use sha2::{Digest, Sha256};

use common::{repo, script};

/// Writes a student: an executable shell script `game` in `folder`.
fn student(folder: &Path, body: &str) {
    script(&folder.join("game"), body);
}

/// The hash of every file under `root`, by path.
fn hashes(root: &Path) -> BTreeMap<PathBuf, Vec<u8>> {
    walkdir::WalkDir::new(root)
        .into_iter()
        .filter_map(Result::ok)
        .filter(|entry| entry.file_type().is_file())
        .map(|entry| {
            let bytes = fs::read(entry.path()).unwrap_or_default();
            (entry.path().to_path_buf(), Sha256::digest(bytes).to_vec())
        })
        .collect()
}

/// The command lines of the processes whose command line holds `token`.
fn alive(token: &str) -> Vec<String> {
    let me = std::process::id().to_string();
    fs::read_dir("/proc")
        .unwrap()
        .filter_map(Result::ok)
        .map(|entry| entry.file_name().to_string_lossy().to_string())
        .filter(|pid| pid.bytes().all(|b| b.is_ascii_digit()) && *pid != me)
        .filter_map(|pid| fs::read(format!("/proc/{pid}/cmdline")).ok())
        .map(|bytes| String::from_utf8_lossy(&bytes).replace('\0', " "))
        .filter(|line| line.contains(token))
        .collect()
}

#[test]
fn a_hostile_class_cannot_cheat_harm_others_or_outlive_its_runs() {
    let available = Available::probe();
    if !available.missing(Subject::Run).is_empty() {
        eprintln!(
            "skipping: this machine lacks {:?}, so some attacks would succeed",
            available.missing(Subject::Run)
        );
        return;
    }
    let dir = tempfile::tempdir().unwrap();
    let class = dir.path().join("class");
    let report = dir.path().join("report");
    let token = format!("arbiter-hostile-{}", std::process::id());
    let golden = repo("golden/concentration/quit.out");
    let arbiter_binary = assert_cmd::cargo::cargo_bin("arbiter");

    // The honest student prints the transcript it keeps in its own folder.
    let honest = class.join("honest");
    fs::create_dir_all(&honest).unwrap();
    fs::copy(&golden, honest.join("quit.txt")).unwrap();
    student(&honest, r#"cat >/dev/null; cat "$(dirname "$0")/quit.txt""#);

    // Prints the golden by its absolute path.
    student(
        &class.join("golden-reader"),
        &format!("cat >/dev/null; cat '{}'", golden.display()),
    );
    // Runs the grader itself, which is the reference engine.
    student(
        &class.join("grader-runner"),
        &format!(
            "exec /proc/$PPID/exe play concentration --seed 1 2>/dev/null || exec '{}' play concentration --seed 1",
            arbiter_binary.display()
        ),
    );
    // Kills every process it can see, then prints nothing.
    student(
        &class.join("sibling-killer"),
        "kill -9 -1 2>/dev/null; for p in /proc/[0-9]*; do kill -9 \"${p#/proc/}\" 2>/dev/null; done; kill -STOP $PPID 2>/dev/null; cat >/dev/null",
    );
    // Appends a forged pass to the journal and reads the honest student's transcript.
    student(
        &class.join("journal-forger"),
        &format!(
            "echo '{{\"submission\":\"journal-forger\",\"forged\":true}}' >> '{}/journal.jsonl'; cat '{}/quit.txt'",
            report.display(),
            honest.display()
        ),
    );
    // Leaves a daemon (a new session, forked twice) that would rewrite the gradebook.
    student(
        &class.join("daemon"),
        &format!(
            "setsid sh -c '(while :; do echo forged > \"{}/grades.csv\"; sleep 0.2; done; : {token}) &' & cat >/dev/null; sleep 0.2",
            report.display()
        ),
    );
    // Fills /dev/shm and /tmp.
    student(
        &class.join("disk-filler"),
        &format!(
            "head -c 8M /dev/zero > /dev/shm/{token}; head -c 8M /dev/zero > /tmp/{token}; cat >/dev/null"
        ),
    );
    // Spins on three processes for ever.
    student(
        &class.join("spinner"),
        &format!("for i in 1 2 3; do sh -c 'while :; do :; done; : {token}' & done; wait"),
    );

    let cases = hashes(&repo("cases"));
    let goldens = hashes(&repo("golden"));
    let sources = hashes(&class);
    let assert = Command::cargo_bin("arbiter")
        .unwrap()
        .current_dir(env!("CARGO_MANIFEST_DIR"))
        .args(["grade", "--game", "concentration", "--cases", "quit"])
        // A wall time well above the CPU time: the spinner's processes reach theirs
        // however busy the machine is with other tests.
        .args(["--compare", "exact", "--timeout", "10", "--cpu-time", "1"])
        .args(["--isolation", "strict", "--jobs", "2", "--report"])
        .arg(&report)
        .arg(&class)
        .assert()
        .code(1);
    let table = String::from_utf8_lossy(&assert.get_output().stdout).to_string();
    assert!(
        table.starts_with("isolation: files, signals, process tree, system calls, CPU time\n"),
        "{table}"
    );
    // Give a surviving daemon the time to strike.
    std::thread::sleep(std::time::Duration::from_millis(600));

    let results: Value =
        serde_json::from_str(&fs::read_to_string(report.join("results.json")).unwrap()).unwrap();
    let verdicts: BTreeMap<String, (String, String)> = (results["submissions"].as_array())
        .unwrap()
        .iter()
        .map(|s| {
            let case = &s["cases"][0];
            (
                s["id"].as_str().unwrap().to_string(),
                (
                    case["verdict"].as_str().unwrap().to_string(),
                    case["detail"].as_str().unwrap_or("").to_string(),
                ),
            )
        })
        .collect();
    assert_eq!(verdicts["honest"].0, "pass", "{verdicts:?}");
    for (id, (verdict, _)) in &verdicts {
        if id != "honest" {
            assert_ne!(verdict, "pass", "{id}: {verdicts:?}");
        }
    }
    assert_eq!(verdicts["spinner"].0, "timeout", "{verdicts:?}");
    assert!(verdicts["spinner"].1.contains("CPU time"), "{verdicts:?}");
    assert_eq!(
        results["isolation"]["missing"].as_array().map(Vec::len),
        Some(0),
        "{}",
        results["isolation"]
    );

    // Nothing it started is alive, and nothing outside the run folders changed.
    assert_eq!(alive(&token), Vec::<String>::new());
    assert_eq!(hashes(&repo("cases")), cases);
    assert_eq!(hashes(&repo("golden")), goldens);
    assert_eq!(hashes(&class), sources);
    assert!(!Path::new(&format!("/dev/shm/{token}")).exists());
    assert!(!Path::new(&format!("/tmp/{token}")).exists());
    let journal = fs::read_to_string(report.join("journal.jsonl")).unwrap();
    assert!(!journal.contains("forged"), "{journal}");
    let gradebook = fs::read_to_string(report.join("grades.csv")).unwrap();
    assert!(!gradebook.contains("forged"), "{gradebook}");
    assert_eq!(journal.lines().count(), 1 + verdicts.len(), "{journal}");
}

/// Sends `SIGINT` to `arbiter`, which must stop within 5 s with status 130; its standard
/// error.
fn interrupt(arbiter: std::process::Child) -> String {
    // SAFETY: signalling a child of this test.
    unsafe {
        libc::kill(arbiter.id() as libc::pid_t, libc::SIGINT);
    }
    let stopping = std::time::Instant::now();
    let output = arbiter.wait_with_output().unwrap();
    assert!(stopping.elapsed().as_secs() < 5, "{:?}", stopping.elapsed());
    assert_eq!(output.status.code(), Some(130), "{output:?}");
    String::from_utf8_lossy(&output.stderr).into_owned()
}

#[test]
fn an_interrupt_stops_every_run_keeps_the_journal_and_leaves_nothing_behind() {
    let dir = tempfile::tempdir().unwrap();
    let temporary = dir.path().join("tmp");
    fs::create_dir_all(&temporary).unwrap();
    let class = dir.path().join("class");
    let report = dir.path().join("report");
    let token = format!("arbiter-interrupted-{}", std::process::id());
    for name in ["ann", "bob"] {
        student(
            &class.join(name),
            &format!("sh -c 'while :; do :; done; : {token}' & while :; do :; done"),
        );
    }
    let grader = Process::new(assert_cmd::cargo::cargo_bin("arbiter"))
        .current_dir(env!("CARGO_MANIFEST_DIR"))
        .env("TMPDIR", &temporary)
        .args([
            "grade",
            "--game",
            "concentration",
            "--cases",
            "quit,menu-errors",
        ])
        .args(["--timeout", "60", "--jobs", "2", "--report"])
        .arg(&report)
        .arg(&class)
        .stdout(std::process::Stdio::piped())
        .stderr(std::process::Stdio::piped())
        .spawn()
        .unwrap();
    // Wait until both runs are under way.
    let started = std::time::Instant::now();
    while alive(&token).len() < 2 && started.elapsed().as_secs() < 20 {
        std::thread::sleep(std::time::Duration::from_millis(20));
    }
    assert_eq!(alive(&token).len(), 2);
    let stderr = interrupt(grader);
    assert!(
        stderr.contains("interrupted: every run in flight was stopped")
            && stderr.contains("journal.jsonl: the same command with --resume finishes the work"),
        "{stderr}"
    );
    assert_eq!(alive(&token), Vec::<String>::new());
    // The journal holds its header and no result of a run cut short.
    let journal = fs::read_to_string(report.join("journal.jsonl")).unwrap();
    assert_eq!(journal.lines().count(), 1, "{journal}");
    assert!(!report.join("results.json").exists());
    let left: Vec<_> = fs::read_dir(&temporary)
        .unwrap()
        .map(|entry| entry.unwrap().file_name().to_string_lossy().to_string())
        // Only the private cache of the instant-sleep library stays.
        // SAFETY: getuid cannot fail.
        .filter(|name| *name != format!("arbiter-{}", unsafe { libc::getuid() }))
        .collect();
    assert_eq!(left, Vec::<String>::new());
}

/// The hostile bots of `tests/fixtures/hostile-bots`, and `forward` (an honest bot), copied
/// into `folder`; the thief is told where arbiter's own library is. The hostile bots play
/// `forward`'s moves, from `forward.h`: its source with its function made private.
fn hostile_bots(folder: &Path, library: &Path) {
    fs::create_dir_all(folder).unwrap();
    for entry in fs::read_dir(repo("tests/fixtures/hostile-bots")).unwrap() {
        let path = entry.unwrap().path();
        let text = fs::read_to_string(&path).unwrap();
        let text = text.replace("ARBITER_LIBRARY", library.to_str().unwrap());
        fs::write(folder.join(path.file_name().unwrap()), text).unwrap();
    }
    let forward = fs::read_to_string(repo("examples/bots/forward.c")).unwrap();
    let private = forward.replace("int ai_player_forward(", "static int forward_move(");
    assert_ne!(private, forward);
    fs::write(folder.join("forward.h"), private).unwrap();
    fs::write(folder.join("forward.c"), forward).unwrap();
}

/// Plays a tournament between `bots` (sources in `folder`) under `isolation`; its results.
fn tournament(folder: &Path, cache: &Path, isolation: &str, bots: &[&str]) -> Value {
    let out = folder.with_file_name(format!("out-{isolation}"));
    let mut command = Command::cargo_bin("arbiter").unwrap();
    command
        .args([
            "tournament",
            "--seed",
            "3",
            "--move-time",
            "2",
            "--jobs",
            "2",
        ])
        .args(["--isolation", isolation, "--cache"])
        .arg(cache)
        .arg("--out")
        .arg(&out)
        .args(bots.iter().map(|bot| folder.join(format!("{bot}.c"))))
        .timeout(std::time::Duration::from_secs(120))
        .assert()
        .success();
    serde_json::from_str(&fs::read_to_string(out.join("results.json")).unwrap()).unwrap()
}

/// The violations of a tournament, as `bot: message`.
fn violations(results: &Value) -> Vec<String> {
    results["games"]
        .as_array()
        .unwrap()
        .iter()
        .flat_map(|game| game["violations"].as_array().unwrap())
        .map(|v| format!("{}: {}", v["bot"].as_str().unwrap(), v["message"]))
        .collect()
}

#[test]
fn hostile_bots_cannot_harm_the_others_the_cache_or_arbiter() {
    let available = Available::probe();
    if !available.missing(Subject::BotHost).is_empty() {
        eprintln!(
            "skipping: this machine lacks {:?}, so some attacks would succeed",
            available.missing(Subject::BotHost)
        );
        return;
    }
    let dir = tempfile::tempdir().unwrap();
    let bots = dir.path().join("bots");
    let binary = assert_cmd::cargo::cargo_bin("arbiter");
    let library = binary.with_file_name("libarbiter.so");
    hostile_bots(&bots, &library);
    let sources = hashes(&bots);
    let cache = dir.path().join("cache");
    let all = [
        "forward",
        "host_killer",
        "cache_poisoner",
        "reference_thief",
        "daemon",
    ];

    let results = tournament(&bots, &cache, "strict", &all);
    assert_eq!(results["isolation"]["missing"], serde_json::json!([]));
    // Every game was played to its end: no host was killed, no library poisoned, and the
    // thief, who found no reference to call, gave up every game.
    let games = results["games"].as_array().unwrap();
    assert_eq!(games.len(), 20);
    assert!(games.iter().all(|game| game["result"] != "none"));
    let found = violations(&results);
    assert_eq!(found.len(), 8, "{found:#?}");
    assert!(
        (found.iter())
            .all(|violation| violation.starts_with("reference_thief: \"the player answered -1")),
        "{found:#?}"
    );
    // The cache holds the five libraries and their records, each library as built.
    let mut entries: Vec<String> = fs::read_dir(&cache)
        .unwrap()
        .map(|entry| entry.unwrap().file_name().to_string_lossy().to_string())
        .collect();
    entries.sort();
    assert_eq!(entries.len(), 10, "{entries:?}");
    for library in entries.iter().filter(|name| name.ends_with(".so")) {
        let bytes = fs::read(cache.join(library)).unwrap();
        let hash: String = (Sha256::digest(bytes).iter())
            .map(|byte| format!("{byte:02x}"))
            .collect();
        let recorded = fs::read_to_string(cache.join(format!("{library}.sha256"))).unwrap();
        assert_eq!(hash, recorded.trim(), "{library}");
    }
    assert_eq!(hashes(&bots), sources);
    // Nothing a bot started is alive: no host, no daemon.
    assert_eq!(alive(cache.to_str().unwrap()), Vec::<String>::new());

    // Unconfined, the same attacks succeed: the thief plays the reference's moves, and the
    // poisoner breaks the other library and leaves its file. (The killer and the daemon
    // are not let loose: they would reach beyond the test.)
    let open_cache = dir.path().join("open-cache");
    if library.exists() {
        let results = tournament(&bots, &open_cache, "off", &["forward", "reference_thief"]);
        let found = violations(&results);
        assert_eq!(found, Vec::<String>::new());
    }
    let results = tournament(&bots, &open_cache, "off", &["forward", "cache_poisoner"]);
    let found = violations(&results);
    assert!(
        (found.iter()).any(|v| v == "forward: \"the player could not be started\""),
        "{found:#?}"
    );
    assert!(open_cache.join("planted.so").exists());
}

#[test]
fn an_interrupted_tournament_kills_its_hosts_and_keeps_its_journal() {
    let dir = tempfile::tempdir().unwrap();
    let cache = dir.path().join("cache");
    let out = dir.path().join("out");
    let endless = repo("examples/bots/endless_loop.c");
    let forward = repo("examples/bots/forward.c");
    let tournament = Process::new(assert_cmd::cargo::cargo_bin("arbiter"))
        .args([
            "tournament",
            "--seed",
            "1",
            "--jobs",
            "2",
            "--move-time",
            "60",
        ])
        .arg("--cache")
        .arg(&cache)
        .arg("--out")
        .arg(&out)
        .arg(&endless)
        .arg(&forward)
        .stdout(std::process::Stdio::piped())
        .stderr(std::process::Stdio::piped())
        .spawn()
        .unwrap();
    // Both games wait on the endless bot: three hosts (the forward bot, blue in one game
    // only, has been asked once), two of them spinning.
    let token = cache.to_str().unwrap().to_string();
    let hosts = || {
        let mut found = alive(&token);
        found.retain(|line| line.contains(" bot-host "));
        found
    };
    // The journal is started once the bots are built and their trial hosts are gone.
    let started = std::time::Instant::now();
    while !out.join("journal.jsonl").exists() && started.elapsed().as_secs() < 30 {
        std::thread::sleep(std::time::Duration::from_millis(20));
    }
    // On a busy machine a trial host may still be on its way out: wait for the three.
    let found = loop {
        let found = hosts();
        if found.len() == 3 || started.elapsed().as_secs() >= 30 {
            break found;
        }
        std::thread::sleep(std::time::Duration::from_millis(20));
    };
    assert_eq!(found.len(), 3, "{found:?}");
    std::thread::sleep(std::time::Duration::from_millis(200));
    let stderr = interrupt(tournament);
    assert!(
        stderr.contains("interrupted: every game in flight was stopped and its bot hosts killed")
            && stderr.contains("--resume"),
        "{stderr}"
    );
    assert_eq!(alive(&token), Vec::<String>::new());
    // The journal holds its header and no game cut short; no results were written.
    let journal = fs::read_to_string(out.join("journal.jsonl")).unwrap();
    assert_eq!(journal.lines().count(), 1, "{journal}");
    assert!(!out.join("results.json").exists());
    // The cache holds the two libraries and their records: no build folder is left.
    assert_eq!(fs::read_dir(&cache).unwrap().count(), 4);
}
