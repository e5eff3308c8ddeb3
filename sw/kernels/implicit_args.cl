#include "gcn_prelude.h"

/* Copies the first n dwords of the implicit (hidden) kernel arguments, as
 * the runtime filled them, to out: pins the runtime's reading of the code
 * object v4 and v5 layouts. */
__kernel void implicit_args(__global uint *out, uint n)
{
    const __constant uint *p = (const __constant uint *)__builtin_amdgcn_implicitarg_ptr();
    uint i = get_global_id(0);
    if (i < n)
        out[i] = p[i];
}
