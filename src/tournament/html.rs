//! A tournament's HTML report, in `--out DIR`: `index.html` (what was played, the standings
//! with each Elo rating's interval drawn, the crosstable coloured by result, each bot's
//! forfeits with their reasons, and every game) and `games/<number>.html`, a board viewer
//! that steps through one game move by move. The boards are the renderer's own
//! ([`crate::games::checkers::render::board_text`]); without JavaScript the viewer shows
//! every position in turn.

use std::fmt::Write as _;

use super::game::{GameResult, TournamentGame};
use super::report::Summary;
use super::standings::WIN;
use crate::games::checkers::render::{board_text, name};
use crate::games::checkers::rules::{Board, Player, parse_move};
use crate::grade::report::plural;
use crate::html::{page, text};

/// Every page, by its path relative to the output folder.
pub fn pages(summary: &Summary) -> Vec<(String, String)> {
    let mut pages = vec![("index.html".to_string(), index(summary))];
    for game in summary.games {
        pages.push((format!("games/{}.html", game.game), viewer(game)));
    }
    pages
}

fn index(summary: &Summary) -> String {
    let mut body = String::from("<h1>Tournament</h1>\n<ul class=\"heading\">\n");
    for line in summary.heading().lines() {
        let _ = writeln!(body, "<li>{}</li>", text(line));
    }
    body.push_str("</ul>\n");
    standings(summary, &mut body);
    crosstable(summary, &mut body);
    forfeits(summary, &mut body);
    let notes = summary.notes();
    if !notes.trim().is_empty() {
        body.push_str("<h2>Notes</h2>\n<ul>\n");
        for note in notes.lines().skip_while(|l| !l.starts_with("  ")) {
            let _ = writeln!(body, "<li>{}</li>", text(note.trim()));
        }
        body.push_str("</ul>\n");
    }
    games(summary, &mut body);
    page("Tournament", &body, None)
}

/// The standings, best first, each Elo rating drawn with its 95% interval on one scale.
fn standings(summary: &Summary, body: &mut String) {
    let ratings = &summary.ratings;
    let low = ratings
        .iter()
        .map(|r| r.elo - r.margin)
        .fold(f64::INFINITY, f64::min);
    let high = (ratings.iter())
        .map(|r| r.elo + r.margin)
        .fold(f64::NEG_INFINITY, f64::max);
    let (low, high) = if low.is_finite() && high > low {
        (low, high)
    } else {
        (-1.0, 1.0)
    };
    let at = |elo: f64| 4.0 + (elo - low) / (high - low) * 192.0;
    body.push_str("<h2>Standings</h2>\n<div class=\"scroll\"><table>\n<thead><tr><th class=\"number\">rank</th><th>bot</th><th class=\"number\">points</th><th class=\"number\">W</th><th class=\"number\">D</th><th class=\"number\">L</th><th class=\"number\">Elo</th><th>95% interval</th><th class=\"number\">violations</th></tr></thead>\n<tbody>\n");
    for line in &summary.standings {
        let rating = ratings[line.bot];
        let _ = writeln!(
            body,
            "<tr><td class=\"number\">{}</td><td>{}</td><td class=\"number\">{}</td><td class=\"number\">{}</td><td class=\"number\">{}</td><td class=\"number\">{}</td><td class=\"number\">{:.0} ± {:.0}</td><td><svg class=\"interval\" width=\"200\" height=\"14\" viewBox=\"0 0 200 14\" role=\"img\" aria-label=\"{:.0} to {:.0}\"><line x1=\"{:.1}\" y1=\"7\" x2=\"{:.1}\" y2=\"7\" stroke=\"#57606a\" stroke-width=\"2\"/><line x1=\"{:.1}\" y1=\"2\" x2=\"{:.1}\" y2=\"12\" stroke=\"#57606a\"/><line x1=\"{:.1}\" y1=\"2\" x2=\"{:.1}\" y2=\"12\" stroke=\"#57606a\"/><circle cx=\"{:.1}\" cy=\"7\" r=\"4\" fill=\"#0969da\"/></svg></td><td class=\"number\">{}</td></tr>",
            line.rank,
            text(&line.name),
            line.points,
            line.wins,
            line.draws,
            line.losses,
            rating.elo,
            rating.margin,
            rating.elo - rating.margin,
            rating.elo + rating.margin,
            at(rating.elo - rating.margin),
            at(rating.elo + rating.margin),
            at(rating.elo - rating.margin),
            at(rating.elo - rating.margin),
            at(rating.elo + rating.margin),
            at(rating.elo + rating.margin),
            at(rating.elo),
            line.total_violations(),
        );
    }
    let _ = writeln!(
        body,
        "</tbody></table></div>\n<p>ties: {}</p>\n<p>Elo: ± is a 95% interval; the games do not settle the order of bots whose intervals overlap.</p>",
        text(super::report::TIE_BREAK)
    );
}

