// Standalone harness of gcn_fp_add (rtl/lib): f32 and f64 sums of directed
// corner operands (zeros, denormals, the least and largest normals,
// infinities, quiet and signalling NaNs, ties) in every pairing and of
// random operands (any bits, close exponents for cancellation, denormal
// ranges, near overflow). Each result is checked against the host's IEEE
// sum (round to nearest even, no flushing: the C float/double add) with the
// NaN rules of docs/memory.md applied here (the first NaN operand quieted,
// inf - inf the default NaN), and against the golden model's at_apply
// (AT_FADD), so the model's rule is pinned too.
// Usage: tb SEED N_RANDOM [BREAK]. BREAK=1 flips one bit of one RTL result
// to show that a mismatch fails. Exit status 1 on any mismatch.
#include <cinttypes>
#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <memory>

#include "verilated.h"
#include "Vgcn_fp_add.h"
extern "C" {
#include "gcn/atomic.h"
}

#include "harness_rng.h"

static uint32_t ref32(uint32_t a, uint32_t b)
{
    if ((a & 0x7fffffffu) > 0x7f800000u) return a | 0x00400000u;
    if ((b & 0x7fffffffu) > 0x7f800000u) return b | 0x00400000u;
    float fa, fb;
    memcpy(&fa, &a, 4);
    memcpy(&fb, &b, 4);
    volatile float fr = fa + fb;
    float r = fr;
    uint32_t u;
    memcpy(&u, &r, 4);
    return ((u & 0x7fffffffu) > 0x7f800000u) ? 0xffc00000u : u;
}

static uint64_t ref64(uint64_t a, uint64_t b)
{
    const uint64_t inf = 0x7ff0000000000000ull, q = 0x0008000000000000ull, m = ~(1ull << 63);
    if ((a & m) > inf) return a | q;
    if ((b & m) > inf) return b | q;
    double fa, fb;
    memcpy(&fa, &a, 8);
    memcpy(&fb, &b, 8);
    volatile double fr = fa + fb;
    double r = fr;
    uint64_t u;
    memcpy(&u, &r, 8);
    return ((u & m) > inf) ? 0xfff8000000000000ull : u;
}

static std::unique_ptr<Vgcn_fp_add> top;
static unsigned long n_checked = 0, n_bad = 0;
static int do_break = 0;

static void check(int wide, uint64_t a, uint64_t b)
{
    if (!wide) {
        a &= 0xffffffffull;
        b &= 0xffffffffull;
    }
    top->wide_i = wide;
    top->a_i = a;
    top->b_i = b;
    top->eval();
    uint64_t got = top->sum_o;
    if (do_break && n_checked == 1000) got ^= 1;
    uint64_t exp = wide ? ref64(a, b) : ref32((uint32_t)a, (uint32_t)b);
    uint64_t mdl = at_apply(AT_FADD, wide ? 64 : 32, a, b, 0);
    n_checked++;
    if (got != exp || mdl != exp) {
        if (n_bad++ < 20)
            printf("MISMATCH f%d %016" PRIx64 " + %016" PRIx64 ": rtl %016" PRIx64 " expected %016" PRIx64
                   " model %016" PRIx64 "\n", wide ? 64 : 32, a, b, got, exp, mdl);
    }
}

