/* The read-modify-write operations of memory atomics (DS, FLAT, GLOBAL,
 * MUBUF, SMEM): one definition of each operation's new value, used by the
 * model's memory shapes and by the testbench's memory, which performs the
 * device-memory atomics the CU requests.  Semantics: docs/memory.md. */
#ifndef GCN_ATOMIC_H
#define GCN_ATOMIC_H

#include <stdint.h>

/* Read-modify-write operations.  src and src2 per the ISA's names:
 *   CMPSWAP: src = new value, src2 = compare value (DS_CMPST passes its
 *            DATA as src2 and DATA2 as src: the ISA's reversed order)
 *   MSKOR:   src = mask, src2 = or value;  WRAP: src = DATA, src2 = DATA2 */
typedef enum at_op {
    AT_SWAP, AT_CMPSWAP, AT_ADD, AT_SUB, AT_RSUB, AT_SMIN, AT_UMIN, AT_SMAX, AT_UMAX,
    AT_AND, AT_OR, AT_XOR, AT_INC, AT_DEC, AT_MSKOR, AT_WRAP,
    AT_FADD, AT_FADD_FTZ, AT_FMIN, AT_FMAX, AT_FCMPSWAP, AT_PK_FADD_F16
} at_op;

/* The new memory value from the old one (bits 32 or 64). */
uint64_t at_apply(at_op op, unsigned bits, uint64_t old, uint64_t src, uint64_t src2);

#endif
