# domain: state_machines
# function: debounce_button_presses
# query: Debounce a noisy button signal given as a list of 0/1 samples: the stable state (initially 0)
#   only changes after the raw value has differed from it for `threshold` consecutive samples. Return
#   the number of stable 0->1 transitions (presses). Raise ValueError if threshold < 1.

def debounce_button_presses(samples, threshold):
    if threshold < 1:
        raise ValueError("threshold must be >= 1")
    stable = 0
    streak = 0
    presses = 0
    for raw in samples:
        if raw != stable:
            streak += 1
            if streak >= threshold:
                stable = raw
                streak = 0
                if stable == 1:
                    presses += 1
        else:
            streak = 0
    return presses

# --- tests ---
import pytest

assert debounce_button_presses([], 2) == 0
assert debounce_button_presses([1], 1) == 1
assert debounce_button_presses([1], 2) == 0
assert debounce_button_presses([1, 1], 2) == 1
assert debounce_button_presses([1, 0, 1, 0, 1], 2) == 0
assert debounce_button_presses([1, 1, 1, 0, 0, 1, 1], 2) == 2
assert debounce_button_presses([1, 1, 0, 1, 1, 0, 0, 1, 1], 2) == 2
assert debounce_button_presses([1, 1, 1, 0, 1, 1, 1], 3) == 1
with pytest.raises(ValueError):
    debounce_button_presses([1], 0)

# --- implementation 2: runs of equal samples; a differing run long enough flips the stable state ---
from itertools import groupby


def debounce_button_presses(samples, threshold):
    if threshold < 1:
        raise ValueError("threshold must be at least 1")
    stable, presses = 0, 0
    for value, run in groupby(samples):
        if value != stable and len(list(run)) >= threshold:
            stable = value
            presses += value == 1
    return presses

# --- implementation 3: at each sample, check whether the last threshold samples all differ ---
def debounce_button_presses(samples, threshold):
    if threshold < 1:
        raise ValueError(threshold)
    state = 0
    count = 0
    for i in range(threshold - 1, len(samples)):
        window = samples[i - threshold + 1:i + 1]
        if all(s != state for s in window):
            state = 1 - state
            count += state
    return count

# --- inputs ---
def random_input(rng):
    n = rng.randint(0, 14)
    samples = []
    while len(samples) < n:
        samples.extend([rng.randint(0, 1)] * rng.choice([1, 1, 2, 3, 4]))
    threshold = rng.choice([1, 2, 2, 3, 4]) if rng.random() > 0.06 else rng.choice([0, -1])
    return (samples[:n], threshold)
