//! The rules of two-player Chinese Checker on an 8x8 board, as data and pure functions.
//!
//! This module owns the board ([`Board`], the spec's `int board[89]`), the pieces ([`Player`]),
//! moves and their four-digit `SSEE` encoding ([`Move`]), the validation of a typed move in the
//! spec's order ([`check_move`], [`MoveError`]), legal-move generation ([`legal_moves`]) and the
//! game state with its end conditions ([`Game`], [`Status`]).
//!
//! Locations are the spec's two-digit numbers: the tens digit is the row 1..=8 from the top,
//! the units digit the column 1..=8 from the left. Internally the 64 cells are also numbered
//! as bits `(row - 1) * 8 + (column - 1)` of a `u64` ([`Bitboards`]), which keeps move
//! generation free of allocation; both numberings order the cells the same way.

use std::fmt;

use super::mistakes::Slips;

/// Length of the spec's board array.
pub const BOARD_LEN: usize = 89;
/// Value of an array index that is not a cell of the board.
pub const OFF_BOARD: i32 = -1;
/// Value of an empty cell.
pub const EMPTY: i32 = 0;
/// Moves each player may make before the game is a draw.
pub const MOVE_LIMIT: u32 = 100;

/// Blue's camp, where blue starts and red must go (top-left corner).
pub const BLUE_CAMP: [u8; 6] = [11, 12, 13, 21, 22, 31];
/// Red's camp, where red starts and blue must go (bottom-right corner).
pub const RED_CAMP: [u8; 6] = [68, 77, 78, 86, 87, 88];

/// One of the two sides. The discriminant is the value of its pieces on the board.
#[derive(Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Hash, Debug)]
pub enum Player {
    /// Moves first, starts in the top-left camp.
    Blue = 1,
    /// Moves second, starts in the bottom-right camp.
    Red = 2,
}

impl Player {
    /// The other side.
    pub fn opponent(self) -> Player {
        match self {
            Player::Blue => Player::Red,
            Player::Red => Player::Blue,
        }
    }

    /// `0` for blue, `1` for red: the index into per-side arrays such as
    /// [`Game::moves_made`].
    pub fn index(self) -> usize {
        self as usize - 1
    }

    /// The player whose pieces have value `value` on the board (`1` or `2`).
    pub fn from_value(value: i32) -> Option<Player> {
        match value {
            1 => Some(Player::Blue),
            2 => Some(Player::Red),
            _ => None,
        }
    }

    /// The six cells where this player starts.
    pub fn home_camp(self) -> [u8; 6] {
        match self {
            Player::Blue => BLUE_CAMP,
            Player::Red => RED_CAMP,
        }
    }

    /// The six cells this player must fill: the opponent's home camp.
    pub fn target_camp(self) -> [u8; 6] {
        self.opponent().home_camp()
    }
}

/// Whether `loc` names a cell: both its row and its column digit are in `1..=8`.
pub fn is_on_board(loc: u8) -> bool {
    let (row, col) = (loc / 10, loc % 10);
    (1..=8).contains(&row) && (1..=8).contains(&col)
}

/// The bit index `0..64` of an on-board location.
///
/// # Panics
/// If `loc` is not on the board.
pub fn loc_to_bit(loc: u8) -> u32 {
    assert!(is_on_board(loc), "location {loc} is not on the board");
    u32::from((loc / 10 - 1) * 8 + (loc % 10 - 1))
}

/// The location of bit index `bit` (`0..64`).
pub fn bit_to_loc(bit: u32) -> u8 {
    debug_assert!(bit < 64);
    let bit = bit as u8;
    (bit / 8 + 1) * 10 + bit % 8 + 1
}

/// Why an external array is not a board.
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug)]
pub enum BoardError {
    /// The array does not have [`BOARD_LEN`] elements.
    Length(usize),
    /// An index that is not a cell holds something other than `-1`.
    OffBoardValue {
        /// The array index.
        index: u8,
        /// The value found there.
        value: i32,
    },
    /// A cell holds something other than `0`, `1` or `2`.
    CellValue {
        /// The array index (the location).
        index: u8,
        /// The value found there.
        value: i32,
    },
}

/// The spec's board array: `-1` off the board, `0` empty, `1` blue, `2` red.
///
/// A `Board` always holds valid values; the number of pieces of each colour is not
/// restricted, so test positions and endgames can be set up freely.
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug)]
pub struct Board([i32; BOARD_LEN]);

impl Board {
    /// The board with no pieces.
    pub fn empty() -> Board {
        let mut cells = [OFF_BOARD; BOARD_LEN];
        for (index, cell) in cells.iter_mut().enumerate() {
            if is_on_board(index as u8) {
                *cell = EMPTY;
            }
        }
        Board(cells)
    }

    /// The starting position: blue on its camp in the top-left corner, red on its camp in
    /// the bottom-right corner.
    pub fn initial() -> Board {
        let mut board = Board::empty();
        for loc in BLUE_CAMP {
            board.set(loc, Some(Player::Blue));
        }
        for loc in RED_CAMP {
            board.set(loc, Some(Player::Red));
        }
        board
    }

    /// Checks an external array: every cell must hold `0`, `1` or `2` and every other index
    /// `-1`. The first offending index (lowest) is reported.
    pub fn from_array(cells: [i32; BOARD_LEN]) -> Result<Board, BoardError> {
        for (index, &value) in cells.iter().enumerate() {
            let index = index as u8;
            if is_on_board(index) {
                if !(0..=2).contains(&value) {
                    return Err(BoardError::CellValue { index, value });
                }
            } else if value != OFF_BOARD {
                return Err(BoardError::OffBoardValue { index, value });
            }
        }
        Ok(Board(cells))
    }

    /// Like [`Board::from_array`], for a slice that must have [`BOARD_LEN`] elements.
    pub fn from_slice(cells: &[i32]) -> Result<Board, BoardError> {
        let cells: [i32; BOARD_LEN] = cells
            .try_into()
            .map_err(|_| BoardError::Length(cells.len()))?;
        Board::from_array(cells)
    }

    /// The spec's array.
    pub fn as_array(&self) -> &[i32; BOARD_LEN] {
        &self.0
    }

    /// The piece on `loc`, or `None` if the cell is empty or `loc` is not on the board.
    pub fn get(&self, loc: u8) -> Option<Player> {
        self.0
            .get(usize::from(loc))
            .and_then(|&v| Player::from_value(v))
    }

    /// Puts `piece` (or nothing) on the cell `loc`.
    ///
    /// # Panics
    /// If `loc` is not on the board.
    pub fn set(&mut self, loc: u8, piece: Option<Player>) {
        assert!(is_on_board(loc), "location {loc} is not on the board");
        self.0[usize::from(loc)] = piece.map_or(EMPTY, |p| p as i32);
    }

    /// The cells holding `player`'s pieces, in increasing order.
    pub fn pieces(&self, player: Player) -> Vec<u8> {
        let bits = Bitboards::from_board(self).of(player);
        BitIter(bits).map(bit_to_loc).collect()
    }
}

