//! External bots end to end: the example bots of `examples/bots/` (and a few written here)
//! compiled with the system C compiler, run in bot hosts (this build's `arbiter bot-host`),
//! and every way a bot can go wrong named as the right fault. Skipped, with a message,
//! where there is no `cc`.

#![cfg(unix)]

mod common;

use std::path::{Path, PathBuf};
use std::process::Command;
use std::sync::OnceLock;
use std::time::{Duration, Instant};

use arbiter::bots::compile::Cache;
use arbiter::bots::external::{ExternalBot, Hosting};
use arbiter::bots::resolve::{Bot, resolve};
use arbiter::bots::spec::BotSpec;
use arbiter::games::checkers::players::{
    Agent, GreedyPlayer, Outcome, PlayerFault, checked_choice, play_game,
};
use arbiter::games::checkers::rules::{Game, MoveError, Player};
use arbiter::rng::GameRng;

use common::have_cc;

/// One cache for the whole test binary, in a temporary folder.
fn cache() -> &'static Cache {
    static DIR: OnceLock<tempfile::TempDir> = OnceLock::new();
    static CACHE: OnceLock<Cache> = OnceLock::new();
    CACHE.get_or_init(|| Cache::new(DIR.get_or_init(|| tempfile::tempdir().unwrap()).path()))
}

fn hosting(move_time_ms: u64) -> Hosting {
    Hosting {
        host: PathBuf::from(env!("CARGO_BIN_EXE_arbiter")),
        move_time: Duration::from_millis(move_time_ms),
        memory: 256 << 20,
        allow_prints: false,
        confinement: arbiter::sandbox::Isolation::Best,
    }
}

fn example(name: &str) -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR"))
        .join("examples/bots")
        .join(format!("{name}.c"))
}

/// The bot built from `source`, as a player under `hosting`.
fn player_from(source: &Path, hosting: &Hosting) -> ExternalBot {
    let spec = BotSpec::parse(source.to_str().unwrap()).unwrap();
    let Bot::External(library) = resolve(&spec, cache()).unwrap() else {
        panic!("{} is not external", source.display());
    };
    ExternalBot::new(
        &spec.short_name(),
        library.path,
        &library.symbol,
        hosting.clone(),
    )
}

/// A bot written here, in its own file `name.c`.
fn written(name: &str, code: &str) -> PathBuf {
    static DIR: OnceLock<tempfile::TempDir> = OnceLock::new();
    let dir = DIR.get_or_init(|| tempfile::tempdir().unwrap());
    let path = dir.path().join(format!("{name}.c"));
    std::fs::write(&path, code).unwrap();
    path
}

/// The fault of the bot playing blue against greedy.
fn blue_fault(bot: &mut ExternalBot) -> PlayerFault {
    let record = play_game(bot, &mut GreedyPlayer, &mut GameRng::from_seed(1));
    match record.outcome {
        Outcome::Fault {
            side: Player::Blue,
            fault,
        } => fault,
        other => panic!("{}: expected a fault, got {other:?}", bot.name()),
    }
}

#[test]
fn a_sound_bot_plays_whole_games_on_either_side() {
    if !have_cc() {
        return;
    }
    let mut bot = player_from(&example("forward"), &hosting(5000));
    for seed in 0..3 {
        let record = play_game(&mut bot, &mut GreedyPlayer, &mut GameRng::from_seed(seed));
        assert!(
            !matches!(record.outcome, Outcome::Fault { .. }),
            "{:?}",
            record.outcome
        );
        let record = play_game(&mut GreedyPlayer, &mut bot, &mut GameRng::from_seed(seed));
        assert!(
            !matches!(record.outcome, Outcome::Fault { .. }),
            "{:?}",
            record.outcome
        );
    }
    // One host served all six games.
    assert!(bot.host_pid().is_some());
}

