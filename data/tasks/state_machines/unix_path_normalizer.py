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
