/* Functional coverage of retired instructions.
 *
 * A collector counts, for every retired wave-instruction, coverage points
 * keyed by the instruction's row and encoding form: the operand kind of each
 * operand, the modifiers, the DPP control class and SDWA selects, the EXEC
 * pattern, the MODE rounding and denormal controls of a float instruction,
 * and the distance to the producer of the nearest source register.  Every
 * fact comes from the decoded instruction and the instruction table, and the
 * producers from the retirement records, so the model backend and the
 * lockstep checker count alike.  docs/verification.md describes the points
 * and the file format; scripts/coverage_report.py merges and reports.
 *
 * A caller that does not make a collector pays nothing: the model's step
 * never looks at one. */
#ifndef GCN_COVERAGE_H
#define GCN_COVERAGE_H

#include <stdint.h>
#include <stdio.h>

#include "gcn/model.h"

typedef struct gcn_cov gcn_cov;

gcn_cov *gcn_cov_new(void);
void gcn_cov_free(gcn_cov *c);

/* Wave `wave` (any key the caller keeps unique among running waves: a wave
 * id, a slot) starts with state w: its EXEC and MODE before the first
 * instruction; what an earlier wave of that key wrote is forgotten. */
void gcn_cov_wave_start(gcn_cov *c, uint64_t wave, const gcn_wave *w);

/* Wave `wave` retired rec; w is the wave after the instruction.  in is the
 * decoded instruction, or NULL to decode it from rec's words.  A wave that
 * ends (or traps) is forgotten.  A wave never started is taken as starting
 * with w's EXEC and MODE (exact unless its first instruction writes them). */
void gcn_cov_retire(gcn_cov *c, uint64_t wave, const gcn_inst *in, const gcn_wave *w, const gcn_retire *rec);

/* Instructions counted so far. */
uint64_t gcn_cov_retired(const gcn_cov *c);

/* The counts as text, one point a line (docs/verification.md): 0, or -1 on
 * a write error. */
int gcn_cov_write(const gcn_cov *c, FILE *f);

/* gcn_cov_write to a file: 0, or -1 with a message in err. */
int gcn_cov_save(const gcn_cov *c, const char *path, char *err, size_t errsize);

#endif
