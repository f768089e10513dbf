//! Computer players of Chinese Checker and the driver that plays one game between two players.
//!
//! A player is anything that implements [`Agent`]: given the game (which it cannot change)
//! and the run's [`GameRng`], it answers a move or a [`PlayerFault`]. The built-in players
//! ([`RandomPlayer`], [`GreedyPlayer`], [`DefaultPlayer`], named by [`builtin`]) always answer a
//! legal move; an external bot (a shared library run in a child process,
//! [`crate::bots::external`]) is one more implementation, whose crashes, time-outs and bad
//! answers become faults. [`play_game`] trusts no player: it checks every answer against the
//! rules before playing it.

use std::time::{Duration, Instant};

use super::rules::{
    BLUE_CAMP_BITS, BitIter, Bitboards, Game, Move, MoveError, Player, RED_CAMP_BITS, Status,
    bit_to_loc, destinations, legal_moves, loc_to_bit, validate,
};
use crate::rng::GameRng;

/// Why a player gave no usable move, or broke a rule of the tournament while giving one.
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug)]
pub enum PlayerFault {
    /// The player's process died (or its code panicked) before answering, for a reason
    /// that could not be told.
    Crashed,
    /// The player's process was ended by the signal `signal` (a crash, an `abort`).
    Killed {
        /// The signal number.
        signal: i32,
    },
    /// The player ended its own process with `exit(code)`.
    Exited {
        /// The exit status.
        code: i32,
    },
    /// The player's process died after an allocation failed under the memory limit.
    OutOfMemory {
        /// The limit, in bytes.
        limit: u64,
    },
    /// The player did not answer within its time limit.
    TimedOut,
    /// The player answered that it has no move (the C entry point's `-1`).
    NoMove,
    /// The answer `code` is not a legal move, for the reason `error`.
    IllegalMove {
        /// The answer as the player gave it (`SSEE` for a decoded move).
        code: i64,
        /// The first check of the spec's order that the answer fails.
        error: MoveError,
    },
    /// The player wrote to the board it was given (or next to it).
    ModifiedBoard,
    /// The player printed `bytes` bytes on standard output or standard error, which the
    /// spec forbids (section 4.3).
    Printed {
        /// How many bytes.
        bytes: u64,
        /// The first of them.
        start: Excerpt,
    },
    /// The player could not be started at all: its source did not compile, or its library
    /// could not be loaded.
    Unavailable,
}

/// The kinds of [`PlayerFault`], as the tournament counts violations.
#[derive(Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Hash, Debug)]
pub enum FaultKind {
    /// Could not be built or loaded.
    Load,
    /// Crashed: a signal, an `abort`, an `exit`.
    Crash,
    /// Ran out of memory under the limit.
    Memory,
    /// Out of time.
    Timeout,
    /// Answered something that is not a legal move.
    Illegal,
    /// Wrote to the board.
    Board,
    /// Printed.
    Print,
}

impl FaultKind {
    /// Every kind, in the order of report columns.
    pub const ALL: [FaultKind; 7] = [
        FaultKind::Load,
        FaultKind::Crash,
        FaultKind::Memory,
        FaultKind::Timeout,
        FaultKind::Illegal,
        FaultKind::Board,
        FaultKind::Print,
    ];

    /// The kind's short name, as report columns and files write it.
    pub fn as_str(self) -> &'static str {
        match self {
            FaultKind::Load => "load",
            FaultKind::Crash => "crash",
            FaultKind::Memory => "memory",
            FaultKind::Timeout => "timeout",
            FaultKind::Illegal => "illegal",
            FaultKind::Board => "board",
            FaultKind::Print => "print",
        }
    }
}

impl PlayerFault {
    /// The kind of violation this fault is.
    pub fn kind(&self) -> FaultKind {
        match self {
            PlayerFault::Unavailable => FaultKind::Load,
            PlayerFault::Crashed | PlayerFault::Killed { .. } | PlayerFault::Exited { .. } => {
                FaultKind::Crash
            }
            PlayerFault::OutOfMemory { .. } => FaultKind::Memory,
            PlayerFault::TimedOut => FaultKind::Timeout,
            PlayerFault::NoMove | PlayerFault::IllegalMove { .. } => FaultKind::Illegal,
            PlayerFault::ModifiedBoard => FaultKind::Board,
            PlayerFault::Printed { .. } => FaultKind::Print,
        }
    }
}

