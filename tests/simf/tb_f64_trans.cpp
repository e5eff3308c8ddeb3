// Standalone harness of gcn_simf_f64 / gcn_simf_trans (built once per unit with
// -DUNIT_F64 or -DUNIT_TRANS): every op of the unit's table (ops_*.h, assembled by
// gen_f64_trans_ops.py) on random and special operands under random MODE; the
// expected value of each lane is what the golden model writes when it executes
// that instruction.  Usage: tb SEED WAVES_PER_OP.  Exit status 1 on any mismatch.
#include <cinttypes>
#include <cmath>
#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <memory>

#include "verilated.h"
#ifdef UNIT_F64
#include "Vgcn_simf_f64.h"
typedef Vgcn_simf_f64 Top;
#else
#include "Vgcn_simf_trans.h"
typedef Vgcn_simf_trans Top;
#endif
extern "C" {
#include "gcn/model.h"
}

struct OpRow {
    const char *text;
    unsigned id;
    const char *srcs;
    char res;
    uint32_t w0, w1;
};
static const OpRow rows[] = {
#include "ops.h"
};

#include "harness_rng.h"

static double u2d(uint64_t b) { double d; memcpy(&d, &b, 8); return d; }
static uint64_t d2u(double d) { uint64_t b; memcpy(&b, &d, 8); return b; }

// Operands: specials, denormals, near-ties, values near 1, raw bits.
static uint64_t gen_f64()
{
    static const uint64_t sp[] = {
        0, 1ull << 63, 0x7ff0000000000000ull, 0xfff0000000000000ull, 0x7ff8000000000001ull,
        0xfff4000000000000ull, 0x7ff0000000000001ull, 1, 0x000fffffffffffffull, 0x8000000000000001ull,
        0x0010000000000000ull, 0x7fefffffffffffffull, 0xffefffffffffffffull, 0x3ff0000000000000ull,
        0xbff0000000000000ull, 0x3fe0000000000000ull, 0xbfe0000000000000ull, 0x3fd0000000000000ull,
        0x4330000000000000ull, 0x4330000000000001ull, 0x41dfffffffc00000ull, 0x41e0000000000000ull,
        0xc1e0000000000000ull, 0x41efffffffe00000ull, 0x3fefffffffffffffull, 0x3ff0000000000001ull,
        0x4000000000000000ull, 0x7fd0000000000000ull, 0x7fd0000000000001ull, 0x4090000000000000ull};
    switch (rndn(8)) {
    case 0: return sp[rndn(sizeof sp / sizeof sp[0])];
    case 1: return rnd64() & 0x800fffffffffffffull;                          // denormal
    case 2: return (rnd64() & 0x800fffffffffffffull) | (uint64_t)(1013 + rndn(20)) << 52;   // near 1
    case 3: return (rnd64() & 0x800fffff00000000ull) | (uint64_t)(1013 + rndn(20)) << 52 | (rndn(2) ? 0x80000000ull : 0);
    case 4: { uint64_t e = rndn(2) ? rndn(60) : 2047 - rndn(60);              // extremes
              return (rnd64() & 0x800fffffffffffffull) | e << 52; }
    case 5: return d2u((double)(int32_t)rnd64() * (rndn(2) ? 1.0 : 0.5));   // integers, halves
    default: return rnd64();
    }
}

static uint32_t gen_f32()
{
    static const uint32_t sp[] = {0, 0x80000000u, 0x7f800000u, 0xff800000u, 0x7fc00001u, 0x7fa00000u,
                                  1, 0x807fffffu, 0x00800000u, 0x7f7fffffu, 0x3f800000u, 0xbf800000u,
                                  0x3f000000u, 0xbe800000u, 0x3e800000u, 0x4b000000u, 0x42c80000u,
                                  0xc3000000u, 0x3f7fffffu, 0x3f800001u, 0x40490fdbu, 0x49742400u};
    switch (rndn(7)) {
    case 0: return sp[rndn(sizeof sp / sizeof sp[0])];
    case 1: return (uint32_t)rnd64() & 0x807fffffu;
    case 2: return ((uint32_t)rnd64() & 0x807fffffu) | (uint32_t)(117 + rndn(20)) << 23;
    case 3: return ((uint32_t)rnd64() & 0x807fffffu) | (uint32_t)(90 + rndn(70)) << 23;
    case 4: { uint32_t e = rndn(2) ? rndn(30) : 255 - rndn(30); return ((uint32_t)rnd64() & 0x807fffffu) | e << 23; }
    case 5: { float f = (float)((int)rndn(4001) - 2000) / 8.0f; uint32_t b; memcpy(&b, &f, 4); return b; }
    default: return (uint32_t)rnd64();
    }
}

