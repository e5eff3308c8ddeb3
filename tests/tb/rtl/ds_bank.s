// RTL LDS unit: bank conflicts.  v0 strides 128 bytes (every lane of a
// quarter in bank 0, different rows), v1 is one address for all lanes
// (broadcast), v2 strides 4 bytes (no conflict), v3 has pairs of lanes on
// the same dword.  Writes in lane order: where two lanes write one address
// the higher lane's value stays.
// Timing (docs/units/lds.md, bank conflicts): s_memtime around a read with
// 32 distinct dwords in one bank per half-wave (v0) and one without
// conflicts (v2); the first must take 50 cycles more (the fast path serves
// a quarter at a time: 16 rows of bank 0, 15 extra cycles a quarter, 60 in
// all; measured 91 against 31 on the RTL).
// On the model s_memtime counts instructions (both windows 3), which the
// `s17 < 10` branch accepts; in lockstep the model takes the RTL's clock.
;; init v0 = 128 * l
;; init v1 = 0x40
;; init v2 = 0x2000 + 4 * l
;; init v3 = 0x3000 + 4 * (l >> 1)
;; init v4 = 0x11110000 + l
ds_write_b32 v0, v4
ds_write_b32 v2, v4
ds_write_b32 v3, v4
ds_read_b32 v5, v0
ds_read_b32 v6, v1
ds_read_b32 v7, v2
ds_read_b32 v8, v3
ds_write_b32 v1, v4 offset:4
ds_read_b32 v9, v1 offset:4
s_memtime s[10:11]
s_waitcnt lgkmcnt(0)
ds_read_b32 v5, v0
s_memtime s[12:13]
s_waitcnt lgkmcnt(0)
ds_read_b32 v7, v2
s_memtime s[14:15]
s_waitcnt lgkmcnt(0)
s_sub_u32 s16, s12, s10
s_sub_u32 s17, s14, s12
s_add_u32 s18, s17, 50
s_cmp_ge_u32 s16, s18
s_cselect_b32 s19, 1, 0
s_cmp_lt_u32 s17, 10
s_cselect_b32 s20, 1, 0
s_or_b32 s19, s19, s20
s_endpgm
;; expect s19 = 1
