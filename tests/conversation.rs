//! Conversations: arbiter plays a program as a TA does at a demo, answering each question
//! when the program waits for it, in the form it asks for, whatever its deal.

mod common;

use std::collections::BTreeMap;
use std::path::Path;
use std::time::Duration;

use arbiter::conversation::Player;
use arbiter::games::crazy_eights::demo::Demo;
use arbiter::grade::run::{Limits, Program, Termination, converse};

use common::{arbiter, have, have_cc, repo, results};

fn limits() -> Limits {
    Limits {
        wall_time: Duration::from_secs(20),
        idle_time: Some(Duration::from_secs(5)),
        max_output: 1 << 20,
        memory: None,
        cpu_time: None,
    }
}

/// Plays `games` games of Crazy Eights with `program` and checks it played them to their
/// ends and quit when asked to.
fn plays_to_the_end(program: &Program, games: usize, what: &str) {
    let mut demo = Demo::new(games);
    let out = converse(program, &BTreeMap::new(), &limits(), &mut demo);
    let text = String::from_utf8_lossy(&out.stdout);
    assert_eq!(demo.stopped(), None, "{what}: {text}");
    assert_eq!(out.status, Termination::Exited(0), "{what}: {text}");
    // Each game takes a play or a draw on every turn of the user's.
    assert!(
        demo.exchanges().len() >= 4 * games,
        "{what}: {:?}",
        demo.exchanges()
    );
    // Both hands are counted at the end of each game.
    let over = text.matches("Your points").count();
    assert_eq!(over, games, "{what}: {text}");
    // Every answer was read as the program wanted it: none was refused.
    assert_eq!(demo.refused(), 0, "{what}: {:?}\n{text}", demo.exchanges());
    assert!(!text.contains("could not be written"), "{what}: {text}");
}

#[test]
fn the_engine_is_played_to_the_end_of_its_games_whatever_its_deal() {
    let arbiter = assert_cmd::cargo::cargo_bin("arbiter");
    let stats = tempfile::tempdir().unwrap();
    let file = stats.path().join("stats.txt");
    for seed in 1..=4 {
        let mut argv = vec![
            arbiter.display().to_string(),
            "play".into(),
            "crazy-eights".into(),
            "--seed".into(),
            seed.to_string(),
        ];
        // The extras' questions too, on some seeds.
        if seed % 2 == 0 {
            argv.extend([
                "--lazy".into(),
                "--stats".into(),
                file.display().to_string(),
            ]);
        }
        plays_to_the_end(&Program::new(argv), 2, &format!("seed {seed}"));
    }
}

/// Students' programs, each seeded from the clock, so each run deals anew: the demo's
/// correct one, with the engine's dialogue, and one written from the spec alone with its
/// own (the statistics question first as yes or no, the hand on its own line numbered from
/// 0, the cards in one answer or -1 to draw, automatic draws, Q or N to stop).
#[test]
fn students_programs_are_played_to_the_end_of_their_games_in_their_own_dialogues() {
    if !have_cc() {
        eprintln!("skipping: no C compiler");
        return;
    }
    let dir = tempfile::tempdir().unwrap();
    for (name, source, games) in [
        (
            "correct",
            "examples/submissions/crazy-eights/correct/game.c",
            1,
        ),
        (
            "own-dialogue",
            "examples/submissions/crazy-eights/own-dialogue/game.c",
            2,
        ),
    ] {
        let binary = dir.path().join(name);
        build(source, &binary);
        for run in 0..3 {
            let what = format!("{name}, run {run}");
            plays_to_the_end(&Program::new([binary.as_path()]), games, &what);
        }
    }
}

/// Builds `source`, a C or C++ file of the repository, into `binary`.
fn build(source: &str, binary: &Path) {
    let compiler = if source.ends_with(".cpp") {
        "c++"
    } else {
        "cc"
    };
    let status = std::process::Command::new(compiler)
        .arg("-O2")
        .arg("-o")
        .arg(binary)
        .arg(repo(source))
        .status()
        .unwrap();
    assert!(status.success(), "{source}");
}

