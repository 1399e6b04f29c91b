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

# --- implementation 2: for each pop, push until the value is on top or the pushes run out ---
def is_valid_push_pop_sequence(pushed, popped):
    if len(pushed) != len(popped):
        return False
    pending = []
    next_push = 0
    for value in popped:
        while (not pending or pending[-1] != value) and next_push < len(pushed):
            pending.append(pushed[next_push])
            next_push += 1
        if not pending or pending[-1] != value:
            return False
        pending.pop()
    return True

# --- implementation 3: no x popped after a later-pushed y may be followed by a value pushed between them ---
def is_valid_push_pop_sequence(pushed, popped):
    if len(pushed) != len(popped) or set(pushed) != set(popped):
        return False
    position = {value: i for i, value in enumerate(pushed)}
    order = [position[v] for v in popped]
    for i in range(len(order)):
        bound = order[i]
        for j in range(i + 1, len(order)):
            if order[j] < order[i]:
                if order[j] > bound:
                    return False
                bound = order[j]
    return True

# --- inputs ---
def random_input(rng):
    n = rng.randint(0, 6)
    pushed = rng.sample(range(1, 20), n)
    popped = list(pushed)
    rng.shuffle(popped)
    r = rng.random()
    if r < 0.1 and popped:
        popped.pop()
    elif r < 0.2 and popped:
        popped[rng.randrange(n)] = rng.choice([pushed[0], 25])
    return (pushed, popped)
