//! Builds `examples/ai_player_check.c` against this crate's C library with the system C
//! compiler `cc` and runs it. Skipped, with a message, when there is no `cc`.

#![cfg(unix)]

use std::path::{Path, PathBuf};
use std::process::Command;

/// The C library cargo built for this test run, next to the test executable's `deps/`.
fn cdylib() -> Option<PathBuf> {
    let exe = std::env::current_exe().ok()?;
    let deps = exe.parent()?;
    let name = format!(
        "{}{}{}",
        std::env::consts::DLL_PREFIX,
        env!("CARGO_PKG_NAME").replace('-', "_"),
        std::env::consts::DLL_SUFFIX
    );
    [deps.parent()?, deps]
        .into_iter()
        .map(|dir| dir.join(&name))
        .find(|path| path.exists())
}

#[test]
fn c_program_links_and_calls_ai_player() {
    if Command::new("cc").arg("--version").output().is_err() {
        println!("skipping the C check of ai_player: no C compiler `cc` on this machine");
        return;
    }
    let library = cdylib().expect("cargo builds the cdylib next to the test executable");
    let dir = library.parent().unwrap();
    let root = Path::new(env!("CARGO_MANIFEST_DIR"));
    let program = Path::new(env!("CARGO_TARGET_TMPDIR")).join("ai_player_check");
    let status = Command::new("cc")
        .arg("-std=c99")
        .arg("-Wall")
        .arg("-Werror")
        .arg("-I")
        .arg(root.join("include"))
        .arg(root.join("examples/ai_player_check.c"))
        .arg(&library)
        .arg(format!("-Wl,-rpath,{}", dir.display()))
        .arg("-o")
        .arg(&program)
        .status()
        .expect("run cc");
    assert!(status.success(), "cc failed");
    let output = Command::new(&program).output().expect("run the C check");
    assert!(
        output.status.success(),
        "ai_player_check failed: {}",
        String::from_utf8_lossy(&output.stderr)
    );
    assert_eq!(
        String::from_utf8_lossy(&output.stdout),
        "ai_player_check: ok\n"
    );
}
