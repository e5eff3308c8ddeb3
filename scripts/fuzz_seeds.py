#!/usr/bin/env python3
"""Seed corpora of the libFuzzer targets (tests/fuzz/fuzz_TARGET.c), made from the built code
objects, one file per distinct content:

  loader    every code object under BUILD/kernels, and the malformed ones elf_mutate.py makes
  metadata  their AMDGPU metadata notes (NT_AMDGPU_METADATA, the MessagePack bytes alone)
  decoder   their .text sections

Usage: fuzz_seeds.py TARGET BUILD OUTDIR   (OUTDIR's files are replaced)
Prints how many seeds it wrote; fails when there is no code object to make them from."""
import glob
import hashlib
import os
import struct
import sys

import elf_mutate

SHT_NOTE = 7
NT_AMDGPU_METADATA = 32


def notes(data, hdrs):
    """The descriptors of the AMDGPU metadata notes in the SHT_NOTE sections."""
    for _, _, typ, _, _, off, size, _ in hdrs:
        if typ != SHT_NOTE:
            continue
        at, end = off, off + size
        while end - at >= 12:
            namesz, descsz, ntype = struct.unpack_from('<III', data, at)
            name_at = at + 12
            desc_at = name_at + (namesz + 3) // 4 * 4
            if ntype == NT_AMDGPU_METADATA and data[name_at:name_at + namesz] == b'AMDGPU\0':
                yield bytes(data[desc_at:desc_at + descsz])
            at = desc_at + (descsz + 3) // 4 * 4


def text(data, hdrs):
    for _, name, _, _, _, off, size, _ in hdrs:
        if name == '.text':
            yield bytes(data[off:off + size])


def seeds(target, objects):
    """(name, bytes) of every seed of TARGET."""
    for path in objects:
        data = bytearray(open(path, 'rb').read())
        base = os.path.basename(path)
        if target == 'loader':
            yield base, bytes(data)
            continue
        hdrs, _ = elf_mutate.sections(data)
        for i, blob in enumerate((notes if target == 'metadata' else text)(data, hdrs)):
            yield '%s.%d' % (base, i), blob
    if target == 'loader':
        for kind in elf_mutate.KINDS:
            data = bytearray(open(objects[0], 'rb').read())
            elf_mutate.mutate(kind, data)
            yield kind + '.co', bytes(data)


def main():
    if len(sys.argv) != 4 or sys.argv[1] not in ('loader', 'metadata', 'decoder'):
        sys.exit(__doc__)
    target, build, out = sys.argv[1:]
    objects = sorted(glob.glob(os.path.join(build, 'kernels', '*.co')))
    if not objects:
        sys.exit('fuzz_seeds.py: no code objects under %s/kernels (make kernels)' % build)
    # vector_add first: the malformed objects are made from it, as the bad-input tests do
    objects.sort(key=lambda p: not os.path.basename(p).startswith('vector_add.O2.'))
    os.makedirs(out, exist_ok=True)
    for f in os.listdir(out):
        os.remove(os.path.join(out, f))
    seen = set()
    for name, blob in seeds(target, objects):
        digest = hashlib.sha1(blob).digest()
        if digest not in seen:
            seen.add(digest)
            with open(os.path.join(out, name), 'wb') as f:
                f.write(blob)
    print('%d %s seeds from %d code objects' % (len(seen), target, len(objects)))


if __name__ == '__main__':
    main()
