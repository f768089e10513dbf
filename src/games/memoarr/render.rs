//! Every word and layout Memoarr! prints: the only place that knows the game's text.
//!
//! The spec (CSI2372) shows the base board, the expert display and the player lines in
//! figures (rebuilt in `shared/seeds/FIGURES.md`, followed here exactly); its prompts are
//! not given, so they are designed, and every decision is in `transcript.md` beside this
//! file. Prompts end with a space and no newline, as `cout <<` prompts do.

use std::io;

use super::guide::Impossible;
use super::rules::{
    Animal, Background, Board, CENTRE, Card, Position, PositionError, REWARDS, ROUNDS, RevealError,
    RoundRules, SIZE, Side, TOTAL_RUBIES,
};
use crate::chance::{self, Observed};
use crate::console::Console;
use crate::dialect::{Choice, Reading};
use crate::events::{self, Event, LineReader, TextLine};
use crate::questions;

/// How many spaces follow the colon of a player line.
pub const PLAYER_COLON: Choice = Choice {
    name: "player-colon",
    values: &["two", "one"],
    about: "the spec's player line reads `Joe Remember Doe:  left (active)`, two spaces after the colon, which extraction may have doubled (free under --compare spec)",
};

/// Whether a round's reward is announced when it is won.
pub const ROUND_REWARD: Choice = Choice {
    name: "round-reward",
    values: &["secret", "announced"],
    about: "`the ruby score of each player will only be revealed at the end of the game`, yet the winner `receives 1-4 rubies randomly`: kept secret, or the reward told when the round is won (free under --compare spec, which reads the program's rewards either way)",
};

/// Who starts each round.
pub const ROUND_START: Choice = Choice {
    name: "round-start",
    values: &["next", "first", "winner"],
    about: "the main loop lets the `next active player` take a turn and never says who starts a round: the next player after the last round's starter, player 1 every round, or the last round's winner",
};

/// In which order players take the sides.
pub const SIDES: Choice = Choice {
    name: "sides",
    values: &["facing", "clockwise"],
    about: "each player has a `side of the board (top, bottom, left or right)`; the spec lists them top, bottom, left, right (two players face each other), and players may also sit around the board clockwise: top, right, bottom, left",
};

/// Whether a card that did not match still has its animal's power.
pub const POWER_ON_MISMATCH: Choice = Choice {
    name: "power-on-mismatch",
    values: &["no", "yes"],
    about: "the expert rules say what happens `when an octopus card is turned over` and `if a player turns over a penguin`, not whether a card that did not match, whose player is out, still acts: powers only on a match, or on every card turned while the round goes on (a crab's second card is for a player still in)",
};

/// Which card the next must match after one did not.
pub const AFTER_MISMATCH: Choice = Choice {
    name: "after-mismatch",
    values: &["turned", "matched"],
    about: "a card `has to match the previously uncovered card`; after a card that did not match, the next must match that card (the spec's `getPreviousCard` is the card turned before), or the last card that matched",
};

/// Every choice the Memoarr! spec leaves open.
pub const CHOICES: [Choice; 6] = [
    PLAYER_COLON,
    ROUND_REWARD,
    ROUND_START,
    SIDES,
    POWER_ON_MISMATCH,
    AFTER_MISMATCH,
];

/// The rules of a round of `version`'s rules, under `reading`.
pub fn round_rules(expert_rules: bool, reading: &Reading) -> RoundRules {
    RoundRules {
        powers: expert_rules,
        powers_on_mismatch: reading.is(&POWER_ON_MISMATCH, "yes"),
        match_last_match: reading.is(&AFTER_MISMATCH, "matched"),
    }
}

/// The sides players take in the order they are named, under `reading`.
pub fn sides(reading: &Reading) -> [Side; 4] {
    if reading.is(&SIDES, "clockwise") {
        [Side::Top, Side::Right, Side::Bottom, Side::Left]
    } else {
        Side::ORDER
    }
}

/// The reading the renderer prints under.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct Style {
    pub one_space: bool,
    pub announce_rewards: bool,
}

impl Style {
    pub fn new(reading: &Reading) -> Style {
        Style {
            one_space: reading.is(&PLAYER_COLON, "one"),
            announce_rewards: reading.is(&ROUND_REWARD, "announced"),
        }
    }

    fn colon(self) -> &'static str {
        if self.one_space { ": " } else { ":  " }
    }
}

fn animal_letter(animal: Animal) -> char {
    match animal {
        Animal::Crab => 'C',
        Animal::Penguin => 'P',
        Animal::Octopus => 'O',
        Animal::Turtle => 'T',
        Animal::Walrus => 'W',
    }
}

fn background_letter(background: Background) -> char {
    match background {
        Background::Red => 'r',
        Background::Green => 'g',
        Background::Purple => 'p',
        Background::Blue => 'b',
        Background::Yellow => 'y',
    }
}

/// A card's row `row` (0 to 2): its background letter around its animal's in the middle.
pub fn card_row(card: Option<Card>, row: usize) -> String {
    match card {
        None => "zzz".to_string(),
        Some(card) => {
            let b = background_letter(card.background);
            let middle = if row == 1 {
                animal_letter(card.animal)
            } else {
                b
            };
            format!("{b}{middle}{b}")
        }
    }
}

/// The base board, as the spec's figure lays it out: a row label and a space, five cards a
/// space apart (face down as `zzz`), a blank line after each row of cards, the free centre
/// as spaces (as a face-down card when `centre_drawn`), and the column numbers under the
/// cards.
pub fn board(console: &mut Console, board: &Board, centre_drawn: bool) -> io::Result<()> {
    let mut text = String::new();
    for row in 0..SIZE {
        for line in 0..3 {
            let label = if line == 1 {
                char::from(b'A' + row)
            } else {
                ' '
            };
            let cells: Vec<String> = (0..SIZE)
                .map(|column| {
                    let position = Position { row, column };
                    if position == CENTRE && centre_drawn {
                        card_row(None, line)
                    } else if position == CENTRE {
                        "   ".to_string()
                    } else {
                        let shown = board.is_face_up(position).then(|| board.card(position));
                        card_row(shown, line)
                    }
                })
                .collect();
            text.push_str(format!("{label} {}", cells.join(" ")).trim_end());
            text.push('\n');
        }
        text.push('\n');
    }
    text.push_str("   1   2   3   4   5\n");
    console.print(&text)
}