/// Points of each row's bot against each column's, out of two games, coloured by who took
/// more.
fn crosstable(summary: &Summary, body: &mut String) {
    let most = 2 * WIN;
    let order: Vec<usize> = summary.standings.iter().map(|s| s.bot).collect();
    let _ = writeln!(
        body,
        "<h2>Crosstable</h2>\n<p>Points of the row's bot against the column's (out of {most}).</p>\n<div class=\"scroll\"><table class=\"cross\">\n<thead><tr><th></th><th>bot</th>"
    );
    for column in 1..=order.len() {
        let _ = write!(body, "<th class=\"number\">{column}</th>");
    }
    body.push_str("</tr></thead>\n<tbody>\n");
    for (number, &row) in order.iter().enumerate() {
        let _ = write!(
            body,
            "<tr><td class=\"number\">{}</td><td>{}</td>",
            number + 1,
            text(&summary.entrants[row].name)
        );
        for &column in &order {
            let (class, shown) = match summary.cross[row][column] {
                _ if row == column => ("self", "·".to_string()),
                Some(points) if 2 * points > most => ("won", points.to_string()),
                Some(points) if 2 * points < most => ("lost", points.to_string()),
                Some(points) => ("even", points.to_string()),
                None => ("none", String::new()),
            };
            let _ = write!(body, "<td class=\"number {class}\">{shown}</td>");
        }
        body.push_str("</tr>\n");
    }
    body.push_str("</tbody></table></div>\n");
}

/// Each bot's games lost to a rule it broke, with the reason.
fn forfeits(summary: &Summary, body: &mut String) {
    body.push_str("<h2>Forfeits</h2>\n");
    let mut any = false;
    for entrant in summary.entrants {
        let lost: Vec<(&TournamentGame, &str, &str)> = (summary.games.iter())
            .flat_map(|game| {
                (game.violations.iter())
                    .filter(|v| v.fatal && v.bot == entrant.name)
                    .map(move |v| (game, v.kind.as_str(), v.message.as_str()))
            })
            .collect();
        if lost.is_empty() {
            continue;
        }
        any = true;
        let _ = writeln!(
            body,
            "<h3>{}: {} game{}</h3>\n<ul>",
            text(&entrant.name),
            lost.len(),
            plural(lost.len())
        );
        for (game, kind, message) in lost {
            let _ = writeln!(
                body,
                "<li><a href=\"games/{0}.html\">game {0}</a>: {1}: {2}</li>",
                game.game,
                text(kind),
                text(message)
            );
        }
        body.push_str("</ul>\n");
    }
    if !any {
        body.push_str("<p>No bot lost a game to a rule it broke.</p>\n");
    }
}

fn result_words(game: &TournamentGame) -> String {
    match game.result {
        GameResult::Blue => format!("{}, {}, won", game.blue, name(Player::Blue)),
        GameResult::Red => format!("{}, {}, won", game.red, name(Player::Red)),
        GameResult::Draw => "draw".to_string(),
        GameResult::None => "no game".to_string(),
    }
}

/// Every game, with a link to its viewer.
fn games(summary: &Summary, body: &mut String) {
    let _ = writeln!(
        body,
        "<h2>Games</h2>\n<div class=\"scroll\"><table>\n<thead><tr><th class=\"number\">game</th><th>{}, moving first</th><th>{}</th><th>result</th><th>why it ended</th><th class=\"number\">turns</th></tr></thead>\n<tbody>",
        name(Player::Blue),
        name(Player::Red)
    );
    for game in summary.games {
        let _ = writeln!(
            body,
            "<tr><td class=\"number\"><a href=\"games/{0}.html\">{0}</a></td><td>{1}</td><td>{2}</td><td>{3}</td><td>{4}</td><td class=\"number\">{5}</td></tr>",
            game.game,
            text(&game.blue),
            text(&game.red),
            text(&result_words(game)),
            text(&game.reason),
            game.moves.len(),
        );
    }
    body.push_str("</tbody></table></div>\n");
}

/// The board before the first turn and after each, from the game's moves: a move takes
/// its piece from its start to its end (a jump captures nothing); a pass changes nothing.
pub fn positions(game: &TournamentGame) -> Vec<Board> {
    let mut board = Board::initial();
    let mut positions = vec![board];
    for turn in &game.moves {
        if let Ok(mv) = parse_move(turn.as_bytes())
            && let Some(piece) = board.get(mv.from)
            && board.get(mv.to).is_none()
        {
            board.set(mv.from, None);
            board.set(mv.to, Some(piece));
        }
        positions.push(board);
    }
    positions
}

