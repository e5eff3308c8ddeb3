/* Unit tests of the testbench core without a simulator.
 *
 * A behavioural stand-in for gcn_cu (fake_cu below) speaks the port
 * protocol of docs/rtl-interfaces.md: it takes waves from the init channel,
 * fetches every instruction through the instruction-fetch channel, runs it
 * on its own copy of the golden model and memory, sends its stores on the
 * data channel, and reports retirement beats, scalar-load results as LATE
 * beats a few cycles after the instruction's END.  A fault can be injected
 * at a chosen instruction; the tests assert that the checker stops exactly
 * there, and that a clean run matches every instruction, under seeded
 * reordering too. */
#include <inttypes.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#include "tb_core.h"
#include "tb_init.h"
#include "tb_internal.h"

static int failures;
#define CHECK(cond, ...) do { if (!(cond)) { failures++; printf("FAIL %s:%d: ", __FILE__, __LINE__); printf(__VA_ARGS__); printf("\n"); } } while (0)

/* The program (llvm-mc-16 -mcpu=gfx90a), 12 instructions retire:
 *  0x00 s_mov_b32 s0, 5                  0x04 s_add_u32 s1, s0, 0x12345
 *  0x0c s_cmp_eq_u32 s1, 0x1234a         0x14 s_cselect_b32 s3, 1, 0
 *  0x18 v_mov_b32 v1, s1                 0x1c v_add_u32 v2, v1, v0
 *  0x20 s_load_dword s6, s[4:5], 0x0     0x28 s_waitcnt lgkmcnt(0)
 *  0x2c v_mov_b32 v3, s6                 0x30 global_store_dword v[4:5], v2, off
 *  0x38 s_cbranch_scc1 +1 (taken)        0x3c s_mov_b32 s7, 1 (skipped)
 *  0x40 s_endpgm */
static const uint32_t prog[] = {
    0xbe800085, 0x8001ff00, 0x00012345, 0xbf06ff01, 0x0001234a, 0x85038081, 0x7e020201, 0x68040101,
    0xc0020182, 0x00000000, 0xbf8cc07f, 0x7e060206, 0xdc708000, 0x007f0204, 0xbf850001, 0xbe870081, 0xbf810000,
};
#define NPROG (sizeof prog / sizeof prog[0])

enum fault {
    F_NONE, F_SGPR, F_VGPR_LANE, F_NEXT_PC, F_STORE, F_SCC, F_LATE_VALUE, F_LATE_MISSING, F_HANG, F_WORDS, F_DM_STORE,
    /* the instruction at fault_at (unit 2) retires after the next one (unit 1), as a VALU
     * instruction that passed an older memory one does; F_LOST: it never retires */
    F_AHEAD, F_LOST,
    /* the scalar load's data does not come back: a TRAP beat of the LSU's return engine (unit 3,
     * cause 3) comes instead, as the RTL reports a memory violation after retirement */
    F_LATE_TRAP,
    /* an X on an output the core reads, as the Icarus adapter finds it, in cycle fault_at */
    F_XZ
};

/* ---- the fake compute unit ---- */

#define NSLOT 4
#define QMAX 4096

typedef struct fbeat {
    tb_beat b;
    uint64_t due;
} fbeat;

typedef struct fstore {
    uint64_t addr;
    uint16_t be;
    uint32_t data[4];
    uint32_t tag;
} fstore;

typedef struct fake_cu {
    gcn_regions mem;              /* its own memory */
    gcn_code code;
    gcn_machine m;
    gcn_workgroup wg;
    uint8_t lds[256];
    gcn_wave w[NSLOT];
    int running[NSLOT];
    gcn_retire rec;
    /* instruction in flight */
    int phase;                    /* 0 idle, 1 fetching */
    unsigned slot, rr;
    uint32_t fetch_tag[2], tag_next;
    int sent[2], got[2];
    uint8_t fetched[16];
    /* queues */
    tb_beat q[QMAX];
    unsigned qh, qt;
    tb_beat held[64];             /* F_AHEAD / F_LOST: the beats of instruction fault_at */
    unsigned n_held, unit;
    int holding;
    fbeat late[64];
    unsigned n_late;
    fstore st[256];
    unsigned st_h, st_t, st_out;
    uint64_t cycle, retired;
    enum fault fault;
    uint64_t fault_at;            /* instruction number (0-based) */
} fake_cu;

/* "fold 1": the fake CU folds an END into the VGPR beat before it (rt_last),
 * as the VALUs do, when nothing else comes between them and SCC is not written */
