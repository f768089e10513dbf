//! What isolating a bot costs: the same games played by the same bot code in-process and
//! through bot hosts, in one run. `scripts/bench-bots.sh` builds and runs it:
//!
//! ```text
//! bots_bench ARBITER LIBRARY SYMBOL GAMES
//! ```
//!
//! It plays GAMES games of each of:
//! 1. the built-in `greedy` against itself, in-process (the reference pairing);
//! 2. the bot against itself, loaded into this process with `dlopen` and called directly
//!    (no isolation: the same code as 3, so 3 against 2 is the isolation's cost alone);
//! 3. the bot against itself, each side in its own bot host (`ARBITER bot-host`), with
//!    this thread and the hosts pinned to one CPU, as `arbiter tournament` runs them;
//! 4. as 3, without pinning;
//! 5. as 3, but with a second CPU: one host runs there and hands its moves over through a
//!    shared-memory mailbox on which both sides spin (the other host stays on this
//!    thread's CPU, on the pipes), as `arbiter simulate` runs them when it has two CPUs;
//! 6. as 3, with hosts that do not confine themselves (`--isolation off`), so 3 against 6
//!    is what confinement (Landlock, seccomp) costs per move;
//!
//! and prints games and moves per second for each, then the time to start a host and load
//! the bot, confined and not (`STARTS` of each, alternating).

use std::ffi::{CString, c_int, c_void};
use std::path::PathBuf;
use std::time::{Duration, Instant};

use arbiter::bots::external::{ExternalBot, Hosting};
use arbiter::games::checkers::players::{Agent, GreedyPlayer, PlayerFault, play_game};
use arbiter::games::checkers::rules::{Game, Move, parse_code};
use arbiter::rng::GameRng;

type BotFn = unsafe extern "C" fn(c_int, *const c_int) -> c_int;

/// The bot called directly in this process.
struct InProcess(BotFn);

impl Agent for InProcess {
    fn choose(&mut self, game: &Game, _: &mut GameRng) -> Result<Move, PlayerFault> {
        let board = *game.board.as_array();
        // SAFETY: the benchmark's own example bot, which reads 89 ints.
        let code = unsafe { (self.0)(game.to_move as c_int, board.as_ptr()) };
        parse_code(i64::from(code)).map_err(|error| PlayerFault::IllegalMove {
            code: i64::from(code),
            error,
        })
    }

    fn name(&self) -> String {
        "in-process C".into()
    }
}

fn load(library: &str, symbol: &str) -> BotFn {
    let path = CString::new(library).unwrap();
    let name = CString::new(symbol).unwrap();
    // SAFETY: loading the benchmark's own example bot.
    unsafe {
        let handle = libc::dlopen(path.as_ptr(), libc::RTLD_NOW);
        assert!(!handle.is_null(), "cannot load {library}");
        let address = libc::dlsym(handle, name.as_ptr());
        assert!(!address.is_null(), "no {symbol} in {library}");
        std::mem::transmute::<*mut c_void, BotFn>(address)
    }
}

/// Plays `games` games and returns (wall time, moves played).
fn measure(games: u64, blue: &mut dyn Agent, red: &mut dyn Agent) -> (Duration, u64) {
    let start = Instant::now();
    let mut moves = 0;
    for index in 0..games {
        let mut rng = GameRng::from_seed(GameRng::series_seed(1, index));
        let record = play_game(blue, red, &mut rng);
        assert!(
            !matches!(
                record.outcome,
                arbiter::games::checkers::players::Outcome::Fault { .. }
            ),
            "{:?}",
            record.outcome
        );
        moves += record.turns.len() as u64;
    }
    (start.elapsed(), moves)
}