/// Cards in a row with their positions under them: the expert display, and the cards a
/// player looks at.
pub fn card_row_with_positions(
    console: &mut Console,
    cards: &[(Position, Card)],
) -> io::Result<()> {
    let mut text = String::new();
    for line in 0..3 {
        let rows: Vec<String> = cards
            .iter()
            .map(|&(_, card)| card_row(Some(card), line))
            .collect();
        text.push_str(&rows.join(" "));
        text.push('\n');
    }
    text.push('\n');
    let positions: Vec<String> = cards
        .iter()
        .map(|(position, _)| position.to_string())
        .collect();
    text.push_str(&positions.join("  "));
    text.push_str("\n\n");
    console.print(&text)
}

/// The expert display: only the face-up cards, in the order they were turned.
pub fn expert_display(console: &mut Console, cards: &[(Position, Card)]) -> io::Result<()> {
    if cards.is_empty() {
        return console.print("No card is face up.\n\n");
    }
    card_row_with_positions(console, cards)
}

/// A player during the game: name, side, and whether still in the round.
pub fn player(
    console: &mut Console,
    name: &str,
    side: Side,
    active: bool,
    style: Style,
) -> io::Result<()> {
    let state = if active { "active" } else { "inactive" };
    writeln!(console, "{name}{}{side} ({state})", style.colon())
}

/// A player at the end of the game.
pub fn player_rubies(
    console: &mut Console,
    name: &str,
    rubies: u32,
    style: Style,
) -> io::Result<()> {
    let unit = if rubies == 1 { "ruby" } else { "rubies" };
    writeln!(console, "{name}{}{rubies} {unit}", style.colon())
}

pub fn version_prompt(console: &mut Console) -> io::Result<()> {
    console.print("Choose the game version (1: base, 2: expert display, 3: expert rules, 4: expert display and rules): ")
}

pub fn version_error(console: &mut Console) -> io::Result<()> {
    console.print("Please enter 1, 2, 3 or 4.\n")
}

pub fn players_prompt(console: &mut Console) -> io::Result<()> {
    console.print("Number of players (2 to 4): ")
}

pub fn players_error(console: &mut Console) -> io::Result<()> {
    console.print("Please enter 2, 3 or 4.\n")
}

pub fn name_prompt(console: &mut Console, number: usize) -> io::Result<()> {
    write!(console, "Name of player {number}: ")
}

pub fn name_error(console: &mut Console) -> io::Result<()> {
    console.print("A name cannot be empty.\n")
}

pub fn round_start(console: &mut Console, round: usize) -> io::Result<()> {
    writeln!(console, "Round {round} of {ROUNDS}")
}

/// A player looks at the three cards in front of their side; the console cannot hide them
/// from the others, so the line says whose they are.
pub fn looks_at(console: &mut Console, name: &str, side: Side) -> io::Result<()> {
    writeln!(
        console,
        "{name} ({side}) looks at the cards in front of them:"
    )
}

pub fn turn_prompt(console: &mut Console, name: &str) -> io::Result<()> {
    write!(console, "{name}, choose a card to turn face up: ")
}

/// Why a typed position was refused.
pub fn position_error(console: &mut Console, error: PositionError, token: &str) -> io::Result<()> {
    let token = token.to_ascii_uppercase();
    match error {
        PositionError::Format => writeln!(
            console,
            "Please enter a row letter and a column number, like A1."
        ),
        PositionError::OffBoard => writeln!(
            console,
            "There is no card at {token}: rows are A to E, columns 1 to 5."
        ),
        PositionError::Centre => writeln!(console, "C3 is the empty centre of the board."),
        PositionError::FaceUp => writeln!(console, "The card at {token} is already face up."),
        PositionError::Blocked => {
            writeln!(console, "The card at {token} is blocked by the walrus.")
        }
        PositionError::FaceDown => writeln!(
            console,
            "The card at {token} is not a face-up card you may turn down."
        ),
        PositionError::NotNeighbour => writeln!(
            console,
            "{token} is not next to the octopus in its row or column."
        ),
    }
}

pub fn out_of_round(console: &mut Console, name: &str) -> io::Result<()> {
    writeln!(console, "{name} is out of this round.")
}

pub fn nothing_to_turn(console: &mut Console, name: &str) -> io::Result<()> {
    writeln!(
        console,
        "{name} has no card left to turn and is out of this round."
    )
}

pub fn octopus_prompt(console: &mut Console, neighbours: &[Position]) -> io::Result<()> {
    let names: Vec<String> = neighbours.iter().map(|p| p.to_string()).collect();
    write!(
        console,
        "The octopus changes places with a card next to it ({}): ",
        names.join(" ")
    )
}

pub fn penguin_prompt(console: &mut Console) -> io::Result<()> {
    console.print("The penguin turns another face-up card face down: ")
}

/// A computer's penguin that turns no card down: the spec's player "is allowed" to.
pub fn penguin_declines(console: &mut Console, name: &str) -> io::Result<()> {
    writeln!(console, "{name} turns no card face down with the penguin.")
}

pub fn walrus_prompt(console: &mut Console) -> io::Result<()> {
    console.print("The walrus blocks a face-down card for the next player: ")
}

pub fn crab(console: &mut Console, name: &str) -> io::Result<()> {
    writeln!(console, "The crab makes {name} turn another card.")
}

pub fn turtle(console: &mut Console, name: &str) -> io::Result<()> {
    writeln!(console, "The turtle skips {name}.")
}

pub fn round_won(console: &mut Console, name: &str, round: usize) -> io::Result<()> {
    writeln!(console, "{name} wins round {round}.")
}

