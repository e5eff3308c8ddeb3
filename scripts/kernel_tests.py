#!/usr/bin/env python3
"""Kernel tests: every kernel of sw/kernels at each optimization level runs on
gcnsim, and its outputs are compared with the same computation written in
Python (never with the model's own output); the tests are in scripts/ktest/.

Each test builds its inputs from a fixed seed, runs
  gcnsim run build/kernels/NAME.O<n>.co -k KERNEL -g ... -b ... -a ... -o ...
and checks every output buffer.  A result line per kernel and level:
  PASS, FAIL (first mismatches), TRAP (the wave's message, e.g. an
  unimplemented instruction), LIMIT, ERROR (gcnsim could not run it), NOFIT
  (the RTL backends: a workgroup of the launch does not fit the CU of the
  configuration gcnsim was built for, in wave slots, VGPR rows or LDS, and the
  run is refused as a GPU refuses such a launch; or the kernel reached an
  instruction of a unit the configuration leaves out, FP64 or MFMA, and
  trapped there; listed, never skipped), HAZARD (--check-hazards: the kernel
  breaks MI200's required wait states; the first violation, docs/mfma.md).

Runs are bounded by instructions (the model: gcnsim's --max-instructions) or by
simulated cycles (the RTL: --max-cycles), so a verdict never depends on the
machine's load; the wall-time limit (--wall-limit, 30 minutes) is a last resort
against a hung process, reported as "WALL-TIME LIMIT".

--expect FILE lists kernel.VARIANT entries (VARIANT: O0 O2 O3 O0.v5 O2.v5; asm for assembly kernels; programs
of several sources, sw/kernels/programs/NAME/, are built at the same variants) that must pass: the run fails
when one of them does not, and says which others pass already (add them)."""
import argparse
import concurrent.futures
import os
import random
import subprocess
import sys
import re
import tempfile

import coverage_report
from ktest import ASM, SOURCE, TESTS
from ktest.values import Buf, compare, describe

# optimization levels and code object versions: NAME.<variant>.co
VARIANTS = ('O0', 'O1', 'O2', 'O3', 'O0.v5', 'O2.v5')
KERNELS_DIR = os.path.join(os.path.dirname(os.path.abspath(__file__)), '..', 'sw', 'kernels')
PROGRAMS_DIR = os.path.join(KERNELS_DIR, 'programs')


def programs():
    return sorted(os.listdir(PROGRAMS_DIR)) if os.path.isdir(PROGRAMS_DIR) else []


def test_variants(name, variants):
    """The variants a test runs: asm kernels once, the others at every variant asked for."""
    return ('asm',) if name in ASM else variants


def untested_kernels(gcnsim, build):
    """Sources of sw/kernels without a test, and kernels of programs without one (the kernels
    `gcnsim list` finds in the program's code object, every metadata note)."""
    untested = sorted(f[:-3] for f in os.listdir(KERNELS_DIR) if f.endswith('.cl') and f[:-3] not in TESTS)
    for prog in programs():
        tested = {t for t, src in SOURCE.items() if src == prog}
        cos = [os.path.join(build, 'kernels', '%s.%s.co' % (prog, v)) for v in VARIANTS]
        co = next((c for c in cos if os.path.exists(c)), None)
        if co is None:
            untested.append('%s (program not built)' % prog)
            continue
        p = subprocess.run([gcnsim, 'list', co], capture_output=True, text=True)
        kernels = re.findall(r'^kernel (\S+):', p.stdout, re.M)
        if p.returncode or not kernels:
            untested.append('%s (gcnsim list failed: %s)' % (prog, p.stderr.strip()[-200:]))
        untested += ['%s/%s' % (prog, k) for k in kernels if k not in tested]
    return untested


# ---- running ----

def assemble(name, tmp):
    """Build an assembly kernel with sw/tools/gcncc (llvm-mc-16, ld.lld-16)."""
    root = os.path.join(os.path.dirname(os.path.abspath(__file__)), '..')
    src, co = os.path.join(root, 'sw', 'kernels', ASM[name]), os.path.join(tmp, name + '.asm.co')
    p = subprocess.run([os.path.join(root, 'sw', 'tools', 'gcncc'), src, '-o', co], capture_output=True, text=True)
    if p.returncode:
        return co, 'gcncc failed: %s' % p.stderr.strip()[-200:]
    return co, None


