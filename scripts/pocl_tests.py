#!/usr/bin/env python3
"""PoCL as an independent oracle: every kernel test of scripts/ktest that
PoCL can run runs on PoCL (Debian's CPU OpenCL, which nobody here wrote) and
on the model with the same inputs (the same spec: grid, block, args), and
the outputs are judged three ways: model, PoCL and the Python reference.

  model = PoCL = reference      PASS
  model = reference != PoCL     PASS only where the test's POCL entry
                                declares the PoCL defect (wrong=WHY), else FAIL
  PoCL = reference != model     FAIL: the model is wrong
  model = PoCL != reference     FAIL: the reference is suspect
  all three differ              FAIL

"=" is the reference's own tolerance for model and PoCL against the
reference, and the test's POCL entry's tolerance (exact unless it states
ulps/rel and why) for the model against PoCL.  A test module's POCL map
(test -> dict) says:
  skip=WHY         PoCL cannot run this kernel (amdgcn built-ins, MFMA, half)
  ulps=N (or a list per position, as in Out), rel=X, why=WHY
                   the model-PoCL tolerance where the kernel uses
                   approximate built-ins
  wrong=WHY        PoCL 3.1 is known to compute this kernel wrong (WHY
                   names the reproducer); the model is still checked
                   against the reference
Only positions the reference checks (not None) are compared.

PoCL runs in scripts/pocl_worker.py under Debian's /usr/bin/python3 (its
python3-pyopencl), whatever python3 runs this script; --pocl-python
chooses another.  PoCL has no non-uniform work-groups: a grid that is not a
multiple of the block is rounded up to one on PoCL (the kernels guard their
bounds).  --expect FILE: the kernel.VARIANT entries that must pass on the
model (scripts/kernel_expected_pass.txt); a run in it must get PASS here."""
import argparse
import json
import os
import select
import struct
import subprocess
import sys
import tempfile

import kernel_tests
from ktest import ASM, POCL, SOURCE, TESTS
from ktest.values import FORMATS, Buf, Out, ceil_to, compare, describe

HERE = os.path.dirname(os.path.abspath(__file__))
KERNELS = os.path.join(HERE, '..', 'sw', 'kernels')
INCLUDE = os.path.join(HERE, '..', 'sw', 'include', 'pocl')   # an empty gcn_prelude.h


class Pocl:
    """The PoCL worker process: one job at a time, restarted after a hang or a crash."""
    def __init__(self, python, cache, timeout):
        self.python, self.cache, self.timeout, self.proc, self.device = python, cache, timeout, None, None

    def start(self):
        env = dict(os.environ, POCL_CACHE_DIR=self.cache)
        self.log = tempfile.TemporaryFile('w+')   # PoCL's build messages: a file, never a full pipe
        self.proc = subprocess.Popen([self.python, os.path.join(HERE, 'pocl_worker.py')], stdin=subprocess.PIPE,
                                     stdout=subprocess.PIPE, stderr=self.log, text=True, env=env)
        line = self.reply()
        if not line:
            err = self.failure(line)
            self.stop()
            sys.exit('pocl_tests: PoCL does not start: %s' % err)
        self.device = json.loads(line)['ready']

    def reply(self):
        """The worker's next line; '' when it closed its output, None after the timeout."""
        ready, _, _ = select.select([self.proc.stdout], [], [], self.timeout)
        return self.proc.stdout.readline() if ready else None

    def failure(self, line):
        """Why the worker gave no answer: a hang, or its last words."""
        if line is None:
            return 'PoCL took more than %ds' % self.timeout
        self.proc.wait()
        self.log.seek(0)
        tail = self.log.read().strip().splitlines()[-3:]
        return 'PoCL worker died: %s' % (' / '.join(tail) or 'exit %s' % self.proc.returncode)

    def stop(self):
        if self.proc:
            self.proc.kill()
            self.proc.wait()
            self.proc = None
            self.log.close()

    def run(self, job):
        """Run JOB; None when its outputs are written, else what went wrong."""
        if self.proc is None:
            self.start()
        self.proc.stdin.write(json.dumps(job) + '\n')
        self.proc.stdin.flush()
        line = self.reply()
        if not line:
            err = self.failure(line)
            self.stop()
            return err
        return json.loads(line).get('error')


def sources_of(name):
    """The .cl files of a test's kernel: one file, or a program's files."""
    src = SOURCE.get(name, name)
    prog = os.path.join(KERNELS, 'programs', src)
    if os.path.isdir(prog):
        return sorted(os.path.join(prog, f) for f in os.listdir(prog) if f.endswith('.cl'))
    return [os.path.join(KERNELS, src + '.cl')]


def dims(text, n):
    """'AxB' as n sizes, 1 for the dimensions not given."""
    d = [int(v) for v in text.split('x')]
    return d + [1] * (n - len(d))


