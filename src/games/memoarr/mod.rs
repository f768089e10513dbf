//! Memoarr! (CSI2372, C++): the 5 x 5 memory game of 2 to 4 players, as `arbiter play
//! memoarr`.
//!
//! This file is the game's flow, the spec's main loop: the version, the players and their
//! names, then seven rounds of turns read from the [`Console`], over the [`rules`], printed
//! through [`render`] ("display game" after every card turned).

pub mod demo;
pub mod guide;
pub mod mistakes;
pub mod players;
pub mod questions;
pub mod render;
pub mod rules;
pub mod simulate;
pub mod turns;

use clap::Args;

use self::mistakes::Slips;
use self::players::ComputerPlayer;
use self::render::Style;
use self::rules::{
    Board, Position, PositionError, ROUNDS, Round, Side, parse_position_as, shuffled_rewards,
};
use self::turns::{Happening, Seats, play_round};
use crate::chance::{Chance, Observed};
use crate::console::{Console, Interrupted, Step};
use crate::dialect::Reading;
use crate::games::seats::{ComputerSeat, parse_seat, strategy_of};
use crate::rng::GameRng;

/// The options of `arbiter play memoarr`; the version and the players are asked, as the
/// spec says.
#[derive(Args, Clone, Debug, PartialEq, Eq)]
pub struct Options {
    /// A seat played by a computer: `2=memory` has player 2 played by `memory` (`random`
    /// or `memory`); repeat it for more seats. The seat's name is still asked; a seat past
    /// the number of players is ignored
    #[arg(long = "computer", value_name = "SEAT=PLAYER", value_parser = computer_seat)]
    pub computers: Vec<ComputerSeat>,
}

fn computer_seat(text: &str) -> Result<ComputerSeat, String> {
    parse_seat(text, 4)
}

/// The version of the game, as the first question chooses it.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
struct Version {
    expert_display: bool,
    expert_rules: bool,
}

/// A player: a name (a whole line) and a side.
struct Player {
    name: String,
    side: Side,
}

/// Who starts each round, as the reading says: the spec says only "next active player".
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum RoundStart {
    /// Round 1 by player 1, each next round by the next player.
    Next,
    /// Player 1, every round.
    First,
    /// The last round's winner.
    Winner,
}

impl RoundStart {
    fn new(reading: &Reading) -> RoundStart {
        match reading.get(&render::ROUND_START) {
            "first" => RoundStart::First,
            "winner" => RoundStart::Winner,
            _ => RoundStart::Next,
        }
    }

    /// The player who starts round `index` (from 0), after `last_winner` won the one before.
    fn player(self, index: usize, players: usize, last_winner: Option<usize>) -> usize {
        match self {
            RoundStart::Next => index % players,
            RoundStart::First => 0,
            RoundStart::Winner => last_winner.unwrap_or(0),
        }
    }
}

