/* ELF64 little-endian reader for AMDGPU code objects. */
#include "gcn/elf.h"

#include <errno.h>
#include <fcntl.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <unistd.h>

static uint16_t rd16(const uint8_t *p) { return (uint16_t)(p[0] | p[1] << 8); }
static uint32_t rd32(const uint8_t *p) { return (uint32_t)p[0] | (uint32_t)p[1] << 8 | (uint32_t)p[2] << 16 | (uint32_t)p[3] << 24; }
static uint64_t rd64(const uint8_t *p) { return rd32(p) | (uint64_t)rd32(p + 4) << 32; }

static int fail(char *err, size_t n, const char *msg)
{
    snprintf(err, n, "%s", msg);
    return -1;
}

/* True when [off, off+len) lies inside a buffer of size bytes. */
static int in_bounds(uint64_t off, uint64_t len, size_t size)
{
    return off <= size && len <= size - off;
}

enum { SHT_SYMTAB = 2, SHT_STRTAB = 3, SHT_NOBITS = 8 };

/* A NUL-terminated string at strtab[idx], or NULL when it runs off the table
 * (read_sections checked that a string table's bytes are in the file). */
static const char *string_at(const gcn_elf *elf, const gcn_elf_section *strtab, uint64_t idx)
{
    if (!strtab || strtab->type != SHT_STRTAB || idx >= strtab->size)
        return NULL;
    const char *s = (const char *)elf->data + strtab->offset + idx;
    if (!memchr(s, '\0', strtab->size - idx))
        return NULL;
    return s;
}

static int read_sections(gcn_elf *elf, char *err, size_t n)
{
    const uint8_t *h = elf->data;
    uint64_t shoff = rd64(h + 0x28);
    uint16_t shentsize = rd16(h + 0x3A), shnum = rd16(h + 0x3C), shstrndx = rd16(h + 0x3E);
    if (shnum == 0)
        return fail(err, n, "no section headers");
    if (shentsize != 64 || !in_bounds(shoff, (uint64_t)shnum * 64, elf->size))
        return fail(err, n, "section header table lies outside the file");
    if (shstrndx >= shnum)
        return fail(err, n, "bad section name table index");
    elf->sections = calloc(shnum, sizeof *elf->sections);
    if (!elf->sections)
        return fail(err, n, "out of memory");
    elf->nsections = shnum;
    for (unsigned i = 0; i < shnum; i++) {
        const uint8_t *s = h + shoff + (uint64_t)i * 64;
        gcn_elf_section *sec = &elf->sections[i];
        sec->type = rd32(s + 4);
        sec->flags = rd64(s + 8);
        sec->addr = rd64(s + 16);
        sec->offset = rd64(s + 24);
        sec->size = rd64(s + 32);
        /* a NOBITS section has no bytes in the file: nothing reads its offset */
        if (sec->type != SHT_NOBITS && !in_bounds(sec->offset, sec->size, elf->size))
            return fail(err, n, "a section lies outside the file");
    }
    /* index 0 (SHN_UNDEF): no section names */
    const gcn_elf_section *names = shstrndx ? &elf->sections[shstrndx] : NULL;
    if (names && names->type != SHT_STRTAB)
        return fail(err, n, "the section name table is not a string table (SHT_STRTAB)");
    for (unsigned i = 0; i < shnum; i++) {
        uint32_t name_idx = rd32(h + shoff + (uint64_t)i * 64);
        const char *name = string_at(elf, names, name_idx);
        elf->sections[i].name = name ? name : "";
    }
    return 0;
}

