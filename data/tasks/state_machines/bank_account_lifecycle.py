# domain: state_machines
# function: bank_account_lifecycle
# query: Process operations on an account that starts "active" with balance 0: ("deposit", n),
#   ("withdraw", n), ("freeze",), ("unfreeze",), ("close",). Money moves only while active; withdrawing
#   more than the balance, any operation on a closed account, closing with a non-zero balance or a
#   non-positive amount raise ValueError; freeze/unfreeze only from active/frozen. Return (state, balance).

def bank_account_lifecycle(operations):
    state, balance = "active", 0
    for op in operations:
        name = op[0]
        if state == "closed":
            raise ValueError("account closed")
        if name in ("deposit", "withdraw"):
            amount = op[1]
            if state != "active" or amount <= 0:
                raise ValueError("cannot move money")
            if name == "withdraw" and amount > balance:
                raise ValueError("insufficient funds")
            balance += amount if name == "deposit" else -amount
        elif name == "freeze" and state == "active":
            state = "frozen"
        elif name == "unfreeze" and state == "frozen":
            state = "active"
        elif name == "close" and balance == 0:
            state = "closed"
        else:
            raise ValueError("illegal operation")
    return state, balance

# --- tests ---
import pytest

assert bank_account_lifecycle([]) == ("active", 0)
assert bank_account_lifecycle([("deposit", 50), ("withdraw", 50)]) == ("active", 0)
assert bank_account_lifecycle([("deposit", 10), ("freeze",)]) == ("frozen", 10)
assert bank_account_lifecycle([("deposit", 10), ("freeze",), ("unfreeze",), ("withdraw", 3)]) == ("active", 7)
assert bank_account_lifecycle([("close",)]) == ("closed", 0)
with pytest.raises(ValueError):
    bank_account_lifecycle([("deposit", 5), ("withdraw", 6)])
with pytest.raises(ValueError):
    bank_account_lifecycle([("deposit", 5), ("freeze",), ("deposit", 1)])
with pytest.raises(ValueError):
    bank_account_lifecycle([("deposit", 5), ("close",)])
with pytest.raises(ValueError):
    bank_account_lifecycle([("close",), ("deposit", 1)])
with pytest.raises(ValueError):
    bank_account_lifecycle([("deposit", 0)])
