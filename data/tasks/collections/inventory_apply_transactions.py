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
