//! Crazy Eights (ECE 175, C): the two-player card game of the spec, as `arbiter play
//! crazy-eights`.
//!
//! This file is the game's flow: the games of a run, the user's turns read from the
//! [`Console`] and the computer's from [`players`], over the [`rules`], printed through
//! [`render`]. The spec's demo requirements and extras are options, each off by default, so
//! a course picks the transcript its students must match.

pub mod demo;
mod guide;
pub mod mistakes;
pub mod players;
pub mod questions;
pub mod render;
pub mod rules;
pub mod simulate;
pub mod stats;

use clap::Args;

use self::mistakes::Slips;
use self::players::Strategy;
use self::render::{Graphics, Refusal, Style};
use self::rules::{Game, Play, SHUFFLE_PASSES, Seat, Suit, ordered_deck, shuffle};
use crate::chance::Chance;
use crate::console::{Console, Step};
use crate::dialect::Reading;

/// The options of `arbiter play crazy-eights`.
#[derive(Args, Clone, Debug, PartialEq, Eq)]
pub struct Options {
    /// The computer player: `random` (any legal play) or `default` (sheds high cards, keeps
    /// its eights, names the suit it holds most of)
    #[arg(long, value_name = "PLAYER", default_value = "default")]
    pub computer: Strategy,
    /// Print the ordered deck, the shuffled deck and both hands after each deal, as the
    /// spec's demo asks
    #[arg(long)]
    pub show_deck: bool,
    /// Draw cards with suit symbols (♣ ♠ ♥ ♦), or the user's hand as small boxes too
    /// (the graphics extra)
    #[arg(long, value_enum, value_name = "STYLE", default_value = "none")]
    pub graphics: Graphics,
    /// Ask once how lazy a shuffler the dealer is, from 1 to 10: an answer N shuffles with
    /// N x N passes of the spec's swaps (the lazy-shuffling extra; 10 is the spec's 100)
    #[arg(long)]
    pub lazy: bool,
    /// Keep each user's wins and losses in FILE, one line `name wins losses` each (the
    /// statistics extra): the user is asked whether they are new or existing
    #[arg(long, value_name = "FILE")]
    pub stats: Option<String>,
}

impl crate::games::Game for Options {
    fn name(&self) -> &'static str {
        "crazy-eights"
    }

    fn choices(&self) -> &'static [crate::dialect::Choice] {
        &render::CHOICES
    }

    fn read_events_upto(&self, transcript: &[u8], limit: usize) -> Vec<crate::events::Event> {
        render::read_events_upto(transcript, limit, self.stats.is_some(), self.show_deck)
    }

    fn prompt_end(&self) -> fn(&str) -> Option<usize> {
        render::prompt_end
    }

    fn given_code(&self) -> &'static [(&'static str, &'static str)] {
        // "your team MUST use a dynamic list of cards with the following type"
        &[(
            "the spec's card type",
            "typedef struct card_s {\n    char suit;\n    int face;\n    struct card_s *listp;\n} card;\n",
        )]
    }

    fn play(&self, reading: &Reading, chance: &mut Chance, console: &mut Console) -> Step {
        play(self, reading, chance, console)
    }

    fn mistakes(&self) -> &'static [crate::mistakes::Mistake] {
        &mistakes::MISTAKES
    }

    fn player(
        &self,
        scenario: &str,
        taught: &[crate::conversation::Taught],
    ) -> Result<Box<dyn crate::conversation::Player>, String> {
        let goals = demo::Goals::parse(scenario)?;
        Ok(Box::new(demo::Demo::with_goals(goals, taught.to_vec())))
    }
}

