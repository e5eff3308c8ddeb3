// Standalone harness of gcn_retire_grant (rtl/retire): random offers and
// claims from 8 sources over 4 VGPR banks, every cycle checked against the
// grant's contract (docs/units/retire.md):
//   - only offered beats move, and none while the stage is not ready;
//   - at most one moving beat writes SGPR port A, at most one writes each
//     bank's port A, at most one is an END;
//   - nothing that could move is left behind: a beat offered and not moved
//     meets the claim of a moving one;
//   - when any beat is offered (and the stage is ready) one moves;
//   - a source that keeps offering moves within N grants.
// Usage: tb SEED CYCLES [BREAK]. BREAK=1 hides source 1's SGPR claims from the
// grant (a unit that forgets to claim), so that it moves beside another SGPR
// writer: the run must then fail. Exit status 1 on any violation.
#include <cinttypes>
#include <cstdio>
#include <cstdlib>
#include <memory>

#include "verilated.h"
#include "Vgcn_retire_grant.h"

#include "harness_rng.h"

namespace {

const unsigned N = 8, BANKS = 4;

struct offer {
    unsigned valid, sgpr, end, bank[N];
};

offer random_offer(unsigned busy)
{
    offer o{};
    for (unsigned s = 0; s < N; s++) {
        if (rndn(100) >= busy)
            continue;
        o.valid |= 1u << s;
        if (rndn(4) == 0) o.sgpr |= 1u << s;
        if (rndn(5) == 0) o.end |= 1u << s;
        o.bank[s] = rndn(3) == 0 ? 1u << rndn(BANKS) : 0;
    }
    return o;
}

unsigned long n_bad = 0;

void bad(uint64_t cycle, const char *what)
{
    if (n_bad++ < 10)
        std::printf("FAIL  cycle %" PRIu64 ": %s\n", cycle, what);
}

}  // namespace

int main(int argc, char **argv)
{
    rng_s = argc > 1 ? std::strtoull(argv[1], nullptr, 0) | 1 : 1;
    uint64_t cycles = argc > 2 ? std::strtoull(argv[2], nullptr, 0) : 200000;
    int do_break = argc > 3 ? std::atoi(argv[3]) : 0;
    auto ctx = std::make_unique<VerilatedContext>();
    auto top = std::make_unique<Vgcn_retire_grant>(ctx.get());
    top->clk_i = 0;
    top->rst_i = 1;
    top->eval();
    top->clk_i = 1;
    top->eval();
    top->rst_i = 0;
    unsigned wait[N] = {};
    unsigned max_wait = 0, moved = 0;
    for (uint64_t c = 0; c < cycles; c++) {
        unsigned busy = (c / 1000) % 2 ? 90 : 40;   // phases of heavy and light traffic
        offer o = random_offer(busy);
        unsigned ready = rndn(10) != 0;
        uint32_t banks = 0;
        for (unsigned s = 0; s < N; s++)
            banks |= o.bank[s] << (BANKS * s);
        top->clk_i = 0;
        top->valid_i = o.valid;
        top->sgpr_i = do_break ? o.sgpr & ~2u : o.sgpr;
        top->end_i = o.end;
        top->bank_i = banks;
        top->ready_i = ready;
        top->eval();
        unsigned g = top->ready_o;
        if (g & ~o.valid) bad(c, "a source that offers nothing moves");
        if (g && !ready) bad(c, "beats move while the stage is not ready");
        if (__builtin_popcount(g & o.sgpr) > 1) bad(c, "two moving beats write SGPR port A");
        if (__builtin_popcount(g & o.end) > 1) bad(c, "two moving beats are ENDs");
        unsigned used = 0;
        for (unsigned s = 0; s < N; s++)
            if (g >> s & 1) {
                if (used & o.bank[s]) bad(c, "two moving beats write one VGPR bank's port A");
                used |= o.bank[s];
            }
        if (ready && o.valid && !g) bad(c, "beats are offered and none moves");
        for (unsigned s = 0; ready && s < N; s++) {
            if (!(o.valid >> s & 1) || (g >> s & 1))
                continue;
            int meets = ((o.sgpr >> s & 1) && (g & o.sgpr)) || ((o.end >> s & 1) && (g & o.end)) ||
                        (o.bank[s] & used);
            if (!meets) bad(c, "a beat that meets no moving claim is left behind");
        }
        // a source that keeps offering: count the grants it waits
        for (unsigned s = 0; s < N; s++) {
            if (g >> s & 1)
                wait[s] = 0;
            else if ((o.valid >> s & 1) && g)
                wait[s]++;
            else if (!(o.valid >> s & 1))
                wait[s] = 0;
            if (wait[s] > max_wait) max_wait = wait[s];
        }
        moved += __builtin_popcount(g);
        top->clk_i = 1;
        top->eval();
    }
    // the offers are redrawn every cycle, so "keeps offering" holds only by chance:
    // the rotating start bounds a waiting source by N grants
    if (max_wait > N) bad(cycles, "a source waited more than N grants");
    std::printf("gcn_retire_grant: %" PRIu64 " cycles, %u beats moved, longest wait %u grants, %lu violations\n",
                cycles, moved, max_wait, n_bad);
    top->final();
    return n_bad ? 1 : 0;
}
