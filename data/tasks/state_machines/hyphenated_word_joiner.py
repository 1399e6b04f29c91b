# domain: state_machines
# function: hyphenated_word_joiner
# query: Re-join words hyphenated across line breaks: when a line ends with "-" immediately after a
#   letter, the next line's first word is glued on without the hyphen. Otherwise lines are joined with a
#   single space. Lines are stripped first; empty lines are skipped. Return the joined text.

def hyphenated_word_joiner(lines):
    out = ""
    pending_hyphen = False
    for raw in lines:
        line = raw.strip()
        if not line:
            continue
        if pending_hyphen:
            out += line
        elif out:
            out += " " + line
        else:
            out = line
        pending_hyphen = len(out) >= 2 and out[-1] == "-" and out[-2].isalpha()
        if pending_hyphen:
            out = out[:-1]
    if pending_hyphen:
        out += "-"
    return out

# --- tests ---
import pytest

assert hyphenated_word_joiner([]) == ""
assert hyphenated_word_joiner(["hello"]) == "hello"
assert hyphenated_word_joiner(["hello", "world"]) == "hello world"
assert hyphenated_word_joiner(["state ma-", "chine works"]) == "state machine works"
assert hyphenated_word_joiner(["a -", "b"]) == "a - b"
assert hyphenated_word_joiner(["co-", "", "  op-  ", "eration"]) == "cooperation"
assert hyphenated_word_joiner(["end-"]) == "end-"
assert hyphenated_word_joiner(["-", "x"]) == "- x"
assert hyphenated_word_joiner(["3-", "4"]) == "3- 4"

# --- implementation 2: fold the stripped lines with functools.reduce, gluing after a letter-hyphen ---
from functools import reduce


def glue_line(text, line):
    if not text:
        return line
    if text.endswith("-") and text[-2:-1].isalpha():
        return text[:-1] + line
    return text + " " + line


def hyphenated_word_joiner(lines):
    stripped = [line.strip() for line in lines]
    return reduce(glue_line, [line for line in stripped if line], "")

# --- implementation 3: a list of pieces; a piece ending in letter + "-" absorbs the next line ---
def hyphenated_word_joiner(lines):
    pieces = []
    for raw in lines:
        line = raw.strip()
        if line == "":
            continue
        last = pieces[-1] if pieces else ""
        if len(last) >= 2 and last[-1] == "-" and last[-2].isalpha():
            pieces[-1] = last[:-1] + line
        else:
            pieces.append(line)
    return " ".join(pieces)

# --- inputs ---
def random_input(rng):
    pool = ["hello", "state ma-", "chine works", "a -", "b", "co-", "", "  op-  ", "eration", "end-", "-", "x", "3-", "4", " ab-", "  "]
    return ([rng.choice(pool) for _ in range(rng.randint(0, 6))],)
