/* Required wait states: the software hazards MI200 leaves to the program
 * around MFMAs and AccVGPR moves, and a checker that reports a kernel that
 * breaks them (docs/mfma.md, "Required wait states").
 *
 * The model computes every result exactly whatever the distance between two
 * instructions; real hardware computes garbage when the program does not wait
 * as long as the rules below say.  The rules are the ones LLVM 16's code
 * generator enforces for gfx90a (GCNHazardRecognizer): one row each of
 * gcn_hazard_rules, the wait states a function of the first MFMA's passes
 * (the instruction table's shape column).
 *
 * A wait state is one issue slot of the wave in program order: s_nop N gives
 * N + 1, every other instruction 1.  The checker keeps, per wave, the recent
 * VALU and MFMA instructions (gcn_hz_hist, inside gcn_wave) and checks each
 * instruction against them before it runs. */
#ifndef GCN_HAZARD_H
#define GCN_HAZARD_H

#include <stddef.h>
#include <stdint.h>

#include "gcn/decode.h"

/* Classes of instructions the rules name (bit masks). */
enum {
    GCN_HZ_VALU = 1u << 0,   /* a VALU instruction that is not an MFMA (the AccVGPR moves included) */
    GCN_HZ_XDL = 1u << 1,    /* an MFMA other than f64 */
    GCN_HZ_DGEMM = 1u << 2,  /* an f64 MFMA (GCN_F_DGEMM) */
    GCN_HZ_MEM = 1u << 3,    /* a VMEM, FLAT/GLOBAL/SCRATCH or DS instruction */
    GCN_HZ_FMA64 = 1u << 4,  /* v_fma_f64, v_fmac_f64 (GCN_F_FMA64; also GCN_HZ_VALU) */
    GCN_HZ_DOT = 1u << 5,    /* v_dot* (GCN_F_DOT; also GCN_HZ_VALU) */
    GCN_HZ_MFMA = GCN_HZ_XDL | GCN_HZ_DGEMM
};

/* How the second instruction's registers relate to the first's. */
typedef enum gcn_hz_rel {
    GCN_HZR_SRCC_SAME,    /* the MFMA's C is exactly the registers the first wrote */
    GCN_HZR_SRCC_OVERLAP, /* the MFMA's C overlaps what the first wrote, not exactly */
    GCN_HZR_SRCAB,        /* the MFMA's A or B overlaps what the first wrote */
    GCN_HZR_READ,         /* any register the second reads overlaps what the first wrote */
    GCN_HZR_WAW,          /* the second writes registers the first wrote */
    GCN_HZR_WAR_SRCC,     /* the second writes registers the first (an MFMA) reads as C */
    GCN_HZR_EXEC,         /* the first writes EXEC */
    GCN_HZR_ANY,          /* no register relation */
    GCN_HZR_READ_DGEMM,   /* the second reads what the first wrote, and an f64 MFMA issued between */
    GCN_HZR_READ_NOT_C,   /* the second reads what the first wrote, unless it is the same
                           * instruction (row and encoding) reading it as its accumulator C */
    GCN_HZR_WAW_OTHER,    /* the second, another instruction, writes registers the first wrote */
    GCN_HZR_COUNT
} gcn_hz_rel;

/* One rule: the second instruction must come at least wait(first) wait
 * states after the first, where wait = passes of the first MFMA * per_pass +
 * add.  first_passes 0: any first of the class; otherwise only an MFMA of
 * those passes.  The first is the nearest instruction of its kind (MFMA, dot,
 * other VALU) with the relation, classes in not_first left out. */
typedef struct gcn_hazard_rule {
    const char *name;
    uint8_t first, not_first, first_passes, second, rel, per_pass;
    int8_t add;
    const char *text;
} gcn_hazard_rule;

extern const gcn_hazard_rule gcn_hazard_rules[];
extern const unsigned gcn_hazard_rule_count;

/* ---- per-wave history ---- */

#define GCN_HZ_WINDOW 19   /* the longest requirement: older instructions never matter */
#define GCN_HZ_HIST 32     /* entries kept: more than GCN_HZ_WINDOW, each takes a wait state */

/* Registers [lo, hi) of one space: v0-v255 are 0-255, a0-a255 256-511
 * (LLVM's view: an ArchVGPR and an AccVGPR never overlap). */
typedef struct gcn_hz_span {
    uint16_t lo, hi;
} gcn_hz_span;

typedef struct gcn_hz_entry {
    uint64_t pc;
    uint64_t ws_end;       /* the wave's wait-state count after it */
    uint8_t cls;           /* GCN_HZ_* */
    uint8_t passes;        /* an MFMA's */
    uint8_t wexec;         /* a VALU that writes EXEC */
    uint8_t nw;
    gcn_hz_span w[2];      /* vector registers written */
    gcn_hz_span c;         /* an MFMA's C, when registers */
    const struct gcn_inst *in; /* decoded, in the code's cache (for the report) */
} gcn_hz_entry;

typedef struct gcn_hz_hist {
    uint64_t ws;           /* wait states the wave has issued */
    unsigned head, n;      /* newest at e[(head + GCN_HZ_HIST - 1) % GCN_HZ_HIST] */
    gcn_hz_entry e[GCN_HZ_HIST];
} gcn_hz_hist;

/* ---- the checker ---- */

/* One violation: the wave, both instructions and the rule. */
typedef struct gcn_hazard_report {
    uint64_t wave_id;
    uint64_t pc1, pc2;
    unsigned rule;             /* index into gcn_hazard_rules */
    unsigned required, provided;
    uint64_t count;            /* times it happened (reported once per PC pair and rule) */
    char text1[96], text2[96]; /* disassembly */
} gcn_hazard_report;

typedef struct gcn_hazards gcn_hazards;

gcn_hazards *gcn_hazards_new(void);
void gcn_hazards_free(gcn_hazards *h);
unsigned gcn_hazards_count(const gcn_hazards *h);
const gcn_hazard_report *gcn_hazards_get(const gcn_hazards *h, unsigned i);
/* One line: "wave W: PC 0x... TEXT, then PC 0x... TEXT: NAME (text): N wait states
 * required, M provided", and " (K times)" when it happened K > 1 times (the wave
 * and distance are the first time's). */
void gcn_hazard_format(const gcn_hazard_report *r, char *buf, size_t size);

#endif
