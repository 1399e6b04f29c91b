# domain: state_machines
# function: thermostat_hysteresis_controller
# query: A heater thermostat with a target temperature and a hysteresis band starts "off": for each
#   of the readings it switches "on" when the reading drops strictly below target - band and
#   switches "off" when a reading rises strictly above target + band; in between it keeps its
#   state. Return the list of states after each reading. Raise ValueError if band is negative.

def thermostat_hysteresis_controller(target, band, readings):
    if band < 0:
        raise ValueError("band must be non-negative")
    state = "off"
    states = []
    for temp in readings:
        if state == "off" and temp < target - band:
            state = "on"
        elif state == "on" and temp > target + band:
            state = "off"
        states.append(state)
    return states

# --- tests ---
import pytest

assert thermostat_hysteresis_controller(20, 1, []) == []
assert thermostat_hysteresis_controller(20, 1, [19]) == ["off"]
assert thermostat_hysteresis_controller(20, 1, [18.9]) == ["on"]
assert thermostat_hysteresis_controller(20, 1, [18, 20, 21]) == ["on", "on", "on"]
assert thermostat_hysteresis_controller(20, 1, [18, 21.5, 20]) == ["on", "off", "off"]
assert thermostat_hysteresis_controller(20, 0, [19.9, 20, 20.1]) == ["on", "on", "off"]
assert thermostat_hysteresis_controller(10, 2, [7, 12, 13, 8, 7.9]) == ["on", "on", "off", "off", "on"]
with pytest.raises(ValueError):
    thermostat_hysteresis_controller(20, -1, [10])

# --- implementation 2: a heating flag updated from the two thresholds ---
def thermostat_hysteresis_controller(target, band, readings):
    if band < 0:
        raise ValueError("band cannot be negative")
    low, high = target - band, target + band
    heating = False
    out = []
    for reading in readings:
        if reading < low:
            heating = True
        elif reading > high:
            heating = False
        out.append("on" if heating else "off")
    return out

# --- implementation 3: itertools.accumulate with a step function and "off" as the initial state ---
from itertools import accumulate


def thermostat_hysteresis_controller(target, band, readings):
    if band < 0:
        raise ValueError(band)

    def step(state, temp):
        if temp < target - band:
            return "on"
        return "off" if temp > target + band else state
    return list(accumulate(readings, step, initial="off"))[1:]

# --- inputs ---
def random_input(rng):
    target = rng.choice([10, 20])
    band = rng.choice([0, 1, 2]) if rng.random() > 0.05 else -1
    readings = [target + rng.choice([-3, -2.1, -2, -1, -0.1, 0, 0.1, 1, 2, 2.5]) for _ in range(rng.randint(0, 8))]
    return (target, band, readings)