/// The round's winner and the reward they take, under `round-reward=announced`.
pub fn round_won_reward(
    console: &mut Console,
    name: &str,
    round: usize,
    reward: u8,
) -> io::Result<()> {
    let unit = if reward == 1 { "ruby" } else { "rubies" };
    writeln!(console, "{name} wins round {round} and {reward} {unit}.")
}

/// A computer's answer, printed after the prompt as a typed one shows at a terminal.
pub fn computer_answer(console: &mut Console, position: Position) -> io::Result<()> {
    writeln!(console, "{position}")
}

pub fn final_ranking(console: &mut Console) -> io::Result<()> {
    console.print("Final ranking:\n")
}

/// The winner, or the players who share the most rubies.
pub fn game_won(console: &mut Console, names: &[&str], rubies: u32) -> io::Result<()> {
    match names {
        [one] => writeln!(console, "{one} wins the game with {rubies} rubies!"),
        many => writeln!(
            console,
            "{} share the win with {rubies} rubies each!",
            many.join(" and ")
        ),
    }
}

/// What one display of cards shows: a board, the expert display's row, or the cards in
/// front of a player.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct Shown {
    /// The face-up cards and their places, in the order the display shows them (the free
    /// centre never among them).
    pub cards: Vec<(Position, Card)>,
    /// Whether it shows a card, face up or down, at the free centre C3.
    pub centre: bool,
}

impl Shown {
    /// The face-up cards, by place.
    fn sorted(&self) -> Vec<(Position, Card)> {
        let mut cards = self.cards.clone();
        cards.sort();
        cards
    }
}

/// A display read from a transcript, with the lines it took.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Sighting {
    pub shown: Shown,
    pub first: usize,
    pub last: usize,
    /// The byte offset of its first line.
    pub offset: usize,
}

/// What a card's middle line shows in one place.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum Cell {
    Down,
    Up(Card),
    /// Three letters that are no card: a free centre drawn as such.
    Other,
}

fn animal_of(letter: u8) -> Option<Animal> {
    Animal::ALL
        .into_iter()
        .find(|&animal| animal_letter(animal) as u8 == letter)
}

fn background_of(letter: u8) -> Option<Background> {
    Background::ALL
        .into_iter()
        .find(|&background| background_letter(background) as u8 == letter)
}

/// A token of a card's middle line: `zzz`, or a background letter around an animal's.
fn cell(token: &str) -> Option<Cell> {
    match *token.as_bytes() {
        [b'z', b'z', b'z'] => Some(Cell::Down),
        [outer, middle, other] if outer == other => {
            match (background_of(outer), animal_of(middle)) {
                (Some(background), Some(animal)) => Some(Cell::Up(Card { animal, background })),
                _ => Some(Cell::Other),
            }
        }
        [a, b, c] if [a, b, c].iter().all(u8::is_ascii_alphanumeric) => Some(Cell::Other),
        _ => None,
    }
}

/// A line's words, with `|` and words of punctuation alone left out (a board drawn with
/// separators reads as one drawn with spaces).
fn tokens(text: &str) -> Vec<&str> {
    text.split(|c: char| c.is_whitespace() || c == '|')
        .filter(|token| token.chars().any(|c| c.is_alphanumeric()))
        .collect()
}

/// A row label: `A` to `E`, maybe followed by punctuation (`A:`).
fn label(token: &str) -> Option<u8> {
    let (&first, rest) = token.as_bytes().split_first()?;
    let row = first.checked_sub(b'A').filter(|&row| row < SIZE)?;
    rest.iter().all(u8::is_ascii_punctuation).then_some(row)
}

/// A board's middle line of a row of cards: its row and what it shows in each column.
fn board_line(text: &str) -> Option<(u8, Vec<(u8, Cell)>)> {
    let words = tokens(text);
    let cells_from = words.iter().rposition(|word| cell(word).is_none())?;
    let row = label(words[cells_from])?;
    let cells: Vec<Cell> = words[cells_from + 1..]
        .iter()
        .filter_map(|w| cell(w))
        .collect();
    let columns: &[u8] = match (cells.len(), row == CENTRE.row) {
        (5, _) => &[0, 1, 2, 3, 4],
        (4, true) => &[0, 1, 3, 4],
        _ => return None,
    };
    Some((row, columns.iter().copied().zip(cells).collect()))
}

/// The middle line of a row of face-up cards (the expert display, the cards in front of a
/// player): the cards at its end.
fn card_row_line(text: &str) -> Option<Vec<Card>> {
    let words = tokens(text);
    let from = words
        .iter()
        .rposition(|word| !matches!(cell(word), Some(Cell::Up(_))))
        .map_or(0, |at| at + 1);
    let cards: Vec<Card> = words[from..]
        .iter()
        .filter_map(|word| match cell(word) {
            Some(Cell::Up(card)) => Some(card),
            _ => None,
        })
        .collect();
    (!cards.is_empty()).then_some(cards)
}

/// A line of places, `A1  D1  B4`: each word a row letter and a column digit.
fn places_line(text: &str) -> Option<Vec<Position>> {
    let words = tokens(text);
    let places: Vec<Position> = words
        .iter()
        .map_while(|word| match *word.as_bytes() {
            [letter, digit] => {
                let row = letter.checked_sub(b'A').filter(|&row| row < SIZE)?;
                let column = digit.checked_sub(b'1').filter(|&column| column < SIZE)?;
                Some(Position { row, column })
            }
            _ => None,
        })
        .collect();
    (!places.is_empty() && places.len() == words.len()).then_some(places)
}

/// Reads displays of cards line by line, whoever printed them: a board (its rows' middle
/// lines, labelled `A` to `E`, in order) or a row of face-up cards followed within three
/// lines by as many places.
#[derive(Default)]
pub struct ShownReader {
    /// The board being read: its first line, offset, and the rows so far.
    board: Option<(usize, usize, Shown, u8)>,
    /// A row of cards waiting for its places: its line, offset, and cards.
    row: Option<(usize, usize, Vec<Card>)>,
}

