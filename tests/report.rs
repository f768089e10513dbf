//! The HTML report of `grade --report`, read as files and opened in a real browser:
//! headless Chromium (Debian's `chromium`, which `.ci/run` installs where it can). Every
//! submission is in the class table and its link resolves, the first difference is marked,
//! and a hostile program's output is text that runs nothing and fetches nothing.

mod common;

use std::fs;
use std::io::Read;
use std::net::TcpListener;
use std::path::{Path, PathBuf};
use std::time::Duration;

use common::{arbiter, dom, have, have_cc, in_chromium, repo};

/// A program that prints markup, a script, an image from the network, escape sequences,
/// bytes that are not UTF-8 and a line of a megabyte, then waits for its input.
fn hostile(port: u16) -> String {
    format!(
        r#"import sys
out = sys.stdout.buffer
out.write(b"<script>document.title = 'pwned'; fetch('http://127.0.0.1:{port}/script')</script></pre></td></table>\n")
out.write(b"<img src='http://127.0.0.1:{port}/image' onerror=\"document.title = 'pwned'\">\n")
out.write(b"\x1b[31mred\x1b[0m and \xff\xfe not UTF-8\n")
# A line of a megabyte, less room for the lines after it under the output limit.
out.write(b"x" * ((1 << 20) - 8192) + b"\n")
out.write(b"".join(b"and more: line %d\n" % n for n in range(5, 65)))
out.write(b"</ol></details><script>document.title = 'pwned'</script>\n")
out.flush()
sys.stdin.read()
"#
    )
}

/// A class of three graded on Concentration's `quit` case, with `--report`: the demo's
/// `correct`, a program that does not build and a hostile program. Returns the report
/// folder.
fn graded_class(work: &Path, port: u16) -> PathBuf {
    let class = work.join("class");
    let correct = class.join("correct");
    fs::create_dir_all(&correct).unwrap();
    fs::copy(
        repo("examples/submissions/concentration/correct/game.c"),
        correct.join("game.c"),
    )
    .unwrap();
    let broken = class.join("broken");
    fs::create_dir_all(&broken).unwrap();
    fs::write(broken.join("game.c"), "int main(void) { return 0 }\n").unwrap();
    let hostile_folder = class.join("hostile <b>");
    fs::create_dir_all(&hostile_folder).unwrap();
    fs::write(hostile_folder.join("main.py"), hostile(port)).unwrap();
    let report = work.join("report");
    arbiter()
        .args([
            "grade",
            "--game",
            "concentration",
            "--cases",
            "quit",
            "--report",
        ])
        .arg(&report)
        .arg(&class)
        .assert()
        .code(1);
    report
}

fn read(path: &Path) -> String {
    fs::read_to_string(path).unwrap_or_else(|err| panic!("{}: {err}", path.display()))
}

/// The links of `html` (`href="…"`), as written.
fn links(html: &str) -> Vec<String> {
    html.split("href=\"")
        .skip(1)
        .filter_map(|rest| rest.split('"').next())
        .map(str::to_string)
        .collect()
}

/// `%XX` decoded, for a link to a file.
fn decoded(link: &str) -> String {
    let bytes = link.as_bytes();
    let mut out = Vec::new();
    let mut at = 0;
    while at < bytes.len() {
        if bytes[at] == b'%' && at + 2 < bytes.len() {
            let hex = std::str::from_utf8(&bytes[at + 1..at + 3]).unwrap();
            out.push(u8::from_str_radix(hex, 16).unwrap());
            at += 3;
        } else {
            out.push(bytes[at]);
            at += 1;
        }
    }
    String::from_utf8(out).unwrap()
}

