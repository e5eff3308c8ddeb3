/* The testbench's memory: base regions, the DUT's copy-on-touch view, the
 * request/response channels with latency and seeded reordering, and the
 * data-memory operations (loads, stores, atomics). */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "gcn/atomic.h"
#include "tb_internal.h"

/* ---- the DUT's view ---- */

void tb_overlay_free(tb_overlay *o)
{
    free(o->slot);
    o->slot = NULL;
    o->cap = o->used = 0;
}

static size_t block_hash(uint64_t key, size_t cap)
{
    return (size_t)((key * 0x9e3779b97f4a7c15ull) >> 17) & (cap - 1);
}

static int overlay_grow(tb_overlay *o)
{
    size_t cap = o->cap ? 2 * o->cap : 4096;
    tb_block *s = calloc(cap, sizeof *s);
    if (!s)
        return -1;
    for (size_t i = 0; i < o->cap; i++) {
        if (!o->slot[i].key)
            continue;
        size_t h = block_hash(o->slot[i].key, cap);
        while (s[h].key)
            h = (h + 1) & (cap - 1);
        s[h] = o->slot[i];
    }
    free(o->slot);
    o->slot = s;
    o->cap = cap;
    return 0;
}

tb_block *tb_overlay_block(tb_overlay *o, uint64_t addr)
{
    if (2 * (o->used + 1) > o->cap && overlay_grow(o) < 0)
        return NULL;
    uint64_t key = (addr >> 4) + 1;
    size_t h = block_hash(key, o->cap);
    while (o->slot[h].key && o->slot[h].key != key)
        h = (h + 1) & (o->cap - 1);
    tb_block *b = &o->slot[h];
    if (b->key)
        return b;
    b->key = key;
    o->used++;
    uint64_t at = addr & ~15ull;
    if (o->base.read(o->base.user, at, b->bytes, 16) == 0) {
        b->mapped = 0xffff;
    } else {
        for (unsigned i = 0; i < 16; i++)
            if (o->base.read(o->base.user, at + i, &b->bytes[i], 1) == 0)
                b->mapped |= (uint16_t)(1u << i);
    }
    return b;
}

static int overlay_access(tb_overlay *o, uint64_t addr, uint8_t *buf, uint64_t n, int write)
{
    if (o->direct)
        return write ? o->base.write(o->base.user, addr, buf, n) : o->base.read(o->base.user, addr, buf, n);
    while (n) {
        tb_block *b = tb_overlay_block(o, addr);
        if (!b)
            return -1;
        unsigned off = addr & 15, part = 16 - off < n ? 16 - off : (unsigned)n;
        for (unsigned i = 0; i < part; i++)
            if (!(b->mapped >> (off + i) & 1))
                return -1;
        if (write)
            memcpy(b->bytes + off, buf, part);
        else
            memcpy(buf, b->bytes + off, part);
        addr += part;
        buf += part;
        n -= part;
    }
    return 0;
}

int tb_overlay_read(tb_overlay *o, uint64_t addr, void *dst, uint64_t n)
{
    return overlay_access(o, addr, dst, n, 0);
}

int tb_overlay_write(tb_overlay *o, uint64_t addr, const void *src, uint64_t n)
{
    return overlay_access(o, addr, (uint8_t *)(uintptr_t)src, n, 1);
}

/* ---- channels ---- */

int tb_chan_init(tb_chan *c, const tb_chan_cfg *cfg)
{
    memset(c, 0, sizeof *c);
    c->cfg = *cfg;
    if (c->cfg.max_outstanding == 0)
        c->cfg.max_outstanding = 1;
    c->q = calloc(c->cfg.max_outstanding, sizeof *c->q);
    c->presenting = -1;
    return c->q ? 0 : -1;
}

void tb_chan_free(tb_chan *c)
{
    free(c->q);
    c->q = NULL;
}

tb_pending *tb_chan_push(tb_chan *c, uint32_t tag, uint64_t now, uint64_t *rng)
{
    if (c->n >= c->cfg.max_outstanding)
        return NULL;
    tb_pending *p = &c->q[c->n++];
    memset(p, 0, sizeof *p);
    p->tag = tag;
    p->seq = c->seq++;
    p->due = now + (c->cfg.latency ? c->cfg.latency : 1);
    if (c->cfg.jitter)
        p->due += tb_rand(rng) % (c->cfg.jitter + 1);
    c->requests++;
    return p;
}

int tb_chan_tag_busy(const tb_chan *c, uint32_t tag)
{
    for (unsigned i = 0; i < c->n; i++)
        if (c->q[i].tag == tag)
            return 1;
    return 0;
}

void tb_chan_pop(tb_chan *c)
{
    if (c->presenting < 0)
        return;
    c->q[c->presenting] = c->q[--c->n];
    c->presenting = -1;
    c->responses++;
}

const tb_pending *tb_chan_next(tb_chan *c, uint64_t now, uint64_t *rng)
{
    if (c->presenting >= 0)
        return &c->q[c->presenting];
    unsigned due = 0;
    int oldest = -1;
    for (unsigned i = 0; i < c->n; i++) {
        if (c->q[i].due > now)
            continue;
        due++;
        if (oldest < 0 || c->q[i].seq < c->q[oldest].seq)
            oldest = (int)i;
    }
    if (!due)
        return NULL;
    if (!c->cfg.reorder || due == 1) {
        c->presenting = oldest;
    } else {
        unsigned pick = (unsigned)(tb_rand(rng) % due);
        for (unsigned i = 0; i < c->n; i++)
            if (c->q[i].due <= now && pick-- == 0) {
                c->presenting = (int)i;
                break;
            }
    }
    return &c->q[c->presenting];
}