#[test]
fn a_segfault_is_a_crash_named_by_its_signal() {
    if !have_cc() {
        return;
    }
    let mut bot = player_from(&example("segfault"), &hosting(5000));
    let fault = blue_fault(&mut bot);
    assert_eq!(
        fault,
        PlayerFault::Killed {
            signal: libc::SIGSEGV
        }
    );
    assert!(fault.to_string().contains("killed by SIGSEGV"), "{fault}");
    // The next game starts a new host and the bot crashes again, the same way.
    assert_eq!(blue_fault(&mut bot), fault);
}

#[test]
fn an_endless_loop_runs_out_of_time_and_its_host_is_replaced() {
    if !have_cc() {
        return;
    }
    let mut bot = player_from(&example("endless_loop"), &hosting(300));
    let started = Instant::now();
    assert_eq!(blue_fault(&mut bot), PlayerFault::TimedOut);
    let elapsed = started.elapsed();
    assert!(elapsed >= Duration::from_millis(300), "{elapsed:?}");
    assert!(elapsed < Duration::from_secs(3), "{elapsed:?}");
    assert_eq!(bot.host_pid(), None, "the timed-out host is gone");
    assert_eq!(blue_fault(&mut bot), PlayerFault::TimedOut);
}

#[test]
fn rule_breaking_answers_are_illegal_moves() {
    if !have_cc() {
        return;
    }
    let mut bot = player_from(&example("illegal_move"), &hosting(5000));
    assert_eq!(
        blue_fault(&mut bot),
        PlayerFault::IllegalMove {
            code: 1141,
            error: MoveError::RuleViolation
        }
    );
}

#[test]
fn writing_to_the_board_is_seen() {
    if !have_cc() {
        return;
    }
    let mut bot = player_from(&example("writes_board"), &hosting(5000));
    assert_eq!(blue_fault(&mut bot), PlayerFault::ModifiedBoard);
    // Just past the end of the array counts too.
    let source = written(
        "past_the_end",
        "int ai_player(int p, const int *b) { ((int *)b)[89] = 0; return 3141; }\n",
    );
    let mut bot = player_from(&source, &hosting(5000));
    assert_eq!(blue_fault(&mut bot), PlayerFault::ModifiedBoard);
}

#[test]
fn prints_lose_by_default_and_are_recorded_when_allowed() {
    if !have_cc() {
        return;
    }
    let mut bot = player_from(&example("prints"), &hosting(5000));
    let fault = blue_fault(&mut bot);
    let PlayerFault::Printed { bytes, start } = fault else {
        panic!("{fault:?}");
    };
    assert_eq!(bytes, 21);
    assert_eq!(start.as_bytes(), b"thinking as player 1\n");

    let mut allowed = hosting(5000);
    allowed.allow_prints = true;
    let mut bot = player_from(&example("prints"), &allowed);
    let record = play_game(&mut bot, &mut GreedyPlayer, &mut GameRng::from_seed(2));
    assert!(!matches!(record.outcome, Outcome::Fault { .. }));
    let moves = record.durations[0].len();
    assert_eq!(record.tolerated[0].len(), moves, "one print per move");
    assert!(record.tolerated[1].is_empty());

    // Without a newline and on standard error, a print is seen at once too.
    let source = written(
        "quiet_stderr",
        "#include <stdio.h>\nint ai_player(int p, const int *b) { fputs(\"?\", stderr); \
         fputc('!', stdout); return p == 1 ? 3141 : 6858; }\n",
    );
    let mut bot = player_from(&source, &hosting(5000));
    let PlayerFault::Printed { bytes, .. } = blue_fault(&mut bot) else {
        panic!("no print seen");
    };
    assert_eq!(bytes, 2);
}

#[test]
fn a_failed_allocation_is_out_of_memory() {
    if !have_cc() {
        return;
    }
    let mut bot = player_from(&example("memory_hog"), &hosting(5000));
    let fault = blue_fault(&mut bot);
    assert_eq!(fault, PlayerFault::OutOfMemory { limit: 256 << 20 });
    assert_eq!(
        fault.to_string(),
        "the player ran out of memory (the limit is 256 MiB)"
    );
}

