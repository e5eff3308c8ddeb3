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
    kd->sgpr_alloc = (bits(r1, 6, 4) + 1) * 16;
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

static int read_args(mp_cursor *c, gcn_kernel *k)
{
    mp_item arr;
    if (mp_next(c, &arr) < 0 || arr.type != MP_ARRAY || arr.len > 1024)
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

/* amdhsa.kernels: an array of kernel maps, collected into co->kernels. */
static int read_kernels(mp_cursor *c, gcn_code_object *co)
{
    mp_item arr;
    if (mp_next(c, &arr) < 0 || arr.type != MP_ARRAY || arr.len > 4096)
        return -1;
    co->kernels = calloc(arr.len ? arr.len : 1, sizeof *co->kernels);
    if (!co->kernels)
        return -1;
    for (uint32_t i = 0; i < arr.len; i++) {
        co->nkernels = i + 1;
        if (read_kernel(c, &co->kernels[i]) < 0)
            return -1;
    }
    return 0;
}

static int parse_metadata(gcn_code_object *co, const uint8_t *p, size_t size)
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
            if (co->kernels || read_kernels(&c, co) < 0)
                return -1;
        } else if (mp_str_is(&key, "amdhsa.target")) {
            if (mp_next(&c, &v) < 0)
                return -1;
            copy_str(co->target, sizeof co->target, &v);
        } else if (mp_skip(&c) < 0) {
            return -1;
        }
    }
    return c.error ? -1 : 0;
}

/* Find the NT_AMDGPU_METADATA (32) note with owner "AMDGPU" in any SHT_NOTE
 * section. Returns 1 found, 0 none, -1 malformed. */
static int find_metadata(const gcn_elf *elf, const uint8_t **desc, size_t *descsz)
{
    for (unsigned s = 0; s < elf->nsections; s++) {
        const gcn_elf_section *sec = &elf->sections[s];
        if (sec->type != 7 /* SHT_NOTE */)
            continue;
        const uint8_t *p = elf->data + sec->offset;
        uint64_t off = 0, end = sec->size;
        while (end - off >= 12) {
            uint64_t namesz = rd32(p + off), dsz = rd32(p + off + 4);
            uint32_t type = rd32(p + off + 8);
            uint64_t name_at = off + 12, desc_at = name_at + ((namesz + 3) & ~3ull);
            if (desc_at > end || dsz > end - desc_at)
                return -1;
            if (type == 32 && namesz == 7 && memcmp(p + name_at, "AMDGPU", 7) == 0) {
                *desc = p + desc_at;
                *descsz = dsz;
                return 1;
            }
            off = desc_at + ((dsz + 3) & ~3ull);
        }
    }
    return 0;
}

/* ---- kernels from NAME.kd symbols ---- */

static gcn_kernel *kernel_named(gcn_code_object *co, const char *name, size_t len)
{
    for (unsigned i = 0; i < co->nkernels; i++)
        if (strlen(co->kernels[i].name) == len && strncmp(co->kernels[i].name, name, len) == 0)
            return &co->kernels[i];
    return NULL;
}

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
            co->text_vaddr = sec->addr;
            co->text_size = sec->size;
        }
    }
    if (!co->text_size)
        return fail(err, n, "no .text section");
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
    const uint8_t *md;
    size_t mdsize;
    int found = find_metadata(&co->elf, &md, &mdsize);
    if (found < 0)
        return fail(err, n, "malformed note section");
    if (found && parse_metadata(co, md, mdsize) < 0)
        return fail(err, n, "malformed AMDGPU metadata note (MessagePack)");
    if (find_kernels(co, err, n) < 0)
        return -1;
    if (co->nkernels == 0)
        return fail(err, n, "no kernels in the code object");
    return 0;
}

int gcn_co_load(gcn_code_object *co, const char *path, char *err, size_t n)
{
    memset(co, 0, sizeof *co);
    gcn_elf tmp;
    if (gcn_elf_load(&tmp, path, err, n) < 0)
        return -1;
    /* re-parse the bytes as a code object: the ELF reader hands them over */
    uint8_t *data = tmp.data;
    size_t size = tmp.size;
    tmp.data = NULL;
    gcn_elf_free(&tmp);
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
