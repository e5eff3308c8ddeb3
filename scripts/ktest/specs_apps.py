"""The tests of the application kernels of sw/kernels (sorting, sparse and
graph, simulation and finance, transforms and integer kernels) and of the
programs linked from several files (sw/kernels/programs): inputs from the
seeded generator, references written here as plain loops.  An algorithm of
several launches is tested one launch at a time: each test prepares the
input that launch sees in the middle of a real run (the state after the
earlier steps, computed here) and checks what that one launch produces.

Where the outputs depend on the order atomics happen in (a list filled
through an atomic counter), the test compares them as sets and says so.
Float results are compared within a bound stated in each test."""
import cmath
import hashlib
import math
import struct
import zlib

from .values import M32, Buf, Out, f32, rand_f32


def unpack(kind, data):
    f = {'u32': 'I', 'i32': 'i', 'f32': 'f', 'u8': 'B'}[kind]
    return list(struct.unpack('<%d%s' % (len(data) // struct.calcsize(f), f), data))


EPS32 = 2.0 ** -24   # the unit roundoff of float


def within(name, got, want, bound):
    """The first positions where |got - want| > bound (lists of equal length)."""
    bad = ['%s[%d] = %r, want %r within %.3g' % (name, i, g, w, b)
           for i, (g, w, b) in enumerate(zip(got, want, bound)) if not abs(g - w) <= b]
    return bad[:3]


# ---- sorting ----

RADIX_TILE = 256


def radix_digit(key, shift):
    return key >> shift & 15


def radix_offsets(keys, shift):
    """Where each tile's keys of each digit start in the output of a stable
    pass: counts per (digit, tile), digit-major, then an exclusive sum."""
    ntiles = (len(keys) + RADIX_TILE - 1) // RADIX_TILE
    hist = [0] * (16 * ntiles)
    for i, k in enumerate(keys):
        hist[radix_digit(k, shift) * ntiles + i // RADIX_TILE] += 1
    offsets, acc = [], 0
    for c in hist:
        offsets.append(acc)
        acc += c
    return hist, offsets


def t_radix_hist(rng, variant):
    """Radix sort, launch 1 of a pass: the digit counts of each tile, the
    first pass (digit 0) of 1000 random keys (the last tile partial)."""
    n = 1000
    keys = [rng.getrandbits(32) for _ in range(n)]
    hist, _ = radix_offsets(keys, 0)
    return dict(kernel='radix_hist', grid=str((n + 255) // 256 * 256), block='256',
                args=[Buf('u32', keys), Buf('u32', zero=4 * len(hist)), 'u32:%d' % n, 'u32:0'],
                outs=[Out(1, 'u32', hist)])


def t_radix_scan(rng, variant):
    """Radix sort, launch 2 of a pass: the exclusive sum of the 16 x 7
    digit counts of a pass over 7 tiles, in one workgroup of 64."""
    counts = [rng.randint(0, 40) for _ in range(16 * 7)]
    acc, want = 0, []
    for c in counts:
        want.append(acc)
        acc += c
    return dict(kernel='radix_scan', grid='64', block='64',
                args=[Buf('u32', counts), Buf('u32', zero=4 * len(counts)), 'u32:%d' % len(counts)],
                outs=[Out(1, 'u32', want)])


def t_radix_sort(rng, variant):
    """Radix sort, launch 3 of the second pass (digit 1, bits 4-7): 1000
    keys already ordered by digit 0 (the first pass, done here) and the tile
    offsets of radix_hist + radix_scan; the keys come out stably ordered by
    digits 1 and 0.  Random keys: about 4 share each low byte, and their
    order shows stability."""
    n = 1000
    keys = [rng.getrandbits(32) for _ in range(n)]
    after_pass1 = sorted(keys, key=lambda k: radix_digit(k, 0))   # Python's sort is stable
    _, offsets = radix_offsets(after_pass1, 4)
    want = sorted(after_pass1, key=lambda k: radix_digit(k, 4))
    assert want == sorted(keys, key=lambda k: k & 0xff)
    return dict(kernel='radix_scatter', grid=str((n + 255) // 256 * 256), block='256',
                args=[Buf('u32', after_pass1), Buf('u32', zero=4 * n), Buf('u32', offsets), 'u32:%d' % n, 'u32:4'],
                outs=[Out(1, 'u32', want)])


def bitonic_steps(n):
    """The compare-exchange steps (k, j) of a bitonic sort of n elements, in order."""
    k = 2
    while k <= n:
        j = k // 2
        while j:
            yield k, j
            j //= 2
        k *= 2


def bitonic_apply(v, k, j):
    for i in range(len(v)):
        if i & j == 0 and (v[i] > v[i + j]) == (i & k == 0):
            v[i], v[i + j] = v[i + j], v[i]


def bitonic_state(data, upto):
    """data after the steps of a bitonic sort before step `upto`."""
    v = list(data)
    for step in bitonic_steps(len(v)):
        if step == upto:
            break
        bitonic_apply(v, *step)
    return v


BITONIC_N, BITONIC_HALF = 2048, 128   # 8 blocks of 256 in LDS


def t_bitonic_global(rng, variant):
    """Bitonic sort across workgroups: the global step (k, j) = (2048, 512)
    of a sort of 2048 ints, on the state the earlier steps leave."""
    data = [rng.randint(-10**6, 10**6) for _ in range(BITONIC_N)]
    v = bitonic_state(data, (BITONIC_N, 512))
    want = list(v)
    bitonic_apply(want, BITONIC_N, 512)
    return dict(kernel='bitonic_global', grid=str(BITONIC_N // 2), block='64',
                args=[Buf('i32', v), 'u32:%d' % BITONIC_N, 'u32:512'], outs=[Out(0, 'i32', want)])


def t_bitonic_local_sort(rng, variant):
    """Bitonic sort across workgroups, the first launch: each block of 256
    sorted in LDS, ascending and descending by turns."""
    block = 2 * BITONIC_HALF
    data = [rng.randint(-10**6, 10**6) for _ in range(BITONIC_N)]
    want = []
    for b in range(BITONIC_N // block):
        want += sorted(data[b * block:(b + 1) * block], reverse=b % 2 == 1)
    return dict(kernel='bitonic_local', grid=str(BITONIC_N // 2), block=str(BITONIC_HALF),
                args=[Buf('i32', data), 'u32:0'], outs=[Out(0, 'i32', want)])


def t_bitonic_local_merge(rng, variant):
    """Bitonic sort across workgroups, the last launch: the steps j < 256
    of the final stage in LDS, after the global steps (2048, 1024),
    (2048, 512) and (2048, 256) (some values repeat): the whole array comes
    out sorted."""
    data = [rng.randint(-300, 300) for _ in range(BITONIC_N)]
    v = bitonic_state(data, (BITONIC_N, BITONIC_HALF))
    return dict(kernel='bitonic_local', grid=str(BITONIC_N // 2), block=str(BITONIC_HALF),
                args=[Buf('i32', v), 'u32:%d' % BITONIC_N], outs=[Out(0, 'i32', sorted(data))])


def t_merge_path(rng, variant):
    """Merge path: two sorted runs of 700 and 500 (key, value) pairs with
    many equal keys, merged stably (a's pairs first on equal keys: the
    values say where each pair came from) by 5 workgroups of 64 x 4."""
    na, nb = 700, 500
    ak = sorted(rng.randint(0, 300) for _ in range(na))
    bk = sorted(rng.randint(0, 300) for _ in range(nb))
    av, bv = list(range(na)), [100000 + j for j in range(nb)]
    ok, ov, i, j = [], [], 0, 0
    while i < na or j < nb:
        if j == nb or (i < na and ak[i] <= bk[j]):
            ok.append(ak[i])
            ov.append(av[i])
            i += 1
        else:
            ok.append(bk[j])
            ov.append(bv[j])
            j += 1
    tiles = (na + nb + 255) // 256
    return dict(grid=str(64 * tiles), block='64',
                args=[Buf('u32', ak), Buf('u32', av), 'u32:%d' % na, Buf('u32', bk), Buf('u32', bv), 'u32:%d' % nb,
                      Buf('u32', zero=4 * (na + nb)), Buf('u32', zero=4 * (na + nb))],
                outs=[Out(6, 'u32', ok), Out(7, 'u32', ov)])


# ---- sparse and graph ----

def random_csr(rng, rows, cols, long_rows=()):
    """A sparse matrix in CSR form: a few nonzeros per row (some rows
    empty), the rows in long_rows with many; distinct sorted columns."""
    row_ptr, col_idx = [0], []
    for r in range(rows):
        nnz = rng.randint(60, cols // 2) if r in long_rows else rng.choice([0, 1, 2, 3, 5, 8, 12])
        col_idx += sorted(rng.sample(range(cols), nnz))
        row_ptr.append(len(col_idx))
    return row_ptr, col_idx


def spmv_spec(rng, rows, cols):
    """CSR y = A x with dyadic values (multiples of 1/8 and 1/16, small):
    every product and partial sum is exact in float, so y is exact in any
    order of addition and is compared exactly."""
    row_ptr, col_idx = random_csr(rng, rows, cols, long_rows={7, 100, 101, 250})
    vals = [rng.randint(-16, 16) / 8 for _ in col_idx]
    x = [rng.randint(-64, 64) / 16 for _ in range(cols)]
    y = [sum(vals[k] * x[col_idx[k]] for k in range(row_ptr[r], row_ptr[r + 1])) for r in range(rows)]
    args = [Buf('u32', row_ptr), Buf('u32', col_idx), Buf('f32', vals), Buf('f32', x), Buf('f32', zero=4 * rows),
            'u32:%d' % rows]
    return args, [Out(4, 'f32', y)]


def t_spmv_csr_scalar(rng, variant):
    """CSR SpMV, a row per work-item: 300 x 256, rows of 0 to 128 nonzeros."""
    args, outs = spmv_spec(rng, 300, 256)
    return dict(grid='320', block='64', args=args, outs=outs)


def t_spmv_csr_vector(rng, variant):
    """CSR SpMV, 16 lanes per row (x) and 8 rows per workgroup (y), partial
    sums added in LDS: the same kind of matrix as spmv_csr_scalar."""
    args, outs = spmv_spec(rng, 300, 256)
    return dict(grid='16x304', block='16x8', args=args, outs=outs)


INT_MAX = 2**31 - 1


def random_graph(rng, n, max_degree):
    """A directed graph in CSR form: each vertex has 0 to max_degree
    distinct out-neighbours."""
    row_ptr, cols = [0], []
    for u in range(n):
        cols += sorted(rng.sample(range(n), rng.randint(0, max_degree)))
        row_ptr.append(len(cols))
    return row_ptr, cols


def u32_set_check(index, count_index, want):
    """A check that buffer `index` holds, in its first *count_index values,
    the set `want` in any order (a list filled through an atomic counter)."""
    def check(outs):
        n = unpack('u32', outs[count_index])[0]
        got = unpack('u32', outs[index])[:n]
        if n != len(want) or sorted(got) != sorted(want):
            return ['arg %d: %d entries %s, want the %d of %s in any order' % (index, n, sorted(got)[:8], len(want),
                                                                             sorted(want)[:8])]
        return []
    return check


def t_bfs_step(rng, variant):
    """BFS, the step from the largest level of a search from vertex 0 on a
    random directed graph of 600 vertices.  Levels, parents (the smallest
    frontier neighbour) and the frontier size are exact; the next frontier
    is filled through an atomic counter, so it is compared as a set."""
    n = 600
    row_ptr, cols = random_graph(rng, n, 6)
    adj = [cols[row_ptr[u]:row_ptr[u + 1]] for u in range(n)]
    level, parent, frontiers = [-1] * n, [INT_MAX] * n, [[0]]
    level[0], parent[0] = 0, 0
    while frontiers[-1]:
        nxt = []
        for u in frontiers[-1]:
            for v in adj[u]:
                if level[v] == -1:
                    level[v] = len(frontiers)
                    nxt.append(v)
                if level[v] == len(frontiers):
                    parent[v] = min(parent[v], u)
        frontiers.append(nxt)
    cur = max(range(len(frontiers)), key=lambda L: len(frontiers[L]))
    frontier = sorted(frontiers[cur])
    # the state before the step: what levels 0..cur found
    lv_in = [L if 0 <= L <= cur else -1 for L in level]
    par_in = [p if 0 <= level[v] <= cur else INT_MAX for v, p in enumerate(parent)]
    nt = len(frontier)
    return dict(grid=str((nt + 63) // 64 * 64), block='64',
                args=[Buf('u32', row_ptr), Buf('u32', cols), Buf('u32', frontier), 'u32:%d' % nt, Buf('i32', lv_in),
                      Buf('i32', par_in), Buf('u32', zero=4 * n), Buf('u32', zero=4), 'i32:%d' % cur],
                outs=[Out(4, 'i32', [L if 0 <= L <= cur + 1 else -1 for L in level]),
                      Out(5, 'i32', [p if 0 <= level[v] <= cur + 1 else INT_MAX for v, p in enumerate(parent)]),
                      Out(6, 'u32', [None] * n), Out(7, 'u32', [len(frontiers[cur + 1])])],
                check=u32_set_check(6, 7, frontiers[cur + 1]))


def t_sssp_relax(rng, variant):
    """Single-source shortest paths by Bellman-Ford rounds from vertex 0 on
    a random directed graph of 500 vertices with weights 1 to 20: round 4
    (after three rounds done here).  Distances and the changed flags are
    exact (atomic_min)."""
    n = 500
    row_ptr, cols = random_graph(rng, n, 5)
    weights = [rng.randint(1, 20) for _ in cols]
    dist, changed = [INT_MAX] * n, [0] * n
    dist[0], changed[0] = 0, 1

    def relax(dist, changed):
        new = list(dist)
        for u in range(n):
            if changed[u] and dist[u] != INT_MAX:
                for k in range(row_ptr[u], row_ptr[u + 1]):
                    new[cols[k]] = min(new[cols[k]], dist[u] + weights[k])
        return new, [int(a < b) for a, b in zip(new, dist)]

    for _ in range(3):
        dist, changed = relax(dist, changed)
    want_dist, want_changed = relax(dist, changed)
    return dict(grid='512', block='128',
                args=[Buf('u32', row_ptr), Buf('u32', cols), Buf('i32', weights), Buf('i32', dist),
                      Buf('u32', changed), Buf('i32', dist), Buf('u32', zero=4 * n), 'u32:%d' % n],
                outs=[Out(5, 'i32', want_dist), Out(6, 'u32', want_changed)])


def t_pagerank(rng, variant):
    """One PageRank iteration (damping 0.85) on a random graph of 300
    vertices, every vertex with 1 to 8 out-edges, from random positive
    ranks summing to 1.  Float sums: each rank' within (in-degree + 8)
    roundings of its terms' magnitude (sequential sum, the division and the
    damping, 2.5 ulp for OpenCL's division); each workgroup's change sum
    within (128 + 8) roundings of its terms plus their ranks' bounds."""
    n, d = 300, 0.85
    out_adj = [rng.sample(range(n), rng.randint(1, 8)) for _ in range(n)]
    in_adj = [[] for _ in range(n)]
    for u in range(n):
        for v in out_adj[u]:
            in_adj[v].append(u)
    in_ptr, in_src = [0], []
    for v in range(n):
        in_src += in_adj[v]
        in_ptr.append(len(in_src))
    raw = [rng.uniform(0.5, 1.5) for _ in range(n)]
    rank = [f32(x / sum(raw)) for x in raw]
    want, bound = [], []
    for v in range(n):
        terms = [rank[u] / len(out_adj[u]) for u in in_adj[v]]
        want.append((1 - d) / n + d * sum(terms))
        bound.append((len(terms) + 8) * EPS32 * want[-1])
    groups = (n + 127) // 128
    want_change, change_bound = [], []
    for g in range(groups):
        vs = range(128 * g, min(n, 128 * g + 128))
        want_change.append(sum(abs(want[v] - rank[v]) for v in vs))
        change_bound.append(sum(bound[v] + (128 + 8) * EPS32 * (want[v] + rank[v]) for v in vs))

    def check(outs):
        return (within('new_rank', unpack('f32', outs[4]), want, bound) +
                within('group_change', unpack('f32', outs[5]), want_change, change_bound))
    return dict(grid=str(groups * 128), block='128',
                args=[Buf('u32', in_ptr), Buf('u32', in_src), Buf('u32', [len(a) for a in out_adj]), Buf('f32', rank),
                      Buf('f32', zero=4 * n), Buf('f32', zero=4 * groups), 'u32:%d' % n, 'f32:%r' % d],
                outs=[Out(4, 'f32', [None] * n), Out(5, 'f32', [None] * groups)], check=check)


# ---- simulation and finance ----

def t_nbody(rng, variant):
    """All-pairs N-body, one step: 60 bodies in 2 workgroups of 32, tiles
    of 32 (the last partial), softening 0.01, dt 0.01.  The reference runs in
    double.  Each component of a and the potential is within
    (n + 16) * 2^-24 of the sum of its terms' magnitudes: n - 1 roundings
    of a sequential sum, and up to 16 in a term (the difference, r2's five
    operations, sqrt, OpenCL's 2.5 ulp division, three products); v' and p'
    add the bound times dt and two roundings of their own."""
    n, eps2, dt = 60, 0.01, 0.01
    pos = [f32(v) for _ in range(n) for v in (rng.uniform(-10, 10), rng.uniform(-10, 10), rng.uniform(-10, 10),
                                                 rng.uniform(0.5, 2.0))]
    vel = [f32(rng.uniform(-1, 1)) if k % 4 < 3 else 0.0 for k in range(4 * n)]
    eps2, dt = f32(eps2), f32(dt)
    want = {'acc': [], 'vel': [], 'pos': []}
    bound = {'acc': [], 'vel': [], 'pos': []}
    k = (n + 16) * EPS32
    for i in range(n):
        p = pos[4 * i:4 * i + 4]
        a, mag = [0.0] * 4, [0.0] * 4
        for j in range(n):
            q = pos[4 * j:4 * j + 4]
            d = [q[c] - p[c] for c in range(3)]
            inv = 1 / (d[0] ** 2 + d[1] ** 2 + d[2] ** 2 + eps2) ** 0.5
            for c in range(3):
                a[c] += q[3] * inv ** 3 * d[c]
                mag[c] += abs(q[3] * inv ** 3 * d[c])
            a[3] -= q[3] * inv
            mag[3] += q[3] * inv
        want['acc'] += a
        bound['acc'] += [k * m for m in mag]
        for c in range(4):
            v = vel[4 * i + c] + (a[c] * dt if c < 3 else 0.0)
            bv = k * mag[c] * dt + 2 * EPS32 * (abs(vel[4 * i + c]) + abs(a[c] * dt)) if c < 3 else 0.0
            want['vel'].append(v)
            bound['vel'].append(bv)
            want['pos'].append(p[c] + v * dt if c < 3 else p[3])
            bound['pos'].append(bv * dt + 2 * EPS32 * (abs(p[c]) + abs(v * dt)) if c < 3 else 0.0)

    def check(outs):
        return (within('new_pos', unpack('f32', outs[2]), want['pos'], bound['pos']) +
                within('new_vel', unpack('f32', outs[3]), want['vel'], bound['vel']) +
                within('acc', unpack('f32', outs[4]), want['acc'], bound['acc']))
    return dict(grid='64', block='32',
                args=[Buf('f32', pos), Buf('f32', vel), Buf('f32', zero=16 * n), Buf('f32', zero=16 * n),
                      Buf('f32', zero=16 * n), 'u32:%d' % n, 'f32:%r' % eps2, 'f32:%r' % dt],
                outs=[Out(2, 'f32', [None] * 4 * n), Out(3, 'f32', [None] * 4 * n), Out(4, 'f32', [None] * 4 * n)],
                check=check)


def t_kmeans_assign(rng, variant):
    """k-means assignment step: 1000 4-D points with integer coordinates in
    [-100, 100] (fixed point), 8 centroids at multiples of 1/2; the previous
    step's labels differ for about a quarter of the points.  Squared
    distances are exact in float (multiples of 1/4 below 2^18), so labels,
    ties (the lowest index wins) and the integer sums are all exact."""
    n, K = 1000, 8
    pts = [rng.randint(-100, 100) for _ in range(4 * n)]
    cen = [rng.randint(-160, 160) / 2 for _ in range(4 * K)]
    label, sums, counts = [], [0] * (4 * K), [0] * K
    for i in range(n):
        p = pts[4 * i:4 * i + 4]
        dist = [sum((p[c] - cen[4 * k + c]) ** 2 for c in range(4)) for k in range(K)]
        best = dist.index(min(dist))   # the first of equal minima
        label.append(best)
        counts[best] += 1
        for c in range(4):
            sums[4 * best + c] += p[c]
    old = [b if rng.random() < 0.7 else rng.randrange(K) for b in label]
    return dict(grid='1024', block='256',
                args=[Buf('f32', [float(v) for v in pts]), Buf('f32', cen), Buf('u32', old), Buf('u32', zero=4 * n),
                      Buf('i32', zero=16 * K), Buf('u32', zero=4 * K), Buf('u32', zero=4), 'u32:%d' % n],
                outs=[Out(3, 'u32', label), Out(4, 'i32', sums), Out(5, 'u32', counts),
                      Out(6, 'u32', [sum(1 for a, b in zip(label, old) if a != b)])])


def bs_cnd(d):
    """Abramowitz and Stegun 26.2.17, the polynomial the kernel uses."""
    k = 1 / (1 + 0.2316419 * abs(d))
    c = math.exp(-0.5 * d * d) / math.sqrt(2 * math.pi) * k * (
        0.31938153 + k * (-0.356563782 + k * (1.781477937 + k * (-1.821255978 + k * 1.330274429))))
    return 1 - c if d > 0 else c


def t_black_scholes(rng, variant):
    """Black-Scholes, 256 options (spot 5-30, strike 1-100, 0.25-10 years,
    rate 2%, volatility 30%); the reference is the same formula in double.
    The bound of each price follows the float error through the formula:
    d1 and d2 are off by at most 16 roundings of the magnitudes in their
    numerator over V sqrt(T) (log, which clang-16 makes v_log_f32 times ln 2,
    is off by an absolute few 2^-24); CND(d) by phi(d) times that, plus, for
    its exp (v_exp_f32 of x log2(e): relative error about |x| 2^-24) and its
    polynomial, (d^2/2 + 6) 4 roundings of the small tail; the discount
    factor by (RT + 2) 4 roundings; the final products and difference by 8
    roundings of S + X."""
    n, r, v = 256, f32(0.02), f32(0.30)
    S = rand_f32(rng, n, 5, 30)
    X = rand_f32(rng, n, 1, 100)
    T = rand_f32(rng, n, 0.25, 10)
    want_call, want_put, bound = [], [], []
    for s, x, t in zip(S, X, T):
        d1 = (math.log(s / x) + (r + 0.5 * v * v) * t) / (v * math.sqrt(t))
        d2 = d1 - v * math.sqrt(t)
        disc = x * math.exp(-r * t)
        want_call.append(s * bs_cnd(d1) - disc * bs_cnd(d2))
        want_put.append(disc * (1 - bs_cnd(d2)) - s * (1 - bs_cnd(d1)))
        ed = 16 * EPS32 * (abs(math.log(s / x)) + (r + v * v / 2) * t + 1) / (v * math.sqrt(t))

        def cnd_err(d):
            tail = min(bs_cnd(d), 1 - bs_cnd(d))
            return math.exp(-d * d / 2) / math.sqrt(2 * math.pi) * ed + tail * (d * d / 2 + 6) * 4 * EPS32
        bound.append(s * cnd_err(d1) + disc * cnd_err(d2) + disc * (r * t + 2) * 4 * EPS32 + 8 * EPS32 * (s + x))

    def check(outs):
        return (within('call', unpack('f32', outs[3]), want_call, bound) +
                within('put', unpack('f32', outs[4]), want_put, bound))
    return dict(grid='256', block='128',
                args=[Buf('f32', S), Buf('f32', X), Buf('f32', T), Buf('f32', zero=4 * n), Buf('f32', zero=4 * n),
                      'f32:%r' % r, 'f32:%r' % v, 'u32:%d' % n],
                outs=[Out(3, 'f32', [None] * n), Out(4, 'f32', [None] * n)], check=check)


def t_ising3d(rng, variant):
    """3-D Ising model, the half-sweep of colour 1 on a 12 x 8 x 8 periodic
    lattice (a 3-D grid of 3 x 2 x 2 workgroups of 4 x 4 x 4), beta 0.2,
    from a partly ordered state; the random numbers and acceptance
    thresholds are floats from the host, so every decision is exact."""
    nx, ny, nz, colour, beta = 12, 8, 8, 1, 0.2
    spin = [1 if rng.random() < 0.7 else -1 for _ in range(nx * ny * nz)]
    uniform = [f32(rng.random()) for _ in spin]
    accept = [f32(math.exp(-4 * k * beta)) for k in (1, 2, 3)]
    new, flips = list(spin), 0

    def at(x, y, z):   # periodic
        return spin[((z % nz) * ny + y % ny) * nx + x % nx]
    for z in range(nz):
        for y in range(ny):
            for x in range(nx):
                if (x + y + z) % 2 != colour:
                    continue
                i = (z * ny + y) * nx + x
                k = spin[i] * (at(x + 1, y, z) + at(x - 1, y, z) + at(x, y + 1, z) + at(x, y - 1, z) +
                               at(x, y, z + 1) + at(x, y, z - 1)) // 2
                if k <= 0 or uniform[i] < accept[k - 1]:
                    new[i] = -spin[i]
                    flips += 1
    return dict(grid='%dx%dx%d' % (nx, ny, nz), block='4x4x4',
                args=[Buf('i8', spin), Buf('f32', uniform), Buf('f32', accept), 'u32:%d' % nx, 'u32:%d' % ny,
                      'u32:%d' % nz, 'u32:%d' % colour, Buf('u32', zero=4), Buf('i32', zero=4)],
                outs=[Out(0, 'i8', new), Out(7, 'u32', [flips]), Out(8, 'i32', [sum(new) - sum(spin)])])


def t_binomial_option(rng, variant):
    """Binomial-tree (127 steps) European calls, 3 options, one per
    workgroup of 128; the reference is the same tree in double, and so is
    the error bound, carried node by node: a leaf is off by (4|x| + 8)
    roundings of S e^x (the exponent x and exp); a step back adds to the
    expectation of its two nodes' bounds 3 roundings of the new node and
    the error of the up probability, (8 / (V sqrt(dt)) + 16) 2^-24 (u - d
    and e^(r dt) - d cancel), times the difference of the two nodes."""
    steps, opts, r, v = 127, 3, f32(0.02), f32(0.30)
    S, X, T = rand_f32(rng, opts, 5, 30), rand_f32(rng, opts, 1, 40), rand_f32(rng, opts, 0.25, 5)
    want, bound = [], []
    for s, x, t in zip(S, X, T):
        dt = t / steps
        vsdt = v * math.sqrt(dt)
        u, d, disc = math.exp(vsdt), math.exp(-vsdt), math.exp(-r * dt)
        pu = (math.exp(r * dt) - d) / (u - d)
        up, down, dp = pu * disc, (1 - pu) * disc, (8 / vsdt + 16) * EPS32
        xs = [vsdt * (2 * i - steps) for i in range(steps + 1)]
        value = [max(s * math.exp(e) - x, 0.0) for e in xs]
        err = [(4 * abs(e) + 8) * EPS32 * s * math.exp(e) for e in xs]
        for level in range(steps, 0, -1):
            new = [up * value[i + 1] + down * value[i] for i in range(level)]
            err = [up * err[i + 1] + down * err[i] + 3 * EPS32 * new[i] + dp * abs(value[i + 1] - value[i])
                   for i in range(level)]
            value = new
        want.append(value[0])
        bound.append(err[0])

    def check(outs):
        return within('call', unpack('f32', outs[3]), want, bound)
    return dict(grid=str(128 * opts), block='128',
                args=[Buf('f32', S), Buf('f32', X), Buf('f32', T), Buf('f32', zero=4 * opts), 'f32:%r' % r,
                      'f32:%r' % v],
                outs=[Out(3, 'f32', [None] * opts)], check=check)


# ---- transforms and integer kernels ----

def twiddles(n):
    return [cmath.exp(-2j * math.pi * k / n) for k in range(n)]


def dft(x):
    """The forward DFT by its definition, in double."""
    n, w = len(x), twiddles(len(x))
    return [sum(x[j] * w[j * k % n] for j in range(n)) for k in range(n)]


def complex_buf(values):
    return Buf('f32', [f32(p) for c in values for p in (c.real, c.imag)])


def complex_check(name, index, want, bound):
    """Each complex output within bound (per element) of want, in both parts."""
    def check(outs):
        got = unpack('f32', outs[index])
        return within(name, got, [p for c in want for p in (c.real, c.imag)], [b for b in bound for _ in (0, 1)])
    return check


def t_fft_radix2(rng, variant):
    """Whole 256-point FFTs in LDS, 4 workgroups of 128.  The reference is
    the DFT by its definition in double; each output is within
    8 log2(256) 2^-24 of the transform's 2-norm (the forward error bound of
    radix-2 FFTs, Higham, Accuracy and Stability of Numerical Algorithms,
    24.1: per stage the roundings of a butterfly and of the float
    twiddle, 4 sqrt(2) + 1 of them)."""
    n, groups = 256, 4
    xs = [complex(f32(rng.uniform(-1, 1)), f32(rng.uniform(-1, 1))) for _ in range(n * groups)]
    w = [complex(f32(c.real), f32(c.imag)) for c in twiddles(n)[:n // 2]]
    want, bound = [], []
    for g in range(groups):
        y = dft(xs[g * n:(g + 1) * n])
        norm = math.sqrt(sum(abs(c) ** 2 for c in y))
        want += y
        bound += [8 * 8 * EPS32 * norm] * n
    return dict(grid=str(n // 2 * groups), block=str(n // 2),
                args=[complex_buf(xs), Buf('f32', zero=8 * n * groups), complex_buf(w)],
                outs=[Out(1, 'f32', [None] * 2 * n * groups)], check=complex_check('out', 1, want, bound))


def stockham_stage(x, span, w):
    """One radix-2 Stockham stage of the n-point FFT x (w: the n twiddles)."""
    n = len(x)
    y = [0j] * n
    for j in range(n // 2):
        k = j % span
        a, b = x[j], x[j + n // 2] * w[k * n // (2 * span)]
        y[2 * (j - k) + k], y[2 * (j - k) + k + span] = a + b, a - b
    return y


def t_fft_stage(rng, variant):
    """Stockham FFT, one stage per launch: stage span = 16 of 512-point
    FFTs, 3 at a time (the y of a 2-D grid), on the state the first four
    stages leave.  Each output is within 6 roundings of |a| + |b| of its
    butterfly (a complex product, a sum, the float twiddle)."""
    n, batch, span = 512, 3, 16
    w = twiddles(n)
    probe = [complex(rng.uniform(-1, 1), rng.uniform(-1, 1)) for _ in range(16)]
    y = probe
    for s in (1, 2, 4, 8):
        y = stockham_stage(y, s, twiddles(16))
    assert all(abs(a - b) < 1e-12 for a, b in zip(y, dft(probe))), 'the Stockham stages are not the DFT'
    state = []
    for _ in range(batch):
        x = [complex(rng.uniform(-1, 1), rng.uniform(-1, 1)) for _ in range(n)]
        s = 1
        while s < span:
            x = stockham_stage(x, s, w)
            s *= 2
        state += [complex(f32(c.real), f32(c.imag)) for c in x]
    wf = [complex(f32(c.real), f32(c.imag)) for c in w[:n // 2]]
    want, bound = [], []
    for b in range(batch):
        x = state[b * n:(b + 1) * n]
        want += stockham_stage(x, span, wf)
        for o in range(n):   # output o comes from the butterfly of inputs j and j + n/2:
            j = o // (2 * span) * span + o % span
            bound.append(6 * EPS32 * (abs(x[j]) + abs(x[j + n // 2])))
    return dict(kernel='fft_stage', grid='%dx%d' % (n // 2, batch), block='64x1',
                args=[complex_buf(state), Buf('f32', zero=8 * n * batch), complex_buf(w[:n // 2]), 'u32:%d' % n,
                      'u32:%d' % span],
                outs=[Out(1, 'f32', [None] * 2 * n * batch)], check=complex_check('out', 1, want, bound))


def gf_mul(a, b):
    """Product in GF(2^8) modulo x^8 + x^4 + x^3 + x + 1."""
    r = 0
    while b:
        if b & 1:
            r ^= a
        a = (a << 1) ^ 0x11b if a & 0x80 else a << 1
        b >>= 1
    return r


def aes_sbox():
    """FIPS-197 5.1.1: the multiplicative inverse, then the affine map."""
    inverse = [0] * 256
    for a in range(1, 256):
        for b in range(1, 256):
            if gf_mul(a, b) == 1:
                inverse[a] = b
                break
    rot = lambda b, i: (b << i | b >> (8 - i)) & 0xff
    return [inverse[a] ^ rot(inverse[a], 1) ^ rot(inverse[a], 2) ^ rot(inverse[a], 3) ^ rot(inverse[a], 4) ^ 0x63
            for a in range(256)]


SBOX = aes_sbox()


def aes128_encrypt(key, block):
    """AES-128 of one block (FIPS-197 5.1-5.2), state as 4 rows x 4 columns."""
    words = [list(key[4 * i:4 * i + 4]) for i in range(4)]
    rcon = 1
    for i in range(4, 44):
        t = list(words[i - 1])
        if i % 4 == 0:
            t = [SBOX[t[1]] ^ rcon, SBOX[t[2]], SBOX[t[3]], SBOX[t[0]]]
            rcon = gf_mul(rcon, 2)
        words.append([words[i - 4][k] ^ t[k] for k in range(4)])
    state = [[block[r + 4 * c] for c in range(4)] for r in range(4)]

    def add_key(rnd):
        for c in range(4):
            for r in range(4):
                state[r][c] ^= words[4 * rnd + c][r]
    add_key(0)
    for rnd in range(1, 11):
        state = [[SBOX[state[r][(c + r) % 4]] for c in range(4)] for r in range(4)]
        if rnd < 10:
            cols = [[state[r][c] for r in range(4)] for c in range(4)]
            for c, a in enumerate(cols):
                for r in range(4):
                    state[r][c] = (gf_mul(a[r], 2) ^ gf_mul(a[(r + 1) % 4], 3) ^ a[(r + 2) % 4] ^ a[(r + 3) % 4])
        add_key(rnd)
    return bytes(state[r][c] for c in range(4) for r in range(4))


FIPS197_KEY = bytes(range(16))
FIPS197_PLAIN = bytes.fromhex('00112233445566778899aabbccddeeff')
FIPS197_CIPHER = bytes.fromhex('69c4e0d86a7b0430d8cdb78070b4c55a')   # FIPS-197 appendix C.1


def t_aes_ctr(rng, variant):
    """AES-128 in counter mode, 128 blocks.  The key and first counter
    block are FIPS-197 C.1's key and plaintext, so block 0's keystream is
    its published ciphertext (and the reference here is checked against
    it).  Exact."""
    assert aes128_encrypt(FIPS197_KEY, FIPS197_PLAIN) == FIPS197_CIPHER
    blocks = 128
    plain = bytes(rng.getrandbits(8) for _ in range(16 * blocks))
    ctr0 = int.from_bytes(FIPS197_PLAIN[12:], 'big')
    want = b''
    for b in range(blocks):
        counter = FIPS197_PLAIN[:12] + ((ctr0 + b) & M32).to_bytes(4, 'big')
        ks = aes128_encrypt(FIPS197_KEY, counter)
        want += bytes(p ^ k for p, k in zip(plain[16 * b:16 * b + 16], ks))
    assert bytes(p ^ c for p, c in zip(plain[:16], want[:16])) == FIPS197_CIPHER
    return dict(grid='128', block='64',
                args=[Buf('u8', list(FIPS197_KEY)), Buf('u8', list(FIPS197_PLAIN)), Buf('u8', list(plain)),
                      Buf('u8', zero=16 * blocks), 'u32:%d' % blocks],
                outs=[Out(3, 'u8', list(want))])


def random_text(rng, n, alphabet=b'ab', rare=b'c'):
    """Text over a small alphabet (so a short pattern occurs often, also
    overlapping), with a rare other letter now and then."""
    return bytes(rng.choice(rare) if rng.random() < 0.03 else rng.choice(alphabet) for _ in range(n))


def matches(text, pattern):
    return [i for i in range(len(text) - len(pattern) + 1) if text[i:i + len(pattern)] == pattern]


def t_string_match(rng, variant):
    """Naive matching of 'abaab' in 4000 bytes: the count exact; the match
    positions are appended through an atomic counter, so they are compared
    as a set."""
    text, pattern = random_text(rng, 4000), b'abaab'
    want = matches(text, pattern)
    return dict(grid='4096', block='256',
                args=[Buf('u8', list(text)), 'u32:%d' % len(text), Buf('u8', list(pattern)), 'u32:%d' % len(pattern),
                      Buf('u32', zero=4), Buf('u32', zero=4 * len(text)), Buf('u32', zero=4)],
                outs=[Out(4, 'u32', [len(want)]), Out(5, 'u32', [None] * len(text)), Out(6, 'u32', [len(want)])],
                check=u32_set_check(5, 6, want))


def t_kmp_match(rng, variant):
    """Knuth-Morris-Pratt matching of 'abaaba' (borders 'a' and 'aba', so
    matches overlap) in 6000 bytes, 32 positions per work-item: the count
    of matches starting in each chunk, and the total.  Exact."""
    text, pattern = random_text(rng, 6000), b'abaaba'
    chunks = (len(text) + 31) // 32
    per_chunk = [0] * chunks
    for i in matches(text, pattern):
        per_chunk[i // 32] += 1
    return dict(grid=str((chunks + 63) // 64 * 64), block='64',
                args=[Buf('u8', list(text)), 'u32:%d' % len(text), Buf('u8', list(pattern)), 'u32:%d' % len(pattern),
                      Buf('u32', zero=4 * chunks), Buf('u32', zero=4)],
                outs=[Out(4, 'u32', per_chunk), Out(5, 'u32', [sum(per_chunk)])])


def t_crc32(rng, variant):
    """CRC-32 of 256 messages of 0 to 100 bytes (some empty), one per
    work-item; the reference is zlib's crc32.  Exact."""
    msgs = [bytes(rng.getrandbits(8) for _ in range(0 if rng.random() < 0.1 else rng.randint(1, 100)))
            for _ in range(256)]
    offset = [0]
    for m in msgs:
        offset.append(offset[-1] + len(m))
    return dict(grid='256', block='256',
                args=[Buf('u8', list(b''.join(msgs))), Buf('u32', offset), Buf('u32', zero=4 * len(msgs)),
                      'u32:%d' % len(msgs)],
                outs=[Out(2, 'u32', [zlib.crc32(m) for m in msgs])])


# ---- programs linked from several files (sw/kernels/programs/NAME/*.cl) ----

def t_sha256_messages(rng, variant):
    """Program sha256 (the constants in sha256_tables.cl, the kernel in
    sha256_messages.cl): the digests of 64 messages of 0 to 119 bytes (one
    or two blocks), the padding boundaries 55, 56, 63 and 64 among them;
    the reference is Python's hashlib.  Exact."""
    lens = [0, 1, 55, 56, 63, 64, 119] + [rng.randint(0, 119) for _ in range(57)]
    msgs = [bytes(rng.getrandbits(8) for _ in range(n)) for n in lens]
    offset = [0]
    for m in msgs:
        offset.append(offset[-1] + len(m))
    want = [w for m in msgs for w in struct.unpack('>8I', hashlib.sha256(m).digest())]
    return dict(kernel='sha256_messages', grid='64', block='64',
                args=[Buf('u8', list(b''.join(msgs))), Buf('u32', offset), Buf('u32', zero=32 * len(msgs)),
                      'u32:%d' % len(msgs)],
                outs=[Out(2, 'u32', want)])


def t_pow_search(rng, variant):
    """Program sha256 (the kernel in pow_search.cl, the constants in
    sha256_tables.cl): nonces 1000 to 1255 after a random 60-byte header,
    winners with 4 leading zero bits; the reference is hashlib.  The count and the
    smallest winner are exact; the list of winners is filled through an
    atomic counter, so it is compared as a set."""
    header = bytes(rng.getrandbits(8) for _ in range(60))
    base, count, bits = 1000, 256, 4
    winners = [base + i for i in range(count)
               if hashlib.sha256(header + (base + i).to_bytes(4, 'little')).digest()[0] >> (8 - bits) == 0]
    return dict(kernel='pow_search', grid=str(count), block='256',
                args=[Buf('u32', list(struct.unpack('>15I', header))), 'u32:%d' % base, 'u32:%d' % bits,
                      Buf('u32', zero=4), Buf('u32', [M32]), Buf('u32', zero=4 * count)],
                outs=[Out(3, 'u32', [len(winners)]), Out(4, 'u32', [min(winners)]), Out(5, 'u32', [None] * count)],
                check=u32_set_check(5, 3, winners))


MD_BOX, MD_CUTOFF, MD_SKIN = 10.0, 2.5, 0.4


def md_image(d):
    return d - MD_BOX * math.floor(d / MD_BOX + 0.5)


def md_system(rng, n):
    """n particles (float) in the periodic box, no two closer than 0.95 and
    no pair within a relative 1e-5 of the cutoff (where float and double
    could disagree on which side it is), and the neighbour lists (CSR,
    pairs within the cutoff plus the skin)."""
    pos = []
    while len(pos) < n:
        p = [f32(rng.uniform(0, MD_BOX)) for _ in range(3)]
        r2s = [sum(md_image(q[c] - p[c]) ** 2 for c in range(3)) for q in pos]
        if all(r2 > 0.95 ** 2 and abs(r2 - MD_CUTOFF ** 2) > 1e-5 * MD_CUTOFF ** 2 for r2 in r2s):
            pos.append(p)
    ptr, nbr = [0], []
    for i in range(n):
        nbr += [j for j in range(n) if j != i and
                sum(md_image(pos[j][c] - pos[i][c]) ** 2 for c in range(3)) < (MD_CUTOFF + MD_SKIN) ** 2]
        ptr.append(len(nbr))
    return pos, ptr, nbr


def md_forces_ref(pos, ptr, nbr):
    """Per particle: force, pair energy (double), and the error bounds of
    the float computation, over the magnitudes of the terms: the sequential
    sum's roundings, and each term's: 24 roundings of its own, plus the
    error of its displacement (2^-24 |d| per component, and 2^-24 of the
    raw difference where the periodic image shifts it by a box) times 15 / r
    (the term goes as r^-14 d)."""
    out = []
    for i, p in enumerate(pos):
        f, mag, err = [0.0] * 4, [0.0] * 4, [0.0] * 4
        for j in nbr[ptr[i]:ptr[i + 1]]:
            raw = [pos[j][c] - p[c] for c in range(3)]
            d = [md_image(x) for x in raw]
            r2 = sum(x * x for x in d)
            if r2 >= MD_CUTOFF ** 2:
                continue
            inv2 = 1 / r2
            inv6 = inv2 ** 3
            dd = sum(abs(y) + (abs(x) if x != y else 0) for x, y in zip(raw, d))
            scale = 24 + 15 * dd / math.sqrt(r2)
            for c in range(3):
                f[c] += -24 * inv2 * inv6 * (2 * inv6 - 1) * d[c]
                m = 24 * inv2 * inv6 * (2 * inv6 + 1) * abs(d[c])
                mag[c] += m
                err[c] += scale * EPS32 * m
            f[3] += 4 * inv6 * (inv6 - 1)
            mag[3] += 4 * inv6 * (inv6 + 1)
            err[3] += scale * EPS32 * 4 * inv6 * (inv6 + 1)
        k = ptr[i + 1] - ptr[i]
        out.append((f, [err[c] + k * EPS32 * mag[c] for c in range(4)]))
    return out


def t_md_forces(rng, variant):
    """Program md (md_lib.cl: pair force, periodic image; the kernel in
    md_forces.cl): Lennard-Jones forces of 160 particles in a periodic box
    of side 10, cutoff 2.5, neighbour lists from the host; the reference is
    in double.  Bounds: see md_forces_ref; each workgroup's energy within
    the sum of its particles' bounds plus 64 roundings of its magnitude."""
    n = 160
    pos, ptr, nbr = md_system(rng, n)
    ref = md_forces_ref(pos, ptr, nbr)
    want = [v for f, _ in ref for v in f[:3] + [0.0]]
    bound = [b for _, e in ref for b in e[:3] + [0.0]]
    groups = (n + 63) // 64
    want_e = [sum(0.5 * f[3] for f, _ in ref[64 * g:64 * g + 64]) for g in range(groups)]
    bound_e = [sum(0.5 * e[3] + 64 * EPS32 * abs(f[3]) for f, e in ref[64 * g:64 * g + 64]) for g in range(groups)]

    def check(outs):
        return (within('force', unpack('f32', outs[3]), want, bound) +
                within('group_energy', unpack('f32', outs[4]), want_e, bound_e))
    return dict(kernel='md_forces', grid=str(64 * groups), block='64',
                args=[Buf('f32', [v for p in pos for v in p + [0.0]]), Buf('u32', ptr), Buf('u32', nbr),
                      Buf('f32', zero=16 * n), Buf('f32', zero=4 * groups), 'u32:%d' % n, 'f32:%r' % MD_BOX,
                      'f32:%r' % MD_CUTOFF ** 2],
                outs=[Out(3, 'f32', [None] * 4 * n), Out(4, 'f32', [None] * groups)], check=check)


def t_md_integrate(rng, variant):
    """Program md (md_lib.cl: wrapping into the box; the kernel in
    md_integrate.cl): one time step (dt 0.005) of 160 particles with the
    forces of their configuration; 8 particles sit by a face, moving out,
    so they wrap.  Positions that would land within 1e-4 of a face get
    another velocity (float and double could wrap them differently).
    Bounds: v' two roundings of |v| + |F dt|; p' four of |p| + |v' dt| +
    box; each workgroup's kinetic energy 64 roundings of its sum plus
    |v'| times v' bounds."""
    n, dt = 160, f32(0.005)
    pos, ptr, nbr = md_system(rng, n)
    force = [[f32(x) for x in f[:3]] for f, _ in md_forces_ref(pos, ptr, nbr)]
    vel = []
    for i in range(n):
        while True:
            v = [f32(rng.uniform(-2, 2)) for _ in range(3)]
            if i < 8:   # by a face, moving out through it
                pos[i][i % 3] = f32(0.002) if i < 4 else f32(MD_BOX - 0.002)
                v[i % 3] = f32(-1.5) if i < 4 else f32(1.5)
            moved = [pos[i][c] + (v[c] + force[i][c] * dt) * dt for c in range(3)]
            if all(abs(x) > 1e-4 and abs(x - MD_BOX) > 1e-4 for x in moved):
                break
        vel.append(v)
    want_v, want_p, bound_v, bound_p, kin, bound_k = [], [], [], [], [], []
    for i in range(n):
        v = [vel[i][c] + force[i][c] * dt for c in range(3)]
        bv = [2 * EPS32 * (abs(vel[i][c]) + abs(force[i][c] * dt)) for c in range(3)]
        p = [pos[i][c] + v[c] * dt for c in range(3)]
        want_v += v + [0.0]
        bound_v += bv + [0.0]
        want_p += [x - MD_BOX * math.floor(x / MD_BOX) for x in p] + [0.0]
        bound_p += [bv[c] * dt + 4 * EPS32 * (abs(pos[i][c]) + abs(v[c] * dt) + MD_BOX) for c in range(3)] + [0.0]
        kin.append(0.5 * sum(x * x for x in v))
        bound_k.append(64 * EPS32 * kin[-1] + sum(abs(v[c]) * bv[c] for c in range(3)))
    groups = (n + 63) // 64
    want_k = [sum(kin[64 * g:64 * g + 64]) for g in range(groups)]
    bound_kg = [sum(bound_k[64 * g:64 * g + 64]) for g in range(groups)]

    def check(outs):
        return (within('new_pos', unpack('f32', outs[3]), want_p, bound_p) +
                within('new_vel', unpack('f32', outs[4]), want_v, bound_v) +
                within('group_kinetic', unpack('f32', outs[5]), want_k, bound_kg))
    return dict(kernel='md_integrate', grid=str(64 * groups), block='64',
                args=[Buf('f32', [x for p in pos for x in p + [0.0]]), Buf('f32', [x for v in vel for x in v + [0.0]]),
                      Buf('f32', [x for f in force for x in f + [0.0]]), Buf('f32', zero=16 * n),
                      Buf('f32', zero=16 * n), Buf('f32', zero=4 * groups), 'u32:%d' % n, 'f32:%r' % dt,
                      'f32:%r' % MD_BOX],
                outs=[Out(3, 'f32', [None] * 4 * n), Out(4, 'f32', [None] * 4 * n), Out(5, 'f32', [None] * groups)],
                check=check)


SOURCE = {'radix_hist': 'radix_sort', 'radix_scan': 'radix_sort', 'bitonic_local_sort': 'bitonic_global',
          'bitonic_local_merge': 'bitonic_global', 'fft_stage': 'fft_radix2',
          'sha256_messages': 'sha256', 'pow_search': 'sha256', 'md_forces': 'md', 'md_integrate': 'md'}