def pocl_job(name, spec, tmp, tag):
    """The worker's job for SPEC: inputs written to TMP, outputs to TMP/TAG.outN."""
    n = max(len(spec['grid'].split('x')), len(spec['block'].split('x')))
    block = dims(spec['block'], n)
    grid = [ceil_to(g, b) for g, b in zip(dims(spec['grid'], n), block)]
    args = []
    for i, a in enumerate(spec['args']):
        if isinstance(a, Buf):
            if a.values is None:
                args.append(['buf', None, a.zero])
            else:
                path = os.path.join(tmp, '%s.pocl.in%d' % (tag, i))
                data = a.data()
                with open(path, 'wb') as f:
                    f.write(data)
                args.append(['buf', path, len(data)])
        elif a.startswith('local:'):
            args.append(['local', int(a[6:])])
        else:
            t, v = a.split(':', 1)
            args.append(['scalar', t, v])
    outs = [[o.index, os.path.join(tmp, '%s.pocl.out%d' % (tag, o.index))] for o in spec['outs']]
    sources = sources_of(name)
    # PoCL compiles the text, not the file: a program's own headers need its folder on the path
    options = ['-I', INCLUDE, '-I', os.path.dirname(sources[0])]
    return dict(sources=sources, options=options, kernel=spec.get('kernel', name), local=block,
                args=args, outs=outs, **{'global': grid})


def read_outputs(job):
    datas = {}
    for index, path in job['outs']:
        with open(path, 'rb') as f:
            datas[index] = f.read()
    return datas


def mismatches(outs, datas):
    """First mismatch text per output, or [] when all agree."""
    msgs = []
    for o in outs:
        bad = compare(o, datas[o.index])
        if bad:
            msgs.append(describe(o, bad, 'differ'))
    return msgs


