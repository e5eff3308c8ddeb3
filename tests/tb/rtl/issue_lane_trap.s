// The issue stage guesses an instruction's unit from its encoding family
// (the wavepool's category tags) and routes a trapping instruction to the
// SALU: a VOP1-family word with no row (opcode 0xff; llvm-mc-16 disassembles
// it as an invalid encoding, so it is given as data) is picked by the VALU
// lane, found to trap by the decode, cancelled and re-issued to the SALU,
// which reports it.  The VALU instruction before it must retire first.
;; init v1 = 5
v_mov_b32 v0, v1
s_mov_b32 s0, 7
.long 0x7e01ff01
s_mov_b32 s0, 9
s_endpgm
;; expect v0 = 5
;; expect s0 = 7
;; expect trap = illegal
