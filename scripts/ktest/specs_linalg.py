"""Dense linear algebra kernels (sw/kernels): GEMM with LDS tiles, GEMV,
transposes, LU.  Inputs are small dyadic rationals (values.rand_dyadic) or,
for LU, matrices built as exact products L U of small integers, so every
intermediate value is exact in f32: the model, PoCL and the Python reference
must agree bit for bit whatever order or fma contraction a compiler picks."""
import math

from .values import Buf, Out, ceil_to, f32, rand_dyadic, rand_f32


def matmul(A, B, m, n, k):
    return [sum(A[i * k + q] * B[q * n + j] for q in range(k)) for i in range(m) for j in range(n)]


def t_gemm_tile16(rng, variant):
    m, n, k = 45, 37, 29
    A, B, C = rand_dyadic(rng, m * k), rand_dyadic(rng, k * n), rand_dyadic(rng, m * n)
    alpha, beta = 1.5, -0.5
    ref = [alpha * p + beta * c for p, c in zip(matmul(A, B, m, n, k), C)]
    return dict(grid='%dx%d' % (ceil_to(n, 16), ceil_to(m, 16)), block='16x16',
                args=[Buf('f32', A), Buf('f32', B), Buf('f32', C), 'u32:%d' % m, 'u32:%d' % n, 'u32:%d' % k,
                      'f32:%r' % alpha, 'f32:%r' % beta],
                outs=[Out(2, 'f32', ref)])


