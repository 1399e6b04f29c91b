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

# --- implementation 2: two lists, pages behind and pages ahead of the current one ---
def browser_history_navigation(home, operations):
    current = home
    behind = []
    ahead = []
    for op in operations:
        if op[0] == "visit":
            behind.append(current)
            current = op[1]
            ahead = []
        elif op[0] == "back":
            for _ in range(min(op[1], len(behind))):
                ahead.append(current)
                current = behind.pop()
        else:
            for _ in range(min(op[1], len(ahead))):
                behind.append(current)
                current = ahead.pop()
    return current

# --- implementation 3: a doubly linked list of page nodes, walked n steps or until its end ---
def browser_history_navigation(home, operations):
    node = {"url": home, "prev": None, "next": None}
    for op in operations:
        if op[0] == "visit":
            page = {"url": op[1], "prev": node, "next": None}
            node["next"] = page
            node = page
            continue
        link = "prev" if op[0] == "back" else "next"
        for _ in range(op[1]):
            if node[link] is None:
                break
            node = node[link]
    return node["url"]

# --- inputs ---
def random_input(rng):
    ops = []
    for k in range(rng.randint(0, 12)):
        r = rng.random()
        if r < 0.45:
            ops.append(("visit", "p%d" % rng.randint(0, 6)))
        elif r < 0.75:
            ops.append(("back", rng.choice([0, 1, 1, 2, 5])))
        else:
            ops.append(("forward", rng.choice([0, 1, 1, 2, 9])))
    return ("home", ops)
