# domain: state_machines
# function: coffee_machine_brew_cycle
# query: A coffee machine with a tank of capacity cups currently holds water cups of water. events:
#   "brew" makes one cup if the machine is ready and has water (otherwise it enters
#   "needs_water" and the brew fails), "refill" restores the water to capacity and makes it
#   ready, "descale" is only allowed when ready and resets. Return (cups_made, failed_brews,
#   state); raise ValueError for unknown events or descaling when not ready.

def coffee_machine_brew_cycle(capacity, water, events):
    state = "ready" if water > 0 else "needs_water"
    made = failed = 0
    for event in events:
        if event == "brew":
            if state == "ready" and water > 0:
                water -= 1
                made += 1
            else:
                failed += 1
            if water == 0:
                state = "needs_water"
        elif event == "refill":
            water, state = capacity, "ready"
        elif event == "descale" and state == "ready":
            continue
        else:
            raise ValueError("bad event")
    return made, failed, state

# --- tests ---
import pytest

assert coffee_machine_brew_cycle(3, 3, []) == (0, 0, "ready")
assert coffee_machine_brew_cycle(3, 0, []) == (0, 0, "needs_water")
assert coffee_machine_brew_cycle(3, 2, ["brew"]) == (1, 0, "ready")
assert coffee_machine_brew_cycle(3, 1, ["brew"]) == (1, 0, "needs_water")
assert coffee_machine_brew_cycle(3, 1, ["brew", "brew", "refill", "brew"]) == (2, 1, "ready")
assert coffee_machine_brew_cycle(2, 0, ["brew", "refill", "brew", "brew", "brew"]) == (2, 2, "needs_water")
assert coffee_machine_brew_cycle(2, 2, ["descale", "brew"]) == (1, 0, "ready")
with pytest.raises(ValueError):
    coffee_machine_brew_cycle(2, 0, ["descale"])
with pytest.raises(ValueError):
    coffee_machine_brew_cycle(2, 2, ["grind"])
