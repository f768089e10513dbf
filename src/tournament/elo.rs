//! Elo ratings with error margins, fitted to all the games of a tournament.
//!
//! The model is Bradley–Terry on the Elo scale: bot `i` scores against bot `j` with
//! probability `1 / (1 + 10^((R_j - R_i) / 400))`, a win scoring 1, a draw ½ and a loss 0.
//! The ratings are the maximum-likelihood estimate, found by Newton's method. A bot that won
//! (or lost) every game would have an infinite estimate, so every bot also gets one draw
//! against a virtual opponent rated 1500 (a weak prior that pulls ratings towards the
//! middle by a few points when there are many games, and keeps them finite). The ratings are
//! then shifted so that their mean is 1500.
//!
//! The margin is 1.96 standard errors (a 95 % interval), the standard errors taken from the
//! inverse of the Fisher information (the negated Hessian of the log-likelihood at the
//! estimate), for each rating relative to the mean of all. It says how far a rating may be from the bot's true strength given how few
//! games were played: when two bots' intervals overlap a lot, the order between them is not
//! settled by the games.

/// A bot's rating and its 95 % margin, on the Elo scale.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct Rating {
    pub elo: f64,
    pub margin: f64,
}

/// One game's result for the fit: bots `a` and `b`, and `a`'s score (1, ½ or 0).
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct Score {
    pub a: usize,
    pub b: usize,
    pub a_score: f64,
}

/// Logits to Elo points.
const SCALE: f64 = 400.0 / std::f64::consts::LN_10;
/// The rating of the virtual opponent and the mean of the ratings.
const CENTRE: f64 = 1500.0;

/// The ratings of `bots` bots from `games`.
pub fn fit(bots: usize, games: &[Score]) -> Vec<Rating> {
    if bots == 0 {
        return Vec::new();
    }
    // Strengths in logits; the virtual opponent is at 0.
    let mut strength = vec![0.0; bots];
    for _ in 0..100 {
        let (gradient, information) = derivatives(&strength, games);
        let Some(step) = solve(&information, &gradient) else {
            break;
        };
        let largest = step.iter().fold(0.0f64, |m, s| m.max(s.abs()));
        // Damped: never more than two logits at once, so no step overshoots.
        let damping = if largest > 2.0 { 2.0 / largest } else { 1.0 };
        for (s, d) in strength.iter_mut().zip(&step) {
            *s += damping * d;
        }
        if largest < 1e-10 {
            break;
        }
    }
    let (_, information) = derivatives(&strength, games);
    let covariance = invert(&information);
    let n = bots as f64;
    let mean = strength.iter().sum::<f64>() / n;
    // The ratings are shown relative to their mean, so the variance that matters is that
    // of `s_i - mean(s)`: the level of all ratings together is not something the games
    // measure (only the prior pins it), and must not widen every margin.
    let centred_variance = |c: &Vec<Vec<f64>>, i: usize| {
        let row: f64 = c[i].iter().sum();
        let all: f64 = c.iter().map(|r| r.iter().sum::<f64>()).sum();
        c[i][i] - 2.0 * row / n + all / (n * n)
    };
    (0..bots)
        .map(|i| {
            let variance = covariance
                .as_ref()
                .map_or(f64::INFINITY, |c| centred_variance(c, i));
            Rating {
                elo: CENTRE + SCALE * (strength[i] - mean),
                margin: 1.96 * SCALE * variance.max(0.0).sqrt(),
            }
        })
        .collect()
}

/// The gradient of the log-likelihood (with the prior draws) and the Fisher information.
fn derivatives(strength: &[f64], games: &[Score]) -> (Vec<f64>, Vec<Vec<f64>>) {
    let n = strength.len();
    let mut gradient = vec![0.0; n];
    let mut information = vec![vec![0.0; n]; n];
    let mut add = |i: usize, j: Option<usize>, score: f64| {
        let other = j.map_or(0.0, |j| strength[j]);
        let p = 1.0 / (1.0 + (other - strength[i]).exp());
        let w = p * (1.0 - p);
        gradient[i] += score - p;
        information[i][i] += w;
        if let Some(j) = j {
            gradient[j] -= score - p;
            information[j][j] += w;
            information[i][j] -= w;
            information[j][i] -= w;
        }
    };
    for i in 0..n {
        add(i, None, 0.5);
    }
    for game in games {
        add(game.a, Some(game.b), game.a_score);
    }
    (gradient, information)
}

