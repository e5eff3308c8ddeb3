// Masked and quad SADs (ISA 12.12; readings in docs/salu-valu-int.md):
// v_msad_u8 skips the bytes where S1 is 0; the quad forms slide a dword window
// over S0.u64 one byte at a time, element k accumulating on element k of S2.
;; init v0 = 0x44332211
;; init v1 = 0x88776655
;; init v2 = 0x00201000
;; init v3 = l
;; init v4 = 0x00020001
;; init v5 = 0x00040003
;; init v6 = 100
;; init v7 = 200
;; init v8 = 300
;; init v9 = 400
v_msad_u8 v10, v0, v2, v3            // bytes 1,2: |22-10| + |33-20| = 0x12 + 0x13; bytes 0,3 masked
v_sad_u8 v11, v0, v2, 0              // unmasked: 0x11 + 0x12 + 0x13 + 0x44
v_qsad_pk_u16_u8 v[12:13], v[0:1], v2, v[4:5]
v_mqsad_pk_u16_u8 v[14:15], v[0:1], v2, v[4:5]
v_mqsad_u32_u8 v[16:19], v[0:1], v2, v[6:9]
s_endpgm
;; expect v10 = 0x12 + 0x13 + l
;; expect v11 = 0x11 + 0x12 + 0x13 + 0x44
;; expect v12 = ((0x11+0x12+0x13+0x44) + 1) | (((0x22-0x00)+(0x33-0x10)+(0x44-0x20)+(0x55-0x00) + 2) << 16)
;; expect v13 = ((0x33+(0x44-0x10)+(0x55-0x20)+0x66) + 3) | ((0x44+(0x55-0x10)+(0x66-0x20)+0x77 + 4) << 16)
;; expect v14 = ((0x12+0x13) + 1) | (((0x33-0x10)+(0x44-0x20)) + 2 << 16)
;; expect v15 = (((0x44-0x10)+(0x55-0x20)) + 3) | (((0x55-0x10)+(0x66-0x20)) + 4 << 16)
;; expect v16 = 0x12 + 0x13 + 100
;; expect v17 = (0x33-0x10)+(0x44-0x20) + 200
;; expect v18 = (0x44-0x10)+(0x55-0x20) + 300
;; expect v19 = (0x55-0x10)+(0x66-0x20) + 400
