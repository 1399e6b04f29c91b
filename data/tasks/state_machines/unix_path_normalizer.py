# domain: state_machines
# function: unix_path_normalizer
# query: Normalise an absolute Unix path: collapse repeated slashes, drop "." segments and resolve ".."
#   by popping the previous segment (never above the root). Return the canonical path starting with "/";
#   raise ValueError if the path does not start with "/".

def unix_path_normalizer(path):
    if not path.startswith("/"):
        raise ValueError("path must be absolute")
    stack = []
    for segment in path.split("/"):
        if segment == "" or segment == ".":
            continue
        if segment == "..":
            if stack:
                stack.pop()
        else:
            stack.append(segment)
    return "/" + "/".join(stack)

# --- tests ---
import pytest

assert unix_path_normalizer("/") == "/"
assert unix_path_normalizer("/home/") == "/home"
assert unix_path_normalizer("//a///b") == "/a/b"
assert unix_path_normalizer("/a/./b/../../c/") == "/c"
assert unix_path_normalizer("/../..") == "/"
assert unix_path_normalizer("/a/.../b") == "/a/.../b"
assert unix_path_normalizer("/x/y/..") == "/x"
with pytest.raises(ValueError):
    unix_path_normalizer("a/b")
with pytest.raises(ValueError):
    unix_path_normalizer("")

# --- implementation 2: drop empty and "." segments, then rebuild with slicing on ".." ---
def unix_path_normalizer(path):
    if path[:1] != "/":
        raise ValueError("not an absolute path: %r" % path)
    kept = []
    for part in (p for p in path.split("/") if p not in ("", ".")):
        kept = kept[:-1] if part == ".." else kept + [part]
    return "/" + "/".join(kept)

# --- implementation 3: walk the segments from the right, skipping one name per pending ".." ---
def unix_path_normalizer(path):
    if not path.startswith("/"):
        raise ValueError(path)
    names, skip = [], 0
    for seg in reversed(path.split("/")):
        if seg in ("", "."):
            continue
        if seg == "..":
            skip += 1
        elif skip:
            skip -= 1
        else:
            names.append(seg)
    return "/" + "/".join(reversed(names))

# --- implementation 4: posixpath.normpath, then a single leading slash (normpath keeps "//") ---
import posixpath


def unix_path_normalizer(path):
    if not path.startswith("/"):
        raise ValueError("relative path %r" % path)
    normal = posixpath.normpath(path)
    return "/" + normal.lstrip("/")

# --- inputs ---
def random_input(rng):
    pool = ["a", "b", "home", ".", "..", "", "...", "x"]
    path = "/".join(rng.choice(pool) for _ in range(rng.randint(0, 6)))
    if rng.random() < 0.9:
        path = "/" + path
    return (path,)
