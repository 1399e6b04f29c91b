//! The names of a Python module's top-level `def`s, from a scan of its tokens (strings, comments,
//! brackets, line continuations), without a parser.
//!
//! Why hand-written: `eval` needs only these names (which corpus snippets define the query's
//! function), and the Python parser crates (`rustpython-ruff_*`, in `dataset`) would put a
//! parser that needs a newer rustc than the rest into the graph of `eval` and of the Python wheel.
//! A top-level `def` is recognisable from tokens alone: `def` is a hard keyword, and a logical
//! line that starts in column 0 is a top-level statement. `dataset`'s tests check that this scan
//! gives exactly what the AST gives for every snippet of the published releases.
//!
//! A source the scan cannot tokenise (an unterminated string, unbalanced brackets) has no
//! functions, as a source the parser rejects has none; other syntax errors are not detected.

/// The names of the top-level `def`s (and `async def`s) of `source`, in source order; empty when
/// its strings or brackets do not close.
pub fn defined_functions(source: &str) -> Vec<String> {
    let mut scanner = Scanner { s: source.as_bytes(), i: 0 };
    scanner.module().unwrap_or_default()
}

struct Scanner<'a> {
    s: &'a [u8],
    i: usize,
}

/// The scan stopped at something the tokenizer rejects.
struct Unclosed;

impl Scanner<'_> {
    fn peek(&self, ahead: usize) -> Option<u8> {
        self.s.get(self.i + ahead).copied()
    }

    fn module(&mut self) -> Result<Vec<String>, Unclosed> {
        let mut names = Vec::new();
        let mut line_start = true;
        let mut depth = 0usize;
        while self.i < self.s.len() {
            if line_start && depth == 0 {
                line_start = false;
                while self.peek(0) == Some(b'\x0c') {
                    self.i += 1;
                }
                if let Some(name) = self.def_name() {
                    names.push(name);
                }
                continue;
            }
            let c = self.s[self.i];
            match c {
                b'\n' => {
                    self.i += 1;
                    line_start = depth == 0;
                }
                b'#' => self.skip_comment(),
                b'\\' if matches!(self.peek(1), Some(b'\n')) => self.i += 2,
                b'\\' if self.peek(1) == Some(b'\r') => {
                    self.i += 2;
                    if self.peek(0) == Some(b'\n') {
                        self.i += 1;
                    }
                }
                b'(' | b'[' | b'{' => {
                    depth += 1;
                    self.i += 1;
                }
                b')' | b']' | b'}' => {
                    depth = depth.checked_sub(1).ok_or(Unclosed)?;
                    self.i += 1;
                }
                _ => {
                    if !self.try_string()? {
                        self.skip_word();
                    }
                }
            }
        }
        if depth > 0 {
            return Err(Unclosed);
        }
        Ok(names)
    }

    /// At the start of a logical line in column 0: `def NAME` or `async def NAME` gives NAME.
    /// Consumes nothing when it is not one.
    fn def_name(&mut self) -> Option<String> {
        let rest = &self.s[self.i..];
        let after_async = keyword(rest, b"async").map(|n| skip_blanks(rest, n));
        let at = after_async.filter(|&n| keyword(&rest[n..], b"def").is_some()).unwrap_or(0);
        let n = keyword(&rest[at..], b"def")?;
        let start = skip_blanks(rest, at + n);
        if start == at + n {
            return None;
        }
        let name = identifier(&rest[start..])?;
        self.i += start + name.len();
        Some(name.to_string())
    }

    fn skip_comment(&mut self) {
        while self.i < self.s.len() && self.s[self.i] != b'\n' {
            self.i += 1;
        }
    }

    /// Skips one identifier, number or operator character (a word at once, so that a string
    /// prefix is seen only at the start of a word).
    fn skip_word(&mut self) {
        let start = self.i;
        while self.i < self.s.len() && is_word_byte(self.s[self.i]) {
            self.i += 1;
        }
        if self.i == start {
            self.i += 1;
        }
    }

    /// A string literal (with its prefix) at the cursor: skipped, `Ok(true)`; not one: `Ok(false)`.
    fn try_string(&mut self) -> Result<bool, Unclosed> {
        let rest = &self.s[self.i..];
        let prefix = rest.iter().take_while(|b| b.is_ascii_alphabetic()).count();
        if prefix > 2 || !matches!(rest.get(prefix), Some(b'\'' | b'"')) {
            return Ok(false);
        }
        let p = rest[..prefix].to_ascii_lowercase();
        let valid = matches!(
            p.as_slice(),
            b"" | b"r" | b"u" | b"b" | b"f" | b"t" | b"br" | b"rb" | b"fr" | b"rf" | b"tr" | b"rt"
        );
        if !valid {
            return Ok(false);
        }
        let formatted = p.contains(&b'f') || p.contains(&b't');
        self.i += prefix;
        self.string(formatted)?;
        Ok(true)
    }

    /// The body of a string whose opening quote is at the cursor.
    fn string(&mut self, formatted: bool) -> Result<(), Unclosed> {
        let quote = self.s[self.i];
        let triple = self.peek(1) == Some(quote) && self.peek(2) == Some(quote);
        self.i += if triple { 3 } else { 1 };
        loop {
            let c = *self.s.get(self.i).ok_or(Unclosed)?;
            match c {
                b'\\' => self.i += 2,
                b'\n' if !triple => return Err(Unclosed),
                c if c == quote => {
                    if !triple {
                        self.i += 1;
                        return Ok(());
                    }
                    if self.peek(1) == Some(quote) && self.peek(2) == Some(quote) {
                        self.i += 3;
                        return Ok(());
                    }
                    self.i += 1;
                }
                b'{' if formatted => {
                    if self.peek(1) == Some(b'{') {
                        self.i += 2;
                    } else {
                        self.i += 1;
                        self.replacement_field()?;
                    }
                }
                _ => self.i += 1,
            }
        }
    }

    /// An f-string's `{...}` after its `{`: code (with nested strings and brackets) up to the
    /// matching `}`.
    fn replacement_field(&mut self) -> Result<(), Unclosed> {
        let mut depth = 0usize;
        loop {
            let c = *self.s.get(self.i).ok_or(Unclosed)?;
            match c {
                b'(' | b'[' | b'{' => {
                    depth += 1;
                    self.i += 1;
                }
                b')' | b']' => {
                    depth = depth.checked_sub(1).ok_or(Unclosed)?;
                    self.i += 1;
                }
                b'}' => {
                    self.i += 1;
                    match depth.checked_sub(1) {
                        Some(d) => depth = d,
                        None => return Ok(()),
                    }
                }
                _ => {
                    if !self.try_string()? {
                        self.skip_word();
                    }
                }
            }
        }
    }
}