impl Default for Board {
    fn default() -> Board {
        Board::initial()
    }
}

/// A move from cell `from` to cell `to`, written `SSEE` in the spec.
///
/// The fields are plain data: a `Move` built by hand may name off-board cells, which every
/// rule function treats as illegal.
#[derive(Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Hash, Debug)]
pub struct Move {
    /// The lifting location `SS`.
    pub from: u8,
    /// The landing location `EE`.
    pub to: u8,
}

impl Move {
    /// A move between two locations.
    pub fn new(from: u8, to: u8) -> Move {
        Move { from, to }
    }

    /// The four-digit code `from * 100 + to`.
    pub fn to_ssee(self) -> u16 {
        u16::from(self.from) * 100 + u16::from(self.to)
    }

    /// The move coded as `SSEE`, if `code` is at most 9999 and both locations are on the
    /// board.
    pub fn from_ssee(code: u16) -> Option<Move> {
        parse_code(i64::from(code)).ok()
    }
}

impl fmt::Display for Move {
    /// The `SSEE` code, as a player types it.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{:02}{:02}", self.from, self.to)
    }
}

/// Why a typed move is refused, in the order the spec checks it (section 3.6).
#[derive(Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Hash, Debug)]
pub enum MoveError {
    /// (1) The input is not a four-digit integer.
    Format,
    /// (2) A location has a row or column digit outside `1..=8`.
    OffBoard,
    /// (3) The starting location does not hold a piece of the player to move.
    BadStart,
    /// (4) The ending location is not empty.
    BadEnd,
    /// (5) No single step and no chain of jumps leads from the start to the end.
    RuleViolation,
}

/// Steps (1) and (2) of the spec's check: the token must be exactly four ASCII digits
/// `SSEE` (no sign, no other character, nothing more or less), and both locations must be
/// on the board.
///
/// `0123` is therefore four digits naming location `01`, which is [`MoveError::OffBoard`];
/// `+123`, `-123`, `12345`, `12ab` and the empty token are [`MoveError::Format`].
pub fn parse_move(token: &[u8]) -> Result<Move, MoveError> {
    let digits: [u8; 4] = token.try_into().map_err(|_| MoveError::Format)?;
    if !digits.iter().all(u8::is_ascii_digit) {
        return Err(MoveError::Format);
    }
    let [a, b, c, d] = digits.map(|x| x - b'0');
    let mv = Move::new(a * 10 + b, c * 10 + d);
    if is_on_board(mv.from) && is_on_board(mv.to) {
        Ok(mv)
    } else {
        Err(MoveError::OffBoard)
    }
}

/// Steps (1) and (2) for a number rather than a token, as a computer player returns it:
/// a code outside `0..=9999` is [`MoveError::Format`]; otherwise it is read as four digits
/// with leading zeros, so `123` is `0123` and [`MoveError::OffBoard`].
pub fn parse_code(code: i64) -> Result<Move, MoveError> {
    if !(0..=9999).contains(&code) {
        return Err(MoveError::Format);
    }
    let code = code as u16;
    let mv = Move::new((code / 100) as u8, (code % 100) as u8);
    if is_on_board(mv.from) && is_on_board(mv.to) {
        Ok(mv)
    } else {
        Err(MoveError::OffBoard)
    }
}

/// Whether the moving piece's starting cell is empty during its chain of jumps: the spec
/// does not say. Lifted, a jump may pass over the cell the piece left; held (a program that
/// moves the piece in its board only when the move is done), that cell is a piece to jump
/// over, as any other.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub enum ChainStart {
    #[default]
    Lifted,
    Held,
}

/// Steps (2) to (5) of the spec's check for an already decoded move.
pub fn validate(board: &Board, player: Player, mv: Move) -> Result<(), MoveError> {
    validate_with(board, player, mv, ChainStart::Lifted)
}

/// [`validate`], with the starting cell counted as `chain_start` says during a chain.
pub fn validate_with(
    board: &Board,
    player: Player,
    mv: Move,
    chain_start: ChainStart,
) -> Result<(), MoveError> {
    if !is_on_board(mv.from) || !is_on_board(mv.to) {
        return Err(MoveError::OffBoard);
    }
    if board.get(mv.from) != Some(player) {
        return Err(MoveError::BadStart);
    }
    if board.get(mv.to).is_some() {
        return Err(MoveError::BadEnd);
    }
    let occupied = Bitboards::from_board(board).occupied();
    let to = 1u64 << loc_to_bit(mv.to);
    let from = loc_to_bit(mv.from);
    let jumped_over = match chain_start {
        ChainStart::Lifted => occupied & !(1u64 << from),
        ChainStart::Held => occupied,
    };
    let steps = TABLES.neighbours[from as usize] & !occupied;
    if (steps | jumps_from(jumped_over, from)) & to == 0 {
        return Err(MoveError::RuleViolation);
    }
    Ok(())
}

/// All five steps of the spec's check (section 3.6) for one typed token, in order.
pub fn check_move(board: &Board, player: Player, token: &[u8]) -> Result<Move, MoveError> {
    check_move_with(board, player, token, ChainStart::Lifted)
}

/// [`check_move`], with the starting cell counted as `chain_start` says during a chain.
pub fn check_move_with(
    board: &Board,
    player: Player,
    token: &[u8],
    chain_start: ChainStart,
) -> Result<Move, MoveError> {
    let mv = parse_move(token)?;
    validate_with(board, player, mv, chain_start)?;
    Ok(mv)
}

/// [`check_move_with`] as a program making the mistakes `slips` checks it (see
/// [`super::mistakes`]); with none, the spec's check.
pub fn check_move_slipping(
    board: &Board,
    player: Player,
    token: &[u8],
    chain_start: ChainStart,
    slips: Slips,
) -> Result<Move, MoveError> {
    if slips == Slips::default() {
        return check_move_with(board, player, token, chain_start);
    }
    let short = slips.short_move_zero_padded && (1..4).contains(&token.len());
    let digits = match short {
        true => format!("{:0>4}", String::from_utf8_lossy(token)).into_bytes(),
        false => token.to_vec(),
    };
    let digits: [u8; 4] = digits.try_into().map_err(|_| MoveError::Format)?;
    if !digits.iter().all(u8::is_ascii_digit) {
        return Err(MoveError::Format);
    }
    let [a, b, c, d] = digits.map(|x| x - b'0');
    let mv = Move::new(a * 10 + b, c * 10 + d);
    validate_slipping(board, player, mv, chain_start, slips)?;
    Ok(mv)
}

