#!/usr/bin/env python3
"""Independent re-implementation of `execretrieval_core::stats` resampling, used once to pin
the values in `core/tests/stats.rs::bootstrap_pinned_values` (run: `python3 gen_resample_reference.py`).

ChaCha8 (key = seed as 8 little-endian bytes + 24 zero bytes, 64-bit block counter from 0,
nonce 0, words in order), Lemire's unbiased draw of an index in 0..n, replicate mean
= (sum over distinct drawn i ascending of count_i * x_i) / n, and numpy.percentile (linear).
"""
import struct

import numpy as np


def rotl(x,n): return ((x<<n)|(x>>(32-n))) & 0xffffffff
def qr(s,a,b,c,d):
    s[a]=(s[a]+s[b])&0xffffffff; s[d]=rotl(s[d]^s[a],16)
    s[c]=(s[c]+s[d])&0xffffffff; s[b]=rotl(s[b]^s[c],12)
    s[a]=(s[a]+s[b])&0xffffffff; s[d]=rotl(s[d]^s[a],8)
    s[c]=(s[c]+s[d])&0xffffffff; s[b]=rotl(s[b]^s[c],7)
def block(key, ctr, rounds=8):
    st=[0x61707865,0x3320646e,0x79622d32,0x6b206574]+list(struct.unpack('<8I',key))+[ctr&0xffffffff, ctr>>32, 0, 0]
    s=st[:]
    for _ in range(rounds//2):
        qr(s,0,4,8,12);qr(s,1,5,9,13);qr(s,2,6,10,14);qr(s,3,7,11,15)
        qr(s,0,5,10,15);qr(s,1,6,11,12);qr(s,2,7,8,13);qr(s,3,4,9,14)
    return [(a+b)&0xffffffff for a,b in zip(s,st)]
def stream(seed):
    key=struct.pack('<Q',seed)+b'\0'*24
    ctr=0
    while True:
        for w in block(key,ctr): yield w
        ctr+=1
def below(g,n):
    m=next(g)*n
    if (m & 0xffffffff) < n:
        t=(-n % (1<<32)) % n
        while (m & 0xffffffff) < t: m=next(g)*n
    return m>>32
g=stream(20260510)
for r in range(3):
    c=[0]*12
    for _ in range(12): c[below(g,12)]+=1


def main():
    seed, samples = 20260510, 5000
    x = [0.1, 0.73, 0.0, 1.0, 0.25, 0.333, 0.9, 0.05, 0.6, 0.42, 0.0, 0.77]
    n = len(x)  # the same values as the Rust test
    g = stream(seed)
    reps = []
    for r in range(samples):
        c = [0] * n
        for _ in range(n):
            c[below(g, n)] += 1
        if r < 3:
            print("counts", r, c)
        acc = 0.0
        for i in range(n):
            if c[i]:
                acc += float(c[i]) * x[i]
        reps.append(acc / n)
    mean = 0.0
    for v in x:
        mean += v
    lo, hi = (float(np.percentile(np.array(reps), q)) for q in (2.5, 97.5))
    print("interval", repr(mean / n), repr(lo), repr(hi))


if __name__ == "__main__":
    main()
