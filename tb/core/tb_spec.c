/* The directed-test spec reader (tb_spec.h).  The file is read whole (a
 * regular file of at most TB_SPEC_MAX_FILE bytes, so its size bounds what
 * the reader allocates), then line by line: each line's key picks a
 * handler, which takes its fields with strict number parsing and range
 * checks, so a malformed line is refused where it is, never half applied. */
#include "tb_spec.h"

#include <errno.h>
#include <inttypes.h>
#include <stdarg.h>
#include <stdlib.h>
#include <string.h>

#include "gcn/elf.h"

typedef struct reader {
    tb_spec *s;
    const char *path;
    unsigned line;
    char *p;                 /* the rest of the current line (NUL-terminated) */
    char excerpt[64];        /* its start, for messages */
    char *err;
    size_t errsize;
    int ran, have_code;
    uint64_t mem_total;
} reader;

/* "PATH:LINE: what (in "the line")": -1. */
static int bad(reader *r, const char *fmt, ...)
{
    char what[256];
    va_list ap;
    va_start(ap, fmt);
    vsnprintf(what, sizeof what, fmt, ap);
    va_end(ap);
    snprintf(r->err, r->errsize, "%s:%u: %s (in \"%s\")", r->path, r->line, what, r->excerpt);
    return -1;
}

/* The next blank-separated field of the line, or NULL at its end. */
static char *field(reader *r)
{
    r->p += strspn(r->p, " \t\r");
    if (!*r->p)
        return NULL;
    char *t = r->p;
    r->p += strcspn(r->p, " \t\r");
    if (*r->p)
        *r->p++ = '\0';
    return t;
}

static int end_of_line(reader *r)
{
    const char *t = field(r);
    return t ? bad(r, "unexpected '%.32s' after the fields", t) : 0;
}

/* A number in base 10 or 16, digits only (no sign, no prefix), at most max. */
static int number(reader *r, int base, uint64_t max, const char *what, uint64_t *v)
{
    const char *t = field(r);
    if (!t)
        return bad(r, "%s is missing", what);
    size_t digits = strspn(t, base == 16 ? "0123456789abcdefABCDEF" : "0123456789");
    char *end = NULL;
    errno = 0;   /* ERANGE: more digits than 64 bits hold */
    unsigned long long x = digits && !t[digits] ? strtoull(t, &end, base) : 0;
    if (!end || *end || errno || x > max)
        return bad(r, base == 16 ? "%s '%.32s' is not a hex number up to %llx"
                                 : "%s '%.32s' is not a decimal number up to %llu", what, t, (unsigned long long)max);
    *v = x;
    return 0;
}

static tb_spec_item *new_item(reader *r, int expect, tb_spec_kind kind)
{
    tb_spec_item **list = expect ? &r->s->expect : &r->s->init;
    unsigned *n = expect ? &r->s->nexpect : &r->s->ninit;
    if ((*n & (*n - 1)) == 0) {   /* grown at powers of two */
        tb_spec_item *p = realloc(*list, (*n ? 2 * *n : 1) * sizeof *p);
        if (!p) {
            bad(r, "out of memory");
            return NULL;
        }
        *list = p;
    }
    tb_spec_item *it = &(*list)[(*n)++];
    memset(it, 0, sizeof *it);
    it->kind = kind;
    it->line = r->line;
    return it;
}

/* ---- the items ---- */

int tb_spec_region_of(const tb_spec *s, uint64_t addr, uint64_t n)
{
    for (unsigned i = 0; i < s->nregions; i++)
        if (addr >= s->region[i].base && n <= s->region[i].size && addr - s->region[i].base <= s->region[i].size - n)
            return (int)i;
    return -1;
}

/* ADDR BYTES: memory inside one region, or LDS inside GCN_LDS_BYTES. */
static int bytes_item(reader *r, int expect, int kind)
{
    uint64_t addr;
    if (number(r, 16, UINT64_MAX, "the address", &addr) < 0)
        return -1;
    const char *hex = field(r);
    size_t len = hex ? strlen(hex) : 0;
    if (!len || len % 2 || strspn(hex, "0123456789abcdefABCDEF") != len)
        return bad(r, "the bytes must be an even number of hex digits");
    if (end_of_line(r) < 0)
        return -1;
    uint64_t n = len / 2;
    if (kind == TB_SPEC_MEM && tb_spec_region_of(r->s, addr, n) < 0)
        return bad(r, "0x%llx+%llu is outside every mem region (given before it)", (unsigned long long)addr,
                   (unsigned long long)n);
    if (kind == TB_SPEC_LDS && (addr > GCN_LDS_BYTES || n > GCN_LDS_BYTES - addr))
        return bad(r, "0x%llx+%llu is outside the %u bytes of LDS", (unsigned long long)addr, (unsigned long long)n,
                   GCN_LDS_BYTES);
    tb_spec_item *it = new_item(r, expect, kind);
    if (!it || !(it->bytes = malloc(n)))
        return it ? bad(r, "out of memory") : -1;
    it->addr = addr;
    it->n = (uint32_t)n;
    for (size_t i = 0; i < n; i++) {
        char two[3] = {hex[2 * i], hex[2 * i + 1], 0};
        it->bytes[i] = (uint8_t)strtoul(two, NULL, 16);
    }
    return 0;
}

