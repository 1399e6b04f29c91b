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

# --- implementation 2: a regular expression splits each token into its core and punctuation tail ---
import re


def bold_keywords_markdown(sentence, keywords):
    wanted = set(k.lower() for k in keywords)
    result = []
    for token in sentence.split():
        core, tail = re.fullmatch(r"(.*?)([.,!?]*)", token, re.DOTALL).groups()
        if core and core.lower() in wanted:
            token = "**%s**%s" % (core, tail)
        result.append(token)
    return " ".join(result)

# --- implementation 3: count the trailing punctuation from the end of each word ---
def bold_keywords_markdown(sentence, keywords):
    lowered = [k.lower() for k in keywords]
    words = sentence.split()
    for i, word in enumerate(words):
        end = len(word)
        while end > 0 and word[end - 1] in ".,!?":
            end -= 1
        if end and word[:end].lower() in lowered:
            words[i] = "**" + word[:end] + "**" + word[end:]
    return " ".join(words)

# --- inputs ---
def random_input(rng):
    pool = ["python", "Python", "is", "fun!", "pythonic", "wait...", "what?!", "!!", "a", "A", "code,", "FUN"]
    sentence = rng.choice([" ", "  "]).join(rng.choice(pool) for _ in range(rng.randint(0, 6)))
    keywords = rng.sample(["python", "fun", "what", "a", "", "A", "code"], rng.randint(0, 3))
    return (sentence, keywords)
