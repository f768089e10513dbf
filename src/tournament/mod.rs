//! The great tournament (spec section 4.2): every pair of bots plays two games, each bot
//! blue (moving first) once, and the standings rank them by points.
//!
//! A tournament goes in two steps, each spread over `jobs` threads: [`prepare`] builds and
//! test-loads every bot (a bot that does not compile or load is kept, and loses every game
//! with a `load` violation), then [`play`] plays the games of the [`Schedule`] that are not
//! already done, handing each result back the moment it is known (for the [`journal`]).
//!
//! Results depend only on the bots, the seed and the limits: game `i` draws from
//! `GameRng::series_seed(seed, i)`, each bot host starts every game from the bot's state
//! after loading (see [`crate::bots::host`]), and which thread plays a game does not matter.
//! What a bot does on its own (reading the clock, seeding `rand` with the time) is checked
//! by replaying positions to it ([`game::replay`]) and reported.
//!
//! Each thread is pinned to its own CPU, with the bot hosts it starts, since a game is a
//! series of hand-overs between the thread and a host and never needs two CPUs at once.
//! When there are more CPUs than threads (`--jobs` below the number of CPUs), each of the
//! first threads also gets a spare CPU, where one host of each of its games runs and spins
//! for its moves, handing them over through shared memory (see [`crate::bots::mailbox`]);
//! the other host stays on the thread's CPU. It changes the speed only, never the results.
//! A thread keeps the hosts it started for its next games, up to [`HOSTS_PER_THREAD`].
//!
//! The rooms: [`game`] plays one game and holds its record, [`standings`] the points, ranks
//! and crosstable, [`elo`] the ratings, [`journal`] results on disk as they come, [`report`]
//! the table and files, [`html`] the pages to browse.

pub mod elo;
pub mod game;
pub mod html;
pub mod journal;
pub mod report;
pub mod standings;

use std::collections::{BTreeMap, HashMap, HashSet};
use std::sync::atomic::{AtomicBool, AtomicUsize, Ordering};
use std::sync::mpsc;

use sha2::{Digest, Sha256};

use self::game::{Side, TournamentGame};
use self::journal::BotIdentity;
use crate::bots::compile::Cache;
use crate::bots::external::{ExternalBot, Hosting};
use crate::bots::resolve::{Bot, resolve};
use crate::bots::spec::BotSpec;
use crate::games::checkers::players::Agent;
use crate::games::checkers::rules::Player;
use crate::grade::shard::Shard;
use crate::interrupt::{self, Stopped};
use crate::rng::GameRng;

/// Bot hosts a thread keeps between games; beyond this, the least recently used is ended.
pub const HOSTS_PER_THREAD: usize = 16;

/// A bot in the tournament.
#[derive(Clone, Debug)]
pub struct Entrant {
    /// Its name in reports: the file name without folder and extension, or the whole
    /// name as given when two files share one.
    pub name: String,
    pub spec: BotSpec,
    /// `builtin`, or the SHA-256 of its file.
    pub fingerprint: String,
    /// The bot ready to play, or why it cannot (a compile error, a load error).
    pub bot: Result<Bot, String>,
}

impl Entrant {
    /// How the journal identifies this bot.
    pub fn identity(&self) -> BotIdentity {
        BotIdentity {
            name: self.name.clone(),
            spec: self.spec.to_string(),
            fingerprint: self.fingerprint.clone(),
        }
    }
}

/// Refuses a list of bots that names one bot twice: each bot plays once.
pub fn refuse_repeats(specs: &[BotSpec]) -> Result<(), String> {
    let mut seen = HashSet::new();
    match specs.iter().find(|spec| !seen.insert(spec.to_string())) {
        Some(spec) => Err(format!("{spec} is named twice: each bot plays once")),
        None => Ok(()),
    }
}

/// Builds and test-loads every bot, `jobs` at a time. Only a bot named twice is an error;
/// a bot that cannot play is an entrant with its reason.
pub fn prepare(
    specs: &[BotSpec],
    cache: &Cache,
    hosting: &Hosting,
    jobs: usize,
) -> Result<Vec<Entrant>, String> {
    refuse_repeats(specs)?;
    let names = names(specs);
    let next = AtomicUsize::new(0);
    let mut entrants: Vec<Option<Entrant>> = vec![None; specs.len()];
    std::thread::scope(|scope| {
        let (sender, receiver) = mpsc::channel();
        for _ in 0..jobs.max(1).min(specs.len().max(1)) {
            let sender = sender.clone();
            let (next, names) = (&next, &names);
            scope.spawn(move || {
                loop {
                    let i = next.fetch_add(1, Ordering::Relaxed);
                    let Some(spec) = specs.get(i) else { break };
                    let entrant = make_entrant(spec, &names[i], cache, hosting);
                    if sender.send((i, entrant)).is_err() {
                        break;
                    }
                }
            });
        }
        drop(sender);
        for (i, entrant) in receiver {
            entrants[i] = Some(entrant);
        }
    });
    Ok(entrants.into_iter().flatten().collect())
}

