//! `grades.csv`: one row per student, ready for a gradebook import.
//!
//! Columns: `id`, `score`, `max`, `percent` (two decimals, no `%` sign), `comparison` (the
//! options used, the same on every row, so the file says how it was graded), and
//! `findings` (what was found of the submission as a whole, `; ` between two; mostly
//! empty). Fields
//! are quoted as RFC 4180 says when they hold a comma, a quote, a line break, or spaces at
//! either end, so that any folder name survives; rows end with CRLF, as the RFC has them.
//! A field that begins with `=`, `+`, `-`, `@`, a tab or a carriage return gets a `'` in
//! front, as OWASP recommends against formula injection: a spreadsheet would otherwise run
//! a student id such as `=cmd|' /C calc'!A0` as a formula.

use crate::grade::{Gradebook, score_text};

/// The text of `grades.csv`.
pub fn grades(gradebook: &Gradebook) -> String {
    let compared = gradebook.comparison.to_string();
    let mut text = String::from("id,score,max,percent,comparison,findings\r\n");
    for graded in &gradebook.submissions {
        let fields = [
            graded.id.clone(),
            score_text(gradebook.score(graded)),
            gradebook.max_score().to_string(),
            format!("{:.2}", gradebook.percent(graded)),
            compared.clone(),
            graded.findings().join("; "),
        ];
        let quoted: Vec<String> = fields.iter().map(|field| quote(field)).collect();
        text.push_str(&quoted.join(","));
        text.push_str("\r\n");
    }
    text
}

/// A field as RFC 4180 writes it, neutralised against formulas.
pub fn quote(field: &str) -> String {
    let neutral;
    let field = if field.starts_with(['=', '+', '-', '@', '\t', '\r']) {
        neutral = format!("'{field}");
        neutral.as_str()
    } else {
        field
    };
    let needs_quotes =
        field.contains([',', '"', '\n', '\r']) || field.starts_with(' ') || field.ends_with(' ');
    if needs_quotes {
        format!("\"{}\"", field.replace('"', "\"\""))
    } else {
        field.to_string()
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn fields_are_quoted_only_when_needed() {
        assert_eq!(quote("alice"), "alice");
        assert_eq!(quote("O'Brien, Pat"), "\"O'Brien, Pat\"");
        assert_eq!(quote("say \"hi\""), "\"say \"\"hi\"\"\"");
        assert_eq!(quote("two\nlines"), "\"two\nlines\"");
        assert_eq!(quote(" padded"), "\" padded\"");
    }

    #[test]
    fn fields_that_a_spreadsheet_would_run_are_neutralised() {
        assert_eq!(quote("=cmd|calc!A0"), "'=cmd|calc!A0");
        assert_eq!(quote("+1"), "'+1");
        assert_eq!(quote("-2+3"), "'-2+3");
        assert_eq!(quote("@SUM(A1)"), "'@SUM(A1)");
        assert_eq!(quote("\tx"), "'\tx");
        assert_eq!(quote("=a,b"), "\"'=a,b\"");
        assert_eq!(quote("12.50"), "12.50");
        assert_eq!(quote("a=b"), "a=b");
    }
}
