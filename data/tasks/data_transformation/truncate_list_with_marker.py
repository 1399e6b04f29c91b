# domain: data_transformation
# function: truncate_list_with_marker
# query: Truncate a list items to at most max_items elements; if items were cut, the result keeps
#   the first max_items - 1 items followed by a marker string "...(+N more)" where N counts the
#   hidden items. Raise ValueError when max_items < 1.

def truncate_list_with_marker(items, max_items):
    if max_items < 1:
        raise ValueError("max_items must be at least 1")
    if len(items) <= max_items:
        return list(items)
    kept = list(items[:max_items - 1])
    hidden = len(items) - len(kept)
    kept.append("...(+%d more)" % hidden)
    return kept

# --- tests ---
import pytest

assert truncate_list_with_marker([], 3) == []
assert truncate_list_with_marker([1, 2, 3], 3) == [1, 2, 3]
assert truncate_list_with_marker([1, 2, 3, 4], 3) == [1, 2, "...(+2 more)"]
assert truncate_list_with_marker([1, 2], 1) == ["...(+2 more)"]
assert truncate_list_with_marker([1], 1) == [1]
assert truncate_list_with_marker(list(range(10)), 4) == [0, 1, 2, "...(+7 more)"]
with pytest.raises(ValueError):
    truncate_list_with_marker([1], 0)

# --- implementation 2: compute the overflow first, slice and append an f-string marker ---
def truncate_list_with_marker(items, max_items):
    if max_items < 1:
        raise ValueError("max_items < 1")
    overflow = len(items) - max_items
    if overflow <= 0:
        return list(items)
    return list(items[:max_items - 1]) + [f"...(+{overflow + 1} more)"]

# --- implementation 3: copy items until the marker's slot is reached ---
def truncate_list_with_marker(items, max_items):
    if max_items < 1:
        raise ValueError("max_items must be positive")
    result = []
    for item in items:
        if len(items) > max_items and len(result) == max_items - 1:
            result.append("...(+%d more)" % (len(items) - len(result)))
            break
        result.append(item)
    return result

# --- inputs ---
def random_input(rng):
    items = list(range(rng.randint(0, 10)))
    return (items, rng.choice([0, 1, 2, 3, 4, len(items), len(items) + 1, max(len(items) - 1, 1)]))