static int sgpr_item(reader *r, int expect, int arg)
{
    (void)arg;
    uint64_t code, v;
    if (number(r, 10, GCN_NUM_SGPR_CODES - 1, "the SGPR code", &code) < 0 ||
        number(r, 16, UINT32_MAX, "the value", &v) < 0 || end_of_line(r) < 0)
        return -1;
    tb_spec_item *it = new_item(r, expect, TB_SPEC_SGPR);
    if (!it)
        return -1;
    it->index = (unsigned)code;
    it->value = (uint32_t)v;
    return 0;
}

static int vgpr_item(reader *r, int expect, int arg)
{
    (void)arg;
    uint64_t reg, v;
    uint32_t lanes[GCN_WAVE_SIZE];
    if (number(r, 10, GCN_NUM_VGPRS - 1, "the VGPR", &reg) < 0)
        return -1;
    for (unsigned l = 0; l < GCN_WAVE_SIZE; l++) {
        char what[32];
        snprintf(what, sizeof what, "lane %u of %u", l, GCN_WAVE_SIZE);
        if (number(r, 16, UINT32_MAX, what, &v) < 0)
            return -1;
        lanes[l] = (uint32_t)v;
    }
    if (end_of_line(r) < 0)
        return -1;
    tb_spec_item *it = new_item(r, expect, TB_SPEC_VGPR);
    if (!it || !(it->lanes = malloc(sizeof lanes)))
        return it ? bad(r, "out of memory") : -1;
    it->index = (unsigned)reg;
    memcpy(it->lanes, lanes, sizeof lanes);
    r->s->names_vgprs |= !expect;
    return 0;
}

static int do_code(reader *r, int expect, int arg)
{
    (void)expect, (void)arg;
    const char *path = field(r);
    if (!path)
        return bad(r, "the code file is missing");
    if (r->have_code)
        return bad(r, "a second code line");
    if (end_of_line(r) < 0)
        return -1;
    uint8_t *data;
    size_t size;
    char why[192];
    if (gcn_read_file(path, TB_SPEC_MAX_CODE, &data, &size, why, sizeof why) < 0)
        return bad(r, "code %.64s: %s", path, why);
    tb_spec *s = r->s;
    s->nwords = size / 4;
    s->words = size && size % 4 == 0 ? malloc(size) : NULL;
    if (s->words)
        memcpy(s->words, data, size);
    free(data);
    r->have_code = 1;
    if (!s->words)
        return bad(r, size && size % 4 == 0 ? "out of memory" : "code %.64s: %zu bytes, not whole dwords", path, size);
    return 0;
}

static int do_mem(reader *r, int expect, int arg)
{
    (void)expect, (void)arg;
    tb_spec *s = r->s;
    uint64_t base, size;
    if (number(r, 16, UINT64_MAX, "the base", &base) < 0 || number(r, 16, TB_SPEC_MAX_MEM, "the size", &size) < 0 ||
        end_of_line(r) < 0)
        return -1;
    if (s->nregions == TB_SPEC_MAX_REGIONS)
        return bad(r, "more than %u mem regions", TB_SPEC_MAX_REGIONS);
    if (!size || base + size < base)
        return bad(r, "an empty region, or one past the end of the address space");
    if ((r->mem_total += size) > TB_SPEC_MAX_MEM)
        return bad(r, "the regions hold more than %u MiB together", TB_SPEC_MAX_MEM >> 20);
    for (unsigned i = 0; i < s->nregions; i++)
        if (base < s->region[i].base + s->region[i].size && s->region[i].base < base + size)
            return bad(r, "the region overlaps the one at 0x%llx", (unsigned long long)s->region[i].base);
    s->region[s->nregions++] = (tb_spec_region){base, size, r->line};
    return 0;
}

