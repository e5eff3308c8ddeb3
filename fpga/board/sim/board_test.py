#!/usr/bin/env python3
"""The board's UART path without a board (make board-sim, make test).

gcnboard runs kernels on gcnboard-sim, the board top simulated (the board logic
and the small configuration's gcn_cu, clocked together, fpga/board/sim): the
host computes every wave's initial state and sends it, the code object image,
the kernel arguments and the buffers as frames over the simulated UART, the
board runs the kernel, and the results come back the same way.  Each result is
checked against the same computation written here in Python (not the model).
Then the failures a user meets: a trap on the board (its PC and instruction
named), the board's cycle limit, the simulation's cycle limit, a link that
ends, buffers past the board's memory; each a clear message and a non-zero
exit, never a hang (every run is bounded by the simulation's cycle count)."""
import argparse
import os
import pty
import random
import re
import struct
import subprocess
import sys
import tempfile

ROOT = os.path.dirname(os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__)))))
GCNCC = os.path.join(ROOT, 'sw', 'tools', 'gcncc')
SIM_CYCLES = 20000000   # the simulated board's cycle limit for one run


def f32(x):
    return struct.unpack('<f', struct.pack('<f', x))[0]


def said(p):
    """gcnboard's own message (the simulation's summary line aside)."""
    lines = [x for x in p.stderr.splitlines() if not x.startswith('board-sim:')]
    return lines[0] if lines else p.stderr.strip()


class Runner:
    def __init__(self, args, tmp):
        self.gcnboard = os.path.join(args.bin, 'gcnboard')
        self.sim = args.sim or os.path.join(args.bin, 'gcnboard-sim')
        self.kernels = os.path.join(args.build, 'kernels')
        self.tmp = tmp
        self.failures = 0
        self.checks = 0
        self.cycles = 0

    def link(self, cycles=SIM_CYCLES):
        return 'exec:%s --max-cycles %d' % (self.sim, cycles)

    def file(self, name, data):
        path = os.path.join(self.tmp, name)
        with open(path, 'wb') as f:
            f.write(data)
        return path

    def run(self, argv):
        p = subprocess.run([self.gcnboard] + argv, capture_output=True, text=True, timeout=900)
        m = re.search(r'board-sim: (\d+) cycles', p.stderr)
        if m:
            self.cycles += int(m.group(1))
        return p

    def kernel(self, name):
        return os.path.join(self.kernels, name + '.O2.co')

    def check(self, what, ok, detail=''):
        print('%s  %s%s' % ('ok  ' if ok else 'FAIL', what, (': ' + detail) if detail else ''))
        self.checks += 1
        if not ok:
            self.failures += 1


def vector_add(r, rng):
    n = 100
    a = [f32(rng.uniform(-100, 100)) for _ in range(n)]
    b = [f32(rng.uniform(-100, 100)) for _ in range(n)]
    out = os.path.join(r.tmp, 'c.bin')
    p = r.run(['run', r.kernel('vector_add'), '--link', r.link(), '-k', 'vector_add', '-g', '128', '-b', '64',
               '-a', 'buf:' + r.file('a.bin', struct.pack('<%df' % n, *a)),
               '-a', 'buf:' + r.file('b.bin', struct.pack('<%df' % n, *b)),
               '-a', 'buf:zero:%d' % (4 * n), '-a', 'u32:%d' % n, '-o', '2:' + out])
    if p.returncode != 0:
        return r.check('vector_add through the UART path', False, (p.stdout + p.stderr).strip()[-400:])
    c = struct.unpack('<%df' % n, open(out, 'rb').read())
    bad = [i for i in range(n) if c[i] != f32(a[i] + b[i])]
    r.check('vector_add (2 workgroups of 1 wave) through the UART path: c[i] = a[i] + b[i] for %d of %d' %
            (n - len(bad), n), not bad and 'ended, ' in p.stdout, p.stdout.splitlines()[0])


