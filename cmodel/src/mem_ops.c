/* The memory vocabulary of mem_ops.h: per-lane address spaces, and the
 * load, store and atomic shapes shared by FLAT/GLOBAL/SCRATCH, MUBUF/MTBUF,
 * DS and SMEM.  Readings of the ISA: docs/memory.md. */
#include <float.h>
#include <math.h>

#include "mem_ops.h"
#include "fp.h"

/* ---- LDS ---- */

static int lds_in_range(const gcn_exec *x, uint64_t off, size_t n)
{
    const gcn_workgroup *wg = x->w->wg;
    return wg && wg->lds && off < wg->lds_size && n <= wg->lds_size - off;
}

/* A copy of an access's n bytes: the common sizes with a constant length,
 * so the compiler emits a move instead of a library call. */
static inline void copy_n(void *dst, const void *src, size_t n)
{
    switch (n) {
    case 4: memcpy(dst, src, 4); break;
    case 8: memcpy(dst, src, 8); break;
    default: memcpy(dst, src, n); break;
    }
}

/* An access outside the workgroup's LDS.  A wave checked against its
 * allocation (a kernel's) uses LDS it was not given: a resource trap, -1.
 * Otherwise the ISA's rule applies (reads 0, writes dropped): 0. */
static int lds_beyond(gcn_exec *x, uint64_t off, size_t n)
{
    if (!x->w->alloc_key)
        return 0;
    gcn_raise_resource(x, "accesses LDS bytes 0x%llx-0x%llx: its workgroup has %u (group segment and dynamic LDS)",
                       (unsigned long long)off, (unsigned long long)(off + n - 1), x->w->wg ? x->w->wg->lds_size : 0);
    return -1;
}

int lds_read(gcn_exec *x, uint64_t off, void *dst, size_t n)
{
    if (lds_in_range(x, off, n)) {
        copy_n(dst, x->w->wg->lds + off, n);
        return 0;
    }
    memset(dst, 0, n); /* out-of-range LDS reads return zero (ISA 9.6) */
    return lds_beyond(x, off, n);
}

int lds_write(gcn_exec *x, unsigned lane, uint64_t off, const void *src, size_t n)
{
    if (!lds_in_range(x, off, n))
        return lds_beyond(x, off, n); /* out-of-range LDS writes are dropped (ISA 9.6) */
    copy_n(x->w->wg->lds + off, src, n);
    ml_record_store(x, lane, off, 1, src, n);
    return 0;
}

/* ---- one lane's access ---- */

void ml_scratch_lane(gcn_exec *x, mem_lanes *m, unsigned l, uint32_t off)
{
    const gcn_wave *w = x->w;
    uint64_t flat_scratch = (uint64_t)w->sgpr[GCN_OP_FLAT_SCR_HI] << 32 | w->sgpr[GCN_OP_FLAT_SCR_LO];
    m->elem = 4;
    m->istride = GCN_WAVE_SIZE;
    m->space[l] = MS_SWZ;
    m->addr[l] = off;
    m->base[l] = flat_scratch + 4u * l;
}

/* Device address of byte offset o of a swizzled lane. */
static uint64_t swz_addr(const mem_lanes *m, unsigned l, uint64_t o)
{
    return m->base[l] + (o / m->elem) * (uint64_t)m->elem * m->istride + o % m->elem;
}

/* A swizzled access touches one element at a time: a read into rd, or a
 * write from wr (the other is NULL). */
static int swz_access(gcn_exec *x, const mem_lanes *m, unsigned l, uint64_t o, uint8_t *rd, const uint8_t *wr,
                      size_t n)
{
    for (size_t done = 0; done < n;) {
        size_t part = m->elem - (size_t)((o + done) % m->elem);
        if (part > n - done)
            part = n - done;
        uint64_t a = swz_addr(m, l, o + done);
        if (wr ? gcn_mem_write(x, l, a, wr + done, part) : gcn_mem_read(x, a, rd + done, part))
            return -1;
        done += part;
    }
    return 0;
}

int ml_read(gcn_exec *x, const mem_lanes *m, unsigned l, uint64_t delta, void *dst, size_t n)
{
    switch (m->space[l]) {
    case MS_GLOBAL: return gcn_mem_read(x, m->addr[l] + delta, dst, n);
    case MS_LDS: return lds_read(x, m->addr[l] + delta, dst, n);
    case MS_SWZ: return swz_access(x, m, l, m->addr[l] + delta, dst, NULL, n);
    default: memset(dst, 0, n); return 0;
    }
}

