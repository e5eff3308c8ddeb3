/* Code-object loader: the kernels of a clang-16 AMDGPU code object (ELF64,
 * code object v4 or v5, linked by ld.lld-16 -shared), their 64-byte kernel
 * descriptors and the argument layout from the metadata notes (one per
 * linked object; their kernel lists are merged).
 *
 * Everything read from the file is bounds-checked: a malformed object gives
 * a message, never a crash. */
#ifndef GCN_LOADER_H
#define GCN_LOADER_H

#include <stddef.h>
#include <stdint.h>

#include "gcn/elf.h"

/* Kinds of kernel argument (.value_kind in the metadata). */
typedef enum gcn_arg_kind {
    GCN_ARG_UNKNOWN,
    GCN_ARG_BY_VALUE, GCN_ARG_GLOBAL_BUFFER, GCN_ARG_DYNAMIC_SHARED_POINTER,
    GCN_ARG_SAMPLER, GCN_ARG_IMAGE, GCN_ARG_PIPE, GCN_ARG_QUEUE,
    GCN_ARG_HIDDEN_GLOBAL_OFFSET_X, GCN_ARG_HIDDEN_GLOBAL_OFFSET_Y, GCN_ARG_HIDDEN_GLOBAL_OFFSET_Z,
    GCN_ARG_HIDDEN_NONE, GCN_ARG_HIDDEN_PRINTF_BUFFER, GCN_ARG_HIDDEN_HOSTCALL_BUFFER,
    GCN_ARG_HIDDEN_DEFAULT_QUEUE, GCN_ARG_HIDDEN_COMPLETION_ACTION, GCN_ARG_HIDDEN_MULTIGRID_SYNC_ARG,
    GCN_ARG_HIDDEN_BLOCK_COUNT_X, GCN_ARG_HIDDEN_BLOCK_COUNT_Y, GCN_ARG_HIDDEN_BLOCK_COUNT_Z,
    GCN_ARG_HIDDEN_GROUP_SIZE_X, GCN_ARG_HIDDEN_GROUP_SIZE_Y, GCN_ARG_HIDDEN_GROUP_SIZE_Z,
    GCN_ARG_HIDDEN_REMAINDER_X, GCN_ARG_HIDDEN_REMAINDER_Y, GCN_ARG_HIDDEN_REMAINDER_Z,
    GCN_ARG_HIDDEN_GRID_DIMS, GCN_ARG_HIDDEN_HEAP_V1, GCN_ARG_HIDDEN_DYNAMIC_LDS_SIZE,
    GCN_ARG_HIDDEN_PRIVATE_BASE, GCN_ARG_HIDDEN_SHARED_BASE, GCN_ARG_HIDDEN_QUEUE_PTR,
    GCN_ARG_NKINDS
} gcn_arg_kind;

const char *gcn_arg_kind_name(gcn_arg_kind k);
/* Hidden arguments are filled by the runtime, not given by the user. */
int gcn_arg_kind_hidden(gcn_arg_kind k);

typedef struct gcn_kernel_arg {
    char name[64];
    char type_name[64];
    gcn_arg_kind kind;
    uint32_t offset, size;
    uint8_t is_const;
    uint8_t address_space;   /* 1 global, 3 local, 4 constant, 5 private; 0 unknown */
} gcn_kernel_arg;

/* The 64-byte kernel descriptor, raw fields and the ones the dispatcher needs
 * decoded. */
typedef struct gcn_kernel_descriptor {
    uint32_t group_segment_fixed_size;
    uint32_t private_segment_fixed_size;
    uint32_t kernarg_size;
    int64_t kernel_code_entry_byte_offset;   /* from the descriptor's own address */
    uint32_t rsrc1, rsrc2, rsrc3;
    uint16_t code_properties;
    /* decoded */
    uint32_t vgpr_alloc, sgpr_alloc;         /* from the granulated counts */
    uint32_t accum_offset;                   /* first AccVGPR, rsrc3 (gfx90a) */
    uint32_t mode;                           /* MODE register at dispatch, from rsrc1 */
    uint32_t user_sgpr_count;                /* rsrc2.USER_SGPR */
    uint8_t scratch_en, trap_en;
    uint8_t wg_id_en[3], wg_info_en;
    uint8_t workitem_id_vgprs;               /* 0: x, 1: x y, 2: x y z */
    uint8_t tg_split;
    uint8_t sgpr_private_segment_buffer, sgpr_dispatch_ptr, sgpr_queue_ptr,
            sgpr_kernarg_segment_ptr, sgpr_dispatch_id, sgpr_flat_scratch_init,
            sgpr_private_segment_size, wavefront_size32, uses_dynamic_stack;
} gcn_kernel_descriptor;

typedef struct gcn_kernel {
    char name[128];
    uint64_t kd_vaddr;          /* NAME.kd in the object's address space */
    uint64_t entry_vaddr;       /* first instruction */
    gcn_kernel_descriptor kd;
    /* from the metadata (zero when the object has none) */
    gcn_kernel_arg *args;
    unsigned nargs;
    uint32_t kernarg_segment_size, kernarg_segment_align;
    uint32_t wavefront_size, max_flat_workgroup_size;
    uint32_t sgpr_count, vgpr_count, agpr_count;
    uint8_t has_metadata;
} gcn_kernel;

/* The zero-filled memory a code object's image may have beyond its file's
 * bytes (SHT_NOBITS sections such as .bss, gaps between sections). */
#define GCN_CO_MAX_ZERO_FILL (64u << 20)

typedef struct gcn_code_object {
    gcn_elf elf;
    unsigned version;           /* code object version: 3, 4, 5 (from e_ident ABI version) */
    gcn_kernel *kernels;
    unsigned nkernels;
    uint64_t image_size;        /* bytes from vaddr 0 to the end of the last allocated section */
    uint64_t text_vaddr, text_size;
    char target[64];            /* amdhsa.target, when present */
    uint32_t md_version[2];     /* amdhsa.version [major, minor], when has_md_version */
    uint8_t has_md_version;
} gcn_code_object;

/* Load path (at most GCN_ELF_MAX_FILE bytes); on failure returns -1 with a
 * message in err. */
int gcn_co_load(gcn_code_object *co, const char *path, char *err, size_t errsize);
/* Parse a buffer (taken over, freed by gcn_co_free). */
int gcn_co_parse(gcn_code_object *co, uint8_t *data, size_t size, char *err, size_t errsize);
void gcn_co_free(gcn_code_object *co);
const gcn_kernel *gcn_co_find_kernel(const gcn_code_object *co, const char *name);
/* Add the kernels of one AMDGPU metadata note (its MessagePack bytes) to co,
 * as gcn_co_parse does for each note of a file: the notes must agree on
 * target and version and name each kernel once.  -1 with a message. */
int gcn_co_add_metadata(gcn_code_object *co, const uint8_t *desc, size_t size, char *err, size_t errsize);
/* Copy the allocated sections into image (image_size bytes, zero-filled
 * first) at their virtual addresses: what a loader maps at a load base. */
void gcn_co_image(const gcn_code_object *co, uint8_t *image);
/* Decode a 64-byte kernel descriptor; -1 with a message when its fields are
 * not usable for gfx90a. */
int gcn_kd_decode(const uint8_t raw[64], gcn_kernel_descriptor *kd, char *err, size_t errsize);

#endif
