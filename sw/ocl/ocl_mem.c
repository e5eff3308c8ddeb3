/* libgcnocl: buffers and the commands on them (docs/opencl.md). */
#include "ocl.h"

/* ---- buffers ---- */
static const cl_mem_flags access_flags = CL_MEM_READ_WRITE | CL_MEM_WRITE_ONLY | CL_MEM_READ_ONLY;
static const cl_mem_flags host_flags = CL_MEM_HOST_WRITE_ONLY | CL_MEM_HOST_READ_ONLY | CL_MEM_HOST_NO_ACCESS;

static int more_than_one(cl_mem_flags f)
{
    return (f & (f - 1)) != 0;
}

static cl_mem new_mem(cl_context c, cl_mem_flags flags, size_t size, cl_int *errcode_ret)
{
    cl_mem m = calloc(1, sizeof *m);
    if (!m)
        ERR(CL_OUT_OF_HOST_MEMORY);
    m->dispatch = &ocl_dispatch;
    m->tag = T_MEM;
    m->refs = 1;
    m->ctx = c;
    m->flags = flags;
    m->size = size;
    c->refs++;
    return m;
}

cl_mem CL_API_CALL ocl_clCreateBuffer(cl_context c, cl_mem_flags flags, size_t size, void *host_ptr,
                                             cl_int *errcode_ret)
{
    if (!VALID(c, T_CONTEXT))
        ERR(CL_INVALID_CONTEXT);
    const cl_mem_flags known =
        access_flags | host_flags | CL_MEM_USE_HOST_PTR | CL_MEM_ALLOC_HOST_PTR | CL_MEM_COPY_HOST_PTR;
    if ((flags & ~known) || more_than_one(flags & access_flags) || more_than_one(flags & host_flags) ||
        ((flags & CL_MEM_USE_HOST_PTR) && (flags & (CL_MEM_ALLOC_HOST_PTR | CL_MEM_COPY_HOST_PTR))))
        ERR(CL_INVALID_VALUE);
    if (size == 0 || size > ocl_global_mem_size() / 4)
        ERR(CL_INVALID_BUFFER_SIZE);
    if ((host_ptr != NULL) != !!(flags & (CL_MEM_USE_HOST_PTR | CL_MEM_COPY_HOST_PTR)))
        ERR(CL_INVALID_HOST_PTR);
    if (!(flags & access_flags))
        flags |= CL_MEM_READ_WRITE;
    ocl_lock();
    uint64_t addr = gcn_rt_alloc(ocl_rt, size);
    int bad = !addr || (host_ptr && gcn_rt_write(ocl_rt, addr, host_ptr, size) < 0);
    ocl_unlock();
    if (bad)
        ERR(CL_MEM_OBJECT_ALLOCATION_FAILURE);
    cl_mem m = new_mem(c, flags, size, errcode_ret);
    if (!m)
        return NULL;
    m->addr = addr;
    if (flags & CL_MEM_USE_HOST_PTR)
        m->host_ptr = host_ptr;
    if (errcode_ret)
        *errcode_ret = CL_SUCCESS;
    return m;
}

