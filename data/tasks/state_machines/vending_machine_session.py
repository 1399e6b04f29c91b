# domain: state_machines
# function: vending_machine_session
# query: Simulate a vending machine that sells one item for a given price. Process a list of events:
#   ("coin", amount) adds credit, ("select",) vends if credit >= price (returning change) and
#   ("refund",) returns the credit. Return the list of outputs like "vend:change" and "refund:amount";
#   a select with too little credit outputs "insufficient". Raise ValueError on unknown events or
#   non-positive coins.

def vending_machine_session(price, events):
    credit = 0
    outputs = []
    for event in events:
        kind = event[0]
        if kind == "coin":
            if event[1] <= 0:
                raise ValueError("invalid coin")
            credit += event[1]
        elif kind == "select":
            if credit < price:
                outputs.append("insufficient")
            else:
                outputs.append("vend:%d" % (credit - price))
                credit = 0
        elif kind == "refund":
            outputs.append("refund:%d" % credit)
            credit = 0
        else:
            raise ValueError("unknown event %r" % kind)
    return outputs

# --- tests ---
import pytest

assert vending_machine_session(50, []) == []
assert vending_machine_session(50, [("coin", 50), ("select",)]) == ["vend:0"]
assert vending_machine_session(50, [("coin", 25), ("coin", 20), ("select",), ("coin", 10), ("select",)]) == ["insufficient", "vend:5"]
assert vending_machine_session(50, [("coin", 49), ("select",)]) == ["insufficient"]
assert vending_machine_session(30, [("coin", 100), ("select",), ("select",)]) == ["vend:70", "insufficient"]
assert vending_machine_session(30, [("coin", 10), ("refund",), ("refund",)]) == ["refund:10", "refund:0"]
with pytest.raises(ValueError):
    vending_machine_session(30, [("coin", 0)])
with pytest.raises(ValueError):
    vending_machine_session(30, [("kick",)])
assert vending_machine_session(0, [("select",)]) == ["vend:0"]

# --- implementation 2: one handler per event kind in a dict, credit kept in a one-element list ---
def vending_machine_session(price, events):
    credit = [0]
    log = []

    def coin(amount):
        if amount <= 0:
            raise ValueError("coin must be positive")
        credit[0] += amount

    def select():
        if credit[0] >= price:
            log.append("vend:%d" % (credit[0] - price))
            credit[0] = 0
        else:
            log.append("insufficient")

    def refund():
        log.append("refund:%d" % credit[0])
        credit[0] = 0

    handlers = {"coin": coin, "select": select, "refund": refund}
    for kind, *args in events:
        if kind not in handlers:
            raise ValueError("unknown event %r" % kind)
        handlers[kind](*args)
    return log

# --- implementation 3: an if-chain on the event tuple's first element with f-string outputs ---
def vending_machine_session(price, events):
    money = 0
    out = []
    for event in events:
        if event[0] == "coin" and event[1] > 0:
            money += event[1]
        elif event[0] == "select" and money >= price:
            out.append(f"vend:{money - price}")
            money = 0
        elif event[0] == "select":
            out.append("insufficient")
        elif event[0] == "refund":
            out.append(f"refund:{money}")
            money = 0
        else:
            raise ValueError(event)
    return out

# --- implementation 4: a step function returns the new credit and the output line (or None) ---
def vend_step(credit, event, price):
    kind = event[0]
    if kind == "coin":
        if event[1] <= 0:
            raise ValueError("coins must be positive")
        return credit + event[1], None
    if kind == "select":
        if credit < price:
            return credit, "insufficient"
        return 0, "vend:" + str(credit - price)
    if kind == "refund":
        return 0, "refund:" + str(credit)
    raise ValueError("unknown event %r" % (kind,))


def vending_machine_session(price, events):
    credit, lines = 0, []
    for event in events:
        credit, line = vend_step(credit, event, price)
        if line is not None:
            lines.append(line)
    return lines

# --- inputs ---
def random_input(rng):
    price = rng.choice([0, 30, 50])
    events = []
    for _ in range(rng.randint(0, 8)):
        r = rng.random()
        if r < 0.5:
            events.append(("coin", rng.choice([5, 10, 20, 25, 49, 50, 100])))
        elif r < 0.8:
            events.append(("select",))
        elif r < 0.97:
            events.append(("refund",))
        else:
            events.append(rng.choice([("coin", 0), ("coin", -5), ("kick",)]))
    return (price, events)