static int fold_ends;
static unsigned folded;   /* beats sent with an END folded in */
/* "foldi 1": it folds an INSN into the VGPR beat after it (rt_first), as the
 * VALUs do (never into one that also takes an END) */
static int fold_insns;
static unsigned folded_insns;
/* "folds 1": it folds an END into the SGPR beat before it, as the SALU does,
 * the END's data bits (SCC, SCC written, nothing older) at data bits 34:32 */
static int fold_sgpr_ends;
static unsigned folded_sgpr;

static void q_push(fake_cu *cu, const tb_beat *b)
{
    tb_beat u = *b;
    u.unit = b->unit ? b->unit : (uint8_t)cu->unit;   /* late TRAP beats keep the return engine's unit */
    if (cu->holding && cu->n_held < 64)
        cu->held[cu->n_held++] = u;
    else
        cu->q[cu->qt++ % QMAX] = u;
}

static void fake_reset(fake_cu *cu)
{
    memset(cu->running, 0, sizeof cu->running);
    cu->phase = 0;
    cu->qh = cu->qt = 0;
    cu->n_held = 0;
    cu->holding = 0;
    cu->n_late = 0;
    cu->st_h = cu->st_t = cu->st_out = 0;
}

static void fake_outputs(const fake_cu *cu, tb_dut_out *o)
{
    memset(o, 0, sizeof *o);
    for (unsigned s = 0; s < NSLOT; s++)
        if (!cu->running[s])
            o->wave_free |= 1ull << s;
    o->init_ready = 1;
    o->if_rsp_ready = 1;
    o->dm_rsp_ready = 1;
    if (cu->phase == 1) {
        for (unsigned i = 0; i < 2; i++)
            if (!cu->sent[i]) {
                o->if_req_valid = 1;
                o->if_req_tag = cu->fetch_tag[i];
                o->if_req_addr = (cu->w[cu->slot].pc & ~7ull) + 8 * i;
                break;
            }
    }
    if (cu->st_h != cu->st_t) {
        const fstore *s = &cu->st[cu->st_h % 256];
        o->dm_req_valid = 1;
        o->dm_req_op = TB_DM_STORE;
        o->dm_req_tag = s->tag;
        o->dm_req_addr = s->addr;
        o->dm_req_be = s->be;
        memcpy(o->dm_req_wdata, s->data, sizeof s->data);
    }
    if (cu->qh != cu->qt) {
        const tb_beat *b = &cu->q[cu->qh % QMAX];
        const tb_beat *e = cu->qh + 1 != cu->qt ? &cu->q[(cu->qh + 1) % QMAX] : NULL;
        tb_rt_out *r = &o->rt[0];   /* the fake CU retires on one channel */
        r->first = (uint8_t)(fold_insns && b->kind == TB_RT_INSN && e && e->kind == TB_RT_VGPR && e->wave == b->wave &&
                             e->unit == b->unit);
        uint64_t insn_pc = b->pc;
        if (r->first) {
            memcpy(r->insn, b->data, sizeof r->insn);
            b = e;
            e = NULL;
        }
        int end_next = e && e->kind == TB_RT_END && e->wave == b->wave && e->unit == b->unit;
        r->last = (uint8_t)(end_next && ((fold_ends && b->kind == TB_RT_VGPR && !(e->data[0] & 2)) ||
                                         (fold_sgpr_ends && b->kind == TB_RT_SGPR)));
        r->valid = 1;
        r->unit = b->unit;
        r->kind = b->kind;
        r->wave = b->wave;
        r->pc = r->last ? e->pc : r->first ? insn_pc : b->pc;
        r->index = b->index;
        r->quarter = b->quarter;
        r->mask = b->mask;
        memcpy(r->data, b->data, sizeof b->data);
        if (r->last && b->kind == TB_RT_SGPR)
            r->data[TB_RT_SGPR_END_WORD] = e->data[0] & TB_RT_SGPR_END_MASK;
    }
}