cl_mem CL_API_CALL ocl_clCreateSubBuffer(cl_mem parent, cl_mem_flags flags, cl_buffer_create_type type,
                                                const void *type_info, cl_int *errcode_ret)
{
    if (!VALID(parent, T_MEM) || parent->parent)
        ERR(CL_INVALID_MEM_OBJECT);
    if ((flags & ~(access_flags | host_flags)) || more_than_one(flags & access_flags) ||
        more_than_one(flags & host_flags))
        ERR(CL_INVALID_VALUE);
    /* access the parent does not allow */
    if (((parent->flags & CL_MEM_WRITE_ONLY) && (flags & (CL_MEM_READ_WRITE | CL_MEM_READ_ONLY))) ||
        ((parent->flags & CL_MEM_READ_ONLY) && (flags & (CL_MEM_READ_WRITE | CL_MEM_WRITE_ONLY))) ||
        ((parent->flags & CL_MEM_HOST_WRITE_ONLY) && (flags & CL_MEM_HOST_READ_ONLY)) ||
        ((parent->flags & CL_MEM_HOST_READ_ONLY) && (flags & CL_MEM_HOST_WRITE_ONLY)) ||
        ((parent->flags & CL_MEM_HOST_NO_ACCESS) && (flags & (CL_MEM_HOST_READ_ONLY | CL_MEM_HOST_WRITE_ONLY))))
        ERR(CL_INVALID_VALUE);
    if (type != CL_BUFFER_CREATE_TYPE_REGION || !type_info)
        ERR(CL_INVALID_VALUE);
    const cl_buffer_region *r = type_info;
    if (r->size == 0)
        ERR(CL_INVALID_BUFFER_SIZE);
    if (r->origin > parent->size || r->size > parent->size - r->origin)
        ERR(CL_INVALID_VALUE);
    if (r->origin % 256)
        ERR(CL_MISALIGNED_SUB_BUFFER_OFFSET);
    if (!(flags & access_flags))
        flags |= parent->flags & access_flags;
    if (!(flags & host_flags))
        flags |= parent->flags & host_flags;
    flags |= parent->flags & (CL_MEM_USE_HOST_PTR | CL_MEM_ALLOC_HOST_PTR | CL_MEM_COPY_HOST_PTR);
    cl_mem m = new_mem(parent->ctx, flags, r->size, errcode_ret);
    if (!m)
        return NULL;
    m->addr = parent->addr + r->origin;
    m->parent = parent;
    m->origin = r->origin;
    if (parent->host_ptr)
        m->host_ptr = (char *)parent->host_ptr + r->origin;
    parent->refs++;
    if (errcode_ret)
        *errcode_ret = CL_SUCCESS;
    return m;
}

cl_int CL_API_CALL ocl_clRetainMemObject(cl_mem m)
{
    RETAIN(m, T_MEM, CL_INVALID_MEM_OBJECT);
}

/* The last release of a buffer gives its device memory back to the runtime;
 * a sub-buffer holds a reference to its parent, so the parent's memory stays
 * until the last sub-buffer goes too. */
cl_int CL_API_CALL ocl_clReleaseMemObject(cl_mem m)
{
    if (!VALID(m, T_MEM))
        return CL_INVALID_MEM_OBJECT;
    if (--m->refs)
        return CL_SUCCESS;
    for (destructor *d = m->dtors, *next; d; d = next) {
        next = d->next;
        d->fn(m, d->data);
        free(d);
    }
    for (mapping *p = m->maps, *next; p; p = next) {
        next = p->next;
        if (p->owned)
            free(p->ptr);
        free(p);
    }
    cl_context c = m->ctx;
    cl_mem parent = m->parent;
    if (!parent) {
        ocl_lock();
        gcn_rt_free(ocl_rt, m->addr);
        ocl_unlock();
    }
    m->tag = 0;
    free(m);
    if (parent)
        ocl_clReleaseMemObject(parent);
    return ocl_clReleaseContext(c);
}

cl_int CL_API_CALL ocl_clSetMemObjectDestructorCallback(cl_mem m, void (CL_CALLBACK *fn)(cl_mem, void *),
                                                               void *data)
{
    if (!VALID(m, T_MEM))
        return CL_INVALID_MEM_OBJECT;
    if (!fn)
        return CL_INVALID_VALUE;
    destructor *d = malloc(sizeof *d);
    if (!d)
        return CL_OUT_OF_HOST_MEMORY;
    *d = (destructor){fn, data, m->dtors};
    m->dtors = d;   /* called in the reverse order of registration */
    return CL_SUCCESS;
}