impl crate::games::Game for Options {
    fn name(&self) -> &'static str {
        "memoarr"
    }

    fn choices(&self) -> &'static [crate::dialect::Choice] {
        &render::CHOICES
    }

    fn read_events_upto(&self, transcript: &[u8], limit: usize) -> Vec<crate::events::Event> {
        render::read_events_upto(transcript, limit)
    }

    fn prompt_end(&self) -> fn(&str) -> Option<usize> {
        render::prompt_end
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

/// Runs the program: the version, the players, then the game of seven rounds.
///
/// Chance decides the layout and the rewards' order; guided by a program's transcript, the
/// cards it showed are taken where it showed them at the start (see [`guide`]), and its
/// rewards in an order that gives its rounds' winners the totals it printed.
pub fn play(
    options: &Options,
    reading: &Reading,
    chance: &mut Chance,
    console: &mut Console,
) -> Step {
    let style = Style::new(reading);
    let slips = Slips::of(reading);
    let round_start = RoundStart::new(reading);
    let version = ask_version(console)?;
    let players = ask_players(console, seat_sides(chance, reading))?;
    let rules = render::round_rules(version.expert_rules, reading);
    let mut board = Board::shuffled(chance.rng());
    let mut rewards = shuffled_rewards(chance.rng());
    take_layout(chance, &mut board);
    let announced: Vec<Observed<u32>> = chance.outcomes(render::read_round_rewards).collect();
    let computers = (0..players.len())
        .map(|index| strategy_of(&options.computers, index).map(ComputerPlayer::new))
        .collect();
    let mut table = Table {
        version,
        style,
        slips,
        players: &players,
        computers,
        console,
        chance,
    };
    table.display(&board, None)?;
    let mut winners: Vec<usize> = Vec::with_capacity(ROUNDS);
    let rounds = match slips.six_rounds {
        true => ROUNDS - 1,
        false => ROUNDS,
    };
    let mut last_round: Option<Round> = None;
    for round_index in 0..rounds {
        let number = round_index + 1;
        if !slips.cards_stay_face_up {
            board.reset();
        }
        render::round_start(table.console, number)?;
        for (index, player) in players.iter().enumerate() {
            render::looks_at(table.console, &player.name, player.side)?;
            let front: Vec<_> = (player.side.front().into_iter())
                .map(|position| (position, board.card(position)))
                .collect();
            render::card_row_with_positions(table.console, &front)?;
            if let Some(computer) = &mut table.computers[index] {
                computer.look_at_front(&board, player.side);
            }
        }
        let first = round_start.player(round_index, players.len(), winners.last().copied());
        let mut round = Round::new(players.len(), first)
            .under(rules)
            .with_slips(slips);
        if slips.players_not_reset
            && let Some(last) = &last_round
        {
            round = round.keeping_out(last);
        }
        let winner = play_round(&mut round, &mut board, &mut table)?;
        last_round = Some(round);
        let name = &players[winner].name;
        if style.announce_rewards {
            take_announced(
                table.chance,
                announced.get(round_index),
                &mut rewards[round_index..],
            );
            render::round_won_reward(table.console, name, number, rewards[round_index])?;
        } else {
            render::round_won(table.console, name, number)?;
        }
        winners.push(winner);
    }
    if !style.announce_rewards {
        take_totals(table.chance, &players, &winners, &mut rewards);
    }
    let mut rubies = vec![0u32; players.len()];
    for (&winner, &reward) in winners.iter().zip(&rewards) {
        rubies[winner] += u32::from(reward);
    }
    let console = table.console;
    let mut ranking: Vec<usize> = (0..players.len()).collect();
    ranking.sort_by_key(|&player| rubies[player]);
    if slips.most_rubies_first {
        ranking.reverse();
    }
    render::final_ranking(console)?;
    for &player in &ranking {
        render::player_rubies(console, &players[player].name, rubies[player], style)?;
    }
    let most = rubies.iter().copied().max().unwrap_or(0);
    let winners: Vec<&str> = (0..players.len())
        .filter(|&player| rubies[player] == most)
        .map(|player| players[player].name.as_str())
        .collect();
    Ok(render::game_won(console, &winners, most)?)
}

/// Takes the cards a program's displays showed where they lay at its game's start; what no
/// layout holds is a finding.
fn take_layout(chance: &mut Chance, board: &mut Board) {
    let shown: Vec<Observed<render::Shown>> = chance.outcomes(render::read_shown).collect();
    let layout = guide::layout(&shown);
    for Observed { line, outcome } in layout.findings {
        chance.finding(line, render::layout_finding(outcome));
    }
    for Observed { line, outcome } in layout.pins {
        let (position, card) = outcome;
        if let Err(error) = board.reveal(position, card) {
            chance.finding(line, render::reveal_finding(position, card, error));
        }
    }
    chance.seen(board.shown_count(), || render::layout_seen(board));
}

/// The reward a program announced for a round, put first among the rewards `left`, if it
/// is one of them; otherwise a finding.
fn take_announced(chance: &mut Chance, announced: Option<&Observed<u32>>, left: &mut [u8]) {
    let Some(Observed { line, outcome }) = announced else {
        return;
    };
    match left
        .iter()
        .position(|&reward| u32::from(reward) == *outcome)
    {
        Some(at) => left.swap(0, at),
        None => chance.finding(*line, render::reward_finding(*outcome, left)),
    }
}

/// Orders the rewards to give each round's winner the totals a program printed at the
/// end, if it printed them for every player; totals that no order gives are a finding.
fn take_totals(chance: &mut Chance, players: &[Player], winners: &[usize], rewards: &mut [u8]) {
    let printed: Vec<Observed<(String, u32)>> = chance.outcomes(render::read_totals).collect();
    let total_of = |player: &Player| {
        let name = crate::events::normalised(&player.name);
        (printed.iter().rev()).find(|total| total.outcome.0 == name)
    };
    let Some(totals) = players.iter().map(total_of).collect::<Option<Vec<_>>>() else {
        return;
    };
    let rubies: Vec<u32> = totals.iter().map(|total| total.outcome.1).collect();
    if let Some(order) = guide::rewards_for(winners, &rubies) {
        rewards.copy_from_slice(&order);
        return;
    }
    // Totals that no order gives these winners may come from a game whose rounds went
    // otherwise (the comparison shows where); only totals that no game pays break a rule.
    if rubies.iter().sum::<u32>() != rules::TOTAL_RUBIES {
        let line = totals.iter().map(|total| total.line).min().unwrap_or(0);
        let named: Vec<(String, u32)> = totals.iter().map(|t| t.outcome.clone()).collect();
        chance.finding(line, render::totals_finding(&named));
    }
}

fn ask_version(console: &mut Console) -> Step<Version> {
    loop {
        render::version_prompt(console)?;
        let version = match console.read_int()? {
            Some(1) => (false, false),
            Some(2) => (true, false),
            Some(3) => (false, true),
            Some(4) => (true, true),
            Some(_) => {
                render::version_error(console)?;
                continue;
            }
            None => {
                console.discard_line()?;
                render::version_error(console)?;
                continue;
            }
        };
        return Ok(Version {
            expert_display: version.0,
            expert_rules: version.1,
        });
    }
}

/// The number of players, then each name as a whole line; sides are taken in the order
/// `sides` gives.
/// The sides players take in the order they are named: those a program's player lines
/// show (the rest in the spec's order after them), else the reading's.
fn seat_sides(chance: &Chance, reading: &Reading) -> [Side; 4] {
    let mut sides = render::sides(reading);
    if let Some(Observed { outcome: shown, .. }) = chance.outcomes(render::read_sides).next() {
        let rest = Side::ORDER.into_iter().filter(|side| !shown.contains(side));
        for (at, side) in shown.iter().copied().chain(rest).take(4).enumerate() {
            sides[at] = side;
        }
    }
    sides
}

fn ask_players(console: &mut Console, sides: [Side; 4]) -> Step<Vec<Player>> {
    let count = loop {
        render::players_prompt(console)?;
        match console.read_int()? {
            Some(count @ 2..=4) => break count as usize,
            Some(_) => render::players_error(console)?,
            None => {
                console.discard_line()?;
                render::players_error(console)?;
            }
        }
    };
    // The rest of the number's line, as `cin.ignore()` drops it before `getline`.
    console.discard_line()?;
    let mut players = Vec::with_capacity(count);
    for (index, &side) in sides.iter().take(count).enumerate() {
        let name = loop {
            render::name_prompt(console, index + 1)?;
            let name = console.read_line()?;
            let name = name.trim();
            if !name.is_empty() {
                break name.to_string();
            }
            render::name_error(console)?;
        };
        players.push(Player { name, side });
    }
    Ok(players)
}

/// The table: how the game is shown, which rules it plays, and who answers for each seat.
/// It is the console game's [`Seats`]: people answer prompts, computers answer for theirs,
/// and the game is displayed after every card.
struct Table<'t, 'io, 'r> {
    version: Version,
    style: Style,
    slips: Slips,
    players: &'t [Player],
    /// The computer player in each seat a computer plays.
    computers: Vec<Option<ComputerPlayer>>,
    console: &'t mut Console<'io>,
    chance: &'t mut Chance<'r>,
}

