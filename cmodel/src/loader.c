/* Code-object loader: kernel descriptors (NAME.kd symbols) and the
 * AMDGPU metadata note (NT_AMDGPU_METADATA, a MessagePack map). */
#include "gcn/loader.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "msgpack.h"

static const char *const kind_names[GCN_ARG_NKINDS] = {
    "unknown", "by_value", "global_buffer", "dynamic_shared_pointer", "sampler", "image", "pipe", "queue",
    "hidden_global_offset_x", "hidden_global_offset_y", "hidden_global_offset_z", "hidden_none",
    "hidden_printf_buffer", "hidden_hostcall_buffer", "hidden_default_queue", "hidden_completion_action",
    "hidden_multigrid_sync_arg", "hidden_block_count_x", "hidden_block_count_y", "hidden_block_count_z",
    "hidden_group_size_x", "hidden_group_size_y", "hidden_group_size_z", "hidden_remainder_x",
    "hidden_remainder_y", "hidden_remainder_z", "hidden_grid_dims", "hidden_heap_v1",
    "hidden_dynamic_lds_size", "hidden_private_base", "hidden_shared_base", "hidden_queue_ptr",
};

const char *gcn_arg_kind_name(gcn_arg_kind k)
{
    return (unsigned)k < GCN_ARG_NKINDS ? kind_names[k] : "unknown";
}

int gcn_arg_kind_hidden(gcn_arg_kind k)
{
    return k >= GCN_ARG_HIDDEN_GLOBAL_OFFSET_X && k < GCN_ARG_NKINDS;
}

static gcn_arg_kind kind_from(const mp_item *it)
{
    for (unsigned k = 1; k < GCN_ARG_NKINDS; k++)
        if (mp_str_is(it, kind_names[k]))
            return (gcn_arg_kind)k;
    return GCN_ARG_UNKNOWN;
}

/* Kernels of all metadata notes together: a bound on what a code object
 * may make the loader allocate. */
#define MAX_KERNELS 4096

static int fail(char *err, size_t n, const char *msg)
{
    snprintf(err, n, "%s", msg);
    return -1;
}

static uint32_t rd32(const uint8_t *p)
{
    return (uint32_t)p[0] | (uint32_t)p[1] << 8 | (uint32_t)p[2] << 16 | (uint32_t)p[3] << 24;
}

static uint64_t rd64(const uint8_t *p) { return rd32(p) | (uint64_t)rd32(p + 4) << 32; }

/* ---- kernel descriptor ---- */

static unsigned bits(uint32_t v, unsigned lo, unsigned width)
{
    return (v >> lo) & ((1u << width) - 1);
}

/* MODE at dispatch: FP_ROUND [3:0], FP_DENORM [7:4], DX10_CLAMP [8],
 * IEEE [9], FP16_OVFL [23], from the matching rsrc1 fields (the ABI's
 * denorm enumeration has the MODE register's encoding). */
static uint32_t mode_from_rsrc1(uint32_t r1)
{
    return bits(r1, 12, 2) | bits(r1, 14, 2) << 2 | bits(r1, 16, 2) << 4 | bits(r1, 18, 2) << 6 |
           bits(r1, 21, 1) << 8 | bits(r1, 23, 1) << 9 | bits(r1, 26, 1) << 23;
}

