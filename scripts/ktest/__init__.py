"""The kernel tests of scripts/kernel_tests.py, one module per group of kernels
(specs_*.py).  Every function t_NAME of a module is the test of kernel NAME;
a module may also give SOURCE (test -> the .cl file or program holding its
kernel) and ASM (test -> assembly source under sw/kernels)."""
import importlib
import os

TESTS, SOURCE, ASM = {}, {}, {}


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


_load()