def rtl_stats(stdout):
    """The RTL backends' line: 'rtl: checker PASS, R instructions retired, C checked, N cycles, IPC x'."""
    for line in stdout.splitlines():
        if line.startswith('rtl: '):
            nums = dict((k, v) for v, k in re.findall(r'(\d+(?:\.\d+)?) (retired|checked|cycles)', line.replace(
                'instructions retired', 'retired')))
            ipc = re.search(r'IPC ([0-9.]+)', line)
            return {'retired': int(nums.get('retired', 0)), 'checked': int(nums.get('checked', 0)),
                    'cycles': int(nums.get('cycles', 0)), 'ipc': float(ipc.group(1)) if ipc else 0.0}
    return None


COUNTER_LINE = re.compile(r'^(SQ_[A-Z0-9_]+) (\d+)$', re.M)


def counters(stdout):
    """gcnsim --stats' profiler counters: its 'NAME value' lines (docs/counters.md)."""
    return {k: int(v) for k, v in COUNTER_LINE.findall(stdout)}


# the counters `make run` prints, summed over its runs (docs/counters.md has them all)
MAIN_COUNTERS = ('SQ_WAVES', 'SQ_INSTS', 'SQ_INSTS_VALU', 'SQ_INSTS_SALU', 'SQ_INSTS_SMEM', 'SQ_INSTS_LDS',
                 'SQ_INSTS_VMEM_RD', 'SQ_INSTS_VMEM_WR', 'SQ_INSTS_BRANCH', 'SQ_BUSY_CYCLES', 'SQ_WAVE_CYCLES',
                 'SQ_ACTIVE_INST_VALU', 'SQ_ACTIVE_INST_SALU', 'SQ_ACTIVE_INST_LDS', 'SQ_ACTIVE_INST_VMEM',
                 'SQ_WAIT_INST_ANY', 'SQ_LDS_BANK_CONFLICT')


# the testbench's refusal of a launch whose workgroup cannot fit the CU (tb/core/tb_kernel.c), and
# the trap of an instruction on a unit the configuration leaves out (the model's and the RTL's words)
NOFIT = re.compile(r"^does not fit configuration '[^']+': |needs the (FP64|matrix \(MFMA\)) unit, which this "
                   r"configuration leaves out$")


def make_spec(name, variant):
    """The test of kernel NAME for VARIANT, its inputs from the kernel's fixed seed."""
    return TESTS[name](random.Random(sum(map(ord, name))), variant)


def run_one(gcnsim, build, name, variant, tmp, timeout, backend='model', max_cycles=0, outputs=None):
    """Run one test: (result, message, instructions); OUTPUTS, a dict, receives the output buffers'
    bytes by argument index."""
    return run_case(gcnsim, build, name, variant, tmp, timeout, backend, max_cycles, outputs)[:3]


