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

# an instruction line: text, then "// ADDRESS: WORDS", then a target or remark
LINE = re.compile(r"^\t(.*?)\s*// ([0-9A-F]{12}): ([0-9A-F ]+?)((?: ;.*| <.*>)?)$")
LABEL = re.compile(r"^(?:[0-9a-f]{16} )?<(p\d+)>:$")


def assemble_probes(probes, path_s, path_o, pad=()):
    """An object file with each probe (a list of words, then pad) under its own label pN."""
    with open(path_s, "w") as f:
        f.write("\t.text\n")
        for i, ws in enumerate(probes):
            f.write("p%d:\n" % i)
            for w in list(ws) + list(pad):
                f.write("\t.long 0x%08x\n" % w)
    subprocess.check_call([MC, "-triple=" + TRIPLE, "-mcpu=" + MCPU, "-filetype=obj", path_s, "-o", path_o])


def objdump(path_o):
    """llvm-objdump-16 -d of an object (the completed process: it may crash)."""
    return subprocess.run([OBJDUMP, "-d", "-z", "--mcpu=" + MCPU, path_o], capture_output=True, text=True)


def first_lines(text):
    """Probe index -> (instruction text, words, trailing target or remark) of
    each probe's first instruction in objdump-style output."""
    res = {}
    cur = None
    for line in text.splitlines():
        m = LABEL.match(line)
        if m:
            cur = int(m.group(1)[1:])
            continue
        m = LINE.match(line)
        if m and cur is not None and cur not in res:
            res[cur] = (m.group(1), m.group(3), m.group(4))
    return res


def disassemble_probes(probes):
    """probes: list of word lists. Returns list of (text, nwords) of each
    probe's first instruction (None where objdump printed none)."""
    with tempfile.TemporaryDirectory() as tmp:
        o = os.path.join(tmp, "p.o")
        assemble_probes(probes, os.path.join(tmp, "p.s"), o, pad=(PAD, PAD))
        done = objdump(o)
        done.check_returncode()
    lines = first_lines(done.stdout)
    return [(lines[i][0], len(lines[i][1].split())) if i in lines else None for i in range(len(probes))]
