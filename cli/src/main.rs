//! `execretrieval`: a thin binary over the library crates. Exit codes: 0 ok, 1 checks found bad
//! items, 2 error. Data goes to stdout; logs and progress bars (TTY only) to stderr.

use clap::Parser;
use std::process::ExitCode;

fn main() -> ExitCode {
    let cli = execretrieval::Cli::parse();
    match execretrieval::run(cli) {
        Ok(status) => status.into(),
        Err(e) => {
            eprintln!("error: {e:#}");
            ExitCode::from(2)
        }
    }
}