int ml_write(gcn_exec *x, const mem_lanes *m, unsigned l, uint64_t delta, const void *src, size_t n)
{
    switch (m->space[l]) {
    case MS_GLOBAL: return gcn_mem_write(x, l, m->addr[l] + delta, src, n);
    case MS_LDS: return lds_write(x, l, m->addr[l] + delta, src, n);
    case MS_SWZ: return swz_access(x, m, l, m->addr[l] + delta, NULL, src, n);
    default: return 0;
    }
}

int ml_first_in(const mem_lanes *m, uint64_t base, uint64_t size)
{
    if (size <= 1ull << 63) {
        /* all lanes at once first: o < size is o - size borrowing with o
         * below 2^63, bit 63 of (o - size) & ~o (operations SSE2 has) */
        uint64_t any = 0;
        FOR_EACH_LANE(l) {
            uint64_t o = m->addr[l] - base;
            any |= (o - size) & ~o;
        }
        if (!(any >> 63))
            return -1;
    }
    for (uint64_t lanes = m->mask; lanes; lanes &= lanes - 1) {
        unsigned l = (unsigned)__builtin_ctzll(lanes);
        if (m->addr[l] - base < size)
            return (int)l;
    }
    return -1;
}

int ml_whole_window(gcn_exec *x, mem_lanes *m, uint64_t aperture, uint64_t aperture_bytes, unsigned n)
{
    gcn_mem_window w;
    const gcn_memory *mem = &x->m->mem;
    if (x->m->general_only || !mem->window || !m->mask ||
        mem->window(mem->user, m->addr[__builtin_ctzll(m->mask)], &w) != 0)
        return 0;
    if (w.size < n || w.size - n >= 1ull << 63)
        return 0;
    /* the window meets the aperture [aperture, + aperture_bytes) when either
     * starts inside the other */
    if (aperture && (w.base - aperture < aperture_bytes || aperture - w.base < w.size))
        return 0;
    /* lane l is inside when its offset o = addr - base is at most last:
     * with last < 2^63, when neither o nor last - o has bit 63 set */
    uint64_t last = w.size - n, out = 0;
    FOR_EACH_LANE(l) {
        uint64_t o = m->addr[l] - w.base;
        out |= o | (last - o);
    }
    if (out >> 63)
        return 0;
    m->whole = w;
    m->whole_bytes = n;
    return 1;
}

/* ---- registers ---- */

void vreg_read(const gcn_exec *x, unsigned reg, unsigned dwords, uint64_t out[GCN_WAVE_SIZE])
{
    const uint32_t *lo = x->w->vgpr[reg & (GCN_NUM_VGPRS - 1)];
    const uint32_t *hi = x->w->vgpr[(reg + 1) & (GCN_NUM_VGPRS - 1)];
    FOR_EACH_LANE(l) out[l] = dwords > 1 ? (uint64_t)hi[l] << 32 | lo[l] : lo[l];
}

void vreg_write(gcn_exec *x, unsigned reg, unsigned dwords, uint64_t mask, const uint64_t v[GCN_WAVE_SIZE])
{
    uint32_t d[GCN_WAVE_SIZE];
    for (unsigned i = 0; i < dwords; i++) {
        FOR_EACH_LANE(l) d[l] = (uint32_t)(v[l] >> (32 * i));
        gcn_vgpr_write_lanes(x, (reg + i) & (GCN_NUM_VGPRS - 1), mask, d);
    }
}

/* ---- loads and stores ---- */

static const uint8_t ld_bytes[] = {
    [LD_U8] = 1, [LD_I8] = 1, [LD_U16] = 2, [LD_I16] = 2,
    [LD_U8_D16] = 1, [LD_I8_D16] = 1, [LD_16_D16] = 2,
    [LD_U8_D16_HI] = 1, [LD_I8_D16_HI] = 1, [LD_16_D16_HI] = 2,
};

/* The 32-bit register value of a sub-dword load: v is the loaded bits, old
 * the register's value (d16 forms keep the other half). */
