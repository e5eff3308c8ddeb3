/* Directed tests of the MessagePack reader behind the code-object loader
 * (cmodel/src/msgpack.c): every item type the format defines, and malformed
 * input (reserved tag, truncation, lengths past the end, deep nesting), which
 * must give an error and never read outside the buffer. */
#include <stdio.h>
#include <string.h>

#include "msgpack.h"

static int fails, checks;

#define CHECK(cond, ...)                       \
    do {                                       \
        checks++;                              \
        if (!(cond)) {                         \
            fails++;                           \
            printf("FAIL line %d: ", __LINE__); \
            printf(__VA_ARGS__);               \
            printf("\n");                      \
        }                                      \
    } while (0)

/* Read one item from bytes; the item and whether the whole buffer was used. */
static int one(const char *bytes, size_t n, mp_item *it)
{
    mp_cursor c;
    mp_init(&c, bytes, n);
    int rc = mp_next(&c, it);
    return rc < 0 ? -1 : c.p == c.end ? 1 : 0;
}

static void scalars(void)
{
    mp_item it;
    int ok;
    CHECK(one("\x7f", 1, &it) == 1 && it.type == MP_UINT && it.u == 127, "positive fixint");
    CHECK(one("\xe0", 1, &it) == 1 && it.type == MP_INT && it.i == -32, "negative fixint");
    CHECK(one("\xcc\xff", 2, &it) == 1 && it.u == 255, "uint8");
    CHECK(one("\xcd\x12\x34", 3, &it) == 1 && it.u == 0x1234, "uint16 is big-endian");
    CHECK(one("\xcf\xff\xff\xff\xff\xff\xff\xff\xff", 9, &it) == 1 && it.u == UINT64_MAX, "uint64");
    mp_as_int(&it, &ok);
    CHECK(!ok, "uint64 above INT64_MAX is not an int64");
    CHECK(one("\xd0\x80", 2, &it) == 1 && it.type == MP_INT && it.i == -128, "int8");
    CHECK(one("\xd1\xff\x00", 3, &it) == 1 && it.i == -256, "int16");
    CHECK(one("\xd2\xff\xff\xff\xfe", 5, &it) == 1 && it.i == -2, "int32");
    CHECK(one("\xd3\x80\0\0\0\0\0\0\0", 9, &it) == 1 && it.i == INT64_MIN, "int64 minimum");
    CHECK(one("\xca\x3f\x80\0\0", 5, &it) == 1 && it.type == MP_FLOAT && it.f == 1.0, "float32");
    CHECK(one("\xcb\x40\x04\0\0\0\0\0\0", 9, &it) == 1 && it.f == 2.5, "float64");
    CHECK(one("\xc0", 1, &it) == 1 && it.type == MP_NIL, "nil");
    CHECK(one("\xc3", 1, &it) == 1 && it.type == MP_BOOL && it.b == 1, "true");
    CHECK(one("\xc2", 1, &it) == 1 && it.type == MP_BOOL && it.b == 0, "false");
}

static void strings_and_containers(void)
{
    mp_item it;
    CHECK(one("\xa3" "abc", 4, &it) == 1 && mp_str_is(&it, "abc") && !mp_str_is(&it, "ab"), "fixstr");
    CHECK(one("\xd9\x03" "abc", 5, &it) == 1 && mp_str_is(&it, "abc"), "str8");
    CHECK(one("\xda\x00\x01" "z", 4, &it) == 1 && mp_str_is(&it, "z"), "str16");
    CHECK(one("\xc4\x02\x01\x02", 4, &it) == 1 && it.type == MP_BIN && it.len == 2, "bin8");
    CHECK(one("\xd4\x01\x07", 3, &it) == 1 && it.type == MP_EXT && it.len == 1, "fixext1");
    CHECK(one("\xc7\x02\x05\x01\x02", 5, &it) == 1 && it.type == MP_EXT && it.len == 2, "ext8");
    CHECK(one("\x92\x01\x02", 3, &it) == 0 && it.type == MP_ARRAY && it.len == 2, "fixarray header only");
    CHECK(one("\xde\x00\x01\xa1k\x01", 6, &it) == 0 && it.type == MP_MAP && it.len == 1, "map16 header");
    mp_cursor c;
    mp_init(&c, "\x82\xa1" "a\x92\x01\x02\xa1" "b\x81\xa1" "c\xc0\x05", 13);
    CHECK(mp_skip(&c) == 0 && c.p + 1 == c.end, "skip a nested map, stop before the next item");
    mp_next(&c, &it);
    CHECK(it.type == MP_UINT && it.u == 5, "the item after the skipped map");
}

static void malformed(void)
{
    mp_item it;
    mp_cursor c;
    CHECK(one("\xc1", 1, &it) < 0, "0xc1 is never used");
    CHECK(one("\xcd\x01", 2, &it) < 0, "truncated uint16");
    CHECK(one("\xa5" "ab", 3, &it) < 0, "fixstr longer than the buffer");
    CHECK(one("\xdb\x7f\xff\xff\xff" "x", 6, &it) < 0, "str32 of 2 GiB");
    CHECK(one("", 0, &it) < 0, "empty buffer");
    mp_init(&c, "\xdd\xff\xff\xff\xff\x01\x02", 7);
    CHECK(mp_skip(&c) < 0 && c.error, "array of 4G elements in 2 bytes");
    char deep[64];
    memset(deep, 0x91, sizeof deep - 1);
    deep[sizeof deep - 1] = 0x01;
    mp_init(&c, deep, sizeof deep);
    CHECK(mp_skip(&c) < 0, "nesting deeper than the reader allows");
    mp_init(&c, deep, 8);
    deep[7] = 0x01;
    CHECK(mp_skip(&c) == 0, "shallow nesting is fine");
    mp_init(&c, "\xc1\x01", 2);
    mp_next(&c, &it);
    CHECK(mp_next(&c, &it) < 0 && it.type == MP_BAD, "errors are sticky");
}

int main(void)
{
    scalars();
    strings_and_containers();
    malformed();
    printf("msgpack reader: %d of %d checked, %d failed\n", checks - fails, checks, fails);
    return fails != 0;
}