static void emit_instruction(fake_cu *cu, unsigned slot)
{
    gcn_wave *w = &cu->w[slot];
    uint64_t pc = w->pc;
    uint32_t words[3];
    memcpy(words, cu->fetched + (pc & 7), 12);
    gcn_wave_step(&cu->m, w, &cu->rec);
    gcn_retire *r = &cu->rec;
    uint64_t n = cu->retired++;
    int f = n == cu->fault_at ? (int)cu->fault : F_NONE;
    int reorder = cu->fault == F_AHEAD || cu->fault == F_LOST;
    cu->holding = reorder && n == cu->fault_at;
    int smem = (words[0] >> 26) == 0x30;   /* SMEM: 110000 */
    cu->unit = !reorder ? 0 : n == cu->fault_at ? 2 : n == cu->fault_at + 1 ? 1 : 0;
    if (cu->fault == F_LATE_TRAP && smem)
        cu->unit = 2;   /* the LSU's, as the RTL's */
    tb_beat b;
    memset(&b, 0, sizeof b);
    b.wave = slot;
    b.kind = TB_RT_INSN;
    b.pc = pc;
    memcpy(b.data, words, 12);
    b.data[3] = r->nwords;
    if (f == F_WORDS)
        b.data[0] ^= 0x100;
    q_push(cu, &b);
    for (unsigned i = 0; i < r->n_sgpr; i++) {
        memset(&b, 0, sizeof b);
        b.wave = slot;
        b.kind = smem ? TB_RT_LATE_SGPR : TB_RT_SGPR;
        b.index = r->sgpr[i].reg;
        b.data[0] = r->sgpr[i].value ^ (f == F_SGPR || f == F_LATE_VALUE ? 0x10 : 0);
        if (smem && f == F_LATE_TRAP) {
            b.kind = TB_RT_TRAP;
            b.unit = 3;
            b.index = GCN_TRAP_MEMORY;
            cu->late[cu->n_late++] = (fbeat){b, cu->cycle + 6};
        } else if (smem) {
            if (f != F_LATE_MISSING)
                cu->late[cu->n_late++] = (fbeat){b, cu->cycle + 6};
        } else {
            q_push(cu, &b);
        }
    }
    for (unsigned i = 0; i < r->n_vgpr; i++)
        for (unsigned qt = 0; qt < 4; qt++) {
            uint16_t mask = (uint16_t)(r->vgpr[i].mask >> (16 * qt));
            if (!mask)
                continue;
            memset(&b, 0, sizeof b);
            b.wave = slot;
            b.kind = TB_RT_VGPR;
            b.index = r->vgpr[i].reg;
            b.quarter = (uint8_t)qt;
            b.mask = mask;
            for (unsigned l = 0; l < 16; l++)
                b.data[l] = r->vgpr[i].value[16 * qt + l];
            if (f == F_VGPR_LANE && qt == 1)
                b.data[5] += 1;   /* lane 21 */
            q_push(cu, &b);
        }
    for (unsigned i = 0; i < r->n_mem; i++) {
        const gcn_store_rec *s = &r->mem[i];
        memset(&b, 0, sizeof b);
        b.wave = slot;
        b.kind = TB_RT_STORE;
        unsigned off = s->addr & 15;
        uint16_t be = (uint16_t)(((1u << s->bytes) - 1) << off);
        uint8_t blk[16] = {0};
        memcpy(blk + off, s->data, s->bytes);
        if (f == F_STORE && i == 3)
            blk[off] ^= 1;
        for (unsigned k = 0; k < 4; k++)
            b.data[k] = (uint32_t)blk[4 * k] | (uint32_t)blk[4 * k + 1] << 8 | (uint32_t)blk[4 * k + 2] << 16 |
                        (uint32_t)blk[4 * k + 3] << 24;
        b.data[4] = be | (uint32_t)(s->addr << 16);
        b.data[5] = (uint32_t)(s->addr >> 16);
        b.data[6] = (uint32_t)(s->addr >> 48) & 0xffff;
        b.index = s->lds;
        q_push(cu, &b);
        fstore *q = &cu->st[cu->st_t++ % 256];
        q->addr = s->addr;
        q->be = be;
        memcpy(q->data, b.data, 16);
        if (f == F_DM_STORE && i == 3)
            q->data[off / 4] ^= 0x100u << (8 * (off % 4));   /* memory gets other data than the beat says */
        q->tag = cu->tag_next++ & 0xff;
    }
    memset(&b, 0, sizeof b);
    b.wave = slot;
    b.kind = TB_RT_END;
    b.pc = r->next_pc + (f == F_NEXT_PC ? 4 : 0);
    b.data[0] = (uint32_t)(r->scc_written ? (r->scc ^ (f == F_SCC)) | 2 : 0);
    if (cu->unit == 0)   /* an SALU END: nothing older of its wave still in flight (a lost one is forgotten) */
        b.data[0] |= 4;
    q_push(cu, &b);
    cu->holding = 0;
    if (reorder && n == cu->fault_at + 1) {
        for (unsigned i = 0; i < cu->n_held && cu->fault == F_AHEAD; i++)
            q_push(cu, &cu->held[i]);
        cu->n_held = 0;
    }
    if (w->state != GCN_WAVE_RUNNING)
        cu->running[slot] = 0;
}