/// Runs the program: games until the user answers `Q` or `q` after one.
///
/// Chance decides the shuffles and the random computer's plays; guided by a program's
/// transcript, each card it shows (the user's hand and the top card at the start of a
/// game, each card the user draws, each card its computer plays) is swapped into the place
/// it was shown in, and its computer's draws and plays are taken as its choices where the
/// rules allow them ([`guide`]).
pub fn play(
    options: &Options,
    reading: &Reading,
    chance: &mut Chance,
    console: &mut Console,
) -> Step {
    let style = Style::new(reading, options.graphics);
    let turn = UserTurn {
        style,
        voluntary_draw: reading.is(&render::DRAW, "voluntary"),
        last_eight_ends: reading.is(&render::LAST_EIGHT, "ends"),
        draw_per_answer: reading.is(&render::DRAWS, "one-per-answer"),
        stock_out_at_once: reading.is(&render::STOCK_OUT, "at-once"),
        slips: Slips::of(reading),
    };
    let mut guide = guide::Guide::new(chance);
    let mut statistics = match &options.stats {
        Some(file) => Statistics::start(file, console)?,
        None => None,
    };
    let passes = if options.lazy {
        ask_laziness(console)?
    } else {
        SHUFFLE_PASSES
    };
    loop {
        let winner = play_game(options, passes, &turn, &mut guide, chance, console)?;
        if let Some(statistics) = &mut statistics {
            statistics.after_game(winner, console)?;
        }
        if turn.slips.no_new_game {
            return Ok(());
        }
        render::again_prompt(console)?;
        let answer = console.read_token()?;
        console.discard_line()?;
        if matches!(answer.first(), Some(b'q' | b'Q')) {
            return Ok(());
        }
    }
}

/// The lazy-shuffling question: an answer from 1 to 10 gives its square in passes.
fn ask_laziness(console: &mut Console) -> Step<u32> {
    loop {
        render::laziness_prompt(console)?;
        match console.read_int()? {
            Some(answer @ 1..=10) => return Ok((answer * answer) as u32),
            Some(_) => {}
            None => console.discard_line()?,
        }
        render::laziness_error(console)?;
    }
}

fn play_game(
    options: &Options,
    passes: u32,
    turn: &UserTurn,
    guide: &mut guide::Guide,
    chance: &mut Chance,
    console: &mut Console,
) -> Step<Option<Seat>> {
    let style = turn.style;
    let mut deck = ordered_deck();
    if options.show_deck {
        render::deck(console, render::ORDERED_DECK, &deck, style)?;
    }
    shuffle(&mut deck, passes, chance.rng());
    guide.shuffled_deck(&mut deck, chance, style);
    if options.show_deck {
        render::deck(console, render::SHUFFLED_DECK, &deck, style)?;
    }
    let mut game = Game::deal(&deck)
        .with_slips(turn.slips)
        .with_stock_out_at_once(turn.stock_out_at_once);
    guide.start_game(&mut game, chance, style);
    if options.show_deck {
        render::dealt_hands(console, &game, style)?;
    }
    let played = (|| {
        let mut seat = match turn.slips.computer_moves_first {
            true => Seat::Computer,
            false => Seat::User,
        };
        loop {
            match seat {
                Seat::User => turn.take(&mut game, guide, chance, console)?,
                Seat::Computer => {
                    let ends = turn.last_eight_ends;
                    let computer = options.computer;
                    computer_turn(computer, &mut game, style, ends, guide, chance, console)?
                }
            }
            if let Some(ending) = game.end_turn(seat) {
                guide.game_over(&mut game, chance, style);
                render::game_over(console, &game, ending, style)?;
                return Ok(game.winner());
            }
            seat = seat.other();
        }
    })();
    // Told however the game ended, input running out included.
    guide.told(chance);
    played
}

/// The computer's turn; `last_eight_ends` as in [`UserTurn`].
fn computer_turn(
    strategy: Strategy,
    game: &mut Game,
    style: Style,
    last_eight_ends: bool,
    guide: &mut guide::Guide,
    chance: &mut Chance,
    console: &mut Console,
) -> Step {
    let turn = match guide.computer_turn(game, chance, style) {
        Some(turn) => turn,
        None => players::take_turn(strategy, game, Seat::Computer, chance.rng()),
    };
    for &card in &turn.drawn {
        render::drew(console, Seat::Computer, card, style)?;
    }
    match &turn.play {
        Some(play) => {
            let ends = last_eight_ends && game.hand(Seat::Computer).is_empty();
            render::played(console, Seat::Computer, play, ends, style)?
        }
        None => {
            let (most, _) = game.slips().draws();
            if turn.drawn.len() < most && game.stock_len() == 0 {
                render::stock_ran_out(console)?;
            }
            render::passed(console, Seat::Computer)?;
        }
    }
    Ok(())
}