/// Solves `matrix · x = vector` by Gaussian elimination with partial pivoting.
fn solve(matrix: &[Vec<f64>], vector: &[f64]) -> Option<Vec<f64>> {
    let n = vector.len();
    let mut a: Vec<Vec<f64>> = matrix
        .iter()
        .zip(vector)
        .map(|(row, &v)| {
            let mut row = row.clone();
            row.push(v);
            row
        })
        .collect();
    for col in 0..n {
        let pivot = (col..n).max_by(|&x, &y| a[x][col].abs().total_cmp(&a[y][col].abs()))?;
        if a[pivot][col].abs() < 1e-300 {
            return None;
        }
        a.swap(col, pivot);
        let pivot_row = a[col].clone();
        for (row, values) in a.iter_mut().enumerate() {
            let factor = values[col] / pivot_row[col];
            if row != col && factor != 0.0 {
                for (value, p) in values[col..].iter_mut().zip(&pivot_row[col..]) {
                    *value -= factor * p;
                }
            }
        }
    }
    Some((0..n).map(|i| a[i][n] / a[i][i]).collect())
}

/// The inverse of a positive definite matrix, column by column.
fn invert(matrix: &[Vec<f64>]) -> Option<Vec<Vec<f64>>> {
    let n = matrix.len();
    let mut columns = Vec::with_capacity(n);
    for i in 0..n {
        let mut unit = vec![0.0; n];
        unit[i] = 1.0;
        columns.push(solve(matrix, &unit)?);
    }
    Some(
        (0..n)
            .map(|row| (0..n).map(|col| columns[col][row]).collect())
            .collect(),
    )
}

#[cfg(test)]
mod tests {
    use super::*;

    fn game(a: usize, b: usize, a_score: f64) -> Score {
        Score { a, b, a_score }
    }

    /// A round robin of `bots` where `score(i, j)` is i's score against j, twice per pair.
    fn round_robin(bots: usize, score: impl Fn(usize, usize) -> f64) -> Vec<Score> {
        let mut games = Vec::new();
        for i in 0..bots {
            for j in i + 1..bots {
                games.push(game(i, j, score(i, j)));
                games.push(game(j, i, score(j, i)));
            }
        }
        games
    }

    #[test]
    fn a_bot_that_wins_every_game_is_rated_highest_and_finite() {
        // Bot 2 wins everything; the others draw among themselves.
        let games = round_robin(4, |i, j| match (i, j) {
            (2, _) => 1.0,
            (_, 2) => 0.0,
            _ => 0.5,
        });
        let ratings = fit(4, &games);
        let best = (0..4)
            .max_by(|&x, &y| ratings[x].elo.total_cmp(&ratings[y].elo))
            .unwrap();
        assert_eq!(best, 2);
        assert!(
            ratings[2].elo.is_finite() && ratings[2].elo > 1800.0,
            "{ratings:?}"
        );
        for i in [0, 1, 3] {
            assert!(
                (ratings[i].elo - ratings[0].elo).abs() < 1e-6,
                "{ratings:?}"
            );
        }
        let mean: f64 = ratings.iter().map(|r| r.elo).sum::<f64>() / 4.0;
        assert!((mean - 1500.0).abs() < 1e-6);
    }

    #[test]
    fn equal_bots_get_equal_ratings() {
        // Each pair splits its two games.
        let games: Vec<Score> = (0..3)
            .flat_map(|i| (i + 1..3).flat_map(move |j| [game(i, j, 1.0), game(j, i, 1.0)]))
            .collect();
        let ratings = fit(3, &games);
        for rating in &ratings {
            assert!((rating.elo - 1500.0).abs() < 1e-6, "{ratings:?}");
            assert!(rating.margin > 0.0 && rating.margin.is_finite());
        }
    }

    #[test]
    fn a_consistent_order_is_recovered_and_more_games_narrow_the_margin() {
        // 0 beats 1 beats 2 three games in four.
        let few = round_robin(3, |i, j| if i < j { 0.75 } else { 0.25 });
        let many: Vec<Score> = (0..10).flat_map(|_| few.clone()).collect();
        let ratings = fit(3, &few);
        assert!(ratings[0].elo > ratings[1].elo && ratings[1].elo > ratings[2].elo);
        let sharper = fit(3, &many);
        assert!(
            sharper[1].margin < ratings[1].margin / 2.0,
            "{ratings:?} {sharper:?}"
        );
        // Between two bots, many games at 0.75 give the model's difference, about 191 Elo.
        let pair: Vec<Score> = (0..40).map(|_| game(0, 1, 0.75)).collect();
        let ratings = fit(2, &pair);
        let gap = ratings[0].elo - ratings[1].elo;
        assert!((gap - 190.8).abs() < 10.0, "{gap}");
    }

    #[test]
    fn no_games_gives_the_centre() {
        let ratings = fit(2, &[]);
        assert_eq!(ratings[0].elo, 1500.0);
        assert!(ratings[0].margin > 400.0, "{ratings:?}");
        assert!(fit(0, &[]).is_empty());
    }
}