/// Builds each of `sources` (C or C++ files of the repository) once, and makes a class of
/// `copies` students of each, `<name>-<n>/game`, graded with `--cmd '{dir}/game'`: each
/// copy runs with a deal of its own, seeded from the clock.
fn class_of_copies(sources: &[(&str, &str)], copies: usize) -> tempfile::TempDir {
    let class = tempfile::tempdir().unwrap();
    let built = tempfile::tempdir().unwrap();
    for (name, source) in sources {
        let binary = built.path().join(name);
        build(source, &binary);
        for copy in 1..=copies {
            let folder = class.path().join(format!("{name}-{copy}"));
            std::fs::create_dir_all(&folder).unwrap();
            std::fs::copy(&binary, folder.join("game")).unwrap();
        }
    }
    class
}

/// Each student's verdicts by case: the case, the verdict and its detail.
type Verdicts = BTreeMap<String, Vec<(String, String, String)>>;

/// Grades `class` on Crazy Eights' graded cases (its scenarios), with `args`.
fn grade_class(class: &Path, args: &[&str]) -> Verdicts {
    grade_class_of("crazy-eights", class, args)
}

/// Grades `class` (built by [`class_of_copies`]) on `game`'s graded cases, with `args`.
fn grade_class_of(game: &str, class: &Path, args: &[&str]) -> Verdicts {
    let args: Vec<&str> = ["--cmd", "{dir}/game"]
        .iter()
        .chain(args)
        .copied()
        .collect();
    grade_found(game, class, &args)
}

/// Grades `class` on `game`'s graded cases, with `args`, each submission run as grade
/// finds it.
fn grade_found(game: &str, class: &Path, args: &[&str]) -> Verdicts {
    let results = graded(game, class, args);
    let mut verdicts = BTreeMap::new();
    for submission in results["submissions"].as_array().unwrap() {
        let cases = (submission["cases"].as_array().unwrap().iter())
            .map(|case| {
                let text = |key: &str| case[key].as_str().unwrap_or_default().to_string();
                (text("case"), text("verdict"), text("detail"))
            })
            .collect();
        verdicts.insert(submission["id"].as_str().unwrap().to_string(), cases);
    }
    verdicts
}

/// Students who follow the spec, each in a dialogue of its own (the engine's; the
/// statistics question first, the hand on a line of its own numbered from 0, the cards in
/// one answer, automatic draws, `Q` or `N` to stop; a play-or-draw menu, the count and
/// each card asked in turn, the suit from a numbered menu, `y/n` for a new game), pass
/// every graded case on ten runs in a row, each with a deal of its own.
#[test]
fn careful_students_in_their_own_dialogues_pass_every_graded_case_on_every_run() {
    if !have_cc() {
        return;
    }
    let class = class_of_copies(
        &[
            (
                "correct",
                "examples/submissions/crazy-eights/correct/game.c",
            ),
            (
                "own-dialogue",
                "examples/submissions/crazy-eights/own-dialogue/game.c",
            ),
            (
                "menu-dialogue",
                "examples/submissions/crazy-eights/menu-dialogue/game.c",
            ),
        ],
        10,
    );
    let verdicts = grade_class(class.path(), &[]);
    assert_eq!(verdicts.len(), 30);
    for (student, cases) in &verdicts {
        assert!(cases.len() >= 2, "{student}: {cases:?}");
        for (case, verdict, detail) in cases {
            assert_eq!(verdict, "pass", "{student} {case}: {detail}");
        }
    }
}