#[test]
fn the_report_links_every_student_and_shows_a_hostile_program_as_text() {
    if !have_cc() || !have("python3") {
        return;
    }
    let work = tempfile::tempdir().unwrap();
    let report = graded_class(work.path(), 9);
    let index = read(&report.join("index.html"));
    let students: Vec<String> = links(&index)
        .into_iter()
        .filter(|link| link.starts_with("students/"))
        .collect();
    assert_eq!(students.len(), 3, "{students:?}");
    for link in &students {
        assert!(report.join(decoded(link)).is_file(), "{link}");
    }
    // Each case's input is a page of its own, every student's page links to.
    let cases: Vec<String> = (links(&index).into_iter())
        .filter(|link| link.starts_with("cases/"))
        .collect();
    assert_eq!(cases, ["cases/quit.html"]);
    let quit = read(&report.join("cases/quit.html"));
    assert!(
        quit.contains("<li id=\"line-1\"><span class=\"number\">1</span>0</li>"),
        "{quit}"
    );
    // The class table holds both, by name, escaped.
    assert!(index.contains(">correct</a>"));
    assert!(index.contains(">hostile &lt;b&gt;</a>"));

    // A build that failed says so in the table, and its compiler's messages once, line by
    // line, on its page.
    assert!(index.contains("<td data-sort=\"build failed\">build failed</td>"));
    let broken = read(&report.join("students/broken.html"));
    assert!(
        broken.contains("<pre>compiling game.c with cc failed"),
        "{broken}"
    );
    assert_eq!(broken.matches("error: expected").count(), 1, "{broken}");

    let page = read(&report.join("students/hostile <b>.html"));
    assert!(
        !page.contains("<script>document.title"),
        "{}",
        &page[..2000]
    );
    assert!(!page.contains("<img"));
    assert!(page.contains("&lt;script&gt;document.title = &#39;pwned&#39;"));
    assert!(page.contains("&lt;/pre&gt;&lt;/td&gt;&lt;/table&gt;"));
    assert!(page.contains("␛[31mred␛[0m"));
    // Bytes that are not UTF-8 are decoded from the legacy encoding they most likely are.
    assert!(page.contains(" not UTF-8") && !page.contains("\u{fffd}\u{fffd} not UTF-8"));
    assert!(page.contains("more characters"), "the megabyte line is cut");
    assert!(page.len() < 200_000, "{}", page.len());
    assert!(page.contains("<a href=\"../cases/quit.html\">its input: 1 line</a>"));
    // The first difference is marked and its whole transcript is on the page, packed,
    // and in the file it names.
    assert!(page.contains("id=\"case-concentration-quit-difference\""));
    assert!(page.contains("<details id=\"case-concentration-quit-whole\" data-first=\""));
    let whole = (links(&page).into_iter())
        .find(|link| link.starts_with("../transcripts/"))
        .unwrap();
    assert!(whole.ends_with(".txt.gz"), "{whole}");
    let packed = fs::read(report.join("students").join(decoded(&whole))).unwrap();
    let mut transcript = Vec::new();
    flate2::read::GzDecoder::new(packed.as_slice())
        .read_to_end(&mut transcript)
        .unwrap();
    assert!(transcript.starts_with(b"<script>document.title"));
}

/// Takes a screenshot of `page` at `width` x `height` into `target/report-screenshots/`.
fn screenshot(profile: &Path, page: &Path, name: &str, (width, height): (u32, u32)) {
    let folder = repo("target/report-screenshots");
    fs::create_dir_all(&folder).unwrap();
    let file = folder.join(format!("{name}-{width}.png"));
    let _ = fs::remove_file(&file);
    let args = [
        format!("--screenshot={}", file.display()),
        format!("--window-size={width},{height}"),
    ];
    in_chromium(profile, page, &args);
    assert!(
        fs::metadata(&file).is_ok_and(|meta| meta.len() > 10_000),
        "{name}"
    );
}

#[test]
fn the_report_in_a_real_browser_holds_the_class_and_runs_nothing_of_a_program() {
    if !have_cc() || !have("python3") {
        return;
    }
    if !have("chromium") {
        println!("skipping: the browser test needs Debian's chromium (apt-get install chromium)");
        return;
    }
    // Anything the pages fetch from this machine would arrive here.
    let listener = TcpListener::bind("127.0.0.1:0").unwrap();
    listener.set_nonblocking(true).unwrap();
    let port = listener.local_addr().unwrap().port();
    let work = tempfile::tempdir().unwrap();
    let report = graded_class(work.path(), port);
    let profile = work.path().join("profile");

    let index = dom(&profile, &report.join("index.html"));
    let table = index.split("id=\"submissions\"").nth(1).unwrap();
    let table = table.split("</table>").next().unwrap();
    assert_eq!(
        table.matches("<tr>").count(),
        4,
        "a header and three rows: {table}"
    );
    assert!(index.contains("<title>concentration: grades</title>"));

    let hostile = report.join("students/hostile <b>.html");
    let page = dom(&profile, &hostile);
    assert!(
        page.contains("<title>hostile &lt;b&gt;: concentration</title>"),
        "the program's script did not run"
    );
    assert!(!page.contains("pwned</title>"));
    assert!(
        !page.contains("<img"),
        "no element came from the program's output"
    );
    assert!(
        page.contains("&lt;script&gt;document.title"),
        "shown as text"
    );
    assert!(
        page.contains("id=\"case-concentration-quit-difference\""),
        "the first difference is marked"
    );

    // The whole transcript, unpacked by the page's script when the address names it: the
    // program's lines as text, numbered, its first difference marked.
    let named = PathBuf::from(format!(
        "{}#case-concentration-quit-whole",
        hostile.display()
    ));
    let unpacked = in_chromium(
        &profile,
        &named,
        &[
            "--dump-dom".to_string(),
            "--virtual-time-budget=5000".to_string(),
        ],
    );
    let fold = unpacked
        .split("id=\"case-concentration-quit-whole\"")
        .nth(1)
        .unwrap();
    let fold = fold.split("</details>").next().unwrap();
    let shown = &fold[fold.find("<ol").unwrap()..];
    let shown = &shown[..shown.len().min(3_000)];
    assert!(fold.contains(" open=\"\""), "{shown}");
    assert!(
        shown.contains(
            "<li class=\"first\"><span class=\"number\">1</span>&lt;script&gt;document.title"
        ),
        "{shown}"
    );
    assert!(shown.contains("␛[31mred␛[0m"), "{shown}");
    // The last line, beyond what the page shows unfolded, is text too.
    assert!(
        fold.contains("<span class=\"number\">65</span>&lt;/ol&gt;&lt;/details&gt;&lt;script&gt;"),
        "{}",
        &fold[fold.len().saturating_sub(3_000)..]
    );
    assert!(fold.contains("more characters"), "the megabyte line is cut");
    assert!(fold.len() < 20_000, "{shown}");
    assert!(!unpacked.contains("pwned</title>"));

    for (name, page) in [("class", report.join("index.html")), ("student", hostile)] {
        screenshot(&profile, &page, name, (1280, 900));
        screenshot(&profile, &page, name, (390, 844));
    }
    std::thread::sleep(Duration::from_millis(200));
    match listener.accept() {
        Ok((mut stream, _)) => {
            let mut request = String::new();
            let _ = stream.read_to_string(&mut request);
            panic!("a page fetched from the network: {request}");
        }
        Err(err) => assert_eq!(err.kind(), std::io::ErrorKind::WouldBlock),
    }
}

