/* gcndis: disassemble gfx90a code objects or raw instruction words, printing
 * what llvm-objdump-16 -d --mcpu=gfx90a prints. */
#include <errno.h>
#include <inttypes.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "gcn/decode.h"
#include "gcn/disasm.h"
#include "gcn/elf.h"

static void usage(FILE *f)
{
    fprintf(f,
            "usage: gcndis CODE_OBJECT\n"
            "       gcndis --words WORD [WORD...]\n"
            "Disassemble every executable section of an AMDGPU ELF code object, or the\n"
            "given 32-bit words (hex, 0x prefix optional) as one instruction stream, in\n"
            "the syntax of llvm-objdump-16 -d --mcpu=gfx90a.\n");
}

/* Symbols of one section, sorted by address, for labels and branch targets. */
typedef struct symbols {
    const gcn_elf_symbol **list;
    unsigned count;
} symbols;

static int by_value(const void *a, const void *b)
{
    const gcn_elf_symbol *x = *(const gcn_elf_symbol *const *)a, *y = *(const gcn_elf_symbol *const *)b;
    if (x->value != y->value)
        return x->value < y->value ? -1 : 1;
    /* objdump prefers a named symbol over the section symbol at one address */
    if ((x->type == GCN_ELF_STT_SECTION) != (y->type == GCN_ELF_STT_SECTION))
        return (x->type == GCN_ELF_STT_SECTION) - (y->type == GCN_ELF_STT_SECTION);
    return x < y ? -1 : x > y;   /* then symbol table order (the sort is not stable) */
}

/* Index of the first symbol above addr (binary search over the sorted list). */
static unsigned upper_bound(const symbols *s, uint64_t addr)
{
    unsigned lo = 0, hi = s->count;
    while (lo < hi) {
        unsigned mid = lo + (hi - lo) / 2;
        if (s->list[mid]->value <= addr)
            lo = mid + 1;
        else
            hi = mid;
    }
    return lo;
}

/* The last symbol at or below addr, named symbols before the section symbol. */
static const gcn_elf_symbol *symbol_before(const symbols *s, uint64_t addr)
{
    unsigned i = upper_bound(s, addr);
    if (i == 0)
        return NULL;
    const gcn_elf_symbol *best = s->list[i - 1];
    for (unsigned k = i; k-- > 0 && s->list[k]->value == best->value;)
        if (s->list[k]->type != GCN_ELF_STT_SECTION)
            return s->list[k];
    return best;
}

static const gcn_elf_symbol *symbol_exact(const symbols *s, uint64_t addr)
{
    const gcn_elf_symbol *sym = symbol_before(s, addr);
    return sym && sym->value == addr ? sym : NULL;
}

/* The name a branch operand takes: objdump's AMDGPU symbolizer replaces the
 * number only by a symbol of type NOTYPE (a plain label) at the target. */
static const char *symbol_name_at(void *user, uint64_t addr)
{
    const symbols *s = user;
    for (unsigned k = upper_bound(s, addr); k-- > 0 && s->list[k]->value == addr;)
        if (s->list[k]->type == GCN_ELF_STT_NOTYPE)
            return s->list[k]->name;
    return NULL;
}

/* One line in objdump's layout: text, padded, then the address and words. */
static void print_line(const char *text, uint64_t addr, const uint32_t *words, unsigned n,
                       const symbols *syms, int has_target, uint64_t target, const char *comment)
{
    printf("\t%-59s// %012" PRIX64 ":", text, addr);
    for (unsigned i = 0; i < n; i++)
        printf(" %08" PRIX32, words[i]);
    if (has_target && syms) {
        const gcn_elf_symbol *sym = symbol_before(syms, target);
        if (sym && sym->value == target)
            printf(" <%s>", sym->name);
        else if (sym)
            printf(" <%s+0x%" PRIx64 ">", sym->name, target - sym->value);
    }
    /* the decoder's remarks follow the target, as objdump prints them */
    if (comment[0])
        printf(" ; %s", comment);
    putchar('\n');
}

/* Disassemble words[0..count) placed at base, announcing symbols as they start. */
static void disassemble(const uint32_t *words, size_t count, uint64_t base, const symbols *syms)
{
    size_t i = 0;
    while (i < count) {
        uint64_t addr = base + i * 4;
        if (syms) {
            const gcn_elf_symbol *sym = symbol_exact(syms, addr);
            if (sym)
                printf("\n%016" PRIx64 " <%s>:\n", addr, sym->name);
        }
        /* objdump decodes each symbol's range on its own: an instruction
         * may read words past the next symbol (a literal, the second dword),
         * but decoding then restarts at that symbol */
        size_t avail = count - i, region_end = count;
        if (syms) {
            unsigned next = upper_bound(syms, addr);
            if (next < syms->count && syms->list[next]->value < base + count * 4)
                region_end = (size_t)(syms->list[next]->value - base) / 4;
        }
        /* objdump prints a run of at least 8 zero bytes inside a symbol's
         * range as "..." (whole words of it; padding between the objects
         * of a linked program) */
        if (syms) {
            size_t zeros = 0;
            while (i + zeros < region_end && words[i + zeros] == 0)
                zeros++;
            if (zeros >= 2) {
                printf("\t\t...\n");
                i += zeros;
                continue;
            }
        }
        gcn_inst in;
        gcn_decode(words + i, avail, &in);
        gcn_dis_ctx ctx = {addr, syms ? symbol_name_at : NULL, (void *)syms};
        char text[512];
        uint64_t target = 0;
        int has_target = 0;
        gcn_disasm(&in, &ctx, text, sizeof text, &target, &has_target);
        char comment[512]; /* up to GCN_MAX_NOTES remarks */
        gcn_disasm_comment(&in, comment, sizeof comment);
        print_line(text, addr, in.words, in.nwords, syms, has_target, target, comment);
        i += in.nwords;
        if (i > region_end)
            i = region_end;
    }
}

