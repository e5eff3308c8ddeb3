"""Reductions, scans, histograms and atomics with LDS (sw/kernels): tree
reductions with a global atomic, (value, index) reductions, Blelloch,
Hillis-Steele, segmented and register-blocked scans, histograms with local
and global atomics, compare-exchange loops, stream compaction.  Integer
results are exact; the float reduction fixes the order of its additions
in the code, and the reference rounds each one to f32 in the same order."""
import struct

from .values import M32, Buf, Out, f32, rand_f32


def t_reduce_atomic(rng, variant):
    n, groups = 20000, 4
    data = [rng.randint(-10**5, 10**5) for _ in range(n)]
    grid = 256 * groups
    per_item = [sum(data[i::grid]) for i in range(grid)]
    partial = [sum(per_item[g * 256:(g + 1) * 256]) for g in range(groups)]
    return dict(grid=str(grid), block='256',
                args=[Buf('i32', data), Buf('i32', zero=4 * groups), Buf('i32', [0]), 'u32:%d' % n],
                outs=[Out(1, 'i32', partial), Out(2, 'i32', [sum(data)])])


def t_reduce_minmax(rng, variant):
    n, wg = 1000, 128
    data = [rng.randint(-500, 500) for _ in range(n)]   # repeated values: the first index must win
    groups = -(-n // wg)
    out = []
    for g in range(groups):
        part = data[g * wg:(g + 1) * wg]
        mn = min(part)
        out += [mn, g * wg + part.index(mn), max(part)]
    return dict(grid=str(groups * wg), block=str(wg),
                args=[Buf('i32', data), Buf('i32', zero=12 * groups), Buf('i32', [2**31 - 1, -2**31]),
                      'u32:%d' % n],
                outs=[Out(1, 'i32', out), Out(2, 'i32', [min(data), max(data)])])


def t_reduce_f32_tree(rng, variant):
    groups, wg = 3, 256
    data = rand_f32(rng, groups * 4 * wg, -1000, 1000)
    partial = []
    for g in range(groups):
        p = data[g * 4 * wg:(g + 1) * 4 * wg]
        s = [f32(f32(p[i] + p[i + wg]) + f32(p[i + 2 * wg] + p[i + 3 * wg])) for i in range(wg)]
        h = wg // 2
        while h:
            s = [f32(s[i] + s[i + h]) for i in range(h)]
            h //= 2
        partial.append(s[0])
    return dict(grid=str(groups * wg), block=str(wg), args=[Buf('f32', data), Buf('f32', zero=4 * groups)],
                outs=[Out(1, 'f32', partial)])


def t_scan_blelloch(rng, variant):
    groups, n = 3, 512
    data = [rng.randint(-1000, 1000) for _ in range(groups * n)]
    out, sums = [], []
    for g in range(groups):
        acc = 0
        for v in data[g * n:(g + 1) * n]:
            out.append(acc)
            acc += v
        sums.append(acc)
    return dict(grid=str(groups * 256), block='256',
                args=[Buf('i32', data), Buf('i32', zero=4 * len(data)), Buf('i32', zero=4 * groups)],
                outs=[Out(1, 'i32', out), Out(2, 'i32', sums)])


def t_scan_segmented(rng, variant):
    groups, wg = 2, 256
    data = [rng.randint(-1000, 1000) for _ in range(groups * wg)]
    flags = [1 if rng.random() < 0.1 else 0 for _ in range(groups * wg)]
    out, acc = [], 0
    for i, v in enumerate(data):
        acc = v if flags[i] or i % wg == 0 else acc + v
        out.append(acc)
    return dict(grid=str(groups * wg), block=str(wg),
                args=[Buf('i32', data), Buf('u8', flags), Buf('i32', zero=4 * len(data))],
                outs=[Out(2, 'i32', out)])


def t_scan_inclusive4(rng, variant):
    groups, n = 2, 512
    data = [rng.randint(-10**6, 10**6) for _ in range(groups * n)]
    out = []
    for g in range(groups):
        acc = 0
        for v in data[g * n:(g + 1) * n]:
            acc += v
            out.append(acc)
    return dict(grid=str(groups * 128), block='128', args=[Buf('i32', data), Buf('i32', zero=4 * len(data))],
                outs=[Out(1, 'i32', out)])


def t_histogram256(rng, variant):
    n = 30000
    # a skewed distribution: many work-items hit the same few LDS bins at once
    data = [rng.choice([7, 7, 7, 200, rng.randint(0, 255)]) for _ in range(n)]
    hist = [0] * 256
    for v in data:
        hist[v] += 1
    return dict(grid='1024', block='256', args=[Buf('u8', data), Buf('u32', zero=4 * 256), 'u32:%d' % n],
                outs=[Out(1, 'u32', hist)])


def t_histogram_global(rng, variant):
    n, bins = 3000, 37
    keys = [rng.randint(0, 10**6) for _ in range(n)]
    stats = [0, M32, 0] * bins
    want = stats[:]
    for k in keys:
        b = 3 * (k % bins)
        want[b] += 1
        want[b + 1] = min(want[b + 1], k)
        want[b + 2] = max(want[b + 2], k)
    return dict(grid=str(n), block='64',
                args=[Buf('u32', keys), Buf('u32', stats), 'u32:%d' % n, 'u32:%d' % bins],
                outs=[Out(1, 'u32', want)])


def f32_bits(x):
    return struct.unpack('<i', struct.pack('<f', x))[0]


def t_atomic_cas_fmax(rng, variant):
    n, threshold = 2000, 90.0
    data = rand_f32(rng, n, -100, 100)
    start = [f32_bits(-1e30), f32_bits(1e30), 0]
    return dict(grid=str(n), block='128',
                args=[Buf('f32', data), Buf('i32', start), 'u32:%d' % n, 'f32:%r' % threshold],
                outs=[Out(1, 'i32', [f32_bits(max(data)), f32_bits(min(data)), sum(1 for v in data if v > threshold)])])


def t_compact_wg(rng, variant):
    groups, wg = 3, 256
    data = [rng.randint(-100, 100) for _ in range(groups * wg)]
    out, counts = [], []
    for g in range(groups):
        kept = [v for v in data[g * wg:(g + 1) * wg] if v > 0]
        out += kept + [0] * (wg - len(kept))
        counts.append(len(kept))
    return dict(grid=str(groups * wg), block=str(wg),
                args=[Buf('i32', data), Buf('i32', zero=4 * len(data)), Buf('u32', zero=4 * groups)],
                outs=[Out(1, 'i32', out), Out(2, 'u32', counts)])