#[test]
fn exit_and_abort_are_crashes() {
    if !have_cc() {
        return;
    }
    let source = written(
        "exits",
        "#include <stdlib.h>\nint ai_player(int p, const int *b) { exit(3); }\n",
    );
    let mut bot = player_from(&source, &hosting(5000));
    assert_eq!(blue_fault(&mut bot), PlayerFault::Exited { code: 3 });
    let source = written(
        "aborts",
        "#include <stdlib.h>\nint ai_player(int p, const int *b) { abort(); }\n",
    );
    let mut bot = player_from(&source, &hosting(5000));
    assert_eq!(
        blue_fault(&mut bot),
        PlayerFault::Killed {
            signal: libc::SIGABRT
        }
    );
}

#[test]
fn static_data_is_reset_at_each_game() {
    if !have_cc() {
        return;
    }
    // Legal on its first call of a game only: a static counter decides.
    let source = written(
        "counts_calls",
        "static int calls;\nint ai_player(int p, const int *b) {\n  calls++;\n  \
         return calls == 1 ? (p == 1 ? 3141 : 6858) : 1111;\n}\n",
    );
    let mut bot = player_from(&source, &hosting(5000));
    for _ in 0..3 {
        let record = play_game(&mut bot, &mut GreedyPlayer, &mut GameRng::from_seed(3));
        assert_eq!(record.turns.len(), 2, "one good move, then the fault");
        assert!(matches!(
            record.outcome,
            Outcome::Fault {
                side: Player::Blue,
                fault: PlayerFault::IllegalMove { code: 1111, .. }
            }
        ));
    }
    // And rand() starts from the same state too.
    let source = written(
        "unseeded_rand",
        "#include <stdlib.h>\nint ai_player(int p, const int *b) { return rand(); }\n",
    );
    let mut bot = player_from(&source, &hosting(5000));
    let first = blue_fault(&mut bot);
    assert_eq!(blue_fault(&mut bot), first);
}

#[test]
fn libraries_that_cannot_play_say_why() {
    if !have_cc() {
        return;
    }
    let broken = written("broken", "int ai_player(int p, const int *b) { return }\n");
    let spec = BotSpec::parse(broken.to_str().unwrap()).unwrap();
    let err = resolve(&spec, cache()).unwrap_err();
    assert!(err.contains("did not compile"), "{err}");
    assert!(err.contains("error"), "{err}");

    let nothing = written("no_bot", "int helper(void) { return 1; }\n");
    let spec = BotSpec::parse(nothing.to_str().unwrap()).unwrap();
    let err = resolve(&spec, cache()).unwrap_err();
    assert!(err.contains("exports no function ai_player"), "{err}");

    // Loading resolves every symbol: a missing one is a load error, not a crash mid-game.
    let missing = written(
        "missing_symbol",
        "int nowhere(void);\nint ai_player(int p, const int *b) { return nowhere(); }\n",
    );
    let mut bot = player_from(&missing, &hosting(5000));
    let err = bot.start().unwrap_err();
    assert!(err.contains("nowhere"), "{err}");
    let mut rng = GameRng::from_seed(0);
    assert_eq!(
        checked_choice(&mut bot, &Game::new(), &mut rng),
        Err(PlayerFault::Unavailable)
    );
}

