/* libFuzzer target: the instruction decoder and the disassembler
 * (cmodel/src/decode*.c, disasm*.c) on arbitrary words: the input's dwords
 * (little-endian; a partial last dword is dropped) decoded as a stream, as
 * gcndis and the model's decode cache walk code, and from every dword, and
 * every decoded instruction disassembled with its remarks.  Seeds: the
 * .text of the built code objects (scripts/fuzz_seeds.py).  Nothing is
 * executed: the semantics are the directed and kernel tests' business. */
#include <stdint.h>
#include <stdlib.h>
#include <string.h>

#include "fuzz_common.h"

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
    size_t n = size / 4;
    uint32_t *words = malloc(n ? 4 * n : 4);   /* aligned, and exactly n dwords for ASan */
    if (!words)
        return 0;
    memcpy(words, data, 4 * n);
    fuzz_disasm_words(words, n, 0x1000, 0);
    fuzz_disasm_words(words, n, 0x1000, 1);
    free(words);
    return 0;
}
