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
