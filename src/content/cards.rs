//! Cards of the standard 52-card deck, in every spelling students print them: a face then a
//! suit (`10H`, `TH`, `7h`, `Qh`, `10♥`, `10-H`, `[7 H]`, `Ten of Hearts`, `7 of ♥`) or,
//! for a game whose spec writes the suit first, a suit then a face (`D 8`, `D10`, `H J`,
//! `♥Q`).
//!
//! A card is a token of its own: nothing alphanumeric is glued to either side of it, so the
//! `AS` of `ASK` and the `8` of `18C` are no cards. The words that look like cards (`As`,
//! `Ah`, `Ad` before a lower-case word) count only on a line that holds another card.

/// A suit of the standard deck.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Suit {
    Clubs,
    Diamonds,
    Hearts,
    Spades,
}

impl Suit {
    /// Its letter: `C`, `D`, `H`, `S`.
    pub fn letter(self) -> char {
        match self {
            Suit::Clubs => 'C',
            Suit::Diamonds => 'D',
            Suit::Hearts => 'H',
            Suit::Spades => 'S',
        }
    }

    /// The suit a letter (either case), symbol or word names.
    fn of_letter(letter: char) -> Option<Suit> {
        match letter.to_ascii_uppercase() {
            'C' => Some(Suit::Clubs),
            'D' => Some(Suit::Diamonds),
            'H' => Some(Suit::Hearts),
            'S' => Some(Suit::Spades),
            _ => None,
        }
    }

    fn of_symbol(symbol: char) -> Option<Suit> {
        match symbol {
            '♣' | '♧' => Some(Suit::Clubs),
            '♦' | '♢' => Some(Suit::Diamonds),
            '♥' | '♡' => Some(Suit::Hearts),
            '♠' | '♤' => Some(Suit::Spades),
            _ => None,
        }
    }

    /// The suit a word names at the start of `text` (`Hearts`, `heart`, `SPADES`), and the
    /// word's length in bytes.
    fn word_at(text: &str) -> Option<(Suit, usize)> {
        const WORDS: [(&str, Suit); 4] = [
            ("club", Suit::Clubs),
            ("diamond", Suit::Diamonds),
            ("heart", Suit::Hearts),
            ("spade", Suit::Spades),
        ];
        let word: String = text
            .chars()
            .take_while(|c| c.is_ascii_alphabetic())
            .collect();
        let lower = word.to_ascii_lowercase();
        let (_, suit) = WORDS
            .iter()
            .find(|(name, _)| lower == *name || lower.strip_suffix('s') == Some(name))?;
        Some((*suit, word.len()))
    }
}

/// The suit a symbol (`♣ ♦ ♥ ♠`, filled or not) stands for.
pub fn suit_symbol(c: char) -> Option<Suit> {
    Suit::of_symbol(c)
}

/// The suit a character marks alone: its symbol (`♣ ♦ ♥ ♠`, filled or not) or its
/// upper-case letter.
pub fn suit_mark(c: char) -> Option<Suit> {
    Suit::of_symbol(c).or_else(|| c.is_ascii_uppercase().then(|| Suit::of_letter(c)).flatten())
}

/// A card of the standard deck: a suit and a face, 1 (Ace) to 13 (King).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct PlayingCard {
    pub suit: Suit,
    pub face: u8,
}

/// Which a game's spelling of a card puts first.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Order {
    /// `10H`, `Q♠`, `Ten of Hearts`.
    FaceFirst,
    /// `D 8`, `D10`, `♥Q`.
    SuitFirst,
}

/// A card found in a text, and where: `text[start..end]` is how the program wrote it.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Found {
    pub card: PlayingCard,
    pub start: usize,
    pub end: usize,
}

/// How a face was written, which decides the suits that may follow it.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum FaceKind {
    /// `2` to `10`.
    Number,
    /// `1`, for an Ace, as the spec's `1(Ace)`: only glued to its suit.
    One,
    /// `A`, `T`, `J`, `Q`, `K`.
    Letter,
    /// `Ace`, `Ten`, `Queen`: only before `of` and a suit.
    Word,
}

/// The face written at the start of `text`, its length in bytes and how it was written.
fn face_at(text: &str) -> Option<(u8, usize, FaceKind)> {
    const WORDS: [(&str, u8); 13] = [
        ("ace", 1),
        ("two", 2),
        ("three", 3),
        ("four", 4),
        ("five", 5),
        ("six", 6),
        ("seven", 7),
        ("eight", 8),
        ("nine", 9),
        ("ten", 10),
        ("jack", 11),
        ("queen", 12),
        ("king", 13),
    ];
    let bytes = text.as_bytes();
    match bytes.first()? {
        b'1' if bytes.get(1) == Some(&b'0') => Some((10, 2, FaceKind::Number)),
        b'1' => Some((1, 1, FaceKind::One)),
        digit @ b'2'..=b'9' => Some((digit - b'0', 1, FaceKind::Number)),
        first => {
            let word: String = text
                .chars()
                .take_while(|c| c.is_ascii_alphabetic())
                .collect();
            let lower = word.to_ascii_lowercase();
            if let Some((_, face)) = WORDS.iter().find(|(name, _)| *name == lower) {
                return Some((*face, word.len(), FaceKind::Word));
            }
            let face = match first {
                b'A' => 1,
                b'T' => 10,
                b'J' => 11,
                b'Q' => 12,
                b'K' => 13,
                _ => return None,
            };
            Some((face, 1, FaceKind::Letter))
        }
    }
}

