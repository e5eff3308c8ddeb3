/* trans_check: run one VOP1 instruction (v1 <- v0) of the golden model over
 * the f32 or f16 bit patterns read from stdin (hex, one per line), print the
 * results (hex, one per line).  Used by trans_check.py; not part of make test.
 *
 * usage: trans_check WORD MODE < inputs > results */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "gcn/model.h"

static int no_mem(void *u, uint64_t a, void *d, size_t n) { (void)u; (void)a; (void)d; (void)n; return -1; }
static int no_memw(void *u, uint64_t a, const void *s, size_t n) { (void)u; (void)a; (void)s; (void)n; return -1; }

int main(int argc, char **argv)
{
    if (argc != 3) {
        fprintf(stderr, "usage: trans_check WORD MODE < inputs\n");
        return 2;
    }
    uint32_t word = (uint32_t)strtoul(argv[1], NULL, 16), mode = (uint32_t)strtoul(argv[2], NULL, 16);
    static gcn_wave w;
    gcn_code code;
    if (gcn_code_init(&code, 0, &word, 1) < 0)
        return 2;
    gcn_machine m = {{no_mem, no_memw, NULL, NULL}, &code, 0, 0, 0, 0, 0, NULL};
    unsigned v, n = 0;
    uint32_t in[GCN_WAVE_SIZE];
    for (;;) {
        int more = scanf("%x", &v) == 1;
        if (more)
            in[n++] = v;
        if (n == GCN_WAVE_SIZE || (!more && n)) {
            memset(&w, 0, sizeof w);
            w.num_vgprs = 256;
            w.accum_offset = 256;
            w.mode = mode;
            w.sgpr[GCN_OP_EXEC_LO] = w.sgpr[GCN_OP_EXEC_HI] = 0xffffffffu;
            memcpy(w.vgpr[0], in, sizeof in);
            if (gcn_wave_step(&m, &w, NULL) != 0 && w.state == GCN_WAVE_TRAPPED) {
                fprintf(stderr, "trans_check: %s\n", w.trap_msg);
                return 1;
            }
            for (unsigned l = 0; l < n; l++)
                printf("%x\n", w.vgpr[1][l]);
            n = 0;
        }
        if (!more)
            break;
    }
    gcn_code_free(&code);
    return 0;
}