impl ShownReader {
    /// Reads one line; a display, when the line completes one.
    pub fn read(&mut self, line: &TextLine<'_>) -> Option<Sighting> {
        if let Some((row, cells)) = board_line(line.text) {
            self.row = None;
            if row == 0 {
                self.board = Some((line.number, line.offset, Shown::default(), 0));
            }
            let (first, offset, mut shown, next) = self.board.take()?;
            if row != next {
                return None;
            }
            for (column, cell) in cells {
                let position = Position { row, column };
                match cell {
                    _ if position == CENTRE => shown.centre |= cell != Cell::Other,
                    Cell::Up(card) => shown.cards.push((position, card)),
                    Cell::Down | Cell::Other => {}
                }
            }
            if row + 1 < SIZE {
                self.board = Some((first, offset, shown, row + 1));
                return None;
            }
            return Some(Sighting {
                shown,
                first,
                last: line.number,
                offset,
            });
        }
        if let Some(places) = places_line(line.text) {
            let (first, offset, cards) = self.row.take()?;
            if cards.len() != places.len() || line.number > first + 3 {
                return None;
            }
            let mut shown = Shown::default();
            for (position, card) in places.into_iter().zip(cards) {
                if position == CENTRE {
                    shown.centre = true;
                } else {
                    shown.cards.push((position, card));
                }
            }
            return Some(Sighting {
                shown,
                first,
                last: line.number,
                offset,
            });
        }
        if let Some(cards) = card_row_line(line.text) {
            self.row = Some((line.number, line.offset, cards));
        }
        None
    }
}

/// Every display of cards in a program's transcript, for its layout (see `guide.rs`).
pub fn read_shown(lines: &[&str]) -> Vec<Observed<Shown>> {
    let mut reader = ShownReader::default();
    (lines.iter().enumerate())
        .filter_map(|(index, text)| {
            let line = TextLine {
                number: index + 1,
                offset: 0,
                text,
            };
            let sighting = reader.read(&line)?;
            Some(Observed {
                line: sighting.first,
                outcome: sighting.shown,
            })
        })
        .collect()
}

/// A player line during the game, `Joe Remember Doe:  left (active)`: the name, the side,
/// and whether still in the round, in any spacing and case.
fn player_line(text: &str) -> Option<(String, Side, bool)> {
    let (name, rest) = text.rsplit_once(':')?;
    let rest = rest.to_ascii_lowercase();
    let (side, state) = rest.split_once('(')?;
    let side = (Side::ORDER.into_iter()).find(|candidate| candidate.to_string() == side.trim())?;
    let active = match state.trim().strip_suffix(')')?.trim() {
        "active" => true,
        "inactive" => false,
        _ => return None,
    };
    let name = events::normalised(name);
    (!name.is_empty()).then_some((name, side, active))
}

/// The sides a program's first player lines give its players, in the order it lists them:
/// which player sits where is each program's own (the spec names the sides, not who takes
/// which). Only the first run of player lines is read, and only when no side is taken
/// twice.
pub fn read_sides(lines: &[&str]) -> Vec<Observed<Vec<Side>>> {
    let Some(first) = lines.iter().position(|text| player_line(text).is_some()) else {
        return Vec::new();
    };
    let sides: Vec<Side> = lines[first..]
        .iter()
        .map_while(|text| player_line(text))
        .map(|(_, side, _)| side)
        .collect();
    let distinct = (1..sides.len()).all(|at| !sides[..at].contains(&sides[at]));
    match distinct {
        true => vec![Observed {
            line: first + 1,
            outcome: sides,
        }],
        false => Vec::new(),
    }
}

/// Whether each player line of `lines` shows its player still in the round, by line: what a
/// player in a conversation reads of who is still in.
pub fn read_player_states(lines: &[&str]) -> Vec<Observed<bool>> {
    (lines.iter().enumerate())
        .filter_map(|(index, text)| {
            let (_, _, active) = player_line(text)?;
            Some(Observed {
                line: index + 1,
                outcome: active,
            })
        })
        .collect()
}

/// The number of a round a line names (`Round 2 of 7`, `=== ROUND 3 ===`, `Ann wins round
/// 1.`), if it names one.
pub fn round_named(text: &str) -> Option<u32> {
    let lower = text.to_ascii_lowercase();
    let words: Vec<&str> = lower
        .split(|c: char| !c.is_ascii_alphanumeric())
        .filter(|word| !word.is_empty())
        .collect();
    let at = words.iter().position(|&word| word == "round")?;
    words.get(at + 1)?.parse().ok()
}

/// A player line at the end, `Joe Remember Doe:  3 rubies`: the name and the rubies.
fn rubies_line(text: &str) -> Option<(String, u32)> {
    let (name, rest) = text.rsplit_once(':')?;
    let mut words = rest.split_whitespace();
    let rubies = words.next()?.parse().ok()?;
    let unit = words.next()?.to_ascii_lowercase();
    if !unit.starts_with("rub") || words.next().is_some() {
        return None;
    }
    let name = events::normalised(name);
    (!name.is_empty()).then_some((name, rubies))
}

/// The final totals a program printed, name by name, for its rewards (see `guide.rs`).
pub fn read_totals(lines: &[&str]) -> Vec<Observed<(String, u32)>> {
    (lines.iter().enumerate())
        .filter_map(|(index, text)| {
            Some(Observed {
                line: index + 1,
                outcome: rubies_line(text)?,
            })
        })
        .collect()
}

/// The rewards a program announced as rounds were won, in order: a number of rubies on a
/// line that speaks of a round.
pub fn read_round_rewards(lines: &[&str]) -> Vec<Observed<u32>> {
    (lines.iter().enumerate())
        .filter_map(|(index, text)| {
            let lower = text.to_ascii_lowercase();
            if !lower.contains("round") {
                return None;
            }
            let words: Vec<&str> = lower.split_whitespace().collect();
            let at = words.iter().position(|word| word.starts_with("rub"))?;
            let rubies = words.get(at.checked_sub(1)?)?.parse().ok()?;
            Some(Observed {
                line: index + 1,
                outcome: rubies,
            })
        })
        .collect()
}