/// Whether `text` starts at a token's end: nothing alphanumeric follows.
fn ends_token(text: &str) -> bool {
    !text.chars().next().is_some_and(char::is_alphanumeric)
}

/// A card written face first at the start of `text`: its length in bytes, and whether it
/// is only a word that looks like a card (`As`, `Ah`, `Ad`).
fn face_first_at(text: &str) -> Option<(PlayingCard, usize, bool)> {
    let (face, length, kind) = face_at(text)?;
    let rest = &text[length..];
    let card = |suit| PlayingCard { suit, face };
    // `Ten of Hearts`, `7 of ♥`.
    let gap = rest.len() - rest.trim_start_matches(' ').len();
    if gap > 0 {
        let after = &rest[gap..];
        if after.len() > 2
            && after
                .get(..2)
                .is_some_and(|of| of.eq_ignore_ascii_case("of"))
        {
            let suit_at = &after[2..];
            let space = suit_at.len() - suit_at.trim_start_matches(' ').len();
            if space > 0 {
                let suit_text = &suit_at[space..];
                let used = length + gap + 2 + space;
                if let Some((suit, word)) = Suit::word_at(suit_text)
                    && ends_token(&suit_text[word..])
                {
                    return Some((card(suit), used + word, false));
                }
                if let Some(symbol) = suit_text.chars().next()
                    && let Some(suit) = Suit::of_symbol(symbol)
                {
                    return Some((card(suit), used + symbol.len_utf8(), false));
                }
            }
        }
    }
    if kind == FaceKind::Word {
        return None;
    }
    let next = rest.chars().next()?;
    // `10♥`, `10H`, `7h`, `Qh`: glued.
    if let Some(suit) = Suit::of_symbol(next) {
        return Some((card(suit), length + next.len_utf8(), false));
    }
    if let Some(suit) = Suit::of_letter(next) {
        let used = length + 1;
        if !ends_token(&text[used..]) {
            return None;
        }
        if next.is_ascii_uppercase() {
            return Some((card(suit), used, false));
        }
        // `8s are wild`, `Ks count 13`: a plural, when a verb follows.
        if next == 's' && plural_verb_follows(&text[used..]) {
            return None;
        }
        return match kind {
            FaceKind::Number | FaceKind::One => Some((card(suit), used, false)),
            // `As you wish`, `Ad hoc`: an Ace so written is a word when a word follows.
            FaceKind::Letter => {
                let after = &text[used..];
                let word_follows = after.strip_prefix(' ').is_some_and(|rest| {
                    rest.chars().next().is_some_and(|c| c.is_ascii_lowercase())
                });
                Some((card(suit), used, face == 1 && word_follows))
            }
            FaceKind::Word => None,
        };
    }
    // `10-H`, `7 H`, `10 ♥`, `10/H`: one separator, then an upper-case letter or a symbol.
    if kind == FaceKind::One || !matches!(next, ' ' | '-' | '/') {
        return None;
    }
    let after = &rest[1..];
    let suit_char = after.chars().next()?;
    let suit = suit_mark(suit_char)?;
    let used = length + 1 + suit_char.len_utf8();
    ends_token(&text[used..]).then_some((card(suit), used, false))
}

/// Verbs that follow a face written as a plural (`8s are wild`), not a card.
const PLURAL_VERBS: [&str; 7] = ["are", "count", "score", "can", "may", "must", "have"];

/// Whether `after` (what follows a face and a lower-case `s`) starts with one of
/// [`PLURAL_VERBS`] as a word.
fn plural_verb_follows(after: &str) -> bool {
    let Some(rest) = after.strip_prefix(' ') else {
        return false;
    };
    let word: String = rest.chars().take_while(char::is_ascii_alphabetic).collect();
    PLURAL_VERBS.contains(&word.as_str())
}

/// A card written suit first at the start of `text` (`D 8`, `D10`, `H J`, `♥Q`, `S-A`):
/// its length in bytes.
pub fn suit_first_at(text: &str) -> Option<(PlayingCard, usize)> {
    let first = text.chars().next()?;
    let suit = suit_mark(first)?;
    let rest = &text[first.len_utf8()..];
    let gap = rest.len() - rest.trim_start_matches([' ', '\t', '-']).len();
    if gap > 2 {
        return None;
    }
    let (face, length, kind) = face_at(&rest[gap..])?;
    if !matches!(kind, FaceKind::Number | FaceKind::Letter) {
        return None;
    }
    let used = first.len_utf8() + gap + length;
    ends_token(&text[used..]).then_some((PlayingCard { suit, face }, used))
}

