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