static uint32_t ld_merge(ld_kind k, uint32_t v, uint32_t old)
{
    switch (k) {
    case LD_I8: return (uint32_t)(int32_t)(int8_t)v;
    case LD_I16: return (uint32_t)(int32_t)(int16_t)v;
    case LD_U8_D16: case LD_16_D16: return (old & 0xffff0000u) | (v & 0xffffu);
    case LD_I8_D16: return (old & 0xffff0000u) | ((uint32_t)(int32_t)(int8_t)v & 0xffffu);
    case LD_U8_D16_HI: case LD_16_D16_HI: return (old & 0xffffu) | v << 16;
    case LD_I8_D16_HI: return (old & 0xffffu) | (uint32_t)(int32_t)(int8_t)v << 16;
    default: return v;
    }
}

/* ---- lanes served straight from host memory ---- */

/* What one instruction's lanes may touch as plain host bytes: the
 * workgroup's LDS, and the last window of device memory it met.  Nothing
 * when the machine takes no fast path: every lane then goes through
 * ml_read/ml_write. */
typedef struct direct_mem {
    uint8_t *lds;
    uint64_t lds_size;        /* 0: no direct LDS access */
    gcn_mem_window win;       /* size 0: none yet */
    int (*window)(void *user, uint64_t addr, gcn_mem_window *win);   /* NULL: none */
} direct_mem;

static void direct_init(const gcn_exec *x, direct_mem *dm)
{
    const gcn_workgroup *wg = x->w->wg;
    int direct = !x->m->general_only;
    dm->lds = direct && wg ? wg->lds : NULL;
    dm->lds_size = dm->lds ? wg->lds_size : 0;
    dm->win = (gcn_mem_window){0, 0, NULL};
    dm->window = direct ? x->m->mem.window : NULL;
}

static int in_window(const gcn_mem_window *win, uint64_t a, uint64_t len)
{
    return a - win->base < win->size && len <= win->size - (a - win->base);
}

/* The host bytes of device memory [a, a + len) when they lie in one window
 * of the memory (gcn_memory.window); NULL otherwise: the lane then goes
 * through the read/write callbacks. */
static uint8_t *global_ptr(gcn_exec *x, direct_mem *dm, uint64_t a, uint64_t len)
{
    if (!in_window(&dm->win, a, len)) {
        if (!dm->window || dm->window(x->m->mem.user, a, &dm->win) != 0) {
            dm->win.size = 0;
            return NULL;
        }
        if (!in_window(&dm->win, a, len))
            return NULL;
    }
    return dm->win.host + (a - dm->win.base);
}

/* Host address of len bytes at address a of space sp when they are plain
 * host memory: LDS in range, or device memory in a window.  NULL for every
 * other case (out of range, unmapped, swizzled): those lanes go through
 * ml_read/ml_write, which define them. */
static inline uint8_t *direct_ptr(gcn_exec *x, direct_mem *dm, unsigned sp, uint64_t a, uint64_t len)
{
    if (sp == MS_LDS)
        return a < dm->lds_size && len <= dm->lds_size - a ? dm->lds + a : NULL;
    if (sp == MS_GLOBAL)
        return global_ptr(x, dm, a, len);
    return NULL;
}

/* When every lane of m->mask accesses its n bytes at its address + delta
 * in one space inside one range of plain host bytes (the LDS in range, or
 * one window of device memory): that range.  Else size 0, and the lanes
 * go one by one. */