/* The lines of one number: options of the spec, and expect_scc. */
enum { OPT_LIMIT, OPT_SCC, OPT_MODE, OPT_ACCUM_OFFSET, OPT_LDS_ALLOC };
static const struct option {
    const char *what;
    int base;
    uint64_t max;
} options[] = {
    [OPT_LIMIT] = {"the instruction limit", 10, UINT64_MAX}, [OPT_SCC] = {"SCC", 10, 1},
    [OPT_MODE] = {"MODE", 16, UINT32_MAX}, [OPT_ACCUM_OFFSET] = {"accum_offset", 10, 256},
    [OPT_LDS_ALLOC] = {"lds_alloc", 10, GCN_LDS_BYTES},
};

static int do_option(reader *r, int expect, int opt)
{
    const struct option *o = &options[opt];
    tb_spec *s = r->s;
    uint64_t v;
    if (number(r, o->base, o->max, o->what, &v) < 0 || end_of_line(r) < 0)
        return -1;
    if (expect) {   /* expect_scc */
        tb_spec_item *it = new_item(r, 1, TB_SPEC_SCC);
        if (it)
            it->value = (uint32_t)v;
        return it ? 0 : -1;
    }
    if (opt == OPT_LIMIT && v == 0)
        return bad(r, "an instruction limit of 0");
    if (opt == OPT_ACCUM_OFFSET && (v < 4 || v % 4))   /* rsrc3.ACCUM_OFFSET: (field + 1) * 4 */
        return bad(r, "accum_offset %llu is not a multiple of 4 in 4..256", (unsigned long long)v);
    if (opt == OPT_LIMIT)
        s->limit = v;
    else if (opt == OPT_SCC)
        s->scc = (uint8_t)v;
    else if (opt == OPT_MODE)
        s->mode = (uint32_t)v;
    else if (opt == OPT_ACCUM_OFFSET)
        s->accum_offset = (uint32_t)v;
    else
        s->lds_alloc = (int64_t)v;
    return 0;
}

static int do_run(reader *r, int expect, int arg)
{
    (void)expect, (void)arg;
    if (end_of_line(r) < 0)
        return -1;
    r->ran = 1;
    return 0;
}

/* The trap whose gcn_trap_name is name, or GCN_TRAP_NONE. */
static gcn_trap trap_named(const char *name)
{
    for (int t = GCN_TRAP_NONE + 1; t < 64 && strcmp(gcn_trap_name((gcn_trap)t), "?") != 0; t++)
        if (!strcmp(gcn_trap_name((gcn_trap)t), name))
            return (gcn_trap)t;
    return GCN_TRAP_NONE;
}

static int do_expect_trap(reader *r, int expect, int arg)
{
    (void)expect, (void)arg;
    const char *name = field(r);
    gcn_trap t = name ? trap_named(name) : GCN_TRAP_NONE;
    if (t == GCN_TRAP_NONE)
        return bad(r, "'%.32s' names no trap", name ? name : "");
    if (end_of_line(r) < 0)
        return -1;
    tb_spec_item *it = new_item(r, 1, TB_SPEC_TRAP);
    if (!it)
        return -1;
    it->trap = t;
    return 0;
}

/* The keys; where: 0 before run, 1 the run line, 2 after it (an expect
 * line); arg: the handler's (an item kind, an option). */
static const struct key {
    const char *name;
    int (*read)(reader *r, int expect, int arg);
    int where, arg;
} keys[] = {
    {"code", do_code, 0, 0}, {"limit", do_option, 0, OPT_LIMIT}, {"mem", do_mem, 0, 0},
    {"memw", bytes_item, 0, TB_SPEC_MEM}, {"ldsw", bytes_item, 0, TB_SPEC_LDS}, {"s", sgpr_item, 0, 0},
    {"scc", do_option, 0, OPT_SCC}, {"mode", do_option, 0, OPT_MODE},
    {"accum_offset", do_option, 0, OPT_ACCUM_OFFSET}, {"lds_alloc", do_option, 0, OPT_LDS_ALLOC},
    {"v", vgpr_item, 0, 0}, {"run", do_run, 1, 0},
    {"expect_s", sgpr_item, 2, 0}, {"expect_scc", do_option, 2, OPT_SCC}, {"expect_v", vgpr_item, 2, 0},
    {"expect_mem", bytes_item, 2, TB_SPEC_MEM}, {"expect_lds", bytes_item, 2, TB_SPEC_LDS},
    {"expect_trap", do_expect_trap, 2, 0},
};

