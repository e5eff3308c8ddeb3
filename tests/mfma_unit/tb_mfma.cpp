// Standalone harness of the matrix core gcn_mfma: every MFMA encoding of
// tests/mfma/gen_cases.py (the 27 instructions with every legal CBSZ/ABID/BLGP
// and out-of-range ones, assembled by llvm-mc-16) on random operands, special
// values (NaN, inf, denormals, signed zeros, int8 and int32 extremes) and
// wide-range values.  The expected D is what the golden model writes when it
// executes the instruction on a wave holding those operands (EXEC all ones);
// the model is itself checked against plain loops by tests/mfma/test_mfma.c.
// The harness plays the SIMD's operand sequencer: the command comes from the
// decoded instruction (the row's shape column and A type), then A, B and C go
// in beat by beat in the order docs/units/mfma.md gives, and every D beat is
// compared bit for bit.  Cases whose C is an inline constant are left out (the
// constant is the CU's operand fetch, not the matrix core's).
// Usage: tb SEED PASSES [BREAK [CYCLES]].  BREAK=1 corrupts one expected bit to
// show a mismatch fails; CYCLES=1 prints each instruction's cycles from command
// to last D beat (docs/units/mfma.md).  Exit status 1 on any mismatch.
#include <cinttypes>
#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <memory>

#include "verilated.h"
#include "Vgcn_mfma.h"
typedef Vgcn_mfma Top;
extern "C" {
#include "gcn/decode.h"
#include "gcn/isa.h"
#include "gcn/model.h"
}

#include "../mfma/mfma_case.h"
#include "mfma_cases.h"
static const size_t NCASES = sizeof mfma_cases / sizeof mfma_cases[0];

// the element kinds (MK_*) and each MFMA's command, as gcn_mfma_rom gives them to the core in the CU
// (generated: scripts/gen_rtl_decode.py mfmah)
#include "gcn_mfma_cmds.h"

#include "harness_rng.h"

// ---- operand values: mode 0 moderate (cancellation, rounding), 1 specials-heavy, 2 raw bits ----

static uint32_t gen_f32(int mode)
{
    static const uint32_t sp[] = {0, 0x80000000u, 0x7f800000u, 0xff800000u, 0x7fc00000u, 0xffc00001u,
                                  0x7f800001u, 0xff812345u, 1, 0x807fffffu, 0x00800000u, 0x80800000u,
                                  0x7f7fffffu, 0xff7fffffu, 0x3f800000u, 0xbf800000u, 0x33800000u};
    if (mode == 2)
        return (uint32_t)rnd64();
    if (rndn(mode ? 3 : 40) == 0)
        return sp[rndn(sizeof sp / sizeof sp[0])];
    // +-[1, 2) * 2^(-8 .. 7): products and sums of similar size, some cancelling
    uint32_t e = 127 - 8 + rndn(16);
    return (uint32_t)(rndn(2)) << 31 | e << 23 | ((uint32_t)rnd64() & 0x7fffff);
}

static uint64_t gen_f64(int mode)
{
    static const uint64_t sp[] = {0, 1ull << 63, 0x7ff0000000000000ull, 0xfff0000000000000ull,
                                  0x7ff8000000000001ull, 0xfff4000000000000ull, 1, 0x800fffffffffffffull,
                                  0x0010000000000000ull, 0x7fefffffffffffffull, 0x3ff0000000000000ull,
                                  0x3ca0000000000000ull};
    if (mode == 2)
        return rnd64();
    if (rndn(mode ? 3 : 40) == 0)
        return sp[rndn(sizeof sp / sizeof sp[0])];
    uint64_t e = 1023 - 8 + rndn(16);
    return (uint64_t)rndn(2) << 63 | e << 52 | (rnd64() & 0xfffffffffffffull);
}

// one f16 or bf16 element
static uint16_t gen_h(int mode, int bf)
{
    static const uint16_t sp16[] = {0, 0x8000, 0x7c00, 0xfc00, 0x7e00, 0xfd01, 0x7c01, 1, 0x83ff, 0x0400,
                                    0x7bff, 0xfbff, 0x3c00, 0xbc00};
    static const uint16_t spbf[] = {0, 0x8000, 0x7f80, 0xff80, 0x7fc0, 0xff81, 0x7f81, 1, 0x807f, 0x0080,
                                    0x7f7f, 0xff7f, 0x3f80, 0xbf80};
    if (mode == 2)
        return (uint16_t)rnd64();
    if (rndn(mode ? 3 : 40) == 0)
        return bf ? spbf[rndn(14)] : sp16[rndn(14)];
    unsigned s = rndn(2) << 15;
    if (bf)
        return (uint16_t)(s | (127 - 6 + rndn(12)) << 7 | rndn(128));
    return (uint16_t)(s | (15 - 6 + rndn(12)) << 10 | rndn(1024));
}

