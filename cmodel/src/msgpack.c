/* MessagePack reader: see msgpack.h.  Only what the format defines; ext
 * types are read as opaque bytes. */
#include "msgpack.h"

#include <string.h>

#define MP_MAX_DEPTH 32

void mp_init(mp_cursor *c, const void *data, size_t size)
{
    c->p = data;
    c->end = c->p + size;
    c->error = 0;
}

static int bad(mp_cursor *c)
{
    c->error = 1;
    return -1;
}

/* Take n bytes (big-endian integer of n <= 8 bytes into *v when v). */
static int take(mp_cursor *c, size_t n, uint64_t *v)
{
    if ((size_t)(c->end - c->p) < n)
        return bad(c);
    uint64_t x = 0;
    for (size_t i = 0; i < n && i < 8; i++)
        x = x << 8 | c->p[i];
    if (v)
        *v = x;
    c->p += n;
    return 0;
}

/* A string/bin/ext body of len bytes starting at the cursor. */
static int body(mp_cursor *c, mp_item *it, mp_type t, uint64_t len)
{
    if (len > (uint64_t)(c->end - c->p))
        return bad(c);
    it->type = t;
    it->len = (uint32_t)len;
    it->str = (const char *)c->p;
    c->p += len;
    return 0;
}

static int sized(mp_cursor *c, mp_item *it, mp_type t, size_t lenbytes)
{
    uint64_t len;
    if (take(c, lenbytes, &len) < 0)
        return -1;
    if (t == MP_ARRAY || t == MP_MAP) {
        it->type = t;
        it->len = (uint32_t)len;
        return 0;
    }
    return body(c, it, t, len);
}

static int integer(mp_cursor *c, mp_item *it, size_t n, int is_signed)
{
    uint64_t v;
    if (take(c, n, &v) < 0)
        return -1;
    if (is_signed) {
        /* sign-extend through the unsigned type, then copy the bits */
        uint64_t ext = n < 8 && (v >> (8 * n - 1) & 1) ? v | ~0ull << (8 * n) : v;
        it->type = MP_INT;
        memcpy(&it->i, &ext, sizeof ext);
    } else {
        it->type = MP_UINT;
        it->u = v;
    }
    return 0;
}

static int floating(mp_cursor *c, mp_item *it, size_t n)
{
    uint64_t v;
    if (take(c, n, &v) < 0)
        return -1;
    it->type = MP_FLOAT;
    if (n == 4) {
        uint32_t w = (uint32_t)v;
        float f;
        memcpy(&f, &w, 4);
        it->f = f;
    } else {
        memcpy(&it->f, &v, 8);
    }
    return 0;
}

static int ext(mp_cursor *c, mp_item *it, uint64_t len)
{
    if (take(c, 1, NULL) < 0) /* the ext type byte */
        return -1;
    return body(c, it, MP_EXT, len);
}

int mp_next(mp_cursor *c, mp_item *it)
{
    memset(it, 0, sizeof *it);
    it->type = MP_BAD;
    uint64_t tag;
    if (c->error || take(c, 1, &tag) < 0)
        return bad(c);
    uint8_t t = (uint8_t)tag;
    if (t <= 0x7f) { it->type = MP_UINT; it->u = t; return 0; }
    if (t >= 0xe0) { it->type = MP_INT; it->i = (int8_t)t; return 0; }
    if ((t & 0xf0) == 0x80) { it->type = MP_MAP; it->len = t & 0x0f; return 0; }
    if ((t & 0xf0) == 0x90) { it->type = MP_ARRAY; it->len = t & 0x0f; return 0; }
    if ((t & 0xe0) == 0xa0) return body(c, it, MP_STR, t & 0x1f);
    switch (t) {
    case 0xc0: it->type = MP_NIL; return 0;
    case 0xc2: case 0xc3: it->type = MP_BOOL; it->b = t & 1; return 0;
    case 0xc4: return sized(c, it, MP_BIN, 1);
    case 0xc5: return sized(c, it, MP_BIN, 2);
    case 0xc6: return sized(c, it, MP_BIN, 4);
    case 0xc7: { uint64_t n; return take(c, 1, &n) < 0 ? -1 : ext(c, it, n); }
    case 0xc8: { uint64_t n; return take(c, 2, &n) < 0 ? -1 : ext(c, it, n); }
    case 0xc9: { uint64_t n; return take(c, 4, &n) < 0 ? -1 : ext(c, it, n); }
    case 0xca: return floating(c, it, 4);
    case 0xcb: return floating(c, it, 8);
    case 0xcc: return integer(c, it, 1, 0);
    case 0xcd: return integer(c, it, 2, 0);
    case 0xce: return integer(c, it, 4, 0);
    case 0xcf: return integer(c, it, 8, 0);
    case 0xd0: return integer(c, it, 1, 1);
    case 0xd1: return integer(c, it, 2, 1);
    case 0xd2: return integer(c, it, 4, 1);
    case 0xd3: return integer(c, it, 8, 1);
    case 0xd4: return ext(c, it, 1);
    case 0xd5: return ext(c, it, 2);
    case 0xd6: return ext(c, it, 4);
    case 0xd7: return ext(c, it, 8);
    case 0xd8: return ext(c, it, 16);
    case 0xd9: return sized(c, it, MP_STR, 1);
    case 0xda: return sized(c, it, MP_STR, 2);
    case 0xdb: return sized(c, it, MP_STR, 4);
    case 0xdc: return sized(c, it, MP_ARRAY, 2);
    case 0xdd: return sized(c, it, MP_ARRAY, 4);
    case 0xde: return sized(c, it, MP_MAP, 2);
    case 0xdf: return sized(c, it, MP_MAP, 4);
    default: return bad(c); /* 0xc1 is never used */
    }
}

static int skip_depth(mp_cursor *c, int depth);

static int skip_body_depth(mp_cursor *c, const mp_item *it, int depth)
{
    if (it->type != MP_ARRAY && it->type != MP_MAP)
        return 0;
    if (depth >= MP_MAX_DEPTH)
        return bad(c);
    uint64_t n = it->type == MP_MAP ? 2ull * it->len : it->len;
    /* every element takes at least one byte: a count beyond the bytes left is malformed */
    if (n > (uint64_t)(c->end - c->p))
        return bad(c);
    for (uint64_t k = 0; k < n; k++)
        if (skip_depth(c, depth + 1) < 0)
            return -1;
    return 0;
}

static int skip_depth(mp_cursor *c, int depth)
{
    mp_item it;
    if (mp_next(c, &it) < 0)
        return -1;
    return skip_body_depth(c, &it, depth);
}

int mp_skip(mp_cursor *c)
{
    return skip_depth(c, 0);
}

int mp_skip_body(mp_cursor *c, const mp_item *it)
{
    return skip_body_depth(c, it, 0);
}

int mp_str_is(const mp_item *it, const char *s)
{
    size_t n = strlen(s);
    return it->type == MP_STR && it->len == n && memcmp(it->str, s, n) == 0;
}

int64_t mp_as_int(const mp_item *it, int *ok)
{
    if (it->type == MP_UINT && it->u <= INT64_MAX) {
        *ok = 1;
        return (int64_t)it->u;
    }
    if (it->type == MP_INT) {
        *ok = 1;
        return it->i;
    }
    *ok = 0;
    return -1;
}
