//! Rehearsals: a conversation whose player must know the program's deal before it plays.
//!
//! Some goals are reached only by a player who knows where the cards lie. A Joker Twins
//! Joker makes a twin with any card turned with it, so a player who has not seen the
//! Jokers can neither turn both together nor leave them to the end; a TA who has played
//! the program once can. Such a player asks for a rehearsal
//! ([`Player::rehearsal`](crate::conversation::Player::rehearsal)): the program is played
//! once by another player, one that shows the whole deal, with its chance fixed; the
//! player reads that transcript
//! ([`Player::rehearsed`](crate::conversation::Player::rehearsed)), and then plays the
//! program with the same chance, so the same deal.
//!
//! The chance is fixed by a small library preloaded into both runs ([`super::preload`]).
//! `getrandom` and `getentropy` (where Python's `random` and C++'s generators seed from)
//! give the bytes of one generator, seeded alike for both runs. The realtime clock (`time`,
//! `gettimeofday`, `clock_gettime`, where `srand(time(NULL))` seeds from) reads the same
//! moment at its first reading, and from there runs as the real one does, so a program
//! that waits on it still ends. What the library cannot fix (a seed read from
//! `/dev/urandom` or the processor's `rdrand`, or from a later reading of the clock) deals
//! another game: the player sees cards that differ from what it learnt, plays on from
//! what it sees, and reports the goals it could not reach. Nothing is judged differently:
//! the second run is judged against its own deal, as every run is.

use std::collections::BTreeMap;
use std::hash::{BuildHasher, RandomState};
use std::sync::OnceLock;
use std::time::{SystemTime, UNIX_EPOCH};

use super::run::{self, Limits, Program, RunOutcome};
use crate::conversation::Player;

/// The preloaded library: the generator behind `getrandom` and `getentropy`, seeded from
/// `$ARBITER_CHANCE_SEED`, and the realtime clock starting at `$ARBITER_CHANCE_CLOCK`
/// seconds (its whole seconds follow the real clock, its fraction counts the readings).
/// `gettimeofday` is renamed while the system's header is read, so that its
/// definition here does not clash with the header's declaration, which differs between
/// versions of the C library.
const FIXED_CHANCE_C: &str = r#"#define _GNU_SOURCE
#define gettimeofday arbiter_system_gettimeofday
#include <sys/time.h>
#undef gettimeofday
#include <errno.h>
#include <stdint.h>
#include <stdlib.h>
#include <sys/syscall.h>
#include <sys/types.h>
#include <time.h>
#include <unistd.h>

static uint64_t state;
static long long clock_start;
static int clock_read;
static struct timespec first_reading;

__attribute__((constructor)) static void fixed_chance_setup(void) {
    const char *seed = getenv("ARBITER_CHANCE_SEED");
    const char *clock = getenv("ARBITER_CHANCE_CLOCK");
    state = seed ? strtoull(seed, NULL, 10) : 0;
    clock_start = clock ? strtoll(clock, NULL, 10) : 0;
}

/* splitmix64 */
static uint64_t next(void) {
    uint64_t z = (state += 0x9e3779b97f4a7c15ULL);
    z = (z ^ (z >> 30)) * 0xbf58476d1ce4e5b9ULL;
    z = (z ^ (z >> 27)) * 0x94d049bb133111ebULL;
    return z ^ (z >> 31);
}

static void fill(void *buffer, size_t length) {
    unsigned char *bytes = buffer;
    for (size_t i = 0; i < length; i++) bytes[i] = (unsigned char) next();
}

ssize_t getrandom(void *buffer, size_t length, unsigned int flags) {
    (void) flags;
    fill(buffer, length);
    return (ssize_t) length;
}

int getentropy(void *buffer, size_t length) {
    if (length > 256) {
        errno = EIO;
        return -1;
    }
    fill(buffer, length);
    return 0;
}

static long long readings;

/* Whole seconds follow the real clock from the first reading; within them the clock
   moves a microsecond a reading, so that a program seeded from a reading with its
   fraction (Python's random.seed(time.time())) gets the same seed in two runs, however
   loaded the machine, and a loop that waits for the clock to move still sees it move. */
static void now(struct timespec *out) {
    struct timespec real;
    syscall(SYS_clock_gettime, CLOCK_MONOTONIC, &real);
    if (!clock_read) {
        first_reading = real;
        clock_read = 1;
    }
    long long seconds = real.tv_sec - first_reading.tv_sec -
                        (real.tv_nsec < first_reading.tv_nsec ? 1 : 0);
    long long elapsed = seconds * 1000000000LL + readings * 1000LL;
    readings++;
    out->tv_sec = (time_t) (clock_start + elapsed / 1000000000LL);
    out->tv_nsec = (long) (elapsed % 1000000000LL);
}

