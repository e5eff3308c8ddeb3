// Conversions.  Float to integer truncates, saturates, NaN gives 0;
// integer to float rounds by MODE (f32 RNE here; 2^24+1 is a tie -> even);
// f32 <-> f16 <-> f64 (a NaN keeps its sign and top payload bits, quieted); rpi = floor(x + 0.5), flr = floor(x); ubyteN;
// off_f32_i4 (S0[3:0] as a signed nibble / 16); pkrtz rounds toward zero;
// pknorm, pk_u8 (nearest even, saturating).  MODE 0x3f0 (denormals on).
;; init mode = 0x3f0
;; init v1 = [f32(-2.75), f32(2.5), 0x7fc00000, 0x7f800000, 0xff800000, f32(3e9), f32(-3e9), f32(0.5)][l % 8]
;; init v2 = [0x01000001, 0xffffffff, 0x80000000, 7][l % 4]
;; init v3 = 0xa1b2c3d4
;; init v4 = l
;; init v5 = [f32(1.0009765625), f32(65520.0), f32(1e-7), f32(-1.5), 0x33000000, 0x7fa00000][l % 6]
;; init v6 = [0x3c00, 0xfbff, 0x0001, 0x7d00][l % 4]
;; init v7 = [f32(0.5), f32(-2.0), f32(0.25), 0x7fc00000][l % 4]
;; init v8 = [f32(255.5), f32(-1.0), f32(2.5), f32(300.0)][l % 4]
;; expect v10 = [0xfffffffe, 2, 0, 0x7fffffff, 0x80000000, 0x7fffffff, 0x80000000, 0][l % 8]
;; expect v11 = [0, 2, 0, 0xffffffff, 0, 0xb2d05e00, 0, 0][l % 8]
;; expect v12 = [0xfffffffd, 3, 0, 0x7fffffff, 0x80000000, 0x7fffffff, 0x80000000, 1][l % 8]
;; expect v13 = [0xfffffffd, 2, 0, 0x7fffffff, 0x80000000, 0x7fffffff, 0x80000000, 0][l % 8]
;; expect v14 = [0x4b800000, 0xbf800000, 0xcf000000, 0x40e00000][l % 4]
;; expect v15 = [0x4b800000, 0x4f800000, 0x4f000000, 0x40e00000][l % 4]
;; expect v16 = f32(0xd4)
;; expect v17 = f32(0xc3)
;; expect v18 = f32(0xb2)
;; expect v19 = f32(0xa1)
;; expect v20 = f32(((l & 15) - 16 if l & 8 else l & 15) / 16)
;; expect v21 = [0x3c01, 0x7c00, 0x0002, 0xbe00, 0x0000, 0x7f00][l % 6]
;; expect v22 = [0x3f800000, 0xc77fe000, 0x33800000, 0x7fe00000][l % 4]
;; expect v24 = 0
;; expect v25 = [0x3fe00000, 0xc0000000, 0x3fd00000, 0x7ff80000][l % 4]
;; expect v26 = [0x3c013c01, 0x7bff7bff, 0x00010001, 0xbe00be00, 0x00000000, 0x7f007f00][l % 6]
;; expect v27 = [0x7fff4000, 0x80018001, 0x7fff2000, 0x7fff0000][l % 4]
;; expect v28 = [0x8000ffff, 0x00000000, 0x4000ffff, 0x0000ffff][l % 4]
;; expect v29 = [0xa1b2c3ff, 0xa1b200d4, 0xa102c3d4, 0xffb2c3d4][l % 4]
v_cvt_i32_f32_e32 v10, v1
v_cvt_u32_f32_e32 v11, v1
v_cvt_rpi_i32_f32_e32 v12, v1
v_cvt_flr_i32_f32_e32 v13, v1
v_cvt_f32_i32_e32 v14, v2
v_cvt_f32_u32_e32 v15, v2
v_cvt_f32_ubyte0_e32 v16, v3
v_cvt_f32_ubyte1_e32 v17, v3
v_cvt_f32_ubyte2_e32 v18, v3
v_cvt_f32_ubyte3_e32 v19, v3
v_cvt_off_f32_i4_e32 v20, v4
v_cvt_f16_f32_e32 v21, v5
v_cvt_f32_f16_e32 v22, v6
v_cvt_f64_f32_e32 v[24:25], v7
v_cvt_pkrtz_f16_f32 v26, v5, v5
v_cvt_pknorm_i16_f32 v27, v7, v8
v_cvt_pknorm_u16_f32 v28, v8, v7
v_cvt_pk_u8_f32 v29, v8, v4, v3
s_endpgm
