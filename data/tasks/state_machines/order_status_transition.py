# domain: state_machines
# function: order_status_transition
# query: Apply a sequence of status changes to an order that starts as "created". Allowed moves:
#   created->paid or cancelled, paid->shipped or refunded, shipped->delivered. Return the final status;
#   raise ValueError on any illegal transition (including anything out of delivered, cancelled or
#   refunded).

def order_status_transition(changes):
    allowed = {
        "created": {"paid", "cancelled"},
        "paid": {"shipped", "refunded"},
        "shipped": {"delivered"},
    }
    status = "created"
    for new_status in changes:
        if new_status not in allowed.get(status, set()):
            raise ValueError("illegal transition %s -> %s" % (status, new_status))
        status = new_status
    return status

# --- tests ---
import pytest

assert order_status_transition([]) == "created"
assert order_status_transition(["paid"]) == "paid"
assert order_status_transition(["cancelled"]) == "cancelled"
assert order_status_transition(["paid", "shipped", "delivered"]) == "delivered"
assert order_status_transition(["paid", "refunded"]) == "refunded"
with pytest.raises(ValueError):
    order_status_transition(["shipped"])
with pytest.raises(ValueError):
    order_status_transition(["paid", "shipped", "delivered", "refunded"])
with pytest.raises(ValueError):
    order_status_transition(["cancelled", "paid"])
with pytest.raises(ValueError):
    order_status_transition(["paid", "paid"])