impl std::fmt::Display for PlayerFault {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        match self {
            PlayerFault::Crashed => write!(f, "the player crashed"),
            PlayerFault::Killed { signal } => {
                let name = crate::process::signal_name(*signal);
                write!(
                    f,
                    "the player crashed: killed by {name}{}",
                    crate::process::signal_hint(name)
                )
            }
            PlayerFault::Exited { code } => {
                write!(f, "the player ended its process with exit({code})")
            }
            PlayerFault::OutOfMemory { limit } => write!(
                f,
                "the player ran out of memory (the limit is {})",
                crate::grade::limits::format_size(*limit)
            ),
            PlayerFault::TimedOut => write!(f, "the player ran out of time"),
            PlayerFault::NoMove => write!(f, "the player answered that it has no move"),
            PlayerFault::IllegalMove { code, error } => {
                let why = match error {
                    MoveError::Format => "not a four-digit move",
                    MoveError::OffBoard => "a location off the board",
                    MoveError::BadStart => "no piece of its own at the start",
                    MoveError::BadEnd => "the end is not empty",
                    MoveError::RuleViolation => "no step or jump leads there",
                };
                write!(
                    f,
                    "the player answered {code}, which is not a legal move: {why}"
                )
            }
            PlayerFault::ModifiedBoard => write!(f, "the player wrote to the board"),
            PlayerFault::Printed { bytes, start } => {
                let unit = if *bytes == 1 { "byte" } else { "bytes" };
                write!(
                    f,
                    "the player printed {bytes} {unit} ({start}), which the spec forbids"
                )
            }
            PlayerFault::Unavailable => write!(f, "the player could not be started"),
        }
    }
}

/// The first bytes of something a player printed, kept inline so faults stay `Copy`.
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug)]
pub struct Excerpt {
    bytes: [u8; Excerpt::CAPACITY],
    len: u8,
}

impl Excerpt {
    /// How many bytes an excerpt keeps.
    pub const CAPACITY: usize = 40;

    /// The first [`Excerpt::CAPACITY`] bytes of `data`.
    pub fn of(data: &[u8]) -> Excerpt {
        let mut bytes = [0; Excerpt::CAPACITY];
        let len = data.len().min(Excerpt::CAPACITY);
        bytes[..len].copy_from_slice(&data[..len]);
        Excerpt {
            bytes,
            len: len as u8,
        }
    }

    /// The kept bytes.
    pub fn as_bytes(&self) -> &[u8] {
        &self.bytes[..usize::from(self.len)]
    }
}

impl std::fmt::Display for Excerpt {
    /// The bytes as a quoted string with escapes: `"debug: 1133\n"`.
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        write!(f, "{:?}", String::from_utf8_lossy(self.as_bytes()))
    }
}

/// A participant in a game: a built-in computer player, or an adapter around an external one.
pub trait Agent {
    /// The move to play in `game` for `game.to_move`. It is only asked when that side has at
    /// least one legal move. All randomness must come from `rng`.
    fn choose(&mut self, game: &Game, rng: &mut GameRng) -> Result<Move, PlayerFault>;

    /// A short identifier such as `"greedy"`.
    fn name(&self) -> String;

    /// A new game starts: a player that keeps state between moves starts afresh, so that a
    /// game does not depend on the games played before it.
    fn new_game(&mut self) {}

    /// Faults of the game so far that did not end it (prints, when they are allowed),
    /// taken out of the player.
    fn take_tolerated(&mut self) -> Vec<PlayerFault> {
        Vec::new()
    }

    /// Places a player that runs in a process of its own for the next games: on CPU `cpu`,
    /// which the caller keeps free, spinning for its moves there (`Some`), or on the
    /// caller's CPU, waiting (`None`). True if the player takes the offer. It changes the
    /// speed of the player only.
    fn spin_on(&mut self, _cpu: Option<usize>) -> bool {
        false
    }
}

/// The names of the built-in players.
pub const BUILTIN_NAMES: [&str; 3] = ["random", "greedy", "default"];

/// Checks a built-in player's name, for option parsers.
pub fn parse_builtin_name(name: &str) -> Result<String, String> {
    if BUILTIN_NAMES.contains(&name) {
        Ok(name.to_string())
    } else {
        Err(format!(
            "unknown player '{name}': use one of {}",
            BUILTIN_NAMES.join(", ")
        ))
    }
}

/// The built-in player called `name`: `"random"`, `"greedy"` or `"default"`.
pub fn builtin(name: &str) -> Option<Box<dyn Agent>> {
    match name {
        "random" => Some(Box::new(RandomPlayer)),
        "greedy" => Some(Box::new(GreedyPlayer)),
        "default" => Some(Box::new(DefaultPlayer::new())),
        _ => None,
    }
}

