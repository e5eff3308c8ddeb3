/* libFuzzer target: the AMDGPU metadata reader (MessagePack, cmodel/src/
 * msgpack.c, and the note reader of loader.c) on raw note bytes, without the
 * ELF around them, so mutations reach the MessagePack items instead of
 * breaking the file's headers.  Seeds: the notes of the built code objects
 * (scripts/fuzz_seeds.py).  The input is read as one note and then, split at
 * its middle, as two notes of one object: merging checks that notes agree on
 * target and version and name each kernel once. */
#include <stdint.h>
#include <stdlib.h>
#include <string.h>

#include "fuzz_common.h"
#include "gcn/loader.h"

/* The kernels of notes [data, data+n) (and [data+n, data+size) when n < size)
 * added to an empty code object; a message must come with a failure. */
static unsigned notes(const uint8_t *data, size_t size, size_t n)
{
    gcn_code_object co;
    char err[320] = "";
    memset(&co, 0, sizeof co);
    int rc = gcn_co_add_metadata(&co, data, n, err, sizeof err);
    if (rc == 0 && n < size)
        rc = gcn_co_add_metadata(&co, data + n, size - n, err, sizeof err);
    if (rc < 0 && !err[0])
        abort();
    unsigned sum = fuzz_touch_kernels(&co) + (unsigned)strlen(co.target);
    gcn_co_free(&co);
    return sum;
}

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
    volatile unsigned sink = notes(data, size, size);
    sink += notes(data, size, size / 2);
    (void)sink;
    return 0;
}
