/* Disassembler: a decoded instruction to LLVM 16's gfx90a assembly text. */
#ifndef GCN_DISASM_H
#define GCN_DISASM_H

#include <stddef.h>
#include <stdint.h>

#include "gcn/decode.h"

/* Where the instruction sits, and (optionally) the symbols around it: LLVM's
 * objdump prints a branch target that is exactly a symbol by its name. */
typedef struct gcn_dis_ctx {
    uint64_t pc;
    const char *(*symbol_at)(void *user, uint64_t addr); /* NULL: no symbols */
    void *user;
} gcn_dis_ctx;

/* Write the text of in (or ".long 0x..." when in->desc is NULL) into buf.
 * Returns the length the full text has (like snprintf). When the instruction
 * branches, *target receives the target address and 1 is stored in
 * *has_target (either pointer may be NULL). */
int gcn_disasm(const gcn_inst *in, const gcn_dis_ctx *ctx, char *buf, size_t size,
               uint64_t *target, int *has_target);

/* Write the decoder's remarks (in->notes) as objdump prints them after the
 * words, without the leading " ; ", into buf; "" when there are none.
 * Returns the full length (like snprintf). */
int gcn_disasm_comment(const gcn_inst *in, char *buf, size_t size);

#endif