/// Steps the viewer: shows one position, hides the others; the buttons and the arrow keys
/// move by one, the slider anywhere. Without it, every position shows in turn.
const VIEWER_SCRIPT: &str = r#"
var positions = document.querySelectorAll(".position");
var slider = document.getElementById("turn");
var controls = document.getElementById("controls");
controls.hidden = false;
slider.max = positions.length - 1;
function show(index) {
  index = Math.max(0, Math.min(positions.length - 1, index));
  positions.forEach(function (p, i) { p.hidden = i !== index; });
  slider.value = index;
  document.getElementById("shown").textContent = positions[index].getAttribute("data-title");
}
document.getElementById("previous").onclick = function () { show(+slider.value - 1); };
document.getElementById("next").onclick = function () { show(+slider.value + 1); };
document.getElementById("first").onclick = function () { show(0); };
document.getElementById("last").onclick = function () { show(positions.length - 1); };
slider.oninput = function () { show(+slider.value); };
document.addEventListener("keydown", function (e) {
  if (e.key === "ArrowLeft") show(+slider.value - 1);
  if (e.key === "ArrowRight") show(+slider.value + 1);
});
show(location.hash.length > 2 ? +location.hash.slice(2) : 0);
"#;

/// A game's board viewer.
fn viewer(game: &TournamentGame) -> String {
    let mut body = String::from("<p><a href=\"../index.html\">← the tournament</a></p>\n");
    let _ = writeln!(
        body,
        "<h1>Game {}: {}, {}, against {}, {}</h1>\n<p>{}: {}</p>",
        game.game,
        text(&game.blue),
        name(Player::Blue),
        text(&game.red),
        name(Player::Red),
        text(&result_words(game)),
        text(&game.reason),
    );
    if !game.violations.is_empty() {
        body.push_str("<ul>\n");
        for violation in &game.violations {
            let _ = writeln!(
                body,
                "<li>{} ({}): {}: {}</li>",
                text(&violation.bot),
                if violation.fatal {
                    "lost the game"
                } else {
                    "recorded"
                },
                text(&violation.kind),
                text(&violation.message)
            );
        }
        body.push_str("</ul>\n");
    }
    body.push_str("<div id=\"controls\" hidden><button type=\"button\" id=\"first\">start</button> <button type=\"button\" id=\"previous\" aria-label=\"previous turn\">◀</button> <button type=\"button\" id=\"next\" aria-label=\"next turn\">▶</button> <button type=\"button\" id=\"last\">end</button> <input type=\"range\" id=\"turn\" min=\"0\" value=\"0\" aria-label=\"turn\"> <span id=\"shown\"></span></div>\n");
    for (index, board) in positions(game).iter().enumerate() {
        let title = match index {
            0 => "the start".to_string(),
            _ => {
                let side = if index % 2 == 1 { "blue" } else { "red" };
                format!("turn {index}: {side} {}", game.moves[index - 1])
            }
        };
        let _ = writeln!(
            body,
            "<section class=\"position\" id=\"t{index}\" data-title=\"{0}\"><h3>{0}</h3><pre class=\"board\">{1}</pre></section>",
            text(&title),
            text(&board_text(board)),
        );
    }
    page(
        &format!("Game {}: {} against {}", game.game, game.blue, game.red),
        &body,
        Some(VIEWER_SCRIPT),
    )
}

#[cfg(test)]
mod tests {
    use super::*;

    fn game(moves: &[&str]) -> TournamentGame {
        TournamentGame {
            game: 1,
            blue: "a".into(),
            red: "b".into(),
            seed: 0,
            result: GameResult::Draw,
            reason: String::new(),
            violations: Vec::new(),
            moves: moves.iter().map(|m| m.to_string()).collect(),
            replays: Vec::new(),
        }
    }

    #[test]
    fn the_viewer_steps_from_the_start_through_each_move() {
        use crate::games::checkers::rules::{Player, legal_moves};
        let start = Board::initial();
        let first = legal_moves(&start, Player::Blue)[0];
        let (piece, to) = (first.from, first.to);
        let mv = first.to_string();
        let positions = positions(&game(&[&mv, "pass"]));
        assert_eq!(positions.len(), 3);
        assert_eq!(positions[0], start);
        assert_eq!(positions[1].get(piece), None);
        assert_eq!(positions[1].get(to), Some(Player::Blue));
        assert_eq!(positions[2], positions[1]);
        let page = viewer(&game(&[&mv, "pass"]));
        assert_eq!(page.matches("class=\"position\"").count(), 3);
        assert!(page.contains(&format!("turn 1: blue {mv}")));
    }
}