def t_gemm_reg4(rng, variant):
    m, n, k = 45, 40, 21
    A, B = rand_dyadic(rng, m * k), rand_dyadic(rng, k * n)
    return dict(grid='%dx%d' % (ceil_to(n, 32), ceil_to(m, 32) // 4), block='32x8',
                args=[Buf('f32', A), Buf('f32', B), Buf('f32', zero=4 * m * n), 'u32:%d' % m, 'u32:%d' % n,
                      'u32:%d' % k],
                outs=[Out(2, 'f32', matmul(A, B, m, n, k))])


def t_gemv_row(rng, variant):
    m, n = 300, 77
    A, x, y = rand_dyadic(rng, m * n), rand_dyadic(rng, n), rand_dyadic(rng, m)
    ref = [2.0 * p + 0.25 * c for p, c in zip(matmul(A, x, m, 1, n), y)]
    return dict(grid=str(m), block='64',
                args=[Buf('f32', A), Buf('f32', x), Buf('f32', y), 'u32:%d' % m, 'u32:%d' % n, 'f32:2.0',
                      'f32:0.25'],
                outs=[Out(2, 'f32', ref)])


def t_gemv_t(rng, variant):
    m, n = 77, 300
    A, x = rand_dyadic(rng, m * n), rand_dyadic(rng, m)
    ref = [sum(A[i * n + j] * x[i] for i in range(m)) for j in range(n)]
    return dict(grid=str(n), block='128',
                args=[Buf('f32', A), Buf('f32', x), Buf('f32', zero=4 * n), 'u32:%d' % m, 'u32:%d' % n],
                outs=[Out(2, 'f32', ref)])


def t_gemv_wg(rng, variant):
    m, n = 24, 300
    A, x = rand_dyadic(rng, m * n), rand_dyadic(rng, n)
    return dict(grid=str(128 * m), block='128',
                args=[Buf('f32', A), Buf('f32', x), Buf('f32', zero=4 * m), 'u32:%d' % n],
                outs=[Out(2, 'f32', matmul(A, x, m, 1, n))])


def t_transpose_naive(rng, variant):
    w, h = 70, 45
    a = rand_f32(rng, w * h, -1e6, 1e6)
    return dict(grid='%dx%d' % (ceil_to(w, 16), ceil_to(h, 16)), block='16x16',
                args=[Buf('f32', a), Buf('f32', zero=4 * w * h), 'u32:%d' % w, 'u32:%d' % h],
                outs=[Out(1, 'f32', [a[y * w + x] for x in range(w) for y in range(h)])])


def t_transpose_pad(rng, variant):
    w, h = 100, 67
    a = rand_f32(rng, w * h, -1e6, 1e6)
    return dict(grid='%dx%d' % (ceil_to(w, 32), ceil_to(h, 32) // 4), block='32x8',
                args=[Buf('f32', a), Buf('f32', zero=4 * w * h), 'u32:%d' % w, 'u32:%d' % h],
                outs=[Out(1, 'f32', [a[y * w + x] for x in range(w) for y in range(h)])])


def lu_matrix(rng, n):
    """A = L U for a unit lower L and an upper U of small integers (U's
    diagonal nonzero): every value of its elimination without pivoting is a
    small integer, exact in f32."""
    L = [[1 if i == j else rng.randint(-2, 2) if j < i else 0 for j in range(n)] for i in range(n)]
    U = [[rng.choice([1, 2, 3, -2, 4]) if i == j else rng.randint(-3, 3) if j > i else 0 for j in range(n)]
         for i in range(n)]
    return [[float(sum(L[i][p] * U[p][j] for p in range(n))) for j in range(n)] for i in range(n)]


def lu_step_ref(A, n, k):
    """Step k in IEEE arithmetic (Python floats are exact here): the
    multipliers carry the sign a division gives a zero (0 / -2 = -0)."""
    out = [row[:] for row in A]
    for i in range(k + 1, n):
        lv = A[i][k] / A[k][k]
        out[i][k] = lv
        for j in range(k + 1, n):
            out[i][j] = A[i][j] - lv * A[k][j]
    return out


def t_lu_panel(rng, variant):
    n, batch = 24, 3
    data, ref = [], []
    for _ in range(batch):
        A = lu_matrix(rng, n)
        data += [v for row in A for v in row]
        for k in range(n - 1):
            A = lu_step_ref(A, n, k)
        ref += [v for row in A for v in row]
    return dict(grid='%dx%dx%d' % (n, n, batch), block='%dx%dx1' % (n, n), args=[Buf('f32', data)],
                outs=[Out(0, 'f32', ref)])


def t_lu_step(rng, variant):
    n, k = 40, 5
    A = lu_matrix(rng, n)
    for s in range(k):   # the matrix after k steps, then step k on the device
        A = lu_step_ref(A, n, s)
    ref = lu_step_ref(A, n, k)
    return dict(grid='%dx%d' % (ceil_to(n, 16), n), block='16x8',
                args=[Buf('f32', [v for row in A for v in row]), Buf('f32', zero=4 * n * n), 'u32:%d' % n,
                      'u32:%d' % k],
                outs=[Out(1, 'f32', [v for row in ref for v in row])])


def t_batched_mat4(rng, variant):
    batch = 300
    A, B, C = rand_dyadic(rng, 16 * batch), rand_dyadic(rng, 16 * batch), rand_dyadic(rng, 16 * batch)
    ref = []
    for b in range(batch):
        P = matmul(A[16 * b:16 * b + 16], B[16 * b:16 * b + 16], 4, 4, 4)
        ref += [c + p for c, p in zip(C[16 * b:16 * b + 16], P)]
    return dict(grid=str(batch), block='64',
                args=[Buf('f32', A), Buf('f32', B), Buf('f32', C), 'u32:%d' % batch],
                outs=[Out(2, 'f32', ref)])


def t_normalize_rows(rng, variant):
    """Ordinary floats: the sum of squares is rounded in the kernel's order,
    with `acc += r * r` contracted to an fma or not (the reference does not),
    hence 4 ulps on the norm and the quotients."""
    rows, n, wg = 8, 200, 64
    a = rand_f32(rng, rows * n, -10, 10)
    out, norms = [], []
    for r in range(rows):
        row = a[r * n:(r + 1) * n]
        s = [0.0] * wg
        for j, v in enumerate(row):
            s[j % wg] = f32(s[j % wg] + f32(v * v))
        h = wg // 2
        while h:
            s = [f32(s[i] + s[i + h]) for i in range(h)]
            h //= 2
        norm = f32(math.sqrt(s[0]))
        norms.append(norm)
        out += [f32(v / norm) for v in row]
    return dict(grid=str(rows * wg), block=str(wg),
                args=[Buf('f32', a), Buf('f32', zero=4 * rows * n), Buf('f32', zero=4 * rows), 'u32:%d' % n],
                outs=[Out(1, 'f32', out, ulps=4), Out(2, 'f32', norms, ulps=4)])


POCL = {
    'normalize_rows': dict(ulps=4, why='PoCL contracts acc += r * r to an fma only on a host CPU that has one; '
                                       'the model always does (v_fmac_f32)'),
}
