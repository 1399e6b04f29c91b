# domain: state_machines
# function: atm_session_pin_attempts
# query: Simulate an ATM session for a card with PIN pin and account balance over events
#   ("insert",), ("pin", code), ("withdraw", amount) and ("eject",): a card must be inserted,
#   then the right PIN unlocks withdrawals of positive multiples of 10 not above the balance
#   (others are silently declined); three wrong PINs on one card retain it. Return
#   (final_state, balance) with states "idle", "card", "ready", "retained"; raise ValueError
#   for an event not allowed in the current state or any event after the card is retained.

def atm_session_pin_attempts(pin, balance, events):
    state, failures = "idle", 0
    for event in events:
        kind = event[0]
        if state == "retained":
            raise ValueError("card was retained")
        if kind == "insert" and state == "idle":
            state, failures = "card", 0
        elif kind == "pin" and state == "card":
            if event[1] == pin:
                state = "ready"
            else:
                failures += 1
                if failures >= 3:
                    state = "retained"
        elif kind == "withdraw" and state == "ready":
            amount = event[1]
            if amount > 0 and amount % 10 == 0 and amount <= balance:
                balance -= amount
        elif kind == "eject" and state != "idle":
            state = "idle"
        else:
            raise ValueError("event not allowed in state " + state)
    return state, balance

# --- tests ---
import pytest

assert atm_session_pin_attempts("1234", 100, []) == ("idle", 100)
assert atm_session_pin_attempts("1234", 100, [("insert",), ("pin", "1234"), ("withdraw", 40)]) == ("ready", 60)
assert atm_session_pin_attempts("1234", 100, [("insert",), ("pin", "1234"), ("withdraw", 45), ("withdraw", -10), ("withdraw", 110), ("withdraw", 100)]) == ("ready", 0)
assert atm_session_pin_attempts("1234", 100, [("insert",), ("pin", "1"), ("pin", "2"), ("pin", "1234"), ("withdraw", 20), ("eject",)]) == ("idle", 80)
assert atm_session_pin_attempts("1234", 100, [("insert",), ("pin", "1"), ("pin", "2"), ("pin", "3")]) == ("retained", 100)
assert atm_session_pin_attempts("1234", 50, [("insert",), ("pin", "0"), ("pin", "0"), ("eject",), ("insert",), ("pin", "0"), ("pin", "0"), ("pin", "1234"), ("withdraw", 10)]) == ("ready", 40)
with pytest.raises(ValueError):
    atm_session_pin_attempts("1234", 100, [("insert",), ("pin", "1"), ("pin", "2"), ("pin", "3"), ("eject",)])
with pytest.raises(ValueError):
    atm_session_pin_attempts("1234", 100, [("insert",), ("withdraw", 10)])
with pytest.raises(ValueError):
    atm_session_pin_attempts("1234", 100, [("pin", "1234")])
with pytest.raises(ValueError):
    atm_session_pin_attempts("1234", 100, [("eject",)])
