#!/usr/bin/env python3
"""Constrained-random gfx90a kernels for the whole CU, seeded and reproducible.

One seed gives one program: an assembly kernel (llvm-mc-16, ld.lld-16) whose waves each run the
same random code on their own memory, and the command line that launches it (grid, workgroup,
input buffer).  The instructions come from the instruction table (cmodel/isa/gfx90a.isa) and
LLVM's inventory of encodings (cmodel/isa/inventory.tsv, one LLVM-printed example per encoding,
used as the syntax template), restricted to what the RTL executes (rtl/gen/implemented.txt):
SALU, SMEM loads, stores and atomics, VALU of every encoding (e32, e64, DPP, SDWA, VOP3P) with
modifiers, inline constants and literals, LDS, global, flat, scratch and buffer memory.  Around
them the generator builds what compiled code has: divergent if/else on VOPC results, loops with
bounded trip counts (uniform and per lane), `s_cbranch_exec*`, EXEC set to none, one or a few
lanes, MODE changes, barriers with LDS exchanged between the waves of a workgroup, and
`s_waitcnt` where the loads' results are used (and at random).  It is biased toward hazards:
sources are drawn mostly from the last results written.

Programs are valid for real hardware: every load result is waited for before use, the software
wait states of the ISA (../shared/isa/mi200-cdna2-isa-overview.txt 4.5) are inserted as `s_nop`,
memory is accessed only in the wave's own region (no races between waves), LDS only in the
wave's own slice except between two barriers.  Everything the generator does not vouch for is
left to llvm-mc-16: an instruction it rejects is dropped before the program is built and counted.

Memory of one wave (REGION bytes at arg0 + wave * REGION):
    0x0000  scalar loads (read only)          0x1000  scalar stores and atomics
    0x1800  SGPR dump at the end              0x2000  vector loads, stores, atomics
    0x8000  initial VGPR values               0xc000  VGPR dump at the end (vector accesses at
    0x8000 + lane * 16 + 1024 * k: four VGPRs a load or store)

Usage: randprog.py --seed N --out DIR [--length L] [--print]
Writes DIR/rand_<seed>.s, .co, .bin (input buffer) and .cmd (gcnsim arguments after the
code object); prints the gcnsim command line.
"""
import argparse
import os
import random
import re
import struct
import subprocess
import sys

HERE = os.path.dirname(os.path.abspath(__file__))
ROOT = os.path.dirname(HERE)
sys.path.insert(0, HERE)
import isagen  # noqa: E402  (the instruction table)

MC, LLD = "llvm-mc-16", "ld.lld-16"
KERNEL = "rand"
REGION = 0x10000
RO_MID = 0x800            # s[18:19]: scalar loads at signed offsets around it
SCALAR_RW = 0x1000        # scalar stores and atomics (only SMEM touches it)
SGPR_DUMP = 0x1800
VBASE = 0x3000            # v[2:3] / v5: vector accesses at VBASE + lane * 16 + offset
VINIT, VDUMP = 0x8000, 0xc000
BUF_RECORDS = 0x6000      # buffer resource s[12:15]: region .. region + 0x6000
LDS_SLICE = 4096          # each wave's LDS: [slice, slice + 4096)
DS_NEG = 1024             # v4 = slice + lane * 16 - DS_NEG (a base that may be negative)
SCRATCH_LANE = 256        # private bytes per lane; v8 = SCRATCH_BASE, s33 = SCRATCH_BASE
SCRATCH_BASE = 64
SOFFSET = 16              # s32: the MUBUF soffset
VPOOL = list(range(12, 76))     # random VGPRs; v0..v11 hold addresses and loop counters
LOADED_VGPRS = 8    # VPOOL's first ones come from memory (a vector load is slow on the RTL), the
DUMPED_VGPRS = 8    # rest from the SGPRs; as many go to memory at the end
SPOOL = list(range(40, 96))     # random SGPRs; s0..s39 hold the ABI, bases and control
APOOL = list(range(16))         # AccVGPRs a0..a15 (at accum_offset NEXT_VGPR)
RET_PAIR, TARGET_PAIR = 36, 38  # a call's return address and target
SAVE_PAIRS = [20, 22, 24, 26]   # saved EXEC of nested regions
LOOP_SGPRS = [28, 29, 30, 31]
LOOP_VGPRS = [9, 10, 11]
NEXT_VGPR, NEXT_SGPR = 76, 96
NEXT_AGPR = len(APOOL)
# the VGPR rows a wave of these programs holds (ArchVGPRs, then its AccVGPRs), in granules of 8
VGPR_ROWS = (NEXT_VGPR + NEXT_AGPR + 7) // 8 * 8

# What the generator never picks at random: control flow, traps, messages, indexing modes and
# register moves it builds itself (EXEC writes go only where EXEC is restored afterwards); and
# MUBUF d16 format forms (its buffers' 32-bit data format has no d16 conversion: they trap).
DENY = re.compile(r"^(s_(cbranch|branch|setpc|swappc|rfe|call|trap|sethalt|sendmsg|setvskip|set_gpr_idx|"
                  r"movrel|endpgm|barrier|waitcnt|nop|setreg|ttrace|"
                  r"atc_probe|cbranch_i_fork|cbranch_join|setkill)|"
                  r"v_movrel|v_mfma|v_interp|ds_(gws|append|consume|ordered|read_addtid|write_addtid|"
                  r"\w*_src2_|condxchg)|\w+_lds_|buffer_(load|store)_format_d16)")
EXEC_WRITERS = re.compile(r"^(v_cmpx_|s_\w+_saveexec_b64)")
HWREGS_READ = ["HW_REG_MODE", "HW_REG_TRAPSTS", "HW_REG_GPR_ALLOC", "HW_REG_LDS_ALLOC"]

INT_CONSTS = list(range(-16, 65))
FLOAT_CONSTS = ["0.5", "-0.5", "1.0", "-1.0", "2.0", "-2.0", "4.0", "-4.0", "0.15915494"]
DPP_CTRLS = (["quad_perm:[%d,%d,%d,%d]" % q for q in ((0, 1, 2, 3), (3, 2, 1, 0), (1, 0, 3, 2), (0, 0, 0, 0),
                                                       (2, 3, 0, 1))] +
             ["row_shl:%d" % i for i in (1, 2, 7, 15)] + ["row_shr:%d" % i for i in (1, 3, 8, 15)] +
             ["row_ror:%d" % i for i in (1, 4, 15)] +
             ["wave_shl:1", "wave_rol:1", "wave_shr:1", "wave_ror:1", "row_mirror", "row_half_mirror",
              "row_bcast:15", "row_bcast:31"])
SDWA_SELS = ["BYTE_0", "BYTE_1", "BYTE_2", "BYTE_3", "WORD_0", "WORD_1", "DWORD"]


class Op:
    """One instruction of the program with the registers it reads and writes (names such as
    s40, v12, vcc_lo, exec_hi, scc, m0) and the facts the wait-state rules look at."""

    def __init__(self, text, kind, reads=(), writes=(), **facts):
        self.text, self.kind = text, kind
        self.reads, self.writes = set(reads), set(writes)
        self.facts = facts

    def fact(self, name, default=None):
        return self.facts.get(name, default)


def sname(base, n=1):
    return "s%d" % base if n == 1 else "s[%d:%d]" % (base, base + n - 1)


def sgpr_dwords(name):
    """Dwords of an SGPR operand's text: s5 is 1, s[4:5] is 2."""
    if name.startswith("s["):
        lo, hi = name[2:-1].split(":")
        return int(hi) - int(lo) + 1
    return 1


def vname(base, n=1):
    return "v%d" % base if n == 1 else "v[%d:%d]" % (base, base + n - 1)


def units(prefix, base, n):
    return ["%s%d" % (prefix, base + i) for i in range(n)]


