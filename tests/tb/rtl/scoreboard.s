// RTL issue scoreboard (docs/units/issue.md, "Scoreboard"): VALU
// instructions that run past their wave's older memory instruction, and the
// VGPR hazards that must hold them back.  Without s_waitcnt between them:
//   - a VALU write of a store's data register or of a load's address
//     registers right after the store / load (write after read: the memory
//     instruction must still see the old value);
//   - a VALU read of a DS read's destination (read after write: this
//     project's reading, pinned here: the RTL waits for the DS instruction,
//     the model executes it whole, so the VALU sees the loaded value);
//   - independent VALU work (v18, v20..v22), which may retire before the
//     memory instruction it follows: the checker compares in program order;
//   - a VALU read of a DS read's destination after independent VALU work
//     (v19), which waits at the hazard while the independent work passed;
//   - v_add_co_u32 writes VCC: serial, waits until the wave has nothing in
//     flight.
// Lanes 9 and 50 are off.  Every expected value is worked out from the
// program by hand, one lane l at a time.
;; mem 0x10000 0x1000
;; init mem 0x10400 u32 [0x700 + i for i in range(64)]
;; init s0 = 0x10000
;; init s1 = 0
;; init exec = 0xfffbfffffffffdff
;; init v0 = 4 * l
;; init v1 = 0x100 + l
;; init v2 = 3 * l
;; init v3 = 5
;; init v4 = 0x10000 + 4 * l
;; init v5 = 0
;; init v6 = 0x200 + l
;; init v10 = 0
;; init v11 = 0
;; init v12 = 0
;; init v13 = 0
;; init v14 = 0
;; init v15 = 0
;; init v16 = 0
;; init v17 = 0
;; init v18 = 0
;; init v19 = 0
;; init v20 = 0
;; init v21 = 0
;; init v22 = 0
global_store_dword v0, v1, s[0:1]
v_add_u32 v20, v2, v3
v_mov_b32 v1, 0x55
global_load_dword v10, v[4:5], off offset:0x400
v_mul_lo_u32 v21, v2, v2
v_add_u32 v22, v20, v21
v_mov_b32 v4, 0
s_waitcnt vmcnt(0)
v_add_u32 v11, v10, 1
global_load_dword v12, v0, s[0:1]
ds_write_b32 v0, v6
v_mov_b32 v6, 0x66
ds_read_b32 v13, v0
v_add_u32 v14, v13, 2
ds_read_b32 v17, v0
v_mul_lo_u32 v18, v3, v3
v_add_u32 v19, v18, v17
v_add_co_u32 v15, vcc, v2, v3
v_mov_b32 v16, v1
s_waitcnt vmcnt(0) lgkmcnt(0)
s_endpgm
;; expect v1 = 0x55 if l not in (9, 50) else 0x100 + l
;; expect v4 = 0 if l not in (9, 50) else 0x10000 + 4 * l
;; expect v6 = 0x66 if l not in (9, 50) else 0x200 + l
;; expect v10 = 0x700 + l if l not in (9, 50) else 0
;; expect v11 = 0x701 + l if l not in (9, 50) else 0
;; expect v12 = 0x100 + l if l not in (9, 50) else 0
;; expect v13 = 0x200 + l if l not in (9, 50) else 0
;; expect v14 = 0x202 + l if l not in (9, 50) else 0
;; expect v15 = 3 * l + 5 if l not in (9, 50) else 0
;; expect v16 = 0x55 if l not in (9, 50) else 0
;; expect v17 = 0x200 + l if l not in (9, 50) else 0
;; expect v18 = 25 if l not in (9, 50) else 0
;; expect v19 = 0x219 + l if l not in (9, 50) else 0
;; expect v20 = 3 * l + 5 if l not in (9, 50) else 0
;; expect v21 = 9 * l * l if l not in (9, 50) else 0
;; expect v22 = 9 * l * l + 3 * l + 5 if l not in (9, 50) else 0
