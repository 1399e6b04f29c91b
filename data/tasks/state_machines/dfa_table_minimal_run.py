# domain: state_machines
# function: dfa_table_minimal_run
# query: Run a DFA whose transition table is a list of dicts (row index = state, dict maps symbol to
#   the next state index) from state 0 over the input text (a string, or any sequence of
#   hashable symbols such as integers) and return the list of visited state indices including
#   the start. Raise ValueError when a symbol has no transition from the current state.

def dfa_table_minimal_run(table, text):
    state = 0
    path = [state]
    for symbol in text:
        row = table[state]
        if symbol not in row:
            raise ValueError("no transition for %r from state %d" % (symbol, state))
        state = row[symbol]
        path.append(state)
    return path

# --- tests ---
import pytest

assert dfa_table_minimal_run([{}], "") == [0]
assert dfa_table_minimal_run([{"a": 1}, {"a": 0}], "aaa") == [0, 1, 0, 1]
assert dfa_table_minimal_run([{"a": 1, "b": 0}, {"a": 1, "b": 2}, {"a": 1, "b": 0}], "abab") == [0, 1, 2, 1, 2]
assert dfa_table_minimal_run([{"x": 0}], "xx") == [0, 0, 0]
assert dfa_table_minimal_run([{0: 0, 1: 1, 2: 2}, {0: 1, 1: 2, 2: 0}, {0: 2, 1: 0, 2: 1}], [1, 1, 1]) == [0, 1, 2, 0]
with pytest.raises(ValueError):
    dfa_table_minimal_run([{"a": 1}, {}], "aa")
with pytest.raises(ValueError):
    dfa_table_minimal_run([{"a": 0}], "b")
assert dfa_table_minimal_run([{"0": 0, "1": 1}, {"0": 2, "1": 0}, {"0": 1, "1": 2}], "110") == [0, 1, 0, 0]

# --- implementation 2: index the rows directly and turn a KeyError into ValueError ---
def dfa_table_minimal_run(table, text):
    visited = [0]
    for symbol in text:
        try:
            visited.append(table[visited[-1]][symbol])
        except KeyError:
            raise ValueError("state %d has no move on %r" % (visited[-1], symbol)) from None
    return visited

# --- implementation 3: itertools.accumulate with a step function and the start state as initial ---
from itertools import accumulate


def dfa_table_minimal_run(table, text):
    def step(state, symbol):
        if symbol not in table[state]:
            raise ValueError(symbol)
        return table[state][symbol]
    return list(accumulate(text, step, initial=0))

# --- inputs ---
def random_input(rng):
    n = rng.randint(1, 4)
    symbols = rng.choice([["a", "b"], [0, 1, 2], ["0", "1"]])
    table = [{s: rng.randrange(n) for s in symbols if rng.random() < 0.85} for _ in range(n)]
    text = [rng.choice(symbols) for _ in range(rng.randint(0, 7))]
    if isinstance(symbols[0], str) and rng.random() < 0.5:
        text = "".join(text)
    return (table, text)