impl Table<'_, '_, '_> {
    /// "Display game": the board (or the face-up cards, in expert display) and every player.
    fn display(&mut self, board: &Board, round: Option<&Round>) -> Step {
        if self.version.expert_display {
            let turned: Vec<_> = round
                .map(|round| round.turned().iter().map(|&p| (p, board.card(p))).collect())
                .unwrap_or_default();
            render::expert_display(self.console, &turned)?;
        } else {
            render::board(self.console, board, self.slips.centre_drawn_as_card)?;
        }
        for (index, player) in self.players.iter().enumerate() {
            let active = round.is_none_or(|round| round.is_active(index));
            render::player(self.console, &player.name, player.side, active, self.style)?;
        }
        Ok(())
    }

    /// A position for `player`, after `prompt`: the computer's choice in its seat (printed
    /// as a typed answer would be), or else asked until `allowed` accepts one, telling why
    /// each refused one is.
    fn choose(
        &mut self,
        player: usize,
        prompt: impl Fn(&mut Console) -> std::io::Result<()>,
        computer: impl FnOnce(&ComputerPlayer, &mut GameRng) -> Position,
        allowed: impl Fn(Position) -> Result<(), PositionError>,
    ) -> Step<Position> {
        if let Some(player) = &self.computers[player] {
            prompt(self.console)?;
            let position = computer(player, self.chance.rng());
            render::computer_answer(self.console, position)?;
            return Ok(position);
        }
        loop {
            prompt(self.console)?;
            let token = String::from_utf8_lossy(&self.console.read_token()?).into_owned();
            match parse_position_as(&token, self.slips).and_then(|p| allowed(p).map(|()| p)) {
                Ok(position) => return Ok(position),
                Err(error) => render::position_error(self.console, error, &token)?,
            }
        }
    }
}

