#!/usr/bin/env python3
"""Malformed code objects for the bad-input tests, made from a real one by
patching its section headers in place (the file keeps its size):

  nobits-shstrtab  the section name table becomes SHT_NOBITS, its offset past the end of the file
  nobits-strtab    the same for the symbol table's string table (.strtab)
  nobits-text      .text becomes SHT_NOBITS (code with no bytes in the file)
  text-misaligned  .text's address and offset move up one byte (code that is not dword-aligned)
  big-bss          .comment becomes an allocated SHT_NOBITS section of 1 GiB after the others

Usage: elf_mutate.py KIND IN.co OUT.co"""
import struct
import sys

SHT_NOBITS = 8
SHF_WRITE, SHF_ALLOC = 1, 2


def sections(data):
    """(header offset, name, type, flags, addr, offset, size, link) of every section."""
    shoff, = struct.unpack_from('<Q', data, 0x28)
    shnum, shstrndx = struct.unpack_from('<HH', data, 0x3C)
    hdrs = []
    for i in range(shnum):
        at = shoff + 64 * i
        name, typ, flags, addr, off, size, link = struct.unpack_from('<IIQQQQI', data, at)
        hdrs.append([at, name, typ, flags, addr, off, size, link])
    strtab_off = hdrs[shstrndx][5]
    for h in hdrs:
        end = data.index(b'\0', strtab_off + h[1])
        h[1] = data[strtab_off + h[1]:end].decode()
    return hdrs, shstrndx


def patch(data, hdr, typ=None, flags=None, addr=None, off=None, size=None):
    at, _, t, f, a, o, s, _ = hdr
    struct.pack_into('<IQQQQ', data, at + 4, t if typ is None else typ, f if flags is None else flags,
                     a if addr is None else addr, o if off is None else off, s if size is None else size)


def named(hdrs, name):
    return next(h for h in hdrs if h[1] == name)


KINDS = ('nobits-shstrtab', 'nobits-strtab', 'nobits-text', 'text-misaligned', 'big-bss')


def mutate(kind, data):
    """The code object data (a bytearray) patched in place as KIND says."""
    hdrs, shstrndx = sections(data)
    past_end = len(data) + 0x100000
    if kind == 'nobits-shstrtab':
        patch(data, hdrs[shstrndx], typ=SHT_NOBITS, off=past_end)
    elif kind == 'nobits-strtab':
        symtab = named(hdrs, '.symtab')
        patch(data, hdrs[symtab[7]], typ=SHT_NOBITS, off=past_end)
    elif kind == 'nobits-text':
        patch(data, named(hdrs, '.text'), typ=SHT_NOBITS)
    elif kind == 'text-misaligned':
        text = named(hdrs, '.text')
        patch(data, text, addr=text[4] + 1, off=text[5] + 1, size=text[6] - 1)
    elif kind == 'big-bss':
        top = max(h[4] + h[6] for h in hdrs if h[3] & SHF_ALLOC)
        patch(data, named(hdrs, '.comment'), typ=SHT_NOBITS, flags=SHF_WRITE | SHF_ALLOC,
              addr=(top + 0xfff) & ~0xfff, size=1 << 30)
    else:
        raise ValueError('elf_mutate: unknown kind %s' % kind)


def main():
    kind, src, dst = sys.argv[1:4]
    data = bytearray(open(src, 'rb').read())
    try:
        mutate(kind, data)
    except ValueError as e:
        sys.exit(str(e))
    open(dst, 'wb').write(data)


if __name__ == '__main__':
    main()
