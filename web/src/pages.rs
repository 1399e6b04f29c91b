//! The five pages, one module each, routed by `app::App`: leaderboard, query (with the replay
//! of a snippet in the worker), dataset, analyses (its charts are in `charts`) and verify-all.
//! Each takes `app::Data` from the context and asks it for the files it shows.

mod analyses;
mod dataset;
mod leaderboard;
mod query;
mod verify;

pub use analyses::*;
pub use dataset::*;
pub use leaderboard::*;
pub use query::*;
pub use verify::*;

pub(crate) fn fmt3(x: f64) -> String {
    format!("{x:.3}")
}