/// Short names, made unique: the whole name as given for those whose short names clash.
fn names(specs: &[BotSpec]) -> Vec<String> {
    let mut count: HashMap<String, usize> = HashMap::new();
    for spec in specs {
        *count.entry(spec.short_name()).or_default() += 1;
    }
    specs
        .iter()
        .map(|spec| {
            let short = spec.short_name();
            if count[&short] > 1 {
                spec.to_string()
            } else {
                short
            }
        })
        .collect()
}

fn make_entrant(spec: &BotSpec, name: &str, cache: &Cache, hosting: &Hosting) -> Entrant {
    let fingerprint = match spec {
        BotSpec::Builtin(_) => "builtin".to_string(),
        BotSpec::Source { path, .. } | BotSpec::Library { path, .. } => std::fs::read(path)
            .map(|bytes| {
                Sha256::digest(&bytes)
                    .iter()
                    .map(|b| format!("{b:02x}"))
                    .collect()
            })
            .unwrap_or_else(|_| "unreadable".to_string()),
    };
    let bot = resolve(spec, cache).and_then(|bot| {
        if let Bot::External(library) = &bot {
            let mut trial =
                ExternalBot::new(name, library.path.clone(), &library.symbol, hosting.clone());
            trial.start()?;
        }
        Ok(bot)
    });
    Entrant {
        name: name.to_string(),
        spec: spec.clone(),
        fingerprint,
        bot,
    }
}

/// Which games are played, and after which a bot is asked its positions again.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Schedule {
    /// Game `i` is `(blue, red)`, as indices of the entrants.
    pub games: Vec<(usize, usize)>,
    /// `(game, side)`: after this game, replay this side (each bot's first
    /// [`REPLAYED_GAMES`] games as blue and as red).
    pub replays: HashSet<(usize, Player)>,
}

/// Games per colour after which a bot is asked its positions again.
pub const REPLAYED_GAMES: usize = 3;

impl Schedule {
    /// Every pair twice, each bot blue once: for `i < j`, `(i, j)` then `(j, i)`.
    pub fn round_robin(bots: usize) -> Schedule {
        let mut games = Vec::new();
        for i in 0..bots {
            for j in i + 1..bots {
                games.push((i, j));
                games.push((j, i));
            }
        }
        let mut replays = HashSet::new();
        let mut counts: HashMap<(usize, Player), usize> = HashMap::new();
        for (index, &(blue, red)) in games.iter().enumerate() {
            for (bot, side) in [(blue, Player::Blue), (red, Player::Red)] {
                let count = counts.entry((bot, side)).or_default();
                if *count < REPLAYED_GAMES {
                    *count += 1;
                    replays.insert((index, side));
                }
            }
        }
        Schedule { games, replays }
    }

    /// Whether game `index` is played by `shard`: a pair's two games go to one shard, every
    /// Nth pair to each. A game's seed depends on its number only, never on its shard.
    pub fn in_shard(&self, index: usize, shard: Shard) -> bool {
        shard.takes(index / 2)
    }

    /// The games of `shard`, by number.
    pub fn shard(&self, shard: Shard) -> Vec<usize> {
        (0..self.games.len())
            .filter(|&index| self.in_shard(index, shard))
            .collect()
    }
}

/// How the games are played.
#[derive(Clone, Debug)]
pub struct Settings {
    pub seed: u64,
    pub hosting: Hosting,
    /// Games at once.
    pub jobs: usize,
}

