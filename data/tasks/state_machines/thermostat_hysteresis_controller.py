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
