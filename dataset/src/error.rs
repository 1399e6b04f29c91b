//! [`TaskError`]: a problem in a task file or its companion entry file, named by file and line
//! (the error of `task` and `entry` both, so neither module imports the other for it).

use serde::Serialize;
use std::fmt;
use std::path::{Path, PathBuf};

/// A problem with one task file. `line` is 1-based; 0 means the problem concerns the whole file
/// (for example it could not be read), and is then left out of the `Display` text.
#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
pub struct TaskError {
    pub path: PathBuf,
    pub line: usize,
    pub message: String,
}

impl fmt::Display for TaskError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        if self.line == 0 {
            write!(f, "{}: {}", self.path.display(), self.message)
        } else {
            write!(f, "{}:{}: {}", self.path.display(), self.line, self.message)
        }
    }
}

impl std::error::Error for TaskError {}

impl TaskError {
    pub(crate) fn new(path: &Path, line: usize, message: impl Into<String>) -> Self {
        Self { path: path.to_path_buf(), line, message: message.into() }
    }
}
