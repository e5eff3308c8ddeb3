/* Directed-test spec helpers (tb_spec_io.h). */
#include "tb_spec_io.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

int tb_hex_bytes(const char *hex, uint8_t *out, size_t max)
{
    size_t n = strlen(hex);
    if (n % 2 || n / 2 > max)
        return -1;
    for (size_t i = 0; i < n / 2; i++) {
        unsigned b;
        if (sscanf(hex + 2 * i, "%2x", &b) != 1)
            return -1;
        out[i] = (uint8_t)b;
    }
    return (int)(n / 2);
}

uint32_t *tb_read_words(const char *path, size_t *nwords)
{
    FILE *f = fopen(path, "rb");
    if (!f)
        return NULL;
    fseek(f, 0, SEEK_END);
    long size = ftell(f);
    fseek(f, 0, SEEK_SET);
    uint32_t *w = size >= 0 ? calloc((size_t)size / 4 + 1, 4) : NULL;
    if (w && fread(w, 1, (size_t)size, f) != (size_t)size) {
        free(w);
        w = NULL;
    }
    fclose(f);
    *nwords = size > 0 ? (size_t)size / 4 : 0;
    return w;
}
