// test_valu: rtl/valu/gcn_valu_int, gcn_valu_dpp and gcn_valu_sdwa_{src,dst}
// (Verilator) against the golden model (cmodel, libgcn.a).
//
// For every integer VALU row (valu_cases.h, from gen_cases.py), the model
// executes the real instruction (llvm-mc-16's words) on a wave whose
// registers hold random values; the harness then drives gcn_valu_int quarter
// by quarter with the operands arranged as the sequencer arranges them (the
// contract in gcn_valu_int.v's header) and compares every lane the model
// wrote, and the lane-mask result.  DPP: v_mov_b32_dpp for every legal
// dpp_ctrl, with and without bound_ctrl, random row/bank masks and EXEC:
// lane_ok_o must be the model's write mask and val_o its values.  SDWA:
// v_mov_b32_sdwa for every src0_sel x sext x dst_sel x dst_unused.
//
// Usage: test_valu [--iters N] [--seed S].  Exits 1 on any mismatch.
#include <cstdint>
#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <memory>
#include <set>
#include <string>

#include "Vvalu_test_top.h"
#include "verilated.h"

extern "C" {
#include "gcn/model.h"
}

struct src_spec { int kind, reg; };
struct int_case {
    const char *text, *name;
    int op;
    uint32_t w[2];
    int nwords;
    src_spec src[3];
    int fin, dkind, dreg, dbits, fout;
};
struct dpp_case { const char *text; uint32_t w[2]; int rm, bm, bc; };
struct sdwa_case { const char *text; uint32_t w[2]; int ds, du, ss, sx; };

enum { S_NONE, S_V32, S_V64, S_SGPR, S_OLD, S_V128 };
enum { D_NONE, D_V, D_SGPR_LANE };

#include "valu_cases.h"

#define NELEM(a) (sizeof(a) / sizeof((a)[0]))

static uint64_t rng_state = 0x9e3779b97f4a7c15ull;
static uint64_t rnd64()
{
    rng_state ^= rng_state << 13;
    rng_state ^= rng_state >> 7;
    rng_state ^= rng_state << 17;
    return rng_state;
}
static uint32_t rnd32() { return (uint32_t)(rnd64() >> 16); }

// Operand values: edge cases, small and sign-extended 16-bit values, and
// uniform ones, so that compares hit equality, shifts small counts and
// saturation both ends.
static uint32_t rval()
{
    static const uint32_t special[] = {0, 1, 2, 0x7fffffffu, 0x80000000u, 0xffffffffu, 0xffffu,
                                       0x8000u, 0x7fffu, 0x10000u, 0xffff8000u, 0x00ff00ffu, 0x80008000u};
    switch (rnd64() % 10) {
    case 0: return rnd32() % 40;
    case 1: return 0u - rnd32() % 40;
    case 2: return special[rnd64() % NELEM(special)];
    case 3: return (uint32_t)(int32_t)(int16_t)rnd32();
    case 4: return rnd32() & 0xffffu;
    case 5: return rnd32() & 0x01010101u * (rnd32() & 0xff); // bytes alike (SADs, perm)
    default: return rnd32();
    }
}

static uint64_t rexec()
{
    switch (rnd64() % 4) {
    case 0: return ~0ull;
    case 1: return rnd64() & rnd64();
    default: return rnd64();
    }
}

static gcn_wave wave, before;
static gcn_retire rec;
static int failures;

static int step(const uint32_t *words, int nwords)
{
    gcn_code code;
    if (gcn_code_init(&code, 0x1000, words, (size_t)nwords) < 0) {
        fprintf(stderr, "out of memory\n");
        exit(2);
    }
    gcn_machine m;
    memset(&m, 0, sizeof m);
    m.code = &code;
    wave.pc = 0x1000;
    int st = gcn_wave_step(&m, &wave, &rec);
    gcn_code_free(&code);
    return st;
}

static void new_wave(uint64_t exec)
{
    memset(&wave, 0, sizeof wave);
    wave.accum_offset = 256;
    wave.num_vgprs = 256;
    wave.num_agprs = 256;
    wave.state = GCN_WAVE_RUNNING;
    wave.sgpr[GCN_OP_EXEC_LO] = (uint32_t)exec;
    wave.sgpr[GCN_OP_EXEC_HI] = (uint32_t)(exec >> 32);
}

static const gcn_vgpr_write *find_write(unsigned reg)
{
    for (unsigned i = 0; i < rec.n_vgpr; i++)
        if (rec.vgpr[i].reg == reg)
            return &rec.vgpr[i];
    return nullptr;
}