int tb_chan_req_ready(const tb_chan *c, uint64_t *rng)
{
    if (c->n >= c->cfg.max_outstanding)
        return 0;
    if (c->cfg.stall_pct && tb_rand(rng) % 100 < c->cfg.stall_pct)
        return 0;
    return 1;
}

/* ---- data-memory operations ---- */

/* The new value of an atomic of size bytes (4 or 8): the model's definition
 * of each operation (gcn/atomic.h), so the memory performs what the ISA
 * says and a wrong result can only come from the CU's request. */
static uint64_t atomic_value(unsigned op, unsigned size, uint64_t old, uint64_t src, uint64_t cmp)
{
    static const at_op of_dm[TB_DM_NOPS] = {
        [TB_DM_ADD] = AT_ADD,   [TB_DM_SUB] = AT_SUB,         [TB_DM_SMIN] = AT_SMIN,
        [TB_DM_UMIN] = AT_UMIN, [TB_DM_SMAX] = AT_SMAX,       [TB_DM_UMAX] = AT_UMAX,
        [TB_DM_AND] = AT_AND,   [TB_DM_OR] = AT_OR,           [TB_DM_XOR] = AT_XOR,
        [TB_DM_INC] = AT_INC,   [TB_DM_DEC] = AT_DEC,         [TB_DM_SWAP] = AT_SWAP,
        [TB_DM_CMPSWAP] = AT_CMPSWAP, [TB_DM_FADD] = AT_FADD, [TB_DM_FMIN] = AT_FMIN,
        [TB_DM_FMAX] = AT_FMAX, [TB_DM_FADD_FTZ] = AT_FADD_FTZ, [TB_DM_PK_FADD_F16] = AT_PK_FADD_F16,
    };
    return at_apply(of_dm[op], 8 * size, old, src, cmp);
}

int tb_dm_execute(tb_overlay *o, uint8_t op, uint64_t addr, uint16_t be, const uint32_t wdata[4], tb_pending *rsp,
                  char *msg, size_t msgsize)
{
    unsigned code = op;
    uint64_t block = addr & ~15ull;
    uint8_t wb[16];
    for (unsigned i = 0; i < 4; i++)
        for (unsigned b = 0; b < 4; b++)
            wb[4 * i + b] = (uint8_t)(wdata[i] >> (8 * b));
    if (code >= TB_DM_NOPS || (code > TB_DM_FMAX && code < TB_DM_FADD_FTZ)) {
        snprintf(msg, msgsize, "data request op %u is not defined", code);
        return -1;
    }
    if (code == TB_DM_LOAD) {
        rsp->err = tb_overlay_read(o, block, rsp->data, 16) != 0;
        if (rsp->err) {   /* only the enabled bytes need to exist */
            rsp->err = 0;
            memset(rsp->data, 0, 16);
            for (unsigned i = 0; i < 16; i++)
                if (be >> i & 1 && tb_overlay_read(o, block + i, &rsp->data[i], 1) != 0)
                    rsp->err = 1;
        }
        return 0;
    }
    if (code == TB_DM_STORE) {
        for (unsigned i = 0; i < 16; i++)   /* all or nothing */
            if (be >> i & 1 && tb_overlay_read(o, block + i, &rsp->data[0], 1) != 0)
                rsp->err = 1;
        memset(rsp->data, 0, 16);
        for (unsigned i = 0; i < 16 && !rsp->err; i++)
            if (be >> i & 1)
                tb_overlay_write(o, block + i, &wb[i], 1);
        return 0;
    }
    /* atomics: size from the byte enables (4 or 8 bytes at the address),
     * operands unshifted: source in wdata[63:0], compare value (cmpswap) in
     * wdata[127:64]; the old value comes back in rdata[63:0] */
    unsigned size = (unsigned)__builtin_popcount(be);
    if ((size != 4 && size != 8) || (addr & (size - 1)) || be != (uint16_t)(((1u << size) - 1) << (addr & 15))) {
        snprintf(msg, msgsize, "atomic at 0x%llx with byte enables 0x%04x: needs 4 or 8 aligned bytes at the address",
                 (unsigned long long)addr, be);
        return -1;
    }
    if (size != 4 && (code == TB_DM_FADD_FTZ || code == TB_DM_PK_FADD_F16)) {
        snprintf(msg, msgsize, "atomic op %u at 0x%llx is 4 bytes, not %u", code, (unsigned long long)addr, size);
        return -1;
    }
    uint8_t ob[8] = {0};
    if (tb_overlay_read(o, addr, ob, size) != 0) {
        rsp->err = 1;
        return 0;
    }
    uint64_t old = 0, src = 0, cmp = 0;
    for (unsigned i = 0; i < 8; i++) {
        old |= (uint64_t)ob[i] << (8 * i);
        src |= (uint64_t)wb[i] << (8 * i);
        cmp |= (uint64_t)wb[8 + i] << (8 * i);
    }
    uint64_t nv = atomic_value(code, size, old, src, cmp);
    for (unsigned i = 0; i < size; i++)
        ob[i] = (uint8_t)(nv >> (8 * i));
    tb_overlay_write(o, addr, ob, size);
    memset(rsp->data, 0, 16);
    for (unsigned i = 0; i < 8; i++)
            rsp->data[i] = (uint8_t)(old >> (8 * i));
    return 0;
}
