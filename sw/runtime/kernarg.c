/* The kernarg segment: explicit arguments where the metadata puts them, then
 * the hidden arguments clang-16 asks for (code object v4: the launch's global
 * offsets and pointers the runtime leaves null; v5 adds the launch geometry: block
 * counts, group sizes, remainders, grid dimensions, aperture bases). */
#include <stdio.h>
#include <string.h>

#include "runtime_internal.h"

/* Little-endian store of the low size bytes of v. */
static void put(uint8_t *p, unsigned size, uint64_t v)
{
    for (unsigned i = 0; i < size && i < 8; i++)
        p[i] = (uint8_t)(v >> (8 * i));
}

static const char *type_name(gcn_rt_arg_type t)
{
    static const char *const names[] = {"i32", "u32", "i64", "u64", "f32", "f64", "buf", "local", "bytes"};
    return (unsigned)t <= GCN_RT_BYTES ? names[t] : "?";
}

/* The bits of a typed argument, when it suits a slot of the given size and
 * kind (GCN_RT_BYTES: place_bytes). */
static int arg_bits(const gcn_rt_arg *a, const gcn_kernel_arg *slot, uint64_t *bits)
{
    if ((slot->kind == GCN_ARG_DYNAMIC_SHARED_POINTER) != (a->type == GCN_RT_LOCAL))
        return -1;
    if (a->type == GCN_RT_LOCAL)
        return 0;   /* placed by place_local() */
    if (a->type == GCN_RT_BYTES)
        return -1;
    int is_ptr = slot->kind == GCN_ARG_GLOBAL_BUFFER;
    unsigned want = a->type == GCN_RT_I32 || a->type == GCN_RT_U32 || a->type == GCN_RT_F32 ? 4 : 8;
    if (is_ptr != (a->type == GCN_RT_PTR) || want != slot->size)
        return -1;
    switch (a->type) {
    case GCN_RT_I32: *bits = (uint32_t)a->v.i32; break;
    case GCN_RT_U32: *bits = a->v.u32; break;
    case GCN_RT_F32: { uint32_t u; memcpy(&u, &a->v.f32, 4); *bits = u; break; }
    case GCN_RT_F64: memcpy(bits, &a->v.f64, 8); break;
    case GCN_RT_I64: *bits = (uint64_t)a->v.i64; break;
    default: *bits = a->v.u64; break;
    }
    return 0;
}

static uint32_t dim(const uint32_t v[3], unsigned i)
{
    return v[i] ? v[i] : 1;
}

/* Value of a hidden argument for this launch. */
static uint64_t hidden_value(gcn_arg_kind k, const gcn_rt_launch *l, const gcn_dispatch *d, unsigned dims)
{
    switch (k) {
    case GCN_ARG_HIDDEN_GLOBAL_OFFSET_X: case GCN_ARG_HIDDEN_GLOBAL_OFFSET_Y: case GCN_ARG_HIDDEN_GLOBAL_OFFSET_Z:
        return l->global_offset[k - GCN_ARG_HIDDEN_GLOBAL_OFFSET_X];
    case GCN_ARG_HIDDEN_BLOCK_COUNT_X: case GCN_ARG_HIDDEN_BLOCK_COUNT_Y: case GCN_ARG_HIDDEN_BLOCK_COUNT_Z: {
        unsigned i = k - GCN_ARG_HIDDEN_BLOCK_COUNT_X;
        /* the work-group count, as the ABI defines the grid work-group count SGPRs */
        return (uint32_t)(((uint64_t)dim(d->grid, i) + dim(d->wg, i) - 1) / dim(d->wg, i));
    }
    case GCN_ARG_HIDDEN_GROUP_SIZE_X: case GCN_ARG_HIDDEN_GROUP_SIZE_Y: case GCN_ARG_HIDDEN_GROUP_SIZE_Z:
        return dim(d->wg, k - GCN_ARG_HIDDEN_GROUP_SIZE_X);
    case GCN_ARG_HIDDEN_REMAINDER_X: case GCN_ARG_HIDDEN_REMAINDER_Y: case GCN_ARG_HIDDEN_REMAINDER_Z: {
        unsigned i = k - GCN_ARG_HIDDEN_REMAINDER_X;
        return dim(d->grid, i) % dim(d->wg, i);
    }
    case GCN_ARG_HIDDEN_GRID_DIMS: return dims;
    case GCN_ARG_HIDDEN_DYNAMIC_LDS_SIZE: return d->dynamic_lds;
    case GCN_ARG_HIDDEN_PRIVATE_BASE: return d->private_aperture >> 32;
    case GCN_ARG_HIDDEN_SHARED_BASE: return d->shared_aperture >> 32;
    case GCN_ARG_HIDDEN_QUEUE_PTR: return d->queue_addr;
    default: return 0;   /* printf, hostcall, queues, heap: none */
    }
}