static gcn_mem_window one_window(gcn_exec *x, direct_mem *dm, const mem_lanes *m, uint64_t delta, size_t n)
{
    gcn_mem_window none = {0, 0, NULL}, w;
    if (!m->mask)
        return none;
    if (m->whole.size && delta == 0 && n <= m->whole_bytes)
        return m->whole;
    unsigned first = (unsigned)__builtin_ctzll(m->mask), sp = m->space[first];
    if (sp == MS_LDS)
        w = (gcn_mem_window){0, dm->lds_size, dm->lds};
    else if (sp == MS_GLOBAL && global_ptr(x, dm, m->addr[first] + delta, n))
        w = dm->win;
    else
        return none;
    if (w.size < n || w.size - n >= 1ull << 63)
        return none;
    /* lane l is inside when its offset o = addr + delta - base is at most
     * last: with last < 2^63, when neither o nor last - o has bit 63 set */
    uint64_t last = w.size - n, shift = delta - w.base, out = 0;
    FOR_EACH_ACTIVE(l, m->mask, {
        uint64_t o = m->addr[l] + shift;
        out |= o | (last - o);
    });
    if (out >> 63)
        return none;
    /* one space: the bytes of the active lanes all equal sp */
    uint64_t diff = 0, rep = sp * 0x0101010101010101ull;
    for (unsigned g = 0; g < GCN_WAVE_SIZE; g += 8) {
        uint64_t s8, on = ~0ull;
        if (m->mask != ~0ull) { /* 0xff per active lane */
            on = ((m->mask >> g & 0xffu) * 0x0101010101010101ull) & 0x8040201008040201ull;
            on = ((on + 0x7f7f7f7f7f7f7f7full) >> 7 & 0x0101010101010101ull) * 0xffu;
        }
        memcpy(&s8, m->space + g, 8);
        diff |= (s8 ^ rep) & on;
    }
    return diff ? none : w;
}

/* The value lane j's n loaded bytes give registers 0..dwords-1. */
static inline void unpack_lane(uint32_t (*d)[GCN_WAVE_SIZE], unsigned j, const uint8_t *p, size_t n,
                               unsigned dwords)
{
    if (n >= 4) {
        for (unsigned i = 0; i < dwords; i++)
            memcpy(&d[i][j], p + 4 * i, 4);
    } else {
        uint32_t v = 0;
        memcpy(&v, p, n);
        d[0][j] = v;
    }
}

/* ml_gather for one access size: n and dwords are constants where it is
 * inlined, so each lane's copy is a move. */
static inline __attribute__((always_inline)) int gather_n(gcn_exec *x, const mem_lanes *m, uint64_t delta, size_t n,
                                                          unsigned dwords, uint32_t (*d)[GCN_WAVE_SIZE])
{
    direct_mem dm;
    direct_init(x, &dm);
    gcn_mem_window w = one_window(x, &dm, m, delta, n);
    if (w.size) {
        const uint8_t *h = w.host + (delta - w.base);
        if (m->mask == ~0ull) {
            _Pragma("GCC unroll 8") FOR_EACH_LANE(l) unpack_lane(d, l, h + m->addr[l], n, dwords);
        } else {
            FOR_EACH_ACTIVE(l, m->mask, unpack_lane(d, l, h + m->addr[l], n, dwords););
        }
        return 0;
    }
    for (uint64_t lanes = m->mask; lanes; lanes &= lanes - 1) {
        unsigned l = (unsigned)__builtin_ctzll(lanes);
        uint8_t buf[16];
        const uint8_t *p = direct_ptr(x, &dm, m->space[l], m->addr[l] + delta, n);
        if (!p) {
            if (ml_read(x, m, l, delta, buf, n))
                return -1;
            p = buf;
        }
        unpack_lane(d, l, p, n, dwords);
    }
    return 0;
}

int ml_gather(gcn_exec *x, const mem_lanes *m, uint64_t delta, size_t n, unsigned dwords,
              uint32_t (*d)[GCN_WAVE_SIZE])
{
    switch (n) {
    case 4: return gather_n(x, m, delta, 4, 1, d);
    case 8: return gather_n(x, m, delta, 8, 2, d);
    case 16: return gather_n(x, m, delta, 16, 4, d);
    default: return gather_n(x, m, delta, n, dwords, d);
    }
}

void ml_load(gcn_exec *x, const mem_lanes *m, unsigned reg, ld_kind k, unsigned dwords)
{
    uint32_t d[4][GCN_WAVE_SIZE];
    size_t n = k == LD_DWORDS ? 4u * dwords : ld_bytes[k];
    if (k != LD_DWORDS)
        dwords = 1;
    memset(d, 0, dwords * sizeof d[0]); /* the rows written: inactive lanes as 0 */
    if (ml_gather(x, m, 0, n, dwords, d))
        return;
    if (k != LD_DWORDS) {
        const uint32_t *old = x->w->vgpr[reg & (GCN_NUM_VGPRS - 1)];
        FOR_EACH_LANE(l) d[0][l] = ld_merge(k, d[0][l], old[l]);
    }
    for (unsigned i = 0; i < dwords; i++)
        gcn_vgpr_write_lanes(x, (reg + i) & (GCN_NUM_VGPRS - 1), m->mask, d[i]);
}

