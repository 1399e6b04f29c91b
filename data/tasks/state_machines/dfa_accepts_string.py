# domain: state_machines
# function: dfa_accepts_string
# query: Run a deterministic finite automaton given as transitions, a dict {(state, symbol):
#   next_state} (states may be any hashable, e.g. multi-letter strings), from the start state
#   with a set of accepting states over the input string text; return True if it ends in an
#   accepting state. A missing transition rejects the input (return False).

def dfa_accepts_string(transitions, start, accepting, text):
    state = start
    for i in range(len(text)):
        key = (state, text[i])
        if key not in transitions:
            return False
        state = transitions[key]
    return state in accepting

# --- tests ---
import pytest

assert dfa_accepts_string({("e", "0"): "o", ("e", "1"): "e", ("o", "0"): "e", ("o", "1"): "o"}, "e", {"e"}, "") is True
assert dfa_accepts_string({("e", "0"): "o", ("e", "1"): "e", ("o", "0"): "e", ("o", "1"): "o"}, "e", {"e"}, "0") is False
assert dfa_accepts_string({("e", "0"): "o", ("e", "1"): "e", ("o", "0"): "e", ("o", "1"): "o"}, "e", {"e"}, "1001") is True
assert dfa_accepts_string({("e", "0"): "o", ("e", "1"): "e", ("o", "0"): "e", ("o", "1"): "o"}, "e", {"e"}, "000") is False
assert dfa_accepts_string({("e", "0"): "o", ("e", "1"): "e", ("o", "0"): "e", ("o", "1"): "o"}, "e", {"e"}, "0102") is False
assert dfa_accepts_string({("a", "x"): "b"}, "a", {"b"}, "x") is True
assert dfa_accepts_string({("a", "x"): "b"}, "a", {"a"}, "x") is False
assert dfa_accepts_string({("even", "1"): "odd", ("odd", "1"): "even"}, "even", {"odd"}, "1") is True
assert dfa_accepts_string({("s", "a"): "t", ("t", "b"): "u", ("u", "a"): "t"}, "s", {"u"}, "abab") is True
assert dfa_accepts_string({("s", "a"): "t", ("t", "b"): "u", ("u", "a"): "t"}, "s", {"t"}, "aba") is True
