# domain: collections
# function: sort_stack_with_temp_stack
# query: Sort a stack (a list whose last element is the top), returning a new stack whose top is the
#   largest element; the input is not modified.
# lint_allow: implementation "stack" input and output are stacks (lists whose last element is the top); the word says which end is the top

def sort_stack_with_temp_stack(stack):
    source = list(stack)
    result = []
    while source:
        current = source.pop()
        while len(result) > 0 and result[-1] > current:
            source.append(result.pop())
        result.append(current)
    return result

# --- tests ---
import pytest

assert sort_stack_with_temp_stack([]) == []
assert sort_stack_with_temp_stack([1]) == [1]
assert sort_stack_with_temp_stack([3, 1, 2]) == [1, 2, 3]
assert sort_stack_with_temp_stack([34, 3, 31, 98, 92, 23]) == [3, 23, 31, 34, 92, 98]
assert sort_stack_with_temp_stack([2, 2, 1]) == [1, 2, 2]
assert sort_stack_with_temp_stack([5, 4, 3, 2, 1]) == [1, 2, 3, 4, 5]
assert (lambda s: (sort_stack_with_temp_stack(s), s))([2, 1]) == ([1, 2], [2, 1])
