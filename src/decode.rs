//! What a program prints, as UTF-8 whatever encoding it printed in.
//!
//! A program written on a Chinese, Japanese or Western Windows machine prints its words in
//! that machine's code page (GBK, Big5, Shift-JIS, Windows-1252), and every reader of a
//! transcript reads UTF-8. Output is decoded as it arrives, so that the questions a
//! conversation reads, the offsets it records and the transcript every report shows are
//! all of one text: output that is UTF-8 passes through unchanged; at the first bytes that
//! are not, the encoding is guessed from them (by `chardetng`, the detector Firefox uses
//! for unlabelled pages) and everything from there is decoded with `encoding_rs`.

use chardetng::{EncodingDetector, Iso2022JpDetection, Utf8Detection};
use encoding_rs::{Decoder, Encoding};

/// The longest sequence UTF-8 can leave incomplete at the end of a chunk.
const UTF8_LONGEST: usize = 4;

/// A byte stream turned into UTF-8 chunk by chunk.
pub struct Utf8Stream {
    state: State,
}

enum State {
    /// All bytes so far were UTF-8; `pending` is an incomplete sequence at the end of the
    /// last chunk, to be completed by the next.
    Utf8 { pending: Vec<u8> },
    /// Bytes that are not UTF-8 were seen: everything from there is decoded.
    Legacy {
        decoder: Decoder,
        encoding: &'static Encoding,
    },
}

impl Default for Utf8Stream {
    fn default() -> Self {
        Utf8Stream {
            state: State::Utf8 {
                pending: Vec::new(),
            },
        }
    }
}

impl Utf8Stream {
    /// Appends `data`, decoded, to `out`. Bytes that may begin a character the next chunk
    /// completes are held back until then (or until [`Utf8Stream::finish`]).
    pub fn push(&mut self, data: &[u8], out: &mut Vec<u8>) {
        self.decode(data, false, out);
    }

    /// Appends whatever was held back, decoded (an incomplete character as U+FFFD).
    pub fn finish(&mut self, out: &mut Vec<u8>) {
        self.decode(&[], true, out);
    }

    /// The legacy encoding the stream was decoded from, `None` while it is UTF-8.
    pub fn encoding(&self) -> Option<&'static str> {
        match &self.state {
            State::Utf8 { .. } => None,
            State::Legacy { encoding, .. } => Some(encoding.name()),
        }
    }

    fn decode(&mut self, data: &[u8], last: bool, out: &mut Vec<u8>) {
        match &mut self.state {
            State::Utf8 { pending } => {
                let joined;
                let bytes = if pending.is_empty() {
                    data
                } else {
                    pending.extend_from_slice(data);
                    joined = std::mem::take(pending);
                    &joined[..]
                };
                match std::str::from_utf8(bytes) {
                    Ok(_) => out.extend_from_slice(bytes),
                    Err(err) => {
                        let valid = err.valid_up_to();
                        let rest = &bytes[valid..];
                        if err.error_len().is_none() && !last && rest.len() < UTF8_LONGEST {
                            out.extend_from_slice(&bytes[..valid]);
                            pending.extend_from_slice(rest);
                            return;
                        }
                        // Pairs of legacy bytes often pass for UTF-8 (GBK's 谢 is UTF-8's
                        // л), so the chunk is decoded from its first byte that is not ASCII.
                        let start = bytes.iter().position(|b| !b.is_ascii()).unwrap_or(valid);
                        out.extend_from_slice(&bytes[..start]);
                        let rest = &bytes[start..];
                        let encoding = guess(rest);
                        let mut decoder = encoding.new_decoder_without_bom_handling();
                        decode_into(&mut decoder, rest, last, out);
                        self.state = State::Legacy { decoder, encoding };
                    }
                }
            }
            State::Legacy { decoder, .. } => decode_into(decoder, data, last, out),
        }
    }
}

/// The legacy encoding `bytes` (which are not UTF-8) are most likely in.
fn guess(bytes: &[u8]) -> &'static Encoding {
    let mut detector = EncodingDetector::new(Iso2022JpDetection::Deny);
    detector.feed(bytes, true);
    detector.guess(None, Utf8Detection::Deny)
}

