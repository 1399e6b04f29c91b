# domain: collections
# function: bounded_stack_operations
# query: Simulate a stack with a maximum size capacity, applying operations ("push", x), ("pop",)
#   and ("peek",) and returning the list of popped/peeked values. Pushing onto a full stack
#   raises OverflowError and popping or peeking an empty stack raises IndexError.
# lint_allow: implementation "stack" the function simulates a bounded stack; the stack is the behaviour under test, not a technique

def bounded_stack_operations(capacity, operations):
    stack = []
    outputs = []
    for op in operations:
        if op[0] == "push":
            if len(stack) >= capacity:
                raise OverflowError("stack full")
            stack.append(op[1])
        elif not stack:
            raise IndexError("stack empty")
        elif op[0] == "pop":
            outputs.append(stack.pop())
        else:
            outputs.append(stack[-1])
    return outputs

# --- tests ---
import pytest

assert bounded_stack_operations(2, []) == []
assert bounded_stack_operations(2, [("push", 1), ("push", 2), ("pop",), ("pop",)]) == [2, 1]
assert bounded_stack_operations(2, [("push", 1), ("peek",), ("peek",)]) == [1, 1]
assert bounded_stack_operations(1, [("push", 1), ("pop",), ("push", 2), ("peek",)]) == [1, 2]
assert bounded_stack_operations(3, [("push", "a"), ("push", "b"), ("peek",), ("pop",), ("peek",)]) == ["b", "b", "a"]
with pytest.raises(OverflowError):
    bounded_stack_operations(2, [("push", 1), ("push", 2), ("push", 3)])
with pytest.raises(IndexError):
    bounded_stack_operations(2, [("pop",)])
with pytest.raises(IndexError):
    bounded_stack_operations(2, [("push", 1), ("pop",), ("peek",)])
