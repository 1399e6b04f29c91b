# domain: string_processing
# function: longest_common_prefix_of_strings
# query: Return the longest common prefix shared by all strings in a list (case-sensitive). An
#   empty list or any empty string gives "".

def longest_common_prefix_of_strings(strings):
    if len(strings) == 0:
        return ""
    prefix = strings[0]
    for s in strings[1:]:
        i = 0
        while i < len(prefix) and i < len(s) and prefix[i] == s[i]:
            i += 1
        prefix = prefix[:i]
        if prefix == "":
            break
    return prefix

# --- tests ---
import pytest

assert longest_common_prefix_of_strings([]) == ""
assert longest_common_prefix_of_strings(["alone"]) == "alone"
assert longest_common_prefix_of_strings(["flower", "flow", "flight"]) == "fl"
assert longest_common_prefix_of_strings(["dog", "racecar", "car"]) == ""
assert longest_common_prefix_of_strings(["abc", "axc"]) == "a"
assert longest_common_prefix_of_strings(["abc", "ab"]) == "ab"
assert longest_common_prefix_of_strings(["ab", "abc"]) == "ab"
assert longest_common_prefix_of_strings(["", "abc"]) == ""
assert longest_common_prefix_of_strings(["Apple", "apple"]) == ""
assert longest_common_prefix_of_strings(["interview", "internet", "interval", "in"]) == "in"