int main(int argc, char **argv)
{
    rng_s = argc > 1 ? strtoull(argv[1], 0, 0) * 0x9e3779b97f4a7c15ull + 1 : 1;
    unsigned long nrand = argc > 2 ? strtoul(argv[2], 0, 0) : 1000000;
    do_break = argc > 3 ? atoi(argv[3]) : 0;
    std::unique_ptr<VerilatedContext> ctx(new VerilatedContext);
    top.reset(new Vgcn_fp_add{ctx.get()});

    static const uint32_t c32[] = {
        0x00000000, 0x00000001, 0x00000002, 0x00000003, 0x007fffff, 0x00400000, 0x00800000,
        0x00800001, 0x00ffffff, 0x01000000, 0x3f800000, 0x3f800001, 0x3fffffff, 0x33800000,
        0x33800001, 0x34000000, 0x4b000000, 0x4b7fffff, 0x7f7fffff, 0x7f7ffffe, 0x7f000000,
        0x73800000, 0x73000000, 0x7f800000, 0x7fc00000, 0x7fc12345, 0x7f800001, 0x7fa00000,
        0x7fffffff, 0x40490fdb, 0x3eaaaaab};
    static const uint64_t c64[] = {
        0x0000000000000000ull, 0x0000000000000001ull, 0x0000000000000002ull, 0x0000000000000003ull,
        0x000fffffffffffffull, 0x0008000000000000ull, 0x0010000000000000ull, 0x0010000000000001ull,
        0x001fffffffffffffull, 0x0020000000000000ull, 0x3ff0000000000000ull, 0x3ff0000000000001ull,
        0x3fffffffffffffffull, 0x3ca0000000000000ull, 0x3ca0000000000001ull, 0x3cb0000000000000ull,
        0x4330000000000000ull, 0x433fffffffffffffull, 0x7fefffffffffffffull, 0x7feffffffffffffeull,
        0x7fe0000000000000ull, 0x7c90000000000000ull, 0x7c80000000000000ull, 0x7ff0000000000000ull,
        0x7ff8000000000000ull, 0x7ff8000000012345ull, 0x7ff0000000000001ull, 0x7ff4000000000000ull,
        0x7fffffffffffffffull, 0x400921fb54442d18ull, 0x3fd5555555555555ull};
    // every pairing of the corner values, each sign
    for (uint32_t x : c32)
        for (uint32_t y : c32)
            for (unsigned s = 0; s < 4; s++)
                check(0, x ^ ((s & 1) ? 0x80000000u : 0), y ^ ((s & 2) ? 0x80000000u : 0));
    for (uint64_t x : c64)
        for (uint64_t y : c64)
            for (unsigned s = 0; s < 4; s++)
                check(1, x ^ ((s & 1) ? 1ull << 63 : 0), y ^ ((s & 2) ? 1ull << 63 : 0));
    // random: any bits; b near a (cancellation, ties); small exponents (denormals); large ones
    for (unsigned long k = 0; k < nrand; k++) {
        uint64_t a = rnd64(), b = rnd64(), r = rnd64();
        unsigned kind = (unsigned)(r % 6);
        int wide = (int)(r >> 8 & 1);
        unsigned sh = (unsigned)(r >> 16 & 63);
        if (kind == 1) // b = a with a few low bits, exponent and sign changed
            b = a ^ (b & ((wide ? 0x8070000000000000ull : 0x83800000ull) | ((1ull << (sh % 24)) - 1)));
        else if (kind == 2) { // small exponents: denormal operands and results
            a &= wide ? 0x803fffffffffffffull : 0x81ffffffull;
            b &= wide ? 0x803fffffffffffffull : 0x81ffffffull;
        } else if (kind == 3) { // large exponents: overflow
            a |= wide ? 0x7fc0000000000000ull : 0x7e000000ull;
            b |= wide ? 0x7fc0000000000000ull : 0x7e000000ull;
        } else if (kind == 4) // few significant bits: exact sums and ties
            b &= wide ? ~((1ull << (sh % 52)) - 1) : ~((1ull << (sh % 23)) - 1);
        else if (kind == 5) // exponents up to 64 apart, the bits of a otherwise
            b = (a & (wide ? 0x800fffffffffffffull : 0x807fffffull)) ^ (b & (wide ? 0xfffull : 0xfull)) |
                ((wide ? (a >> 52 & 0x7ff) : (a >> 23 & 0xff)) - (sh & 0x3f)) << (wide ? 52 : 23);
        check(wide, a, b);
    }
    top->final();
    top.reset();
    printf("gcn_fp_add: %lu sums checked, %lu mismatches\n", n_checked, n_bad);
    return n_bad ? 1 : 0;
}
