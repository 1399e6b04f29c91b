# domain: state_machines
# function: transient_retry_policy_outcome
# query: Simulate a retry policy over a list of attempt results ("ok", "transient", "fatal"): the call
#   succeeds on "ok", gives up immediately on "fatal", and on "transient" retries up to max_retries
#   times. Return ("success", attempts_used), ("failed", attempts_used) or ("exhausted", attempts_used);
#   if results run out first return ("pending", attempts_used).

def transient_retry_policy_outcome(results, max_retries):
    attempts = 0
    for result in results:
        attempts += 1
        if result == "ok":
            return "success", attempts
        if result == "fatal":
            return "failed", attempts
        if attempts > max_retries:
            return "exhausted", attempts
    return "pending", attempts

# --- tests ---
import pytest

assert transient_retry_policy_outcome([], 3) == ("pending", 0)
assert transient_retry_policy_outcome(["ok"], 0) == ("success", 1)
assert transient_retry_policy_outcome(["transient"], 0) == ("exhausted", 1)
assert transient_retry_policy_outcome(["transient", "ok"], 1) == ("success", 2)
assert transient_retry_policy_outcome(["transient", "transient", "ok"], 1) == ("exhausted", 2)
assert transient_retry_policy_outcome(["transient", "fatal", "ok"], 5) == ("failed", 2)
assert transient_retry_policy_outcome(["transient", "transient"], 3) == ("pending", 2)
assert transient_retry_policy_outcome(["fatal"], 0) == ("failed", 1)

# --- implementation 2: number the attempts from 1 with enumerate ---
def transient_retry_policy_outcome(results, max_retries):
    used = 0
    for used, result in enumerate(results, 1):
        if result in ("ok", "fatal"):
            return ("success" if result == "ok" else "failed", used)
        if used == max_retries + 1:
            return ("exhausted", used)
    return ("pending", used)

# --- implementation 3: only the first max_retries + 1 results can be attempts ---
def transient_retry_policy_outcome(results, max_retries):
    window = results[:max_retries + 1]
    if "ok" in window or "fatal" in window:
        first = min(window.index(r) for r in ("ok", "fatal") if r in window)
        return ("success" if window[first] == "ok" else "failed"), first + 1
    if len(window) == max_retries + 1:
        return "exhausted", len(window)
    return "pending", len(window)

# --- inputs ---
def random_input(rng):
    results = [rng.choice(["transient", "transient", "ok", "fatal"]) for _ in range(rng.randint(0, 6))]
    return (results, rng.randint(0, 4))
