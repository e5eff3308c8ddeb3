#!/usr/bin/env python3
"""Generate the C instruction table from cmodel/isa/gfx90a.isa.

    isagen.py check            the table covers exactly the LLVM inventory
    isagen.py c OUT.c          the C table and per-family opcode maps
The coverage page is written by coverage.py from the same parse.
"""
import re
import sys
import os

HERE = os.path.dirname(os.path.abspath(__file__))
ROOT = os.path.dirname(HERE)
TABLE = os.path.join(ROOT, "cmodel/isa/gfx90a.isa")
INVENTORY = os.path.join(ROOT, "cmodel/isa/inventory.tsv")

FAMILIES = ["SOP2", "SOPK", "SOP1", "SOPC", "SOPP", "SMEM", "VOP2", "VOP1", "VOPC", "VOP3", "VOP3P",
            "DS", "MUBUF", "MTBUF", "FLAT", "GLOBAL", "SCRATCH", "MIMG"]
OPCODE_SPACE = {"SOP2": 0x60, "SOPK": 0x20, "SOP1": 0x100, "SOPC": 0x80, "SOPP": 0x80, "SMEM": 0x100,
                "VOP2": 0x40, "VOP1": 0x100, "VOPC": 0x100, "VOP3": 0x400, "VOP3P": 0x80, "DS": 0x100,
                "MUBUF": 0x80, "MTBUF": 0x10, "FLAT": 0x80, "GLOBAL": 0x80, "SCRATCH": 0x80, "MIMG": 0x80}
ROLES = ["sdst", "ssrc0", "ssrc1", "simm16", "imm32", "sdata", "sbase", "vdst", "src0", "src1", "src2",
         "addr", "data0", "data1", "vdata", "vaddr", "srsrc", "soffset", "saddr", "ssamp"]
# Encoding flags name extra encodings of a VOP row; attribute flags say what
# LLVM accepts in a memory row's modifier bits (see GCN_F_* in isa.h).
ENC_FLAGS = ("DPP", "SDWA")
ATTR_FLAGS = ("CLAMP", "OMOD", "OPSEL", "MIX", "OFF2", "GWS", "NOGDS", "NOOFF", "LDS", "LDS1", "NOSCC", "NOGLC", "RTN", "NOD16", "ACCX", "E32", "GFX908", "NOPEXT", "TRANS", "FMA64", "DOT")
# VOP3 source modifier suffixes (role:type+mods), gcn_mods in isa.h.
OPND_MODS = {"mods": "FLOAT", "sext": "SEXT", "ign": "IGNORED"}
# VOP3 source register-class suffixes, gcn_rclass in isa.h.
OPND_RCLASS = {"sreg": "SREG", "mask": "LANEMASK", "vreg": "VREG", "vreg_lds": "VREG_LDS", "agpr": "AGPR"}
UNITS = ["salu", "smem", "branch", "valu", "mfma", "lds", "vmem", "flat", "gfx"]
IMM_KINDS = {"label": "LABEL", "hwreg": "HWREG", "waitcnt": "WAITCNT", "sendmsg": "SENDMSG",
             "gpr_idx": "GPR_IDX", "hex": "HEX", "endpgm": "ENDPGM"}
TYPE = re.compile(r"^(v2)?(b|f|i|u|bf)(\d+)(?:x(\d+))?$")
MEM_UNITS = ("smem", "vmem", "flat", "lds")
# the memory column's kinds (MemShape; the table's header), and the ones that name an element size
MEM_KINDS = ("load", "store", "atomic", "load2", "store2", "xchg2", "condxchg", "lds_store", "nop", "time",
             "probe", "swizzle", "permute", "bpermute", "append", "consume", "gws")
MEM_SIZED = ("load", "store", "atomic", "load2", "store2", "xchg2", "condxchg", "lds_store")
MEM_SIZES = ("b8", "u8", "i8", "b16", "u16", "i16", "b32", "b64")
MEM_FLAGS = ("d16", "hi", "st64", "addtid", "scratch", "format")
# read-modify-write operations (cmodel/include/gcn/atomic.h at_op, AT_<name>)
ATOMIC_OPS = ("SWAP", "CMPSWAP", "ADD", "SUB", "RSUB", "SMIN", "UMIN", "SMAX", "UMAX", "AND", "OR", "XOR",
              "INC", "DEC", "MSKOR", "WRAP", "FADD", "FADD_FTZ", "FMIN", "FMAX", "FCMPSWAP", "PK_FADD_F16")