/// [`validate_with`] as a program making the mistakes `slips` checks a decoded move.
pub fn validate_slipping(
    board: &Board,
    player: Player,
    mv: Move,
    chain_start: ChainStart,
    slips: Slips,
) -> Result<(), MoveError> {
    if slips == Slips::default() {
        return validate_with(board, player, mv, chain_start);
    }
    // A C program reads `board[loc]` for whatever passed its range check: `-1` off the
    // board, which is neither a piece of the player nor an empty cell.
    let cell = |loc: u8| board.as_array().get(usize::from(loc)).copied();
    let own_start = match slips.start_any_piece {
        true => board.get(mv.from).is_some(),
        false => board.get(mv.from) == Some(player),
    };
    let bad_end = match slips.end_checked_for_own_pieces {
        true => cell(mv.to).is_none_or(|v| v == player as i32 || v == OFF_BOARD),
        false => cell(mv.to) != Some(EMPTY),
    };
    let in_range = |loc: u8| match () {
        _ if slips.range_as_11_to_88 => (11..=88).contains(&loc),
        _ if slips.column_8_refused => {
            (1..=8).contains(&(loc / 10)) && (1..8).contains(&(loc % 10))
        }
        _ => is_on_board(loc),
    };
    if slips.start_checked_before_range && !own_start {
        return Err(MoveError::BadStart);
    }
    if !in_range(mv.from) || !in_range(mv.to) {
        return Err(MoveError::OffBoard);
    }
    if slips.end_checked_before_start && bad_end {
        return Err(MoveError::BadEnd);
    }
    if !own_start {
        return Err(MoveError::BadStart);
    }
    if bad_end {
        return Err(MoveError::BadEnd);
    }
    if !slips.bends_jumps() {
        return match board.get(mv.to) {
            // Only an end that the mistake let through holds a piece: no move lands there.
            Some(_) => Err(MoveError::RuleViolation),
            None => validate_with(board, board.get(mv.from).unwrap_or(player), mv, chain_start),
        };
    }
    let step = (mv.from / 10).abs_diff(mv.to / 10) <= 1
        && (mv.from % 10).abs_diff(mv.to % 10) <= 1
        && board.get(mv.to).is_none();
    match step || jumps_slipping(board, mv.from, chain_start, slips).contains(&mv.to) {
        true => Ok(()),
        false => Err(MoveError::RuleViolation),
    }
}

/// The cells a piece on `from` reaches by jumps as a program making the mistakes `slips`
/// finds them, cell by cell on the spec's array as a student's recursion walks it.
fn jumps_slipping(board: &Board, from: u8, chain_start: ChainStart, slips: Slips) -> Vec<u8> {
    let taken = |loc: u8| match chain_start {
        ChainStart::Lifted if loc == from => false,
        _ => board.get(loc).is_some(),
    };
    let mut reached = vec![from];
    let mut pending = vec![from];
    while let Some(cell) = pending.pop() {
        let (row, column) = (i16::from(cell / 10), i16::from(cell % 10));
        for (dr, dc) in DIRECTIONS {
            let at = |k: i16| {
                let (r, c) = (row + k * i16::from(dr), column + k * i16::from(dc));
                ((1..=8).contains(&r) && (1..=8).contains(&c)).then(|| (r * 10 + c) as u8)
            };
            let longest = if slips.no_long_jump { 2 } else { 14 };
            for distance in 2..=longest {
                let Some(land) = at(distance) else { break };
                if taken(land) {
                    continue;
                }
                let between: Vec<i16> = (1..distance)
                    .filter(|&k| at(k).is_some_and(taken))
                    .collect();
                let jumps = match slips.long_jump_off_centre {
                    true => between.len() == 1,
                    false => between == [distance / 2] && distance % 2 == 0,
                };
                if jumps && !reached.contains(&land) {
                    reached.push(land);
                    if !slips.no_multi_jump {
                        pending.push(land);
                    }
                }
            }
        }
    }
    reached.retain(|&loc| loc != from);
    reached
}

/// Whether `player` may play `mv` on `board`.
pub fn is_legal(board: &Board, player: Player, mv: Move) -> bool {
    validate(board, player, mv).is_ok()
}

/// Every legal move of `player`, each distinct `(from, to)` pair once, ordered by `from`
/// and then by `to`.
pub fn legal_moves(board: &Board, player: Player) -> Vec<Move> {
    let mut moves = Vec::with_capacity(64);
    legal_moves_into(board, player, &mut moves);
    moves
}

/// Like [`legal_moves`], writing into `out` (which is cleared first) to avoid allocating.
pub fn legal_moves_into(board: &Board, player: Player, out: &mut Vec<Move>) {
    out.clear();
    let bits = Bitboards::from_board(board);
    let occupied = bits.occupied();
    for from in BitIter(bits.of(player)) {
        for to in BitIter(destinations(occupied, from)) {
            out.push(Move::new(bit_to_loc(from), bit_to_loc(to)));
        }
    }
}

/// The pieces of both sides as sets of bits `(row - 1) * 8 + (column - 1)`.
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug, Default)]
pub struct Bitboards {
    /// Blue's pieces.
    pub blue: u64,
    /// Red's pieces.
    pub red: u64,
}

/// Bits of blue's camp.
pub const BLUE_CAMP_BITS: u64 = camp_bits(BLUE_CAMP);
/// Bits of red's camp.
pub const RED_CAMP_BITS: u64 = camp_bits(RED_CAMP);

const fn camp_bits(camp: [u8; 6]) -> u64 {
    let mut bits = 0;
    let mut i = 0;
    while i < camp.len() {
        let loc = camp[i];
        bits |= 1 << ((loc / 10 - 1) * 8 + (loc % 10 - 1));
        i += 1;
    }
    bits
}

impl Bitboards {
    /// The sets of a board.
    pub fn from_board(board: &Board) -> Bitboards {
        let mut bits = Bitboards::default();
        for bit in 0..64 {
            match board.0[usize::from(bit_to_loc(bit))] {
                1 => bits.blue |= 1 << bit,
                2 => bits.red |= 1 << bit,
                _ => {}
            }
        }
        bits
    }

    /// The pieces of `player`.
    pub fn of(self, player: Player) -> u64 {
        match player {
            Player::Blue => self.blue,
            Player::Red => self.red,
        }
    }

    /// Every occupied cell.
    pub fn occupied(self) -> u64 {
        self.blue | self.red
    }

    /// Moves `player`'s piece from bit `from` to bit `to`, without any check.
    pub fn move_piece(&mut self, player: Player, from: u32, to: u32) {
        let delta = (1u64 << from) | (1u64 << to);
        match player {
            Player::Blue => self.blue ^= delta,
            Player::Red => self.red ^= delta,
        }
    }

    /// Whether `player` has won: its target camp is full of pieces, at least one of which is
    /// its own.
    pub fn has_won(self, player: Player) -> bool {
        let target = match player {
            Player::Blue => RED_CAMP_BITS,
            Player::Red => BLUE_CAMP_BITS,
        };
        target & !self.occupied() == 0 && target & self.of(player) != 0
    }
}

/// Iterates over the set bits of a `u64`, lowest first.
#[derive(Clone, Copy, Debug)]
pub struct BitIter(pub u64);

impl Iterator for BitIter {
    type Item = u32;

    fn next(&mut self) -> Option<u32> {
        if self.0 == 0 {
            None
        } else {
            let bit = self.0.trailing_zeros();
            self.0 &= self.0 - 1;
            Some(bit)
        }
    }
}