/// The cards a program's displays showed, where they lay at the start: what a guided run
/// learnt of its layout.
pub fn layout_seen(board: &Board) -> String {
    let seen: Vec<(Position, Card)> = Position::all()
        .filter(|&position| board.is_shown(position))
        .map(|position| (position, board.card(position)))
        .collect();
    if seen.is_empty() {
        format!("layout: {}", chance::nothing_read("layout"))
    } else {
        format!("layout: {}", describe(&seen))
    }
}

/// An announced reward that is none of the rewards left.
pub fn reward_finding(rubies: u32, left: &[u8]) -> String {
    let left: Vec<String> = left.iter().map(u8::to_string).collect();
    format!(
        "it gives a reward of {rubies} rubies, and the rewards left are {}",
        left.join(", ")
    )
}

/// Reads a transcript as the events the spec fixes: what each display of cards shows
/// (the face-up cards by place, a display equal to the one before it adding nothing; the
/// cards in front of each side, however many sides one display shows), the players'
/// lines, the final ranking, and the winner named in any words. Prompts, messages and the
/// expert display's order are each program's own.
pub fn read_events_upto(transcript: &[u8], limit: usize) -> Vec<Event> {
    events::read_upto(transcript, limit, prompt_end, EventReader::default())
}

/// The state of [`read_events_upto`] between lines.
#[derive(Default)]
struct EventReader {
    events: Vec<Event>,
    shown: ShownReader,
    /// The face-up cards of the last display that showed any.
    last_cards: Vec<(Position, Card)>,
    /// Whether the last display showed every card face down.
    blank_display: bool,
    /// Whether a card was shown turned since the last players' lines.
    turned: bool,
    /// The player lines being read, with the first one's line.
    players: Vec<(String, Side, bool)>,
    players_at: Option<(usize, usize)>,
    last_players: String,
    /// Every name the player lines gave.
    names: Vec<String>,
    /// The final ranking being read or read, with its first line.
    ranking: Vec<(String, u32)>,
    ranking_at: Option<(usize, usize)>,
    /// Whether the winner after the ranking has been read.
    winner_read: bool,
}

impl LineReader for EventReader {
    fn read(&mut self, line: &TextLine<'_>) {
        if line.text.trim().is_empty() {
            return;
        }
        if let Some(player) = player_line(line.text) {
            if !self.names.contains(&player.0) {
                self.names.push(player.0.clone());
            }
            self.players_at.get_or_insert((line.number, line.offset));
            self.players.push(player);
            return;
        }
        self.end_players(line.number);
        // Only a line naming a player is a total: `Ann wins: 3 rubies` mid-game is not.
        let total = rubies_line(line.text).filter(|(name, _)| self.names.contains(name));
        if let Some(total) = total {
            if self.winner_read {
                self.ranking.clear();
                self.winner_read = false;
            }
            self.ranking_at.get_or_insert((line.number, line.offset));
            self.ranking.push(total);
            return;
        }
        self.end_ranking(line.number);
        if !self.ranking.is_empty() && !self.winner_read {
            self.read_winner(line);
        }
        if let Some(sighting) = self.shown.read(line) {
            self.sighted(sighting);
        }
        // The expert display shows no board: `(no cards face up)` is its blank display.
        let lower = line.text.to_lowercase();
        if (lower.contains("face up") || lower.contains("face-up"))
            && (questions::words(&lower)).any(|word| word == "no" || word == "none")
        {
            self.blank_display = true;
        }
    }

    fn finish(&mut self) {
        self.end_players(usize::MAX);
        self.end_ranking(usize::MAX);
        if !self.ranking.is_empty() && !self.winner_read {
            let (number, offset) = self.ranking_at.unwrap_or_default();
            let line = TextLine {
                number,
                offset,
                text: "",
            };
            self.events
                .push(Event::new("winner", "winner: nobody named", &line));
            self.winner_read = true;
        }
    }

    fn events(&mut self) -> &mut Vec<Event> {
        &mut self.events
    }
}

impl EventReader {
    fn sighted(&mut self, sighting: Sighting) {
        let line = TextLine {
            number: sighting.first,
            offset: sighting.offset,
            text: "",
        };
        let lines = sighting.last + 1 - sighting.first;
        let cards = sighting.shown.sorted();
        self.blank_display = cards.is_empty() && !sighting.shown.centre;
        if sighting.shown.centre {
            let what = format!(
                "cards {} and a card at the free centre C3",
                describe(&cards)
            );
            self.events
                .push(Event::new("cards", what, &line).spanning(lines));
        }
        if cards.is_empty() || cards == self.last_cards {
            return;
        }
        self.turned = true;
        let fronts: Vec<Side> = Side::ORDER
            .into_iter()
            .filter(|side| {
                side.front()
                    .iter()
                    .all(|p| cards.iter().any(|(at, _)| at == p))
            })
            .collect();
        let in_fronts =
            |position: &Position| fronts.iter().any(|side| side.front().contains(position));
        if cards.len() == 3 * fronts.len() && cards.iter().all(|(position, _)| in_fronts(position))
        {
            for side in fronts {
                let front: Vec<(Position, Card)> = (cards.iter().copied())
                    .filter(|(position, _)| side.front().contains(position))
                    .collect();
                let what = format!("front {side}: {}", describe(&front));
                self.events
                    .push(Event::new("front", what, &line).spanning(lines));
            }
        } else {
            let what = format!("cards {}", describe(&cards));
            self.events
                .push(Event::new("cards", what, &line).spanning(lines));
        }
        self.last_cards = cards;
    }