def dwords(t):
    """Registers an operand type (isagen.parse_type: kind, bits, count) takes."""
    _, bits, count = t
    return max(1, bits * count // 32) if bits >= 32 else 1


SPECIAL_UNITS = {"vcc": ["vcc_lo", "vcc_hi"], "exec": ["exec_lo", "exec_hi"], "vcc_lo": ["vcc_lo"],
                 "vcc_hi": ["vcc_hi"], "exec_lo": ["exec_lo"], "exec_hi": ["exec_hi"], "m0": ["m0"],
                 "scc": ["scc"]}


def reg_units(tok):
    """The register units an operand token names (empty for constants and `off`)."""
    tok = re.sub(r"^(-|\||neg\(|abs\(|sext\()+", "", tok).rstrip(")|")
    m = re.match(r"^([sva])(\d+)$", tok)
    if m:
        return [tok]
    m = re.match(r"^([sva])\[(\d+):(\d+)\]$", tok)
    if m:
        return units(m.group(1), int(m.group(2)), int(m.group(3)) - int(m.group(2)) + 1)
    return SPECIAL_UNITS.get(tok, [])


class Catalog:
    """The instructions a program may use: LLVM's example text per encoding, with the table row."""

    def __init__(self):
        rows = {r.name: r for r in isagen.parse_table()}
        impl = set(l.strip() for l in open(os.path.join(ROOT, "rtl/gen/implemented.txt"))
                   if l.strip() and not l.startswith("#"))
        self.by_kind = {}
        for fam, _, mn, scope, _, text in isagen.parse_inventory():
            row = rows.get(mn)
            if scope != "compute" or row is None or mn not in impl or DENY.match(mn):
                continue
            kind = {"salu": "salu", "smem": "smem", "valu": "valu", "lds": "lds", "vmem": "vmem",
                    "flat": "flat"}.get(row.unit)
            if kind is None:
                continue
            self.by_kind.setdefault(kind, []).append((fam, text, row))

    def mnemonics(self):
        return sorted({row.name for entries in self.by_kind.values() for _, _, row in entries})


class Registers:
    """Random register choice, biased toward the last results written (hazards)."""

    def __init__(self, rng):
        self.rng = rng
        self.recent_v, self.recent_s = [], []

    def pick(self, pool, recent, n):
        rng = self.rng
        align = 2 if n >= 2 else 1
        if n > 2 and pool is SPOOL:
            align = 4
        if recent and rng.random() < 0.5:
            base = rng.choice(recent[-4:])
            base -= base % align
            if base in pool and base + n - 1 in pool:
                return base
        while True:
            base = rng.choice(pool)
            base -= base % align
            if base in pool and base + n - 1 in pool:
                return base

    def vgpr(self, n=1):
        return self.pick(VPOOL, self.recent_v, n)

    def sgpr(self, n=1):
        return self.pick(SPOOL, self.recent_s, n)

    def agpr(self):
        return self.rng.choice(APOOL)

    def wrote(self, op):
        # sorted: a set of names iterates in a per-process order (string hashing), and the seed
        # must give the same program in every process
        for u in sorted(op.writes):
            if u[0] == "v" and u[1:].isdigit():
                self.recent_v = (self.recent_v + [int(u[1:])])[-8:]
            elif u[0] == "s" and u[1:].isdigit():
                self.recent_s = (self.recent_s + [int(u[1:])])[-8:]


def split_top(text, sep):
    """text split at sep outside parentheses and brackets (hwreg(A, 0, 1), quad_perm:[0,1,2,3])."""
    parts, depth, cur = [], 0, ""
    i = 0
    while i < len(text):
        c = text[i]
        depth += c in "([" and 1 or (c in ")]" and -1 or 0)
        if depth == 0 and text.startswith(sep, i):
            parts.append(cur)
            cur, i = "", i + len(sep)
            continue
        cur += c
        i += 1
    return parts + [cur]


def split_template(text):
    """(mnemonic, operand tokens, trailing modifier tokens) of an LLVM-printed instruction."""
    mn, _, rest = text.partition(" ")
    if not rest:
        return mn, [], []
    parts = split_top(rest, ", ")
    last = split_top(parts[-1], " ")
    return mn, parts[:-1] + last[:1], last[1:]


class VopBuilder:
    """VALU and SALU instructions from a template and the row's operand list."""

    def __init__(self, rng, regs):
        self.rng, self.regs = rng, regs
        self.wide_dpp = self.float_data = False
        self.allow_wide_dpp = False

    def constant(self, t, literal_ok):
        kind = t[0]
        r = self.rng.random()
        if literal_ok and r < 0.25:
            if t[1] == 16:
                return "0x%x" % self.rng.choice([0x1234, 0x3c00, 0xbc00, 0x7bff])
            if kind == "F" and t[1] == 32:
                return "0x%08x" % struct.unpack("<I", struct.pack("<f", self.rng.choice(
                    [3.5, -1e-3, 65504.0, 1e30, -7.25, 1.17549435e-38])))[0]
            return "0x%x" % self.rng.choice([0x12345678, 0xffff0000, 0x80000001, 0x7fffffff, 0x3f800000, 1000])
        if kind == "F" and self.rng.random() < 0.7:
            return self.rng.choice(FLOAT_CONSTS)
        return str(self.rng.choice(INT_CONSTS))

    def source(self, t, allow_s, allow_const, literal_ok, role_rclass):
        n = dwords(t)
        if role_rclass == "AGPR":
            return "a%d" % self.regs.agpr()
        r = self.rng.random()
        if role_rclass == "SREG" or (allow_s and r < 0.2):
            return sname(self.regs.sgpr(n), n)
        if allow_const and r < 0.35:
            return self.constant(t, literal_ok)
        if role_rclass in ("SREG", "LANEMASK"):
            return sname(self.regs.sgpr(n), n)
        return vname(self.regs.vgpr(n), n)

    def bus_source(self, t, rclass, bus):
        """A source that must be scalar (an SGPR-class operand: v_writelane's data and lane
        select, v_readlane's lane select; a lane mask) under the constant bus: a new SGPR when
        the bus is free, the SGPR already on it, or (not a lane mask) an inline constant; None
        when a lane mask cannot have the bus."""
        n = dwords(t)
        held = [b for b in sorted(bus) if (b.startswith("s") and sgpr_dwords(b) == n) or (b == "vcc" and n == 2)]
        if not bus:
            return sname(self.regs.sgpr(n), n)
        if rclass == "LANEMASK":
            return held[0] if held else None
        if held and self.rng.random() < 0.5:
            return held[0]
        return str(self.rng.randint(0, 63))

    def build(self, fam, text, row):
        """An Op, or None when the template does not fit the row."""
        mn, toks, mods = split_template(text)
        opnds = row.opnds
        if len(toks) != len(opnds):
            return None
        scalar = fam.startswith("SOP")
        e32 = fam in ("VOP1", "VOP2", "VOPC")
        dpp, sdwa = fam.endswith("_DPP"), fam.endswith("_SDWA")
        out, float_srcs, nsrc = [], [], 0
        # the constant bus: one SGPR (read any number of times) or literal per VALU
        # instruction; an implicit VCC read takes it (v_div_fmas; the vcc operand a
        # 32-bit, DPP or SDWA form keeps; a VOP3 form's vcc is a lane mask chosen below)
        bus = {"vcc"} if row.name.startswith("v_div_fmas") or ((e32 or dpp or sdwa) and any(
            tok == "vcc" and "R" in isagen.access_of(row, role) for tok, (role, _, _, _) in zip(toks, opnds))) else set()
        if not scalar and any(role == "imm32" for role, _, _, _ in opnds):
            bus.add("0xK")             # v_madmk/v_madak's constant K is a literal
        # a lane-mask source must be an SGPR pair: the bus is kept for it
        mask_later = [any(rc == "LANEMASK" for _, _, _, rc in opnds[i + 1:]) for i in range(len(opnds))]
        for i, (tok, (role, t, mods_kind, rclass)) in enumerate(zip(toks, opnds)):
            access = isagen.access_of(row, role)
            if role in ("simm16", "imm32") and fam == "SOPP":
                out.append(str(self.rng.randint(0, 3)))      # s_sleep, s_setprio: a few cycles, a level
            elif role in ("simm16", "imm32"):
                out.append(self.immediate(t, role))
            elif tok in ("vcc", "exec", "m0") and (e32 or dpp or sdwa):
                out.append(tok)            # the implicit operand of a 32-bit form
            elif "W" in access:
                out.append(self.dest(tok, t, rclass))
            elif scalar and role == "sdst":
                out.append(sname(self.regs.sgpr(dwords(t)), dwords(t)))
            elif scalar:
                out.append(self.scalar_source(t))
            else:
                first = nsrc == 0
                nsrc += 1
                if t[0] == "F" or mods_kind == "FLOAT":
                    float_srcs.append(len(out))
                if rclass in ("SREG", "LANEMASK"):
                    opnd = self.bus_source(t, rclass, bus)
                    if opnd is None:
                        return None
                else:
                    # where a non-VGPR may stand; an SGPR or a literal also needs the bus
                    pos_ok = not dpp and (not e32 or first) and rclass not in ("VREG", "VREG_LDS")
                    bus_ok = not bus and not mask_later[i]
                    opnd = self.source(t, pos_ok and bus_ok, pos_ok and not sdwa, e32 and first and bus_ok, rclass)
                if opnd.startswith("s") or opnd.startswith("0x"):
                    bus.add(opnd)
                out.append(opnd)
        self.float_data = any(t[0] in ("F", "BF") for role, t, _, _ in opnds if role.startswith("src"))
        self.wide_dpp = dpp and any(dwords(t) == 2 for role, t, _, rclass in opnds
                                    if role.startswith("src") and rclass != "LANEMASK")
        if self.wide_dpp and not self.allow_wide_dpp:
            return None
        if not scalar and not e32:
            out, mods = self.modifiers(fam, row, out, float_srcs, mods)
        line = mn + (" " + ", ".join(out) if out else "") + ("" if not mods else " " + " ".join(mods))
        return self.op(line, row, fam)

    def immediate(self, t, role):
        if t[0] == "HWREG":
            return "hwreg(%s)" % self.rng.choice(HWREGS_READ)
        if role == "imm32":
            return "0x%x" % self.rng.getrandbits(t[1])    # the K of v_madak/v_madmk: 16 bits for f16
        return "0x%x" % self.rng.choice([0, 1, 5, 0x7fff, 0x8000, 0xffff, 0x1234, self.rng.getrandbits(16)])

    def dest(self, tok, t, rclass):
        n = dwords(t)
        if rclass == "AGPR":
            return "a%d" % self.regs.agpr()
        if tok.startswith("s") or rclass == "SREG":
            if n == 2 and self.rng.random() < 0.15:
                return "vcc"
            return sname(self.regs.sgpr(n), n)
        return vname(self.regs.vgpr(n), n)

    def scalar_source(self, t):
        n = dwords(t)
        r = self.rng.random()
        if r < 0.15:
            return str(self.rng.choice(INT_CONSTS))
        if r < 0.22:
            return "0x%x" % self.rng.choice([0x12345678, 0xfffff000, 0x80000000, 0x3f800000, 0xff])
        if r < 0.27:
            return self.rng.choice(["vcc", "exec"]) if n == 2 else self.rng.choice(["vcc_lo", "exec_hi", "m0"])
        return sname(self.regs.sgpr(n), n)

    def modifiers(self, fam, row, out, float_srcs, mods):
        """Source modifiers and the form's own modifiers, as the row's flags allow."""
        rng = self.rng
        new_mods = []
        if fam.endswith("_DPP"):
            ctrl = "row_newbcast:%d" % rng.randint(0, 15) if self.wide_dpp else rng.choice(DPP_CTRLS)
            new_mods = [ctrl, "row_mask:0x%x" % rng.choice([0xf, 0xf, 0x5, 0xa, 0x1]),
                        "bank_mask:0x%x" % rng.choice([0xf, 0xf, 0x3, 0xc])]
            if rng.random() < 0.4:
                new_mods.append("bound_ctrl:0")
            for i in float_srcs:
                out[i] = self.neg_abs(out[i])
            return out, new_mods
        if fam.endswith("_SDWA"):
            if not fam.startswith("VOPC"):
                new_mods += ["dst_sel:" + rng.choice(SDWA_SELS),
                             "dst_unused:" + rng.choice(["UNUSED_PAD", "UNUSED_SEXT", "UNUSED_PRESERVE"])]
            nsrc = sum(1 for m in mods if m.startswith("src"))
            for k in range(nsrc):
                new_mods.append("src%d_sel:%s" % (k, rng.choice(SDWA_SELS)))
            for i in range(len(out)):
                if i in float_srcs:
                    out[i] = self.neg_abs(out[i])
                elif rng.random() < 0.2 and i > 0 and out[i].startswith(("v", "s")) and out[i] != "vcc":
                    out[i] = "sext(%s)" % out[i]
            if "CLAMP" in row.flags and not fam.startswith("VOPC") and rng.random() < 0.2:
                new_mods.insert(0, "clamp")
            return out, new_mods
        keep = [m for m in mods if m.startswith("op_sel_hi")] if fam == "VOP3P" else []
        if fam == "VOP3P":
            nsrc = sum(1 for r in row.opnds if r[0].startswith("src"))
            if "OPSEL" in row.flags and rng.random() < 0.5:
                keep = ["op_sel:[%s]" % ",".join(str(rng.randint(0, 1)) for _ in range(nsrc)),
                        "op_sel_hi:[%s]" % ",".join(str(rng.randint(0, 1)) for _ in range(nsrc))]
            if self.float_data and rng.random() < 0.4:
                keep.append("neg_lo:[%s]" % ",".join(str(rng.randint(0, 1)) for _ in range(nsrc)))
                keep.append("neg_hi:[%s]" % ",".join(str(rng.randint(0, 1)) for _ in range(nsrc)))
        else:
            for i in float_srcs:
                out[i] = self.neg_abs(out[i])
            if "OPSEL" in row.flags and rng.random() < 0.4:
                nsrc = sum(1 for r in row.opnds if r[0].startswith("src"))
                keep.append("op_sel:[%s]" % ",".join(str(rng.randint(0, 1)) for _ in range(nsrc + 1)))
        if "CLAMP" in row.flags and rng.random() < (0.2 if self.float_data else 0.05):
            keep.append("clamp")     # integer clamp: the model defines it for some ops only
        if fam != "VOP3P" and "OMOD" in row.flags and rng.random() < 0.2:
            keep.append(rng.choice(["mul:2", "mul:4", "div:2"]))     # after clamp, as LLVM prints them
        return out, keep

    def neg_abs(self, opnd):
        if not opnd.startswith(("v", "s")) or self.rng.random() < 0.7:
            return opnd
        return self.rng.choice(["-%s", "|%s|", "-|%s|"]) % opnd

    @staticmethod
    def clobbers_source(toks, row):
        """A wide destination that overlaps a source of another width (v_mqsad_u32_u8 v[42:45], s[82:83],
        v42, ...; v_mad_u64_u32 v[0:1], s[0:1], v0, ...) or any source when wider than 64 bits:
        LLVM's code generator gives these an early-clobber destination, as the hardware writes
        part of it before it has read every source, so such code is not valid."""
        dst = [(tok, t) for tok, (role, t, _, _) in zip(toks, row.opnds) if role == "vdst"]
        if not dst or dwords(dst[0][1]) < 2:
            return False
        n, written = dwords(dst[0][1]), set(reg_units(dst[0][0]))
        # wider than 64 bits (v_mqsad_u32_u8 v[22:25], ..., v[20:23], seed 1198): no overlap at all
        return any(set(reg_units(tok)) & written for tok, (role, t, _, _) in zip(toks, row.opnds)
                   if role.startswith("src") and (dwords(t) != n or n > 2))

    def op(self, line, row, fam):
        """The Op with its reads and writes, by the table's access rule set."""
        mn, toks, mods = split_template(line)
        reads, writes = set(), set()
        for tok, (role, t, _, _) in zip(toks, row.opnds):
            acc = isagen.access_of(row, role)
            u = reg_units(tok)
            if "R" in acc:
                reads.update(u)
            if "W" in acc:
                writes.update(u)
        kind = "salu" if fam.startswith("SOP") else "valu"
        name = row.name
        # implicit operands: carry and mask reads/writes, SCC, EXEC of v_cmpx
        if kind == "salu":
            reads.add("scc")
            writes.add("scc")
        else:
            reads.update(["exec_lo", "exec_hi"])
            if name.startswith("v_cmpx_"):
                writes.update(["exec_lo", "exec_hi"])
            if fam in ("VOP2", "VOP2_DPP", "VOP2_SDWA") or name.startswith("v_div_fmas"):
                reads.update(u for tok in toks if tok == "vcc" for u in ("vcc_lo", "vcc_hi"))
            if name.startswith("v_div_fmas"):
                reads.update(["vcc_lo", "vcc_hi"])
        if kind == "valu" and self.clobbers_source(toks, row):
            return None
        lane_select = set()
        if name in ("v_readlane_b32", "v_writelane_b32") and len(toks) == 3:
            lane_select = set(reg_units(toks[2]))
        return Op(line, kind, reads, writes, dpp=fam.endswith("_DPP"), lane_select=lane_select,
                  div_fmas=name.startswith("v_div_fmas"), name=name, fam=fam)


def mem_widths(row):
    """Dwords of the data written back (load or returning atomic) and of the data sent."""
    dst = data = 0
    for role, t, _, _ in row.opnds:
        acc = isagen.access_of(row, role)
        if role in ("vdst", "sdata", "vdata") and "W" in acc:
            dst = dwords(t)
        if role in ("vdata", "sdata", "data0") and "R" in acc:
            data = dwords(t)
    return dst, data


def atomic_returns(row):
    return "atomic" in row.name or "RTN" in row.flags


class MemBuilder:
    """Memory instructions inside the wave's own region, LDS slice and private memory."""

    def __init__(self, rng, regs):
        self.rng, self.regs = rng, regs

    def data(self, n):
        return vname(self.regs.vgpr(n), n)

    def vdst(self, n):
        return vname(self.regs.vgpr(n), n)

    def aligned_offset(self, lo, hi, align):
        """A multiple of align in [lo, hi] (12-byte accesses: lo is not a multiple; seed 4081)."""
        return align * self.rng.randint(-(-lo // align), hi // align)

    @staticmethod
    def align(row):
        """Offsets keep atomics naturally aligned (8 bytes for the 64-bit ones), others dword."""
        return 8 if "atomic" in row.name else 4

    def atomic_parts(self, row):
        """(returned dwords, sent dwords, glc) of a vector atomic: cmpswap sends twice its width."""
        _, bits, count = [t for role, t, _, _ in row.opnds if role in ("vdata", "data0")][0]
        n = dwords((None, bits, count))
        ret = n // 2 if "cmpswap" in row.name else n
        return ret, n, self.rng.random() < 0.6

    def build(self, fam, text, row):
        if not row.opnds:           # ds_nop, buffer_wbinvl1 and the other cache controls
            return Op(row.name, {"DS": "lds", "SMEM": "smem"}.get(fam, "vmem"), (), (), name=row.name, fam=fam)
        return {"DS": self.ds, "GLOBAL": self.global_, "FLAT": self.flat, "SCRATCH": self.scratch,
                "MUBUF": self.mubuf, "MTBUF": self.mubuf, "SMEM": self.smem}[fam](row, text)

    def ds(self, row, text):
        rng = self.rng
        name = row.name
        roles = {role: t for role, t, _, _ in row.opnds}
        parts, reads, writes = [], set(), set()
        if "vdst" in roles:
            n = dwords(roles["vdst"])
            d = self.vdst(n)
            parts.append(d)
            writes.update(reg_units(d))
        size = 4 * max([dwords(roles[r]) for r in ("vdst", "data0") if r in roles] or [1])
        if name in ("ds_bpermute_b32", "ds_permute_b32", "ds_swizzle_b32"):
            addr = vname(self.regs.vgpr())
        elif "OFF2" in row.flags:
            addr = "v6"
        else:
            addr = rng.choice(["v4", "v6"])
        parts.append(addr)
        for r in ("data0", "data1"):
            if r in roles:
                d = self.data(dwords(roles[r]))
                parts.append(d)
                reads.update(reg_units(d))
        reads.update(reg_units(addr))
        mods = []
        elem = 8 if "64" in name.split("_")[-1] else 4
        if "OFF2" in row.flags:
            stride = elem * (64 if "st64" in name else 1)
            top = min(255, (LDS_SLICE - 1024 - elem) // stride)
            mods = ["offset0:%d" % rng.randint(0, top), "offset1:%d" % rng.randint(0, top)]
        elif name == "ds_swizzle_b32":
            mods = ["offset:0x%x" % rng.choice([0x041f, 0x801f, 0x8000 | rng.getrandbits(12), 0x00ff,
                                                 rng.getrandbits(15)])]
        elif name in ("ds_bpermute_b32", "ds_permute_b32"):
            mods = ["offset:%d" % rng.choice([0, 4, 64, 252])] if rng.random() < 0.3 else []
        else:
            lo = DS_NEG if addr == "v4" else 0
            mods = ["offset:%d" % self.aligned_offset(lo, lo + LDS_SLICE - 1024 - size, min(size, 16))]
        line = "%s %s %s" % (name, ", ".join(parts), " ".join(mods))
        return Op(line.strip(), "lds", reads | {"exec_lo", "exec_hi"}, writes, name=name, fam="DS",
                  store_data=set())

    def vector_common(self, row):
        """(vdst token or None, data token or None, glc, reads, writes, store_data units)."""
        dst_n, data_n = mem_widths(row)
        glc = False
        if "atomic" in row.name:
            ret, data_n, glc = self.atomic_parts(row)
            dst_n = ret if glc else 0
        dst = self.vdst(dst_n) if dst_n else None
        data = self.data(data_n) if data_n else None
        reads, writes = {"exec_lo", "exec_hi"}, set()
        if data:
            reads.update(reg_units(data))
        if dst:
            writes.update(reg_units(dst))
        wide = set(reg_units(data)) if data and data_n > 2 else set()
        return dst, data, glc, reads, writes, wide

    def cache_mods(self, glc, atomic=False):
        rng = self.rng
        mods = []
        if glc or (not atomic and rng.random() < 0.2):
            mods.append("glc")
        if rng.random() < 0.15:
            mods.append("slc")
        return mods

    def finish(self, name, fam, kind, parts, mods, reads, writes, wide, sgpr_reads=()):
        line = "%s %s %s" % (name, ", ".join(parts), " ".join(mods))
        reads = set(reads) | set(sgpr_reads)
        return Op(line.strip(), kind, reads, writes, name=name, fam=fam, store_data=wide,
                  vmem_sgprs=set(sgpr_reads), d16="d16" in name)

    def global_(self, row, text):
        rng = self.rng
        dst, data, glc, reads, writes, wide = self.vector_common(row)
        size = 16
        if rng.random() < 0.5:
            vaddr, saddr, sg = "v[2:3]", "off", []
        else:
            vaddr, saddr, sg = "v5", "s[10:11]", ["s10", "s11"]
        off = self.aligned_offset(-4096, 4095 - size, self.align(row))
        parts = [p for p in (dst, vaddr, data, saddr) if p]
        reads.update(reg_units(vaddr))
        return self.finish(row.name, "GLOBAL", "vmem", parts, ["offset:%d" % off] + self.cache_mods(glc, "atomic" in row.name),
                           reads, writes, wide, sg)

    def flat(self, row, text):
        dst, data, glc, reads, writes, wide = self.vector_common(row)
        off = self.aligned_offset(0, 4095 - 16, self.align(row))
        parts = [p for p in (dst, "v[2:3]", data) if p]
        reads.update(["v2", "v3"])
        return self.finish(row.name, "FLAT", "flat", parts, ["offset:%d" % off] + self.cache_mods(glc, "atomic" in row.name),
                           reads, writes, wide)

    def scratch(self, row, text):
        rng = self.rng
        dst, data, glc, reads, writes, wide = self.vector_common(row)
        if rng.random() < 0.5:
            vaddr, saddr, sg = "v8", "off", []
            reads.add("v8")
        else:
            vaddr, saddr, sg = "off", "s33", ["s33"]
        off = self.aligned_offset(-SCRATCH_BASE, SCRATCH_LANE - SCRATCH_BASE - 16, self.align(row))
        parts = [p for p in (dst, vaddr, data, saddr) if p]
        return self.finish(row.name, "SCRATCH", "vmem", parts, ["offset:%d" % off] + self.cache_mods(glc, "atomic" in row.name),
                           reads, writes, wide, sg)

    def mubuf(self, row, text):
        """Buffer accesses: the region through s[12:15] (offen), or private memory through s[0:3]."""
        rng = self.rng
        dst, data, glc, reads, writes, wide = self.vector_common(row)
        vdata = dst if dst and not data else data
        if dst and data:
            vdata = data        # an atomic returns into its data registers' first half
            writes = set(reg_units(data)[:len(reg_units(dst))])
        if rng.random() < 0.75 or "atomic" in row.name:    # no atomics on private memory
            vaddr, srsrc, soff, mods = "v5", "s[12:15]", rng.choice(["s32", "0"]), ["offen"]
            off = self.aligned_offset(0, 4095 - 16, self.align(row))
        else:
            vaddr, srsrc, soff, mods = rng.choice(["off", "v8"]), "s[0:3]", "0", []
            mods = ["offen"] if vaddr == "v8" else []
            lo = 0 if vaddr == "off" else 0
            off = self.aligned_offset(lo, SCRATCH_LANE - SCRATCH_BASE - 16, self.align(row))
        sg = units("s", int(srsrc[2:].split(":")[0]), 4) + reg_units(soff)
        reads.update(reg_units(vaddr))
        fmt = []
        if row.name.startswith("tbuffer"):
            # d16 forms convert 16-bit components only; 2 and 4-byte elements stay inside a
            # private (swizzled) buffer's 4-byte elements (docs/memory.md, format loads and stores)
            dfmt = rng.choice(["16", "16_16"]) if "_d16" in row.name else "32"
            fmt = ["format:[BUF_DATA_FORMAT_%s,BUF_NUM_FORMAT_%s]" % (dfmt, rng.choice(["UINT", "SINT", "FLOAT"]))]
        parts = [vdata, vaddr, srsrc, soff]
        return self.finish(row.name, "MUBUF", "vmem", parts, fmt + mods + ["offset:%d" % off] +
                           self.cache_mods(glc, "atomic" in row.name), reads, writes, wide, sg)

    def smem(self, row, text):
        rng = self.rng
        name = row.name
        roles = {role: t for role, t, _, _ in row.opnds}
        n = dwords(roles.get("sdata", (None, 32, 1)))
        if "sbase" not in roles:        # s_memtime, s_memrealtime: a counter into an SGPR pair
            d = sname(self.regs.sgpr(2), 2)
            return Op("%s %s" % (name, d), "smem", (), reg_units(d), name=name, fam="SMEM")
        if "sdata" not in roles:        # s_dcache_discard(_x2): an address only
            off = SCALAR_RW + self.aligned_offset(0, 0x800 - 64, 64)
            return Op("%s s[10:11], %s" % (name, hex(off)), "smem", reg_units("s[10:11]"), (), name=name, fam="SMEM")
        # the table's access to sdata tells loads (W), stores (R) and atomics (RW); s_scratch with
        # an immediate offset addresses as s_load and s_store do (the 64-byte unit scales only an
        # SGPR or M0 offset)
        access = isagen.access_of(row, "sdata")
        store, atomic = access == "R", access == "RW"
        buffer = dwords(roles["sbase"]) == 4      # a buffer resource, not a 64-bit address
        sdata_n = n
        glc = atomic and rng.random() < 0.6
        d = sname(self.regs.sgpr(sdata_n), sdata_n)
        reads, writes = set(), set()
        size = 4 * sdata_n
        if store or atomic:
            base = "s[12:15]" if buffer else "s[10:11]"
            size = 4 * (sdata_n // 2 if "cmpswap" in name else sdata_n)
            off = SCALAR_RW + self.aligned_offset(0, 0x800 - 64, max(4, size))
            reads.update(reg_units(d))
            if glc:
                writes.update(reg_units(d)[:max(1, size // 4)])
        elif buffer:
            base, off = "s[12:15]", self.aligned_offset(0, 0x1000 - size, 4)
            writes.update(reg_units(d))
        else:
            base, off = "s[18:19]", self.aligned_offset(-RO_MID, RO_MID - size, 4)
            writes.update(reg_units(d))
        reads.update(reg_units(base))
        line = "%s %s, %s, %s%s" % (name, d, base, hex(off) if off >= 0 else "-" + hex(-off),
                                    " glc" if glc else "")
        return Op(line, "smem", reads, writes, name=name, fam="SMEM", scalar_store=store or atomic)


class Waits:
    """Outstanding memory results: every read or write of a register a load has not returned yet
    is preceded by the s_waitcnt that covers it (vmcnt in order; lgkmcnt in order for LDS only
    while no scalar or flat access is outstanding)."""

    def __init__(self):
        self.vm = []      # dest unit sets, oldest first
        self.lgkm = []    # (in_order, dest unit set), oldest first

    def issue(self, op):
        dests = set(op.writes) if op.kind in ("lds", "vmem", "flat", "smem") else set()
        if op.kind in ("vmem", "flat"):
            self.vm.append(dests)
        if op.kind in ("lds", "flat", "smem"):
            self.lgkm.append((op.kind == "lds", dests))

    def pending(self):
        return bool(self.vm or self.lgkm)

    def need(self, regs):
        vm = lgkm = None
        for i, d in enumerate(self.vm):
            if d & regs:
                vm = len(self.vm) - 1 - i
        ordered = all(in_order for in_order, _ in self.lgkm)
        for i, (in_order, d) in enumerate(self.lgkm):
            if d & regs:
                lgkm = len(self.lgkm) - 1 - i if ordered else 0
        return vm, lgkm

    def wait(self, vm, lgkm):
        """The s_waitcnt text for these counts (None: that counter not waited for)."""
        parts = []
        if vm is not None:
            vm = min(vm, 63)
            self.vm = self.vm[max(0, len(self.vm) - vm):] if vm else []   # vm >= outstanding: none done
            parts.append("vmcnt(%d)" % vm)
        if lgkm is not None:
            lgkm = min(lgkm, 15)
            self.lgkm = self.lgkm[max(0, len(self.lgkm) - lgkm):] if lgkm else []
            parts.append("lgkmcnt(%d)" % lgkm)
        return "s_waitcnt " + " ".join(parts)


class Hazards:
    """The software wait states of gfx90a (ISA 4.5, as LLVM's GCNHazardRecognizer applies them):
    the number of s_nop wait states an instruction needs after the recent ones."""

    def __init__(self):
        self.recent = []   # (op, wait states issued after it)

    def needed(self, op):
        need = 0
        for past, after in self.recent:
            need = max(need, self.rule(past, op) - after)
        return need

    @staticmethod
    def rule(p, x):
        if p.kind == "valu":
            sw = {u for u in p.writes if u[0] == "s" or u.startswith("vcc")}
            if x.fact("lane_select") and sw & x.fact("lane_select"):
                return 4
            if x.fact("div_fmas") and {"vcc_lo", "vcc_hi"} & p.writes:
                return 4
            if x.kind in ("vmem", "flat") and sw & x.fact("vmem_sgprs", set()):
                return 5
            if x.fact("dpp"):
                if {"exec_lo", "exec_hi"} & p.writes:
                    return 5
                if {u for u in p.writes if u[0] == "v"} & x.reads:
                    return 2
        if p.kind in ("vmem", "flat") and x.kind == "valu" and p.fact("store_data", set()) & x.writes:
            return 1
        if p.fact("setreg") and x.fact("hwreg") == p.fact("setreg"):
            return 2
        if p.kind == "salu" and "m0" in p.writes and x.fact("m0_user"):
            return 1        # s_movrel*, the LDS add-TID forms
        return 0

    def issue(self, op, states=1):
        self.recent = [(p, a + states) for p, a in self.recent if a + states < 6] + [(op, 0)]


class Program:
    """The body of one random kernel: blocks of random instructions inside control constructs."""

    def __init__(self, rng, catalog, waves_per_group):
        self.rng, self.catalog, self.wpg = rng, catalog, waves_per_group
        self.regs = Registers(rng)
        self.vop = VopBuilder(rng, self.regs)
        self.mem = MemBuilder(rng, self.regs)
        self.waits, self.hazards = Waits(), Hazards()
        self.lines, self.labels, self.joins, self.subroutines = [], 0, {}, []
        self.in_sub = False
        self.exec_depth = 0
        self.free_saves, self.free_sloops, self.free_vloops = list(SAVE_PAIRS), list(LOOP_SGPRS), list(LOOP_VGPRS)
        self.stream = {}
        self.rejected = {}
        self.count, self.drop, self.keep_below = 0, set(), None

    # ---- emitting ----
    def emit(self, op):
        """Waits for the results op touches, the wait states it needs, then op itself."""
        vm, lgkm = self.waits.need(op.reads | op.writes)
        if op.kind == "smem" and op.fact("scalar_store") and self.waits.lgkm:
            lgkm = 0        # a scalar store or atomic after the scalar path's older accesses
        if vm is not None or lgkm is not None:
            self.raw(self.waits.wait(vm, lgkm), "sopp")
        nops = self.hazards.needed(op)
        if nops:
            self.raw("s_nop %d" % (nops - 1), "sopp", states=nops)
        self.lines.append(op.text)
        self.waits.issue(op)
        self.hazards.issue(op)
        self.regs.wrote(op)

    def raw(self, text, kind, states=1, **facts):
        op = Op(text, kind, **facts)
        self.lines.append(text)
        self.hazards.issue(op, states)

    def fixed(self, text, kind, reads=(), writes=(), **facts):
        self.emit(Op(text, kind, reads, writes, **facts))

    def label(self):
        self.labels += 1
        return ".L%d" % self.labels

    def jump(self, branch, label):
        """A forward branch.  Nothing may be outstanding across it (the waits of the code it skips
        would not run), and the join's wait states count from either side."""
        self.flush()
        self.raw("%s %s" % (branch, label), "sopp")
        self.joins[label] = list(self.hazards.recent)

    def place(self, label):
        self.lines.append("%s:" % label)
        for op, after in self.joins.pop(label, []):
            self.hazards.recent.append((op, after))

    def loop_top(self, label):
        """A loop's first instruction follows the loop's last ones too: 5 wait states cover every
        rule whatever the body ends with (loops are entered and left with nothing outstanding)."""
        self.lines.append("%s:" % label)
        self.raw("s_nop 4", "sopp", states=5)

    def flush(self):
        if self.waits.pending():
            self.raw(self.waits.wait(0, 0), "sopp")

    # ---- random instructions ----
    def random_op(self, kind):
        """The next instruction of a kind from the validated stream."""
        queue = self.stream.get(kind, [])
        for i, op in enumerate(queue):
            if op.fact("writes_exec") and not self.exec_depth:
                continue
            return queue.pop(i)
        return None

    def straight(self, n):
        weights = [("valu", 54), ("salu", 24), ("lds", 7), ("vmem", 6), ("flat", 2), ("smem", 5), ("wait", 2)]
        for _ in range(n):
            kind = self.rng.choices([k for k, _ in weights], [w for _, w in weights])[0]
            if kind == "wait":
                if self.waits.pending():
                    self.raw(self.waits.wait(self.rng.randint(0, 3) if self.waits.vm else None,
                                             0 if self.waits.lgkm else None), "sopp")
                continue
            op = self.random_op(kind)
            if op is None:
                continue
            self.count += 1
            if self.count - 1 in self.drop or (self.keep_below is not None and self.count > self.keep_below):
                continue       # left out by the minimizer; the waits and wait states are worked out anew
            self.emit(op)

    # ---- constructs ----
    def block(self, depth, size):
        """A sequence of straight code and constructs, size instructions or so."""
        while size > 0:
            r = self.rng.random()
            if r < 0.04:     # no call inside a subroutine: one return address, and subroutines only follow
                rare = self.rng.choice(["movrel", "addtid"] + ([] if self.in_sub else ["call"]))
                size -= self.call(depth) if rare == "call" else (getattr(self, rare)() or 3)
                continue
            r = self.rng.random()
            if depth < 3 and r < 0.12 and self.free_saves:
                size -= self.if_region(depth)
            elif depth < 3 and r < 0.18 and self.free_saves:
                size -= self.exec_region(depth)
            elif depth < 3 and r < 0.23 and self.free_sloops:
                size -= self.scalar_loop(depth)
            elif depth < 3 and r < 0.28 and self.free_vloops and self.free_saves:
                size -= self.vector_loop(depth)
            elif depth < 3 and r < 0.32:
                size -= self.scalar_branch(depth)
            elif r < 0.35:
                self.mode_change()
                size -= 1
            else:
                n = self.rng.randint(3, 12)
                self.straight(n)
                size -= n

    def condition(self, dest):
        """A VOPC comparison into dest (vcc or an SGPR pair) on random data."""
        rng = self.rng
        cmp = rng.choice(["v_cmp_gt_u32", "v_cmp_lt_i32", "v_cmp_ne_u32", "v_cmp_lg_f32", "v_cmp_gt_f32",
                          "v_cmp_class_f32", "v_cmp_eq_u32"])
        a, b = vname(self.regs.vgpr()), vname(self.regs.vgpr())
        form = "_e32" if dest == "vcc" else "_e64"
        if cmp == "v_cmp_class_f32" and dest != "vcc":
            b = str(rng.choice([3, 12, 48, 60]))     # a class mask as an inline constant
        self.fixed("%s%s %s, %s, %s" % (cmp, form, dest, a, b), "valu",
                   set(reg_units(a)) | set(reg_units(b)) | {"exec_lo", "exec_hi"}, reg_units(dest))

    def save(self):
        base = self.free_saves.pop(0)
        return base, sname(base, 2)

    def if_region(self, depth):
        rng = self.rng
        base, save = self.save()
        cond = rng.choice(["vcc", sname(self.regs.sgpr(2), 2)])
        self.condition(cond)
        self.fixed("s_and_saveexec_b64 %s, %s" % (save, cond), "salu", reg_units(cond) + ["exec_lo", "exec_hi"],
                   units("s", base, 2) + ["exec_lo", "exec_hi", "scc"])
        self.exec_depth += 1
        skip, done = self.label(), self.label()
        if rng.random() < 0.6:
            self.jump("s_cbranch_execz", skip)
        n = rng.randint(4, 20)
        self.block(depth + 1, n)
        self.flush()
        size = n + 4
        if rng.random() < 0.5:           # else: the saved lanes that did not take the branch
            self.place(skip)
            self.fixed("s_xor_b64 exec, %s, exec" % save, "salu", units("s", base, 2) + ["exec_lo", "exec_hi"],
                       ["exec_lo", "exec_hi", "scc"])
            self.jump("s_cbranch_execz", done)
            m = rng.randint(4, 16)
            self.block(depth + 1, m)
            self.flush()
            size += m
        else:
            self.place(skip)
        self.place(done)
        self.fixed("s_or_b64 exec, exec, %s" % save, "salu", units("s", base, 2) + ["exec_lo", "exec_hi"],
                   ["exec_lo", "exec_hi", "scc"])
        self.exec_depth -= 1
        self.free_saves.insert(0, base)
        return size

    def exec_region(self, depth):
        """EXEC set to none, one lane, a few lanes or random lanes; restored after."""
        rng = self.rng
        base, save = self.save()
        self.fixed("s_mov_b64 %s, exec" % save, "salu", ["exec_lo", "exec_hi"], units("s", base, 2))
        pick = rng.random()
        if pick < 0.15:
            self.fixed("s_mov_b64 exec, 0", "salu", (), ["exec_lo", "exec_hi"])
        elif pick < 0.35:
            self.fixed("s_mov_b64 exec, %d" % (1 << rng.randint(0, 5)), "salu", (), ["exec_lo", "exec_hi"])
        elif pick < 0.5:
            lane = rng.randint(32, 63)
            self.fixed("s_lshl_b64 exec, 1, %d" % lane, "salu", (), ["exec_lo", "exec_hi", "scc"])
        else:
            src = sname(self.regs.sgpr(2), 2)
            op = rng.choice(["s_and_b64", "s_or_b64", "s_xor_b64", "s_andn2_b64"])
            self.fixed("%s exec, exec, %s" % (op, src), "salu", reg_units(src) + ["exec_lo", "exec_hi"],
                       ["exec_lo", "exec_hi", "scc"])
        self.exec_depth += 1
        skip = self.label()
        if rng.random() < 0.3:
            self.jump("s_cbranch_execz", skip)
        n = rng.randint(4, 16)
        self.block(depth + 1, n)
        self.flush()
        self.place(skip)
        self.fixed("s_mov_b64 exec, %s" % save, "salu", units("s", base, 2), ["exec_lo", "exec_hi"])
        self.exec_depth -= 1
        self.free_saves.insert(0, base)
        return n + 3

    def scalar_loop(self, depth):
        rng = self.rng
        counter = self.free_sloops.pop(0)
        trips = rng.randint(1, 4)
        top = self.label()
        self.fixed("s_mov_b32 s%d, %d" % (counter, trips), "salu", (), ["s%d" % counter])
        self.flush()
        self.loop_top(top)
        n = rng.randint(4, 16)
        self.block(depth + 1, n)
        self.flush()
        self.fixed("s_sub_u32 s%d, s%d, 1" % (counter, counter), "salu", ["s%d" % counter], ["s%d" % counter, "scc"])
        self.fixed("s_cmp_lg_u32 s%d, 0" % counter, "salu", ["s%d" % counter], ["scc"])
        self.raw("s_cbranch_scc1 %s" % top, "sopp")
        self.free_sloops.insert(0, counter)
        return n * trips + 4

    def vector_loop(self, depth):
        """A loop each lane runs 1 to 4 times: lanes leave as their count reaches 0."""
        rng = self.rng
        v = self.free_vloops.pop(0)
        base, save = self.save()
        src = vname(self.regs.vgpr())
        self.fixed("v_and_b32_e32 v%d, 3, %s" % (v, src), "valu", reg_units(src) + ["exec_lo", "exec_hi"],
                   ["v%d" % v])
        self.fixed("v_add_u32_e32 v%d, 1, v%d" % (v, v), "valu", ["v%d" % v, "exec_lo", "exec_hi"], ["v%d" % v])
        self.fixed("s_mov_b64 %s, exec" % save, "salu", ["exec_lo", "exec_hi"], units("s", base, 2))
        self.exec_depth += 1
        self.flush()
        top = self.label()
        self.loop_top(top)
        n = rng.randint(4, 14)
        self.block(depth + 1, n)
        self.flush()
        self.fixed("v_subrev_u32_e32 v%d, 1, v%d" % (v, v), "valu", ["v%d" % v, "exec_lo", "exec_hi"], ["v%d" % v])
        self.fixed("v_cmp_lt_i32_e32 vcc, 0, v%d" % v, "valu", ["v%d" % v, "exec_lo", "exec_hi"],
                   ["vcc_lo", "vcc_hi"])
        self.fixed("s_and_b64 exec, exec, vcc", "salu", ["exec_lo", "exec_hi", "vcc_lo", "vcc_hi"],
                   ["exec_lo", "exec_hi", "scc"])
        self.raw("s_cbranch_execnz %s" % top, "sopp")
        self.fixed("s_mov_b64 exec, %s" % save, "salu", units("s", base, 2), ["exec_lo", "exec_hi"])
        self.exec_depth -= 1
        self.free_saves.insert(0, base)
        self.free_vloops.insert(0, v)
        return n * 3 + 8

    def scalar_branch(self, depth):
        """A forward branch on data (SCC, VCCZ or EXECZ) or always (s_branch)."""
        rng = self.rng
        skip = self.label()
        a, b = sname(self.regs.sgpr()), sname(self.regs.sgpr())
        kind = rng.random()
        if kind < 0.6:
            cmp = rng.choice(["s_cmp_lt_u32", "s_cmp_gt_i32", "s_cmp_eq_u32", "s_bitcmp1_b32"])
            if cmp == "s_bitcmp1_b32":
                b = str(rng.randint(0, 31))
            self.fixed("%s %s, %s" % (cmp, a, b), "salu", reg_units(a) + reg_units(b), ["scc"])
            self.jump("s_cbranch_scc%d" % rng.randint(0, 1), skip)
        elif kind < 0.9:
            self.condition("vcc")
            self.raw("s_nop 4", "sopp", states=5)    # VCCZ after a VALU write of VCC
            self.jump("s_cbranch_vcc" + rng.choice(["z", "nz"]), skip)
        else:
            self.jump("s_branch", skip)     # the block is never run: only the jump is checked
        n = rng.randint(3, 12)
        self.block(depth + 1, n)
        self.flush()
        self.place(skip)
        return n + 2

    def movrel(self):
        """s_movrels/s_movreld: an SGPR indexed by M0, set just before and restored after."""
        rng = self.rng
        n = rng.choice([1, 2])
        k = 2 * rng.randint(0, 3)
        name = rng.choice(["s_movrels", "s_movreld"]) + ("_b32" if n == 1 else "_b64")
        base = self.regs.sgpr(n)
        while base + k + n - 1 not in SPOOL:
            base = self.regs.sgpr(n)
        other = self.regs.sgpr(n)
        self.fixed("s_mov_b32 m0, %d" % k, "salu", (), ["m0"])
        idx = units("s", base + k, n)
        if name.startswith("s_movrels"):
            self.fixed("%s %s, %s" % (name, sname(other, n), sname(base, n)), "salu", idx + ["m0"],
                       units("s", other, n), m0_user=True)
        else:
            self.fixed("%s %s, %s" % (name, sname(base, n), sname(other, n)), "salu",
                       units("s", other, n) + ["m0"], idx, m0_user=True)
        self.fixed("s_mov_b32 m0, -1", "salu", (), ["m0"])

    def addtid(self):
        """ds_write_addtid_b32 / ds_read_addtid_b32: LDS at M0 + offset + lane * 4, in the wave's slice."""
        rng = self.rng
        self.fixed("s_lshl_b32 m0, s16, 12", "salu", ["s16"], ["m0", "scc"])
        off = 4 * rng.randint(0, (LDS_SLICE - 256) // 4)
        if rng.random() < 0.5:
            d = vname(self.regs.vgpr())
            self.fixed("ds_write_addtid_b32 %s offset:%d" % (d, off), "lds", reg_units(d) + ["m0", "exec_lo"], (),
                       m0_user=True)
        else:
            d = vname(self.regs.vgpr())
            self.fixed("ds_read_addtid_b32 %s offset:%d" % (d, off), "lds", ["m0", "exec_lo"], reg_units(d),
                       m0_user=True)
        self.fixed("s_mov_b32 m0, -1", "salu", (), ["m0"])

    def call(self, depth):
        """A subroutine of random code, reached by s_call_b64 or by s_getpc/s_swappc, left by
        s_setpc_b64.  Calls and returns are made with nothing outstanding, and 5 wait states open
        the subroutine and follow the return (either side's last instructions may come first)."""
        rng = self.rng
        sub = self.label()
        self.flush()
        if rng.random() < 0.5:
            self.raw("s_call_b64 %s, %s" % (sname(RET_PAIR, 2), sub), "sopp")
        else:
            here = self.label()
            self.fixed("s_getpc_b64 %s" % sname(TARGET_PAIR, 2), "salu", (), units("s", TARGET_PAIR, 2))
            self.lines.append("%s:" % here)
            self.fixed("s_add_u32 s%d, s%d, %s-%s" % (TARGET_PAIR, TARGET_PAIR, sub, here), "salu",
                       ["s%d" % TARGET_PAIR], ["s%d" % TARGET_PAIR, "scc"])
            self.fixed("s_addc_u32 s%d, s%d, 0" % (TARGET_PAIR + 1, TARGET_PAIR + 1), "salu",
                       ["s%d" % (TARGET_PAIR + 1), "scc"], ["s%d" % (TARGET_PAIR + 1), "scc"])
            self.raw("s_swappc_b64 %s, %s" % (sname(RET_PAIR, 2), sname(TARGET_PAIR, 2)), "sopp")
        self.raw("s_nop 4", "sopp", states=5)
        main, self.lines = self.lines, []
        self.lines.append("%s:" % sub)
        self.raw("s_nop 4", "sopp", states=5)
        n = rng.randint(4, 14)
        self.in_sub = True
        self.block(depth + 1, n)
        self.in_sub = False
        self.flush()
        self.raw("s_setpc_b64 %s" % sname(RET_PAIR, 2), "sopp")
        self.subroutines += self.lines
        self.lines = main
        return n + 4

    def mode_change(self):
        """Rounding, denormal, DX10 clamp and IEEE bits of MODE, from a register or an immediate."""
        rng = self.rng
        size = rng.choice([4, 8, 10])
        if rng.random() < 0.5:
            src = sname(self.regs.sgpr())
            self.fixed("s_setreg_b32 hwreg(HW_REG_MODE, 0, %d), %s" % (size, src), "salu", [src], (),
                       setreg="HW_REG_MODE", hwreg="HW_REG_MODE")
        else:
            self.fixed("s_setreg_imm32_b32 hwreg(HW_REG_MODE, 0, %d), 0x%x" % (size, rng.getrandbits(size)),
                       "salu", (), (), setreg="HW_REG_MODE", hwreg="HW_REG_MODE")

    def barrier_exchange(self):
        """Barrier, reads of the next wave's LDS slice, barrier: no wave writes LDS in between."""
        self.flush()
        self.raw("s_barrier", "sopp")
        for _ in range(self.rng.randint(1, 4)):
            name, n = self.rng.choice([("ds_read_b32", 1), ("ds_read_b64", 2), ("ds_read2_b32", 2),
                                       ("ds_read_b128", 4)])
            d = vname(self.regs.vgpr(n), n)
            off = ("offset0:%d offset1:%d" % (self.rng.randint(0, 255), self.rng.randint(0, 255))
                   if "read2" in name else "offset:%d" % self.mem.aligned_offset(0, LDS_SLICE - 1024 - 16, 16))
            self.emit(Op("%s %s, v7 %s" % (name, d, off), "lds", ["v7", "exec_lo", "exec_hi"], reg_units(d)))
        self.flush()
        self.raw("s_barrier", "sopp")

    def top(self, size):
        """The kernel body: blocks at top level, with barriers between them."""
        while size > 0:
            n = self.rng.randint(20, 60)
            self.block(0, n)
            size -= n
            if self.rng.random() < 0.5:
                self.barrier_exchange()


KIND_SHARE = {"valu": 2400, "salu": 900, "lds": 500, "vmem": 500, "flat": 150, "smem": 300}


def entry_weight(row):
    """How often an encoding is drawn: transcendentals and FP64 are rarer (they are many times
    slower on the RTL than other VALU ops, and would otherwise take most of a run's cycles)."""
    if "TRANS" in row.flags:
        return 0.05
    if any(t[0] == "F" and t[1] == 64 for _, t, _, _ in row.opnds):
        return 0.3
    if row.unit in ("lds", "vmem", "flat") and max([dwords(t) for _, t, _, _ in row.opnds] or [0]) >= 3:
        return 0.4      # 96- and 128-bit accesses: three or four times the requests
    return 1.0


def banned(op, bans):
    """Whether op has a form the model refuses to define (bans: (mnemonic, modifier or None))."""
    name = op.fact("name")
    return any(name == mn and (mod is None or mod in op.text) for mn, mod in bans)


def candidates(rng, catalog, regs, scale, bans=(), wide_dpp=False):
    """Random instructions of every kind, built from the catalog; not yet checked by llvm-mc.
    DPP on 64-bit operands (gfx90a's row_newbcast) is left out unless asked for: the RTL traps
    on it today (a known failure, which the minimizer's test uses)."""
    vop, mem = VopBuilder(rng, regs), MemBuilder(rng, regs)
    vop.allow_wide_dpp = wide_dpp
    out = []
    for kind, n in KIND_SHARE.items():
        entries = catalog.by_kind.get(kind, [])
        weights = [entry_weight(row) for _, _, row in entries]
        for fam, text, row in rng.choices(entries, weights, k=max(1, int(n * scale))):
            op = mem.build(fam, text, row) if kind in ("lds", "vmem", "flat", "smem") else vop.build(fam, text, row)
            if op is None or banned(op, bans):
                continue
            op.kind = kind if kind != "salu" else "salu"
            if {"exec_lo", "exec_hi"} & op.writes:
                op.facts["writes_exec"] = True
            out.append(op)
    rng.shuffle(out)
    return out


def llvm_rejects(lines):
    """Indexes of the lines llvm-mc-16 refuses for gfx90a, with its message."""
    src = "\n".join(lines) + "\n"
    r = subprocess.run([MC, "-arch=amdgcn", "-mcpu=gfx90a", "-filetype=obj", "-o", os.devnull],
                       input=src, capture_output=True, text=True)
    bad = {}
    for m in re.finditer(r"^<stdin>:(\d+):\d+: error: (.*)$", r.stderr, re.M):
        bad.setdefault(int(m.group(1)) - 1, m.group(2))
    if r.returncode != 0 and not bad:
        raise SystemExit("randprog: llvm-mc-16 failed without a line number:\n" + r.stderr)
    return bad


def validated_stream(rng, catalog, regs, scale, bans=(), wide_dpp=False):
    ops = candidates(rng, catalog, regs, scale, bans, wide_dpp)
    bad = llvm_rejects([op.text for op in ops])
    stream, rejected = {}, {}
    for i, op in enumerate(ops):
        if i in bad:
            key = op.fact("name", op.text.split()[0])
            rejected.setdefault(key, (0, bad[i], op.text))
            rejected[key] = (rejected[key][0] + 1, bad[i], op.text)
            continue
        stream.setdefault(op.kind, []).append(op)
    return stream, rejected


def prologue(waves_per_group):
    """The wave's bases, addresses and initial registers (the ABI: s[0:3] private buffer, s[4:5]
    kernarg pointer, s[6:7] flat scratch init, s8 workgroup id x, s9 private wave offset)."""
    lines = """s_load_dwordx2 s[10:11], s[4:5], 0x0
s_add_u32 flat_scratch_lo, s6, s9
s_addc_u32 flat_scratch_hi, s7, 0
s_add_u32 s0, s0, s9
s_addc_u32 s1, s1, 0
v_readfirstlane_b32 s16, v0
s_lshr_b32 s16, s16, 6
s_mul_i32 s17, s8, {wpg}
s_add_u32 s17, s17, s16
s_lshl_b32 s34, s17, 16
s_lshr_b32 s35, s17, 16
s_waitcnt lgkmcnt(0)
s_add_u32 s10, s10, s34
s_addc_u32 s11, s11, s35
s_add_u32 s18, s10, {ro_mid}
s_addc_u32 s19, s11, 0
s_mov_b32 s12, s10
s_and_b32 s13, s11, 0xffff
s_mov_b32 s14, {records}
s_mov_b32 s15, 0x27000
s_mov_b32 s32, {soffset}
s_mov_b32 s33, {scratch_base}
s_mov_b32 m0, -1
v_mbcnt_lo_u32_b32 v1, -1, 0
v_mbcnt_hi_u32_b32 v1, -1, v1
v_lshlrev_b32_e32 v6, 4, v1
v_add_u32_e32 v5, {vbase}, v6
v_mov_b32_e32 v3, s11
v_add_co_u32_e32 v2, vcc, s10, v5
v_addc_co_u32_e32 v3, vcc, 0, v3, vcc
s_lshl_b32 s34, s16, 12
v_add_u32_e32 v6, s34, v6
v_add_u32_e32 v4, {ds_neg}, v6
s_add_u32 s34, s16, 1
s_cmp_eq_u32 s34, {wpg}
s_cselect_b32 s34, 0, s34
s_lshl_b32 s34, s34, 12
v_lshlrev_b32_e32 v7, 4, v1
v_add_u32_e32 v7, s34, v7
v_mov_b32_e32 v8, {scratch_base}
v_lshlrev_b32_e32 v9, 4, v1
v_add_u32_e32 v9, {vinit}, v9
""".format(wpg=waves_per_group, ro_mid=hex(RO_MID), records=hex(BUF_RECORDS), soffset=SOFFSET,
           scratch_base=SCRATCH_BASE, vbase=hex(VBASE), ds_neg=hex((-DS_NEG) & 0xffffffff), vinit=hex(VINIT))
    out = lines.strip().split("\n")
    for k in range(LOADED_VGPRS // 4):
        out.append("global_load_dwordx4 %s, v9, s[10:11] offset:%d" % (vname(VPOOL[4 * k], 4), 1024 * k))
    for k in range(0, len(SPOOL), 4):
        out.append("s_load_dwordx4 %s, s[10:11], 0x%x" % (sname(SPOOL[k], 4), 0x100 + 4 * k))
    out.append("s_waitcnt lgkmcnt(0)")
    for i, v in enumerate(VPOOL[LOADED_VGPRS:]):     # the others: per-lane mixes of the SGPR values
        a, b = SPOOL[(3 * i) % len(SPOOL)], SPOOL[(3 * i + 1) % len(SPOOL)]
        if i % 3 == 0:
            out.append("v_mov_b32_e32 v%d, s%d" % (v, a))
        else:
            out.append("v_mul_lo_u32 v%d, v1, s%d" % (v, a))
            out.append("v_xor_b32_e32 v%d, s%d, v%d" % (v, b, v))
    out += ["s_waitcnt vmcnt(0) lgkmcnt(0)", "s_mov_b64 vcc, s[%d:%d]" % (SPOOL[0], SPOOL[0] + 1)]
    out += ["v_mov_b32_e32 v%d, 0" % v for v in LOOP_VGPRS]   # lanes a loop did not start see 0
    return out


def epilogue():
    """Every random register to the wave's dump areas, so the results are also in memory."""
    out = ["s_waitcnt vmcnt(0) lgkmcnt(0)", "v_lshlrev_b32_e32 v9, 4, v1", "v_add_u32_e32 v9, 0x%x, v9" % VDUMP]
    for k in range(DUMPED_VGPRS // 4):
        out.append("global_store_dwordx4 v9, %s, s[10:11] offset:%d" % (vname(VPOOL[4 * k], 4), 1024 * k))
    for k in range(0, len(SPOOL), 4):
        out.append("s_store_dwordx4 %s, s[10:11], 0x%x" % (sname(SPOOL[k], 4), SGPR_DUMP + 4 * k))
    out += ["s_waitcnt vmcnt(0) lgkmcnt(0)", "s_endpgm"]
    return out


def mode_bits(rng):
    return {"float_round_mode_32": rng.randint(0, 3), "float_round_mode_16_64": rng.randint(0, 3),
            "float_denorm_mode_32": rng.randint(0, 3), "float_denorm_mode_16_64": rng.randint(0, 3),
            "dx10_clamp": rng.randint(0, 1), "ieee_mode": rng.randint(0, 1)}


def kernel_text(body, waves_per_group, modes):
    lds = waves_per_group * LDS_SLICE
    code = "\n".join(("        " + l) if not l.endswith(":") else l for l in body)
    mode_lines = "\n".join("          .amdhsa_%s %d" % kv for kv in sorted(modes.items()))
    return """        .amdgcn_target "amdgcn-amd-amdhsa--gfx90a"
        .text
        .globl  {k}
        .p2align 8
        .type   {k},@function
{k}:
{code}
.Lend:
        .size   {k}, .Lend-{k}

        .rodata
        .p2align 6
        .amdhsa_kernel {k}
          .amdhsa_group_segment_fixed_size {lds}
          .amdhsa_private_segment_fixed_size {priv}
          .amdhsa_kernarg_size 8
          .amdhsa_user_sgpr_private_segment_buffer 1
          .amdhsa_user_sgpr_kernarg_segment_ptr 1
          .amdhsa_user_sgpr_flat_scratch_init 1
          .amdhsa_system_sgpr_private_segment_wavefront_offset 1
          .amdhsa_system_sgpr_workgroup_id_x 1
          .amdhsa_system_vgpr_workitem_id 0
          .amdhsa_next_free_vgpr {nvt}
          .amdhsa_next_free_sgpr {ns}
          .amdhsa_accum_offset {nv}
          .amdhsa_reserve_vcc 1
{modes}
        .end_amdhsa_kernel

        .amdgpu_metadata
---
amdhsa.kernels:
  - .args:
      - .address_space:  global
        .offset:         0
        .size:           8
        .value_kind:     global_buffer
    .group_segment_fixed_size: {lds}
    .kernarg_segment_align: 8
    .kernarg_segment_size: 8
    .max_flat_workgroup_size: {wg}
    .name:           {k}
    .private_segment_fixed_size: {priv}
    .sgpr_count:     {ns}
    .symbol:         {k}.kd
    .vgpr_count:     {nvt}
    .agpr_count:     {na}
    .wavefront_size: 64
amdhsa.target:   amdgcn-amd-amdhsa--gfx90a
amdhsa.version:
  - 1
  - 1
...
        .end_amdgpu_metadata
""".format(k=KERNEL, code=code, lds=lds, priv=SCRATCH_LANE, nv=NEXT_VGPR, nvt=NEXT_VGPR + NEXT_AGPR,
           na=NEXT_AGPR, ns=NEXT_SGPR, modes=mode_lines,
           wg=64 * waves_per_group)


SPECIAL_WORDS = [0, 1, 0xffffffff, 0x80000000, 0x7fffffff, 0x3f800000, 0xbf800000, 0x7f800000, 0xff800000,
                 0x7fc00000, 0x7f800001, 0x00000001, 0x807fffff, 0x3c003c00, 0x7c00fc00, 0x00010001, 0x8000,
                 0x7fff, 0xffff, 0x3ff00000, 0x000fffff, 0x00800000, 0x4b800000, 0xcf000000, 0x0000ffff]


def input_words(rng, words):
    """The input buffer: special float and integer patterns, small numbers and random bits."""
    out = []
    for _ in range(words):
        r = rng.random()
        if r < 0.3:
            out.append(rng.choice(SPECIAL_WORDS))
        elif r < 0.5:
            out.append(rng.randint(-64, 64) & 0xffffffff)
        elif r < 0.6:
            out.append(struct.unpack("<I", struct.pack("<f", rng.uniform(-100, 100)))[0])
        else:
            out.append(rng.getrandbits(32))
    return out


class Spec:
    """One generated program: its source, launch shape and input."""

    def __init__(self, seed, length=400, bans=(), drop=(), keep_below=None, shape=None, wide_dpp=False,
                 max_wpg=4):
        """shape (waves per group, groups) overrides the seed's launch; drop and keep_below leave
        random instructions out by their number (the minimizer's knobs); max_wpg caps the waves
        of a group at what a smaller configuration's CU holds (the draws stay the seed's)."""
        rng = random.Random(seed)
        self.seed, self.length, self.bans = seed, length, list(bans)
        self.wpg = min(rng.choice([1, 1, 2, 2, 4]), max_wpg)
        self.groups = rng.choice([1, 2, 3, 4, 6, 8])
        if shape:
            self.wpg, self.groups = shape
        self.modes = mode_bits(rng)
        catalog = Catalog()
        prog = Program(rng, catalog, self.wpg)
        prog.drop, prog.keep_below = set(drop), keep_below
        prog.stream, self.rejected = validated_stream(rng, catalog, prog.regs, max(0.5, length / 800),
                                                      self.bans, wide_dpp)
        prog.top(length)
        self.random_ops = prog.count
        self.body = prologue(self.wpg) + prog.lines + epilogue() + prog.subroutines
        self.waves = self.wpg * self.groups
        data = random.Random(seed * 2654435761 % 2 ** 32 + 1)   # wave w's data whatever the wave count
        self.input = struct.pack("<%dI" % (REGION // 4 * self.waves), *input_words(data, REGION // 4 * self.waves))

    def source(self):
        return kernel_text(self.body, self.wpg, self.modes)

    def gcnsim_args(self, buf_path):
        return ["-k", KERNEL, "-g", str(64 * self.waves), "-b", str(64 * self.wpg), "-a", "buf:%s" % buf_path]


def build(spec, out_dir, stem=None):
    """Assemble and link spec into out_dir; returns (code object path, input path)."""
    stem = stem or "rand_%d" % spec.seed
    base = os.path.join(out_dir, stem)
    with open(base + ".s", "w") as f:
        f.write(spec.source())
    with open(base + ".bin", "wb") as f:
        f.write(spec.input)
    assemble(base + ".s", base + ".co")
    return base + ".co", base + ".bin"


def assemble(src, co):
    obj = co[:-3] + ".o"
    r = subprocess.run([MC, "-triple=amdgcn-amd-amdhsa", "-mcpu=gfx90a", "-filetype=obj", "-o", obj, src],
                       capture_output=True, text=True)
    if r.returncode != 0:
        raise RuntimeError("llvm-mc-16 refused %s:\n%s" % (src, r.stderr[-2000:]))
    r = subprocess.run([LLD, "-shared", "-o", co, obj], capture_output=True, text=True)
    if r.returncode != 0:
        raise RuntimeError("ld.lld-16 refused %s:\n%s" % (obj, r.stderr[-2000:]))


UNDEFINED = re.compile(r"(v_\w+|s_\w+) with (clamp|neg_lo/neg_hi) is not modelled")


def model_refusal(out):
    """(mnemonic, modifier) of a form the model stops at as undefined, from gcnsim's report."""
    m = UNDEFINED.search(out)
    if not m:
        return None
    return m.group(1), {"clamp": "clamp", "neg_lo/neg_hi": "neg_"}[m.group(2)]


def make(seed, out_dir, length, gcnsim, tries=24, **knobs):
    """A program the model runs to the end: forms the model defines no result for (integer clamp
    where the text gives no saturation, neg on integer packed sources) are banned and the program
    made again from the same seed, so a seed always gives the same program."""
    bans = []
    for _ in range(tries):
        spec = Spec(seed, length, bans, **knobs)
        co, buf = build(spec, out_dir)
        r = subprocess.run([gcnsim, "run", co] + spec.gcnsim_args(buf), capture_output=True, text=True)
        refusal = model_refusal(r.stdout + r.stderr)
        if refusal is None:
            spec.model_output = r.stdout + r.stderr
            spec.model_rc = r.returncode
            return spec, co, buf
        bans.append(refusal)
    raise RuntimeError("seed %d: the model still refuses a form after %d bans: %s" % (seed, tries, bans))


def main():
    ap = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    ap.add_argument("--seed", type=int, required=True)
    ap.add_argument("--out", required=True)
    ap.add_argument("--length", type=int, default=400)
    ap.add_argument("--rejected", action="store_true", help="list what llvm-mc refused")
    ap.add_argument("--gcnsim", default=os.path.join(ROOT, "build/gcnsim"))
    args = ap.parse_args()
    os.makedirs(args.out, exist_ok=True)
    spec, co, buf = make(args.seed, args.out, args.length, args.gcnsim)
    print("build/gcnsim run %s %s" % (co, " ".join(spec.gcnsim_args(buf))))
    print("%d instructions, %d refused by llvm-mc" % (len(spec.body), sum(n for n, _, _ in spec.rejected.values())))
    if args.rejected:
        for name, (n, msg, text) in sorted(spec.rejected.items()):
            print("rejected %-28s %3d  %s   [%s]" % (name, n, msg, text))


if __name__ == "__main__":
    main()
