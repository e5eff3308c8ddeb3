/* What the MFMA tests share (tests/mfma/test_mfma.c against plain loops,
 * tests/mfma_unit/tb_mfma.cpp the RTL's matrix core against the model): a
 * case as tests/mfma/gen_cases.py writes it into mfma_cases.h, and one MFMA
 * run on the model with nothing but the instruction. */
#ifndef MFMA_CASE_H
#define MFMA_CASE_H
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "gcn/model.h"

typedef struct mfma_case {
    const char *name, *text;
    uint32_t w0, w1;
    int cbsz, abid, blgp, a_acc, b_acc, cd_acc, a_reg, b_reg, c_reg, d_reg, c_code;
} mfma_case;

/* Runs the instruction w0 w1 once on wave (its registers set by the caller)
 * on a machine without memory; gcn_wave_step's result. */
static int mfma_model_step(uint32_t w0, uint32_t w1, gcn_wave *wave, gcn_retire *rec)
{
    uint32_t words[2] = {w0, w1};
    gcn_code code;
    if (gcn_code_init(&code, 0x1000, words, 2) < 0) {
        fprintf(stderr, "out of memory\n");
        exit(2);
    }
    gcn_machine m;
    memset(&m, 0, sizeof m);
    m.code = &code;
    wave->pc = 0x1000;
    int st = gcn_wave_step(&m, wave, rec);
    gcn_code_free(&code);
    return st;
}
#endif