#[test]
fn several_candidate_functions_need_a_name() {
    if !have_cc() {
        return;
    }
    let two = written(
        "two_bots",
        "int ai_player_1(int p, const int *b) { return p == 1 ? 3141 : 6858; }\n\
         int ai_player_2(int p, const int *b) { return 1111; }\n",
    );
    let text = two.to_str().unwrap();
    let err = resolve(&BotSpec::parse(text).unwrap(), cache()).unwrap_err();
    assert!(err.contains("several functions"), "{err}");
    assert!(err.contains("ai_player_1, ai_player_2"), "{err}");
    let named = BotSpec::parse(&format!("{text}:ai_player_2")).unwrap();
    let Bot::External(library) = resolve(&named, cache()).unwrap() else {
        panic!("not external");
    };
    assert_eq!(library.symbol, "ai_player_2");
    // The compiled library can be named directly too, with its symbol.
    let so = format!("{}:ai_player_1", library.path.display());
    let Bot::External(direct) = resolve(&BotSpec::parse(&so).unwrap(), cache()).unwrap() else {
        panic!("not external");
    };
    assert_eq!(direct.symbol, "ai_player_1");
}

#[test]
fn the_crates_own_library_is_a_bot() {
    // The cdylib cargo built for this test run exports the default player as ai_player.
    let exe = std::env::current_exe().unwrap();
    let deps = exe.parent().unwrap();
    let name = format!(
        "{}arbiter{}",
        std::env::consts::DLL_PREFIX,
        std::env::consts::DLL_SUFFIX
    );
    let Some(library) = [deps.parent().unwrap(), deps]
        .into_iter()
        .map(|dir| dir.join(&name))
        .find(|path| path.exists())
    else {
        println!("skipping: no cdylib next to the test executable");
        return;
    };
    let spec = BotSpec::parse(library.to_str().unwrap()).unwrap();
    let Bot::External(found) = resolve(&spec, cache()).unwrap() else {
        panic!("not external");
    };
    assert_eq!(found.symbol, "ai_player");
    let mut bot = ExternalBot::new("cdylib", found.path, &found.symbol, hosting(20_000));
    let mut rng = GameRng::from_seed(0);
    let mv = checked_choice(&mut bot, &Game::new(), &mut rng).unwrap();
    assert!(Game::new().legal_moves().contains(&mv));
}

