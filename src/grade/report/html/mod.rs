//! The HTML report of `--report DIR`: `index.html`, the class ([`class`]),
//! `students/<submission>.html`, one page per submission ([`student`]), which show the
//! transcripts `grade` kept in `transcripts/` for the cases that did not pass, and
//! `cases/<case>.html`, each case's input, written once for every student's page to link
//! to. A self-contained site: it opens from disk and fetches nothing ([`crate::html`]);
//! with JavaScript off it reads the same but for the whole transcripts, which a page
//! carries packed and names the file of instead.

pub mod class;
pub mod similar;
pub mod student;

use std::fmt::Write as _;
use std::path::Path;

use crate::grade::Gradebook;
use crate::grade::cases::GradedCase;
use crate::grade::report::folder_name;
use crate::html::{href, line, page, text};

/// Every page, by its path relative to the report folder.
pub fn pages(gradebook: &Gradebook, folder: &Path) -> Vec<(String, String)> {
    let mut pages = vec![("index.html".to_string(), class::page_of(gradebook))];
    for case in &gradebook.cases {
        pages.push((case_path(&case.name), case_page(gradebook, case)));
    }
    if let Some((similarity, sources)) = &gradebook.similarity {
        pages.push((
            "similarity.html".to_string(),
            similar::page_of(&gradebook.game, similarity, sources),
        ));
    }
    for graded in &gradebook.submissions {
        pages.push((
            format!("students/{}.html", folder_name(&graded.id)),
            student::page_of(gradebook, graded, folder),
        ));
    }
    pages
}

/// A case's page, relative to the report folder.
fn case_path(name: &str) -> String {
    format!("cases/{}.html", folder_name(name))
}

/// The address of a case's page, relative to the report folder.
pub fn case_href(name: &str) -> String {
    href(&case_path(name))
}

/// A case's page: what it plays, its weight, and its input, a numbered line each (`#line-N`),
/// written once for every student's page to link to.
fn case_page(gradebook: &Gradebook, case: &GradedCase) -> String {
    let mut body = String::from("<p><a href=\"../index.html\">← the class</a></p>\n");
    let _ = writeln!(
        body,
        "<h1 class=\"mono\">{}</h1>\n<p>{}</p>\n<p>weight {}; {}</p>",
        text(&case.id),
        text(&case.description),
        case.weight,
        match &case.case.scenario {
            Some(scenario) => format!(
                "a conversation (scenario: {}); each student's page shows its own answers, and this the engine's",
                text(scenario)
            ),
            None => "every program is given this input".to_string(),
        }
    );
    let input = String::from_utf8_lossy(&case.input);
    body.push_str("<ol class=\"transcript\">\n");
    for (index, raw) in input.lines().enumerate() {
        let number = index + 1;
        let _ = writeln!(
            body,
            "<li id=\"line-{number}\"><span class=\"number\">{number}</span>{}</li>",
            line(raw)
        );
    }
    body.push_str("</ol>\n");
    page(&format!("{}: {}", case.id, gradebook.game), &body, None)
}
