// board-mem-test: gcn_board_mem (the board's memory, Verilated alone with a
// 4 KiB window) against a reference built on the model's definition of every
// atomic (at_apply, cmodel/include/gcn/atomic.h) and the testbench memory's
// rules (tb/core/tb_mem.c, docs/rtl-interfaces.md): seeded random loads,
// stores with random byte enables, every atomic op at 4 and 8 bytes with
// float specials (NaN, infinities, denormals, zeros), the ops the board does
// not implement, misaligned atomics, requests outside the window, fetches, and the command
// engine's host port; every response and, at the end, every byte compared.
//
//   board-mem-test [N [SEED]]     (default 20000 requests, seed 1)
#include <cstdint>
#include <cstdio>
#include <cstdlib>
#include <cstring>

#include "Vgcn_board_mem.h"
#include "verilated.h"

extern "C" {
#include "gcn/atomic.h"
}

double sc_time_stamp() { return 0; }

namespace {

const uint64_t BASE = 0x100000000ull;
const unsigned BYTES = 4096;
uint8_t ref[BYTES];
Vgcn_board_mem *m;
uint64_t cycles, rng_state;
unsigned fails;

uint64_t rnd()
{
    rng_state ^= rng_state << 13;
    rng_state ^= rng_state >> 7;
    rng_state ^= rng_state << 17;
    return rng_state;
}

void tick()
{
    m->clk_i = 1;
    m->eval();
    m->clk_i = 0;
    m->eval();
    cycles++;
}

void fail(const char *what, unsigned long long got, unsigned long long want)
{
    if (fails++ < 10)
        fprintf(stderr, "FAIL %s: got 0x%llx, expected 0x%llx\n", what, got, want);
}

// the host port: one dword
uint32_t host(bool we, uint32_t off, uint32_t data)
{
    m->h_req_valid_i = 1;
    m->h_req_we_i = we;
    m->h_req_addr_i = off;
    m->h_req_wdata_i = data;
    m->eval();
    while (!m->h_req_ready_o) {
        tick();
    }
    tick();
    m->h_req_valid_i = 0;
    m->eval();
    unsigned guard = 0;
    while (!m->h_rsp_valid_o && guard++ < 100)
        tick();
    uint32_t v = m->h_rsp_rdata_o;
    tick();
    return v;
}

uint64_t le(const uint8_t *p, unsigned n)
{
    uint64_t v = 0;
    for (unsigned i = 0; i < n; i++)
        v |= (uint64_t)p[i] << (8 * i);
    return v;
}

// a float operand worth trying, as bits
uint64_t fval(bool wide)
{
    static const uint32_t s32[] = {0x00000000, 0x80000000, 0x7f800000, 0xff800000, 0x7fc00000, 0x7fa00000,
                                   0x00000001, 0x807fffff, 0x00400000, 0x3f800000, 0xbf800000, 0x7f7fffff};
    static const uint64_t s64[] = {0, 0x8000000000000000ull, 0x7ff0000000000000ull, 0xfff0000000000000ull,
                                   0x7ff8000000000000ull, 0x7ff4000000000000ull, 1, 0x800fffffffffffffull,
                                   0x3ff0000000000000ull, 0xbff0000000000000ull};
    if (rnd() % 3)
        return wide ? rnd() : (uint32_t)rnd();
    return wide ? s64[rnd() % (sizeof s64 / 8)] : s32[rnd() % (sizeof s32 / 4)];
}

at_op at_of(unsigned op)
{
    static const at_op map[] = {AT_SWAP, AT_SWAP, AT_ADD, AT_SUB, AT_SMIN, AT_UMIN, AT_SMAX, AT_UMAX, AT_AND,
                                AT_OR, AT_XOR, AT_INC, AT_DEC, AT_SWAP, AT_CMPSWAP, AT_FADD, AT_FMIN, AT_FMAX};
    return op == 22 ? AT_FADD_FTZ : map[op];
}

// one data request; the expected response from the reference
void data_request()
{
    unsigned kind = rnd() % 10, op;
    uint64_t addr;
    uint16_t be;
    uint8_t w[16];
    for (auto &b : w)
        b = (uint8_t)rnd();
    bool inside = rnd() % 10 != 0, misaligned = false;
    uint64_t base = inside ? BASE : (rnd() & 1 ? BASE + BYTES : BASE - 4096);
    unsigned size = 4;
    if (kind < 3) {            // load
        op = 0;
        addr = base + (rnd() % (BYTES / 16)) * 16 + rnd() % 16;
        be = (uint16_t)rnd();
    } else if (kind < 6) {     // store
        op = 1;
        addr = base + (rnd() % (BYTES / 16)) * 16;
        be = (uint16_t)rnd();
    } else {                   // atomic, or a code the board refuses
        static const unsigned ops[] = {2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15, 16, 17, 22, 22, 22, 23, 18, 21};
        op = ops[rnd() % (sizeof ops / sizeof ops[0])];
        size = (op == 22 || op == 23 || rnd() % 2) ? 4 : 8;
        addr = base + (rnd() % (BYTES / size)) * size;
        be = (uint16_t)(((1u << size) - 1) << (addr & 15));
        misaligned = rnd() % 16 == 0;   // refused: not size bytes aligned at the address
        if (op >= 15) {        // float operands
            uint64_t a = fval(size == 8), c = fval(size == 8);
            for (unsigned i = 0; i < 8; i++) {
                w[i] = (uint8_t)(a >> (8 * i));
                w[8 + i] = (uint8_t)(c >> (8 * i));
            }
            if (inside && !misaligned && rnd() % 2) {   // float specials in memory too
                uint64_t o = fval(size == 8);
                for (unsigned i = 0; i < size; i++)
                    ref[(addr - BASE) + i] = (uint8_t)(o >> (8 * i));
                // write them on the RTL side as well, through the host port
                for (unsigned d = 0; d < size; d += 4)
                    host(true, (uint32_t)(addr - BASE + d), (uint32_t)le(&ref[addr - BASE + d], 4));
            }
        }
    }
    if (misaligned) {   // moved off its alignment, or byte enables that do not match it
        if (rnd() % 2)
            addr += size == 8 ? 4 : 2;
        else
            be = (uint16_t)(be >> 1 | 1);
    }
    // the expected answer
    bool err = !inside;
    uint8_t want[16] = {0};
    uint64_t row = (addr - BASE) & ~15ull;
    if (inside && op == 0) {
        memcpy(want, &ref[row], 16);
    } else if (inside && op == 1) {
        for (unsigned i = 0; i < 16; i++)
            if (be >> i & 1)
                ref[row + i] = w[i];
    } else if (inside) {
        bool refused = op == 23 || (op > 17 && op != 22) || misaligned;
        if (refused) {
            err = true;
        } else {
            uint64_t old = le(&ref[addr - BASE], size);
            uint64_t nv = at_apply(at_of(op), 8 * size, old, le(w, 8), le(w + 8, 8));
            for (unsigned i = 0; i < size; i++)
                ref[addr - BASE + i] = (uint8_t)(nv >> (8 * i));
            for (unsigned i = 0; i < 8; i++)
                want[i] = (uint8_t)(old >> (8 * i));
        }
    }
    // the request
    m->dm_req_valid_i = 1;
    m->dm_req_tag_i = (uint8_t)rnd();
    unsigned tag = m->dm_req_tag_i;
    m->dm_req_op_i = op;
    m->dm_req_addr_i = addr;
    m->dm_req_be_i = be;
    for (unsigned i = 0; i < 4; i++)
        m->dm_req_wdata_i[i] = (uint32_t)le(w + 4 * i, 4);
    m->eval();
    while (!m->dm_req_ready_o)
        tick();
    tick();
    m->dm_req_valid_i = 0;
    m->dm_rsp_ready_i = 0;
    m->eval();
    unsigned guard = 0;
    while (!m->dm_rsp_valid_o && guard++ < 100)
        tick();
    for (unsigned hold = rnd() % 3; hold; hold--)   // the CU may hold its ready low
        tick();
    if (!m->dm_rsp_valid_o) {
        fail("no response", 0, 1);
        return;
    }
    char what[96];
    snprintf(what, sizeof what, "op %u at 0x%llx be 0x%04x: err", op, (unsigned long long)addr, be);
    if (m->dm_rsp_err_o != err)
        fail(what, m->dm_rsp_err_o, err);
    if (m->dm_rsp_tag_o != tag)
        fail("tag", m->dm_rsp_tag_o, tag);
    for (unsigned i = 0; i < 4 && !err; i++) {
        snprintf(what, sizeof what, "op %u at 0x%llx be 0x%04x: data word %u", op, (unsigned long long)addr, be, i);
        if (m->dm_rsp_rdata_o[i] != (uint32_t)le(want + 4 * i, 4))
            fail(what, m->dm_rsp_rdata_o[i], le(want + 4 * i, 4));
    }
    m->dm_rsp_ready_i = 1;
    m->eval();
    tick();
    m->dm_rsp_ready_i = 0;
}

void fetch()
{
    bool inside = rnd() % 8 != 0;
    uint64_t addr = (inside ? BASE : BASE + BYTES) + (rnd() % (BYTES / 8)) * 8;
    m->if_req_valid_i = 1;
    m->if_req_addr_i = addr;
    m->if_req_tag_i = 5;
    m->eval();
    while (!m->if_req_ready_o)
        tick();
    tick();
    m->if_req_valid_i = 0;
    m->if_rsp_ready_i = 1;
    m->eval();
    unsigned guard = 0;
    while (!m->if_rsp_valid_o && guard++ < 100)
        tick();
    uint64_t want = inside ? le(&ref[addr - BASE], 8) : 0;
    if (m->if_rsp_data_o != want)
        fail("fetch", m->if_rsp_data_o, want);
    tick();
}

}  // namespace