def run_case(gcnsim, build, name, variant, tmp, timeout, backend='model', max_cycles=0, outputs=None,
             cov_dir=None, stats=False, hazards=False):
    """run_one, and the RTL backends' figures (rtl_stats: None for the model or a run that ended
    early; with STATS, gcnsim runs with --stats and the figures, a dict then on the model too, have
    its profiler counters under 'counters'); with HAZARDS, gcnsim checks MI200's required wait
    states and a violation is the result HAZARD. Runs may go on at once in threads: each writes
    its own files in TMP (and COV_DIR)."""
    co = os.path.join(build, 'kernels', '%s.%s.co' % (SOURCE.get(name, name), variant))
    if variant == 'asm':
        co, err = assemble(name, tmp)
        if err:
            return 'ERROR', err, 0, None
    if not os.path.exists(co):
        return 'ERROR', 'no code object %s' % co, 0, None
    spec = make_spec(name, variant)
    cmd = [gcnsim, 'run', co, '-k', spec.get('kernel', name), '-g', spec['grid'], '-b', spec['block']]
    for i, a in enumerate(spec['args']):
        if isinstance(a, Buf):
            if a.values is None:
                cmd += ['-a', 'buf:zero:%d' % a.zero]
            else:
                path = os.path.join(tmp, '%s.%s.in%d' % (name, variant, i))
                with open(path, 'wb') as f:
                    f.write(a.data())
                cmd += ['-a', 'buf:' + path]
        else:
            cmd += ['-a', a]
    cmd += spec.get('opts', [])
    if stats:
        cmd += ['--stats']
    if hazards:
        cmd += ['--check-hazards']
    if backend != 'model':
        cmd += ['--backend', backend]
        if max_cycles:
            cmd += ['--max-cycles', str(max_cycles)]
    for o in spec['outs']:
        cmd += ['-o', '%d:%s' % (o.index, os.path.join(tmp, '%s.%s.out%d' % (name, variant, o.index)))]
    cov_opts, env = coverage_report.run_options(cov_dir, '%s.%s' % (name, variant))
    try:
        p = subprocess.run(cmd + cov_opts, capture_output=True, text=True, timeout=timeout, env=env)
    except subprocess.TimeoutExpired:
        return 'ERROR', ('WALL-TIME LIMIT: gcnsim was stopped after %d s of wall time (runs are bounded by '
                         'instructions or cycles; this means a hung or starved process)' % timeout), 0, None
    rtl = rtl_stats(p.stdout)
    if stats:
        rtl = dict(rtl or {}, counters=counters(p.stdout))
    instrs = 0
    for word in p.stdout.split(','):
        if word.strip().endswith('instructions'):
            instrs = int(word.split()[-2])
    if p.returncode != 0:
        msg = (p.stderr.strip().splitlines() or ['exit %d' % p.returncode])[-1].replace('gcnsim: ', '')
        if p.returncode == 3:   # --check-hazards: the first violation says what
            msg = next((l for l in p.stderr.splitlines() if 'hazard:' in l), msg).replace('gcnsim: hazard: ', '')
        kind = ('LIMIT' if 'instruction limit' in msg else 'NOFIT' if NOFIT.search(msg)
                else 'TRAP' if p.returncode == 1 else 'HAZARD' if p.returncode == 3 else 'ERROR')
        return kind, msg, instrs, rtl
    problems = []
    datas = {}
    for o in spec['outs']:
        with open(os.path.join(tmp, '%s.%s.out%d' % (name, variant, o.index)), 'rb') as f:
            datas[o.index] = f.read()
            bad = compare(o, datas[o.index])
        if outputs is not None:
            outputs[o.index] = datas[o.index]
        if bad:
            problems.append(describe(o, bad))
    if 'check' in spec:
        problems += spec['check'](datas)[:3]
    if problems:
        return 'FAIL', '; '.join(problems), instrs, rtl
    return 'PASS', '', instrs, rtl


def read_list(path):
    """The entries of a list file: one a line, '#' starts a comment."""
    try:
        with open(path) as f:
            return {line.split('#')[0].strip() for line in f} - {''}
    except OSError as e:
        sys.exit('kernel_tests: cannot read %s: %s' % (path, e.strerror))


