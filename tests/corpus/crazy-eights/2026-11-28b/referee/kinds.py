#!/usr/bin/env python3
"""Which kinds of rule breaks does the referee find in a program?  usage: kinds.py PROGRAM [sessions] [seed0]"""
import os
import re
import shutil
import sys
import tempfile

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
import run                     # noqa: E402
from adapters import ALL       # noqa: E402

ad = ALL[sys.argv[1]]
n = int(sys.argv[2]) if len(sys.argv) > 2 else 20
s0 = int(sys.argv[3]) if len(sys.argv) > 3 else 3000
d = tempfile.mkdtemp()
kinds = {}
try:
    exe = run.build(ad, d)
    for i in range(n):
        errs, info, inputs, out = run.play_session(ad, exe, s0 + i, i)
        for e in errs:
            k = re.sub(r'\b(10|[2-9AJQK])[CDHS]\b', 'C', e.split(': ', 1)[-1])
            k = re.sub(r'\d+', 'N', k)
            k = re.sub(r"'[^']*'", "'..'", k)
            kinds.setdefault(k, []).append(s0 + i)
finally:
    shutil.rmtree(d)
for k, v in sorted(kinds.items(), key=lambda x: -len(x[1])):
    print('%4d  %-95s seeds %s' % (len(v), k[:95], sorted(set(v))[:6]))