int gcn_kd_decode(const uint8_t raw[64], gcn_kernel_descriptor *kd, char *err, size_t n)
{
    memset(kd, 0, sizeof *kd);
    kd->group_segment_fixed_size = rd32(raw + 0);
    kd->private_segment_fixed_size = rd32(raw + 4);
    kd->kernarg_size = rd32(raw + 8);
    kd->kernel_code_entry_byte_offset = (int64_t)rd64(raw + 16);
    kd->rsrc3 = rd32(raw + 44);
    kd->rsrc1 = rd32(raw + 48);
    kd->rsrc2 = rd32(raw + 52);
    kd->code_properties = (uint16_t)(raw[56] | raw[57] << 8);
    uint32_t r1 = kd->rsrc1, r2 = kd->rsrc2, cp = kd->code_properties;
    kd->vgpr_alloc = (bits(r1, 0, 6) + 1) * 8;    /* gfx90a allocates VGPRs in granules of 8 */
    kd->sgpr_alloc = (bits(r1, 6, 4) + 1) * 8;     /* LLVM encodes SGPR blocks of 8 (VCC etc. included) */
    kd->mode = mode_from_rsrc1(r1);
    kd->scratch_en = (uint8_t)bits(r2, 0, 1);
    kd->user_sgpr_count = bits(r2, 1, 5);
    kd->trap_en = (uint8_t)bits(r2, 6, 1);
    for (unsigned d = 0; d < 3; d++)
        kd->wg_id_en[d] = (uint8_t)bits(r2, 7 + d, 1);
    kd->wg_info_en = (uint8_t)bits(r2, 10, 1);
    kd->workitem_id_vgprs = (uint8_t)bits(r2, 11, 2);
    kd->accum_offset = (bits(kd->rsrc3, 0, 6) + 1) * 4;
    kd->tg_split = (uint8_t)bits(kd->rsrc3, 16, 1);
    kd->sgpr_private_segment_buffer = (uint8_t)bits(cp, 0, 1);
    kd->sgpr_dispatch_ptr = (uint8_t)bits(cp, 1, 1);
    kd->sgpr_queue_ptr = (uint8_t)bits(cp, 2, 1);
    kd->sgpr_kernarg_segment_ptr = (uint8_t)bits(cp, 3, 1);
    kd->sgpr_dispatch_id = (uint8_t)bits(cp, 4, 1);
    kd->sgpr_flat_scratch_init = (uint8_t)bits(cp, 5, 1);
    kd->sgpr_private_segment_size = (uint8_t)bits(cp, 6, 1);
    kd->wavefront_size32 = (uint8_t)bits(cp, 10, 1);
    kd->uses_dynamic_stack = (uint8_t)bits(cp, 11, 1);
    unsigned users = 4u * kd->sgpr_private_segment_buffer + 2u * (kd->sgpr_dispatch_ptr + kd->sgpr_queue_ptr +
                     kd->sgpr_kernarg_segment_ptr + kd->sgpr_dispatch_id + kd->sgpr_flat_scratch_init) +
                     kd->sgpr_private_segment_size;
    if (kd->wavefront_size32)
        return fail(err, n, "kernel descriptor asks for wave32, which gfx90a does not have");
    if (bits(cp, 7, 3))
        return fail(err, n, "kernel descriptor enables grid work-group count SGPRs, which CP does not set up");
    if (users != kd->user_sgpr_count)
        return fail(err, n, "kernel descriptor: user SGPR enables do not add up to rsrc2.USER_SGPR");
    if (kd->workitem_id_vgprs == 3)
        return fail(err, n, "kernel descriptor: undefined work-item id VGPR setting");
    return 0;
}

/* ---- metadata note ---- */

/* A string item into a fixed buffer (truncated, always terminated). */
static void copy_str(char *dst, size_t cap, const mp_item *it)
{
    size_t len = it->type == MP_STR && it->len < cap ? it->len : 0;
    if (it->type == MP_STR && it->len >= cap)
        len = cap - 1;
    memcpy(dst, it->str ? it->str : "", len);
    dst[len] = '\0';
    for (size_t i = 0; i < len; i++)   /* names get printed: keep them printable */
        if ((unsigned char)dst[i] < 0x20 || (unsigned char)dst[i] > 0x7e)
            dst[i] = '?';
}

static uint8_t address_space_from(const mp_item *it)
{
    static const char *const names[] = {"generic", "global", "region", "local", "constant", "private"};
    for (unsigned i = 0; i < 6; i++)
        if (mp_str_is(it, names[i]))
            return (uint8_t)i;
    return 0;
}

/* Read a non-negative integer that fits 32 bits. */
static int read_u32(mp_cursor *c, uint32_t *out)
{
    mp_item v;
    int ok;
    if (mp_next(c, &v) < 0)
        return -1;
    int64_t x = mp_as_int(&v, &ok);
    if (!ok || x < 0 || x > UINT32_MAX) {
        c->error = 1;
        return -1;
    }
    *out = (uint32_t)x;
    return 0;
}

