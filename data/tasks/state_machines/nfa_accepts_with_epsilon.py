# domain: state_machines
# function: nfa_accepts_with_epsilon
# query: Simulate a nondeterministic finite automaton with epsilon moves: transitions maps (state,
#   symbol) to a set of next states, where symbol "" denotes an epsilon move; starting from
#   start with the set accepting of accepting states, return True if some run over the input
#   text ends in an accepting state.

def nfa_accepts_with_epsilon(transitions, start, accepting, text):
    def closure(states):
        stack, seen = list(states), set(states)
        while stack:
            s = stack.pop()
            for t in transitions.get((s, ""), ()):
                if t not in seen:
                    seen.add(t)
                    stack.append(t)
        return seen
    current = closure({start})
    for symbol in text:
        moved = set()
        for s in current:
            moved |= set(transitions.get((s, symbol), ()))
        current = closure(moved)
    return bool(current & set(accepting))

# --- tests ---
import pytest

assert nfa_accepts_with_epsilon({}, "q", {"q"}, "") is True
assert nfa_accepts_with_epsilon({}, "q", {"q"}, "a") is False
assert nfa_accepts_with_epsilon({("q", ""): {"r"}}, "q", {"r"}, "") is True
assert nfa_accepts_with_epsilon({("0", "a"): {"0", "1"}, ("0", "b"): {"0"}, ("1", "b"): {"2"}}, "0", {"2"}, "aab") is True
assert nfa_accepts_with_epsilon({("0", "a"): {"0", "1"}, ("0", "b"): {"0"}, ("1", "b"): {"2"}}, "0", {"2"}, "aba") is False
assert nfa_accepts_with_epsilon({("s", ""): {"a"}, ("a", "x"): {"b"}, ("b", ""): {"s", "f"}}, "s", {"f"}, "xxx") is True
assert nfa_accepts_with_epsilon({("s", ""): {"a"}, ("a", "x"): {"b"}, ("b", ""): {"s", "f"}}, "s", {"f"}, "") is False
assert nfa_accepts_with_epsilon({("a", ""): {"b"}, ("b", ""): {"a"}, ("b", "z"): {"c"}}, "a", {"c"}, "z") is True

# --- implementation 2: epsilon closure by repeating until the set stops growing ---
def nfa_accepts_with_epsilon(transitions, start, accepting, text):
    def close(states):
        states = set(states)
        while True:
            grown = states.union(*(transitions.get((s, ""), ()) for s in states))
            if grown == states:
                return states
            states = grown
    active = close({start})
    for ch in text:
        active = close(t for s in active for t in transitions.get((s, ch), ()))
    return any(s in accepting for s in active)

# --- implementation 3: depth-first search over (state, position) configurations ---
def nfa_accepts_with_epsilon(transitions, start, accepting, text):
    todo = [(start, 0)]
    seen = {(start, 0)}
    while todo:
        state, pos = todo.pop()
        if pos == len(text) and state in accepting:
            return True
        moves = [(t, pos) for t in transitions.get((state, ""), ())]
        if pos < len(text):
            moves += [(t, pos + 1) for t in transitions.get((state, text[pos]), ())]
        for config in moves:
            if config not in seen:
                seen.add(config)
                todo.append(config)
    return False

# --- inputs ---
def random_input(rng):
    states = ["s", "a", "b", "f"]
    transitions = {}
    for s in states:
        for sym in ["", "x", "y"]:
            if rng.random() < (0.25 if sym == "" else 0.5):
                transitions[(s, sym)] = set(rng.sample(states, rng.randint(1, 2)))
    accepting = set(rng.sample(states, rng.randint(0, 2)))
    text = "".join(rng.choice("xy") for _ in range(rng.randint(0, 5)))
    return (transitions, "s", accepting, text)