static void fake_edge(fake_cu *cu, const tb_dut_in *in, const tb_dut_out *o)
{
    cu->cycle++;
    if (in->rst) {
        fake_reset(cu);
        return;
    }
    if (in->init_valid && o->init_ready) {
        gcn_wave *w = &cu->w[in->init_wave % NSLOT];
        switch (in->init_kind) {
        case TB_INIT_SGPR: w->sgpr[in->init_index & 127] = (uint32_t)in->init_data; break;
        case TB_INIT_VGPR: tb_init_run_lanes(in->init_lane, in->init_data, w->vgpr[in->init_index & 511]); break;
        case TB_INIT_PC: w->pc = in->init_data; break;
        case TB_INIT_EXEC:
            w->sgpr[GCN_OP_EXEC_LO] = (uint32_t)in->init_data;
            w->sgpr[GCN_OP_EXEC_HI] = (uint32_t)(in->init_data >> 32);
            break;
        case TB_INIT_MODE: w->mode = (uint32_t)in->init_data; break;
        case TB_INIT_SCC: w->scc = in->init_data & 1; break;
        case TB_INIT_WAVE_INFO: w->accum_offset = (uint32_t)(in->init_data >> 10) & 1023; break;
        case TB_INIT_START:
            w->state = GCN_WAVE_RUNNING;
            w->wg = &cu->wg;
            w->num_vgprs = 256;
            if (cu->fault != F_HANG)
                cu->running[in->init_wave % NSLOT] = 1;
            break;
        default: break;
        }
    }
    if (o->rt[0].valid && in->rt_ready) {
        cu->qh += 1u + o->rt[0].last + o->rt[0].first;
        folded += o->rt[0].last && o->rt[0].kind == TB_RT_VGPR;
        folded_sgpr += o->rt[0].last && o->rt[0].kind == TB_RT_SGPR;
        folded_insns += o->rt[0].first;
    }
    if (o->dm_req_valid && in->dm_req_ready)
        cu->st_h++, cu->st_out++;
    if (in->dm_rsp_valid && o->dm_rsp_ready)
        cu->st_out--;
    if (o->if_req_valid && in->if_req_ready)
        cu->sent[o->if_req_tag == cu->fetch_tag[0] ? 0 : 1] = 1;
    if (in->if_rsp_valid && o->if_rsp_ready && cu->phase == 1) {
        unsigned i = in->if_rsp_tag == cu->fetch_tag[0] ? 0 : 1;
        cu->got[i] = 1;
        for (unsigned k = 0; k < 8; k++)
            cu->fetched[8 * i + k] = (uint8_t)(in->if_rsp_data >> (8 * k));
    }
    /* late beats fall due */
    for (unsigned i = 0; i < cu->n_late;)
        if (cu->late[i].due <= cu->cycle) {
            q_push(cu, &cu->late[i].b);
            cu->late[i] = cu->late[--cu->n_late];
        } else {
            i++;
        }
    if (cu->phase == 1 && cu->got[0] && cu->got[1]) {
        /* s_waitcnt waits for the scalar loads in flight */
        uint32_t w0;
        memcpy(&w0, cu->fetched + (cu->w[cu->slot].pc & 7), 4);
        if ((w0 & 0xffff0000u) == 0xbf8c0000u && cu->n_late)
            return;
        emit_instruction(cu, cu->slot);
        cu->phase = 0;
    } else if (cu->phase == 0 && cu->qh == cu->qt) {
        for (unsigned k = 0; k < NSLOT; k++) {
            unsigned s = (cu->rr + k) % NSLOT;
            if (!cu->running[s])
                continue;
            cu->rr = s + 1;
            cu->slot = s;
            cu->phase = 1;
            cu->sent[0] = cu->sent[1] = cu->got[0] = cu->got[1] = 0;
            cu->fetch_tag[0] = cu->tag_next++ & 0xff;
            cu->fetch_tag[1] = cu->tag_next++ & 0xff;
            break;
        }
    }
}

/* ---- a run ---- */

static char tmpdir[64];