    fn end_players(&mut self, number: usize) {
        let Some((first, offset)) = self.players_at.take() else {
            return;
        };
        let listed: Vec<String> = (self.players.drain(..))
            .map(|(name, side, active)| {
                let state = if active { "active" } else { "inactive" };
                format!("{name}: {side} {state}")
            })
            .collect();
        let what = format!("players {}", listed.join("; "));
        // The game displayed as a round starts (every card face down, every player
        // active): the spec's pseudo-code displays it before its rounds and after each
        // turn, and a program may display it as each round starts too.
        let round_start =
            self.blank_display && listed.iter().all(|player| player.ends_with(" active"));
        // Players' lines with no card turned since the last (a player with no card left
        // to turn is out): the spec's pseudo-code displays the game after such a turn
        // too, the engine shows nothing.
        let unturned = !std::mem::take(&mut self.turned) && !self.last_players.is_empty();
        if what != self.last_players {
            let line = TextLine {
                number: first,
                offset,
                text: "",
            };
            let lines = number.min(first + listed.len()) - first;
            let event = Event::new("players", what.clone(), &line).spanning(lines);
            match round_start || unturned {
                true => self.events.push(event.optional()),
                false => {
                    self.events.push(event);
                    self.last_players = what;
                }
            }
        }
    }

    fn end_ranking(&mut self, number: usize) {
        if self.winner_read || self.ranking.is_empty() {
            return;
        }
        let Some((first, offset)) = self.ranking_at.take() else {
            return;
        };
        // Players with as many rubies may come in any order.
        let mut ranking = self.ranking.clone();
        ranking.sort_by(|a, b| a.1.cmp(&b.1).then(a.0.cmp(&b.0)));
        let in_order = (self.ranking.windows(2)).all(|pair| pair[0].1 <= pair[1].1);
        let listed: Vec<String> = ranking
            .iter()
            .map(|(name, rubies)| format!("{name} {rubies}"))
            .collect();
        let what = if in_order {
            format!("ranking, fewest rubies first: {}", listed.join(", "))
        } else {
            let printed: Vec<String> = (self.ranking.iter())
                .map(|(name, rubies)| format!("{name} {rubies}"))
                .collect();
            format!(
                "ranking, not from fewest rubies to most: {}",
                printed.join(", ")
            )
        };
        let line = TextLine {
            number: first,
            offset,
            text: "",
        };
        let lines = number.min(first + self.ranking.len()) - first;
        self.events
            .push(Event::new("ranking", what, &line).spanning(lines));
    }

    /// The winner: the players a line after the ranking names, whether they are those
    /// with the most rubies (all of them or one of them, as a tie is the program's to
    /// decide).
    fn read_winner(&mut self, line: &TextLine<'_>) {
        let mut names: Vec<&(String, u32)> = self.ranking.iter().collect();
        names.sort_by_key(|(name, _)| std::cmp::Reverse(name.len()));
        let mut text = events::normalised(line.text);
        let mut named = Vec::new();
        for (name, rubies) in names {
            if let Some(at) = find_word(&text, name) {
                text.replace_range(at..at + name.len(), "");
                named.push((name.clone(), *rubies));
            }
        }
        if named.is_empty() {
            return;
        }
        let most = self.ranking.iter().map(|(_, r)| *r).max().unwrap_or(0);
        let what = if named.iter().all(|(_, rubies)| *rubies == most) {
            "winner: the player with the most rubies".to_string()
        } else {
            named.sort();
            let names: Vec<&str> = named.iter().map(|(name, _)| name.as_str()).collect();
            format!("winner: {}, not the most rubies", names.join(", "))
        };
        self.events.push(Event::new("winner", what, line));
        self.winner_read = true;
    }
}

/// Where `word` stands in `text` as whole words.
fn find_word(text: &str, word: &str) -> Option<usize> {
    let boundary = |c: Option<char>| c.is_none_or(|c| !c.is_alphanumeric());
    text.match_indices(word).map(|(at, _)| at).find(|&at| {
        boundary(text[..at].chars().next_back()) && boundary(text[at + word.len()..].chars().next())
    })
}

/// A card as a finding names it: `yWy (walrus on yellow)`.
fn card_name(card: Card) -> String {
    let animal = format!("{:?}", card.animal).to_lowercase();
    let background = format!("{:?}", card.background).to_lowercase();
    format!("{} ({animal} on {background})", card_row(Some(card), 1))
}

/// What a program's display showed that no layout holds, as its finding says it.
pub fn layout_finding(impossible: Impossible) -> String {
    match impossible {
        Impossible::Centre => "it shows a card at the free centre C3: the board holds 24 cards and one is left out of the game".to_string(),
        Impossible::Twice { card, at, and } => {
            format!("it shows {} at both {at} and {and}", card_name(card))
        }
        Impossible::Jumped { card, from, to } => format!(
            "it shows {} at {to}, but it was at {from}, which is not next to it",
            card_name(card)
        ),
        Impossible::Changed { card, at, before } => format!(
            "it shows {} at {at}, where it showed {}, and no octopus moved them",
            card_name(card),
            card_name(before)
        ),
    }
}

/// A card the engine's layout could not take where the program showed it.
pub fn reveal_finding(position: Position, card: Card, error: RevealError) -> String {
    match error {
        RevealError::Changed { before } => format!(
            "it shows {} at {position}, where it showed {}",
            card_name(card),
            card_name(before)
        ),
        RevealError::Twice { at } => format!(
            "it shows {} at {position}, and at {at} too",
            card_name(card)
        ),
    }
}

/// Totals that no game pays: they do not add up to the seven rewards' rubies.
pub fn totals_finding(totals: &[(String, u32)]) -> String {
    let sum: u32 = totals.iter().map(|(_, rubies)| rubies).sum();
    let listed: Vec<String> = (totals.iter())
        .map(|(name, rubies)| format!("{name} {rubies}"))
        .collect();
    let rewards: Vec<String> = REWARDS.iter().map(u8::to_string).collect();
    format!(
        "its totals ({}) add up to {sum} rubies; the seven rewards ({}) pay {TOTAL_RUBIES}",
        listed.join(", "),
        rewards.join(", ")
    )
}