/// Plays a legal move chosen uniformly at random.
#[derive(Clone, Copy, Debug, Default)]
pub struct RandomPlayer;

impl Agent for RandomPlayer {
    fn choose(&mut self, game: &Game, rng: &mut GameRng) -> Result<Move, PlayerFault> {
        let moves = game.legal_moves();
        rng.choose(&moves).copied().ok_or(PlayerFault::NoMove)
    }

    fn name(&self) -> String {
        "random".to_owned()
    }
}

/// Distance of bit `bit` from `player`'s target corner (88 for blue, 11 for red), counted
/// in anti-diagonals: `(8 - row) + (8 - column)` for blue. The target camp is exactly the
/// cells at distance 0, 1 and 2.
pub fn corner_distance(player: Player, bit: u32) -> u32 {
    let (row, col) = (bit / 8, bit % 8);
    match player {
        Player::Blue => (7 - row) + (7 - col),
        Player::Red => row + col,
    }
}

/// How far a move from bit `from` to bit `to` brings the piece towards `player`'s target
/// corner, in anti-diagonals (negative when it moves away).
pub fn progress(player: Player, from: u32, to: u32) -> i32 {
    corner_distance(player, from) as i32 - corner_distance(player, to) as i32
}

/// Plays the legal move that decreases the summed [`corner_distance`] of its pieces most,
/// choosing uniformly at random among equally good moves.
#[derive(Clone, Copy, Debug, Default)]
pub struct GreedyPlayer;

impl Agent for GreedyPlayer {
    fn choose(&mut self, game: &Game, rng: &mut GameRng) -> Result<Move, PlayerFault> {
        let player = game.to_move;
        let moves = game.legal_moves();
        let gain = |m: &Move| progress(player, loc_to_bit(m.from), loc_to_bit(m.to));
        let best = moves.iter().map(gain).max().ok_or(PlayerFault::NoMove)?;
        let tied: Vec<Move> = moves.into_iter().filter(|m| gain(m) == best).collect();
        rng.choose(&tied).copied().ok_or(PlayerFault::NoMove)
    }

    fn name(&self) -> String {
        "greedy".to_owned()
    }
}

/// Search depth of [`DefaultPlayer`], in plies: its move, the reply, its next move and the
/// reply to that.
pub const DEFAULT_DEPTH: u32 = 4;

/// The strong player: a fixed-depth alpha-beta search over the rules, with an evaluation
/// based on the cost of filling each side's target camp. See `transcript.md` for the details.
///
/// It is deterministic given the rng (which only breaks ties between equally good moves),
/// never looks at the clock, and does not keep state between moves, so the C entry point
/// can use it as it is.
#[derive(Clone, Debug)]
pub struct DefaultPlayer {
    search: Search,
}

impl Default for DefaultPlayer {
    fn default() -> DefaultPlayer {
        DefaultPlayer::new()
    }
}

impl DefaultPlayer {
    /// The default player with the default depth.
    pub fn new() -> DefaultPlayer {
        DefaultPlayer::with_depth(DEFAULT_DEPTH)
    }

    /// The default player searching `depth` plies (at least 1).
    pub fn with_depth(depth: u32) -> DefaultPlayer {
        DefaultPlayer {
            search: Search::new(depth.max(1)),
        }
    }

    /// Nodes visited by the last search (for benchmarks).
    pub fn last_nodes(&self) -> u64 {
        self.search.nodes
    }
}

impl Agent for DefaultPlayer {
    fn choose(&mut self, game: &Game, rng: &mut GameRng) -> Result<Move, PlayerFault> {
        let bits = Bitboards::from_board(&game.board);
        let (from, to) = self
            .search
            .best_move(bits, game.to_move, rng)
            .ok_or(PlayerFault::NoMove)?;
        Ok(Move::new(bit_to_loc(from), bit_to_loc(to)))
    }

    fn name(&self) -> String {
        "default".to_owned()
    }
}

/// Score of a won position, before subtracting the plies it takes.
const WIN: i32 = 1_000_000;
/// Cost of one target cell that a side cannot fill because it has too few pieces.
const UNFILLABLE: i32 = 1_000;

