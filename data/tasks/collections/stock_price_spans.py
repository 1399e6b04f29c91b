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
