/* Directed-test specs, the format scripts/isa_tests.py writes: one reader
 * shared by the testbench core (tb_core.c) and the model-only harness
 * tests/harness/isatest.c, so both accept the same files, refuse the same
 * malformed lines with the same message, start the wave alike and check the
 * expectations alike.  It knows the model's public headers only.
 *
 * One item a line, fields separated by blanks; numbers are hex unless marked
 * (dec); nothing may follow the fields:
 *   code PATH             the test's machine code, raw dwords, mapped at address 0
 *                         (PATH relative to the current directory); exactly once
 *   limit N (dec)         isatest's instruction limit (TB_SPEC_DEFAULT_LIMIT); the
 *                         testbench has its cycle limits instead
 *   mem BASE SIZE         a device memory region
 *   memw ADDR BYTES       initial bytes (an even number of hex digits) inside one region
 *   ldsw OFF BYTES        initial LDS bytes
 *   s CODE (dec) VALUE    an SGPR by operand code (s0 is 0, vcc_lo 106, exec_lo 126)
 *   scc 0|1   mode VALUE   accum_offset N (dec; 4..256, a multiple of 4)
 *   lds_alloc N (dec)     a kernel's wave: the LDS it allocates; registers and LDS
 *                         are checked against the allocation (a resource trap beyond)
 *   v REG (dec) L0 .. L63 a VGPR of the unified file (0..511), its 64 lane values
 *   run                   the wave runs here; exactly once, and only expect lines follow
 *   expect_s CODE (dec) VALUE   expect_scc 0|1   expect_v REG (dec) L0 .. L63
 *   expect_mem ADDR BYTES (inside one region)   expect_lds OFF BYTES
 *   expect_trap NAME      the wave ends in this trap (gcn_trap_name: memory, resource, ...)
 * Blank lines are skipped. */
#ifndef TB_SPEC_H
#define TB_SPEC_H

#include <stddef.h>
#include <stdint.h>
#include <stdio.h>

#include "gcn/model.h"

/* The limits, the same for every reader of a spec. */
#define TB_SPEC_MAX_FILE (16u << 20)   /* bytes of the spec file */
#define TB_SPEC_MAX_LINE 65536u        /* characters in one line */
#define TB_SPEC_MAX_REGIONS 16u        /* mem lines */
#define TB_SPEC_MAX_MEM (64u << 20)    /* bytes of all regions together */
#define TB_SPEC_MAX_CODE (16u << 20)   /* bytes of code */
#define TB_SPEC_CODE_PAD 256u          /* mapped past the code for the DUT's prefetch: no region there */
#define TB_SPEC_DEFAULT_LIMIT 100000u

typedef enum tb_spec_kind {
    TB_SPEC_SGPR,   /* s / expect_s: index = operand code, value */
    TB_SPEC_SCC,    /* expect_scc: value */
    TB_SPEC_VGPR,   /* v / expect_v: index = register, lanes */
    TB_SPEC_MEM,    /* memw / expect_mem: addr, bytes */
    TB_SPEC_LDS,    /* ldsw / expect_lds: addr = offset, bytes */
    TB_SPEC_TRAP    /* expect_trap: trap */
} tb_spec_kind;

typedef struct tb_spec_item {
    tb_spec_kind kind;
    unsigned line;          /* in the spec file, for messages */
    unsigned index;
    uint32_t value;
    uint64_t addr;
    uint8_t *bytes;         /* MEM, LDS: n bytes */
    uint32_t n;
    uint32_t *lanes;        /* VGPR: GCN_WAVE_SIZE values */
    gcn_trap trap;
} tb_spec_item;

typedef struct tb_spec_region {
    uint64_t base, size;
    unsigned line;
} tb_spec_region;

typedef struct tb_spec {
    uint32_t *words;        /* the code, at address 0 */
    size_t nwords;
    uint64_t limit;
    tb_spec_region region[TB_SPEC_MAX_REGIONS];
    unsigned nregions;
    tb_spec_item *init;     /* s, v, memw, ldsw lines in file order */
    unsigned ninit;
    tb_spec_item *expect;   /* the expect lines in file order */
    unsigned nexpect;
    uint8_t scc;
    uint32_t mode, accum_offset;
    int64_t lds_alloc;      /* -1: not a kernel's wave */
    int names_vgprs;        /* a v line */
} tb_spec;

/* Read the spec at path.  -1 on a malformed spec, with "PATH:LINE: what:
 * the line" (or "PATH: what") in err; s is then empty (tb_spec_free is
 * still allowed). */
int tb_spec_read(tb_spec *s, const char *path, char *err, size_t errsize);
void tb_spec_free(tb_spec *s);

/* The wave's initial state as the spec gives it, on a zeroed wave: EXEC all
 * ones (before s lines), 256 ArchVGPRs, AccVGPRs at accum_offset, SGPRs, SCC,
 * MODE, VGPRs.  Memory, LDS and the allocation are the caller's. */
void tb_spec_init_wave(const tb_spec *s, gcn_wave *w);

/* The region [addr, addr+n) lies in: its index, or -1. */
int tb_spec_region_of(const tb_spec *s, uint64_t addr, uint64_t n);

/* Memory as the expectations read it: 0, or -1 when [addr, addr+n) is not mapped. */
typedef int (*tb_spec_read_fn)(void *user, uint64_t addr, void *dst, size_t n);

/* Check the expect lines on wave w after the run: registers on w, LDS in
 * w->wg's, memory through read; and that w trapped exactly when an
 * expect_trap line says so, with that trap.  One "FAIL: ..." line on out per
 * mismatch; returns how many.  dut_clock (or NULL): a bit per SGPR code
 * whose value is the DUT's clock (s_memtime / s_memrealtime, which the
 * checker takes from the DUT and checks for monotonicity): such a register
 * is not compared with its expect line, and a "note:" line says so. */
int tb_spec_check(const tb_spec *s, const gcn_wave *w, const uint64_t *dut_clock, tb_spec_read_fn read, void *user,
                  FILE *out);

#endif
