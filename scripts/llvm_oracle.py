"""Ask LLVM 16 how it disassembles gfx90a instruction words.

The oracle for every encoding question in this project is llvm-objdump-16.
Words are wrapped in an ELF object by llvm-mc-16 (as .long directives) and
disassembled; each probe gets its own symbol so that objdump restarts decoding
at the probe's first word, and a trailing pad word gives instructions that take
a literal something to read.
"""
import os
import re
import subprocess
import tempfile

MC = os.environ.get("LLVM_MC", "llvm-mc-16")
OBJDUMP = os.environ.get("LLVM_OBJDUMP", "llvm-objdump-16")
TRIPLE = "amdgcn-amd-amdhsa"
MCPU = "gfx90a"
PAD = 0xBF800000  # s_nop 0: what a literal-reading probe consumes

_LINE = re.compile(r"^\t(.*?)\s*// ([0-9A-F]{12}): ([0-9A-F ]+?)(?: ;.*| <.*>)?$")


def assemble_words(path_s, path_o, words):
    with open(path_s, "w") as f:
        f.write("\t.text\n")
        for w in words:
            f.write("\t.long 0x%08x\n" % w)
    subprocess.check_call([MC, "-triple=" + TRIPLE, "-mcpu=" + MCPU,
                           "-filetype=obj", path_s, "-o", path_o])


def objdump_lines(path_o):
    """Return (text, [words]) per instruction line of llvm-objdump -d."""
    out = subprocess.check_output(
        [OBJDUMP, "-d", "-z", "--mcpu=" + MCPU, "--no-leading-addr", path_o],
        text=True)
    for line in out.splitlines():
        m = _LINE.match(line)
        if m:
            yield m.group(1), [int(x, 16) for x in m.group(3).split()]


def disassemble_probes(probes):
    """probes: list of word lists. Returns list of (text, nwords) of each
    probe's first instruction."""
    with tempfile.TemporaryDirectory() as tmp:
        s = os.path.join(tmp, "p.s")
        o = os.path.join(tmp, "p.o")
        with open(s, "w") as f:
            f.write("\t.text\n")
            for i, ws in enumerate(probes):
                f.write("p%d:\n" % i)
                for w in list(ws) + [PAD, PAD]:
                    f.write("\t.long 0x%08x\n" % w)
        subprocess.check_call([MC, "-triple=" + TRIPLE, "-mcpu=" + MCPU,
                               "-filetype=obj", s, "-o", o])
        out = subprocess.check_output(
            [OBJDUMP, "-d", "-z", "--mcpu=" + MCPU, "--no-leading-addr", o],
            text=True)
    result = [None] * len(probes)
    cur = None
    for line in out.splitlines():
        m = re.match(r"^<p(\d+)>:", line)
        if m:
            cur = int(m.group(1))
            continue
        m = _LINE.match(line)
        if m and cur is not None and result[cur] is None:
            result[cur] = (m.group(1), len(m.group(3).split()))
    return result