SHAPE = re.compile(r"^(\d+)x(\d+)x(\d+),blocks=(\d+),passes=(\d+),coexec=(\d+)$")


class Row:
    def __init__(self, lineno, name, encs, flags, opnds, unit, mfma=None):
        self.lineno, self.name, self.encs, self.flags, self.opnds, self.unit = \
            lineno, name, encs, flags, opnds, unit
        self.mfma = mfma   # MfmaShape of an mfma row, else None
        self.mem = None    # MemShape of a memory row (units smem vmem flat lds), else None


class MfmaShape:
    """The shape column of an mfma row (the table's header): one block's M x N x K, the
    blocks, MI200's passes from issue to result and its co-execution cycles."""
    FIELDS = ("m", "n", "k", "blocks", "passes", "coexec")

    def __init__(self, m, n, k, blocks, passes, coexec):
        self.m, self.n, self.k, self.blocks, self.passes, self.coexec = m, n, k, blocks, passes, coexec

    def values(self):
        return [getattr(self, f) for f in self.FIELDS]


def fail(msg):
    sys.stderr.write("isagen: %s\n" % msg)
    sys.exit(1)


def parse_type(text, where):
    if text in IMM_KINDS:
        return (IMM_KINDS[text], 16, 1)
    m = TYPE.match(text)
    if not m:
        fail("%s: unknown operand type '%s'" % (where, text))
    packed, kind, bits, count = m.group(1), m.group(2), int(m.group(3)), m.group(4)
    if bits not in (4, 8, 16, 32, 64, 128, 256):
        fail("%s: bad width in '%s'" % (where, text))
    count = 2 if packed else int(count or 1)
    if bits > 64:
        bits, count = 32, bits // 32 * count
    return ({"b": "B", "f": "F", "i": "I", "u": "U", "bf": "BF"}[kind], bits, count)


class MemShape:
    """The memory column of a memory row (the table's header): what it does (kind, and an
    atomic's op), the size and extension of one element, the flags, a format's components."""

    def __init__(self, kind, op, size, flags, comps):
        self.kind, self.op, self.size, self.flags, self.comps = kind, op, size, flags, comps

    def bytes(self):
        """Bytes of one element (a dword load or store moves the data operand's dwords of them)."""
        return int(self.size[1:]) // 8 if self.size else 0

    def signed(self):
        return self.size is not None and self.size.startswith("i")


def parse_mem(row, text, where):
    """A memory row's column: KIND[=OP][,SIZE][,FLAG...][,comps=N]."""
    kind, *rest = text.split(",")
    kind, _, op = kind.partition("=")
    if kind not in MEM_KINDS or (kind == "atomic") != bool(op) or (op and op not in ATOMIC_OPS):
        fail("%s: bad memory kind '%s'" % (where, text.split(",")[0]))
    size, flags, comps = None, set(), 0
    for tok in rest:
        if tok in MEM_SIZES and size is None:
            size = tok
        elif tok in MEM_FLAGS and tok not in flags:
            flags.add(tok)
        elif tok.startswith("comps=") and tok[6:] in ("1", "2", "3", "4"):
            comps = int(tok[6:])
        else:
            fail("%s: bad memory attribute '%s'" % (where, tok))
    if (kind in MEM_SIZED) != (size is not None or "format" in flags) or ("format" in flags) != (comps > 0):
        fail("%s: memory kind '%s' with size '%s', comps %d" % (where, kind, size, comps))
    return MemShape(kind, op or None, size, flags, comps)


