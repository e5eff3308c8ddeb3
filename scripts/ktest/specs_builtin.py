"""The tests of the first kernels of sw/kernels: inputs from a seeded
generator and the same computation written in Python.  A test is a function
t_NAME(rng, variant) returning a dict: grid, block, args (Buf or 'u32:N'
strings), outs (Out), and optionally kernel, opts, check."""
import math
import os
import struct

from .values import M32, M64, Buf, Out, f16, f32, rand_f32, s32, s64, tdiv, trem

def t_vector_add(rng, variant):
    n = 1000
    a, b = rand_f32(rng, n, -100, 100), rand_f32(rng, n, -100, 100)
    return dict(grid='1000', block='64', args=[Buf('f32', a), Buf('f32', b), Buf('f32', zero=4 * n), 'u32:%d' % n],
                outs=[Out(2, 'f32', [f32(x + y) for x, y in zip(a, b)])])


def t_reduce_lds(rng, variant):
    groups = 4
    data = [rng.randint(-1000, 1000) for _ in range(256 * groups)]
    sums = [sum(data[g * 256:(g + 1) * 256]) for g in range(groups)]
    return dict(grid=str(256 * groups), block='256', args=[Buf('i32', data), Buf('i32', zero=4 * groups)],
                outs=[Out(1, 'i32', sums)])


