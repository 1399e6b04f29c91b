# domain: state_machines
# function: alarm_system_arming
# query: A home alarm with the PIN pin has states "disarmed", "armed" and "triggered"; apply events:
#   ("arm", code) and ("disarm", code) need the correct PIN; "sensor" while armed triggers it;
#   a correct disarm also resets a triggered alarm. A wrong PIN counts as a failed attempt and
#   leaves the state. Return (state, failed_attempts); raise ValueError for arming when not
#   disarmed or unknown events.

def alarm_system_arming(pin, events):
    state = "disarmed"
    failed = 0
    for event in events:
        kind = event[0]
        if kind == "sensor":
            if state == "armed":
                state = "triggered"
        elif kind in ("arm", "disarm"):
            if kind == "arm" and state != "disarmed":
                raise ValueError("already armed")
            if event[1] != pin:
                failed += 1
                continue
            state = "armed" if kind == "arm" else "disarmed"
        else:
            raise ValueError("unknown event")
    return state, failed

# --- tests ---
import pytest

assert alarm_system_arming("1234", []) == ("disarmed", 0)
assert alarm_system_arming("1234", [("sensor",)]) == ("disarmed", 0)
assert alarm_system_arming("1234", [("arm", "1234")]) == ("armed", 0)
assert alarm_system_arming("1234", [("arm", "0000")]) == ("disarmed", 1)
assert alarm_system_arming("1234", [("arm", "1234"), ("sensor",), ("disarm", "1")]) == ("triggered", 1)
assert alarm_system_arming("1234", [("arm", "1234"), ("sensor",), ("disarm", "1234")]) == ("disarmed", 0)
with pytest.raises(ValueError):
    alarm_system_arming("1234", [("arm", "1234"), ("arm", "1234")])
with pytest.raises(ValueError):
    alarm_system_arming("1234", [("panic",)])

# --- implementation 2: unpack each event, handle the sensor first, map the command to its target state ---
def alarm_system_arming(pin, events):
    state, failed = "disarmed", 0
    targets = {"arm": "armed", "disarm": "disarmed"}
    for kind, *args in events:
        if kind == "sensor":
            state = "triggered" if state == "armed" else state
            continue
        if kind not in targets:
            raise ValueError("unknown event %r" % kind)
        if kind == "arm" and state != "disarmed":
            raise ValueError("can only arm a disarmed alarm")
        if args[0] == pin:
            state = targets[kind]
        else:
            failed += 1
    return (state, failed)

# --- implementation 3: two flags, armed and triggered, turned into the state name at the end ---
def alarm_system_arming(pin, events):
    armed = triggered = False
    failures = 0
    for event in events:
        if event[0] == "sensor":
            triggered = triggered or armed
        elif event[0] in ("arm", "disarm"):
            if event[0] == "arm" and (armed or triggered):
                raise ValueError("not disarmed")
            if event[1] != pin:
                failures += 1
            else:
                armed = event[0] == "arm"
                triggered = False
        else:
            raise ValueError(event)
    state = "triggered" if triggered else "armed" if armed else "disarmed"
    return state, failures

# --- implementation 4: a pure step function on (state, failed), folded with reduce ---
from functools import reduce


def alarm_system_arming(pin, events):
    def step(status, event):
        state, failed = status
        if event[0] == "sensor":
            return ("triggered" if state == "armed" else state), failed
        if event[0] not in ("arm", "disarm"):
            raise ValueError("unknown event %r" % (event[0],))
        if event[0] == "arm" and state != "disarmed":
            raise ValueError("cannot arm while %s" % state)
        if event[1] != pin:
            return state, failed + 1
        return ("armed" if event[0] == "arm" else "disarmed"), failed
    return reduce(step, events, ("disarmed", 0))

# --- inputs ---
def random_input(rng):
    pin = rng.choice(["1234", "0000"])
    events = []
    for _ in range(rng.randint(0, 7)):
        r = rng.random()
        if r < 0.35:
            events.append(("sensor",))
        elif r < 0.55:
            events.append(("arm", rng.choice([pin, pin, "9"])))
        elif r < 0.97:
            events.append(("disarm", rng.choice([pin, "1", "0000"])))
        else:
            events.append((rng.choice(["panic", "reset"]),))
    return (pin, events)