/// Each typical mistake fails on every run, whatever its deal: an illegal play of several
/// cards accepted (in a dialogue of its own), drawing past three cards, face cards counted
/// as ten, no new-game question. One mistake hangs on the deal: a program that ignores the
/// suit an eight named shows it only after the computer plays an eight, so it fails on
/// every run whose deal has one, and the other runs name the goal their deal did not allow
/// (copies graded in the same second share their deal, being seeded from `time()`).
#[test]
fn each_typical_mistake_fails_on_every_run() {
    if !have_cc() {
        return;
    }
    let mistakes = [
        ("multi-card-any-face", 10),
        ("any-card-after-eight", 3),
        ("draws-until-playable", 3),
        ("face-cards-count-ten", 3),
        ("no-new-game", 3),
    ];
    const EIGHT_NAMED: &str = "a card of an eight's own suit after it named another";
    let mut failing = Vec::new();
    for (name, copies) in mistakes {
        let source = format!("examples/submissions/crazy-eights/{name}/game.c");
        let class = class_of_copies(&[(name, &source)], copies);
        let results = graded("crazy-eights", class.path(), &["--cmd", "{dir}/game"]);
        let submissions = results["submissions"].as_array().unwrap();
        assert_eq!(submissions.len(), copies, "{name}");
        for submission in submissions {
            let cases = submission["cases"].as_array().unwrap();
            let failed = (cases.iter()).any(|case| case["verdict"] == "wrong-output");
            let deal_had_no_eight = name == "any-card-after-eight"
                && (cases.iter()).any(|case| {
                    (case["conversation"]["unmet"].as_array())
                        .is_some_and(|unmet| unmet.iter().any(|goal| goal == EIGHT_NAMED))
                });
            if !failed && !deal_had_no_eight {
                failing.push(format!("{} passed: {cases:?}", submission["id"]));
            }
        }
    }
    assert!(failing.is_empty(), "{}", failing.join("\n"));
}

/// A question no reader understands stops the conversation: the case is not judged, and
/// says which question; taught its answer with `--answer`, the same program passes.
#[test]
fn a_question_arbiter_cannot_read_is_quoted_and_not_judged_until_taught() {
    if !have_cc() {
        return;
    }
    let class = class_of_copies(
        &[(
            "asks-table-colour",
            "tests/fixtures/crazy-eights/asks-table-colour/game.c",
        )],
        2,
    );
    let question = "Which colour should the card table be (red, green or blue)?";
    for (student, cases) in grade_class(class.path(), &[]) {
        for (case, verdict, detail) in cases {
            assert_eq!(verdict, "not-judged", "{student} {case}: {detail}");
            assert!(detail.contains(question), "{detail}");
            assert!(detail.contains("--answer"), "{detail}");
        }
    }
    for (student, cases) in grade_class(class.path(), &["--answer", "card table=green"]) {
        for (case, verdict, detail) in cases {
            assert_eq!(verdict, "pass", "{student} {case}: {detail}");
        }
    }
}

/// Memoarr! students who follow the spec, each in a dialogue of its own (the engine's; two
/// yes/no questions for the version and positions like `b2`; numbered menus and a position
/// asked as a row and then a column, with `Press Enter` between rounds), pass every graded
/// case on ten runs in a row, each with a layout of its own.
#[test]
fn careful_memoarr_students_in_their_own_dialogues_pass_every_graded_case_on_every_run() {
    if !have("c++") {
        return;
    }
    let class = class_of_copies(
        &[
            (
                "correct",
                "examples/submissions/memoarr/correct/memoarr.cpp",
            ),
            (
                "yes-no-dialogue",
                "examples/submissions/memoarr/yes-no-dialogue/memoarr.cpp",
            ),
            (
                "menu-dialogue",
                "examples/submissions/memoarr/menu-dialogue/memoarr.cpp",
            ),
        ],
        10,
    );
    let verdicts = grade_class_of("memoarr", class.path(), &[]);
    assert_eq!(verdicts.len(), 30);
    for (student, cases) in &verdicts {
        assert_eq!(cases.len(), 5, "{student}: {cases:?}");
        for (case, verdict, detail) in cases {
            assert_eq!(verdict, "pass", "{student} {case}: {detail}");
        }
    }
}

/// An octopus that asks for its neighbour and changes places with nothing fails the expert
/// rules' scenarios on every run, whatever its layout: the scenario turns an octopus.
#[test]
fn a_memoarr_octopus_that_does_not_swap_fails_on_every_run() {
    if !have("c++") {
        return;
    }
    let source = "examples/submissions/memoarr/octopus-no-swap/memoarr.cpp";
    let class = class_of_copies(&[("octopus-no-swap", source)], 10);
    let cases = "demo-rules,demo-both";
    let verdicts = grade_class_of("memoarr", class.path(), &["--cases", cases]);
    assert_eq!(verdicts.len(), 10);
    for (student, cases) in verdicts {
        assert_eq!(cases.len(), 2, "{student}: {cases:?}");
        for (case, verdict, detail) in cases {
            assert_eq!(verdict, "wrong-output", "{student} {case}: {detail}");
            assert!(detail.contains("cards "), "{student} {case}: {detail}");
        }
    }
}

