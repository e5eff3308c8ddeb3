// s_swappc_b64 reads its target before writing D, so D may be the same pair.
;; init s4 = 0
s_getpc_b64 s[4:5]               // @0: 4
s_add_u32 s4, s4, 16             // @4: target 20 (the s_mov_b32 s7 below)
s_swappc_b64 s[4:5], s[4:5]      // @8: s[4:5] = 12, jump to 20
s_mov_b32 s6, 1                  // @12: skipped
s_endpgm                         // @16
s_mov_b32 s7, 2                  // @20
s_endpgm
;; expect s4 = 12
;; expect s5 = 0
;; expect s6 = 0
;; expect s7 = 2
