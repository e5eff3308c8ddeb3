/* Helpers of the libFuzzer targets (fuzz_common.h). */
#include "fuzz_common.h"

#include <stdlib.h>
#include <string.h>

#include "gcn/disasm.h"

unsigned fuzz_touch_kernels(const gcn_code_object *co)
{
    unsigned sum = 0;
    for (unsigned i = 0; i < co->nkernels; i++) {
        const gcn_kernel *k = &co->kernels[i];
        sum += (unsigned)strlen(k->name) + k->kd.vgpr_alloc + k->nargs;
        for (unsigned a = 0; a < k->nargs; a++)
            sum += k->args[a].offset + (unsigned)strlen(k->args[a].name) + (unsigned)strlen(k->args[a].type_name) +
                   (unsigned)strlen(gcn_arg_kind_name(k->args[a].kind));
    }
    return sum;
}

/* The text's promises: as long as returned, within a tool's line, and no
 * "(null)", which glibc prints for a NULL string (a name table's hole). */
static void check_text(const char *text, int len, size_t size)
{
    if (len < 0 || (size_t)len >= size || strlen(text) != (size_t)len || strstr(text, "(null)"))
        abort();
}

/* One instruction's text and remarks. */
static void disasm_one(const gcn_inst *in, uint64_t pc)
{
    char line[512], note[512];
    gcn_dis_ctx ctx = {pc, NULL, NULL};
    uint64_t target = 0;
    int has_target = 0;
    check_text(line, gcn_disasm(in, &ctx, line, sizeof line, &target, &has_target), sizeof line);
    check_text(note, gcn_disasm_comment(in, note, sizeof note), sizeof note);
}

void fuzz_disasm_words(const uint32_t *words, size_t n, uint64_t pc, int every_word)
{
    for (size_t i = 0; i < n;) {
        gcn_inst in;
        gcn_decode(words + i, n - i, &in);
        /* the decoder's promise: 1 to 3 dwords, never past what it was given */
        if (in.nwords < 1 || in.nwords > 3 || in.nwords > n - i)
            abort();
        disasm_one(&in, pc + 4 * i);
        i += every_word ? 1 : in.nwords;
    }
}
