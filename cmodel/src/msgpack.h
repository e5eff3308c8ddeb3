/* A small MessagePack reader for the AMDGPU metadata note.
 *
 * A cursor walks a byte buffer; every read checks the bytes left and the
 * nesting depth, so malformed input gives an error flag, never a crash or an
 * out-of-bounds read.  Strings are returned as (pointer, length) into the
 * buffer: they are not NUL-terminated. */
#ifndef GCN_MSGPACK_H
#define GCN_MSGPACK_H

#include <stddef.h>
#include <stdint.h>

typedef enum mp_type {
    MP_NIL, MP_BOOL, MP_UINT, MP_INT, MP_FLOAT, MP_STR, MP_BIN, MP_ARRAY, MP_MAP, MP_EXT, MP_BAD
} mp_type;

typedef struct mp_cursor {
    const uint8_t *p, *end;
    int error;              /* sticky: set by the first malformed item */
} mp_cursor;

/* One item's header: for containers len is the element (array) or pair
 * (map) count and the elements follow; for strings and binaries str/len
 * point at the bytes. */
typedef struct mp_item {
    mp_type type;
    uint32_t len;
    const char *str;
    uint64_t u;
    int64_t i;
    double f;
    int b;
} mp_item;

void mp_init(mp_cursor *c, const void *data, size_t size);
/* Read the next item's header (for containers, not their elements). */
int mp_next(mp_cursor *c, mp_item *it);
/* Skip the next item entirely, containers included. */
int mp_skip(mp_cursor *c);
/* Skip the elements of a container whose header was just read. */
int mp_skip_body(mp_cursor *c, const mp_item *it);
/* A string item equals the NUL-terminated s. */
int mp_str_is(const mp_item *it, const char *s);
/* Integer value of an item (uint or int), or -1 in *ok when it is not one. */
int64_t mp_as_int(const mp_item *it, int *ok);

#endif
