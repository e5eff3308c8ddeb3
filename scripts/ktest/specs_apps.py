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
    digits 1 and 0.  Keys have few distinct low bytes, so many are equal in
    both digits and stability is visible."""
    n = 1000
    keys = [rng.getrandbits(24) << 8 | rng.randint(0, 40) for _ in range(n)]
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
    of the final stage in LDS, after the global steps (2048, 1024) and
    (2048, 512) (some values repeat): the whole array comes out sorted."""
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
    return dict(grid='300', block='64', args=args, outs=outs)


def t_spmv_csr_vector(rng, variant):
    """CSR SpMV, 16 lanes per row (x) and 8 rows per workgroup (y), partial
    sums added in LDS: the same kind of matrix as spmv_csr_scalar."""
    args, outs = spmv_spec(rng, 300, 256)
    return dict(grid='16x304', block='16x8', args=args, outs=outs)


SOURCE = {'radix_hist': 'radix_sort', 'radix_scan': 'radix_sort', 'bitonic_local_sort': 'bitonic_global',
          'bitonic_local_merge': 'bitonic_global'}
