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

# --- implementation 2: index the dict directly and treat a KeyError as rejection ---
def dfa_accepts_string(transitions, start, accepting, text):
    current = start
    try:
        for symbol in text:
            current = transitions[current, symbol]
    except KeyError:
        return False
    return current in accepting

# --- implementation 3: dict.get with a sentinel for the missing transition ---
def dfa_accepts_string(transitions, start, accepting, text):
    missing = object()
    state = start
    for ch in text:
        state = transitions.get((state, ch), missing)
        if state is missing:
            return False
    return state in accepting

# --- implementation 4: track the set of current states, which becomes empty when a transition is missing ---
def dfa_accepts_string(transitions, start, accepting, text):
    current = {start}
    for symbol in text:
        current = {transitions[s, symbol] for s in current if (s, symbol) in transitions}
        if not current:
            return False
    return any(s in accepting for s in current)

# --- inputs ---
def random_input(rng):
    states = rng.choice([["e", "o"], ["even", "odd"], ["s", "t", "u"]])
    symbols = ["0", "1", "a"]
    transitions = {}
    for s in states:
        for c in symbols:
            if rng.random() < 0.75:
                transitions[(s, c)] = rng.choice(states)
    accepting = set(rng.sample(states, rng.randint(0, len(states))))
    text = "".join(rng.choice(symbols + ["2"] * (rng.random() < 0.1)) for _ in range(rng.randint(0, 6)))
    return (transitions, rng.choice(states), accepting, text)