/// Row and column steps of the eight directions: E, W, S, N, SE, NW, SW, NE.
const DIRECTIONS: [(i8, i8); 8] = [
    (0, 1),
    (0, -1),
    (1, 0),
    (-1, 0),
    (1, 1),
    (-1, -1),
    (1, -1),
    (-1, 1),
];

/// Bit-index distance between neighbouring cells of a ray, per direction.
const STRIDE: [u32; 8] = [1, 1, 8, 8, 9, 9, 7, 7];

/// Precomputed geometry: for every cell and direction, the cells of the ray leaving it.
struct Tables {
    /// Cells one step away.
    neighbours: [u64; 64],
    /// `rays[cell][dir][n]`: the first `n` cells of the ray (`n` in `0..=7`), nearest first.
    rays: [[[u64; 8]; 8]; 64],
    /// Number of cells on each ray.
    ray_len: [[u8; 8]; 8 * 8],
}

const TABLES: Tables = build_tables();

const fn build_tables() -> Tables {
    let mut t = Tables {
        neighbours: [0; 64],
        rays: [[[0; 8]; 8]; 64],
        ray_len: [[0; 8]; 64],
    };
    let mut cell = 0;
    while cell < 64 {
        let (row, col) = ((cell / 8) as i8, (cell % 8) as i8);
        let mut dir = 0;
        while dir < 8 {
            let (dr, dc) = DIRECTIONS[dir];
            let mut n = 0;
            let mut acc = 0u64;
            let (mut r, mut c) = (row + dr, col + dc);
            while r >= 0 && r < 8 && c >= 0 && c < 8 {
                acc |= 1 << (r * 8 + c);
                n += 1;
                t.rays[cell][dir][n] = acc;
                if n == 1 {
                    t.neighbours[cell] |= acc;
                }
                r += dr;
                c += dc;
            }
            t.ray_len[cell][dir] = n as u8;
            dir += 1;
        }
        cell += 1;
    }
    t
}

/// The landing cell of the one jump from `cell` in direction `dir` over the pieces in
/// `occupied`, if there is one: the first piece on the ray at distance `k` must be followed
/// by `k` empty cells, the last of which is the landing cell.
#[inline]
fn jump(occupied: u64, cell: usize, dir: usize) -> Option<u32> {
    let rays = &TABLES.rays[cell][dir];
    let len = usize::from(TABLES.ray_len[cell][dir]);
    let hits = occupied & rays[len];
    if hits == 0 {
        return None;
    }
    // Directions 0, 2, 4 and 6 go towards higher bits, the others towards lower bits.
    let nearest = if dir.is_multiple_of(2) {
        hits.trailing_zeros()
    } else {
        63 - hits.leading_zeros()
    };
    let k = (nearest.abs_diff(cell as u32) / STRIDE[dir]) as usize;
    if 2 * k > len {
        return None;
    }
    let beyond = rays[2 * k] & !rays[k];
    if occupied & beyond != 0 {
        return None;
    }
    Some((rays[2 * k] & !rays[2 * k - 1]).trailing_zeros())
}

/// Every cell reachable from `from` (a bit index) by one or more jumps, the piece on `from`
/// having been lifted. `occupied` may include `from`; it is ignored.
pub fn jump_destinations(occupied: u64, from: u32) -> u64 {
    jumps_from(occupied & !(1u64 << from), from)
}

/// Every cell reachable from `from` by one or more jumps over the pieces in `occupied`,
/// as it is given: with `from` in it, the starting cell is a piece to jump over.
fn jumps_from(occupied: u64, from: u32) -> u64 {
    let start = 1u64 << from;
    let mut visited = start;
    let mut pending = start;
    while pending != 0 {
        let cell = pending.trailing_zeros() as usize;
        pending &= pending - 1;
        for dir in 0..8 {
            if let Some(land) = jump(occupied, cell, dir) {
                let bit = 1u64 << land;
                if visited & bit == 0 {
                    visited |= bit;
                    pending |= bit;
                }
            }
        }
    }
    visited & !start
}

/// Every cell the piece on `from` (a bit index) can legally reach: adjacent empty cells and
/// cells reachable by a chain of jumps. Never includes `from` itself.
pub fn destinations(occupied: u64, from: u32) -> u64 {
    let steps = TABLES.neighbours[from as usize] & !occupied;
    steps | jump_destinations(occupied, from)
}

/// Result of the game after the last move.
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug)]
pub enum Status {
    /// Nobody has won and the move limit has not been reached.
    Ongoing,
    /// The player has filled its target camp.
    Won(Player),
    /// Both players have made [`MOVE_LIMIT`] moves and nobody has won.
    Draw,
}

/// A game in progress: the board, whose turn it is, and how many turns each side has taken
/// (moves and passes).
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug)]
pub struct Game {
    /// The current position.
    pub board: Board,
    /// The side whose turn it is.
    pub to_move: Player,
    /// Turns taken by blue (`[0]`) and red (`[1]`).
    pub moves_made: [u32; 2],
}

impl Default for Game {
    fn default() -> Game {
        Game::new()
    }
}

impl Game {
    /// The starting position, blue to move.
    pub fn new() -> Game {
        Game {
            board: Board::initial(),
            to_move: Player::Blue,
            moves_made: [0, 0],
        }
    }

    /// The legal moves of the side to move.
    pub fn legal_moves(&self) -> Vec<Move> {
        legal_moves(&self.board, self.to_move)
    }

    /// Plays `mv` for the side to move if it is legal, and passes the turn.
    ///
    /// Does not look at [`Game::status`]: stopping at the end of the game is the caller's job.
    pub fn apply(&mut self, mv: Move) -> Result<(), MoveError> {
        self.apply_with(mv, ChainStart::Lifted)
    }

    /// [`Game::apply`], with the starting cell counted as `chain_start` says during a chain.
    pub fn apply_with(&mut self, mv: Move, chain_start: ChainStart) -> Result<(), MoveError> {
        validate_with(&self.board, self.to_move, mv, chain_start)?;
        self.board.set(mv.from, None);
        self.board.set(mv.to, Some(self.to_move));
        self.end_turn();
        Ok(())
    }

    /// Passes the turn when the side to move has no legal move; the pass counts as one of
    /// its [`MOVE_LIMIT`] turns. Returns `false`, and does nothing, if it has a legal move.
    pub fn pass(&mut self) -> bool {
        let bits = Bitboards::from_board(&self.board);
        let occupied = bits.occupied();
        if BitIter(bits.of(self.to_move)).any(|from| destinations(occupied, from) != 0) {
            return false;
        }
        self.end_turn();
        true
    }

    fn end_turn(&mut self) {
        self.moves_made[self.to_move.index()] += 1;
        self.to_move = self.to_move.opponent();
    }

    /// Plays `mv` for the side to move whatever the rules say: the piece on its start,
    /// whosever it is, goes to its end, as a program that trusts its computer player does.
    pub fn apply_unchecked(&mut self, mv: Move) {
        let piece = self.board.get(mv.from);
        if is_on_board(mv.from) && is_on_board(mv.to) {
            self.board.set(mv.from, None);
            self.board.set(mv.to, piece);
        }
        self.end_turn();
    }

