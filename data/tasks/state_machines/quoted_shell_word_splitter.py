# domain: state_machines
# function: quoted_shell_word_splitter
# query: Split a command line into words like a minimal shell: whitespace separates words, single or
#   double quotes group text (quotes removed, empty quotes make an empty word) and a backslash outside
#   single quotes escapes the next character. Raise ValueError on an unclosed quote or a trailing
#   backslash.

def quoted_shell_word_splitter(line):
    words, current, in_word = [], [], False
    quote = None
    escape = False
    for ch in line:
        if escape:
            current.append(ch)
            escape = False
        elif ch == "\\" and quote != "'":
            escape, in_word = True, True
        elif quote:
            if ch == quote:
                quote = None
            else:
                current.append(ch)
        elif ch in "'\"":
            quote, in_word = ch, True
        elif ch.isspace():
            if in_word:
                words.append("".join(current))
                current, in_word = [], False
        else:
            current.append(ch)
            in_word = True
    if quote or escape:
        raise ValueError("unterminated quote or escape")
    if in_word:
        words.append("".join(current))
    return words

# --- tests ---
import pytest

assert quoted_shell_word_splitter("") == []
assert quoted_shell_word_splitter("ls -l  /tmp") == ["ls", "-l", "/tmp"]
assert quoted_shell_word_splitter("echo 'a b' \"c d\"") == ["echo", "a b", "c d"]
assert quoted_shell_word_splitter("x '' y") == ["x", "", "y"]
assert quoted_shell_word_splitter("a\\ b c") == ["a b", "c"]
assert quoted_shell_word_splitter("'it\\s' \"q\\\"\"") == ["it\\s", 'q"']
assert quoted_shell_word_splitter("pre'mid'post") == ["premidpost"]
with pytest.raises(ValueError):
    quoted_shell_word_splitter("echo 'open")
with pytest.raises(ValueError):
    quoted_shell_word_splitter("end\\")

# --- implementation 2: an iterator over the characters; helpers consume an escape or a quoted section ---
def take_escaped(chars):
    nxt = next(chars, None)
    if nxt is None:
        raise ValueError("trailing backslash")
    return nxt


def take_quoted(chars, quote):
    text = ""
    for ch in chars:
        if ch == quote:
            return text
        text += take_escaped(chars) if ch == "\\" and quote == '"' else ch
    raise ValueError("unclosed %s quote" % quote)


def quoted_shell_word_splitter(line):
    words, word = [], None
    chars = iter(line)
    for ch in chars:
        if ch.isspace():
            if word is not None:
                words.append(word)
            word = None
        elif ch in "'\"":
            word = (word or "") + take_quoted(chars, ch)
        elif ch == "\\":
            word = (word or "") + take_escaped(chars)
        else:
            word = (word or "") + ch
    if word is not None:
        words.append(word)
    return words

# --- implementation 3: a regular expression over the token kinds, words glued until whitespace ---
import re

PIECE = re.compile(r"""\\(.)|'([^']*)'|"((?:[^"\\]|\\.)*)"|(\s+)|([^\s'"\\]+)|(.)""", re.DOTALL)


def quoted_shell_word_splitter(line):
    words, current = [], None
    for m in PIECE.finditer(line):
        escaped, single, double, space, plain, bad = m.groups()
        if bad is not None:
            raise ValueError("unclosed quote or trailing backslash")
        if space is not None:
            if current is not None:
                words.append(current)
            current = None
            continue
        if double is not None:
            piece = re.sub(r"\\(.)", r"\1", double, flags=re.DOTALL)
        else:
            piece = escaped if escaped is not None else single if single is not None else plain
        current = (current or "") + piece
    if current is not None:
        words.append(current)
    return words

# --- inputs ---
def random_input(rng):
    pool = ["ls", "-l", " ", "  ", "'a b'", '"c d"', "''", '""', "a\\ b", "'it\\s'", '"q\\""', "pre", "'mid'", "\t", "x"]
    s = "".join(rng.choice(pool) for _ in range(rng.randint(0, 6)))
    if rng.random() < 0.1:
        s += rng.choice(["'open", "\\", '"abc', '"x\\'])
    return (s,)
