//! What the integration tests share: the binary, where the repository is, whether `cc` is here, a
//! `results.json` read back, and a student written as a shell script. Each test crate uses
//! some of them, hence `dead_code` allowed.
#![allow(dead_code)]

use std::fs;
use std::os::unix::fs::PermissionsExt;
use std::path::{Path, PathBuf};
use std::process::Command;

use serde_json::Value;

/// The `arbiter` binary, run from the repository's top folder.
pub fn arbiter() -> assert_cmd::Command {
    let mut command = assert_cmd::Command::cargo_bin("arbiter").unwrap();
    command.current_dir(env!("CARGO_MANIFEST_DIR"));
    command
}

/// A path in the repository.
pub fn repo(path: &str) -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR")).join(path)
}

/// Whether a C compiler `cc` is here; says so when it is not, and the test is skipped.
pub fn have_cc() -> bool {
    have("cc")
}

/// Whether `tool` is installed (it answers `--version`); says so when it is not, and the
/// test is skipped.
pub fn have(tool: &str) -> bool {
    let found = std::process::Command::new(tool)
        .arg("--version")
        .env("PATH", "/usr/local/bin:/usr/bin:/bin")
        .output()
        .is_ok_and(|out| out.status.success());
    if !found {
        println!("skipping: {tool} is not installed on this machine");
    }
    found
}

/// The `results.json` in `folder`.
pub fn results(folder: &Path) -> Value {
    serde_json::from_str(&fs::read_to_string(folder.join("results.json")).unwrap()).unwrap()
}

/// Writes an executable shell script at `path`.
pub fn script(path: &Path, body: &str) {
    fs::create_dir_all(path.parent().unwrap()).unwrap();
    fs::write(path, format!("#!/bin/sh\n{body}\n")).unwrap();
    fs::set_permissions(path, fs::Permissions::from_mode(0o755)).unwrap();
}

/// Chromium, headless, with a fresh profile and none of its own network traffic.
pub fn chromium(profile: &Path) -> Command {
    let mut command = Command::new("chromium");
    command.args([
        "--headless",
        "--no-sandbox",
        "--disable-gpu",
        "--disable-quic",
        "--no-first-run",
        "--disable-background-networking",
        "--disable-component-update",
        "--disable-sync",
        "--hide-scrollbars",
    ]);
    command.arg(format!("--user-data-dir={}", profile.display()));
    command
}

/// Chromium run on `page` with `args`, having succeeded: its standard output.
pub fn in_chromium(profile: &Path, page: &Path, args: &[String]) -> String {
    let output = chromium(profile)
        .args(args)
        .arg(format!("file://{}", page.display()))
        .output()
        .unwrap();
    assert!(
        output.status.success(),
        "{}",
        String::from_utf8_lossy(&output.stderr)
    );
    String::from_utf8_lossy(&output.stdout).into_owned()
}

/// The DOM of `page` once loaded and its scripts run.
pub fn dom(profile: &Path, page: &Path) -> String {
    in_chromium(profile, page, &["--dump-dom".to_string()])
}