    /// [`Game::status_checking`] as a program making the mistakes `slips` decides it.
    pub fn status_slipping(&self, both: bool, slips: Slips) -> Status {
        let bits = Bitboards::from_board(&self.board);
        let won = |player: Player| match slips.win_needs_all_six_own {
            true => player
                .target_camp()
                .iter()
                .all(|&loc| self.board.get(loc) == Some(player)),
            false => bits.has_won(player),
        };
        let mover = self.to_move.opponent();
        let [blue, red] = self.moves_made;
        let drawn = match () {
            _ if slips.draw_after_100_in_all => blue + red >= MOVE_LIMIT,
            _ if slips.draw_when_either_reaches_100 => blue.max(red) >= MOVE_LIMIT,
            _ => blue.min(red) >= MOVE_LIMIT,
        };
        if won(mover) {
            Status::Won(mover)
        } else if both && won(mover.opponent()) {
            Status::Won(mover.opponent())
        } else if drawn {
            Status::Draw
        } else {
            Status::Ongoing
        }
    }

    /// The state of the game after the last turn. The side that just moved is checked for a
    /// win first, then its opponent (a move can fill the mover's own camp and so make the
    /// opponent win), then the move limit.
    pub fn status(&self) -> Status {
        self.status_checking(true)
    }

