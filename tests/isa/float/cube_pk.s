// V_CVT_PK_U16_U32 / V_CVT_PK_I16_I32 (each source saturated to 16 bits;
// sem_valu_int.c, docs/salu-valu-int.md).  V_CUBE* are in cube.s.
;; init v4 = [5, 0x10000, 0xffffffff, 0xffff][l % 4]
;; init v5 = [0x12345, 7, 0, 0x8000][l % 4]
;; expect v14 = [0xffff0005, 0x0007ffff, 0x0000ffff, 0x8000ffff][l % 4]
;; expect v15 = [0x7fff0005, 0x00077fff, 0x0000ffff, 0x7fff7fff][l % 4]
v_cvt_pk_u16_u32 v14, v4, v5
v_cvt_pk_i16_i32 v15, v4, v5
s_endpgm
