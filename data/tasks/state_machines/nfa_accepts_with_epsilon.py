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
