//! The frame every page of the HTML reports shares (grading's, [`crate::grade::report::html`],
//! and a tournament's, [`crate::tournament::html`]), and the one way text gets into it.
//!
//! Everything a submission printed is text to show, never markup: [`text`] escapes the five
//! characters HTML gives a meaning to and shows control characters as pictures (an escape
//! sequence cannot colour or move anything), and [`line`] cuts a line of a megabyte to
//! what a page can hold, saying how much it left out. Pages carry their style inline and
//! fetch nothing, so that they open from disk (`file://`) with no network; the little
//! scripts (the class table's sorting, the board viewer's stepping, unpacking a whole
//! transcript) are inline too, and a page reads without them.

use std::fmt::Write as _;

/// The most characters of one line a page shows.
pub const LINE_CHARS_SHOWN: usize = 2_000;

/// `raw` as HTML text: escaped, with control characters (but the tab) as pictures.
pub fn text(raw: &str) -> String {
    let mut out = String::with_capacity(raw.len() + raw.len() / 8);
    for ch in raw.chars() {
        match ch {
            '&' => out.push_str("&amp;"),
            '<' => out.push_str("&lt;"),
            '>' => out.push_str("&gt;"),
            '"' => out.push_str("&quot;"),
            '\'' => out.push_str("&#39;"),
            '\t' | '\n' => out.push(ch),
            _ => out.push(picture(ch).unwrap_or(ch)),
        }
    }
    out
}

/// The picture of a control character (`␛` for escape), as a terminal report shows it.
fn picture(ch: char) -> Option<char> {
    match ch {
        '\u{0}'..='\u{1f}' => char::from_u32(0x2400 + ch as u32),
        '\u{7f}' => Some('\u{2421}'),
        '\u{80}'..='\u{9f}' => Some('\u{fffd}'),
        _ => None,
    }
}

/// One line of a submission's output, cut to [`LINE_CHARS_SHOWN`] characters, as HTML.
pub fn line(raw: &str) -> String {
    let raw = raw.strip_suffix('\n').unwrap_or(raw);
    let raw = raw.strip_suffix('\r').unwrap_or(raw);
    match raw.char_indices().nth(LINE_CHARS_SHOWN) {
        None => text(raw),
        Some((at, _)) => {
            let left = raw[at..].chars().count();
            format!(
                "{}<span class=\"cut\"> … {left} more characters</span>",
                text(&raw[..at])
            )
        }
    }
}

/// A fragment of a page's address (`id`) made from a name: letters, digits, `-` and `_`
/// kept, anything else as `-`.
pub fn anchor(name: &str) -> String {
    name.chars()
        .map(|ch| match ch {
            'a'..='z' | 'A'..='Z' | '0'..='9' | '-' | '_' => ch,
            _ => '-',
        })
        .collect()
}

/// A file name in an address: each byte that is not plainly safe, percent-encoded.
pub fn href(path: &str) -> String {
    let mut out = String::with_capacity(path.len());
    for byte in path.bytes() {
        match byte {
            b'a'..=b'z' | b'A'..=b'Z' | b'0'..=b'9' | b'-' | b'_' | b'.' | b'/' => {
                out.push(byte as char)
            }
            _ => {
                let _ = write!(out, "%{byte:02X}");
            }
        }
    }
    out
}

/// `bytes` in base64 (RFC 4648, padded), as a page carries data a script unpacks.
pub fn base64(bytes: &[u8]) -> String {
    const ALPHABET: &[u8; 64] = b"ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/";
    let mut out = String::with_capacity(bytes.len().div_ceil(3) * 4);
    for chunk in bytes.chunks(3) {
        let group = chunk
            .iter()
            .enumerate()
            .fold(0u32, |group, (index, &byte)| {
                group | u32::from(byte) << (16 - 8 * index)
            });
        for index in 0..4 {
            if index <= chunk.len() {
                out.push(ALPHABET[(group >> (18 - 6 * index) & 63) as usize] as char);
            } else {
                out.push('=');
            }
        }
    }
    out
}