int main(int argc, char **argv)
{
    unsigned n = argc > 1 ? (unsigned)strtoul(argv[1], nullptr, 0) : 20000;
    rng_state = argc > 2 ? strtoull(argv[2], nullptr, 0) : 1;
    if (!rng_state)
        rng_state = 1;
    VerilatedContext ctx;
    m = new Vgcn_board_mem(&ctx);
    m->clk_i = 0;
    m->rst_i = 1;
    m->eval();
    for (int i = 0; i < 4; i++)
        tick();
    m->rst_i = 0;
    // fill through the host port, read some back
    for (unsigned d = 0; d < BYTES; d += 4) {
        uint32_t v = (uint32_t)rnd();
        for (unsigned b = 0; b < 4; b++)
            ref[d + b] = (uint8_t)(v >> (8 * b));
        host(true, d, v);
    }
    for (unsigned d = 0; d < BYTES; d += 52)
        if (host(false, d & ~3u, 0) != le(&ref[d & ~3u], 4))
            fail("host read", host(false, d & ~3u, 0), le(&ref[d & ~3u], 4));
    for (unsigned i = 0; i < n; i++) {
        if (rnd() % 8 == 0)
            fetch();
        data_request();
    }
    for (unsigned d = 0; d < BYTES; d += 4) {
        uint32_t v = host(false, d, 0);
        if (v != le(&ref[d], 4))
            fail("final memory", v, le(&ref[d], 4));
    }
    m->final();
    delete m;
    printf("board-mem-test: %u data requests (loads, stores, every atomic op, refused ops, misaligned atomics, outside the "
           "window) and "
           "fetches against at_apply, %llu cycles: %s (%u mismatches)\n", n, (unsigned long long)cycles,
           fails ? "FAIL" : "every response and every byte matches", fails);
    return fails ? 1 : 0;
}
