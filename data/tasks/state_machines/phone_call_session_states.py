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
