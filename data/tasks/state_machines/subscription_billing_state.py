# domain: state_machines
# function: subscription_billing_state
# query: Track a subscription through monthly billing outcomes starting "trial": "paid" makes it
#   "active"; a "failed" payment moves active/trial to "past_due", and a second consecutive failure
#   (from past_due) moves to "suspended"; "paid" from past_due or suspended reactivates; "cancel" from any
#   state except cancelled gives "cancelled". Return the final state; raise ValueError for any outcome
#   after cancellation and for an unknown outcome.

def subscription_billing_state(outcomes):
    state = "trial"
    for outcome in outcomes:
        if state == "cancelled":
            raise ValueError("subscription cancelled")
        if outcome == "paid":
            state = "active"
        elif outcome == "failed":
            if state in ("trial", "active"):
                state = "past_due"
            else:
                state = "suspended"
        elif outcome == "cancel":
            state = "cancelled"
        else:
            raise ValueError("unknown outcome")
    return state

# --- tests ---
import pytest

assert subscription_billing_state([]) == "trial"
assert subscription_billing_state(["paid"]) == "active"
assert subscription_billing_state(["failed"]) == "past_due"
assert subscription_billing_state(["paid", "failed", "failed"]) == "suspended"
assert subscription_billing_state(["failed", "failed", "failed", "paid"]) == "active"
assert subscription_billing_state(["paid", "failed", "paid", "failed"]) == "past_due"
assert subscription_billing_state(["cancel"]) == "cancelled"
with pytest.raises(ValueError):
    subscription_billing_state(["cancel", "paid"])
with pytest.raises(ValueError):
    subscription_billing_state(["refund"])

# --- implementation 2: a (state, outcome) table for payment outcomes, cancel handled apart ---
def subscription_billing_state(outcomes):
    table = {
        ("trial", "failed"): "past_due", ("active", "failed"): "past_due",
        ("past_due", "failed"): "suspended", ("suspended", "failed"): "suspended",
    }
    state = "trial"
    for outcome in outcomes:
        if state == "cancelled" or outcome not in ("paid", "failed", "cancel"):
            raise ValueError("cannot apply %r to a %s subscription" % (outcome, state))
        if outcome == "cancel":
            state = "cancelled"
        elif outcome == "paid":
            state = "active"
        else:
            state = table[(state, outcome)]
    return state

# --- implementation 3: count the consecutive failures; the state follows from the count ---
def subscription_billing_state(outcomes):
    failures = 0
    cancelled = False
    for outcome in outcomes:
        if cancelled:
            raise ValueError("subscription is cancelled")
        if outcome == "paid":
            failures = 0
        elif outcome == "failed":
            failures += 1
        elif outcome == "cancel":
            cancelled = True
        else:
            raise ValueError(outcome)
    if cancelled:
        return "cancelled"
    if not outcomes:
        return "trial"
    return ("active", "past_due", "suspended")[min(failures, 2)]

# --- implementation 4: a step function folded with reduce; failures escalate one level at a time ---
from functools import reduce

ESCALATE = {"trial": "past_due", "active": "past_due", "past_due": "suspended", "suspended": "suspended"}


def bill(state, outcome):
    if state == "cancelled":
        raise ValueError("no billing after cancellation")
    if outcome == "paid":
        return "active"
    if outcome == "failed":
        return ESCALATE[state]
    if outcome == "cancel":
        return "cancelled"
    raise ValueError("unknown outcome %r" % outcome)


def subscription_billing_state(outcomes):
    return reduce(bill, outcomes, "trial")

# --- inputs ---
def random_input(rng):
    outcomes = [rng.choice(["paid", "failed", "failed"]) for _ in range(rng.randint(0, 7))]
    if rng.random() < 0.2:
        outcomes.insert(rng.randint(0, len(outcomes)), "cancel")
    if rng.random() < 0.05:
        outcomes.append("refund")
    return (outcomes,)
