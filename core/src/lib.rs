pub mod api;
pub mod metrics;
pub mod outcome;
pub mod release;
pub mod stats;
pub mod workload;
