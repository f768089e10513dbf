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
use crate::content::boxes;
use crate::content::cards::{self, Order, PlayingCard};
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

/// Whether an eight played as a player's last card names a suit.
pub const LAST_EIGHT: Choice = Choice {
    name: "last-eight",
    values: &["names", "ends"],
    about: "a player who plays an eight `must declare a SUIT to play next`, and a game ends when a hand is empty: an eight played as the last card names its suit all the same, or ends the game at once, with no suit asked or named",
};

/// How many cards one answer to draw draws.
pub const DRAWS: Choice = Choice {
    name: "draws",
    values: &["until-playable", "one-per-answer"],
    about: "a player who cannot play `draws cards from the stockpile until getting a playable card` (at most three): one answer draws until a card can be played, or each answer draws one card and the hand is shown and asked again",
};

/// When the game ends once the stockpile is empty.
pub const STOCK_OUT: Choice = Choice {
    name: "stock-out",
    values: &["after-the-turn", "at-once"],
    about: "`the game ends as soon as one player has emptied his/her hand OR there is no card left in the stockpile`: once the turn of the draw that empties it is over, or with that draw, the card drawn unplayed",
};

/// Every choice the Crazy Eights spec leaves open.
pub const CHOICES: [Choice; 5] = [TEN, DRAW, LAST_EIGHT, DRAWS, STOCK_OUT];

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
    /// Several cards, where a program that makes the `one-card-a-turn` mistake takes one.
    OneCard(Vec<Card>),
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
        Refusal::OneCard(cards) => {
            format!(
                "You cannot play {}: only one card a turn.",
                style.cards(&cards)
            )
        }
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