def against_pocl(spec, tol, pocl_datas):
    """PoCL's outputs as expected values where the reference checks, to the
    model-PoCL tolerance TOL (the test's POCL entry)."""
    outs = []
    for o in spec['outs']:
        f = FORMATS[o.kind]
        data = pocl_datas[o.index]
        got = struct.unpack('<%d%s' % (len(data) // struct.calcsize(f), f), data)
        outs.append(Out(o.index, o.kind, [g if w is not None else None for g, w in zip(got, o.values)],
                        tol.get('ulps', 0), tol.get('rel', 0.0)))
    return outs


def judge(spec, tol, model, pocl):
    """The three-way verdict on one run: (ok, text).  TOL: the test's POCL entry."""
    m_ref = mismatches(spec['outs'], model)
    p_ref = mismatches(spec['outs'], pocl)
    m_p = mismatches(against_pocl(spec, tol, pocl), model)
    wrong = tol.get('wrong')
    if not m_ref and not p_ref:
        if m_p:
            return False, 'model and PoCL both agree with the reference but differ beyond the stated ' \
                          'model-PoCL tolerance: %s' % '; '.join(m_p)
        note = ' (PoCL is declared wrong here but agrees: %s)' % wrong if wrong else ''
        return True, 'model = PoCL = reference' + note
    if not m_ref:
        if wrong:
            return True, 'model = reference; PoCL disagrees with both, a known PoCL defect: %s (%s)' % (
                wrong, p_ref[0])
        return False, 'PoCL disagrees with the reference and the model (a PoCL defect or a reference too tight?): ' \
                      + '; '.join(p_ref)
    if not p_ref:
        return False, 'the model disagrees with PoCL and the reference: ' + '; '.join(m_ref)
    if not m_p:
        return False, 'model = PoCL, the Python reference disagrees with both (check the reference): ' \
                      + '; '.join(m_ref)
    return False, 'model, PoCL and reference all disagree: model vs reference %s; PoCL vs reference %s' % (
        '; '.join(m_ref), '; '.join(p_ref))


def pocl_result(pocl, cache, name, spec, tmp, tag):
    """PoCL's outputs for SPEC (run once per kernel and inputs), or an error text."""
    job = pocl_job(name, spec, tmp, tag)
    key = json.dumps([job['sources'], job['kernel'], job['global'], job['local'],
                      [a if a[0] != 'buf' or a[1] is None else ['buf', open(a[1], 'rb').read().hex()]
                       for a in job['args']]])
    if key not in cache:
        err = pocl.run(job)
        cache[key] = err if err else read_outputs(job)
    return cache[key]


def self_test():
    """judge() on made-up outputs: each verdict where it belongs (a judge
    that passed everything would pass this run too)."""
    spec = dict(outs=[Out(0, 'i32', [1, 2, None])])

    def b(*v):
        return {0: struct.pack('<3i', *v)}
    cases = [(b(1, 2, 7), b(1, 2, 8), {}, True, 'model = PoCL = reference'),
             (b(1, 3, 0), b(1, 2, 0), {}, False, 'the model disagrees'),
             (b(1, 2, 0), b(1, 3, 0), {}, False, 'PoCL disagrees'),
             (b(1, 2, 0), b(1, 3, 0), dict(wrong='a defect'), True, 'known PoCL defect'),
             (b(5, 2, 0), b(5, 2, 0), {}, False, 'reference disagrees'),
             (b(5, 2, 0), b(6, 2, 0), {}, False, 'all disagree')]
    for model, pocl, tol, ok, words in cases:
        got_ok, text = judge(spec, tol, model, pocl)
        if got_ok != ok or words not in text:
            sys.exit('pocl_tests: self-test: judge(model %r, PoCL %r, %r) said %s %r' % (
                model, pocl, tol, got_ok, text))


def first_error(text):
    lines = [ln for ln in text.splitlines() if 'error' in ln] or text.splitlines() or ['(no message)']
    return lines[0][-300:]


def main():
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument('--gcnsim', default='build/gcnsim')
    ap.add_argument('--build', default='build', help='where kernels/ holds the code objects')
    ap.add_argument('--variants', default=','.join(kernel_tests.VARIANTS),
                    help='comma-separated variants (default: every level kernel_tests.py runs)')
    ap.add_argument('--expect', help='kernel.VARIANT entries that must pass (scripts/kernel_expected_pass.txt)')
    ap.add_argument('--pocl-python', default='/usr/bin/python3', help='a python3 with pyopencl (Debian\'s)')
    ap.add_argument('--timeout', type=int, default=300, help='seconds for one run, model or PoCL')
    ap.add_argument('only', nargs='*', help='kernel names (default: all)')
    args = ap.parse_args()
    self_test()
    if not os.access(args.gcnsim, os.X_OK):
        sys.exit('pocl_tests: %s is not an executable (build it: make BUILD=... gcnsim)' % args.gcnsim)
    if not os.access(args.pocl_python, os.X_OK):
        sys.exit('pocl_tests: %s is not an executable (make deps installs python3-pyopencl)' % args.pocl_python)
    names = args.only or sorted(TESTS)
    for n in names:
        if n not in TESTS:
            sys.exit('pocl_tests: no test for kernel %s' % n)
    variants = args.variants.split(',')
    expected = set()
    if args.expect:
        with open(args.expect) as f:
            expected = {line.split('#')[0].strip() for line in f} - {''}
    pocl = Pocl(args.pocl_python, os.path.join(os.path.abspath(args.build), 'pocl-cache'), args.timeout)
    not_on_pocl, known_wrong, results, cache = {}, set(), {}, {}
    try:
        with tempfile.TemporaryDirectory(prefix='pocl_tests.') as tmp:
            for name in names:
                for variant in variants:
                    spec = kernel_tests.make_spec(name, variant)
                    skip = 'an assembly kernel' if name in ASM else POCL.get(name, {}).get('skip')
                    if skip:
                        not_on_pocl[name] = skip
                        continue
                    key = '%s.%s' % (name, variant)
                    model = {}
                    kind, msg, _ = kernel_tests.run_one(args.gcnsim, args.build, name, variant, tmp, args.timeout,
                                                        outputs=model)
                    if len(model) < len(spec['outs']):
                        ok, text = False, 'model: %s %s' % (kind, msg)
                    else:
                        got = pocl_result(pocl, cache, name, spec, tmp, key)
                        ok, text = (False, 'PoCL could not run it: ' + first_error(got)) if isinstance(got, str) \
                            else judge(spec, POCL.get(name, {}), model, got)
                    if ok and 'known PoCL defect' in text:
                        known_wrong.add(name)
                    results[key] = ok
                    print('%-4s  %-28s %s' % ('PASS' if ok else 'FAIL', key, text), flush=True)
    finally:
        pocl.stop()
    for why in sorted(set(not_on_pocl.values())):
        print('not on PoCL: %s -- %s' % (' '.join(sorted(n for n, w in not_on_pocl.items() if w == why)), why))
    passing = sorted(k for k, ok in results.items() if ok)
    failing = sorted(k for k, ok in results.items() if not ok)
    broken = [k for k in failing if k in expected or not args.expect]
    kernels = {k.split('.')[0] for k in results}
    print('kernels passing against PoCL (%s): %d of %d runs (%s), %d kernels on PoCL, %d not runnable on PoCL' % (
        pocl.device, len(passing), len(results), ','.join(variants), len(kernels), len(not_on_pocl)))
    not_yet = [k for k in failing if k not in broken]
    if not_yet:
        print('disagreeing, not expected to pass on the model yet (%s): %s' % (args.expect, ' '.join(not_yet)))
    if broken:
        print('expected to pass but did not: %s' % ' '.join(broken))
        return 1
    print('checked: model and PoCL agree with the Python reference on %d of %d runs%s' % (
        len(passing), len(results), '; PoCL known wrong on %s' % ' '.join(sorted(known_wrong))
        if known_wrong else ''))
    return 0


if __name__ == '__main__':
    sys.exit(main())
