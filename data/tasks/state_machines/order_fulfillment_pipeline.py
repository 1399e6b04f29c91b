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

# --- implementation 2: a next-status dict; cancellation checked against the early statuses ---
def order_fulfillment_pipeline(events):
    advance = {"new": "picked", "picked": "packed", "packed": "shipped"}
    final = {}
    for order, event in events:
        status = final.get(order, "new")
        if event == "cancel" and status in ("new", "picked"):
            final[order] = "cancelled"
        elif event != "cancel" and advance.get(status) == event:
            final[order] = event
        else:
            raise ValueError("order %r cannot go from %s with %r" % (order, status, event))
    return final

# --- implementation 3: per-order step numbers, turned into status names at the end ---
def order_fulfillment_pipeline(events):
    names = ["new", "picked", "packed", "shipped"]
    step = {}
    for order_id, event in events:
        k = step.get(order_id, 0)
        if k == -1:
            raise ValueError("order %r was cancelled" % order_id)
        if event == "cancel":
            if k >= 2:
                raise ValueError("cannot cancel once packed")
            step[order_id] = -1
        elif k + 1 < len(names) and names[k + 1] == event:
            step[order_id] = k + 1
        else:
            raise ValueError("unexpected %r" % event)
    return {o: "cancelled" if k == -1 else names[k] for o, k in step.items()}

# --- implementation 4: a step function on one status, applied per order ---
FLOW = ["new", "picked", "packed", "shipped"]


def advance(status, event):
    if event == "cancel":
        if status in ("new", "picked"):
            return "cancelled"
        raise ValueError("cannot cancel a %s order" % status)
    if status in FLOW[:-1] and FLOW[FLOW.index(status) + 1] == event:
        return event
    raise ValueError("%r cannot follow %s" % (event, status))


def order_fulfillment_pipeline(events):
    statuses = {}
    for order_id, event in events:
        statuses[order_id] = advance(statuses.get(order_id, "new"), event)
    return statuses

# --- inputs ---
def random_input(rng):
    events = []
    progress = {}
    for _ in range(rng.randint(0, 7)):
        order = rng.choice([1, 2, 7])
        k = progress.get(order, 0)
        r = rng.random()
        if r < 0.15:
            ev = "cancel"
        elif r < 0.9 and k < 3:
            ev = ["picked", "packed", "shipped"][k]
        else:
            ev = rng.choice(["picked", "packed", "shipped", "cancel"])
        progress[order] = k + 1
        events.append((order, ev))
    return (events,)
