//! Every word and layout Crazy Eights prints: the only place that knows the game's text.
//!
//! The spec (ECE 175) fixes the game's rules and what must be shown (the deck when asked,
//! the top card, the winner, the new-game question with `Q/q`), but its sample run is not
//! in the text: every line here is designed, and documented in `transcript.md` beside this
//! file. Prompts end with a space and no newline, as a C program's `printf` prompts do.

use std::io;

use super::rules::{Card, Ending, Game, Play, PlayError, Seat, Suit};
use crate::chance::Observed;
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

// Reading a program's transcript back: the lines that carry chance (its deal, its draws,
// its computer's plays), recognised by the cards they hold and a few words, whatever the
// words around them, so that a program with its own wording is still read.

/// What a line of a program's transcript shows of its game's chance.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Seen {
    /// The top card of the discard pile (`Top card: 6C`).
    Top(Card),
    /// The user's hand, in the order shown (`Your hand: (1) AC (2) 10S`).
    UserHand(Vec<Card>),
    /// A card the user drew (`You draw 9S.`).
    UserDraw(Card),
    /// A card the computer drew, unseen (`The computer draws a card.`).
    ComputerDraw,
    /// What the computer played, and the suit it named (`The computer plays 8D and names
    /// hearts.`).
    ComputerPlay(Vec<Card>, Option<Suit>),
    /// The computer's cards, shown after the deal (`--show-deck`) or at the end of a game
    /// (`The computer's points: 31 (AD 7C)`).
    ComputerHand(Vec<Card>),
    /// A whole deck, 52 cards on lines of 13 or more (`--show-deck`).
    Deck(Vec<Card>),
}

/// Every line of a transcript that shows chance, in order. A line is read when it holds
/// cards (`10S`, `QH`, `10♠`, `T♠`) or a draw, and says whose: the computer (`computer`),
/// the user (`you`), the top card (`top`) or the user's hand (`hand`, and the next lines
/// when the cards are drawn below it as boxes).
pub fn read_seen(lines: &[&str]) -> Vec<Observed<Seen>> {
    let mut seen = Vec::new();
    // A deck is printed on several lines of cards alone: gathered until it has 52.
    let mut deck: Vec<Card> = Vec::new();
    let mut deck_line = 0;
    for (index, line) in lines.iter().enumerate() {
        let only_cards = cards_in(line);
        if only_cards.len() >= 13 && !line.chars().any(|ch| ch == ':' || ch == '(') {
            if deck.is_empty() {
                deck_line = index + 1;
            }
            deck.extend(only_cards);
            if deck.len() >= 52 {
                seen.push(Observed {
                    line: deck_line,
                    outcome: Seen::Deck(std::mem::take(&mut deck)),
                });
            }
            continue;
        }
        deck.clear();
        // What follows a prompt on its line is what the program printed after the answer.
        let line = PROMPT_ENDS
            .iter()
            .filter_map(|end| line.rfind(end).map(|at| &line[at + end.len()..]))
            .min_by_key(|rest| rest.len())
            .unwrap_or(line);
        let lower = line.to_lowercase();
        let words: Vec<&str> = lower
            .split(|ch: char| !ch.is_alphanumeric())
            .filter(|w| !w.is_empty())
            .collect();
        let has = |options: &[&str]| words.iter().any(|w| options.contains(w));
        let cards = cards_in(line);
        let outcome = if has(&["computer", "dealer"]) {
            if has(&["draws", "drew", "draw", "picks", "takes"]) && cards.is_empty() {
                Some(Seen::ComputerDraw)
            } else if !cards.is_empty()
                && has(&["plays", "played", "play", "puts", "discards", "lays"])
            {
                Some(Seen::ComputerPlay(cards, suit_word(&words)))
            } else if !cards.is_empty() && has(&["hand", "points", "cards", "left"]) {
                Some(Seen::ComputerHand(cards))
            } else {
                None
            }
        } else if has(&["top"]) && cards.len() == 1 {
            Some(Seen::Top(cards[0]))
        } else if has(&["draw", "draws", "drew", "drawn"]) && cards.len() == 1 {
            Some(Seen::UserDraw(cards[0]))
        } else if has(&["hand"]) {
            let cards = if cards.is_empty() {
                // A hand drawn as boxes: its cards are on the next lines.
                (lines[index + 1..].iter().take(3))
                    .map(|next| cards_in(next))
                    .find(|cards| !cards.is_empty())
                    .unwrap_or_default()
            } else {
                cards
            };
            (!cards.is_empty()).then_some(Seen::UserHand(cards))
        } else {
            None
        };
        if let Some(outcome) = outcome {
            seen.push(Observed {
                line: index + 1,
                outcome,
            });
        }
    }
    seen
}

/// The cards written in a text, in order: a face (`A`, `2` to `10`, `T`, `J`, `Q`, `K`)
/// followed at once by a suit letter (`C S H D`) or symbol (`♣ ♠ ♥ ♦`), as one word.
pub fn cards_in(text: &str) -> Vec<Card> {
    text.split(|ch: char| !(ch.is_alphanumeric() || SUIT_SYMBOLS.iter().any(|&(_, s)| s == ch)))
        .filter_map(card_word)
        .collect()
}

fn card_word(word: &str) -> Option<Card> {
    let suit_char = word.chars().last()?;
    let suit = (SUIT_LETTERS.iter().chain(&SUIT_SYMBOLS))
        .find(|&&(_, c)| c == suit_char)
        .map(|&(suit, _)| suit)?;
    let face = match &word[..word.len() - suit_char.len_utf8()] {
        "A" => 1,
        "T" | "10" => 10,
        "J" => 11,
        "Q" => 12,
        "K" => 13,
        digit => match digit.parse::<u8>() {
            Ok(face @ 2..=9) => face,
            _ => return None,
        },
    };
    Some(Card::new(suit, face))
}

/// The suit a line names in words (`names hearts`), if it names one.
fn suit_word(words: &[&str]) -> Option<Suit> {
    words.iter().find_map(|word| {
        Suit::ALL
            .iter()
            .copied()
            .find(|suit| word.trim_end_matches('s') == suit.to_string().trim_end_matches('s'))
    })
}

/// A card shown where the rules cannot have put it, in words.
pub fn seen_finding(card: Card, why: SeenFault, style: Style) -> String {
    let card = style.card(card);
    match why {
        SeenFault::Twice => format!("{card} is shown again where the deck has only one {card}"),
        SeenFault::IllegalPlay => {
            format!("the computer's play of {card} is not allowed on the top card")
        }
        SeenFault::NotHeld => format!("the computer plays {card}, which it cannot hold"),
    }
}

/// Why a card read from a transcript cannot be where it was shown.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum SeenFault {
    /// It is already elsewhere: in the user's hand, played, or drawn.
    Twice,
    /// The computer's play breaks the rules of step 6.
    IllegalPlay,
    /// The computer plays a card that cannot be in its hand.
    NotHeld,
}