/// Every card written in `text`, in order, spelled in `order`.
pub fn find(text: &str, order: Order) -> Vec<Found> {
    let mut found: Vec<(Found, bool)> = Vec::new();
    let mut at = 0;
    let mut previous: Option<char> = None;
    while let Some(c) = text[at..].chars().next() {
        let starts = !previous.is_some_and(char::is_alphanumeric);
        let card = starts
            .then(|| match order {
                Order::FaceFirst => face_first_at(&text[at..]),
                Order::SuitFirst => {
                    suit_first_at(&text[at..]).map(|(card, used)| (card, used, false))
                }
            })
            .flatten();
        if let Some((card, used, weak)) = card {
            let end = at + used;
            found.push((
                Found {
                    card,
                    start: at,
                    end,
                },
                weak,
            ));
            previous = text[..end].chars().next_back();
            at = end;
            continue;
        }
        previous = Some(c);
        at += c.len_utf8();
    }
    let strong = found.iter().any(|(_, weak)| !weak);
    (found.into_iter())
        .filter(|(_, weak)| strong || !weak)
        .map(|(found, _)| found)
        .collect()
}

/// The cards written in `text`, in order.
pub fn cards(text: &str, order: Order) -> Vec<PlayingCard> {
    find(text, order).into_iter().map(|f| f.card).collect()
}

/// What `text` holds besides the cards `found` in it.
pub fn besides(text: &str, found: &[Found]) -> String {
    let mut rest = String::with_capacity(text.len());
    let mut at = 0;
    for card in found {
        rest.push_str(&text[at..card.start]);
        rest.push(' ');
        at = card.end;
    }
    rest.push_str(&text[at..]);
    rest
}

/// A card in a plain spelling every reader takes: face then suit letter (`10H`, `AS`).
pub fn plain(card: PlayingCard) -> String {
    let face = match card.face {
        1 => "A".to_string(),
        11 => "J".to_string(),
        12 => "Q".to_string(),
        13 => "K".to_string(),
        face => face.to_string(),
    };
    format!("{face}{}", card.suit.letter())
}

#[cfg(test)]
mod tests {
    use super::*;

    fn read(text: &str, order: Order) -> Vec<String> {
        cards(text, order).into_iter().map(plain).collect()
    }

    #[test]
    fn a_face_first_card_is_read_in_every_common_spelling() {
        let face_first = |text| read(text, Order::FaceFirst);
        assert_eq!(face_first("Top card: 10H"), ["10H"]);
        assert_eq!(face_first("TH QS 1C"), ["10H", "QS", "AC"]);
        assert_eq!(
            face_first("You: 10c 10d 2d 5h 8c Qh Jc 2s"),
            ["10C", "10D", "2D", "5H", "8C", "QH", "JC", "2S"]
        );
        assert_eq!(face_first("[7♣] 0:[2♠] 10♥"), ["7C", "2S", "10H"]);
        assert_eq!(
            face_first("(1)|3 D| (2)|5 D| [10-H] 4/S"),
            ["3D", "5D", "10H", "4S"]
        );
        assert_eq!(
            face_first("Dealer plays the Queen of Spades, then 7 of hearts and ace of ♦."),
            ["QS", "7H", "AD"]
        );
    }

    #[test]
    fn words_and_numbers_that_only_look_like_cards_are_not_read() {
        let face_first = |text| read(text, Order::FaceFirst);
        assert!(face_first("ASK 18C 2d3 ten of them, 3 of a kind").is_empty());
        assert!(face_first("As you wish, ah well. Ad hoc.").is_empty());
        assert_eq!(face_first("Drew As."), ["AS"]);
        assert_eq!(face_first("You drew As, then 7h."), ["AS", "7H"]);
        assert!(face_first("Player 1 - C wins; Round 2 of 7").is_empty());
        assert!(face_first("Match the top card by face or suit, 8s are wild.").is_empty());
        assert!(face_first("Ks count 13, 2s can be played").is_empty());
        assert_eq!(face_first("Top: 3s   Stock 35, CPU 8"), ["3S"]);
        assert_eq!(face_first("You play 8s and name hearts"), ["8S"]);
    }

    #[test]
    fn a_suit_first_card_is_read_as_the_concentration_spec_writes_it() {
        let suit_first = |text| read(text, Order::SuitFirst);
        assert_eq!(
            suit_first("| D 8 | H10 | S A | ♥Q | C-J |"),
            ["8D", "10H", "AS", "QH", "JC"]
        );
        assert!(suit_first("SAY Hello D    8").is_empty());
    }

    #[test]
    fn what_is_besides_the_cards_is_kept() {
        let text = "(1) 7H (2) 10♠";
        let found = find(text, Order::FaceFirst);
        assert_eq!(besides(text, &found), "(1)   (2)  ");
        assert_eq!(&text[found[1].start..found[1].end], "10♠");
    }
}