static int read_arg(mp_cursor *c, gcn_kernel_arg *a)
{
    mp_item m, key, v;
    if (mp_next(c, &m) < 0 || m.type != MP_MAP)
        return -1;
    for (uint32_t i = 0; i < m.len; i++) {
        if (mp_next(c, &key) < 0)
            return -1;
        int r = 0;
        if (mp_str_is(&key, ".offset"))
            r = read_u32(c, &a->offset);
        else if (mp_str_is(&key, ".size"))
            r = read_u32(c, &a->size);
        else if (mp_str_is(&key, ".name") || mp_str_is(&key, ".type_name") ||
                 mp_str_is(&key, ".value_kind") || mp_str_is(&key, ".address_space") ||
                 mp_str_is(&key, ".is_const")) {
            if (mp_next(c, &v) < 0)
                return -1;
            if (mp_str_is(&key, ".name")) copy_str(a->name, sizeof a->name, &v);
            else if (mp_str_is(&key, ".type_name")) copy_str(a->type_name, sizeof a->type_name, &v);
            else if (mp_str_is(&key, ".value_kind")) a->kind = kind_from(&v);
            else if (mp_str_is(&key, ".address_space")) a->address_space = address_space_from(&v);
            else a->is_const = v.type == MP_BOOL && v.b;
            r = mp_skip_body(c, &v);
        } else {
            r = mp_skip(c);
        }
        if (r < 0)
            return -1;
    }
    return 0;
}

/* An array's elements take at least a byte each: a count beyond the bytes
 * left is malformed, so no header makes the reader allocate more than the
 * note's size warrants. */
static int array_fits(const mp_cursor *c, const mp_item *arr, uint32_t max)
{
    return arr->type == MP_ARRAY && arr->len <= max && arr->len <= (size_t)(c->end - c->p);
}

static int read_args(mp_cursor *c, gcn_kernel *k)
{
    mp_item arr;
    if (mp_next(c, &arr) < 0 || !array_fits(c, &arr, 1024))
        return -1;
    free(k->args);
    k->args = calloc(arr.len ? arr.len : 1, sizeof *k->args);
    if (!k->args)
        return -1;
    k->nargs = arr.len;
    for (uint32_t i = 0; i < arr.len; i++)
        if (read_arg(c, &k->args[i]) < 0)
            return -1;
    return 0;
}

static int read_kernel(mp_cursor *c, gcn_kernel *k)
{
    mp_item m, key, v;
    if (mp_next(c, &m) < 0 || m.type != MP_MAP)
        return -1;
    k->has_metadata = 1;
    for (uint32_t i = 0; i < m.len; i++) {
        if (mp_next(c, &key) < 0)
            return -1;
        int r;
        if (mp_str_is(&key, ".args")) r = read_args(c, k);
        else if (mp_str_is(&key, ".kernarg_segment_size")) r = read_u32(c, &k->kernarg_segment_size);
        else if (mp_str_is(&key, ".kernarg_segment_align")) r = read_u32(c, &k->kernarg_segment_align);
        else if (mp_str_is(&key, ".wavefront_size")) r = read_u32(c, &k->wavefront_size);
        else if (mp_str_is(&key, ".max_flat_workgroup_size")) r = read_u32(c, &k->max_flat_workgroup_size);
        else if (mp_str_is(&key, ".sgpr_count")) r = read_u32(c, &k->sgpr_count);
        else if (mp_str_is(&key, ".vgpr_count")) r = read_u32(c, &k->vgpr_count);
        else if (mp_str_is(&key, ".agpr_count")) r = read_u32(c, &k->agpr_count);
        else if (mp_str_is(&key, ".name")) {
            r = mp_next(c, &v);
            copy_str(k->name, sizeof k->name, &v);
        } else {
            r = mp_skip(c);
        }
        if (r < 0)
            return -1;
    }
    return 0;
}

/* What one metadata note says: its kernels, target and version. */
typedef struct md_note {
    gcn_kernel *kernels;
    unsigned nkernels;
    char target[64];
    uint32_t version[2];
    uint8_t has_version;
} md_note;

static void md_note_free(md_note *md)
{
    for (unsigned i = 0; i < md->nkernels; i++)
        free(md->kernels[i].args);
    free(md->kernels);
    memset(md, 0, sizeof *md);
}

/* amdhsa.kernels: an array of kernel maps. */
static int read_kernels(mp_cursor *c, md_note *md)
{
    mp_item arr;
    if (mp_next(c, &arr) < 0 || !array_fits(c, &arr, MAX_KERNELS))
        return -1;
    md->kernels = calloc(arr.len ? arr.len : 1, sizeof *md->kernels);
    if (!md->kernels)
        return -1;
    for (uint32_t i = 0; i < arr.len; i++) {
        md->nkernels = i + 1;
        if (read_kernel(c, &md->kernels[i]) < 0)
            return -1;
    }
    return 0;
}