/// Grades `class` on `game`'s graded cases, with `args`: its results.json.
fn graded(game: &str, class: &Path, args: &[&str]) -> serde_json::Value {
    let report = tempfile::tempdir().unwrap();
    arbiter()
        .args(["grade", "--game", game])
        .args(args)
        .arg("--report")
        .arg(report.path())
        .arg(class)
        .output()
        .unwrap();
    results(report.path())
}

/// A class of `copies` students of each of `folders` (Python submissions of the
/// repository), `<name>-<n>/`: each copy runs with a layout of its own.
fn class_of_python_copies(folders: &[&str], copies: usize) -> tempfile::TempDir {
    let class = tempfile::tempdir().unwrap();
    for folder in folders {
        let name = Path::new(folder).file_name().unwrap().to_string_lossy();
        for copy in 1..=copies {
            let to = class.path().join(format!("{name}-{copy}"));
            std::fs::create_dir_all(&to).unwrap();
            for file in std::fs::read_dir(repo(folder)).unwrap() {
                let file = file.unwrap().path();
                std::fs::copy(&file, to.join(file.file_name().unwrap())).unwrap();
            }
        }
    }
    class
}

/// The Joker rules hang on the layout: a Joker makes a twin with any card turned with it,
/// so only a player who knows where the Jokers lie can turn both together or leave both to
/// the end. Played after a rehearsal, careful Joker Twins students (a strict and a lenient
/// reader of coordinates, prompts of their own) pass both Joker scenarios on every run,
/// and the two Joker mistakes fail theirs on every run, each copy with a layout of its own.
#[test]
fn the_joker_rules_are_judged_on_every_run_after_a_rehearsal() {
    if !have("python3") || !have("cc") {
        return;
    }
    let careful = [
        "examples/submissions/joker-twins/correct",
        "examples/submissions/joker-twins/lenient-coordinates",
        "tests/fixtures/joker-twins/own-prompts",
    ];
    let mistakes = [
        "tests/fixtures/joker-twins/jokers-left-unscored",
        "tests/fixtures/joker-twins/two-jokers-no-twin",
    ];
    let folders: Vec<&str> = careful.iter().chain(&mistakes).copied().collect();
    let class = class_of_python_copies(&folders, 4);
    let cases = ["--cases", "demo-jokers,demo-jokers-last"];
    let results = graded("joker-twins", class.path(), &cases);
    let submissions = results["submissions"].as_array().unwrap();
    assert_eq!(submissions.len(), 20);
    for submission in submissions {
        let student = submission["id"].as_str().unwrap();
        let expected = match student.rsplit_once('-').unwrap().0 {
            "jokers-left-unscored" => [
                ("demo-jokers", "pass"),
                ("demo-jokers-last", "wrong-output"),
            ],
            "two-jokers-no-twin" => [
                ("demo-jokers", "wrong-output"),
                ("demo-jokers-last", "pass"),
            ],
            _ => [("demo-jokers", "pass"), ("demo-jokers-last", "pass")],
        };
        let cases = submission["cases"].as_array().unwrap();
        assert_eq!(cases.len(), 2, "{student}");
        for (name, verdict) in expected {
            let case = (cases.iter())
                .find(|case| {
                    case["case"]
                        .as_str()
                        .unwrap()
                        .ends_with(&format!("/{name}"))
                })
                .unwrap_or_else(|| panic!("{student}: no {name}"));
            assert_eq!(
                case["verdict"], verdict,
                "{student} {name}: {}",
                case["detail"]
            );
            // The goal was reached: the rehearsal showed the layout the program dealt again.
            let unmet = &case["conversation"]["unmet"];
            assert!(unmet.is_null(), "{student} {name}: {unmet}");
        }
    }
}

/// A scenario's transcript alone cannot be judged: its answers depend on the program.
#[test]
fn a_conversations_transcript_alone_is_refused_with_what_to_do() {
    let file = tempfile::NamedTempFile::new().unwrap();
    arbiter()
        .args(["replay", "cases/memoarr/demo-base.case", "--against"])
        .arg(file.path())
        .assert()
        .code(2)
        .stderr(predicates::str::contains("is a conversation"))
        .stderr(predicates::str::contains("--program COMMAND"));
}
