//! A submission's page, `students/<submission>.html`: its score and how it was run, then
//! each case with its verdict and reason in the words `-v` uses. A case that did not pass
//! also shows what the program was given (its input, or the conversation's answers with
//! their questions), the expected events beside the program's, aligned, with the first
//! difference marked, the program's transcript around that difference with a link to the
//! whole of it, the outcomes of chance it showed, its findings and its standard error.

use std::fmt::Write as _;
use std::path::Path;

use crate::conversation::Record;
use crate::grade::cases::GradedCase;
use crate::grade::compare::Mismatch;
use crate::grade::report::{folder_name, kept_transcript, percent_text, plural, transcript_path};
use crate::grade::verdict::{CaseResult, Verdict};
use crate::grade::{Gradebook, Graded, score_text};
use crate::html::{LINE_CHARS_SHOWN, anchor, base64, href, line, page, text};

/// Rows of the aligned view shown at most; the rest are in the whole transcript and
/// results.json.
const ROWS_SHOWN: usize = 120;

/// Lines of the transcript shown before and after the first difference.
const AROUND: usize = 20;

/// The page of `graded`, whose transcripts are in `folder` (the report's).
pub fn page_of(gradebook: &Gradebook, graded: &Graded, folder: &Path) -> String {
    let mut body = String::new();
    body.push_str("<p><a href=\"../index.html\">← the class</a></p>\n");
    let verdict_class = if graded.passed_all() { "pass" } else { "fail" };
    let _ = writeln!(
        body,
        "<h1><span class=\"{verdict_class}\">{}</span>: {} of {} ({})</h1>",
        text(&graded.id),
        text(&score_text(gradebook.score(graded))),
        gradebook.max_score(),
        text(&percent_text(gradebook.percent(graded))),
    );
    body.push_str("<ul>\n");
    if let Some(how) = &graded.how {
        let _ = writeln!(body, "<li>run as: {}</li>", text(how));
    }
    let readings = super::class::other_readings(gradebook, graded);
    if !readings.is_empty() {
        let _ = writeln!(body, "<li>reads the spec as {}</li>", text(&readings));
    }
    for finding in graded.findings() {
        let _ = writeln!(body, "<li>{}</li>", text(&finding));
    }
    let _ = writeln!(
        body,
        "<li>folder: <span class=\"mono\">{}</span></li>",
        text(&graded.path.display().to_string())
    );
    body.push_str("</ul>\n");

    body.push_str("<div class=\"scroll\"><table>\n<thead><tr><th>case</th><th>verdict</th><th>why</th></tr></thead>\n<tbody>\n");
    for result in &graded.results {
        let _ = writeln!(
            body,
            "<tr><td class=\"mono\"><a href=\"#{}\">{}</a></td><td class=\"{}\">{}</td><td>{}</td></tr>",
            case_anchor(&result.case),
            text(&result.case),
            verdict_class_of(result.verdict),
            result.verdict,
            text(&first_line(&reason(result))),
        );
    }
    body.push_str("</tbody></table></div>\n");

    // As under -v: a submission that never ran has one reason for every case, said once.
    let first = graded.results.first();
    let same_everywhere = first.is_some_and(|first| {
        graded.results.len() > 1
            && (graded.results.iter()).all(|r| {
                r.verdict == first.verdict && r.detail == first.detail && r.mismatch.is_none()
            })
    });
    if let Some(first) = first.filter(|first| same_everywhere && first.verdict != Verdict::Pass) {
        let _ = writeln!(
            body,
            "<h2>every case: <span class=\"{}\">{}</span></h2>",
            verdict_class_of(first.verdict),
            first.verdict
        );
        detail(&first.detail, &mut body);
    }
    for (case, result) in gradebook.cases.iter().zip(&graded.results) {
        case_section(case, result, graded, folder, !same_everywhere, &mut body);
    }
    let script = body.contains(" data-gz=\"").then_some(WHOLE_TRANSCRIPT);
    page(&format!("{}: {}", graded.id, gradebook.game), &body, script)
}

fn verdict_class_of(verdict: Verdict) -> &'static str {
    match verdict {
        Verdict::Pass => "pass",
        Verdict::NotJudged => "other",
        _ => "fail",
    }
}

fn case_anchor(case: &str) -> String {
    format!("case-{}", anchor(case))
}

fn first_line(text: &str) -> String {
    text.lines().next().unwrap_or_default().to_string()
}

/// The one-line reason, as `-v` gives it: a wrong output's first difference, else its
/// detail.
fn reason(result: &CaseResult) -> String {
    if result.verdict == Verdict::Pass {
        return String::new();
    }
    match &result.mismatch {
        Some(mismatch) if result.verdict == Verdict::WrongOutput && result.findings.is_empty() => {
            mismatch.summary().trim_end().to_string()
        }
        _ => result.detail.clone(),
    }
}