/* amdhsa.version: [major, minor]. */
static int read_version(mp_cursor *c, md_note *md)
{
    mp_item arr;
    if (mp_next(c, &arr) < 0 || arr.type != MP_ARRAY || arr.len != 2)
        return -1;
    md->has_version = 1;
    return read_u32(c, &md->version[0]) < 0 || read_u32(c, &md->version[1]) < 0 ? -1 : 0;
}

static int parse_metadata(md_note *md, const uint8_t *p, size_t size)
{
    mp_cursor c;
    mp_item top, key, v;
    mp_init(&c, p, size);
    if (mp_next(&c, &top) < 0 || top.type != MP_MAP)
        return -1;
    for (uint32_t i = 0; i < top.len; i++) {
        if (mp_next(&c, &key) < 0)
            return -1;
        if (mp_str_is(&key, "amdhsa.kernels")) {
            if (md->kernels || read_kernels(&c, md) < 0)
                return -1;
        } else if (mp_str_is(&key, "amdhsa.version")) {
            if (md->has_version || read_version(&c, md) < 0)
                return -1;
        } else if (mp_str_is(&key, "amdhsa.target")) {
            if (mp_next(&c, &v) < 0)
                return -1;
            copy_str(md->target, sizeof md->target, &v);
        } else if (mp_skip(&c) < 0) {
            return -1;
        }
    }
    return c.error ? -1 : 0;
}

static gcn_kernel *kernel_named(gcn_code_object *co, const char *name, size_t len)
{
    for (unsigned i = 0; i < co->nkernels; i++)
        if (strlen(co->kernels[i].name) == len && strncmp(co->kernels[i].name, name, len) == 0)
            return &co->kernels[i];
    return NULL;
}

/* Add one note's kernels to the code object (their argument lists move
 * over).  ld.lld keeps one note per linked object: they must agree on
 * target and version, and name each kernel once. */
static int merge_note(gcn_code_object *co, md_note *md, char *err, size_t n)
{
    if (md->target[0] && co->target[0] && strcmp(md->target, co->target) != 0) {
        snprintf(err, n, "metadata notes disagree on amdhsa.target: %s and %s", co->target, md->target);
        return -1;
    }
    if (md->has_version && co->has_md_version &&
        (md->version[0] != co->md_version[0] || md->version[1] != co->md_version[1])) {
        snprintf(err, n, "metadata notes disagree on amdhsa.version: %u.%u and %u.%u", co->md_version[0],
                 co->md_version[1], md->version[0], md->version[1]);
        return -1;
    }
    if (md->target[0])
        snprintf(co->target, sizeof co->target, "%s", md->target);
    if (md->has_version) {
        memcpy(co->md_version, md->version, sizeof co->md_version);
        co->has_md_version = 1;
    }
    if (co->nkernels + md->nkernels > MAX_KERNELS)
        return fail(err, n, "more than 4096 kernels in the metadata notes");
    gcn_kernel *grown = realloc(co->kernels, (co->nkernels + md->nkernels + 1) * sizeof *grown);
    if (!grown)
        return fail(err, n, "out of memory");
    co->kernels = grown;
    for (unsigned i = 0; i < md->nkernels; i++) {
        gcn_kernel *k = &md->kernels[i];
        if (kernel_named(co, k->name, strlen(k->name))) {
            snprintf(err, n, "kernel %s is described twice in the metadata notes", k->name);
            return -1;
        }
        co->kernels[co->nkernels++] = *k;
        k->args = NULL;
    }
    return 0;
}

/* Each NT_AMDGPU_METADATA (32) note with owner "AMDGPU" in the SHT_NOTE
 * sections, in file order: *pos is where to go on (0 at first).  Returns 1
 * and the note's descriptor, 0 when there are no more, -1 malformed. */
static int next_metadata(const gcn_elf *elf, uint64_t pos[2], const uint8_t **desc, size_t *descsz)
{
    for (; pos[0] < elf->nsections; pos[0]++, pos[1] = 0) {
        const gcn_elf_section *sec = &elf->sections[pos[0]];
        if (sec->type != 7 /* SHT_NOTE */)
            continue;
        const uint8_t *p = elf->data + sec->offset;
        uint64_t end = sec->size;
        while (end - pos[1] >= 12) {
            uint64_t off = pos[1], namesz = rd32(p + off), dsz = rd32(p + off + 4);
            uint32_t type = rd32(p + off + 8);
            uint64_t name_at = off + 12, desc_at = name_at + ((namesz + 3) & ~3ull);
            if (desc_at > end || dsz > end - desc_at)
                return -1;
            pos[1] = desc_at + ((dsz + 3) & ~3ull);
            if (pos[1] > end)
                pos[1] = end;
            if (type == 32 && namesz == 7 && memcmp(p + name_at, "AMDGPU", 7) == 0) {
                *desc = p + desc_at;
                *descsz = dsz;
                return 1;
            }
        }
    }
    return 0;
}

