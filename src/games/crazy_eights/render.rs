//! Every word and layout Crazy Eights prints: the only place that knows the game's text.
//!
//! The spec (ECE 175) fixes the game's rules and what must be shown (the deck when asked,
//! the top card, the winner, the new-game question with `Q/q`), but its sample run is not
//! in the text: every line here is designed, and documented in `transcript.md` beside this
//! file. Prompts end with a space and no newline, as a C program's `printf` prompts do.

use std::io;

use super::rules::{Card, Ending, Game, Play, PlayError, Seat, Suit};
use crate::console::Console;
use crate::dialect::{Choice, Reading};
use crate::events::{self, Event, TextLine};

/// How a ten is written.
pub const TEN: Choice = Choice {
    name: "ten",
    values: &["10", "T"],
    about: "a face is `1(Ace) – 10, Jacks (J), Queens (Q), and Kings (K)`: a ten is written 10, or T to keep every card two characters wide",
};

/// Whether the user may draw while holding a card that can be played.
pub const DRAW: Choice = Choice {
    name: "draw",
    values: &["forced", "voluntary"],
    about: "step 6d lets a player draw `until he/she is able to play`, and the introduction draws only when a player `is unable to match`: drawing only when nothing can be played, or whenever the player chooses to",
};

/// Every choice the Crazy Eights spec leaves open.
pub const CHOICES: [Choice; 2] = [TEN, DRAW];

/// How cards are drawn: the extra credit's graphics, or none.
#[derive(clap::ValueEnum, Clone, Copy, Debug, Default, PartialEq, Eq)]
pub enum Graphics {
    /// Suit letters: `10S`, `AC`.
    #[default]
    None,
    /// Suit symbols: `10♠`, `A♣`.
    Symbols,
    /// Suit symbols, each card of a hand drawn as a small box.
    Boxes,
}

/// The reading and options the renderer prints under.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct Style {
    pub ten_as_t: bool,
    pub graphics: Graphics,
}

impl Style {
    pub fn new(reading: &Reading, graphics: Graphics) -> Style {
        Style {
            ten_as_t: reading.is(&TEN, "T"),
            graphics,
        }
    }

    /// A card as the game writes it: face then suit, `10S`, `QH`, `A♣`.
    pub fn card(self, card: Card) -> String {
        let face = match card.face {
            1 => "A".to_string(),
            10 if self.ten_as_t => "T".to_string(),
            11 => "J".to_string(),
            12 => "Q".to_string(),
            13 => "K".to_string(),
            face => face.to_string(),
        };
        let suit = match self.graphics {
            Graphics::None => suit_letter(card.suit),
            Graphics::Symbols | Graphics::Boxes => suit_symbol(card.suit),
        };
        format!("{face}{suit}")
    }

    fn cards(self, cards: &[Card]) -> String {
        let texts: Vec<String> = cards.iter().map(|&card| self.card(card)).collect();
        texts.join(" ")
    }
}

/// Each suit's letter, as cards are printed and a named suit is typed.
pub const SUIT_LETTERS: [(Suit, char); 4] = [
    (Suit::Clubs, 'C'),
    (Suit::Spades, 'S'),
    (Suit::Hearts, 'H'),
    (Suit::Diamonds, 'D'),
];

/// Each suit's symbol, with `--graphics`.
pub const SUIT_SYMBOLS: [(Suit, char); 4] = [
    (Suit::Clubs, '♣'),
    (Suit::Spades, '♠'),
    (Suit::Hearts, '♥'),
    (Suit::Diamonds, '♦'),
];

fn suit_letter(suit: Suit) -> char {
    SUIT_LETTERS[suit.index()].1
}

fn suit_symbol(suit: Suit) -> char {
    SUIT_SYMBOLS[suit.index()].1
}

/// The suit a typed letter names, in either case.
pub fn suit_named(letter: &[u8]) -> Option<Suit> {
    let [byte] = letter else {
        return None;
    };
    (SUIT_LETTERS.iter())
        .find(|(_, l)| l.eq_ignore_ascii_case(&char::from(*byte)))
        .map(|&(suit, _)| suit)
}

/// The question of the lazy-shuffling extra, asked once when the program starts.
pub fn laziness_prompt(console: &mut Console) -> io::Result<()> {
    console.print("How lazy a shuffler is the dealer, from 1 (lazy) to 10 (thorough)? ")
}