/// Cards by place, as the events name them: `A1 yWy, D1 yPy`.
fn describe(cards: &[(Position, Card)]) -> String {
    if cards.is_empty() {
        return "none face up".to_string();
    }
    let named: Vec<String> = cards
        .iter()
        .map(|&(position, card)| format!("{position} {}", card_row(Some(card), 1)))
        .collect();
    named.join(", ")
}

/// Words only the game's prompts hold: a line is cut after the `: ` that ends one.
const PROMPT_WORDS: [&str; 7] = [
    "game version",
    "Number of players",
    "Name of player",
    "choose a card",
    "octopus changes",
    "penguin turns",
    "walrus blocks",
];

/// Where the first prompt in `text` ends, if it holds one.
pub fn prompt_end(text: &str) -> Option<usize> {
    let mut from = 0;
    while let Some(at) = text[from..].find(": ") {
        let end = from + at + 2;
        if PROMPT_WORDS.iter().any(|word| text[..end].contains(word)) {
            return Some(end);
        }
        from = end;
    }
    None
}

#[cfg(test)]
mod tests {
    use super::super::rules::{Animal, Background, Card, all_cards, parse_position};
    use super::*;

    fn card(animal: Animal, background: Background) -> Card {
        Card { animal, background }
    }

    fn rendered(draw: impl FnOnce(&mut Console) -> io::Result<()>) -> String {
        let mut input: &[u8] = b"";
        let mut output = Vec::new();
        let mut console = Console::new(&mut input, &mut output);
        draw(&mut console).unwrap();
        String::from_utf8(output).unwrap()
    }

    /// The spec's example: A1 D1 B4 D3 turned this round.
    fn example() -> (Board, Vec<(Position, Card)>) {
        let shown = [
            ("A1", card(Animal::Walrus, Background::Yellow)),
            ("D1", card(Animal::Penguin, Background::Yellow)),
            ("B4", card(Animal::Penguin, Background::Blue)),
            ("D3", card(Animal::Turtle, Background::Blue)),
        ];
        let mut deck = all_cards();
        let places: Vec<Position> = Position::all().collect();
        for (place, wanted) in shown {
            let index = places
                .iter()
                .position(|&p| p == parse_position(place).unwrap())
                .unwrap();
            let from = deck.iter().position(|&c| c == wanted).unwrap();
            deck.swap(index, from);
        }
        let mut board = Board::lay_out(&deck);
        let turned: Vec<(Position, Card)> = shown
            .iter()
            .map(|&(place, card)| (parse_position(place).unwrap(), card))
            .collect();
        for &(position, _) in &turned {
            board.turn_face_up(position);
        }
        (board, turned)
    }

    #[test]
    fn the_board_is_the_figure() {
        let (board, _) = example();
        let figure = "  yyy zzz zzz zzz zzz\nA yWy zzz zzz zzz zzz\n  yyy zzz zzz zzz zzz\n\n  zzz zzz zzz bbb zzz\nB zzz zzz zzz bPb zzz\n  zzz zzz zzz bbb zzz\n\n  zzz zzz     zzz zzz\nC zzz zzz     zzz zzz\n  zzz zzz     zzz zzz\n\n  yyy zzz bbb zzz zzz\nD yPy zzz bTb zzz zzz\n  yyy zzz bbb zzz zzz\n\n  zzz zzz zzz zzz zzz\nE zzz zzz zzz zzz zzz\n  zzz zzz zzz zzz zzz\n\n   1   2   3   4   5\n";
        assert_eq!(
            rendered(|console| super::board(console, &board, false)),
            figure
        );
    }

    #[test]
    fn the_expert_display_is_the_figure() {
        let (_, turned) = example();
        let figure = "yyy yyy bbb bbb\nyWy yPy bPb bTb\nyyy yyy bbb bbb\n\nA1  D1  B4  D3\n\n";
        assert_eq!(rendered(|console| expert_display(console, &turned)), figure);
        assert_eq!(
            rendered(|console| expert_display(console, &[])),
            "No card is face up.\n\n"
        );
    }

    #[test]
    fn players_print_as_the_spec_shows_them() {
        let line = rendered(|c| player(c, "Joe Remember Doe", Side::Left, true, Style::default()));
        assert_eq!(line, "Joe Remember Doe:  left (active)\n");
        let end = rendered(|c| player_rubies(c, "Joe Remember Doe", 3, Style::default()));
        assert_eq!(end, "Joe Remember Doe:  3 rubies\n");
        let one = Style {
            one_space: true,
            ..Style::default()
        };
        assert_eq!(
            rendered(|c| player_rubies(c, "Ann", 1, one)),
            "Ann: 1 ruby\n"
        );
    }

    fn events_of(transcript: &str) -> Vec<String> {
        read_events_upto(transcript.as_bytes(), usize::MAX)
            .into_iter()
            .map(|event| event.what)
            .collect()
    }

    #[test]
    fn the_spec_figure_as_extracted_reads_as_the_engines_board() {
        let (board, _) = example();
        let ours = rendered(|console| super::board(console, &board, false));
        // The spec's text: tabs between cards, the free centre as nothing at all.
        let spec = "\tyyy\tzzz\tzzz\tzzz\tzzz\nA\tyWy\tzzz\tzzz\tzzz\tzzz\n\tyyy\tzzz\tzzz\tzzz\tzzz\n\tzzz\tzzz\tzzz\tbbb\tzzz\nB\tzzz\tzzz\tzzz\tbPb\tzzz\n\tzzz\tzzz\tzzz\tbbb\tzzz\n\tzzz\tzzz\t\tzzz\tzzz\nC\tzzz\tzzz\t\tzzz\tzzz\n\tzzz\tzzz\t\tzzz\tzzz\n\tyyy\tzzz\tbbb\tzzz\tzzz\nD\tyPy\tzzz\tbTb\tzzz\tzzz\n\tyyy\tzzz\tbbb\tzzz\tzzz\n\tzzz\tzzz\tzzz\tzzz\tzzz\nE\tzzz\tzzz\tzzz\tzzz\tzzz\n\tzzz\tzzz\tzzz\tzzz\tzzz\n\t1\t2\t3\t4\t5\n";
        // Drawn with bars, and the expert display of the same cards.
        let bars = ours.replace(' ', " | ");
        let (_, turned) = example();
        let expert = rendered(|console| expert_display(console, &turned));
        let expected = ["cards A1 yWy, B4 bPb, D1 yPy, D3 bTb"];
        for transcript in [&ours, spec, &bars, &expert] {
            assert_eq!(events_of(transcript), expected, "{transcript}");
        }
        // A card at the centre is 25 cards on the board.
        let centre = ours.replace("C zzz zzz     zzz zzz", "C zzz zzz zzz zzz zzz");
        assert_eq!(
            events_of(&centre),
            [
                "cards A1 yWy, B4 bPb, D1 yPy, D3 bTb and a card at the free centre C3",
                "cards A1 yWy, B4 bPb, D1 yPy, D3 bTb"
            ]
        );
    }