static uint32_t gen_f16()
{
    static const uint16_t sp[] = {0, 0x8000, 0x7c00, 0xfc00, 0x7e01, 0x7d00, 1, 0x83ff, 0x0400,
                                  0x7bff, 0x3c00, 0xbc00, 0x3800, 0x3400, 0x4c00, 0x4900, 0xcc80};
    if (rndn(4) == 0)
        return sp[rndn(sizeof sp / sizeof sp[0])];
    return (uint32_t)(rnd64() & 0xffff);
}

static uint32_t gen_exp()
{
    static const int32_t sp[] = {0, 1, -1, 64, -64, 1023, -1022, -1074, 1024, 2047, -2047, 2200, -2200,
                                 100000, -100000, INT32_MAX, INT32_MIN, 53, -53, 128, -128};
    if (rndn(2))
        return (uint32_t)sp[rndn(sizeof sp / sizeof sp[0])];
    return rndn(2) ? (uint32_t)((int)rndn(4400) - 2200) : (uint32_t)rnd64();
}

static uint64_t gen_src(char k)
{
    switch (k) {
    case 'd': return gen_f64();
    case 'f': return gen_f32();
    case 'h': return gen_f16();
    case 'e': return gen_exp();
    case 'm': return rndn(2) ? (uint32_t)rnd64() & 0x3ff : 1u << rndn(10);
    case 't': return rndn(4) ? rndn(26) : (uint32_t)rnd64();
    default: return rndn(2) ? (uint32_t)rnd64() : (uint32_t)(int32_t)((int)rndn(200) - 100);
    }
}

static uint32_t gen_mode()
{
    uint32_t m = (uint32_t)rnd64() & 0x3ff;
    if (rndn(4) == 0)
        m = 0x3f0 & m;                // round to nearest, the common case
    if (rndn(3) == 0)
        m |= 0xf0;                    // denormals kept
    if (rndn(2))
        m |= 1u << 23;                // FP16_OVFL
    return m;
}

