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

# --- implementation 2: a dict of the statuses reachable from each status ---
def order_status_transition(changes):
    allowed = {"created": {"paid", "cancelled"}, "paid": {"shipped", "refunded"}, "shipped": {"delivered"}}
    current = "created"
    for target in changes:
        if target not in allowed.get(current, set()):
            raise ValueError("cannot move from %s to %s" % (current, target))
        current = target
    return current

# --- implementation 3: a set of the legal (from, to) edges, checked pairwise along the path ---
def order_status_transition(changes):
    edges = {("created", "paid"), ("created", "cancelled"), ("paid", "shipped"),
             ("paid", "refunded"), ("shipped", "delivered")}
    path = ["created"] + list(changes)
    for before, after in zip(path, path[1:]):
        if (before, after) not in edges:
            raise ValueError("illegal transition %s -> %s" % (before, after))
    return path[-1]

# --- implementation 4: every status has exactly one status it can be reached from; check that predecessor ---
def order_status_transition(changes):
    comes_from = {"paid": "created", "cancelled": "created", "shipped": "paid",
                  "refunded": "paid", "delivered": "shipped"}
    status = "created"
    for target in changes:
        if comes_from.get(target) != status:
            raise ValueError("cannot move from %s to %s" % (status, target))
        status = target
    return status

# --- inputs ---
def random_input(rng):
    statuses = ["paid", "cancelled", "shipped", "refunded", "delivered", "created"]
    good = rng.choice([[], ["paid"], ["cancelled"], ["paid", "shipped"], ["paid", "refunded"], ["paid", "shipped", "delivered"]])
    changes = list(good)
    if rng.random() < 0.4:
        changes.insert(rng.randint(0, len(changes)), rng.choice(statuses))
    return (changes,)
