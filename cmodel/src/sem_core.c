/* Semantics of a first handful of instructions: program end, moves and
 * adds, enough to run the model end to end.  The families fill in their own
 * files (sem_salu.c, sem_valu_*.c, sem_mem.c, ...). */
#include "model_internal.h"

