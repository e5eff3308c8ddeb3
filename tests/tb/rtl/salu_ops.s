// RTL bring-up: SOP2/SOPK/SOPC basics with their SCC (ISA 12.1-12.3; values
// worked by hand).
;; init s0 = 0xfffffff0
;; init s1 = 0x20
;; init s2 = 0x80000000
s_add_u32 s10, s0, s1            // 0x10, carry
s_cselect_b32 s11, 7, 9          // 7
s_addc_u32 s12, s1, 0            // 0x21, no carry
s_cselect_b32 s13, 7, 9          // 9
s_sub_i32 s14, s2, 1             // 0x7fffffff, overflow: SCC 1
s_cselect_b32 s15, 1, 0
s_min_u32 s16, s0, s1            // 0x20
s_max_i32 s17, s0, s1            // 0x20 (s0 is -16)
s_mul_i32 s18, s1, -3            // -96
s_movk_i32 s19, 0x8000           // sign-extended: 0xffff8000
s_addk_i32 s19, 0x10             // 0xffff8010
s_cmpk_eq_u32 s1, 0x20           // SCC 1
s_cselect_b32 s20, 1, 0
s_cmp_lt_i32 s0, s1              // -16 < 32: 1
s_cselect_b32 s21, 1, 0
s_cmp_lt_u32 s0, s1              // 0
s_cselect_b32 s22, 1, 0
s_endpgm
;; expect s10 = 0x10
;; expect s11 = 7
;; expect s12 = 0x21
;; expect s13 = 9
;; expect s14 = 0x7fffffff
;; expect s15 = 1
;; expect s16 = 0x20
;; expect s17 = 0x20
;; expect s18 = u32(-96)
;; expect s19 = 0xffff8010
;; expect s20 = 1
;; expect s21 = 1
;; expect s22 = 0
