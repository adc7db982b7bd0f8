//! The `forsythe` command.

mod cli;
#[cfg(feature = "serve")]
mod serve;

fn main() -> std::process::ExitCode {
    cli::main()
}
