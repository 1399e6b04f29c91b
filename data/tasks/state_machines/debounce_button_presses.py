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
