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

/* One instruction's text and remarks; a text whose length is not what
 * gcn_disasm returned, or that does not fit a tool's line, is a finding. */
static void disasm_one(const gcn_inst *in, uint64_t pc)
{
    char line[512], note[512];
    gcn_dis_ctx ctx = {pc, NULL, NULL};
    uint64_t target = 0;
    int has_target = 0;
    int len = gcn_disasm(in, &ctx, line, sizeof line, &target, &has_target);
    if (len < 0 || (size_t)len >= sizeof line || strlen(line) != (size_t)len)
        abort();
    len = gcn_disasm_comment(in, note, sizeof note);
    if (len < 0 || (size_t)len >= sizeof note || strlen(note) != (size_t)len)
        abort();
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
