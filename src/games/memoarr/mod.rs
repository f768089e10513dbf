//! Memoarr! (CSI2372, C++): the 5 x 5 memory game of 2 to 4 players, as `arbiter play
//! memoarr`.
//!
//! This file is the game's flow, the spec's main loop: the version, the players and their
//! names, then seven rounds of turns read from the [`Console`], over the [`rules`], printed
//! through [`render`] ("display game" after every card turned).

pub mod render;
pub mod rules;

use clap::Args;

use self::render::Style;
use self::rules::{
    Board, PositionError, Power, ROUNDS, Round, Side, Turned, parse_position, shuffled_rewards,
};
use crate::chance::Chance;
use crate::console::{Console, Step};
use crate::dialect::Reading;

/// The options of `arbiter play memoarr`: none yet; the version is asked, as the spec says.
#[derive(Args, Clone, Debug, PartialEq, Eq)]
pub struct Options {}

/// The version of the game, as the first question chooses it.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
struct Version {
    expert_display: bool,
    expert_rules: bool,
}

/// A player: a name (a whole line), a side, and the rubies won so far.
struct Player {
    name: String,
    side: Side,
    rubies: u32,
}

/// Runs the program: the version, the players, then the game of seven rounds.
pub fn play(
    _options: &Options,
    reading: &Reading,
    chance: &mut Chance,
    console: &mut Console,
) -> Step {
    let style = Style::new(reading);
    let version = ask_version(console)?;
    let mut players = ask_players(console)?;
    let mut board = Board::shuffled(chance.rng());
    let rewards = shuffled_rewards(chance.rng());
    let table = Table { version, style };
    table.display(console, &board, &players, None)?;
    for (round_index, &reward) in rewards.iter().enumerate().take(ROUNDS) {
        let number = round_index + 1;
        board.reset();
        render::round_start(console, number)?;
        for player in &players {
            render::looks_at(console, &player.name, player.side)?;
            let front: Vec<_> = (player.side.front().into_iter())
                .map(|position| (position, board.card(position)))
                .collect();
            render::card_row_with_positions(console, &front)?;
        }
        // Each round is started by the next player after the one who started the last.
        let mut round = Round::new(players.len(), round_index);
        let winner = table.play_round(&mut round, &mut board, &players, console)?;
        players[winner].rubies += u32::from(reward);
        render::round_won(console, &players[winner].name, number)?;
    }
    let mut ranking: Vec<&Player> = players.iter().collect();
    ranking.sort_by_key(|player| player.rubies);
    render::final_ranking(console)?;
    for player in &ranking {
        render::player_rubies(console, &player.name, player.rubies, style)?;
    }
    let most = ranking.last().map_or(0, |player| player.rubies);
    let winners: Vec<&str> = (players.iter())
        .filter(|player| player.rubies == most)
        .map(|player| player.name.as_str())
        .collect();
    Ok(render::game_won(console, &winners, most)?)
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

/// The number of players, then each name as a whole line; sides are taken in
/// [`Side::ORDER`].
fn ask_players(console: &mut Console) -> Step<Vec<Player>> {
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
    for (index, &side) in Side::ORDER.iter().take(count).enumerate() {
        let name = loop {
            render::name_prompt(console, index + 1)?;
            let name = console.read_line()?;
            let name = name.trim();
            if !name.is_empty() {
                break name.to_string();
            }
            render::name_error(console)?;
        };
        players.push(Player {
            name,
            side,
            rubies: 0,
        });
    }
    Ok(players)
}

/// How the game is shown and which rules it plays.
struct Table {
    version: Version,
    style: Style,
}

impl Table {
    /// "Display game": the board (or the face-up cards, in expert display) and every player.
    fn display(
        &self,
        console: &mut Console,
        board: &Board,
        players: &[Player],
        round: Option<&Round>,
    ) -> Step {
        if self.version.expert_display {
            let turned: Vec<_> = round
                .map(|round| round.turned().iter().map(|&p| (p, board.card(p))).collect())
                .unwrap_or_default();
            render::expert_display(console, &turned)?;
        } else {
            render::board(console, board)?;
        }
        for (index, player) in players.iter().enumerate() {
            let active = round.is_none_or(|round| round.is_active(index));
            render::player(console, &player.name, player.side, active, self.style)?;
        }
        Ok(())
    }

    /// Plays a round to its end; the winner's index.
    fn play_round(
        &self,
        round: &mut Round,
        board: &mut Board,
        players: &[Player],
        console: &mut Console,
    ) -> Step<usize> {
        loop {
            if let Some(winner) = round.winner() {
                return Ok(winner);
            }
            let player = round.turn();
            let name = &players[player].name;
            let mut skip_next = false;
            // A crab turns another card at once: the same player plays again.
            loop {
                if !round.can_turn(board) {
                    round.lose_turn();
                    render::nothing_to_turn(console, name)?;
                    break;
                }
                let position = loop {
                    render::turn_prompt(console, name)?;
                    let token = String::from_utf8_lossy(&console.read_token()?).into_owned();
                    match parse_position(&token).and_then(|p| round.check(board, p).map(|()| p)) {
                        Ok(position) => break position,
                        Err(error) => render::position_error(console, error, &token)?,
                    }
                };
                let turned = round.play(board, position);
                self.display(console, board, players, Some(round))?;
                let card = match turned {
                    Turned::Out(_) => {
                        render::out_of_round(console, name)?;
                        break;
                    }
                    Turned::Stays(card) => card,
                };
                if !self.version.expert_rules {
                    break;
                }
                match card.power() {
                    Power::Crab => {
                        render::crab(console, name)?;
                        continue;
                    }
                    Power::Turtle => skip_next = true,
                    Power::Octopus => {
                        let neighbours = position.neighbours();
                        let to = self.choose(
                            console,
                            |console| render::octopus_prompt(console, &neighbours),
                            |position| {
                                if neighbours.contains(&position) {
                                    Ok(())
                                } else {
                                    Err(PositionError::NotNeighbour)
                                }
                            },
                        )?;
                        round.swap(board, position, to).expect("a neighbour");
                        self.display(console, board, players, Some(round))?;
                    }
                    // Not on the round's first card, which has no other to turn down.
                    Power::Penguin if round.turned().len() > 1 => {
                        let down = self.choose(console, render::penguin_prompt, |position| {
                            round.clone().turn_down(&mut board.clone(), position)
                        })?;
                        round.turn_down(board, down).expect("checked");
                        self.display(console, board, players, Some(round))?;
                    }
                    Power::Penguin => {}
                    Power::Walrus if round.can_turn(board) => {
                        let blocked = self.choose(console, render::walrus_prompt, |position| {
                            round.clone().block(board, position)
                        })?;
                        round.block(board, blocked).expect("checked");
                    }
                    Power::Walrus => {}
                }
                break;
            }
            if skip_next && round.winner().is_none() {
                // The next active player, whom the turtle skips.
                let skipped = (1..players.len())
                    .map(|step| (player + step) % players.len())
                    .find(|&p| round.is_active(p));
                if let Some(skipped) = skipped.filter(|&p| p != player) {
                    render::turtle(console, &players[skipped].name)?;
                }
            }
            round.end_turn(skip_next);
        }
    }

    /// Asks for a position until `allowed` accepts one, telling why each refused one is.
    fn choose(
        &self,
        console: &mut Console,
        prompt: impl Fn(&mut Console) -> std::io::Result<()>,
        allowed: impl Fn(rules::Position) -> Result<(), PositionError>,
    ) -> Step<rules::Position> {
        loop {
            prompt(console)?;
            let token = String::from_utf8_lossy(&console.read_token()?).into_owned();
            match parse_position(&token).and_then(|p| allowed(p).map(|()| p)) {
                Ok(position) => return Ok(position),
                Err(error) => render::position_error(console, error, &token)?,
            }
        }
    }
}
