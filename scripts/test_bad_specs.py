#!/usr/bin/env python3
"""Malformed directed-test specs, refused the same way by every reader of the format.

isatest (the model alone) and the RTL testbench (gcnrtl-verilator) read specs with one reader,
tb/core/tb_spec.c.  Each case below must make every binary given exit 2 with the same message
(after the program's name), naming the line; a good spec must pass on each and a spec whose
expectation is wrong must fail (exit 1) with the same FAIL line, so the cases cannot pass by
refusing everything.

Usage: test_bad_specs.py BIN...   (e.g. build/san/isatest build/gcnrtl-verilator)
"""
import os
import subprocess
import sys
import tempfile

ENDPGM = bytes.fromhex("000081bf")   # s_endpgm
LANES = " ".join(["0"] * 64)

# (what, spec text with CODE for the code file's path, the message expected after "SPEC:")
CASES = [
    ("unknown item", "code CODE\nfrob 1\nrun\n", ":2: unknown item 'frob'"),
    ("memw outside every region", "code CODE\nmem 10000 100\nmemw 20000 00112233\nrun\n",
     ":3: 0x20000+4 is outside every mem region (given before it)"),
    ("memw before its region", "code CODE\nmemw 10000 00\nmem 10000 100\nrun\n",
     ":2: 0x10000+1 is outside every mem region"),
    ("odd number of hex digits", "code CODE\nmem 10000 100\nmemw 10000 abc\nrun\n",
     ":3: the bytes must be an even number of hex digits"),
    ("bytes that are not hex", "code CODE\nldsw 0 zz\nrun\n", ":2: the bytes must be an even number of hex digits"),
    ("v line with 63 lanes", "code CODE\nv 1 " + " ".join(["0"] * 63) + "\nrun\n", ":2: lane 63 of 64 is missing"),
    ("v line with 65 lanes", "code CODE\nv 1 " + LANES + " 7\nrun\n", ":2: unexpected '7' after the fields"),
    ("VGPR beyond the file", "code CODE\nv 512 " + LANES + "\nrun\n",
     ":2: the VGPR '512' is not a decimal number up to 511"),
    ("lane value wider than 32 bits", "code CODE\nv 0 100000000" + " 0" * 63 + "\nrun\n",
     ":2: lane 0 of 64 '100000000' is not a hex number up to ffffffff"),
    ("SGPR code beyond 127", "code CODE\ns 128 0\nrun\n", ":2: the SGPR code '128' is not a decimal number up to 127"),
    ("SGPR value wider than 32 bits", "code CODE\ns 0 1ffffffff\nrun\n",
     ":2: the value '1ffffffff' is not a hex number up to ffffffff"),
    ("SGPR value missing", "code CODE\ns 4\nrun\n", ":2: the value is missing"),
    ("a sign", "code CODE\nlimit -5\nrun\n", ":2: the instruction limit '-5' is not a decimal number"),
    ("more than 64 bits", "code CODE\nlimit 18446744073709551616\nrun\n",
     ":2: the instruction limit '18446744073709551616' is not a decimal number"),
    ("a 0x prefix", "code CODE\nmode 0x3\nrun\n", ":2: MODE '0x3' is not a hex number up to ffffffff"),
    ("trailing fields", "code CODE\nscc 1 2\nrun\n", ":2: unexpected '2' after the fields"),
    ("SCC of 2", "code CODE\nscc 2\nrun\n", ":2: SCC '2' is not a decimal number up to 1"),
    ("accum_offset not a multiple of 4", "code CODE\naccum_offset 6\nrun\n",
     ":2: accum_offset 6 is not a multiple of 4 in 4..256"),
    ("lds_alloc beyond the LDS", "code CODE\nlds_alloc 65537\nrun\n",
     ":2: lds_alloc '65537' is not a decimal number up to 65536"),
    ("ldsw beyond the LDS", "code CODE\nldsw fffe 00112233\nrun\n", ":2: 0xfffe+4 is outside the 65536 bytes of LDS"),
    ("ldsw beyond lds_alloc", "code CODE\nldsw 100 00112233\nlds_alloc 256\nrun\n",
     ":2: LDS bytes 0x100+4 lie beyond lds_alloc 256"),
    ("expect line before run", "code CODE\nexpect_scc 1\nrun\n", ":2: an expect line before run"),
    ("init line after run", "code CODE\nrun\ns 0 1\n", ":3: only expect lines may follow run"),
    ("a second run", "code CODE\nrun\nrun\n", ":3: a second run line"),
    ("a second code line", "code CODE\ncode CODE\nrun\n", ":2: a second code line"),
    ("no code line", "mem 10000 100\nrun\n", ": no code line"),
    ("no run line", "code CODE\nmem 10000 100\n", ": no run line"),
    ("empty spec", "", ": no code line"),
    ("code file missing", "code /nonexistent/t.bin\nrun\n", ":1: code /nonexistent/t.bin: cannot open"),
    ("code not whole dwords", "code SHORT\nrun\n", ":1: code SHORT: 3 bytes, not whole dwords"),
    ("overlapping regions", "code CODE\nmem 10000 100\nmem 100f0 100\nrun\n",
     ":3: the region overlaps the one at 0x10000"),
    ("region over the code", "code CODE\nmem 80 100\nrun\n", ":2: the region at 0x80 overlaps the code at [0, 0x104)"),
    ("empty region", "code CODE\nmem 10000 0\nrun\n", ":2: an empty region, or one past the end of the address space"),
    ("region past the end of the address space", "code CODE\nmem ffffffffffffff00 200\nrun\n",
     ":2: an empty region, or one past the end of the address space"),
    ("region larger than the limit", "code CODE\nmem 10000 4000001\nrun\n",
     ":2: the size '4000001' is not a hex number up to 4000000"),
    ("regions larger than the limit together", "code CODE\nmem 10000000 4000000\nmem 20000000 10\nrun\n",
     ":3: the regions hold more than 64 MiB together"),
    ("17 regions", "code CODE\n" + "".join("mem %x 10\n" % (0x10000 + 0x100 * i) for i in range(17)) + "run\n",
     ":18: more than 16 mem regions"),
    ("unknown trap", "code CODE\nrun\nexpect_trap segfault\n", ":3: 'segfault' names no trap"),
    ("expect_mem outside every region", "code CODE\nmem 10000 100\nrun\nexpect_mem 10100 00\n",
     ":4: 0x10100+1 is outside every mem region"),
    ("a NUL byte", "code CODE\ns 0\0 1\nrun\n", ":2: a NUL byte in the line"),
    ("a line too long", "code CODE\ns 0 " + "0" * 65536 + "\nrun\n", ":2: a line longer than 65536 characters"),
]

