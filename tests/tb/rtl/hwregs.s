// RTL: s_getreg_b32 of every hardware register id, whole and by field, and
// s_setreg_b32 / s_setreg_imm32_b32 / s_setprio read back (ISA 4.2 / 5.8,
// docs/salu-valu-int.md).  Lockstep compares every retired SGPR with the
// model, so HW_ID, GPR_ALLOC and LDS_ALLOC (which depend on the dispatcher:
// the wave's index in its workgroup, its VGPR rows, its workgroup's LDS) are
// checked there, with no expect line; the expect lines below are worked by
// hand from the ISA.
// With --waves (seed 3) the copies run in many slots while the model numbers
// each one wave 0 of its own workgroup: HW_ID must follow the dispatcher,
// not the slot.
;; init mode = 0x000000f0
;; init scc = 1
;; init vcc = 0
;; init exec = 0xffffffffffffffff
;; init s0 = 0x5
// ---- every id, whole ----
s_getreg_b32 s10, hwreg(HW_REG_MODE)                    // 0xf0
s_getreg_b32 s11, hwreg(HW_REG_STATUS)                  // VALID, VCCZ, SCC: 0x10401
s_getreg_b32 s12, hwreg(HW_REG_TRAPSTS)                 // 0 at dispatch
s_getreg_b32 s13, hwreg(HW_REG_HW_ID)
s_getreg_b32 s14, hwreg(HW_REG_GPR_ALLOC)
s_getreg_b32 s15, hwreg(HW_REG_LDS_ALLOC)               // the workgroup's LDS: dispatcher
s_getreg_b32 s16, hwreg(HW_REG_IB_STS)                  // 0
s_getreg_b32 s17, hwreg(0)                              // reserved ids read 0
s_getreg_b32 s18, hwreg(8)
s_getreg_b32 s19, hwreg(HW_REG_TBA_LO)                  // no trap handler: 0
s_getreg_b32 s20, hwreg(HW_REG_TMA_HI)
s_getreg_b32 s21, hwreg(63)
// ---- fields: offsets and sizes ----
s_getreg_b32 s22, hwreg(HW_REG_STATUS, 16, 1)           // VALID: 1
s_getreg_b32 s23, hwreg(HW_REG_STATUS, 9, 4)            // IN_BARRIER 0, IN_TG 0, VCCZ 1, EXECZ 0: 2
s_getreg_b32 s24, hwreg(HW_REG_STATUS, 0, 1)            // SCC: 1
s_getreg_b32 s25, hwreg(HW_REG_HW_ID, 0, 4)             // WAVE_ID
s_getreg_b32 s26, hwreg(HW_REG_HW_ID, 4, 2)             // SIMD_ID
s_getreg_b32 s27, hwreg(HW_REG_GPR_ALLOC, 8, 6)         // VGPR_SIZE
s_getreg_b32 s28, hwreg(HW_REG_GPR_ALLOC, 24, 4)        // SGPR_SIZE: 112 / 8 - 1 = 13
s_getreg_b32 s29, hwreg(HW_REG_GPR_ALLOC, 31, 1)        // 0
s_getreg_b32 s30, hwreg(HW_REG_MODE, 4, 4)              // 0xf
s_getreg_b32 s31, hwreg(HW_REG_MODE, 28, 4)             // 0
// ---- STATUS with SCC, EXEC and VCC zero or not ----
s_cmp_eq_u32 s0, 0                                      // SCC 0
s_getreg_b32 s32, hwreg(HW_REG_STATUS)                  // 0x10400
s_mov_b32 vcc_hi, 1                                     // VCC nonzero in its high half only
s_getreg_b32 s33, hwreg(HW_REG_STATUS)                  // 0x10000
s_mov_b64 vcc, 1
s_getreg_b32 s34, hwreg(HW_REG_STATUS, 10, 1)           // 0
s_mov_b64 s[40:41], exec
s_mov_b32 exec_lo, 0                                    // EXEC nonzero in its high half only
s_getreg_b32 s35, hwreg(HW_REG_STATUS, 9, 1)            // 0
s_mov_b64 exec, 0
s_getreg_b32 s36, hwreg(HW_REG_STATUS)                  // EXECZ: 0x10200
s_mov_b64 vcc, 0
s_cmp_eq_u32 s0, 5                                      // SCC 1
s_getreg_b32 s37, hwreg(HW_REG_STATUS)                  // 0x10601
s_mov_b64 exec, s[40:41]
s_getreg_b32 s38, hwreg(HW_REG_STATUS, 9, 2)            // VCCZ: 2
// ---- s_setprio ----
s_setprio 3
s_getreg_b32 s42, hwreg(HW_REG_STATUS)                  // 0x10419
s_setprio 2
s_getreg_b32 s43, hwreg(HW_REG_STATUS, 3, 2)            // 2
s_setprio 0xfffd                                        // only SIMM16[1:0]: 1
s_getreg_b32 s44, hwreg(HW_REG_STATUS, 2, 4)            // 1 << 1 = 2
// ---- TRAPSTS: written by field, read back ----
s_setreg_imm32_b32 hwreg(HW_REG_TRAPSTS), 0xdeadbeef
s_getreg_b32 s45, hwreg(HW_REG_TRAPSTS)                 // 0xdeadbeef
s_setreg_b32 hwreg(HW_REG_TRAPSTS, 8, 4), s0            // bits 11:8 = 5: 0xdeadb5ef
s_getreg_b32 s46, hwreg(HW_REG_TRAPSTS)
s_setreg_imm32_b32 hwreg(HW_REG_TRAPSTS, 28, 4), 0xfffffff0 // bits 31:28 = 0: 0x0eadb5ef
s_getreg_b32 s47, hwreg(HW_REG_TRAPSTS, 4, 12)          // 0xb5e
s_setreg_imm32_b32 hwreg(HW_REG_TRAPSTS, 0, 9), 0x1ff   // EXCP [8:0]: 0x0eadb5ff
s_getreg_b32 s48, hwreg(HW_REG_TRAPSTS)
s_setreg_imm32_b32 hwreg(HW_REG_TRAPSTS), 0
s_getreg_b32 s49, hwreg(HW_REG_TRAPSTS)                 // 0
// ---- MODE: written by field, read back ----
s_setreg_imm32_b32 hwreg(HW_REG_MODE, 0, 4), 0xfffffff3 // bits 3:0 = 3: 0xf3
s_getreg_b32 s50, hwreg(HW_REG_MODE)
s_setreg_b32 hwreg(HW_REG_MODE, 4, 3), s0               // bits 6:4 = 5: 0xd3
s_getreg_b32 s51, hwreg(HW_REG_MODE)
s_setreg_imm32_b32 hwreg(HW_REG_MODE, 0, 8), 0xf0       // back to 0xf0
s_getreg_b32 s52, hwreg(HW_REG_MODE, 0, 8)
// ---- writes to the read-only ids are dropped ----
s_setreg_imm32_b32 hwreg(HW_REG_STATUS), 0
s_setreg_imm32_b32 hwreg(HW_REG_HW_ID), 0xffffffff
s_setreg_imm32_b32 hwreg(HW_REG_GPR_ALLOC), 0
s_setreg_imm32_b32 hwreg(HW_REG_LDS_ALLOC), 0xffffffff
s_setreg_imm32_b32 hwreg(HW_REG_IB_STS), 0xffffffff
s_setreg_imm32_b32 hwreg(20), 0xffffffff
s_getreg_b32 s53, hwreg(HW_REG_STATUS)                  // SCC, VCCZ, VALID, WAVE_PRIO 1: 0x10409
s_getreg_b32 s54, hwreg(HW_REG_HW_ID)
s_getreg_b32 s55, hwreg(HW_REG_GPR_ALLOC)
s_getreg_b32 s56, hwreg(HW_REG_LDS_ALLOC)
s_getreg_b32 s57, hwreg(HW_REG_IB_STS)                  // 0
s_getreg_b32 s58, hwreg(20)                             // 0
s_getreg_b32 s59, hwreg(HW_REG_TRAPSTS)                 // still 0
s_getreg_b32 s60, hwreg(HW_REG_MODE)                    // still 0xf0
s_endpgm
;; expect s10 = 0xf0
;; expect s11 = 0x10401
;; expect s12 = 0
;; expect s16 = 0
;; expect s17 = 0
;; expect s18 = 0
;; expect s19 = 0
;; expect s20 = 0
;; expect s21 = 0
;; expect s22 = 1
;; expect s23 = 2
;; expect s24 = 1
;; expect s28 = 13
;; expect s29 = 0
;; expect s30 = 0xf
;; expect s31 = 0
;; expect s32 = 0x10400
;; expect s33 = 0x10000
;; expect s34 = 0
;; expect s35 = 0
;; expect s36 = 0x10200
;; expect s37 = 0x10601
;; expect s38 = 2
;; expect s42 = 0x10419
;; expect s43 = 2
;; expect s44 = 2
;; expect s45 = 0xdeadbeef
;; expect s46 = 0xdeadb5ef
;; expect s47 = 0xb5e
;; expect s48 = 0x0eadb5ff
;; expect s49 = 0
;; expect s50 = 0xf3
;; expect s51 = 0xd3
;; expect s52 = 0xf0
;; expect s53 = 0x10409
;; expect s57 = 0
;; expect s58 = 0
;; expect s59 = 0
;; expect s60 = 0xf0