ld_kind ml_ld_kind(const gcn_mem_shape *s)
{
    int hi = (s->flags & GCN_MEM_HI) != 0;
    if (s->flags & GCN_MEM_D16) {
        switch (s->size) {
        case GCN_MS_U8: return hi ? LD_U8_D16_HI : LD_U8_D16;
        case GCN_MS_I8: return hi ? LD_I8_D16_HI : LD_I8_D16;
        default: return hi ? LD_16_D16_HI : LD_16_D16;
        }
    }
    switch (s->size) {
    case GCN_MS_U8: return LD_U8;
    case GCN_MS_I8: return LD_I8;
    case GCN_MS_U16: return LD_U16;
    case GCN_MS_I16: return LD_I16;
    default: return LD_DWORDS;
    }
}

st_kind ml_st_kind(const gcn_mem_shape *s)
{
    int hi = (s->flags & GCN_MEM_HI) != 0;
    switch (s->size) {
    case GCN_MS_B8: return hi ? ST_B8_HI : ST_B8;
    case GCN_MS_B16: return hi ? ST_B16_HI : ST_B16;
    default: return ST_DWORDS;
    }
}

unsigned ml_atomic_bits(const gcn_mem_shape *s)
{
    return s->size == GCN_MS_B64 ? 64 : 32;
}

void ml_load_lds(gcn_exec *x, const mem_lanes *m, uint32_t lds_addr)
{
    uint32_t d[GCN_WAVE_SIZE];
    FOR_EACH_LANE(l) {
        if ((m->mask >> l & 1) && ml_read(x, m, l, 0, &d[l], 4))
            return;
    }
    FOR_EACH_LANE(l) {
        if ((m->mask >> l & 1) && lds_write(x, l, (uint32_t)(lds_addr + 4u * l), &d[l], 4))
            return;
    }
}

/* The n bytes lane l stores from its data registers rows[0..dwords) under k. */
static inline void pack_lane(const uint32_t *const rows[4], st_kind k, unsigned l, uint8_t *buf, size_t n,
                             unsigned dwords)
{
    static const uint8_t shift[] = {[ST_B8_HI] = 16, [ST_B16_HI] = 16};
    if (k == ST_DWORDS) {
        for (unsigned i = 0; i < dwords; i++)
            memcpy(buf + 4 * i, &rows[i][l], 4);
    } else {
        uint32_t v = rows[0][l] >> shift[k];
        memcpy(buf, &v, n); /* little-endian host: the low bytes */
    }
}

/* ml_store for one access size (see gather_n); lanes store in lane order. */
static inline __attribute__((always_inline)) void store_n(gcn_exec *x, const mem_lanes *m, unsigned reg, st_kind k,
                                                          size_t n, unsigned dwords)
{
    const uint32_t *rows[4];
    for (unsigned i = 0; i < 4; i++)
        rows[i] = x->w->vgpr[(reg + i) & (GCN_NUM_VGPRS - 1)];
    direct_mem dm;
    direct_init(x, &dm);
    gcn_mem_window w = one_window(x, &dm, m, 0, n);
    if (w.size) {
        uint8_t *h = w.host - w.base;
        int lds = m->space[__builtin_ctzll(m->mask)] == MS_LDS;
        FOR_EACH_ACTIVE(l, m->mask, {
            pack_lane(rows, k, l, h + m->addr[l], n, dwords);
            ml_record_store(x, l, m->addr[l], lds, h + m->addr[l], n); /* before a later lane overwrites it */
        });
        return;
    }
    for (uint64_t lanes = m->mask; lanes; lanes &= lanes - 1) {
        unsigned l = (unsigned)__builtin_ctzll(lanes);
        uint8_t buf[16];
        pack_lane(rows, k, l, buf, n, dwords);
        uint8_t *p = direct_ptr(x, &dm, m->space[l], m->addr[l], n);
        if (!p) {
            if (ml_write(x, m, l, 0, buf, n))
                return;
            continue;
        }
        memcpy(p, buf, n);
        ml_record_store(x, l, m->addr[l], m->space[l] == MS_LDS, buf, n);
    }
}

