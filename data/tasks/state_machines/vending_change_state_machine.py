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

# --- implementation 2: change amounts collected in a list and summed at the end ---
def vending_change_state_machine(coins):
    accepted = {5, 10, 25}
    balance = 0
    changes = []
    for coin in coins:
        if coin not in accepted:
            raise ValueError("rejected coin %r" % coin)
        balance += coin
        if balance >= 30:
            changes.append(balance - 30)
            balance = 0
    return (len(changes), sum(changes), balance)

# --- implementation 3: grow a slice of coins from the last purchase until it pays for an item ---
def vending_change_state_machine(coins):
    bad = [c for c in coins if c not in (5, 10, 25)]
    if bad:
        raise ValueError(bad[0])
    vended = change = 0
    start = 0
    for end in range(1, len(coins) + 1):
        paid = sum(coins[start:end])
        if paid >= 30:
            vended += 1
            change += paid - 30
            start = end
    return vended, change, sum(coins[start:])

# --- implementation 4: a pure step function over (items, change, credit) folded with reduce ---
from functools import reduce


def insert_coin(status, coin):
    items, change, credit = status
    if coin not in (5, 10, 25):
        raise ValueError("coin %r not accepted" % coin)
    credit += coin
    if credit < 30:
        return items, change, credit
    return items + 1, change + credit - 30, 0


def vending_change_state_machine(coins):
    return reduce(insert_coin, coins, (0, 0, 0))

# --- inputs ---
def random_input(rng):
    coins = [rng.choice([5, 10, 25]) for _ in range(rng.randint(0, 9))]
    if rng.random() < 0.06:
        coins.insert(rng.randint(0, len(coins)), rng.choice([1, 50]))
    return (coins,)
