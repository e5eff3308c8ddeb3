#!/usr/bin/python3
"""pyopencl (Debian's python3-pyopencl) on the project's OpenCL platform:
it finds the platform, then runs a vector add and a work-group reduction in
__local memory, each checked against Python.  Run with OCL_ICD_VENDORS naming
build/gcn.icd (make test does)."""
import sys

import numpy as np
import pyopencl as cl

SOURCE = """
__kernel void vadd(__global const float *a, __global const float *b, __global float *c)
{
    size_t i = get_global_id(0);
    c[i] = a[i] + b[i];
}

__kernel void reduce(__global const int *in, __global int *partial, __local int *tmp)
{
    size_t l = get_local_id(0);
    tmp[l] = in[get_global_id(0)];
    for (size_t s = get_local_size(0) / 2; s > 0; s /= 2) {
        barrier(CLK_LOCAL_MEM_FENCE);
        if (l < s)
            tmp[l] += tmp[l + s];
    }
    if (l == 0)
        partial[get_group_id(0)] = tmp[0];
}
"""


def main():
    platforms = [p for p in cl.get_platforms() if p.name == 'gfx90a compute unit']
    if not platforms:
        sys.exit('test_pyopencl: no gfx90a platform among %s' % [p.name for p in cl.get_platforms()])
    dev = platforms[0].get_devices()[0]
    assert dev.max_compute_units == 1 and dev.max_work_group_size == 1024, dev
    ctx = cl.Context([dev])
    queue = cl.CommandQueue(ctx)
    prg = cl.Program(ctx, SOURCE).build()
    mf = cl.mem_flags

    n = 3000
    a = [float(i % 61) * 0.5 - 7.0 for i in range(n)]
    b = [float(i % 7) * 1.25 for i in range(n)]
    a_np, b_np = np.array(a, dtype=np.float32), np.array(b, dtype=np.float32)
    da = cl.Buffer(ctx, mf.READ_ONLY | mf.COPY_HOST_PTR, hostbuf=a_np)
    db = cl.Buffer(ctx, mf.READ_ONLY | mf.COPY_HOST_PTR, hostbuf=b_np)
    dc = cl.Buffer(ctx, mf.WRITE_ONLY, a_np.nbytes)
    prg.vadd(queue, (n,), None, da, db, dc)
    c = np.empty_like(a_np)
    cl.enqueue_copy(queue, c, dc)
    wrong = [i for i in range(n) if float(c[i]) != a[i] + b[i]]   # exact in float32 for these values
    if wrong:
        sys.exit('test_pyopencl: vadd wrong at %d elements, first %d: %r != %r'
                 % (len(wrong), wrong[0], float(c[wrong[0]]), a[wrong[0]] + b[wrong[0]]))

    local, groups = 128, 16
    vals = [(i * 37) % 1001 - 500 for i in range(local * groups)]
    din = cl.Buffer(ctx, mf.READ_ONLY | mf.COPY_HOST_PTR, hostbuf=np.array(vals, dtype=np.int32))
    dpart = cl.Buffer(ctx, mf.WRITE_ONLY, 4 * groups)
    prg.reduce(queue, (local * groups,), (local,), din, dpart, cl.LocalMemory(4 * local))
    part = np.empty(groups, dtype=np.int32)
    cl.enqueue_copy(queue, part, dpart)
    expect = [sum(vals[g * local:(g + 1) * local]) for g in range(groups)]
    if [int(x) for x in part] != expect:
        sys.exit('test_pyopencl: reduce gave %s, expected %s' % (list(part), expect))
    queue.finish()
    print('pyopencl on %s: vadd of %d and a reduction of %d groups in __local memory checked'
          % (dev.name, n, groups))


main()
