//! No input makes a game panic or hang: random, binary and oversized inputs all end in a
//! finished game or a clean end-of-input.

use arbiter::chance::{Chance, ProgramOutput};
use arbiter::console::{Console, Interrupted};
use arbiter::dialect::Reading;
use arbiter::games::GameSetup;
use arbiter::rng::GameRng;

fn run(setup: &GameSetup, seed: u64, input: &[u8]) -> (Vec<u8>, Result<(), Interrupted>) {
    let mut reader = input;
    let mut output = Vec::new();
    let mut console = Console::new(&mut reader, &mut output);
    let result = setup.play(
        &Reading::reference(),
        &mut Chance::seeded(&mut GameRng::from_seed(seed)),
        &mut console,
    );
    (output, result)
}

fn setups() -> Vec<GameSetup> {
    let words = |s: &str| s.split_whitespace().map(String::from).collect::<Vec<_>>();
    vec![
        GameSetup::parse("concentration", &[]).unwrap(),
        GameSetup::parse(
            "concentration",
            &words("--computer memory:52 --computer1 memory:3"),
        )
        .unwrap(),
    ]
}

/// Input that looks like play: numbers in and around the valid ranges, words, noise.
fn plausible_input(rng: &mut GameRng, length: usize) -> Vec<u8> {
    // Menu choices, coordinates, moves legal and not, words and white space.
    const PIECES: &str = "0 1 2 3 4 5 7 12 13 14 -1 x 1.5 +3 99999999999999999999999 \
                          1314 2232 3141 6867 7776 8878 1133 0123 12345";
    const SPACES: [&str; 5] = [" ", " ", "\n", "\t", "\r\n"];
    let pieces: Vec<&str> = PIECES.split_whitespace().chain(SPACES).collect();
    let mut input = Vec::new();
    while input.len() < length {
        if rng.below(50) == 0 {
            input.push(rng.below(256) as u8);
        } else {
            input.extend_from_slice(rng.choose(&pieces).unwrap().as_bytes());
        }
    }
    input
}

#[test]
fn random_inputs_end_cleanly() {
    let mut rng = GameRng::from_seed(2024);
    for setup in setups() {
        for round in 0..300 {
            let input = plausible_input(&mut rng, 20 + round * 7);
            let (_, result) = run(&setup, u64::from(rng.below(1000)), &input);
            match result {
                Ok(()) | Err(Interrupted::EndOfInput(_)) => {}
                Err(other) => panic!("unexpected {other} for input {input:?}"),
            }
        }
    }
}

#[test]
fn same_seed_and_input_give_the_same_bytes() {
    let mut rng = GameRng::from_seed(7);
    for setup in setups() {
        for _ in 0..50 {
            let input = plausible_input(&mut rng, 400);
            let seed = u64::from(rng.below(100));
            assert_eq!(run(&setup, seed, &input).0, run(&setup, seed, &input).0);
        }
    }
}

#[test]
fn a_huge_line_without_newline_is_read_in_bounded_pieces() {
    let mut input = b"1\n".to_vec();
    input.extend(std::iter::repeat_n(b'7', 20 * 1024 * 1024));
    let (output, result) = run(&setups()[0], 1, &input);
    assert!(matches!(result, Err(Interrupted::EndOfInput(_))));
    let text = String::from_utf8(output).unwrap();
    assert!(
        text.ends_with("Please input 1st card: "),
        "{}",
        &text[text.len() - 200..]
    );
}

/// A made-up program transcript: lines that look like the outcomes the games read (cards
/// turned anywhere, on the table or not, scores, computer moves), mixed with noise.
fn plausible_transcript(rng: &mut GameRng, lines: usize) -> Vec<u8> {
    const CARDS: [&str; 8] = ["D 8", "D10", "S A", "H K", "C 2", "X 9", "D 0", "DA"];
    let mut text = Vec::new();
    for _ in 0..lines {
        let row = i64::from(rng.below(7)) - 1;
        let column = i64::from(rng.below(16)) - 1;
        let line = match rng.below(6) {
            0 | 1 => format!(
                "Computer chose {} card ({row},{column:2}) and it is {}",
                ["1st", "2nd", "first", "3rd"][rng.below(4) as usize],
                CARDS[rng.below(8) as usize]
            ),
            2 => format!(
                "Flipped cards: {}; You: {}; Computer: {};",
                rng.below(60),
                rng.below(60),
                rng.below(60)
            ),
            3 => format!("Computer moves {:04}", rng.below(10_000)),
            4 => String::from_utf8_lossy(&[rng.below(256) as u8, b'(', b',', b')']).into(),
            _ => "Please input 1st card: ".to_string(),
        };
        text.extend_from_slice(line.as_bytes());
        text.push(b'\n');
    }
    text
}

#[test]
fn guided_replays_of_any_transcript_end_cleanly() {
    let mut rng = GameRng::from_seed(99);
    let mut games = setups();
    games.push(GameSetup::parse("checkers", &["--computer".into(), "random".into()]).unwrap());
    for setup in games {
        for round in 0..150 {
            let mut input = plausible_input(&mut rng, 40 + round * 5);
            // Start a game with a computer in it: mode 1 or 2 in either game.
            let mode: &[u8] = if rng.below(2) == 0 { b"1\n" } else { b"2\n" };
            input.splice(0..0, mode.iter().copied());
            let transcript = plausible_transcript(&mut rng, round);
            let mut reader = input.as_slice();
            let mut output = Vec::new();
            let mut console = Console::new(&mut reader, &mut output);
            let mut seeded = GameRng::from_seed(u64::from(rng.below(1000)));
            let program = ProgramOutput::new(&transcript);
            let mut chance = Chance::guided(&mut seeded, &program);
            let readings = Reading::all(setup.choices(), &Reading::reference());
            let reading = &readings[rng.below(readings.len() as u32) as usize];
            match setup.play(reading, &mut chance, &mut console) {
                Ok(()) | Err(Interrupted::EndOfInput(_)) => {}
                Err(other) => panic!("unexpected {other}"),
            }
            let lines = String::from_utf8_lossy(&transcript).lines().count();
            for finding in chance.judged().findings {
                assert!((1..=lines).contains(&finding.line), "{finding}");
            }
        }
    }
}