GOOD = "code CODE\nmem 10000 100\nmemw 10000 efbeadde\ns 4 5\nv 3 " + LANES + "\nrun\nexpect_s 4 5\n" \
       "expect_mem 10000 efbeadde\nexpect_v 3 " + LANES + "\n"
WRONG = "code CODE\ns 4 5\nrun\nexpect_s 4 6\n"


def run(binary, spec):
    """(exit status, stdout, stderr without the program's name)."""
    p = subprocess.run([binary, "--spec", spec] if "gcnrtl" in os.path.basename(binary) else [binary, spec],
                       capture_output=True, text=True, timeout=300)
    err = p.stderr.strip()
    return p.returncode, p.stdout, err.split(": ", 1)[1] if ": " in err else err


def main():
    bins = sys.argv[1:]
    if not bins:
        sys.exit(__doc__)
    fails = 0
    with tempfile.TemporaryDirectory() as tmp:
        code, short = os.path.join(tmp, "t.bin"), os.path.join(tmp, "short.bin")
        open(code, "wb").write(ENDPGM)
        open(short, "wb").write(ENDPGM[:3])

        def write(text):
            path = os.path.join(tmp, "t.spec")
            open(path, "w").write(text.replace("CODE", code).replace("SHORT", short))
            return path
        for what, text, want in CASES:
            spec = write(text)
            want = spec + want.replace("SHORT", short)
            got = [run(b, spec) for b in bins]
            ok = all(rc == 2 and err.startswith(want) for rc, _, err in got)
            ok = ok and len({err for _, _, err in got}) == 1
            fails += not ok
            print("%s %s: %s" % ("ok   " if ok else "FAIL ", what,
                                 got[0][2] if ok else "; ".join("%s exit %d: %s" % (b, rc, err)
                                                                for b, (rc, _, err) in zip(bins, got))))
        for what, text, status, line in (("a good spec", GOOD, 0, None),
                                         ("a wrong expectation", WRONG, 1, "FAIL: sgpr code 4 = 0x00000005, "
                                                                           "expected 0x00000006")):
            got = [run(b, write(text)) for b in bins]
            ok = all(rc == status and (line is None or line in out) for rc, out, _ in got)
            fails += not ok
            print("%s %s: exit %d on each" % ("ok   " if ok else "FAIL ", what, status)
                  if ok else "FAIL  %s: %s" % (what, got))
    print("checked: %d malformed specs refused alike by %s, a good spec passes, a wrong one fails"
          % (len(CASES), " and ".join(os.path.basename(b) for b in bins)) if not fails else "%d failures" % fails)
    sys.exit(1 if fails else 0)


if __name__ == "__main__":
    main()
