#!/usr/bin/env python3
"""make bench-uarch: the compute unit's throughput and latencies against the MI200 peaks.

Each rate is measured as ../shared/reference/cu-rates.md says: a loop kernel of
bench/uarch/bench_uarch.s runs at two trip counts on the RTL alone (gcnsim
--backend verilator, default testbench memory), and the rate is the difference
of the cycles over the difference of the instructions of interest, so wave
launch, the loop's set-up and the tail cancel out.  8 waves (two workgroups of 4)
for the CU-wide rates, one wave for the dependent chains and latencies.  The IPC
row runs the -O2 built-in kernels as `make run` does (scripts/kernel_tests.py).

Every run's output is checked against this script's own arithmetic, and the
instructions retired between the two counts against the kernel's loop, so a
wrong or changed kernel is an error.  A benchmark prints figures: slowness never
fails it; an error (a run that fails, a wrong output) exits 1 with its reason.

--check runs each kernel at trips 1 and 2 on one backend (the model by default)
and checks outputs and instruction counts only: make test's guard that the
kernels do not rot."""
import argparse
import collections
import concurrent.futures
import os
import re
import struct
import subprocess
import sys
import tempfile

import gen_config
import isagen
from kernel_tests import rtl_stats

HERE = os.path.dirname(os.path.abspath(__file__))
LOOP_SALU = 3               # s_sub_u32, s_cmp_lg_u32, s_cbranch_scc1 a trip
MAX_TRIPS = 1000            # the f32 outputs (32 * trips * 511 at most) stay exact below 2^24
WAVE = 64
GROUP = 256                 # work-items a workgroup: 8 waves are two groups of 4 (the kernels' ids assume it)


class BenchError(Exception):
    pass


def f32_bits(x):
    return struct.unpack('<I', struct.pack('<f', x))[0]


# ---- what each kernel computes (bench/uarch/bench_uarch.s), per global id ----

# in[] of global_load: 1024 distinct dwords, so each lane's sum differs
GLOBAL_LOAD_IN = [(k * 40503 + 17) & 0xffff for k in range(1024)]
# in[] of global_latency: in[l] = 4 l, each load's value is the next one's address
CHASE_IN = [4 * k for k in range(WAVE)]


def expect_global_load(gid, trips):
    return sum(GLOBAL_LOAD_IN[gid % WAVE + WAVE * k] for k in range(16)) & 0xffffffff


