pub mod outcome;
pub mod release;