static uint8_t gen_i8(int mode)
{
    static const uint8_t sp[] = {0x80, 0x7f, 0xff, 0x01, 0x00, 0x81};
    if (mode != 2 && rndn(mode ? 2 : 8) == 0)
        return sp[rndn(6)];
    return (uint8_t)rnd64();
}

// A/B lane word: all the elements one lane holds, packed from bit 0
static uint64_t gen_ab(int kind, int mode)
{
    uint64_t v = 0;
    switch (kind) {
    case MK_F32: return gen_f32(mode);
    case MK_F64: return gen_f64(mode);
    case MK_I8:
        for (int k = 0; k < 4; k++)
            v |= (uint64_t)gen_i8(mode) << (8 * k);
        return v;
    default: {
        int n = kind == MK_BF16 ? 2 : 4;
        for (int k = 0; k < n; k++)
            v |= (uint64_t)gen_h(mode, kind != MK_F16) << (16 * k);
        return v;
    }
    }
}

static uint32_t gen_c32(int kind, int mode)
{
    static const uint32_t isp[] = {0x7fffffffu, 0x80000000u, 0xffffffffu, 0, 0x7ffffff0u};
    if (kind == MK_I8)
        return mode != 2 && rndn(4) == 0 ? isp[rndn(5)] : (uint32_t)rnd64();
    if (kind != MK_F32 && mode == 0) // 16-bit kinds: C near the products' size
        return (uint32_t)rndn(2) << 31 | (127 - 8 + rndn(16)) << 23 | ((uint32_t)rnd64() & 0x7fffff);
    return gen_f32(mode);
}

// ---- the matrix core ----

static std::unique_ptr<Top> top;
static uint64_t cycles;

static void tick()
{
    top->clk_i = 0;
    top->eval();
    top->clk_i = 1;
    top->eval();
    cycles++;
}

typedef gcn_mfma_cmd shape;

static const shape *shape_of(const gcn_insn_desc *d)
{
    for (const gcn_mfma_cmd &c : gcn_mfma_cmds)
        if (strcmp(c.name, d->name) == 0)
            return &c;
    return nullptr;
}

// one input beat: dword d of lanes 16q..16q+15 of a register's 64 lanes
static void put_beat(const uint32_t *lanes64, int q)
{
    for (int t = 0; t < 16; t++)
        top->in_data_i[t] = lanes64[16 * q + t];
    top->in_valid_i = 1;
    for (int guard = 0; !top->in_ready_o; guard++) {
        tick();
        if (guard > 10000) {
            fprintf(stderr, "gcn_mfma: in_ready never came\n");
            exit(2);
        }
    }
    tick();
    top->in_valid_i = 0;
}

// Run the core on A, B (ab[src][dword][lane]) and C; D[reg][lane] out.
// Returns 0, or -1 when the beats come out of order.
static int run_core(const shape &s, const gcn_inst &in, uint32_t ab[2][2][64], uint32_t C[32][64],
                    uint32_t D[32][64])
{
    top->kind_i = s.kind;
    top->m_i = s.m;
    top->k_i = s.k;
    top->blocks_i = s.blocks;
    top->cbsz_i = in.cbsz;
    top->abid_i = in.abid;
    top->blgp_i = in.blgp;
    top->cmd_valid_i = 1;
    while (!top->cmd_ready_o)
        tick();
    tick();
    top->cmd_valid_i = 0;
    for (int src = 0; src < 2; src++)
        for (int d = 0; d < s.abd; d++)
            for (int q = 0; q < 4; q++)
                put_beat(ab[src][d], q);
    int f64 = s.kind == MK_F64, step = f64 ? 2 : 1;
    top->out_ready_i = 1;
    for (int r = 0; r < s.cdd; r += step)
        for (int q = 0; q < 4; q++) {
            for (int h = 0; h < step; h++)
                put_beat(C[r + h], q);
            for (int h = 0; h < step; h++) {
                for (int guard = 0; !top->out_valid_o; guard++) {
                    tick();
                    if (guard > 10000) {
                        fprintf(stderr, "gcn_mfma: no D beat\n");
                        exit(2);
                    }
                }
                int last = r + step >= s.cdd && q == 3 && h == step - 1;
                if (top->out_reg_o != (unsigned)(r + h) || top->out_qtr_o != (unsigned)q || top->out_last_o != last)
                    return -1;
                for (int t = 0; t < 16; t++)
                    D[r + h][16 * q + t] = top->out_data_o[t];
                tick();
            }
        }
    return 0;
}

// ---- one case on the model and on the core ----

static gcn_wave wave;
static gcn_retire rec;
static unsigned long checked, failures, elements;

// cycles from command to last D beat, per mnemonic (the same for every case of one)
static const char *cyc_name[32];
static uint64_t cyc_count[32];
static void record_cycles(const char *name, uint64_t n)
{
    for (int i = 0; i < 32; i++)
        if (!cyc_name[i] || !strcmp(cyc_name[i], name)) {
            cyc_name[i] = name;
            cyc_count[i] = n;
            return;
        }
}