/// A play made, by either player; `ends` when it ends the game with an eight that names
/// no suit (the `last-eight` choice).
pub fn played(
    console: &mut Console,
    seat: Seat,
    play: &Play,
    ends: bool,
    style: Style,
) -> io::Result<()> {
    let (verb, name) = match seat {
        Seat::User => ("play", "name"),
        Seat::Computer => ("plays", "names"),
    };
    let cards = style.cards(&play.cards);
    match play.declared.filter(|_| !ends) {
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

/// The statistics file cannot be used: the run goes on without statistics, and the file
/// is left as it was.
pub fn stats_unusable(console: &mut Console, file: &str, why: &str) -> io::Result<()> {
    writeln!(
        console,
        "The statistics file {file} cannot be used ({why}): this run keeps no statistics."
    )
}

pub fn stats_malformed(line: usize, text: &str) -> String {
    format!("its line {line}, `{text}`, is not a name, a number of wins and a number of losses")
}

pub fn user_kind_prompt(console: &mut Console) -> io::Result<()> {
    console.print("New user or existing user? (N or E): ")
}

pub fn user_kind_error(console: &mut Console) -> io::Result<()> {
    console.print("Please enter N or E.\n")
}

pub fn name_prompt(console: &mut Console) -> io::Result<()> {
    console.print("Your name: ")
}

/// Why a name was refused.
pub enum NameRefusal<'a> {
    Empty,
    Spaces,
    Taken(&'a str),
    Unknown(&'a str),
}

pub fn name_refused(console: &mut Console, refusal: NameRefusal) -> io::Result<()> {
    match refusal {
        NameRefusal::Empty => writeln!(console, "Please enter a name."),
        NameRefusal::Spaces => writeln!(console, "A name is one word, with no spaces."),
        NameRefusal::Taken(name) => writeln!(
            console,
            "There is already a user called {name}: continue as an existing user, or choose another name."
        ),
        NameRefusal::Unknown(name) => writeln!(console, "There is no user called {name}."),
    }
}

/// A user's record: on arrival, and after each game.
pub fn record(console: &mut Console, record: &super::stats::Record) -> io::Result<()> {
    let plural = |count: u32, one: &str, many: &str| {
        format!("{count} {}", if count == 1 { one } else { many })
    };
    writeln!(
        console,
        "{}: {}, {}.",
        record.name,
        plural(record.wins, "win", "wins"),
        plural(record.losses, "loss", "losses")
    )
}

pub fn stats_not_written(console: &mut Console, file: &str, error: &io::Error) -> io::Result<()> {
    writeln!(
        console,
        "The statistics file {file} could not be written: {error}"
    )
}

/// The question after each game.
pub fn again_prompt(console: &mut Console) -> io::Result<()> {
    console.print("Play a new game? (Q or q to quit, anything else to play): ")
}

// Reading a transcript as events (see `crate::events`).

/// The game's prompts, after which a transcript's line is cut: what a program prints after
/// reading the answer continues the prompt's line when its input is piped.
const PROMPT_ENDS: [&str; 4] = ["0 to draw:", "or D):", "to play):", "(thorough)?"];

/// Where the first prompt in `text` ends.
pub fn prompt_end(text: &str) -> Option<usize> {
    (PROMPT_ENDS.iter())
        .filter_map(|end| text.find(end).map(|at| at + end.len()))
        .min()
}

/// Reads a transcript as the events of its games: the facts of the spec (the cards and
/// what became of them, the points, the winner, the new-game question), read from the cards
/// a line holds and a few words, whatever the wording. Each line is cut after each prompt;
/// a line that shows none of these (a prompt, a refusal, the user's own play, a pass) is
/// free. `transcript.md` lists the events and the words each is read by.
///
/// A run with no statistics (`stats` false) still accepts a program that keeps them: its
/// records are events it may show or not.
pub fn read_events_upto(
    transcript: &[u8],
    limit: usize,
    stats: bool,
    show_deck: bool,
) -> Vec<Event> {
    let text = events::text(transcript);
    let text = boxes::unbox(&text);
    let mut read: Vec<Event> = Vec::new();
    let mut reader = FactReader {
        stats,
        show_deck,
        ..FactReader::default()
    };
    let mut quiet: Option<&str> = None;
    'lines: for line in events::lines(&text) {
        for part in events::after_prompts(&line, prompt_end) {
            // Hands away from a top card are dropped at the end: read enough to spare.
            if read.len() > limit.saturating_mul(2).saturating_add(8) {
                break 'lines;
            }
            // The same text again after one that made no event makes none either (a
            // program that prints its prompt forever).
            if quiet == Some(part.text) {
                continue;
            }
            let before = read.len();
            reader.read(part.text, &part, &mut read);
            quiet = (read.len() == before && !reader.waiting()).then_some(part.text);
        }
    }
    read.extend(reader.hand_shown());
    let end = TextLine {
        number: text.lines().count(),
        offset: text.len(),
        text: "",
    };
    read.extend(reader.points_shown(&end));
    let mut events = turn_starts(read);
    events.truncate(limit);
    events
}

/// The state of reading facts across lines: a deck printed on several lines, and a hand
/// whose cards are drawn as boxes on the lines after its heading.
#[derive(Default)]
struct FactReader {
    deck: Vec<Card>,
    deck_at: Option<(usize, usize)>,
    /// A hand whose heading held no cards: the cards of the lines below it so far, and
    /// where the heading stands.
    hand_below: Option<(Vec<Card>, usize, usize)>,
    /// Whether a line named the top card without it: the card is on the next line.
    top_below: bool,
    /// The points of the user's hand and the computer's, as far as shown.
    points: [Option<u32>; 2],
    /// Whether this game's points were shown: a tally after them is no points.
    points_done: bool,
    /// Whether this game's winner was shown: a tally after it names no winner.
    winner_done: bool,
    /// Whose the last line named (the computer's: `true`): a line of points that names
    /// nobody (`  -> 32 points` under a hand) is theirs.
    owner: Option<bool>,
    /// Whether the run keeps statistics: a record is then an event every program shows.
    stats: bool,
    /// Whether the run prints the decks and the hands dealt (`--show-deck`): they are then
    /// events every program shows; else a program may print them or not, as the spec's
    /// demo asks some to.
    show_deck: bool,
    /// Where in the events read the computer's last play is, when it was an eight whose
    /// suit its line did not name: the next line of the computer's may name it.
    unnamed_eight: Option<(usize, Suit)>,
    /// Where in the events read the computer's last play is, on which line, with its cards:
    /// a play of several cards may take a line for each.
    computer_played: Option<(usize, usize, Vec<Card>)>,
    /// Where in the events read the top card is, with its suit, when it is an eight and no
    /// suit to follow was named on its line: the next line may name one.
    eight_on_top: Option<(usize, Suit)>,
}

impl FactReader {
    /// Whether the next line may complete what this one started.
    fn waiting(&self) -> bool {
        self.hand_below.is_some() || self.top_below || !self.deck.is_empty()
    }

    /// Takes in the points a line gives each hand (the computer's: `true`).
    fn take_points(&mut self, named: Vec<(bool, u32)>) {
        for (computer, points) in named {
            self.points[usize::from(computer)] = Some(points);
        }
    }

    /// The points shown so far, as one event: `points: you 8, the computer 0`.
    fn points_shown(&mut self, at: &TextLine<'_>) -> Option<Event> {
        let [you, computer] = std::mem::take(&mut self.points);
        self.points_done |= you.is_some() || computer.is_some();
        let said: Vec<String> = [("you", you), ("the computer", computer)]
            .into_iter()
            .filter_map(|(whose, points)| Some(format!("{whose} {}", points?)))
            .collect();
        (!said.is_empty()).then(|| Event::new("points", format!("points: {}", said.join(", ")), at))
    }

    /// The hand gathered below its heading, as an event, once its lines are over.
    fn hand_shown(&mut self) -> Option<Event> {
        let (cards, number, offset) = self.hand_below.take()?;
        let mut sorted = cards;
        sorted.sort();
        let heading = TextLine {
            number,
            offset,
            text: "",
        };
        (!sorted.is_empty()).then(|| {
            let what = format!("your hand {}", Style::default().cards(&sorted));
            Event::new("hand", what, &heading)
        })
    }

    /// The events `part` shows, pushed on `read`; a line that completes the last event of
    /// `read` (the suit an eight named, on a line of its own) completes it there.
    fn read(&mut self, part: &str, at: &TextLine<'_>, read: &mut Vec<Event>) {
        if let Some((cards, _, _)) = &mut self.hand_below {
            if is_cards_line(part) {
                cards.extend(cards_in(part));
                return;
            }
            if is_filler(part) {
                return;
            }
            read.extend(self.hand_shown());
        }
        if std::mem::take(&mut self.top_below) {
            match cards_in(part)[..] {
                [card] if is_cards_line(part) => {
                    self.eight_on_top = card.is_eight().then_some((read.len(), card.suit));
                    let what = format!("top card {}", Style::default().card(card));
                    read.push(Event::new("top", what, at));
                    return;
                }
                _ if is_filler(part) => {
                    self.top_below = true;
                    return;
                }
                _ => {}
            }
        }
        let event = self.part(part, at, read);
        if let Some(event) = event {
            // A hand's points shown without the other's end with the winner.
            if matches!(event.kind, "winner" | "new game") {
                read.extend(self.points_shown(at));
            }
            read.push(event);
        }
    }

    /// The event `part` shows, if any; a line that completes the last event of `read`
    /// (the suit an eight named, on a line of its own) completes it there.
    fn part(&mut self, part: &str, at: &TextLine<'_>, read: &mut Vec<Event>) -> Option<Event> {
        let shown = Style::default();
        let cards = cards_in(part);
        let lower = words_besides_cards(part);
        let words = lower_words(&lower);
        let has = |options: &[&str]| words.iter().any(|w| options.contains(w));
        let listed = |cards: &[Card]| {
            let mut sorted = cards.to_vec();
            sorted.sort();
            shown.cards(&sorted)
        };
        if is_deck_line(part) {
            if self.deck.is_empty() {
                self.deck_at = Some((at.number, at.offset));
            }
            self.deck.extend(&cards);
            if self.deck.len() < 52 {
                return None;
            }
            let deck = std::mem::take(&mut self.deck);
            let (number, offset) = self.deck_at.take().unwrap_or((at.number, at.offset));
            let first = TextLine {
                number,
                offset,
                text: "",
            };
            let deck = Event::new("deck", format!("the deck {}", shown.cards(&deck)), &first);
            return Some(match self.show_deck {
                true => deck,
                false => deck.optional(),
            });
        }
        self.deck.clear();
        if is_example(&words, &lower) {
            return None;
        }
        let computer = has(COMPUTER_WORDS);
        let owner = self.owner;
        if let Some(named) = last_named(&words) {
            self.owner = Some(named);
        }
        let event = |kind, what: String| Some(Event::new(kind, what, at));
        let named_now = cards.is_empty().then(|| named_suit(&lower)).flatten();
        if let Some(suit) = named_now
            && let Some((at, own)) = self.unnamed_eight.take()
            && at + 1 == read.len()
        {
            // `Computer played: 8C` then `Computer names the suit: Hearts`, or `The suit
            // to follow is now Hearts.` (its own suit named is none).
            if suit != own {
                read[at].what.push_str(&format!(" and names {suit}"));
            }
            None
        } else if let Some(suit) = named_now
            && let Some((at, own)) = self.eight_on_top.take()
            && at + 1 == read.len()
        {
            // The top card, an eight, then `The eight called for ♦ Diamonds` (its own suit
            // named is none, as on the top card's line).
            if suit != own {
                read[at]
                    .what
                    .push_str(&format!(", the suit to follow {suit}"));
            }
            None
        } else if computer && cards.is_empty() && has(COMPUTER_DRAW_WORDS) {
            event("computer draws", "the computer draws a card".to_string())
        } else if computer
            && !cards.is_empty()
            && (has(PLAY_WORDS) || is_computer_play(&words, &cards))
            && hand_total(&lower, &words).is_none()
        {
            let suit = named_suit(&lower);
            // `Computer played the 5 of Hearts.` then `… the 5 of Clubs.`: one play of
            // several cards, a line each.
            let mut cards = cards;
            if let Some((index, line, played)) = self.computer_played.take()
                && index + 1 == read.len()
                && line + 1 == at.number
                && same_face(&played, &cards)
            {
                read.pop();
                cards.splice(0..0, played);
            }
            self.computer_played = Some((read.len(), at.number, cards.clone()));
            let last = cards.last().copied();
            self.unnamed_eight = last
                .filter(|card| card.is_eight() && suit.is_none())
                .map(|card| (read.len(), card.suit));
            // An eight that names its own suit names none, as on the top card's line.
            let named = suit
                .filter(|&suit| last.is_none_or(|card| card.suit != suit))
                .map_or(String::new(), |suit| format!(" and names {suit}"));
            event(
                "computer plays",
                format!("the computer plays {}{named}", listed(&cards)),
            )
        } else if let Some(total) = hand_total(&lower, &words) {
            // `you: 4D 6H = 10`: a hand at the game's end, added up.
            if self.points_done {
                return None;
            }
            self.take_points(vec![total]);
            match self.points {
                [Some(_), Some(_)] => self.points_shown(at),
                _ => None,
            }
        } else if has(&["points", "point", "score"]) && first_number(&lower).is_some() {
            // Both hands' points make one event, in one order, however a program orders
            // them or puts them on lines.
            if self.points_done {
                return None;
            }
            self.take_points(points_named(&lower, owner.unwrap_or(computer)));
            match self.points {
                [Some(_), Some(_)] => self.points_shown(at),
                _ => None,
            }
        } else if has(&["loss", "losses", "lost"]) && has(&["win", "wins", "won"]) {
            // The statistics extra's record: its numbers, whatever the words.
            let numbers: Vec<&str> = (part.split(|ch: char| !ch.is_ascii_digit()))
                .filter(|n| !n.is_empty())
                .collect();
            let record = Event::new("record", format!("the record: {}", numbers.join(" ")), at);
            Some(match self.stats {
                true => record,
                false => record.optional(),
            })
        } else if has(&["tie", "tied", "win", "wins", "won", "winner"]) && self.winner_done {
            // A tally of the games after the winner: `You won: 1   Dealer won: 0`.
            None
        } else if has(&["tie", "tied", "win", "wins", "won", "winner"]) && !dealt(read) {
            // Words of winning before the game's top card are a rule told (`first to
            // empty a hand wins`), not a winner.
            None
        } else if has(&["tie", "tied"]) && cards.is_empty() {
            self.winner_done = true;
            event("winner", "a tie".to_string())
        } else if has(&["win", "wins", "won", "winner"]) && cards.is_empty() {
            self.winner_done = true;
            // `You 23, CPU 41 -> you win.`: the points, then the winner.
            let both = points_named(&lower, computer);
            if both.len() == 2 && !self.points_done {
                self.take_points(both);
                read.extend(self.points_shown(at));
            }
            let who = match winner_named(&words).unwrap_or(computer) {
                true => "the computer",
                false => "you",
            };
            event("winner", format!("the winner: {who}"))
        } else if computer && !cards.is_empty() && has(&["hand"]) {
            // The computer's hand at a game's end is judged by its points.
            if dealt(read) {
                return None;
            }
            let hand = Event::new(
                "computer hand",
                format!("the computer's hand {}", listed(&cards)),
                at,
            );
            Some(match self.show_deck {
                true => hand,
                false => hand.optional(),
            })
        } else if is_refusal(&words, &lower) {
            // A refusal names cards it does not show (`You cannot play 4C: it does not
            // match the top card.`).
            None
        } else if has(TOP_WORDS) && cards.len() == 1 {
            // Only an eight's suit is named, and only another than its own: a program may
            // show the suit to follow always.
            let named =
                named_suit(&lower).filter(|&suit| cards[0].is_eight() && suit != cards[0].suit);
            // `CPU plays 8C`, then `top 8C suit=S`: the suit the computer's eight named.
            if let Some(suit) = named
                && let Some((at, own)) = self.unnamed_eight.take()
                && at + 1 == read.len()
                && suit != own
            {
                read[at].what.push_str(&format!(" and names {suit}"));
            }
            self.eight_on_top =
                (cards[0].is_eight() && named.is_none()).then_some((read.len(), cards[0].suit));
            let named = named.map_or(String::new(), |suit| format!(", the suit to follow {suit}"));
            event("top", format!("top card {}{named}", shown.card(cards[0])))
        } else if has(TOP_WORDS) && cards.is_empty() && !is_refusal(&words, &lower) {
            self.top_below = true;
            None
        } else if !computer && has(DRAW_WORDS) && cards.len() == 1 {
            event("you draw", format!("you draw {}", shown.card(cards[0])))
        } else if !computer
            && (is_hand_heading(&words) || (is_user_only(&words) && !cards.is_empty()))
        {
            if cards.is_empty() {
                self.hand_below = Some((Vec::new(), at.number, at.offset));
                None
            } else {
                event("hand", format!("your hand {}", listed(&cards)))
            }
        } else if asks_new_game(&words, part) {
            self.points_done = false;
            self.winner_done = false;
            event("new game", "the new-game question".to_string())
        } else {
            None
        }
    }
}

/// Whether this game's top card is among the events `read`: its play has begun.
fn dealt(read: &[Event]) -> bool {
    (read.iter().rev())
        .take_while(|e| e.kind != "new game")
        .any(|e| e.kind == "top")
}

// The words both readers (events and chance) recognise a line by, so that the two cannot
// read one line two ways.

/// The words that name the top card of the discard pile.
const TOP_WORDS: &[&str] = &["top", "pile", "discard"];
/// The words that name the computer.
const COMPUTER_WORDS: &[&str] = &["computer", "dealer", "cpu"];
/// The words that name the user.
const USER_WORDS: &[&str] = &["you", "your", "user", "player", "me"];

/// Whose a word names: the computer's (`true`) or the user's.
/// The points of a line that shows one player's hand added up, `you: 4D 6H = 10` (its
/// cards cut out, lower case, and its `words`): whose (`true` for the computer's) and how
/// many.
fn hand_total(lower: &str, words: &[&str]) -> Option<(bool, u32)> {
    let (before, total) = lower.trim_end().rsplit_once('=')?;
    let total: u32 = total.trim().parse().ok()?;
    let owners: Vec<bool> = words.iter().filter_map(|word| whose(word)).collect();
    let only_owners = (lower_words(before).iter())
        .all(|word| whose(word).is_some() || word.bytes().all(|b| b.is_ascii_digit()));
    match owners[..] {
        [who] if only_owners => Some((who, total)),
        _ => None,
    }
}

fn whose(word: &str) -> Option<bool> {
    match (COMPUTER_WORDS.contains(&word), USER_WORDS.contains(&word)) {
        (true, _) => Some(true),
        (_, true) => Some(false),
        _ => None,
    }
}
/// The words of a play.
const PLAY_WORDS: &[&str] = &[
    "plays",
    "played",
    "play",
    "puts",
    "put",
    "discards",
    "discarded",
    "lays",
    "laid",
    "throws",
    "threw",
];
/// The words of the computer's unseen draw.
const COMPUTER_DRAW_WORDS: &[&str] = &["draws", "drew", "draw", "picks", "takes"];
/// The words of a refused answer, which names cards without showing them.
const REFUSAL_WORDS: &[&str] = &[
    "not", "cannot", "invalid", "illegal", "unable", "error", "sorry",
];

/// Whether a line (its lower-case `words`, and itself in `lower`) refuses an answer: a
/// word of [`REFUSAL_WORDS`], or a negation such as `can't` or `doesn't` (the `T` of a ten
/// written `T♥` is a word of its own too, so the `t` alone does not tell).
fn is_refusal(words: &[&str], lower: &str) -> bool {
    words.iter().any(|word| REFUSAL_WORDS.contains(word)) || lower.contains("n't")
}
/// Whether a line's cards are examples of how to type them (`type cards like 7H or "7H
/// 7S"`, `e.g. 10D`), not cards of the game.
fn is_example(words: &[&str], lower: &str) -> bool {
    words
        .iter()
        .any(|word| ["like", "example", "eg"].contains(word))
        || lower.contains("e.g")
}

/// The words of a draw the user sees.
const DRAW_WORDS: &[&str] = &["draw", "draws", "drew", "drawn"];

/// A lower-cased line's words: runs of letters and digits.
fn lower_words(lower: &str) -> Vec<&str> {
    (lower.split(|ch: char| !ch.is_alphanumeric()))
        .filter(|w| !w.is_empty())
        .collect()
}

fn first_number(text: &str) -> Option<u32> {
    text.split(|ch: char| !ch.is_ascii_digit())
        .find(|word| !word.is_empty())?
        .parse()
        .ok()
}

/// A turn starts with the top card and the user's hand, in either order: they are put top
/// first, and a hand shown anywhere else (again after a draw, after the deal) is dropped.
/// The top card shown again with nothing played since (each card is in the deck once), as
/// a program that shows the table after each card drawn does, tells nothing new: it is an
/// event a program may show or not, and the hand with it is dropped.
fn turn_starts(read: Vec<Event>) -> Vec<Event> {
    let mut repeated = vec![false; read.len()];
    let mut last_top: Option<&str> = None;
    for (at, event) in read.iter().enumerate() {
        match event.kind {
            "new game" => last_top = None,
            "top" => {
                repeated[at] = last_top == Some(event.what.as_str());
                last_top = Some(event.what.as_str());
            }
            _ => {}
        }
    }
    let starts_turn = |at: usize| read[at].kind == "top" && !repeated[at];
    let mut events: Vec<Event> = Vec::with_capacity(read.len());
    let mut last_starts_turn = false;
    let mut index = 0;
    while index < read.len() {
        let at = index;
        let event = &read[at];
        index += 1;
        if event.kind != "hand" {
            last_starts_turn = starts_turn(at);
            events.push(match repeated[at] {
                true => event.clone().optional(),
                false => event.clone(),
            });
            continue;
        }
        if last_starts_turn {
            events.push(event.clone());
        } else if index < read.len() && starts_turn(index) {
            // Shown before its top card: it goes after it.
            events.push(read[index].clone());
            events.push(event.clone());
            index += 1;
        }
        last_starts_turn = false;
    }
    events
}

// Reading a program's transcript back: the lines that carry chance (its deal, its draws,
// its computer's plays), recognised by the cards they hold and a few words, whatever the
// words around them, so that a program with its own wording is still read.

/// What a line of a program's transcript shows of its game's chance.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Seen {
    /// The top card of the discard pile (`Top card: 6C`).
    Top(Card),
    /// The user's hand, in the order shown (`Your hand: (1) AC (2) 10S`, or `Your cards:`
    /// with the cards on the next line).
    UserHand(Vec<Card>),
    /// A card the user drew (`You draw 9S.`).
    UserDraw(Card),
    /// A card the computer drew, unseen (`The computer draws a card.`).
    ComputerDraw,
    /// The points of the computer's hand at a game's end, with no card shown (`Computer
    /// points: 34`).
    ComputerPoints(u32),
    /// What the computer played, and the suit it named (`The computer plays 8D and names
    /// hearts.`).
    ComputerPlay(Vec<Card>, Option<Suit>),
    /// The computer's cards, shown after the deal (`--show-deck`) or at the end of a game
    /// (`The computer's points: 31 (AD 7C)`).
    ComputerHand(Vec<Card>),
    /// A whole deck, 52 cards on lines of 13 or more (`--show-deck`).
    Deck(Vec<Card>),
    /// The question whether to play a new game: the end of a game's lines.
    GameOver,
}

/// Every line of a transcript that shows chance, in order. A line is read when it holds
/// cards in any spelling or a draw, and says whose: the computer (`computer`, `dealer`,
/// `CPU`), the user (`you`), the top card (`top`, with its card on the line or the next)
/// or the user's hand (`hand`, or `You:` before the cards; the lines below a heading hold
/// them when it holds none, one or several, boxes included).
pub fn read_seen(lines: &[&str]) -> Vec<Observed<Seen>> {
    let joined = lines.join("\n");
    let unboxed = boxes::unbox(&joined);
    let lines: Vec<&str> = unboxed.split('\n').collect();
    let mut seen = Vec::new();
    // A deck is printed on several lines of cards alone: gathered until it has 52.
    let mut deck: Vec<Card> = Vec::new();
    let mut deck_line = 0;
    for (index, line) in lines.iter().enumerate() {
        if is_deck_line(line) {
            if deck.is_empty() {
                deck_line = index + 1;
            }
            deck.extend(cards_in(line));
            if deck.len() >= 52 {
                seen.push(Observed {
                    line: deck_line,
                    outcome: Seen::Deck(std::mem::take(&mut deck)),
                });
            }
            continue;
        }
        deck.clear();
        let whole = words_besides_cards(line);
        let whole_words = lower_words(&whole);
        if asks_new_game(&whole_words, line) {
            seen.push(Observed {
                line: index + 1,
                outcome: Seen::GameOver,
            });
        }
        // What follows a prompt on its line is what the program printed after the answer.
        let whole = TextLine {
            number: index + 1,
            offset: 0,
            text: line,
        };
        let line = events::after_prompts(&whole, prompt_end)
            .last()
            .map_or(*line, |part| part.text);
        let lower = words_besides_cards(line);
        let words = lower_words(&lower);
        let has = |options: &[&str]| words.iter().any(|w| options.contains(w));
        let cards = cards_in(line);
        let below = || cards_below(&lines[index + 1..]);
        let top = || match cards[..] {
            [card] => Some(Seen::Top(card)),
            // `Top of the discard pile:` with the card drawn below it.
            [] => match below()[..] {
                [card] => Some(Seen::Top(card)),
                _ => None,
            },
            _ => None,
        };
        let named_now = cards.is_empty().then(|| named_suit(&lower)).flatten();
        let outcome = if is_example(&words, &lower) {
            None
        } else if let Some(suit) = named_now
            && let Some(named) = eight_unnamed(&mut seen)
        {
            // `Computer played: 8C` then `Computer names the suit: Clubs`, or `The suit to
            // follow is now Clubs.`
            *named = Some(suit);
            None
        } else if has(COMPUTER_WORDS) {
            let points = || {
                (points_named(&lower, true).into_iter())
                    .find_map(|(computer, points)| computer.then_some(points))
            };
            if has(COMPUTER_DRAW_WORDS) && cards.is_empty() {
                Some(Seen::ComputerDraw)
            } else if cards.is_empty() && has(&["points", "point"]) {
                points().map(Seen::ComputerPoints)
            } else if !cards.is_empty()
                && (has(PLAY_WORDS) || is_computer_play(&words, &cards))
                && hand_total(&lower, &words).is_none()
            {
                match seen.last_mut() {
                    // `Computer played the 5 of Hearts.` then `… the 5 of Clubs.`: one play
                    // of several cards, a line each.
                    Some(Observed {
                        line,
                        outcome: Seen::ComputerPlay(played, None),
                    }) if *line == index && same_face(played, &cards) => {
                        played.extend(cards);
                        None
                    }
                    _ => Some(Seen::ComputerPlay(cards, named_suit(&lower))),
                }
            } else if !cards.is_empty() && is_computer_only(&words) {
                // `CPU: 10h 7s Ah`: cards of several faces are its hand.
                Some(Seen::ComputerHand(cards.clone()))
            } else if cards.is_empty() && has(&["hand", "cards", "left"]) && !has(&["holds", "has"])
            {
                // `Computer's cards:` with the cards drawn below it.
                let below = below();
                (!below.is_empty()).then_some(Seen::ComputerHand(below))
            } else if has(TOP_WORDS) {
                // `Top: 3s   Stock 35, CPU 8`: the computer's count beside the top card.
                top()
            } else if !cards.is_empty() && has(&["hand", "points", "cards", "left"]) {
                Some(Seen::ComputerHand(cards.clone()))
            } else {
                None
            }
        } else if is_refusal(&words, &lower) {
            None
        } else if has(TOP_WORDS) && cards.len() <= 1 {
            top()
        } else if has(DRAW_WORDS) && cards.len() == 1 {
            Some(Seen::UserDraw(cards[0]))
        } else if is_hand_heading(&words) || (is_user_only(&words) && !cards.is_empty()) {
            let cards = if cards.is_empty() { below() } else { cards };
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

/// Whether `more` cards may join `played` in one play: all of one face, and no eight.
fn same_face(played: &[Card], more: &[Card]) -> bool {
    let mut all = played.iter().chain(more);
    let first = all.next().map(|card| card.face);
    first.is_none_or(|face| face != 8) && all.all(|card| Some(card.face) == first)
}

/// The cards on the lines below a heading that holds none: every line of cards alone
/// (with their numbers), past blank lines and lines of numbers, up to the first line of
/// words.
fn cards_below(lines: &[&str]) -> Vec<Card> {
    let mut cards = Vec::new();
    for line in lines {
        if is_cards_line(line) {
            cards.extend(cards_in(line));
        } else if !is_filler(line) {
            break;
        }
    }
    cards
}

/// Whether a line's words (its cards cut out) only name the user: `You: 4d 5s Ks`.
fn is_user_only(words: &[&str]) -> bool {
    let user = |w: &str| whose(w) == Some(false);
    words.iter().any(|w| user(w))
        && (words.iter()).all(|w| user(w) || w.bytes().all(|b| b.is_ascii_digit()))
}

/// Whether a line's words head the user's hand (`Your hand:`, `Your cards:`), with its
/// cards on the line or below it.
fn is_hand_heading(words: &[&str]) -> bool {
    let has = |word: &str| words.contains(&word);
    has("hand") || (has("your") && has("cards"))
}

/// The suit of the last thing seen, when it is the computer's eight with no suit named
/// yet: a line of its own may name it.
fn eight_unnamed(seen: &mut [Observed<Seen>]) -> Option<&mut Option<Suit>> {
    match seen.last_mut() {
        Some(Observed {
            outcome: Seen::ComputerPlay(cards, named @ None),
            ..
        }) if cards.last().is_some_and(|card| card.is_eight()) => Some(named),
        _ => None,
    }
}

/// Whether a line is part of a printed deck: 13 cards or more and nothing else (a hand of
/// 13 numbered cards is not: `[0] 7C  [1] 3D …`).
fn is_deck_line(line: &str) -> bool {
    let found = found_in(line);
    let rest = cards::besides(line, &found);
    found.len() >= 13 && rest.chars().all(|c| c.is_whitespace() || c == ',')
}

/// Whether a line holds cards and nothing else but their numbers and brackets (`[0] 4C
/// [1] AS`, `1) 4C 2) AS`, `   3) 7 of Clubs`).
fn is_cards_line(line: &str) -> bool {
    let found = found_in(line);
    !found.is_empty()
        && (cards::besides(line, &found).split_whitespace())
            .all(|token| !token.chars().any(char::is_alphabetic) || is_card_label(token))
}

/// Whether a word beside a card is the label a menu gives it: a letter or two (or digits)
/// marked by brackets or a stop, `a)`, `(b)`, `[c]`, `d.`, `e:`.
fn is_card_label(token: &str) -> bool {
    let bare = token.trim_matches(|c: char| "()[]{}.:-=".contains(c));
    bare.len() < token.len()
        && (1..=2).contains(&bare.chars().count())
        && bare.chars().all(char::is_alphanumeric)
}

/// Whether a line shows nothing of the game: blank, numbers alone, or a rule of
/// punctuation (`[1]   [2]`, `-----`).
fn is_filler(line: &str) -> bool {
    !line.chars().any(char::is_alphabetic)
}

/// Whether a line (its lower-case `words`) asks whether to play again: a way to stop
/// (`quit`, `stop`, `exit`) and a game (`game`, `again`, `play`, `round`, `continue`), or a
/// question (`?`) about playing `again` or a `new` or `another` game or round.
pub fn asks_new_game(words: &[&str], line: &str) -> bool {
    let any = |options: &[&str]| words.iter().any(|w| options.contains(w));
    let games = ["game", "round"];
    (any(&["quit", "stop", "exit"]) && any(&["game", "again", "play", "round", "continue"]))
        || (line.contains('?') && (any(&["again"]) || (any(&["new", "another"]) && any(&games))))
}

/// The cards written in a text, in order, in any common spelling ([`crate::content::cards`]):
/// `10S`, `T♠`, `7s`, `[10-S]`, `|7 S|`, `Ten of Spades`.
pub fn cards_in(text: &str) -> Vec<Card> {
    found_in(text)
        .into_iter()
        .map(|found| found.card)
        .map(from_playing)
        .collect()
}

fn found_in(text: &str) -> Vec<cards::Found> {
    cards::find(text, Order::FaceFirst)
}

/// The label a program shows before each card of the hand that starts at `lines[0]`
/// (`a) 4h b) Ad`, `(1) 7H`, `0:[2♠]`, `1) 10 of Hearts` one a line), when each of its first
/// `count` cards has one: a letter or a number of up to two characters, with nothing but
/// brackets and white space between it and its card.
pub fn hand_labels(lines: &[&str], count: usize) -> Option<Vec<String>> {
    let mut labels = Vec::with_capacity(count);
    for line in lines.iter().take(count + 8) {
        let mut at = 0;
        for card in found_in(line) {
            let before = &line[at..card.start];
            let label = before
                .rsplit(|c: char| !c.is_alphanumeric())
                .find(|token| !token.is_empty())?;
            let between = &before[before.rfind(label)? + label.len()..];
            if label.chars().count() > 2 || between.chars().any(char::is_alphanumeric) {
                return None;
            }
            labels.push(label.to_string());
            at = card.end;
            if labels.len() == count {
                return Some(labels);
            }
        }
    }
    None
}

/// A line's lower-cased text with its cards cut out: the words around them.
fn words_besides_cards(line: &str) -> String {
    besides_cards(line).to_lowercase()
}

/// A line with its cards cut out.
pub fn besides_cards(line: &str) -> String {
    cards::besides(line, &found_in(line))
}

fn from_playing(card: PlayingCard) -> Card {
    Card::new(suit_of(card.suit), card.face)
}

/// The game's suit for the shared reader's.
pub fn suit_of(suit: cards::Suit) -> Suit {
    match suit {
        cards::Suit::Clubs => Suit::Clubs,
        cards::Suit::Spades => Suit::Spades,
        cards::Suit::Hearts => Suit::Hearts,
        cards::Suit::Diamonds => Suit::Diamonds,
    }
}

/// The suit a line names in words outside its cards (`the suit to follow is hearts`), if
/// it names one.
pub fn suit_in_words(line: &str) -> Option<Suit> {
    named_suit(&words_besides_cards(line))
}

/// The words after which a letter names a suit.
const NAMING_WORDS: [&str; 12] = [
    "suit", "wants", "want", "names", "named", "declares", "declared", "calls", "called",
    "chooses", "chose", "picks",
];

/// The one suit a text (its cards cut out, lower case) names: by its name (`hearts`), its
/// symbol (`♥`) or its letter after the word suit or a verb of naming (`suit h`, `wants
/// h`); `None` when it names none,
/// or several (a question listing them).
fn named_suit(lower: &str) -> Option<Suit> {
    let words = lower_words(lower);
    let by_word = words.iter().filter_map(|word| suit_word(&[word]));
    // A letter names a suit a few words after the suit or a verb of naming one: `suit h`,
    // `suit in play: h`, `wants h`.
    let by_letter = (words.iter().enumerate())
        .filter(|&(at, _)| {
            let before = &words[at.saturating_sub(3)..at];
            before.iter().any(|word| NAMING_WORDS.contains(word))
        })
        .filter_map(|(_, word)| match *word {
            "c" => Some(Suit::Clubs),
            "s" => Some(Suit::Spades),
            "h" => Some(Suit::Hearts),
            "d" => Some(Suit::Diamonds),
            _ => None,
        });
    let by_symbol = (lower.chars()).filter_map(cards::suit_symbol).map(suit_of);
    let mut named: Vec<Suit> = by_word.chain(by_letter).chain(by_symbol).collect();
    named.dedup();
    match named[..] {
        [suit] => Some(suit),
        [first, ..] if named.iter().all(|&suit| suit == first) => Some(first),
        _ => None,
    }
}

/// The points a line (its cards cut out, lower case) gives each hand: the first number
/// after each mention of the user (`you`, `your`) or the computer, or the line's first
/// number for `computer` (whether it names the computer) when it names neither apart.
/// `true` is the computer's.
fn points_named(lower: &str, computer: bool) -> Vec<(bool, u32)> {
    let words = lower_words(lower);
    let mut named = Vec::new();
    let mut named_last: Option<bool> = None;
    // Numbers after no one named: the user's, named by the name it gave (`ta: 65`), when
    // the computer's is the line's other number.
    let mut unnamed = Vec::new();
    for word in &words {
        if let Some(who) = whose(word) {
            named_last = Some(who);
        } else if let Ok(points) = word.parse::<u32>() {
            match named_last.take() {
                Some(who) if !named.iter().any(|(w, _)| *w == who) => named.push((who, points)),
                Some(_) => {}
                None => unnamed.push(points),
            }
        }
    }
    if let ([(true, _)], [points]) = (&named[..], &unnamed[..]) {
        named.insert(0, (false, *points));
    }
    if named.is_empty()
        && let Some(points) = first_number(lower)
    {
        named.push((computer, points));
    }
    named
}

/// Whose a line's words name last: the computer's (`true`) or the user's.
fn last_named(words: &[&str]) -> Option<bool> {
    words.iter().rev().find_map(|word| whose(word))
}

/// Who a line's words say wins: the last one named before the first word of winning
/// (`true` for the computer), if it names one there.
fn winner_named(words: &[&str]) -> Option<bool> {
    let win = (words.iter()).position(|w| matches!(*w, "win" | "wins" | "won" | "winner"))?;
    last_named(&words[..win])
}

/// Whether a line's words (its cards cut out) name only the computer and perhaps a suit,
/// and its cards are of one face, as a play's are: `CPU: 7h 7s`, `CPU: 8d, suit s` (`cpu:
/// 3H 2D 6D` is its hand).
fn is_computer_play(words: &[&str], cards: &[Card]) -> bool {
    cards.iter().all(|card| card.face == cards[0].face) && is_computer_only(words)
}

/// Whether a line's words (its cards cut out) name only the computer and perhaps a suit
/// or a number (`cpu: AH 3H = 4`).
fn is_computer_only(words: &[&str]) -> bool {
    words.iter().all(|word| {
        COMPUTER_WORDS.contains(word)
            || word.len() == 1
            || word.bytes().all(|b| b.is_ascii_digit())
            || matches!(*word, "suit" | "and" | "names" | "calls" | "declares" | "s")
            || suit_word(&[word]).is_some()
    })
}

/// The suit a line's lower-cased words name (`names hearts`), if they name one.
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

#[cfg(test)]
mod tests {
    use super::*;

    fn golden(name: &str) -> String {
        let path = format!(
            "{}/golden/crazy-eights/{name}.out",
            env!("CARGO_MANIFEST_DIR")
        );
        std::fs::read_to_string(path).unwrap()
    }

    fn events(text: &str) -> Vec<Event> {
        read_events_upto(text.as_bytes(), usize::MAX, true, true)
    }

    fn whats(text: &str) -> Vec<String> {
        read_events_upto(text.as_bytes(), usize::MAX, true, true)
            .into_iter()
            .map(|e| e.what)
            .collect()
    }

    #[test]
    fn a_game_reads_as_its_facts() {
        let events = whats(&golden("computer-wins"));
        assert_eq!(events[0], "top card 3C");
        // A hand is a set: listed in deck order (clubs, spades, hearts, diamonds).
        assert_eq!(events[1], "your hand 7S JS QS 4H AD 3D 8D QD");
        assert_eq!(events[2], "the computer plays 6D");
        assert!(
            whats(&golden("eights-and-two-games"))
                .contains(&"top card 8C, the suit to follow spades".to_string())
        );
        assert!(events.contains(&"you draw 7C".to_string()));
        assert_eq!(
            events[events.len() - 3..],
            [
                "points: you 8, the computer 0",
                "the winner: the computer",
                "the new-game question"
            ]
        );
        // The hand shown again after a draw is not a turn's start.
        let hands = events.iter().filter(|e| e.starts_with("your hand")).count();
        let tops = events.iter().filter(|e| e.starts_with("top card")).count();
        assert_eq!(hands, tops);
    }

    #[test]
    fn a_program_in_its_own_words_reads_the_same() {
        let engine = golden("computer-wins");
        let own: String = engine
            .lines()
            .map(|line| {
                let line = line
                    .replace(
                        "Enter how many cards you play and their numbers, or 0 to draw: ",
                        "Your move (count, then cards; 0 draws) >\n",
                    )
                    .replace("Top card: ", "Card on top of the pile: ")
                    .replace("The computer plays ", "Dealer put down ")
                    .replace("You draw ", "You drew: ")
                    .replace("The computer's points: ", "Points in the dealer's hand = ")
                    .replace("Your points: ", "Points in your hand = ")
                    .replace("The computer wins!", "You lose, the dealer won.")
                    .replace(
                        "Play a new game? (Q or q to quit, anything else to play): ",
                        "Play again? Press Q to quit: ",
                    );
                if let Some(cards) = line.strip_prefix("Your hand: ") {
                    // Listed without numbers, the other way round.
                    let cards: Vec<&str> =
                        cards.split(' ').filter(|w| !w.starts_with('(')).collect();
                    let reversed: Vec<&str> = cards.into_iter().rev().collect();
                    format!("Hand -> {}\n", reversed.join(", "))
                } else {
                    format!("{line}\n")
                }
            })
            .collect();
        assert_eq!(whats(&own), whats(&engine));

        let wrong_points = engine.replace("Your points: 8", "Your points: 7");
        assert_ne!(whats(&wrong_points), whats(&engine));
        let no_question = engine.replace(
            "Play a new game? (Q or q to quit, anything else to play): ",
            "",
        );
        assert_ne!(whats(&no_question), whats(&engine));
    }

    /// What students print that the engine does not: a hand under its heading, numbered
    /// from 0 and 13 cards long (not a deck), a refusal that names a card and the top card
    /// (not a top card), the suit an eight names on a line of its own, a new-game question
    /// in other words, and statistics in a run that keeps none (events it may show).
    #[test]
    fn a_students_own_lines_read_as_the_same_facts() {
        let hand: Vec<String> = (0..13)
            .map(|at| {
                format!(
                    "[{at}] {}",
                    [
                        "AC", "2C", "3C", "4C", "5C", "6C", "7C", "9C", "10C", "JC", "QC", "KC",
                        "AS"
                    ][at]
                )
            })
            .collect();
        let text = format!(
            "Top: 9S\nYour cards:\n{}\nYou cannot play 4C: it does not match the top card.\nComputer played: 8H\nComputer names the suit: Spades\nStats for ta - wins: 1, losses: 0\nAnother round? Enter Q or N to stop, anything else to continue: ",
            hand.join("  ")
        );
        let events = read_events_upto(text.as_bytes(), usize::MAX, false, false);
        let whats: Vec<&str> = events.iter().map(|e| e.what.as_str()).collect();
        assert_eq!(
            whats,
            [
                "top card 9S",
                "your hand AC 2C 3C 4C 5C 6C 7C 9C 10C JC QC KC AS",
                "the computer plays 8H and names spades",
                "the record: 1 0",
                "the new-game question",
            ]
        );
        assert!(events[3].optional);
        let lines: Vec<&str> = text.lines().collect();
        let seen: Vec<Seen> = read_seen(&lines).into_iter().map(|s| s.outcome).collect();
        assert_eq!(seen.len(), 4, "{seen:?}");
        assert!(matches!(&seen[1], Seen::UserHand(cards) if cards.len() == 13));
        assert!(matches!(
            &seen[2],
            Seen::ComputerPlay(_, Some(Suit::Spades))
        ));
    }

    #[test]
    fn layouts_read_by_their_content_give_the_same_facts() {
        // Cards in boxes under their headings, an eight's suit on a line below the top
        // card, both points on one line, and a tally after the winner.
        let boxed = "Top of the discard pile:\n┌─────┐\n│8    │\n│  ♠  │\n│    8│\n└─────┘\n\
             The eight called for ♦ Diamonds.\n\
             Your hand:\n┌─────┐ ┌─────┐\n│5    │ │10   │\n│  ♦  │ │  ♣  │\n│    5│ │   10│\n└─────┘ └─────┘\n  [1]     [2]\n\
             Points left - You: 0   Computer: 23\n*** YOU WIN! ***\nGames played: 1   You won: 1   Dealer won: 0\n";
        assert_eq!(
            whats(boxed),
            [
                "top card 8S, the suit to follow diamonds",
                "your hand 10C 5D",
                "points: you 0, the computer 23",
                "the winner: you",
            ]
        );
        // Cards in words, one per line under the heading; the computer's count on the
        // top card's line; points on lines of their own, the computer's first.
        let words = "Top card: 7 of Hearts   Dealer: 7 cards\nYour hand:\n   1) 3 of Clubs\n   2) Queen of Spades\n\
             Dealer plays the 8 of Clubs.\nThe suit to follow is now Hearts.\n\
             Computer's hand: [6♠]\n  -> 6 points\nYour hand: [Q♠]\n  -> 12 points\nCPU: 7h 7s\n";
        assert_eq!(
            whats(words),
            [
                "top card 7H",
                "your hand 3C QS",
                "the computer plays 8C and names hearts",
                "points: you 12, the computer 6",
                "the computer plays 7S 7H",
            ]
        );
    }

    #[test]
    fn a_play_of_several_cards_may_take_a_line_for_each_and_examples_are_no_cards() {
        let text = "CRAZY EIGHTS - you vs cpu. type cards like 7H or \"7H 7S\".\n\
             Match the top card by face or suit, 8s are wild.\n\
             Top card: 5D\n\
             Computer played the 5 of Hearts.\nComputer played the 5 of Clubs.\n\
             Top card: 5C\nComputer played the 9 of Clubs.\n\nComputer played the 9 of Spades.\n";
        assert_eq!(
            whats(text),
            [
                "top card 5D",
                "the computer plays 5C 5H",
                "top card 5C",
                "the computer plays 9C",
                "the computer plays 9S",
            ]
        );
        let lines: Vec<&str> = text.lines().collect();
        let seen: Vec<Seen> = read_seen(&lines).into_iter().map(|s| s.outcome).collect();
        let card = |face, suit| Card::new(suit, face);
        assert_eq!(
            seen[..3],
            [
                Seen::Top(card(5, Suit::Diamonds)),
                Seen::ComputerPlay(vec![card(5, Suit::Hearts), card(5, Suit::Clubs)], None),
                Seen::Top(card(5, Suit::Clubs)),
            ]
        );
    }

    #[test]
    fn an_eights_suit_is_read_wherever_it_is_named() {
        let play = |lines: &str| whats(&format!("top 5C\n{lines}"))[1].clone();
        let named = "the computer plays 8C and names spades";
        assert_eq!(play("CPU plays 8C\ntop 8C suit=S\n"), named);
        assert_eq!(play("CPU plays 8C\nCPU names spades.\n"), named);
        assert_eq!(play("Dealer played 8c and wants s\n"), named);
        assert_eq!(
            play("CPU plays 8C\nDiscard top: 8c   (suit in play: s)\n"),
            named
        );
        // A question listing the letters names none.
        assert_eq!(
            play("CPU plays 8C\nDeclare suit (c/d/h/s): \n"),
            "the computer plays 8C"
        );
        assert_eq!(
            play("CPU plays 8C and names spades\ntop 8C (spades)\n"),
            named
        );
        // Its own suit named is none.
        assert_eq!(
            play("CPU plays 8C and names clubs\n"),
            "the computer plays 8C"
        );
        assert_eq!(
            play("CPU plays 8C\nCPU names clubs.\n"),
            "the computer plays 8C"
        );
    }

    #[test]
    fn the_table_shown_again_after_a_card_drawn_may_be_shown_or_not() {
        let again = "top 5C\nhand: 4H 7D\nyou draw 9H\ntop 5C\nhand: 4H 7D 9H\n\
                     you draw 6C\n";
        let once = "top 5C\nhand: 4H 7D\nyou draw 9H\nyou draw 6C\n";
        let (again, once) = (events(again), events(once));
        assert_eq!(events::compare(&once, &again), None);
        assert_eq!(events::compare(&again, &once), None);
        // A new game's top card is news, whatever the last one was.
        let games = events("top 5C\nPlay again? (y/n)\ntop 5C\nhand: 4H\n");
        assert!(games.iter().all(|event| !event.optional), "{games:?}");
    }

    #[test]
    fn the_user_named_by_name_beside_the_computer_has_the_other_points() {
        let read = whats("top 5C\nPoints left in hand - ta: 65, Dealer: 1\n");
        assert_eq!(read[1..], ["points: you 65, the computer 1"]);
    }

    #[test]
    fn hands_added_up_at_the_end_are_the_points() {
        let read = whats("top 5C\nyou: 4D 6H = 10\ncpu:  = 0\ncpu wins\n");
        assert_eq!(
            read[1..],
            ["points: you 10, the computer 0", "the winner: the computer"]
        );
        // One card added up is a hand, not a play.
        let read = whats("top 5C\nyou:  = 0\ncpu: 2H = 2\nyou win\n");
        assert_eq!(
            read[1..],
            ["points: you 0, the computer 2", "the winner: you"]
        );
        let lines = ["top 5C", "cpu: 2H = 2"];
        let seen: Vec<Seen> = read_seen(&lines).into_iter().map(|s| s.outcome).collect();
        assert_eq!(
            seen,
            [
                Seen::Top(Card::new(Suit::Clubs, 5)),
                Seen::ComputerHand(vec![Card::new(Suit::Hearts, 2)])
            ]
        );
    }

    #[test]
    fn a_hand_listed_a_card_a_line_under_letters_is_read() {
        let shown = "Top card: King of Clubs\nYour hand:\n  a) King of Spades\n  b) Nine of \
                     Diamonds\n  c) Eight of Clubs\nType the letter(s): ";
        let lines: Vec<&str> = shown.lines().collect();
        let hands: Vec<Vec<Card>> = (read_seen(&lines).into_iter())
            .filter_map(|seen| match seen.outcome {
                Seen::UserHand(cards) => Some(cards),
                _ => None,
            })
            .collect();
        assert_eq!(
            hands,
            [vec![
                Card::new(Suit::Spades, 13),
                Card::new(Suit::Diamonds, 9),
                Card::new(Suit::Clubs, 8)
            ]]
        );
        assert_eq!(
            hand_labels(&lines[2..], 3),
            Some(vec!["a".into(), "b".into(), "c".into()])
        );
    }

    #[test]
    fn cards_are_read_in_every_notation() {
        // The spec's `1(Ace)`: an Ace may be written 1.
        let read = cards_in("|10♣| AS, T♥ (QD) 1C 11H KX 10 7h, Queen of Spades, [10-D]");
        let shown: Vec<String> = read.iter().map(|&c| Style::default().card(c)).collect();
        assert_eq!(shown, ["10C", "AS", "10H", "QD", "AC", "7H", "QS", "10D"]);
    }
}