impl Seats for Table<'_, '_, '_> {
    type Stop = Interrupted;

    fn turn(&mut self, player: usize, round: &Round, board: &Board) -> Step<Position> {
        let name = &self.players[player].name;
        self.choose(
            player,
            |console| render::turn_prompt(console, name),
            |computer, rng| computer.turn(round, board, rng),
            |position| round.check(board, position),
        )
    }

    fn swap_with(
        &mut self,
        player: usize,
        _from: Position,
        neighbours: &[Position],
        _round: &Round,
        _board: &Board,
    ) -> Step<Position> {
        self.choose(
            player,
            |console| render::octopus_prompt(console, neighbours),
            |computer, rng| computer.swap_with(neighbours, rng),
            |position| {
                if neighbours.contains(&position) {
                    Ok(())
                } else {
                    Err(PositionError::NotNeighbour)
                }
            },
        )
    }

    fn turn_down(&mut self, player: usize, round: &Round, board: &Board) -> Step<Option<Position>> {
        let mut chosen = None;
        if let Some(computer) = &self.computers[player] {
            chosen = computer.turn_down(round, board, self.chance.rng());
            if chosen.is_none() {
                render::penguin_declines(self.console, &self.players[player].name)?;
                return Ok(None);
            }
        }
        self.choose(
            player,
            render::penguin_prompt,
            |_, _| chosen.expect("a computer's choice, made above"),
            |position| round.check_turn_down(board, position),
        )
        .map(Some)
    }

    fn block(&mut self, player: usize, round: &Round, board: &Board) -> Step<Position> {
        self.choose(
            player,
            render::walrus_prompt,
            |computer, rng| computer.block(round, board, rng),
            |position| round.check_block(board, position),
        )
    }

    fn happened(&mut self, happening: Happening, round: &Round, board: &Board) -> Step {
        for computer in self.computers.iter_mut().flatten() {
            computer.saw(happening, board);
        }
        let name = |player: usize| self.players[player].name.as_str();
        match happening {
            Happening::Turned { player, stays, .. } => {
                self.display(board, Some(round))?;
                if !stays {
                    render::out_of_round(self.console, name(player))?;
                }
            }
            Happening::NothingToTurn { player } => {
                render::nothing_to_turn(self.console, name(player))?
            }
            Happening::Crab { player } => render::crab(self.console, name(player))?,
            Happening::Skipped { player } => render::turtle(self.console, name(player))?,
            Happening::Swapped { .. } | Happening::TurnedDown { .. } => {
                self.display(board, Some(round))?
            }
            Happening::Blocked { .. } => {}
        }
        Ok(())
    }
}
