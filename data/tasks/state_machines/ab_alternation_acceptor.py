# domain: state_machines
# function: ab_alternation_acceptor
# query: Accept strings text over {"a", "b"} in which no two adjacent characters are equal (a and b
#   strictly alternate). The empty string is accepted; any character other than "a" or "b"
#   raises ValueError.

def ab_alternation_acceptor(text):
    state = "start"
    for ch in text:
        if ch != "a" and ch != "b":
            raise ValueError("invalid symbol")
        if state == "dead":
            continue
        if state == ch:
            state = "dead"
        else:
            state = ch
    return state != "dead"

# --- tests ---
import pytest

assert ab_alternation_acceptor("") is True
assert ab_alternation_acceptor("a") is True
assert ab_alternation_acceptor("b") is True
assert ab_alternation_acceptor("abab") is True
assert ab_alternation_acceptor("aa") is False
assert ab_alternation_acceptor("babb") is False
assert ab_alternation_acceptor("abba") is False
with pytest.raises(ValueError):
    ab_alternation_acceptor("abc")
with pytest.raises(ValueError):
    ab_alternation_acceptor("aac")

# --- implementation 2: validate the alphabet, then compare neighbours pairwise ---
def ab_alternation_acceptor(text):
    if set(text) - {"a", "b"}:
        raise ValueError("only 'a' and 'b' are allowed")
    for left, right in zip(text, text[1:]):
        if left == right:
            return False
    return True

# --- implementation 3: regular expression for an alternating string ---
import re


def ab_alternation_acceptor(text):
    if re.search(r"[^ab]", text):
        raise ValueError(text)
    return re.fullmatch(r"b?(ab)*a?", text) is not None

# --- implementation 4: reject unknown symbols, then look for a doubled letter as a substring ---
def ab_alternation_acceptor(text):
    for ch in text:
        if ch not in "ab":
            raise ValueError("symbol %r is not 'a' or 'b'" % ch)
    return "aa" not in text and "bb" not in text

# --- inputs ---
def random_input(rng):
    n = rng.randint(0, 8)
    if rng.random() < 0.5:
        start = rng.randint(0, 1)
        s = "".join("ab"[(start + i) % 2] for i in range(n))
        if s and rng.random() < 0.4:
            i = rng.randrange(len(s))
            s = s[:i] + rng.choice("ab") + s[i:]
    else:
        s = "".join(rng.choice("ab") for _ in range(n))
    if rng.random() < 0.12:
        s += rng.choice(["c", "x", "A", " "])
    return (s,)
