# domain: state_machines
# function: door_lock_keypad
# query: Simulate a keypad door lock with the secret code (a non-empty digit string) over keys, a
#   string of digits and "#" read one at a time. It starts "locked" with an empty entry. While
#   locked, each digit is appended to the entry; as soon as the entry holds len(code) digits it is
#   compared with code and cleared: a match unlocks the door and resets the count of wrong
#   attempts, a mismatch counts one wrong attempt, and the third wrong attempt since the start or
#   the last unlock puts the lock in "alarm". While unlocked, digits are ignored. "#" locks the door
#   and clears the entry (it does not reset the wrong-attempt count). In "alarm" every key is
#   ignored. Return the final state: "locked", "unlocked" or "alarm".

def door_lock_keypad(code, keys):
    state = "locked"
    buffer = ""
    failures = 0
    for key in keys:
        if state == "alarm":
            break
        if key == "#":
            state, buffer = "locked", ""
            continue
        if state == "unlocked":
            continue
        buffer += key
        if len(buffer) == len(code):
            if buffer == code:
                state, failures = "unlocked", 0
            else:
                failures += 1
                if failures >= 3:
                    state = "alarm"
            buffer = ""
    return state

# --- tests ---
import pytest

assert door_lock_keypad("123", "") == "locked"
assert door_lock_keypad("123", "123") == "unlocked"
assert door_lock_keypad("123", "12") == "locked"
assert door_lock_keypad("123", "123#") == "locked"
assert door_lock_keypad("123", "000111123") == "unlocked"
assert door_lock_keypad("123", "000111222") == "alarm"
assert door_lock_keypad("123", "000111222#123") == "alarm"
assert door_lock_keypad("123", "000111123#000111123") == "unlocked"
assert door_lock_keypad("42", "4299#") == "locked"
assert door_lock_keypad("42", "111213") == "alarm"

# --- implementation 2: an entry list compared once it is full; the alarm ends the run early ---
def door_lock_keypad(code, keys):
    state = "locked"
    entry = []
    wrong = 0
    for key in keys:
        if key == "#":
            state = "locked"
            entry.clear()
        elif state == "locked":
            entry.append(key)
            if len(entry) == len(code):
                attempt = "".join(entry)
                entry.clear()
                if attempt == code:
                    state, wrong = "unlocked", 0
                else:
                    wrong += 1
                    if wrong == 3:
                        return "alarm"
    return state

# --- implementation 3: split the keys at "#", then check each segment's complete blocks of len(code) ---
def door_lock_keypad(code, keys):
    size = len(code)
    misses = 0
    state = "locked"
    for segment in keys.split("#"):
        state = "locked"
        for start in range(0, len(segment) - size + 1, size):
            if segment[start:start + size] == code:
                state, misses = "unlocked", 0
                break
            misses += 1
            if misses == 3:
                return "alarm"
    return state

# --- inputs ---
def random_input(rng):
    code = rng.choice(["123", "42", "7"])
    keys = ""
    for _ in range(rng.randint(0, 6)):
        r = rng.random()
        if r < 0.3:
            keys += code
        elif r < 0.6:
            keys += "".join(rng.choice("0123479") for _ in range(len(code)))
        elif r < 0.8:
            keys += "#"
        else:
            keys += rng.choice("0123479")
    return (code, keys)