    #[test]
    fn fronts_read_the_same_however_many_one_display_shows() {
        let cards = all_cards();
        let front = |side: Side| -> Vec<(Position, Card)> {
            let first = if side == Side::Top { 0 } else { 3 };
            (side.front().iter().enumerate())
                .map(|(index, &position)| (position, cards[first + index]))
                .collect()
        };
        let one_each = rendered(|console| {
            card_row_with_positions(console, &front(Side::Top))?;
            card_row_with_positions(console, &front(Side::Bottom))
        });
        let mut board = Board::lay_out(&cards);
        for (position, card) in front(Side::Top).into_iter().chain(front(Side::Bottom)) {
            board.reveal(position, card).unwrap();
            board.turn_face_up(position);
        }
        let together = rendered(|console| {
            super::board(console, &board, false)?;
            super::board(console, &board, false)
        });
        let expected = [
            "front top: A2 rCr, A3 gCg, A4 pCp",
            "front bottom: E2 bCb, E3 yCy, E4 rPr",
        ];
        assert_eq!(events_of(&one_each), expected);
        // Shown twice, a display adds nothing the second time.
        assert_eq!(events_of(&together), expected);
    }

    #[test]
    fn a_display_as_a_round_starts_or_after_a_turn_without_a_card_may_be_shown_or_not() {
        let read = |text: &str| read_events_upto(text.as_bytes(), usize::MAX);
        let engine = "Ann:  top (active)\nBo:  bottom (inactive)\n";
        let expected = read(engine);
        let round_start = format!(
            "(no cards face up)\nAnn:  top (active)\nBo:  bottom (active)\nAnn's turn.\n{engine}"
        );
        let no_card_left = format!(
            "{engine}No card left for Ann to turn over.\nAnn:  top (inactive)\nBo:  bottom (inactive)\n"
        );
        for program in [&round_start, &no_card_left] {
            assert_eq!(
                events::compare(&expected, &read(program)),
                None,
                "{program}"
            );
        }
        // Players' lines after a turn stay the spec's.
        let wrong = engine.replace("(inactive)", "(active)");
        assert!(events::compare(&expected, &read(&wrong)).is_some());
    }

    #[test]
    fn the_sides_are_read_from_the_first_player_lines() {
        let lines = [
            "Welcome",
            "Ann:  bottom (active)",
            "Bo: top (active)",
            "Cyd:  left (active)",
            "zzz zzz zzz",
            "Ann:  top (active)",
        ];
        let read = read_sides(&lines);
        assert_eq!(read.len(), 1);
        assert_eq!(read[0].line, 2);
        assert_eq!(read[0].outcome, vec![Side::Bottom, Side::Top, Side::Left]);
        // A side taken twice says nothing of where players sit.
        assert!(read_sides(&["Ann: top (active)", "Bo: top (active)"]).is_empty());
        assert!(read_sides(&["no players here"]).is_empty());
    }

    #[test]
    fn players_ranking_and_winner_read_from_any_words() {
        let game = "Joe Remember Doe:  top (active)\nAnn:  bottom (inactive)\n\
                    Final ranking:\nAnn:  3 rubies\nJoe Remember Doe:  11 rubies\n\
                    Joe Remember Doe wins the game with 11 rubies!\n";
        let own = "Joe Remember Doe : Top ( Active )\nAnn: bottom (inactive)\n\
                   Scores\nAnn: 3 rubies\nJoe Remember Doe: 11 rubies\nWinner: Joe Remember Doe\n";
        let expected = [
            "players Joe Remember Doe: top active; Ann: bottom inactive",
            "ranking, fewest rubies first: Ann 3, Joe Remember Doe 11",
            "winner: the player with the most rubies",
        ];
        assert_eq!(events_of(game), expected);
        assert_eq!(events_of(own), expected);
        // From most to fewest, the wrong winner, or none named.
        let reversed =
            "Ann: top (active)\nBo: bottom (active)\nBo: 11 rubies\nAnn: 3 rubies\nAnn wins!\n";
        assert_eq!(
            events_of(reversed)[1..],
            [
                "ranking, not from fewest rubies to most: Bo 11, Ann 3",
                "winner: Ann, not the most rubies"
            ]
        );
        let silent = "Ann: top (active)\nBo: bottom (active)\nAnn: 3 rubies\nBo: 11 rubies\n";
        assert_eq!(events_of(silent)[2], "winner: nobody named");
        // A tie: players with as many rubies in any order, either of them or both the
        // winners.
        let tie = |ranking: &str, winner: &str| {
            events_of(&format!(
                "Ann: top (active)\nBo: bottom (active)\nCy: left (active)\n{ranking}{winner}\n"
            ))
        };
        let both = tie(
            "Cy: 2 rubies\nAnn: 6 rubies\nBo: 6 rubies\n",
            "Ann and Bo win",
        );
        assert_eq!(
            both[1..],
            [
                "ranking, fewest rubies first: Cy 2, Ann 6, Bo 6",
                "winner: the player with the most rubies"
            ]
        );
        assert_eq!(
            tie("Cy: 2 rubies\nBo: 6 rubies\nAnn: 6 rubies\n", "Bo wins"),
            both
        );
    }
}
