//! The Console's integer reader against C's own: a C program compiled here reads the same
//! inputs with `scanf("%d")` and says, after every read, what it got and which byte comes
//! next; the Console must say the same. Skipped, with a message, where there is no `cc`.

use std::io::Write;
use std::process::{Command, Stdio};

use arbiter::console::{Console, Interrupted};

/// After each `scanf("%d")`: `value N`, or `fail` and the next byte (which it then takes,
/// as a program that skips one character would), or `end`.
const PROGRAM: &str = r#"
#include <stdio.h>
int main(void) {
    for (;;) {
        int x;
        int r = scanf("%d", &x);
        if (r == 1) { printf("value %d\n", x); continue; }
        if (r == EOF) { printf("end\n"); return 0; }
        int c = getchar();
        if (c == EOF) { printf("fail end\n"); return 0; }
        printf("fail %d\n", c);
    }
}
"#;

/// The same loop over the Console.
fn console_says(input: &[u8]) -> String {
    let mut reader = input;
    let mut output = Vec::new();
    let mut console = Console::new(&mut reader, &mut output);
    let mut said = String::new();
    loop {
        match console.read_int() {
            Ok(Some(value)) => said.push_str(&format!("value {value}\n")),
            Ok(None) => match console.read_char() {
                Ok(byte) => said.push_str(&format!("fail {byte}\n")),
                Err(Interrupted::EndOfInput(_)) => {
                    said.push_str("fail end\n");
                    return said;
                }
                Err(other) => panic!("{other}"),
            },
            Err(Interrupted::EndOfInput(_)) => {
                said.push_str("end\n");
                return said;
            }
            Err(other) => panic!("{other}"),
        }
    }
}

#[test]
fn integers_are_read_as_c_reads_them() {
    let dir = tempfile::tempdir().unwrap();
    let source = dir.path().join("reader.c");
    let program = dir.path().join("reader");
    std::fs::write(&source, PROGRAM).unwrap();
    let built = Command::new("cc")
        .arg("-O2")
        .arg("-o")
        .arg(&program)
        .arg(&source)
        .status();
    if !built.is_ok_and(|status| status.success()) {
        println!("skipping the comparison with scanf: no working C compiler `cc`");
        return;
    }
    let inputs: [&[u8]; 14] = [
        b"1 2 3\n",
        b"1.5\n0x1\n2x\n",
        b"-x --1 +-1 + - 5\n",
        b"abc\n  12ab 7\n",
        b"007 -0 +0\n",
        b"2147483647 2147483648 -2147483648 -2147483649 4294967297\n",
        b"99999999999999999999 -99999999999999999999 9223372036854775808\n",
        b"-9223372036854775809 18446744073709551617\n",
        b"\t\x0b\x0c\r\n 42\r\n",
        b"12",
        b"",
        b"   \n\n",
        b"\x00\xff 3 \xfe4\n",
        b"1324 1x24 13 24 0123 00000012\n",
    ];
    for input in inputs {
        let mut child = Command::new(&program)
            .stdin(Stdio::piped())
            .stdout(Stdio::piped())
            .spawn()
            .unwrap();
        child.stdin.take().unwrap().write_all(input).unwrap();
        let c_says = String::from_utf8(child.wait_with_output().unwrap().stdout).unwrap();
        assert_eq!(
            console_says(input),
            c_says,
            "input {:?}",
            String::from_utf8_lossy(input)
        );
    }
}
