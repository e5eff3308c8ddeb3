// The unit harnesses' random numbers (tests/lib/harness.sh): xorshift64, a
// sequence fixed by the seed each harness stores in rng_s from its command line,
// so that a seed reproduces a run.  Header-only: one copy per harness.
#ifndef HARNESS_RNG_H
#define HARNESS_RNG_H
#include <cstdint>

static uint64_t rng_s = 1;
static uint64_t rnd64()
{
    rng_s ^= rng_s << 13;
    rng_s ^= rng_s >> 7;
    rng_s ^= rng_s << 17;
    return rng_s;
}
[[maybe_unused]] static unsigned rndn(unsigned n) { return (unsigned)(rnd64() % n); }
#endif