EXPECT = {
    'fma_f32': lambda gid, n: f32_bits(32 * n * gid),
    'pk_fma_f32': lambda gid, n: f32_bits(32 * n * gid),
    'fma_f64': lambda gid, n: f32_bits(16 * n * gid),
    'add_u32': lambda gid, n: (32 * n * gid) & 0xffffffff,
    'exp_f32': lambda gid, n: f32_bits(16 * 2.0 ** ((gid & 7) - 4)),
    'mfma_f32': lambda gid, n: f32_bits(16 * n * (2 * (gid - gid % WAVE) + 8 * (gid % WAVE // 32) + 32)),
    'mfma_f16': lambda gid, n: f32_bits(16 * n * (32 * (gid % WAVE // 32) + 128)),
    'mfma_bf16': lambda gid, n: f32_bits(16 * n * (32 * (gid % WAVE // 32) + 128)),
    'mfma_i8': lambda gid, n: 16 * n * (32 * (gid % WAVE // 32) + 128),
    'mfma_f64': lambda gid, n: f32_bits(16 * n * (4 * (gid % WAVE // 16) + 96)),
    'chain_f32': lambda gid, n: f32_bits(32 * n * gid),
    'chain_u32': lambda gid, n: (32 * n * gid) & 0xffffffff,
    'salu': lambda gid, n: (32 * n * (gid // GROUP + 1)) & 0xffffffff,
    'ds_read': lambda gid, n: 16 * (gid % GROUP) + 30720,
    'global_load': expect_global_load,
    'ds_latency': lambda gid, n: 4 * (gid % WAVE),
    'global_latency': lambda gid, n: 4 * (gid % WAVE),
}
INPUT = {'global_load': GLOBAL_LOAD_IN, 'global_latency': CHASE_IN}

# ---- the table ----
# kernel; row label; waves; body: instructions of interest per wave a trip; extra: the loop's other
# instructions a trip; kind, how the figure is made (rate: work per clock, clk: clocks per instruction
# of one wave, simd_clk: clocks per instruction on one SIMD); work per instruction and its unit (rate);
# MI200 peak (None: no reference); goal (None: the latency section); trips (None: --trips).
Bench = collections.namedtuple('Bench', 'kernel label waves body extra kind work unit peak goal trips',
                               defaults=(None,))
# on: 'ratio' (percent of the peak) or 'value' (the figure); op: '>=' or '<='; unit: how the limit prints
Goal = collections.namedtuple('Goal', 'on op limit unit')
PCT90, PCT80, PCT50 = (Goal('ratio', '>=', pct, '%') for pct in (90, 80, 50))
MFMA_SHAPES = {row.name: row.mfma for row in isagen.parse_table() if row.mfma}


def mfma_bench(kernel, kind, insn, unit, peak):
    """An MFMA row: 8 waves, 16 INSN a trip; its work, 2 M N K per block, from the instruction
    table's shape column; PEAK, MI200's per CU (../shared/reference/cu-rates.md)."""
    shape = MFMA_SHAPES[insn]
    work = 2 * shape.m * shape.n * shape.k * shape.blocks
    return Bench(kernel, 'MFMA %s (%s)' % (kind, insn), 8, 16, LOOP_SALU, 'rate', work, unit, peak, PCT90)


MEM_EXTRA = LOOP_SALU + 2           # and two s_waitcnt a trip
CHASE_EXTRA = LOOP_SALU + 16        # an s_waitcnt after each load
BENCHES = [
    Bench('fma_f32', 'FP32 FMA (v_fmac_f32)', 8, 32, LOOP_SALU, 'rate', 128, 'FLOP', 128, PCT90),
    Bench('pk_fma_f32', 'packed FP32 (v_pk_fma_f32)', 8, 16, LOOP_SALU, 'rate', 256, 'FLOP', 256, PCT90),
    Bench('fma_f64', 'FP64 FMA (v_fma_f64)', 8, 16, LOOP_SALU, 'rate', 128, 'FLOP', 128, PCT90),
    Bench('add_u32', 'integer VALU (v_add_u32)', 8, 32, LOOP_SALU, 'rate', 64, 'lane-op', 64, PCT90),
    Bench('chain_f32', 'dependent VALU chain, one wave (v_fmac_f32)', 1, 32, LOOP_SALU, 'clk', None, None, 4,
          Goal('value', '<=', 4.5, 'clk')),
    Bench('salu', 'SALU, independent (s_add_u32)', 8, 32, LOOP_SALU, 'rate', 1, 'instr', 1, PCT80),
    Bench('ds_read', 'ds_read_b32, conflict-free', 8, 16, MEM_EXTRA, 'rate', 256, 'B', 128, PCT80),
    Bench('global_load', 'global_load_dword, coalesced, default testbench memory', 8, 16, MEM_EXTRA, 'rate', 256,
          'B', 64, PCT50),
    # one trip more, not four: the RTL's transcendental unit is serial today, about 1,300 cycles a
    # wave64 instruction, and this row alone would take most of the run's time
    Bench('exp_f32', 'v_exp_f32 (quarter rate)', 8, 16, LOOP_SALU, 'simd_clk', None, None, 16,
          Goal('value', '<=', 20, 'clk'), trips=(1, 2)),
    mfma_bench('mfma_f32', 'FP32', 'v_mfma_f32_32x32x2f32', 'FLOP', 256),
    mfma_bench('mfma_f16', 'FP16', 'v_mfma_f32_32x32x8f16', 'FLOP', 1024),
    mfma_bench('mfma_bf16', 'BF16', 'v_mfma_f32_32x32x8bf16_1k', 'FLOP', 1024),
    mfma_bench('mfma_i8', 'INT8', 'v_mfma_i32_32x32x8i8', 'op', 1024),
    mfma_bench('mfma_f64', 'FP64', 'v_mfma_f64_16x16x4f64', 'FLOP', 256),
    Bench('chain_u32', 'dependent VALU chain, one wave (v_add_u32)', 1, 32, LOOP_SALU, 'clk', None, None, 4, None),
    Bench('ds_latency', 'ds_read_b32 + s_waitcnt, dependent, one wave', 1, 16, CHASE_EXTRA, 'clk', None, None,
          None, None),
    Bench('global_latency', 'global_load_dword + s_waitcnt, dependent, one wave, default memory', 1, 16,
          CHASE_EXTRA, 'clk', None, None, None, None),
]
IPC_GOAL = Goal('value', '>=', 0.5, '')


# ---- running a kernel ----

def write_words(path, words):
    with open(path, 'wb') as f:
        f.write(struct.pack('<%dI' % len(words), *words))


def gcnsim_command(args, b, trips, tmp):
    """The gcnsim command line of kernel B at TRIPS, and the path of its output buffer."""
    stem = os.path.join(tmp, '%s.%d.%s' % (b.kernel, trips, args.backend))
    inp = 'buf:zero:4'
    if b.kernel in INPUT:
        write_words(stem + '.in', INPUT[b.kernel])
        inp = 'buf:' + stem + '.in'
    items = b.waves * WAVE
    cmd = [args.gcnsim, 'run', args.co, '-k', b.kernel, '-g', str(items), '-b', str(min(items, GROUP)),
           '-a', 'u32:%d' % trips, '-a', 'buf:zero:%d' % (4 * items), '-a', inp, '-o', '1:' + stem + '.out']
    if args.backend != 'model':
        cmd += ['--backend', args.backend, '--max-cycles', str(args.max_cycles)]
    return cmd, stem + '.out'


def check_output(b, trips, path):
    """None, or the first work-items whose output is not what the kernel must compute."""
    with open(path, 'rb') as f:
        data = f.read()
    got = struct.unpack('<%dI' % (len(data) // 4), data)
    want = [EXPECT[b.kernel](g, trips) for g in range(len(got))]
    bad = ['work-item %d: 0x%08x, expected 0x%08x' % (g, v, w) for g, (v, w) in enumerate(zip(got, want)) if v != w]
    return '; '.join(bad[:3]) + (' (%d wrong)' % len(bad) if len(bad) > 3 else '') if bad else None


def run_kernel(args, b, trips, tmp):
    """Run kernel B at TRIPS: (instructions retired, cycles or None on the model)."""
    cmd, out = gcnsim_command(args, b, trips, tmp)
    where = '%s at %d trips on %s' % (b.kernel, trips, args.backend)
    p = subprocess.run(cmd, capture_output=True, text=True)
    if p.returncode != 0:
        last = (p.stderr.strip().splitlines() or p.stdout.strip().splitlines() or ['exit %d' % p.returncode])[-1]
        raise BenchError('%s failed: %s\n  command: %s' % (where, last, ' '.join(cmd)))
    wrong = check_output(b, trips, out)
    if wrong:
        raise BenchError('%s computed a wrong result: %s' % (where, wrong))
    if args.backend == 'model':
        m = re.search(r'ended, (\d+) instructions', p.stdout)
        if not m:
            raise BenchError('%s: no instruction count in gcnsim\'s output:\n%s' % (where, p.stdout))
        return int(m.group(1)), None
    stats = rtl_stats(p.stdout)
    if not stats or not stats['cycles']:
        raise BenchError('%s: no "rtl:" summary line in gcnsim\'s output:\n%s' % (where, p.stdout))
    return stats['retired'], stats['cycles']


def differences(b, trips, first, second):
    """The cycles and instructions of interest between B's runs at TRIPS, whose (instructions
    retired, cycles) are FIRST and SECOND; the retired ones are checked against B's loop."""
    dtrips = trips[1] - trips[0]
    want = b.waves * (b.body + b.extra) * dtrips
    if second[0] - first[0] != want:
        raise BenchError('%s: %d more instructions retired at %d trips than at %d, the loop says %d '
                         '(waves %d x (%d + %d) a trip): kernel and table disagree' % (
                             b.kernel, second[0] - first[0], trips[1], trips[0], want, b.waves, b.body, b.extra))
    cycles = None if first[1] is None else second[1] - first[1]
    return {'cycles': cycles, 'instrs': b.waves * b.body * dtrips}


def measured(args, benches, trips_of, tmp, pool):
    """(bench, differences) for each of BENCHES in order, as they come; every run is queued at once."""
    runs = {(b.kernel, n): pool.submit(run_kernel, args, b, n, tmp) for b in benches for n in trips_of(b)}
    for b in benches:
        trips = trips_of(b)
        yield b, differences(b, trips, runs[(b.kernel, trips[0])].result(), runs[(b.kernel, trips[1])].result())


# ---- figures ----

def figure(b, m, num_simd):
    """The measured figure of B from the cycle and instruction differences M."""
    if m['cycles'] <= 0:
        raise BenchError('%s: %d cycles between the two trip counts; raise --trips' % (b.kernel, m['cycles']))
    if b.kind == 'rate':
        return b.work * m['instrs'] / m['cycles']
    if b.kind == 'clk':
        return m['cycles'] / m['instrs']
    return m['cycles'] * num_simd / m['instrs']          # simd_clk: each SIMD runs 1/num_simd of them


def ratio(b, value):
    """Percent of the MI200 peak: work per clock over the peak, or the peak's clocks over ours."""
    if b.peak is None:
        return None
    return 100.0 * (value / b.peak if b.kind == 'rate' else b.peak / value)


def goal_text(goal):
    return '' if goal is None else ('%s %g %s' % (goal.op, goal.limit, goal.unit)).rstrip()


def met(goal, value, pct):
    if goal is None:
        return ''
    x = pct if goal.on == 'ratio' else value
    return 'yes' if (x >= goal.limit if goal.op == '>=' else x <= goal.limit) else 'no'


def unit_text(b):
    if b.kind == 'rate':
        return '%s/clk' % b.unit
    return 'clk/instr' if b.kind == 'clk' else 'clk/instr/SIMD'


def number(v):
    """Three significant digits below 100, whole numbers with thousands separators above."""
    return '{:,.0f}'.format(v) if v >= 100 else '%.1f' % v if v >= 10 else '%.3g' % v


def row(*cells):
    return '| ' + ' | '.join(cells) + ' |'


def bench_cells(b, value):
    """measure, measured, MI200 peak, ratio; then goal and met for a goal row."""
    pct = ratio(b, value)
    cells = [b.label, '%s %s' % (number(value), unit_text(b)),
             '' if b.peak is None else '%g %s' % (b.peak, unit_text(b)), '' if pct is None else '%.1f %%' % pct]
    return cells + ([goal_text(b.goal), met(b.goal, value, pct)] if b.goal else [])


# ---- IPC of the built-in kernels (make run) ----

def ipc_of_builtin(args):
    """scripts/kernel_tests.py as `make run` runs it: the -O2 kernels without MFMA and the assembly
    kernels, every result checked; (instructions retired, cycles) from its 'RTL: ... over all runs'."""
    cmd = [sys.executable, os.path.join(HERE, 'kernel_tests.py'), '--gcnsim', args.gcnsim, '--build', args.build,
           '--backend', args.ipc_backend, '--variants', 'O2', '--no-mfma',
           '--expect', os.path.join(HERE, 'kernel_expected_pass_rtl.txt')]
    p = subprocess.run(cmd, capture_output=True, text=True)
    m = re.search(r'^RTL: (\d+) instructions retired, \d+ checked, (\d+) cycles', p.stdout, re.M)
    if p.returncode != 0 or not m or not int(m.group(2)):
        raise BenchError('the built-in kernels did not all pass (%s):\n%s%s' % (' '.join(cmd), p.stdout[-2000:],
                                                                               p.stderr[-1000:]))
    return int(m.group(1)), int(m.group(2))


def ipc_cells(retired, cycles):
    ipc = retired / cycles
    return ['IPC of the -O2 built-in kernels (make run: %s instructions, %s cycles)' % (number(retired),
            number(cycles)), '%.3f' % ipc, '', '', goal_text(IPC_GOAL), met(IPC_GOAL, ipc, None)]


# ---- main ----

def parse_trips(text):
    try:
        trips = tuple(int(t) for t in text.split(','))
    except ValueError:
        trips = ()
    if len(trips) != 2 or not 1 <= trips[0] < trips[1] <= MAX_TRIPS:
        raise argparse.ArgumentTypeError('want two trip counts A,B with 1 <= A < B <= %d, got %r' % (MAX_TRIPS, text))
    return trips


def run_check(args, benches, pool, tmp):
    """--check: outputs and instruction counts at trips 1 and 2, no figures."""
    for b, _ in measured(args, benches, lambda b: (1, 2), tmp, pool):
        print('ok  %-16s outputs, and %d instructions a trip per wave, on %s' % (b.kernel, b.body + b.extra,
                                                                                args.backend), flush=True)
    print('checked: %d benchmark kernels compute what they must on %s' % (len(benches), args.backend))


def trips_note(args, benches):
    own = ['%s %d and %d' % (b.kernel, b.trips[0], b.trips[1]) for b in benches if b.trips]
    return 'trips %d and %d%s' % (args.trips[0], args.trips[1], ' (%s)' % ', '.join(own) if own else '')


def run_bench(args, benches, pool, tmp):
    num_simd = gen_config.parse(gen_config.DEFAULT_DEF)['NUM_SIMD']
    ipc = pool.submit(ipc_of_builtin, args) if args.ipc else None     # the longest part: first
    print('RTL alone (gcnsim --backend %s), default testbench memory, %d SIMDs; %s' % (
        args.backend, num_simd, trips_note(args, benches)))
    print(row('measure', 'measured', 'MI200 peak', 'ratio', 'goal', 'met'))
    print(row('---', '---:', '---:', '---:', '---', '---'))
    latencies = []
    for b, m in measured(args, benches, lambda b: b.trips or args.trips, tmp, pool):
        cells = bench_cells(b, figure(b, m, num_simd))
        if b.goal is None:
            latencies.append(cells)
        else:
            print(row(*cells), flush=True)
    if ipc:
        print(row(*ipc_cells(*ipc.result())))
    if latencies:
        print('\nLatencies and other figures:\n')
        print(row('measure', 'measured', 'MI200', 'ratio'))
        print(row('---', '---:', '---:', '---:'))
        for cells in latencies:
            print(row(*cells))


def main():
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument('--gcnsim', default='build/gcnsim')
    ap.add_argument('--build', default='build', help='where kernels/ holds the built-in kernels (IPC row)')
    ap.add_argument('--co', default='build/bench/bench_uarch.co', help='the assembled bench/uarch/bench_uarch.s')
    ap.add_argument('--backend', help='gcnsim backend (default verilator, the RTL alone; with --check, model)')
    ap.add_argument('--trips', type=parse_trips, default=(2, 10),
                    help='the two trip counts of the kernels that have none of their own (default 2,10)')
    ap.add_argument('--max-cycles', type=int, default=20000000, help='RTL cycle limit of one run')
    ap.add_argument('--only', help='comma-separated kernels (default: all): ' +
                    ' '.join(b.kernel for b in BENCHES))
    ap.add_argument('--no-ipc', dest='ipc', action='store_false', help='leave out the built-in kernels\' IPC')
    ap.add_argument('--ipc-backend', default='verilator', choices=('verilator', 'lockstep'),
                    help='backend of the IPC row (default verilator; the cycles are the same in lockstep)')
    ap.add_argument('--check', action='store_true', help='outputs and instruction counts only, trips 1 and 2')
    ap.add_argument('--jobs', '-j', type=int, default=len(os.sched_getaffinity(0)), help='gcnsim runs at once')
    args = ap.parse_args()
    benches = BENCHES
    if args.only:
        known = {b.kernel: b for b in BENCHES}
        unknown = [k for k in args.only.split(',') if k not in known]
        if unknown:
            ap.error('no benchmark kernel %s' % ', '.join(unknown))
        benches = [known[k] for k in args.only.split(',')]
    for path in (args.gcnsim, args.co):
        if not os.path.exists(path):
            ap.error('%s does not exist (make bench-uarch builds it)' % path)
    args.backend = args.backend or ('model' if args.check else 'verilator')
    if not args.check and args.backend == 'model':
        ap.error('the model has no cycles: use --check with the model, or an RTL backend')
    with tempfile.TemporaryDirectory(prefix='bench_uarch.') as tmp:
        pool = concurrent.futures.ThreadPoolExecutor(max(1, args.jobs))
        try:
            (run_check if args.check else run_bench)(args, benches, pool, tmp)
        except BenchError as e:
            print('bench_uarch: error: %s' % e, file=sys.stderr)
            return 1
        finally:
            pool.shutdown(cancel_futures=True)     # after an error, what has not started never does
    return 0


if __name__ == '__main__':
    sys.exit(main())