/* 0 when argument slot a lies inside a kernarg segment of size bytes. */
static int slot_fits(size_t size, const gcn_kernel_arg *a, char *err, size_t n)
{
    if (a->offset > size || a->size > size - a->offset) {
        snprintf(err, n, "argument %s at offset %u lies outside the kernarg segment", a->name, a->offset);
        return -1;
    }
    return 0;
}

static int place(uint8_t *kernarg, size_t size, const gcn_kernel_arg *a, uint64_t v, char *err, size_t n)
{
    if (a->size > 8 && !gcn_arg_kind_hidden(a->kind)) {
        snprintf(err, n, "argument %s of %u bytes: only scalars and pointers are supported", a->name, a->size);
        return -1;
    }
    if (slot_fits(size, a, err, n) < 0)
        return -1;
    put(kernarg + a->offset, a->size, v);
    return 0;
}

/* A by-value argument given as its bytes: exactly the slot's size. */
static int place_bytes(uint8_t *kernarg, size_t size, const gcn_kernel_arg *a, const gcn_rt_arg *v, char *err,
                       size_t n)
{
    if (a->kind != GCN_ARG_BY_VALUE || v->v.bytes.size != a->size || (a->size && !v->v.bytes.data)) {
        snprintf(err, n, "argument %s (%s, %s of %u bytes) cannot take %u bytes", a->name, a->type_name,
                 gcn_arg_kind_name(a->kind), a->size, v->v.bytes.size);
        return -1;
    }
    if (slot_fits(size, a, err, n) < 0)
        return -1;
    memcpy(kernarg + a->offset, v->v.bytes.data, a->size);
    return 0;
}

static unsigned launch_dims(const gcn_dispatch *d)
{
    if (d->dims)
        return d->dims;
    return dim(d->grid, 2) > 1 || dim(d->wg, 2) > 1 ? 3 : dim(d->grid, 1) > 1 || dim(d->wg, 1) > 1 ? 2 : 1;
}

/* LDS offsets of the __local pointer arguments, in argument order after the
 * fixed group segment, each 16-byte aligned; d->dynamic_lds grows by them. */
static int place_locals(const gcn_kernel *k, const gcn_rt_launch *l, gcn_dispatch *d, uint8_t *kernarg, size_t size,
                        char *err, size_t n)
{
    uint64_t end = k->kd.group_segment_fixed_size + (uint64_t)d->dynamic_lds;
    for (unsigned i = 0, next = 0; i < k->nargs && next < l->nargs; i++) {
        const gcn_kernel_arg *a = &k->args[i];
        if (gcn_arg_kind_hidden(a->kind))
            continue;
        const gcn_rt_arg *v = &l->args[next++];
        if (a->kind != GCN_ARG_DYNAMIC_SHARED_POINTER || v->type != GCN_RT_LOCAL)
            continue;
        end = (end + 15) & ~15ull;
        if (place(kernarg, size, a, end, err, n) < 0)
            return -1;
        end += v->v.u32;
    }
    if (end > 65536) {
        snprintf(err, n, "kernel %s: %llu bytes of LDS with the __local arguments, the CU has 65536", k->name,
                 (unsigned long long)end);
        return -1;
    }
    d->dynamic_lds = (uint32_t)end - k->kd.group_segment_fixed_size;
    return 0;
}

int rt_build_kernarg(const gcn_kernel *k, const gcn_rt_launch *l, gcn_dispatch *d, uint8_t *kernarg, size_t size,
                     char *err, size_t n)
{
    /* the metadata names each hidden argument: the code object version only
     * decides which appear */
    memset(kernarg, 0, size);
    unsigned explicit = 0;
    for (unsigned i = 0; i < k->nargs; i++)
        explicit += !gcn_arg_kind_hidden(k->args[i].kind);
    if (l->nargs != explicit) {
        snprintf(err, n, "kernel %s takes %u argument%s, %u given", k->name, explicit, explicit == 1 ? "" : "s",
                 l->nargs);
        return -1;
    }
    if (place_locals(k, l, d, kernarg, size, err, n) < 0)
        return -1;
    unsigned next = 0;
    for (unsigned i = 0; i < k->nargs; i++) {
        const gcn_kernel_arg *a = &k->args[i];
        uint64_t v;
        if (gcn_arg_kind_hidden(a->kind)) {
            v = hidden_value(a->kind, l, d, launch_dims(d));
        } else if (l->args[next].type == GCN_RT_BYTES) {
            if (place_bytes(kernarg, size, a, &l->args[next++], err, n) < 0)
                return -1;
            continue;
        } else if (arg_bits(&l->args[next], a, &v) < 0) {
            snprintf(err, n, "argument %u (%s%s%s, %s of %u bytes) cannot take a %s value", next, a->type_name,
                     a->name[0] ? " " : "", a->name, gcn_arg_kind_name(a->kind), a->size,
                     type_name(l->args[next].type));
            return -1;
        } else if (l->args[next++].type == GCN_RT_LOCAL) {
            continue;   /* already placed */
        }
        if (place(kernarg, size, a, v, err, n) < 0)
            return -1;
    }
    return 0;
}
