# domain: string_processing
# function: strip_html_tags_simple
# query: Remove HTML-like tags from text: everything from a "<" up to and including the next ">"
#   is dropped. A "<" with no closing ">" is kept as literal text along with the rest of the string.

def strip_html_tags_simple(html):
    out = []
    i = 0
    while i < len(html):
        if html[i] == "<":
            end = html.find(">", i + 1)
            if end == -1:
                out.append(html[i:])
                break
            i = end + 1
        else:
            out.append(html[i])
            i += 1
    return "".join(out)

# --- tests ---
import pytest

assert strip_html_tags_simple("") == ""
assert strip_html_tags_simple("plain") == "plain"
assert strip_html_tags_simple("<b>bold</b>") == "bold"
assert strip_html_tags_simple("a<br/>b") == "ab"
assert strip_html_tags_simple("<p>Hi <i>there</i></p>") == "Hi there"
assert strip_html_tags_simple("1 < 2") == "1 < 2"
assert strip_html_tags_simple("<>x") == "x"
assert strip_html_tags_simple("x<a>y<b") == "xy<b"

# --- implementation 2: regex deletes every closed tag; an unclosed "<" never matches ---
import re

TAG = re.compile(r"<[^>]*>")


def strip_html_tags_simple(html):
    if "<" not in html:
        return html
    return TAG.sub("", html)

# --- implementation 3: partition on "<" and ">" repeatedly ---
def strip_html_tags_simple(html):
    result = ""
    rest = html
    while "<" in rest:
        before, _, after = rest.partition("<")
        if ">" not in after:
            break
        result += before
        rest = after.split(">", 1)[1]
    return result + rest

# --- inputs ---
def random_input(rng):
    pieces = ["<b>", "</b>", "<", ">", "x", "hi ", "<br/>", "<>", "1 < 2", "a"]
    return ("".join(rng.choice(pieces) for _ in range(rng.randint(0, 7))),)
