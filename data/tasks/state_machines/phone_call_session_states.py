# domain: state_machines
# function: phone_call_session_states
# query: Track a phone call through events: "dial" from idle starts ringing, "answer" while ringing
#   connects, "hold" and "unhold" toggle between connected and on_hold, "hangup" from any
#   non-idle state returns to idle and ends the call. Return (final_state,
#   number_of_answered_calls); raise ValueError on an event that is invalid in the current
#   state (including hangup while idle).

def phone_call_session_states(events):
    table = {
        ("idle", "dial"): "ringing",
        ("ringing", "answer"): "connected",
        ("connected", "hold"): "on_hold",
        ("on_hold", "unhold"): "connected",
    }
    state = "idle"
    answered = 0
    for event in events:
        if event == "hangup" and state != "idle":
            state = "idle"
            continue
        if (state, event) not in table:
            raise ValueError("invalid event")
        if event == "answer":
            answered += 1
        state = table[(state, event)]
    return state, answered

# --- tests ---
import pytest

assert phone_call_session_states([]) == ("idle", 0)
assert phone_call_session_states(["dial"]) == ("ringing", 0)
assert phone_call_session_states(["dial", "hangup"]) == ("idle", 0)
assert phone_call_session_states(["dial", "answer", "hold"]) == ("on_hold", 1)
assert phone_call_session_states(["dial", "answer", "hold", "unhold", "hangup", "dial", "answer"]) == ("connected", 2)
with pytest.raises(ValueError):
    phone_call_session_states(["hangup"])
with pytest.raises(ValueError):
    phone_call_session_states(["dial", "hold"])
with pytest.raises(ValueError):
    phone_call_session_states(["answer"])

# --- implementation 2: per-state dict of the events it accepts, hangup handled as a wildcard ---
def phone_call_session_states(events):
    accepts = {
        "idle": {"dial": "ringing"},
        "ringing": {"answer": "connected", "hangup": "idle"},
        "connected": {"hold": "on_hold", "hangup": "idle"},
        "on_hold": {"unhold": "connected", "hangup": "idle"},
    }
    state, calls = "idle", 0
    for event in events:
        if event not in accepts[state]:
            raise ValueError("%r is not valid while %s" % (event, state))
        calls += event == "answer"
        state = accepts[state][event]
    return (state, calls)

# --- implementation 3: an if-chain on the event with the state it requires ---
def phone_call_session_states(events):
    state = "idle"
    answered = 0
    for e in events:
        if e == "dial" and state == "idle":
            state = "ringing"
        elif e == "answer" and state == "ringing":
            state = "connected"
            answered += 1
        elif e == "hold" and state == "connected":
            state = "on_hold"
        elif e == "unhold" and state == "on_hold":
            state = "connected"
        elif e == "hangup" and state != "idle":
            state = "idle"
        else:
            raise ValueError(e)
    return state, answered

# --- implementation 4: a step function on (state, answered) folded over the events with reduce ---
from functools import reduce

NEXT = {("idle", "dial"): "ringing", ("ringing", "answer"): "connected",
        ("connected", "hold"): "on_hold", ("on_hold", "unhold"): "connected"}


def call_step(status, event):
    state, answered = status
    if event == "hangup":
        if state == "idle":
            raise ValueError("hangup while idle")
        return "idle", answered
    if (state, event) not in NEXT:
        raise ValueError("%s not valid while %s" % (event, state))
    return NEXT[(state, event)], answered + (event == "answer")


def phone_call_session_states(events):
    return reduce(call_step, events, ("idle", 0))

# --- inputs ---
def random_input(rng):
    good = ["dial", "answer", "hold", "unhold", "hangup"]
    events = []
    for _ in range(rng.randint(0, 3)):
        events += good[:rng.randint(1, 5)]
        if events[-1] != "hangup" and rng.random() < 0.6:
            events.append("hangup")
    if rng.random() < 0.2:
        events.insert(rng.randint(0, len(events)), rng.choice(good + ["ring"]))
    return (events,)