pub fn laziness_error(console: &mut Console) -> io::Result<()> {
    console.print("Please enter a whole number from 1 to 10.\n")
}

/// A deck, thirteen cards a line, under a heading.
pub fn deck(console: &mut Console, heading: &str, deck: &[Card], style: Style) -> io::Result<()> {
    let mut text = format!("{heading}:\n");
    for row in deck.chunks(13) {
        text.push_str(&style.cards(row));
        text.push('\n');
    }
    console.print(&text)
}

pub const ORDERED_DECK: &str = "The ordered deck";
pub const SHUFFLED_DECK: &str = "The shuffled deck";

/// Both hands after the deal, for the demo (`--show-deck`).
pub fn dealt_hands(console: &mut Console, game: &Game, style: Style) -> io::Result<()> {
    writeln!(console, "Your hand: {}", style.cards(game.hand(Seat::User)))?;
    writeln!(
        console,
        "The computer's hand: {}",
        style.cards(game.hand(Seat::Computer))
    )
}

/// The top card of the discard pile, and the suit named when it is an eight.
pub fn top_card(console: &mut Console, game: &Game, style: Style) -> io::Result<()> {
    let top = style.card(game.top());
    match game.declared() {
        Some(suit) => writeln!(console, "Top card: {top} (the suit to follow is {suit})"),
        None => writeln!(console, "Top card: {top}"),
    }
}

/// The user's hand, each card with the number that chooses it.
pub fn hand(console: &mut Console, cards: &[Card], style: Style) -> io::Result<()> {
    if style.graphics == Graphics::Boxes {
        return boxed_hand(console, cards, style);
    }
    let numbered: Vec<String> = (cards.iter().enumerate())
        .map(|(index, &card)| format!("({}) {}", index + 1, style.card(card)))
        .collect();
    writeln!(console, "Your hand: {}", numbered.join(" "))
}

/// The hand as small boxes, each numbered underneath.
fn boxed_hand(console: &mut Console, cards: &[Card], style: Style) -> io::Result<()> {
    let mut top = String::new();
    let mut middle = String::new();
    let mut bottom = String::new();
    let mut numbers = String::new();
    for (index, &card) in cards.iter().enumerate() {
        if index > 0 {
            for line in [&mut top, &mut middle, &mut bottom, &mut numbers] {
                line.push(' ');
            }
        }
        top.push_str("+---+");
        middle.push_str(&format!("|{:>3}|", style.card(card)));
        bottom.push_str("+---+");
        numbers.push_str(&format!("{:^5}", index + 1));
    }
    writeln!(
        console,
        "Your hand:\n{top}\n{middle}\n{bottom}\n{}",
        numbers.trim_end()
    )
}

/// The request for the user's play, read as a count and then that many card numbers.
pub fn play_prompt(console: &mut Console) -> io::Result<()> {
    console.print("Enter how many cards you play and their numbers, or 0 to draw: ")
}

/// Why a typed play was refused; the prompt is shown again after it.
pub enum Refusal {
    NotANumber,
    Count {
        most: usize,
    },
    NoSuchCard(i64),
    Twice(i64),
    /// A play the rules refuse, and its first card.
    Rule(PlayError, Card),
    CanPlay,
    MustPlay,
}

pub fn refusal(
    console: &mut Console,
    refusal: Refusal,
    game: &Game,
    style: Style,
) -> io::Result<()> {
    let text = match refusal {
        Refusal::NotANumber => "That is not a number.".to_string(),
        Refusal::Count { most } => {
            format!("You can play from 1 to {most} cards, or 0 to draw.")
        }
        Refusal::NoSuchCard(number) => format!("There is no card {number} in your hand."),
        Refusal::Twice(number) => format!("You chose card {number} twice."),
        Refusal::Rule(PlayError::MixedFaces, _) => {
            "Cards played together must have the same face.".to_string()
        }
        Refusal::Rule(PlayError::SeveralNotOnFace, _) => format!(
            "Several cards can be played together only on a card of their face ({}).",
            style.card(game.top())
        ),
        Refusal::Rule(_, card) => match game.declared() {
            Some(suit) => format!("{} is neither one of {suit} nor an 8.", style.card(card)),
            None => format!(
                "{} matches neither the face nor the suit of {}.",
                style.card(card),
                style.card(game.top())
            ),
        },
        Refusal::CanPlay => "You have a card you can play.".to_string(),
        Refusal::MustPlay => "You drew a card you can play: play a card now.".to_string(),
    };
    writeln!(console, "{text}")
}