/// The statistics extra in a run: the records of the file and the user playing.
struct Statistics {
    file: String,
    records: Vec<stats::Record>,
    /// The user's place in `records`.
    user: usize,
}

impl Statistics {
    /// Reads the file and asks who is playing; `None` when the file cannot be used (it is
    /// then left as it was, and the run keeps no statistics).
    fn start(file: &str, console: &mut Console) -> Step<Option<Statistics>> {
        let read = console.files().read(file);
        let text = match read {
            Ok(bytes) => String::from_utf8_lossy(&bytes.unwrap_or_default()).into_owned(),
            Err(err) => {
                render::stats_unusable(console, file, &err.to_string())?;
                return Ok(None);
            }
        };
        let mut records = match stats::parse(&text) {
            Ok(records) => records,
            Err(malformed) => {
                let why = render::stats_malformed(malformed.line, &malformed.text);
                render::stats_unusable(console, file, &why)?;
                return Ok(None);
            }
        };
        let user = loop {
            render::user_kind_prompt(console)?;
            let answer = console.read_token()?;
            console.discard_line()?;
            let new = match answer.as_slice() {
                [b'n' | b'N'] => true,
                [b'e' | b'E'] => false,
                _ => {
                    render::user_kind_error(console)?;
                    continue;
                }
            };
            render::name_prompt(console)?;
            let name = console.read_line()?;
            let name = name.trim();
            let known = records.iter().position(|r| r.name == name);
            let refusal = if name.is_empty() {
                render::NameRefusal::Empty
            } else if name.chars().any(char::is_whitespace) {
                render::NameRefusal::Spaces
            } else {
                match (new, known) {
                    (true, Some(_)) => render::NameRefusal::Taken(name),
                    (false, None) => render::NameRefusal::Unknown(name),
                    (true, None) => {
                        records.push(stats::Record {
                            name: name.to_string(),
                            wins: 0,
                            losses: 0,
                        });
                        break records.len() - 1;
                    }
                    (false, Some(at)) => break at,
                }
            };
            render::name_refused(console, refusal)?;
        };
        render::record(console, &records[user])?;
        Ok(Some(Statistics {
            file: file.to_string(),
            records,
            user,
        }))
    }

    /// Adds a game's result to the user's record, shows it, and writes the file back.
    fn after_game(&mut self, winner: Option<Seat>, console: &mut Console) -> Step {
        let record = &mut self.records[self.user];
        match winner {
            Some(Seat::User) => record.wins += 1,
            Some(Seat::Computer) => record.losses += 1,
            None => {}
        }
        render::record(console, record)?;
        let text = stats::format(&self.records);
        if let Err(err) = console.files().write(&self.file, text.as_bytes()) {
            render::stats_not_written(console, &self.file, &err)?;
        }
        Ok(())
    }
}

/// How the user's turns are read and shown.
struct UserTurn {
    style: Style,
    /// The user may draw while holding a card that can be played (the `draw` choice).
    voluntary_draw: bool,
    /// An eight played as the last card ends the game naming no suit (the `last-eight`
    /// choice).
    last_eight_ends: bool,
    /// Each answer to draw draws one card (the `draws` choice).
    draw_per_answer: bool,
    /// The draw that empties the stockpile ends the game (the `stock-out` choice).
    stock_out_at_once: bool,
    /// The mistakes the game makes, if any.
    slips: Slips,
}

