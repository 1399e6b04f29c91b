# domain: string_processing
# function: surround_with_quotes_escaped
# query: Wrap text in double quotes for output as a string literal, escaping backslashes as "\\",
#   double quotes as "\"", newlines as "\n" and tabs as "\t"; other characters are copied as
#   they are.

def surround_with_quotes_escaped(text):
    specials = "\\\"\n\t"
    names = "\\\"nt"
    out = ['"']
    for ch in text:
        index = specials.find(ch)
        if index >= 0:
            out.append("\\" + names[index])
        else:
            out.append(ch)
    out.append('"')
    return "".join(out)

# --- tests ---
import pytest

assert surround_with_quotes_escaped("") == '""'
assert surround_with_quotes_escaped("abc") == '"abc"'
assert surround_with_quotes_escaped('say "hi"') == '"say \\"hi\\""'
assert surround_with_quotes_escaped("a\\b") == '"a\\\\b"'
assert surround_with_quotes_escaped("line1\nline2") == '"line1\\nline2"'
assert surround_with_quotes_escaped("\t") == '"\\t"'
assert surround_with_quotes_escaped("'") == "\"'\""

# --- implementation 2: chained str.replace, backslashes first ---
def surround_with_quotes_escaped(text):
    escaped = text.replace("\\", "\\\\")
    escaped = escaped.replace('"', '\\"')
    escaped = escaped.replace("\n", "\\n")
    escaped = escaped.replace("\t", "\\t")
    return '"' + escaped + '"'

# --- implementation 3: a module-level mapping from character to escape, used with dict.get ---
ESCAPES = {
    "\\": "\\\\",
    '"': '\\"',
    "\n": "\\n",
    "\t": "\\t",
}


def surround_with_quotes_escaped(text):
    return '"' + "".join(ESCAPES.get(ch, ch) for ch in text) + '"'

# --- implementation 4: an if/elif chain per character: backslash and quote get a backslash in front, newline and tab their letter ---
def surround_with_quotes_escaped(text):
    pieces = []
    for ch in text:
        if ch == "\\" or ch == '"':
            pieces.append("\\" + ch)
        elif ch == "\n":
            pieces.append("\\n")
        elif ch == "\t":
            pieces.append("\\t")
        else:
            pieces.append(ch)
    return '"%s"' % "".join(pieces)

# --- implementation 5: copy the runs between special characters as slices, an escape after each run ---
def surround_with_quotes_escaped(text):
    letters = {"\\": "\\", '"': '"', "\n": "n", "\t": "t"}
    result = '"'
    start = 0
    for i, ch in enumerate(text):
        if ch in letters:
            result += text[start:i] + "\\" + letters[ch]
            start = i + 1
    return result + text[start:] + '"'

# --- inputs ---
def random_input(rng):
    return ("".join(rng.choice("ab'\"\\\n\t\r ") for _ in range(rng.randint(0, 10))),)
