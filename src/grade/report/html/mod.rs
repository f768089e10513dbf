//! The HTML report of `--report DIR`: `index.html`, the class ([`class`]), and
//! `students/<submission>.html`, one page per submission ([`student`]), which show the
//! transcripts `grade` kept in `transcripts/` for the cases that did not pass. A
//! self-contained site: it opens from disk, fetches nothing, and reads the same with
//! JavaScript off ([`crate::html`]).

pub mod class;
pub mod student;

use std::path::Path;

use crate::grade::Gradebook;
use crate::grade::report::folder_name;

/// Every page, by its path relative to the report folder.
pub fn pages(gradebook: &Gradebook, folder: &Path) -> Vec<(String, String)> {
    let mut pages = vec![("index.html".to_string(), class::page_of(gradebook))];
    for graded in &gradebook.submissions {
        pages.push((
            format!("students/{}.html", folder_name(&graded.id)),
            student::page_of(gradebook, graded, folder),
        ));
    }
    pages
}