def reduce_atomic(r, rng):
    n, groups, wg = 1000, 2, 256
    data = [rng.randint(-1000, 1000) for _ in range(n)]
    size = groups * wg
    partial = [sum(data[i] for g in range(k * wg, (k + 1) * wg) for i in range(g, n, size)) for k in range(groups)]
    pout, tout = os.path.join(r.tmp, 'partial.bin'), os.path.join(r.tmp, 'total.bin')
    p = r.run(['run', r.kernel('reduce_atomic'), '--link', r.link(), '-k', 'reduce_atomic', '-g', str(size), '-b',
               str(wg), '-a', 'buf:' + r.file('in.bin', struct.pack('<%di' % n, *data)),
               '-a', 'buf:zero:%d' % (4 * groups), '-a', 'buf:zero:4', '-a', 'u32:%d' % n,
               '-o', '1:' + pout, '-o', '2:' + tout, '--stats'])
    if p.returncode != 0:
        return r.check('reduce_atomic through the UART path', False, (p.stdout + p.stderr).strip()[-400:])
    got_p = list(struct.unpack('<%di' % groups, open(pout, 'rb').read()))
    got_t = struct.unpack('<i', open(tout, 'rb').read())[0]
    counters = dict(re.findall(r'^(SQ_\w+) (\d+)$', p.stdout, re.M))
    r.check('reduce_atomic (2 workgroups of 4 waves: LDS, barriers, a global atomic add) through the UART path: '
            'partial sums %s, total %d' % (got_p, got_t),
            got_p == partial and got_t == sum(data) and counters.get('SQ_WAVES') == '8',
            'expected %s, %d; SQ_WAVES %s' % (partial, sum(data), counters.get('SQ_WAVES')))


def serial(r, rng):
    """The serial transport (termios raw 8N1, read timeouts) on a pseudo-terminal: the simulated board
    on the master side, gcnboard on the slave as on /dev/ttyUSB0."""
    master, slave = pty.openpty()
    name = os.ttyname(slave)
    sim = subprocess.Popen([r.sim, '--max-cycles', str(SIM_CYCLES)], stdin=master, stdout=master,
                           stderr=subprocess.PIPE, text=True)
    os.close(master)
    # the slave stays open here until gcnboard is done: with no slave open, a read on the master fails
    # (EIO), so a simulation that polls before gcnboard opens the port by name would end at once;
    # closing it afterwards is what lets the simulation read the end of the link
    n = 64
    a = [f32(rng.uniform(-10, 10)) for _ in range(n)]
    out = os.path.join(r.tmp, 'cs.bin')
    # the simulated board answers as fast as its simulation runs: on a loaded machine that is slower
    # than a real board, so the link waits for bytes far longer than its default 5 s
    p = r.run(['run', r.kernel('vector_add'), '--link', 'serial:%s@115200,timeout=600' % name, '-k', 'vector_add',
               '-g', '64',
               '-a', 'buf:' + r.file('as.bin', struct.pack('<%df' % n, *a)),
               '-a', 'buf:' + r.file('bs.bin', struct.pack('<%df' % n, *a)),
               '-a', 'buf:zero:%d' % (4 * n), '-a', 'u32:%d' % n, '-o', '2:' + out])
    os.close(slave)
    try:
        err = sim.communicate(timeout=600)[1]
    except subprocess.TimeoutExpired:
        sim.kill()
        err = sim.communicate()[1]
    m = re.search(r'board-sim: (\d+) cycles', err)
    if m:
        r.cycles += int(m.group(1))
    ok = p.returncode == 0 and struct.unpack('<%df' % n, open(out, 'rb').read()) == tuple(f32(2 * x) for x in a)
    r.check('vector_add over the serial transport (a pseudo-terminal, serial:PATH@115200): c[i] = 2 a[i]', ok,
            p.stdout.splitlines()[0] if ok else (p.stdout + p.stderr).strip()[-300:])


