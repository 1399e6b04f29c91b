# domain: collections
# function: browser_history_navigation
# query: Simulate browser history starting at a home page with operations ("visit", url), ("back", n)
#   and ("forward", n); back/forward move at most as far as possible and visiting clears forward
#   history. Return the current url after all operations.

def browser_history_navigation(home, operations):
    history = [home]
    position = 0
    for op in operations:
        if op[0] == "visit":
            del history[position + 1:]
            history.append(op[1])
            position += 1
        elif op[0] == "back":
            position = max(0, position - op[1])
        else:
            position = min(len(history) - 1, position + op[1])
    return history[position]

# --- tests ---
import pytest

assert browser_history_navigation("h", []) == "h"
assert browser_history_navigation("h", [("visit", "a"), ("visit", "b")]) == "b"
assert browser_history_navigation("h", [("visit", "a"), ("visit", "b"), ("back", 1)]) == "a"
assert browser_history_navigation("h", [("visit", "a"), ("back", 5)]) == "h"
assert browser_history_navigation("h", [("visit", "a"), ("visit", "b"), ("back", 2), ("forward", 1)]) == "a"
assert browser_history_navigation("h", [("visit", "a"), ("back", 1), ("forward", 9)]) == "a"
assert browser_history_navigation("h", [("visit", "a"), ("visit", "b"), ("back", 1), ("visit", "c"), ("forward", 1)]) == "c"
assert browser_history_navigation("h", [("visit", "a"), ("visit", "b"), ("back", 2), ("visit", "z"), ("back", 1)]) == "h"
