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

# --- implementation 2: repeat passes that cut out the first equal neighbour pair until none is left ---
def remove_adjacent_pairs_stack(items):
    current = list(items)
    changed = True
    while changed:
        changed = False
        for i in range(len(current) - 1):
            if current[i] == current[i + 1]:
                current = current[:i] + current[i + 2:]
                changed = True
                break
    return current

# --- implementation 3: delete pairs in place from a copy and step back one position ---
def remove_adjacent_pairs_stack(items):
    result = list(items)
    i = 0
    while i < len(result) - 1:
        if result[i] == result[i + 1]:
            del result[i:i + 2]
            i = max(i - 1, 0)
        else:
            i += 1
    return result

# --- implementation 4: reduce the tail recursively, then cancel the head against it ---
def remove_adjacent_pairs_stack(items):
    if not items:
        return []
    rest = remove_adjacent_pairs_stack(items[1:])
    if rest and rest[0] == items[0]:
        return rest[1:]
    return [items[0]] + rest

# --- inputs ---
def random_input(rng):
    n = rng.choice([0, 1, 2, 3, rng.randint(0, 14)])
    if rng.random() < 0.4:
        return (list("".join(rng.choice("abc") for _ in range(n))),)
    return ([rng.randint(1, 3) for _ in range(n)],)