impl UserTurn {
    /// The user's turn: the top card and the hand, then plays asked for until one is
    /// allowed, or draws (`0`) until a card can be played, at most three, then a pass.
    fn take(
        &self,
        game: &mut Game,
        guide: &mut guide::Guide,
        chance: &mut Chance,
        console: &mut Console,
    ) -> Step {
        let style = self.style;
        guide.user_turn();
        render::top_card(console, game, style)?;
        render::hand(console, game.hand(Seat::User), style)?;
        let mut drawn = 0;
        let mut must_play = false;
        loop {
            render::play_prompt(console)?;
            let count = match console.read_int()? {
                Some(count) => count,
                None => {
                    self.refuse(Refusal::NotANumber, game, console)?;
                    continue;
                }
            };
            if count == 0 {
                if must_play {
                    self.refuse(Refusal::MustPlay, game, console)?;
                    continue;
                }
                if game.can_play(Seat::User) && !self.voluntary_draw {
                    self.refuse(Refusal::CanPlay, game, console)?;
                    continue;
                }
                let (most, stop_when_playable) = self.slips.draws();
                while drawn < most {
                    guide.user_draw(game, chance, style);
                    let Some(card) = game.draw(Seat::User) else {
                        render::stock_ran_out(console)?;
                        break;
                    };
                    drawn += 1;
                    render::drew(console, Seat::User, card, style)?;
                    if game.stock_ran_out_now() {
                        return Ok(());
                    }
                    if stop_when_playable && game.can_play(Seat::User) {
                        must_play = true;
                        break;
                    }
                    if self.draw_per_answer {
                        break;
                    }
                }
                // One card drawn of the three: the hand with it, and the question again.
                let more = drawn < most && game.stock_len() > 0;
                if self.draw_per_answer && !must_play && more {
                    render::hand(console, game.hand(Seat::User), style)?;
                    continue;
                }
                if !stop_when_playable && !self.slips.draw_ends_turn {
                    must_play = game.can_play(Seat::User);
                }
                if !must_play {
                    return Ok(render::passed(console, Seat::User)?);
                }
                render::hand(console, game.hand(Seat::User), style)?;
                continue;
            }
            let held = game.hand(Seat::User).len();
            if count < 0 || count as usize > held {
                self.refuse(Refusal::Count { most: held }, game, console)?;
                continue;
            }
            let Some(play) = self.read_cards(game, count as usize, console)? else {
                continue;
            };
            if play.cards.len() > 1 && self.slips.one_card_a_turn {
                self.refuse(Refusal::OneCard(play.cards), game, console)?;
                continue;
            }
            // An eight that ends the game names its own suit to the rules, and none aloud.
            let ends = self.last_eight_ends && play.cards.len() == held;
            let play = match play.cards[0].is_eight() {
                true if ends => Play {
                    declared: play.cards.last().map(|card| card.suit),
                    ..play
                },
                true => Play {
                    declared: Some(self.ask_suit(console)?),
                    ..play
                },
                false => play,
            };
            game.apply(Seat::User, &play);
            return Ok(render::played(console, Seat::User, &play, ends, style)?);
        }
    }

    /// Reads `count` card numbers and checks them as a play (an eight's suit is asked
    /// after); `None` when they were refused, with the reason printed.
    fn read_cards(&self, game: &Game, count: usize, console: &mut Console) -> Step<Option<Play>> {
        let hand = game.hand(Seat::User);
        let mut chosen: Vec<i64> = Vec::with_capacity(count);
        for _ in 0..count {
            match console.read_int()? {
                Some(number) => chosen.push(number),
                None => {
                    self.refuse(Refusal::NotANumber, game, console)?;
                    return Ok(None);
                }
            }
        }
        for (index, &number) in chosen.iter().enumerate() {
            let refusal = if number < 1 || number as usize > hand.len() {
                Refusal::NoSuchCard(number)
            } else if chosen[..index].contains(&number) {
                Refusal::Twice(number)
            } else {
                continue;
            };
            self.refuse(refusal, game, console)?;
            return Ok(None);
        }
        let cards: Vec<_> = chosen.iter().map(|&n| hand[n as usize - 1]).collect();
        // An eight is checked as if it named a suit: the suit is asked once it is allowed.
        let probe = Play {
            declared: cards[0].is_eight().then_some(Suit::Clubs),
            cards,
        };
        if let Err(error) = game.check(Seat::User, &probe) {
            self.refuse(Refusal::Rule(error, probe.cards[0]), game, console)?;
            return Ok(None);
        }
        Ok(Some(Play {
            declared: None,
            ..probe
        }))
    }

    fn ask_suit(&self, console: &mut Console) -> Step<Suit> {
        loop {
            render::suit_prompt(console)?;
            let word = console.read_token()?;
            if let Some(suit) = render::suit_named(&word) {
                return Ok(suit);
            }
            render::suit_error(console)?;
            console.discard_line()?;
        }
    }

    /// Prints why an answer was refused and drops the rest of its line.
    fn refuse(&self, refusal: Refusal, game: &Game, console: &mut Console) -> Step {
        render::refusal(console, refusal, game, self.style)?;
        console.discard_line()
    }
}
