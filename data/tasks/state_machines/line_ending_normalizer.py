# domain: state_machines
# function: line_ending_normalizer
# query: Split text into lines treating "\n", "\r\n" and a lone "\r" each as one line break, using a
#   state that remembers a pending carriage return. A trailing break does not produce an extra empty
#   line; empty text gives an empty list.

def line_ending_normalizer(text):
    lines = []
    current = []
    after_cr = False
    for ch in text:
        if ch == "\n" and after_cr:
            after_cr = False
            continue
        after_cr = ch == "\r"
        if ch in "\r\n":
            lines.append("".join(current))
            current = []
        else:
            current.append(ch)
    if current:
        lines.append("".join(current))
    return lines

# --- tests ---
import pytest

assert line_ending_normalizer("") == []
assert line_ending_normalizer("abc") == ["abc"]
assert line_ending_normalizer("a\nb") == ["a", "b"]
assert line_ending_normalizer("a\r\nb\r\n") == ["a", "b"]
assert line_ending_normalizer("a\rb") == ["a", "b"]
assert line_ending_normalizer("a\n\nb") == ["a", "", "b"]
assert line_ending_normalizer("a\r\rb") == ["a", "", "b"]
assert line_ending_normalizer("\n") == [""]
assert line_ending_normalizer("x\n\r\ny") == ["x", "", "y"]

# --- implementation 2: turn every break into "\n", split, drop the piece after a trailing break ---
def line_ending_normalizer(text):
    unified = text.replace("\r\n", "\n").replace("\r", "\n")
    lines = unified.split("\n")
    if lines[-1] == "":
        lines.pop()
    return lines

# --- implementation 3: split on a regular expression of the three break forms ---
import re


def line_ending_normalizer(text):
    if not text:
        return []
    parts = re.split(r"\r\n|\r|\n", text)
    return parts[:-1] if parts[-1] == "" else parts

# --- implementation 4: index loop that looks one character ahead for the "\n" of a "\r\n" pair ---
def line_ending_normalizer(text):
    lines = []
    start = i = 0
    while i < len(text):
        if text[i] in "\r\n":
            lines.append(text[start:i])
            i += 2 if text[i:i + 2] == "\r\n" else 1
            start = i
        else:
            i += 1
    if start < len(text):
        lines.append(text[start:])
    return lines

# --- inputs ---
def random_input(rng):
    pool = ["a", "b", "xy", "\n", "\r", "\r\n", "\n\r", " "]
    return ("".join(rng.choice(pool) for _ in range(rng.randint(0, 7))),)
