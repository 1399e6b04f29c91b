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
