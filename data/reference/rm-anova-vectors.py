"""Reference values for schedlab's repeated-measures ANOVA (statistics/rmAnova.ts).

Run: python3 data/reference/rm-anova-vectors.py > data/reference/rm-anova-vectors.json
(scipy 1.17.1, numpy). Independent of schedlab's TypeScript: the one-way repeated-measures ANOVA
written out from its sums of squares (e.g. Maxwell & Delaney, "Designing Experiments and Analyzing
Data", ch. 11): rows are subjects (job sets), columns are conditions (setups);
SS_conditions = n sum_j (mean_j - grand)^2, SS_subjects = k sum_i (mean_i - grand)^2,
SS_error = SS_total - SS_conditions - SS_subjects, F = (SS_cond/(k-1)) / (SS_error/((k-1)(n-1))),
p = scipy.stats.f.sf(F, k-1, (k-1)(n-1)). Greenhouse-Geisser epsilon from the double-centred
covariance matrix of the conditions (Greenhouse & Geisser 1959; as pingouin.epsilon computes it):
eps = trace(S*)^2 / ((k-1) sum(S*^2)); the corrected p = f.sf(F, eps (k-1), eps (k-1)(n-1)).
The first case is checked against a hand computation in test/statistics/rmAnova.test.ts.
"""
import json
import numpy as np
from scipy import stats

def rm_anova(data):
    x = np.asarray(data, dtype=float)
    n, k = x.shape
    grand = x.mean()
    ss_cond = n * ((x.mean(axis=0) - grand) ** 2).sum()
    ss_subj = k * ((x.mean(axis=1) - grand) ** 2).sum()
    ss_total = ((x - grand) ** 2).sum()
    ss_err = ss_total - ss_cond - ss_subj
    df1, df2 = k - 1, (k - 1) * (n - 1)
    f = (ss_cond / df1) / (ss_err / df2)
    s = np.cov(x, rowvar=False, ddof=1)
    sc = s - s.mean(axis=0)[None, :] - s.mean(axis=1)[:, None] + s.mean()
    eps = np.trace(sc) ** 2 / ((k - 1) * (sc ** 2).sum())
    return {
        'data': x.tolist(), 'ssConditions': ss_cond, 'ssSubjects': ss_subj, 'ssError': ss_err,
        'df1': df1, 'df2': df2, 'statistic': f, 'pValue': stats.f.sf(f, df1, df2),
        'epsilon': eps, 'pValueGreenhouseGeisser': stats.f.sf(f, eps * df1, eps * df2),
    }

rng = np.random.default_rng(20261126)
cases = [
    [[1, 2, 4], [2, 3, 5], [3, 3, 6], [2, 4, 5]],
    rng.normal([10, 10.5, 12, 11], 1.0, size=(12, 4)).round(3).tolist(),
    (rng.lognormal(0, 0.3, size=(30, 5)) * [1, 1.05, 1.1, 1, 0.95]).round(4).tolist(),
    rng.normal(0, 1, size=(8, 3)).round(3).tolist(),
]
print(json.dumps({'generator': 'data/reference/rm-anova-vectors.py', 'scipy': __import__('scipy').__version__, 'cases': [rm_anova(c) for c in cases]}, indent=1))