/// Cost of bringing a piece on bit `a` to the target cell on bit `b`: twice the king-move
/// (Chebyshev) distance, the number of single steps it takes on an empty board, plus the
/// rook (Manhattan) distance, which prefers the diagonal approach among equally short ones.
const fn cell_cost(a: u32, b: u32) -> i32 {
    let dr = (a / 8).abs_diff(b / 8) as i32;
    let dc = (a % 8).abs_diff(b % 8) as i32;
    let king = if dr > dc { dr } else { dc };
    2 * king + dr + dc
}

/// `COST[i][cell]`: cost from `cell` to the `i`-th cell of blue's target camp (red's camp),
/// then of red's target camp (blue's camp), camps listed in increasing bit order.
const COST: [[[i32; 64]; 6]; 2] = build_costs();

const fn build_costs() -> [[[i32; 64]; 6]; 2] {
    let mut t = [[[0; 64]; 6]; 2];
    let camps = [RED_CAMP_BITS, BLUE_CAMP_BITS];
    let mut side = 0;
    while side < 2 {
        let mut rest = camps[side];
        let mut i = 0;
        while rest != 0 {
            let target = rest.trailing_zeros();
            rest &= rest - 1;
            let mut cell = 0;
            while cell < 64 {
                t[side][i][cell] = cell_cost(cell as u32, target);
                cell += 1;
            }
            i += 1;
        }
        side += 1;
    }
    t
}

/// The least total [`cell_cost`] of filling the empty and own cells of `player`'s target
/// camp with `player`'s pieces (the opponent's pieces in that camp already count as filling
/// it). An exact minimum-cost assignment, by dynamic programming over sets of target cells.
fn fill_cost(bits: Bitboards, player: Player) -> i32 {
    let side = player.index();
    let (target, mine, theirs) = match player {
        Player::Blue => (RED_CAMP_BITS, bits.blue, bits.red),
        Player::Red => (BLUE_CAMP_BITS, bits.red, bits.blue),
    };
    // A piece already on a target cell can be taken to stay there (the costs obey the
    // triangle inequality), so only the other cells and pieces need assigning.
    let settled = target & mine;
    let needed_bits = target & !theirs & !settled;
    let pieces = mine & !settled;
    let mut needed = [0usize; 6];
    let mut count = 0;
    for (index, bit) in BitIter(target).enumerate() {
        if needed_bits & (1 << bit) != 0 {
            needed[count] = index;
            count += 1;
        }
    }
    if count == 0 {
        return 0;
    }
    let full = (1usize << count) - 1;
    let mut dp = [i32::MAX; 64];
    dp[0] = 0;
    let costs = &COST[side];
    for piece in BitIter(pieces) {
        let piece = piece as usize;
        let mut row = [0i32; 6];
        for j in 0..count {
            row[j] = costs[needed[j]][piece];
        }
        for mask in (0..full).rev() {
            let base = dp[mask];
            if base == i32::MAX {
                continue;
            }
            let mut free = full & !mask;
            while free != 0 {
                let j = free.trailing_zeros() as usize;
                free &= free - 1;
                let next = mask | (1 << j);
                let value = base + row[j];
                if value < dp[next] {
                    dp[next] = value;
                }
            }
        }
    }
    if dp[full] != i32::MAX {
        return dp[full];
    }
    // Fewer pieces than cells to fill (only on boards set up by hand).
    (0..=full)
        .filter(|&m| dp[m] != i32::MAX)
        .map(|m| dp[m] + UNFILLABLE * (count - m.count_ones() as usize) as i32)
        .min()
        .unwrap_or(UNFILLABLE * count as i32)
}

/// Weight of the opponent's [`fill_cost`] in the evaluation, in quarters of the weight of the
/// searching side's own cost. Below four, the searching side values its own progress more
/// than holding the opponent back, which stops two copies of the player from waiting for
/// each other forever (with equal weights they can shuffle one piece back and forth in a
/// stand-off where whoever advances first gives the other a jump).
const OPPONENT_WEIGHT: i32 = 3;

/// The position from `player`'s point of view, `root` being the searching side: the
/// opponent's [`fill_cost`], weighted by [`OPPONENT_WEIGHT`], minus `root`'s own (times
/// four), negated when `player` is not `root`.
fn evaluate(bits: Bitboards, player: Player, root: Player) -> i32 {
    let root_view = OPPONENT_WEIGHT * fill_cost(bits, root.opponent()) - 4 * fill_cost(bits, root);
    if player == root {
        root_view
    } else {
        -root_view
    }
}

/// A move as bit indices.
type BitMove = (u32, u32);

