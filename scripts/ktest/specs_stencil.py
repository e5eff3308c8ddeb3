"""Stencil kernels (sw/kernels): 2-D and 3-D Jacobi sweeps, convolutions
with LDS tiles and halos in 2-D and 3-D workgroups.  Inputs and weights are
small dyadic rationals (values.rand_dyadic): every sum is exact in f32, so
the model, PoCL and the Python reference agree bit for bit."""
from .values import Buf, Out, ceil_to, rand_dyadic


def t_jacobi2d_lds(rng, variant):
    w, h = 70, 45
    a = rand_dyadic(rng, w * h, 256, 16)
    ref = []
    for y in range(h):
        for x in range(w):
            i = y * w + x
            border = x in (0, w - 1) or y in (0, h - 1)
            ref.append(a[i] if border else 0.25 * ((a[i - w] + a[i + w]) + (a[i - 1] + a[i + 1])))
    return dict(grid='%dx%d' % (ceil_to(w, 16), ceil_to(h, 16)), block='16x16',
                args=[Buf('f32', a), Buf('f32', zero=4 * w * h), 'i32:%d' % w, 'i32:%d' % h],
                outs=[Out(1, 'f32', ref)])


def t_jacobi3d(rng, variant):
    w, h, d = 20, 18, 14
    a = rand_dyadic(rng, w * h * d, 256, 16)
    c0, c1 = 0.5, 0.0625
    plane, ref = w * h, []
    for z in range(d):
        for y in range(h):
            for x in range(w):
                i = z * plane + y * w + x
                if x in (0, w - 1) or y in (0, h - 1) or z in (0, d - 1):
                    ref.append(a[i])
                else:
                    s = a[i - 1] + a[i + 1] + a[i - w] + a[i + w] + a[i - plane] + a[i + plane]
                    ref.append(c0 * a[i] + c1 * s)
    return dict(grid='%dx%dx%d' % (ceil_to(w, 8), ceil_to(h, 4), ceil_to(d, 4)), block='8x4x4',
                args=[Buf('f32', a), Buf('f32', zero=4 * w * h * d), 'u32:%d' % w, 'u32:%d' % h, 'u32:%d' % d,
                      'f32:%r' % c0, 'f32:%r' % c1],
                outs=[Out(1, 'f32', ref)])


def t_conv2d_lds(rng, variant):
    w, h, r = 53, 37, 2
    a, f = rand_dyadic(rng, w * h, 64, 16), rand_dyadic(rng, 25, 16, 16)

    def px(x, y):
        return a[y * w + x] if 0 <= x < w and 0 <= y < h else 0.0
    ref = [sum(f[(dy + r) * 5 + dx + r] * px(x + dx, y + dy) for dy in range(-r, r + 1) for dx in range(-r, r + 1))
           for y in range(h) for x in range(w)]
    return dict(grid='%dx%d' % (ceil_to(w, 16), ceil_to(h, 8)), block='16x8',
                args=[Buf('f32', a), Buf('f32', f), Buf('f32', zero=4 * w * h), 'i32:%d' % w, 'i32:%d' % h],
                outs=[Out(2, 'f32', ref)])


def t_conv3d_lds(rng, variant):
    w, h, d = 14, 11, 7
    a, f = rand_dyadic(rng, w * h * d, 64, 16), rand_dyadic(rng, 27, 16, 16)

    def px(x, y, z):
        return a[(z * h + y) * w + x] if 0 <= x < w and 0 <= y < h and 0 <= z < d else 0.0
    taps = [(dz, dy, dx) for dz in (-1, 0, 1) for dy in (-1, 0, 1) for dx in (-1, 0, 1)]
    ref = [sum(f[((dz + 1) * 3 + dy + 1) * 3 + dx + 1] * px(x + dx, y + dy, z + dz) for dz, dy, dx in taps)
           for z in range(d) for y in range(h) for x in range(w)]
    return dict(grid='%dx%dx%d' % (ceil_to(w, 8), ceil_to(h, 8), ceil_to(d, 4)), block='8x8x4',
                args=[Buf('f32', a), Buf('f32', f), Buf('f32', zero=4 * w * h * d), 'i32:%d' % w, 'i32:%d' % h,
                      'i32:%d' % d],
                outs=[Out(2, 'f32', ref)])
