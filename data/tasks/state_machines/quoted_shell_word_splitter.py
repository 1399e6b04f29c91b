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