int gcn_co_add_metadata(gcn_code_object *co, const uint8_t *desc, size_t size, char *err, size_t n)
{
    md_note md = {0};
    int rc = parse_metadata(&md, desc, size) < 0 ? fail(err, n, "malformed AMDGPU metadata note (MessagePack)")
                                                 : merge_note(co, &md, err, n);
    md_note_free(&md);
    return rc;
}

/* Read every metadata note and merge their kernels. */
static int read_metadata(gcn_code_object *co, char *err, size_t n)
{
    uint64_t pos[2] = {0, 0};
    const uint8_t *desc;
    size_t size;
    int found;
    while ((found = next_metadata(&co->elf, pos, &desc, &size)) > 0)
        if (gcn_co_add_metadata(co, desc, size, err, n) < 0)
            return -1;
    return found < 0 ? fail(err, n, "malformed note section") : 0;
}

/* ---- kernels from NAME.kd symbols ---- */

/* The file bytes at virtual address [vaddr, vaddr+len) of an allocated
 * section with contents, or NULL. */
static const uint8_t *bytes_at(const gcn_elf *elf, uint64_t vaddr, uint64_t len)
{
    for (unsigned s = 0; s < elf->nsections; s++) {
        const gcn_elf_section *sec = &elf->sections[s];
        if (!(sec->flags & 2) || sec->type == 8 || vaddr < sec->addr)
            continue;
        if (vaddr - sec->addr <= sec->size && len <= sec->size - (vaddr - sec->addr))
            return elf->data + sec->offset + (vaddr - sec->addr);
    }
    return NULL;
}

static int add_kernel(gcn_code_object *co, const gcn_elf_symbol *sym, char *err, size_t n)
{
    size_t len = strlen(sym->name) - 3;
    gcn_kernel *k = kernel_named(co, sym->name, len);
    if (!k && co->nkernels == MAX_KERNELS)
        return fail(err, n, "more than 4096 kernel descriptors (NAME.kd symbols)");
    if (!k) {
        gcn_kernel *grown = realloc(co->kernels, (co->nkernels + 1) * sizeof *grown);
        if (!grown)
            return fail(err, n, "out of memory");
        co->kernels = grown;
        k = &co->kernels[co->nkernels++];
        memset(k, 0, sizeof *k);
        snprintf(k->name, sizeof k->name, "%.*s", (int)len, sym->name);
    }
    const uint8_t *raw = bytes_at(&co->elf, sym->value, 64);
    if (!raw) {
        snprintf(err, n, "kernel descriptor %s lies outside the file", sym->name);
        return -1;
    }
    char why[160];
    if (gcn_kd_decode(raw, &k->kd, why, sizeof why) < 0) {
        snprintf(err, n, "%s: %s", sym->name, why);
        return -1;
    }
    k->kd_vaddr = sym->value;
    k->entry_vaddr = sym->value + (uint64_t)k->kd.kernel_code_entry_byte_offset;
    if (k->entry_vaddr & 255) {
        snprintf(err, n, "%s: entry point 0x%llx is not 256-byte aligned", sym->name,
                 (unsigned long long)k->entry_vaddr);
        return -1;
    }
    if (k->entry_vaddr < co->text_vaddr || k->entry_vaddr >= co->text_vaddr + co->text_size) {
        snprintf(err, n, "%s: entry point 0x%llx is outside .text", sym->name, (unsigned long long)k->entry_vaddr);
        return -1;
    }
    return 0;
}

static int find_kernels(gcn_code_object *co, char *err, size_t n)
{
    const gcn_elf *elf = &co->elf;
    for (unsigned i = 0; i < elf->nsymbols; i++) {
        const gcn_elf_symbol *sym = &elf->symbols[i];
        size_t len = strlen(sym->name);
        if (sym->type == GCN_ELF_STT_OBJECT && len > 3 && strcmp(sym->name + len - 3, ".kd") == 0)
            if (add_kernel(co, sym, err, n) < 0)
                return -1;
    }
    for (unsigned i = 0; i < co->nkernels; i++) {
        if (!co->kernels[i].kd_vaddr) {
            snprintf(err, n, "kernel %s has metadata but no %s.kd descriptor", co->kernels[i].name,
                     co->kernels[i].name);
            return -1;
        }
    }
    return 0;
}

