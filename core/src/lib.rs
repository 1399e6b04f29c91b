pub mod display;
pub mod metrics;
pub mod outcome;
pub mod release;
pub mod results;
pub mod site;
pub mod stats;
pub mod workload;