static void write_files(void)
{
    char path[128];
    snprintf(path, sizeof path, "%s/t.bin", tmpdir);
    FILE *f = fopen(path, "wb");
    fwrite(prog, 4, NPROG, f);
    fclose(f);
    snprintf(path, sizeof path, "%s/t.spec", tmpdir);
    f = fopen(path, "w");
    fprintf(f, "code %s/t.bin\nmem 10000 1000\nmemw 10000 efbeadde\ns 4 10000\ns 5 0\n", tmpdir);
    fprintf(f, "v 0");
    for (unsigned l = 0; l < 64; l++)
        fprintf(f, " %x", l);
    fprintf(f, "\nv 4");
    for (unsigned l = 0; l < 64; l++)
        fprintf(f, " %x", 0x10100 + 4 * l);
    fprintf(f, "\nrun\nexpect_s 6 deadbeef\nexpect_s 3 1\nexpect_s 7 0\nexpect_mem 10104 4b230100\n");
    fclose(f);
    /* the scalar load's base unmapped for the testbench's model (the fake CU reads its own
     * memory, mapped there): the model traps at 0x20 */
    snprintf(path, sizeof path, "%s/f.spec", tmpdir);
    f = fopen(path, "w");
    fprintf(f, "code %s/t.bin\nmem 10000 1000\ns 4 30000\ns 5 0\nrun\nexpect_trap memory\n", tmpdir);
    fclose(f);
}

typedef struct result {
    tb_status st;
    uint64_t matched, cycles;
    char log[8192];
    int exit_code;
} result;

/* opts: testbench options as "key value" pairs, and "nocheck 1" (the checker off) and
 * "spec f" (f.spec instead of t.spec) for this test */
static void run(enum fault fault, uint64_t at, const char *opts, result *res)
{
    tb_config cfg;
    tb_config_default(&cfg);
    cfg.num_waves = NSLOT;
    cfg.stall_cycles = 500;
    cfg.max_cycles = 100000;
    FILE *log = tmpfile();
    cfg.log = log;
    cfg.rerun = "test_tb_core";
    char buf[256];
    const char *spec_name = "t";
    int check = 1;
    snprintf(buf, sizeof buf, "%s", opts ? opts : "");
    for (char *k = strtok(buf, " "); k; k = strtok(NULL, " ")) {
        char *v = strtok(NULL, " ");
        if (!strcmp(k, "nocheck")) {
            check = 0;
            continue;
        }
        if (!strcmp(k, "fold")) {
            fold_ends = 1;
            continue;
        }
        if (!strcmp(k, "foldi")) {
            fold_insns = 1;
            continue;
        }
        if (!strcmp(k, "folds")) {
            fold_sgpr_ends = 1;
            continue;
        }
        if (!strcmp(k, "spec")) {
            spec_name = v;
            continue;
        }
        int rc = tb_config_option(&cfg, k, v);
        CHECK(rc == 0, "option %s %s", k, v ? v : "");
    }
    tb_core *tb = tb_core_new(&cfg);
    char err[256], spec[128];
    snprintf(spec, sizeof spec, "%s/%s.spec", tmpdir, spec_name);
    int rc = tb_load_spec(tb, spec, err, sizeof err);
    CHECK(rc == 0, "spec: %s", err);
    tb_core_set_checking(tb, check);

    static fake_cu cu;
    memset(&cu, 0, sizeof cu);
    /* the fake CU's own memory: same contents as the spec's */
    uint8_t *data = gcn_regions_map(&cu.mem, 0x10000, 0x1000);
    gcn_regions_map(&cu.mem, 0x30000, 0x100);   /* not mapped in f.spec */
    uint32_t v = 0xdeadbeef;
    memcpy(data, &v, 4);
    gcn_code_init(&cu.code, 0, prog, NPROG);
    cu.m.mem = gcn_regions_memory(&cu.mem);
    cu.m.code = &cu.code;
    cu.wg.lds = cu.lds;
    cu.wg.lds_size = sizeof cu.lds;
    cu.wg.nwaves = 1;
    cu.fault = fault;
    cu.fault_at = at;

    tb_dut_in in, nin;
    tb_dut_out out;
    tb_core_initial_inputs(tb, &in);
    tb_status st;
    do {
        fake_outputs(&cu, &out);
        if (fault == F_XZ && tb_core_cycles(tb) == at) {
            CHECK(!tb_core_in_reset(tb), "cycle %" PRIu64 " is a reset cycle", at);
            tb_core_xz(tb, "rt_data_o while rt_valid_o is high: X at bit 37");
        }
        st = tb_core_cycle(tb, &out, &nin);
        fake_edge(&cu, &in, &out);
        in = nin;
    } while (st == TB_RUNNING);
    res->exit_code = tb_core_finish(tb);
    res->st = tb_core_status(tb);
    res->matched = tb_core_matched(tb);
    res->cycles = tb_core_cycles(tb);
    rewind(log);
    size_t n = fread(res->log, 1, sizeof res->log - 1, log);
    res->log[n] = 0;
    fclose(log);
    tb_core_free(tb);
    gcn_code_free(&cu.code);
    gcn_regions_free(&cu.mem);
    fold_ends = 0;
    fold_insns = 0;
    fold_sgpr_ends = 0;
}

