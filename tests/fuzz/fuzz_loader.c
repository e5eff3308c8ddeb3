/* libFuzzer target: the ELF reader (what gcndis loads) and the code-object
 * loader (what gcnsim loads) on arbitrary bytes, then what the tools do with
 * an object that loads: map its image, decode and disassemble its .text.
 * Built with clang-16 -fsanitize=fuzzer,address,undefined; `make fuzz`
 * mutates for FUZZ_TIME seconds, make test replays the seeds and a fixed
 * number of seeded mutations (scripts/fuzz.sh).  A crash, a sanitizer
 * report, an allocation above -malloc_limit_mb or a slow input is a finding. */
#include <stdint.h>
#include <stdlib.h>
#include <string.h>

#include "fuzz_common.h"
#include "gcn/loader.h"
#include "gcn/model.h"

/* Map the image and decode every .text word, as the runtime and the model do. */
static void run_text(const gcn_code_object *co)
{
    uint8_t *image = malloc(co->image_size ? co->image_size : 1);
    if (!image)
        return;
    gcn_co_image(co, image);
    gcn_code code;
    const uint32_t *text = (const uint32_t *)(image + co->text_vaddr);
    size_t nwords = co->text_size / 4;
    if (gcn_code_init(&code, co->text_vaddr, text, nwords) == 0)
        fuzz_disasm_words(text, nwords, co->text_vaddr, 0);
    gcn_code_free(&code);
    free(image);
}

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
    char err[320];
    uint8_t *copy = malloc(size ? size : 1);
    if (!copy)
        return 0;
    memcpy(copy, data, size);
    gcn_elf elf;
    if (gcn_elf_parse(&elf, copy, size, err, sizeof err) == 0)
        for (unsigned i = 0; i < elf.nsymbols; i++)
            err[0] ^= elf.symbols[i].name[0];
    elf.data = NULL;    /* the buffer is parsed again below */
    gcn_elf_free(&elf);

    gcn_code_object co;
    if (gcn_co_parse(&co, copy, size, err, sizeof err) == 0) {
        err[0] ^= (char)fuzz_touch_kernels(&co);
        run_text(&co);
    }
    gcn_co_free(&co);   /* frees copy */
    return 0;
}
