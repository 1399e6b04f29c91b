//! Progress bars on stderr, only when stderr is a terminal; the libraries' progress and log
//! hooks (`execretrieval_core::oracle::Progress`, `execretrieval_eval::Hooks`) drawn with them.

use execretrieval_core::oracle::Tick;
use execretrieval_eval::Hooks;
use indicatif::{ProgressBar, ProgressDrawTarget, ProgressStyle};
use std::io::IsTerminal;

pub fn bar(len: u64, what: &str) -> ProgressBar {
    if !std::io::stderr().is_terminal() {
        return ProgressBar::with_draw_target(Some(len), ProgressDrawTarget::hidden());
    }
    let pb = ProgressBar::new(len);
    pb.set_style(
        ProgressStyle::with_template("{msg:>12} [{bar:40}] {pos}/{len} ({per_sec}, eta {eta})")
            .unwrap()
            .progress_chars("=> "),
    );
    pb.set_message(what.to_string());
    pb
}

/// A [`Progress`](execretrieval_core::oracle::Progress) reporter: one bar per phase, cleared
/// once the phase's total is reached (a total of 0, unknown, only counts).
pub fn phase(label: &str, total: usize) -> Box<Tick> {
    let pb = bar(total as u64, label);
    Box::new(move |n| {
        pb.inc(n as u64);
        if total > 0 && pb.position() >= total as u64 {
            pb.finish_and_clear();
        }
    })
}

/// Progress bars (on a TTY) and log lines on stderr.
pub fn hooks() -> Hooks<'static> {
    Hooks { progress: &phase, log: &|m| eprintln!("{m}") }
}