// Verilator wide ports: 32-bit words, lane l of a 64-bit-per-lane bus at words 2l, 2l+1
template <typename W> static void put64(W &bus, int lane, uint64_t v)
{
    bus[2 * lane] = (uint32_t)v;
    bus[2 * lane + 1] = (uint32_t)(v >> 32);
}
template <typename W> static uint64_t get64(const W &bus, int lane)
{
    return (uint64_t)bus[2 * lane + 1] << 32 | bus[2 * lane];
}

static void fail(const char *what, const char *text, int lane, uint64_t want, uint64_t got, const uint64_t *ops)
{
    if (failures++ < 25) {
        printf("FAIL %s: %s lane %d: model 0x%llx, rtl 0x%llx", what, text, lane, (unsigned long long)want,
               (unsigned long long)got);
        if (ops)
            printf("  (a 0x%llx b 0x%llx c 0x%llx)", (unsigned long long)ops[0], (unsigned long long)ops[1],
                   (unsigned long long)ops[2]);
        printf("\n");
    }
}

// ---- integer datapath ----

static long int_compared;
static std::set<std::string> ops_tested, ops_not_rtl, clamp_unmodelled;

// pass: v_mqsad_u32_u8's second half (S0 >> 16, S2 dwords 3:2)
static uint64_t operand(const src_spec &s, int lane, int pass)
{
    uint64_t junk = (uint64_t)rnd32() << 32; // bits above the operand: must be ignored
    switch (s.kind) {
    case S_V32: return junk | before.vgpr[s.reg][lane];
    case S_V64: {
        uint64_t v = (uint64_t)before.vgpr[s.reg + 1][lane] << 32 | before.vgpr[s.reg][lane];
        return pass ? v >> 16 : v;
    }
    case S_V128: return (uint64_t)before.vgpr[s.reg + 2 * pass + 1][lane] << 32 | before.vgpr[s.reg + 2 * pass][lane];
    case S_SGPR: return junk | before.sgpr[s.reg];
    case S_OLD: return junk | before.vgpr[s.reg][lane];
    default: return rnd64();
    }
}

static int int_pass(Vvalu_test_top *top, const int_case &c, uint64_t exec, int pass);

static void run_int_case(Vvalu_test_top *top, const int_case &c, int iters)
{
    int clamp = strstr(c.text, " clamp") != nullptr;
    top->op_i = (uint16_t)c.op;
    top->clamp_i = clamp;
    top->eval();
    if (!top->sup_o) {
        ops_not_rtl.insert(c.name);
        return;
    }
    for (int it = 0; it < iters; it++) {
        uint64_t exec = rexec();
        new_wave(exec);
        // registers: v0-v11, a0, a3; scalars s10-s15, s20
        for (int r = 0; r < 20; r++)
            for (int l = 0; l < 64; l++)
                wave.vgpr[r][l] = rval();
        for (int l = 0; l < 64; l++) {
            if (rnd64() % 6 == 0) wave.vgpr[1][l] = wave.vgpr[0][l]; // equal operands
            if (rnd64() % 6 == 0) {
                wave.vgpr[6][l] = wave.vgpr[4][l];
                wave.vgpr[7][l] = wave.vgpr[5][l];
            }
            if (rnd64() % 6 == 0) wave.vgpr[7][l] = wave.vgpr[5][l]; // equal high halves
            wave.vgpr[256][l] = rval();
            wave.vgpr[259][l] = rval();
        }
        for (int s = 10; s < 16; s++)
            wave.sgpr[s] = rval();
        wave.sgpr[12] = rnd32();
        wave.sgpr[13] = rnd32();
        wave.sgpr[20] = rnd32();
        memcpy(&before, &wave, sizeof wave);
        int st = step(c.w, c.nwords);
        if (st != 0) {
            if (strstr(wave.trap_msg, "clamp is not modelled")) {
                clamp_unmodelled.insert(c.name);
                return;
            }
            if (failures++ < 25)
                printf("FAIL %s: the model stopped: %s\n", c.text, wave.trap_msg);
            return;
        }
        int passes = c.dbits == 128 ? 2 : 1;
        for (int pass = 0; pass < passes; pass++)
            if (!int_pass(top, c, exec, pass))
                return;
    }
    ops_tested.insert(c.name);
}