/// The request for the suit an eight names.
pub fn suit_prompt(console: &mut Console) -> io::Result<()> {
    console.print("Name the suit to follow (C, S, H or D): ")
}

pub fn suit_error(console: &mut Console) -> io::Result<()> {
    console.print("Please enter C, S, H or D.\n")
}

fn who(seat: Seat) -> &'static str {
    match seat {
        Seat::User => "You",
        Seat::Computer => "The computer",
    }
}

/// A play made, by either player.
pub fn played(console: &mut Console, seat: Seat, play: &Play, style: Style) -> io::Result<()> {
    let (verb, name) = match seat {
        Seat::User => ("play", "name"),
        Seat::Computer => ("plays", "names"),
    };
    let cards = style.cards(&play.cards);
    match play.declared {
        Some(suit) => writeln!(console, "{} {verb} {cards} and {name} {suit}.", who(seat)),
        None => writeln!(console, "{} {verb} {cards}.", who(seat)),
    }
}

/// A card drawn: the user sees it, the computer's stays hidden.
pub fn drew(console: &mut Console, seat: Seat, card: Card, style: Style) -> io::Result<()> {
    match seat {
        Seat::User => writeln!(console, "You draw {}.", style.card(card)),
        Seat::Computer => writeln!(console, "The computer draws a card."),
    }
}

/// A player who drew without finding a card to play.
pub fn passed(console: &mut Console, seat: Seat) -> io::Result<()> {
    match seat {
        Seat::User => writeln!(console, "You pass."),
        Seat::Computer => writeln!(console, "The computer passes."),
    }
}

/// The stockpile ran out while a player was drawing.
pub fn stock_ran_out(console: &mut Console) -> io::Result<()> {
    writeln!(console, "The stockpile is empty.")
}

/// The end of a game: why, each hand's points and cards, and the winner.
pub fn game_over(
    console: &mut Console,
    game: &Game,
    ending: Ending,
    style: Style,
) -> io::Result<()> {
    let why = match ending {
        Ending::HandEmpty(Seat::User) => "you have no cards left",
        Ending::HandEmpty(Seat::Computer) => "the computer has no cards left",
        Ending::StockEmpty => "the stockpile is empty",
    };
    writeln!(console, "The game is over: {why}.")?;
    for (seat, whose) in [(Seat::User, "Your"), (Seat::Computer, "The computer's")] {
        let cards = game.hand(seat);
        let shown = if cards.is_empty() {
            "no cards".to_string()
        } else {
            style.cards(cards)
        };
        writeln!(console, "{whose} points: {} ({shown})", game.points(seat))?;
    }
    match game.winner() {
        Some(Seat::User) => writeln!(console, "You win!"),
        Some(Seat::Computer) => writeln!(console, "The computer wins!"),
        None => writeln!(console, "It's a tie!"),
    }
}

/// The question after each game.
pub fn again_prompt(console: &mut Console) -> io::Result<()> {
    console.print("Play a new game? (Q or q to quit, anything else to play): ")
}

// Reading a transcript as events (see `crate::events`).

/// The game's prompts, after which a transcript's line is cut: what a program prints after
/// reading the answer continues the prompt's line when its input is piped.
const PROMPT_ENDS: [&str; 4] = ["0 to draw:", "or D):", "to play):", "(thorough)?"];

/// Reads a transcript as its events: every line that is not blank, cut after each prompt,
/// by its words (see [`events::normalised`]).
pub fn read_events_upto(transcript: &[u8], limit: usize) -> Vec<Event> {
    let text = events::text(transcript);
    let mut read = Vec::new();
    for line in events::lines(&text) {
        let mut rest = line.text;
        let mut start = 0;
        while !rest.is_empty() {
            if read.len() == limit {
                return read;
            }
            let cut = (PROMPT_ENDS.iter())
                .filter_map(|end| rest.find(end).map(|at| at + end.len()))
                .min()
                .unwrap_or(rest.len());
            let part = &rest[..cut];
            let at = TextLine {
                offset: line.offset + start + (part.len() - part.trim_start().len()),
                ..line
            };
            let words = events::normalised(part);
            if !words.is_empty() {
                read.push(Event::new("line", format!("line {words:?}"), &at));
            }
            start += cut;
            rest = &rest[cut..];
        }
    }
    read
}