cl_int CL_API_CALL ocl_clGetMemObjectInfo(cl_mem m, cl_mem_info param, size_t size, void *out, size_t *ret)
{
    if (!VALID(m, T_MEM))
        return CL_INVALID_MEM_OBJECT;
    switch (param) {
    case CL_MEM_TYPE: INFO(cl_mem_object_type, CL_MEM_OBJECT_BUFFER);
    case CL_MEM_FLAGS: INFO(cl_mem_flags, m->flags);
    case CL_MEM_SIZE: INFO(size_t, m->size);
    case CL_MEM_HOST_PTR: INFO(void *, m->host_ptr);
    case CL_MEM_MAP_COUNT: INFO(cl_uint, m->nmaps);
    case CL_MEM_REFERENCE_COUNT: INFO(cl_uint, m->refs);
    case CL_MEM_CONTEXT: INFO(cl_context, m->ctx);
    case CL_MEM_ASSOCIATED_MEMOBJECT: INFO(cl_mem, m->parent);
    case CL_MEM_OFFSET: INFO(size_t, m->origin);
    default: return CL_INVALID_VALUE;
    }
}

/* The checks every buffer command shares. */
static cl_int check_buffer_cmd(cl_command_queue q, cl_mem m, size_t offset, size_t n, cl_uint nwait,
                               const cl_event *wait)
{
    if (!VALID(q, T_QUEUE))
        return CL_INVALID_COMMAND_QUEUE;
    if (!VALID(m, T_MEM))
        return CL_INVALID_MEM_OBJECT;
    if (m->ctx != q->ctx)
        return CL_INVALID_CONTEXT;
    if (offset > m->size || n > m->size - offset)
        return CL_INVALID_VALUE;
    return ocl_check_wait_list(nwait, wait, q->ctx);
}

action ocl_span(act_kind kind, uint64_t dev, size_t offset, size_t n, void *host)
{
    action a;
    memset(&a, 0, sizeof a);
    if (n == 0)
        return a;   /* nothing to move */
    a.kind = kind;
    a.dev = a.dev2 = dev;
    a.r = (rect){offset, n, n, offset + n};
    a.r2 = (rect){0, n, n, n};
    a.host = host;
    a.region[0] = n;
    a.region[1] = a.region[2] = 1;
    return a;
}

cl_int CL_API_CALL ocl_clEnqueueReadBuffer(cl_command_queue q, cl_mem m, cl_bool blocking, size_t offset,
                                                  size_t n, void *ptr, cl_uint nwait, const cl_event *wait,
                                                  cl_event *ev)
{
    cl_int rc = check_buffer_cmd(q, m, offset, n, nwait, wait);
    if (rc != CL_SUCCESS)
        return rc;
    if (!ptr || n == 0)
        return CL_INVALID_VALUE;
    if (m->flags & (CL_MEM_HOST_WRITE_ONLY | CL_MEM_HOST_NO_ACCESS))
        return CL_INVALID_OPERATION;
    return ocl_submit(q, CL_COMMAND_READ_BUFFER, nwait, wait, ocl_span(ACT_READ, m->addr, offset, n, ptr), blocking,
                      ev);
}

cl_int CL_API_CALL ocl_clEnqueueWriteBuffer(cl_command_queue q, cl_mem m, cl_bool blocking, size_t offset,
                                                   size_t n, const void *ptr, cl_uint nwait, const cl_event *wait,
                                                   cl_event *ev)
{
    cl_int rc = check_buffer_cmd(q, m, offset, n, nwait, wait);
    if (rc != CL_SUCCESS)
        return rc;
    if (!ptr || n == 0)
        return CL_INVALID_VALUE;
    if (m->flags & (CL_MEM_HOST_READ_ONLY | CL_MEM_HOST_NO_ACCESS))
        return CL_INVALID_OPERATION;
    return ocl_submit(q, CL_COMMAND_WRITE_BUFFER, nwait, wait, ocl_span(ACT_WRITE, m->addr, offset, n, (void *)ptr),
                      blocking, ev);
}

