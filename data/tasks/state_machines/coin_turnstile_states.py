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

# --- implementation 2: a boolean "unlocked" flag and per-event counters ---
def coin_turnstile_states(events):
    unlocked = False
    through = wasted = 0
    for e in events:
        if e not in ("coin", "push"):
            raise ValueError("unknown event %r" % e)
        if e == "coin":
            wasted += unlocked
            unlocked = True
        elif unlocked:
            through += 1
            unlocked = False
    return ("unlocked" if unlocked else "locked", through, wasted)

# --- implementation 3: transition table mapping (state, event) to (next state, passed, wasted) ---
def coin_turnstile_states(events):
    table = {
        ("locked", "coin"): ("unlocked", 0, 0),
        ("locked", "push"): ("locked", 0, 0),
        ("unlocked", "coin"): ("unlocked", 0, 1),
        ("unlocked", "push"): ("locked", 1, 0),
    }
    state, people, coins = "locked", 0, 0
    for event in events:
        if (state, event) not in table:
            raise ValueError(event)
        state, p, w = table[(state, event)]
        people, coins = people + p, coins + w
    return state, people, coins

# --- implementation 4: runs of equal events: a coin run wastes all but one coin, a push run after it lets one through ---
from itertools import groupby


def coin_turnstile_states(events):
    for event in events:
        if event not in ("coin", "push"):
            raise ValueError("unknown event %r" % event)
    runs = [(event, len(list(group))) for event, group in groupby(events)]
    wasted = sum(size - 1 for event, size in runs if event == "coin")
    passed = sum(1 for k in range(1, len(runs)) if runs[k][0] == "push")
    final = "unlocked" if runs and runs[-1][0] == "coin" else "locked"
    return final, passed, wasted

# --- inputs ---
def random_input(rng):
    events = [rng.choice(["coin", "push"]) for _ in range(rng.randint(0, 9))]
    if rng.random() < 0.08:
        events.insert(rng.randint(0, len(events)), "jump")
    return (events,)
