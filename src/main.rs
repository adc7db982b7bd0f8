//! The `forsythe` command.

mod app;
mod cli;
mod markdown;
#[cfg(feature = "serve")]
mod serve;
mod typeset;

fn main() -> std::process::ExitCode {
    cli::main()
}