static int file_reg(int acc, int n) { return (acc ? 256 : 0) + n; }

static void run_case(const mfma_case &c, int mode, int brk)
{
    uint32_t words[2] = {c.w0, c.w1};
    gcn_inst in;
    if (gcn_decode(words, 2, &in) != GCN_DECODE_OK || !in.desc) {
        printf("FAIL %s: does not decode\n", c.text);
        failures++;
        return;
    }
    const gcn_insn_desc *d = in.desc;
    const shape *sp = shape_of(d);
    if (!sp) {
        printf("FAIL %s: no matrix-core command for %s\n", c.text, d->name);
        failures++;
        return;
    }
    const shape &s = *sp;

    static uint32_t ab[2][2][64], C[32][64], D[32][64];
    for (int src = 0; src < 2; src++)
        for (int l = 0; l < 64; l++) {
            uint64_t v = gen_ab(s.kind, mode);
            ab[src][0][l] = (uint32_t)v;
            ab[src][1][l] = (uint32_t)(v >> 32);
        }
    for (int r = 0; r < s.cdd; r++)
        for (int l = 0; l < 64; l++) {
            if (s.kind == MK_F64) {
                if (r % 2 == 0) {
                    uint64_t v = gen_f64(mode);
                    C[r][l] = (uint32_t)v;
                    C[r + 1][l] = (uint32_t)(v >> 32);
                }
            } else {
                C[r][l] = gen_c32(s.kind, mode);
            }
        }

    // the model
    memset(&wave, 0, sizeof wave);
    wave.accum_offset = 256;
    wave.state = GCN_WAVE_RUNNING;
    wave.sgpr[126] = wave.sgpr[127] = ~0u;
    int abase[2] = {file_reg(c.a_acc, c.a_reg), file_reg(c.b_acc, c.b_reg)};
    for (int src = 0; src < 2; src++)
        for (int dw = 0; dw < s.abd; dw++)
            memcpy(wave.vgpr[abase[src] + dw], ab[src][dw], sizeof ab[src][dw]);
    int cbase = file_reg(c.cd_acc, c.c_reg), dbase = file_reg(c.cd_acc, c.d_reg);
    for (int r = 0; r < s.cdd; r++)
        memcpy(wave.vgpr[cbase + r], C[r], sizeof C[r]);
    int st = mfma_model_step(c.w0, c.w1, &wave, &rec);
    if (st != 0) {
        printf("FAIL %s: the model stopped (%s)\n", c.text, wave.trap_msg);
        failures++;
        return;
    }
    if (brk && checked == 0)
        wave.vgpr[dbase][5] ^= 1u << 3;

    // the core
    checked++;
    uint64_t start = cycles;
    int bad = run_core(s, in, ab, C, D);
    record_cycles(c.name, cycles - start);
    if (bad < 0) {
        if (failures++ < 20)
            printf("FAIL %s: D beats out of order\n", c.text);
        return;
    }
    for (int r = 0; r < s.cdd; r++)
        for (int l = 0; l < 64; l++) {
            elements++;
            uint32_t want = wave.vgpr[dbase + r][l];
            if (D[r][l] != want) {
                if (failures++ < 20)
                    printf("FAIL %s (mode %d): D dword %d lane %d: rtl %08x model %08x\n", c.text, mode, r, l,
                           D[r][l], want);
                return;
            }
        }
}

int main(int argc, char **argv)
{
    unsigned seed = argc > 1 ? (unsigned)atoi(argv[1]) : 1;
    int passes = argc > 2 ? atoi(argv[2]) : 1;
    int brk = argc > 3 ? atoi(argv[3]) : 0;
    int show_cycles = argc > 4 ? atoi(argv[4]) : 0;
    rng_s = 0x9e3779b97f4a7c15ull ^ seed;
    Verilated::commandArgs(argc, argv);
    top.reset(new Top);
    top->rst_i = 1;
    tick();
    tick();
    top->rst_i = 0;
    unsigned long per_mode[3] = {0, 0, 0};
    for (int p = 0; p < passes; p++)
        for (int mode = 0; mode < 3; mode++)
            for (size_t i = 0; i < NCASES; i++) {
                if (mfma_cases[i].c_code >= 0)
                    continue;
                run_case(mfma_cases[i], mode, brk);
                per_mode[mode]++;
            }
    printf("gcn_mfma: %lu instructions (%lu moderate, %lu special, %lu raw-bit), %lu D dwords, %" PRIu64
           " cycles, %lu mismatches\n",
           checked, per_mode[0], per_mode[1], per_mode[2], elements, cycles, failures);
    for (int i = 0; show_cycles && i < 32 && cyc_name[i]; i++)
        printf("%-28s %4" PRIu64 " cycles\n", cyc_name[i], cyc_count[i]);
    top->final();
    top.reset();
    return failures ? 1 : 0;
}
