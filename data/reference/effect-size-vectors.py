"""Reference values for schedlab's effect sizes and Conover's post-hoc test.

Run: python3 data/reference/effect-size-vectors.py > data/reference/effect-size-vectors.json
(scipy 1.17.1, numpy 2.4.6). Independent of schedlab's TypeScript:
- A12 unpaired = scipy.stats.mannwhitneyu(x, y).statistic / (m n) (U of x; Vargha & Delaney 2000),
  checked against the definition by brute-force counting of all m n pairs;
- Cliff's delta = (#(x > y) - #(x < y)) / (m n) by counting (Cliff 1993);
- paired versions by counting within pairs;
- Shapiro-Wilk W and p: scipy.stats.shapiro (Royston's AS R94, as scipy implements it);
- Conover's all-pairs test after Friedman, written from scikit-posthocs 0.11
  `posthoc_conover_friedman` (S2, T2, A, B form; Conover 1999 section 5.8) with
  scipy.stats.t.sf, p-values unadjusted and Holm-adjusted (Holm written out here).
"""
import json
import numpy as np
from scipy import stats

def count(x, y):
    gt = sum(1 for a in x for b in y if a > b)
    lt = sum(1 for a in x for b in y if a < b)
    return gt, lt

def unpaired(x, y):
    m, n = len(x), len(y)
    u = stats.mannwhitneyu(x, y, alternative='two-sided').statistic
    gt, lt = count(x, y)
    a12 = u / (m * n)
    assert abs(a12 - (gt + 0.5 * (m * n - gt - lt)) / (m * n)) < 1e-15
    return {'a12': float(a12), 'cliffs_delta': (gt - lt) / (m * n)}

def paired(x, y):
    d = [a - b for a, b in zip(x, y)]
    gt = sum(1 for v in d if v > 0); lt = sum(1 for v in d if v < 0); n = len(d)
    return {'a12': (gt + 0.5 * (n - gt - lt)) / n, 'cliffs_delta': (gt - lt) / n}

def holm(p):
    m = len(p); order = np.argsort(p, kind='stable'); out = [0.0] * m; run = 0.0
    for j, i in enumerate(order):
        run = max(run, (m - j) * p[i]); out[i] = min(1.0, run)
    return out

def conover(x):
    x = np.asarray(x, dtype=float); n, k = x.shape
    ranks = np.vstack([stats.rankdata(row) for row in x])
    R = ranks.sum(axis=0); A1 = (ranks ** 2).sum(); m = 1
    S2 = m / (m * k - 1.0) * (A1 - m * k * n * ((m * k + 1.0) ** 2.0) / 4.0)
    T2 = 1.0 / S2 * np.sum((R - n * m * (m * k + 1.0) / 2.0) ** 2.0)
    A = S2 * (2.0 * n * (m * k - 1.0)) / (m * n * k - k - n + 1.0)
    B = 1.0 - T2 / (n * (m * k - 1.0))
    df = m * n * k - k - n + 1
    raw = []
    for i in range(k):
        for j in range(i + 1, k):
            t = abs(R[i] - R[j]) / np.sqrt(A) / np.sqrt(B)
            raw.append(float(2.0 * stats.t.sf(t, df)))
    return {'df': int(df), 'rank_sums': R.tolist(), 'p_raw_upper_triangle': raw, 'p_holm_upper_triangle': holm(raw)}

rng = np.random.default_rng(20261126)
samples = {
    'hand_3x3': ([3, 4, 5], [1, 2, 3]),
    'ties': ([1, 2, 2, 3, 3, 3, 7], [2, 2, 3, 4, 5]),
    'lognormal_40x35': (np.round(rng.lognormal(0.0, 1.0, 40), 6).tolist(), np.round(rng.lognormal(0.3, 1.2, 35), 6).tolist()),
}
pairs = {
    'hand_6': ([1.2, 1.5, 1.4, 1.9, 1.1, 2.9], [1.9, 2.4, 1.7, 3.1, 2.2, 2.8]),
    'ties_10': ([1, 2, 3, 4, 5, 6, 7, 8, 9, 10], [1, 3, 3, 2, 5, 9, 6, 8, 8, 12]),
}
c_data = {
    'scikit_posthocs_docstring': [[31, 27, 24], [31, 28, 31], [45, 29, 46], [21, 18, 48], [42, 36, 46], [32, 17, 40]],
    'random_20x5_with_ties': np.round(rng.normal(0, 1, (20, 5)) + np.array([0, 0.3, 0.6, 0.9, 1.2]), 1).tolist(),
}
rng_sw = np.random.default_rng(7)
sw_cases = {
    'n3': [1.0, 2.0, 4.0],
    'n4': [1.2, 3.4, 2.2, 8.0],
    'n5': [2.0, 4.5, 3.3, 3.9, 10.0],
    'n7': [2.1, 2.5, 1.9, 3.2, 2.8, 2.2, 2.6],
    'n11_skewed': [148, 154, 158, 160, 161, 162, 166, 170, 182, 195, 236],
    'n20_normal': np.round(rng_sw.normal(10, 2, 20), 4).tolist(),
    'n50_lognormal': np.round(rng_sw.lognormal(0, 1, 50), 5).tolist(),
    'n100_ties': np.round(rng_sw.normal(0, 1, 100), 1).tolist(),
    'n1000_uniform': np.round(rng_sw.uniform(0, 1, 1000), 6).tolist(),
}
out = {
    'meta': {'about': __doc__.strip(), 'generated_with': {'scipy': stats.__name__ and __import__('scipy').__version__, 'numpy': np.__version__}},
    'unpaired': {k: {'x': v[0], 'y': v[1], **unpaired(*v)} for k, v in samples.items()},
    'paired': {k: {'x': v[0], 'y': v[1], **paired(*v)} for k, v in pairs.items()},
    'shapiro_wilk': {k: {'x': v, 'statistic': float(stats.shapiro(v).statistic), 'pvalue': float(stats.shapiro(v).pvalue)} for k, v in sw_cases.items()},
    'conover_friedman': {k: {'data': v, **conover(v)} for k, v in c_data.items()},
}
print(json.dumps(out, indent=1))
