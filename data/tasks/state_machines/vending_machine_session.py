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
