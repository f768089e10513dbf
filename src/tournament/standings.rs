//! The standings of a tournament: points as section 4.2 of the spec gives them (2 for a
//! win, 1 for a draw, 0 for a loss or any violation), wins, draws and losses, violations by
//! kind, the rank with its tie-breaks, and the crosstable.
//!
//! Ranking: more points first. Bots with equal points are ordered by
//! 1. their points in the games among themselves (head-to-head),
//! 2. then more wins,
//! 3. then fewer violations of any kind (fatal or not),
//!
//! and bots still equal after that share the rank (listed by name). A game with no winner
//! because neither bot could be started is a loss for both.

use std::collections::HashMap;

use super::game::{GameResult, TournamentGame};
use crate::games::checkers::players::FaultKind;

/// One bot's line of the standings.
#[derive(Clone, Debug, PartialEq)]
pub struct Standing {
    /// The bot's index among the entrants.
    pub bot: usize,
    pub name: String,
    /// 1 for the first; bots tied after every tie-break share a rank.
    pub rank: usize,
    pub points: u32,
    pub wins: u32,
    pub draws: u32,
    pub losses: u32,
    /// Violations by kind, in the order of [`FaultKind::ALL`].
    pub violations: [u32; FaultKind::ALL.len()],
    /// Points in the games against the other bots with as many points.
    pub head_to_head: u32,
}

impl Standing {
    /// Violations of every kind.
    pub fn total_violations(&self) -> u32 {
        self.violations.iter().sum()
    }
}

/// Points for a win.
pub const WIN: u32 = 2;
/// Points for a draw.
pub const DRAW: u32 = 1;

/// The points each side of `game` scored: (blue, red).
pub fn points(game: &TournamentGame) -> (u32, u32) {
    match game.result {
        GameResult::Blue => (WIN, 0),
        GameResult::Red => (0, WIN),
        GameResult::Draw => (DRAW, DRAW),
        GameResult::None => (0, 0),
    }
}

/// The standings of the bots `names` after `games`, best first.
pub fn standings(names: &[String], games: &[TournamentGame]) -> Vec<Standing> {
    let index: HashMap<&str, usize> = names
        .iter()
        .enumerate()
        .map(|(i, name)| (name.as_str(), i))
        .collect();
    let mut table: Vec<Standing> = names
        .iter()
        .enumerate()
        .map(|(bot, name)| Standing {
            bot,
            name: name.clone(),
            rank: 0,
            points: 0,
            wins: 0,
            draws: 0,
            losses: 0,
            violations: [0; FaultKind::ALL.len()],
            head_to_head: 0,
        })
        .collect();
    let sides = |game: &TournamentGame| -> Option<(usize, usize)> {
        Some((
            *index.get(game.blue.as_str())?,
            *index.get(game.red.as_str())?,
        ))
    };
    for game in games {
        let Some((blue, red)) = sides(game) else {
            continue;
        };
        let (blue_points, red_points) = points(game);
        for (bot, got) in [(blue, blue_points), (red, red_points)] {
            let line = &mut table[bot];
            line.points += got;
            match got {
                WIN => line.wins += 1,
                DRAW => line.draws += 1,
                _ => line.losses += 1,
            }
        }
        for violation in &game.violations {
            let kind = FaultKind::ALL
                .iter()
                .position(|kind| kind.as_str() == violation.kind);
            if let (Some(&bot), Some(kind)) = (index.get(violation.bot.as_str()), kind) {
                table[bot].violations[kind] += 1;
            }
        }
    }
    for game in games {
        let Some((blue, red)) = sides(game) else {
            continue;
        };
        if table[blue].points == table[red].points {
            let (blue_points, red_points) = points(game);
            table[blue].head_to_head += blue_points;
            table[red].head_to_head += red_points;
        }
    }
    let key = |s: &Standing| {
        (
            std::cmp::Reverse(s.points),
            std::cmp::Reverse(s.head_to_head),
            std::cmp::Reverse(s.wins),
            s.total_violations(),
        )
    };
    table.sort_by(|a, b| key(a).cmp(&key(b)).then_with(|| a.name.cmp(&b.name)));
    for i in 0..table.len() {
        table[i].rank = if i > 0 && key(&table[i]) == key(&table[i - 1]) {
            table[i - 1].rank
        } else {
            i + 1
        };
    }
    table
}

/// `cross[i][j]`: the points bot `i` scored against bot `j` (in both their games), `None`
/// on the diagonal and for pairs that have not played.
pub fn crosstable(names: &[String], games: &[TournamentGame]) -> Vec<Vec<Option<u32>>> {
    let index: HashMap<&str, usize> = names
        .iter()
        .enumerate()
        .map(|(i, name)| (name.as_str(), i))
        .collect();
    let mut cross = vec![vec![None; names.len()]; names.len()];
    for game in games {
        let (Some(&blue), Some(&red)) =
            (index.get(game.blue.as_str()), index.get(game.red.as_str()))
        else {
            continue;
        };
        let (blue_points, red_points) = points(game);
        *cross[blue][red].get_or_insert(0) += blue_points;
        *cross[red][blue].get_or_insert(0) += red_points;
    }
    cross
}