static int parse_word(const char *s, uint32_t *out)
{
    char *end;
    errno = 0;
    unsigned long long v = strtoull(s, &end, 16);
    if (errno || *s == '\0' || *end != '\0' || v > 0xFFFFFFFFull)
        return -1;
    *out = (uint32_t)v;
    return 0;
}

static int run_words(int argc, char **argv)
{
    if (argc < 1) {
        fprintf(stderr, "gcndis: --words needs at least one word\n");
        return 2;
    }
    uint32_t *words = calloc((size_t)argc, sizeof *words);
    if (!words)
        return 1;
    for (int i = 0; i < argc; i++) {
        if (parse_word(argv[i], &words[i]) < 0) {
            fprintf(stderr, "gcndis: '%s' is not a 32-bit hex word\n", argv[i]);
            free(words);
            return 2;
        }
    }
    disassemble(words, (size_t)argc, 0, NULL);
    free(words);
    return 0;
}

/* Symbols by section index, then by address: one sort for the whole file,
 * so many sections and many symbols cost n log n, not their product. */
static int by_section(const void *a, const void *b)
{
    const gcn_elf_symbol *x = *(const gcn_elf_symbol *const *)a, *y = *(const gcn_elf_symbol *const *)b;
    if (x->shndx != y->shndx)
        return x->shndx < y->shndx ? -1 : 1;
    return by_value(a, b);
}

static void disassemble_section(const gcn_elf *elf, unsigned s, const gcn_elf_symbol **own, unsigned nown)
{
    const gcn_elf_section *sec = &elf->sections[s];
    printf("\nDisassembly of section %s:\n", sec->name);
    symbols syms = {calloc(nown + 1, sizeof(gcn_elf_symbol *)), 0};
    size_t count = sec->size / 4;
    uint32_t *words = malloc((count ? count : 1) * sizeof *words);
    if (syms.list && words) {
        /* objdump always knows the section start by the section's name */
        gcn_elf_symbol sec_sym = {sec->name, sec->addr, 0, (uint16_t)s, GCN_ELF_STT_SECTION, 0};
        syms.list[syms.count++] = &sec_sym;
        memcpy(syms.list + 1, own, nown * sizeof *own);
        syms.count += nown;
        qsort(syms.list, syms.count, sizeof *syms.list, by_value);
        memcpy(words, elf->data + sec->offset, count * 4);
        disassemble(words, count, sec->addr, &syms);
    }
    free(words);
    free(syms.list);
}

static int run_elf(const char *path)
{
    gcn_elf elf;
    char err[256];
    if (gcn_elf_load(&elf, path, err, sizeof err) < 0) {
        fprintf(stderr, "gcndis: %s: %s\n", path, err);
        return 1;
    }
    const gcn_elf_symbol **all = calloc(elf.nsymbols + 1, sizeof *all);
    if (!all) {
        gcn_elf_free(&elf);
        fprintf(stderr, "gcndis: %s: out of memory\n", path);
        return 1;
    }
    unsigned n = 0;
    for (unsigned k = 0; k < elf.nsymbols; k++)
        if (elf.symbols[k].type != GCN_ELF_STT_SECTION)
            all[n++] = &elf.symbols[k];
    qsort(all, n, sizeof *all, by_section);
    printf("\n%s:\tfile format elf64-amdgpu\n", path);
    unsigned first = 0;
    for (unsigned s = 0; s < elf.nsections; s++) {
        while (first < n && all[first]->shndx < s)
            first++;
        unsigned end = first;
        while (end < n && all[end]->shndx == s)
            end++;
        const gcn_elf_section *sec = &elf.sections[s];
        if ((sec->flags & GCN_ELF_SHF_EXECINSTR) && sec->type != 8 /* SHT_NOBITS */)
            disassemble_section(&elf, s, all + first, end - first);
    }
    free(all);
    gcn_elf_free(&elf);
    return 0;
}

int main(int argc, char **argv)
{
    if (argc >= 2 && (!strcmp(argv[1], "-h") || !strcmp(argv[1], "--help"))) {
        usage(stdout);
        return 0;
    }
    if (argc >= 2 && !strcmp(argv[1], "--words"))
        return run_words(argc - 2, argv + 2);
    if (argc != 2 || argv[1][0] == '-') {
        usage(stderr);
        return 2;
    }
    return run_elf(argv[1]);
}