cl_int CL_API_CALL ocl_clEnqueueCopyBuffer(cl_command_queue q, cl_mem src, cl_mem dst, size_t src_off,
                                                  size_t dst_off, size_t n, cl_uint nwait, const cl_event *wait,
                                                  cl_event *ev)
{
    cl_int rc = check_buffer_cmd(q, src, src_off, n, nwait, wait);
    if (rc == CL_SUCCESS)
        rc = check_buffer_cmd(q, dst, dst_off, n, 0, NULL);
    if (rc != CL_SUCCESS)
        return rc;
    if (n == 0)
        return CL_INVALID_VALUE;
    if (src->addr + src_off < dst->addr + dst_off + n && dst->addr + dst_off < src->addr + src_off + n)
        return CL_MEM_COPY_OVERLAP;
    action a = ocl_span(ACT_COPY, src->addr, src_off, n, NULL);
    a.dev2 = dst->addr;
    a.r2 = (rect){dst_off, n, n, dst_off + n};
    return ocl_submit(q, CL_COMMAND_COPY_BUFFER, nwait, wait, a, CL_FALSE, ev);
}

cl_int CL_API_CALL ocl_clEnqueueFillBuffer(cl_command_queue q, cl_mem m, const void *pattern, size_t psize,
                                                  size_t offset, size_t n, cl_uint nwait, const cl_event *wait,
                                                  cl_event *ev)
{
    cl_int rc = check_buffer_cmd(q, m, offset, n, nwait, wait);
    if (rc != CL_SUCCESS)
        return rc;
    if (!pattern || psize == 0 || psize > 128 || (psize & (psize - 1)) || offset % psize || n % psize)
        return CL_INVALID_VALUE;
    unsigned char *tmp = malloc(n ? n : 1);
    if (!tmp)
        return CL_OUT_OF_HOST_MEMORY;
    for (size_t i = 0; i < n; i += psize)
        memcpy(tmp + i, pattern, psize);
    action a = ocl_span(ACT_WRITE, m->addr, offset, n, tmp);
    a.owned = tmp;
    return ocl_submit(q, CL_COMMAND_FILL_BUFFER, nwait, wait, a, CL_FALSE, ev);
}

void *CL_API_CALL ocl_clEnqueueMapBuffer(cl_command_queue q, cl_mem m, cl_bool blocking, cl_map_flags flags,
                                                size_t offset, size_t n, cl_uint nwait, const cl_event *wait,
                                                cl_event *ev, cl_int *errcode_ret)
{
    cl_int rc = check_buffer_cmd(q, m, offset, n, nwait, wait);
    if (rc != CL_SUCCESS)
        ERR(rc);
    const cl_map_flags known = CL_MAP_READ | CL_MAP_WRITE | CL_MAP_WRITE_INVALIDATE_REGION;
    if (n == 0 || (flags & ~known) ||
        ((flags & CL_MAP_WRITE_INVALIDATE_REGION) && (flags & (CL_MAP_READ | CL_MAP_WRITE))))
        ERR(CL_INVALID_VALUE);
    if (((flags & CL_MAP_READ) && (m->flags & (CL_MEM_HOST_WRITE_ONLY | CL_MEM_HOST_NO_ACCESS))) ||
        ((flags & (CL_MAP_WRITE | CL_MAP_WRITE_INVALIDATE_REGION)) &&
         (m->flags & (CL_MEM_HOST_READ_ONLY | CL_MEM_HOST_NO_ACCESS))))
        ERR(CL_INVALID_OPERATION);
    mapping *p = calloc(1, sizeof *p);
    if (!p)
        ERR(CL_OUT_OF_HOST_MEMORY);
    p->offset = offset;
    p->size = n;
    p->flags = flags;
    p->owned = m->host_ptr == NULL;
    p->ptr = p->owned ? malloc(n) : (char *)m->host_ptr + offset;
    if (!p->ptr) {
        free(p);
        ERR(CL_MAP_FAILURE);
    }
    /* the region comes to the host when the map runs (nothing to bring for an invalidated one) */
    action a = ocl_span(flags & CL_MAP_WRITE_INVALIDATE_REGION ? ACT_NONE : ACT_READ, m->addr, offset, n, p->ptr);
    if ((rc = ocl_submit(q, CL_COMMAND_MAP_BUFFER, nwait, wait, a, blocking, ev)) != CL_SUCCESS) {
        if (p->owned)
            free(p->ptr);
        free(p);
        ERR(rc);
    }
    p->next = m->maps;
    m->maps = p;
    m->nmaps++;
    if (errcode_ret)
        *errcode_ret = CL_SUCCESS;
    return p->ptr;
}

