# domain: state_machines
# function: coffee_machine_brew_cycle
# query: A coffee machine with a tank of capacity cups currently holds water cups of water; it
#   starts "ready", or "needs_water" when water is 0. events: "brew" makes one cup if the machine
#   is ready and has water (otherwise it enters "needs_water" and the brew fails), and a brew that
#   uses the last cup of water also switches it to "needs_water"; "refill" restores the water to
#   capacity and makes it ready; "descale" is only allowed when ready and changes nothing else.
#   Return (cups_made, failed_brews, state); raise ValueError for unknown events or descaling
#   when not ready.

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

# --- implementation 2: derive the state from a "needs water" flag, count the failures from the attempts ---
def coffee_machine_brew_cycle(capacity, water, events):
    empty = water <= 0
    brews = made = 0
    for event in events:
        if event == "refill":
            water, empty = capacity, False
        elif event == "brew":
            brews += 1
            if not empty:
                water -= 1
                made += 1
            empty = empty or water == 0
        elif event != "descale" or empty:
            raise ValueError("unexpected event %r" % event)
    return (made, brews - made, "needs_water" if empty else "ready")

# --- implementation 3: a handler per event kind that updates a small status dict ---
def coffee_machine_brew_cycle(capacity, water, events):
    machine = {"water": water, "made": 0, "failed": 0}
    machine["state"] = "ready" if water > 0 else "needs_water"
    for event in events:
        if event not in ("brew", "refill", "descale"):
            raise ValueError(event)
        if event == "descale" and machine["state"] != "ready":
            raise ValueError("descale needs a ready machine")
        if event == "refill":
            machine.update(water=capacity, state="ready")
        elif event == "brew":
            if machine["state"] == "ready" and machine["water"] > 0:
                machine["water"] -= 1
                machine["made"] += 1
            else:
                machine["failed"] += 1
            if machine["water"] == 0:
                machine["state"] = "needs_water"
    return machine["made"], machine["failed"], machine["state"]

# --- implementation 4: a pure step function on (water, made, failed, state) ---
def machine_step(status, event, capacity):
    water, made, failed, state = status
    if event == "refill":
        return capacity, made, failed, "ready"
    if event == "descale" and state == "ready":
        return status
    if event != "brew":
        raise ValueError("event %r not allowed in state %s" % (event, state))
    if state != "ready" or water <= 0:
        return water, made, failed + 1, "needs_water"
    water -= 1
    return water, made + 1, failed, "ready" if water else "needs_water"


def coffee_machine_brew_cycle(capacity, water, events):
    status = (water, 0, 0, "ready" if water > 0 else "needs_water")
    for event in events:
        status = machine_step(status, event, capacity)
    return status[1], status[2], status[3]

# --- inputs ---
def random_input(rng):
    capacity = rng.randint(1, 4)
    water = rng.randint(0, capacity)
    events = [rng.choice(["brew", "brew", "brew", "refill", "descale"]) for _ in range(rng.randint(0, 8))]
    if rng.random() < 0.08:
        events.append("grind")
    return (capacity, water, events)