fn decode_into(decoder: &mut Decoder, bytes: &[u8], last: bool, out: &mut Vec<u8>) {
    let mut text = String::with_capacity(
        decoder
            .max_utf8_buffer_length(bytes.len())
            .unwrap_or(bytes.len() * 3),
    );
    // The capacity is the decoder's own bound, so one call decodes everything.
    let _ = decoder.decode_to_string(bytes, &mut text, last);
    out.extend_from_slice(text.as_bytes());
}

/// `bytes` as UTF-8: decoded from the legacy encoding they are most likely in when they
/// are not UTF-8, with that encoding's name.
pub fn to_utf8(bytes: &[u8]) -> (Vec<u8>, Option<&'static str>) {
    let mut stream = Utf8Stream::default();
    let mut out = Vec::with_capacity(bytes.len());
    stream.push(bytes, &mut out);
    stream.finish(&mut out);
    (out, stream.encoding())
}

#[cfg(test)]
mod tests {
    use super::*;

    fn encoded(encoding: &'static Encoding, text: &str) -> Vec<u8> {
        encoding.encode(text).0.into_owned()
    }

    #[test]
    fn utf8_passes_through_even_split_inside_a_character() {
        let text = "Flipped cards: 10♥ 7♣ — 请输入\n".as_bytes();
        for cut in 0..text.len() {
            let mut stream = Utf8Stream::default();
            let mut out = Vec::new();
            stream.push(&text[..cut], &mut out);
            stream.push(&text[cut..], &mut out);
            stream.finish(&mut out);
            assert_eq!(out, text, "cut at {cut}");
            assert_eq!(stream.encoding(), None);
        }
    }

    #[test]
    fn gbk_windows_1252_and_shift_jis_are_decoded() {
        let cases = [
            (
                encoding_rs::GBK,
                "请输入第一张牌的位置：\n您的得分是 3 分。\n",
            ),
            (
                encoding_rs::WINDOWS_1252,
                "Entrez la première carte, s'il vous plaît : \nVous avez gagné !\n",
            ),
            (
                encoding_rs::SHIFT_JIS,
                "最初のカードを選んでください：\nあなたの勝ちです。\n",
            ),
        ];
        for (encoding, text) in cases {
            let (out, name) = to_utf8(&encoded(encoding, text));
            assert_eq!(String::from_utf8(out).unwrap(), text, "{}", encoding.name());
            assert!(name.is_some(), "{}", encoding.name());
        }
    }

    #[test]
    fn ascii_before_the_first_legacy_byte_is_kept_and_chunks_decode_alike() {
        let mut bytes = b"Welcome to Concentration\n".to_vec();
        bytes.extend(encoded(encoding_rs::GBK, "请输入第一张牌的位置：\n"));
        let (whole, _) = to_utf8(&bytes);
        let mut stream = Utf8Stream::default();
        let mut out = Vec::new();
        let cut = bytes.len() - 5;
        stream.push(&bytes[..cut], &mut out);
        stream.push(&bytes[cut..], &mut out);
        stream.finish(&mut out);
        assert_eq!(out, whole);
        assert!(String::from_utf8(whole).unwrap().starts_with("Welcome to"));
    }

    #[test]
    fn legacy_bytes_that_pass_for_utf8_are_decoded_with_the_rest() {
        // 谢谢使 in GBK is also the UTF-8 of ллʹ; 用 is not UTF-8.
        let text = "Your choice: 谢谢使用，再见！\n";
        let (out, name) = to_utf8(&encoded(encoding_rs::GBK, text));
        assert_eq!(String::from_utf8(out).unwrap(), text);
        assert_eq!(name, Some("GBK"));
    }

    #[test]
    fn binary_noise_decodes_to_text_without_panicking() {
        let noise: Vec<u8> = (0..=255u8).cycle().take(5000).collect();
        let (out, _) = to_utf8(&noise);
        assert!(std::str::from_utf8(&out).is_ok());
    }
}