/// The host, driven by hand: frames in, frames out, prints on standard error.
#[test]
fn the_host_speaks_the_protocol() {
    use arbiter::bots::protocol::{self, Reply};
    use arbiter::games::checkers::rules::{Board, Move};
    use std::io::{Read, Write};
    use std::process::Stdio;

    if !have_cc() {
        return;
    }
    let library = |source: &Path| {
        let spec = BotSpec::parse(source.to_str().unwrap()).unwrap();
        match resolve(&spec, cache()).unwrap() {
            Bot::External(library) => library,
            Bot::Builtin(_) => panic!("not external"),
        }
    };
    let start = |path: &Path, symbol: &str| {
        Command::new(env!("CARGO_BIN_EXE_arbiter"))
            .args(["bot-host", path.to_str().unwrap(), symbol])
            .stdin(Stdio::piped())
            .stdout(Stdio::piped())
            .stderr(Stdio::piped())
            .spawn()
            .unwrap()
    };
    let reply = |host: &mut std::process::Child| {
        let mut frame = [0u8; protocol::REPLY_BYTES];
        host.stdout
            .as_mut()
            .unwrap()
            .read_exact(&mut frame)
            .unwrap();
        Reply::decode(&frame)
    };
    let board = *Board::initial().as_array();

    // A library without the function: LOAD_ERROR and its message.
    let forward = library(&example("forward"));
    let mut host = start(&forward.path, "ai_player_nowhere");
    let header = reply(&mut host);
    assert_eq!(header.kind, protocol::LOAD_ERROR);
    let mut message = vec![0; header.value as usize];
    host.stdout
        .as_mut()
        .unwrap()
        .read_exact(&mut message)
        .unwrap();
    assert!(
        String::from_utf8_lossy(&message).contains("has no function ai_player_nowhere"),
        "{}",
        String::from_utf8_lossy(&message)
    );
    host.wait().unwrap();

    // READY, then one answer per MOVE; NEW_GAME is not answered.
    let mut host = start(&forward.path, &forward.symbol);
    assert_eq!(reply(&mut host).kind, protocol::READY);
    let requests = host.stdin.as_mut().unwrap();
    requests
        .write_all(&protocol::request(protocol::MOVE, 1, &board))
        .unwrap();
    let answer = reply(&mut host);
    assert_eq!(answer.kind, protocol::ANSWER);
    assert_eq!(answer.flags, 0);
    let mv = Move::from_ssee(answer.value as u16).unwrap();
    assert!(Game::new().legal_moves().contains(&mv));
    let mut both = protocol::request(protocol::NEW_GAME, 0, &board).to_vec();
    both.extend_from_slice(&protocol::request(protocol::MOVE, 2, &board));
    host.stdin.as_mut().unwrap().write_all(&both).unwrap();
    let answer = reply(&mut host);
    assert_eq!(answer.kind, protocol::ANSWER);
    assert!(Move::from_ssee(answer.value as u16).is_some());
    // End of the requests ends the host, quietly.
    drop(host.stdin.take());
    assert!(host.wait().unwrap().success());
    let mut prints = Vec::new();
    host.stderr
        .as_mut()
        .unwrap()
        .read_to_end(&mut prints)
        .unwrap();
    assert!(prints.is_empty());

    // A bot that writes to the board and prints: the flag, and the bytes on stderr.
    let messy = library(&written(
        "messy",
        "#include <stdio.h>\nint ai_player(int p, const int *b) { ((int *)b)[55] = 1; \
         printf(\"hi\"); return 3141; }\n",
    ));
    let mut host = start(&messy.path, &messy.symbol);
    assert_eq!(reply(&mut host).kind, protocol::READY);
    host.stdin
        .as_mut()
        .unwrap()
        .write_all(&protocol::request(protocol::MOVE, 1, &board))
        .unwrap();
    let answer = reply(&mut host);
    assert_eq!(answer.value, 3141);
    assert_eq!(answer.flags & protocol::WROTE_BOARD, protocol::WROTE_BOARD);
    drop(host.stdin.take());
    host.wait().unwrap();
    let mut prints = Vec::new();
    host.stderr
        .as_mut()
        .unwrap()
        .read_to_end(&mut prints)
        .unwrap();
    assert_eq!(prints, b"hi");

    // A crash is announced with DYING and the signal.
    let segfault = library(&example("segfault"));
    let mut host = start(&segfault.path, &segfault.symbol);
    assert_eq!(reply(&mut host).kind, protocol::READY);
    host.stdin
        .as_mut()
        .unwrap()
        .write_all(&protocol::request(protocol::MOVE, 1, &board))
        .unwrap();
    let dying = reply(&mut host);
    assert_eq!(dying.kind, protocol::DYING);
    assert_eq!(dying.value, libc::SIGSEGV);
    use std::os::unix::process::ExitStatusExt;
    assert_eq!(host.wait().unwrap().signal(), Some(libc::SIGSEGV));
}

fn arbiter_in(dir: &Path) -> assert_cmd::Command {
    let mut command = assert_cmd::cargo::cargo_bin_cmd!("arbiter");
    command
        .current_dir(dir)
        .env("XDG_CACHE_HOME", dir.join("cache"));
    command
}