void ml_store(gcn_exec *x, const mem_lanes *m, unsigned reg, st_kind k, unsigned dwords)
{
    static const uint8_t bytes[] = {[ST_B8] = 1, [ST_B16] = 2, [ST_B8_HI] = 1, [ST_B16_HI] = 2};
    if (k != ST_DWORDS)
        store_n(x, m, reg, k, bytes[k], 1);
    else if (dwords == 1)
        store_n(x, m, reg, ST_DWORDS, 4, 1);
    else if (dwords == 2)
        store_n(x, m, reg, ST_DWORDS, 8, 2);
    else if (dwords == 4)
        store_n(x, m, reg, ST_DWORDS, 16, 4);
    else
        store_n(x, m, reg, ST_DWORDS, 4u * dwords, dwords);
}

/* ---- atomics ---- */

static float f32_of(uint32_t b) { float f; memcpy(&f, &b, 4); return f; }
static uint32_t bits_f32(float f) { uint32_t b; memcpy(&b, &f, 4); return b; }
static double f64_of(uint64_t b) { double f; memcpy(&f, &b, 8); return f; }
static uint64_t bits_f64(double f) { uint64_t b; memcpy(&b, &f, 8); return b; }

/* The atomic float add, IEEE round to nearest even on the host without
 * flushing, with its NaN rules spelled out rather than left to the host's
 * instruction and operand order: the first NaN of (old, src) quieted, an
 * invalid sum (inf - inf) the default NaN F32_DNAN / F64_DNAN (docs/memory.md). */
static uint32_t fadd32(uint32_t a, uint32_t b)
{
    if (f32_isnan(a)) return f32_quiet(a);
    if (f32_isnan(b)) return f32_quiet(b);
    uint32_t r = bits_f32(f32_of(a) + f32_of(b));
    return f32_isnan(r) ? F32_DNAN : r;
}

static uint64_t fadd64(uint64_t a, uint64_t b)
{
    if (f64_isnan(a)) return f64_quiet(a);
    if (f64_isnan(b)) return f64_quiet(b);
    uint64_t r = bits_f64(f64_of(a) + f64_of(b));
    return f64_isnan(r) ? F64_DNAN : r;
}

/* Denormals to signed zero (the FP32 global atomic add flushes them). */
static float ftz32(float f) { return fabsf(f) < FLT_MIN ? copysignf(0.0f, f) : f; }

/* IEEE half (not a NaN) to double (exact) and double to half, round to
 * nearest even. */
static double f16_to_double(uint16_t h)
{
    int e = h >> 10 & 0x1f;
    double mag = e == 0 ? ldexp(h & 0x3ff, -24)
               : e == 31 ? INFINITY
                         : ldexp((h & 0x3ff) | 0x400, e - 25);
    return (h & 0x8000) ? -mag : mag;
}

static uint16_t f16_from_double(double d)
{
    uint16_t sign = signbit(d) ? 0x8000 : 0;
    double a = fabs(d);
    if (isinf(d))
        return sign | 0x7c00;
    if (a < 0x1p-14) /* subnormal: quantum 2^-24 (1024 rounds to the least normal) */
        return sign | (uint16_t)nearbyint(a * 0x1p24);
    int e;
    frexp(a, &e); /* a = f * 2^e, f in [0.5, 1): 11 significant bits are a * 2^(11-e) */
    double q = nearbyint(ldexp(a, 11 - e));
    int exp = e - 1;
    if (q >= 2048.0) {
        q /= 2;
        exp++;
    }
    if (exp > 15)
        return sign | 0x7c00;
    return sign | (uint16_t)((exp + 15) << 10) | ((uint16_t)q & 0x3ff);
}

/* One half of the packed half add (*_atomic_pk_add_f16): NaNs as fadd32's,
 * the first NaN of (old, src) quieted, inf - inf the default NaN F16_DNAN;
 * otherwise the double sum of two halves is exact, one rounding to half. */
static uint16_t fadd16(uint16_t a, uint16_t b)
{
    if (f16_isnan(a)) return f16_quiet(a);
    if (f16_isnan(b)) return f16_quiet(b);
    double s = f16_to_double(a) + f16_to_double(b);
    return isnan(s) ? F16_DNAN : f16_from_double(s);
}

/* min/max that return the other operand for one NaN, and order -0 < +0. */
static double fmin_d(double a, double b)
{
    if (isnan(a)) return b;
    if (isnan(b)) return a;
    if (a == b) return signbit(a) ? a : b;
    return a < b ? a : b;
}

