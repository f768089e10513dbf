//! The class page, `index.html`: what was graded and how (the heading `grade` prints), the
//! scores as a histogram, each case's pass rate, and one sortable row per submission with
//! a link to its page.

use std::fmt::Write as _;

use crate::grade::report::{percent_text, plural, terminal};
use crate::grade::verdict::Verdict;
use crate::grade::{Gradebook, score_text};
use crate::html::{href, page, text};

/// Sorts the class table by the column whose button was pressed, by each cell's
/// `data-sort`: numbers as numbers; pressed again, the other way. Without it the table
/// reads in the order `grade` printed it.
const SORT_SCRIPT: &str = r#"
document.querySelectorAll("table.sortable").forEach(function (table) {
  table.querySelectorAll("th button").forEach(function (button, column) {
    button.addEventListener("click", function () {
      var body = table.tBodies[0];
      var rows = Array.prototype.slice.call(body.rows);
      var down = button.getAttribute("data-down") !== "1";
      table.querySelectorAll("th button").forEach(function (b) { b.removeAttribute("data-down"); });
      if (down) button.setAttribute("data-down", "1");
      rows.sort(function (a, b) {
        var x = a.cells[column].getAttribute("data-sort"), y = b.cells[column].getAttribute("data-sort");
        var nx = parseFloat(x), ny = parseFloat(y);
        var order = (!isNaN(nx) && !isNaN(ny)) ? nx - ny : x.localeCompare(y);
        return down ? -order : order;
      });
      rows.forEach(function (row) { body.appendChild(row); });
    });
  });
});
"#;

/// The page of a submission, relative to the class page.
pub fn student_href(id: &str) -> String {
    format!(
        "students/{}.html",
        href(&crate::grade::report::folder_name(id))
    )
}

/// The class page.
pub fn page_of(gradebook: &Gradebook) -> String {
    let mut body = String::new();
    let _ = writeln!(
        body,
        "<h1>{}: {}</h1>",
        text(&gradebook.game),
        text(terminal::closing(gradebook).trim())
    );
    body.push_str("<ul class=\"heading\">\n");
    for line in terminal::heading(gradebook).lines() {
        let _ = writeln!(body, "<li>{}</li>", text(line));
    }
    body.push_str("</ul>\n");
    let readings = terminal::readings(gradebook);
    let warnings = &gradebook.warnings;
    if !readings.is_empty() || !warnings.is_empty() {
        body.push_str("<h2>Found across the class</h2>\n<ul>\n");
        for line in readings.lines().chain(warnings.iter().map(String::as_str)) {
            let _ = writeln!(body, "<li>{}</li>", text(line));
        }
        body.push_str("</ul>\n");
    }
    if let Some((similarity, _)) = &gradebook.similarity {
        let shown = similarity.shown().count();
        let _ = writeln!(
            body,
            "<p><a href=\"similarity.html\">Similar submissions</a>: {shown} pair{} at or above {}</p>",
            plural(shown),
            crate::similar::report::percent(similarity.options.threshold),
        );
    }
    histogram(gradebook, &mut body);
    pass_rates(gradebook, &mut body);
    submissions(gradebook, &mut body);
    page(
        &format!("{}: grades", gradebook.game),
        &body,
        Some(SORT_SCRIPT),
    )
}

/// The scores in ten bars of ten percent (the last holds 100%).
fn histogram(gradebook: &Gradebook, body: &mut String) {
    let mut bins = [0usize; 10];
    for graded in &gradebook.submissions {
        let percent = gradebook.percent(graded).clamp(0.0, 100.0);
        bins[((percent / 10.0) as usize).min(9)] += 1;
    }
    let most = bins.iter().copied().max().unwrap_or(0).max(1);
    body.push_str("<h2>Scores</h2>\n<div class=\"histogram\" role=\"img\" aria-label=\"how many submissions scored in each tenth\">\n");
    for (bin, count) in bins.iter().enumerate() {
        let _ = writeln!(
            body,
            "<div style=\"height:{:.1}%\" title=\"{count} scored {}% to {}%\"><span>{count}</span></div>",
            *count as f64 * 100.0 / most as f64,
            bin * 10,
            if bin == 9 { 100 } else { bin * 10 + 9 },
        );
    }
    body.push_str("</div>\n<div class=\"labels\">");
    for bin in 0..10 {
        let _ = write!(body, "<span>{}%</span>", bin * 10);
    }
    body.push_str("</div>\n");
}