cl_int CL_API_CALL ocl_clEnqueueUnmapMemObject(cl_command_queue q, cl_mem m, void *ptr, cl_uint nwait,
                                                      const cl_event *wait, cl_event *ev)
{
    cl_int rc = check_buffer_cmd(q, m, 0, 0, nwait, wait);
    if (rc != CL_SUCCESS)
        return rc;
    mapping **pp = &m->maps;
    while (*pp && (*pp)->ptr != ptr)
        pp = &(*pp)->next;
    if (!*pp)
        return CL_INVALID_VALUE;
    /* the mapping ends now; a written region goes back when the unmap runs,
     * which then frees the host copy */
    mapping *p = *pp;
    *pp = p->next;
    m->nmaps--;
    action a = ocl_span(p->flags & (CL_MAP_WRITE | CL_MAP_WRITE_INVALIDATE_REGION) ? ACT_WRITE : ACT_NONE, m->addr,
                        p->offset, p->size, p->ptr);
    a.owned = p->owned ? p->ptr : NULL;
    free(p);
    return ocl_submit(q, CL_COMMAND_UNMAP_MEM_OBJECT, nwait, wait, a, CL_FALSE, ev);
}

/* Device memory is the only copy of a buffer (a USE_HOST_PTR one is brought
 * to the host by a map): a migration has nothing to move. */
cl_int CL_API_CALL ocl_clEnqueueMigrateMemObjects(cl_command_queue q, cl_uint n, const cl_mem *mems,
                                                  cl_mem_migration_flags flags, cl_uint nwait, const cl_event *wait,
                                                  cl_event *ev)
{
    if (!VALID(q, T_QUEUE))
        return CL_INVALID_COMMAND_QUEUE;
    if (n == 0 || !mems || (flags & ~(cl_mem_migration_flags)(CL_MIGRATE_MEM_OBJECT_HOST |
                                                               CL_MIGRATE_MEM_OBJECT_CONTENT_UNDEFINED)))
        return CL_INVALID_VALUE;
    for (cl_uint i = 0; i < n; i++) {
        if (!VALID(mems[i], T_MEM))
            return CL_INVALID_MEM_OBJECT;
        if (mems[i]->ctx != q->ctx)
            return CL_INVALID_CONTEXT;
    }
    return ocl_marker(q, CL_COMMAND_MIGRATE_MEM_OBJECTS, nwait, wait, ev);
}

/* ---- rectangular commands ---- */
/* The side at origin with the pitches given: CL_INVALID_VALUE when a pitch is
 * too small, the slice pitch not a multiple of the row pitch, or a byte
 * beyond what a size_t counts. */
