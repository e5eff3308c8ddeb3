// s_getreg/s_setreg: SIMM16 = {size-1[15:11], offset[10:6], id[5:0]} (ISA 5.8).
// MODE and TRAPSTS are writable; STATUS, HW_ID, GPR_ALLOC, LDS_ALLOC, IB_STS are read-only.
;; init mode = 0x000000f0
;; init scc = 1
;; init vcc = 0
s_getreg_b32 s10, hwreg(HW_REG_MODE)                  // 0xf0
s_setreg_imm32_b32 hwreg(HW_REG_MODE, 0, 4), 0xfffffff3 // only bits 3:0 = 3
s_getreg_b32 s11, hwreg(HW_REG_MODE)                  // 0xf3
s_mov_b32 s0, 0x5
s_setreg_b32 hwreg(HW_REG_MODE, 4, 3), s0             // bits 6:4 = 5: 0xf3 -> 0xd3
s_getreg_b32 s12, hwreg(HW_REG_MODE, 4, 4)            // bits 7:4 = 0xd
s_getreg_b32 s13, hwreg(HW_REG_STATUS, 0, 1)          // SCC = 1
s_setprio 2                                           // STATUS.WAVE_PRIO [4:3] = 2
s_getreg_b32 s14, hwreg(HW_REG_STATUS, 3, 2)          // 2
s_getreg_b32 s15, hwreg(HW_REG_STATUS, 10, 1)         // VCCZ = 1
s_setreg_imm32_b32 hwreg(HW_REG_TRAPSTS, 0, 9), 0x1ff // EXCP bits sticky, writable
s_getreg_b32 s16, hwreg(HW_REG_TRAPSTS)               // 0x1ff
s_setreg_imm32_b32 hwreg(HW_REG_STATUS), 0            // read-only: ignored
s_getreg_b32 s17, hwreg(HW_REG_STATUS, 0, 1)          // still 1 (SCC)
s_getreg_b32 s18, hwreg(HW_REG_IB_STS)                // nothing outstanding: 0
s_getreg_b32 s19, hwreg(HW_REG_LDS_ALLOC, 12, 9)      // 64 KiB / 256 bytes = 256
s_endpgm
;; expect s10 = 0xf0
;; expect s11 = 0xf3
;; expect s12 = 0xd
;; expect s13 = 1
;; expect s14 = 2
;; expect s15 = 1
;; expect s16 = 0x1ff
;; expect s17 = 1
;; expect s18 = 0
;; expect s19 = 256