time_t time(time_t *out) {
    struct timespec moment;
    now(&moment);
    if (out != NULL) *out = moment.tv_sec;
    return moment.tv_sec;
}

int gettimeofday(struct timeval *out, void *zone) {
    (void) zone;
    if (out != NULL) {
        struct timespec moment;
        now(&moment);
        out->tv_sec = moment.tv_sec;
        out->tv_usec = moment.tv_nsec / 1000;
    }
    return 0;
}

int clock_gettime(clockid_t clock, struct timespec *out) {
    if (clock != CLOCK_REALTIME && clock != CLOCK_REALTIME_COARSE)
        return (int) syscall(SYS_clock_gettime, clock, out);
    if (out == NULL) {
        errno = EFAULT;
        return -1;
    }
    now(out);
    return 0;
}
"#;

/// The library, built on first use; `None` when no compiler could build it.
fn library() -> Option<&'static std::path::Path> {
    static BUILT: OnceLock<Option<std::path::PathBuf>> = OnceLock::new();
    BUILT
        .get_or_init(|| super::preload::build("fixed-chance", FIXED_CHANCE_C))
        .as_deref()
}

/// The chance two runs of a program share: a seed for its entropy, and the second its
/// clock starts at.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct FixedChance {
    seed: u64,
    clock: u64,
}

impl FixedChance {
    /// A chance of its own, the clock at the real time now (so dates a program prints look
    /// as they would), or `None` where the library cannot be built. Each is new: a program
    /// graded twice (to see that its deal changes, [`super::seeding`]) gets two.
    pub fn new() -> Option<FixedChance> {
        library()?;
        let clock = SystemTime::now()
            .duration_since(UNIX_EPOCH)
            .map_or(0, |since| since.as_secs());
        let seed = RandomState::new().hash_one(clock);
        Some(FixedChance { seed, clock })
    }

    /// `program` with this chance.
    pub fn apply(&self, program: Program) -> Program {
        match library() {
            Some(library) => program
                .with_env("ARBITER_CHANCE_SEED", self.seed.to_string())
                .with_env("ARBITER_CHANCE_CLOCK", self.clock.to_string())
                .preloading(library),
            None => program,
        }
    }
}

/// Runs `program` in a conversation with `player`, as [`run::converse`] does, after a
/// rehearsal when the player asks for one: the rehearsal's run and the player's share a
/// [`FixedChance`]. Where none can be had, the player plays without having rehearsed.
pub fn converse(
    program: &Program,
    files: &BTreeMap<String, Vec<u8>>,
    limits: &Limits,
    player: &mut dyn Player,
) -> RunOutcome {
    if let Some(mut rehearsal) = player.rehearsal()
        && let Some(chance) = FixedChance::new()
    {
        let program = chance.apply(program.clone());
        let rehearsed = run::converse(&program, files, limits, &mut *rehearsal);
        player.rehearsed(&rehearsed.stdout);
        return run::converse(&program, files, limits, player);
    }
    run::converse(program, files, limits, player)
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::grade::run::printed;

    fn python(script: &str) -> Option<Program> {
        let found = std::process::Command::new("python3")
            .arg("--version")
            .output();
        found
            .is_ok()
            .then(|| Program::new(["python3", "-c", script]))
    }

    #[test]
    fn python_deals_alike_under_one_fixed_chance_and_apart_under_two() {
        let (Some(one), Some(two)) = (FixedChance::new(), FixedChance::new()) else {
            return; // no C compiler here
        };
        let script = "import random\nprint([random.randint(0, 99) for _ in range(8)])";
        let Some(program) = python(script) else {
            return;
        };
        let first = printed(one.apply(program.clone()));
        assert_eq!(first, printed(one.apply(program.clone())));
        assert_ne!(first, printed(two.apply(program.clone())));
        assert_ne!(printed(program.clone()), printed(program));
    }

    #[test]
    fn the_clock_starts_at_the_same_second_and_then_runs() {
        let Some(chance) = FixedChance::new() else {
            return;
        };
        let script = "import time\na = time.time()\nwhile time.time() < a + 0.05:\n    pass\n\
                      print(int(a), time.time() > a)";
        let Some(program) = python(script) else {
            return;
        };
        let expected = format!("{} True\n", chance.clock);
        assert_eq!(printed(chance.apply(program.clone())), expected);
        assert_eq!(printed(chance.apply(program)), expected);
        let date = printed(chance.apply(Program::new(["date", "+%s"])));
        assert_eq!(date.trim(), chance.clock.to_string());
    }
}
