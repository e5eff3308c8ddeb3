/* SHA-256 (FIPS 180-4) for the kernels of the sha256 program: the
 * compression function, here so that each kernel's object has its own
 * copy.  A call into another object would not do: clang-16 compiles each
 * file alone (no LTO), and a kernel's descriptor then counts only its own
 * object's VGPRs, not those of a function it calls elsewhere (the first
 * form of this program, with sha256_block in another file, allocated 48
 * VGPRs to pow_search, whose callee used 56). */
#ifndef SHA256_COMPRESS_H
#define SHA256_COMPRESS_H

extern __constant uint sha256_k[64];
extern __constant uint sha256_iv[8];

static uint rotr(uint x, uint n)
{
    return (x >> n) | (x << (32 - n));
}

static void sha256_init(__private uint *h)
{
    for (uint i = 0; i < 8; i++)
        h[i] = sha256_iv[i];
}

/* One 64-byte block, as 16 big-endian words, into the hash state h. */
static void sha256_block(__private uint *h, __private const uint *block)
{
    uint w[64];
    for (uint t = 0; t < 16; t++)
        w[t] = block[t];
    for (uint t = 16; t < 64; t++) {
        uint s0 = rotr(w[t - 15], 7) ^ rotr(w[t - 15], 18) ^ (w[t - 15] >> 3);
        uint s1 = rotr(w[t - 2], 17) ^ rotr(w[t - 2], 19) ^ (w[t - 2] >> 10);
        w[t] = w[t - 16] + s0 + w[t - 7] + s1;
    }
    uint a = h[0], b = h[1], c = h[2], d = h[3], e = h[4], f = h[5], g = h[6], k = h[7];
    for (uint t = 0; t < 64; t++) {
        uint t1 = k + (rotr(e, 6) ^ rotr(e, 11) ^ rotr(e, 25)) + ((e & f) ^ (~e & g)) + sha256_k[t] + w[t];
        uint t2 = (rotr(a, 2) ^ rotr(a, 13) ^ rotr(a, 22)) + ((a & b) ^ (a & c) ^ (b & c));
        k = g;
        g = f;
        f = e;
        e = d + t1;
        d = c;
        c = b;
        b = a;
        a = t1 + t2;
    }
    h[0] += a;
    h[1] += b;
    h[2] += c;
    h[3] += d;
    h[4] += e;
    h[5] += f;
    h[6] += g;
    h[7] += k;
}

#endif
