"""Private values live across barrier() inside loops (sw/kernels/barrier_loops.cl):
the shapes a CPU OpenCL must get right when it turns a workgroup into loops
(PoCL 3.1 has been reported wrong on such kernels; it computes these right,
docs/verification.md).  Two workgroups of 128 each."""
from .values import Buf, Out

WG, GROUPS = 128, 2


def per_group(f):
    return [v for g in range(GROUPS) for v in f(g)]


def t_barrier_loops(rng, variant):
    """barrier_acc, the first kernel of the file."""
    iters = 6

    def group(g):
        acc = list(range(WG))
        for k in range(iters):
            s = acc[:]
            acc = [acc[i] + s[(i + 1 + k) % WG] for i in range(WG)]
        return acc
    return dict(kernel='barrier_acc', grid=str(GROUPS * WG), block=str(WG),
                args=[Buf('i32', zero=4 * GROUPS * WG), 'i32:%d' % iters], outs=[Out(0, 'i32', per_group(group))])


def t_barrier_while(rng, variant):
    """s[WG - 1 - lid]: at -O2 LLVM reads it as ds_read_b32 v5, v4 offset:508 with
    v4 = -4 * lid, which must wrap at 32 bits (docs/memory.md)."""
    limit = 5000

    def group(g):
        acc, rounds = list(range(WG)), 0
        while True:
            s = acc[:]
            acc = [acc[i] + s[WG - 1 - i] for i in range(WG)]
            rounds += 1
            if acc[0] > limit:
                break
        return [a * 100 + rounds for a in acc]
    return dict(grid=str(GROUPS * WG), block=str(WG), args=[Buf('i32', zero=4 * GROUPS * WG), 'i32:%d' % limit],
                outs=[Out(0, 'i32', per_group(group))])


def t_barrier_continue(rng, variant):
    iters = 9

    def group(g):
        out = []
        for i in range(WG):
            acc = 0
            for k in range(iters):
                v = k + (i + k) % WG
                if not v & 1:
                    acc += v
            out.append(acc)
        return out
    return dict(grid=str(GROUPS * WG), block=str(WG), args=[Buf('i32', zero=4 * GROUPS * WG), 'i32:%d' % iters],
                outs=[Out(0, 'i32', per_group(group))])


def t_barrier_privarr(rng, variant):
    iters = 7
    data = [rng.randint(-1000, 1000) for _ in range(4 * GROUPS * WG)]

    def group(g):
        v = [data[4 * (g * WG + i):4 * (g * WG + i) + 4] for i in range(WG)]
        for k in range(iters):
            s = [v[i][(i + k) & 3] for i in range(WG)]
            for i in range(WG):
                v[i][((i + k) & 3) + 1 & 3] += s[(i + 5) % WG]
        return [x for r in v for x in r]
    return dict(grid=str(GROUPS * WG), block=str(WG),
                args=[Buf('i32', data), Buf('i32', zero=16 * GROUPS * WG), 'i32:%d' % iters],
                outs=[Out(1, 'i32', per_group(group))])


SOURCE = {t: 'barrier_loops' for t in ('barrier_while', 'barrier_continue', 'barrier_privarr')}