static void expect_divergence(const char *name, enum fault f, uint64_t at, uint64_t matched, const char *pc_text,
                              const char *detail)
{
    result r;
    run(f, at, NULL, &r);
    CHECK(r.st == TB_DIVERGED && r.exit_code == 1, "%s: status %d, expected a divergence\n%s", name, r.st, r.log);
    CHECK(r.matched == matched, "%s: matched %" PRIu64 ", expected %" PRIu64 "\n%s", name, r.matched, matched, r.log);
    CHECK(strstr(r.log, pc_text) != NULL, "%s: report lacks '%s'\n%s", name, pc_text, r.log);
    CHECK(strstr(r.log, detail) != NULL, "%s: report lacks '%s'\n%s", name, detail, r.log);
    CHECK(strstr(r.log, "--wave-from") != NULL, "%s: report lacks the rerun hint\n%s", name, r.log);
    printf("ok    %-28s stopped after %" PRIu64 " matched, at %s\n", name, r.matched, pc_text);
}

/* Folded beats (opts turns them on; *count counts them): the same 12 instructions match, and
 * fault f at instruction `at` (its PC pc_text) is caught there with detail in the report. */
static void check_folds(const char *what, const char *opts, unsigned *count, enum fault f, uint64_t at,
                        const char *pc_text, const char *detail)
{
    result r;
    *count = 0;
    run(F_NONE, ~0ull, opts, &r);
    CHECK(r.st == TB_DONE && r.matched == 12 && *count > 0, "folded %s: status %d matched %" PRIu64 ", %u folded\n%s",
          what, r.st, r.matched, *count, r.log);
    unsigned clean = *count;
    run(f, at, opts, &r);
    CHECK(r.st == TB_DIVERGED && r.matched == at && strstr(r.log, pc_text) && strstr(r.log, detail),
          "folded %s: a fault not caught at its instruction\n%s", what, r.log);
    printf("ok    %s folded (%u): all match; a fault in a folded one caught at its instruction\n", what, clean);
}

static void test_channel_reorder(void)
{
    tb_chan_cfg cfg = {2, 6, 1, 16, 0};
    uint32_t order[2][16];
    for (unsigned rep = 0; rep < 2; rep++) {
        tb_chan c;
        uint64_t rng = 42;
        tb_chan_init(&c, &cfg);
        for (uint32_t t = 0; t < 16; t++)
            tb_chan_push(&c, t, 0, &rng);
        unsigned n = 0;
        for (uint64_t now = 0; now < 100 && n < 16; now++) {
            const tb_pending *p = tb_chan_next(&c, now, &rng);
            if (p) {
                order[rep][n++] = p->tag;
                tb_chan_pop(&c);
            }
        }
        CHECK(n == 16, "channel returned %u of 16", n);
        tb_chan_free(&c);
    }
    int sorted = 1, seen = 0;
    for (unsigned i = 0; i < 16; i++) {
        sorted &= order[0][i] == i;
        seen |= 1 << order[0][i];
        CHECK(order[0][i] == order[1][i], "same seed, different order at %u", i);
    }
    CHECK(!sorted, "seeded reordering left the responses in order");
    CHECK(seen == 0xffff, "responses lost or duplicated");
    printf("ok    channel: seeded reordering is a permutation, the same for the same seed\n");
}

static void test_atomics(void)
{
    gcn_regions rs;
    gcn_regions_init(&rs);
    uint8_t *bytes = gcn_regions_map(&rs, 0x1000, 64);
    tb_overlay o = {0};
    o.base = gcn_regions_memory(&rs);
    uint32_t wd[4] = {5, 0, 0, 0};
    tb_pending p;
    char msg[128];
    memset(&p, 0, sizeof p);
    tb_dm_execute(&o, TB_DM_ADD, 0x1004, 0x00f0, wd, &p, msg, sizeof msg);
    tb_dm_execute(&o, TB_DM_ADD, 0x1004, 0x00f0, wd, &p, msg, sizeof msg);
    CHECK(p.data[0] == 5 && !p.err, "atomic add returned %u", p.data[0]);
    uint32_t cs[4] = {77, 0, 10, 0};
    tb_dm_execute(&o, TB_DM_CMPSWAP, 0x1004, 0x00f0, cs, &p, msg, sizeof msg);
    uint32_t got;
    tb_overlay_read(&o, 0x1004, &got, 4);
    CHECK(got == 77 && p.data[0] == 10, "cmpswap: memory %u, old %u", got, p.data[0]);
    uint32_t base;
    memcpy(&base, bytes + 4, 4);
    CHECK(base == 0, "the DUT's view wrote through to the base memory");
    tb_dm_execute(&o, TB_DM_LOAD, 0x2000, 0x000f, wd, &p, msg, sizeof msg);
    CHECK(p.err == 1, "a load of unmapped memory must return err");
    tb_overlay_free(&o);
    gcn_regions_free(&rs);
    printf("ok    data memory: atomics, copy-on-touch view, unmapped -> err\n");
}

