# domain: collections
# function: inventory_apply_transactions
# query: Given an inventory dict of item counts, apply a list of (item, delta) stock transactions
#   and return the new inventory (input unchanged); items reaching exactly 0 are removed. Raise
#   ValueError if any transaction would make a count negative.

def inventory_apply_transactions(inventory, transactions):
    stock = dict(inventory)
    for item, delta in transactions:
        new_count = stock.get(item, 0) + delta
        if new_count < 0:
            raise ValueError("insufficient stock for %r" % (item,))
        if new_count == 0:
            stock.pop(item, None)
        else:
            stock[item] = new_count
    return stock

# --- tests ---
import pytest

assert inventory_apply_transactions({}, []) == {}
assert inventory_apply_transactions({"a": 2}, [("a", 3)]) == {"a": 5}
assert inventory_apply_transactions({"a": 2}, [("a", -2)]) == {}
assert inventory_apply_transactions({}, [("b", 4), ("b", -1)]) == {"b": 3}
assert inventory_apply_transactions({"a": 1, "b": 1}, [("a", -1), ("c", 2)]) == {"b": 1, "c": 2}
with pytest.raises(ValueError):
    inventory_apply_transactions({"a": 1}, [("a", -2)])
with pytest.raises(ValueError):
    inventory_apply_transactions({}, [("z", -1)])
assert inventory_apply_transactions({"a": 5}, [("a", 0)]) == {"a": 5}

# --- implementation 2: validate against a running copy; zero counts deleted with del ---
def inventory_apply_transactions(inventory, transactions):
    counts = inventory.copy()
    for item, delta in transactions:
        total = counts.get(item, 0) + delta
        if total < 0:
            raise ValueError("count for %r would go negative" % (item,))
        counts[item] = total
        if total == 0:
            del counts[item]
    return counts

# --- implementation 3: collections.Counter accumulates, then the zero entries are filtered out ---
from collections import Counter


def inventory_apply_transactions(inventory, transactions):
    stock = Counter(inventory)
    for item, delta in transactions:
        stock[item] += delta
        if stock[item] < 0:
            raise ValueError("insufficient stock")
        if stock[item] == 0:
            del stock[item]
    return dict(stock)

# --- inputs ---
def random_input(rng):
    inventory = {k: rng.randint(1, 4) for k in rng.sample("abcd", rng.randint(0, 3))}
    transactions = [(rng.choice("abcde"), rng.choice([-2, -1, 0, 1, 2, 3])) for _ in range(rng.randint(0, 6))]
    return (inventory, transactions)
