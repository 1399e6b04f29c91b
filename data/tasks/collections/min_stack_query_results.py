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

# --- implementation 2: every stack entry carries the minimum below and including it ---
def min_stack_query_results(operations):
    entries = []
    answers = []
    for op in operations:
        if op[0] == "push":
            low = op[1] if not entries else min(op[1], entries[-1][1])
            entries.append((op[1], low))
            continue
        if not entries:
            raise IndexError("%s on an empty stack" % op[0])
        if op[0] == "pop":
            entries.pop()
        else:
            answers.append(entries[-1][1])
    return answers

# --- implementation 3: plain list, the minimum recomputed with min() on demand ---
def min_stack_query_results(operations):
    items = []
    out = []
    for name, *args in operations:
        if name == "push":
            items.append(args[0])
        elif not items:
            raise IndexError("empty stack")
        elif name == "pop":
            items.pop()
        else:
            out.append(min(items))
    return out

# --- inputs ---
def random_input(rng):
    ops = []
    size = 0
    for _ in range(rng.randint(0, 14)):
        r = rng.random()
        if r < 0.45:
            ops.append(("push", rng.randint(0, 6)))
            size += 1
        elif size > 0 or rng.random() < 0.08:
            if rng.random() < 0.5:
                ops.append(("pop",))
                size = max(0, size - 1)
            else:
                ops.append(("min",))
    return (ops,)
