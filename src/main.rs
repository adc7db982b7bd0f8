//! The `forsythe` command: the library's command line ([`forsythe::command`]).

fn main() -> std::process::ExitCode {
    forsythe::command()
}
