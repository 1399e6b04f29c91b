# domain: state_machines
# function: coin_turnstile_states
# query: Model a coin-operated turnstile that starts "locked" and apply events: a "coin" unlocks it,
#   a "push" while unlocked lets one person through and locks it again, a push while locked
#   does nothing and a coin while unlocked is wasted. Return a tuple (final_state,
#   people_through, wasted_coins); raise ValueError for any other event.

def coin_turnstile_states(events):
    state = "locked"
    passed = 0
    wasted = 0
    for event in events:
        if event == "coin":
            if state == "unlocked":
                wasted += 1
            state = "unlocked"
        elif event == "push":
            if state == "unlocked":
                passed += 1
                state = "locked"
        else:
            raise ValueError("unknown event")
    return state, passed, wasted

# --- tests ---
import pytest

assert coin_turnstile_states([]) == ("locked", 0, 0)
assert coin_turnstile_states(["push"]) == ("locked", 0, 0)
assert coin_turnstile_states(["coin"]) == ("unlocked", 0, 0)
assert coin_turnstile_states(["coin", "push"]) == ("locked", 1, 0)
assert coin_turnstile_states(["coin", "coin", "push", "push"]) == ("locked", 1, 1)
assert coin_turnstile_states(["coin", "push", "coin", "push", "coin"]) == ("unlocked", 2, 0)
assert coin_turnstile_states(["coin", "coin", "coin"]) == ("unlocked", 0, 2)
with pytest.raises(ValueError):
    coin_turnstile_states(["coin", "jump"])
