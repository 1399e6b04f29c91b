# domain: validation
# function: is_valid_push_pop_sequence
# query: Given pushed, the order in which distinct values were pushed onto a stack, and popped, a
#   proposed pop order, decide whether that pop order is achievable by interleaving pushes and
#   pops. Both lists must be permutations of each other; returns a bool.
# lint_allow: implementation "stack" the question is about the push/pop orders of a stack; the stack
#   is the behaviour under test, not a technique

def is_valid_push_pop_sequence(pushed, popped):
    if len(pushed) != len(popped):
        return False
    stack = []
    j = 0
    for value in pushed:
        stack.append(value)
        while stack and j < len(popped) and stack[-1] == popped[j]:
            stack.pop()
            j += 1
    return j == len(popped)

# --- tests ---
import pytest

assert is_valid_push_pop_sequence([], []) is True
assert is_valid_push_pop_sequence([1], [1]) is True
assert is_valid_push_pop_sequence([1, 2, 3, 4, 5], [4, 5, 3, 2, 1]) is True
assert is_valid_push_pop_sequence([1, 2, 3, 4, 5], [4, 3, 5, 1, 2]) is False
assert is_valid_push_pop_sequence([1, 2, 3], [1, 2, 3]) is True
assert is_valid_push_pop_sequence([1, 2, 3], [3, 1, 2]) is False
assert is_valid_push_pop_sequence([1, 2], [1]) is False
assert is_valid_push_pop_sequence([1, 2], [2, 1]) is True
