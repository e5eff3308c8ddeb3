// MUBUF (ISA 8.1.5): address = base + soffset + index * stride + offset, or
// the swizzled form; range checks: raw buffers check offset (without
// soffset) per dword component against num_records, structured buffers
// (idxen) the index, private buffers (add_tid, no idxen) nothing.  Out of
// range loads give 0, stores and atomics are dropped (an atomic returns 0).
// Swizzled elements are 4 bytes on gfx9 (docs/memory.md).  A V# whose
// DATA_FORMAT is 0 (INVALID) is unbound: loads give 0, stores are dropped.
;; copies share memory
;; mem 0x50000 0x400
;; mem 0x51000 0x400
;; mem 0x52000 0x400
;; mem 0x53000 0x800
;; init mem 0x50000 u32 [(((i) * 0x9e3779b1) & 0xffffffff) for i in range(0, 100)]
;; init mem 0x50190 u32 [(((i) * 0x9e3779b1) & 0xffffffff) for i in range(100, 200)]
;; init mem 0x50320 u32 [(((i) * 0x9e3779b1) & 0xffffffff) for i in range(200, 256)]
;; init mem 0x53000 u32 [0x7000 + i for i in range(0, 100)]
;; init mem 0x53190 u32 [0x7000 + i for i in range(100, 200)]
;; init mem 0x53320 u32 [0x7000 + i for i in range(200, 300)]
;; init mem 0x534b0 u32 [0x7000 + i for i in range(300, 400)]
;; init mem 0x53640 u32 [0x7000 + i for i in range(400, 500)]
;; init mem 0x537d0 u32 [0x7000 + i for i in range(500, 512)]
;; init exec = 0xfffffffeffffffdf
;; init s4 = 0x50000
;; init s5 = 0
;; init s6 = 0x40
;; init s7 = 4 << 15
;; init s8 = 0x100
;; init s12 = 0x50000
;; init s13 = 12 << 16
;; init s14 = 10
;; init s15 = (4 << 15) | (7 << 12)
;; init s16 = 0x51000
;; init s17 = 0
;; init s18 = 0xf0
;; init s19 = 4 << 15
;; init s20 = 0x52000
;; init s21 = 1 << 31
;; init s22 = 0
;; init s23 = (3 << 21) | (1 << 23) | (4 << 15)
;; init s24 = 0x10
;; init s28 = 0x53000
;; init s29 = (16 << 16) | (1 << 31)
;; init s30 = 64
;; init s31 = 4 << 15
;; init s32 = 0x50000
;; init s33 = 0
;; init s34 = 0x400
;; init s35 = 0
;; init v24 = 0x7777
;; init v0 = 4 * l
;; init v1 = 0x5555
;; init v5 = l
;; init v8 = l
;; init v9 = 8
;; init v10 = 0x1000 + l
;; init v11 = 0xe8 if l == 0 else 0x200
;; init v12 = 0xa0 + l
;; init v13 = 0xb0 + l
;; init v14 = 0xc0 + l
;; init v15 = 0xd0 + l
;; init v19 = l
;; init v20 = 1
;; init v22 = 9
;; init v23 = 9
buffer_load_dword v1, v0, s[4:7], 0 offen
buffer_load_dwordx2 v[2:3], v0, s[4:7], s8 offen offset:0x38
buffer_load_dword v4, v5, s[12:15], 0 idxen offset:4
buffer_load_dwordx2 v[6:7], v[8:9], s[12:15], 0 idxen offen
buffer_store_dword v10, v0, s[16:19], 0 offen
buffer_store_short v10, v0, s[16:19], 0 offen offset:0x100
buffer_store_dwordx4 v[12:15], v11, s[16:19], 0 offen
buffer_store_dword v10, off, s[20:23], s24 offset:8
buffer_load_dwordx2 v[16:17], off, s[20:23], s24 offset:4
buffer_load_dword v18, v19, s[28:31], 0 idxen offset:4
buffer_atomic_add v20, v0, s[4:7], 0 offen glc
buffer_atomic_cmpswap v[22:23], v0, s[16:19], 0 offen offset:0x300 glc
buffer_load_dword v24, v0, s[32:35], 0 offen
buffer_store_dword v10, v0, s[32:35], 0 offen offset:0x200
buffer_wbinvl1
s_endpgm
;; expect v1 = (((l) * 0x9e3779b1) & 0xffffffff) if l < 16 else 0
;; expect v2 = (((0x4e + l) * 0x9e3779b1) & 0xffffffff) if l < 2 else 0
;; expect v3 = (((0x4f) * 0x9e3779b1) & 0xffffffff) if l < 1 else 0
;; expect v4 = (((3 * l + 1) * 0x9e3779b1) & 0xffffffff) if l < 10 else 0
;; expect v6 = (((3 * l + 2) * 0x9e3779b1) & 0xffffffff) if l < 10 else 0
;; expect v7 = (((3 * l + 3) * 0x9e3779b1) & 0xffffffff) if l < 10 else 0
;; expect v16 = 0
;; expect v17 = 0x1000 + l
;; expect v18 = 0x7000 + 32 * (l // 8) + 8 + l % 8
;; expect v20 = (((l) * 0x9e3779b1) & 0xffffffff) if l < 16 else 0
;; expect v22 = 0
;; expect v24 = 0
;; expect mem 0x50200 u32 [(((i) * 0x9e3779b1) & 0xffffffff) for i in range(0x80, 0xc0)]
;; expect v23 = 9
;; expect mem 0x51000 u32 [4096, 4097, 4098, 4099, 4100, 0, 4102, 4103, 4104, 4105, 4106, 4107, 4108, 4109, 4110, 4111, 4112, 4113, 4114, 4115, 4116, 4117, 4118, 4119, 4120, 4121, 4122, 4123, 4124, 4125, 4126, 4127, 0, 4129, 4130, 4131, 4132, 4133, 4134, 4135, 4136, 4137, 4138, 4139, 4140, 4141, 4142, 4143, 4144, 4145, 4146, 4147, 4148, 4149, 4150, 4151, 4152, 4153, 160, 176, 0, 0, 0, 0]
;; expect mem 0x51100 u32 [0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0]
;; expect mem 0x51200 u32 [0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0]
;; expect mem 0x51300 u32 [0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0]
;; expect mem 0x52110 u32 [0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0]
;; expect mem 0x52210 u32 [4096, 4097, 4098, 4099, 4100, 0, 4102, 4103, 4104, 4105, 4106, 4107, 4108, 4109, 4110, 4111, 4112, 4113, 4114, 4115, 4116, 4117, 4118, 4119, 4120, 4121, 4122, 4123, 4124, 4125, 4126, 4127, 0, 4129, 4130, 4131, 4132, 4133, 4134, 4135, 4136, 4137, 4138, 4139, 4140, 4141, 4142, 4143, 4144, 4145, 4146, 4147, 4148, 4149, 4150, 4151, 4152, 4153, 4154, 4155, 4156, 4157, 4158, 4159]
;; expect mem 0x50000 u32 [1, 2654435762, 1013904227, 3668339988, 2027808453, 387276917, 3041712679, 1401181144, 4055616905, 2415085370, 774553835, 3428989596, 1788458061, 147926526, 2802362287, 1161830752, 3816266512, 2175734977, 535203442, 3189639203, 1549107668, 4203543429, 2563011894, 922480359, 3576916120, 1936384585, 295853050, 2950288811, 1309757276, 3964193037, 2323661502, 683129967, 3337565728, 1697034193, 56502658, 2710938419, 1070406884, 3724842645, 2084311110, 443779575, 3098215336, 1457683801, 4112119562, 2471588027, 831056492, 3485492253, 1844960718, 204429183, 2858864944, 1218333409, 3872769170, 2232237635, 591706100, 3246141861, 1605610326, 4260046087, 2619514552, 978983017, 3633418778, 1992887243, 352355708, 3006791469, 1366259934, 4020695695]