static cl_int rect_side(const size_t origin[3], const size_t region[3], size_t row, size_t slice, rect *r)
{
    if (row == 0)
        row = region[0];
    if (row < region[0])
        return CL_INVALID_VALUE;
    if (slice == 0 && __builtin_mul_overflow(region[1], row, &slice))
        return CL_INVALID_VALUE;
    size_t a, b, c, last;
    if (slice / row < region[1] || slice % row)
        return CL_INVALID_VALUE;
    if (__builtin_mul_overflow(origin[2], slice, &a) || __builtin_mul_overflow(origin[1], row, &b) ||
        __builtin_add_overflow(a, b, &c) || __builtin_add_overflow(c, origin[0], &r->start) ||
        __builtin_mul_overflow(region[2] - 1, slice, &a) || __builtin_mul_overflow(region[1] - 1, row, &b) ||
        __builtin_add_overflow(a, b, &c) || __builtin_add_overflow(c, region[0], &last) ||
        __builtin_add_overflow(r->start, last, &r->end))
        return CL_INVALID_VALUE;
    r->row = row;
    r->slice = slice;
    return CL_SUCCESS;
}

/* Both sides of a buffer-host command, the buffer's inside it. */
static cl_int rect_sides(cl_mem m, const size_t borigin[3], const size_t horigin[3], const size_t region[3],
                         size_t brow, size_t bslice, size_t hrow, size_t hslice, rect *b, rect *h)
{
    if (!borigin || !horigin || !region || !region[0] || !region[1] || !region[2])
        return CL_INVALID_VALUE;
    cl_int rc = rect_side(borigin, region, brow, bslice, b);
    if (rc == CL_SUCCESS)
        rc = rect_side(horigin, region, hrow, hslice, h);
    if (rc == CL_SUCCESS && b->end > m->size)
        rc = CL_INVALID_VALUE;
    return rc;
}

/* Row i (of region[1] x region[2]) of a side: its offset. */
static size_t rect_row(const rect *r, const size_t region[3], size_t i)
{
    return r->start + i / region[1] * r->slice + i % region[1] * r->row;
}

/* Move the rows of a rectangle between device memory at addr and host
 * memory (write: to the device); under the lock.  -1 when the runtime fails. */
static int move_rows(uint64_t addr, const rect *dev, unsigned char *host, const rect *hr, const size_t region[3],
                     int write)
{
    for (size_t i = 0; i < region[1] * region[2]; i++) {
        uint64_t a = addr + rect_row(dev, region, i);
        unsigned char *p = host + rect_row(hr, region, i);
        if ((write ? gcn_rt_write(ocl_rt, a, p, region[0]) : gcn_rt_read(ocl_rt, a, p, region[0])) < 0)
            return -1;
    }
    return 0;
}

/* Whether two rectangles of device memory (at a and b) share a byte: each
 * side's rows come in increasing order and do not overlap one another, so
 * walking both lists together finds any row of one that meets a row of the
 * other. */
static int rects_overlap(uint64_t a, const rect *ra, uint64_t b, const rect *rb, const size_t region[3])
{
    size_t n = region[1] * region[2], i = 0, j = 0;
    while (i < n && j < n) {
        uint64_t sa = a + rect_row(ra, region, i), sb = b + rect_row(rb, region, j);
        if (sa < sb + region[0] && sb < sa + region[0])
            return 1;
        if (sa < sb)
            i++;
        else
            j++;
    }
    return 0;
}

/* The runs of READ, WRITE and COPY (under the lock): a copy goes through the
 * host, the source's rows packed, then written to the destination's. */
int ocl_move(const action *a)
{
    if (a->kind != ACT_COPY)
        return move_rows(a->dev, &a->r, a->host, &a->r2, a->region, a->kind == ACT_WRITE);
    unsigned char *tmp = malloc(a->region[0] * a->region[1] * a->region[2]);
    if (!tmp)
        return -1;
    const size_t zero[3] = {0, 0, 0};
    rect packed;
    rect_side(zero, a->region, 0, 0, &packed);
    int bad = move_rows(a->dev, &a->r, tmp, &packed, a->region, 0) < 0 ||
              move_rows(a->dev2, &a->r2, tmp, &packed, a->region, 1) < 0;
    free(tmp);
    return bad ? -1 : 0;
}