/// Plays the games of `schedule` not in `done`, `settings.jobs` at a time, handing each to
/// `finished` as soon as it ends; returns every game, `done` included, in schedule order.
/// An error from `finished` (the journal cannot be written) stops the tournament. So does
/// `SIGINT` or `SIGTERM` ([`interrupt`]): the hosts in flight are killed, no game starts,
/// and no game that ends afterwards is handed on, since it may have been cut short.
pub fn play(
    entrants: &[Entrant],
    schedule: &Schedule,
    settings: &Settings,
    done: BTreeMap<usize, TournamentGame>,
    shard: Option<Shard>,
    mut finished: impl FnMut(&TournamentGame) -> Result<(), String>,
) -> Result<Vec<TournamentGame>, Stopped> {
    let pending: Vec<usize> = (0..schedule.games.len())
        .filter(|index| !done.contains_key(index))
        .filter(|index| shard.is_none_or(|shard| schedule.in_shard(*index, shard)))
        .collect();
    let mut results = done;
    let next = AtomicUsize::new(0);
    let stop = AtomicBool::new(false);
    let mut failure = None;
    let workers = settings.jobs.max(1).min(pending.len().max(1));
    // The CPUs no thread is pinned to, one each for the first threads' spinning hosts.
    let cpus = crate::process::allowed_cpus();
    std::thread::scope(|scope| {
        let (sender, receiver) = mpsc::channel();
        for worker in 0..workers {
            let sender = sender.clone();
            let (next, stop, pending) = (&next, &stop, &pending);
            let spare = (cpus.len() > workers)
                .then(|| cpus.get(workers + worker).copied())
                .flatten();
            scope.spawn(move || {
                let pinned = crate::process::pin_current_thread(worker);
                let spare = spare.filter(|_| pinned);
                let mut hosts = Hosts::default();
                while !stop.load(Ordering::Relaxed) && !interrupt::requested() {
                    let Some(&index) = pending.get(next.fetch_add(1, Ordering::Relaxed)) else {
                        break;
                    };
                    let result = play_one(index, entrants, schedule, settings, &mut hosts, spare);
                    if sender.send(result).is_err() {
                        break;
                    }
                }
            });
        }
        drop(sender);
        for result in receiver {
            if interrupt::requested() {
                continue;
            }
            if failure.is_none()
                && let Err(err) = finished(&result)
            {
                failure = Some(err);
                stop.store(true, Ordering::Relaxed);
            }
            results.insert(result.game, result);
        }
    });
    if interrupt::requested() {
        return Err(Stopped::Interrupted);
    }
    match failure {
        Some(err) => Err(Stopped::Failed(err)),
        None => Ok(results.into_values().collect()),
    }
}

/// The external players a thread keeps, by entrant, with when each was last used.
#[derive(Default)]
struct Hosts {
    players: HashMap<usize, (Box<dyn Agent>, u64)>,
    clock: u64,
}

impl Hosts {
    /// Makes sure `bot` has a player, ending the least recently used one beyond the cap.
    fn ensure(&mut self, bot: usize, make: impl FnOnce() -> Box<dyn Agent>) {
        self.clock += 1;
        if let Some(entry) = self.players.get_mut(&bot) {
            entry.1 = self.clock;
            return;
        }
        if self.players.len() >= HOSTS_PER_THREAD
            && let Some(oldest) = self
                .players
                .iter()
                .min_by_key(|(_, (_, used))| *used)
                .map(|(&bot, _)| bot)
        {
            self.players.remove(&oldest);
        }
        self.players.insert(bot, (make(), self.clock));
    }
}

fn play_one(
    index: usize,
    entrants: &[Entrant],
    schedule: &Schedule,
    settings: &Settings,
    hosts: &mut Hosts,
    spare: Option<usize>,
) -> TournamentGame {
    let (blue, red) = schedule.games[index];
    let seed = GameRng::series_seed(settings.seed, index as u64);
    // Built-in players are made for the game; external ones come from the thread's hosts.
    let mut builtins: [Option<Box<dyn Agent>>; 2] = [None, None];
    for (slot, bot) in [(0, blue), (1, red)] {
        let name = &entrants[bot].name;
        match &entrants[bot].bot {
            Ok(external @ Bot::External(_)) => {
                hosts.ensure(bot, || external.player(name, &settings.hosting));
            }
            Ok(builtin) => builtins[slot] = Some(builtin.player(name, &settings.hosting)),
            Err(_) => {}
        }
    }
    if let Some(spare) = spare {
        // One host of the game spins on the spare CPU; the other stays on this thread's,
        // since two spinning hosts on one CPU only hold each other up.
        let mut offer = Some(spare);
        for bot in [blue, red] {
            if let Some((player, _)) = hosts.players.get_mut(&bot)
                && player.spin_on(offer)
            {
                offer = None;
            }
        }
    }
    let [blue_builtin, red_builtin] = &mut builtins;
    let (blue_player, red_player) = external_pair(&mut hosts.players, blue, red);
    let replay = |bot: usize, player: Player| {
        entrants[bot].bot.as_ref().is_ok_and(Bot::is_external)
            && schedule.replays.contains(&(index, player))
    };
    game::play(
        index,
        seed,
        Side {
            name: &entrants[blue].name,
            player: chosen(&entrants[blue], blue_builtin, blue_player),
            replay: replay(blue, Player::Blue),
        },
        Side {
            name: &entrants[red].name,
            player: chosen(&entrants[red], red_builtin, red_player),
            replay: replay(red, Player::Red),
        },
    )
}