fn is_word_byte(b: u8) -> bool {
    b.is_ascii_alphanumeric() || b == b'_' || b >= 0x80
}

/// `word` at the start of `s` as a whole word: its length.
fn keyword(s: &[u8], word: &[u8]) -> Option<usize> {
    (s.starts_with(word) && !s.get(word.len()).is_some_and(|&b| is_word_byte(b))).then_some(word.len())
}

/// `at` moved past spaces, tabs, form feeds and backslash-newline continuations.
fn skip_blanks(s: &[u8], mut at: usize) -> usize {
    loop {
        match s.get(at) {
            Some(b' ' | b'\t' | b'\x0c') => at += 1,
            Some(b'\\') if s.get(at + 1) == Some(&b'\n') => at += 2,
            Some(b'\\') if s.get(at + 1) == Some(&b'\r') => {
                at += if s.get(at + 2) == Some(&b'\n') { 3 } else { 2 }
            }
            _ => return at,
        }
    }
}

/// The identifier at the start of `s` (Python's: a letter, `_` or non-ASCII character, then
/// those or digits).
fn identifier(s: &[u8]) -> Option<&str> {
    let text = std::str::from_utf8(&s[..s.iter().take_while(|&&b| is_word_byte(b)).count()]).ok()?;
    let first = text.chars().next()?;
    (first.is_alphabetic() || first == '_').then_some(text)
}

#[cfg(test)]
mod tests {
    use super::defined_functions;

    #[test]
    fn top_level_defs_only() {
        let cases: &[(&str, &[&str])] = &[
            (
                "import math\n\ndef helper(x):\n    def inner():\n        pass\n    return x\n\nasync def main():\n    pass\n\nclass C:\n    def method(self):\n        pass\n",
                &["helper", "main"],
            ),
            ("@decorator(1)\ndef f(a,\n      b):\n    return a\n", &["f"]),
            ("x = '''\ndef not_me():\n'''\ndef f(): pass\n", &["f"]),
            ("s = \"def g(\"  # def h(\ndef f(): pass\n", &["f"]),
            ("y = [1,\ndef_ := 2]\n", &[]),
            ("t = (\n1)\ndef f(): pass\n", &["f"]),
            ("x = 1 + \\\n  2\ndef f(): pass\n", &["f"]),
            ("n = f'{d[\"k\"]:>{w}}'\ndef f(): pass\n", &["f"]),
            ("n = f\"{'}'}\"\ndef f(): pass\n", &["f"]),
            ("if True:\n    def g(): pass\ndef f(): pass\n", &["f"]),
            ("define = 1\ndefault()\n", &[]),
            ("def résumé(): pass\n", &["résumé"]),
            ("async  def  a(): pass\ndef\\\n b(): pass\n", &["a", "b"]),
            ("r = r'\\''\ndef f(): pass\n", &["f"]),
            // the tokenizer would reject these: no functions, as the parser gives none
            ("def f(:\n", &[]),
            ("def f(): pass\nx = 'open\n", &[]),
            ("def f(): pass\nx = ]\n", &[]),
            ("def f(): pass\nx = '''never closed\n", &[]),
        ];
        for (source, expected) in cases {
            assert_eq!(defined_functions(source), *expected, "{source:?}");
        }
    }
}
