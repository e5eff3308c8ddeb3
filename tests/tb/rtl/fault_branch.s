// Fault suite (scripts/fault_tests.py), SALU point 3: a taken branch goes to
// its target + 4.  With the fault at the 2nd taken branch, the checker must
// stop at that branch (PC 0x18, the loop's first back edge) with a next-PC
// divergence; without the fault the test passes.
// FAULT kind=3 n=2 pc=0x18 report="next PC: expected"
;; init s0 = 3
s_mov_b32 s1, 0
s_branch .Lloop                  // taken branch 1 (PC 0x4)
s_mov_b32 s1, 0xbad              // 0x8 (with its literal)
.Lloop:
s_add_u32 s1, s1, s0             // 0x10
s_sub_u32 s0, s0, 1              // 0x14: SCC = borrow
s_cbranch_scc0 .Lloop            // 0x18: taken while s0 did not wrap (branch 2: the first back edge)
s_mov_b32 s2, 0x900d
s_endpgm
;; expect s1 = 6
;; expect s2 = 0x900d
