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
