# domain: state_machines
# function: atm_session_pin_attempts
# query: Simulate an ATM session for a card with PIN pin and account balance over events
#   ("insert",), ("pin", code), ("withdraw", amount) and ("eject",): a card must be inserted,
#   then the right PIN unlocks withdrawals of positive multiples of 10 not above the balance
#   (others are silently declined); three wrong PINs since the card was inserted retain it (the
#   count restarts at each insert). Return (final_state, balance) with states "idle", "card",
#   "ready", "retained". "insert" is allowed only in "idle", "pin" only in "card", "withdraw"
#   only in "ready" and "eject" in "card" or "ready"; raise ValueError for an event not allowed
#   in the current state, including any event after the card is retained.

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

# --- implementation 2: a table of the events each state allows, then the effect of the event ---
def atm_session_pin_attempts(pin, balance, events):
    allowed = {"idle": {"insert"}, "card": {"pin", "eject"}, "ready": {"withdraw", "eject"}, "retained": set()}
    state = "idle"
    wrong = 0
    for event in events:
        if event[0] not in allowed[state]:
            raise ValueError("%s not allowed while %s" % (event[0], state))
        if event[0] == "insert":
            state, wrong = "card", 0
        elif event[0] == "eject":
            state = "idle"
        elif event[0] == "pin":
            if event[1] == pin:
                state = "ready"
            else:
                wrong += 1
                state = "retained" if wrong == 3 else "card"
        elif 0 < event[1] <= balance and event[1] % 10 == 0:
            balance -= event[1]
    return (state, balance)

# --- implementation 3: one handler function per event kind, dispatched through a dict ---
def atm_session_pin_attempts(pin, balance, events):
    session = {"state": "idle", "tries": 0, "balance": balance}

    def need(*states):
        if session["state"] not in states:
            raise ValueError("bad event in state " + session["state"])

    def insert():
        need("idle")
        session.update(state="card", tries=0)

    def enter(code):
        need("card")
        if code == pin:
            session["state"] = "ready"
            return
        session["tries"] += 1
        if session["tries"] >= 3:
            session["state"] = "retained"

    def withdraw(amount):
        need("ready")
        if amount > 0 and amount % 10 == 0 and amount <= session["balance"]:
            session["balance"] -= amount

    def eject():
        need("card", "ready")
        session["state"] = "idle"

    handlers = {"insert": insert, "pin": enter, "withdraw": withdraw, "eject": eject}
    for kind, *args in events:
        if kind not in handlers:
            raise ValueError(kind)
        handlers[kind](*args)
    return session["state"], session["balance"]

# --- inputs ---
def random_input(rng):
    pin = "1234"
    events = []
    state = "idle"
    for _ in range(rng.randint(0, 9)):
        if rng.random() < 0.08:
            events.append(rng.choice([("insert",), ("pin", pin), ("withdraw", 10), ("eject",)]))
            continue
        if state == "idle":
            events.append(("insert",))
            state = "card"
        elif state == "card":
            r = rng.random()
            if r < 0.15:
                events.append(("eject",))
                state = "idle"
            else:
                good = r < 0.45
                events.append(("pin", pin if good else rng.choice(["0", "1"])))
                state = "ready" if good else "card"
        else:
            if rng.random() < 0.15:
                events.append(("eject",))
                state = "idle"
            else:
                events.append(("withdraw", rng.choice([10, 20, 40, 45, 0, -10, 100, 110, 60])))
    return (pin, rng.choice([0, 50, 100]), events)
