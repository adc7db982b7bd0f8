//! The `forsythe` command.

mod cli;
mod markdown;

fn main() -> std::process::ExitCode {
    cli::main()
}
