"""Kernels whose addresses rely on the hardware's address arithmetic
(docs/memory.md, "Address arithmetic"), with the same computation in Python."""
from .values import Buf, Out


def t_lds_wrap3d(rng, variant):
    """An LDS pointer below 0 plus a folded DS offset (clang-16 -O2/-O3)."""
    tx, ty, tz = 16, 4, 4
    nx, ny, nz, r = 2 * tx, 2 * ty, 2 * tz, 2
    data = [rng.randint(-1000, 1000) for _ in range(nx * ny * nz)]
    out = []
    for gz in range(nz):
        for gy in range(ny):
            for gx in range(nx):
                lx, ly, lz = gx % tx, gy % ty, gz % tz
                x0, y0, z0 = gx - lx, gy - ly, gz - lz

                def tile(z, x):
                    return data[((z0 + z) * ny + y0 + ly) * nx + x0 + x]
                acc = 0
                for z in range(max(0, lz - r), min(tz, lz + r + 1)):
                    acc += 2 * tile(z, lx)
                    acc += tile(z, lx - 1) if lx > 0 else 0
                    acc += tile(z, lx + 1) if lx < tx - 1 else 0
                out.append(acc)
    return dict(grid='%dx%dx%d' % (nx, ny, nz), block='%dx%dx%d' % (tx, ty, tz),
                args=[Buf('i32', data), Buf('i32', zero=4 * len(data)), 'i32:%d' % nx, 'i32:%d' % ny, 'i32:%d' % r],
                outs=[Out(1, 'i32', out)])
