# domain: data_transformation
# function: overlapping_windows_with_step
# query: Cut a list items into windows of the given size, starting a new window every step items;
#   only complete windows are returned. Raise ValueError when size or step is less than 1.

def overlapping_windows_with_step(items, size, step):
    if size < 1 or step < 1:
        raise ValueError("size and step must be positive")
    windows = []
    start = 0
    while start + size <= len(items):
        windows.append(items[start:start + size])
        start += step
    return windows

# --- tests ---
import pytest

assert overlapping_windows_with_step([], 2, 1) == []
assert overlapping_windows_with_step([1, 2, 3, 4], 2, 1) == [[1, 2], [2, 3], [3, 4]]
assert overlapping_windows_with_step([1, 2, 3, 4, 5], 2, 2) == [[1, 2], [3, 4]]
assert overlapping_windows_with_step([1, 2, 3, 4, 5, 6, 7], 3, 2) == [[1, 2, 3], [3, 4, 5], [5, 6, 7]]
assert overlapping_windows_with_step([1, 2, 3], 3, 5) == [[1, 2, 3]]
assert overlapping_windows_with_step([1, 2], 3, 1) == []
assert overlapping_windows_with_step([1, 2], 1, 1) == [[1], [2]]
with pytest.raises(ValueError):
    overlapping_windows_with_step([1], 0, 1)
with pytest.raises(ValueError):
    overlapping_windows_with_step([1], 1, 0)

# --- implementation 2: the window starts form a range with the given step ---
def overlapping_windows_with_step(items, size, step):
    if size < 1 or step < 1:
        raise ValueError("size and step must be at least 1")
    last_start = len(items) - size
    return [items[s:s + size] for s in range(0, last_start + 1, step)]

# --- implementation 3: take a window off the front, then drop step items ---
def overlapping_windows_with_step(items, size, step):
    if min(size, step) < 1:
        raise ValueError("size/step < 1")
    windows = []
    rest = items
    while len(rest) >= size:
        windows.append(rest[:size])
        rest = rest[step:]
    return windows

# --- implementation 4: every window from zipped shifted copies, then every step-th one ---
def overlapping_windows_with_step(items, size, step):
    if size < 1 or step < 1:
        raise ValueError("size and step must be >= 1")
    every_window = [list(w) for w in zip(*(items[i:] for i in range(size)))]
    return every_window[::step]

# --- inputs ---
def random_input(rng):
    items = list(range(rng.randint(0, 10)))
    return (items, rng.choice([0, 1, 2, 3, 4, len(items), len(items) + 1]), rng.choice([0, 1, 1, 2, 3, 5]))