/// Work allowed for one search, in units of nodes plus pieces handled. Ordinary positions
/// need well under a tenth of it; only boards set up by hand with many pieces reach it, and
/// the search then falls back to one ply. Counting work instead of time keeps the player
/// deterministic.
const WORK_BUDGET: u64 = 2_000_000;

/// Fixed-depth negamax alpha-beta search with reusable move buffers.
#[derive(Clone, Debug)]
struct Search {
    depth: u32,
    nodes: u64,
    work: u64,
    aborted: bool,
    root: Player,
    buffers: Vec<Vec<(i32, BitMove)>>,
}

impl Search {
    fn new(depth: u32) -> Search {
        Search {
            depth,
            nodes: 0,
            work: 0,
            aborted: false,
            root: Player::Blue,
            buffers: vec![Vec::with_capacity(128); depth as usize + 1],
        }
    }

    /// Writes `player`'s moves into `out`, best [`progress`] first (ties in board order).
    fn generate(&mut self, bits: Bitboards, player: Player, out: &mut Vec<(i32, BitMove)>) {
        out.clear();
        self.work += u64::from(bits.of(player).count_ones());
        let occupied = bits.occupied();
        for from in BitIter(bits.of(player)) {
            for to in BitIter(destinations(occupied, from)) {
                out.push((progress(player, from, to), (from, to)));
            }
        }
        out.sort_by_key(|&(gain, _)| std::cmp::Reverse(gain));
    }

    /// The best move for `player`, or `None` if it has no legal move.
    fn best_move(&mut self, bits: Bitboards, player: Player, rng: &mut GameRng) -> Option<BitMove> {
        self.nodes = 0;
        self.work = 0;
        self.aborted = false;
        self.root = player;
        let mut moves = std::mem::take(&mut self.buffers[0]);
        self.generate(bits, player, &mut moves);
        if moves.is_empty() {
            self.buffers[0] = moves;
            return None;
        }
        // Random order among moves of equal progress: the rng breaks ties.
        rng.shuffle(&mut moves);
        moves.sort_by_key(|&(gain, _)| std::cmp::Reverse(gain));
        let mut best = self.search_root(bits, player, &moves, self.depth);
        if self.aborted {
            self.aborted = false;
            self.work = 0;
            best = self.search_root(bits, player, &moves, 1);
        }
        self.buffers[0] = moves;
        Some(best)
    }

    /// The first of `moves` with the best score at `depth` plies.
    fn search_root(
        &mut self,
        bits: Bitboards,
        player: Player,
        moves: &[(i32, BitMove)],
        depth: u32,
    ) -> BitMove {
        let mut best = moves[0].1;
        let mut alpha = -WIN - 1;
        for &(_, (from, to)) in moves {
            let mut next = bits;
            next.move_piece(player, from, to);
            let score = self.score_after(next, player, depth - 1, 1, alpha, WIN + 1);
            if self.aborted {
                break;
            }
            if score > alpha {
                alpha = score;
                best = (from, to);
            }
        }
        best
    }

    /// Score for `mover`, who just moved into `bits`, with `depth` plies left to search.
    fn score_after(
        &mut self,
        bits: Bitboards,
        mover: Player,
        depth: u32,
        ply: i32,
        alpha: i32,
        beta: i32,
    ) -> i32 {
        self.nodes += 1;
        if bits.has_won(mover) {
            return WIN - ply;
        }
        if bits.has_won(mover.opponent()) {
            return -(WIN - ply);
        }
        if depth == 0 {
            self.work += u64::from(bits.occupied().count_ones());
            return evaluate(bits, mover, self.root);
        }
        -self.negamax(bits, mover.opponent(), depth, ply, -beta, -alpha)
    }

    /// Score for `player`, to move in `bits`.
    fn negamax(
        &mut self,
        bits: Bitboards,
        player: Player,
        depth: u32,
        ply: i32,
        mut alpha: i32,
        beta: i32,
    ) -> i32 {
        self.work += 1;
        if self.work > WORK_BUDGET {
            self.aborted = true;
            return 0;
        }
        let level = ply as usize;
        let mut moves = std::mem::take(&mut self.buffers[level]);
        self.generate(bits, player, &mut moves);
        if moves.is_empty() {
            // No legal move: the side passes, as if it had moved without changing the board.
            self.buffers[level] = moves;
            return self.score_after(bits, player, depth - 1, ply + 1, alpha, beta);
        }
        let mut best = -WIN - 1;
        for &(_, (from, to)) in &moves {
            if self.aborted {
                break;
            }
            let mut next = bits;
            next.move_piece(player, from, to);
            let score = self.score_after(next, player, depth - 1, ply + 1, alpha, beta);
            if score > best {
                best = score;
                if score > alpha {
                    alpha = score;
                    if alpha >= beta {
                        break;
                    }
                }
            }
        }
        self.buffers[level] = moves;
        best
    }
}

