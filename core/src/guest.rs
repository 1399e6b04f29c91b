//! The request the sandbox host (`runner/host`) writes to its guest's stdin (`runner/guest`):
//! one serde type shared by both ends, so a field renamed on one side cannot go unnoticed.
//! Strings borrow from the input where they can (the guest parses the request once per instance).

use serde::{Deserialize, Serialize};
use std::borrow::Cow;

/// One instance's work.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "snake_case", deny_unknown_fields)]
pub enum GuestRequest<'a> {
    /// Compile `code` once, then for each test from `start` on: `begin_test(i)`, the snippet and
    /// test `i` in a fresh namespace, `report(i, outcome)`.
    Suite {
        #[serde(borrow)]
        code: Cow<'a, str>,
        #[serde(borrow)]
        tests: Vec<Cow<'a, str>>,
        start: usize,
    },
    /// Run `code` as `__main__` (after `begin_test(0)`) and report its `ProgramRun` as JSON
    /// through `program_result`.
    Program {
        #[serde(borrow)]
        code: Cow<'a, str>,
        #[serde(borrow)]
        stdin: Cow<'a, str>,
        #[serde(borrow)]
        argv: Vec<Cow<'a, str>>,
        /// Cap of stdout and of stderr, bytes.
        output_limit: u64,
    },
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn round_trips_and_rejects_unknown_fields() {
        let r = GuestRequest::Suite { code: "x = 1".into(), tests: vec!["assert x == 1".into()], start: 0 };
        let json = serde_json::to_string(&r).unwrap();
        assert_eq!(json, r#"{"suite":{"code":"x = 1","tests":["assert x == 1"],"start":0}}"#);
        assert_eq!(serde_json::from_str::<GuestRequest>(&json).unwrap(), r);
        assert!(serde_json::from_str::<GuestRequest>(r#"{"suite":{"code":"","tests":[],"start":0,"x":1}}"#)
            .is_err());
        assert!(serde_json::from_str::<GuestRequest>(r#"{"code":"","tests":[]}"#).is_err());
    }
}