#[test]
fn play_and_simulate_take_bots() {
    let dir = tempfile::tempdir().unwrap();
    let output = arbiter_in(dir.path())
        .args(["play", "checkers", "--computer", "./default"])
        .output()
        .unwrap();
    assert_eq!(output.status.code(), Some(2));
    assert!(String::from_utf8_lossy(&output.stderr).contains("no such file: ./default"));
    if !have_cc() {
        return;
    }
    let output = arbiter_in(dir.path())
        .args([
            "play",
            "checkers",
            "--seed",
            "1",
            "--computer-plays",
            "blue",
            "--computer",
        ])
        .arg(example("segfault"))
        .write_stdin("2\n")
        .output()
        .unwrap();
    let text = String::from_utf8_lossy(&output.stdout);
    assert!(
        text.contains("Blue (#) forfeits: the player crashed: killed by SIGSEGV"),
        "{text}"
    );
    assert!(text.ends_with("Red (O) wins!\n"), "{text}");

    let output = arbiter_in(dir.path())
        .args([
            "simulate", "checkers", "--games", "4", "--seed", "1", "--json", "--swap",
        ])
        .arg("--blue")
        .arg(example("forward"))
        .args(["--red", "greedy"])
        .output()
        .unwrap();
    assert!(output.status.success());
    let report: serde_json::Value = serde_json::from_slice(&output.stdout).unwrap();
    assert_eq!(report["games"], 4);
    assert_eq!(report["faults"], 0);

    // A file called greedy in the current folder is that file, not the built-in player.
    let Bot::External(illegal) = resolve(
        &BotSpec::parse(example("illegal_move").to_str().unwrap()).unwrap(),
        cache(),
    )
    .unwrap() else {
        panic!("not external");
    };
    std::fs::copy(&illegal.path, dir.path().join("greedy")).unwrap();
    let output = arbiter_in(dir.path())
        .args([
            "simulate", "checkers", "--games", "2", "--seed", "1", "--json",
        ])
        .args(["--blue", "greedy", "--red", "random"])
        .output()
        .unwrap();
    let report: serde_json::Value = serde_json::from_slice(&output.stdout).unwrap();
    assert_eq!(report["faults"], 2, "{report}");
}

#[test]
fn a_host_whose_memory_grows_is_replaced_between_games() {
    if !have_cc() {
        return;
    }
    // Keeps a 100 MiB table in a static pointer. The reset at each game forgets the
    // pointer, not the memory: under a 256 MiB limit the third table would not fit.
    let source = written(
        "leaky_table",
        "#include <stdlib.h>\nstatic char *table;\nint ai_player(int p, const int *b) {\n  \
         if (!table) { table = malloc(100 << 20); if (!table) return 1; table[0] = 1; }\n  \
         return p == 1 ? 3141 : 6858;\n}\n",
    );
    let mut bot = player_from(&source, &hosting(5000));
    let mut hosts = std::collections::BTreeSet::new();
    for game in 0..5 {
        let mut rng = GameRng::from_seed(game);
        let mv = checked_choice(&mut bot, &Game::new(), &mut rng);
        assert!(mv.is_ok(), "game {game}: {mv:?}");
        hosts.insert(bot.host_pid().unwrap());
        bot.new_game();
    }
    assert!(hosts.len() >= 2, "the host was never replaced: {hosts:?}");
}

/// A CPU other than this thread's, for a host that spins, if the machine has one.
fn spare_cpu() -> Option<usize> {
    // SAFETY: sched_getcpu takes no arguments.
    let here = unsafe { libc::sched_getcpu() } as usize;
    let spare = arbiter::process::allowed_cpus()
        .into_iter()
        .find(|&cpu| cpu != here);
    if spare.is_none() {
        println!("one CPU only: the spinning hand-over is tested on the same CPU");
    }
    spare
}

/// The bot built from `source`, its host spinning on a CPU of its own (or on this thread's
/// only one: slower, but it must work the same).
fn spinning(source: &Path, hosting: &Hosting) -> ExternalBot {
    let mut bot = player_from(source, hosting);
    // SAFETY: sched_getcpu takes no arguments.
    let here = unsafe { libc::sched_getcpu() } as usize;
    assert!(bot.spin_on(Some(spare_cpu().unwrap_or(here))));
    bot
}