def parse_shape(row, text, where):
    """An mfma row's shape column, checked against its operands: A (src0) holds
    M*K*blocks/64 elements a lane, D (vdst) and C (src2) M*N*blocks/64."""
    m = SHAPE.match(text)
    if not m:
        fail("%s: bad shape '%s' (MxNxK,blocks=B,passes=P,coexec=C)" % (where, text))
    shape = MfmaShape(*map(int, m.groups()))
    if any(v <= 0 or v > 255 for v in shape.values()[:5]) or shape.coexec > 4 * shape.passes:
        fail("%s: shape '%s' out of range" % (where, text))
    count = {role: t[2] for role, t, _, _ in row.opnds}   # elements a lane
    per_lane = {"src0": shape.m * shape.k, "src1": shape.n * shape.k, "vdst": shape.m * shape.n,
                "src2": shape.m * shape.n}
    for role, want in per_lane.items():
        if want * shape.blocks != 64 * count.get(role, 0):
            fail("%s: %s holds %d elements a lane, the shape says %d" % (
                where, role, count.get(role, 0), want * shape.blocks // 64))
    return shape


def parse_table(path=TABLE):
    rows = []
    seen = {}
    for lineno, line in enumerate(open(path), 1):
        line = line.split("#", 1)[0].strip()
        if not line:
            continue
        parts = line.split()
        where = "%s:%d" % (path, lineno)
        if len(parts) not in (4, 5):
            fail("%s: expected 4 or 5 columns, got %d" % (where, len(parts)))
        name, enc_s, op_s, unit = parts[:4]
        encs, flags = [], set()
        for e in enc_s.split(","):
            if e in ENC_FLAGS or e in ATTR_FLAGS:
                flags.add(e)
                continue
            fam, _, op = e.partition(":")
            if fam not in FAMILIES or not op:
                fail("%s: bad encoding '%s'" % (where, e))
            opc = int(op, 16)
            if opc >= OPCODE_SPACE[fam]:
                fail("%s: opcode %s out of range for %s" % (where, op, fam))
            if (fam, opc) in seen:
                fail("%s: %s:%02x already used by %s" % (where, fam, opc, seen[(fam, opc)]))
            seen[(fam, opc)] = name
            encs.append((fam, opc))
        opnds = []
        if op_s != "-":
            for o in op_s.split(","):
                role, _, t = o.partition(":")
                if role not in ROLES:
                    fail("%s: unknown role '%s'" % (where, role))
                t, *suffixes = t.split("+")
                mods, rclass = "DEFAULT", "ANY"
                for sfx in suffixes:
                    if sfx in OPND_MODS:
                        mods = OPND_MODS[sfx]
                    elif sfx in OPND_RCLASS:
                        rclass = OPND_RCLASS[sfx]
                    else:
                        fail("%s: unknown operand suffix '+%s'" % (where, sfx))
                opnds.append((role, parse_type(t, where), mods, rclass))
        if len(opnds) > 6:
            fail("%s: more than 6 operands" % where)
        if unit not in UNITS:
            fail("%s: unknown unit '%s'" % (where, unit))
        if (unit == "mfma" or unit in MEM_UNITS) != (len(parts) == 5):
            fail("%s: the fifth column is required on mfma and memory rows and only there" % where)
        row = Row(lineno, name, encs, flags, opnds, unit)
        if unit == "mfma":
            row.mfma = parse_shape(row, parts[4], where)
        elif unit in MEM_UNITS:
            row.mem = parse_mem(row, parts[4], where)
        rows.append(row)
    names = [r.name for r in rows]
    if len(names) != len(set(names)):
        fail("duplicate mnemonics in table")
    return rows


# Accumulating VALU ops read their destination: D = S0 * S1 + D.
ACCUMULATE_PREFIXES = ("v_mac_", "v_fmac_", "v_pk_fmac_", "v_dot2c_", "v_dot4c_", "v_dot8c_")
# SOPK/SOP1 rows whose sdst field is read (a source, or read-modify-write).
SDST_READ = {"s_cmpk_eq_i32", "s_cmpk_lg_i32", "s_cmpk_gt_i32", "s_cmpk_ge_i32", "s_cmpk_lt_i32",
             "s_cmpk_le_i32", "s_cmpk_eq_u32", "s_cmpk_lg_u32", "s_cmpk_gt_u32", "s_cmpk_ge_u32",
             "s_cmpk_lt_u32", "s_cmpk_le_u32", "s_setreg_b32", "s_cbranch_i_fork"}
SDST_RMW = {"s_cmovk_i32", "s_addk_i32", "s_mulk_i32", "s_cmov_b32", "s_cmov_b64",
            "s_bitset0_b32", "s_bitset0_b64", "s_bitset1_b32", "s_bitset1_b64"}


def access_of(row, role):
    """Whether an operand is read (R), written (W) or both (RW), by one rule set:
    destinations are written, sources read; memory data registers are written
    by loads, read by stores, both by atomics (returning when glc is set); and
    the listed exceptions whose destination field is also read."""
    n = row.name
    if role in ("vdst", "sdst"):
        if n in SDST_READ:
            return "R"
        if n in SDST_RMW or n.startswith(ACCUMULATE_PREFIXES) or n == "v_swap_b32":
            return "RW"
        return "W"
    if role == "src0" and n == "v_swap_b32":
        return "RW"
    if role in ("vdata", "sdata") and row.unit in ("smem", "vmem", "flat", "gfx"):
        if "atomic" in n:
            return "RW"
        if "load" in n or "gather" in n or "sample" in n or n.startswith("image_get"):
            return "W"
        return "R"
    return "R"


def needs_fp64(row):
    """Whether a row runs on the FP64 unit (a configuration's HAS_FP64): a VALU row with a
    64-bit float operand (arithmetic, compares, conversions to and from f64).  The C table's
    GCN_F_FP64 and the RTL decode ROM's fp64 bit both come from here."""
    return row.unit == "valu" and any(t[0] == "F" and t[1] == 64 for _, t, _, _ in row.opnds)


def is_dgemm(row):
    """An f64 MFMA (LLVM's DGEMM): an mfma row whose A operand is a 64-bit float.  Its
    required wait states differ from the other MFMAs' (docs/mfma.md, "Required wait
    states"); GCN_F_DGEMM in the C table."""
    return row.unit == "mfma" and any(role == "src0" and t[0] == "F" and t[1] == 64 for role, t, _, _ in row.opnds)


def writes_exec(row):
    """A compare that also writes its result to EXEC: the VOPC rows the ISA names v_cmpx_*
    (the mnemonic is the ISA's own name for that form; nothing else in a row says it).
    GCN_F_WEXEC in the C table: the wait states before an MFMA count from it."""
    return row.unit == "valu" and row.name.startswith("v_cmpx_")


def derived_flags(row):
    """The flags isagen.py derives from a row (never written in the table)."""
    return ({"FP64"} if needs_fp64(row) else set()) | ({"DGEMM"} if is_dgemm(row) else set()) | \
        ({"WEXEC"} if writes_exec(row) else set())


def perf_of(row):
    """The profiler's instruction category of a row (docs/counters.md): X of the SQ_INSTS_X
    counter (cmodel/include/gcn/perf.h) it counts in, or None (SQ_INSTS only).  valu and mfma
    rows VALU; salu rows SENDMSG when their simm16 is a message or an s_endpgm code, else
    SALU; branch, smem and lds rows their unit; vmem and flat rows VMEM_WR when they read
    a data register (stores, atomics: access_of), VMEM_RD when they write one (loads),
    VMEM when they have none (cache controls); gfx rows None."""
    if row.unit in ("valu", "mfma"):
        return "VALU"
    if row.unit == "salu":
        msg = any(role == "simm16" and t[0] in ("SENDMSG", "ENDPGM") for role, t, _, _ in row.opnds)
        return "SENDMSG" if msg else "SALU"
    if row.unit in ("branch", "smem", "lds"):
        return row.unit.upper()
    if row.unit in ("vmem", "flat"):
        data = [access_of(row, role) for role, _, _, _ in row.opnds if role in ("vdata", "vdst")]
        if any("R" in a for a in data):
            return "VMEM_WR"
        return "VMEM_RD" if data else "VMEM"
    return None


def parse_inventory(path=INVENTORY):
    inv = []
    for line in open(path):
        if line.startswith("#"):
            continue
        fam, op, mn, scope, words, text = line.rstrip("\n").split("\t")
        inv.append((fam, int(op, 16), mn, scope, [int(w, 16) for w in words.split()], text))
    return inv


def check(rows, inv):
    """The table and LLVM's inventory name the same encodings."""
    errors = []
    table = {}
    for r in rows:
        for fam, op in r.encs:
            table[(fam, op)] = r
        for f in r.flags & set(ENC_FLAGS):
            for fam, op in r.encs:
                if fam in ("VOP1", "VOP2", "VOPC"):
                    table[("%s_%s" % (fam, f), op)] = r
    inv_keys = set()
    for fam, op, mn, scope, words, text in inv:
        inv_keys.add((fam, op))
        r = table.get((fam, op))
        if r is None:
            errors.append("inventory %s 0x%02x %s is missing from the table" % (fam, op, mn))
        elif r.name != mn:
            errors.append("%s 0x%02x: table says %s, LLVM says %s" % (fam, op, r.name, mn))
    for key, r in table.items():
        if key not in inv_keys:
            errors.append("table line %d: %s %s:0x%02x is not in LLVM's inventory" % (r.lineno, r.name, *key))
    return errors


def mem_data_dwords(row):
    """Registers a load or store of b32 elements moves: its data operand's dwords (the first of
    vdst, vdata, data0, sdata the row has); 1 for narrower elements and other kinds."""
    if row.mem.size != "b32" or row.mem.kind not in ("load", "store"):
        return 1
    t = next(t for role in ("vdst", "vdata", "data0", "sdata") for r, t, _, _ in row.opnds if r == role)
    return max(1, t[1] * t[2] // 32)


def c_mem_shape(row):
    """The gcn_mem_shape initializer of a row's memory column (zeros without one), with what
    follows from its operands: the data dwords, and VSHARP for an SMEM row with a 4-dword base."""
    m = row.mem
    if m is None:
        return "0, 0, 0, 0, 0, 0"
    flags = ["GCN_MEM_%s" % f.upper() for f in MEM_FLAGS if f in m.flags]
    if any(r == "sbase" and t[1] * t[2] == 128 for r, t, _, _ in row.opnds):
        flags.append("GCN_MEM_VSHARP")
    return "GCN_MEM_%s, GCN_MS_%s, %s, %s, %d, %d" % (m.kind.upper(), (m.size or "none").upper(),
                                                     " | ".join(flags) or "0", "AT_" + m.op if m.op else "0",
                                                     m.comps, mem_data_dwords(row))


def c_table(rows, out):
    w = out.write
    w("/* generated by scripts/isagen.py from cmodel/isa/gfx90a.isa; do not edit. */\n")
    w('#include "gcn/isa.h"\n\n#include <stddef.h>\n\n#include "gcn/atomic.h"\n#include "gcn/perf.h"\n\n')
    # the hand-written enums of gcn/isa.h list the memory column's words in this script's order
    w('_Static_assert(GCN_MEM_KIND_COUNT == %d && GCN_MEM_%s == %d && GCN_MS_COUNT == %d,\n'
      '               "gcn/isa.h gcn_mem_kind and gcn_mem_size follow isagen.py MEM_KINDS and MEM_SIZES");\n\n'
      % (len(MEM_KINDS) + 1, MEM_KINDS[-1].upper(), len(MEM_KINDS), len(MEM_SIZES) + 1))
    w("const char *const gcn_family_names[GCN_FAMILY_COUNT] = {\n")
    for f in FAMILIES:
        w('    "%s",\n' % f)
    w("};\n\n")
    w("const char *const gcn_role_names[GCN_ROLE_COUNT] = {\n")
    for role in ROLES:
        w('    "%s",\n' % role)
    w("};\n\n")
    w("const gcn_insn_desc gcn_insns[] = {\n")
    for r in rows:
        flags = " | ".join("GCN_F_%s" % f for f in sorted(r.flags | derived_flags(r))) or "0"
        ops = ", ".join("{GCN_R_%s, {GCN_TK_%s, %d, %d}, GCN_M_%s, GCN_RC_%s, GCN_ACC_%s}" % (
                            role.upper(), *t, m, rc, access_of(r, role)) for role, t, m, rc in r.opnds)
        first = {}
        for fam, op in reversed(r.encs):
            first[fam] = op
        opc = ", ".join(str(first.get(f, -1)) for f in FAMILIES)
        perf = perf_of(r)
        shape = ", ".join(map(str, r.mfma.values() if r.mfma else [0] * len(MfmaShape.FIELDS)))
        w('    {"%s", GCN_U_%s, GCN_PERF_SQ_INSTS%s, %s, %d, {%s}, {%s}, {%s}, {%s}},\n' % (
            r.name, r.unit.upper(), "_" + perf if perf else "", flags, len(r.opnds), ops, opc, shape,
            c_mem_shape(r)))
    w("};\n\nconst unsigned gcn_insn_count = %d;\n\n" % len(rows))
    for f in FAMILIES:
        m = [-1] * OPCODE_SPACE[f]
        for i, r in enumerate(rows):
            for fam, op in r.encs:
                if fam == f:
                    m[op] = i
        w("static const int16_t map_%s[%d] = {" % (f.lower(), len(m)))
        for i, v in enumerate(m):
            w(("\n    " if i % 16 == 0 else " ") + "%d," % v)
        w("\n};\n")
    w("\nstatic const int16_t *const maps[GCN_FAMILY_COUNT] = {\n")
    for f in FAMILIES:
        w("    map_%s,\n" % f.lower())
    w("};\n\nstatic const unsigned map_sizes[GCN_FAMILY_COUNT] = {\n")
    for f in FAMILIES:
        w("    %d,\n" % OPCODE_SPACE[f])
    w("};\n\n")
    w("const gcn_insn_desc *gcn_lookup(gcn_family family, unsigned opcode)\n{\n"
      "    if ((unsigned)family >= GCN_FAMILY_COUNT || opcode >= map_sizes[family])\n"
      "        return NULL;\n"
      "    int16_t i = maps[family][opcode];\n"
      "    return i < 0 ? NULL : &gcn_insns[i];\n}\n")


SEM_DEF = re.compile(r"^SEM\((\w+)\)", re.M)
SEM_DIR = os.path.join(ROOT, "cmodel/src")


def semantics():
    """mnemonic -> file of every SEM(mnemonic) definition in cmodel/src/sem_*.c."""
    found = {}
    for name in sorted(os.listdir(SEM_DIR)):
        if name.startswith("sem_") and name.endswith(".c"):
            for mn in SEM_DEF.findall(open(os.path.join(SEM_DIR, name)).read()):
                if mn in found:
                    fail("SEM(%s) defined in both %s and %s" % (mn, found[mn], name))
                found[mn] = name
    return found


# Semantics shared by a class of rows, named after it: SEM(mfma) runs every row with a shape
# column (the shape tells it which matrix product; cmodel/src/sem_mfma.c).
# The memory ones run every row of their families and kinds by the memory column (sem_flat.c,
# sem_buffer.c, sem_ds.c, sem_smem.c).
SHARED_SEMS = {
    "mfma": lambda row: row.mfma is not None,
    "flat_mem": lambda row: mem_in(row, ("FLAT", "GLOBAL", "SCRATCH"), ("load", "store", "atomic")),
    "buffer_mem": lambda row: mem_in(row, ("MUBUF", "MTBUF"), ("load", "store", "atomic")),
    "smem_mem": lambda row: mem_in(row, ("SMEM",), ("load", "store", "atomic")),
    "ds_mem": lambda row: mem_in(row, ("DS",), ("load", "store", "atomic", "load2", "store2", "xchg2")),
    "mem_nop": lambda row: row.mem is not None and row.mem.kind == "nop",
}


def mem_in(row, families, kinds):
    """Whether a row is a memory row of one of these families and kinds."""
    return row.mem is not None and row.encs[0][0] in families and row.mem.kind in kinds


def sem_of(row, sems):
    """The SEM() name that runs a row: its own, else a shared one that covers it, else None."""
    if row.name in sems:
        return row.name
    return next((name for name, covers in SHARED_SEMS.items() if name in sems and covers(row)), None)


def modelled(rows):
    """The mnemonics the model executes: rows with a SEM() of their own or a shared one."""
    sems = semantics()
    return {r.name for r in rows if sem_of(r, sems)}


def c_sem_table(rows, out):
    sems = semantics()
    names = {r.name for r in rows}
    for mn, f in sems.items():
        if mn not in names and mn not in SHARED_SEMS:
            fail("%s defines SEM(%s), which is not in the instruction table" % (f, mn))
    w = out.write
    w("/* generated by scripts/isagen.py from cmodel/isa/gfx90a.isa and the SEM() definitions\n"
      " * in cmodel/src/sem_*.c; do not edit. */\n")
    w('#include "../src/model_internal.h"\n\n')
    for name in dict.fromkeys(filter(None, (sem_of(r, sems) for r in rows))):
        w("SEM(%s);\n" % name)
    w("\nconst gcn_sem_fn gcn_sem_table[%d] = {\n" % len(rows))
    for i, r in enumerate(rows):
        sem = sem_of(r, sems)
        if sem:
            w("    [%d] = gcn_sem_%s,\n" % (i, sem))
    w("};\n")


def main():
    if len(sys.argv) < 2 or sys.argv[1] not in ("check", "c", "sem"):
        fail("usage: isagen.py check | c OUT.c | sem OUT.c")
    rows = parse_table()
    if sys.argv[1] == "check":
        errors = check(rows, parse_inventory())
        for e in errors[:50]:
            sys.stderr.write("isagen: %s\n" % e)
        if errors:
            fail("%d disagreements between the table and the LLVM inventory" % len(errors))
        print("isa table: %d mnemonics, %d encodings, agree with the LLVM inventory" % (
            len(rows), sum(len(r.encs) + len(r.flags & set(ENC_FLAGS)) for r in rows)))
        return
    if len(sys.argv) != 3:
        fail("usage: isagen.py c OUT.c | sem OUT.c")
    tmp = sys.argv[2] + ".tmp"
    with open(tmp, "w") as out:
        (c_table if sys.argv[1] == "c" else c_sem_table)(rows, out)
    os.replace(tmp, sys.argv[2])


if __name__ == "__main__":
    main()
