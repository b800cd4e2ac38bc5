"""Wilcoxon signed-rank p-values with zero and tied differences, from scipy 1.17.1.

Run: python3 data/reference/wilcoxon-zeros-vectors.py > data/reference/wilcoxon-zeros-vectors.json
(scipy 1.17.1, numpy). For every case: scipy.stats.wilcoxon(d, zero_method=zm, alternative=alt,
method=m) for m in auto / asymptotic, and for n <= 13 an independent check of scipy's
`auto` (a permutation test over all 2^n sign flips when there are ties or zeros) by enumerating
the sign flips here. Issue 37's two cases (4 of 8 and 5 of 10 differences zero) come first:
their p = 0.713 and 0.043 are scipy's normal approximation (method='asymptotic', the value
scipy's `auto` gave before 1.12 for zeros); scipy 1.17's `auto` gives the permutation p.
"""
import itertools
import json
import warnings
import numpy as np
import scipy
from scipy import stats

warnings.simplefilter('ignore')

def ranks(a):
    return stats.rankdata(a).tolist()

def enumerate_p(d, zero_method, alternative):
    """Exact conditional p by listing the 2^n sign flips of d (zeros stay zero)."""
    d = list(d)
    if zero_method == 'wilcox':
        d = [v for v in d if v != 0]
    r = ranks([abs(v) for v in d])
    def stat(signs):
        return sum(ri for ri, v, s in zip(r, d, signs) if v != 0 and v * s > 0)
    obs = stat([1] * len(d))
    null = [stat(s) for s in itertools.product([1, -1], repeat=len(d))]
    le = sum(1 for v in null if v <= obs) / len(null)
    ge = sum(1 for v in null if v >= obs) / len(null)
    return {'less': le, 'greater': ge, 'two-sided': min(1.0, 2 * min(le, ge))}[alternative]

rng = np.random.default_rng(37)
cases = [
    {'name': 'issue 37: 4 of 8 zero', 'd': [0, 0, 0, 0, -3, 1, 1, 2]},
    {'name': 'issue 37: 5 of 10 zero', 'd': [0, 0, 0, 0, 0, 1, 2, 3, 4, 5]},
    {'name': 'half zero, n = 2', 'd': [0, 1.5]},
    {'name': 'one nonzero of 6', 'd': [0, 0, 0, 0, 0, -2]},
]
for n in [3, 5, 6, 8, 9, 12, 13, 14, 20, 30, 50, 51, 60]:
    for zshare in [0.0, 0.25, 0.5, 0.75]:
        nz = int(round(zshare * n))
        if nz >= n:
            continue
        d = [0] * nz + rng.integers(-6, 9, size=n - nz).tolist()
        d = [v if v != 0 else 1 for v in d[nz:]]
        d = [0] * nz + d
        rng.shuffle(d)
        cases.append({'name': f'n = {n}, {nz} zero, integer (ties)', 'd': [int(v) for v in d]})
    d = np.round(rng.normal(0.3, 1, size=n), 6).tolist()
    cases.append({'name': f'n = {n}, no ties, no zeros', 'd': d})

for c in cases:
    d = c['d']
    out = {}
    for zm in ['wilcox', 'pratt', 'zsplit']:
        for alt in ['two-sided', 'greater', 'less']:
            for m in ['auto', 'asymptotic']:
                try:
                    r = stats.wilcoxon(d, zero_method=zm, alternative=alt, method=m)
                    p = float(r.pvalue)
                    st = float(r.statistic)
                except ValueError as e:
                    p, st = None, None
                if p is not None and np.isnan(p):
                    p = None
                out[f'{zm}|{alt}|{m}'] = {'statistic': st, 'pvalue': p}
            if len(d) <= 13 and any(v != 0 for v in d):
                out[f'{zm}|{alt}|enumerated'] = enumerate_p(d, zm, alt)
    c['scipy'] = out

print(json.dumps({'meta': {'script': 'data/reference/wilcoxon-zeros-vectors.py', 'scipy': scipy.__version__, 'numpy': np.__version__,
                           'note': "keys 'zero_method|alternative|method'; pvalue None where scipy returns NaN; 'enumerated' = exact p by listing all 2^n sign flips"},
                  'cases': cases}, indent=1))