/// The changed rows of a diff: lines that start with `-` or `+`, headers aside.
fn changes(diff: &str) -> bool {
    diff.lines().any(|line| {
        (line.starts_with('-') && !line.starts_with("--- "))
            || (line.starts_with('+') && !line.starts_with("+++ "))
    })
}

/// The demo classes' reports, generated as the README's first command generates one, pass
/// the same checks in the browser: every submission in the class table, every link to a
/// student resolving, and each difference of results.json marked on its student's page.
/// About a minute (four classes graded, a browser started for each page), so `.ci/run`
/// runs it on its own, beside `cargo test`.
#[test]
#[ignore = "a minute long: .ci/run runs it with --ignored"]
fn the_demo_classes_reports_hold_every_student_and_mark_each_difference() {
    if !have_cc() || !have("python3") || !have("c++") {
        return;
    }
    if !have("chromium") {
        println!("skipping: the browser test needs Debian's chromium (apt-get install chromium)");
        return;
    }
    let work = tempfile::tempdir().unwrap();
    let profile = work.path().join("profile");
    for game in ["concentration", "crazy-eights", "memoarr", "joker-twins"] {
        let report = work.path().join(game);
        arbiter()
            .args(["grade", "--game", game, "--report"])
            .arg(&report)
            .arg(repo(&format!("examples/submissions/{game}")))
            .assert()
            .code(1);
        let results = common::results(&report);
        let submissions = results["submissions"].as_array().unwrap();
        let index = dom(&profile, &report.join("index.html"));
        let table = index.split("id=\"submissions\"").nth(1).unwrap();
        let table = table.split("</table>").next().unwrap();
        assert_eq!(
            table.matches("<tr>").count(),
            submissions.len() + 1,
            "{game}"
        );
        let students: Vec<String> = (links(&index).into_iter())
            .filter(|link| link.starts_with("students/"))
            .collect();
        assert_eq!(students.len(), submissions.len(), "{game}");
        for (link, submission) in students.iter().zip(submissions) {
            let id = submission["id"].as_str().unwrap();
            let page = report.join(decoded(link));
            assert!(page.is_file(), "{game}: {link}");
            let page = dom(&profile, &page);
            assert!(
                page.contains(&format!("<title>{id}: {game}</title>")),
                "{game} {id}"
            );
            // Every link out of the page (the class, the cases' inputs, the transcripts)
            // resolves.
            for link in links(&page).iter().filter(|link| link.starts_with("../")) {
                let file = decoded(link.split('#').next().unwrap());
                let resolves = report.join("students").join(&file).is_file();
                assert!(resolves, "{game} {id}: {link}");
            }
            for case in submission["cases"].as_array().unwrap() {
                let name = case["case"].as_str().unwrap();
                let marked = format!("id=\"case-{}-difference\"", name.replace('/', "-"));
                let differs = case["mismatch"]["diff"].as_str().is_some_and(changes);
                assert_eq!(page.contains(&marked), differs, "{game} {id} {name}");
            }
        }
    }
}