/* The image a loader maps: the allocated sections at their addresses.  Its
 * bytes beyond the file's (SHT_NOBITS sections such as .bss, gaps between
 * sections) are zero-filled memory the tools allocate: at most
 * GCN_CO_MAX_ZERO_FILL, so a small file cannot make them allocate much. */
static int layout(gcn_code_object *co, char *err, size_t n)
{
    for (unsigned s = 0; s < co->elf.nsections; s++) {
        const gcn_elf_section *sec = &co->elf.sections[s];
        if (!(sec->flags & 2))
            continue;
        if (sec->addr > (1ull << 32) || sec->size > (1ull << 32))
            return fail(err, n, "an allocated section lies beyond 4 GiB");
        if (sec->addr + sec->size > co->image_size)
            co->image_size = sec->addr + sec->size;
        if (strcmp(sec->name, ".text") == 0) {
            if (sec->type == 8 /* SHT_NOBITS */)
                return fail(err, n, ".text has no bytes in the file (SHT_NOBITS)");
            if (sec->addr & 3) {   /* instructions are dwords: the tools read .text as them */
                snprintf(err, n, ".text at 0x%llx is not 4-byte aligned", (unsigned long long)sec->addr);
                return -1;
            }
            co->text_vaddr = sec->addr;
            co->text_size = sec->size;
        }
    }
    if (!co->text_size)
        return fail(err, n, "no .text section");
    if (co->image_size > co->elf.size + GCN_CO_MAX_ZERO_FILL) {
        snprintf(err, n, "the allocated sections span %llu bytes: more than the file's %zu plus the %u MiB of "
                 "zero-filled memory (.bss, gaps) a code object may add", (unsigned long long)co->image_size,
                 co->elf.size, (unsigned)(GCN_CO_MAX_ZERO_FILL >> 20));
        return -1;
    }
    return 0;
}

int gcn_co_parse(gcn_code_object *co, uint8_t *data, size_t size, char *err, size_t n)
{
    memset(co, 0, sizeof *co);
    if (gcn_elf_parse(&co->elf, data, size, err, n) < 0)
        return -1;
    co->version = data[8] + 2;  /* EI_ABIVERSION: 1 = v3, 2 = v4, 3 = v5 */
    if (data[7] != 64 /* ELFOSABI_AMDGPU_HSA */ || co->version < 3 || co->version > 5)
        return fail(err, n, "not an HSA code object of version 3, 4 or 5");
    if (layout(co, err, n) < 0)
        return -1;
    if (read_metadata(co, err, n) < 0 || find_kernels(co, err, n) < 0)
        return -1;
    if (co->nkernels == 0)
        return fail(err, n, "no kernels in the code object");
    return 0;
}

int gcn_co_load(gcn_code_object *co, const char *path, char *err, size_t n)
{
    memset(co, 0, sizeof *co);
    uint8_t *data;
    size_t size;
    if (gcn_read_file(path, GCN_ELF_MAX_FILE, &data, &size, err, n) < 0)
        return -1;
    if (gcn_co_parse(co, data, size, err, n) < 0) {
        gcn_co_free(co);
        return -1;
    }
    return 0;
}

void gcn_co_free(gcn_code_object *co)
{
    for (unsigned i = 0; i < co->nkernels; i++)
        free(co->kernels[i].args);
    free(co->kernels);
    gcn_elf_free(&co->elf);
    memset(co, 0, sizeof *co);
}

const gcn_kernel *gcn_co_find_kernel(const gcn_code_object *co, const char *name)
{
    for (unsigned i = 0; i < co->nkernels; i++)
        if (strcmp(co->kernels[i].name, name) == 0)
            return &co->kernels[i];
    return NULL;
}

void gcn_co_image(const gcn_code_object *co, uint8_t *image)
{
    memset(image, 0, co->image_size);
    for (unsigned s = 0; s < co->elf.nsections; s++) {
        const gcn_elf_section *sec = &co->elf.sections[s];
        if ((sec->flags & 2) && sec->type != 8 /* SHT_NOBITS stays zero */)
            memcpy(image + sec->addr, co->elf.data + sec->offset, sec->size);
    }
}