def failures(r):
    va = ['-k', 'vector_add', '-g', '64', '-a', 'buf:zero:256', '-a', 'buf:zero:256']
    # a trap on every configuration: sw/kernels/asm/scalar_collatz.s stops with s_trap 2 in a workgroup
    # whose step count misses its table (workgroup 4: 27 + 4 takes 106 steps, the table says 18); the
    # board latches the trap, the host names the wave, the PC and the instruction
    co = os.path.join(r.tmp, 'scalar_collatz.co')
    subprocess.run([GCNCC, '-o', co, os.path.join(ROOT, 'sw', 'kernels', 'asm', 'scalar_collatz.s')], check=True)
    p = r.run(['run', co, '--link', r.link(), '-k', 'scalar_collatz', '-g', '320', '-b', '64'])
    r.check('a trap on the board: exit 1, the wave, PC and instruction named', p.returncode == 1 and
            re.search(r'at PC 0x[0-9a-f]+ \(s_trap 2\)', p.stderr) is not None, said(p))
    # the board's own cycle limit (--max-cycles, board clocks)
    p = r.run(['run', r.kernel('vector_add'), '--link', r.link(), '--max-cycles', '100'] + va +
              ['-a', 'buf:zero:256', '-a', 'u32:64'])
    r.check('the board run past --max-cycles: exit 1, "stopped"', p.returncode == 1 and 'stopped' in p.stdout and
            'max-cycles' in p.stderr, said(p))
    # the simulation's cycle limit: the link ends mid-way, the host says so
    p = r.run(['run', r.kernel('vector_add'), '--link', r.link(20000)] + va + ['-a', 'buf:zero:256', '-a', 'u32:64'])
    r.check('the simulated board stops at its cycle limit: exit 2, the link named', p.returncode == 2 and
            'ended without answering' in p.stderr, said(p))
    p = r.run(['info', '--link', 'exec:false'])
    r.check('a link that ends at once: exit 2', p.returncode == 2 and 'ended without answering' in p.stderr,
            said(p))
    p = r.run(['run', r.kernel('vector_add'), '--link', r.link()] + va + ['-a', 'buf:zero:300000', '-a', 'u32:64'])
    r.check('buffers past the board memory: exit 2, the window named', p.returncode == 2 and
            "outside the board's memory" in p.stderr, said(p))
    p = r.run(['run', r.kernel('vector_add')] + va + ['-a', 'buf:zero:256', '-a', 'u32:64'])
    r.check('no --link: exit 2', p.returncode == 2 and '--link' in p.stderr, said(p))
    p = r.run(['info', '--link', '/nonexistent/tty'])
    r.check('a serial port that does not exist: exit 2', p.returncode == 2 and 'cannot open' in p.stderr,
            said(p))
    p = r.run(['info', '--link', 'serial:/dev/null@115200,timeout=0'])
    r.check('a serial link with a timeout of 0 s: exit 2, named', p.returncode == 2 and 'bad timeout' in p.stderr,
            said(p))
    # gcnsim --backend board is the same path; the default configuration's gcnsim refuses the small board
    gcnsim = os.path.join(os.path.dirname(r.kernels), 'gcnsim')
    p = subprocess.run([gcnsim, 'run', r.kernel('vector_add'), '--backend', 'board', '--link', r.link()] + va +
                       ['-a', 'buf:zero:256', '-a', 'u32:64'], capture_output=True, text=True, timeout=900)
    r.check("another configuration's host (build/gcnsim, default) refuses the board: exit 2, both named",
            p.returncode == 2 and 'configuration mismatch' in p.stderr and "'default'" in p.stderr, said(p))
    p = r.run(['info', '--link', '/dev/null'])
    r.check('a device that is not a serial port: exit 2', p.returncode == 2 and 'not a serial port' in p.stderr, said(p))
    p = r.run(['info', '--link', r.link()])
    r.check('info: the board reports its memory and the CU configuration', p.returncode == 0 and
            'cu: 1 SIMD x 4 lanes, 4 waves per SIMD' in p.stdout, p.stdout.strip().replace('\n', ' | '))


def main():
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument('--build', default='build', help='the build directory (its kernels/)')
    ap.add_argument('--bin', default='build/config/small', help='where gcnboard and gcnboard-sim are')
    ap.add_argument('--sim', help='the simulated board (default BIN/gcnboard-sim; make board-sim-top: the top '
                    'Verilated whole)')
    args = ap.parse_args()
    rng = random.Random(17)
    with tempfile.TemporaryDirectory() as tmp:
        r = Runner(args, tmp)
        vector_add(r, rng)
        reduce_atomic(r, rng)
        serial(r, rng)
        failures(r)
    print('board-sim checked: %d of %d pass, %d board cycles simulated in all' % (r.checks - r.failures, r.checks,
                                                                                  r.cycles))
    return 1 if r.failures else 0


if __name__ == '__main__':
    sys.exit(main())
