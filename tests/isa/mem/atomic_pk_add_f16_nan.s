// global_atomic_pk_add_f16's NaN rule, per 16-bit half as for the f32/f64
// adds (docs/memory.md): the first NaN of (memory, DATA) with its quiet bit
// set, payload and sign kept; inf - inf the default NaN 0xfe00; otherwise the
// sum rounded once. Expected values by hand, memory + DATA, {hi, lo} halves:
// lane 0: lo sNaN 0x7c01 + 1.0 = 0x7e01; hi 1.0 + sNaN 0xfc05 = 0xfe05.
// lane 1: lo qNaN 0xfe10 + sNaN 0x7c20 = 0xfe10 (memory's); hi +inf + -inf
//         = 0xfe00.
// lane 2: lo -inf + +inf = 0xfe00; hi sNaN 0x7d00 + sNaN 0xfd00 = 0x7f00
//         (memory's, quieted).
// lane 3: lo -0 + -0 = -0 (0x8000); hi +inf + 1.0 = +inf (0x7c00).
// glc returns the old values.
;; copies share memory
;; mem 0x40000 0x100
;; init mem 0x40000 u32 [0x3c007c01, 0x7c00fe10, 0x7d00fc00, 0x7c008000]
;; init exec = 0xf
;; init v0 = 0x40000 + 4 * l if l < 4 else 0
;; init v1 = 0
;; init v2 = (0xfc053c00, 0xfc007c20, 0xfd007c00, 0x3c008000)[l] if l < 4 else 0
global_atomic_pk_add_f16 v3, v[0:1], v2, off glc
s_waitcnt vmcnt(0)
s_endpgm
;; expect v3 = (0x3c007c01, 0x7c00fe10, 0x7d00fc00, 0x7c008000)[l] if l < 4 else 0
;; expect mem 0x40000 u32 [0xfe057e01, 0xfe00fe10, 0x7f00fe00, 0x7c008000]