#[cfg(test)]
mod tests {
    use super::super::game::{Colour, Violation};
    use super::*;

    fn game(blue: &str, red: &str, result: GameResult) -> TournamentGame {
        TournamentGame {
            game: 0,
            blue: blue.into(),
            red: red.into(),
            seed: 0,
            result,
            reason: String::new(),
            violations: Vec::new(),
            moves: Vec::new(),
            replays: Vec::new(),
        }
    }

    fn names(list: &[&str]) -> Vec<String> {
        list.iter().map(|s| s.to_string()).collect()
    }

    fn order(table: &[Standing]) -> Vec<(usize, &str, u32)> {
        table
            .iter()
            .map(|s| (s.rank, s.name.as_str(), s.points))
            .collect()
    }

    #[test]
    fn points_wins_draws_losses_and_violations() {
        use GameResult::*;
        let mut crash = game("c", "a", Blue);
        crash.violations.push(Violation {
            bot: "a".into(),
            colour: Colour::Red,
            kind: "crash".into(),
            fatal: true,
            message: "the player crashed".into(),
        });
        crash.violations.push(Violation {
            bot: "c".into(),
            colour: Colour::Blue,
            kind: "print".into(),
            fatal: false,
            message: "printed".into(),
        });
        let games = vec![
            game("a", "b", Blue),
            game("b", "a", Draw),
            game("a", "c", Red),
            crash,
            game("b", "c", None),
            game("c", "b", Red),
        ];
        let table = standings(&names(&["a", "b", "c"]), &games);
        // a and b tie on 3; a took 3 of the 4 points between them.
        assert_eq!(order(&table), [(1, "c", 4), (2, "a", 3), (3, "b", 3)]);
        let c = &table[0];
        assert_eq!((c.wins, c.draws, c.losses), (2, 0, 2));
        assert_eq!(c.violations[FaultKind::Print as usize], 1);
        let a = &table[1];
        assert_eq!((a.wins, a.draws, a.losses), (1, 1, 2));
        assert_eq!(a.violations[FaultKind::Crash as usize], 1);
        assert_eq!(a.total_violations(), 1);
        // b: a draw, a loss to a, a double forfeit (a loss) and a win over c.
        let b = &table[2];
        assert_eq!((b.wins, b.draws, b.losses), (1, 1, 2));
    }

    #[test]
    fn ties_go_to_head_to_head_first() {
        use GameResult::*;
        // a 4, b 6, c 6, d 8: b and c are tied, and b beat c twice.
        let games = vec![
            game("a", "b", Blue),
            game("b", "a", Red),
            game("b", "c", Blue),
            game("c", "b", Red),
            game("a", "c", Red),
            game("c", "a", Blue),
            game("c", "d", Draw),
            game("d", "c", Draw),
            game("a", "d", Red),
            game("d", "a", Blue),
            game("b", "d", Draw),
            game("d", "b", Draw),
        ];
        let table = standings(&names(&["a", "b", "c", "d"]), &games);
        // d 8, then b and c with 6: b beat c twice, so b is above c.
        assert_eq!(
            order(&table),
            [(1, "d", 8), (2, "b", 6), (3, "c", 6), (4, "a", 4)]
        );
    }

    #[test]
    fn then_wins_then_violations_then_a_shared_rank() {
        use GameResult::*;
        // Everyone has 4 points and 4 head-to-head: a with two wins, b and c with one.
        let mut games = vec![
            game("a", "b", Blue),
            game("b", "a", Blue),
            game("a", "c", Blue),
            game("c", "a", Blue),
            game("b", "c", Draw),
            game("c", "b", Draw),
        ];
        let table = standings(&names(&["c", "b", "a"]), &games);
        assert_eq!(order(&table), [(1, "a", 4), (2, "b", 4), (2, "c", 4)]);
        // A violation, even one that lost nothing, puts c behind b.
        games[4].violations.push(Violation {
            bot: "c".into(),
            colour: Colour::Red,
            kind: "print".into(),
            fatal: false,
            message: String::new(),
        });
        let table = standings(&names(&["c", "b", "a"]), &games);
        assert_eq!(order(&table), [(1, "a", 4), (2, "b", 4), (3, "c", 4)]);
    }

    #[test]
    fn the_crosstable_adds_both_games_of_a_pair() {
        use GameResult::*;
        let games = vec![game("a", "b", Blue), game("b", "a", Draw)];
        let cross = crosstable(&names(&["a", "b", "c"]), &games);
        assert_eq!(cross[0][1], Some(3));
        assert_eq!(cross[1][0], Some(1));
        assert_eq!(cross[0][0], Option::None);
        assert_eq!(cross[0][2], Option::None);
    }
}