/// A reason: a paragraph, or line by line when it has several (a build error's reason is
/// the compiler's messages).
fn detail(detail: &str, body: &mut String) {
    if !detail.contains('\n') {
        let _ = writeln!(body, "<p>{}</p>", text(detail));
        return;
    }
    body.push_str("<pre>");
    for raw in detail.lines() {
        let _ = writeln!(body, "{}", line(raw));
    }
    body.push_str("</pre>\n");
}

fn case_section(
    case: &GradedCase,
    result: &CaseResult,
    graded: &Graded,
    folder: &Path,
    with_detail: bool,
    body: &mut String,
) {
    let id = case_anchor(&result.case);
    let agreed = result.events.map_or(String::new(), |count| {
        format!(" ({} of {} events agreed)", count.agreed, count.expected)
    });
    let _ = writeln!(
        body,
        "<section id=\"{id}\">\n<h3><span class=\"mono\">{}</span>: <span class=\"{}\">{}</span>{}</h3>",
        text(&result.case),
        verdict_class_of(result.verdict),
        result.verdict,
        text(&agreed),
    );
    let _ = writeln!(body, "<p>{}</p>", text(&case.description));
    if result.verdict == Verdict::Pass {
        body.push_str("</section>\n");
        return;
    }
    // As under -v: a wrong output's reason is its first difference, shown below, unless
    // it broke a rule of the game.
    let first_difference_only = result.verdict == Verdict::WrongOutput
        && result.mismatch.is_some()
        && result.findings.is_empty();
    if with_detail && !result.detail.is_empty() && !first_difference_only {
        detail(&result.detail, body);
    }
    if !result.outcomes.is_empty() || !result.findings.is_empty() {
        body.push_str("<ul>\n");
        for outcome in &result.outcomes {
            let _ = writeln!(
                body,
                "<li>judged with its own chance: {}</li>",
                text(outcome)
            );
        }
        for finding in &result.findings {
            let _ = writeln!(body, "<li>finding: {}</li>", text(&finding.to_string()));
        }
        body.push_str("</ul>\n");
    }
    // A conversation's answers are the program's own; a scripted case's input is every
    // student's, on the case's page.
    let input_line = match &result.conversation {
        Some(conversation) => {
            conversation_list(conversation, &id, body);
            format!("#{id}-input-")
        }
        None => {
            let page = super::case_href(&case.name);
            let count = String::from_utf8_lossy(&case.input).lines().count();
            let _ = writeln!(
                body,
                "<p><a href=\"../{page}\">its input: {count} line{}</a></p>",
                plural(count)
            );
            format!("../{page}#line-")
        }
    };
    if let Some(mismatch) = &result.mismatch {
        let _ = writeln!(
            body,
            "<p id=\"{id}-first\">{}</p>",
            linked_input_lines(&text(mismatch.summary().trim_end()), &input_line)
        );
        aligned(mismatch, &id, body);
    }
    transcript(graded, result, &id, folder, body);
    if let Some(stderr) = &result.stderr {
        body.push_str("<h4>standard error</h4>\n<pre>");
        for raw in stderr.lines() {
            let _ = writeln!(body, "{}", line(raw));
        }
        body.push_str("</pre>\n");
    }
    body.push_str("</section>\n");
}

/// `html` with each `input line N` a link to that line of the input: `to` followed by N.
fn linked_input_lines(html: &str, to: &str) -> String {
    const PHRASE: &str = "input line ";
    let mut out = String::with_capacity(html.len() + 64);
    let mut rest = html;
    while let Some(at) = rest.find(PHRASE) {
        let after = &rest[at + PHRASE.len()..];
        let digits = after.chars().take_while(char::is_ascii_digit).count();
        out.push_str(&rest[..at]);
        if digits == 0 {
            out.push_str(PHRASE);
        } else {
            let number = &after[..digits];
            let _ = write!(out, "<a href=\"{to}{number}\">{PHRASE}{number}</a>");
        }
        rest = &after[digits..];
    }
    out.push_str(rest);
    out
}

/// A conversation as `-v` says it, then each answer with the last line of its question.
fn conversation_list(conversation: &Record, id: &str, body: &mut String) {
    let count = conversation.exchanges.len();
    let _ = writeln!(
        body,
        "<details><summary>conversation: {count} answer{}, each with its question</summary>\n<ol class=\"transcript\">",
        plural(count)
    );
    for (index, exchange) in conversation.exchanges.iter().enumerate() {
        let number = index + 1;
        let question = exchange.question.lines().last().unwrap_or_default();
        let _ = writeln!(
            body,
            "<li id=\"{id}-input-{number}\"><span class=\"number\">{number}</span>{} <span class=\"answer\">{}</span></li>",
            line(question),
            line(&exchange.answer),
        );
    }
    body.push_str("</ol></details>\n");
    if let Some(stopped) = &conversation.stopped {
        let _ = writeln!(
            body,
            "<p>the conversation stopped: {}</p>",
            text(&stopped.explain())
        );
    }
    if !conversation.unmet.is_empty() {
        let _ = writeln!(
            body,
            "<p>goals its deal did not allow: {}</p>",
            text(&conversation.unmet.join(", "))
        );
    }
}

