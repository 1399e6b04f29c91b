# domain: collections
# function: stock_price_spans
# query: For each day's stock price in prices, return its span: the number of consecutive days up to
#   and including that day whose price was less than or equal to that day's price.

def stock_price_spans(prices):
    spans = []
    stack = []
    for i, price in enumerate(prices):
        while stack and prices[stack[-1]] <= price:
            stack.pop()
        if stack:
            spans.append(i - stack[-1])
        else:
            spans.append(i + 1)
        stack.append(i)
    return spans

# --- tests ---
import pytest

assert stock_price_spans([]) == []
assert stock_price_spans([10]) == [1]
assert stock_price_spans([100, 80, 60, 70, 60, 75, 85]) == [1, 1, 1, 2, 1, 4, 6]
assert stock_price_spans([1, 2, 3]) == [1, 2, 3]
assert stock_price_spans([3, 2, 1]) == [1, 1, 1]
assert stock_price_spans([5, 5, 5]) == [1, 2, 3]
assert stock_price_spans([2, 9, 4, 4, 10]) == [1, 2, 1, 2, 5]

# --- implementation 2: walk back from each day while prices are no higher ---
def stock_price_spans(prices):
    result = []
    for i, price in enumerate(prices):
        j = i
        while j > 0 and prices[j - 1] <= price:
            j -= 1
        result.append(i - j + 1)
    return result

# --- implementation 3: jump back by the spans already computed ---
def stock_price_spans(prices):
    spans = []
    for day, price in enumerate(prices):
        back = day - 1
        while back >= 0 and prices[back] <= price:
            back -= spans[back]
        spans.append(day - back)
    return spans

# --- inputs ---
def random_input(rng):
    return ([rng.randint(1, 6) for _ in range(rng.randint(0, 12))],)