/// How a game ended.
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug)]
pub enum Outcome {
    /// The player filled its target camp.
    Won(Player),
    /// Both players made their [`super::rules::MOVE_LIMIT`] moves without a winner.
    Draw,
    /// The player `side` gave no usable move; the game stopped there.
    Fault {
        /// The side that faulted.
        side: Player,
        /// What went wrong.
        fault: PlayerFault,
    },
}

/// Everything that happened in one game.
#[derive(Clone, PartialEq, Eq, Debug)]
pub struct GameRecord {
    /// How the game ended.
    pub outcome: Outcome,
    /// Every turn in order, blue first: a move, or `None` for a pass (no legal move).
    pub turns: Vec<Option<Move>>,
    /// Time each side took to answer, in order, indexed by [`Player::index`]. Passes are
    /// not timed: the player is not asked.
    pub durations: [Vec<Duration>; 2],
    /// The position when the game ended (after the last legal move).
    pub final_game: Game,
    /// Faults that did not end the game, per side, indexed by [`Player::index`].
    pub tolerated: [Vec<PlayerFault>; 2],
}

/// Asks `agent` for the move of the side to move and checks it against the rules: the answer
/// is a legal move, or the fault that explains why there is none. Whoever asks a player for
/// a move asks through here, so no unchecked answer is ever played.
pub fn checked_choice(
    agent: &mut dyn Agent,
    game: &Game,
    rng: &mut GameRng,
) -> Result<Move, PlayerFault> {
    let mv = agent.choose(game, rng)?;
    match validate(&game.board, game.to_move, mv) {
        Ok(()) => Ok(mv),
        Err(error) => Err(PlayerFault::IllegalMove {
            code: i64::from(mv.from) * 100 + i64::from(mv.to),
            error,
        }),
    }
}

/// Plays one game from the initial position, `blue` moving first, and checks every answer.
pub fn play_game(blue: &mut dyn Agent, red: &mut dyn Agent, rng: &mut GameRng) -> GameRecord {
    play_from(Game::new(), blue, red, rng)
}

/// Plays `start` to the end (which may be at once). A side with no legal move passes
/// without being asked; every answer is checked, and an illegal one ends the game with a
/// fault of the side that gave it.
pub fn play_from(
    start: Game,
    blue: &mut dyn Agent,
    red: &mut dyn Agent,
    rng: &mut GameRng,
) -> GameRecord {
    blue.new_game();
    red.new_game();
    let mut game = start;
    let mut turns = Vec::new();
    let mut durations = [Vec::new(), Vec::new()];
    let outcome = loop {
        match game.status() {
            Status::Won(player) => break Outcome::Won(player),
            Status::Draw => break Outcome::Draw,
            Status::Ongoing => {}
        }
        let side = game.to_move;
        if legal_moves(&game.board, side).is_empty() {
            game.pass();
            turns.push(None);
            continue;
        }
        let agent: &mut dyn Agent = match side {
            Player::Blue => &mut *blue,
            Player::Red => &mut *red,
        };
        let start = Instant::now();
        let answer = checked_choice(agent, &game, rng);
        durations[side.index()].push(start.elapsed());
        let mv = match answer {
            Ok(mv) => mv,
            Err(fault) => break Outcome::Fault { side, fault },
        };
        game.apply(mv)
            .expect("checked_choice returns only legal moves");
        turns.push(Some(mv));
    };
    GameRecord {
        outcome,
        turns,
        durations,
        final_game: game,
        tolerated: [blue.take_tolerated(), red.take_tolerated()],
    }
}

#[cfg(test)]
mod tests {
    use super::super::rules::{Board, is_legal, loc_to_bit};
    use super::*;

    /// Positions reached by random play from the initial position.
    fn random_positions(count: usize, seed: u64) -> Vec<Game> {
        let mut rng = GameRng::from_seed(seed);
        let mut out = Vec::new();
        while out.len() < count {
            let mut game = Game::new();
            let plies = rng.below(120);
            for _ in 0..plies {
                if game.status() != Status::Ongoing {
                    break;
                }
                let moves = game.legal_moves();
                match rng.choose(&moves) {
                    Some(&mv) => game.apply(mv).unwrap(),
                    None => assert!(game.pass()),
                }
            }
            if game.status() == Status::Ongoing && !game.legal_moves().is_empty() {
                out.push(game);
            }
        }
        out
    }

