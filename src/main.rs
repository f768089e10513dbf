//! The `arbiter` command; everything it does lives in the library's `cli` module.

fn main() -> std::process::ExitCode {
    arbiter::cli::main()
}
