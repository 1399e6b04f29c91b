# domain: state_machines
# function: multitap_phone_keypad_decoder
# query: Decode old mobile-phone multi-tap input: keys 2-9 cycle through their letters (2=abc ...
#   7=pqrs ... 9=wxyz, wrapping around), 0 types a space (its only letter, so "00" is one space), and
#   a letter is committed when a different
#   key or a pause " " follows. Return the decoded text; raise ValueError for any other character.

def multitap_phone_keypad_decoder(keys):
    layout = {"2": "abc", "3": "def", "4": "ghi", "5": "jkl", "6": "mno",
              "7": "pqrs", "8": "tuv", "9": "wxyz", "0": " "}
    out = []
    current, count = None, 0
    for key in keys + " ":
        if key != " " and key not in layout:
            raise ValueError("unsupported key: " + key)
        if key == current:
            count += 1
            continue
        if current is not None:
            letters = layout[current]
            out.append(letters[(count - 1) % len(letters)])
        if key == " ":
            current, count = None, 0
        else:
            current, count = key, 1
    return "".join(out)

# --- tests ---
import pytest

assert multitap_phone_keypad_decoder("") == ""
assert multitap_phone_keypad_decoder("44 444") == "hi"
assert multitap_phone_keypad_decoder("4433555 555666") == "hello"
assert multitap_phone_keypad_decoder("2222") == "a"
assert multitap_phone_keypad_decoder("7777 77777") == "sp"
assert multitap_phone_keypad_decoder("9990999") == "y y"
assert multitap_phone_keypad_decoder("23") == "ad"
assert multitap_phone_keypad_decoder("  2  00") == "a "
with pytest.raises(ValueError):
    multitap_phone_keypad_decoder("21")
with pytest.raises(ValueError):
    multitap_phone_keypad_decoder("2*")

# --- implementation 2: runs of equal keys from itertools.groupby ---
from itertools import groupby

PAD = {"2": "abc", "3": "def", "4": "ghi", "5": "jkl", "6": "mno", "7": "pqrs", "8": "tuv", "9": "wxyz", "0": " "}


def multitap_phone_keypad_decoder(keys):
    text = []
    for key, run in groupby(keys):
        if key == " ":
            continue
        if key not in PAD:
            raise ValueError("invalid key %r" % key)
        presses = len(list(run))
        text.append(PAD[key][(presses - 1) % len(PAD[key])])
    return "".join(text)

# --- implementation 3: validate, then decode each run matched by a back-referencing regex ---
import re


def multitap_phone_keypad_decoder(keys):
    letters = [" ", "", "abc", "def", "ghi", "jkl", "mno", "pqrs", "tuv", "wxyz"]
    if re.search(r"[^02-9 ]", keys):
        raise ValueError("unsupported key")
    out = ""
    for m in re.finditer(r"([02-9])\1*", keys):
        group = letters[int(m.group(1))]
        out += group[(len(m.group()) - 1) % len(group)]
    return out

# --- inputs ---
def random_input(rng):
    s = ""
    for _ in range(rng.randint(0, 5)):
        s += rng.choice("0234579") * rng.randint(1, 5) + rng.choice(["", "", " ", "  "])
    if rng.random() < 0.1:
        s += rng.choice("1*#a")
    return (s,)
