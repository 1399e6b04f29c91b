# domain: state_machines
# function: ticket_workflow_status
# query: Track a support ticket through actions starting from "open": "assign" (open->in_progress),
#   "resolve" (in_progress->resolved), "reopen" (resolved->open), "close" (resolved->closed). Return a
#   tuple of the final status and how many times it was reopened; raise ValueError on an action that
#   is not allowed in the current status.

def ticket_workflow_status(actions):
    table = {
        ("open", "assign"): "in_progress",
        ("in_progress", "resolve"): "resolved",
        ("resolved", "reopen"): "open",
        ("resolved", "close"): "closed",
    }
    status = "open"
    reopened = 0
    for action in actions:
        if (status, action) not in table:
            raise ValueError("cannot %s when %s" % (action, status))
        if action == "reopen":
            reopened += 1
        status = table[(status, action)]
    return status, reopened

# --- tests ---
import pytest

assert ticket_workflow_status([]) == ("open", 0)
assert ticket_workflow_status(["assign"]) == ("in_progress", 0)
assert ticket_workflow_status(["assign", "resolve", "close"]) == ("closed", 0)
assert ticket_workflow_status(["assign", "resolve", "reopen"]) == ("open", 1)
assert ticket_workflow_status(["assign", "resolve", "reopen", "assign", "resolve", "reopen"]) == ("open", 2)
with pytest.raises(ValueError):
    ticket_workflow_status(["resolve"])
with pytest.raises(ValueError):
    ticket_workflow_status(["assign", "resolve", "close", "reopen"])
with pytest.raises(ValueError):
    ticket_workflow_status(["assign", "assign"])