static int one_line(reader *r)
{
    const char *key = field(r);
    if (!key)
        return 0;
    for (size_t i = 0; i < sizeof keys / sizeof keys[0]; i++) {
        if (strcmp(key, keys[i].name) != 0)
            continue;
        if (keys[i].where == 0 && r->ran)
            return bad(r, "only expect lines may follow run");
        if (keys[i].where == 1 && r->ran)
            return bad(r, "a second run line");
        if (keys[i].where == 2 && !r->ran)
            return bad(r, "an expect line before run");
        return keys[i].read(r, keys[i].where == 2, keys[i].arg);
    }
    return bad(r, "unknown item '%.32s'", key);
}

/* What only the whole spec can tell: code and run given, no region where
 * the code lies, LDS inside a kernel's allocation. */
static int whole_spec(reader *r)
{
    tb_spec *s = r->s;
    r->line = 0;
    if (!r->have_code || !r->ran) {
        snprintf(r->err, r->errsize, "%s: no %s line", r->path, r->have_code ? "run" : "code");
        return -1;
    }
    uint64_t code_end = 4 * (uint64_t)s->nwords + TB_SPEC_CODE_PAD;
    for (unsigned i = 0; i < s->nregions; i++)
        if (s->region[i].base < code_end) {
            snprintf(r->err, r->errsize, "%s:%u: the region at 0x%llx overlaps the code at [0, 0x%llx)", r->path,
                     s->region[i].line, (unsigned long long)s->region[i].base, (unsigned long long)code_end);
            return -1;
        }
    for (int expect = 0; expect < 2 && s->lds_alloc >= 0; expect++)
        for (unsigned i = 0; i < (expect ? s->nexpect : s->ninit); i++) {
            const tb_spec_item *it = expect ? &s->expect[i] : &s->init[i];
            if (it->kind == TB_SPEC_LDS && it->addr + it->n > (uint64_t)s->lds_alloc) {
                snprintf(r->err, r->errsize, "%s:%u: LDS bytes 0x%llx+%u lie beyond lds_alloc %lld", r->path, it->line,
                         (unsigned long long)it->addr, it->n, (long long)s->lds_alloc);
                return -1;
            }
        }
    return 0;
}

int tb_spec_read(tb_spec *s, const char *path, char *err, size_t errsize)
{
    memset(s, 0, sizeof *s);
    s->limit = TB_SPEC_DEFAULT_LIMIT;
    s->accum_offset = 256;
    s->lds_alloc = -1;
    reader r = {.s = s, .path = path, .err = err, .errsize = errsize};
    uint8_t *text;
    size_t size;
    char why[192];
    if (gcn_read_file(path, TB_SPEC_MAX_FILE, &text, &size, why, sizeof why) < 0) {
        snprintf(err, errsize, "%s: %s", path, why);
        return -1;
    }
    /* room for a NUL after a last line without a newline */
    uint8_t *grown = realloc(text, size + 1);
    if (!grown) {
        free(text);
        snprintf(err, errsize, "%s: out of memory", path);
        return -1;
    }
    text = grown;
    int rc = 0;
    for (size_t at = 0; rc == 0 && at < size;) {
        char *line = (char *)text + at, *nl = memchr(line, '\n', size - at);
        size_t len = nl ? (size_t)(nl - line) : size - at;
        at += len + 1;
        r.line++;
        r.p = line;
        line[len] = '\0';   /* the newline, or the byte past the last line */
        snprintf(r.excerpt, sizeof r.excerpt, "%.48s%s", line, strlen(line) > 48 ? "..." : "");
        if (len > TB_SPEC_MAX_LINE)
            rc = bad(&r, "a line longer than %u characters", TB_SPEC_MAX_LINE);
        else if (strlen(line) != len)
            rc = bad(&r, "a NUL byte in the line");
        else
            rc = one_line(&r);
    }
    free(text);
    if (rc == 0)
        rc = whole_spec(&r);
    if (rc < 0)
        tb_spec_free(s);
    return rc;
}

void tb_spec_free(tb_spec *s)
{
    for (int expect = 0; expect < 2; expect++)
        for (unsigned i = 0; i < (expect ? s->nexpect : s->ninit); i++) {
            tb_spec_item *it = expect ? &s->expect[i] : &s->init[i];
            free(it->bytes);
            free(it->lanes);
        }
    free(s->init);
    free(s->expect);
    free(s->words);
    memset(s, 0, sizeof *s);
    s->lds_alloc = -1;
}

/* ---- the wave ---- */