/// Each case's pass rate, as a bar.
fn pass_rates(gradebook: &Gradebook, body: &mut String) {
    let class = gradebook.submissions.len();
    body.push_str("<h2>Cases</h2>\n<div class=\"scroll\"><table class=\"bars\">\n");
    body.push_str("<thead><tr><th>case</th><th class=\"number\">weight</th><th>passed</th><th class=\"number\">of</th><th>what it plays</th></tr></thead>\n<tbody>\n");
    for (index, case) in gradebook.cases.iter().enumerate() {
        let passed = (gradebook.submissions.iter())
            .filter(|graded| {
                (graded.results.get(index)).is_some_and(|r| r.verdict == Verdict::Pass)
            })
            .count();
        let share = if class == 0 {
            0.0
        } else {
            passed as f64 * 100.0 / class as f64
        };
        let _ = writeln!(
            body,
            "<tr><td class=\"mono\"><a href=\"{}\">{}</a></td><td class=\"number\">{}</td><td><div class=\"bar\" title=\"{}\"><span style=\"width:{share:.1}%\"></span></div></td><td class=\"number\">{passed} of {class}</td><td class=\"about\">{}</td></tr>",
            super::case_href(&case.name),
            text(&case.name),
            case.weight,
            percent_text(share),
            text(&case.description),
        );
    }
    body.push_str("</tbody></table></div>\n");
}

/// One row per submission: its score, its verdict counts, its readings and findings, how
/// it was built; sortable by any column.
fn submissions(gradebook: &Gradebook, body: &mut String) {
    let mut columns = vec![Verdict::Pass];
    columns.extend(
        (Verdict::ALL.iter().rev().copied())
            .filter(|&v| v != Verdict::Pass)
            .filter(|&v| gradebook.submissions.iter().any(|g| g.count(v) > 0)),
    );
    body.push_str("<h2>Submissions</h2>\n<div class=\"scroll\"><table class=\"sortable\" id=\"submissions\">\n<thead><tr>");
    let mut header = vec![
        ("submission", false),
        ("score", true),
        ("max", true),
        ("percent", true),
    ];
    header.extend(columns.iter().map(|v| (v.name(), true)));
    header.extend([("readings", false), ("findings", false), ("build", false)]);
    for (name, number) in header {
        let class = if number { " class=\"number\"" } else { "" };
        let _ = write!(
            body,
            "<th{class}><button type=\"button\">{name}</button></th>"
        );
    }
    body.push_str("</tr></thead>\n<tbody>\n");
    for graded in &gradebook.submissions {
        let score = gradebook.score(graded);
        let percent = gradebook.percent(graded);
        let verdict_class = if graded.passed_all() { "pass" } else { "fail" };
        let _ = write!(
            body,
            "<tr><td data-sort=\"{id}\"><a class=\"{verdict_class}\" href=\"{link}\">{id}</a></td><td class=\"number\" data-sort=\"{score}\">{}</td><td class=\"number\" data-sort=\"{max}\">{max}</td><td class=\"number\" data-sort=\"{percent:.3}\">{}</td>",
            text(&score_text(score)),
            text(&percent_text(percent)),
            id = text(&graded.id),
            link = student_href(&graded.id),
            max = gradebook.max_score(),
        );
        for &verdict in &columns {
            let count = graded.count(verdict);
            let shown = if count == 0 {
                "-".to_string()
            } else {
                count.to_string()
            };
            let _ = write!(
                body,
                "<td class=\"number\" data-sort=\"{count}\">{shown}</td>"
            );
        }
        let readings = other_readings(gradebook, graded);
        let findings = graded.findings().join("; ");
        let build = match (&graded.how, graded.results.first()) {
            (Some(how), _) => how.clone(),
            (None, Some(first)) if first.verdict == Verdict::BuildError => "build failed".into(),
            (None, _) => String::new(),
        };
        for cell in [readings, findings, build] {
            let _ = write!(body, "<td data-sort=\"{0}\">{0}</td>", text(&cell));
        }
        body.push_str("</tr>\n");
    }
    body.push_str("</tbody></table></div>\n");
}

/// The readings of the spec a submission showed where they are not the reference's,
/// `choice=value`, and the choices it answered two ways.
pub fn other_readings(gradebook: &Gradebook, graded: &crate::grade::Graded) -> String {
    let mut shown = gradebook.other_readings(graded);
    shown.extend(
        (graded.mixed_readings().into_iter()).map(|mix| format!("mixes readings of {mix}")),
    );
    shown.join(", ")
}