static double fmax_d(double a, double b)
{
    if (isnan(a)) return b;
    if (isnan(b)) return a;
    if (a == b) return signbit(a) ? b : a;
    return a > b ? a : b;
}

uint64_t at_apply(at_op op, unsigned bits, uint64_t old, uint64_t src, uint64_t src2)
{
    int wide = bits == 64;
    uint64_t mask = wide ? ~0ull : 0xffffffffull;
    int64_t so = wide ? (int64_t)old : (int32_t)old, ss = wide ? (int64_t)src : (int32_t)src;
    old &= mask;
    src &= mask;
    src2 &= mask;
    uint64_t r;
    switch (op) {
    case AT_SWAP: r = src; break;
    case AT_CMPSWAP: r = old == src2 ? src : old; break;
    case AT_ADD: r = old + src; break;
    case AT_SUB: r = old - src; break;
    case AT_RSUB: r = src - old; break;
    case AT_SMIN: r = ss < so ? src : old; break;
    case AT_SMAX: r = ss > so ? src : old; break;
    case AT_UMIN: r = src < old ? src : old; break;
    case AT_UMAX: r = src > old ? src : old; break;
    case AT_AND: r = old & src; break;
    case AT_OR: r = old | src; break;
    case AT_XOR: r = old ^ src; break;
    case AT_INC: r = old >= src ? 0 : old + 1; break;
    case AT_DEC: r = (old == 0 || old > src) ? src : old - 1; break;
    case AT_MSKOR: r = (old & ~src) | src2; break;
    case AT_WRAP: r = old >= src ? old - src : old + src2; break;
    case AT_FADD:
        r = wide ? fadd64(old, src) : fadd32((uint32_t)old, (uint32_t)src);
        break;
    case AT_FADD_FTZ:
        r = bits_f32(ftz32(f32_of(fadd32(bits_f32(ftz32(f32_of((uint32_t)old))),
                                         bits_f32(ftz32(f32_of((uint32_t)src)))))));
        break;
    case AT_FMIN: case AT_FMAX: {
        double a = wide ? f64_of(old) : f32_of((uint32_t)old), b = wide ? f64_of(src) : f32_of((uint32_t)src);
        if (isnan(a) && isnan(b)) {
            /* DATA, quieted, from its bits: a conversion's quieting of a
             * signalling NaN is up to the compiler (gcc -O2 folds the
             * float -> double -> float round trip away) */
            r = src | (wide ? 0x0008000000000000ull : 0x00400000u);
            break;
        }
        double v = op == AT_FMIN ? fmin_d(a, b) : fmax_d(a, b);
        r = wide ? bits_f64(v) : bits_f32((float)v); /* exact: v is a or b, not a NaN */
        break;
    }
    case AT_FCMPSWAP: {
        double a = wide ? f64_of(old) : f32_of((uint32_t)old), c = wide ? f64_of(src2) : f32_of((uint32_t)src2);
        r = a == c ? src : old; /* a float compare: -0 == +0, NaN never equal */
        break;
    }
    case AT_PK_FADD_F16:
        r = (uint32_t)fadd16((uint16_t)(old >> 16), (uint16_t)(src >> 16)) << 16 |
            fadd16((uint16_t)old, (uint16_t)src);
        break;
    default: r = old; break;
    }
    return r & mask;
}

void ml_atomic(gcn_exec *x, const mem_lanes *m, at_op op, unsigned bits, const uint64_t *src,
               const uint64_t *src2, int ret_reg)
{
    uint64_t ret[GCN_WAVE_SIZE] = {0};
    size_t n = bits / 8;
    FOR_EACH_LANE(l) {
        if (!(m->mask >> l & 1))
            continue;
        uint64_t old = 0;
        if (ml_read(x, m, l, 0, &old, n))
            return;
        ret[l] = old;
        if (m->space[l] == MS_NONE)
            continue;
        uint64_t v = at_apply(op, bits, old, src[l], src2 ? src2[l] : 0);
        if (ml_write(x, m, l, 0, &v, n))
            return;
    }
    if (ret_reg >= 0)
        vreg_write(x, (unsigned)ret_reg, bits / 32, m->mask, ret);
}