fn main() {
    let args: Vec<String> = std::env::args().collect();
    let [_, arbiter, library, symbol, games] = args.as_slice() else {
        eprintln!("usage: bots_bench ARBITER LIBRARY SYMBOL GAMES");
        std::process::exit(2);
    };
    let games: u64 = games.parse().expect("GAMES is a number");
    let hosting = Hosting {
        host: PathBuf::from(arbiter),
        move_time: Duration::from_secs(5),
        memory: 1 << 30,
        allow_prints: false,
        confinement: arbiter::sandbox::Isolation::Best,
    };
    let bot = load(library, symbol);
    let external = || ExternalBot::new("bot", PathBuf::from(library), symbol, hosting.clone());
    let unconfined = Hosting {
        confinement: arbiter::sandbox::Isolation::Off,
        ..hosting.clone()
    };
    let open_host = || ExternalBot::new("bot", PathBuf::from(library), symbol, unconfined.clone());

    // SAFETY: sched_getcpu takes no arguments.
    let cpu = usize::try_from(unsafe { libc::sched_getcpu() }).unwrap_or(0);
    // Before this thread is pinned, which would leave it only one CPU to see.
    let spare = arbiter::process::allowed_cpus()
        .into_iter()
        .find(|&other| other != cpu);
    let mut rows = Vec::new();
    rows.push((
        "greedy vs greedy, in-process (built-in)",
        measure(games, &mut GreedyPlayer, &mut GreedyPlayer),
    ));
    rows.push((
        "the bot vs itself, in-process (dlopen, no isolation)",
        measure(games, &mut InProcess(bot), &mut InProcess(bot)),
    ));
    // The unpinned run goes first, on a thread of its own, so that pinning this thread
    // afterwards does not constrain it.
    let unpinned = std::thread::scope(|scope| {
        scope
            .spawn(|| {
                let (mut blue, mut red) = (external(), external());
                blue.start().unwrap();
                red.start().unwrap();
                measure(games, &mut blue, &mut red)
            })
            .join()
            .unwrap()
    });
    arbiter::process::pin_current_thread(cpu);
    let (mut blue, mut red) = (external(), external());
    blue.start().unwrap();
    red.start().unwrap();
    rows.push((
        "the bot vs itself, isolated hosts, one CPU (as tournaments run)",
        measure(games, &mut blue, &mut red),
    ));
    rows.push(("the bot vs itself, isolated hosts, not pinned", unpinned));
    let (mut blue, mut red) = (open_host(), open_host());
    blue.start().unwrap();
    red.start().unwrap();
    let open_row = (
        "the bot vs itself, unconfined hosts (--isolation off), one CPU",
        measure(games, &mut blue, &mut red),
    );
    if let Some(spare) = spare {
        let (mut blue, mut red) = (external(), external());
        assert!(blue.spin_on(Some(spare)));
        blue.start().unwrap();
        red.start().unwrap();
        rows.push((
            "the bot vs itself, isolated, one host spinning on a 2nd CPU",
            measure(games, &mut blue, &mut red),
        ));
    }
    rows.push(open_row);
    // Starting a host: alternating, so that both see the same machine.
    const STARTS: u32 = 200;
    let (mut confined_start, mut open_start) = (Duration::ZERO, Duration::ZERO);
    for _ in 0..STARTS {
        for (make, total) in [
            (&external as &dyn Fn() -> ExternalBot, &mut confined_start),
            (&open_host, &mut open_start),
        ] {
            let mut host = make();
            let start = Instant::now();
            host.start().unwrap();
            *total += start.elapsed();
        }
    }

    println!("{games} games per row");
    println!(
        "{:<64} {:>10} {:>12} {:>12} {:>10}",
        "workload", "seconds", "games/s", "moves/s", "us/move"
    );
    for (label, (time, moves)) in &rows {
        let seconds = time.as_secs_f64();
        println!(
            "{label:<64} {seconds:>10.3} {:>12.0} {:>12.0} {:>10.2}",
            games as f64 / seconds,
            *moves as f64 / seconds,
            seconds * 1e6 / *moves as f64
        );
    }
    let games_per_second = |row: usize| games as f64 / rows[row].1.0.as_secs_f64();
    println!(
        "isolation cost: {:.2}x the built-in greedy pairing, {:.2}x the same bot in-process",
        games_per_second(0) / games_per_second(2),
        games_per_second(1) / games_per_second(2)
    );
    let last = rows.len() - 1;
    println!(
        "confinement cost per move: {:.2}x the unconfined hosts",
        games_per_second(last) / games_per_second(2)
    );
    let per_start = |total: Duration| total.as_secs_f64() * 1e3 / f64::from(STARTS);
    println!(
        "starting a host and loading the bot: {:.2} ms confined, {:.2} ms unconfined ({:.2}x)",
        per_start(confined_start),
        per_start(open_start),
        confined_start.as_secs_f64() / open_start.as_secs_f64()
    );
    if rows.len() > 5 {
        println!(
            "with a second CPU (spinning): {:.2}x the built-in greedy pairing, {:.2}x the same \
             bot in-process",
            games_per_second(0) / games_per_second(4),
            games_per_second(1) / games_per_second(4)
        );
    }
}
