"""The kernel tests of scripts/kernel_tests.py, one module per group of kernels
(specs_*.py).  Every function t_NAME of a module is the test of kernel NAME;
a module may also give SOURCE (test -> the .cl file or program holding its
kernel), ASM (test -> assembly source under sw/kernels) and POCL (test -> how
scripts/pocl_tests.py runs it on PoCL, the independent oracle: skip=WHY where
PoCL cannot run the kernel; ulps=N or a list per position, rel=X, why=WHY:
the model-PoCL tolerance, exact when not given; wrong=WHY where PoCL 3.1 is
known to compute the kernel wrong)."""
import importlib
import os

TESTS, SOURCE, ASM, POCL = {}, {}, {}, {}


def _load():
    here = os.path.dirname(os.path.abspath(__file__))
    for f in sorted(os.listdir(here)):
        if not (f.startswith('specs_') and f.endswith('.py')):
            continue
        mod = importlib.import_module('.' + f[:-3], __name__)
        for name, fn in vars(mod).items():
            if name.startswith('t_') and callable(fn):
                if name[2:] in TESTS:
                    raise SystemExit('ktest: test %s defined twice (%s)' % (name[2:], f))
                TESTS[name[2:]] = fn
        SOURCE.update(getattr(mod, 'SOURCE', {}))
        ASM.update(getattr(mod, 'ASM', {}))
        POCL.update(getattr(mod, 'POCL', {}))


_load()
