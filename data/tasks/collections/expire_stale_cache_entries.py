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

# --- implementation 2: the age of every entry first, then a comprehension keeping the young ones ---
def expire_stale_cache_entries(cache, now, ttl):
    if ttl <= 0:
        raise ValueError("ttl must be positive")
    ages = {key: now - stored_at for key, (_, stored_at) in cache.items()}
    return {key: cache[key] for key in cache if ages[key] < ttl}

# --- implementation 3: copy the cache, then delete the stale keys ---
def expire_stale_cache_entries(cache, now, ttl):
    if ttl <= 0:
        raise ValueError("ttl must be greater than zero")
    kept = dict(cache)
    for key in list(kept):
        stored_at = kept[key][1]
        if now - stored_at >= ttl:
            del kept[key]
    return kept

# --- inputs ---
def random_input(rng):
    now = rng.randint(0, 100)
    ttl = rng.choice([1, 5, 10, rng.randint(1, 30)])
    if rng.random() < 0.08:
        ttl = rng.randint(-5, 0)
    cache = {}
    for key in rng.sample("abcdefg", rng.randint(0, 6)):
        cache[key] = (rng.randint(0, 9), now - rng.choice([0, ttl - 1, ttl, ttl + 1, rng.randint(-3, 40)]))
    if rng.random() < 0.2:
        now += 0.3
        ttl = rng.choice([0.1, 0.2, 0.7, ttl])
        cache = {key: (value, stored + rng.choice([0.0, 0.1, 0.2, 0.5])) for key, (value, stored) in cache.items()}
    return (cache, now, ttl)
