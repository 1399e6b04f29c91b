//! The outcome of one test, in the published string form.

use serde::{Deserialize, Deserializer, Serialize, Serializer};
use std::fmt;
use std::str::FromStr;

/// Longest assertion message kept in `FAIL: <msg>` (characters); longer ones are cut.
pub const MESSAGE_LIMIT: usize = 500;

/// Outcome of running a snippet and one test: `pass`, `FAIL`, `FAIL: <msg>`, `TIMEOUT`,
/// `ERROR: <ExceptionType>`. Serialised as that string.
#[derive(Clone, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub enum Outcome {
    Pass,
    /// AssertionError; `None` when it had no message.
    Fail(Option<String>),
    /// The fuel (or the wall-clock backstop) ran out.
    Timeout,
    /// Any other exception, by its type name (`SyntaxError`, `MemoryError`, ...).
    Error(String),
}

impl Outcome {
    pub fn is_pass(&self) -> bool {
        matches!(self, Outcome::Pass)
    }
    /// A wrong answer: an assertion failed (as opposed to a crash or a timeout).
    pub fn is_fail(&self) -> bool {
        matches!(self, Outcome::Fail(_))
    }
    /// `FAIL: msg` with the message cut to [`MESSAGE_LIMIT`] characters, `FAIL` if empty.
    pub fn fail_with(message: &str) -> Outcome {
        if message.is_empty() {
            Outcome::Fail(None)
        } else {
            Outcome::Fail(Some(message.chars().take(MESSAGE_LIMIT).collect()))
        }
    }
}

impl fmt::Display for Outcome {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Outcome::Pass => f.write_str("pass"),
            Outcome::Fail(None) => f.write_str("FAIL"),
            Outcome::Fail(Some(m)) => write!(f, "FAIL: {m}"),
            Outcome::Timeout => f.write_str("TIMEOUT"),
            Outcome::Error(t) => write!(f, "ERROR: {t}"),
        }
    }
}

#[derive(Debug, Clone, PartialEq, Eq)]
pub struct ParseOutcomeError(pub String);

impl fmt::Display for ParseOutcomeError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(
            f,
            "`{}` is not an outcome (expected pass, FAIL, FAIL: <msg>, TIMEOUT or ERROR: <Type>)",
            self.0
        )
    }
}

impl std::error::Error for ParseOutcomeError {}

impl FromStr for Outcome {
    type Err = ParseOutcomeError;
    fn from_str(s: &str) -> Result<Self, Self::Err> {
        Ok(match s {
            "pass" => Outcome::Pass,
            "FAIL" => Outcome::Fail(None),
            "TIMEOUT" => Outcome::Timeout,
            _ => {
                if let Some(m) = s.strip_prefix("FAIL: ") {
                    Outcome::Fail(Some(m.to_string()))
                } else if let Some(t) = s.strip_prefix("ERROR: ") {
                    Outcome::Error(t.to_string())
                } else {
                    return Err(ParseOutcomeError(s.to_string()));
                }
            }
        })
    }
}

impl Serialize for Outcome {
    fn serialize<S: Serializer>(&self, s: S) -> Result<S::Ok, S::Error> {
        s.collect_str(self)
    }
}

impl<'de> Deserialize<'de> for Outcome {
    fn deserialize<D: Deserializer<'de>>(d: D) -> Result<Self, D::Error> {
        let s = String::deserialize(d)?;
        s.parse().map_err(serde::de::Error::custom)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn round_trips_every_form() {
        for s in ["pass", "FAIL", "FAIL: x == 2", "TIMEOUT", "ERROR: ZeroDivisionError", "FAIL: a: b"] {
            let o: Outcome = s.parse().unwrap();
            assert_eq!(o.to_string(), s);
            let j = serde_json::to_string(&o).unwrap();
            assert_eq!(serde_json::from_str::<Outcome>(&j).unwrap(), o);
        }
        assert!("passed".parse::<Outcome>().is_err());
        assert!("ERROR:X".parse::<Outcome>().is_err());
    }

    #[test]
    fn fail_messages_are_cut() {
        assert_eq!(Outcome::fail_with(""), Outcome::Fail(None));
        let long = "é".repeat(MESSAGE_LIMIT + 10);
        match Outcome::fail_with(&long) {
            Outcome::Fail(Some(m)) => assert_eq!(m.chars().count(), MESSAGE_LIMIT),
            o => panic!("{o}"),
        }
    }
}