int main(void)
{
    snprintf(tmpdir, sizeof tmpdir, "/tmp/tbtestXXXXXX");
    if (!mkdtemp(tmpdir)) {
        perror("mkdtemp");
        return 2;
    }
    write_files();
    test_channel_reorder();
    test_atomics();

    result r;
    run(F_NONE, ~0ull, NULL, &r);
    CHECK(r.st == TB_DONE && r.exit_code == 0, "clean run: status %d\n%s", r.st, r.log);
    CHECK(r.matched == 12, "clean run matched %" PRIu64 ", expected 12\n%s", r.matched, r.log);
    CHECK(strstr(r.log, "PASS: matched 12 instructions") != NULL, "final line\n%s", r.log);
    printf("ok    clean run: matched %" PRIu64 " instructions in %" PRIu64 " cycles\n", r.matched, r.cycles);

    uint64_t c1 = 0;
    for (unsigned seed = 1; seed <= 8; seed++) {
        char opts[96];
        snprintf(opts, sizeof opts, "seed %u mem-random 9 if-latency 1 dm-latency 3 if-stall 20 dm-stall 30", seed);
        run(F_NONE, ~0ull, opts, &r);
        CHECK(r.st == TB_DONE && r.matched == 12, "seed %u: status %d matched %" PRIu64 "\n%s", seed, r.st, r.matched, r.log);
        if (seed == 1)
            c1 = r.cycles;
    }
    run(F_NONE, ~0ull, "seed 1 mem-random 9 if-latency 1 dm-latency 3 if-stall 20 dm-stall 30", &r);
    CHECK(r.cycles == c1, "same seed, different cycle count: %" PRIu64 " vs %" PRIu64, r.cycles, c1);
    printf("ok    8 seeds of reordered, stalling memory: all match; a seed repeats exactly\n");

    /* an END folded into the VGPR beat before it (rt_last); an INSN into the VGPR beat after it
     * (rt_first), with ENDs folded too */
    check_folds("ENDs into VGPR beats", "fold 1", &folded, F_NEXT_PC, 5, "PC 0x1c:", "next PC: expected 0x20, actual 0x24");
    check_folds("INSNs into VGPR beats", "fold 1 foldi 1", &folded_insns, F_WORDS, 5, "PC 0x1c:", "instruction words");
    /* an END into the SGPR beat before it, SCC with it: s_add_u32 s1 (PC 0x4) writes SCC = 0 */
    check_folds("ENDs into SGPR beats", "folds 1", &folded_sgpr, F_SCC, 1, "PC 0x4:", "SCC: expected 0, actual 1");

    run(F_NONE, ~0ull, "waves 6 seed 3 mem-random 5", &r);
    CHECK(r.st == TB_DONE && r.matched == 72, "6 copies on 4 slots: status %d matched %" PRIu64 "\n%s", r.st, r.matched,
          r.log);
    printf("ok    6 waves on 4 slots (slots reused as waves end): matched %" PRIu64 " instructions\n", r.matched);
    run(F_NONE, ~0ull, "waves 6 seed 3 mem-random 5 nocheck 1", &r);
    CHECK(r.st == TB_DONE && r.exit_code == 0 && r.matched == 72, "6 copies on 4 slots, checker off: status %d counted %"
          PRIu64 "\n%s", r.st, r.matched, r.log);
    printf("ok    the same with the checker off: the DUT alone frees its slots, %" PRIu64 " instructions counted\n",
           r.matched);

    /* a memory violation the DUT reports after the load retired, the model at the load */
    run(F_LATE_TRAP, 6, "spec f", &r);
    CHECK(r.st == TB_TRAPPED && r.exit_code == 0, "late memory trap: status %d exit %d\n%s", r.st, r.exit_code, r.log);
    CHECK(strstr(r.log, "TRAP at cycle") && strstr(r.log, "PC 0x20 (s_load_dword s6, s[4:5], 0x0): s_load_dword reads "
          "unmapped memory at 0x30000") && !strstr(r.log, "INTERFACE"), "late memory trap report\n%s", r.log);
    printf("ok    a memory violation reported after retirement: the kernel's trap at PC 0x20, the expected trap\n");
    run(F_LATE_TRAP, 6, NULL, &r);
    CHECK(r.st == TB_DIVERGED && !strstr(r.log, "TRAP at"), "memory violation the model does not have: status %d\n%s",
          r.st, r.log);
    printf("ok    a memory violation the model does not have: a divergence\n");
    run(F_LATE_TRAP, 6, "nocheck 1", &r);
    CHECK(r.st == TB_TRAPPED && r.exit_code == 1 && strstr(r.log, "PC 0x20 (s_load_dword"), "checker off, memory "
          "violation: status %d\n%s", r.st, r.log);
    printf("ok    the checker off: the RTL's memory violation stops the run at its wave's last memory instruction\n");

    expect_divergence("SGPR value", F_SGPR, 1, 1, "PC 0x4:", "SGPR 1: expected 0x0001234a, actual 0x0001235a");
    expect_divergence("SCC", F_SCC, 2, 2, "PC 0xc:", "SCC: expected 1, actual 0");
    expect_divergence("VGPR lane", F_VGPR_LANE, 5, 5, "PC 0x1c:", "  21   0x0001235f   0x00012360   <--");
    expect_divergence("instruction words", F_WORDS, 3, 3, "PC 0x14:", "instruction words");
    expect_divergence("late load value", F_LATE_VALUE, 6, 7, "PC 0x20:", "late SGPR 6 of the load at PC 0x20");
    expect_divergence("late load missing", F_LATE_MISSING, 6, 7, "PC 0x28:", "has not come back, yet this s_waitcnt waits");
    expect_divergence("store data", F_STORE, 9, 9, "PC 0x30:", "stores:");
    expect_divergence("next PC", F_NEXT_PC, 10, 10, "PC 0x38:", "next PC: expected 0x40, actual 0x44");

    /* a younger instruction that ends first waits for the older one; one whose older never
     * comes is reported when the next SALU instruction has ended (nothing older can come) */
    run(F_AHEAD, 4, NULL, &r);
    CHECK(r.st == TB_DONE && r.matched == 12, "ahead: status %d matched %" PRIu64 "\n%s", r.st, r.matched, r.log);
    CHECK(strstr(r.log, "1 ended ahead of an older instruction") != NULL, "ahead: count\n%s", r.log);
    printf("ok    a younger instruction (unit 1) ending before the older (unit 2): compared in program order\n");
    expect_divergence("lost older instruction", F_LOST, 4, 4, "PC 0x1c:", "PC: expected 0x18, actual 0x1c");

    run(F_DM_STORE, 9, NULL, &r);
    CHECK(r.st == TB_DIVERGED && r.exit_code == 1, "memory: status %d\n%s", r.st, r.log);
    CHECK(strstr(r.log, "MEMORY DIFFERS at the end: mem[0x1010d] = 0x22 on the RTL, 0x23 in the model") != NULL,
          "memory report\n%s", r.log);
    printf("ok    store data that differs in memory only: caught by the final memory comparison\n");

    /* the adapter's X/Z report: an interface error in that cycle, whatever the core saw */
    run(F_XZ, 40, NULL, &r);
    CHECK(r.st == TB_ERROR && r.exit_code == 1 && r.cycles == 40, "X/Z: status %d exit %d\n%s", r.st, r.exit_code, r.log);
    CHECK(strstr(r.log, "INTERFACE ERROR at cycle 40: X/Z on rt_data_o while rt_valid_o is high: X at bit 37\n") &&
          strstr(r.log, "(Icarus, which shows X and Z): TRACE=1 test_tb_core --wave-from 0 --wave-to 41") &&
          strstr(r.log, "FAIL (interface error)"), "X/Z report\n%s", r.log);
    printf("ok    an X/Z the adapter finds: an interface error in its cycle, the run stops there\n");

    run(F_HANG, ~0ull, NULL, &r);
    CHECK(r.st == TB_TIMEOUT && r.exit_code == 1, "hang: status %d\n%s", r.st, r.log);
    CHECK(strstr(r.log, "no retirement beat and no init beat moved for 500 cycles") != NULL, "hang report\n%s", r.log);
    printf("ok    a DUT that never retires: reported after the stall limit, no hang\n");

    char path[128];
    snprintf(path, sizeof path, "%s/t.bin", tmpdir);
    unlink(path);
    snprintf(path, sizeof path, "%s/t.spec", tmpdir);
    unlink(path);
    snprintf(path, sizeof path, "%s/f.spec", tmpdir);
    unlink(path);
    rmdir(tmpdir);
    if (failures)
        printf("FAIL: %d failure(s)\n", failures);
    else
        printf("ok: 11 injected faults and a hang caught at their instruction, 12 clean runs checked, traps reported\n");
    return failures ? 1 : 0;
}