/// The player of `entrant` for a game: its built-in player or its external one, or why
/// it has none.
fn chosen<'a>(
    entrant: &'a Entrant,
    builtin: &'a mut Option<Box<dyn Agent>>,
    external: Option<&'a mut Box<dyn Agent>>,
) -> Result<&'a mut dyn Agent, &'a str> {
    match (&entrant.bot, builtin, external) {
        (Err(why), _, _) => Err(why.as_str()),
        (Ok(_), Some(builtin), _) => Ok(builtin.as_mut()),
        (Ok(_), None, Some(external)) => Ok(external.as_mut()),
        (Ok(_), None, None) => Err("no player was made"),
    }
}

/// A thread's external player of one bot, if it has one.
type Kept<'a> = Option<&'a mut Box<dyn Agent>>;

/// Mutable access to the players of two different bots at once.
fn external_pair(
    players: &mut HashMap<usize, (Box<dyn Agent>, u64)>,
    blue: usize,
    red: usize,
) -> (Kept<'_>, Kept<'_>) {
    let mut blue_player = None;
    let mut red_player = None;
    for (&bot, (player, _)) in players.iter_mut() {
        if bot == blue {
            blue_player = Some(player);
        } else if bot == red {
            red_player = Some(player);
        }
    }
    (blue_player, red_player)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn every_pair_plays_twice_with_each_bot_blue_once() {
        let schedule = Schedule::round_robin(4);
        assert_eq!(schedule.games.len(), 12);
        for i in 0..4 {
            for j in 0..4 {
                let count = schedule.games.iter().filter(|&&g| g == (i, j)).count();
                assert_eq!(count, usize::from(i != j), "({i}, {j})");
            }
        }
        // Each bot (with three opponents) is replayed in all its games, three per colour.
        assert_eq!(schedule.replays.len(), 24);
        let schedule = Schedule::round_robin(6);
        for bot in 0..6 {
            for side in [Player::Blue, Player::Red] {
                let replayed = schedule
                    .replays
                    .iter()
                    .filter(|&&(game, s)| {
                        let (blue, red) = schedule.games[game];
                        s == side && bot == if side == Player::Blue { blue } else { red }
                    })
                    .count();
                assert_eq!(replayed, REPLAYED_GAMES);
            }
        }
        assert_eq!(Schedule::round_robin(40).games.len(), 1560);
    }

    #[test]
    fn clashing_short_names_use_the_whole_name() {
        let specs = [
            BotSpec::Source {
                path: "a/bot.c".into(),
                symbol: None,
            },
            BotSpec::Source {
                path: "b/bot.c".into(),
                symbol: None,
            },
            BotSpec::Builtin("greedy".into()),
        ];
        assert_eq!(names(&specs), ["a/bot.c", "b/bot.c", "greedy"]);
    }

    #[test]
    fn builtins_play_a_small_tournament_the_same_way_twice() {
        let specs = [
            BotSpec::Builtin("random".into()),
            BotSpec::Builtin("greedy".into()),
        ];
        let hosting = Hosting {
            host: "unused".into(),
            move_time: std::time::Duration::from_secs(1),
            memory: 1 << 30,
            allow_prints: false,
            confinement: crate::sandbox::Isolation::Best,
        };
        let cache = Cache::new(std::env::temp_dir());
        let entrants = prepare(&specs, &cache, &hosting, 2).unwrap();
        let settings = Settings {
            seed: 5,
            hosting,
            jobs: 2,
        };
        let schedule = Schedule::round_robin(2);
        let mut seen = 0;
        let first = play(
            &entrants,
            &schedule,
            &settings,
            BTreeMap::new(),
            None,
            |_| {
                seen += 1;
                Ok(())
            },
        )
        .unwrap();
        assert_eq!(seen, 2);
        assert_eq!(first.len(), 2);
        assert_eq!(first[0].blue, "random");
        assert_eq!(first[1].blue, "greedy");
        let again = play(
            &entrants,
            &schedule,
            &settings,
            BTreeMap::new(),
            None,
            |_| Ok(()),
        )
        .unwrap();
        assert_eq!(first, again);
        // Games already done are not played again.
        let done: BTreeMap<usize, TournamentGame> = [(0, first[0].clone())].into();
        let mut played = Vec::new();
        let resumed = play(&entrants, &schedule, &settings, done, None, |game| {
            played.push(game.game);
            Ok(())
        })
        .unwrap();
        assert_eq!(played, [1]);
        assert_eq!(resumed, first);
    }
}