def int_math_ref(x, y):
    ux, uy = x & M32, y & M32
    return [s32(x + y), s32(x - y), s32(x * y), (x * y) >> 32, s32(tdiv(x, y)), trem(x, y),
            s32(ux // uy), s32(ux % uy), s32(x << (y & 31)), x >> (y & 31), s32(ux >> (uy & 31)),
            min(x, y), s32(max(ux, uy)), bin(ux).count('1'), 32 - ux.bit_length(),
            s32((x & y) ^ (x | ~y))]


def t_int_math(rng, variant):
    n = 300
    a, b = [], []
    for i in range(n):
        x = rng.choice([rng.randint(-1000, 1000), rng.randint(-2**31, 2**31 - 1), 0, -2**31 + 1])
        y = rng.choice([rng.randint(-50, 50), rng.randint(-2**31, 2**31 - 1), 7, -3])
        if y == 0:
            y = 13
        a.append(x)
        b.append(y)
    ref = [v for x, y in zip(a, b) for v in int_math_ref(x, y)]
    return dict(grid=str(n), block='64', args=[Buf('i32', a), Buf('i32', b), Buf('i32', zero=64 * n), 'u32:%d' % n],
                outs=[Out(2, 'i32', ref)])


def t_int64_math(rng, variant):
    n = 200
    a = [rng.choice([rng.randint(-2**63, 2**63 - 1), rng.randint(-10**6, 10**6)]) for _ in range(n)]
    b = [rng.choice([rng.randint(-2**63, 2**63 - 1), rng.randint(1, 1000), rng.randint(-2**33, 2**33)]) or 5
         for _ in range(n)]
    ref = []
    for x, y in zip(a, b):
        ref += [s64(x + y), s64(x - y), s64(x * y), s64(tdiv(x, y)), trem(x, y), s64((x & M64) // (y & M64)),
                x >> (y & 63), s64(x << (y & 63))]
    return dict(grid=str(n), block='64', args=[Buf('i64', a), Buf('i64', b), Buf('i64', zero=64 * n), 'u32:%d' % n],
                outs=[Out(2, 'i64', ref)])


def t_f32_math(rng, variant):
    n = 256
    a = rand_f32(rng, n, -100, 100)
    b = rand_f32(rng, n, -100, 100, avoid_small=0.5)
    c = rand_f32(rng, n, -100, 100)
    ref = []
    for x, y, z in zip(a, b, c):
        ref += [f32(f32(x * y) + z), min(x, y), f32(max(x, z) - y), f32(abs(x) + math.floor(y)),
                f32(math.sqrt(abs(z))), f32(x / y), f32(x * y + z),
                f32(float(int(f32(x * 100.0))) + float(int(abs(y))))]
    # sqrt and division: OpenCL allows 3 and 2.5 ulp; fma is checked to 1 ulp (double rounding here)
    return dict(grid=str(n), block='64',
                args=[Buf('f32', a), Buf('f32', b), Buf('f32', c), Buf('f32', zero=32 * n), 'u32:%d' % n],
                outs=[Out(3, 'f32', ref, ulps=3)])


def t_f64_math(rng, variant):
    n = 200
    a = [rng.uniform(-1000, 1000) for _ in range(n)]
    b = [rng.choice([-1, 1]) * rng.uniform(0.25, 500) for _ in range(n)]
    ref = []
    for x, y in zip(a, b):
        ref += [x * y + x, x - y, x / y, math.sqrt(abs(x)), x * y + 1.5, float(int(x * 1000.0)) + math.floor(y)]
    # clang-16 emits a bare v_sqrt_f64 for sqrt(double), whose stated precision
    # is 2**29 ulp (LLVM 17 adds refinement steps); the rest is to 1 ulp
    return dict(grid=str(n), block='64', args=[Buf('f64', a), Buf('f64', b), Buf('f64', zero=48 * n), 'u32:%d' % n],
                outs=[Out(2, 'f64', ref, ulps=[1, 1, 1, 2**29, 1, 1])])


def t_f16_math(rng, variant):
    n = 256
    a = [f16(rng.uniform(-30, 30)) for _ in range(n)]
    b = [f16(rng.uniform(-30, 30)) for _ in range(n)]
    ref = []
    for x, y in zip(a, b):
        ref += [f16(f16(x * y) + x), f16(x - y), max(x, y), f16(x * 0.5)]
    return dict(grid=str(n), block='64', args=[Buf('f16', a), Buf('f16', b), Buf('f16', zero=8 * n), 'u32:%d' % n],
                outs=[Out(2, 'f16', ref)])


def t_f16_math_branch(rng, variant):
    """f16_math's original form, o[2] = x > y ? x : y, which clang-16 -O0
    miscompiles (docs/known-issues.md): the join block reloads the result
    (v_accvgpr_read_b32 v2, a10) before s_or_b64 exec restores the lanes of
    the other branch, so the lanes with !(x > y) store the stale v2, which
    holds x - y (o[1]).  The -O0 builds are checked against what that code
    computes per the ISA; -O2/-O3 against the source."""
    n = 256
    a = [f16(rng.uniform(-30, 30)) for _ in range(n)]
    b = [f16(rng.uniform(-30, 30)) for _ in range(n)]
    ref = []
    for x, y in zip(a, b):
        sel = x if x > y else f16(x - y) if variant.startswith('O0') else y
        ref += [f16(f16(x * y) + x), f16(x - y), sel, f16(x * 0.5)]
    return dict(grid=str(n), block='64', args=[Buf('f16', a), Buf('f16', b), Buf('f16', zero=8 * n), 'u32:%d' % n],
                outs=[Out(2, 'f16', ref)])


def t_matmul_tiled(rng, variant):
    n = 32
    A = rand_f32(rng, n * n, -2, 2)
    B = rand_f32(rng, n * n, -2, 2)
    C = []
    for r in range(n):
        for c in range(n):
            acc = 0.0
            for k in range(n):
                acc = f32(acc + f32(A[r * n + k] * B[k * n + c]))
            C.append(acc)
    return dict(grid='%dx%d' % (n, n), block='16x16',
                args=[Buf('f32', A), Buf('f32', B), Buf('f32', zero=4 * n * n), 'u32:%d' % n],
                outs=[Out(2, 'f32', C, ulps=4, rel=1e-5)])


def t_transpose_lds(rng, variant):
    w, h = 50, 37
    data = [rng.randint(-10**6, 10**6) for _ in range(w * h)]
    out = [data[y * w + x] for x in range(w) for y in range(h)]
    gx, gy = (w + 15) // 16 * 16, (h + 15) // 16 * 16
    return dict(grid='%dx%d' % (gx, gy), block='16x16',
                args=[Buf('i32', data), Buf('i32', zero=4 * w * h), 'u32:%d' % w, 'u32:%d' % h],
                outs=[Out(1, 'i32', out)])


def t_histogram(rng, variant):
    n = 5000
    data = [rng.randint(0, 255) for _ in range(n)]
    hist = [0] * 64
    for v in data:
        hist[v % 64] += 1
    return dict(grid='1024', block='256', args=[Buf('u8', data), Buf('u32', zero=4 * 64), 'u32:%d' % n],
                outs=[Out(1, 'u32', hist)])


def t_prefix_scan(rng, variant):
    groups = 3
    data = [rng.randint(-100, 100) for _ in range(256 * groups)]
    out, sums = [], []
    for g in range(groups):
        acc = 0
        for v in data[g * 256:(g + 1) * 256]:
            acc += v
            out.append(acc)
        sums.append(acc)
    return dict(grid=str(256 * groups), block='256',
                args=[Buf('i32', data), Buf('i32', zero=4 * len(data)), Buf('i32', zero=4 * groups)],
                outs=[Out(1, 'i32', out), Out(2, 'i32', sums)])


def t_stencil2d(rng, variant):
    w, h = 45, 30
    a = rand_f32(rng, w * h, -10, 10)
    out = []
    for y in range(h):
        for x in range(w):
            i = y * w + x
            if x in (0, w - 1) or y in (0, h - 1):
                out.append(a[i])
                continue
            s = f32(a[i - 1] + a[i + 1])
            s = f32(s + a[i - w])
            s = f32(s + a[i + w])
            out.append(f32(f32(a[i] * 0.5) + f32(s * 0.125)))
    return dict(grid='%dx%d' % (w, h), block='16x8',
                args=[Buf('f32', a), Buf('f32', zero=4 * w * h), 'u32:%d' % w, 'u32:%d' % h],
                outs=[Out(1, 'f32', out, ulps=1)])


def t_bitonic_sort(rng, variant):
    groups = 2
    data = [rng.randint(-10**5, 10**5) for _ in range(256 * groups)]
    out = []
    for g in range(groups):
        out += sorted(data[g * 256:(g + 1) * 256])
    return dict(grid=str(256 * groups), block='256', args=[Buf('i32', data)], outs=[Out(0, 'i32', out)])


def collatz_steps(x):
    s = 0
    while x > 1 and s < 1000:
        x = 3 * x + 1 if x & 1 else x >> 1
        s += 1
    return s


def t_collatz(rng, variant):
    n = 300
    start = [rng.randint(0, 100000) for _ in range(n)]
    return dict(grid=str(n), block='64', args=[Buf('u32', start), Buf('u32', zero=4 * n), 'u32:%d' % n],
                outs=[Out(1, 'u32', [collatz_steps(x) for x in start])])


def branchy_ref(i, x):
    c = x & 7
    if c == 0:
        r = x * 3
    elif c == 1:
        r = x - 100
    elif c == 2:
        r = tdiv(x, 7) if x > 1000 else -x
    elif c == 5:
        r = x ^ 0x5a5a
    else:
        r = sum(k * x for k in range(x & 15))
    return s32(r - 1) if r < 0 and (i & 1) else s32(r + 1)


def t_branchy(rng, variant):
    n = 500
    data = [rng.randint(-5000, 5000) for _ in range(n)]
    return dict(grid=str(n), block='128', args=[Buf('i32', data), Buf('i32', zero=4 * n), 'u32:%d' % n],
                outs=[Out(1, 'i32', [branchy_ref(i, x) for i, x in enumerate(data)])])


def private_array_ref(i, idx):
    a = [k * i + (k ^ 5) for k in range(48)]
    for r in range(4):
        j = (idx + 7 * r) % 48
        a[j] += a[(j + 11) % 48]
    return s32(sum(a[(idx + k) % 48] for k in range(4)))


def t_private_array(rng, variant):
    n = 200
    idx = [rng.randint(0, 1000) for _ in range(n)]
    return dict(grid=str(n), block='64', args=[Buf('u32', idx), Buf('i32', zero=4 * n), 'u32:%d' % n],
                outs=[Out(1, 'i32', [private_array_ref(i, v) for i, v in enumerate(idx)])])


def t_grid3d(rng, variant):
    gx, gy, gz, bx, by, bz = 10, 7, 5, 4, 4, 2
    out = []
    for z in range(gz):
        for y in range(gy):
            for x in range(gx):
                out += [x % bx | (y % by) << 8 | (z % bz) << 16 | 3 << 24, x // bx | (y // by) << 8 | (z // bz) << 16]
    return dict(grid='%dx%dx%d' % (gx, gy, gz), block='%dx%dx%d' % (bx, by, bz),
                args=[Buf('u32', zero=8 * gx * gy * gz), 'u32:%d' % gx, 'u32:%d' % gy, 'u32:%d' % gz],
                outs=[Out(0, 'u32', out)])


def t_reduce_dynlds(rng, variant):
    """LDS sized at launch (a __local pointer argument) and a global atomic counter."""
    groups, size = 4, 128
    data = rand_f32(rng, groups * size, -1, 1)
    partial = []
    for g in range(groups):
        t = data[g * size:(g + 1) * size]
        stride = size // 2
        while stride:
            for i in range(stride):
                t[i] = f32(t[i] + t[i + stride])
            stride //= 2
        partial.append(t[0])
    return dict(grid=str(groups * size), block=str(size),
                args=[Buf('f32', data), Buf('f32', zero=4 * groups), 'local:%d' % (4 * size), Buf('u32', zero=4),
                      'f32:0.5'],
                outs=[Out(1, 'f32', partial), Out(3, 'u32', [sum(1 for v in data if v > 0.5)])])


def t_wave_ops(rng, variant):
    """Cross-lane operations within full waves of 64 lanes."""
    n = 256
    data = [rng.randint(-1000, 1000) for _ in range(n)]
    out = []
    for i in range(n):
        base, lane = i - i % 64, i % 64
        ballot = sum(1 << l for l in range(64) if data[base + l] > 0)
        out += [lane, data[base], data[base + (lane + 5) % 64], 0 if lane % 16 == 0 else data[i - 1],
                s32(ballot), s32(ballot >> 32), data[base + 7], data[base + (lane ^ 1)]]
    return dict(grid=str(n), block='128', args=[Buf('i32', data), Buf('i32', zero=32 * n)], outs=[Out(1, 'i32', out)])


def t_const_table(rng, variant):
    """__constant tables in the code object's data, reached PC-relatively."""
    n = 300
    primes = [2, 3, 5, 7, 11, 13, 17, 19, 23, 29, 31, 37, 41, 43, 47, 53]
    weights = [0.5, 0.25, 2.0, -1.0]
    idx = [rng.randint(0, 100000) for _ in range(n)]
    return dict(grid=str(n), block='64', args=[Buf('u32', idx), Buf('i32', zero=4 * n), Buf('f32', zero=4 * n),
                                               'u32:%d' % n],
                outs=[Out(1, 'i32', [primes[k % 16] * primes[k // 16 % 16] for k in idx]),
                      Out(2, 'f32', [f32(weights[k % 4] * f32(float(k))) for k in idx])])


def t_atomics(rng, variant):
    """Global atomics from every lane: the final cells, and the one
    compare-exchange that succeeds (the other returned old values depend on
    the order lanes and waves run, so they are not checked)."""
    n = 200
    vals = [i * 37 % 101 - 50 for i in range(n)]
    cells = [0, 1000, -1000, 0, 0, 0, 0, 0, 0]
    orv = xorv = 0
    for i in range(n):
        orv |= 1 << (i % 31)
        xorv ^= i
    final = [sum(vals), min([1000] + vals), max([-1000] + vals), orv, xorv, 1, 0, 0, 0]
    old = []
    for i in range(n):
        old += [None] * 5 + [1 if i == 0 else 0]
    return dict(kernel='atomics', grid=str(n), block='64',
                args=[Buf('i32', cells), Buf('i32', zero=24 * n), 'u32:%d' % n],
                outs=[Out(0, 'i32', final), Out(1, 'i32', old)])


def t_approx_f32(rng, variant):
    """rcp, rsq, exp2, log2 to 2 ulp (the ISA states 1); sin and cos of x
    turns to 2e-6 absolute (the instructions take turns, not radians)."""
    n = 256
    a = rand_f32(rng, n, -50, 50, avoid_small=0.01)
    out = []
    for x in a:
        out += [f32(1 / x), f32(1 / math.sqrt(abs(x))), f32(math.sin(2 * math.pi * f32(x * 0.125))),
                f32(math.cos(2 * math.pi * f32(x * 0.125))), f32(2 ** f32(x * 0.25)), f32(math.log2(abs(x)))]
    return dict(grid=str(n), block='64', args=[Buf('f32', a), Buf('f32', zero=24 * n), 'u32:%d' % n],
                outs=[Out(1, 'f32', out, ulps=[2, 2, 0, 0, 2, 2], rel=[0, 0, 2e-6, 2e-6, 0, 0])])


def t_initial_state(rng, variant):
    """sw/kernels/asm/initial_state.s: every user and system SGPR, EXEC, the
    packed work-item ids, MODE and the hardware registers (STATUS, HW_ID,
    GPR_ALLOC, TRAPSTS) of each wave as the dispatcher sets them
    (docs/runtime.md).  Device addresses are not known here: they are
    checked by relation (flat scratch init = the private segment V#'s base),
    and so is the scratch wave offset (a multiple of the wave's slice)."""
    nx, ny, nz = 2, 2, 2
    want = []
    for z in range(nz):
        for y in range(ny):
            for x in range(nx):
                for w in range(2):
                    v0 = []
                    for lane in (0, 1, 31):
                        f = 64 * w + lane
                        v0.append(f % 16 | (f // 16 % 2) << 10 | (f // 32) << 20)
                    want += [None, None, 0xffffffff, 0xe20fac, None, None, None, None, None, None, 0, 0, None, None,
                             16, x, y, z, (0 if w else 1 << 31) | 2, None,
                             0xffffffff, 0 if w else 0xffffffff] + v0 + [0x19d]
                    # STATUS [16:1]: VALID [16], IN_TG [11] (two waves), VCCZ [10]; HW_ID: wave w is
                    # WAVE_ID w // 4 on SIMD w % 4; GPR_ALLOC: VGPR_SIZE 0 (3 VGPRs: one granule of
                    # 8), SGPR_SIZE 112 / 8 - 1; TRAPSTS 0 (docs/salu-valu-int.md)
                    want += [(1 << 16 | 1 << 11 | 1 << 10) >> 1, w // 4 | (w % 4) << 4, 13 << 24, 0, 0, 0]
    def check(outs):
        d = struct.unpack('<%dI' % (len(outs[0]) // 4), outs[0])
        bad = []
        for r in range(len(d) // 32):
            rec = d[32 * r:32 * r + 32]
            if rec[1] >> 16 != 0x8000 or (rec[12], rec[13]) != (rec[0], rec[1] & 0xffff):
                bad.append('record %d: V# dword1 0x%x, flat scratch init 0x%x%08x vs V# base' % (r, rec[1], rec[13],
                                                                                                rec[12]))
            if 0 in (rec[4], rec[6], rec[8]):
                bad.append('record %d: a null dispatch, queue or kernarg pointer' % r)
            # the private segment wave offset: a whole 1024-byte slice; which slice a wave gets is the
            # dispatcher's choice (the model: its index in the workgroup, the RTL backends: its slot)
            if rec[19] % 1024:
                bad.append('record %d: scratch wave offset 0x%x is not a multiple of the 1024-byte slice' % (r, rec[19]))
        return bad
    return dict(grid='%dx%dx%d' % (16 * nx, 2 * ny, 3 * nz), block='16x2x3',
                args=[Buf('u32', zero=4 * len(want))], outs=[Out(0, 'u32', want)], check=check)


def collatz_steps_to_one(n):
    """Steps of the Collatz sequence from n >= 1 to 1, uncapped (scalar_collatz's EXPECT table)."""
    steps = 0
    while n > 1:
        n = n // 2 if n % 2 == 0 else 3 * n + 1
        steps += 1
    return steps


def t_scalar_collatz(rng, variant):
    """sw/kernels/asm/scalar_collatz.s: scalar instructions only (it runs on
    the first RTL slice); workgroup x counts the Collatz steps of 27 + x and
    traps when the count is not its EXPECT table, which must be Python's."""
    src = os.path.join(os.path.dirname(os.path.abspath(__file__)), '..', '..', 'sw', 'kernels', ASM['scalar_collatz'])
    table = [int(t) for line in open(src) if line.startswith('// EXPECT') for t in line.split()[2:]]
    want = [collatz_steps_to_one(27 + x) for x in range(4)]
    def check(outs):
        return [] if table == want else ['EXPECT table %r in the kernel, Python says %r' % (table, want)]
    return dict(grid='256', block='64', args=[], outs=[], check=check)


def calls_ref(i, x):
    a = [x] + list(range(1, 33)) + [x]
    m = (a[0] - a[1] + a[2] * a[3] - a[4] + a[5] * a[6] - a[7] + a[8] * a[9] - a[10] + a[11] * a[12] - a[13] +
         a[14] * a[15] - a[16] + a[17] * a[18] - a[19] + a[20] * a[21] - a[22] + a[23] * a[24] - a[25] +
         a[26] * a[27] - a[28] + a[29] * a[30] - a[31] + a[32] * a[33])
    v = [trem(x * (k + 3), 101) - 50 for k in range(8)]
    d = x
    for _ in range(i % 5):
        d = s32(d * 3 + 1)
    d -= i % 5
    return [s32(m), min(v) * 1000 + max(v), s32(d)]


def t_calls(rng, variant):
    """noinline calls: 34 arguments (some on the stack), a struct return, a
    pointer to a private array, recursion (a dynamic stack)."""
    n = 200
    data = [rng.randint(-10**6, 10**6) for _ in range(n)]
    # clang-16 sizes the stack as if depth() did not recurse: give it room
    return dict(grid=str(n), block='64', args=[Buf('i32', data), Buf('i32', zero=12 * n), 'u32:%d' % n],
                outs=[Out(1, 'i32', [v for i, x in enumerate(data) for v in calls_ref(i, x)])],
                opts=['--stack', '1024'])


def t_vector_types(rng, variant):
    """float4 and char/short element types."""
    n = 300
    v = rand_f32(rng, 4 * n, -10, 10)
    c = [rng.randint(-128, 127) for _ in range(n)]
    sh = [rng.randint(0, 65535) for _ in range(n)]
    vout, sout, cout = [], [], []
    for i in range(n):
        a = v[4 * i:4 * i + 4]
        b = a[::-1]
        vout += [f32(f32(a[k] * b[k]) + (k + 1.0)) for k in range(4)]
        sout.append(((c[i] * 300 - sh[i]) + 32768) % 65536 - 32768)
        cout.append((c[i] + (sh[i] >> 8)) % 256)
    return dict(grid=str(n), block='64',
                args=[Buf('f32', v), Buf('f32', zero=16 * n), Buf('i8', c), Buf('u16', sh), Buf('i16', zero=2 * n),
                      Buf('u8', zero=n), 'u32:%d' % n],
                outs=[Out(1, 'f32', vout, ulps=1), Out(4, 'i16', sout), Out(5, 'u8', cout)])


def t_bitonic_1024(rng, variant):
    """Workgroups of 1024 work-items (16 waves) through 55 barriers."""
    groups = 2
    data = [rng.randint(-10**6, 10**6) for _ in range(1024 * groups)]
    out = []
    for g in range(groups):
        out += sorted(data[g * 1024:(g + 1) * 1024])
    return dict(grid=str(1024 * groups), block='1024', args=[Buf('i32', data)], outs=[Out(0, 'i32', out)])


def t_implicit_args(rng, variant):
    """The hidden arguments: v4 has global offsets and null pointers (all 0);
    v5 has block counts (work-groups, rounded up), group sizes, remainders,
    global offsets, grid dimensions, null pointers, then the queue pointer."""
    gx, gy, bx, by = 100, 3, 64, 2
    if not variant.endswith('v5'):
        want = [0] * 14
    else:
        want = [(gx + bx - 1) // bx, (gy + by - 1) // by, 1, bx | by << 16, 1 | (gx % bx) << 16, (gy % by) | 0 << 16]
        want += [0] * 10 + [2] + [0] * 33 + [None, None]
    n = len(want)
    return dict(grid='%dx%d' % (gx, gy), block='%dx%d' % (bx, by), args=[Buf('u32', zero=4 * n), 'u32:%d' % n],
                outs=[Out(0, 'u32', want)])


# ---- MFMA kernels (sw/kernels/mfma_*.cl): matrix products in plain loops.
# Inputs are small dyadic numbers, so every sum is exact and the result does
# not depend on the order or rounding of the accumulation (docs/mfma.md pins
# those in tests/mfma); the outputs are compared exactly.

def mfma_vals(rng, n, scale=8, lim=16):
    return [rng.randint(-lim, lim) / scale for _ in range(n)]


def matmul_ref(A, B, C, m, n, k):
    return [C[i * n + j] + sum(A[i * k + q] * B[q * n + j] for q in range(k)) for i in range(m) for j in range(n)]


def bf16_bits(x):
    return struct.unpack('<I', struct.pack('<f', x))[0] >> 16   # exact for these values


def t_mfma_f32(rng, variant):
    A, B, C = mfma_vals(rng, 64), mfma_vals(rng, 64), mfma_vals(rng, 256)
    return dict(grid='64', block='64', args=[Buf('f32', A), Buf('f32', B), Buf('f32', C), Buf('f32', zero=1024)],
                outs=[Out(3, 'f32', matmul_ref(A, B, C, 16, 16, 4))])


def t_mfma_f32_outer(rng, variant):
    A, B, D = mfma_vals(rng, 64), mfma_vals(rng, 64), mfma_vals(rng, 256)
    ref = [D[b * 16 + i * 4 + j] + A[b * 4 + i] * B[b * 4 + j] for b in range(16) for i in range(4) for j in range(4)]
    return dict(grid='64', block='64', args=[Buf('f32', A), Buf('f32', B), Buf('f32', D)], outs=[Out(2, 'f32', ref)])


def t_mfma_gemm(rng, variant):
    m, n, k = 64, 96, 32
    A, B = mfma_vals(rng, m * k), mfma_vals(rng, k * n)
    ref = matmul_ref(A, B, [0.0] * (m * n), m, n, k)
    return dict(grid='%dx%d' % (n // 32 * 64, m // 32), block='64x1',
                args=[Buf('f32', A), Buf('f32', B), Buf('f32', zero=4 * m * n), 'u32:%d' % m, 'u32:%d' % n,
                      'u32:%d' % k], outs=[Out(2, 'f32', ref)])


def t_mfma_f16(rng, variant):
    A, B, C = mfma_vals(rng, 256), mfma_vals(rng, 256), mfma_vals(rng, 256)
    return dict(grid='64', block='64', args=[Buf('f16', A), Buf('f16', B), Buf('f32', C), Buf('f32', zero=1024)],
                outs=[Out(3, 'f32', matmul_ref(A, B, C, 16, 16, 16))])


def t_mfma_f16_bcast(rng, variant):
    A, B, C = mfma_vals(rng, 256), mfma_vals(rng, 256), mfma_vals(rng, 1024)
    ref = []
    for b in range(4):   # CBSZ=2, ABID=1: A block 1 feeds all four blocks; B stored (block, j, k)
        ref += [C[b * 256 + i * 16 + j] + sum(A[64 + i * 4 + q] * B[b * 64 + j * 4 + q] for q in range(4))
                for i in range(16) for j in range(16)]
    return dict(grid='64', block='64', args=[Buf('f16', A), Buf('f16', B), Buf('f32', C), Buf('f32', zero=4096)],
                outs=[Out(3, 'f32', ref)])


def t_mfma_bf16_1k(rng, variant):
    A, B, C = mfma_vals(rng, 256), mfma_vals(rng, 256), mfma_vals(rng, 256)
    return dict(grid='64', block='64', args=[Buf('u16', [bf16_bits(x) for x in A]),
                                             Buf('u16', [bf16_bits(x) for x in B]), Buf('f32', C),
                                             Buf('f32', zero=1024)],
                outs=[Out(3, 'f32', matmul_ref(A, B, C, 16, 16, 16))])


def t_mfma_bf16(rng, variant):
    A, B, C = mfma_vals(rng, 128), mfma_vals(rng, 128), mfma_vals(rng, 256)
    return dict(grid='64', block='64', args=[Buf('u16', [bf16_bits(x) for x in A]),
                                             Buf('u16', [bf16_bits(x) for x in B]), Buf('f32', C),
                                             Buf('f32', zero=1024)],
                outs=[Out(3, 'f32', matmul_ref(A, B, C, 16, 16, 8))])


def t_mfma_i8(rng, variant):
    A = [rng.randint(-128, 127) for _ in range(256)]
    B = [rng.randint(-128, 127) for _ in range(256)]
    C = [rng.randint(-2**31, 2**31 - 1) for _ in range(256)]
    ref = [s32(v) for v in matmul_ref(A, B, C, 16, 16, 16)]   # int32 sums wrap
    return dict(grid='64', block='64', args=[Buf('i8', A), Buf('i8', B), Buf('i32', C), Buf('i32', zero=1024)],
                outs=[Out(3, 'i32', ref)])


def t_mfma_i8_blgp(rng, variant):
    A = [rng.randint(-128, 127) for _ in range(256)]
    B = [rng.randint(-128, 127) for _ in range(256)]
    C = [rng.randint(-2**20, 2**20) for _ in range(256)]
    # BLGP=4: every block reads B from lanes 0-15, i.e. blocks 0-3; B stored (block, j, k)
    ref = [s32(C[b * 16 + i * 4 + j] + sum(A[b * 16 + i * 4 + q] * B[(b % 4) * 16 + j * 4 + q] for q in range(4)))
           for b in range(16) for i in range(4) for j in range(4)]
    return dict(grid='64', block='64', args=[Buf('i8', A), Buf('i8', B), Buf('i32', C), Buf('i32', zero=1024)],
                outs=[Out(3, 'i32', ref)])


def t_mfma_f64(rng, variant):
    A, B, C = mfma_vals(rng, 64, 1024, 4096), mfma_vals(rng, 64, 1024, 4096), mfma_vals(rng, 256, 1024, 4096)
    return dict(grid='64', block='64', args=[Buf('f64', A), Buf('f64', B), Buf('f64', C), Buf('f64', zero=2048)],
                outs=[Out(3, 'f64', matmul_ref(A, B, C, 16, 16, 4))])


def t_mfma_f64_loop(rng, variant):
    """mfma_f64 with c filled and d read in loops.  clang-16 -O0 miscompiles
    the insert of a double at a variable index (docs/known-issues.md): the
    waterfall loop writes both halves of C[...] to the low dword of c[r]
    (s_set_gpr_idx_on with the same index and v_mov_b32 destination twice),
    so c[r] is the denormal with low dword hi32(C[...]) and high dword 0.
    The -O0 builds are checked against what that code computes per the ISA:
    the product sum alone (a nonzero sum is a multiple of 2**-20, so adding
    the denormal rounds back to it; a zero sum is left unchecked, its value
    depends on the order of the additions)."""
    A, B, C = mfma_vals(rng, 64, 1024, 4096), mfma_vals(rng, 64, 1024, 4096), mfma_vals(rng, 256, 1024, 4096)
    if variant.startswith('O0'):
        ref = [s if s != 0 else None for s in matmul_ref(A, B, [0.0] * 256, 16, 16, 4)]
    else:
        ref = matmul_ref(A, B, C, 16, 16, 4)
    return dict(grid='64', block='64', args=[Buf('f64', A), Buf('f64', B), Buf('f64', C), Buf('f64', zero=2048)],
                outs=[Out(3, 'f64', ref)])


def t_mfma_f64_4x4(rng, variant):
    A, B, C = mfma_vals(rng, 64, 1024, 4096), mfma_vals(rng, 64, 1024, 4096), mfma_vals(rng, 64, 1024, 4096)
    ref = []
    for b in range(4):
        ref += matmul_ref(A[b * 16:b * 16 + 16], B[b * 16:b * 16 + 16], C[b * 16:b * 16 + 16], 4, 4, 4)
    return dict(grid='64', block='64', args=[Buf('f64', A), Buf('f64', B), Buf('f64', C), Buf('f64', zero=512)],
                outs=[Out(3, 'f64', ref)])


# tests whose kernel lives in another kernel's source file
SOURCE = {'atomics': 'const_table'}
# tests of assembly kernels (sw/kernels/asm), assembled by llvm-mc-16, one variant 'asm'
ASM = {'initial_state': 'asm/initial_state.s', 'scalar_collatz': 'asm/scalar_collatz.s'}
# how scripts/pocl_tests.py runs these kernels on PoCL (ktest/__init__.py): the
# others agree with PoCL bit for bit (f32_math too: the model's v_sqrt_f32 is
# correctly rounded, docs/numerics.md, and clang's div_scale/div_fmas/div_fixup
# quotient is the correctly rounded one)
_AMDGCN = 'uses amdgcn built-ins (__builtin_amdgcn_*), which PoCL\'s x86 compiler does not have'
POCL = {
    'approx_f32': dict(skip=_AMDGCN + ': the rcp, rsq, sin and cos instructions themselves'),
    'wave_ops': dict(skip=_AMDGCN + ': cross-lane operations of a 64-lane wave'),
    'implicit_args': dict(skip=_AMDGCN + ': the code object\'s hidden arguments'),
    'f16_math': dict(skip='half arithmetic: PoCL 3.1\'s CPU device lacks cl_khr_fp16'),
    'f16_math_branch': dict(skip='half arithmetic: PoCL 3.1\'s CPU device lacks cl_khr_fp16'),
    'f64_math': dict(ulps=[0, 0, 0, 2**29, 0, 0],
                     why='sqrt(double) is a bare v_sqrt_f64, 24 significant bits (docs/numerics.md); PoCL rounds '
                         'it correctly'),
}
POCL.update((t[2:], dict(skip=_AMDGCN + ': an MFMA instruction')) for t in list(globals())
            if t.startswith('t_mfma'))
