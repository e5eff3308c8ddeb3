#!/usr/bin/env python3
"""Fault suite: the lockstep checker must catch a fault injected in the RTL.

Each tests/tb/rtl/fault_*.s names, in a `// FAULT kind=K n=N pc=PC
report="TEXT"` line, a fault point of rtl/lib/gcn_fault.v (docs/rtl-microarch.md:
1 VALU result bit, 2 EXEC bit dropped, 3 SALU branch to target + 4, 4 load
response lost, 5 MFMA step result bit) and where the checker must report it.  For each test:
  1. without the fault the run must PASS;
  2. with --fault K:N it must FAIL with a DIVERGENCE report at PC whose text
     contains TEXT.
A test whose instructions the RTL does not implement yet
(rtl/gen/implemented.txt) is reported as skipped until the unit exists; once
they are implemented it runs and is asserted.

Usage: fault_tests.py [--bin build/gcnrtl-verilator] [TEST.s ...]
Exit status 1 when an asserted test fails."""
import argparse
import glob
import os
import re
import subprocess
import sys
import tempfile

HERE = os.path.dirname(os.path.abspath(__file__))
ROOT = os.path.dirname(HERE)
sys.path.insert(0, HERE)
import isa_tests  # noqa: E402  (the spec format lives there)
from rtl_tests import MAX_CYCLES, WALL_LIMIT, wall_limit_text  # noqa: E402  (runs bounded by cycles)

FAULT_RE = re.compile(r'^//\s*FAULT kind=(\d+) n=(\d+) pc=(0x[0-9a-fA-F]+) report="([^"]+)"', re.M)


def mnemonics(text):
    """The instructions of a test: first word of each line that is not a
    comment, a directive of the spec format or a label."""
    out = set()
    for line in text.splitlines():
        line = line.split('//', 1)[0].strip()
        if not line or line.startswith((';;', '.')) or line.endswith(':'):
            continue
        out.add(re.sub(r'_e(32|64)$', '', line.split()[0]))
    return out


def run(sim, spec, extra, timeout):
    try:
        p = subprocess.run([sim, '--spec', spec, '--max-cycles', str(MAX_CYCLES)] + extra, capture_output=True,
                           text=True, timeout=timeout)
    except subprocess.TimeoutExpired:
        return 1, wall_limit_text(timeout)
    return p.returncode, p.stdout + p.stderr


def check_one(sim, path, implemented, timeout):
    """'ok', 'skip' or 'FAIL', and what to print."""
    text = open(path).read()
    m = FAULT_RE.search(text)
    if not m:
        return 'FAIL', 'no `// FAULT kind=K n=N pc=PC report="TEXT"` line'
    kind, nth, pc, want = int(m.group(1)), int(m.group(2)), int(m.group(3), 16), m.group(4)
    missing = sorted(mnemonics(text) - implemented)
    if missing:
        return 'skip', 'fault point %d: skipped until the unit exists (the RTL does not implement %s)' % (
            kind, ' '.join(missing))
    with tempfile.TemporaryDirectory() as tmp:
        spec = isa_tests.build_spec(path, tmp)
        rc, out = run(sim, spec, [], timeout)
        if rc != 0 or not re.search(r'^PASS: matched', out, re.M):
            return 'FAIL', 'without the fault the test must pass:\n' + out
        rc, out = run(sim, spec, ['--fault', '%d:%d' % (kind, nth)], timeout)
    where = re.search(r'^DIVERGENCE at cycle \d+, wave \d+, PC (0x[0-9a-f]+):.*$', out, re.M)
    if rc == 0 or not where or int(where.group(1), 16) != pc or want not in out or 'FAIL (divergence)' not in out:
        return 'FAIL', 'fault %d:%d not reported as a divergence at PC 0x%x with "%s":\n%s' % (kind, nth, pc, want, out)
    n = re.search(r'matched (\d+) instructions', out)
    return 'ok', 'fault %d:%d caught at PC 0x%x after %s matched instructions: %s' % (
        kind, nth, pc, n.group(1) if n else '?', where.group(0).split(': ', 1)[-1])


def main():
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument('--bin', default=os.path.join(ROOT, 'build', 'gcnrtl-verilator'))
    ap.add_argument('--implemented', default=os.path.join(ROOT, 'rtl', 'gen', 'implemented.txt'))
    ap.add_argument('--wall-limit', '--timeout', dest='timeout', type=int, default=WALL_LIMIT,
                    help='seconds of wall time before a run is stopped as hung (a last resort: runs are bounded '
                         'by %d simulated cycles)' % MAX_CYCLES)
    ap.add_argument('tests', nargs='*')
    args = ap.parse_args()
    implemented = {l.strip() for l in open(args.implemented) if l.strip() and not l.startswith('#')}
    tests = args.tests or sorted(glob.glob(os.path.join(ROOT, 'tests', 'tb', 'rtl', 'fault_*.s')))
    counts = {'ok': 0, 'skip': 0, 'FAIL': 0}
    for t in tests:
        verdict, msg = check_one(args.bin, t, implemented, args.timeout)
        counts[verdict] += 1
        print('%-5s %-28s %s' % (verdict, os.path.relpath(t, ROOT), msg), flush=True)
    print('faults checked: %d caught, %d failed, %d skipped until their unit exists' % (
        counts['ok'], counts['FAIL'], counts['skip']))
    return 1 if counts['FAIL'] or not counts['ok'] else 0


if __name__ == '__main__':
    sys.exit(main())