def main():
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument('--gcnsim', default='build/gcnsim')
    ap.add_argument('--build', default='build', help='where kernels/ holds the code objects')
    ap.add_argument('--expect', help='file of kernel.VARIANT entries that must pass')
    ap.add_argument('--wall-limit', '--timeout', dest='timeout', type=int, default=1800,
                    help='seconds of wall time before gcnsim is stopped as hung (default 1800; a last resort)')
    ap.add_argument('--backend', default='model', help='gcnsim backend: model, lockstep, verilator, icarus (RTL; icarus is lockstep under Icarus)')
    ap.add_argument('--variants', help='comma-separated variants to run (default: all; asm kernels always)')
    ap.add_argument('--max-cycles', type=int, default=0,
                    help='RTL backends: the cycle limit of a run (default: the testbench\'s, 2000000)')
    ap.add_argument('--no-mfma', action='store_true', help='leave out the MFMA kernels (mfma_*)')
    ap.add_argument('--mfma-only', action='store_true', help='only the MFMA kernels (mfma_*)')
    ap.add_argument('--check-hazards', action='store_true',
                    help="gcnsim --check-hazards: a run that breaks MI200's required wait states is HAZARD")
    ap.add_argument('--jobs', '-j', type=int, default=len(os.sched_getaffinity(0)),
                    help='gcnsim runs at once (default: the CPUs this process may use)')
    ap.add_argument('--coverage', metavar='DIR', help='write each run\'s coverage into DIR: NAME.VARIANT.cov '
                    '(functional) and, with a coverage build of the RTL library, NAME.VARIANT.dat')
    ap.add_argument('only', nargs='*', help='kernel names (default: all)')
    args = ap.parse_args()
    if not os.access(args.gcnsim, os.X_OK):
        sys.exit('kernel_tests: %s is not an executable (build it: make BUILD=... gcnsim)' % args.gcnsim)
    names = args.only or sorted(n for n in TESTS if not (args.no_mfma and n.startswith('mfma'))
                                and (n.startswith('mfma') or not args.mfma_only))
    variants = tuple(args.variants.split(',')) if args.variants else VARIANTS
    for n in names:
        if n not in TESTS:
            sys.exit('kernel_tests: no test for kernel %s' % n)
    untested = untested_kernels(args.gcnsim, args.build)
    expected = read_list(args.expect) if args.expect else set()
    results = {}
    rtl_total = {'retired': 0, 'checked': 0, 'cycles': 0}
    ctr_total = dict.fromkeys(MAIN_COUNTERS, 0)
    if args.backend != 'model':
        print('%-5s %-24s %9s %9s %10s %6s  %s' % ('', 'kernel', 'retired', 'checked', 'cycles', 'IPC', 'note'))
    cases = [(name, variant) for name in names for variant in test_variants(name, variants)]
    with tempfile.TemporaryDirectory(prefix='kernel_tests.') as tmp, \
            concurrent.futures.ThreadPoolExecutor(max(1, args.jobs)) as pool:
        # --jobs runs at once (each a gcnsim process); lines print in test order
        if args.coverage:
            os.makedirs(args.coverage, exist_ok=True)
        runs = pool.map(lambda c: run_case(args.gcnsim, args.build, c[0], c[1], tmp, args.timeout, args.backend,
                                           args.max_cycles, cov_dir=args.coverage,
                                           stats=args.backend != 'model', hazards=args.check_hazards), cases)
        for (name, variant), (kind, msg, instrs, r) in zip(cases, runs):
            key = '%s.%s' % (name, variant)
            results[key] = kind
            if args.backend == 'model':
                print('%-5s %-26s %10d  %s' % (kind, key, instrs, msg), flush=True)
                continue
            r = dict({'retired': 0, 'checked': 0, 'cycles': 0, 'ipc': 0.0}, **(r or {}))
            for k in rtl_total:
                rtl_total[k] += r[k]
            for k in ctr_total:
                ctr_total[k] += r.get('counters', {}).get(k, 0)
            print('%-5s %-24s %9d %9d %10d %6.3f  %s' % (kind, key, r['retired'], r['checked'], r['cycles'],
                                                         r['ipc'], msg), flush=True)
    per_level = ['%s %d/%d' % (va, sum(1 for k, v in results.items() if k.endswith('.' + va) and v == 'PASS'),
                               sum(1 for k in results if k.endswith('.' + va)))
                 for va in VARIANTS + ('asm',) if any(k.endswith('.' + va) for k in results)]
    passing = sum(1 for v in results.values() if v == 'PASS')
    where = 'the model' if args.backend == 'model' else 'the RTL (%s)' % args.backend
    print('kernels passing on %s: %d of %d (%s)' % (where, passing, len(results), ', '.join(per_level)))
    if args.backend != 'model':
        t = rtl_total
        print('RTL: %d instructions retired, %d checked, %d cycles, IPC %.3f over all runs' % (
            t['retired'], t['checked'], t['cycles'], t['retired'] / t['cycles'] if t['cycles'] else 0.0))
        print('RTL profiler counters over all runs (docs/counters.md):')
        for k in MAIN_COUNTERS:
            print('%s %d' % (k, ctr_total[k]))
    if untested:
        print('kernels without a test: %s' % ' '.join(untested))
    broken = sorted(k for k in expected if k in results and results[k] != 'PASS')
    # an expected entry counts when this run covers its kernel and its variant
    covered = {k for k in expected if k in results or (k.split('.')[0] in names and k.split('.', 1)[1]
                                                      in test_variants(k.split('.')[0], variants))}
    missing = sorted(k for k in covered if k not in results)
    new = sorted(k for k, v in results.items() if v == 'PASS' and k not in expected)
    nofit = sorted(k for k, v in results.items() if v == 'NOFIT')
    if nofit:
        print('do not fit the configuration\'s CU (%d): %s' % (len(nofit), ' '.join(nofit)))
    not_yet = sorted(k for k, v in results.items() if v not in ('PASS', 'NOFIT') and k not in expected)
    if not_yet:
        print('not yet passing (%d): %s' % (len(not_yet), ' '.join(not_yet)))
    if args.expect and new:
        print('passing but not in %s (add them): %s' % (args.expect, ' '.join(new)))
    if broken or missing:
        print('expected to pass but did not: %s' % ' '.join(broken + missing))
        return 1
    if args.expect:
        print('checked: %d of %d kernel runs pass (%s); all %d expected of these runs pass' % (
            passing, len(results), ', '.join(per_level), len(covered)))
    return 0


if __name__ == '__main__':
    sys.exit(main())
