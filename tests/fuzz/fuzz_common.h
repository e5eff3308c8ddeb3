/* What the libFuzzer targets of tests/fuzz/ share: the tools' walk over a
 * loaded object's kernels and over decoded words.  Each helper checks the
 * API's promises (instruction lengths, text lengths) and aborts when one
 * is broken, so a logic error is a finding as much as a memory error. */
#ifndef FUZZ_COMMON_H
#define FUZZ_COMMON_H

#include <stddef.h>
#include <stdint.h>

#include "gcn/loader.h"

/* Every kernel's descriptor fields, name and arguments, as gcnsim list
 * prints them; returns a sum so the reads are not optimized away. */
unsigned fuzz_touch_kernels(const gcn_code_object *co);

/* Decode words[0..n) and disassemble every instruction (text and remarks),
 * as the tools do at pc: as one stream when every_word is 0 (objdump's
 * walk), else from every dword (each possible start). */
void fuzz_disasm_words(const uint32_t *words, size_t n, uint64_t pc, int every_word);

#endif
