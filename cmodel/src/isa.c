/* Helpers over the generated instruction table. */
#include "gcn/isa.h"

#include <stddef.h>

unsigned gcn_type_dwords(gcn_type t)
{
    unsigned bits = (unsigned)t.bits * t.count;
    return bits <= 32 ? 1 : (bits + 31) / 32;
}

const gcn_opnd_desc *gcn_find_opnd(const gcn_insn_desc *d, gcn_role role)
{
    if (!d)
        return NULL;
    for (unsigned i = 0; i < d->n_opnds; i++)
        if (d->opnd[i].role == role)
            return &d->opnd[i];
    return NULL;
}

int gcn_float_mods(const gcn_opnd_desc *o)
{
    return o->mods == GCN_M_FLOAT ||
           (o->mods == GCN_M_DEFAULT && (o->type.kind == GCN_TK_F || o->type.kind == GCN_TK_BF));
}
