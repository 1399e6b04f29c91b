# domain: collections
# function: min_stack_query_results
# query: Simulate a stack that also answers minimum queries. operations are ("push", x), ("pop",)
#   and ("min",); return the list of results of the "min" operations. Raise IndexError for pop
#   or min on an empty stack.
# lint_allow: implementation "stack" the function simulates a min-stack; its push/pop semantics are the behaviour under test

def min_stack_query_results(operations):
    stack = []
    mins = []
    results = []
    for op in operations:
        if op[0] == "push":
            value = op[1]
            stack.append(value)
            if not mins or value <= mins[-1]:
                mins.append(value)
        elif not stack:
            raise IndexError("empty stack")
        elif op[0] == "pop":
            if stack.pop() == mins[-1]:
                mins.pop()
        else:
            results.append(mins[-1])
    return results

# --- tests ---
import pytest

assert min_stack_query_results([]) == []
assert min_stack_query_results([("push", 3), ("min",)]) == [3]
assert min_stack_query_results([("push", 3), ("push", 1), ("min",), ("pop",), ("min",)]) == [1, 3]
assert min_stack_query_results([("push", 2), ("push", 2), ("pop",), ("min",)]) == [2]
assert min_stack_query_results([("push", 5), ("push", 7), ("pop",), ("min",)]) == [5]
assert min_stack_query_results([("push", 4), ("push", 6), ("push", 1), ("min",), ("pop",), ("min",), ("pop",), ("min",)]) == [1, 4, 4]
with pytest.raises(IndexError):
    min_stack_query_results([("min",)])
with pytest.raises(IndexError):
    min_stack_query_results([("push", 1), ("pop",), ("pop",)])
