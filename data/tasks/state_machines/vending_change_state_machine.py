# domain: state_machines
# function: vending_change_state_machine
# query: A snack machine accepts coins of 5, 10 and 25 cents toward a 30-cent item. Feed a list of
#   coins; each time credit reaches 30 or more, one item is vended and the excess is returned as
#   change, resetting credit. Return (items_vended, total_change, leftover_credit); raise ValueError on
#   an unaccepted coin.

def vending_change_state_machine(coins):
    price = 30
    credit = 0
    items = 0
    change = 0
    for coin in coins:
        if coin not in (5, 10, 25):
            raise ValueError("coin not accepted")
        credit += coin
        if credit >= price:
            items += 1
            change += credit - price
            credit = 0
    return items, change, credit

# --- tests ---
import pytest

assert vending_change_state_machine([]) == (0, 0, 0)
assert vending_change_state_machine([25]) == (0, 0, 25)
assert vending_change_state_machine([25, 5]) == (1, 0, 0)
assert vending_change_state_machine([25, 10]) == (1, 5, 0)
assert vending_change_state_machine([10, 10, 5, 5, 25]) == (1, 0, 25)
assert vending_change_state_machine([25, 25, 25, 25]) == (2, 40, 0)
assert vending_change_state_machine([5, 5, 5, 5, 5]) == (0, 0, 25)
with pytest.raises(ValueError):
    vending_change_state_machine([10, 1])
with pytest.raises(ValueError):
    vending_change_state_machine([50])