#[test]
fn a_spinning_host_plays_the_same_games() {
    if !have_cc() {
        return;
    }
    let mut plain = player_from(&example("forward"), &hosting(5000));
    let mut fast = spinning(&example("forward"), &hosting(5000));
    for seed in 0..4 {
        let a = play_game(&mut plain, &mut GreedyPlayer, &mut GameRng::from_seed(seed));
        let b = play_game(&mut fast, &mut GreedyPlayer, &mut GameRng::from_seed(seed));
        assert_eq!(a.turns, b.turns, "seed {seed}");
        assert!(
            !matches!(b.outcome, Outcome::Fault { .. }),
            "{:?}",
            b.outcome
        );
        // A slow opponent sends the host to sleep on its pipe between moves; it must wake.
        let c = play_game(
            &mut fast,
            &mut Slow(GreedyPlayer),
            &mut GameRng::from_seed(seed),
        );
        assert_eq!(a.turns.len(), c.turns.len(), "seed {seed}");
    }
    assert!(fast.host_pid().is_some());
    // A running host moves between its own CPU and this thread's, keeping its process.
    let pid = fast.host_pid();
    for (seed, placement) in [(10, None), (11, spare_cpu()), (12, None)] {
        assert!(fast.spin_on(placement));
        let a = play_game(&mut plain, &mut GreedyPlayer, &mut GameRng::from_seed(seed));
        let b = play_game(&mut fast, &mut GreedyPlayer, &mut GameRng::from_seed(seed));
        assert_eq!(a.turns, b.turns, "seed {seed}");
        assert_eq!(fast.host_pid(), pid);
    }
}

/// A player that takes a millisecond per move, far longer than a host spins.
struct Slow(GreedyPlayer);

impl Agent for Slow {
    fn choose(
        &mut self,
        game: &Game,
        rng: &mut GameRng,
    ) -> Result<arbiter::games::checkers::rules::Move, PlayerFault> {
        std::thread::sleep(Duration::from_millis(1));
        self.0.choose(game, rng)
    }

    fn name(&self) -> String {
        "slow".into()
    }
}

#[test]
fn a_spinning_host_is_judged_like_any_other() {
    if !have_cc() {
        return;
    }
    // A host that dies while arbiter spins for its answer.
    let mut bot = spinning(&example("segfault"), &hosting(5000));
    let signal = libc::SIGSEGV;
    assert_eq!(blue_fault(&mut bot), PlayerFault::Killed { signal });
    assert_eq!(blue_fault(&mut bot), PlayerFault::Killed { signal });
    let mut bot = spinning(&example("memory_hog"), &hosting(5000));
    assert_eq!(
        blue_fault(&mut bot),
        PlayerFault::OutOfMemory { limit: 256 << 20 }
    );
    // A host that never answers: the spin gives way to the move time, then the kill.
    let mut bot = spinning(&example("endless_loop"), &hosting(300));
    let started = Instant::now();
    assert_eq!(blue_fault(&mut bot), PlayerFault::TimedOut);
    assert!(started.elapsed() < Duration::from_secs(3));
    assert_eq!(bot.host_pid(), None);
    assert_eq!(blue_fault(&mut bot), PlayerFault::TimedOut);
    let mut bot = spinning(&example("writes_board"), &hosting(5000));
    assert_eq!(blue_fault(&mut bot), PlayerFault::ModifiedBoard);
    let mut bot = spinning(&example("illegal_move"), &hosting(5000));
    assert!(matches!(
        blue_fault(&mut bot),
        PlayerFault::IllegalMove { code: 1141, .. }
    ));
    // Prints made during a call are seen though the answer came through memory.
    let mut bot = spinning(&example("prints"), &hosting(5000));
    let PlayerFault::Printed { bytes, start } = blue_fault(&mut bot) else {
        panic!("no print seen");
    };
    assert_eq!(
        (bytes, start.as_bytes()),
        (21, &b"thinking as player 1\n"[..])
    );
    let source = written(
        "exits_spinning",
        "#include <stdlib.h>\nint ai_player(int p, const int *b) { exit(3); }\n",
    );
    let mut bot = spinning(&source, &hosting(5000));
    assert_eq!(blue_fault(&mut bot), PlayerFault::Exited { code: 3 });
}
