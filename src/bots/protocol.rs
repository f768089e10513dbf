//! The frames arbiter and a bot host exchange over two pipes.
//!
//! Every frame has a fixed size and is sent with one `write` (both are far below
//! `PIPE_BUF`, so a frame is never split or interleaved): a request is 91 native-endian
//! `i32`s (364 bytes), a reply 4 (16 bytes). Both ends are the same arbiter binary on the
//! same machine, so there is no versioning and no byte-order question; encoding is a copy
//! into a stack array, with no allocation.
//!
//! ```text
//! request: kind  player  board[0] … board[88]      kind: MOVE or NEW_GAME
//! reply:   kind  value   flags    errno            kind: READY, MOVE, DYING or LOAD_ERROR
//! ```
//!
//! - `NEW_GAME` (no reply): restore the bot's static data to its state after loading.
//!   It is written together with the first `MOVE` of a game, so it costs no round trip.
//! - `MOVE` → `MOVE`: `value` is the bot's answer; `flags` say whether it wrote to the
//!   board ([`WROTE_BOARD`]) and whether the host asks to be replaced ([`RECYCLE`]).
//! - `DYING`, sent unasked by the host's signal handler or `atexit` hook: `value` is the
//!   signal (0 for `exit`), `errno` the error of the bot's last failed call, which tells an
//!   allocation that failed under the memory limit (`ENOMEM`).
//! - `READY` once the library is loaded, or `LOAD_ERROR` followed by `value` bytes of
//!   message.

use std::io::{self, Read, Write};

use crate::games::checkers::rules::BOARD_LEN;

/// `i32`s in a request.
pub const REQUEST_WORDS: usize = 2 + BOARD_LEN;
/// Bytes in a request.
pub const REQUEST_BYTES: usize = 4 * REQUEST_WORDS;
/// Bytes in a reply.
pub const REPLY_BYTES: usize = 16;

/// Request: the bot's answer for `player` on `board`.
pub const MOVE: i32 = 1;
/// Request: a new game starts.
pub const NEW_GAME: i32 = 2;

/// Reply: the library is loaded and the function found.
pub const READY: i32 = 1;
/// Reply kind of an answer (same value as the request, for reading ease).
pub const ANSWER: i32 = MOVE;
/// Reply: the host is about to die.
pub const DYING: i32 = 3;
/// Reply: the library could not be loaded; a message follows.
pub const LOAD_ERROR: i32 = 4;

/// Flag: the bot changed the board it was given, or the cells around it.
pub const WROTE_BOARD: i32 = 1;
/// Flag: the host's memory grew so much over its games that it should be replaced.
pub const RECYCLE: i32 = 2;

/// A request as bytes.
pub type RequestBytes = [u8; REQUEST_BYTES];

/// Encodes a request.
pub fn request(kind: i32, player: i32, board: &[i32; BOARD_LEN]) -> RequestBytes {
    let mut bytes = [0; REQUEST_BYTES];
    let words = [kind, player].into_iter().chain(board.iter().copied());
    for (chunk, word) in bytes.chunks_exact_mut(4).zip(words) {
        chunk.copy_from_slice(&word.to_ne_bytes());
    }
    bytes
}

/// A decoded request.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Request {
    pub kind: i32,
    pub player: i32,
    pub board: [i32; BOARD_LEN],
}

/// Decodes a request.
pub fn decode_request(bytes: &RequestBytes) -> Request {
    let mut words = [0i32; REQUEST_WORDS];
    for (word, chunk) in words.iter_mut().zip(bytes.chunks_exact(4)) {
        *word = i32::from_ne_bytes([chunk[0], chunk[1], chunk[2], chunk[3]]);
    }
    let mut board = [0; BOARD_LEN];
    board.copy_from_slice(&words[2..]);
    Request {
        kind: words[0],
        player: words[1],
        board,
    }
}

/// A reply.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Reply {
    pub kind: i32,
    pub value: i32,
    pub flags: i32,
    pub errno: i32,
}

impl Reply {
    /// The reply as bytes.
    pub fn encode(&self) -> [u8; REPLY_BYTES] {
        let mut bytes = [0; REPLY_BYTES];
        for (chunk, word) in bytes
            .chunks_exact_mut(4)
            .zip([self.kind, self.value, self.flags, self.errno])
        {
            chunk.copy_from_slice(&word.to_ne_bytes());
        }
        bytes
    }

    /// Decodes a reply.
    pub fn decode(bytes: &[u8; REPLY_BYTES]) -> Reply {
        let word = |i: usize| {
            i32::from_ne_bytes([
                bytes[4 * i],
                bytes[4 * i + 1],
                bytes[4 * i + 2],
                bytes[4 * i + 3],
            ])
        };
        Reply {
            kind: word(0),
            value: word(1),
            flags: word(2),
            errno: word(3),
        }
    }
}

/// Reads exactly `buf.len()` bytes; `Ok(false)` at end of file before the first byte.
/// A frame cut short by end of file is an error.
pub fn read_frame(source: &mut impl Read, buf: &mut [u8]) -> io::Result<bool> {
    let mut filled = 0;
    while filled < buf.len() {
        match source.read(&mut buf[filled..]) {
            Ok(0) if filled == 0 => return Ok(false),
            Ok(0) => {
                return Err(io::Error::new(
                    io::ErrorKind::UnexpectedEof,
                    "a frame was cut short",
                ));
            }
            Ok(n) => filled += n,
            Err(err) if err.kind() == io::ErrorKind::Interrupted => {}
            Err(err) => return Err(err),
        }
    }
    Ok(true)
}

/// Writes a whole frame.
pub fn write_frame(sink: &mut impl Write, bytes: &[u8]) -> io::Result<()> {
    sink.write_all(bytes)
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::games::checkers::rules::Board;

    #[test]
    fn requests_round_trip() {
        let board = *Board::initial().as_array();
        let bytes = request(MOVE, 2, &board);
        assert_eq!(bytes.len(), 364);
        assert_eq!(
            decode_request(&bytes),
            Request {
                kind: MOVE,
                player: 2,
                board
            }
        );
    }

    #[test]
    fn replies_round_trip() {
        let reply = Reply {
            kind: ANSWER,
            value: -7,
            flags: WROTE_BOARD | RECYCLE,
            errno: 12,
        };
        assert_eq!(Reply::decode(&reply.encode()), reply);
    }

    #[test]
    fn frames_are_read_whole_or_not_at_all() {
        let mut buf = [0u8; 4];
        let mut empty: &[u8] = &[];
        assert!(!read_frame(&mut empty, &mut buf).unwrap());
        let mut short: &[u8] = &[1, 2];
        assert!(read_frame(&mut short, &mut buf).is_err());
        let mut whole: &[u8] = &[1, 2, 3, 4, 5];
        assert!(read_frame(&mut whole, &mut buf).unwrap());
        assert_eq!(buf, [1, 2, 3, 4]);
    }
}
