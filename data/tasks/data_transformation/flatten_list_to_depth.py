# domain: data_transformation
# function: flatten_list_to_depth
# query: Flatten nested lists in items by at most depth levels (depth 0 returns a shallow copy);
#   non-list items are kept as they are. Raise ValueError for a negative depth.

def flatten_list_to_depth(items, depth):
    if depth < 0:
        raise ValueError("depth must be non-negative")
    result = []
    for item in items:
        if isinstance(item, list) and depth > 0:
            result.extend(flatten_list_to_depth(item, depth - 1))
        else:
            result.append(item)
    return result

# --- tests ---
import pytest

assert flatten_list_to_depth([], 3) == []
assert flatten_list_to_depth([1, [2, [3, [4]]]], 0) == [1, [2, [3, [4]]]]
assert flatten_list_to_depth([1, [2, [3, [4]]]], 1) == [1, 2, [3, [4]]]
assert flatten_list_to_depth([1, [2, [3, [4]]]], 2) == [1, 2, 3, [4]]
assert flatten_list_to_depth([1, [2, [3, [4]]]], 10) == [1, 2, 3, 4]
assert flatten_list_to_depth([[], [[]]], 1) == [[]]
assert flatten_list_to_depth([(1, 2), [3]], 5) == [(1, 2), 3]
with pytest.raises(ValueError):
    flatten_list_to_depth([1], -1)