int main(int argc, char **argv)
{
    Verilated::commandArgs(argc, argv);
    rng_s = argc > 1 ? strtoull(argv[1], NULL, 0) * 2654435761ull + 1 : 1;
    unsigned waves = argc > 2 ? (unsigned)atoi(argv[2]) : 8;
    std::unique_ptr<Top> top(new Top);
    static gcn_wave w;
    static uint8_t lds[GCN_LDS_BYTES];
    gcn_workgroup wg = {lds, sizeof lds, 1, 0};
    uint64_t cycles = 0, cases = 0, fails = 0, busy = 0, quarters = 0;

    auto tick = [&]() {
        top->clk_i = 0; top->eval();
        top->clk_i = 1; top->eval();
        cycles++;
    };
    top->rst_i = 1; top->in_valid_i = 0; top->out_ready_i = 1;
    tick(); tick();
    top->rst_i = 0;

    unsigned unsupported = 0;
    for (const OpRow &r : rows) {
        top->sup_op_i = r.id;
        top->eval();
        if (!top->sup_o) {
            unsupported++;
            printf("unsupported: %s\n", r.text);
            continue;
        }
        uint32_t words[3] = {r.w0, r.w1, 0xbf810000u};   // the instruction, s_endpgm
        unsigned nw = (r.w0 >> 26) == 0x34 ? 2 : 1;      // VOP3 (110100) takes two dwords
        if (nw == 1) words[1] = 0xbf810000u;
        gcn_code code = {0};
        if (gcn_code_init(&code, 0, words, nw + 1) < 0) { fprintf(stderr, "code init failed\n"); return 2; }
        gcn_machine m = {{NULL, NULL, NULL, NULL}, &code, 0, 0, 0, 0};
        unsigned op_fails = 0;
        for (unsigned wv = 0; wv < waves; wv++) {
            uint64_t src[3][64], expect[64], vcc_in = rnd64(), vcc_out;
            size_t ns = strlen(r.srcs);
            for (unsigned l = 0; l < 64; l++)
                for (unsigned i = 0; i < 3; i++)
                    src[i][l] = i < ns ? gen_src(r.srcs[i]) : gen_f64();
            for (unsigned l = 0; l < 64; l++) {
                // div_scale: S0 is S1 or S2; fma: a cancelling addend now and then
                if (!strncmp(r.text, "v_div_scale", 11))
                    src[0][l] = src[rndn(2) ? 1 : 2][l];
                if (!strncmp(r.text, "v_fma", 5) && rndn(4) == 0)
                    src[2][l] = d2u(-(u2d(src[0][l]) * u2d(src[1][l])));
                if (!strncmp(r.text, "v_add", 5) && rndn(4) == 0)
                    src[1][l] = d2u(-u2d(src[0][l]) * (1.0 + ldexp((double)rndn(8), -52)));
            }
            uint32_t mode = gen_mode();
            memset(&w, 0, sizeof w);
            w.wg = &wg;
            w.num_vgprs = 256;
            w.accum_offset = 256;
            w.sgpr[GCN_OP_EXEC_LO] = w.sgpr[GCN_OP_EXEC_HI] = 0xffffffffu;
            w.sgpr[GCN_OP_VCC_LO] = (uint32_t)vcc_in;
            w.sgpr[GCN_OP_VCC_HI] = (uint32_t)(vcc_in >> 32);
            w.mode = mode;
            w.state = GCN_WAVE_RUNNING;
            for (unsigned l = 0; l < 64; l++) {
                for (unsigned i = 0; i < 3; i++) {
                    w.vgpr[2 * i][l] = (uint32_t)src[i][l];
                    w.vgpr[2 * i + 1][l] = (uint32_t)(src[i][l] >> 32);
                }
                if (!strncmp(r.text, "v_fmac", 6)) {    // the accumulator is the destination
                    w.vgpr[6][l] = (uint32_t)src[2][l];
                    w.vgpr[7][l] = (uint32_t)(src[2][l] >> 32);
                }
            }
            gcn_wave_step(&m, &w, NULL);
            if (w.state == GCN_WAVE_TRAPPED) {
                printf("model trapped on %s: %s\n", r.text, w.trap_msg);
                return 2;
            }
            vcc_out = (uint64_t)w.sgpr[GCN_OP_VCC_HI] << 32 | w.sgpr[GCN_OP_VCC_LO];
            for (unsigned l = 0; l < 64; l++)
                expect[l] = (uint64_t)w.vgpr[7][l] << 32 | w.vgpr[6][l];
            uint64_t rmask = r.res == 'd' || r.res == 'D' ? ~0ull : r.res == 'h' ? 0xffffull : 0xffffffffull;
            unsigned clamp = (r.w0 >> 15) & 1, omod = (r.w1 >> 27) & 3;
            if (nw == 1) clamp = omod = 0;

            for (unsigned q = 0; q < 4; q++) {
                uint16_t lanes = rndn(4) == 0 ? (uint16_t)rnd64() : 0xffff;
                top->op_i = r.id;
                top->mode_i = mode;
                top->lanes_i = lanes;
                top->flag_i = (uint16_t)(vcc_in >> (16 * q));
                top->clamp_i = clamp;
                top->omod_i = omod;
                for (unsigned l = 0; l < 16; l++) {
                    for (unsigned k = 0; k < 2; k++) {
                        top->a_i[2 * l + k] = (uint32_t)(src[0][16 * q + l] >> (32 * k));
                        top->b_i[2 * l + k] = (uint32_t)(src[1][16 * q + l] >> (32 * k));
                        top->c_i[2 * l + k] = (uint32_t)(src[2][16 * q + l] >> (32 * k));
                    }
                }
                top->in_valid_i = 1;
                top->eval();
                unsigned guard = 0;
                while (!top->in_ready_o && guard++ < 100000) tick();
                tick();
                top->in_valid_i = 0;
                guard = 0;
                while (!top->out_valid_o && guard < 200000) { tick(); guard++; }
                busy += guard;
                quarters++;
                if (!top->out_valid_o) { printf("FAIL %s: no result (timeout)\n", r.text); return 1; }
                for (unsigned l = 0; l < 16; l++) {
                    unsigned gl = 16 * q + l;
                    if (!(lanes >> l & 1)) continue;
                    cases++;
                    uint64_t got = ((uint64_t)top->d_o[2 * l + 1] << 32 | top->d_o[2 * l]) & rmask;
                    unsigned gflag = top->flag_o >> l & 1, eflag = vcc_out >> gl & 1;
                    bool bad = false;
                    if (r.res != 'c' && got != (expect[gl] & rmask)) bad = true;
                    if ((r.res == 'c' || r.res == 'D') && gflag != eflag) bad = true;
                    if (bad) {
                        fails++;
                        if (op_fails++ < 6)
                            printf("FAIL %s lane %u mode %08x: a %016" PRIx64 " b %016" PRIx64 " c %016" PRIx64
                                   " vcc %u: rtl %016" PRIx64 "/%u model %016" PRIx64 "/%u\n",
                                   r.text, gl, mode, src[0][gl], src[1][gl], src[2][gl], (unsigned)(vcc_in >> gl & 1),
                                   got, gflag, expect[gl] & rmask, eflag);
                    }
                }
                tick();   // out_ready_i is held: the result is taken
            }
        }
        gcn_code_free(&code);
    }
    printf("%s: %zu op forms (%u unsupported), %" PRIu64 " lane cases, %" PRIu64 " mismatches, "
           "%.1f cycles per quarter\n",
#ifdef UNIT_F64
           "gcn_simf_f64",
#else
           "gcn_simf_trans",
#endif
           sizeof rows / sizeof rows[0], unsupported, cases, fails, quarters ? (double)busy / quarters : 0.0);
    return fails ? 1 : 0;
}
