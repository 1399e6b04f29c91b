# domain: state_machines
# function: order_status_transition
# query: Apply a sequence of status changes to an order that starts as "created". Allowed moves:
#   created->paid or cancelled, paid->shipped or refunded, shipped->delivered. Return the final status;
#   raise ValueError on any illegal transition (including anything out of delivered, cancelled or
#   refunded).

def order_status_transition(changes):
    status = "created"
    for new_status in changes:
        if status == "created" and new_status in ("paid", "cancelled"):
            status = new_status
        elif status == "paid" and new_status in ("shipped", "refunded"):
            status = new_status
        elif status == "shipped" and new_status == "delivered":
            status = new_status
        else:
            raise ValueError("illegal transition %s -> %s" % (status, new_status))
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
with pytest.raises(ValueError):
    order_status_transition(["paid", "shipped", "shipped"])