/// The style of every page: readable at a laptop's width and a phone's, wide tables and
/// transcripts scrolling inside their own box.
const STYLE: &str = r#"
:root { --pass: #1a7f37; --fail: #cf222e; --other: #9a6700; --line: #d0d7de; --soft: #f6f8fa; }
* { box-sizing: border-box; }
body { font: 15px/1.45 system-ui, -apple-system, "Segoe UI", sans-serif; margin: 0 auto;
  max-width: 1200px; padding: 1rem; color: #1f2328; }
h1 { font-size: 1.5rem; margin: .2rem 0 .6rem; }
h2 { font-size: 1.2rem; margin: 1.6rem 0 .4rem; border-bottom: 1px solid var(--line); }
h3 { font-size: 1.05rem; margin: 1.2rem 0 .3rem; }
a { color: #0969da; }
.scroll { overflow-x: auto; max-width: 100%; }
table { border-collapse: collapse; margin: .4rem 0; }
th, td { border: 1px solid var(--line); padding: .2rem .5rem; text-align: left; vertical-align: top; }
th { background: var(--soft); }
td.number, th.number { text-align: right; font-variant-numeric: tabular-nums; }
th button { font: inherit; font-weight: bold; border: 0; background: none; padding: 0; cursor: pointer; }
.pass { color: var(--pass); font-weight: 600; }
.fail { color: var(--fail); font-weight: 600; }
.other { color: var(--other); font-weight: 600; }
pre, .mono { font: 13px/1.35 ui-monospace, "SFMono-Regular", Menlo, Consolas, monospace; }
pre { background: var(--soft); border: 1px solid var(--line); padding: .5rem; margin: .3rem 0;
  overflow-x: auto; white-space: pre; }
.heading { list-style: none; padding: 0; margin: 0; }
.bar { background: var(--soft); border: 1px solid var(--line); min-width: 8rem; height: 1.1rem; position: relative; }
.bar span { display: block; height: 100%; background: #4c9a6a; }
.bars td.number, .bars td.mono { white-space: nowrap; }
.histogram { display: flex; align-items: flex-end; gap: 4px; height: 140px; padding: .3rem;
  border-bottom: 1px solid var(--line); max-width: 640px; }
.histogram div { flex: 1; background: #4c9a6a; min-height: 1px; position: relative; }
.histogram div span { position: absolute; top: -1.2rem; width: 100%; text-align: center; font-size: 12px; }
.labels { display: flex; gap: 4px; max-width: 640px; padding: 0 .3rem; font-size: 12px; }
.labels span { flex: 1; text-align: center; }
table.side { width: 100%; table-layout: fixed; }
table.side td { padding: 0 .4rem; white-space: pre-wrap; word-break: break-all; }
table.side th.number, table.side td.number { width: 3.5rem; color: #57606a; white-space: nowrap; }
tr.removed td.expected { background: #ffebe9; }
tr.added td.actual { background: #dafbe1; }
tr.first td { outline: 2px solid var(--fail); }
table.side tr.match td:not(.number) { background: #fff8c5; }
ol.transcript { list-style: none; padding: .5rem; margin: .3rem 0; background: var(--soft);
  border: 1px solid var(--line); overflow-x: auto; }
ol.transcript li { white-space: pre; }
ol.transcript li .number { display: inline-block; width: 4rem; color: #57606a; user-select: none; }
ol.transcript li.first { background: #ffebe9; }
.cut { color: #57606a; font-style: italic; }
.answer { color: #0969da; font-weight: 600; }
:target { background: #fff8c5; }
td.about { min-width: 16rem; }
.cross td.won { background: #dafbe1; } .cross td.lost { background: #ffebe9; }
.cross td.even { background: #fff8c5; } .cross td.self { color: #8c959f; }
pre.board { display: inline-block; font-size: 16px; line-height: 1.25; }
#controls { margin: .5rem 0; } #controls button { font-size: 1.1rem; min-width: 2.4rem; }
@media (max-width: 700px) { body { padding: .5rem; font-size: 14px; } h1 { font-size: 1.25rem; }
  table.side th.number, table.side td.number { width: 2.2rem; padding: 0 .2rem; } }
"#;

/// A whole page: its title, its body, and, when given, an inline script.
pub fn page(title: &str, body: &str, script: Option<&str>) -> String {
    let mut html = String::with_capacity(body.len() + STYLE.len() + 512);
    html.push_str("<!DOCTYPE html>\n<html lang=\"en\">\n<head>\n<meta charset=\"utf-8\">\n");
    html.push_str("<meta name=\"viewport\" content=\"width=device-width, initial-scale=1\">\n");
    // Nothing is fetched: no address outside the folder, no script but the page's own.
    html.push_str(
        "<meta http-equiv=\"Content-Security-Policy\" content=\"default-src 'none'; style-src 'unsafe-inline'; script-src 'unsafe-inline'; img-src 'self' data:\">\n",
    );
    let _ = writeln!(html, "<title>{}</title>", text(title));
    let _ = writeln!(html, "<style>{STYLE}</style>\n</head>\n<body>");
    html.push_str(body);
    if let Some(script) = script {
        let _ = writeln!(html, "<script>{script}</script>");
    }
    html.push_str("</body>\n</html>\n");
    html
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn markup_and_control_characters_are_only_text() {
        assert_eq!(
            text("<script>alert('x')</script> & \"</pre>\""),
            "&lt;script&gt;alert(&#39;x&#39;)&lt;/script&gt; &amp; &quot;&lt;/pre&gt;&quot;"
        );
        assert_eq!(text("\u{1b}[31mred\u{1b}[0m"), "␛[31mred␛[0m");
        assert_eq!(text("a\tb"), "a\tb");
    }

    #[test]
    fn a_long_line_is_cut_and_says_how_much_is_left() {
        let long = "x".repeat(LINE_CHARS_SHOWN + 5) + "\n";
        let shown = line(&long);
        assert!(shown.starts_with(&"x".repeat(LINE_CHARS_SHOWN)));
        assert!(shown.ends_with(" … 5 more characters</span>"), "{shown}");
        assert_eq!(line("short\r\n"), "short");
    }

    #[test]
    fn base64_is_the_standard_one() {
        // RFC 4648's test vectors.
        for (raw, encoded) in [
            ("", ""),
            ("f", "Zg=="),
            ("fo", "Zm8="),
            ("foo", "Zm9v"),
            ("foob", "Zm9vYg=="),
            ("fooba", "Zm9vYmE="),
            ("foobar", "Zm9vYmFy"),
        ] {
            assert_eq!(base64(raw.as_bytes()), encoded);
        }
        assert_eq!(base64(&[0xff, 0xfe, 0x00]), "//4A");
    }

    #[test]
    fn names_become_anchors_and_addresses_that_stay_in_the_folder() {
        assert_eq!(anchor("crazy-eights/demo games"), "crazy-eights-demo-games");
        assert_eq!(href("students/a b\"<.html"), "students/a%20b%22%3C.html");
    }
}