void tb_spec_init_wave(const tb_spec *s, gcn_wave *w)
{
    w->num_vgprs = 256;
    w->accum_offset = s->accum_offset;
    w->sgpr[GCN_OP_EXEC_LO] = w->sgpr[GCN_OP_EXEC_HI] = 0xffffffffu;
    w->scc = s->scc;
    w->mode = s->mode;
    for (unsigned i = 0; i < s->ninit; i++) {
        const tb_spec_item *it = &s->init[i];
        if (it->kind == TB_SPEC_SGPR)
            w->sgpr[it->index] = it->value;
        else if (it->kind == TB_SPEC_VGPR)
            memcpy(w->vgpr[it->index], it->lanes, sizeof w->vgpr[it->index]);
    }
}

/* ---- expectations ---- */

static int check_vgpr(const tb_spec_item *it, const gcn_wave *w, FILE *out)
{
    int fails = 0;
    for (unsigned l = 0; l < GCN_WAVE_SIZE; l++)
        if (w->vgpr[it->index][l] != it->lanes[l])
            fprintf(out, "FAIL: v%u lane %u = 0x%08" PRIx32 ", expected 0x%08" PRIx32 "\n", it->index, l,
                    w->vgpr[it->index][l], it->lanes[l]), fails++;
    return fails;
}

/* expect_mem through read, expect_lds in the wave's workgroup's LDS. */
static int check_bytes(const tb_spec_item *it, const gcn_wave *w, tb_spec_read_fn read, void *user, FILE *out)
{
    int lds = it->kind == TB_SPEC_LDS;
    uint8_t *got = malloc(it->n);
    if (!got) {
        fprintf(out, "FAIL: out of memory\n");
        return 1;
    }
    int fails = 0, readable = 1;
    if (lds && (!w->wg || !w->wg->lds || it->addr + it->n > w->wg->lds_size))
        fprintf(out, "FAIL: expect_lds at 0x%" PRIx64 " lies outside the wave's LDS\n", it->addr), readable = 0;
    else if (lds)
        memcpy(got, w->wg->lds + it->addr, it->n);
    else if (read(user, it->addr, got, it->n) != 0)
        fprintf(out, "FAIL: expect_mem at 0x%" PRIx64 " is not mapped\n", it->addr), readable = 0;
    fails = !readable;
    for (uint32_t j = 0; readable && j < it->n; j++)
        if (got[j] != it->bytes[j])
            fprintf(out, "FAIL: %s[0x%" PRIx64 "] = 0x%02x, expected 0x%02x\n", lds ? "lds" : "mem", it->addr + j,
                    got[j], it->bytes[j]), fails++;
    free(got);
    return fails;
}

int tb_spec_check(const tb_spec *s, const gcn_wave *w, const uint64_t *dut_clock, tb_spec_read_fn read, void *user,
                  FILE *out)
{
    int fails = 0;
    gcn_trap want = GCN_TRAP_NONE;
    for (unsigned i = 0; i < s->nexpect; i++) {
        const tb_spec_item *it = &s->expect[i];
        switch (it->kind) {
        case TB_SPEC_SGPR:
            if (dut_clock && it->index < 128 && (dut_clock[it->index / 64] >> (it->index % 64) & 1))
                fprintf(out, "note: sgpr code %u = 0x%08" PRIx32 " is the DUT's clock (checked monotonic), "
                        "not the model's 0x%08" PRIx32 ": not compared\n", it->index, w->sgpr[it->index], it->value);
            else if (w->sgpr[it->index] != it->value)
                fprintf(out, "FAIL: sgpr code %u = 0x%08" PRIx32 ", expected 0x%08" PRIx32 "\n", it->index,
                        w->sgpr[it->index], it->value), fails++;
            break;
        case TB_SPEC_SCC:
            if (w->scc != it->value)
                fprintf(out, "FAIL: scc = %u, expected %" PRIu32 "\n", w->scc, it->value), fails++;
            break;
        case TB_SPEC_VGPR:
            fails += check_vgpr(it, w, out);
            break;
        case TB_SPEC_MEM:
        case TB_SPEC_LDS:
            fails += check_bytes(it, w, read, user, out);
            break;
        case TB_SPEC_TRAP:
            want = it->trap;
            break;
        }
    }
    if (w->state == GCN_WAVE_TRAPPED && w->trap != want)
        fprintf(out, "FAIL: trapped (%s): %s\n", gcn_trap_name(w->trap), w->trap_msg), fails++;
    else if (w->state != GCN_WAVE_TRAPPED && want != GCN_TRAP_NONE)
        fprintf(out, "FAIL: expected a %s trap\n", gcn_trap_name(want)), fails++;
    return fails;
}
