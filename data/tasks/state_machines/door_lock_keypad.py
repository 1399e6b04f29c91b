# domain: state_machines
# function: door_lock_keypad
# query: A keypad door lock starts locked and reads digits one at a time; when the last len(code)
#   digits typed equal the code it unlocks, and "#" locks it again and clears the input. After three
#   wrong complete attempts in a row (each block of len(code) digits typed while locked that is not
#   the code) it goes to "alarm" and ignores further keys. Return the final state.

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
