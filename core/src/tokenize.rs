//! The code-aware tokenizer used by BM25 (`code-aware-v1`).
//!
//! 1. Split the text into maximal runs of ASCII letters/digits/underscores (identifiers and
//!    numbers) and, for any other non-space character, drop it (punctuation and operators carry
//!    no lexical signal for BM25).
//! 2. Every identifier yields its lower-cased whole form and, when it has several parts, each
//!    part: `snake_case` splits on `_`, `camelCase`/`PascalCase` split at lower→upper and at
//!    acronym boundaries (`HTTPServer` → `http`, `server`), letters/digits split
//!    (`utf8` → `utf`, `8`).
//! 3. Tokens are lower-case; single underscores and empty parts are dropped. Non-ASCII letters
//!    are kept inside words (lower-cased).

pub const TOKENIZER_NAME: &str = "code-aware-v1";

fn is_word(c: char) -> bool {
    c.is_alphanumeric() || c == '_'
}

/// Split one identifier into its parts (see module docs).
pub fn split_identifier(word: &str) -> Vec<String> {
    let mut parts = Vec::new();
    for chunk in word.split('_').filter(|c| !c.is_empty()) {
        let chars: Vec<char> = chunk.chars().collect();
        let mut cur = String::new();
        for i in 0..chars.len() {
            let c = chars[i];
            if i > 0 {
                let p = chars[i - 1];
                let next_lower = chars.get(i + 1).map(|n| n.is_lowercase()).unwrap_or(false);
                let boundary = (p.is_lowercase() && c.is_uppercase())
                    || (p.is_uppercase() && c.is_uppercase() && next_lower)
                    || (p.is_alphabetic() && c.is_ascii_digit())
                    || (p.is_ascii_digit() && c.is_alphabetic());
                if boundary && !cur.is_empty() {
                    parts.push(cur.to_lowercase());
                    cur.clear();
                }
            }
            cur.push(c);
        }
        if !cur.is_empty() {
            parts.push(cur.to_lowercase());
        }
    }
    parts
}

/// Tokens of a text (query or code).
pub fn tokenize(text: &str) -> Vec<String> {
    let mut out = Vec::new();
    let mut word = String::new();
    let flush = |word: &mut String, out: &mut Vec<String>| {
        if word.is_empty() {
            return;
        }
        let whole = word.trim_matches('_').to_lowercase();
        let parts = split_identifier(word);
        if !whole.is_empty() {
            out.push(whole.clone());
        }
        if parts.len() > 1 {
            out.extend(parts);
        }
        word.clear();
    };
    for c in text.chars() {
        if is_word(c) {
            word.push(c);
        } else {
            flush(&mut word, &mut out);
        }
    }
    flush(&mut word, &mut out);
    out
}

#[cfg(test)]
mod tests {
    use super::*;

    fn check(input: &str, expected: &[&str]) {
        assert_eq!(tokenize(input), expected, "tokenize({input:?})");
    }

    #[test]
    fn table() {
        check("", &[]);
        check("def f(x):", &["def", "f", "x"]);
        check("lowest_set_bit", &["lowest_set_bit", "lowest", "set", "bit"]);
        check("camelCaseName", &["camelcasename", "camel", "case", "name"]);
        check("HTTPServer.get", &["httpserver", "http", "server", "get"]);
        check("utf8 x2", &["utf8", "utf", "8", "x2", "x", "2"]);
        check("a<=b and __init__", &["a", "b", "and", "init"]);
        check("Return the index; -1 when n is 0.", &["return", "the", "index", "1", "when", "n", "is", "0"]);
        check("naïve Über", &["naïve", "über"]);
    }
}