static int read_symbols(gcn_elf *elf, char *err, size_t n)
{
    for (unsigned i = 0; i < elf->nsections; i++) {
        const gcn_elf_section *sec = &elf->sections[i];
        if (sec->type != SHT_SYMTAB)
            continue;
        const uint8_t *h = elf->data;
        uint32_t link = rd32(h + rd64(h + 0x28) + (uint64_t)i * 64 + 40);
        if (link >= elf->nsections || elf->sections[link].type != SHT_STRTAB)
            return fail(err, n, "the symbol table's string table is not a string table (SHT_STRTAB)");
        const gcn_elf_section *strtab = &elf->sections[link];
        unsigned count = (unsigned)(sec->size / 24);
        elf->symbols = calloc(count ? count : 1, sizeof *elf->symbols);
        if (!elf->symbols)
            return fail(err, n, "out of memory");
        for (unsigned k = 0; k < count; k++) {
            const uint8_t *s = h + sec->offset + (uint64_t)k * 24;
            gcn_elf_symbol *sym = &elf->symbols[elf->nsymbols];
            const char *name = string_at(elf, strtab, rd32(s));
            sym->name = name ? name : "";
            sym->type = s[4] & 0xF;
            sym->bind = s[4] >> 4;
            sym->shndx = rd16(s + 6);
            sym->value = rd64(s + 8);
            sym->size = rd64(s + 16);
            if (sym->type == GCN_ELF_STT_SECTION && sym->shndx < elf->nsections)
                sym->name = elf->sections[sym->shndx].name;
            elf->nsymbols++;
        }
        break;
    }
    return 0;
}

int gcn_elf_parse(gcn_elf *elf, uint8_t *data, size_t size, char *err, size_t n)
{
    memset(elf, 0, sizeof *elf);
    elf->data = data;
    elf->size = size;
    if (size < 64 || memcmp(data, "\177ELF", 4) != 0)
        return fail(err, n, "not an ELF file");
    if (data[4] != 2 || data[5] != 1)
        return fail(err, n, "not a little-endian ELF64 file");
    elf->machine = rd16(data + 0x12);
    elf->eflags = rd32(data + 0x30);
    if (elf->machine != GCN_ELF_EM_AMDGPU)
        return fail(err, n, "not an AMDGPU code object (e_machine is not EM_AMDGPU)");
    if (read_sections(elf, err, n) < 0 || read_symbols(elf, err, n) < 0)
        return -1;
    return 0;
}

int gcn_read_file(const char *path, uint64_t limit, uint8_t **data, size_t *size, char *err, size_t n)
{
    *data = NULL;
    *size = 0;
    /* non-blocking, so opening a FIFO without a writer does not wait; the
     * size is known before reading: a pipe or a device (/dev/zero) could go
     * on for ever, a file above the limit would only be refused later */
    int fd = open(path, O_RDONLY | O_NONBLOCK);
    if (fd < 0) {
        snprintf(err, n, "cannot open: %s", strerror(errno));
        return -1;
    }
    struct stat st;
    if (fstat(fd, &st) != 0 || !S_ISREG(st.st_mode)) {
        close(fd);
        return fail(err, n, "not a regular file (pipes and devices have no size to bound the read)");
    }
    if ((uint64_t)st.st_size > limit) {
        close(fd);
        snprintf(err, n, "%llu bytes: more than the %llu accepted", (unsigned long long)st.st_size,
                 (unsigned long long)limit);
        return -1;
    }
    size_t want = (size_t)st.st_size, got = 0;
    uint8_t *p = malloc(want ? want : 1);
    if (!p) {
        close(fd);
        snprintf(err, n, "out of memory (%zu bytes)", want);
        return -1;
    }
    while (got < want) {   /* a file that shrinks meanwhile: what is left */
        ssize_t r = read(fd, p + got, want - got);
        if (r < 0 && errno == EINTR)
            continue;
        if (r < 0) {
            snprintf(err, n, "cannot read: %s", strerror(errno));
            close(fd);
            free(p);
            return -1;
        }
        if (r == 0)
            break;
        got += (size_t)r;
    }
    close(fd);
    *data = p;
    *size = got;
    return 0;
}

int gcn_elf_load(gcn_elf *elf, const char *path, char *err, size_t n)
{
    memset(elf, 0, sizeof *elf);
    uint8_t *data;
    size_t size;
    if (gcn_read_file(path, GCN_ELF_MAX_FILE, &data, &size, err, n) < 0)
        return -1;
    if (gcn_elf_parse(elf, data, size, err, n) < 0) {
        gcn_elf_free(elf);
        return -1;
    }
    return 0;
}

void gcn_elf_free(gcn_elf *elf)
{
    free(elf->data);
    free(elf->sections);
    free(elf->symbols);
    memset(elf, 0, sizeof *elf);
}

const gcn_elf_symbol *gcn_elf_find_symbol(const gcn_elf *elf, const char *name)
{
    for (unsigned i = 0; i < elf->nsymbols; i++)
        if (strcmp(elf->symbols[i].name, name) == 0)
            return &elf->symbols[i];
    return NULL;
}