static cl_int rect_transfer(cl_command_queue q, cl_mem m, int write, cl_bool blocking, const size_t borigin[3],
                            const size_t horigin[3], const size_t region[3], size_t brow, size_t bslice, size_t hrow,
                            size_t hslice, void *ptr, cl_uint nwait, const cl_event *wait, cl_event *ev)
{
    cl_int rc = check_buffer_cmd(q, m, 0, 0, nwait, wait);
    if (rc != CL_SUCCESS)
        return rc;
    rect b, h;
    if (!ptr)
        return CL_INVALID_VALUE;
    if ((rc = rect_sides(m, borigin, horigin, region, brow, bslice, hrow, hslice, &b, &h)) != CL_SUCCESS)
        return rc;
    if (m->flags & (CL_MEM_HOST_NO_ACCESS | (write ? CL_MEM_HOST_READ_ONLY : CL_MEM_HOST_WRITE_ONLY)))
        return CL_INVALID_OPERATION;
    action a = {.kind = write ? ACT_WRITE : ACT_READ, .dev = m->addr, .r = b, .r2 = h, .host = ptr,
                .region = {region[0], region[1], region[2]}};
    return ocl_submit(q, write ? CL_COMMAND_WRITE_BUFFER_RECT : CL_COMMAND_READ_BUFFER_RECT, nwait, wait, a,
                      blocking, ev);
}

cl_int CL_API_CALL ocl_clEnqueueReadBufferRect(cl_command_queue q, cl_mem m, cl_bool blocking,
                                               const size_t *borigin, const size_t *horigin, const size_t *region,
                                               size_t brow, size_t bslice, size_t hrow, size_t hslice, void *ptr,
                                               cl_uint nwait, const cl_event *wait, cl_event *ev)
{
    return rect_transfer(q, m, 0, blocking, borigin, horigin, region, brow, bslice, hrow, hslice, ptr, nwait, wait, ev);
}

cl_int CL_API_CALL ocl_clEnqueueWriteBufferRect(cl_command_queue q, cl_mem m, cl_bool blocking,
                                                const size_t *borigin, const size_t *horigin, const size_t *region,
                                                size_t brow, size_t bslice, size_t hrow, size_t hslice,
                                                const void *ptr, cl_uint nwait, const cl_event *wait, cl_event *ev)
{
    return rect_transfer(q, m, 1, blocking, borigin, horigin, region, brow, bslice, hrow, hslice, (void *)ptr, nwait, wait,
                         ev);
}

cl_int CL_API_CALL ocl_clEnqueueCopyBufferRect(cl_command_queue q, cl_mem src, cl_mem dst, const size_t *sorigin,
                                               const size_t *dorigin, const size_t *region, size_t srow,
                                               size_t sslice, size_t drow, size_t dslice, cl_uint nwait,
                                               const cl_event *wait, cl_event *ev)
{
    cl_int rc = check_buffer_cmd(q, src, 0, 0, nwait, wait);
    if (rc == CL_SUCCESS)
        rc = check_buffer_cmd(q, dst, 0, 0, 0, NULL);
    if (rc != CL_SUCCESS)
        return rc;
    rect s, d;
    if ((rc = rect_sides(src, sorigin, dorigin, region, srow, sslice, drow, dslice, &s, &d)) != CL_SUCCESS)
        return rc;
    if (d.end > dst->size)
        return CL_INVALID_VALUE;
    if (src == dst && (s.row != d.row || s.slice != d.slice))
        return CL_INVALID_VALUE;
    if (rects_overlap(src->addr, &s, dst->addr, &d, region))
        return CL_MEM_COPY_OVERLAP;
    action a = {.kind = ACT_COPY, .dev = src->addr, .dev2 = dst->addr, .r = s, .r2 = d,
                .region = {region[0], region[1], region[2]}};
    return ocl_submit(q, CL_COMMAND_COPY_BUFFER_RECT, nwait, wait, a, CL_FALSE, ev);
}
