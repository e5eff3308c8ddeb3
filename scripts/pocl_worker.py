#!/usr/bin/python3
"""Runs kernels on PoCL (Debian's CPU OpenCL, through python3-pyopencl) for
scripts/pocl_tests.py: run by Debian's /usr/bin/python3, whose packages hold
pyopencl, whatever python3 runs the tests.

Once PoCL is up it says {"ready": DEVICE}; then it reads jobs, one JSON
object a line, on stdin and answers each with one JSON line on stdout: {"ok": true} once the output buffers are written, or
{"error": "..."}.  A job:
  sources  the .cl files of one program (several: compiled each, then linked)
  options  build options (the include path of sw/include)
  kernel   the kernel's name
  global, local   the NDRange (global already a multiple of local)
  args     ["buf", FILE or null, BYTES] | ["local", BYTES] | ["scalar", TYPE, VALUE]
  outs     [[INDEX, FILE]...]: buffer arguments to write after the run
Each program is built once and kept for later jobs."""
import json
import os
import sys

try:
    import numpy as np
    import pyopencl as cl
except ImportError as e:
    sys.exit('pocl_worker: %s (Debian\'s python3-pyopencl and pocl-opencl-icd: make deps)' % e)

SCALARS = {'i32': np.int32, 'u32': np.uint32, 'i64': np.int64, 'u64': np.uint64, 'f32': np.float32,
           'f64': np.float64}


def pocl_context():
    for p in cl.get_platforms():
        if 'Portable Computing Language' in p.name:
            return cl.Context(p.get_devices())
    sys.exit('pocl_worker: no PoCL platform among %s (install pocl-opencl-icd: make deps)' %
             [p.name for p in cl.get_platforms()])


class Runner:
    def __init__(self):
        self.ctx = pocl_context()
        self.queue = cl.CommandQueue(self.ctx)
        self.programs = {}

    def program(self, sources, options):
        key = (tuple(sources), tuple(options))
        if key not in self.programs:
            texts = [open(s).read() for s in sources]
            if len(texts) == 1:
                prg = cl.Program(self.ctx, texts[0]).build(options=options)
            else:
                objs = [cl.Program(self.ctx, t).compile(options=options) for t in texts]
                prg = cl.link_program(self.ctx, objs)
            self.programs[key] = prg
        return self.programs[key]

    def arg(self, a):
        kind = a[0]
        if kind == 'buf':
            path, size = a[1], a[2]
            mf = cl.mem_flags
            if path is None:
                buf = cl.Buffer(self.ctx, mf.READ_WRITE, max(size, 1))
                cl.enqueue_fill_buffer(self.queue, buf, np.uint8(0), 0, max(size, 1))
                return buf
            data = np.fromfile(path, dtype=np.uint8)
            return cl.Buffer(self.ctx, mf.READ_WRITE | mf.COPY_HOST_PTR, hostbuf=data if data.size else
                             np.zeros(1, np.uint8))
        if kind == 'local':
            return cl.LocalMemory(a[1])
        if kind == 'scalar':
            t, v = a[1], a[2]
            return SCALARS[t](float(v) if t[0] == 'f' else int(v, 0))
        raise ValueError('unknown argument %r' % (a,))

    def run(self, job):
        prg = self.program(job['sources'], job['options'])
        kern = getattr(prg, job['kernel'])
        args = [self.arg(a) for a in job['args']]
        kern(self.queue, tuple(job['global']), tuple(job['local']), *args)
        for index, path in job['outs']:
            host = np.empty(job['args'][index][2], np.uint8)
            cl.enqueue_copy(self.queue, host, args[index])
            host.tofile(path)
        self.queue.finish()


def main():
    # the protocol owns the real stdout; anything the OpenCL stack prints goes to stderr
    proto = os.fdopen(os.dup(1), 'w')
    os.dup2(2, 1)
    runner = Runner()
    proto.write(json.dumps({'ready': runner.ctx.devices[0].name}) + '\n')
    proto.flush()
    for line in sys.stdin:
        try:
            runner.run(json.loads(line))
            reply = {'ok': True}
        except Exception as e:   # a build log or an OpenCL error goes back to the caller
            reply = {'error': ('%s: %s' % (type(e).__name__, e)).strip()}
        proto.write(json.dumps(reply) + '\n')
        proto.flush()


if __name__ == '__main__':
    main()
