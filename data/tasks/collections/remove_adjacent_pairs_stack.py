# domain: collections
# function: remove_adjacent_pairs_stack
# query: Repeatedly remove adjacent pairs of equal elements from a list items (like cancelling "aa"
#   in a string) and return what remains, e.g. [a, b, b, a, c, a] -> [c, a].

def remove_adjacent_pairs_stack(items):
    stack = []
    for item in items:
        if len(stack) > 0 and stack[-1] == item:
            stack.pop()
        else:
            stack.append(item)
    return stack

# --- tests ---
import pytest

assert remove_adjacent_pairs_stack([]) == []
assert remove_adjacent_pairs_stack(["a"]) == ["a"]
assert remove_adjacent_pairs_stack(["a", "a"]) == []
assert remove_adjacent_pairs_stack(list("abbaca")) == ["c", "a"]
assert remove_adjacent_pairs_stack(["a", "a", "a"]) == ["a"]
assert remove_adjacent_pairs_stack([1, 2, 3]) == [1, 2, 3]
assert remove_adjacent_pairs_stack([1, 2, 2, 3, 3, 1, 4]) == [4]