    #[test]
    fn builtins_by_name() {
        for name in ["random", "greedy", "default"] {
            assert_eq!(builtin(name).unwrap().name(), name);
        }
        assert!(builtin("Default").is_none());
        assert!(builtin("").is_none());
    }

    #[test]
    fn builtins_return_legal_moves_and_leave_the_board_alone() {
        let positions = random_positions(50, 5);
        let mut rng = GameRng::from_seed(6);
        for name in ["random", "greedy", "default"] {
            let mut player = builtin(name).unwrap();
            // The search is slow in debug builds; a dozen positions still cover all phases.
            let count = if name == "default" {
                12
            } else {
                positions.len()
            };
            for game in positions.iter().step_by(positions.len() / count) {
                let before = *game;
                let mv = player.choose(game, &mut rng).unwrap();
                assert!(is_legal(&game.board, game.to_move, mv), "{name}: {mv}");
                assert_eq!(*game, before);
            }
        }
    }

    #[test]
    fn greedy_takes_the_longest_forward_move() {
        // Blue's only piece on 11 can jump over 44 to 77 (six anti-diagonals).
        let mut board = Board::empty();
        board.set(11, Some(Player::Blue));
        board.set(44, Some(Player::Red));
        board.set(12, Some(Player::Red));
        let game = Game {
            board,
            to_move: Player::Blue,
            moves_made: [0, 0],
        };
        let mut rng = GameRng::from_seed(1);
        for _ in 0..10 {
            assert_eq!(GreedyPlayer.choose(&game, &mut rng), Ok(Move::new(11, 77)));
        }
    }

    #[test]
    fn greedy_breaks_ties_with_the_rng() {
        // Blue on 11 and 15 alone: 11 -> 22 and 15 -> 26 both gain two anti-diagonals, and
        // nothing gains more; different seeds pick both.
        let mut board = Board::empty();
        board.set(11, Some(Player::Blue));
        board.set(15, Some(Player::Blue));
        let game = Game {
            board,
            to_move: Player::Blue,
            moves_made: [0, 0],
        };
        let mut seen = std::collections::BTreeSet::new();
        for seed in 0..40 {
            let mut rng = GameRng::from_seed(seed);
            seen.insert(GreedyPlayer.choose(&game, &mut rng).unwrap());
        }
        let expected: std::collections::BTreeSet<Move> =
            [Move::new(11, 22), Move::new(15, 26)].into_iter().collect();
        assert_eq!(seen, expected);
        // From the initial position the only move gaining four is the jump 11 -> 33.
        let mut rng = GameRng::from_seed(0);
        let mv = GreedyPlayer.choose(&Game::new(), &mut rng).unwrap();
        assert_eq!(mv, Move::new(11, 33));
        assert_eq!(progress(Player::Blue, loc_to_bit(11), loc_to_bit(33)), 4);
    }

    #[test]
    fn corner_distance_matches_the_camps() {
        for bit in 0..64 {
            let loc = bit_to_loc(bit);
            assert_eq!(
                corner_distance(Player::Blue, bit) <= 2,
                super::super::rules::RED_CAMP.contains(&loc)
            );
            assert_eq!(
                corner_distance(Player::Red, bit) <= 2,
                super::super::rules::BLUE_CAMP.contains(&loc)
            );
        }
    }

    #[test]
    fn default_is_deterministic_given_the_seed() {
        let positions = random_positions(5, 9);
        for game in &positions {
            let a = DefaultPlayer::new().choose(game, &mut GameRng::from_seed(3));
            let b = DefaultPlayer::new().choose(game, &mut GameRng::from_seed(3));
            assert_eq!(a, b);
        }
    }

    #[test]
    fn default_takes_an_immediate_win() {
        // Blue fills 77 from 55 by a jump over 66 and wins; a step elsewhere would not.
        let mut board = Board::empty();
        for loc in [68, 78, 86, 87, 88, 55] {
            board.set(loc, Some(Player::Blue));
        }
        for loc in [66, 11, 12, 13, 21, 44] {
            board.set(loc, Some(Player::Red));
        }
        let game = Game {
            board,
            to_move: Player::Blue,
            moves_made: [40, 40],
        };
        let mv = DefaultPlayer::new()
            .choose(&game, &mut GameRng::from_seed(0))
            .unwrap();
        assert_eq!(mv, Move::new(55, 77));
    }

