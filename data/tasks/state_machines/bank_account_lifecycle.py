# domain: state_machines
# function: bank_account_lifecycle
# query: Process operations on an account that starts "active" with balance 0: ("deposit", n),
#   ("withdraw", n), ("freeze",), ("unfreeze",), ("close",). Money moves only while active; withdrawing
#   more than the balance, any operation on a closed account, closing with a non-zero balance or a
#   non-positive amount raise ValueError; freeze is allowed only while active and unfreeze only while
#   frozen (otherwise ValueError); closing is allowed while active or frozen. Return (state, balance).

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

# --- implementation 2: transition table for the state changes, money operations checked apart ---
def bank_account_lifecycle(operations):
    transitions = {("active", "freeze"): "frozen", ("frozen", "unfreeze"): "active",
                   ("active", "close"): "closed", ("frozen", "close"): "closed"}
    state, balance = "active", 0
    for op in operations:
        if op[0] in ("deposit", "withdraw") and state == "active":
            if op[1] <= 0:
                raise ValueError("amount must be positive")
            delta = op[1] if op[0] == "deposit" else -op[1]
            if balance + delta < 0:
                raise ValueError("insufficient funds")
            balance += delta
            continue
        if (state, op[0]) not in transitions or (op[0] == "close" and balance):
            raise ValueError("%s not allowed while %s" % (op[0], state))
        state = transitions[(state, op[0])]
    return (state, balance)

# --- implementation 3: guard clauses per operation name ---
def bank_account_lifecycle(operations):
    state = "active"
    balance = 0
    for name, *args in operations:
        if state == "closed":
            raise ValueError("closed")
        if name == "deposit" or name == "withdraw":
            if state == "frozen" or args[0] <= 0:
                raise ValueError("money cannot move")
            if name == "deposit":
                balance += args[0]
            elif args[0] <= balance:
                balance -= args[0]
            else:
                raise ValueError("overdraft")
        elif name == "freeze" or name == "unfreeze":
            if state != ("active" if name == "freeze" else "frozen"):
                raise ValueError(name)
            state = "frozen" if name == "freeze" else "active"
        elif name == "close":
            if balance != 0:
                raise ValueError("balance not zero")
            state = "closed"
        else:
            raise ValueError(name)
    return state, balance

# --- implementation 4: a step function on (state, balance) that raises on every illegal operation ---
def account_step(state, balance, op):
    if state == "closed":
        raise ValueError("account is closed")
    name = op[0]
    if name in ("deposit", "withdraw"):
        sign = 1 if name == "deposit" else -1
        if state != "active" or op[1] <= 0 or balance + sign * op[1] < 0:
            raise ValueError("%s of %r refused" % (name, op[1]))
        return state, balance + sign * op[1]
    allowed = {"freeze": ("active", "frozen"), "unfreeze": ("frozen", "active")}
    if name in allowed and state == allowed[name][0]:
        return allowed[name][1], balance
    if name == "close" and balance == 0:
        return "closed", balance
    raise ValueError("%s not allowed while %s" % (name, state))


def bank_account_lifecycle(operations):
    state, balance = "active", 0
    for op in operations:
        state, balance = account_step(state, balance, op)
    return state, balance

# --- inputs ---
def random_input(rng):
    ops, state, balance = [], "active", 0
    for _ in range(rng.randint(0, 8)):
        if state == "closed" or rng.random() < 0.08:
            ops.append(rng.choice([("withdraw", balance + 1), ("deposit", rng.choice([0, -2])), ("unfreeze",),
                                   ("close",), ("freeze",), ("deposit", 5)]))
            break
        if state == "frozen":
            op = rng.choice([("unfreeze",), ("unfreeze",), ("close",) if balance == 0 else ("unfreeze",)])
        else:
            r = rng.random()
            if r < 0.4:
                op = ("deposit", rng.choice([1, 3, 5, 10]))
            elif r < 0.7 and balance > 0:
                op = ("withdraw", rng.randint(1, balance))
            elif r < 0.85:
                op = ("freeze",)
            else:
                op = ("close",) if balance == 0 else ("withdraw", balance)
        ops.append(op)
        if op[0] == "deposit":
            balance += op[1]
        elif op[0] == "withdraw":
            balance -= op[1]
        else:
            state = {"freeze": "frozen", "unfreeze": "active", "close": "closed"}[op[0]]
    return (ops,)
