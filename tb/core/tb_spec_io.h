/* Reading directed-test specs (written by scripts/isa_tests.py): shared by
 * the testbench core and the model-only harness tests/harness/isatest.c, so
 * both read the same files the same way. */
#ifndef TB_SPEC_IO_H
#define TB_SPEC_IO_H

#include <stddef.h>
#include <stdint.h>

/* Parse an even-length hex string into out[0..max); bytes written, or -1. */
int tb_hex_bytes(const char *hex, uint8_t *out, size_t max);

/* Read a raw machine-code file as dwords (caller frees); NULL on error. */
uint32_t *tb_read_words(const char *path, size_t *nwords);

#endif