    /// The game's state with the win checked for the player who just moved, and for the
    /// other player too when `both`: a program that checks only the mover differs only
    /// when a move completes the opponent's win.
    pub fn status_checking(&self, both: bool) -> Status {
        let bits = Bitboards::from_board(&self.board);
        let mover = self.to_move.opponent();
        if bits.has_won(mover) {
            Status::Won(mover)
        } else if both && bits.has_won(mover.opponent()) {
            Status::Won(mover.opponent())
        } else if self.moves_made.iter().all(|&n| n >= MOVE_LIMIT) {
            Status::Draw
        } else {
            Status::Ongoing
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn board_with(blue: &[u8], red: &[u8]) -> Board {
        let mut board = Board::empty();
        for &loc in blue {
            board.set(loc, Some(Player::Blue));
        }
        for &loc in red {
            board.set(loc, Some(Player::Red));
        }
        board
    }

    fn targets_of(board: &Board, player: Player, from: u8) -> Vec<u8> {
        legal_moves(board, player)
            .into_iter()
            .filter(|m| m.from == from)
            .map(|m| m.to)
            .collect()
    }

    fn codes(moves: &[Move]) -> Vec<u16> {
        moves.iter().map(|m| m.to_ssee()).collect()
    }

    #[test]
    fn initial_board_matches_the_spec() {
        let board = Board::initial();
        let a = board.as_array();
        for (index, &v) in a.iter().enumerate() {
            let loc = index as u8;
            let expected = if BLUE_CAMP.contains(&loc) {
                1
            } else if RED_CAMP.contains(&loc) {
                2
            } else if is_on_board(loc) {
                0
            } else {
                -1
            };
            assert_eq!(v, expected, "index {index}");
        }
        assert_eq!(a.iter().filter(|&&v| v == 0).count(), 52);
        assert_eq!(board.pieces(Player::Red), vec![68, 77, 78, 86, 87, 88]);
        assert_eq!(Game::new().to_move, Player::Blue);
    }

    #[test]
    fn board_validation() {
        let good = *Board::initial().as_array();
        assert_eq!(Board::from_array(good), Ok(Board::initial()));
        let mut bad = good;
        bad[45] = 3;
        assert_eq!(
            Board::from_array(bad),
            Err(BoardError::CellValue {
                index: 45,
                value: 3
            })
        );
        let mut bad = good;
        bad[45] = -1;
        assert_eq!(
            Board::from_array(bad),
            Err(BoardError::CellValue {
                index: 45,
                value: -1
            })
        );
        let mut bad = good;
        bad[20] = 0;
        assert_eq!(
            Board::from_array(bad),
            Err(BoardError::OffBoardValue {
                index: 20,
                value: 0
            })
        );
        let mut bad = good;
        bad[0] = 1;
        assert!(Board::from_array(bad).is_err());
        assert_eq!(Board::from_slice(&good[..88]), Err(BoardError::Length(88)));
        assert_eq!(Board::from_slice(&good), Ok(Board::initial()));
    }

    #[test]
    fn locations_and_bits() {
        for bit in 0..64 {
            assert_eq!(loc_to_bit(bit_to_loc(bit)), bit);
        }
        assert_eq!(bit_to_loc(0), 11);
        assert_eq!(bit_to_loc(63), 88);
        for loc in [0, 10, 19, 20, 9, 90, 89, 81 + 9, 99] {
            assert!(!is_on_board(loc), "{loc}");
        }
        assert!(is_on_board(11) && is_on_board(88) && is_on_board(18) && is_on_board(81));
    }

    #[test]
    fn ssee_round_trip() {
        let mv = Move::new(21, 61);
        assert_eq!(mv.to_ssee(), 2161);
        assert_eq!(Move::from_ssee(2161), Some(mv));
        assert_eq!(Move::from_ssee(123), None);
        assert_eq!(Move::from_ssee(10000), None);
        assert_eq!(mv.to_string(), "2161");
        assert_eq!(parse_code(-5), Err(MoveError::Format));
        assert_eq!(parse_code(12345), Err(MoveError::Format));
        assert_eq!(parse_code(123), Err(MoveError::OffBoard));
        assert_eq!(parse_code(1190), Err(MoveError::OffBoard));
        assert_eq!(parse_code(1133), Ok(Move::new(11, 33)));
    }

    #[test]
    fn token_format() {
        use MoveError::*;
        assert_eq!(parse_move(b"1234"), Ok(Move::new(12, 34)));
        assert_eq!(parse_move(b"0123"), Err(OffBoard));
        assert_eq!(parse_move(b"+123"), Err(Format));
        assert_eq!(parse_move(b"-123"), Err(Format));
        assert_eq!(parse_move(b"12345"), Err(Format));
        assert_eq!(parse_move(b"01234"), Err(Format));
        assert_eq!(parse_move(b"12ab"), Err(Format));
        assert_eq!(parse_move(b"123"), Err(Format));
        assert_eq!(parse_move(b""), Err(Format));
        assert_eq!(parse_move(b"12.4"), Err(Format));
        assert_eq!(parse_move(b"1e34"), Err(Format));
        assert_eq!(parse_move("１２３４".as_bytes()), Err(Format));
        assert_eq!(parse_move(b"1190"), Err(OffBoard));
        assert_eq!(parse_move(b"1019"), Err(OffBoard));
        assert_eq!(parse_move(b"9911"), Err(OffBoard));
        assert_eq!(parse_move(b"0000"), Err(OffBoard));
        assert_eq!(parse_move(b"8888"), Ok(Move::new(88, 88)));
    }

    #[test]
    fn initial_position_moves_by_hand() {
        // Counted by hand: 11 can only jump over 22 to 33 (13 and 31 are occupied, and no
        // jump continues from 33); 12 steps to 23 and jumps over 13 to 14 and over 22 to 32;
        // 13 steps to 14, 23, 24; 21 steps to 32, jumps over 22 to 23 and over 31 to 41;
        // 22 steps to 23, 32, 33; 31 steps to 32, 41, 42.
        let blue = legal_moves(&Board::initial(), Player::Blue);
        assert_eq!(
            codes(&blue),
            vec![
                1133, 1214, 1223, 1232, 1314, 1323, 1324, 2123, 2132, 2141, 2223, 2232, 2233, 3132,
                3141, 3142
            ]
        );
        // Red's moves are the mirror image through the centre (loc -> 99 - loc).
        let mut red: Vec<u16> = legal_moves(&Board::initial(), Player::Red)
            .iter()
            .map(|m| Move::new(99 - m.from, 99 - m.to).to_ssee())
            .collect();
        red.sort_unstable();
        assert_eq!(red, codes(&blue));
    }

    #[test]
    fn long_symmetric_jump() {
        let board = board_with(&[11], &[13]);
        assert_eq!(targets_of(&board, Player::Blue, 11), vec![12, 15, 21, 22]);
        assert!(is_legal(&board, Player::Blue, Move::new(11, 15)));
        // Same with the jumped piece being blue.
        let board = board_with(&[11, 13], &[]);
        assert!(is_legal(&board, Player::Blue, Move::new(11, 15)));
        // A long jump down the column: 11 over 41 to 71.
        let board = board_with(&[11], &[41]);
        assert!(is_legal(&board, Player::Blue, Move::new(11, 71)));
        // Diagonal: 11 over 44 to 77.
        let board = board_with(&[11], &[44]);
        assert_eq!(targets_of(&board, Player::Blue, 11), vec![12, 21, 22, 77]);
        // Landing beyond the edge is not possible: 11 over 15 would land on 19.
        let board = board_with(&[11], &[15]);
        assert_eq!(targets_of(&board, Player::Blue, 11), vec![12, 21, 22]);
    }

    #[test]
    fn jump_blocked_by_a_second_piece() {
        use MoveError::RuleViolation;
        // 14 lies between the middle piece 13 and the landing cell 15.
        let board = board_with(&[11], &[13, 14]);
        assert_eq!(
            validate(&board, Player::Blue, Move::new(11, 15)),
            Err(RuleViolation)
        );
        assert_eq!(targets_of(&board, Player::Blue, 11), vec![12, 21, 22]);
        // 12 lies between the lifting cell and the middle piece 13.
        let board = board_with(&[11, 12], &[13]);
        assert_eq!(
            validate(&board, Player::Blue, Move::new(11, 15)),
            Err(RuleViolation)
        );
        // Two pieces in the middle of a long jump: 11 -> 17 with 13 and 15 set.
        let board = board_with(&[11], &[13, 15]);
        assert_eq!(
            validate(&board, Player::Blue, Move::new(11, 17)),
            Err(RuleViolation)
        );
        // Two adjacent pieces: 11 over 12 and 13 to 14 is not a jump.
        let board = board_with(&[11], &[12, 13]);
        assert_eq!(
            validate(&board, Player::Blue, Move::new(11, 14)),
            Err(RuleViolation)
        );
    }

    #[test]
    fn off_centre_piece_is_not_jumped() {
        use MoveError::RuleViolation;
        // The only piece is at distance 1: the landing cell is 13, never 14 or beyond.
        let board = board_with(&[11], &[12]);
        assert_eq!(targets_of(&board, Player::Blue, 11), vec![13, 21, 22]);
        assert_eq!(
            validate(&board, Player::Blue, Move::new(11, 14)),
            Err(RuleViolation)
        );
        // The only piece is at distance 2: 11 -> 16 has no middle cell, 11 -> 17 has 14.
        let board = board_with(&[11], &[13]);
        assert_eq!(
            validate(&board, Player::Blue, Move::new(11, 16)),
            Err(RuleViolation)
        );
        assert_eq!(
            validate(&board, Player::Blue, Move::new(11, 17)),
            Err(RuleViolation)
        );
        assert_eq!(
            validate(&board, Player::Blue, Move::new(11, 14)),
            Err(RuleViolation)
        );
    }

    #[test]
    fn multi_jump_changes_direction() {
        // 11 over 21 to 31 (south), over 32 to 33 (east), over 53 to 73 (long, south); from
        // 31 also long south-east over 53 to 75.
        let board = board_with(&[11], &[21, 32, 53]);
        assert_eq!(
            targets_of(&board, Player::Blue, 11),
            vec![12, 22, 31, 33, 73, 75]
        );
        // 11 -> 33 is not a single jump (nothing on 22): it needs the chain.
        assert!(is_legal(&board, Player::Blue, Move::new(11, 33)));
        assert!(is_legal(&board, Player::Blue, Move::new(11, 73)));
        // The spec's example 2161: 21 over 31 to 41, over 51 to 61.
        let board = board_with(&[21], &[31, 51]);
        assert!(is_legal(&board, Player::Blue, Move::new(21, 61)));
        assert!(is_legal(&board, Player::Blue, Move::new(21, 41)));
    }

    #[test]
    fn cycles_terminate_and_start_is_never_a_target() {
        // Jumps 11 -> 13 -> 33 -> 31 -> 11 form a loop over 12, 23, 32 and 21.
        let board = board_with(&[11], &[12, 21, 23, 32]);
        assert_eq!(targets_of(&board, Player::Blue, 11), vec![13, 22, 31, 33]);
        assert_eq!(
            validate(&board, Player::Blue, Move::new(11, 11)),
            Err(MoveError::BadEnd)
        );
        // A crowded board with many loops still gives a finite, duplicate-free list.
        let board = board_with(&[44], &[33, 34, 35, 43, 45, 53, 54, 55, 22, 26, 62, 66]);
        let moves = legal_moves(&board, Player::Blue);
        let mut sorted = moves.clone();
        sorted.sort();
        sorted.dedup();
        assert_eq!(sorted, moves);
        assert!(moves.iter().all(|m| m.from == 44 && m.to != 44));
    }

    #[test]
    fn lifted_piece_counts_as_empty() {
        // 13 over 23 to 33, over 32 to 31, over 21 to 11, then east over 14 to 17: that last
        // jump passes over 12 and the start cell 13, which is empty once the piece is lifted.
        let board = board_with(&[13], &[14, 21, 23, 32]);
        assert_eq!(
            targets_of(&board, Player::Blue, 13),
            vec![11, 12, 15, 17, 22, 24, 31, 33]
        );
        assert!(is_legal(&board, Player::Blue, Move::new(13, 17)));
        // With another piece on 13 instead, 11 -> 17 is blocked: 13 is then the first piece
        // (distance 2, landing 15) and 14 is in the way.
        let board = board_with(&[11, 13], &[14]);
        assert!(!is_legal(&board, Player::Blue, Move::new(11, 17)));
    }

    #[test]
    fn a_held_start_is_a_piece_to_jump_over() {
        // The chain of `lifted_piece_counts_as_empty`, whose last jump passes over the
        // start cell 13: with the piece held there, 11 -> 17 is blocked by it.
        let board = board_with(&[13], &[14, 21, 23, 32]);
        let mv = Move::new(13, 17);
        assert_eq!(
            validate_with(&board, Player::Blue, mv, ChainStart::Lifted),
            Ok(())
        );
        assert_eq!(
            validate_with(&board, Player::Blue, mv, ChainStart::Held),
            Err(MoveError::RuleViolation)
        );
        // A chain that never passes the start is the same either way.
        let mv = Move::new(13, 11);
        assert_eq!(
            validate_with(&board, Player::Blue, mv, ChainStart::Held),
            Ok(())
        );
    }

    #[test]
    fn step_then_jump_is_not_a_move() {
        // 11 -> 21 is a step and 21 over 32 to 43 a jump; together they are not a move.
        let board = board_with(&[11], &[32]);
        assert_eq!(
            validate(&board, Player::Blue, Move::new(11, 43)),
            Err(MoveError::RuleViolation)
        );
        // Two steps are not a move either.
        assert_eq!(
            validate(&board, Player::Blue, Move::new(11, 13)),
            Err(MoveError::RuleViolation)
        );
    }

    #[test]
    fn every_move_error_in_order() {
        use MoveError::*;
        let board = Board::initial();
        let blue = Player::Blue;
        for (token, expected) in [
            (&b"abcd"[..], Err(Format)),
            (b"+123", Err(Format)),
            (b"1133 ", Err(Format)),
            (b"9999", Err(OffBoard)),
            (b"1190", Err(OffBoard)),
            (b"0133", Err(OffBoard)),
            // Off the board wins over a bad start (step 2 before 3).
            (b"4490", Err(OffBoard)),
            (b"4455", Err(BadStart)),
            (b"8877", Err(BadStart)),
            (b"4411", Err(BadStart)),
            (b"1112", Err(BadEnd)),
            (b"1188", Err(BadEnd)),
            (b"1111", Err(BadEnd)),
            (b"2288", Err(BadEnd)),
            (b"1144", Err(RuleViolation)),
            (b"2234", Err(RuleViolation)),
            (b"3151", Err(RuleViolation)),
            (b"1133", Ok(Move::new(11, 33))),
            (b"2141", Ok(Move::new(21, 41))),
        ] {
            assert_eq!(
                check_move(&board, blue, token),
                expected,
                "{}",
                String::from_utf8_lossy(token)
            );
        }
        // Red's pieces are red's: blue's start cell is a bad start for red.
        assert_eq!(check_move(&board, Player::Red, b"1133"), Err(BadStart));
        assert_eq!(
            check_move(&board, Player::Red, b"7766"),
            Ok(Move::new(77, 66))
        );
    }

    #[test]
    fn the_mistakes_jump_as_students_do_and_without_one_the_spec_does() {
        let slipping = |board: &Board, mv, slips| {
            validate_slipping(board, Player::Blue, mv, ChainStart::Lifted, slips)
        };
        // The spec's example 2161 is a chain; 2141 one jump; 2131 a step.
        let board = board_with(&[21], &[31, 51]);
        let chain = Move::new(21, 61);
        let no_chain = Slips {
            no_multi_jump: true,
            ..Slips::default()
        };
        assert_eq!(slipping(&board, chain, Slips::default()), Ok(()));
        assert_eq!(
            slipping(&board, chain, no_chain),
            Err(MoveError::RuleViolation)
        );
        assert_eq!(slipping(&board, Move::new(21, 41), no_chain), Ok(()));
        // 22 over 24 to 26 is a long jump.
        let board = board_with(&[21, 22], &[24]);
        let short_only = Slips {
            no_long_jump: true,
            ..Slips::default()
        };
        let off_centre = Slips {
            long_jump_off_centre: true,
            ..Slips::default()
        };
        assert_eq!(
            slipping(&board, Move::new(22, 26), Slips::default()),
            Ok(())
        );
        assert_eq!(
            slipping(&board, Move::new(22, 26), short_only),
            Err(MoveError::RuleViolation)
        );
        // 31 over 32 lands on 33, not on 34.
        let board = board_with(&[31], &[32]);
        assert_eq!(
            slipping(&board, Move::new(31, 34), Slips::default()),
            Err(MoveError::RuleViolation)
        );
        assert_eq!(slipping(&board, Move::new(31, 34), off_centre), Ok(()));
        // On random positions, the slow walk with no mistake agrees with the rules.
        let mut rng = crate::rng::GameRng::from_seed(5);
        for _ in 0..100 {
            let mut board = Board::empty();
            for i in 0..2 + rng.below(16) {
                let player = [Player::Blue, Player::Red][i as usize % 2];
                board.set(bit_to_loc(rng.below(64)), Some(player));
            }
            for from in board.pieces(Player::Blue) {
                let mut walked = jumps_slipping(&board, from, ChainStart::Lifted, Slips::default());
                walked.sort_unstable();
                let bits =
                    jump_destinations(Bitboards::from_board(&board).occupied(), loc_to_bit(from));
                let expected: Vec<u8> = BitIter(bits).map(bit_to_loc).collect();
                assert_eq!(walked, expected, "{board:?} from {from}");
            }
        }
    }

    #[test]
    fn legal_moves_agree_with_validate() {
        // On a crowded position, every pair (from, to) is legal exactly when it is listed.
        let board = board_with(&[11, 13, 24, 33, 35, 46], &[22, 44, 55, 57, 66, 68]);
        for player in [Player::Blue, Player::Red] {
            let moves = legal_moves(&board, player);
            for from in 11..=88 {
                for to in 11..=88 {
                    let mv = Move::new(from, to);
                    assert_eq!(moves.contains(&mv), is_legal(&board, player, mv), "{mv}");
                }
            }
            let mut sorted = moves.clone();
            sorted.sort();
            assert_eq!(sorted, moves);
        }
    }

    #[test]
    fn legal_moves_agree_with_a_naive_search() {
        // A direct transcription of the rule on the 89-cell array, compared on random
        // positions.
        fn naive(board: &[i32; BOARD_LEN], from: u8) -> Vec<u8> {
            let mut cells = *board;
            cells[usize::from(from)] = 0;
            let at = |r: i32, c: i32| -> Option<i32> {
                ((1..=8).contains(&r) && (1..=8).contains(&c)).then(|| cells[(r * 10 + c) as usize])
            };
            let mut seen = vec![from];
            let mut stack = vec![from];
            let mut out = Vec::new();
            while let Some(cur) = stack.pop() {
                let (r0, c0) = (i32::from(cur / 10), i32::from(cur % 10));
                for (dr, dc) in DIRECTIONS {
                    let (dr, dc) = (i32::from(dr), i32::from(dc));
                    for half in 1..8 {
                        let land = (r0 + 2 * half * dr, c0 + 2 * half * dc);
                        if at(land.0, land.1) != Some(0) {
                            continue;
                        }
                        let between: Vec<i32> = (1..2 * half)
                            .map(|i| at(r0 + i * dr, c0 + i * dc).unwrap())
                            .collect();
                        let middle = between[(half - 1) as usize];
                        let others = between.iter().filter(|&&v| v != 0).count();
                        if middle != 0 && others == 1 {
                            let loc = (land.0 * 10 + land.1) as u8;
                            if !seen.contains(&loc) {
                                seen.push(loc);
                                stack.push(loc);
                                out.push(loc);
                            }
                        }
                    }
                }
            }
            let (r0, c0) = (i32::from(from / 10), i32::from(from % 10));
            for (dr, dc) in DIRECTIONS {
                let (r, c) = (r0 + i32::from(dr), c0 + i32::from(dc));
                if at(r, c) == Some(0) {
                    let loc = (r * 10 + c) as u8;
                    if !out.contains(&loc) {
                        out.push(loc);
                    }
                }
            }
            out.sort_unstable();
            out
        }
        let mut rng = crate::rng::GameRng::from_seed(11);
        for _ in 0..300 {
            let mut board = Board::empty();
            let count = 2 + rng.below(20);
            for i in 0..count {
                let loc = bit_to_loc(rng.below(64));
                let player = if i % 2 == 0 {
                    Player::Blue
                } else {
                    Player::Red
                };
                board.set(loc, Some(player));
            }
            for from in board.pieces(Player::Blue) {
                assert_eq!(
                    targets_of(&board, Player::Blue, from),
                    naive(board.as_array(), from),
                    "{board:?} from {from}"
                );
            }
        }
    }

    #[test]
    fn apply_and_turns() {
        let mut game = Game::new();
        assert_eq!(game.apply(Move::new(11, 44)), Err(MoveError::RuleViolation));
        assert_eq!(game.apply(Move::new(11, 33)), Ok(()));
        assert_eq!(game.to_move, Player::Red);
        assert_eq!(game.moves_made, [1, 0]);
        assert_eq!(game.board.get(33), Some(Player::Blue));
        assert_eq!(game.board.get(11), None);
        assert_eq!(game.apply(Move::new(33, 44)), Err(MoveError::BadStart));
        assert_eq!(game.apply(Move::new(77, 66)), Ok(()));
        assert_eq!(game.moves_made, [1, 1]);
        assert_eq!(game.status(), Status::Ongoing);
        assert!(!game.pass());
    }

    #[test]
    fn initial_position_is_not_a_win() {
        // Both camps are full, but each only with its owner's pieces.
        assert_eq!(Game::new().status(), Status::Ongoing);
    }

    #[test]
    fn mover_wins_by_filling_the_target_camp() {
        // Red's camp holds four blue pieces and one red piece left behind; blue fills the
        // last cell 77 from 66.
        let board = board_with(&[66, 68, 78, 86, 87, 11], &[88, 44, 45, 46, 47, 48]);
        let mut game = Game {
            board,
            to_move: Player::Blue,
            moves_made: [30, 30],
        };
        assert_eq!(game.status(), Status::Ongoing);
        game.apply(Move::new(66, 77)).unwrap();
        assert_eq!(game.status(), Status::Won(Player::Blue));
    }

    #[test]
    fn camp_full_of_the_owner_only_is_no_win() {
        // Red's six pieces never left: red's camp is full but holds no blue piece.
        let board = board_with(&[44, 45, 46, 54, 55, 56], &RED_CAMP);
        let game = Game {
            board,
            to_move: Player::Red,
            moves_made: [5, 5],
        };
        assert_eq!(game.status(), Status::Ongoing);
    }

    #[test]
    fn a_move_can_make_the_opponent_win() {
        // Blue's camp holds red on 11 and blue on 12, 13, 21, 22; blue steps back from 32
        // into 31, filling its own camp with a red piece in it: red wins.
        let board = board_with(&[12, 13, 21, 22, 32, 55], &[11, 44, 45, 46, 47, 48]);
        let mut game = Game {
            board,
            to_move: Player::Blue,
            moves_made: [40, 40],
        };
        assert_eq!(game.status(), Status::Ongoing);
        game.apply(Move::new(32, 31)).unwrap();
        assert_eq!(game.status(), Status::Won(Player::Red));
    }

    #[test]
    fn draw_after_one_hundred_moves_each() {
        let mut game = Game {
            board: Board::initial(),
            to_move: Player::Blue,
            moves_made: [99, 99],
        };
        game.apply(Move::new(31, 41)).unwrap();
        assert_eq!(game.status(), Status::Ongoing, "red has 99");
        game.apply(Move::new(68, 58)).unwrap();
        assert_eq!(game.moves_made, [100, 100]);
        assert_eq!(game.status(), Status::Draw);
        // Nobody wins on the last move: a draw.
        let board = board_with(&[66, 68, 78, 86, 87, 88], &[11, 12, 13, 21, 22, 55]);
        let mut game = Game {
            board,
            to_move: Player::Red,
            moves_made: [100, 99],
        };
        game.apply(Move::new(55, 44)).unwrap();
        assert_eq!(game.status(), Status::Draw);
        // A win on the last move is a win, not a draw.
        let board = board_with(&[66, 68, 78, 86, 87, 55], &[11, 12, 13, 21, 22, 32]);
        let mut game = Game {
            board,
            to_move: Player::Red,
            moves_made: [100, 99],
        };
        game.apply(Move::new(32, 31)).unwrap();
        assert_eq!(game.status(), Status::Won(Player::Red));
    }

    #[test]
    fn a_win_completed_by_the_opponents_move_is_seen_only_when_both_are_checked() {
        // Red holds five cells of blue's home; blue steps into the sixth.
        let board = board_with(&[32, 44, 45, 46, 47, 48], &[11, 12, 13, 21, 22, 55]);
        let mut game = Game {
            board,
            to_move: Player::Blue,
            moves_made: [10, 10],
        };
        game.apply(Move::new(32, 31)).unwrap();
        assert_eq!(game.status_checking(true), Status::Won(Player::Red));
        assert_eq!(game.status_checking(false), Status::Ongoing);
    }

    #[test]
    fn no_legal_move_means_pass() {
        // Blue's only piece sits in the corner 81, hemmed in by red pieces on 71, 72 and 82
        // with the jump landings 61, 63 and 83 taken too.
        let board = board_with(&[81], &[61, 63, 71, 72, 82, 83]);
        assert!(legal_moves(&board, Player::Blue).is_empty());
        let mut game = Game {
            board,
            to_move: Player::Blue,
            moves_made: [10, 10],
        };
        assert!(game.pass());
        assert_eq!(game.to_move, Player::Red);
        assert_eq!(game.moves_made, [11, 10]);
        assert_eq!(game.board, board);
        // A side with moves may not pass.
        assert!(!game.pass());
        // A side with no pieces at all passes too.
        let mut game = Game {
            board: board_with(&[], &[44]),
            to_move: Player::Blue,
            moves_made: [0, 0],
        };
        assert!(game.pass());
    }
}