    #[test]
    fn fill_cost_counts_opponent_pieces_as_filling() {
        let mut bits = Bitboards::default();
        // Blue on its whole target camp: nothing left to fill.
        for loc in super::super::rules::RED_CAMP {
            bits.blue |= 1 << loc_to_bit(loc);
        }
        assert_eq!(fill_cost(bits, Player::Blue), 0);
        // A red piece on 88 instead of blue: 88 needs no blue piece; the blue piece now on
        // 55 is not needed.
        bits.blue &= !(1 << loc_to_bit(88));
        bits.blue |= 1 << loc_to_bit(55);
        bits.red |= 1 << loc_to_bit(88);
        assert_eq!(fill_cost(bits, Player::Blue), 0);
        // Without the red piece, 55 must go to 88: three king steps, six rook steps.
        bits.red = 0;
        assert_eq!(fill_cost(bits, Player::Blue), 2 * 3 + 6);
    }

    #[test]
    fn driver_plays_to_the_end_and_records_turns() {
        let mut rng = GameRng::from_seed(21);
        let record = play_game(&mut GreedyPlayer, &mut RandomPlayer, &mut rng);
        assert_ne!(record.turns.len(), 0);
        let blue_turns = record.turns.len().div_ceil(2);
        assert_eq!(record.durations[0].len(), blue_turns);
        assert_eq!(record.durations[1].len(), record.turns.len() / 2);
        // Replaying the turns gives the final position and its status.
        let mut game = Game::new();
        for turn in &record.turns {
            match turn {
                Some(mv) => game.apply(*mv).unwrap(),
                None => assert!(game.pass()),
            }
        }
        assert_eq!(game, record.final_game);
        match record.outcome {
            Outcome::Won(p) => assert_eq!(game.status(), Status::Won(p)),
            Outcome::Draw => assert_eq!(game.status(), Status::Draw),
            Outcome::Fault { .. } => panic!("built-ins do not fault"),
        }
    }

    #[test]
    fn driver_passes_for_a_side_without_moves() {
        // Blue's only piece on 81 is shut in by red (see the rules' pass test); red must
        // move on while blue passes.
        let mut board = Board::empty();
        board.set(81, Some(Player::Blue));
        for loc in [61, 63, 71, 72, 82, 83] {
            board.set(loc, Some(Player::Red));
        }
        let start = Game {
            board,
            to_move: Player::Blue,
            moves_made: [95, 95],
        };
        let mut rng = GameRng::from_seed(4);
        let record = play_from(start, &mut Crasher, &mut RandomPlayer, &mut rng);
        // Blue's first turn is a pass; the crasher is only asked once it can move, and its
        // first answer ends the game.
        assert_eq!(record.turns[0], None);
        assert!(record.turns.iter().step_by(2).all(Option::is_none));
        match record.outcome {
            Outcome::Fault {
                side: Player::Blue,
                fault: PlayerFault::Crashed,
            } => assert_eq!(record.durations[0].len(), 1),
            Outcome::Draw => assert!(record.durations[0].is_empty()),
            other => panic!("{other:?}"),
        }
        assert_eq!(record.durations[1].len(), record.turns.len() / 2);
    }

    struct Cheater;
    impl Agent for Cheater {
        fn choose(&mut self, _: &Game, _: &mut GameRng) -> Result<Move, PlayerFault> {
            Ok(Move::new(11, 44))
        }
        fn name(&self) -> String {
            "cheater".to_owned()
        }
    }

    struct Crasher;
    impl Agent for Crasher {
        fn choose(&mut self, _: &Game, _: &mut GameRng) -> Result<Move, PlayerFault> {
            Err(PlayerFault::Crashed)
        }
        fn name(&self) -> String {
            "crasher".to_owned()
        }
    }

    #[test]
    fn driver_records_faults() {
        let mut rng = GameRng::from_seed(1);
        let record = play_game(&mut Cheater, &mut RandomPlayer, &mut rng);
        assert_eq!(
            record.outcome,
            Outcome::Fault {
                side: Player::Blue,
                fault: PlayerFault::IllegalMove {
                    code: 1144,
                    error: MoveError::RuleViolation
                }
            }
        );
        assert!(record.turns.is_empty());
        assert_eq!(record.final_game, Game::new());
        let record = play_game(&mut RandomPlayer, &mut Crasher, &mut rng);
        assert_eq!(
            record.outcome,
            Outcome::Fault {
                side: Player::Red,
                fault: PlayerFault::Crashed
            }
        );
        assert_eq!(record.turns.len(), 1);
    }
}
