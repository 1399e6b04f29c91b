# domain: state_machines
# function: subscription_billing_state
# query: Track a subscription through monthly billing outcomes starting "trial": "paid" makes it
#   "active"; a "failed" payment moves active/trial to "past_due", and a second consecutive failure
#   (from past_due) moves to "suspended"; "paid" from past_due or suspended reactivates; "cancel" from any
#   state except cancelled gives "cancelled". Return the final state; raise ValueError afterwards.

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