/// One row of the aligned view.
struct Row<'a> {
    expected: Option<(usize, &'a str)>,
    actual: Option<(usize, &'a str)>,
    changed: bool,
}

/// The diff's two sides in two columns, the expected on the left, each removed line beside
/// the added one it was replaced with; the first changed row marked.
fn aligned(mismatch: &Mismatch, id: &str, body: &mut String) {
    let mut rows: Vec<Option<Row>> = Vec::new();
    let (mut left, mut right) = (1usize, 1usize);
    let mut removed: Vec<(usize, &str)> = Vec::new();
    let mut added: Vec<(usize, &str)> = Vec::new();
    for raw in mismatch.diff.lines() {
        if raw.starts_with("--- ") || raw.starts_with("+++ ") {
            continue;
        }
        if let Some(header) = raw.strip_prefix("@@ ") {
            pair(&mut rows, &mut removed, &mut added);
            let mut numbers = header.split_whitespace();
            let start = |field: Option<&str>| {
                field
                    .and_then(|f| f.get(1..))
                    .and_then(|f| f.split(',').next())
                    .and_then(|n| n.parse::<usize>().ok())
                    .unwrap_or(1)
            };
            left = start(numbers.next());
            right = start(numbers.next());
            rows.push(None);
            continue;
        }
        match raw.as_bytes().first() {
            Some(b'-') => {
                removed.push((left, &raw[1..]));
                left += 1;
            }
            Some(b'+') => {
                added.push((right, &raw[1..]));
                right += 1;
            }
            _ => {
                pair(&mut rows, &mut removed, &mut added);
                let content = raw.get(1..).unwrap_or_default();
                rows.push(Some(Row {
                    expected: Some((left, content)),
                    actual: Some((right, content)),
                    changed: false,
                }));
                left += 1;
                right += 1;
            }
        }
    }
    pair(&mut rows, &mut removed, &mut added);
    if rows.iter().all(Option::is_none) {
        return;
    }
    body.push_str("<div class=\"scroll\"><table class=\"side mono\">\n<thead><tr><th class=\"number\"></th><th>expected</th><th class=\"number\"></th><th>the program</th></tr></thead>\n<tbody>\n");
    let mut first = true;
    let total = rows.len();
    for row in rows.iter().take(ROWS_SHOWN) {
        let Some(row) = row else {
            body.push_str("<tr><td class=\"number\">…</td><td></td><td class=\"number\">…</td><td></td></tr>\n");
            continue;
        };
        let mut classes = Vec::new();
        if row.expected.is_some() && row.changed {
            classes.push("removed");
        }
        if row.actual.is_some() && row.changed {
            classes.push("added");
        }
        let mut attributes = String::new();
        if row.changed && first {
            first = false;
            classes.push("first");
            let _ = write!(attributes, " id=\"{id}-difference\"");
        }
        let cell = |side: Option<(usize, &str)>, class: &str| match side {
            Some((number, content)) => format!(
                "<td class=\"number\">{number}</td><td class=\"{class}\">{}</td>",
                line(content)
            ),
            None => format!("<td class=\"number\"></td><td class=\"{class}\"></td>"),
        };
        let _ = writeln!(
            body,
            "<tr class=\"{}\"{attributes}>{}{}</tr>",
            classes.join(" "),
            cell(row.expected, "expected"),
            cell(row.actual, "actual"),
        );
    }
    body.push_str("</tbody></table></div>\n");
    if total > ROWS_SHOWN {
        let _ = writeln!(
            body,
            "<p class=\"cut\">{} more rows: the whole diff is in results.json</p>",
            total - ROWS_SHOWN
        );
    }
}

/// Rows for the removed lines beside the added ones that replaced them.
fn pair<'a>(
    rows: &mut Vec<Option<Row<'a>>>,
    removed: &mut Vec<(usize, &'a str)>,
    added: &mut Vec<(usize, &'a str)>,
) {
    let count = removed.len().max(added.len());
    for index in 0..count {
        rows.push(Some(Row {
            expected: removed.get(index).copied(),
            actual: added.get(index).copied(),
            changed: true,
        }));
    }
    removed.clear();
    added.clear();
}

/// The program's transcript around its first difference, numbered, and the whole of it
/// under a fold: packed (the gzip the report folder keeps, in base64), which
/// [`WHOLE_TRANSCRIPT`] unpacks when the fold is opened. A page carries a failed game in
/// a fifteenth of its size that way; without JavaScript the fold names the file instead.
fn transcript(graded: &Graded, result: &CaseResult, id: &str, folder: &Path, body: &mut String) {
    let Some(kept) = kept_transcript(folder, &graded.id, &result.case) else {
        return;
    };
    let path = transcript_path(folder, &graded.id, &result.case);
    let file = format!(
        "transcripts/{}/{}",
        folder_name(&graded.id),
        path.file_name().unwrap_or_default().to_string_lossy(),
    );
    let shown = String::from_utf8_lossy(&kept.printed);
    let lines: Vec<&str> = shown.lines().collect();
    let at = result.mismatch.as_ref().map(|m| m.actual_line);
    let (from, to) = match at {
        Some(at) => (
            at.saturating_sub(AROUND + 1),
            (at + AROUND).min(lines.len()),
        ),
        None => (lines.len().saturating_sub(2 * AROUND), lines.len()),
    };
    // A transcript short enough to show whole needs no fold.
    let all_shown = from == 0 && to == lines.len();
    if all_shown {
        let _ = writeln!(
            body,
            "<h4>what it printed: {} line{}</h4>\n<ol class=\"transcript\">",
            lines.len(),
            plural(lines.len()),
        );
    } else {
        let _ = writeln!(
            body,
            "<h4>what it printed: lines {} to {to} of {} (<a href=\"#{id}-whole\">the whole transcript</a>)</h4>\n<ol class=\"transcript\">",
            from + 1,
            lines.len(),
        );
    }
    for (index, raw) in lines.iter().enumerate().take(to).skip(from) {
        let number = index + 1;
        let class = if Some(number) == at {
            " class=\"first\""
        } else {
            ""
        };
        let _ = writeln!(
            body,
            "<li{class}><span class=\"number\">{number}</span>{}</li>",
            line(raw)
        );
    }
    body.push_str("</ol>\n");
    if all_shown {
        return;
    }
    let _ = writeln!(
        body,
        "<details id=\"{id}-whole\" data-first=\"{}\" data-cut=\"{LINE_CHARS_SHOWN}\" data-gz=\"{}\"><summary>the whole transcript: {} line{} (<a href=\"../{}\">{}</a>, gzip)</summary>\n<noscript><p>Showing it here takes JavaScript; <span class=\"mono\">zcat</span> prints the file.</p></noscript>\n<ol class=\"transcript\"></ol></details>",
        at.unwrap_or(0),
        base64(&kept.packed),
        lines.len(),
        plural(lines.len()),
        href(&file),
        text(&file),
    );
}

/// The student page's script: unpacks a whole transcript (its `data-gz`) the first time
/// its fold opens, or when the address names it, with the browser's own gzip
/// (`DecompressionStream`), into numbered lines as text, never markup, cut and with
/// control characters shown as pictures as [`crate::html::line`] shows them.
const WHOLE_TRANSCRIPT: &str = r#"
async function unpack(fold) {
  if (fold.dataset.unpacked) return;
  fold.dataset.unpacked = "yes";
  const list = fold.querySelector("ol");
  try {
    const packed = Uint8Array.from(atob(fold.dataset.gz), (c) => c.charCodeAt(0));
    const stream = new Blob([packed]).stream().pipeThrough(new DecompressionStream("gzip"));
    const lines = (await new Response(stream).text()).split("\n");
    if (lines[lines.length - 1] === "") lines.pop();
    const first = Number(fold.dataset.first);
    const items = document.createDocumentFragment();
    lines.forEach((raw, index) => {
      const item = document.createElement("li");
      if (index + 1 === first) item.className = "first";
      const number = document.createElement("span");
      number.className = "number";
      number.textContent = String(index + 1);
      const whole = raw.replace(/\r$/, "");
      const cut = Number(fold.dataset.cut);
      const shown = whole.slice(0, cut).replace(/[\x00-\x08\x0a-\x1f\x7f]/g,
        (c) => c === "\x7f" ? "\u2421" : String.fromCharCode(0x2400 + c.charCodeAt(0)));
      item.append(number, shown);
      if (whole.length > cut) {
        const left = document.createElement("span");
        left.className = "cut";
        left.textContent = " … " + (whole.length - cut) + " more characters";
        item.append(left);
      }
      items.append(item);
    });
    list.append(items);
  } catch (error) {
    list.textContent = "This browser cannot unpack it (" + error + "); zcat prints the file.";
  }
}
for (const fold of document.querySelectorAll("details[data-gz]")) {
  fold.addEventListener("toggle", () => { if (fold.open) unpack(fold); });
}
function named() {
  const fold = document.getElementById(decodeURIComponent(location.hash.slice(1)));
  if (fold && fold.dataset.gz) { fold.open = true; unpack(fold); }
}
window.addEventListener("hashchange", named);
named();
"#;
