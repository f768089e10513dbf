//! Conversations: arbiter plays a program as a TA does at a demo, answering each question
//! when the program waits for it, in the form it asks for, whatever its deal.

mod common;

use std::collections::BTreeMap;
use std::path::Path;
use std::time::Duration;

use arbiter::conversation::Player;
use arbiter::games::crazy_eights::demo::Demo;
use arbiter::grade::run::{Limits, Program, Termination, converse};

use common::{have_cc, repo};

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
    assert_eq!(demo.refused, 0, "{what}: {:?}\n{text}", demo.exchanges());
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
            "tests/fixtures/crazy-eights/own-dialogue/game.c",
            2,
        ),
    ] {
        let binary = dir.path().join(name);
        let built = std::process::Command::new("cc")
            .arg("-O2")
            .arg("-o")
            .arg(&binary)
            .arg(repo(source))
            .status()
            .unwrap();
        assert!(built.success(), "{source}");
        for run in 0..3 {
            let what = format!("{name}, run {run}");
            plays_to_the_end(&Program::new([binary.as_path()]), games, &what);
        }
        assert!(Path::new(&binary).exists());
    }
}
