/* A small reader of AMDGPU ELF64 code objects: sections and symbols.
 *
 * Every offset and size is checked against the file, so a malformed object
 * gives an error message, never a crash.  SHT_NOBITS sections have no bytes
 * in the file: their offset is never used, their size only by the loader's
 * layout (loader.h bounds it). */
#ifndef GCN_ELF_H
#define GCN_ELF_H

#include <stddef.h>
#include <stdint.h>

typedef struct gcn_elf_section {
    const char *name;
    uint64_t addr, offset, size, flags;
    uint32_t type;
} gcn_elf_section;

typedef struct gcn_elf_symbol {
    const char *name;
    uint64_t value, size;
    uint16_t shndx;
    uint8_t type, bind;
} gcn_elf_symbol;

typedef struct gcn_elf {
    uint8_t *data;
    size_t size;
    uint16_t machine;
    uint32_t eflags;
    gcn_elf_section *sections;
    unsigned nsections;
    gcn_elf_symbol *symbols;
    unsigned nsymbols;
} gcn_elf;

enum { GCN_ELF_SHF_EXECINSTR = 0x4, GCN_ELF_STT_NOTYPE = 0, GCN_ELF_STT_FUNC = 2, GCN_ELF_STT_SECTION = 3,
       GCN_ELF_STT_OBJECT = 1, GCN_ELF_EM_AMDGPU = 224 };

/* The largest code object file the loaders read. */
#define GCN_ELF_MAX_FILE (1ull << 30)

/* Read a whole regular file of at most limit bytes into a malloc'd buffer
 * (also the tools' reader of input files).  Pipes and devices are refused:
 * their size is not known before reading.  -1 with a message in err. */
int gcn_read_file(const char *path, uint64_t limit, uint8_t **data, size_t *size, char *err, size_t errsize);

/* Load path (at most GCN_ELF_MAX_FILE bytes); on failure returns -1 and
 * writes a message into err. */
int gcn_elf_load(gcn_elf *elf, const char *path, char *err, size_t errsize);
/* Parse a buffer the caller hands over (taken over and freed by gcn_elf_free). */
int gcn_elf_parse(gcn_elf *elf, uint8_t *data, size_t size, char *err, size_t errsize);
void gcn_elf_free(gcn_elf *elf);
const gcn_elf_symbol *gcn_elf_find_symbol(const gcn_elf *elf, const char *name);

#endif
