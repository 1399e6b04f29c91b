# domain: string_processing
# function: bold_keywords_markdown
# query: In a sentence, wrap every whole-word occurrence of any of the keywords with "**" (Markdown
#   bold). Words are space-separated and compared case-insensitively after stripping trailing
#   punctuation .,!?, which stays outside the bold markers. Spacing is normalised to single
#   spaces.

def bold_keywords_markdown(sentence, keywords):
    targets = {k.lower() for k in keywords}
    out = []
    for token in sentence.split():
        core = token.rstrip(".,!?")
        tail = token[len(core):]
        if core != "" and core.lower() in targets:
            out.append("**" + core + "**" + tail)
        else:
            out.append(token)
    return " ".join(out)

# --- tests ---
import pytest

assert bold_keywords_markdown("", ["a"]) == ""
assert bold_keywords_markdown("python is fun", ["python"]) == "**python** is fun"
assert bold_keywords_markdown("Python is fun!", ["fun", "python"]) == "**Python** is **fun**!"
assert bold_keywords_markdown("pythonic code", ["python"]) == "pythonic code"
assert bold_keywords_markdown("wait... what?!", ["what"]) == "wait... **what**?!"
assert bold_keywords_markdown("no match here", []) == "no match here"
assert bold_keywords_markdown("!! a", ["", "a"]) == "!! **a**"
assert bold_keywords_markdown("A a", ["A"]) == "**A** **a**"