// One pass of the datapath over the four quarters; 0 when the model's
// record lacks the result (reported).
static int int_pass(Vvalu_test_top *top, const int_case &c, uint64_t exec, int pass)
{
        uint64_t fin = (uint64_t)before.sgpr[13] << 32 | before.sgpr[12];
        uint64_t want_mask = c.fout >= 0 ? ((uint64_t)wave.sgpr[c.fout + 1] << 32 | wave.sgpr[c.fout]) : 0;
        int bits = c.dbits == 128 ? 64 : c.dbits;
        unsigned dreg = (unsigned)c.dreg + 2u * (unsigned)pass;
        const gcn_vgpr_write *wlo = c.dkind == D_V ? find_write(dreg) : nullptr;
        const gcn_vgpr_write *whi = c.dkind == D_V && bits == 64 ? find_write(dreg + 1) : nullptr;
        if (c.dkind == D_V && (!wlo || (bits == 64 && !whi))) {
            if (failures++ < 25)
                printf("FAIL %s: the model wrote no v%u\n", c.text, dreg);
            return 0;
        }
        int slane = -1; // the lane a scalar result comes from
        if (c.dkind == D_SGPR_LANE)
            slane = strncmp(c.name, "v_readlane", 10) == 0 ? (int)(before.sgpr[15] & 63)
                                                           : (exec ? __builtin_ctzll(exec) : 0);
        for (int q = 0; q < 4; q++) {
            uint64_t ops[16][3];
            for (int i = 0; i < 16; i++) {
                int lane = 16 * q + i;
                for (int k = 0; k < 3; k++)
                    ops[i][k] = operand(c.src[k], lane, pass);
                put64(top->a_i, i, ops[i][0]);
                put64(top->b_i, i, ops[i][1]);
                put64(top->c_i, i, ops[i][2]);
            }
            top->flag_i = c.fin >= 0 ? (uint16_t)(fin >> (16 * q)) : (uint16_t)rnd32();
            top->quarter_i = (uint8_t)q;
            top->eval();
            for (int i = 0; i < 16; i++) {
                int lane = 16 * q + i;
                uint64_t d = get64(top->d_o, i);
                int fo = top->flag_o >> i & 1;
                // bits above the result width are 0 (the contract)
                uint64_t above = bits == 16 ? d >> 16 : bits == 32 ? d >> 32 : 0;
                if (c.dkind != D_NONE && above)
                    fail("upper bits", c.text, lane, 0, d, ops[i]);
                if (c.dkind == D_V && (wlo->mask >> lane & 1)) {
                    uint64_t want = wlo->value[lane];
                    if (bits == 64)
                        want |= (uint64_t)whi->value[lane] << 32;
                    uint64_t m = bits == 16 ? 0xffffull : bits == 32 ? 0xffffffffull : ~0ull;
                    int_compared++;
                    if ((d & m) != (want & m))
                        fail("result", c.text, lane, want & m, d & m, ops[i]);
                }
                if (lane == slane) {
                    int_compared++;
                    if ((uint32_t)d != wave.sgpr[c.dreg])
                        fail("scalar result", c.text, lane, wave.sgpr[c.dreg], (uint32_t)d, ops[i]);
                }
                if (c.fout >= 0 && (exec >> lane & 1)) {
                    int_compared++;
                    if ((uint64_t)fo != (want_mask >> lane & 1))
                        fail("lane mask", c.text, lane, want_mask >> lane & 1, (uint64_t)fo, ops[i]);
                } else if (c.fout < 0 && fo) {
                    fail("flag_o of an op without a lane mask", c.text, lane, 0, 1, ops[i]);
                }
            }
        }
    return 1;
}

// every op id sup_o accepts has a case
static void check_sup_coverage(Vvalu_test_top *top)
{
    std::set<int> have;
    for (const int_case &c : int_cases)
        have.insert(c.op);
    for (int op = 0; op < OP_ID_LIMIT; op++) {
        top->op_i = (uint16_t)op;
        top->eval();
        if (top->sup_o && !have.count(op)) {
            printf("FAIL sup_o = 1 for op %d, which has no case (not an integer row?)\n", op);
            failures++;
        }
    }
}

// ---- DPP ----

static long dpp_compared;

static void run_dpp_case(Vvalu_test_top *top, const dpp_case &c, int iters)
{
    unsigned ctrl = c.w[1] >> 8 & 0x1ff, bc = c.w[1] >> 19 & 1, bm = c.w[1] >> 24 & 15, rm = c.w[1] >> 28;
    if ((int)bc != c.bc || (int)bm != c.bm || (int)rm != c.rm) {
        printf("FAIL %s: the DPP word does not hold the fields asked for\n", c.text);
        failures++;
        return;
    }
    for (int it = 0; it < iters; it++) {
        uint64_t exec = rexec();
        new_wave(exec);
        for (int l = 0; l < 64; l++) {
            wave.vgpr[0][l] = rnd32();
            wave.vgpr[3][l] = rnd32();
        }
        memcpy(&before, &wave, sizeof wave);
        if (step(c.w, 2) != 0) {
            if (failures++ < 25)
                printf("FAIL %s: the model stopped: %s\n", c.text, wave.trap_msg);
            return;
        }
        const gcn_vgpr_write *w = find_write(3);
        uint64_t want_mask = w ? w->mask : 0;
        top->dpp_ctrl_i = (uint16_t)ctrl;
        top->dpp_bc_i = bc;
        top->dpp_row_mask_i = (uint8_t)rm;
        top->dpp_bank_mask_i = (uint8_t)bm;
        top->dpp_exec_i = exec;
        for (int l = 0; l < 64; l++)
            top->dpp_src_i[l] = before.vgpr[0][l];
        top->eval();
        uint64_t ok = top->dpp_lane_ok_o;
        for (int l = 0; l < 64; l++) {
            dpp_compared++;
            if ((ok >> l & 1) != (want_mask >> l & 1))
                fail("DPP lane written", c.text, l, want_mask >> l & 1, ok >> l & 1, nullptr);
            else if ((want_mask >> l & 1) && top->dpp_val_o[l] != w->value[l])
                fail("DPP value", c.text, l, w->value[l], top->dpp_val_o[l], nullptr);
        }
    }
}

