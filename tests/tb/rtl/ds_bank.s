// RTL LDS unit: bank conflicts.  v0 strides 128 bytes (every lane of a
// quarter in bank 0, different rows), v1 is one address for all lanes
// (broadcast), v2 strides 4 bytes (no conflict), v3 has pairs of lanes on
// the same dword.  Writes in lane order: where two lanes write one address
// the higher lane's value stays.
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
s_endpgm
