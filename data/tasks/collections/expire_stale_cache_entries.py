# domain: collections
# function: expire_stale_cache_entries
# query: Given a cache dict key -> (value, stored_at) and the current time, return a new dict with the
#   entries whose age (now - stored_at) is strictly less than ttl, keeping their (value, stored_at) tuples.
#   Raise ValueError for a non-positive ttl.

def expire_stale_cache_entries(cache, now, ttl):
    if ttl <= 0:
        raise ValueError("ttl must be positive")
    fresh = {}
    for key, (value, stored_at) in cache.items():
        if now - stored_at < ttl:
            fresh[key] = (value, stored_at)
    return fresh

# --- tests ---
import pytest

assert expire_stale_cache_entries({}, 100, 10) == {}
assert expire_stale_cache_entries({"a": (1, 95)}, 100, 10) == {"a": (1, 95)}
assert expire_stale_cache_entries({"a": (1, 90)}, 100, 10) == {}
assert expire_stale_cache_entries({"a": (1, 91)}, 100, 10) == {"a": (1, 91)}
assert expire_stale_cache_entries({"a": (1, 50), "b": (2, 99)}, 100, 10) == {"b": (2, 99)}
assert expire_stale_cache_entries({"x": ("v", 100)}, 100, 1) == {"x": ("v", 100)}
with pytest.raises(ValueError):
    expire_stale_cache_entries({}, 0, 0)
with pytest.raises(ValueError):
    expire_stale_cache_entries({}, 0, -5)
