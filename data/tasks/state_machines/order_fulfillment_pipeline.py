# domain: state_machines
# function: order_fulfillment_pipeline
# query: Given events, a list of (order_id, event) pairs, advance each order independently through
#   "new" -> "picked" -> "packed" -> "shipped" where the event must name the next status;
#   "cancel" is allowed only before "packed" and moves the order to "cancelled". Return a dict
#   of final statuses; raise ValueError on an out-of-order event.

def order_fulfillment_pipeline(events):
    flow = ["new", "picked", "packed", "shipped"]
    status = {}
    for order_id, event in events:
        current = status.get(order_id, "new")
        if event == "cancel":
            if current not in ("new", "picked"):
                raise ValueError("too late to cancel")
            status[order_id] = "cancelled"
            continue
        if current not in flow or flow.index(current) + 1 >= len(flow) or flow[flow.index(current) + 1] != event:
            raise ValueError("illegal event %r for %s" % (event, current))
        status[order_id] = event
    return status

# --- tests ---
import pytest

assert order_fulfillment_pipeline([]) == {}
assert order_fulfillment_pipeline([(1, "picked")]) == {1: "picked"}
assert order_fulfillment_pipeline([(1, "picked"), (2, "cancel"), (1, "packed"), (1, "shipped")]) == {1: "shipped", 2: "cancelled"}
assert order_fulfillment_pipeline([(7, "picked"), (7, "cancel")]) == {7: "cancelled"}
with pytest.raises(ValueError):
    order_fulfillment_pipeline([(1, "packed")])
with pytest.raises(ValueError):
    order_fulfillment_pipeline([(1, "picked"), (1, "packed"), (1, "cancel")])
with pytest.raises(ValueError):
    order_fulfillment_pipeline([(1, "picked"), (1, "packed"), (1, "shipped"), (1, "shipped")])
with pytest.raises(ValueError):
    order_fulfillment_pipeline([(1, "cancel"), (1, "picked")])