// ---- SDWA ----

static long sdwa_compared;

static void run_sdwa_case(Vvalu_test_top *top, const sdwa_case &c, int iters)
{
    unsigned ds = c.w[1] >> 8 & 7, du = c.w[1] >> 11 & 3, ss = c.w[1] >> 16 & 7, sx = c.w[1] >> 19 & 1;
    if ((int)ds != c.ds || (int)du != c.du || (int)ss != c.ss || (int)sx != c.sx) {
        printf("FAIL %s: the SDWA word does not hold the fields asked for\n", c.text);
        failures++;
        return;
    }
    for (int it = 0; it < iters; it++) {
        new_wave(~0ull);
        for (int l = 0; l < 64; l++) {
            wave.vgpr[0][l] = rnd32();
            wave.vgpr[3][l] = rnd32();
        }
        memcpy(&before, &wave, sizeof wave);
        if (step(c.w, 2) != 0) {
            if (failures++ < 25)
                printf("FAIL %s: the model stopped: %s\n", c.text, wave.trap_msg);
            return;
        }
        top->src_sel_i = (uint8_t)ss;
        top->src_sext_i = sx;
        top->dst_sel_i = (uint8_t)ds;
        top->dst_unused_i = (uint8_t)du;
        for (int l = 0; l < 64; l++) {
            top->src_val_i = before.vgpr[0][l];
            top->dst_old_i = before.vgpr[3][l];
            top->eval();
            sdwa_compared++;
            if (top->sdwa_o != wave.vgpr[3][l])
                fail("SDWA", c.text, l, wave.vgpr[3][l], top->sdwa_o, nullptr);
        }
    }
}

int main(int argc, char **argv)
{
    int iters = 40;
    for (int i = 1; i < argc; i++) {
        if (!strcmp(argv[i], "--iters") && i + 1 < argc)
            iters = atoi(argv[++i]);
        else if (!strcmp(argv[i], "--seed") && i + 1 < argc)
            rng_state ^= strtoull(argv[++i], nullptr, 0) * 0x2545f4914f6cdd1dull;
    }
    auto ctx = std::make_unique<VerilatedContext>();
    auto top = std::make_unique<Vvalu_test_top>(ctx.get());

    check_sup_coverage(top.get());
    for (const int_case &c : int_cases)
        run_int_case(top.get(), c, iters);
    for (const dpp_case &c : dpp_cases)
        run_dpp_case(top.get(), c, iters / 2 + 1);
    for (const sdwa_case &c : sdwa_cases)
        run_sdwa_case(top.get(), c, 2);
    top->final();

    printf("gcn_valu_int: %zu ops (%zu cases) tested, %ld lane results compared\n", ops_tested.size(),
           NELEM(int_cases), int_compared);
    if (!clamp_unmodelled.empty()) {
        printf("  clamp not modelled by the model (the sequencer must trap):");
        for (const std::string &s : clamp_unmodelled)
            printf(" %s", s.c_str());
        printf("\n");
    }
    if (!ops_not_rtl.empty()) {
        printf("  integer rows gcn_valu_int does not execute:");
        for (const std::string &s : ops_not_rtl)
            printf(" %s", s.c_str());
        printf("\n");
    }
    for (const char *const *s = int_skipped; *s; s++)
        printf("  no case: %s\n", *s);
    printf("gcn_valu_dpp: %zu controls x masks, %ld lanes compared\n", NELEM(dpp_cases), dpp_compared);
    printf("gcn_valu_sdwa_src/dst: %zu selects, %ld lanes compared\n", NELEM(sdwa_cases), sdwa_compared);
    printf("%s: %d mismatches\n", failures ? "FAILED" : "passed", failures);
    return failures ? 1 : 0;
}
